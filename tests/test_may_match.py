"""``PatternPass.may_match``: a pass that names a node every one of its patterns contains is not run
by the manager, its patterns never traced, on a graph without that node (the MoE experts' 32 forms a dtype on a dense
model's graphs). Each such pass's every pattern form, traced as its registration traces it, must pass
its own look, or the pass would skip graphs it matches.
"""

from __future__ import annotations

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.fx.experimental.proxy_tensor import make_fx

from gemma4_passes import builtin
from gemma4_passes.graph_forms import distinct_tracers, trace_args
from gemma4_passes.manager import PassManager, PassStats
from gemma4_passes.matching import PatternPass
from gemma4_passes.native import moe_experts_native

LOOKING = sorted(name for name, info in builtin.passes().items()
                 if isinstance(p := info.factory(), PatternPass) and type(p).may_match is not PatternPass.may_match)


def _pattern_graphs(p: PatternPass, frozen: bool):
    """Every form ``p`` registers for bf16, traced as its registration traces it."""
    graphs = []

    def add(search, replace, example_inputs, scalar_workaround=None):
        args = trace_args(search, example_inputs, scalar_workaround)
        for tracer in distinct_tracers(search, example_inputs, frozen, scalar_workaround):
            graphs.append(tracer(search, list(args)).graph)

    with FakeTensorMode():
        p.register(add, (torch.bfloat16,))
    return graphs


def test_some_pass_looks_before_tracing():
    assert "moe_experts" in LOOKING


@pytest.mark.parametrize("frozen", [False, True], ids=["weights", "frozen"])
@pytest.mark.parametrize("name", LOOKING)
def test_every_pattern_form_passes_its_own_look(name, frozen):
    p = builtin.passes()[name].factory()
    graphs = _pattern_graphs(p, frozen)
    assert graphs, f"{name} registered no bf16 form"
    missed = [str(g) for g in graphs if not p.may_match(g)]
    assert not missed, f"{name}: {len(missed)} of {len(graphs)} forms fail may_match; the first:\n{missed[0]}"


def _graph(fn, *args):
    with FakeTensorMode() as mode:
        fake = [mode.from_tensor(a) for a in args]
        return make_fx(fn, tracing_mode="real")(*fake).graph


def test_a_dense_graph_is_skipped_untraced_and_an_moe_graph_is_not():
    p = builtin.passes()["moe_experts"].factory()
    emb, ids = torch.randn(32, 16, dtype=torch.bfloat16), torch.randint(0, 32, (3,))
    dense = _graph(lambda e, i, w: torch.nn.functional.gelu(e[i] @ w, approximate="tanh"),
                   emb, ids, torch.randn(16, 16, dtype=torch.bfloat16))
    assert not p.may_match(dense)
    manager = PassManager(enabled=["moe_experts"], stats_sink=PassStats())
    manager(dense)
    (record,) = manager.stats.graphs
    assert record.absent == ["moe_experts"] and record.matches == {"moe_experts": 0}
    assert not manager.passes[0]._registered  # nothing traced for it
    x = torch.randn(3, 16, dtype=torch.bfloat16)
    w13, w2 = torch.randn(8, 24, 16, dtype=torch.bfloat16), torch.randn(8, 16, 12, dtype=torch.bfloat16)
    moe = _graph(moe_experts_native, x, w13, w2, torch.rand(3, 2), torch.randint(0, 8, (3, 2), dtype=torch.int32))
    assert p.may_match(moe)
