"""Router tail: top-k of the logits, softmax over the k, times ``per_expert_scale[ids]``.

One program per token: the row of ``E`` logits is read once, the k winners
are found by k rounds of (max, lowest index holding it) in registers, the
softmax and the per-expert scale are applied there, and ``weights`` and
``ids`` are written once (eager: topk, softmax, cast, gather and multiply,
five kernels).

Numerics as ``reference.router_topk_softmax_scale``: winners in descending
order like ``torch.topk``, ties going to the lower expert index; softmax in
fp32 over the k values, rounded to ``logits.dtype``; ``per_expert_scale[id]``
is rounded to ``logits.dtype`` too (as SGLang's routing function does), and
their product is rounded to ``logits.dtype``, the weights' dtype. NaN logits
are not supported (torch.topk ranks NaN highest; here they are never picked).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from . import check_rows, rows

MAX_EXPERTS = 1024
MAX_K = 32


@triton.jit
def _router_topk_kernel(
    logits_ptr, scale_ptr, weights_ptr, ids_ptr,
    logits_stride, scale_stride, weights_stride, ids_stride,
    E,
    K: tl.constexpr,
    BLOCK_E: tl.constexpr,
    BLOCK_K: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK_E)
    valid = offs < E
    v = tl.load(logits_ptr + row * logits_stride + offs, mask=valid, other=float("-inf"))
    v = v.to(tl.float32)
    taken = offs >= E  # padding lanes are never picked

    offs_k = tl.arange(0, BLOCK_K)
    top_v = tl.full([BLOCK_K], float("-inf"), tl.float32)
    top_i = tl.zeros([BLOCK_K], tl.int32)
    for j in tl.static_range(K):
        m = tl.max(tl.where(taken, float("-inf"), v), axis=0)
        idx = tl.min(tl.where((v == m) & (~taken), offs, BLOCK_E), axis=0)
        taken = taken | (offs == idx)
        top_v = tl.where(offs_k == j, m, top_v)
        top_i = tl.where(offs_k == j, idx, top_i)

    kmask = offs_k < K
    # softmax over the k values (top_v[0] is their max)
    mx = tl.max(top_v, axis=0)
    ex = tl.where(kmask, tl.exp(top_v - mx), 0.0)
    p = ex / tl.sum(ex, axis=0)
    dt = logits_ptr.dtype.element_ty
    p = p.to(dt).to(tl.float32)
    sc = tl.load(scale_ptr + top_i.to(tl.int64) * scale_stride, mask=kmask, other=0.0)
    sc = sc.to(dt).to(tl.float32)
    # rounded to the logits' dtype, then stored as the output's (fp32 for the MoE)
    w = (p * sc).to(dt).to(weights_ptr.dtype.element_ty)
    tl.store(weights_ptr + row * weights_stride + offs_k, w, mask=kmask)
    tl.store(ids_ptr + row * ids_stride + offs_k, top_i.to(ids_ptr.dtype.element_ty), mask=kmask)


def weights_dtype(logits: torch.Tensor, per_expert_scale: torch.Tensor) -> torch.dtype:
    """The reference's weights dtype: the logits' (the scale is rounded to it first)."""
    return logits.dtype


def check(logits, per_expert_scale, k) -> Optional[str]:
    """Why ``launch`` cannot take these inputs, or None."""
    err = check_rows("logits", logits)
    if err:
        return err
    E = logits.shape[-1]
    if E > MAX_EXPERTS:
        return f"{E} experts > {MAX_EXPERTS}"
    if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= min(E, MAX_K):
        return f"k={k!r} not an int in [1, min(E={E}, {MAX_K})]"
    s = per_expert_scale
    if not isinstance(s, torch.Tensor) or s.dim() != 1 or s.shape[0] != E:
        return f"per_expert_scale must have shape ({E},)"
    if s.dtype not in (torch.bfloat16, torch.float16, torch.float32):
        return f"per_expert_scale has dtype {s.dtype}; supported: bf16, fp16, fp32"
    if s.device != logits.device:
        return f"per_expert_scale is on {s.device}, expected {logits.device}"
    return None


def launch(logits: torch.Tensor, per_expert_scale: torch.Tensor, k: int, as_moe_input: bool = False
           ) -> Tuple[torch.Tensor, torch.Tensor]:
    """``as_moe_input``: fp32 weights and int32 ids (what SGLang's MoE takes)."""
    err = check(logits, per_expert_scale, k)
    if err:
        raise ValueError(f"router_topk_softmax_scale: {err}")
    shape = (*logits.shape[:-1], k)
    w_dtype = torch.float32 if as_moe_input else weights_dtype(logits, per_expert_scale)
    weights = torch.empty(shape, dtype=w_dtype, device=logits.device)
    ids = torch.empty(shape, dtype=torch.int32 if as_moe_input else torch.int64, device=logits.device)
    l2, w2, i2 = rows(logits), rows(weights), rows(ids)
    T, E = l2.shape
    if T == 0:
        return weights, ids
    _router_topk_kernel[(T,)](
        l2, per_expert_scale, w2, i2,
        l2.stride(0), per_expert_scale.stride(0), w2.stride(0), i2.stride(0),
        E,
        K=k, BLOCK_E=triton.next_power_of_2(E), BLOCK_K=triton.next_power_of_2(k),
        # k rounds of max/argmin across the row: within one warp they are
        # register shuffles, across warps shared-memory round trips.
        num_warps=1 if E <= 128 else (2 if E <= 256 else 4),
    )
    return weights, ids
