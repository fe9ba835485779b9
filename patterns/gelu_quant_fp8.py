"""``gelu_tanh(gate) * up`` and SGLang's per-token FP8 quantization of it, in one launch.

In an FP8-dynamic checkpoint (compressed-tensors, as released FP8 Gemma-4 checkpoints are)
the down projection (and a PLE model's PLE projection) is an FP8 GEMM whose input SGLang
quantizes per token; under compile ``unwrap_fp8_quant`` gives that quantization as torch math
(``native.per_token_quant_fp8_native``, matched in the form Inductor leaves it,
``per_token_quant_fp8_graph_form``): the row's absolute max, ``/ 448``, a reciprocal, a
multiply, a clamp and the e4m3 cast. The gelu·up product is written in bf16 and read back
twice by it. ``gemma4::gelu_tanh_mul_quant_fp8`` holds the product's row in registers and
writes only the e4m3 row and its fp32 scale.

Matched after ``gelu_tanh_mul`` (CPU: the product is ``gemma4::gelu_tanh_mul``) and as plain
torch (CUDA, where that pass leaves the product to Inductor). Only SGLang's exact contract
matches: a static or per-tensor scale, another FP8 format, an epsilon in the scale or a
missing clamp is another quantization and stays as it is. A product with another user than
the quantization (a bf16 GEMM beside the FP8 one) stays too.
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import MAX_QUANT_ROW_WIDTH
from gemma4_passes.matching import Fp8PatternPass
from gemma4_passes.native import gelu_tanh_and_mul_native, per_token_quant_fp8_graph_form
from gemma4_passes.refusals import refuse_reason
from gemma4_passes.registry import register_pass


def search_after_op(gate, up):
    q, scale = per_token_quant_fp8_graph_form(torch.ops.gemma4.gelu_tanh_mul(gate, up))
    return q, scale


def search_native(gate, up):
    q, scale = per_token_quant_fp8_graph_form(gelu_tanh_and_mul_native(gate, up))
    return q, scale


def replace(gate, up):
    q, scale = torch.ops.gemma4.gelu_tanh_mul_quant_fp8(gate, up)
    return q, scale


@register_pass
class GeluQuantFp8(Fp8PatternPass):
    name = "gelu_quant_fp8"
    description = ("gelu(tanh)(gate) * up + SGLang's per-token FP8 quantization of it -> "
                   "gemma4::gelu_tanh_mul_quant_fp8")

    def config(self):
        return {"dtypes": tuple(str(d) for d in self.dtypes)}

    def register(self, add, dtypes):
        for dt in dtypes:
            add(search_after_op, replace, [example(4, 32, dtype=dt), example(4, 32, dtype=dt)])
            add(search_native, replace, [example(4, 32, dtype=dt), example(4, 32, dtype=dt)])

    def check(self, match):
        return refuse_reason(match, rows=["gate", "up"], max_width=MAX_QUANT_ROW_WIDTH)
