"""Input rules of the Triton kernels: which tensors a kernel takes, and why it refuses others.

Every input is read as rows of its last dimension, which must be contiguous
(stride 1); the row stride may be anything (slices of a GEMM output), and
leading dimensions are flattened when they can be viewed as one. The ``check_*``
functions return the reason a kernel cannot take its inputs, or None. They are
Triton-free: a kernel module's ``check`` and the pattern pass that refuses a
match with it share them, and the fake implementations (``ops/library.py``)
use the shape rules.
"""

from __future__ import annotations

from typing import Optional

import torch

from gemma4_passes.kernels import interpreting

DTYPES = (torch.bfloat16, torch.float16, torch.float32)
HALF_DTYPES = (torch.bfloat16, torch.float16)
# Widest row the one-row-per-program norm kernels hold in registers
# (Gemma-4's widest hidden size is 5376).
MAX_NORM_WIDTH = 16384
# Widest row the per-token FP8 quantizing kernels hold in registers (31B's MLP
# intermediate, the down projection's input, is 21504).
MAX_QUANT_ROW_WIDTH = 32768
# Most rows ``skinny_mm`` takes: a decode batch, held in one tile (SGLang captures 1-32 by default at its size).
SKINNY_MAX_ROWS = 32
# Most output rows (weight rows) a decode batch's projection takes through ``skinny_mm``'s kernel
# (the ``skinny_mm`` and ``scaled_mm_fp8`` passes; one row is the GEMV's at any width). Past it,
# 31B's gate-up (43008 rows) gives 672 programs of 64 rows: 5.1 waves on an H200's 132 SMs, the
# last nearly empty. Inductor's autotuned templates read it faster there (H200, 31B layer at
# decode 8: bf16 108.8 against 114.6 us, FP8 56.5 against 66.7 us; bench/studies/skinny_mm/README.md).
SKINNY_MAX_N = 32768


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


