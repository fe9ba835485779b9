"""The pass manager Inductor calls on every post-grad graph.

``PassManager`` is a ``CustomGraphPass``: Inductor calls it once per compiled
graph and folds ``uuid()`` into the FX-graph-cache key, so the uuid covers the
enabled passes, their configuration and their source. It keeps whatever pass
was installed before it in ``post_grad_custom_post_pass`` and runs that one
too, after ours.

A pass that raises is caught, logged with its name and the graph, counted and
skipped: SGLang turns on ``torch._dynamo.config.suppress_errors``, so an
exception escaping here would silently send the whole graph back to eager.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import logging
import os
import threading
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence

import torch
import torch.fx
from torch._inductor.custom_graph_pass import CustomGraphPass

from gemma4_passes import registry

logger = logging.getLogger("gemma4_passes")


@dataclass
class GraphRecord:
    """What the manager did to one compiled graph."""

    graph_id: int
    nodes_before: int
    nodes_after: int = 0
    matches: Dict[str, int] = field(default_factory=dict)
    errors: Dict[str, str] = field(default_factory=dict)
    # pass -> {reason: count} of matches the pass found but its kernel cannot take
    refused: Dict[str, Dict[str, int]] = field(default_factory=dict)


class PassStats:
    """Counters for tests and tools: per graph and in total, per pass; and how often
    SGLang's compiled forwards ran, per token count (``count_call``)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.graphs: List[GraphRecord] = []
        self.compiled_calls: Dict[int, int] = {}

    def add(self, record: GraphRecord) -> None:
        with self._lock:
            self.graphs.append(record)
        if self is STATS:
            write_event("graph", **vars(record))

    def count_call(self, num_tokens: int) -> None:
        with self._lock:
            self.compiled_calls[num_tokens] = n = self.compiled_calls.get(num_tokens, 0) + 1
        if self is STATS:
            write_event("compiled_call", num_tokens=num_tokens, calls=n)

    def reset(self) -> None:
        with self._lock:
            self.graphs = []
            self.compiled_calls = {}

    @property
    def num_graphs(self) -> int:
        return len(self.graphs)

    def matches(self) -> Dict[str, int]:
        total: Dict[str, int] = {}
        for g in self.graphs:
            for name, n in g.matches.items():
                total[name] = total.get(name, 0) + n
        return total

    def refused(self) -> Dict[str, Dict[str, int]]:
        total: Dict[str, Dict[str, int]] = {}
        for g in self.graphs:
            for name, reasons in g.refused.items():
                for reason, n in reasons.items():
                    total.setdefault(name, {})
                    total[name][reason] = total[name].get(reason, 0) + n
        return total

    def errors(self) -> Dict[str, int]:
        total: Dict[str, int] = {}
        for g in self.graphs:
            for name in g.errors:
                total[name] = total.get(name, 0) + 1
        return total

    def as_dict(self) -> Dict[str, Any]:
        return {
            "graphs": [vars(g) for g in self.graphs],
            "matches": self.matches(),
            "refused": self.refused(),
            "errors": self.errors(),
            "compiled_calls": dict(self.compiled_calls),
        }


STATS = PassStats()


STATS_ENV = "GEMMA4_STATS_FILE"


def write_event(event: str, **fields: Any) -> None:
    """With ``GEMMA4_STATS_FILE=PATH``: append one JSON line to PATH (every SGLang process
    appends to the same file): each graph our passes ran on (``graph``: its matches, refusals
    and failures) and each call of a forward SGLang compiled (``compiled_call``)."""
    path = os.environ.get(STATS_ENV)
    if not path:
        return
    line = json.dumps({"event": event, "pid": os.getpid(), **fields}, sort_keys=True)
    with open(path, "a") as f:
        f.write(line + "\n")


DUMP_ENV = "GEMMA4_DUMP_GRAPHS"
_DUMPED = itertools.count()
_DUMP_NAMES: Dict[int, str] = {}  # graph id -> its dump files' name, between "before" and "after"


