"""Per-layer benchmark: SGLang's real Gemma-4 decoder layers, side by side.

For each variant's layer kinds (real geometry, random weights) and each batch
(decode at 1, 8, 32 tokens over a ``--context``-token KV cache, and one
prefill), in one process, every mode runs the same layer on the same inputs:

- ``eager``: SGLang's compile-mode dispatch run eagerly (what ``patch_model``
  compiles): native torch ops plus SGLang's hand-written Gemma-4 Triton
  kernels (``gemma4_fused_ops``, ``gemma4_routing``) behind its CUDA checks.
- ``shipped``: SGLang's ``patch_model`` compile with none of our compile
  patches (only the router fix): today's ``--enable-torch-compile``. On
  torch < 2.14 Dynamo cannot trace SGLang's msgspec structs; the error is
  recorded.
- ``compiled``: the same compile with the msgspec structs made traceable
  (``traceable_structs`` only), so Inductor gets one graph per layer; SGLang's
  hand-written kernels stay opaque calls inside it, no passes.
- ``passes``: gemma4-passes as the plugin installs it: traceable structs,
  unwrapped kernels, every fusion pass.

Attention is a stand-in (SDPA over the cache, as one opaque custom op in every
mode). The layer is followed by the norm that reads its output, as inside the
model (the next layer's ``input_layernorm``, or after the last layer the final
norm: the same ``RMSNorm``; here SGLang's ``final_norm`` with a random weight),
so that what the passes fold into a layer's last op is measured; a layer's own
input norm is in the row too, so a layer inside a model runs one norm fewer
(``--no-final-norm``: the layer alone). For each mode: max |mode - eager| and finiteness, GPU kernels per layer
by category (GEMM / attention / MoE experts / other) with their GPU time from
the profiler, in decode the K/V rows stored for the new tokens against eager's
(the output alone hides a wrong row), the per-layer latency as the median of CUDA-graph replays
(L2 flushed before each), and the compile time of the first call.

``--quant fp8``: the layers as SGLang builds them from a compressed-tensors FP8-dynamic checkpoint
(FP8 weights with a scale per output channel, activations quantized per token as they run;
``harness.FP8_DYNAMIC``). ``passes`` then also unwraps SGLang's quantization op
(``unwrap_fp8_quant``) so that the FP8 fusions take it; ``compiled`` and ``shipped`` keep it
opaque, as SGLang ships it. Each cell also gives the layer's weight-read floor: the bytes of
weights one call reads (FP8 weights at one byte; a MoE layer's experts as many as ``tokens``
tokens touch on average under uniform routing) over the read bandwidth measured in the process.

GPU: ``gemma4-passes bench --out bench/current/layers.json --md bench/current/layers.md``; where
one command may run only so long, add ``--time-budget SECONDS`` and repeat the
command with ``--resume`` until it exits 0 (exit 3: cells left).
CPU smoke (no timing): ``gemma4-passes bench --device cpu --scale small``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import statistics
import sys
import time
import traceback
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional, Sequence

import torch

from gemma4_passes.tools import counts, harness, repeat_check

MODES = ("eager", "shipped", "compiled", "passes")
DEFAULT_MODES = ("eager", "shipped", "compiled", "passes")
CATEGORIES = ("gemm", "attention", "moe_experts", "other")

# The layer kinds measured by default per variant (``describe_layer`` names).
DEFAULT_KINDS = {
    "26b-a4b": ("sliding/moe", "full/moe"),
    "31b": ("sliding/dense", "full/dense"),
    "e4b": ("sliding/dense/ple", "sliding/dense/ple/kv-shared"),
    "e2b": ("sliding/dense/ple", "sliding/dense/ple/kv-shared/double-wide"),
}

# Kernel names of matrix products: cuBLAS / CUTLASS / nvjet kernels and
# Inductor's GEMM templates.
_GEMM = re.compile(r"gemm(?!a)|cutlass|cublas|nvjet|xmma|sm90_xmma|splitK|^triton_tem_|_mm_kernel|matmul", re.I)
# CPU-side ops whose kernels are the attention stand-in or the MoE experts (SGLang's, or ours:
# ``gemma4::moe_experts``, ``gemma4::moe_experts_fp8``).
_ATTENTION_OP = re.compile(r"gemma4_harness::")
_MOE_OP = re.compile(r"^\w+::\w*fused_(experts|moe)|^gemma4::moe_experts")
_MOE_KERNEL = re.compile(r"^fused_moe_kernel|moe_align|moe_sum_reduce|count_and_sort|act_and_mul_kernel")


@dataclass
class ModeResult:
    mode: str
    ok: bool = False
    error: Optional[str] = None
    finite: Optional[bool] = None
    max_abs_diff: Optional[float] = None
    mean_abs_diff: Optional[float] = None
    # Per token max|diff|: its median and the worst tokens as [token, max|diff|]
    # (a token whose MoE routing flips on a near-tie stands out from the rest).
    token_diff_median: Optional[float] = None
    worst_tokens: Optional[List[List[float]]] = None
    compile_s: Optional[float] = None
    dynamo_graphs: Optional[int] = None
    matches: Dict[str, int] = field(default_factory=dict)
    refused: Dict[str, Dict[str, int]] = field(default_factory=dict)
    kernels: Dict[str, int] = field(default_factory=dict)
    kernel_us: Dict[str, float] = field(default_factory=dict)
    kernel_names: Dict[str, List[str]] = field(default_factory=dict)
    kernel_each_us: Dict[str, List[float]] = field(default_factory=dict)
    latency_us: Optional[float] = None
    latency_spread_us: Optional[List[float]] = None
    # the 10-90% spread of each set of replays timed (more than one: a set was disturbed, see MAX_SPREAD)
    latency_rounds: Optional[List[List[float]]] = None
    # Decode: max |K/V the layer stored for the new tokens - eager's| over the caches it writes. The
    # output hides a wrong row there (one of context+1 attended positions): SGLang's compile at
    # batch 1 stores garbage V (see BENCHMARKS.md, "The batch-1 NaN"), and its output moves by 0.05.
    new_kv_max_abs_diff: Optional[float] = None
    graph_replay_matches_call: Optional[bool] = None
    # max |output - first call's output| over ``--repeats`` more direct calls, and of the graph replay:
    # nonzero where some kernel is not deterministic (atomics, split reductions)
    repeat_max_abs_diff: Optional[float] = None
    # where the repeated calls parted, when they did (``repeat_check.first_unrepeatable``'s verdict)
    repeat_culprit: Optional[str] = None
    graph_replay_max_abs_diff: Optional[float] = None
    graph_replay_nonfinite: Optional[int] = None  # elements of the replayed output that are NaN/inf
    # per category (and per kernel, in launch order) median µs inside the timed CUDA-graph
    # replays, L2 flushed as there; None when the replay's kernels could not be matched by name
    replay_kernel_us: Optional[Dict[str, float]] = None
    replay_each_us: Optional[List[float]] = None


@dataclass
class Cell:
    variant: str
    layer: str
    layer_id: int
    phase: str  # decode | prefill
    tokens: int
    final_norm: bool = True
    quant: Optional[str] = None
    weight_bytes: Optional[int] = None  # weights one call reads (see ``layer_weight_bytes``)
    floor_us: Optional[float] = None  # weight_bytes at the process's measured read bandwidth
    ref_max_abs: float = 0.0
    error: Optional[str] = None
    modes: Dict[str, ModeResult] = field(default_factory=dict)
    process: int = 0  # index into the JSON's ``processes`` (``--resume`` joins several)


# ---------------------------------------------------------------------------
# Modes: which of our patches and passes are active while SGLang compiles
# ---------------------------------------------------------------------------


_MANAGERS: Dict[tuple, object] = {}


@contextlib.contextmanager
def mode_setup(mode: str, quant: Optional[str] = None):
    """Put our compile patches and passes in the state ``mode`` names (``quant``: the layers'
    ``--quant``; an FP8 layer's quantization op is unwrapped in ``passes`` only).

    Called inside ``patch_model`` (whose plugin hook applies the compile
    patches), before the first call compiles; restores the plugin's state after.
    """
    from gemma4_passes import builtin, manager
    from gemma4_passes.patches import PATCHES

    # The compile patches that change what a layer compiles to (``eager_attention_decode``
    # concerns SGLang's attention backend, which these layers do not use).
    layer_patches = ("unwrap_kernels", "traceable_structs") + (("unwrap_fp8_quant",) if quant else ())
    want = {
        "shipped": (),
        "compiled": ("traceable_structs",),
        "passes": layer_patches,
    }[mode]
    for name in layer_patches:
        if name in want:
            st = PATCHES[name].apply()
            if not PATCHES[name].applied:
                raise RuntimeError(f"mode {mode} needs patch {name}: {st}")
        else:
            PATCHES[name].revert()
    selection = tuple(builtin.selected_from_env()) if mode == "passes" else ()
    # One manager per selection and process, as the plugin builds one per server process: its
    # patterns register once, and the compile time of later cells does not count that again.
    if selection not in _MANAGERS:
        _MANAGERS[selection] = manager.install(list(selection))
    else:
        manager.reinstall(_MANAGERS[selection])
    try:
        yield
    finally:
        for name in layer_patches:
            PATCHES[name].apply()


# ---------------------------------------------------------------------------
# Measurement
# ---------------------------------------------------------------------------


def categorize(prof) -> tuple:
    """GPU kernels of one profiled forward, by category: counts, µs, names."""
    counts = {c: 0 for c in CATEGORIES}
    micros = {c: 0.0 for c in CATEGORIES}
    names: Dict[str, List[str]] = {c: [] for c in CATEGORIES}
    each: Dict[str, List[float]] = {c: [] for c in CATEGORIES}
    for evt in prof.events():
        kernels = getattr(evt, "kernels", None) or []
        if not kernels:
            continue
        chain = []
        e = evt
        while e is not None:
            chain.append(e.name)
            e = e.cpu_parent
        for k in kernels:
            if any(_ATTENTION_OP.search(n) for n in chain):
                cat = "attention"
            elif any(_MOE_OP.search(n) for n in chain) or _MOE_KERNEL.search(k.name):
                cat = "moe_experts"
            elif _GEMM.search(k.name):
                cat = "gemm"
            else:
                cat = "other"
            counts[cat] += 1
            micros[cat] += k.duration  # µs
            names[cat].append(k.name[:120])
            each[cat].append(round(k.duration, 2))
    return counts, {c: round(v, 2) for c, v in micros.items()}, names, each


def profile_kernels(fn, args):
    """Categorised kernels of one direct call; its kernels as (name, category) in device order;
    the call's output."""
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        out = fn(*args)
        torch.cuda.synchronize()
    counts, micros, names, each = categorize(prof)
    return (counts, micros, names, each), in_device_order(prof, names), out


def in_device_order(prof, names: Dict[str, List[str]]) -> Optional[List[tuple]]:
    """The profiled kernels as (name, category) in the order the device ran them.

    ``categorize`` walks the CPU ops; one stream runs kernels of one name in
    the order they were launched, so the k-th kernel of a name on the device
    is the k-th of that name in the CPU walk. None if the two lists disagree.
    """
    queues: Dict[str, List[str]] = {}
    for cat in CATEGORIES:
        for n in names[cat]:
            queues.setdefault(n, []).append(cat)
    seq = []
    for name, _ in device_kernels(prof):
        q = queues.get(name[:120])
        if not q:
            return None
        seq.append((name[:120], q.pop(0)))
    return seq if not any(queues.values()) else None


def device_kernels(prof) -> List[tuple]:
    """(name, µs) of every kernel the profiler saw on the device, in launch order (no memcpy/memset)."""
    from torch.autograd import DeviceType

    evts = [e for e in prof.events() if e.device_type == DeviceType.CUDA
            and not e.name.startswith(("Memcpy", "Memset"))]
    evts.sort(key=lambda e: e.time_range.start)
    return [(e.name, e.time_range.elapsed_us()) for e in evts]


def replay_kernels(graph, flush, names: Sequence[str], replays: int = 10) -> Optional[List[float]]:
    """Median µs of each kernel of the graph over ``replays`` profiled replays, L2 flushed before
    each as in ``graph_latency``; in the order of ``names`` (the direct call's kernels, which the
    graph replays). None when the replayed kernels are not those names (nothing is guessed)."""
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(replays):
            flush.zero_()
            graph.replay()
        torch.cuda.synchronize()
    seen = device_kernels(prof)
    if len(seen) == replays * (len(names) + 1):
        skip = 1  # the flush's fill kernel, then the graph's
    elif len(seen) == replays * len(names):
        skip = 0  # the flush ran as a memset
    else:
        return None
    n = len(names) + skip
    per = [[] for _ in names]
    for r in range(replays):
        chunk = seen[r * n + skip:(r + 1) * n]
        if [c[0][:120] for c in chunk] != [x[:120] for x in names]:
            return None
        for i, (_, us) in enumerate(chunk):
            per[i].append(us)
    return [round(statistics.median(p), 2) for p in per]


def warm_up_for_capture(fn, args, calls: int = 2) -> None:
    """Run ``fn`` on a side stream before a CUDA-graph capture, as ``torch.cuda.graphs`` advises."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(calls):
            fn(*args)
    torch.cuda.current_stream().wait_stream(stream)


# A set of replays whose 90th percentile is this much over its 10th is
# timed again (the GPU was disturbed: its median can be off by the spread).
MAX_SPREAD = 1.05
LATENCY_ROUNDS = 3


def graph_latency(fn, args, replays: int, flush_bytes: int = 256 << 20, kernel_names: Sequence[str] = ()):
    """Median µs of CUDA-graph replays of one call, L2 flushed before each, and the 10-90% spread
    (``steadiest_replays``); the replayed output; each kernel's median µs in the replays (see
    ``replay_kernels``); and the spread of every set of replays timed."""
    warm_up_for_capture(fn, args)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        out = fn(*args)
    flush = torch.empty(flush_bytes, dtype=torch.uint8, device="cuda")

    def one_set():
        times = []
        for i in range(replays + 3):
            flush.zero_()
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            graph.replay()
            end.record()
            end.synchronize()
            if i >= 3:
                times.append(start.elapsed_time(end) * 1000.0)
        return times

    median, spread, rounds = steadiest_replays(one_set)
    replayed = out.detach().clone()
    each = replay_kernels(graph, flush, kernel_names) if kernel_names else None
    del graph, flush
    return median, spread, replayed, each, rounds


def steady(spread: Sequence[float], max_spread: float = MAX_SPREAD) -> bool:
    """Whether a set of replays' 10-90% spread ``[p10, p90]`` is within ``max_spread``."""
    return spread[1] <= max_spread * spread[0]


