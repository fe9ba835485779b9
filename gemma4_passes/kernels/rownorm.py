"""Row-norm pieces the norm kernels share (``@triton.jit`` helpers, inlined).

SGLang's ``RMSNorm`` of one row in the order it computes it: the row in fp32,
its inverse root mean square ``inv = rsqrt(mean(x**2) + eps)``, then
``x * inv * w``. A kernel holds a row as one ``[HEAD]`` block or as two parts
(``layout.row_layout``): columns ``[0, HEAD)`` and ``HEAD + [0, TAIL)``, each
a power of two wide, masked to the true width ``H``. Masked lanes hold 0, so
they add nothing to a sum; a statistic is the sum of the parts' sums.
"""

import triton
import triton.language as tl


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
def norm_add(x, inv, w, r, dt):
    """``norm(x) + residual`` of one part in fp32: the norm rounded to ``dt`` (SGLang's
    ``RMSNorm`` output), the add in fp32; ``inv`` is the row's ``inv_rms``."""
    return (x * inv * w).to(dt).to(tl.float32) + r


@triton.jit
def norm_add_scale(x, inv, w, r, k, dt):
    """``(norm(x) + residual) * k`` of one part in ``dt``, each step rounded to ``dt`` as the
    eager ops on ``dt`` tensors round (a ``k`` of 1.0 leaves the sum as it is)."""
    e = norm_add(x, inv, w, r, dt).to(dt).to(tl.float32)
    return (e * k).to(dt)


@triton.jit
def load_part(ptr, offs, H):
    """Columns ``offs`` of the row at ``ptr`` (lanes from ``H`` on read as 0), in fp32."""
    return tl.load(ptr + offs, mask=offs < H, other=0.0).to(tl.float32)


@triton.jit
def store_part(ptr, offs, H, value):
    """Store ``value`` in columns ``offs`` of the row at ``ptr``, those below ``H``."""
    tl.store(ptr + offs, value, mask=offs < H)
