"""FFN tail (dense) and PLE tail: ``out = (norm(x) + residual) * scalar``.

Fuses post_feedforward_norm (or the PLE post-norm), the residual add and the
``layer_scalar`` multiply into one program per row: ``x`` and ``residual``
are read once and ``out`` is written once (eager: three kernels, two
intermediate tensors).

Numerics as ``reference.rmsnorm_add_scale``: the norm in fp32 with ``rsqrt``,
rounded to ``residual.dtype``; the add and the multiply each round to it, as
the eager ops on such tensors do (``x`` may be an fp32 one-token GEMV output,
see ``check_gemv_input``). ``scalar`` is a one-element
tensor read through its pointer (no ``.item()``: CUDA-graph safe), or None.

``launch_next_norm`` also writes the next layer's input norm of ``out``
(``rms(out) * w_next``, rounded as ``RMSNorm`` rounds): ``out`` is the
residual stream the next layer starts from, and its row is already in
registers, so the next layer's norm costs neither a launch nor a read.
Below ``kernels.LATE_LOAD_ROWS`` rows every input is loaded before the first
reduction.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from . import LATE_LOAD_ROWS, MAX_NORM_WIDTH, check_gemv_input, check_rows, check_weight, num_warps, rows
from .rownorm import rmsnorm

MAX_WIDTH = MAX_NORM_WIDTH
# From this many rows on, the tail gives each thread 32 elements of the row (``block // 1024`` warps:
# 2 at E2B's width, 4 at E4B's and 26B-A4B's, 8 at 31B's). Measured on an H100 at 4096 rows: 4-8%
# faster than ``num_warps(block)``, which stays below it (BENCHMARKS.md); with the next norm, 31B's
# 66.6 -> 61.8 us and level at 26B-A4B's and E4B's widths (bench/sweep_row_kernels.py).
WIDE_ROWS = 1024


@triton.jit
def _rmsnorm_add_scale_kernel(
    x_ptr, r_ptr, w_ptr, scalar_ptr, out_ptr, w_next_ptr, normed_ptr,
    x_stride, r_stride, out_stride, normed_stride,
    H, eps,
    HAS_SCALAR: tl.constexpr,
    NEXT_NORM: tl.constexpr,
    LATE_LOADS: tl.constexpr,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    mask = offs < H
    dt = out_ptr.dtype.element_ty

    x = tl.load(x_ptr + row * x_stride + offs, mask=mask, other=0.0).to(tl.float32)
    w = tl.load(w_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * r_stride + offs, mask=mask, other=0.0).to(tl.float32)
    if HAS_SCALAR:
        c = tl.load(scalar_ptr).to(tl.float32)
    if NEXT_NORM and not LATE_LOADS:  # every load before the first reduction (see kernels.LATE_LOAD_ROWS)
        w_next = tl.load(w_next_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    n = rmsnorm(x, w, H, eps).to(dt).to(tl.float32)
    out = (n + r).to(dt)
    if HAS_SCALAR:
        out = (out.to(tl.float32) * c).to(dt)
    tl.store(out_ptr + row * out_stride + offs, out, mask=mask)
    if NEXT_NORM:
        if LATE_LOADS:
            w_next = tl.load(w_next_ptr + offs, mask=mask, other=0.0).to(tl.float32)
        tl.store(normed_ptr + row * normed_stride + offs, rmsnorm(out.to(tl.float32), w_next, H, eps).to(dt), mask=mask)


def max_width() -> int:
    return MAX_WIDTH


def check(x, residual, w, scalar=None, eps=None, w_next=None) -> Optional[str]:
    """Why ``launch`` (``launch_next_norm`` when ``w_next`` is given) cannot take these inputs, or None."""
    err = check_rows("residual", residual)
    if err:
        return err
    H = residual.shape[-1]
    if H > MAX_WIDTH:
        return f"width {H} > {MAX_WIDTH}"
    err = check_rows("x", x, residual.shape, None, residual.device) or check_gemv_input("x", x, residual)
    if err:
        return err
    err = check_weight("w", w, H, x.device) or (
        check_weight("w_next", w_next, H, x.device) if w_next is not None else None)
    if err:
        return err
    if scalar is not None:
        if not isinstance(scalar, torch.Tensor) or scalar.numel() != 1 or scalar.dim() > 1:
            return "scalar must be a one-element tensor (shape [1] or [])"
        if scalar.dtype != residual.dtype:
            # a [1]-shaped fp32 scalar would promote a bf16 result to fp32
            return f"scalar has dtype {scalar.dtype}, expected {residual.dtype}"
        if scalar.device != x.device:
            return f"scalar is on {scalar.device}, expected {x.device}"
    return None


def launch(x: torch.Tensor, residual: torch.Tensor, w: torch.Tensor,
           scalar: Optional[torch.Tensor], eps: float) -> torch.Tensor:
    return _run(x, residual, w, scalar, None, eps)[0]


def launch_next_norm(x: torch.Tensor, residual: torch.Tensor, w: torch.Tensor, scalar: Optional[torch.Tensor],
                     w_next: torch.Tensor, eps: float) -> Tuple[torch.Tensor, torch.Tensor]:
    """``(out, rmsnorm(out) * w_next)``."""
    if w_next is None:
        raise ValueError("rmsnorm_add_scale_next_norm: w_next is required")
    return _run(x, residual, w, scalar, w_next, eps)


def _run(x, residual, w, scalar, w_next, eps):
    err = check(x, residual, w, scalar, w_next=w_next)
    if err:
        raise ValueError(f"rmsnorm_add_scale: {err}")
    out = torch.empty(x.shape, dtype=residual.dtype, device=x.device)
    normed = torch.empty(x.shape, dtype=residual.dtype, device=x.device) if w_next is not None else None
    x2, r2, o2 = rows(x), rows(residual), rows(out)
    n2 = rows(normed) if normed is not None else o2
    T, H = x2.shape
    if T == 0 or H == 0:
        return out, normed
    block = triton.next_power_of_2(H)
    _rmsnorm_add_scale_kernel[(T,)](
        x2, r2, w, scalar if scalar is not None else w, o2, w_next if w_next is not None else w, n2,
        x2.stride(0), r2.stride(0), o2.stride(0), n2.stride(0),
        H, float(eps),
        HAS_SCALAR=scalar is not None,
        NEXT_NORM=w_next is not None,
        LATE_LOADS=T >= LATE_LOAD_ROWS,
        BLOCK=block, num_warps=max(1, block // 1024) if T >= WIDE_ROWS else num_warps(block),
    )
    return out, normed
