"""One MoE layer's router top-k and dense-MLP gelu·up, side by side in one launch.

26B-A4B's MoE layer runs a dense MLP beside its experts, both on the
post-attention stream, and neither depends on the other. After the router
pass the layer holds the router's top-k as ``gemma4::router_topk_softmax_scale``
and the MLP's ``gelu_tanh(gate) * up`` as ``gemma4::gelu_tanh_mul`` (CPU) or
as plain torch (on CUDA the ``gelu_tanh_mul`` pass leaves it to Inductor).
At decode each is a launch of a few microseconds; this pass makes the pair one
``gemma4::router_topk_gelu_mul``. In an FP8-dynamic model the product is the FP8 down
projection's input, and ``gelu_quant_fp8`` (run before this pass) has made it
``gemma4::gelu_tanh_mul_quant_fp8``; that pairs the same way, into
``gemma4::router_topk_gelu_mul_quant_fp8``.

A gelu·up pairs with a router when neither depends on the other. In a graph of
several layers that is the same layer's pair, since every op of a later layer
depends on the earlier layers through the residual stream; with more than one
candidate, the nearest in graph order. A graph without a router (the dense
variants) is left alone.

On CUDA a gelu·up of one row stays with Inductor when the ``gemv`` pass is
off: Inductor folds it into the down projection's GEMV reduction, which costs
no launch. With ``gemv`` on, the down projection is ``gemma4::gemv``, which
reads the product from memory: this launch writes it.
"""

from __future__ import annotations

import math
import operator
from typing import Dict, List, Optional, Sequence, Set, Tuple

import torch
import torch.fx
from torch._inductor.pattern_matcher import stable_topological_sort

from gemma4_passes.patterns.gelu_tanh_mul import GeluTanhMul
from gemma4_passes.refusals import refuse_reason, val
from gemma4_passes.registry import register_pass

ROUTER = torch.ops.gemma4.router_topk_softmax_scale.default
GELU = torch.ops.gemma4.gelu_tanh_mul.default
BOTH = torch.ops.gemma4.router_topk_gelu_mul.default
GELU_QUANT = torch.ops.gemma4.gelu_tanh_mul_quant_fp8.default
BOTH_QUANT = torch.ops.gemma4.router_topk_gelu_mul_quant_fp8.default


def ancestors(nodes: Sequence[torch.fx.Node]) -> Set[torch.fx.Node]:
    """Every node ``nodes`` depend on (not themselves)."""
    seen: Set[torch.fx.Node] = set()
    stack = [a for n in nodes for a in n.all_input_nodes]
    while stack:
        n = stack.pop()
        if n not in seen:
            seen.add(n)
            stack.extend(n.all_input_nodes)
    return seen


def nearest(candidates: Sequence[torch.fx.Node], node: torch.fx.Node,
            order: Dict[torch.fx.Node, int]) -> List[torch.fx.Node]:
    """``candidates`` sorted by their distance from ``node`` in graph order."""
    return sorted(candidates, key=lambda c: abs(order[c] - order[node]))


def router_args(node: torch.fx.Node) -> Tuple:
    """``(logits, per_expert_scale, k, as_moe_input)`` of a router op node."""
    names = ("logits", "per_expert_scale", "k", "as_moe_input")
    args = list(node.args) + [node.kwargs.get(n) for n in names[len(node.args):]]
    if args[3] is None:
        args[3] = False
    return tuple(args)


def merge(graph: torch.fx.Graph, router: torch.fx.Node, gelu: torch.fx.Node, order: Dict[torch.fx.Node, int]) -> None:
    """Replace a router op node and a gelu op node by one ``router_topk_gelu_mul`` node (a quantizing
    gelu op: one ``router_topk_gelu_mul_quant_fp8`` node)."""
    later = router if order[router] > order[gelu] else gelu
    quant = gelu.target is GELU_QUANT
    with graph.inserting_after(later):
        both = graph.call_function(BOTH_QUANT if quant else BOTH, (*router_args(router), *gelu.args))
    weights, ids = router.meta["val"]
    outs = tuple(gelu.meta["val"]) if quant else (gelu.meta["val"],)
    both.meta["val"] = (weights, ids, *outs)
    router.replace_all_uses_with(both)  # its users are getitem 0 and 1, the same outputs
    if quant:  # the gelu op's users are getitem 0 and 1 too: now 2 and 3
        for user in list(gelu.users):
            user.args = (both, user.args[1] + 2)
    else:
        with graph.inserting_after(both):
            act = graph.call_function(operator.getitem, (both, 2))
        act.meta["val"] = gelu.meta["val"]
        gelu.replace_all_uses_with(act)
    graph.erase_node(router)
    graph.erase_node(gelu)


