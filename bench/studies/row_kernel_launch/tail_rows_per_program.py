"""Experiment (not adopted): the plain FFN tail with several rows per program.

Inductor's code for the tail at E2B's width is a looped reduction over two rows
per program, and one process timed it 10% ahead of our one-row-per-program
kernel at 4096 rows. This times a standalone tail kernel holding ROWS rows of
one ``next_power_of_2`` block per program (1, 2, 4, 8 rows on 2, 4, 8 warps)
beside ours and Inductor's, at E2B's, E4B's and 26B-A4B's widths (4096 rows)
and E2B's at 256 rows, each path as ``bench_kernels`` times it; ours and
Inductor's are timed twice more at the end, to show the drift within the process.
Prints each path's µs, fastest first, and its error against the fp64 reference.

Usage (GPU): python bench/studies/row_kernel_launch/tail_rows_per_program.py
"""
import itertools

import torch
import triton
import triton.language as tl

from gemma4_passes.tools import bench_kernels as B


@triton.jit
def tail_rows(x_ptr, r_ptr, w_ptr, s_ptr, out_ptr, T, H, eps, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    m = (rows[:, None] < T) & (cols[None, :] < H)
    off = rows[:, None].to(tl.int64) * H + cols[None, :]
    dt = out_ptr.dtype.element_ty
    x = tl.load(x_ptr + off, mask=m, other=0.0).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=cols < H, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + off, mask=m, other=0.0).to(tl.float32)
    k = tl.load(s_ptr).to(tl.float32)
    inv = tl.rsqrt(tl.sum(x * x, axis=1) / H + eps)
    n = (x * inv[:, None] * w[None, :]).to(dt).to(tl.float32)
    e = (n + r).to(dt).to(tl.float32)
    tl.store(out_ptr + off, (e * k).to(dt), mask=m)


def launcher(rows, warps):
    """``tail_rows`` at ROWS rows per program on ``warps`` warps (contiguous rows, as ``make`` gives them)."""
    def run(x, r, w, s):
        T, H = x.shape
        out = torch.empty_like(x)
        tail_rows[(triton.cdiv(T, rows),)](x, r, w, s, out, T, H, 1e-6, ROWS=rows, BLOCK=triton.next_power_of_2(H), num_warps=warps)
        return out
    return run


spec = next(s for s in B.specs() if s.name.startswith("ffn_tail_dense ("))
for H, T in ((1536, 4096), (2560, 4096), (2816, 4096), (1536, 256)):
    torch._dynamo.reset()
    sets = [spec.make(T, H, 4 * H) for _ in range(B.INPUT_SETS)]
    ref = spec.ref(*sets[0])
    paths = {"ours": spec.ours, "inductor": B.inductor_compile(spec.native)}
    for rows, warps in itertools.product((1, 2, 4, 8), (2, 4, 8)):
        paths[f"{rows} rows {warps}w"] = launcher(rows, warps)
    res = {}
    for name, fn in paths.items():
        res[name] = (B.time_path(fn, sets), B.rel_err(fn(*sets[0]), ref))
    for rnd in range(2):  # second pass: a drift check
        for name in ("ours", "inductor"):
            res[name + f" again{rnd}"] = (B.time_path(paths[name], sets), 0)
    print(f"H={H} T={T}: " + "  ".join(f"{k} {v[0]:.2f}" for k, v in sorted(res.items(), key=lambda kv: kv[1][0])), flush=True)
    print("   errs", {k: f"{v[1]:.1e}" for k, v in res.items() if "again" not in k})
