"""SGLang plugin entry point (group ``sglang.srt.plugins``, name ``gemma4_passes``).

SGLang calls ``load()`` in every process that loads plugins (engine, each
scheduler before it builds the model, detokenizer, DP controller); its
``SGLANG_PLUGINS`` whitelist applies to the name ``gemma4_passes``. ``load``:

- applies the correctness patches at once (the router fix);
- hooks SGLang's torch-compile entry points, ``set_torch_compile_config`` and
  ``patch_model`` of each compile path (``COMPILE_PATHS``): when either runs,
  the unwrap patches are applied and our ``PassManager`` is installed as
  Inductor's ``post_grad_custom_post_pass`` (after ``set_torch_compile_config``
  has set its own Inductor options).
"""

from __future__ import annotations

import contextlib
import functools
import logging

logger = logging.getLogger("gemma4_passes")

# Where SGLang 0.5.23 compiles a model with --enable-torch-compile: the module
# holding each path's ``set_torch_compile_config`` and ``patch_model``.
COMPILE_PATHS = {
    # CUDA (and ROCm, XPU, MUSA) decode graphs: DecodeCudaGraphRunner, the
    # model runner's warm-up and the EAGLE draft runners call these.
    "cuda graph runner": "sglang.srt.compilation.torch_compile_decoration",
    # CPU decode: CPUGraphRunner (default Inductor mode, freezing on).
    "cpu graph runner": "sglang.srt.model_executor.cpu_graph_runner",
}


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


def _around_patch_model(original, model, enable_compile, num_tokens, *args, **kwargs):
    on_torch_compile()
    context = original(model, enable_compile, num_tokens, *args, **kwargs)
    return _counting_calls(context, num_tokens) if enable_compile else context


@contextlib.contextmanager
def _counting_calls(context, num_tokens: int):
    """``patch_model``'s context, its compiled forward counted on each call
    (``manager.stats().compiled_calls``): the graph runner keeps that forward for
    its batch size, so the count says whether decode ran it."""
    from gemma4_passes import manager

    with context as forward:
        @functools.wraps(forward)
        def counted(*a, **kw):
            manager.stats().count_call(num_tokens)
            return forward(*a, **kw)

        yield counted


def load() -> None:
    """Entry point: called by ``sglang.srt.plugins.load_plugins()``."""
    from sglang.srt.plugins.hook_registry import HookRegistry, HookType

    from gemma4_passes import patches as patch_set
    from gemma4_passes import registry

    # Fail here, at start-up, on a bad GEMMA4_PASSES rather than at first compile.
    registry.selected_from_env()
    patch_set.apply(patch_set.AT_LOAD)
    for module in COMPILE_PATHS.values():
        HookRegistry.register(f"{module}.set_torch_compile_config", _after_set_torch_compile_config, HookType.AFTER)
        HookRegistry.register(f"{module}.patch_model", _around_patch_model, HookType.AROUND)
    logger.info("gemma4-passes: plugin loaded; compile hooks registered")
