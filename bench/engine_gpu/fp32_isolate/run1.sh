#!/usr/bin/env bash
# 31B cut to 2 layers, fp32: does compiled decode at batch 8 part from eager here too?
export PYTHONUNBUFFERED=1
OUT2=$OUT; T0=$(date +%s)
OUT=/tmp/setup bash tools/gpu_run.sh none > $OUT2/setup.log 2>&1; . .bundle/env.sh
echo "setup $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
left() { echo $(( 575 - ($(date +%s) - T0) )); }
C="--variant 31b --layers 2 --dtype float32 --batch-sizes 1 --window-batch 8 --steps 8 --reps 2"
for s in eager nopasses passes; do
  L=$(left); [ $L -lt 60 ] && break
  python bench/engine_gpu/decode_speed.py $OUT2/31b2_$s.json $C --servers $s --timeout $((L-10)) > $OUT2/31b2_$s.log 2>&1
  echo "$s $(( $(date +%s) - T0 )) s" >> $OUT2/times.txt
done
python bench/engine_gpu/decode_speed.py --table $OUT2/31b2_*.json > $OUT2/table.md 2>&1
cat $OUT2/times.txt $OUT2/table.md
