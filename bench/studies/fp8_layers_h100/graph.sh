#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: 26B-A4B's FP8 sliding MoE layer at decode 8 and prefill
# 256, the passes' mode alone, with Inductor's post-grad graphs and output code logged. Why: runs 1 and 7 show an
# Inductor `_to_copy` kernel before the router with the passes (`triton_poi_fused__to_copy_skinny_mm_1` at decode,
# `triton_poi_fused__to_copy_3`, 7.0 µs, at prefill 2048) that neither SGLang's compile nor the bf16 layer has:
# the router's input cast to fp32 and back (found on the CPU under torch 2.11), folded by `fold_upcasts` since.
# The graph and the code show whether any copy is left on the GPU. Results: $OUT/graph.log, $OUT/copies.txt (each `_to_copy` kernel's source and
# the graph lines that name its buffers), $OUT/layers.{json,md}, $OUT/device.txt.
# Usage: bash bench/studies/fp8_layers_h100/graph.sh
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
TORCH_LOGS=post_grad_graphs,output_code timeout 400 python -m gemma4_passes.tools.bench_layers --prefill 256 \
    --modes passes --repeats 1 --replays 3 --quant fp8 --variants 26b-a4b --kinds sliding/moe --batch-sizes 8 \
    --out $OUT/layers.json --md $OUT/layers.md > $OUT/graph.log 2>&1
echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
grep -n -A30 "def triton_poi_fused__to_copy" $OUT/graph.log > $OUT/copies.txt
grep -n "convert_element_type\|aten._to_copy\|aten.clone\|aten.copy" $OUT/graph.log | cut -c1-400 >> $OUT/copies.txt
grep "^\[bench\]" $OUT/graph.log | cut -c1-300; head -c 6000 $OUT/copies.txt; cat $OUT/device.txt
