#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: variant V's (default e4b) FP8 PLE layer (sliding/dense/ple,
# as from a compressed-tensors FP8-dynamic checkpoint) at decode 1, 8 and 32, SGLang's compile against the passes.
# Results: $OUT/${V}_fp8.{json,md}, $OUT/run.log, $OUT/device.txt.
# Usage: [V=e2b] [BUDGET=560] bash bench/studies/fp8_ple_layers/run.sh
export PYTHONUNBUFFERED=1
V=${V:-e4b}; T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout $(( ${BUDGET:-560} - ($(date +%s) - T0) )) python -m gemma4_passes.tools.bench_layers --prefill 0 \
    --modes compiled,passes --repeats 10 --replays 30 --quant fp8 --variants $V --kinds sliding/dense/ple \
    --batch-sizes 1,8,32 --out $OUT/${V}_fp8.json --md $OUT/${V}_fp8.md > $OUT/run.log 2>&1
echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cat $OUT/device.txt; grep "^| $V" $OUT/${V}_fp8.md
