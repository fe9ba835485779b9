#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: first the CUDA checks of the sgl_kernel placeholder (its
# moe_align_block_size now SGLang's JIT kernel) and of the attention patch's default, then 26B-A4B at batch 32 with
# the passes in the op form reached by default (run4.sh, GEMMA4_ATTENTION_DECODE_OP unset).   Usage: [BUDGET=580] bash run19.sh
T=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > /tmp/setup19.log 2>&1; . .bundle/env.sh
timeout 150 python -m pytest -q -p no:cacheprovider -rfEs tests/test_sgl_kernel_equivalents.py \
  tests/test_patches_eager_attention_decode.py > $OUT/pytest_focus.log 2>&1; echo "pytest rc $?" >> $OUT/pytest_focus.log
tail -6 $OUT/pytest_focus.log
V=26b-a4b SERVERS=passes BUDGET=$(( ${BUDGET:-580} - ($(date +%s) - T) )) bash bench/studies/attention_graph_breaks/run4.sh 32
