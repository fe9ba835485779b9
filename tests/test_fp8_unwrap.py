"""FP8 checkpoints: SGLang's per-token activation quantization, unwrapped under compile.

A compressed-tensors FP8-dynamic checkpoint quantizes each FP8 GEMM's input per
token (``fp8_kernel.sgl_per_token_quant_fp8``; on CUDA an opaque custom op around a
JIT kernel). The ``unwrap_fp8_quant`` patch gives it a torch-math path while Dynamo
traces (``native.per_token_quant_fp8_native``). These tests check:

(a) that math against its definition on fresh random rows at Gemma-4's hidden sizes
    and odd token counts: scales bit-exact, every dequantized value within half an
    e4m3 step of its input, the row's largest value at +-448, an all-zero row;
(b) the wrapper: eager calls go to the original; compiled, the original is never
    called and the (padded) outputs are written row for row;
(c) SGLang's own Gemma-4 decoder layers built from an FP8 checkpoint, compiled
    through SGLang's ``patch_model`` with the plugin: no opaque quantization left in
    the graph the passes see (eight with the patch off), the four FP8 GEMMs per layer
    kept, the passes' matches as in bf16 plus the FP8 fusions' (``gelu_quant_fp8``,
    ``norm_quant_fp8``: six of the eight quantizations taken into our ops), and the
    output equal to SGLang's eager FP8 path bit for bit when Inductor keeps eager's bf16
    roundings (``emulate_precision_casts``);
(d) the same layers compiled with Inductor's ``freezing`` (SGLang's CPU graph runner):
    the FP8 fusions match there too, through ``unshare_scalars``.

On a CPU SGLang has no FP8 Linear path; ``harness.fp8_on_cpu`` stands in for the two
missing pieces (the capability check, the quantization as an opaque op).
"""

from __future__ import annotations

import pytest
import torch
import torch._dynamo
from torch._inductor.custom_graph_pass import CustomGraphPass

from gemma4_passes.native import FP8_E4M3_MAX, per_token_quant_fp8_native
from gemma4_passes.patches import PATCHES
from gemma4_passes.testing import torch_at_least
from gemma4_passes.unwrap import kernels

FP8 = torch.float8_e4m3fn

# Bit-equal to SGLang's eager FP8 path, with 2.14's graph forms: only where Inductor keeps eager's bf16
# round trips under ``emulate_precision_casts``. Torch 2.11 (the GPU machine's) drops some of them
# (``pointless_convert``): its unfused graph quantizes rows eager rounds to bf16 first, and the matches
# take that torch's forms (README, "Supported versions"; its pattern tests: test_pattern_fp8_quant.py).
bit_equal_to_eager = pytest.mark.skipif(
    not torch_at_least(2, 14), reason=f"torch {torch.__version__}'s Inductor drops eager's bf16 round trips")

HIDDEN = (1536, 2560, 2816, 5376)
TOKENS = (1, 3, 17, 257)


def _rows(tokens, hidden, dtype, seed):
    gen = torch.Generator().manual_seed(seed)
    # Rows of different magnitudes, so that scales differ row to row.
    mag = torch.rand(tokens, 1, generator=gen) * 8 + 0.01
    return (torch.randn(tokens, hidden, generator=gen) * mag).to(dtype)


# -- (a) the math -------------------------------------------------------------------


