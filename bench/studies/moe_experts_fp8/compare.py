"""26B-A4B's FP8 experts at one token: ``gemma4::moe_experts_fp8`` against SGLang's fused MoE.

Both on the same random experts at real dimensions (E=128 of ``[1408, 2816]`` and ``[2816,
704]`` in e4m3, an fp32 scale per output channel, as a compressed-tensors FP8-dynamic checkpoint
holds them; top-8), one token, bf16 activations:

- SGLang's ``fused_experts`` (``use_fp8_w8a8``, ``per_channel_quant``, gelu, in place), the op its
  FP8 MoE method calls under compile, with its own Triton kernels and quantizations;
- ours, at its tiles and, with ``--sweep``, at others (the module's tile constants set in turn);
  with ``--tiles``, at its tiles and at the ones given, timed alternately three times each (the
  sweep changes one launch's tiles at a time; this measures a set of picks together).
- ours in two launches (``launch(..., quantize_in_down=True)``: the activation quantized inside
  the down launch), timed beside it and checked bit-equal to it.

Outputs: each against ``reference.moe_experts_fp8`` on the GPU and SGLang's, per token row (max
error over the row's rms). Times: median µs per call, a CUDA graph of 20 calls over rotating
token sets (different experts, so nothing sits in L2), after warm-up; the chosen experts' bytes
over the time as the read bandwidth.

Run from the repository root on a GPU, SGLang installed:
``python bench/studies/moe_experts_fp8/compare.py [--sweep] [--tiles BLOCK_N=16,BLOCK_K=256,BLOCK_H=8] [--out FILE]``.
"""

import argparse
import functools
import itertools
import json

import torch

from gemma4_passes import ops  # noqa: F401  (registers gemma4::moe_experts_fp8)
from gemma4_passes.kernels import load
from gemma4_passes.ops import reference
from gemma4_passes.tools import harness
from gemma4_passes.tools.bench_kernels import study_environment, time_path

T, H, I, E, K = 1, 2816, 704, 128, 8
SETS = 8


TILE_NAMES = ("BLOCK_N", "BLOCK_K", "GATE_UP_WARPS", "GATE_UP_STAGES", "BLOCK_H", "BLOCK_I", "DOWN_WARPS",
              "DOWN_STAGES")


def parse_tiles(text):
    """``"BLOCK_N=16,BLOCK_K=256"`` -> ``{"BLOCK_N": 16, "BLOCK_K": 256}``; unknown names refused."""
    picks = {}
    for item in text.split(","):
        name, _, value = item.partition("=")
        if name.strip() not in TILE_NAMES or not value.strip().isdigit():
            raise SystemExit(f"--tiles: {item!r} is not NAME=INTEGER with NAME one of {', '.join(TILE_NAMES)}")
        picks[name.strip()] = int(value)
    return picks


