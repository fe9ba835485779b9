"""Whole-model decode through SGLang's own Engine: SGLang's default (CUDA graphs, no
compile) against `--enable-torch-compile` with our passes, and with compile but no passes.

Run on the GPU machine after `bash tools/gpu_run.sh none` (bundle on PYTHONPATH):
    python bench/engine_gpu/decode_speed.py OUT.json --variant 26b-a4b [--layers N] \
        [--servers eager,passes,nopasses,jitter] [--batch-sizes 1,8,32] [--context 2048] [--kernels]
(each server's whole output in ``OUT.<server>.log``; E2B and E4B run with SGLang's prefill CUDA
graphs off, which it cannot capture for their kv-shared layers) and, on any machine, the table of
one or more such files (one server each is fine):
    python bench/engine_gpu/decode_speed.py --table A.json [B.json ...]

The model: the variant's real widths (hidden size, heads, experts, vocabulary, the
embedding, final norm, tied lm_head and logit softcap), all its layers unless
``--layers`` cuts it, in the real sliding/full pattern; weights from SGLang's dummy
loader (``load_format="dummy"``: random, nothing zero); bf16. Each server runs in its
own process. Per batch size B: B prompts of ``--context`` random tokens, greedy with
``ignore_eos``, the radix cache on, so that the timed requests find their prompts cached
(``--no-radix-cache``: each request prefills its whole prompt). The decode step time is
(time of 1 + S new tokens - time of 1 new token) / S, the median of R repetitions after
two warm-ups; CUDA graphs replay decode in every server. ``--kernels``: the same difference, counted in GPU
kernels from SGLang's own profiler (``Engine.start_profile``, GPU activity only).

Greedy tokens: SGLang's decode on this GPU stack goes wrong once a sequence outgrows
the sliding window (``README.md`` here), which 2048-token prompts do. So each server
also decodes ``--window-steps`` tokens for ``--window-batch`` prompts that stay inside
the window (half the window long, the same prompts in every server), and the table
compares those with eager's. A deep random model turns rounding into other tokens
(``fp32_isolate/``: E2B at 15 layers or more), so a compiled server that parts from eager
proves nothing by itself: server ``jitter`` (eager with every weight moved by one unit of
rounding) is the control, and the table counts the requests where a compiled server parts
sooner than it. ``--text-config NAME=JSON`` sets a text-config field (to take a feature
out of the model), ``--weight-jitter ULP`` moves every server's weights so.

Weights: SGLang's dummy loader draws every weight, norms and layer scalars included, in
[-1e-3, 1e-3]; through a whole model the activations then vanish, the output distribution
is flat (every greedy token is 0) and the router sends every token to the same experts.
By default (``--weights realistic``) the server replaces that draw with the random
checkpoint's scales (``harness.random_weight``: norms about 1, matrices
N(0, 1/fan_in), layer scalars in [0.5, 1)), drawn on the GPU; ``--weights dummy`` keeps
SGLang's. Those layer scalars shrink the residual stream every layer, so each layer rewrites
much of it and the model amplifies rounding about twofold per layer (E2B: a one-unit change
of every weight moves the 15th layer's output by 1e-2, the 35th's by O(1);
``fp32_isolate/rounding_probe.py``). ``--weights ordered`` is the same draw with every layer
scalar 1: the same change then moves the 35th layer's output by 7e-4, so greedy tokens at full
depth can be compared. Timings do not depend on which of the two is drawn.

``--quant fp8``: the model as from a compressed-tensors FP8-dynamic checkpoint
(``harness.FP8_DYNAMIC`` in its ``config.json``: FP8 weights with a scale per output channel,
activations quantized per token; the embedding, router and norms unquantized), served by
SGLang's own FP8 path; the realistic draw quantizes each FP8 weight per channel as such a
checkpoint stores it (``harness.fill_random_fp8``); 26B-A4B's experts too (SGLang's
compressed-tensors FP8 MoE method, which quantizes their inputs inside its fused MoE).

The weight-read floor: the bytes of weights one decode step at batch B reads (every
weight, the tied embedding once as lm_head, B rows of the embedding tables; for MoE
layers between k experts, all B tokens routed alike, and the E * (1 - (1 - k/E)^B) that
uniform routing touches), counted from transformers' Gemma-4 on the meta device, divided
by the read bandwidth measured here (a sum over a 4 GiB buffer).
"""
import argparse
import contextlib
import glob
import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from typing import Optional

REALISTIC_ENV = "GEMMA4_BENCH_REALISTIC_WEIGHTS"
SCHEDULER_LINES = ("Prefill batch", "Decode batch", "etract")  # SGLang's scheduler, at log level info
REALISTIC_MARK = "[decode_speed] realistic weights drawn:"
JITTER_ENV = "BENCH_WEIGHT_JITTER_ULP"


def realistic_dummy_weights(model, *args, **kwargs) -> None:
    """Stands in for SGLang's ``initialize_dummy_weights``: every floating tensor of the
    model's state at the random checkpoint's scales, each from a generator seeded by its
    name, on its own device."""
    import zlib

    import torch

    from gemma4_passes.tools.harness import fill_random_fp8, random_weight

    count = nbytes = 0
    jitter = float(os.environ.get(JITTER_ENV, "0"))
    ordered = os.environ.get(REALISTIC_ENV) == "ordered"
    state = model.state_dict()
    fp8 = {name for name, t in state.items() if t.dtype == torch.float8_e4m3fn}
    with torch.no_grad():
        for name, t in state.items():
            if not torch.is_floating_point(t) or (name.endswith("_scale") and name[:-len("_scale")] in fp8):
                continue  # an FP8 weight's scale is drawn with the weight
            gen = torch.Generator(device=t.device).manual_seed(zlib.crc32(name.encode()))
            if name in fp8:  # quantized per output channel, as the checkpoint stores it
                scale = state[name + "_scale"]
                fill_random_fp8(t, scale, gen)
                count, nbytes = count + 2, nbytes + t.numel() + scale.numel() * scale.element_size()
                continue
            w = random_weight(name, tuple(t.shape), gen).to(t.dtype)
            if ordered and name.endswith("layer_scalar"):
                w = torch.ones_like(w)
            if jitter:  # each weight times (1 +- jitter units of rounding): a perturbation at rounding level
                sign = torch.randint(0, 2, w.shape, generator=gen, device=w.device) * 2 - 1
                w = (w.double() * (1 + sign * jitter * torch.finfo(w.dtype).eps)).to(w.dtype)
            t.copy_(w)
            count, nbytes = count + 1, nbytes + t.numel() * t.element_size()
    print(f"{REALISTIC_MARK} {count} tensors, {nbytes / 1e9:.2f} GB", flush=True)


