"""The pass manager's FX-graph-cache key: it must change with every source a pass depends on.

Inductor folds ``PassManager.uuid()`` into the key under which it stores a compiled graph;
a source the uuid misses lets an edited pass be served the graph the old code produced.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import uuid as uuidlib

import pytest
import torch
import torch._dynamo
import torch._inductor.config as inductor_config

from gemma4_passes import manager as manager_mod
from gemma4_passes import registry
from gemma4_passes.manager import PassManager, PassStats
from gemma4_passes.registry import GraphPass, register_pass

# Files whose code runs inside a pass without being the pass's own module.
DEPENDENCIES = [
    "gemma4_passes/native.py",  # the search functions
    "gemma4_passes/kernels/__init__.py",  # the kernel loader
    "gemma4_passes/kernels/inputs.py",  # widths and the kernels' input rules
    "gemma4_passes/kernels/layout.py",  # the row kernels' launch layouts
    "gemma4_passes/graph_forms.py",  # the forms a pattern is traced in
    "gemma4_passes/refusals.py",  # the refusal rules
    "gemma4_passes/matching.py",  # the pattern-pass machinery
    "gemma4_passes/cleanup.py",  # the utility passes
    "gemma4_passes/registry.py",  # the pass base class and the selection
    "gemma4_passes.patterns/post_attn_dense.py",  # imported by patterns/post_attn_moe.py
]


def _manager(spec="post_attn_moe") -> PassManager:
    return PassManager(enabled=spec, stats_sink=PassStats())


def _edit(monkeypatch, label: str) -> None:
    """Make the hashed reader see ``label``'s file with one more line, as after an edit."""
    (path,) = [p for lab, p in manager_mod.hashed_sources() if lab == label]
    real = manager_mod._read_source

    def read(p):
        data = real(p)
        return data + b"\n# edited\n" if os.path.realpath(p) == os.path.realpath(path) else data

    monkeypatch.setattr(manager_mod, "_read_source", read)


@pytest.mark.parametrize("label", DEPENDENCIES)
def test_uuid_changes_when_a_dependency_of_a_pass_changes(label, monkeypatch):
    """post_attn_moe's own file is not the only code its matches depend on."""
    assert label in [lab for lab, _ in manager_mod.hashed_sources()]
    m = _manager()
    before = m.uuid()
    _edit(monkeypatch, label)
    assert m.uuid() != before
    assert _manager().uuid() != before


def test_uuid_is_stable_across_constructions_and_processes():
    """A cache key must be reproducible, or the cache never hits across SGLang's processes."""
    here = _manager("all").uuid()
    assert isinstance(here, str) and len(here) == 64
    assert _manager("all").uuid() == here
    code = "from gemma4_passes.manager import PassManager; print(PassManager(enabled='all').uuid())"
    env = {k: v for k, v in os.environ.items() if k != registry.ENV_SELECTION}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         check=True, timeout=300)
    assert out.stdout.strip().splitlines()[-1] == here


def test_uuid_depends_on_the_selection_and_the_run_order():
    """Which passes run, and in which order, changes the compiled graph."""
    full = _manager("post_attn_moe,post_attn_dense")
    assert full.uuid() != _manager("post_attn_moe").uuid()
    u = full.uuid()
    full.passes.reverse()
    assert full.uuid() != u


def test_uuid_is_none_not_an_exception_when_a_source_cannot_be_read(monkeypatch):
    """uuid() runs inside Inductor's cache-key computation: no key (no caching) is safe, a raise is not."""
    m = _manager()

    def unreadable(path):
        raise OSError("gone")

    monkeypatch.setattr(manager_mod, "_read_source", unreadable)
    assert m.uuid() is None


# ---------------------------------------------------------------------------
# end to end: Inductor's FX graph cache on disk
# ---------------------------------------------------------------------------

CALLS: list = []


class ToyRule(GraphPass):
    """Swaps the operands of every mm when the module ``rule_module`` says ``SWAP = True``."""

    name = "toy_cache_rule"
    description = "swaps mm operands by a rule read from another module"
    order = -100
    rule_module = ""

    def config(self):
        return {"rule_module": self.rule_module}

    def run(self, graph):
        swap = sys.modules[self.rule_module].SWAP
        CALLS.append(swap)
        n = 0
        for node in graph.find_nodes(op="call_function", target=torch.ops.aten.mm.default):
            if swap:
                node.args = (node.args[1], node.args[0])
                n += 1
        return n


@pytest.fixture
def rule_package(tmp_path, monkeypatch):
    """A package ``<name>`` with ``rule.py`` (``SWAP = False``) that ToyRule reads; returns (name, set_rule)."""
    name = f"g4p_cache_dep_{uuidlib.uuid4().hex}"
    pkg = tmp_path / "src" / name
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    rule = pkg / "rule.py"
    rule.write_text("SWAP = False\n")
    monkeypatch.syspath_prepend(str(tmp_path / "src"))
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # no stale .pyc
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path / "inductor_cache"))
    module = importlib.import_module(f"{name}.rule")
    monkeypatch.setattr(ToyRule, "rule_module", module.__name__)

    def set_rule(swap: bool) -> None:
        rule.write_text(f"SWAP = {swap}\n# edited to {swap}\n")
        importlib.invalidate_caches()
        assert importlib.reload(module).SWAP is swap

    saved = dict(registry._REGISTRY)
    register_pass(ToyRule)
    CALLS.clear()
    yield name, set_rule
    CALLS.clear()
    registry._REGISTRY.clear()
    registry._REGISTRY.update(saved)
    for mod in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        sys.modules.pop(mod)


def _compile_and_run(manager, a, b):
    torch._dynamo.reset()
    try:
        with inductor_config.patch(post_grad_custom_post_pass=manager, fx_graph_cache=True,
                                   fx_graph_remote_cache=False, force_disable_caches=False), \
                torch._functorch.config.patch(enable_autograd_cache=True):
            return torch.compile(lambda x, y: x @ y, backend="inductor")(a, b)
    finally:
        torch._dynamo.reset()


def test_fx_graph_cache_recompiles_after_an_edit_to_a_hashed_dependency(rule_package, monkeypatch):
    """With a dependency outside the hashed sources an edit is served the stale cached graph;
    once its package is hashed, the same edit compiles anew and the result follows it."""
    name, set_rule = rule_package
    a = torch.arange(1.0, 5.0).reshape(2, 2)
    b = torch.tensor([[0.0, 1.0], [1.0, 0.0]])  # a @ b swaps a's columns, b @ a its rows
    manager = PassManager(enabled=["toy_cache_rule"], stats_sink=PassStats())

    # Not hashed: the cache serves the graph compiled before the edit.
    torch.testing.assert_close(_compile_and_run(manager, a, b), a @ b)
    assert CALLS == [False]
    set_rule(True)
    torch.testing.assert_close(_compile_and_run(manager, a, b), a @ b)  # stale
    assert CALLS == [False], "the FX graph cache did not serve the second compile"

    # Hashed: each edit is a new key, compiled with the code as it is now.
    monkeypatch.setattr(manager_mod, "HASHED_PACKAGES", manager_mod.HASHED_PACKAGES + (name,))
    torch.testing.assert_close(_compile_and_run(manager, a, b), b @ a)
    assert CALLS == [False, True]
    set_rule(False)
    torch.testing.assert_close(_compile_and_run(manager, a, b), a @ b)
    assert CALLS == [False, True, False]
    set_rule(True)  # back to a source compiled before: its entry is valid and served
    torch.testing.assert_close(_compile_and_run(manager, a, b), b @ a)
    assert CALLS == [False, True, False]
