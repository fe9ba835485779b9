#!/usr/bin/env bash
# The full per-layer table on the GPU machine: every variant's layer kinds at decode 1, 8, 32 and prefill 2048,
# every mode, from the default command of `gemma4-passes bench`. That takes over an hour and one command there may
# run 10 minutes, so each run of this script measures the cells left and keeps the finished ones in
# bench/current/layers_all.json.partial (bring it back into the checkout before the next run). From the repository root:
#   bash bench/current/layers_all.sh [extra bench arguments]
# Exit 0: the table is done (bench/current/layers_all.json and .md); 3: cells left, run again; else: an error.
# Everything it writes is also copied to $OUT.
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT=${OUT:-$PWD/out}
mkdir -p "$OUT"
t0=$SECONDS
OUT=/tmp/gemma4-install bash tools/gpu_run.sh none > "$OUT/install.log" 2>&1 || { cat "$OUT/install.log"; exit 1; }
[ -f .bundle/env.sh ] && source .bundle/env.sh
export PYTHONUNBUFFERED=1
resume=""
[ -s bench/current/layers_all.json.partial ] && resume=--resume
# The process must end before the machine's limit: the budget stops starting cells, the timeout stops a cell
# that runs far past the longest one before it (its cells so far stay in the .partial file).
left=$(( ${LIMIT:-590} - (SECONDS - t0) ))
timeout "$left" python -m gemma4_passes.tools.bench_layers --out bench/current/layers_all.json --md bench/current/layers_all.md \
    --time-budget "$(( left - ${MARGIN:-120} ))" $resume "$@" 2> "$OUT/layers_all.err" | grep '^\[bench\]\|^|'
rc=${PIPESTATUS[0]}
cp bench/current/layers_all.json.partial bench/current/layers_all.json bench/current/layers_all.md "$OUT/" 2>/dev/null
echo "[layers_all] exit $rc after $(( SECONDS - t0 )) s"
exit "$rc"
