#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the op form's fp32 token check. E2B cut to its first 5 layers
# (one full-attention layer, no kv-shared layer: where compiled decode behind the graph break kept eager's tokens 32 of
# 32 steps, bench/engine_gpu/fp32_isolate/), batch 1, fp32, GEMMA4_ATTENTION_DECODE_OP=1: eager, then the passes,
# then SGLang's compile without them, each its own server; the table compares their greedy tokens in the window.
. bench/studies/attention_graph_breaks/common.sh
C="--variant e2b --dtype float32 --batch-sizes 1 --steps 8 --reps 2 --window-batch 1 --text-config num_kv_shared_layers=0 --layers 5
   --server-arg disable_prefill_cuda_graph=true"  # as in fp32_isolate: no 74 prefill shapes to capture
for s in eager passes nopasses; do
  L=$(left); [ $L -lt 60 ] && break
  GEMMA4_ATTENTION_DECODE_OP=1 GEMMA4_STATS_FILE=$W/stats_e2b5_fp32_$s.jsonl $S $W/e2b5_fp32_$s.json $C --servers $s \
    --timeout $(( L - 5 )) > $W/e2b5_fp32_$s.log 2>&1
  echo "e2b5 fp32 op $s rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
done
cp $W/e2b5_fp32_*.json $W/e2b5_fp32_*.log $W/stats_e2b5_fp32_*.jsonl $OUT/ 2>/dev/null
cat $OUT/device.txt; $S --table $W/e2b5_fp32_*.json
