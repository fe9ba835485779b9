"""FP8 projections at decode sizes: SGLang's row-wise scaled FP8 GEMM -> ``gemma4::scaled_mm_fp8``.

In an FP8-dynamic checkpoint (compressed-tensors: e4m3 weights with one scale per
output channel, activations quantized per token) every linear layer ends in
SGLang's ``fp8_scaled_mm(q, weight, x_scale, weight_scale)``. Its torch path, the
one this process traces (SGLang's own on a CPU and for large sm90 prefill shapes;
the ``sgl_kernel`` placeholder's on the GPU machine), is
``torch._scaled_mm(q, w, x_scale[M, 1], w_scale[1, N], out_dtype, use_fast_accum=True)``,
which Inductor (under SGLang's max-autotune) gives to cuBLAS or to one of its own
Triton scaled-mm templates, picked by timing at compile time: at one token they
read the weight well under the memory bandwidth (31B's sliding layer on an H200:
170.6 us for 479 MB, ``bench/studies/fp8_gpu/``), and the autotuning takes a minute
or two per batch size. At decode sizes a projection's time is its weight's
bytes: ``gemma4::scaled_mm_fp8`` reads e4m3 with the ``gemv`` kernel at one row and
the ``skinny_mm`` kernel at 2-32 rows (the values widened exactly, summed in fp32,
times both scales, rounded once).

A decode batch through a weight of more than ``SKINNY_MAX_N`` output rows (31B's gate-up,
43008) stays Inductor's: ``skinny_mm``'s grid leaves its last wave nearly empty there, and it
took 66.7 us for the 231 MB where Inductor's autotuned template read them at the floor, 56.5 us.

Only that contract matches: 1-32 rows (a static count), e4m3 operands, one fp32
scale per row and per output column, a half-precision output, no bias, fast
accumulation as SGLang asks for it. A per-tensor weight scale, e5m2, a bias or an
fp32 output is another GEMM and stays as it is; so do more rows (prefill, a
GEMM the libraries tile well) and a weight computed in the graph. On a CPU SGLang's FP8
layers take another path (unit scales into fp32, the scales applied after the GEMM),
which this pass does not take. Where SGLang's CUDA extension is installed its GEMM is
that wheel's CUTLASS op, ``sgl_kernel::fp8_scaled_mm(a, b, scale_a, scale_b, out_dtype,
bias)``, the same contract; its form is registered too when the op is loaded in the
process (and said so in the log where it cannot be traced).
"""

from __future__ import annotations

from typing import Optional

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import HALF_DTYPES, check_scaled_mm_fp8
from gemma4_passes.matching import Fp8PatternPass, logger
from gemma4_passes.refusals import DEVICES, not_a_parameter, val, wide_weight_reason
from gemma4_passes.registry import register_pass


def make_search(out_dtype: torch.dtype):
    def search(a, b, scale_a, scale_b):
        return torch._scaled_mm(a, b, scale_a, scale_b, out_dtype=out_dtype, use_fast_accum=True)

    return search


def sgl_kernel_op() -> Optional[torch._ops.OpOverload]:
    """``sgl_kernel::fp8_scaled_mm`` where SGLang's CUDA extension is loaded in this process, else None."""
    try:
        return torch.ops.sgl_kernel.fp8_scaled_mm.default
    except (AttributeError, RuntimeError):
        return None


def make_search_op(op: torch._ops.OpOverload, out_dtype: torch.dtype):
    def search(a, b, scale_a, scale_b):
        return op(a, b, scale_a, scale_b, out_dtype, None)

    return search


def make_replace(out_dtype: torch.dtype):
    def replace(a, b, scale_a, scale_b):
        return torch.ops.gemma4.scaled_mm_fp8(a, b, scale_a, scale_b, out_dtype)

    return replace


@register_pass
class ScaledMmFp8(Fp8PatternPass):
    name = "scaled_mm_fp8"
    description = ("an FP8 projection of 1-32 rows (SGLang's row-wise scaled FP8 GEMM) -> "
                   "gemma4::scaled_mm_fp8")

    def config(self):
        return {"dtypes": tuple(str(d) for d in self.dtypes), "sgl_kernel_op": sgl_kernel_op() is not None}

    def register(self, add, dtypes):
        e4m3 = torch.float8_e4m3fn
        op = sgl_kernel_op()
        for dt in dtypes:
            if dt not in HALF_DTYPES:
                continue
            args = [example(1, 32, dtype=e4m3), example(16, 32, dtype=e4m3).t(),
                    example(1, 1, dtype=torch.float32), example(1, 16, dtype=torch.float32)]
            add(make_search(dt), make_replace(dt), args)
            if op is None:
                continue
            try:  # SGLang passes the weight scale as stored, [N, 1]
                add(make_search_op(op, dt), make_replace(dt), [*args[:3], example(16, 1, dtype=torch.float32)])
            except Exception as e:  # noqa: BLE001 - a wheel without a fake implementation of its op
                logger.warning("gemma4-passes: %s: sgl_kernel's fp8_scaled_mm cannot be traced here (%s: %s): "
                               "its GEMMs stay sgl_kernel's", self.name, type(e).__name__, e)

    def check(self, match):
        reason = not_a_parameter(match, "b")
        if reason:
            return reason
        a, b, scale_a, scale_b = (val(match, n) for n in ("a", "b", "scale_a", "scale_b"))
        if a.device.type not in DEVICES:
            return f"a is on {a.device.type}"
        if a.dim() != 2 or not isinstance(a.shape[0], int):
            return f"a has shape {tuple(a.shape)}: the kernel's tile depends on a static row count"
        out = match.output_nodes()[0].meta.get("val")
        reason = check_scaled_mm_fp8(a, b, scale_a, scale_b, out.dtype)
        return reason or wide_weight_reason(a.shape[0], b.shape[1])
