"""Projections at decode batch sizes (2-32 rows) on CUDA -> ``gemma4::skinny_mm``.

Above one row Inductor keeps a projection as ``mm`` and, under SGLang's
max-autotune, picks one of its GEMM templates for it, tiled for larger
problems: at decode 8 they take over twice the time their weights take to read
(``bench/studies/skinny_mm/README.md``).
``gemma4::skinny_mm`` owns a few weight rows a program and all rows of ``x``,
reading each weight element once.

CUDA only: on CPU the op is the same matmul (nothing to gain), so a graph
without CUDA inputs is not searched. Refused for fp32
(the kernel's dot is a tensor-core one), for more rows than one tile holds,
for a shape that is not static (the kernel's tile depends on the row count),
for a weight the graph computes, and for a weight of more than ``SKINNY_MAX_N``
rows (31B's gate-up: the kernel's last wave of programs nearly empty, where
Inductor's template read it faster on the H200). Runs after ``gemv`` (which takes one row).
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import check_skinny_mm
from gemma4_passes.matching import PatternPass
from gemma4_passes.refusals import not_a_parameter, val, wide_weight_reason
from gemma4_passes.registry import register_pass


def search(x, w):
    """``F.linear(x, w)`` of a 2-D ``x``, as Inductor's post-grad graph has it."""
    return torch.mm(x, w.t())


def replace(x, w):
    return torch.ops.gemma4.skinny_mm(x, w)


@register_pass
class SkinnyMm(PatternPass):
    name = "skinny_mm"
    description = "a projection of 2-32 rows on CUDA (a decode batch; Inductor's GEMM template) -> gemma4::skinny_mm"

    def run(self, graph: torch.fx.Graph) -> int:
        """Searches only a graph that computes on CUDA (off it there is nothing to gain, and
        every projection would be a refusal in the logs)."""
        on_cuda = any(isinstance(v := n.meta.get("val"), torch.Tensor) and v.device.type == "cuda"
                      for n in graph.find_nodes(op="placeholder"))
        return super().run(graph) if on_cuda else 0

    def register(self, add, dtypes):
        for dt in dtypes:
            add(search, replace, [example(8, 32, dtype=dt), example(16, 32, dtype=dt)])

    def check(self, match):
        reason = not_a_parameter(match, "w")
        if reason:
            return reason
        x, w = val(match, "x"), val(match, "w")
        if x.device.type != "cuda":
            return f"x is on {x.device.type}: off CUDA the op is the same matmul"
        rows = x.shape[0] if x.dim() == 2 else None
        if not isinstance(rows, int):
            return f"x has shape {tuple(x.shape)}: the kernel's tile needs a static row count"
        if rows < 2:
            return "one row: the gemv pass's, or Inductor's reduction"
        # at most SKINNY_MAX_ROWS rows, half precision; at most SKINNY_MAX_N weight rows
        return check_skinny_mm(x, w) or wide_weight_reason(rows, w.shape[0])
