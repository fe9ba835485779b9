"""Side-by-side timing of each fused kernel on the GPU (issue: pattern library, performance).

For every fused op, at Gemma-4 widths and token counts 1, 8, 32, 256, 4096, in
one process:
- ``ours``: the ``torch.ops.gemma4.*`` op (our Triton kernel),
- ``inductor``: the same subgraph, written as SGLang's native math, compiled by
  Inductor with SGLang's settings and without our passes,
- ``sglang``: SGLang's hand-written Gemma-4 Triton kernel where one exists (for the
  FP8-quantizing ops: Inductor's kernel for the row, then SGLang's per-token
  quantization kernel, as SGLang's compiled FP8 layer runs them),
- ``eager``: the native math run by eager PyTorch.
Each path runs inside a CUDA graph of ``CALLS`` back-to-back calls, rotating
over several input sets (so the inputs do not sit in L2); the figure is the
median over replays of (graph time / calls). Every path's output is checked
against an fp64 reference first. The HBM floor is the bytes each op must move
over the measured device-to-device copy bandwidth.

Usage (GPU): ``python -m gemma4_passes.tools.bench_kernels --out bench.json --md bench.md``
"""

from __future__ import annotations

import argparse
import functools
import json
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence

import torch

from gemma4_passes.tools import counts

EPS = 1e-6
TOKENS = (1, 8, 32, 256, 4096)
# (label, hidden, intermediate) of the released variants (gemma4_geometries.json).
WIDTHS = (("26B-A4B", 2816, 2112), ("31B", 5376, 21504), ("E4B", 2560, 10240))
# MoE experts (hidden, expert intermediate) of the MoE variant.
MOE_EXPERTS = {"26B-A4B": (2816, 704)}
# Attention input per variant: (layer kind, q heads, kv heads, head dim).
ATTENTION = {
    "26B-A4B": (("sliding", 16, 8, 256), ("full", 16, 2, 512)),
    "31B": (("sliding", 32, 16, 256), ("full", 32, 4, 512)),
    "E4B": (("sliding", 8, 2, 256), ("full", 8, 2, 512)),
}
CALLS = 20
INPUT_SETS = 4
# Where the ops' inputs are made: the GPU. The tests make them on the CPU, where each op runs its
# reference implementation, to check every path of a spec against its fp64 reference.
DEVICE = "cuda"


@dataclass
class OpSpec:
    name: str
    make: Callable  # (T, H, I) -> tuple of inputs
    ours: Callable
    native: Callable
    ref: Callable  # fp64
    bytes: Callable  # (T, *shape) -> bytes that must move
    sglang: Optional[Callable] = None
    # (label, H, I) -> [(row label, shape)]; make/bytes get (T, *shape). Default: [(label, (H, I))].
    shapes: Optional[Callable] = None
    # output -> the tensor compared with ref (default: the first output)
    compare: Optional[Callable] = None


def _rows(T, H, n):
    return [torch.randn(T, H, device=DEVICE, dtype=torch.bfloat16) for _ in range(n)]


def _vecs(H, n):
    return [torch.randn(H, device=DEVICE, dtype=torch.bfloat16) * 0.5 + 1 for _ in range(n)]


def _scalar():
    return torch.rand(1, device=DEVICE, dtype=torch.bfloat16) + 0.5


def _rms64(x, w):
    x = x.double()
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + EPS) * w.double()


