#!/usr/bin/env bash
# E2B fp32, in-window check at batch 1, one thing changed at a time.
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
GEMMA4_PATCH_UNWRAP_KERNELS=0 one nounwrap nopasses
one nokvshared eager,nopasses --text-config num_kv_shared_layers=0
one nople eager,nopasses --text-config hidden_size_per_layer_input=0
SGLANG_GEMMA_OUT_OF_PLACE_POSITION_MUTATION=1 one outofplace nopasses
GEMMA4_PATCH_YOCO=0 one noyoco nopasses
cat $OUT2/times.txt
