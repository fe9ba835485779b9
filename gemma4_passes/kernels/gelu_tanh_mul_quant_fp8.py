"""``gelu_tanh(gate) * up`` quantized per token to FP8: the FP8 down projection's input.

An FP8-dynamic checkpoint quantizes the down projection's input per token; unfused, the
product is written in bf16, read back for its row max and read again to be quantized. One
program here holds a row of the product in registers (one block, or a wide row in two
power-of-2 parts: ``launch_layout``), takes its max and writes only the e4m3 row and its
fp32 scale.

Numerics as ``reference.gelu_tanh_mul_quant_fp8``: the product exactly as ``gelu_tanh_mul``
computes it (gelu in fp32 rounded to ``gate.dtype``, the product rounded to it), read back in
fp32 and quantized as SGLang's per-token kernel does (``rowquant``).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from .gelu_tanh_mul import check as check_gelu, gelu_mul_values
from .inputs import MAX_QUANT_ROW_WIDTH, rows
from .layout import LATE_LOAD_ROWS, num_warps, row_parts
from .rowquant import quantize, row_scale

MAX_WIDTH = MAX_QUANT_ROW_WIDTH
# Rows wider than this (one block of 16384 lanes or more: 31B's 21504, E2B's double-wide 12288,
# E4B's 10240) are held in ``row_parts`` on PARTS_WARPS warps, PARTS_WARPS_STREAMING from
# ``LATE_LOAD_ROWS`` rows; narrower rows as one block. On an H100 that took 31B's row from
# 5.9-6.2 to 5.5-5.8 us at decode 1-32 and from 98.5 to 90.5 us at 2048 rows, E4B's from 3.8-4.0
# to 3.4-3.6 us and 43.8 to 40.2 us; narrower rows were slower in parts
# (bench/studies/fp8_row_kernels/ run 1).
PARTS_FROM_WIDTH = 8192
PARTS_WARPS, PARTS_WARPS_STREAMING = 16, 8


@triton.jit
def _gelu_tanh_mul_quant_fp8_kernel(
    gate_ptr, up_ptr, q_ptr, scale_ptr,
    gate_stride, up_stride, q_stride,
    I,
    HEAD: tl.constexpr, TAIL: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    gate_row, up_row, q_row = gate_ptr + row * gate_stride, up_ptr + row * up_stride, q_ptr + row * q_stride
    h = tl.arange(0, HEAD)
    v = gelu_mul_values(gate_row, up_row, h, I)  # masked lanes hold 0
    amax = tl.max(tl.abs(v), axis=0)
    if TAIL > 0:
        t = HEAD + tl.arange(0, TAIL)
        v_t = gelu_mul_values(gate_row, up_row, t, I)
        amax = tl.maximum(amax, tl.max(tl.abs(v_t), axis=0))
    scale, inv = row_scale(amax)
    tl.store(q_row + h, quantize(v, inv), mask=h < I)
    if TAIL > 0:
        tl.store(q_row + t, quantize(v_t, inv), mask=t < I)
    tl.store(scale_ptr + row, scale)


def launch_layout(width: int, n_rows: int):
    """``(HEAD, TAIL, warps)``: how a program holds a ``width``-wide row of ``n_rows``."""
    if width > PARTS_FROM_WIDTH:
        return (*row_parts(width), PARTS_WARPS_STREAMING if n_rows >= LATE_LOAD_ROWS else PARTS_WARPS)
    block = triton.next_power_of_2(width)
    return block, 0, num_warps(block)


def max_width() -> int:
    return MAX_WIDTH


def check(gate, up) -> Optional[str]:
    """Why ``launch`` cannot take these inputs, or None: ``gelu_tanh_mul``'s rules, and a row
    it holds in registers."""
    err = check_gelu(gate, up)
    if err is None and gate.shape[-1] > MAX_WIDTH:
        return f"width {gate.shape[-1]} > {MAX_WIDTH}"
    return err


def launch(gate: torch.Tensor, up: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    err = check(gate, up)
    if err:
        raise ValueError(f"gelu_tanh_mul_quant_fp8: {err}")
    q = torch.empty(gate.shape, dtype=torch.float8_e4m3fn, device=gate.device)
    scale = torch.empty((*gate.shape[:-1], 1), dtype=torch.float32, device=gate.device)
    g2, u2, q2 = rows(gate), rows(up), rows(q)
    T, I = g2.shape
    if T == 0 or I == 0:
        return q, scale
    head, tail, warps = launch_layout(I, T)
    _gelu_tanh_mul_quant_fp8_kernel[(T,)](
        g2, u2, q2, scale, g2.stride(0), u2.stride(0), q2.stride(0), I,
        HEAD=head, TAIL=tail, num_warps=warps)
    return q, scale
