"""The frozen-KV MTP draft's sliding-window state in SGLang 0.5.23: no patch needed.

The seed's crash: the draft attention backend (trtllm_mha) took
``_swa_kv_pool`` / ``use_sliding_window_kv_pool`` from the draft runner's own
pool at construction. That pool is not hybrid (the Gemma-4 MTP draft model is not in
SGLang's hybrid-SWA architecture list), so the state was ``(None, False)``;
the frozen-KV views then pointed ``token_to_kv_pool`` at the target's
``SWAKVPool`` without switching that state, so sliding-window layers read the
SWA cache through untranslated full-pool page indices, out of bounds.

In 0.5.23 the state is bound to the target pool from the start:
``TRTLLMHAAttnBackend._resolve_swa_kv_pool`` (likewise FlashInfer's and
aiter's) returns, for a Frozen-KV MTP draft runner whose own pool is not SWA,
the SWA pool of the target allocator it shares; ``FlashInferAttnBackend.__init__``
sets ``use_sliding_window_kv_pool`` from it and ``_alloc_swa_page_table``
allocates the CUDA-graph SWA page tables from it. ``frozen_kv_target_view`` /
``target_kv_pool_view`` (and the capture in ``FrozenKVMTPCudaGraphRunner``)
switch only ``token_to_kv_pool`` to the very pool that state already names.

These tests build a real ``SWAKVPool`` + ``SWATokenToKVPoolAllocator`` (the
target) and a real non-SWA ``MHATokenToKVPool`` (the draft's own) on CPU, run
the backends' real resolution, then the worker's real context managers, and
check what the page-table code reads inside and after them. What they cannot
run is the Triton page-table kernel and the attention kernel (GPU).
"""

from __future__ import annotations

import inspect
from types import SimpleNamespace

import pytest
import torch

from gemma4_passes.patches.base import fingerprint

FULL, SWA = 64, 16
SWA_LAYERS, FULL_LAYERS = [0, 1, 2, 3, 4], [5]


@pytest.fixture(scope="module")
def sgl(sglang_cpu):
    from sglang.srt.layers.attention import aiter_backend, flashinfer_backend, trtllm_mha_backend
    from sglang.srt.mem_cache.allocator.swa import SWATokenToKVPoolAllocator
    from sglang.srt.mem_cache.memory_pool import MHATokenToKVPool
    from sglang.srt.mem_cache.swa_memory_pool import SWAKVPool
    from sglang.srt.speculative import frozen_kv_mtp_utils, frozen_kv_mtp_worker_v2
    from sglang.srt.speculative.frozen_kv_mtp_info import FrozenKVMTPContext
    from sglang.srt.speculative.spec_info import SpeculativeAlgorithm

    return SimpleNamespace(
        TRTLLM=trtllm_mha_backend.TRTLLMHAAttnBackend,
        Metadata=trtllm_mha_backend.TRTLLMMHAMetadata,
        FlashInfer=flashinfer_backend.FlashInferAttnBackend,
        Aiter=aiter_backend.AiterAttnBackend,
        Allocator=SWATokenToKVPoolAllocator, MHA=MHATokenToKVPool, SWAKVPool=SWAKVPool,
        utils=frozen_kv_mtp_utils, worker=frozen_kv_mtp_worker_v2,
        Context=FrozenKVMTPContext, Algo=SpeculativeAlgorithm,
    )


@pytest.fixture
def pools(sgl):
    """The target's hybrid pool and allocator, and the draft runner's own plain pool."""
    target = sgl.SWAKVPool(size=FULL, size_swa=SWA, page_size=1, dtype=torch.bfloat16, head_num=1,
                           head_dim=8, swa_attention_layer_ids=SWA_LAYERS,
                           full_attention_layer_ids=FULL_LAYERS, device="cpu")
    allocator = sgl.Allocator(FULL, SWA, 1, torch.bfloat16, "cpu", target, need_sort=False)
    draft_own = sgl.MHA(size=64, page_size=1, dtype=torch.bfloat16, head_num=1, head_dim=8,
                        layer_num=1, device="cpu", enable_memory_saver=False)
    return SimpleNamespace(target=target, allocator=allocator, draft_own=draft_own)


