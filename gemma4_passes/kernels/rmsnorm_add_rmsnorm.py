"""Dense post-attention block: ``s = norm1(x) + residual``, ``out = norm2(s)``.

Fuses post_attention_norm, the residual add and pre_feedforward_norm into one
program per row: ``x`` and ``residual`` are read once, ``s`` stays in
registers between the two norms, and ``out`` and ``s`` are each written once
(eager does three kernels and writes/re-reads ``s`` in between). Below
``kernels.LATE_LOAD_ROWS`` rows every input is loaded before the first
reduction, so a program's chain holds one load latency.

Numerics as ``reference.rmsnorm_add_rmsnorm``: both norms in fp32 with
``rsqrt``; ``norm1(x)`` rounds to ``residual.dtype``, the add is in fp32 and
``s`` is rounded only when stored; ``norm2`` reads the fp32 ``s``. ``x`` is in
``residual.dtype``, or fp32 in a half-precision model's one-token GEMV form
(``native.post_attn_of_fp32_gemv``); the outputs are in ``residual.dtype``.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from . import LATE_LOAD_ROWS, MAX_NORM_WIDTH, check_gemv_input, check_rows, check_weight, num_warps, rows
from .rownorm import rmsnorm

MAX_WIDTH = MAX_NORM_WIDTH


@triton.jit
def _rmsnorm_add_rmsnorm_kernel(
    x_ptr, r_ptr, w1_ptr, w2_ptr, out_ptr, s_ptr,
    x_stride, r_stride, out_stride, s_stride,
    H, eps,
    LATE_LOADS: tl.constexpr,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    mask = offs < H
    dt = out_ptr.dtype.element_ty

    x = tl.load(x_ptr + row * x_stride + offs, mask=mask, other=0.0).to(tl.float32)
    w1 = tl.load(w1_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * r_stride + offs, mask=mask, other=0.0).to(tl.float32)
    if not LATE_LOADS:  # every load before the first reduction (see kernels.LATE_LOAD_ROWS)
        w2 = tl.load(w2_ptr + offs, mask=mask, other=0.0).to(tl.float32)

    y = rmsnorm(x, w1, H, eps).to(dt).to(tl.float32)
    s = y + r
    tl.store(s_ptr + row * s_stride + offs, s.to(dt), mask=mask)

    if LATE_LOADS:
        w2 = tl.load(w2_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * out_stride + offs, rmsnorm(s, w2, H, eps).to(dt), mask=mask)


def max_width() -> int:
    return MAX_WIDTH


def check(x, residual, w1, w2, eps=None) -> Optional[str]:
    """Why ``launch`` cannot take these inputs, or None."""
    err = check_rows("residual", residual)
    if err:
        return err
    H = residual.shape[-1]
    if H > MAX_WIDTH:
        return f"width {H} > {MAX_WIDTH}"
    err = check_rows("x", x, residual.shape, None, residual.device) or check_gemv_input("x", x, residual)
    if err:
        return err
    for name, w in (("w1", w1), ("w2", w2)):
        err = check_weight(name, w, H, x.device)
        if err:
            return err
    return None


def launch(x: torch.Tensor, residual: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor,
           eps: float) -> Tuple[torch.Tensor, torch.Tensor]:
    err = check(x, residual, w1, w2)
    if err:
        raise ValueError(f"rmsnorm_add_rmsnorm: {err}")
    out = torch.empty(x.shape, dtype=residual.dtype, device=x.device)
    s = torch.empty(x.shape, dtype=residual.dtype, device=x.device)
    x2, r2, out2, s2 = rows(x), rows(residual), rows(out), rows(s)
    T, H = x2.shape
    if T == 0 or H == 0:
        return out, s
    block = triton.next_power_of_2(H)
    _rmsnorm_add_rmsnorm_kernel[(T,)](
        x2, r2, w1, w2, out2, s2,
        x2.stride(0), r2.stride(0), out2.stride(0), s2.stride(0),
        H, float(eps),
        LATE_LOADS=T >= LATE_LOAD_ROWS, BLOCK=block,
        # an 8192-wide block (31B's 5376) with late loads: 4 warps, not 16. H100, 4096 rows
        # (bench/sweep_row_kernels.py): 66.6 -> 63.5 us (Inductor 63.6); at 256 rows 16 warps stay faster
        num_warps=4 if block >= 8192 and T >= LATE_LOAD_ROWS else num_warps(block),
    )
    return out, s
