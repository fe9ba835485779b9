"""Fusions in graphs compiled with Inductor's ``freezing`` (SGLang's CPU graph runner).

Freezing makes parameters constants, folds what depends on them alone (a norm
weight's ``w.float()``) and merges equal nodes before any post-grad pass. In a
whole model that merges every layer's read of the rope table into one, and one
upcast of the residual serves both the next input norm and the post-attention
residual add. These tests compile SGLang's own modules with ``freezing=True``,
as ``CPUGraphRunner`` does, and check each fusion still matches once per layer,
the unfused ops are gone, and the output equals the same modules compiled
without our passes and an fp64 computation; and that without the frozen forms
(or without ``unshare_rope``) they would not have matched.
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes import matching
from gemma4_passes.testing import compile_with_passes

FROZEN = {"freezing": True}
EPS = 1e-6


class AttnInputs(torch.nn.Module):
    """``layers`` attention inputs of ``Gemma4Attention`` (SGLang's norms and one shared
    ``get_rope``), each on the same hidden state and positions: a decode step's layers."""

    def __init__(self, layers=3, hidden=64, heads=(2, 1), head_dim=64, dtype=torch.float32):
        super().__init__()
        from sglang.srt.layers.layernorm import Gemma4RMSNorm
        from sglang.srt.layers.rotary_embedding import get_rope

        g = torch.Generator().manual_seed(3)
        self.hq, self.hkv, self.d = heads[0], heads[1], head_dim
        width = (self.hq + 2 * self.hkv) * head_dim
        self.proj = torch.nn.ParameterList(
            [torch.nn.Parameter((torch.randn(hidden, width, generator=g) * hidden**-0.5).to(dtype), requires_grad=False)
             for _ in range(layers)])
        self.q_norms = torch.nn.ModuleList([Gemma4RMSNorm(head_dim, eps=EPS) for _ in range(layers)])
        self.k_norms = torch.nn.ModuleList([Gemma4RMSNorm(head_dim, eps=EPS) for _ in range(layers)])
        self.v_norm = Gemma4RMSNorm(head_dim, eps=EPS, with_scale=False)
        for n in (*self.q_norms, *self.k_norms):
            n.weight.data = (torch.randn(head_dim, generator=g) * 0.5 + 1).to(dtype)
            n.weight.requires_grad_(False)
        self.rope = get_rope(head_dim, rotary_dim=head_dim, max_position=4096, base=10000.0,
                             rope_scaling={"rope_type": "default"}, is_neox_style=True)
        self.rope.cos_sin_cache = self.rope.cos_sin_cache.to(dtype)
        for m in (*self.q_norms, *self.k_norms, self.v_norm, self.rope):
            m._forward_method = m.forward_native  # SGLang's compile-mode dispatch

    def forward(self, x, positions):
        outs = []
        for w, qn, kn in zip(self.proj, self.q_norms, self.k_norms):
            q, k, v = (x @ w).split([self.hq * self.d, self.hkv * self.d, self.hkv * self.d], dim=-1)
            q = qn(q.unflatten(-1, (self.hq, self.d))).flatten(-2)
            k = kn(k.unflatten(-1, (self.hkv, self.d))).flatten(-2)
            v = self.v_norm(v.unflatten(-1, (self.hkv, self.d))).flatten(-2)
            q, k = self.rope(positions, q, k)
            outs += [q, k, v]
        return torch.cat(outs, dim=-1)


