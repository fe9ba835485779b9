"""One launch fewer per projection: a GEMV whose last program to finish runs the row norm after it.

At batch 1 the passes' E4B step launches about 12 kernels a layer, and each launch costs a fixed
~2.5 us beyond its bytes in a CUDA graph (``../gemv_pdl/``: E4B's projections alone, back to back,
0.64 ms over their weights' floor). Three of a layer's launches are a row norm right after a GEMV
(the o projection -> ``post_attn_dense``, the down projection -> the FFN tail, the PLE projection ->
its tail): the norm needs the whole output row, which no single program of the GEMV has.

Here the GEMV does it itself: each program stores its slice of the output, then counts itself done
on a counter in global memory (an atomic with release/acquire at GPU scope, after a barrier of the
program's threads); the program that counts last reads the whole row back from L2 and runs the norm
(``rmsnorm_add_rmsnorm``'s math: post-attention norm, residual add, pre-feedforward norm), then
resets the counter for the next launch (a CUDA graph replays it as captured). The question for the
GPU: is a single program's serial tail cheaper than a launch?

This script times 42 layers of that pair at each of E4B's three projections a row norm follows (the
o projection [2560, 2048], the down projection [2560, 10240], the PLE projection [2560, 256]; the
norm is the post-attention block's at all three), each layer with weights of its own, chained
through the residual, 20 chains a CUDA graph, median of 30 replays (``tools/bench_kernels.time_path``):

- ``two_launches``: ``gemma4_passes.kernels.gemv.launch`` then ``rmsnorm_add_rmsnorm.launch``, as the
  passes run them now;
- ``epilogue``: this file's kernel, one launch.

Both run the same GEMV tiles and the norm kernel's code on the same row parts; the norm's sums
may still add in another order (its warps are the GEMV's), so the outputs are compared bit for bit
and by their largest difference. ``--check`` runs one and two layers at two of the projections on
the CPU under Triton's interpreter against the two launches (no GPU needed).

    python bench/studies/gemv_epilogue/chain.py [--out FILE] [--layers 42] [--projections o,down,ple_proj]
    TRITON_INTERPRET=1 python bench/studies/gemv_epilogue/chain.py --check
"""

import argparse
import json

import torch
import triton
import triton.language as tl

from gemma4_passes.kernels import gemv, rmsnorm_add_rmsnorm
from gemma4_passes.kernels.rownorm import load_part, norm_add, store_part
from gemma4_passes.tools.bench_kernels import time_path

# E4B's hidden size, and the reduction of each projection a row norm follows: [2560, K] weights
N, LAYERS, EPS = 2560, 42, 1e-6
PROJECTIONS = {"o": 2048, "down": 10240, "ple_proj": 256}


@triton.jit
def _gemv_post_attn_kernel(
    x_ptr, w_ptr, o_ptr, r_ptr, w1_ptr, w2_ptr, out_ptr, s_ptr, count_ptr,
    N, K, eps,
    BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, STAGES: tl.constexpr, HEAD: tl.constexpr, TAIL: tl.constexpr,
):
    rows = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    rmask = rows < N
    w_rows = w_ptr + tl.minimum(rows, N - 1)[:, None].to(tl.int64) * K
    cols = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=STAGES):  # gemv.py's loop, one row of x
        c = k0 + cols
        cmask = c < K
        xv = tl.load(x_ptr + c, mask=cmask, other=0.0).to(tl.float32)
        w = tl.load(w_rows + c[None, :], mask=cmask[None, :], other=0.0).to(tl.float32)
        acc += w * xv[None, :]
    dt = out_ptr.dtype.element_ty
    tl.store(o_ptr + rows, tl.sum(acc, axis=1).to(dt), mask=rmask)
    tl.debug_barrier()  # every thread's slice stored before this program counts itself done
    done = tl.atomic_add(count_ptr, 1, sem="acq_rel", scope="gpu")
    if done == tl.num_programs(0) - 1:  # the last program: the whole row is in memory
        tl.debug_barrier()
        # rmsnorm_add_rmsnorm's kernel body, its row in the same parts (HEAD, TAIL), o read from L2
        h = tl.arange(0, HEAD)
        x = tl.load(o_ptr + h, mask=h < N, other=0.0, cache_modifier=".cg").to(tl.float32)
        w1, r, w2 = load_part(w1_ptr, h, N), load_part(r_ptr, h, N), load_part(w2_ptr, h, N)
        sums = tl.sum(x * x, axis=0)
        if TAIL > 0:
            t = HEAD + tl.arange(0, TAIL)
            x_t = tl.load(o_ptr + t, mask=t < N, other=0.0, cache_modifier=".cg").to(tl.float32)
            w1_t, r_t, w2_t = load_part(w1_ptr, t, N), load_part(r_ptr, t, N), load_part(w2_ptr, t, N)
            sums += tl.sum(x_t * x_t, axis=0)
        inv = tl.rsqrt(sums / N + eps)
        s = norm_add(x, inv, w1, r, dt)
        store_part(s_ptr, h, N, s.to(dt))
        sums_s = tl.sum(s * s, axis=0)
        if TAIL > 0:
            s_t = norm_add(x_t, inv, w1_t, r_t, dt)
            store_part(s_ptr, t, N, s_t.to(dt))
            sums_s += tl.sum(s_t * s_t, axis=0)
        inv_s = tl.rsqrt(sums_s / N + eps)
        store_part(out_ptr, h, N, (s * inv_s * w2).to(dt))
        if TAIL > 0:
            store_part(out_ptr, t, N, (s_t * inv_s * w2_t).to(dt))
        tl.atomic_xchg(count_ptr, 0)  # ready for the next launch


