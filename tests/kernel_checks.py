"""The checks every Triton kernel of ``gemma4_passes.kernels`` must pass, on any device.

``run_checks(device)`` and ``check_refusals(device)`` return, per op, the list of what
failed. On a CPU the kernels run under the Triton interpreter, which reads
``TRITON_INTERPRET`` when a ``@triton.jit`` function is defined, so every kernel call
happens in ONE subprocess: this file run as a script (``python tests/kernel_checks.py``
with ``TRITON_INTERPRET=1``) runs every case and prints a JSON verdict per op, which
``tests/test_kernels_triton.py`` reads. ``tests/gpu/test_kernels_gpu.py`` runs the same
checks on CUDA at real sizes.

Each case: fresh ``torch.randn`` inputs (bf16 and fp32; 1, 3 and 17 tokens;
widths 64, 200 and one of 1536; rows that are slices of a wider matrix;
leading dims flattened), outputs allocated NaN-poisoned (``torch.empty`` is
wrapped) so an unwritten element shows, and each output compared

* with the reference on the same inputs (fp32: 1e-5 relative to the element
  and to the row's rms; bf16: 2 ulps of the element plus 1 ulp of the row's
  rms, and at most 5% of the elements may differ at all), and
* with an independent fp64 computation of the same math (no intermediate
  rounding), within what the rounding points allow (bf16: 2 ulps of the
  element plus 4 of the row's rms; mean error under 0.6 ulp of the row's rms).

On CUDA every launch runs twice and must write the same bits (``launch_poisoned``): a kernel
that races, or reads memory nothing wrote, can pass every bound once and move between calls.

Index inputs out of range: MoE ids -1 (SGLang's padded rows), E and 10**6 add
nothing; rope positions -1, max_position and 10**6 give zero q/k heads (the
reference's meaning); nothing is read outside the tensors.

The router is checked on E=128/k=8 and other (E, k), random and tied logits:
ids exactly the first k of a stable descending sort (torch.topk's order, ties
to the lower expert), the same sets as the reference where no tie straddles
the k-th place, and weights matched by id.

The Triton 3.8 interpreter rounds fp32 -> bf16 casts toward zero (its
round-to-nearest path is broken too); GPUs round to nearest even. The
subprocess replaces that conversion with torch's (RNE) so the interpreter
computes what the hardware does.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import json
import os
import sys
import time
import zlib
from typing import Dict, List, Optional, Sequence

import torch

from gemma4_passes.kernels import OPS, RUNTIME_KERNELS  # imports torch only, not Triton

EPS = 1e-6
MANT = {torch.bfloat16: 7, torch.float16: 10, torch.float32: 23}


# --------------------------------------------------------------------- fp64 math


def _n64(x, w, eps):
    x = x.double()
    return x * (x.pow(2).mean(-1, keepdim=True) + eps).rsqrt() * w.double()


def _gelu64(g):
    g = g.double()
    return 0.5 * g * (1 + torch.tanh((2 / torch.pi) ** 0.5 * (g + 0.044715 * g**3)))


def _m64_rmsnorm_add_rmsnorm(x, r, w1, w2, eps):
    s = _n64(x, w1, eps) + r.double()
    return _n64(s, w2, eps), s


def _m64_post_attn_norms_moe(x, r, w1, w2, wr, w3, eps):
    s = _n64(x, w1, eps) + r.double()
    return _n64(s, w2, eps), s, _n64(s, wr, eps), _n64(s, w3, eps)


def _m64_rmsnorm_add_scale(x, r, w, scalar, eps):
    out = _n64(x, w, eps) + r.double()
    return out if scalar is None else out * scalar.double()


def _m64_ffn_tail_moe(m, e, r, w1, w2, w3, scalar, eps):
    c = _n64(m, w1, eps) + _n64(e, w2, eps)
    return (_n64(c, w3, eps) + r.double()) * scalar.double()


def _m64_next_norm(m64_tail):
    """The fp64 tail, and the next layer's norm of its output (no rounding in between)."""
    def m64(*args):
        *tail, w_next, eps = args
        out64 = m64_tail(*tail, eps)
        return out64, _n64(out64, w_next, eps)
    return m64


def _m64_gelu_tanh_mul(g, u):
    return _gelu64(g) * u.double()


def _m64_moe_experts(x, w13, w2, wts, ids):
    """fp64, one slot at a time; a slot whose id is outside [0, E) adds nothing (SGLang's -1)."""
    E, I = w13.shape[0], w13.shape[1] // 2
    out = torch.zeros(x.shape, dtype=torch.float64, device=x.device)
    for t, row in enumerate(ids.tolist()):
        for j, e in enumerate(row):
            if 0 <= e < E:
                gu = w13[e].double() @ x[t].double()
                act = torch.nn.functional.gelu(gu[:I]) * gu[I:]
                out[t] += wts[t, j].double() * (w2[e].double() @ act)
    return out


def _q64(a):
    """SGLang's per-token e4m3 quantization of fp64 rows, dequantized (fp64)."""
    from gemma4_passes.native import FP8_E4M3_MAX

    scale = a.abs().amax(-1, keepdim=True) / FP8_E4M3_MAX
    q = torch.where(scale == 0, 0.0, a / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX)
    return q.to(torch.float8_e4m3fn).double() * scale


def _m64_moe_experts_fp8(x, w13, w2, s13, s2, wts, ids):
    """fp64 but for the op's own roundings: the two per-token quantizations and the three
    roundings to x's dtype (SGLang's intermediate caches); one slot at a time, a slot whose id
    is outside [0, E) adds nothing."""
    E, I, dt = w13.shape[0], w13.shape[1] // 2, x.dtype
    w13 = w13.double() * s13.double().reshape(E, -1, 1)
    w2 = w2.double() * s2.double().reshape(E, -1, 1)
    xq = _q64(x.double())
    out = torch.zeros(x.shape, dtype=torch.float64, device=x.device)
    for t, row in enumerate(ids.tolist()):
        for j, e in enumerate(row):
            if 0 <= e < E:
                gu = (w13[e] @ xq[t]).to(dt).double()
                act = (torch.nn.functional.gelu(gu[:I]) * gu[I:]).to(dt).double()
                out[t] += (wts[t, j].double() * (w2[e] @ _q64(act[None])[0])).to(dt).double()
    return out


def _m64_gemv(x, w, out_dtype):
    return x.double() @ w.double().t()


def _m64_rmsnorm_gemv(x, w_norm, w, eps):
    return _n64(x, w_norm, eps) @ w.double().t()


def _m64_scaled_mm_fp8(a, b, scale_a, scale_b, out_dtype):
    return (a.double() @ b.double()) * scale_a.double().reshape(-1, 1) * scale_b.double().reshape(1, -1)


def _m64_skinny_mm(x, w):
    return x.double() @ w.double().t()


def _m64_gelu_mul_gemv(gate, up, w, out_dtype):
    # the gelu and the product rounded to up's dtype are part of the op: the dot in fp64
    g = torch.nn.functional.gelu(gate.double(), approximate="tanh").to(up.dtype)
    return (g * up).double() @ w.double().t()


def _m64_gate_up_gelu_gemv(x, w):
    # the projection's two halves rounded to w's dtype, then gelu_tanh_mul's roundings, are part of the op
    gate, up = (x.double() @ w.double().t()).to(w.dtype).chunk(2, dim=-1)
    g = torch.nn.functional.gelu(gate.double(), approximate="tanh").to(w.dtype)
    return g.double() * up.double()


M64 = {
    "moe_experts": _m64_moe_experts,
    "moe_experts_fp8": _m64_moe_experts_fp8,
    "gemv": _m64_gemv,
    "rmsnorm_gemv": _m64_rmsnorm_gemv,
    "gelu_mul_gemv": _m64_gelu_mul_gemv,
    "gate_up_gelu_gemv": _m64_gate_up_gelu_gemv,
    "skinny_mm": _m64_skinny_mm,
    "scaled_mm_fp8": _m64_scaled_mm_fp8,
    "rmsnorm_add_rmsnorm": _m64_rmsnorm_add_rmsnorm,
    "post_attn_norms_moe": _m64_post_attn_norms_moe,
    "rmsnorm_add_scale": _m64_rmsnorm_add_scale,
    "ffn_tail_moe": _m64_ffn_tail_moe,
    "gelu_tanh_mul": _m64_gelu_tanh_mul,
}
M64["rmsnorm_add_scale_next_norm"] = _m64_next_norm(_m64_rmsnorm_add_scale)
M64["ffn_tail_moe_next_norm"] = _m64_next_norm(_m64_ffn_tail_moe)
# Ops served by another launcher of a kernel module: op -> (module, launcher).
LAUNCHERS = {
    "rmsnorm_add_scale_next_norm": ("rmsnorm_add_scale", "launch_next_norm"),
    "ffn_tail_moe_next_norm": ("ffn_tail_moe", "launch_next_norm"),
    "rmsnorm_gemv": ("gemv", "launch_rmsnorm"),
    "gelu_mul_gemv": ("gemv", "launch_gelu_mul"),
    "gate_up_gelu_gemv": ("gemv", "launch_gate_up_gelu"),
}


def _m64_norm_rope(x, w, cos, sin, eps, rope=True):
    """fp64: the Gemma-4 head norm, then neox RoPE with cos/sin as the op reads them (in x's dtype)."""
    y = _n64(x, w if w is not None else torch.ones(x.shape[-1], dtype=torch.float64, device=x.device), eps)
    if not rope:
        return y
    c, s_ = (t.to(x.dtype).double().unsqueeze(-2) for t in (cos, sin))
    y1, y2 = y.chunk(2, dim=-1)
    return torch.cat((y1 * c - y2 * s_, y2 * c + y1 * s_), dim=-1)


# --------------------------------------------------------------------- comparing


def _row_rms(t: torch.Tensor) -> torch.Tensor:
    t = t.double()
    if t.dim() == 0:
        t = t.reshape(1)
    return t.pow(2).mean(-1, keepdim=True).sqrt().clamp_min(1e-30)


def _ulp(mag: torch.Tensor, mant: int) -> torch.Tensor:
    e = torch.floor(torch.log2(mag.clamp_min(1e-30)))
    return torch.where(mag > 0, torch.exp2(e - mant), torch.zeros_like(mag))


def compare(what: str, got, ref, ref64, fails: List[str], prec: Optional[torch.dtype] = None,
            max_diff_frac: float = 0.05, ref_row_ulps: float = 0.0) -> None:
    """Append to ``fails`` why ``got`` is not ``ref`` (same dtype) nor ``ref64`` (fp64 math).

    ``prec``: the lowest precision the op rounds to (the output's dtype unless
    a narrower intermediate is rounded, as the router's bf16 softmax with an
    fp32 scale). ``ref_row_ulps``: extra slack against the reference, in ulps
    of the row's largest value, where the reference rounds intermediates the
    op keeps in fp32 (eager RoPE rounds both products before subtracting).
    """
    if got.shape != ref.shape or got.dtype != ref.dtype:
        fails.append(f"{what}: got {tuple(got.shape)} {got.dtype}, reference {tuple(ref.shape)} {ref.dtype}")
        return
    if got.numel() == 0:
        return
    prec = prec or got.dtype
    g, r, r64 = got.double(), ref.double(), ref64.double()
    if not torch.isfinite(r).all() or not torch.isfinite(r64).all():
        fails.append(f"{what}: reference not finite (bad test inputs)")
        return
    nonfinite = (~torch.isfinite(g)).sum().item()
    if nonfinite:
        fails.append(f"{what}: {nonfinite}/{g.numel()} elements not finite (unwritten: poisoned NaN?)")
        return
    scale = _row_rms(r64)
    if prec == torch.float32:
        tol_ref = 1e-5 * r.abs() + 1e-5 * scale
        tol_64 = 1e-5 * r64.abs() + 1e-5 * scale
    else:
        m = MANT[prec]
        u = 2.0**-m
        tol_ref = 2 * _ulp(torch.maximum(g.abs(), r.abs()), m) + u * scale
        if ref_row_ulps:
            tol_ref = tol_ref + ref_row_ulps * _ulp(r64.abs().amax(-1, keepdim=True), m)
        # a few roundings (each half an ulp of its value) of terms up to a few row rms
        tol_64 = 2 * u * r64.abs() + 4 * u * scale
        if got.dtype == prec:
            frac = (got != ref).double().mean().item()
            if frac > max_diff_frac:
                fails.append(f"{what}: {frac:.1%} of elements differ from the reference (> {max_diff_frac:.0%})")
        # no bias: round-to-nearest keeps the mean error well under an ulp (measured: 0.1-0.25)
        mean = ((g - r64).abs() / scale).mean().item() / u
        if mean > 0.6:
            fails.append(f"{what}: mean error vs fp64 is {mean:.2f} ulps of the row rms (> 0.6)")
    for name, other, tol in (("reference", r, tol_ref), ("fp64", r64, tol_64)):
        err = (g - other).abs()
        bad = err > tol
        if bad.any():
            i = int((err / tol.clamp_min(1e-300)).argmax())
            fails.append(
                f"{what}: {int(bad.sum())}/{g.numel()} elements off the {name} "
                f"(worst: got {g.flatten()[i].item():.6g}, {name} {other.flatten()[i].item():.6g}, "
                f"tol {tol.flatten()[i].item():.3g})"
            )


