"""``vision_batch``: Gemma-4 image/video features with batched tower and embedder calls.

SGLang's real ``Gemma4ForConditionalGeneration`` at tiny size (vision tower of
one layer, patch 4, pooling 2), float32, random weights, fed SGLang's real
``MultimodalDataItem``s: several items with images of two patch counts, some
padded, one given as a 2-D tensor, one item of precomputed embeddings. The
result is compared with SGLang's own per-image functions, and the tower and
embedder calls are counted. Not bit for bit: a matrix product over more rows
may accumulate in another order (differences of about 1e-6 in float32 here).
"""

from __future__ import annotations

import contextlib

import pytest
import torch

from gemma4_passes.patches.vision_batch import BUDGET_ENV, VisionBatch
from tiny_gemma4 import PATCH, build_mm_model, check_switch_and_changed_target

PIXELS = 3 * PATCH * PATCH


@pytest.fixture(scope="module")
def model(sglang_cpu):
    m = build_mm_model("e2b")
    gen = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for module in (m.vision_tower, m.embed_vision):
            for p in module.parameters():
                p.copy_(torch.randn(p.shape, generator=gen) * 0.2)
    return m


@pytest.fixture
def patch(isolated_patch, monkeypatch):
    with isolated_patch("vision_batch") as p:
        monkeypatch.delenv(BUDGET_ENV, raising=False)
        yield p


def image(w, h, num_patches, gen):
    """Pixels [P, 3*patch^2] and (x, y) positions [P, 2] of a w x h patch grid, padded to P."""
    pv = torch.randn(num_patches, PIXELS, generator=gen)
    pos = torch.tensor([(x, y) for y in range(h) for x in range(w)], dtype=torch.long)
    pp = torch.full((num_patches, 2), -1, dtype=torch.long)
    pp[: pos.shape[0]] = pos
    pv[pos.shape[0]:] = 0
    return pv, pp


def item(modality, pv, pp):
    from sglang.srt.managers.schedule_batch import MultimodalDataItem
    from sglang.srt.managers.schedule_batch import Modality

    it = MultimodalDataItem(modality=getattr(Modality, modality), feature=pv)
    setattr(it, "image_position_ids" if modality == "IMAGE" else "video_position_ids", pp)
    return it


def image_items(model, seed=1):
    gen = torch.Generator().manual_seed(seed)
    a = [image(4, 4, 16, gen), image(4, 2, 16, gen)]  # two images of 16 patches, one padded
    b = image(2, 4, 16, gen)                            # one image as a 2-D tensor
    c = image(6, 6, 36, gen)                            # another patch count
    d = image(4, 4, 16, gen)
    embeds = torch.randn(3, model.config.text_config.hidden_size, generator=gen)
    return [
        item("IMAGE", torch.stack([a[0][0], a[1][0]]), torch.stack([a[0][1], a[1][1]])),
        item("IMAGE", b[0], b[1]),
        item("IMAGE", embeds, None),
        item("IMAGE", c[0].unsqueeze(0), c[1].unsqueeze(0)),
        item("IMAGE", d[0], d[1]),
    ]


@contextlib.contextmanager
def counted(model, monkeypatch):
    """Count tower and embedder calls (their methods spied only inside the block)."""
    calls = {"tower": [], "embedder": 0}
    tower_forward = type(model.vision_tower).forward
    embed_forward = type(model.embed_vision).forward

    def tower(self, pv, pp):
        calls["tower"].append(pv.shape[0])
        return tower_forward(self, pv, pp)

    def embed(self, inputs_embeds):
        calls["embedder"] += 1
        return embed_forward(self, inputs_embeds)

    with monkeypatch.context() as m:
        m.setattr(type(model.vision_tower), "forward", tower)
        m.setattr(type(model.embed_vision), "forward", embed)
        yield calls


