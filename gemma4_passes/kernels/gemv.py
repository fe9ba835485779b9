"""One-token projection: ``out[m, n] = sum_k x[m, k] * w[n, k]``, fp32 accumulation.

At one token a projection is a GEMV: its time is the bytes of ``w``. Under
SGLang's ``coordinate_descent_tuning`` Inductor decomposes a one-row matmul
into an fp32 multiply-and-sum and tunes that reduction's launch on the GPU at
compile time; the picks differ from process to process (bench/studies/gemv/README.md).
This kernel has fixed tiles per shape class instead, chosen by a sweep
(``bench/studies/gemv/sweep.py``).

Grid ``(M, N / BLOCK_N)``: each program holds ``BLOCK_N`` rows of ``w`` and
walks the reduction in ``BLOCK_K`` chunks, software-pipelined
(``tl.range(num_stages=...)``) so that enough weight bytes are in flight; the
``[BLOCK_N, BLOCK_K]`` partial products are summed once at the end.
``x`` may be fp32 (a norm's unrounded output) or the weights' dtype; the
result is written in ``out_dtype``.

``launch_rmsnorm`` reads ``x`` through SGLang's ``RMSNorm`` (the layer's input
norm in front of its q/k/v projection), as Inductor's one-token form on torch
2.11 computes it: the norm's output in fp32, not rounded to x's dtype (its
round trip dropped). Then ``1/RMS(x)`` is one factor of every output, so the
kernel sums ``x^2`` beside the dot in the same pass and scales at the end; the
norm costs neither a launch nor a pass over ``x`` of its own.

``launch_gelu_mul`` reads ``x`` as ``gelu_tanh(gate) * up`` (a dense MLP's down
projection, the PLE projection), computed chunk by chunk from the two halves
as ``gelu_tanh_mul`` computes it: Inductor's one-token form fuses that product
into its GEMV reduction the same way, so taking the GEMV leaves no launch to
write the product.

``launch_gate_up_gelu`` is a dense MLP's gate/up projection that writes
``gelu_tanh(gate) * up`` instead of its two halves: each program takes rows of
the gate and the same rows of up (half the plain tile's rows each, so a
program reads the bytes the plain GEMV's does), rounds both sums to the
weight's dtype as the plain GEMV's output is, and writes their product as
``gelu_tanh_mul`` computes it. The down projection then reads the product
plain: the gelu form above recomputes the gelu of the whole row in every
program, which at 31B's down projection costs 1.47x the plain GEMV's time
(bench/studies/gemv_forms_h200/).

``launch_fp8`` is SGLang's FP8 GEMM at one token (``fp8_scaled_mm``: e4m3 ``a``
and weight, one fp32 scale per row of ``a`` and per output column): the e4m3
values widened to fp32, summed in fp32, the sum times both scales, rounded
once. Its weights are one byte, so its chunks are twice as long for the same
bytes in flight.
"""

from __future__ import annotations

from typing import Tuple

import torch
import triton
import triton.language as tl

from .inputs import check_gemv as check  # noqa: F401  (this module's check(), shared with the pass)
from .inputs import check_gate_up_gelu_gemv, check_gelu_gemv, check_scaled_mm_fp8, check_weight
from .gelu_tanh_mul import gelu_tanh


@triton.jit
def _gemv_kernel(
    x_ptr, w_ptr, out_ptr, wn_ptr, up_ptr, sx_ptr, sw_ptr,
    N, K, eps,
    x_row_stride, w_row_stride, out_row_stride, up_row_stride,
    BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, STAGES: tl.constexpr, NORM: tl.constexpr, GELU: tl.constexpr,
    SCALED: tl.constexpr, W_EVICT: tl.constexpr,
):
    m = tl.program_id(0).to(tl.int64)
    rows = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rmask = rows < N
    # past-the-end rows read the last row again (unmasked loads), and are not stored
    w_rows = w_ptr + tl.minimum(rows, N - 1)[:, None].to(tl.int64) * w_row_stride
    x_row = x_ptr + m * x_row_stride
    up_row = up_ptr + m * up_row_stride
    cols = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
    squares = tl.zeros((BLOCK_K,), dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=STAGES):
        c = k0 + cols
        cmask = c < K
        xv = tl.load(x_row + c, mask=cmask, other=0.0).to(tl.float32)
        if GELU:  # x is gelu_tanh(gate) * up, each rounded to up's dtype as gelu_tanh_mul does
            dt = up_ptr.dtype.element_ty
            up = tl.load(up_row + c, mask=cmask, other=0.0).to(tl.float32)
            xv = (gelu_tanh(xv).to(dt).to(tl.float32) * up).to(dt).to(tl.float32)
        if NORM:  # x's sum of squares beside the dot; the norm weight applied here, 1/RMS at the end
            squares += xv * xv
            xv = xv * tl.load(wn_ptr + c, mask=cmask, other=0.0).to(tl.float32)
        w = tl.load(w_rows + c[None, :], mask=cmask[None, :], other=0.0, eviction_policy=W_EVICT).to(tl.float32)
        acc += w * xv[None, :]
    y = tl.sum(acc, axis=1)
    if NORM:
        y = y * tl.math.rsqrt(tl.sum(squares, axis=0) / K + eps)
    if SCALED:  # FP8: the row's scale, then the output column's
        y = y * tl.load(sx_ptr + m) * tl.load(sw_ptr + tl.minimum(rows, N - 1))
    tl.store(out_ptr + m * out_row_stride + rows, y.to(out_ptr.dtype.element_ty), mask=rmask)


