"""A MoE layer's FFN tail with the next layer's input norm quantized per token to FP8.

``launch_next_norm`` (``ffn_tail_moe_next_norm_quant_fp8``): ``ffn_tail_moe``'s row program
(``out = (post_ff(post_ff_1(mlp) + post_ff_2(moe)) + residual) * scalar``) writes ``out``, the
residual stream, and quantizes the next layer's ``input_layernorm(out)`` instead of writing it:
in an FP8-dynamic MoE model (26B-A4B) that row is only the next FP8 q/k/v projection's input.
Unfused, the normed row is written in bf16 and read twice more by the quantization.

Numerics as ``reference.ffn_tail_moe_next_norm_quant_fp8``: ``out`` and the normed row exactly
as ``ffn_tail_moe_next_norm`` computes them (the next norm reads the rounded ``out``), the
normed row rounded to ``moe.dtype`` and read back in fp32 before it is quantized
(``rowquant``). The row is one ``next_power_of_2`` block.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from .ffn_tail_moe import MAX_WIDTH, _branch_norms_sum, check as check_tail
from .inputs import rows
from .layout import num_warps
from .rownorm import column_sums, load_part, norm_add_scale, store_part
from .rowquant import store_quantized


@triton.jit
def _ffn_tail_moe_quant_fp8_kernel(
    mlp_ptr, moe_ptr, r_ptr, w1_ptr, w2_ptr, w3_ptr, scalar_ptr, w_next_ptr, out_ptr, q_ptr, scale_ptr,
    mlp_stride, moe_stride, r_stride, out_stride, q_stride,
    H, eps,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    mlp_ptr += row * mlp_stride
    moe_ptr += row * moe_stride
    r_ptr += row * r_stride
    out_ptr += row * out_stride
    q_ptr += row * q_stride
    dt = out_ptr.dtype.element_ty
    h = tl.arange(0, BLOCK)

    x = tl.join(load_part(mlp_ptr, h, H), load_part(moe_ptr, h, H))
    w1, w2, w3 = load_part(w1_ptr, h, H), load_part(w2_ptr, h, H), load_part(w3_ptr, h, H)
    r, w_next = load_part(r_ptr, h, H), load_part(w_next_ptr, h, H)
    k = tl.load(scalar_ptr).to(tl.float32)
    inv = tl.rsqrt(column_sums(x * x) / H + eps)  # the two branch norms, one reduction
    c = _branch_norms_sum(x, inv, w1, w2, dt)
    inv_c = tl.rsqrt(tl.sum(c * c, axis=0) / H + eps)
    out = norm_add_scale(c, inv_c, w3, r, k, dt)
    store_part(out_ptr, h, H, out)
    o = out.to(tl.float32)
    inv_o = tl.rsqrt(tl.sum(o * o, axis=0) / H + eps)
    v = (o * inv_o * w_next).to(dt).to(tl.float32)  # as the unfused graph stores it
    store_quantized(q_ptr, scale_ptr + row, h, H, v)


def max_width() -> int:
    return MAX_WIDTH


def check(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps=None) -> Optional[str]:
    """Why ``launch_next_norm`` cannot take these inputs, or None: ``ffn_tail_moe_next_norm``'s rules."""
    if w_next is None:
        return "w_next is required"
    return check_tail(mlp, moe, residual, w1, w2, w3, scalar, w_next=w_next)


def launch_next_norm(mlp: torch.Tensor, moe: torch.Tensor, residual: torch.Tensor, w1: torch.Tensor,
                     w2: torch.Tensor, w3: torch.Tensor, scalar: torch.Tensor, w_next: torch.Tensor,
                     eps: float) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """``(out, q, scale)``: the tail's output and the quantization of ``rmsnorm(out) * w_next``."""
    err = check(mlp, moe, residual, w1, w2, w3, scalar, w_next)
    if err:
        raise ValueError(f"ffn_tail_moe_next_norm_quant_fp8: {err}")
    out = torch.empty(moe.shape, dtype=moe.dtype, device=moe.device)
    q = torch.empty(moe.shape, dtype=torch.float8_e4m3fn, device=moe.device)
    scale = torch.empty((*moe.shape[:-1], 1), dtype=torch.float32, device=moe.device)
    m2, e2, r2, o2, q2 = rows(mlp), rows(moe), rows(residual), rows(out), rows(q)
    T, H = e2.shape
    if T == 0 or H == 0:
        return out, q, scale
    block = triton.next_power_of_2(H)
    _ffn_tail_moe_quant_fp8_kernel[(T,)](
        m2, e2, r2, w1, w2, w3, scalar, w_next, o2, q2, scale,
        m2.stride(0), e2.stride(0), r2.stride(0), o2.stride(0), q2.stride(0),
        H, float(eps),
        BLOCK=block, num_warps=num_warps(block),
    )
    return out, q, scale
