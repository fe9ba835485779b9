"""``GeluAndMul(approximate="tanh")``: ``out = gelu_tanh(gate) * up``.

Pointwise: ``gate`` and ``up`` are read once and ``out`` is written once.
``gate`` and ``up`` are usually the two halves of one ``[T, 2I]`` GEMM output,
so each has its own row stride and nothing is copied. Below ``FLAT_ROWS`` rows
the kernel tiles each row over the width (grid: rows x tiles); from there it
runs a flat grid over the ``rows * I`` elements (``offs // I``, ``offs % I``),
whose consecutive programs read consecutive memory and leave no half-empty tile
at a row's end (26B-A4B's 2112 is 2 tiles of 1024 and 64).

Numerics as ``reference.gelu_tanh_mul``: gelu in fp32, rounded to
``gate.dtype``, then the product of two ``gate.dtype`` values, rounded. The
tanh form ``0.5 * x * (1 + tanh(u))`` is computed as the identical
``x * sigmoid(2u) = x / (1 + exp(-2u))``, which needs only ``exp`` (works in
every Triton version and in the interpreter) and does not lose precision for
negative ``x`` as ``1 + tanh(u)`` does.
"""

from __future__ import annotations

from typing import NamedTuple, Optional

import torch
import triton
import triton.language as tl

from .inputs import check_rows, rows
from .layout import row_offsets_need_int64

MAX_WIDTH = 1 << 24
BLOCK = 1024
NUM_WARPS = 4
# The flat grid from this many rows, FLAT_BLOCK elements a program; below, the row-by-tile grid.
# Timings: bench/studies/row_kernel_launch/README.md, "Wide rows and the gelu kernel's flat grid".
FLAT_ROWS = 1024
FLAT_BLOCK = 512


@triton.jit
def _gelu_tanh_mul_kernel(
    gate_ptr, up_ptr, out_ptr,
    gate_stride, up_stride, out_stride,
    I,
    BLOCK: tl.constexpr,
):
    gelu_tile(tl.program_id(0), tl.program_id(1), gate_ptr, up_ptr, out_ptr, gate_stride, up_stride, out_stride,
              I, BLOCK)


@triton.jit
def _gelu_tanh_mul_flat_kernel(
    gate_ptr, up_ptr, out_ptr,
    gate_stride, up_stride, out_stride,
    I, N,
    BLOCK: tl.constexpr,
    INT64: tl.constexpr,
):
    start = tl.program_id(0)
    if INT64:
        start = start.to(tl.int64)
    offs = start * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    row = offs // I
    col = offs % I
    dt = out_ptr.dtype.element_ty

    g = tl.load(gate_ptr + row * gate_stride + col, mask=mask, other=0.0).to(tl.float32)
    u = tl.load(up_ptr + row * up_stride + col, mask=mask, other=0.0).to(tl.float32)
    gelu = gelu_tanh(g).to(dt).to(tl.float32)
    tl.store(out_ptr + row * out_stride + col, (gelu * u).to(dt), mask=mask)


@triton.jit
def gelu_tile(
    row, tile, gate_ptr, up_ptr, out_ptr,
    gate_stride, up_stride, out_stride,
    I,
    BLOCK: tl.constexpr,
):
    """``BLOCK`` columns of one row (also a branch of ``router_topk_gelu_mul``'s kernel)."""
    row = row.to(tl.int64)
    offs = tile * BLOCK + tl.arange(0, BLOCK)
    mask = offs < I
    dt = out_ptr.dtype.element_ty

    g = tl.load(gate_ptr + row * gate_stride + offs, mask=mask, other=0.0).to(tl.float32)
    u = tl.load(up_ptr + row * up_stride + offs, mask=mask, other=0.0).to(tl.float32)
    gelu = gelu_tanh(g).to(dt).to(tl.float32)
    tl.store(out_ptr + row * out_stride + offs, (gelu * u).to(dt), mask=mask)


@triton.jit
def gelu_mul_values(gate_row, up_row, c, I):
    """``gelu_tanh_mul``'s output at columns ``c`` of one row, read back in fp32 (0 past ``I``): the
    value an FP8 quantization of that output reads."""
    dt = gate_row.dtype.element_ty
    g = tl.load(gate_row + c, mask=c < I, other=0.0).to(tl.float32)
    u = tl.load(up_row + c, mask=c < I, other=0.0).to(tl.float32)
    return (gelu_tanh(g).to(dt).to(tl.float32) * u).to(dt).to(tl.float32)


@triton.jit
def gelu_tanh(g):
    """gelu's tanh form of fp32 ``g``: ``0.5 g (1 + tanh(inner)) = g / (1 + exp(-2 inner))``,
    ``inner = sqrt(2 / pi) * (g + 0.044715 g^3)``."""
    inner = 0.7978845608028654 * (g + 0.044715 * g * g * g)
    return g / (1.0 + tl.exp(-2.0 * inner))


def max_width() -> int:
    return MAX_WIDTH


def check(gate, up) -> Optional[str]:
    """Why ``launch`` cannot take these inputs, or None."""
    err = check_rows("gate", gate)
    if err:
        return err
    if gate.shape[-1] > MAX_WIDTH:
        return f"width {gate.shape[-1]} > {MAX_WIDTH}"
    return check_rows("up", up, gate.shape, gate.dtype, gate.device)


class Launch(NamedTuple):
    """A checked gelu launch: its output, its ``[rows, I]`` size and kernel arguments."""

    out: torch.Tensor
    rows: int
    width: int
    args: tuple


def prepare(gate: torch.Tensor, up: torch.Tensor) -> Launch:
    """Check the inputs, allocate the output and lay out the kernel's arguments
    (``launch`` and ``router_topk_gelu_mul`` share it)."""
    err = check(gate, up)
    if err:
        raise ValueError(f"gelu_tanh_mul: {err}")
    out = torch.empty(gate.shape, dtype=gate.dtype, device=gate.device)
    g2, u2, o2 = rows(gate), rows(up), rows(out)
    T, I = g2.shape
    return Launch(out, T, I, (g2, u2, o2, g2.stride(0), u2.stride(0), o2.stride(0), I))


def launch(gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
    g = prepare(gate, up)
    if g.rows == 0 or g.width == 0:
        return g.out
    if g.rows >= FLAT_ROWS:
        n = g.rows * g.width
        int64 = n + FLAT_BLOCK >= 2**31 or row_offsets_need_int64(g.rows, g.width, g.args[:3])
        _gelu_tanh_mul_flat_kernel[(triton.cdiv(n, FLAT_BLOCK),)](
            *g.args, n, BLOCK=FLAT_BLOCK, INT64=int64, num_warps=NUM_WARPS)
        return g.out
    block = min(BLOCK, triton.next_power_of_2(g.width))
    _gelu_tanh_mul_kernel[(g.rows, triton.cdiv(g.width, block))](*g.args, BLOCK=block, num_warps=NUM_WARPS)
    return g.out
