"""Every fusion pass on a small graph built from SGLang's own op code.

Each graph calls SGLang 0.5.23's ``forward_native`` methods (``RMSNorm``,
``Gemma4RMSNorm``, ``GeluAndMul``) with the weights passed as inputs, so one
dynamic compile covers every token count and hidden size. For each pass and
dtype the test proves:
- the pass matched once per compiled graph,
- the unfused ops are gone and the fused ``gemma4.*`` op is there,
- the output equals the same graph compiled without the pass (within dtype
  tolerance), and an fp64 computation of the same math,
at token counts 1, 3, 17, 257 and Gemma-4's hidden sizes 1536, 2560, 2816, 5376.
Near misses (another eps, a Gemma-3 ``1 + w`` weight, the weight applied after
the cast, a residual stored before the add, softmax before top-k, the k lowest
logits, erf gelu) must not match. The router and the MoE experts match at any
top-k and expert count, the MoE post-attention block with and without the
router fix's scale.
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes.testing import compile_with_passes, op_counts

from sglang_forms import (
    CASES, EPS, NORM_OPS, RMS, TOKENS, G4RMS, as_list, assert_fused_once, ffn_tail_dense, gelu_and_mul,
    gemma4_norm, one_token_cuda_graph, post_attn_dense, rmsnorm, router_moe_input, router_ref, tol, weights,
    with_next_norm, with_next_norm_ref,
)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bf16", "fp32"])
@pytest.mark.parametrize("case_name", list(CASES))
def test_pattern(sglang_ops, case_name, dtype):
    case = CASES[case_name]
    pass_name = case_name.split("[")[0]
    torch.manual_seed(0)
    on = compile_with_passes(case.fn, [pass_name], dynamic=True)
    off = compile_with_passes(case.fn, [], dynamic=True)
    for T in TOKENS:
        for H in case.widths:
            inputs = case.make(T, H, dtype)
            got = as_list(on(*inputs))
            unfused = as_list(off(*inputs))
            ref = as_list(case.ref(*inputs))
            assert len(got) == len(unfused) == len(ref)
            for i, (g, u, r) in enumerate(zip(got, unfused, ref)):
                where = f"{case_name} {dtype} T={T} H={H} output {i}"
                assert g.shape == u.shape and g.dtype == u.dtype, where
                if not g.is_floating_point():  # router ids
                    assert torch.equal(g, u), where
                    assert torch.equal(g.sort(-1).values, r.sort(-1).values), where
                    continue
                assert torch.isfinite(g).all(), where
                t = tol(dtype, r)
                assert (g.double() - u.double()).abs().max().item() <= t, where
                assert (g.double() - r).abs().max().item() <= t, where
    # Compiled graphs: one static (T=1), one dynamic; no graph break.
    assert 1 <= len(on.graphs_after) <= 2, len(on.graphs_after)
    assert_fused_once(on, off, pass_name, case)


# -- near misses --------------------------------------------------------------------------------
def near_eps(x, r, w1, w2):
    y = RMS(rmsnorm(w1, eps=1e-5), x)
    return RMS(rmsnorm(w2, eps=1e-5), y, r)


def near_mixed_eps(x, r, w1, w2):
    y = RMS(rmsnorm(w1, eps=1e-5), x)
    return RMS(rmsnorm(w2), y, r)


def near_weight_after_cast(x, r, w1, w2):
    y = RMS(rmsnorm(w1, cast_before=True), x)
    return RMS(rmsnorm(w2, cast_before=True), y, r)


def near_residual_before_add(x, r, w1, w2):
    y = RMS(rmsnorm(w1), x)
    out, _ = RMS(rmsnorm(w2), y, r)
    return out, y  # stores the residual before the add


def near_gemma3_weight(x, r, w, scalar):
    return (r + G4RMS(gemma4_norm(w, scale_shift=1.0), x)) * scalar


def near_tail_weight_after_cast(x, r, w, scalar):
    return (RMS(rmsnorm(w, cast_before=True), x) + r) * scalar


def near_softmax_before_topk(logits, scale):
    probs = torch.softmax(logits, dim=-1)
    vals, ids = torch.topk(probs, 8, dim=-1)
    return vals * scale[ids].to(vals.dtype), ids


def near_smallest_k(logits, scale):
    vals, ids = torch.topk(logits, 8, dim=-1, largest=False)  # the k lowest logits
    return torch.softmax(vals, dim=-1) * scale[ids].to(vals.dtype), ids


def near_erf_gelu(x):
    return gelu_and_mul(x, approximate="none")


NEAR_MISSES = {
    "eps": ("post_attn_dense", near_eps, CASES["post_attn_dense"]),
    "mixed_eps": ("post_attn_dense", near_mixed_eps, CASES["post_attn_dense"]),
    "weight_after_cast": ("post_attn_dense", near_weight_after_cast, CASES["post_attn_dense"]),
    "residual_before_add": ("post_attn_dense", near_residual_before_add, CASES["post_attn_dense"]),
    "gemma3_1_plus_w": ("ple_tail", near_gemma3_weight, CASES["ple_tail"]),
    "tail_weight_after_cast": ("ffn_tail_dense", near_tail_weight_after_cast, CASES["ffn_tail_dense"]),
    "softmax_before_topk": ("router", near_softmax_before_topk, CASES["router"]),
    "smallest_k": ("router", near_smallest_k, CASES["router"]),
    "erf_gelu": ("gelu_tanh_mul", near_erf_gelu, CASES["gelu_tanh_mul"]),
}


@pytest.mark.parametrize("miss", list(NEAR_MISSES))
def test_near_miss_does_not_match(sglang_ops, miss):
    pass_name, fn, case = NEAR_MISSES[miss]
    dtype = torch.bfloat16
    torch.manual_seed(1)
    on = compile_with_passes(fn, [pass_name])
    inputs = case.make(17, case.widths[0], dtype)
    got = as_list(on(*inputs))
    want = as_list(fn(*inputs))
    assert on.matches() == {pass_name: 0}
    for counts in on.graphs_after:
        assert counts[case.fused_op] == 0, counts
    for g, w in zip(got, want):
        if g.is_floating_point():
            assert (g.double() - w.double()).abs().max().item() <= tol(dtype, w.double())


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bf16", "fp32"])
def test_post_attn_moe_with_a_computed_router_weight_does_not_match(sglang_ops, dtype):
    """A router norm weight computed in the graph (a Gemma-3 style ``1 + w``) is refused by the
    scaled form; the unscaled form must not take the norm before that weight either (in fp32,
    where no cast follows the norm, it would fit)."""

    def fn(x, r, w1, w2, wr, w3):
        out, s = post_attn_dense(x, r, w1, w2)
        return out, s, G4RMS(gemma4_norm(wr + 1.0), s), RMS(rmsnorm(w3), s)

    on = compile_with_passes(fn, ["post_attn_moe"])
    inputs = CASES["post_attn_moe"].make(17, 256, dtype)
    got, want = on(*inputs), fn(*inputs)
    assert on.matches() == {"post_attn_moe": 0}
    assert on.stats.refused()["post_attn_moe"], "the match must be refused, not missed"
    for counts in on.graphs_after:
        assert counts["gemma4.post_attn_norms_moe"] == 0
    for g, w in zip(got, want):
        assert (g.double() - w.double()).abs().max().item() <= tol(dtype, w.double())


def post_attn_moe_torch211_form(x, r, w1, w2, wr, w3):
    """The MoE block as torch 2.11's Inductor leaves it: its joint-graph pass
    ``pointless_convert`` drops the single-use ``.to(bf16).to(fp32)`` after the
    post-attention norm (seen in the post-grad graph on the GPU machine)."""
    from gemma4_passes.native import gemma4_rmsnorm_native, rmsnorm_native

    xf = x.float()
    y = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + EPS) * w1
    s32 = y + r.float()
    out = (s32 * torch.rsqrt(s32.pow(2).mean(-1, keepdim=True) + EPS) * w2).to(x.dtype)
    s = s32.to(x.dtype)
    return out, s, gemma4_rmsnorm_native(s, wr, EPS), rmsnorm_native(s, w3, EPS)


def test_post_attn_moe_matches_the_torch211_form(sglang_ops):
    case = CASES["post_attn_moe"]
    on = compile_with_passes(post_attn_moe_torch211_form, ["post_attn_moe"])
    inputs = case.make(17, 2816, torch.bfloat16)
    got = on(*inputs)
    assert on.matches() == {"post_attn_moe": 1}
    ref = post_attn_moe_torch211_form(*inputs)
    for g, w in zip(got, ref):
        assert (g.double() - w.double()).abs().max().item() <= tol(torch.bfloat16, w.double())


def test_a_match_the_kernel_cannot_take_is_refused_and_recorded(sglang_ops):
    """gelu(gate) * up on rows that are not contiguous in their last dim: the
    pattern matches, the kernel cannot take it, the graph stays unfused and the
    manager records why."""

    def fn(x):
        y = x.t()  # [T, 2I] view with last-dim stride T
        d = y.shape[-1] // 2
        return gelu_and_mul(y) if d else y

    on = compile_with_passes(fn, ["gelu_tanh_mul"])
    x = torch.randn(128, 17, dtype=torch.bfloat16)
    got = on(x)
    assert on.matches() == {"gelu_tanh_mul": 0}
    refused = on.stats.refused()["gelu_tanh_mul"]
    assert any("not contiguous in its last dim" in why for why in refused), refused
    for counts in on.graphs_after:
        assert counts["gemma4.gelu_tanh_mul"] == 0
    want = fn(x)
    assert (got.double() - want.double()).abs().max().item() <= tol(torch.bfloat16, want.double())


def test_router_matches_the_online_softmax_form_and_takes_the_casts(sglang_ops):
    """On CUDA, Inductor rewrites softmax into ``prepare_softmax_online``
    before our passes run (its post-grad ``prepare_softmax_pattern``; only for
    CUDA/XPU, so a CPU compile never shows it). Build that form with
    Inductor's own rewrite and check the router pass takes it whole, casts
    included: one op with fp32 weights and int32 ids, nothing else left."""
    from torch._inductor import pattern_matcher as pm
    from torch._subclasses.fake_tensor import FakeTensorMode

    from gemma4_passes import builtin, graph_forms

    logits = torch.randn(17, 128, dtype=torch.bfloat16) * 3
    scale = torch.rand(128, dtype=torch.bfloat16) + 0.5
    with FakeTensorMode(allow_non_fake_inputs=True):
        gm = pm.fwd_only(router_moe_input, [logits, scale])
    assert graph_forms._online_softmax(gm.graph) == 1
    gm.recompile()
    before = op_counts(gm.graph)
    assert before["prims.prepare_softmax_online"] == 1 and before["aten.amax"] == 0
    router_pass = builtin.passes()["router"].factory()
    assert router_pass.run(gm.graph) == 1
    gm.recompile()
    after = op_counts(gm.graph)
    assert after["gemma4.router_topk_softmax_scale"] == 1
    for gone in ("aten.topk", "prims.prepare_softmax_online", "aten.exp", "prims.convert_element_type"):
        assert after[gone] == 0, (gone, after)
    w, ids = gm(logits, scale)
    assert w.dtype == torch.float32 and ids.dtype == torch.int32
    rw, rids = router_ref(logits, scale)
    assert torch.equal(ids.long(), rids)
    assert (w.double() - rw).abs().max().item() <= tol(torch.bfloat16, rw)


def test_patterns_registered_per_dtype_on_first_need():
    """A graph is searched with the forms of its matrix products' dtype; the
    other dtypes' forms are traced only when a graph computes in them."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from gemma4_passes import builtin
    from gemma4_passes.matching import compute_dtypes

    p = builtin.passes()["gelu_tanh_mul"].factory()

    def with_mm(a, b):
        return torch.mm(a, b).float().relu()

    bf16 = [torch.randn(2, 2, dtype=torch.bfloat16) for _ in range(2)]
    graph = make_fx(with_mm, tracing_mode="fake")(*bf16).graph
    assert compute_dtypes(graph) == {torch.bfloat16}  # not the float32 of the upcast
    p.run(graph)
    assert p._registered == {(False, torch.bfloat16, "cpu")}  # a CPU graph: no CUDA-traced form
    # a one-token matmul as Inductor decomposes it on CUDA: fp32 multiply-and-sum of upcasts
    import torch.nn.functional as F

    bf = torch.bfloat16
    gemv = one_token_cuda_graph(lambda x, w: F.linear(x, w).relu(), [torch.empty(1, 8, dtype=bf), torch.empty(4, 8, dtype=bf)])
    assert compute_dtypes(gemv.graph) == {bf}, gemv.graph
    # ... with the activation's round trip dropped (torch 2.11): still the weight's dtype
    dropped = one_token_cuda_graph(lambda x, w: (x.unsqueeze(2) * w.t().float().unsqueeze(0)).sum(1),
                                    [torch.empty(1, 8), torch.empty(4, 8, dtype=bf)])
    assert compute_dtypes(dropped.graph) == {bf}, dropped.graph
    # a sum of a product that is not a matmul's decomposition does not count
    not_gemv = make_fx(lambda a, b: (a * b).sum(1), tracing_mode="fake")(torch.randn(2, 2), torch.randn(2, 2)).graph
    assert compute_dtypes(not_gemv) is None
    without_mm = make_fx(lambda a: a.relu(), tracing_mode="fake")(torch.randn(2)).graph
    assert compute_dtypes(without_mm) is None
    p.run(without_mm)
    assert p._registered == {(False, d, "cpu") for d in p.dtypes}