def specs() -> List[OpSpec]:
    from gemma4_passes import native as N
    from gemma4_passes.ops import library  # noqa: F401

    g = torch.ops.gemma4
    sg = _sglang_kernels()

    moe_weights: Dict[tuple, tuple] = {}

    def moe_make(T, H, I, E=128, K=8):
        """One token set: fresh activations, top-k weights and distinct experts per token; the
        experts' weights (1.5 GB at 26B-A4B, far beyond L2) shared by the sets."""
        if (H, I) not in moe_weights:
            moe_weights[(H, I)] = (torch.randn(E, 2 * I, H, device=DEVICE, dtype=torch.bfloat16) * H ** -0.5,
                                   torch.randn(E, H, I, device=DEVICE, dtype=torch.bfloat16) * I ** -0.5)
        w13, w2 = moe_weights[(H, I)]
        ids = torch.argsort(torch.rand(T, E, device=DEVICE), dim=-1)[:, :K].to(torch.int32)
        return (torch.randn(T, H, device=DEVICE, dtype=torch.bfloat16), w13, w2,
                torch.rand(T, K, device=DEVICE, dtype=torch.float32), ids)

    def moe_bytes(T, H, I, E=128, K=8):
        experts = min(E, T * K)  # each chosen expert's weights once, at most every expert
        return experts * 3 * H * I * 2 + T * (2 * H * 2 + K * 8)

    def post_attn_dense_native(x, r, w1, w2):
        return N.rmsnorm_add_native(N.rmsnorm_native(x, w1, EPS), r, w2, EPS)

    def post_attn_ref(x, r, w1, w2):
        return _rms64(_rms64(x, w1) + r.double(), w2)

    def post_attn_moe_native(x, r, w1, w2, wr, w3):
        out, s = post_attn_dense_native(x, r, w1, w2)
        return out, s, N.gemma4_rmsnorm_native(s, wr, EPS), N.rmsnorm_native(s, w3, EPS)

    def tail_native(x, r, w, s):
        return (N.rmsnorm_native(x, w, EPS) + r) * s

    def tail_moe_native(a, b, r, w1, w2, w3, s):
        h = N.rmsnorm_native(a, w1, EPS) + N.rmsnorm_native(b, w2, EPS)
        return (N.rmsnorm_native(h, w3, EPS) + r) * s

    def tail_ref(x, r, w, s):
        return (_rms64(x, w) + r.double()) * s.double()

    def tail_moe_ref(a, b, r, w1, w2, w3, s):
        return (_rms64(_rms64(a, w1) + _rms64(b, w2), w3) + r.double()) * s.double()

    def next_norm_native(out, w_next):
        """The next layer's input_layernorm (SGLang's RMSNorm) on a layer's output."""
        return out, N.rmsnorm_native(out, w_next, EPS)

    def tail_next_native(x, r, w, s, wn):
        return next_norm_native(tail_native(x, r, w, s), wn)

    def gelu_make(T, H, I):
        both = torch.randn(T, 2 * I, device=DEVICE, dtype=torch.bfloat16)
        return (both[:, :I], both[:, I:])

    def router_make(T, H, I):
        return (torch.randn(T, 128, device=DEVICE, dtype=torch.bfloat16) * 3,
                torch.rand(128, device=DEVICE, dtype=torch.bfloat16) + 0.5)

    def router_moe_input_native(logits, scale):
        w, ids = N.routing_native(logits, scale, 8)
        return w.to(torch.float32), ids.to(torch.int32)

    def router_dense(out):
        """Routing weights at their experts' columns ([T, E]): the comparison does not depend on
        the order of tied logits, which torch.topk on CUDA does not put in index order."""
        w, ids = out[0], out[1]
        return torch.zeros(w.shape[0], 128, dtype=torch.float64, device=w.device).scatter(
            -1, ids.long(), w.double())

    def router_ref(logits, scale):
        vals, ids = torch.topk(logits.double(), 8, dim=-1)
        return router_dense((torch.softmax(vals, -1) * scale.double()[ids], ids))

    def qkv_make(T, nq, nkv, D):
        qkv = torch.randn(T, (nq + 2 * nkv) * D, device=DEVICE, dtype=torch.bfloat16)
        wq, wk = _vecs(D, 2)
        angles = torch.rand(8192, D // 2, device=DEVICE, dtype=torch.float32) * 6.2832
        cache = torch.cat((angles.cos(), angles.sin()), dim=-1)  # SGLang's [max_pos, D] cos | sin, fp32
        positions = torch.randint(0, 8192, (T,), device=DEVICE)
        return qkv, wq, wk, cache, positions, (nq, nkv, D)

    def qkv_split(qkv, heads):
        nq, nkv, D = heads
        q, k, v = qkv.split([nq * D, nkv * D, nkv * D], dim=-1)
        return q.view(-1, nq, D), k.view(-1, nkv, D), v.view(-1, nkv, D)

    def qkv_ours(qkv, wq, wk, cache, positions, heads):
        q, k, v = qkv_split(qkv, heads)
        return g.qkv_norm_rope(q, k, v, wq, wk, cache, positions, EPS)

    def qkv_rope_native(q, k, cache, positions):
        cos, sin = N.rope_cos_sin(cache, positions)
        return N.rope_neox_native(q, cos, sin), N.rope_neox_native(k, cos, sin)

    def qkv_native(qkv, wq, wk, cache, positions, heads):
        """Gemma4Attention.forward's norm branch, then RotaryEmbedding.forward_native."""
        q, k, v = qkv_split(qkv, heads)
        q, k = N.gemma4_rmsnorm_native(q, wq, EPS), N.gemma4_rmsnorm_native(k, wk, EPS)
        q, k = qkv_rope_native(q, k, cache, positions)
        return q, k, N.gemma4_rmsnorm_native(v, None, EPS)

    rope_compiled = inductor_compile(qkv_rope_native)

    def qkv_sglang(qkv, wq, wk, cache, positions, heads):
        """What SGLang's compiled layer runs on CUDA: its in-place q/k/v norm kernel, then Inductor's RoPE."""
        nq, nkv, D = heads
        q, k, v = qkv.split([nq * D, nkv * D, nkv * D], dim=-1)
        sg["qkv_rmsnorm"](q, k, v, wq, wk, num_q_heads=nq, num_kv_heads=nkv, head_dim=D, eps=EPS)
        q, k = rope_compiled(q.view(-1, nq, D), k.view(-1, nkv, D), cache, positions)
        return q, k, v

    def qkv_ref(qkv, wq, wk, cache, positions, heads):
        q = _rms64(qkv_split(qkv, heads)[0], wq)
        cos, sin = (c.double().unsqueeze(-2) for c in cache[positions].chunk(2, dim=-1))
        q1, q2 = q.chunk(2, dim=-1)
        return torch.cat((q1 * cos - q2 * sin, q2 * cos + q1 * sin), dim=-1)

    quant = N.per_token_quant_fp8_native
    gelu_compiled = inductor_compile(N.gelu_tanh_and_mul_native)
    norm_compiled = inductor_compile(N.rmsnorm_native)
    post_attn_compiled = inductor_compile(post_attn_dense_native)
    tail_next_compiled = inductor_compile(tail_next_native)

    def dequant(q, scale):
        """An FP8 row's values: e4m3 codes times the row's scale, in fp64."""
        return q.double() * scale.double()

    def post_attn_quant_native(x, r, w1, w2):
        out, s = post_attn_dense_native(x, r, w1, w2)
        return (*quant(out), s)

    def tail_next_quant_native(x, r, w, s, wn):
        out, normed = tail_next_native(x, r, w, s, wn)
        return (out, *quant(normed))

    def post_attn_make(T, H, I):
        return (*_rows(T, H, 2), *_vecs(H, 2))

    def tail_next_make(T, H, I):
        return (*_rows(T, H, 2), *_vecs(H, 1), _scalar(), *_vecs(H, 1))

    out = [
        OpSpec(
            "post_attn_dense (rmsnorm_add_rmsnorm)",
            post_attn_make,
            lambda x, r, w1, w2: g.rmsnorm_add_rmsnorm(x, r, w1, w2, EPS),
            post_attn_dense_native,
            post_attn_ref,
            lambda T, H, I: 4 * T * H * 2 + 2 * H * 2,
        ),
        OpSpec(
            "post_attn_moe (post_attn_norms_moe)",
            lambda T, H, I: (*_rows(T, H, 2), *_vecs(H, 4)),
            lambda x, r, w1, w2, wr, w3: g.post_attn_norms_moe(x, r, w1, w2, wr, w3, EPS),
            post_attn_moe_native,
            lambda x, r, w1, w2, wr, w3: post_attn_ref(x, r, w1, w2),
            lambda T, H, I: 6 * T * H * 2 + 4 * H * 2,
        ),
        OpSpec(
            "ffn_tail_dense (rmsnorm_add_scale)",
            lambda T, H, I: (*_rows(T, H, 2), *_vecs(H, 1), _scalar()),
            lambda x, r, w, s: g.rmsnorm_add_scale(x, r, w, s, EPS),
            tail_native,
            tail_ref,
            lambda T, H, I: 3 * T * H * 2 + H * 2,
            sglang=(lambda x, r, w, s: sg["rmsnorm_residual_scalar"](x, w, r, s, EPS)) if sg else None,
        ),
        OpSpec(
            "ffn_tail_moe",
            lambda T, H, I: (*_rows(T, H, 3), *_vecs(H, 3), _scalar()),
            lambda a, b, r, w1, w2, w3, s: g.ffn_tail_moe(a, b, r, w1, w2, w3, s, EPS),
            tail_moe_native,
            tail_moe_ref,
            lambda T, H, I: 4 * T * H * 2 + 3 * H * 2,
            sglang=(lambda a, b, r, w1, w2, w3, s: sg["dual_rmsnorm_residual_scalar"](a, w1, b, w2, w3, r, s, EPS, EPS, EPS)) if sg else None,
        ),
        OpSpec(
            "ffn_tail_dense + next norm (rmsnorm_add_scale_next_norm)",
            tail_next_make,
            lambda x, r, w, s, wn: g.rmsnorm_add_scale_next_norm(x, r, w, s, wn, EPS),
            tail_next_native,
            lambda x, r, w, s, wn: tail_ref(x, r, w, s),
            lambda T, H, I: 4 * T * H * 2 + 2 * H * 2,
        ),
        OpSpec(
            "ffn_tail_moe + next norm (ffn_tail_moe_next_norm)",
            lambda T, H, I: (*_rows(T, H, 3), *_vecs(H, 3), _scalar(), *_vecs(H, 1)),
            lambda a, b, r, w1, w2, w3, s, wn: g.ffn_tail_moe_next_norm(a, b, r, w1, w2, w3, s, wn, EPS),
            lambda a, b, r, w1, w2, w3, s, wn: next_norm_native(tail_moe_native(a, b, r, w1, w2, w3, s), wn),
            lambda a, b, r, w1, w2, w3, s, wn: tail_moe_ref(a, b, r, w1, w2, w3, s),
            lambda T, H, I: 5 * T * H * 2 + 4 * H * 2,
        ),
        OpSpec(
            # SGLang's compile path for unquantized MoE at one token (fused_moe_forward_native)
            "moe_experts (E=128, k=8, hidden x expert intermediate)",
            moe_make,
            lambda x, w13, w2, w, ids: g.moe_experts(x, w13, w2, w, ids),
            N.moe_experts_native,
            _moe64,
            moe_bytes,
            shapes=lambda label, H, I: [(label, MOE_EXPERTS[label])] if label in MOE_EXPERTS else [],
        ),
        OpSpec(
            "gelu_tanh_mul (width = intermediate)",
            gelu_make,
            lambda a, b: g.gelu_tanh_mul(a, b),
            N.gelu_tanh_and_mul_native,
            lambda a, b: torch.nn.functional.gelu(a.double(), approximate="tanh") * b.double(),
            lambda T, H, I: 3 * T * I * 2,
        ),
        OpSpec(
            "router (E=128, k=8)",
            router_make,
            lambda l, s: g.router_topk_softmax_scale(l, s, 8),
            lambda l, s: N.routing_native(l, s, 8),
            router_ref,
            lambda T, H, I: T * 128 * 2 + 128 * 2 + T * 8 * (2 + 8),
            sglang=(lambda l, s: sg["fused_routing"](l, s, 8)) if sg else None,
            compare=router_dense,
        ),
        OpSpec(
            # the router's width is the expert count; gelu's the 26B-A4B dense MLP's (the only MoE variant)
            "router + gelu_tanh_mul, one launch (E=128, k=8, width = intermediate)",
            lambda T, H, I: (*router_make(T, H, I), *gelu_make(T, H, I)),
            lambda l, s, a, b: g.router_topk_gelu_mul(l, s, 8, True, a, b),
            lambda l, s, a, b: (*router_moe_input_native(l, s), N.gelu_tanh_and_mul_native(a, b)),
            lambda l, s, a, b: router_ref(l, s),
            lambda T, H, I: T * 128 * 2 + 128 * 2 + T * 8 * (4 + 4) + 3 * T * I * 2,
            compare=router_dense,
        ),
        OpSpec(
            "qkv_norm_rope (heads x head dim)",
            qkv_make,
            qkv_ours,
            qkv_native,
            qkv_ref,
            lambda T, nq, nkv, D: 2 * T * (nq + 2 * nkv) * D * 2 + T * D * 4 + T * 8 + 2 * D * 2,
            sglang=qkv_sglang if sg else None,
            shapes=lambda label, H, I: [
                (f"{label} {kind} {nq}/{nkv}x{D}", (nq, nkv, D)) for kind, nq, nkv, D in ATTENTION.get(label, ())
            ],
        ),
        # FP8 checkpoints (``--ops fp8``): the producer of an FP8 GEMM's input writes the e4m3 rows and
        # their per-token scales. ``sglang``: what SGLang's compiled layer runs, Inductor's kernel for the producer, then
        # SGLang's per-token quantization kernel. Compared dequantized, so the error includes FP8 rounding.
        OpSpec(
            "fp8: gelu_quant_fp8 (gelu_tanh_mul_quant_fp8, width = intermediate)",
            gelu_make,
            lambda a, b: g.gelu_tanh_mul_quant_fp8(a, b),
            lambda a, b: quant(N.gelu_tanh_and_mul_native(a, b)),
            lambda a, b: torch.nn.functional.gelu(a.double(), approximate="tanh") * b.double(),
            lambda T, H, I: 2 * T * I * 2 + T * I + T * 4,
            sglang=lambda a, b: sglang_quant_fp8(gelu_compiled(a, b)),
            compare=lambda out: dequant(out[0], out[1]),
        ),
        OpSpec(
            "fp8: norm_quant_fp8, input norm (rmsnorm_quant_fp8)",
            lambda T, H, I: (*_rows(T, H, 1), *_vecs(H, 1)),
            lambda x, w: g.rmsnorm_quant_fp8(x, w, EPS),
            lambda x, w: quant(N.rmsnorm_native(x, w, EPS)),
            _rms64,
            lambda T, H, I: T * H * 2 + T * H + T * 4 + H * 2,
            sglang=lambda x, w: sglang_quant_fp8(norm_compiled(x, w, EPS)),
            compare=lambda out: dequant(out[0], out[1]),
        ),
        OpSpec(
            "fp8: norm_quant_fp8, post_attn_dense (rmsnorm_add_rmsnorm_quant_fp8)",
            post_attn_make,
            lambda x, r, w1, w2: g.rmsnorm_add_rmsnorm_quant_fp8(x, r, w1, w2, EPS),
            post_attn_quant_native,
            post_attn_ref,
            lambda T, H, I: 3 * T * H * 2 + T * H + T * 4 + 2 * H * 2,
            sglang=lambda x, r, w1, w2: sglang_quant_fp8(post_attn_compiled(x, r, w1, w2)[0]),
            compare=lambda out: dequant(out[0], out[1]),
        ),
        OpSpec(
            "fp8: norm_quant_fp8, ffn_tail_dense + next norm (rmsnorm_add_scale_next_norm_quant_fp8)",
            tail_next_make,
            lambda x, r, w, s, wn: g.rmsnorm_add_scale_next_norm_quant_fp8(x, r, w, s, wn, EPS),
            tail_next_quant_native,
            lambda x, r, w, s, wn: _rms64(tail_ref(x, r, w, s), wn),
            lambda T, H, I: 3 * T * H * 2 + T * H + T * 4 + 2 * H * 2,
            sglang=lambda x, r, w, s, wn: sglang_quant_fp8(tail_next_compiled(x, r, w, s, wn)[1]),
            compare=lambda out: dequant(out[-2], out[-1]),
        ),
    ]
    return out


_SGLANG_ERROR = ""
_SGLANG_QUANT_ERROR = ""


def _moe64(x, w13, w2, w, ids):
    from gemma4_passes.ops import reference

    return reference.moe_experts(x.double(), w13.double(), w2.double(), w.double(), ids)


def _sglang_kernels() -> Optional[Dict[str, Callable]]:
    """SGLang's own Gemma-4 Triton kernels, imported from its source (no sgl_kernel needed)."""
    global _SGLANG_ERROR
    try:
        from sglang.kernels.ops.layernorm import gemma4_fused_ops as f
        from sglang.kernels.ops.moe import gemma4_routing as r
    except Exception as exc:  # noqa: BLE001 - reported in the table
        _SGLANG_ERROR = f"{type(exc).__name__}: {exc}"
        return None
    return {
        "rmsnorm_residual_scalar": f.gemma_rmsnorm_residual_scalar,
        "dual_rmsnorm_residual_scalar": f.gemma_dual_rmsnorm_residual_scalar,
        "fused_routing": r.gemma4_fused_routing,
        "qkv_rmsnorm": f.gemma_qkv_rmsnorm,
    }


@functools.lru_cache(maxsize=None)
def _sglang_quant() -> Optional[Callable]:
    """SGLang's per-token FP8 quantization (its JIT kernel, built on first use) as a function of a
    bf16 row batch returning ``(q, scale)``; None where it does not build or run (no CUDA, no nvcc)."""
    global _SGLANG_QUANT_ERROR
    try:
        from sglang.kernels.ops.quantization import sgl_per_token_quant_fp8

        def run(x):
            q = torch.empty(x.shape, dtype=torch.float8_e4m3fn, device=x.device)
            scale = torch.empty((*x.shape[:-1], 1), dtype=torch.float32, device=x.device)
            sgl_per_token_quant_fp8(x, q, scale)
            return q, scale

        run(torch.randn(3, 256, device=DEVICE, dtype=torch.bfloat16))
    except Exception as exc:  # noqa: BLE001 - reported in the table
        _SGLANG_QUANT_ERROR = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
        return None
    return run


def sglang_quant_fp8(rows: torch.Tensor):
    """``(q, scale)`` of ``rows`` by SGLang's per-token FP8 kernel, built on first use (not while the
    ops are listed); where it cannot be built the error is that path's entry in the table."""
    fn = _sglang_quant()
    if fn is None:
        raise RuntimeError(f"SGLang's per-token FP8 quantization is not available: {_SGLANG_QUANT_ERROR}")
    return fn(rows)


def first(out):
    return out[0] if isinstance(out, (tuple, list)) else out


def rel_err(out, ref) -> float:
    out = first(out).double()
    return ((out - ref).norm() / ref.norm().clamp_min(1e-30)).item()


def time_path(fn: Callable, input_sets: Sequence[tuple], replays: int = 30) -> float:
    """Median µs per call: a CUDA graph of CALLS calls over rotating input sets."""
    for args in input_sets:  # warm-up (and compile)
        fn(*args)
    torch.cuda.synchronize()
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for args in input_sets:
            fn(*args)
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for i in range(CALLS):
            fn(*input_sets[i % len(input_sets)])
    graph.replay()
    torch.cuda.synchronize()
    times = []
    for _ in range(replays):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graph.replay()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1000 / CALLS)
    return statistics.median(times)


