"""Plain-Python twins of the msgspec structs SGLang builds on every forward.

SGLang's layer-boundary code (``srt/layers/layer_boundary``) creates a few
``msgspec.Struct`` objects per decoder layer and forward (the residual
stream's ``Contribution``, the FFN exit's ``ExitDecision``, ...). Dynamo cannot
allocate msgspec structs (their ``__new__`` is C code): torch >= 2.14 breaks
the graph there (one decoder layer becomes three graphs, so nothing fuses
across the post-attention / pre-FFN boundary) and torch 2.11 crashes outright
with ``object.__new__(Contribution) is not safe``.

Each twin is an ordinary class with the struct's fields (in order, with its
defaults), its methods, ``__post_init__``, field-wise ``==``, ``copy.copy`` and
``msgspec.structs.replace`` (the patch wraps it to accept twins) and, for frozen
structs, field-wise ``hash`` and read-only attributes, so Dynamo traces its
construction like any Python object. The twin replaces the struct in its
defining module and in every module that imported it by name; ``isinstance``
checks keep working because every reference points at the twin.
"""

from __future__ import annotations

from typing import Tuple

# The structs created per forward on the decode path.
PER_FORWARD_STRUCTS: Tuple[str, ...] = (
    "sglang.srt.layers.layer_boundary.residual.stream.Contribution",
    "sglang.srt.layers.layer_boundary.residual.stream.OwedOutput",
    "sglang.srt.layers.layer_boundary.residual.stream.DeclaredSum",
    "sglang.srt.layers.layer_boundary.exit.ExitDecision",
    "sglang.srt.layers.layer_boundary.output.UnreducedOutput",
)

_MSGSPEC_INTERNALS = {
    "__module__",
    "__annotations__",
    "__slots__",
    "__dict__",
    "__weakref__",
    "__struct_fields__",
    "__struct_defaults__",
    "__struct_config__",
    "__struct_encode_fields__",
    "__match_args__",
    "__signature__",
    "__rich_repr__",
    "__copy__",
    "__replace__",
}


class TwinError(RuntimeError):
    pass


def is_twin(obj) -> bool:
    return getattr(type(obj), "__gemma4_twin_of__", None) is not None


def twin_aware_replace(original):
    """``msgspec.structs.replace`` that also takes twins (SGLang calls it on ``UnreducedOutput``)."""

    def replace(struct, /, **changes):
        if is_twin(struct):
            return struct.__replace__(**changes)
        return original(struct, **changes)

    replace.__gemma4_wraps__ = original
    return replace


def make_twin(struct_cls: type) -> type:
    """Build the plain-Python twin of one msgspec struct class."""
    import msgspec

    if not (isinstance(struct_cls, type) and issubclass(struct_cls, msgspec.Struct)):
        raise TwinError(f"{struct_cls!r} is not a msgspec.Struct")
    if any(b is not msgspec.Struct and issubclass(b, msgspec.Struct) for b in struct_cls.__bases__):
        raise TwinError(f"{struct_cls.__qualname__} inherits from another struct")
    bases = tuple(b for b in struct_cls.__bases__ if b is not msgspec.Struct) or (object,)
    infos = msgspec.structs.fields(struct_cls)
    fields = tuple(f.name for f in infos)
    frozen = bool(struct_cls.__struct_config__.frozen)
    if any(f.default_factory is not msgspec.NODEFAULT for f in infos):
        raise TwinError(f"{struct_cls.__qualname__}: default factories are not handled")
    if any(f.required for f in infos[[f.required for f in infos].count(True):]):
        raise TwinError(f"{struct_cls.__qualname__}: keyword-only fields are not handled")
    defaults = tuple(f.default for f in infos if not f.required)

    n_required = len(fields) - len(defaults)
    params = [f if i < n_required else f"{f}=_d{i - n_required}" for i, f in enumerate(fields)]
    setter = "object.__setattr__(self, {f!r}, {f})" if frozen else "self.{f} = {f}"
    body = [setter.format(f=f) for f in fields] or ["pass"]
    if "__post_init__" in struct_cls.__dict__:
        body.append("self.__post_init__()")
    src = "def __init__(self, {}):\n    {}\n".format(", ".join(params), "\n    ".join(body))
    scope = {f"_d{i}": d for i, d in enumerate(defaults)}
    exec(compile(src, f"<gemma4_passes twin of {struct_cls.__qualname__}>", "exec"), scope)

    ns = {
        k: v
        for k, v in struct_cls.__dict__.items()
        if k not in _MSGSPEC_INTERNALS and k not in fields
    }
    ns["__init__"] = scope["__init__"]
    ns["__slots__"] = fields
    ns["__module__"] = struct_cls.__module__
    ns["__qualname__"] = struct_cls.__qualname__
    ns["__gemma4_twin_of__"] = struct_cls
    ns["__struct_fields__"] = fields

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        # tuple == takes identical items as equal first, as msgspec does
        return tuple(getattr(self, f) for f in fields) == tuple(getattr(other, f) for f in fields)

    def __repr__(self):
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in fields)
        return f"{type(self).__name__}({inner})"

    def __replace__(self, **changes):
        # msgspec.structs.replace semantics: fields copied, changes applied,
        # __post_init__ run (copy.copy runs none).
        unknown = set(changes) - set(fields)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field(s) {sorted(unknown)}")
        new = object.__new__(type(self))
        for f in fields:
            object.__setattr__(new, f, changes[f] if f in changes else getattr(self, f))
        if changes and hasattr(new, "__post_init__"):
            new.__post_init__()
        return new

    def __copy__(self):
        return __replace__(self)

    ns.setdefault("__eq__", __eq__)
    ns.setdefault("__repr__", __repr__)
    ns["__replace__"] = __replace__
    ns["__copy__"] = __copy__
    if frozen:

        def __setattr__(self, name, value):
            raise AttributeError(f"immutable type: '{type(self).__name__}'")

        def __hash__(self):
            return hash(tuple(getattr(self, f) for f in fields))

        ns.setdefault("__setattr__", __setattr__)
        ns.setdefault("__hash__", __hash__)
    else:
        ns.setdefault("__hash__", None)
    return type(struct_cls.__name__, bases, ns)