def launch_poisoned(launch, args, fails, tag):
    """``launch(*args)`` on NaN-poisoned outputs. On CUDA it runs a second time and must write
    the same bits (``repeat_check.same_bits``): a kernel that races, or reads memory nothing
    wrote, moves between launches where one launch's values may still pass every bound."""
    with poisoned_empty():
        got = launch(*args)
        if any(isinstance(a, torch.Tensor) and a.is_cuda for a in args):
            from gemma4_passes.tools.repeat_check import same_bits

            if not same_bits(got, launch(*args)):
                fails.append(f"{tag}: a second launch on the same inputs wrote other bits")
    return got


@contextlib.contextmanager
def poisoned_empty():
    """``torch.empty`` returning NaN-filled floats / -7-filled ints, so an unwritten output shows."""
    orig = torch.empty

    def empty(*args, **kwargs):
        t = orig(*args, **kwargs)
        if t.is_floating_point():
            t.fill_(float("nan"))
        elif t.dtype == torch.int64:
            t.fill_(-7)
        return t

    torch.empty = empty
    try:
        yield
    finally:
        torch.empty = orig


# --------------------------------------------------------------------- inputs


def _rand(gen, shape, dtype, device, mul=1.0, strided=False):
    """randn of ``shape``; ``strided``: the rows are a slice (odd offset, wider stride) of a bigger matrix."""
    *lead, H = shape
    width = H + 37 if strided else H
    t = (torch.randn(*lead, width, generator=gen, device=gen.device) * mul).to(device=device, dtype=dtype)
    return t[..., 3 : 3 + H] if strided else t


def _weight(gen, H, dtype, device):
    return (1.0 + 0.5 * torch.randn(H, generator=gen, device=gen.device)).to(device=device, dtype=dtype)


def _scalar(gen, dtype, device):
    return (0.5 + torch.rand(1, generator=gen, device=gen.device)).to(device=device, dtype=dtype)


def _args(op, gen, shape, dtype, wdtype, device, strided, scalar=True):
    H = shape[-1]
    rnd = lambda mul=1.0, st=strided: _rand(gen, shape, dtype, device, mul, st)  # noqa: E731
    w = lambda: _weight(gen, H, wdtype, device)  # noqa: E731
    if op == "rmsnorm_add_rmsnorm":
        return (rnd(), rnd(4.0, False), w(), w(), EPS)
    if op == "post_attn_norms_moe":
        return (rnd(), rnd(4.0, False), w(), w(), w(), w(), EPS)
    if op == "rmsnorm_add_scale":
        return (rnd(), rnd(4.0, False), w(), _scalar(gen, dtype, device) if scalar else None, EPS)
    if op == "ffn_tail_moe":
        return (rnd(), rnd(2.0, False), rnd(4.0), w(), w(), w(), _scalar(gen, dtype, device), EPS)
    if op == "gelu_tanh_mul":
        if strided:  # the two halves of one [T, 2I] GEMM output
            gu = _rand(gen, (*shape[:-1], 2 * H), dtype, device, 2.0)
            return (gu[..., :H], gu[..., H:])
        return (rnd(2.0), rnd())
    raise KeyError(op)


# --------------------------------------------------------------------- checks


def _check_op(op, args, fails, tag, launcher=None):
    """``op``'s kernel (``launcher``: ``(module, function)``, default ``LAUNCHERS``'s) on ``args``
    against the reference and fp64."""
    from gemma4_passes.kernels import load
    from gemma4_passes.ops import reference as R

    module, launcher = launcher or LAUNCHERS.get(op, (op, "launch"))
    got = launch_poisoned(getattr(load(module), launcher), args, fails, tag)
    ref = getattr(R, op)(*args)
    ref64 = M64[op](*args)
    if not isinstance(ref, tuple):
        got, ref, ref64 = (got,), (ref,), (ref64,)
    if not isinstance(got, tuple) or len(got) != len(ref):
        fails.append(f"{tag}: launch returned {type(got).__name__} of {len(got)}, expected {len(ref)} outputs")
        return
    if op.endswith("_next_norm"):
        # The next norm reads the output the kernel wrote. Where that output is
        # a cancelling sum (norm + residual), a last-bit flip of one rounded
        # term (the kernel's fp32 sums run in another order than torch's) moves
        # it by many of its own ulps, and its norm with it: compare the norm
        # with the norm of the kernel's own output; out0 is checked as it is.
        *_, w_next, eps = args
        ref = (ref[0], R.next_input_norm(got[0], w_next, eps))
        ref64 = (ref64[0], _n64(got[0], w_next, eps))
    # Every output of the post-attention ops derives from s = round(norm(x)) +
    # residual, a cancelling sum: a last-bit flip of the rounded term (the
    # kernel's fp32 sums run in another order than torch's) moves s by an ulp of
    # that term, many of s's own, and the norms of s with it. Allow the
    # reference two ulps of the row's largest value for it (fp64 is checked as ever).
    row_ulps = 2.0 if op in ("rmsnorm_add_rmsnorm", "post_attn_norms_moe") else 0.0
    # moe_experts rounds each of the k experts' outputs before their weighted sum, as
    # the reference does, from fp32 sums taken in another order: a rounded output can
    # land an ulp apart, and the weighted sum cancels. Half an ulp of the row's
    # largest value per expert (measured on the H200: one element in 47872 needed it).
    if op in ("moe_experts", "moe_experts_fp8"):
        row_ulps = 0.5 * args[-1].shape[1]
    # moe_experts_fp8 quantizes each expert's activation row: where the kernel's sum order tips a
    # rounding of that row (its largest element, so its scale), every output element the expert
    # feeds moves within the bounds, and many elements differ from the reference by an ulp (at 3
    # and 17 tokens on an H100: 9-24%). The bounds hold; the share of differing elements is no check.
    frac = 1.0 if op == "moe_experts_fp8" else 0.05
    for j, (g, r, r64) in enumerate(zip(got, ref, ref64)):
        compare(f"{tag} out{j}", g, r, r64, fails, max_diff_frac=frac, ref_row_ulps=row_ulps)


def _check_router(logits, scale, k, fails, tag):
    from gemma4_passes.kernels import load
    from gemma4_passes.ops import reference as R

    w, ids = launch_poisoned(load("router_topk_softmax_scale").launch, (logits, scale, k), fails, tag)
    rw, rids = R.router_topk_softmax_scale(logits, scale, k)
    if w.shape != rw.shape or w.dtype != rw.dtype or ids.shape != rids.shape or ids.dtype != rids.dtype:
        fails.append(f"{tag}: got {tuple(w.shape)} {w.dtype} / {tuple(ids.shape)} {ids.dtype}, "
                     f"reference {tuple(rw.shape)} {rw.dtype} / {tuple(rids.shape)} {rids.dtype}")
        return
    E = logits.shape[-1]
    l2, gi, gw, ri, rw = (t.reshape(-1, t.shape[-1]) for t in (logits, ids, w, rids, rw))
    if ((gi < 0) | (gi >= E)).any():
        fails.append(f"{tag}: ids out of [0, {E}) (unwritten?): {gi[(gi < 0) | (gi >= E)][:5].tolist()}")
        return
    # torch.topk's order, ties to the lower expert: a stable descending sort
    want = torch.sort(l2.float(), dim=-1, descending=True, stable=True).indices[:, :k]
    if not torch.equal(gi, want):
        bad = (gi != want).any(-1)
        i = int(bad.nonzero()[0])
        fails.append(f"{tag}: ids differ from a stable descending sort in {int(bad.sum())} rows "
                     f"(row {i}: got {gi[i].tolist()}, want {want[i].tolist()})")
        return
    if not torch.equal(l2.gather(-1, gi), torch.topk(l2, k, dim=-1).values):
        fails.append(f"{tag}: picked values are not torch.topk's")
    # the reference's ids as sets wherever no tie straddles the k-th place
    sv = torch.sort(l2, dim=-1, descending=True).values
    clean = sv[:, k - 1] != sv[:, k] if k < E else torch.ones(len(sv), dtype=torch.bool, device=sv.device)
    gs, go = gi.sort(-1)
    rs, ro = ri.sort(-1)
    if not torch.equal(gs[clean], rs[clean]):
        fails.append(f"{tag}: id sets differ from the reference in {int((gs != rs).any(-1)[clean].sum())} rows")
        return
    prec = logits.dtype if MANT[logits.dtype] < MANT[w.dtype] else w.dtype  # narrowest rounding
    vals = l2.gather(-1, gi)
    p64 = torch.softmax(vals.double(), -1) * scale.double()[gi]
    # reference by id (rows with a clean k-th place), and the reference's math on our ids (all rows)
    compare(f"{tag} weights by id", gw.gather(-1, go)[clean], rw.gather(-1, ro)[clean],
            p64.gather(-1, go)[clean], fails, prec=prec)
    same = torch.softmax(vals.float(), -1).to(logits.dtype) * scale[gi].to(logits.dtype)
    compare(f"{tag} weights", gw, same, p64, fails, prec=prec)


def run_checks(device="cpu", big=False, ops=OPS + RUNTIME_KERNELS, seed=0, seconds=None) -> Dict[str, List[str]]:
    """Run every case of ``ops`` on ``device``; returns ``{op: [failure, ...]}`` (and, into
    ``seconds`` when given, how long each op's cases took). Each op draws from a generator of its
    own, seeded from ``seed`` and its name: its inputs do not depend on which ops run before it."""
    res: Dict[str, List[str]] = {}
    if big:
        tokens, widths, dtypes = (1, 3, 17, 257, 4096), (1536, 2560, 2816, 5376), (torch.bfloat16,)
        gelu_widths = (2112, 10240, 21504)
    else:
        tokens, widths, dtypes = (1, 3, 17), (64, 200), (torch.bfloat16, torch.float32)
        gelu_widths = (64, 200)
    for op in ops:
        t0 = time.time()
        gen = torch.Generator(device).manual_seed(seed * 2**32 + zlib.crc32(op.encode()))
        _op_cases(op, gen, device, big, tokens, widths, dtypes, gelu_widths, res.setdefault(op, []))
        if seconds is not None:
            seconds[op] = round(time.time() - t0, 1)
    return res