def study_environment() -> dict:
    """What a study script's results line records of the machine: the GPU, torch, Triton and the
    copy bandwidth (TB/s) measured now."""
    import triton

    return {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
            "copy_TB_s": copy_bandwidth() / 1e12}


def study_start(shapes: Sequence[str]):
    """A shape-by-shape study script's start: ``--shapes`` (default all of ``shapes``) and ``--out``
    parsed, the machine recorded (``study_environment``, printed), a seeded CUDA generator.
    Returns ``(args, env, generator)``."""
    p = argparse.ArgumentParser()
    p.add_argument("--shapes", default=",".join(shapes))
    p.add_argument("--out", default=None)
    args = p.parse_args()
    env = study_environment()
    print(env, flush=True)
    return args, env, torch.Generator(device="cuda").manual_seed(0)


def write_jsonl(path: Optional[str], rows: Sequence[dict]) -> None:
    """``rows`` as JSON lines to ``path`` (None: nowhere)."""
    if path:
        with open(path, "w") as fh:
            fh.write("".join(json.dumps(r) + "\n" for r in rows))


def copy_bandwidth() -> float:
    """Bytes/s of a large device-to-device copy (read + write counted)."""
    n = 1 << 28  # 512 MiB of bf16
    a = torch.empty(n, device="cuda", dtype=torch.bfloat16).normal_()
    b = torch.empty_like(a)
    for _ in range(3):
        b.copy_(a)
    torch.cuda.synchronize()
    times = []
    for _ in range(10):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        b.copy_(a)
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e) / 1000)
    return 2 * n * 2 / statistics.median(times)


