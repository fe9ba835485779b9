"""One graph of N consecutive E4B decoder layers (SGLang's own, random weights, attention the project's
opaque stand-in op, batch 8) compiled on the CPU split at the attention ops (``gemma4_passes.piecewise``),
with the passes: pieces compiled and reused, our matches, compile seconds, output against the layers run
uncompiled.

    .venv/bin/python bench/studies/attention_graph_breaks/cpu_compile/piecewise_layers.py N [small|real]
"""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4]))

import torch  # noqa: E402

from gemma4_passes import builtin, manager, piecewise  # noqa: E402
from tools import demo, harness  # noqa: E402

N = int(sys.argv[1])
scale = sys.argv[2] if len(sys.argv) > 2 else "small"
demo.load_sglang_plugins()
b = demo.build_variant("e4b", scale=scale, num_tokens=8, layer_ids=list(range(N)))
b.backend = harness.SDPAAttention(16, opaque=True)  # build_variant's context length
with demo.running(b):
    ref = demo.eager_reference(b)
    from sglang.srt.compilation import torch_compile_decoration as tcd

    torch._dynamo.reset()
    tcd.set_torch_compile_config()
    manager.install(list(builtin.selected_from_env()))
    manager.stats().reset()
    torch._inductor.config.fx_graph_cache = False
    stats = []
    b.backend.prepare(b.stack.layers, 8, b.inputs.hidden_states.device, b.dtype)
    t0 = time.time()
    with tcd.patch_model(b.stack, True, 8, harness.tp_group()):
        fn = torch.compile(torch.no_grad()(b.stack.forward), backend=piecewise.backend(
            None, split_ops=("gemma4_harness::decode_attention",), stats=stats))
        out = fn(*b.inputs.args()).float()
    print("N", N, scale, "seconds %.1f" % (time.time() - t0), stats,
          "max|diff| vs eager %.4f (max|eager| %.2f)" % ((out - ref).abs().max().item(), ref.abs().max().item()))
    print("graphs our passes ran on:", manager.stats().num_graphs, {k: v for k, v in manager.stats().matches().items() if v})
