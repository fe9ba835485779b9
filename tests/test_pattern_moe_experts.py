"""``moe_experts``: SGLang's torch-native MoE experts as one op.

The graph calls SGLang's own ``fused_moe_forward_native`` (what it compiles
for unquantized MoE at one token) on a module holding the experts' weights as
parameters, fed by a top-k of the router logits. Proven for each case: the
pass matched once, the gathers, ``bmm``s and erf are gone and
``gemma4.moe_experts`` is there, and the output equals the unfused compile's
and an fp64 computation, at 1, 3, 17 and 257 tokens, 26B-A4B's hidden size
2816 (its only MoE variant) and others, bf16 and fp32. Near misses (silu, tanh
gelu, the halves swapped, a computed weight) are left alone. The GPU form
(Inductor's one-row ``bmm`` as multiply + sum) is checked on a fake-CUDA trace.
"""

from __future__ import annotations

import types

import pytest
import torch
import torch.nn.functional as F

from gemma4_passes.testing import compile_with_passes, op_counts

E, I, K = 8, 32, 4
FUSED = "gemma4.moe_experts"
UNFUSED = ("aten.bmm", "aten.index", "aten.erf")


class Experts(torch.nn.Module):
    """The experts' weights as SGLang's FusedMoE holds them; the router's top-k in front."""

    def __init__(self, H, dtype, activation="gelu"):
        super().__init__()
        gen = torch.Generator().manual_seed(H + I)
        self.w13_weight = torch.nn.Parameter(
            (torch.randn(E, 2 * I, H, generator=gen) * H ** -0.5).to(dtype), requires_grad=False)
        self.w2_weight = torch.nn.Parameter(
            (torch.randn(E, H, I, generator=gen) * I ** -0.5).to(dtype), requires_grad=False)
        self.moe_runner_config = types.SimpleNamespace(
            activation=activation, apply_router_weight_on_input=False, gemm1_alpha=None)

    def forward(self, x, logits):
        from sglang.srt.layers.moe.fused_moe_native import fused_moe_forward_native
        from sglang.srt.layers.moe.token_dispatcher import StandardDispatchOutput
        from sglang.srt.layers.moe.topk import StandardTopKOutput

        w, ids = torch.topk(logits.float().softmax(-1), K)
        d = StandardDispatchOutput(hidden_states=x, hidden_states_scale=None,
                                   topk_output=StandardTopKOutput(w, ids.to(torch.int32), logits))
        return fused_moe_forward_native(self, d).hidden_states


def ref64(m, x, logits):
    w, ids = torch.topk(logits.float().softmax(-1), K)
    w13, w2 = m.w13_weight.double()[ids], m.w2_weight.double()[ids]
    gate_up = (w13 @ x.double()[:, None, :, None]).squeeze(-1)
    act = F.gelu(gate_up[..., :I]) * gate_up[..., I:]
    return ((w2 @ act[..., None]).squeeze(-1) * w.double()[..., None]).sum(1)


def tol(dtype, ref):
    # bf16: each projection, gelu, the product and each expert's output rounded
    return {torch.bfloat16: 2**-6, torch.float32: 1e-5}[dtype] * max(1.0, ref.abs().max().item())


@pytest.mark.parametrize("dtype,H,tokens", [
    (torch.bfloat16, 2816, (1, 3, 17, 257)),
    (torch.bfloat16, 1536, (1, 3)),
    (torch.float32, 2560, (1, 17)),
])
def test_fused_and_equal(sglang_cpu, dtype, H, tokens):
    m = Experts(H, dtype)
    off, on = compile_with_passes(m, []), compile_with_passes(m, ["moe_experts"])
    for T in tokens:
        x = torch.randn(T, H, dtype=dtype)
        logits = torch.randn(T, E, dtype=dtype)
        got, unfused, want = on(x, logits), off(x, logits), ref64(m, x, logits)
        assert torch.isfinite(got).all()
        assert (got.double() - unfused.double()).abs().max().item() <= tol(dtype, want), T
        assert (got.double() - want).abs().max().item() <= tol(dtype, want), T
    # one match in each compiled graph (the first call's static one, then a dynamic one)
    assert on.matches() == {"moe_experts": len(on.graphs_after)}
    assert on.stats.refused() == {}
    for before, after in zip(on.graphs_before, on.graphs_after):
        assert after[FUSED] == 1, after
        for op in UNFUSED:
            assert before[op] > 0 and after[op] == 0, (op, before[op], after[op])


