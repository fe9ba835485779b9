"""Does our GEMV's weight stream push SGLang's KV cache out of L2 at one token?

Through SGLang's Engine at batch 1 on the H200, SGLang's stage-1 decode attention kernel takes more GPU time a
step in the passes' server than in SGLang's compile without them (E2B 643 µs against 492, E4B 694 against 579; 31B
level; at batch 8 and 32 level everywhere), with the same launches, inputs, layouts and Triton specializations in
both (``../attention_graph_breaks/``, runs 18 and 19). At batch 1 every projection is our ``gemv``; without the
passes, Inductor's one-row matmul reductions, whose weight loads Inductor marks L2 ``evict_first``. Our kernel's
loads are software-pipelined ``cp.async`` copies, which carry no such hint (``tests/test_kernels_triton.py``,
``test_gemv_weight_eviction_policy_reaches_the_loads_only_unpipelined``). At one request the attention kernel runs
eight programs a layer: it waits on each load, and a KV line from L2 comes back sooner than one from HBM.

This script builds E2B's decode step at one token from its projections and its attention: each of the 35 layers
with weights of its own at the real shapes (q/k/v, o, gate/up, down; the kv-shared layers' q only and their
double-wide MLP) and SGLang's ``decode_attention_fwd`` over the real KV (sliding layers 512 tokens of 256, full
layers 2048 of 512, the kv-shared layers reading their source layer's cache, as E2B does), captured in a CUDA
graph. For each GEMV form: the whole step, the GEMVs alone, the attention alone (its KV then the only traffic:
the L2-resident case). What the attention costs inside the step is the step less the GEMVs alone.

GEMV forms: ``pipelined`` (the product's tiles and policy), ``unpipelined`` (the same tiles, one stage: the
pipelining's own share), ``unpipelined_evict_first`` (one stage, weights ``evict_first``),
``unpipelined_evict_first_k2`` / ``_k4`` (the same, chunks two / four times as long: one stage keeps only
one chunk's loads in flight), ``inductor`` (``x @ w.t()`` compiled as the
projection sweep compiles it, ``../gemv/sweep.py``). Run 1 found the L2 (the attention inside the step 0.58-0.63 ms
with ``evict_first``, 0.73 without) and the one-stage forms' GEMVs 20-30% slower; so two more forms keep the loads
plain ``ld.global`` (which carry the policy) but in flight ahead of their use: ``prefetch1_evict_first`` /
``prefetch2_evict_first`` (``_prefetch_gemv_kernel``: one stage, the next one or two chunks' weight loads issued
before the current chunk's products, held in registers), and ``prefetch2`` (the same without the policy).

Run on the GPU from the repository root (SGLang importable): ``python bench/studies/gemv_l2/l2.py --out F.json``.
"""

from __future__ import annotations

import argparse
import json
import time

import torch
import triton
import triton.language as tl

from gemma4_passes.kernels import gemv as G
from gemma4_passes.tools.bench_kernels import time_path

HIDDEN, HEADS, HEAD_DIM, FULL_HEAD_DIM, INTER, WINDOW, CONTEXT = 1536, 8, 256, 512, 6144, 512, 2048
LAYERS, KV_SHARED, SPLITS = 35, 20, 8


def is_full(i: int) -> bool:
    return (i + 1) % 5 == 0  # "4 sliding : 1 full"


def kv_source(i: int) -> int:
    """The layer whose cache layer ``i`` reads: its own, or (kv-shared) the last non-shared one of its type."""
    first_shared = LAYERS - KV_SHARED
    if i < first_shared:
        return i
    return max(j for j in range(first_shared) if is_full(j) == is_full(i))


def projections(i: int):
    """``[N, K]`` of layer ``i``'s weights, in the order a step reads them."""
    d = FULL_HEAD_DIM if is_full(i) else HEAD_DIM
    shared = i >= LAYERS - KV_SHARED
    inter = 2 * INTER if shared else INTER
    qkv = HEADS * d + (0 if shared else 2 * d)
    return [(qkv, HIDDEN), (HIDDEN, HEADS * d), (2 * inter, HIDDEN), (HIDDEN, inter)]


