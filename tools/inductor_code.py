"""What an Inductor output-code module launches, read from its source.

Inductor writes one Python module per compiled graph: kernel definitions at
the top (``name = async_compile.triton(...)`` on CUDA, ``async_compile.cpp_pybinding``
on CPU) and a ``call`` function that launches them in order, next to
``extern_kernels.*`` GEMMs and ``torch.ops.*`` fallbacks and custom ops. The
launch list read here is the ground truth of a capture: what the compiled
graph runs, one entry per launch, in order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Dict, List, Optional

# Kinds of launch, as the manifest and the diff name them.
TRITON = "triton"
TEMPLATE = "template"
CPP = "cpp"
EXTERN_GEMM = "extern-gemm"
EXTERN = "extern"
CUSTOM_OP = "custom-op"
ATEN_FALLBACK = "aten-fallback"
KINDS = (TRITON, TEMPLATE, CPP, EXTERN_GEMM, EXTERN, CUSTOM_OP, ATEN_FALLBACK)

_GEMMS = {"mm", "bmm", "addmm", "baddbmm", "_int_mm", "_scaled_mm", "_mm_plus_mm", "mm_plus_mm", "addmm_activation"}
# Namespaces of torch.ops calls that allocate or reinterpret memory rather than compute.
_NOT_LAUNCHES = {"inductor"}

_DEFINITION = re.compile(r"^(\w+) = async_compile\.(\w+)\(", re.M)
_CALL_DEF = re.compile(r"^([ \t]*)def (call|partition_\d+)\((?:self, )?args\):", re.M)
_PARTITION_USE = re.compile(r"partitions\[(\d+)\]\(|\bpartition_(\d+)\(")
_TORCH_OP = re.compile(r"\btorch\.ops\.(\w+)\.(\w+)(?:\.(\w+))?\(")
_ATEN_SHORT = re.compile(r"(?:^|= )aten\.(\w+)(?:\.(\w+))?\(")
_EXTERN = re.compile(r"\bextern_kernels\.(\w+)\(")
_NAMED_CALL = re.compile(r"(?:^|= )(\w+)(\.run)?\(")
_ORIGIN_COMMENT = re.compile(r"#.*Source Nodes: \[(.*?)\], Original ATen: \[(.*?)\]")


@dataclass
class Launch:
    """One kernel launch in ``call``: its name, kind, the op it runs, and Inductor's comment."""

    name: str
    kind: str
    op: Optional[str] = None  # "aten.mm", "gemma4.gelu_tanh_mul": what an extern/custom launch runs
    comment_aten: List[str] = field(default_factory=list)  # "Original ATen" of the comment above it


def normalize(name: str) -> str:
    """One spelling per launch: ``torch.ops.aten.x.default`` and ``aten.x`` are both ``aten.x``."""
    if name.startswith("torch.ops."):
        name = name[len("torch.ops."):]
    if name.endswith(".default"):
        name = name[: -len(".default")]
    return name


def kernel_kind(name: str, defined_by: Optional[str] = None) -> str:
    """Kind of a launch from its name (and how the module defined it, if it did)."""
    n = normalize(name)
    if n.startswith("extern_kernels."):
        return EXTERN_GEMM if n.split(".", 1)[1] in _GEMMS else EXTERN
    if n.startswith("triton_tem_") or (defined_by == "cpp" and "template" in n):
        return TEMPLATE
    if defined_by == "triton" or n.startswith("triton_"):
        return TRITON
    if defined_by in ("cpp", "cpp_pybinding") or n.startswith("cpp_"):
        return CPP
    if n.startswith("aten.") or n.startswith("prims."):
        return ATEN_FALLBACK
    return CUSTOM_OP


def kernel_definitions(src: str) -> Dict[str, str]:
    """``{kernel name: "triton" | "cpp" | ...}`` for every kernel the module compiles."""
    out = {}
    for m in _DEFINITION.finditer(src):
        how = m.group(2)
        out[m.group(1)] = "cpp" if how.startswith("cpp") else how
    return out


def _function_bodies(src: str) -> Dict[str, List[str]]:
    lines = src.splitlines()
    bodies: Dict[str, List[str]] = {}
    starts = [(m.group(2), len(m.group(1)), src.count("\n", 0, m.start())) for m in _CALL_DEF.finditer(src)]
    for name, indent, at in starts:
        body = []
        for line in lines[at + 1:]:
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            body.append(line)
        bodies.setdefault(name, body)
    return bodies


def parse_launches(src: str) -> List[Launch]:
    """Every launch of the module's ``call`` (partitions inlined where called), in order."""
    defined = kernel_definitions(src)
    bodies = _function_bodies(src)
    if "call" not in bodies:
        raise ValueError("no `call` function: not an Inductor output-code module")

    def launches_of(body: List[str], seen: set) -> List[Launch]:
        out: List[Launch] = []
        comment: List[str] = []
        for raw in body:
            line = raw.strip()
            if line.startswith("#"):
                m = _ORIGIN_COMMENT.search(line)
                if m:
                    comment = [a.strip() for a in m.group(2).split(",") if a.strip()]
                continue
            launch = _launch_in(line, defined)
            if launch is not None:
                launch.comment_aten = comment
                out.append(launch)
                comment = []
                continue
            p = _PARTITION_USE.search(line)
            if p:
                part = f"partition_{p.group(1) or p.group(2)}"
                if part in bodies and part not in seen:
                    out.extend(launches_of(bodies[part], seen | {part}))
        return out

    return launches_of(bodies["call"], {"call"})


def _launch_in(line: str, defined: Dict[str, str]) -> Optional[Launch]:
    m = _EXTERN.search(line)
    if m:
        name = f"extern_kernels.{m.group(1)}"
        return Launch(name, kernel_kind(name), op=f"aten.{m.group(1)}")
    m = _TORCH_OP.search(line)
    if m:
        if m.group(1) in _NOT_LAUNCHES:
            return None
        name = normalize(".".join(g for g in m.groups() if g))
        return Launch(name, kernel_kind(name), op=name)
    m = _ATEN_SHORT.search(line)
    if m:
        name = normalize("aten." + ".".join(g for g in m.groups() if g))
        return Launch(name, ATEN_FALLBACK, op=name)
    m = _NAMED_CALL.search(line)
    if m and m.group(1) in defined:
        name = m.group(1)
        return Launch(name, kernel_kind(name, defined[name]))
    return None
