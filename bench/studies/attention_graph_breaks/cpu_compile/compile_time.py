"""Compile time of one graph of N consecutive E4B decoder layers (SGLang's own, real widths, random weights,
attention the project's SDPA stand-in traced into the graph, batch 8) on the CPU, through SGLang's ``patch_model``, with
the passes on or off; prints the compile seconds and Dynamo's per-phase times.

    .venv/bin/python bench/studies/attention_graph_breaks/cpu_compile/compile_time.py N on|off [real|small]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4]))

import torch._dynamo.utils as dynamo_utils  # noqa: E402

from gemma4_passes import builtin  # noqa: E402
from tools import demo  # noqa: E402

N = int(sys.argv[1])
passes_on = sys.argv[2] == "on"
scale = sys.argv[3] if len(sys.argv) > 3 else "real"
demo.load_sglang_plugins()
b = demo.build_variant("e4b", scale=scale, num_tokens=8, layer_ids=list(range(N)))
with demo.running(b):
    demo.eager_reference(b)
    passes = list(builtin.selected_from_env()) if passes_on else []
    out, info = demo.compile_and_run(b.stack, b.inputs, b.backend, 8, passes)
    print("N", N, "passes", passes_on, "compile_s %.1f" % info["compile_s"], "graphs", info["graphs"],
          "kernels", info["kernels"])
    print({k: v for k, v in info["matches"].items() if v})
print(dynamo_utils.compile_times(repr="str"))
