#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the GEMV tile sweep (../gemv/sweep.py) on this GPU for
# $SHAPES (default: E2B's and E4B's projections and lm_heads), stages 2-6, cuBLAS beside it, no Inductor (its
# per-shape compile would take the call; INDUCTOR=1 times it too). FORM=gate_up_gelu: the fused gate-up kernel
# (gelu_tanh(gate) * up) over the same tiles. Results: $OUT/sweep.jsonl (one line a shape), $OUT/device.txt.
# Usage: [BUDGET=560] [SHAPES=a,b,...] [FORM=gate_up_gelu] [INDUCTOR=1] bash bench/studies/gemv_h200/run.sh
export PYTHONUNBUFFERED=1
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > /tmp/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
SHAPES=${SHAPES:-e2b.qkv,e2b.o,e2b.gate_up,e2b.down,e2b.lm_head,e4b.qkv,e4b.o,e4b.gate_up,e4b.down,e4b.lm_head}
LEFT=$(( ${BUDGET:-560} - ($(date +%s) - T0) - 40 ))
[ "${INDUCTOR:-0}" = 1 ] && NOIND="" || NOIND=--no-inductor
python bench/studies/gemv/sweep.py $NOIND --form ${FORM:-gemv} --stages 2,3,4,5,6 --shapes $SHAPES --budget $LEFT \
  --out $OUT/sweep.jsonl > $OUT/sweep.log 2>&1
echo "sweep rc $? at $(( $(date +%s) - T0 )) s (budget $LEFT s for new shapes)" >> $OUT/device.txt
cat $OUT/device.txt; grep -v Warning $OUT/sweep.log | cut -c1-400 | tail -n 14
