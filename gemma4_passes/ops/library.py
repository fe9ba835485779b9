"""``torch.ops.gemma4.*``: the fused ops the passes write (``fusions.FUSIONS`` says which pass
writes which; one op may serve several passes).

Every op has three implementations:
- fake: output shapes and dtypes only, for Dynamo/Inductor tracing;
- CPU (the op's default): ``reference``, plain torch that rounds where SGLang's
  eager path rounds; this is what makes the passes testable without a GPU;
- CUDA: the Triton kernel of the same name in ``gemma4_passes.kernels``.

The ops never alias or mutate their inputs, so Inductor may place them freely
and CUDA graphs capture them (scalars are read from tensors, never ``.item()``).

Fake and CPU implementations agree on every input they take: both first apply
the op's input rules (``input_reason``), which refuse what would make the
plain-torch math broadcast or promote past what the fake implementation
declares (a width-1 weight, a gate of another shape than up, a ``[1]`` fp32
scalar beside bf16 rows) with a one-line ``ValueError`` naming the argument,
and the CPU outputs are contiguous, as the fake ones are, whatever the inputs'
strides. The Triton kernels' ``check`` rules are stricter still.
"""

from __future__ import annotations

from typing import Callable, Dict, Optional, Tuple

import torch
from torch import Tensor

from gemma4_passes.kernels.inputs import (check_scaled_mm_fp8, index_range_reason, moe_experts_fp8_shape_reason,
                                         moe_experts_shape_reason, shapes_differ, sizes_differ)
from gemma4_passes.ops import reference

NAMESPACE = "gemma4"


def _kernel(name: str):
    from gemma4_passes import kernels

    return kernels.load(name)


def _like(x: Tensor, dtype: Optional[torch.dtype] = None) -> Tensor:
    return torch.empty(x.shape, dtype=dtype or x.dtype, device=x.device)


def _dense(out):
    """The CPU outputs laid out as the fake ones are: contiguous (elementwise math on a
    transposed input would keep its strides)."""
    if isinstance(out, tuple):
        return tuple(o.contiguous() for o in out)
    return out.contiguous()


# -- input rules ------------------------------------------------------------------
# Metadata only (never a tensor's values), symbolic sizes compared without a guard:
# the fake implementations apply them too.
def _floating(name: str, t) -> Optional[str]:
    if not isinstance(t, Tensor):
        return f"{name} is not a tensor"
    if not t.dtype.is_floating_point:
        return f"{name} has dtype {t.dtype}; expected a floating-point dtype"
    return None


def _same_shape(name: str, t, like_name: str, like: Tensor, same_dtype: bool = False) -> Optional[str]:
    reason = _floating(name, t)
    if reason:
        return reason
    if shapes_differ(t.shape, like.shape):
        return f"{name} has shape {tuple(t.shape)}, {like_name} {tuple(like.shape)}; they must match (no broadcasting)"
    if same_dtype and t.dtype != like.dtype:
        return f"{name} has dtype {t.dtype}, {like_name} {like.dtype}; they must match (no type promotion)"
    return None


def _weight(name: str, w, width) -> Optional[str]:
    reason = _floating(name, w)
    if reason:
        return reason
    if w.dim() != 1 or sizes_differ(w.shape[0], width):
        return f"{name} has shape {tuple(w.shape)}, expected ({width},); a weight is never broadcast"
    return None


def _scalar(name: str, s, dtype: torch.dtype) -> Optional[str]:
    reason = _floating(name, s)
    if reason:
        return reason
    if s.dim() > 1 or sizes_differ(s.numel(), 1):
        return f"{name} has shape {tuple(s.shape)}; expected one element (shape [] or [1])"
    if s.dtype != dtype:
        return f"{name} has dtype {s.dtype}, expected {dtype} (a [1] tensor of another dtype promotes the output)"
    return None


def _norm_inputs(like: Tuple[str, Tensor], rows=(), weights=(), scalar=None, same_dtype=()) -> Optional[str]:
    """Rows shaped as ``like`` (whose dtype the outputs take), 1-D weights of its width and
    an optional one-element scalar of its dtype."""
    like_name, ref = like
    reason = _floating(like_name, ref)
    if reason:
        return reason
    if ref.dim() == 0:
        return f"{like_name} has no dimensions; expected [..., hidden]"
    for name, t in rows:
        reason = _same_shape(name, t, like_name, ref, name in same_dtype)
        if reason:
            return reason
    for name, w in weights:
        reason = _weight(name, w, ref.shape[-1])
        if reason:
            return reason
    if scalar is not None and scalar[1] is not None:
        return _scalar(*scalar, ref.dtype)
    return None


def _known_zero(n) -> bool:
    if isinstance(n, int):
        return n == 0
    from torch.fx.experimental.symbolic_shapes import statically_known_true

    return statically_known_true(n == 0)


def _rows_2d(name: str, t) -> Optional[str]:
    reason = _floating(name, t)
    if reason:
        return reason
    if t.dim() != 2:
        return f"{name} has shape {tuple(t.shape)}; expected [rows, width]"
    return None


def _projection(x_name: str, x, w) -> Optional[str]:
    """``x @ w.T``: ``x`` [M, K], ``w`` [N, K]."""
    reason = _rows_2d(x_name, x) or _rows_2d("w", w)
    if reason:
        return reason
    if sizes_differ(x.shape[1], w.shape[1]):
        return f"{x_name} has shape {tuple(x.shape)}, w {tuple(w.shape)}; expected [M, K] and [N, K]"
    return None


