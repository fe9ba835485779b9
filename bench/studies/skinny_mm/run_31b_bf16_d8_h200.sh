#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: SGLang's bf16 31B sliding layer at decode 8,
# SGLang's compile (Inductor's GEMM picks) against the passes (skinny_mm for every projection): the
# replay's kernel times per projection, side by side.
export PYTHONUNBUFFERED=1
T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
timeout 480 python -m gemma4_passes.tools.bench_layers --prefill 0 --modes compiled,passes --repeats 3 --replays 30 \
    --variants 31b --kinds sliding/dense --batch-sizes 8 --out $OUT/bf16_31b_d8.json --md $OUT/bf16_31b_d8.md > $OUT/run.log 2>&1
echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
grep -h "^\[bench\]" $OUT/run.log | grep -v "\.\.\.$"
cat $OUT/device.txt
