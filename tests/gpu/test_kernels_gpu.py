"""The Triton kernels of ``gemma4_passes.kernels`` on CUDA, at Gemma-4 sizes.

The checks of ``tests/kernel_checks.py`` (``run_checks``: NaN-poisoned
outputs, the reference on the same bf16 inputs, an independent fp64
computation, ids and weights of the router) run compiled on the GPU at real
sizes: 1, 3, 17, 257 and 4096 tokens; hidden 1536, 2560, 2816 and 5376
(``gelu_tanh_mul``: intermediate 2112, 10240 and 21504, as halves of one
``[T, 2I]`` matrix); router E=128, k=8; bf16 activations, fp32 or bf16
weights, every third case with strided rows; each launch twice, bit-equal. The FP8
GEMM (``scaled_mm_fp8``) through both of its kernels at the projections' shapes.
Skipped without CUDA.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import torch

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device"),
]


def _load_checks():
    path = Path(__file__).resolve().parents[1] / "kernel_checks.py"
    spec = importlib.util.spec_from_file_location("_gemma4_kernel_checks", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # defines functions only: no Triton, no CUDA
    return mod


CHECKS = _load_checks()


@pytest.fixture(scope="module")
def cuda():
    pytest.importorskip("triton")
    return "cuda"


@pytest.mark.parametrize("op", CHECKS.OPS + CHECKS.RUNTIME_KERNELS)
def test_kernel_cuda(cuda, op):
    if op in CHECKS.RUNTIME_KERNELS:  # compared with the SGLang kernel it replaces
        pytest.importorskip("sglang.kernels.ops.attention.decode_attention")
    fails = CHECKS.run_checks(cuda, big=True, ops=(op,))[op]
    assert not fails, f"{len(fails)} failures:\n" + "\n".join(fails[:30])


def test_check_refusals_cuda(cuda):
    fails = CHECKS.check_refusals(cuda)
    assert not fails, "\n".join(fails)