def _gate_up_rows(w) -> Optional[str]:
    """A gate/up weight: the gate's rows, then as many of up's."""
    if sizes_differ(w.shape[0] % 2, 0):
        return f"w has shape {tuple(w.shape)}; expected [2 * I, K], the gate's rows then up's"
    return None


def _router(logits, per_expert_scale, k) -> Optional[str]:
    reason = _floating("logits", logits)
    if reason:
        return reason
    if logits.dim() == 0:
        return "logits has no dimensions; expected [..., experts]"
    E = logits.shape[-1]
    reason = _weight("per_expert_scale", per_expert_scale, E)
    if reason:
        return reason
    if not isinstance(k, int) or isinstance(k, bool) or k < 0 or (isinstance(E, int) and k > E):
        return f"k={k!r}; expected an int in [0, {E}]"
    return None


def _heads(name: str, t, like: Optional[Tensor] = None) -> Optional[str]:
    reason = _floating(name, t)
    if reason:
        return reason
    if t.dim() != 3:
        return f"{name} has shape {tuple(t.shape)}; expected [tokens, heads, head_dim]"
    if like is not None and (sizes_differ(t.shape[0], like.shape[0]) or sizes_differ(t.shape[2], like.shape[2])):
        return f"{name} has shape {tuple(t.shape)}, q {tuple(like.shape)}; tokens and head_dim must match"
    return None


def _norm_rope(q, k, v, wq, wk, cos_sin_cache, positions) -> Optional[str]:
    reason = _heads("q", q)
    if reason:
        return reason
    T, D = q.shape[0], q.shape[2]
    if sizes_differ(D % 2, 0):
        return f"q has head_dim {D}; expected an even one (neox RoPE rotates its halves)"
    for name, t in (("k", k), ("v", v)):
        reason = _heads(name, t, q) if t is not None else None
        if reason:
            return reason
    for name, w in (("wq", wq), ("wk", wk)):
        reason = _weight(name, w, D) if w is not None else None
        if reason:
            return reason
    c = cos_sin_cache
    reason = _floating("cos_sin_cache", c)
    if reason:
        return reason
    if c.dim() != 2 or sizes_differ(c.shape[1], D) or _known_zero(c.shape[0]):
        return f"cos_sin_cache has shape {tuple(c.shape)}; expected [max_position >= 1, {D}] rows of cos | sin"
    p = positions
    if not isinstance(p, Tensor) or p.dtype not in (torch.int32, torch.int64):
        return f"positions must be an int32/int64 tensor, got {p.dtype if isinstance(p, Tensor) else type(p).__name__}"
    if p.dim() > 1 or sizes_differ(p.numel(), T):
        return f"positions has shape {tuple(p.shape)}; expected ({T},), one per token (no broadcasting)"
    return None


_RULES: Dict[str, Callable[..., Optional[str]]] = {
    "rmsnorm_add_rmsnorm": lambda x, residual, w1, w2, eps: _norm_inputs(
        ("residual", residual), [("x", x)], [("w1", w1), ("w2", w2)]),
    "post_attn_norms_moe": lambda x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps: _norm_inputs(
        ("residual", residual), [("x", x)],
        [("w_post_attn", w_post_attn), ("w_pre_ff", w_pre_ff), ("w_router", w_router), ("w_pre_ff2", w_pre_ff2)]),
    "rmsnorm_add_scale": lambda x, residual, w, scalar, eps: _norm_inputs(
        ("residual", residual), [("x", x)], [("w", w)], ("scalar", scalar)),
    "rmsnorm_add_scale_next_norm": lambda x, residual, w, scalar, w_next, eps: _norm_inputs(
        ("residual", residual), [("x", x)], [("w", w), ("w_next", w_next)], ("scalar", scalar)),
    "ffn_tail_moe": lambda mlp, moe, residual, w1, w2, w3, scalar, eps: _norm_inputs(
        ("moe", moe), [("mlp", mlp), ("residual", residual)], [("w1", w1), ("w2", w2), ("w3", w3)],
        ("scalar", scalar), same_dtype=("residual",)),
    "ffn_tail_moe_next_norm": lambda mlp, moe, residual, w1, w2, w3, scalar, w_next, eps: _norm_inputs(
        ("moe", moe), [("mlp", mlp), ("residual", residual)],
        [("w1", w1), ("w2", w2), ("w3", w3), ("w_next", w_next)], ("scalar", scalar), same_dtype=("residual",)),
    "gelu_tanh_mul": lambda gate, up: _norm_inputs(("gate", gate), [("up", up)], same_dtype=("up",)),
    "rmsnorm_quant_fp8": lambda x, w, eps: _norm_inputs(("x", x), weights=[("w", w)]),
    "router_topk_softmax_scale": lambda logits, per_expert_scale, k, as_moe_input=False: _router(
        logits, per_expert_scale, k),
    "router_topk_gelu_mul": lambda logits, per_expert_scale, k, as_moe_input, gate, up: (
        _router(logits, per_expert_scale, k) or _norm_inputs(("gate", gate), [("up", up)], same_dtype=("up",))),
    "moe_experts": moe_experts_shape_reason,
    "moe_experts_fp8": moe_experts_fp8_shape_reason,
    "qkv_norm_rope": lambda q, k, v, wq, wk, cos_sin_cache, positions, eps: _norm_rope(
        q, k, v, wq, wk, cos_sin_cache, positions),
    "qk_norm_rope": lambda q, k, wq, wk, cos_sin_cache, positions, eps: _norm_rope(
        q, k, None, wq, wk, cos_sin_cache, positions),
    "q_norm_rope": lambda q, wq, cos_sin_cache, positions, eps: _norm_rope(
        q, None, None, wq, None, cos_sin_cache, positions),
    "gemv": lambda x, w, out_dtype: _projection("x", x, w),
    "rmsnorm_gemv": lambda x, w_norm, w, eps: _projection("x", x, w) or _weight("w_norm", w_norm, x.shape[1]),
    "gelu_mul_gemv": lambda gate, up, w, out_dtype: _projection("gate", gate, w) or _same_shape(
        "up", up, "gate", gate),
    "gate_up_gelu_gemv": lambda x, w: _projection("x", x, w) or _gate_up_rows(w),
    "skinny_mm": lambda x, w: _projection("x", x, w),
    "scaled_mm_fp8": check_scaled_mm_fp8,
}
# A quantizing op takes its producer op's inputs (the first layer's plain norm, above, has no producer op).
_RULES.update({f"{op}_quant_fp8": _RULES[op] for op in (
    "gelu_tanh_mul", "rmsnorm_add_rmsnorm", "rmsnorm_add_scale", "rmsnorm_add_scale_next_norm", "post_attn_norms_moe",
    "ffn_tail_moe_next_norm", "router_topk_gelu_mul")})


