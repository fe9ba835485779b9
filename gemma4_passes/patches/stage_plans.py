"""Each layer stage's exit policy exists before the decode forward is compiled.

SGLang 0.5.23's layer boundary builds a stage's ``ExitPolicy`` on first use:
``StagePlan.output`` is a ``functools.cached_property``. The first compiled call
is that first use (the graph runner's warm-up), and what Dynamo makes of it
depends on Python:

- 3.12 and later: the property is traced and stored, and the graph is guarded on
  ``'output'`` being absent from the plan's ``__dict__``. After the first call it is
  there: the second warm-up call fails the guard and Dynamo compiles the whole
  forward again. On the H200 through SGLang's Engine (E4B, attention as one op)
  that second compile cost 18-20 s of start-up in each server
  (``bench/studies/attention_graph_breaks/``, run 8; 58 s in run 7, before compiled
  pieces were shared).
- 3.11: ``cached_property.__get__`` takes an ``RLock``, which Dynamo cannot enter:
  every stage's first exit is a graph break (a 31B layer pair: 3 graphs, not 1).

``settle(model)`` reads every stage plan's ``output`` once, eagerly, before the
compile: the graph is then guarded on it being present, which it stays. Reading
it early changes nothing else: the getter only constructs ``ExitPolicy(plan)``,
whose ``__init__`` only stores the plan (both fingerprinted).

AT_COMPILE: called by the plugin's ``patch_model`` hook on the model it compiles.
"""

from __future__ import annotations

import functools
import logging

import torch

from gemma4_passes.patches.base import Patch, resolve

logger = logging.getLogger("gemma4_passes")

PLAN = "sglang.srt.layers.layer_boundary.construction.StagePlan"


class StagePlans(Patch):
    def __init__(self):
        super().__init__(
            name="stage_plans",
            description="each layer stage's exit policy (a cached property) is built before the compile",
            without=("the first compiled call builds it: a recompile of the whole decode forward at the second "
                     "call (Python >= 3.12), or a graph break at every stage's exit (Python 3.11)"),
            targets={
                f"{PLAN}.output.func": "f1f814adc05bacfa",
                "sglang.srt.layers.layer_boundary.exit.ExitPolicy.__init__": "8b669286f8f84ac9",
            },
        )

    def _apply(self) -> None:
        prop = resolve(PLAN).__dict__.get("output")
        if not isinstance(prop, functools.cached_property):
            raise TypeError(f"{PLAN}.output is a {type(prop).__name__}, not a functools.cached_property")

    def _revert(self) -> None:
        pass


def settle(model: torch.nn.Module) -> int:
    """Build the exit policy of every stage plan ``model``'s modules hold that has none yet;
    the number built now. Nothing when the patch is not applied."""
    from gemma4_passes.patches import PATCHES

    if not PATCHES["stage_plans"].applied:
        return 0
    plan_type = resolve(PLAN)
    built = 0
    for module in model.modules():
        for value in vars(module).values():
            # the plan a StageBoundary stores (its instance dict: no other object's property is run)
            plan = getattr(value, "__dict__", {}).get("plan")
            if isinstance(plan, plan_type) and "output" not in vars(plan):
                plan.output  # noqa: B018 - the cached property's first read builds and stores it
                built += 1
    if built:
        logger.info("gemma4-passes: %d layer stages' exit policies built before the compile", built)
    return built
