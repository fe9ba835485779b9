import contextlib
import functools
import os

import pytest
import torch

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


@functools.lru_cache(maxsize=None)
def _cpu_scaled_mm_takes_rowwise_scales() -> bool:
    e4m3 = torch.float8_e4m3fn
    a, b = torch.ones(16, 16).to(e4m3), torch.ones(16, 16).to(e4m3).t()
    try:
        torch._scaled_mm(a, b, torch.ones(16, 1), torch.ones(1, 16), out_dtype=torch.bfloat16)
    except RuntimeError:
        return False
    return True


@pytest.fixture
def rowwise_scaled_mm_cpu():
    """Skips a test that runs SGLang's FP8 GEMM in its Hopper form (``torch._scaled_mm`` with a scale per
    row and per column) on this CPU, where this torch's CPU ``_scaled_mm`` takes per-tensor scales only
    (torch 2.11, the GPU machine's: its CUDA ``_scaled_mm`` takes them; torch 2.14's CPU one does)."""
    if not _cpu_scaled_mm_takes_rowwise_scales():
        pytest.skip(f"torch {torch.__version__}'s CPU _scaled_mm takes per-tensor scales only")
