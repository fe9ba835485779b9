"""``eager_attention_decode``: the Triton attention backend's decode runs eagerly inside a
compiled graph, as one ``gemma4::attention_decode`` op (the default with a CUDA device) or
behind a graph break (``GEMMA4_ATTENTION_DECODE_OP=0``), and the patch applies to SGLang
0.5.23's backend.

What it fixes shows only on a GPU (CUDA-graph capture of SGLang's compiled decode;
``bench/engine_gpu/README.md``); here, on a model of SGLang's call shape (model -> layer ->
backend ``forward_decode``) with a stand-in backend: the graphs each form leaves, the op's
forward batch and module, outputs against the uncompiled model, and the patch's target on
the installed SGLang (imported with the ``sgl_kernel`` placeholder, in a process of its own).
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from gemma4_passes.patches.eager_attention_decode import CPU_TARGET, TARGET, EagerAttentionDecode

REPO = Path(__file__).resolve().parents[1]


ATTENTION_OP = (torch.ops.gemma4.attention_decode, torch.ops.gemma4.attention_decode.default)


class RadixAttention(torch.nn.Module):
    """Stands for SGLang's attention module: what the op reads of it (the class name is how
    ``index_layers`` finds it)."""

    def __init__(self, layer_id, heads=2, head_dim=4):
        super().__init__()
        self.layer_id, self.tp_q_head_num, self.qk_head_dim, self.v_head_dim = layer_id, heads, head_dim, head_dim


class ForwardBatch:
    pass


class Backend:
    """Stands for SGLang's Triton backend: ``forward_decode`` stores k/v in its cache under the
    module's ``layer_id`` (a kv-shared layer passes None and reads its source's) and attends over them."""

    def __init__(self):
        self.cache, self.calls = {}, []

    def forward_decode(self, q, k, v, layer, forward_batch, save_kv_cache=True, sinks=None):
        self.calls.append((layer.layer_id, torch.compiler.is_compiling(), forward_batch))
        if save_kv_cache and k is not None:
            self.cache[layer.layer_id] = (k.clone(), v.clone())
        ck, cv = self.cache[layer.layer_id]
        q = q.reshape(-1, layer.tp_q_head_num, layer.qk_head_dim)
        w = torch.softmax((q * ck).sum(-1, keepdim=True), dim=1)
        return (w * cv).reshape(q.shape[0], -1)


class Layer(torch.nn.Module):
    """A decoder layer's shape: input norm, q/k/v, attention through the backend, o, post norm."""

    def __init__(self, attn, shared, backend, call):
        super().__init__()
        self.norm, self.post = torch.nn.RMSNorm(8), torch.nn.RMSNorm(8)
        self.qkv, self.o = torch.nn.Linear(8, 24), torch.nn.Linear(8, 8)
        self.attn, self.shared, self.backend, self.call = attn, shared, backend, call

    def forward(self, x, forward_batch):
        q, k, v = self.qkv(self.norm(x)).split(8, dim=-1)
        k, v = (None, None) if self.shared else (k.view(-1, 2, 4), v.view(-1, 2, 4))
        a = self.call(self.backend, q.view(-1, 2, 4), k, v, self.attn, forward_batch)
        return x + self.post(self.o(a))


def _model(call, backend):
    """Three layers, the last kv-shared (it reads layer 1's cache, as E2B's and E4B's do)."""
    attns = [RadixAttention(0), RadixAttention(1), RadixAttention(1)]
    layers = torch.nn.ModuleList(Layer(a, i == 2, backend, call) for i, a in enumerate(attns))

    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.layers = layers

        def forward(self, x, forward_batch):
            for layer in self.layers:
                x = layer(x, forward_batch)
            return x

    return Model()


def _compile(fn):
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        return gm.forward

    torch._dynamo.reset()
    return torch.compile(fn, backend=backend), graphs


