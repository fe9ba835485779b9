#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: skinny_mm's persistent form against its grid of one
# program a column block, at the decode-batch projections of many column blocks (E4B's and E2B's gate-up, the
# qkv weights), 8 and 32 rows, cold weights (CUDA-graph replays over weight copies that overflow the L2), beside
# cuBLAS; then the GPU kernel checks of skinny_mm (every form, forced splits and persistent programs).
export PYTHONUNBUFFERED=1
T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > /tmp/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
S="python bench/studies/skinny_mm/skinny_mm_tiles.py --rotate --tokens 8,32 --block-n 32,64,128 --block-k 128,256 --stages 3,4 --persistent 0,1,2"
timeout 300 $S --variants e4b,e2b --projs gate_up,qkv --time-budget 240 --out /tmp/persistent_bf16.json > $OUT/run1.log 2>&1
echo "sweep rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cp /tmp/persistent_bf16.json $OUT/ 2>/dev/null
timeout 200 python -m pytest -q -p no:cacheprovider tests/gpu/test_kernels_gpu.py -k "skinny_mm or scaled_mm" >> $OUT/run1.log 2>&1
echo "gpu kernel checks rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
grep "^\[skinny_mm\]" $OUT/run1.log; tail -3 $OUT/run1.log; cat $OUT/device.txt
