"""End to end through SGLang itself: its ``Engine`` and its HTTP server, on this CPU.

Each variant's random checkpoint (``config.json`` of ``Gemma4ForConditionalGeneration``
and ``model.safetensors`` in the released layout, loaded by SGLang's own loader) is
served eagerly and with ``enable_torch_compile=True``, in processes of their own; the
plugin comes in through its entry point, as for a pip user. Compiled decode runs in
SGLang's CPU graph runner (freezing on, batch sizes 1 and 4 captured). Asserted:

- fp32: the same greedy tokens as eager, for a batch of three prompts (1, 3 and 17
  tokens; decoded as a padded batch of 4) and one prompt alone;
- every decode step ran in a compiled forward (``GEMMA4_STATS_FILE``'s call counts);
- each compiled graph's matches are exactly ``EXPECTED`` (a changed SGLang graph
  fails here, by name), nothing refused, no pass failed;
- E2B/E4B: the compiled server's prefills took the ``yoco`` fast path (eager's, asked for
  logprobs, SGLang's own forward), with the same tokens;
- eager decode agrees with a prefill of the whole sequence (the KV cache read back,
  kv-shared layers included);
- bf16 (26B-A4B): logprobs, while the tokens agree, no further from eager than eager's
  own decode is from its prefill;
- FP8 (31B as a compressed-tensors FP8-dynamic checkpoint, bf16; batch sizes 1 and 3 captured,
  the sizes its requests run at): every quantization a norm
  or gelu·up produces taken into our ops and every FP8 GEMM ours, in each compiled graph;
  with our FP8 GEMM left out, eager's tokens and logprobs;
- another model (a random Qwen3) with the plugin loaded: eager's tokens in fp32, compiled decode,
  no Gemma-4 fusion matched;
- the HTTP server (``launch_server``) answers with the Engine's tokens;
- the attention op form (``GEMMA4_ATTENTION_DECODE_OP=1``): eager's tokens in fp32, the forward
  split at the attention ops and its pieces compiled once per layer code, with their fusions.
"""

from __future__ import annotations

import functools

import pytest

from gemma4_passes.tools import engine_check

pytestmark = pytest.mark.engine
# SGLang's Engine imports them (tokenizer manager, grammar backend); the GPU machine's offline
# bundle does not carry them.
for _module in ("uvloop", "xgrammar"):
    pytest.importorskip(_module)

NEW_TOKENS = engine_check.DEFAULT_NEW_TOKENS
BATCH_SIZES = (1, 4)

# Matches in each compiled forward of the small models (harness._SMALL: every layer of
# the variant, the final norm folded into the last tail). Per layer: its q/k/v norms +
# RoPE (q alone in a kv-shared layer), the post-attention block, the FFN tail, the MLP's
# gelu·up (and the PLE gate's in E2B/E4B), and the next layer's (or the final) norm.
FUSIONS = ("qkv_norm_rope", "q_norm_rope", "post_attn_moe", "ffn_tail_moe", "post_attn_dense", "ffn_tail_dense",
           "ple_tail", "router", "gelu_tanh_mul", "router_gelu", "moe_experts", "next_input_norm", "gemv",
           "skinny_mm", "allreduce_norms", "gelu_quant_fp8", "norm_quant_fp8", "scaled_mm_fp8", "moe_experts_fp8")