def input_reason(op: str, *args) -> Optional[str]:
    """Why ``gemma4::<op>`` refuses these inputs (on every device), or None.

    Shapes and dtypes only, so a pattern pass can ask it of a match's fake values;
    each Triton kernel's ``check`` refuses at least as much.
    """
    return _RULES[op](*args)


def _require(op: str, *args) -> None:
    reason = input_reason(op, *args)
    if reason:
        raise ValueError(f"{NAMESPACE}::{op}: {reason}")


def _positions_in_cache(op: str, cos_sin_cache: Tensor, positions: Tensor) -> None:
    """The CPU op refuses a position without a cache row (reading CPU values costs no sync)."""
    if positions.device.type == "cpu":
        reason = index_range_reason("positions", positions, cos_sin_cache.shape[0])
        if reason:
            raise ValueError(f"{NAMESPACE}::{op}: {reason} (the cos_sin_cache rows)")


# -- post-attention block, dense ---------------------------------------------
@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_add_rmsnorm", mutates_args=())
def rmsnorm_add_rmsnorm(
    x: Tensor, residual: Tensor, w1: Tensor, w2: Tensor, eps: float
) -> Tuple[Tensor, Tensor]:
    _require("rmsnorm_add_rmsnorm", x, residual, w1, w2, eps)
    return _dense(reference.rmsnorm_add_rmsnorm(x, residual, w1, w2, eps))


@rmsnorm_add_rmsnorm.register_fake
def _(x, residual, w1, w2, eps):
    _require("rmsnorm_add_rmsnorm", x, residual, w1, w2, eps)
    return _like(residual), _like(residual)


@rmsnorm_add_rmsnorm.register_kernel("cuda")
def _(x, residual, w1, w2, eps):
    return _kernel("rmsnorm_add_rmsnorm").launch(x, residual, w1, w2, eps)


# -- post-attention block, MoE (the "triple norm") ----------------------------
@torch.library.custom_op(f"{NAMESPACE}::post_attn_norms_moe", mutates_args=())
def post_attn_norms_moe(
    x: Tensor,
    residual: Tensor,
    w_post_attn: Tensor,
    w_pre_ff: Tensor,
    w_router: Tensor,
    w_pre_ff2: Tensor,
    eps: float,
) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    _require("post_attn_norms_moe", 
        x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps
    )
    return _dense(reference.post_attn_norms_moe(
        x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps
    ))


@post_attn_norms_moe.register_fake
def _(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps):
    _require("post_attn_norms_moe", x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps)
    return _like(residual), _like(residual), _like(residual), _like(residual)


@post_attn_norms_moe.register_kernel("cuda")
def _(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps):
    return _kernel("post_attn_norms_moe").launch(
        x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps
    )


# -- FFN tail, dense / PLE ------------------------------------------------------
@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_add_scale", mutates_args=())
def rmsnorm_add_scale(
    x: Tensor, residual: Tensor, w: Tensor, scalar: Optional[Tensor], eps: float
) -> Tensor:
    _require("rmsnorm_add_scale", x, residual, w, scalar, eps)
    return _dense(reference.rmsnorm_add_scale(x, residual, w, scalar, eps))


@rmsnorm_add_scale.register_fake
def _(x, residual, w, scalar, eps):
    _require("rmsnorm_add_scale", x, residual, w, scalar, eps)
    return _like(residual)


@rmsnorm_add_scale.register_kernel("cuda")
def _(x, residual, w, scalar, eps):
    return _kernel("rmsnorm_add_scale").launch(x, residual, w, scalar, eps)


# -- FFN tail, MoE ------------------------------------------------------------------
@torch.library.custom_op(f"{NAMESPACE}::ffn_tail_moe", mutates_args=())
def ffn_tail_moe(
    mlp: Tensor,
    moe: Tensor,
    residual: Tensor,
    w1: Tensor,
    w2: Tensor,
    w3: Tensor,
    scalar: Tensor,
    eps: float,
) -> Tensor:
    _require("ffn_tail_moe", mlp, moe, residual, w1, w2, w3, scalar, eps)
    return _dense(reference.ffn_tail_moe(mlp, moe, residual, w1, w2, w3, scalar, eps))


