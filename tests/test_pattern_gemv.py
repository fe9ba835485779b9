"""``gemv``: Inductor's one-token projection (a decomposed one-row matmul) as ``gemma4::gemv``.

On CUDA, under SGLang's coordinate-descent tuning, Inductor decomposes a
one-row matmul into an fp32 multiply-and-sum before our passes run. The graphs
here are traced the way Inductor traces them (fake CUDA tensors, Inductor's
decompositions and joint-graph patterns), so the pass meets the exact form:
proven for each case that the pass matched the expected number of times, that
the multiply-and-sum is gone and ``gemma4.gemv`` is there. The numerics are
checked on CPU on a graph written in that form (checked to trace alike): the
output equals the unfused compile's and an fp64 product, at Gemma-4's hidden
sizes. A projection of ``gelu_tanh(gate) * up`` (a dense MLP's down projection,
the PLE projection) is one ``gemma4.gelu_mul_gemv``. Refused: another input
Inductor computes itself (it fuses it into its own GEMV), a weight computed in
the graph, more than one row.
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from gemma4_passes.patterns import gemv as gemv_pattern
from gemma4_passes.testing import compile_with_passes, op_counts, torch_at_least

from sglang_forms import RMS, one_token_cuda_graph, post_attn_moe, rmsnorm, rows, weights

FUSED = "gemma4.gemv"
HIDDEN = (1536, 2560, 2816, 5376)


def _one_token_graph(fn, args, torch211: bool):
    """``fn`` at one token on CUDA; with ``torch211`` the single-use bf16 round trips dropped
    as torch 2.11's ``pointless_convert`` drops them (``graph_forms._drop_round_trips``)."""
    from gemma4_passes.graph_forms import _drop_round_trips

    gm = one_token_cuda_graph(fn, args)
    if torch211:
        _drop_round_trips(gm.graph)
        gm.graph.eliminate_dead_code()
    return gm


def _run(gm, name="gemv"):
    from gemma4_passes import builtin

    p = builtin.passes()[name].factory()
    n = p.run(gm.graph)
    return n, p.take_refusals()


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32])
def test_one_token_linear_on_cuda_is_one_gemv(dtype):
    gm = one_token_cuda_graph(lambda x, w: F.linear(x, w), [torch.empty(1, 2816, dtype=dtype),
                                                            torch.empty(4224, 2816, dtype=dtype)])
    before = op_counts(gm.graph)
    assert before["aten.mm"] == 0 and before["aten.sum"] == 1, before
    n, refused = _run(gm)
    assert n == 1 and not refused, refused
    after = op_counts(gm.graph)
    assert after[FUSED] == 1 and after["aten.sum"] == 0 and after["aten.mul"] == 0, after
    (node,) = gm.graph.find_nodes(op="call_function", target=torch.ops.gemma4.gemv.default)
    assert node.args[2] == dtype and node.meta["val"].dtype == dtype


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
def test_post_attn_block_projections(sglang_ops, torch211):
    """26B-A4B's post-attention block at one token: the o projection reads the
    attention output (a graph input here), the MLP's gate/up and the router's
    projection read the fused block's outputs; all three become ``gemv``s, and on
    torch 2.11 the o projection's is the fp32 form the block's op reads."""
    H, A, I, E, dt = 2816, 4096, 2112, 128, torch.bfloat16

    def fn(a, w_o, r, w1, w2, wr, w3, w_gu, w_router):
        out, s, router_in, moe_in = post_attn_moe(F.linear(a, w_o), r, w1, w2, wr, w3)
        return F.linear(out, w_gu), s, F.linear(router_in, w_router), moe_in

    args = ([torch.empty(1, A, dtype=dt), torch.empty(H, A, dtype=dt)] + rows(1)(1, H, dt) + weights(4)(H, dt)
            + [torch.empty(2 * I, H, dtype=dt), torch.empty(E, H, dtype=dt)])
    gm = _one_token_graph(fn, args, torch211)
    assert _run(gm, "post_attn_moe")[0] == 1
    n, refused = _run(gm)
    assert n == 3 and not refused, refused
    after = op_counts(gm.graph)
    assert after[FUSED] == 3 and after["aten.sum"] == 0, after
    out_dtypes = sorted(str(n.args[2]) for n in gm.graph.find_nodes(op="call_function", target=torch.ops.gemma4.gemv.default))
    o_dtype = "torch.float32" if torch211 and not torch_at_least(2, 14) else "torch.bfloat16"
    print(out_dtypes, gm.graph)


