"""``router_gelu``: one MoE layer's router top-k and dense-MLP gelu·up as one op.

The graphs call SGLang's own ``GeluAndMul.forward_native`` and the routing
function's mirror. Proven for each: how many pairs were joined, that the
single ops (and the unfused math) are gone and the joined op is there, and
that the outputs equal the unfused compile's and an fp64 computation, at 1,
3, 17 and 257 tokens. A gelu·up that depends on the router (or a router
without a gelu beside it) is not joined; on CUDA (fake tensors, the pass run
on the graph directly) a plain gelu·up is taken at 8 rows and refused at one.
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes.testing import compile_with_passes, op_counts

from sglang_forms import TOKENS, gelu64, gelu_and_mul, router_moe_input, router_ref, tol

I = 2112  # 26B-A4B's dense MLP width
E = 128
JOINED = "gemma4.router_topk_gelu_mul"
SINGLE = ("gemma4.router_topk_softmax_scale", "gemma4.gelu_tanh_mul")
UNFUSED = ("aten.topk", "aten.tanh")


def layer(logits, scale, gate_up):
    """What a 26B-A4B layer computes side by side after the post-attention norms."""
    w, ids = router_moe_input(logits, scale)
    return w, ids, gelu_and_mul(gate_up)


def layer_ref(logits, scale, gate_up):
    w, ids = router_ref(logits, scale)
    return w, ids, gelu64(gate_up[..., :I]) * gate_up[..., I:].double()


def two_layers(logits, scale, gate_up):
    """Layer 2's inputs depend on layer 1's outputs, as through the residual stream."""
    w1, ids1, a1 = layer(logits, scale, gate_up)
    h = a1.float().mean(-1, keepdim=True) + w1.sum(-1, keepdim=True)
    w2, ids2, a2 = layer(logits + h.to(logits.dtype), scale, gate_up * h.to(gate_up.dtype))
    return w1, ids1, a1, w2, ids2, a2


def dependent(logits, scale, gate_up):
    """gelu·up fed by the router's weights: the two cannot run side by side."""
    w, ids = router_moe_input(logits, scale)
    return w, ids, gelu_and_mul(gate_up * w.sum(-1, keepdim=True).to(gate_up.dtype))


def make(T, dtype):
    return [torch.randn(T, E, dtype=dtype) * 3, torch.rand(E, dtype=dtype) + 0.5, torch.randn(T, 2 * I, dtype=dtype)]


def compare(got, unfused, ref, dtype, where):
    assert len(got) == len(unfused) == len(ref)
    for i, (g, u, r) in enumerate(zip(got, unfused, ref)):
        assert g.shape == u.shape and g.dtype == u.dtype, (where, i)
        if not g.is_floating_point():  # ids
            assert torch.equal(g, u), (where, i)
            assert torch.equal(g.long().sort(-1).values, r.sort(-1).values), (where, i)
            continue
        assert torch.isfinite(g).all(), (where, i)
        assert (g.double() - u.double()).abs().max().item() <= tol(dtype, r), (where, i)
        assert (g.double() - r).abs().max().item() <= tol(dtype, r), (where, i)
        assert r.abs().max() > 0.1, (where, i)  # never compared on zeros


@pytest.mark.parametrize("gelu_pass", [True, False], ids=["after-gelu-pass", "plain-gelu"])
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bf16", "fp32"])
def test_router_and_gelu_joined(sglang_cpu, dtype, gelu_pass):
    passes = ["router", "gelu_tanh_mul", "router_gelu"] if gelu_pass else ["router", "router_gelu"]
    on = compile_with_passes(layer, passes, dynamic=True)
    off = compile_with_passes(layer, [], dynamic=True)
    torch.manual_seed(0)
    for T in TOKENS:
        inputs = make(T, dtype)
        compare(on(*inputs), off(*inputs), layer_ref(*inputs), dtype, f"{dtype} T={T}")
    for before, after, rec in zip(on.graphs_before, on.graphs_after, on.stats.graphs):
        assert rec.matches["router_gelu"] == 1, rec.matches
        assert rec.matches["router"] == 1 and rec.matches.get("gelu_tanh_mul", 1) == 1, rec.matches
        assert after[JOINED] == 1, after
        for op in SINGLE + UNFUSED:
            assert after[op] == 0, (op, after)
        for op in UNFUSED:
            assert before[op] > 0, op


