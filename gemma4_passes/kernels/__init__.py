"""Triton kernels of the fused Gemma-4 ops, one module per op (``OPS``).

A module ``gemma4_passes.kernels.<op>`` holds the ``@triton.jit`` kernel(s) of that op
and of the ops that share its row program (``gemv``: the plain, norm-first, gelu·up-first,
gate-up-gelu and FP8 GEMVs; ``qkv_norm_rope``: its q/k/v, q/k and q forms), each with a
``launch*`` function taking the arguments of the op's plain-torch oracle in
``gemma4_passes.ops.reference`` (allocates and returns the outputs). The row kernels also
have ``check(...) -> Optional[str]``, the reason a launch cannot take these inputs (their
``launch`` raises it); the pattern passes refuse a match by the shared rules in
``refusals.py`` before any launch. ``rownorm.py`` and ``rowquant.py`` are ``@triton.jit``
helpers the row kernels inline (a row's norm; its FP8 quantization), not kernels.

Triton is imported lazily: this package imports only torch, and a kernel module
(which imports Triton and defines its ``@triton.jit`` function) is loaded only
when asked for, so importing the package never needs a GPU. Set
``TRITON_INTERPRET=1`` before a kernel module is first imported to run it on
CPU tensors.

The input rules the kernels share (and the pattern passes refuse a match by)
are in ``inputs.py``, the launch layouts of the row kernels in ``layout.py``;
both import only torch. Neither is a kernel: ``OPS`` lists the modules
``load`` imports by name.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

OPS = (
    "rmsnorm_add_rmsnorm",
    "post_attn_norms_moe",
    "rmsnorm_add_scale",
    "ffn_tail_moe",
    "gelu_tanh_mul",
    "router_topk_softmax_scale",
    "router_topk_gelu_mul",
    "qkv_norm_rope",
    "moe_experts",
    "moe_experts_fp8",
    "gemv",
    "skinny_mm",
    "gelu_tanh_mul_quant_fp8",
    "rmsnorm_add_rmsnorm_quant_fp8",
    "rmsnorm_add_scale_quant_fp8",
    "rmsnorm_quant_fp8",
    "ffn_tail_moe_quant_fp8",
    "post_attn_norms_moe_quant_fp8",
)

# Kernels that take an SGLang kernel's place inside a runtime patch (the same arguments as the
# function they replace), not an op of ours: no oracle in ``ops.reference``, no ``check``.
RUNTIME_KERNELS = ("decode_reduce",)


def load(op: str) -> ModuleType:
    """Import (on first use) and return the kernel module of ``op`` (an op or a runtime kernel)."""
    if op not in OPS + RUNTIME_KERNELS:
        raise KeyError(f"no Triton kernel for {op!r}; known: {OPS + RUNTIME_KERNELS}")
    return importlib.import_module(f"{__name__}.{op}")


def interpreting() -> bool:
    return os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")


# Set to 1 to make launches check index inputs (rope positions) on the host:
# a device sync per call, so off by default; never while a CUDA graph is captured.
BOUNDS_ENV = "GEMMA4_CHECK_BOUNDS"


def checking_bounds() -> bool:
    """Whether ``GEMMA4_CHECK_BOUNDS`` asks launches to check index inputs' values
    (read as every switch is: a value other than an on/off word is an error)."""
    from gemma4_passes.patches.base import env_switch

    return env_switch(BOUNDS_ENV, False)