# -- the router at any top-k and expert count ---------------------------------------------------------
def _router_k(k, moe_input):
    from gemma4_passes.native import routing_native

    def fn(logits, scale):
        w, ids = routing_native(logits, scale, k)
        return (w.to(torch.float32), ids.to(torch.int32)) if moe_input else (w, ids)

    return fn


@pytest.mark.parametrize("k,experts,moe_input", [(1, 4, False), (5, 7, True), (8, 8, False), (3, 256, True), (16, 128, False)])
def test_router_any_top_k(sglang_ops, k, experts, moe_input):
    """k is not baked into the pattern: fine-tunes and pruned variants change top_k_experts and
    num_experts. Each k matches once, the op takes that k, and the output equals the unfused
    compile's (ids exactly, weights within bf16 rounding) and an fp64 reference."""
    fn = _router_k(k, moe_input)
    on = compile_with_passes(fn, ["router"])
    off = compile_with_passes(fn, [])
    torch.manual_seed(k)
    for T in (1, 3, 17):
        logits = torch.randn(T, experts, dtype=torch.bfloat16) * 3
        scale = torch.rand(experts, dtype=torch.bfloat16) + 0.5
        (w, ids), (uw, uids) = on(logits, scale), off(logits, scale)
        assert ids.shape == (T, k) and torch.equal(ids, uids) and w.dtype == uw.dtype
        vals, rids = torch.topk(logits.double(), k, dim=-1)
        rw = torch.softmax(vals, -1) * scale.double()[rids]
        assert torch.equal(ids.long(), rids)
        assert (w.double() - uw.double()).abs().max().item() <= tol(torch.bfloat16, rw)
        assert (w.double() - rw).abs().max().item() <= tol(torch.bfloat16, rw)
    assert on.matches() == {"router": len(on.graphs_after)}
    for before, after in zip(on.graphs_before, on.graphs_after):
        assert after["gemma4.router_topk_softmax_scale"] == 1
        for gone in ("aten.topk", "aten.amax", "aten.exp"):
            assert before[gone] == 1 and after[gone] == 0, (gone, after)


