"""Launch settings of the row kernels and the gelu kernel, beside Inductor's code (and SGLang's kernel) for each op.

For the ops that trailed the best other path or the HBM floor bar in the kernel
table (``gelu_tanh_mul`` at 4096 rows, the norm kernels at 31B's width and at
many rows, ``ffn_tail_moe`` at decode sizes), at Gemma-4's widths: our kernel under each launch setting below, Inductor's code
for the same native math (SGLang's compile settings) and SGLang's hand-written
kernel where one exists, each timed as ``tools/bench_kernels.py`` times them
(CUDA graph of 20 calls over 4 input sets, median of 30 replays). Every
setting's output is first checked against an fp64 computation: no further from
it than the default launch's (another warp count sums a row in another order,
so the outputs are not bitwise equal).

- Row kernels (``rmsnorm_add_rmsnorm``, ``post_attn_norms_moe``, ``rmsnorm_add_scale``,
  ``ffn_tail_moe``, and the tails with the next layer's norm, ``*_next_norm``):
  the row as one ``next_power_of_2`` block or in the two parts of
  ``layout.row_parts``, warps per program (patching each module's ``launch_layout``), and
  weights loaded before the first reduction ("early") or where first needed
  ("late", ``layout.LATE_LOAD_ROWS``).
- ``gelu_tanh_mul``: the row-by-tile grid (``[rows, cdiv(I, BLOCK)]``) at several
  blocks, and the flat grid over ``rows * I`` elements (the kernel's from
  ``FLAT_ROWS`` rows) at several blocks and warps, also with streaming cache hints.

On the GPU machine, from the repository root:
    OUT=/tmp/i bash tools/gpu_run.sh none; . .bundle/env.sh
    python bench/studies/row_kernel_launch/sweep_row_kernels.py --out bench/studies/row_kernel_launch/sweep_row_kernels.json
(bench/studies/row_kernel_launch/README.md gives the runs kept in bench/studies/row_kernel_launch/sweep_row_kernels_*.json.)
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import time

import torch
import triton
import triton.language as tl

from gemma4_passes import kernels
from gemma4_passes.kernels import layout
from gemma4_passes.kernels import gelu_tanh_mul as G
from gemma4_passes.tools import bench_kernels as B

OPS = {  # sweep name -> (bench_kernels spec prefix, kernel module)
    "gelu": ("gelu_tanh_mul", "gelu_tanh_mul"),
    "post_attn_dense": ("post_attn_dense", "rmsnorm_add_rmsnorm"),
    "post_attn_moe": ("post_attn_moe", "post_attn_norms_moe"),
    "ffn_tail_dense": ("ffn_tail_dense (", "rmsnorm_add_scale"),
    "ffn_tail_moe": ("ffn_tail_moe", "ffn_tail_moe"),
    "ffn_tail_moe_next_norm": ("ffn_tail_moe + next norm", "ffn_tail_moe"),
    "ffn_tail_dense_next_norm": ("ffn_tail_dense + next norm", "rmsnorm_add_scale"),
}
# The widths timed: the kernel table's (bench_kernels.WIDTHS) and E2B's, whose layers run the dense ops.
WIDTHS = B.WIDTHS + (("E2B", 1536, 6144),)


@triton.jit
def _gelu_flat_streaming_kernel(gate_ptr, up_ptr, out_ptr, gate_stride, up_stride, out_stride, I, N,
                                BLOCK: tl.constexpr):
    """The kernel's flat grid (``_gelu_tanh_mul_flat_kernel``) with cache hints: read once, written once."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    row = offs // I
    col = offs % I
    dt = out_ptr.dtype.element_ty
    g = tl.load(gate_ptr + row * gate_stride + col, mask=mask, other=0.0, eviction_policy="evict_first")
    u = tl.load(up_ptr + row * up_stride + col, mask=mask, other=0.0, eviction_policy="evict_first")
    gelu = G.gelu_tanh(g.to(tl.float32)).to(dt).to(tl.float32)
    tl.store(out_ptr + row * out_stride + col, (gelu * u.to(tl.float32)).to(dt), mask=mask, cache_modifier=".cs")


def _gelu_tiles(block, warps):
    def launch(gate, up):
        g = G.prepare(gate, up)
        b = min(block, triton.next_power_of_2(g.width))
        G._gelu_tanh_mul_kernel[(g.rows, triton.cdiv(g.width, b))](*g.args, BLOCK=b, num_warps=warps)
        return g.out
    return launch


