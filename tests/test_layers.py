"""SGLang's real Gemma-4 decoder layers, compiled through patch_model with the plugin.

Each variant's small configuration keeps its layer kinds (sliding/full, MoE,
PLE, kv-shared, double-wide MLP). Compiled with SGLang's own
``set_torch_compile_config`` + ``patch_model`` (Inductor), the whole stack of
layers must be one Dynamo graph (SGLang 0.5.23 alone gives three per layer),
and the output must match SGLang's eager native path: to fp32 rounding in
fp32, within bf16 rounding in bf16.
"""

import pytest
import torch

from expected_matches import EXPECTED_MATCHES, nonzero
from gemma4_passes.tools import demo, harness

VARIANTS = harness.VARIANTS


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_variant_fp32_one_graph_matches_eager(sglang_plugins, variant):
    r = demo.run_variant(variant, num_tokens=3, compare_off=False, dtype=torch.float32)
    c = r.on
    assert c.graphs == 1, f"{variant}: {c.graphs} Dynamo graphs for {len(r.layers)} layers"
    assert c.manager_graphs == c.graphs, "our pass manager must see every compiled graph"
    assert nonzero(c.matches) == EXPECTED_MATCHES[variant]
    assert c.finite
    assert not c.errors
    assert c.max_abs_err <= 1e-4 * max(1.0, r.ref_max_abs), (c.max_abs_err, r.ref_max_abs)
    assert r.ref_max_abs > 0.1  # never compare on (near) zeros


@pytest.mark.slow
@pytest.mark.parametrize("variant,tokens", [("26b-a4b", 1), ("31b", 17), ("e2b", 3)])
def test_variant_bf16(sglang_plugins, variant, tokens):
    r = demo.run_variant(variant, num_tokens=tokens, compare_off=False, dtype=torch.bfloat16)
    c = r.on
    assert c.graphs == 1
    assert nonzero(c.matches) == EXPECTED_MATCHES[variant]
    assert not c.errors
    assert c.finite
    # bf16 eager rounds every intermediate, Inductor keeps fused ones in fp32:
    # a few bf16 ulps of the output's largest entries.
    assert c.max_abs_err <= 0.08 * r.ref_max_abs, (c.max_abs_err, r.ref_max_abs)


def test_layer_kinds_cover_each_variant(sglang_cpu):
    kinds = {}
    for v in VARIANTS:
        cfg = harness.build_config(v)
        kinds[v] = [harness.describe_layer(cfg, i) for i in harness.default_layer_ids(cfg)]
    assert kinds["26b-a4b"] == ["sliding/moe", "full/moe"]
    assert kinds["31b"] == ["sliding/dense", "full/dense"]
    assert set(kinds["e4b"]) >= {"sliding/dense/ple", "full/dense/ple", "sliding/dense/ple/kv-shared", "full/dense/ple/kv-shared"}
    assert "sliding/dense/ple/kv-shared/double-wide" in kinds["e2b"]


def test_real_geometry_configs(sglang_cpu):
    cfg = harness.build_config("26b-a4b", scale="real")
    assert (cfg.hidden_size, cfg.num_experts, cfg.top_k_experts) == (2816, 128, 8)
    assert cfg.head_dim == 512 and cfg.swa_head_dim == 256
    assert cfg.layer_types[5] == "full_attention" and cfg.layer_types[4] == "sliding_attention"
    e2b = harness.build_config("e2b", scale="real")
    assert harness.kv_shared_start(e2b) == 15
    assert e2b.layer_types[4] == "full_attention"
