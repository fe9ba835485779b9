"""MoE FFN tail: ``out = (post_ff(post_ff_1(mlp) + post_ff_2(moe)) + residual) * scalar``.

Fuses post_feedforward_norm_1, post_feedforward_norm_2, their sum,
post_feedforward_norm, the residual add and the ``layer_scalar`` multiply into
one program per row: ``mlp``, ``moe`` and ``residual`` are read once and
``out`` is written once (eager: six kernels and five intermediate tensors).

At decode sizes a program's time is its chain of dependent steps, so every
input is loaded up front and the two branch norms share one reduction: the
chain is one load latency and two reductions (it was four loads spread
between three reductions). From ``layout.LATE_LOAD_ROWS`` rows each input is
loaded where first needed instead, and the row is held in two power-of-2
parts (``layout.row_parts``), not one ``next_power_of_2`` block: fewer masked
lanes where the time is the bytes (timings: bench/studies/row_kernel_launch/README.md,
"Rows in two parts"). Below that, one block (``launch_layout``).

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

from .inputs import MAX_NORM_WIDTH, check_gemv_input, check_rows, check_weight, rows
from .layout import LATE_LOAD_ROWS, row_layout, row_offsets_need_int64
from .rownorm import column_sums, load_part, norm_add_scale, store_part

MAX_WIDTH = MAX_NORM_WIDTH


def launch_layout(n_rows: int, width: int):
    """``(HEAD, TAIL, warps)`` of a launch (``layout.row_layout``): one block below
    ``LATE_LOAD_ROWS`` rows and the row in two parts from there, on 4 warps either way.

    Chosen by the launch sweep (sweep_row_kernels.py) and the cells timed in turns
    (interleaved_cells.py); their timings: bench/studies/row_kernel_launch/README.md,
    "The figures the kernels' comments held".
    """
    return row_layout(width, n_rows >= LATE_LOAD_ROWS, block_warps=4)


@triton.jit
def _branch_norms_sum(x, inv, w1, w2, dt):
    """``post_ff_1(mlp) + post_ff_2(moe)`` of one part, ``x`` its ``[n, 2]`` pair of inputs."""
    ab = (x * inv[None, :] * tl.join(w1, w2)).to(dt).to(tl.float32)
    a, b = tl.split(ab)
    return (a + b).to(dt).to(tl.float32)


@triton.jit
def _ffn_tail_moe_kernel(
    mlp_ptr, moe_ptr, r_ptr, w1_ptr, w2_ptr, w3_ptr, scalar_ptr, out_ptr, w_next_ptr, normed_ptr,
    mlp_stride, moe_stride, r_stride, out_stride, normed_stride,
    H, eps,
    NEXT_NORM: tl.constexpr,
    LATE_LOADS: tl.constexpr,
    HEAD: tl.constexpr,
    TAIL: tl.constexpr,
    ROW64: tl.constexpr,
):
    row = tl.program_id(0)
    if ROW64:
        row = row.to(tl.int64)
    mlp_ptr += row * mlp_stride
    moe_ptr += row * moe_stride
    r_ptr += row * r_stride
    out_ptr += row * out_stride
    normed_ptr += row * normed_stride
    dt = out_ptr.dtype.element_ty
    h = tl.arange(0, HEAD)  # one block, or two parts (layout.row_layout); "_t" names the tail's
    if TAIL > 0:
        t = HEAD + tl.arange(0, TAIL)

    # Early (below LATE_LOAD_ROWS rows): every load before the first
    # reduction, whose barrier keeps the compiler from hoisting a later load
    # above it. Late: each input loaded where first needed, so fewer rows of
    # registers are live while a program waits (see layout.LATE_LOAD_ROWS).
    x = tl.join(load_part(mlp_ptr, h, H), load_part(moe_ptr, h, H))
    if TAIL > 0:
        x_t = tl.join(load_part(mlp_ptr, t, H), load_part(moe_ptr, t, H))
    k = tl.load(scalar_ptr).to(tl.float32)
    if not LATE_LOADS:
        w1, w2 = load_part(w1_ptr, h, H), load_part(w2_ptr, h, H)
        w3, r = load_part(w3_ptr, h, H), load_part(r_ptr, h, H)
        if TAIL > 0:
            w1_t, w2_t = load_part(w1_ptr, t, H), load_part(w2_ptr, t, H)
            w3_t, r_t = load_part(w3_ptr, t, H), load_part(r_ptr, t, H)
        if NEXT_NORM:
            w_next = load_part(w_next_ptr, h, H)
            if TAIL > 0:
                w_next_t = load_part(w_next_ptr, t, H)

    # The two branch norms as one reduction of the pair [n, 2]: one
    # shared-memory round trip and interleaved shuffles instead of two serial ones.
    sums = column_sums(x * x)
    if TAIL > 0:
        sums += column_sums(x_t * x_t)
    inv = tl.rsqrt(sums / H + eps)
    if LATE_LOADS:
        w1, w2 = load_part(w1_ptr, h, H), load_part(w2_ptr, h, H)
        if TAIL > 0:
            w1_t, w2_t = load_part(w1_ptr, t, H), load_part(w2_ptr, t, H)
    c = _branch_norms_sum(x, inv, w1, w2, dt)
    sums_c = tl.sum(c * c, axis=0)
    if TAIL > 0:
        c_t = _branch_norms_sum(x_t, inv, w1_t, w2_t, dt)
        sums_c += tl.sum(c_t * c_t, axis=0)
    inv_c = tl.rsqrt(sums_c / H + eps)

    if LATE_LOADS:
        w3, r = load_part(w3_ptr, h, H), load_part(r_ptr, h, H)
        if TAIL > 0:
            w3_t, r_t = load_part(w3_ptr, t, H), load_part(r_ptr, t, H)
    out = norm_add_scale(c, inv_c, w3, r, k, dt)
    store_part(out_ptr, h, H, out)
    if TAIL > 0:
        out_t = norm_add_scale(c_t, inv_c, w3_t, r_t, k, dt)
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
            if TAIL > 0:
                w_next_t = load_part(w_next_ptr, t, H)
        store_part(normed_ptr, h, H, (o * inv_o * w_next).to(dt))
        if TAIL > 0:
            store_part(normed_ptr, t, H, (o_t * inv_o * w_next_t).to(dt))


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
    head, tail, warps = launch_layout(T, H)
    _ffn_tail_moe_kernel[(T,)](
        m2, e2, r2, w1, w2, w3, scalar, o2, w_next if w_next is not None else w1, n2,
        m2.stride(0), e2.stride(0), r2.stride(0), o2.stride(0), n2.stride(0),
        H, float(eps),
        NEXT_NORM=w_next is not None, LATE_LOADS=T >= LATE_LOAD_ROWS,
        HEAD=head, TAIL=tail, ROW64=row_offsets_need_int64(T, head + tail, (m2, e2, r2, o2, n2)),
        num_warps=warps,
    )
    return out, normed
