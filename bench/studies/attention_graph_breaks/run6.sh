#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: run5's crash search again (E4B refuses --layers: its
# kv-shared layers need the full depth). 31B cut to 2 layers, then E4B whole, at batch 1, SGLang's compile
# without the passes, op form, Python's fault handler on in every process.
. bench/studies/attention_graph_breaks/common.sh
export PYTHONFAULTHANDLER=1
run() {  # name, variant, extra bench args
  GEMMA4_ATTENTION_DECODE_OP=1 GEMMA4_STATS_FILE=$W/stats_$1.jsonl $S $W/$1.json --variant $2 $3 \
    --servers nopasses --batch-sizes 1 --window-batch 1 --scheduler-log --timeout $(( $(left) - 15 )) > $W/$1.log 2>&1
  echo "$1 rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
}
run op_31b_l2 31b "--layers 2"
run op_e4b e4b
cp $W/*.json $OUT/ 2>/dev/null; tar czf $OUT/logs.tgz -C $W --exclude site .
cat $OUT/device.txt; for f in $W/op_*.log; do echo "== $f"; grep -n -A30 "Fatal Python error" $f | head -60; tail -n 3 $f; done