def _install_realistic_weights() -> None:
    """In the server's processes (SGLang spawns its scheduler, which imports this file as
    ``__mp_main__``): the dummy loader draws realistic weights."""
    from sglang.srt.model_loader import loader

    if not callable(getattr(loader, "initialize_dummy_weights", None)):
        raise RuntimeError("sglang.srt.model_loader.loader.initialize_dummy_weights is gone: "
                           "this SGLang loads dummy weights another way; see --weights")
    loader.initialize_dummy_weights = realistic_dummy_weights


if os.environ.get(REALISTIC_ENV) in ("1", "ordered"):
    _install_realistic_weights()

# SGLang's own fused-MoE tiles (the plugin's measured ones, ``moe_configs``, are a gain of the passes' server).
SGLANG_MOE_TILES = {"GEMMA4_PATCH_MOE_CONFIGS": "0"}
SERVERS = {
    "eager": dict(compile=False, env=dict(SGLANG_MOE_TILES)),
    "passes": dict(compile=True, env={}),
    # SGLang's compile as it stands: the patches it needs to compile at all, none of the gains (its own stage 2
    # and fused-MoE tiles)
    "nopasses": dict(compile=True, env={"GEMMA4_PASSES": "none", "GEMMA4_PATCH_DECODE_REDUCE": "0",
                                        **SGLANG_MOE_TILES}),
    # The token checks' control: eager with every weight moved by one unit of rounding. Deep random
    # models turn such a change into other tokens within a few steps; a compiled server that parts
    # from eager no sooner than this control is within rounding, and the check can say no more.
    "jitter": dict(compile=False, env={JITTER_ENV: "1", **SGLANG_MOE_TILES}),
}
COMPILED = ("nopasses", "passes")


def text_config(variant: str, layers: int, overrides: Optional[dict] = None):
    """The multimodal config of ``variant`` at real widths, cut to ``layers`` (0: all).

    ``overrides`` (``--text-config NAME=JSON``, recorded in the result file): text-config
    fields set after the variant's own, a diagnosis tool: ``num_kv_shared_layers=0`` or
    ``hidden_size_per_layer_input=0`` takes one feature out of a model."""
    from gemma4_passes.tools import harness

    cfg = harness.build_mm_config(variant, "real")
    text = cfg.text_config
    for name, value in (overrides or {}).items():
        if not hasattr(text, name):
            raise SystemExit(f"--text-config {name}: {variant}'s text config has no such field")
        setattr(text, name, value)
    if layers and layers < text.num_hidden_layers:
        if getattr(text, "num_kv_shared_layers", 0):
            raise SystemExit(f"{variant}: kv-shared layers need the full depth; leave out --layers")
        text.num_hidden_layers = layers
        text.layer_types = list(text.layer_types[:layers])
    return cfg


def write_config(variant: str, layers: int, out_dir: str, overrides: Optional[dict] = None,
                 quant: str = "none") -> str:
    """A checkpoint directory holding only config.json (the dummy loader makes the weights);
    ``quant="fp8"``: with a compressed-tensors FP8-dynamic ``quantization_config``."""
    import copy

    from gemma4_passes.tools.harness import FP8_DYNAMIC

    cfg = text_config(variant, layers, overrides)
    cfg.torch_dtype = "bfloat16"
    d = cfg.to_dict()
    if quant == "fp8":
        d["quantization_config"] = copy.deepcopy(FP8_DYNAMIC)
    per_layer = d["text_config"].get("per_layer_config")
    if per_layer:  # the full layers' head geometry, keyed by layer index: keep the layers kept
        n = d["text_config"]["num_hidden_layers"]
        d["text_config"]["per_layer_config"] = {k: v for k, v in per_layer.items() if int(k) < n}
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "config.json"), "w") as f:
        json.dump(d, f, indent=1, sort_keys=True)
    return out_dir


def weight_bytes(variant: str, layers: int, batch_sizes, bytes_per_weight: int = 2,
                 overrides: Optional[dict] = None, quant: str = "none") -> dict:
    """Bytes of weights one decode step reads at each batch size: {"least": ..., "uniform": ...},
    the two differing only in the experts a MoE layer reads (see the module's docstring).
    ``quant="fp8"``: ``harness.FP8_PROJECTIONS`` and the experts at one byte a weight plus their scales."""
    import torch
    import transformers

    from gemma4_passes.tools.harness import is_fp8_projection

    text = text_config(variant, layers, overrides).text_config
    with torch.device("meta"):  # its kv-shared layers have no k/v projections, as a checkpoint has none
        model = transformers.Gemma4ForCausalLM(text)
    experts, k = getattr(text, "num_experts", 0) or 0, getattr(text, "top_k_experts", 0) or 0
    dense = rows = expert = fp8 = 0
    for name, p in model.named_parameters():
        if quant == "fp8" and is_fp8_projection(name):
            fp8 += p.numel() + 4 * p.shape[0]  # e4m3 weights, an fp32 scale a row
        elif name.endswith("embed_tokens.weight"):
            dense += p.numel()  # read whole as the tied lm_head; its B looked-up rows are counted below
            rows += p.shape[1]
        elif "embed_tokens_per_layer" in name:
            rows += p.shape[1]
        elif ".experts." in name:
            # FP8: e4m3 weights and an fp32 scale a row, counted as that many half-precision weights
            expert += p.numel() if quant != "fp8" else (p.numel() + 4 * p.shape[0] * p.shape[1]) / bytes_per_weight
        else:
            dense += p.numel()
    out = {"least": {}, "uniform": {}}
    for b in batch_sizes:
        share = {"least": k / experts, "uniform": 1 - (1 - k / experts) ** b} if experts else {"least": 0, "uniform": 0}
        for kind, f in share.items():
            out[kind][str(b)] = int(bytes_per_weight * (dense + rows * b + expert * f)) + fp8
    return out


