#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: the GEMV's plain and fused forms side by side at
# 31B's and E4B's one-token projections (forms.py). Results: $OUT/forms.jsonl, $OUT/forms.log, $OUT/device.txt.
# Usage: bash bench/studies/gemv_forms_h200/run.sh
export PYTHONUNBUFFERED=1
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > /tmp/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
PYTHONPATH=$PWD:${PYTHONPATH:-} python bench/studies/gemv_forms_h200/forms.py --out $OUT/forms.jsonl > $OUT/forms.log 2>&1
echo "forms rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cat $OUT/device.txt; tail -n 4 $OUT/forms.log | cut -c1-300
OUT=$OUT python - <<'PY'
import json, os
for line in open(os.environ.get("OUT", "out") + "/forms.jsonl"):
    r = json.loads(line)
    if "shape" in r:
        print(r["shape"], round(r["floor_us"], 1), {k: round(v["us"], 2) for k, v in r.items() if isinstance(v, dict)})
PY
