"""Gemma-4 routing: top-k of the router logits, softmax over the k, times ``per_expert_scale[ids]``.

Unfused this is a top-k kernel, a softmax and a gather-multiply; one program
per token does all three in ``gemma4::router_topk_softmax_scale``. The router
projection stays a GEMM. ``k`` is read from the graph (any top-k matches).
"""

from __future__ import annotations

import torch

from gemma4_passes.matching import PatternPass, example, refuse_reason
from gemma4_passes.native import routing_native
from gemma4_passes.registry import register_pass

# A value no real graph uses next to the top-k: it marks k as a pattern argument.
_K_MARK = 13
MAX_EXPERTS = 256
MAX_K = 16


def search(logits, per_expert_scale, k):
    return routing_native(logits, per_expert_scale, k)


def replace(logits, per_expert_scale, k):
    return torch.ops.gemma4.router_topk_softmax_scale(logits, per_expert_scale, k)


@register_pass
class Router(PatternPass):
    name = "router"
    description = "top-k + softmax over the k + per-expert scale -> gemma4::router_topk_softmax_scale"
    order = 60

    def config(self):
        return {"dtypes": tuple(str(d) for d in self.dtypes), "max_experts": MAX_EXPERTS, "max_k": MAX_K}

    def register(self, add):
        for dt in self.dtypes:
            for scale_dt in sorted({dt, torch.float32}, key=str):
                add(
                    search,
                    replace,
                    [example(4, 32, dtype=dt), example(32, dtype=scale_dt)],
                    scalar_workaround={"k": _K_MARK},
                )

    def check(self, match):
        reason = refuse_reason(match, rows=["logits"], vectors=["per_expert_scale"], max_width=MAX_EXPERTS)
        if reason:
            return reason
        logits = match.kwargs["logits"].meta["val"]
        k = match.kwargs["k"]
        if logits.dim() != 2:
            return "router logits are not 2-D"
        if not isinstance(k, int) or not 1 <= k <= min(MAX_K, logits.shape[-1]):
            return f"top-k {k!r} outside 1..{MAX_K}"
        return None
