"""Every fusion on random valid Gemma-4 geometries, in SGLang's real decoder layers.

Fine-tunes and pruned variants change the numbers the released checkpoints have
(widths, head counts and sizes, expert count, top-k, layer count); a fusion that
only matches the released numbers would silently not happen on them. Each case
draws a seeded random text config in one of Gemma-4's layer families (MoE as
26B-A4B, dense as 31B, PLE with kv-shared and double-wide layers as E2B/E4B) at
small widths, builds SGLang's own ``Gemma4DecoderLayer``s, compiles them as
``tests/test_layers.py`` does (SGLang's ``patch_model``, every pass on) and checks,
per layer kind, that each fusion matched and nothing was refused, the fused ops
are in the graph, no native norm is left but the first layer's input norm (no
fused op comes before it), and that the output equals SGLang's eager native path
(fp32; bf16 in the slow set).

Six seeds run in CI (each family at 1, 3 and 17 tokens, one MoE layer alone at
3 tokens among them); ``-m slow`` runs 30 more.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Dict, List

import pytest
import torch

from gemma4_passes.tools import demo, harness
from gemma4_passes.testing import op_counts

FAMILIES = ("moe", "dense", "ple")
TOKENS = (1, 3, 17)
CI_SEEDS = tuple(range(6))
SLOW_SEEDS = tuple(range(6, 30))
# bf16 in the slow set: the dtype's own pattern forms (casts, rounding) on the same geometries.
SLOW_BF16_SEEDS = tuple(range(30, 36))
# What a norm leaves in the graph unfused (rmsnorm: pow, mean, rsqrt; Gemma4RMSNorm: pow, mean, pow(-0.5)).
# One rmsnorm stays: the first layer's input norm, which no fused op comes before.
NORM_LEFT = {"aten.mean": 1, "aten.rsqrt": 1, "aten.pow": 1}


def _divisors(n: int) -> List[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


def random_geometry(seed: int) -> dict:
    """A valid Gemma-4 text geometry (the keys of ``geometries.json``) at small widths.

    The family and the token count go round with the seed so that every few seeds cover
    each family at 1, 3 and 17 tokens; the numbers are drawn around the released ones'
    structure: q heads a multiple of the (sliding and global) kv heads, head sizes of
    sliding and full layers drawn apart, 1 to 3 layers, the last one full attention (as
    transformers forces), kv-shared layers only where an earlier layer of their type
    owns a cache.
    """
    rng = random.Random(seed)
    family = FAMILIES[seed % len(FAMILIES)]
    n = rng.randint(1, 3)
    # Mostly sliding layers, as in the released patterns (4 or 5 sliding : 1 full).
    layer_types = [rng.choice(("sliding_attention",) * 2 + ("full_attention",)) for _ in range(n - 1)]
    layer_types.append("full_attention")
    if family == "ple" and n >= 2 and rng.random() < 0.6:
        layer_types[-2] = "full_attention"  # an earlier full layer: the last one may share its cache
    heads = rng.choice((1, 2, 4, 8, 16))
    geo = dict(
        hidden_size=rng.randrange(32, 257, 16),
        num_hidden_layers=n,
        layer_types=layer_types,
        num_attention_heads=heads,
        num_key_value_heads=rng.choice(_divisors(heads)),
        head_dim=rng.choice((32, 64, 128, 256)),
        global_head_dim=rng.choice((64, 128, 256, 512)),
        intermediate_size=rng.randrange(32, 513, 32),
        sliding_window=rng.randint(4, 16),
        enable_moe_block=family == "moe",
        hidden_size_per_layer_input=0,
        num_kv_shared_layers=0,
        attention_k_eq_v=family != "ple" and rng.random() < 0.5,
    )
    if geo["attention_k_eq_v"]:
        geo["num_global_key_value_heads"] = rng.choice(_divisors(heads))
    if family == "moe":
        experts = rng.randint(4, 16)
        geo.update(num_experts=experts, top_k_experts=rng.randint(1, min(8, experts)),
                   moe_intermediate_size=rng.randrange(16, 129, 16))
    elif family == "ple":
        # kv-shared: a tail of the layers, each with an earlier non-shared layer of its type.
        shared = 0
        for s in range(n - 1, 0, -1):
            if set(layer_types[n - s:]) <= set(layer_types[: n - s]):
                shared = rng.randint(1, s) if rng.random() < 0.7 else 0
                break
        geo.update(hidden_size_per_layer_input=rng.randrange(16, 65, 16), num_kv_shared_layers=shared,
                   use_double_wide_mlp=rng.random() < 0.5)
    return geo


def case_tokens(seed: int) -> int:
    return TOKENS[(seed + seed // len(FAMILIES)) % len(TOKENS)]


def expected(config) -> Dict[str, Counter]:
    """Pass matches and the fused ops of the compiled graph, from the layers' kinds."""
    matches, ops = Counter(), Counter()
    for i in range(config.num_hidden_layers):
        kind = harness.describe_layer(config, i).split("/")
        shared = "kv-shared" in kind
        matches["q_norm_rope" if shared else "qkv_norm_rope"] += 1
        ops["gemma4.q_norm_rope" if shared else "gemma4.qkv_norm_rope"] += 1
        # Each layer's last op takes the norm after it (the next layer's input norm, or the final norm).
        matches["next_input_norm"] += 1
        if "moe" in kind:
            for name in ("post_attn_moe", "ffn_tail_moe", "router", "gelu_tanh_mul", "router_gelu", "moe_experts"):
                matches[name] += 1
            for op in ("post_attn_norms_moe", "ffn_tail_moe_next_norm", "router_topk_gelu_mul", "moe_experts"):
                ops[f"gemma4.{op}"] += 1
            continue
        matches["post_attn_dense"] += 1
        matches["ffn_tail_dense"] += 1
        ops["gemma4.rmsnorm_add_rmsnorm"] += 1
        ops["gemma4.rmsnorm_add_scale_next_norm"] += 1
        if "ple" in kind:
            matches["ple_tail"] += 1
            matches["gelu_tanh_mul"] += 2  # the MLP's and the PLE gate's
            ops["gemma4.rmsnorm_add_scale"] += 1  # the FFN tail; the PLE tail takes the next norm
            ops["gemma4.gelu_tanh_mul"] += 2
        else:
            matches["gelu_tanh_mul"] += 1
            ops["gemma4.gelu_tanh_mul"] += 1
    return {"matches": matches, "ops": ops}


