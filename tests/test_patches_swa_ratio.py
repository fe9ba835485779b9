"""``swa_ratio``: MoE Gemma-4 defaults ``swa_full_tokens_ratio`` to 0.15.

Every case resolves SGLang's real ``ServerArgs`` (``resolve_once``: the whole
resolution pipeline, the model-override registry, the cache hook's range
check) for a local checkpoint directory holding only a ``config.json``, and
reads the ratio the way the hybrid-SWA pool configurator does: from the
``schedule`` config bag SGLang publishes to the scheduler.
"""

from __future__ import annotations

import argparse

import pytest

from gemma4_passes.tools import harness
from gemma4_passes.patches.base import DISABLED, TARGET_CHANGED
from gemma4_passes.patches.swa_ratio import ARCHITECTURES, SwaRatio, gemma4_moe_swa_ratio

SEED = 1234  # fixed, so declarations of two resolutions compare equal


def _write_gemma4(path, variant):
    from transformers import Gemma4Config

    spec = dict(harness._COMMON, **harness._SMALL[variant])
    spec["layer_types"] = harness._layer_types(spec.pop("layer_pattern"), spec["num_hidden_layers"])
    cfg = Gemma4Config(text_config=spec)
    cfg.architectures = ["Gemma4ForConditionalGeneration"]
    cfg.save_pretrained(path)
    return str(path)


@pytest.fixture(scope="module")
def checkpoints(tmp_path_factory):
    root = tmp_path_factory.mktemp("checkpoints")
    from transformers import LlamaConfig

    llama = root / "llama"
    LlamaConfig(
        hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, vocab_size=256, architectures=["LlamaForCausalLM"],
    ).save_pretrained(llama)
    return {
        "26b-a4b": _write_gemma4(root / "moe", "26b-a4b"),
        "31b": _write_gemma4(root / "dense", "31b"),
        "e2b": _write_gemma4(root / "e2b", "e2b"),
        "llama": str(llama),
    }


@pytest.fixture
def patch(isolated_patch):
    with isolated_patch("swa_ratio") as p:
        assert not _registered()
        yield p
    # isolated_patch re-applies it if it was applied before (plugin loaded)


def _registered():
    from sglang.srt.arg_groups import model_override_base

    return [a for a in ARCHITECTURES if gemma4_moe_swa_ratio in model_override_base._MODEL_OVERRIDE_FNS.get(a, ())]


def resolve(model_path, **kwargs):
    from sglang.srt.server_args import ServerArgs

    sa = ServerArgs(model_path=model_path, device="cpu", random_seed=SEED, **kwargs)
    sa.resolve_once()
    return sa


def pool_ratio(sa):
    """What ``HybridSWAPoolConfigurator`` reads: ``get_schedule().swa_full_tokens_ratio``."""
    from sglang.srt.runtime_context import _build_config_bags

    return _build_config_bags(sa)["schedule"].swa_full_tokens_ratio


def declarations(sa):
    return [(src, d) for src, d in sa._resolved_overrides]


def test_moe_gemma4_gets_015(checkpoints, patch):
    variant = "26b-a4b"
    unpatched = resolve(checkpoints[variant])
    assert pool_ratio(unpatched) == 0.8  # SGLang's fallback

    assert patch.apply().state == "active"
    assert _registered() == list(ARCHITECTURES)
    sa = resolve(checkpoints[variant])
    assert pool_ratio(sa) == 0.15
    assert sa.swa_full_tokens_ratio is None  # the raw input is untouched
    # Declared once, by our provider, and nothing else changed.
    ours = [(s, d) for s, d in declarations(sa) if "swa_full_tokens_ratio" in d]
    assert ours == [("gemma4_moe_swa_ratio", {"swa_full_tokens_ratio": 0.15})]
    # SGLang's cache hook then records the ratio as decided (True), as it does
    # for DeepSeek-V4's own 0.1; only DSV4PoolConfigurator reads that flag.
    flag = "_swa_full_tokens_ratio_explicitly_set"
    assert ("_handle_cache_compatibility", {flag: False}) in declarations(unpatched)
    assert ("_handle_cache_compatibility", {flag: True}) in declarations(sa)
    strip = lambda decls: [x for x in decls if x[0] != "gemma4_moe_swa_ratio" and flag not in x[1]]
    assert strip(declarations(sa)) == strip(declarations(unpatched))


