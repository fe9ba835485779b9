"""Tiny SGLang Gemma-4 models and patch checks shared by the patch tests."""

from __future__ import annotations

import torch

from gemma4_passes.tools import harness
from gemma4_passes.patches.base import DISABLED, TARGET_CHANGED

IMAGE, VIDEO, AUDIO = (harness.SMALL_MM_TOKENS[f"{m}_token_id"] for m in ("image", "video", "audio"))
PATCH, POOL = harness.SMALL_VISION["patch_size"], harness.SMALL_VISION["pooling_kernel_size"]


def mm_config(variant: str):
    """A ``Gemma4Config``: the small text model of ``variant`` and a one-layer vision tower."""
    return harness.build_mm_config(variant, "small")


def build_float32(cls, config):
    """``cls(config)`` with float32 parameters (left for the test to fill)."""
    return harness.build_model(cls, config, dtype=torch.float32, seed=None)


def build_mm_model(variant: str):
    """SGLang's ``Gemma4ForConditionalGeneration``, float32, SGLang's attention overrides applied."""
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration

    return build_float32(Gemma4ForConditionalGeneration, mm_config(variant))


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