@ffn_tail_moe.register_fake
def _(mlp, moe, residual, w1, w2, w3, scalar, eps):
    _require("ffn_tail_moe", mlp, moe, residual, w1, w2, w3, scalar, eps)
    return _like(moe)


@ffn_tail_moe.register_kernel("cuda")
def _(mlp, moe, residual, w1, w2, w3, scalar, eps):
    return _kernel("ffn_tail_moe").launch(mlp, moe, residual, w1, w2, w3, scalar, eps)


# -- a layer's last fused op with the next layer's input norm -----------------------
@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_add_scale_next_norm", mutates_args=())
def rmsnorm_add_scale_next_norm(
    x: Tensor, residual: Tensor, w: Tensor, scalar: Optional[Tensor], w_next: Tensor, eps: float
) -> Tuple[Tensor, Tensor]:
    _require("rmsnorm_add_scale_next_norm", x, residual, w, scalar, w_next, eps)
    return _dense(reference.rmsnorm_add_scale_next_norm(x, residual, w, scalar, w_next, eps))


@rmsnorm_add_scale_next_norm.register_fake
def _(x, residual, w, scalar, w_next, eps):
    _require("rmsnorm_add_scale_next_norm", x, residual, w, scalar, w_next, eps)
    return _like(residual), _like(residual)


@rmsnorm_add_scale_next_norm.register_kernel("cuda")
def _(x, residual, w, scalar, w_next, eps):
    return _kernel("rmsnorm_add_scale").launch_next_norm(x, residual, w, scalar, w_next, eps)


@torch.library.custom_op(f"{NAMESPACE}::ffn_tail_moe_next_norm", mutates_args=())
def ffn_tail_moe_next_norm(
    mlp: Tensor,
    moe: Tensor,
    residual: Tensor,
    w1: Tensor,
    w2: Tensor,
    w3: Tensor,
    scalar: Tensor,
    w_next: Tensor,
    eps: float,
) -> Tuple[Tensor, Tensor]:
    _require("ffn_tail_moe_next_norm", mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)
    return _dense(reference.ffn_tail_moe_next_norm(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps))


@ffn_tail_moe_next_norm.register_fake
def _(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps):
    _require("ffn_tail_moe_next_norm", mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)
    return _like(moe), _like(moe)


@ffn_tail_moe_next_norm.register_kernel("cuda")
def _(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps):
    return _kernel("ffn_tail_moe").launch_next_norm(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)


# -- gelu(tanh) * up ------------------------------------------------------------------
@torch.library.custom_op(f"{NAMESPACE}::gelu_tanh_mul", mutates_args=())
def gelu_tanh_mul(gate: Tensor, up: Tensor) -> Tensor:
    _require("gelu_tanh_mul", gate, up)
    return _dense(reference.gelu_tanh_mul(gate, up))


@gelu_tanh_mul.register_fake
def _(gate, up):
    _require("gelu_tanh_mul", gate, up)
    return _like(gate)


@gelu_tanh_mul.register_kernel("cuda")
def _(gate, up):
    return _kernel("gelu_tanh_mul").launch(gate, up)


# -- producers with SGLang's per-token FP8 quantization of their output -----------------
def _quant_fp8_like(x: Tensor) -> Tuple[Tensor, Tensor]:
    """``(q, scale)`` of rows shaped as ``x``: e4m3 values and one fp32 scale per row."""
    return (torch.empty(x.shape, dtype=torch.float8_e4m3fn, device=x.device),
            torch.empty((*x.shape[:-1], 1), dtype=torch.float32, device=x.device))


@torch.library.custom_op(f"{NAMESPACE}::gelu_tanh_mul_quant_fp8", mutates_args=())
def gelu_tanh_mul_quant_fp8(gate: Tensor, up: Tensor) -> Tuple[Tensor, Tensor]:
    _require("gelu_tanh_mul_quant_fp8", gate, up)
    return _dense(reference.gelu_tanh_mul_quant_fp8(gate, up))


@gelu_tanh_mul_quant_fp8.register_fake
def _(gate, up):
    _require("gelu_tanh_mul_quant_fp8", gate, up)
    return _quant_fp8_like(gate)


@gelu_tanh_mul_quant_fp8.register_kernel("cuda")
def _(gate, up):
    return _kernel("gelu_tanh_mul_quant_fp8").launch(gate, up)


@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_quant_fp8", mutates_args=())
def rmsnorm_quant_fp8(x: Tensor, w: Tensor, eps: float) -> Tuple[Tensor, Tensor]:
    _require("rmsnorm_quant_fp8", x, w, eps)
    return _dense(reference.rmsnorm_quant_fp8(x, w, eps))


@rmsnorm_quant_fp8.register_fake
def _(x, w, eps):
    _require("rmsnorm_quant_fp8", x, w, eps)
    return _quant_fp8_like(x)


@rmsnorm_quant_fp8.register_kernel("cuda")
def _(x, w, eps):
    return _kernel("rmsnorm_quant_fp8").launch(x, w, eps)


