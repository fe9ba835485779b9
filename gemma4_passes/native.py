"""SGLang 0.5.23's native Gemma-4 math, mirrored op for op.

These functions are what ``forward_native`` of SGLang's ops computes, written
in the same order with the same casts, so that tracing them gives the exact
post-grad graph SGLang's layers give. The unwrap patches use them as the
compile-time path of SGLang's raw Triton kernels; the fusion patterns use them
as search functions. Change nothing here without checking it still traces to
what SGLang emits (tests/test_patterns_*.py build the graphs from SGLang's
own modules).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import torch.nn.functional as F


def rmsnorm_native(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """``RMSNorm.forward_native`` without residual: fp32, rsqrt, weight before the cast."""
    orig = x.dtype
    x = x.to(torch.float32)
    variance = x.pow(2).mean(dim=-1, keepdim=True)
    x = x * torch.rsqrt(variance + eps)
    return (x * weight).to(orig)


def rmsnorm_of_fp32_gemv(x: torch.Tensor, weight: torch.Tensor, eps: float, dtype: torch.dtype) -> torch.Tensor:
    """``rmsnorm_native`` of a one-token GEMV's output, as torch 2.11's Inductor leaves it.

    On CUDA under coordinate-descent tuning (SGLang sets it) Inductor
    decomposes a one-row matmul into an fp32 multiply-and-sum rounded to the
    model dtype. The norm's upcast of that result makes a single-use
    fp32 -> bf16 -> fp32 chain, which torch 2.11's ``pointless_convert`` drops
    (2.14 keeps a narrowing round trip, and there ``rmsnorm_native`` matches).
    The norm then reads ``x`` in fp32 and still rounds its output to ``dtype``.
    """
    return rmsnorm_native(x, weight, eps).to(dtype)


def first_norm(eps: float, gemv_dtype: Optional[torch.dtype] = None):
    """The norm of a tail's first input, as a pattern traces it: ``rmsnorm_native``, or
    with ``gemv_dtype`` the one-token GEMV form ``rmsnorm_of_fp32_gemv`` rounding to it."""
    if gemv_dtype is None:
        return lambda x, w: rmsnorm_native(x, w, eps)
    return lambda x, w: rmsnorm_of_fp32_gemv(x, w, eps, gemv_dtype)


def rmsnorm_add_native(
    x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float
) -> Tuple[torch.Tensor, torch.Tensor]:
    """``RMSNorm.forward_native(x, residual)``: add in fp32, residual stored in x's dtype."""
    orig = x.dtype
    x = x.to(torch.float32)
    x = x + residual.to(torch.float32)
    residual = x.to(orig)
    variance = x.pow(2).mean(dim=-1, keepdim=True)
    x = x * torch.rsqrt(variance + eps)
    return (x * weight).to(orig), residual


def gemma4_rmsnorm_native(
    x: torch.Tensor, weight: Optional[torch.Tensor], eps: float
) -> torch.Tensor:
    """``Gemma4RMSNorm.forward_native`` (scale_shift 0): fp32, ``pow(-0.5)``, ``weight.float()``."""
    return gemma4_rmsnorm_fp32(x, weight, eps).type_as(x)


def gemma4_rmsnorm_fp32(x: torch.Tensor, weight: Optional[torch.Tensor], eps: float) -> torch.Tensor:
    """``gemma4_rmsnorm_native`` before its final cast: what a one-token GEMV reads
    of it once torch 2.11 drops the bf16 round trip between them."""
    xf = x.float()
    out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    if weight is not None:
        out = out * (weight.float() + 0.0)
    return out


def gemma4_rmsnorm_of_fp32_gemv(x: torch.Tensor, weight: torch.Tensor, eps: float, dtype: torch.dtype) -> torch.Tensor:
    """``gemma4_rmsnorm_native`` of a one-token GEMV's output, as torch 2.11's Inductor
    leaves it (see ``rmsnorm_of_fp32_gemv``): ``x`` read in fp32, the output rounded to ``dtype``."""
    return gemma4_rmsnorm_fp32(x, weight, eps).to(dtype)


def post_attn_of_fp32_gemv(
    x: torch.Tensor, residual: torch.Tensor, w_post_attn: torch.Tensor, w_pre_ff: torch.Tensor, eps: float
) -> Tuple[torch.Tensor, torch.Tensor]:
    """The dense post-attention block at one token, as torch 2.11's Inductor leaves it.

    ``x`` is the o projection's GEMV output in fp32 (as in ``rmsnorm_of_fp32_gemv``)
    and ``pre_feedforward_norm``'s output is read by the next GEMV, so each norm's
    bf16 rounding is gone with the round trip after it; the residual ``s`` is still
    stored in ``residual``'s dtype. Returns ``(pre_ff(s) in fp32, s)``.
    """
    y = rmsnorm_native(x, w_post_attn, eps)  # x in fp32: no cast either side
    s = y + residual.to(torch.float32)
    out = s * torch.rsqrt(s.pow(2).mean(dim=-1, keepdim=True) + eps)
    return out * w_pre_ff, s.to(residual.dtype)


