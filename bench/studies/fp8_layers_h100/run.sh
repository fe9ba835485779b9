#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: variant V's FP8 layers of KINDS (as from a
# compressed-tensors FP8-dynamic checkpoint) at decode BATCHES (empty: none) and prefill PREFILL tokens (default 0:
# none), SGLang's compile against the passes, no cell started past TB seconds (the rest: the same command with
# --resume). Results: $OUT/$NAME.{json,md}, $OUT/run.log,
# $OUT/device.txt. Runs 2, 3 and 5 of README.md ran these lines inline; run 1 is ../fp8_moe_h200/run.sh (BATCHES=32).
# CHOICES=DIR: Inductor's GEMM autotuning timings kept in DIR seed this run's cache, and the run's own come back in
# $OUT/autotune (as ../attention_graph_breaks/run4.sh): a compile that ran out of time while autotuning resumes there.
# Usage: V=31b KINDS=full/dense [BATCHES=1,8,32] [PREFILL=2048] [BUDGET=570] [TB=480] [NAME=layers_fp8] [CHOICES=DIR] bash bench/studies/fp8_layers_h100/run.sh
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
NAME=${NAME:-layers_fp8}
export TORCHINDUCTOR_CACHE_DIR=${TORCHINDUCTOR_CACHE_DIR:-/tmp/g4-layers-inductor}
[ -z "${CHOICES:-}" ] || { mkdir -p $TORCHINDUCTOR_CACHE_DIR/cache; cp $CHOICES/* $TORCHINDUCTOR_CACHE_DIR/cache/ 2>/dev/null; }
timeout $(( ${BUDGET:-570} - ($(date +%s) - T0) )) python -m gemma4_passes.tools.bench_layers --prefill ${PREFILL:-0} \
    --modes compiled,passes --repeats 10 --replays 30 --quant fp8 --variants $V --kinds $KINDS \
    --batch-sizes "${BATCHES-1,8,32}" --time-budget ${TB:-480} --out $OUT/$NAME.json --md $OUT/$NAME.md > $OUT/run.log 2>&1
echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
[ -z "${CHOICES:-}" ] || cp -r $TORCHINDUCTOR_CACHE_DIR/cache $OUT/autotune
grep "^\[bench\]" $OUT/run.log | cut -c1-400 | tail -n 12; cat $OUT/device.txt
