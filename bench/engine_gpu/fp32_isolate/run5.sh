#!/usr/bin/env bash
# E2B fp32, in-window check at batch 1: sliding layers only, against one full-attention layer.
export PYTHONUNBUFFERED=1
OUT2=$OUT; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
left() { echo $(( 588 - ($(date +%s) - T0) )); }
C="--variant e2b --dtype float32 --batch-sizes 1 --steps 8 --reps 2 --window-batch 1 --server-arg disable_prefill_cuda_graph=true"
one() {  # name servers [args...]
  local n=$1 s=$2; shift 2; L=$(left); [ $L -lt 70 ] && return
  python bench/engine_gpu/decode_speed.py $OUT2/$n.json $C --servers $s --timeout $((L-5)) "$@" > $OUT2/$n.log 2>&1
  echo "$n $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
}
one sliding4 eager,nopasses --text-config num_kv_shared_layers=0 --layers 4
one full5 eager,nopasses --text-config num_kv_shared_layers=0 --layers 5
S=$(python -c 'import json;print(json.dumps(["sliding_attention"]*35).replace(" ",""))')
one allsliding eager,nopasses --text-config "layer_types=$S"
cat $OUT2/times.txt
