#!/usr/bin/env bash
# E2B fp32, the in-window check at batch 1: eager, compiled without passes, compiled with passes.
export PYTHONUNBUFFERED=1
OUT2=$OUT; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
left() { echo $(( 585 - ($(date +%s) - T0) )); }
C="--variant e2b --dtype float32 --batch-sizes 1 --steps 8 --reps 2 --window-batch 1 --server-arg disable_prefill_cuda_graph=true"
for s in eager nopasses passes; do
  L=$(left); [ $L -lt 90 ] && break
  python bench/engine_gpu/decode_speed.py $OUT2/e2b_wb1_$s.json $C --servers $s --timeout $((L-5)) > $OUT2/e2b_wb1_$s.log 2>&1
  echo "$s $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
done
python bench/engine_gpu/decode_speed.py --table $OUT2/e2b_wb1_*.json > $OUT2/table.md 2>&1
cat $OUT2/times.txt $OUT2/table.md
