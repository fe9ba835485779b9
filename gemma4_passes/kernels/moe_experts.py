"""SGLang's torch-native MoE experts (``fused_moe_forward_native``, activation gelu).

``out[t] = sum_k w[t, k] * W2[e] @ (gelu(W1[e] @ x[t]) * (W3[e] @ x[t]))``, ``e = ids[t, k]``,
with ``W1 | W3 = w13[e]`` (``[2I, H]``) and ``W2 = w2[e]`` (``[H, I]``).

SGLang compiles this path at one token, where it is a set of GEMVs over the
chosen experts' weights: the time is the bytes of those weights. Two launches:

- ``_gate_up_kernel``, grid ``(T * K, I / BLOCK_N)``: ``BLOCK_N`` rows of the
  gate and up halves of one expert, dot the token's row, then
  ``gelu(gate) * up`` into a small ``[T, K, I]`` buffer;
- ``_down_kernel``, grid ``(T, H / BLOCK_H)``: ``BLOCK_H`` rows of ``w2`` for
  all of the token's K experts as one ``[K, BLOCK_H, BLOCK_I]`` tile per step,
  dot each expert's activation, weighted sum over the K.

Both loops are software-pipelined (``num_stages``): at one token the time is
how many weight bytes are in flight, which the pipelined loops and the all-K
tile raise (timings: ``bench/studies/moe_experts/README.md``, "Pipelined expert
loops").

Each weight element is read once, straight from the expert's slice (no
gathered copy of the weights). Rounding as the native code: the two
projections, gelu (erf, in fp32), the product and each expert's output are
rounded to the activations' dtype; the weighted sum is taken in fp32 on the
rounded outputs and weights, then rounded.

An id outside ``[0, E)`` (SGLang's -1 of a padded row) is no expert, as in
SGLang's fused MoE: its slot reads no weight and adds zero, whatever its
weight (``reference.moe_experts``).
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from .inputs import check_moe_experts as check  # noqa: F401  (this module's check(), shared with the pass)

# Tiles: weight rows per program, the reduction chunk, warps and pipeline stages, per launch.
BLOCK_N, BLOCK_K, GATE_UP_WARPS, GATE_UP_STAGES = 8, 256, 4, 3
BLOCK_H, BLOCK_I, DOWN_WARPS, DOWN_STAGES = 2, 64, 4, 3


@triton.jit
def _gate_up_kernel(
    x_ptr, w13_ptr, ids_ptr, act_ptr,
    H, I, K, E,
    x_stride, w13_expert_stride, w13_row_stride,
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

    w_gate = w13_ptr + e * w13_expert_stride + rows[:, None].to(tl.int64) * w13_row_stride
    w_up = w_gate + I * w13_row_stride
    acc_g = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
    acc_u = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
    for k0 in tl.range(0, H, BLOCK_K, num_stages=STAGES):
        c = k0 + cols
        cmask = c < H
        xv = tl.load(x_ptr + t.to(tl.int64) * x_stride + c, mask=cmask, other=0.0).to(tl.float32)
        m = lmask[:, None] & cmask[None, :]
        g = tl.load(w_gate + c[None, :], mask=m, other=0.0).to(tl.float32)
        u = tl.load(w_up + c[None, :], mask=m, other=0.0).to(tl.float32)
        acc_g += g * xv[None, :]
        acc_u += u * xv[None, :]
    gate = tl.sum(acc_g, axis=1).to(dt).to(tl.float32)
    up = tl.sum(acc_u, axis=1).to(dt).to(tl.float32)
    gelu = (gate * 0.5 * (1.0 + tl.math.erf(gate * 0.7071067811865476))).to(dt).to(tl.float32)
    tl.store(act_ptr + tk.to(tl.int64) * I + rows, (gelu * up).to(dt), mask=rmask)


@triton.jit
def _down_kernel(
    act_ptr, w2_ptr, ids_ptr, wts_ptr, out_ptr,
    H, I, E,
    w2_expert_stride, w2_row_stride, out_stride,
    K: tl.constexpr, KP: tl.constexpr, BLOCK_H: tl.constexpr, BLOCK_I: tl.constexpr, STAGES: tl.constexpr,
):
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
    w_rows = w2_ptr + e[:, None, None] * w2_expert_stride + rows[None, :, None].to(tl.int64) * w2_row_stride
    a_rows = act_ptr + (t * K + ks)[:, None] * I
    krmask = kmask[:, None, None] & rmask[None, :, None]
    acc = tl.zeros((KP, BLOCK_H, BLOCK_I), dtype=tl.float32)
    for i0 in tl.range(0, I, BLOCK_I, num_stages=STAGES):
        c = i0 + cols
        cmask = c < I
        a = tl.load(a_rows + c[None, :], mask=kmask[:, None] & cmask[None, :], other=0.0).to(tl.float32)
        w = tl.load(w_rows + c[None, None, :], mask=krmask & cmask[None, None, :], other=0.0).to(tl.float32)
        acc += w * a[:, None, :]
    y = tl.sum(acc, axis=2).to(dt).to(tl.float32)  # each expert's output, rounded
    wt = tl.load(wts_ptr + t * K + ks, mask=kmask, other=0.0).to(dt).to(tl.float32)
    total = tl.sum(y * wt[:, None], axis=0)
    tl.store(out_ptr + t * out_stride + rows, total.to(dt), mask=rmask)


def launch(x, w13, w2, topk_weights, topk_ids) -> torch.Tensor:
    err = check(x, w13, w2, topk_weights, topk_ids)
    if err:
        raise ValueError(f"moe_experts: {err}")
    T, H = x.shape
    I = w13.shape[1] // 2
    K = topk_ids.shape[1]
    out = torch.empty((T, H), dtype=x.dtype, device=x.device)
    if T == 0:
        return out
    if K == 0:
        return out.zero_()
    act = torch.empty((T, K, I), dtype=x.dtype, device=x.device)
    _gate_up_kernel[(T * K, triton.cdiv(I, BLOCK_N))](
        x, w13, topk_ids, act, H, I, K, w13.shape[0],
        x.stride(0), w13.stride(0), w13.stride(1),
        BLOCK_N=BLOCK_N, BLOCK_K=BLOCK_K, STAGES=GATE_UP_STAGES, num_warps=GATE_UP_WARPS,
    )
    _down_kernel[(T, triton.cdiv(H, BLOCK_H))](
        act, w2, topk_ids, topk_weights, out, H, I, w2.shape[0],
        w2.stride(0), w2.stride(1), out.stride(0),
        K=K, KP=triton.next_power_of_2(K), BLOCK_H=BLOCK_H, BLOCK_I=BLOCK_I, STAGES=DOWN_STAGES,
        num_warps=DOWN_WARPS,
    )
    return out
