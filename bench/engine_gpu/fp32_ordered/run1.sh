#!/usr/bin/env bash
# E2B, 35 layers, fp32, every layer scalar 1 (--weights ordered): the in-window token check at full depth,
# 4 requests decoded together in captured batch-4 graphs, with the rounding control (jitter).
export PYTHONUNBUFFERED=1
OUT2=$OUT; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
left() { echo $(( 585 - ($(date +%s) - T0) )); }
C="--variant e2b --dtype float32 --weights ordered --batch-sizes 4 --steps 8 --reps 2 --window-batch 4 --server-arg disable_prefill_cuda_graph=true"
for s in eager jitter nopasses passes; do
  L=$(left); [ $L -lt 60 ] && break
  python bench/engine_gpu/decode_speed.py $OUT2/e2b_$s.json $C --servers $s --timeout $((L-5)) > $OUT2/e2b_$s.log 2>&1
  echo "$s $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
done
python bench/engine_gpu/decode_speed.py --table $OUT2/e2b_*.json > $OUT2/table.md 2>&1
cat $OUT2/times.txt $OUT2/table.md
