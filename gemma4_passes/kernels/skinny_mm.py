"""``x @ w.T`` for a few rows of ``x`` (a decode batch, 2-32 tokens), in half precision.

At decode batch sizes a projection is a read of its weight: ``M`` rows of ``x``
are a few KB, the weight MBs. Inductor's GEMM templates took well over their
weights' read time in Gemma-4's layers (bench/studies/skinny_mm/README.md). Here each
program owns ``BLOCK_N`` weight rows (32; 64 for the largest weights) and all
``M`` rows of ``x`` (padded to the 16 or 32 rows a ``tl.dot`` takes), and streams
``K`` in pipelined chunks: every weight element is read once.

A weight whose rows are the hidden size (the o and down projections) gives fewer
column blocks than the GPU has SMs; there the reduction is split too (split-K):
``SPLIT`` programs each sum a stretch of ``K`` into an fp32 partial tile, and the
last of them to finish (an atomic count per block) adds the partials in split
order and writes the block. One launch, and the same bits whichever program
finishes last.

A persistent form (``launch_tiles(..., programs=P)``: ``P`` programs share the column blocks, each
one pipelined loop over its blocks' chunks) is what the tile sweep times against this grid for the
weights of many column blocks; ``tiles`` does not pick it (bench/studies/skinny_mm_persistent/).

The sum is in fp32 and rounded once to ``x``'s dtype, as cuBLAS and Inductor's
templates do (in another order: results differ by the output's rounding).

``launch_fp8`` is SGLang's FP8 GEMM at a decode batch (``fp8_scaled_mm``: e4m3
rows and weight, one fp32 scale per row and per output column): the e4m3 values
widened to fp16 (every e4m3 value is one) for an fp16 tensor-core dot with fp32
sums, then times both scales, rounded once to the output dtype.
"""

from __future__ import annotations

import functools
from typing import Tuple

import torch
import triton
import triton.language as tl

from .inputs import check_skinny_mm as check  # noqa: F401  (this module's check(), shared with the pass)
from .inputs import check_scaled_mm_fp8

# The reduction chunk (BLOCK_K columns a step) and the warps; ``tiles`` picks the weight rows a program
# and the pipeline stages. From the tile sweeps, warm and cold (bench/studies/skinny_mm/skinny_mm_tiles.py);
# their timings: bench/studies/skinny_mm/README.md.
BLOCK_K, WARPS = 256, 4
WIDE_N = 16384  # output rows from which a weight is many waves of 64-row blocks
# The SM count ``tiles`` assumes off a GPU (an H100's; the Triton interpreter ignores it).
DEFAULT_SMS = 132
# Split-K (``split_k``): most programs a column block; fewest chunks (of half length) a reduction
# needs to be split, and a program takes.
MAX_SPLIT, SPLIT_MIN_CHUNKS, SPLIT_CHUNKS = 8, 32, 4