def _dump_graph(stage: str, graph_id: int, graph: torch.fx.Graph) -> None:
    """With ``GEMMA4_DUMP_GRAPHS=DIR``: write each post-grad graph as our passes
    receive it to ``DIR/graph_<pid>_<n>.txt`` (to see why a pattern did not
    match), and as they leave it to ``graph_<pid>_<n>.after.txt``. Always
    observing, as ``_notify``'s first observer."""
    folder = os.environ.get(DUMP_ENV)
    if not folder:
        return
    if stage == "before":
        _DUMP_NAMES[graph_id] = f"graph_{os.getpid()}_{next(_DUMPED):03d}"
    name = _DUMP_NAMES.pop(graph_id, None) if stage == "after" else _DUMP_NAMES.get(graph_id)
    if name is None:
        return
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name + (".after.txt" if stage == "after" else ".txt"))
    with open(path, "w") as f:
        f.write(str(graph))
    logger.info("gemma4-passes: graph #%d (%s our passes) written to %s", graph_id, stage, path)


def stats() -> PassStats:
    """The process-wide counters every PassManager writes to."""
    return STATS


# Called as fn(stage, graph_id, graph), stage "before" / "after" our passes.
GraphObserver = Callable[[str, int, torch.fx.Graph], None]
_OBSERVERS: List[GraphObserver] = []


@contextlib.contextmanager
def observe_graphs(fn: GraphObserver) -> Iterator[None]:
    """Show ``fn`` every graph just before and just after our passes (the capture tool's view).

    Nothing in the compile depends on an observer, so it is not part of ``uuid()``;
    an observer only sees graphs that are compiled, not ones the FX graph cache replays.
    """
    _OBSERVERS.append(fn)
    try:
        yield
    finally:
        _OBSERVERS.remove(fn)


def _notify(stage: str, graph_id: int, graph: torch.fx.Graph) -> None:
    for fn in [_dump_graph, *_OBSERVERS]:
        fn(stage, graph_id, graph)


def _source_hash(paths: Sequence[str]) -> str:
    h = hashlib.sha256()
    for p in paths:
        with open(p, "rb") as f:
            h.update(f.read())
    return h.hexdigest()


