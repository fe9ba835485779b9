"""MoE post-attention block with the dense MLP's input quantized per token to FP8.

``post_attn_norms_moe``'s row program (``s = post_attention_norm(x) + residual``, then
``pre_feedforward_norm(s)``, the router norm and ``pre_feedforward_norm_2`` of ``s``) keeps
``pre_feedforward_norm(s)`` in registers, takes its row max and writes the e4m3 row and its fp32
scale instead of the bf16 row: in an FP8-dynamic MoE model (26B-A4B) that row is only the dense
MLP's FP8 gate-up projection's input. ``s``, the router's input and the experts' input are
written as ``post_attn_norms_moe`` writes them (the experts quantize inside SGLang's fused MoE).

Numerics as ``reference.post_attn_norms_moe_quant_fp8``: every row exactly as
``post_attn_norms_moe`` computes it, the MLP's input rounded to ``residual.dtype`` and read
back in fp32 before it is quantized (``rowquant``). The row is one ``next_power_of_2`` block.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from .inputs import rows
from .layout import num_warps
from .post_attn_norms_moe import MAX_WIDTH, check as check_post_attn
from .rownorm import column_sums, load_part, norm_add, store_part
from .rowquant import store_quantized


@triton.jit
def _post_attn_norms_moe_quant_fp8_kernel(
    x_ptr, r_ptr, w1_ptr, w2_ptr, wr_ptr, w3_ptr,
    q_ptr, scale_ptr, s_ptr, router_ptr, moe_ptr,
    x_stride, r_stride, q_stride, s_stride, router_stride, moe_stride,
    H, eps,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    x_ptr += row * x_stride
    r_ptr += row * r_stride
    q_ptr += row * q_stride
    s_ptr += row * s_stride
    router_ptr += row * router_stride
    moe_ptr += row * moe_stride
    dt = s_ptr.dtype.element_ty
    h = tl.arange(0, BLOCK)

    x, w1, r = load_part(x_ptr, h, H), load_part(w1_ptr, h, H), load_part(r_ptr, h, H)
    w2, wr, w3 = load_part(w2_ptr, h, H), load_part(wr_ptr, h, H), load_part(w3_ptr, h, H)
    inv = tl.rsqrt(tl.sum(x * x, axis=0) / H + eps)
    s = norm_add(x, inv, w1, r, dt)
    s_lo = s.to(dt)
    store_part(s_ptr, h, H, s_lo)
    # pre_feedforward_norm reads the fp32 s, the MoE branch's norms s rounded: one reduction
    pair = tl.join(s, s_lo.to(tl.float32))
    inv_pair = tl.rsqrt(column_sums(pair * pair) / H + eps)
    n_s, n_r = tl.split(pair * inv_pair[None, :])
    store_part(router_ptr, h, H, (n_r * wr).to(dt))
    store_part(moe_ptr, h, H, (n_r * w3).to(dt))
    out = (n_s * w2).to(dt).to(tl.float32)  # the MLP's input as the unfused graph stores it
    store_quantized(q_ptr, scale_ptr + row, h, H, out)


def max_width() -> int:
    return MAX_WIDTH


def check(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps=None) -> Optional[str]:
    """Why ``launch`` cannot take these inputs, or None (``post_attn_norms_moe``'s rules)."""
    return check_post_attn(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2)


def launch(x: torch.Tensor, residual: torch.Tensor, w_post_attn: torch.Tensor, w_pre_ff: torch.Tensor,
           w_router: torch.Tensor, w_pre_ff2: torch.Tensor,
           eps: float) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """``(q, scale, s, router_in, moe_in)``."""
    err = check(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2)
    if err:
        raise ValueError(f"post_attn_norms_moe_quant_fp8: {err}")
    q = torch.empty(x.shape, dtype=torch.float8_e4m3fn, device=x.device)
    scale = torch.empty((*x.shape[:-1], 1), dtype=torch.float32, device=x.device)
    s, router_in, moe_in = (torch.empty(x.shape, dtype=residual.dtype, device=x.device) for _ in range(3))
    x2, r2, q2, s2, ro2, mo2 = rows(x), rows(residual), rows(q), rows(s), rows(router_in), rows(moe_in)
    T, H = x2.shape
    if T == 0 or H == 0:
        return q, scale, s, router_in, moe_in
    block = triton.next_power_of_2(H)
    _post_attn_norms_moe_quant_fp8_kernel[(T,)](
        x2, r2, w_post_attn, w_pre_ff, w_router, w_pre_ff2,
        q2, scale, s2, ro2, mo2,
        x2.stride(0), r2.stride(0), q2.stride(0), s2.stride(0), ro2.stride(0), mo2.stride(0),
        H, float(eps),
        BLOCK=block, num_warps=num_warps(block),
    )
    return q, scale, s, router_in, moe_in
