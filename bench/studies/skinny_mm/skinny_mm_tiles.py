"""``gemma4::skinny_mm``'s tiles at Gemma-4's projections and decode batch sizes, beside cuBLAS and the read floor.

For each projection weight of the four variants and 8 and 32 rows: the kernel
under a grid of tiles (rows of the weight a program, reduction chunk, pipeline
stages), ``torch.mm`` (cuBLAS) and the default tiles (``skinny_mm.tiles``), as
CUDA-graph replay medians (``--cold``: each call alone after an L2 flush, as in a
layer, where a weight under 50 MB is not in L2 from the last call); the floor is
the weight's bytes over the measured read bandwidth (a 1 GiB sum). Every result
is checked against an fp32 product.

On the GPU machine, from the repository root:
    OUT=/tmp/i bash tools/gpu_run.sh none; . .bundle/env.sh
    python bench/studies/skinny_mm/skinny_mm_tiles.py --out bench/studies/skinny_mm/skinny_mm_tiles.json
    python bench/studies/skinny_mm/skinny_mm_tiles.py --cold --out bench/studies/skinny_mm/skinny_mm_tiles_cold.json

``--fp8``: the FP8 form (``launch_fp8``: e4m3 rows and weights, row-wise scales, beside
``torch._scaled_mm``, SGLang's torch path of its FP8 GEMM) with chunks twice as long;
``--variants``, ``--projs``, ``--warps``, ``--block-k``, ``--split`` (split-K programs a
column block) and ``--persistent`` (programs an SM of the persistent form, 0: one program a column
block) narrow or widen the search. ``--rotate``: CUDA-graph replays of one call on each of
enough copies of the weight to overflow the L2 (cold weights, as in a layer, without
``--cold``'s per-call launch overhead), the time per call.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time

import torch
import triton

from gemma4_passes.kernels import skinny_mm as K

SHAPES = {  # (N, K) of each projection weight
    "26b-a4b": {"qkv": (8192, 2816), "o": (2816, 4096), "router": (128, 2816), "gate_up": (4224, 2816),
                "down": (2816, 2112)},
    "31b": {"qkv": (16384, 5376), "o": (5376, 8192), "gate_up": (43008, 5376), "down": (5376, 21504)},
    "e4b": {"qkv": (3072, 2560), "o": (2560, 2048), "gate_up": (20480, 2560), "down": (2560, 10240),
            "ple_gate": (256, 2560), "ple_proj": (2560, 256)},
    "e2b": {"qkv": (2560, 1536), "o": (1536, 2048), "gate_up": (12288, 1536), "down": (1536, 6144),
            "ple_gate": (256, 1536), "ple_proj": (1536, 256)},
}


def read_bandwidth() -> float:
    a = torch.empty(1 << 29, dtype=torch.bfloat16, device="cuda").normal_()
    ms = triton.testing.do_bench_cudagraph(lambda: a.sum(dtype=torch.float32), rep=200, return_mode="median")
    return a.numel() * a.element_size() / (ms * 1e-3)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--tokens", default="8,32")
    ap.add_argument("--time-budget", type=float, default=400)
    ap.add_argument("--variants", default=",".join(SHAPES))
    ap.add_argument("--fp8", action="store_true", help="the FP8 form (e4m3 weights and rows, row-wise scales)")
    ap.add_argument("--block-n", default="16,32,64")
    ap.add_argument("--block-k", default="128,256", help="chunk lengths (bf16; doubled with --fp8)")
    ap.add_argument("--stages", default="3,4,5")
    ap.add_argument("--warps", default=str(K.WARPS))
    ap.add_argument("--split", default="1", help="split-K programs a column block")
    ap.add_argument("--persistent", default="0",
                    help="programs an SM of the persistent form (0: one program a column block)")
    ap.add_argument("--projs", default="", help="only these projections (comma-separated names)")
    ap.add_argument("--rotate", action="store_true",
                    help="replay one call on each of enough weight copies to overflow the L2 (cold weights, "
                         "CUDA-graph launches); the time per call")
    ap.add_argument("--cold", action="store_true",
                    help="time each call alone with the L2 flushed before it (triton.testing.do_bench), "
                         "not as CUDA-graph replays that find small weights in L2")
    args = ap.parse_args()
    t0 = time.time()
    gen = torch.Generator(device="cuda").manual_seed(0)
    sms = K.sm_count(torch.device("cuda"))
    bw = read_bandwidth()
    ints = lambda v: tuple(int(t) for t in v.split(","))  # noqa: E731
    longer = 2 if args.fp8 else 1
    grid = list(itertools.product(ints(args.block_n), tuple(k * longer for k in ints(args.block_k)),
                                  ints(args.stages), ints(args.warps), ints(args.split), ints(args.persistent)))
    grid = [g for g in grid if g[4] == 1 or g[5] == 0]  # the persistent form does not split
    shapes = {v: SHAPES[v] for v in args.variants.split(",")}
    wbytes = 1 if args.fp8 else 2
    rows = []
    for (variant, projs), M in itertools.product(shapes.items(), ints(args.tokens)):
        for name, (N, Kd) in projs.items():
            if args.projs and name not in args.projs.split(","):
                continue
            if time.time() - t0 > args.time_budget:
                print("[skinny_mm] time budget reached")
                break
            if args.fp8:  # e4m3 over its range, scales that make outputs of order one
                x = (torch.randn(M, Kd, device="cuda", generator=gen) * 150).clamp(-448, 448).to(torch.float8_e4m3fn)
                w = (torch.randn(N, Kd, device="cuda", generator=gen) * 150).clamp(-448, 448).to(torch.float8_e4m3fn)
                sx = torch.rand(M, 1, device="cuda", generator=gen) / 150 + 1e-3
                sw = torch.rand(1, N, device="cuda", generator=gen) / (150 * Kd ** 0.5) + 1e-6
                ref = (x.float() @ w.float().t()) * sx * sw
                mine = lambda w=w: K.launch_fp8(x, w.t(), sx, sw, torch.bfloat16)  # noqa: E731
                tiled = lambda bm, bn, bk, wp, st, sp, pp, w=w: K.launch_tiles(  # noqa: E731
                    x, w, bm, bn, bk, wp, st, sp, out_dtype=torch.bfloat16, scales=(sx.reshape(-1), sw.reshape(-1)),
                    programs=pp * sms)
                library = lambda w=w: torch._scaled_mm(x, w.t(), sx, sw, out_dtype=torch.bfloat16,  # noqa: E731
                                                       use_fast_accum=True)
            else:
                x = torch.randn(M, Kd, device="cuda", generator=gen).to(torch.bfloat16)
                w = (torch.randn(N, Kd, device="cuda", generator=gen) * Kd ** -0.5).to(torch.bfloat16)
                ref = x.float() @ w.float().t()
                mine = lambda w=w: K.launch(x, w)  # noqa: E731
                tiled = lambda bm, bn, bk, wp, st, sp, pp, w=w: K.launch_tiles(  # noqa: E731
                    x, w, bm, bn, bk, wp, st, sp, programs=pp * sms)
                library = lambda w=w: x @ w.t()  # noqa: E731
            tol = 2 ** -7 * ref.abs().max().item()
            # --rotate: copies of the weight (a different buffer, the same values) to overflow a 50 MB L2 four times
            copies = [w] + [w.clone() for _ in range(min(63, -(-200 * 2 ** 20 // w.nbytes)) - 1)] \
                if args.rotate else [w]

            def bench(fn):
                if args.cold:  # each call timed alone after the L2 is overwritten, as in a layer
                    return 1e3 * triton.testing.do_bench(fn, warmup=10, rep=50, return_mode="median")
                if args.rotate:
                    return 1e3 * triton.testing.do_bench_cudagraph(
                        lambda: [fn(w=c) for c in copies], rep=100, return_mode="median") / len(copies)
                return 1e3 * triton.testing.do_bench_cudagraph(fn, rep=50, return_mode="median")

            row = {"variant": variant, "proj": name, "M": M, "N": N, "K": Kd,
                   "floor_us": round(N * Kd * wbytes / bw * 1e6, 2), "cublas_us": round(bench(library), 2)}
            bm, bn, bk, wp, st, sp = K.tiles(M, N, Kd, K.sm_count(x.device), wbytes)
            got = mine()
            row["default"] = {"tiles": [bn, bk, st, wp, sp], "us": round(bench(mine), 2),
                              "err": (got.float() - ref).abs().max().item(), "tol": tol}
            best = None
            for block_n, block_k, stages, warps, split, per_sm in grid:
                block_m = bm
                key = f"{block_n}/{block_k}/{stages}/{warps}/{split}" + (f"/p{per_sm}" if per_sm else "")
                try:
                    out = tiled(block_m, block_n, block_k, warps, stages, split, per_sm)
                except triton.runtime.errors.OutOfResources:
                    row.setdefault("out_of_resources", []).append(key)
                    continue
                err = (out.float() - ref).abs().max().item()
                if err > tol:
                    row.setdefault("wrong", {})[key] = err
                    continue
                us = bench(lambda w=w: tiled(block_m, block_n, block_k, warps, stages, split, per_sm, w=w))
                row.setdefault("all", {})[key] = round(us, 2)
                if best is None or us < best[0]:
                    best = (round(us, 2), key)
            row["best"] = {"us": best[0], "tiles": best[1]}
            rows.append(row)
            print(f"[skinny_mm] {variant} {name} M={M} N={N} K={Kd}: default {row['default']['us']} us "
                  f"{row['default']['tiles']}, best {best[0]} us {best[1]}, cuBLAS {row['cublas_us']} us, "
                  f"floor {row['floor_us']} us, err {row['default']['err']:.3g} (tol {tol:.3g})", flush=True)
    env = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
           "command": " ".join(["python", *sys.argv]), "form": "fp8" if args.fp8 else "bf16",
           "read_bandwidth_GBps": round(bw / 1e9, 1), "timing": "cold (L2 flushed)" if args.cold else
           "CUDA graph, weight copies rotated" if args.rotate else "CUDA graph"}
    with open(args.out, "w") as f:
        json.dump({"environment": env, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
