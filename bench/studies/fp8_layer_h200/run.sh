#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: SGLang's FP8 31B sliding layer at decode 8
# and 32, SGLang's compile against every pass (the FP8 GEMMs through skinny_mm's kernel, 31B's gate-up
# left to Inductor's template by the wide-weight rule, fold_upcasts). Results: run7_d8_d32.{json,md}.
export PYTHONUNBUFFERED=1
T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-575} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout $(( $(left) - 5 )) python -m gemma4_passes.tools.bench_layers --prefill 0 \
    --modes compiled,passes --repeats 10 --replays 30 --quant fp8 --variants 31b --kinds sliding/dense \
    --batch-sizes 8,32 --out $OUT/d8_d32.json --md $OUT/d8_d32.md > $OUT/run7.log 2>&1
echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
grep -h "^\[bench\]" $OUT/run7.log | grep -v "\.\.\.$"
cat $OUT/device.txt