def test_each_layer_pairs_its_own(sglang_cpu):
    """Two chained layers: each router joins its own layer's gelu (a crossed pair would be a cycle)."""
    on = compile_with_passes(two_layers, ["router", "gelu_tanh_mul", "router_gelu"])
    off = compile_with_passes(two_layers, [])
    torch.manual_seed(1)
    inputs = make(17, torch.bfloat16)
    got, unfused = on(*inputs), off(*inputs)
    assert on.matches()["router_gelu"] == 2
    assert not on.stats.errors()
    assert on.graphs_after[0][JOINED] == 2
    for g, u in zip(got, unfused):
        if g.is_floating_point():
            assert (g.double() - u.double()).abs().max().item() <= tol(torch.bfloat16, u.double())
        else:
            assert torch.equal(g, u)


@pytest.mark.parametrize("gelu_pass", [True, False], ids=["after-gelu-pass", "plain-gelu"])
def test_dependent_gelu_is_not_joined(sglang_cpu, gelu_pass):
    passes = ["router", "gelu_tanh_mul", "router_gelu"] if gelu_pass else ["router", "router_gelu"]
    on = compile_with_passes(dependent, passes)
    torch.manual_seed(2)
    inputs = make(17, torch.bfloat16)
    got, want = on(*inputs), dependent(*inputs)
    assert on.matches()["router_gelu"] == 0
    assert on.graphs_after[0][JOINED] == 0
    if not gelu_pass:
        refused = on.stats.refused()["router_gelu"]
        assert any("no router of the same layer" in why for why in refused), refused
    assert (got[2].double() - want[2].double()).abs().max().item() <= tol(torch.bfloat16, want[2].double())


def test_no_router_no_change(sglang_cpu):
    """A dense model's gelu·up: nothing to pair with, nothing refused."""
    on = compile_with_passes(gelu_and_mul, ["router_gelu"])
    x = torch.randn(17, 2 * I, dtype=torch.bfloat16)
    on(x)
    assert on.matches() == {"router_gelu": 0}
    assert on.stats.refused() == {}
    assert on.graphs_after[0]["aten.tanh"] == 1


def _cuda_graph(T):
    """``layer``'s post-grad form on CUDA (fake tensors), with the router pass applied."""
    from torch._inductor import pattern_matcher as pm
    from torch._subclasses.fake_tensor import FakeTensorMode

    from gemma4_passes import builtin

    with FakeTensorMode():
        inputs = [torch.empty(T, E, dtype=torch.bfloat16, device="cuda"),
                  torch.empty(E, dtype=torch.bfloat16, device="cuda"),
                  torch.empty(T, 2 * I, dtype=torch.bfloat16, device="cuda")]
        gm = pm.fwd_only(layer, inputs)
    passes = builtin.passes()
    assert passes["router"].factory().run(gm.graph) == 1
    gelu = passes["gelu_tanh_mul"].factory()
    assert gelu.run(gm.graph) == 0  # on CUDA the gelu pass leaves gelu·up to Inductor
    return gm, passes["router_gelu"].factory()


def test_on_cuda_plain_gelu_joined_at_8_rows(sglang_cpu):
    gm, p = _cuda_graph(8)
    assert p.run(gm.graph) == 1
    gm.graph.lint()
    after = op_counts(gm.graph)
    assert after[JOINED] == 1 and after["aten.tanh"] == 0, after
    for op in SINGLE:
        assert after[op] == 0, (op, after)


