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
Below ``layout.LATE_LOAD_ROWS`` rows every input is loaded before the first
reduction and the row is one block; from there it is held in two power-of-2
parts (``layout.row_layout``).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from .inputs import MAX_NORM_WIDTH, check_gemv_input, check_rows, check_weight, rows
from .layout import LATE_LOAD_ROWS, row_layout
from .rownorm import load_part, norm_add_scale, store_part

MAX_WIDTH = MAX_NORM_WIDTH


def launch_layout(n_rows: int, width: int):
    """``(HEAD, TAIL, warps)`` of a launch over ``n_rows`` rows (``layout.row_layout``)."""
    return row_layout(width, n_rows >= LATE_LOAD_ROWS)


@triton.jit
def _rmsnorm_add_scale_kernel(
    x_ptr, r_ptr, w_ptr, scalar_ptr, out_ptr, w_next_ptr, normed_ptr,
    x_stride, r_stride, out_stride, normed_stride,
    H, eps,
    HAS_SCALAR: tl.constexpr,
    NEXT_NORM: tl.constexpr,
    LATE_LOADS: tl.constexpr,
    HEAD: tl.constexpr,
    TAIL: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    x_ptr += row * x_stride
    r_ptr += row * r_stride
    out_ptr += row * out_stride
    normed_ptr += row * normed_stride
    dt = out_ptr.dtype.element_ty
    h = tl.arange(0, HEAD)  # one block, or two parts (layout.row_layout); "_t" names the tail's
    if TAIL > 0:
        t = HEAD + tl.arange(0, TAIL)

    x, w, r = load_part(x_ptr, h, H), load_part(w_ptr, h, H), load_part(r_ptr, h, H)
    if TAIL > 0:
        x_t, w_t, r_t = load_part(x_ptr, t, H), load_part(w_ptr, t, H), load_part(r_ptr, t, H)
    if HAS_SCALAR:
        k = tl.load(scalar_ptr).to(tl.float32)
    else:
        k = 1.0
    if NEXT_NORM and not LATE_LOADS:  # every load before the first reduction (see layout.LATE_LOAD_ROWS)
        w_next = load_part(w_next_ptr, h, H)
        if TAIL > 0:
            w_next_t = load_part(w_next_ptr, t, H)

    sums = tl.sum(x * x, axis=0)
    if TAIL > 0:
        sums += tl.sum(x_t * x_t, axis=0)
    inv = tl.rsqrt(sums / H + eps)
    out = norm_add_scale(x, inv, w, r, k, dt)
    store_part(out_ptr, h, H, out)
    if TAIL > 0:
        out_t = norm_add_scale(x_t, inv, w_t, r_t, k, dt)
        store_part(out_ptr, t, H, out_t)

    if NEXT_NORM:
        o = out.to(tl.float32)
        sums_o = tl.sum(o * o, axis=0)
        if TAIL > 0:
            o_t = out_t.to(tl.float32)
            sums_o += tl.sum(o_t * o_t, axis=0)
        inv_o = tl.rsqrt(sums_o / H + eps)
        if LATE_LOADS:
            w_next = load_part(w_next_ptr, h, H)
        store_part(normed_ptr, h, H, (o * inv_o * w_next).to(dt))
        if TAIL > 0:
            if LATE_LOADS:
                w_next_t = load_part(w_next_ptr, t, H)
            store_part(normed_ptr, t, H, (o_t * inv_o * w_next_t).to(dt))


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
    head, tail, warps = launch_layout(T, H)
    _rmsnorm_add_scale_kernel[(T,)](
        x2, r2, w, scalar if scalar is not None else w, o2, w_next if w_next is not None else w, n2,
        x2.stride(0), r2.stride(0), o2.stride(0), n2.stride(0),
        H, float(eps),
        HAS_SCALAR=scalar is not None,
        NEXT_NORM=w_next is not None,
        LATE_LOADS=T >= LATE_LOAD_ROWS,
        HEAD=head, TAIL=tail, num_warps=warps,
    )
    return out, normed
