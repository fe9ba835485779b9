"""Torch-math paths for SGLang's raw-Triton Gemma-4 kernels, taken while compiling.

``srt/models/gemma4_causal.py`` calls five hand-written Triton kernels on CUDA
(``kernels/ops/layernorm/gemma4_fused_ops.py``, ``kernels/ops/moe/gemma4_routing.py``).
They are plain ``@triton.jit`` launches, not custom ops, so under
``torch.compile`` Inductor sees opaque user kernels and cannot fuse around them.

Each wrapper below calls the original kernel in eager mode (eager behaviour is
unchanged) and, while Dynamo traces, computes the same result in torch ops that
mirror *exactly* what the model's non-CUDA branch emits (``RMSNorm.forward_native``,
``Gemma4RMSNorm.forward_native``, the router's torch path). The compiled graph is
therefore the same on a GPU as on a CPU, and the passes see one form.
"""

from __future__ import annotations

from typing import Callable, Dict, Optional

import torch

from gemma4_passes.native import (
    gemma4_rmsnorm_native,
    per_token_quant_fp8_native,
    rmsnorm_native,
    routing_post_topk_native,
)


def _compiling() -> bool:
    return torch.compiler.is_compiling()


# -- wrappers -------------------------------------------------------------------


def make_rmsnorm_residual_scalar(original: Callable) -> Callable:
    def gemma_rmsnorm_residual_scalar(x, weight, residual, scalar, eps=1e-6):
        """Compile: ``(post_ff_norm(x) + residual) * layer_scalar`` (dense, no PLE)."""
        if not _compiling():
            return original(x, weight, residual, scalar, eps)
        return (rmsnorm_native(x, weight, eps) + residual) * scalar

    return gemma_rmsnorm_residual_scalar


def make_dual_rmsnorm_residual_scalar(original: Callable) -> Callable:
    def gemma_dual_rmsnorm_residual_scalar(
        x1, weight1, x2, weight2, weight3, residual, scalar, eps1=1e-6, eps2=1e-6, eps3=1e-6
    ):
        """Compile: ``(post_ff_norm(norm_1(x1) + norm_2(x2)) + residual) * layer_scalar``."""
        if not _compiling():
            return original(x1, weight1, x2, weight2, weight3, residual, scalar, eps1, eps2, eps3)
        h = rmsnorm_native(x1, weight1, eps1) + rmsnorm_native(x2, weight2, eps2)
        return (rmsnorm_native(h, weight3, eps3) + residual) * scalar

    return gemma_dual_rmsnorm_residual_scalar


def make_qkv_rmsnorm(original: Callable) -> Callable:
    def gemma_qkv_rmsnorm(
        q, k, v, q_weight, k_weight, num_q_heads, num_kv_heads, head_dim, eps=1e-6
    ):
        """Compile: q/k/v norms as ``Gemma4RMSNorm.forward_native``, written back in place.

        The kernel normalises its inputs in place (they are views of the qkv
        projection's output) and the caller keeps using them, so the traced
        path keeps that contract with ``copy_``.
        """
        if not _compiling():
            return original(q, k, v, q_weight, k_weight, num_q_heads, num_kv_heads, head_dim, eps)
        qh = q.unflatten(-1, (num_q_heads, head_dim))
        q.copy_(gemma4_rmsnorm_native(qh, q_weight, eps).flatten(-2, -1))
        if k is not None and v is not None:
            kh = k.unflatten(-1, (num_kv_heads, head_dim))
            vh = v.unflatten(-1, (num_kv_heads, head_dim))
            k.copy_(gemma4_rmsnorm_native(kh, k_weight, eps).flatten(-2, -1))
            v.copy_(gemma4_rmsnorm_native(vh, None, eps).flatten(-2, -1))
        return None

    return gemma_qkv_rmsnorm


def _routing_torch(topk_logits, topk_ids, per_expert_scale):
    # The router's torch path in Gemma4MoE.routing_function, with its final casts.
    topk_weights = routing_post_topk_native(topk_logits, topk_ids, per_expert_scale)
    return topk_weights.to(torch.float32), topk_ids.to(torch.int32)


def make_routing_post_topk(original: Callable) -> Callable:
    def gemma_routing_post_topk(topk_logits, topk_ids, per_expert_scale):
        """Compile: softmax over the top-k, times ``per_expert_scale[ids]``."""
        if not _compiling():
            return original(topk_logits, topk_ids, per_expert_scale)
        return _routing_torch(topk_logits, topk_ids, per_expert_scale)

    return gemma_routing_post_topk


def make_fused_routing(original: Callable) -> Callable:
    def gemma4_fused_routing(gating_output, per_expert_scale, topk):
        """Compile: top-k, then softmax over the top-k, times ``per_expert_scale[ids]``."""
        if not _compiling():
            return original(gating_output, per_expert_scale, topk)
        topk_logits, topk_ids = torch.topk(gating_output, k=topk, dim=-1)
        return _routing_torch(topk_logits, topk_ids, per_expert_scale)

    return gemma4_fused_routing


def per_token_quant_fp8_into(input, output_q, output_s) -> None:
    """SGLang's ``sgl_per_token_quant_fp8`` contract in torch math: the quantization of
    ``input`` written into the first ``len(input)`` rows of ``output_q`` and ``output_s``
    (SGLang may pad them)."""
    q, scale = per_token_quant_fp8_native(input)
    rows = input.shape[0]
    output_q[:rows].copy_(q)
    output_s.view(-1, 1)[:rows].copy_(scale)


def make_per_token_quant_fp8(original: Callable) -> Callable:
    def per_token_quant_fp8(input, output_q, output_s):
        """Compile: dynamic per-token FP8 quantization as torch math (``per_token_quant_fp8_into``)."""
        if not _compiling():
            return original(input, output_q, output_s)
        per_token_quant_fp8_into(input, output_q, output_s)
        return None

    return per_token_quant_fp8


_LN = "sglang.kernels.ops.layernorm.gemma4_fused_ops"
_MOE = "sglang.kernels.ops.moe.gemma4_routing"

WRAPPER_FACTORIES: Dict[str, Callable[[Callable], Callable]] = {
    f"{_LN}.gemma_rmsnorm_residual_scalar": make_rmsnorm_residual_scalar,
    f"{_LN}.gemma_dual_rmsnorm_residual_scalar": make_dual_rmsnorm_residual_scalar,
    f"{_LN}.gemma_qkv_rmsnorm": make_qkv_rmsnorm,
    f"{_MOE}.gemma_routing_post_topk": make_routing_post_topk,
    f"{_MOE}.gemma4_fused_routing": make_fused_routing,
}

# SGLang's FP8 activation quantization (CUDA: an opaque custom op around a JIT kernel).
FP8_QUANT = "sglang.kernels.ops.quantization.fp8_kernel.sgl_per_token_quant_fp8"
FP8_WRAPPER_FACTORIES: Dict[str, Callable[[Callable], Callable]] = {FP8_QUANT: make_per_token_quant_fp8}


def wrap(original: Callable, factory: Callable[[Callable], Callable]) -> Callable:
    wrapper = factory(original)
    wrapper.__wrapped__ = original
    wrapper.__gemma4_unwrapped__ = True
    return wrapper