_COUNTERS = {}


def epilogue(x, w, residual, w1, w2, eps=EPS):
    """``rmsnorm_add_rmsnorm(x @ w.T, residual, w1, w2)`` for one row, one launch: ``(out, s)``."""
    n, k = w.shape
    count = _COUNTERS.get(x.device)
    if count is None:  # zeroed once; the last program of every launch leaves it at zero
        count = _COUNTERS[x.device] = torch.zeros(1, dtype=torch.int32, device=x.device)
    o = torch.empty((1, n), dtype=x.dtype, device=x.device)
    out, s = torch.empty_like(o), torch.empty_like(o)
    block_n, block_k, warps, stages = gemv.tiles(n, k)
    head, tail, _ = rmsnorm_add_rmsnorm.launch_layout(1, n)
    _gemv_post_attn_kernel[(triton.cdiv(n, block_n),)](
        x, w, o, residual, w1, w2, out, s, count, n, k, eps,
        BLOCK_N=block_n, BLOCK_K=block_k, STAGES=stages, HEAD=head, TAIL=tail, num_warps=warps)
    return out, s


def two_launches(x, w, residual, w1, w2, eps=EPS):
    return rmsnorm_add_rmsnorm.launch(gemv.launch(x, w, x.dtype), residual, w1, w2, eps)


PATHS = {"two_launches": two_launches, "epilogue": epilogue}


def layer_weights(layers, K, device, gen):
    return [(torch.randn(N, K, device=device, generator=gen).to(torch.bfloat16) * K ** -0.5,
             (1 + 0.1 * torch.randn(N, device=device, generator=gen)).to(torch.bfloat16),
             (1 + 0.1 * torch.randn(N, device=device, generator=gen)).to(torch.bfloat16))
            for _ in range(layers)]


def chain(path, xs, residual, weights):
    """Each layer: its attention output (``xs``, fixed) through its o projection and post-attention
    block; the block's sum is the next layer's residual. The last layer's ``(out, s)``."""
    for x, (w, w1, w2) in zip(xs, weights):
        out, residual = path(x, w, residual, w1, w2)
    return out, residual


def check():
    """At two of E4B's projections, one layer, then two in a row (the counter reset between
    launches), on the CPU interpreter."""
    gen = torch.Generator().manual_seed(0)
    count = _COUNTERS.setdefault(torch.device("cpu"), torch.zeros(1, dtype=torch.int32))
    for name in ("o", "ple_proj"):
        K = PROJECTIONS[name]
        weights = layer_weights(2, K, "cpu", gen)
        xs = [torch.randn(1, K, generator=gen).to(torch.bfloat16) for _ in weights]
        residual = torch.randn(1, N, generator=gen).to(torch.bfloat16)
        for layers in (1, 2):
            ref = chain(two_launches, xs[:layers], residual, weights[:layers])
            got = chain(epilogue, xs[:layers], residual, weights[:layers])
            equal = all(torch.equal(a, b) for a, b in zip(ref, got))
            print(f"{name} [{N}, {K}], {layers} layer(s): epilogue equal to the two launches: {equal}; "
                  f"counter {count.item()}")
            assert equal and count.item() == 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--check", action="store_true", help="the interpreter's check on the CPU, then exit")
    p.add_argument("--layers", type=int, default=LAYERS)
    p.add_argument("--projections", default=",".join(PROJECTIONS), help="which of " + ", ".join(PROJECTIONS))
    p.add_argument("--out")
    args = p.parse_args()
    if args.check:
        check()
        return
    gen = torch.Generator(device="cuda").manual_seed(0)
    rows = []
    for name in args.projections.split(","):
        K = PROJECTIONS[name]
        weights = layer_weights(args.layers, K, "cuda", gen)
        xs = [torch.randn(1, K, device="cuda", generator=gen).to(torch.bfloat16) for _ in weights]
        residual = torch.randn(1, N, device="cuda", generator=gen).to(torch.bfloat16)
        row = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
               "projection": name, "layers": args.layers, "N": N, "K": K, "paths": {}}
        outs = {}
        for path_name, path in PATHS.items():
            us = time_path(lambda: chain(path, xs, residual, weights), [()])  # 20 chains a graph, median of 30
            outs[path_name] = chain(path, xs, residual, weights)
            row["paths"][path_name] = {"us": us, "us_per_layer": us / args.layers}
        row["equal"] = all(torch.equal(a, b) for a, b in zip(outs["two_launches"], outs["epilogue"]))
        row["max_abs_diff"] = max((a.float() - b.float()).abs().max().item()
                                  for a, b in zip(outs["two_launches"], outs["epilogue"]))
        row["saved_us_per_layer"] = (row["paths"]["two_launches"]["us_per_layer"]
                                     - row["paths"]["epilogue"]["us_per_layer"])
        print(json.dumps(row), flush=True)
        rows.append(row)
        del weights
    if args.out:
        with open(args.out, "w") as f:
            f.writelines(json.dumps(r) + "\n" for r in rows)


if __name__ == "__main__":
    main()
