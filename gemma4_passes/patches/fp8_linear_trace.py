"""SGLang's FP8 linear path reads, while Dynamo traces, what it read once eagerly.

Every FP8 linear layer of an FP8 checkpoint on a GPU runs ``apply_fp8_linear``,
which makes three calls Dynamo cannot trace (SGLang 0.5.23; torch 2.14 breaks the
compiled graph at each, torch 2.11 may stop the compile):

- ``sglang.kernels.ops.gemm.fp8_scaled_mm``, a module-level ``Fp8ScaledMMOp``
  (``patch_model`` switches the ops that are submodules of the model, not this
  one), chooses its backend per call through ``selector._platform()``, which
  builds a new ``PlatformInfo`` (a ``msgspec.Struct``: "object.__new__(PlatformInfo)
  is not safe" on torch 2.11), against frozensets of ``msgspec`` structs (their C
  hash is untraceable);
- ``get_platform().is_sm90`` (and ``is_sm100`` / ``is_sm120``): ``PlatformContext``
  answers through ``object.__getattribute__``, which Dynamo does not trace;
- the per-token quantization ``sgl_per_token_quant_fp8`` looks its JIT kernel up
  with ``selector.get_kernel``, an ``lru_cache`` Dynamo traces through into
  ``importlib.import_module``.

On the H200 one 31B FP8 layer compiled as 16 graphs without this patch. Each of
the three is replaced by a plain function that, while Dynamo traces, answers what
the eager call answered when the patch was applied (the platform does not change
in a process; scoped overrides entered later are not seen by compiled code):
``fp8_scaled_mm`` makes SGLang's own choice (the AOT kernel on CUDA except the
large sm90 prefill shapes ``_prefer_torch_rowwise_fp8`` sends to
``torch._scaled_mm``, else the op's torch path), the platform facts come from one
eager reading of each, and ``get_kernel`` returns the quantization kernel resolved
eagerly (an import; the kernel itself is built at its first call, as before).
Outside a compile each calls SGLang's own code. Where SGLang would choose the
GEMM otherwise (a forced fused-op backend, an out-of-tree platform, a platform
forward of the op) the patch does not apply and says so.

AT_COMPILE: only compiled code is concerned.
"""

from __future__ import annotations

from typing import Callable, Dict, Optional

import torch

from gemma4_passes.patches.base import ReplaceFunctions, resolve

GEMM = "sglang.kernels.ops.gemm"
FP8_SCALED_MM = f"{GEMM}.fp8_scaled_mm"
GET_KERNEL = "sglang.kernels.selector.get_kernel"
PLATFORM_GETATTR = "sglang.srt.runtime_context.PlatformContext.__getattr__"
# The kernels the FP8 linear path looks up per call: (op, backend value)
LOOKED_UP = (("quantization.sgl_per_token_quant_fp8", "jit"),)


