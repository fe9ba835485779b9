"""Compile a decode forward whose attention calls are opaque ops one piece at a time.

With ``eager_attention_decode``'s op form the whole decode forward is one graph, so every fusion
happens, the cross-layer ones too; but Inductor then compiles each of the model's layers again
(E4B: 42 copies of the same code), and on the H200 that start-up did not end in minutes. Here the
graph is split at the attention ops, as vLLM splits at its attention ops: the piece between two
attention calls holds one layer's o projection, post-attention norms, MLP, tail and the next
layer's input norm and q/k/v projection, so each of our fusions stays inside one piece. Pieces of
the same code, the same input types and the same compile settings compile once in the process
(``CACHE``) and share the compiled function (the layers' weights are inputs of the piece, not
constants: no freezing on this path). The attention ops run between the pieces as they are, eagerly.

``backend(mode)`` is the Dynamo backend; ``plugin`` compiles SGLang's decode forward with it when
the op form is on, with SGLang's own Inductor mode.
"""

from __future__ import annotations

import hashlib
import logging
import operator
import os
import time
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence, Set, Tuple

import torch
import torch.fx
from torch.fx.passes.split_module import split_module

logger = logging.getLogger("gemma4_passes")

# The ops a graph is split at (qualified names): the op form of eager_attention_decode.
SPLIT_OPS: Tuple[str, ...] = ("gemma4::attention_decode",)


@dataclass
class PieceStats:
    """What one backend call made of its graph: pieces compiled, pieces reusing another's compile."""

    pieces: int = 0
    split_ops: int = 0
    compiled: int = 0
    reused: int = 0
    compile_seconds: float = 0.0
    reported: bool = False


def op_name(target: Any) -> Optional[str]:
    """``ns::name`` of a torch op (overload or packet); None for anything else."""
    if isinstance(target, torch._ops.OpOverload):
        target = target.overloadpacket
    if isinstance(target, torch._ops.OpOverloadPacket):
        return target._qualified_op_name
    return None


def _hoisted(node: torch.fx.Node, early: Set[torch.fx.Node]) -> bool:
    """An index with constant subscripts into a graph input or into a tensor computed before the first
    split op (``per_layer_inputs[:, i, :]``, the layer's slice of E2B's and E4B's per-layer inputs, which
    SGLang's model computes in its forward): computed in the first piece, so the pieces that read it
    differ in no constant and share one compile."""
    if not (node.op == "call_function" and node.target is operator.getitem):
        return False
    source, *index = node.args
    if not isinstance(source, torch.fx.Node) or not (source.op == "placeholder" or source in early):
        return False
    nodes: List[torch.fx.Node] = []
    torch.fx.node.map_arg((index, node.kwargs), nodes.append)
    return not nodes


def partition(graph: torch.fx.Graph, split_ops: Sequence[str] = SPLIT_OPS) -> Dict[torch.fx.Node, int]:
    """Each node's piece: pieces in graph order, each split op a piece of its own (odd ids), indexes
    (``_hoisted``) in the first piece: an index of a graph input moved to the top of ``graph``, one of
    a computed tensor right after it. Empty, ``graph`` untouched, where no split op is."""
    parts: Dict[torch.fx.Node, int] = {}
    if not any(op_name(n.target) in split_ops for n in graph.nodes):
        return parts
    early: Set[torch.fx.Node] = set()
    for node in graph.nodes:
        if op_name(node.target) in split_ops:
            break
        early.add(node)
    hoisted = [n for n in graph.nodes if n not in early and _hoisted(n, early)]
    first = next(n for n in graph.nodes if n.op != "placeholder")
    for node in hoisted:
        source = node.args[0]
        if source.op == "placeholder":
            first.prepend(node)  # before any other code (a grad-mode switch included): pieces stay in order
        else:
            source.append(node)
    piece = 0
    for node in graph.nodes:
        if node.op in ("placeholder", "output"):
            continue
        if op_name(node.target) in split_ops:
            parts[node] = piece + 1
            piece += 2
        else:
            parts[node] = piece  # the hoisted indexes, first or right after what they index, in piece 0
    return parts