def read_bandwidth() -> dict:
    """Bytes per second of the best of 20 sums over a 4 GiB bf16 buffer, and of 20 copies of it."""
    import torch

    x = torch.randn(2 << 30, dtype=torch.bfloat16, device="cuda")
    y = torch.empty_like(x)
    ev = [torch.cuda.Event(enable_timing=True) for _ in range(2)]

    def best(fn):
        fn()
        times = []
        for _ in range(20):
            ev[0].record()
            fn()
            ev[1].record()
            torch.cuda.synchronize()
            times.append(ev[0].elapsed_time(ev[1]) / 1e3)
        return min(times)

    nbytes = x.numel() * x.element_size()
    res = {"sum_Bps": nbytes / best(lambda: x.sum(dtype=torch.float32)),
           "copy_Bps": 2 * nbytes / best(lambda: y.copy_(x))}
    del x, y
    torch.cuda.empty_cache()
    return res


def trace_kernels(trace_dir: str):
    """GPU kernels by name in the one chrome trace SGLang's profiler wrote to ``trace_dir``:
    launches, and their summed durations in µs."""
    files = glob.glob(os.path.join(trace_dir, "**", "*.trace.json*"), recursive=True)
    if len(files) != 1:
        raise RuntimeError(f"expected one trace in {trace_dir}, found {files}")
    opener = gzip.open if files[0].endswith(".gz") else open
    with opener(files[0], "rt") as f:
        events = json.load(f)["traceEvents"]
    return kernel_tally(events)


def kernel_tally(events):
    """(launches, µs, exclusive µs) per kernel name (cut at 120 characters) of a chrome trace's kernel events.

    A kernel's exclusive time is the part of its span no earlier-started kernel covers: where a kernel starts
    before its predecessor ends (a programmatic dependent launch waits on the GPU for it), its duration counts
    the wait, and the plain sums count that stretch twice; the exclusive times sum to the GPU's busy time."""
    counts, micros, exclusive = Counter(), Counter(), Counter()
    frontier = float("-inf")  # the latest end of the kernels started so far
    for ev in sorted((e for e in events if e.get("cat") == "kernel"), key=lambda e: float(e.get("ts", 0.0))):
        name, start, dur = ev.get("name", "?")[:120], float(ev.get("ts", 0.0)), float(ev.get("dur", 0.0))
        counts[name] += 1
        micros[name] += dur
        exclusive[name] += max(0.0, start + dur - max(start, frontier))
        frontier = max(frontier, start + dur)
    return counts, micros, exclusive


def per_step(short, long, steps: int, top: int = 40):
    """What ``steps`` more decode steps added to a trace tally, per step: the total and the ``top``
    names (by that tally), as the difference of the longer call's tally and the shorter's."""
    diff = Counter(long)
    diff.subtract(short)
    return round(sum(diff.values()) / steps, 1), {k: round(v / steps, 2) for k, v in diff.most_common(top)}


