"""Plain-Python twins of SGLang's per-forward msgspec structs, and the
``traceable_structs`` patch that puts them in place.

Each twin must behave like its struct (fields, defaults, construction,
frozenness, ==, hash, methods, ``__post_init__``) while Dynamo can build it
inside a ``fullgraph=True`` trace, which it cannot do for a msgspec struct.
"""

from __future__ import annotations

import importlib
import inspect
import sys
import types

import msgspec
import pytest
import torch
import torch._dynamo

from gemma4_passes.patches import PATCHES
from gemma4_passes.patches.base import resolve
from gemma4_passes.unwrap import structs

STREAM = "sglang.srt.layers.layer_boundary.residual.stream"
EXIT = "sglang.srt.layers.layer_boundary.exit"
OUTPUT = "sglang.srt.layers.layer_boundary.output"
CONTRIBUTION = f"{STREAM}.Contribution"
OWED = f"{STREAM}.OwedOutput"
DECLARED = f"{STREAM}.DeclaredSum"
EXIT_DECISION = f"{EXIT}.ExitDecision"
UNREDUCED = f"{OUTPUT}.UnreducedOutput"

FROZEN = {OWED, DECLARED, EXIT_DECISION, UNREDUCED}


def short(dotted):
    return dotted.rsplit(".", 1)[-1]


@pytest.fixture(scope="module")
def originals():
    # The msgspec classes, whatever the patch's state when this module starts.
    out = {}
    for dotted in structs.PER_FORWARD_STRUCTS:
        cls = resolve(dotted)
        out[dotted] = getattr(cls, "__gemma4_twin_of__", cls)
    assert set(out) == {CONTRIBUTION, OWED, DECLARED, EXIT_DECISION, UNREDUCED}
    return out


@pytest.fixture(scope="module")
def twins(originals):
    return {dotted: structs.make_twin(cls) for dotted, cls in originals.items()}


@pytest.fixture
def patch(isolated_patch):
    """The global ``traceable_structs`` patch, reverted before and after."""
    with isolated_patch("traceable_structs") as p:
        yield p


@pytest.fixture(autouse=True)
def _fresh_dynamo():
    torch._dynamo.reset()
    yield
    torch._dynamo.reset()