def _op_cases(op, gen, device, big, tokens, widths, dtypes, gelu_widths, fails) -> None:
    """The cases of one op (``run_checks``'s loop body); failures go into ``fails``."""
    if op == "router_topk_softmax_scale":
        _router_cases(gen, device, tokens, big, fails)
        return
    if op == "qkv_norm_rope":
        _norm_rope_cases(gen, device, tokens, big, fails)
        _norm_rope_position_bounds(gen, device, big, fails)
        return
    if op == "moe_experts":
        _moe_experts_cases(gen, device, big, fails)
        _moe_experts_id_bounds(gen, device, big, fails)
        return
    if op == "moe_experts_fp8":
        _moe_experts_fp8_cases(gen, device, big, fails)
        return
    if op == "gemv":
        _gemv_cases(gen, device, big, fails)
        _scaled_mm_fp8_cases(gen, device, big, fails)
        return
    if op == "skinny_mm":
        _skinny_mm_cases(gen, device, big, fails)
        return
    if op == "decode_reduce":
        _decode_reduce_cases(gen, device, big, fails)
        return
    if op == "router_topk_gelu_mul":  # and its quantizing launch
        _router_gelu_cases(gen, device, tokens, gelu_widths if big else gelu_widths + (1100,), dtypes, fails)
        _router_gelu_quant_cases(gen, device, tokens, gelu_widths if big else gelu_widths + (1100,), fails)
        return
    if op in QUANT_FP8:
        _quant_fp8_cases(op, gen, device, big, fails)
        if op == "rmsnorm_add_scale_quant_fp8":  # the module's other op
            _quant_fp8_cases("rmsnorm_add_scale_next_norm_quant_fp8", gen, device, big, fails)
        return
    if op == "ffn_tail_moe_quant_fp8":  # its one op (LAUNCHERS)
        _quant_fp8_cases("ffn_tail_moe_next_norm_quant_fp8", gen, device, big, fails)
        return
    cases = []
    for dtype in dtypes:
        for i, T in enumerate(tokens):
            for j, H in enumerate(gelu_widths if op == "gelu_tanh_mul" else widths):
                wdtype = (torch.float32, torch.bfloat16)[(i + j) % 2]
                strided = (i + j) % 3 == 1
                cases.append(((T, H), dtype, wdtype, strided))
    if not big:
        cases.append(((3, 1536), torch.bfloat16, torch.bfloat16, True))  # wide row / multi-tile gelu
        cases.append(((2, 3, 200), torch.bfloat16, torch.float32, False))  # leading dims flattened
        cases.append(((4, 3, 64), torch.float32, torch.bfloat16, True))  # strided 3-D rows
    for shape, dtype, wdtype, strided in cases:
        tag = f"{op} {shape} {str(dtype)[6:]} w={str(wdtype)[6:]}{' strided' if strided else ''}"
        try:
            _check_op(op, _args(op, gen, shape, dtype, wdtype, device, strided), fails, tag)
            if op == "rmsnorm_add_scale":
                _check_op(op, _args(op, gen, shape, dtype, wdtype, device, strided, scalar=False),
                          fails, tag + " scalar=None")
            if op == "gelu_tanh_mul":
                # the flat grid taken from FLAT_ROWS rows on (programs that span rows)
                with _switch_at_row_one(op, "FLAT_ROWS"):
                    _check_op(op, _args(op, gen, shape, dtype, wdtype, device, strided), fails, tag + " flat grid")
            if op in LATE_LOAD_OPS:
                # the load order taken from LATE_LOAD_ROWS rows on (weights loaded where first needed)
                with late_loads(op):
                    _check_op(op, _args(op, gen, shape, dtype, wdtype, device, strided), fails, tag + " late loads")
            if op in ("rmsnorm_add_rmsnorm", "post_attn_norms_moe") and dtype != torch.float32:
                # a half-precision model's one-token GEMV form: x (the o projection's output) in fp32
                args = list(_args(op, gen, shape, dtype, wdtype, device, strided))
                args[0] = _rand(gen, shape, torch.float32, device, 1.0, strided)
                _check_op(op, tuple(args), fails, tag + " fp32 GEMV input")
            if op in ("rmsnorm_add_scale", "ffn_tail_moe"):
                # with the next layer's input norm (a weight of the other dtype)
                *tail, eps = _args(op, gen, shape, dtype, wdtype, device, strided)
                w_next = _weight(gen, shape[-1], (torch.bfloat16, torch.float32)[wdtype == torch.bfloat16], device)
                _check_op(op + "_next_norm", (*tail, w_next, eps), fails, tag + " next_norm")
                with late_loads(op):  # w_next loaded after the store
                    _check_op(op + "_next_norm", (*tail, w_next, eps), fails, tag + " next_norm late loads")
                if dtype != torch.float32:
                    # a half-precision model's one-token GEMV form: the first input in fp32
                    tail[0] = _rand(gen, shape, torch.float32, device, 1.0, strided)
                    _check_op(op, (*tail, eps), fails, tag + " fp32 GEMV input")
                    _check_op(op + "_next_norm", (*tail, w_next, eps), fails, tag + " fp32 GEMV input next_norm")
        except Exception as e:  # noqa: BLE001
            fails.append(f"{tag}: raised {type(e).__name__}: {e}")


# Kernels whose load order switches at ``layout.LATE_LOAD_ROWS`` rows.
LATE_LOAD_OPS = ("rmsnorm_add_rmsnorm", "post_attn_norms_moe", "rmsnorm_add_scale", "ffn_tail_moe")


@contextlib.contextmanager
def _switch_at_row_one(op, name):
    """Run ``op``'s kernel with what it does from ``name`` (a row count in its module) on, at any row count."""
    from gemma4_passes.kernels import load

    module = load(op)
    saved = getattr(module, name)
    setattr(module, name, 1)
    try:
        yield
    finally:
        setattr(module, name, saved)


def late_loads(op):
    """Run ``op``'s kernel with the load order it takes from ``LATE_LOAD_ROWS`` rows on, at any row count."""
    return _switch_at_row_one(op, "LATE_LOAD_ROWS")


def _router_cases(gen, device, tokens, big, fails):
    combos = [(torch.bfloat16, torch.bfloat16), (torch.bfloat16, torch.float32),
              (torch.float32, torch.float32), (torch.float32, torch.bfloat16)]
    cases = []
    for T in tokens:
        for ld, sd in combos if (big or T == tokens[-1]) else combos[:1]:
            cases.append((T, 128, 8, ld, sd, "randn"))
    cases.append((tokens[-1], 128, 8, torch.bfloat16, torch.bfloat16, "tied"))
    cases.append((tokens[-1], 128, 8, torch.float32, torch.float32, "tied"))
    if not big:
        cases += [
            (5, 200, 16, torch.bfloat16, torch.float32, "randn"),
            (3, 256, 1, torch.float32, torch.float32, "tied"),
            (4, 128, 8, torch.bfloat16, torch.bfloat16, "strided"),
        ]
    for T, E, k, ld, sd, kind in cases:
        tag = f"router T={T} E={E} k={k} logits={str(ld)[6:]} scale={str(sd)[6:]} {kind}"
        if kind == "tied":  # few distinct values: ties everywhere, across the k-th place too
            lg = torch.randint(-3, 3, (T, E), generator=gen, device=gen.device).float() * 0.75
            lg[0] = 0.5  # a row of one value: ids 0..k-1
            lg[-1] = 0.0
            lg[-1, ::3] = -0.0  # a row of 0.0 and -0.0, equal as floats: ids 0..k-1
        else:
            lg = torch.randn(T, E + (29 if kind == "strided" else 0), generator=gen, device=gen.device) * 2
        lg = lg.to(device=device, dtype=ld)[:, :E]
        scale = (0.5 + torch.rand(E, generator=gen, device=gen.device)).to(device=device, dtype=sd)
        try:
            _check_router(lg, scale, k, fails, tag)
        except Exception as e:  # noqa: BLE001
            fails.append(f"{tag}: raised {type(e).__name__}: {e}")


def _router_gelu_cases(gen, device, tokens, widths, dtypes, fails):
    """The one-launch router + gelu·up: bit for bit the two single-op kernels (each checked above)."""
    from gemma4_passes.kernels import load

    both, router, gelu = load("router_topk_gelu_mul"), load("router_topk_softmax_scale"), load("gelu_tanh_mul")
    i = 0
    for dtype in dtypes:
        for T in tokens:
            for I in widths:
                i += 1
                as_moe_input = i % 2 == 0
                logits = (torch.randn(T, 128, generator=gen, device=gen.device) * 2).to(device=device, dtype=dtype)
                scale = (0.5 + torch.rand(128, generator=gen, device=gen.device)).to(
                    device=device, dtype=(torch.float32, dtype)[i % 3 == 0])
                gu = _rand(gen, (T, 2 * I), dtype, device, 2.0)
                gate, up = gu[:, :I], gu[:, I:]
                tag = f"router_topk_gelu_mul T={T} I={I} {str(dtype)[6:]} as_moe_input={as_moe_input}"
                try:
                    with poisoned_empty():
                        got = both.launch(logits, scale, 8, as_moe_input, gate, up)
                        want = (*router.launch(logits, scale, 8, as_moe_input), gelu.launch(gate, up))
                except Exception as e:  # noqa: BLE001
                    fails.append(f"{tag}: raised {type(e).__name__}: {e}")
                    continue
                for name, g, w in zip(("weights", "ids", "gelu"), got, want):
                    if g.shape != w.shape or g.dtype != w.dtype or not torch.equal(g, w):
                        fails.append(f"{tag}: {name} differs from the single-op kernel's "
                                     f"({tuple(g.shape)} {g.dtype} vs {tuple(w.shape)} {w.dtype})")
                if not torch.isfinite(got[2]).all():
                    fails.append(f"{tag}: gelu output not finite (unwritten: poisoned NaN?)")


def _router_gelu_quant_cases(gen, device, tokens, widths, fails):
    """The one-launch router + quantized gelu·up (``launch_quant_fp8``): bit for bit the router kernel and
    ``gelu_tanh_mul_quant_fp8``'s (each checked against the references and fp64 above), rows of
    several chunks (1100 and 2112 columns: 26B-A4B's MLP) among them; a zero row's scale 0; every scale
    written by the kernel itself (its outputs poisoned)."""
    from gemma4_passes.kernels import load

    both, router = load("router_topk_gelu_mul"), load("router_topk_softmax_scale")
    gelu_q = load("gelu_tanh_mul_quant_fp8")
    dtypes = (torch.bfloat16, torch.float16)
    for i, (dtype, T, I) in enumerate((d, T, I) for d in dtypes for T in tokens for I in (*widths, 2112)):
        as_moe_input = i % 2 == 0
        logits = (torch.randn(T, 128, generator=gen, device=gen.device) * 2).to(device=device, dtype=dtype)
        scale = (0.5 + torch.rand(128, generator=gen, device=gen.device)).to(device=device, dtype=torch.float32)
        gu = _rand(gen, (T, 2 * I), dtype, device, 2.0)
        gate, up = gu[:, :I], gu[:, I:]
        if i == 0:
            gate[0] = 0  # a zero row
        tag = f"router_topk_gelu_mul_quant_fp8 T={T} I={I} {str(dtype)[6:]} as_moe_input={as_moe_input}"
        try:
            with poisoned_empty():
                got = both.launch_quant_fp8(logits, scale, 8, as_moe_input, gate, up)
                want = (*router.launch(logits, scale, 8, as_moe_input), *gelu_q.launch(gate, up))
        except Exception as e:  # noqa: BLE001
            fails.append(f"{tag}: raised {type(e).__name__}: {e}")
            continue
        for name, g, w in zip(("weights", "ids", "q", "scale"), got, want):
            g, w = (g.view(torch.uint8), w.view(torch.uint8)) if g.dtype == torch.float8_e4m3fn else (g, w)
            if g.shape != w.shape or g.dtype != w.dtype or not torch.equal(g, w):
                fails.append(f"{tag}: {name} differs from the single-op kernels' "
                             f"({tuple(g.shape)} {g.dtype} vs {tuple(w.shape)} {w.dtype})")
        if not torch.isfinite(got[3]).all() or (i == 0 and got[3][0].item() != 0.0):
            fails.append(f"{tag}: scales not written, or the zero row's not 0")


