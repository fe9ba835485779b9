"""A tensor-parallel all-reduce, folded into the fused norm op it feeds.

At TP>1 every partial sum a Gemma-4 layer reduces (the o projection's, the MLP's, the
MoE experts') is read by exactly one of our norm ops: the post-attention block or the
FFN tail, or their FP8-quantizing forms (``ops/allreduce.py``). In the post-grad graph that is

    s = wait_tensor(all_reduce(x, "sum", group))   # s read by nothing else
    out = gemma4.<op>(s, ...)                      # the MoE tail: two such inputs

(reshapes of ``s`` that give back its own shape are seen through: the experts' sum
reaches the MoE tail as ``[T, H] -> [T, H, 1] -> [T, H]``)
which this pass rewrites to ``gemma4.allreduce_<op>(x, ..., group)``: one op that owns
both the reduction and the norm, the place for a kernel that does them in one program.

Only that form matches. Another reduction (``avg``, ``max``), a reduced tensor read by
anything else (it would have to exist on its own), a sum that feeds the op's residual
or weight rather than its reduced inputs, or the MoE tail's two sums over different
groups are left as they are; those that look like the form but are not (another
reduction, a second reader, two groups) are recorded as refused, with the reason.

Runs last: its fed ops are the other passes' output, and the projection in front of
the reduction (whatever ``gemv``/``skinny_mm`` made of it) is not its business.

On CUDA SGLang's layers reduce through its own opaque ``sglang.outplace_all_reduce``
(custom all-reduce, NCCL or symmetric memory, chosen at run time), not the functional
collective above, so this pass does not take them: a plain collective in its place
would be no faster. Such reductions feeding our ops are recorded as refused.
"""

from __future__ import annotations

from typing import List, Optional, Tuple

import torch

import gemma4_passes.ops.allreduce as allreduce_ops
from gemma4_passes.registry import GraphPass, register_pass

_ALL_REDUCE = torch.ops._c10d_functional.all_reduce.default
_WAIT = torch.ops._c10d_functional.wait_tensor.default
# The fed op -> its all-reduce form (``ops/allreduce.py``).
_FUSED = {
    getattr(torch.ops.gemma4, op).default: getattr(torch.ops.gemma4, allreduce_ops.fused_name(op)).default
    for op in allreduce_ops.REDUCED
}


def _sglang_all_reduce():
    """SGLang's opaque CUDA all-reduce op, where SGLang registered it."""
    sglang = getattr(torch.ops, "sglang", None)
    op = getattr(sglang, "outplace_all_reduce", None) if sglang is not None else None
    return getattr(op, "default", None)


_RESHAPES = (torch.ops.aten.reshape.default, torch.ops.aten.view.default)


def _shape(node) -> Optional[tuple]:
    val = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    return tuple(val.shape) if isinstance(val, torch.Tensor) else None


def _waited(node) -> Tuple[object, List[torch.fx.Node]]:
    """``node`` seen through reshapes that leave its shape as it was (the MoE experts' sum
    reaches the tail as ``[T, H] -> [T, H, 1] -> [T, H]``): the node they start from, and
    the reshapes (each read once). Anything else: ``node`` itself and no reshapes."""
    chain: List[torch.fx.Node] = []
    start = node
    while (isinstance(start, torch.fx.Node) and start.op == "call_function" and start.target in _RESHAPES
           and len(start.users) == 1):
        chain.append(start)
        start = start.args[0]
    if chain and _shape(start) is not None and _shape(start) == _shape(node):
        return start, chain
    return node, []


def _sum_of(node) -> Optional[torch.fx.Node]:
    """The all-reduce node whose waited result ``node`` is, or None."""
    if not isinstance(node, torch.fx.Node) or node.op != "call_function" or node.target is not _WAIT:
        return None
    reduce = node.args[0]
    if isinstance(reduce, torch.fx.Node) and reduce.op == "call_function" and reduce.target is _ALL_REDUCE:
        return reduce
    return None


@register_pass
class AllreduceNorms(GraphPass):
    name = "allreduce_norms"
    description = ("all_reduce(sum) -> wait -> a fused norm op (post-attention block, FFN tail) "
                   "-> gemma4::allreduce_<op> (TP>1)")

    def _reason(self, node: torch.fx.Node, n: int, sglang_op) -> Optional[str]:
        """Why ``node``'s ``n`` reduced inputs do not have the form (None: they do). Inputs that are
        no reduction at all return "" (nothing to say: a TP=1 graph)."""
        groups: List[str] = []
        for i in range(n):
            waited, _ = _waited(node.args[i])
            reduce = _sum_of(waited)
            if reduce is None:
                if sglang_op is not None and isinstance(waited, torch.fx.Node) and waited.target is sglang_op:
                    return "SGLang's own CUDA all-reduce is kept (no fused kernel for it yet)"
                return ""
            x, op, group = reduce.args[:3]
            if op != "sum":
                return f"a {op!r} all-reduce, not a sum"
            if len(waited.users) != 1 or len(reduce.users) != 1:
                return "the reduced tensor has another reader"
            groups.append(group)
        if len(set(groups)) != 1:
            return f"the reduced inputs come from different groups {groups}"
        return None

    def run(self, graph: torch.fx.Graph) -> int:
        matched = 0
        sglang_op = _sglang_all_reduce()
        for node in list(graph.nodes):
            fused = _FUSED.get(node.target) if node.op == "call_function" else None
            if fused is None:
                continue
            op = node.target._schema.name.split("::")[1]
            n = allreduce_ops.REDUCED[op]
            reason = "called with keyword arguments" if node.kwargs else self._reason(node, n, sglang_op)
            if reason:
                self.refuse(f"{op}: {reason}")
            if reason is not None:
                continue
            seen = [_waited(a) for a in node.args[:n]]
            waits = [w for w, _ in seen]
            reduces = [w.args[0] for w in waits]
            group = reduces[0].args[2]
            with graph.inserting_before(node):
                new = graph.call_function(
                    fused, (*[r.args[0] for r in reduces], *node.args[n:], group))
            # The fed op's outputs, unchanged; not its ``eager_input_vals`` (another schema).
            new.meta.update({k: node.meta[k] for k in ("val", "tensor_meta", "stack_trace") if k in node.meta})
            node.replace_all_uses_with(new)
            graph.erase_node(node)
            for (w, reshapes), r in zip(seen, reduces):
                for dead in (*reshapes, w, r):  # each read only by the next
                    graph.erase_node(dead)
            matched += 1
        return matched
