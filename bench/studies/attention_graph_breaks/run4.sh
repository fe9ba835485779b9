#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: variant V (default e4b) through SGLang's Engine at batch B (default 1; a list
# such as 1,8 captures and times each, the in-window check at the first), both
# servers with decode attention as one op compiled split at it (the op form: the default with a CUDA device, the
# variable GEMMA4_ATTENTION_DECODE_OP left unset; runs 4-17 set it to 1): the passes, then SGLang's compile without them, side by side on one machine; the passes' server gets SHARE percent of the time.
# Dynamo logs its recompiles (why a guard failed). STACKS=1: every process dumps its Python stacks every 20 s
# (common.sh; in run 4 both schedulers died with SIGSEGV while the dumps ran). SERVERS="nopasses": one of the two alone
# (31B: its two start-ups take more than one call). QUANT=fp8: the model as from a compressed-tensors FP8-dynamic
# checkpoint (file names then carry _fp8). EXTRA: more decode_speed.py arguments for both servers, e.g.
# EXTRA="--server-arg triton_attention_num_kv_splits=64" (with TAG=splits64 in the file names).
# CHOICES=DIR: the servers start with the GEMM autotuning timings kept in DIR and add theirs (decode_speed.py
# --autotune-choices; a copy comes back in $OUT/autotune), so a server that ran out of time while autotuning
# finds those shapes done in the next call.
# Usage: [V=31b] [SERVERS=passes] [QUANT=fp8] [EXTRA=...] [TAG=...] [CHOICES=DIR] bash run4.sh [B] [SHARE]
V=${V:-e4b}; B=${1:-1}; SHARE=${2:-52}; WB=${B%%,*}; QUANT=${QUANT:-none}
N=${B//,/-}; [ $QUANT = none ] || N=${N}_$QUANT; [ -z "${TAG:-}" ] || N=${N}_$TAG  # N: B (quantization, tag) in file names
STACKS=${STACKS:-0} . bench/studies/attention_graph_breaks/common.sh
SERVERS=${SERVERS:-passes nopasses}
for s in $SERVERS; do
  L=$(left); [ $s = passes ] && [ "$SERVERS" != passes ] && TO=$(( L * SHARE / 100 )) || TO=$(( L - 12 ))
  TORCH_LOGS=recompiles GEMMA4_STATS_FILE=$W/stats_${V}_op_${N}_$s.jsonl $S $W/${V}_op_${N}_$s.json --variant $V \
    --servers $s --batch-sizes $B --window-batch $WB --quant $QUANT --kernels --timeout $TO ${CHOICES:+--autotune-choices $CHOICES} ${EXTRA:-} \
    > $W/${V}_op_${N}_$s.log 2>&1
  echo "$V op $s rc $? at $(( $(date +%s) - T0 )) s (timeout $TO)" >> $OUT/device.txt
done
cp $W/*.json $OUT/ 2>/dev/null; [ -z "${CHOICES:-}" ] || cp -r $CHOICES $OUT/autotune; tar czf $OUT/logs.tgz -C $W --exclude site .
cat $OUT/device.txt; for f in $W/${V}_op_${N}_*.log; do grep -v "^RESULT" $f | tail -n 8; done
