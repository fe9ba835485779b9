"""Tests for gemma4_passes.registry: pass registration and the selection syntax."""

from __future__ import annotations

import sys
import types

import pytest

from gemma4_passes import builtin, registry
from gemma4_passes.registry import (
    ENV_SELECTION,
    GraphPass,
    UnknownPassError,
    parse_selection,
    register_pass,
)


@pytest.fixture
def clean_registry():
    """Snapshot ``registry._REGISTRY`` and restore it after the test.

    The built-in passes are loaded first so that a test which happens to be the
    first to import ``gemma4_passes.patterns`` does not drop them on restore
    (the package would not register them a second time).
    """
    builtin.passes()
    saved = dict(registry._REGISTRY)
    yield registry._REGISTRY
    registry._REGISTRY.clear()
    registry._REGISTRY.update(saved)


def _make_pass(name, description="toy pass", order=100, base=GraphPass, **attrs):
    ns = {"name": name, "description": description, "order": order,
          "run": lambda self, graph: 0, "__module__": __name__}
    ns.update(attrs)
    return type(f"Toy_{name}", (base,), ns)


# ---------------------------------------------------------------------------
# parse_selection
# ---------------------------------------------------------------------------

KNOWN = ["c", "b", "a"]  # deliberately not alphabetical: this is "registry order"


@pytest.mark.parametrize("spec", ["all", "", "   ", None, "all,all"])
def test_parse_all_and_default(spec):
    assert parse_selection(spec, KNOWN) == ["c", "b", "a"]


def test_parse_none():
    assert parse_selection("none", KNOWN) == []


def test_parse_explicit_names_come_back_in_registry_order():
    assert parse_selection("a,b", KNOWN) == ["b", "a"]
    assert parse_selection("a,c", KNOWN) == ["c", "a"]
    assert parse_selection("b", KNOWN) == ["b"]


def test_parse_whitespace_around_items_is_ignored():
    assert parse_selection(" a , b ", KNOWN) == ["b", "a"]


def test_parse_all_minus():
    assert parse_selection("all,-b", KNOWN) == ["c", "a"]
    assert parse_selection("all,-b,-c", KNOWN) == ["a"]


def test_parse_leading_minus_means_all_minus():
    assert parse_selection("-b", KNOWN) == ["c", "a"]
    assert parse_selection("-b,-a", KNOWN) == ["c"]
    assert parse_selection("-b", KNOWN) == parse_selection("all,-b", KNOWN)


def test_parse_none_then_names():
    assert parse_selection("none,a", KNOWN) == ["a"]
    assert parse_selection("none,a,c", KNOWN) == ["c", "a"]


def test_parse_later_items_win():
    assert parse_selection("a,none", KNOWN) == []
    assert parse_selection("all,-b,b", KNOWN) == ["c", "b", "a"]
    assert parse_selection("none,a,-a", KNOWN) == []
    assert parse_selection("-a,all", KNOWN) == ["c", "b", "a"]


def test_parse_duplicates_are_collapsed():
    assert parse_selection("a,a,b,a", KNOWN) == ["b", "a"]
    assert parse_selection("all,a", KNOWN) == ["c", "b", "a"]
    assert parse_selection("-b,-b", KNOWN) == ["c", "a"]


def test_parse_minus_of_disabled_name_is_fine():
    assert parse_selection("none,-a", KNOWN) == []
    assert parse_selection("b,-a", KNOWN) == ["b"]


def test_parse_accepts_any_sequence_and_does_not_mutate_it():
    known = ("c", "b", "a")
    assert parse_selection("a,c", known) == ["c", "a"]
    as_list = list(KNOWN)
    parse_selection("-b", as_list)
    assert as_list == KNOWN


def test_parse_unknown_name_lists_valid_names_and_the_bad_one():
    with pytest.raises(UnknownPassError) as info:
        parse_selection("a,gelu_mull", KNOWN)
    msg = str(info.value)
    assert "'gelu_mull'" in msg
    for name in KNOWN:
        assert name in msg.split("valid names:")[1]
    assert "all" in msg and "none" in msg
    assert ENV_SELECTION in msg


def test_parse_every_unknown_name_is_reported():
    with pytest.raises(UnknownPassError) as info:
        parse_selection("x,a,y", KNOWN)
    msg = str(info.value)
    assert "'x'" in msg and "'y'" in msg
    assert "'a'" not in msg.split("valid names:")[0]


@pytest.mark.parametrize("spec", ["-x", "all,-x", "none,-x", "a,-x"])
def test_parse_unknown_name_in_minus_form_errors(spec):
    with pytest.raises(UnknownPassError, match="'x'"):
        parse_selection(spec, KNOWN)


def test_parse_unknown_name_is_a_value_error():
    assert issubclass(UnknownPassError, ValueError)
    with pytest.raises(ValueError):
        parse_selection("nope", KNOWN)


