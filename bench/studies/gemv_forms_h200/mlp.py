"""A dense MLP's two one-token GEMVs, three ways: where to compute ``gelu_tanh(gate) * up``.

Run 1 (``forms.py``) found the down projection's gelu form (``gemv.launch_gelu_mul``: the product computed in
every program from the gate/up halves) 1.47x slower than the plain GEMV at 31B (83.6 against 56.9 µs) and
1.35x at E4B: each program (8 rows of the weight at 31B) recomputes the gelu of the whole row. Timed here, on the same weights, the
pair ``gate_up`` then ``down`` at one token:

- ``down_gelu``: the gate/up GEMV plain, the down projection in the gelu form (the passes today);
- ``down_gelu_tile BNxBK wW``: the same with other tiles for the gelu form (more rows a program share a gelu);
- ``up_epilogue``: the gate/up GEMV computes each program's gate rows and the matching up rows, and writes
  ``gelu_tanh(gate) * up`` (each rounded to the weights' dtype, as SGLang's ``GeluAndMul`` on the rounded
  projection); the down projection plain (``gemv.launch_gate_up_gelu``, the ``gate_up_gelu`` pass's op);
- ``separate``: gate/up GEMV, SGLang's-form product as its own launch (``gelu_tanh_mul.launch``), plain down.

CUDA graphs of 20 pairs over rotating weight sets, median of 30 replays; every output against fp64 math of the
same roundings. Run from the repository root on a GPU: ``python bench/studies/gemv_forms_h200/mlp.py --out F``.
"""

import json
import math

import torch
import triton

from gemma4_passes.kernels import gelu_tanh_mul, gemv
from tools.bench_kernels import study_start, time_path, write_jsonl

SHAPES = {"31b": (5376, 21504), "e4b": (2560, 10240), "e2b": (1536, 12288)}  # hidden, intermediate
GELU_TILES = ((8, 256, 4), (16, 256, 4), (16, 256, 8), (32, 128, 4), (32, 256, 8), (64, 128, 8))


def gelu_form(block_n, block_k, warps):
    def call(gate, up, w):
        N, K = w.shape
        out = torch.empty((1, N), dtype=w.dtype, device=w.device)
        gemv._gemv_kernel[(1, triton.cdiv(N, block_n))](
            gate, w, out, w, up, gate, gate, N, K, 0.0, gate.stride(0), w.stride(0), out.stride(0), up.stride(0),
            BLOCK_N=block_n, BLOCK_K=block_k, STAGES=gemv.STAGES, NORM=False, GELU=True, SCALED=False,
            W_EVICT=gemv.WEIGHT_EVICTION, num_warps=warps)
        return out
    return call


def reference(x, w_gu, w_down):
    dt = x.dtype
    gu = (x.double() @ w_gu.double().t()).to(dt).double()
    I = w_gu.shape[0] // 2
    g, u = gu[:, :I], gu[:, I:]
    gelu = 0.5 * g * (1 + torch.tanh(math.sqrt(2 / math.pi) * (g + 0.044715 * g ** 3)))
    prod = (gelu.to(dt).double() * u).to(dt).double()
    return prod @ w_down.double().t()


def main():
    args, env, gen = study_start(SHAPES)
    bw = env["copy_TB_s"] * 1e12
    rows = [{"environment": env}]
    bf16 = torch.bfloat16
    for name in args.shapes.split(","):
        H, I = SHAPES[name]
        nbytes = 3 * H * I * 2
        n_sets = min(20, max(2, math.ceil(200e6 / nbytes)))
        sets = [(torch.randn(1, H, device="cuda", dtype=bf16, generator=gen),
                 torch.randn(2 * I, H, device="cuda", dtype=bf16, generator=gen) * H ** -0.5,
                 torch.randn(H, I, device="cuda", dtype=bf16, generator=gen) * I ** -0.5) for _ in range(n_sets)]
        refs = [reference(*s) for s in sets]

        def split(gu):
            return gu[:, :I], gu[:, I:]

        paths = {
            "down_gelu": lambda x, wg, wd: gemv.launch_gelu_mul(*split(gemv.launch(x, wg, bf16)), wd, bf16),
            "up_epilogue": lambda x, wg, wd: gemv.launch(gemv.launch_gate_up_gelu(x, wg), wd, bf16),
            "separate": lambda x, wg, wd: gemv.launch(gelu_tanh_mul.launch(*split(gemv.launch(x, wg, bf16))), wd, bf16),
        }
        for bn, bk, warps in GELU_TILES:
            form = gelu_form(bn, bk, warps)
            paths[f"down_gelu_tile {bn}x{bk} w{warps}"] = (
                lambda f: (lambda x, wg, wd: f(*split(gemv.launch(x, wg, bf16)), wd)))(form)
        row = {"shape": name, "hidden": H, "intermediate": I, "MB": nbytes / 1e6, "sets": n_sets,
               "floor_us": nbytes / bw * 1e6}
        for path, call in paths.items():
            try:
                us = time_path(call, sets)
                outs = [call(*s) for s in sets]
                err = max((o.double() - r).abs().max().item() for o, r in zip(outs, refs))
                row[path] = {"us": us, "max_err": err, "finite": all(bool(torch.isfinite(o).all()) for o in outs)}
            except Exception as exc:
                row[path] = {"error": f"{type(exc).__name__}: {str(exc)[:160]}"}
        row["ref_max"] = max(r.abs().max().item() for r in refs)
        print(json.dumps(row), flush=True)
        rows.append(row)
        del sets, refs
        torch.cuda.empty_cache()
    write_jsonl(args.out, rows)


if __name__ == "__main__":
    main()
