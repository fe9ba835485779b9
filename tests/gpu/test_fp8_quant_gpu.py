"""The per-token FP8 quantization of ``unwrap_fp8_quant`` on CUDA, at Gemma-4 sizes.

Under compile the patch hands Inductor ``native.per_token_quant_fp8_native``; on CUDA
Inductor turns it into its own Triton kernel. These tests compare, on fresh bf16 rows
(hidden 1536, 2560, 2816, 5376; 1, 3, 17, 257 tokens; rows of different magnitudes):

- Inductor's kernel against the same math run eagerly: scales within 2 fp32 ulps
  (a Triton fp32 division need not round as an IEEE one does), at most 0.1% of the
  FP8 codes one step apart, none further;
- both against SGLang's own JIT kernel (``sgl_per_token_quant_fp8``, built with fast
  math on sm90) where SGLang can build it here, with the same bounds; skipped, with
  the reason, where it cannot.

Outputs start NaN-poisoned. Skipped without CUDA.
"""

from __future__ import annotations

import pytest
import torch

from gemma4_passes.native import FP8_E4M3_MAX, per_token_quant_fp8_native

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device"),
]

HIDDEN = (1536, 2560, 2816, 5376)
TOKENS = (1, 3, 17, 257)
FP8 = torch.float8_e4m3fn


def _rows(tokens, hidden, seed):
    gen = torch.Generator(device="cuda").manual_seed(seed)
    mag = torch.rand(tokens, 1, generator=gen, device="cuda") * 8 + 0.01
    return (torch.randn(tokens, hidden, generator=gen, device="cuda") * mag).to(torch.bfloat16)


def _compare(q, s, q_ref, s_ref, what, max_step_share=1e-3):
    """Scales within 2 fp32 ulps; FP8 codes at most one step apart, in at most ``max_step_share``
    of them."""
    assert bool(torch.isfinite(s).all()), f"{what}: scale not finite"
    ulp = torch.finfo(torch.float32).eps * s_ref.abs()
    assert bool(((s - s_ref).abs() <= 2 * ulp).all()), f"{what}: scales differ by more than 2 ulps"
    # e4m3 codes of one sign are ordered as integers: one step is a difference of 1.
    a, b = q.view(torch.int8).int(), q_ref.view(torch.int8).int()
    same_sign = (a >= 0) == (b >= 0)
    step = torch.where(same_sign, (a - b).abs(), torch.full_like(a, 99))
    zero_both = (q.float() == 0) & (q_ref.float() == 0)  # +0 and -0
    step = torch.where(zero_both, 0, step)
    assert int(step.max()) <= 1, f"{what}: codes differ by more than one step"
    assert float((step > 0).float().mean()) <= max_step_share, f"{what}: {(step > 0).sum().item()} codes one step apart"


@pytest.mark.parametrize("hidden", HIDDEN)
@pytest.mark.parametrize("tokens", TOKENS)
def test_inductor_kernel_matches_the_eager_math(tokens, hidden):
    x = _rows(tokens, hidden, seed=tokens * 7 + hidden)
    q_ref, s_ref = per_token_quant_fp8_native(x)
    torch._dynamo.reset()
    q, s = torch.compile(per_token_quant_fp8_native, backend="inductor", fullgraph=True)(x)
    _compare(q, s, q_ref, s_ref, "Inductor vs eager")


@pytest.fixture(scope="module")
def sglang_quant():
    try:
        from sglang.kernels.ops.quantization import sgl_per_token_quant_fp8

        x = _rows(3, 1536, seed=0)
        q = torch.full((3, 1536), float("nan"), device="cuda").to(FP8)
        s = torch.full((3, 1), float("nan"), device="cuda")
        sgl_per_token_quant_fp8(x, q, s)
    except Exception as exc:  # noqa: BLE001  (no nvcc / tvm-ffi: SGLang cannot build its JIT kernel here)
        pytest.skip(f"SGLang's per-token FP8 kernel does not build or run here: {type(exc).__name__}: "
                    f"{str(exc).splitlines()[0][:200] if str(exc) else ''}")
    return sgl_per_token_quant_fp8


