#!/usr/bin/env bash
# E2B as from an FP8-dynamic checkpoint (compressed-tensors), SGLang's compile with and without the passes,
# one after the other in one process, batches 1 and 8, kernels counted, in-window check at batch 8.
. bench/engine_gpu/split_k_fp8/common.sh
L=$(left)
python bench/engine_gpu/decode_speed.py $W/e2b_fp8.json --variant e2b --quant fp8 --servers passes,nopasses --batch-sizes 1,8 --kernels --window-batch 8 --server-arg disable_prefill_cuda_graph=true --timeout $(( (L-20)/2 )) > $W/e2b_fp8.log 2>&1
echo "e2b fp8 rc $? at $(( $(date +%s) - T0 )) s (timeout $(( (L-20)/2 )) a server)" >> $OUT/times.txt
cp $W/e2b_fp8.json $OUT/ 2>/dev/null; finish; tail -40 $W/e2b_fp8.log
