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

from dataclasses import dataclass, field
from typing import Callable, Dict, List, Sequence

import pytest
import torch

from gemma4_passes.testing import compile_with_passes, op_counts, torch_at_least

TOKENS = (1, 3, 17, 257)
HIDDEN = (1536, 2560, 2816, 5376)
EPS = 1e-6
NORM_OPS = ("aten.rsqrt", "aten.mean", "aten.pow")


# -- SGLang's modules, with weights as inputs ------------------------------------------
class _Holder:
    """Carries the attributes SGLang's forward_native reads, built inside the compiled fn."""


def rmsnorm(w, eps=EPS, cast_before=False):
    m = _Holder()
    m.weight, m.variance_epsilon, m.hidden_size = w, eps, w.shape[0]
    m.override_orig_dtype, m.fp32_residual, m.variance_size_override = None, False, None
    m.cast_x_before_out_mul = cast_before
    return m


_SGLANG = {}


class _Gemma4Norm(_Holder):
    def _norm(self, x):
        return _SGLANG["Gemma4RMSNorm"]._norm(self, x)


@pytest.fixture
def sglang_ops(sglang_cpu):
    from sglang.srt.layers.layernorm import Gemma4RMSNorm

    _SGLANG["Gemma4RMSNorm"] = Gemma4RMSNorm
    return sglang_cpu


def gemma4_norm(w, eps=EPS, scale_shift=0.0, with_scale=True):
    m = _Gemma4Norm()
    m.weight, m.eps, m.with_scale, m.scale_shift = w, eps, with_scale, scale_shift
    return m


def RMS(m, x, residual=None):
    from sglang.srt.layers.layernorm import RMSNorm

    if residual is None:
        return RMSNorm.forward_native(m, x)
    return RMSNorm.forward_native(m, x, residual)


def G4RMS(m, x):
    from sglang.srt.layers.layernorm import Gemma4RMSNorm

    return Gemma4RMSNorm.forward_native(m, x)


def gelu_and_mul(x, approximate="tanh"):
    from sglang.srt.layers.activation import GeluAndMul

    m = _Holder()
    m.approximate = approximate
    return GeluAndMul.forward_native(m, x)


# -- fp64 references ------------------------------------------------------------------------
def rms64(x, w, eps=EPS):
    x = x.double()
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * w.double()


def gelu64(x):
    return torch.nn.functional.gelu(x.double(), approximate="tanh")


# -- the graphs -----------------------------------------------------------------------------------
def post_attn_dense(x, r, w1, w2):
    y = RMS(rmsnorm(w1), x)
    return RMS(rmsnorm(w2), y, r)


def post_attn_dense_ref(x, r, w1, w2):
    s = rms64(x, w1) + r.double()
    return rms64(s, w2), s


def post_attn_moe(x, r, w1, w2, wr, w3):
    out, s = post_attn_dense(x, r, w1, w2)
    return out, s, G4RMS(gemma4_norm(wr), s), RMS(rmsnorm(w3), s)


def post_attn_moe_ref(x, r, w1, w2, wr, w3):
    out, s = post_attn_dense_ref(x, r, w1, w2)
    return out, s, rms64(s, wr), rms64(s, w3)


def post_attn_moe_unscaled(x, r, w1, w2, w3):
    """The router norm as SGLang's native path runs it without the router fix: no weight."""
    out, s = post_attn_dense(x, r, w1, w2)
    return out, s, G4RMS(gemma4_norm(w3, with_scale=False), s), RMS(rmsnorm(w3), s)


def post_attn_moe_unscaled_ref(x, r, w1, w2, w3):
    out, s = post_attn_dense_ref(x, r, w1, w2)
    return out, s, rms64(s, torch.ones_like(w3)), rms64(s, w3)


def ffn_tail_dense(x, r, w, scalar):
    return (RMS(rmsnorm(w), x) + r) * scalar


def ffn_tail_dense_ref(x, r, w, scalar):
    return (rms64(x, w) + r.double()) * scalar.double()


def ffn_tail_ple(x, r, w):
    return RMS(rmsnorm(w), x) + r


def ffn_tail_ple_ref(x, r, w):
    return rms64(x, w) + r.double()


