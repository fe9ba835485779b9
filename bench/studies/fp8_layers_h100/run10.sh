#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: graph.sh (26B-A4B's FP8 sliding MoE layer, the passes'
# graphs and output code: is any `_to_copy` left before the router?), then that layer timed at decode 32, SGLang's
# compile against the passes (run.sh), in what is left of the call. Results: $OUT/graph/{copies.txt,device.txt,
# layers.md,graph.log.gz}, $OUT/{layers_fp8.json,layers_fp8.md,run.log,device.txt}.
# No cell starts in the last 200 s of the call. Usage: [BATCHES=32] bash bench/studies/fp8_layers_h100/run10.sh
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT/graph
OUT=$OUT/graph bash bench/studies/fp8_layers_h100/graph.sh > $OUT/graph/summary.txt 2>&1
gzip -f $OUT/graph/graph.log
B=$(( 585 - ($(date +%s) - T0) ))
V=26b-a4b KINDS=sliding/moe BATCHES=${BATCHES:-32} BUDGET=$B TB=$(( B - 200 )) bash bench/studies/fp8_layers_h100/run.sh
cat $OUT/graph/summary.txt | head -c 4000