@pytest.mark.parametrize("hidden", HIDDEN)
@pytest.mark.parametrize("tokens", TOKENS)
def test_native_math_matches_sglangs_kernel(sglang_quant, tokens, hidden):
    x = _rows(tokens, hidden, seed=tokens * 11 + hidden)
    q = torch.full((tokens, hidden), float("nan"), device="cuda").to(FP8)
    s = torch.full((tokens, 1), float("nan"), device="cuda")
    sglang_quant(x, q, s)
    q_ref, s_ref = per_token_quant_fp8_native(x)
    _compare(q_ref, s_ref, q, s, "torch math vs SGLang's kernel")
    torch._dynamo.reset()
    q_ind, s_ind = torch.compile(per_token_quant_fp8_native, backend="inductor", fullgraph=True)(x)
    _compare(q_ind, s_ind, q, s, "Inductor vs SGLang's kernel")


# -- the fused producer + quantization ops (gelu_quant_fp8, norm_quant_fp8) ------------------
def _quant_ieee(x):
    """``per_token_quant_fp8_native`` with both divisions IEEE-rounded, as the fused kernels do
    them (``rowquant``: ``div_rn``). Eager torch on CUDA divides by a Python scalar as a multiply
    by its reciprocal, one fp32 ulp off now and then; fp64 division rounded to fp32 is the
    correctly rounded fp32 quotient."""
    x32 = x.to(torch.float32)
    scale = (x32.abs().amax(dim=-1, keepdim=True).double() / FP8_E4M3_MAX).float()
    inv = torch.where(scale == 0.0, 0.0, (1.0 / scale.double()).float())
    return (x32 * inv).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX).to(FP8), scale


def _fused_and_unfused(name, tokens, hidden, seed):
    """The fused op's ``(q, scale, other outputs)`` and the producer op's CUDA kernel followed by
    the IEEE-rounded quantization (``_quant_ieee``), on fresh rows."""
    import gemma4_passes.ops  # noqa: F401  (registers torch.ops.gemma4.*)

    gen = torch.Generator(device="cuda").manual_seed(seed)
    rows = lambda mul=1.0: _rows(tokens, hidden, seed=seed) * mul  # noqa: E731
    w = lambda: (1 + 0.5 * torch.randn(hidden, generator=gen, device="cuda")).to(torch.bfloat16)  # noqa: E731
    ops = torch.ops.gemma4
    if name == "gelu_tanh_mul_quant_fp8":
        gu = _rows(tokens, 2 * hidden, seed=seed)
        q, s = ops.gelu_tanh_mul_quant_fp8(gu[:, :hidden], gu[:, hidden:])
        return (q, s, []), (*_quant_ieee(ops.gelu_tanh_mul(gu[:, :hidden], gu[:, hidden:])), [])
    x, r = rows(), _rows(tokens, hidden, seed=seed + 1) * 4
    if name == "rmsnorm_quant_fp8":
        wn = w()
        q, s = ops.rmsnorm_quant_fp8(x, wn, 1e-6)
        normed = (x.float() * torch.rsqrt(x.float().pow(2).mean(-1, keepdim=True) + 1e-6) * wn).to(x.dtype)
        return (q, s, []), (*_quant_ieee(normed), [])
    if name == "rmsnorm_add_rmsnorm_quant_fp8":
        args = (x, r, w(), w(), 1e-6)
        q, s, res = ops.rmsnorm_add_rmsnorm_quant_fp8(*args)
        normed, res_ref = ops.rmsnorm_add_rmsnorm(*args)
        return (q, s, [res]), (*_quant_ieee(normed), [res_ref])
    if name == "post_attn_norms_moe_quant_fp8":  # a MoE layer's block: the MLP's input quantized
        args = (x, r, w(), w(), w(), w(), 1e-6)
        q, s, *rest = ops.post_attn_norms_moe_quant_fp8(*args)
        normed, *rest_ref = ops.post_attn_norms_moe(*args)
        return (q, s, rest), (*_quant_ieee(normed), rest_ref)
    if name == "rmsnorm_add_scale_quant_fp8":  # a PLE model's tail: no scalar
        args = (x, r, w(), None, 1e-6)
        out, q, s = ops.rmsnorm_add_scale_quant_fp8(*args)
        out_ref = ops.rmsnorm_add_scale(*args)
        return (q, s, [out]), (*_quant_ieee(out_ref), [out_ref])
    scalar = torch.tensor([0.75], device="cuda", dtype=torch.bfloat16)
    if name == "ffn_tail_moe_next_norm_quant_fp8":  # a MoE layer's tail: the MLP's and the experts' rows
        args = (x, _rows(tokens, hidden, seed=seed + 2) * 2, r, w(), w(), w(), scalar, w(), 1e-6)
        out, q, s = ops.ffn_tail_moe_next_norm_quant_fp8(*args)
        out_ref, normed = ops.ffn_tail_moe_next_norm(*args)
        return (q, s, [out]), (*_quant_ieee(normed), [out_ref])
    args = (x, r, w(), scalar, w(), 1e-6)
    out, q, s = ops.rmsnorm_add_scale_next_norm_quant_fp8(*args)
    out_ref, normed = ops.rmsnorm_add_scale_next_norm(*args)
    return (q, s, [out]), (*_quant_ieee(normed), [out_ref])