EXPECTED = {
    # 6 layers, all MoE: router and MLP gelu side by side (router_gelu). The experts are
    # SGLang's CPU loop as one opaque op (cpu_torch_native), not the native path moe_experts takes.
    "26b-a4b": dict(qkv_norm_rope=6, post_attn_moe=6, ffn_tail_moe=6, router=6, gelu_tanh_mul=6, router_gelu=6,
                    next_input_norm=6),
    # 6 dense layers.
    "31b": dict(qkv_norm_rope=6, post_attn_dense=6, ffn_tail_dense=6, gelu_tanh_mul=6, next_input_norm=6),
    # 12 PLE layers, the last 4 kv-shared (q alone). One ffn_tail_dense more than layers: the
    # model's per-layer inputs, (norm(projection) + embedding) * scale, are that form too.
    "e4b": dict(qkv_norm_rope=8, q_norm_rope=4, post_attn_dense=12, ffn_tail_dense=13, ple_tail=12,
                gelu_tanh_mul=24, next_input_norm=12),
    # 10 PLE layers, the last 5 kv-shared with double-wide MLPs; per-layer inputs as in E4B.
    "e2b": dict(qkv_norm_rope=5, q_norm_rope=5, post_attn_dense=10, ffn_tail_dense=11, ple_tail=10,
                gelu_tanh_mul=20, next_input_norm=10),
    # Another model served with the plugin loaded (test_engine_other_model_keeps_its_answers): none.
    "qwen3": {},
}


def expected_matches(variant: str) -> dict:
    return {name: EXPECTED[variant].get(name, 0) for name in FUSIONS}


def fusion_matches(graph: dict) -> dict:
    return {name: graph["matches"].get(name, 0) for name in FUSIONS}


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return str(tmp_path_factory.mktemp("engine-checkpoints"))


@pytest.fixture(scope="module")
def eager_runs():
    """Eager results by variant, for the HTTP server test."""
    return {}


def _check_compiled(variant: str, compiled: engine_check.ServeResult, *, recompiles: int = 0) -> None:
    steps = {str(bs): NEW_TOKENS - 1 for bs in (4, 1)}  # the batch of 3 (padded to 4), then one prompt
    assert compiled.decode_calls == steps, "every decode step must run in a compiled forward"
    graphs = compiled.graphs
    assert len(graphs) == len(BATCH_SIZES) + recompiles, [g["matches"] for g in graphs]
    for g in graphs:
        assert not g["errors"], g["errors"]
        assert not g["refused"], g["refused"]
    for g in graphs:
        assert fusion_matches(g) == expected_matches(variant), variant


@pytest.mark.parametrize("variant", ["26b-a4b", "31b", "e4b", "e2b"])
def test_engine_fp32_compiled_equals_eager(variant, workdir, eager_runs):
    path = engine_check.checkpoint_path(variant, workdir)
    eager = engine_check.serve_in_process(path, compile=False, batch_sizes=BATCH_SIZES)
    eager_runs[variant] = eager
    compiled = engine_check.serve_in_process(path, compile=True, batch_sizes=BATCH_SIZES, logprobs=False)
    assert all(len(ids) == NEW_TOKENS for ids in eager.output_ids)
    assert compiled.output_ids == eager.output_ids
    # Decode (reading the KV cache: kv-shared layers, the sliding-window pool) against a
    # prefill of the whole sequence. Measured: 31B <= 2e-4, E4B <= 5e-3 (fp32 sums in
    # another order); a layer attending to other tokens' K/V moves logprobs by far more.
    assert eager.decode_vs_prefill < 2e-2
    _check_compiled(variant, compiled)
    # E2B/E4B: the compiled server's prefills (no logprobs asked) ran the kv-shared layers on each
    # request's last token (the ``yoco`` patch), eager's (logprobs asked, which that path leaves to
    # SGLang) SGLang's own forward, and the tokens above are equal: the batch of three prompts (21
    # tokens), then the first prompt alone. 26B-A4B and 31B have no kv-shared layers.
    assert compiled.yoco_prefills == ([[3, 21], [1, 17]] if variant in ("e2b", "e4b") else []), variant