@triton.jit
def _gate_up_gelu_kernel(
    x_ptr, w_ptr, out_ptr, I, K, x_row_stride, w_row_stride, out_row_stride,
    HALF: tl.constexpr, BLOCK_K: tl.constexpr, STAGES: tl.constexpr,
):
    m = tl.program_id(0).to(tl.int64)
    rows = tl.program_id(1) * HALF + tl.arange(0, HALF)
    rmask = rows < I
    r = tl.minimum(rows, I - 1)[:, None].to(tl.int64)  # past-the-end rows read the last one, not stored
    gate_rows = w_ptr + r * w_row_stride
    up_rows = w_ptr + (r + I) * w_row_stride
    x_row = x_ptr + m * x_row_stride
    cols = tl.arange(0, BLOCK_K)
    acc_gate = tl.zeros((HALF, BLOCK_K), dtype=tl.float32)
    acc_up = tl.zeros((HALF, BLOCK_K), dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=STAGES):
        c = k0 + cols
        cmask = c < K
        xv = tl.load(x_row + c, mask=cmask, other=0.0).to(tl.float32)[None, :]
        acc_gate += tl.load(gate_rows + c[None, :], mask=cmask[None, :], other=0.0).to(tl.float32) * xv
        acc_up += tl.load(up_rows + c[None, :], mask=cmask[None, :], other=0.0).to(tl.float32) * xv
    dt = out_ptr.dtype.element_ty
    # each half rounded as the plain GEMV's output is, then gelu_tanh_mul's roundings
    gate = tl.sum(acc_gate, axis=1).to(dt).to(tl.float32)
    up = tl.sum(acc_up, axis=1).to(dt).to(tl.float32)
    tl.store(out_ptr + m * out_row_stride + rows, (gelu_tanh(gate).to(dt).to(tl.float32) * up).to(dt), mask=rmask)


# Rows a program, the reduction chunk, warps and pipeline stages: 8 rows of 256 wherever that
# gives at least GRID_MIN programs; a weight with fewer rows (the router, E2B's down projection)
# takes fewer rows a program and longer chunks. From the tile sweeps at Gemma-4's projections on
# an H100 and an H200: bench/studies/gemv/README.md, bench/studies/gemv_h200/README.md.
BLOCK_N, BLOCK_K, WARPS, STAGES = 8, 256, 4, 4
GRID_MIN = 512  # about four programs per SM (132 on both): E4B's 2560-row down projection 4 rows a program
GRID_Y_MAX = 65535  # CUDA's limit on the grid's second axis, the weight's row blocks
# The L2 eviction policy of the weight loads ("": Triton's default). Triton keeps it only in an unpipelined loop
# (STAGES 1): software-pipelined, the loads become cp.async copies, which carry none. Inductor marks the weight loads
# of its own one-row matmuls "evict_first" (read once a step), which leaves in L2 what is read again, such as the KV
# cache of SGLang's decode attention; bench/studies/gemv_l2/ measures whether that form pays here.
WEIGHT_EVICTION = ""