def one(spec):
    import sglang as sgl
    import torch

    from gemma4_passes.tools import engine_check as e

    sizes = spec["batch_sizes"]
    graphs = graph_batch_sizes(sizes, spec["window_batch"] if spec.get("window_steps") else 0)
    running = max(sizes) * (spec["context"] + spec["steps"] + 16)
    tokens = max(running + sum(sizes) * spec["context"], 65536)
    kw = e.engine_kwargs(spec["path"], compile=spec["compile"], dtype=spec["dtype"], device="cuda",
                          batch_sizes=graphs,
                          server_args={"load_format": "dummy", "cuda_graph_bs_decode": graphs,
                                       "disable_radix_cache": not spec["radix_cache"], "mem_fraction_static": 0.85,
                                       "max_total_tokens": tokens,
                                       "swa_full_tokens_ratio": swa_ratio(running, tokens),
                                       "chunked_prefill_size": 16384, **spec["server_args"]})
    t0 = time.time()
    engine = sgl.Engine(**kw)
    startup = time.time() - t0
    gen = torch.Generator().manual_seed(0)
    res = {"startup_s": round(startup, 1), "graph_batch_sizes": graphs, "step_ms": {}, "runs_ms": {},
           "kernels_per_step": {},
           "kernel_names_per_step": {}, "output_ids": {}}
    try:
        for bs in sizes:
            prompts = torch.randint(10, 20000, (bs, spec["context"]), generator=gen).tolist()

            def generate(n):
                params = {"max_new_tokens": n, "temperature": 0.0, "ignore_eos": True}
                return engine.generate(input_ids=prompts, sampling_params=params)

            def timed(n):
                t = time.perf_counter()
                generate(n)
                return time.perf_counter() - t

            first = generate(spec["steps"] + 1)  # warm-up (and, radix cache on, caches the prompts)
            res["output_ids"][str(bs)] = [o["output_ids"] for o in first]
            timed(8)
            steps = []
            for _ in range(spec["reps"]):
                one_tok = timed(1)
                many = timed(spec["steps"] + 1)
                steps.append((many - one_tok) / spec["steps"] * 1e3)
            res["step_ms"][str(bs)] = round(statistics.median(steps), 4)
            res["runs_ms"][str(bs)] = [round(x, 4) for x in steps]
            if spec["kernels"]:
                tallies = []
                for n in (1, spec["kernel_steps"] + 1):
                    d = tempfile.mkdtemp(prefix="g4-prof-")
                    engine.start_profile(output_dir=d, activities=["GPU"], with_stack=False, record_shapes=False)
                    generate(n)
                    engine.stop_profile()
                    tallies.append(trace_kernels(d))
                (c1, t1, x1), (c2, t2, x2) = tallies
                b = str(bs)
                res["kernels_per_step"][b], res["kernel_names_per_step"][b] = per_step(c1, c2, spec["kernel_steps"])
                # GPU time by kernel name: where a step goes (under the profiler, so slower than untimed)
                res.setdefault("kernel_us_per_step", {})[b], res.setdefault("kernel_us_by_name", {})[b] = \
                    per_step(t1, t2, spec["kernel_steps"])
                # the same, each kernel counting only what no earlier kernel covers (sums to the busy time)
                res.setdefault("kernel_busy_us_per_step", {})[b], res.setdefault("kernel_us_exclusive_by_name", {})[b] = \
                    per_step(x1, x2, spec["kernel_steps"])
            print(f"bs {bs}: {res['step_ms'][str(bs)]} ms/step, kernels/step "
                  f"{res['kernels_per_step'].get(str(bs))}", flush=True)
        if spec.get("window_steps"):
            gen = torch.Generator().manual_seed(1)
            # row by row: request i's prompt is the same whatever the batch
            prompts = [torch.randint(10, 20000, (spec["window_context"],), generator=gen).tolist()
                       for _ in range(spec["window_batch"])]
            params = {"max_new_tokens": spec["window_steps"], "temperature": 0.0, "ignore_eos": True}
            outs = engine.generate(input_ids=prompts, sampling_params=params, return_logprob=True,
                                   logprob_start_len=-1, top_logprobs_num=TOP_LOGPROBS)
            res["window_ids"] = [o["output_ids"] for o in outs]
            try:  # per request and step, the TOP_LOGPROBS best [logprob, token id]: how close a call was
                res["window_top"] = [[[[lp, tok] for lp, tok, *_ in step]
                                      for step in o["meta_info"]["output_top_logprobs"]] for o in outs]
            except (KeyError, TypeError, ValueError) as exc:  # the timings stand; the table says what is missing
                res["window_top_error"] = f"{type(exc).__name__}: {exc}"[:300]
            res["window_context"] = spec["window_context"]
    finally:
        engine.shutdown()
    print("RESULT " + json.dumps(res), flush=True)


TOP_LOGPROBS = 5
WEIGHT_BYTES = {"bfloat16": 2, "float32": 4}  # per weight, by the model's dtype


def graph_batch_sizes(sizes, window_batch: int):
    """The decode batch sizes to capture (and compile): the timed ones and that of the in-window
    check. SGLang runs a decode batch larger than every captured size outside the CUDA graphs,
    on its uncompiled forward, so a check at such a size compares eager with eager."""
    return sorted(set(sizes) | ({window_batch} if window_batch else set()))


def swa_ratio(running: int, total: int) -> float:
    """The sliding-window pool's share of the full pool that holds every running request's whole
    prompt (at least SGLang's MoE default, 0.15). A smaller pool admits a large batch in waves and
    evicts the sliding-window KV the radix cache needs, so the timed difference would hold prefills
    and decode steps at other batch sizes (batch 32 at 2048 tokens did: bench/engine_gpu/sched_log_window/)."""
    return round(min(1.0, max(0.15, running / total)), 4)


def near_tie(server_top, eager_top, step: int):
    """At the first step where a server's greedy token differs from eager's: eager's margin
    (its best minus its second logprob) and the server's logprob gap from its own best to
    eager's token (None when that token is outside the server's top list)."""
    (best, _), (second, _) = eager_top[step][:2]
    eager_token = eager_top[step][0][1]
    mine = {tok: lp for lp, tok in server_top[step]}
    gap = server_top[step][0][0] - mine[eager_token] if eager_token in mine else None
    return best - second, gap


def control_lines(parts: dict, steps: int) -> list:
    """What the in-window check can say, given the control (``jitter``): per compiled server, the
    requests that part from eager sooner than the control does (not explained by rounding)."""
    if "jitter" not in parts:
        return []
    control = parts["jitter"]
    if all(a == steps for a in control):
        lines = [f"\ncontrol (jitter) repeats eager's {steps} tokens in every request: over these steps this "
                 "model keeps its tokens under a change of rounding, so any parting is sooner than the control"]
    else:
        lines = [f"\ncontrol (jitter): one unit of rounding in every weight changes eager's tokens from step "
                 f"{min(control)}-{max(control)} on (per request); parting from eager no sooner than that is "
                 "within rounding, and the check can say no more"]
    for s in COMPILED:
        if s in parts:
            sooner = sum(a < c for a, c in zip(parts[s], control))
            lines.append(f"  {s}: parts sooner than the control in {sooner} of {len(control)} requests"
                         + (" (NOT explained by rounding)" if sooner else ""))
    return lines


def without_eager_lines(servers: dict) -> list:
    """Without an eager server, the passes' in-window tokens against SGLang's compile without them:
    whether the two compiled decodes agree (not whether either is right)."""
    if "eager" in servers or not all("window_ids" in servers.get(s, {}) for s in ("passes", "nopasses")):
        return []
    ref = servers["nopasses"]["window_ids"]
    agree = [first_difference(mine, other) for mine, other in zip(servers["passes"]["window_ids"], ref)]
    return [f"\npasses, inside the sliding window ({servers['passes'].get('window_context')}-token prompts), "
            f"no eager server: greedy tokens equal to nopasses' for the first {min(agree)}-{max(agree)} of "
            f"{len(ref[0])}; {sum(a == len(ref[0]) for a in agree)} of {len(agree)} requests equal throughout"]


