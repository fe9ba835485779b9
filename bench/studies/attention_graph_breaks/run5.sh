#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: where the op form's split compile crashed (run4:
# both E4B schedulers died with SIGSEGV in the first warm-up run, after the first piece compiled). E4B cut to
# LAYERS layers at batch 1, SGLang's compile without the passes, op form, Python's fault handler on in every
# process (the crashing thread's Python stack lands in the scheduler's log); then once more with
# CUDA_LAUNCH_BLOCKING=1 if it crashed. Then, with the time left, 31B's FP8 layers per layer (issue 30's re-run).
LAYERS=${LAYERS:-6}
. bench/studies/attention_graph_breaks/common.sh
export PYTHONFAULTHANDLER=1
run() {  # name, extra env
  GEMMA4_ATTENTION_DECODE_OP=1 GEMMA4_STATS_FILE=$W/stats_$1.jsonl env $2 $S $W/$1.json --variant e4b --layers $LAYERS \
    --servers nopasses --batch-sizes 1 --window-batch 1 --scheduler-log --timeout 170 > $W/$1.log 2>&1
  echo "$1 rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
}
run op_l${LAYERS} ""
grep -q "rc 0" <(tail -n1 $OUT/device.txt) || run op_l${LAYERS}_blocking CUDA_LAUNCH_BLOCKING=1
L=$(left)
timeout $(( L - 15 )) python -m gemma4_passes.tools.bench_layers --prefill 0 --modes compiled,passes --repeats 10 \
  --replays 30 --quant fp8 --variants 31b --kinds sliding/dense --batch-sizes 8,32 --out $OUT/fp8_31b_d8_d32.json \
  --md $OUT/fp8_31b_d8_d32.md > $W/fp8_31b.log 2>&1
echo "fp8 31b layers rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cp $W/*.json $OUT/ 2>/dev/null; tar czf $OUT/logs.tgz -C $W --exclude site .
cat $OUT/device.txt; grep -h "^\[bench\]" $W/fp8_31b.log | grep -v "\.\.\.$" | tail -n 30; for f in $W/op_*.log; do grep -n -B2 -A40 "Fatal Python error" $f | head -80; done
