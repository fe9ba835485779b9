#!/usr/bin/env bash
# Set up .venv for gemma4-passes on a machine without a GPU (idempotent).
#
# SGLang 0.5.23 is installed with --no-deps: its CUDA-only dependencies are
# several GB and unused here. requirements/sglang-cpu.txt lists the torch it
# pins (2.14.1) and the light packages its Gemma-4 modules import.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
pip() { .venv/bin/python -m pip --disable-pip-version-check "$@"; }
# A first install writes about 6 GB (torch's Linux wheel is its CUDA build, with
# 3.2 GB of NVIDIA libraries, even on a machine without a GPU). Say so up front
# rather than leave pip's "No space left on device" halfway through.
NEED_GB=7
if ! .venv/bin/python -c "import torch" 2>/dev/null; then
  free_kb=$(df -Pk .venv | awk 'NR==2 {print $4}')
  if [ "$free_kb" -lt $((NEED_GB * 1024 * 1024)) ]; then
    echo "[setup] ERROR: installing torch 2.14.1 and SGLang's light dependencies needs about ${NEED_GB} GB free" \
         "under $(pwd)/.venv; $((free_kb / 1024)) MB are free. Free some space and run setup.sh again." >&2
    exit 1
  fi
fi
quiet() { grep -v -e '^WARNING: Location' -e 'dependency conflicts' -e '^sglang .* requires' || true; }
# Always: quick when everything is there, and picks up a requirement added since.
echo "[setup] torch, SGLang's light dependencies and this project's tools (requirements/sglang-cpu.txt) ..."
pip install -q -r requirements/sglang-cpu.txt 2>&1 | quiet
if ! .venv/bin/python -c "import sglang; assert sglang.__version__ == '0.5.23'" 2>/dev/null; then
  echo "[setup] installing SGLang 0.5.23 (no deps) ..."
  pip install -q --no-deps --no-warn-conflicts sglang==0.5.23 2>&1 | quiet
fi
pip install -q --no-deps --no-warn-conflicts -e . 2>&1 | quiet
.venv/bin/python - <<'PY'
import torch, sglang, gemma4_passes
print(f"[setup] ok: torch {torch.__version__}, sglang {sglang.__version__}, gemma4-passes {gemma4_passes.__version__}")
PY
