"""SGLang's FP8 fused MoE at 26B-A4B's experts: its default tile config against a grid, per token count.

SGLang 0.5.23 ships no fused-MoE config for 26B-A4B's experts in FP8 (E=128, N=704, ``fp8_w8a8``, per-channel
weight scales, as a compressed-tensors FP8-dynamic checkpoint gives them) on any GPU, so it runs them with
``get_default_config``'s tiles (and logs "Performance might be sub-optimal"). This times SGLang's
``fused_experts`` as the FP8 MoE method calls it (gelu, gated, ``use_fp8_w8a8``, ``per_channel_quant``, dynamic
per-token activation scales), under SGLang's ``override_config`` for each tile config of a grid and with no
override (SGLang's own pick), at each token count: CUDA-graph replays of 20 calls over 8 rotating routings
(other experts each call, so nothing is read from L2), median µs per call (``bench_kernels.time_path``). The
bytes of the distinct experts a call reads over the time give the read rate.

Then, per token count, the default and the fastest config are timed again alternately, three times each (a
tile that won by noise does not survive this), and their outputs compared with the default's. What it writes
(``--out DIR``): ``sweep.json`` (every row), and the configs in SGLang's own file format under SGLang's own file
name (``get_config_file_name``) for this GPU and Triton (``config_file``): the fastest config per token count
where it beat the default in all three alternations, SGLang's own default elsewhere (so the file never changes
a count it did not improve) and at the counts not swept. ``gemma4_passes/moe_configs/`` ships such files
(``tests/test_patches_moe_configs.py`` checks each against its ``sweep.json`` and SGLang's defaults).

Run from the repository root on a GPU, SGLang installed:
``python bench/studies/fused_moe_fp8_configs/sweep.py --out DIR [--tokens 1,2,4,8,16,32,64] [--time-budget S]``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import time

import torch

from gemma4_passes.tools import harness
from gemma4_passes.tools.bench_kernels import study_environment, time_path

E, I, H, TOPK = 128, 704, 2816, 8
SETS = 8
GRID = [
    {"BLOCK_SIZE_M": bm, "BLOCK_SIZE_N": bn, "BLOCK_SIZE_K": bk, "GROUP_SIZE_M": 1, "num_warps": nw,
     "num_stages": ns}
    for bm, bn, bk, nw, ns in itertools.product((16, 32, 64), (64, 128), (128, 256), (4, 8), (3, 4))
]
# Token counts not swept, written with SGLang's own default tiles (so that between them and the swept
# counts SGLang's nearest-count rule picks what it would pick anyway): up to E its M <= E tiles, above them
# its prefill tiles.
UNSWEPT_KEYS = (96, 128, 256, 1024, 4096)


def input_sets(m, w13, w2, s13, s2, gen):
    sets = []
    for _ in range(SETS):
        x = torch.randn(m, H, generator=gen, device="cuda").to(torch.bfloat16)
        ids = torch.stack([torch.randperm(E, generator=gen, device="cuda")[:TOPK] for _ in range(m)])
        wts = torch.softmax(torch.randn(m, TOPK, generator=gen, device="cuda"), -1)
        sets.append((x, w13, w2, s13, s2, wts, ids.to(torch.int32)))
    return sets


def timed(cfg, sets):
    """(µs per call, output of the first set) under ``cfg`` (None: SGLang's own pick)."""
    from sglang.srt.layers.moe.moe_runner.triton_utils import override_config

    with override_config(cfg):
        out = harness.sglang_fp8_fused_experts(*sets[0])
        return time_path(harness.sglang_fp8_fused_experts, sets), out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--tokens", default="1,2,4,8,16,32,64")
    p.add_argument("--out", required=True, help="a directory")
    p.add_argument("--time-budget", type=float, default=400)
    args = p.parse_args()
    t0 = time.time()
    os.makedirs(args.out, exist_ok=True)
    harness.init_sglang("cuda")  # SGLang's fused MoE reads its runtime context
    from sglang.srt.layers.moe.moe_runner.triton_utils.fused_moe_triton_config import get_config_file_name

    env = study_environment()
    print(env, flush=True)
    gen = torch.Generator("cuda").manual_seed(0)
    w13, s13 = harness.random_fp8_weight((E, 2 * I, H), gen)
    w2, s2 = harness.random_fp8_weight((E, H, I), gen)
    expert_bytes = 2 * I * H + H * I  # e4m3: a byte per weight
    rows, picks = [], {}
    for m in (int(t) for t in args.tokens.split(",")):
        sets = input_sets(m, w13, w2, s13, s2, gen)
        distinct = statistics.mean(s[-1].unique().numel() for s in sets)
        default_us, ref = timed(None, sets)
        row = dict(tokens=m, config="default", us=default_us, distinct_experts=distinct,
                   read_TB_s=distinct * expert_bytes / default_us / 1e6)
        rows.append(row)
        print(f"[sweep] M={m} default {default_us:.1f} us, {row['read_TB_s']:.2f} TB/s", flush=True)
        for cfg in GRID:
            if time.time() - t0 > args.time_budget:
                print("[sweep] time budget reached", flush=True)
                break
            try:
                us, out = timed(cfg, sets)
            except Exception as e:  # a tile the kernel cannot take (shared memory, registers)
                rows.append(dict(tokens=m, config=cfg, error=f"{type(e).__name__}: {e}"[:200]))
                continue
            rows.append(dict(tokens=m, config=cfg, us=us, read_TB_s=distinct * expert_bytes / us / 1e6,
                             max_abs_diff_vs_default=(out.float() - ref.float()).abs().max().item()))
        swept = [r for r in rows if r["tokens"] == m and "us" in r and r["config"] != "default"]
        if not swept:
            break
        best = min(swept, key=lambda r: r["us"])
        again = {"default": [], "best": []}
        for _ in range(3):
            again["default"].append(timed(None, sets)[0])
            again["best"].append(timed(best["config"], sets)[0])
        wins = all(b < d for b, d in zip(again["best"], again["default"]))
        picks[m] = dict(config=best["config"], default_us=again["default"], best_us=again["best"], wins=wins,
                        max_abs_diff_vs_default=best["max_abs_diff_vs_default"])
        print(f"[sweep] M={m} best {best['config']}: again default {[round(t, 1) for t in again['default']]} "
              f"best {[round(t, 1) for t in again['best']]} -> {'kept' if wins else 'not kept'}", flush=True)

    picks = {str(k): v for k, v in picks.items()}
    file_name = get_config_file_name(E, I, "fp8_w8a8", [0, 0], per_channel_quant=True)
    configs = config_file(picks)
    with open(os.path.join(args.out, file_name), "w") as f:
        json.dump(configs, f, indent=4)
    result = {"environment": env, "file_name": file_name, "picks": picks, "configs": configs, "rows": rows}
    with open(os.path.join(args.out, "sweep.json"), "w") as f:
        json.dump(result, f, indent=1)
    print("RESULT " + json.dumps({"file_name": file_name, "picks": picks}), flush=True)


def config_file(picks: dict) -> dict:
    """SGLang's config file from a sweep's picks: token count -> tiles, the fastest where it beat SGLang's
    default in every alternation, SGLang's own ``get_default_config`` elsewhere and at ``UNSWEPT_KEYS``."""
    from sglang.srt.layers.moe.moe_runner.triton_utils.fused_moe_triton_config import get_default_config

    def own(m):
        return get_default_config(m, E, I, H, TOPK, "fp8_w8a8", False, None)

    configs = {m: (pick["config"] if pick["wins"] else own(int(m))) for m, pick in picks.items()}
    configs.update({str(m): own(m) for m in UNSWEPT_KEYS})
    return dict(sorted(configs.items(), key=lambda kv: int(kv[0])))


if __name__ == "__main__":
    main()
