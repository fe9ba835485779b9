"""The MoE experts on SGLang's torch-native path (``fused_moe_forward_native``, gelu).

Under torch.compile SGLang runs unquantized MoE at one token through this
path: gather the chosen experts' ``w13`` and ``w2`` by id, three einsums and an
exact (erf) gelu. Inductor turns it into GEMV reductions over the gathered
weights (on an H100 at one token: 29-59 µs for the two projections of a
26B-A4B layer, over twice the time their bytes take). ``gemma4::moe_experts``
reads each chosen expert's weights once, in two launches.

Two forms are registered per dtype: the einsums as ``bmm`` (CPU), and as
Inductor rewrites them on a GPU when SGLang's coordinate-descent tuning is on
(a one-row ``bmm`` becomes a multiply and a sum).
"""

from __future__ import annotations

import torch
from torch._inductor import config as inductor_config

from gemma4_passes.matching import DEVICES, DTYPES, PatternPass, not_a_parameter, val
from gemma4_passes.native import moe_experts_native
from gemma4_passes.registry import register_pass


def search(x, w13, w2, topk_weights, topk_ids):
    return moe_experts_native(x, w13, w2, topk_weights, topk_ids)


def replace(x, w13, w2, topk_weights, topk_ids):
    return torch.ops.gemma4.moe_experts(x, w13, w2, topk_weights, topk_ids)


def _examples(T: int, dtype: torch.dtype, weights_dtype: torch.dtype, device: str):
    E, H, I, K = 16, 64, 32, 4
    return [
        torch.empty(T, H, dtype=dtype, device=device),
        torch.empty(E, 2 * I, H, dtype=dtype, device=device),
        torch.empty(E, H, I, dtype=dtype, device=device),
        torch.empty(T, K, dtype=weights_dtype, device=device),
        torch.empty(T, K, dtype=torch.int32, device=device),  # SGLang's top-k output: int32 ids
    ]


@register_pass
class MoeExperts(PatternPass):
    name = "moe_experts"
    description = "SGLang's native MoE experts (gather, einsums, erf gelu; its one-token compile path) -> gemma4::moe_experts"
    order = 78

    def config(self):
        return {"dtypes": tuple(str(d) for d in self.dtypes)}

    def register(self, add, dtypes):
        for dt in dtypes:
            # SGLang's top-k hands over fp32 weights; Gemma-4's routing computes them in the
            # activations' dtype, and Inductor drops that round trip (bf16 -> fp32 -> bf16).
            for wdt in sorted({torch.float32, dt}, key=str):
                for T in (1, 4):
                    add(search, replace, _examples(T, dt, wdt, "cpu"))
                    with inductor_config.patch(coordinate_descent_tuning=True):
                        add(search, replace, _examples(T, dt, wdt, "cuda"))

    def check(self, match):
        for name in ("w13", "w2"):
            reason = not_a_parameter(match, name)
            if reason:
                return reason
        x, w13, w2 = val(match, "x"), val(match, "w13"), val(match, "w2")
        wts, ids = val(match, "topk_weights"), val(match, "topk_ids")
        if not all(isinstance(t, torch.Tensor) for t in (x, wts, ids)):
            return "an input is not a tensor"
        if x.dtype not in DTYPES or w13.dtype != x.dtype or w2.dtype != x.dtype:
            return f"dtypes x {x.dtype}, w13 {w13.dtype}, w2 {w2.dtype}"
        if x.device.type not in DEVICES:
            return f"x is on {x.device.type}"
        if x.dim() != 2 or w13.dim() != 3 or w2.dim() != 3 or ids.dim() != 2:
            return "not [T, H] activations, [E, 2I, H] / [E, H, I] experts and [T, K] ids"
        E, two_i, H = w13.shape
        if two_i % 2 or x.shape[1] != H or tuple(w2.shape) != (E, H, two_i // 2):
            return f"shapes x {tuple(x.shape)}, w13 {tuple(w13.shape)}, w2 {tuple(w2.shape)} do not agree"
        if ids.dtype not in (torch.int32, torch.int64) or tuple(wts.shape) != tuple(ids.shape):
            return f"topk ids {ids.dtype} {tuple(ids.shape)}, weights {tuple(wts.shape)}"
        if x.stride(-1) != 1 or w13.stride(-1) != 1 or w2.stride(-1) != 1:
            return "x or an expert weight is not contiguous in its last dim"
        if not (ids.is_contiguous() and wts.is_contiguous()):
            return "topk ids or weights are not contiguous"
        return None