def test_moe_mlp_at_one_token_all_projections_gemv(sglang_ops):
    """26B-A4B's dense MLP beside its router at one token, through the manager: the
    router's top-k and gelu·up become one launch (``router_gelu`` joins them at one row
    only beside ``gemv``), and the gate/up, router and down projections are ``gemv``s."""
    from gemma4_passes.manager import PassManager
    from gemma4_passes.native import gelu_tanh_and_mul_native, routing_native

    H, I, E, dt = 2816, 2112, 128, torch.bfloat16

    def fn(x, router_in, w_gu, w_router, scale, w_down):
        gu = F.linear(x, w_gu)
        act = gelu_tanh_and_mul_native(gu[..., :I], gu[..., I:])
        weights, ids = routing_native(F.linear(router_in, w_router), scale, 8)
        return F.linear(act, w_down), weights.float(), ids.to(torch.int32)

    args = [torch.empty(1, H, dtype=dt), torch.empty(1, H, dtype=dt), torch.empty(2 * I, H, dtype=dt),
            torch.empty(E, H, dtype=dt), torch.empty(E, dtype=dt), torch.empty(H, I, dtype=dt)]
    for enabled, gemvs in ((["router", "gelu_tanh_mul", "router_gelu", "gemv"], 3),
                           (["router", "gelu_tanh_mul", "router_gelu"], 0)):
        gm = one_token_cuda_graph(fn, args)
        PassManager(enabled)(gm.graph)
        after = op_counts(gm.graph)
        assert after[FUSED] == gemvs, (enabled, after)
        if gemvs:
            assert after["gemma4.router_topk_gelu_mul"] == 1 and after["aten.sum"] == 0, after
            assert after["aten.tanh"] == 0, after
        else:  # gelu·up left in the down projection's reduction
            assert after["gemma4.router_topk_gelu_mul"] == 0 and after["aten.tanh"] == 1, after


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
@pytest.mark.parametrize("H,N", [(2816, 8192), (5376, 16384), (1536, 2560)])
def test_input_norm_and_qkv_projection_is_one_rmsnorm_gemv(sglang_ops, torch211, H, N):
    """A layer's input norm (SGLang's ``RMSNorm``) into its q/k/v projection at one token:
    one ``rmsnorm_gemv``, no norm left, whether or not the norm's bf16 round trip is dropped."""
    def fn(x, w_norm, w_qkv):
        return F.linear(RMS(rmsnorm(w_norm), x), w_qkv)

    dt = torch.bfloat16
    gm = _one_token_graph(fn, [torch.empty(1, H, dtype=dt), torch.empty(H, dtype=dt), torch.empty(N, H, dtype=dt)], torch211)
    n, refused = _run(gm)
    assert n == 1 and not refused, refused
    after = op_counts(gm.graph)
    assert after["gemma4.rmsnorm_gemv"] == 1 and after[FUSED] == 0, after
    assert after["aten.sum"] == 0 and after["aten.rsqrt"] == 0 and after["aten.mean"] == 0, after


# The pattern's own search function, which writes out Inductor's one-token ``mm`` on
# CUDA (``decomposition.mm`` under coordinate-descent tuning, with ``pw_cast_for_opmath``'s
# casts) so that a CPU compile sees that form too.
decomposed_linear = gemv_pattern.search


