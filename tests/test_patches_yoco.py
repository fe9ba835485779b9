"""``yoco``: Gemma-4 E2B/E4B prefill runs the kv-shared layers on last tokens only.

SGLang's real ``Gemma4ForCausalLM`` at tiny E2B size (per-layer inputs,
sliding and full layers, five kv-shared layers, double-wide MLP), float32,
random weights, with its real ``LogitsProcessor``. The attention kernel is a
stand-in that works like a paged backend (``harness.PagedSDPAAttention``: K/V
written at ``out_cache_loc``, read through a request-to-token table over each
request's prefix, the causal and sliding-window masks from positions), so a
batch of one token per request over a long prefix (what the kv-shared layers
see under YOCO) is served the way SGLang's backends serve it. A batch of three
requests, two with a cached prefix from an earlier forward, is prefilled with
and without the patch.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from gemma4_passes.tools import harness
from gemma4_passes.patches.yoco import Yoco, ineligible
from tiny_gemma4 import build_float32, check_switch_and_changed_target

MAX_LEN = 32


def PagedSDPA(table):
    """The paged stand-in, in query blocks of 4 rows so that blocking is exercised."""
    return harness.PagedSDPAAttention(table, block=4)


@pytest.fixture(scope="module")
def model(sglang_cpu):
    from sglang.srt.models.gemma4_causal import Gemma4ForCausalLM

    cfg = harness.build_config("e2b")
    m = build_float32(Gemma4ForCausalLM, cfg)
    gen = torch.Generator().manual_seed(0)
    for layer in m.model.layers:
        harness.randomize_weights(layer, gen)
    with torch.no_grad():
        for name, p in m.named_parameters():
            if not name.startswith("model.layers"):
                p.copy_(torch.randn(p.shape, generator=gen) * 0.05)
    assert sum(l.self_attn.is_kv_shared_layer for l in m.model.layers) == cfg.num_kv_shared_layers == 5
    # The logits softcap takes its torch path on a CPU (else a Triton kernel).
    from sglang.srt.layers import logits_processor

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(logits_processor, "_is_cpu", True)
        yield m


@pytest.fixture
def patch(isolated_patch):
    with isolated_patch("yoco") as p:
        yield p


def make_batch(prefix, new, ids, **extra):
    """An EXTEND ForwardBatch: request i has ``prefix[i]`` cached and ``new[i]`` new tokens."""
    return harness.make_extend_batch(prefix, new, ids, MAX_LEN, **extra)


PROMPTS = ([6, 4, 3], [5, 9, 1])  # (cached prefix lengths, new tokens) of three requests


def prefill(model, patched, patch, body=False):
    """Prefix forward (never patched), then the extension with or without YOCO."""
    gen = torch.Generator().manual_seed(11)
    prefix, new = PROMPTS
    ids_all = [torch.randint(0, 1000, (p + n,), generator=gen) for p, n in zip(prefix, new)]
    patch.revert()
    fb0, table = make_batch([0, 0, 0], prefix, torch.cat([t[:p] for t, p in zip(ids_all, prefix)]))
    backend = PagedSDPA(table)
    lm = model.model
    with torch.no_grad(), harness.attention(backend), harness.native_ops(model, fb0.extend_num_tokens):
        model.model(fb0.input_ids, fb0.positions, fb0)
        if patched:
            assert patch.apply().state == "active"
        backend.query_rows.clear()
        ids = torch.cat([t[p:] for t, p in zip(ids_all, prefix)])
        fb, _ = make_batch(prefix, new, ids)
        out = (model.model if body else model)(ids, fb.positions, fb)
    return out, backend, fb, lm


def test_logits_unchanged_and_shared_layers_see_last_tokens(model, patch):
    ref, ref_backend, _, lm = prefill(model, False, patch)
    got, backend, fb, _ = prefill(model, True, patch)
    assert got.next_token_logits.shape == ref.next_token_logits.shape == (3, lm.config.vocab_size)
    torch.testing.assert_close(got.next_token_logits, ref.next_token_logits, rtol=1e-5, atol=1e-5)
    assert torch.equal(got.next_token_logits.argmax(-1), ref.next_token_logits.argmax(-1))

    n_tokens, bs = sum(PROMPTS[1]), len(PROMPTS[1])
    shared = {l.self_attn.attn.layer_id for l in lm.layers if l.self_attn.is_kv_shared_layer}
    sources = set(backend.query_rows) - shared
    # kv-shared layers share their source's layer_id: the second call per id is the shared one.
    for lid, rows in backend.query_rows.items():
        assert rows[0] == n_tokens
        assert rows[1:] == [bs] * (len(rows) - 1)
    for lid, rows in ref_backend.query_rows.items():
        assert set(rows) == {n_tokens}
    # Metadata rebuilt for one token per request, then restored.
    assert backend.metadata_inits == [[1] * bs, list(PROMPTS[1])]
    assert ref_backend.metadata_inits == []
    # The batch is as it was.
    assert fb.extend_seq_lens_cpu == list(PROMPTS[1]) and fb.positions.shape[0] == n_tokens
    assert sources  # the source layers ran on every token


def test_hidden_rows_scattered_back(model, patch):
    """The body's output: each request's last row equals the unpatched one, the others are zeros."""
    ref, _, _, _ = prefill(model, False, patch, body=True)
    got, _, fb, _ = prefill(model, True, patch, body=True)
    assert got.shape == ref.shape
    last = torch.cumsum(torch.tensor(PROMPTS[1]), 0) - 1
    torch.testing.assert_close(got[last], ref[last], rtol=1e-5, atol=1e-5)
    others = torch.ones(got.shape[0], dtype=torch.bool)
    others[last] = False
    assert torch.count_nonzero(got[others]) == 0


def test_eligibility(model, patch):
    from sglang.srt.model_executor.forward_batch_info import CaptureHiddenMode, ForwardMode

    lm = model.model
    first = 5
    ids = torch.zeros(sum(PROMPTS[1]), dtype=torch.long)

    def why(**extra):
        fb, _ = make_batch(*PROMPTS, ids, **extra)
        return ineligible(lm, fb, first)

    assert why() is None
    assert ineligible(lm, make_batch(*PROMPTS, ids)[0], None) == "no kv-shared layers on this stage"
    assert why(forward_mode=ForwardMode.DECODE).startswith("forward mode")
    assert why(forward_mode=ForwardMode.MIXED).startswith("forward mode")
    assert why(extend_seq_lens_cpu=[1, 1, 1]) == "no request with more than one new token"
    assert why(return_logprob=True) == "logprobs requested"
    assert why(capture_hidden_mode=CaptureHiddenMode.FULL) == "all hidden states captured"
    assert why(capture_hidden_mode=CaptureHiddenMode.LAST) is None
    assert why(global_num_tokens_cpu=[9, 9]) == "attention data parallelism"
    assert why(lora_ids=["a", None, None]) == "LoRA"
    saved = lm.layers_to_capture
    try:
        lm.layers_to_capture = [first]
        assert why() == "hidden states captured inside the kv-shared range"
        lm.layers_to_capture = [first - 1]
        assert why() is None
    finally:
        lm.layers_to_capture = saved


def test_ineligible_batch_runs_sglang_forward(model, patch, monkeypatch):
    assert patch.apply().state == "active"
    from gemma4_passes.patches import yoco

    called = []
    monkeypatch.setattr(yoco, "yoco_forward", lambda *a, **k: called.append(1))
    gen = torch.Generator().manual_seed(3)
    ids = torch.randint(0, 1000, (3,), generator=gen)
    fb, table = make_batch([0, 0, 0], [1, 1, 1], ids)
    with torch.no_grad(), harness.attention(PagedSDPA(table)), harness.native_ops(model, 3):
        model.model(ids, fb.positions, fb)
    assert not called


def test_dense_and_moe_models_untouched(patch):
    """26B-A4B and 31B have no kv-shared layers: no fast path, whatever the batch."""
    from gemma4_passes.patches.yoco import first_kv_shared_layer

    for variant in ("26b-a4b", "31b"):
        cfg = harness.build_config(variant)
        assert (cfg.num_kv_shared_layers or 0) == 0
    fake = SimpleNamespace(start_layer=0, end_layer=2, layers=[
        SimpleNamespace(self_attn=SimpleNamespace(is_kv_shared_layer=False))] * 2)
    assert first_kv_shared_layer(fake) is None


def test_kill_switch_and_changed_target(patch, monkeypatch):
    check_switch_and_changed_target(
        patch, Yoco, "sglang.srt.models.gemma4_causal.Gemma4TextModel.forward", monkeypatch)
