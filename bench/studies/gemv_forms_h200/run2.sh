#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: a dense MLP's two one-token GEMVs three ways (mlp.py)
# at 31B's, E4B's and E2B's sizes. Results: $OUT/mlp.jsonl, $OUT/mlp.log, $OUT/device.txt.
# Usage: bash bench/studies/gemv_forms_h200/run2.sh
export PYTHONUNBUFFERED=1
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
PYTHONPATH=$PWD python bench/studies/gemv_forms_h200/mlp.py --out $OUT/mlp.jsonl > $OUT/mlp.log 2>&1
echo "mlp rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
cat $OUT/device.txt; tail -n 3 $OUT/mlp.log | cut -c1-200
OUT=$OUT python - <<'PY'
import json, os
for line in open(os.environ["OUT"] + "/mlp.jsonl"):
    r = json.loads(line)
    if "shape" in r:
        print(r["shape"], round(r["floor_us"], 1), {k: round(v["us"], 2) if "us" in v else v for k, v in r.items() if isinstance(v, dict)})
PY