def test_written_out_form_traces_as_inductors():
    """The CPU tests below stand for the CUDA graph: the same ops on the same operands
    (the weight's transpose is traced before the input's cast there: order is no matter)."""
    args = [torch.empty(1, 256, dtype=torch.bfloat16), torch.empty(96, 256, dtype=torch.bfloat16)]
    cuda = one_token_cuda_graph(lambda x, w: F.linear(x, w), args)
    cpu = one_token_cuda_graph(decomposed_linear, args)

    def ops(gm):
        return sorted(str((n.target, [a.target if isinstance(a, torch.fx.Node) else a for a in n.args]))
                      for n in gm.graph.nodes if n.op == "call_function")

    assert ops(cuda) == ops(cpu), (cuda.graph, cpu.graph)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bf16", "fp32"])
def test_equal_to_the_unfused_compile(dtype):
    """At Gemma-4's hidden sizes as the reduction (and odd row counts of the weight):
    matched once, the multiply-and-sum gone, the output the unfused compile's and an
    fp64 product's within the output dtype's rounding."""
    tol = {torch.bfloat16: 2**-7, torch.float32: 1e-5}[dtype]
    for K, N in zip(HIDDEN, (257, 17, 384, 3)):
        on = compile_with_passes(decomposed_linear, ["gemv"], dynamic=False)
        off = compile_with_passes(decomposed_linear, [], dynamic=False)
        x, w = torch.randn(1, K, dtype=dtype), (torch.randn(N, K) * K ** -0.5).to(dtype)
        got, unfused, want = on(x, w), off(x, w), x.double() @ w.double().t()
        scale = want.abs().max().item()
        assert torch.isfinite(got).all() and scale > 0.1
        assert (got.double() - unfused.double()).abs().max().item() <= tol * scale, K
        assert (got.double() - want).abs().max().item() <= tol * scale, K
        assert on.matches() == {"gemv": 1}
        assert on.graphs_after[-1][FUSED] == 1 and on.graphs_after[-1]["aten.sum"] == 0
        assert off.graphs_after[-1]["aten.sum"] == 1


def test_more_rows_refused():
    on = compile_with_passes(decomposed_linear, ["gemv"], dynamic=False)
    on(torch.randn(3, 64, dtype=torch.bfloat16), torch.randn(16, 64, dtype=torch.bfloat16))
    assert on.matches() == {"gemv": 0}
    assert any("reads one row" in why for why in on.stats.refused()["gemv"]), on.stats.refused()


def test_computed_weight_refused():
    on = compile_with_passes(lambda x, w: decomposed_linear(x, w * 2), ["gemv"], dynamic=False)
    on(torch.randn(1, 64, dtype=torch.bfloat16), torch.randn(16, 64, dtype=torch.bfloat16))
    assert on.matches() == {"gemv": 0}
    assert "w is computed in the graph (aten.mul.Tensor), not a parameter" in on.stats.refused()["gemv"], on.stats.refused()


@pytest.mark.parametrize("near_miss", ["eps", "gemma3", "gelu_erf", "fp32_gate_gelu_unrounded"])
def test_input_computed_by_inductor_left_in_its_gemv(sglang_ops, near_miss):
    """An input Inductor computes stays in Inductor's GEMV (it fuses it there), with the
    reason recorded: a norm that is not SGLang's (another eps, a Gemma-3 ``1 + w``
    weight), an MLP product with the erf gelu (not Gemma-4's tanh form), an fp32 gate
    whose gelu is multiplied before it is rounded (the kernel rounds it first)."""
    H, dt = 2816, torch.bfloat16
    if near_miss == "gelu_erf":
        def fn(gu, w):
            return F.linear(F.gelu(gu[..., :H]) * gu[..., H:], w)

        args = [torch.empty(1, 2 * H, dtype=dt), torch.empty(512, H, dtype=dt)]
    elif near_miss == "fp32_gate_gelu_unrounded":
        def fn(gate, up, w):
            return F.linear((F.gelu(gate, approximate="tanh") * up).to(dt), w)

        args = [torch.empty(1, H), torch.empty(1, H, dtype=dt), torch.empty(512, H, dtype=dt)]
    else:
        def fn(x, w_norm, w):
            m = rmsnorm(w_norm, eps=1e-5) if near_miss == "eps" else rmsnorm(1 + w_norm)
            return F.linear(RMS(m, x), w)

        args = [torch.empty(1, H, dtype=dt), torch.empty(H, dtype=dt), torch.empty(512, H, dtype=dt)]
    gm = one_token_cuda_graph(fn, args)
    n, refused = _run(gm)
    assert n == 0, refused
    if torch_at_least(2, 14):
        assert any("computed by Inductor" in why for why in refused), refused
    # (torch 2.11 drops the bf16 round trip between the input and the projection: the
    # fp32 form the GEMV then reads is no form of ``gemv``'s, so nothing is refused.)
    after = op_counts(gm.graph)
    assert after[FUSED] == 0 and after["gemma4.rmsnorm_gemv"] == 0 and after["aten.sum"] == 1, after
    assert after["gemma4.gelu_mul_gemv"] == 0, after


