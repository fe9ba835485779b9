"""SGLang's split-KV decode attention merges its splits with ``kernels.decode_reduce``.

SGLang's Triton decode attention runs in two stages: stage 1 splits each request's cached
tokens into up to ``--triton-attention-num-kv-splits`` parts (default 8) and attends to
each; stage 2 (``_decode_softmax_reducev_fwd``) merges the parts, one after another. At one
request E2B's stage 1 is 8 programs a layer; with 64 splits it took 227 µs a step instead of
643 on the H200, but stage 2's chain of 64 dependent merges then took 231 µs instead of 90
(``bench/studies/attention_graph_breaks/`` run 25). This patch replaces stage 2 with
``kernels.decode_reduce.reduce`` (same arguments, every split merged at once), for every
model the process serves: the function is SGLang's module-level one, looked up at each call.

On by default (``GEMMA4_PATCH_DECODE_REDUCE=0`` turns it off): on the H200 its stage 2 was
faster than SGLang's at 93 of 96 Gemma-4 layer shapes (batch 1/8/32, 8-64 splits), up to 5.5x
at 64 splits, level at one and 0.16-0.18 µs slower at two (26B-A4B's and 31B's sliding
layers at batch 32 with 8 splits, the whole attention within 0.2%;
``bench/studies/decode_reduce_h200/`` run 2). CUDA only (SGLang's Triton decode attention; on
ROCm its stage 2 takes other launch options); more than ``decode_reduce.MAX_SPLITS`` splits
stay SGLang's. The split length stage 1 uses (``_MIN_BLOCK_KV``) is
checked against the kernel's before anything is replaced.

AT_COMPILE: applied when SGLang's compile path starts; from then on every decode of the
process, compiled or not, merges its splits this way.
"""

from __future__ import annotations

from typing import Callable, Dict, Optional

from gemma4_passes.patches.base import ReplaceFunctions, resolve

_MODULE = "sglang.kernels.ops.attention.decode_attention"
_TARGET = f"{_MODULE}._decode_softmax_reducev_fwd"


class DecodeReduce(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="decode_reduce",
            description="split-KV decode attention merges every split at once",
            targets={
                _TARGET: "7415963186ee0e20",
                f"{_MODULE}._fwd_kernel_stage2.fn": "d293dd0a245d5edc",  # the contract kept
                f"{_MODULE}.decode_attention_fwd_grouped": "62bc327e8b69b3e7",  # its callers
                f"{_MODULE}.decode_attention_fwd_normal": "677eeaaf93448442",
                f"{_MODULE}._MIN_BLOCK_KV": None,
            },
        )

    def applicable(self) -> Optional[str]:
        import torch

        if not torch.cuda.is_available() or torch.version.hip:
            return "SGLang's Triton decode attention on CUDA only"
        return None

    def check_targets(self) -> Optional[str]:
        why = super().check_targets()
        if why:
            return why
        from gemma4_passes.kernels.decode_reduce import MIN_BLOCK_KV

        theirs = resolve(f"{_MODULE}._MIN_BLOCK_KV")
        if theirs != MIN_BLOCK_KV:
            return f"{_MODULE}._MIN_BLOCK_KV is {theirs}, the kernel splits by {MIN_BLOCK_KV}"
        return None

    def replacements(self) -> Dict[str, Callable]:
        from gemma4_passes.kernels import load

        kernel, original = load("decode_reduce"), resolve(_TARGET)

        # A function of its own: reverting rebinds every reference to the replacement, and the
        # kernel module's own name ``reduce`` must not be one of them.
        def _decode_softmax_reducev_fwd(logits, lse, q, o, v_scale, v_buffer, kv_indptr, num_kv_splits,
                                        max_kv_splits, sinks=None, use_pdl=False, forced_kv_splits: int = 0):
            fn = kernel.reduce if max(max_kv_splits, forced_kv_splits) <= kernel.MAX_SPLITS else original
            return fn(logits, lse, q, o, v_scale, v_buffer, kv_indptr, num_kv_splits, max_kv_splits, sinks,
                      use_pdl=use_pdl, forced_kv_splits=forced_kv_splits)

        _decode_softmax_reducev_fwd.__doc__ = kernel.reduce.__doc__
        return {_TARGET: _decode_softmax_reducev_fwd}
