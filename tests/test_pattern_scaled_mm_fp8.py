"""The ``scaled_mm_fp8`` pass: SGLang's FP8 GEMM at decode sizes (1-32 rows) -> ``gemma4.scaled_mm_fp8``.

The graph is SGLang's FP8 GEMM as its own torch path computes it (SGLang's
``Fp8ScaledMMOp.forward_native``, called here: the per-token scale viewed ``[M, 1]``,
the per-channel weight scale ``[1, N]``, ``torch._scaled_mm`` with fast accumulation;
on the GPU machine the ``sgl_kernel`` placeholder's ``fp8_scaled_mm`` is the same
call), compiled on the CPU with the pass alone and without it: one match per projection,
no ``_scaled_mm`` left, the op there, and the output equal to the unfused compiled
one within bf16 rounding; near misses stay ``_scaled_mm`` with their reason. The
kernel itself is checked against fp64 under the interpreter and on the GPU
(``kernel_checks._scaled_mm_fp8_cases``). On a CPU SGLang's FP8
layers take another path (``_scaled_mm`` with unit scales into fp32, the scales
applied after it), which this pass does not take: SGLang's whole FP8 layers at one
token are checked on the GPU machine (``gemma4-passes bench --quant fp8``).
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes.testing import compile_with_passes

FUSED = "gemma4.scaled_mm_fp8"
SCALED_MM = "aten._scaled_mm"
E4M3 = torch.float8_e4m3fn


def fp8_linear(q, w, x_scale, w_scale, out_dtype=torch.bfloat16, fast_accum=True, bias=None):
    """SGLang's ``fp8_scaled_mm`` in its torch path: ``w`` is the ``[K, N]`` (transposed) e4m3 weight.
    ``fast_accum=False`` is a near miss of it (SGLang always asks for fast accumulation)."""
    if fast_accum:
        from sglang.kernels.ops.gemm import _FP8_SCALED_MM

        return _FP8_SCALED_MM.forward_native(q, w, x_scale, w_scale, out_dtype, bias)
    m, n = q.shape[0], w.shape[1]
    return torch._scaled_mm(q, w, scale_a=x_scale.reshape(m, 1), scale_b=w_scale.reshape(1, n), bias=bias,
                            out_dtype=out_dtype, use_fast_accum=False)


def _e4m3(g, *shape):
    return (torch.randn(*shape, generator=g) * 150).clamp(-448, 448).to(E4M3)


def _weight_scale(g, N, K):
    """Per-channel scales that make the projection's outputs of order one."""
    return (torch.rand(N, 1, generator=g) + 0.5) / (150 * K ** 0.5)


def _layer_inputs(g, K, N, rows=1):
    """Quantized rows, a transposed e4m3 weight, a per-token and a per-channel scale."""
    return (_e4m3(g, rows, K), _e4m3(g, N, K).t(), (torch.rand(rows, 1, generator=g) + 0.5) / 150,
            _weight_scale(g, N, K))


def _compile(fn, args, passes):
    c = compile_with_passes(fn, passes)
    out = c(*args)
    return c, out


WIDTHS = {"e2b": (1536, 6144), "e4b": (2560, 10240), "26b": (2816, 2112), "31b": (5376, 21504)}
CASES = ([(v, 1, dt) for v in WIDTHS for dt in (torch.bfloat16, torch.float16)]
         + [("26b", rows, torch.bfloat16) for rows in (3, 8, 32)])


@pytest.mark.parametrize("variant,rows,out_dtype", CASES,
                         ids=[f"{v}-{r}-{str(dt)[6:]}" for v, r, dt in CASES])
def test_mlp_projections_become_scaled_mm_fp8(rowwise_scaled_mm_cpu, variant, rows, out_dtype):
    """A dense MLP's gate/up and down projections at real widths, one token or a decode batch,
    each an FP8 GEMM of quantized rows: two matches, no ``_scaled_mm`` left, each output equal
    to the unfused compiled graph's within one rounding of the output dtype, and to fp64 math."""
    H, I = WIDTHS[variant]
    g = torch.Generator().manual_seed(H + rows)
    gate_up = _layer_inputs(g, H, 2 * I, rows)
    down = _layer_inputs(g, I, H, rows)

    def mlp(q, w_gu, s_x, s_gu, q_h, w_down, s_h, s_down):
        return fp8_linear(q, w_gu, s_x, s_gu, out_dtype), fp8_linear(q_h, w_down, s_h, s_down, out_dtype)

    args = (*gate_up, *down)
    unfused, want = _compile(mlp, args, [])
    fused, got = _compile(mlp, args, ["scaled_mm_fp8"])
    assert unfused.graphs_after[0][SCALED_MM] == 2
    assert fused.matches() == {"scaled_mm_fp8": 2}
    after = fused.graphs_after[0]
    assert after[FUSED] == 2 and after[SCALED_MM] == 0, after
    ulp = 2.0 ** -(7 if out_dtype == torch.bfloat16 else 10)
    for name, a, b, (q, w, s_a, s_b) in (("gate_up", got[0], want[0], gate_up), ("down", got[1], want[1], down)):
        assert a.dtype == b.dtype == out_dtype and a.shape == b.shape
        rms = b.float().pow(2).mean().sqrt()
        assert ((a.float() - b.float()).abs() <= 2 * ulp * b.float().abs() + ulp * rms).all(), name
        want64 = (q.double() @ w.double()) * s_a.double() * s_b.double().reshape(1, -1)
        assert ((a.double() - want64).abs() <= ulp * want64.abs() + 1e-6 * rms).all(), name