def first_difference(mine, ref) -> int:
    """How many of eager's greedy tokens ``ref`` the server's ``mine`` repeats before they part."""
    return next((i for i, (x, y) in enumerate(zip(mine, ref)) if x != y), len(ref))


def outside_graphs(server: dict, run: dict) -> dict:
    """``server``'s result, marked ``window_uncompiled`` (the batch size of its in-window check)
    where that check decoded more requests than any captured graph holds (files written before
    ``graph_batch_sizes`` captured the check's size: their timed sizes alone were captured)."""
    batch = run.get("window", {}).get("batch") or 0
    if "window_ids" in server and batch > max(server.get("graph_batch_sizes") or run["batch_sizes"]):
        return {**server, "window_uncompiled": batch}
    return server


def with_defaults(text, server_args: dict) -> dict:
    """``--server-arg`` values, plus what the model needs: SGLang 0.5.23's prefill CUDA-graph capture
    refuses kv-shared layers (E2B, E4B), which reuse their source layers' attention layer ids
    ("invalid or duplicate attention layer_id" at start-up), so their prefill graphs are off unless
    the command says otherwise."""
    out = dict(server_args)
    if getattr(text, "num_kv_shared_layers", 0) and "disable_prefill_cuda_graph" not in out:
        out["disable_prefill_cuda_graph"] = True
        print("kv-shared layers: disable_prefill_cuda_graph=true (SGLang 0.5.23 cannot capture their "
              "prefill graphs)", flush=True)
    return out


def server_log(out: str, server: str) -> str:
    """Where a server's whole output goes, beside the result file: ``OUT.json`` -> ``OUT.<server>.log``."""
    return f"{os.path.splitext(out)[0]}.{server}.log"


HOST_GAP_US = 300  # two servers' time outside GPU kernels at one batch apart by more: a host was slow


def host_lines(servers: dict, order) -> list:
    """Per server and batch: the step's time outside GPU kernels (step minus the kernels' busy time).
    Both servers run the same scheduler, so at one batch these should agree; where they part by more
    than HOST_GAP_US, the slower host (another process on its CPUs) set that step, not the model."""
    gaps, out = {}, []
    for s in order:
        busy = servers[s].get("kernel_busy_us_per_step", {})
        gaps[s] = {b: servers[s]["step_ms"][b] * 1e3 - busy[b] for b in servers[s]["step_ms"] if b in busy}
        if gaps[s]:
            load = servers[s].get("loadavg_before")
            out.append(f"{s}: outside GPU kernels " + ", ".join(f"{g:.0f} us at {b}" for b, g in gaps[s].items())
                       + (f" (load average before its start {load[0]:.1f})" if load else ""))
    for b in sorted({b for g in gaps.values() for b in g}, key=int):
        at = {s: g[b] for s, g in gaps.items() if b in g}
        if len(at) > 1 and max(at.values()) - min(at.values()) > HOST_GAP_US:
            slow = max(at, key=at.get)
            out.append(f"  HOST-BOUND at {b}: {slow} spent {at[slow] - min(at.values()):.0f} us a step more outside "
                       f"GPU kernels than the other server; its step time is its host's, not the model's (busy "
                       f"before its start: {servers[slow].get('busy_before') or 'nothing recorded'})")
    return out


def _processes() -> dict:
    """Per live process (Linux /proc): (command name, state, process group, user + system clock ticks)."""
    out = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            with contextlib.suppress(OSError, IndexError, ValueError):
                with open(f"/proc/{d}/stat") as f:
                    head, rest = f.read().rsplit(")", 1)
                fields = rest.split()
                out[int(d)] = (head.split("(", 1)[1], fields[0], int(fields[2]), int(fields[11]) + int(fields[12]))
    return out


def busy_processes(seconds: float = 1.0, share: float = 0.2) -> list:
    """Processes other than this one that used more than ``share`` of a CPU over ``seconds``: what
    would slow a server's host side (its scheduler runs one step at a time on one CPU)."""
    before = _processes()
    time.sleep(seconds)
    after, hz = _processes(), os.sysconf("SC_CLK_TCK")
    used = [((ticks - before[pid][3]) / hz / seconds, pid, name) for pid, (name, _, _, ticks) in after.items()
            if pid in before and pid != os.getpid()]
    return [f"{name} (pid {pid}) {u:.0%}" for u, pid, name in sorted(used, reverse=True) if u > share]


def group_members(pgid: int) -> list:
    """Command lines of the live (not zombie) processes in process group ``pgid``."""
    out = []
    for pid, (_, state, group, _) in _processes().items():
        if group == pgid and state != "Z":
            with contextlib.suppress(OSError):
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    out.append(f.read().replace(b"\0", b" ").decode(errors="replace").strip()[:120])
    return out


