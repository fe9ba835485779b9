#!/usr/bin/env bash
# E2B fp32, compiled without passes: (a) the unwrap of SGLang's raw-Triton kernels off,
# (b) the in-window check at batch 1 (request 0 of the batch-8 prompts).
export PYTHONUNBUFFERED=1
OUT2=$OUT; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
left() { echo $(( 580 - ($(date +%s) - T0) )); }
C="--variant e2b --dtype float32 --batch-sizes 1 --steps 8 --reps 2 --server-arg disable_prefill_cuda_graph=true"
GEMMA4_PATCH_UNWRAP_KERNELS=0 python bench/engine_gpu/decode_speed.py $OUT2/e2b_nounwrap.json $C --window-batch 8 \
   --servers nopasses --timeout $(( $(left) - 250 )) > $OUT2/e2b_nounwrap.log 2>&1
echo "nounwrap $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
python bench/engine_gpu/decode_speed.py $OUT2/e2b_bs1.json $C --window-batch 1 \
   --servers nopasses --timeout $(( $(left) - 5 )) > $OUT2/e2b_bs1.log 2>&1
echo "bs1 $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
cat $OUT2/times.txt
