"""``mm_prefill_graphs``: breakable prefill graphs for multimodal Gemma-4 (opt-in).

Resolution runs SGLang's real ``ServerArgs`` with the CUDA default for the
prefill backend (breakable) for a tiny multimodal Gemma-4 checkpoint. The body
tests build SGLang's real ``Gemma4ForConditionalGeneration`` at tiny size
(E2B structure: per-layer inputs, kv-shared layers) and call its language
model the way ``PrefillCudaGraphRunner._run_forward`` does at capture, inside
SGLang's breakable-graph and prefill-graph scopes, so the kv-shared layers go
through the eager attention region with ``key=value=None``. Attention is the
SDPA stand-in of ``gemma4_passes.tools.harness``; the CUDA capture and replay
themselves are not run here.
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes.tools import harness
from gemma4_passes.patches.base import NOT_APPLICABLE, TARGET_CHANGED
from gemma4_passes.patches.mm_prefill_graphs import (
    ALLOWLIST, ARCHITECTURES, OPT_IN, PLACEHOLDERS_ATTR, MmPrefillGraphs, ple_ids,
)
from tiny_gemma4 import AUDIO, IMAGE, VIDEO, build_mm_model, mm_config

@pytest.fixture
def patch(isolated_patch, monkeypatch):
    with isolated_patch("mm_prefill_graphs") as p:
        monkeypatch.delenv(OPT_IN, raising=False)
        yield p


def opt_in(monkeypatch):
    monkeypatch.setenv(OPT_IN, "1")


# -- switch, status, revert ---------------------------------------------------


def test_off_unless_opted_in(patch, monkeypatch):
    from gemma4_passes.patches.base import resolve

    st = patch.apply()
    assert st.state == NOT_APPLICABLE and OPT_IN in st.reason
    assert not set(ARCHITECTURES) & set(resolve(ALLOWLIST))

    opt_in(monkeypatch)
    before = list(resolve(ALLOWLIST))
    assert patch.apply().state == "active"
    assert resolve(ALLOWLIST) == before + list(ARCHITECTURES)  # nothing else added or moved
    patch.revert()
    assert resolve(ALLOWLIST) == before


def test_refused_with_out_of_place_positions(patch, monkeypatch):
    opt_in(monkeypatch)
    monkeypatch.setenv("SGLANG_GEMMA_OUT_OF_PLACE_POSITION_MUTATION", "1")
    st = patch.apply()
    assert st.state == NOT_APPLICABLE and "POSITION_MUTATION" in st.reason


def test_changed_target_skips_the_patch(patch, monkeypatch):
    opt_in(monkeypatch)
    from sglang.srt.models.gemma4_causal import Gemma4TextModel

    before = Gemma4TextModel.__dict__["forward"]
    p = MmPrefillGraphs()
    target = "sglang.srt.models.gemma4_causal.Gemma4TextModel.forward"
    monkeypatch.setitem(p.targets, target, "0000000000000000")
    st = p.apply()
    assert st.state == TARGET_CHANGED and target in st.reason and not p.applied
    assert Gemma4TextModel.__dict__["forward"] is before


# -- resolution: SGLang's multimodal rule -------------------------------------


@pytest.fixture(scope="module")
def mm_checkpoint(tmp_path_factory):
    path = tmp_path_factory.mktemp("gemma4-mm")
    mm_config("26b-a4b").save_pretrained(path)
    return str(path)


def prefill_backend(model_path, monkeypatch, **kwargs):
    """Resolve with the prefill default SGLang uses on CUDA (breakable)."""
    from sglang.srt.arg_groups.overrides import resolution_result
    from sglang.srt.model_executor import cuda_graph_config
    from sglang.srt.server_args import ServerArgs

    with monkeypatch.context() as m:
        m.setattr(cuda_graph_config, "default_prefill_backend", lambda: cuda_graph_config.Backend.BREAKABLE)
        sa = ServerArgs(model_path=model_path, device="cpu", random_seed=1, **kwargs)
        sa.resolve_once()
    return resolution_result(sa, "cuda_graph_config").prefill.backend


def test_resolution_keeps_breakable_prefill_for_gemma4_mm(patch, monkeypatch, mm_checkpoint):
    assert prefill_backend(mm_checkpoint, monkeypatch) == "disabled"  # SGLang's multimodal rule
    opt_in(monkeypatch)
    assert patch.apply().state == "active"
    assert prefill_backend(mm_checkpoint, monkeypatch) == "breakable"


# -- the captured body ----------------------------------------------------------


@pytest.fixture(scope="module")
def mm_model(sglang_cpu):
    """SGLang's Gemma4ForConditionalGeneration at E2B structure, built with the patch on."""
    import os

    from gemma4_passes.patches import PATCHES

    p = PATCHES["mm_prefill_graphs"]
    was = p.applied
    os.environ[OPT_IN] = "1"
    try:
        assert p.apply().state == "active"
        model = build_mm_model("e2b")
    finally:
        del os.environ[OPT_IN]
        if not was:
            p.revert()
    gen = torch.Generator().manual_seed(0)
    lm = model.language_model
    for layer in lm.layers:
        harness.randomize_weights(layer, gen)
    with torch.no_grad():
        for name, param in lm.named_parameters():
            if not name.startswith("layers"):
                param.copy_(torch.randn(param.shape, generator=gen) * 0.05)
    return model


T = 9


def body_inputs(model, seed=3):
    gen = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, 900, (T,), generator=gen)
    ids[2:5] = IMAGE  # an image's placeholder tokens
    ids[6] = AUDIO
    embeds = torch.randn(T, model.config.text_config.hidden_size, generator=gen) * 0.5
    return ids, embeds