def row_error(got, want):
    err = (got.double() - want.double()).abs()
    return (err.amax(-1) / want.double().pow(2).mean(-1).sqrt()).max().item()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--sweep", action="store_true")
    p.add_argument("--tiles", help="NAME=VALUE,... of the kernel module's tile constants (BLOCK_N, BLOCK_K, "
                                   "GATE_UP_WARPS, GATE_UP_STAGES, BLOCK_H, BLOCK_I, DOWN_WARPS, DOWN_STAGES)")
    p.add_argument("--out")
    args = p.parse_args()
    picks = parse_tiles(args.tiles) if args.tiles else None
    harness.init_sglang("cuda")  # SGLang's fused MoE reads its runtime context
    gen = torch.Generator("cuda").manual_seed(0)
    w13, s13 = harness.random_fp8_weight((E, 2 * I, H), gen)
    w2, s2 = harness.random_fp8_weight((E, H, I), gen)
    sets = []
    for _ in range(SETS):
        x = torch.randn(T, H, generator=gen, device="cuda").to(torch.bfloat16)
        ids = torch.stack([torch.randperm(E, generator=gen, device="cuda")[:K] for _ in range(T)]).to(torch.int32)
        wts = torch.rand(T, K, generator=gen, device="cuda")
        sets.append((x, w13, w2, s13, s2, wts, ids))
    expert_bytes = K * (2 * I * H + H * I) * T
    result = {"environment": study_environment(), "shape": dict(T=T, H=H, I=I, E=E, K=K),
              "expert_bytes_per_call": expert_bytes}

    ours = torch.ops.gemma4.moe_experts_fp8
    x, *rest = sets[0]
    ref = reference.moe_experts_fp8(x, *rest)
    theirs = harness.sglang_fp8_fused_experts(x, *rest)
    got = ours(x, *rest)
    result["row_error"] = {"ours_vs_reference": row_error(got, ref), "sglang_vs_reference": row_error(theirs, ref),
                           "ours_vs_sglang": row_error(got, theirs),
                           "ours_equal_reference_fraction": (got == ref).float().mean().item(),
                           "sglang_equal_reference_fraction": (theirs == ref).float().mean().item()}
    print(json.dumps(result["row_error"]))
    times = {"sglang": time_path(harness.sglang_fp8_fused_experts, sets), "ours": time_path(ours, sets)}
    times["ours_again"] = time_path(ours, sets)
    times["sglang_again"] = time_path(harness.sglang_fp8_fused_experts, sets)
    module = load("moe_experts_fp8")
    two_launches = functools.partial(module.launch, quantize_in_down=True)
    times["ours_two_launches"] = time_path(two_launches, sets)
    times["ours_two_launches_again"] = time_path(two_launches, sets)
    result["row_error"]["two_launches_equal_ours"] = bool(torch.equal(two_launches(x, *rest), got))
    result["us_per_call"] = times
    result["read_tb_per_s"] = {k: expert_bytes / v / 1e6 for k, v in times.items()}
    print(json.dumps(times))

    saved = {k: getattr(module, k) for k in TILE_NAMES}
    if picks:
        rows = []
        for _ in range(3):
            for name, tiles in (("product", saved), ("picks", picks)):
                for k, v in tiles.items():
                    setattr(module, k, v)
                rows.append(dict(tiles=name, us=time_path(module.launch, sets),
                                 equal_reference=bool((module.launch(x, *rest) == ref).all())))
        for k, v in saved.items():
            setattr(module, k, v)
        result["tiles"] = {"product": saved, "picks": picks, "timings": rows}
        for name in ("product", "picks"):
            print(name, json.dumps([round(r["us"], 2) for r in rows if r["tiles"] == name]),
                  "equal to the reference:", all(r["equal_reference"] for r in rows if r["tiles"] == name))
    if args.sweep:
        rows = []
        space = itertools.product((4, 8, 16), (256, 512, 1024), (4, 8), (2, 3, 4))
        for bn, bk, warps, stages in space:
            module.BLOCK_N, module.BLOCK_K, module.GATE_UP_WARPS, module.GATE_UP_STAGES = bn, bk, warps, stages
            rows.append(dict(launch="gate_up", BLOCK_N=bn, BLOCK_K=bk, warps=warps, stages=stages,
                             us=time_path(module.launch, sets), err=row_error(module.launch(x, *rest), ref)))
        for k, v in saved.items():
            setattr(module, k, v)
        for bh, bi, warps, stages in itertools.product((2, 4, 8), (64, 128, 256), (4, 8), (2, 3, 4)):
            module.BLOCK_H, module.BLOCK_I, module.DOWN_WARPS, module.DOWN_STAGES = bh, bi, warps, stages
            rows.append(dict(launch="down", BLOCK_H=bh, BLOCK_I=bi, warps=warps, stages=stages,
                             us=time_path(module.launch, sets), err=row_error(module.launch(x, *rest), ref)))
        for k, v in saved.items():
            setattr(module, k, v)
        result["sweep"] = rows
        for launch in ("gate_up", "down"):
            best = sorted((r for r in rows if r["launch"] == launch), key=lambda r: r["us"])[:5]
            print(launch, json.dumps(best))
    line = json.dumps(result)
    print("RESULT " + line)
    if args.out:
        with open(args.out, "w") as f:
            f.write(line + "\n")


if __name__ == "__main__":
    main()