def _wrapped(monkeypatch, backend, op):
    from gemma4_passes.patches import eager_attention_decode as attention

    monkeypatch.setenv(attention.OPT_IN, "1" if op else "0")
    monkeypatch.setattr(attention, "_current_backend", lambda: backend)
    monkeypatch.setattr(attention, "_LAYERS", {})
    monkeypatch.setattr(attention, "_ORIGINAL", [])
    return attention, EagerAttentionDecode(cuda=True).wrappers()[TARGET](Backend.forward_decode)


def test_graph_break_form_runs_decode_eagerly_and_splits_every_layer(monkeypatch):
    """``GEMMA4_ATTENTION_DECODE_OP=0``: decode runs eagerly (not traced) and each layer compiles as four graphs
    around it, [norm] [q/k/v] [o] [post], the first layer's and the next's alike."""
    backend = Backend()
    _, wrapped = _wrapped(monkeypatch, backend, op=False)
    model = _model(wrapped, backend)
    x, fb = torch.randn(3, 8), ForwardBatch()
    want = _model(Backend.forward_decode, Backend())
    want.load_state_dict(model.state_dict())
    compiled, graphs = _compile(model)
    torch.testing.assert_close(compiled(x, fb), want(x, fb))
    assert [c[1] for c in backend.calls] == [False] * 3  # run by the interpreter, not traced
    ops = [[n.target for n in g.graph.nodes if n.op == "call_function"] for g in graphs]
    assert len(graphs) >= 4 and not any(t in ATTENTION_OP for o in ops for t in o), ops


def test_op_form_keeps_the_decode_forward_one_graph(monkeypatch):
    """``GEMMA4_ATTENTION_DECODE_OP=1``: one graph for the three layers, each attention one
    ``gemma4::attention_decode`` node run eagerly with the call's forward batch; the kv-shared
    layer reads the cache the layer before it stored; outputs as the uncompiled model's."""
    from gemma4_passes.plugin import _counting_calls

    backend = Backend()
    attention, wrapped = _wrapped(monkeypatch, backend, op=True)
    model = _model(wrapped, backend)
    assert attention.index_layers(model) == 3 and attention.index_layers(model) == 0  # once each
    x, fb = torch.randn(3, 8), ForwardBatch()
    want = _model(Backend.forward_decode, Backend())
    want.load_state_dict(model.state_dict())
    compiled, graphs = _compile(model)
    with _counting_calls(contextlib.nullcontext(compiled), 3, attention_op=True) as forward:
        got = forward(x, fb)
    torch.testing.assert_close(got, want(x, fb))
    assert len(graphs) == 1, len(graphs)
    nodes = [n for n in graphs[0].graph.nodes if n.target in ATTENTION_OP]
    assert [n.args[3] for n in nodes] == [0, 1, 2]
    assert [(c[0], c[1], c[2] is fb) for c in backend.calls] == [(0, False, True), (1, False, True), (1, False, True)]
    assert set(backend.cache) == {0, 1}
    with pytest.raises(RuntimeError, match="outside a compiled forward"):
        compiled(x, fb)  # not through the plugin's hook: no forward batch for the op


