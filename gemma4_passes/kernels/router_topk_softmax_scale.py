"""Router tail: top-k of the logits, softmax over the k, times ``per_expert_scale[ids]``.

One program per token: the row of ``E`` logits is read once, the k winners
are found by k rounds of (max, lowest index holding it) in registers, the
softmax and the per-expert scale are applied there, and ``weights`` and
``ids`` are written once (eager: topk, softmax, cast, gather and multiply,
five kernels).

The rounds are the program's critical path, so each is one integer max over
keys that pack a logit's order and its index (two integer reductions for
fp32 logits), and the scale row is loaded with the logits instead of gathered
after the winners are known.

Numerics as ``reference.router_topk_softmax_scale``: winners in descending
order like ``torch.topk``, ties going to the lower expert index; softmax in
fp32 over the k values, rounded to ``logits.dtype``; ``per_expert_scale[id]``
is rounded to ``logits.dtype`` too (as SGLang's routing function does), and
their product is rounded to ``logits.dtype``, the weights' dtype. NaN logits
are not supported (torch.topk ranks NaN highest; here they rank below -inf).
"""

from __future__ import annotations

from typing import NamedTuple, Optional, Tuple

import torch
import triton
import triton.language as tl

from .inputs import check_rows, rows
from .layout import row_offsets_need_int64

MAX_EXPERTS = 1024
MAX_K = 32
# Zero low bits of a logit's fp32 bits (bf16: 7 mantissa bits, fp16: 10, of 23).
LOW_BITS = {torch.bfloat16: 16, torch.float16: 13, torch.float32: 0}


@triton.jit
def _key_value(key, LOW_MASK: tl.constexpr, MAG: tl.constexpr):
    """The fp32 logit a key stands for (its index bits cleared)."""
    key = key & ~LOW_MASK
    return (key ^ ((key >> 31) & MAG)).to(tl.float32, bitcast=True)


@triton.jit
def _router_topk_kernel(
    logits_ptr, scale_ptr, weights_ptr, ids_ptr,
    logits_stride, scale_stride, weights_stride, ids_stride,
    E,
    K: tl.constexpr,
    BLOCK_E: tl.constexpr,
    BLOCK_K: tl.constexpr,
    LOW: tl.constexpr,
    ROW64: tl.constexpr,
):
    router_row(
        tl.program_id(0), logits_ptr, scale_ptr, weights_ptr, ids_ptr,
        logits_stride, scale_stride, weights_stride, ids_stride, E, K, BLOCK_E, BLOCK_K, LOW, ROW64,
    )