# The attention op form (GEMMA4_ATTENTION_DECODE_OP=1): per variant, the layers (one attention op
# each: layers + 1 pieces a batch size), the pieces compiled a batch size (equal pieces once: the
# first, one per pair of layer codes that follow each other, the last), and the matches over one
# batch size's compiled pieces (each piece kind's fusions once, where EXPECTED counts every layer).
OP_FORM = {
    "26b-a4b": (6, 4, dict(qkv_norm_rope=3, post_attn_moe=3, ffn_tail_moe=3, router=3, gelu_tanh_mul=3,
                           router_gelu=3, next_input_norm=3)),
    "31b": (6, 4, dict(qkv_norm_rope=3, post_attn_dense=3, ffn_tail_dense=3, gelu_tanh_mul=3, next_input_norm=3)),
    # The first piece also holds the per-layer inputs (one ffn_tail_dense more); kv-shared pieces q alone.
    "e4b": (12, 7, dict(qkv_norm_rope=4, q_norm_rope=2, post_attn_dense=6, ffn_tail_dense=7, ple_tail=6,
                        gelu_tanh_mul=12, next_input_norm=6)),
    "e2b": (10, 7, dict(qkv_norm_rope=3, q_norm_rope=3, post_attn_dense=6, ffn_tail_dense=7, ple_tail=6,
                        gelu_tanh_mul=12, next_input_norm=6)),
}


@pytest.mark.parametrize("variant", ["26b-a4b", "31b", "e4b", "e2b"])
def test_engine_fp32_attention_op_form_equals_eager(variant, workdir, eager_runs, monkeypatch):
    """``GEMMA4_ATTENTION_DECODE_OP=1``, the form of the GPU tables' op-form rows: decode attention
    one opaque op, the forward compiled split at those ops into pieces shared by the layers of one
    code (``piecewise``), each op handed its call's forward batch. Through SGLang's CPU graph runner
    (its ``torch_native`` backend, freezing turned off for the pieces): eager's tokens, every decode
    step compiled, the pieces compiled and reused as the layers' codes say, the fusions in them."""
    monkeypatch.setenv("GEMMA4_ATTENTION_DECODE_OP", "1")
    layers, compiled_per_bs, per_bs = OP_FORM[variant]
    path = engine_check.checkpoint_path(variant, workdir)
    eager = eager_runs.get(variant) or engine_check.serve_in_process(path, compile=False, batch_sizes=BATCH_SIZES)
    compiled = engine_check.serve_in_process(path, compile=True, batch_sizes=BATCH_SIZES, logprobs=False)
    assert compiled.output_ids == eager.output_ids
    assert compiled.decode_calls == {str(bs): NEW_TOKENS - 1 for bs in (4, 1)}
    assert compiled.pieces == {"compiled": compiled_per_bs * len(BATCH_SIZES),
                               "reused": (layers + 1 - compiled_per_bs) * len(BATCH_SIZES)}
    assert len(compiled.graphs) == compiled_per_bs * len(BATCH_SIZES)
    for g in compiled.graphs:
        assert not g["errors"] and not g["refused"], g
    for first in range(0, len(compiled.graphs), compiled_per_bs):
        summed = {name: 0 for name in FUSIONS}
        for g in compiled.graphs[first:first + compiled_per_bs]:
            for name, n in fusion_matches(g).items():
                summed[name] += n
        assert summed == {name: per_bs.get(name, 0) for name in FUSIONS}


def test_engine_tp2_fp32_compiled_equals_eager(workdir, monkeypatch):
    """tensor parallelism 2 on this CPU (two scheduler processes over gloo; the ``cpu_groups``
    patch keeps NCCL out of their groups): each rank's compiled graphs hold every fusion of
    TP=1, and every all-reduce folded into the norm op it feeds, and the tokens are TP=1 eager's."""
    monkeypatch.setenv("SGLANG_CPU_OMP_THREADS_BIND", "0|1")  # one core a rank (SGLang's rule for CPU TP)
    path = engine_check.checkpoint_path("31b", workdir)
    tp2 = {"tp_size": 2, "max_total_tokens": 4096}
    eager = engine_check.serve_in_process(path, compile=False, batch_sizes=BATCH_SIZES)
    compiled = engine_check.serve_in_process(path, compile=True, batch_sizes=BATCH_SIZES, logprobs=False,
                                             server_args=tp2)
    assert compiled.output_ids == eager.output_ids
    # Both ranks write to one stats file: every count twice.
    assert compiled.decode_calls == {str(bs): 2 * (NEW_TOKENS - 1) for bs in (4, 1)}
    assert len(compiled.graphs) == 2 * len(BATCH_SIZES), [g["matches"] for g in compiled.graphs]
    # At TP=2 each layer's two all-reduces (o projection, MLP) fold into the norm ops they feed.
    at_tp2 = {**expected_matches("31b"), "allreduce_norms": 2 * EXPECTED["31b"]["post_attn_dense"]}
    for g in compiled.graphs:
        assert not g["errors"] and not g["refused"], g
        assert fusion_matches(g) == at_tp2