def run_body(model, ids, embeds, *, capture_call, graph_scope):
    """Gemma4TextModel over one prefill of T tokens, with fresh KV."""
    from contextlib import ExitStack

    from sglang.srt.model_executor.runner.prefill_cuda_graph_runner import (
        _build_layer_model_forward_kwargs,
    )
    from sglang.srt.model_executor.runner_backend_utils.breakable_cuda_graph.context import (
        enable_breakable_cuda_graph,
    )
    from sglang.srt.model_executor.runner_utils.forward_batch import set_forward_batch
    from sglang.srt.model_executor.runner_utils.prefill_graph import prefill_graph_scope

    lm = model.language_model
    fb = harness.make_forward_batch("extend", T, 0)
    fb.input_ids = ids
    fb.input_embeds = embeds
    fb.global_num_token_non_padded_cpu = T
    positions = torch.arange(T)
    with ExitStack() as stack, torch.no_grad():
        stack.enter_context(harness.attention(harness.SDPAAttention()))
        stack.enter_context(harness.native_ops(lm, T))
        if graph_scope:
            # As PrefillCudaGraphRunner._prefill_forward_context sets them up.
            stack.enter_context(enable_breakable_cuda_graph())
            stack.enter_context(set_forward_batch(fb))
            stack.enter_context(prefill_graph_scope(full_graph=False, raw_num_tokens=T))
        if capture_call:
            # What PrefillCudaGraphRunner._run_forward passes a multimodal body.
            kwargs = _build_layer_model_forward_kwargs(lm, fb, None)
            assert set(kwargs) == {"input_embeds"}
            return lm.forward(ids, positions, fb, **kwargs)
        # The eager multimodal forward: embeddings + per-layer inputs of pad-mapped ids.
        pli = lm.get_per_layer_inputs(ple_ids(ids, (0, (IMAGE, VIDEO, AUDIO))))
        return lm.forward(None, positions, fb, input_embeds=embeds, per_layer_inputs=pli)


def test_placeholders_recorded_on_the_language_model(mm_model):
    assert getattr(mm_model.language_model, PLACEHOLDERS_ATTR) == (0, (IMAGE, VIDEO, AUDIO))
    ids = torch.tensor([5, IMAGE, 7, VIDEO, AUDIO])
    assert ple_ids(ids, (0, (IMAGE, VIDEO, AUDIO))).tolist() == [5, 0, 7, 0, 0]


def test_capture_call_fails_without_the_patch(mm_model, patch):
    ids, embeds = body_inputs(mm_model)
    with pytest.raises(ValueError, match="exactly one of input_ids or inputs_embeds"):
        run_body(mm_model, ids, embeds, capture_call=True, graph_scope=False)


def test_captured_body_matches_the_eager_multimodal_forward(mm_model, patch, monkeypatch):
    opt_in(monkeypatch)
    assert patch.apply().state == "active"
    lm = mm_model.language_model
    assert any(layer.self_attn.is_kv_shared_layer for layer in lm.layers)
    assert lm.embed_tokens_per_layer is not None  # E2B: per-layer inputs
    ids, embeds = body_inputs(mm_model)

    eager = run_body(mm_model, ids, embeds, capture_call=False, graph_scope=False)
    body = run_body(mm_model, ids, embeds, capture_call=True, graph_scope=True)
    torch.testing.assert_close(body, eager, rtol=0, atol=0)

    # The placeholders matter: raw ids would give the image rows other per-layer inputs.
    fb_ids = ids.clone()
    raw = lm.get_per_layer_inputs(fb_ids)
    mapped = lm.get_per_layer_inputs(ple_ids(fb_ids, (0, (IMAGE, VIDEO, AUDIO))))
    assert not torch.equal(raw[2:5], mapped[2:5]) and torch.equal(raw[0], mapped[0])


def test_kv_shared_layers_in_the_eager_attention_region(mm_model, patch, monkeypatch):
    """Without the patch too: SGLang's eager attention region takes key=value=None."""
    from sglang.srt.layers.radix_attention import RadixAttention

    ids, embeds = body_inputs(mm_model, seed=5)
    plain = run_body(mm_model, ids, embeds, capture_call=False, graph_scope=False)
    seen = []
    original = RadixAttention._eager_attention

    def spy(self, q, k, v, *args, **kwargs):
        seen.append((self.layer_id, k is None and v is None))
        return original(self, q, k, v, *args, **kwargs)

    monkeypatch.setattr(RadixAttention, "_eager_attention", spy)
    scoped = run_body(mm_model, ids, embeds, capture_call=False, graph_scope=True)
    torch.testing.assert_close(scoped, plain, rtol=0, atol=0)
    # Every layer went through the region; the kv-shared ones without key/value.
    lm = mm_model.language_model
    shared = {l.self_attn.attn.layer_id for l in lm.layers if l.self_attn.is_kv_shared_layer}
    assert len(seen) == len(lm.layers)
    assert {lid for lid, none in seen if none} == shared


def test_sglang_callers_pass_one_or_the_other(mm_model, patch, monkeypatch):
    """Text-only path (ids) is unchanged by the patch."""
    ids, _ = body_inputs(mm_model, seed=7)
    ids = ids.clamp(max=900)
    lm = mm_model.language_model

    def text(ids):
        fb = harness.make_forward_batch("extend", T, 0)
        fb.input_ids = ids
        with torch.no_grad(), harness.attention(harness.SDPAAttention()), harness.native_ops(lm, T):
            return lm.forward(ids, torch.arange(T), fb)

    before = text(ids)
    opt_in(monkeypatch)
    assert patch.apply().state == "active"
    torch.testing.assert_close(text(ids), before, rtol=0, atol=0)
