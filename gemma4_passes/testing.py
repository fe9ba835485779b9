"""A test backend: compile with Inductor and a chosen set of passes, keep the post-grad graphs.

``compile_with_passes(fn, passes)`` returns a callable whose ``.graphs_before``
and ``.graphs_after`` hold the op counts of every post-grad graph before and
after our passes, and ``.stats`` the pass manager's record of it — what a
pattern test needs to prove a fusion: it matched, the unfused ops are gone,
the fused op is there.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, List, Optional, Sequence

import torch
import torch.fx
from torch._inductor.custom_graph_pass import CustomGraphPass

from gemma4_passes.manager import PassManager, PassStats


def torch_at_least(major: int, minor: int) -> bool:
    """Whether the installed torch is ``major.minor`` or newer (tests whose graphs differ by version)."""
    return tuple(int(v) for v in torch.__version__.split(".")[:2]) >= (major, minor)


def op_counts(graph: torch.fx.Graph) -> Counter:
    """``Counter`` of call_function targets by a short name (``aten.mm``, ``gemma4.gelu_tanh_mul``)."""
    counts: Counter = Counter()
    for node in graph.nodes:
        if node.op == "call_function":
            counts[op_name(node.target)] += 1
    return counts


def op_name(target) -> str:
    name = getattr(target, "name", None)
    if callable(name):  # OpOverload / OpOverloadPacket: "aten::mm" -> "aten.mm"
        return name().split(".")[0].replace("::", ".")
    return getattr(target, "__name__", str(target))


class _Snapshot(CustomGraphPass):
    """Records op counts of each graph it sees (chained before or after the passes)."""

    def __init__(self) -> None:
        self.counts: List[Counter] = []

    def __call__(self, graph: torch.fx.Graph) -> None:
        self.counts.append(op_counts(graph))

    def uuid(self) -> Optional[str]:
        return None  # never cache: a test must see the compile happen

    def __deepcopy__(self, memo):
        return self  # Inductor copies its config; the records must stay here


class _Chain(CustomGraphPass):
    def __init__(self, *passes) -> None:
        self.passes = passes

    def __call__(self, graph: torch.fx.Graph) -> None:
        for p in self.passes:
            p(graph)

    def uuid(self) -> Optional[str]:
        return None

    def __deepcopy__(self, memo):
        return self


class Compiled:
    def __init__(self, fn: Callable, passes: Sequence[str], dynamic: Optional[bool], options: Optional[dict] = None) -> None:
        self.before = _Snapshot()
        self.after = _Snapshot()
        self.stats = PassStats()
        self.manager = PassManager(list(passes), previous=self.after, stats_sink=self.stats)
        self._pass = _Chain(self.before, self.manager)
        self._compiled = torch.compile(
            fn,
            backend="inductor",
            dynamic=dynamic,
            options={"post_grad_custom_post_pass": self._pass, "fx_graph_cache": False, **(options or {})},
        )

    def __call__(self, *args, **kwargs):
        # Python floats (eps) stay constants, as they are in a model's modules;
        # with dynamic=True Dynamo would otherwise lift them to graph inputs.
        with torch._dynamo.config.patch(specialize_float=True):
            return self._compiled(*args, **kwargs)

    @property
    def graphs_before(self) -> List[Counter]:
        return self.before.counts

    @property
    def graphs_after(self) -> List[Counter]:
        return self.after.counts

    def matches(self):
        return self.stats.matches()


def compile_with_passes(fn: Callable, passes: Sequence[str], dynamic: Optional[bool] = None,
                        options: Optional[dict] = None) -> Compiled:
    """``torch.compile(fn)`` through Inductor with exactly ``passes`` enabled (and Inductor
    ``options``, e.g. ``freezing=True`` as SGLang's CPU graph runner compiles)."""
    torch._dynamo.reset()
    return Compiled(fn, passes, dynamic, options)
