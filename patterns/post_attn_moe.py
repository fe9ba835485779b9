"""Post-attention block of a MoE layer: the dense block plus the MoE branch's two norms.

After ``s = post_attention_norm(attn) + residual`` the 26B-A4B layer runs three
norms on ``s``: ``pre_feedforward_norm`` (dense MLP input, on the fp32 sum),
the router's weightless ``Gemma4RMSNorm`` times its folded scale, and
``pre_feedforward_norm_2`` (expert input); the last two read ``s`` as stored in
bf16. ``gemma4::post_attn_norms_moe`` writes all four outputs from one read of
the row (the "triple rmsnorm" of vLLM's Inductor fusion, as hand-ported to SGLang).

The router norm has two forms. With the router fix (``patches/router_scale.py``)
it multiplies by the folded scale; without it (the fix switched off, or the
scale folded by SGLang before the fix was applied) SGLang's native path drops
the scale and the norm has no weight. Both are registered, the second with a
weight of ones, so the block fuses either way and computes what SGLang does;
matched with only the first, a layer without the fix left the router and
pre-feedforward-2 norms unfused beside ``post_attn_dense``.

Runs first: ``post_attn_dense`` is a part of this pattern. Also registered in
the one-token GEMV form (see ``post_attn_dense``): there the router's GEMV
reads its norm in fp32 too.
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import HALF_DTYPES
from gemma4_passes.matching import PatternPass, variants
from gemma4_passes.native import gemma4_rmsnorm_fp32, gemma4_rmsnorm_native, rmsnorm_native
from gemma4_passes.refusals import gemv_input_reason, refuse_reason
from gemma4_passes.registry import register_pass

from gemma4_passes.patterns.post_attn_dense import make_search as dense_search


def make_search(eps: float, gemv: bool = False):
    dense = dense_search(eps, gemv)
    router_norm = gemma4_rmsnorm_fp32 if gemv else gemma4_rmsnorm_native

    def search(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2):
        out, s = dense(x, residual, w_post_attn, w_pre_ff)
        router_in = router_norm(s, w_router, eps)  # Gemma4Router.norm (scale folded)
        moe_in = rmsnorm_native(s, w_pre_ff2, eps)  # pre_feedforward_layernorm_2
        return out, s, router_in, moe_in

    return search


def make_replace(eps: float, gemv: bool = False):
    def replace(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2):
        out, s, router_in, moe_in = torch.ops.gemma4.post_attn_norms_moe(
            x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps
        )
        if gemv:  # the two GEMVs read these in fp32
            return out.float(), s, router_in.float(), moe_in
        return out, s, router_in, moe_in

    return replace


def make_search_unscaled(eps: float, gemv: bool = False):
    """The router norm without its scale (SGLang's native path without the router fix)."""
    search = make_search(eps, gemv)

    def search_unscaled(x, residual, w_post_attn, w_pre_ff, w_pre_ff2):
        return search(x, residual, w_post_attn, w_pre_ff, None, w_pre_ff2)

    return search_unscaled


def make_replace_unscaled(eps: float, gemv: bool = False):
    replace = make_replace(eps, gemv)

    def replace_unscaled(x, residual, w_post_attn, w_pre_ff, w_pre_ff2):
        ones = torch.ones(w_pre_ff2.shape, dtype=w_pre_ff2.dtype, device=w_pre_ff2.device)
        return replace(x, residual, w_post_attn, w_pre_ff, ones, w_pre_ff2)

    return replace_unscaled


@register_pass
class PostAttnMoE(PatternPass):
    name = "post_attn_moe"
    description = (
        "post-attention norm + residual + pre-feedforward, router and pre-feedforward-2 norms "
        "-> gemma4::post_attn_norms_moe"
    )

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            x_dts = [(dt, False)] + ([(torch.float32, True)] if dt in HALF_DTYPES else [])
            # The router weight is a parameter of the model dtype; an fp32
            # router weight on a bf16 model traces without the cast node.
            for w_router_dt in sorted({dt, torch.float32}, key=str):
                for x_dt, gemv in x_dts:
                    t = [example(4, 32, dtype=x_dt), example(4, 32, dtype=dt)]
                    w = [example(32, dtype=dt) for _ in range(2)]
                    wr, w2 = example(32, dtype=w_router_dt), example(32, dtype=dt)
                    add(make_search(eps, gemv), make_replace(eps, gemv), [*t, *w, wr, w2])
            for x_dt, gemv in x_dts:
                t = [example(4, 32, dtype=x_dt), example(4, 32, dtype=dt)]
                w = [example(32, dtype=dt) for _ in range(3)]
                add(make_search_unscaled(eps, gemv), make_replace_unscaled(eps, gemv), [*t, *w])

    def check(self, match):
        vectors = ["w_post_attn", "w_pre_ff", "w_router", "w_pre_ff2"]
        if "w_router" not in match.kwargs:
            vectors.remove("w_router")
            # In fp32 (no cast after the norm) the unscaled form also fits a weighted router
            # norm whose weight the first form refused: that one stays unfused.
            router_in = match.output_nodes()[2]
            if router_in is not None and any(u.target is torch.ops.aten.mul.Tensor for u in router_in.users):
                return "the router norm is multiplied by a weight that is not a parameter"
        return refuse_reason(match, rows=["residual", "x"], vectors=vectors) or gemv_input_reason(
            match, "x", like="residual")
