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

The forms a search function is traced in are ``graph_forms.py``; the rules a
pass's ``check`` refuses a match by are ``refusals.py``.
"""

from __future__ import annotations

import inspect
import logging
import threading
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import torch
import torch.fx
import torch.utils._pytree as pytree
from torch._guards import detect_fake_mode
from torch._inductor import pattern_matcher as pm
from torch._subclasses.fake_tensor import FakeTensorMode

from gemma4_passes.graph_forms import distinct_tracers, graph_is_frozen, node_val
from gemma4_passes.kernels.inputs import HALF_DTYPES
from gemma4_passes.refusals import DTYPES
from gemma4_passes.registry import GraphPass

logger = logging.getLogger("gemma4_passes")

# Gemma-4's rms_norm_eps (every released variant). A norm with another eps is
# a different model: it must not match unless configured here.
DEFAULT_EPS: Tuple[float, ...] = (1e-6,)

_HAS_SKIP_DUPLICATES = "skip_duplicates" in inspect.signature(pm.register_replacement).parameters


class PatternPass(GraphPass):
    """A fusion pass: a set of search/replace pairs applied by one ``PatternMatcherPass``."""

    # Overridable per instance (tests) or subclass.
    eps_values: Tuple[float, ...] = DEFAULT_EPS
    dtypes: Tuple[torch.dtype, ...] = DTYPES

    def __init__(self) -> None:
        self._matchers: Dict[bool, pm.PatternMatcherPass] = {}
        self._registered: set = set()  # (frozen, dtype, the examples' device: "cpu" or "cuda")
        self._lock = threading.Lock()

    # -- to implement ------------------------------------------------------------
    def register(self, add: Callable[..., None], dtypes: Tuple[torch.dtype, ...]) -> None:
        """Call ``add(search, replace, example_inputs)`` for every form of the activation ``dtypes``."""
        raise NotImplementedError

    def check(self, match: pm.Match) -> Optional[str]:
        """Reason to refuse ``match`` (None accepts it)."""
        return None

    def may_match(self, graph: torch.fx.Graph) -> bool:
        """Whether ``graph`` holds a node every pattern of this pass contains: the manager looks
        before it runs the pass, so that a graph without it (a dense model's, for the MoE experts)
        does not pay for tracing the patterns. True unless a pass says what that node is; a test
        traces each of its patterns and checks that this holds for every one."""
        return True

    # -- GraphPass -------------------------------------------------------------------
    def config(self) -> Dict[str, object]:
        return {"eps": tuple(self.eps_values), "dtypes": tuple(str(d) for d in self.dtypes)}

    def run(self, graph: torch.fx.Graph) -> int:
        matcher = self.matcher(compute_dtypes(graph), frozen=graph_is_frozen(), cuda=may_hold_cuda(graph))
        return int(matcher.apply(graph) or 0)

    def matcher(self, dtypes: Optional[Iterable[torch.dtype]] = None, frozen: bool = False,
                cuda: bool = True) -> pm.PatternMatcherPass:
        """The matcher of graphs compiled with (``frozen``) or without Inductor's freezing, with
        the patterns of ``dtypes`` registered (None: all of ``self.dtypes``); with ``cuda``, also
        the forms a pass traces on CUDA example inputs.

        Tracing and registering the forms of one dtype takes seconds, so each
        dtype is registered the first time a graph computes in it, and the forms traced on
        CUDA inputs (Inductor's decompositions for a GPU, which a CPU graph never holds) the
        first time a graph holds CUDA tensors.
        """
        asked = None if dtypes is None else set(dtypes)
        wanted = [d for d in self.dtypes if asked is None or d in asked]
        devices = ("cpu", "cuda") if cuda else ("cpu",)
        with self._lock:
            matcher = self._matchers.get(frozen)
            if matcher is None:
                matcher = self._matchers[frozen] = pm.PatternMatcherPass(
                    pass_name=f"gemma4_{self.name}" + ("_frozen" if frozen else ""))
            todo: Dict[Tuple[str, ...], List[torch.dtype]] = {}  # the devices a dtype still lacks
            for d in wanted:
                lacking = tuple(dev for dev in devices if (frozen, d, dev) not in self._registered)
                if lacking:
                    todo.setdefault(lacking, []).append(d)
            for lacking, missing in todo.items():
                # Trace in fake mode, as Inductor's own graph was: its no-op
                # removal (e.g. Gemma4RMSNorm's ``weight + 0.0``) needs fake values.
                with FakeTensorMode():
                    self.register(self._adder(matcher, frozen, lacking), tuple(missing))
                self._registered.update((frozen, d, dev) for d in missing for dev in lacking)
            return matcher

    # -- helpers -------------------------------------------------------------------
    def _adder(self, matcher: pm.PatternMatcherPass, frozen: bool = False,
               devices: Sequence[str] = ("cpu", "cuda")):
        def add(
            search: Callable,
            replace: Callable,
            example_inputs: Sequence[torch.Tensor],
            scalar_workaround: Optional[Dict[str, float]] = None,
        ) -> None:
            if examples_device(example_inputs) not in devices:
                return  # traced when a graph needs that device's forms
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
        self.refuse(reason)
        logger.info("gemma4-passes: %s: match refused: %s", self.name, reason)
        return False


def examples_device(example_inputs: Sequence[object]) -> str:
    """``"cuda"`` where a pattern is traced on CUDA example inputs, else ``"cpu"``."""
    on_cuda = any(isinstance(t, torch.Tensor) and t.device.type == "cuda" for t in example_inputs)
    return "cuda" if on_cuda else "cpu"


def may_hold_cuda(graph: torch.fx.Graph) -> bool:
    """Whether ``graph`` may hold CUDA tensors: one of its values is on CUDA, or none of its
    nodes has a known tensor value (then every form is searched)."""
    known = False
    for node in graph.nodes:
        v = node.meta.get("val")
        if isinstance(v, torch.Tensor):
            if v.device.type == "cuda":
                return True
            known = True
    return not known


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
        if name not in match.kwargs:
            return f"no value for {name}"
        node = match.kwargs[name]
        # A literal the pattern matched stands for itself: None for an absent optional input
        # (a tail op's layer scalar).
        v = node.meta.get("val") if isinstance(node, torch.fx.Node) else node
        if v is None and isinstance(node, torch.fx.Node):
            return f"no value for {name}"
        values.append(v)
    tensors = [v for v in values if isinstance(v, torch.Tensor)]
    if any(isinstance(d, torch.SymInt) for t in tensors for d in (*t.shape, *t.stride())):
        return "symbolic shapes"
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
    activation's round trip). An FP8 checkpoint's scaled GEMMs count in their output dtype
    where that is half precision."""
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
    # An FP8 checkpoint's GEMMs: the output dtype where it is the activations' (SGLang's CUDA path
    # writes bf16 there; its CPU path writes fp32 and casts after, which says nothing).
    for node in graph.find_nodes(op="call_function", target=torch.ops.aten._scaled_mm.default):
        v = node_val(node)
        if isinstance(v, torch.Tensor) and v.dtype in HALF_DTYPES:
            found.add(v.dtype)
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


FP8_DTYPES = tuple(getattr(torch, name) for name in
                   ("float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz") if hasattr(torch, name))


def holds_fp8(graph: torch.fx.Graph) -> bool:
    """Whether a value of ``graph`` is an FP8 tensor: every FP8 pattern quantizes into one or reads
    one (``may_match`` of the FP8 passes; a bf16 model's graphs hold none). Any FP8 format counts, so
    that a graph in another one than the kernels take still runs the pass and logs its refusal."""
    return any((v := node_val(n)) is not None and v.dtype in FP8_DTYPES for n in graph.nodes)


class Fp8PatternPass(PatternPass):
    """A pass whose patterns quantize to FP8 or read FP8 values: not run on a graph without one."""

    def may_match(self, graph: torch.fx.Graph) -> bool:
        return holds_fp8(graph)


def variants(eps_values: Iterable[float], dtypes: Iterable[torch.dtype]) -> List[Tuple[float, torch.dtype]]:
    return [(eps, dt) for eps in eps_values for dt in dtypes]


def fake_returned(node: torch.fx.Node, vals: Optional[dict] = None):
    """What ``node``'s op returns (its fake implementation) for its arguments' fake
    values, those in ``vals`` first; None if an argument has none."""
    vals = vals or {}
    if any(n not in vals and "val" not in n.meta for n in node.all_input_nodes):
        return None
    args, kwargs = torch.fx.map_arg((node.args, node.kwargs), lambda n: vals[n] if n in vals else n.meta["val"])
    with detect_fake_mode(pytree.tree_leaves((args, kwargs))):
        return node.target(*args, **kwargs)
