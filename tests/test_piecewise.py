"""``piecewise``: a decode graph split at its attention ops, each piece compiled by Inductor at its first
call, pieces of the same code and input types once.

On a model of a decoder's shape (norm, q/k/v, an opaque attention op, o, post norm, a per-layer
input read by index) whose attention is a test op: the split, the compiles shared and not shared,
outputs against the uncompiled model, the attention ops run in order.
"""

from __future__ import annotations

import operator

import pytest
import torch

from gemma4_passes import piecewise

SPLIT = ("gemma4_test::attend",)
CALLS = []


@torch.library.custom_op("gemma4_test::attend", mutates_args=())
def attend(q: torch.Tensor, k: torch.Tensor, layer: int) -> torch.Tensor:
    CALLS.append(layer)
    return torch.softmax(q * k, dim=-1) * q


@attend.register_fake
def _(q, k, layer):
    return torch.empty_like(q)


class Layer(torch.nn.Module):
    def __init__(self, i, shared=False, scale=None):
        super().__init__()
        self.i, self.shared, self.scale = i, shared, scale
        self.norm, self.post = torch.nn.RMSNorm(16), torch.nn.RMSNorm(16)
        self.qk = torch.nn.Linear(16, 16 if shared else 32, bias=False)
        self.o = torch.nn.Linear(16, 16, bias=False)

    def forward(self, x, pli, cache):
        h = self.qk(self.norm(x))
        q, k = (h, cache[-1]) if self.shared else h.split(16, dim=-1)
        if not self.shared:
            cache.append(k)
        a = torch.ops.gemma4_test.attend(q, k, self.i)
        y = x + self.post(self.o(a)) + pli
        return y * self.scale if self.scale is not None else y


class Model(torch.nn.Module):
    """``computed``: the per-layer inputs computed in the forward from its input, as SGLang's Gemma-4
    computes them (a projection of the embedding, reshaped per layer), not passed in."""

    def __init__(self, layers, computed=False):
        super().__init__()
        self.layers = torch.nn.ModuleList(layers)
        self.final = torch.nn.RMSNorm(16)
        self.project = torch.nn.Linear(16, 16 * len(layers), bias=False) if computed else None

    def forward(self, x, per_layer_inputs):
        if self.project is not None:
            per_layer_inputs = (self.project(x).reshape(x.shape[0], len(self.layers), 16) + per_layer_inputs) * 0.5
        cache = []
        for i, layer in enumerate(self.layers):
            x = layer(x, per_layer_inputs[:, i, :], cache)
        return self.final(x)


def _inputs(tokens, layers):
    gen = torch.Generator().manual_seed(tokens)
    return torch.randn(tokens, 16, generator=gen), torch.randn(tokens, layers, 16, generator=gen)


def _run(model, cache=None, reset=True, mode=None, **kw):
    """Compiled as SGLang compiles its decode forward: under ``no_grad``; pieces shared through
    ``cache`` (a new one unless given)."""
    if reset:
        torch._dynamo.reset()
    stats = []
    cache = cache if cache is not None else piecewise.PieceCache()
    compiled = torch.compile(torch.no_grad()(model.forward),
                             backend=piecewise.backend(mode, split_ops=SPLIT, stats=stats, cache=cache, **kw))
    return compiled, stats


def test_equal_pieces_compile_once_and_the_output_is_the_models():
    """Five layers, the last kv-shared: five attention ops, six pieces; the three between the non-shared
    layers' attention calls are one code (the per-layer input's index hoisted) and compile once."""
    model = Model([Layer(i, shared=i == 4) for i in range(5)])
    x, pli = _inputs(3, 5)
    want = model(x, pli)
    compiled, stats = _run(model)
    CALLS.clear()
    got = compiled(x, pli)
    torch.testing.assert_close(got, want)
    assert CALLS == [0, 1, 2, 3, 4]
    (rec,) = stats
    assert (rec.split_ops, rec.pieces, rec.compiled, rec.reused) == (5, 6, 4, 2), rec
    CALLS.clear()
    x2, pli2 = _inputs(3, 5)
    torch.testing.assert_close(compiled(x2, pli2), model(x2, pli2))  # the next call compiles nothing
    assert (rec.compiled, rec.reused) == (4, 2) and CALLS == [0, 1, 2, 3, 4] * 2


def test_pieces_indexing_computed_per_layer_inputs_compile_once():
    """SGLang's Gemma-4 computes the per-layer inputs in its forward: the index of each layer's slice
    moves into the first piece (right after the tensor it indexes), so the layers' pieces share code."""
    model = Model([Layer(i, shared=i == 4) for i in range(5)], computed=True)
    x, pli = _inputs(3, 5)
    want = model(x, pli)
    compiled, stats = _run(model)
    CALLS.clear()
    torch.testing.assert_close(compiled(x, pli), want)
    assert CALLS == [0, 1, 2, 3, 4]
    (rec,) = stats
    assert (rec.split_ops, rec.pieces, rec.compiled, rec.reused) == (5, 6, 4, 2), rec


