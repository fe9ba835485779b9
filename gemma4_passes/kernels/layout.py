"""Launch layouts of the row kernels: how a program holds its row, on how many warps, in which index width.

A one-row-per-program norm kernel holds a whole row in registers, as one
``next_power_of_2`` block or as two power-of-2 parts (``row_parts``);
``row_layout`` picks between them by row count (``LATE_LOAD_ROWS``) and gives
the warps, and each such kernel module's ``launch_layout`` applies it.
``row_offsets_need_int64`` says when a launch's row offsets must be computed in
int64. Plain Python (no torch, no Triton): the kernels and the launch sweeps
(``bench/studies/row_kernel_launch/``) read these rules.
"""

from __future__ import annotations

from typing import Optional


def row_offsets_need_int64(n_rows: int, block: int, views) -> bool:
    """Whether ``row * t.stride(0) + column`` (``row < n_rows``, ``column < block``) of a ``t`` in ``views``
    can pass int32, so the kernel must compute it in int64.

    Other launches keep that arithmetic in 32 bits, one step shorter before
    the first load.
    """
    return any((n_rows - 1) * t.stride(0) + block >= 2**31 for t in views)


# From this many rows the one-row-per-program norm kernels load each weight
# where it is first needed instead of all inputs before the first reduction.
# Below it a program's time is its chain of dependent steps, and a reduction's
# barrier keeps the compiler from hoisting a later load above it, so loading
# everything first leaves one load latency in the chain; from here the kernels
# stream enough rows to be bandwidth-bound, and the extra rows of registers
# that early loads keep live cost occupancy (timings: bench/studies/row_kernel_launch/README.md,
# "The figures the kernels' comments held"). Each kernel module reads it as its
# own ``LATE_LOAD_ROWS`` so a test can move the switch.
LATE_LOAD_ROWS = 1024


def row_parts(width: int):
    """``(HEAD, TAIL)``: the power-of-2 parts a kernel holds a ``width``-wide row (``width >= 1``) in.

    The head is the widest power of 2 within the row and the tail the smallest
    that holds the rest (0 when nothing is left): 31B's 5376 columns take
    4096 + 2048 lanes, E4B's 2560 take 2048 + 512, where one
    ``next_power_of_2`` block takes 8192 and 4096, a third or more of them
    masked (timings: bench/studies/row_kernel_launch/README.md, "Rows in two parts").
    """
    head = 1 << (width.bit_length() - 1)
    rest = width - head
    return head, (1 << (rest - 1).bit_length()) if rest else 0


def num_warps(block: int) -> int:
    """Warps for a one-row-per-program kernel holding a ``block``-wide row."""
    if block >= 8192:
        return 16
    if block >= 2048:
        return 8
    return 4


def row_layout(width: int, streaming: bool, block_warps: Optional[int] = None):
    """``(HEAD, TAIL, warps)``: how a one-row-per-program norm kernel holds a ``width``-wide row,
    ``streaming`` from ``LATE_LOAD_ROWS`` rows on.

    Below that a program's time is its chain of dependent steps, and one
    ``next_power_of_2`` block on ``block_warps`` warps (default ``num_warps``)
    takes one reduction per statistic where two parts take two. Streaming, the
    time is the bytes: the row in ``row_parts`` on 4 warps, fewer masked lanes.
    The sweep behind this choice and its timings: bench/studies/row_kernel_launch/README.md
    ("Launch layouts for every row kernel", and "The figures the kernels' comments held").
    """
    if streaming:
        return (*row_parts(width), 4)
    block = 1 << (width - 1).bit_length()
    return block, 0, block_warps or num_warps(block)
