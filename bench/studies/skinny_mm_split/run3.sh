#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the FP8 31B sliding layer at decode 8 and 32
# with the passes, skinny_mm's split-K on, then off (MAX_SPLIT 1 in this copy), one process each.
# Results: run3_*.
export PYTHONUNBUFFERED=1
T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > /tmp/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-590} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
B="python -m gemma4_passes.tools.bench_layers --prefill 0 --repeats 5 --replays 30 --modes passes --quant fp8 --variants 31b --kinds sliding/dense --batch-sizes 8,32"
timeout $(( $(left) / 2 )) $B --out /tmp/run3_split.json > $OUT/run3.log 2>&1
echo "split rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cp /tmp/run3_split.json $OUT/ 2>/dev/null
sed -i -E 's/^(MAX_SPLIT, SPLIT_MIN_CHUNKS, SPLIT_CHUNKS = )8,/\11,/' gemma4_passes/kernels/skinny_mm.py
grep -n "^MAX_SPLIT" gemma4_passes/kernels/skinny_mm.py >> $OUT/device.txt
timeout $(( $(left) - 5 )) $B --out /tmp/run3_nosplit.json >> $OUT/run3.log 2>&1
echo "nosplit rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cp /tmp/run3_nosplit.json $OUT/ 2>/dev/null
sed -i -E "s/^(MAX_SPLIT, SPLIT_MIN_CHUNKS, SPLIT_CHUNKS = )1,/\18,/" gemma4_passes/kernels/skinny_mm.py
grep -h "^\[bench\]   passes" $OUT/run3.log
cat $OUT/device.txt
