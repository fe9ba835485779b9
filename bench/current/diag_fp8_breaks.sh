export PYTHONUNBUFFERED=1; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > /tmp/setup.log 2>&1; . .bundle/env.sh
TORCH_LOGS=graph_breaks python -m gemma4_passes.cli bench --quant fp8 --variants 31b --kinds sliding/dense --batch-sizes 1 --prefill 0 --modes compiled --replays 5 > $OUT/diag.log 2>&1
echo "diag $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
grep -A 12 "Graph break" $OUT/diag.log | grep -v "^\s*$" | head -150 > $OUT/breaks.txt
timeout 200 python -m pytest -q -p no:cacheprovider -rfE tests/gpu > $OUT/gpu_tests.log 2>&1
echo "tests rc=$? $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
cat $OUT/times.txt; tail -2 $OUT/gpu_tests.log; grep -c "Graph break" $OUT/diag.log
