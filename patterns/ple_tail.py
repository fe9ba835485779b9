"""PLE tail of E2B/E4B layers: ``(residual + post_per_layer_input_norm(projection)) * layer_scalar``.

The per-layer-input projection is normed by a ``Gemma4RMSNorm`` (``pow(-0.5)``,
``weight.float()``), added to the FFN tail's output and scaled by the layer
scalar: one kernel. (The gelu of the PLE gate is ``gelu_tanh_mul``'s.)
"""

from __future__ import annotations

import torch

from gemma4_passes.matching import PatternPass, example, layer_scalar_reason, refuse_reason, variants
from gemma4_passes.native import gemma4_rmsnorm_native
from gemma4_passes.registry import register_pass


def make_search(eps: float):
    def search(x, residual, w, scalar):
        return (residual + gemma4_rmsnorm_native(x, w, eps)) * scalar

    return search


def make_replace(eps: float):
    def replace(x, residual, w, scalar):
        return torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, scalar, eps)

    return replace


@register_pass
class PleTail(PatternPass):
    name = "ple_tail"
    description = "PLE projection norm + residual * layer_scalar (E2B/E4B) -> gemma4::rmsnorm_add_scale"
    order = 50

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            for w_dt in sorted({dt, torch.float32}, key=str):
                x, r = example(4, 32, dtype=dt), example(4, 32, dtype=dt)
                add(make_search(eps), make_replace(eps), [x, r, example(32, dtype=w_dt), example(1, dtype=dt)])

    def check(self, match):
        return refuse_reason(match, rows=["x", "residual"], vectors=["w"]) or layer_scalar_reason(
            match, "scalar", like="x"
        )
