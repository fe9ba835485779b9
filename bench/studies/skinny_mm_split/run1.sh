#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: skinny_mm's split-K on the GPU. The kernel
# checks (every skinny_mm and FP8 GEMM case, also forced to 2-8 programs a column block, each launched
# twice), then tile sweeps with split-K at the projections whose weights give fewer column blocks than
# SMs, cold weights (copies rotated in CUDA-graph replays). Results: run1_*.
export PYTHONUNBUFFERED=1
T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-580} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout 150 python -m pytest -q -p no:cacheprovider -rfE tests/gpu/test_kernels_gpu.py -k "skinny_mm or gemv" \
    > $OUT/run1_gpu_tests.log 2>&1
echo "tests rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
SWEEP="python bench/studies/skinny_mm/skinny_mm_tiles.py --rotate --tokens 8,32 --block-n 32,64 --stages 3,4,5 --split 1,2,3,4,6"
timeout $(( $(left) * 45 / 100 )) $SWEEP --variants e2b,e4b --projs qkv,o,down,ple_proj --time-budget 150 \
    --out $OUT/run1_split_bf16_e2b_e4b.json > $OUT/run1_sweep.log 2>&1
echo "sweep 1 rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
timeout $(( $(left) * 50 / 100 )) $SWEEP --variants 26b-a4b,31b --projs o,down --time-budget 100 \
    --out $OUT/run1_split_bf16_26b_31b.json >> $OUT/run1_sweep.log 2>&1
echo "sweep 2 rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
timeout $(( $(left) - 10 )) $SWEEP --fp8 --variants 31b --projs o,down,qkv --time-budget 100 \
    --out $OUT/run1_split_fp8_31b.json >> $OUT/run1_sweep.log 2>&1
echo "sweep 3 rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
tail -5 $OUT/run1_gpu_tests.log
grep "^\[skinny_mm\]" $OUT/run1_sweep.log
cat $OUT/device.txt
