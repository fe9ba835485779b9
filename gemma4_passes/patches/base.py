"""Version-checked runtime patches of SGLang.

A patch names the SGLang objects it changes and a fingerprint of the source of
each, taken from the SGLang release it was written against. Before touching
anything it checks every target: if one is missing or its source changed, the
patch is skipped as a whole ("target changed", logged with the target) and
nothing is half-applied. A target wrapped at run time (``__wrapped__``) by code
the fingerprinted source does not declare is a changed target too: the source
``inspect`` shows is the wrapped function's, not what runs.

Each patch has an environment switch (``GEMMA4_PATCH_<NAME>=0``);
``GEMMA4_PATCHES=0`` turns them all off. A switch takes exactly 1/true/on/yes or
0/false/off/no (any case); any other value is a ``ConfigError``, never read as
"on" or "off".
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
BAD_CONFIG = "bad configuration"

TRUE_WORDS = ("1", "true", "on", "yes")
FALSE_WORDS = ("0", "false", "off", "no")


class ConfigError(ValueError):
    """A ``GEMMA4_*`` environment variable this package cannot read; the message names it and what it takes."""


def env_switch(var: str, default: bool) -> bool:
    """The on/off value of ``var`` (``default`` when unset).

    Only the words of ``TRUE_WORDS`` / ``FALSE_WORDS`` are read: a typo such as
    ``GEMMA4_PATCH_YOCO=of`` must not silently leave the patch on.
    """
    raw = os.environ.get(var)
    if raw is None:
        return default
    word = raw.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise ConfigError(
        f"{var}={raw!r} is not a switch value; use one of {'/'.join(TRUE_WORDS)} or {'/'.join(FALSE_WORDS)} (any case)"
    )


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


# Decorator implementations SGLang's sources apply with a decorator line, by where
# their wrapper's code lives (module and code name; a callable object's class):
# the decorator line is part of the fingerprinted source, so one of these counts as
# declared while the source has a decorator line left to account for it.
DECLARED_WRAPPERS = {
    "contextlib.helper": "@contextmanager / @asynccontextmanager",
    "functools._lru_cache_wrapper": "@lru_cache / @cache",
    "torch.utils._contextlib.decorate_context": "@torch.no_grad() / @torch.inference_mode()",
    "torch.utils._contextlib.generator_context": "@torch.no_grad() on a generator",
    "sglang.srt.model_executor.runner_backend_utils.breakable_cuda_graph.breakable_cuda_graph._EagerOnGraphCallable":
        "@eager_on_graph",
}

# Replacements our patches installed (id -> object, while applied): transparent to fingerprints.
_INSTALLED: Dict[int, object] = {}


def _own_code(layer) -> Optional[types.CodeType]:
    fn = layer.__func__ if isinstance(layer, types.MethodType) else layer
    return getattr(fn, "__code__", None) if isinstance(fn, types.FunctionType) else None


def wrapper_name(layer) -> str:
    """Where a wrapper's own code lives: ``module.code_name`` of a function, ``module.Class`` of a
    callable object. Not ``__qualname__``: ``functools.wraps`` copies the wrapped function's."""
    code = _own_code(layer)
    if code is not None:
        fn = layer.__func__ if isinstance(layer, types.MethodType) else layer
        return f"{fn.__globals__.get('__name__', '?')}.{code.co_name}"
    return f"{type(layer).__module__}.{type(layer).__qualname__}"


def _is_ours(layer) -> bool:
    if _INSTALLED.get(id(layer)) is layer:
        return True
    module = wrapper_name(layer).rsplit(".", 1)[0]
    return module == "gemma4_passes" or module.startswith("gemma4_passes.")


def wrapper_layers(obj) -> Tuple[List[object], object]:
    """``obj``'s ``__wrapped__`` chain: the wrappers outermost first, and the innermost object."""
    layers: List[object] = []
    seen = set()
    cur = obj.__func__ if isinstance(obj, types.MethodType) else obj
    while True:
        inner = getattr(cur, "__wrapped__", None)
        if inner is None or id(cur) in seen or len(layers) >= 64:  # a cycle, or an object inventing attributes
            return layers, cur
        seen.add(id(cur))
        layers.append(cur)
        cur = inner.__func__ if isinstance(inner, types.MethodType) else inner


def _decorator_lines(src: str) -> int:
    count = 0
    for line in src.splitlines():
        if line.startswith(("def ", "async def ", "class ")):
            break
        count += line.startswith("@")
    return count


def undeclared_wrappers(obj) -> List[object]:
    """Wrappers of ``obj`` that its fingerprinted source does not account for.

    Ours (a patch's replacement) are transparent; a wrapper of
    ``DECLARED_WRAPPERS`` counts as declared while the innermost source has a
    decorator line for it. Any other wrapper is code the fingerprint would not see.
    """
    layers, inner = wrapper_layers(obj)
    foreign = [w for w in layers if not _is_ours(w)]
    if not foreign:
        return []
    try:
        decorators = _decorator_lines(textwrap.dedent(inspect.getsource(inner)))
    except (OSError, TypeError):
        decorators = 0
    undeclared = []
    for w in foreign:
        if wrapper_name(w) in DECLARED_WRAPPERS and decorators > 0:
            decorators -= 1
        else:
            undeclared.append(w)
    return undeclared