@pytest.mark.parametrize("tokens", [1, 17])
def test_each_layer_reads_the_rope_table_again_and_fuses(sglang_cpu, tokens):
    model = AttnInputs()
    x = torch.randn(tokens, 64)
    positions = torch.randint(0, 4000, (tokens,))
    with torch.no_grad():
        eager = model(x, positions)
        plain = compile_with_passes(model, [], options=FROZEN)(x, positions)
        fused = compile_with_passes(model, ["unshare_rope", "qkv_norm_rope"], options=FROZEN)
        out = fused(x, positions)
    assert fused.matches() == {"unshare_rope": 2, "qkv_norm_rope": 3}
    after = fused.graphs_after[0]
    assert after["gemma4.qkv_norm_rope"] == 3
    for gone in ("aten.pow", "aten.mean", "aten.index", "aten.cat"):
        assert after[gone] == (1 if gone == "aten.cat" else 0), gone  # the model's own final cat
    torch.testing.assert_close(out, plain, rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(out.double(), _fp64(model, x, positions), rtol=1e-4, atol=1e-4)
    torch.testing.assert_close(plain, eager, rtol=1e-5, atol=1e-5)


def test_without_unshare_rope_only_the_first_layer_could_match(sglang_cpu):
    """The merged table read has users in every layer: a layer's pattern cannot own it."""
    model = AttnInputs()
    with torch.no_grad():
        fused = compile_with_passes(model, ["qkv_norm_rope"], options=FROZEN)
        fused(torch.randn(3, 64), torch.arange(3))
    assert fused.matches()["qkv_norm_rope"] < 3


def _fp64(model, x, positions):
    """The same attention inputs in float64 from the module's parameters."""
    d, hq, hkv = model.d, model.hq, model.hkv
    cache = model.rope.cos_sin_cache.double()[positions]
    cos, sin = cache.chunk(2, dim=-1)

    def norm(t, w):
        t = t * (t.pow(2).mean(-1, keepdim=True) + EPS) ** -0.5
        return t if w is None else t * w.double()

    def rope(t):
        t1, t2 = t.chunk(2, dim=-1)
        c, s = cos.unsqueeze(-2), sin.unsqueeze(-2)
        return torch.cat([t1 * c - t2 * s, t2 * c + t1 * s], dim=-1)

    outs = []
    for w, qn, kn in zip(model.proj, model.q_norms, model.k_norms):
        q, k, v = (x.double() @ w.double()).split([hq * d, hkv * d, hkv * d], dim=-1)
        q = rope(norm(q.unflatten(-1, (hq, d)), qn.weight)).flatten(-2)
        k = rope(norm(k.unflatten(-1, (hkv, d)), kn.weight)).flatten(-2)
        outs += [q, k, norm(v.unflatten(-1, (hkv, d)), None).flatten(-2)]
    return torch.cat(outs, dim=-1)


class PostAttnDense(torch.nn.Module):
    """SGLang's dense post-attention block, then the next input norm of the same residual
    stream (whose upcast freezing merges with the block's residual add), bf16."""

    def __init__(self, hidden=256, dtype=torch.bfloat16):
        super().__init__()
        from sglang.srt.layers.layernorm import RMSNorm

        g = torch.Generator().manual_seed(5)
        self.input_norm, self.post_attn, self.pre_ff = (RMSNorm(hidden, eps=EPS) for _ in range(3))
        for n in (self.input_norm, self.post_attn, self.pre_ff):
            n.weight.data = (torch.randn(hidden, generator=g) * 0.1 + 1).to(dtype)
            n.weight.requires_grad_(False)
            n._forward_method = n.forward_native

    def forward(self, attn_out, residual):
        h = self.input_norm(residual)  # this layer's input norm: reads residual.float() too
        y = self.post_attn(attn_out)
        out, new_residual = self.pre_ff(y, residual)
        return h, out, new_residual


def test_post_attention_block_matches_in_its_frozen_form(sglang_cpu, monkeypatch):
    model = PostAttnDense()
    g = torch.Generator().manual_seed(9)
    a = (torch.randn(3, 256, generator=g) * 2).to(torch.bfloat16)
    r = (torch.randn(3, 256, generator=g) * 4).to(torch.bfloat16)
    with torch.no_grad():
        eager = model(a, r)
        plain = compile_with_passes(model, [], options=FROZEN)(a, r)
        fused = compile_with_passes(model, ["post_attn_dense"], options=FROZEN)
        out = fused(a, r)
    assert fused.matches() == {"post_attn_dense": 1}
    after = fused.graphs_after[0]
    assert after["gemma4.rmsnorm_add_rmsnorm"] == 1
    assert after["aten.rsqrt"] == 1  # the input norm's, outside the block
    for got, unfused, ref in zip(out, plain, eager):
        # The fused op rounds as SGLang's eager code does; Inductor's own code drops the bf16
        # round trip between the two norms, one rounding of the largest value apart at most.
        torch.testing.assert_close(got, ref, rtol=0, atol=0)
        ulp = 2.0 ** (torch.floor(torch.log2(unfused.float().abs().max())) - 7)
        assert (got.float() - unfused.float()).abs().max() <= ulp
    # The same graph searched with the unfrozen forms finds nothing: its residual's upcast
    # also feeds the input norm, and freezing merged them.
    monkeypatch.setattr(matching, "graph_is_frozen", lambda: False)
    with torch.no_grad():
        unfrozen_forms = compile_with_passes(model, ["post_attn_dense"], options=FROZEN)
        unfrozen_forms(a, r)
    assert unfrozen_forms.matches() == {"post_attn_dense": 0}