GELU_FUSED = "gemma4.gelu_mul_gemv"


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
@pytest.mark.parametrize("H,I", [(5376, 21504), (2560, 10240), (1536, 6144)])
def test_dense_mlp_at_one_token_is_gemv_and_gelu_mul_gemv(sglang_ops, torch211, H, I):
    """A dense MLP at one token (31B, E4B, E2B widths) before its FFN tail: the gate/up
    projection is a ``gemv`` and the down projection, with gelu·up, one ``gelu_mul_gemv``
    (no tanh, no multiply-and-sum left); on torch 2.11 the down projection's output is
    the fp32 sum the tail's norm reads."""
    from gemma4_passes.native import gelu_tanh_and_mul_native

    def fn(x, w_gu, w_down, w_norm):
        gu = F.linear(x, w_gu)
        return RMS(rmsnorm(w_norm), F.linear(gelu_tanh_and_mul_native(gu[..., :I], gu[..., I:]), w_down))

    dt = torch.bfloat16
    gm = _one_token_graph(fn, [torch.empty(1, H, dtype=dt), torch.empty(2 * I, H, dtype=dt),
                               torch.empty(H, I, dtype=dt), torch.empty(H, dtype=dt)], torch211)
    n, refused = _run(gm)
    assert n == 2 and not refused, refused
    after = op_counts(gm.graph)
    assert after[FUSED] == 1 and after[GELU_FUSED] == 1, after
    assert after["aten.sum"] == 0 and after["aten.tanh"] == 0, after
    (node,) = gm.graph.find_nodes(op="call_function", target=torch.ops.gemma4.gelu_mul_gemv.default)
    want = torch.float32 if torch211 or not torch_at_least(2, 14) else dt  # 2.11 drops the round trip itself
    assert node.args[3] == want, (node.args, torch211)


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
def test_ple_projection_at_one_token_is_gelu_mul_gemv(sglang_ops, torch211):
    """E4B's per-layer-input branch at one token: the gate projection a ``gemv``, and
    ``gelu(gate) * per_layer_input`` (a strided select of the per-layer inputs) with its
    projection one ``gelu_mul_gemv``. On torch 2.11 the gate is the gate projection's fp32
    sum (its round trip into the gelu dropped), which the gelu form takes unrounded."""
    from gemma4_passes.native import gelu_tanh_and_mul_native

    H, P, L, dt = 2560, 256, 42, torch.bfloat16

    def fn(h, w_gate, per_layer_inputs, w_proj):
        return F.linear(gelu_tanh_and_mul_native(F.linear(h, w_gate), per_layer_inputs[:, 7, :]), w_proj)

    gm = _one_token_graph(fn, [torch.empty(1, H, dtype=dt), torch.empty(P, H, dtype=dt),
                               torch.empty(1, L, P, dtype=dt), torch.empty(H, P, dtype=dt)], torch211)
    n, refused = _run(gm)
    assert n == 2 and not refused, refused
    after = op_counts(gm.graph)
    assert after[FUSED] == 1 and after[GELU_FUSED] == 1 and after["aten.sum"] == 0 and after["aten.tanh"] == 0, after
    (gate,) = gm.graph.find_nodes(op="call_function", target=torch.ops.gemma4.gemv.default)
    # the gate projection's output as the graph had it (torch 2.11 drops the round trip itself)
    assert gate.args[2] == (torch.float32 if torch211 or not torch_at_least(2, 14) else dt)


