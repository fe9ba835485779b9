"""FFN tail of a MoE layer.

``(post_feedforward_norm(post_feedforward_norm_1(mlp) + post_feedforward_norm_2(moe)) + residual) * layer_scalar``:
three rmsnorms, two bf16 adds and a bf16 scale over the same row, one kernel.
Runs before ``post_attn_dense`` and ``ffn_tail_dense``: in fp32, where the casts vanish,
both are parts of this pattern.

Also registered in a half-precision model's one-token GEMV form, where ``mlp``
(the dense MLP's down projection) arrives in fp32 (``native.rmsnorm_of_fp32_gemv``).
Left to Inductor, that tail is two one-row reductions whose launch configuration
its tuning picks per compile, some picks several times slower than others
(``bench/studies/inductor_tail_reduction/README.md``).
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import HALF_DTYPES
from gemma4_passes.matching import PatternPass, variants
from gemma4_passes.native import first_norm, rmsnorm_native
from gemma4_passes.refusals import gemv_input_reason, layer_scalar_reason, output_dtype_reason, refuse_reason
from gemma4_passes.registry import register_pass


def make_search(eps: float, gemv_dtype=None):
    mlp_norm = first_norm(eps, gemv_dtype)

    def search(mlp, moe, residual, w1, w2, w3, scalar):
        h = mlp_norm(mlp, w1) + rmsnorm_native(moe, w2, eps)
        return (rmsnorm_native(h, w3, eps) + residual) * scalar

    return search


def make_replace(eps: float):
    def replace(mlp, moe, residual, w1, w2, w3, scalar):
        return torch.ops.gemma4.ffn_tail_moe(mlp, moe, residual, w1, w2, w3, scalar, eps)

    return replace


@register_pass
class FfnTailMoE(PatternPass):
    name = "ffn_tail_moe"
    description = "the MoE layer's three post-feedforward norms + residual * layer_scalar -> gemma4::ffn_tail_moe"

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            rows = [example(4, 32, dtype=dt) for _ in range(3)]
            ws = [example(32, dtype=dt) for _ in range(3)]
            add(make_search(eps), make_replace(eps), [*rows, *ws, example(1, dtype=dt)])
            if dt in HALF_DTYPES:
                rows[0] = example(4, 32, dtype=torch.float32)
                add(make_search(eps, dt), make_replace(eps), [*rows, *ws, example(1, dtype=dt)])

    def check(self, match):
        return (
            refuse_reason(match, rows=["moe", "mlp", "residual"], vectors=["w1", "w2", "w3"])
            or gemv_input_reason(match, "mlp", like="moe")
            or output_dtype_reason(match, like="moe")
            or layer_scalar_reason(match, "scalar", like="moe")
        )
