"""SGLang plugin entry point (group ``sglang.srt.plugins``, name ``gemma4_passes``).

SGLang calls ``load()`` in every process that loads plugins (engine, each
scheduler before it builds the model, detokenizer, DP controller); its
``SGLANG_PLUGINS`` whitelist applies to the name ``gemma4_passes``. ``load``:

- applies the correctness patches at once (the router fix);
- hooks SGLang's torch-compile entry points, ``set_torch_compile_config`` and
  ``patch_model``: when either runs, the unwrap patches are applied and our
  ``PassManager`` is installed as Inductor's ``post_grad_custom_post_pass``
  (after ``set_torch_compile_config`` has set its own Inductor options).
"""

from __future__ import annotations

import logging

logger = logging.getLogger("gemma4_passes")

TORCH_COMPILE_CONFIG = "sglang.srt.compilation.torch_compile_decoration.set_torch_compile_config"
PATCH_MODEL = "sglang.srt.compilation.torch_compile_decoration.patch_model"


def on_torch_compile() -> None:
    """Everything SGLang's torch-compile path needs from us. Idempotent."""
    from gemma4_passes import manager
    from gemma4_passes import patches as patch_set

    patch_set.apply(patch_set.AT_COMPILE)
    current = manager.installed()
    if current is None:
        manager.install()


def _after_set_torch_compile_config(result, *args, **kwargs):
    on_torch_compile()
    return result


def _around_patch_model(original, *args, **kwargs):
    on_torch_compile()
    return original(*args, **kwargs)


def load() -> None:
    """Entry point: called by ``sglang.srt.plugins.load_plugins()``."""
    from sglang.srt.plugins.hook_registry import HookRegistry, HookType

    from gemma4_passes import patches as patch_set
    from gemma4_passes import registry

    # Fail here, at start-up, on a bad GEMMA4_PASSES rather than at first compile.
    registry.selected_from_env()
    patch_set.apply(patch_set.AT_LOAD)
    HookRegistry.register(TORCH_COMPILE_CONFIG, _after_set_torch_compile_config, HookType.AFTER)
    HookRegistry.register(PATCH_MODEL, _around_patch_model, HookType.AROUND)
    logger.info("gemma4-passes: plugin loaded; compile hooks registered")
