"""A fused norm op's output and SGLang's per-token FP8 quantization of it, in one launch.

In an FP8-dynamic checkpoint (compressed-tensors, as released FP8 Gemma-4 checkpoints are)
the q/k/v, gate-up and PLE gate projections are FP8 GEMMs whose input SGLang quantizes per
token; under compile ``unwrap_fp8_quant`` gives that quantization as torch math
(``native.per_token_quant_fp8_native``, matched in the form Inductor leaves it,
``per_token_quant_fp8_graph_form``): the row's absolute max, ``/ 448``, a reciprocal, a
multiply, a clamp and the e4m3 cast. Their inputs are rows our norm ops already write:

- the gate-up projection's, ``pre_feedforward_layernorm``: ``gemma4::rmsnorm_add_rmsnorm``'s
  first output -> ``gemma4::rmsnorm_add_rmsnorm_quant_fp8``;
- the next layer's q/k/v projection's, its ``input_layernorm``:
  ``gemma4::rmsnorm_add_scale_next_norm``'s second output ->
  ``gemma4::rmsnorm_add_scale_next_norm_quant_fp8``; where torch 2.11's ``pointless_convert``
  dropped the normed row's bf16 round trip into the quantization, ``next_input_norm`` finds no
  bf16 row to match, and the tail, the norm and the quantization match here as one (only with
  ``next_input_norm`` enabled: it is that pass's fold);
- a PLE model's (E2B, E4B) PLE gate projection's, the FFN tail's output itself (also the
  residual stream): ``gemma4::rmsnorm_add_scale``'s output ->
  ``gemma4::rmsnorm_add_scale_quant_fp8`` (a tail with or without its scalar);
- a MoE model's (26B-A4B) dense MLP's gate-up projection's, ``pre_feedforward_layernorm``:
  ``gemma4::post_attn_norms_moe``'s first output -> ``gemma4::post_attn_norms_moe_quant_fp8``
  (the experts quantize their input inside SGLang's fused MoE, out of a pass's reach);
- a MoE model's next q/k/v projection's: ``gemma4::ffn_tail_moe_next_norm``'s second
  output -> ``gemma4::ffn_tail_moe_next_norm_quant_fp8`` (and ``gemma4::ffn_tail_moe`` with the
  norm in torch 2.11's form, as for the dense tail);
- the first layer's q/k/v projection's, its ``input_layernorm`` of the embeddings (a plain
  ``RMSNorm``, no op of ours; later layers' are ``next_input_norm``'s) ->
  ``gemma4::rmsnorm_quant_fp8``.

The op's row program holds the row in registers and writes the e4m3 row and its fp32 scale
instead of the bf16 row the quantization reads back twice (the tail's output is written as
well: the residual stream reads it). Runs after the passes whose ops it rewrites
(``fusions.FUSIONS``; the plain norm would otherwise take a norm those fold into a tail). Only SGLang's exact contract matches (a static or
per-tensor scale, another FP8 format, an epsilon in the scale or a missing clamp stays as it
is), and a normed row only where the quantization is its one reader.
"""

from __future__ import annotations

import torch

from gemma4_passes.graph_forms import example
from gemma4_passes.matching import Fp8PatternPass, variants
from gemma4_passes.native import per_token_quant_fp8_graph_form, rmsnorm_native
from gemma4_passes.refusals import refuse_reason
from gemma4_passes.registry import register_pass


def make_search_input_norm(eps: float):
    def search(x, w):
        q, scale = per_token_quant_fp8_graph_form(rmsnorm_native(x, w, eps))
        return q, scale

    return search


def make_replace_input_norm(eps: float):
    def replace(x, w):
        q, scale = torch.ops.gemma4.rmsnorm_quant_fp8(x, w, eps)
        return q, scale

    return replace


def make_search_post_attn(eps: float):
    def search(x, residual, w1, w2):
        out, s = torch.ops.gemma4.rmsnorm_add_rmsnorm(x, residual, w1, w2, eps)
        q, scale = per_token_quant_fp8_graph_form(out)
        return q, scale, s

    return search


def make_replace_post_attn(eps: float):
    def replace(x, residual, w1, w2):
        q, scale, s = torch.ops.gemma4.rmsnorm_add_rmsnorm_quant_fp8(x, residual, w1, w2, eps)
        return q, scale, s

    return replace


def make_search_tail(eps: float):
    def search(x, residual, w, scalar):
        out = torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, scalar, eps)
        q, scale = per_token_quant_fp8_graph_form(out)
        return out, q, scale

    return search


def make_replace_tail(eps: float):
    def replace(x, residual, w, scalar):
        out, q, scale = torch.ops.gemma4.rmsnorm_add_scale_quant_fp8(x, residual, w, scalar, eps)
        return out, q, scale

    return replace


def make_search_next_norm(eps: float):
    def search(x, residual, w, scalar, w_next):
        out, normed = torch.ops.gemma4.rmsnorm_add_scale_next_norm(x, residual, w, scalar, w_next, eps)
        q, scale = per_token_quant_fp8_graph_form(normed)
        return out, q, scale

    return search


def make_replace_next_norm(eps: float):
    def replace(x, residual, w, scalar, w_next):
        out, q, scale = torch.ops.gemma4.rmsnorm_add_scale_next_norm_quant_fp8(x, residual, w, scalar, w_next, eps)
        return out, q, scale

    return replace


def make_search_tail_next_norm(eps: float):
    """The quantized row first: the matcher looks at it before the plain input norm's pattern,
    whose output it is too."""
    def search(x, residual, w, scalar, w_next):
        out = torch.ops.gemma4.rmsnorm_add_scale(x, residual, w, scalar, eps)
        q, scale = per_token_quant_fp8_graph_form(rmsnorm_native(out, w_next, eps))
        return q, scale, out

    return search


