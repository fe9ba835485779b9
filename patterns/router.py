"""Gemma-4 routing: top-k of the router logits, softmax over the k, times ``per_expert_scale[ids]``.

Unfused this is a top-k kernel, a softmax and a gather-multiply; one program
per token does all three in ``gemma4::router_topk_softmax_scale``. The router
projection stays a GEMM.

Any top-k matches: ``k`` is an argument of the search function, traced with a
marker value (``scalar_workaround``) so the pattern binds the graph's k, and the
replacement passes it on. Fine-tunes and pruned variants change ``top_k_experts``
(26B-A4B has 8); the kernel takes any k up to ``MAX_K`` and any expert count up
to ``MAX_EXPERTS`` (``kernels/router_topk_softmax_scale.py``), a larger one is refused.
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.matching import PatternPass
from gemma4_passes.native import routing_native
from gemma4_passes.refusals import refuse_reason, val
from gemma4_passes.registry import register_pass

# The kernel's bounds (kernels/router_topk_softmax_scale.py).
MAX_EXPERTS = 1024
MAX_K = 32
# The value k is traced with: no other integer of the traced routing graph
# equals it (its dims are -1), and the example logits have more experts.
K_MARK = 13
SCALAR = {"k": K_MARK}


def search(logits, per_expert_scale, k):
    return routing_native(logits, per_expert_scale, k)


def replace(logits, per_expert_scale, k):
    return torch.ops.gemma4.router_topk_softmax_scale(logits, per_expert_scale, k)


def search_moe_input(logits, per_expert_scale, k):
    """With the routing function's last casts (fp32 weights, int32 ids), as the MoE takes them."""
    weights, ids = routing_native(logits, per_expert_scale, k)
    return weights.to(torch.float32), ids.to(torch.int32)


def replace_moe_input(logits, per_expert_scale, k):
    return torch.ops.gemma4.router_topk_softmax_scale(logits, per_expert_scale, k, True)


def matched_top_k(match):
    """The k of the matched ``topk`` node. Read from the node, not from ``match.kwargs``: the
    match Inductor's re-check makes (the search traced anew with the graph's own k) binds k to
    no name, and not every torch version completes its kwargs from the first match's."""
    for node in match.nodes:
        if node.target is torch.ops.aten.topk.default:
            return node.args[1] if len(node.args) > 1 else node.kwargs.get("k")
    return None


@register_pass
class Router(PatternPass):
    name = "router"
    description = "top-k + softmax over the k + per-expert scale -> gemma4::router_topk_softmax_scale"

    def config(self):
        return {"dtypes": tuple(str(d) for d in self.dtypes), "max_experts": MAX_EXPERTS, "max_k": MAX_K}

    def register(self, add, dtypes):
        for dt in dtypes:
            for scale_dt in sorted({dt, torch.float32}, key=str):
                args = [example(4, 32, dtype=dt), example(32, dtype=scale_dt)]
                # The larger form first: it takes the casts along.
                add(search_moe_input, replace_moe_input, args, scalar_workaround=SCALAR)
                add(search, replace, args, scalar_workaround=SCALAR)

    def check(self, match):
        reason = refuse_reason(match, rows=["logits"], vectors=["per_expert_scale"], max_width=MAX_EXPERTS)
        if reason:
            return reason
        logits, k = val(match, "logits"), matched_top_k(match)
        if logits.dim() != 2:
            return "router logits are not 2-D"
        if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= min(MAX_K, logits.shape[-1]):
            return f"top-k {k!r} outside 1..min({MAX_K}, experts)"
        return None
