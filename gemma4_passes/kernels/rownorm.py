"""Row-norm pieces the norm kernels share (``@triton.jit`` helpers, inlined).

SGLang's ``RMSNorm`` of one row in the order it computes it: the row in fp32,
its inverse root mean square, then ``x * inv * w``; the caller casts. A row is
one ``[BLOCK]`` vector whose masked lanes hold 0, so they add nothing to the
sum, and ``H`` is its true width.

A kernel may also hold a row as two parts (``kernels.row_parts``): columns
``[0, HEAD)`` and ``HEAD + [0, TAIL)``, each a power of two wide, masked to
``H``; a statistic is then the sum of the parts' sums.
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


@triton.jit
def column_sums(x):
    """``tl.sum(x, axis=0)`` of a ``[BLOCK, 2]`` pair, each column added as a lone ``[BLOCK]`` row would be.

    Two rows' statistics in one reduction: one shared-memory round trip and
    interleaved shuffles instead of two serial ones; on the GPU the reshapes
    fold away. The Triton interpreter sums with numpy, whose order depends on
    the memory layout; the reshapes hand it each column as a contiguous row,
    so it too adds them as it adds one row.
    """
    n: tl.constexpr = x.shape[0]
    rows = tl.reshape(tl.reshape(tl.permute(x, (1, 0)), (2 * n,)), (2, n))
    return tl.sum(rows, axis=1)


@triton.jit
def load_part(ptr, offs, H):
    """Columns ``offs`` of the row at ``ptr`` (lanes from ``H`` on read as 0), in fp32."""
    return tl.load(ptr + offs, mask=offs < H, other=0.0).to(tl.float32)


@triton.jit
def store_part(ptr, offs, H, value):
    """Store ``value`` in columns ``offs`` of the row at ``ptr``, those below ``H``."""
    tl.store(ptr + offs, value, mask=offs < H)
