"""The kernel table's closest cells, timed again in rounds: every path once per round, in turn.

In one ``bench_kernels`` process each path of a cell is timed once, one after
the other; where ours and the best other path are a few percent or a fraction
of a microsecond apart, the order and the process decide which is ahead. Here
each round times every path of a cell once (``bench_kernels.time_path``: a CUDA
graph of ``CALLS`` calls over ``INPUT_SETS`` input sets, median of 30 replays),
starting from a different path each round, all rounds in one process on the
same inputs, so a drift of clocks or caches reaches every path alike. Per
cell: each path's median and range over the rounds, and the median and range
of the per-round ratio (best other path / ours). Each path's error against the
fp64 reference is recorded, as ``bench_kernels`` records it, and a non-finite
output stops the run.

Usage (GPU): python bench/studies/row_kernel_launch/interleaved_cells.py --rounds 15 --out bench/current/interleaved_cells.json
"""

from __future__ import annotations

import argparse
import json
import statistics
from unittest import mock

import torch

from gemma4_passes import kernels
from gemma4_passes.kernels import layout
from gemma4_passes.tools import bench_kernels as B

# Row kernels also timed with the row as one next_power_of_2 block on 4 warps ("ours, one block"), beside
# their own launch: op name prefix -> kernel module.
ONE_BLOCK = {"ffn_tail_moe": "ffn_tail_moe"}

# (op name prefix in bench_kernels, width label, tokens): the cells within a few percent of another path.
CELLS = (
    ("ffn_tail_moe", "26B-A4B", 1),
    ("ffn_tail_moe", "26B-A4B", 8),
    ("ffn_tail_moe", "26B-A4B", 32),
    ("ffn_tail_moe", "26B-A4B", 256),
    ("ffn_tail_dense (", "E4B", 1),
    ("ffn_tail_dense (", "E4B", 8),
    ("ffn_tail_dense (", "31B", 8),
    ("gelu_tanh_mul", "26B-A4B", 4096),
    ("ffn_tail_dense (", "26B-A4B", 4096),
    ("ffn_tail_dense (", "E4B", 4096),
    ("ffn_tail_dense (", "31B", 4096),
    ("post_attn_dense", "31B", 4096),
    ("post_attn_moe", "31B", 4096),
)


def _one_block(fn, module):
    """``fn`` with ``module``'s kernel launched as one block of 4 warps (``layout.row_layout``, not
    streaming) at every row count, while it runs (a CUDA graph capture included)."""
    def run(*args):
        with mock.patch.object(module, "launch_layout",
                               lambda n_rows, width: layout.row_layout(width, False, block_warps=4)):
            return fn(*args)
    return run


def time_cell(spec, label: str, T: int, rounds: int) -> dict:
    _, H, I = next(w for w in B.WIDTHS if w[0] == label)
    torch._dynamo.reset()
    sets = [spec.make(T, H, I) for _ in range(B.INPUT_SETS)]
    ref = spec.ref(*sets[0])
    paths = {"ours": spec.ours, "inductor": B.inductor_compile(spec.native)}
    if spec.sglang is not None:
        paths["sglang"] = spec.sglang
    module = next((kernels.load(m) for p, m in ONE_BLOCK.items() if spec.name.startswith(p)), None)
    if module is not None:
        paths["ours, one block"] = _one_block(spec.ours, module)
    errs = {}
    for name, fn in paths.items():
        out = fn(*sets[0])
        errs[name] = B.rel_err(spec.compare(out) if spec.compare else out, ref)
        if not torch.isfinite(B.first(out)).all():
            raise RuntimeError(f"{spec.name} {label} {T}: {name} gave non-finite output")
    names = list(paths)
    us = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            us[name].append(B.time_path(paths[name], sets))
    others = [n for n in names if not n.startswith("ours")]
    ratios = [min(us[n][r] for n in others) / us["ours"][r] for r in range(rounds)]
    return {
        "op": spec.name, "variant": label, "tokens": T, "rounds": rounds, "rel_err": errs, "us": us,
        "median_us": {n: statistics.median(v) for n, v in us.items()},
        "ratio_median": statistics.median(ratios), "ratio_min": min(ratios), "ratio_max": max(ratios),
        "rounds_ours_ahead": sum(q > 1 for q in ratios),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    torch.manual_seed(0)
    specs = B.specs()
    rows = []
    for prefix, label, T in CELLS:
        spec = next(s for s in specs if s.name.startswith(prefix))
        row = time_cell(spec, label, T, args.rounds)
        rows.append(row)
        med = row["median_us"]
        print(f"{spec.name.split(' (')[0]:16s} {label:8s} {T:5d}  "
              + "  ".join(f"{n} {v:7.2f}" for n, v in med.items())
              + f"  best other / ours: median {row['ratio_median']:.3f} ({row['ratio_min']:.3f}-{row['ratio_max']:.3f}),"
              f" ours ahead in {row['rounds_ours_ahead']}/{args.rounds} rounds", flush=True)
    with open(args.out, "w") as f:
        json.dump({"device": torch.cuda.get_device_name(), "torch": torch.__version__,
                   "triton": B._triton_version(), "calls_per_graph": B.CALLS, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