@pytest.mark.parametrize("hidden", HIDDEN)
@pytest.mark.parametrize("tokens", TOKENS)
def test_quant_matches_its_definition(tokens, hidden):
    x = _rows(tokens, hidden, torch.bfloat16, seed=tokens * 7 + hidden)
    q, scale = per_token_quant_fp8_native(x)
    assert q.dtype == FP8 and q.shape == x.shape
    assert scale.dtype == torch.float32 and scale.shape == (tokens, 1)
    x64 = x.double()
    amax = x64.abs().amax(dim=-1, keepdim=True)
    # amax is exact in fp32; one fp32 division by 448, correctly rounded.
    assert torch.equal(scale, (amax.float() / FP8_E4M3_MAX))
    deq = q.double() * scale.double()
    # e4m3: 3 mantissa bits, half a step is 2^-4 of the value; below 2^-6 (subnormals)
    # the step is 2^-9 of the scale.
    tol = (x64.abs() * 2.0 ** -4).clamp_min(scale.double() * 2.0 ** -9 / 2) * (1 + 1e-6)
    assert bool(((deq - x64).abs() <= tol).all()), (deq - x64).abs().max().item()
    assert torch.equal(q.float().abs().amax(dim=-1), torch.full((tokens,), FP8_E4M3_MAX))


def test_quant_of_a_zero_row_is_zero():
    x = _rows(3, 1536, torch.bfloat16, seed=1)
    x[1] = 0
    q, scale = per_token_quant_fp8_native(x)
    assert scale[1].item() == 0.0 and scale[0].item() > 0 and scale[2].item() > 0
    assert torch.equal(q[1].float(), torch.zeros(1536))
    assert bool(torch.isfinite(q.float()).all())


# -- (b) the wrapper -----------------------------------------------------------------


def _poisoned(rows, hidden):
    return torch.full((rows, hidden), float("nan")).to(FP8), torch.full((rows, 1), float("nan"))


def test_wrapper_eager_calls_the_original():
    calls = []

    def original(input, output_q, output_s):
        calls.append((input, output_q, output_s))

    wrapped = kernels.wrap(original, kernels.make_per_token_quant_fp8)
    x = _rows(3, 2560, torch.bfloat16, seed=2)
    q, s = _poisoned(3, 2560)
    assert wrapped(x, q, s) is None
    assert len(calls) == 1 and all(a is b for a, b in zip(calls[0], (x, q, s)))
    assert wrapped.__wrapped__ is original


@pytest.mark.parametrize("tokens,padded", [(3, 3), (3, 17), (17, 17)])
def test_wrapper_compiled_writes_every_row(tokens, padded):
    def original(input, output_q, output_s):
        raise AssertionError("the original quantization ran inside the compiled graph")

    wrapped = kernels.wrap(original, kernels.make_per_token_quant_fp8)

    def quantize(x):
        # As SGLang's scaled_fp8_quant: fresh outputs, padded to `padded` rows.
        q = torch.empty((padded, x.shape[1]), dtype=FP8)
        s = torch.empty((padded, 1), dtype=torch.float32)
        wrapped(x, q, s)
        return q[: x.shape[0]], s[: x.shape[0]]

    torch._dynamo.reset()
    x = _rows(tokens, 2816, torch.bfloat16, seed=3)
    q, s = torch.compile(quantize, backend="aot_eager", fullgraph=True)(x)
    q_ref, s_ref = per_token_quant_fp8_native(x)
    assert torch.equal(s, s_ref)
    assert torch.equal(q.view(torch.uint8), q_ref.view(torch.uint8))


# -- (c) SGLang's FP8 layers, compiled with the plugin --------------------------------


def test_patch_not_applicable_without_an_fp8_quantization(sglang_cpu):
    st = PATCHES["unwrap_fp8_quant"].status(ignore_switches=True)
    assert st.state == "not applicable", st
    assert "CUDA" in st.reason


class _CountQuant(CustomGraphPass):
    """Post-grad pre-pass: opaque quantizations and FP8 GEMMs in the graphs the passes see."""

    def __init__(self, op) -> None:
        self.op = op
        self.opaque = 0
        self.scaled_mm = 0
        self.fused_experts = 0  # SGLang's fused-MoE op (FP8 experts)

    def __call__(self, graph: torch.fx.Graph) -> None:
        from gemma4_passes.tools.harness import FUSED_EXPERTS_OPS

        experts = {getattr(getattr(torch.ops.sglang, name, None), "default", None)
                   for name in FUSED_EXPERTS_OPS} - {None}
        for node in graph.nodes:
            if node.op != "call_function":
                continue
            mutable = node.args[0] if "auto_functionalized" in str(node.target) and node.args else None
            if node.target is torch.ops.aten._scaled_mm.default:
                self.scaled_mm += 1
            elif mutable is self.op:
                self.opaque += 1
            elif mutable in experts or node.target in experts:
                self.fused_experts += 1

    def uuid(self):
        return None


