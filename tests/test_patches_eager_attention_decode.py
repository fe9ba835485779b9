"""``eager_attention_decode``: the Triton attention backend's decode runs eagerly inside a
compiled graph (a graph break), and the patch applies to SGLang 0.5.23's backend.

What it fixes shows only on a GPU (CUDA-graph capture of SGLang's compiled decode;
``bench/engine_gpu/README.md``); here: the wrapper keeps the original out of Dynamo's
trace and returns what it returns, and the patch's target checks out on the installed
SGLang (imported with the ``sgl_kernel`` placeholder, in a process of its own).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import torch

from gemma4_passes.patches.eager_attention_decode import TARGET, EagerAttentionDecode

REPO = Path(__file__).resolve().parents[1]


def test_decode_runs_eagerly_inside_a_compiled_forward():
    seen = []

    def original(self, q, k):
        seen.append(torch.compiler.is_compiling())
        return q * k + 1

    wrapped = EagerAttentionDecode().wrappers()[TARGET](original)
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        return gm.forward

    def forward(q, k):
        return wrapped(None, q.sin(), k) * 2

    def traced(q, k):  # the same forward without the patch
        return original(None, q.sin(), k) * 2

    q, k = torch.randn(3, 8), torch.randn(3, 8)
    want = (q.sin() * k + 1) * 2
    got = torch.compile(forward, backend=backend, fullgraph=False)(q, k)
    torch.testing.assert_close(got, want)
    assert seen == [False], seen  # run by the interpreter, not traced
    assert len(graphs) == 2, graphs  # the graph breaks around it

    seen.clear()
    graphs.clear()
    torch._dynamo.reset()
    torch.testing.assert_close(torch.compile(traced, backend=backend)(q, k), want)
    assert seen == [True] and len(graphs) == 1  # unpatched: traced into the one graph


def test_patch_applies_to_sglangs_triton_backend(sglang_cpu):
    script = f"""
import json
import sglang.srt.layers.attention.triton_backend as tb
from gemma4_passes.patches import PATCHES, AT_COMPILE
p = PATCHES["eager_attention_decode"]
why_not_here = p.applicable()  # this machine has no CUDA device
p.applicable = lambda: None  # what a GPU machine answers
original = tb.TritonAttnBackend.__dict__["forward_decode"]
st = p.apply()
patched = tb.TritonAttnBackend.__dict__["forward_decode"]
out = dict(state=st.state, at_compile="eager_attention_decode" in AT_COMPILE,
           disabled=bool(getattr(patched, "_torchdynamo_disable", False)),
           wrapped_original=patched.__wrapped__ is original, check=p.check(), why_not_here=why_not_here)
p.revert()
out["restored"] = tb.TritonAttnBackend.__dict__["forward_decode"] is original
print(json.dumps(out))
"""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO / "tools" / "sgl_kernel_placeholder"),
                                                       os.environ.get("PYTHONPATH", "")]),
               SGLANG_USE_CPU_ENGINE="1", SGLANG_SKIP_SGL_KERNEL_VERSION_CHECK="1")
    env.pop("GEMMA4_PATCH_EAGER_ATTENTION_DECODE", None)
    env.pop("GEMMA4_PATCHES", None)
    res = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    out = json.loads(res.stdout.strip().splitlines()[-1])
    assert out == dict(state="active", at_compile=True, disabled=True, wrapped_original=True, check=None,
                       restored=True, why_not_here=out["why_not_here"]), out
    if not torch.cuda.is_available():
        assert "no CUDA device" in out["why_not_here"]
