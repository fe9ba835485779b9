#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the FP8-quantizing row ops against Inductor and
# SGLang's compiled path (`gemma4-passes bench-kernels --ops fp8`), then the launch forms of the gelu·up
# quantization kernel (sweep_gelu_quant.py). Results: $OUT/kernels_fp8.{json,md}, $OUT/sweep_gelu_quant.json,
# logs, $OUT/device.txt. Usage: [KB=170] [SB=200] bash bench/studies/fp8_row_kernels/run.sh
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout ${KB:-170} python -m gemma4_passes.tools.bench_kernels --ops fp8 --out $OUT/kernels_fp8.json \
    --md $OUT/kernels_fp8.md > $OUT/kernels.log 2>&1
echo "bench-kernels rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
timeout ${SB:-200} python bench/studies/fp8_row_kernels/sweep_gelu_quant.py --time-budget $(( ${SB:-200} - 30 )) \
    --out $OUT/sweep_gelu_quant.json > $OUT/sweep.log 2>&1
echo "sweep rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
grep "^|" $OUT/kernels.log | tail -n 30; grep -v "^\s*$" $OUT/sweep.log | tail -n 30; cat $OUT/device.txt
