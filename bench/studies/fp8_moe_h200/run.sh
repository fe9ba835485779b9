#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: SGLang's FP8 26B-A4B layers (sliding and full, as
# from a compressed-tensors FP8-dynamic checkpoint) at decode 1, 8 and 32, SGLang's compile against the passes,
# with the MoE layers' quantizing ops (post_attn_norms_moe_quant_fp8, router_topk_gelu_mul_quant_fp8,
# ffn_tail_moe_next_norm_quant_fp8). Results: $OUT/moe_fp8.{json,md}, $OUT/run.log, $OUT/device.txt.
# Usage: [BUDGET=575] [BATCHES=1,8,32] bash bench/studies/fp8_moe_h200/run.sh
export PYTHONUNBUFFERED=1
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-575} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout $(( $(left) - 5 )) python -m gemma4_passes.tools.bench_layers --prefill 0 \
    --modes compiled,passes --repeats 10 --replays 30 --quant fp8 --variants 26b-a4b \
    --batch-sizes ${BATCHES:-1,8,32} --out $OUT/moe_fp8.json --md $OUT/moe_fp8.md > $OUT/run.log 2>&1
echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
grep -h "^\[bench\]\|FP8\|Error" $OUT/run.log | grep -v "\.\.\.$" | tail -n 30
cat $OUT/device.txt