def _target_key(node: torch.fx.Node) -> str:
    """What a node calls; inputs and constants by position and identity, not by name."""
    if node.op == "call_function":
        return str(node.target) if op_name(node.target) else torch.fx.node._get_qualified_name(node.target)
    if node.op in ("placeholder", "get_attr"):
        return ""
    return str(node.target)  # call_method: the method's name


def structure_key(gm: torch.fx.GraphModule) -> str:
    """The piece's code with its node names left out: equal for two layers' pieces of the same code.
    Constants read with ``get_attr`` count by identity (the same table shared, or not)."""
    index: Dict[torch.fx.Node, int] = {}
    parts = []
    for i, node in enumerate(gm.graph.nodes):
        index[node] = i
        args = torch.fx.node.map_arg((node.args, node.kwargs), lambda a: f"%{index[a]}")
        const = id(getattr(gm, node.target)) if node.op == "get_attr" else None
        parts.append((node.op, _target_key(node), repr(args), const))
    return repr(parts)


def inputs_key(args: Sequence[Any]) -> str:
    """The input types a compiled piece assumes: each tensor's shape, strides, dtype, device, 16-byte
    alignment and which inputs share storage; every other input by value."""
    storages: Dict[int, int] = {}
    parts = []
    for i, a in enumerate(args):
        if isinstance(a, torch.Tensor):
            ptr = a.untyped_storage().data_ptr()
            parts.append((tuple(a.shape), a.stride(), str(a.dtype), str(a.device), a.requires_grad,
                          (a.storage_offset() * a.element_size()) % 16 == 0, storages.setdefault(ptr, i)))
        else:
            parts.append((type(a).__name__, repr(a)))
    return repr(parts)


class PieceCache:
    """Compiled pieces by code, input types and compile settings, for the whole process: SGLang compiles
    its decode forward once per batch size, and Dynamo may compile one forward again (a guard that
    failed); the pieces those graphs share compile once. An entry keeps its piece's module alive, so the
    identities of the constants its key names are not reused while it is here."""

    def __init__(self):
        self.entries: Dict[str, Tuple[Callable, torch.fx.GraphModule]] = {}

    def get(self, key: str) -> Optional[Callable]:
        entry = self.entries.get(key)
        return entry[0] if entry is not None else None

    def put(self, key: str, fn: Callable, gm: torch.fx.GraphModule) -> None:
        self.entries[key] = (fn, gm)


CACHE = PieceCache()


class _Piece:
    """One piece between split ops: compiled at its first call (with that call's inputs as example
    inputs), or given the compile of an earlier piece of the same code, input types and settings."""

    def __init__(self, gm: torch.fx.GraphModule, compile_fn: Callable, cache: PieceCache,
                 stats: PieceStats, scope: str = ""):
        self.gm, self.compile_fn, self.cache, self.stats = gm, compile_fn, cache, stats
        self.structure = scope + structure_key(gm)
        self.compiled: Dict[str, Callable] = {}

    def __call__(self, *args):
        key = inputs_key(args)
        fn = self.compiled.get(key)
        if fn is None:
            fn = self.compiled[key] = self._compiled(key, args)
        return fn(*args)

    def _compiled(self, key: str, args) -> Callable:
        from gemma4_passes.manager import write_event

        full = self.structure + key
        digest = hashlib.sha256(full.encode()).hexdigest()[:12]
        fn = self.cache.get(full)
        if fn is not None:
            self.stats.reused += 1
            write_event("piece", key=digest, compiled=False, nodes=len(self.gm.graph.nodes))
            return fn
        start = time.perf_counter()
        fn = self.compile_fn(self.gm, list(args))
        self.cache.put(full, fn, self.gm)
        seconds = time.perf_counter() - start
        self.stats.compiled += 1
        self.stats.compile_seconds += seconds
        write_event("piece", key=digest, compiled=True, nodes=len(self.gm.graph.nodes), seconds=round(seconds, 3))
        return fn


