"""One-token projections: Inductor's decomposed one-row matmul -> ``gemma4::gemv``.

With SGLang's ``coordinate_descent_tuning`` Inductor decomposes a matmul with
one row (``torch/_inductor/decomposition.py``, ``mm``) into
``(x.unsqueeze(2) * w.t().unsqueeze(0)).sum(1)`` over fp32 upcasts of both,
rounded back to the model dtype, and tunes that reduction's launch on the GPU
at compile time. Its picks move from process to process
(``bench/studies/gemv/README.md``); ``gemma4::gemv`` has
fixed tiles measured at Gemma-4's shapes.

Two output forms per dtype: rounded to the model dtype, and the fp32 sum (the
rounding is gone on torch 2.11 when the reader upcasts again: the o projection
into the post-attention norms). Runs after every fusion, whose ops are then
this GEMV's inputs.

A projection of ``RMSNorm(x)`` (a layer's input norm in front of its q/k/v
projection, where no earlier fused op wrote the norm: the first layer, or a
layer compiled alone) is one ``gemma4::rmsnorm_gemv``: the norm inside the
GEMV, as Inductor would fuse it, with fixed tiles. The op computes the norm's
output in fp32 without rounding it, as torch 2.11's graph does (its round trip
dropped); on a torch that keeps the round trip the match drops that rounding.

A projection of ``gelu_tanh(gate) * up`` (a dense MLP's down projection, the
PLE projection) is one ``gemma4::gelu_mul_gemv``: the product computed chunk by
chunk inside the GEMV, as Inductor fuses it into its own reduction. ``gate``
and ``up`` are the halves of a projection's output (or a per-layer input),
which a kernel writes either way (a dense MLP's pair is then joined by the
``gate_up_gelu`` pass: the gate/up GEMV writes the product, the down GEMV reads
it plain). The PLE gate comes in a third form on torch
2.11: ``gate`` the gate projection's fp32 GEMV sum, its round trip dropped
(``native.gelu_tanh_of_fp32_gemv_and_mul``).

Otherwise refused where ``x`` is computed by Inductor itself (a norm's multiply, a
gelu product, a copy): Inductor computes such an input inside its GEMV
reduction, and a separate GEMV would first need it written out, a launch of
its own. The projections whose input a kernel already writes (an attention
output, our fused ops' outputs, a graph input) are taken.
"""

from __future__ import annotations

import operator
from typing import Optional

import torch
import torch.fx

from gemma4_passes.graph_forms import example
from gemma4_passes.kernels.inputs import check_gelu_gemv, check_gemv, check_weight
from gemma4_passes.matching import PatternPass, variants
from gemma4_passes.native import gelu_tanh_and_mul_native, gelu_tanh_of_fp32_gemv_and_mul, rmsnorm_native
from gemma4_passes.refusals import DEVICES, not_a_parameter, val
from gemma4_passes.registry import register_pass

aten = torch.ops.aten
# Ops that only re-view their input: x is materialized when what they view is.
VIEWS = {aten.reshape.default, aten.view.default, aten.unsqueeze.default, aten.squeeze.dim,
         aten.squeeze.default, aten.permute.default, aten.expand.default}
# aten ops Inductor leaves to a library kernel, whose output is in memory.
EXTERN = {aten.mm.default, aten.addmm.default, aten.bmm.default, aten.convolution.default}


def search(x, w):
    """The decomposition's form, with ``pw_cast_for_opmath``'s casts, rounded to x's dtype."""
    return search_fp32(x, w).to(x.dtype)


def search_fp32(x, w):
    """The same without the final rounding (a reader that upcasts dropped it)."""
    return (x.to(torch.float32).unsqueeze(2) * w.t().to(torch.float32).unsqueeze(0)).sum(dim=1)


def make_search_norm(eps: float):
    def search_norm(x, w_norm, w):
        return search(rmsnorm_native(x, w_norm, eps), w)

    return search_norm


def make_replace_norm(eps: float):
    def replace_norm(x, w_norm, w):
        return torch.ops.gemma4.rmsnorm_gemv(x, w_norm, w, eps)

    return replace_norm


def search_gelu(gate, up, w):
    return search(gelu_tanh_and_mul_native(gate, up), w)