def test_op_form_compiles_the_forward_split_at_the_attention_ops(monkeypatch):
    """Through the plugin's ``patch_model`` hook with the op form: the forward SGLang compiled gives way to
    one split at the attention ops (``piecewise``), each piece compiled by Inductor at its first call, the
    attention ops run eagerly between them with the call's forward batch; outputs as the uncompiled model's."""
    from gemma4_passes import piecewise, plugin

    backend = Backend()
    attention, wrapped = _wrapped(monkeypatch, backend, op=True)
    model = _model(wrapped, backend)
    monkeypatch.setattr(plugin, "_attention_op_form", lambda: True)
    # The hook alone: on a CPU with the op form on, the plugin's own patch would take SGLang's
    # torch_native backend (and the op's original) in this process.
    monkeypatch.setattr(plugin, "on_torch_compile", lambda: None)
    stats, real_backend = [], piecewise.backend
    monkeypatch.setattr(piecewise, "backend", lambda mode, dynamic: real_backend(None, dynamic, stats=stats))
    sglang_forwards = []

    @contextlib.contextmanager
    def sglang_patch_model(model, enable_compile, num_tokens):
        sglang_forwards.append(torch.compile(torch.no_grad()(model.forward)))
        yield sglang_forwards[-1]

    x, fb = torch.randn(3, 8), ForwardBatch()
    want = _model(Backend.forward_decode, Backend())
    want.load_state_dict(model.state_dict())
    torch._dynamo.reset()
    with plugin._around_patch_model(sglang_patch_model, model, True, 3) as forward:
        got = forward(x, fb)
    torch.testing.assert_close(got, want(x, fb))
    assert [(c[0], c[1], c[2] is fb) for c in backend.calls] == [(0, False, True), (1, False, True), (1, False, True)]
    (rec,) = stats  # SGLang's own compiled forward never ran
    assert (rec.split_ops, rec.pieces, rec.compiled, rec.reused) == (3, 4, 4, 0), rec


def test_op_form_checks_as_a_torch_library_op(monkeypatch):
    backend = Backend()
    attention, _ = _wrapped(monkeypatch, backend, op=True)
    attention._ORIGINAL[:] = [Backend.forward_decode]
    attention.index_layers(torch.nn.ModuleList([RadixAttention(0)]))
    q, k, v = torch.randn(3, 2, 4), torch.randn(3, 2, 4), torch.randn(3, 2, 4)
    with attention.running(ForwardBatch()):
        torch.library.opcheck(torch.ops.gemma4.attention_decode.default, (q, k, v, 0, True))
        assert torch.ops.gemma4.attention_decode(q, k, v, 0, True).shape == (3, 8)


def test_op_form_falls_back_to_the_graph_break_where_it_cannot_name_the_call(monkeypatch, caplog):
    """A module the plugin did not index, or a backend other than the forward context's: decode
    runs eagerly behind a graph break, and the log says why, once for each reason."""
    backend = Backend()
    attention, wrapped = _wrapped(monkeypatch, backend, op=True)
    monkeypatch.setattr(attention, "_FELL_BACK", set())
    model = _model(wrapped, backend)  # not indexed
    compiled, graphs = _compile(model)
    with caplog.at_level("WARNING", logger="gemma4_passes"):
        compiled(torch.randn(3, 8), ForwardBatch())
        assert len(graphs) > 1 and [c[1] for c in backend.calls] == [False] * 3
        attention.index_layers(model)
        monkeypatch.setattr(attention, "_current_backend", lambda: object())
        compiled, graphs = _compile(model)
        compiled(torch.randn(3, 8), ForwardBatch())
        assert len(graphs) > 1
    said = [r.getMessage() for r in caplog.records if "eager_attention_decode" in r.getMessage()]
    assert len(said) == 2 and "did not index" in said[0] and "other than the forward context's" in said[1], said


@pytest.mark.parametrize("value, cuda, want", [
    (None, True, True), (None, False, False), ("0", True, False), ("1", False, True), ("off", True, False)])
def test_op_form_is_the_default_with_a_cuda_device_and_asked_for_on_a_cpu(monkeypatch, value, cuda, want):
    """Unset: the op form with a CUDA device (the Triton backend), nothing on a CPU (no graph break to
    replace there); the switch turns either way; a value that is no switch word is refused."""
    from gemma4_passes.patches import eager_attention_decode as attention
    from gemma4_passes.patches.base import ConfigError

    if value is None:
        monkeypatch.delenv(attention.OPT_IN, raising=False)
    else:
        monkeypatch.setenv(attention.OPT_IN, value)
    monkeypatch.setattr(attention, "_ORIGINAL", [])
    patch = EagerAttentionDecode(cuda=cuda)
    assert attention.op_form(cuda) is want
    wrapped = patch.wrappers()[TARGET if cuda else CPU_TARGET](Backend.forward_decode)
    assert patch.as_op is want and bool(getattr(wrapped, "_torchdynamo_disable", False)) is not want
    if not cuda:
        assert (patch.applicable() is None) is want
    monkeypatch.setenv(attention.OPT_IN, "of")
    with pytest.raises(ConfigError, match="not a switch value"):
        patch.check_settings()


