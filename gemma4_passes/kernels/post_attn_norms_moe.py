"""MoE post-attention block: the dense block plus the two norms of the MoE branch.

Fuses post_attention_norm, the residual add, pre_feedforward_norm, the router
norm and pre_feedforward_norm_2 into one program per row: ``x`` and
``residual`` are read once, ``s`` stays in registers, and the four outputs
(``out``, ``s``, ``router_in``, ``moe_in``) are each written once. Eager runs
five norm kernels that re-read ``s`` three times. Below
``layout.LATE_LOAD_ROWS`` rows every input is loaded before the first
reduction, and the two statistics of ``s`` share one reduction: the chain is
one load latency and two reductions (it was four loads between three). The
row is held in two power-of-2 parts (``layout.row_parts``).

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

from .inputs import MAX_NORM_WIDTH, check_gemv_input, check_rows, check_weight, rows
from .layout import LATE_LOAD_ROWS, row_parts
from .rownorm import column_sums, load_part, norm_add, store_part

MAX_WIDTH = MAX_NORM_WIDTH


def launch_layout(n_rows: int, width: int):
    """``(HEAD, TAIL, warps)`` of a launch: the row in ``layout.row_parts`` on 4 warps, at every row count.

    Chosen by the launch sweep against one ``next_power_of_2`` block on 8 or 16 warps; its timings:
    bench/studies/row_kernel_launch/README.md, "The figures the kernels' comments held".
    """
    return (*row_parts(width), 4)


@triton.jit
def _post_attn_norms_moe_kernel(
    x_ptr, r_ptr, w1_ptr, w2_ptr, wr_ptr, w3_ptr,
    out_ptr, s_ptr, router_ptr, moe_ptr,
    x_stride, r_stride, out_stride, s_stride, router_stride, moe_stride,
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
    router_ptr += row * router_stride
    moe_ptr += row * moe_stride
    dt = out_ptr.dtype.element_ty
    h = tl.arange(0, HEAD)  # the row's parts (layout.row_parts); "_t" names the tail's
    if TAIL > 0:
        t = HEAD + tl.arange(0, TAIL)

    x, w1, r = load_part(x_ptr, h, H), load_part(w1_ptr, h, H), load_part(r_ptr, h, H)
    if TAIL > 0:
        x_t, w1_t, r_t = load_part(x_ptr, t, H), load_part(w1_ptr, t, H), load_part(r_ptr, t, H)
    if not LATE_LOADS:  # every load before the first reduction (see layout.LATE_LOAD_ROWS)
        w2, wr, w3 = load_part(w2_ptr, h, H), load_part(wr_ptr, h, H), load_part(w3_ptr, h, H)
        if TAIL > 0:
            w2_t, wr_t, w3_t = load_part(w2_ptr, t, H), load_part(wr_ptr, t, H), load_part(w3_ptr, t, H)

    # post_attention_norm(x) + residual, add in fp32
    sums = tl.sum(x * x, axis=0)
    if TAIL > 0:
        sums += tl.sum(x_t * x_t, axis=0)
    inv = tl.rsqrt(sums / H + eps)
    s = norm_add(x, inv, w1, r, dt)
    s_lo = s.to(dt)
    store_part(s_ptr, h, H, s_lo)
    # pre_feedforward_norm reads the fp32 s; the router norm and
    # pre_feedforward_norm_2 read s rounded to residual.dtype: both rows'
    # statistics in one reduction
    pair = tl.join(s, s_lo.to(tl.float32))
    pair_sums = column_sums(pair * pair)
    if TAIL > 0:
        s_t = norm_add(x_t, inv, w1_t, r_t, dt)
        s_lo_t = s_t.to(dt)
        store_part(s_ptr, t, H, s_lo_t)
        pair_t = tl.join(s_t, s_lo_t.to(tl.float32))
        pair_sums += column_sums(pair_t * pair_t)
    inv_pair = tl.rsqrt(pair_sums / H + eps)

    n_s, n_r = tl.split(pair * inv_pair[None, :])
    if LATE_LOADS:
        w2 = load_part(w2_ptr, h, H)
    store_part(out_ptr, h, H, (n_s * w2).to(dt))
    if LATE_LOADS:
        wr = load_part(wr_ptr, h, H)
    store_part(router_ptr, h, H, (n_r * wr).to(dt))
    if LATE_LOADS:
        w3 = load_part(w3_ptr, h, H)
    store_part(moe_ptr, h, H, (n_r * w3).to(dt))
    if TAIL > 0:
        n_s_t, n_r_t = tl.split(pair_t * inv_pair[None, :])
        if LATE_LOADS:
            w2_t = load_part(w2_ptr, t, H)
        store_part(out_ptr, t, H, (n_s_t * w2_t).to(dt))
        if LATE_LOADS:
            wr_t = load_part(wr_ptr, t, H)
        store_part(router_ptr, t, H, (n_r_t * wr_t).to(dt))
        if LATE_LOADS:
            w3_t = load_part(w3_ptr, t, H)
        store_part(moe_ptr, t, H, (n_r_t * w3_t).to(dt))


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
    head, tail, warps = launch_layout(T, H)
    _post_attn_norms_moe_kernel[(T,)](
        x2, r2, w_post_attn, w_pre_ff, w_router, w_pre_ff2,
        *o2,
        x2.stride(0), r2.stride(0), *(o.stride(0) for o in o2),
        H, float(eps),
        LATE_LOADS=T >= LATE_LOAD_ROWS, HEAD=head, TAIL=tail, num_warps=warps,
    )
    return tuple(outs)
