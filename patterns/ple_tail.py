"""PLE tail of E2B/E4B layers: ``(residual + post_per_layer_input_norm(projection)) * layer_scalar``.

The per-layer-input projection is normed by a ``Gemma4RMSNorm`` (``pow(-0.5)``,
``weight.float()``), added to the FFN tail's output and scaled by the layer
scalar: one kernel. (The gelu of the PLE gate is ``gelu_tanh_mul``'s.)

Also registered in a half-precision model's one-token GEMV form: at one token
on CUDA the projection is Inductor's fp32 multiply-and-sum, and torch 2.11's
``pointless_convert`` drops its bf16 round trip into the norm, which then
reads the fp32 sum and still rounds its own output
(``native.gemma4_rmsnorm_of_fp32_gemv``). Left to Inductor, that tail and the
next layer's input norm are one reduction whose launch its tuning picks per
process (``bench/studies/next_input_norm/README.md``).
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import HALF_DTYPES
from gemma4_passes.matching import PatternPass, variants
from gemma4_passes.native import gemma4_rmsnorm_native, gemma4_rmsnorm_of_fp32_gemv
from gemma4_passes.refusals import gemv_input_reason, layer_scalar_reason, output_dtype_reason, refuse_reason
from gemma4_passes.registry import register_pass


def make_search(eps: float, gemv_dtype=None):
    def search(x, residual, w, scalar):
        return (residual + gemma4_rmsnorm_native(x, w, eps)) * scalar

    def search_gemv(x, residual, w, scalar):
        return (residual + gemma4_rmsnorm_of_fp32_gemv(x, w, eps, gemv_dtype)) * scalar

    return search if gemv_dtype is None else search_gemv


def make_replace(eps: float):
    def replace(x, residual, w, scalar):
        return torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, scalar, eps)

    return replace


@register_pass
class PleTail(PatternPass):
    name = "ple_tail"
    description = "PLE projection norm + residual * layer_scalar (E2B/E4B) -> gemma4::rmsnorm_add_scale"

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            # (dtype of x, the GEMV form's rounding dtype or None)
            forms = [(dt, None)] + ([(torch.float32, dt)] if dt in HALF_DTYPES else [])
            for x_dt, gemv in forms:
                for w_dt in sorted({dt, torch.float32}, key=str):
                    x, r = example(4, 32, dtype=x_dt), example(4, 32, dtype=dt)
                    add(make_search(eps, gemv), make_replace(eps), [x, r, example(32, dtype=w_dt), example(1, dtype=dt)])

    def check(self, match):
        return (
            refuse_reason(match, rows=["residual", "x"], vectors=["w"])
            or gemv_input_reason(match, "x", like="residual")
            or output_dtype_reason(match, like="residual")
            or layer_scalar_reason(match, "scalar", like="residual")
        )
