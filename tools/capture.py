"""``gemma4-passes capture``: compile a target and keep what Inductor made of it.

A target is SGLang's real Gemma-4 decoder layers of a variant (the demo's
builder, small or real widths, compiled through SGLang's own
``set_torch_compile_config`` + ``patch_model``), or any importable
``module:function`` compiled with ``torch.compile`` on random inputs of given
shapes. The folder written (``dumps/<name>/`` by default) describes itself:

- ``depyf/``: depyf's dump, pruned to what a reader needs: Dynamo's
  transformed code (``__transformed_code_*``), per compiled graph the
  post-grad graph just before and just after our passes, and Inductor's
  output code (``--full`` keeps all of depyf's files);
- ``manifest.json``: versions, device, target, passes enabled and their
  matches, and per graph every kernel launch in order: name, kind, the aten ops
  Inductor fused into it, and the decoder layer it belongs to;
- ``CATALOG.md``: the fusion catalog of ``gemma4-passes catalog``.

``--force`` replaces a folder only if it is a capture (its ``manifest.json``
names the capture format; a stub is written first, so a capture that stopped
half way counts) or is empty: anything else is refused, never deleted.

Exit status: 0 written; 1 the capture failed (Inductor compiled nothing, a pass
failed); 2 bad input (arguments, a folder that is not a capture, a bad
``GEMMA4_*`` variable), with one line on stderr.

Launches are read from the output code's ``call`` (the ground truth of what
runs). Each is matched with the FX nodes Inductor generated it from, recorded
while Inductor generates code (``torch._inductor.debug.
set_kernel_post_grad_provenance_tracing``, which every kernel kind reports to);
a node's decoder layer is the ``layers.<i>`` in its ``nn_module_stack``, and a
node without one (a fused op our passes inserted) takes the layer of its
nearest neighbour in the graph that has one.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import importlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple

from gemma4_passes.tools import capture_format, inductor_code

UNATTRIBUTED = capture_format.UNATTRIBUTED
DTYPES = ("bfloat16", "float16", "float32")
_LAYER_IN_PATH = re.compile(r"\blayers(?:\.|\[)(\d+)")
_DATAFLOW_HOPS = 64


def log(msg: str) -> None:
    print(f"[capture] {msg}", flush=True)


# ---------------------------------------------------------------------------
# What Inductor generates, per graph
# ---------------------------------------------------------------------------


@dataclass
class KernelOrigin:
    """The FX nodes one generated kernel came from, reduced to what the manifest keeps."""

    name: str
    fused: List[str]
    layer: Optional[int]
    layer_from: Optional[str]
    other_layers: List[int]


@dataclass
class GraphRecord:
    """One Inductor graph: its kernels' origins in codegen order, and its output code."""

    kernels: List[KernelOrigin] = field(default_factory=list)
    compiled_fn: Optional[str] = None
    output_code: Optional[str] = None


def _compiled_fn_name() -> str:
    """The ``__compiled_fn_<n>`` depyf is naming the current graph's files after."""
    from depyf.explain.utils import get_current_compiled_fn_name

    return get_current_compiled_fn_name()


def _aten_name(node) -> str:
    from gemma4_passes.testing import op_name

    orig = node.meta.get("original_aten")
    packet = getattr(orig, "_overloadpacket", None)
    if packet is not None:
        return str(packet)
    if orig is not None and hasattr(orig, "name") and callable(orig.name):
        return str(orig.name())
    return op_name(node.target)


def _module_layer(node) -> Optional[int]:
    stack = node.meta.get("nn_module_stack") or {}
    for path, _ in reversed(list(stack.values())):
        m = _LAYER_IN_PATH.search(str(path))
        if m:
            return int(m.group(1))
    return None


