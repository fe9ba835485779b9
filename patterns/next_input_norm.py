"""The next layer's input norm, folded into this layer's last fused op.

A Gemma-4 decoder layer ends with one of our fused tails (dense and PLE
layers: ``gemma4::rmsnorm_add_scale``; MoE layers: ``gemma4::ffn_tail_moe``),
whose output is the residual stream. The next layer starts with
``input_layernorm`` of that stream (the model's final norm, after the last
layer, is the same ``RMSNorm``). The tail's program holds the finished row in
registers: normalising it there saves the norm's launch and its read of the row.

SGLang compiles the model's whole forward as one graph (with the unwrap
patches), so consecutive layers meet in it. Runs after the tail passes, whose
ops it rewrites: a tail left unfused stays as it is. The two eps must be equal
(they are one config value, ``rms_norm_eps``); another norm after the tail (a
Gemma-3 ``1 + w``, another eps, the weight applied after the cast) does not match.
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.matching import PatternPass, variants
from gemma4_passes.native import rmsnorm_native
from gemma4_passes.refusals import refuse_reason
from gemma4_passes.registry import register_pass


def make_search_dense(eps: float):
    def search(x, residual, w, scalar, w_next):
        out = torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, scalar, eps)
        return out, rmsnorm_native(out, w_next, eps)

    return search


def make_replace_dense(eps: float):
    def replace(x, residual, w, scalar, w_next):
        out, normed = torch.ops.gemma4.rmsnorm_add_scale_next_norm(x, residual, w, scalar, w_next, eps)
        return out, normed

    return replace


def make_search_moe(eps: float):
    def search(mlp, moe, residual, w1, w2, w3, scalar, w_next):
        out = torch.ops.gemma4.ffn_tail_moe(mlp, moe, residual, w1, w2, w3, scalar, eps)
        return out, rmsnorm_native(out, w_next, eps)

    return search


def make_replace_moe(eps: float):
    def replace(mlp, moe, residual, w1, w2, w3, scalar, w_next):
        out, normed = torch.ops.gemma4.ffn_tail_moe_next_norm(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)
        return out, normed

    return replace


@register_pass
class NextInputNorm(PatternPass):
    name = "next_input_norm"
    description = (
        "a layer's fused tail + the next layer's input norm -> "
        "gemma4::rmsnorm_add_scale_next_norm / gemma4::ffn_tail_moe_next_norm"
    )

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            for w_dt in sorted({dt, torch.float32}, key=str):
                row, vec = (lambda: example(4, 32, dtype=dt)), (lambda: example(32, dtype=w_dt))
                s = example(1, dtype=dt)
                add(make_search_dense(eps), make_replace_dense(eps), [row(), row(), vec(), s, vec()])
                add(make_search_moe(eps), make_replace_moe(eps),
                    [row(), row(), row(), vec(), vec(), vec(), s, vec()])

    def check(self, match):
        # The residual carries the model dtype (the first input may be an fp32 GEMV output).
        first = "x" if "x" in match.kwargs else "mlp"
        return refuse_reason(match, rows=["residual", first], vectors=["w_next"])