@pytest.mark.parametrize("case", ["prefill_rows", "per_tensor_weight_scale", "e5m2", "fp32_out", "bias",
                                  "no_fast_accum", "computed_weight", "wide_weight_batch"])
def test_near_misses_are_left(request, case):
    """Each is another GEMM than SGLang's FP8 projection at decode sizes: it stays ``_scaled_mm``,
    with the reason logged where the pattern matched and the rule refused it."""
    if case not in ("per_tensor_weight_scale", "e5m2"):  # the others have a scale per row and per column
        request.getfixturevalue("rowwise_scaled_mm_cpu")
    g = torch.Generator().manual_seed(7)
    K, N = (32, 32769) if case == "wide_weight_batch" else (256, 128)
    rows = {"prefill_rows": 33, "wide_weight_batch": 8}.get(case, 1)
    q, w, s_x, s_w = _layer_inputs(g, K, N, rows=rows)
    kwargs = {}
    if case == "per_tensor_weight_scale":
        s_w = _weight_scale(g, 1, K)
    if case == "e5m2":
        q, w = q.float().to(torch.float8_e5m2), w.t().float().to(torch.float8_e5m2).t()
    if case == "fp32_out":
        kwargs["out_dtype"] = torch.float32
    if case == "bias":
        kwargs["bias"] = torch.randn(N, generator=g).to(torch.bfloat16)
    if case == "no_fast_accum":
        kwargs["fast_accum"] = False

    def fn(q, w, s_x, s_w):
        if case == "per_tensor_weight_scale":
            return torch._scaled_mm(q, w, scale_a=s_x.reshape(-1, 1), scale_b=s_w, out_dtype=torch.bfloat16,
                                    use_fast_accum=True)
        if case == "computed_weight":
            w = (w.float() * 0.5).to(E4M3)
        return fp8_linear(q, w, s_x, s_w, **kwargs)

    if case == "e5m2":
        try:
            fn(q, w, s_x, s_w)
        except RuntimeError as e:  # this torch's CPU _scaled_mm takes e4m3 only: nothing to compile
            pytest.skip(f"CPU _scaled_mm refuses e5m2 here: {e}")
    c, _ = _compile(fn, (q, w, s_x, s_w), ["scaled_mm_fp8"])
    assert not any(c.matches().values()), c.matches()
    after = c.graphs_after[0]
    assert after[SCALED_MM] == 1 and after[FUSED] == 0, after
    reasons = " | ".join(c.stats.refused().get("scaled_mm_fp8", {}))
    if case in REFUSED_BY_RULE:  # the pattern matched; the rule refused it and said why
        assert REFUSED_BY_RULE[case] in reasons, reasons
    else:  # another contract traces to another graph: no match at all
        assert not reasons, reasons


REFUSED_BY_RULE = {"prefill_rows": "a has 33 rows; at most 32",
                   "per_tensor_weight_scale": "a per-tensor scale is another contract",
                   "computed_weight": "b is computed in the graph",
                   "e5m2": "a has dtype torch.float8_e5m2; supported: float8_e4m3fn",
                   "wide_weight_batch": "a decode batch (8 rows) through a weight of 32769 output rows (> 32768)"}


@pytest.mark.parametrize("out_dtype,want", [(torch.bfloat16, {torch.bfloat16}), (torch.float16, {torch.float16}),
                                            (torch.float32, None)], ids=["bf16", "fp16", "fp32"])
def test_an_fp8_graph_computes_in_its_gemm_output_dtype(out_dtype, want):
    """A graph whose only matrix products are FP8 GEMMs (an FP8 layer with SGLang's attention
    outside it) registers the patterns of the GEMMs' half-precision output dtype; SGLang's CPU
    path (fp32 out, cast after) says nothing, so every dtype's patterns apply there."""
    from torch._inductor import pattern_matcher as pm
    from torch._subclasses.fake_tensor import FakeTensorMode

    from gemma4_passes.matching import compute_dtypes

    def fn(a, b, s_a, s_b):
        return torch._scaled_mm(a, b, s_a, s_b, out_dtype=out_dtype, use_fast_accum=True)

    with FakeTensorMode():
        gm = pm.fwd_only(fn, [torch.empty(1, 32, dtype=E4M3), torch.empty(16, 32, dtype=E4M3).t(),
                              torch.empty(1, 1), torch.empty(1, 16)])
    assert compute_dtypes(gm.graph) == want


