"""Why SGLang 0.5.23 needs no speculative-decoding guard for Frozen-KV MTP.

The fix this replaces was written for the v1 worker: after a verify in which
no draft token survived, ``FrozenKVMTPWorker.forward_batch_generation`` skipped
both the draft-extend and the ``batch.spec_info`` reset (its
``if ... draft_extend_input.input_ids.shape[0] > 0`` branch), so the batch kept
its ``FrozenKVMTPVerifyInput``; the next ``ScheduleBatch.merge_batch`` then
called ``spec_info.merge_batch`` on it and failed with ``AttributeError``.

0.5.23 has only the v2 worker (``FrozenKVMTPWorkerV2``; ``SpeculativeAlgorithm.
create_worker`` returns it with overlap on or off). Its decode step has no such
branch: ``_draft_extend_for_decode`` always replaces the result's
``next_draft_input`` with a ``FrozenKVMTPDraftInput`` (an idle one for an idle
or empty batch, real-shaped ``topk_p``/``topk_index`` otherwise), and the
scheduler installs ``batch_result.next_draft_input`` as ``batch.spec_info``
after every v2 forward. These tests run the real worker code on CPU with the
target and verify stubbed, for the zero-accept case, an idle batch and prefill,
and then the real ``filter_batch``/``merge_batch`` the scheduler calls next.

The idle batch (attention DP) does crash in 0.5.23, for another reason: the
draft worker builds its idle verify input without the required ``device``.
``spec_idle_draft`` fixes that; its tests are at the end.
"""

from __future__ import annotations

import inspect
from types import SimpleNamespace

import pytest
import torch

from gemma4_passes.patches.base import DISABLED, TARGET_CHANGED, fingerprint
from gemma4_passes.patches.spec_idle_draft import SpecIdleDraft

HIDDEN, TOPK, NUM_DRAFT = 16, 1, 4


@pytest.fixture(scope="module")
def sgl(sglang_cpu):
    from sglang.srt.managers.utils import GenerationBatchResult
    from sglang.srt.model_executor.forward_batch_info import ForwardMode
    from sglang.srt.speculative import frozen_kv_mtp_worker_v2 as w
    from sglang.srt.speculative.eagle_info import EagleDraftInput

    return SimpleNamespace(w=w, ForwardMode=ForwardMode, GenerationBatchResult=GenerationBatchResult,
                           EagleDraftInput=EagleDraftInput)


def make_worker(sgl, verify_result, stub_draft=True):
    """A ``FrozenKVMTPWorkerV2`` with SGLang's methods; only the GPU work is stubbed."""
    w = sgl.w
    draft = object.__new__(w.FrozenKVMTPDraftWorker)
    draft.device = "cpu"
    draft.topk = TOPK
    draft.speculative_num_draft_tokens = NUM_DRAFT
    draft.speculative_num_steps = NUM_DRAFT - 1
    draft._model_runner = SimpleNamespace(model=SimpleNamespace(backbone_hidden_size=HIDDEN))
    draft.model_config = SimpleNamespace(dtype=torch.float32)
    draft.parallel_layout = SimpleNamespace(tp_group=None)
    drafted = []

    def fake_draft(batch):  # the draft forward (a GPU model run) is not under test
        drafted.append(batch.spec_info)
        return w.FrozenKVMTPVerifyInput.create_idle_input(TOPK, NUM_DRAFT - 1, NUM_DRAFT, device="cpu")

    if stub_draft:
        draft.draft = fake_draft

    worker = object.__new__(w.FrozenKVMTPWorkerV2)
    worker._draft_worker = draft
    worker._target_worker = None
    worker.adaptive_controller = None
    worker.verify = lambda batch, grammar_barrier=None: verify_result(batch)
    return worker, drafted


def decode_batch(sgl, bs, spec_info):
    mode = sgl.ForwardMode.IDLE if bs == 0 else sgl.ForwardMode.DECODE
    return SimpleNamespace(forward_mode=mode, is_extend_in_batch=False,
                           seq_lens=torch.arange(10, 10 + bs), spec_info=spec_info)


def zero_accept_verify(sgl, bs, bonus):
    """What ``run_eagle_verify`` returns when every request accepts no draft token.

    ``accept_lens`` counts the bonus token, so it is 1 per request;
    ``next_draft_input`` is a bare ``EagleDraftInput(bonus_tokens=...)``.
    """
    hidden = torch.randn(bs * NUM_DRAFT, HIDDEN)

    def verify(batch):
        assert isinstance(batch.spec_info, sgl.w.FrozenKVMTPVerifyInput)
        return sgl.GenerationBatchResult(
            logits_output=SimpleNamespace(hidden_states=hidden),
            next_draft_input=sgl.EagleDraftInput(bonus_tokens=bonus),
            accept_lens=torch.ones(bs, dtype=torch.int64),
            new_seq_lens=batch.seq_lens + 1,
        )

    return verify, hidden


