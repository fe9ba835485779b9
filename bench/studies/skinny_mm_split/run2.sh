#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: skinny_mm's split-K rule in the layers. The
# kernel checks with the rule, then per layer (passes mode): FP8 31B sliding at decode 32 beside SGLang's
# compile, and bf16 E4B and E2B sliding at decode 8 and 32; each passes run again with the split off
# (MAX_SPLIT set to 1 in this copy: the kernel as before, tiles and all), in the same process order.
# Results: run2_*.
export PYTHONUNBUFFERED=1
T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-585} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout 100 python -m pytest -q -p no:cacheprovider -rfE tests/gpu/test_kernels_gpu.py -k "skinny_mm or gemv" \
    > $OUT/run2_gpu_tests.log 2>&1
echo "tests rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
B="python -m gemma4_passes.tools.bench_layers --prefill 0 --repeats 5 --replays 30"
off() { sed -i -E 's/^(MAX_SPLIT, SPLIT_MIN_CHUNKS, SPLIT_CHUNKS = )8,/\11,/' \
    gemma4_passes/kernels/skinny_mm.py; grep -n "^MAX_SPLIT" gemma4_passes/kernels/skinny_mm.py >> $OUT/device.txt; }
on() { sed -i -E 's/^(MAX_SPLIT, SPLIT_MIN_CHUNKS, SPLIT_CHUNKS = )1,/\18,/' \
    gemma4_passes/kernels/skinny_mm.py; grep -n "^MAX_SPLIT" gemma4_passes/kernels/skinny_mm.py >> $OUT/device.txt; }
on
timeout $(( $(left) * 55 / 100 )) $B --modes compiled,passes --quant fp8 --variants 31b --kinds sliding/dense \
    --batch-sizes 32 --out $OUT/run2_fp8_31b_d32_split.json --md $OUT/run2_fp8_31b_d32_split.md > $OUT/run2.log 2>&1
echo "fp8 split rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
off
timeout $(( $(left) * 20 / 100 )) $B --modes passes --quant fp8 --variants 31b --kinds sliding/dense \
    --batch-sizes 32 --out $OUT/run2_fp8_31b_d32_nosplit.json --md $OUT/run2_fp8_31b_d32_nosplit.md >> $OUT/run2.log 2>&1
echo "fp8 nosplit rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
on
timeout $(( $(left) * 55 / 100 )) $B --modes passes --variants e4b,e2b --kinds sliding/dense/ple --batch-sizes 8,32 \
    --out $OUT/run2_bf16_e4b_e2b_split.json --md $OUT/run2_bf16_e4b_e2b_split.md >> $OUT/run2.log 2>&1
echo "bf16 split rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
off
timeout $(( $(left) - 5 )) $B --modes passes --variants e4b,e2b --kinds sliding/dense/ple --batch-sizes 8,32 \
    --out $OUT/run2_bf16_e4b_e2b_nosplit.json --md $OUT/run2_bf16_e4b_e2b_nosplit.md >> $OUT/run2.log 2>&1
echo "bf16 nosplit rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
on
tail -3 $OUT/run2_gpu_tests.log
grep -h "^\[bench\]" $OUT/run2.log | grep -v "\.\.\.$" | tail -30
cat $OUT/device.txt
