"""The pass manager Inductor calls on every post-grad graph.

``PassManager`` is a ``CustomGraphPass``: Inductor calls it once per compiled
graph and folds ``uuid()`` into the FX-graph-cache key. The uuid covers the
enabled passes in their run order, each pass's configuration and source, and
the source of every module of the packages whose code runs inside a pass
(``HASHED_PACKAGES``: ``gemma4_passes`` with its search functions, kernel
rules and matching machinery, and ``gemma4_passes.patterns``), so an edit to
any of them is never served a graph compiled by the old code. The pass
selection (``GEMMA4_PASSES``) enters through the enabled list; no other
environment variable changes what a pass matches or writes. The manager keeps
whatever pass was installed before it in ``post_grad_custom_post_pass`` and
runs that one too, after ours (as it would run without us: its exceptions
are its own).

What goes wrong in a pass, an observer or the graph dump stays inside the
manager: SGLang turns on ``torch._dynamo.config.suppress_errors``, so an
exception escaping here would silently send the whole graph back to eager.

- A pass that raises is rolled back: the graph is put back exactly as it was
  before that pass (same nodes, names, order, arguments and metadata), the
  failure is logged as one line (pass, graph, exception; the traceback
  attached) and counted (``GraphRecord.errors``), and the other passes still
  run. If the graph cannot be put back, the compile fails rather than go on
  with a half-edited graph (under ``suppress_errors`` the graph then runs
  eagerly, and correctly).
- An observer (``observe_graphs``) or the graph dump that raises is logged and
  counted the same way (``GraphRecord.observer_errors``); an observer that
  edited the graph before raising is rolled back too.
- A ``GEMMA4_DUMP_GRAPHS`` folder that cannot be created or written is
  reported once, as one ERROR line, when a manager is built (or at the first
  dump, if the variable was set later), and dumping to it is then disabled for
  the process; compiling goes on with every pass. A ``GEMMA4_STATS_FILE`` that
  cannot be written is reported once and skipped likewise.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import itertools
import json
import logging
import os
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Set, Tuple

import torch
import torch.fx
from torch._inductor.custom_graph_pass import CustomGraphPass
from torch.fx.graph import _Namespace
from torch.fx.node import map_arg

from gemma4_passes import builtin, registry

logger = logging.getLogger("gemma4_passes")


@dataclass
class GraphRecord:
    """What the manager did to one compiled graph."""

    graph_id: int
    nodes_before: int
    nodes_after: int = 0
    matches: Dict[str, int] = field(default_factory=dict)
    # pass -> its exception; the pass's edits were rolled back
    errors: Dict[str, str] = field(default_factory=dict)
    # pass -> {reason: count} of matches the pass found but its kernel cannot take
    refused: Dict[str, Dict[str, int]] = field(default_factory=dict)
    # observer (``dump_graphs`` for GEMMA4_DUMP_GRAPHS) -> its first exception on this graph
    observer_errors: Dict[str, str] = field(default_factory=dict)
    # no-op arithmetic (``x + 0``, ...) removed before the passes (``cleanup.DropNoops``)
    noops_dropped: int = 0
    # wall seconds of each pass on this graph (``drop_noops`` included), and of the whole manager:
    # what our share of a compile's time is, per graph
    pass_seconds: Dict[str, float] = field(default_factory=dict)
    seconds: float = 0.0
    # passes not run: the graph lacks a node every one of their patterns contains (``may_match``)
    absent: List[str] = field(default_factory=list)


class PassStats:
    """Counters for tests and tools: per graph and in total, per pass; and how often
    SGLang's compiled forwards ran, per token count (``count_call``)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.graphs: List[GraphRecord] = []
        self.compiled_calls: Dict[int, int] = {}
        self.first_call_seconds: Dict[int, float] = {}

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

    def first_call_done(self, num_tokens: int, seconds: float) -> None:
        """The first call of a compiled forward returned after ``seconds`` (its compile included)."""
        with self._lock:
            self.first_call_seconds[num_tokens] = seconds
        if self is STATS:
            write_event("first_call_done", num_tokens=num_tokens, seconds=round(seconds, 3))

    def reset(self) -> None:
        with self._lock:
            self.graphs = []
            self.compiled_calls = {}
            self.first_call_seconds = {}

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

    def _graphs_per_name(self, field_name: str) -> Dict[str, int]:
        total: Dict[str, int] = {}
        for g in self.graphs:
            for name in getattr(g, field_name):
                total[name] = total.get(name, 0) + 1
        return total

    def errors(self) -> Dict[str, int]:
        """Per pass: on how many graphs it raised (and was rolled back)."""
        return self._graphs_per_name("errors")

    def observer_errors(self) -> Dict[str, int]:
        """Per observer (``dump_graphs``: the graph dump): on how many graphs it raised."""
        return self._graphs_per_name("observer_errors")

    def as_dict(self) -> Dict[str, Any]:
        return {
            "graphs": [vars(g) for g in self.graphs],
            "matches": self.matches(),
            "refused": self.refused(),
            "errors": self.errors(),
            "observer_errors": self.observer_errors(),
            "compiled_calls": dict(self.compiled_calls),
            "first_call_seconds": dict(self.first_call_seconds),
        }


