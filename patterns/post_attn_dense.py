"""Post-attention block of a dense layer: ``pre_feedforward_norm(post_attention_norm(attn) + residual)``.

SGLang (``RMSNorm.forward_native``, compile mode) emits two fp32 rmsnorms with
the residual add between them in fp32, and stores the sum back as bf16 for the
FFN tail. Inductor sees a reduction, an add, a second reduction over the same
row and two stores; ``gemma4::rmsnorm_add_rmsnorm`` reads the row once.

Near misses that must not match: another eps, a ``1 + w`` (Gemma-3) weight,
a weight applied after the cast, a residual stored before the add.

Also registered in a half-precision model's one-token GEMV form
(``native.post_attn_of_fp32_gemv``): on CUDA the o projection's GEMV hands the
block an fp32 row and the MLP's GEMV reads its output in fp32 (torch 2.11
drops both bf16 round trips). The fused op then rounds as eager does and its
output is widened for that GEMV.
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import HALF_DTYPES
from gemma4_passes.matching import PatternPass, variants
from gemma4_passes.native import post_attn_of_fp32_gemv, rmsnorm_add_native, rmsnorm_native
from gemma4_passes.refusals import gemv_input_reason, refuse_reason
from gemma4_passes.registry import register_pass


def make_search(eps: float, gemv: bool = False):
    def search(x, residual, w1, w2):
        y = rmsnorm_native(x, w1, eps)  # post_attention_layernorm(attn)
        return rmsnorm_add_native(y, residual, w2, eps)  # pre_feedforward_layernorm(y, residual)

    def search_gemv(x, residual, w1, w2):
        return post_attn_of_fp32_gemv(x, residual, w1, w2, eps)

    return search_gemv if gemv else search


def make_replace(eps: float, gemv: bool = False):
    def replace(x, residual, w1, w2):
        out, s = torch.ops.gemma4.rmsnorm_add_rmsnorm(x, residual, w1, w2, eps)
        return (out.float() if gemv else out), s

    return replace


@register_pass
class PostAttnDense(PatternPass):
    name = "post_attn_dense"
    description = "post-attention norm + residual add + pre-feedforward norm -> gemma4::rmsnorm_add_rmsnorm"

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            x, r = example(4, 32, dtype=dt), example(4, 32, dtype=dt)
            w1, w2 = example(32, dtype=dt), example(32, dtype=dt)
            add(make_search(eps), make_replace(eps), [x, r, w1, w2])
            if dt in HALF_DTYPES:
                x32 = example(4, 32, dtype=torch.float32)
                add(make_search(eps, gemv=True), make_replace(eps, gemv=True), [x32, r, w1, w2])

    def check(self, match):
        return refuse_reason(match, rows=["residual", "x"], vectors=["w1", "w2"]) or gemv_input_reason(
            match, "x", like="residual")