def test_compiled_forward_without_a_forward_batch_is_refused():
    from gemma4_passes.plugin import _forward_batch

    fb = ForwardBatch()
    assert _forward_batch((torch.ones(1), fb), {}) is fb and _forward_batch((), {"forward_batch": fb}) is fb
    with pytest.raises(TypeError, match="without a ForwardBatch"):
        _forward_batch((torch.ones(1),), {})


@pytest.mark.parametrize("op", (False, True))
def test_patch_applies_to_sglangs_triton_backend(sglang_cpu, op):
    """Both forms wrap SGLang 0.5.23's ``forward_decode`` and put it back; the graph break (the
    wrapper disabled), the op form a traced wrapper with SGLang's backend getter in hand.
    Without a CUDA device the patch targets the ``torch_native`` backend, in the op form only."""
    script = f"""
import json
import sglang.srt.layers.attention.triton_backend as tb
from gemma4_passes.patches import PATCHES, AT_COMPILE
from gemma4_passes.patches import eager_attention_decode as attention
here = PATCHES["eager_attention_decode"]
why_not_here, check_here, targets_here = here.applicable(), here.check_targets(), list(here.targets)
p = attention.EagerAttentionDecode(cuda=True)  # what a GPU machine builds
original = tb.TritonAttnBackend.__dict__["forward_decode"]
ready = str(p.status())
st = p.apply()
said = str(p.status())
patched = tb.TritonAttnBackend.__dict__["forward_decode"]
out = dict(state=st.state, at_compile="eager_attention_decode" in AT_COMPILE,
           disabled=bool(getattr(patched, "_torchdynamo_disable", False)),
           wrapped_original=patched.__wrapped__ is original, check=p.check_targets(), why_not_here=why_not_here,
           getter=[f.__name__ for f in attention._GET_BACKEND], targets_here=targets_here, check_here=check_here,
           ready=ready, said=said)
p.revert()
out["restored"] = tb.TritonAttnBackend.__dict__["forward_decode"] is original
print(json.dumps(out))
"""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO / "tools" / "sgl_kernel_placeholder"),
                                                       os.environ.get("PYTHONPATH", "")]),
               SGLANG_USE_CPU_ENGINE="1", SGLANG_SKIP_SGL_KERNEL_VERSION_CHECK="1")
    env.pop("GEMMA4_PATCH_EAGER_ATTENTION_DECODE", None)
    env.pop("GEMMA4_PATCHES", None)
    env["GEMMA4_ATTENTION_DECODE_OP"] = "1" if op else "0"
    res = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    out = json.loads(res.stdout.strip().splitlines()[-1])
    assert out == dict(state="active", at_compile=True, disabled=not op, wrapped_original=True, check=None,
                       restored=True, why_not_here=out["why_not_here"],
                       getter=["get_attn_backend"] if op else [], targets_here=out["targets_here"],
                       check_here=None, ready=out["ready"], said=out["said"]), out
    form = "as one op" if op else "behind a graph break (GEMMA4_ATTENTION_DECODE_OP=0)"
    assert out["ready"] == f"eager_attention_decode: ready (not applied yet; {form})", out
    assert out["said"] == f"eager_attention_decode: active ({form})", out
    if not torch.cuda.is_available():
        assert out["targets_here"] == [CPU_TARGET]
        if op:
            assert out["why_not_here"] is None
        else:
            assert "no CUDA device" in out["why_not_here"] and "op form" in out["why_not_here"]
