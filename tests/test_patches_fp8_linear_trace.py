"""``fp8_linear_trace``: SGLang's FP8 linear path does not break (or stop) a compiled graph.

Every FP8 linear layer ends in ``sglang.kernels.ops.gemm.fp8_scaled_mm``, whose per-call
backend choice builds a ``msgspec`` ``PlatformInfo``. On this CPU the op's choice is its torch
path (``torch._scaled_mm``, the AOT kernel being CUDA-only); the choice on an sm90 GPU is
checked with SGLang's own rules and a Hopper ``PlatformInfo``, the two kernels recorded, not run.
``apply_fp8_linear`` also reads ``get_platform().is_sm90`` and looks its quantization kernel up
through ``get_kernel``; both are traced here too (the kernel lookup with a recorded stand-in:
SGLang's FP8 quantization kernel is CUDA-only).
"""

from __future__ import annotations

import pytest
import torch
import torch._dynamo

FP8 = torch.float8_e4m3fn


def _operands(m, k=64, n=48, seed=0):
    gen = torch.Generator().manual_seed(seed)
    a = torch.randn(m, k, generator=gen).to(FP8)
    b = torch.randn(n, k, generator=gen).to(FP8).t()  # a [K, N] view, as SGLang's weights are
    return a, b, torch.rand(m, 1, generator=gen) + 0.5, torch.rand(n, 1, generator=gen) + 0.5


def _gemm(a, b, sa, sb):
    from sglang.kernels.ops import gemm

    return gemm.fp8_scaled_mm(a, b, sa, sb, torch.bfloat16) * 2


def test_the_gemm_breaks_the_graph_without_the_patch(sglang_cpu, isolated_patch):
    with isolated_patch("fp8_linear_trace"):
        torch._dynamo.reset()
        # where the op first resolves its dispatch, the capability sets' C hash; later, the PlatformInfo
        with pytest.raises(Exception, match="PlatformInfo|user-defined class construction|C tp_hash"):
            torch.compile(_gemm, backend="eager", fullgraph=True)(*_operands(3))


@pytest.mark.parametrize("m", [1, 3, 17])
def test_the_gemm_compiles_in_one_graph_with_the_patch(rowwise_scaled_mm_cpu, sglang_cpu, isolated_patch, m):
    from sglang.kernels.ops import gemm

    args = _operands(m, seed=m)
    with isolated_patch("fp8_linear_trace") as p:
        expected = _gemm(*args)  # eager, through SGLang's dispatch
        assert p.apply().state == "active"
        assert gemm.fp8_scaled_mm.__wrapped__ is not None
        torch._dynamo.reset()
        explained = torch._dynamo.explain(_gemm)(*args)
        torch._dynamo.reset()
        compiled = torch.compile(_gemm, backend="eager", fullgraph=True)(*args)
    assert (explained.graph_count, explained.graph_break_count) == (1, 0)
    assert torch.equal(compiled, expected) and bool(torch.isfinite(compiled.float()).all())


