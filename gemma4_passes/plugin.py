"""SGLang plugin entry point (group ``sglang.srt.plugins``, name ``gemma4_passes``).

SGLang calls ``load()`` in every process that loads plugins (engine, each
scheduler before it builds the model, detokenizer, DP controller); its
``SGLANG_PLUGINS`` whitelist applies to the name ``gemma4_passes``. ``load``:

- applies the correctness patch (the router fix, ``CORRECTNESS_FIRST``) before
  anything else, so nothing that fails after it can leave a process with the
  wrong-expert router;
- checks the configuration: ``GEMMA4_PASSES``, every patch switch (exactly
  1/true/on/yes or 0/false/off/no), ``GEMMA4_VISION_BATCH_PATCHES``, and
  ``GEMMA4_*`` names that look like ours but are not. A bad one stops the
  process: ``load`` logs one ERROR line naming every problem and raises
  ``BadConfiguration``, a ``SystemExit``. SGLang's ``load_plugins`` catches
  ``Exception`` from a plugin, logs it and goes on serving; ``SystemExit`` is
  not an ``Exception``, so it passes through and the server does not start
  (the launching process exits with status 1 and that line on stderr). A
  typo must not give a server that runs without what the user asked for;
- applies the other load-time patches and hooks SGLang's torch-compile entry
  points, ``set_torch_compile_config`` and ``patch_model`` of each compile path
  (``COMPILE_PATHS``): when either runs, the configuration is checked again,
  the compile-time patches (``patches.AT_COMPILE``) are applied and our ``PassManager`` is installed as
  Inductor's ``post_grad_custom_post_pass`` (after ``set_torch_compile_config``
  has set its own Inductor options).
"""

from __future__ import annotations

import contextlib
import functools
import logging
import time
import weakref
from typing import Callable, List, Optional

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


class BadConfiguration(SystemExit):
    """A ``GEMMA4_*`` setting that cannot be read: the process must not go on serving.

    A ``SystemExit`` so that SGLang's ``load_plugins`` (which catches ``Exception``)
    lets it through; its message is the one line the process exits with."""

    def __init__(self, errors: List[str], router_fix: str = ""):
        self.errors = list(errors)
        super().__init__(
            "gemma4-passes: bad configuration, not starting: " + "; ".join(self.errors)
            + (f" (router fix: {router_fix})" if router_fix else "")
        )


def configuration_errors() -> List[str]:
    """Every problem with the ``GEMMA4_*`` environment, one line each; [] when it is good."""
    from gemma4_passes import patches as patch_set
    from gemma4_passes import builtin, registry

    errors = []
    try:
        builtin.selected_from_env()
    except registry.UnknownPassError as exc:
        errors.append(str(exc))
    return errors + patch_set.config_errors()


def apply_correctness_patches() -> None:
    """The router fix, whatever else is wrong: a switch that cannot be read counts as on.
    A switch that can be read (``GEMMA4_PATCH_ROUTER_SCALE=0``) is obeyed."""
    from gemma4_passes import patches as patch_set
    from gemma4_passes.patches.base import ConfigError

    for name in patch_set.CORRECTNESS_FIRST:
        p = patch_set.PATCHES[name]
        try:
            p.apply()
        except ConfigError:
            p.apply(ignore_switches=True)


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
    _unfreeze_for_attention_op()
    return result


def _unfreeze_for_attention_op() -> None:
    """The attention op form compiles the forward split at the attention ops, each piece once for
    every layer of its code (``piecewise``): weights are inputs there, not constants. SGLang's CPU
    graph runner turns Inductor's freezing on; with the op form it is turned off again (logged)."""
    import torch._inductor.config as inductor_config

    if _attention_op_form() and inductor_config.freezing:
        inductor_config.freezing = False
        logger.info("gemma4-passes: Inductor's freezing turned off: the attention op form compiles the forward "
                    "in pieces shared by the layers, whose weights are inputs")


_REPORTED: "weakref.WeakSet" = weakref.WeakSet()  # models already reported (an id could be reused)