def _moe_experts_cases(gen, device, big, fails):
    """The one-token MoE path: real 26B-A4B experts on the GPU (E=128, k=8, H=2816,
    I=704), small ones under the interpreter (K not a power of two among them: the
    down launch pads the K experts to one); distinct experts per token, as the
    router gives them; int32 and int64 ids."""
    if big:
        shapes = [(T, 128, 2816, 704, 8, torch.bfloat16) for T in (1, 3, 17)]
    else:
        shapes = [(T, 16, H, I, K, dt) for dt in (torch.bfloat16, torch.float32)
                  for T, H, I, K in ((1, 64, 24, 8), (3, 200, 40, 3), (2, 72, 130, 6), (17, 64, 300, 2))]
    for i, (T, E, H, I, K, dtype) in enumerate(shapes):
        x = _rand(gen, (T, H), dtype, device)
        w13 = _rand(gen, (E, 2 * I, H), dtype, device, H ** -0.5)
        w2 = _rand(gen, (E, H, I), dtype, device, I ** -0.5)
        ids = torch.stack([torch.randperm(E, generator=gen, device=gen.device)[:K] for _ in range(T)])
        ids = ids.to(device=device, dtype=(torch.int32, torch.int64)[i % 2])
        wts = torch.rand(T, K, generator=gen, device=gen.device).to(device)
        tag = f"moe_experts T={T} E={E} H={H} I={I} K={K} {str(dtype)[6:]} ids={str(ids.dtype)[6:]}"
        try:
            _check_op("moe_experts", (x, w13, w2, wts, ids), fails, tag)
        except Exception as e:  # noqa: BLE001
            fails.append(f"{tag}: raised {type(e).__name__}: {e}")


def _moe_experts_id_bounds(gen, device, big, fails):
    """Ids outside ``[0, E)``: SGLang's -1 of a padded row (a whole row of them too), E, and
    far past it, with a NaN weight on such a slot. Such a slot adds nothing, read from
    nowhere: the output is the fp64 sum over the other slots and the reference's."""
    if big:
        shapes = [(3, 128, 2816, 704, 8, torch.bfloat16), (17, 128, 2816, 704, 8, torch.bfloat16)]
    else:
        shapes = [(3, 16, 64, 24, 4, torch.bfloat16), (5, 8, 200, 40, 3, torch.float32)]
    for i, (T, E, H, I, K, dtype) in enumerate(shapes):
        x = _rand(gen, (T, H), dtype, device)
        w13 = _rand(gen, (E, 2 * I, H), dtype, device, H ** -0.5)
        w2 = _rand(gen, (E, H, I), dtype, device, I ** -0.5)
        ids = torch.stack([torch.randperm(E, generator=gen, device=gen.device)[:K] for _ in range(T)])
        ids[0, 0], ids[0, K - 1], ids[1, 1] = -1, E, 10**6
        ids[T - 1] = -1  # a padded row: no expert at all
        ids = ids.to(device=device, dtype=(torch.int32, torch.int64)[i % 2])
        wts = torch.rand(T, K, generator=gen, device=gen.device).to(device)
        wts[0, 0] = float("nan")  # whatever the weight of a slot without an expert
        tag = f"moe_experts ids out of range T={T} E={E} H={H} {str(dtype)[6:]} ids={str(ids.dtype)[6:]}"
        try:  # the fp64 sum of the padded row is 0: only exact zeros pass there
            _check_op("moe_experts", (x, w13, w2, wts, ids), fails, tag)
        except Exception as e:  # noqa: BLE001
            fails.append(f"{tag}: raised {type(e).__name__}: {e}")


def _moe_experts_fp8_cases(gen, device, big, fails):
    """FP8 experts as a compressed-tensors checkpoint stores them (e4m3, an fp32 scale per output
    channel, ``[E, N, 1]``): real 26B-A4B experts on the GPU, small ones under the interpreter (K
    not a power of two among them), bf16 and fp16 activations; then ids outside ``[0, E)`` (SGLang's
    -1 of a padded row, a whole row of them, E, far past it) with a NaN weight on such a slot.
    Each case also runs the kernel's two-launch form (``quantize_in_down``), whose output must
    equal the product's bit for bit."""
    from gemma4_passes.kernels import load
    from gemma4_passes.native import FP8_E4M3_MAX

    if big:
        shapes = [(T, 128, 2816, 704, 8, torch.bfloat16, False) for T in (1, 3, 17)] + [
            (3, 128, 2816, 704, 8, torch.bfloat16, True)]
    else:
        shapes = [(1, 16, 64, 24, 8, torch.bfloat16, False), (3, 16, 200, 40, 3, torch.float16, False),
                  (2, 16, 72, 130, 6, torch.bfloat16, False), (4, 8, 64, 24, 3, torch.bfloat16, True)]

    def fp8(shape, mul):
        w = _rand(gen, shape, torch.float32, device, mul)
        scale = w.abs().amax(-1, keepdim=True) / FP8_E4M3_MAX
        return (w / scale).to(torch.float8_e4m3fn), scale

    for i, (T, E, H, I, K, dtype, bad_ids) in enumerate(shapes):
        x = _rand(gen, (T, H), dtype, device)
        (w13, s13), (w2, s2) = fp8((E, 2 * I, H), H ** -0.5), fp8((E, H, I), I ** -0.5)
        ids = torch.stack([torch.randperm(E, generator=gen, device=gen.device)[:K] for _ in range(T)])
        wts = torch.rand(T, K, generator=gen, device=gen.device).to(device)
        if bad_ids:
            ids[0, 0], ids[0, K - 1], ids[1, 1] = -1, E, 10**6
            ids[T - 1] = -1  # a padded row: no expert at all
            wts[0, 0] = float("nan")
        ids = ids.to(device=device, dtype=(torch.int32, torch.int64)[i % 2])
        tag = (f"moe_experts_fp8 T={T} E={E} H={H} I={I} K={K} {str(dtype)[6:]} ids={str(ids.dtype)[6:]}"
               f"{' out of range' if bad_ids else ''}")
        try:
            args = (x, w13, w2, s13, s2, wts, ids)
            _check_op("moe_experts_fp8", args, fails, tag)
            three, two = (launch_poisoned(functools.partial(load("moe_experts_fp8").launch, quantize_in_down=q),
                                          args, fails, f"{tag} ({n} launches)") for q, n in ((False, 3), (True, 2)))
            if not torch.equal(two, three):
                fails.append(f"{tag}: the two-launch form differs from the product's by up to "
                             f"{(two.float() - three.float()).abs().max().item():.3g}")
        except Exception as e:  # noqa: BLE001
            fails.append(f"{tag}: raised {type(e).__name__}: {e}")


# Ops that quantize their producer's output per token to FP8: op -> (the producer's fp64
# math, the index of q in the outputs (scale follows it), the index of the quantized row
# in the fp64 outputs). Kernel modules: the ops', but for the next-norm op (LAUNCHERS).
QUANT_FP8 = {
    "gelu_tanh_mul_quant_fp8": (_m64_gelu_tanh_mul, 0, 0),
    "rmsnorm_quant_fp8": (_n64, 0, 0),
    "rmsnorm_add_rmsnorm_quant_fp8": (_m64_rmsnorm_add_rmsnorm, 0, 0),
    "rmsnorm_add_scale_quant_fp8": (_m64_rmsnorm_add_scale, 1, 0),
    "rmsnorm_add_scale_next_norm_quant_fp8": (M64["rmsnorm_add_scale_next_norm"], 1, 1),
    "post_attn_norms_moe_quant_fp8": (_m64_post_attn_norms_moe, 0, 0),
    "ffn_tail_moe_next_norm_quant_fp8": (M64["ffn_tail_moe_next_norm"], 1, 1),
}
LAUNCHERS["rmsnorm_add_scale_next_norm_quant_fp8"] = ("rmsnorm_add_scale_quant_fp8", "launch_next_norm")
LAUNCHERS["ffn_tail_moe_next_norm_quant_fp8"] = ("ffn_tail_moe_quant_fp8", "launch_next_norm")


def _quant_fp8_cases(op, gen, device, big, fails):
    """Gemma-4's hidden sizes at 1, 3, 17 and 257 tokens (and 4096 and 31B's MLP width 21504
    on the GPU), bf16 rows (fp16 and fp32 once each, small widths), strided rows every other
    case; for the gelu op a row held in two parts (``launch_layout``: 8200 = 8192 + 8 lanes under
    the interpreter, 21504 and E4B's 10240 on the GPU). Each output NaN-poisoned;
    ``_check_quant_fp8`` says what is compared."""
    tokens = (1, 3, 17, 257, 4096) if big else (1, 3, 17, 257)
    widths = (1536, 2560, 2816, 5376) + ((10240, 21504) if big and op.startswith("gelu") else ())
    cases = [((T, H), torch.bfloat16) for T in tokens for H in widths]
    if not big:
        cases += [((3, 200), torch.float16), ((17, 64), torch.float32), ((2, 3, 200), torch.bfloat16)]
        if op.startswith("gelu"):
            cases += [((3, 8200), torch.bfloat16), ((2, 8200), torch.float16)]
    for i, (shape, dtype) in enumerate(cases):
        wdtype = (torch.float32, dtype)[i % 2]
        strided = i % 2 == 1
        tag = f"{op} {shape} {str(dtype)[6:]} w={str(wdtype)[6:]}{' strided' if strided else ''}"
        base = op[: -len("_quant_fp8")]
        if base == "rmsnorm":
            args = (_rand(gen, shape, dtype, device, 1.0, strided), _weight(gen, shape[-1], wdtype, device), EPS)
        elif base.endswith("_next_norm"):  # the tail's arguments and the next norm's weight
            tail_op = base[: -len("_next_norm")]
            *tail, eps = _args(tail_op, gen, shape, dtype, wdtype, device, strided, scalar=i % 3 > 0)
            args = (*tail, _weight(gen, shape[-1], wdtype, device), eps)
        else:
            args = _args(base, gen, shape, dtype, wdtype, device, strided, scalar=i % 3 > 0)
        try:
            _check_quant_fp8(op, args, fails, tag)
        except Exception as e:  # noqa: BLE001
            fails.append(f"{tag}: raised {type(e).__name__}: {e}")
    _quant_fp8_zero_row(op, args, fails)


def _quant_fp8_zero_row(op, args, fails):
    """A row of zeros (every row input zero in it) gets scale 0 and q 0, as SGLang's kernel
    writes it; the other rows are as without it."""
    from gemma4_passes.kernels import load

    _, iq, _ = QUANT_FP8[op]
    module, launcher = LAUNCHERS.get(op, (op, "launch"))
    args = list(args)
    for a in args:
        if isinstance(a, torch.Tensor) and a.shape == args[0].shape:  # rows, not a weight
            a.view(-1, a.shape[-1])[0] = 0
    tag = f"{op} zero row {tuple(args[0].shape)}"
    try:
        with poisoned_empty():
            q, s = getattr(load(module), launcher)(*args)[iq:iq + 2]
    except Exception as e:  # noqa: BLE001
        fails.append(f"{tag}: raised {type(e).__name__}: {e}")
        return
    q2, s2 = q.view(-1, q.shape[-1]).float(), s.view(-1)
    if s2[0].item() != 0.0 or not torch.equal(q2[0], torch.zeros_like(q2[0])):
        fails.append(f"{tag}: scale {s2[0].item()}, q not all zeros")
    if not torch.isfinite(q2).all() or not (s2[1:] > 0).all():
        fails.append(f"{tag}: the other rows not written")


