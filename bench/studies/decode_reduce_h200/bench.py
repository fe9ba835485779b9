"""SGLang's Triton decode attention at Gemma-4's layer shapes: stage 2 SGLang's or ours, per split count.

For each variant's sliding and full layer (query / KV heads, head dim, the window or the context),
batch and ``max_kv_splits``: SGLang's ``decode_attention_fwd`` (its stage 1, then its stage 2 or
``kernels.decode_reduce``) with the split counts SGLang's backend would pick
(``get_num_kv_splits_triton`` with this GPU's SM count), timed as CUDA-graph replays of 20 calls
(``bench_kernels.time_path``: median of 15 replays, after warm-up), stage 2 alone too; the two
outputs compared.
Usage (GPU machine, SGLang on the path): python bench/studies/decode_reduce_h200/bench.py OUT.jsonl
"""

from __future__ import annotations

import json
import sys

import torch

from gemma4_passes.kernels import load
from gemma4_passes.tools.bench_kernels import time_path

CONTEXT = 2048
# variant: (query heads, sliding KV heads, full KV heads, window)
SHAPES = {"e2b": (8, 1, 1, 512), "e4b": (8, 2, 2, 512), "26b-a4b": (16, 8, 2, 1024), "31b": (32, 16, 4, 1024)}
def cases():
    """Every shape of the study: ``(row, tensors)``, the row naming it (variant, layer, batch, splits, heads, KV heads,
    head dim, cached tokens, the split counts SGLang's backend picks for it), the tensors SGLang's
    ``decode_attention_fwd`` takes (q, k, v, kv_indptr, kv_indices, the counts, logits and lse buffers)."""
    from sglang.kernels.ops.attention.metadata import get_num_kv_splits_triton

    sms = torch.cuda.get_device_properties(0).multi_processor_count
    gen = torch.Generator(device="cuda").manual_seed(0)
    for variant, (heads, kv_sliding, kv_full, window) in SHAPES.items():
        for layer, kv_heads, dim, seq in (("sliding", kv_sliding, 256, window), ("full", kv_full, 512, CONTEXT)):
            for batch in (1, 8, 32):
                total = batch * seq
                k = torch.randn(total, kv_heads, dim, generator=gen, device="cuda", dtype=torch.bfloat16)
                v = torch.randn(total, kv_heads, dim, generator=gen, device="cuda", dtype=torch.bfloat16)
                q = torch.randn(batch, heads, dim, generator=gen, device="cuda", dtype=torch.bfloat16)
                lens = torch.full((batch,), seq, device="cuda", dtype=torch.int32)
                indptr = torch.zeros(batch + 1, device="cuda", dtype=torch.int32)
                indptr[1:] = lens.cumsum(0)
                indices = torch.randperm(total, generator=gen, device="cuda").int()
                for splits in (8, 16, 32, 64):
                    counts = torch.empty(batch, device="cuda", dtype=torch.int32)
                    get_num_kv_splits_triton[(1,)](counts, lens, batch, 1, heads, kv_heads, splits, sms,
                                                   MAX_NUM_SEQ=256, uneven_batch_ptr=None)
                    logits = torch.empty(batch, heads, splits, dim, device="cuda")
                    lse = torch.empty(batch, heads, splits, device="cuda")
                    row = dict(variant=variant, layer=layer, batch=batch, splits=splits, heads=heads,
                               kv_heads=kv_heads, dim=dim, seq=seq, counts=sorted(set(counts.tolist())),
                               device=torch.cuda.get_device_name(), torch=torch.__version__)
                    yield row, (q, k, v, indptr, indices, counts, logits, lse)


def main(out_path: str) -> None:
    from sglang.kernels.ops.attention import decode_attention as D

    ours = load("decode_reduce").reduce
    out = open(out_path, "w")
    print(f"| variant | layer | batch | splits | attention µs (SGLang stage 2, ours) | stage 2 µs (SGLang, ours) | "
          f"max |diff| | device: {torch.cuda.get_device_name()} |", flush=True)
    for row, (q, k, v, indptr, indices, counts, logits, lse) in cases():
        batch, heads, dim, splits = row["batch"], row["heads"], row["dim"], row["splits"]
        o = {name: torch.empty(batch, heads, dim, device="cuda", dtype=torch.bfloat16)
             for name in ("sglang", "ours")}
        stage2 = {"sglang": D._decode_softmax_reducev_fwd, "ours": ours}

        def attend(name):
            saved = D._decode_softmax_reducev_fwd
            D._decode_softmax_reducev_fwd = stage2[name]
            try:
                D.decode_attention_fwd(q, k, v, o[name], indptr, indices, logits, lse, counts, splits,
                                       dim ** -0.5, 1.0, 1.0)
            finally:
                D._decode_softmax_reducev_fwd = saved

        def reduce_only(name):
            stage2[name](logits, lse, q, o[name], 1.0, v, indptr, counts, splits)

        for name in ("sglang", "ours"):
            row[f"attention_us_{name}"] = round(time_path(attend, [(name,)], replays=15), 2)
            row[f"stage2_us_{name}"] = round(time_path(reduce_only, [(name,)], replays=15), 2)
        attend("sglang")
        attend("ours")
        torch.cuda.synchronize()
        row["max_abs_diff"] = float((o["sglang"].float() - o["ours"].float()).abs().max())
        row["differ"] = float((o["sglang"] != o["ours"]).float().mean())
        out.write(json.dumps(row) + "\n")
        out.flush()
        print(f"| {row['variant']} | {row['layer']} | {batch} | {splits} ({row['counts']}) | "
              f"{row['attention_us_sglang']}, {row['attention_us_ours']} | "
              f"{row['stage2_us_sglang']}, {row['stage2_us_ours']} | {row['max_abs_diff']:.3g} |",
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
