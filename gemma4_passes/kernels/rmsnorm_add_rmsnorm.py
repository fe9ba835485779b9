"""Dense post-attention block: ``s = norm1(x) + residual``, ``out = norm2(s)``.

Fuses post_attention_norm, the residual add and pre_feedforward_norm into one
program per row: ``x`` and ``residual`` are read once, ``s`` stays in
registers between the two norms, and ``out`` and ``s`` are each written once
(eager does three kernels and writes/re-reads ``s`` in between). Below
``layout.LATE_LOAD_ROWS`` rows every input is loaded before the first
reduction, so a program's chain holds one load latency, and the row is one
block; from there it is held in two power-of-2 parts
(``layout.row_layout``).

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

from .inputs import MAX_NORM_WIDTH, check_gemv_input, check_rows, check_weight, rows
from .layout import LATE_LOAD_ROWS, row_layout
from .rownorm import load_part, norm_add, store_part

MAX_WIDTH = MAX_NORM_WIDTH


def launch_layout(n_rows: int, width: int):
    """``(HEAD, TAIL, warps)`` of a launch over ``n_rows`` rows (``layout.row_layout``)."""
    return row_layout(width, n_rows >= LATE_LOAD_ROWS)


@triton.jit
def _rmsnorm_add_rmsnorm_kernel(
    x_ptr, r_ptr, w1_ptr, w2_ptr, out_ptr, s_ptr,
    x_stride, r_stride, out_stride, s_stride,
    H, eps,
    LATE_LOADS: tl.constexpr,
    HEAD: tl.constexpr,
    TAIL: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    x_ptr += row * x_stride
    r_ptr += row * r_stride
    out_ptr += row * out_stride
    s_ptr += row * s_stride
    dt = out_ptr.dtype.element_ty
    h = tl.arange(0, HEAD)  # one block, or two parts (layout.row_layout); "_t" names the tail's
    if TAIL > 0:
        t = HEAD + tl.arange(0, TAIL)

    x, w1, r = load_part(x_ptr, h, H), load_part(w1_ptr, h, H), load_part(r_ptr, h, H)
    if TAIL > 0:
        x_t, w1_t, r_t = load_part(x_ptr, t, H), load_part(w1_ptr, t, H), load_part(r_ptr, t, H)
    if not LATE_LOADS:  # every load before the first reduction (see layout.LATE_LOAD_ROWS)
        w2 = load_part(w2_ptr, h, H)
        if TAIL > 0:
            w2_t = load_part(w2_ptr, t, H)

    sums = tl.sum(x * x, axis=0)
    if TAIL > 0:
        sums += tl.sum(x_t * x_t, axis=0)
    inv = tl.rsqrt(sums / H + eps)
    s = norm_add(x, inv, w1, r, dt)
    store_part(s_ptr, h, H, s.to(dt))
    sums_s = tl.sum(s * s, axis=0)
    if TAIL > 0:
        s_t = norm_add(x_t, inv, w1_t, r_t, dt)
        store_part(s_ptr, t, H, s_t.to(dt))
        sums_s += tl.sum(s_t * s_t, axis=0)
    inv_s = tl.rsqrt(sums_s / H + eps)  # norm2 reads the fp32 s

    if LATE_LOADS:
        w2 = load_part(w2_ptr, h, H)
    store_part(out_ptr, h, H, (s * inv_s * w2).to(dt))
    if TAIL > 0:
        if LATE_LOADS:
            w2_t = load_part(w2_ptr, t, H)
        store_part(out_ptr, t, H, (s_t * inv_s * w2_t).to(dt))


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
    head, tail, warps = launch_layout(T, H)
    _rmsnorm_add_rmsnorm_kernel[(T,)](
        x2, r2, w1, w2, out2, s2,
        x2.stride(0), r2.stride(0), out2.stride(0), s2.stride(0),
        H, float(eps),
        LATE_LOADS=T >= LATE_LOAD_ROWS, HEAD=head, TAIL=tail, num_warps=warps,
    )
    return out, s
