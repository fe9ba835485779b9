"""The host probes of SGLang's shared-memory all-reduce check answer from eager while Dynamo traces.

At tensor parallelism above one, SGLang 0.5.23's all-reduce asks ``is_shm_available`` on
every call whether to take ``sgl_kernel``'s shared-memory all-reduce:
``cpu_has_amx_support() or is_host_cpu_arm64()``. Neither probe traces cleanly:

- on a CPU with AMX tiles, ``cpu_has_amx_support()`` calls
  ``_is_intel_amx_backend_available()``, an ``lru_cache`` around ``import sgl_kernel``.
  Dynamo ignores the cache and traces the function; where ``sgl_kernel`` is not installed
  the import fails inside the trace and the compiled graph breaks at every all-reduce (at
  TP=2 a 26B-A4B layer pair compiles as 9 graphs instead of 1, and the fusions around the
  reductions do not match);
- on a CPU without them, ``is_host_cpu_arm64()`` reads ``platform.machine()``, and torch
  2.11's Dynamo fails on ``platform.uname``'s named tuple (``InternalTorchDynamoError``):
  the compile stops (torch 2.14 traces it).

This patch puts plain functions in their place that, while Dynamo traces, return the
answer of the probe's own eager call, made when the patch is applied; outside a compile
they call the probe. The machine and SGLang's cached import do not change while a process
runs, so the answer is the one eager code gets.

AT_COMPILE: only compiled code is concerned.
"""

from __future__ import annotations

from typing import Callable, Dict

import torch

from gemma4_passes.patches.base import ReplaceFunctions, resolve

AMX_PROBE = "sglang.srt.utils.common._is_intel_amx_backend_available"
ARM64_PROBE = "sglang.srt.utils.common.is_host_cpu_arm64"


def _answering(probe: Callable[[], bool]) -> Callable[[], bool]:
    """``probe`` outside a compile; while Dynamo traces, what ``probe()`` answered now."""
    answer = bool(probe())

    def answering() -> bool:
        if torch.compiler.is_compiling():
            return answer
        return probe()

    answering.__name__ = answering.__qualname__ = probe.__name__
    answering.__doc__ = f"SGLang's ``{probe.__name__}``; while Dynamo traces, its eager answer."
    answering.__wrapped__ = probe
    return answering


class ShmProbes(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="shm_probes",
            description="the host probes of SGLang's shared-memory all-reduce check (the AMX-backend probe, an "
                        "import of sgl_kernel behind an lru_cache; the arm64 probe, platform.machine()) answer "
                        "from their eager calls while Dynamo traces",
            without=("at tensor parallelism above one on a CPU, each all-reduce breaks the compiled graph where "
                     "the CPU has AMX tiles and no sgl_kernel (a failed import in the trace), and torch 2.11's "
                     "Dynamo fails on platform.uname where it has none"),
            targets={
                AMX_PROBE: "621fd40dab032c5d",
                ARM64_PROBE: "cd03f11686e775b1",
                # Their callers in the all-reduce's shared-memory check.
                "sglang.srt.utils.common.cpu_has_amx_support": "7c2e82fa9d3d8b31",
                "sglang.srt.utils.common.is_shm_available": "2f061c82a289c8e6",
            },
        )

    def replacements(self) -> Dict[str, Callable]:
        return {AMX_PROBE: _answering(resolve(AMX_PROBE)), ARM64_PROBE: _answering(resolve(ARM64_PROBE))}
