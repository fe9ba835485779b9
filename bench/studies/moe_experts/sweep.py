"""Time each launch of ``gemma4::moe_experts`` at one token over a wider tile space.

The op's two launches (``gemma4_passes/kernels/moe_experts.py``) read 26B-A4B's
chosen experts' weights once: 63 MB for gate/up, 32 MB for down. In the layer
at decode 1 they ran at about 2.0 TB/s. This script times each launch alone,
in a CUDA graph of 20 calls over rotating token sets (the experts' 1.5 GB of
weights shared by the sets, so nothing sits in L2), at tiles the earlier sweep
(``bench/studies/moe_experts/sweep_moe_experts_tiles.json``) did not cover: a whole row per load
(``BLOCK_K`` / ``BLOCK_I`` past the row length, one masked load), fewer rows
per program, and software-pipelined loops (``tl.range(num_stages=...)``).

``gate_up`` and ``down_all_k`` are the op's kernels (the loop's stages a
parameter); ``down`` is the op's earlier down launch (one expert after the
other), kept here for the comparison. Each result is checked against the op's
output (the largest difference is recorded).

Run from the repository root on a GPU:
``python bench/studies/moe_experts/sweep.py [--launches gate_up,down,down_all_k] [--out FILE]``.
"""

import argparse
import itertools
import json

import torch
import triton
import triton.language as tl

from gemma4_passes import ops  # noqa: F401  (registers gemma4::moe_experts)
from gemma4_passes.kernels.moe_experts import _down_kernel as down_all_k, _gate_up_kernel as gate_up
from gemma4_passes.tools.bench_kernels import CALLS, time_path  # a CUDA graph of CALLS calls, median of replays

T, H, I, E, K = 1, 2816, 704, 128, 8
SETS = 4