def _choosing_once(original: Callable) -> Callable:
    from sglang.kernels.fused_op import KernelBackend
    from sglang.kernels.ops import gemm
    from sglang.kernels.selector import _platform
    from sglang.kernels.spec import capabilities_satisfied

    op = gemm._FP8_SCALED_MM
    platform = _platform()  # eager
    sm90 = capabilities_satisfied(gemm._SM90, platform)
    aot = capabilities_satisfied(op.capabilities.get(KernelBackend.AOT, frozenset()), platform)
    prefer_torch = gemm._prefer_torch_rowwise_fp8

    def fp8_scaled_mm(mat_a: torch.Tensor, mat_b: torch.Tensor, scales_a: torch.Tensor, scales_b: torch.Tensor,
                      out_dtype: torch.dtype, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        """SGLang's ``fp8_scaled_mm``; while Dynamo traces, its backend choice with the platform read once."""
        if not torch.compiler.is_compiling():
            return original(mat_a, mat_b, scales_a, scales_b, out_dtype, bias)
        if aot and not (sm90 and prefer_torch(mat_a, mat_b, scales_a, scales_b, out_dtype, bias)):
            return op.forward_aot(mat_a, mat_b, scales_a, scales_b, out_dtype, bias)
        return op.forward_native(mat_a, mat_b, scales_a, scales_b, out_dtype, bias)

    fp8_scaled_mm.__wrapped__ = original
    return fp8_scaled_mm


def _looked_up_once(original: Callable) -> Callable:
    from sglang.kernels.fused_op import KernelBackend

    resolved: Dict[str, Callable] = {}
    for op, backend in LOOKED_UP:
        try:
            resolved[f"{op}:{backend}"] = original(op, KernelBackend(backend))  # eager: an import
        except (ValueError, ImportError):
            pass  # no such kernel on this platform: SGLang's lookup raises there, traced or not

    def get_kernel(op: str, backend=None) -> Callable:
        """SGLang's ``get_kernel``; while Dynamo traces, the FP8 path's kernels as resolved eagerly."""
        if torch.compiler.is_compiling() and backend is not None:
            kernel = resolved.get(f"{op}:{backend.value}")
            if kernel is not None:
                return kernel
        return original(op, backend)

    get_kernel.__wrapped__ = original
    return get_kernel


def _facts_read_once(original: Callable) -> Callable:
    from sglang.srt import runtime_context as rc

    facts = {name: original(rc.get_platform(), name) for name in ("is_sm90", "is_sm100", "is_sm120")}

    def __getattr__(self, name: str):
        if torch.compiler.is_compiling() and name in facts:
            return facts[name]
        return original(self, name)

    __getattr__.__wrapped__ = original
    return __getattr__


class Fp8LinearTrace(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="fp8_linear_trace",
            description="SGLang's FP8 linear path (GEMM backend choice, platform facts, quantization kernel lookup) "
                        "answers from one eager reading while Dynamo traces",
            without=("with an FP8 checkpoint on a GPU the compiled graph breaks at every FP8 linear layer, several "
                     "times (torch 2.14), or the compile fails (torch 2.11: object.__new__(PlatformInfo) is not safe)"),
            targets={
                FP8_SCALED_MM: "13d7043adbff75be",
                GET_KERNEL: "557a446bdaf74c05",
                PLATFORM_GETATTR: "9c5475a02eb8c7b3",
                # What the replacements decide with and take.
                f"{GEMM}.Fp8ScaledMMOp.backend_eligible": "b1a9520eaece604c",
                f"{GEMM}._prefer_torch_rowwise_fp8": "c0240a31a92f31c7",
                f"{GEMM}.Fp8ScaledMMOp.forward_native": "d181afcf37363728",
                f"{GEMM}.Fp8ScaledMMOp.forward_aot": "2894f8591b16f5bb",
                "sglang.kernels.selector._platform": "b6425a3e0d4dc739",
                "sglang.kernels.ops.quantization.sgl_per_token_quant_fp8": "25d1d961e73e524d",
            },
        )

    def applicable(self) -> Optional[str]:
        from sglang.kernels import fused_op
        from sglang.kernels.ops import gemm

        forced = fused_op.get_fused_op_backend()
        if forced is not None:
            return f"SGLANG_FORCE_FUSED_OP_BACKEND forces {forced.value}: SGLang's dispatch decides, unchanged"
        if fused_op._oot_dispatch_key() is not None:
            return "an out-of-tree platform's dispatch decides, unchanged"
        if gemm._FP8_SCALED_MM._platform_method(fused_op._platform_key()) is not None:
            return "Fp8ScaledMMOp has a platform forward here: SGLang's dispatch decides, unchanged"
        return None

    def replacements(self) -> Dict[str, Callable]:
        return {FP8_SCALED_MM: _choosing_once(resolve(FP8_SCALED_MM)),
                GET_KERNEL: _looked_up_once(resolve(GET_KERNEL))}

    def _apply(self) -> None:
        super()._apply()
        from sglang.srt.runtime_context import PlatformContext

        self._getattr = PlatformContext.__dict__["__getattr__"]
        PlatformContext.__getattr__ = _facts_read_once(self._getattr)

    def _revert(self) -> None:
        from sglang.srt.runtime_context import PlatformContext

        if getattr(self, "_getattr", None) is not None:
            PlatformContext.__getattr__ = self._getattr
            self._getattr = None
        super()._revert()
