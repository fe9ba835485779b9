import os

import pytest

os.environ.setdefault("SGLANG_IS_FLASHINFER_AVAILABLE", "false")


@pytest.fixture(scope="session")
def sglang_cpu():
    """One-rank SGLang world on CPU, shared by every test that builds layers."""
    from gemma4_passes import harness

    harness.init_sglang("cpu")
    return harness


@pytest.fixture(scope="session")
def sglang_plugins(sglang_cpu):
    """SGLang's own plugin loader, run once: it finds and loads our entry point."""
    from sglang.srt.plugins import load_plugins

    load_plugins()
    return sglang_cpu
