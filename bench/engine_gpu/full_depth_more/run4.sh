#!/usr/bin/env bash
# Retry of run2.sh (timed out) on the same machine, its Inductor cache kept: E2B, SGLang's compile without the passes, batches 8, 32, 64.
export PYTHONUNBUFFERED=1
W=/tmp/run4; mkdir -p $W; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $W/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv >> $W/setup.log 2>&1
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
left() { echo $(( ${BUDGET:-570} - ($(date +%s) - T0) )); }
L=$(left)
python bench/engine_gpu/decode_speed.py $OUT/e2b_nopasses_retry.json --variant e2b --servers nopasses --batch-sizes 8,32,64 --kernels --window-batch 8 --server-arg disable_prefill_cuda_graph=true --timeout $((L-15)) > $W/e2b_nopasses_retry.log 2>&1
echo "nopasses $(( $(date +%s) - T0 )) s (timeout $((L-15)))" >> $OUT/times.txt
tar czf $OUT/logs_4.tgz -C $W .
cat $OUT/times.txt; tail -30 $W/e2b_nopasses_retry.log
