"""Placeholder for ``sgl_kernel``, SGLang's compiled CUDA extension.

Part of the gemma4-passes offline bundle (``tools/bundle.py``). The GPU
machine has no SGLang and no package index, and the real ``sgl_kernel``
wheel is hundreds of MB of CUDA code tied to one torch build. SGLang's
modules import it at module level on CUDA (``from sgl_kernel import
gemma_rmsnorm``, ``import sgl_kernel.allreduce``), so without it nothing
imports at all.

This package makes every such import succeed and every *use* fail loudly,
except for the few calls SGLang's Gemma-4 serving path makes on CUDA, which
get faithful torch equivalents (``equivalents.py``: the norms, gelu·mul, the
MoE runner's align and sum, the PDL probe, ``weak_ref_tensor``):

* ``import sgl_kernel``, ``import sgl_kernel.anything.deeper`` and
  ``from sgl_kernel[.sub] import any_name`` work, for any name;
* calling what was imported raises ``NotImplementedError`` naming it, so a
  code path that really needs the CUDA extension cannot run silently wrong;
* nothing registers ``torch.ops.sgl_kernel``, so SGLang's
  ``hasattr(torch.ops.sgl_kernel, ...)`` probes keep answering ``False``.

Exception: the few imports in ``OPTIONAL`` keep raising ``ImportError``.
SGLang wraps exactly those in ``try/except ImportError`` and has its own
fallback (NCCL instead of custom all-reduce, a mock scalar-type table);
pretending they exist would swap a working fallback for a crash at call
time.

SGLang's only version check (``assert_pkg_version("sglang-kernel", ...)``
when an Engine starts) reads the distribution metadata, which this package
deliberately does not fake; the bundle's env.sh sets
``SGLANG_SKIP_SGL_KERNEL_VERSION_CHECK=1`` instead.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import os
import sys
import types

__version__ = "0.0.0+gemma4passes.placeholder"
PLACEHOLDER = True

#: Imports that stay missing (module names, or ``module:attribute``) because
#: SGLang catches their ImportError and falls back to something that works.
OPTIONAL = frozenset(
    {
        "sgl_kernel.allreduce",  # custom_all_reduce_ops: falls back to NCCL
        "sgl_kernel.scalar_type",  # quantization.utils.get_scalar_types: mocks it
        "sgl_kernel.kvcacheio:transfer_embedding_ranges_direct",  # -> None
    }
)

_TRACE = os.environ.get("SGL_KERNEL_PLACEHOLDER_TRACE", "") not in ("", "0")


def _message(qualname: str) -> str:
    return (
        "sgl_kernel placeholder: SGLang's CUDA extension is not available on "
        f"this machine; {qualname} was called"
    )


class Missing:
    """Stands in for one name of sgl_kernel: fine to import, pass around
    and inspect; calling it (or anything reached through it) raises."""

    __slots__ = ("_qualname",)

    def __init__(self, qualname: str):
        object.__setattr__(self, "_qualname", qualname)

    def __call__(self, *args, **kwargs):
        raise NotImplementedError(_message(self._qualname))

    def __getattr__(self, name: str):
        # Dunders stay missing so copy/pickle/inspect/typing see a plain object.
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return Missing(f"{self._qualname}.{name}")

    def __repr__(self) -> str:
        return f"<sgl_kernel placeholder {self._qualname}>"

    def __reduce__(self):
        return (Missing, (self._qualname,))


def _equivalents() -> dict:
    from sgl_kernel.equivalents import BY_NAME  # imports torch: only once a name is asked for

    return BY_NAME


def _module_getattr(modname: str):
    def __getattr__(name: str):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(f"module {modname!r} has no attribute {name!r}")
        qualname = f"{modname}.{name}"
        if f"{modname}:{name}" in OPTIONAL:
            raise AttributeError(f"{qualname} is absent (sgl_kernel placeholder)")
        equivalent = _equivalents().get(qualname)
        if _TRACE:
            kind = "a torch equivalent" if equivalent else "a placeholder"
            print(f"[sgl_kernel placeholder] resolved {qualname} to {kind}", file=sys.stderr)
        return equivalent or Missing(qualname)

    return __getattr__


class _Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Creates an empty placeholder module for any ``sgl_kernel.<sub>``."""

    def find_spec(self, fullname, path=None, target=None):
        parent, _, last = fullname.rpartition(".")
        # `from pkg.mod import name` retries `name` as a submodule when the
        # attribute is refused, so an optional attribute is refused here too.
        if (not fullname.startswith(__name__ + ".") or fullname in OPTIONAL
                or f"{parent}:{last}" in OPTIONAL):
            return None
        return importlib.machinery.ModuleSpec(fullname, self, is_package=True)

    def create_module(self, spec):
        return None  # default module creation

    def exec_module(self, module: types.ModuleType) -> None:
        module.__path__ = []  # a package, so deeper submodules resolve too
        module.__doc__ = f"sgl_kernel placeholder submodule {module.__name__}"
        module.__getattr__ = _module_getattr(module.__name__)
        if _TRACE:
            print(f"[sgl_kernel placeholder] imported {module.__name__}", file=sys.stderr)


__getattr__ = _module_getattr(__name__)

if not any(isinstance(f, _Finder) for f in sys.meta_path):
    # Last, so a real module shipped next to this file would still win.
    sys.meta_path.append(_Finder())