def ffn_tail_moe(mlp, moe, r, w1, w2, w3, scalar):
    h = RMS(rmsnorm(w1), mlp) + RMS(rmsnorm(w2), moe)
    return (RMS(rmsnorm(w3), h) + r) * scalar


def ffn_tail_moe_ref(mlp, moe, r, w1, w2, w3, scalar):
    h = rms64(mlp, w1) + rms64(moe, w2)
    return (rms64(h, w3) + r.double()) * scalar.double()


def ple_tail(x, r, w, scalar):
    return (r + G4RMS(gemma4_norm(w), x)) * scalar


def ple_tail_ref(x, r, w, scalar):
    return (r.double() + rms64(x, w)) * scalar.double()


def gelu_tanh_mul(x):
    return gelu_and_mul(x)


def gelu_tanh_mul_ref(x):
    d = x.shape[-1] // 2
    return gelu64(x[..., :d]) * x[..., d:].double()


def router(logits, scale):
    # SGLang's routing function is a closure inside Gemma4MoE.__init__; this
    # is its exact mirror (the real-layer test shows both trace alike).
    from gemma4_passes.native import routing_native

    return routing_native(logits, scale, 8)


def router_moe_input(logits, scale):
    # ... with the routing function's last casts, as it hands them to the MoE.
    w, ids = router(logits, scale)
    return w.to(torch.float32), ids.to(torch.int32)


def router_ref(logits, scale):
    vals, ids = torch.topk(logits.double(), 8, dim=-1)
    return torch.softmax(vals, -1) * scale.double()[ids], ids


# -- inputs ---------------------------------------------------------------------------------------
def rows(n):
    return lambda T, H, dt: [torch.randn(T, H, dtype=dt) for _ in range(n)]


def weights(n):
    # Gemma-4 norm weights are O(1) around 1 after training; random ones keep it honest.
    return lambda H, dt: [torch.randn(H, dtype=dt) * 0.5 + 1 for _ in range(n)]


def scalar(dt):
    return torch.rand(1, dtype=dt) + 0.5


@dataclass
class Case:
    fn: Callable
    ref: Callable
    make: Callable  # (T, H, dtype) -> inputs
    fused_op: str
    gone: Sequence[str]
    widths: Sequence[int] = HIDDEN


CASES: Dict[str, Case] = {
    "post_attn_dense": Case(
        post_attn_dense, post_attn_dense_ref,
        lambda T, H, dt: rows(2)(T, H, dt) + weights(2)(H, dt),
        "gemma4.rmsnorm_add_rmsnorm", NORM_OPS,
    ),
    "post_attn_moe": Case(
        post_attn_moe, post_attn_moe_ref,
        lambda T, H, dt: rows(2)(T, H, dt) + weights(4)(H, dt),
        "gemma4.post_attn_norms_moe", NORM_OPS,
    ),
    "ffn_tail_dense": Case(
        ffn_tail_dense, ffn_tail_dense_ref,
        lambda T, H, dt: rows(2)(T, H, dt) + weights(1)(H, dt) + [scalar(dt)],
        "gemma4.rmsnorm_add_scale", NORM_OPS,
    ),
    "ffn_tail_moe": Case(
        ffn_tail_moe, ffn_tail_moe_ref,
        lambda T, H, dt: rows(3)(T, H, dt) + weights(3)(H, dt) + [scalar(dt)],
        "gemma4.ffn_tail_moe", NORM_OPS,
    ),
    "ple_tail": Case(
        ple_tail, ple_tail_ref,
        lambda T, H, dt: rows(2)(T, H, dt) + weights(1)(H, dt) + [scalar(dt)],
        "gemma4.rmsnorm_add_scale", ("aten.mean", "aten.pow"),  # Gemma4RMSNorm: pow(-0.5)
    ),
    "gelu_tanh_mul": Case(
        gelu_tanh_mul, gelu_tanh_mul_ref,
        lambda T, H, dt: [torch.randn(T, 2 * H, dtype=dt)],
        "gemma4.gelu_tanh_mul", ("aten.tanh",),
    ),
    "router": Case(
        router, router_ref,
        lambda T, E, dt: [torch.randn(T, E, dtype=dt) * 3, torch.rand(E, dtype=dt) + 0.5],
        "gemma4.router_topk_softmax_scale", ("aten.topk", "aten.amax", "aten.exp"),
        widths=(128,),
    ),
}
CASES["post_attn_moe[router fix off]"] = Case(
    post_attn_moe_unscaled, post_attn_moe_unscaled_ref,
    lambda T, H, dt: rows(2)(T, H, dt) + weights(3)(H, dt),
    "gemma4.post_attn_norms_moe", NORM_OPS,
)
CASES["router[moe input]"] = Case(
    router_moe_input, router_ref, CASES["router"].make,
    "gemma4.router_topk_softmax_scale", ("aten.topk", "aten.amax", "aten.exp"), widths=(128,),
)
# The PLE models' FFN tail has no scalar; the same pass takes it.
CASES["ffn_tail_dense[ple]"] = Case(
    ffn_tail_ple, ffn_tail_ple_ref,
    lambda T, H, dt: rows(2)(T, H, dt) + weights(1)(H, dt),
    "gemma4.rmsnorm_add_scale", NORM_OPS,
)


