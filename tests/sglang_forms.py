"""SGLang's Gemma-4 math as the pattern tests compile it, with fp64 references and cases.

Each graph function calls SGLang 0.5.23's own ``forward_native`` methods (``RMSNorm``,
``Gemma4RMSNorm``, ``GeluAndMul``) with the weights passed as inputs, so one dynamic
compile covers every token count and hidden size; each has an fp64 twin (``*_ref``)
with no intermediate rounding. ``CASES`` ties a fusion's graph to its reference, its
inputs, the fused op it must leave and the unfused ops it must remove;
``assert_fused_once`` is the three-part proof every pattern test makes;
``one_token_cuda_graph`` traces a graph as Inductor sees it at one token on CUDA.
Tests that need SGLang's modules take the ``sglang_ops`` fixture (``conftest.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Sequence

import torch

from gemma4_passes.testing import op_counts

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


class _Gemma4Norm(_Holder):
    def _norm(self, x):
        from sglang.srt.layers.layernorm import Gemma4RMSNorm

        return Gemma4RMSNorm._norm(self, x)


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


def quantize(x):
    """SGLang's FP8-dynamic input quantization as ``unwrap_fp8_quant`` traces it: e4m3 values and
    per-row fp32 scales written into fresh outputs, as SGLang's ``scaled_fp8_quant`` calls it."""
    from gemma4_passes.unwrap.kernels import per_token_quant_fp8_into

    q = torch.empty(x.shape, dtype=torch.float8_e4m3fn, device=x.device)
    scale = torch.empty((x.shape[0], 1), dtype=torch.float32, device=x.device)
    per_token_quant_fp8_into(x, q, scale)
    return q, scale


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


def with_next_norm(tail):
    """A layer's tail, then the next layer's ``input_layernorm`` (SGLang's RMSNorm) of its output;
    the next layer reads both (the norm, and the stream as its residual)."""

    def fn(*args):
        *tail_args, w_next = args
        out = tail(*tail_args)
        return out, RMS(rmsnorm(w_next), out)

    return fn


def with_next_norm_ref(tail_ref):
    def ref(*args):
        *tail_args, w_next = args
        out = tail_ref(*tail_args)
        return out, rms64(out, w_next)

    return ref


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


# -- one token on CUDA, as Inductor sees it -----------------------------------------------------
def one_token_cuda_graph(fn, args):
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


def assert_gemv_graph_fused_once(gm, pass_name: str, fused: str, gemvs: int) -> None:
    """``gm``'s matmuls are Inductor's multiply-and-sums (at least ``gemvs`` sums); the pass
    matches once, and leaves the fused op and no norm."""
    from gemma4_passes import builtin

    before = op_counts(gm.graph)
    assert before["aten.mm"] == 0 and before["aten.sum"] >= gemvs, before
    p = builtin.passes()[pass_name].factory()
    assert p.run(gm.graph) == 1, p.take_refusals()
    after = op_counts(gm.graph)
    assert after[fused] == 1 and all(after[op] == 0 for op in NORM_OPS), after
