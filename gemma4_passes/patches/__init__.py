"""Runtime patches of SGLang, each version-checked (see ``base.Patch``)."""

from __future__ import annotations

from typing import Dict, List

from gemma4_passes.patches.base import Patch, PatchStatus
from gemma4_passes.patches.cpu_torch_native import CpuTorchNative
from gemma4_passes.patches.mm_prefill_graphs import MmPrefillGraphs
from gemma4_passes.patches.router_scale import RouterScale
from gemma4_passes.patches.spec_idle_draft import SpecIdleDraft
from gemma4_passes.patches.swa_ratio import SwaRatio
from gemma4_passes.patches.unwrap import TraceableStructs, UnwrapKernels
from gemma4_passes.patches.vision_batch import VisionBatch
from gemma4_passes.patches.yoco import Yoco

# One instance per patch, in the order they are applied.
PATCHES: Dict[str, Patch] = {
    p.name: p
    for p in (
        RouterScale(), SwaRatio(), SpecIdleDraft(), MmPrefillGraphs(), Yoco(), VisionBatch(), CpuTorchNative(),
        UnwrapKernels(), TraceableStructs(),
    )
}

# What the plugin applies as soon as SGLang loads it (correctness fixes and
# patches of what runs before any compile: argument resolution, the serving
# path), and what it applies when SGLang's torch-compile path starts.
AT_LOAD = (
    "router_scale", "swa_ratio", "spec_idle_draft", "mm_prefill_graphs", "yoco", "vision_batch",
    "cpu_torch_native",
)
AT_COMPILE = ("unwrap_kernels", "traceable_structs")


def when_applied(name: str) -> str:
    """When the plugin applies a patch: "at load", "at compile", or "on demand"."""
    if name in AT_LOAD:
        return "at load"
    if name in AT_COMPILE:
        return "at compile"
    return "on demand"


def apply(names) -> List[PatchStatus]:
    return [PATCHES[n].apply() for n in names]


def statuses() -> List[PatchStatus]:
    return [p.status() for p in PATCHES.values()]


def revert_all() -> None:
    for p in reversed(list(PATCHES.values())):
        p.revert()
