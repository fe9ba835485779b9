#!/usr/bin/env bash
# E4B bf16 at batch B (graphs captured for B only; the in-window check at B requests): SGLang's compile with the
# passes (split-K in skinny_mm), then without, each server in a process of its own, on one machine; the passes'
# server gets SHARE percent of the call's time. Prefill graphs off: SGLang 0.5.23 refuses to capture them for a
# model whose kv-shared layers reuse attention layer ids.   Usage: bash run_e4b.sh B SHARE   (ran: 32 48, 64 49)
B=$1; SHARE=$2
. bench/engine_gpu/split_k_fp8/common.sh
for s in passes nopasses; do
  L=$(left); [ $s = passes ] && TO=$(( L * SHARE / 100 )) || TO=$(( L - 12 ))
  python bench/engine_gpu/decode_speed.py $W/e4b_${B}_$s.json --variant e4b --servers $s --batch-sizes $B --kernels --window-batch $B --server-arg disable_prefill_cuda_graph=true --timeout $TO > $W/e4b_${B}_$s.log 2>&1
  echo "e4b $s rc $? at $(( $(date +%s) - T0 )) s (timeout $TO)" >> $OUT/times.txt
  cp $W/e4b_${B}_$s.json $OUT/ 2>/dev/null
done
finish; for f in $W/e4b_${B}_*.log; do tail -n 12 $f; done
