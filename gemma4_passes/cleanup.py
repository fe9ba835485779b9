"""Utility passes around the fusions: put the graph in the form the patterns expect, and tidy
what the fusions leave. Each class says why it exists; where each runs is ``fusions.FUSIONS``.

- ``unscatter_views``: reads through SGLang's in-place q/k/v norm writes (``slice_scatter``);
- ``DropNoops`` (not selectable: the manager runs it first whenever a pass is enabled):
  ``x + 0``, ``x * 1``, a cast to the own dtype, ... -> ``x``;
- ``unshare_rope``, ``unshare_scalars``: undo what Inductor's freezing merged across layers;
- ``fold_upcasts``: a norm op reads a half-precision row, not its fp32 copy.

None changes a value: each changes which node a reader reads, or gives a reader a copy of its own.
"""

from __future__ import annotations

from typing import List, Optional, Tuple

import operator

import torch
import torch.fx
from torch.fx.experimental.symbolic_shapes import statically_known_true

from gemma4_passes.graph_forms import node_val
from gemma4_passes.kernels.inputs import HALF_DTYPES
from gemma4_passes.registry import GraphPass, register_pass

aten = torch.ops.aten


def _same_shape(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dim() != b.dim():
        return False
    return all(statically_known_true(x == y) for x, y in zip(a.shape, b.shape))


def _same_tensor_type(a, b) -> bool:
    """Both nodes compute tensors of one dtype, device and shape."""
    av, bv = node_val(a), node_val(b)
    return av is not None and bv is not None and av.dtype == bv.dtype and av.device == bv.device and _same_shape(av, bv)


def _static(*xs) -> bool:
    return all(isinstance(x, int) for x in xs)


# -- unscatter_views ------------------------------------------------------------------------

_PURE = {
    aten.slice_scatter.default,
    aten.split_with_sizes.default,
    aten.copy.default,
    aten.reshape.default,
    aten.view.default,
    operator.getitem,
}


def _scatter_range(node: torch.fx.Node) -> Optional[Tuple[torch.fx.Node, torch.fx.Node, int, int, int]]:
    """``slice_scatter(base, src, dim, start, end, step=1)`` -> (base, src, dim, start, end)."""
    if node.target is not aten.slice_scatter.default:
        return None
    args = list(node.args) + [None] * (6 - len(node.args))
    base, src, dim, start, end, step = args[:6]
    dim = node.kwargs.get("dim", 0 if dim is None else dim)
    start = node.kwargs.get("start", start)
    end = node.kwargs.get("end", end)
    step = node.kwargs.get("step", 1 if step is None else step)
    b = node_val(base)
    if b is None or step != 1 or not isinstance(dim, int):
        return None
    dim = dim % b.dim()
    size = b.shape[dim]
    start = 0 if start is None else start
    end = size if end is None else end
    if not _static(start, end, size):
        return None
    start, end = max(0, min(start, size)), max(0, min(end, size))
    return base, src, dim, start, end


def _resolve_split(split: torch.fx.Node) -> Optional[List[torch.fx.Node]]:
    """Rewrite the reads of one ``split_with_sizes(slice_scatter(...))``.

    Returns the nodes it left without users (None: nothing rewritten).
    """
    scatter = split.args[0]
    if not isinstance(scatter, torch.fx.Node):
        return None
    rng = _scatter_range(scatter)
    if rng is None:
        return None
    base, src, dim, start, end = rng
    sizes = split.args[1]
    sdim = split.args[2] if len(split.args) > 2 else split.kwargs.get("dim", 0)
    v = node_val(scatter)
    if v is None or not _static(*sizes) or sdim % v.dim() != dim:
        return None
    offsets = [sum(sizes[:i]) for i in range(len(sizes))]
    exact: List[torch.fx.Node] = []
    for user in split.users:
        if user.target is not operator.getitem:
            return None
        i = user.args[1]
        lo, hi = offsets[i], offsets[i] + sizes[i]
        if (lo, hi) == (start, end):
            sv, uv = node_val(src), node_val(user)
            if sv is None or uv is None or not _same_shape(sv, uv) or sv.dtype != uv.dtype:
                return None
            exact.append(user)
        elif hi > start and lo < end:
            return None  # a partial overlap: leave it
    for user in exact:
        user.replace_all_uses_with(src)
    split.replace_input_with(scatter, base)
    return exact + [scatter]


def _is_reshape(node) -> bool:
    return isinstance(node, torch.fx.Node) and node.target is aten.reshape.default


def _erase_dead(graph: torch.fx.Graph, nodes) -> None:
    todo = list(nodes)
    while todo:
        node = todo.pop()
        if getattr(node, "_erased", False) or node.users or node.op != "call_function" or node.target not in _PURE:
            continue
        inputs = [a for a in node.all_input_nodes]
        graph.erase_node(node)
        todo.extend(inputs)


def _copy_is_identity(node: torch.fx.Node) -> bool:
    """``aten.copy(dst, src)`` (a functionalized ``copy_``) that is just ``src``."""
    return _same_tensor_type(node.args[0], node.args[1])


def _fold_reshapes(graph: torch.fx.Graph) -> None:
    touched: List[torch.fx.Node] = []
    for node in list(graph.nodes):
        if not _is_reshape(node) or getattr(node, "_erased", False):
            continue
        inner = node.args[0]
        while _is_reshape(inner):
            node.replace_input_with(inner, inner.args[0])
            touched.append(inner)
            inner = node.args[0]
        iv, nv = node_val(inner), node_val(node)
        if iv is not None and nv is not None and _same_shape(iv, nv):
            node.replace_all_uses_with(inner)
            touched.append(node)
    _erase_dead(graph, touched)


_SPLITS = (aten.split.Tensor, aten.split_with_sizes.default, operator.getitem)


def _merge_splits(graph: torch.fx.Graph) -> None:
    """One node per distinct ``split``/``split_with_sizes``/``getitem`` (the same input and arguments)."""
    first = {}
    for node in list(graph.nodes):
        if node.op != "call_function" or node.target not in _SPLITS:
            continue
        key = (node.target, _key(node.args), _key(tuple(sorted(node.kwargs.items()))))
        if key in first:
            node.replace_all_uses_with(first[key])
            graph.erase_node(node)
        else:
            first[key] = node


def _key(x):
    if isinstance(x, torch.fx.Node):
        return ("node", id(x))
    if isinstance(x, (list, tuple)):
        return tuple(_key(a) for a in x)
    return x


@register_pass
class UnscatterViews(GraphPass):
    """SGLang's CUDA branch normalises q, k and v *in place*
    (``gemma_qkv_rmsnorm`` writes into views of the qkv projection's output, and
    the caller keeps using those views). Its compile-time path keeps that
    contract with ``copy_``, which functionalization turns into a chain of
    ``slice_scatter`` writes into the qkv buffer, read back through fresh splits
    of it. The values are exactly the normalised tensors, but a pattern written
    against the CPU branch (norm, then RoPE on the norm's output) cannot see
    through the chain. This pass resolves each read of a scattered buffer:

    - a split piece that is exactly the written slice -> the written value;
    - a split piece that does not overlap the written slice -> the same piece of
      the buffer before the write;
    - ``aten.copy(dst, src)`` of equal shape and dtype -> ``src``;
    - ``reshape(reshape(x))`` -> ``reshape(x)``, and a reshape to ``x``'s own
      shape -> ``x``.

    It creates no node and changes no value; nodes left without users are erased.
    A partially overlapping read is left alone.
    """

    name = "unscatter_views"
    description = "reads through an in-place written view (slice_scatter) -> the written value; folds reshape chains"

    def run(self, graph: torch.fx.Graph) -> int:
        resolved = 0
        changed = True
        while changed:
            changed = False
            touched: List[torch.fx.Node] = []
            for node in list(graph.nodes):
                if getattr(node, "_erased", False) or node.op != "call_function":
                    continue
                if node.target is aten.split_with_sizes.default:
                    dead = _resolve_split(node)
                    if dead is not None:
                        resolved += 1
                        touched.extend(dead)
                        changed = True
                elif node.target is aten.copy.default and _copy_is_identity(node):
                    node.replace_all_uses_with(node.args[1])
                    touched.append(node)
                    changed = True
            _erase_dead(graph, touched)
        if resolved:
            # The resolved reads come back through the views the in-place
            # code took of them, and each read split the buffer anew: fold
            # the views and merge the splits, so the norm's output feeds
            # RoPE directly, as on the CPU branch.
            _fold_reshapes(graph)
            _merge_splits(graph)
        return resolved


# -- drop_noops -----------------------------------------------------------------------------

# op -> the scalar operand that leaves the tensor operand as it is
_NOOP_SCALARS = {aten.add.Tensor: 0, aten.sub.Tensor: 0, aten.mul.Tensor: 1, aten.div.Tensor: 1}


def _noop_input(node: torch.fx.Node) -> Optional[torch.fx.Node]:
    """The tensor operand of ``x + 0`` / ``x - 0`` / ``x * 1`` / ``x / 1`` / a cast of ``x``
    to its own dtype, that is exactly ``x``; else None."""
    if node.op != "call_function":
        return None
    if node.target is torch.ops.prims.convert_element_type.default:
        x = node.args[0]
        return x if _same_tensor_type(x, node) else None
    if node.target not in _NOOP_SCALARS or len(node.args) != 2:
        return None
    if node.kwargs and set(node.kwargs) - {"alpha"} or node.kwargs.get("alpha", 1) != 1:
        return None
    x, scalar = node.args
    if node.target in (aten.add.Tensor, aten.mul.Tensor) and not isinstance(x, torch.fx.Node):
        x, scalar = scalar, x  # 0 + x, 1 * x
    if not isinstance(x, torch.fx.Node) or isinstance(scalar, bool) or not isinstance(scalar, (int, float)):
        return None
    if scalar != _NOOP_SCALARS[node.target]:
        return None
    return x if _same_tensor_type(x, node) else None


class DropNoops(GraphPass):
    """Not selectable: the manager runs it first whenever a pass is enabled.
    ``x + 0``, ``x - 0``, ``x * 1`` and ``x / 1`` of a Python scalar,
    and a cast of ``x`` to its own dtype, of ``x``'s own dtype, shape and device,
    become ``x``. Torch 2.14 removes these before our passes run; torch 2.11
    leaves two of them, and each hides a fusion: SGLang's Gemma RMSNorm
    multiplies by ``weight + scale_shift`` (0.0 for Gemma-4), and a pattern's
    weight must be the parameter itself; its ``pointless_convert`` turns a bf16
    round trip into a cast of an fp32 value to fp32, which sits between a norm
    and the one-token projection it feeds. The same rule as Inductor's own no-op
    removal; only the sign of a zero can change.
    """

    name = "drop_noops"
    description = "x + 0, x - 0, x * 1, x / 1, x cast to its own dtype (same dtype, shape, device) -> x"

    def run(self, graph: torch.fx.Graph) -> int:
        dropped = 0
        for node in list(graph.nodes):
            x = _noop_input(node)
            if x is not None:
                node.replace_all_uses_with(x)
                graph.erase_node(node)
                dropped += 1
        return dropped


# -- fold_upcasts ---------------------------------------------------------------------------

# The norm ops whose first argument (the row) may be fp32 beside the half-precision row of the
# second (the residual, or ``moe`` of the MoE tail), which sets every rounding (ops/reference.py).
_WIDENED_ROW_OPS = ("rmsnorm_add_rmsnorm", "post_attn_norms_moe", "rmsnorm_add_scale", "rmsnorm_add_scale_next_norm",
                    "ffn_tail_moe", "ffn_tail_moe_next_norm", "rmsnorm_add_rmsnorm_quant_fp8",
                    "rmsnorm_add_scale_quant_fp8", "rmsnorm_add_scale_next_norm_quant_fp8",
                    "ffn_tail_moe_next_norm_quant_fp8", "post_attn_norms_moe_quant_fp8")


def _written_in_place(x: torch.fx.Node) -> bool:
    """Whether an op of the graph writes ``x`` in place (SGLang's fused MoE writes its input):
    then a read of ``x`` is not a read of an earlier copy of it."""
    for user in x.users:
        schema = getattr(user.target, "_schema", None)
        if schema is None:
            continue
        for i, arg in enumerate(schema.arguments):
            if arg.alias_info is None or not arg.alias_info.is_write:
                continue
            value = user.args[i] if i < len(user.args) else user.kwargs.get(arg.name)
            if value is x:
                return True
    return False


def _upcast_half_row(cast, like: torch.fx.Node) -> Optional[torch.fx.Node]:
    """``x`` of ``cast = convert_element_type(x, fp32)`` where ``x`` is a half-precision row of
    ``like``'s dtype, shape and device that no op writes in place; else None."""
    if not isinstance(cast, torch.fx.Node) or cast.target is not torch.ops.prims.convert_element_type.default:
        return None
    if cast.args[1] != torch.float32:
        return None
    x = cast.args[0]
    xv = node_val(x)
    if xv is None or xv.dtype not in HALF_DTYPES or not _same_tensor_type(x, like) or _written_in_place(x):
        return None
    return x


def _half_row_of_upcast(node: torch.fx.Node, ops) -> Optional[torch.fx.Node]:
    """``x`` of ``node = gemma4.<norm op>(convert_element_type(x, fp32), like, ...)`` (an op of
    ``ops``) where ``x`` is in ``like``'s half-precision dtype and shape, and the cast has no
    other reader; else None."""
    if node.op != "call_function" or node.target not in ops or len(node.args) < 2:
        return None
    cast, like = node.args[0], node.args[1]
    x = _upcast_half_row(cast, like)
    return x if x is not None and len(cast.users) == 1 else None


def _round_trip_input(node: torch.fx.Node) -> Optional[torch.fx.Node]:
    """``x`` of ``node = convert_element_type(convert_element_type(x, fp32), x.dtype)`` for a
    half-precision ``x`` (of ``node``'s dtype, shape and device); else None."""
    if node.op != "call_function" or node.target is not torch.ops.prims.convert_element_type.default:
        return None
    return _upcast_half_row(node.args[0], node)


@register_pass
class FoldUpcasts(GraphPass):
    """Upcasts of half-precision rows that the fusions leave with nothing to do, after the
    passes that write the norm ops. Both arise where torch 2.11's ``pointless_convert`` drops
    the bf16 round trip after a norm (an FP8 layer's post-attention norms, whose output is
    quantized, and the o projection's output before them): a pattern's fp32-input form then
    matches, written for a one-token GEMV that reads fp32.

    - A norm op's row input that is an fp32 cast of a half-precision row, the cast's only use,
      reads the row itself. The norm ops take their row in fp32 as well and widen it first
      either way, so the values are the same; what goes is a launch that writes the fp32 copy.
    - A half-precision row cast to fp32 and back to its dtype is the row, bit for bit (the
      upcast is exact). The fp32-input form of ``post_attn_moe`` hands the router its input
      upcast, for a GEMV; at more tokens the router's projection casts it back: without the
      fold, a copy of the row before the router's GEMM.
    """

    name = "fold_upcasts"
    description = ("a norm op reading an fp32 cast of a half-precision row -> the op reads the row; "
                   "a half row cast to fp32 and back -> the row")

    def run(self, graph: torch.fx.Graph) -> int:
        import gemma4_passes.ops  # noqa: F401  (torch.ops.gemma4.*)

        ops = {getattr(torch.ops.gemma4, name).default for name in _WIDENED_ROW_OPS}
        folded = 0
        for node in list(graph.nodes):
            x = _half_row_of_upcast(node, ops)
            if x is not None:
                cast = node.args[0]
                node.replace_input_with(cast, x)
                graph.erase_node(cast)
                folded += 1
        for node in list(graph.nodes):
            x = _round_trip_input(node)
            if x is not None:
                up = node.args[0]
                node.replace_all_uses_with(x)
                graph.erase_node(node)
                if not up.users:
                    graph.erase_node(up)
                folded += 1
        return folded


# -- unshare_rope, unshare_scalars ---------------------------------------------------------

_ROPE_SPLITS = (aten.split.Tensor, aten.split_with_sizes.default)


_ROPE_CHAIN = {*_ROPE_SPLITS, operator.getitem, aten.unsqueeze.default, torch.ops.prims.convert_element_type.default}


def _split_input(node) -> Optional[torch.fx.Node]:
    """``x`` of ``getitem(split(x), i)``."""
    if isinstance(node, torch.fx.Node) and node.target is operator.getitem:
        split = node.args[0]
        if isinstance(split, torch.fx.Node) and split.target in _ROPE_SPLITS:
            return split.args[0]
    return None


def _rotated(mul: torch.fx.Node, region: set) -> Optional[torch.fx.Node]:
    """The tensor ``x`` whose half ``mul`` multiplies by a broadcast of the rope table (in ``region``)."""
    if mul.op != "call_function" or mul.target is not aten.mul.Tensor or len(mul.args) != 2:
        return None
    inside = [a for a in mul.args if a in region]
    if len(inside) != 1:
        return None
    other = mul.args[1] if mul.args[0] is inside[0] else mul.args[0]
    return _split_input(other)


def _projection(x: torch.fx.Node, limit: int = 24) -> Optional[torch.fx.Node]:
    """The projection a rotated q or k comes from: up through its norm's first operands to the
    ``split_with_sizes`` of a fused q/k/v output (its input), or to the first op that is not
    elementwise or a view (a kv-shared layer's q projection)."""
    node = x
    for _ in range(limit):
        if not isinstance(node, torch.fx.Node) or node.op != "call_function":
            return node
        if node.target is operator.getitem:
            split = node.args[0]
            if isinstance(split, torch.fx.Node) and split.target is aten.split_with_sizes.default:
                return split.args[0]
            node = split
            continue
        tags = getattr(node.target, "tags", ())
        if not (torch.Tag.pointwise in tags or node.target in (aten.reshape.default, aten.view.default)
                or node.target in _ROPE_CHAIN):
            return node
        node = node.args[0]
    return None


def _region(root: torch.fx.Node, order: dict) -> List[torch.fx.Node]:
    """``root`` and the split / getitem / unsqueeze / cast nodes below it, in graph ``order``."""
    seen, todo = {root}, [root]
    while todo:
        for user in todo.pop().users:
            if user not in seen and user.op == "call_function" and user.target in _ROPE_CHAIN:
                seen.add(user)
                todo.append(user)
    return sorted(seen, key=order.__getitem__)


def _unshare(graph: torch.fx.Graph, region: List[torch.fx.Node], order: dict, key) -> int:
    """Give each group of rotation multiplies below ``region``'s root (grouped by ``key`` of the
    rotated tensor) its own copy of the region's nodes; the first group keeps the originals."""
    inside = set(region)
    frontier = [u for n in region for u in n.users if u not in inside]
    groups: dict = {}
    for mul in frontier:
        x = _rotated(mul, inside)
        k = key(x) if x is not None else None
        if k is None:
            return 0  # a reader that is not a rotation: leave the region as it is
        groups.setdefault(k, []).append(mul)
    copies = 0
    for users in list(groups.values())[1:]:
        needed, todo = set(), [a for u in users for a in u.all_input_nodes if a in inside]
        while todo:
            n = todo.pop()
            if n not in needed:
                needed.add(n)
                todo.extend(a for a in n.all_input_nodes if a in inside)
        clones: dict = {}
        with graph.inserting_before(min(users, key=order.__getitem__)):
            for n in region:
                if n in needed:
                    clones[n] = graph.node_copy(n, lambda a: clones.get(a, a))
        for user in users:
            for old, new in clones.items():
                user.replace_input_with(old, new)
        copies += 1
    return copies


@register_pass
class UnshareRope(GraphPass):
    """Each layer reads its rows of the rope table
    (``index(cos_sin_cache, positions)``, split in cos | sin halves) and
    broadcasts each half over the heads once per tensor it rotates
    (``unsqueeze(-2)``, a cast to the activation dtype); the patterns match that
    form. Under ``freezing`` (SGLang's CPU graph runner) Inductor merges equal
    nodes first: in a whole model one read and one broadcast then serve every
    layer's q and k, and no layer matched. This pass gives each layer (grouped by
    the projection its q and k come from) its own read and broadcasts again, which
    its q and k share as within one layer freezing leaves them (the patterns'
    frozen form): the same values, which Inductor fuses into their consumers
    either way.
    """

    name = "unshare_rope"
    description = "each layer's own read of the rope table and cos/sin broadcasts, where Inductor merged them across layers"

    def run(self, graph: torch.fx.Graph) -> int:
        copies = 0
        # A read of the table (index or index_select, then its halves and their broadcasts), per layer.
        for node in list(graph.nodes):
            if node.op == "call_function" and node.target in (aten.index.Tensor, aten.index_select.default):
                # Graph order as it is now: earlier unsharing inserted nodes.
                order = {n: i for i, n in enumerate(graph.nodes)}
                region = _region(node, order)
                if any(n.target is aten.unsqueeze.default for n in region):
                    copies += _unshare(graph, region, order, _projection)
        return copies


@register_pass
class UnshareScalars(GraphPass):
    """SGLang's per-token FP8 quantization, as Inductor hands it to the
    passes, reads a scalar zero (``aten.full([], 0.0)``: ``where(scale == 0, 0, 1 / scale)``).
    Under ``freezing`` Inductor merges equal nodes first, and one zero then serves every
    quantization of the model; a pattern's inner node may have no reader outside its match, so
    no FP8 fusion matched (SGLang's CPU graph runner: found through its Engine). This pass gives
    each reader of a scalar ``full`` its own copy: the same constant, which Inductor folds into
    each consumer's kernel either way.
    """

    name = "unshare_scalars"
    description = "each reader of a scalar constant (aten.full of shape []) its own, where Inductor merged equal ones"

    def run(self, graph: torch.fx.Graph) -> int:
        copies = 0
        for node in list(graph.nodes):
            if node.op == "call_function" and node.target is aten.full.default and not list(node.args[0]) \
                    and len(node.users) > 1:
                for user in list(node.users)[1:]:
                    with graph.inserting_before(user):
                        user.replace_input_with(node, graph.node_copy(node))
                    copies += 1
        return copies