@pytest.mark.parametrize("activation", ["silu", "situ"])
def test_other_activation_not_matched(sglang_cpu, activation):
    """Another model's MoE on the same path (silu or situ experts) is left alone."""
    m = Experts(64, torch.bfloat16, activation=activation)
    on = compile_with_passes(m, ["moe_experts"])
    on(torch.randn(3, 64, dtype=torch.bfloat16), torch.randn(3, E, dtype=torch.bfloat16))
    assert on.matches() == {"moe_experts": 0}
    assert on.graphs_after[-1][FUSED] == 0 and on.graphs_after[-1]["aten.bmm"] == 4


def _variant(kind):
    """The native function with one thing changed."""
    from gemma4_passes.native import moe_experts_native

    def fn(x, w13, w2, topk_weights, topk_ids):
        if kind == "native":
            return moe_experts_native(x, w13, w2, topk_weights, topk_ids)
        if kind == "computed":  # an expert weight computed in the graph, not a parameter
            return moe_experts_native(x, w13 * topk_weights.sum().to(w13.dtype), w2, topk_weights, topk_ids)
        w1, w3 = torch.chunk(w13[topk_ids], 2, dim=2)
        if kind == "swapped":  # gelu on the up half (a [up, gate] weight layout)
            w1, w3 = w3, w1
        x1 = torch.einsum("ti,taoi -> tao", x, w1)
        x1 = F.gelu(x1, approximate="tanh") if kind == "tanh" else F.gelu(x1)
        x3 = torch.einsum("ti, taoi -> tao", x, w3)
        outs = torch.einsum("tao, taio -> tai", (x1 * x3), w2[topk_ids])
        return torch.einsum("tai,ta -> ti", outs, topk_weights.to(outs.dtype))

    return fn


class _Native(torch.nn.Module):
    def __init__(self, kind, H=64):
        super().__init__()
        self.fn = _variant(kind)
        self.w13 = torch.nn.Parameter(torch.randn(E, 2 * I, H, dtype=torch.bfloat16) * 0.1, requires_grad=False)
        self.w2 = torch.nn.Parameter(torch.randn(E, H, I, dtype=torch.bfloat16) * 0.1, requires_grad=False)

    def forward(self, x, w, ids):
        return self.fn(x, self.w13, self.w2, w, ids)


def _inputs(T=3, H=64, weights_dtype=torch.float32):
    ids = torch.stack([torch.randperm(E)[:K] for _ in range(T)]).to(torch.int32)
    return torch.randn(T, H, dtype=torch.bfloat16), torch.rand(T, K).to(weights_dtype), ids


@pytest.mark.parametrize("kind", ["swapped", "tanh"])
def test_near_misses_not_matched(sglang_cpu, kind):
    on = compile_with_passes(_Native(kind), ["moe_experts"])
    on(*_inputs())
    assert on.matches() == {"moe_experts": 0}
    assert on.graphs_after[-1][FUSED] == 0


@pytest.mark.parametrize("weights_dtype", [torch.float32, torch.bfloat16])
def test_mirror_matches_like_sglang(sglang_cpu, weights_dtype):
    """The near-miss harness itself: its unchanged variant is matched (so the misses above
    mean something); also with top-k weights already in bf16, whose cast is then a no-op
    (Gemma-4's routing makes them in bf16; in a layer on the GPU the fp32 round trip is dropped)."""
    m = _Native("native")
    off, on = compile_with_passes(m, []), compile_with_passes(m, ["moe_experts"])
    args = _inputs(weights_dtype=weights_dtype)
    got, want = on(*args), off(*args)
    assert on.matches() == {"moe_experts": 1}
    assert on.graphs_after[-1][FUSED] == 1
    assert (got.double() - want.double()).abs().max().item() <= 2**-6 * max(1.0, want.abs().max().item())


def test_computed_weight_refused(sglang_cpu):
    on = compile_with_passes(_Native("computed"), ["moe_experts"])
    on(*_inputs())
    assert on.matches() == {"moe_experts": 0}
    assert "w13 is computed in the graph (aten.mul.Tensor), not a parameter" in on.stats.refused()["moe_experts"], on.stats.refused()


