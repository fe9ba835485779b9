"""A whole model's one-token projections, back to back in one CUDA graph: how much of the
gap to the weight-read floor is the start and end of each launch, and what programmatic
dependent launch (PDL) and an L2 prefetch of the next weight take back.

At decode 1 the whole-model profile of E4B (``bench/engine_gpu/fp32_window_e4b_kernels/``)
spends 3.04 ms a step in ``_gemv_kernel`` against 2.13 ms of weight bytes at the measured
read bandwidth; alone, each large projection runs near its floor (``bench/studies/gemv/``).
This script times the chain of every layer's projections (q/k/v, o, gate/up, down, and
E2B/E4B's PLE gate and projection), each layer with weights of its own, as one graph:

- ``ours``: ``gemma4_passes.kernels.gemv.launch`` as the passes run it;
- ``plain``: this file's copy of the kernel with PDL off (must time as ``ours``);
- ``pdl``: launched with ``launch_pdl``; each program waits on the previous kernel
  (``griddepcontrol.wait``) before it reads ``x`` and lets the next one launch at once;
- ``pdl_prefetch``: the same, and before waiting each program asks for its weight rows'
  lines in L2 (``prefetch.global.L2``): weights never depend on the previous kernel;
- ``cublas``: ``F.linear`` for reference.

Outputs of ``plain``, ``pdl`` and ``pdl_prefetch`` must equal ``ours`` bit for bit (same
math, same tiles); the chain's last output is checked against fp32 too.

    python bench/studies/gemv_pdl/chain.py [--variants e4b,e2b,31b] [--out FILE]
"""

import argparse
import json
import statistics

import torch
import torch.nn.functional as F
import triton
import triton.language as tl
from triton.language.extra.cuda import gdc_launch_dependents, gdc_wait

from gemma4_passes.kernels import gemv

# one layer's projections in the order they run: (name, N, K, reads x from the previous output's first K)
LAYERS = {
    "e4b": (42, [("qkv", 3072, 2560), ("o", 2560, 2048), ("gate_up", 20480, 2560), ("down", 2560, 10240),
                 ("ple_gate", 256, 2560), ("ple_proj", 2560, 256)]),
    "e2b": (35, [("qkv", 2560, 1536), ("o", 1536, 2048), ("gate_up", 12288, 1536), ("down", 1536, 6144),
                 ("ple_gate", 256, 1536), ("ple_proj", 1536, 256)]),
    "31b": (60, [("qkv", 16384, 5376), ("o", 5376, 8192), ("gate_up", 43008, 5376), ("down", 5376, 21504)]),
}


@triton.jit
def _prefetch_l2(ptrs):
    tl.inline_asm_elementwise("prefetch.global.L2 [$1]; mov.u32 $0, 0;", "=r,l", [ptrs], dtype=tl.int32,
                              is_pure=False, pack=1)


