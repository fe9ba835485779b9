import contextlib
import os

import pytest

os.environ.setdefault("SGLANG_IS_FLASHINFER_AVAILABLE", "false")


@pytest.fixture(scope="session")
def sglang_cpu():
    """One-rank SGLang world on CPU, shared by every test that builds layers."""
    from gemma4_passes.tools import harness

    harness.init_sglang("cpu")
    return harness


@pytest.fixture
def sglang_ops(sglang_cpu):
    """SGLang's CPU world, for graphs that call its layers' ``forward_native`` (``sglang_forms``)."""
    return sglang_cpu


@pytest.fixture(scope="session")
def sglang_plugins(sglang_cpu):
    """SGLang's own plugin loader, run once: it finds and loads our entry point."""
    from sglang.srt.plugins import load_plugins

    load_plugins()
    return sglang_cpu


@pytest.fixture
def isolated_patch(monkeypatch):
    """Run a test with one global patch reverted and its switches cleared.

    ``with isolated_patch("router_scale") as p:`` yields the patch, not
    applied; on exit it is reverted and, if it was applied before (another
    test file, or the plugin), applied again.
    """

    @contextlib.contextmanager
    def isolate(name):
        from gemma4_passes.patches import PATCHES

        monkeypatch.delenv("GEMMA4_PATCHES", raising=False)
        p = PATCHES[name]
        monkeypatch.delenv(p.env_var, raising=False)
        was_applied = p.applied
        p.revert()
        try:
            yield p
        finally:
            p.revert()
            if was_applied:
                p.apply()

    return isolate