class _GraphIndex:
    """Node order and layer of every node of one post-grad graph, computed once."""

    def __init__(self, graph) -> None:
        self.order = {n: i for i, n in enumerate(graph.nodes)}
        self.layer: Dict[Any, Optional[int]] = {}

    def layer_of(self, node) -> Tuple[Optional[int], Optional[str]]:
        own = _module_layer(node)
        if own is not None:
            return own, "nn_module_stack"
        # A node our passes inserted carries no module stack: take the layer of
        # the nearest node (inputs first, then users) that has one.
        seen = {node}
        queue = deque([(node, 0)])
        while queue:
            cur, hops = queue.popleft()
            if hops >= _DATAFLOW_HOPS:
                break
            for nxt in list(cur.all_input_nodes) + list(cur.users):
                if nxt in seen:
                    continue
                seen.add(nxt)
                found = _module_layer(nxt)
                if found is not None:
                    return found, "dataflow"
                queue.append((nxt, hops + 1))
        return None, None


class KernelRecorder:
    """Records, while Inductor generates code, which FX nodes each kernel came from.

    Wraps ``torch._inductor.debug.set_kernel_post_grad_provenance_tracing``
    (called for every Triton, C++, template and extern kernel with the nodes it
    fuses, whatever the provenance-tracking level) and
    ``GraphLowering.compile_to_module`` (which loads the graph's output code;
    under depyf, from depyf's copy of it).
    """

    PROVENANCE = "set_kernel_post_grad_provenance_tracing"

    def __init__(self) -> None:
        self.graphs: Dict[int, GraphRecord] = {}
        self._order: List[int] = []
        self._indexes: Dict[int, _GraphIndex] = {}
        self.attribution_available = True

    def compiled_graphs(self) -> List[GraphRecord]:
        """One record per compiled graph, in compile order.

        Inductor may lower and load helper modules (autotuning subgraphs) while
        compiling a graph; they finish first and share its ``__compiled_fn``
        name, so the last module loaded under a name is the graph's own.
        """
        by_fn: Dict[str, GraphRecord] = {}
        for key in self._order:
            rec = self.graphs[key]
            if rec.output_code is not None:
                by_fn.pop(rec.compiled_fn, None)
                by_fn[rec.compiled_fn] = rec
        return list(by_fn.values())

    def _graph(self) -> GraphRecord:
        from torch._inductor.virtualized import V

        key = id(V.graph)
        if key not in self.graphs:
            self.graphs[key] = GraphRecord()
            self._order.append(key)
        return self.graphs[key]

    def _record(self, node_schedule, kernel_name) -> None:
        if isinstance(node_schedule, (list, tuple)):
            nodes = [o for s in node_schedule if getattr(s, "node", None) is not None for o in s.node.origins]
        else:
            nodes = list(getattr(node_schedule, "origins", ()) or ())
        nodes = [n for n in nodes if n.op == "call_function"]
        layer, layer_from, others, fused = None, None, [], []
        if nodes:
            graph = nodes[0].graph
            index = self._indexes.setdefault(id(graph), _GraphIndex(graph))
            nodes.sort(key=lambda n: index.order.get(n, 0))
            for n in nodes:
                name = _aten_name(n)
                if name not in fused:
                    fused.append(name)
            layers = [index.layer_of(n) for n in nodes]
            known = [(lay, how) for lay, how in layers if lay is not None]
            if known:
                # The layer of the kernel's last node: what its result belongs to.
                layer, layer_from = known[-1]
                others = sorted({lay for lay, _ in known} - {layer})
        self._graph().kernels.append(KernelOrigin(str(kernel_name), fused, layer, layer_from, others))

    @contextlib.contextmanager
    def active(self) -> Iterator["KernelRecorder"]:
        import inspect

        import torch._inductor.debug as inductor_debug
        from torch._inductor.graph import GraphLowering

        original = getattr(inductor_debug, self.PROVENANCE, None)
        params = list(inspect.signature(original).parameters)[:2] if original is not None else []
        if params != ["node_schedule", "kernel_name"]:
            self.attribution_available = False
            log(f"this torch has no {self.PROVENANCE}(node_schedule, kernel_name, ...): "
                f"kernels are listed from the output code, all under '{UNATTRIBUTED}'")
        recorder = self

        def provenance(node_schedule, kernel_name, *args, **kwargs):
            try:
                recorder._record(node_schedule, kernel_name)
            except Exception as exc:  # noqa: BLE001 - must never break the compile
                log(f"could not record the origins of {kernel_name}: {type(exc).__name__}: {exc}")
            return original(node_schedule, kernel_name, *args, **kwargs)

        compile_to_module = GraphLowering.compile_to_module

        def compile_to_module_recorded(self, *args, **kwargs):
            mod = compile_to_module(self, *args, **kwargs)
            key = id(self)
            rec = recorder.graphs.setdefault(key, GraphRecord())
            if key not in recorder._order:
                recorder._order.append(key)
            rec.output_code = getattr(mod, "__file__", None)
            rec.compiled_fn = _compiled_fn_name()
            return mod

        # Codegen modules bind the function at import; swap every binding.
        holders = []
        if self.attribution_available:
            holders = [m for m in list(sys.modules.values())
                       if getattr(m, "__name__", "").startswith("torch._inductor")
                       and getattr(m, self.PROVENANCE, None) is original]
        for m in holders:
            setattr(m, self.PROVENANCE, provenance)
        GraphLowering.compile_to_module = compile_to_module_recorded
        try:
            yield self
        finally:
            GraphLowering.compile_to_module = compile_to_module
            for m in holders:
                setattr(m, self.PROVENANCE, original)