@pytest.mark.parametrize("name", ["gelu_tanh_mul_quant_fp8", "rmsnorm_quant_fp8", "rmsnorm_add_rmsnorm_quant_fp8",
                                  "rmsnorm_add_scale_quant_fp8", "rmsnorm_add_scale_next_norm_quant_fp8",
                                  "post_attn_norms_moe_quant_fp8", "ffn_tail_moe_next_norm_quant_fp8"])
@pytest.mark.parametrize("hidden", HIDDEN)
@pytest.mark.parametrize("tokens", TOKENS)
def test_fused_op_is_its_producer_then_the_quant(name, tokens, hidden):
    """One launch against two: the producer op's own kernel (the plain norm: eager torch), then
    the quantization with IEEE-rounded divisions, as the fused kernels divide (``_quant_ieee``).
    gelu·up is elementwise, the same formula in both kernels: bit for bit. Against the eager
    quantization (its scale a reciprocal times, an fp32 ulp off in about half the rows on
    CUDA) within ``_compare``'s scale bound, its codes at most one step apart (where the
    scales differ, a code on an e4m3 tie moves: 34 of 4608 in one H200 run). A norm kernel's
    row sums may run in another order than the producer kernel's: its other output equal but
    for one bf16 rounding of the row's summands in at most 0.1% of the values (the fused kernel holds a row in one block,
    the producer from ``layout.LATE_LOAD_ROWS`` rows on in two parts: 257 rows of 2560 on the H200); in
    rows whose scales are equal, the codes within ``_compare``'s bounds; a scale at most two
    bf16 ulps apart (one e4m3 step per code) in the rare row where they are not, at most one
    row in twenty (or one row)."""
    seed = tokens * 7 + hidden
    (q, s, other), (q_ref, s_ref, other_ref) = _fused_and_unfused(name, tokens, hidden, seed=seed)
    assert bool(torch.isfinite(q.float()).all()) and bool((s > 0).all())
    for o, o_ref in zip(other, other_ref):  # the two kernels may hold a row in other parts (layout.row_layout)
        apart = o != o_ref
        assert float(apart.float().mean()) <= 1e-3, f"{name}: {int(apart.sum())} of {o.numel()} outputs differ"
        # one bf16 ulp of the row's largest value: the tail's sum cancels, so the norm's ulp can be the output's
        assert bool(((o.float() - o_ref.float()).abs() <= 2.0 ** -7 * o_ref.float().abs().amax(-1, keepdim=True)).all())
    if name.startswith("gelu"):
        assert torch.equal(s, s_ref)
        assert torch.equal(q.view(torch.uint8), q_ref.view(torch.uint8))
        gu = _rows(tokens, 2 * hidden, seed=seed)  # the rows _fused_and_unfused drew
        _compare(q, s, *per_token_quant_fp8_native(torch.ops.gemma4.gelu_tanh_mul(gu[:, :hidden], gu[:, hidden:])),
                 "fused gelu quant vs the eager quantization", max_step_share=1.0)
        return
    same = (s == s_ref).flatten()
    differ = int((~same).sum())
    assert differ <= max(1, 0.05 * same.numel()), f"{name}: {differ} of {same.numel()} scales differ"
    assert bool(((s - s_ref).abs() <= 2 * 2.0 ** -8 * s_ref).all())
    _compare(q[same], s[same], q_ref[same], s_ref[same], f"{name} vs its producer + the quant")