def _compile_fp8_layers(harness, monkeypatch, *, unwrap: bool, passes, emulate_casts: bool, variant: str = "31b",
                        gemm: str = "cpu"):
    import torch._inductor.config as inductor_config

    from gemma4_passes import manager
    from gemma4_passes.testing import op_counts
    from gemma4_passes.tools import demo

    if not unwrap:
        monkeypatch.setenv("GEMMA4_PATCH_UNWRAP_FP8_QUANT", "0")
    with harness.fp8_on_cpu(gemm):
        built = demo.build_variant(variant, num_tokens=3, quant="fp8")
        counter = _CountQuant(torch.ops.gemma4_harness.per_token_quant_fp8.default)
        counts = {}  # op counts of the graph as the passes receive it and leave it

        def observe(stage, graph_id, graph):
            counts[stage] = op_counts(graph)

        with torch.no_grad(), demo.running(built), inductor_config.patch(
                post_grad_custom_pre_pass=counter, emulate_precision_casts=emulate_casts), \
                manager.observe_graphs(observe):
            ref = demo.eager_reference(built)
            out, info = demo.compile_and_run(built.stack, built.inputs, built.backend, 3, passes)
        info["ops"] = counts
        state = PATCHES["unwrap_fp8_quant"].status().state
    return built, ref, out.float(), info, counter, state


@bit_equal_to_eager
def test_fp8_layers_compile_with_the_quant_unwrapped(sglang_plugins, monkeypatch, caplog):
    from gemma4_passes import builtin
    from expected_matches import EXPECTED_MATCHES

    with caplog.at_level("INFO", logger="gemma4_passes"):
        built, ref, out, info, counter, state = _compile_fp8_layers(
            sglang_plugins, monkeypatch, unwrap=True, passes=builtin.selected_from_env(), emulate_casts=True)
    assert state == "active"
    # The plugin says, once, what the compile does with the model's FP8 GEMMs.
    assert caplog.text.count("8 per-token dynamic FP8 GEMMs: their quantization is torch math") == 1
    qkv = built.stack.layers[0].self_attn.qkv_proj
    assert qkv.weight.dtype == FP8 and type(qkv.scheme).__name__ == "CompressedTensorsW8A8Fp8"
    assert info["graphs"] == 1
    assert counter.opaque == 0
    assert counter.scaled_mm == 4 * len(built.stack.layers)
    # The FP8 fusions take in the quantization of every input a norm or gelu·up produces: the
    # down projection's (gelu_tanh_mul), the gate-up's (rmsnorm_add_rmsnorm), layer 1's q/k/v
    # projection's (layer 0's rmsnorm_add_scale_next_norm) and layer 0's (its plain input
    # norm). Left: the o projections' (their input is the attention output).
    assert {k: v for k, v in info["matches"].items() if v} == {
        **EXPECTED_MATCHES["31b"], "gelu_quant_fp8": 2, "norm_quant_fp8": 4}
    before, after = info["ops"]["before"], info["ops"]["after"]
    assert before["aten.amax"] == before["aten.reciprocal"] == 8
    assert after["aten.amax"] == after["aten.reciprocal"] == after["aten.clamp_max"] == 2
    assert after["gemma4.rmsnorm_quant_fp8"] == 1
    assert after["gemma4.gelu_tanh_mul_quant_fp8"] == 2 and after["gemma4.gelu_tanh_mul"] == 0
    assert after["gemma4.rmsnorm_add_rmsnorm_quant_fp8"] == 2 and after["gemma4.rmsnorm_add_rmsnorm"] == 0
    assert after["gemma4.rmsnorm_add_scale_next_norm_quant_fp8"] == 1
    assert after["gemma4.rmsnorm_add_scale_next_norm"] == 1  # the last layer's, read by the final norm
    assert ref.abs().max().item() > 0.5  # never compare on (near) zeros
    assert bool(torch.isfinite(out).all())
    assert torch.equal(out, ref), (out - ref).abs().max().item()


