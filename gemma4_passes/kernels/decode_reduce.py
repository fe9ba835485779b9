"""Split-KV decode attention's second stage, every split of a head at once.

SGLang's Triton decode attention (``sglang.kernels.ops.attention.decode_attention``) writes,
per request, head and KV split, the split's normalised partial output and its log-sum-exp;
its second stage (``_fwd_kernel_stage2``) merges them one split after another, a chain of
dependent loads as long as the split count, in one program per (request, head). At one
request with many splits (``--triton-attention-num-kv-splits 64``, which takes E2B's first
stage from 643 to 227 µs a step on the H200) that chain becomes the cost: 231 µs a step,
6.6 µs a launch. Here a program loads every split's log-sum-exp as one vector, takes their
max and weights, and reduces a [splits, columns] tile of the partial outputs in one step;
a head's columns are spread over programs so the tile stays in registers. Where many
(request, head) pairs fill the GPU, a program takes a whole head and walks only the splits the
request wrote, a few at a time (``tiles``).

``reduce`` takes the arguments of SGLang's ``_decode_softmax_reducev_fwd`` and keeps its
contract: the same splits counted (``num_kv_splits`` per request or a forced count, the
same split length, splits past the request's tokens skipped: stage 1 leaves them
unwritten), the sinks, ``v_scale``, programmatic dependent launch. The sum is reassociated
(a max over all splits, then one weighted sum): the same value to a few fp32 ulps. The
``decode_reduce`` patch puts it in SGLang's place.
"""

from __future__ import annotations

import triton
import triton.language as tl

MIN_BLOCK_KV = 32  # SGLang 0.5.23's ``_MIN_BLOCK_KV``: stage 1 rounds a split's length up to it
TILE = 4096  # elements of the [splits, columns] tile one program holds (fp32: 32 registers a thread)
MAX_SPLITS = 256  # past this the tile's column block (16) would have to shrink: SGLang's chain merges those
CHUNKED_PAIRS = 512  # (request, head) pairs from which a program takes a whole head, a few splits a step
CHUNKED_ROWS = 8192  # the same from this many pairs times splits (rounded up to a power of two)