def _check_quant_fp8(op, args, fails, tag):
    """The kernel's ``(q, scale)`` against the reference's and the fp64 producer, its other
    outputs as ``compare`` checks them.

    Per row: every value written (no NaN), the scale positive and finite, the row's largest
    ``|q|`` exactly 448. Scales: bit for bit the reference's (on CUDA within an fp32 ulp: the
    eager reference's division there is a reciprocal times) where the produced row's largest
    value is; that value may be an ulp apart from torch's (a norm's fp32 sums run in another
    order; fp32 gelu takes another formula), its scale with it: in at most 5% of the rows where
    the row is rounded to bf16/fp16 (each within two ulps), any of them in fp32 (within 1e-5,
    as ``compare`` allows fp32 outputs).
    Dequantized values ``q * scale``: within one e4m3 step of the reference's, and within half
    a step (plus the producer's roundings) of the fp64 producer."""
    from gemma4_passes.kernels import load
    from gemma4_passes.ops import reference as R

    m64, iq, i64 = QUANT_FP8[op]
    module, launcher = LAUNCHERS.get(op, (op, "launch"))
    got = launch_poisoned(getattr(load(module), launcher), args, fails, tag)
    ref = getattr(R, op)(*args)
    if op.endswith("_next_norm_quant_fp8"):
        # The next norm reads the tail's rounded output, a cancelling sum: its fp64 math is the
        # norm of the kernel's own output (as _check_op compares the next-norm ops).
        *_, w_next, eps = args
        ref64 = (m64(*args)[0], _n64(got[0], w_next, eps))
    else:
        ref64 = m64(*args)
    ref64 = ref64 if isinstance(ref64, tuple) else (ref64,)
    if not isinstance(got, tuple) or len(got) != len(ref):
        fails.append(f"{tag}: launch returned {type(got).__name__}, expected {len(ref)} outputs")
        return
    (q, s), (q_r, s_r) = got[iq:iq + 2], ref[iq:iq + 2]
    v64 = ref64[i64]  # the produced row the quantization reads
    if q.dtype != torch.float8_e4m3fn or q.shape != q_r.shape or s.dtype != torch.float32 or s.shape != s_r.shape:
        fails.append(f"{tag}: q {tuple(q.shape)} {q.dtype}, scale {tuple(s.shape)} {s.dtype}; "
                     f"reference {tuple(q_r.shape)} {q_r.dtype}, {tuple(s_r.shape)} {s_r.dtype}")
        return
    # the dtype the produced row is rounded to: x's for the plain norm, else the residual's / up's
    dt = args[0].dtype if op == "rmsnorm_quant_fp8" else args[1].dtype
    u = 2.0 ** -MANT[dt]
    qd, sd, s_rd = q.double(), s.double(), s_r.double()
    if not torch.isfinite(qd).all() or not torch.isfinite(sd).all() or not (sd > 0).all():
        fails.append(f"{tag}: q or scale not written (poisoned NaN?) or a scale not positive")
        return
    if not torch.equal(qd.abs().amax(-1), torch.full(qd.shape[:-1], 448.0, dtype=torch.float64, device=qd.device)):
        fails.append(f"{tag}: a row's largest |q| is not 448")
    # Eager torch on CUDA divides by a Python scalar as a multiply by its reciprocal: the
    # reference's scale may be an fp32 ulp from the IEEE quotient the kernel takes (rowquant).
    div_ulp = 2.0 ** -23 if q.is_cuda else 0.0
    off = ((sd - s_rd).abs() > div_ulp * s_rd).double().mean().item()
    if (off > 0.05 and dt != torch.float32) or ((sd - s_rd).abs() > max(2 * u, 1e-5) * s_rd).any():
        fails.append(f"{tag}: scales off the reference's ({off:.1%} of rows differ)")
    deq, deq_r = qd * sd, q_r.double() * s_rd
    # one e4m3 step, plus the scale two ulps apart and the row value one rounding of its summands (a norm's
    # sums in another order; a tail's sum cancels, so that is an ulp of the row's size, as below)
    step = (torch.maximum(deq_r.abs() * 2.0 ** -3, torch.maximum(sd, s_rd) * 2.0 ** -9) + 2 * u * deq_r.abs()
            + 4 * u * _row_rms(deq_r))
    if ((deq - deq_r).abs() > step).any():
        fails.append(f"{tag}: {int(((deq - deq_r).abs() > step).sum())} dequantized values more than an e4m3 step "
                     "off the reference's")
    v64 = v64.reshape(deq.shape)
    tol = v64.abs() * (2.0 ** -4 + 2 * u) + 4 * u * _row_rms(v64) + sd * 2.0 ** -10
    if ((deq - v64).abs() > tol).any():
        fails.append(f"{tag}: {int(((deq - v64).abs() > tol).sum())} dequantized values off the fp64 producer")
    others = [j for j in range(len(ref)) if j not in (iq, iq + 1)]
    for j, o64 in zip(others, [t for k, t in enumerate(ref64) if k != i64 or len(ref64) == 1]):
        compare(f"{tag} out{j}", got[j], ref[j], o64, fails, ref_row_ulps=2.0)


# [N, K] weights of one-token projections: 26B-A4B's q/k/v, o, gate/up, down and router,
# E2B's down, E4B's per-layer projection, 31B's down
GEMV_SHAPES = ((8192, 2816), (2816, 4096), (4224, 2816), (2816, 2112), (128, 2816), (1536, 12288),
               (2560, 256), (5376, 21504))


SKINNY_SHAPES = ((8192, 2816), (2816, 2112), (128, 2816), (2560, 256), (2560, 10240), (43008, 5376), (20480, 2560),
                 (24576, 1536))