def test_zero_accept_leaves_a_draft_input(sgl):
    bs = 3
    bonus = torch.tensor([7, 8, 9], dtype=torch.int32)
    verify, hidden = zero_accept_verify(sgl, bs, bonus)
    worker, _ = make_worker(sgl, verify)
    seed = worker.draft_worker._build_seed_draft_input(bonus, torch.randn(bs, HIDDEN))
    batch = decode_batch(sgl, bs, seed)

    result = worker.forward_batch_generation(batch)

    nxt = result.next_draft_input
    assert type(nxt) is sgl.w.FrozenKVMTPDraftInput
    assert not nxt.is_verify_input()
    assert torch.equal(nxt.bonus_tokens, bonus.long())
    # The seed hidden is the last accepted node of each request: node 0.
    assert torch.equal(nxt.hidden_states, hidden[torch.arange(bs) * NUM_DRAFT])
    assert nxt.topk_p.shape == (bs, TOPK) and nxt.topk_index.shape == (bs, TOPK)
    # The verify input the worker put on the batch has no merge/filter: the
    # scheduler must replace it, which is the line checked below.
    assert isinstance(batch.spec_info, sgl.w.FrozenKVMTPVerifyInput)
    assert not hasattr(batch.spec_info, "merge_batch")


def idle_verify(sgl):
    def verify(batch):
        assert isinstance(batch.spec_info, sgl.w.FrozenKVMTPVerifyInput)
        assert batch.spec_info.draft_token.numel() == 0
        return sgl.GenerationBatchResult(
            logits_output=SimpleNamespace(hidden_states=torch.empty(0, HIDDEN)),
            next_draft_input=sgl.EagleDraftInput(bonus_tokens=torch.empty(0, dtype=torch.int32)),
            accept_lens=torch.empty(0, dtype=torch.int64),
            new_seq_lens=batch.seq_lens,
        )

    return verify


def test_idle_batch_leaves_an_idle_draft_input(sgl):
    worker, drafted = make_worker(sgl, idle_verify(sgl))
    batch = decode_batch(sgl, 0, None)  # no spec_info at all: the worker makes an idle seed
    result = worker.forward_batch_generation(batch)
    assert type(drafted[0]) is sgl.w.FrozenKVMTPDraftInput
    nxt = result.next_draft_input
    assert type(nxt) is sgl.w.FrozenKVMTPDraftInput
    assert nxt.topk_index.shape == (0, TOPK) and nxt.hidden_states.shape == (0, HIDDEN)


def test_prefill_seed_and_empty_seed(sgl):
    worker, _ = make_worker(sgl, None)
    dw = worker.draft_worker
    batch = SimpleNamespace(forward_mode=sgl.ForwardMode.EXTEND, extend_lens=[3, 1, 2], batch_size=lambda: 3)
    hidden = torch.randn(6, HIDDEN)
    seed = dw._draft_extend_for_prefill(batch, hidden, torch.tensor([1, 2, 3]))
    assert type(seed) is sgl.w.FrozenKVMTPDraftInput
    assert torch.equal(seed.hidden_states, hidden[[2, 3, 5]])
    empty = dw._build_seed_draft_input(torch.empty(0, dtype=torch.int64), torch.empty(0, HIDDEN))
    assert type(empty) is sgl.w.FrozenKVMTPDraftInput and empty.topk_index.shape == (0, TOPK)


def test_filter_and_merge_after_zero_accept(sgl):
    """What the scheduler does next: drop finished requests, merge with a new batch."""
    bonus = torch.tensor([7, 8, 9], dtype=torch.int32)
    verify, _ = zero_accept_verify(sgl, 3, bonus)
    worker, _ = make_worker(sgl, verify)
    dw = worker.draft_worker

    def step(seed):
        return worker.forward_batch_generation(decode_batch(sgl, 3, seed)).next_draft_input

    running = step(dw._build_seed_draft_input(bonus, torch.randn(3, HIDDEN)))
    running.filter_batch(new_indices=torch.tensor([], dtype=torch.long), new_indices_cpu=[])
    assert running.topk_index.shape == (0, TOPK)  # every request finished
    incoming = step(dw._build_seed_draft_input(bonus, torch.randn(3, HIDDEN)))
    running.merge_batch(incoming)
    assert torch.equal(running.bonus_tokens, bonus.long())
    other = step(dw._build_seed_draft_input(bonus, torch.randn(3, HIDDEN)))
    other.filter_batch(new_indices=torch.tensor([2]), new_indices_cpu=[2])
    running.merge_batch(other)
    assert running.topk_p.shape == (4, TOPK) and running.hidden_states.shape == (4, HIDDEN)
    idle = dw._idle_seed()
    idle.merge_batch(running)
    assert idle.topk_index.shape == (4, TOPK)