def test_fp8_layers_in_the_cuda_gemm_form_run_every_gemm_in_our_ops(rowwise_scaled_mm_cpu, sglang_plugins, monkeypatch):
    """SGLang's FP8 layers as they run on a Hopper GPU (its channel-wise FP8 GEMM, ``fp8_scaled_mm``
    with both scales into bf16, in its torch path), 3 tokens: every GEMM becomes ``scaled_mm_fp8``,
    no ``_scaled_mm`` left; the quantizations as in the CPU form (the o projections' left, one per
    layer). Our GEMM sums in another order than the CPU's ``_scaled_mm``, so the output is compared
    within bf16 rounding, not bit for bit."""
    from gemma4_passes import builtin
    from expected_matches import EXPECTED_MATCHES

    built, ref, out, info, counter, state = _compile_fp8_layers(
        sglang_plugins, monkeypatch, unwrap=True, passes=builtin.selected_from_env(), emulate_casts=True,
        gemm="cuda")
    layers = len(built.stack.layers)
    assert state == "active" and counter.opaque == 0 and info["graphs"] == 1
    assert counter.scaled_mm == 4 * layers
    assert {k: v for k, v in info["matches"].items() if v} == {
        **EXPECTED_MATCHES["31b"], "gelu_quant_fp8": 2, "norm_quant_fp8": 4, "scaled_mm_fp8": 4 * layers}
    after = info["ops"]["after"]
    assert after["aten._scaled_mm"] == 0 and after["gemma4.scaled_mm_fp8"] == 4 * layers
    assert after["aten.amax"] == after["aten.reciprocal"] == layers  # the o projections' quantizations
    assert ref.abs().max().item() > 0.5
    rms = ref.pow(2).mean().sqrt()
    assert bool(torch.isfinite(out).all())
    assert ((out - ref).abs() <= 4 * 2.0 ** -8 * ref.abs() + 2.0 ** -7 * rms).all(), (out - ref).abs().max().item()


@pytest.mark.parametrize("unshare", [True, False], ids=["unshare_scalars", "without_unshare_scalars"])
def test_fp8_layers_frozen_quantize_in_our_ops(rowwise_scaled_mm_cpu, sglang_plugins, monkeypatch, unshare):
    """Under Inductor's ``freezing`` (SGLang's CPU graph runner) equal nodes are merged before the
    passes: one scalar zero then serves every quantization, and no FP8 fusion could match (found
    through SGLang's Engine). With ``unshare_scalars`` each quantization has its own again and the
    FP8 fusions match as unfrozen; without it they match nowhere, the rest as before."""
    import torch._inductor.config as inductor_config

    from gemma4_passes import builtin
    from expected_matches import EXPECTED_MATCHES

    passes = [p for p in builtin.selected_from_env() if unshare or p != "unshare_scalars"]
    with inductor_config.patch(freezing=True):
        built, ref, out, info, counter, state = _compile_fp8_layers(
            sglang_plugins, monkeypatch, unwrap=True, passes=passes, emulate_casts=True, gemm="cuda")
    layers = len(built.stack.layers)
    assert state == "active" and counter.opaque == 0 and info["graphs"] == 1
    before, after = info["ops"]["before"], info["ops"]["after"]
    assert before["aten.full"] == 1  # the eight quantizations' zero, merged by freezing
    matches = {k: v for k, v in info["matches"].items() if v}
    fusions = {**EXPECTED_MATCHES["31b"], "scaled_mm_fp8": 4 * layers}
    if unshare:
        assert matches == {**fusions, "gelu_quant_fp8": 2, "norm_quant_fp8": 4, "unshare_scalars": 7}
        assert after["aten.amax"] == after["aten.reciprocal"] == layers  # the o projections' quantizations
        assert after["gemma4.rmsnorm_quant_fp8"] == 1 and after["gemma4.gelu_tanh_mul_quant_fp8"] == 2
    else:
        assert matches == fusions
        assert after["aten.amax"] == after["aten.reciprocal"] == 4 * layers
    assert ref.abs().max().item() > 0.5
    rms = ref.pow(2).mean().sqrt()
    assert bool(torch.isfinite(out).all())
    assert ((out - ref).abs() <= 4 * 2.0 ** -8 * ref.abs() + 2.0 ** -7 * rms).all(), (out - ref).abs().max().item()


