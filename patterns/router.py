"""Gemma-4 routing: top-k of the router logits, softmax over the k, times ``per_expert_scale[ids]``.

Unfused this is a top-k kernel, a softmax and a gather-multiply; one program
per token does all three in ``gemma4::router_topk_softmax_scale``. The router
projection stays a GEMM. ``k`` is baked into each registration (``top_k``:
Gemma-4's 8 by default); a graph with another top-k is left alone.
"""

from __future__ import annotations

import torch

from gemma4_passes.matching import PatternPass, example, refuse_reason
from gemma4_passes.native import routing_native
from gemma4_passes.registry import register_pass

MAX_EXPERTS = 256
MAX_K = 16


def make_search(k: int):
    def search(logits, per_expert_scale):
        return routing_native(logits, per_expert_scale, k)

    return search


def make_replace(k: int):
    def replace(logits, per_expert_scale):
        return torch.ops.gemma4.router_topk_softmax_scale(logits, per_expert_scale, k)

    return replace


def make_search_moe_input(k: int):
    """With the routing function's last casts (fp32 weights, int32 ids), as the MoE takes them."""

    def search(logits, per_expert_scale):
        weights, ids = routing_native(logits, per_expert_scale, k)
        return weights.to(torch.float32), ids.to(torch.int32)

    return search


def make_replace_moe_input(k: int):
    def replace(logits, per_expert_scale):
        return torch.ops.gemma4.router_topk_softmax_scale(logits, per_expert_scale, k, True)

    return replace


@register_pass
class Router(PatternPass):
    name = "router"
    description = "top-k + softmax over the k + per-expert scale -> gemma4::router_topk_softmax_scale"
    order = 60
    # Gemma-4 26B-A4B's top_k_experts.
    top_k = (8,)

    def config(self):
        return {"dtypes": tuple(str(d) for d in self.dtypes), "top_k": tuple(self.top_k), "max_experts": MAX_EXPERTS}

    def register(self, add, dtypes):
        for k in self.top_k:
            for dt in dtypes:
                for scale_dt in sorted({dt, torch.float32}, key=str):
                    args = [example(4, 32, dtype=dt), example(32, dtype=scale_dt)]
                    # The larger form first: it takes the casts along.
                    add(make_search_moe_input(k), make_replace_moe_input(k), args)
                    add(make_search(k), make_replace(k), args)

    def check(self, match):
        reason = refuse_reason(match, rows=["logits"], vectors=["per_expert_scale"], max_width=MAX_EXPERTS)
        if reason:
            return reason
        if match.kwargs["logits"].meta["val"].dim() != 2:
            return "router logits are not 2-D"
        return None
