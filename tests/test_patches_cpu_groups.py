"""``cpu_groups``: SGLang's parallel groups go without NCCL where no CUDA device is.

The TP=2 processes themselves are in ``test_tp2.py`` (layers) and ``test_engine.py``
(SGLang's Engine at ``tp_size=2``); here, what the replacement passes on.
"""

from __future__ import annotations

import torch

from gemma4_passes.patches.cpu_groups import BUILD, _without_nccl_on_cpu


def _recorder():
    calls = []

    def build(*args, **kwargs):
        calls.append((args, kwargs))
        return "group"

    return build, calls


def test_no_cuda_device_means_no_pynccl(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    build, calls = _recorder()
    assert _without_nccl_on_cpu(build)([[0, 1]], 0, "gloo", use_custom_allreduce=False) == "group"
    assert calls == [(([[0, 1]], 0, "gloo"), {"use_custom_allreduce": False, "use_pynccl": False})]


def test_with_a_cuda_device_nothing_changes(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    build, calls = _recorder()
    _without_nccl_on_cpu(build)([[0, 1]], 0, "nccl")
    assert calls == [(([[0, 1]], 0, "nccl"), {})]


def test_patch_rebinds_sglangs_builder_and_reverts(sglang_cpu, isolated_patch):
    from sglang.srt.distributed import parallel_state

    with isolated_patch("cpu_groups") as p:
        original = parallel_state.init_model_parallel_group
        assert p.apply().state == "active"
        assert parallel_state.init_model_parallel_group is not original
        assert parallel_state.init_model_parallel_group.__wrapped__ is original
        p.revert()
        assert parallel_state.init_model_parallel_group is original
    assert BUILD.endswith(".init_model_parallel_group")
