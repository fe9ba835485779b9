#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the committed split-K rule in the layers. Passes
# mode: bf16 E4B and E2B sliding at decode 8 and 32 (the rule as committed, one process), then 26B-A4B's
# sliding MoE layer at decode 8 and 32 with the split on and off (MAX_SPLIT 1 in this copy). Results: run4_*.
export PYTHONUNBUFFERED=1
T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > /tmp/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-360} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
grep -n "^MAX_SPLIT" gemma4_passes/kernels/skinny_mm.py >> $OUT/device.txt
B="python -m gemma4_passes.tools.bench_layers --prefill 0 --repeats 5 --replays 30 --modes passes --batch-sizes 8,32"
timeout $(( $(left) * 40 / 100 )) $B --variants e4b,e2b --kinds sliding/dense/ple --out /tmp/run4_e4b_e2b.json > $OUT/run4.log 2>&1
echo "e4b/e2b rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cp /tmp/run4_e4b_e2b.json $OUT/ 2>/dev/null
timeout $(( $(left) * 60 / 100 )) $B --variants 26b-a4b --kinds sliding/moe --out /tmp/run4_26b_split.json >> $OUT/run4.log 2>&1
echo "26b split rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cp /tmp/run4_26b_split.json $OUT/ 2>/dev/null
sed -i -E 's/^(MAX_SPLIT, SPLIT_MIN_CHUNKS, SPLIT_CHUNKS = )8,/\11,/' gemma4_passes/kernels/skinny_mm.py
grep -n "^MAX_SPLIT" gemma4_passes/kernels/skinny_mm.py >> $OUT/device.txt
timeout $(( $(left) - 3 )) $B --variants 26b-a4b --kinds sliding/moe --out /tmp/run4_26b_nosplit.json >> $OUT/run4.log 2>&1
echo "26b nosplit rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cp /tmp/run4_26b_nosplit.json $OUT/ 2>/dev/null
sed -i -E "s/^(MAX_SPLIT, SPLIT_MIN_CHUNKS, SPLIT_CHUNKS = )1,/\18,/" gemma4_passes/kernels/skinny_mm.py
grep -h "^\[bench\]   passes" $OUT/run4.log
cat $OUT/device.txt
