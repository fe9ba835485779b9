"""Stage 2's tiles at Gemma-4's layer shapes: SGLang's kernel, ``decode_reduce``'s default and every chunked tile.

Run 1 (``bench.py``) found the all-splits tile slower than SGLang's chain where many (request, head) pairs
fill the GPU and the requests wrote far fewer splits than ``max_kv_splits`` (batch 32, or 32-64 splits at
batch 8): the tile reads every split's masked row. The chunked form loops over CHUNK splits at a time, as
many chunks as the request wrote. For each shape of run 1: stage 2 alone for SGLang's, the default tile and
each (CHUNK, BLOCK_DV) below, then the whole ``decode_attention_fwd`` for SGLang's, the default and the
shape's fastest tile; every output against SGLang's. CUDA-graph replays of 20 calls, median of 15.
Usage (GPU machine, SGLang on the path): python bench/studies/decode_reduce_h200/tiles.py OUT.jsonl
"""

from __future__ import annotations

import json
import sys

import torch

from bench import cases  # run 1's shapes and inputs, the same draws

from gemma4_passes.kernels import load
from gemma4_passes.tools.bench_kernels import time_path


def chunked(splits: int, dim: int):
    """(CHUNK, BLOCK_DV) forms below the all-splits tile: 1-8 splits a step, the whole head to a quarter."""
    block_s = 1 << (splits - 1).bit_length()
    return [(c, dim // p) for p in (1, 2, 4) for c in (1, 2, 4, 8) if c < block_s and c * dim // p <= 4096]


def main(out_path: str) -> None:
    from sglang.kernels.ops.attention import decode_attention as D

    K = load("decode_reduce")
    out = open(out_path, "w")
    print(f"| variant | layer | batch | splits | stage 2 µs: SGLang, default, fastest (tile) | "
          f"attention µs: SGLang, default, fastest | max |diff| any tile | device: {torch.cuda.get_device_name()} |",
          flush=True)
    for row, (q, k, v, indptr, indices, counts, logits, lse) in cases():
        batch, heads, dim, splits = row["batch"], row["heads"], row["dim"], row["splits"]
        o = torch.empty(batch, heads, dim, device="cuda", dtype=torch.bfloat16)
        forms = {"sglang": D._decode_softmax_reducev_fwd, "default": K.reduce}
        for c, dv in chunked(splits, dim):
            forms[f"{c}x{dv}"] = (lambda c, dv: lambda *a, **kw: K.reduce(*a, **kw, tile=(c, dv)))(c, dv)

        def attend(name):
            saved = D._decode_softmax_reducev_fwd
            D._decode_softmax_reducev_fwd = forms[name]
            try:
                D.decode_attention_fwd(q, k, v, o, indptr, indices, logits, lse, counts, splits,
                                       dim ** -0.5, 1.0, 1.0)
            finally:
                D._decode_softmax_reducev_fwd = saved

        def reduce_only(name):
            forms[name](logits, lse, q, o, 1.0, v, indptr, counts, splits)

        attend("sglang")
        want = o.clone()
        row.update(stage2_us={}, diff={})
        for name in forms:
            row["stage2_us"][name] = round(time_path(reduce_only, [(name,)], replays=15), 2)
            o.fill_(float("nan"))
            reduce_only(name)
            row["diff"][name] = float((o.float() - want.float()).abs().max())
        mine = {n: t for n, t in row["stage2_us"].items() if n != "sglang"}
        best = min(mine, key=mine.get)
        row["fastest"] = best
        row["attention_us"] = {n: round(time_path(attend, [(n,)], replays=15), 2)
                               for n in dict.fromkeys(("sglang", "default", best))}
        out.write(json.dumps(row) + "\n")
        out.flush()
        s2, at = row["stage2_us"], row["attention_us"]
        print(f"| {row['variant']} | {row['layer']} | {batch} | {splits} ({row['counts']}) | "
              f"{s2['sglang']}, {s2['default']}, {s2[best]} ({best}) | "
              f"{at['sglang']}, {at['default']}, {at[best]} | {max(row['diff'].values()):.3g} |",
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
