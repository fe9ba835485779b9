#!/usr/bin/env bash
# The passes' server of run1.sh (its run there timed out while capturing), then the GPU tests
# after the FP8 kernels' constexpr fix.
export PYTHONUNBUFFERED=1
OUT2=$OUT; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
C="--variant e2b --dtype float32 --weights ordered --batch-sizes 4 --steps 8 --reps 2 --window-batch 4 --server-arg disable_prefill_cuda_graph=true"
python bench/engine_gpu/decode_speed.py $OUT2/e2b_passes.json $C --servers passes --timeout 330 > $OUT2/e2b_passes.log 2>&1
echo "passes $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
L=$(( 560 - ($(date +%s) - T0) ))
timeout $L python -m pytest -q tests/gpu > $OUT2/gpu_tests.log 2>&1; echo "tests rc=$? $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
cat $OUT2/times.txt; tail -3 $OUT2/gpu_tests.log; tail -5 $OUT2/e2b_passes.log