def tiles(N: int, K: int, weight_bytes: int = 2) -> Tuple[int, int, int, int]:
    """``(BLOCK_N, BLOCK_K, num_warps, STAGES)`` for an ``[N, K]`` weight of ``weight_bytes`` a value
    (a one-byte weight takes chunks twice as long: the same bytes a chunk)."""
    block_n = BLOCK_N
    while block_n > 1 and N // block_n < GRID_MIN:
        block_n //= 2
    while triton.cdiv(N, block_n) > GRID_Y_MAX:  # a weight of more than 524280 rows
        block_n *= 2
    longer = max(1, 2 // weight_bytes)
    block_k = min(BLOCK_N * BLOCK_K * longer // block_n, 1024 * longer, triton.next_power_of_2(K))
    return block_n, block_k, WARPS, STAGES


def launch(x: torch.Tensor, w: torch.Tensor, out_dtype: torch.dtype) -> torch.Tensor:
    err = check(x, w, out_dtype)
    if err:
        raise ValueError(f"gemv: {err}")
    return _launch(x, w, out_dtype, None, 0.0)


def launch_gelu_mul(gate: torch.Tensor, up: torch.Tensor, w: torch.Tensor, out_dtype: torch.dtype) -> torch.Tensor:
    """``(gelu_tanh(gate) * up) @ w.T``, the product computed in every program, never stored."""
    err = check_gelu_gemv(gate, up, w, out_dtype)
    if err:
        raise ValueError(f"gelu_mul_gemv: {err}")
    return _launch(gate, w, out_dtype, None, 0.0, up)


def launch_gate_up_gelu(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    """``gelu_tanh(gate) * up`` of ``[gate; up] = x @ w.T`` (``w``: the gate's rows, then up's),
    the two halves never stored; in ``w``'s dtype."""
    err = check_gate_up_gelu_gemv(x, w)
    if err:
        raise ValueError(f"gate_up_gelu_gemv: {err}")
    M, K = x.shape
    I = w.shape[0] // 2
    out = torch.empty((M, I), dtype=w.dtype, device=x.device)
    if M == 0 or I == 0:
        return out
    if K == 0:  # both halves 0: gelu(0) * 0
        return out.zero_()
    block_n, block_k, warps, stages = tiles(2 * I, K, w.element_size())  # the plain GEMV's tile of all 2I rows
    half = max(1, block_n // 2)
    _gate_up_gelu_kernel[(M, triton.cdiv(I, half))](
        x, w, out, I, K, x.stride(0), w.stride(0), out.stride(0),
        HALF=half, BLOCK_K=block_k, STAGES=stages, num_warps=warps,
    )
    return out


def launch_rmsnorm(x: torch.Tensor, w_norm: torch.Tensor, w: torch.Tensor, eps: float) -> torch.Tensor:
    """``rmsnorm(x, w_norm) @ w.T``, the norm in fp32 (not rounded) computed in every program."""
    err = check(x, w, x.dtype) or check_weight("w_norm", w_norm, x.shape[-1], x.device)
    if err:
        raise ValueError(f"rmsnorm_gemv: {err}")
    return _launch(x, w, x.dtype, w_norm, eps)


def launch_fp8(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor,
               out_dtype: torch.dtype) -> torch.Tensor:
    """SGLang's ``fp8_scaled_mm(a, b, scale_a, scale_b, out_dtype)``: ``(a @ b) * scale_a[row] *
    scale_b[col]`` from e4m3 ``a`` ``[M, K]`` and ``b`` ``[K, N]`` (a transposed ``[N, K]`` weight)."""
    err = check_scaled_mm_fp8(a, b, scale_a, scale_b, out_dtype)
    if err:
        raise ValueError(f"gemv (fp8): {err}")
    return _launch(a, b.t(), out_dtype, None, 0.0, scales=(scale_a.reshape(-1), scale_b.reshape(-1)))


def _launch(x, w, out_dtype, w_norm, eps, up=None, scales=None):
    M, K = x.shape
    N = w.shape[0]
    out = torch.empty((M, N), dtype=out_dtype, device=x.device)
    if M == 0 or N == 0:
        return out
    if K == 0:
        return out.zero_()
    block_n, block_k, warps, stages = tiles(N, K, w.element_size())
    sx, sw = scales if scales is not None else (x, x)
    _gemv_kernel[(M, triton.cdiv(N, block_n))](
        x, w, out, w if w_norm is None else w_norm, x if up is None else up, sx, sw,
        N, K, eps, x.stride(0), w.stride(0), out.stride(0), x.stride(0) if up is None else up.stride(0),
        BLOCK_N=block_n, BLOCK_K=block_k, STAGES=stages, NORM=w_norm is not None, GELU=up is not None,
        SCALED=scales is not None, W_EVICT=WEIGHT_EVICTION, num_warps=warps,
    )
    return out