def runner(sgl, pools, *, draft, algo="FROZEN_KV_MTP"):
    return SimpleNamespace(
        token_to_kv_pool=pools.draft_own if draft else pools.target,
        token_to_kv_pool_allocator=pools.allocator,
        is_draft_worker=draft,
        spec_algorithm=sgl.Algo[algo],
    )


def draft_backend(sgl, pools):
    """A trtllm_mha draft backend with the SWA state its ``__init__`` derives.

    ``__init__`` needs CUDA; the three attributes are set by the same calls it
    makes (the source lines are checked in ``test_init_derives_state_from_resolution``).
    """
    be = object.__new__(sgl.TRTLLM)
    be.token_to_kv_pool = pools.draft_own
    be._swa_kv_pool = sgl.TRTLLM._resolve_swa_kv_pool(runner(sgl, pools, draft=True))
    be.use_sliding_window_kv_pool = be._swa_kv_pool is not None
    be.device = "cpu"
    return be


@pytest.mark.parametrize("backend", ("TRTLLM", "FlashInfer", "Aiter"))
def test_frozen_kv_draft_resolves_the_target_swa_pool(sgl, pools, backend):
    resolve = getattr(sgl, backend)._resolve_swa_kv_pool
    assert not isinstance(pools.draft_own, sgl.SWAKVPool)
    assert pools.allocator.get_kvcache() is pools.target
    # Frozen-KV MTP draft: its own pool is plain, the state is the target's SWA pool.
    assert resolve(runner(sgl, pools, draft=True)) is pools.target
    # An EAGLE draft owns a separate KV pool: no SWA translation against the target's.
    assert resolve(runner(sgl, pools, draft=True, algo="EAGLE")) is None
    # The target itself: its own pool.
    assert resolve(runner(sgl, pools, draft=False)) is pools.target


def test_init_derives_state_from_resolution(sgl):
    trt = inspect.getsource(sgl.TRTLLM.__init__)
    assert "self._swa_kv_pool: Optional[SWAKVPool] = self._resolve_swa_kv_pool(model_runner)" in trt
    fi = inspect.getsource(sgl.FlashInfer.__init__)
    assert "self._resolve_swa_kv_pool(" in fi
    assert "self.use_sliding_window_kv_pool = self._swa_kv_pool is not None" in fi
    assert "super().__init__(" in trt  # TRTLLMHAAttnBackend runs FlashInfer's __init__ first


@pytest.mark.parametrize("view", ("_frozen_kv_target_view", "_target_kv_pool_view"))
def test_views_switch_the_pool_to_the_one_the_swa_state_names(sgl, pools, view):
    be = draft_backend(sgl, pools)
    worker = object.__new__(sgl.worker.FrozenKVMTPDraftWorker)
    worker.kv_context = sgl.Context(target_token_to_kv_pool=pools.target, physical_layer_ids={0: 4, 1: 5})
    worker.draft_attn_backend = be
    spec_info = object()
    fb = SimpleNamespace(spec_info=spec_info)

    assert be.token_to_kv_pool is pools.draft_own
    with getattr(worker, view)(fb):
        assert be.token_to_kv_pool is pools.target
        assert be._swa_kv_pool is be.token_to_kv_pool
        assert be.use_sliding_window_kv_pool is True
        if view == "_frozen_kv_target_view":
            assert fb.spec_info is None
    assert be.token_to_kv_pool is pools.draft_own
    assert fb.spec_info is spec_info
    assert be._swa_kv_pool is pools.target and be.use_sliding_window_kv_pool

    # Restored on an exception inside the view as well.
    with pytest.raises(RuntimeError):
        with getattr(worker, view)(fb):
            raise RuntimeError("draft forward failed")
    assert be.token_to_kv_pool is pools.draft_own and fb.spec_info is spec_info