@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_add_rmsnorm_quant_fp8", mutates_args=())
def rmsnorm_add_rmsnorm_quant_fp8(
    x: Tensor, residual: Tensor, w1: Tensor, w2: Tensor, eps: float
) -> Tuple[Tensor, Tensor, Tensor]:
    _require("rmsnorm_add_rmsnorm_quant_fp8", x, residual, w1, w2, eps)
    return _dense(reference.rmsnorm_add_rmsnorm_quant_fp8(x, residual, w1, w2, eps))


@rmsnorm_add_rmsnorm_quant_fp8.register_fake
def _(x, residual, w1, w2, eps):
    _require("rmsnorm_add_rmsnorm_quant_fp8", x, residual, w1, w2, eps)
    return (*_quant_fp8_like(residual), _like(residual))


@rmsnorm_add_rmsnorm_quant_fp8.register_kernel("cuda")
def _(x, residual, w1, w2, eps):
    return _kernel("rmsnorm_add_rmsnorm_quant_fp8").launch(x, residual, w1, w2, eps)


@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_add_scale_quant_fp8", mutates_args=())
def rmsnorm_add_scale_quant_fp8(
    x: Tensor, residual: Tensor, w: Tensor, scalar: Optional[Tensor], eps: float
) -> Tuple[Tensor, Tensor, Tensor]:
    _require("rmsnorm_add_scale_quant_fp8", x, residual, w, scalar, eps)
    return _dense(reference.rmsnorm_add_scale_quant_fp8(x, residual, w, scalar, eps))


@rmsnorm_add_scale_quant_fp8.register_fake
def _(x, residual, w, scalar, eps):
    _require("rmsnorm_add_scale_quant_fp8", x, residual, w, scalar, eps)
    return (_like(residual), *_quant_fp8_like(residual))


@rmsnorm_add_scale_quant_fp8.register_kernel("cuda")
def _(x, residual, w, scalar, eps):
    return _kernel("rmsnorm_add_scale_quant_fp8").launch(x, residual, w, scalar, eps)


@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_add_scale_next_norm_quant_fp8", mutates_args=())
def rmsnorm_add_scale_next_norm_quant_fp8(
    x: Tensor, residual: Tensor, w: Tensor, scalar: Optional[Tensor], w_next: Tensor, eps: float
) -> Tuple[Tensor, Tensor, Tensor]:
    _require("rmsnorm_add_scale_next_norm_quant_fp8", x, residual, w, scalar, w_next, eps)
    return _dense(reference.rmsnorm_add_scale_next_norm_quant_fp8(x, residual, w, scalar, w_next, eps))


@rmsnorm_add_scale_next_norm_quant_fp8.register_fake
def _(x, residual, w, scalar, w_next, eps):
    _require("rmsnorm_add_scale_next_norm_quant_fp8", x, residual, w, scalar, w_next, eps)
    return (_like(residual), *_quant_fp8_like(residual))


@rmsnorm_add_scale_next_norm_quant_fp8.register_kernel("cuda")
def _(x, residual, w, scalar, w_next, eps):
    return _kernel("rmsnorm_add_scale_quant_fp8").launch_next_norm(x, residual, w, scalar, w_next, eps)


@torch.library.custom_op(f"{NAMESPACE}::post_attn_norms_moe_quant_fp8", mutates_args=())
def post_attn_norms_moe_quant_fp8(
    x: Tensor, residual: Tensor, w_post_attn: Tensor, w_pre_ff: Tensor, w_router: Tensor, w_pre_ff2: Tensor,
    eps: float,
) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    _require("post_attn_norms_moe_quant_fp8", x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps)
    return _dense(reference.post_attn_norms_moe_quant_fp8(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2,
                                                          eps))


@post_attn_norms_moe_quant_fp8.register_fake
def _(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps):
    _require("post_attn_norms_moe_quant_fp8", x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps)
    return (*_quant_fp8_like(residual), _like(residual), _like(residual), _like(residual))


@post_attn_norms_moe_quant_fp8.register_kernel("cuda")
def _(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps):
    return _kernel("post_attn_norms_moe_quant_fp8").launch(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2,
                                                           eps)


@torch.library.custom_op(f"{NAMESPACE}::ffn_tail_moe_next_norm_quant_fp8", mutates_args=())
def ffn_tail_moe_next_norm_quant_fp8(
    mlp: Tensor, moe: Tensor, residual: Tensor, w1: Tensor, w2: Tensor, w3: Tensor, scalar: Tensor,
    w_next: Tensor, eps: float,
) -> Tuple[Tensor, Tensor, Tensor]:
    _require("ffn_tail_moe_next_norm_quant_fp8", mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)
    return _dense(reference.ffn_tail_moe_next_norm_quant_fp8(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps))


@ffn_tail_moe_next_norm_quant_fp8.register_fake
def _(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps):
    _require("ffn_tail_moe_next_norm_quant_fp8", mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)
    return (_like(moe), *_quant_fp8_like(moe))


@ffn_tail_moe_next_norm_quant_fp8.register_kernel("cuda")
def _(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps):
    return _kernel("ffn_tail_moe_quant_fp8").launch_next_norm(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)


# -- router: top-k, softmax over the k, per-expert scale ----------------------------
@torch.library.custom_op(f"{NAMESPACE}::router_topk_softmax_scale", mutates_args=())
def router_topk_softmax_scale(
    logits: Tensor, per_expert_scale: Tensor, k: int, as_moe_input: bool = False
) -> Tuple[Tensor, Tensor]:
    _require("router_topk_softmax_scale", logits, per_expert_scale, k, as_moe_input)
    return _dense(reference.router_topk_softmax_scale(logits, per_expert_scale, k, as_moe_input))