def test_engine_bf16_logprobs(workdir):
    """bf16: random models have near-flat next-token distributions and the MoE router can
    pick another expert after one rounding, so tokens may part; compare logprobs while they
    agree. The yardstick is the eager server itself: its decode against its own prefill of
    the same tokens. Measured on this model: compiled with the passes 0.156 (4 requests,
    8/6/12/12 steps agreeing), SGLang's compile without them 0.248 (1/6/3/1 steps), eager
    decode against prefill 1.83."""
    path = engine_check.checkpoint_path("26b-a4b", workdir)
    common = dict(dtype="bfloat16", batch_sizes=BATCH_SIZES)
    eager = engine_check.serve_in_process(path, compile=False, **common)
    compiled = engine_check.serve_in_process(path, compile=True, logprobs=True, **common)
    result = engine_check.compare("26b-a4b", "bfloat16", eager, compiled)
    assert min(result.steps_agreeing) >= 2, result.steps_agreeing
    assert result.max_logprob_diff <= min(eager.decode_vs_prefill, 0.3), result
    # With logprobs SGLang's CPU runner compiles once more (its capture had none).
    _check_compiled("26b-a4b", compiled, recompiles=1)


# Expected matches per compiled graph of the FP8-dynamic checkpoints: the bf16 fusions as in fp32,
# plus the quantizations taken into our norm / gelu·up ops and the FP8 GEMMs taken into ours.
# 31B, per layer: the gate-up's and the next q/k/v projection's quantizations inside the norm ops
# (the first layer's input norm with its own), the down projection's inside gelu·up, four GEMMs.
# E2B, per layer also the PLE gate's (in the FFN tail) and the PLE projection's (in its gelu·up),
# six GEMMs a layer and the model's per-layer projection. 26B-A4B, per layer the dense MLP's input
# (in the post-attention op), its gelu·up's (in the router-gelu launch) and the next input norm's
# (in the FFN tail), four dense GEMMs; its experts quantize inside SGLang's fused-MoE op. Left to
# Inductor everywhere: the o projections' quantizations (their input is the attention output).
FP8_EXPECTED = {
    "31b": {**EXPECTED["31b"], "gelu_quant_fp8": 6, "norm_quant_fp8": 12, "scaled_mm_fp8": 24},
    "e2b": {**EXPECTED["e2b"], "gelu_quant_fp8": 20, "norm_quant_fp8": 30, "scaled_mm_fp8": 61},
    "26b-a4b": {**EXPECTED["26b-a4b"], "gelu_quant_fp8": 6, "norm_quant_fp8": 12, "scaled_mm_fp8": 24,
                "moe_experts_fp8": 6},
}


# The FP8 servers capture the batch sizes their requests run at (three prompts together, one
# alone), so that eager and compiled decode run every FP8 GEMM with as many rows. A CPU's
# ``torch._scaled_mm`` may give a row other bits in a batch of another size (seen: a batch of 4
# against 3 or 1, AMD EPYC, torch 2.14.1), and e4m3 rounding turns such a bf16 ulp into
# another token within a few steps; a padded batch (3 requests in a graph of 4) would then
# compare the GEMM's row blocking, not our passes.
FP8_BATCH_SIZES = (1, 3)