def run_case(seed: int, dtype: torch.dtype = torch.float32):
    """Build the seed's layers, run them eagerly and compiled with every pass; return what was seen."""
    from gemma4_passes import builtin, manager

    geo = random_geometry(seed)
    tokens = case_tokens(seed)
    cfg = harness.config_from_geometry(geo)
    ids = list(range(cfg.num_hidden_layers))
    layers = harness.build_layers(cfg, ids, dtype=dtype, seed=seed)
    stack = harness.LayerStack(layers, cfg, harness.build_final_norm(cfg, dtype=dtype))
    inputs = harness.make_inputs(stack, "decode", tokens, 16, dtype=dtype, seed=seed + 2)
    built = demo.BuiltVariant(
        variant=f"fuzz{seed}", config=cfg, layer_ids=ids, stack=stack, inputs=inputs,
        backend=harness.SDPAAttention(16), mode="decode", num_tokens=tokens, device="cpu", dtype=dtype,
    )
    graphs = []

    def observe(stage, graph_id, graph):
        if stage == "after":
            graphs.append(op_counts(graph))

    with demo.running(built), torch.no_grad():
        ref = demo.eager_reference(built)
        with manager.observe_graphs(observe):
            out, info = demo.compile_and_run(stack, inputs, built.backend, tokens, builtin.selected_from_env())
    return dict(geometry=geo, tokens=tokens, config=cfg, layers=built.layer_names(), ref=ref,
                out=out.float(), info=info, graphs=graphs, stack=stack)


def check_case(r, dtype: torch.dtype = torch.float32) -> None:
    where = f"{r['layers']} at {r['tokens']} tokens, geometry {r['geometry']}"
    info, want = r["info"], expected(r["config"])
    assert info["graphs"] == 1 and len(r["graphs"]) == 1, f"{info['graphs']} graphs: {where}"
    assert not info["errors"], (info["errors"], where)
    assert not info["refused"], (info["refused"], where)
    got = {k: v for k, v in info["matches"].items() if v}
    assert got == dict(want["matches"]), f"matches {got}, expected {dict(want['matches'])}: {where}"
    after = r["graphs"][0]
    fused = {k: v for k, v in after.items() if k.startswith("gemma4.")}
    assert fused == dict(want["ops"]), f"fused ops {fused}, expected {dict(want['ops'])}: {where}"
    left = {op: after[op] for op in NORM_LEFT}
    assert left == NORM_LEFT, f"native norm ops {left}, expected the first input norm's {NORM_LEFT}: {where}"
    ref, out = r["ref"], r["out"]
    assert torch.isfinite(out).all(), where
    assert ref.abs().max().item() > 0.1, where  # never compare on (near) zeros
    err = (out - ref).abs().max().item()
    # As tests/test_layers.py: fp32 rounding in fp32; in bf16 a few ulps of the largest entries
    # (eager rounds every intermediate, a fused op keeps some in fp32).
    bound = 1e-4 * max(1.0, ref.abs().max().item()) if dtype == torch.float32 else 0.08 * ref.abs().max().item()
    assert err <= bound, (err, bound, where)