class PassGraphWriter:
    """Writes each graph just before and after our passes next to depyf's files.

    A graph our passes left unchanged is written once: ``files`` maps both
    stages to the same file.
    """

    def __init__(self, depyf_dir: str) -> None:
        self.depyf_dir = depyf_dir
        self.fn_of_graph: Dict[int, str] = {}
        self.files: Dict[Tuple[str, str], str] = {}
        self._before: Dict[str, str] = {}

    def __call__(self, stage: str, graph_id: int, graph) -> None:
        fn = _compiled_fn_name()
        self.fn_of_graph[graph_id] = fn
        src = graph.python_code(root_module="self", verbose=True).src
        log(f"graph {graph_id} ({fn}): {len(graph.nodes)} nodes {stage} our passes")
        if stage == "after" and src == self._before.get(fn):
            self.files[(fn, stage)] = self.files[(fn, "before")]
            return
        if stage == "before":
            self._before[fn] = src
        name = f"{fn}.{stage.upper()}_GEMMA4_PASSES.py"
        with open(os.path.join(self.depyf_dir, name), "w") as f:
            f.write(f"# {fn}: post-grad graph {stage} the gemma4-passes passes ({len(graph.nodes)} nodes)\n{src}")
        self.files[(fn, stage)] = f"depyf/{name}"