def test_page_tables_inside_the_view_stay_in_bounds(sgl, pools):
    """Full-pool slots beyond the SWA pool's size reach SWA layers only translated."""
    alloc = pools.allocator
    first = alloc.alloc(12)
    alloc.free(first)
    full_loc = alloc.alloc(12)  # full slots 13..24 (freed ones go last); SWA slots wrap
    assert int(full_loc.max()) >= SWA  # as raw indices they overrun the SWA cache
    swa_rows = pools.target.swa_kv_pool.get_key_buffer(0).shape[0]

    be = draft_backend(sgl, pools)
    worker = object.__new__(sgl.worker.FrozenKVMTPDraftWorker)
    worker.kv_context = sgl.Context(target_token_to_kv_pool=pools.target, physical_layer_ids={0: 4, 1: 5})
    worker.draft_attn_backend = be
    with worker._frozen_kv_target_view(SimpleNamespace(spec_info=None)):
        # The mapping the page-table kernel gathers through (``_fill_page_table_device``).
        mapping = be._swa_kv_pool.full_to_swa_index_mapping
        assert mapping is alloc.full_to_swa_index_mapping
        swa_loc = mapping[full_loc]
        assert int(swa_loc.min()) >= 1 and int(swa_loc.max()) < swa_rows
        assert torch.equal(swa_loc, be.token_to_kv_pool.translate_loc_from_full_to_swa(full_loc))
        # CUDA-graph SWA page tables exist although the draft's own pool has no SWA side.
        assert be._alloc_swa_page_table(4, 8).shape == (4, 8)
        # SWA layers get the SWA page table, full ones the full one (target physical ids).
        be.forward_metadata = sgl.Metadata(page_table=full_loc.view(1, -1),
                                           swa_page_table=swa_loc.view(1, -1))
        for layer_id, is_swa in ((4, True), (5, False)):
            got = be._get_layer_page_table(SimpleNamespace(layer_id=layer_id), None)
            assert got is (be.forward_metadata.swa_page_table if is_swa else be.forward_metadata.page_table)


def test_the_seed_state_would_overrun(sgl, pools):
    """What the seed saw: with (None, False) no SWA page table is built or chosen."""
    be = draft_backend(sgl, pools)
    be._swa_kv_pool, be.use_sliding_window_kv_pool = None, False
    assert be._alloc_swa_page_table(4, 8) is None
    full = torch.arange(SWA, SWA + 8).view(1, -1)
    be.forward_metadata = sgl.Metadata(page_table=full, swa_page_table=None)
    # A sliding-window layer would get raw full-pool slots, past the SWA cache's rows.
    got = be._get_layer_page_table(SimpleNamespace(layer_id=4), None)
    assert got is full and int(got.max()) >= pools.target.swa_kv_pool.get_key_buffer(0).shape[0]


FINGERPRINTS = {
    "sglang.srt.layers.attention.trtllm_mha_backend.TRTLLMHAAttnBackend._resolve_swa_kv_pool": "40f2daf4c9ba6cd3",
    "sglang.srt.layers.attention.flashinfer_backend.FlashInferAttnBackend._resolve_swa_kv_pool": "8dd1f09769f71237",
    "sglang.srt.layers.attention.aiter_backend.AiterAttnBackend._resolve_swa_kv_pool": "776835207fe6a7ad",
    "sglang.srt.speculative.frozen_kv_mtp_utils.frozen_kv_target_view": "460d32f35dffd940",
    "sglang.srt.speculative.frozen_kv_mtp_utils.target_kv_pool_view": "3a5e526d34b4cb52",
}


def test_sources_are_the_ones_examined(sgl):
    """A new SGLang needs this looked at again."""
    from gemma4_passes.patches.base import resolve

    assert {k: fingerprint(resolve(k)) for k in FINGERPRINTS} == FINGERPRINTS
