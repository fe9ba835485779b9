"""The graph forms a pattern is traced in: one search function, every native form SGLang can emit.

A pattern must be the exact post-grad graph Inductor hands our passes, and that graph
differs with the torch version (which no-ops Inductor's joint-graph passes already
removed), the device (softmax in its online form under CUDA) and the graph runner
(SGLang's CPU runner turns on ``freezing``, which folds parameter casts and merges
equal nodes). ``TRACERS`` traces a search function into each of those forms;
``distinct_tracers`` keeps the ones that differ for a given search function, and
``PatternPass`` (``matching.py``) registers the pattern once per form.
"""

from __future__ import annotations

import inspect
from typing import Callable, Dict, List, Optional, Sequence

import torch
import torch.fx
from torch._inductor import pattern_matcher as pm


def example(*shape: int, dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    """A small tensor to trace a pattern with (fake inside ``PatternPass.register``)."""
    return torch.empty(shape, dtype=dtype)


def node_val(node) -> Optional[torch.Tensor]:
    """The fake tensor a graph node computes, or None (not a node, or not a tensor)."""
    v = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    return v if isinstance(v, torch.Tensor) else None


# What Inductor's joint-graph passes may have removed from the real graph
# before our passes see it; it differs between torch versions, so a pattern is
# registered in every form (duplicates once).
def _drop_add_zero(graph: torch.fx.Graph) -> int:
    """``x + 0`` (Gemma4RMSNorm's ``weight.float() + scale_shift``): gone in torch 2.14."""
    n = 0
    for node in list(graph.nodes):
        if node.op != "call_function" or node.target is not torch.ops.aten.add.Tensor:
            continue
        x, y = (node.args + (None,))[:2]
        if isinstance(x, torch.fx.Node) and isinstance(y, (int, float)) and y == 0 and _same_type(node, x):
            node.replace_all_uses_with(x)
            graph.erase_node(node)
            n += 1
    return n


def _drop_round_trips(graph: torch.fx.Graph) -> int:
    """A single-use ``x.to(bf16).to(fp32)``: gone in torch 2.11 (its ``pointless_convert``)."""
    convert = torch.ops.prims.convert_element_type.default
    n = 0
    for node in list(graph.nodes):
        if node.op != "call_function" or node.target is not convert:
            continue
        inner = node.args[0]
        if not (isinstance(inner, torch.fx.Node) and inner.target is convert and len(inner.users) == 1):
            continue
        src = inner.args[0]
        if isinstance(src, torch.fx.Node) and _same_type(node, src):
            node.replace_all_uses_with(src)
            graph.erase_node(node)
            graph.erase_node(inner)
            n += 1
    return n


def _drop_pointless_views(graph: torch.fx.Graph) -> int:
    """Inductor's joint-graph ``pointless_view``, ``pointless_view_pair`` and
    ``pointless_permute_pair``, run on the real graph before any post-grad pass:
    a view to the shape its input already has, and two permutes that cancel."""
    view, permute = torch.ops.aten.view.default, torch.ops.aten.permute.default
    n = 0
    for node in list(graph.nodes):
        if node.op != "call_function" or node.target not in (view, permute):
            continue
        src = node.args[0]
        if node.target is view:
            size = list(node.args[1])
            pair = isinstance(src, torch.fx.Node) and src.target is view and len(src.users) == 1
            if pair and _shape(src.args[0]) == size:
                src = src.args[0]  # two views that end at the first's input shape
            elif _shape(src) != size:
                continue
        else:
            if not (isinstance(src, torch.fx.Node) and src.target is permute and len(src.users) == 1):
                continue
            p1, p2 = src.args[1], node.args[1]
            if any(p1[p2[i]] != i for i in range(len(p1))):
                continue
            src = src.args[0]
        inner = node.args[0]
        node.replace_all_uses_with(src)
        graph.erase_node(node)
        if inner is not src and not inner.users:
            graph.erase_node(inner)
        n += 1
    return n


def _shape(node) -> Optional[list]:
    v = node_val(node)
    return None if v is None else list(v.shape)


def _views_as_reshape(graph: torch.fx.Graph) -> int:
    """``aten.view`` as ``aten.reshape``: Inductor's ``view_to_reshape``, run on
    the real graph before any post-grad pass (every torch version we support)."""
    n = 0
    for node in graph.find_nodes(op="call_function", target=torch.ops.aten.view.default):
        node.target = torch.ops.aten.reshape.default
        n += 1
    return n


_ONLINE_SOFTMAX: Optional[pm.PatternMatcherPass] = None


def _online_softmax(graph: torch.fx.Graph) -> int:
    """Softmax as ``prepare_softmax_online``: Inductor's post-grad rewrite on
    CUDA (its ``prepare_softmax_pattern``), applied before our passes run.
    Rewritten here with Inductor's own pattern and replacement, so the form is
    exactly what the real graph holds."""
    global _ONLINE_SOFTMAX
    if not any(n.target is torch.ops.aten.amax.default for n in graph.nodes):
        return 0
    if _ONLINE_SOFTMAX is None:
        from torch._inductor.fx_passes import post_grad

        matcher = pm.PatternMatcherPass(pass_name="gemma4_online_softmax_form")
        pm.register_replacement(
            post_grad.prepare_softmax_pattern, post_grad.prepare_softmax_replacement,
            [torch.empty(4, 8)], pm.fwd_only, matcher, scalar_workaround=dict(dim=-1),
        )
        _ONLINE_SOFTMAX = matcher
    return int(_ONLINE_SOFTMAX.apply(graph) or 0)


def _same_type(a: torch.fx.Node, b: torch.fx.Node) -> bool:
    va, vb = a.meta.get("val"), b.meta.get("val")
    return (
        isinstance(va, torch.Tensor)
        and isinstance(vb, torch.Tensor)
        and va.dtype == vb.dtype
        and va.shape == vb.shape
    )


def _cse(graph: torch.fx.Graph) -> torch.fx.Graph:
    """Equal nodes merged, as Inductor's ``freezing`` (SGLang's CPU graph runner) merges them
    before any post-grad pass: norms of one tensor then share their sum of squares."""
    from torch._functorch.compile_utils import fx_graph_cse

    return fx_graph_cse(graph)


def _fold_parameter_casts(graph: torch.fx.Graph) -> int:
    """A 1-D parameter's upcast (a norm weight's ``w.float()``) folded away: freezing computes
    what depends on parameters alone once, so the graph reads an fp32 constant there."""
    convert = torch.ops.prims.convert_element_type.default
    n = 0
    for p in graph.find_nodes(op="placeholder"):
        v = node_val(p)
        if v is None or v.dim() != 1 or not v.dtype.is_floating_point:
            continue
        for user in list(p.users):
            if user.target is convert and user.args[1] == torch.float32 and v.dtype != torch.float32:
                user.replace_all_uses_with(p)
                graph.erase_node(user)
                n += 1
    return n


def _tracer(*cleanups: Callable[[torch.fx.Graph], int], frozen: bool = False) -> Callable:
    """A pattern tracer: Inductor's ``fwd_only``, then ``cleanups``; ``frozen``: the form
    Inductor's ``freezing`` leaves (parameter casts folded, equal nodes merged)."""
    def trace(fn: Callable, args: Sequence, **kwargs) -> torch.fx.GraphModule:
        gm = pm.fwd_only(fn, args, **kwargs)
        steps = (_drop_pointless_views, _views_as_reshape, *cleanups) + ((_fold_parameter_casts,) if frozen else ())
        changed = sum(c(gm.graph) for c in steps)
        if frozen:
            gm.graph = _cse(gm.graph)
        if changed or frozen:
            gm.recompile()
        return gm

    trace.__name__ = "trace" + "".join(c.__name__ for c in cleanups) + ("_frozen" if frozen else "")
    trace.frozen = frozen
    return trace


_BASE_FORMS = (
    (_drop_add_zero,),  # torch 2.14
    (_drop_add_zero, _drop_round_trips),
    (_drop_round_trips,),  # torch 2.11
    (),
)
# Each form also with softmax in its online form (CUDA graphs), and each of
# those as freezing leaves it (SGLang's CPU graph runner).
_FORMS = _BASE_FORMS + tuple(form + (_online_softmax,) for form in _BASE_FORMS)
TRACERS = tuple(_tracer(*form, frozen=frozen) for form in _FORMS for frozen in (False, True))


def graph_is_frozen() -> bool:
    """Whether the graph being compiled went through Inductor's freezing (``config.freezing``:
    SGLang's CPU graph runner turns it on): its parameters are constants, casts of them are
    folded and equal nodes are merged."""
    import torch._inductor.config as inductor_config

    return bool(inductor_config.freezing)


def trace_args(search: Callable, example_inputs: Sequence, scalar_workaround: Optional[Dict[str, float]] = None) -> list:
    """``search``'s arguments for a trace: ``example_inputs`` in order, with the marker value of
    each argument named in ``scalar_workaround`` in its place (as Inductor's ``gen_pattern`` does)."""
    scalars, inputs = scalar_workaround or {}, iter(example_inputs)
    return [scalars[n] if n in scalars else next(inputs) for n in inspect.signature(search).parameters]


def distinct_tracers(search: Callable, example_inputs: Sequence, frozen: bool = False,
                     scalar_workaround: Optional[Dict[str, float]] = None) -> List[Callable]:
    """The TRACERS of graphs compiled with (``frozen``) or without freezing that give ``search``
    a form of its own (forms that trace alike count once)."""
    seen, out = set(), []
    args = trace_args(search, example_inputs, scalar_workaround)
    for tracer in TRACERS:
        if tracer.frozen != frozen:
            continue
        form = str(tracer(search, list(args)).graph)
        if form not in seen:
            seen.add(form)
            out.append(tracer)
    return out
