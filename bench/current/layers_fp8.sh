#!/usr/bin/env bash
# The FP8 per-layer table on the GPU machine, one call at a time (each at most 600 s):
#   GPU_TESTS=1 bash bench/current/layers_fp8.sh VARIANT KIND
# runs the GPU tests first when GPU_TESTS=1, then `gemma4-passes bench --quant fp8` for one layer kind at
# decode 1, 8, 32 and prefill 2048, modes eager / compiled / passes, within the call's time left. Its JSON
# (and, while cells are left, OUT.partial) goes to $OUT; copied back to bench/current/, a second call with the
# same arguments resumes it.
export PYTHONUNBUFFERED=1
V=${1:-31b}; K=${2:-sliding/dense}; T0=$(date +%s)
W=/tmp/layers_fp8; mkdir -p $W
OUT=/tmp/setup bash tools/gpu_run.sh none > $W/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
if [ "${GPU_TESTS:-0}" = 1 ]; then
  timeout 240 python -m pytest -q -p no:cacheprovider -rfE tests/gpu > $OUT/gpu_tests.log 2>&1
  echo "tests rc=$? $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
fi
J=layers_fp8_${V}_${K//\//-}.json
R=""; [ -f bench/current/$J.partial ] && { cp bench/current/$J.partial $OUT/$J.partial; R="--resume"; }
python -m gemma4_passes.cli bench --quant fp8 --variants $V --kinds $K --batch-sizes 1,8,32 --prefill 2048 \
  --modes eager,compiled,passes --out $OUT/$J --md $OUT/${J%.json}.md --time-budget $(( 560 - ($(date +%s) - T0) )) $R \
  > $W/bench.log 2>&1
echo "bench rc=$? $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
grep "^\[bench\]" $W/bench.log | tail -40 > $OUT/bench_lines.txt
cat $OUT/times.txt; tail -3 $OUT/gpu_tests.log 2>/dev/null; tail -25 $OUT/bench_lines.txt
