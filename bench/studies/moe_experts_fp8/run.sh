#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: gemma4::moe_experts_fp8 on CUDA (the kernel checks
# at 26B-A4B's size), against SGLang's fused MoE at one token (compare.py; SWEEP=1: and a tile sweep;
# TILES="BLOCK_N=16,...": the product's tiles against those, alternately), then 26B-A4B's FP8 layers
# at decode 1 (SGLang's compile against the passes, which now take the experts).
# Results: $OUT/{device.txt,kernel_checks.log,compare.json,compare.log,layers.json,layers.md,layers.log}.
# Usage: [BUDGET=585] [SWEEP=1] [TILES=NAME=V,...] [LAYERS=0] bash bench/studies/moe_experts_fp8/run.sh
export PYTHONUNBUFFERED=1
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-585} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout $(( $(left) - 5 )) python -m pytest -q -p no:cacheprovider tests/gpu/test_kernels_gpu.py -k moe_experts \
    > $OUT/kernel_checks.log 2>&1
echo "kernel checks rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
timeout $(( $(left) - 5 )) python bench/studies/moe_experts_fp8/compare.py ${SWEEP:+--sweep} ${TILES:+--tiles $TILES} --out $OUT/compare.json \
    > $OUT/compare.log 2>&1
echo "compare rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
if [ "${LAYERS:-1}" = 1 ]; then
  timeout $(( $(left) - 5 )) python -m gemma4_passes.tools.bench_layers --prefill 0 \
      --modes compiled,passes --repeats 10 --replays 30 --quant fp8 --variants 26b-a4b \
      --batch-sizes 1 --out $OUT/layers.json --md $OUT/layers.md > $OUT/layers.log 2>&1
  echo "layers rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
fi
tail -n 5 $OUT/kernel_checks.log; grep -v "^RESULT" $OUT/compare.log | tail -n 20
grep -h "^\[bench\]\|Error" $OUT/layers.log 2>/dev/null | grep -v "\.\.\.$" | tail -n 20; cat $OUT/device.txt