def _experts_shapes_reason(x, w13, w2, topk_weights, topk_ids) -> Optional[str]:
    """The shapes every MoE-experts op takes: ``x`` ``[T, H]``, ``w13`` ``[E, 2I, H]``, ``w2``
    ``[E, H, I]``, ``topk_ids`` ``[T, K]`` int32/int64 and ``topk_weights`` float of its shape."""
    if x.dim() != 2 or w13.dim() != 3 or w2.dim() != 3:
        return f"shapes x {tuple(x.shape)}, w13 {tuple(w13.shape)}, w2 {tuple(w2.shape)}: expected [T, H], [E, 2I, H], [E, H, I]"
    T, H = x.shape
    E, two_i, H13 = w13.shape
    if sizes_differ(H13, H) or sizes_differ(two_i % 2, 0) or shapes_differ(w2.shape, (E, H, two_i // 2)):
        return f"shapes x {tuple(x.shape)}, w13 {tuple(w13.shape)}, w2 {tuple(w2.shape)} do not agree"
    if topk_ids.dtype not in (torch.int32, torch.int64) or topk_ids.dim() != 2 or sizes_differ(topk_ids.shape[0], T):
        return f"topk_ids must be [T, K] int32/int64, got {tuple(topk_ids.shape)} {topk_ids.dtype}"
    if not topk_weights.dtype.is_floating_point or shapes_differ(topk_weights.shape, topk_ids.shape):
        return f"topk_weights must be float {tuple(topk_ids.shape)}, got {tuple(topk_weights.shape)} {topk_weights.dtype}"
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
    return _experts_shapes_reason(x, w13, w2, topk_weights, topk_ids)


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


def moe_experts_fp8_shape_reason(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids) -> Optional[str]:
    """Why ``gemma4::moe_experts_fp8`` cannot take these inputs on any device, or None: half-precision
    activations, e4m3 expert weights ``[E, 2I, H]`` and ``[E, H, I]`` with one fp32 scale per output
    channel (``[E, 2I, 1]`` and ``[E, H, 1]``, as SGLang stores a channel-wise FP8 checkpoint's, or
    without the 1), the top-k as for ``moe_experts``. Another FP8 format, a per-tensor or block scale
    is another contract."""
    for name, t in (("x", x), ("w13", w13), ("w2", w2), ("w13_scale", w13_scale), ("w2_scale", w2_scale),
                    ("topk_weights", topk_weights), ("topk_ids", topk_ids)):
        if not isinstance(t, torch.Tensor):
            return f"{name} is not a tensor"
    if x.dtype not in HALF_DTYPES:
        return f"x has dtype {x.dtype}; supported: bf16, fp16"
    if w13.dtype != torch.float8_e4m3fn or w2.dtype != torch.float8_e4m3fn:
        return f"expert weights are {w13.dtype}/{w2.dtype}; supported: float8_e4m3fn"
    reason = _experts_shapes_reason(x, w13, w2, topk_weights, topk_ids)
    if reason:
        return reason
    E, two_i, H = w13.shape
    for name, s, n in (("w13_scale", w13_scale, two_i), ("w2_scale", w2_scale, H)):
        if s.dtype != torch.float32:
            return f"{name} has dtype {s.dtype}; expected fp32"
        if shapes_differ(s.shape, (E, n, 1)) and shapes_differ(s.shape, (E, n)):
            return f"{name} has shape {tuple(s.shape)}; expected ({E}, {n}, 1), one scale per output channel"
    return None


def check_moe_experts_fp8(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids) -> Optional[str]:
    """Why ``moe_experts_fp8.launch`` cannot take these inputs, or None (Triton-free: the
    ``moe_experts_fp8`` pass refuses a match with it): ``moe_experts_fp8_shape_reason``, one
    device, contiguous activations, weights, scales and top-k."""
    reason = moe_experts_fp8_shape_reason(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids)
    if reason:
        return reason
    for name, t in (("w13", w13), ("w2", w2), ("w13_scale", w13_scale), ("w2_scale", w2_scale),
                    ("topk_weights", topk_weights), ("topk_ids", topk_ids)):
        if t.device != x.device:
            return f"{name} is on {t.device}, x on {x.device}"
        if not t.is_contiguous():
            return f"{name} is not contiguous"
    if x.stride(-1) != 1:
        return "x needs a contiguous last dim"
    if w13.shape[1] // 2 > MAX_QUANT_ROW_WIDTH:
        return f"intermediate size {w13.shape[1] // 2}: the activation's quantization holds at most {MAX_QUANT_ROW_WIDTH}"
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


def check_gate_up_gelu_gemv(x: torch.Tensor, w: torch.Tensor) -> Optional[str]:
    """Why ``gemv.launch_gate_up_gelu`` cannot take these inputs, or None: ``gemv``'s
    contract with the output in the weight's dtype, and ``w`` the gate rows then as
    many up rows (an even count)."""
    reason = check_gemv(x, w, w.dtype if isinstance(w, torch.Tensor) else None)
    if reason:
        return reason
    if w.shape[0] % 2:
        return f"w has {w.shape[0]} rows; expected the gate's rows then as many of up's (an even count)"
    return None


def check_scaled_mm_fp8(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor,
                        out_dtype: torch.dtype) -> Optional[str]:
    """Why ``gemma4::scaled_mm_fp8`` cannot take these inputs, or None (Triton-free: the
    ``scaled_mm_fp8`` pass refuses a match with it; the ``launch_fp8`` of the ``gemv`` (one row)
    and ``skinny_mm`` kernels check it). SGLang's FP8 GEMM contract: ``a`` ``[M, K]`` and ``b``
    ``[K, N]`` in e4m3 (``b`` a weight stored ``[N, K]`` and transposed: ``b.stride(0) == 1``),
    one fp32 scale per row of ``a`` (``scale_a``, M values) and per column of ``b``
    (``scale_b``, N values), a half-precision output; and a decode batch: at most
    ``SKINNY_MAX_ROWS`` rows (one tile). A per-tensor weight scale, another FP8 format or an fp32
    output is another contract."""
    for name, t in (("a", a), ("b", b), ("scale_a", scale_a), ("scale_b", scale_b)):
        if not isinstance(t, torch.Tensor):
            return f"{name} is not a tensor"
        if t.device != a.device:
            return f"{name} is on {t.device}, a on {a.device}"
    for name, t in (("a", a), ("b", b)):
        if t.dtype != torch.float8_e4m3fn:
            return f"{name} has dtype {t.dtype}; supported: float8_e4m3fn"
    if out_dtype not in HALF_DTYPES:
        return f"out_dtype {out_dtype}; supported: bf16, fp16"
    if a.dim() != 2 or b.dim() != 2 or sizes_differ(a.shape[1], b.shape[0]):
        return f"shapes a {tuple(a.shape)}, b {tuple(b.shape)}: expected [M, K] and [K, N]"
    if a.stride(1) != 1 and a.shape[1] != 1:
        return "a needs a contiguous last dim"
    if b.stride(0) != 1 and b.shape[0] != 1:
        return "b is not a transposed [N, K] weight (b.stride(0) != 1)"
    for name, t, n in (("scale_a", scale_a, a.shape[0]), ("scale_b", scale_b, b.shape[1])):
        if t.dtype != torch.float32:
            return f"{name} has dtype {t.dtype}; expected fp32"
        if sizes_differ(t.numel(), n) or (t.dim() > 0 and t.shape[-1] != 1 and t.stride(-1) != 1):
            return f"{name} has shape {tuple(t.shape)}: expected {n} contiguous values (one per " \
                   f"{'row of a' if name == 'scale_a' else 'column of b'}; a per-tensor scale is another contract)"
    if a.shape[0] > SKINNY_MAX_ROWS:
        return f"a has {a.shape[0]} rows; at most {SKINNY_MAX_ROWS} (a decode batch, one tile)"
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