@triton.jit
def down(act_ptr, w2_ptr, ids_ptr, wts_ptr, out_ptr, H, I, w2_expert_stride, w2_row_stride, out_stride,
         K: tl.constexpr, BLOCK_H: tl.constexpr, BLOCK_I: tl.constexpr, STAGES: tl.constexpr):
    t = tl.program_id(0).to(tl.int64)
    rows = tl.program_id(1) * BLOCK_H + tl.arange(0, BLOCK_H)
    rmask = rows < H
    cols = tl.arange(0, BLOCK_I)
    dt = out_ptr.dtype.element_ty
    total = tl.zeros((BLOCK_H,), dtype=tl.float32)
    for k in tl.static_range(K):
        e = tl.load(ids_ptr + t * K + k).to(tl.int64)
        w_rows = w2_ptr + e * w2_expert_stride + rows[:, None].to(tl.int64) * w2_row_stride
        a_row = act_ptr + (t * K + k) * I
        acc = tl.zeros((BLOCK_H, BLOCK_I), dtype=tl.float32)
        for i0 in tl.range(0, I, BLOCK_I, num_stages=STAGES):
            c = i0 + cols
            cmask = c < I
            a = tl.load(a_row + c, mask=cmask, other=0.0).to(tl.float32)
            w = tl.load(w_rows + c[None, :], mask=rmask[:, None] & cmask[None, :], other=0.0).to(tl.float32)
            acc += w * a[None, :]
        y = tl.sum(acc, axis=1).to(dt).to(tl.float32)
        wt = tl.load(wts_ptr + t * K + k).to(dt).to(tl.float32)
        total += y * wt
    tl.store(out_ptr + t * out_stride + rows, total.to(dt), mask=rmask)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", default=None)
    p.add_argument("--launches", default="gate_up,down,down_all_k")
    args = p.parse_args()
    gen = torch.Generator(device="cuda").manual_seed(0)
    w13 = torch.randn(E, 2 * I, H, device="cuda", dtype=torch.bfloat16, generator=gen) * H ** -0.5
    w2 = torch.randn(E, H, I, device="cuda", dtype=torch.bfloat16, generator=gen) * I ** -0.5
    sets = []
    for _ in range(SETS):
        x = torch.randn(T, H, device="cuda", dtype=torch.bfloat16, generator=gen)
        ids = torch.stack([torch.randperm(E, device="cuda", generator=gen)[:K] for _ in range(T)]).int()
        wts = torch.rand(T, K, device="cuda", generator=gen).softmax(-1)
        act = torch.empty(T, K, I, device="cuda", dtype=torch.bfloat16)
        out = torch.empty(T, H, device="cuda", dtype=torch.bfloat16)
        ref_out = torch.ops.gemma4.moe_experts(x, w13, w2, wts, ids)
        sets.append((x, ids, wts, act, out, ref_out))

    def gate_call(rows, chunk, warps, stages):
        return lambda x, ids, wts, act, out, ref_out: gate_up[(T * K, triton.cdiv(I, rows))](
            x, w13, ids, act, H, I, K, x.stride(0), w13.stride(0), w13.stride(1),
            BLOCK_N=rows, BLOCK_K=chunk, STAGES=stages, num_warps=warps)

    def down_call(rows, chunk, warps, stages):
        return lambda x, ids, wts, act, out, ref_out: down[(T, triton.cdiv(H, rows))](
            act, w2, ids, wts, out, H, I, w2.stride(0), w2.stride(1), out.stride(0),
            K=K, BLOCK_H=rows, BLOCK_I=chunk, STAGES=stages, num_warps=warps)

    def down_all_k_call(rows, chunk, warps, stages):
        return lambda x, ids, wts, act, out, ref_out: down_all_k[(T, triton.cdiv(H, rows))](
            act, w2, ids, wts, out, H, I, w2.stride(0), w2.stride(1), out.stride(0),
            K=K, KP=triton.next_power_of_2(K), BLOCK_H=rows, BLOCK_I=chunk, STAGES=stages, num_warps=warps)

    # gate/up is checked against the activations of the op's tiles without a pipeline,
    # the down launches against the op's output (their input: those activations).
    for s in sets:
        gate_call(8, 256, 4, 1)(*s)
    act_ref = [s[3].clone() for s in sets]
    gate_err = lambda: max((s[3].float() - r.float()).abs().max().item() for s, r in zip(sets, act_ref))  # noqa: E731
    down_err = lambda: max((s[4].float() - s[5].float()).abs().max().item() for s in sets)  # noqa: E731
    # launch: (tile names, tiles (rows, chunk, warps, stages), fp32 accumulators per thread at most,
    #          accumulators of a tile, the one-load chunk, call, error, bytes read)
    spaces = {
        "gate_up": (("BLOCK_N", "BLOCK_K"), itertools.product((1, 2, 4, 8), (256, 512, 1024, 4096), (4, 8), (1, 3, 4)),
                    256, lambda r, c: 2 * r * c, 4096, gate_call, gate_err, K * 2 * I * H * 2),
        "down": (("BLOCK_H", "BLOCK_I"), itertools.product((2, 4, 8, 16), (128, 256, 1024), (4, 8), (1, 3)),
                 256, lambda r, c: r * c, 1024, down_call, down_err, K * H * I * 2),
        "down_all_k": (("BLOCK_H", "BLOCK_I"), itertools.product((1, 2, 4, 8), (64, 128, 256, 1024), (4, 8), (1, 2, 3)),
                       128, lambda r, c: K * r * c, 1024, down_all_k_call, down_err, K * H * I * 2),
    }
    launches = args.launches.split(",")
    results = []
    for launch in launches:
        names, tiles, limit, accumulators, one_load, call, error, nbytes = spaces[launch]
        for rows, chunk, warps, stages in tiles:
            if chunk == one_load and stages > 1:
                continue  # one iteration: nothing to pipeline
            if accumulators(rows, chunk) // (32 * warps) > limit:
                continue  # too many fp32 accumulators per thread
            row = {"launch": launch, names[0]: rows, names[1]: chunk, "warps": warps, "stages": stages}
            try:
                us = time_path(call(rows, chunk, warps, stages), sets)
                row.update(us=us, TB_s=nbytes / us / 1e6, max_abs_vs_op=error())
            except Exception as exc:  # a tile the compiler refuses (shared memory, registers)
                row["error"] = f"{type(exc).__name__}: {str(exc)[:120]}"
            results.append(row)
            print(row, flush=True)
        if launch == "gate_up":
            for s, r in zip(sets, act_ref):
                s[3].copy_(r)
    env = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
           "T": T, "H": H, "I": I, "E": E, "K": K, "calls": CALLS, "sets": SETS}
    for launch in launches:
        ok = sorted((r for r in results if r["launch"] == launch and "us" in r), key=lambda r: r["us"])
        print(f"best {launch}:", *ok[:8], sep="\n  ")
    if args.out:
        with open(args.out, "w") as fh:
            json.dump({"environment": env, "results": results}, fh, indent=1)


if __name__ == "__main__":
    main()
