"""The attention input: q/k/v norms + RoPE -> ``gemma4::qkv_norm_rope`` (``q_norm_rope`` for kv-shared layers).

The graphs call SGLang 0.5.23's own code: ``Gemma4RMSNorm.forward_native`` for
the norms and ``RotaryEmbedding.forward_native`` (built by ``get_rope``, as
``Gemma4Attention`` builds it) for RoPE, on q/k/v split from one qkv
projection. Two forms of the norms, as ``Gemma4Attention.forward`` has them:

- ``cpu``: its non-CUDA branch (unflatten, norm, flatten);
- ``cuda``: its CUDA branch, ``gemma_qkv_rmsnorm`` writing into the q/k/v
  views in place, through the compile-time path ``unwrap_kernels`` gives it
  (what a GPU compiles); ``unscatter_views`` must undo the in-place writes
  first.

For each: the pass matched once per graph, norms and rotation are gone and the
fused op is there, the output equals the graph compiled without the passes and
an fp64 computation, at 1, 3, 17 and 257 tokens and Gemma-4's head sizes (256
sliding, 512 full). Near misses (GPT-J style RoPE, RoPE over part of the head,
another eps, a ``1 + w`` norm weight) must stay unfused.
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes.testing import compile_with_passes

TOKENS = (1, 3, 17, 257)
EPS = 1e-6
PASSES = ["unscatter_views", "qkv_norm_rope", "q_norm_rope"]
GONE = ("aten.pow", "aten.mean", "aten.cat", "aten.sub", "aten.index")
# (q heads, kv heads, head_dim): 26B-A4B sliding and full attention layers.
GEOMETRIES = {"sliding": (16, 8, 256), "full": (16, 2, 512)}
HIDDEN = 256  # the projection's input width; the fused subgraph starts after it


@pytest.fixture(scope="module")
def sglang_attn(sglang_cpu):
    from sglang.srt.layers.layernorm import Gemma4RMSNorm
    from sglang.srt.layers.rotary_embedding import get_rope

    from gemma4_passes.unwrap.kernels import make_qkv_rmsnorm

    def original(*args):
        raise AssertionError("the eager kernel must not run while compiling")

    return Gemma4RMSNorm, get_rope, make_qkv_rmsnorm(original)


class Attn:
    """The attention input of ``Gemma4Attention.forward`` (SGLang 0.5.23), weights as module state."""

    def __init__(self, sglang_attn, geometry, dtype, branch, kv_shared=False, eps=EPS,
                 neox=True, rotary_factor=1.0, scale_shift=0.0):
        norm_cls, get_rope, qkv_rmsnorm = sglang_attn
        self.HQ, self.HKV, self.D = geometry
        self.branch, self.kv_shared, self.qkv_rmsnorm = branch, kv_shared, qkv_rmsnorm
        g = torch.Generator().manual_seed(self.D + self.HKV)
        self.w = (torch.randn(HIDDEN, (self.HQ + 2 * self.HKV) * self.D, generator=g) / HIDDEN**0.5).to(dtype)
        self.q_norm = norm_cls(self.D, eps=eps, scale_shift=scale_shift)
        self.k_norm = norm_cls(self.D, eps=eps, scale_shift=scale_shift)
        self.v_norm = norm_cls(self.D, eps=eps, scale_shift=0.0, with_scale=False)
        for n in (self.q_norm, self.k_norm):
            n.weight.data = (torch.randn(self.D, generator=g) * 0.5 + 1).to(dtype)
        self.rope = get_rope(
            self.D, rotary_dim=self.D, max_position=8192, base=10000.0,
            rope_scaling={"rope_type": "default"}, partial_rotary_factor=rotary_factor,
            is_neox_style=neox,
        )
        for m in (self.q_norm, self.k_norm, self.v_norm, self.rope):
            m._forward_method = m.forward_native  # SGLang's compile-mode dispatch

    def __call__(self, x, positions):
        HQ, HKV, D = self.HQ, self.HKV, self.D
        qkv = x @ self.w
        q, k, v = qkv.split([HQ * D, HKV * D, HKV * D], dim=-1)
        if self.branch == "cuda":
            if self.kv_shared:
                self.qkv_rmsnorm(q, None, None, self.q_norm.weight.data, None, HQ, HKV, D, self.q_norm.eps)
            else:
                self.qkv_rmsnorm(q, k, v, self.q_norm.weight.data, self.k_norm.weight.data,
                                 HQ, HKV, D, self.q_norm.eps)
                k, v = k.reshape(-1, HKV, D), v.reshape(-1, HKV, D)
        else:
            q = self.q_norm(q.unflatten(-1, (HQ, D))).flatten(-2, -1)
            if not self.kv_shared:
                k = self.k_norm(k.unflatten(-1, (HKV, D)))
                v = self.v_norm(v.unflatten(-1, (HKV, D)))
        if self.kv_shared:
            q, _ = self.rope(positions, q, torch.zeros_like(q[:, : HKV * D]))
            return (q.unflatten(-1, (HQ, D)),)
        q, k = self.rope(positions, q, k.flatten(-2, -1))
        return q.unflatten(-1, (HQ, D)), k.unflatten(-1, (HKV, D)), v

    def ref64(self, x, positions):
        """fp64 of the same math (the projection's output rounded as the model rounds it)."""
        HQ, HKV, D = self.HQ, self.HKV, self.D
        qkv = (x @ self.w).double()
        q, k, v = (t.unflatten(-1, (-1, D)) for t in qkv.split([HQ * D, HKV * D, HKV * D], -1))
        cos, sin = self.rope.cos_sin_cache.double().index_select(0, positions).chunk(2, -1)
        cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)

        def norm(t, w):
            t = t * (t.pow(2).mean(-1, keepdim=True) + EPS).rsqrt()
            return t * w.double() if w is not None else t

        def rope(t):
            t1, t2 = t.chunk(2, -1)
            return torch.cat((t1 * cos - t2 * sin, t2 * cos + t1 * sin), -1)

        qo = rope(norm(q, self.q_norm.weight))
        if self.kv_shared:
            return (qo,)
        return qo, rope(norm(k, self.k_norm.weight)), norm(v, None)