class _RouterModule(torch.nn.Module):
    """The router's projection and routing function with the model's own parameters, for a
    compile with freezing (SGLang's CPU graph runner), where they become constants."""

    def __init__(self, hidden, experts, k, dtype):
        super().__init__()
        g = torch.Generator().manual_seed(k)
        self.proj = torch.nn.Parameter((torch.randn(experts, hidden, generator=g) * 3 * hidden**-0.5).to(dtype),
                                       requires_grad=False)
        self.scale = torch.nn.Parameter((torch.rand(experts, generator=g) + 0.5).to(dtype), requires_grad=False)
        self.fn = _router_k(k, True)

    def forward(self, x):
        return self.fn(x @ self.proj.t(), self.scale)


@pytest.mark.parametrize("k,experts", [(1, 4), (5, 12)])
def test_router_any_top_k_frozen(sglang_ops, k, experts):
    """The same under freezing, whose forms are checked by our own exact re-check (with the graph's k)."""
    m = _RouterModule(64, experts, k, torch.bfloat16)
    on = compile_with_passes(m, ["router"], options={"freezing": True})
    off = compile_with_passes(m, [], options={"freezing": True})
    x = torch.randn(17, 64, dtype=torch.bfloat16)
    with torch.no_grad():
        (w, ids), (uw, uids) = on(x), off(x)
    assert on.matches() == {"router": 1}
    assert on.graphs_before[0]["aten.topk"] == 1
    assert on.graphs_after[0]["gemma4.router_topk_softmax_scale"] == 1 and on.graphs_after[0]["aten.topk"] == 0
    assert ids.shape == (17, k) and torch.equal(ids, uids)
    assert (w.double() - uw.double()).abs().max().item() <= tol(torch.bfloat16, uw.double())