def _routing_like(logits: Tensor, k: int, as_moe_input: bool) -> Tuple[Tensor, Tensor]:
    shape = (*logits.shape[:-1], k)
    return (
        logits.new_empty(shape, dtype=torch.float32 if as_moe_input else logits.dtype),
        logits.new_empty(shape, dtype=torch.int32 if as_moe_input else torch.int64),
    )


@router_topk_softmax_scale.register_fake
def _(logits, per_expert_scale, k, as_moe_input=False):
    _require("router_topk_softmax_scale", logits, per_expert_scale, k, as_moe_input)
    return _routing_like(logits, k, as_moe_input)


@router_topk_softmax_scale.register_kernel("cuda")
def _(logits, per_expert_scale, k, as_moe_input=False):
    return _kernel("router_topk_softmax_scale").launch(logits, per_expert_scale, k, as_moe_input)


# -- the router's top-k and the dense MLP's gelu * up, side by side ---------------------
@torch.library.custom_op(f"{NAMESPACE}::router_topk_gelu_mul", mutates_args=())
def router_topk_gelu_mul(
    logits: Tensor, per_expert_scale: Tensor, k: int, as_moe_input: bool, gate: Tensor, up: Tensor
) -> Tuple[Tensor, Tensor, Tensor]:
    _require("router_topk_gelu_mul", logits, per_expert_scale, k, as_moe_input, gate, up)
    return _dense(reference.router_topk_gelu_mul(logits, per_expert_scale, k, as_moe_input, gate, up))


@router_topk_gelu_mul.register_fake
def _(logits, per_expert_scale, k, as_moe_input, gate, up):
    _require("router_topk_gelu_mul", logits, per_expert_scale, k, as_moe_input, gate, up)
    return (*_routing_like(logits, k, as_moe_input), _like(gate))


@router_topk_gelu_mul.register_kernel("cuda")
def _(logits, per_expert_scale, k, as_moe_input, gate, up):
    return _kernel("router_topk_gelu_mul").launch(logits, per_expert_scale, k, as_moe_input, gate, up)


@torch.library.custom_op(f"{NAMESPACE}::router_topk_gelu_mul_quant_fp8", mutates_args=())
def router_topk_gelu_mul_quant_fp8(
    logits: Tensor, per_expert_scale: Tensor, k: int, as_moe_input: bool, gate: Tensor, up: Tensor
) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    _require("router_topk_gelu_mul_quant_fp8", logits, per_expert_scale, k, as_moe_input, gate, up)
    return _dense(reference.router_topk_gelu_mul_quant_fp8(logits, per_expert_scale, k, as_moe_input, gate, up))


@router_topk_gelu_mul_quant_fp8.register_fake
def _(logits, per_expert_scale, k, as_moe_input, gate, up):
    _require("router_topk_gelu_mul_quant_fp8", logits, per_expert_scale, k, as_moe_input, gate, up)
    return (*_routing_like(logits, k, as_moe_input), *_quant_fp8_like(gate))


@router_topk_gelu_mul_quant_fp8.register_kernel("cuda")
def _(logits, per_expert_scale, k, as_moe_input, gate, up):
    return _kernel("router_topk_gelu_mul").launch_quant_fp8(logits, per_expert_scale, k, as_moe_input, gate, up)


# -- MoE experts, SGLang's native (one-token) path --------------------------------
@torch.library.custom_op(f"{NAMESPACE}::moe_experts", mutates_args=())
def moe_experts(x: Tensor, w13: Tensor, w2: Tensor, topk_weights: Tensor, topk_ids: Tensor) -> Tensor:
    """``reference.moe_experts``. An id outside ``[0, E)`` (SGLang's -1 of a padded row) is
    no expert: its slot adds zero, on every device, as in SGLang's fused MoE kernel."""
    _require("moe_experts", x, w13, w2, topk_weights, topk_ids)
    return _dense(reference.moe_experts(x, w13, w2, topk_weights, topk_ids))


@moe_experts.register_fake
def _(x, w13, w2, topk_weights, topk_ids):
    _require("moe_experts", x, w13, w2, topk_weights, topk_ids)
    return _like(x)


@moe_experts.register_kernel("cuda")
def _(x, w13, w2, topk_weights, topk_ids):
    return _kernel("moe_experts").launch(x, w13, w2, topk_weights, topk_ids)


# -- MoE experts, SGLang's fused MoE on FP8-dynamic experts (decode) ----------------
@torch.library.custom_op(f"{NAMESPACE}::moe_experts_fp8", mutates_args=())
def moe_experts_fp8(x: Tensor, w13: Tensor, w2: Tensor, w13_scale: Tensor, w2_scale: Tensor,
                    topk_weights: Tensor, topk_ids: Tensor) -> Tensor:
    """``reference.moe_experts_fp8``: what SGLang's ``fused_experts`` computes for e4m3 experts
    with per-channel scales and per-token dynamic activation scales. An id outside ``[0, E)``
    adds zero, on every device."""
    _require("moe_experts_fp8", x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids)
    return _dense(reference.moe_experts_fp8(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids))


@moe_experts_fp8.register_fake
def _(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids):
    _require("moe_experts_fp8", x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids)
    return _like(x)


