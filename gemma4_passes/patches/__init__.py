"""Runtime patches of SGLang, each version-checked (see ``base.Patch``).

``config_errors()`` checks the patches' ``GEMMA4_*`` settings (switch values, the
vision patch budget) and the names of all ``GEMMA4_*`` variables: an unknown one
that looks like ours, such as ``GEMMA4_PATCH_ROUTERSCALE``, is an error, not
ignored. ``GEMMA4_PASSES`` is checked by the registry.
"""

from __future__ import annotations

import difflib
import os
from typing import Dict, List

from gemma4_passes.patches.base import ConfigError, Patch, PatchStatus, env_switch
from gemma4_passes.patches.cpu_groups import CpuGroups
from gemma4_passes.patches.cpu_torch_native import CpuTorchNative
from gemma4_passes.patches.decode_reduce import DecodeReduce
from gemma4_passes.patches.eager_attention_decode import EagerAttentionDecode
from gemma4_passes.patches.fp8_linear_trace import Fp8LinearTrace
from gemma4_passes.patches.group_getters import GroupGetters
from gemma4_passes.patches.mm_prefill_graphs import MmPrefillGraphs
from gemma4_passes.patches.moe_configs import MoeConfigs
from gemma4_passes.patches.router_scale import RouterScale
from gemma4_passes.patches.shm_probes import ShmProbes
from gemma4_passes.patches.spec_idle_draft import SpecIdleDraft
from gemma4_passes.patches.stage_plans import StagePlans
from gemma4_passes.patches.swa_ratio import SwaRatio
from gemma4_passes.patches.unwrap import TraceableStructs, UnwrapFp8Quant, UnwrapKernels
from gemma4_passes.patches.vision_batch import VisionBatch
from gemma4_passes.patches.yoco import Yoco

# One instance per patch, in the order they are applied: what the plugin applies as soon as
# SGLang loads it (correctness fixes and patches of what runs before any compile: argument
# resolution, the serving path), then what it applies when SGLang's torch-compile path starts.
_AT_LOAD = (
    RouterScale(), SwaRatio(), SpecIdleDraft(), MmPrefillGraphs(), Yoco(), VisionBatch(), CpuTorchNative(),
    CpuGroups(), MoeConfigs(),
)
_AT_COMPILE = (
    UnwrapKernels(), TraceableStructs(), UnwrapFp8Quant(), EagerAttentionDecode(), GroupGetters(),
    ShmProbes(), Fp8LinearTrace(), StagePlans(), DecodeReduce(),
)
PATCHES: Dict[str, Patch] = {p.name: p for p in _AT_LOAD + _AT_COMPILE}
AT_LOAD = tuple(p.name for p in _AT_LOAD)
AT_COMPILE = tuple(p.name for p in _AT_COMPILE)
# Applied first by the plugin, before anything that can fail (configuration
# checks included): without it compiled decode routes to the wrong experts.
CORRECTNESS_FIRST = ("router_scale",)

# GEMMA4_* variables read outside the patches (registry, manager, kernels, tools).
_OTHER_VARIABLES = (
    "GEMMA4_PASSES", "GEMMA4_DUMP_GRAPHS", "GEMMA4_STATS_FILE", "GEMMA4_CHECK_BOUNDS", "GEMMA4_ENGINE_LOG_LEVEL",
    "GEMMA4_BUNDLE_SKIP_PROJECT",
)


def known_variables() -> List[str]:
    """Every ``GEMMA4_*`` environment variable this package reads."""
    from gemma4_passes.patches.base import ENV_ALL
    from gemma4_passes.patches.eager_attention_decode import OPT_IN as ATTENTION_OP
    from gemma4_passes.patches.mm_prefill_graphs import OPT_IN
    from gemma4_passes.patches.vision_batch import BUDGET_ENV

    return [*_OTHER_VARIABLES, ENV_ALL, *(p.env_var for p in PATCHES.values()), OPT_IN, ATTENTION_OP, BUDGET_ENV]


def _looks_like_ours(name: str, known: List[str]) -> bool:
    upper = name.upper()
    if upper.startswith(("GEMMA4_PATCH", "GEMMA4_PASS")):
        return True
    return bool(difflib.get_close_matches(upper, known, n=1, cutoff=0.8))


def config_errors() -> List[str]:
    """One line per bad ``GEMMA4_*`` setting of the patches (values and names); [] when all are good.
    ``GEMMA4_PASSES`` is the registry's (``builtin.selected_from_env``)."""
    errors: List[str] = []
    known = known_variables()
    for name in sorted(os.environ):
        if name not in known and name.upper().startswith("GEMMA4") and _looks_like_ours(name, known):
            close = difflib.get_close_matches(name.upper(), known, n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]}?)" if close else ""
            errors.append(f"unknown variable {name}{hint}; known: {', '.join(known)}")
    from gemma4_passes.kernels import BOUNDS_ENV

    try:  # the one switch not a patch's (each patch checks its own settings, below)
        env_switch(BOUNDS_ENV, False)
    except ConfigError as exc:
        errors.append(str(exc))
    for p in PATCHES.values():
        why = p.config_error()
        if why and why not in errors:  # GEMMA4_PATCHES is every patch's switch: said once
            errors.append(why)
    return errors


def when_applied(name: str) -> str:
    """When the plugin applies a patch: "at load" or "at compile"."""
    return "at load" if name in AT_LOAD else "at compile"


def apply(names) -> List[PatchStatus]:
    """Apply ``names`` in order; first ``ConfigError`` (nothing applied) if any ``GEMMA4_*`` setting is bad."""
    errors = config_errors()
    if errors:
        raise ConfigError("; ".join(errors))
    return [PATCHES[n].apply() for n in names]


def statuses() -> List[PatchStatus]:
    return [p.status() for p in PATCHES.values()]
