"""Attention input: ``rope(q_norm(q)), rope(k_norm(k)), v_norm(v)`` -> one kernel.

SGLang's ``Gemma4Attention`` normalises every head of q, k and v
(``Gemma4RMSNorm``, v's without a weight), then applies neox RoPE over the
whole head to q and k (``RotaryEmbedding.forward_native``: cos/sin gathered
at the positions, cast to the activation dtype). Inductor emits that as six
kernels on an H100; ``gemma4::qkv_norm_rope`` is one. A kv-shared layer
(E2B/E4B) computes no k and v: ``q_norm_rope`` takes its q alone.

On CUDA the norms are SGLang's in-place ``gemma_qkv_rmsnorm``; the
``unscatter_views`` pass first turns its writes-through-views back into the
plain form matched here.

Any head size and head count matches, not only the sizes the patterns are
traced at (``head_dims``: Gemma-4's 256 for sliding and 512 for full
attention): the split of a head into its halves is an integer of the graph,
which the matcher checks against each match's own shapes
(``tests/test_geometry_fuzz.py`` compiles head sizes 32 to 512). Near misses
left alone: another eps, a norm with ``1 + w``, a RoPE that rotates part of
the head or pairs interleaved dims (GPT-J style), a cos/sin cache of another
width.
"""

from __future__ import annotations

import operator
from typing import Optional

import torch
import torch.fx
import torch.utils._pytree as pytree
from torch._inductor import pattern_matcher as pm
from torch._subclasses.fake_tensor import FakeTensorMode

from gemma4_passes.graph_forms import distinct_tracers, example, graph_is_frozen, node_val
from gemma4_passes.matching import PatternPass, fake_returned, shared_input_casts, variants
from gemma4_passes.native import gemma4_rmsnorm_native, rope_cos_sin, rope_neox_native
from gemma4_passes.refusals import DEVICES, DTYPES, not_a_parameter, val
from gemma4_passes.registry import register_pass

# The head sizes the patterns are traced at (Gemma-4's sliding and full-attention layers);
# other sizes match these registrations too.
HEAD_DIMS = (256, 512)


def make_search_qk(eps: float):
    def search(q, k, wq, wk, cos_sin_cache, positions):
        qn = gemma4_rmsnorm_native(q, wq, eps)
        kn = gemma4_rmsnorm_native(k, wk, eps)
        cos, sin = rope_cos_sin(cos_sin_cache, positions)
        return rope_neox_native(qn, cos, sin), rope_neox_native(kn, cos, sin)

    return search


def make_replace_qk(eps: float):
    def replace(q, k, wq, wk, cos_sin_cache, positions):
        return torch.ops.gemma4.qk_norm_rope(q, k, wq, wk, cos_sin_cache, positions, eps)

    return replace


def make_search_v(eps: float):
    def search(v):
        return gemma4_rmsnorm_native(v, None, eps)

    return search


def make_search_q(eps: float):
    def search(q, wq, cos_sin_cache, positions):
        cos, sin = rope_cos_sin(cos_sin_cache, positions)
        return rope_neox_native(gemma4_rmsnorm_native(q, wq, eps), cos, sin)

    return search


def make_replace_q(eps: float):
    def replace(q, wq, cos_sin_cache, positions):
        return torch.ops.gemma4.q_norm_rope(q, wq, cos_sin_cache, positions, eps)

    return replace


def _heads_reason(match, name: str, like: Optional[torch.Tensor]) -> Optional[str]:
    t = val(match, name)
    if not isinstance(t, torch.Tensor) or t.dim() != 3:
        return f"{name} is not [tokens, heads, head_dim]"
    if t.dtype not in DTYPES:
        return f"{name} has dtype {t.dtype}"
    if t.device.type not in DEVICES:
        return f"{name} is on {t.device.type}"
    if t.stride(-1) != 1:
        return f"{name} is not contiguous within a head"
    if like is not None and (t.dtype != like.dtype or t.shape[-1] != like.shape[-1]):
        return f"{name} differs from q in dtype or head_dim"
    return None


def _rope_inputs_reason(match, q: torch.Tensor) -> Optional[str]:
    reason = not_a_parameter(match, "cos_sin_cache")
    if reason:
        return reason
    cache, pos = val(match, "cos_sin_cache"), val(match, "positions")
    if cache.dim() != 2 or cache.shape[-1] != q.shape[-1] or cache.stride(-1) != 1:
        return f"cos_sin_cache is not [max_position, {q.shape[-1]}] rows"
    if cache.dtype not in DTYPES:
        return f"cos_sin_cache has dtype {cache.dtype}"
    if not isinstance(pos, torch.Tensor) or pos.dim() != 1 or pos.dtype not in (torch.int32, torch.int64):
        return "positions is not a vector of int32/int64"
    return None


