"""``gelu_tanh(gate) * up``: the dense MLP's ``GeluAndMul`` and the PLE gate.

Both halves of the MLP's gate-up GEMM output (row stride 2I) and the PLE's
``gelu(gate) * per_layer_input`` have this form: gelu computed in fp32,
rounded, multiplied in bf16.

On CUDA the match is refused: Inductor already emits this subgraph as one
kernel, and with SGLang's ``max-autotune`` folds it into the next GEMM
(``triton_tem_fused_gelu_mm_mul_slice`` at decode batch 8, a GEMV reduction at
batch 1, 26B-A4B; kernel names in ``bench/superseded/layers_skinny_mm_26b-a4b_decode8.json``),
which an opaque op would
prevent. In 26B-A4B's MoE layers ``router_gelu`` runs it in the router's
launch instead (the two do not depend on each other).
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.matching import PatternPass
from gemma4_passes.native import gelu_tanh_and_mul_native
from gemma4_passes.refusals import refuse_reason, val
from gemma4_passes.registry import register_pass


def search(gate, up):
    return gelu_tanh_and_mul_native(gate, up)


def replace(gate, up):
    return torch.ops.gemma4.gelu_tanh_mul(gate, up)


@register_pass
class GeluTanhMul(PatternPass):
    name = "gelu_tanh_mul"
    description = "gelu(tanh)(gate) * up of the dense MLP and the PLE gate -> gemma4::gelu_tanh_mul"

    def config(self):
        return {"dtypes": tuple(str(d) for d in self.dtypes)}

    def register(self, add, dtypes):
        for dt in dtypes:
            add(search, replace, [example(4, 32, dtype=dt), example(4, 32, dtype=dt)])

    def check(self, match):
        gate = val(match, "gate")
        if isinstance(gate, torch.Tensor) and gate.device.type == "cuda":
            return "on CUDA Inductor fuses gelu*up itself (one kernel, or into the next GEMM)"
        return refuse_reason(match, rows=["gate", "up"], max_width=None)