@bit_equal_to_eager
@pytest.mark.parametrize("freezing", [pytest.param(False, id="unfrozen", marks=pytest.mark.slow),
                                      pytest.param(True, id="frozen")])
def test_fp8_ple_layers_quantize_in_our_ops(sglang_plugins, monkeypatch, freezing):
    """E4B's four FP8 layers (PLE, kv-shared): every quantization but the o projections' taken
    into our ops, the PLE projections' (gelu(gate) * per-layer input) and PLE gate
    projections' (the FFN tail's output) among them; bit-equal to SGLang's eager FP8 path.
    Frozen as well (SGLang's CPU graph runner), where the PLE gate's quantization once went
    unmatched: its tail has no layer scalar, and the frozen-form re-check took that ``None``
    for a missing value (found through SGLang's Engine)."""
    import torch._inductor.config as inductor_config

    from gemma4_passes import builtin
    from expected_matches import EXPECTED_MATCHES

    with inductor_config.patch(freezing=freezing):
        built, ref, out, info, counter, state = _compile_fp8_layers(
            sglang_plugins, monkeypatch, unwrap=True, passes=builtin.selected_from_env(), emulate_casts=True,
            variant="e4b")
    assert state == "active" and counter.opaque == 0
    layers = len(built.stack.layers)
    assert counter.scaled_mm == 6 * layers  # q/k/v, o, gate-up, down, PLE gate, PLE projection
    # Frozen: the merged rope reads and every quantization's zero but the first one's unshared.
    utility = {"unshare_rope": 2, "unshare_scalars": 6 * layers - 1} if freezing else {}
    assert {k: v for k, v in info["matches"].items() if v} == {
        **EXPECTED_MATCHES["e4b"], "gelu_quant_fp8": 2 * layers, "norm_quant_fp8": 3 * layers, **utility}
    after = info["ops"]["after"]
    assert after["aten.amax"] == layers  # the o projections'
    assert after["gemma4.gelu_tanh_mul_quant_fp8"] == 2 * layers
    assert after["gemma4.rmsnorm_add_scale_quant_fp8"] == layers
    assert after["gemma4.rmsnorm_quant_fp8"] == 1
    assert ref.abs().max().item() > 0.5
    assert torch.equal(out, ref), (out - ref).abs().max().item()


@bit_equal_to_eager
@pytest.mark.parametrize("freezing", [pytest.param(False, id="unfrozen", marks=pytest.mark.slow),
                                      pytest.param(True, id="frozen")])
