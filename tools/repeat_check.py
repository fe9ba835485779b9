"""Which of our kernels, if any, writes other bits when a function runs again on the same inputs?

A compiled layer whose output moves between two calls on the same inputs has a
kernel that races or reads memory nothing wrote. ``first_unrepeatable(fn, args)``
calls ``fn`` twice while every ``launch*`` function of the kernel modules
(``gemma4_passes.kernels``) records the inputs and outputs of each launch, and
compares the two calls launch by launch: the first launch whose inputs were
bit-equal and whose outputs were not is the culprit; where a launch's inputs
already differ, the difference arose before it, outside these kernels (a
library GEMM, an Inductor kernel, SGLang's own code). ``same_bits`` is the
comparison, NaN payloads included.

The per-layer benchmark calls it when a cell's repeated calls differ
(``repeat_culprit`` in its JSON); the kernel checks use ``same_bits`` to require
that a second launch writes what the first wrote.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Iterable, Iterator, List, Optional, Sequence

import torch


def _bits(t: torch.Tensor) -> torch.Tensor:
    return t.detach().contiguous().reshape(-1).view(torch.uint8)


def same_bits(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` hold the same values bit for bit: tensors of one shape and dtype with
    equal bytes (a NaN equals the same NaN), tuples and lists element by element, anything else by ``==``."""
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)):
            return False
        return a.shape == b.shape and a.dtype == b.dtype and torch.equal(_bits(a), _bits(b))
    if isinstance(a, (tuple, list)) or isinstance(b, (tuple, list)):
        return (isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)) and len(a) == len(b)
                and all(same_bits(x, y) for x, y in zip(a, b)))
    return a == b


def _snapshot(x: Any) -> Any:
    if isinstance(x, torch.Tensor):
        return x.detach().clone()
    if isinstance(x, (tuple, list)):
        return tuple(_snapshot(y) for y in x)
    return x


@dataclass
class Launch:
    name: str  # "<kernel module>.<launch function>"
    inputs: Any
    outputs: Any


def kernel_modules() -> List[ModuleType]:
    """The kernel module of every fused op (imports Triton)."""
    from gemma4_passes import kernels

    return [kernels.load(op) for op in kernels.OPS]


def _launchers(module: ModuleType):
    for attr, fn in list(vars(module).items()):
        if attr.startswith("launch") and attr != "launch_layout" and callable(fn):
            yield attr, fn


@contextlib.contextmanager
def recording(modules: Iterable[ModuleType]) -> Iterator[List[Launch]]:
    """Record every outermost call of the modules' ``launch*`` functions (a launcher that calls
    another is one launch) while the block runs; yields the list it appends to."""
    log: List[Launch] = []
    depth = [0]
    patched = []

    def wrap(name: str, fn: Callable) -> Callable:
        def recorded(*args, **kwargs):
            if depth[0]:
                return fn(*args, **kwargs)
            inputs = _snapshot((args, tuple(sorted(kwargs.items()))))
            depth[0] += 1
            try:
                out = fn(*args, **kwargs)
            finally:
                depth[0] -= 1
            log.append(Launch(name, inputs, _snapshot(out)))
            return out

        return recorded

    try:
        for module in modules:
            short = module.__name__.rsplit(".", 1)[-1]
            for attr, fn in _launchers(module):
                setattr(module, attr, wrap(f"{short}.{attr}", fn))
                patched.append((module, attr, fn))
        yield log
    finally:
        for module, attr, fn in reversed(patched):
            setattr(module, attr, fn)


def compare_launches(first: Sequence[Launch], second: Sequence[Launch]) -> Optional[str]:
    """The verdict on two recordings of one function on the same inputs, or None where every
    launch repeated bit for bit."""
    names = [a.name for a in first], [b.name for b in second]
    if names[0] != names[1]:
        at = next((i for i, (x, y) in enumerate(zip(*names)) if x != y), min(map(len, names)))
        return f"the two calls launched other kernels (from launch {at + 1} on: {names[0][at:at + 3]} / {names[1][at:at + 3]})"
    for i, (a, b) in enumerate(zip(first, second)):
        if same_bits(a.outputs, b.outputs):
            continue
        where = f"{a.name} (launch {i + 1} of {len(first)})"
        if same_bits(a.inputs, b.inputs):
            return f"{where} wrote other bits on the same inputs"
        return f"{where} already had other inputs: the difference arose before it, outside these kernels"
    return None


def first_unrepeatable(fn: Callable, args: Sequence, modules: Optional[Iterable[ModuleType]] = None) -> str:
    """Call ``fn(*args)`` twice with the kernels recorded and say where the calls part.

    Returns one line: the culprit launch, or that the kernels' inputs already differed
    before it, or (every launch repeating) whether the outputs of ``fn`` differ at all."""
    modules = list(kernel_modules() if modules is None else modules)
    runs = []
    for _ in range(2):
        with recording(modules) as log:
            out = _snapshot(fn(*args))
            if torch.cuda.is_available():
                torch.cuda.synchronize()
        runs.append((log, out))
    (first, out1), (second, out2) = runs
    verdict = compare_launches(first, second)
    if verdict:
        return verdict
    count = f"{len(first)} launch{'' if len(first) == 1 else 'es'}"
    if same_bits(out1, out2):
        return f"repeated bit for bit: the output and its {count}"
    return f"the {count} repeated bit for bit, the output did not: the difference arose outside these kernels"
