"""Faithful torch equivalents of the few ``sgl_kernel`` calls SGLang's Gemma-4
serving path makes on CUDA (Engine start, the Triton attention backend, the
MoE runner, prefill graph capture), so that path runs on a machine without
SGLang's CUDA extension.

Each function keeps sgl_kernel's signature and its contract: the same
arguments, the same in-place writes, the same precision (fp32 arithmetic,
one rounding to the input's dtype). They are torch code, not SGLang's CUDA
kernels: correct, and slower outside a compiled graph, so a timing taken
through them is not a timing of SGLang's eager kernels. One is SGLang's own
kernel: ``moe_align_block_size`` on CUDA runs the JIT-compiled form SGLang
ships of the extension's kernel (its torch form elsewhere). Every other name of
``sgl_kernel`` stays a placeholder that raises when called.

``BY_NAME`` maps the qualified name SGLang reaches (``sgl_kernel.rmsnorm``,
``sgl_kernel.utils.is_arch_support_pdl``) to its equivalent.
"""

from __future__ import annotations

import functools
import warnings
from typing import Optional

import torch

__all__ = ["BY_NAME"]


@functools.lru_cache(maxsize=1)
def is_arch_support_pdl() -> bool:
    """Programmatic dependent launch needs Hopper or newer (and CUDA, not HIP)."""
    if torch.version.hip is not None or not torch.cuda.is_available():
        return False
    return torch.cuda.get_device_capability(torch.cuda.current_device())[0] >= 9


def _norm(x32: torch.Tensor, weight: torch.Tensor, eps: float, dtype: torch.dtype, offset: float) -> torch.Tensor:
    w = weight.to(dtype).float() + offset  # the kernel reads the weight in the input's dtype
    return (x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + eps) * w).to(dtype)


def _write(result: torch.Tensor, out: Optional[torch.Tensor]) -> torch.Tensor:
    if out is None:
        return result
    out.copy_(result)
    return out


def rmsnorm(input: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6,
            out: Optional[torch.Tensor] = None, enable_pdl: Optional[bool] = None) -> torch.Tensor:
    """``x * rsqrt(mean(x²) + eps) * w`` over the last dim, in fp32, rounded once."""
    return _write(_norm(input.float(), weight, eps, input.dtype, 0.0), out)


def gemma_rmsnorm(input: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6,
                  out: Optional[torch.Tensor] = None, enable_pdl: Optional[bool] = None) -> torch.Tensor:
    """:func:`rmsnorm` with Gemma's ``(1 + w)`` scale."""
    return _write(_norm(input.float(), weight, eps, input.dtype, 1.0), out)


def _fused_add(input, residual, weight, eps, offset) -> None:
    s = input.float() + residual.float()
    residual.copy_(s.to(residual.dtype))
    input.copy_(_norm(s, weight, eps, input.dtype, offset))  # the fp32 sum is normed, not its rounding


def fused_add_rmsnorm(input: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6,
                      enable_pdl: Optional[bool] = None) -> None:
    """In place: ``residual += input``; ``input = rmsnorm(residual)``."""
    _fused_add(input, residual, weight, eps, 0.0)


def gemma_fused_add_rmsnorm(input: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6,
                            enable_pdl: Optional[bool] = None) -> None:
    """:func:`fused_add_rmsnorm` with Gemma's ``(1 + w)`` scale."""
    _fused_add(input, residual, weight, eps, 1.0)


def _act_and_mul(approximate: str, input: torch.Tensor, out: Optional[torch.Tensor]) -> torch.Tensor:
    d = input.shape[-1] // 2
    x = input.float()
    y = torch.nn.functional.gelu(x[..., :d], approximate=approximate) * x[..., d:]
    return _write(y.to(input.dtype), out)


def gelu_tanh_and_mul(input: torch.Tensor, out: Optional[torch.Tensor] = None,
                      enable_pdl: Optional[bool] = None) -> torch.Tensor:
    """``gelu_tanh(input[..., :d]) * input[..., d:]`` in fp32, rounded once."""
    return _act_and_mul("tanh", input, out)


