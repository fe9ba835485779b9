# Sourced by run*.sh on the GPU machine, from the repository root: install the offline bundle, record the
# device, and give `left` (seconds of this call's budget left) and the bench command `S`.
export PYTHONUNBUFFERED=1
W=/tmp/attn_run; mkdir -p $W; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $W/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
left() { echo $(( ${BUDGET:-570} - ($(date +%s) - T0) )); }
S="python bench/engine_gpu/decode_speed.py"
# STACKS=1: every Python process started from here dumps its stacks every 20 s into $W/stacks/PID.txt
# (faulthandler, from a sitecustomize on PYTHONPATH): where a start-up spends its time.
if [ "${STACKS:-0}" = 1 ]; then
  mkdir -p $W/site $W/stacks
  cat > $W/site/sitecustomize.py <<'PY'
import faulthandler, os
_f = open(os.path.join("/tmp/attn_run/stacks", f"{os.getpid()}.txt"), "w")
faulthandler.dump_traceback_later(20, repeat=True, file=_f)
PY
  export PYTHONPATH=$W/site:${PYTHONPATH:-}
fi