def search_gelu_fp32(gate, up, w):
    return search_fp32(gelu_tanh_and_mul_native(gate, up), w)


def search_gelu_of_fp32_gemv(gate, up, w):
    """The PLE gate at one token on torch 2.11: ``gate`` is the gate projection's fp32 GEMV sum."""
    return search(gelu_tanh_of_fp32_gemv_and_mul(gate, up), w)


def search_gelu_of_fp32_gemv_fp32(gate, up, w):
    return search_fp32(gelu_tanh_of_fp32_gemv_and_mul(gate, up), w)


def replace_gelu(gate, up, w):
    return torch.ops.gemma4.gelu_mul_gemv(gate, up, w, up.dtype)


def replace_gelu_fp32(gate, up, w):
    return torch.ops.gemma4.gelu_mul_gemv(gate, up, w, torch.float32)


def replace(x, w):
    return torch.ops.gemma4.gemv(x, w, x.dtype)


def replace_fp32(x, w):
    return torch.ops.gemma4.gemv(x, w, torch.float32)


def computed_by_inductor(node) -> Optional[str]:
    """What computes ``node`` if Inductor generates it (it would fuse into the GEMV), else None."""
    while isinstance(node, torch.fx.Node) and node.target in VIEWS:
        node = node.args[0]
    if not isinstance(node, torch.fx.Node) or node.op in ("placeholder", "get_attr"):
        return None
    if node.target is operator.getitem or node.target in EXTERN:
        return None
    target = node.target
    if isinstance(target, torch._ops.OpOverload) and target.namespace not in ("aten", "prims"):
        return None  # a custom op (ours, SGLang's): a kernel writes its output
    return str(target)


@register_pass
class Gemv(PatternPass):
    name = "gemv"
    description = "a one-token projection (Inductor's decomposed one-row matmul) -> gemma4::gemv"

    def register(self, add, dtypes):
        for eps, dt in variants(self.eps_values, dtypes):  # the norm's form first: it holds the other
            args = [example(1, 32, dtype=dt), example(32, dtype=dt), example(16, 32, dtype=dt)]
            add(make_search_norm(eps), make_replace_norm(eps), args)
        for dt in dtypes:  # the gelu's form before the plain one, which holds it too
            args = [example(1, 32, dtype=dt), example(1, 32, dtype=dt), example(16, 32, dtype=dt)]
            add(search_gelu, replace_gelu, args)
            if dt != torch.float32:
                add(search_gelu_fp32, replace_gelu_fp32, args)
                args = [example(1, 32, dtype=torch.float32), example(1, 32, dtype=dt), example(16, 32, dtype=dt)]
                add(search_gelu_of_fp32_gemv, replace_gelu, args)
                add(search_gelu_of_fp32_gemv_fp32, replace_gelu_fp32, args)
        for dt in dtypes:
            args = [example(1, 32, dtype=dt), example(16, 32, dtype=dt)]
            add(search, replace, args)
            if dt != torch.float32:
                add(search_fp32, replace_fp32, args)

    def check(self, match):
        for name in ("w", "w_norm"):
            reason = not_a_parameter(match, name) if name in match.kwargs else None
            if reason:
                return reason
        gelu = "gate" in match.kwargs
        x, w = val(match, "gate" if gelu else "x"), val(match, "w")
        if x.device.type not in DEVICES:
            return f"x is on {x.device.type}"
        if x.dim() != 2 or x.shape[0] != 1:
            return f"x has shape {tuple(x.shape)}; a one-token projection reads one row"
        if gelu:  # gate and up: the halves of a projection's output (or gate a GEMV's fp32 sum), written by kernels
            return check_gelu_gemv(x, val(match, "up"), w, x.dtype)
        if x.dtype != w.dtype:
            return f"x is {x.dtype}, the weight {w.dtype}"
        if "w_norm" in match.kwargs:  # the norm's form: x is the norm's input, its output is ours
            reason = check_weight("w_norm", val(match, "w_norm"), x.shape[-1], x.device)
        else:
            producer = computed_by_inductor(match.kwargs["x"])
            reason = producer and f"x is computed by Inductor ({producer}), which fuses it into its own GEMV"
        return reason or check_gemv(x, w, x.dtype)
