"""Triton kernels of the fused Gemma-4 ops, one kernel per file.

Each module ``gemma4_passes.kernels.<op>`` matches the plain-torch oracle of the
same name in ``gemma4_passes.ops.reference`` and exposes ``launch(...)`` (same
argument order as the reference; allocates and returns the outputs) and
``check(...) -> Optional[str]`` (the reason the kernel cannot take these
inputs, or None), which the pattern passes use to refuse a match.

Triton is imported lazily: this package imports only torch, and a kernel module
(which imports Triton and defines its ``@triton.jit`` function) is loaded only
when asked for, so importing the package never needs a GPU. Set
``TRITON_INTERPRET=1`` before a kernel module is first imported to run it on
CPU tensors.

The helpers below are the input rules the kernels share: every input is read
as rows of its last dimension, which must be contiguous (stride 1); the row
stride may be anything (slices of a GEMM output), and leading dimensions are
flattened when they can be viewed as one.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import Optional

import torch

OPS = (
    "rmsnorm_add_rmsnorm",
    "post_attn_norms_moe",
    "rmsnorm_add_scale",
    "ffn_tail_moe",
    "gelu_tanh_mul",
    "router_topk",
    "router_topk_gelu_mul",
    "qkv_norm_rope",
    "moe_experts",
    "gemv",
    "skinny_mm",
)

DTYPES = (torch.bfloat16, torch.float16, torch.float32)
HALF_DTYPES = (torch.bfloat16, torch.float16)
# Widest row the one-row-per-program norm kernels hold in registers
# (Gemma-4's widest hidden size is 5376).
MAX_NORM_WIDTH = 16384
# Most rows ``skinny_mm`` takes: a decode batch, held in one tile (SGLang captures 1-32 by default at its size).
SKINNY_MAX_ROWS = 32


def load(op: str) -> ModuleType:
    """Import (on first use) and return the kernel module of ``op``."""
    if op not in OPS:
        raise KeyError(f"no Triton kernel for {op!r}; known: {OPS}")
    return importlib.import_module(f"{__name__}.{op}")


def interpreting() -> bool:
    return os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")


# Set to 1 to make launches check index inputs (rope positions) on the host:
# a device sync per call, so off by default; never while a CUDA graph is captured.
BOUNDS_ENV = "GEMMA4_CHECK_BOUNDS"


def checking_bounds() -> bool:
    """Whether ``GEMMA4_CHECK_BOUNDS`` asks launches to check index inputs' values
    (read as every switch is: a value other than an on/off word is an error)."""
    from gemma4_passes.patches.base import env_switch

    return env_switch(BOUNDS_ENV, False)


def index_range_reason(name: str, t: torch.Tensor, hi: int) -> Optional[str]:
    """Why index tensor ``t`` has a value outside ``[0, hi)``, or None.

    It reads the values: free on CPU tensors, a device sync on CUDA ones (so
    only under ``GEMMA4_CHECK_BOUNDS`` there), and nothing at all while a CUDA
    graph is being captured, where a sync is illegal.
    """
    if t.numel() == 0 or (t.is_cuda and torch.cuda.is_current_stream_capturing()):
        return None
    lo, top = int(t.min()), int(t.max())
    if lo < 0 or top >= hi:
        return f"{name} has {lo if lo < 0 else top}, outside [0, {hi})"
    return None


def sizes_differ(a, b) -> bool:
    """Whether sizes ``a`` and ``b`` are known to differ; symbolic sizes are compared without
    adding a guard (a fake implementation or a pattern check must not specialise a shape)."""
    if isinstance(a, int) and isinstance(b, int):
        return a != b
    from torch.fx.experimental.symbolic_shapes import statically_known_true

    return statically_known_true(a != b)


def shapes_differ(a, b) -> bool:
    """``sizes_differ`` over two shapes (a different rank differs)."""
    return len(a) != len(b) or any(sizes_differ(x, y) for x, y in zip(a, b))


def rows(t: torch.Tensor) -> Optional[torch.Tensor]:
    """``t`` as a 2-D ``[rows, last]`` view with one row stride, or None if it has none."""
    if t.dim() == 0 or (t.shape[-1] > 1 and t.stride(-1) != 1):
        return None
    if t.dim() == 1:
        return t.unsqueeze(0)
    try:
        return t.view(-1, t.shape[-1])
    except RuntimeError:  # leading dims not collapsible into one stride
        return None


def check_rows(name: str, t: torch.Tensor, shape=None, dtype=None, device=None) -> Optional[str]:
    """Common refusals for an activation input read as rows."""
    if not isinstance(t, torch.Tensor):
        return f"{name} is not a tensor"
    if t.dtype not in DTYPES:
        return f"{name} has dtype {t.dtype}; supported: bf16, fp16, fp32"
    if dtype is not None and t.dtype != dtype:
        return f"{name} has dtype {t.dtype}, expected {dtype}"
    if shape is not None and tuple(t.shape) != tuple(shape):
        return f"{name} has shape {tuple(t.shape)}, expected {tuple(shape)}"
    if device is not None and t.device != device:
        return f"{name} is on {t.device}, expected {device}"
    if device is None and t.device.type != "cuda" and not interpreting():
        return f"{name} is on {t.device}; the kernel needs a CUDA device (or TRITON_INTERPRET=1)"
    if rows(t) is None:
        return f"{name} (shape {tuple(t.shape)}, strides {t.stride()}) is not rows with a contiguous last dim"
    return None


def check_gemv_input(name: str, t: torch.Tensor, like: torch.Tensor) -> Optional[str]:
    """A row input in ``like``'s dtype, or fp32 beside half-precision ``like``.

    The fp32 case is a half-precision model's one-token GEMV form: on CUDA
    Inductor decomposes a one-row matmul into an fp32 multiply-and-sum, and
    torch 2.11's ``pointless_convert`` then drops the bf16 round trip between
    it and the norm that reads it (``native.rmsnorm_of_fp32_gemv``).
    """
    if t.dtype == like.dtype or (t.dtype == torch.float32 and like.dtype in HALF_DTYPES):
        return None
    return f"{name} has dtype {t.dtype}, expected {like.dtype} (or fp32, a one-token GEMV's output)"


def check_weight(name: str, w: torch.Tensor, width: int, device) -> Optional[str]:
    """A norm weight: 1-D, ``width`` long, contiguous, a float dtype (multiplied in fp32)."""
    if not isinstance(w, torch.Tensor):
        return f"{name} is not a tensor"
    if w.dtype not in DTYPES:
        return f"{name} has dtype {w.dtype}; supported: bf16, fp16, fp32"
    if w.dim() != 1 or w.shape[0] != width:
        return f"{name} has shape {tuple(w.shape)}, expected ({width},)"
    if width > 1 and w.stride(0) != 1:
        return f"{name} is not contiguous"
    if w.device != device:
        return f"{name} is on {w.device}, expected {device}"
    return None


def moe_experts_shape_reason(x, w13, w2, topk_weights, topk_ids) -> Optional[str]:
    """Why ``gemma4::moe_experts`` cannot take these inputs on any device, or None: the
    shapes and dtypes its output (``x``'s) depends on. Ids are not read: any value is
    defined (outside ``[0, E)`` no expert)."""
    for name, t in (("x", x), ("w13", w13), ("w2", w2), ("topk_weights", topk_weights), ("topk_ids", topk_ids)):
        if not isinstance(t, torch.Tensor):
            return f"{name} is not a tensor"
    if not x.dtype.is_floating_point:
        return f"x has dtype {x.dtype}; expected a floating-point dtype"
    if w13.dtype != x.dtype or w2.dtype != x.dtype:
        return f"expert weights are {w13.dtype}/{w2.dtype}, activations {x.dtype}"
    if x.dim() != 2 or w13.dim() != 3 or w2.dim() != 3:
        return f"shapes x {tuple(x.shape)}, w13 {tuple(w13.shape)}, w2 {tuple(w2.shape)}: expected [T, H], [E, 2I, H], [E, H, I]"
    T, H = x.shape
    E, two_i, H13 = w13.shape
    I = two_i // 2
    if sizes_differ(H13, H) or sizes_differ(two_i % 2, 0) or shapes_differ(w2.shape, (E, H, I)):
        return f"shapes x {tuple(x.shape)}, w13 {tuple(w13.shape)}, w2 {tuple(w2.shape)} do not agree"
    if topk_ids.dtype not in (torch.int32, torch.int64) or topk_ids.dim() != 2 or sizes_differ(topk_ids.shape[0], T):
        return f"topk_ids must be [T, K] int32/int64, got {tuple(topk_ids.shape)} {topk_ids.dtype}"
    if not topk_weights.dtype.is_floating_point or shapes_differ(topk_weights.shape, topk_ids.shape):
        return f"topk_weights must be float {tuple(topk_ids.shape)}, got {tuple(topk_weights.shape)} {topk_weights.dtype}"
    return None


def check_moe_experts(x, w13, w2, topk_weights, topk_ids) -> Optional[str]:
    """Why ``moe_experts.launch`` cannot take these inputs, or None (Triton-free: the
    ``moe_experts`` pass refuses a match with it): ``moe_experts_shape_reason``, one
    device, a kernel dtype, contiguous rows and ids."""
    reason = moe_experts_shape_reason(x, w13, w2, topk_weights, topk_ids)
    if reason:
        return reason
    for name, t in (("w13", w13), ("w2", w2), ("topk_weights", topk_weights), ("topk_ids", topk_ids)):
        if t.device != x.device:
            return f"{name} is on {t.device}, x on {x.device}"
    if x.dtype not in DTYPES:
        return f"x has dtype {x.dtype}; supported: bf16, fp16, fp32"
    if x.stride(-1) != 1 or w13.stride(-1) != 1 or w2.stride(-1) != 1:
        return "x, w13 and w2 need a contiguous last dim"
    if not (topk_ids.is_contiguous() and topk_weights.is_contiguous()):
        return "topk_ids and topk_weights must be contiguous"
    return None


def check_gemv(x: torch.Tensor, w: torch.Tensor, out_dtype: torch.dtype) -> Optional[str]:
    """Why ``gemv.launch`` cannot take these inputs, or None (Triton-free: the
    ``gemv`` pass refuses a match with it)."""
    for name, t in (("x", x), ("w", w)):
        if not isinstance(t, torch.Tensor):
            return f"{name} is not a tensor"
        if t.dtype not in DTYPES:
            return f"{name} has dtype {t.dtype}; supported: bf16, fp16, fp32"
    if out_dtype not in DTYPES:
        return f"out_dtype {out_dtype}; supported: bf16, fp16, fp32"
    if x.dim() != 2 or w.dim() != 2 or x.shape[1] != w.shape[1]:
        return f"shapes x {tuple(x.shape)}, w {tuple(w.shape)}: expected [M, K] and [N, K]"
    if x.dtype != w.dtype and x.dtype != torch.float32:
        return f"x has dtype {x.dtype}, w {w.dtype}: x must be w's dtype or fp32"
    if w.device != x.device:
        return f"w is on {w.device}, x on {x.device}"
    if x.shape[1] > 1 and (x.stride(1) != 1 or w.stride(1) != 1):
        return "x and w need a contiguous last dim"
    return None


def check_skinny_mm(x: torch.Tensor, w: torch.Tensor) -> Optional[str]:
    """Why ``skinny_mm.launch`` cannot take these inputs, or None (Triton-free: the
    ``skinny_mm`` pass refuses a match with it): ``gemv``'s rules, and then ``x`` and ``w``
    both bf16 or both fp16 (a tensor-core dot) and ``x`` at most ``SKINNY_MAX_ROWS`` rows."""
    reason = check_gemv(x, w, getattr(x, "dtype", None))
    if reason:
        return reason
    if x.dtype not in HALF_DTYPES or w.dtype != x.dtype:
        return f"x has dtype {x.dtype}, w {w.dtype}: both bf16 or both fp16 (a tensor-core dot)"
    if x.shape[0] > SKINNY_MAX_ROWS:
        return f"x has {x.shape[0]} rows; at most {SKINNY_MAX_ROWS} (a decode batch) in one tile"
    return None


def check_gelu_gemv(gate: torch.Tensor, up: torch.Tensor, w: torch.Tensor, out_dtype: torch.dtype) -> Optional[str]:
    """Why ``gemv.launch_gelu_mul`` cannot take these inputs, or None: ``gate`` as ``gemv``'s
    ``x`` (in the weight's dtype, or fp32: a GEMV's unrounded output), and ``up`` in the
    weight's dtype (gelu·up is rounded to it), shaped like gate, with a contiguous last dim."""
    reason = check_gemv(gate, w, out_dtype)
    if reason:
        return reason
    if not isinstance(up, torch.Tensor) or up.dtype != w.dtype or up.shape != gate.shape:
        return f"up must be a {tuple(gate.shape)} {w.dtype} tensor (gate's shape, w's dtype), got " + (
            f"{tuple(up.shape)} {up.dtype}" if isinstance(up, torch.Tensor) else repr(up))
    if up.device != gate.device:
        return f"up is on {up.device}, gate on {gate.device}"
    if up.shape[1] > 1 and up.stride(1) != 1:
        return "up needs a contiguous last dim"
    return None


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
# that early loads keep live cost occupancy (H100, 26B-A4B width, 4096 rows:
# ffn_tail_moe 58.4 -> 48.2 us with its last weight loaded late). Each kernel
# module reads it as its own ``LATE_LOAD_ROWS`` so a test can move the switch.
LATE_LOAD_ROWS = 1024


def row_parts(width: int):
    """``(HEAD, TAIL)``: the power-of-2 parts a kernel holds a ``width``-wide row (``width >= 1``) in.

    The head is the widest power of 2 within the row and the tail the smallest
    that holds the rest (0 when nothing is left): 31B's 5376 columns take
    4096 + 2048 lanes, E4B's 2560 take 2048 + 512, where one
    ``next_power_of_2`` block takes 8192 and 4096, a third or more of them
    masked (timed in the kernels that use it).
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
    H100, 4096 rows (bench/studies/row_kernel_launch/: its sweep_row_kernels.py and README.md):
    ``post_attn_dense`` 63.8 -> 61.4 us at 31B's width, 31.4 -> 30.8 at E4B's;
    the plain FFN tail at E4B's 22.7 -> 22.0. At 8 and 256 rows, each layout at
    its best setting, one block was ahead in 20 of 24 cells (by up to 0.14 us)
    and behind by 0.01-0.10 us in the other four.
    """
    if streaming:
        return (*row_parts(width), 4)
    block = 1 << (width - 1).bit_length()
    return block, 0, block_warps or num_warps(block)