def _gelu_flat(block, warps, streaming=False):
    def launch(gate, up):
        g = G.prepare(gate, up)
        n = g.rows * g.width
        assert n + block < 2**31
        grid = (triton.cdiv(n, block),)
        if streaming:
            _gelu_flat_streaming_kernel[grid](*g.args, n, BLOCK=block, num_warps=warps)
        else:
            G._gelu_tanh_mul_flat_kernel[grid](*g.args, n, BLOCK=block, INT64=False, num_warps=warps)
        return g.out
    return launch


@contextlib.contextmanager
def patched(module, **attrs):
    old = {k: getattr(module, k) for k in attrs}
    for k, v in attrs.items():
        setattr(module, k, v)
    try:
        yield
    finally:
        for k, v in old.items():
            setattr(module, k, v)


def settings(op: str, T: int, H: int):
    """(label, module attributes to patch) of each launch setting; the first is the default."""
    if op == "gelu":
        out = [("default", {})]
        out += [(f"tiles {b}/{w}w", {"launch": _gelu_tiles(b, w)}) for b, w in ((1024, 8), (2048, 4), (2048, 8), (4096, 8))]
        out += [(f"flat {b}/{w}w", {"launch": _gelu_flat(b, w)})
                for b, w in ((256, 2), (512, 2), (512, 4), (1024, 4), (1024, 8), (2048, 4), (2048, 8), (4096, 8))]
        out += [(f"flat {b}/{w}w streaming", {"launch": _gelu_flat(b, w, True)}) for b, w in ((512, 4), (1024, 4), (1024, 8))]
        return out
    out = [("default", {})]
    for split, warps, late in itertools.product((False, True), (2, 4, 8, 16), (False, True)):
        # the row in two parts (row_layout streaming) or as one block, on these warps
        layout = (lambda parts, w: lambda n_rows, width: (*layout.row_layout(width, parts)[:2], w))(split, warps)
        out.append((f"{'split' if split else 'one block'} {warps}w {'late' if late else 'early'}",
                    {"launch_layout": layout, "LATE_LOAD_ROWS": 0 if late else 1 << 30}))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--ops", default=",".join(OPS))
    ap.add_argument("--widths", default="26B-A4B,31B,E4B")
    ap.add_argument("--tokens", default="8,32,256,4096")
    ap.add_argument("--time-budget", type=float, default=500)
    args = ap.parse_args()
    t0 = time.time()
    torch.manual_seed(0)
    specs = {s.name: s for s in B.specs()}
    widths = [w for w in WIDTHS if w[0] in args.widths.split(",")]
    rows = []
    progress = open(args.out + ".partial", "w")
    for op, (label, H, I), T in itertools.product(args.ops.split(","), widths, (int(t) for t in args.tokens.split(","))):
        if time.time() - t0 > args.time_budget:
            print("[sweep] time budget reached", flush=True)
            break
        spec = next(s for name, s in specs.items() if name.startswith(OPS[op][0]))
        mod = kernels.load(OPS[op][1])
        torch._dynamo.reset()
        sets = [spec.make(T, H, I) for _ in range(B.INPUT_SETS)]
        row = {"op": op, "variant": label, "tokens": T, "us": {}}
        ref = spec.ref(*sets[0])
        default_err = B.rel_err(spec.ours(*sets[0]), ref)
        row["default_rel_err"] = default_err
        for name, attrs in settings(op, T, H):
            with patched(mod, **attrs):
                # another warp count sums a row in another order: as close to fp64 as the default, not bitwise
                err = B.rel_err(spec.ours(*sets[0]), ref)
                if not err <= 1.25 * default_err + 1e-4:
                    row["us"][name] = None
                    row.setdefault("wrong", {})[name] = err
                    continue
                row["us"][name] = B.time_path(spec.ours, sets)
        others = {"inductor": B.inductor_compile(spec.native)}
        if spec.sglang is not None:
            others["sglang"] = spec.sglang
        for name, fn in others.items():
            row["us"][name] = B.time_path(fn, sets)
        ours = {k: v for k, v in row["us"].items() if k not in others and v is not None}
        best = min(ours, key=ours.get)
        print(f"{op:16s} {label:8s} {T:5d}  default {ours['default']:6.2f}  best {best} {ours[best]:6.2f}  "
              + "  ".join(f"{k} {row['us'][k]:6.2f}" for k in others), flush=True)
        rows.append(row)
        progress.write(json.dumps(row) + "\n")
        progress.flush()
    with open(args.out, "w") as f:
        json.dump({"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
                   "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
