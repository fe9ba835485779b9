"""SWA pool ratio: MoE Gemma-4 defaults ``swa_full_tokens_ratio`` to 0.15.

Gemma-4 has five sliding-window layers per full-attention layer; SGLang's
fallback ratio of 0.8 gives the sliding-window pool far more tokens than the
sliding windows of the running requests need, and the full pool becomes the
limit. On the MoE model (26B-A4B, ``num_experts > 0``) 0.15 grew the full pool
3.6x (593,956 -> 2,138,243 tokens on one B200) and cut median summarisation
TTFT by 16%. Dense variants (31B, E4B, E2B) keep SGLang's default: their
weights leave less memory for KV, and at 0.15 the sliding-window pool ran full
under 80 concurrent requests and throughput collapsed.

SGLang 0.5.23 leaves the field ``None`` until resolution and falls back to 0.8
only when nothing declared a value, so a ratio the user passed, 0.8 included,
is never touched: the declaration is made only when the field is still unset.

How: one more config-time override provider for the Gemma-4 architectures,
registered in SGLang's model-override registry next to its own
``_gemma4_overrides``. AT_LOAD: resolution runs in the launching process right
after SGLang loads plugins (``Engine.__init__``, ``sglang serve``), long before
any compile; child processes receive the resolved record. As with DeepSeek-V4's
own 0.1, SGLang's cache hook then records the ratio as decided
(``_swa_full_tokens_ratio_explicitly_set``); only the DeepSeek-V4 pool sizing
reads that flag.
"""

from __future__ import annotations

import logging
from typing import Any, Dict

from gemma4_passes.patches.base import Patch, resolve

logger = logging.getLogger("gemma4_passes")

MOE_SWA_FULL_TOKENS_RATIO = 0.15

# The architectures SGLang's own ``_gemma4_overrides`` is registered for, less
# the block-diffusion model, for which no pool measurement exists.
ARCHITECTURES = (
    "Gemma4ForConditionalGeneration",
    "Gemma4ForCausalLM",
    "Gemma4UnifiedForConditionalGeneration",
)

_BASE = "sglang.srt.arg_groups.model_override_base"


def num_experts(hf_config: Any) -> int:
    """``num_experts`` of the text model (0 for dense), as ``gemma4_causal`` reads it."""
    text = getattr(hf_config, "text_config", None) or hf_config
    return int(getattr(text, "num_experts", None) or 0)


def gemma4_moe_swa_ratio(server_args: Any, hf_config: Any) -> Dict[str, Any]:
    """Model-override provider: 0.15 for MoE Gemma-4 when the user set no ratio."""
    view = resolve(f"{_BASE}.resolving_view")(server_args)
    if view.swa_full_tokens_ratio is not None:
        return {}
    experts = num_experts(hf_config)
    if experts <= 0:
        return {}
    logger.info(
        "gemma4-passes: swa_full_tokens_ratio=%s for MoE Gemma-4 (num_experts=%d); "
        "pass --swa-full-tokens-ratio to choose another",
        MOE_SWA_FULL_TOKENS_RATIO,
        experts,
    )
    return {"swa_full_tokens_ratio": MOE_SWA_FULL_TOKENS_RATIO}


class SwaRatio(Patch):
    def __init__(self):
        super().__init__(
            name="swa_ratio",
            description="MoE Gemma-4 defaults swa_full_tokens_ratio to 0.15 (user value kept)",
            targets={
                # Gemma-4's own provider must not declare the ratio itself.
                "sglang.srt.arg_groups.model_overrides.gemma4._gemma4_overrides": "0b502f2330da643a",
                # How providers are registered and called: every provider of an
                # architecture, in order, on the unmodified record.
                f"{_BASE}.register_model_override": "ad8668755d8c7b34",
                f"{_BASE}.resolving_view": "60cb1352aaeba11b",
                "sglang.srt.arg_groups.overrides.collect_model_override_declarations": "31e06ac2a626ca85",
                # The pool sizing that reads the resolved ratio.
                "sglang.srt.model_executor.pool_configurator.HybridSWAPoolConfigurator.__init__": "7ddc98e34cb78790",
            },
        )

    def check_targets(self):
        """Also the field itself: unset (``None``) by default and resolvable."""
        why = super().check_targets()
        if why:
            return why
        from sglang.srt.arg_groups.arg_utils import record_fields, resolvable_fields
        from sglang.srt.server_args import ServerArgs

        field = {f.name: f for f in record_fields(ServerArgs)}.get("swa_full_tokens_ratio")
        if field is None or field.default is not None:
            return "ServerArgs.swa_full_tokens_ratio no longer defaults to None"
        if "swa_full_tokens_ratio" not in resolvable_fields(ServerArgs):
            return "ServerArgs.swa_full_tokens_ratio is no longer resolvable"
        return None

    def _apply(self) -> None:
        register = resolve(f"{_BASE}.register_model_override")
        for arch in ARCHITECTURES:
            register(arch)(gemma4_moe_swa_ratio)

    def _revert(self) -> None:
        table = resolve(f"{_BASE}._MODEL_OVERRIDE_FNS")
        for arch in ARCHITECTURES:
            fns = table.get(arch, [])
            while gemma4_moe_swa_ratio in fns:
                fns.remove(gemma4_moe_swa_ratio)