def test_router_refuses_a_top_k_the_kernel_cannot_take(sglang_ops):
    """A top-k above the kernel's bound is a match it cannot take: refused and recorded, left unfused."""
    from gemma4_passes.patterns.router import MAX_K

    fn = _router_k(MAX_K + 1, False)
    on = compile_with_passes(fn, ["router"])
    logits = torch.randn(3, 64, dtype=torch.bfloat16)
    scale = torch.rand(64, dtype=torch.bfloat16) + 0.5
    w, ids = on(logits, scale)
    assert on.matches() == {"router": 0}
    assert any(f"top-k {MAX_K + 1}" in why for why in on.stats.refused()["router"]), on.stats.refused()
    assert torch.equal(ids, fn(logits, scale)[1])


def test_router_bounds_are_the_kernels():
    from gemma4_passes.kernels import router_topk_softmax_scale
    from gemma4_passes.patterns import router

    assert (router.MAX_K, router.MAX_EXPERTS) == (router_topk_softmax_scale.MAX_K, router_topk_softmax_scale.MAX_EXPERTS)


# -- the MoE experts at any top-k ---------------------------------------------------------------------
class _Experts(torch.nn.Module):
    """SGLang's native MoE experts (``fused_moe_forward_native``) behind a top-k of ``k``."""

    def __init__(self, experts, hidden, inter, k):
        super().__init__()
        import types

        g = torch.Generator().manual_seed(experts + k)
        self.k = k
        self.w13_weight = torch.nn.Parameter(torch.randn(experts, 2 * inter, hidden, generator=g) * hidden**-0.5,
                                             requires_grad=False)
        self.w2_weight = torch.nn.Parameter(torch.randn(experts, hidden, inter, generator=g) * inter**-0.5,
                                            requires_grad=False)
        self.moe_runner_config = types.SimpleNamespace(activation="gelu", apply_router_weight_on_input=False,
                                                       gemm1_alpha=None)

    def forward(self, x, logits):
        from sglang.srt.layers.moe.fused_moe_native import fused_moe_forward_native
        from sglang.srt.layers.moe.token_dispatcher import StandardDispatchOutput
        from sglang.srt.layers.moe.topk import StandardTopKOutput

        w, ids = torch.topk(logits.softmax(-1), self.k)
        d = StandardDispatchOutput(hidden_states=x, hidden_states_scale=None,
                                   topk_output=StandardTopKOutput(w, ids.to(torch.int32), logits))
        return fused_moe_forward_native(self, d).hidden_states