@functools.lru_cache(maxsize=None)
def _cpu_fp8_gemm_rows_independent() -> bool:
    """Does this CPU's ``torch._scaled_mm``, in the form SGLang's FP8 GEMM calls it (e4m3, a scale
    per row and per column, bf16 out, fast accumulation), give each row the same bits whatever
    the batch around it? Checked at the FP8 test models' widths and the row counts their decode
    and prefill run at."""
    import torch

    gen = torch.Generator().manual_seed(0)
    e4m3 = torch.float8_e4m3fn
    for k, n in ((256, 1024), (512, 256), (256, 2048)):
        w = (torch.randn(n, k, generator=gen) * 0.1).to(e4m3)
        w_scale = torch.rand(1, n, generator=gen) * 0.01 + 1e-3
        a = torch.randn(32, k, generator=gen).to(e4m3)
        a_scale = torch.rand(32, 1, generator=gen) + 0.5

        def mm(rows):
            return torch._scaled_mm(a[rows], w.t(), a_scale[rows], w_scale, out_dtype=torch.bfloat16,
                                    use_fast_accum=True)

        alone = torch.cat([mm(slice(i, i + 1)) for i in range(32)])
        if any(not torch.equal(mm(slice(0, m)), alone[:m]) for m in (3, 4, 17, 29, 32)):
            return False
    return True


def _serve_fp8(variant, workdir, monkeypatch):
    """Eager and compiled servers of ``variant``'s FP8-dynamic checkpoint, on a CPU through the
    stand-ins for SGLang's missing FP8 pieces (``engine_check.FP8_ON_CPU_ENV``; the GEMM in the
    form SGLang runs on a Hopper GPU). Each compiled graph is checked for ``FP8_EXPECTED``;
    returns eager's run and the comparisons with it of every pass, and of every pass but
    ``scaled_mm_fp8``, whose GEMM sums in another order than ``torch._scaled_mm``."""
    path = engine_check.checkpoint_path(variant, workdir, quant="fp8")
    common = dict(dtype="bfloat16", batch_sizes=FP8_BATCH_SIZES, quant="fp8")
    expected = {name: FP8_EXPECTED[variant].get(name, 0) for name in FUSIONS}
    eager = engine_check.serve_in_process(path, compile=False, **common)
    results = {}
    for name in ("all", "-scaled_mm_fp8"):
        if name != "all":
            monkeypatch.setenv("GEMMA4_PASSES", "all,-scaled_mm_fp8")
            expected["scaled_mm_fp8"] = 0
        compiled = engine_check.serve_in_process(path, compile=True, logprobs=True, **common)
        # Two graphs a batch size: SGLang's CPU runner captures without logprobs and, serving a
        # batch of a captured size unpadded, replays that batch itself, which asks for them.
        assert len(compiled.graphs) == 2 * len(FP8_BATCH_SIZES), len(compiled.graphs)
        one_token = 0
        for g in compiled.graphs:
            assert not g["errors"], g
            # FP8 experts: ours in a graph of one token, SGLang's fused MoE (refused by rule) in the others
            experts = expected.get("moe_experts_fp8", 0)
            refused = {} if not experts or fusion_matches(g)["moe_experts_fp8"] else {"moe_experts_fp8": {
                f"hidden_states has shape ({max(FP8_BATCH_SIZES)}, 256): one token only (SGLang's grouped GEMM reads "
                "each expert once for several)": experts}}
            assert g["refused"] == refused, g
            one_token += not refused and bool(experts)
            assert fusion_matches(g) == {**expected, "moe_experts_fp8": 0 if refused else experts}
        assert one_token >= (1 if expected.get("moe_experts_fp8") else 0), "no graph of one token"
        assert compiled.decode_calls == {str(bs): NEW_TOKENS - 1 for bs in FP8_BATCH_SIZES}
        results[name] = engine_check.compare(variant, "bfloat16", eager, compiled)
    return eager, results["all"], results["-scaled_mm_fp8"]


