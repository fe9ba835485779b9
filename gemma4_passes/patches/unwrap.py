"""Unwrap: make SGLang's Gemma-4 decoder layer traceable as one graph.

Three patches, all no-ops for eager execution:
- ``unwrap_kernels``: the five raw-Triton Gemma-4 kernels take their torch-math
  path while Dynamo traces (``gemma4_passes.unwrap.kernels``). Besides making
  them fusable, this keeps Inductor from cloning the in-place q/k/v kernel's
  views, which at one token reads past the k/v buffers (garbage K/V, NaN under
  CUDA graphs; BENCHMARKS.md, "The batch-1 NaN, root-caused").
- ``traceable_structs``: the msgspec structs SGLang's layer-boundary code builds
  per forward become plain classes Dynamo can construct
  (``gemma4_passes.unwrap.structs``), removing the graph breaks (torch >= 2.14)
  and the Dynamo crash (torch 2.11) they cause.
- ``unwrap_fp8_quant`` (FP8 checkpoints): SGLang's dynamic per-token FP8
  quantization in front of every FP8 GEMM takes its torch-math path while
  Dynamo traces (``native.per_token_quant_fp8_native``). On CUDA it is an opaque
  custom op around a JIT kernel, one launch per GEMM that no kernel can take in;
  as torch math Inductor and the passes see the quantization next to the norm or
  activation that produces its input.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Dict, List

import torch

from gemma4_passes.patches.base import ReplaceFunctions, resolve
from gemma4_passes.unwrap import kernels, structs

# Source fingerprints of the targets in SGLang 0.5.23.
KERNEL_FINGERPRINTS = {
    "sglang.kernels.ops.layernorm.gemma4_fused_ops.gemma_rmsnorm_residual_scalar": "70e1d174fa669341",
    "sglang.kernels.ops.layernorm.gemma4_fused_ops.gemma_dual_rmsnorm_residual_scalar": "079a2415184f928d",
    "sglang.kernels.ops.layernorm.gemma4_fused_ops.gemma_qkv_rmsnorm": "e4327fd6fc7dadf2",
    "sglang.kernels.ops.moe.gemma4_routing.gemma_routing_post_topk": "b1f1437deb495f21",
    "sglang.kernels.ops.moe.gemma4_routing.gemma4_fused_routing": "f154afe61473f257",
    # The call sites whose native branch the wrappers mirror.
    "sglang.srt.models.gemma4_causal.Gemma4DecoderLayer._next_stream": "1c1c4b6f8ca31e63",
    "sglang.srt.models.gemma4_causal.Gemma4Attention.forward": "35891e1c7d9efc8e",
    "sglang.srt.models.gemma4_causal.Gemma4MoE.__init__": "a63fb2abba487250",
}

STRUCT_FINGERPRINTS = {
    "sglang.srt.layers.layer_boundary.residual.stream.Contribution": "702d68eda1c5412a",
    "sglang.srt.layers.layer_boundary.residual.stream.OwedOutput": "13d2a6be1bd3e064",
    "sglang.srt.layers.layer_boundary.residual.stream.DeclaredSum": "448bd2073fc377e3",
    "sglang.srt.layers.layer_boundary.exit.ExitDecision": "a8c1db0fa2281a06",
    "sglang.srt.layers.layer_boundary.output.UnreducedOutput": "a286d4dd22356bb2",
}


FP8_QUANT_FINGERPRINTS = {
    # The caller: allocates the outputs and calls the quant with (input, output_q, output_s).
    "sglang.kernels.ops.quantization.fp8_kernel.scaled_fp8_quant": "99cd9e9ed126c6a7",
    # What the wrapper replaces: on CUDA, SGLang's entry point to its JIT kernel (below), which
    # fp8_kernel imports only on CUDA, XPU (sgl_kernel's) and MUSA.
    kernels.FP8_QUANT: None,
    "sglang.kernels.ops.quantization.sgl_per_token_quant_fp8": "25d1d961e73e524d",
}
_FP8_KERNEL = "sglang.kernels.ops.quantization.fp8_kernel"


def _wrapped(factories: Dict[str, Callable[[Callable], Callable]]) -> Dict[str, Callable]:
    """Each target, by its dotted name, wrapped by its factory."""
    return {dotted: kernels.wrap(resolve(dotted), factory) for dotted, factory in factories.items()}


class UnwrapKernels(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="unwrap_kernels",
            description="raw-Triton Gemma-4 kernels take their torch-math path under compile",
            without=("SGLang's raw-Triton kernels stay opaque, so no pass can fuse around them; and at one "
                     "token Inductor's clone of the in-place q/k/v kernel reads past its buffers, storing "
                     "garbage K/V (NaN under CUDA graphs; pytorch/pytorch#161115)"),
            targets=dict(KERNEL_FINGERPRINTS),
        )

    def replacements(self) -> Dict[str, Callable]:
        return _wrapped(kernels.WRAPPER_FACTORIES)


class TraceableStructs(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="traceable_structs",
            description="per-forward layer-boundary msgspec structs become traceable classes",
            without=("each decoder layer compiles as three graphs (torch >= 2.14), so no fusion crosses "
                     "them, or Dynamo fails on the structs (torch 2.11)"),
            targets=dict(STRUCT_FINGERPRINTS),
        )

    def replacements(self) -> Dict[str, Callable]:
        out = {dotted: structs.make_twin(resolve(dotted)) for dotted in structs.PER_FORWARD_STRUCTS}
        # ResidualStream.snapshot (tensor parallel) replaces a field of an
        # UnreducedOutput; msgspec's own replace rejects a plain class.
        out["msgspec.structs.replace"] = structs.twin_aware_replace(resolve("msgspec.structs.replace"))
        return out


class UnwrapFp8Quant(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="unwrap_fp8_quant",
            description="SGLang's per-token FP8 activation quantization takes its torch-math path under compile",
            without=("each FP8 GEMM keeps its own opaque quantize launch, which no norm or activation kernel can "
                     "take in"),
            targets=dict(FP8_QUANT_FINGERPRINTS),
        )

    def applicable(self):
        try:
            module = resolve(_FP8_KERNEL)
        except ImportError as exc:
            return f"{_FP8_KERNEL} cannot be imported ({exc})"
        if not hasattr(module, "sgl_per_token_quant_fp8"):
            return ("SGLang has a per-token FP8 quantization only on CUDA, XPU and MUSA devices, and this process "
                    "has none: FP8 checkpoints do not run here")
        return None

    def replacements(self) -> Dict[str, Callable]:
        return _wrapped(kernels.FP8_WRAPPER_FACTORIES)


PER_TOKEN = "per-token dynamic"
# What the report says of the GEMMs whose quantization the compile reaches, and of FP8 MoE experts
# (logged as INFO; the rest as WARNING).
REACHED = "their quantization is torch math under compile (unwrap_fp8_quant), fused by Inductor"
EXPERTS = ("SGLang's opaque fused-MoE op, which quantizes inside; at one token the moe_experts_fp8 pass puts "
           "gemma4::moe_experts_fp8 in its place where it is the per-channel, per-token dynamic form")


def fp8_forms(model: torch.nn.Module) -> Counter:
    """The model's FP8 GEMMs by the form of their activation quantization: ``PER_TOKEN``
    (compressed-tensors FP8-dynamic, what ``unwrap_fp8_quant`` unwraps), another form (kept
    as SGLang's opaque quantization), and FP8 MoE experts (SGLang's opaque fused-MoE op, which
    ``moe_experts_fp8`` takes at one token)."""
    forms: Counter = Counter()
    for module in model.modules():
        scheme = getattr(module, "scheme", None)
        kind = type(scheme).__name__ if scheme is not None else type(getattr(module, "quant_method", None)).__name__
        if "moe" in kind.lower() and "fp8" in kind.lower():
            forms["FP8 MoE experts"] += 1
        elif kind == "CompressedTensorsW8A8Fp8" and not scheme.is_static_input_scheme \
                and scheme.weight_block_size is None:
            forms[PER_TOKEN] += 1
        elif getattr(getattr(module, "weight", None), "dtype", None) in (torch.float8_e4m3fn, torch.float8_e5m2):
            forms[f"other ({kind})"] += 1
    return forms


def fp8_report(model: torch.nn.Module, unwrapped: bool) -> List[str]:
    """One log line per FP8 form in ``model`` and what compiling does with it ([] for a model
    without FP8 GEMMs). ``unwrapped``: whether ``unwrap_fp8_quant`` is in force."""
    lines = []
    for form, n in sorted(fp8_forms(model).items()):
        if form == PER_TOKEN and unwrapped:
            what = REACHED
        elif form == PER_TOKEN:
            what = "their quantization stays SGLang's opaque op (unwrap_fp8_quant is not in force)"
        elif form == "FP8 MoE experts":
            what = EXPERTS
        else:
            what = "their quantization stays SGLang's opaque op (only per-token dynamic FP8 is unwrapped)"
        lines.append(f"{n} FP8 MoE expert layers: {what}" if form == "FP8 MoE experts"
                     else f"{n} {form} FP8 GEMMs: {what}")
    return lines