def test_fp8_moe_layers_quantize_in_our_ops(sglang_plugins, monkeypatch, freezing):
    """26B-A4B's FP8 layers (sliding and full, FP8 experts in SGLang's fused-MoE op, on a CPU
    through the harness's stand-in kernel for it): the quantizations of the dense MLP's input,
    of its gelu·up and of the next layer's input norm inside our MoE-layer ops, the input norm's
    in ``norm_quant_fp8``; the o projections' quantization left. At 3 tokens the experts stay
    SGLang's op (``moe_experts_fp8`` takes one token), each refusal counted. Bit-equal to SGLang's
    eager FP8 path (the GEMMs in SGLang's CPU form, ``torch._scaled_mm``, which no pass takes).
    Frozen as well (SGLang's CPU graph runner)."""
    import torch._inductor.config as inductor_config

    from gemma4_passes import builtin
    from expected_matches import EXPECTED_MATCHES

    with inductor_config.patch(freezing=freezing):
        built, ref, out, info, counter, state = _compile_fp8_layers(
            sglang_plugins, monkeypatch, unwrap=True, passes=builtin.selected_from_env(), emulate_casts=True,
            variant="26b-a4b")
    layers = len(built.stack.layers)
    experts = built.stack.layers[0].moe.experts
    assert experts.w13_weight.dtype == FP8 and type(experts.scheme).__name__ == "CompressedTensorsW8A8Fp8MoE"
    assert state == "active" and counter.opaque == 0 and info["graphs"] == 1
    assert counter.scaled_mm == 4 * layers  # q/k/v, o, the dense MLP's gate-up and down
    utility = {"unshare_scalars": 4 * layers - 1} if freezing else {}
    # moe_experts takes bf16 experts only; these are SGLang's FP8 fused-MoE op
    bf16 = {k: v for k, v in EXPECTED_MATCHES["26b-a4b"].items() if k != "moe_experts"}
    assert {k: v for k, v in info["matches"].items() if v} == {
        **bf16, "gelu_quant_fp8": layers, "norm_quant_fp8": 2 * layers, **utility}
    assert info["refused"] == {"moe_experts_fp8": {
        "hidden_states has shape (3, 256): one token only (SGLang's grouped GEMM reads each expert once for "
        "several)": layers}}
    after = info["ops"]["after"]
    assert counter.fused_experts == layers
    assert after["gemma4.moe_experts_fp8"] == 0
    assert after["aten.amax"] == after["aten.reciprocal"] == layers  # the o projections'
    assert after["gemma4.post_attn_norms_moe_quant_fp8"] == layers
    assert after["gemma4.router_topk_gelu_mul_quant_fp8"] == layers
    assert after["gemma4.ffn_tail_moe_next_norm_quant_fp8"] == layers - 1
    assert after["gemma4.ffn_tail_moe_next_norm"] == 1  # the last layer's, read by the final norm
    assert after["gemma4.rmsnorm_quant_fp8"] == 1
    assert ref.abs().max().item() > 0.5
    assert torch.equal(out, ref), (out - ref).abs().max().item()


def test_fp8_moe_stand_in_is_the_fused_moe_math(sglang_cpu):
    """The harness's CPU kernel for SGLang's FP8 fused MoE against the same chain in float64 (the
    bf16 roundings of SGLang's three intermediate caches kept) on odd token counts. An e4m3
    rounding that one fp32 ulp tips moves a whole row a little, so rows are compared to their own
    size; forms the stand-in does not compute raise."""
    from gemma4_passes.native import FP8_E4M3_MAX

    gen = torch.Generator().manual_seed(3)
    E, H, I, topk, bf16 = 8, 256, 96, 3, torch.bfloat16
    w1, s1 = sglang_cpu.random_fp8_weight((E, 2 * I, H), gen)
    w2, s2 = sglang_cpu.random_fp8_weight((E, H, I), gen)

    def quant(a):
        scale = a.abs().amax(-1, keepdim=True) / FP8_E4M3_MAX
        return (a / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX).to(torch.float8_e4m3fn).double() * scale

    for tokens in (1, 3, 17, 257):
        x = torch.randn(tokens, H, generator=gen).to(bf16)
        ids = torch.stack([torch.randperm(E, generator=gen)[:topk] for _ in range(tokens)]).to(torch.int32)
        weights = torch.rand(tokens, topk, generator=gen)
        out = sglang_cpu.fused_experts_fp8_reference(
            x, w1, w2, weights, ids, activation="gelu", use_fp8_w8a8=True, per_channel_quant=True, w1_scale=s1,
            w2_scale=s2, b1=None, no_combine=False, filter_expert=True)
        want = torch.zeros(tokens, H, dtype=torch.float64)
        xq = quant(x.double())
        for t in range(tokens):
            for k in range(topk):
                e = int(ids[t, k])
                h = ((w1[e].double() * s1[e].double()) @ xq[t]).to(bf16).double()
                act = (torch.nn.functional.gelu(h[:I]) * h[I:]).to(bf16).double()
                down = (w2[e].double() * s2[e].double()) @ quant(act[None])[0]
                want[t] += (weights[t, k].double() * down).to(bf16).double()
        assert out.dtype == bf16 and bool(torch.isfinite(out).all()) and want.abs().max() > 0.5
        err = (out.double() - want).abs()
        row_rms = want.pow(2).mean(-1, keepdim=True).sqrt()
        assert (err <= 0.25 * row_rms).all(), (err / row_rms).max().item()
        assert (err <= 2.0 ** -8 * want.abs() + 1e-6).double().mean() >= 0.8
    with pytest.raises(NotImplementedError, match="static activation scales"):
        sglang_cpu.fused_experts_fp8_reference(x, w1, w2, weights, ids, use_fp8_w8a8=True, per_channel_quant=True,
                                               w1_scale=s1, w2_scale=s2, a1_scale=torch.ones(1))
    with pytest.raises(NotImplementedError, match="an activation other than gated gelu"):
        sglang_cpu.fused_experts_fp8_reference(x, w1, w2, weights, ids, activation="silu", use_fp8_w8a8=True,
                                               per_channel_quant=True, w1_scale=s1, w2_scale=s2)