def table(paths) -> str:
    """Markdown of decode_speed results (several files of one model merge by server)."""
    runs = [json.load(open(p)) for p in paths]
    head = runs[0]
    servers, failed = {}, {}
    for r in runs:
        for key, default in (("variant", None), ("layers", None), ("context", None), ("dtype", "bfloat16"),
                             ("text_config", {}), ("weight_jitter", 0), ("weights", "realistic"), ("quant", "none")):
            if r.get(key, default) != head.get(key, default):
                raise SystemExit(f"{key} differs between result files: "
                                 f"{r.get(key, default)} vs {head.get(key, default)}")
        servers.update({k: outside_graphs(v, r) for k, v in r["servers"].items() if "step_ms" in v})
        failed.update({k: v.get("error") for k, v in r["servers"].items() if "step_ms" not in v})
    failures = [f"{s}: failed ({err}), no figures" for s, err in failed.items() if s not in servers]
    if not servers:
        return "\n".join([f"{head['variant']}, {head['layers'] or 'all'} layers: no server ran"] + failures)
    bandwidth = max(max(r["bandwidth"].values()) for r in runs if "bandwidth" in r)
    nbytes = weight_bytes(head["variant"], head["layers"], sorted({b for r in runs for b in r["batch_sizes"]}),
                          WEIGHT_BYTES[head.get("dtype", "bfloat16")], head.get("text_config"),
                          head.get("quant", "none"))
    floor = {kind: {b: n / bandwidth * 1e3 for b, n in per.items()} for kind, per in nbytes.items()}
    order = [s for s in ("eager", "nopasses", "passes") if s in servers]
    sizes = sorted({b for s in order for b in servers[s]["step_ms"]}, key=int)
    lines = [f"{head['variant']}, {head['layers'] or 'all'} layers, context {head.get('context')}, "
             f"{head.get('dtype', 'bfloat16')}{', FP8-dynamic' if head.get('quant') == 'fp8' else ''}, "
             f"{head.get('weights', 'realistic')} weights, "
             f"{head['device']}, torch {head['torch']}",
             "",
             "| batch | " + " | ".join(f"{s} ms/step" for s in order)
             + " | passes vs nopasses | passes vs eager | passes tokens/s | kernels/step (" + ", ".join(order)
             + ") | weight-read floor ms | passes / floor |",
             "|---" * (len(order) + 7) + "|"]
    for b in sizes:
        ms = {s: servers[s]["step_ms"].get(b) for s in order}
        row = [b] + [f"{ms[s]:.3f}" if ms[s] else "-" for s in order]
        p, n, e = ms.get("passes"), ms.get("nopasses"), ms.get("eager")
        row += [f"{n / p:.2f}x" if p and n else "-", f"{e / p:.2f}x" if p and e else "-"]
        row.append(f"{int(b) / p * 1e3:.0f}" if p else "-")
        row.append(", ".join(str(servers[s].get("kernels_per_step", {}).get(b, "-")) for s in order))
        lo, hi = floor["least"][b], floor["uniform"][b]
        row.append(f"{lo:.2f}" if abs(hi - lo) < 5e-3 else f"{lo:.2f}-{hi:.2f}")
        row.append("-" if not p else f"{p / lo:.2f}x" if abs(hi - lo) < 5e-3 else f"{p / hi:.2f}-{p / lo:.2f}x")
        lines.append("| " + " | ".join(str(x) for x in row) + " |")
    compared = [s for s in ("jitter", *COMPILED) if s in servers]
    eager = servers.get("eager", {}).get("output_ids", {})
    for s in compared:
        if not eager:
            continue
        if all(len(set(ids)) == 1 for b in sizes for ids in eager.get(b, [])):
            lines.append(f"\n{s}: tokens not compared: eager's greedy output repeats one token in every "
                         "request (the weights give a flat distribution)")
            continue
        agree = []
        for b in sizes:
            for mine, ref in zip(servers[s].get("output_ids", {}).get(b, []), eager.get(b, [])):
                agree.append(first_difference(mine, ref))
        if agree:
            lines.append(f"\n{s}: greedy tokens equal to eager's for the first {min(agree)}-{max(agree)} "
                         f"of {len(eager[sizes[0]][0])} (per request, all batch sizes)")
    window, context = servers.get("eager", {}).get("window_ids"), servers.get("eager", {}).get("window_context")
    parts = {}  # per server with an in-window check: per request, how many of eager's tokens it repeats
    for s in compared:
        if not window or "window_ids" not in servers[s]:
            continue
        agree = parts[s] = [first_difference(mine, ref) for mine, ref in zip(servers[s]["window_ids"], window)]
        lines.append(f"\n{s}, inside the sliding window ({context}-token prompts): greedy "
                     f"tokens equal to eager's for the first {min(agree)}-{max(agree)} of {len(window[0])}; "
                     f"{sum(a == len(window[0]) for a in agree)} of {len(agree)} requests equal throughout")
        if servers[s].get("window_uncompiled") and s != "eager":
            lines.append(f"  NOT A CHECK OF COMPILED DECODE: {servers[s]['window_uncompiled']} requests at once, more "
                         "than any captured decode graph holds, ran on SGLang's uncompiled forward")
        for name in ("eager", s):
            if servers[name].get("window_top_error"):
                lines.append(f"  {name}'s top logprobs not read: {servers[name]['window_top_error']}")
        eager_top, top = servers["eager"].get("window_top"), servers[s].get("window_top")
        parted = [(r, a) for r, a in enumerate(agree) if a < len(window[0])]
        if eager_top and top and parted:
            ties = [near_tie(top[r], eager_top[r], a) for r, a in parted]
            margins = sorted(m for m, _ in ties)
            gaps = sorted(g for _, g in ties if g is not None)
            found = (f"{gaps[0]:.3g}-{gaps[-1]:.3g} below {s}'s best in {s}'s top {TOP_LOGPROBS} for {len(gaps)} "
                     f"of {len(ties)} requests" if gaps
                     else f"in {s}'s top {TOP_LOGPROBS} for none of the {len(ties)} requests")
            lines.append(f"  where they part: eager's margin (best minus second logprob) {margins[0]:.3g}-"
                         f"{margins[-1]:.3g} (median {statistics.median(margins):.3g}); eager's token {found}")
    lines += control_lines(parts, len(window[0]) if window else 0)
    lines += without_eager_lines(servers)
    lines += [""] + failures if failures else []
    lines.append(f"\nweight-read floor at {bandwidth / 1e12:.2f} TB/s (measured read bandwidth)")
    lines.append("\nstart-up s: " + ", ".join(f"{s} {servers[s]['startup_s']}" for s in order))
    seeded = {s: servers[s]["autotune_seeded"] for s in order if servers[s].get("autotune_seeded")}
    if seeded:
        lines.append("  (Inductor's GEMM autotuning timings of an earlier run seeded, entries: "
                     + ", ".join(f"{s} {n}" for s, n in seeded.items()) + ")")
    lines += host_lines(servers, order)
    return "\n".join(lines)


