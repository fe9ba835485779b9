#!/usr/bin/env bash
# 31B at full depth, SGLang's compile without the passes, batches 1 and 8, kernels counted.
export PYTHONUNBUFFERED=1
W=/tmp/run1; mkdir -p $W; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $W/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv >> $W/setup.log 2>&1
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
left() { echo $(( ${BUDGET:-570} - ($(date +%s) - T0) )); }
L=$(left)
python bench/engine_gpu/decode_speed.py $OUT/31b_nopasses.json --variant 31b --servers nopasses --batch-sizes 1,8 --kernels --timeout $((L-15)) > $W/31b_nopasses.log 2>&1
echo "nopasses $(( $(date +%s) - T0 )) s (timeout $((L-15)))" >> $OUT/times.txt
tar czf $OUT/logs_1.tgz -C $W .
cat $OUT/times.txt; tail -30 $W/31b_nopasses.log
