"""``gemma4-passes bench-kernels``' own correctness check, on CPU inputs.

On the GPU the bench times each op's paths only after comparing each with the op's
fp64 reference; a spec whose reference, inputs or comparison were wired wrong would
time a wrong answer or fail every path. Here every spec's paths that run without a
GPU (``ours``: the op's CPU reference implementation; ``eager``: SGLang's native
math) meet its reference at each variant's real widths and odd token counts.
"""

import pytest
import torch

from gemma4_passes.tools import bench_kernels

TOKENS = (1, 3, 17)
# bf16 outputs: a few bf16 roundings; FP8 outputs (dequantized): e4m3's 3 mantissa bits, about 2.6%
# in these rows' norm, and an e4m3 code may move one step where our math rounds once differently.
BF16_REL, FP8_REL = 1e-2, 4e-2
# ours against eager: the same math, so only rounding order (bf16), or that and a code's step (FP8)
OURS_VS_EAGER_BF16, OURS_VS_EAGER_FP8 = 5e-3, 1e-2


def _fp8(spec) -> bool:
    return spec.name.startswith("fp8:")


@pytest.fixture(scope="module")
def specs():
    with pytest.MonkeyPatch.context() as m:
        m.setattr(bench_kernels, "DEVICE", "cpu")
        yield bench_kernels.specs()


def test_the_fp8_quantizing_ops_are_benched_under_their_own_prefix(specs):
    """``--ops fp8`` selects them, and no prefix of a bf16 op (``gelu``, ``post_attn_dense``) does."""
    fp8 = [s.name for s in specs if _fp8(s)]
    for op in ("gelu_tanh_mul_quant_fp8", "rmsnorm_quant_fp8", "rmsnorm_add_rmsnorm_quant_fp8",
               "rmsnorm_add_scale_next_norm_quant_fp8"):
        assert sum(f"({op}" in n for n in fp8) == 1, (op, fp8)
    assert not any("quant_fp8" in s.name for s in specs if not _fp8(s))


def test_every_spec_meets_its_fp64_reference_on_cpu(specs):
    torch.manual_seed(0)
    checked = 0
    for spec in specs:
        if spec.name.startswith("moe_experts"):
            continue  # 128 experts at 26B-A4B's widths: 1 GB of weights a case; its op's CPU tests cover it
        tol, apart = (FP8_REL, OURS_VS_EAGER_FP8) if _fp8(spec) else (BF16_REL, OURS_VS_EAGER_BF16)
        for label, shape in bench_kernels.spec_shapes(spec, bench_kernels.WIDTHS):
            for T in TOKENS:
                with pytest.MonkeyPatch.context() as m:
                    m.setattr(bench_kernels, "DEVICE", "cpu")
                    args = spec.make(T, *shape)
                ref = spec.ref(*args)
                outs = {}
                for name, fn in (("ours", spec.ours), ("eager", spec.native)):
                    out = fn(*args)
                    outs[name] = spec.compare(out) if spec.compare else bench_kernels.first(out)
                    err = bench_kernels.rel_err(outs[name], ref)
                    assert err < tol, (spec.name, label, T, name, err)
                    assert torch.isfinite(outs[name]).all(), (spec.name, label, T, name)
                between = bench_kernels.rel_err(outs["ours"], outs["eager"].double())
                assert between < apart, (spec.name, label, T, between)
                checked += 1
    assert checked >= 13 * len(TOKENS)


def test_a_wrong_comparison_is_caught(specs):
    """The check is not blind: the FP8 post-attention op compared by its residual instead of its
    quantized rows misses the reference by far."""
    spec = next(s for s in specs if "(rmsnorm_add_rmsnorm_quant_fp8" in s.name)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(bench_kernels, "DEVICE", "cpu")
        args = spec.make(3, 5376, 21504)
    out = spec.ours(*args)
    assert bench_kernels.rel_err(spec.compare(out), spec.ref(*args)) < FP8_REL
    assert bench_kernels.rel_err(out[2], spec.ref(*args)) > 0.5
