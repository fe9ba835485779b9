"""``gemma4-passes bench-patches`` end to end on CPU (no timing meaning), and its
paged attention stand-in against plain causal attention in float64."""

from __future__ import annotations

import json

import pytest
import torch
import torch.nn.functional as F

from gemma4_passes.tools import harness


def dense_attention(q, k, v, window: int, scale: float):
    """Causal (+ sliding-window) attention of T queries over the same T keys, float64."""
    T, hq, d = q.shape
    group = hq // k.shape[1]
    k, v = (t.repeat_interleave(group, dim=1).transpose(0, 1).double() for t in (k, v))
    s = torch.einsum("qhd,hkd->hqk", q.double(), k) * scale
    i = torch.arange(T)
    mask = i[None, :] <= i[:, None]
    if window >= 0:
        mask &= i[:, None] - i[None, :] <= window
    p = torch.softmax(s.masked_fill(~mask, float("-inf")), -1)
    return torch.einsum("hqk,hkd->qhd", p, v).reshape(T, -1)


@pytest.mark.parametrize("window", [-1, 5])
@pytest.mark.parametrize("tokens", [1, 3, 17])
def test_paged_attention_matches_dense_in_blocks_and_one_row(sglang_cpu, window, tokens):
    """A prefill in query blocks, then each request's last token alone over its
    prefix (what YOCO's kv-shared layers see), equal causal attention."""
    from types import SimpleNamespace

    gen = torch.Generator().manual_seed(tokens)
    hq, hk, d, requests = 4, 2, 8, 2
    layer = SimpleNamespace(layer_id=0, tp_q_head_num=hq, tp_k_head_num=hk, tp_v_head_num=hk,
                            qk_head_dim=d, v_head_dim=d, sliding_window_size=window, scaling=0.7)
    q, k, v = (torch.randn(requests * tokens, h, d, generator=gen) for h in (hq, hk, hk))
    ids = torch.zeros(requests * tokens, dtype=torch.long)
    fb, table = harness.make_extend_batch([0] * requests, [tokens] * requests, ids, max_len=tokens)
    attn = harness.PagedSDPAAttention(table, block=2)
    got = attn.forward(q, k, v, layer, fb)
    ref = torch.cat([dense_attention(q[r * tokens:(r + 1) * tokens], k[r * tokens:(r + 1) * tokens],
                                     v[r * tokens:(r + 1) * tokens], window, 0.7) for r in range(requests)])
    torch.testing.assert_close(got.double(), ref, rtol=1e-5, atol=1e-5)

    # Each request's last row alone, over the keys stored above (kv-shared: no k/v).
    last = [r * tokens + tokens - 1 for r in range(requests)]
    one, _ = harness.make_extend_batch([tokens - 1] * requests, [1] * requests, ids[last], max_len=tokens)
    out = attn.forward(q[last], None, None, layer, one)
    torch.testing.assert_close(out.double(), ref[last], rtol=1e-5, atol=1e-5)
    assert attn.query_rows[0] == [requests * tokens, requests]


def test_bench_patches_cpu_smoke(sglang_cpu, tmp_path):
    from gemma4_passes.tools import bench_patches

    out = tmp_path / "p.json"
    rc = bench_patches.main([
        "--device", "cpu", "--scale", "small", "--variants", "e2b", "--prefill", "1x20,3x9",
        "--images", "2x3", "--image-size", "48x40", "--warmup", "0", "--reps", "1",
        "--check-tokens", "20", "--out", str(out), "--md", str(tmp_path / "p.md"),
    ])
    assert rc == 0
    data = json.loads(out.read_text())
    cfg = harness.build_config("e2b")
    shared = cfg.num_kv_shared_layers
    for cell in data["yoco"]:
        T, R = cell["requests"] * cell["tokens"], cell["requests"]
        rows = {m: c["attention_query_rows"] for m, c in cell["modes"].items()}
        # The kv-shared layers saw one row per request under the patch, every row without it.
        assert rows == {"sglang": cfg.num_hidden_layers * T,
                        "yoco": (cfg.num_hidden_layers - shared) * T + shared * R}
        assert cell["finite"] and cell["argmax_agree"] == f"{R}/{R}"
        # bf16: the two modes round GEMMs over 1 row against every row, and a random network at
        # real depth grows that difference layer by layer (0.06 of the largest logit measured at
        # 1x20): a loose bound here; the float64 check below is the exact one.
        assert cell["logits_max_abs_diff"] < 0.1 * cell["logits_max_abs"]
    checked = data["yoco"][0]["float64"]
    assert checked["argmax_agree"] == "1/1" and checked["logits_max_abs_diff"] < 1e-6
    assert "float64" not in data["yoco"][1]  # 27 tokens > --check-tokens 20

    (vision,) = data["vision"]
    assert vision["modes"]["per_image"]["tower"] == 6 and vision["modes"]["per_image"]["embedder"] == 6
    assert vision["modes"]["batched"]["tower"] == 1 and vision["modes"]["batched"]["embedder"] == 1
    assert vision["finite"] and vision["max_abs_diff"] <= 1e-5 * vision["max_abs"]
    assert vision["features_shape"][0] == 6 * vision["soft_tokens"]
    assert "| e2b | 3 x 9 |" in (tmp_path / "p.md").read_text()


def test_bench_patches_rejects_bad_arguments(capsys):
    from gemma4_passes.tools import bench_patches

    with pytest.raises(SystemExit):
        bench_patches.parse_args(["--what", "yoco,nope", "--device", "cpu"])
    assert "unknown ['nope']" in capsys.readouterr().err
    with pytest.raises(SystemExit, match="--prefill"):
        bench_patches.parse_args(["--prefill", "8x", "--device", "cpu"])


def test_float64_check_leaves_shared_rotary_caches_alone(sglang_cpu):
    """SGLang caches rotary embeddings per geometry: the check's dtype change of
    one model must not reach the layers built after it."""
    from sglang.srt.models.gemma4_causal import Gemma4ForCausalLM

    from gemma4_passes.tools.bench_patches import _buffers_kept

    cfg = harness.build_config("e2b")
    model = harness.build_model(Gemma4ForCausalLM, cfg, dtype=torch.bfloat16)
    ropes = {id(m): m for m in model.modules() if hasattr(m, "cos_sin_cache")}
    before = {k: m.cos_sin_cache.dtype for k, m in ropes.items()}
    with _buffers_kept(model):
        model.to(torch.float64)
        assert all(m.cos_sin_cache.dtype == torch.float64 for m in ropes.values())
    assert {k: m.cos_sin_cache.dtype for k, m in ropes.items()} == before
    (layer,) = harness.build_layers(cfg, [0], dtype=torch.bfloat16)
    assert layer.self_attn.rotary_emb.cos_sin_cache.dtype == before[id(layer.self_attn.rotary_emb)]


def test_mm_model_gets_the_attention_overrides_once(sglang_cpu):
    """The multimodal model's sliding layers keep their own head size: SGLang's
    overrides, applied a second time, would give them the full layers'."""
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration

    cfg = harness.build_mm_config("e2b")
    model = harness.build_model(Gemma4ForConditionalGeneration, cfg, dtype=torch.float32, seed=None)
    text = harness.build_config("e2b")
    heads = {l.self_attn.head_dim for l in model.language_model.layers}
    assert heads == {text.swa_head_dim, text.head_dim} == {256, 512}
    assert not hasattr(cfg.text_config, "swa_head_dim")  # the caller's config is left as stated
