"""A layer's input ``RMSNorm`` with its output quantized per token to FP8: the first
layer's FP8 q/k/v projection's input.

Every later layer's input norm is folded into the previous layer's tail
(``rmsnorm_add_scale_quant_fp8``'s ``launch_next_norm``); the first layer's reads the
embeddings, a plain ``RMSNorm``. One program a row holds the normed row in registers,
takes its max and writes the e4m3 row and its fp32 scale: unfused, the normed row is
written in bf16 and read twice more by the quantization.

Numerics as ``reference.rmsnorm_quant_fp8``: the norm as ``RMSNorm.forward_native``
computes it (fp32, ``rsqrt``, the weight before the cast), rounded to ``x.dtype`` and read
back in fp32 before it is quantized (``rowquant``). The row is one ``next_power_of_2`` block.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from .inputs import MAX_NORM_WIDTH, check_rows, check_weight, rows
from .layout import num_warps
from .rownorm import load_part
from .rowquant import store_quantized

MAX_WIDTH = MAX_NORM_WIDTH


@triton.jit
def _rmsnorm_quant_fp8_kernel(
    x_ptr, w_ptr, q_ptr, scale_ptr,
    x_stride, q_stride,
    H, eps,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    x_ptr += row * x_stride
    q_ptr += row * q_stride
    dt = x_ptr.dtype.element_ty
    h = tl.arange(0, BLOCK)

    x, w = load_part(x_ptr, h, H), load_part(w_ptr, h, H)
    inv = tl.rsqrt(tl.sum(x * x, axis=0) / H + eps)
    normed = (x * inv * w).to(dt).to(tl.float32)  # as the unfused graph stores it
    store_quantized(q_ptr, scale_ptr + row, h, H, normed)


def max_width() -> int:
    return MAX_WIDTH


def check(x, w, eps=None) -> Optional[str]:
    """Why ``launch`` cannot take these inputs, or None."""
    err = check_rows("x", x)
    if err:
        return err
    if x.shape[-1] > MAX_WIDTH:
        return f"width {x.shape[-1]} > {MAX_WIDTH}"
    return check_weight("w", w, x.shape[-1], x.device)


def launch(x: torch.Tensor, w: torch.Tensor, eps: float) -> Tuple[torch.Tensor, torch.Tensor]:
    err = check(x, w)
    if err:
        raise ValueError(f"rmsnorm_quant_fp8: {err}")
    q = torch.empty(x.shape, dtype=torch.float8_e4m3fn, device=x.device)
    scale = torch.empty((*x.shape[:-1], 1), dtype=torch.float32, device=x.device)
    x2, q2 = rows(x), rows(q)
    T, H = x2.shape
    if T == 0 or H == 0:
        return q, scale
    block = triton.next_power_of_2(H)
    _rmsnorm_quant_fp8_kernel[(T,)](
        x2, w, q2, scale, x2.stride(0), q2.stride(0), H, float(eps),
        BLOCK=block, num_warps=num_warps(block))
    return q, scale