@triton.jit
def _skinny_mm_kernel(
    x_ptr, w_ptr, out_ptr, sx_ptr, sw_ptr, part_ptr, count_ptr,
    M, N, K, k_per_split,
    x_row_stride, w_row_stride, out_row_stride,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, STAGES: tl.constexpr,
    SCALED: tl.constexpr, SPLIT: tl.constexpr,
):
    pid_n = tl.program_id(0)
    rows_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rows_m = tl.arange(0, BLOCK_M)
    mmask = rows_m < M
    # past-the-end weight rows read the last row again (unmasked loads), and are not stored
    w_cols = w_ptr + tl.minimum(rows_n, N - 1)[None, :].to(tl.int64) * w_row_stride  # [1, BLOCK_N]
    x_rows = x_ptr + rows_m[:, None].to(tl.int64) * x_row_stride  # [BLOCK_M, 1]
    cols = tl.arange(0, BLOCK_K)
    k_lo = tl.program_id(1) * k_per_split
    k_hi = tl.minimum(K, k_lo + k_per_split)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in tl.range(k_lo, k_hi, BLOCK_K, num_stages=STAGES):
        c = k0 + cols
        cmask = c < k_hi
        a = tl.load(x_rows + c[None, :], mask=mmask[:, None] & cmask[None, :], other=0.0)
        b = tl.load(w_cols + c[:, None], mask=cmask[:, None], other=0.0)
        if SCALED:  # e4m3 -> fp16 is exact
            a = a.to(tl.float16)
            b = b.to(tl.float16)
        acc = tl.dot(a, b, acc)
    if SPLIT > 1:
        # Split-K in one launch: every program stores its fp32 partial tile, then counts itself in on
        # its column block; the last to arrive adds the SPLIT partials in split order (the same sum
        # whichever program is last), finishes the tile and puts the count back to 0 for the next call.
        tile = tl.arange(0, BLOCK_M)[:, None] * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]
        parts = part_ptr + pid_n.to(tl.int64) * (SPLIT * BLOCK_M * BLOCK_N) + tile
        tl.store(parts + tl.program_id(1) * (BLOCK_M * BLOCK_N), acc, cache_modifier=".cg")
        tl.debug_barrier()  # every thread's partial stored before the count says so
        arrived = tl.atomic_add(count_ptr + pid_n, 1, sem="acq_rel", scope="gpu")
        if arrived == SPLIT - 1:
            acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
            for s in tl.static_range(SPLIT):
                acc += tl.load(parts + s * (BLOCK_M * BLOCK_N), cache_modifier=".cg")
            _skinny_mm_store(acc, out_ptr, sx_ptr, sw_ptr, rows_m, rows_n, mmask, N, out_row_stride, SCALED)
            tl.atomic_xchg(count_ptr + pid_n, 0, sem="relaxed", scope="gpu")
    else:
        _skinny_mm_store(acc, out_ptr, sx_ptr, sw_ptr, rows_m, rows_n, mmask, N, out_row_stride, SCALED)