def test_parse_selection_is_case_sensitive():
    with pytest.raises(UnknownPassError, match="'A'"):
        parse_selection("A", KNOWN)


def test_parse_only_commas_is_an_error():
    with pytest.raises(UnknownPassError):
        parse_selection(",", KNOWN)


def test_parse_with_no_known_pass():
    assert parse_selection("all", []) == []
    assert parse_selection("none", []) == []
    with pytest.raises(UnknownPassError, match=r"\(none\)"):
        parse_selection("a", [])


# ---------------------------------------------------------------------------
# register_pass / registered / selected_from_env
# ---------------------------------------------------------------------------


def test_register_and_registered(clean_registry):
    cls = register_pass(_make_pass("toy_reg", "a toy", order=7))
    assert cls.name == "toy_reg"  # the decorator returns the class
    infos = registry.registered()
    info = infos["toy_reg"]
    assert info.name == "toy_reg"
    assert info.description == "a toy"
    assert info.order == 7
    assert info.factory is cls
    assert isinstance(info.factory(), cls)


def test_registered_is_sorted_by_order_then_name(clean_registry):
    register_pass(_make_pass("toy_zz_first", order=-1000))
    register_pass(_make_pass("toy_bb", order=10**6))
    register_pass(_make_pass("toy_aa", order=10**6))
    names = [n for n in registry.registered() if n.startswith("toy_")]
    assert names == ["toy_zz_first", "toy_aa", "toy_bb"]
    infos = list(registry.registered().values())
    keys = [(i.order, i.name) for i in infos]
    assert keys == sorted(keys)


def test_registered_returns_a_copy(clean_registry):
    register_pass(_make_pass("toy_copy"))
    infos = registry.registered()
    infos.pop("toy_copy")
    assert "toy_copy" in registry.registered()


def test_registering_the_same_class_twice_is_a_no_op(clean_registry):
    cls = _make_pass("toy_same")
    register_pass(cls)
    register_pass(cls)
    assert registry.registered()["toy_same"].factory is cls


@pytest.mark.parametrize(
    "obj",
    [
        object,
        int,
        type("NotAPass", (), {"name": "x", "description": "y"}),
        "toy",
        lambda graph: 0,
    ],
    ids=["object", "int", "plain-class", "str", "function"],
)
def test_register_rejects_non_graphpass(clean_registry, obj):
    before = dict(clean_registry)
    with pytest.raises(TypeError, match="GraphPass"):
        register_pass(obj)
    assert clean_registry == before


def test_register_rejects_an_instance(clean_registry):
    cls = _make_pass("toy_instance")
    with pytest.raises(TypeError):
        register_pass(cls())
    assert "toy_instance" not in clean_registry


@pytest.mark.parametrize(
    "name,description",
    [("", "has a description"), ("toy_nodesc", ""), ("", "")],
)
def test_register_requires_name_and_description(clean_registry, name, description):
    before = dict(clean_registry)
    with pytest.raises(ValueError, match="name.*description"):
        register_pass(_make_pass(name, description))
    assert clean_registry == before


def test_register_requires_name_on_the_subclass_itself(clean_registry):
    class Unnamed(GraphPass):
        description = "forgot the name"

    with pytest.raises(ValueError):
        register_pass(Unnamed)


@pytest.mark.parametrize("bad", ["all", "none", "a,b", "toy,", "-toy", "-"])
def test_register_rejects_reserved_and_malformed_names(clean_registry, bad):
    with pytest.raises(ValueError, match="invalid pass name"):
        register_pass(_make_pass(bad))
    assert bad not in clean_registry


def test_register_accepts_names_containing_a_dash_not_at_the_start(clean_registry):
    register_pass(_make_pass("toy-dash"))
    assert parse_selection("toy-dash", list(registry.registered())) == ["toy-dash"]


def test_register_rejects_a_second_class_under_the_same_name(clean_registry):
    first = register_pass(_make_pass("toy_dup", "first"))
    second = _make_pass("toy_dup", "second")
    with pytest.raises(ValueError, match="registered twice"):
        register_pass(second)
    info = registry.registered()["toy_dup"]
    assert info.factory is first
    assert info.description == "first"


