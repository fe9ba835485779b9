"""``torch.ops.gemma4.*``: one custom op per fusion.

Every op has three implementations:
- fake: output shapes and dtypes only, for Dynamo/Inductor tracing;
- CPU (the op's default): ``reference``, plain torch that rounds where SGLang's
  eager path rounds; this is what makes the passes testable without a GPU;
- CUDA: the Triton kernel of the same name in ``gemma4_passes.kernels``.

The ops never alias or mutate their inputs, so Inductor may place them freely
and CUDA graphs capture them (scalars are read from tensors, never ``.item()``).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
from torch import Tensor

from gemma4_passes.ops import reference

NAMESPACE = "gemma4"


def _kernel(name: str):
    from gemma4_passes import kernels

    return kernels.load(name)


def _like(x: Tensor, dtype: Optional[torch.dtype] = None) -> Tensor:
    return torch.empty(x.shape, dtype=dtype or x.dtype, device=x.device)


# -- post-attention block, dense ---------------------------------------------
@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_add_rmsnorm", mutates_args=())
def rmsnorm_add_rmsnorm(
    x: Tensor, residual: Tensor, w1: Tensor, w2: Tensor, eps: float
) -> Tuple[Tensor, Tensor]:
    return reference.rmsnorm_add_rmsnorm(x, residual, w1, w2, eps)


@rmsnorm_add_rmsnorm.register_fake
def _(x, residual, w1, w2, eps):
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
    return reference.post_attn_norms_moe(
        x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps
    )


@post_attn_norms_moe.register_fake
def _(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps):
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
    return reference.rmsnorm_add_scale(x, residual, w, scalar, eps)


@rmsnorm_add_scale.register_fake
def _(x, residual, w, scalar, eps):
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
    return reference.ffn_tail_moe(mlp, moe, residual, w1, w2, w3, scalar, eps)


@ffn_tail_moe.register_fake
def _(mlp, moe, residual, w1, w2, w3, scalar, eps):
    return _like(moe)


@ffn_tail_moe.register_kernel("cuda")
def _(mlp, moe, residual, w1, w2, w3, scalar, eps):
    return _kernel("ffn_tail_moe").launch(mlp, moe, residual, w1, w2, w3, scalar, eps)


# -- a layer's last fused op with the next layer's input norm -----------------------
@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_add_scale_next_norm", mutates_args=())
def rmsnorm_add_scale_next_norm(
    x: Tensor, residual: Tensor, w: Tensor, scalar: Optional[Tensor], w_next: Tensor, eps: float
) -> Tuple[Tensor, Tensor]:
    return reference.rmsnorm_add_scale_next_norm(x, residual, w, scalar, w_next, eps)


@rmsnorm_add_scale_next_norm.register_fake
def _(x, residual, w, scalar, w_next, eps):
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
    return reference.ffn_tail_moe_next_norm(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)


@ffn_tail_moe_next_norm.register_fake
def _(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps):
    return _like(moe), _like(moe)


@ffn_tail_moe_next_norm.register_kernel("cuda")
def _(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps):
    return _kernel("ffn_tail_moe").launch_next_norm(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)


# -- gelu(tanh) * up ------------------------------------------------------------------
@torch.library.custom_op(f"{NAMESPACE}::gelu_tanh_mul", mutates_args=())
def gelu_tanh_mul(gate: Tensor, up: Tensor) -> Tensor:
    return reference.gelu_tanh_mul(gate, up)


@gelu_tanh_mul.register_fake
def _(gate, up):
    return torch.empty(gate.shape, dtype=gate.dtype, device=gate.device)


@gelu_tanh_mul.register_kernel("cuda")
def _(gate, up):
    return _kernel("gelu_tanh_mul").launch(gate, up)


# -- router: top-k, softmax over the k, per-expert scale ----------------------------
@torch.library.custom_op(f"{NAMESPACE}::router_topk_softmax_scale", mutates_args=())
def router_topk_softmax_scale(
    logits: Tensor, per_expert_scale: Tensor, k: int, as_moe_input: bool = False
) -> Tuple[Tensor, Tensor]:
    return reference.router_topk_softmax_scale(logits, per_expert_scale, k, as_moe_input)


def _routing_like(logits: Tensor, k: int, as_moe_input: bool) -> Tuple[Tensor, Tensor]:
    shape = (*logits.shape[:-1], k)
    return (
        logits.new_empty(shape, dtype=torch.float32 if as_moe_input else logits.dtype),
        logits.new_empty(shape, dtype=torch.int32 if as_moe_input else torch.int64),
    )


@router_topk_softmax_scale.register_fake
def _(logits, per_expert_scale, k, as_moe_input=False):
    return _routing_like(logits, k, as_moe_input)


@router_topk_softmax_scale.register_kernel("cuda")
def _(logits, per_expert_scale, k, as_moe_input=False):
    return _kernel("router_topk").launch(logits, per_expert_scale, k, as_moe_input)


# -- the router's top-k and the dense MLP's gelu * up, side by side ---------------------
@torch.library.custom_op(f"{NAMESPACE}::router_topk_gelu_mul", mutates_args=())
def router_topk_gelu_mul(
    logits: Tensor, per_expert_scale: Tensor, k: int, as_moe_input: bool, gate: Tensor, up: Tensor
) -> Tuple[Tensor, Tensor, Tensor]:
    return reference.router_topk_gelu_mul(logits, per_expert_scale, k, as_moe_input, gate, up)


@router_topk_gelu_mul.register_fake
def _(logits, per_expert_scale, k, as_moe_input, gate, up):
    return (*_routing_like(logits, k, as_moe_input), torch.empty(gate.shape, dtype=gate.dtype, device=gate.device))


@router_topk_gelu_mul.register_kernel("cuda")
def _(logits, per_expert_scale, k, as_moe_input, gate, up):
    return _kernel("router_topk_gelu_mul").launch(logits, per_expert_scale, k, as_moe_input, gate, up)


# -- attention input: q/k norm + RoPE, v norm ----------------------------------------
# -- MoE experts, SGLang's native (one-token) path --------------------------------
@torch.library.custom_op(f"{NAMESPACE}::moe_experts", mutates_args=())
def moe_experts(x: Tensor, w13: Tensor, w2: Tensor, topk_weights: Tensor, topk_ids: Tensor) -> Tensor:
    return reference.moe_experts(x, w13, w2, topk_weights, topk_ids)


@moe_experts.register_fake
def _(x, w13, w2, topk_weights, topk_ids):
    return _like(x)


@moe_experts.register_kernel("cuda")
def _(x, w13, w2, topk_weights, topk_ids):
    return _kernel("moe_experts").launch(x, w13, w2, topk_weights, topk_ids)


@torch.library.custom_op(f"{NAMESPACE}::qkv_norm_rope", mutates_args=())
def qkv_norm_rope(
    q: Tensor, k: Tensor, v: Tensor, wq: Tensor, wk: Tensor,
    cos_sin_cache: Tensor, positions: Tensor, eps: float,
) -> Tuple[Tensor, Tensor, Tensor]:
    return reference.qkv_norm_rope(q, k, v, wq, wk, cos_sin_cache, positions, eps)


@qkv_norm_rope.register_fake
def _(q, k, v, wq, wk, cos_sin_cache, positions, eps):
    return _like(q), _like(k), _like(v)


@qkv_norm_rope.register_kernel("cuda")
def _(q, k, v, wq, wk, cos_sin_cache, positions, eps):
    return _kernel("qkv_norm_rope").launch(q, k, v, wq, wk, cos_sin_cache, positions, eps)


@torch.library.custom_op(f"{NAMESPACE}::qk_norm_rope", mutates_args=())
def qk_norm_rope(
    q: Tensor, k: Tensor, wq: Tensor, wk: Tensor, cos_sin_cache: Tensor, positions: Tensor, eps: float,
) -> Tuple[Tensor, Tensor]:
    return reference.qk_norm_rope(q, k, wq, wk, cos_sin_cache, positions, eps)


@qk_norm_rope.register_fake
def _(q, k, wq, wk, cos_sin_cache, positions, eps):
    return _like(q), _like(k)


@qk_norm_rope.register_kernel("cuda")
def _(q, k, wq, wk, cos_sin_cache, positions, eps):
    return _kernel("qkv_norm_rope").launch_qk(q, k, wq, wk, cos_sin_cache, positions, eps)


@torch.library.custom_op(f"{NAMESPACE}::q_norm_rope", mutates_args=())
def q_norm_rope(q: Tensor, wq: Tensor, cos_sin_cache: Tensor, positions: Tensor, eps: float) -> Tensor:
    return reference.q_norm_rope(q, wq, cos_sin_cache, positions, eps)


@q_norm_rope.register_fake
def _(q, wq, cos_sin_cache, positions, eps):
    return _like(q)


@q_norm_rope.register_kernel("cuda")
def _(q, wq, cos_sin_cache, positions, eps):
    return _kernel("qkv_norm_rope").launch_q(q, wq, cos_sin_cache, positions, eps)


# -- one-token projection ------------------------------------------------------
@torch.library.custom_op(f"{NAMESPACE}::gemv", mutates_args=())
def gemv(x: Tensor, w: Tensor, out_dtype: torch.dtype) -> Tensor:
    return reference.gemv(x, w, out_dtype)


@gemv.register_fake
def _(x, w, out_dtype):
    return x.new_empty((x.shape[0], w.shape[0]), dtype=out_dtype)


@gemv.register_kernel("cuda")
def _(x, w, out_dtype):
    return _kernel("gemv").launch(x, w, out_dtype)


@torch.library.custom_op(f"{NAMESPACE}::rmsnorm_gemv", mutates_args=())
def rmsnorm_gemv(x: Tensor, w_norm: Tensor, w: Tensor, eps: float) -> Tensor:
    return reference.rmsnorm_gemv(x, w_norm, w, eps)


@rmsnorm_gemv.register_fake
def _(x, w_norm, w, eps):
    return x.new_empty((x.shape[0], w.shape[0]))


@rmsnorm_gemv.register_kernel("cuda")
def _(x, w_norm, w, eps):
    return _kernel("gemv").launch_rmsnorm(x, w_norm, w, eps)


@torch.library.custom_op(f"{NAMESPACE}::gelu_mul_gemv", mutates_args=())
def gelu_mul_gemv(gate: Tensor, up: Tensor, w: Tensor, out_dtype: torch.dtype) -> Tensor:
    return reference.gelu_mul_gemv(gate, up, w, out_dtype)


@gelu_mul_gemv.register_fake
def _(gate, up, w, out_dtype):
    return gate.new_empty((gate.shape[0], w.shape[0]), dtype=out_dtype)


@gelu_mul_gemv.register_kernel("cuda")
def _(gate, up, w, out_dtype):
    return _kernel("gemv").launch_gelu_mul(gate, up, w, out_dtype)


@torch.library.custom_op(f"{NAMESPACE}::skinny_mm", mutates_args=())
def skinny_mm(x: Tensor, w: Tensor) -> Tensor:
    return reference.skinny_mm(x, w)


@skinny_mm.register_fake
def _(x, w):
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
    "router_topk_softmax_scale": router_topk_softmax_scale,
    "router_topk_gelu_mul": router_topk_gelu_mul,
    "moe_experts": moe_experts,
    "qkv_norm_rope": qkv_norm_rope,
    "qk_norm_rope": qk_norm_rope,
    "q_norm_rope": q_norm_rope,
    "gemv": gemv,
    "rmsnorm_gemv": rmsnorm_gemv,
    "gelu_mul_gemv": gelu_mul_gemv,
    "skinny_mm": skinny_mm,
}
