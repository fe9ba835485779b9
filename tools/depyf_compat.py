"""depyf's dump, without handing its decompiled bytecode back to Dynamo.

``depyf.prepare_debug`` registers a Dynamo bytecode hook that decompiles the
code Dynamo generated for each frame, writes it to ``__transformed_code_*.py``
and returns that source compiled again, so that a debugger can step through
it. On the torch versions with nested graph breaks (torch >= 2.14: resume
functions take ``__nested_resume_fns`` / ``__nested_frame_values``) the
round-tripped code of a resume function is not equivalent: SGLang's Gemma-4
layer as shipped then fails at run time (a ``KeyError`` in Dynamo's resume
bookkeeping, or decompiled code such as ``None[0][...]``). A capture never
steps through that code, it only needs the files, so ``prepare_debug`` here
lets depyf write them and keeps Dynamo's own bytecode.

Feature-detected, not version-gated: the hook point must be where depyf 0.20
calls it (``enable_debugging.enable_bytecode_hook``) and torch must offer
``register_bytecode_hook``; otherwise ``IncompatibleDepyf`` says what is missing.
"""

from __future__ import annotations

import contextlib
import inspect
import logging
import warnings
from typing import Callable, Iterator, List

logger = logging.getLogger("gemma4_passes")


class IncompatibleDepyf(RuntimeError):
    """The installed depyf or torch lacks a hook the capture relies on."""


def _enable_debugging_module():
    try:
        from depyf.explain import enable_debugging
    except ImportError as exc:
        raise IncompatibleDepyf(f"depyf is not importable ({exc}); install depyf>=0.20") from exc
    return enable_debugging


def check() -> None:
    """Raise ``IncompatibleDepyf`` unless the hook points this module uses exist."""
    import torch._dynamo.convert_frame as convert_frame

    mod = _enable_debugging_module()
    if not hasattr(convert_frame, "register_bytecode_hook"):
        raise IncompatibleDepyf("this torch has no torch._dynamo.convert_frame.register_bytecode_hook")
    hook_ctx = getattr(mod, "enable_bytecode_hook", None)
    prepare = getattr(mod, "prepare_debug", None)
    if hook_ctx is None or prepare is None:
        raise IncompatibleDepyf("depyf.explain.enable_debugging has no enable_bytecode_hook/prepare_debug")
    body = inspect.unwrap(prepare).__code__
    if "enable_bytecode_hook" not in body.co_names:
        raise IncompatibleDepyf("depyf's prepare_debug no longer registers its hook via enable_bytecode_hook")


def _dump_only(hook: Callable, failures: List[str]) -> Callable:
    """depyf's hook, run for its files; its return value (the round-tripped code) is dropped.

    A frame depyf cannot decompile costs that frame's file, not the compile:
    the failure is logged and appended to ``failures``.
    """

    def dump_only(code, new_code):
        try:
            hook(code, new_code)
        except Exception as exc:  # noqa: BLE001 - Dynamo would turn it into a failed compile
            failures.append(f"{code.co_name}: {type(exc).__name__}: {exc}")
            logger.warning("depyf could not dump the transformed code of %s: %s: %s", code.co_name, type(exc).__name__, exc)
        return None

    return dump_only


@contextlib.contextmanager
def prepare_debug(dump_dir: str) -> Iterator[List[str]]:
    """``depyf.prepare_debug(dump_dir)`` with Dynamo's bytecode left in place.

    Yields the list of frames depyf failed to dump (empty when all went well).
    """
    import torch._dynamo.convert_frame as convert_frame

    check()
    mod = _enable_debugging_module()

    failures: List[str] = []

    @contextlib.contextmanager
    def register_dump_only(hook):
        handle = convert_frame.register_bytecode_hook(_dump_only(hook, failures))
        try:
            yield
        finally:
            handle.remove()

    original = mod.enable_bytecode_hook
    mod.enable_bytecode_hook = register_dump_only
    try:
        with contextlib.ExitStack() as stack:
            with warnings.catch_warnings():
                # depyf warns on entry that a compile should run several times;
                # a capture runs exactly the forward it reports.
                warnings.simplefilter("ignore", UserWarning)
                stack.enter_context(mod.prepare_debug(dump_dir))
            yield failures
    finally:
        mod.enable_bytecode_hook = original
