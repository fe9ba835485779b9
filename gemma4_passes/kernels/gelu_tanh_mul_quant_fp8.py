"""``gelu_tanh(gate) * up`` quantized per token to FP8: the FP8 down projection's input.

An FP8-dynamic checkpoint quantizes the down projection's input per token; unfused, the
product is written in bf16, read back for its row max and read again to be quantized. One
program here holds a row of the product in registers, takes its max and writes only the
e4m3 row and its fp32 scale.

Numerics as ``reference.gelu_tanh_mul_quant_fp8``: the product exactly as ``gelu_tanh_mul``
computes it (gelu in fp32 rounded to ``gate.dtype``, the product rounded to it), read back in
fp32 and quantized as SGLang's per-token kernel does (``rowquant``).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from .gelu_tanh_mul import check as check_gelu, gelu_tanh
from .inputs import MAX_QUANT_ROW_WIDTH, rows
from .layout import num_warps
from .rowquant import store_quantized

MAX_WIDTH = MAX_QUANT_ROW_WIDTH


@triton.jit
def _gelu_tanh_mul_quant_fp8_kernel(
    gate_ptr, up_ptr, q_ptr, scale_ptr,
    gate_stride, up_stride, q_stride,
    I,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    mask = offs < I
    dt = gate_ptr.dtype.element_ty

    g = tl.load(gate_ptr + row * gate_stride + offs, mask=mask, other=0.0).to(tl.float32)
    u = tl.load(up_ptr + row * up_stride + offs, mask=mask, other=0.0).to(tl.float32)
    v = (gelu_tanh(g).to(dt).to(tl.float32) * u).to(dt).to(tl.float32)  # gelu_tanh_mul's output
    store_quantized(q_ptr + row * q_stride, scale_ptr + row, offs, I, v)  # masked lanes hold 0


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
    block = triton.next_power_of_2(I)
    _gelu_tanh_mul_quant_fp8_kernel[(T,)](
        g2, u2, q2, scale, g2.stride(0), u2.stride(0), q2.stride(0), I,
        BLOCK=block, num_warps=num_warps(block))
    return q, scale