def _merge(into: dict, more: dict) -> None:
    for k, v in more.items():
        if isinstance(v, dict) and isinstance(into.get(k), dict):
            _merge(into[k], v)
        else:
            into[k] = v


def seed_autotuning(choices_dir: str, inductor_dir: str) -> int:
    """Give a server's fresh Inductor cache the autotuning timings an earlier server wrote to ``choices_dir``.

    Inductor keeps max-autotune's timings per GPU and software in ``<cache>/cache/<system hash>`` (JSON:
    op -> input shapes -> precision -> choice -> ms) and skips precompiling and benchmarking a GEMM whose every
    choice it finds there. Returns the number of (op, input shapes) entries seeded."""
    os.makedirs(os.path.join(inductor_dir, "cache"), exist_ok=True)
    entries = 0
    for name in sorted(os.listdir(choices_dir)) if os.path.isdir(choices_dir) else []:
        shutil.copyfile(os.path.join(choices_dir, name), os.path.join(inductor_dir, "cache", name))
        with open(os.path.join(choices_dir, name)) as f:
            entries += sum(len(shapes) for shapes in json.load(f)["cache"].values())
    return entries


def keep_autotuning(inductor_dir: str, choices_dir: str) -> None:
    """Merge the timings a server's Inductor cache holds into ``choices_dir`` (one file per GPU and software)."""
    written = os.path.join(inductor_dir, "cache")
    os.makedirs(choices_dir, exist_ok=True)
    for name in sorted(os.listdir(written)) if os.path.isdir(written) else []:
        with open(os.path.join(written, name)) as f:
            theirs = json.load(f)
        kept = os.path.join(choices_dir, name)
        if os.path.exists(kept):
            with open(kept) as f:
                ours = json.load(f)
            _merge(ours["cache"], theirs["cache"])
            theirs = ours
        with open(kept, "w") as f:
            json.dump(theirs, f, indent=1)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out", nargs="?")
    p.add_argument("--variant", default="26b-a4b")
    p.add_argument("--layers", type=int, default=0, help="cut the model to its first N layers (0: all)")
    p.add_argument("--servers", default="eager,passes,nopasses")
    p.add_argument("--batch-sizes", default="1,8,32")
    p.add_argument("--context", type=int, default=2048, help="prompt tokens per request")
    p.add_argument("--steps", type=int, default=64)
    p.add_argument("--reps", type=int, default=7)
    p.add_argument("--radix-cache", action=argparse.BooleanOptionalAction, default=True,
                   help="SGLang's radix cache (on: the timed requests find their prompts cached and prefill "
                        "one token; off: each prefills its whole prompt, in both terms of the difference)")
    p.add_argument("--weights", choices=("realistic", "ordered", "dummy"), default="realistic",
                   help="realistic: random weights at a checkpoint's scales; ordered: the same, every layer "
                        "scalar 1 (full depth does not amplify rounding: for token checks); dummy: SGLang's own "
                        "[-1e-3, 1e-3]")
    p.add_argument("--dtype", choices=("bfloat16", "float32"), default="bfloat16",
                   help="the model's dtype; float32 where greedy tokens are to be compared (random weights give "
                        "near-flat distributions that bf16 rounding reorders)")
    p.add_argument("--quant", choices=("none", "fp8"), default="none",
                   help="fp8: a compressed-tensors FP8-dynamic checkpoint (dense variants)")
    p.add_argument("--kernels", action="store_true", help="count GPU kernels per decode step")
    p.add_argument("--kernel-steps", type=int, default=8)
    p.add_argument("--window-steps", type=int, default=32,
                   help="greedy tokens decoded inside the sliding window, compared with eager's (0: none)")
    p.add_argument("--window-batch", type=int, default=8, help="requests of that check")
    p.add_argument("--scheduler-log", action="store_true",
                   help="run the server at log level info and keep its scheduler's batch lines (prefill, "
                        "decode, retraction) in the result, to see how the requests were batched")
    p.add_argument("--server-arg", action="append", default=[], metavar="NAME=JSON",
                   help="one more SGLang server argument, its value as JSON (e.g. disable_prefill_cuda_graph=true)")
    p.add_argument("--weight-jitter", type=float, default=0, metavar="ULP",
                   help="scale every realistic weight by (1 +- ULP * eps of its dtype), signs at random: the "
                        "model's sensitivity to rounding (0: off)")
    p.add_argument("--text-config", action="append", default=[], metavar="NAME=JSON",
                   help="set a text-config field after the variant's (e.g. num_kv_shared_layers=0)")
    p.add_argument("--timeout", type=int, default=0, help="seconds one server may take (0: no limit)")
    p.add_argument("--autotune-choices", metavar="DIR",
                   help="start each server's Inductor cache with the GEMM autotuning timings kept in DIR (from an "
                        "earlier run on the same GPU and software; a shape found there is not benchmarked again) "
                        "and keep its own there afterwards; the start-up figures then say so")
    p.add_argument("--table", nargs="+", metavar="JSON", help="print the table of these result files")
    p.add_argument("--one", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.table:
        print(table(args.table))
        return
    if args.one:
        one(json.loads(args.one))
        return
    if not args.out:
        p.error("OUT.json is required")
    import torch

    from gemma4_passes.tools import engine_check as e

    unknown = [s for s in args.servers.split(",") if s not in SERVERS]
    if unknown:
        p.error(f"unknown server(s) {', '.join(unknown)}; known: {', '.join(SERVERS)}")
    if args.weights == "dummy" and (args.weight_jitter or "jitter" in args.servers.split(",")):
        p.error("--weight-jitter and server jitter move the drawn weights: not with --weights dummy")
    if args.quant == "fp8" and (args.dtype != "bfloat16" or args.weights == "dummy"):
        p.error("--quant fp8 needs --dtype bfloat16 (SGLang's FP8 GEMM writes half precision) and drawn "
                "weights (SGLang's dummy draw leaves FP8 weights and scales unscaled)")
    if args.quant == "fp8" and (args.weight_jitter or "jitter" in args.servers.split(",")):
        p.error("--quant fp8: the jitter control moves half-precision weights only, not with FP8 weights")
    overrides = {a.split("=", 1)[0]: json.loads(a.split("=", 1)[1]) for a in args.text_config}
    path = write_config(args.variant, args.layers,
                        os.path.join(tempfile.gettempdir(), f"g4-{args.variant}-{args.layers or 'all'}-{args.quant}"),
                        overrides, args.quant)
    sizes = [int(x) for x in args.batch_sizes.split(",")]
    text = text_config(args.variant, args.layers, overrides).text_config
    window_context = text.sliding_window // 2
    server_args = with_defaults(text, {a.split("=", 1)[0]: json.loads(a.split("=", 1)[1]) for a in args.server_arg})
    if args.window_steps >= window_context:
        p.error(f"--window-steps must stay inside the sliding window ({2 * window_context} tokens)")
    results = {"device": torch.cuda.get_device_name(), "torch": torch.__version__,
               "variant": args.variant, "layers": args.layers, "text_config": overrides,
               "weight_jitter": args.weight_jitter, "context": args.context,
               "radix_cache": args.radix_cache, "weights": args.weights, "dtype": args.dtype, "quant": args.quant,
               "batch_sizes": sizes,
               "steps": args.steps, "reps": args.reps,
               "window": {"context": window_context, "steps": args.window_steps, "batch": args.window_batch},
               "command": "python bench/engine_gpu/decode_speed.py " + " ".join(sys.argv[1:]),
               "server_args": server_args,
               "env": {k: v for k, v in sorted(os.environ.items()) if k.startswith("GEMMA4_")},
               "weight_bytes": weight_bytes(args.variant, args.layers, sizes, WEIGHT_BYTES[args.dtype], overrides,
                                            args.quant),
               "bandwidth": read_bandwidth(), "servers": {}}
    print("weight bytes per step", results["weight_bytes"], "bandwidth",
          {k: f"{v / 1e12:.2f} TB/s" for k, v in results["bandwidth"].items()}, flush=True)
    for name in args.servers.split(","):
        s = SERVERS[name]
        spec = dict(path=path, compile=s["compile"], batch_sizes=sizes, steps=args.steps, reps=args.reps,
                    context=args.context, radix_cache=args.radix_cache, kernels=args.kernels, dtype=args.dtype,
                    kernel_steps=args.kernel_steps, window_steps=args.window_steps,
                    window_batch=args.window_batch, window_context=window_context,
                    server_args=server_args)
        env = e.engine_env("cuda")
        env[JITTER_ENV] = str(args.weight_jitter)
        env.update(s["env"])
        env[REALISTIC_ENV] = {"realistic": "1", "ordered": "ordered", "dummy": "0"}[args.weights]
        if args.scheduler_log:
            env["GEMMA4_ENGINE_LOG_LEVEL"] = "info"
        env["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="g4-inductor-")  # a compile of its own
        seeded = seed_autotuning(args.autotune_choices, env["TORCHINDUCTOR_CACHE_DIR"]) if args.autotune_choices else 0
        t = time.time()
        load, busy = os.getloadavg(), busy_processes()
        proc = subprocess.Popen([sys.executable, __file__, "--one", json.dumps(spec)], env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            out, _ = proc.communicate(timeout=args.timeout or None)
            rc = proc.returncode
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)  # the server and the scheduler it spawned
            out, _ = proc.communicate()
            rc = "timeout"
        left_behind = group_members(proc.pid)  # the server's children still alive: kill them, say so
        if left_behind:
            print(name, "left", len(left_behind), "processes running; killed:", left_behind[:4], flush=True)
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, 9)
        with open(server_log(args.out, name), "w") as f:  # all of it: a failure's cause may be far from its end
            f.write(out)
        line = [ln for ln in out.splitlines() if ln.startswith("RESULT ")]
        if line and args.weights != "dummy" and REALISTIC_MARK not in out:
            line, rc = [], "the realistic-weights hook did not run in the server"
        if not line:
            results["servers"][name] = {"error": rc, "tail": out[-3000:]}
            print(name, "FAILED", rc, out[-2000:], flush=True)
        else:
            results["servers"][name] = json.loads(line[0][7:])
        results["servers"][name].update(loadavg_before=[round(x, 2) for x in load], busy_before=busy)
        if args.autotune_choices:
            keep_autotuning(env["TORCHINDUCTOR_CACHE_DIR"], args.autotune_choices)
            results["servers"][name]["autotune_seeded"] = seeded
        if args.scheduler_log:
            results["servers"][name]["scheduler_log"] = [
                ln[-300:] for ln in out.splitlines() if any(k in ln for k in SCHEDULER_LINES)][-2000:]
            print(name, f"({time.time() - t:.0f} s)", json.dumps(results["servers"][name]["step_ms"]), flush=True)
        with open(args.out, "w") as f:  # compact: the top-k logprobs of the window check are most of it
            json.dump(results, f, separators=(",", ":"))
    print(table([args.out]))


if __name__ == "__main__":
    main()
