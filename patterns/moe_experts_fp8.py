"""FP8 MoE experts at one token: SGLang's fused-MoE op -> ``gemma4::moe_experts_fp8``.

An FP8-dynamic checkpoint's experts (compressed-tensors: e4m3 weights with a scale per
output channel, activations quantized per token) run in SGLang's Triton fused MoE under
compile too, as one opaque op, ``sglang::inplace_fused_experts`` (or ``outplace_``), at
every batch size: SGLang switches to its traceable native experts at one token only for
unquantized weights (the ``moe_experts`` pass). Inside, at one token, it quantizes the
token, aligns the ids to 16-row blocks, runs two grouped GEMMs, gelu·mul, a second
quantization and the sum over the experts: 7 launches (measured on an H100), GEMM tiles padded to
16 rows for one. ``gemma4::moe_experts_fp8`` computes the same (``reference.moe_experts_fp8``)
in three launches that read each chosen expert's bytes once.

The op is opaque, so this is a node rewrite, not a traced pattern: after functionalization
the in-place op is an ``auto_functionalized_v2`` node whose second output is the written
``hidden_states``. Only SGLang's contract for these checkpoints is taken: ``use_fp8_w8a8``
with per-channel weight scales and dynamic activation scales, gated erf gelu, no bias, no
routed scaling, routing weights applied after the down projection, the outputs combined;
e4m3 weights of the model (parameters or frozen constants), one token (a static count).
Anything else (static or block scales, int8, silu, several tokens, where SGLang's grouped
GEMM reads each expert once for the batch) stays SGLang's op, and the refusal is logged.
"""

from __future__ import annotations

import operator
from typing import Dict, FrozenSet, Optional, Tuple

import torch

from gemma4_passes.kernels.inputs import check_moe_experts_fp8
from gemma4_passes.matching import fake_returned, holds_fp8
from gemma4_passes.refusals import DEVICES, node_not_a_parameter
from gemma4_passes.registry import GraphPass, register_pass

OP_NAMES = ("inplace_fused_experts", "outplace_fused_experts")
# The contract the op computes: these arguments with these values, every other one absent.
REQUIRED = {"activation": "gelu", "is_gated": True, "use_fp8_w8a8": True, "per_channel_quant": True}
ABSENT = ("b1", "b2", "w1_zp", "w2_zp", "a1_scale", "a2_scale", "block_shape", "routed_scaling_factor",
          "gemm1_alpha", "gemm1_limit", "swiglu_limit", "a1_q")
OFF = ("apply_router_weight_on_input", "use_int8_w8a8", "use_int8_w8a16", "use_int4_w4a16", "no_combine",
       "fuse_swiglu_interleaved", "no_combine_keep_router_weight")
TENSORS = ("hidden_states", "w1", "w2", "w1_scale", "w2_scale", "topk_weights", "topk_ids")


def fused_experts_ops() -> FrozenSet[torch._ops.OpOverload]:
    """SGLang's fused-MoE ops loaded in this process."""
    ops = set()
    for name in OP_NAMES:
        try:
            ops.add(getattr(torch.ops.sglang, name).default)
        except (AttributeError, RuntimeError):
            continue
    return frozenset(ops)


def _is_one_of(target, ops) -> bool:
    return isinstance(target, torch._ops.OpOverload) and target in ops


def _call(node: torch.fx.Node, ops) -> Optional[Tuple[Dict[str, object], Optional[torch.fx.Node]]]:
    """``(its arguments by name, the node holding its result)`` where ``node`` calls
    one of ``ops``, else None. The in-place op's result is the ``getitem`` of its functionalized
    node that reads the written ``hidden_states`` (None there when nothing reads it)."""
    if node.op != "call_function":
        return None
    if node.target is torch.ops.higher_order.auto_functionalized_v2 and node.args and _is_one_of(node.args[0], ops):
        op = node.args[0]
        kwargs = {k: v for k, v in node.kwargs.items() if not k.startswith("_")}
        bases = node.kwargs.get("_all_bases", [])
        index = node.kwargs.get("_hidden_states_base_index")
        if index is None or any(k.startswith("_hidden_states_") and k != "_hidden_states_base_index"
                                for k in node.kwargs):
            kwargs["hidden_states"] = None  # a view of another tensor: refused below
        else:
            kwargs["hidden_states"] = bases[index]
        outputs = [u for u in node.users if u.target is operator.getitem and u.args[1] == 1 + (index or 0)]
        result = outputs[0] if len(outputs) == 1 and len(node.users) == 1 else None
    elif _is_one_of(node.target, ops):
        op, result = node.target, node
        kwargs = {**dict(zip((a.name for a in op._schema.arguments), node.args)), **node.kwargs}
    else:
        return None
    for arg in op._schema.arguments:
        if arg.name not in kwargs and arg.has_default_value():
            kwargs[arg.name] = arg.default_value
    return kwargs, result


def refusal(kwargs: Dict[str, object]) -> Optional[str]:
    """Why ``gemma4::moe_experts_fp8`` does not compute this call of SGLang's fused MoE, or None."""
    for name, want in REQUIRED.items():
        if kwargs.get(name) != want:
            return f"{name}={kwargs.get(name)!r}: the op computes {name}={want!r}"
    for name in ABSENT:
        if kwargs.get(name) is not None:
            return f"{name} is set: the op computes it unset (dynamic per-token activation scales, no bias)"
    for name in OFF:
        if kwargs.get(name):
            return f"{name}=True: the op computes it off"
    x = kwargs["hidden_states"]
    if x is None:
        return "hidden_states is a view of another tensor"
    for name in ("w1", "w2", "w1_scale", "w2_scale"):
        reason = node_not_a_parameter(name, kwargs[name])
        if reason:
            return reason
    vals = [n.meta.get("val") if isinstance(n, torch.fx.Node) else n for n in (kwargs[k] for k in TENSORS)]
    xv = vals[0]
    if not isinstance(xv, torch.Tensor):
        return "hidden_states is not a tensor"
    if xv.device.type not in DEVICES:
        return f"hidden_states is on {xv.device.type}"
    if xv.dim() != 2 or not isinstance(xv.shape[0], int) or xv.shape[0] != 1:
        return (f"hidden_states has shape {tuple(xv.shape)}: one token only (SGLang's grouped GEMM reads "
                "each expert once for several)")
    return check_moe_experts_fp8(*vals)


@register_pass
class MoeExpertsFp8(GraphPass):
    name = "moe_experts_fp8"
    description = ("SGLang's fused MoE on FP8-dynamic experts (sglang::inplace/outplace_fused_experts) at one "
                   "token -> gemma4::moe_experts_fp8")

    def may_match(self, graph: torch.fx.Graph) -> bool:
        ops = fused_experts_ops()
        return bool(ops) and holds_fp8(graph) and any(_call(n, ops) for n in graph.nodes)

    def run(self, graph: torch.fx.Graph) -> int:
        ops = fused_experts_ops()
        matched = 0
        for node in list(graph.nodes):
            call = _call(node, ops)
            if call is None:
                continue
            kwargs, result = call
            reason = refusal(kwargs) or (None if result is not None else "its result is not read once")
            if reason:
                self.refuse(reason)
                continue
            with graph.inserting_before(node):
                fused = graph.call_function(torch.ops.gemma4.moe_experts_fp8.default,
                                            tuple(kwargs[k] for k in TENSORS))
            fused.meta["val"] = fake_returned(fused)
            result.replace_all_uses_with(fused)
            if result is not node:
                graph.erase_node(result)
            graph.erase_node(node)
            matched += 1
        return matched