def make_replace_tail_next_norm(eps: float):
    def replace(x, residual, w, scalar, w_next):
        out, q, scale = torch.ops.gemma4.rmsnorm_add_scale_next_norm_quant_fp8(x, residual, w, scalar, w_next, eps)
        return q, scale, out

    return replace


def make_search_post_attn_moe(eps: float):
    def search(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2):
        out, s, router_in, moe_in = torch.ops.gemma4.post_attn_norms_moe(
            x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2, eps)
        q, scale = per_token_quant_fp8_graph_form(out)
        return q, scale, s, router_in, moe_in

    return search


def make_replace_post_attn_moe(eps: float):
    def replace(x, residual, w_post_attn, w_pre_ff, w_router, w_pre_ff2):
        return torch.ops.gemma4.post_attn_norms_moe_quant_fp8(x, residual, w_post_attn, w_pre_ff, w_router,
                                                              w_pre_ff2, eps)

    return replace


def make_search_moe_next_norm(eps: float):
    def search(mlp, moe, residual, w1, w2, w3, scalar, w_next):
        out, normed = torch.ops.gemma4.ffn_tail_moe_next_norm(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)
        q, scale = per_token_quant_fp8_graph_form(normed)
        return out, q, scale

    return search


def make_replace_moe_next_norm(eps: float):
    def replace(mlp, moe, residual, w1, w2, w3, scalar, w_next):
        return torch.ops.gemma4.ffn_tail_moe_next_norm_quant_fp8(mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)

    return replace


def make_search_moe_tail_next_norm(eps: float):
    """``make_search_tail_next_norm``'s form for the MoE tail (the quantized row first, as there)."""
    def search(mlp, moe, residual, w1, w2, w3, scalar, w_next):
        out = torch.ops.gemma4.ffn_tail_moe(mlp, moe, residual, w1, w2, w3, scalar, eps)
        q, scale = per_token_quant_fp8_graph_form(rmsnorm_native(out, w_next, eps))
        return q, scale, out

    return search


def make_replace_moe_tail_next_norm(eps: float):
    def replace(mlp, moe, residual, w1, w2, w3, scalar, w_next):
        out, q, scale = torch.ops.gemma4.ffn_tail_moe_next_norm_quant_fp8(
            mlp, moe, residual, w1, w2, w3, scalar, w_next, eps)
        return q, scale, out

    return replace


@register_pass
class NormQuantFp8(Fp8PatternPass):
    name = "norm_quant_fp8"
    description = (
        "a fused norm op's output + SGLang's per-token FP8 quantization of it -> "
        "gemma4::rmsnorm_quant_fp8 / gemma4::rmsnorm_add_rmsnorm_quant_fp8 / gemma4::rmsnorm_add_scale_quant_fp8 / "
        "gemma4::rmsnorm_add_scale_next_norm_quant_fp8 / gemma4::post_attn_norms_moe_quant_fp8 / "
        "gemma4::ffn_tail_moe_next_norm_quant_fp8"
    )

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):
            row, vec = (lambda: example(4, 32, dtype=dt)), (lambda: example(32, dtype=dt))
            s = example(1, dtype=dt)
            add(make_search_post_attn(eps), make_replace_post_attn(eps), [row(), row(), vec(), vec()])
            add(make_search_next_norm(eps), make_replace_next_norm(eps), [row(), row(), vec(), s, vec()])
            add(make_search_tail(eps), make_replace_tail(eps), [row(), row(), vec(), s])
            add(make_search_post_attn_moe(eps), make_replace_post_attn_moe(eps),
                [row(), row(), *(vec() for _ in range(4))])
            add(make_search_moe_next_norm(eps), make_replace_moe_next_norm(eps),
                [row(), row(), row(), vec(), vec(), vec(), s, vec()])
            for w_dt in sorted({dt, torch.float32}, key=str):  # the weight's dtype is in the trace
                add(make_search_tail_next_norm(eps), make_replace_tail_next_norm(eps),
                    [row(), row(), vec(), s, example(32, dtype=w_dt)])
                add(make_search_moe_tail_next_norm(eps), make_replace_moe_tail_next_norm(eps),
                    [row(), row(), row(), vec(), vec(), vec(), s, example(32, dtype=w_dt)])
            for w_dt in sorted({dt, torch.float32}, key=str):
                add(make_search_input_norm(eps), make_replace_input_norm(eps), [row(), example(32, dtype=w_dt)])

    def config(self):
        return {**super().config(), "fold_next_norm": "next_input_norm" in self.companions}

    def check(self, match):
        tails = (torch.ops.gemma4.rmsnorm_add_scale.default, torch.ops.gemma4.ffn_tail_moe.default)
        if "w_next" in match.kwargs and any(n.target in tails for n in match.nodes) \
                and "next_input_norm" not in self.companions:
            return "the next layer's input norm stays apart: next_input_norm is off"
        # The residual (the MoE tail: moe) carries the model dtype (x or mlp may be an fp32 GEMV output).
        # (Not the MoE router's weight: without the router fix it is post_attn_moe's computed ones.)
        vectors = ("w1", "w2", "w3", "w", "w_next", "w_post_attn", "w_pre_ff", "w_pre_ff2")
        return refuse_reason(match, rows=[r for r in ("residual", "moe", "x", "mlp") if r in match.kwargs],
                             vectors=[v for v in vectors if v in match.kwargs])