@pytest.mark.parametrize("form", ["bf16", "fp32", "bf16-fp32-gate"])
def test_gelu_mul_gemv_equal_to_the_unfused_compile(form):
    """The written-out form of gelu·up into a one-token projection (the pattern's own search
    function; with an fp32 gate, the PLE gate's torch 2.11 form) at Gemma-4's widths as the
    reduction: matched once as ``gelu_mul_gemv``, no tanh or multiply-and-sum left, equal to
    the unfused compile and to an fp64 product of the rounded gelu·up within the output
    dtype's rounding."""
    dtype = torch.float32 if form == "fp32" else torch.bfloat16
    fn = gemv_pattern.search_gelu_of_fp32_gemv if form.endswith("fp32-gate") else gemv_pattern.search_gelu
    tol = {torch.bfloat16: 2**-7, torch.float32: 1e-5}[dtype]
    on = compile_with_passes(fn, ["gemv"], dynamic=False)
    off = compile_with_passes(fn, [], dynamic=False)
    g = torch.Generator().manual_seed(len(form))
    for K, N in zip(HIDDEN, (257, 17, 384, 3)):
        gu = torch.randn(1, 2 * K, generator=g).to(dtype) * 2
        gate, up = gu[:, :K], gu[:, K:]
        if fn is gemv_pattern.search_gelu_of_fp32_gemv:  # unrounded: its rounding would show
            gate = torch.randn(1, K, generator=g) * 2
        w = (torch.randn(N, K, generator=g) * K ** -0.5).to(dtype)
        got, unfused = on(gate, up, w), off(gate, up, w)
        x = F.gelu(gate.double(), approximate="tanh").to(up.dtype) * up
        want = x.double() @ w.double().t()
        scale = want.abs().max().item()
        # the output's rounding, and one rounding of each product term (Inductor may keep gelu·up in fp32)
        bound = tol * scale + tol / 2 * (x.double().abs() @ w.double().abs().t()).max().item()
        assert got.dtype == unfused.dtype == dtype and torch.isfinite(got).all() and scale > 0.1
        assert (got.double() - unfused.double()).abs().max().item() <= bound, K
        assert (got.double() - want).abs().max().item() <= tol * scale, K
    assert on.matches() == {"gemv": len(HIDDEN)} and len(on.graphs_after) == len(HIDDEN)  # a graph per width
    for after in on.graphs_after:
        assert after[GELU_FUSED] == 1 and after["aten.sum"] == 0 and after["aten.tanh"] == 0, after


# -- gate_up_gelu: the gate/up GEMV writes gelu·up, the down GEMV reads it plain ---------------------------
JOINED = "gemma4.gate_up_gelu_gemv"


def _dense_mlp(I):
    """A dense MLP at one token as SGLang writes it (``GeluAndMul`` slices the projection's halves)."""
    from gemma4_passes.native import gelu_tanh_and_mul_native

    def fn(x, w_gu, w_down):
        gu = F.linear(x, w_gu)
        return F.linear(gelu_tanh_and_mul_native(gu[..., :I], gu[..., I:]), w_down)

    return fn


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
@pytest.mark.parametrize("H,I", [(5376, 21504), (2560, 10240), (1536, 12288), (2816, 2112)])
def test_dense_mlp_at_one_token_is_gate_up_gelu_gemv_then_gemv(sglang_ops, torch211, H, I):
    """The dense MLP of 31B, E4B, E2B (its double-wide layers) and 26B-A4B at one token: after
    ``gemv`` (a ``gemv`` and a ``gelu_mul_gemv``), ``gate_up_gelu`` joins them once: one
    ``gate_up_gelu_gemv`` of the gate/up weight, then a plain ``gemv`` of the down weight; no
    ``gelu_mul_gemv``, slice, tanh or multiply-and-sum left, the output dtype unchanged."""
    dt = torch.bfloat16
    gm = _one_token_graph(_dense_mlp(I), [torch.empty(1, H, dtype=dt), torch.empty(2 * I, H, dtype=dt),
                                          torch.empty(H, I, dtype=dt)], torch211)
    assert _run(gm) == (2, {})
    (down,) = gm.graph.find_nodes(op="call_function", target=torch.ops.gemma4.gelu_mul_gemv.default)
    out_dtype = down.args[3]
    n, refused = _run(gm, "gate_up_gelu")
    assert n == 1 and not refused, refused
    after = op_counts(gm.graph)
    assert after[JOINED] == 1 and after[FUSED] == 1 and after[GELU_FUSED] == 0, after
    assert after["aten.slice"] == 0 and after["aten.tanh"] == 0 and after["aten.sum"] == 0, after
    (joined,) = gm.graph.find_nodes(op="call_function", target=torch.ops.gemma4.gate_up_gelu_gemv.default)
    (plain,) = gm.graph.find_nodes(op="call_function", target=torch.ops.gemma4.gemv.default)
    assert tuple(joined.meta["val"].shape) == (1, I) and joined.meta["val"].dtype == dt
    assert plain.args[0] is joined and plain.args[2] == out_dtype and tuple(plain.meta["val"].shape) == (1, H)
    gm.graph.lint()