def test_cuda_form(sglang_cpu):
    """The GPU form: with SGLang's coordinate-descent tuning Inductor decomposes the
    one-row bmms into multiply + sum before our passes (fake CUDA tensors, one token)."""
    from torch._inductor import config
    from torch._inductor import pattern_matcher as pm
    from torch._inductor.fx_passes.joint_graph import early_patterns
    from torch._inductor.fx_passes.post_grad import view_to_reshape
    from torch._subclasses.fake_tensor import FakeTensorMode

    from gemma4_passes import builtin
    from gemma4_passes.native import moe_experts_native

    H = 2816
    with FakeTensorMode(), config.patch(coordinate_descent_tuning=True):
        args = [torch.empty(1, H, dtype=torch.bfloat16, device="cuda"),
                torch.empty(E, 2 * I, H, dtype=torch.bfloat16, device="cuda"),
                torch.empty(E, H, I, dtype=torch.bfloat16, device="cuda"),
                torch.empty(1, K, dtype=torch.float32, device="cuda"),
                torch.empty(1, K, dtype=torch.int32, device="cuda")]
        gm = pm.fwd_only(moe_experts_native, args)
        # what Inductor runs on the real graph before the post-grad passes (its own code)
        early_patterns.apply(gm.graph)
        view_to_reshape(gm)
    before = op_counts(gm.graph)
    assert before["aten.bmm"] == 0 and before["aten.sum"] >= 3, before
    p = builtin.passes()["moe_experts"].factory()
    with config.patch(coordinate_descent_tuning=True):  # as SGLang sets it for the whole compile
        assert p.run(gm.graph) == 1
    after = op_counts(gm.graph)
    assert after[FUSED] == 1 and after["aten.index"] == 0 and after["aten.erf"] == 0, after
    assert {dev for *_, dev in p._registered} == {"cpu", "cuda"}  # a graph on CUDA: both forms


def test_a_cpu_graph_traces_no_cuda_form(sglang_cpu):
    """The forms traced on CUDA inputs (Inductor's GPU decomposition) are registered only for a
    graph holding CUDA tensors: a CPU graph is searched with the CPU forms, traced alone."""
    from torch._inductor import pattern_matcher as pm
    from torch._inductor.fx_passes.joint_graph import early_patterns
    from torch._inductor.fx_passes.post_grad import view_to_reshape
    from torch._subclasses.fake_tensor import FakeTensorMode

    from gemma4_passes import builtin
    from gemma4_passes.native import moe_experts_native

    with FakeTensorMode():
        args = [torch.empty(1, 64, dtype=torch.bfloat16), torch.empty(E, 2 * I, 64, dtype=torch.bfloat16),
                torch.empty(E, 64, I, dtype=torch.bfloat16), torch.empty(1, K), torch.empty(1, K, dtype=torch.int32)]
        gm = pm.fwd_only(moe_experts_native, args)
        early_patterns.apply(gm.graph)  # as test_cuda_form: Inductor's own passes before ours
        view_to_reshape(gm)
    p = builtin.passes()["moe_experts"].factory()
    assert p.run(gm.graph) == 1
    assert op_counts(gm.graph)[FUSED] == 1
    assert p._registered == {(False, torch.bfloat16, "cpu")}
    cpu_forms = sum(len(v) for v in p._matchers[False].patterns.values())
    both = sum(len(v) for v in p.matcher([torch.bfloat16], cuda=True).patterns.values())
    assert 0 < cpu_forms < both, (cpu_forms, both)  # the CUDA forms were not traced before


def test_int32_cast_of_the_ids_taken_along(sglang_cpu):
    """SGLang casts the top-k's int64 ids to int32 before the experts; the op reads either,
    so the match takes the cast with it (one launch fewer on the GPU)."""
    from gemma4_passes.manager import observe_graphs

    ids_dtypes = []

    def look(stage, graph_id, graph):
        if stage == "after":
            for n in graph.find_nodes(op="call_function", target=torch.ops.gemma4.moe_experts.default):
                ids_dtypes.append(n.args[4].meta["val"].dtype)

    m = Experts(64, torch.bfloat16)
    off, on = compile_with_passes(m, []), compile_with_passes(m, ["moe_experts"])
    x, logits = torch.randn(3, 64, dtype=torch.bfloat16), torch.randn(3, E, dtype=torch.bfloat16)
    with observe_graphs(look):
        got = on(x, logits)
    want = off(x, logits)
    assert on.matches() == {"moe_experts": 1} and ids_dtypes == [torch.int64], ids_dtypes
    assert (got.double() - want.double()).abs().max().item() <= 2**-6 * max(1.0, want.abs().max().item())
