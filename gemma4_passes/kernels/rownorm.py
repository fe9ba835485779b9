"""Row-norm pieces the norm kernels share (``@triton.jit`` helpers, inlined).

SGLang's ``RMSNorm`` of one row in the order it computes it: the row in fp32,
its inverse root mean square, then ``x * inv * w``; the caller casts. A row is
one ``[BLOCK]`` vector whose masked lanes hold 0, so they add nothing to the
sum, and ``H`` is its true width.
"""

import triton
import triton.language as tl


@triton.jit
def inv_rms(x, H, eps):
    """``1 / sqrt(mean(x**2) + eps)`` of one fp32 row."""
    return tl.rsqrt(tl.sum(x * x, axis=0) / H + eps)


@triton.jit
def rmsnorm(x, w, H, eps):
    """``x * inv_rms(x) * w`` of one fp32 row, in fp32."""
    return x * inv_rms(x, H, eps) * w