@triton.jit
def _decode_reduce_kernel(
    Mid_O, Mid_O_1, O, v_scale, kv_indptr, num_kv_splits, sink_ptr,
    stride_mid_ob, stride_mid_oh, stride_mid_os, stride_obs, stride_oh,
    SPLIT_END: tl.constexpr, FORCED_KV_SPLITS: tl.constexpr, MIN_BLOCK: tl.constexpr,
    BLOCK_S: tl.constexpr, CHUNK: tl.constexpr, BLOCK_DV: tl.constexpr, Lv: tl.constexpr,
    HAS_SINK: tl.constexpr, USE_PDL: tl.constexpr,
):
    b = tl.program_id(0).to(tl.int64)
    h = tl.program_id(1)
    if USE_PDL:
        tl.extra.cuda.gdc_wait()
    seq_len = tl.load(kv_indptr + b + 1) - tl.load(kv_indptr + b)
    if FORCED_KV_SPLITS > 0:
        kv_splits = FORCED_KV_SPLITS
    else:
        kv_splits = tl.load(num_kv_splits + b)
    per_split = tl.cdiv(tl.cdiv(seq_len, kv_splits), MIN_BLOCK) * MIN_BLOCK
    # the splits stage 1 wrote are the first n: within the count, starting before the last token
    n = tl.minimum(tl.cdiv(seq_len, tl.maximum(per_split, 1)), SPLIT_END)
    s = tl.arange(0, BLOCK_S)
    base = b * stride_mid_ob + h * stride_mid_oh
    lse = tl.load(Mid_O_1 + (base + s * stride_mid_os) // Lv, mask=s < n, other=float("-inf"))
    top = tl.max(lse, 0)
    w = tl.where(s < n, tl.exp(lse - top), 0.0)
    e_sum = tl.sum(w, 0)
    d = tl.program_id(2) * BLOCK_DV + tl.arange(0, BLOCK_DV)
    if CHUNK >= BLOCK_S:  # every split in one tile
        tv = tl.load(Mid_O + base + s[:, None] * stride_mid_os + d[None, :],
                     mask=(s < n)[:, None] & (d[None, :] < Lv), other=0.0)
        acc = tl.sum(w[:, None] * tv, 0)
    else:  # CHUNK splits at a time, as many chunks as the request has written splits
        acc = tl.zeros([BLOCK_DV], dtype=tl.float32)
        for c in range(0, n, CHUNK):
            r = c + tl.arange(0, CHUNK)
            lr = tl.load(Mid_O_1 + (base + r * stride_mid_os) // Lv, mask=r < n, other=float("-inf"))
            tv = tl.load(Mid_O + base + r[:, None] * stride_mid_os + d[None, :],
                         mask=(r < n)[:, None] & (d[None, :] < Lv), other=0.0)
            acc += tl.sum(tl.where(r < n, tl.exp(lr - top), 0.0)[:, None] * tv, 0)
    if HAS_SINK:
        e_sum += tl.exp(tl.load(sink_ptr + h) - top)
    tl.store(O + b * stride_obs + h * stride_oh + d, acc / e_sum * v_scale, mask=d < Lv)


def tiles(splits: int, Lv: int, pairs: int = 1):
    """(BLOCK_S, CHUNK, BLOCK_DV) for ``splits`` splits of each of ``pairs`` (request, head) pairs.

    Few pairs: every split in one tile, a head's columns in blocks that keep it at ``TILE``.
    Many pairs, or many pairs times many splits (``CHUNKED_PAIRS``, ``CHUNKED_ROWS``): a whole
    head a program, a few splits a step, as many steps as the request wrote splits. There the
    GPU is full and the requests wrote far fewer splits than they were given (SGLang's backend
    gives a request fewer the larger the batch), so the tile's masked rows cost more than the
    loop. The rule and its thresholds are the H200's measurements, stage 2 at every Gemma-4
    layer shape, batch 1/8/32, 8-64 splits (``bench/studies/decode_reduce_h200/`` run 2)."""
    block_s = triton.next_power_of_2(max(splits, 1))
    cols = triton.next_power_of_2(Lv)
    if pairs >= CHUNKED_PAIRS or pairs * block_s >= CHUNKED_ROWS:
        return block_s, max(1, cols // 256), cols
    return block_s, block_s, min(cols, max(16, TILE // block_s))


def reduce(logits, lse, q, o, v_scale, v_buffer, kv_indptr, num_kv_splits, max_kv_splits, sinks=None,
           use_pdl=False, forced_kv_splits: int = 0, tile=None):
    """SGLang's ``_decode_softmax_reducev_fwd``, same arguments: merge ``logits``' per-split partial
    outputs by ``lse`` into ``o`` ([batch, heads, Lv] view of the attention output). ``tile``
    (CHUNK, BLOCK_DV) overrides ``tiles``' choice (for the bench)."""
    batch, heads = q.shape[0], q.shape[1]
    Lv = v_buffer.shape[-1]
    split_end = forced_kv_splits if forced_kv_splits > 0 else max_kv_splits
    block_s, chunk, block_dv = tiles(split_end, Lv, batch * heads)
    if tile is not None:
        chunk, block_dv = tile
    grid = (batch, heads, triton.cdiv(Lv, block_dv))
    _decode_reduce_kernel[grid](
        logits, lse, o, v_scale, kv_indptr, num_kv_splits, sinks,
        logits.stride(0), logits.stride(1), logits.stride(2), o.stride(0), o.stride(1),
        SPLIT_END=split_end, FORCED_KV_SPLITS=forced_kv_splits, MIN_BLOCK=MIN_BLOCK_KV,
        BLOCK_S=block_s, CHUNK=chunk, BLOCK_DV=block_dv, Lv=Lv, HAS_SINK=sinks is not None, USE_PDL=use_pdl,
        num_warps=4,
        **({"launch_pdl": True} if use_pdl else {}),
    )
