#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: (1) decode_reduce's CUDA checks at real sizes
# (every tile form against SGLang's stage 2 and fp64); (2) tiles.py: stage 2's tiles at every shape of run 1.
# Results under $OUT.   Usage: [BUDGET=400] bash bench/studies/decode_reduce_h200/run2.sh
export PYTHONUNBUFFERED=1
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout 120 python -m pytest -q -p no:cacheprovider -rfE "tests/gpu/test_kernels_gpu.py::test_kernel_cuda[decode_reduce]" \
  > $OUT/gpu_checks.log 2>&1
echo "gpu checks rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
timeout $(( ${BUDGET:-400} - ($(date +%s) - T0) )) python bench/studies/decode_reduce_h200/tiles.py $OUT/tiles.jsonl \
  > $OUT/tiles.md 2> $OUT/tiles.err
echo "tiles.py rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cat $OUT/device.txt; tail -n 3 $OUT/gpu_checks.log; tail -n 100 $OUT/tiles.md
