"""A two-launch form of ``gemma4::moe_experts_fp8`` (a study variant, not the product's kernel).

The product runs three launches: gate-up with the token quantized on the fly, the activation
rows' quantization, the down projection. Here the down projection quantizes the activation
itself, as the gate-up kernel does its token: every program first reads the token's K bf16
activation rows (K x I values, from L2) for each row's absolute max, then quantizes each chunk
as it multiplies it. The scales and e4m3 values are the product's bit for bit (the same
``rowquant`` helpers over the same rows), so the output is too. Whether the launch saved pays
for the extra read in every program is what ``compare.py`` measures on a GPU.
"""

import torch
import triton
import triton.language as tl

from gemma4_passes.kernels import moe_experts_fp8 as product
from gemma4_passes.kernels.rowquant import quantize, row_scale


@triton.jit
def _down_quant_kernel(
    act_ptr, w2_ptr, s2_ptr, ids_ptr, wts_ptr, out_ptr,
    H, I, E, out_stride,
    K: tl.constexpr, KP: tl.constexpr, BLOCK_H: tl.constexpr, BLOCK_I: tl.constexpr, STAGES: tl.constexpr,
):
    t = tl.program_id(0).to(tl.int64)
    rows = tl.program_id(1) * BLOCK_H + tl.arange(0, BLOCK_H)
    rmask = rows < H
    ks = tl.arange(0, KP)
    kmask = ks < K
    cols = tl.arange(0, BLOCK_I)
    dt = out_ptr.dtype.element_ty

    e = tl.load(ids_ptr + t * K + ks, mask=kmask, other=-1).to(tl.int64)
    kmask = kmask & (e >= 0) & (e < E)
    e = tl.where(kmask, e, 0)
    a_rows = act_ptr + (t * K + ks)[:, None] * I

    amax = tl.zeros((KP, BLOCK_I), dtype=tl.float32)
    for i0 in range(0, I, BLOCK_I):
        c = i0 + cols
        a = tl.load(a_rows + c[None, :], mask=kmask[:, None] & (c < I)[None, :], other=0.0).to(tl.float32)
        amax = tl.maximum(amax, tl.abs(a))
    a_scale, inv = row_scale(tl.max(amax, axis=1))

    w_rows = w2_ptr + e[:, None, None] * H * I + rows[None, :, None].to(tl.int64) * I
    krmask = kmask[:, None, None] & rmask[None, :, None]
    acc = tl.zeros((KP, BLOCK_H, BLOCK_I), dtype=tl.float32)
    for i0 in tl.range(0, I, BLOCK_I, num_stages=STAGES):
        c = i0 + cols
        cmask = c < I
        a = tl.load(a_rows + c[None, :], mask=kmask[:, None] & cmask[None, :], other=0.0).to(tl.float32)
        aq = quantize(a, inv[:, None]).to(tl.float32)
        w = tl.load(w_rows + c[None, None, :], mask=krmask & cmask[None, None, :], other=0.0).to(tl.float32)
        acc += w * aq[:, None, :]
    w_scale = tl.load(s2_ptr + e[:, None] * H + rows[None, :], mask=kmask[:, None] & rmask[None, :], other=0.0)
    wt = tl.load(wts_ptr + t * K + ks, mask=kmask, other=0.0).to(tl.float32)
    y = tl.sum(acc, axis=2) * (a_scale[:, None] * w_scale) * wt[:, None]
    y = tl.where(kmask[:, None], y.to(dt).to(tl.float32), 0.0)
    tl.store(out_ptr + t * out_stride + rows, tl.sum(y, axis=0).to(dt), mask=rmask)


def launch(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids) -> torch.Tensor:
    """The product's contract and gate-up launch (its tiles), then the quantizing down launch."""
    err = product.check(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids)
    if err:
        raise ValueError(f"moe_experts_fp8 (two launches): {err}")
    T, H = x.shape
    E, I = w13.shape[0], w13.shape[1] // 2
    K = topk_ids.shape[1]
    out = torch.empty((T, H), dtype=x.dtype, device=x.device)
    if T == 0 or K == 0 or E == 0:
        return out.zero_()
    act = torch.empty((T * K, I), dtype=x.dtype, device=x.device)
    product._gate_up_kernel[(T * K, triton.cdiv(I, product.BLOCK_N))](
        x, w13, w13_scale, topk_ids, act, H, I, K, E, x.stride(0),
        BLOCK_N=product.BLOCK_N, BLOCK_K=product.BLOCK_K, STAGES=product.GATE_UP_STAGES,
        num_warps=product.GATE_UP_WARPS,
    )
    _down_quant_kernel[(T, triton.cdiv(H, product.BLOCK_H))](
        act, w2, w2_scale, topk_ids, topk_weights, out, H, I, E, out.stride(0),
        K=K, KP=triton.next_power_of_2(K), BLOCK_H=product.BLOCK_H, BLOCK_I=product.BLOCK_I,
        STAGES=product.DOWN_STAGES, num_warps=product.DOWN_WARPS,
    )
    return out