def gelu_tanh_and_mul_native(gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
    """``GeluAndMul(approximate="tanh").forward_native`` on the two halves."""
    return F.gelu(gate, approximate="tanh") * up


def gelu_tanh_of_fp32_gemv_and_mul(gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
    """``gelu_tanh_and_mul_native`` with ``gate`` a one-token GEMV's fp32 output, as torch
    2.11's Inductor leaves it (see ``rmsnorm_of_fp32_gemv``): the gelu's upcast and the
    GEMV's rounding are gone, the gelu's output is still rounded to ``up``'s dtype (the PLE
    gate of E2B/E4B, ``gelu(per_layer_input_gate(h)) * per_layer_input``, at one token)."""
    return F.gelu(gate, approximate="tanh").to(up.dtype) * up


def routing_native(
    gating_output: torch.Tensor, per_expert_scale: torch.Tensor, topk: int
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Gemma-4's routing function off CUDA: top-k, softmax over the k, times the expert scale.

    Returns the weights in the logits' dtype and int64 ids; SGLang then casts
    them to fp32 / int32 (kept outside, as separate cheap casts).
    """
    topk_logits, topk_ids = torch.topk(gating_output, k=topk, dim=-1)
    return routing_post_topk_native(topk_logits, topk_ids, per_expert_scale), topk_ids


def routing_post_topk_native(
    topk_logits: torch.Tensor, topk_ids: torch.Tensor, per_expert_scale: torch.Tensor
) -> torch.Tensor:
    """The routing function after its top-k: softmax over the k, times the expert scale."""
    topk_weights = F.softmax(topk_logits, dim=-1)
    return topk_weights * per_expert_scale[topk_ids].to(topk_weights.dtype)


def moe_experts_native(
    x: torch.Tensor,
    w13: torch.Tensor,
    w2: torch.Tensor,
    topk_weights: torch.Tensor,
    topk_ids: torch.Tensor,
) -> torch.Tensor:
    """``fused_moe_forward_native`` with activation ``"gelu"`` (erf): the
    experts' weights gathered by id, the projections as einsums, the weighted
    sum as one more. SGLang compiles this path for unquantized MoE at one token."""
    w13_weights = w13[topk_ids]
    w1_weights, w3_weights = torch.chunk(w13_weights, 2, dim=2)
    w2_weights = w2[topk_ids]
    x1 = torch.einsum("ti,taoi -> tao", x, w1_weights)
    x1 = F.gelu(x1)
    x3 = torch.einsum("ti, taoi -> tao", x, w3_weights)
    expert_outs = torch.einsum("tao, taio -> tai", (x1 * x3), w2_weights)
    return torch.einsum("tai,ta -> ti", expert_outs, topk_weights.to(expert_outs.dtype))


def rope_cos_sin(cos_sin_cache: torch.Tensor, positions: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    """``RotaryEmbedding.forward_native``'s cache read: one row per token, halves cos | sin."""
    cos_sin = cos_sin_cache.index_select(0, positions.flatten())
    cos, sin = cos_sin.chunk(2, dim=-1)
    return cos, sin


def rope_neox_native(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """``apply_rotary_emb(x, cos, sin, is_neox_style=True)`` on ``[T, heads, D]``:
    cos/sin cast to x's dtype, the rotation computed in x's dtype.

    Gemma-4 rotates the whole head (``Gemma4RotaryEmbedding`` pads the
    frequencies of its unrotated dims with zeros instead), so there is no
    pass-through part to concatenate.
    """
    cos = cos.unsqueeze(-2).to(x.dtype)
    sin = sin.unsqueeze(-2).to(x.dtype)
    x1, x2 = torch.chunk(x, 2, dim=-1)
    o1 = x1 * cos - x2 * sin
    o2 = x2 * cos + x1 * sin
    return torch.cat((o1, o2), dim=-1)


FP8_E4M3_MAX = 448.0


def per_token_quant_fp8_native(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    """SGLang's dynamic per-token FP8 quantization (``sgl_per_token_quant_fp8``) in torch.

    SGLang has no torch form of it on CUDA: this mirrors its JIT kernel
    (``kernels/jit/csrc/gemm/per_token_quant_fp8.cuh``): the row's absolute max in
    fp32, ``scale = amax / 448`` with no epsilon, ``q = x * (1 / scale)`` (a
    reciprocal times, not a division) clamped to +-448 and cast to e4m3 (nearest
    even). An all-zero row gets scale 0 and q 0, as in the kernel's many-token
    (warp) form; its few-token form writes q = 448 there, which scale 0
    dequantizes to 0 just the same. Returns ``(q [M, K] e4m3, scale [M, 1] fp32)``.
    """
    x32 = x.to(torch.float32)
    scale = x32.abs().amax(dim=-1, keepdim=True) / FP8_E4M3_MAX
    inv = torch.where(scale == 0.0, 0.0, 1.0 / scale)
    q = (x32 * inv).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX).to(torch.float8_e4m3fn)
    return q, scale


def per_token_quant_fp8_graph_form(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    """``per_token_quant_fp8_native`` in the form Inductor hands it to the post-grad passes:
    the reciprocal's ``* 1`` dropped and the where's ``0.0`` a ``full`` (its joint-graph
    passes rewrite them). The same values; the search function of the FP8 fusions."""
    x32 = x.to(torch.float32)
    scale = x32.abs().amax(dim=-1, keepdim=True) / FP8_E4M3_MAX
    zero = torch.full([], 0.0, dtype=torch.float32, layout=torch.strided, device=x.device)
    inv = torch.where(scale == 0.0, zero, torch.reciprocal(scale))
    q = (x32 * inv).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX).to(torch.float8_e4m3fn)
    return q, scale
