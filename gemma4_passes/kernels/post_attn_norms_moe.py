"""MoE post-attention block: the dense block plus the two norms of the MoE branch.

Fuses post_attention_norm, the residual add, pre_feedforward_norm, the router
norm and pre_feedforward_norm_2 into one program per row: ``x`` and
``residual`` are read once, ``s`` stays in registers, and the four outputs
(``out``, ``s``, ``router_in``, ``moe_in``) are each written once. Eager runs
five norm kernels that re-read ``s`` three times. Below
``kernels.LATE_LOAD_ROWS`` rows every input is loaded before the first
reduction, and the two statistics of ``s`` share one reduction: the chain is
one load latency and two reductions (it was four loads between three).

Numerics as ``reference.post_attn_norms_moe``: every norm in fp32 with
``rsqrt``; ``out`` normalises the fp32 ``s``, while the router norm and
pre_feedforward_norm_2 read ``s`` rounded to ``residual.dtype`` (what SGLang
stores before they read it), so they share one second set of row statistics.
``x`` may be fp32 beside a half-precision residual (a one-token GEMV's output);
the outputs are in ``residual.dtype``.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from . import LATE_LOAD_ROWS, MAX_NORM_WIDTH, check_gemv_input, check_rows, check_weight, num_warps, rows
from .rownorm import column_sums, rmsnorm

MAX_WIDTH = MAX_NORM_WIDTH


@triton.jit
def _post_attn_norms_moe_kernel(
    x_ptr, r_ptr, w1_ptr, w2_ptr, wr_ptr, w3_ptr,
    out_ptr, s_ptr, router_ptr, moe_ptr,
    x_stride, r_stride, out_stride, s_stride, router_stride, moe_stride,
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
        wr = tl.load(wr_ptr + offs, mask=mask, other=0.0).to(tl.float32)
        w3 = tl.load(w3_ptr + offs, mask=mask, other=0.0).to(tl.float32)

    # post_attention_norm(x) + residual, add in fp32
    y = rmsnorm(x, w1, H, eps).to(dt).to(tl.float32)
    s = y + r
    s_lo = s.to(dt)
    tl.store(s_ptr + row * s_stride + offs, s_lo, mask=mask)

    # pre_feedforward_norm reads the fp32 s; the router norm and
    # pre_feedforward_norm_2 read s rounded to residual.dtype: both rows'
    # statistics in one reduction
    pair = tl.join(s, s_lo.to(tl.float32))
    inv = tl.rsqrt(column_sums(pair * pair) / H + eps)
    n = pair * inv[None, :]
    n_s, n_r = tl.split(n)
    if LATE_LOADS:
        w2 = tl.load(w2_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * out_stride + offs, (n_s * w2).to(dt), mask=mask)
    if LATE_LOADS:
        wr = tl.load(wr_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(router_ptr + row * router_stride + offs, (n_r * wr).to(dt), mask=mask)
    if LATE_LOADS:
        w3 = tl.load(w3_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(moe_ptr + row * moe_stride + offs, (n_r * w3).to(dt), mask=mask)


def max_width() -> int:
    return MAX_WIDTH


def check(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps=None) -> Optional[str]:
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
    for name, w in (("w_post_attn", w_post_attn), ("w_pre_ff", w_pre_ff),
                    ("w_router", w_router), ("w_pre_ff2", w_pre_ff2)):
        err = check_weight(name, w, H, x.device)
        if err:
            return err
    return None


def launch(x: torch.Tensor, residual: torch.Tensor, w_post_attn: torch.Tensor,
           w_pre_ff: torch.Tensor, w_router: torch.Tensor, w_pre_ff2: torch.Tensor,
           eps: float) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    err = check(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2)
    if err:
        raise ValueError(f"post_attn_norms_moe: {err}")
    outs = [torch.empty(x.shape, dtype=residual.dtype, device=x.device) for _ in range(4)]
    x2, r2 = rows(x), rows(residual)
    o2 = [rows(o) for o in outs]
    T, H = x2.shape
    if T == 0 or H == 0:
        return tuple(outs)
    block = triton.next_power_of_2(H)
    _post_attn_norms_moe_kernel[(T,)](
        x2, r2, w_post_attn, w_pre_ff, w_router, w_pre_ff2,
        *o2,
        x2.stride(0), r2.stride(0), *(o.stride(0) for o in o2),
        H, float(eps),
        LATE_LOADS=T >= LATE_LOAD_ROWS, BLOCK=block, num_warps=num_warps(block),
    )
    return tuple(outs)
