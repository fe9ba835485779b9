"""SGLang's AMX-backend probe answers from its first call while Dynamo traces.

On a CPU with AMX tiles, SGLang 0.5.23's all-reduce asks ``is_shm_available`` ->
``cpu_has_amx_support()`` -> ``_is_intel_amx_backend_available()`` on every call,
whether to take ``sgl_kernel``'s shared-memory all-reduce. The probe is an
``lru_cache`` around ``import sgl_kernel``; Dynamo ignores the cache and traces the
function, and where ``sgl_kernel`` is not installed the import fails inside the
trace: the compiled graph breaks at every all-reduce (at TP=2 a 26B-A4B layer pair
compiles as 9 graphs instead of 1, and the fusions around the reductions do not
match). On a CPU without AMX tiles the probe is never reached.

This patch puts a plain function in its place that, while Dynamo traces, returns
the answer of the probe's own (cached) eager call, made when the patch is
applied; outside a compile it calls the probe. Either way the answer is the one
SGLang's cache holds for the whole process.

AT_COMPILE: only compiled code is concerned.
"""

from __future__ import annotations

from typing import Callable, Dict

import torch

from gemma4_passes.patches.base import ReplaceFunctions, resolve

PROBE = "sglang.srt.utils.common._is_intel_amx_backend_available"


def _answering(probe: Callable[[], bool]) -> Callable[[], bool]:
    answer = bool(probe())  # eager: fills SGLang's cache

    def _is_intel_amx_backend_available() -> bool:
        """SGLang's probe; while Dynamo traces, its cached answer (no import in the graph)."""
        if torch.compiler.is_compiling():
            return answer
        return probe()

    _is_intel_amx_backend_available.__wrapped__ = probe
    return _is_intel_amx_backend_available


class AmxProbe(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="amx_probe",
            description="SGLang's AMX-backend probe (an import of sgl_kernel behind an lru_cache Dynamo traces "
                        "through) answers from its cache while Dynamo traces",
            without=("on a CPU with AMX tiles and no sgl_kernel, each all-reduce at tensor parallelism above one "
                     "breaks the compiled graph (a failed import of sgl_kernel in the trace)"),
            targets={
                PROBE: "621fd40dab032c5d",
                # Its caller in the all-reduce's shared-memory check.
                "sglang.srt.utils.common.cpu_has_amx_support": "7c2e82fa9d3d8b31",
            },
        )

    def replacements(self) -> Dict[str, Callable]:
        return {PROBE: _answering(resolve(PROBE))}