def test_images_batched_identical_and_in_order(model, patch, monkeypatch):
    items = image_items(model)
    with counted(model, monkeypatch) as calls, torch.no_grad():
        ref = model.get_image_feature(items)
    assert calls == {"tower": [2, 1, 1, 1], "embedder": 5}

    assert patch.apply().state == "active"
    with counted(model, monkeypatch) as calls, torch.no_grad():
        got = model.get_image_feature(items)
    assert calls == {"tower": [4, 1], "embedder": 1}  # 16-patch bucket, 36-patch bucket
    assert got.shape == ref.shape
    torch.testing.assert_close(got, ref, rtol=1e-6, atol=1e-6)  # GEMM row blocking only
    # Pooled soft tokens per image: 4 + 2 (padded) + 2 + 3 embeds + 9 + 4.
    assert ref.shape[0] == 4 + 2 + 2 + 3 + 9 + 4


@pytest.mark.parametrize("budget, tower_calls", ((16, [1, 1, 1, 1, 1]), (40, [2, 2, 1]), (10**6, [4, 1])))
def test_budget_chunks(model, patch, monkeypatch, budget, tower_calls):
    items = image_items(model, seed=2)
    with torch.no_grad():
        ref = model.get_image_feature(items)
    monkeypatch.setenv(BUDGET_ENV, str(budget))
    assert patch.apply().state == "active"
    with counted(model, monkeypatch) as calls, torch.no_grad():
        got = model.get_image_feature(items)
    assert calls["tower"] == tower_calls and calls["embedder"] == 1
    torch.testing.assert_close(got, ref, rtol=1e-6, atol=1e-6)  # GEMM row blocking only


def test_video_frames_batched(model, patch, monkeypatch):
    gen = torch.Generator().manual_seed(4)
    frames = [image(4, 4, 16, gen) for _ in range(3)]
    other = [image(2, 2, 16, gen) for _ in range(2)]
    items = [
        item("VIDEO", torch.stack([f[0] for f in frames]).unsqueeze(0),
             torch.stack([f[1] for f in frames]).unsqueeze(0)),  # 4-D, as the processor gives it
        item("VIDEO", torch.stack([f[0] for f in other]), torch.stack([f[1] for f in other])),
    ]
    with torch.no_grad():
        ref = model.get_video_feature(items)
    assert patch.apply().state == "active"
    with counted(model, monkeypatch) as calls, torch.no_grad():
        got = model.get_video_feature(items)
    assert calls == {"tower": [5], "embedder": 1}
    torch.testing.assert_close(got, ref, rtol=1e-6, atol=1e-6)  # GEMM row blocking only


def test_errors_and_empty_as_sglang(model, patch):
    gen = torch.Generator().manual_seed(5)
    pv, _ = image(4, 4, 16, gen)
    bad = [item("IMAGE", pv, None)]
    with pytest.raises(ValueError) as ref_err:
        model.get_image_feature(bad)
    empty_ref = model.get_image_feature([])
    assert patch.apply().state == "active"
    with pytest.raises(ValueError) as got_err:
        model.get_image_feature(bad)
    assert str(got_err.value) == str(ref_err.value)
    empty = model.get_image_feature([])
    assert empty.shape == empty_ref.shape and empty.dtype == empty_ref.dtype


def test_unified_model_and_revert(model, patch):
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration
    from sglang.srt.models.gemma4_unified import Gemma4UnifiedForConditionalGeneration

    original = Gemma4ForConditionalGeneration.__dict__["get_image_feature"]
    unified = Gemma4UnifiedForConditionalGeneration.__dict__["get_image_feature"]
    assert patch.apply().state == "active"
    assert Gemma4ForConditionalGeneration.__dict__["get_image_feature"] is not original
    assert Gemma4UnifiedForConditionalGeneration.__dict__["get_image_feature"] is unified
    patch.revert()
    assert Gemma4ForConditionalGeneration.__dict__["get_image_feature"] is original


def test_kill_switch_and_changed_target(patch, monkeypatch):
    check_switch_and_changed_target(
        patch, VisionBatch, "sglang.srt.models.gemma4_vision.Gemma4VisionEncoder.forward", monkeypatch)