def tol(dtype, ref):
    scale = max(1.0, ref.abs().max().item())
    # bf16: eager rounds each intermediate, Inductor fuses in fp32: a few ulps.
    return {torch.bfloat16: 2**-6, torch.float16: 2**-9, torch.float32: 2e-6}[dtype] * scale


def as_list(out):
    return list(out) if isinstance(out, (tuple, list)) else [out]


def assert_fused_once(on, off, pass_name: str, case: "Case") -> None:
    """Each graph compiled with the pass: one match, the fused op in, the unfused ops
    out (and in the graph before it); compiled without it: no fused op."""
    for before, after, rec in zip(on.graphs_before, on.graphs_after, on.stats.graphs):
        assert rec.matches == {pass_name: 1}, rec.matches
        assert after[case.fused_op] == 1, after
        for op in case.gone:
            assert before[op] > 0, f"{op} not in the unfused graph: the test graph is wrong"
            assert after[op] == 0, f"{op} still in the graph after {pass_name}: {after}"
    for counts in off.graphs_after:
        assert counts[case.fused_op] == 0


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


# -- the one-token GEMV form (torch 2.11 on CUDA) ------------------------------------------------------
# At one token on CUDA Inductor decomposes the down projection into an fp32
# multiply-and-sum; torch 2.11 then drops its bf16 round trip into the
# post-feedforward norm, which reads the fp32 sum and still rounds its own
# output (the post-grad graph of the 26B-A4B layer on the GPU machine). Here
# the fp32 sum is an input, and the norm is SGLang's RMSNorm on it, rounded.
def _gemv_norm(w, x32, dtype):
    return RMS(rmsnorm(w), x32).to(dtype)


def ffn_tail_moe_gemv(mlp32, moe, r, w1, w2, w3, scalar):
    h = _gemv_norm(w1, mlp32, moe.dtype) + RMS(rmsnorm(w2), moe)
    return (RMS(rmsnorm(w3), h) + r) * scalar


def ffn_tail_dense_gemv(x32, r, w, scalar):
    return (_gemv_norm(w, x32, r.dtype) + r) * scalar


def ffn_tail_ple_gemv(x32, r, w):
    return _gemv_norm(w, x32, r.dtype) + r


def ple_tail_gemv(x32, r, w, scalar):
    return (r + G4RMS(gemma4_norm(w), x32).to(r.dtype)) * scalar


def _fp32_first(make):
    def inputs(T, H, dt):
        got = make(T, H, dt)
        return [torch.randn(T, H, dtype=torch.float32) * 3] + got[1:]

    return inputs


GEMV_CASES: Dict[str, Case] = {
    "ffn_tail_moe": Case(ffn_tail_moe_gemv, ffn_tail_moe_ref, _fp32_first(CASES["ffn_tail_moe"].make),
                         "gemma4.ffn_tail_moe", NORM_OPS),
    "ffn_tail_dense": Case(ffn_tail_dense_gemv, ffn_tail_dense_ref, _fp32_first(CASES["ffn_tail_dense"].make),
                           "gemma4.rmsnorm_add_scale", NORM_OPS),
    "ffn_tail_dense[ple]": Case(ffn_tail_ple_gemv, ffn_tail_ple_ref, _fp32_first(CASES["ffn_tail_dense[ple]"].make),
                                "gemma4.rmsnorm_add_scale", NORM_OPS),
    "ple_tail": Case(ple_tail_gemv, ple_tail_ref, _fp32_first(CASES["ple_tail"].make),
                     "gemma4.rmsnorm_add_scale", CASES["ple_tail"].gone),
}