def test_engine_fp8_eager_decode_agrees_with_prefill(workdir):
    """The FP8 stand-ins' own check: eager 31B FP8 decode reads back what its prefill computed
    (each generated token's logprob equals the one a prefill of the whole sequence gives). Only
    where this CPU's ``torch._scaled_mm`` gives a row the same bits whatever its batch: decode
    runs 3 rows, the prefill up to 29."""
    if not _cpu_fp8_gemm_rows_independent():
        pytest.skip("this CPU's torch._scaled_mm gives a row other bits in a batch of another size")
    path = engine_check.checkpoint_path("31b", workdir, quant="fp8")
    eager = engine_check.serve_in_process(path, compile=False, dtype="bfloat16", batch_sizes=FP8_BATCH_SIZES,
                                          quant="fp8")
    assert eager.decode_vs_prefill <= 1e-5, eager.decode_vs_prefill


def test_engine_fp8_quantizes_in_our_ops(workdir, monkeypatch):
    """31B from an FP8-dynamic checkpoint, loaded by SGLang's compressed-tensors loader, compiled
    with freezing. With every pass but ``scaled_mm_fp8`` eager's tokens, logprobs within 1e-5
    (measured: 0.0): the fused quantizations keep eager's numbers. With it the tokens part
    after a few steps, as FP8 rounding amplifies one bf16 ulp (measured: 5, 9, 5 and 5 steps
    of 12 agree, logprobs within 0.094 while they do; SGLang's compile without our passes parts
    from eager at the first decode step in all four requests)."""
    _, every, kept = _serve_fp8("31b", workdir, monkeypatch)
    assert min(every.steps_agreeing) >= 2 and every.max_logprob_diff <= 0.3, every
    assert kept.tokens_equal == kept.requests and kept.max_logprob_diff <= 1e-5, kept


@pytest.mark.slow
def test_engine_fp8_ple_model_quantizes_in_our_ops(workdir, monkeypatch):
    """E2B from an FP8-dynamic checkpoint: every fusion above in each compiled graph and, with
    every pass, eager's tokens (measured: the logprobs equal too). Its PLE gate's quantization
    reads an FFN tail without a layer scalar, which the frozen-form re-check once dropped."""
    _, every, kept = _serve_fp8("e2b", workdir, monkeypatch)
    for result in (every, kept):
        assert result.tokens_equal == result.requests and result.max_logprob_diff <= 1e-5, result


def test_engine_fp8_moe_model_quantizes_in_our_ops(workdir, monkeypatch):
    """26B-A4B from an FP8-dynamic checkpoint (its experts stored one by one, as released ones
    are); the FP8 experts run in SGLang's fused-MoE op, which on a CPU the servers give a kernel
    of the same math (``harness.fused_experts_fp8_reference``, a test fixture). With every pass
    but ``scaled_mm_fp8`` eager's tokens, logprobs within 1e-5 (measured: 4.8e-7, one fp32 ulp of
    a logprob near -7). With it the first token of each request agrees and the logprobs while they agree are within
    0.3 (measured: 12, 8, 10 and 12 steps of 12, 0.12; a bf16 ulp of our GEMM's sum order tips an
    e4m3 rounding or the router's choice; SGLang's compile without our passes: 1, 3, 1 and 1
    steps, 0.86)."""
    _, every, kept = _serve_fp8("26b-a4b", workdir, monkeypatch)
    assert min(every.steps_agreeing) >= 1 and every.max_logprob_diff <= 0.3, every
    assert kept.tokens_equal == kept.requests and kept.max_logprob_diff <= 1e-5, kept


