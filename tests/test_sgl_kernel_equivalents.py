"""The placeholder's torch equivalents of the ``sgl_kernel`` calls on SGLang's Gemma-4
CUDA path (``tools/sgl_kernel_placeholder/sgl_kernel/equivalents.py``), against SGLang's
own native forms and float64 references, on fresh random inputs at real widths and odd
token counts, outputs poisoned first. On CUDA also against SGLang's Triton forms."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import torch

PATH = Path(__file__).resolve().parents[1] / "tools" / "sgl_kernel_placeholder" / "sgl_kernel" / "equivalents.py"
TOKENS = (1, 3, 17, 257)
HIDDEN = (1536, 2560, 2816, 5376)
DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])


def _load():
    spec = importlib.util.spec_from_file_location("_sgl_kernel_equivalents", PATH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # torch only: sgl_kernel itself stays unimported
    return mod


EQ = _load()


def _rand(*shape, dtype=torch.bfloat16, device="cpu", seed=0):
    gen = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=gen).to(dtype=dtype, device=device)


def _ref_norm(x, w, eps, offset):
    x = x.double()
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * (w.double() + offset)


def _one_rounding(got, ref, dtype):
    """Within one rounding to ``dtype`` (after a few fp32 operations) of the float64 reference."""
    tol = torch.finfo(dtype).eps / 2 + 4 * torch.finfo(torch.float32).eps
    torch.testing.assert_close(got.double(), ref, rtol=tol, atol=tol * 1e-3 * ref.abs().max().item())


def test_the_names_sglang_reaches():
    assert set(EQ.BY_NAME) == {
        "sgl_kernel.utils.is_arch_support_pdl", "sgl_kernel.rmsnorm", "sgl_kernel.gemma_rmsnorm",
        "sgl_kernel.fused_add_rmsnorm", "sgl_kernel.gemma_fused_add_rmsnorm", "sgl_kernel.gelu_tanh_and_mul",
        "sgl_kernel.gelu_and_mul", "sgl_kernel.moe_sum_reduce", "sgl_kernel.moe_align_block_size",
        "sgl_kernel.fp8_scaled_mm", "sgl_kernel.weak_ref_tensor"}


def test_pdl_probe_is_hopper_or_newer():
    expected = torch.cuda.is_available() and torch.cuda.get_device_capability()[0] >= 9
    assert EQ.is_arch_support_pdl() is bool(expected)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("tokens,hidden", list(zip(TOKENS, HIDDEN)))
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32])
def test_norms_are_sglangs_native_norms(sglang_cpu, device, tokens, hidden, dtype):
    from sglang.srt.layers.layernorm import RMSNorm

    norm = RMSNorm(hidden, eps=1e-6).to(device)
    with torch.no_grad():
        norm.weight.copy_(_rand(hidden, dtype=torch.float32, seed=1) * 0.3 + 1)
    norm = norm.to(dtype).requires_grad_(False)
    x = _rand(tokens, hidden, dtype=dtype, device=device, seed=2) * 3
    r = _rand(tokens, hidden, dtype=dtype, device=device, seed=3)

    out = torch.full_like(x, float("nan"))
    assert EQ.rmsnorm(x, norm.weight, 1e-6, out=out) is out
    torch.testing.assert_close(out, norm.forward_native(x.clone()), rtol=0, atol=0)
    _one_rounding(out, _ref_norm(x, norm.weight, 1e-6, 0.0), dtype)

    xi, ri = x.clone(), r.clone()
    assert EQ.fused_add_rmsnorm(xi, ri, norm.weight, 1e-6) is None
    want_x, want_r = norm.forward_native(x.clone(), r.clone())
    torch.testing.assert_close(ri, want_r, rtol=0, atol=0)
    _one_rounding(ri, x.double() + r.double(), dtype)
    # SGLang's native form norms the rounded sum; the CUDA kernel (and this) the fp32 sum.
    _one_rounding(xi, _ref_norm(x.float() + r.float(), norm.weight, 1e-6, 0.0), dtype)
    if dtype == torch.float32:
        torch.testing.assert_close(xi, want_x, rtol=0, atol=0)

    g = EQ.gemma_rmsnorm(x, norm.weight, 1e-6)
    _one_rounding(g, _ref_norm(x, norm.weight, 1e-6, 1.0), dtype)
    xi, ri = x.clone(), r.clone()
    EQ.gemma_fused_add_rmsnorm(xi, ri, norm.weight, 1e-6)
    _one_rounding(xi, _ref_norm(x.float() + r.float(), norm.weight, 1e-6, 1.0), dtype)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("tokens,inter", [(1, 2112), (3, 10240), (17, 2112), (257, 21504)])
def test_gelu_and_mul_are_sglangs_native_activations(sglang_cpu, device, tokens, inter):
    from sglang.srt.layers.activation import GeluAndMul

    x = _rand(tokens, 2 * inter, device=device, seed=4) * 2
    for fn, approximate in ((EQ.gelu_tanh_and_mul, "tanh"), (EQ.gelu_and_mul, "none")):
        out = torch.full((tokens, inter), float("nan"), dtype=x.dtype, device=device)
        assert fn(x, out) is out
        # SGLang's native form rounds the gelu to bf16 before the product; the CUDA kernel
        # (and this) round once. In fp32 the two are the same computation.
        torch.testing.assert_close(fn(x.float()), GeluAndMul(approximate=approximate).forward_native(x.float()),
                                   rtol=0, atol=0)
        x64 = x.double()
        gate = torch.nn.functional.gelu(x64[:, :inter], approximate=approximate)
        _one_rounding(out, gate * x64[:, inter:], x.dtype)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("tokens", TOKENS)
def test_moe_sum_reduce(device, tokens):
    x = _rand(tokens, 8, 2816, device=device, seed=5)
    out = torch.full((tokens, 2816), float("nan"), dtype=x.dtype, device=device)
    EQ.moe_sum_reduce(x, out, 0.5)
    _one_rounding(out, x.double().sum(1) * 0.5, x.dtype)


def _align_reference(ids, num_buckets, block):
    """The align contract, pair by pair in Python."""
    flat = [int(i) + 1 for i in ids.reshape(-1).tolist()]
    numel, sorted_ids, expert_ids, cumsum = len(flat), [], [], [0]
    for b in range(num_buckets):
        members = [p for p, bb in enumerate(flat) if bb == b]
        padded = -(-len(members) // block) * block
        sorted_ids += members + [numel] * (padded - len(members))
        expert_ids += [b - 1] * (padded // block)
        cumsum.append(cumsum[-1] + padded)
    return sorted_ids, expert_ids, cumsum


def _by_bucket(sorted_ids, cumsum, ordered):
    """The sorted pairs bucket by bucket (each padded bucket's slots, in order or as a sorted list)."""
    parts = [sorted_ids[a:b] for a, b in zip(cumsum[:-1], cumsum[1:])]
    return parts if ordered else [sorted(p) for p in parts]


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("tokens", TOKENS)
@pytest.mark.parametrize("block", [16, 64])
def test_moe_align_block_size(device, tokens, block):
    E, K = 128, 8
    gen = torch.Generator().manual_seed(tokens * block)
    ids = torch.stack([torch.randperm(E, generator=gen)[:K] for _ in range(tokens)]).to(torch.int32)
    ids[tokens // 2, : K // 2] = -1  # filtered pairs (expert parallel) go to bucket 0
    ids = ids.to(device)
    numel = ids.numel()
    cap = (numel + (E + 1) * (block - 1) + 3) // 4 * 4  # as SGLang sizes it (the kernel stores int4s)
    sorted_ids = torch.full((cap,), -7, dtype=torch.int32, device=device)
    expert_ids = torch.full((-(-cap // block),), -7, dtype=torch.int32, device=device)
    post_pad = torch.full((1,), -7, dtype=torch.int32, device=device)
    cumsum = torch.full((E + 2,), -7, dtype=torch.int32, device=device)

    EQ.moe_align_block_size(ids, E + 1, block, sorted_ids, expert_ids, post_pad, cumsum, True)

    want_sorted, want_experts, want_cumsum = _align_reference(ids.cpu(), E + 1, block)
    total = len(want_sorted)
    assert post_pad.item() == total
    # on a CPU (the torch form) pairs keep their order inside a bucket; SGLang's CUDA kernel's order
    # there is unspecified: each bucket's pairs compared as a set
    assert _by_bucket(sorted_ids[:total].tolist(), want_cumsum, ordered=device == "cpu") == \
        _by_bucket(want_sorted, want_cumsum, ordered=True)
    assert expert_ids[: total // block].tolist() == want_experts
    if device == "cpu":  # the torch form's whole contract; SGLang's kernel leaves these to its own rules
        assert (sorted_ids[total:] == numel).all()  # the whole buffer pre-filled
        assert (expert_ids[total // block:] == -1).all()
        assert cumsum.tolist() == want_cumsum


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
@pytest.mark.parametrize("tokens", [1, 3, 8])
def test_moe_align_equals_sglangs_triton_align_where_it_runs(sglang_cpu, tokens):
    """SGLang's single-launch Triton align (at most 64 pairs) groups pairs as this does (SGLang's
    CUDA kernel, which this runs on CUDA, orders them inside a bucket its own way)."""
    from sglang.kernels.ops.moe.moe_align_small_numel import moe_align_small_numel

    E, K, block = 128, 8, 16
    gen = torch.Generator().manual_seed(tokens)
    ids = torch.stack([torch.randperm(E, generator=gen)[:K] for _ in range(tokens)]).to(torch.int32).cuda()
    cap = ids.numel() * block
    outs = []
    for run in range(2):
        s = torch.full((cap,), -7, dtype=torch.int32, device="cuda")
        e = torch.full((cap // block,), -7, dtype=torch.int32, device="cuda")
        n = torch.full((1,), -7, dtype=torch.int32, device="cuda")
        if run == 0:
            EQ.moe_align_block_size(ids, E + 1, block, s, e, n, torch.empty(E + 2, dtype=torch.int32, device="cuda"),
                                    True)
        else:
            moe_align_small_numel(ids, E + 1, block, s, e, n)
        total = n.item()
        blocks = e[: total // block].tolist()
        cuts = [i * block for i in range(len(blocks) + 1)]
        outs.append((total, _by_bucket(s[:total].tolist(), cuts, ordered=False), blocks))
    assert outs[0] == outs[1]


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_moe_align_runs_sglangs_jit_kernel_on_cuda(sglang_cpu):
    """On CUDA the equivalent is SGLang's JIT-compiled kernel, not the torch form (which would warn)."""
    import warnings

    E, block = 128, 16
    ids = torch.randint(0, E, (32, 8), dtype=torch.int32, device="cuda")
    cap = (ids.numel() + (E + 1) * (block - 1) + 3) // 4 * 4
    s = torch.empty(cap, dtype=torch.int32, device="cuda")
    e = torch.empty(-(-cap // block), dtype=torch.int32, device="cuda")
    n, c = torch.empty(1, dtype=torch.int32, device="cuda"), torch.empty(E + 2, dtype=torch.int32, device="cuda")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        EQ.moe_align_block_size(ids, E + 1, block, s, e, n, c, True)
    assert not EQ._JIT_FAILED


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_weak_ref_tensor_aliases_without_owning():
    t = _rand(6, 10, device="cuda")[:, 2:7]
    alias = EQ.weak_ref_tensor(t)
    assert alias.data_ptr() == t.data_ptr() and alias.stride() == t.stride() and alias.shape == t.shape
    t.mul_(2)
    torch.testing.assert_close(alias, t, rtol=0, atol=0)


def test_weak_ref_tensor_on_cpu_is_the_tensor():
    t = _rand(3, 4)
    assert EQ.weak_ref_tensor(t) is t


FP8_DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() and torch.cuda.get_device_capability() >= (8, 9) else [])


def _cpu_scaled_mm_takes_row_scales() -> bool:
    """Whether this torch's CPU ``_scaled_mm`` takes a scale per row (2.14 does; 2.11 one per tensor only)."""
    a = torch.ones(2, 16).to(torch.float8_e4m3fn)
    try:
        torch._scaled_mm(a, a.t(), scale_a=torch.ones(2, 1), scale_b=torch.ones(1, 2), out_dtype=torch.bfloat16)
        return True
    except RuntimeError:
        return False


def test_fp8_scaled_mm_says_what_a_cpu_torch_lacks():
    """Where the CPU ``_scaled_mm`` takes one scale per tensor only (torch 2.11), the equivalent says so
    (SGLang's own torch path fails there as well) rather than passing torch's internal assert on."""
    a = torch.ones(3, 16).to(torch.float8_e4m3fn)
    if _cpu_scaled_mm_takes_row_scales():
        assert EQ.fp8_scaled_mm(a, a.t(), torch.ones(3, 1), torch.ones(3, 1), torch.bfloat16).shape == (3, 3)
    else:
        with pytest.raises(NotImplementedError, match="one scale a tensor"):
            EQ.fp8_scaled_mm(a, a.t(), torch.ones(3, 1), torch.ones(3, 1), torch.bfloat16)


@pytest.mark.parametrize("device", FP8_DEVICES)
@pytest.mark.parametrize("tokens,hidden", list(zip(TOKENS, HIDDEN)))
def test_fp8_scaled_mm_is_sglangs_torch_path(sglang_cpu, device, tokens, hidden):
    """SGLang's FP8 linear GEMM as SGLang's own torch path computes it (bit for bit), and within
    fp32 accumulation plus one bf16 rounding of float64: FP8 activations with a scale per token,
    an FP8 ``[K, N]`` weight view (as ``process_weights_after_loading`` leaves it) with one per
    output channel."""
    from sglang.kernels.ops.gemm import Fp8ScaledMMOp

    if device == "cpu" and not _cpu_scaled_mm_takes_row_scales():
        pytest.skip(f"torch {torch.__version__}'s CPU _scaled_mm takes one scale a tensor (SGLang's torch path too)")
    n = 384
    a = (_rand(tokens, hidden, seed=tokens, dtype=torch.float32) * 16).to(torch.float8_e4m3fn).to(device)
    b = (_rand(n, hidden, seed=hidden, dtype=torch.float32) * 16).to(torch.float8_e4m3fn).to(device).t()
    sa = (torch.rand(tokens, 1, generator=torch.Generator().manual_seed(1)) / 64 + 1e-3).to(device)
    sb = (torch.rand(n, 1, generator=torch.Generator().manual_seed(2)) / 64 + 1e-3).to(device)
    got = EQ.fp8_scaled_mm(a, b, sa, sb, torch.bfloat16)
    assert got.shape == (tokens, n) and got.dtype == torch.bfloat16 and got.device.type == device
    assert torch.equal(got, Fp8ScaledMMOp().forward_native(a, b, sa, sb, torch.bfloat16))
    scales = sa.double() * sb.double().t()
    ref = (a.double() @ b.double()) * scales
    bound = (a.double().abs() @ b.double().abs()) * scales * hidden * torch.finfo(torch.float32).eps
    assert bool(((got.double() - ref).abs() <= ref.abs() * 2.0 ** -8 + bound).all())