@moe_experts_fp8.register_kernel("cuda")
def _(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids):
    return _kernel("moe_experts_fp8").launch(x, w13, w2, w13_scale, w2_scale, topk_weights, topk_ids)


# -- attention input: q/k norm + RoPE, v norm ----------------------------------------
# A position outside [0, max_position) (the cache's rows) has no cos/sin row. The
# CPU implementation refuses it (ValueError; its values are on the host, no sync);
# the CUDA kernel cannot raise and checking on the host would sync every call, so it
# writes that token's q and k heads as zeros, never reading outside the cache, as
# ``reference.q_norm_rope`` defines (GEMMA4_CHECK_BOUNDS=1 makes it check and raise).
@torch.library.custom_op(f"{NAMESPACE}::qkv_norm_rope", mutates_args=())
def qkv_norm_rope(
    q: Tensor, k: Tensor, v: Tensor, wq: Tensor, wk: Tensor,
    cos_sin_cache: Tensor, positions: Tensor, eps: float,
) -> Tuple[Tensor, Tensor, Tensor]:
    """``reference.qkv_norm_rope``; positions outside the cache: see the comment above."""
    _require("qkv_norm_rope", q, k, v, wq, wk, cos_sin_cache, positions, eps)
    _positions_in_cache("qkv_norm_rope", cos_sin_cache, positions)
    return _dense(reference.qkv_norm_rope(q, k, v, wq, wk, cos_sin_cache, positions, eps))


@qkv_norm_rope.register_fake
def _(q, k, v, wq, wk, cos_sin_cache, positions, eps):
    _require("qkv_norm_rope", q, k, v, wq, wk, cos_sin_cache, positions, eps)
    return _like(q), _like(k), _like(v)


@qkv_norm_rope.register_kernel("cuda")
def _(q, k, v, wq, wk, cos_sin_cache, positions, eps):
    return _kernel("qkv_norm_rope").launch(q, k, v, wq, wk, cos_sin_cache, positions, eps)


@torch.library.custom_op(f"{NAMESPACE}::qk_norm_rope", mutates_args=())
def qk_norm_rope(
    q: Tensor, k: Tensor, wq: Tensor, wk: Tensor, cos_sin_cache: Tensor, positions: Tensor, eps: float,
) -> Tuple[Tensor, Tensor]:
    """``reference.qk_norm_rope``; positions outside the cache as for ``qkv_norm_rope``."""
    _require("qk_norm_rope", q, k, wq, wk, cos_sin_cache, positions, eps)
    _positions_in_cache("qk_norm_rope", cos_sin_cache, positions)
    return _dense(reference.qk_norm_rope(q, k, wq, wk, cos_sin_cache, positions, eps))


@qk_norm_rope.register_fake
def _(q, k, wq, wk, cos_sin_cache, positions, eps):
    _require("qk_norm_rope", q, k, wq, wk, cos_sin_cache, positions, eps)
    return _like(q), _like(k)


@qk_norm_rope.register_kernel("cuda")
def _(q, k, wq, wk, cos_sin_cache, positions, eps):
    return _kernel("qkv_norm_rope").launch_qk(q, k, wq, wk, cos_sin_cache, positions, eps)


@torch.library.custom_op(f"{NAMESPACE}::q_norm_rope", mutates_args=())
def q_norm_rope(q: Tensor, wq: Tensor, cos_sin_cache: Tensor, positions: Tensor, eps: float) -> Tensor:
    """``reference.q_norm_rope``; positions outside the cache as for ``qkv_norm_rope``."""
    _require("q_norm_rope", q, wq, cos_sin_cache, positions, eps)
    _positions_in_cache("q_norm_rope", cos_sin_cache, positions)
    return _dense(reference.q_norm_rope(q, wq, cos_sin_cache, positions, eps))


@q_norm_rope.register_fake
def _(q, wq, cos_sin_cache, positions, eps):
    _require("q_norm_rope", q, wq, cos_sin_cache, positions, eps)
    return _like(q)


@q_norm_rope.register_kernel("cuda")
def _(q, wq, cos_sin_cache, positions, eps):
    return _kernel("qkv_norm_rope").launch_q(q, wq, cos_sin_cache, positions, eps)


# -- projections of one token / a decode batch ----------------------------------
@torch.library.custom_op(f"{NAMESPACE}::gemv", mutates_args=())
def gemv(x: Tensor, w: Tensor, out_dtype: torch.dtype) -> Tensor:
    _require("gemv", x, w, out_dtype)
    return _dense(reference.gemv(x, w, out_dtype))


@gemv.register_fake
def _(x, w, out_dtype):
    _require("gemv", x, w, out_dtype)
    return x.new_empty((x.shape[0], w.shape[0]), dtype=out_dtype)


@gemv.register_kernel("cuda")
def _(x, w, out_dtype):
    return _kernel("gemv").launch(x, w, out_dtype)


@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_gemv", mutates_args=())
def rmsnorm_gemv(x: Tensor, w_norm: Tensor, w: Tensor, eps: float) -> Tensor:
    _require("rmsnorm_gemv", x, w_norm, w, eps)
    return _dense(reference.rmsnorm_gemv(x, w_norm, w, eps))


@rmsnorm_gemv.register_fake
def _(x, w_norm, w, eps):
    _require("rmsnorm_gemv", x, w_norm, w, eps)
    return x.new_empty((x.shape[0], w.shape[0]))


