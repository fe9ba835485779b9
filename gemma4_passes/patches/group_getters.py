"""SGLang's deprecated parallel-group getters stay traceable under torch.compile.

SGLang 0.5.23 wraps its old getters (``get_tp_group``, ``get_attn_tp_group``, ...)
in ``_warn_if_called_from_outside``: on every call whose name is not yet in
``_ALREADY_WARNED`` the wrapper looks up its caller with ``sys._getframe(1)`` and
warns unless the caller is SGLang's own ``sglang.srt.distributed`` package. Such
an exempt caller is never added to the set, so the lookup repeats on every call,
and Dynamo cannot trace ``sys._getframe``: the compiled graph breaks there.
``attention_tensor_model_parallel_all_reduce`` (``communication_op``) is such a
caller, and Gemma-4's layer boundary calls it after the o projection whenever
the attention TP width is above one. At TP=2 every layer's attention all-reduce
then sits in a graph of its own (a 26B-A4B full layer: 7 Dynamo graphs instead
of 4, ``bench/studies/tp2_cpu/README.md``), and the o projection's output cannot
meet the norms after it in one graph.

This patch makes ``_ALREADY_WARNED`` answer "already warned" for every name
while Dynamo traces, so the wrapper skips the lookup in compiled code. Outside a
compile it is the same set as before: the same warnings, to the same callers.

AT_COMPILE: only compiled code is concerned; the wrapper reads the module's
``_ALREADY_WARNED`` at each call, so replacing it covers every getter and every
module that imported one.
"""

from __future__ import annotations

import torch

from gemma4_passes.patches.base import Patch, resolve

MODULE = "sglang.srt.distributed.parallel_state"


class _WarnedWhileCompiling(set):
    """The set of names already warned about; every name counts as warned while Dynamo traces."""

    def __contains__(self, name) -> bool:
        return torch.compiler.is_compiling() or set.__contains__(self, name)


class GroupGetters(Patch):
    def __init__(self):
        super().__init__(
            name="group_getters",
            description="SGLang's deprecated parallel-group getters skip their caller lookup (sys._getframe) "
                        "while Dynamo traces",
            without=("at tensor parallelism above one, each attention all-reduce breaks the compiled graph "
                     "(sys._getframe in the deprecated get_attn_tp_group)"),
            targets={
                f"{MODULE}._warn_if_called_from_outside": "c80263c07a34ded9",
                f"{MODULE}._ALREADY_WARNED": None,
            },
        )

    def _apply(self) -> None:
        module = resolve(MODULE)
        self._original = module._ALREADY_WARNED
        if not isinstance(self._original, set):
            raise TypeError(f"{MODULE}._ALREADY_WARNED is a {type(self._original).__name__}, not a set")
        module._ALREADY_WARNED = _WarnedWhileCompiling(self._original)

    def _revert(self) -> None:
        module = resolve(MODULE)
        original = getattr(self, "_original", None)
        if original is not None:
            # Names warned about while the patch was in force stay warned.
            original.update(set(module._ALREADY_WARNED))
            module._ALREADY_WARNED = original
        self._original = None
