"""How far SGLang's fused-MoE Triton kernel is from its weight bytes at decode batch sizes, per tile config.

SGLang 0.5.23 has a fused-MoE config for Gemma-4 26B-A4B's experts (E=128,
N=704) on an H100 tuned under Triton 3.5.1, which it falls back to under
Triton 3.6. This times ``fused_experts_impl`` exactly as the compiled layer calls it
(gelu, gated, not in place) under ``override_config`` for a grid of tiles, as
the median of CUDA-graph replays, beside two floors: the bytes of the distinct
experts' weights over the measured copy bandwidth (read + write) and over the
measured read bandwidth (a sum). "default" is the config SGLang picks itself.

On the GPU machine, from the repository root:
    OUT=/tmp/i bash tools/gpu_run.sh none; . .bundle/env.sh
    python bench/studies/fused_moe_configs/sweep_fused_moe_configs.py --out bench/studies/fused_moe_configs/sweep_fused_moe_configs.json
"""

from __future__ import annotations

import argparse
import itertools
import json
import time

import torch
import triton

E, I, H, TOPK = 128, 704, 2816, 8


def bandwidths() -> tuple:
    """Bytes per second of a 1 GiB device-to-device copy (read + write) and of a 1 GiB sum (read)."""
    a = torch.empty(1 << 29, dtype=torch.bfloat16, device="cuda").normal_()
    b = torch.empty_like(a)
    nbytes = a.numel() * a.element_size()
    copy_ms = triton.testing.do_bench_cudagraph(lambda: b.copy_(a), rep=200, return_mode="median")
    read_ms = triton.testing.do_bench_cudagraph(lambda: a.sum(dtype=torch.float32), rep=200, return_mode="median")
    return 2 * nbytes / (copy_ms * 1e-3), nbytes / (read_ms * 1e-3)


def routing(m: int, gen: torch.Generator):
    logits = torch.randn(m, E, device="cuda", generator=gen)
    w, ids = torch.topk(logits, TOPK, dim=-1)
    return torch.softmax(w, dim=-1).float(), ids.to(torch.int32)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", default="8,32")
    ap.add_argument("--out", required=True)
    ap.add_argument("--time-budget", type=float, default=420)
    args = ap.parse_args()
    t0 = time.time()

    from gemma4_passes.tools.harness import init_sglang, sgl_kernel_stand_ins

    init_sglang("cuda")
    with sgl_kernel_stand_ins() as stand_ins:
        sweep(args, t0, stand_ins)


def sweep(args, t0: float, stand_ins) -> None:
    from sglang.srt.layers.moe.moe_runner.triton_utils import override_config
    from sglang.srt.layers.moe.moe_runner.triton_utils.fused_moe import fused_experts_impl

    gen = torch.Generator(device="cuda").manual_seed(0)
    dt = torch.bfloat16
    w13 = (torch.randn(E, 2 * I, H, device="cuda", generator=gen) * H ** -0.5).to(dt)
    w2 = (torch.randn(E, H, I, device="cuda", generator=gen) * I ** -0.5).to(dt)
    bw, read_bw = bandwidths()
    expert_bytes = (w13[0].numel() + w2[0].numel()) * w13.element_size()
    rows = []
    tiles = [None] + [
        {"BLOCK_SIZE_M": bm, "BLOCK_SIZE_N": bn, "BLOCK_SIZE_K": bk, "GROUP_SIZE_M": 1,
         "num_warps": nw, "num_stages": ns}
        for bm, bn, bk, nw, ns in itertools.product((16,), (32, 64, 128), (64, 128, 256), (4, 8), (3, 4))
    ]
    for m in (int(t) for t in args.tokens.split(",")):
        x = torch.randn(m, H, device="cuda", generator=gen).to(dt)
        tw, ids = routing(m, gen)
        experts = ids.unique().numel()
        floor_us = experts * expert_bytes / bw * 1e6
        read_floor_us = experts * expert_bytes / read_bw * 1e6

        def call():
            return fused_experts_impl(x, w13, w2, tw, ids, inplace=False, activation="gelu", is_gated=True,
                                      filter_expert=False)

        ref = call().float()
        for cfg in tiles:
            if time.time() - t0 > args.time_budget:
                print("[sweep] time budget reached")
                break
            try:
                with override_config(cfg):
                    out = call().float()
                    us = 1e3 * triton.testing.do_bench_cudagraph(call, rep=100, return_mode="median")
            except Exception as e:  # a tile the kernel cannot take (shared memory)
                rows.append({"tokens": m, "config": cfg, "error": f"{type(e).__name__}: {e}"[:200]})
                continue
            err = (out - ref).abs().max().item()
            rows.append({"tokens": m, "config": cfg or "default", "us": round(us, 2),
                         "floor_us": round(floor_us, 2), "read_floor_us": round(read_floor_us, 2),
                         "distinct_experts": experts, "max_abs_diff_vs_default": err})
            print(f"[sweep] M={m} {cfg or 'default'}: {us:.1f} us (floors {floor_us:.1f} / {read_floor_us:.1f}), diff {err:.3g}", flush=True)
    env = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
           "copy_bandwidth_GBps": round(bw / 1e9, 1),
           "read_bandwidth_GBps": round(read_bw / 1e9, 1), "stand_ins": stand_ins, "geometry": {"E": E, "I": I, "H": H, "topk": TOPK}}
    with open(args.out, "w") as f:
        json.dump({"environment": env, "rows": rows}, f, indent=1)
    for m in sorted({r["tokens"] for r in rows}):
        ok = sorted((r for r in rows if r["tokens"] == m and "us" in r), key=lambda r: r["us"])
        dflt = next(r for r in ok if r["config"] == "default")
        print(f"[sweep] M={m}: default {dflt['us']} us, best {ok[0]['us']} us {ok[0]['config']}, floors {dflt['floor_us']} / {dflt['read_floor_us']} us")


if __name__ == "__main__":
    main()
