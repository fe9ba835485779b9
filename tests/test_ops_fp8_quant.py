"""The producer + per-token FP8 quantization ops (CPU implementation) at Gemma-4's sizes.

For each op, on fresh random rows (never zero; rows of different magnitudes) at hidden
sizes 1536, 2560, 2816 and 5376 and 1, 3, 17 and 257 tokens:
- the op is its producer op followed by SGLang's per-token quantization, bit for bit (the
  scales, the e4m3 codes, the producer's other output): what the unfused graph computes;
- against the definition in fp64: the scale is the fp32 division of the produced row's
  absolute max by 448 (bit for bit), each dequantized value is within half an e4m3 step of
  the produced bf16 value, the row's largest ``|q|`` is 448, and the produced row is within
  the producer's roundings of its fp64 math (2 bf16 ulps of the value and 4 of the row's
  rms; the next layer's norm: the fp64 norm of the tail's bf16 output).
The Triton kernels are checked against these ops in ``test_kernels_triton.py``.
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes.native import FP8_E4M3_MAX
from gemma4_passes.ops import library, reference

HIDDEN = (1536, 2560, 2816, 5376)
TOKENS = (1, 3, 17, 257)
EPS = 1e-6
OPS = ("gelu_tanh_mul_quant_fp8", "rmsnorm_quant_fp8", "rmsnorm_add_rmsnorm_quant_fp8", "rmsnorm_add_scale_quant_fp8",
       "rmsnorm_add_scale_next_norm_quant_fp8", "post_attn_norms_moe_quant_fp8", "ffn_tail_moe_next_norm_quant_fp8")


def _inputs(name, T, H, seed):
    g = torch.Generator().manual_seed(seed)
    mag = torch.rand(T, 1, generator=g) * 8 + 0.01  # scales differ row to row
    rows = lambda mul=1.0: (torch.randn(T, H, generator=g) * mag * mul).to(torch.bfloat16)  # noqa: E731
    w = lambda: (1 + 0.5 * torch.randn(H, generator=g)).to(torch.bfloat16)  # noqa: E731
    if name == "gelu_tanh_mul_quant_fp8":
        both = rows().repeat(1, 2) * torch.rand(1, 2 * H, generator=g).add(0.5).to(torch.bfloat16)
        return (both[:, :H], both[:, H:])
    if name == "rmsnorm_quant_fp8":
        return (rows(), w(), EPS)
    if name == "rmsnorm_add_rmsnorm_quant_fp8":
        return (rows(), rows(4.0), w(), w(), EPS)
    if name == "post_attn_norms_moe_quant_fp8":
        return (rows(), rows(4.0), w(), w(), w(), w(), EPS)
    if name == "rmsnorm_add_scale_quant_fp8":  # a PLE model's tail: no scalar
        return (rows(), rows(4.0), w(), None, EPS)
    if name == "ffn_tail_moe_next_norm_quant_fp8":
        return (rows(), rows(2.0), rows(4.0), w(), w(), w(), torch.tensor([0.75], dtype=torch.bfloat16), w(), EPS)
    return (rows(), rows(4.0), w(), torch.tensor([0.75], dtype=torch.bfloat16), w(), EPS)


def _producer(name, args):
    """The producer op's outputs: ``(the row it quantizes, its other outputs)``."""
    if name == "gelu_tanh_mul_quant_fp8":
        return library.gelu_tanh_mul(*args), []
    if name == "rmsnorm_quant_fp8":
        return reference.next_input_norm(*args), []
    if name == "rmsnorm_add_rmsnorm_quant_fp8":
        out, s = library.rmsnorm_add_rmsnorm(*args)
        return out, [s]
    if name == "post_attn_norms_moe_quant_fp8":
        out, *rest = library.post_attn_norms_moe(*args)
        return out, rest
    if name == "rmsnorm_add_scale_quant_fp8":
        out = library.rmsnorm_add_scale(*args)
        return out, [out]
    if name == "ffn_tail_moe_next_norm_quant_fp8":
        out, normed = library.ffn_tail_moe_next_norm(*args)
        return normed, [out]
    out, normed = library.rmsnorm_add_scale_next_norm(*args)
    return normed, [out]


def _split(name, outs):
    if name.startswith(("rmsnorm_add_scale", "ffn_tail_moe")):
        return outs[1], outs[2], [outs[0]]
    return outs[0], outs[1], list(outs[2:])


def _rms64(x, w):
    x = x.double()
    return x * (x.pow(2).mean(-1, keepdim=True) + EPS).rsqrt() * w.double()


def _produced64(name, args, rest):
    if name == "gelu_tanh_mul_quant_fp8":
        return torch.nn.functional.gelu(args[0].double(), approximate="tanh") * args[1].double()
    if name == "rmsnorm_quant_fp8":
        return _rms64(args[0], args[1])
    if name in ("rmsnorm_add_rmsnorm_quant_fp8", "post_attn_norms_moe_quant_fp8"):
        x, r, w1, w2 = args[:4]
        return _rms64(_rms64(x, w1) + r.double(), w2)
    if name == "rmsnorm_add_scale_quant_fp8":
        x, r, w, _, _ = args
        return _rms64(x, w) + r.double()
    # The next norm reads the tail's bf16 output, a cancelling sum (norm + residual) whose last
    # bit moves it by many of its own ulps: its fp64 norm of that output.
    return _rms64(rest[0], args[-2])


@pytest.mark.parametrize("hidden", HIDDEN)
@pytest.mark.parametrize("tokens", TOKENS)
@pytest.mark.parametrize("name", OPS)
def test_op_is_its_producer_then_the_quant(name, tokens, hidden):
    args = _inputs(name, tokens, hidden, seed=tokens * 131 + hidden)
    q, scale, rest = _split(name, library.ALL_OPS[name](*args))
    v, rest_ref = _producer(name, args)
    assert q.dtype == torch.float8_e4m3fn and q.shape == v.shape
    assert scale.dtype == torch.float32 and scale.shape == (tokens, 1)
    for r, r_ref in zip(rest, rest_ref):
        assert torch.equal(r, r_ref)

    # the definition, in fp64
    v64 = v.double()
    amax = v64.abs().amax(-1, keepdim=True)
    assert bool((amax > 0).all())
    assert torch.equal(scale, amax.float() / FP8_E4M3_MAX)  # amax is exact in fp32: one division
    deq = q.double() * scale.double()
    half_step = (v64.abs() * 2.0 ** -4).clamp_min(scale.double() * 2.0 ** -10) * (1 + 1e-6)
    assert bool(((deq - v64).abs() <= half_step).all()), (deq - v64).abs().max().item()
    assert torch.equal(q.double().abs().amax(-1), torch.full((tokens,), FP8_E4M3_MAX, dtype=torch.float64))
    # the produced row: its producer's bf16 roundings of the fp64 math (a few ulps of the row)
    p64 = _produced64(name, args, rest)
    # (as test_kernels_triton's fp64 bound: 2 bf16 ulps of the value and 4 of the row's rms)
    rms = p64.pow(2).mean(-1, keepdim=True).sqrt()
    assert bool(((v64 - p64).abs() <= 2.0 ** -6 * p64.abs() + 2.0 ** -5 * rms).all()), (v64 - p64).abs().max().item()
