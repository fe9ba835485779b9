"""The ``moe_configs`` patch: SGLang's fused-MoE lookup takes our measured tiles where it has none.

Each shipped file must be what its sweep picked (``bench/studies/fused_moe_fp8_configs/``, the
run's ``sweep.json``) and SGLang's own defaults elsewhere; SGLang's lookup, patched, must return
it for that GPU and Triton version only, let SGLang's own file win, and be SGLang's again after
the revert. The device name and Triton version are set here (this machine has neither GPU).
"""

from __future__ import annotations

import glob
import importlib
import importlib.util
import json
import os
from pathlib import Path

import pytest

from gemma4_passes.patches import AT_LOAD
from gemma4_passes.patches.moe_configs import SHIPPED

ROOT = Path(__file__).resolve().parents[1]
STUDY = ROOT / "bench" / "studies" / "fused_moe_fp8_configs"
CONFIG = "sglang.srt.layers.moe.moe_runner.triton_utils.fused_moe_triton_config"
H100 = "NVIDIA H100 80GB HBM3"
FP8_NAME = f"E=128,N=704,device_name={H100.replace(' ', '_')},dtype=fp8_w8a8,per_channel_quant=True.json"
W1, W2 = (128, 1408, 2816), (128, 2816, 704)  # 26B-A4B's experts: [E, 2I, H], [E, H, I]


def shipped_files():
    return sorted(glob.glob(os.path.join(SHIPPED, "triton_*", "*.json")))


@pytest.fixture(scope="module")
def sweep_module():
    spec = importlib.util.spec_from_file_location("fused_moe_fp8_configs_sweep", STUDY / "sweep.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture
def patch(isolated_patch):
    """The patch, not applied (the plugin, loaded by an earlier test, may have applied it); as it was after."""
    with isolated_patch("moe_configs") as p:
        yield p


@pytest.fixture
def lookup(sglang_cpu, patch, monkeypatch):
    """SGLang's config module on an H100 with Triton 3.6.0, the patch applied."""
    import triton

    module = importlib.import_module(CONFIG)
    original = module.get_moe_configs
    monkeypatch.setattr(module, "get_device_name", lambda: H100)
    monkeypatch.setattr(triton, "__version__", "3.6.0")
    monkeypatch.delenv("SGLANG_MOE_CONFIG_DIR", raising=False)
    assert patch.apply().state == "active"
    assert module.get_moe_configs is not original
    monkeypatch.setattr(module, "original_lookup", original, raising=False)
    yield module
    original.cache_clear()


def fp8_tiles(module, m, per_channel_quant=True):
    """What SGLang's lookup gives the FP8 experts at ``m`` tokens, both lookups' caches cleared first
    (they are keyed by shape only; here the GPU and Triton change between calls)."""
    module.get_moe_configs.cache_clear()
    module.original_lookup.cache_clear()
    config, (down, _) = module.try_get_optimal_moe_config(W1, W2, 8, "fp8_w8a8", m,
                                                          per_channel_quant=per_channel_quant,
                                                          return_down_config=True)
    return config, down


def test_targets_are_sglangs_and_applied_at_load(patch):
    assert patch.check_targets() is None
    assert "moe_configs" in AT_LOAD


def test_shipped_files_are_their_sweeps_picks_and_sglangs_defaults(sglang_cpu, sweep_module):
    files = shipped_files()
    assert [os.path.basename(f) for f in files] == [FP8_NAME]
    for path in files:
        runs = [json.loads(Path(r).read_text()) for r in sorted(glob.glob(str(STUDY / "run*_sweep.json")))]
        run = next(r for r in runs if r["file_name"] == os.path.basename(path)
                   and f"triton_{r['environment']['triton'].replace('.', '_')}" == Path(path).parent.name)
        for m, pick in run["picks"].items():  # kept only where it won every alternation
            assert pick["wins"] == all(b < d for b, d in zip(pick["best_us"], pick["default_us"])), m
        shipped = json.loads(Path(path).read_text())
        assert shipped == sweep_module.config_file(run["picks"])
        own = sweep_module.config_file({p: dict(wins=False) for p in run["picks"]})  # SGLang's defaults only
        assert {m for m in shipped if shipped[m] != own[m]} == {m for m, p in run["picks"].items() if p["wins"]}


def test_lookup_takes_ours_on_that_gpu_and_triton(lookup):
    shipped = json.loads(Path(SHIPPED, "triton_3_6_0", FP8_NAME).read_text())
    config, down = fp8_tiles(lookup, 8)
    assert config == shipped["8"] and config["BLOCK_SIZE_M"] == 16
    assert down is None  # the second GEMM takes the first one's tiles, as measured
    assert fp8_tiles(lookup, 6)[0] == shipped["4"]  # SGLang's nearest-count rule over our keys (ties: the first)
    assert fp8_tiles(lookup, 2048)[0] == lookup.get_default_config(2048, 128, 704, 2816, 8, "fp8_w8a8", False)


def test_other_shapes_gpus_and_tritons_keep_sglangs_lookup(lookup, monkeypatch):
    import triton

    default8 = lookup.get_default_config(8, 128, 704, 2816, 8, "fp8_w8a8", False)
    monkeypatch.setattr(triton, "__version__", "3.8.0")
    assert fp8_tiles(lookup, 8)[0] == default8  # no file of ours for that Triton: SGLang's default
    monkeypatch.setattr(triton, "__version__", "3.6.0")
    monkeypatch.setattr(lookup, "get_device_name", lambda: "NVIDIA H200")
    assert fp8_tiles(lookup, 8)[0] == default8  # nor for that GPU
    monkeypatch.setattr(lookup, "get_device_name", lambda: H100)
    assert fp8_tiles(lookup, 8, per_channel_quant=False)[0] == default8  # per-tensor scales: not our file
    assert fp8_tiles(lookup, 8)[0] != default8  # and with all of it ours again


def test_sglangs_own_file_wins(lookup, monkeypatch, tmp_path):
    theirs = {"8": {"BLOCK_SIZE_M": 32, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 1, "num_warps": 4,
                    "num_stages": 2}}
    (tmp_path / "configs" / "triton_3_6_0").mkdir(parents=True)
    (tmp_path / "configs" / "triton_3_6_0" / FP8_NAME).write_text(json.dumps(theirs))
    monkeypatch.setenv("SGLANG_MOE_CONFIG_DIR", str(tmp_path))
    assert fp8_tiles(lookup, 8)[0] == theirs["8"]


def test_sglangs_own_down_file_wins_for_the_second_gemm(lookup, monkeypatch, tmp_path):
    shipped = json.loads(Path(SHIPPED, "triton_3_6_0", FP8_NAME).read_text())
    theirs = {"8": dict(shipped["8"], BLOCK_SIZE_N=128, num_stages=2)}
    (tmp_path / "configs" / "triton_3_6_0").mkdir(parents=True)
    (tmp_path / "configs" / "triton_3_6_0" / FP8_NAME.replace(".json", "_down.json")).write_text(json.dumps(theirs))
    monkeypatch.setenv("SGLANG_MOE_CONFIG_DIR", str(tmp_path))
    config, down = fp8_tiles(lookup, 8)
    assert config == shipped["8"] and down == theirs["8"]


def test_revert_gives_sglangs_lookup_back(lookup, patch):
    patch.revert()
    assert lookup.get_moe_configs is lookup.original_lookup
    assert fp8_tiles(lookup, 8)[0] == lookup.get_default_config(8, 128, 704, 2816, 8, "fp8_w8a8", False)
