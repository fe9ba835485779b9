"""Time one-token projections (GEMVs) at Gemma-4's real shapes: our kernel's tiles, cuBLAS, Inductor.

At decode 1 every projection of a layer is a GEMV whose time is its weight's
bytes. This script times, for each ``[N, K]`` weight of the four variants'
sliding layers, side by side in one process:

- ``gemma4_passes/kernels/gemv.py``'s kernel over a grid of tiles
  (rows a program, reduction chunk, warps, pipeline stages);
- ``F.linear`` (cuBLAS);
- Inductor's form with SGLang's settings (``coordinate_descent_tuning``: the
  one-row matmul decomposed into a multiply and a sum, its launch tuned at
  compile time), compiled afresh for each shape.

Each path runs in a CUDA graph of 20 calls over rotating weight sets (at least
200 MB in all where 20 sets reach it, so that little sits in the 50 MB L2);
the median of 30 replays. Every result is checked against an fp32 product.
Results go to ``--out`` as JSON lines, one per shape, written as they finish.

``--form gate_up_gelu``: the same for ``gelu_tanh(gate) * up`` of a fused gate-up weight
(``_gate_up_gelu_kernel``: each program takes rows/2 of the gate and the same rows of up),
against cuBLAS's GEMV plus the product and Inductor's compile of the same; shapes name the
whole ``[2I, K]`` weight.

Run from the repository root on a GPU:
``python bench/studies/gemv/sweep.py [--shapes 26b-a4b.qkv,...] [--out FILE]``.
"""

import argparse
import itertools
import json
import math
import time

import torch
import torch.nn.functional as F
import triton

from gemma4_passes.kernels.gemv import WEIGHT_EVICTION, _gate_up_gelu_kernel, _gemv_kernel
from gemma4_passes.kernels.gemv import tiles as tiles_rule
from gemma4_passes.tools.bench_kernels import copy_bandwidth, time_path

# (variant.projection): (N, K) of a sliding layer's weights
SHAPES = {
    "26b-a4b.qkv": (8192, 2816), "26b-a4b.o": (2816, 4096), "26b-a4b.gate_up": (4224, 2816),
    "26b-a4b.down": (2816, 2112), "26b-a4b.router": (128, 2816),
    "31b.qkv": (16384, 5376), "31b.o": (5376, 8192), "31b.gate_up": (43008, 5376), "31b.down": (5376, 21504),
    "e4b.qkv": (3072, 2560), "e4b.o": (2560, 2048), "e4b.gate_up": (20480, 2560), "e4b.down": (2560, 10240),
    "e4b.ple_gate": (256, 2560), "e4b.ple_proj": (2560, 256),
    "e2b.qkv": (2560, 1536), "e2b.o": (1536, 2048), "e2b.gate_up": (24576, 1536), "e2b.down": (1536, 12288),
    # E2B's first 15 layers (single-wide MLP)
    "e2b.gate_up_narrow": (12288, 1536), "e2b.down_narrow": (1536, 6144),
    # the lm_head (the tied embedding, 262144 rows): at one token the largest GEMV of every variant
    "e2b.lm_head": (262144, 1536), "e4b.lm_head": (262144, 2560), "26b-a4b.lm_head": (262144, 2816),
    "31b.lm_head": (262144, 5376),
}
BLOCKS = ((1, 1024), (2, 512), (2, 1024), (4, 256), (4, 512), (4, 1024), (8, 256), (8, 512), (8, 1024), (16, 128),
          (16, 256), (16, 512), (32, 128))
WARPS = (4, 8)
STAGES = (2, 3, 4)


def ours(block_n, block_k, warps, stages):
    def call(x, w, out):
        N, K = w.shape
        _gemv_kernel[(1, triton.cdiv(N, block_n))](
            x, w, out, w, x, x, x, N, K, 0.0, x.stride(0), w.stride(0), out.stride(0), x.stride(0),
            BLOCK_N=block_n, BLOCK_K=block_k, STAGES=stages, NORM=False, GELU=False, SCALED=False,
            W_EVICT=WEIGHT_EVICTION, num_warps=warps)
    return call