class PassManager(CustomGraphPass):
    """Runs the enabled Gemma-4 passes, in order, on a post-grad graph."""

    def __init__(
        self,
        enabled: Optional[Sequence[str]] = None,
        previous: Any = None,
        stats_sink: Optional[PassStats] = None,
    ) -> None:
        infos = registry.registered()
        if enabled is None:
            enabled = registry.selected_from_env()
        else:
            # A str is a Sequence[str] too: take it as a selection string, not
            # as a list of one-letter pass names.
            spec = enabled if isinstance(enabled, str) else ",".join(enabled)
            enabled = registry.parse_selection(spec or "none", list(infos))
        self.enabled: List[str] = list(enabled)
        self.passes = [infos[name].factory() for name in self.enabled]
        for p in self.passes:
            p.companions = frozenset(self.enabled)
        self.previous = previous
        self.stats = stats_sink if stats_sink is not None else STATS
        self._graph_counter = 0

    # -- CustomGraphPass -----------------------------------------------------
    def __call__(self, graph: torch.fx.Graph) -> None:
        self._graph_counter += 1
        record = GraphRecord(
            graph_id=self._graph_counter, nodes_before=len(graph.nodes)
        )
        _notify("before", record.graph_id, graph)
        for p in self.passes:
            try:
                n = int(p.run(graph) or 0)
                record.matches[p.name] = n
                refusals = p.take_refusals() if hasattr(p, "take_refusals") else {}
                if refusals:
                    record.refused[p.name] = refusals
            except Exception as exc:  # noqa: BLE001 - must never break compile
                record.errors[p.name] = f"{type(exc).__name__}: {exc}"
                logger.error(
                    "gemma4-passes: pass %r failed on graph #%d (%d nodes) and was "
                    "skipped; the other passes still ran.\n%s",
                    p.name,
                    record.graph_id,
                    len(graph.nodes),
                    traceback.format_exc(),
                )
        _notify("after", record.graph_id, graph)
        for prev in self._previous_passes():
            prev(graph)
        record.nodes_after = len(graph.nodes)
        self.stats.add(record)
        self._log(record)

    def uuid(self) -> str:
        h = hashlib.sha256()
        h.update(_source_hash([__file__, registry.__file__]).encode())
        for p in self.passes:
            h.update(p.name.encode())
            h.update(p.uuid().encode())
        for prev in self._previous_passes():
            # Same rule as Inductor's _check_custom_passes: only a
            # CustomGraphPass with a truthy uuid() is cacheable.
            prev_uuid = prev.uuid() if isinstance(prev, CustomGraphPass) else None
            if not prev_uuid:
                # An un-hashable neighbour makes caching unsafe: opt out.
                return None  # type: ignore[return-value]
            h.update(repr(prev_uuid).encode())
        return h.hexdigest()

    def __deepcopy__(self, memo):
        # torch.compile(backend="inductor") deep-copies the inductor config
        # (config.get_config_copy()) before compiling; a copy of the manager
        # would fail on the stats lock, and would otherwise report to a
        # detached PassStats. Its passes and chain are fixed at construction,
        # so sharing one instance is safe.
        return self

    # -- helpers ---------------------------------------------------------------
    def _previous_passes(self):
        prev = self.previous
        if prev is None:
            return ()
        if isinstance(prev, (list, tuple)):
            return tuple(prev)
        return (prev,)

    def _log(self, record: GraphRecord) -> None:
        if not self.passes:
            logger.info("gemma4-passes: graph #%d: no pass enabled", record.graph_id)
            return
        matched = [f"{k}={v}" for k, v in record.matches.items() if v]
        unmatched = [k for k, v in record.matches.items() if not v]
        refused = [
            f"{name} ({'; '.join(f'{why} x{n}' for why, n in reasons.items())})"
            for name, reasons in record.refused.items()
        ]
        failed = list(record.errors)
        logger.info(
            "gemma4-passes: graph #%d (%d -> %d nodes): matched %s; no match: %s%s%s",
            record.graph_id,
            record.nodes_before,
            record.nodes_after,
            ", ".join(matched) or "nothing",
            ", ".join(unmatched) or "-",
            f"; refused: {', '.join(refused)}" if refused else "",
            f"; FAILED: {', '.join(failed)}" if failed else "",
        )


def install(enabled: Optional[Sequence[str]] = None) -> PassManager:
    """Install a PassManager as Inductor's post-grad custom post pass.

    Idempotent: an already-installed PassManager is replaced (keeping the pass
    it had chained), anything else already there is chained behind ours.
    """
    import torch._inductor.config as inductor_config

    current = inductor_config.post_grad_custom_post_pass
    previous = current.previous if isinstance(current, PassManager) else current
    manager = PassManager(enabled=enabled, previous=previous)
    inductor_config.post_grad_custom_post_pass = manager
    logger.info(
        "gemma4-passes: pass manager installed; enabled: %s",
        ", ".join(manager.enabled) or "none",
    )
    return manager


def reinstall(manager: PassManager) -> PassManager:
    """Put back a PassManager built earlier by ``install``: its passes keep what
    they registered, so a process that switches selections pays that once."""
    import torch._inductor.config as inductor_config

    inductor_config.post_grad_custom_post_pass = manager
    logger.info(
        "gemma4-passes: pass manager reinstalled; enabled: %s",
        ", ".join(manager.enabled) or "none",
    )
    return manager


def installed() -> Optional[PassManager]:
    import torch._inductor.config as inductor_config

    current = inductor_config.post_grad_custom_post_pass
    return current if isinstance(current, PassManager) else None