def _written_out_mlp(I, read_beside=False, extra_columns=0):
    """The one-token MLP in the form Inductor decomposes it to (the ``gemv`` pattern's own search
    functions), on CPU tensors; ``read_beside``: the projection's output is also returned;
    ``extra_columns``: the projection has more columns than the two halves."""
    def fn(x, w_gu, w_down):
        gu = gemv_pattern.search(x, w_gu)
        out = gemv_pattern.search_gelu(gu[..., :I], gu[..., I:2 * I], w_down)
        return (out, gu) if read_beside else out

    return fn


def test_gate_up_gelu_equal_to_the_unfused_compile():
    """The written-out one-token MLP at Gemma-4's widths (bf16, odd widths of the down
    projection's output included): ``gemv`` matches twice and ``gate_up_gelu`` once per graph, no
    ``gelu_mul_gemv`` left; the output is bit-equal to ``gemv`` alone (the same values reach the
    down projection) and equal to the unfused compile and to fp64 math of the same roundings within
    bf16's rounding."""
    tol, dt = 2**-7, torch.bfloat16
    g = torch.Generator().manual_seed(3)
    for (H, I) in ((5376, 64), (2560, 200), (2816, 33), (1536, 300)):
        fn = _written_out_mlp(I)
        joined = compile_with_passes(fn, ["gemv", "gate_up_gelu"], dynamic=False)
        gemv_only = compile_with_passes(fn, ["gemv"], dynamic=False)
        off = compile_with_passes(fn, [], dynamic=False)
        x = torch.randn(1, H, generator=g).to(dt)
        w_gu = (torch.randn(2 * I, H, generator=g) * H ** -0.5 * 2).to(dt)
        w_down = (torch.randn(17 if I == 33 else H, I, generator=g) * I ** -0.5).to(dt)
        got, base, unfused = joined(x, w_gu, w_down), gemv_only(x, w_gu, w_down), off(x, w_gu, w_down)
        gu = (x.double() @ w_gu.double().t()).to(dt)
        prod = (torch.nn.functional.gelu(gu[:, :I].double(), approximate="tanh").to(dt).double()
                * gu[:, I:].double()).to(dt)
        want = prod.double() @ w_down.double().t()
        scale = want.abs().max().item()
        assert got.dtype == dt and torch.isfinite(got).all() and scale > 0.1
        assert torch.equal(got, base), H
        # the unfused compile may keep gelu·up in fp32: one rounding of each product term beside the output's
        bound = tol * scale + tol / 2 * (prod.double().abs() @ w_down.double().abs().t()).max().item()
        assert (got.double() - unfused.double()).abs().max().item() <= bound, H
        assert (got.double() - want).abs().max().item() <= tol * scale, H
        assert joined.matches() == {"gemv": 2, "gate_up_gelu": 1}, joined.matches()
        after = joined.graphs_after[-1]
        assert after[JOINED] == 1 and after[FUSED] == 1 and after[GELU_FUSED] == 0 and after["aten.tanh"] == 0, after
        assert gemv_only.graphs_after[-1][GELU_FUSED] == 1 and gemv_only.graphs_after[-1][JOINED] == 0


