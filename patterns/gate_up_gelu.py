"""A dense MLP at one token: the gate/up GEMV writes ``gelu_tanh(gate) * up``, the down GEMV reads it plain.

After the ``gemv`` pass a dense MLP's one-token projections are ``gemma4::gemv(x, w_gate_up)``,
whose two halves (``[..., :I]`` and ``[..., I:]``, as SGLang's ``GeluAndMul`` slices them) feed
``gemma4::gelu_mul_gemv(gate, up, w_down)``: the down projection computes the product chunk by
chunk, in every program, from the halves. Every program of the down GEMV then recomputes the gelu
of the whole row: at 31B's down projection that form takes 1.47x the plain GEMV's time, at E4B's
1.35x (``bench/studies/gemv_forms_h200/`` run 1). This pass moves the product into the
projection that makes the halves: one ``gemma4::gate_up_gelu_gemv(x, w_gate_up)`` (each program
computes rows of the gate and the same rows of up, and writes their product), then a plain
``gemma4::gemv`` of the product. No launch more, no launch less; the values the down projection
reads are the ones ``gelu_mul_gemv`` computed (both halves rounded to the weights' dtype, then
``gelu_tanh_mul``'s roundings).

Taken only where the halves are all the gate/up output is read for, and that output is a plain
``gemv``'s rounded to the weights' dtype (the form ``gelu_mul_gemv`` took it in); refused, with the
reason logged, where the halves come from another op (``rmsnorm_gemv``: a pre-FFN norm no fused op
wrote). A gelu·up whose gate is another projection's output (the PLE gate) is not this form and is
left as it is.
"""

from __future__ import annotations

import sys
from typing import Optional, Tuple

import torch
import torch.fx

from gemma4_passes.graph_forms import node_val
from gemma4_passes.matching import fake_returned
from gemma4_passes.registry import GraphPass, register_pass

aten = torch.ops.aten
GEMV = torch.ops.gemma4.gemv.default
GELU_GEMV = torch.ops.gemma4.gelu_mul_gemv.default
GATE_UP_GELU = torch.ops.gemma4.gate_up_gelu_gemv.default
END = sys.maxsize  # a slice to the end, as ``x[..., d:]`` traces


def _slice(node) -> Optional[Tuple[torch.fx.Node, int, int, int]]:
    """``(input, dim, start, end)`` of an ``aten.slice`` node, else None."""
    if not (isinstance(node, torch.fx.Node) and node.op == "call_function" and node.target is aten.slice.Tensor):
        return None
    args = list(node.args) + [None] * (5 - len(node.args))
    src, dim, start, end, step = args[:5]
    dim = node.kwargs.get("dim", 0 if dim is None else dim)
    start = node.kwargs.get("start", 0 if start is None else start)
    end = node.kwargs.get("end", END if end is None else end)
    step = node.kwargs.get("step", 1 if step is None else step)
    if step != 1 or not all(isinstance(v, int) for v in (dim, start, end)):
        return None
    return src, dim, start, end


def projection_halves(gate, up) -> Tuple[Optional[torch.fx.Node], Optional[str]]:
    """``(gemv node, None)`` when ``gate`` and ``up`` are the two halves of one ``gemma4::gemv``'s
    output that may become one ``gate_up_gelu_gemv``; ``(None, reason)`` when they are halves of
    one but the join is refused; ``(None, None)`` when they are not (another form, left alone)."""
    a, b = _slice(gate), _slice(up)
    if a is None or b is None or a[0] is not b[0]:
        return None, None
    proj = a[0]
    if not (proj.op == "call_function" and proj.target is GEMV):  # e.g. rmsnorm_gemv: the norm inside the GEMV
        return None, f"gate and up are halves of {getattr(proj.target, '__name__', proj.op)}, not of gemma4::gemv"
    out = node_val(proj)
    if out is None or out.dim() != 2:
        return None, "the gate/up projection's output has no 2-D value"
    width, half = out.shape[-1], out.shape[-1] // 2
    columns = all(d % 2 == 1 for d in (a[1], b[1]))  # dim 1 or -1 of the [rows, columns] output
    if not columns or width % 2 or (a[2], a[3]) != (0, half) or b[2] != half or min(b[3], width) != width:
        return None, f"gate and up are not the two halves of the projection's {width} columns"
    w = node_val(proj.args[1])
    if w is None:
        return None, "the gate/up weight has no value"
    if proj.args[2] != w.dtype:
        return None, f"the gate/up projection's output is {proj.args[2]}, not rounded to its weight's dtype"
    if set(proj.users) != {gate, up} or len(gate.users) != 1 or len(up.users) != 1:
        return None, "the gate/up projection's output is read beside gelu*up"
    return proj, None


@register_pass
class GateUpGelu(GraphPass):
    name = "gate_up_gelu"
    description = ("a dense MLP's gate/up GEMV and gelu(tanh)(gate)*up at one token -> gemma4::gate_up_gelu_gemv "
                   "(the down projection then a plain gemma4::gemv)")

    def run(self, graph: torch.fx.Graph) -> int:
        joined = 0
        for down in list(graph.find_nodes(op="call_function", target=GELU_GEMV)):
            gate, up, w_down, out_dtype = down.args
            proj, reason = projection_halves(gate, up)
            if reason:
                self.refuse(reason)
            if proj is None:
                continue
            x, w = proj.args[0], proj.args[1]
            with graph.inserting_before(down):
                product = graph.call_function(GATE_UP_GELU, (x, w))
                plain = graph.call_function(GEMV, (product, w_down, out_dtype))
            product.meta["val"] = fake_returned(product)
            plain.meta["val"] = fake_returned(plain, {product: product.meta["val"]})
            down.replace_all_uses_with(plain)
            for node in (down, up, gate, proj):
                graph.erase_node(node)
            joined += 1
        return joined