def post_attn_dense_gemv(x32, r, w1, w2):
    """The dense block between two one-token GEMVs under torch 2.11 (``fp32`` x from the o
    projection, the pre-feedforward norm read in fp32 by gate/up): SGLang's norm on the
    fp32 sum, then the residual add, ``s`` stored in bf16, the second norm unrounded."""
    s32 = RMS(rmsnorm(w1), x32) + r.float()
    out32 = s32 * torch.rsqrt(s32.pow(2).mean(-1, keepdim=True) + EPS) * w2
    return out32, s32.to(r.dtype)


def post_attn_moe_gemv(x32, r, w1, w2, wr, w3):
    out32, s = post_attn_dense_gemv(x32, r, w1, w2)
    sf = s.float()  # the router's Gemma4RMSNorm, read in fp32 by the router's GEMV
    router32 = sf * torch.pow(sf.pow(2).mean(-1, keepdim=True) + EPS, -0.5) * (wr.float() + 0.0)
    return out32, s, router32, RMS(rmsnorm(w3), s)


POST_ATTN_GEMV_CASES: Dict[str, Case] = {
    "post_attn_dense": Case(post_attn_dense_gemv, post_attn_dense_ref, _fp32_first(CASES["post_attn_dense"].make),
                            "gemma4.rmsnorm_add_rmsnorm", NORM_OPS),
    "post_attn_moe": Case(post_attn_moe_gemv, post_attn_moe_ref, _fp32_first(CASES["post_attn_moe"].make),
                          "gemma4.post_attn_norms_moe", NORM_OPS),
}


@pytest.mark.parametrize("case_name", list(POST_ATTN_GEMV_CASES))
def test_post_attn_block_matches_the_one_token_gemv_form(sglang_ops, case_name):
    """The post-attention block in torch 2.11's one-token GEMV form: matched once, its
    norms gone, its outputs (the GEMVs' inputs in fp32) equal to the unfused compile
    and to fp64 within bf16 rounding, every width and token count."""
    case = POST_ATTN_GEMV_CASES[case_name]
    torch.manual_seed(2)
    dt = torch.bfloat16
    on = compile_with_passes(case.fn, [case_name], dynamic=True)
    off = compile_with_passes(case.fn, [], dynamic=True)
    for T in TOKENS:
        for H in case.widths:
            inputs = case.make(T, H, dt)
            assert inputs[0].dtype == torch.float32 and inputs[1].dtype == dt
            got, unfused, ref = as_list(on(*inputs)), as_list(off(*inputs)), as_list(case.ref(*inputs))
            for i, (g, u, r) in enumerate(zip(got, unfused, ref)):
                where = f"{case_name} T={T} H={H} output {i}"
                assert g.dtype == u.dtype and torch.isfinite(g).all(), where
                assert r.abs().max() > 0.5, where
                assert (g.double() - u.double()).abs().max().item() <= tol(dt, r), where
                assert (g.double() - r).abs().max().item() <= tol(dt, r), where
            assert [g.dtype for g in got] == [torch.float32, dt] + ([torch.float32, dt] if len(got) == 4 else [])
    assert_fused_once(on, off, case_name, case)


def post_attn_dense_gemv_residual_fp32(x32, r, w1, w2):
    # near miss: the residual kept in fp32 (not what SGLang stores)
    s32 = RMS(rmsnorm(w1), x32) + r.float()
    return s32 * torch.rsqrt(s32.pow(2).mean(-1, keepdim=True) + EPS) * w2, s32


def test_post_attn_gemv_form_with_an_fp32_residual_does_not_match(sglang_ops):
    on = compile_with_passes(post_attn_dense_gemv_residual_fp32, ["post_attn_dense"])
    inputs = POST_ATTN_GEMV_CASES["post_attn_dense"].make(17, 2816, torch.bfloat16)
    got, want = on(*inputs), post_attn_dense_gemv_residual_fp32(*inputs)
    assert on.matches() == {"post_attn_dense": 0}
    for g, w in zip(got, want):
        assert g.dtype == torch.float32 and (g.double() - w.double()).abs().max().item() <= tol(torch.bfloat16, w.double())


