#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the op form's start-up and step, compiled split at the
# attention ops. E4B through SGLang's Engine with the passes and decode attention as one op
# (GEMMA4_ATTENTION_DECODE_OP=1), graphs for batch 1 only (the in-window check at 1 request), the whole call's time.
# Every SGLang process dumps its Python stacks every 20 s (faulthandler, from a sitecustomize on PYTHONPATH), and
# the stats file has each event's time, each piece's compile, each pass's seconds and the first call's seconds.
STACKS=1 . bench/studies/attention_graph_breaks/common.sh
TO=$(( $(left) - 15 ))
GEMMA4_ATTENTION_DECODE_OP=1 GEMMA4_STATS_FILE=$W/stats_op_bs1.jsonl \
  $S $W/e4b_op_bs1.json --variant e4b --servers passes --batch-sizes 1 \
  --window-batch 1 --kernels --timeout $TO > $W/e4b_op_bs1.log 2>&1
echo "op passes rc $? at $(( $(date +%s) - T0 )) s (timeout $TO)" >> $OUT/device.txt
cp $W/*.json $OUT/ 2>/dev/null; tar czf $OUT/logs.tgz -C $W --exclude site .
cat $OUT/device.txt; tail -n 6 $W/e4b_op_bs1.log
python - $W/stats_op_bs1.jsonl <<'PY'
import json, sys
for e in map(json.loads, open(sys.argv[1])):
    print({k: v for k, v in e.items() if k not in ("matches", "refused", "pass_seconds")}, e.get("pass_seconds", ""))
PY
