#!/usr/bin/env bash
# On the GPU machine (no network), from the repository root:
#   bash tools/gpu_run.sh [tests|bench|layers|patches|capture|engine|all|none] [bench/capture/engine args...]
# ("none": only install, e.g. before running one test file by hand after
# `. .bundle/env.sh`.)
# Installs the offline bundle (.bundle, built here by `gemma4-passes bundle`)
# and this project, then runs the test suite on the machine's torch and/or
# the kernel benchmark ("bench"), the per-layer benchmark ("layers"), the
# runtime patches' benchmark ("patches") or the
# real-width captures ("capture": $CAPTURE_VARIANTS, default 26b-a4b e2b,
# passes off and on, in $OUT/dumps/cuda-real-<variant>-<off|on>).
# "engine": SGLang's own Engine on this GPU (gemma4-passes engine --device cuda ARGS).
# "tests" leaves out the CPU Engine tests (marker engine), this machine's job being the GPU, and the long
# CPU sets (marker slow), as the default run does.
# Results go to $OUT (or ./out).
set -uo pipefail
what=${1:-all}; shift || true
OUT=${OUT:-$PWD/out}
mkdir -p "$OUT"
export SGLANG_IS_FLASHINFER_AVAILABLE=false
if [ -f .bundle/install.sh ]; then
    bash .bundle/install.sh > "$OUT/bundle_install.log" 2>&1 || { echo "bundle install failed"; tail -20 "$OUT/bundle_install.log"; }
    [ -f .bundle/env.sh ] && source .bundle/env.sh
fi
python -m pip install --no-deps --no-build-isolation --no-index -q -e . > "$OUT/pip_project.log" 2>&1 \
    || { echo "project install failed"; tail -20 "$OUT/pip_project.log"; exit 1; }
python - <<'PY'
import torch, triton, sys
print("python", sys.version.split()[0], "torch", torch.__version__, "triton", triton.__version__,
      "device", torch.cuda.get_device_name() if torch.cuda.is_available() else "none")
try:
    import sglang; print("sglang", sglang.__version__, sglang.__file__)
except Exception as e:
    print("sglang: not importable:", type(e).__name__, e)
PY
rc=0
if [ "$what" = tests ] || [ "$what" = all ]; then
    python -m pytest -q -p no:cacheprovider -rfE -m "not engine and not slow" tests > "$OUT/pytest.log" 2>&1; rc=$?
    tail -30 "$OUT/pytest.log"
fi
if [ "$what" = bench ] || [ "$what" = all ]; then
    python -m gemma4_passes.tools.bench_kernels --out "$OUT/bench_kernels.json" --md "$OUT/bench_kernels.md" "$@" \
        2> "$OUT/bench_kernels.err" | tail -80
fi
if [ "$what" = layers ]; then
    python -m gemma4_passes.tools.bench_layers --out "$OUT/bench_layers.json" --md "$OUT/bench_layers.md" "$@" \
        2> "$OUT/bench_layers.err" | grep '^\[bench\]\|^|'
fi
if [ "$what" = patches ]; then
    python -m gemma4_passes.tools.bench_patches --out "$OUT/bench_patches.json" --md "$OUT/bench_patches.md" "$@" \
        2> "$OUT/bench_patches.err" | grep '^\[bench-patches\]\|^|'
fi
if [ "$what" = engine ]; then
    GEMMA4_ENGINE_LOG_LEVEL=${GEMMA4_ENGINE_LOG_LEVEL:-info} python -m gemma4_passes.tools.engine_check --device cuda \
        --json "$OUT/engine.json" "$@" > "$OUT/engine.log" 2>&1; rc=$?
    tail -60 "$OUT/engine.log"
fi
if [ "$what" = capture ]; then
    for v in ${CAPTURE_VARIANTS:-26b-a4b e2b}; do
        for p in off on; do
            python -m gemma4_passes.cli capture --variant "$v" --scale real --device cuda --passes "$p" \
                --out "$OUT/dumps/cuda-real-$v-$p" --force "$@" >> "$OUT/capture.log" 2>&1 || rc=1
            grep "\[capture\] done\|error" "$OUT/capture.log" | tail -1
        done
    done
fi
exit $rc
