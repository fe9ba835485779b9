#!/usr/bin/env bash
# The GPU tests (FP8 kernels included), then the projection chain with and without PDL.
export PYTHONUNBUFFERED=1
OUT2=$OUT; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
python -c "import triton; k=getattr(triton, 'knobs', None); print('fp32_default knob:', getattr(getattr(k, 'language', None), 'fp32_default', 'absent'))" >> $OUT2/times.txt 2>&1
timeout 200 python -m pytest -q tests/gpu > $OUT2/gpu_tests.log 2>&1; echo "tests rc=$? $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
timeout 240 python bench/studies/gemv_pdl/chain.py --out $OUT2/chain_h200.jsonl > $OUT2/chain.log 2>&1; echo "chain rc=$? $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
cat $OUT2/times.txt; tail -3 $OUT2/gpu_tests.log; cat $OUT2/chain.log | cut -c1-1500
