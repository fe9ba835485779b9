#!/usr/bin/env bash
# On the GPU machine, from the repository root, one short call: the wide-weight tiles in the GPU kernel checks,
# then E4B's PLE layer at decode 8 and 32, SGLang's compile against the passes (per-layer bench).
export PYTHONUNBUFFERED=1
T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > /tmp/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout 60 python -m pytest -q -p no:cacheprovider tests/gpu/test_kernels_gpu.py -k "skinny_mm or scaled_mm" > $OUT/run2.log 2>&1
echo "gpu kernel checks rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
B=$(( ${BUDGET:-300} - ($(date +%s) - T0) - 25 ))
timeout $(( B + 20 )) gemma4-passes bench --modes compiled,passes --prefill 0 --variants e4b --kinds sliding/dense/ple \
  --batch-sizes 8,32 --time-budget $B --out $OUT/run2_layers_e4b_decode8-32.json >> $OUT/run2.log 2>&1
echo "bench rc $? at $(( $(date +%s) - T0 )) s (budget $B)" >> $OUT/device.txt
cat $OUT/device.txt; tail -n 25 $OUT/run2.log
