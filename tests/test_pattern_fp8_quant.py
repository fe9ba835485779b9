"""``gelu_quant_fp8`` and ``norm_quant_fp8``: a producer and SGLang's per-token FP8
quantization of its output, as one op.

The graphs are what an FP8-dynamic layer compiles to: SGLang's own ``GeluAndMul`` and
``RMSNorm`` ``forward_native`` code, then the quantization as ``unwrap_fp8_quant`` gives it
(``unwrap.kernels.per_token_quant_fp8_into`` writing into fresh outputs, as SGLang's
``scaled_fp8_quant`` calls it). For each fused form the test proves:
- the pass matched once per compiled graph (the producer passes too),
- the quantization's ops (amax, reciprocal, clamp) and the producer op are gone, the fused
  op is there,
- the outputs equal the same graph compiled without the FP8 pass, Inductor keeping eager's
  bf16 roundings: scales bit for bit, dequantized values within one e4m3 step (in practice
  equal), other outputs (the residual stream) equal; before torch 2.14, whose Inductor drops
  those roundings whatever the flag (2.11's ``pointless_convert``), within them,
at 1, 3, 17 and 257 tokens. gelu·up is matched after the ``gelu_tanh_mul`` pass (CPU) and as
plain torch (its CUDA form). Near misses stay unfused: a static scale, a per-tensor scale,
float8_e5m2, an epsilon added to the scale, no clamp.

The ops' numerics at Gemma-4's sizes are in ``test_ops_fp8_quant.py``; the Triton kernels'
in ``test_kernels_triton.py``.
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes.testing import compile_with_passes, op_counts, torch_at_least

from sglang_forms import (
    RMS, TOKENS, ffn_tail_dense, ffn_tail_moe, ffn_tail_ple, gelu_and_mul, post_attn_dense, post_attn_moe, quantize,
    rmsnorm,
)

FP8 = torch.float8_e4m3fn
QUANT_OPS = ("aten.amax", "aten.reciprocal", "aten.clamp_max", "aten.clamp_min")
WIDTHS = (64, 1536)
# Inductor keeps eager's bf16 roundings: the unfused compile computes what the fused op does. Before torch 2.14
# its ``pointless_convert`` drops them whatever the flag (tests/test_patterns_gemv_forms.py asks the same way).
OPTIONS = {"emulate_precision_casts": True}
KEEPS_ROUNDINGS = torch_at_least(2, 14)


def first_qkv_input(x, w):
    """The first layer's input norm (the embeddings'), a plain ``RMSNorm``."""
    return quantize(RMS(rmsnorm(w), x))


def mlp_down_input(gate_up):
    return quantize(gelu_and_mul(gate_up))


def gate_up_input(x, r, w1, w2):
    normed, s = post_attn_dense(x, r, w1, w2)
    return (*quantize(normed), s)


def ple_gate_input(x, r, w):
    """A PLE model's FFN tail: the residual stream and the PLE gate projection's input."""
    out = ffn_tail_ple(x, r, w)
    return (out, *quantize(out))


def next_qkv_input(x, r, w, scalar, w_next):
    out = ffn_tail_dense(x, r, w, scalar)
    return (out, *quantize(RMS(rmsnorm(w_next), out)))


def moe_mlp_input(x, r, w1, w2, wr, w3):
    """A MoE layer's post-attention block (26B-A4B): the dense MLP's input quantized, the router's and
    the experts' inputs as they are (the experts quantize theirs inside SGLang's fused MoE)."""
    out, s, router_in, moe_in = post_attn_moe(x, r, w1, w2, wr, w3)
    return (*quantize(out), s, router_in, moe_in)


def next_qkv_input_moe(mlp, moe, r, w1, w2, w3, scalar, w_next):
    """A MoE layer's tail (26B-A4B) and the next layer's input norm, quantized."""
    out = ffn_tail_moe(mlp, moe, r, w1, w2, w3, scalar)
    return (out, *quantize(RMS(rmsnorm(w_next), out)))


def _rows(T, H, mul=1.0):
    return torch.randn(T, H, dtype=torch.bfloat16) * mul


def _weight(H):
    return (1 + 0.5 * torch.randn(H)).to(torch.bfloat16)


CASES = {
    # name: (fn, passes, FP8 pass, fused op, producer op gone, make(T, H))
    "gelu_after_op": (mlp_down_input, ["gelu_tanh_mul", "gelu_quant_fp8"], "gelu_quant_fp8",
                      "gemma4.gelu_tanh_mul_quant_fp8", "gemma4.gelu_tanh_mul", lambda T, H: [_rows(T, 2 * H, 2.0)]),
    "gelu_plain": (mlp_down_input, ["gelu_quant_fp8"], "gelu_quant_fp8",
                   "gemma4.gelu_tanh_mul_quant_fp8", "aten.tanh", lambda T, H: [_rows(T, 2 * H, 2.0)]),
    "input_norm": (first_qkv_input, ["norm_quant_fp8"], "norm_quant_fp8", "gemma4.rmsnorm_quant_fp8", "aten.rsqrt",
                   lambda T, H: [_rows(T, H, 3.0), _weight(H)]),
    "post_attn": (gate_up_input, ["post_attn_dense", "norm_quant_fp8"], "norm_quant_fp8",
                  "gemma4.rmsnorm_add_rmsnorm_quant_fp8", "gemma4.rmsnorm_add_rmsnorm",
                  lambda T, H: [_rows(T, H), _rows(T, H, 4.0), _weight(H), _weight(H)]),
    "ple_tail": (ple_gate_input, ["ffn_tail_dense", "norm_quant_fp8"], "norm_quant_fp8",
                 "gemma4.rmsnorm_add_scale_quant_fp8", "gemma4.rmsnorm_add_scale",
                 lambda T, H: [_rows(T, H), _rows(T, H, 4.0), _weight(H)]),
    "next_norm": (next_qkv_input, ["ffn_tail_dense", "next_input_norm", "norm_quant_fp8"], "norm_quant_fp8",
                  "gemma4.rmsnorm_add_scale_next_norm_quant_fp8", "gemma4.rmsnorm_add_scale_next_norm",
                  lambda T, H: [_rows(T, H), _rows(T, H, 4.0), _weight(H), torch.tensor([0.75], dtype=torch.bfloat16),
                                _weight(H)]),
    "post_attn_moe": (moe_mlp_input, ["post_attn_moe", "norm_quant_fp8"], "norm_quant_fp8",
                      "gemma4.post_attn_norms_moe_quant_fp8", "gemma4.post_attn_norms_moe",
                      lambda T, H: [_rows(T, H), _rows(T, H, 4.0), *(_weight(H) for _ in range(4))]),
    "moe_next_norm": (next_qkv_input_moe, ["ffn_tail_moe", "next_input_norm", "norm_quant_fp8"], "norm_quant_fp8",
                      "gemma4.ffn_tail_moe_next_norm_quant_fp8", "gemma4.ffn_tail_moe_next_norm",
                      lambda T, H: [_rows(T, H), _rows(T, H, 2.0), _rows(T, H, 4.0), _weight(H), _weight(H),
                                    _weight(H), torch.tensor([0.75], dtype=torch.bfloat16), _weight(H)]),
}


def assert_same_quantization(got, want, where):
    """``(q, scale)`` pairs: scales bit for bit, dequantized values within one e4m3 step. On a torch
    whose Inductor drops eager's bf16 round trips (2.11) the unfused graph quantizes the unrounded row:
    its scales then within the bf16 roundings of the row's largest value (two at gelu·up: checked at 2^-7), and the
    e4m3 codes within one step of each other (a step up across a power of two is the larger code's)."""
    (q, s), (q_u, s_u) = got, want
    assert q.dtype == q_u.dtype == FP8 and q.shape == q_u.shape, where
    assert s.dtype == torch.float32 and s.shape == s_u.shape, where
    assert bool((s > 0).all()), where  # never compared on zero rows
    deq, deq_u = q.double() * s.double(), q_u.double() * s_u.double()
    assert bool(torch.isfinite(deq).all()), where
    if not KEEPS_ROUNDINGS:  # up to two roundings dropped (gelu·up: gelu's and the product's)
        assert_within_dropped_roundings((q, s), (q_u, s_u), 2.0 ** -7, 2.0 ** -3, where)
        return
    assert torch.equal(s, s_u), (where, (s - s_u).abs().max().item())
    # one e4m3 step: 2^-3 of the value, and 2^-9 of the scale among subnormals
    step = (deq_u.abs() * 2.0 ** -3).clamp_min(s_u.double() * 2.0 ** -9)
    assert bool(((deq - deq_u).abs() <= step).all()), where


def assert_within_dropped_roundings(got, want, scale_rel, step_rel, where):
    """``(q, scale)`` pairs where the unfused graph quantized an unrounded row: scales within ``scale_rel`` of
    each other, codes within one step of the format (``step_rel`` of the larger code; 2^-9 among subnormals)."""
    (q, s), (q_u, s_u) = got, want
    assert q.dtype == q_u.dtype, where
    assert bool(((s - s_u).abs() <= s_u.abs() * scale_rel).all()), (where, (s - s_u).abs().max().item())
    codes, codes_u = q.double(), q_u.double()
    step = (torch.maximum(codes.abs(), codes_u.abs()) * step_rel).clamp_min(2.0 ** -9)
    assert bool(((codes - codes_u).abs() <= step).all()), where


def _split(name, out):
    """The ``(q, scale)`` pair of a case's outputs and the rest."""
    out = list(out)
    if name in ("next_norm", "ple_tail", "moe_next_norm"):
        return (out[1], out[2]), [out[0]]
    return (out[0], out[1]), out[2:]


@pytest.mark.parametrize("name", list(CASES))
def test_fp8_quant_fused(sglang_cpu, name):
    fn, passes, fp8_pass, fused, producer, make = CASES[name]
    on = compile_with_passes(fn, passes, dynamic=True, options=OPTIONS)
    off = compile_with_passes(fn, [p for p in passes if p != fp8_pass], dynamic=True, options=OPTIONS)
    torch.manual_seed(0)
    for T in TOKENS:
        for H in WIDTHS:
            inputs = make(T, H)
            where = f"{name} T={T} H={H}"
            (q, s), rest = _split(name, on(*inputs))
            (q_u, s_u), rest_u = _split(name, off(*inputs))
            assert_same_quantization((q, s), (q_u, s_u), where)
            for r, r_u in zip(rest, rest_u):
                assert torch.equal(r, r_u), where
    # one static graph (T=1) and one dynamic
    assert 1 <= len(on.graphs_after) <= 2, len(on.graphs_after)
    expected = {p: 1 for p in passes}
    if "next_input_norm" in passes and not KEEPS_ROUNDINGS:
        # torch 2.11 drops the normed row's round trip: no bf16 row for next_input_norm, and
        # norm_quant_fp8 takes the tail, the norm and the quantization as one (its fold of next_input_norm)
        expected["next_input_norm"] = 0
    for before, after, rec in zip(on.graphs_before, on.graphs_after, on.stats.graphs):
        assert rec.matches == expected, rec.matches
        assert after[fused] == 1, after
        assert after[producer] == 0, after
        for op in QUANT_OPS:
            assert before[op] > 0, f"{op} not in the unfused graph: the test graph is wrong"
            assert after[op] == 0, f"{op} still in the graph after {fp8_pass}: {after}"
    for after in off.graphs_after:
        assert after[fused] == 0


# -- near misses ---------------------------------------------------------------------------
def _quantized(gate_up, *, per_tensor=False, fmax=448.0, dtype=FP8, eps=0.0, clamp=True):
    """gelu·up quantized with a dynamic scale in a form other than SGLang's per-token e4m3 one."""
    x = gelu_and_mul(gate_up).float()
    amax = x.abs().amax() if per_tensor else x.abs().amax(dim=-1, keepdim=True)
    scale = amax / fmax + eps if eps else amax / fmax
    inv = torch.where(scale == 0.0, 0.0, 1.0 / scale)
    y = (x * inv).clamp(-fmax, fmax) if clamp else x * inv
    return y.to(dtype), scale


def static_scale(gate_up, scale):
    """A static activation scale (a checkpoint's ``input_scale``)."""
    q = (gelu_and_mul(gate_up).float() * (1.0 / scale)).clamp(-448.0, 448.0).to(FP8)
    return q, scale


def per_tensor_scale(gate_up, _):
    return _quantized(gate_up, per_tensor=True)


def e5m2(gate_up, _):
    return _quantized(gate_up, fmax=57344.0, dtype=torch.float8_e5m2)


def eps_in_scale(gate_up, _):
    return _quantized(gate_up, eps=1e-10)


def no_clamp(gate_up, _):
    return _quantized(gate_up, clamp=False)


NEAR_MISSES = {f.__name__: f for f in (static_scale, per_tensor_scale, e5m2, eps_in_scale, no_clamp)}


@pytest.mark.parametrize("miss", list(NEAR_MISSES))
def test_near_miss_does_not_match(sglang_cpu, miss):
    fn = NEAR_MISSES[miss]
    on = compile_with_passes(fn, ["gelu_tanh_mul", "gelu_quant_fp8"], dynamic=False, options=OPTIONS)
    off = compile_with_passes(fn, [], dynamic=False, options=OPTIONS)
    inputs = [_rows(3, 2 * 64, 2.0), torch.tensor([[0.02]])]
    got, want = on(*inputs), off(*inputs)
    if KEEPS_ROUNDINGS:
        assert torch.equal(got[1], want[1])
        assert torch.equal(got[0].view(torch.uint8), want[0].view(torch.uint8))
    else:  # the unfused graph's gelu·up unrounded (torch 2.11), the fused gelu_tanh_mul's rounded; e5m2's step 2^-2
        assert_within_dropped_roundings(got, want, 2.0 ** -8, 2.0 ** -2, miss)
    for rec, after in zip(on.stats.graphs, on.graphs_after):
        assert rec.matches.get("gelu_quant_fp8", 0) == 0, rec.matches
        assert rec.matches.get("gelu_tanh_mul") == 1, rec.matches  # the producer still fused
        assert after["gemma4.gelu_tanh_mul_quant_fp8"] == 0, after


def test_product_with_another_reader_stays(sglang_cpu):
    """A product read besides its quantization (a bf16 GEMM beside the FP8 one) is not taken."""
    def fn(gate_up):
        act = gelu_and_mul(gate_up)
        return (*quantize(act), act.sum(-1))

    on = compile_with_passes(fn, ["gelu_tanh_mul", "gelu_quant_fp8"], dynamic=False, options=OPTIONS)
    on(_rows(3, 128, 2.0))
    assert [rec.matches for rec in on.stats.graphs] == [{"gelu_tanh_mul": 1, "gelu_quant_fp8": 0}]


def test_on_cuda_plain_gelu_taken(sglang_cpu):
    """On CUDA the ``gelu_tanh_mul`` pass leaves gelu·up to Inductor; with its FP8
    quantization after it (the down projection is SGLang's FP8 GEMM, which Inductor cannot
    fold the product into) ``gelu_quant_fp8`` takes the plain product. The post-grad form on
    fake CUDA tensors, the passes run on the graph directly."""
    from torch._inductor import pattern_matcher as pm
    from torch._subclasses.fake_tensor import FakeTensorMode

    from gemma4_passes import builtin
    from gemma4_passes.native import per_token_quant_fp8_graph_form

    def down_input(gate_up):  # the form Inductor hands the post-grad passes
        return per_token_quant_fp8_graph_form(gelu_and_mul(gate_up))

    with FakeTensorMode():
        gm = pm.fwd_only(down_input, [torch.empty(8, 2 * 2112, dtype=torch.bfloat16, device="cuda")])
    passes = builtin.passes()
    assert passes["gelu_tanh_mul"].factory().run(gm.graph) == 0
    assert passes["gelu_quant_fp8"].factory().run(gm.graph) == 1
    gm.graph.lint()
    after = op_counts(gm.graph)
    assert after["gemma4.gelu_tanh_mul_quant_fp8"] == 1, after
    for op in QUANT_OPS + ("aten.tanh",):
        assert after[op] == 0, (op, after)


# -- fold_upcasts: the o projection's bf16 output read by the quantizing norm op itself --------------
def test_upcast_row_is_read_by_the_norm_op(sglang_cpu):
    """An FP8 dense layer's post-attention block as torch 2.11 leaves it on CUDA: the o projection's
    bf16 output cast to fp32, the norms with the bf16 round trip after the pre-feedforward norm
    dropped (its output is quantized), i.e. ``native.post_attn_of_fp32_gemv`` of the cast. The
    fp32-input pattern matches with the cast outside it; ``fold_upcasts`` then gives the op the bf16
    row (the op widens it first either way): no cast left, the same bits as without the fold."""
    from gemma4_passes.native import post_attn_of_fp32_gemv

    def fn(x, r, w1, w2):
        out, s = post_attn_of_fp32_gemv(x.float(), r, w1, w2, 1e-6)
        return (*quantize(out), s)

    passes = ["post_attn_dense", "norm_quant_fp8", "fold_upcasts"]
    on = compile_with_passes(fn, passes, dynamic=False, options=OPTIONS)
    off = compile_with_passes(fn, passes[:-1], dynamic=False, options=OPTIONS)
    g = torch.Generator().manual_seed(5)
    for T, H in ((1, 5376), (8, 2816), (17, 1536)):
        x, r = (torch.randn(T, H, generator=g).bfloat16() for _ in range(2))
        w1, w2 = (torch.rand(H, generator=g) + 0.5 for _ in range(2))
        got, want = on(x, r, w1, w2), off(x, r, w1, w2)
        assert torch.equal(got[0].view(torch.uint8), want[0].view(torch.uint8)) and torch.equal(got[1], want[1])
        assert torch.equal(got[2], want[2])
        assert want[1].abs().max() > 0
    for rec, after in zip(on.stats.graphs, on.graphs_after):
        assert rec.matches == dict.fromkeys(passes, 1), rec.matches
        assert after["gemma4.rmsnorm_add_rmsnorm_quant_fp8"] == 1 and after["prims.convert_element_type"] == 0, after
    for rec, after in zip(off.stats.graphs, off.graphs_after):
        assert after["prims.convert_element_type"] == 1, after  # the cast the fold removes


def test_an_upcast_with_another_reader_stays(sglang_cpu):
    """A cast also read elsewhere is kept: the fold would save nothing."""
    from gemma4_passes.native import post_attn_of_fp32_gemv

    def fn(x, r, w1, w2):
        x32 = x.float()
        out, s = post_attn_of_fp32_gemv(x32, r, w1, w2, 1e-6)
        return (*quantize(out), s, x32.sum(-1))

    passes = ["post_attn_dense", "norm_quant_fp8", "fold_upcasts"]
    on = compile_with_passes(fn, passes, dynamic=False, options=OPTIONS)
    g = torch.Generator().manual_seed(6)
    on(*(torch.randn(3, 64, generator=g).bfloat16() for _ in range(2)), *(torch.rand(64, generator=g) + 0.5
                                                                          for _ in range(2)))
    assert [rec.matches for rec in on.stats.graphs] == [{"post_attn_dense": 1, "norm_quant_fp8": 1,
                                                         "fold_upcasts": 0}]


def _moe_post_attn_then_router(x, r, w1, w2, wr, w3, w_proj):
    """A 26B-A4B FP8 layer's post-attention block and router projection as torch 2.11 leaves them
    on CUDA: the o projection's output in fp32 (its bf16 round trip dropped), so ``post_attn_moe``'s
    fp32-input form matches, which hands the router its norm upcast; the router's bf16 projection
    (more than one token: not a GEMV) casts it back."""
    from gemma4_passes.native import gemma4_rmsnorm_fp32, post_attn_of_fp32_gemv, rmsnorm_native

    out, s = post_attn_of_fp32_gemv(x, r, w1, w2, 1e-6)
    router_in = gemma4_rmsnorm_fp32(s, wr, 1e-6)
    logits = torch.mm(router_in.to(r.dtype), w_proj.t())
    return out, s, logits, rmsnorm_native(s, w3, 1e-6)


def test_an_upcast_and_its_cast_back_are_the_row(sglang_cpu):
    """The router's input, our op's bf16 output upcast by the replacement and cast back by the
    router's projection, is read as written: both casts go (on the GPU an Inductor copy of the row
    before the router's GEMM), the same bits as without the fold."""
    passes = ["post_attn_moe", "fold_upcasts"]
    on = compile_with_passes(_moe_post_attn_then_router, passes, dynamic=False, options=OPTIONS)
    off = compile_with_passes(_moe_post_attn_then_router, passes[:-1], dynamic=False, options=OPTIONS)
    g = torch.Generator().manual_seed(7)
    for T, H in ((3, 2816), (17, 704)):
        x = torch.randn(T, H, generator=g)
        r = torch.randn(T, H, generator=g).bfloat16()
        w1, w2, wr, w3 = ((torch.rand(H, generator=g) + 0.5).bfloat16() for _ in range(4))
        w_proj = (torch.randn(128, H, generator=g) * H ** -0.5).bfloat16()
        got, want = on(x, r, w1, w2, wr, w3, w_proj), off(x, r, w1, w2, wr, w3, w_proj)
        for a, b in zip(got, want):
            assert a.dtype == b.dtype and torch.equal(a, b)
        assert want[2].abs().max() > 0
    for rec, after, before in zip(on.stats.graphs, on.graphs_after, off.graphs_after):
        assert rec.matches == dict.fromkeys(passes, 1), rec.matches
        assert after["gemma4.post_attn_norms_moe"] == 1, after
        assert after["prims.convert_element_type"] == before["prims.convert_element_type"] - 2, (after, before)


def _fold_upcasts_on_traced(fn, *args):
    """``fold_upcasts`` on ``fn``'s traced graph, no Inductor pass before it (whose no-op removal
    differs between torch versions): (folds, casts before, casts after)."""
    import torch._inductor.pattern_matcher as pm

    from gemma4_passes import builtin

    gm = pm.fwd_only(fn, list(args))
    before = op_counts(gm.graph)["prims.convert_element_type"]
    folds = builtin.passes()["fold_upcasts"].factory().run(gm.graph)
    gm.graph.lint()
    return folds, before, op_counts(gm.graph)["prims.convert_element_type"]


def test_a_round_trip_folds_on_its_own():
    """The rule alone: a bf16 and an fp16 row through fp32 and back are the rows."""
    def fn(x, h):
        return x.float().to(torch.bfloat16) * 2, h.float().to(torch.float16) * 2

    args = (torch.empty(5, 64, dtype=torch.bfloat16), torch.empty(5, 64, dtype=torch.float16))
    assert _fold_upcasts_on_traced(fn, *args) == (2, 4, 0)


def test_a_lossy_round_trip_stays():
    """Near misses, which change values: a bf16 row through fp16 and back, an fp32 row through
    bf16 and back, a bf16 row through fp32 to fp16."""
    def fn(x, y):
        return (x.to(torch.float16).to(torch.bfloat16) * 2, y.to(torch.bfloat16).to(torch.float32) * 2,
                x.float().to(torch.float16) * 2)

    args = (torch.empty(5, 64, dtype=torch.bfloat16), torch.empty(5, 64))
    assert _fold_upcasts_on_traced(fn, *args) == (0, 6, 6)


def test_a_round_trip_across_an_in_place_write_stays():
    """A row written in place between the upcast and the cast back (as SGLang's fused MoE writes
    its input) is no longer the value the upcast read: not folded."""
    def fn(x):
        up = x.float()
        x.mul_(2)
        return up.to(torch.bfloat16) + x

    assert _fold_upcasts_on_traced(fn, torch.empty(5, 64, dtype=torch.bfloat16)) == (0, 2, 2)


# -- the next layer's input norm in torch 2.11's form ---------------------------------------------------
def _norm_without_round_trip(out, w_next):
    """``rmsnorm_native(out, w_next)`` as torch 2.11 leaves it before a quantization: its
    ``pointless_convert`` drops the normed row's bf16 round trip into it (2.14 keeps a narrowing
    one), so the quantization reads the fp32 norm and no bf16 normed row is left for
    ``next_input_norm`` to match."""
    x32 = out.to(torch.float32)
    return x32 * torch.rsqrt(x32.pow(2).mean(dim=-1, keepdim=True) + 1e-6) * w_next


def next_qkv_input_no_round_trip(x, r, w, scalar, w_next):
    out = ffn_tail_dense(x, r, w, scalar)
    return (out, *quantize(_norm_without_round_trip(out, w_next)))


def next_qkv_input_moe_no_round_trip(mlp, moe, r, w1, w2, w3, scalar, w_next):
    out = ffn_tail_moe(mlp, moe, r, w1, w2, w3, scalar)
    return (out, *quantize(_norm_without_round_trip(out, w_next)))


# case: (the 2.11 form, the tail pass, its SGLang form (CASES), the fused op, the tail op left unfused)
NO_ROUND_TRIP = {
    "dense": (next_qkv_input_no_round_trip, "ffn_tail_dense", "next_norm",
              "gemma4.rmsnorm_add_scale_next_norm_quant_fp8", "gemma4.rmsnorm_add_scale"),
    "moe": (next_qkv_input_moe_no_round_trip, "ffn_tail_moe", "moe_next_norm",
            "gemma4.ffn_tail_moe_next_norm_quant_fp8", "gemma4.ffn_tail_moe"),
}


@pytest.mark.parametrize("case", list(NO_ROUND_TRIP))
def test_next_norm_without_round_trip_is_one_op(sglang_cpu, case):
    """The tail, the next input norm and the quantization become one quantizing tail op (not a tail
    and a separate ``rmsnorm_quant_fp8``); its values are SGLang's, i.e. the round-trip form
    compiled without the FP8 pass."""
    fn, tail_pass, sglang_case, fused, tail_op = NO_ROUND_TRIP[case]
    passes = [tail_pass, "next_input_norm", "norm_quant_fp8"]
    on = compile_with_passes(fn, passes, dynamic=False, options=OPTIONS)
    off = compile_with_passes(CASES[sglang_case][0], passes[:-1], dynamic=False, options=OPTIONS)
    make = CASES[sglang_case][-1]
    torch.manual_seed(1)
    for T, H in ((1, 1536), (3, 2560), (17, 2816), (257, 5376)):
        inputs = make(T, H)
        (q, s), rest = _split(sglang_case, on(*inputs))
        (q_u, s_u), rest_u = _split(sglang_case, off(*inputs))
        assert_same_quantization((q, s), (q_u, s_u), f"T={T} H={H}")
        assert torch.equal(rest[0], rest_u[0])
    for before, rec, after in zip(on.graphs_before, on.stats.graphs, on.graphs_after):
        assert before["prims.convert_element_type"] > 0 and before["aten.amax"] == 1, before
        assert rec.matches == {tail_pass: 1, "next_input_norm": 0, "norm_quant_fp8": 1}, rec.matches
        assert after[fused] == 1, after
        for op in (tail_op, "gemma4.rmsnorm_quant_fp8", "aten.rsqrt") + QUANT_OPS:
            assert after[op] == 0, (op, after)


@pytest.mark.parametrize("case", list(NO_ROUND_TRIP))
def test_next_norm_without_round_trip_stays_apart_without_its_pass(sglang_cpu, case):
    """With ``next_input_norm`` off the next layer's norm is not folded into the tail by the FP8
    pass either (the refusal is recorded); the norm and its quantization are one op of their own."""
    fn, tail_pass, sglang_case, fused, tail_op = NO_ROUND_TRIP[case]
    passes = [tail_pass, "norm_quant_fp8"]
    on = compile_with_passes(fn, passes, dynamic=False, options=OPTIONS)
    on(*CASES[sglang_case][-1](3, 64))
    (rec,), (after,) = on.stats.graphs, on.graphs_after
    assert rec.matches == {tail_pass: 1, "norm_quant_fp8": 1}, rec.matches
    assert any("next_input_norm is off" in reason for reason in rec.refused.get("norm_quant_fp8", {})), rec.refused
    assert after[tail_op] == 1 and after["gemma4.rmsnorm_quant_fp8"] == 1, after
    assert after[fused] == 0, after
