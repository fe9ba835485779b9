"""FFN tail of a dense layer: ``(post_feedforward_norm(mlp) + residual) * layer_scalar``.

The norm rounds to bf16, then the add and the ``layer_scalar`` multiply are
bf16 tensor ops. PLE layers (E2B/E4B) have the same tail without the scalar
(theirs comes after the PLE block): registered too, and tried after the
scalar form, so a dense layer always gets the whole tail.

Both are also registered in a half-precision model's one-token GEMV form,
where ``x`` (the down projection) arrives in fp32 (``native.rmsnorm_of_fp32_gemv``).
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import HALF_DTYPES
from gemma4_passes.matching import PatternPass
from gemma4_passes.native import first_norm
from gemma4_passes.refusals import gemv_input_reason, layer_scalar_reason, output_dtype_reason, refuse_reason
from gemma4_passes.registry import register_pass


def make_search_scaled(eps: float, gemv_dtype=None):
    norm = first_norm(eps, gemv_dtype)

    def search(x, residual, w, scalar):
        return (norm(x, w) + residual) * scalar

    return search


def make_replace_scaled(eps: float):
    def replace(x, residual, w, scalar):
        return torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, scalar, eps)

    return replace


def make_search(eps: float, gemv_dtype=None):
    norm = first_norm(eps, gemv_dtype)

    def search(x, residual, w):
        return norm(x, w) + residual

    return search


def make_replace(eps: float):
    def replace(x, residual, w):
        return torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, None, eps)

    return replace


@register_pass
class FfnTailDense(PatternPass):
    name = "ffn_tail_dense"
    description = "post-feedforward norm + residual add (* layer_scalar) -> gemma4::rmsnorm_add_scale"

    def register(self, add, dtypes):
        # (activation dtype, dtype of x, the GEMV form's rounding dtype or None)
        forms = [(dt, dt, None) for dt in dtypes] + [(dt, torch.float32, dt) for dt in dtypes if dt in HALF_DTYPES]
        for eps in self.eps_values:
            for dt, x_dt, gemv in forms:
                x, r, w, s = example(4, 32, dtype=x_dt), example(4, 32, dtype=dt), example(32, dtype=dt), example(1, dtype=dt)
                add(make_search_scaled(eps, gemv), make_replace_scaled(eps), [x, r, w, s])
        for eps in self.eps_values:
            for dt, x_dt, gemv in forms:
                x, r, w = example(4, 32, dtype=x_dt), example(4, 32, dtype=dt), example(32, dtype=dt)
                add(make_search(eps, gemv), make_replace(eps), [x, r, w])

    def check(self, match):
        reason = (
            refuse_reason(match, rows=["residual", "x"], vectors=["w"])
            or gemv_input_reason(match, "x", like="residual")
            or output_dtype_reason(match, like="residual")
        )
        if reason is None and "scalar" in match.kwargs:
            reason = layer_scalar_reason(match, "scalar", like="residual")
        return reason