def inductor_compile(fn: Callable) -> Callable:
    """Inductor with SGLang's settings (set_torch_compile_config) and no custom pass."""
    import torch._inductor.config as ic

    ic.coordinate_descent_tuning = True
    ic.post_grad_custom_post_pass = None
    return torch.compile(fn, mode="max-autotune-no-cudagraphs", dynamic=False)


def spec_shapes(spec: OpSpec, widths) -> List[tuple]:
    """``[(row label, shape)]`` a spec is benched at for ``widths`` (``(label, hidden, intermediate)``)."""
    rows = []
    for label, H, I in widths:
        if spec.name.startswith("router") and label != widths[0][0]:
            continue  # the router's width is the expert count, not the model's
        rows += spec.shapes(label, H, I) if spec.shapes else [(label, (H, I))]
    return rows


def run(tokens: Sequence[int], widths, ops: Optional[Sequence[str]] = None, progress=None) -> Dict:
    torch.manual_seed(0)
    bw = copy_bandwidth()
    results = []
    for spec in specs():
        if ops and not any(spec.name.startswith(o) for o in ops):
            continue
        for label, shape in spec_shapes(spec, widths):
            H = shape[0]
            for T in tokens:
                torch._dynamo.reset()
                sets = [spec.make(T, *shape) for _ in range(INPUT_SETS)]
                ref = spec.ref(*sets[0])
                paths = {"ours": spec.ours, "inductor": inductor_compile(spec.native), "eager": spec.native}
                if spec.sglang is not None:
                    paths["sglang"] = spec.sglang
                row = {"op": spec.name, "variant": label, "tokens": T, "hidden": H,
                       "floor_us": spec.bytes(T, *shape) / bw * 1e6, "us": {}, "rel_err": {}}
                for name, fn in paths.items():
                    t0 = time.time()
                    try:
                        out = fn(*sets[0])
                        torch.cuda.synchronize()
                        checked = spec.compare(out) if spec.compare else out
                        err = rel_err(checked, ref)
                        if not torch.isfinite(first(checked)).all():
                            err = float("nan")
                        row["rel_err"][name] = err
                        row["us"][name] = time_path(fn, sets)
                    except Exception as exc:  # noqa: BLE001 - one failed path must not hide the others
                        row["us"][name] = None
                        row["rel_err"][name] = f"{type(exc).__name__}: {str(exc)[:200]}"
                    row.setdefault("wall_s", {})[name] = round(time.time() - t0, 2)
                results.append(row)
                print(_format_row(row), flush=True)
                if progress is not None:
                    progress.write(json.dumps(row) + "\n")
                    progress.flush()
    return {
        "device": torch.cuda.get_device_name(),
        "torch": torch.__version__,
        "triton": _triton_version(),
        "copy_bandwidth_GBps": bw / 1e9,
        "calls_per_graph": CALLS,
        "sglang_kernels": "imported" if _sglang_kernels() else f"not available ({_SGLANG_ERROR})",
        "sglang_fp8_quant": ("built" if _sglang_quant() else f"not available ({_SGLANG_QUANT_ERROR})")
        if any(r["op"].startswith("fp8:") for r in results) else "not used",
        "results": results,
    }