@pytest.mark.parametrize("k,experts", [(1, 4), (3, 7), (8, 8)])
def test_moe_experts_any_top_k(sglang_ops, k, experts):
    """One expert per token traces to other views than several (einsum drops size-1 dims): both
    forms are registered, so any top-k fuses, at one token and at several."""
    m = _Experts(experts, 48, 16, k)
    on, off = compile_with_passes(m, ["moe_experts"]), compile_with_passes(m, [])
    with torch.no_grad():
        for T in (1, 3, 17):
            x, logits = torch.randn(T, 48), torch.randn(T, experts)
            got, unfused = on(x, logits), off(x, logits)
            assert (got - unfused).abs().max().item() <= 1e-5 * max(1.0, unfused.abs().max().item()), T
    assert on.matches() == {"moe_experts": len(on.graphs_after)}
    for before, after in zip(on.graphs_before, on.graphs_after):
        assert after["gemma4.moe_experts"] == 1
        for gone in ("aten.bmm", "aten.erf", "aten.index"):
            assert before[gone] > 0 and after[gone] == 0, (gone, after)


# -- the next layer's input norm, folded into a layer's tail -----------------------------------------
# tail pass, tail graph and reference, fused op
NEXT_NORM_CASES = {
    "dense": ("ffn_tail_dense", "ffn_tail_dense", "gemma4.rmsnorm_add_scale_next_norm"),
    "ple": ("ple_tail", "ple_tail", "gemma4.rmsnorm_add_scale_next_norm"),
    "moe": ("ffn_tail_moe", "ffn_tail_moe", "gemma4.ffn_tail_moe_next_norm"),
}


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bf16", "fp32"])
@pytest.mark.parametrize("tail", list(NEXT_NORM_CASES))
def test_next_input_norm(sglang_ops, tail, dtype):
    tail_pass, case_name, fused_op = NEXT_NORM_CASES[tail]
    case = CASES[case_name]
    fn, ref = with_next_norm(case.fn), with_next_norm_ref(case.ref)
    torch.manual_seed(0)
    on = compile_with_passes(fn, [tail_pass, "next_input_norm"], dynamic=True)
    off = compile_with_passes(fn, [tail_pass], dynamic=True)
    for T in TOKENS:
        for H in case.widths:
            inputs = case.make(T, H, dtype) + weights(1)(H, dtype)
            got, unfused, want = on(*inputs), off(*inputs), ref(*inputs)
            for i, (g, u, r) in enumerate(zip(got, unfused, want)):
                where = f"{tail} {dtype} T={T} H={H} output {i}"
                assert torch.isfinite(g).all() and g.dtype == u.dtype, where
                assert r.abs().max() > 0.5, where  # never compare on (near) zeros
                assert (g.double() - u.double()).abs().max().item() <= tol(dtype, r), where
                assert (g.double() - r).abs().max().item() <= tol(dtype, r), where
    tail_op = case.fused_op
    assert 1 <= len(on.graphs_after) <= 2
    for before, after, rec in zip(on.graphs_before, on.graphs_after, on.stats.graphs):
        assert rec.matches == {tail_pass: 1, "next_input_norm": 1}, rec.matches
        assert after[fused_op] == 1 and after[tail_op] == 0, after
        for op in NORM_OPS if tail != "ple" else ("aten.mean", "aten.pow"):
            assert before[op] > 0
            assert after[op] == 0, f"{op} left after next_input_norm: {after}"
    for after in off.graphs_after:
        assert after[fused_op] == 0 and after[tail_op] == 1  # the tail alone, the norm unfused