def split(gm: torch.fx.GraphModule, compile_fn: Callable, split_ops: Sequence[str] = SPLIT_OPS,
          stats: Optional[PieceStats] = None, cache: Optional[PieceCache] = None,
          scope: str = "") -> torch.fx.GraphModule:
    """``gm`` split at ``split_ops``, each other piece compiled by ``compile_fn(piece, inputs)`` at its
    first call, equal pieces once (in ``cache``, a new one by default, under ``scope``: the settings
    ``compile_fn`` compiles with). A graph without a split op is returned as it is."""
    stats = stats if stats is not None else PieceStats()
    cache = cache if cache is not None else PieceCache()
    parts = partition(gm.graph, split_ops)
    stats.split_ops = sum(1 for p in parts.values() if p % 2)
    if not stats.split_ops:
        return gm
    whole = split_module(gm, None, lambda n: parts[n], keep_original_order=True)
    for node in whole.graph.nodes:
        if node.op != "call_module":
            continue
        sub = getattr(whole, node.target)
        if any(op_name(n.target) in split_ops for n in sub.graph.nodes):
            continue
        stats.pieces += 1
        # In the instance dict: the generated forward's self.submod_N finds it there first.
        whole.__dict__[node.target] = _Piece(sub, compile_fn, cache, stats, scope)
    return whole


def _scope(options: Dict[str, Any]) -> str:
    """The settings a piece's compile depends on besides its code and inputs: the mode's Inductor
    options and the post-grad pass Inductor runs (our pass manager's uuid names its passes and their
    configuration; a pass without one counts by identity)."""
    post_grad = torch._inductor.config.post_grad_custom_post_pass
    uuid = post_grad.uuid() if hasattr(post_grad, "uuid") else None
    tag = "no post-grad pass" if post_grad is None else uuid or f"post-grad pass {id(post_grad)}"
    return repr((sorted(options.items()), tag))


def backend(mode: Optional[str] = None, dynamic: Optional[bool] = False,
            split_ops: Sequence[str] = SPLIT_OPS, stats: Optional[List[PieceStats]] = None,
            cache: PieceCache = CACHE) -> Callable:
    """A Dynamo backend: the graph split at ``split_ops``, each piece compiled by Inductor with the
    options of ``mode`` (``torch.compile``'s modes), as ``torch.compile(..., mode=mode)`` would; pieces
    shared through ``cache`` (the process's) with every graph compiled under the same settings."""
    from torch._inductor import list_mode_options
    from torch._inductor.compile_fx import compile_fx

    options = list_mode_options(mode, dynamic) if mode else {}

    def compile_piece(gm: torch.fx.GraphModule, inputs: List[Any]) -> Callable:
        if torch._inductor.config.freezing:
            raise RuntimeError("gemma4-passes: pieces share compiles only where weights are inputs; "
                               "Inductor's freezing is on")
        return compile_fx(gm, inputs, config_patches=options)

    def compile_pieces(gm: torch.fx.GraphModule, example_inputs: List[Any]) -> Callable:
        record = PieceStats()
        if stats is not None:
            stats.append(record)
        whole = split(gm, compile_piece, split_ops, record, cache, _scope(options))
        if whole is gm:
            return compile_fx(gm, example_inputs, config_patches=options)
        logger.info("gemma4-passes: decode graph split at %d attention ops into %d pieces (compiled at "
                    "their first call, equal pieces once)", record.split_ops, record.pieces)

        def run(*args):
            out = whole.forward(*args)
            if not record.reported:
                record.reported = True
                logger.info("gemma4-passes: %d pieces compiled (%.1f s), %d reused a compile",
                            record.compiled, record.compile_seconds, record.reused)
            return out

        return run

    return compile_pieces


def compile_forward(model: torch.nn.Module) -> Callable:
    """``model.forward`` compiled as SGLang 0.5.23's ``patch_model`` compiles it (under ``no_grad``, its
    Inductor mode ``SGLANG_TORCH_COMPILE_MODE``, dynamic shapes only on ROCm with
    ``SGLANG_TORCH_DYNAMIC_SHAPE``), split at the attention ops."""
    from sglang.srt.utils import get_bool_env_var, is_hip

    mode = os.environ.get("SGLANG_TORCH_COMPILE_MODE", "max-autotune-no-cudagraphs")
    dynamic = is_hip() and get_bool_env_var("SGLANG_TORCH_DYNAMIC_SHAPE")
    return torch.compile(torch.no_grad()(model.forward), dynamic=dynamic, backend=backend(mode, dynamic=dynamic))
