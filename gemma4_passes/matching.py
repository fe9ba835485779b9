"""Shared machinery of the fusion passes: a ``GraphPass`` backed by Inductor's pattern matcher.

A fusion file in ``patterns/`` subclasses ``PatternPass`` and implements
``register(add, dtypes)``: it calls ``add(search, replace, example_inputs)``
once per variant (dtype of ``dtypes``, eps, argument order). The search function is plain torch that
mirrors SGLang's eager code; Inductor's ``fwd_only`` traces it with the same
decompositions the real graph went through, so the pattern is the exact
post-grad form. Registration is lazy (first graph) and done once per process.

``extra_check`` refuses a match the fused kernel cannot take (dtype, a row
that is not contiguous in its last dim, a width the kernel cannot hold, a
device we have no implementation for): the graph is then left as it was.
"""

from __future__ import annotations

import inspect
import logging
import threading
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import torch
import torch.fx
import torch.utils._pytree as pytree
from torch._inductor import pattern_matcher as pm
from torch._subclasses.fake_tensor import FakeTensorMode

from gemma4_passes.kernels import DTYPES as KERNEL_DTYPES, HALF_DTYPES, MAX_NORM_WIDTH, check_gemv_input  # noqa: F401 (HALF_DTYPES: for patterns/)
from gemma4_passes.registry import GraphPass

logger = logging.getLogger("gemma4_passes")

# Gemma-4's rms_norm_eps (every released variant). A norm with another eps is
# a different model: it must not match unless configured here.
DEFAULT_EPS: Tuple[float, ...] = (1e-6,)
# Activation dtypes a pattern is traced for (dtype casts are baked into the
# trace): the kernels' dtypes. MAX_NORM_WIDTH: the widest row they hold.
DTYPES: Tuple[torch.dtype, ...] = KERNEL_DTYPES
DEVICES = ("cpu", "cuda")

_HAS_SKIP_DUPLICATES = "skip_duplicates" in inspect.signature(pm.register_replacement).parameters


