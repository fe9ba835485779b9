#!/usr/bin/env bash
# E2B fp32, in-window check at batch 1: eager against eager with every weight moved by one unit of
# rounding (full depth), and the same plus compiled decode at 15 and 25 layers (no kv-shared layers).
export PYTHONUNBUFFERED=1
OUT2=$OUT; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
left() { echo $(( 590 - ($(date +%s) - T0) )); }
C="--variant e2b --dtype float32 --batch-sizes 1 --steps 8 --reps 2 --window-batch 1 --server-arg disable_prefill_cuda_graph=true"
one() {  # name servers [args...]
  local n=$1 s=$2; shift 2; L=$(left); [ $L -lt 60 ] && return
  python bench/engine_gpu/decode_speed.py $OUT2/$n.json $C --servers $s --timeout $((L-5)) "$@" > $OUT2/$n.log 2>&1
  echo "$n $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
}
one jitter35 eager --weight-jitter 1
for n in 15 25; do
  one l${n} eager,nopasses --text-config num_kv_shared_layers=0 --layers $n
  one l${n}_jitter eager --text-config num_kv_shared_layers=0 --layers $n --weight-jitter 1
done
cat $OUT2/times.txt