def gelu_and_mul(input: torch.Tensor, out: Optional[torch.Tensor] = None,
                 enable_pdl: Optional[bool] = None) -> torch.Tensor:
    """``gelu(input[..., :d]) * input[..., d:]`` (erf gelu) in fp32, rounded once."""
    return _act_and_mul("none", input, out)


def moe_sum_reduce(input: torch.Tensor, output: torch.Tensor, routed_scaling_factor: float) -> None:
    """``output = sum over top-k of input[T, K, H] * scale``, in fp32, rounded once."""
    output.copy_((input.float().sum(dim=1) * routed_scaling_factor).to(output.dtype))


def _sglang_jit_moe_align():
    """SGLang's own CUDA kernel of ``moe_align_block_size``, JIT-compiled from the source SGLang
    ships (``sglang.kernels.ops.moe.moe_align``, the same contract as the extension's op)."""
    from sglang.kernels.ops.moe.moe_align import moe_align_block_size as jit

    return jit


_JIT_FAILED: list = []  # why SGLang's JIT align could not be built here (said once)


def moe_align_block_size(topk_ids: torch.Tensor, num_experts: int, block_size: int,
                         sorted_token_ids: torch.Tensor, experts_ids: torch.Tensor,
                         num_tokens_post_pad: torch.Tensor, cumsum_buffer: torch.Tensor,
                         pad_sorted_token_ids: bool = False, ignore_invalid_expert: bool = False) -> None:
    """Group the flattened (token, slot) pairs by expert, each group padded to ``block_size``.

    On a CUDA device this is SGLang's own CUDA kernel of the op, JIT-compiled from the source SGLang
    ships (``_sglang_jit_moe_align``; SGLang's MoE runner calls this op above 64 pairs, its Triton
    kernel below). The torch form below runs elsewhere and where that kernel cannot be built (said
    once, as a warning): about twenty launches where the kernel takes two.

    SGLang's "+1 offset" convention: ``num_experts`` counts E + 1 buckets and
    expert id ``e`` is bucket ``e + 1`` (id -1, a filtered pair, is bucket 0,
    whose blocks get expert id -1). Writes, in place (the torch form; SGLang's
    kernel the same up to the padded total): ``sorted_token_ids``
    (pair indices bucket by bucket, pad slots = the pair count),
    ``experts_ids`` (each block's expert, -1 past the padded total),
    ``num_tokens_post_pad[0]`` (that total) and ``cumsum_buffer`` (the padded
    buckets' running offsets). The torch form keeps pairs in their order inside
    a bucket (the CUDA kernel's order there is unspecified). No host sync: it can be
    captured in a CUDA graph.
    """
    if ignore_invalid_expert:
        raise NotImplementedError("sgl_kernel equivalent: moe_align_block_size(ignore_invalid_expert=True)")
    if topk_ids.is_cuda and not _JIT_FAILED:
        try:
            _sglang_jit_moe_align()(topk_ids, num_experts, block_size, sorted_token_ids, experts_ids,
                                    num_tokens_post_pad, cumsum_buffer, pad_sorted_token_ids)
            return
        except Exception as e:  # no such module, or building it failed (no compiler): say so, use torch
            _JIT_FAILED.append(repr(e))
            warnings.warn(f"sgl_kernel equivalent: SGLang's JIT moe_align_block_size could not run here ({e!r}); "
                          "its torch form runs instead (about twenty launches)", RuntimeWarning, stacklevel=2)
    _torch_moe_align_block_size(topk_ids, num_experts, block_size, sorted_token_ids, experts_ids,
                                num_tokens_post_pad, cumsum_buffer, pad_sorted_token_ids)