@pytest.mark.parametrize("case_name", list(GEMV_CASES))
def test_tail_matches_the_one_token_gemv_form(sglang_ops, case_name):
    """The tail with its first input an fp32 GEMV sum: matched, unfused ops gone,
    equal to the unfused compile and to fp64 (bf16 model, every width and token count),
    and with the next layer's input norm folded in as in the bf16 form."""
    case = GEMV_CASES[case_name]
    pass_name = case_name.split("[")[0]
    fused_next = "gemma4.ffn_tail_moe_next_norm" if pass_name == "ffn_tail_moe" else "gemma4.rmsnorm_add_scale_next_norm"
    torch.manual_seed(1)
    dt = torch.bfloat16
    on = compile_with_passes(case.fn, [pass_name], dynamic=True)
    off = compile_with_passes(case.fn, [], dynamic=True)
    chained = compile_with_passes(_next_norm(case.fn), [pass_name, "next_input_norm"], dynamic=True)
    for T in TOKENS:
        for H in case.widths:
            inputs = case.make(T, H, dt)
            assert inputs[0].dtype == torch.float32 and inputs[1].dtype == dt
            got, unfused, ref = on(*inputs), off(*inputs), case.ref(*inputs)
            where = f"{case_name} T={T} H={H}"
            assert got.dtype == unfused.dtype == dt and torch.isfinite(got).all(), where
            assert ref.abs().max() > 0.5, where
            assert (got.double() - unfused.double()).abs().max().item() <= tol(dt, ref), where
            assert (got.double() - ref).abs().max().item() <= tol(dt, ref), where
            w_next = weights(1)(H, dt)
            out, normed = chained(*inputs, *w_next)
            ref_out, ref_normed = _next_norm_ref(case.ref)(*inputs, *w_next)
            assert (out.double() - ref_out).abs().max().item() <= tol(dt, ref_out), where
            assert (normed.double() - ref_normed).abs().max().item() <= tol(dt, ref_normed), where
    assert_fused_once(on, off, pass_name, case)
    for after, rec in zip(chained.graphs_after, chained.stats.graphs):
        assert rec.matches == {pass_name: 1, "next_input_norm": 1}, rec.matches
        assert after[fused_next] == 1 and after[case.fused_op] == 0, after
        assert all(after[op] == 0 for op in NORM_OPS), after


def _one_token_cuda_graph(fn, args):
    """``fn`` traced on fake CUDA tensors as Inductor sees it at one token under SGLang's
    coordinate-descent tuning (each matmul an fp32 multiply-and-sum), then through the
    installed torch's own joint-graph patterns (``pointless_convert`` among them), then,
    as the manager does before its passes, without no-op arithmetic (``cleanup.DropNoops``)."""
    from torch._inductor import config
    from torch._inductor import pattern_matcher as pm
    from torch._inductor.fx_passes import joint_graph
    from torch._subclasses.fake_tensor import FakeTensorMode

    from gemma4_passes.cleanup import DropNoops

    with FakeTensorMode(), config.patch(coordinate_descent_tuning=True):
        fake = [torch.empty(a.shape, dtype=a.dtype, device="cuda") for a in args]
        gm = pm.fwd_only(fn, fake)
        joint_graph.lazy_init()
        joint_graph.patterns.apply(gm.graph)
    DropNoops().run(gm.graph)
    return gm


def _assert_gemv_graph_fused_once(gm, pass_name: str, fused: str, gemvs: int) -> None:
    """``gm``'s matmuls are Inductor's multiply-and-sums (at least ``gemvs`` sums); the pass
    matches once, and leaves the fused op and no norm."""
    from gemma4_passes import builtin

    before = op_counts(gm.graph)
    assert before["aten.mm"] == 0 and before["aten.sum"] >= gemvs, before
    p = builtin.passes()[pass_name].factory()
    assert p.run(gm.graph) == 1, p.refused
    after = op_counts(gm.graph)
    assert after[fused] == 1 and all(after[op] == 0 for op in NORM_OPS), after