class Token:
    """A hashable field value compared by identity."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"Token({self.name})"


def sample_args(dotted, tag=""):
    """One positional value per field (no type checks: msgspec does none on
    __init__ either). Hashable, compared by identity."""
    cls = resolve(dotted)
    n = len(msgspec.structs.fields(getattr(cls, "__gemma4_twin_of__", cls)))
    args = [Token(f"{short(dotted)}.{i}{tag}") for i in range(n)]
    if dotted == UNREDUCED:
        args[2] = None  # reduce_to_dp_local and complete_sum are exclusive
    return tuple(args)


# -- make_twin: shape ----------------------------------------------------------


@pytest.mark.parametrize("dotted", structs.PER_FORWARD_STRUCTS, ids=short)
def test_twin_fields_and_defaults(dotted, originals, twins):
    orig, twin = originals[dotted], twins[dotted]
    infos = msgspec.structs.fields(orig)
    assert twin.__struct_fields__ == tuple(f.name for f in infos)
    assert twin.__gemma4_twin_of__ is orig
    assert twin.__name__ == orig.__name__ and twin.__qualname__ == orig.__qualname__
    assert twin.__module__ == orig.__module__
    assert not issubclass(twin, msgspec.Struct)

    params = list(inspect.signature(twin).parameters.values())
    assert [p.name for p in params] == [f.name for f in infos]
    for p, f in zip(params, infos):
        if f.required:
            assert p.default is inspect.Parameter.empty, f.name
        else:
            assert p.default is f.default or p.default == f.default, f.name


@pytest.mark.parametrize("dotted", structs.PER_FORWARD_STRUCTS, ids=short)
def test_twin_constructs_like_the_struct(dotted, originals, twins):
    orig, twin = originals[dotted], twins[dotted]
    names = twin.__struct_fields__
    args = sample_args(dotted)

    for build in (
        lambda cls: cls(*args),
        lambda cls: cls(**dict(zip(names, args))),
        lambda cls: cls(*args[:1], **dict(zip(names[1:], args[1:]))),
    ):
        a, b = build(orig), build(twin)
        assert type(b) is twin
        for name, value in zip(names, args):
            assert getattr(b, name) is value
            assert getattr(a, name) is value

    # Only the required fields: the twin fills the struct's defaults.
    required = [f.name for f in msgspec.structs.fields(orig) if f.required]
    kwargs = dict(zip(names, args))
    a = orig(**{k: kwargs[k] for k in required})
    b = twin(**{k: kwargs[k] for k in required})
    for name in names:
        assert getattr(b, name) is getattr(a, name)

    # Arity errors are errors in both.
    for cls in (orig, twin):
        with pytest.raises(TypeError):
            cls(*args, Token("extra"))
        if required:
            with pytest.raises(TypeError):
                cls()


@pytest.mark.parametrize("dotted", sorted(FROZEN), ids=short)
def test_frozen_twin_is_read_only_and_hashable(dotted, originals, twins):
    orig, twin = originals[dotted], twins[dotted]
    assert orig.__struct_config__.frozen
    args = sample_args(dotted)
    obj = twin(*args)
    for cls_obj in (orig(*args), obj):
        for name in twin.__struct_fields__:
            with pytest.raises(AttributeError):
                setattr(cls_obj, name, Token("new"))
        with pytest.raises(AttributeError):
            cls_obj.not_a_field = 1
    assert [getattr(obj, n) for n in twin.__struct_fields__] == list(args)

    # Field-wise hash: equal fields, equal hash; usable as a dict key.
    same = twin(*args)
    assert same is not obj
    assert hash(same) == hash(obj) == hash(tuple(args))
    assert {obj: "v"}[same] == "v"
    other = twin(*sample_args(dotted, tag="'"))
    assert hash(other) != hash(obj)


def test_contribution_twin_is_mutable_and_unhashable(originals, twins):
    orig, twin = originals[CONTRIBUTION], twins[CONTRIBUTION]
    assert not orig.__struct_config__.frozen
    args = sample_args(CONTRIBUTION)
    for obj in (orig(*args), twin(*args)):
        new = Token("new")
        obj.value = new
        assert obj.value is new
        with pytest.raises(TypeError):
            hash(obj)
        with pytest.raises(AttributeError):  # __slots__: no stray attributes
            obj.not_a_field = 1


@pytest.mark.parametrize("dotted", structs.PER_FORWARD_STRUCTS, ids=short)
def test_twin_equality_is_field_wise(dotted, originals, twins):
    orig, twin = originals[dotted], twins[dotted]
    args = sample_args(dotted)
    for cls in (orig, twin):
        assert cls(*args) == cls(*args)
        assert not (cls(*args) != cls(*args))
        for i in range(len(args)):
            if args[i] is None:  # UnreducedOutput: setting it would conflict
                continue
            changed = list(args)
            changed[i] = Token("changed")
            assert cls(*args) != cls(*changed), i
    # A twin never equals its struct, nor anything else.
    assert twin(*args) != orig(*args)
    assert twin(*args) != tuple(args)


def test_twin_equality_with_tensor_fields_matches_msgspec(originals, twins):
    t = torch.randn(4, generator=torch.Generator().manual_seed(0))
    assert originals[UNREDUCED](t) == originals[UNREDUCED](t)
    assert twins[UNREDUCED](t) == twins[UNREDUCED](t)


# -- make_twin: behaviour --------------------------------------------------------


def test_twin_methods(twins):
    from sglang.srt.layers.layer_boundary.layout import SumGroup

    C, U, D, E = (twins[d] for d in (CONTRIBUTION, UNREDUCED, DECLARED, EXIT_DECISION))
    t = torch.randn(3, 4, generator=torch.Generator().manual_seed(1)) + 2.0

    c = C(value=t, update=None)
    assert c.owed is None
    assert c.for_boundary() is t
    assert c.complete() is t
    c.release()
    assert (c.value, c.update, c.owed) == (None, None, None)

    # __post_init__ runs: a custom sum and a DP redistribution are exclusive.
    with pytest.raises(ValueError):
        U(t, None, lambda p: p, lambda p: p)
    with pytest.raises(ValueError):
        U(partial=t, reduce_to_dp_local=lambda p: p, complete_sum=lambda p: p)
    u = U(t, complete_sum=lambda p: p * 3)
    torch.testing.assert_close(u.complete(), t * 3, rtol=0, atol=0)
    u = U(t, reduce_to_dp_local=lambda p: p + 1)
    torch.testing.assert_close(u.complete(), t + 1, rtol=0, atol=0)

    d = D(SumGroup.TP, complete_sum=lambda v: v * 2)
    torch.testing.assert_close(d.complete(t), t * 2, rtol=0, atol=0)
    assert D(SumGroup.TP).complete_sum is None

    fn = lambda out, res: (out, res)  # noqa: E731
    e = E(True, False, fn)
    assert e.complete is fn  # a field named like a method stays a field
    assert e.defer_moe_finalize is True and e.sum_in_reduce_scatter is False


def test_make_twin_rejects_non_structs():
    class Plain:
        pass

    with pytest.raises(structs.TwinError):
        structs.make_twin(Plain)

    class Base(msgspec.Struct):
        a: int

    class Child(Base):
        b: int = 0

    with pytest.raises(structs.TwinError):
        structs.make_twin(Child)


# -- Dynamo ---------------------------------------------------------------------------


def _build_mutate(cls):
    def fn(x):
        c = cls(x, None)
        c.value = x * 2
        c.owed = None
        return c.complete() + 1

    return fn


def test_twin_contribution_traces_in_one_graph(twins):
    x = torch.randn(5, generator=torch.Generator().manual_seed(2))
    fn = torch.compile(_build_mutate(twins[CONTRIBUTION]), backend="eager", fullgraph=True)
    torch.testing.assert_close(fn(x), x * 2 + 1, rtol=0, atol=0)


def test_msgspec_contribution_breaks_the_graph(originals):
    x = torch.randn(5, generator=torch.Generator().manual_seed(2))
    fn = torch.compile(_build_mutate(originals[CONTRIBUTION]), backend="eager", fullgraph=True)
    with pytest.raises(torch._dynamo.exc.TorchDynamoException):
        fn(x)


def test_frozen_twins_trace_in_one_graph(twins):
    C, O, U, E = (twins[d] for d in (CONTRIBUTION, OWED, UNREDUCED, EXIT_DECISION))

    def fn(x):
        e = E(True, False, None)
        u = U(x, complete_sum=None)
        o = O(C(x * 3, None, u))
        y = o.contribution.value + u.partial
        return y + 1 if e.defer_moe_finalize else y

    x = torch.randn(5, generator=torch.Generator().manual_seed(3))
    cfn = torch.compile(fn, backend="eager", fullgraph=True)
    torch.testing.assert_close(cfn(x), x * 4 + 1, rtol=0, atol=0)


# -- the patch --------------------------------------------------------------------------


def _bindings(obj):
    """(module name, attribute) of every module-level name bound to ``obj``."""
    out = set()
    for name, mod in list(sys.modules.items()):
        if not isinstance(mod, types.ModuleType):
            continue
        try:
            items = list(vars(mod).items())
        except TypeError:
            continue
        out.update((name, attr) for attr, value in items if value is obj)
    return out


def test_patch_puts_twins_everywhere_and_reverts(patch, originals):
    from gemma4_passes.tools import harness

    harness.init_sglang("cpu")
    # Modules that import the structs by name.
    for mod in ("residual.access", "prepare", "exit", "stage", "residual.batch"):
        importlib.import_module(f"sglang.srt.layers.layer_boundary.{mod}")
    importlib.import_module("sglang.srt.models.gemma4_causal")

    before = {d: _bindings(cls) for d, cls in originals.items()}
    assert (STREAM, "Contribution") in before[CONTRIBUTION]
    assert ("sglang.srt.layers.layer_boundary.residual.access", "OwedOutput") in before[OWED]
    assert ("sglang.srt.layers.layer_boundary", "UnreducedOutput") in before[UNREDUCED]

    assert patch.apply().state == "active"
    assert patch.status().state == "active"
    stream = importlib.import_module(STREAM)
    exit_mod = importlib.import_module(EXIT)
    twin = stream.Contribution
    assert twin is not originals[CONTRIBUTION]
    assert twin.__gemma4_twin_of__ is originals[CONTRIBUTION]
    assert exit_mod.ExitDecision.__gemma4_twin_of__ is originals[EXIT_DECISION]
    for dotted, orig in originals.items():
        twin = resolve(dotted)
        assert twin.__gemma4_twin_of__ is orig
        assert _bindings(orig) == set(), f"{short(dotted)} still bound: {_bindings(orig)}"
        assert _bindings(twin) == before[dotted]

    patch.revert()
    assert patch.status().state == "ready"
    for dotted, orig in originals.items():
        assert resolve(dotted) is orig
        assert _bindings(orig) == before[dotted]


def test_patched_sglang_code_sees_twins(patch):
    """SGLang's residual stream, run on twins: its isinstance checks take them."""
    assert patch.apply().state == "active"
    stream = importlib.import_module(STREAM)
    output = importlib.import_module(OUTPUT)
    access = importlib.import_module("sglang.srt.layers.layer_boundary.residual.access")

    class Update:
        bind = None

    def fn(x, r):
        s = stream.ResidualStream(r)
        handle = s.record(output.UnreducedOutput(x, complete_sum=lambda p: p * 2), Update())
        buf = access.buffer(handle)
        return s.complete(handle) + buf, handle

    x = torch.randn(4, 8, generator=torch.Generator().manual_seed(4))
    r = torch.randn(4, 8, generator=torch.Generator().manual_seed(5))
    out, handle = fn(x, r)
    assert type(handle) is stream.OwedOutput and hasattr(stream.OwedOutput, "__gemma4_twin_of__")
    torch.testing.assert_close(out, x * 3, rtol=0, atol=0)

    cfn = torch.compile(lambda x, r: fn(x, r)[0], backend="eager", fullgraph=True)
    torch.testing.assert_close(cfn(x, r), x * 3, rtol=0, atol=0)