STATS = PassStats()


STATS_ENV = "GEMMA4_STATS_FILE"
_STATS_FILES_FAILED: Set[str] = set()  # reported once each, then skipped


def write_event(event: str, **fields: Any) -> None:
    """With ``GEMMA4_STATS_FILE=PATH``: append one JSON line to PATH (every SGLang process
    appends to the same file), each with its process and time: each graph our passes ran on
    (``graph``: its matches, refusals, failures and seconds), each call of a forward SGLang
    compiled (``compiled_call``), the end of the first call of each (``first_call_done``: its
    seconds, the compile included), each prefill the ``yoco`` patch ran on last tokens (``yoco``),
    and each piece of a forward split at the attention ops, compiled or reused (``piece``).

    A PATH that cannot be written is reported once (one ERROR line) and skipped from then
    on: this runs inside compiles and SGLang's forwards, which must not fail for it."""
    path = os.environ.get(STATS_ENV)
    if not path or path in _STATS_FILES_FAILED:
        return
    line = json.dumps({"event": event, "pid": os.getpid(), "time": round(time.time(), 3), **fields},
                      sort_keys=True, default=str)
    try:
        with open(path, "a") as f:
            f.write(line + "\n")
    except (OSError, ValueError) as exc:
        _STATS_FILES_FAILED.add(path)
        logger.error("gemma4-passes: %s=%r cannot be written (%s: %s); stats events are not written there",
                     STATS_ENV, path, type(exc).__name__, exc)


DUMP_ENV = "GEMMA4_DUMP_GRAPHS"
DUMP_OBSERVER = "dump_graphs"  # the graph dump's name in GraphRecord.observer_errors
_DUMPED = itertools.count()
_DUMP_NAMES: Dict[int, str] = {}  # graph id -> its dump files' name, between "before" and "after"
_DUMP_DIRS_FAILED: Set[str] = set()  # GEMMA4_DUMP_GRAPHS values reported bad: dumping to them is off


class DumpDirError(OSError):
    """``GEMMA4_DUMP_GRAPHS`` names a folder that cannot be created or written."""


def dump_dir_problem(folder: Optional[str] = None) -> Optional[str]:
    """Why graphs cannot be dumped to ``folder`` (default: ``GEMMA4_DUMP_GRAPHS``; created if
    missing), or None. No logging and no state (``check_dump_dir`` reports and remembers)."""
    folder = os.environ.get(DUMP_ENV) if folder is None else folder
    if not folder:
        return None
    try:
        os.makedirs(folder, exist_ok=True)
    except (OSError, ValueError) as exc:
        return f"{type(exc).__name__}: {exc}"
    if not os.access(folder, os.W_OK | os.X_OK):
        return "the folder is not writable"
    return None


def _disable_dump_dir(folder: str, why: str) -> str:
    _DUMP_DIRS_FAILED.add(folder)
    return f"{DUMP_ENV}={folder!r} cannot be used ({why}); graph dumps are disabled for it in this process"


def check_dump_dir() -> Optional[str]:
    """Validate ``GEMMA4_DUMP_GRAPHS`` now (every ``PassManager`` does when it is built).

    A folder that cannot be created or written is reported once, as one ERROR line, and
    dumping to it is disabled for the process; compiling goes on. Returns the problem, or
    None (unset, already reported, or usable)."""
    folder = os.environ.get(DUMP_ENV)
    if not folder or folder in _DUMP_DIRS_FAILED:
        return None
    why = dump_dir_problem(folder)
    if why is None:
        return None
    message = _disable_dump_dir(folder, why)
    logger.error("gemma4-passes: %s", message)
    return message