def test_moe_is_read_from_the_text_config():
    """Multimodal configs nest it in ``text_config``; ``Gemma4ForCausalLM`` has it at the top."""
    from gemma4_passes.patches.swa_ratio import num_experts

    for variant, experts in (("26b-a4b", 16), ("31b", 0), ("e4b", 0)):
        text = harness.build_config(variant)
        assert num_experts(text) == experts
        assert num_experts(argparse.Namespace(text_config=text)) == experts


@pytest.mark.parametrize("ratio", (0.8, 0.5, 0.15, 1.0))
def test_user_ratio_is_kept_on_moe(checkpoints, patch, ratio):
    assert patch.apply().state == "active"
    sa = resolve(checkpoints["26b-a4b"], swa_full_tokens_ratio=ratio)
    assert pool_ratio(sa) == ratio
    assert not [s for s, d in declarations(sa) if s == "gemma4_moe_swa_ratio"]


def test_user_ratio_from_the_command_line(checkpoints, patch):
    """The CLI path: no flag means unset (0.15 for MoE), ``0.8`` stays 0.8."""
    from sglang.srt.server_args import ServerArgs

    assert patch.apply().state == "active"
    parser = argparse.ArgumentParser()
    ServerArgs.add_cli_args(parser)
    got = {}
    for extra in ([], ["--swa-full-tokens-ratio", "0.8"]):
        argv = ["--model-path", checkpoints["26b-a4b"], "--device", "cpu",
                "--random-seed", str(SEED), *extra]
        sa = ServerArgs.from_cli_args(parser.parse_args(argv))
        sa.resolve_once()
        got[tuple(extra)] = pool_ratio(sa)
    assert got == {(): 0.15, ("--swa-full-tokens-ratio", "0.8"): 0.8}


@pytest.mark.parametrize("model", ("31b", "e2b", "llama"))
def test_dense_gemma4_and_other_models_unchanged(checkpoints, patch, model):
    unpatched = resolve(checkpoints[model])
    assert patch.apply().state == "active"
    patched = resolve(checkpoints[model])
    assert declarations(patched) == declarations(unpatched)
    if model != "llama":
        assert pool_ratio(patched) == 0.8


def test_kill_switch(checkpoints, patch, monkeypatch):
    with monkeypatch.context() as m:  # cleared before the fixture restores the patch
        m.setenv("GEMMA4_PATCH_SWA_RATIO", "0")
        st = patch.apply()
        assert st.state == DISABLED and "GEMMA4_PATCH_SWA_RATIO" in st.reason
        assert not _registered()
        assert pool_ratio(resolve(checkpoints["26b-a4b"])) == 0.8


def test_revert(checkpoints, patch):
    assert patch.apply().state == "active"
    assert patch.apply().state == "active"  # idempotent: registered once
    from sglang.srt.arg_groups import model_override_base

    for arch in ARCHITECTURES:
        assert model_override_base._MODEL_OVERRIDE_FNS[arch].count(gemma4_moe_swa_ratio) == 1
    patch.revert()
    assert not _registered()
    assert pool_ratio(resolve(checkpoints["26b-a4b"])) == 0.8


def test_changed_target_skips_the_patch(checkpoints, patch, monkeypatch):
    p = SwaRatio()
    assert p.status().state == "ready"
    target = "sglang.srt.arg_groups.model_overrides.gemma4._gemma4_overrides"
    monkeypatch.setitem(p.targets, target, "0000000000000000")
    try:
        st = p.apply()
        assert st.state == TARGET_CHANGED and target in st.reason
        assert not _registered()
    finally:
        p.revert()


def test_changed_field_default_skips_the_patch(patch, monkeypatch):
    """If SGLang gave the field a concrete default again, user and default would be indistinguishable."""
    from sglang.srt.arg_groups import arg_utils

    real = arg_utils.record_fields

    class Field:
        name, default = "swa_full_tokens_ratio", 0.8

    with monkeypatch.context() as m:  # undone before the fixture restores the patch
        m.setattr(arg_utils, "record_fields",
                  lambda cls: [f for f in real(cls) if f.name != Field.name] + [Field])
        st = SwaRatio().apply()
        assert st.state == TARGET_CHANGED and "defaults to None" in st.reason
        assert not _registered()


def test_applied_when_sglang_loads_the_plugin(sglang_plugins):
    from gemma4_passes.patches import AT_LOAD, PATCHES

    assert "swa_ratio" in AT_LOAD
    assert PATCHES["swa_ratio"].applied
    assert _registered() == list(ARCHITECTURES)
