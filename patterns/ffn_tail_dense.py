"""FFN tail of a dense layer: ``(post_feedforward_norm(mlp) + residual) * layer_scalar``.

The norm rounds to bf16, then the add and the ``layer_scalar`` multiply are
bf16 tensor ops. PLE layers (E2B/E4B) have the same tail without the scalar
(theirs comes after the PLE block): registered too, and tried after the
scalar form, so a dense layer always gets the whole tail.
"""

from __future__ import annotations

import torch

from gemma4_passes.native import rmsnorm_native
from gemma4_passes.matching import PatternPass, example, layer_scalar_reason, refuse_reason, variants
from gemma4_passes.registry import register_pass


def make_search_scaled(eps: float):
    def search(x, residual, w, scalar):
        return (rmsnorm_native(x, w, eps) + residual) * scalar

    return search


def make_replace_scaled(eps: float):
    def replace(x, residual, w, scalar):
        return torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, scalar, eps)

    return replace


def make_search(eps: float):
    def search(x, residual, w):
        return rmsnorm_native(x, w, eps) + residual

    return search


def make_replace(eps: float):
    def replace(x, residual, w):
        return torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, None, eps)

    return replace


@register_pass
class FfnTailDense(PatternPass):
    name = "ffn_tail_dense"
    description = "post-feedforward norm + residual add (* layer_scalar) -> gemma4::rmsnorm_add_scale"
    order = 40

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            x, r, w, s = example(4, 32, dtype=dt), example(4, 32, dtype=dt), example(32, dtype=dt), example(1, dtype=dt)
            add(make_search_scaled(eps), make_replace_scaled(eps), [x, r, w, s])
        for eps, dt in variants(self.eps_values, dtypes):
            x, r, w = example(4, 32, dtype=dt), example(4, 32, dtype=dt), example(32, dtype=dt)
            add(make_search(eps), make_replace(eps), [x, r, w])

    def check(self, match):
        reason = refuse_reason(match, rows=["x", "residual"], vectors=["w"])
        if reason is None and "scalar" in match.kwargs:
            reason = layer_scalar_reason(match, "scalar", like="x")
        return reason