def _decode_reduce_cases(gen, device, big, fails):
    """``decode_reduce.reduce`` against SGLang's own stage 2 (``_decode_softmax_reducev_fwd``, the
    same inputs) and an fp64 merge: requests of 1 to 2048 tokens (so some take fewer splits than
    they are given), split counts per request, a forced count, sinks, ``v_scale``; every split
    stage 1 would not have written is NaN (read, it shows)."""
    from gemma4_passes.kernels import load

    try:
        from sglang.kernels.ops.attention import decode_attention as sglang_stage2
    except ImportError as exc:
        fails.append(f"decode_reduce: SGLang's decode attention not importable ({exc}): nothing to compare with")
        return
    reduce = load("decode_reduce").reduce
    # (batch, heads, Lv, max splits, forced splits, sinks, v_scale, output dtype)
    if big:
        cases = [(b, h, lv, s, 0, False, 1.0, torch.bfloat16)
                 for b in (1, 8, 32) for h, lv in ((8, 256), (8, 512), (32, 256), (32, 512)) for s in (8, 64)]
    else:
        cases = [(1, 8, 256, 8, 0, False, 1.0, torch.bfloat16), (1, 8, 256, 64, 0, False, 1.0, torch.bfloat16),
                 (3, 8, 512, 64, 0, False, 1.0, torch.bfloat16), (17, 4, 256, 5, 0, False, 1.0, torch.bfloat16),
                 (3, 2, 64, 16, 0, True, 0.5, torch.float32), (3, 2, 96, 8, 4, True, 1.0, torch.bfloat16)]
    for batch, heads, lv, splits, forced, sinks, v_scale, dtype in cases:
        tag = (f"decode_reduce batch={batch} heads={heads} Lv={lv} splits={splits}"
               f"{f' forced={forced}' if forced else ''}{' sinks' if sinks else ''} v_scale={v_scale} {str(dtype)[6:]}")
        lens = torch.randint(1, 2049, (batch,), generator=gen, device=gen.device)
        lens[: min(batch, 2)] = torch.tensor([1, 40][: min(batch, 2)])  # one split, then fewer than given
        indptr = torch.cat([torch.zeros(1, dtype=torch.int64), lens.cpu().cumsum(0)]).to(device, torch.int32)
        counts = torch.randint(1, splits + 1, (batch,), generator=gen, device=gen.device).to(device, torch.int32)
        logits = torch.randn(batch + 2, heads, splits, lv, generator=gen, device=gen.device).to(device)
        lse = (3 * torch.randn(batch + 2, heads, splits, generator=gen, device=gen.device)).to(device)
        sink = (torch.randn(heads, generator=gen, device=gen.device).to(device) if sinks else None)
        # which splits stage 1 writes (SGLang's rule): within the count, starting before the last token
        def cdiv(a, b):
            return -(-a // b)

        n = torch.full((batch,), forced, device=device) if forced else counts.long()
        per = cdiv(cdiv(lens.to(device), n), 32) * 32
        at = torch.arange(splits, device=device)[None, :]
        written = (at < (forced or splits)) & (per[:, None] * at < lens.to(device)[:, None])
        unwritten = ~written[:, None, :].expand(batch, heads, splits)
        logits[:batch][unwritten] = float("nan")
        lse[:batch][unwritten] = float("nan")
        lse64 = torch.where(unwritten, float("-inf"), lse[:batch].double())
        top = lse64.amax(-1, keepdim=True)
        w = torch.exp(lse64 - top)
        den = w.sum(-1) + (torch.exp(sink.double()[None, :] - top[..., 0]) if sinks else 0)
        num = torch.where(unwritten[..., None], 0.0, logits[:batch].double())
        ref64 = (num * w[..., None]).sum(2) / den[..., None] * v_scale
        q = torch.empty(batch, heads, 8, device=device, dtype=dtype)
        v_buffer = torch.empty(1, 1, lv, device=device, dtype=dtype)

        def run(fn, **tile):
            o = torch.empty(batch, heads, lv, device=device, dtype=dtype)
            fn(logits, lse, q, o, v_scale, v_buffer, indptr, counts, splits, sink, forced_kv_splits=forced, **tile)
            return o

        # the tile ``tiles`` picks, and the chunked forms (a split at a time; four splits, half a head's columns)
        cols = 1 << (lv - 1).bit_length()
        for tile in (None, (1, cols), (4, max(16, cols // 2))):
            at = f"{tag} tile={tile or 'default'}"
            try:
                got = launch_poisoned(lambda _: run(reduce, tile=tile), (logits,), fails, at)  # twice on CUDA
                theirs = run(sglang_stage2._decode_softmax_reducev_fwd)
                compare(at, got, theirs, ref64, fails)
            except Exception as e:  # noqa: BLE001
                fails.append(f"{at}: raised {type(e).__name__}: {e}")


def _skinny_mm_cases(gen, device, big, fails):
    """Decode-batch projections: real weights' shapes in bf16 on the GPU; under the
    interpreter small and odd ones (a partial last block of weight rows, a reduction not
    a multiple of the chunk) in fp16, since the interpreter's ``tl.dot`` mishandles bf16.
    Rows of x that are slices of a wider matrix every other case; 2 to 32 rows. Each case
    also with the reduction split over 2-8 programs a column block (split-K), launched twice."""
    from gemma4_passes.kernels import load

    if big:
        cases = [(M, N, K, torch.bfloat16) for M, (N, K) in zip((2, 3, 8, 17, 32, 8, 32, 17), SKINNY_SHAPES)]
        cases += [(32, 2816, 2112, torch.bfloat16), (16, 4224, 2816, torch.float16)]
    else:
        cases = [(M, N, K, torch.float16) for M, N, K in ((2, 37, 300), (3, 16, 64), (17, 70, 130), (32, 5, 40),
                                                          (8, 33, 260))]
    for i, (M, N, K, dtype) in enumerate(cases):
        x = _rand(gen, (M, K), dtype, device, strided=i % 2 == 1)
        w = _rand(gen, (N, K), dtype, device, K ** -0.5)
        tag = f"skinny_mm M={M} N={N} K={K} {str(dtype)[6:]}{' strided x' if i % 2 else ''}"
        for split in (None, 2, 3, 8) if i % 2 == 0 else (None, 5):
            try:
                with _forced_split(split):
                    _check_op("skinny_mm", (x, w), fails, tag + (f" split {split}" if split else ""))
                    _check_split_repeats(lambda: load("skinny_mm").launch(x, w), fails, tag, split)
            except Exception as e:  # noqa: BLE001
                fails.append(f"{tag}: raised {type(e).__name__}: {e}")
        for programs in _persistent_programs(device, big):
            try:
                with _forced_persistent(programs):
                    _check_op("skinny_mm", (x, w), fails, tag + f" persistent {programs}")
            except Exception as e:  # noqa: BLE001
                fails.append(f"{tag} persistent {programs}: raised {type(e).__name__}: {e}")


@contextlib.contextmanager
def _forced_split(split):
    """``skinny_mm``'s kernel with ``split`` programs a column block (split-K) at every shape; None: its own rule."""
    from gemma4_passes.kernels import load

    module = load("skinny_mm")
    saved = module.split_k
    if split:
        module.split_k = lambda blocks, chunks, sms: split
    try:
        yield
    finally:
        module.split_k = saved


def _persistent_programs(device, big):
    """Program counts for ``skinny_mm``'s persistent form: one and two an SM on the GPU; under the
    interpreter 1 and 2, fewer than the small cases' column blocks (a program takes several, unevenly)."""
    if not big:
        return (1, 2)
    from gemma4_passes.kernels import load

    sms = load("skinny_mm").sm_count(torch.device(device))
    return (sms, 2 * sms)


@contextlib.contextmanager
def _forced_persistent(programs):
    """``skinny_mm``'s launches in the persistent form with ``programs`` programs (no split-K)."""
    from gemma4_passes.kernels import load

    module = load("skinny_mm")
    saved = module.split_k, module.launch_tiles
    module.split_k = lambda blocks, chunks, sms: 1
    module.launch_tiles = functools.partial(saved[1], programs=programs)
    try:
        yield
    finally:
        module.split_k, module.launch_tiles = saved


def _check_split_repeats(launch, fails, tag, split):
    """A split launch again gives the same bits (the partials are added in split order, whichever program
    comes last), and leaves every arrival count at 0 for the next."""
    if not split:
        return
    from gemma4_passes.kernels import load

    first, again = launch(), launch()
    if not torch.equal(first, again):
        fails.append(f"{tag} split {split}: a second launch differs by {(first.float() - again.float()).abs().max()}")
    for held in load("skinny_mm")._COUNTS.values():
        if held and int(held[-1].abs().sum()) != 0:
            fails.append(f"{tag} split {split}: arrival counts left non-zero")


def _gemv_cases(gen, device, big, fails):
    """One-token projections: real weights' shapes on the GPU, small and odd ones (a
    partial last block of rows, a reduction not a multiple of the chunk) under the
    interpreter; x in the weight's dtype or fp32, fp32 or rounded outputs, rows that
    are slices of wider matrices, and a few rows (the op takes any M)."""
    if big:
        cases = [(1, N, K, torch.bfloat16) for N, K in GEMV_SHAPES] + [(3, 2816, 4096, torch.bfloat16)]
    else:
        cases = [(M, N, K, dt) for dt in (torch.bfloat16, torch.float32)
                 for M, N, K in ((1, 37, 300), (1, 16, 64), (2, 5, 1100), (1, 130, 200), (3, 9, 7))]
    for i, (M, N, K, dtype) in enumerate(cases):
        strided = i % 3 == 1
        x = _rand(gen, (M, K), torch.float32 if i % 4 == 2 and dtype != torch.float32 else dtype, device,
                  strided=strided)
        w = _rand(gen, (N, K), dtype, device, K ** -0.5, strided=not strided)
        for out_dtype in {dtype, torch.float32}:
            tag = f"gemv M={M} N={N} K={K} x={str(x.dtype)[6:]} w={str(dtype)[6:]} out={str(out_dtype)[6:]}"
            try:
                _check_op("gemv", (x, w, out_dtype), fails, tag)
            except Exception as e:  # noqa: BLE001
                fails.append(f"{tag}: raised {type(e).__name__}: {e}")
        if x.dtype == dtype:  # through the input norm (a weight of the other dtype every other case)
            wn = _weight(gen, K, (dtype, torch.float32)[i % 2], device)
            tag = f"rmsnorm_gemv M={M} N={N} K={K} {str(dtype)[6:]} w_norm={str(wn.dtype)[6:]}"
            try:
                _check_op("rmsnorm_gemv", (x, wn, w, EPS), fails, tag)
            except Exception as e:  # noqa: BLE001
                fails.append(f"{tag}: raised {type(e).__name__}: {e}")
            # through gelu_tanh(gate) * up: the halves of one [M, 2K] output, or (PLE) up a
            # strided slice of another tensor
            both = _rand(gen, (M, 2 * K), dtype, device, 2.0)
            gate, up = both[:, :K], (both[:, K:] if i % 2 else _rand(gen, (M, K), dtype, device, strided=True))
            if dtype != torch.float32 and i % 3 == 0:  # the PLE gate on torch 2.11: a GEMV's fp32 sum
                gate = _rand(gen, (M, K), torch.float32, device, 2.0)
            for out_dtype in {dtype, torch.float32}:
                tag = f"gelu_mul_gemv M={M} N={N} K={K} gate={str(gate.dtype)[6:]} {str(dtype)[6:]} out={str(out_dtype)[6:]}"
                try:
                    _check_op("gelu_mul_gemv", (gate, up, w, out_dtype), fails, tag)
                except Exception as e:  # noqa: BLE001
                    fails.append(f"{tag}: raised {type(e).__name__}: {e}")
            # a dense MLP's gate/up projection writing gelu_tanh(gate) * up: w as [gate; up] rows
            w_gu = w if N % 2 == 0 else _rand(gen, (2 * N, K), dtype, device, K ** -0.5)
            tag = f"gate_up_gelu_gemv M={M} I={w_gu.shape[0] // 2} K={K} {str(dtype)[6:]}"
            try:
                _check_op("gate_up_gelu_gemv", (x, w_gu), fails, tag)
            except Exception as e:  # noqa: BLE001
                fails.append(f"{tag}: raised {type(e).__name__}: {e}")


def _scaled_mm_fp8_cases(gen, device, big, fails):
    """SGLang's FP8 GEMM at decode sizes: e4m3 rows and weights drawn over e4m3's range (their
    values as a per-token and a per-channel quantization leave them), the weight ``[N, K]``
    transposed as SGLang stores it, one fp32 scale per row and per output column; bf16 and fp16
    outputs. One row through the ``gemv`` kernel, 2-32 through ``skinny_mm``'s (the op's two
    CUDA paths); real projections' shapes on the GPU, small and odd ones under the interpreter;
    ``skinny_mm``'s cases also split-K."""
    from gemma4_passes.kernels import load

    if big:
        cases = [("gemv", 1, N, K) for N, K in GEMV_SHAPES]
        cases += [("skinny_mm", M, N, K) for M, (N, K) in zip((2, 3, 8, 17, 32, 8, 32, 17), SKINNY_SHAPES)]
        cases += [("skinny_mm", 32, 5376, 21504), ("skinny_mm", 8, 43008, 5376)]
    else:
        cases = [("gemv", M, N, K) for M, N, K in ((1, 37, 300), (1, 16, 64), (2, 5, 1100), (1, 130, 200), (3, 9, 7))]
        cases += [("skinny_mm", M, N, K) for M, N, K in ((2, 37, 300), (3, 16, 64), (17, 70, 130), (32, 5, 40),
                                                         (8, 33, 260))]
    for i, (kernel, M, N, K) in enumerate(cases):
        e4m3 = lambda *shape: (torch.randn(*shape, generator=gen, device=gen.device) * 150).clamp(  # noqa: E731
            -448, 448).to(device=device, dtype=torch.float8_e4m3fn)
        a = e4m3(M, 2 * K)[:, :K] if i % 2 else e4m3(M, K)  # every other case a slice of wider rows
        b = e4m3(N, K).t()
        scale_a = ((torch.rand(M, 1, generator=gen, device=gen.device) + 0.5) / 150).to(device)
        scale_b = ((torch.rand(1, N, generator=gen, device=gen.device) + 0.5) / (150 * K ** 0.5)).to(device)
        out_dtype = (torch.bfloat16, torch.float16)[i % 2]
        tag = f"scaled_mm_fp8 ({kernel}) M={M} N={N} K={K} out={str(out_dtype)[6:]}{' strided a' if i % 2 else ''}"
        for split in (None, 3) if kernel == "skinny_mm" else (None,):
            try:
                with _forced_split(split):
                    args = (a, b, scale_a, scale_b, out_dtype)
                    _check_op("scaled_mm_fp8", args, fails, tag + (f" split {split}" if split else ""),
                              (kernel, "launch_fp8"))
                    _check_split_repeats(lambda: load(kernel).launch_fp8(*args), fails, tag, split)
            except Exception as e:  # noqa: BLE001
                fails.append(f"{tag}: raised {type(e).__name__}: {e}")
        for programs in _persistent_programs(device, big)[:1] if kernel == "skinny_mm" else ():
            try:
                with _forced_persistent(programs):
                    _check_op("scaled_mm_fp8", (a, b, scale_a, scale_b, out_dtype), fails,
                              tag + f" persistent {programs}", (kernel, "launch_fp8"))
            except Exception as e:  # noqa: BLE001
                fails.append(f"{tag} persistent {programs}: raised {type(e).__name__}: {e}")


def _rope_cache(max_pos, D, dtype, device, base=10000.0, rotated=None):
    """SGLang's cos | sin cache rows (``Gemma4RotaryEmbedding``: the unrotated angles have frequency 0)."""
    rotated = D // 2 if rotated is None else rotated
    inv = 1.0 / base ** (torch.arange(0, 2 * rotated, 2, dtype=torch.float64) / D)
    inv = torch.cat((inv, torch.zeros(D // 2 - rotated, dtype=torch.float64)))
    f = torch.arange(max_pos, dtype=torch.float64)[:, None] * inv[None]
    return torch.cat((f.cos(), f.sin()), dim=-1).to(device=device, dtype=dtype)


def _norm_rope_cases(gen, device, tokens, big, fails):
    """q/k/v as slices of one qkv projection output, as the layer passes them."""
    from gemma4_passes.kernels import load

    m = load("qkv_norm_rope")
    # (heads q, heads kv, head_dim): 26B-A4B sliding / full, E2B sliding, E4B sliding; small ones on CPU
    geoms = ((16, 8, 256), (16, 2, 512), (8, 1, 256), (8, 2, 256)) if big else (
        (4, 2, 64), (2, 1, 256), (3, 1, 256), (5, 2, 512))  # head counts not a multiple of the block
    dtypes = (torch.bfloat16,) if big else (torch.bfloat16, torch.float32)
    # Few tokens launch one head a program; with MIN_PROGRAMS 1 they take the
    # largest blocks, whose rows run on across tokens (as prefill's do).
    tilings = (m.MIN_PROGRAMS,) if big else (m.MIN_PROGRAMS, 1)
    cases = [(mp, dtype, T, g) for mp in tilings for dtype in dtypes for T in tokens for g in geoms]
    default_min_programs = m.MIN_PROGRAMS
    try:
        for i, (min_programs, dtype, T, (HQ, HKV, D)) in enumerate(cases, start=1):
            m.MIN_PROGRAMS = min_programs
            wdtype = (torch.float32, dtype)[i % 2]
            cdtype = (torch.float32, dtype)[(i // 2) % 2]
            cache = _rope_cache(8192, D, cdtype, device, rotated=D // 8 if D == 512 else None)
            pos = torch.randint(0, 8192, (T,), generator=gen, device=gen.device).to(device)
            qkv = _rand(gen, (T, (HQ + 2 * HKV) * D), dtype, device, 2.0, strided=i % 3 == 0)
            q, k, v = (t.unflatten(-1, (-1, D)) for t in qkv.split([HQ * D, HKV * D, HKV * D], -1))
            wq, wk = _weight(gen, D, wdtype, device), _weight(gen, D, wdtype, device)
            tag = (f"qkv_norm_rope T={T} H={HQ}/{HKV} D={D} {str(dtype)[6:]} min_programs={min_programs} "
                   f"w={str(wdtype)[6:]} cache={str(cdtype)[6:]}{' strided' if i % 3 == 0 else ''}")
            cos, sin = cache.index_select(0, pos).chunk(2, dim=-1)
            want64 = (_m64_norm_rope(q, wq, cos, sin, EPS), _m64_norm_rope(k, wk, cos, sin, EPS),
                      _m64_norm_rope(v, None, cos, sin, EPS, rope=False))
            _launch_norm_rope_three_ways(m, tag, q, k, v, wq, wk, cache, pos, want64, fails)
    finally:
        m.MIN_PROGRAMS = default_min_programs


def _launch_norm_rope_three_ways(m, tag, q, k, v, wq, wk, cache, pos, want64, fails):
    """``launch``, ``launch_qk`` and ``launch_q`` on poisoned outputs: ``launch`` against the
    reference and fp64 (``want64``), the other two equal to it. ``launch``'s outputs, or None
    (the failure recorded) if one raised."""
    from gemma4_passes.ops import reference as R

    try:
        got = launch_poisoned(m.launch, (q, k, v, wq, wk, cache, pos, EPS), fails, tag)
        with poisoned_empty():
            got_qk = m.launch_qk(q, k, wq, wk, cache, pos, EPS)
            got_q = m.launch_q(q, wq, cache, pos, EPS)
    except Exception as e:  # noqa: BLE001
        fails.append(f"{tag}: raised {type(e).__name__}: {e}")
        return None
    ref = R.qkv_norm_rope(q, k, v, wq, wk, cache, pos, EPS)
    # The eager reference rounds both products of the rotation before
    # it subtracts them, the kernel rounds once: many elements differ
    # by an ulp, and where the products cancel, by up to an ulp of the
    # row's largest value (the fp64 comparison bounds the kernel's error).
    for j, name in enumerate("qkv"):
        compare(f"{tag} {name}", got[j], ref[j], want64[j], fails, max_diff_frac=0.6,
                ref_row_ulps=2.0 if name != "v" else 0.0)
    for j, name in enumerate("qk"):
        if not torch.equal(got_qk[j], got[j]):
            fails.append(f"{tag}: launch_qk's {name} differs from launch's")
    if not torch.equal(got_q, got[0]):
        fails.append(f"{tag}: launch_q's q differs from launch's")
    return got


def _norm_rope_position_bounds(gen, device, big, fails):
    """Positions outside ``[0, max_position)``: -1, max_position and 10**6 among valid ones.
    The kernel reads no cache row for them and writes their q and k heads as zeros, as the
    reference does; v and the other tokens as ever (fp64 and the reference). With
    ``GEMMA4_CHECK_BOUNDS=1`` the launch refuses them instead."""
    from gemma4_passes.kernels import BOUNDS_ENV, load

    m = load("qkv_norm_rope")
    geoms = ((16, 8, 256), (8, 1, 512)) if big else ((4, 2, 64), (3, 1, 256))
    dtypes = (torch.bfloat16,) if big else (torch.bfloat16, torch.float32)
    tilings = (m.MIN_PROGRAMS, 1)
    max_pos = 64
    default_min_programs = m.MIN_PROGRAMS
    try:
        for i, ((HQ, HKV, D), dtype, min_programs) in enumerate(itertools.product(geoms, dtypes, tilings)):
            m.MIN_PROGRAMS = min_programs
            pos = torch.tensor([3, -1, max_pos, 10**6, max_pos - 1], dtype=(torch.int64, torch.int32)[i % 2])
            valid = (pos >= 0) & (pos < max_pos)
            pos = pos.to(device)
            T = pos.numel()
            cache = _rope_cache(max_pos, D, torch.float32, device)
            qkv = _rand(gen, (T, (HQ + 2 * HKV) * D), dtype, device, 2.0)
            q, k, v = (t.unflatten(-1, (-1, D)) for t in qkv.split([HQ * D, HKV * D, HKV * D], -1))
            wq, wk = _weight(gen, D, dtype, device), _weight(gen, D, dtype, device)
            tag = (f"qkv_norm_rope positions {pos.tolist()} of {max_pos} H={HQ}/{HKV} D={D} {str(dtype)[6:]} "
                   f"min_programs={min_programs} {str(pos.dtype)[6:]}")
            cos, sin = cache.index_select(0, torch.where(valid.to(device), pos, 0)).chunk(2, dim=-1)
            keep = valid.to(device=device, dtype=torch.float64)[:, None, None]
            want64 = (_m64_norm_rope(q, wq, cos, sin, EPS) * keep, _m64_norm_rope(k, wk, cos, sin, EPS) * keep,
                      _m64_norm_rope(v, None, cos, sin, EPS, rope=False))
            got = _launch_norm_rope_three_ways(m, tag, q, k, v, wq, wk, cache, pos, want64, fails)
            if got is None:
                continue
            bad = ~valid.to(device)
            if not (torch.equal(got[0][bad], torch.zeros_like(got[0][bad]))
                    and torch.equal(got[1][bad], torch.zeros_like(got[1][bad]))):
                fails.append(f"{tag}: q/k heads of out-of-range positions are not zeros")
            os.environ[BOUNDS_ENV] = "1"
            try:
                m.launch_q(q, wq, cache, pos, EPS)
                fails.append(f"{tag}: launched with {BOUNDS_ENV}=1")
            except ValueError as e:
                if "positions has -1, outside [0, 64)" not in str(e):
                    fails.append(f"{tag}: {BOUNDS_ENV}=1 refused with {e}")
            finally:
                del os.environ[BOUNDS_ENV]
    finally:
        m.MIN_PROGRAMS = default_min_programs


def check_refusals(device="cpu") -> List[str]:
    """What each ``check`` accepts and refuses (the pattern passes rely on it)."""
    from gemma4_passes import kernels as K

    fails = []
    bf, f32 = torch.bfloat16, torch.float32
    x = torch.randn(3, 64, device=device, dtype=bf)
    w = torch.ones(64, device=device)
    sc = torch.ones(1, device=device, dtype=bf)

    def expect(ok, reason, what):
        if ok != (reason is None):
            fails.append(f"{what}: check said {reason!r}, expected {'accept' if ok else 'refuse'}")

    m = K.load("rmsnorm_add_rmsnorm")
    expect(True, m.check(x, x, w, w.to(bf)), "2-D contiguous")
    expect(True, m.check(torch.randn(3, 100, device=device, dtype=bf)[:, 10:74], x, w, w), "row slice")
    x3 = torch.randn(4, 3, 64, device=device, dtype=bf)
    expect(True, m.check(torch.randn(4, 3, 128, device=device, dtype=bf)[..., :64], x3, w, w), "3-D collapsible")
    expect(False, m.check(torch.randn(4, 5, 64, device=device, dtype=bf)[:, :3], x3, w, w),
           "3-D leading dims not collapsible")
    expect(False, m.check(torch.randn(64, 3, device=device, dtype=bf).t(), x, w, w), "last dim strided")
    expect(False, m.check(x.double(), x.double(), w, w), "fp64")
    expect(False, m.check(x, x.float(), w, w), "residual dtype differs")
    expect(True, m.check(x.float(), x, w, w), "fp32 x (a one-token GEMV output) beside a bf16 residual")
    expect(False, m.check(x.half(), x, w, w), "fp16 x beside a bf16 residual")
    expect(False, m.check(x, x[:2], w, w), "residual shape differs")
    expect(False, m.check(x, x, w[:32], w), "weight length")
    big = torch.randn(1, m.max_width() * 2, device=device, dtype=bf)
    wb = torch.ones(big.shape[-1], device=device)
    expect(False, m.check(big, big, wb, wb), "too wide")
    m = K.load("post_attn_norms_moe")
    expect(True, m.check(x, x, w, w, w, w), "post_attn_norms_moe ok")
    expect(True, m.check(x.float(), x, w, w, w, w), "post_attn_norms_moe: fp32 x beside a bf16 residual")
    expect(False, m.check(x, x.float(), w, w, w, w), "post_attn_norms_moe: bf16 x beside an fp32 residual")
    m = K.load("rmsnorm_add_scale")
    expect(True, m.check(x, x, w, sc), "scalar [1] bf16")
    expect(True, m.check(x, x, w, None), "scalar None")
    expect(False, m.check(x, x, w, sc.float()), "scalar fp32 with bf16 x (would promote)")
    expect(True, m.check(x.float(), x, w, sc), "fp32 x (a one-token GEMV output) beside a bf16 residual")
    expect(False, m.check(x, x.float(), w, sc.float()), "bf16 x beside an fp32 residual")
    expect(False, m.check(x.half(), x, w, sc), "fp16 x beside a bf16 residual")
    expect(False, m.check(x, x, w, torch.ones(2, device=device, dtype=bf)), "scalar of 2")
    expect(True, m.check(x, x, w, sc, w_next=w.to(bf)), "next norm weight")
    expect(False, m.check(x, x, w, sc, w_next=w[:32]), "next norm weight length")
    m = K.load("ffn_tail_moe")
    expect(True, m.check(x, x, x, w, w, w, sc), "ffn_tail_moe ok")
    expect(False, m.check(x, x.float(), x, w, w, w, sc), "moe dtype differs")
    expect(True, m.check(x.float(), x, x, w, w, w, sc), "fp32 mlp (a one-token GEMV output)")
    expect(False, m.check(x, x, x.float(), w, w, w, sc), "residual dtype differs from moe")
    expect(False, m.check(x, x, x, w, w, w, sc, w_next=torch.ones(64, 2, device=device)), "next norm weight 2-D")
    m = K.load("gelu_tanh_mul")
    gu = torch.randn(3, 128, device=device, dtype=bf)
    expect(True, m.check(gu[:, :64], gu[:, 64:]), "gelu halves")
    expect(False, m.check(gu[:, :64], gu[:, :32]), "gelu shapes differ")
    m = K.load("router_topk_softmax_scale")
    lg = torch.randn(3, 128, device=device, dtype=bf)
    expect(True, m.check(lg, torch.ones(128, device=device), 8), "router ok")
    expect(False, m.check(lg, torch.ones(64, device=device), 8), "scale length")
    expect(False, m.check(lg, torch.ones(128, device=device), 129), "k > E")
    expect(False, m.check(lg, torch.ones(128, device=device), 0), "k = 0")
    m = K.load("qkv_norm_rope")
    qkv = torch.randn(3, 8 * 64, device=device, dtype=bf)
    q, k, v = (t.unflatten(-1, (-1, 64)) for t in qkv.split([256, 128, 128], -1))
    wq, cache, pos = torch.ones(64, device=device), torch.randn(16, 64, device=device), torch.arange(3, device=device)
    expect(True, m.check(q, k, v, wq, wq, cache, pos), "q/k/v slices of one projection")
    expect(True, m.check(q, None, None, wq, None, cache, pos), "q alone")
    expect(True, m.check(q, k, None, wq, wq, cache, pos), "q and k")
    expect(False, m.check(q, None, v, wq, None, cache, pos), "v without k")
    expect(False, m.check(q, k, v[:, :1], wq, wq, cache, pos), "k and v head counts differ")
    expect(False, m.check(q, k, v, wq, wq, cache[:, :32], pos), "cache narrower than the head")
    expect(False, m.check(q, k, v, wq, wq, cache[:0], pos), "cache without rows")
    expect(False, m.check(q, k, v, wq, wq, cache, pos.float()), "float positions")
    expect(False, m.check(q, k, v, wq, wq, cache, pos[:2]), "a position missing")
    expect(False, m.check(q.transpose(1, 2), None, None, wq, None, cache, pos), "head not contiguous")
    expect(False, m.check(q[..., :63], None, None, wq[:63], None, cache[:, :63], pos), "odd head_dim")
    g = K.load("gemv")
    wg = torch.randn(16, 64, device=device, dtype=bf)
    expect(True, g.check(x, wg, bf), "gemv")
    expect(True, g.check(x.float(), wg, f32), "gemv: fp32 x (a norm's unrounded output), bf16 weight")
    expect(False, g.check(x.half(), wg, bf), "gemv: fp16 x with a bf16 weight")
    expect(False, g.check(x, wg[:, :32], bf), "gemv: widths differ")
    expect(False, g.check(x, torch.randn(64, 16, device=device, dtype=bf).t(), bf), "gemv: weight rows strided")
    expect(False, g.check(x, wg, torch.float64), "gemv: fp64 output")
    gu = torch.randn(3, 128, device=device, dtype=bf)
    check_gelu = g.check_gelu_gemv
    expect(True, check_gelu(gu[:, :64], gu[:, 64:], wg, f32), "gelu_mul_gemv: halves of one output")
    expect(True, check_gelu(gu[:, :64].float(), gu[:, 64:], wg, bf), "gelu_mul_gemv: fp32 gate (a GEMV's sum), bf16 up")
    expect(False, check_gelu(gu[:, :64].float(), gu[:, 64:].float(), wg, bf), "gelu_mul_gemv: fp32 up, bf16 weight")
    expect(False, check_gelu(gu[:, :64].half(), gu[:, 64:], wg, bf), "gelu_mul_gemv: fp16 gate, bf16 weight")
    expect(False, check_gelu(gu[:, :64], gu[:, 64:96], wg, bf), "gelu_mul_gemv: up narrower")
    expect(False, check_gelu(gu[:, :64], gu[:, 64:].half(), wg, bf), "gelu_mul_gemv: up in another dtype")
    expect(False, check_gelu(gu[:, :64], torch.randn(64, 3, device=device, dtype=bf).t(), wg, bf),
           "gelu_mul_gemv: up columns strided")
    m = K.load("gelu_tanh_mul_quant_fp8")
    expect(True, m.check(gu[:, :64], gu[:, 64:]), "gelu_tanh_mul_quant_fp8: halves")
    wide = torch.empty(1, 2 * m.max_width() + 2, device=device, dtype=bf)
    expect(False, m.check(wide[:, : m.max_width() + 1], wide[:, m.max_width() + 1:]), "gelu_tanh_mul_quant_fp8: too wide")
    m = K.load("rmsnorm_add_rmsnorm_quant_fp8")
    expect(True, m.check(x.float(), x, w, w), "rmsnorm_add_rmsnorm_quant_fp8: fp32 x beside a bf16 residual")
    expect(False, m.check(x.half(), x, w, w), "rmsnorm_add_rmsnorm_quant_fp8: fp16 x beside a bf16 residual")
    m = K.load("rmsnorm_quant_fp8")
    expect(True, m.check(x, w), "rmsnorm_quant_fp8 ok")
    expect(False, m.check(x, w[:32]), "rmsnorm_quant_fp8: weight length")
    m = K.load("rmsnorm_add_scale_quant_fp8")
    expect(True, m.check(x, x, w, sc), "rmsnorm_add_scale_quant_fp8 ok")
    expect(True, m.check(x, x, w, None, w_next=w), "rmsnorm_add_scale_quant_fp8 next norm without a scalar")
    expect(False, m.check(x, x, w, sc.float()), "rmsnorm_add_scale_quant_fp8: fp32 scalar with bf16 rows")
    expect(False, m.check(x, x, w, sc, w_next=w[:32]), "rmsnorm_add_scale_quant_fp8: w_next length")
    m = K.load("post_attn_norms_moe_quant_fp8")
    expect(True, m.check(x.float(), x, w, w, w, w), "post_attn_norms_moe_quant_fp8: fp32 x beside a bf16 residual")
    expect(False, m.check(x, x, w, w, w[:32], w), "post_attn_norms_moe_quant_fp8: router weight length")
    m = K.load("ffn_tail_moe_quant_fp8")
    expect(True, m.check(x.float(), x, x, w, w, w, sc, w), "ffn_tail_moe_quant_fp8: fp32 mlp (a GEMV's sum)")
    expect(False, m.check(x, x, x, w, w, w, sc, None), "ffn_tail_moe_quant_fp8: no w_next")
    expect(False, m.check(x, x, x, w, w, w, sc, w[:32]), "ffn_tail_moe_quant_fp8: w_next length")
    expect(False, m.check(x, x, x.half(), w, w, w, sc, w), "ffn_tail_moe_quant_fp8: residual in another dtype")
    s = K.load("skinny_mm")
    xs, ws = torch.randn(8, 64, device=device, dtype=bf), torch.randn(16, 64, device=device, dtype=bf)
    expect(True, s.check(xs, ws), "skinny_mm: 8 rows")
    expect(True, s.check(torch.randn(32, 64, device=device, dtype=bf), ws), "skinny_mm: 32 rows")
    expect(False, s.check(torch.randn(33, 64, device=device, dtype=bf), ws), "skinny_mm: 33 rows")
    expect(False, s.check(xs.float(), ws.float()), "skinny_mm: fp32 (a TF32 dot)")
    expect(False, s.check(xs.half(), ws), "skinny_mm: fp16 x, bf16 weight")
    expect(False, s.check(xs, ws[:, :32]), "skinny_mm: widths differ")
    expect(False, s.check(xs, torch.randn(64, 16, device=device, dtype=bf).t()), "skinny_mm: weight rows strided")
    # empty inputs launch and return empty outputs
    e = torch.empty(0, 64, device=device, dtype=bf)
    for out in (K.load("rmsnorm_add_scale").launch(e, e, w, sc, EPS), *K.load("router_topk_softmax_scale").launch(
            torch.empty(0, 128, device=device, dtype=bf), torch.ones(128, device=device), 8)):
        if out.shape[0] != 0:
            fails.append(f"empty input gave shape {tuple(out.shape)}")
    m = K.load("moe_experts_fp8")
    e4m3 = torch.float8_e4m3fn
    w13, w2 = torch.ones(4, 48, 64, device=device).to(e4m3), torch.ones(4, 64, 24, device=device).to(e4m3)
    s13, s2 = torch.ones(4, 48, 1, device=device), torch.ones(4, 64, 1, device=device)
    tw, ti = torch.rand(3, 2, device=device), torch.zeros(3, 2, device=device, dtype=torch.int32)
    expect(True, m.check(x, w13, w2, s13, s2, tw, ti), "moe_experts_fp8 ok")
    expect(True, m.check(x, w13, w2, s13[..., 0], s2[..., 0], tw, ti), "moe_experts_fp8: scales [E, N]")
    expect(False, m.check(x.float(), w13, w2, s13, s2, tw, ti), "moe_experts_fp8: fp32 activations")
    expect(False, m.check(x, w13.to(bf), w2.to(bf), s13, s2, tw, ti), "moe_experts_fp8: bf16 experts")
    expect(False, m.check(x, w13.to(torch.float8_e5m2), w2, s13, s2, tw, ti), "moe_experts_fp8: e5m2 experts")
    expect(False, m.check(x, w13, w2, s13[:, :1], s2, tw, ti), "moe_experts_fp8: one scale per expert")
    expect(False, m.check(x, w13, w2, s13.to(bf), s2, tw, ti), "moe_experts_fp8: bf16 scales")
    expect(False, m.check(x, w13.transpose(1, 2).contiguous().transpose(1, 2), w2, s13, s2, tw, ti),
           "moe_experts_fp8: experts not contiguous")
    expect(False, m.check(x, w13, w2, s13, s2, tw[:, :1], ti), "moe_experts_fp8: weights and ids differ")
    return fails


# --------------------------------------------------------------------- interpreter run


def _fix_interpreter_bf16_rounding() -> bool:
    """Make the interpreter's fp32 -> bf16 and fp32 -> e4m3 casts round to nearest even, as GPUs do.

    Returns whether the interpreter's own conversion was wrong (truncating).
    """
    import numpy as np
    import triton.language as tl
    from triton.runtime import interpreter

    orig = getattr(interpreter, "_convert_float", None)
    if orig is None:
        return False
    probe = np.array([1.005859375, -1.005859375], dtype=np.float32)  # 1 + 2^-8 + 2^-9: RNE -> 1 + 2^-7
    want = torch.from_numpy(probe).to(torch.bfloat16).view(torch.int16).numpy().view(np.uint16)
    buggy = not np.array_equal(np.asarray(orig(probe, tl.float32, tl.bfloat16, None)).reshape(-1), want)

    def convert(input, input_dtype, output_dtype, rounding_mode):
        if input_dtype == tl.float32 and output_dtype == tl.bfloat16:
            a = np.array(input, dtype=np.float32, copy=True)
            return torch.from_numpy(a).to(torch.bfloat16).view(torch.int16).numpy().view(np.uint16)
        if input_dtype == tl.float32 and output_dtype == tl.float8e4nv:
            # Its e4m3 rounding does not carry a rounded-up mantissa into the exponent
            # (127.5 -> 64): torch's conversion, nearest even, as the GPU's cvt.rn.
            a = np.array(input, dtype=np.float32, copy=True)
            return torch.from_numpy(a).to(torch.float8_e4m3fn).view(torch.uint8).numpy()
        return orig(input, input_dtype, output_dtype, rounding_mode)

    interpreter._convert_float = convert
    return buggy


def _fix_interpreter_scalar_index() -> bool:
    """Let the interpreter use a scalar kernel argument as a loop bound under NumPy 2.4+.

    Scalars are one-element arrays there; Triton 3.6's interpreter turns one into an int with
    ``int(array)``, which NumPy 2.4 refuses for a 1-d array (``tl.range(0, K, ...)`` raises
    ``TypeError: only 0-dimensional arrays ...``); Triton 3.8 squeezes first, as this does.
    Returns whether NumPy refuses the bare conversion (the mend is then in place).
    """
    import numpy as np
    from triton.runtime import interpreter

    orig = getattr(interpreter, "_patch_lang_tensor", None)
    if orig is None:
        return False
    try:
        int(np.zeros(1, dtype=np.int32))
        return False
    except TypeError:
        pass

    def patch(tensor, scope):
        orig(tensor, scope)
        scope.set_attr(tensor, "__index__", lambda self: int(self.handle.data.squeeze()))

    interpreter._patch_lang_tensor = patch
    return True


def _interpreter_main(ops: Sequence[str], refusals: bool) -> None:
    """The checks of ``ops`` under the interpreter (and, with ``refusals``, the launch refusals
    and the lazy import), as one ``RESULT`` line; ``_seconds``: each op's time."""
    import gemma4_passes.kernels  # noqa: F401  (must not import Triton)

    lazy = "triton" not in sys.modules
    t0 = time.time()
    buggy = _fix_interpreter_bf16_rounding()
    index_fixed = _fix_interpreter_scalar_index()
    seconds: Dict[str, float] = {}
    res = run_checks("cpu", ops=tuple(ops), seconds=seconds)
    if refusals:
        res["lazy_import"] = [] if lazy else ["importing gemma4_passes.kernels imported triton"]
        res["check_refusals"] = check_refusals("cpu")
    res["_seconds"] = seconds
    res["_info"] = [f"{time.time() - t0:.1f}s; interpreter bf16 cast was truncating: {buggy}; "
                   f"scalar index mended: {index_fixed}"]
    print("RESULT " + json.dumps(res))


class _CompileOnlyDriver:
    """As much of Triton's driver as compiling needs, for a Hopper GPU (sm_90) that is not here."""

    def __init__(self):
        from triton.backends.compiler import GPUTarget

        self.target = GPUTarget("cuda", 90, 32)

    def is_active(self):
        return True

    def get_current_target(self):
        return self.target

    def get_current_device(self):
        return 0

    def get_current_stream(self, device=None):
        return 0

    def get_active_torch_device(self):
        return torch.device("cpu")


def _compile_only_main() -> None:
    """Every launch of the checks above compiled for sm_90 by the CUDA backend, none run.

    The interpreter that runs the checks on this CPU accepts code the CUDA compiler refuses (a
    plain global read in a jitted function, for one), so a kernel can pass every check here and
    fail to build on a GPU. Here each launch goes through Triton's full CUDA pipeline (TTIR to
    PTX to ``ptxas``'s cubin) with CPU tensors standing in for device ones, and returns without
    launching: the outputs are never written, so only what raised counts."""
    import triton.runtime.jit as jit
    from triton.runtime.driver import driver

    import gemma4_passes.kernels as K
    import gemma4_passes.kernels.inputs as inputs

    t0 = time.time()
    driver.set_active(_CompileOnlyDriver())
    compiled: Dict[str, int] = {}
    run = jit.JITFunction.run

    def compile_only(self, *args, grid, warmup, **kwargs):
        kernel = run(self, *args, grid=grid, warmup=True, **kwargs)
        if "cubin" in getattr(kernel, "asm", {}):
            compiled[self.fn.__name__] = compiled.get(self.fn.__name__, 0) + 1
        return kernel

    jit.JITFunction.run = compile_only
    K.interpreting = inputs.interpreting = lambda: True  # CPU tensors pass the device rule
    K.load("qkv_norm_rope").interpreting = lambda: True
    res = run_checks("cpu")
    raised = [f for fails in res.values() for f in fails if ": raised " in f]
    kernels = sorted({name for op in K.OPS + K.RUNTIME_KERNELS for name, fn in vars(K.load(op)).items()
                      if isinstance(fn, jit.JITFunction) and name.endswith("_kernel")})
    print("RESULT " + json.dumps({"compiled": compiled, "kernels": kernels, "raised": raised,
                                  "_info": f"{time.time() - t0:.1f}s"}))


if __name__ == "__main__":
    # no argument: every op, the refusals and the lazy import; --ops A,B: those ops' checks alone
    # (--refusals: and the refusals and the lazy import)
    if sys.argv[1:] == ["--compile-sm90"]:
        _compile_only_main()
    elif sys.argv[1:2] == ["--ops"] and sys.argv[3:] in ([], ["--refusals"]):
        _interpreter_main(sys.argv[2].split(","), refusals=sys.argv[3:] == ["--refusals"])
    elif len(sys.argv) == 1:
        _interpreter_main(OPS + RUNTIME_KERNELS, refusals=True)
    else:
        sys.exit(f"usage: {sys.argv[0]} [--compile-sm90 | --ops OP,OP... [--refusals]]")
