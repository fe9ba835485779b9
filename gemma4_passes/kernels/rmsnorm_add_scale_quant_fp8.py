"""A dense or PLE layer's FFN tail with a row it computes quantized per token to FP8.

Two ops, one row program (``rmsnorm_add_scale``'s: ``out = (norm(x) + residual) * scalar``):

- ``launch`` (``rmsnorm_add_scale_quant_fp8``): ``out`` itself quantized, as well as written:
  a PLE model's FFN tail output is both the residual stream and the FP8 PLE gate
  projection's input;
- ``launch_next_norm`` (``rmsnorm_add_scale_next_norm_quant_fp8``): the next layer's
  ``input_layernorm(out)`` quantized instead of written: the next layer's FP8 q/k/v
  projection's input.

The program keeps the row in registers, takes its max and writes the e4m3 row and its fp32
scale: unfused, the row is written in bf16 and read twice more by the quantization.

Numerics as ``reference.rmsnorm_add_scale_quant_fp8`` / ``rmsnorm_add_scale_next_norm_quant_fp8``:
``out`` and the normed row exactly as ``rmsnorm_add_scale(_next_norm)`` computes them (the
next norm reads the rounded ``out``), the quantized row rounded to ``residual.dtype`` and read
back in fp32 (``rowquant``). The row is one ``next_power_of_2`` block.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from .inputs import rows
from .layout import num_warps
from .rmsnorm_add_scale import MAX_WIDTH, check as check_tail
from .rownorm import load_part, norm_add_scale, store_part
from .rowquant import store_quantized


@triton.jit
def _rmsnorm_add_scale_quant_fp8_kernel(
    x_ptr, r_ptr, w_ptr, scalar_ptr, w_next_ptr, out_ptr, q_ptr, scale_ptr,
    x_stride, r_stride, out_stride, q_stride,
    H, eps,
    HAS_SCALAR: tl.constexpr,
    NEXT_NORM: tl.constexpr,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    x_ptr += row * x_stride
    r_ptr += row * r_stride
    out_ptr += row * out_stride
    q_ptr += row * q_stride
    dt = out_ptr.dtype.element_ty
    h = tl.arange(0, BLOCK)

    x, w, r = load_part(x_ptr, h, H), load_part(w_ptr, h, H), load_part(r_ptr, h, H)
    if NEXT_NORM:
        w_next = load_part(w_next_ptr, h, H)
    if HAS_SCALAR:
        k = tl.load(scalar_ptr).to(tl.float32)
    else:
        k = 1.0
    inv = tl.rsqrt(tl.sum(x * x, axis=0) / H + eps)
    out = norm_add_scale(x, inv, w, r, k, dt)
    store_part(out_ptr, h, H, out)
    v = out.to(tl.float32)
    if NEXT_NORM:
        inv_o = tl.rsqrt(tl.sum(v * v, axis=0) / H + eps)
        v = (v * inv_o * w_next).to(dt).to(tl.float32)  # as the unfused graph stores it
    store_quantized(q_ptr, scale_ptr + row, h, H, v)


def max_width() -> int:
    return MAX_WIDTH


def check(x, residual, w, scalar, eps=None, w_next=None) -> Optional[str]:
    """Why ``launch`` (``launch_next_norm`` when ``w_next`` is given) cannot take these inputs,
    or None: ``rmsnorm_add_scale``'s rules."""
    return check_tail(x, residual, w, scalar, w_next=w_next)


def launch(x: torch.Tensor, residual: torch.Tensor, w: torch.Tensor, scalar: Optional[torch.Tensor],
           eps: float) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """``(out, q, scale)``: the tail's output and its quantization."""
    return _run(x, residual, w, scalar, None, eps)


def launch_next_norm(x: torch.Tensor, residual: torch.Tensor, w: torch.Tensor, scalar: Optional[torch.Tensor],
                     w_next: torch.Tensor, eps: float) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """``(out, q, scale)``: the tail's output and the quantization of ``rmsnorm(out) * w_next``."""
    if w_next is None:
        raise ValueError("rmsnorm_add_scale_next_norm_quant_fp8: w_next is required")
    return _run(x, residual, w, scalar, w_next, eps)


def _run(x, residual, w, scalar, w_next, eps):
    op = "rmsnorm_add_scale_next_norm_quant_fp8" if w_next is not None else "rmsnorm_add_scale_quant_fp8"
    err = check(x, residual, w, scalar, w_next=w_next)
    if err:
        raise ValueError(f"{op}: {err}")
    out = torch.empty(x.shape, dtype=residual.dtype, device=x.device)
    q = torch.empty(x.shape, dtype=torch.float8_e4m3fn, device=x.device)
    scale = torch.empty((*x.shape[:-1], 1), dtype=torch.float32, device=x.device)
    x2, r2, o2, q2 = rows(x), rows(residual), rows(out), rows(q)
    T, H = x2.shape
    if T == 0 or H == 0:
        return out, q, scale
    block = triton.next_power_of_2(H)
    _rmsnorm_add_scale_quant_fp8_kernel[(T,)](
        x2, r2, w, scalar if scalar is not None else w, w_next if w_next is not None else w, o2, q2, scale,
        x2.stride(0), r2.stride(0), o2.stride(0), q2.stride(0),
        H, float(eps),
        HAS_SCALAR=scalar is not None, NEXT_NORM=w_next is not None, BLOCK=block, num_warps=num_warps(block),
    )
    return out, q, scale
