"""SGLang's per-token FP8 quantization of a row a kernel holds in registers (``@triton.jit``
helpers, inlined).

The contract is ``native.per_token_quant_fp8_native``: the row's absolute max in fp32,
``scale = amax / 448`` with no epsilon, ``q = clamp(x * (1 / scale), +-448)`` cast to e4m3
(nearest even), a zero row giving scale 0 and q 0. Both divisions are IEEE (``div_rn``;
Triton's ``/`` on fp32 is an approximate division on CUDA), so the scale is bit for bit the
unfused graph's. The row must be the value the unfused graph quantizes: its producer's
output rounded to the model dtype, then read back in fp32.
"""

import triton
import triton.language as tl

FP8_E4M3_MAX = tl.constexpr(448.0)  # a global a jitted function reads must be a tl.constexpr instance


@triton.jit
def row_scale(amax):
    """``(scale, 1 / scale)`` of a row whose absolute max is ``amax`` (0 and 0 for a zero row)."""
    scale = tl.math.div_rn(amax, FP8_E4M3_MAX)
    inv = tl.where(scale == 0.0, 0.0, tl.math.div_rn(tl.full(scale.shape, 1.0, tl.float32), scale))
    return scale, inv


@triton.jit
def quantize(v, inv):
    """fp32 values ``v`` times the row's ``inv``, clamped to +-448, in e4m3."""
    q = tl.minimum(tl.maximum(v * inv, -FP8_E4M3_MAX), FP8_E4M3_MAX)
    return q.to(tl.float8e4nv)


@triton.jit
def store_quantized(q_ptr, scale_ptr, offs, H, v):
    """Quantize the fp32 row ``v`` (lanes from ``H`` on hold 0) and store its columns ``offs``
    at ``q_ptr`` and its scale at ``scale_ptr``."""
    scale, inv = row_scale(tl.max(tl.abs(v), axis=0))
    tl.store(q_ptr + offs, quantize(v, inv), mask=offs < H)
    tl.store(scale_ptr, scale)