@pytest.mark.parametrize("layer", ["moe", "dense"])
def test_tail_after_a_one_token_cuda_gemv_matches(sglang_ops, layer):
    """Whatever the installed torch leaves of the down projection's bf16 round trip
    (2.14 keeps it; 2.11 drops it, the GEMV form), the tail pass matches once."""
    import torch.nn.functional as F

    H, I, dt = 2816, 2112, torch.bfloat16
    if layer == "moe":
        pass_name, fused = "ffn_tail_moe", "gemma4.ffn_tail_moe"

        def fn(act, w_down, moe, r, w1, w2, w3, scalar):
            return ffn_tail_moe(F.linear(act, w_down), moe, r, w1, w2, w3, scalar)

        args = [torch.empty(1, I, dtype=dt), torch.empty(H, I, dtype=dt)] + rows(2)(1, H, dt) + weights(3)(H, dt) + [scalar(dt)]
    else:
        pass_name, fused = "ffn_tail_dense", "gemma4.rmsnorm_add_scale"

        def fn(act, w_down, r, w, scalar):
            return ffn_tail_dense(F.linear(act, w_down), r, w, scalar)

        args = [torch.empty(1, I, dtype=dt), torch.empty(H, I, dtype=dt)] + rows(1)(1, H, dt) + weights(1)(H, dt) + [scalar(dt)]
    _assert_gemv_graph_fused_once(_one_token_cuda_graph(fn, args), pass_name, fused, gemvs=1)


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
@pytest.mark.parametrize("layer", ["moe", "dense"])
def test_post_attn_block_between_one_token_cuda_gemvs(sglang_ops, layer, torch211):
    """The post-attention block at one token on CUDA: the o projection's GEMV feeds it,
    and the MLP's gate/up GEMV (and the router's) read its outputs. The installed
    torch 2.14 keeps each bf16 round trip; torch 2.11's ``pointless_convert`` drops
    the single-use ones (emulated here by ``graph_forms._drop_round_trips``), and then
    the block is in its GEMV form (``native.post_attn_of_fp32_gemv``). Either way
    the pass matches once and no norm is left."""
    import torch.nn.functional as F

    from gemma4_passes.graph_forms import _drop_round_trips

    H, A, I, E, dt = 2816, 4096, 2112, 128, torch.bfloat16
    act = [torch.empty(1, A, dtype=dt), torch.empty(H, A, dtype=dt)]
    gate_up = torch.empty(2 * I, H, dtype=dt)
    if layer == "moe":
        pass_name, fused = "post_attn_moe", "gemma4.post_attn_norms_moe"

        def fn(a, w_o, r, w1, w2, wr, w3, w_gu, w_router):
            out, s, router_in, moe_in = post_attn_moe(F.linear(a, w_o), r, w1, w2, wr, w3)
            return F.linear(out, w_gu), s, F.linear(router_in, w_router), moe_in

        args = act + rows(1)(1, H, dt) + weights(4)(H, dt) + [gate_up, torch.empty(E, H, dtype=dt)]
    else:
        pass_name, fused = "post_attn_dense", "gemma4.rmsnorm_add_rmsnorm"

        def fn(a, w_o, r, w1, w2, w_gu):
            out, s = post_attn_dense(F.linear(a, w_o), r, w1, w2)
            return F.linear(out, w_gu), s

        args = act + rows(1)(1, H, dt) + weights(2)(H, dt) + [gate_up]
    gm = _one_token_cuda_graph(fn, args)
    if torch211:
        dropped = _drop_round_trips(gm.graph)
        # x into the block, y inside it, and the one (MoE: two) outputs the GEMVs read;
        # none left on a torch that drops them itself
        assert dropped == ((4 if layer == "moe" else 3) if torch_at_least(2, 14) else 0), dropped
        gm.graph.eliminate_dead_code()
    _assert_gemv_graph_fused_once(gm, pass_name, fused, gemvs=3 if layer == "moe" else 2)


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
def test_ple_tail_after_a_one_token_cuda_gemv_matches(sglang_ops, torch211):
    """E2B/E4B's PLE tail at one token on CUDA: the per-layer-input projection is Inductor's
    multiply-and-sum; with its bf16 round trip into the norm dropped (torch 2.11, emulated by
    ``graph_forms._drop_round_trips``) the tail is in its GEMV form. Either way it matches once."""
    import torch.nn.functional as F

    from gemma4_passes.graph_forms import _drop_round_trips

    H, P, dt = 2560, 256, torch.bfloat16

    def fn(act, w_proj, r, w, scalar):
        return ple_tail(F.linear(act, w_proj), r, w, scalar)

    args = [torch.empty(1, P, dtype=dt), torch.empty(H, P, dtype=dt)] + rows(1)(1, H, dt) + weights(1)(H, dt) + [scalar(dt)]
    gm = _one_token_cuda_graph(fn, args)
    if torch211:
        dropped = _drop_round_trips(gm.graph)
        assert dropped == (1 if torch_at_least(2, 14) else 0), dropped
        gm.graph.eliminate_dead_code()
    _assert_gemv_graph_fused_once(gm, "ple_tail", "gemma4.rmsnorm_add_scale", gemvs=1)


