#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: E4B through SGLang's Engine at batch 1, the passes'
# server with decode attention as one opaque op (GEMMA4_ATTENTION_DECODE_OP=1), then SGLang's compile without
# the passes in its stock form (the graph break), side by side on one machine.
. bench/studies/attention_graph_breaks/common.sh
TO=$(( $(left) * 62 / 100 ))
GEMMA4_ATTENTION_DECODE_OP=1 GEMMA4_STATS_FILE=$W/stats_op_bs1.jsonl $S $W/e4b_op_bs1.json --variant e4b --servers passes --batch-sizes 1 --kernels --timeout $TO > $W/e4b_op_bs1.log 2>&1
echo "op passes rc $? at $(( $(date +%s) - T0 )) s (timeout $TO)" >> $OUT/device.txt
TO=$(( $(left) - 12 ))
$S $W/e4b_nopasses_bs1.json --variant e4b --servers nopasses --batch-sizes 1 --kernels --timeout $TO > $W/e4b_nopasses_bs1.log 2>&1
echo "nopasses rc $? at $(( $(date +%s) - T0 )) s (timeout $TO)" >> $OUT/device.txt
cp $W/*.json $OUT/ 2>/dev/null; tar czf $OUT/logs.tgz -C $W .
cat $OUT/device.txt; tail -n 6 $W/e4b_op_bs1.log $W/e4b_nopasses_bs1.log