def test_on_cuda_one_row_left_to_inductor(sglang_cpu):
    gm, p = _cuda_graph(1)
    assert p.run(gm.graph) == 0
    assert any("one row" in why for why in p.take_refusals())
    after = op_counts(gm.graph)
    assert after[JOINED] == 0 and after["aten.tanh"] == 1 and after["gemma4.router_topk_softmax_scale"] == 1


def test_on_cuda_one_row_joined_beside_the_gemv_pass(sglang_cpu):
    """With ``gemv`` enabled the down projection no longer folds gelu·up into its own
    reduction (it reads the product from memory), so the pair is joined at one row too."""
    gm, p = _cuda_graph(1)
    p.companions = frozenset({"router", "router_gelu", "gemv"})
    assert p.run(gm.graph) == 1, p.take_refusals()
    after = op_counts(gm.graph)
    assert after[JOINED] == 1 and after["aten.tanh"] == 0, after


# -- FP8: the dense MLP's product quantized for its FP8 down projection ------------------------------------
JOINED_QUANT = "gemma4.router_topk_gelu_mul_quant_fp8"
QUANT_OPS = ("aten.amax", "aten.reciprocal", "aten.clamp_max", "aten.clamp_min")


def layer_fp8(logits, scale, gate_up):
    """``layer`` of an FP8-dynamic 26B-A4B: the product quantized per token as SGLang quantizes the
    FP8 down projection's input (``unwrap_fp8_quant``'s torch math)."""
    from sglang_forms import quantize

    w, ids, act = layer(logits, scale, gate_up)
    return (w, ids, *quantize(act))


def two_layers_fp8(logits, scale, gate_up):
    w1, ids1, q1, s1 = layer_fp8(logits, scale, gate_up)
    h = s1 + w1.sum(-1, keepdim=True).float()
    return (w1, ids1, q1, s1, *layer_fp8(logits + h.to(logits.dtype), scale, gate_up * h.to(gate_up.dtype)))


@pytest.mark.parametrize("gelu_pass", [True, False], ids=["after-gelu-pass", "plain-gelu"])
@pytest.mark.parametrize("fn, pairs", [(layer_fp8, 1), (two_layers_fp8, 2)], ids=["one-layer", "two-layers"])
def test_router_and_quantized_gelu_joined(sglang_cpu, gelu_pass, fn, pairs):
    """``gelu_quant_fp8`` makes the product and its quantization one op first; ``router_gelu`` then
    joins that op with the router: one ``router_topk_gelu_mul_quant_fp8`` a layer, no quantization
    math left, the routing and the e4m3 codes and scales equal to the same graph compiled without the
    FP8 pass (Inductor keeping eager's bf16 roundings)."""
    passes = ["router", "gelu_tanh_mul", "gelu_quant_fp8", "router_gelu"]
    if not gelu_pass:
        passes.remove("gelu_tanh_mul")
    options = {"emulate_precision_casts": True}
    on = compile_with_passes(fn, passes, dynamic=False, options=options)
    off = compile_with_passes(fn, [p for p in passes if p != "gelu_quant_fp8"], dynamic=False, options=options)
    torch.manual_seed(3)
    for T in (1, 3, 17):
        inputs = make(T, torch.bfloat16)
        got, want = on(*inputs), off(*inputs)
        assert len(got) == len(want) == 4 * pairs
        for i, (g, u) in enumerate(zip(got, want)):
            if g.dtype == torch.float8_e4m3fn:
                assert torch.equal(g.view(torch.uint8), u.view(torch.uint8)), (T, i)
            else:
                assert torch.equal(g, u), (T, i)
        assert bool((got[3] > 0).all())  # scales of rows that are not zero
    for rec, after in zip(on.stats.graphs, on.graphs_after):
        assert rec.matches["router_gelu"] == pairs and rec.matches["gelu_quant_fp8"] == pairs, rec.matches
        assert after[JOINED_QUANT] == pairs, after
        for op in SINGLE + UNFUSED + QUANT_OPS + (JOINED, "gemma4.gelu_tanh_mul_quant_fp8"):
            assert after[op] == 0, (op, after)
