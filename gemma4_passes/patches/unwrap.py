"""Unwrap: make SGLang's Gemma-4 decoder layer traceable as one graph.

Two patches, both no-ops for eager execution:
- ``unwrap_kernels``: the five raw-Triton Gemma-4 kernels take their torch-math
  path while Dynamo traces (``gemma4_passes.unwrap.kernels``). Besides making
  them fusable, this keeps Inductor from cloning the in-place q/k/v kernel's
  views, which at one token reads past the k/v buffers (garbage K/V, NaN under
  CUDA graphs; BENCHMARKS.md, "The batch-1 NaN, root-caused").
- ``traceable_structs``: the msgspec structs SGLang's layer-boundary code builds
  per forward become plain classes Dynamo can construct
  (``gemma4_passes.unwrap.structs``), removing the graph breaks (torch >= 2.14)
  and the Dynamo crash (torch 2.11) they cause.
"""

from __future__ import annotations

from typing import Callable, Dict

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
        return {
            dotted: kernels.wrap(resolve(dotted), factory)
            for dotted, factory in kernels.WRAPPER_FACTORIES.items()
        }


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