@triton.jit
def _gemv_pdl_kernel(x_ptr, w_ptr, out_ptr, N, K, x_row_stride, w_row_stride, out_row_stride,
                     BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, STAGES: tl.constexpr, PDL: tl.constexpr,
                     PREFETCH: tl.constexpr, LINES: tl.constexpr):
    m = tl.program_id(0).to(tl.int64)
    rows = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rmask = rows < N
    w_rows = w_ptr + tl.minimum(rows, N - 1)[:, None].to(tl.int64) * w_row_stride
    if PREFETCH:  # this program's weight rows, one request per 128-byte line, before the wait
        lines = tl.minimum(tl.arange(0, LINES) * (1024 // w_ptr.dtype.element_ty.primitive_bitwidth), K - 1)
        _prefetch_l2(w_rows + lines[None, :])
    if PDL:
        gdc_wait()
        gdc_launch_dependents()
    x_row = x_ptr + m * x_row_stride
    cols = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=STAGES):
        c = k0 + cols
        cmask = c < K
        xv = tl.load(x_row + c, mask=cmask, other=0.0).to(tl.float32)
        w = tl.load(w_rows + c[None, :], mask=cmask[None, :], other=0.0).to(tl.float32)
        acc += w * xv[None, :]
    y = tl.sum(acc, axis=1)
    tl.store(out_ptr + m * out_row_stride + rows, y.to(out_ptr.dtype.element_ty), mask=rmask)


def pdl_launch(x, w, pdl, prefetch):
    M, K = x.shape
    N = w.shape[0]
    out = torch.empty((M, N), dtype=x.dtype, device=x.device)
    block_n, block_k, warps, stages = gemv.tiles(N, K)
    lines = triton.next_power_of_2(triton.cdiv(K * w.element_size(), 128))
    _gemv_pdl_kernel[(M, triton.cdiv(N, block_n))](
        x, w, out, N, K, x.stride(0), w.stride(0), out.stride(0),
        BLOCK_N=block_n, BLOCK_K=block_k, STAGES=stages, PDL=pdl, PREFETCH=prefetch, LINES=lines,
        num_warps=warps, launch_pdl=pdl)
    return out


PATHS = {
    "ours": lambda x, w: gemv.launch(x, w, x.dtype),
    "plain": lambda x, w: pdl_launch(x, w, False, False),
    "pdl": lambda x, w: pdl_launch(x, w, True, False),
    "pdl_prefetch": lambda x, w: pdl_launch(x, w, True, True),
    "cublas": lambda x, w: F.linear(x, w),
}


def chain(path, x0, weights):
    h = x0
    for layer in weights:
        for w in layer:
            h = path(h[:, : w.shape[1]], w)
    return h


def read_bandwidth() -> float:
    """Bytes/s of a large read-only reduction (what a GEMV does)."""
    a = torch.empty(1 << 30, device="cuda", dtype=torch.bfloat16).normal_()
    for _ in range(3):
        a.sum(dtype=torch.float32)
    times = []
    for _ in range(10):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        a.sum(dtype=torch.float32)
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e) / 1000)
    del a
    return 2 * (1 << 30) / statistics.median(times)


def time_graph(fn, replays=30):
    fn()
    torch.cuda.synchronize()
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        fn()
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        out = fn()
    for _ in range(3):
        graph.replay()
    torch.cuda.synchronize()
    times = []
    for _ in range(replays):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        graph.replay()
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e))
    return statistics.median(times), min(times), max(times), out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--variants", default="e4b,e2b,31b")
    p.add_argument("--paths", default=",".join(PATHS))
    p.add_argument("--out")
    args = p.parse_args()
    bw = read_bandwidth()
    env = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
           "read_TB_s": round(bw / 1e12, 3)}
    print(env, flush=True)
    rows = [{"environment": env}]
    gen = torch.Generator(device="cuda").manual_seed(0)
    for variant in args.variants.split(","):
        n_layers, shapes = LAYERS[variant]
        weights = [[torch.randn(n, k, device="cuda", dtype=torch.bfloat16, generator=gen) * k ** -0.5
                    for _, n, k in shapes] for _ in range(n_layers)]
        x0 = torch.randn(1, shapes[0][2], device="cuda", dtype=torch.bfloat16, generator=gen)
        nbytes = sum(w.numel() * w.element_size() for layer in weights for w in layer)
        row = {"variant": variant, "layers": n_layers, "launches": n_layers * len(shapes), "GB": nbytes / 1e9,
               "floor_ms": nbytes / bw * 1e3, "paths": {}}
        outs = {}
        for name in args.paths.split(","):
            med, lo, hi, out = time_graph(lambda: chain(PATHS[name], x0, weights))
            outs[name] = out.clone()
            row["paths"][name] = {"ms": med, "min_ms": lo, "max_ms": hi, "x_floor": med / row["floor_ms"]}
        ref = x0.float()
        for layer in weights:
            for w in layer:
                ref = (ref[:, : w.shape[1]] @ w.float().t()).to(torch.bfloat16).float()
        for name, out in outs.items():
            row["paths"][name]["equal_to_ours"] = bool(torch.equal(out, outs["ours"])) if "ours" in outs else None
            row["paths"][name]["rel_err_fp32"] = ((out.float() - ref).norm() / ref.norm()).item()
        print(json.dumps(row), flush=True)
        rows.append(row)
        del weights
        torch.cuda.empty_cache()
    if args.out:
        with open(args.out, "w") as f:
            for r in rows:
                f.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()