def ffn_tail_moe_gemv_unrounded(mlp32, moe, r, w1, w2, w3, scalar):
    # near miss: the fp32 GEMV sum's norm is not rounded before the branch sum
    h = RMS(rmsnorm(w1), mlp32) + RMS(rmsnorm(w2), moe)
    return (RMS(rmsnorm(w3), h) + r) * scalar


def ffn_tail_dense_gemv_unrounded(x32, r, w, scalar):
    return (RMS(rmsnorm(w), x32) + r) * scalar


def ple_tail_gemv_unrounded(x32, r, w, scalar):
    return (r + G4RMS(gemma4_norm(w), x32)) * scalar


@pytest.mark.parametrize("fn,pass_name,make", [
    (ffn_tail_moe_gemv_unrounded, "ffn_tail_moe", GEMV_CASES["ffn_tail_moe"].make),
    (ffn_tail_dense_gemv_unrounded, "ffn_tail_dense", GEMV_CASES["ffn_tail_dense"].make),
    (ple_tail_gemv_unrounded, "ple_tail", GEMV_CASES["ple_tail"].make),
], ids=["moe", "dense", "ple"])
def test_gemv_form_without_the_rounding_does_not_match(sglang_ops, fn, pass_name, make):
    on = compile_with_passes(fn, [pass_name])
    inputs = make(17, 2816, torch.bfloat16)
    got, want = on(*inputs), fn(*inputs)
    assert on.matches() == {pass_name: 0}
    assert (got.double() - want.double()).abs().max().item() <= tol(torch.bfloat16, want.double())


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
    assert p._registered == {(False, torch.bfloat16)}
    # a one-token matmul as Inductor decomposes it on CUDA: fp32 multiply-and-sum of upcasts
    import torch.nn.functional as F

    bf = torch.bfloat16
    gemv = _one_token_cuda_graph(lambda x, w: F.linear(x, w).relu(), [torch.empty(1, 8, dtype=bf), torch.empty(4, 8, dtype=bf)])
    assert compute_dtypes(gemv.graph) == {bf}, gemv.graph
    # ... with the activation's round trip dropped (torch 2.11): still the weight's dtype
    dropped = _one_token_cuda_graph(lambda x, w: (x.unsqueeze(2) * w.t().float().unsqueeze(0)).sum(1),
                                    [torch.empty(1, 8), torch.empty(4, 8, dtype=bf)])
    assert compute_dtypes(dropped.graph) == {bf}, dropped.graph
    # a sum of a product that is not a matmul's decomposition does not count
    not_gemv = make_fx(lambda a, b: (a * b).sum(1), tracing_mode="fake")(torch.randn(2, 2), torch.randn(2, 2)).graph
    assert compute_dtypes(not_gemv) is None
    without_mm = make_fx(lambda a: a.relu(), tracing_mode="fake")(torch.randn(2)).graph
    assert compute_dtypes(without_mm) is None
    p.run(without_mm)
    assert p._registered == {(False, d) for d in p.dtypes}


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
def _next_norm(tail):
    """A layer's tail, then the next layer's ``input_layernorm`` (SGLang's RMSNorm) of its output;
    the next layer reads both (the norm, and the stream as its residual)."""

    def fn(*args):
        *tail_args, w_next = args
        out = tail(*tail_args)
        return out, RMS(rmsnorm(w_next), out)

    return fn


def _next_norm_ref(tail_ref):
    def ref(*args):
        *tail_args, w_next = args
        out = tail_ref(*tail_args)
        return out, rms64(out, w_next)

    return ref


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
    fn, ref = _next_norm(case.fn), _next_norm_ref(case.ref)
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
