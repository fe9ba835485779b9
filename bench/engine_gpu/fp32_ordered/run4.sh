#!/usr/bin/env bash
# run3.sh's compiled servers alone (TRITON_F32_DEFAULT=ieee, batch 1, one request in the window), to be judged
# against run3.sh's eager and control (the draw and the prompts are the same in every process).
export PYTHONUNBUFFERED=1
W=/tmp/run4; mkdir -p $W; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $W/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
left() { echo $(( ${BUDGET:-560} - ($(date +%s) - T0) )); }
export TRITON_F32_DEFAULT=ieee
C="--variant e2b --dtype float32 --weights ordered --batch-sizes 1 --steps 8 --reps 2 --window-batch 1 --server-arg disable_prefill_cuda_graph=true"
for s in nopasses passes; do
  L=$(left); [ $L -lt 60 ] && break
  python bench/engine_gpu/decode_speed.py $OUT/e2b_ieee_$s.json $C --servers $s --timeout $((L-10)) > $W/e2b_ieee_$s.log 2>&1
  echo "$s $(( $(date +%s) - T0 )) s" >> $OUT/times.txt
done
tar czf $OUT/logs4.tgz -C $W .
cat $OUT/times.txt