def _weight_reason(match, name: str, q: torch.Tensor) -> Optional[str]:
    reason = not_a_parameter(match, name)
    if reason:
        return reason
    w = val(match, name)
    if w.dim() != 1 or w.shape[0] != q.shape[-1] or w.stride(0) != 1:
        return f"{name} is not a contiguous [{q.shape[-1]}] vector"
    return None


class _NormRope(PatternPass):
    head_dims = HEAD_DIMS

    def config(self):
        return {**super().config(), "head_dims": tuple(self.head_dims)}

    def _examples(self, dt, cache_dt, d):
        return dict(
            q=example(2, 2, d, dtype=dt), k=example(2, 1, d, dtype=dt),
            wq=example(d, dtype=dt), wk=example(d, dtype=dt), cache=example(16, d, dtype=cache_dt),
            positions=torch.empty(2, dtype=torch.int64),
        )

    def _forms(self, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            for d in self.head_dims:
                # SGLang keeps the cache in fp32 on CUDA, in the model's dtype elsewhere.
                for cache_dt in sorted({torch.float32, dt}, key=str):
                    yield eps, self._examples(dt, cache_dt, d)


@register_pass
class QKVNormRope(_NormRope):
    name = "qkv_norm_rope"
    description = "q/k norm + RoPE and v norm of the attention input -> gemma4::qkv_norm_rope"

    def register(self, add, dtypes):
        for eps, e in self._forms(dtypes):
            args = [e["q"], e["k"], e["wq"], e["wk"], e["cache"], e["positions"]]
            add(make_search_qk(eps), make_replace_qk(eps), args)

    def run(self, graph):
        matched = super().run(graph)
        if matched:
            for node in graph.find_nodes(op="call_function", target=torch.ops.gemma4.qk_norm_rope.default):
                _orient(node)
            self._merge_v(graph)
        return matched

    def check(self, match):
        reason = _heads_reason(match, "q", None) or _heads_reason(match, "k", val(match, "q"))
        if reason:
            return reason
        q = val(match, "q")
        return (
            _weight_reason(match, "wq", q) or _weight_reason(match, "wk", q)
            or _rope_inputs_reason(match, q)
        )

    # -- v --------------------------------------------------------------------------
    # v's norm shares no node with q's and k's (it reads its own slice of the
    # qkv projection and no RoPE), so a pattern cannot reach it from theirs.
    # It is found on its own and folded into the q/k op of the same projection.
    def _v_patterns(self):
        frozen = graph_is_frozen()
        cache = self.__dict__.setdefault("_v_cache", {})
        if frozen not in cache:
            found = []
            with FakeTensorMode():
                for eps, dt in variants(self.eps_values, self.dtypes):
                    for d in self.head_dims:
                        search, args = make_search_v(eps), [example(2, 1, d, dtype=dt)]
                        for tracer in distinct_tracers(search, args, frozen):
                            pattern = pm.gen_pattern(search, args, tracer)
                            found.append((eps, shared_input_casts(pattern) if frozen else pattern))
            cache[frozen] = found
        return cache[frozen]

    def _merge_v(self, graph) -> int:
        qk_nodes = [n for n in graph.nodes if n.target is torch.ops.gemma4.qk_norm_rope.default]
        merged = 0
        for node in list(graph.nodes):
            if not qk_nodes or node.op != "call_function" or node._erased:
                continue
            for eps, pattern in self._v_patterns():
                m = pattern.match(node)
                if not pm.is_match(m):
                    continue
                v = m.kwargs["v"]
                qk = next((n for n in qk_nodes if _same_projection(n, v, eps)), None)
                if qk is None or _heads_reason(m, "v", node_val(qk.args[0])):
                    continue
                _fuse(graph, qk, v, node, m)
                qk_nodes.remove(qk)
                merged += 1
                break
        if merged:
            pm.stable_topological_sort(graph)
        return merged


def _piece(node) -> Optional[tuple]:
    """Where a q/k/v input comes from: ``reshape(getitem(split_with_sizes(qkv), i))`` -> (qkv, sizes, i)."""
    while isinstance(node, torch.fx.Node) and node.target in (torch.ops.aten.reshape.default, torch.ops.aten.view.default):
        node = node.args[0]
    if not (isinstance(node, torch.fx.Node) and node.target is operator.getitem):
        return None
    split = node.args[0]
    if not (isinstance(split, torch.fx.Node) and split.target is torch.ops.aten.split_with_sizes.default):
        return None
    return split.args[0], tuple(split.args[1]), node.args[1]


def _orient(qk: torch.fx.Node) -> None:
    """q and k are alike to the matcher, which may bind k's subgraph as "q"
    (the values are right either way). Put them back in the projection's
    order, q first, so that v is paired with k's head count."""
    q, k = _piece(qk.args[0]), _piece(qk.args[1])
    if q is None or k is None or q[:2] != k[:2] or q[2] < k[2]:
        return
    a = list(qk.args)
    a[0], a[1], a[2], a[3] = a[1], a[0], a[3], a[2]
    qk.args = tuple(a)
    qk.meta["val"] = tuple(reversed(qk.meta["val"]))
    for user in list(qk.users):
        user.args = (qk, 1 - user.args[1])


def _same_projection(qk: torch.fx.Node, v: torch.fx.Node, eps: float) -> bool:
    q, k, eps_qk = qk.args[0], qk.args[1], qk.args[6]
    pq, pk, pv = _piece(q), _piece(k), _piece(v)
    qv, kv, vv = node_val(q), node_val(k), node_val(v)
    return (
        eps_qk == eps and None not in (pq, pk, pv) and pq[:2] == pk[:2] == pv[:2]
        and pq[2] < pk[2] < pv[2]
        and vv is not None and vv.shape[1:] == kv.shape[1:] and vv.dtype == qv.dtype
    )


def _fuse(graph, qk: torch.fx.Node, v: torch.fx.Node, v_out: torch.fx.Node, match) -> None:
    q, k, wq, wk, cache, positions, eps = qk.args
    with graph.inserting_before(qk):
        fused = graph.call_function(
            torch.ops.gemma4.qkv_norm_rope.default, (q, k, v, wq, wk, cache, positions, eps)
        )
        outs = [graph.call_function(operator.getitem, (fused, i)) for i in range(3)]
    # What the op returns: contiguous q, k and v. v_out may have been a view into
    # the projection's output (SGLang's CUDA branch normalises v in place there).
    fused.meta["val"] = fake_returned(fused)
    for i, out in enumerate(outs):
        out.meta["val"] = fused.meta["val"][i]
    for user in list(qk.users):
        user.replace_all_uses_with(outs[user.args[1]])
        graph.erase_node(user)
    graph.erase_node(qk)
    v_out.replace_all_uses_with(outs[2])
    match.erase_nodes()
    for out in outs:
        _expect_layout_at_consumers(out)


def _is_view(node: torch.fx.Node) -> bool:
    """An aten op whose one tensor output aliases its input (view, reshape, unsqueeze, transpose, ...)."""
    if node.op != "call_function" or not isinstance(node.target, torch._ops.OpOverload):
        return False
    returns = node.target._schema.returns
    return (
        len(returns) == 1 and isinstance(returns[0].type, torch.TensorType)
        and returns[0].alias_info is not None and not returns[0].alias_info.is_write
    )


def _expect_layout_at_consumers(out: torch.fx.Node) -> None:
    """Exact-stride consumers of ``out`` (directly or through views) take the
    layout the fused op returns, instead of Inductor copying to the traced one.

    Inductor gives a custom op such as the attention the strides its inputs
    had when the program was traced (``meta["eager_input_vals"]``), not those
    of ``meta["val"]``. SGLang's CUDA branch traces v as a view into the q/k/v
    projection's output, so every attention call got a copy of our contiguous
    v. Re-recording those strides from the op's output is sound: the values
    are the same, and a contiguous v is what SGLang's other branch
    (``v_norm``'s fresh output) hands the same attention. Having the op write
    v at the projection's row stride instead would allocate whole rows for v
    and change the kernel for the same result.
    """
    vals = {out: out.meta["val"]}
    todo = [out]
    while todo:
        for user in todo.pop().users:
            if user in vals:
                continue
            if _is_view(user):
                val = fake_returned(user, vals)
                if val is not None:
                    vals[user] = val
                    todo.append(user)
            elif "eager_input_vals" in user.meta:
                _rerecord_eager_inputs(user, vals)


def _rerecord_eager_inputs(node: torch.fx.Node, vals: dict) -> None:
    """``node.meta["eager_input_vals"]`` with the arguments in ``vals`` at their new value.

    The record mirrors ``(node.args, node.kwargs)`` leaf for leaf; a record of
    another shape (a pass changed the arguments) is left as it was.
    """
    leaves, spec = pytree.tree_flatten((node.args, node.kwargs))
    recorded, recorded_spec = pytree.tree_flatten(node.meta["eager_input_vals"])
    if spec != recorded_spec:
        return
    node.meta["eager_input_vals"] = pytree.tree_unflatten(
        [vals[a] if isinstance(a, torch.fx.Node) and a in vals else r for a, r in zip(leaves, recorded)],
        recorded_spec,
    )


@register_pass
class QNormRope(_NormRope):
    name = "q_norm_rope"
    description = "q norm + RoPE of a kv-shared layer's attention input -> gemma4::q_norm_rope"

    def register(self, add, dtypes):
        for eps, e in self._forms(dtypes):
            add(make_search_q(eps), make_replace_q(eps), [e["q"], e["wq"], e["cache"], e["positions"]])

    def check(self, match):
        reason = _heads_reason(match, "q", None)
        if reason:
            return reason
        q = val(match, "q")
        return _weight_reason(match, "wq", q) or _rope_inputs_reason(match, q)
