"""Plain-torch reference of every fused op: what SGLang's eager native path computes.

These are the CPU implementations of the ``gemma4::*`` custom ops and the
oracle every Triton kernel is tested against. Each one rounds exactly where
SGLang's eager code rounds: norms compute in fp32 and round to the input dtype
once, a residual add or a ``layer_scalar`` multiply of two bf16 tensors rounds
its result to bf16.

``rms`` is ``x * rsqrt(mean(x**2) + eps)`` in fp32 (SGLang's ``RMSNorm``);
``gemma_rms`` is the same with ``pow(..., -0.5)`` (``Gemma4RMSNorm``). In
fp32 they agree to one ulp; the kernels use one formula for both.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
from torch import Tensor

from gemma4_passes.native import per_token_quant_fp8_native


def rms(xf: Tensor, eps: float) -> Tensor:
    return xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)


def gemma_rms(xf: Tensor, eps: float) -> Tensor:
    return xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)


def rmsnorm_add_rmsnorm(
    x: Tensor, residual: Tensor, w1: Tensor, w2: Tensor, eps: float
) -> Tuple[Tensor, Tensor]:
    """Dense post-attention block.

    ``s = post_attention_norm(x) + residual`` (add in fp32), then
    ``pre_feedforward_norm(s)``. Returns ``(normed, s rounded to residual.dtype)``.
    Every rounding is to ``residual.dtype``: ``x`` is in it, or fp32 in a
    half-precision model's one-token GEMV form (see ``native.post_attn_of_fp32_gemv``).
    """
    dt = residual.dtype
    y = (rms(x.float(), eps) * w1).to(dt)
    s = y.float() + residual.float()
    out = (rms(s, eps) * w2).to(dt)
    return out, s.to(dt)


def post_attn_norms_moe(
    x: Tensor,
    residual: Tensor,
    w_post_attn: Tensor,
    w_pre_ff: Tensor,
    w_router: Tensor,
    w_pre_ff2: Tensor,
    eps: float,
) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    """MoE post-attention block: the dense block plus the two norms of the MoE branch.

    Returns ``(pre_ff(s), s, router_norm(s_bf16) * w_router, pre_ff_2(s_bf16))``
    where ``s`` is rounded to ``residual.dtype`` before the MoE-branch norms read
    it, as SGLang stores the residual before the router and ``pre_feedforward_norm_2``
    read it. ``x`` as in ``rmsnorm_add_rmsnorm``.
    """
    out, s = rmsnorm_add_rmsnorm(x, residual, w_post_attn, w_pre_ff, eps)
    sf = s.float()
    router_in = (gemma_rms(sf, eps) * w_router.float()).to(s.dtype)
    moe_in = (rms(sf, eps) * w_pre_ff2).to(s.dtype)
    return out, s, router_in, moe_in


def rmsnorm_add_scale(
    x: Tensor,
    residual: Tensor,
    w: Tensor,
    scalar: Optional[Tensor],
    eps: float,
) -> Tensor:
    """FFN tail (dense) and PLE tail: ``(norm(x) + residual) * scalar``.

    The norm rounds to ``residual.dtype``; the add and the scalar multiply are
    ops on ``residual.dtype`` tensors and round too. ``scalar`` may be None (PLE
    models' post-feedforward tail, whose scalar comes after the PLE block).
    ``x`` is in ``residual.dtype``, or fp32 in a half-precision model's
    one-token GEMV form (see ``native.rmsnorm_of_fp32_gemv``).
    """
    n = (rms(x.float(), eps) * w).to(residual.dtype)
    out = n + residual
    if scalar is not None:
        out = out * scalar
    return out


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
    """MoE FFN tail: ``(post_ff(post_ff_1(mlp) + post_ff_2(moe)) + residual) * scalar``.

    Every step rounds to ``moe.dtype``. ``mlp`` is in ``moe.dtype``, or fp32 in
    a half-precision model's one-token GEMV form (see ``native.rmsnorm_of_fp32_gemv``).
    """
    dt = moe.dtype
    a = (rms(mlp.float(), eps) * w1).to(dt)
    b = (rms(moe.float(), eps) * w2).to(dt)
    c = a + b
    d = (rms(c.float(), eps) * w3).to(dt)
    return (d + residual) * scalar


def next_input_norm(out: Tensor, w_next: Tensor, eps: float) -> Tensor:
    """The next layer's ``input_layernorm`` (an ``RMSNorm``) of a layer's output."""
    return (rms(out.float(), eps) * w_next).to(out.dtype)


def rmsnorm_add_scale_next_norm(
    x: Tensor, residual: Tensor, w: Tensor, scalar: Optional[Tensor], w_next: Tensor, eps: float
) -> Tuple[Tensor, Tensor]:
    """``rmsnorm_add_scale`` and the next layer's input norm of its output."""
    out = rmsnorm_add_scale(x, residual, w, scalar, eps)
    return out, next_input_norm(out, w_next, eps)


def ffn_tail_moe_next_norm(
    mlp: Tensor, moe: Tensor, residual: Tensor, w1: Tensor, w2: Tensor, w3: Tensor, scalar: Tensor,
    w_next: Tensor, eps: float,
) -> Tuple[Tensor, Tensor]:
    """``ffn_tail_moe`` and the next layer's input norm of its output."""
    out = ffn_tail_moe(mlp, moe, residual, w1, w2, w3, scalar, eps)
    return out, next_input_norm(out, w_next, eps)


def gelu_tanh_mul(gate: Tensor, up: Tensor) -> Tensor:
    """``GeluAndMul(approximate="tanh")``: gelu in fp32, rounded, times ``up``."""
    g = torch.nn.functional.gelu(gate.float(), approximate="tanh").to(gate.dtype)
    return g * up


# The quantizing ops: a producer's reference, then SGLang's dynamic per-token FP8 quantization of
# the row it writes, as the unfused graph computes it (``native.per_token_quant_fp8_native``:
# ``scale = amax(|x|) / 448`` per row in fp32, no epsilon; ``q = clamp(x * (1 / scale), +-448)``
# in e4m3; a zero row: scale 0, q 0).


def gelu_tanh_mul_quant_fp8(gate: Tensor, up: Tensor) -> Tuple[Tensor, Tensor]:
    """``gelu_tanh_mul`` (rounded to ``gate.dtype``, as the down projection's input is), then
    the quantization of it: the FP8 down projection's ``(q, scale)``."""
    return per_token_quant_fp8_native(gelu_tanh_mul(gate, up))


def rmsnorm_quant_fp8(x: Tensor, w: Tensor, eps: float) -> Tuple[Tensor, Tensor]:
    """A plain ``RMSNorm`` (the first layer's input norm; ``next_input_norm``'s math), rounded
    to ``x.dtype``, then the quantization of it: the FP8 q/k/v projection's input."""
    return per_token_quant_fp8_native(next_input_norm(x, w, eps))


def rmsnorm_add_rmsnorm_quant_fp8(
    x: Tensor, residual: Tensor, w1: Tensor, w2: Tensor, eps: float
) -> Tuple[Tensor, Tensor, Tensor]:
    """``rmsnorm_add_rmsnorm`` with its normed output (rounded to ``residual.dtype``)
    quantized by the quantization: ``(q, scale, s)``, the FP8 gate-up projection's
    input and the residual stream."""
    out, s = rmsnorm_add_rmsnorm(x, residual, w1, w2, eps)
    q, scale = per_token_quant_fp8_native(out)
    return q, scale, s


def rmsnorm_add_scale_quant_fp8(
    x: Tensor, residual: Tensor, w: Tensor, scalar: Optional[Tensor], eps: float
) -> Tuple[Tensor, Tensor, Tensor]:
    """``rmsnorm_add_scale`` with its output also quantized by the quantization:
    ``(out, q, scale)``, a PLE model's residual stream and its FP8 PLE gate projection's input."""
    out = rmsnorm_add_scale(x, residual, w, scalar, eps)
    q, scale = per_token_quant_fp8_native(out)
    return out, q, scale


def rmsnorm_add_scale_next_norm_quant_fp8(
    x: Tensor, residual: Tensor, w: Tensor, scalar: Optional[Tensor], w_next: Tensor, eps: float
) -> Tuple[Tensor, Tensor, Tensor]:
    """``rmsnorm_add_scale_next_norm`` with the next layer's normed input (rounded to
    ``residual.dtype``) quantized by the quantization: ``(out, q, scale)``, the
    residual stream and the FP8 q/k/v projection's input."""
    out, normed = rmsnorm_add_scale_next_norm(x, residual, w, scalar, w_next, eps)
    q, scale = per_token_quant_fp8_native(normed)
    return out, q, scale


def post_attn_norms_moe_quant_fp8(
    x: Tensor, residual: Tensor, w_post_attn: Tensor, w_pre_ff: Tensor, w_router: Tensor, w_pre_ff2: Tensor,
    eps: float,
) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    """``post_attn_norms_moe`` with its first output (the dense MLP's input, rounded to
    ``residual.dtype``) quantized by the quantization: ``(q, scale, s, router_in, moe_in)``, an
    FP8 MoE model's gate-up projection input and the block's other rows."""
    out, s, router_in, moe_in = post_attn_norms_moe(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps)
    q, scale = per_token_quant_fp8_native(out)
    return q, scale, s, router_in, moe_in


def ffn_tail_moe_next_norm_quant_fp8(
    mlp: Tensor, moe: Tensor, residual: Tensor, w1: Tensor, w2: Tensor, w3: Tensor, scalar: Tensor,
    w_next: Tensor, eps: float,
) -> Tuple[Tensor, Tensor, Tensor]:
    """``ffn_tail_moe_next_norm`` with the next layer's normed input (rounded to ``moe.dtype``)
    quantized by the quantization: ``(out, q, scale)``, an FP8 MoE model's residual stream and
    its next FP8 q/k/v projection's input."""
    out, normed = ffn_tail_moe_next_norm(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)
    q, scale = per_token_quant_fp8_native(normed)
    return out, q, scale


def router_topk_softmax_scale(
    logits: Tensor, per_expert_scale: Tensor, k: int, as_moe_input: bool = False
) -> Tuple[Tensor, Tensor]:
    """Top-k of the router logits, softmax over the k (fp32, rounded), times ``per_expert_scale[ids]``.

    Returns ``(weights, ids)``: ``weights`` in the logits' dtype (the scale is
    rounded to it before the multiply, as SGLang's routing function does),
    ``ids`` int64 as ``torch.topk`` returns them. ``as_moe_input``: then cast
    to fp32 weights and int32 ids, as the routing function hands them to the
    MoE (one kernel instead of two more casts).
    """
    vals, ids = torch.topk(logits, k, dim=-1)
    p = torch.softmax(vals.float(), dim=-1).to(logits.dtype)
    weights = p * per_expert_scale[ids].to(logits.dtype)
    if as_moe_input:
        return weights.to(torch.float32), ids.to(torch.int32)
    return weights, ids


def router_topk_gelu_mul(
    logits: Tensor, per_expert_scale: Tensor, k: int, as_moe_input: bool, gate: Tensor, up: Tensor
) -> Tuple[Tensor, Tensor, Tensor]:
    """``router_topk_softmax_scale`` and ``gelu_tanh_mul`` side by side (one launch on CUDA)."""
    weights, ids = router_topk_softmax_scale(logits, per_expert_scale, k, as_moe_input)
    return weights, ids, gelu_tanh_mul(gate, up)


def router_topk_gelu_mul_quant_fp8(
    logits: Tensor, per_expert_scale: Tensor, k: int, as_moe_input: bool, gate: Tensor, up: Tensor
) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    """``router_topk_gelu_mul`` with the product quantized by the quantization: ``(weights, ids,
    q, scale)``, an FP8 MoE model's routing and its dense MLP's FP8 down projection input."""
    weights, ids = router_topk_softmax_scale(logits, per_expert_scale, k, as_moe_input)
    return (weights, ids, *gelu_tanh_mul_quant_fp8(gate, up))


def moe_experts(x: Tensor, w13: Tensor, w2: Tensor, topk_weights: Tensor, topk_ids: Tensor) -> Tensor:
    """The chosen experts' MLPs, weighted: each projection rounded to x's dtype,
    gelu (erf) rounded, times up rounded, each expert's output rounded, then the
    weighted sum over the k (fp32 accumulation, weights rounded to x's dtype).

    An id outside ``[0, E)`` is no expert: its slot adds exactly zero, whatever
    its weight. SGLang marks padded rows with -1 (``_mask_topk_ids_padded_region``)
    and its fused MoE kernel writes zeros for them; indexing with -1 would read
    the last expert instead, and E or more would read past the weights.
    """
    E, I = w13.shape[0], w13.shape[1] // 2
    if E == 0:
        return x.new_zeros(x.shape)
    valid = (topk_ids >= 0) & (topk_ids < E)
    ids = torch.where(valid, topk_ids, torch.zeros_like(topk_ids))
    gate_up = (w13[ids] @ x[:, None, :, None]).squeeze(-1)  # [T, K, 2I]
    act = torch.nn.functional.gelu(gate_up[..., :I]) * gate_up[..., I:]
    outs = (w2[ids] @ act[..., None]).squeeze(-1).masked_fill(~valid[..., None], 0)  # [T, K, H]
    weights = topk_weights.to(x.dtype).masked_fill(~valid, 0)
    return (outs.transpose(1, 2) @ weights[..., None]).squeeze(-1)


def moe_experts_fp8(x: Tensor, w13: Tensor, w2: Tensor, w13_scale: Tensor, w2_scale: Tensor,
                    topk_weights: Tensor, topk_ids: Tensor) -> Tensor:
    """SGLang's Triton fused MoE on FP8-dynamic experts (e4m3 weights with a scale per output
    channel, activations quantized per token: ``fused_experts(use_fp8_w8a8, per_channel_quant)``).

    ``x`` quantized per token; per chosen expert the e4m3 gate-up product summed in fp32, times
    (the token's scale times the channel's), rounded to x's dtype (SGLang's ``intermediate_cache1``);
    gelu (erf) of the gate times up in fp32, rounded (``intermediate_cache2``); that quantized per
    row; the down product the same way, then times the routing weight (fp32), rounded
    (``intermediate_cache3``); the experts' outputs summed in fp32, rounded. Scales are
    ``[E, N, 1]`` (or ``[E, N]``). An id outside ``[0, E)`` adds zero, whatever its weight.
    """
    dtype, (T, H), E, I = x.dtype, x.shape, w13.shape[0], w13.shape[1] // 2
    K = topk_ids.shape[1]
    if E == 0 or K == 0 or T == 0:
        return x.new_zeros(x.shape)
    valid = (topk_ids >= 0) & (topk_ids < E)
    e = torch.where(valid, topk_ids, torch.zeros_like(topk_ids)).long().reshape(-1)  # [T * K]
    xq, xs = per_token_quant_fp8_native(x)
    xq = xq.float().repeat_interleave(K, dim=0)  # [T * K, H], row t * K + k
    xs = xs.repeat_interleave(K, dim=0)
    h1 = torch.bmm(w13[e].float(), xq[:, :, None])[..., 0] * (xs * w13_scale.reshape(E, -1)[e])
    gate, up = h1.to(dtype).float().chunk(2, dim=-1)
    act = (torch.nn.functional.gelu(gate) * up).to(dtype)  # [T * K, I]
    aq, as_ = per_token_quant_fp8_native(act)
    h2 = torch.bmm(w2[e].float(), aq.float()[:, :, None])[..., 0] * (as_ * w2_scale.reshape(E, -1)[e])
    outs = (h2 * topk_weights.float().reshape(-1, 1)).to(dtype).float()
    outs = outs.masked_fill(~valid.reshape(-1, 1), 0).reshape(T, K, H)
    return outs.sum(dim=1).to(dtype)


def gemv(x: Tensor, w: Tensor, out_dtype: torch.dtype) -> Tensor:
    """``x @ w.T`` as Inductor's one-token form computes it: both in fp32, the sum in
    fp32, rounded once to ``out_dtype``."""
    return (x.float() @ w.float().t()).to(out_dtype)


def scaled_mm_fp8(a: Tensor, b: Tensor, scale_a: Tensor, scale_b: Tensor, out_dtype: torch.dtype) -> Tensor:
    """SGLang's FP8 GEMM (``fp8_scaled_mm``, row-wise scales): the e4m3 values in fp32, their
    products summed in fp32, the sum times the row's scale and then the column's, rounded once."""
    acc = a.float() @ b.float()
    return (acc * scale_a.reshape(-1, 1) * scale_b.reshape(1, -1)).to(out_dtype)


def skinny_mm(x: Tensor, w: Tensor) -> Tensor:
    """``x @ w.T`` for a few rows: the sum in fp32, rounded once to ``x``'s dtype."""
    return (x.float() @ w.float().t()).to(x.dtype)


def gelu_mul_gemv(gate: Tensor, up: Tensor, w: Tensor, out_dtype: torch.dtype) -> Tensor:
    """A projection of ``gelu_tanh(gate) * up`` (a dense MLP's down projection at one token),
    the product rounded as ``gelu_tanh_mul`` rounds it: the gelu and the product to ``up``'s
    dtype (``gate`` may be a GEMV's unrounded fp32 output)."""
    g = torch.nn.functional.gelu(gate.float(), approximate="tanh").to(up.dtype)
    return gemv(g * up, w, out_dtype)


def gate_up_gelu_gemv(x: Tensor, w: Tensor) -> Tensor:
    """A dense MLP's gate/up projection and its ``gelu_tanh(gate) * up`` at one token: the
    projection as ``gemv`` rounded to ``w``'s dtype, then ``gelu_tanh_mul`` on its halves."""
    gate, up = gemv(x, w, w.dtype).chunk(2, dim=-1)
    return gelu_tanh_mul(gate, up)


def rmsnorm_gemv(x: Tensor, w_norm: Tensor, w: Tensor, eps: float) -> Tensor:
    """A projection of ``RMSNorm(x)`` (the layer's input norm) as torch 2.11's one-token
    form computes it: the norm's output in fp32, not rounded to x's dtype."""
    return gemv(rms(x.float(), eps) * w_norm.float(), w, x.dtype)


def _position_valid(positions: Tensor, max_position: int) -> Tensor:
    """Which ``positions`` (flattened) have a row in a ``[max_position, D]`` cos | sin cache."""
    p = positions.flatten()
    return (p >= 0) & (p < max_position)


def _cos_sin(cos_sin_cache: Tensor, positions: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    """``(cos, sin, valid)`` at ``positions``: a position without a cache row reads no row
    (zeros) and is not ``valid``."""
    valid = _position_valid(positions, cos_sin_cache.shape[0])
    p = positions.flatten()
    if cos_sin_cache.shape[0] == 0:
        rows = cos_sin_cache.new_zeros((p.numel(), cos_sin_cache.shape[1]))
    else:
        rows = cos_sin_cache.index_select(0, torch.where(valid, p, torch.zeros_like(p)))
    cos, sin = rows.chunk(2, dim=-1)
    return cos, sin, valid


def _rope(y: Tensor, cos: Tensor, sin: Tensor, valid: Tensor) -> Tensor:
    cos, sin = cos.unsqueeze(-2).to(y.dtype), sin.unsqueeze(-2).to(y.dtype)
    y1, y2 = y.chunk(2, dim=-1)
    out = torch.cat((y1 * cos - y2 * sin, y2 * cos + y1 * sin), dim=-1)
    return out.masked_fill(~valid[:, None, None], 0)


def _gemma_norm(x: Tensor, w: Optional[Tensor], eps: float) -> Tensor:
    y = gemma_rms(x.float(), eps)
    return (y * w.float() if w is not None else y).to(x.dtype)


def q_norm_rope(q: Tensor, wq: Tensor, cos_sin_cache: Tensor, positions: Tensor, eps: float) -> Tensor:
    """Attention input of a kv-shared layer: ``rope(q_norm(q))`` on ``[T, Hq, D]``.

    The norm as ``Gemma4RMSNorm`` (fp32, rounded to q's dtype); RoPE (neox,
    whole head) as SGLang's ``apply_rotary_emb``: cos/sin read at ``positions``
    from ``[max_pos, D]`` rows of ``cos | sin`` and cast to q's dtype, the
    rotation rounded to q's dtype after each op.

    A position outside ``[0, max_pos)`` has no cos/sin row: that token's heads
    come out as zeros (finite, and plainly not a rotation), never a read
    outside the cache. The Triton kernel does the same; the CPU op refuses such
    positions instead (``library.q_norm_rope``).
    """
    return _rope(_gemma_norm(q, wq, eps), *_cos_sin(cos_sin_cache, positions))


def qk_norm_rope(
    q: Tensor, k: Tensor, wq: Tensor, wk: Tensor, cos_sin_cache: Tensor, positions: Tensor, eps: float,
) -> Tuple[Tensor, Tensor]:
    """``rope(q_norm(q)), rope(k_norm(k))``; out-of-range positions as in ``q_norm_rope``."""
    cs = _cos_sin(cos_sin_cache, positions)
    return _rope(_gemma_norm(q, wq, eps), *cs), _rope(_gemma_norm(k, wk, eps), *cs)


def qkv_norm_rope(
    q: Tensor, k: Tensor, v: Tensor, wq: Tensor, wk: Tensor,
    cos_sin_cache: Tensor, positions: Tensor, eps: float,
) -> Tuple[Tensor, Tensor, Tensor]:
    """Attention input: ``rope(q_norm(q)), rope(k_norm(k)), v_norm(v)`` (v's norm has no weight
    and reads no position); out-of-range positions as in ``q_norm_rope``."""
    qo, ko = qk_norm_rope(q, k, wq, wk, cos_sin_cache, positions, eps)
    return qo, ko, _gemma_norm(v, None, eps)
