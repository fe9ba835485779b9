"""Where a compiled Gemma-4 MoE layer departs from eager: per token, with its routing.

Runs SGLang's real ``Gemma4DecoderLayer`` (a sliding-attention MoE layer of
26B-A4B, random bf16 weights) eagerly in SGLang's compile-mode dispatch and
compiled by Inductor through SGLang's ``patch_model`` with none of our passes
(traceable structs only, the bench's "compiled" mode), on the same inputs.
Both runs record, per token, the router's logits and the top-k ids and
weights handed to the experts (eager also the attention output).

The records are Python-side appends inside the traced code: Dynamo turns each
recorded tensor into an extra graph output. ``--record routing`` records only
tensors the graph materialises anyway (the router GEMM's output, the top-k
outputs); ``--record all`` adds the attention output and the router input,
which does change Inductor's code. Each level in ``--record`` is compiled
separately and its output compared bitwise with the first one's.

Then, per token: max |compiled - eager|; whether the routed expert set
differs; the eager logits' gap between the k-th and (k+1)-th expert in bf16
ulps; whether the two runs' logits differ. A counterfactual: eager again, with
the compiled run's top-k ids and weights forced into the experts; if routing
alone explains the divergence, it matches the compiled output to bf16
rounding on every token. The router logits are also recomputed from eager's
attention output with and without eager's bf16 roundings of the
post-attention norm and the residual sum. ``--emulate-precision-casts``
compiles with Inductor's ``emulate_precision_casts`` (eager's roundings kept);
``--fp32-reference`` adds the same layer computed in fp32 as a reference for
both; ``--aggregate`` sums saved runs up.

    python -m gemma4_passes.tools.router_divergence --tokens 32 --fp32-reference --out d32.pt
    python -m gemma4_passes.tools.router_divergence --tokens 32 --emulate-precision-casts
    python -m gemma4_passes.tools.router_divergence --phase prefill --tokens 128 --record routing
    python -m gemma4_passes.tools.router_divergence --aggregate d32_s0.pt d32_s1.pt
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from typing import Dict, List, Optional

import torch

from gemma4_passes.tools import harness

RECORD: Optional[List] = None  # set to a list while a run records


def _note(name, t):
    if RECORD is not None:
        RECORD.append((name, t))


@contextlib.contextmanager
def recording(layer, level: str, forced=None):
    """Record the router's tensors (``level``: none / routing / all) while inside.

    ``forced``: (weights, ids) that the routing function returns instead of
    its own (eager counterfactual runs only).
    """
    from sglang.srt.models.gemma4_causal import Gemma4Attention, Gemma4Router

    global RECORD
    cfg = layer.moe.topk.topk_config
    orig_rf = cfg.custom_routing_function
    orig_fwd = Gemma4Router.forward
    orig_attn = Gemma4Attention.forward

    def attn_forward(self, *a, **kw):
        out = orig_attn(self, *a, **kw)
        _note("attn_out", out)
        return out

    def router_forward(self, x):
        out = orig_fwd(self, x)
        if level == "all":
            _note("router_in", x)
        _note("logits", out)
        return out

    def routing(hidden_states, gating_output, topk, renormalize):
        w, ids = orig_rf(hidden_states, gating_output, topk, renormalize)
        if forced is not None:
            w, ids = forced
        _note("topk_w", w)
        _note("topk_ids", ids)
        return w, ids

    RECORD = [] if level != "none" else None
    if level != "none" or forced is not None:
        Gemma4Router.forward = router_forward
        cfg.custom_routing_function = routing
    if level == "all":
        Gemma4Attention.forward = attn_forward
    try:
        yield
    finally:
        Gemma4Router.forward = orig_fwd
        Gemma4Attention.forward = orig_attn
        cfg.custom_routing_function = orig_rf


def take_record() -> Dict[str, torch.Tensor]:
    global RECORD
    rec = {name: t.detach().clone() for name, t in (RECORD or [])}
    RECORD = None
    return rec


def build(args):
    cfg = harness.build_config("26b-a4b", args.scale)
    lid = harness.layers_by_kind(cfg)[args.kind]
    (layer,) = harness.build_layers(cfg, [lid], dtype=torch.bfloat16, device="cpu", seed=args.seed)
    stack = harness.LayerStack([layer], cfg)
    mode = "decode" if args.phase == "decode" else "extend"
    inputs = harness.make_inputs(stack, mode, args.tokens, args.context, seed=args.seed + 2)
    backend = harness.SDPAAttention(args.context, opaque=True)
    return cfg, lid, layer, stack, inputs, backend


def run_eager(stack, inputs, backend, args, layer, level="all", forced=None):
    fresh(stack, backend, args)
    with recording(layer, level, forced), harness.native_ops(stack, args.tokens), torch.no_grad():
        out = stack(*inputs.args()).float()
    return out, take_record()


def run_fp32(stack, inputs, backend, args, layer):
    """The same layer, cache and inputs (the bf16 values) computed in fp32: a reference for both.

    The layer's floating-point parameters and buffers are swapped for fp32
    copies for the run and put back afterwards (the same tensors).
    """
    saved = []
    for mod in layer.modules():
        for store in (mod._parameters, mod._buffers):
            for name, t in store.items():
                if t is not None and t.is_floating_point() and t.dtype != torch.float32:
                    saved.append((t, t.data))
                    t.data = t.data.float()
    try:
        fresh(stack, backend, args)
        backend.cache = {i: (kc.float(), vc.float()) for i, (kc, vc) in backend.cache.items()}
        inputs32 = harness.Inputs(inputs.positions, inputs.hidden_states.float(), None, inputs.forward_batch)
        with recording(layer, "routing"), harness.native_ops(stack, args.tokens), torch.no_grad():
            out = stack(*inputs32.args()).float()
        rec = take_record()
    finally:
        for t, data in saved:
            t.data = data
    return out, rec


def run_compiled(stack, inputs, backend, args, layer, level):
    from sglang.srt.compilation import torch_compile_decoration as tcd

    from gemma4_passes.tools.bench_layers import mode_setup

    fresh(stack, backend, args)
    torch._dynamo.reset()
    tcd.set_torch_compile_config()
    torch._inductor.config.fx_graph_cache = False
    torch._inductor.config.emulate_precision_casts = args.emulate_precision_casts
    t0 = time.time()
    with contextlib.ExitStack() as ctx:
        fn = ctx.enter_context(tcd.patch_model(stack, True, args.tokens, harness.tp_group()))
        ctx.enter_context(mode_setup(args.mode))
        ctx.enter_context(recording(layer, level))
        out = fn(*inputs.args()).float()
        rec = take_record()
    torch._dynamo.reset()
    print(f"[div] compiled (record {level}) in {time.time() - t0:.0f}s", flush=True)
    return out, rec


def fresh(stack, backend, args):
    if args.phase == "decode":
        backend.prepare(stack.layers, args.tokens, "cpu", torch.bfloat16)
    else:
        backend.fill_extend(stack.layers, args.tokens, "cpu", torch.bfloat16)


# ---------------------------------------------------------------------------
# Analysis
# ---------------------------------------------------------------------------


def bf16_ulp(x: torch.Tensor) -> torch.Tensor:
    """The spacing of bf16 numbers at |x| (x in fp32)."""
    e = torch.floor(torch.log2(x.abs().clamp_min(1e-30)))
    return torch.pow(2.0, e - 7)


def routed_sets_differ(ids_a: torch.Tensor, ids_b: torch.Tensor) -> torch.Tensor:
    a = ids_a.long().sort(dim=-1).values
    b = ids_b.long().sort(dim=-1).values
    return (a != b).any(dim=-1)


def boundary_gap(logits: torch.Tensor, k: int):
    """Per token: (k-th - (k+1)-th largest logit) and that gap in bf16 ulps of the k-th."""
    top = logits.float().topk(k + 1, dim=-1).values
    gap = top[:, k - 1] - top[:, k]
    return gap, gap / bf16_ulp(top[:, k - 1])


def weights_by_id(w: torch.Tensor, ids: torch.Tensor, n: int) -> torch.Tensor:
    dense = torch.zeros(w.shape[0], n)
    dense.scatter_(1, ids.long(), w.float())
    return dense


def router_logits_variants(layer, attn_out: torch.Tensor, layer_in: torch.Tensor) -> Dict[str, torch.Tensor]:
    """The router's logits recomputed from the attention output and the layer input (bf16).

    - ``rounded``: eager's roundings: the post-attention norm's output and the
      residual sum are bf16 before the router norm, whose output is bf16.
    - ``residual_fp32``: those two roundings dropped (a fused kernel that keeps
      the values in fp32 between ops); the router norm's output is still bf16.
    - ``residual_and_input_fp32``: the router norm's output kept in fp32 into
      the projection too.
    """
    from gemma4_passes.native import rmsnorm_native

    pan = layer.post_attention_layernorm
    rn = layer.router.norm
    proj = layer.router.proj.weight

    def router_norm(r32):
        return r32 * torch.pow(r32.pow(2).mean(-1, keepdim=True) + rn.eps, -0.5) * rn.weight.float()

    def post_attn(x, round_):
        xf = x.float()
        h = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + pan.variance_epsilon) * pan.weight
        return h.to(torch.bfloat16).float() if round_ else h

    r_round = (post_attn(attn_out, True) + layer_in.float()).to(torch.bfloat16).float()
    r_fp32 = post_attn(attn_out, False) + layer_in.float()
    return {
        "rounded": router_norm(r_round).to(torch.bfloat16) @ proj.t(),
        "residual_fp32": router_norm(r_fp32).to(torch.bfloat16) @ proj.t(),
        "residual_and_input_fp32": (router_norm(r_fp32) @ proj.float().t()).to(torch.bfloat16),
    }


def summarise(res: dict, k: int, num_experts: int) -> dict:
    ref, out = res["eager"], res["compiled"]
    er, cr = res["eager_rec"], res["compiled_rec"]
    tok_diff = (out - ref).abs().amax(dim=-1)
    tok_mean = (out - ref).abs().mean(dim=-1)
    flipped = routed_sets_differ(er["topk_ids"], cr["topk_ids"])
    logits_differ = (er["logits"] != cr["logits"]).any(dim=-1)
    gap, gap_ulps = boundary_gap(er["logits"], k)
    wd = (weights_by_id(er["topk_w"], er["topk_ids"], num_experts)
          - weights_by_id(cr["topk_w"], cr["topk_ids"], num_experts)).abs().amax(dim=-1)
    s = {
        "tokens": int(ref.shape[0]),
        "max_abs_eager": ref.abs().max().item(),
        "max_abs_diff": tok_diff.max().item(),
        "mean_abs_diff": (out - ref).abs().mean().item(),
        "flipped": int(flipped.sum()),
        "flipped_tokens": flipped.nonzero().flatten().tolist(),
        "logits_differ_tokens": int(logits_differ.sum()),
        "logits_max_abs_diff": (er["logits"].float() - cr["logits"].float()).abs().max().item(),
        "max_diff_flipped": tok_diff[flipped].max().item() if flipped.any() else None,
        "max_diff_kept": tok_diff[~flipped].max().item() if (~flipped).any() else None,
        "mean_diff_flipped": tok_mean[flipped].mean().item() if flipped.any() else None,
        "mean_diff_kept": tok_mean[~flipped].mean().item() if (~flipped).any() else None,
        "weights_max_diff_kept": wd[~flipped].max().item() if (~flipped).any() else None,
        "gap_ulps_flipped": gap_ulps[flipped].tolist(),
        "gap_ulps_min_kept": gap_ulps[~flipped].min().item() if (~flipped).any() else None,
        "per_token_max_diff": tok_diff.tolist(),
        "tied_tokens": int((gap == 0).sum()),
    }
    if "forced" in res:
        fd = (res["forced"] - out).abs().amax(dim=-1)
        s["forced_vs_compiled_max"] = fd.max().item()
        s["forced_vs_compiled_mean"] = (res["forced"] - out).abs().mean().item()
    if "fp32" in res:
        f32, fr = res["fp32"], res["fp32_rec"]
        e_flip = routed_sets_differ(er["topk_ids"], fr["topk_ids"])
        c_flip = routed_sets_differ(cr["topk_ids"], fr["topk_ids"])
        agree = ~(e_flip | c_flip)
        s["fp32_vs_eager_flipped_tokens"] = e_flip.nonzero().flatten().tolist()
        s["fp32_vs_compiled_flipped_tokens"] = c_flip.nonzero().flatten().tolist()
        s["all_agree_tokens"] = int(agree.sum())
        if agree.any():
            de = (ref - f32)[agree].abs()
            dc = (out - f32)[agree].abs()
            s["agree_eager_vs_fp32_max_mean"] = (de.max().item(), de.mean().item())
            s["agree_compiled_vs_fp32_max_mean"] = (dc.max().item(), dc.mean().item())
    if "router_in" in er and "router_in" in cr:
        s["router_in_max_abs_diff"] = (er["router_in"].float() - cr["router_in"].float()).abs().max().item()
    return s


def print_summary(s: dict, extra: dict) -> None:
    print(f"[div] tokens {s['tokens']}: max|eager| {s['max_abs_eager']:.3g}, "
          f"max|diff| {s['max_abs_diff']:.3g}, mean|diff| {s['mean_abs_diff']:.3g}")
    print(f"[div] routed expert set differs on {s['flipped']}/{s['tokens']} tokens: {s['flipped_tokens']}")
    print(f"[div]   their gap k-th/(k+1)-th in eager logits, bf16 ulps: "
          f"{[round(g, 2) for g in s['gap_ulps_flipped']]}; smallest gap of the others: {s['gap_ulps_min_kept']}")
    print(f"[div]   tokens with an exact bf16 tie at the boundary (eager): {s['tied_tokens']}")
    print(f"[div] per-token max|diff|: flipped max {s['max_diff_flipped']} mean {s['mean_diff_flipped']}; "
          f"kept max {s['max_diff_kept']} mean {s['mean_diff_kept']}")
    print(f"[div] router logits differ on {s['logits_differ_tokens']} tokens (max |d| {s['logits_max_abs_diff']:.3g}); "
          f"routing weights by id, kept tokens: max |d| {s['weights_max_diff_kept']}")
    if "all_agree_tokens" in s:
        print(f"[div] fp32 reference: expert set differs from eager on {s['fp32_vs_eager_flipped_tokens']}, "
              f"from compiled on {s['fp32_vs_compiled_flipped_tokens']}")
        if s["all_agree_tokens"]:
            print(f"[div]   on the {s['all_agree_tokens']} tokens all three route alike, |x - fp32| max/mean: "
                  f"eager {s['agree_eager_vs_fp32_max_mean']}, compiled {s['agree_compiled_vs_fp32_max_mean']}")
    if "router_in_max_abs_diff" in s:
        print(f"[div] router input (residual) max |eager - compiled|: {s['router_in_max_abs_diff']:.3g}")
    if "forced_vs_compiled_max" in s:
        print(f"[div] eager with the compiled routing forced in vs compiled: max {s['forced_vs_compiled_max']:.3g}, "
              f"mean {s['forced_vs_compiled_mean']:.3g}")
    for k, v in extra.items():
        print(f"[div] {k}: {v}")


def aggregate(paths) -> None:
    """Totals over runs saved with ``--out``."""
    tot = flips = 0
    flipped_diff: List[float] = []
    kept_diff: List[float] = []
    flipped_gaps: List[float] = []
    gaps: List[float] = []
    moved: List[float] = []
    vs32 = {"eager": 0, "compiled": 0}
    n32 = 0
    for path in paths:
        d = torch.load(path, weights_only=False)
        er, cr = d["eager_rec"], d["compiled_rec"]
        k = er["topk_ids"].shape[-1]
        fl = routed_sets_differ(er["topk_ids"], cr["topk_ids"])
        tok = (d["compiled"] - d["eager"]).abs().amax(-1)
        tot += len(fl)
        flips += int(fl.sum())
        flipped_diff += tok[fl].tolist()
        kept_diff += tok[~fl].tolist()
        _, gu = boundary_gap(er["logits"], k)
        flipped_gaps += gu[fl].tolist()
        gaps += gu.tolist()
        kth = er["logits"].float().topk(k, -1).values[:, k - 1]
        moved += ((er["logits"].float() - cr["logits"].float()).abs().amax(-1) / bf16_ulp(kth)).tolist()
        if "fp32_rec" in d:
            n32 += len(fl)
            for name, rec in (("eager", er), ("compiled", cr)):
                vs32[name] += int(routed_sets_differ(rec["topk_ids"], d["fp32_rec"]["topk_ids"]).sum())

    def med(xs):
        return sorted(xs)[len(xs) // 2] if xs else None

    g = torch.tensor(gaps)
    print(f"[div] {len(paths)} runs, {tot} tokens: routed expert set differs on {flips} ({flips / tot:.1%})")
    if flipped_diff:
        print(f"[div] per-token max|diff|, flipped tokens: min {min(flipped_diff):.3g}, "
              f"median {med(flipped_diff):.3g}, max {max(flipped_diff):.3g}")
    print(f"[div] per-token max|diff|, other tokens: median {med(kept_diff):.3g}, max {max(kept_diff):.3g}")
    print(f"[div] flipped tokens' k-th/(k+1)-th gap in eager logits (bf16 ulps): {sorted(flipped_gaps)}")
    print(f"[div] all tokens' gap: 0 ulps {int((g <= 0).sum())}, <=1 {int((g <= 1).sum())}, "
          f"<=2 {int((g <= 2).sum())}, <=4 {int((g <= 4).sum())}, <=8 {int((g <= 8).sum())}; median {g.median().item():.1f}")
    print(f"[div] largest logit change per token (ulps of its k-th logit): median {med(moved):.1f}, max {max(moved):.1f}")
    if n32:
        print(f"[div] fp32 reference routes differently from eager on {vs32['eager']}/{n32} tokens, "
              f"from compiled on {vs32['compiled']}/{n32}")


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--scale", default="real", choices=("real", "small"))
    p.add_argument("--kind", default="sliding/moe", choices=("sliding/moe", "full/moe"))
    p.add_argument("--mode", default="compiled", choices=("compiled", "passes"),
                   help="what is compiled: SGLang's compile alone, or with gemma4-passes")
    p.add_argument("--phase", default="decode", choices=("decode", "prefill"))
    p.add_argument("--tokens", type=int, default=32)
    p.add_argument("--context", type=int, default=1024, help="cached tokens per decode request")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--record", default="routing,none",
                   help="recording levels to compile (routing, all, none); the first is analysed, "
                        "the others are checked bitwise against it")
    p.add_argument("--emulate-precision-casts", action="store_true",
                   help="compile with Inductor's emulate_precision_casts (keep eager's bf16 roundings)")
    p.add_argument("--fp32-reference", action="store_true",
                   help="also run the layer in fp32 (same bf16 weights, cache and inputs) as a reference for both")
    p.add_argument("--out", default=None, help="save every tensor (torch.save)")
    p.add_argument("--aggregate", nargs="+", default=None, metavar="FILE",
                   help="no run: sum up runs saved with --out")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.aggregate:
        aggregate(args.aggregate)
        return 0
    harness.init_sglang("cpu")
    from sglang.srt.plugins import load_plugins

    load_plugins()
    cfg, lid, layer, stack, inputs, backend = build(args)
    k, n_exp = cfg.top_k_experts, cfg.num_experts
    print(f"[div] 26b-a4b {args.scale} layer {lid} ({harness.describe_layer(cfg, lid)}), "
          f"{args.phase} {args.tokens} tokens, {args.mode}, torch {torch.__version__}, {torch.get_num_threads()} threads", flush=True)
    levels = [x for x in args.record.split(",") if x]
    if levels[0] not in ("routing", "all"):
        raise SystemExit("--record: the first level must record the routing (routing or all)")
    res: dict = {}
    extra: dict = {}
    with harness.attention(backend), harness.cpu_traceable_moe():
        t0 = time.time()
        res["eager"], res["eager_rec"] = run_eager(stack, inputs, backend, args, layer)
        again, _ = run_eager(stack, inputs, backend, args, layer, level="none")
        extra["eager repeat bitwise equal"] = bool(torch.equal(again, res["eager"]))
        print(f"[div] eager in {time.time() - t0:.0f}s", flush=True)
        outs = {}
        for level in levels:
            outs[level], rec = run_compiled(stack, inputs, backend, args, layer, level)
            if level == levels[0]:
                res["compiled"], res["compiled_rec"] = outs[level], rec
        for level in levels[1:]:
            extra[f"compiled record={levels[0]} bitwise equal to record={level}"] = bool(
                torch.equal(outs[level], outs[levels[0]]))
        if args.fp32_reference:
            res["fp32"], res["fp32_rec"] = run_fp32(stack, inputs, backend, args, layer)
        cr = res["compiled_rec"]
        if "topk_ids" in cr:
            res["forced"], _ = run_eager(stack, inputs, backend, args, layer, level="none",
                                         forced=(cr["topk_w"].clone(), cr["topk_ids"].clone()))
    er = res["eager_rec"]
    sources = {"eager": er["attn_out"]}
    if "attn_out" in cr:
        sources["compiled"] = cr["attn_out"]
        extra["attention output max |eager - compiled|"] = (er["attn_out"].float() - cr["attn_out"].float()).abs().max().item()
    for src, attn_out in sources.items():
        for name, lg in router_logits_variants(layer, attn_out, inputs.hidden_states).items():
            ids = lg.float().topk(k, dim=-1).indices
            tag = f"logits from {src} attention, {name}"
            extra[f"{tag}: tokens bitwise = eager / = compiled"] = (
                int((lg == er["logits"]).all(dim=-1).sum()), int((lg == cr["logits"]).all(dim=-1).sum()))
            extra[f"{tag}: expert set differs from eager / from compiled, tokens"] = (
                routed_sets_differ(ids, er["topk_ids"]).nonzero().flatten().tolist(),
                routed_sets_differ(ids, cr["topk_ids"]).nonzero().flatten().tolist())
    res["weights"] = {
        "router_proj": layer.router.proj.weight.detach().clone(),
        "router_norm_w": layer.router.norm.weight.detach().clone(),
        "router_eps": layer.router.norm.eps,
        "post_attn_w": layer.post_attention_layernorm.weight.detach().clone(),
        "post_attn_eps": layer.post_attention_layernorm.variance_epsilon,
        "layer_in": inputs.hidden_states.clone(),
    }
    s = summarise(res, k, n_exp)
    print_summary(s, extra)
    if args.out:
        torch.save({"args": vars(args), "summary": s, "extra": extra, **res}, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