@rmsnorm_gemv.register_kernel("cuda")
def _(x, w_norm, w, eps):
    return _kernel("gemv").launch_rmsnorm(x, w_norm, w, eps)


@torch.library.custom_op(f"{NAMESPACE}::gelu_mul_gemv", mutates_args=())
def gelu_mul_gemv(gate: Tensor, up: Tensor, w: Tensor, out_dtype: torch.dtype) -> Tensor:
    _require("gelu_mul_gemv", gate, up, w, out_dtype)
    return _dense(reference.gelu_mul_gemv(gate, up, w, out_dtype))


@gelu_mul_gemv.register_fake
def _(gate, up, w, out_dtype):
    _require("gelu_mul_gemv", gate, up, w, out_dtype)
    return gate.new_empty((gate.shape[0], w.shape[0]), dtype=out_dtype)


@gelu_mul_gemv.register_kernel("cuda")
def _(gate, up, w, out_dtype):
    return _kernel("gemv").launch_gelu_mul(gate, up, w, out_dtype)


@torch.library.custom_op(f"{NAMESPACE}::gate_up_gelu_gemv", mutates_args=())
def gate_up_gelu_gemv(x: Tensor, w: Tensor) -> Tensor:
    _require("gate_up_gelu_gemv", x, w)
    return _dense(reference.gate_up_gelu_gemv(x, w))


@gate_up_gelu_gemv.register_fake
def _(x, w):
    _require("gate_up_gelu_gemv", x, w)
    return x.new_empty((x.shape[0], w.shape[0] // 2), dtype=w.dtype)


@gate_up_gelu_gemv.register_kernel("cuda")
def _(x, w):
    return _kernel("gemv").launch_gate_up_gelu(x, w)


@torch.library.custom_op(f"{NAMESPACE}::scaled_mm_fp8", mutates_args=())
def scaled_mm_fp8(a: Tensor, b: Tensor, scale_a: Tensor, scale_b: Tensor, out_dtype: torch.dtype) -> Tensor:
    _require("scaled_mm_fp8", a, b, scale_a, scale_b, out_dtype)
    return _dense(reference.scaled_mm_fp8(a, b, scale_a, scale_b, out_dtype))


@scaled_mm_fp8.register_fake
def _(a, b, scale_a, scale_b, out_dtype):
    _require("scaled_mm_fp8", a, b, scale_a, scale_b, out_dtype)
    return a.new_empty((a.shape[0], b.shape[1]), dtype=out_dtype)


@scaled_mm_fp8.register_kernel("cuda")
def _(a, b, scale_a, scale_b, out_dtype):
    # one row: a GEMV (no tensor-core tile to fill); a decode batch: skinny_mm's tile
    return _kernel("gemv" if a.shape[0] == 1 else "skinny_mm").launch_fp8(a, b, scale_a, scale_b, out_dtype)


@torch.library.custom_op(f"{NAMESPACE}::skinny_mm", mutates_args=())
def skinny_mm(x: Tensor, w: Tensor) -> Tensor:
    _require("skinny_mm", x, w)
    return _dense(reference.skinny_mm(x, w))


@skinny_mm.register_fake
def _(x, w):
    _require("skinny_mm", x, w)
    return x.new_empty((x.shape[0], w.shape[0]))


@skinny_mm.register_kernel("cuda")
def _(x, w):
    return _kernel("skinny_mm").launch(x, w)


ALL_OPS = {
    "rmsnorm_add_rmsnorm": rmsnorm_add_rmsnorm,
    "post_attn_norms_moe": post_attn_norms_moe,
    "rmsnorm_add_scale": rmsnorm_add_scale,
    "ffn_tail_moe": ffn_tail_moe,
    "rmsnorm_add_scale_next_norm": rmsnorm_add_scale_next_norm,
    "ffn_tail_moe_next_norm": ffn_tail_moe_next_norm,
    "gelu_tanh_mul": gelu_tanh_mul,
    "gelu_tanh_mul_quant_fp8": gelu_tanh_mul_quant_fp8,
    "rmsnorm_quant_fp8": rmsnorm_quant_fp8,
    "rmsnorm_add_rmsnorm_quant_fp8": rmsnorm_add_rmsnorm_quant_fp8,
    "rmsnorm_add_scale_quant_fp8": rmsnorm_add_scale_quant_fp8,
    "rmsnorm_add_scale_next_norm_quant_fp8": rmsnorm_add_scale_next_norm_quant_fp8,
    "post_attn_norms_moe_quant_fp8": post_attn_norms_moe_quant_fp8,
    "ffn_tail_moe_next_norm_quant_fp8": ffn_tail_moe_next_norm_quant_fp8,
    "router_topk_softmax_scale": router_topk_softmax_scale,
    "router_topk_gelu_mul": router_topk_gelu_mul,
    "router_topk_gelu_mul_quant_fp8": router_topk_gelu_mul_quant_fp8,
    "moe_experts": moe_experts,
    "moe_experts_fp8": moe_experts_fp8,
    "qkv_norm_rope": qkv_norm_rope,
    "qk_norm_rope": qk_norm_rope,
    "q_norm_rope": q_norm_rope,
    "gemv": gemv,
    "rmsnorm_gemv": rmsnorm_gemv,
    "gelu_mul_gemv": gelu_mul_gemv,
    "gate_up_gelu_gemv": gate_up_gelu_gemv,
    "scaled_mm_fp8": scaled_mm_fp8,
    "skinny_mm": skinny_mm,
}
