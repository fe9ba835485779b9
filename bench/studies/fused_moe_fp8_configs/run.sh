#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: SGLang's FP8 fused MoE at 26B-A4B's experts, its
# default tiles against a grid per token count (sweep.py). Results: $OUT/{device.txt,sweep.log,sweep.json} and
# the config file in SGLang's format, named as SGLang looks it up on this GPU.
# Usage: [BUDGET=400] [TOKENS=1,2,4,8,16,32,64] bash bench/studies/fused_moe_fp8_configs/run.sh
export PYTHONUNBUFFERED=1
T0=$(date +%s); OUT=${OUT:-$PWD/out}; mkdir -p $OUT
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT/setup.log 2>&1; . .bundle/env.sh
left() { echo $(( ${BUDGET:-400} - ($(date +%s) - T0) )); }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > $OUT/device.txt
L=$(left); timeout $(( L - 5 )) python bench/studies/fused_moe_fp8_configs/sweep.py --out $OUT \
    --tokens ${TOKENS:-1,2,4,8,16,32,64} --time-budget $(( L * 3 / 4 )) > $OUT/sweep.log 2>&1
echo "sweep rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/device.txt
grep "^\[sweep\] M=.*\(default\|best\)" $OUT/sweep.log | tail -n 20; cat $OUT/device.txt