@torch.library.custom_op("gemma4_test::fp8_scaled_mm", mutates_args=(),
                         schema="(Tensor mat_a, Tensor mat_b, Tensor scales_a, Tensor scales_b, ScalarType out_dtype, "
                                "Tensor? bias) -> Tensor")
def _cutlass_stand_in(mat_a, mat_b, scales_a, scales_b, out_dtype, bias):
    """``sgl_kernel::fp8_scaled_mm``'s schema (SGLang's CUDA extension, absent here), computing its contract."""
    from sglang.kernels.ops.gemm import _FP8_SCALED_MM

    return _FP8_SCALED_MM.forward_native(mat_a, mat_b, scales_a, scales_b, out_dtype, bias)


@_cutlass_stand_in.register_fake
def _(mat_a, mat_b, scales_a, scales_b, out_dtype, bias):
    return mat_a.new_empty((mat_a.shape[0], mat_b.shape[1]), dtype=out_dtype)


@pytest.mark.parametrize("rows", [1, 8])
def test_sgl_kernel_op_form(rowwise_scaled_mm_cpu, monkeypatch, rows):
    """Where SGLang's CUDA extension is loaded, its FP8 GEMM is ``sgl_kernel::fp8_scaled_mm(q, w, x_scale,
    w_scale[N, 1], out_dtype, None)``: that form is registered too and taken the same way (an op of the
    same schema stands in for the wheel's), with the weight scale as SGLang stores it."""
    from gemma4_passes.patterns import scaled_mm_fp8

    op = torch.ops.gemma4_test.fp8_scaled_mm.default
    monkeypatch.setattr(scaled_mm_fp8, "sgl_kernel_op", lambda: op)
    g = torch.Generator().manual_seed(rows)
    q, w, s_x, s_w = _layer_inputs(g, 512, 256, rows)

    def fn(q, w, s_x, s_w):
        return op(q, w, s_x, s_w, torch.bfloat16, None)

    unfused, want = _compile(fn, (q, w, s_x, s_w), [])
    fused, got = _compile(fn, (q, w, s_x, s_w), ["scaled_mm_fp8"])
    assert unfused.graphs_after[0]["gemma4_test.fp8_scaled_mm"] == 1
    assert fused.matches() == {"scaled_mm_fp8": 1}
    after = fused.graphs_after[0]
    assert after[FUSED] == 1 and after["gemma4_test.fp8_scaled_mm"] == 0, after
    rms = want.float().pow(2).mean().sqrt()
    assert ((got.float() - want.float()).abs() <= 2 * 2.0 ** -7 * want.float().abs() + 2.0 ** -7 * rms).all()


def test_composes_with_the_quantizing_norm(rowwise_scaled_mm_cpu, sglang_ops):
    """A dense layer's o projection (FP8, one token) into the post-attention norms and the
    gate-up projection's per-token quantization, as on CUDA: the GEMM becomes ``scaled_mm_fp8``
    and its output is read straight by ``rmsnorm_add_rmsnorm_quant_fp8`` (no copy between),
    the outputs equal to the unfused compiled graph's within rounding: the GEMM's bf16 output may
    be an ulp apart (fp32 sums in another order), so the row's scale may move by a bf16 ulp of its
    largest value and a code by one e4m3 step."""
    import sglang_forms as F

    g = torch.Generator().manual_seed(11)
    H, K = 2816, 4096
    q, w, s_x, s_w = _layer_inputs(g, K, H)
    r = torch.randn(1, H, generator=g).bfloat16()
    w1, w2 = (torch.rand(H, generator=g) + 0.5 for _ in range(2))

    def fn(q, w, s_x, s_w, r, w1, w2):
        y, s = F.post_attn_dense(fp8_linear(q, w, s_x, s_w), r, w1, w2)
        return (*F.quantize(y), s)

    args = (q, w, s_x, s_w, r, w1, w2)
    passes = ["post_attn_dense", "norm_quant_fp8", "scaled_mm_fp8"]
    unfused, want = _compile(fn, args, [])
    fused, got = _compile(fn, args, passes)
    assert fused.matches() == dict.fromkeys(passes, 1)
    after = fused.graphs_after[0]
    assert after[FUSED] == 1 and after["gemma4.rmsnorm_add_rmsnorm_quant_fp8"] == 1 and after[SCALED_MM] == 0
    # nothing between the GEMM and the norm op (the unfused graph's norms upcast: the name counts)
    assert unfused.graphs_after[0]["prims.convert_element_type"] > 0
    assert after["prims.convert_element_type"] == 0, after
    (gq, gs, gsum), (wq, ws, wsum) = got, want
    assert ((gs - ws).abs() <= 2.0 ** -7 * ws.abs()).all()
    step = 2.0 ** -3 * (gq.float().abs() * gs).max()  # one e4m3 step at the row's largest value
    assert ((gq.float() * gs - wq.float() * ws).abs() <= step).all()
    rms = wsum.float().pow(2).mean().sqrt()
    assert ((gsum.float() - wsum.float()).abs() <= 2 * 2.0 ** -7 * wsum.float().abs() + 2.0 ** -7 * rms).all()

