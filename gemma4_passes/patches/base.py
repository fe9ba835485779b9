"""Version-checked runtime patches of SGLang.

A patch names the SGLang objects it changes and a fingerprint of the source of
each, taken from the SGLang release it was written against. Before touching
anything it checks every target: if one is missing or its source changed, the
patch is skipped as a whole ("target changed", logged with the target) and
nothing is half-applied. Each patch has an environment switch
(``GEMMA4_PATCH_<NAME>=0``); ``GEMMA4_PATCHES=0`` turns them all off.
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
import logging
import os
import sys
import textwrap
import types
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Tuple

logger = logging.getLogger("gemma4_passes")

ENV_ALL = "GEMMA4_PATCHES"

ACTIVE = "active"
DISABLED = "disabled by the user"
NOT_APPLICABLE = "not applicable"
TARGET_CHANGED = "target changed"
FAILED = "failed"


def resolve(dotted: str):
    """Import ``pkg.module.Class.attr`` and return the object."""
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for attr in parts[i:]:
            obj = getattr(obj, attr)
        return obj
    raise ImportError(f"cannot import {dotted}")


def fingerprint(obj) -> str:
    """Short hash of an object's source (dedented, so nesting doesn't matter)."""
    src = textwrap.dedent(inspect.getsource(inspect.unwrap(obj)))
    return hashlib.sha256(src.encode()).hexdigest()[:16]


def rebind_everywhere(original: object, replacement: object) -> int:
    """Point every module-level name bound to ``original`` at ``replacement``.

    Python's ``from X import f`` copies the reference, so patching the defining
    module alone leaves importers (e.g. ``gemma4_causal``) with the old object.
    """
    count = 0
    for mod in list(sys.modules.values()):
        if not isinstance(mod, types.ModuleType):
            continue
        try:
            items = list(vars(mod).items())
        except TypeError:
            continue
        for attr, value in items:
            if value is original:
                try:
                    setattr(mod, attr, replacement)
                    count += 1
                except (AttributeError, TypeError):
                    pass
    return count


@dataclass
class PatchStatus:
    name: str
    state: str
    reason: str = ""

    def __str__(self) -> str:
        return f"{self.name}: {self.state}" + (f" ({self.reason})" if self.reason else "")


@dataclass
class Patch:
    """One runtime patch. Subclasses set the class attributes and ``_apply``."""

    name: str = ""
    description: str = ""
    # What a process runs into without this patch (said when it is skipped); "" if only a gain is lost.
    without: str = ""
    # dotted target -> expected source fingerprint (None: only must exist)
    targets: Dict[str, Optional[str]] = field(default_factory=dict)
    applied: bool = False

    @property
    def env_var(self) -> str:
        return f"GEMMA4_PATCH_{self.name.upper()}"

    def disabled_by_user(self) -> Optional[str]:
        for var in (ENV_ALL, self.env_var):
            if os.environ.get(var, "1").strip().lower() in ("0", "false", "off", "no"):
                return f"{var}={os.environ[var]}"
        return None

    def check(self) -> Optional[str]:
        """None when every target exists and matches; else what differs."""
        for dotted, expected in self.targets.items():
            try:
                obj = resolve(dotted)
            except (ImportError, AttributeError) as exc:
                return f"{dotted} not found ({exc})"
            if expected is not None:
                try:
                    got = fingerprint(obj)
                except (OSError, TypeError) as exc:
                    return f"{dotted}: source unavailable ({exc})"
                if got != expected:
                    return f"{dotted} source changed (fingerprint {got}, expected {expected})"
        return None

    def applicable(self) -> Optional[str]:
        """None if the patch applies in this process; else why not."""
        return None

    def _apply(self) -> None:
        raise NotImplementedError

    def _revert(self) -> None:
        raise NotImplementedError

    def status(self) -> PatchStatus:
        if self.applied:
            return PatchStatus(self.name, ACTIVE)
        why = self.disabled_by_user()
        if why:
            return PatchStatus(self.name, DISABLED, why)
        why = self.applicable()
        if why:
            return PatchStatus(self.name, NOT_APPLICABLE, why)
        why = self.check()
        if why:
            return PatchStatus(self.name, TARGET_CHANGED, why)
        return PatchStatus(self.name, "ready", "not applied yet")

    def consequence(self, st: PatchStatus) -> str:
        """``without`` when ``st`` says this patch is not in force (turned off, its target changed,
        or it failed); "" otherwise, or when nothing breaks without it."""
        return self.without if st.state in (DISABLED, TARGET_CHANGED, FAILED) else ""

    def apply(self) -> PatchStatus:
        if self.applied:
            return PatchStatus(self.name, ACTIVE)
        st = self.status()
        if st.state != "ready":
            without = self.consequence(st)
            level = logging.WARNING if st.state == TARGET_CHANGED or without else logging.INFO
            logger.log(level, "gemma4-passes: patch %s skipped: %s (%s)%s", self.name, st.state, st.reason,
                       f"; without it: {without}" if without else "")
            return st
        try:
            self._apply()
        except Exception as exc:  # noqa: BLE001
            logger.exception("gemma4-passes: patch %s failed to apply", self.name)
            try:
                self._revert()
            except Exception:  # noqa: BLE001
                logger.exception("gemma4-passes: patch %s failed to revert", self.name)
            return PatchStatus(self.name, FAILED, f"{type(exc).__name__}: {exc}")
        self.applied = True
        logger.info("gemma4-passes: patch %s applied (%s)", self.name, self.description)
        return PatchStatus(self.name, ACTIVE)

    def revert(self) -> None:
        if self.applied:
            self._revert()
            self.applied = False


class ReplaceFunctions(Patch):
    """A patch that swaps module-level functions/classes for replacements."""

    def replacements(self) -> Dict[str, Callable]:
        raise NotImplementedError

    def _apply(self) -> None:
        self._done: List[Tuple[object, object]] = []
        for dotted, new in self.replacements().items():
            old = resolve(dotted)
            rebind_everywhere(old, new)
            self._done.append((old, new))

    def _revert(self) -> None:
        for old, new in reversed(getattr(self, "_done", [])):
            rebind_everywhere(new, old)
        self._done = []


class WrapMethods(Patch):
    """A patch that wraps methods of SGLang classes, restoring them on revert.

    ``wrappers()`` maps ``"pkg.module.Class.method"`` to a factory that takes
    the original function and returns the replacement; the replacement gets
    ``__wrapped__`` (so its fingerprint stays the original's) and its docstring.
    """

    def wrappers(self) -> Dict[str, Callable[[Callable], Callable]]:
        raise NotImplementedError

    def _apply(self) -> None:
        self._wrapped: List[Tuple[type, str, object]] = []
        for dotted, factory in self.wrappers().items():
            owner_name, attr = dotted.rsplit(".", 1)
            owner = resolve(owner_name)
            original = owner.__dict__[attr]
            new = factory(original)
            new.__wrapped__ = original
            new.__doc__ = getattr(original, "__doc__", None)
            setattr(owner, attr, new)
            self._wrapped.append((owner, attr, original))

    def _revert(self) -> None:
        for owner, attr, original in reversed(getattr(self, "_wrapped", [])):
            setattr(owner, attr, original)
        self._wrapped = []
