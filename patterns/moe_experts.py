"""The MoE experts on SGLang's torch-native path (``fused_moe_forward_native``, gelu).

Under torch.compile SGLang runs unquantized MoE at one token through this
path: gather the chosen experts' ``w13`` and ``w2`` by id, three einsums and an
exact (erf) gelu. Inductor turns it into GEMV reductions over the gathered
weights, over twice the time their bytes take at one token
(``bench/studies/moe_experts/README.md``). ``gemma4::moe_experts``
reads each chosen expert's weights once, in two launches.

Two forms are registered per dtype: the einsums as ``bmm`` (CPU), and as
Inductor rewrites them on a GPU when SGLang's coordinate-descent tuning is on
(a one-row ``bmm`` becomes a multiply and a sum). Each at one token and at
several, and with one expert per token (top-k 1) and several: ``einsum``
drops size-1 dimensions, so each of those traces to other views; any other
token count and top-k traces like these.
"""

from __future__ import annotations

import torch
from torch._inductor import config as inductor_config

from gemma4_passes.graph_forms import node_val
from gemma4_passes.kernels.inputs import check_moe_experts
from gemma4_passes.matching import PatternPass
from gemma4_passes.native import moe_experts_native
from gemma4_passes.refusals import DEVICES, not_a_parameter, val
from gemma4_passes.registry import register_pass


def search(x, w13, w2, topk_weights, topk_ids):
    return moe_experts_native(x, w13, w2, topk_weights, topk_ids)


def replace(x, w13, w2, topk_weights, topk_ids):
    return torch.ops.gemma4.moe_experts(x, w13, w2, topk_weights, topk_ids)


def search_int64_ids(x, w13, w2, topk_weights, topk_ids):
    """SGLang's cast of the top-k's int64 ids to int32 in front: the op reads either,
    so the cast's launch goes with the match."""
    return moe_experts_native(x, w13, w2, topk_weights, topk_ids.to(torch.int32))


def _examples(T: int, K: int, dtype: torch.dtype, weights_dtype: torch.dtype, device: str, ids_dtype=torch.int32):
    E, H, I = 16, 64, 32
    return [
        torch.empty(T, H, dtype=dtype, device=device),
        torch.empty(E, 2 * I, H, dtype=dtype, device=device),
        torch.empty(E, H, I, dtype=dtype, device=device),
        torch.empty(T, K, dtype=weights_dtype, device=device),
        torch.empty(T, K, dtype=ids_dtype, device=device),  # SGLang's top-k output: int32 ids
    ]


@register_pass
class MoeExperts(PatternPass):
    name = "moe_experts"
    description = "SGLang's native MoE experts (gather, einsums, erf gelu; its one-token compile path) -> gemma4::moe_experts"

    def config(self):
        return {"dtypes": tuple(str(d) for d in self.dtypes)}

    def register(self, add, dtypes):
        for dt in dtypes:
            # SGLang's top-k hands over fp32 weights; Gemma-4's routing computes them in the
            # activations' dtype, and Inductor drops that round trip (bf16 -> fp32 -> bf16).
            for wdt in sorted({torch.float32, dt}, key=str):
                for T, K in ((1, 4), (4, 4), (1, 1), (4, 1)):
                    for fn, ids_dtype in ((search_int64_ids, torch.int64), (search, torch.int32)):
                        add(fn, replace, _examples(T, K, dt, wdt, "cpu", ids_dtype))
                        with inductor_config.patch(coordinate_descent_tuning=True):
                            add(fn, replace, _examples(T, K, dt, wdt, "cuda", ids_dtype))

    def may_match(self, graph):
        """An index into a stack of expert weights (``w13[topk_ids]``, 3-D): the embedding's is 2-D.
        A node whose value is unknown (a frozen constant) counts."""
        for node in graph.nodes:
            if node.op == "call_function" and node.target is torch.ops.aten.index.Tensor:
                source = node_val(node.args[0])
                if source is None or source.dim() == 3:
                    return True
        return False

    def check(self, match):
        for name in ("w13", "w2"):
            reason = not_a_parameter(match, name)
            if reason:
                return reason
        x = val(match, "x")
        if isinstance(x, torch.Tensor) and x.device.type not in DEVICES:
            return f"x is on {x.device.type}"
        return check_moe_experts(*(val(match, n) for n in ("x", "w13", "w2", "topk_weights", "topk_ids")))