def test_unpatched_sglang_stream_breaks_the_graph(patch):
    stream = importlib.import_module(STREAM)
    output = importlib.import_module(OUTPUT)

    class Update:
        bind = None

    def fn(x, r):
        s = stream.ResidualStream(r)
        h = s.record(output.UnreducedOutput(x, complete_sum=lambda p: p * 2), Update())
        return s.complete(h)

    x = torch.randn(4, 8, generator=torch.Generator().manual_seed(4))
    torch.testing.assert_close(fn(x, x), x * 2, rtol=0, atol=0)
    cfn = torch.compile(fn, backend="eager", fullgraph=True)
    with pytest.raises(torch._dynamo.exc.TorchDynamoException):
        cfn(x, x)


class _Toy(msgspec.Struct, frozen=True):
    a: int
    b: int = 2

    def __post_init__(self):
        if self.a < 0:
            raise ValueError("a must be >= 0")


def test_twins_support_copy_and_msgspec_replace(sglang_cpu, isolated_patch):
    """SGLang's ResidualStream.snapshot calls msgspec.structs.replace on an UnreducedOutput."""
    import copy

    from gemma4_passes.unwrap.structs import make_twin

    with isolated_patch("traceable_structs") as p:
        original_replace = msgspec.structs.replace
        assert p.apply().state == "active"
        assert msgspec.structs.replace is not original_replace
        twin = make_twin(_Toy)
        t = twin(1)
        # msgspec's semantics, on the twin: fields copied, changes applied, __post_init__ run
        assert msgspec.structs.replace(t, b=5) == twin(1, 5)
        assert msgspec.structs.replace(_Toy(1), b=5) == _Toy(1, 5)
        with pytest.raises(ValueError):
            msgspec.structs.replace(t, a=-1)
        with pytest.raises(ValueError):
            msgspec.structs.replace(_Toy(1), a=-1)
        with pytest.raises(TypeError):
            msgspec.structs.replace(t, not_a_field=1)
        c = copy.copy(t)
        assert type(c) is twin and c == t and c is not t
        p.revert()
        assert msgspec.structs.replace is original_replace