# Where 0.5.23's scheduler installs the v2 result, overlap on and off. Checked
# against the source so that a change there fails here, not in production.
SCHEDULER_LINES = (
    "batch.spec_info = batch_result.next_draft_input",
    "else batch_result.next_draft_input",
)


def test_scheduler_installs_next_draft_input_and_v2_is_the_only_worker(sgl):
    from sglang.srt.managers import scheduler
    from sglang.srt.speculative.spec_info import SpeculativeAlgorithm

    src = inspect.getsource(scheduler)
    for line in SCHEDULER_LINES:
        assert line in src
    # The v1 worker is gone; both overlap modes build the v2 worker.
    assert not hasattr(sgl.w, "FrozenKVMTPWorker")
    src = inspect.getsource(SpeculativeAlgorithm)
    assert "FrozenKVMTPWorkerV2" in src and "frozen_kv_mtp_worker import" not in src
    # The branch that skipped the reset in v1 is not in v2's decode step.
    fbg = inspect.getsource(sgl.w.FrozenKVMTPWorkerV2.forward_batch_generation)
    assert "input_ids.shape[0] > 0" not in fbg
    assert "self.draft_worker._draft_extend_for_decode(batch, batch_output)" in fbg
    # What these tests establish holds for this source; a new one needs a new look.
    assert fingerprint(sgl.w.FrozenKVMTPWorkerV2.forward_batch_generation) == "4f069803c80c8eef"
    assert fingerprint(sgl.w.FrozenKVMTPDraftWorker._draft_extend_for_decode) == "4618122357e36102"


# -- spec_idle_draft: the idle-batch crash and its fix ------------------------


@pytest.fixture
def idle_patch(isolated_patch, sgl):
    original = sgl.w.FrozenKVMTPDraftWorker.__dict__["draft"]
    original = getattr(original, "__wrapped__", original)
    with isolated_patch("spec_idle_draft") as p:
        assert sgl.w.FrozenKVMTPDraftWorker.draft is original
        yield p
        p.revert()
        assert sgl.w.FrozenKVMTPDraftWorker.draft is original


def test_idle_draft_crashes_without_the_patch(sgl, idle_patch):
    worker, _ = make_worker(sgl, idle_verify(sgl), stub_draft=False)
    with pytest.raises(TypeError, match="device"):
        worker.forward_batch_generation(decode_batch(sgl, 0, None))


def test_idle_draft_with_the_patch(sgl, idle_patch):
    assert idle_patch.apply().state == "active"
    worker, _ = make_worker(sgl, idle_verify(sgl), stub_draft=False)
    result = worker.forward_batch_generation(decode_batch(sgl, 0, None))
    nxt = result.next_draft_input
    assert type(nxt) is sgl.w.FrozenKVMTPDraftInput and nxt.topk_index.shape == (0, TOPK)
    # The idle verify input is the one SGLang meant: its type, widths and device.
    vi = worker.draft_worker.draft(decode_batch(sgl, 0, None))
    ref = sgl.w.FrozenKVMTPVerifyInput.create_idle_input(TOPK, NUM_DRAFT - 1, NUM_DRAFT, device="cpu")
    assert type(vi) is sgl.w.FrozenKVMTPVerifyInput
    for name in ("draft_token", "custom_mask", "positions", "retrieve_index", "retrieve_next_token"):
        a, b = getattr(vi, name), getattr(ref, name)
        assert a.shape == b.shape and a.dtype == b.dtype and a.device == b.device, name
    assert (vi.topk, vi.spec_steps, vi.draft_token_num) == (TOPK, NUM_DRAFT - 1, NUM_DRAFT)


def test_non_idle_draft_runs_sglang_code(sgl, idle_patch):
    """A decode batch goes to SGLang's own ``draft``, which checks its spec_info type."""
    assert idle_patch.apply().state == "active"
    worker, _ = make_worker(sgl, None, stub_draft=False)
    with pytest.raises(AssertionError):
        worker.draft_worker.draft(decode_batch(sgl, 2, sgl.EagleDraftInput()))


def test_idle_draft_kill_switch_revert_and_changed_target(sgl, idle_patch, monkeypatch):
    with monkeypatch.context() as m:  # cleared before the fixture restores the patch
        m.setenv("GEMMA4_PATCH_SPEC_IDLE_DRAFT", "0")
        assert idle_patch.apply().state == DISABLED
    assert idle_patch.apply().state == "active"
    idle_patch.revert()
    worker, _ = make_worker(sgl, idle_verify(sgl), stub_draft=False)
    with pytest.raises(TypeError):
        worker.forward_batch_generation(decode_batch(sgl, 0, None))

    p = SpecIdleDraft()
    target = "sglang.srt.speculative.frozen_kv_mtp_worker_v2.FrozenKVMTPDraftWorker.draft"
    monkeypatch.setitem(p.targets, target, "0000000000000000")
    st = p.apply()
    assert st.state == TARGET_CHANGED and target in st.reason
    assert not p.applied
