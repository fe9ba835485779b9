"""Tiny SGLang Gemma-4 models and patch checks shared by the patch tests."""

from __future__ import annotations

import torch

from gemma4_passes import harness
from gemma4_passes.patches.base import DISABLED, TARGET_CHANGED

IMAGE, VIDEO, AUDIO = 1000, 1001, 1002
PATCH, POOL = 4, 2


def mm_config(variant: str):
    """A ``Gemma4Config``: the small text model of ``variant`` and a one-layer vision tower."""
    from transformers import Gemma4Config, Gemma4VisionConfig

    spec = dict(harness._COMMON, **harness._SMALL[variant])
    spec["layer_types"] = harness._layer_types(spec.pop("layer_pattern"), spec["num_hidden_layers"])
    vision = Gemma4VisionConfig(
        hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2,
        num_key_value_heads=2, head_dim=16, patch_size=PATCH, pooling_kernel_size=POOL,
        position_embedding_size=64,
    )
    cfg = Gemma4Config(text_config=spec, vision_config=vision, image_token_id=IMAGE,
                       video_token_id=VIDEO, audio_token_id=AUDIO)
    cfg.architectures = ["Gemma4ForConditionalGeneration"]
    return cfg


def build_float32(cls, config):
    """``cls(config)`` with float32 parameters."""
    prev = torch.get_default_dtype()
    torch.set_default_dtype(torch.float32)
    try:
        return cls(config)
    finally:
        torch.set_default_dtype(prev)


def build_mm_model(variant: str):
    """SGLang's ``Gemma4ForConditionalGeneration``, float32, SGLang's attention overrides applied."""
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration
    from sglang.srt.utils.hf_transformers.config import _apply_gemma4_attention_overrides

    cfg = mm_config(variant)
    _apply_gemma4_attention_overrides(cfg)
    return build_float32(Gemma4ForConditionalGeneration, cfg)


def check_switch_and_changed_target(patch, patch_cls, target: str, monkeypatch) -> None:
    """The patch's environment switch disables it; a changed target skips a fresh instance."""
    with monkeypatch.context() as m:  # cleared before the caller's fixture restores the patch
        m.setenv(patch.env_var, "0")
        st = patch.apply()
        assert st.state == DISABLED and patch.env_var in st.reason and not patch.applied
    fresh = patch_cls()
    assert target in fresh.targets
    monkeypatch.setitem(fresh.targets, target, "0000000000000000")
    st = fresh.apply()
    assert st.state == TARGET_CHANGED and target in st.reason and not fresh.applied