def test_fp8_layers_keep_opaque_quants_with_the_patch_off(sglang_plugins, monkeypatch):
    built, ref, out, info, counter, state = _compile_fp8_layers(
        sglang_plugins, monkeypatch, unwrap=False, passes=[], emulate_casts=False)
    assert state == "disabled by the user"
    assert counter.opaque == 4 * len(built.stack.layers)
    assert counter.scaled_mm == 4 * len(built.stack.layers)
    assert bool(torch.isfinite(out).all())


def test_fp8_report_names_each_form(sglang_plugins):
    from gemma4_passes.tools import demo
    from gemma4_passes.patches.unwrap import fp8_report

    with sglang_plugins.fp8_on_cpu():
        built = demo.build_variant("31b", num_tokens=3, quant="fp8")
    assert fp8_report(built.stack, True) == [
        "8 per-token dynamic FP8 GEMMs: their quantization is torch math under compile (unwrap_fp8_quant), "
        "fused by Inductor"]
    # A static activation scale is another form: said to stay opaque, not counted as unwrapped.
    built.stack.layers[0].mlp.down_proj.scheme.is_static_input_scheme = True
    lines = fp8_report(built.stack, True)
    assert lines[0] == ("1 other (CompressedTensorsW8A8Fp8) FP8 GEMMs: their quantization stays SGLang's opaque "
                        "op (only per-token dynamic FP8 is unwrapped)")
    assert lines[1].startswith("7 per-token dynamic FP8 GEMMs: their quantization is torch math")
    assert fp8_report(built.stack, False)[1].endswith("(unwrap_fp8_quant is not in force)")
    bf16 = demo.build_variant("31b", num_tokens=3)
    assert fp8_report(bf16.stack, True) == []
    with sglang_plugins.fp8_on_cpu():
        moe = demo.build_variant("26b-a4b", num_tokens=3, quant="fp8")
    lines = fp8_report(moe.stack, True)
    assert lines[0] == (
        "2 FP8 MoE expert layers: SGLang's opaque fused-MoE op, which quantizes inside; at one token the "
        "moe_experts_fp8 pass puts gemma4::moe_experts_fp8 in its place where it is the per-channel, per-token "
        "dynamic form")
    assert lines[1:] == ["8 per-token dynamic FP8 GEMMs: their quantization is torch math under compile "
                         "(unwrap_fp8_quant), fused by Inductor"]