def test_selected_from_env(clean_registry, monkeypatch):
    register_pass(_make_pass("toy_env_a", order=-2000))
    register_pass(_make_pass("toy_env_b", order=-1000))
    everything = list(builtin.passes())
    assert {"toy_env_a", "toy_env_b", "router"} <= set(everything)

    monkeypatch.delenv(ENV_SELECTION, raising=False)
    assert builtin.selected_from_env() == everything

    monkeypatch.setenv(ENV_SELECTION, "toy_env_b,toy_env_a")
    assert builtin.selected_from_env() == ["toy_env_a", "toy_env_b"]

    monkeypatch.setenv(ENV_SELECTION, "none")
    assert builtin.selected_from_env() == []

    monkeypatch.setenv(ENV_SELECTION, "-toy_env_a")
    assert builtin.selected_from_env() == [n for n in everything if n != "toy_env_a"]

    monkeypatch.setenv(ENV_SELECTION, "")
    assert builtin.selected_from_env() == everything

    monkeypatch.setenv(ENV_SELECTION, "toy_env_a,toy_env_typo")
    with pytest.raises(UnknownPassError) as info:
        builtin.selected_from_env()
    assert "'toy_env_typo'" in str(info.value)
    assert "toy_env_a" in str(info.value) and "toy_env_b" in str(info.value)


# ---------------------------------------------------------------------------
# GraphPass basics and its uuid
# ---------------------------------------------------------------------------


def test_graphpass_defaults():
    p = GraphPass()
    with pytest.raises(NotImplementedError):
        p.run(None)
    assert p.config() == {}
    assert p.order == 100


def test_source_files_cover_the_defining_module():
    cls = _make_pass("toy_src")
    assert cls().source_files() == [__file__]


def test_graphpass_uuid_depends_on_name_and_config():
    a = _make_pass("toy_u_a")
    b = _make_pass("toy_u_b")
    assert a().uuid() == a().uuid()
    assert len(a().uuid()) == 64
    assert a().uuid() != b().uuid()

    class Configured(GraphPass):
        name = "toy_cfg"
        description = "configured"

        def __init__(self):
            self.eps = 1e-6

        def config(self):
            return {"eps": self.eps, "dtypes": ("bf16",)}

    p = Configured()
    u1 = p.uuid()
    p.eps = 1e-5
    assert p.uuid() != u1
    p.eps = 1e-6
    assert p.uuid() == u1


def test_source_files_include_mixins_after_graphpass_in_the_mro(tmp_path, monkeypatch):
    """A mixin listed after GraphPass still defines the pass: hash its file too."""
    mod_name = "g4p_toy_mixin_for_registry_test"
    (tmp_path / f"{mod_name}.py").write_text("class Mixin:\n    eps = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, mod_name, raising=False)
    import importlib

    mixin_mod = importlib.import_module(mod_name)
    try:
        cls = type("P", (GraphPass, mixin_mod.Mixin),
                   {"name": "toy_mixin", "description": "d", "__module__": __name__})
        files = cls().source_files()
        assert mixin_mod.__file__ in files
        assert __file__ in files
        u1 = cls().uuid()
        (tmp_path / f"{mod_name}.py").write_text("class Mixin:\n    eps = 22\n")
        assert cls().uuid() != u1
    finally:
        sys.modules.pop(mod_name, None)


def test_uuid_of_a_pass_without_a_source_file_does_not_raise(monkeypatch):
    """Classes typed into a REPL/notebook live in a __main__ without __file__.

    inspect.getfile raises OSError for them; uuid() must not blow up (Inductor
    calls it while computing the cache key, inside compile).
    """
    fake_main = types.ModuleType("__main__")
    monkeypatch.setitem(sys.modules, "__main__", fake_main)
    cls = type("ReplPass", (GraphPass,),
               {"name": "toy_repl", "description": "d", "__module__": "__main__"})
    assert cls().source_files() == []
    assert len(cls().uuid()) == 64


def test_the_registry_imports_none_of_its_users():
    """The registry knows no pass: importing it loads neither the cleanup passes, the
    matching helpers nor the fusions (they import it); ``builtin.passes()`` registers them."""
    import subprocess

    code = ("import sys, gemma4_passes.registry as r; "
            "users = [m for m in ('gemma4_passes.cleanup', 'gemma4_passes.graph_forms', 'gemma4_passes.refusals', "
            "'gemma4_passes.matching', 'gemma4_passes.patterns') "
            "if m in sys.modules]; assert not users, users; assert not r.registered(), r.registered(); "
            "from gemma4_passes import builtin, fusions; names = set(builtin.passes()); "
            "assert set(fusions.ORDER) <= names, set(fusions.ORDER) - names; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]


def test_the_runtime_imports_no_dev_tools():
    """What the plugin runs (registry, manager, passes, ops, kernels, patches) never imports
    ``gemma4_passes.tools``: the harness, the demo and the benchmarks are dev code."""
    import subprocess

    code = ("import sys, gemma4_passes.plugin, gemma4_passes.manager, gemma4_passes.ops, gemma4_passes.kernels; "
            "from gemma4_passes import builtin, patches; builtin.passes(); patches.PATCHES; "
            "tools = sorted(m for m in sys.modules if m.startswith('gemma4_passes.tools')); "
            "assert not tools, tools; assert 'gemma4_passes.tools.harness' not in sys.modules; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]
