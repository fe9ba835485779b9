"""``amx_probe``: SGLang's AMX-backend probe does not break a compiled graph.

At TP>1 every all-reduce asks ``is_shm_available`` -> ``cpu_has_amx_support()``, which on
a CPU with AMX tiles calls ``_is_intel_amx_backend_available()``: an ``lru_cache`` around
``import sgl_kernel`` that Dynamo traces through. The tests make the probe reachable on
any CPU (``is_amx_tile_supported`` set to True, as SGLang finds it on an AMX CPU); the
TP=2 layers are in ``test_tp2.py``.
"""

from __future__ import annotations

import contextlib
import importlib.util

import pytest
import torch
import torch._dynamo

COMMON = "sglang.srt.utils.common"


@contextlib.contextmanager
def _region():
    yield


def _shm_then_add(x):
    from sglang.srt.utils import common

    # What GroupCoordinator.all_reduce asks first, at TP=2 in one host; inside a context
    # manager, as the layers' calls are, where Dynamo cannot resume after the failed import.
    with _region():
        if common.is_shm_available(x.dtype, 2, 2):
            return x * 3
        return x + 1


@pytest.fixture
def amx_cpu(sglang_cpu, monkeypatch):
    from sglang.srt.utils import common

    monkeypatch.setattr(common, "is_amx_tile_supported", True)
    return common


@pytest.mark.skipif(importlib.util.find_spec("sgl_kernel") is not None,
                    reason="the break needs sgl_kernel to be absent")
def test_probe_breaks_the_graph_without_the_patch(amx_cpu, isolated_patch):
    x = torch.randn(3, 8)
    with isolated_patch("amx_probe"):
        torch._dynamo.reset()
        without = torch._dynamo.explain(_shm_then_add)(x)
    # The frame falls back to eager: no graph, or more than one.
    assert without.graph_count != 1 or without.graph_break_count > 0, without


def test_probe_stays_in_one_graph_with_the_patch(amx_cpu, isolated_patch):
    x = torch.randn(3, 8)
    with isolated_patch("amx_probe") as p:
        expected = _shm_then_add(x)  # eager, through SGLang's own probe
        assert p.apply().state == "active"
        torch._dynamo.reset()
        explained = torch._dynamo.explain(_shm_then_add)(x)
        torch._dynamo.reset()
        compiled = torch.compile(_shm_then_add, backend="eager", fullgraph=True)(x)
    assert (explained.graph_count, explained.graph_break_count) == (1, 0)
    torch.testing.assert_close(compiled, expected, rtol=0, atol=0)


def test_eager_answer_unchanged_and_reverted(amx_cpu, isolated_patch):
    with isolated_patch("amx_probe") as p:  # reverted here, if the plugin had applied it
        original = amx_cpu._is_intel_amx_backend_available
        answer = original()
        p.apply()
        patched = amx_cpu._is_intel_amx_backend_available
        assert patched is not original and patched.__wrapped__ is original
        assert patched() is answer
        assert amx_cpu.cpu_has_amx_support() is answer
        p.revert()
        assert amx_cpu._is_intel_amx_backend_available is original
