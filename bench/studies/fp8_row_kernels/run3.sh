#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the gelu·up quantization kernel with its launch layout
# of run 1 (rows wider than 8192 in two parts): the GPU tests of that kernel and of the router-gelu launch that
# shares its row (bit for bit against the references and the unfused path), then the sweep again, whose `default`
# is now that layout. Results: $OUT/gpu_tests.log, $OUT/sweep_gelu_quant.json, $OUT/device.txt.
# Usage: [SB=170] bash bench/studies/fp8_row_kernels/run3.sh
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout 240 python -m pytest -q -p no:cacheprovider -rfE tests/gpu/test_kernels_gpu.py tests/gpu/test_fp8_quant_gpu.py \
    -k gelu > $OUT/gpu_tests.log 2>&1
echo "gpu tests rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
timeout ${SB:-170} python bench/studies/fp8_row_kernels/sweep_gelu_quant.py --time-budget $(( ${SB:-170} - 25 )) \
    --out $OUT/sweep_gelu_quant.json > $OUT/sweep.log 2>&1
echo "sweep rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
tail -n 5 $OUT/gpu_tests.log; grep -v "^\s*$" $OUT/sweep.log | tail -n 30; cat $OUT/device.txt
