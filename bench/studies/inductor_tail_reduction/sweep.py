"""Time one Inductor-generated one-row reduction at every launch configuration.

``kernel_8.py`` is Inductor's kernel for the first half of the 26B-A4B MoE FFN
tail at decode 1 (``norm(mlp) + norm(moe)``, one row of 2816, one program),
copied verbatim from Inductor's cache on the GPU machine (torch 2.11). Inductor
picks its ``R0_BLOCK`` / ``num_warps`` per compile by coordinate-descent
tuning; this script times the same source at each choice, two ways:

- alone, with ``triton.testing.do_bench`` (L2 flushed before each launch);
- in a CUDA graph, each launch right after a 100 MB write (as in the layer,
  where the experts' weights stream through L2 just before it), minus the
  writes alone.

Run from the repository root on a GPU: ``python bench/studies/inductor_tail_reduction/sweep.py``.
"""

import importlib.util
import statistics

import torch
import triton

spec = importlib.util.spec_from_file_location("kernel_8", "bench/studies/inductor_tail_reduction/kernel_8.py")
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
kernel = module.triton_red_fused__to_copy_add_mean_mul_pow_rmsnorm_add_scale_next_norm_rsqrt_8.fn

H = 2816
gen = torch.Generator(device="cuda").manual_seed(0)
moe = torch.randn(H, device="cuda", generator=gen).bfloat16()  # in/out: the branch sum is written over it
mlp = torch.randn(H, device="cuda", generator=gen)  # fp32: the GEMV's output
w1 = torch.randn(H, device="cuda", generator=gen).bfloat16()
w2 = torch.randn(H, device="cuda", generator=gen).bfloat16()
stream_buf = torch.empty(100 * 2**20 // 4, device="cuda")


def launch(r0_block, warps):
    kernel[(1,)](moe, mlp, w1, w2, 1, H, XBLOCK=1, R0_BLOCK=r0_block, num_warps=warps, num_stages=1)


def graph_of(fn, n=20):
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(2):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(n):
            fn()
    return g


for r0_block in (64, 128, 256, 512, 1024, 2048, 4096):
    for warps in (1, 2, 4, 8, 16, 32):
        if r0_block < 32 * warps // 2:
            continue
        launch(r0_block, warps)
        torch.cuda.synchronize()
        alone = triton.testing.do_bench(lambda: launch(r0_block, warps), warmup=25, rep=200)
        with_kernel = graph_of(lambda: (stream_buf.add_(1.0), launch(r0_block, warps)))
        writes_only = graph_of(lambda: stream_buf.add_(1.0))
        times = []
        for _ in range(15):
            e0, e1, e2 = (torch.cuda.Event(enable_timing=True) for _ in range(3))
            e0.record()
            with_kernel.replay()
            e1.record()
            writes_only.replay()
            e2.record()
            torch.cuda.synchronize()
            times.append((e0.elapsed_time(e1) - e1.elapsed_time(e2)) * 1000 / 20)
        print(f"R0_BLOCK {r0_block:5d} warps {warps:2d}: alone (L2 flushed) {alone * 1000:6.1f} us, "
              f"in a graph after a 100 MB stream {statistics.median(times):6.1f} us", flush=True)