def form_tiles(name: str):
    """``(tiles, eviction policy)`` of one of our GEMV forms: ``tiles(N, K, weight_bytes=2)`` as ``gemv.tiles``
    answers it (``run.sh`` installs the pair in ``gemv`` for the Engine's servers)."""
    base = G.tiles  # taken now: run.sh replaces G.tiles by what this returns
    if name.startswith("prefetch") or name == "inductor":
        raise ValueError(f"{name} is a kernel of its own (gemv_form), not tiles of the product's GEMV")
    if name == "pipelined":
        return base, G.WEIGHT_EVICTION
    longer = int(name.rsplit("_k", 1)[1]) if "_k" in name else 1  # chunks this many times as long

    def one_stage(N, K, weight_bytes=2):
        bn, bk, warps, _ = base(N, K, weight_bytes)
        return bn, min(longer * bk, triton.next_power_of_2(K)), warps, 1

    return one_stage, "evict_first" if "evict_first" in name else ""


@triton.jit
def _prefetch_gemv_kernel(x_ptr, w_ptr, out_ptr, N, K, w_row_stride,
                          BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, AHEAD: tl.constexpr, W_EVICT: tl.constexpr):
    """``out = x @ w.T`` for one row, as ``gemv._gemv_kernel`` (unmasked past-the-end rows, fp32 sums), with the
    weight chunks ``AHEAD`` (1 or 2) ahead of their use in registers instead of a software pipeline."""
    rows = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    w_rows = w_ptr + tl.minimum(rows, N - 1)[:, None].to(tl.int64) * w_row_stride
    cols = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
    w1 = tl.load(w_rows + cols[None, :], mask=(cols < K)[None, :], other=0.0, eviction_policy=W_EVICT)
    c2 = BLOCK_K + cols
    w2 = tl.load(w_rows + c2[None, :], mask=(AHEAD > 1) & (c2 < K)[None, :], other=0.0, eviction_policy=W_EVICT)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=1):
        w = w1
        nxt = k0 + AHEAD * BLOCK_K + cols
        wn = tl.load(w_rows + nxt[None, :], mask=(nxt < K)[None, :], other=0.0, eviction_policy=W_EVICT)
        if AHEAD > 1:
            w1 = w2
            w2 = wn
        else:
            w1 = wn
        c = k0 + cols
        xv = tl.load(x_ptr + c, mask=c < K, other=0.0).to(tl.float32)
        acc += w.to(tl.float32) * xv[None, :]
    y = tl.sum(acc, axis=1)
    tl.store(out_ptr + rows, y.to(out_ptr.dtype.element_ty), mask=rows < N)


def gemv_form(name: str):
    """``call(x, w, out)`` for one GEMV form."""
    if name == "inductor":
        import torch._dynamo.config as dc
        import torch._inductor.config as ic

        ic.coordinate_descent_tuning = True
        dc.recompile_limit = dc.accumulated_recompile_limit = 64  # one graph per shape (about ten)
        return torch.compile(lambda x, w, out: out.copy_(x @ w.t()), mode="max-autotune-no-cudagraphs", dynamic=False)
    if name.startswith("prefetch"):
        ahead = int(name[len("prefetch")])

        def prefetched(x, w, out):
            N, K = w.shape
            bn, bk, warps, _ = G.tiles(N, K)
            _prefetch_gemv_kernel[(1, triton.cdiv(N, bn))](
                x, w, out, N, K, w.stride(0), BLOCK_N=bn, BLOCK_K=bk, AHEAD=ahead,
                W_EVICT="evict_first" if "evict_first" in name else "", num_warps=warps)

        return prefetched
    tiles, evict = form_tiles(name)

    def call(x, w, out):
        N, K = w.shape
        bn, bk, warps, stages = tiles(N, K)
        G._gemv_kernel[(1, triton.cdiv(N, bn))](
            x, w, out, w, x, x, x, N, K, 0.0, x.stride(0), w.stride(0), out.stride(0), x.stride(0),
            BLOCK_N=bn, BLOCK_K=bk, STAGES=stages, NORM=False, GELU=False, SCALED=False, W_EVICT=evict,
            num_warps=warps)

    return call


