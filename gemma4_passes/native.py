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
    xf = x.float()
    out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    if weight is not None:
        out = out * (weight.float() + 0.0)
    return out.type_as(x)


def gelu_tanh_and_mul_native(gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
    """``GeluAndMul(approximate="tanh").forward_native`` on the two halves."""
    return F.gelu(gate, approximate="tanh") * up


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
