#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: (1) SGLang's decode attention at Gemma-4's layer shapes,
# stage 2 SGLang's or ours (kernels.decode_reduce), 8-64 KV splits, batch 1/8/32 (bench.py, about two minutes);
# (2) E2B through SGLang's Engine at one request with 64 splits and the decode_reduce patch (the passes' server;
# run 25 of ../attention_graph_breaks/ is the same server without the patch). Results under $OUT.
# Usage: [BUDGET=585] bash bench/studies/decode_reduce_h200/run.sh
export PYTHONUNBUFFERED=1
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-585} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout 240 python bench/studies/decode_reduce_h200/bench.py $OUT/stage2.jsonl > $OUT/stage2.md 2> $OUT/stage2.err
echo "bench.py rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
W=/tmp/attn_run; mkdir -p $W
GEMMA4_PATCH_DECODE_REDUCE=1 TORCH_LOGS=recompiles GEMMA4_STATS_FILE=$W/stats_reduce.jsonl \
  timeout $(( $(left) - 5 )) python bench/engine_gpu/decode_speed.py $OUT/e2b_op_1_splits64_reduce_passes.json \
  --variant e2b --servers passes --batch-sizes 1 --window-batch 1 --kernels --timeout $(( $(left) - 15 )) \
  --server-arg triton_attention_num_kv_splits=64 > $OUT/engine.log 2>&1
echo "engine rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cp $W/stats_reduce.jsonl $OUT/ 2>/dev/null
cat $OUT/device.txt; tail -n 30 $OUT/stage2.md; tail -n 12 $OUT/engine.log