def ours_gate_up_gelu(block_n, block_k, warps, stages):
    half = max(1, block_n // 2)

    def call(x, w, out):
        I, K = w.shape[0] // 2, w.shape[1]
        _gate_up_gelu_kernel[(1, triton.cdiv(I, half))](
            x, w, out, I, K, x.stride(0), w.stride(0), out.stride(0),
            HALF=half, BLOCK_K=block_k, STAGES=stages, num_warps=warps)
    return call


def gelu_mul(y):
    """``gelu_tanh(gate) * up`` of ``y = [gate | up]`` with SGLang's roundings (fp32 math, bf16 out)."""
    gate, up = y.float().chunk(2, dim=-1)
    return (F.gelu(gate, approximate="tanh").to(y.dtype).float() * up).to(y.dtype)


def inductor(form="gemv"):
    import torch._inductor.config as ic

    torch._dynamo.reset()
    ic.coordinate_descent_tuning = True
    body = (lambda x, w: x @ w.t()) if form == "gemv" else (lambda x, w: gelu_mul(x @ w.t()))
    fn = torch.compile(body, mode="max-autotune-no-cudagraphs", dynamic=False)
    return lambda x, w, out: fn(x, w)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--shapes", default=",".join(SHAPES))
    p.add_argument("--out", default=None)
    p.add_argument("--budget", type=float, default=540.0, help="seconds; no new shape is started past it")
    p.add_argument("--warps", default=",".join(map(str, WARPS)), help="num_warps values of the grid")
    p.add_argument("--stages", default=",".join(map(str, STAGES)), help="pipeline stages of the grid")
    p.add_argument("--no-inductor", action="store_true", help="time cuBLAS and the tiles only")
    p.add_argument("--form", choices=("gemv", "gate_up_gelu"), default="gemv",
                   help="gate_up_gelu: gelu_tanh(gate) * up of a fused [2I, K] gate-up weight")
    args = p.parse_args()
    gated = args.form == "gate_up_gelu"
    kernel = ours_gate_up_gelu if gated else ours
    start = time.time()
    bw = copy_bandwidth()
    env = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
           "copy_TB_s": bw / 1e12, "form": args.form}
    print(env, flush=True)
    if args.out:
        with open(args.out, "a") as fh:
            fh.write(json.dumps({"environment": env}) + "\n")
    gen = torch.Generator(device="cuda").manual_seed(0)
    for name in args.shapes.split(","):
        if time.time() - start > args.budget:
            print("budget reached before", name, flush=True)
            break
        N, K = SHAPES[name]
        nbytes = N * K * 2
        n_sets = min(20, max(2, math.ceil(200e6 / nbytes)))
        sets = []
        for _ in range(n_sets):
            w = torch.randn(N, K, device="cuda", dtype=torch.bfloat16, generator=gen) * K ** -0.5
            x = torch.randn(1, K, device="cuda", dtype=torch.bfloat16, generator=gen)
            sets.append((x, w, torch.empty(1, N // 2 if gated else N, device="cuda", dtype=torch.bfloat16)))
        refs = [gelu_mul(x @ w.t()).float() if gated else (x.float() @ w.float().t()) for x, w, _ in sets]

        def err(outs):
            return max((o.float() - r).abs().max().item() for o, r in zip(outs, refs))

        row = {"shape": name, "N": N, "K": K, "MB": nbytes / 1e6, "sets": n_sets,
               "floor_us": nbytes / bw * 1e6}
        cublas = (lambda x, w, out: gelu_mul(F.linear(x, w))) if gated else (lambda x, w, out: F.linear(x, w))
        row["cublas_us"] = time_path(cublas, sets)
        row["cublas_err"] = err([cublas(x, w, None) for x, w, _ in sets])
        if args.no_inductor:
            row["inductor_error"] = "not timed (--no-inductor)"
        else:
            try:
                fn = inductor(args.form)
                row["inductor_us"] = time_path(fn, sets)
                row["inductor_err"] = err([fn(x, w, o) for x, w, o in sets])
            except Exception as exc:
                row["inductor_error"] = f"{type(exc).__name__}: {str(exc)[:200]}"
        tiles = []
        grid = itertools.product(BLOCKS, map(int, args.warps.split(",")), map(int, args.stages.split(",")))
        for (bn, bk), warps, stages in grid:
            if bk > triton.next_power_of_2(K):
                continue
            call = kernel(bn, bk, warps, stages)
            t = {"BLOCK_N": bn, "BLOCK_K": bk, "warps": warps, "stages": stages}
            try:
                t["us"] = time_path(call, sets)
                for x, w, o in sets:
                    o.fill_(float("nan"))
                    call(x, w, o)
                t["err"] = err([o for _, _, o in sets])
            except Exception as exc:
                t["error"] = f"{type(exc).__name__}: {str(exc)[:120]}"
            tiles.append(t)
        ok = sorted((t for t in tiles if "us" in t), key=lambda t: t["us"])
        row["best"] = ok[:5]
        pick = dict(zip(("BLOCK_N", "BLOCK_K", "warps", "stages"), tiles_rule(N, K)))
        row["rule"] = next((t for t in tiles if all(t[k] == v for k, v in pick.items())), pick)
        row["tiles"] = tiles
        print(name, {k: (round(v, 2) if isinstance(v, float) else v) for k, v in row.items() if k != "tiles"},
              flush=True)
        if args.out:
            with open(args.out, "a") as fh:
                fh.write(json.dumps(row) + "\n")
        del sets, refs
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