@contextlib.contextmanager
def heartbeat(what: str, every_s: float = 30.0) -> Iterator[None]:
    """A line every ``every_s`` seconds while a long compile runs."""
    done = threading.Event()
    t0 = time.time()

    def beat():
        while not done.wait(every_s):
            log(f"{what}: still running ({time.time() - t0:.0f}s)")

    thread = threading.Thread(target=beat, daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        thread.join()


# ---------------------------------------------------------------------------
# Targets
# ---------------------------------------------------------------------------


@dataclass
class Compiled:
    """What compiling a target produced, for the manifest."""

    target: Dict[str, Any]
    layer_labels: Optional[List[str]]  # index in nn_module_stack's layers.<i> -> label
    info: Dict[str, Any]
    check: Dict[str, Any]


def _torch_dtype(name: str):
    import torch

    return getattr(torch, name)


def compile_variant(args, layer_ids: Optional[List[int]], passes: List[str], recording) -> Compiled:
    """SGLang's layers of a variant, compiled through SGLang's patch_model with the plugin."""
    import torch

    from gemma4_passes.tools import demo, harness

    harness.init_sglang(args.device)
    demo.load_sglang_plugins()
    log(f"building SGLang's Gemma-4 {args.variant} layers ({args.scale} widths, {args.dtype}, {args.device})")
    built = demo.build_variant(
        args.variant, scale=args.scale, device=args.device, mode=args.mode,
        num_tokens=args.tokens, context_len=args.context, dtype=_torch_dtype(args.dtype),
        layer_ids=layer_ids,
    )
    labels = built.layer_names()
    log(f"layers: {', '.join(labels)}")
    with demo.running(built):
        log("eager reference (SGLang's compile-mode dispatch)")
        ref = demo.eager_reference(built)
        log(f"compiling through SGLang's patch_model, passes: {', '.join(passes) or 'none'}")
        with recording(), heartbeat("compile"):
            out, info = demo.compile_and_run(built.stack, built.inputs, built.backend, built.num_tokens, passes)
    out = out.float()
    target = {
        "kind": "variant", "variant": args.variant, "scale": args.scale, "mode": args.mode,
        "tokens": args.tokens, "context_len": args.context, "dtype": args.dtype,
        "layers": [{"index": i, "layer_id": lid, "kind": harness.describe_layer(built.config, lid), "label": lab}
                   for i, (lid, lab) in enumerate(zip(built.layer_ids, labels))],
    }
    check = {
        "max_abs_err": (out - ref).abs().max().item(),
        "ref_max_abs": ref.abs().max().item(),
        "finite": bool(torch.isfinite(out).all()),
    }
    return Compiled(target, labels, info, check)


def checked_layer_ids(args) -> Optional[List[int]]:
    """``--layers`` as ids the variant has, with the layers kv-shared ones read from; None: the default."""
    from gemma4_passes.tools import harness

    if args.layers is None:
        return None
    try:
        ids = [int(i) for i in args.layers.split(",")]
    except ValueError:
        raise capture_format.BadInput(f"--layers: {args.layers!r} is not a comma list of layer ids") from None
    try:
        return harness.check_layer_ids(harness.build_config(args.variant, scale=args.scale), ids)
    except ValueError as exc:
        raise capture_format.BadInput(f"--layers: {exc}") from exc


def parse_shapes(spec: str) -> List[Tuple[int, ...]]:
    """``"8x16,16"`` -> ``[(8, 16), (16,)]``."""
    shapes = []
    for part in spec.split(","):
        part = part.strip()
        if not part or not all(d.isdigit() for d in part.split("x")):
            raise capture_format.BadInput(f"--inputs: {spec!r} is not a list of shapes such as 8x16,16")
        shapes.append(tuple(int(d) for d in part.split("x")))
    return shapes


def load_function(spec: str) -> Callable:
    if ":" not in spec:
        raise capture_format.BadInput(f"--function: {spec!r} is not module:function")
    mod_name, _, attr = spec.partition(":")
    try:
        mod = importlib.import_module(mod_name)
    except ImportError as exc:
        raise capture_format.BadInput(f"--function: cannot import {mod_name!r} ({exc})") from exc
    fn = mod
    for part in attr.split("."):
        fn = getattr(fn, part, None)
        if fn is None:
            raise capture_format.BadInput(f"--function: {mod_name!r} has no {attr!r}")
    if not callable(fn):
        raise capture_format.BadInput(f"--function: {spec} is not callable")
    return fn


def compile_function(args, fn: Callable, shapes: List[Tuple[int, ...]], passes: List[str], recording) -> Compiled:
    """``torch.compile(module:function)`` (Inductor) on random inputs, with our pass manager."""
    import torch
    import torch._dynamo
    import torch._inductor.config as inductor_config
    import torch._inductor.metrics as metrics
    from torch._dynamo.utils import counters

    from gemma4_passes import manager

    gen = torch.Generator(device="cpu").manual_seed(0)
    inputs = [torch.randn(s, generator=gen).to(device=args.device, dtype=_torch_dtype(args.dtype)) for s in shapes]
    torch._dynamo.reset()
    manager.install(passes)
    manager.stats().reset()
    graphs0 = counters["stats"]["unique_graphs"]
    kernels0 = metrics.generated_kernel_count
    ref = fn(*inputs)
    compiled = torch.compile(fn, backend="inductor")
    log(f"compiling {args.function} on inputs {args.inputs} ({args.dtype}), passes: {', '.join(passes) or 'none'}")
    t0 = time.time()
    with recording(), heartbeat("compile"), inductor_config.patch(fx_graph_cache=False):
        out = compiled(*inputs)
    st = manager.stats()
    info = dict(
        graphs=counters["stats"]["unique_graphs"] - graphs0, manager_graphs=st.num_graphs,
        kernels=metrics.generated_kernel_count - kernels0, matches=st.matches(),
        refused=st.refused(), errors=st.errors(), compile_s=time.time() - t0,
    )
    outs = [o.detach() for o in (out if isinstance(out, (tuple, list)) else [out]) if isinstance(o, torch.Tensor)]
    refs = [r for r in (ref if isinstance(ref, (tuple, list)) else [ref]) if isinstance(r, torch.Tensor)]
    check = {
        "max_abs_err": max((float((o.float() - r.float()).abs().max()) for o, r in zip(outs, refs)), default=0.0),
        "ref_max_abs": max((float(r.float().abs().max()) for r in refs), default=0.0),
        "finite": all(bool(torch.isfinite(o).all()) for o in outs),
    }
    target = {"kind": "function", "function": args.function, "inputs": args.inputs, "dtype": args.dtype}
    return Compiled(target, None, info, check)


# ---------------------------------------------------------------------------
# The folder
# ---------------------------------------------------------------------------


def environment(device: str) -> Dict[str, Any]:
    """Versions and device: what the diff compares before it compares kernels."""
    from importlib import metadata

    import torch

    import gemma4_passes

    def version(dist: str) -> Optional[str]:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return None

    if device.startswith("cuda"):
        device_name = torch.cuda.get_device_name()
    else:
        device_name = platform.processor() or platform.machine()
        with contextlib.suppress(OSError):
            with open("/proc/cpuinfo") as f:
                names = [ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")]
            if names:
                device_name = names[0]
    return {
        "torch": torch.__version__,
        "triton": version("triton"),
        "sglang": version("sglang"),
        "gemma4_passes": gemma4_passes.__version__,
        "gemma4_passes_commit": source_commit(),
        "depyf": version("depyf"),
        "python": platform.python_version(),
        "device": device.split(":")[0],
        "device_name": device_name,
    }


# The package's own source (not dumps/ or bench/, which a capture or benchmark may be rewriting).
SOURCE_PATHS = ("gemma4_passes", "patterns", "tools", "pyproject.toml")


def source_commit() -> Optional[str]:
    """The checkout's short commit, with ``+changes`` when the package source differs from it
    (a figure taken from uncommitted code must not name a commit that lacks that code); None
    outside a git checkout."""
    import gemma4_passes

    root = os.path.dirname(os.path.dirname(os.path.abspath(gemma4_passes.__file__)))

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, timeout=10).stdout.strip()

    with contextlib.suppress(Exception):
        commit = git("rev-parse", "--short", "HEAD")
        if not commit:
            return None
        if git("status", "--porcelain", "--untracked-files=no", "--", *SOURCE_PATHS):
            commit += "+changes"
        return commit
    return None


def _layer_label(index: Optional[int], labels: Optional[List[str]]) -> str:
    if index is None:
        return UNATTRIBUTED
    if labels is None:
        return f"layers.{index}"
    return labels[index] if 0 <= index < len(labels) else UNATTRIBUTED


def kernels_of_graph(src: str, origins: List[KernelOrigin], labels: Optional[List[str]]) -> List[Dict[str, Any]]:
    """Launches of one output-code module, each with the origins recorded for it."""
    pending: Dict[str, deque] = {}
    for o in origins:
        pending.setdefault(inductor_code.normalize(o.name), deque()).append(o)
    out = []
    for launch in inductor_code.parse_launches(src):
        queue = pending.get(inductor_code.normalize(launch.name))
        origin = queue.popleft() if queue else None
        entry: Dict[str, Any] = {"name": launch.name, "kind": launch.kind}
        if launch.op:
            entry["op"] = launch.op
        if origin is not None:
            entry["fused"] = origin.fused
            entry["layer"] = _layer_label(origin.layer, labels)
            entry["layer_from"] = origin.layer_from
            if origin.other_layers:
                entry["also_layers"] = [_layer_label(i, labels) for i in origin.other_layers]
        else:
            entry["fused"] = launch.comment_aten
            entry["layer"] = UNATTRIBUTED
            entry["layer_from"] = None
        out.append(entry)
    return out


def prune_depyf(depyf_dir: str) -> None:
    """Keep Dynamo's transformed code, the graphs around our passes and the output code; drop the rest.

    Dropped: guards (``full_code_*``), Dynamo's captured graph and the
    intermediate graphs (the graph before our passes shows what reached
    them), depyf's copies of the output code and of modules compiled only for
    autotuning. Paths of installed packages and of this checkout become
    ``<site-packages>/`` and ``<repo>/``, so dumps from two machines differ
    only where the code does.
    """
    roots = _path_roots()
    for name in sorted(os.listdir(depyf_dir)):
        path = os.path.join(depyf_dir, name)
        if name.startswith("__transformed_code_") or name.endswith(("GEMMA4_PASSES.py", ".output_code.py")):
            _shorten_paths(path, roots)
        elif os.path.isdir(path):
            shutil.rmtree(path)
        else:
            os.remove(path)


def _path_roots() -> List[Tuple[str, str]]:
    import site
    import sysconfig

    import gemma4_passes

    dirs = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"], *site.getsitepackages()}
    roots = [(d.rstrip("/") + "/", "<site-packages>/") for d in dirs if d]
    roots.append((os.path.dirname(os.path.dirname(os.path.abspath(gemma4_passes.__file__))) + "/", "<repo>/"))
    return sorted(roots, key=lambda r: -len(r[0]))


def _shorten_paths(path: str, roots: List[Tuple[str, str]]) -> None:
    with open(path) as f:
        text = f.read()
    for long, short in roots:
        text = text.replace(long, short)
    with open(path, "w") as f:
        f.write(text)


def folder_name(args) -> str:
    passes = args.passes if args.passes in ("on", "off") else "custom"
    if args.variant:
        return f"{args.device.split(':')[0]}-{args.scale}-{args.variant}-{passes}"
    mod, _, fn = args.function.partition(":")
    return f"{args.device.split(':')[0]}-{mod.rsplit('.', 1)[-1]}-{fn}-{passes}"


def prepare_out_dir(out_dir: str, force: bool) -> None:
    """Make room for a capture at ``out_dir``: ``BadInput`` if something is there that is not
    ours to delete. ``--force`` removes a capture folder or an empty one, nothing else."""
    if not os.path.lexists(out_dir):
        return
    if not force:
        raise capture_format.BadInput(f"{out_dir} exists; pass --force to replace it")
    if os.path.islink(out_dir) or not os.path.isdir(out_dir):
        kind = "a symbolic link" if os.path.islink(out_dir) else "not a folder"
        raise capture_format.BadInput(f"--force: {out_dir} is {kind}; not deleted, choose another --out")
    if not os.listdir(out_dir):
        os.rmdir(out_dir)
        return
    if not capture_format.is_capture_folder(out_dir):
        raise capture_format.BadInput(f"--force: {out_dir} is not a capture (no capture manifest.json); "
                                "not deleted, choose another --out")
    shutil.rmtree(out_dir)


def write_stub_manifest(out_dir: str, argv: Sequence[str]) -> None:
    """The folder's first file: marks it as a capture (``--force`` may replace it) and, until the
    real manifest replaces it, makes ``diff``/``catalog`` say it is incomplete."""
    os.makedirs(out_dir)
    with open(os.path.join(out_dir, "manifest.json"), "w") as f:
        json.dump({"format": capture_format.FORMAT, "format_version": capture_format.FORMAT_VERSION,
                   "name": os.path.basename(out_dir), "command": command_line(argv), "status": "incomplete"}, f)
        f.write("\n")


def command_line(argv: Sequence[str]) -> str:
    return "gemma4-passes capture " + " ".join(argv)


def run(argv: Sequence[str]) -> str:
    """Capture per ``argv`` (the command's options); returns the folder written."""
    import torch._inductor.config as inductor_config

    from gemma4_passes import builtin, manager, registry
    from gemma4_passes.tools import catalog, depyf_compat

    args = build_parser().parse_args(list(argv))
    if bool(args.variant) == bool(args.function):
        raise capture_format.BadInput("give exactly one target: --variant NAME or --function module:function")
    for option, value in (("--tokens", args.tokens), ("--context", args.context)):
        if value < 1:
            raise capture_format.BadInput(f"{option} {value}: needs a whole number >= 1")
    from gemma4_passes import plugin

    problems = plugin.configuration_errors()
    if problems:
        raise capture_format.BadInput("bad configuration: " + "; ".join(problems))
    if args.dtype is None:
        args.dtype = "bfloat16" if args.variant else "float32"
    if args.device == "cuda":
        import torch

        if not torch.cuda.is_available():
            raise capture_format.BadInput("--device cuda: this machine has no CUDA device")
    known = list(builtin.passes())
    spec = {"on": "all", "off": "none"}.get(args.passes, args.passes)
    try:
        passes = registry.parse_selection(spec, known)
    except registry.UnknownPassError as exc:
        raise capture_format.BadInput(str(exc)) from exc
    if args.variant:
        layer_ids = checked_layer_ids(args)
        compile_target = lambda recording: compile_variant(args, layer_ids, passes, recording)  # noqa: E731
    else:
        if not args.inputs:
            raise capture_format.BadInput("--function needs --inputs (shapes, e.g. 8x16,16)")
        fn, shapes = load_function(args.function), parse_shapes(args.inputs)
        compile_target = lambda recording: compile_function(args, fn, shapes, passes, recording)  # noqa: E731
    out_dir = os.path.abspath(args.out or os.path.join("dumps", folder_name(args)))
    prepare_out_dir(out_dir, args.force)
    write_stub_manifest(out_dir, argv)
    depyf_dir = os.path.join(out_dir, "depyf")
    os.makedirs(depyf_dir)
    depyf_compat.check()
    log(f"writing {out_dir}")

    recorder = KernelRecorder()
    writer = PassGraphWriter(depyf_dir)
    depyf_failures: List[str] = []

    @contextlib.contextmanager
    def recording():
        # force_disable_caches: every graph is compiled here, never replayed from a cache.
        with depyf_compat.prepare_debug(depyf_dir) as failures, recorder.active(), \
                manager.observe_graphs(writer), inductor_config.patch(force_disable_caches=True):
            yield
        depyf_failures.extend(failures)

    t0 = time.time()
    compiled = compile_target(recording)
    st = manager.stats()

    graphs = []
    matches_by_fn = {}
    for g in st.graphs:
        fn = writer.fn_of_graph.get(g.graph_id)
        matches_by_fn[fn] = {"matches": {k: v for k, v in g.matches.items() if v}, "refused": g.refused, "errors": g.errors}
    for rec in recorder.compiled_graphs():
        fn = rec.compiled_fn
        new_name = f"{fn}.output_code.py"
        with open(rec.output_code) as f:
            src = f.read()
        with open(os.path.join(depyf_dir, new_name), "w") as f:
            f.write(src)
        kernels = kernels_of_graph(src, rec.kernels, compiled.layer_labels)
        graphs.append({
            "compiled_fn": fn,
            "output_code": f"depyf/{new_name}",
            "before_passes": writer.files.get((fn, "before")),
            "after_passes": writer.files.get((fn, "after")),
            **matches_by_fn.get(fn, {"matches": {}, "refused": {}, "errors": {}}),
            "kernels": kernels,
        })
    if not graphs:
        raise capture_format.CaptureError(f"Inductor compiled no graph (see the log above); partial dump in {out_dir}")
    if not args.full:
        prune_depyf(depyf_dir)
    info = compiled.info
    manifest = {
        "format": capture_format.FORMAT,
        "format_version": capture_format.FORMAT_VERSION,
        "name": os.path.basename(out_dir),
        "command": command_line(argv),
        "created": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "environment": environment(args.device),
        "target": compiled.target,
        "passes": {
            "enabled": passes,
            "matches": {k: v for k, v in info["matches"].items() if v},
            "refused": info["refused"],
            "errors": info["errors"],
        },
        "attribution": (
            "launches read from each graph's output code (call); each matched by name, in order, with the FX "
            "nodes Inductor reported generating it from (set_kernel_post_grad_provenance_tracing); layer = the "
            "'layers.<i>' in the nn_module_stack of the kernel's last node, or, for nodes without one (fused ops "
            f"our passes insert), of the nearest node in the graph that has one; else '{UNATTRIBUTED}'"
            if recorder.attribution_available else
            f"launches read from each graph's output code; this torch reports no kernel origins, so every "
            f"launch is '{UNATTRIBUTED}'"
        ),
        "depyf_failures": depyf_failures,
        "dynamo_graphs": info["graphs"],
        "compile_s": round(info["compile_s"], 1),
        "check": compiled.check,
        "graphs": graphs,
    }
    manifest["summary"] = capture_format.summary(manifest)
    with open(os.path.join(out_dir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")
    with open(os.path.join(out_dir, "CATALOG.md"), "w") as f:
        f.write(catalog.render(capture_format.Capture(out_dir, manifest)))
    s = manifest["summary"]
    log(f"done in {time.time() - t0:.0f}s: {len(graphs)} graph(s), {s['kernels']} launches "
        f"({', '.join(f'{k} {v}' for k, v in s['per_layer'].items())}); "
        f"passes matched: {', '.join(f'{k} {v}' for k, v in manifest['passes']['matches'].items()) or 'nothing'}")
    if info["graphs"] != len(graphs):
        log(f"note: Dynamo made {info['graphs']} graph(s), Inductor compiled {len(graphs)}")
    if not compiled.check["finite"]:
        log("WARNING: the compiled output is not finite")
    if info["errors"]:
        raise capture_format.CaptureError(f"passes failed while compiling: {', '.join(info['errors'])} (capture kept in {out_dir})")
    return out_dir


def build_parser() -> argparse.ArgumentParser:
    from gemma4_passes.tools.harness import VARIANTS

    p = argparse.ArgumentParser(
        prog="gemma4-passes capture",
        description="Compile a target with our passes on or off and write depyf's dump, manifest.json and CATALOG.md.",
        epilog="exit status: 0 written; 1 the capture failed (compile, passes); 2 bad input (arguments, "
               "--out that is not a capture, a GEMMA4_* variable; one line on stderr)",
    )
    t = p.add_argument_group("target (one of)")
    t.add_argument("--variant", choices=VARIANTS, help="SGLang's real Gemma-4 decoder layers of this variant")
    t.add_argument("--function", metavar="MODULE:FUNCTION", help="any importable function (needs --inputs)")
    p.add_argument("--inputs", help="--function's inputs: shapes of random tensors, e.g. 8x16,16")
    p.add_argument("--layers", help="decoder layer ids, e.g. 4,5 (default: the last layer of each kind)")
    p.add_argument("--scale", default="small", choices=("small", "real"), help="layer widths (variants)")
    p.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    p.add_argument("--dtype", default=None, choices=DTYPES, help="default: bfloat16 for variants, float32 for functions")
    p.add_argument("--mode", default="decode", choices=("decode", "extend"))
    p.add_argument("--tokens", type=int, default=1, help="decode batch size / prefill length (1: SGLang's "
                   "native MoE path on every device)")
    p.add_argument("--context", type=int, default=16, help="cached tokens per request (decode)")
    p.add_argument("--passes", default="on", help="on, off, or a selection such as 'all,-router'")
    p.add_argument("--out", help="folder to write (default: dumps/<device>-<scale>-<variant>-<on|off>)")
    p.add_argument("--force", action="store_true", help="replace the folder if it is a capture (or empty); "
                   "anything else is refused")
    p.add_argument("--full", action="store_true", help="keep depyf's whole dump (guards, every intermediate graph)")
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        run(argv)
    except capture_format.BadInput as exc:
        print(f"gemma4-passes capture: error: {exc}", file=sys.stderr)
        return 2
    except capture_format.CaptureError as exc:
        print(f"gemma4-passes capture: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