def _wrapper_source(layer) -> str:
    code = _own_code(layer)
    try:
        return inspect.getsource(code if code is not None else type(layer))
    except (OSError, TypeError):
        return repr(code if code is not None else type(layer))


def fingerprint(obj) -> str:
    """Short hash of an object's source (dedented, so nesting doesn't matter).

    ``inspect`` shows a wrapped function's source (it follows ``__wrapped__``);
    the own code of each wrapper the source does not declare (``undeclared_wrappers``)
    is hashed too, so a wrapper that changes behaviour changes the fingerprint.
    """
    src = textwrap.dedent(inspect.getsource(inspect.unwrap(obj)))
    for w in undeclared_wrappers(obj):
        src += f"\n# wrapped by {wrapper_name(w)}\n" + textwrap.dedent(_wrapper_source(w))
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
        """``VAR=value`` of the switch that turns this patch off; None if none does.
        ``ConfigError`` for a switch that is neither on nor off."""
        for var in (ENV_ALL, self.env_var):
            if not env_switch(var, True):
                return f"{var}={os.environ[var]}"
        return None

    def check_settings(self) -> None:
        """Read this patch's own settings besides its switches; ``ConfigError`` if one is bad.
        Subclasses with settings of their own override it."""

    def config_error(self) -> Optional[str]:
        """What is wrong with this patch's environment variables (one line); None if nothing."""
        try:
            self.disabled_by_user()
            self.check_settings()
        except ConfigError as exc:
            return str(exc)
        return None

    def check_targets(self) -> Optional[str]:
        """None when every target exists and matches; else what differs."""
        for dotted, expected in self.targets.items():
            try:
                obj = resolve(dotted)
            except (ImportError, AttributeError) as exc:
                return f"{dotted} not found ({exc})"
            if expected is not None:
                try:
                    got = fingerprint(obj)
                    wrappers = undeclared_wrappers(obj)
                except (OSError, TypeError) as exc:
                    return f"{dotted}: source unavailable ({exc})"
                if wrappers:
                    names = ", ".join(wrapper_name(w) for w in wrappers)
                    return (f"{dotted} is wrapped at run time by {names}, code its fingerprinted source does not "
                            f"declare, which may change what runs (fingerprint {got}, expected {expected})")
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

    def status(self, *, ignore_switches: bool = False) -> PatchStatus:
        """Where this patch stands; ``ignore_switches``: as if no switch turned it off."""
        if self.applied:
            return PatchStatus(self.name, ACTIVE)
        if not ignore_switches:
            why = self.config_error()
            if why:
                return PatchStatus(self.name, BAD_CONFIG, why)
            why = self.disabled_by_user()
            if why:
                return PatchStatus(self.name, DISABLED, why)
        why = self.applicable()
        if why:
            return PatchStatus(self.name, NOT_APPLICABLE, why)
        why = self.check_targets()
        if why:
            return PatchStatus(self.name, TARGET_CHANGED, why)
        return PatchStatus(self.name, "ready", "not applied yet")

    def consequence(self, st: PatchStatus) -> str:
        """``without`` when ``st`` says this patch is not in force (turned off, its target changed,
        or it failed); "" otherwise, or when nothing breaks without it."""
        return self.without if st.state in (DISABLED, TARGET_CHANGED, FAILED, BAD_CONFIG) else ""

    def apply(self, *, ignore_switches: bool = False) -> PatchStatus:
        """Apply if every target checks out. ``ConfigError`` on a bad setting of this patch
        (a switch neither on nor off): that is the user's to fix, not a reason to skip quietly.
        ``ignore_switches``: apply whatever the switches say (a correctness fix when they cannot be read)."""
        if self.applied:
            return PatchStatus(self.name, ACTIVE)
        if not ignore_switches:
            why = self.config_error()
            if why:
                raise ConfigError(why)
        st = self.status(ignore_switches=ignore_switches)
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
            _INSTALLED[id(new)] = new
            self._done.append((old, new))

    def _revert(self) -> None:
        for old, new in reversed(getattr(self, "_done", [])):
            rebind_everywhere(new, old)
            _INSTALLED.pop(id(new), None)
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
            _INSTALLED[id(new)] = new
            self._wrapped.append((owner, attr, original))

    def _revert(self) -> None:
        for owner, attr, original in reversed(getattr(self, "_wrapped", [])):
            _INSTALLED.pop(id(owner.__dict__.get(attr)), None)
            setattr(owner, attr, original)
        self._wrapped = []