@register_pass
class RouterGelu(GeluTanhMul):
    """The ``gelu_tanh_mul`` pass's pattern and replacement (a plain gelu·up becomes its op),
    taken only with a router to pair with; then each pair is merged."""

    name = "router_gelu"
    description = (
        "the router's top-k + the dense MLP's gelu(tanh)(gate)*up of one MoE layer, "
        "side by side -> gemma4::router_topk_gelu_mul"
    )

    def __init__(self) -> None:
        super().__init__()
        self._routers: List[torch.fx.Node] = []
        self._router_ancestors: Dict[torch.fx.Node, Set[torch.fx.Node]] = {}
        self._claims: Dict[Tuple[torch.fx.Node, torch.fx.Node], torch.fx.Node] = {}
        self._order: Dict[torch.fx.Node, int] = {}

    def config(self):
        return {**super().config(), "one_row_on_cuda": "gemv" in self.companions}

    def run(self, graph: torch.fx.Graph) -> int:
        self._routers = list(graph.find_nodes(op="call_function", target=ROUTER))
        if not self._routers:
            return 0
        self._router_ancestors = {r: ancestors([r]) for r in self._routers}
        self._claims = {}
        # positions for ``check``: its routers and a match's inputs are all here already
        self._order = {n: i for i, n in enumerate(graph.nodes)}
        try:
            # Plain gelu·up with a router to pair with -> gelu op (the router it claimed noted).
            super().run(graph)
            merged = self._merge_all(graph)
        finally:
            self._routers, self._router_ancestors, self._claims, self._order = [], {}, {}, {}
        if merged:
            stable_topological_sort(graph)
        return merged

    def check(self, match) -> Optional[str]:
        reason = refuse_reason(match, rows=["gate", "up"], max_width=None)
        if reason:
            return reason
        gate = val(match, "gate")
        if gate.device.type == "cuda" and math.prod(gate.shape[:-1]) == 1 and "gemv" not in self.companions:
            return "one row on CUDA without the gemv pass: Inductor folds gelu*up into the down projection's GEMV"
        inputs = (match.kwargs["gate"], match.kwargs["up"])
        before = ancestors(inputs)
        nodes = set(match.nodes)
        claimed = set(self._claims.values())
        for r in nearest(self._routers, inputs[0], self._order):
            if r in claimed or r in before or nodes & self._router_ancestors[r]:
                continue
            self._claims[inputs] = r
            return None
        return "no router of the same layer left to pair with"

    # -- pairing ----------------------------------------------------------------------
    def _merge_all(self, graph: torch.fx.Graph) -> int:
        gelus = [*graph.find_nodes(op="call_function", target=GELU), *graph.find_nodes(op="call_function",
                                                                                     target=GELU_QUANT)]
        # fresh positions and ancestors: the matching above replaced nodes
        order = {n: i for i, n in enumerate(graph.nodes)}
        # the gelus this pass made (each with the router it claimed) first, then the gelu pass's
        made = [g for g in gelus if tuple(g.args[:2]) in self._claims]
        pairs, taken = [], set()
        for g in made:
            r = self._claims[tuple(g.args[:2])]
            pairs.append((r, g))
            taken.add(r)
        for g in gelus:
            if g in made:
                continue
            g_before = ancestors([g])
            for r in nearest([r for r in self._routers if r not in taken], g, order):
                if r not in g_before and g not in ancestors([r]):
                    pairs.append((r, g))
                    taken.add(r)
                    break
        for r, g in pairs:
            merge(graph, r, g, order)
        return len(pairs)
