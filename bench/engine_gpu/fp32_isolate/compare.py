"""The comparisons of this study, from its raw result files (run from the repository root):

    python bench/engine_gpu/fp32_isolate/compare.py

Per pair: how many of the reference server's greedy tokens the other repeats (in-window check,
per request), and at the first step where they part, both servers' best logprob and how many of
their top-5 tokens they share."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (what changed, reference file and server, other file and server)
PAIRS = [
    ("31B, 2 layers, batch 8: compiled (no passes) vs eager", "31b_2layers/31b2_eager.json", "eager",
     "31b_2layers/31b2_nopasses.json", "nopasses"),
    ("E2B, 35 layers, batch 1: compiled (no passes) vs eager", "e2b/e2b_wb1_eager.json", "eager",
     "e2b/e2b_wb1_nopasses.json", "nopasses"),
    ("E2B, 35 layers, batch 1: compiled (passes) vs eager", "e2b/e2b_wb1_eager.json", "eager",
     "e2b/e2b_wb1_passes.json", "passes"),
    ("E2B, 35 layers, batch 1: compiled (passes) vs compiled (no passes)", "e2b/e2b_wb1_nopasses.json", "nopasses",
     "e2b/e2b_wb1_passes.json", "passes"),
    ("E2B, 35 layers, batch 1: compiled, unwrap_kernels off, vs eager", "e2b/e2b_wb1_eager.json", "eager",
     "e2b/nounwrap.json", "nopasses"),
    ("E2B, 35 layers, batch 1: compiled, out-of-place positions, vs eager", "e2b/e2b_wb1_eager.json", "eager",
     "e2b/outofplace.json", "nopasses"),
    ("E2B, 35 layers, no kv-shared layers: compiled vs eager", "e2b/nokvshared.json", "eager",
     "e2b/nokvshared.json", "nopasses"),
    ("E2B, 35 layers, no per-layer embeddings: compiled vs eager", "e2b/nople.json", "eager",
     "e2b/nople.json", "nopasses"),
    ("E2B, 4 layers (sliding only, no kv-shared): compiled vs eager", "e2b/sliding4.json", "eager",
     "e2b/sliding4.json", "nopasses"),
    ("E2B, 5 layers (one full-attention layer, no kv-shared): compiled vs eager", "e2b/full5.json", "eager",
     "e2b/full5.json", "nopasses"),
    ("E2B, 15 layers (no kv-shared): compiled vs eager", "e2b/l15.json", "eager", "e2b/l15.json", "nopasses"),
    ("E2B, 15 layers (no kv-shared): eager with every weight moved by one unit of rounding vs eager",
     "e2b/l15.json", "eager", "e2b/l15_jitter.json", "eager"),
    ("E2B, 35 layers: eager with every weight moved by one unit of rounding vs eager",
     "e2b/e2b_wb1_eager.json", "eager", "e2b/jitter35.json", "eager"),
]


def server(path, name):
    return json.load(open(os.path.join(HERE, path)))["servers"][name]


def compare(ref, other):
    out = []
    for r, o, rt, ot in zip(ref["window_ids"], other["window_ids"], ref["window_top"], other["window_top"]):
        same = next((i for i, (x, y) in enumerate(zip(r, o)) if x != y), len(r))
        if same == len(r):
            out.append(f"equal for {same} of {len(r)} steps")
            continue
        shared = len({t for _, t in rt[same]} & {t for _, t in ot[same]})
        out.append(f"equal for {same} of {len(r)} steps; where they part: best logprob {rt[same][0][0]:.3f} vs "
                   f"{ot[same][0][0]:.3f}, {shared} of 5 top tokens shared")
    if len(set(out)) == 1 and len(out) > 1:
        return f"{len(out)} of {len(out)} requests: {out[0]}"
    return "; ".join(out)


if __name__ == "__main__":
    print("| what | result (per request) |\n|---|---|")
    for what, rp, rn, op, on in PAIRS:
        print(f"| {what} | {compare(server(rp, rn), server(op, on))} |")