def _dump_graph(stage: str, graph_id: int, graph: torch.fx.Graph) -> None:
    """With ``GEMMA4_DUMP_GRAPHS=DIR``: write each post-grad graph as our passes
    receive it to ``DIR/graph_<pid>_<n>.txt`` (to see why a pattern did not
    match), and as they leave it to ``graph_<pid>_<n>.after.txt``. Always
    observing, as ``_notify``'s first observer.

    A DIR that turns out unusable here (set after the managers were built, or removed
    since) raises ``DumpDirError`` once: ``_notify`` logs and counts it, and dumping to
    that DIR is disabled from then on."""
    folder = os.environ.get(DUMP_ENV)
    if not folder or folder in _DUMP_DIRS_FAILED:
        _DUMP_NAMES.pop(graph_id, None)
        return
    if stage == "before":
        _DUMP_NAMES[graph_id] = f"graph_{os.getpid()}_{next(_DUMPED):03d}"
    name = _DUMP_NAMES.pop(graph_id, None) if stage == "after" else _DUMP_NAMES.get(graph_id)
    if name is None:
        return
    path = os.path.join(folder, name + (".after.txt" if stage == "after" else ".txt"))
    try:
        os.makedirs(folder, exist_ok=True)
        with open(path, "w") as f:
            f.write(str(graph))
    except (OSError, ValueError) as exc:
        _DUMP_NAMES.pop(graph_id, None)
        raise DumpDirError(_disable_dump_dir(folder, f"{type(exc).__name__}: {exc}")) from exc
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
    An observer that raises is logged and counted (``GraphRecord.observer_errors``), and
    any edit it made to the graph is rolled back.
    """
    _OBSERVERS.append(fn)
    try:
        yield
    finally:
        _OBSERVERS.remove(fn)


def _observer_name(fn: Callable) -> str:
    if fn is _dump_graph:
        return DUMP_OBSERVER
    name = getattr(fn, "__qualname__", None) or getattr(type(fn), "__qualname__", None) or repr(fn)
    module = getattr(fn, "__module__", None)
    return f"{module}.{name}" if module else name


def _notify(stage: str, graph_id: int, graph: torch.fx.Graph, record: Optional[GraphRecord] = None) -> None:
    """Show the graph to the dump and every observer, each guarded: a failure is logged as one
    line, counted in ``record``, and leaves the graph as it was; the next observer still runs."""
    for fn in [_dump_graph, *_OBSERVERS]:
        name = _observer_name(fn)
        # Our own dump only reads the graph; a foreign observer might have edited it.
        snapshot = None if fn is _dump_graph else GraphSnapshot(graph)
        try:
            fn(stage, graph_id, graph)
        except Exception as exc:  # noqa: BLE001 - must never break compile
            if snapshot is not None:
                snapshot.rollback_or_fail(f"observer {name!r}", graph_id)
            if record is not None:
                record.observer_errors.setdefault(name, f"{type(exc).__name__}: {exc}")
            logger.error(
                "gemma4-passes: observer %r failed on graph #%d (%s our passes) and was skipped; "
                "the passes still ran: %s: %s",
                name, graph_id, stage, type(exc).__name__, exc,
                exc_info=not isinstance(exc, DumpDirError),
            )


class GraphSnapshot:
    """A graph's nodes as they are now, to put the graph back exactly if a pass fails half-way.

    Taking one stores, per node, its op, target, arguments, name, type and a copy of its
    metadata (arguments are immutable in FX, so references suffice): no node is copied.
    ``rollback()`` leaves the graph alone if it is still what was stored (the common failure:
    a pass that raises before it edits anything), else rebuilds it in place (the same
    ``Graph`` object Inductor holds) with the stored nodes, names and order.
    """

    def __init__(self, graph: torch.fx.Graph) -> None:
        self.graph = graph
        self.nodes = [
            (n, n.op, n.target, n.args, n.kwargs, n.name, n.type, dict(n.meta)) for n in graph.nodes
        ]

    def unchanged(self) -> bool:
        """Whether the graph still holds exactly the stored nodes, arguments and metadata."""
        try:
            current = list(self.graph.nodes)
            if len(current) != len(self.nodes):
                return False
            for node, (orig, op, target, args, kwargs, name, type_, meta) in zip(current, self.nodes):
                if (
                    node is not orig
                    or node.op != op
                    or node.target is not target
                    or node.args is not args
                    or node.kwargs is not kwargs
                    or node.name != name
                    or node.type is not type_
                    or node.meta.keys() != meta.keys()
                    or any(node.meta[k] is not v for k, v in meta.items())
                ):
                    return False
            return True
        except Exception:  # noqa: BLE001 - a graph too broken to compare is rebuilt
            return False

    def rollback(self) -> bool:
        """Put the graph back as it was stored; returns whether it had to be rebuilt."""
        if self.unchanged():
            return False
        graph = self.graph
        nodes = list(graph.nodes)
        for node in nodes:  # cut every edge first: a failed pass may leave any order
            node.args = ()
            node.kwargs = {}
        for node in reversed(nodes):
            node.users.clear()  # users outside the graph (nodes the pass dropped half-way)
            graph.erase_node(node)
        # A fresh namespace, so each node gets its old name back.
        graph._graph_namespace = _Namespace()
        env: Dict[torch.fx.Node, torch.fx.Node] = {}
        for orig, op, target, args, kwargs, name, type_, meta in self.nodes:
            node = graph.create_node(
                op, target, map_arg(args, env.__getitem__), map_arg(kwargs, env.__getitem__), name, type_
            )
            node.meta = dict(meta)
            env[orig] = node
        if [n.name for n in graph.nodes] != [entry[5] for entry in self.nodes]:
            raise RuntimeError("gemma4-passes: graph rollback did not restore the node names")
        return True

    def rollback_or_fail(self, what: str, graph_id: int) -> bool:
        """``rollback()`` after ``what`` (a pass, an observer) raised; if the graph cannot be put
        back, log it and re-raise: the compile fails rather than go on with a half-edited graph."""
        try:
            return self.rollback()
        except Exception:
            logger.critical(
                "gemma4-passes: %s failed on graph #%d and the graph could not be put back; failing "
                "the compile rather than going on with a half-edited graph", what, graph_id, exc_info=True,
            )
            raise


# Packages whose code runs inside a pass (search functions, kernel rules, matching,
# cleanup, patterns importing each other): every .py file under them enters uuid().
HASHED_PACKAGES: Tuple[str, ...] = ("gemma4_passes", "gemma4_passes.patterns")


def _read_source(path: str) -> bytes:
    """The bytes of one file of ``hashed_sources()``, read for ``uuid()``."""
    with open(path, "rb") as f:
        return f.read()


def hashed_sources() -> List[Tuple[str, str]]:
    """``(label, path)`` of every ``.py`` file under ``HASHED_PACKAGES``, sorted by label.

    The label is the path relative to its package (``gemma4_passes.patterns/gemv.py``), so two
    checkouts of the same code in different folders share cache entries; a file found under two
    packages (an installed ``gemma4_passes/patterns``) counts once."""
    out: List[Tuple[str, str]] = []
    seen: Set[str] = set()
    for package in HASHED_PACKAGES:
        module = importlib.import_module(package)
        for root in getattr(module, "__path__", ()):
            for folder, dirs, files in os.walk(root):
                dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
                for name in sorted(files):
                    if not name.endswith(".py"):
                        continue
                    path = os.path.join(folder, name)
                    real = os.path.realpath(path)
                    if real in seen:
                        continue
                    seen.add(real)
                    rel = os.path.relpath(path, root).replace(os.sep, "/")
                    out.append((f"{package}/{rel}", path))
    return sorted(out)


def sources_hash() -> str:
    """One hash of every file of ``hashed_sources()`` (the manager and the registry among them)."""
    h = hashlib.sha256()
    for label, path in hashed_sources():
        data = _read_source(path)
        h.update(f"{label}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


class PassManager(CustomGraphPass):
    """Runs the enabled Gemma-4 passes, in order, on a post-grad graph."""

    def __init__(
        self,
        enabled: Optional[Sequence[str]] = None,
        previous: Any = None,
        stats_sink: Optional[PassStats] = None,
    ) -> None:
        infos = builtin.passes()
        if enabled is None:
            enabled = builtin.selected_from_env()
        else:
            # A str is a Sequence[str] too: take it as a selection string, not
            # as a list of one-letter pass names.
            spec = enabled if isinstance(enabled, str) else ",".join(enabled)
            enabled = registry.parse_selection(spec or "none", list(infos))
        self.enabled: List[str] = list(enabled)
        self.passes = [infos[name].factory() for name in self.enabled]
        for p in self.passes:
            p.companions = frozenset(self.enabled)
        # Puts the graph in the form the patterns expect on every torch; not selectable.
        from gemma4_passes.cleanup import DropNoops

        self._drop_noops = DropNoops()
        self.previous = previous
        self.stats = stats_sink if stats_sink is not None else STATS
        self._graph_counter = 0
        check_dump_dir()

    # -- CustomGraphPass -----------------------------------------------------
    def __call__(self, graph: torch.fx.Graph) -> None:
        self._graph_counter += 1
        start = time.perf_counter()
        record = GraphRecord(
            graph_id=self._graph_counter, nodes_before=len(graph.nodes)
        )
        try:
            _notify("before", record.graph_id, graph, record)
            if self.passes:
                self._run_pass(self._drop_noops, graph, record)
            for p in self.passes:
                self._run_pass(p, graph, record)
            _notify("after", record.graph_id, graph, record)
            for prev in self._previous_passes():
                prev(graph)
        finally:  # a graph that could not be put back raises (the compile fails): recorded all the same
            record.nodes_after = len(graph.nodes)
            record.seconds = round(time.perf_counter() - start, 3)
            self.stats.add(record)
            self._log(record)

    def _run_pass(self, p: registry.GraphPass, graph: torch.fx.Graph, record: GraphRecord) -> None:
        """Run one pass; if it raises, put the graph back as it was before it, log and count."""
        snapshot = GraphSnapshot(graph)
        start = time.perf_counter()
        try:
            if not p.may_match(graph):
                record.absent.append(p.name)
                n, refusals = 0, {}
            else:
                n = int(p.run(graph) or 0)
                refusals = p.take_refusals()
        except Exception as exc:  # noqa: BLE001 - must never break compile
            p.take_refusals()  # refusals of a rolled-back run are void
            record.errors[p.name] = f"{type(exc).__name__}: {exc}"
            rebuilt = snapshot.rollback_or_fail(f"pass {p.name!r}", record.graph_id)
            logger.error(
                "gemma4-passes: pass %r failed on graph #%d (%d nodes) and was skipped%s; "
                "the other passes still ran: %s: %s",
                p.name, record.graph_id, len(graph.nodes),
                " (its edits were rolled back)" if rebuilt else "",
                type(exc).__name__, exc,
                exc_info=True,
            )
            return
        finally:
            record.pass_seconds[p.name] = round(time.perf_counter() - start, 3)
        if p is self._drop_noops:
            record.noops_dropped = n
            return
        record.matches[p.name] = n
        if refusals:
            record.refused[p.name] = refusals

    def uuid(self) -> Optional[str]:
        """The FX-graph-cache key part: every hashed source, then each enabled pass (name, config,
        own source) in run order, then any chained pass's uuid. None (the graph is compiled, not
        cached) when a source cannot be read or a chained pass has no uuid."""
        try:
            h = hashlib.sha256()
            h.update(sources_hash().encode())
            for p in self.passes:  # in run order
                h.update(p.name.encode())
                h.update(p.uuid().encode())
        except Exception:  # noqa: BLE001 - called while Inductor computes its cache key
            logger.warning(
                "gemma4-passes: cannot hash the passes' sources; this graph is not cached", exc_info=True
            )
            return None
        for prev in self._previous_passes():
            # Same rule as Inductor's _check_custom_passes: only a
            # CustomGraphPass with a truthy uuid() is cacheable.
            prev_uuid = prev.uuid() if isinstance(prev, CustomGraphPass) else None
            if not prev_uuid:
                # An un-hashable neighbour makes caching unsafe: opt out.
                return None
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
        unmatched = [k for k, v in record.matches.items() if not v and k not in record.absent]
        refused = [
            f"{name} ({'; '.join(f'{why} x{n}' for why, n in reasons.items())})"
            for name, reasons in record.refused.items()
        ]
        failed = list(record.errors)
        observers = list(record.observer_errors)
        slowest = max(record.pass_seconds.items(), key=lambda kv: kv[1], default=None)
        logger.info(
            "gemma4-passes: graph #%d (%d -> %d nodes%s; passes %.2f s%s): matched %s; no match: %s%s%s%s%s",
            record.graph_id,
            record.nodes_before,
            record.nodes_after,
            f", {record.noops_dropped} no-op arithmetic dropped" if record.noops_dropped else "",
            record.seconds,
            f", slowest {slowest[0]} {slowest[1]:.2f} s" if slowest else "",
            ", ".join(matched) or "nothing",
            ", ".join(unmatched) or "-",
            f"; not run (no node their patterns need): {', '.join(record.absent)}" if record.absent else "",
            f"; refused: {', '.join(refused)}" if refused else "",
            f"; FAILED: {', '.join(failed)}" if failed else "",
            f"; observers FAILED: {', '.join(observers)}" if observers else "",
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