def build(gen):
    """Every layer's weights, inputs and outputs, and its attention's buffers (SGLang's argument layout)."""
    from sglang.kernels.ops.attention.decode_attention import decode_attention_fwd

    dev, bf = "cuda", torch.bfloat16
    layers, caches = [], {}
    for i in range(LAYERS):
        mats = []
        for N, K in projections(i):
            w = torch.randn(N, K, device=dev, dtype=bf, generator=gen) * K ** -0.5
            mats.append((torch.randn(1, K, device=dev, dtype=bf, generator=gen), w, torch.empty(1, N, device=dev, dtype=bf)))
        d, tokens = (FULL_HEAD_DIM, CONTEXT) if is_full(i) else (HEAD_DIM, WINDOW)
        src = kv_source(i)
        if src not in caches:
            slots = CONTEXT + 16
            caches[src] = (torch.randn(slots, 1, d, device=dev, dtype=bf, generator=gen),
                           torch.randn(slots, 1, d, device=dev, dtype=bf, generator=gen))
        k, v = caches[src]
        q = torch.randn(1, HEADS, d, device=dev, dtype=bf, generator=gen)
        o = torch.empty(1, HEADS, d, device=dev, dtype=bf)
        indptr = torch.tensor([0, tokens], device=dev, dtype=torch.int32)
        indices = torch.arange(CONTEXT - tokens, CONTEXT, device=dev, dtype=torch.int64)
        logits = torch.empty(1, HEADS, SPLITS, d, device=dev, dtype=torch.float32)
        lse = torch.empty(1, HEADS, SPLITS, device=dev, dtype=torch.float32)
        splits = torch.full((1,), SPLITS, device=dev, dtype=torch.int32)

        def attend(q=q, k=k, v=v, o=o, indptr=indptr, indices=indices, logits=logits, lse=lse, splits=splits):
            decode_attention_fwd(q, k, v, o, indptr, indices, logits, lse, splits, SPLITS, 1.0, 1.0, 1.0,
                                 use_pdl=True)

        layers.append((mats, attend))
    kv_mb = sum(k.numel() * k.element_size() * 2 for k, _ in caches.values()) / 1e6
    w_gb = sum(w.numel() * 2 for mats, _ in layers for _, w, _ in mats) / 1e9
    return layers, kv_mb, w_gb


def graph_ms(fn) -> float:
    """Median ms of ``fn`` a call, replayed in a CUDA graph of several calls (after warm-up)."""
    return time_path(fn, [()]) / 1e3


def run_form(name, layers, w_gb):
    """One GEMV form: its error on one projection, the GEMVs alone, the whole step."""
    call = gemv_form(name)
    x, w, out = layers[0][0][2]  # the first layer's gate/up projection: checked against fp32
    out.fill_(float("nan"))
    call(x, w, out)
    err = (out.float() - x.float() @ w.float().t()).abs().max().item()

    def gemvs():
        for mats, _ in layers:
            for x, w, out in mats:
                call(x, w, out)

    def step():
        for mats, attend in layers:
            for x, w, out in mats[:1]:
                call(x, w, out)
            attend()
            for x, w, out in mats[1:]:
                call(x, w, out)

    row = {"gemvs_ms": round(graph_ms(gemvs), 4), "step_ms": round(graph_ms(step), 4), "max_err": err}
    row["attention_in_step_ms"] = round(row["step_ms"] - row["gemvs_ms"], 4)
    row["gemv_TB_s"] = round(w_gb / row["gemvs_ms"], 3)
    return row



def main():
    p = argparse.ArgumentParser()
    p.add_argument("--forms", default="pipelined,prefetch1_evict_first,prefetch2_evict_first,prefetch2,inductor,"
                                      "unpipelined_evict_first")
    p.add_argument("--out", default=None)
    p.add_argument("--budget", type=float, default=150.0, help="seconds; no new form is started past it")
    args = p.parse_args()
    t0 = time.time()
    gen = torch.Generator(device="cuda").manual_seed(0)
    layers, kv_mb, w_gb = build(gen)
    res = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
           "layers": LAYERS, "kv_MB_distinct": round(kv_mb, 1), "weights_GB": round(w_gb, 3), "forms": {}}
    print({k: v for k, v in res.items() if k != "forms"}, flush=True)

    def attention_only():
        for _, attend in layers:
            attend()

    try:
        res["attention_alone_ms"] = round(graph_ms(attention_only), 4)
    except Exception as exc:  # the GEMV forms still run; the file says what failed
        res["attention_alone_error"] = f"{type(exc).__name__}: {str(exc)[:300]}"
        print(res["attention_alone_error"], flush=True)
    for name in args.forms.split(","):
        if time.time() - t0 > args.budget:
            res["forms"][name] = "not run: budget reached"
            continue
        try:
            res["forms"][name] = run_form(name, layers, w_gb)
        except Exception as exc:
            res["forms"][name] = f"failed: {type(exc).__name__}: {str(exc)[:300]}"
        print(name, res["forms"][name], flush=True)
        res["seconds"] = round(time.time() - t0, 1)
        if args.out:  # after each form: a later one may not finish
            with open(args.out, "w") as f:
                json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
