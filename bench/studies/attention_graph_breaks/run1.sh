#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: E4B through SGLang's Engine, compiled with the
# passes, batches 1 and 8, first with decode attention as one opaque op (GEMMA4_ATTENTION_DECODE_OP=1), then
# behind the graph break (the default); each server's graphs and matches in a stats file of its own.
. bench/studies/attention_graph_breaks/common.sh
TO=$(( $(left) * 50 / 100 ))
GEMMA4_ATTENTION_DECODE_OP=1 GEMMA4_STATS_FILE=$W/stats_op.jsonl $S $W/e4b_op.json --variant e4b --servers passes --batch-sizes 1,8 --kernels --timeout $TO > $W/e4b_op.log 2>&1
echo "op rc $? at $(( $(date +%s) - T0 )) s (timeout $TO)" >> $OUT/device.txt
TO=$(( $(left) - 15 ))
GEMMA4_STATS_FILE=$W/stats_break.jsonl $S $W/e4b_break.json --variant e4b --servers passes --batch-sizes 1,8 --kernels --timeout $TO > $W/e4b_break.log 2>&1
echo "break rc $? at $(( $(date +%s) - T0 )) s (timeout $TO)" >> $OUT/device.txt
for f in stats_op stats_break; do
  python - $W/$f.jsonl >> $OUT/device.txt 2>&1 <<'PY'
import collections, json, sys
graphs = [e for e in map(json.loads, open(sys.argv[1])) if e["event"] == "graph"]
total = collections.Counter()
for g in graphs:
    total.update(g.get("matches", {}))
print(sys.argv[1], len(graphs), "graphs;", dict(total))
PY
done
cp $W/e4b_op.json $W/e4b_break.json $OUT/ 2>/dev/null; tar czf $OUT/logs.tgz -C $W .
cat $OUT/device.txt; tail -n 8 $W/e4b_op.log $W/e4b_break.log
