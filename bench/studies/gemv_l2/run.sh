#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: does our GEMV's weight stream cost SGLang's decode attention
# its L2 at batch 1? First l2.py (E2B's step from its GEMVs and SGLang's decode attention, per GEMV form, $OUT/l2.json;
# FORMS=... picks l2.py's forms, default its own list), then, with ENGINE=1 (run 1 did), E2B at full depth, batch 1,
# through SGLang's Engine (../attention_graph_breaks/run4.sh's settings): the passes with the GEMV in form $FORM
# (default unpipelined_evict_first_k4: one stage, weight loads evict_first, chunks four times as long; a
# sitecustomize sets gemv.WEIGHT_EVICTION and gemv.tiles in every process), the passes as they are, then SGLang's
# compile without them if the time left holds its start-up.
# Usage: [BUDGET=580] [FORMS=a,b] [ENGINE=1] [FORM=...] bash bench/studies/gemv_l2/run.sh
. bench/studies/attention_graph_breaks/common.sh
FORM=${FORM:-unpipelined_evict_first_k4}  # the GEMV form the first Engine server takes (l2.py's names)
timeout 170 python bench/studies/gemv_l2/l2.py --out $OUT/l2.json --budget 120 ${FORMS:+--forms $FORMS} > $OUT/l2.log 2>&1
echo "l2.py rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt; grep -v Warning $OUT/l2.log | tail -8
[ "${ENGINE:-0}" = 1 ] || { cat $OUT/device.txt; exit 0; }
mkdir -p $W/gemv_site; cat > $W/gemv_site/sitecustomize.py <<PY
import os

FORM = os.environ.get("GEMV_L2_FORM", "")  # one of l2.py's forms, for every process of that server
if FORM:
    import sys

    import gemma4_passes.kernels.gemv as G

    sys.path.insert(0, "$PWD/bench/studies/gemv_l2")
    from l2 import form_tiles

    G.tiles, G.WEIGHT_EVICTION = form_tiles(FORM)
PY
serve() {  # serve TAG SERVER [ENV...]: one server at batch 1, its files $W/e2b_TAG.*
  local tag=$1 s=$2; shift 2; local TO=$(( $(left) - 10 ))
  [ $TO -lt 100 ] && { echo "e2b $tag: not run ($TO s left)" >> $OUT/device.txt; return; }
  env "$@" TORCH_LOGS=recompiles GEMMA4_STATS_FILE=$W/stats_e2b_$tag.jsonl $S $W/e2b_$tag.json --variant e2b \
    --servers $s --batch-sizes 1 --window-batch 1 --kernels --timeout $TO > $W/e2b_$tag.log 2>&1
  echo "e2b $tag rc $? at $(( $(date +%s) - T0 )) s (timeout $TO)" >> $OUT/device.txt
}
serve passes_$FORM passes GEMV_L2_FORM=$FORM PYTHONPATH=$W/gemv_site:${PYTHONPATH:-}
serve passes passes
[ $(left) -gt 200 ] && serve nopasses nopasses
cp $W/*.json $OUT/ 2>/dev/null; tar czf $OUT/logs.tgz -C $W --exclude site --exclude gemv_site .
cat $OUT/device.txt; for f in $W/e2b_*.log; do grep -v "^RESULT" $f | grep "ms/step\|start-up\|Error" | tail -n 4; done
