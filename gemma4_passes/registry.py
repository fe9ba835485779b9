"""Named graph passes and the selection syntax that enables them.

Every pass the manager can run is registered here under a short name with a
one-line description. ``GEMMA4_PASSES`` (or ``PassManager(enabled=...)``) picks which run:

    all                 every registered pass (the default)
    none                no pass
    router,gelu_mul     only these
    all,-gelu_mul       everything but gelu_mul
    -gelu_mul           same as "all,-gelu_mul"

An unknown name is an error that lists the valid names: a typo must never turn
a fusion silently off.
"""

from __future__ import annotations

import hashlib
import inspect
from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence

import torch.fx

from gemma4_passes.fusions import ORDER

ENV_SELECTION = "GEMMA4_PASSES"


class GraphPass:
    """One named transformation of a post-grad FX graph.

    Subclasses set ``name`` and ``description`` and implement ``run(graph)``,
    returning how many rewrites ("matches") it made. ``config()`` returns what
    else changes its behaviour (eps tables, dtype lists, ...); it enters the
    pass's uuid together with the source of the pass's module so that
    Inductor's FX graph cache never serves a graph compiled by another version.
    """

    name: str = ""
    description: str = ""
    # Place in the run order of a pass outside ``fusions.FUSIONS`` (the built-in
    # passes take theirs from that table, which comes first).
    order: int = 100
    # The names of every pass enabled beside this one (the manager sets it): a
    # pass may leave a subgraph to Inductor unless a later pass takes its output.
    companions: frozenset = frozenset()

    def run(self, graph: torch.fx.Graph) -> int:
        raise NotImplementedError

    def may_match(self, graph: torch.fx.Graph) -> bool:
        """Whether running on ``graph`` can change it; the manager skips the pass where not
        (pattern passes narrow it: ``matching.PatternPass.may_match``)."""
        return True

    def refuse(self, reason: str) -> None:
        """Count a candidate the pass left as it is, by reason (the manager logs them per graph)."""
        counts = self.__dict__.setdefault("refused", {})
        counts[reason] = counts.get(reason, 0) + 1

    def take_refusals(self) -> Dict[str, int]:
        """Candidates refused since the last call, by reason."""
        return self.__dict__.pop("refused", {})

    def config(self) -> Dict[str, object]:
        return {}

    def source_files(self) -> List[str]:
        """Files whose text defines this pass (hashed into uuid())."""
        files = []
        for klass in type(self).__mro__:
            # `continue`, not `break`: a mixin listed after GraphPass in the
            # bases still defines the pass.
            if klass is GraphPass or klass is object:
                continue
            try:
                files.append(inspect.getfile(klass))
            except (TypeError, OSError):
                # TypeError: built-in class; OSError: class defined in a
                # __main__ without a file (REPL, notebook). uuid() is called
                # while Inductor computes its cache key and must not raise.
                continue
        return sorted(set(files))

    def uuid(self) -> str:
        h = hashlib.sha256()
        h.update(self.name.encode())
        h.update(repr(sorted(self.config().items())).encode())
        for path in self.source_files():
            with open(path, "rb") as f:
                h.update(f.read())
        return h.hexdigest()


@dataclass
class PassInfo:
    name: str
    description: str
    factory: Callable[[], GraphPass]
    order: int = 100


_REGISTRY: Dict[str, PassInfo] = {}


def register_pass(cls):
    """Class decorator: make a ``GraphPass`` subclass selectable by its name."""
    if not (isinstance(cls, type) and issubclass(cls, GraphPass)):
        raise TypeError(f"register_pass expects a GraphPass subclass, got {cls!r}")
    if not cls.name or not cls.description:
        raise ValueError(f"{cls.__name__} must set both `name` and `description`")
    if "," in cls.name or cls.name.startswith("-") or cls.name in ("all", "none"):
        raise ValueError(f"invalid pass name {cls.name!r}")
    existing = _REGISTRY.get(cls.name)
    if existing is not None and existing.factory is not cls:
        raise ValueError(
            f"pass name {cls.name!r} registered twice "
            f"({existing.factory.__module__} and {cls.__module__})"
        )
    _REGISTRY[cls.name] = PassInfo(cls.name, cls.description, cls, ORDER.get(cls.name, cls.order))
    return cls


def registered() -> Dict[str, PassInfo]:
    """The passes registered so far, by name in run order (``builtin.passes()`` registers the
    shipped ones first)."""
    return dict(sorted(_REGISTRY.items(), key=lambda kv: (kv[1].order, kv[0])))


class UnknownPassError(ValueError):
    pass


def parse_selection(spec: Optional[str], known: Sequence[str]) -> List[str]:
    """Resolve a selection string to the ordered list of enabled pass names."""
    known = list(known)
    if spec is None or spec.strip() == "":
        spec = "all"
    items = [s.strip() for s in spec.split(",") if s.strip()]
    if not items:
        raise UnknownPassError(f"empty pass selection {spec!r}")
    enabled: List[str] = []
    start_from_all = items[0].startswith("-")
    if start_from_all:
        enabled = list(known)
    bad = []
    for item in items:
        if item == "all":
            enabled = list(known)
        elif item == "none":
            enabled = []
        elif item.startswith("-"):
            name = item[1:]
            if name not in known:
                bad.append(name)
            elif name in enabled:
                enabled.remove(name)
        else:
            if item not in known:
                bad.append(item)
            elif item not in enabled:
                enabled.append(item)
    if bad:
        raise UnknownPassError(
            f"unknown pass name(s) {', '.join(repr(b) for b in bad)} in "
            f"{ENV_SELECTION}={spec!r}; valid names: {', '.join(known) or '(none)'}"
            ", plus 'all' and 'none'"
        )
    order = {name: i for i, name in enumerate(known)}
    return sorted(enabled, key=order.__getitem__)
