"""Dense post-attention block with its normed output quantized per token to FP8: the FP8
gate-up projection's input.

``rmsnorm_add_rmsnorm``'s row program (``s = norm1(x) + residual``, ``out = norm2(s)``) keeps
``out`` in registers, takes its row max and writes the e4m3 row and its fp32 scale instead
of ``out``: unfused, ``out`` is written in bf16 and read twice more by the quantization.

Numerics as ``reference.rmsnorm_add_rmsnorm_quant_fp8``: ``s`` and ``out`` exactly as
``rmsnorm_add_rmsnorm`` computes them, ``out`` rounded to ``residual.dtype`` and read back
in fp32 before it is quantized (``rowquant``). The row is one ``next_power_of_2`` block.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from .inputs import rows
from .layout import num_warps
from .rmsnorm_add_rmsnorm import MAX_WIDTH, check as check_post_attn
from .rownorm import load_part, norm_add, store_part
from .rowquant import store_quantized


@triton.jit
def _rmsnorm_add_rmsnorm_quant_fp8_kernel(
    x_ptr, r_ptr, w1_ptr, w2_ptr, q_ptr, scale_ptr, s_ptr,
    x_stride, r_stride, q_stride, s_stride,
    H, eps,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    x_ptr += row * x_stride
    r_ptr += row * r_stride
    q_ptr += row * q_stride
    s_ptr += row * s_stride
    dt = s_ptr.dtype.element_ty
    h = tl.arange(0, BLOCK)

    x, w1, r, w2 = load_part(x_ptr, h, H), load_part(w1_ptr, h, H), load_part(r_ptr, h, H), load_part(w2_ptr, h, H)
    inv = tl.rsqrt(tl.sum(x * x, axis=0) / H + eps)
    s = norm_add(x, inv, w1, r, dt)
    store_part(s_ptr, h, H, s.to(dt))
    inv_s = tl.rsqrt(tl.sum(s * s, axis=0) / H + eps)  # norm2 reads the fp32 s
    out = (s * inv_s * w2).to(dt).to(tl.float32)  # the normed output as the unfused graph stores it
    store_quantized(q_ptr, scale_ptr + row, h, H, out)


def max_width() -> int:
    return MAX_WIDTH


def check(x, residual, w1, w2, eps=None) -> Optional[str]:
    """Why ``launch`` cannot take these inputs, or None (``rmsnorm_add_rmsnorm``'s rules)."""
    return check_post_attn(x, residual, w1, w2)


def launch(x: torch.Tensor, residual: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor,
           eps: float) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    err = check(x, residual, w1, w2)
    if err:
        raise ValueError(f"rmsnorm_add_rmsnorm_quant_fp8: {err}")
    q = torch.empty(x.shape, dtype=torch.float8_e4m3fn, device=x.device)
    scale = torch.empty((*x.shape[:-1], 1), dtype=torch.float32, device=x.device)
    s = torch.empty(x.shape, dtype=residual.dtype, device=x.device)
    x2, r2, q2, s2 = rows(x), rows(residual), rows(q), rows(s)
    T, H = x2.shape
    if T == 0 or H == 0:
        return q, scale, s
    block = triton.next_power_of_2(H)
    _rmsnorm_add_rmsnorm_quant_fp8_kernel[(T,)](
        x2, r2, w1, w2, q2, scale, s2,
        x2.stride(0), r2.stride(0), q2.stride(0), s2.stride(0),
        H, float(eps),
        BLOCK=block, num_warps=num_warps(block),
    )
    return q, scale, s