def example(*shape: int, dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    """A small tensor to trace a pattern with (fake inside ``PatternPass.register``)."""
    return torch.empty(shape, dtype=dtype)


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


def node_val(node) -> Optional[torch.Tensor]:
    """The fake tensor a graph node computes, or None (not a node, or not a tensor)."""
    v = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    return v if isinstance(v, torch.Tensor) else None


def val(match: pm.Match, name: str):
    """The fake value of a matched argument (a tensor, or a plain scalar)."""
    node = match.kwargs[name]
    return node.meta.get("val") if isinstance(node, torch.fx.Node) else node


def refuse_reason(
    match: pm.Match,
    rows: Sequence[str],
    vectors: Sequence[str] = (),
    max_width: Optional[int] = MAX_NORM_WIDTH,
) -> Optional[str]:
    """Why the fused kernel cannot take this match, or None.

    ``rows``: [.., H] activations read row by row (last dim contiguous, same
    width, a supported dtype and device); ``vectors``: 1-D weights of width H
    (or scalars of one element).
    """
    width = None
    for name in rows:
        t = val(match, name)
        if not isinstance(t, torch.Tensor):
            return f"{name} is not a tensor"
        if t.dtype not in DTYPES:
            return f"{name} has dtype {t.dtype}"
        if t.device.type not in DEVICES:
            return f"{name} is on {t.device.type}"
        if t.dim() == 0 or t.stride(-1) != 1:
            return f"{name} is not contiguous in its last dim"
        w = t.shape[-1]
        if width is None:
            width = w
        elif w != width:
            return f"{name} has width {w}, not {width}"
    if max_width is not None and isinstance(width, int) and width > max_width:
        return f"width {width} > {max_width}"
    for name in vectors:
        reason = not_a_parameter(match, name)
        if reason:
            return reason
        t = val(match, name)
        if t.dim() != 1 or t.stride(-1) != 1:
            return f"{name} is not a contiguous vector"
        if rows and val(match, rows[0]).dtype == torch.float32 and t.dtype in (torch.bfloat16, torch.float16):
            # A bf16 model's activations seen in fp32: Inductor's batch-1
            # GEMV decomposition (coordinate-descent tuning, as SGLang sets it)
            # computes them in fp32 and drops the bf16 round trips. The fp32
            # form then matches pieces of the block, and the GEMV reductions
            # Inductor fuses these norms into are split apart (measured slower).
            return f"fp32 activations with a {str(t.dtype)[6:]} weight (a half-precision model's batch-1 GEMV form)"
    return None


def gemv_input_reason(match: pm.Match, name: str, like: str) -> Optional[str]:
    """``name`` in ``like``'s dtype, or fp32 beside a half-precision ``like``
    (a one-token GEMV's output: ``native.rmsnorm_of_fp32_gemv``)."""
    return check_gemv_input(name, val(match, name), val(match, like))


def output_dtype_reason(match: pm.Match, like: str) -> Optional[str]:
    """The fused op writes ``like``'s dtype: refuse a match whose outputs have
    another (a pattern traced in one dtype form, matched on tensors of another
    through type promotion, e.g. an fp32 norm added to a bf16 residual)."""
    want = val(match, like).dtype
    for node in match.output_nodes():
        v = node_val(node)
        if v is not None and v.dtype != want:
            return f"the matched output is {v.dtype}; the fused op writes {want} (the dtype of {like})"
    return None


def layer_scalar_reason(match: pm.Match, name: str, like: str) -> Optional[str]:
    """``layer_scalar``: a one-element parameter of the activations' dtype."""
    reason = not_a_parameter(match, name)
    if reason:
        return reason
    s, x = val(match, name), val(match, like)
    if s.numel() != 1 or s.dtype != x.dtype:
        return f"{name} is not a one-element tensor of {x.dtype}"
    return None


def not_a_parameter(match: pm.Match, name: str) -> Optional[str]:
    """Weights and scalars must be the model's own tensors, not computed values.

    A wildcard would otherwise swallow an expression: ``(1 + w)`` of a
    Gemma-3 norm would bind as the weight. The result would still be exact,
    but a near miss must stay unfused and visible as such.
    """
    node = match.kwargs.get(name)
    if not isinstance(node, torch.fx.Node) or node.op not in ("placeholder", "get_attr"):
        made_by = getattr(node, "target", None) if isinstance(node, torch.fx.Node) else type(node).__name__
        return f"{name} is computed in the graph ({made_by}), not a parameter"
    if not isinstance(node.meta.get("val"), torch.Tensor):
        return f"{name} is not a tensor"
    return None


class PatternPass(GraphPass):
    """A fusion pass: a set of search/replace pairs applied by one ``PatternMatcherPass``."""

    # Overridable per instance (tests) or subclass.
    eps_values: Tuple[float, ...] = DEFAULT_EPS
    dtypes: Tuple[torch.dtype, ...] = DTYPES

    def __init__(self) -> None:
        self._matchers: Dict[bool, pm.PatternMatcherPass] = {}
        self._registered: set = set()  # (frozen, dtype)
        self._lock = threading.Lock()
        self.refused: Dict[str, int] = {}

    # -- to implement ------------------------------------------------------------
    def register(self, add: Callable[..., None], dtypes: Tuple[torch.dtype, ...]) -> None:
        """Call ``add(search, replace, example_inputs)`` for every form of the activation ``dtypes``."""
        raise NotImplementedError

    def check(self, match: pm.Match) -> Optional[str]:
        """Reason to refuse ``match`` (None accepts it)."""
        return None

    # -- GraphPass -------------------------------------------------------------------
    def config(self) -> Dict[str, object]:
        return {"eps": tuple(self.eps_values), "dtypes": tuple(str(d) for d in self.dtypes)}

    def run(self, graph: torch.fx.Graph) -> int:
        return int(self.matcher(compute_dtypes(graph), frozen=graph_is_frozen()).apply(graph) or 0)

    def take_refusals(self) -> Dict[str, int]:
        """Matches refused since the last call, by reason (the manager records them per graph)."""
        out, self.refused = self.refused, {}
        return out

    def matcher(self, dtypes: Optional[Iterable[torch.dtype]] = None, frozen: bool = False) -> pm.PatternMatcherPass:
        """The matcher of graphs compiled with (``frozen``) or without Inductor's freezing, with
        the patterns of ``dtypes`` registered (None: all of ``self.dtypes``).

        Tracing and registering the forms of one dtype takes seconds, so each
        dtype is registered the first time a graph computes in it.
        """
        wanted = [d for d in self.dtypes if dtypes is None or d in set(dtypes)]
        with self._lock:
            matcher = self._matchers.get(frozen)
            if matcher is None:
                matcher = self._matchers[frozen] = pm.PatternMatcherPass(
                    pass_name=f"gemma4_{self.name}" + ("_frozen" if frozen else ""))
            missing = tuple(d for d in wanted if (frozen, d) not in self._registered)
            if missing:
                # Trace in fake mode, as Inductor's own graph was: its no-op
                # removal (e.g. Gemma4RMSNorm's ``weight + 0.0``) needs fake values.
                with FakeTensorMode():
                    self.register(self._adder(matcher, frozen), missing)
                self._registered.update((frozen, d) for d in missing)
            return matcher

    # -- helpers -------------------------------------------------------------------
    def _adder(self, matcher: pm.PatternMatcherPass, frozen: bool = False):
        def add(
            search: Callable,
            replace: Callable,
            example_inputs: Sequence[torch.Tensor],
            scalar_workaround: Optional[Dict[str, float]] = None,
        ) -> None:
            for tracer in distinct_tracers(search, example_inputs, frozen, scalar_workaround):
                kwargs = dict(extra_check=self._extra_check, scalar_workaround=scalar_workaround)
                if frozen:
                    # Freezing merges equal nodes across patterns too: an input's upcast
                    # may serve this pattern and a neighbour (``residual.float()`` for the
                    # residual add and the next input norm). Such casts may have users
                    # outside the match; the exact re-check is ours (``_frozen_check``).
                    kwargs["search_fn_pattern"] = shared_input_casts(
                        pm.gen_pattern(search, list(example_inputs), tracer, scalar_workaround))
                    kwargs["extra_check"] = self._frozen_check(search, tracer, scalar_workaround)
                if _HAS_SKIP_DUPLICATES:
                    # Variants of one pass may trace alike (in fp32 the casts vanish).
                    kwargs["skip_duplicates"] = True
                pm.register_replacement(
                    search, replace, list(example_inputs), tracer, matcher, **kwargs
                )

        return add

    def _frozen_check(self, search: Callable, tracer: Callable, scalar_workaround) -> Callable[[pm.Match], bool]:
        """The exact check Inductor makes of a match (``search`` traced anew on the matched
        values, every constant compared), with input casts shared as in the frozen form."""
        argnames = list(inspect.signature(search).parameters)

        def check(match: pm.Match) -> bool:
            reason = exact_match_reason(match, search, argnames, tracer, scalar_workaround)
            if reason is not None:
                logger.debug("gemma4-passes: %s: frozen-form match dropped: %s", self.name, reason)
                return False
            return self._extra_check(match)

        return check

    def _extra_check(self, match: pm.Match) -> bool:
        reason = self.check(match)
        if reason is None:
            return True
        self.refused[reason] = self.refused.get(reason, 0) + 1
        logger.info("gemma4-passes: %s: match refused: %s", self.name, reason)
        return False


def shared_input_casts(pattern):
    """``pattern`` with every cast of an input (``convert_element_type(KeywordArg)``) free to
    have users outside a match: freezing merges equal casts of one tensor across patterns."""
    seen = set()

    def walk(p):
        if id(p) in seen:
            return
        seen.add(id(p))
        if isinstance(p, pm.MultiOutputPattern):
            for out in p.outputs:
                walk(out)
            return
        if not isinstance(p, pm._TargetArgsExpr):
            return
        if list(p.fns) == [torch.ops.prims.convert_element_type.default] and p.args and isinstance(p.args[0], pm.KeywordArg):
            p.users = pm.MULTIPLE
        for a in pytree.tree_leaves((p.args, p.kwargs)):
            if isinstance(a, pm.PatternExpr):
                walk(a)

    walk(pattern)
    return pattern


def exact_match_reason(match: pm.Match, search: Callable, argnames: Sequence[str], tracer: Callable,
                       scalar_workaround) -> Optional[str]:
    """Why ``match`` is not ``search`` exactly (None if it is): ``search`` traced on fresh fake
    tensors of the matched values' shapes, strides and dtypes, every constant compared, input
    casts shared (``shared_input_casts``). What Inductor's own re-check does for other forms."""
    values = []
    for name in argnames:
        node = match.kwargs.get(name)
        v = node.meta.get("val") if isinstance(node, torch.fx.Node) else node
        if v is None:
            return f"no value for {name}"
        values.append(v)
    tensors = [v for v in values if isinstance(v, torch.Tensor)]
    if any(isinstance(d, torch.SymInt) for t in tensors for d in (*t.shape, *t.stride())):
        return "symbolic shapes"
    from torch._guards import detect_fake_mode

    fake_mode = detect_fake_mode(tensors)
    if fake_mode is None:
        return "no fake mode"
    with fake_mode:
        args = [torch.empty_strided(v.size(), v.stride(), dtype=v.dtype, device=v.device)
                if isinstance(v, torch.Tensor) else v for v in values]
        try:
            gm = tracer(search, args)
        except RuntimeError as exc:
            return f"search does not trace on these values ({exc})"
    exact = shared_input_casts(pm.fx_to_pattern(gm, argnames=argnames, scalar_workaround=scalar_workaround or {}))
    if not pm.is_match(exact.match(match.output_nodes()[0])):
        return "not the search function's exact form"
    return None


_LINEARS = tuple(
    op for op in (
        getattr(getattr(torch.ops, "mkldnn", None), "_linear_pointwise", None),
        getattr(getattr(torch.ops, "mkl", None), "_mkl_linear", None),
    ) if op is not None
)
# Matrix products: aten's, and the CPU linears freezing turns them into (prepacked weights).
_MATMULS = (torch.ops.aten.mm.default, torch.ops.aten.addmm.default, torch.ops.aten.bmm.default) + tuple(
    getattr(op, "default") for op in _LINEARS if hasattr(op, "default"))


def compute_dtypes(graph: torch.fx.Graph) -> Optional[set]:
    """The dtypes of a graph's matrix products, i.e. of its activations; None
    for a graph without one (then every dtype's patterns apply). A bf16 model's
    graph also holds float32 nodes (the norms' upcasts), so the nodes at large
    would not tell its dtype.

    At one token on CUDA (coordinate-descent tuning) Inductor has already
    decomposed every matmul into ``sum(unsqueeze(a) * unsqueeze(b))`` over fp32
    upcasts: such a product counts in the narrower dtype of its operands as
    they were before the upcast (the weight's; torch 2.11 may have dropped the
    activation's round trip)."""
    found = set()
    for target in _MATMULS:
        for node in graph.find_nodes(op="call_function", target=target):
            v = node_val(node)
            if isinstance(v, torch.Tensor) and v.dtype.is_floating_point:
                found.add(v.dtype)
    for node in graph.find_nodes(op="call_function", target=torch.ops.aten.sum.dim_IntList):
        dt = _decomposed_matmul_dtype(node)
        if dt is not None:
            found.add(dt)
    return found or None


def _decomposed_matmul_dtype(sum_node: torch.fx.Node) -> Optional[torch.dtype]:
    """For ``sum(mul(unsqueeze(a), unsqueeze(b)))``: the narrower dtype of ``a`` and ``b``
    before an fp32 upcast; None for any other sum."""
    mul = sum_node.args[0]
    if not (isinstance(mul, torch.fx.Node) and mul.target == torch.ops.aten.mul.Tensor):
        return None
    dtypes = []
    for operand in mul.args:
        if not (isinstance(operand, torch.fx.Node) and operand.target == torch.ops.aten.unsqueeze.default):
            return None
        source = operand.args[0]
        if isinstance(source, torch.fx.Node) and source.target == torch.ops.prims.convert_element_type.default:
            source = source.args[0]
        v = node_val(source)
        if v is None or not v.dtype.is_floating_point:
            return None
        dtypes.append(v.dtype)
    return min(dtypes, key=lambda d: d.itemsize)


def variants(eps_values: Iterable[float], dtypes: Iterable[torch.dtype]) -> List[Tuple[float, torch.dtype]]:
    return [(eps, dt) for eps in eps_values for dt in dtypes]