def test_geometries_are_valid_and_varied(sglang_cpu):
    """The generator's configs build in transformers and SGLang's overrides, and cover what the
    fuzz is for: each family, 1 to 3 layers, several expert counts and top-ks, kv-shared layers."""
    seen = Counter()
    for seed in CI_SEEDS + SLOW_SEEDS + SLOW_BF16_SEEDS:
        geo = random_geometry(seed)
        cfg = harness.config_from_geometry(geo)
        assert cfg.num_hidden_layers == geo["num_hidden_layers"] and cfg.layer_types[-1] == "full_attention"
        assert cfg.num_attention_heads % cfg.num_key_value_heads == 0
        assert cfg.num_attention_heads % cfg.swa_num_key_value_heads == 0
        harness.check_layer_ids(cfg, range(cfg.num_hidden_layers))
        seen[FAMILIES[seed % 3]] += 1
        seen[("layers", cfg.num_hidden_layers)] += 1
        seen[("tokens", case_tokens(seed))] += 1
        if geo["enable_moe_block"]:
            seen[("top_k", geo["top_k_experts"])] += 1
            seen[("experts", geo["num_experts"])] += 1
        seen["kv-shared"] += harness.kv_shared_start(cfg) < cfg.num_hidden_layers
    assert all(seen[f] for f in FAMILIES)
    assert all(seen[("layers", n)] for n in (1, 2, 3))
    assert all(seen[("tokens", t)] for t in TOKENS)
    assert len([k for k in seen if k[0] == "top_k"]) >= 4 and len([k for k in seen if k[0] == "experts"]) >= 4
    assert seen["kv-shared"] >= 2


@pytest.mark.parametrize("variant", harness.VARIANTS)
def test_released_geometries_build_as_the_variants_do(sglang_cpu, variant):
    """``config_from_geometry`` on a released checkpoint's numbers gives the config the variant's
    own builder gives: the fuzz's configs go through the same overrides."""
    a, b = harness.config_from_geometry(harness.geometry(variant)), harness.build_config(variant, "real")
    for name in ("hidden_size", "head_dim", "swa_head_dim", "num_key_value_heads", "swa_num_key_value_heads",
                 "num_attention_heads", "layer_types", "num_experts", "top_k_experts", "num_kv_shared_layers",
                 "hidden_size_per_layer_input", "intermediate_size", "layer_pattern"):
        assert getattr(a, name, None) == getattr(b, name, None), name


@pytest.mark.parametrize("seed", CI_SEEDS)
def test_geometry_fuzz(sglang_plugins, seed):
    check_case(run_case(seed))


@pytest.mark.slow
@pytest.mark.parametrize("seed", SLOW_SEEDS)
def test_geometry_fuzz_slow(sglang_plugins, seed):
    check_case(run_case(seed))


@pytest.mark.slow
@pytest.mark.parametrize("seed", SLOW_BF16_SEEDS)
def test_geometry_fuzz_bf16(sglang_plugins, seed):
    check_case(run_case(seed, torch.bfloat16), torch.bfloat16)


def test_one_moe_layer_without_the_router_fix(sglang_plugins, isolated_patch):
    """Without the router fix SGLang's native router norm has no weight (the folded scale is
    dropped): the MoE post-attention block still fuses whole, not as ``post_attn_dense`` beside
    two native norms, and computes what SGLang does. One MoE layer alone at 3 tokens (seed 3)."""
    assert FAMILIES[3 % len(FAMILIES)] == "moe" and case_tokens(3) == 3
    with isolated_patch("router_scale"):
        r = run_case(3)
    (layer,) = r["stack"].layers
    assert not layer.router.norm.with_scale, "the router norm must be SGLang's unscaled one here"
    check_case(r)
