"""SGLang's Triton fused MoE on FP8-dynamic experts, at decode sizes (``reference.moe_experts_fp8``).

e4m3 expert weights ``w13`` ``[E, 2I, H]`` and ``w2`` ``[E, H, I]`` with an fp32 scale per
output channel; activations quantized per token as SGLang's fused MoE quantizes them. At one
token SGLang's op is 7 launches on an H100 (the input's quantization, the block alignment of
the ids, two grouped GEMMs padded to 16 rows, gelu·mul, the activation's quantization, the
sum over the experts). Here three:

- ``_gate_up_kernel``, grid ``(T * K, I / BLOCK_N)``: the token's absolute max (an extra
  read of its row, from L2), then ``BLOCK_N`` rows of one expert's gate and up halves
  against the row quantized on the fly; both scales, the rounding of the two products,
  ``gelu(gate) * up`` into a small ``[T * K, I]`` buffer;
- ``_act_quant_kernel``, grid ``(T * K,)``: each such row quantized per token (e4m3 and
  its scale), as SGLang quantizes its ``intermediate_cache2`` (``launch(...,
  quantize_in_down=True)``: no such launch, the down launch quantizes the rows itself, each
  program reading them once more for their absolute max; a form under measurement);
- ``_down_kernel``, grid ``(T, H / BLOCK_H)``: ``BLOCK_H`` rows of ``w2`` for all of the
  token's K experts as one ``[K, BLOCK_H, BLOCK_I]`` tile per step, both scales and the
  routing weight per expert, each expert's output rounded, their sum in fp32.

Each weight byte is read once per chosen slot, straight from the expert's slice: at one
token the time is the chosen experts' bytes. Several tokens read an expert once each, where
SGLang's grouped GEMM reads it once for all of them: the pass takes one token only.

The quantizations are SGLang's (``rowquant``: IEEE divisions, e4m3 nearest even), so the
token's and each activation row's scales are bit for bit the unfused graph's; the products
are summed on CUDA cores in fp32 (SGLang's ``tl.dot`` sums them on tensor cores), another
order, within the rounding of the outputs.
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from .inputs import check_moe_experts_fp8 as check  # noqa: F401  (this module's check(), shared with the pass)
from .rowquant import quantize, row_scale, store_quantized

# Tiles: weight rows per program, the reduction chunk, warps and pipeline stages, per launch
# (on an H100 at 26B-A4B's experts 26.1-26.5 µs a call against 29.3-29.5 with the tiles before,
# 8 / 512 / 4, timed alternately: bench/studies/moe_experts_fp8/ run 4).
BLOCK_N, BLOCK_K, GATE_UP_WARPS, GATE_UP_STAGES = 16, 256, 4, 3
BLOCK_H, BLOCK_I, DOWN_WARPS, DOWN_STAGES = 8, 128, 4, 3


@triton.jit
def _gate_up_kernel(
    x_ptr, w13_ptr, s13_ptr, ids_ptr, act_ptr,
    H, I, K, E, x_stride,
    BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, STAGES: tl.constexpr,
):
    tk = tl.program_id(0)  # token * K + slot
    t = tk // K
    e = tl.load(ids_ptr + tk).to(tl.int64)
    expert = (e >= 0) & (e < E)  # else no expert: nothing read, a zero activation stored
    e = tl.where(expert, e, 0)
    rows = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rmask = rows < I
    lmask = rmask & expert
    cols = tl.arange(0, BLOCK_K)
    dt = act_ptr.dtype.element_ty
    x_row = x_ptr + t.to(tl.int64) * x_stride

    amax = tl.zeros((BLOCK_K,), dtype=tl.float32)
    for k0 in range(0, H, BLOCK_K):
        c = k0 + cols
        amax = tl.maximum(amax, tl.abs(tl.load(x_row + c, mask=c < H, other=0.0).to(tl.float32)))
    scale, inv = row_scale(tl.max(amax, axis=0))

    w_gate = w13_ptr + e * 2 * I * H + rows[:, None].to(tl.int64) * H
    w_up = w_gate + I * H
    acc_g = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
    acc_u = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
    for k0 in tl.range(0, H, BLOCK_K, num_stages=STAGES):
        c = k0 + cols
        cmask = c < H
        xq = quantize(tl.load(x_row + c, mask=cmask, other=0.0).to(tl.float32), inv).to(tl.float32)
        m = lmask[:, None] & cmask[None, :]
        g = tl.load(w_gate + c[None, :], mask=m, other=0.0).to(tl.float32)
        u = tl.load(w_up + c[None, :], mask=m, other=0.0).to(tl.float32)
        acc_g += g * xq[None, :]
        acc_u += u * xq[None, :]
    s_gate = tl.load(s13_ptr + e * 2 * I + rows, mask=lmask, other=0.0)
    s_up = tl.load(s13_ptr + e * 2 * I + I + rows, mask=lmask, other=0.0)
    gate = (tl.sum(acc_g, axis=1) * (scale * s_gate)).to(dt).to(tl.float32)
    up = (tl.sum(acc_u, axis=1) * (scale * s_up)).to(dt).to(tl.float32)
    gelu = gate * 0.5 * (1.0 + tl.math.erf(gate * 0.7071067811865476))
    tl.store(act_ptr + tk.to(tl.int64) * I + rows, (gelu * up).to(dt), mask=rmask)


@triton.jit
def _act_quant_kernel(act_ptr, q_ptr, scale_ptr, I, BLOCK: tl.constexpr):
    r = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    v = tl.load(act_ptr + r * I + offs, mask=offs < I, other=0.0).to(tl.float32)
    store_quantized(q_ptr + r * I, scale_ptr + r, offs, I, v)


@triton.jit
def _down_kernel(
    aq_ptr, as_ptr, w2_ptr, s2_ptr, ids_ptr, wts_ptr, out_ptr,
    H, I, E, out_stride,
    K: tl.constexpr, KP: tl.constexpr, BLOCK_H: tl.constexpr, BLOCK_I: tl.constexpr, STAGES: tl.constexpr,
    QUANTIZE: tl.constexpr = False,
):
    # QUANTIZE: ``aq_ptr`` holds the bf16 activation rows, quantized here as ``_act_quant_kernel``
    # would (each row's absolute max first, then every chunk on the fly; ``as_ptr`` unread).
    t = tl.program_id(0).to(tl.int64)
    rows = tl.program_id(1) * BLOCK_H + tl.arange(0, BLOCK_H)
    rmask = rows < H
    ks = tl.arange(0, KP)  # KP: K rounded up to a power of two
    kmask = ks < K
    cols = tl.arange(0, BLOCK_I)
    dt = out_ptr.dtype.element_ty

    e = tl.load(ids_ptr + t * K + ks, mask=kmask, other=-1).to(tl.int64)
    kmask = kmask & (e >= 0) & (e < E)  # slots with an expert; the others add zero
    e = tl.where(kmask, e, 0)
    w_rows = w2_ptr + e[:, None, None] * H * I + rows[None, :, None].to(tl.int64) * I
    a_rows = aq_ptr + (t * K + ks)[:, None] * I
    krmask = kmask[:, None, None] & rmask[None, :, None]
    if QUANTIZE:
        amax = tl.zeros((KP, BLOCK_I), dtype=tl.float32)
        for i0 in range(0, I, BLOCK_I):
            c = i0 + cols
            a = tl.load(a_rows + c[None, :], mask=kmask[:, None] & (c < I)[None, :], other=0.0)
            amax = tl.maximum(amax, tl.abs(a.to(tl.float32)))
        a_scale, inv = row_scale(tl.max(amax, axis=1))
    acc = tl.zeros((KP, BLOCK_H, BLOCK_I), dtype=tl.float32)
    for i0 in tl.range(0, I, BLOCK_I, num_stages=STAGES):
        c = i0 + cols
        cmask = c < I
        a = tl.load(a_rows + c[None, :], mask=kmask[:, None] & cmask[None, :], other=0.0).to(tl.float32)
        if QUANTIZE:
            a = quantize(a, inv[:, None]).to(tl.float32)
        w = tl.load(w_rows + c[None, None, :], mask=krmask & cmask[None, None, :], other=0.0).to(tl.float32)
        acc += w * a[:, None, :]
    if not QUANTIZE:
        a_scale = tl.load(as_ptr + t * K + ks, mask=kmask, other=0.0)
    w_scale = tl.load(s2_ptr + e[:, None] * H + rows[None, :], mask=kmask[:, None] & rmask[None, :], other=0.0)
    wt = tl.load(wts_ptr + t * K + ks, mask=kmask, other=0.0).to(tl.float32)
    y = tl.sum(acc, axis=2) * (a_scale[:, None] * w_scale) * wt[:, None]
    y = tl.where(kmask[:, None], y.to(dt).to(tl.float32), 0.0)  # each expert's output, rounded
    tl.store(out_ptr + t * out_stride + rows, tl.sum(y, axis=0).to(dt), mask=rmask)


def launch(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids,
           quantize_in_down: bool = False) -> torch.Tensor:
    """``quantize_in_down``: two launches, the down launch quantizing the activation rows itself
    (the same values bit for bit; bench/studies/moe_experts_fp8/ times the two forms)."""
    err = check(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids)
    if err:
        raise ValueError(f"moe_experts_fp8: {err}")
    T, H = x.shape
    E, I = w13.shape[0], w13.shape[1] // 2
    K = topk_ids.shape[1]
    out = torch.empty((T, H), dtype=x.dtype, device=x.device)
    if T == 0:
        return out
    if K == 0 or E == 0:
        return out.zero_()
    act = torch.empty((T * K, I), dtype=x.dtype, device=x.device)
    _gate_up_kernel[(T * K, triton.cdiv(I, BLOCK_N))](
        x, w13, w13_scale, topk_ids, act, H, I, K, E, x.stride(0),
        BLOCK_N=BLOCK_N, BLOCK_K=BLOCK_K, STAGES=GATE_UP_STAGES, num_warps=GATE_UP_WARPS,
    )
    if quantize_in_down:
        act_q, act_scale = act, act  # the down launch reads ``act`` and quantizes it
    else:
        act_q = torch.empty((T * K, I), dtype=torch.float8_e4m3fn, device=x.device)
        act_scale = torch.empty((T * K,), dtype=torch.float32, device=x.device)
        _act_quant_kernel[(T * K,)](act, act_q, act_scale, I, BLOCK=triton.next_power_of_2(I), num_warps=4)
    _down_kernel[(T, triton.cdiv(H, BLOCK_H))](
        act_q, act_scale, w2, w2_scale, topk_ids, topk_weights, out, H, I, E, out.stride(0),
        K=K, KP=triton.next_power_of_2(K), BLOCK_H=BLOCK_H, BLOCK_I=BLOCK_I, STAGES=DOWN_STAGES,
        num_warps=DOWN_WARPS, QUANTIZE=quantize_in_down,
    )
    return out