def test_a_second_compile_reuses_the_process_cache_under_the_same_settings_only():
    """A forward compiled again (another batch size's compile, or Dynamo's recompile) takes its pieces
    from the cache of the process; other compile settings (another mode's Inductor options, another
    post-grad pass) compile anew."""
    model = Model([Layer(i) for i in range(3)])
    cache = piecewise.PieceCache()
    x, pli = _inputs(3, 3)
    first, stats = _run(model, cache=cache)
    torch.testing.assert_close(first(x, pli), model(x, pli))
    again, stats_again = _run(model, cache=cache)
    torch.testing.assert_close(again(x, pli), model(x, pli))
    assert [(r.pieces, r.compiled, r.reused) for r in stats + stats_again] == [(4, 3, 1), (4, 0, 4)]
    other, stats_other = _run(model, cache=cache, mode="reduce-overhead")
    torch.testing.assert_close(other(x, pli), model(x, pli))
    assert [(r.pieces, r.compiled, r.reused) for r in stats_other] == [(4, 3, 1)]
    import torch._inductor.config as inductor_config

    ran = []
    with inductor_config.patch(post_grad_custom_post_pass=lambda graph: ran.append(graph)):  # another post-grad pass
        passed, stats_passed = _run(model, cache=cache)
        torch.testing.assert_close(passed(x, pli), model(x, pli))
    assert [(r.pieces, r.compiled, r.reused) for r in stats_passed] == [(4, 3, 1)] and len(ran) == 3


def test_a_constant_that_differs_keeps_pieces_apart():
    """A near miss: layers whose code bakes a different constant (a Python float Dynamo reads as one)
    are not the same piece, each compiles, and each output is still its own."""
    model = Model([Layer(i, scale=1.0 + i / 8) for i in range(4)])
    x, pli = _inputs(5, 4)
    want = model(x, pli)
    compiled, stats = _run(model)
    torch.testing.assert_close(compiled(x, pli), want)
    (rec,) = stats
    assert (rec.split_ops, rec.pieces, rec.compiled, rec.reused) == (4, 5, 5, 0), rec


def test_other_input_types_compile_anew():
    """A piece is shared only for inputs of the same types: another token count compiles again
    (Dynamo's own recompile here, a graph of its own)."""
    model = Model([Layer(i) for i in range(3)])
    compiled, stats = _run(model)
    for tokens in (1, 17):
        x, pli = _inputs(tokens, 3)
        torch.testing.assert_close(compiled(x, pli), model(x, pli))
    assert [(r.split_ops, r.pieces, r.compiled, r.reused) for r in stats] == [(3, 4, 3, 1), (3, 4, 3, 1)]


def test_the_split_keeps_every_node_and_the_ops_pieces_alone():
    model = Model([Layer(i) for i in range(3)])
    graphs = []

    def capture(gm, example_inputs):
        graphs.append(gm)
        return gm.forward

    torch._dynamo.reset()
    torch.compile(model, backend=capture)(*_inputs(3, 3))
    (gm,) = graphs
    parts = piecewise.partition(gm.graph, SPLIT)
    ops = [n for n in gm.graph.nodes if piecewise.op_name(n.target) in SPLIT]
    assert [parts[n] for n in ops] == [1, 3, 5]
    # the per-layer inputs' indexes go to the first piece; everything else in graph order
    hoisted = [n for n in parts if n.target is operator.getitem and n.args[0].op == "placeholder"]
    assert len(hoisted) == 3 and all(parts[n] == 0 for n in hoisted)
    order = [parts[n] for n in gm.graph.nodes if n in parts and n not in hoisted]
    assert order == sorted(order)


class _NoAttention(torch.nn.Module):
    def forward(self, x, per_layer_inputs):
        return x * 2 + per_layer_inputs[:, 0, :]


def test_a_graph_without_the_op_is_compiled_whole():
    """Nothing to split: the graph goes to the compiler as it came, its input index not moved."""
    gm = torch.fx.symbolic_trace(_NoAttention())
    order = [n.name for n in gm.graph.nodes]
    calls = []
    assert piecewise.split(gm, lambda g, i: calls.append(g), SPLIT) is gm and not calls
    assert [n.name for n in gm.graph.nodes] == order


def test_freezing_is_refused():
    """Frozen weights are constants of the compiled code: one compile could not serve two layers."""
    import torch._inductor.config as inductor_config

    model = Model([Layer(i) for i in range(2)])
    compiled, _ = _run(model)
    with inductor_config.patch(freezing=True), pytest.raises(Exception, match="freezing is on"):
        compiled(*_inputs(3, 2))