def _triton_version() -> str:
    try:
        import triton

        return triton.__version__
    except Exception:  # noqa: BLE001
        return "none"


def _fmt(v) -> str:
    return "—" if v is None else f"{v:.1f}"


def _format_row(row) -> str:
    us = row["us"]
    others = [v for k, v in us.items() if k != "ours" and v is not None]
    best = min(others) if others else None
    ratio = f"{best / us['ours']:.2f}x" if best and us.get("ours") else "—"
    return (
        f"| {row['op']} | {row['variant']} | {row['tokens']} | {_fmt(us.get('ours'))} | {_fmt(us.get('inductor'))} "
        f"| {_fmt(us.get('sglang'))} | {_fmt(us.get('eager'))} | {ratio} | {row['floor_us']:.1f} "
        f"| {us['ours'] / row['floor_us']:.2f}x |" if us.get("ours") else f"| {row['op']} | {row['variant']} | {row['tokens']} | failed: {row['rel_err'].get('ours')} |"
    )


HEADER = (
    "| op | widths of | tokens | ours µs | Inductor µs | SGLang kernel µs | eager µs | best other / ours | HBM floor µs | ours / floor |\n"
    "|---|---|---|---|---|---|---|---|---|---|"
)


def to_markdown(data: Dict) -> str:
    lines = [
        f"Device: {data['device']}; torch {data['torch']}; triton {data['triton']}; "
        f"copy bandwidth {data['copy_bandwidth_GBps']:.0f} GB/s; SGLang kernels: {data['sglang_kernels']}; "
        f"SGLang's per-token FP8 quantization: {data.get('sglang_fp8_quant', 'not used')}.",
        "",
        HEADER,
    ]
    lines += [_format_row(r) for r in data["results"]]
    errs = [
        f"{r['op']} {r['variant']} T={r['tokens']}: " + ", ".join(f"{k}={v:.1e}" if isinstance(v, float) else f"{k}={v}" for k, v in r["rel_err"].items())
        for r in data["results"]
    ]
    lines += ["", "Relative error ‖out−ref‖/‖ref‖ against fp64 (first output; the router's weights at their experts' "
                  "columns; the FP8 ops' rows dequantized, FP8 rounding included):", ""] + [f"- {e}" for e in errs]
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="gemma4-passes bench-kernels", description=__doc__.splitlines()[0])
    ap.add_argument("--tokens", type=counts("token"), default=",".join(map(str, TOKENS)))
    ap.add_argument("--widths", default=",".join(w[0] for w in WIDTHS), help="variants whose widths to use")
    ap.add_argument("--ops", default="", help="comma list of op-name prefixes (default: all)")
    ap.add_argument("--out", default="bench_kernels.json")
    ap.add_argument("--md", default="bench_kernels.md")
    args = ap.parse_args(argv)
    asked = [w for w in args.widths.split(",") if w]
    unknown = [w for w in asked if w not in {label for label, _, _ in WIDTHS}]
    if unknown or not asked:
        ap.error(f"--widths: unknown {unknown or 'none given'}; choose from {', '.join(w[0] for w in WIDTHS)}")
    widths = [w for w in WIDTHS if w[0] in asked]
    ops = [o for o in args.ops.split(",") if o]
    names = [spec.name for spec in specs()]
    unmatched = [o for o in ops if not any(n.startswith(o) for n in names)]
    if unmatched:
        ap.error(f"--ops: no op name starts with {unmatched}; the ops: {'; '.join(names)}")
    if not torch.cuda.is_available():
        print("gemma4-passes bench-kernels: error: needs a CUDA GPU", file=sys.stderr)
        return 2
    print(HEADER, flush=True)
    with open(args.out + ".partial", "w") as progress:  # rows as they come: a killed run keeps them
        data = run(args.tokens, widths, ops, progress)
    data["command"] = "python -m gemma4_passes.tools.bench_kernels " + " ".join(argv if argv is not None else sys.argv[1:])
    with open(args.out, "w") as f:
        json.dump(data, f, indent=2)
    with open(args.md, "w") as f:
        f.write(to_markdown(data) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