def _next_norm_near(tail, norm):
    def fn(x, r, w, scalar, w_next):
        out = tail(x, r, w, scalar)
        return out, norm(w_next, out)

    return fn


NEXT_NORM_NEAR_MISSES = {
    # another eps than the tail's (the pattern has one ``rms_norm_eps``)
    "eps": lambda w, out: RMS(rmsnorm(w, eps=1e-5), out),
    # the weight applied after the cast back to bf16
    "weight_after_cast": lambda w, out: RMS(rmsnorm(w, cast_before=True), out),
    # a Gemma-3 style ``1 + w`` norm (Gemma4RMSNorm with scale_shift 1)
    "gemma3_1_plus_w": lambda w, out: G4RMS(gemma4_norm(w, scale_shift=1.0), out),
    # the norm of something else than the stream: the stream plus a bias
    "not_the_stream": lambda w, out: RMS(rmsnorm(w), out + 1.0),
}


@pytest.mark.parametrize("miss", list(NEXT_NORM_NEAR_MISSES))
def test_next_input_norm_near_miss(sglang_ops, miss):
    fn = _next_norm_near(ffn_tail_dense, NEXT_NORM_NEAR_MISSES[miss])
    on = compile_with_passes(fn, ["ffn_tail_dense", "next_input_norm"])
    inputs = CASES["ffn_tail_dense"].make(17, 1536, torch.bfloat16) + weights(1)(1536, torch.bfloat16)
    got, want = on(*inputs), fn(*inputs)
    assert on.matches() == {"ffn_tail_dense": 1, "next_input_norm": 0}
    for counts in on.graphs_after:
        assert counts["gemma4.rmsnorm_add_scale"] == 1 and counts["gemma4.rmsnorm_add_scale_next_norm"] == 0
    for g, w in zip(got, want):
        assert (g.double() - w.double()).abs().max().item() <= tol(torch.bfloat16, w.double())
