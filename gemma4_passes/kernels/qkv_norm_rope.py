"""Attention input: q/k norms with RoPE, and the weightless v norm, in one launch.

Gemma-4 normalises every head of q, k and v (``Gemma4RMSNorm``; v's has no
weight) and then rotates q and k (neox RoPE over the whole head). Compiled
without this kernel that is six kernels per layer on an H100 (three norms,
the cos/sin gather, two rotations); here one program handles a block of head
rows (token, head) of one tensor (q, k or v), as a [rows, head_dim / 2] tile
of each half: it reads the heads once from the qkv projection's output (any
row and head stride), normalises each in fp32, rounds to the activation dtype
as the norm does, rotates them with cos/sin read at each row's position, and
writes them once. Blocks of a few head rows (about 2048 elements a program,
running on across tokens, so E4B's 2 kv heads fill a block too) keep
prefill's grid to a few programs per token, where one tiny program a head
left the GPU short of the memory bandwidth. ``launch_qk`` leaves v out,
and a kv-shared layer has no k or v: ``launch_q`` runs the q heads only.

Numerics as ``reference.qkv_norm_rope`` up to where it rounds: the rotation
is computed in fp32 and rounded once (as Inductor's fused kernel does), where
the eager reference rounds after each multiply.

A position outside ``[0, max_position)`` (the cache's rows) has no cos/sin
row: the kernel reads none and writes that token's q and k heads as zeros,
as the reference does (v reads no position). A kernel cannot raise, and
checking the positions on the host would cost a device sync on every call;
with ``GEMMA4_CHECK_BOUNDS=1`` the launch checks them anyway (outside CUDA
graph capture) and raises.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from . import checking_bounds, interpreting
from .inputs import DTYPES, check_weight, index_range_reason

MAX_HEAD_DIM = 1024
POSITION_DTYPES = (torch.int32, torch.int64)


@triton.jit
def _norm_rope_rows(
    x_ptr, x_s0, x_s1, w_ptr, o_ptr, cache_ptr, cache_s0, max_pos, pos_ptr, rows, T, H, offs, D, eps,
    HAS_WEIGHT: tl.constexpr, ROPE: tl.constexpr,
):
    """Head rows ``rows`` (token * H + head, those < T * H) of one tensor: [HB, BLOCK] tiles of each half."""
    dt = o_ptr.dtype.element_ty
    half = D // 2
    col = offs < half
    live = rows < T * H
    mask = live[:, None] & col[None, :]
    t = (rows // H).to(tl.int64)
    h = (rows % H).to(tl.int64)
    x_ptr += (t * x_s0 + h * x_s1)[:, None] + offs[None, :]
    o_ptr += rows.to(tl.int64)[:, None] * D + offs[None, :]
    x1 = tl.load(x_ptr, mask=mask, other=0.0).to(tl.float32)
    x2 = tl.load(x_ptr + half, mask=mask, other=0.0).to(tl.float32)
    inv = tl.rsqrt((tl.sum(x1 * x1, axis=1) + tl.sum(x2 * x2, axis=1)) / D + eps)[:, None]
    y1 = x1 * inv
    y2 = x2 * inv
    if HAS_WEIGHT:
        y1 = y1 * tl.load(w_ptr + offs, mask=col, other=0.0).to(tl.float32)[None, :]
        y2 = y2 * tl.load(w_ptr + half + offs, mask=col, other=0.0).to(tl.float32)[None, :]
    # The norm's output is rounded to the activation dtype before RoPE reads it.
    y1 = y1.to(dt).to(tl.float32)
    y2 = y2.to(dt).to(tl.float32)
    if ROPE:
        pos = tl.load(pos_ptr + t, mask=live, other=0).to(tl.int64)
        # a position without a cache row reads nothing and writes zeros
        in_cache = (pos >= 0) & (pos < max_pos)
        pos = tl.where(in_cache, pos, 0)
        cmask = mask & in_cache[:, None]
        cos_ptr = cache_ptr + (pos * cache_s0)[:, None] + offs[None, :]
        c = tl.load(cos_ptr, mask=cmask, other=0.0).to(dt).to(tl.float32)
        s = tl.load(cos_ptr + half, mask=cmask, other=0.0).to(dt).to(tl.float32)
        o1 = tl.where(in_cache[:, None], y1 * c - y2 * s, 0.0)
        o2 = tl.where(in_cache[:, None], y2 * c + y1 * s, 0.0)
    else:
        o1 = y1
        o2 = y2
    tl.store(o_ptr, o1.to(dt), mask=mask)
    tl.store(o_ptr + half, o2.to(dt), mask=mask)


@triton.jit
def _qkv_norm_rope_kernel(
    q_ptr, k_ptr, v_ptr, wq_ptr, wk_ptr, cache_ptr, pos_ptr,
    qo_ptr, ko_ptr, vo_ptr,
    q_s0, q_s1, k_s0, k_s1, v_s0, v_s1, cache_s0, max_pos,
    T, HQ, HKV, D, eps,
    HB: tl.constexpr,
    BLOCK: tl.constexpr,
):
    # program b: row block b of q's T * HQ head rows, then of k's, then of v's
    b = tl.program_id(0)
    nq = tl.cdiv(T * HQ, HB)
    nkv = tl.cdiv(T * HKV, HB)
    offs = tl.arange(0, BLOCK)
    rows = tl.arange(0, HB)
    if b < nq:
        _norm_rope_rows(
            q_ptr, q_s0, q_s1, wq_ptr, qo_ptr, cache_ptr, cache_s0, max_pos, pos_ptr,
            b * HB + rows, T, HQ, offs, D, eps, True, True,
        )
    elif b < nq + nkv:
        _norm_rope_rows(
            k_ptr, k_s0, k_s1, wk_ptr, ko_ptr, cache_ptr, cache_s0, max_pos, pos_ptr,
            (b - nq) * HB + rows, T, HKV, offs, D, eps, True, True,
        )
    else:
        _norm_rope_rows(
            v_ptr, v_s0, v_s1, wq_ptr, vo_ptr, cache_ptr, cache_s0, max_pos, pos_ptr,
            (b - nq - nkv) * HB + rows, T, HKV, offs, D, eps, False, False,
        )


def _check_heads(name: str, t, dtype=None, tokens=None, head_dim=None, device=None) -> Optional[str]:
    if not isinstance(t, torch.Tensor):
        return f"{name} is not a tensor"
    if t.dim() != 3:
        return f"{name} has shape {tuple(t.shape)}; expected [tokens, heads, head_dim]"
    if t.dtype not in DTYPES:
        return f"{name} has dtype {t.dtype}; supported: bf16, fp16, fp32"
    if dtype is not None and t.dtype != dtype:
        return f"{name} has dtype {t.dtype}, expected {dtype}"
    if tokens is not None and t.shape[0] != tokens:
        return f"{name} has {t.shape[0]} tokens, expected {tokens}"
    if head_dim is not None and t.shape[2] != head_dim:
        return f"{name} has head_dim {t.shape[2]}, expected {head_dim}"
    if device is not None and t.device != device:
        return f"{name} is on {t.device}, expected {device}"
    if device is None and t.device.type != "cuda" and not interpreting():
        return f"{name} is on {t.device}; the kernel needs a CUDA device (or TRITON_INTERPRET=1)"
    if t.shape[2] > 1 and t.stride(2) != 1:
        return f"{name} (strides {t.stride()}) is not contiguous within a head"
    return None


def check(q, k, v, wq, wk, cos_sin_cache, positions, eps=None) -> Optional[str]:
    """Why the kernel cannot take these inputs, or None.

    ``k``/``wk`` None: q alone (``launch_q``); ``v`` None: q and k (``launch_qk``).
    """
    err = _check_heads("q", q)
    if err:
        return err
    T, _, D = q.shape
    if D % 2 or D > MAX_HEAD_DIM:
        return f"head_dim {D} is odd or > {MAX_HEAD_DIM}"
    if (k is None) != (wk is None) or (k is None and v is not None):
        return "k and its weight must be both given or both None, and v needs k"
    for name, t in (("k", k), ("v", v)):
        if t is not None:
            err = _check_heads(name, t, q.dtype, T, D, q.device)
            if err:
                return err
    if v is not None and k.shape[1] != v.shape[1]:
        return f"k has {k.shape[1]} heads, v has {v.shape[1]}"
    for name, w in (("wq", wq), ("wk", wk)):
        if w is not None:
            err = check_weight(name, w, D, q.device)
            if err:
                return err
    c = cos_sin_cache
    if not isinstance(c, torch.Tensor) or c.dim() != 2 or c.shape[1] != D or c.stride(1) != 1 or c.shape[0] == 0:
        return f"cos_sin_cache must be [max_position, {D}] rows of cos | sin (max_position >= 1)"
    if c.dtype not in DTYPES or c.device != q.device:
        return f"cos_sin_cache has dtype {c.dtype} on {c.device}"
    p = positions
    if not isinstance(p, torch.Tensor) or p.dtype not in POSITION_DTYPES or p.numel() != T:
        return f"positions must be {T} int32/int64 values"
    if p.device != q.device or p.dim() > 1 or (p.numel() > 1 and p.stride(-1) != 1):
        return "positions must be a contiguous vector on q's device"
    return None


# Programs below which a launch is latency-bound: there one head a program (the most
# parallel), above it blocks of heads (timings: bench/studies/qkv_norm_rope/README.md).
MIN_PROGRAMS = 1024


def _tile(T: int, D: int, hq: int, hkv: int, with_v: bool) -> Tuple[int, int, int, int]:
    """(BLOCK, head rows per program, programs, warps) for T tokens of hq/hkv heads of D.

    Up to about 2048 elements a program (D=256: 8 head rows, D=512: 4,
    D=1024: 2) with 8 elements of each half per thread (16-byte loads of
    bf16), halved while that would leave fewer than ``MIN_PROGRAMS`` programs
    (decode: one head a program).
    """
    block = triton.next_power_of_2(D // 2)
    hb = max(1, 1024 // block)

    def blocks(hb):
        return triton.cdiv(T * hq, hb) + triton.cdiv(T * hkv, hb) * (2 if with_v else 1)

    while hb > 1 and blocks(hb) < MIN_PROGRAMS:
        hb //= 2
    return block, hb, blocks(hb), max(1, min(8, hb * block // 256))


def _launch(q, k, v, wq, wk, cache, positions, eps):
    T, HQ, D = q.shape
    HKV = k.shape[1] if k is not None else 0
    new = lambda h: torch.empty((T, h, D), dtype=q.dtype, device=q.device)  # noqa: E731
    qo = new(HQ)
    ko = new(HKV) if k is not None else None
    vo = new(HKV) if v is not None else None
    if T == 0 or HQ + HKV == 0:
        return qo, ko, vo
    block, hb, blocks, warps = _tile(T, D, HQ, HKV, v is not None)
    k_, v_ = (k if k is not None else q), (v if v is not None else q)
    _qkv_norm_rope_kernel[(blocks,)](
        q, k_, v_, wq, wk if wk is not None else wq, cache, positions,
        qo, ko if ko is not None else qo, vo if vo is not None else qo,
        q.stride(0), q.stride(1), k_.stride(0), k_.stride(1), v_.stride(0), v_.stride(1),
        cache.stride(0), cache.shape[0],
        T, HQ, HKV, D, float(eps),
        HB=hb, BLOCK=block, num_warps=warps,
    )
    return qo, ko, vo


def _checked(name, q, k, v, wq, wk, cache, positions, eps):
    err = check(q, k, v, wq, wk, cache, positions)
    if not err and checking_bounds():
        err = index_range_reason("positions", positions, cache.shape[0])
    if err:
        raise ValueError(f"{name}: {err}")
    return _launch(q, k, v, wq, wk, cache, positions, eps)


def launch(q, k, v, wq, wk, cos_sin_cache, positions, eps) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return _checked("qkv_norm_rope", q, k, v, wq, wk, cos_sin_cache, positions, eps)


def launch_qk(q, k, wq, wk, cos_sin_cache, positions, eps) -> Tuple[torch.Tensor, torch.Tensor]:
    return _checked("qk_norm_rope", q, k, None, wq, wk, cos_sin_cache, positions, eps)[:2]


def launch_q(q, wq, cos_sin_cache, positions, eps) -> torch.Tensor:
    return _checked("q_norm_rope", q, None, None, wq, None, cos_sin_cache, positions, eps)[0]
