#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call:
#  1. SGLang's FP8 31B sliding layer at decode 1, 8 and 32: SGLang's compile against the passes
#     (scaled_mm_fp8 takes the FP8 GEMMs: the gemv kernel at one row, skinny_mm's at 8 and 32),
#     10 repeated calls compared with the first (where they part, repeat_check names the kernel);
#  2. tests/gpu with what time is left: every kernel check (the FP8 GEMM's among them) on CUDA at
#     real sizes, each launch run twice and required to write the same bits.
export PYTHONUNBUFFERED=1
T0=$(date +%s); W=/tmp/scaled_mm_fp8; mkdir -p $W
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-575} - ($(date +%s) - T0) )); }
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >> $OUT/times.txt
timeout $(( $(left) - 150 )) python -m gemma4_passes.tools.bench_layers --prefill 0 --modes compiled,passes \
    --repeats 10 --replays 30 --quant fp8 --variants 31b --kinds sliding/dense --batch-sizes 1,8,32 \
    --out $OUT/fp8_31b_sliding.json --md $OUT/fp8_31b_sliding.md > $W/fp8.log 2>&1
echo "fp8 rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
grep -h "^\[bench\]" $W/fp8.log | grep -v "\.\.\.$" | tail -8
timeout $(( $(left) - 10 )) python -m pytest -q -p no:cacheprovider -rfE tests/gpu > $OUT/gpu_tests.log 2>&1
echo "tests/gpu rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
tail -3 $OUT/gpu_tests.log
tar czf $OUT/logs.tgz -C $W .
cat $OUT/times.txt