def _torch_moe_align_block_size(topk_ids, num_experts, block_size, sorted_token_ids, experts_ids,
                                num_tokens_post_pad, cumsum_buffer, pad_sorted_token_ids) -> None:
    """``moe_align_block_size`` in torch, pairs in their order inside a bucket."""
    dev, numel = topk_ids.device, topk_ids.numel()
    bucket = topk_ids.reshape(-1).long() + 1
    counts = torch.zeros(num_experts, dtype=torch.long, device=dev)
    counts.scatter_add_(0, bucket, torch.ones_like(bucket))
    padded = (counts + block_size - 1) // block_size * block_size
    ends = torch.cumsum(padded, 0)
    starts = ends - padded
    total = ends[-1:]
    order = torch.argsort(bucket, stable=True)
    ranks = torch.arange(numel, device=dev) - (torch.cumsum(counts, 0) - counts)[bucket[order]]
    if pad_sorted_token_ids:
        sorted_token_ids.fill_(numel)
    sorted_token_ids.scatter_(0, starts[bucket[order]] + ranks, order.to(sorted_token_ids.dtype))
    block_starts = torch.arange(experts_ids.numel(), device=dev) * block_size
    owner = torch.searchsorted(ends, block_starts, right=True).clamp_(max=num_experts - 1)
    experts_ids.copy_(torch.where(block_starts < total, owner - 1, -1).to(experts_ids.dtype))
    num_tokens_post_pad[:1].copy_(total.to(num_tokens_post_pad.dtype))
    cumsum_buffer.zero_()
    cumsum_buffer[1:num_experts + 1].copy_(ends.to(cumsum_buffer.dtype))


def fp8_scaled_mm(mat_a: torch.Tensor, mat_b: torch.Tensor, scales_a: torch.Tensor, scales_b: torch.Tensor,
                  out_dtype: torch.dtype, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
    """FP8 GEMM ``(a @ b) * scales_a[row] * scales_b[col] (+ bias)``, fp32 accumulation, rounded
    once to ``out_dtype``: ``torch._scaled_mm`` with row-wise scales, as SGLang's own torch path
    of this op (``Fp8ScaledMMOp.forward_native``, which it takes itself for large prefill shapes
    on sm90) computes it. cuBLAS's kernel, not the CUTLASS one: timings through it are not
    timings of SGLang's AOT GEMM."""
    m, n = mat_a.shape[0], mat_b.shape[1]
    scale_a = scales_a.reshape(m, 1) if scales_a.numel() == m else scales_a
    scale_b = scales_b.reshape(1, n) if scales_b.numel() == n else scales_b
    try:
        return torch._scaled_mm(mat_a, mat_b, scale_a=scale_a, scale_b=scale_b, out_dtype=out_dtype, bias=bias,
                                use_fast_accum=True)
    except RuntimeError as e:
        if mat_a.is_cuda or "per-tensor" not in str(e):
            raise
        # torch 2.11's CPU _scaled_mm takes one scale per tensor only (its own message is an internal assert)
        raise NotImplementedError(f"sgl_kernel equivalent: fp8_scaled_mm with a scale per row or column needs a torch "
                                  f"whose CPU _scaled_mm takes them; torch {torch.__version__}'s takes one scale a "
                                  f"tensor") from e


def weak_ref_tensor(tensor: torch.Tensor) -> torch.Tensor:
    """A tensor over the same memory that does not own it (same sizes, strides, dtype)."""
    if not tensor.is_cuda or tensor.numel() == 0:
        return tensor
    extent = 1 + sum((n - 1) * s for n, s in zip(tensor.size(), tensor.stride()))
    storage = torch._C._construct_storage_from_data_pointer(
        tensor.data_ptr(), tensor.device, extent * tensor.element_size())
    return torch.empty(0, dtype=tensor.dtype, device=tensor.device).set_(
        storage, 0, tensor.size(), tensor.stride())


BY_NAME = {
    "sgl_kernel.utils.is_arch_support_pdl": is_arch_support_pdl,
    **{f"sgl_kernel.{f.__name__}": f for f in (
        rmsnorm, gemma_rmsnorm, fused_add_rmsnorm, gemma_fused_add_rmsnorm, gelu_tanh_and_mul,
        gelu_and_mul, moe_sum_reduce, moe_align_block_size, fp8_scaled_mm, weak_ref_tensor)},
}