def _qwen3_checkpoint(path: str) -> str:
    """A random two-layer Qwen3 (q/k norms before RoPE, as Gemma-4's) in the Hugging Face layout."""
    import os

    import torch
    from transformers import Qwen3Config, Qwen3ForCausalLM

    if not os.path.exists(os.path.join(path, "config.json")):
        torch.manual_seed(0)
        config = Qwen3Config(hidden_size=256, intermediate_size=512, num_hidden_layers=2, num_attention_heads=4,
                             num_key_value_heads=2, head_dim=64, vocab_size=1024, max_position_embeddings=512)
        Qwen3ForCausalLM(config).save_pretrained(path, safe_serialization=True)
    return path


def test_engine_other_model_keeps_its_answers(workdir):
    """The plugin is loaded in every SGLang process, whatever it serves: another model compiled with it
    gives eager's greedy tokens in fp32, every decode step in a compiled forward, and none of the
    Gemma-4 fusions matches its graphs."""
    import os

    path = _qwen3_checkpoint(os.path.join(workdir, "qwen3-small"))
    eager = engine_check.serve_in_process(path, compile=False, batch_sizes=BATCH_SIZES)
    compiled = engine_check.serve_in_process(path, compile=True, batch_sizes=BATCH_SIZES, logprobs=False)
    assert all(len(ids) == NEW_TOKENS for ids in eager.output_ids)
    assert compiled.output_ids == eager.output_ids
    _check_compiled("qwen3", compiled)


def test_http_server_answers_like_the_engine(workdir, eager_runs):
    path = engine_check.checkpoint_path("31b", workdir)
    eager = eager_runs.get("31b") or engine_check.serve_in_process(path, compile=False, batch_sizes=BATCH_SIZES)
    served = engine_check.http_in_process(path, compile=True, batch_sizes=BATCH_SIZES)
    assert served.output_ids == eager.output_ids
    _check_compiled("31b", served)


@pytest.mark.parametrize("arg,message", [("disable_cuda_graph", "expected NAME=JSON"),
                                         ("disable_cuda_graph=yes", "the value must be JSON"),
                                         ("disable_cuda_graf=true", "has no server argument(s) disable_cuda_graf")])
def test_bad_server_arg_is_one_clear_error(arg, message, capsys):
    with pytest.raises(SystemExit) as exc:
        engine_check.main(["--variants", "31b", "--server-arg", arg])
    assert exc.value.code == 2 and message in capsys.readouterr().err


@pytest.mark.parametrize("args,message", [
    (["--variants", "31b", "--quant", "fp8"], "--quant fp8 needs --dtype bfloat16"),
    (["--variants", "31b", "--quant", "int4"], "invalid choice: 'int4'"),
], ids=["fp32", "unknown"])
def test_bad_quant_is_one_clear_error(args, message, capsys):
    with pytest.raises(SystemExit) as exc:
        engine_check.main(args)
    assert exc.value.code == 2 and message in capsys.readouterr().err


@pytest.mark.parametrize("sizes", ["0", "1,-4"])
def test_batch_sizes_below_one_are_one_clear_error(sizes, capsys):
    with pytest.raises(SystemExit) as exc:
        engine_check.main(["--variants", "31b", "--batch-sizes", sizes])
    assert exc.value.code == 2 and "request counts of at least 1" in capsys.readouterr().err


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_every_server_argument_we_pass_is_one_sglang_has(device):
    """A renamed server argument in a later SGLang fails here, not as a TypeError inside a spawned server."""
    kwargs = engine_check.engine_kwargs("/ckpt", compile=True, dtype="bfloat16", device=device, batch_sizes=(1, 4))
    assert set(kwargs) - engine_check.server_arg_names() == set()


def test_server_args_reach_sglang_unchanged():
    kwargs = engine_check.engine_kwargs("/ckpt", compile=True, dtype="bfloat16", device="cuda", batch_sizes=(1, 8),
                                         server_args={"disable_prefill_cuda_graph": True})
    assert kwargs["disable_prefill_cuda_graph"] is True and kwargs["attention_backend"] == "triton"
    assert kwargs["cuda_graph_bs_decode"] == [1, 8] and kwargs["enable_torch_compile"] is True
