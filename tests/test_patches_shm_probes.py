"""``shm_probes``: the host probes of SGLang's shared-memory all-reduce check do not break a compiled graph.

At TP>1 every all-reduce asks ``is_shm_available``: ``cpu_has_amx_support() or
is_host_cpu_arm64()``. On a CPU with AMX tiles the first calls
``_is_intel_amx_backend_available()``, an ``lru_cache`` around ``import sgl_kernel`` that
Dynamo traces through; on one without, the second reads ``platform.machine()``, which
torch 2.11's Dynamo cannot trace. The AMX tests make the AMX probe reachable on any CPU
(``is_amx_tile_supported`` set to True, as SGLang finds it on an AMX CPU), the arm64 tests
set it to False; the TP=2 layers are in ``test_tp2.py``.
"""

from __future__ import annotations

import contextlib
import importlib.util

import pytest
import torch
import torch._dynamo

from gemma4_passes.testing import torch_at_least


@contextlib.contextmanager
def _region():
    yield


def _shm_then_add(x):
    from sglang.srt.utils import common

    # What GroupCoordinator.all_reduce asks first, at TP=2 in one host; inside a context
    # manager, as the layers' calls are, where Dynamo cannot resume after a failed call.
    with _region():
        if common.is_shm_available(x.dtype, 2, 2):
            return x * 3
        return x + 1


@pytest.fixture(params=[True, False], ids=["amx_cpu", "cpu_without_amx"])
def host(request, sglang_cpu, monkeypatch):
    """SGLang's common module on a CPU with AMX tiles (the AMX probe is asked) or without (the arm64 probe is)."""
    from sglang.srt.utils import common

    monkeypatch.setattr(common, "is_amx_tile_supported", request.param)
    return common


@pytest.mark.skipif(importlib.util.find_spec("sgl_kernel") is not None,
                    reason="the break needs sgl_kernel to be absent")
def test_amx_probe_breaks_the_graph_without_the_patch(sglang_cpu, monkeypatch, isolated_patch):
    from sglang.srt.utils import common

    monkeypatch.setattr(common, "is_amx_tile_supported", True)
    x = torch.randn(3, 8)
    with isolated_patch("shm_probes"):
        torch._dynamo.reset()
        if not torch_at_least(2, 14):
            # After the break, the resumed frame reaches the arm64 probe (the next test).
            with pytest.raises(torch._dynamo.exc.InternalTorchDynamoError, match="uname"):
                torch._dynamo.explain(_shm_then_add)(x)
            return
        without = torch._dynamo.explain(_shm_then_add)(x)
    # The frame falls back to eager: no graph, or more than one.
    assert without.graph_count != 1 or without.graph_break_count > 0, without


@pytest.mark.skipif(torch_at_least(2, 14), reason="torch 2.14's Dynamo traces platform.uname")
def test_arm64_probe_fails_the_trace_without_the_patch(sglang_cpu, monkeypatch, isolated_patch):
    from sglang.srt.utils import common

    monkeypatch.setattr(common, "is_amx_tile_supported", False)
    x = torch.randn(3, 8)
    with isolated_patch("shm_probes"):
        torch._dynamo.reset()
        with pytest.raises(torch._dynamo.exc.InternalTorchDynamoError, match="uname"):
            torch.compile(_shm_then_add, backend="eager")(x)


def test_probes_stay_in_one_graph_with_the_patch(host, isolated_patch):
    x = torch.randn(3, 8)
    with isolated_patch("shm_probes") as p:
        expected = _shm_then_add(x)  # eager, through SGLang's own probes
        assert p.apply().state == "active"
        torch._dynamo.reset()
        explained = torch._dynamo.explain(_shm_then_add)(x)
        torch._dynamo.reset()
        compiled = torch.compile(_shm_then_add, backend="eager", fullgraph=True)(x)
    assert (explained.graph_count, explained.graph_break_count) == (1, 0)
    torch.testing.assert_close(compiled, expected, rtol=0, atol=0)


@pytest.mark.parametrize("probe", ["_is_intel_amx_backend_available", "is_host_cpu_arm64"])
def test_eager_answers_unchanged_and_reverted(host, probe, isolated_patch):
    with isolated_patch("shm_probes") as p:  # reverted here, if the plugin had applied it
        original = getattr(host, probe)
        answer = original()
        shm = host.is_shm_available(torch.bfloat16, 2, 2)
        p.apply()
        patched = getattr(host, probe)
        assert patched is not original and patched.__wrapped__ is original
        assert patched.__name__ == probe
        assert patched() is answer
        assert host.is_shm_available(torch.bfloat16, 2, 2) is shm
        p.revert()
        assert getattr(host, probe) is original