@pytest.mark.parametrize("near_miss", ["read_beside", "extra_columns"])
def test_gate_up_gelu_near_misses_left_with_the_reason(near_miss):
    """The join needs the halves to be all the projection's output is read for, and to be its two
    halves: the output also returned, or two more columns beside the halves, leave the
    ``gemv`` / ``gelu_mul_gemv`` pair as it is, with the reason recorded."""
    H, I, dt = 256, 64, torch.bfloat16
    extra = 2 if near_miss == "extra_columns" else 0
    fn = _written_out_mlp(I, read_beside=near_miss == "read_beside")
    on = compile_with_passes(fn, ["gemv", "gate_up_gelu"], dynamic=False)
    x = torch.randn(1, H).to(dt)
    on(x, (torch.randn(2 * I + extra, H) * H ** -0.5).to(dt), (torch.randn(H, I) * I ** -0.5).to(dt))
    assert on.matches() == {"gemv": 2, "gate_up_gelu": 0}, on.matches()
    assert on.graphs_after[-1][GELU_FUSED] == 1 and on.graphs_after[-1][JOINED] == 0
    reasons = on.stats.refused()["gate_up_gelu"]
    want = "read beside gelu*up" if near_miss == "read_beside" else "not the two halves"
    assert any(want in why for why in reasons), reasons


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
def test_gate_up_after_an_unfused_norm_is_refused_with_the_reason(sglang_ops, torch211):
    """A dense MLP whose pre-FFN norm no fused op wrote: ``gemv`` makes the gate/up projection an
    ``rmsnorm_gemv`` (the norm inside the GEMV), whose halves ``gate_up_gelu`` does not join; the
    reason names the op."""
    from gemma4_passes.native import gelu_tanh_and_mul_native, rmsnorm_native

    H, I, dt = 2560, 10240, torch.bfloat16

    def fn(x, w_norm, w_gu, w_down):
        gu = F.linear(rmsnorm_native(x, w_norm, 1e-6), w_gu)
        return F.linear(gelu_tanh_and_mul_native(gu[..., :I], gu[..., I:]), w_down)

    gm = _one_token_graph(fn, [torch.empty(1, H, dtype=dt), torch.empty(H, dtype=dt),
                               torch.empty(2 * I, H, dtype=dt), torch.empty(H, I, dtype=dt)], torch211)
    assert _run(gm) == (2, {})
    assert op_counts(gm.graph)["gemma4.rmsnorm_gemv"] == 1
    n, refused = _run(gm, "gate_up_gelu")
    assert n == 0 and list(refused) == ["gate and up are halves of rmsnorm_gemv.default, not of gemma4::gemv"], refused
    assert op_counts(gm.graph)[GELU_FUSED] == 1 and op_counts(gm.graph)[JOINED] == 0


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
def test_ple_gate_is_not_joined(sglang_ops, torch211):
    """E4B's PLE gate at one token: gelu(gate projection) * per-layer input into the PLE
    projection is a ``gelu_mul_gemv`` whose gate and up are not one projection's halves: left as
    it is, nothing refused."""
    from gemma4_passes.native import gelu_tanh_and_mul_native

    H, P, L, dt = 2560, 256, 42, torch.bfloat16

    def fn(h, w_gate, per_layer_inputs, w_proj):
        return F.linear(gelu_tanh_and_mul_native(F.linear(h, w_gate), per_layer_inputs[:, 7, :]), w_proj)

    gm = _one_token_graph(fn, [torch.empty(1, H, dtype=dt), torch.empty(P, H, dtype=dt),
                               torch.empty(1, L, P, dtype=dt), torch.empty(H, P, dtype=dt)], torch211)
    assert _run(gm)[0] == 2
    assert _run(gm, "gate_up_gelu") == (0, {})
    assert op_counts(gm.graph)[GELU_FUSED] == 1