@triton.jit
def _skinny_mm_persistent_kernel(
    x_ptr, w_ptr, out_ptr, sx_ptr, sw_ptr,
    M, N, K,
    x_row_stride, w_row_stride, out_row_stride,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, STAGES: tl.constexpr,
    SCALED: tl.constexpr,
):
    """The same product from a fixed number of programs (one or two an SM): program ``p`` of ``P`` takes
    the column blocks ``p, p + P, ...`` as one pipelined stream of chunks, storing each block after its
    last chunk. A weight of many column blocks (E4B's gate-up: 320 of 64 rows, three waves on 132 SMs,
    the last 42% full) then ends with every program busy but for one block, and a program's loads run on
    from one block into the next instead of a wave of programs draining and the next filling."""
    pid = tl.program_id(0)
    programs = tl.num_programs(0)
    chunks = tl.cdiv(K, BLOCK_K)
    mine = tl.cdiv(tl.cdiv(N, BLOCK_N) - pid, programs)
    rows_m = tl.arange(0, BLOCK_M)
    mmask = rows_m < M
    x_rows = x_ptr + rows_m[:, None].to(tl.int64) * x_row_stride  # [BLOCK_M, 1]
    cols = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for i in tl.range(0, mine * chunks, num_stages=STAGES):
        rows_n = (pid + (i // chunks) * programs) * BLOCK_N + tl.arange(0, BLOCK_N)
        c = (i % chunks) * BLOCK_K + cols
        cmask = c < K
        a = tl.load(x_rows + c[None, :], mask=mmask[:, None] & cmask[None, :], other=0.0)
        # past-the-end weight rows read the last row again (unmasked loads), and are not stored
        b = tl.load(w_ptr + tl.minimum(rows_n, N - 1)[None, :].to(tl.int64) * w_row_stride + c[:, None],
                    mask=cmask[:, None], other=0.0)
        if SCALED:  # e4m3 -> fp16 is exact
            a = a.to(tl.float16)
            b = b.to(tl.float16)
        acc = tl.dot(a, b, acc)
        if i % chunks == chunks - 1:
            _skinny_mm_store(acc, out_ptr, sx_ptr, sw_ptr, rows_m, rows_n, mmask, N, out_row_stride, SCALED)
            acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)


@triton.jit
def _skinny_mm_store(acc, out_ptr, sx_ptr, sw_ptr, rows_m, rows_n, mmask, N, out_row_stride, SCALED: tl.constexpr):
    if SCALED:  # the row's scale, then the output column's
        acc = acc * tl.load(sx_ptr + rows_m, mask=mmask, other=0.0)[:, None]
        acc = acc * tl.load(sw_ptr + tl.minimum(rows_n, N - 1))[None, :]
    out = out_ptr + rows_m[:, None].to(tl.int64) * out_row_stride + rows_n[None, :]
    tl.store(out, acc.to(out_ptr.dtype.element_ty), mask=mmask[:, None] & (rows_n < N)[None, :])


def tiles(M: int, N: int, K: int, sms: int = DEFAULT_SMS,
          weight_bytes: int = 2) -> Tuple[int, int, int, int, int, int]:
    """``(BLOCK_M, BLOCK_N, BLOCK_K, num_warps, STAGES, SPLIT)`` for ``M`` rows and an ``[N, K]`` weight of
    ``weight_bytes`` a value on ``sms`` SMs: a deeper pipeline where the grid is one wave of programs, each
    alone on its SM; a one-byte weight takes chunks twice as long (the same bytes a chunk), as ``gemv.tiles``.
    Where the column blocks leave SMs idle and the reduction is long (o and down projections: the hidden
    size is the weight's rows), ``SPLIT`` programs share each column block's reduction (``split_k``),
    with chunks half as long and 4 stages (several programs an SM).
    The weights of many waves (``N`` from 16384: the wide gate-up and qkv weights) keep ``BLOCK_K``
    chunks in both forms, fewer stages in bf16, and half-length chunks for a short bf16 reduction (``K``
    under 4096: E4B's and E2B's gate-up), as the H200 sweeps ranked them
    (``bench/studies/skinny_mm_persistent/README.md``)."""
    block_m = 16 if M <= 16 else 32
    chunk = BLOCK_K * max(1, 2 // weight_bytes)
    if triton.cdiv(N, 32) <= sms:
        block_n, stages = 32, 5
    elif triton.cdiv(N, 64) <= sms:
        block_n, stages = 64, 4
    elif N >= WIDE_N:
        block_n, stages = 64, 3 if weight_bytes == 2 else 4
        chunk = BLOCK_K // 2 if weight_bytes == 2 and K < 4096 else BLOCK_K
    else:
        block_n, stages = 32, 3
    block_k = min(chunk, max(16, triton.next_power_of_2(K)))
    split = split_k(triton.cdiv(N, block_n), triton.cdiv(K, block_k // 2), sms)
    if split > 1:
        block_k, stages = block_k // 2, 4
    return block_m, block_n, block_k, WARPS, stages, split


def split_k(blocks: int, chunks: int, sms: int) -> int:
    """Programs a column block for ``blocks`` column blocks whose reduction is ``chunks`` chunks long:
    about two programs an SM, each at least ``SPLIT_CHUNKS`` chunks. Split only a long reduction
    (``SPLIT_MIN_CHUNKS``: K of 4096 and more in bf16), or half as long where the blocks fill at most a
    quarter of the SMs (E4B's PLE gate, 256 rows), and only in 3 or more (the sweep's splits in two
    gained nothing over 1 or 3). In the H200 layers E4B's q/k/v and o projections (K 2560 and 2048,
    80-96 blocks) ran slower split, the down projections and the PLE gate faster
    (bench/studies/skinny_mm_split/README.md)."""
    long_enough = chunks >= SPLIT_MIN_CHUNKS or (2 * chunks >= SPLIT_MIN_CHUNKS and 4 * blocks <= sms)
    split = min(MAX_SPLIT, int(2 * sms / blocks + 0.5), chunks // SPLIT_CHUNKS)
    return split if long_enough and split >= 3 else 1


def sm_count(device: torch.device) -> int:
    if device.type != "cuda":
        return DEFAULT_SMS
    return _cuda_sm_count(device.index if device.index is not None else torch.cuda.current_device())


@functools.lru_cache(maxsize=None)
def _cuda_sm_count(index: int) -> int:
    """Looked up once per device: ``launch`` runs on every eager decode step."""
    return torch.cuda.get_device_properties(index).multi_processor_count


def launch(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    err = check(x, w)
    if err:
        raise ValueError(f"skinny_mm: {err}")
    return launch_tiles(x, w, *tiles(x.shape[0], w.shape[0], x.shape[1], sm_count(x.device)))


def launch_fp8(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor,
               out_dtype: torch.dtype) -> torch.Tensor:
    """SGLang's ``fp8_scaled_mm(a, b, scale_a, scale_b, out_dtype)`` for a decode batch: ``(a @ b) *
    scale_a[row] * scale_b[col]`` from e4m3 ``a`` ``[M, K]`` and ``b`` ``[K, N]`` (a transposed weight)."""
    err = check_scaled_mm_fp8(a, b, scale_a, scale_b, out_dtype)
    if err:
        raise ValueError(f"skinny_mm (fp8): {err}")
    w = b.t()
    return launch_tiles(a, w, *tiles(a.shape[0], w.shape[0], a.shape[1], sm_count(a.device), w.element_size()),
                        out_dtype=out_dtype, scales=(scale_a.reshape(-1), scale_b.reshape(-1)))


def launch_tiles(x, w, block_m: int, block_n: int, block_k: int, warps: int, stages: int, split: int = 1,
                 out_dtype=None, scales=None, programs: int = 0) -> torch.Tensor:
    """``launch`` with given tiles and no input check (the tile sweep, bench/studies/skinny_mm/skinny_mm_tiles.py).
    ``programs`` > 0: that many programs share the column blocks (``_skinny_mm_persistent_kernel``; no
    split-K), a form the sweep times against the grid of one program a block; ``tiles`` does not pick it."""
    M, K = x.shape
    N = w.shape[0]
    out = torch.empty((M, N), dtype=out_dtype or x.dtype, device=x.device)
    if M == 0 or N == 0:
        return out
    if K == 0:
        return out.zero_()
    sx, sw = scales if scales is not None else (x, x)
    blocks = triton.cdiv(N, block_n)
    if programs > 0:
        if split > 1:
            raise ValueError("skinny_mm: the persistent form does not split the reduction")
        _skinny_mm_persistent_kernel[(min(programs, blocks),)](
            x, w, out, sx, sw, M, N, K, x.stride(0), w.stride(0), out.stride(0),
            BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, STAGES=stages, SCALED=scales is not None,
            num_warps=warps,
        )
        return out
    split = max(1, min(split, triton.cdiv(K, block_k)))
    if split > 1:  # fp32 partial tiles and a zeroed count per column block (see the kernel)
        parts = torch.empty((blocks, split, block_m, block_n), dtype=torch.float32, device=x.device)
        counts = _arrival_counts(x.device, blocks)
    else:
        parts = counts = out
    _skinny_mm_kernel[(blocks, split)](
        x, w, out, sx, sw, parts, counts, M, N, K, triton.cdiv(triton.cdiv(K, block_k), split) * block_k,
        x.stride(0), w.stride(0), out.stride(0),
        BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, STAGES=stages, SCALED=scales is not None,
        SPLIT=split, num_warps=warps,
    )
    return out


_COUNTS = {}


def _arrival_counts(device: torch.device, blocks: int) -> torch.Tensor:
    """The split-K kernel's per-column-block arrival counts on ``device``'s current stream: zeros that
    every launch leaves zero (its last program of each block resets its count), so one buffer serves
    every launch that runs after another on the stream, CUDA-graph replays included. Made at the
    stream's first split launch (SGLang runs a batch size before capturing it); a larger one when a
    grid needs more, the old one kept alive (a captured graph may hold it)."""
    stream = torch.cuda.current_stream(device).cuda_stream if device.type == "cuda" else 0
    held = _COUNTS.setdefault((str(device), stream), [])
    if not held or held[-1].numel() < blocks:
        held.append(torch.zeros(max(blocks, 1024), dtype=torch.int32, device=device))
    return held[-1]