def report_fp8(model) -> None:
    """Say once per model which of its FP8 GEMMs the compile reaches and which stay opaque, and what
    becomes of its FP8 experts."""
    from gemma4_passes.patches import PATCHES
    from gemma4_passes.patches.unwrap import EXPERTS, REACHED, fp8_report

    if model in _REPORTED:
        return
    _REPORTED.add(model)
    for line in fp8_report(model, PATCHES["unwrap_fp8_quant"].applied):
        level = logging.INFO if line.endswith((REACHED, EXPERTS)) else logging.WARNING
        logger.log(level, "gemma4-passes: %s", line)


def _around_patch_model(original, model, enable_compile, num_tokens, *args, **kwargs):
    on_torch_compile()
    if enable_compile:
        from gemma4_passes.patches import stage_plans

        report_fp8(model)
        stage_plans.settle(model)
    context = original(model, enable_compile, num_tokens, *args, **kwargs)
    if not enable_compile:
        return context
    if _attention_op_form():
        from gemma4_passes import piecewise
        from gemma4_passes.patches import eager_attention_decode as attention

        attention.index_layers(model)  # each attention module's index, for the op to find its layer
        return _counting_calls(context, num_tokens, attention_op=True,
                               compile_forward=lambda: piecewise.compile_forward(model))
    return _counting_calls(context, num_tokens)


def _attention_op_form() -> bool:
    """Whether the compiled decode calls attention as one opaque op (``eager_attention_decode``'s op
    form)."""
    from gemma4_passes.patches import PATCHES

    patch = PATCHES["eager_attention_decode"]
    return bool(patch.applied and patch.as_op)


def _forward_batch(args, kwargs):
    for value in (*args, *kwargs.values()):
        if type(value).__name__ == "ForwardBatch":
            return value
    raise TypeError("gemma4-passes: the compiled forward was called without a ForwardBatch; "
                    "the attention op needs one")


@contextlib.contextmanager
def _counting_calls(context, num_tokens: int, attention_op: bool = False,
                    compile_forward: Optional[Callable] = None):
    """``patch_model``'s context, its compiled forward counted on each call
    (``manager.stats().compiled_calls``): the graph runner keeps that forward for
    its batch size, so the count says whether decode ran it; the first call's seconds (the
    compile in them) are recorded too (``first_call_seconds``). With the attention op
    (``attention_op``), each call runs with its forward batch where the op finds it, and
    ``compile_forward()`` (the graph split at the attention ops, ``piecewise``) stands for the
    forward SGLang compiled, inside SGLang's context."""
    from gemma4_passes import manager
    from gemma4_passes.patches import eager_attention_decode as attention

    with context as forward:
        if compile_forward is not None:
            if getattr(forward, "_torchdynamo_orig_callable", None) is None:
                logger.warning("gemma4-passes: SGLang's patch_model gave a forward that is not torch.compile's; "
                               "it runs as SGLang gave it, not split at the attention ops")
            else:
                forward = compile_forward()
        first = [True]

        @functools.wraps(forward)
        def counted(*a, **kw):
            stats = manager.stats()
            stats.count_call(num_tokens)
            start = time.perf_counter()
            if not attention_op:
                out = forward(*a, **kw)
            else:
                with attention.running(_forward_batch(a, kw)):
                    out = forward(*a, **kw)
            if first[0]:
                first[0] = False
                stats.first_call_done(num_tokens, time.perf_counter() - start)
            return out

        yield counted


def load() -> None:
    """Entry point: called by ``sglang.srt.plugins.load_plugins()``.

    ``BadConfiguration`` (a ``SystemExit``) on a bad ``GEMMA4_*`` setting, after the router fix."""
    apply_correctness_patches()
    errors = configuration_errors()
    if errors:
        from gemma4_passes import patches as patch_set

        router = "; ".join(str(patch_set.PATCHES[n].status()) for n in patch_set.CORRECTNESS_FIRST)
        exc = BadConfiguration(errors, router)
        logger.error("%s", exc.code)
        raise exc

    from sglang.srt.plugins.hook_registry import HookRegistry, HookType

    from gemma4_passes import patches as patch_set

    patch_set.apply(patch_set.AT_LOAD)
    for module in COMPILE_PATHS.values():
        HookRegistry.register(f"{module}.set_torch_compile_config", _after_set_torch_compile_config, HookType.AFTER)
        HookRegistry.register(f"{module}.patch_model", _around_patch_model, HookType.AROUND)
    logger.info("gemma4-passes: plugin loaded; compile hooks registered")
