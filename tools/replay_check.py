"""Does a compiled layer's CUDA-graph replay compute what its direct call does?

The per-layer benchmark found SGLang's own compile (no passes) of the 26B-A4B
and 31B sliding layers at decode 1 giving finite direct calls but an all-NaN
CUDA-graph replay. This tool bisects that: for each trial it compiles the layer
as the benchmark's *compiled* mode does (SGLang's ``patch_model``, one graph per
layer), with some of SGLang's raw-Triton kernels unwrapped to torch math, and
records

- whether Dynamo compiled anything new during the warm-up or the capture,
- what the call stored in the KV cache for the new token, against eager's rows,
- the non-finite count of the output after each of the first replays,
- whether the inputs and the KV caches still hold what they held before,
- the kernels of a direct call and of a replay, and where the lists part.

What it found (BENCHMARKS.md, "The batch-1 NaN, root-caused"): SGLang's
in-place q/k/v norm kernel, traced as a user-defined Triton kernel, makes
Inductor clone its q/k/v views with the offsets of the fused qkv row; at one
token Inductor has stored k and v as separate compact buffers, so the clones
read past their ends. Every call stores garbage K/V for the new token; in a
CUDA-graph replay that garbage is NaN. Unwrapping that one kernel (as the
plugin's ``unwrap_kernels`` patch does) removes it.

Usage (GPU machine, after ``. .bundle/env.sh``)::

    python -m gemma4_passes.tools.replay_check --variant 26b-a4b --kind sliding/moe --tokens 1 \\
        --trials compiled,unwrap:qkv,unwrap:dual,unwrap:routing --out bench/current/replay_check.json
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from typing import Dict, List

import torch

from gemma4_passes.tools import harness
from gemma4_passes.tools.bench_layers import device_kernels, mode_setup, warm_up_for_capture

_LN = "sglang.kernels.ops.layernorm.gemma4_fused_ops"
_MOE = "sglang.kernels.ops.moe.gemma4_routing"
# Trial names "unwrap:<key>" unwrap these of SGLang's kernels (the others stay opaque user kernels).
UNWRAP_KEYS = {
    "qkv": [f"{_LN}.gemma_qkv_rmsnorm"],
    "dual": [f"{_LN}.gemma_dual_rmsnorm_residual_scalar"],
    "residual": [f"{_LN}.gemma_rmsnorm_residual_scalar"],
    "routing": [f"{_MOE}.gemma4_fused_routing", f"{_MOE}.gemma_routing_post_topk"],
}


@contextlib.contextmanager
def unwrapped(keys: List[str]):
    """Unwrap the named SGLang kernels only (``rebind_everywhere``, undone after)."""
    from gemma4_passes.patches.base import rebind_everywhere, resolve
    from gemma4_passes.unwrap import kernels

    done = []
    try:
        for key in keys:
            for dotted in UNWRAP_KEYS[key]:
                old = resolve(dotted)
                new = kernels.wrap(old, kernels.WRAPPER_FACTORIES[dotted])
                rebind_everywhere(old, new)
                done.append((old, new))
        yield
    finally:
        for old, new in reversed(done):
            rebind_everywhere(new, old)


def kernel_names(run) -> List[str]:
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        run()
        torch.cuda.synchronize()
    return [n[:100] for n, _ in device_kernels(prof)]


def nonfinite(t: torch.Tensor) -> int:
    return int((~torch.isfinite(t.float())).sum())


def parse_trial(name: str) -> List[str]:
    """``compiled`` | ``unwrap:<keys>`` (keys joined with ``+``) -> the SGLang kernels to unwrap."""
    kind, _, key = name.partition(":")
    keys = key.split("+") if key else []
    if name != "compiled" and (kind != "unwrap" or not keys or not set(keys) <= set(UNWRAP_KEYS)):
        raise ValueError(f"unknown trial {name!r}: compiled | unwrap:{'|'.join(UNWRAP_KEYS)} (join keys with +)")
    return keys


def trial(name: str, stack, inputs, backend, fresh_state, tokens: int, ref: torch.Tensor,
          ref_kv: Dict[str, torch.Tensor]) -> dict:
    from sglang.srt.compilation import torch_compile_decoration as tcd
    from torch._dynamo.utils import counters

    unwrap_keys = parse_trial(name)
    rec: dict = {"trial": name}
    torch._dynamo.reset()
    tcd.set_torch_compile_config()
    torch._inductor.config.fx_graph_cache = False
    fresh_state()
    args = inputs.args()
    watched = {"hidden_states": inputs.hidden_states}
    with contextlib.ExitStack() as ctx:
        fn = ctx.enter_context(tcd.patch_model(stack, True, tokens, harness.tp_group()))
        ctx.enter_context(mode_setup("compiled"))
        ctx.enter_context(unwrapped(unwrap_keys))
        g0 = counters["stats"]["unique_graphs"]
        t0 = time.time()
        out = fn(*args).float()
        torch.cuda.synchronize()
        rec["compile_s"] = round(time.time() - t0, 1)
        rec["graphs_compiled"] = counters["stats"]["unique_graphs"] - g0
        rec["call_nonfinite"] = nonfinite(out)
        rec["call_max_abs_diff_vs_eager"] = (out - ref).abs().max().item()
        # What the call stored for the new token, against what eager stored (max |eager| in brackets):
        # a wrong K/V row moves the output little, being one of 1025 attended positions.
        rec["call_new_kv_max_abs_diff_vs_eager"] = {
            k: [round((v - ref_kv[k]).abs().max().item(), 4), round(ref_kv[k].abs().max().item(), 4)]
            for k, v in backend.new_kv().items()}
        before = {k: v.clone() for k, v in watched.items()}
        caches = {lid: (k.clone(), v.clone()) for lid, (k, v) in backend.cache.items()}
        direct_kernels = kernel_names(lambda: fn(*args))
        g1 = counters["stats"]["unique_graphs"]
        warm_up_for_capture(fn, args)
        rec["graphs_compiled_in_warmup"] = counters["stats"]["unique_graphs"] - g1
        graph = torch.cuda.CUDAGraph()
        g2 = counters["stats"]["unique_graphs"]
        with torch.cuda.graph(graph):
            gout = fn(*args)
        rec["graphs_compiled_in_capture"] = counters["stats"]["unique_graphs"] - g2
        rec["after_capture_nonfinite"] = nonfinite(gout)  # what the captured buffers hold, unreplayed
        per_replay = []
        for i in range(5):
            graph.replay()
            torch.cuda.synchronize()
            per_replay.append(nonfinite(gout))
            if i == 0:
                rec["replay1_max_abs_diff_vs_call"] = (gout.float() - out).abs().max().item()
        rec["replay_nonfinite"] = per_replay
        rec["inputs_changed"] = [k for k, v in watched.items() if not torch.equal(v, before[k])]
        rec["caches_changed"] = {}
        for lid, (k, v) in backend.cache.items():
            for name, now, then in (("k", k, caches[lid][0]), ("v", v, caches[lid][1])):
                differs = (now != then) & ~(now.isnan() & then.isnan())
                if differs.any():
                    # [batch, position] pairs whose rows changed, and the non-finite count now
                    where = differs.flatten(2).any(-1).nonzero().tolist()
                    rec["caches_changed"][f"{lid}.{name}"] = {"rows": where[:16], "nonfinite": nonfinite(now)}
        again = fn(*args).float()
        rec["call_after_replays_max_abs_diff"] = (again - out).abs().max().item()
        replay_kernels = kernel_names(graph.replay)
        rec["direct_kernels"] = direct_kernels
        if replay_kernels != direct_kernels:
            rec["replay_kernels"] = replay_kernels
            first = next((i for i, (a, b) in enumerate(zip(direct_kernels, replay_kernels)) if a != b),
                         min(len(direct_kernels), len(replay_kernels)))
            rec["kernel_lists_part_at"] = first
        del graph
    torch._dynamo.reset()
    torch.cuda.empty_cache()
    return rec


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--variant", default="26b-a4b")
    p.add_argument("--kind", default="sliding/moe", help="a layer kind of the variant (harness.layers_by_kind)")
    p.add_argument("--tokens", type=int, default=1)
    p.add_argument("--context", type=int, default=1024)
    p.add_argument("--trials", default="compiled")
    p.add_argument("--out", default=None)
    args = p.parse_args(argv)
    try:
        trials = args.trials.split(",")
        for name in trials:
            parse_trial(name)
    except ValueError as exc:
        p.error(str(exc))
    if not torch.cuda.is_available():
        raise SystemExit("replay_check needs a CUDA device")
    dtype, device = torch.bfloat16, "cuda"
    harness.init_sglang(device)
    from sglang.srt.plugins import load_plugins

    load_plugins()
    cfg = harness.build_config(args.variant, "real")
    lid = harness.layers_by_kind(cfg)[args.kind]
    ids = harness.with_kv_sources(cfg, [lid])
    layers = dict(zip(ids, harness.build_layers(cfg, ids, dtype=dtype, device=device)))
    stack = harness.LayerStack([layers[lid]], cfg, harness.build_final_norm(cfg, dtype=dtype, device=device))
    inputs = harness.make_inputs(stack, "decode", args.tokens, args.context, dtype=dtype, device=device)
    backend = harness.SDPAAttention(args.context, opaque=True)

    def fresh_state():
        backend.prepare(list(layers.values()), args.tokens, device, dtype)

    results = {"variant": args.variant, "kind": args.kind, "tokens": args.tokens,
               "torch": torch.__version__, "device": torch.cuda.get_device_name(), "trials": []}
    with harness.sgl_kernel_stand_ins(), harness.attention(backend):
        fresh_state()
        with harness.native_ops(stack, args.tokens), torch.no_grad():
            ref = stack(*inputs.args()).float()
        ref_kv = backend.new_kv()
        for name in trials:
            rec = trial(name, stack, inputs, backend, fresh_state, args.tokens, ref, ref_kv)
            brief = {k: v for k, v in rec.items() if not k.endswith("_kernels")}
            print("[replay-check]", json.dumps(brief), flush=True)
            results["trials"].append(rec)
            if args.out:
                with open(args.out, "w") as f:
                    json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
