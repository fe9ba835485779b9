#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the interpreter's check, then E4B's 42 o projections with
# their post-attention blocks as two launches and as one (chain.py). Writes $OUT/chain_h200.jsonl.
export PYTHONUNBUFFERED=1
OUT2=${OUT:-/tmp/epilogue_out}; mkdir -p $OUT2; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT2/device.txt
TRITON_INTERPRET=1 timeout 120 python bench/studies/gemv_epilogue/chain.py --check > $OUT2/check.log 2>&1
echo "check rc=$? $(( $(date +%s) - T0 )) s" >> $OUT2/device.txt
timeout 240 python bench/studies/gemv_epilogue/chain.py --out $OUT2/chain_h200.jsonl > $OUT2/chain.log 2>&1
echo "chain rc=$? $(( $(date +%s) - T0 )) s" >> $OUT2/device.txt
cat $OUT2/device.txt $OUT2/check.log; tail -c 2000 $OUT2/chain.log