@triton.jit
def router_row(
    row, logits_ptr, scale_ptr, weights_ptr, ids_ptr,
    logits_stride, scale_stride, weights_stride, ids_stride,
    E,
    K: tl.constexpr,
    BLOCK_E: tl.constexpr,
    BLOCK_K: tl.constexpr,
    LOW: tl.constexpr,
    ROW64: tl.constexpr,
):
    """One token's routing (also a branch of ``router_topk_gelu_mul``'s kernel)."""
    offs = tl.arange(0, BLOCK_E)
    offs_s = offs * scale_stride
    if ROW64:
        row = row.to(tl.int64)
        offs_s = offs.to(tl.int64) * scale_stride
    valid = offs < E
    dt = logits_ptr.dtype.element_ty
    # Both loads first, so their latencies overlap: the whole scale row, of
    # which each round below picks its winner's entry, rather than a gather
    # that could only start once the k winners are known.
    v = tl.load(logits_ptr + row * logits_stride + offs, mask=valid, other=0.0).to(tl.float32)
    sc_all = tl.load(scale_ptr + offs_s, mask=valid, other=0.0)
    sc_bits = sc_all.to(dt).to(tl.float32).to(tl.int32, bitcast=True)

    # Each logit as an int32 key ordered like the float: sign-magnitude to
    # two's complement, -0.0 as +0.0 (equal to it, as a float compare says).
    # A 16-bit float's fp32 bits end in LOW zero bits (bf16: 16, fp16: 13);
    # they take LOW_MASK - index, so one integer max (one warp-wide
    # instruction on sm_80+, where a float max is five shuffle steps) finds
    # the largest value at its lowest index. fp32 logits (LOW = 0) take a second integer
    # reduction for the index. NaN ranks below -inf, padding and picked lanes
    # below everything.
    LOW_MASK: tl.constexpr = (1 << LOW) - 1
    MAG: tl.constexpr = 0x7FFFFFFF - LOW_MASK
    NONE: tl.constexpr = -2147483648
    bits = tl.where(v == 0.0, 0, v.to(tl.int32, bitcast=True))
    key = tl.where(v == v, bits ^ ((bits >> 31) & MAG), NONE + LOW_MASK + 1)
    if LOW > 0:
        key = key | (LOW_MASK - offs)
    key = tl.where(valid, key, NONE)

    offs_k = tl.arange(0, BLOCK_K)
    top = tl.full([BLOCK_K], NONE, tl.int32)
    top_i = tl.zeros([BLOCK_K], tl.int32)
    top_s = tl.zeros([BLOCK_K], tl.int32)
    for j in tl.static_range(K):
        best = tl.max(key, axis=0)
        if j == 0:
            first = best
        hit = key == best
        if LOW == 0:
            idx = tl.min(tl.where(hit, offs, BLOCK_E), axis=0)
            hit = offs == idx
            top_i = tl.where(offs_k == j, idx, top_i)
        key = tl.where(hit, NONE, key)
        top = tl.where(offs_k == j, best, top)
        # the winner's scale, off the chain: the next round needs only ``key``
        top_s = tl.where(offs_k == j, tl.max(tl.where(hit, sc_bits, NONE), axis=0), top_s)

    if LOW > 0:
        top_i = LOW_MASK - (top & LOW_MASK)
    kmask = offs_k < K
    top_v = tl.where(kmask, _key_value(top, LOW_MASK, MAG), float("-inf"))
    mx = _key_value(first, LOW_MASK, MAG)  # the largest of the k
    # softmax over the k values
    ex = tl.where(kmask, tl.exp(top_v - mx), 0.0)
    p = ex / tl.sum(ex, axis=0)
    p = p.to(dt).to(tl.float32)
    sc = top_s.to(tl.float32, bitcast=True)
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


class Launch(NamedTuple):
    """A checked router launch: its outputs, rows, kernel arguments and warps."""

    weights: torch.Tensor
    ids: torch.Tensor
    rows: int
    args: tuple
    meta: dict
    num_warps: int


def prepare(logits: torch.Tensor, per_expert_scale: torch.Tensor, k: int, as_moe_input: bool = False) -> Launch:
    """Check the inputs, allocate the outputs and lay out the kernel's arguments
    (``launch`` and ``router_topk_gelu_mul`` share it)."""
    err = check(logits, per_expert_scale, k)
    if err:
        raise ValueError(f"router_topk_softmax_scale: {err}")
    shape = (*logits.shape[:-1], k)
    w_dtype = torch.float32 if as_moe_input else weights_dtype(logits, per_expert_scale)
    weights = torch.empty(shape, dtype=w_dtype, device=logits.device)
    ids = torch.empty(shape, dtype=torch.int32 if as_moe_input else torch.int64, device=logits.device)
    l2, w2, i2 = rows(logits), rows(weights), rows(ids)
    T, E = l2.shape
    block_e = triton.next_power_of_2(E)
    args = (l2, per_expert_scale, w2, i2, l2.stride(0), per_expert_scale.stride(0), w2.stride(0), i2.stride(0), E)
    meta = dict(
        K=k, BLOCK_E=block_e, BLOCK_K=triton.next_power_of_2(k), LOW=LOW_BITS[logits.dtype],
        ROW64=row_offsets_need_int64(T, block_e, (l2, w2, i2))
        or row_offsets_need_int64(block_e, 1, (per_expert_scale,)),
    )
    # k rounds of an integer max across the row: within one warp one
    # instruction each, across warps shared-memory round trips.
    return Launch(weights, ids, T, args, meta, 1 if E <= 128 else (2 if E <= 256 else 4))


def launch(logits: torch.Tensor, per_expert_scale: torch.Tensor, k: int, as_moe_input: bool = False
           ) -> Tuple[torch.Tensor, torch.Tensor]:
    """``as_moe_input``: fp32 weights and int32 ids (what SGLang's MoE takes)."""
    r = prepare(logits, per_expert_scale, k, as_moe_input)
    if r.rows:
        _router_topk_kernel[(r.rows,)](*r.args, **r.meta, num_warps=r.num_warps)
    return r.weights, r.ids