def steadiest_replays(one_set, max_spread: float = MAX_SPREAD, max_sets: int = LATENCY_ROUNDS):
    """Time sets of replays (``one_set()``: their µs) until one's 90th percentile is within
    ``max_spread`` of its 10th, at most ``max_sets``; the steadiest set's median and 10-90% spread,
    and every set's spread."""
    sets = []
    for _ in range(max_sets):
        times = sorted(one_set())
        sets.append((statistics.median(times), [times[len(times) // 10], times[-len(times) // 10 - 1]]))
        if steady(sets[-1][1], max_spread):
            break
    median, spread = min(sets, key=lambda s: s[1][1] / s[1][0])
    return median, spread, [s[1] for s in sets]


# ---------------------------------------------------------------------------
# One layer, one batch, every mode
# ---------------------------------------------------------------------------


def pick_layers(cfg, kinds: Sequence[str]):
    """The last layer of each requested kind, as (kind, layer id)."""
    found = harness.layers_by_kind(cfg)
    missing = [k for k in kinds if k not in found]
    if missing:
        raise ValueError(f"layer kinds {missing} not in this variant; it has {sorted(found)}")
    return [(k, found[k]) for k in kinds]


def layer_weight_bytes(module: torch.nn.Module, cfg, tokens: int) -> int:
    """Bytes of weights a call of ``module`` over ``tokens`` tokens reads, as they are stored (FP8
    weights one byte each, their scales fp32). A MoE layer's experts count as many as ``tokens``
    tokens touch on average when each picks its top-k uniformly: ``E * (1 - (1 - k/E)**tokens)``."""
    experts = getattr(cfg, "num_experts", 0) or 0
    k = getattr(cfg, "top_k_experts", 0) or 0
    touched = 1 - (1 - k / experts) ** tokens if experts and k else 1.0  # the share of the experts read
    total = 0.0
    for name, p in module.named_parameters():
        nbytes = p.numel() * p.element_size()
        total += nbytes * touched if ".experts." in f".{name}" else nbytes
    return int(total)


def read_bandwidth(nbytes: int = 2 << 30) -> float:
    """Bytes per second the GPU reads: the best of 20 sums over an ``nbytes`` bf16 buffer."""
    x = torch.randn(nbytes // 2, dtype=torch.bfloat16, device="cuda")
    ev = [torch.cuda.Event(enable_timing=True) for _ in range(2)]
    x.sum(dtype=torch.float32)
    times = []
    for _ in range(20):
        ev[0].record()
        x.sum(dtype=torch.float32)
        ev[1].record()
        torch.cuda.synchronize()
        times.append(ev[0].elapsed_time(ev[1]) / 1e3)
    del x
    torch.cuda.empty_cache()
    return nbytes / min(times)


def run_cell(variant, cfg, kind, layer_id, layers_by_id, phase, tokens, args, dtype, final_norm=None) -> Cell:
    from sglang.srt.compilation import torch_compile_decoration as tcd
    from torch._dynamo.utils import counters

    from gemma4_passes import manager

    device = args.device
    cuda = device == "cuda"
    layer = layers_by_id[layer_id]
    stack = harness.LayerStack([layer], cfg, final_norm)
    mode_name = "decode" if phase == "decode" else "extend"
    inputs = harness.make_inputs(stack, mode_name, tokens, args.context, dtype=dtype, device=device)
    backend = harness.SDPAAttention(args.context, opaque=True)
    owners = list(layers_by_id.values())
    cell = Cell(variant, kind, layer_id, phase, tokens, final_norm=final_norm is not None, quant=args.quant)
    cell.weight_bytes = layer_weight_bytes(layer, cfg, tokens) + (
        layer_weight_bytes(final_norm, cfg, tokens) if final_norm is not None else 0)
    if args.read_Bps:
        cell.floor_us = round(cell.weight_bytes / args.read_Bps * 1e6, 2)

    def fresh_state():
        if phase == "decode":
            backend.prepare(owners, tokens, device, dtype)
        else:
            backend.fill_extend(owners, tokens, device, dtype)

    def new_kv():
        return backend.new_kv() if phase == "decode" else {}

    with harness.attention(backend):
        fresh_state()
        try:
            with harness.native_ops(stack, tokens), torch.no_grad():
                ref = stack(*inputs.args()).float()
            ref_kv = new_kv()
        except Exception as exc:  # noqa: BLE001 - recorded, the other cells still run
            cell.error = f"eager reference failed: {one_line(exc)}"
            print(f"[bench]   {cell.error}", flush=True)
            if args.verbose:
                traceback.print_exc()
            return cell
        cell.ref_max_abs = ref.abs().max().item()
        for mode in args.modes:
            res = ModeResult(mode)
            cell.modes[mode] = res
            print(f"[bench] {variant} {kind} {phase} {tokens}: {mode} ...", flush=True)
            try:
                fresh_state()
                if mode == "eager":
                    ctx = contextlib.ExitStack()
                    ctx.enter_context(harness.native_ops(stack, tokens))
                    ctx.enter_context(torch.no_grad())
                    fn = stack
                else:
                    torch._dynamo.reset()
                    tcd.set_torch_compile_config()
                    # A cached graph skips the post-grad passes, and with them
                    # the match counts this reports: compile every mode afresh.
                    torch._inductor.config.fx_graph_cache = False
                    ctx = contextlib.ExitStack()
                    fn = ctx.enter_context(tcd.patch_model(stack, True, tokens, harness.tp_group()))
                    ctx.enter_context(mode_setup(mode, args.quant))
                with ctx:
                    graphs0 = counters["stats"]["unique_graphs"]
                    manager.stats().reset()
                    t0 = time.time()
                    out = fn(*inputs.args())
                    if cuda:
                        torch.cuda.synchronize()
                    if mode != "eager":
                        res.compile_s = round(time.time() - t0, 2)
                        res.dynamo_graphs = counters["stats"]["unique_graphs"] - graphs0
                        res.matches = {k: v for k, v in manager.stats().matches().items() if v}
                        res.refused = manager.stats().refused()
                    out = out.float()
                    kv = new_kv()
                    if kv:
                        res.new_kv_max_abs_diff = torch.stack(
                            [(kv[k] - ref_kv[k]).abs().max() for k in kv]).max().item()  # NaN stays NaN
                    diff = (out - ref).abs()
                    res.finite = bool(torch.isfinite(out).all())
                    res.max_abs_diff = diff.max().item()
                    res.mean_abs_diff = diff.mean().item()
                    per_token = diff.reshape(diff.shape[0], -1).amax(dim=-1)
                    res.token_diff_median = per_token.median().item()
                    top = per_token.topk(min(8, per_token.numel()))
                    res.worst_tokens = [[int(i), round(v, 4)] for v, i in zip(top.values.tolist(), top.indices.tolist())]
                    if cuda:
                        (res.kernels, res.kernel_us, res.kernel_names, res.kernel_each_us), order, again = \
                            profile_kernels(fn, inputs.args())
                        res.repeat_max_abs_diff = (again.float() - out).abs().max().item()
                        for _ in range(args.repeats - 1):
                            again = fn(*inputs.args()).float()
                            res.repeat_max_abs_diff = max(res.repeat_max_abs_diff, (again - out).abs().max().item())
                        if res.repeat_max_abs_diff != 0:
                            res.repeat_culprit = repeat_check.first_unrepeatable(fn, inputs.args())
                        lat, spread, replayed, each, rounds = graph_latency(
                            fn, inputs.args(), args.replays, kernel_names=[n for n, _ in order or ()])
                        res.latency_us = round(lat, 2)
                        res.latency_spread_us = [round(x, 2) for x in spread]
                        res.latency_rounds = [[round(x, 2) for x in r] for r in rounds]
                        res.graph_replay_matches_call = bool(torch.equal(replayed.float(), out))
                        res.graph_replay_max_abs_diff = (replayed.float() - out).abs().max().item()
                        res.graph_replay_nonfinite = int((~torch.isfinite(replayed)).sum())
                        if each is not None:
                            res.replay_kernel_us = {c: 0.0 for c in CATEGORIES}
                            for (_, c), us in zip(order, each):
                                res.replay_kernel_us[c] = round(res.replay_kernel_us[c] + us, 2)
                            res.replay_each_us = each
                res.ok = True
            except Exception as exc:  # noqa: BLE001 - a failing mode is a result
                res.error = one_line(exc)
                if args.verbose:
                    traceback.print_exc()
            finally:
                torch._dynamo.reset()
                if cuda:
                    torch.cuda.empty_cache()
            print(f"[bench]   {summary_line(res)}", flush=True)
    return cell


def one_line(exc: BaseException) -> str:
    """``Type: first line of the message`` (at most 300 characters of it)."""
    lines = str(exc).splitlines()
    return f"{type(exc).__name__}: {lines[0][:300] if lines else ''}"


def summary_line(r: ModeResult) -> str:
    if not r.ok:
        return f"{r.mode}: ERROR {r.error}"
    parts = [f"{r.mode}: finite={r.finite} max|diff|={r.max_abs_diff:.4g}"]
    if r.new_kv_max_abs_diff is not None and r.mode != "eager":
        parts.append(f"new K/V max|diff| {r.new_kv_max_abs_diff:.3g}")
    if r.worst_tokens and r.mode != "eager":
        parts.append(f"per token: median {r.token_diff_median:.3g}, worst {r.worst_tokens[:3]}")
    if r.kernels:
        parts.append("kernels " + "/".join(str(r.kernels[c]) for c in CATEGORIES) + " (gemm/attn/moe/other)")
    if r.latency_us is not None:
        parts.append(f"{r.latency_us:.1f} us")
        if r.replay_kernel_us:
            parts.append(f"other in replay {r.replay_kernel_us['other']:.1f} us")
        parts.append(f"repeat/replay max|diff| {r.repeat_max_abs_diff:.3g}/{r.graph_replay_max_abs_diff:.3g}")
        if r.repeat_culprit:
            parts.append(f"repeats part: {r.repeat_culprit}")
        if r.graph_replay_nonfinite:
            parts.append(f"REPLAY NON-FINITE: {r.graph_replay_nonfinite} elements")
    if r.compile_s is not None:
        parts.append(f"compile {r.compile_s:.1f}s, {r.dynamo_graphs} graphs")
    return ", ".join(parts)


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------


def environment(args, argv) -> dict:
    """Versions and device (as ``capture`` records them), the command and Inductor's mode."""
    from gemma4_passes.tools.capture import environment as versions

    env = versions(args.device)
    env["command"] = "gemma4-passes bench " + " ".join(argv)
    env["inductor_mode"] = os.environ.get("SGLANG_TORCH_COMPILE_MODE", "max-autotune-no-cudagraphs")
    return env


def markdown(cells: Sequence[Cell], env: dict) -> str:
    lines = [
        f"Device: {env['device_name']}; torch {env['torch']}, triton {env['triton']}, "
        f"Python {env['python']}, SGLang {env['sglang']}; Inductor mode {env['inductor_mode']}.",
        "Each row: the layer, then the norm that reads its output (the next layer's input norm)."
        if any(c.final_norm for c in cells) else "Each row: the layer alone.",
        *([f"Rows from {len(env['processes'])} processes (`--resume`); each row's modes ran side by side in one "
           "(the JSON's `process` of each cell)."] if len(env.get("processes", ())) > 1 else []),
        *([f"Weights: {env['quant']} (compressed-tensors FP8-dynamic: FP8 weights, a scale per output channel, "
           "activations quantized per token)."] if env.get("quant") else []),
        *([f"Weight-read floor: the weights a call reads at {env['read_Bps'] / 1e12:.2f} TB/s (measured read "
           "bandwidth); MoE experts as many as the tokens touch under uniform routing."] if env.get("read_Bps") else []),
        "",
        "| variant | layer | batch | mode | finite | max\\|diff\\| vs eager (max\\|eager\\|); new tokens' K/V | kernels gemm/attn/moe/other | other µs call / replay | µs/layer (CUDA graph) | vs compiled | compile s | × floor |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for c in cells:
        if c.error:
            lines.append(f"| {c.variant} | {c.layer} | {c.phase} {c.tokens} | — | — | {c.error} | | | | | | |")
            continue
        base = c.modes.get("compiled")
        for m, r in c.modes.items():
            batch = f"{c.phase} {c.tokens}"
            if not r.ok:
                lines.append(f"| {c.variant} | {c.layer} | {batch} | {m} | — | error: {r.error} | | | | | | |")
                continue
            k = "/".join(str(r.kernels.get(x, "")) for x in CATEGORIES) if r.kernels else "—"
            other = f"{r.kernel_us.get('other', 0):.1f}" if r.kernel_us else "—"
            if r.replay_kernel_us:
                other += f" / {r.replay_kernel_us['other']:.1f}"
            lat = f"{r.latency_us:.1f}" if r.latency_us is not None else "—"
            if r.latency_spread_us and not steady(r.latency_spread_us):
                lat += " (noisy: 10-90% {:.1f}-{:.1f})".format(*r.latency_spread_us)
            ratio = "—"
            if base is not None and base.ok and base.latency_us and r.latency_us:
                ratio = f"{base.latency_us / r.latency_us:.2f}x"
            comp = f"{r.compile_s:.1f}" if r.compile_s is not None else "—"
            floor = f"{r.latency_us / c.floor_us:.2f}x ({c.floor_us:.1f} µs)" if c.floor_us and r.latency_us else "—"
            kv = f"; new K/V {r.new_kv_max_abs_diff:.3g}" if r.new_kv_max_abs_diff is not None else ""
            finite = f"{r.finite}{'; replay: ' + str(r.graph_replay_nonfinite) + ' NaN/inf' if r.graph_replay_nonfinite else ''}"
            lines.append(
                f"| {c.variant} | {c.layer} | {batch} | {m} | {finite} | {r.max_abs_diff:.3g} ({c.ref_max_abs:.3g}){kv} "
                f"| {k} | {other} | {lat} | {ratio} | {comp} | {floor} |"
            )
    if env.get("unfinished"):
        lines += ["", f"Not measured yet (time budget; `--resume` measures them): {'; '.join(env['unfinished'])}."]
    return "\n".join(lines)


def parse_args(argv):
    p = argparse.ArgumentParser(prog="gemma4-passes bench", description=__doc__.split("\n\n")[0])
    p.add_argument("--variants", default=",".join(harness.VARIANTS))
    p.add_argument("--kinds", default="", help="layer kinds to measure, e.g. 'sliding/moe' (default: per variant)")
    p.add_argument("--batch-sizes", type=counts("token", empty=True), default="1,8,32",
                   help='decode batch sizes ("" for none)')
    p.add_argument("--prefill", type=int, default=2048, help="prefill tokens (0: none)")
    p.add_argument("--context", type=int, default=1024, help="cached tokens per decode request")
    p.add_argument("--modes", default=",".join(DEFAULT_MODES))
    p.add_argument("--device", default="cuda", choices=("cuda", "cpu"))
    p.add_argument("--scale", default=None, choices=("real", "small"), help="default: real on cuda, small on cpu")
    p.add_argument("--replays", type=int, default=50)
    p.add_argument("--repeats", type=int, default=3,
                   help="direct calls compared with the first (a kernel that is not deterministic shows)")
    p.add_argument("--quant", default="none", choices=("none", "fp8"),
                   help="fp8: the layers of a compressed-tensors FP8-dynamic checkpoint (on cpu through the "
                        "harness's stand-ins for SGLang's missing FP8 pieces)")
    p.add_argument("--no-final-norm", dest="final_norm", action="store_false",
                   help="time the layer alone, without the norm that reads its output")
    p.add_argument("--out", default=None, help="JSON results (each finished cell also goes to OUT.partial)")
    p.add_argument("--md", default=None, help="Markdown table")
    p.add_argument("--resume", action="store_true",
                   help="keep the cells in OUT.partial (same arguments required) and run only the others")
    p.add_argument("--time-budget", type=float, default=None, metavar="SECONDS",
                   help="start no cell that would likely end past SECONDS (at least one runs); "
                        "exit 3 with the cells left listed, to be finished with --resume")
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args(argv)
    if args.resume and not args.out:
        p.error("--resume needs --out (the cells are kept in OUT.partial)")
    args.scale = args.scale or ("real" if args.device == "cuda" else "small")
    args.quant = None if args.quant == "none" else args.quant
    args.read_Bps = None  # measured in main, on CUDA
    args.variants = [v for v in args.variants.split(",") if v]
    for v in args.variants:
        if v not in harness.VARIANTS:
            p.error(f"unknown variant {v!r}; choose from {', '.join(harness.VARIANTS)}")
    args.modes = [m for m in args.modes.split(",") if m]
    bad = [m for m in args.modes if m not in MODES]
    if bad:
        p.error(f"unknown mode(s) {bad}; choose from {', '.join(MODES)}")
    if "eager" not in args.modes:
        args.modes.insert(0, "eager")
    if args.prefill < 0:
        p.error(f"--prefill takes 0 (none) or more tokens, got {args.prefill}")
    args.kinds = [k for k in args.kinds.split(",") if k]
    if args.device == "cuda" and not torch.cuda.is_available():
        p.error("--device cuda but no CUDA device is available (use --device cpu for the smoke run)")
    return args


def main(argv=None) -> int:
    started = time.monotonic()  # --time-budget counts from here
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parse_args(argv)
    dtype = torch.bfloat16
    harness.init_sglang(args.device)
    plans = {}  # variant -> (config, [(kind, layer id)]); a layer kind the variant lacks is bad input, before any work
    for variant in args.variants:
        cfg = harness.build_config(variant, args.scale)
        try:
            plans[variant] = cfg, pick_layers(cfg, args.kinds or DEFAULT_KINDS[variant])
        except ValueError as e:
            print(f"gemma4-passes bench: error: {variant}: {e}", file=sys.stderr)
            return 2
    from sglang.srt.plugins import load_plugins

    load_plugins()
    env = environment(args, argv)
    cells: List[Cell] = []
    stand_ins = contextlib.ExitStack()
    if args.device == "cuda":
        env["stand_ins"] = stand_ins.enter_context(harness.sgl_kernel_stand_ins())
        args.read_Bps = env["read_Bps"] = read_bandwidth()
        if args.quant:
            import sgl_kernel

            if getattr(sgl_kernel, "PLACEHOLDER", False):
                env["stand_ins"].append("sgl_kernel fp8_scaled_mm -> torch._scaled_mm with row-wise scales (the "
                                        "placeholder's equivalent: SGLang's own torch path of the op, cuBLAS)")
    else:
        stand_ins.enter_context(harness.cpu_traceable_moe())
        env["stand_ins"] = ["cpu: MoE experts through SGLang's fused_moe_forward_native at every size"]
        if args.quant:
            stand_ins.enter_context(harness.fp8_on_cpu())
            env["stand_ins"].append("cpu: SGLang's FP8 linear path and FP8 fused-MoE op (harness.fp8_on_cpu)")
    env["quant"] = args.quant
    partial = (args.out + ".partial") if args.out else None
    want = settings(args)
    done, processes = load_partial(partial, want) if args.resume else ({}, [])
    this = len(processes)
    processes.append({"settings": want, "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"), **env})
    if partial:
        with open(partial, "a" if args.resume else "w") as f:
            f.write(json.dumps({"new_process": processes[-1]}) + "\n")
    longest, left = 0.0, []  # longest: the slowest cell this process ran (0: none yet)
    with stand_ins:
        for variant in args.variants:
            cfg, kinds = plans[variant]
            batches = [("decode", b) for b in args.batch_sizes]
            if args.prefill:
                batches.append(("prefill", args.prefill))
            by_id = norm = None  # built for the first cell this process runs
            for kind, lid, phase, tokens in ((k, i, ph, t) for k, i in kinds for ph, t in batches):
                key = (variant, kind, lid, phase, tokens)
                if key in done:
                    cells.append(done[key])
                    continue
                spent = time.monotonic() - started
                if args.time_budget is not None and longest and spent + longest > args.time_budget:
                    left.append(f"{variant} {kind} {phase} {tokens}")
                    continue
                t0 = time.monotonic()
                if by_id is None:
                    ids = harness.with_kv_sources(cfg, [i for _, i in kinds])
                    by_id = dict(zip(ids, harness.build_layers(cfg, ids, dtype=dtype, device=args.device,
                                                               quant=args.quant)))
                    if args.final_norm:
                        norm = harness.build_final_norm(cfg, dtype=dtype, device=args.device)
                cell = run_cell(variant, cfg, kind, lid, by_id, phase, tokens, args, dtype, norm)
                longest = max(longest, time.monotonic() - t0)
                cell.process = this
                cells.append(cell)
                if partial:
                    with open(partial, "a") as f:
                        f.write(json.dumps(asdict(cell)) + "\n")
            del by_id, norm
            if args.device == "cuda":
                torch.cuda.empty_cache()
    env["processes"] = processes
    if left:
        env["unfinished"] = left
    md = markdown(cells, env)
    print(md)
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"environment": env, "cells": [asdict(c) for c in cells]}, f, indent=1)
    if args.md:
        with open(args.md, "w") as f:
            f.write(md + "\n")
    bad = [f"{c.variant} {c.layer} {c.phase} {c.tokens} {m}{' (CUDA-graph replay)' if r.finite else ''}"
           for c in cells for m, r in c.modes.items() if r.ok and (not r.finite or r.graph_replay_nonfinite)]
    if bad:
        print("[bench] NON-FINITE output: " + "; ".join(bad))
        return 1
    if left:
        print(f"[bench] time budget reached: {len(left)} cell(s) left ({'; '.join(left)}); "
              "run the same command with --resume to measure them")
        return 3
    return 0


def settings(args) -> dict:
    """What must be equal for cells of two processes to belong to one table: the arguments and the code."""
    keys = ("variants", "kinds", "batch_sizes", "prefill", "context", "modes", "device", "scale", "replays",
            "repeats", "final_norm", "quant")
    return {**{k: getattr(args, k) for k in keys}, "code": code_fingerprint()}


def code_fingerprint() -> str:
    """SHA-256 (first 16 hex digits) of this package's files as installed: its passes, kernels, patches and tools.

    A table finished across processes (``--resume``) must come from one version
    of the code; the GPU machine gets a copy of the working tree without Git,
    so the files themselves are hashed.
    """
    import hashlib

    import gemma4_passes

    root = os.path.dirname(os.path.abspath(gemma4_passes.__file__))
    dirs = sorted({root, *(os.path.dirname(os.path.abspath(m.__file__)) for m in _subpackages())})
    h = hashlib.sha256()
    for d in dirs:
        for base, subdirs, files in os.walk(d):
            subdirs[:] = sorted(x for x in subdirs if x != "__pycache__")
            for name in sorted(files):
                if name.endswith((".py", ".json", ".sh")):
                    path = os.path.join(base, name)
                    h.update(os.path.relpath(path, os.path.dirname(d)).encode() + b"\0")
                    with open(path, "rb") as f:
                        h.update(f.read() + b"\0")
    return h.hexdigest()[:16]


def _subpackages():
    """The package's parts that live outside its directory (``patterns/`` and ``tools/`` in a checkout)."""
    import gemma4_passes.patterns
    import gemma4_passes.tools

    return (gemma4_passes.patterns, gemma4_passes.tools)


def load_partial(path: str, want: dict):
    """The finished cells in ``path`` by (variant, layer, layer id, phase, tokens), and its processes.

    Refuses a file written with other settings, or without them (by an older
    version of this tool): its cells would not belong to this table.
    """
    if not os.path.exists(path):
        return {}, []
    done: Dict[tuple, Cell] = {}
    processes: List[dict] = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            row = json.loads(line)
            if "new_process" in row:
                got = row["new_process"].get("settings") or {}
                diff = sorted(k for k in set(want) | set(got) if got.get(k) != want.get(k))
                if diff == ["code"]:
                    raise SystemExit(f"[bench] {path}:{n} was measured with other code (fingerprint "
                                     f"{got.get('code')}, this checkout {want['code']}): its cells would not belong "
                                     "to this table; run without --resume to start over")
                if diff:
                    raise SystemExit(f"[bench] {path}:{n} was written with other arguments ({', '.join(diff)}); "
                                     "run without --resume to start over, or with the same arguments")
                processes.append(row["new_process"])
                continue
            if not processes:
                raise SystemExit(f"[bench] {path} has cells before any process line (an older format); "
                                 "run without --resume to start over")
            modes = {m: ModeResult(**r) for m, r in row.pop("modes").items()}
            cell = Cell(**row, modes=modes)
            done[(cell.variant, cell.layer, cell.layer_id, cell.phase, cell.tokens)] = cell
    return done, processes


if __name__ == "__main__":
    sys.exit(main())
