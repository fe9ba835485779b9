"""MoE FFN tail: ``out = (post_ff(post_ff_1(mlp) + post_ff_2(moe)) + residual) * scalar``.

Fuses post_feedforward_norm_1, post_feedforward_norm_2, their sum,
post_feedforward_norm, the residual add and the ``layer_scalar`` multiply into
one program per row: ``mlp``, ``moe`` and ``residual`` are read once and
``out`` is written once (eager: six kernels and five intermediate tensors).

At decode sizes a program's time is its chain of dependent steps, so every
input is loaded up front and the two branch norms share one reduction: the
chain is one load latency and two reductions (it was four loads spread
between three reductions).

Numerics as ``reference.ffn_tail_moe``: each norm in fp32 with ``rsqrt``,
rounded to ``moe.dtype``; the sum of the two branch norms, the residual add and
the scalar multiply each round to it (``mlp`` may be an fp32 one-token GEMV
output, see ``check_gemv_input``). ``scalar`` is a one-element
tensor read through its pointer (no ``.item()``: CUDA-graph safe).

``launch_next_norm`` also writes the next layer's input norm of ``out``, as
``rmsnorm_add_scale``'s does (see there).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from . import LATE_LOAD_ROWS, MAX_NORM_WIDTH, check_gemv_input, check_rows, check_weight, num_warps, row_offsets_need_int64, rows
from .rownorm import column_sums, rmsnorm

MAX_WIDTH = MAX_NORM_WIDTH
# From this many rows the plain tail runs an 8192-wide block (31B's hidden 5376) on 4 warps instead of
# ``num_warps``' 16; with the next norm it does so from ``LATE_LOAD_ROWS``, where ``w_next`` loads late.
# Measured on an H100 (bench/sweep_row_kernels.py): plain, 4096 rows 96.3 -> 72.6 us (SGLang's kernel,
# also 4 warps: 73.2), 256 rows 6.2 -> 5.2 us; next norm, 4096 rows 123.9 -> 97.5 us (Inductor 113.3),
# while at 256 rows its early load on 4 warps is slower (8.4 us vs 7.5); at 8 and 32 rows 16 warps stay faster.
FEW_WARPS_ROWS = 256


@triton.jit
def _ffn_tail_moe_kernel(
    mlp_ptr, moe_ptr, r_ptr, w1_ptr, w2_ptr, w3_ptr, scalar_ptr, out_ptr, w_next_ptr, normed_ptr,
    mlp_stride, moe_stride, r_stride, out_stride, normed_stride,
    H, eps,
    NEXT_NORM: tl.constexpr,
    LATE_LOADS: tl.constexpr,
    BLOCK: tl.constexpr,
    ROW64: tl.constexpr,
):
    row = tl.program_id(0)
    if ROW64:
        row = row.to(tl.int64)
    offs = tl.arange(0, BLOCK)
    mask = offs < H
    dt = out_ptr.dtype.element_ty

    # Every load before the first reduction: a reduction's barrier keeps the
    # compiler from hoisting a load above it, so a load after one adds its
    # latency to the chain instead of overlapping the others.
    a = tl.load(mlp_ptr + row * mlp_stride + offs, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(moe_ptr + row * moe_stride + offs, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * r_stride + offs, mask=mask, other=0.0).to(tl.float32)
    w1 = tl.load(w1_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    w2 = tl.load(w2_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    w3 = tl.load(w3_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    k = tl.load(scalar_ptr).to(tl.float32)
    if NEXT_NORM and not LATE_LOADS:  # else loaded after out is stored (see kernels.LATE_LOAD_ROWS)
        w_next = tl.load(w_next_ptr + offs, mask=mask, other=0.0).to(tl.float32)

    # The two branch norms as one reduction of the pair [BLOCK, 2]: one
    # shared-memory round trip and interleaved shuffles instead of two serial
    # ones.
    x = tl.join(a, b)
    inv = tl.rsqrt(column_sums(x * x) / H + eps)
    ab = (x * inv[None, :] * tl.join(w1, w2)).to(dt).to(tl.float32)
    a, b = tl.split(ab)

    c = (a + b).to(dt).to(tl.float32)
    d = rmsnorm(c, w3, H, eps).to(dt).to(tl.float32)
    e = (d + r).to(dt).to(tl.float32)
    out = (e * k).to(dt)
    tl.store(out_ptr + row * out_stride + offs, out, mask=mask)
    if NEXT_NORM:
        if LATE_LOADS:
            w_next = tl.load(w_next_ptr + offs, mask=mask, other=0.0).to(tl.float32)
        tl.store(normed_ptr + row * normed_stride + offs, rmsnorm(out.to(tl.float32), w_next, H, eps).to(dt), mask=mask)


def max_width() -> int:
    return MAX_WIDTH


def check(mlp, moe, residual, w1, w2, w3, scalar, eps=None, w_next=None) -> Optional[str]:
    """Why ``launch`` (``launch_next_norm`` when ``w_next`` is given) cannot take these inputs, or None."""
    err = check_rows("moe", moe)
    if err:
        return err
    H = moe.shape[-1]
    if H > MAX_WIDTH:
        return f"width {H} > {MAX_WIDTH}"
    err = check_rows("residual", residual, moe.shape, moe.dtype, moe.device) or check_rows(
        "mlp", mlp, moe.shape, None, moe.device) or check_gemv_input("mlp", mlp, moe)
    if err:
        return err
    weights = (("w1", w1), ("w2", w2), ("w3", w3)) + ((("w_next", w_next),) if w_next is not None else ())
    for name, w in weights:
        err = check_weight(name, w, H, mlp.device)
        if err:
            return err
    if not isinstance(scalar, torch.Tensor) or scalar.numel() != 1 or scalar.dim() > 1:
        return "scalar must be a one-element tensor (shape [1] or [])"
    if scalar.dtype != moe.dtype:
        # a [1]-shaped fp32 scalar would promote a bf16 result to fp32
        return f"scalar has dtype {scalar.dtype}, expected {moe.dtype}"
    if scalar.device != mlp.device:
        return f"scalar is on {scalar.device}, expected {mlp.device}"
    return None


def launch(mlp: torch.Tensor, moe: torch.Tensor, residual: torch.Tensor, w1: torch.Tensor,
           w2: torch.Tensor, w3: torch.Tensor, scalar: torch.Tensor, eps: float) -> torch.Tensor:
    return _run(mlp, moe, residual, w1, w2, w3, scalar, None, eps)[0]


def launch_next_norm(mlp: torch.Tensor, moe: torch.Tensor, residual: torch.Tensor, w1: torch.Tensor,
                     w2: torch.Tensor, w3: torch.Tensor, scalar: torch.Tensor, w_next: torch.Tensor,
                     eps: float) -> Tuple[torch.Tensor, torch.Tensor]:
    """``(out, rmsnorm(out) * w_next)``."""
    if w_next is None:
        raise ValueError("ffn_tail_moe_next_norm: w_next is required")
    return _run(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)


def _run(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps):
    err = check(mlp, moe, residual, w1, w2, w3, scalar, w_next=w_next)
    if err:
        raise ValueError(f"ffn_tail_moe: {err}")
    out = torch.empty(moe.shape, dtype=moe.dtype, device=moe.device)
    normed = torch.empty(moe.shape, dtype=moe.dtype, device=moe.device) if w_next is not None else None
    m2, e2, r2, o2 = rows(mlp), rows(moe), rows(residual), rows(out)
    n2 = rows(normed) if normed is not None else o2
    T, H = m2.shape
    if T == 0 or H == 0:
        return out, normed
    block = triton.next_power_of_2(H)
    _ffn_tail_moe_kernel[(T,)](
        m2, e2, r2, w1, w2, w3, scalar, o2, w_next if w_next is not None else w1, n2,
        m2.stride(0), e2.stride(0), r2.stride(0), o2.stride(0), n2.stride(0),
        H, float(eps),
        NEXT_NORM=w_next is not None, LATE_LOADS=T >= LATE_LOAD_ROWS,
        BLOCK=block, ROW64=row_offsets_need_int64(T, block, (m2, e2, r2, o2, n2)),
        num_warps=4 if block >= 8192 and T >= (FEW_WARPS_ROWS if w_next is None else LATE_LOAD_ROWS)
        else num_warps(block),
    )
    return out, normed