def test_while_tracing_it_chooses_as_sglang_does_on_hopper(sglang_cpu, isolated_patch, monkeypatch):
    """On sm90 SGLang takes the AOT (CUTLASS) kernel except for the large prefill shapes
    ``_prefer_torch_rowwise_fp8`` sends to ``torch._scaled_mm``; the patch, reading the platform
    once, makes that choice for both shapes, and eager calls still go through SGLang's dispatch."""
    from sglang.kernels import fused_op, selector
    from sglang.kernels.ops import gemm
    from sglang.kernels.spec import PlatformInfo

    hopper = PlatformInfo(device_type="cuda", cuda_arch_major=9, cuda_arch_minor=0)
    monkeypatch.setattr(selector, "_platform", lambda: hopper)
    monkeypatch.setattr(gemm, "_platform", lambda: hopper)
    monkeypatch.setattr(fused_op, "_platform", lambda: hopper)
    op = gemm._FP8_SCALED_MM
    took = []
    monkeypatch.setattr(op, "forward_aot", lambda a, *rest: took.append(("aot", a.shape[0])) or a)
    monkeypatch.setattr(op, "forward_native", lambda a, *rest: took.append(("torch", a.shape[0])) or a)
    decode = _operands(3)
    # 8192 rows of a 4096-wide input into 6144 columns: SGLang's torch shape on sm90 (fake CUDA tensors)
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode():
        cuda = dict(device="cuda")
        prefill = (torch.empty(8192, 4096, dtype=FP8, **cuda), torch.empty(6144, 4096, dtype=FP8, **cuda).t(),
                   torch.empty(8192, 1, **cuda), torch.empty(6144, 1, **cuda))
    assert op.backend_eligible(gemm.KernelBackend.AOT, *decode, torch.bfloat16)
    with isolated_patch("fp8_linear_trace") as p:
        p.apply()
        monkeypatch.setattr(torch.compiler, "is_compiling", lambda: True)
        gemm.fp8_scaled_mm(*decode, torch.bfloat16)
        gemm.fp8_scaled_mm(*prefill, torch.bfloat16)
        assert took == [("aot", 3), ("torch", 8192)]
        monkeypatch.setattr(torch.compiler, "is_compiling", lambda: False)
        took.clear()
        gemm.fp8_scaled_mm(*decode, torch.bfloat16)  # SGLang's own per-call dispatch
        assert took == [("aot", 3)]


def test_a_forced_backend_leaves_sglangs_dispatch(sglang_cpu, isolated_patch, monkeypatch):
    from sglang.kernels import fused_op

    monkeypatch.setattr(fused_op, "_forced_backend", fused_op.KernelBackend.TORCH)
    with isolated_patch("fp8_linear_trace") as p:
        st = p.apply()
        assert not p.applied and "SGLANG_FORCE_FUSED_OP_BACKEND forces torch" in st.reason


def _platform_then_add(x):
    from sglang.srt.runtime_context import get_platform

    p = get_platform()
    return x * 2 if (p.is_sm90 or p.is_sm100 or p.is_sm120) else x + 1


def test_platform_facts_trace_in_one_graph_with_the_patch(sglang_cpu, isolated_patch):
    x = torch.randn(3, 8)
    with isolated_patch("fp8_linear_trace") as p:
        expected = _platform_then_add(x)
        torch._dynamo.reset()
        without = torch._dynamo.explain(_platform_then_add)(x)
        p.apply()
        torch._dynamo.reset()
        explained = torch._dynamo.explain(_platform_then_add)(x)
        torch._dynamo.reset()
        compiled = torch.compile(_platform_then_add, backend="eager", fullgraph=True)(x)
        assert _platform_then_add(x).equal(expected)  # eager: SGLang's own answers
    assert without.graph_count != 1 or without.graph_break_count > 0, without
    assert (explained.graph_count, explained.graph_break_count) == (1, 0)
    assert torch.equal(compiled, expected)


def test_kernel_lookup_answers_the_eager_resolution_while_tracing(sglang_cpu, monkeypatch):
    from gemma4_passes.patches import fp8_linear_trace as patch
    from sglang.kernels.fused_op import KernelBackend

    calls = []

    def kernel(x):
        return x + 1

    def lookup(op, backend=None):
        calls.append((op, backend))
        if op == "quantization.sgl_per_token_quant_fp8":
            return kernel
        raise ValueError(f"op {op!r}: no backend here")

    get_kernel = patch._looked_up_once(lookup)
    assert calls == [("quantization.sgl_per_token_quant_fp8", KernelBackend.JIT)]  # resolved once, eagerly
    monkeypatch.setattr(torch.compiler, "is_compiling", lambda: True)
    assert get_kernel("quantization.sgl_per_token_quant_fp8", KernelBackend.JIT) is kernel
    assert len(calls) == 1  # no lookup while tracing
    with pytest.raises(ValueError):  # any other op: SGLang's lookup, as before
        get_kernel("quantization.other", KernelBackend.JIT)
    monkeypatch.setattr(torch.compiler, "is_compiling", lambda: False)
    assert get_kernel("quantization.sgl_per_token_quant_fp8", KernelBackend.JIT) is kernel and len(calls) == 3
