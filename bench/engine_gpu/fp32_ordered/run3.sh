#!/usr/bin/env bash
# The GPU tests after the FP8 fixes, then run1.sh's check at batch 1 with Triton's fp32 dot products in IEEE
# precision (TRITON_F32_DEFAULT=ieee, passed on to every server): is the control's early parting TF32 in
# SGLang's Triton attention? One request inside the window, decoded in captured batch-1 graphs.
# Back in $OUT: the four servers' JSON, the table, the times and logs.tgz (setup, tests, server logs).
export PYTHONUNBUFFERED=1
W=/tmp/run3; mkdir -p $W; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $W/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
timeout 240 python -m pytest -q -p no:cacheprovider tests/gpu > $W/gpu_tests.log 2>&1
echo "tests rc=$? $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
left() { echo $(( 580 - ($(date +%s) - T0) )); }
export TRITON_F32_DEFAULT=ieee
C="--variant e2b --dtype float32 --weights ordered --batch-sizes 1 --steps 8 --reps 2 --window-batch 1 --server-arg disable_prefill_cuda_graph=true"
for s in eager jitter nopasses passes; do
  L=$(left); [ $L -lt 50 ] && break
  python bench/engine_gpu/decode_speed.py $OUT/e2b_ieee_$s.json $C --servers $s --timeout $((L-5)) > $W/e2b_ieee_$s.log 2>&1
  echo "$s $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
done
python bench/engine_gpu/decode_speed.py --table $OUT/e2b_ieee_*.json > $OUT/table.md 2>&1
tar czf $OUT/logs.tgz -C $W .
cat $OUT/times.txt $OUT/table.md; tail -3 $W/gpu_tests.log