def _inputs(T, dtype, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(T, HIDDEN, generator=g).to(dtype), torch.randint(0, 8192, (T,), generator=g)


def _tol(dtype, ref):
    return {torch.bfloat16: 2**-6, torch.float32: 2e-6}[dtype] * max(1.0, ref.abs().max().item())


CASES = [
    ("cpu", "sliding", torch.bfloat16, False),
    ("cpu", "full", torch.bfloat16, False),
    ("cuda", "sliding", torch.bfloat16, False),
    ("cuda", "full", torch.bfloat16, False),
    ("cpu", "sliding", torch.float32, False),
    ("cpu", "sliding", torch.bfloat16, True),
    ("cuda", "sliding", torch.bfloat16, True),
]


@pytest.mark.parametrize(
    "branch,geometry,dtype,kv_shared", CASES,
    ids=[f"{b}-{g}-{str(d)[6:]}{'-kv_shared' if s else ''}" for b, g, d, s in CASES],
)
def test_attention_input_fused(sglang_attn, branch, geometry, dtype, kv_shared):
    attn = Attn(sglang_attn, GEOMETRIES[geometry], dtype, branch, kv_shared)
    on = compile_with_passes(attn, PASSES)
    off = compile_with_passes(attn, [])
    with torch.no_grad():
        for i, T in enumerate(TOKENS):
            x, pos = _inputs(T, dtype, seed=i)
            got, unfused, ref = on(x, pos), off(x, pos), attn.ref64(x, pos)
            for j, (g, u, r) in enumerate(zip(got, unfused, ref)):
                where = f"T={T} output {j}"
                assert g.shape == u.shape and g.dtype == u.dtype == dtype, where
                assert torch.isfinite(g).all(), where
                t = _tol(dtype, r)
                assert (g.double() - u.double()).abs().max().item() <= t, where
                assert (g.double() - r).abs().max().item() <= t, where
    fused = "gemma4.q_norm_rope" if kv_shared else "gemma4.qkv_norm_rope"
    name = "q_norm_rope" if kv_shared else "qkv_norm_rope"
    assert 1 <= len(on.graphs_after) <= 2  # static T=1, then dynamic
    for before, after, rec in zip(on.graphs_before, on.graphs_after, on.stats.graphs):
        assert rec.matches[name] == 1, rec.matches
        assert after[fused] == 1, after
        assert after["gemma4.qk_norm_rope"] == 0, "v was not folded into the q/k op"
        for op in GONE:
            assert before[op] > 0, f"{op} not in the unfused graph: the test graph is wrong"
            assert after[op] == 0, f"{op} left after the passes: {after}"
        if branch == "cuda":
            assert before["aten.slice_scatter"] > 0, "the in-place form must reach the passes"
            assert rec.matches["unscatter_views"] > 0
            assert after["aten.slice_scatter"] == 0, after


NEAR_MISSES = {
    "gptj_rope": dict(neox=False),  # pairs interleaved dims, not the two halves
    "partial_rope": dict(rotary_factor=0.5),  # rotates part of the head, passes the rest
    "other_eps": dict(eps=1e-5),
    "gemma3_weight": dict(scale_shift=1.0),  # x * (1 + w)
}


@pytest.mark.parametrize("miss", list(NEAR_MISSES))
def test_near_miss_does_not_match(sglang_attn, miss):
    attn = Attn(sglang_attn, GEOMETRIES["sliding"], torch.bfloat16, "cpu", **NEAR_MISSES[miss])
    on = compile_with_passes(attn, PASSES)
    x, pos = _inputs(3, torch.bfloat16, seed=7)
    with torch.no_grad():
        got = on(x, pos)
    assert on.matches().get("qkv_norm_rope", 0) == 0 and on.matches().get("q_norm_rope", 0) == 0
    for counts in on.graphs_after:
        assert counts["gemma4.qkv_norm_rope"] + counts["gemma4.qk_norm_rope"] + counts["gemma4.q_norm_rope"] == 0
    assert all(torch.isfinite(g).all() for g in got)


@pytest.mark.parametrize("geometry,attention", [("sliding", "decode"), ("full", "extend")])
def test_attention_takes_v_from_the_fused_op_without_a_copy(sglang_attn, geometry, attention):
    """SGLang's CUDA branch traces v as a view into the projection's output;
    the fused op returns v contiguous. An exact-stride attention op (the
    benchmark's opaque stand-in, as SGLang's attention is opaque to Inductor)
    must take that v as it is: no kernel between the fused op and attention."""
    from torch._inductor.utils import run_and_get_code

    from gemma4_passes.tools import harness
    from gemma4_passes.tools.inductor_code import parse_launches

    harness._attention_ops()
    attn = Attn(sglang_attn, GEOMETRIES[geometry], torch.bfloat16, "cuda")
    T, window, scale = 3, -1, 0.0625
    k_cache = torch.randn(T, 17, attn.HKV, attn.D).to(torch.bfloat16)
    v_cache = torch.randn(T, 17, attn.HKV, attn.D).to(torch.bfloat16)

    def layer(x, pos):
        q, k, v = attn(x, pos)
        v = v.reshape(T, attn.HKV, -1)  # as SDPAAttention.forward, before the op
        if attention == "decode":
            return torch.ops.gemma4_harness.decode_attention(q, k, v, k_cache, v_cache, 16, window, scale)
        return torch.ops.gemma4_harness.extend_attention(q, k, v, window, scale)

    x, pos = _inputs(T, torch.bfloat16, seed=5)
    on, off = compile_with_passes(layer, PASSES), compile_with_passes(layer, [])
    with torch.no_grad():
        got, (src,) = run_and_get_code(on, x, pos)
        unfused = off(x, pos)
    launches = [launch.name for launch in parse_launches(src)]
    assert launches == ["extern_kernels.mm", "gemma4.qkv_norm_rope", f"gemma4_harness.{attention}_attention"], launches
    assert torch.isfinite(got).all()
    assert (got.double() - unfused.double()).abs().max().item() <= _tol(torch.bfloat16, unfused.double())
