"""Inputs for each ``torch.ops.gemma4`` op at ``T`` tokens and width ``H``: fresh random, never zero.

``op_args(name, T, H, dtype)`` gives the positional arguments of op ``name`` (norm weights
around 1, gate and up as the halves of one GEMM output, head slices of one qkv output), seeded
by ``T`` and ``H`` so a case is the same wherever it is built. ``test_ops.py`` (opcheck,
semantics) and ``test_op_meta.py`` (fake against CPU) share it.
"""

import torch

EPS = 1e-6


def op_args(name, T, H, dtype):
    g = torch.Generator().manual_seed(T * 131 + H)
    rows = lambda: torch.randn(T, H, dtype=dtype, generator=g)  # noqa: E731
    vec = lambda: torch.randn(H, dtype=dtype, generator=g) * 0.5 + 1  # noqa: E731
    scalar = torch.rand(1, generator=g).to(dtype) + 0.5
    if name == "rmsnorm_add_rmsnorm":
        return (rows(), rows(), vec(), vec(), EPS)
    if name == "post_attn_norms_moe":
        return (rows(), rows(), vec(), vec(), vec(), vec(), EPS)
    if name == "rmsnorm_add_scale":
        return (rows(), rows(), vec(), scalar, EPS)
    if name == "ffn_tail_moe":
        return (rows(), rows(), rows(), vec(), vec(), vec(), scalar, EPS)
    if name == "rmsnorm_add_scale_next_norm":
        return (rows(), rows(), vec(), scalar, vec(), EPS)
    if name == "ffn_tail_moe_next_norm":
        return (rows(), rows(), rows(), vec(), vec(), vec(), scalar, vec(), EPS)
    if name == "gelu_tanh_mul":
        both = torch.randn(T, 2 * H, dtype=dtype, generator=g)
        return (both[:, :H], both[:, H:])  # halves of one GEMM output: strided rows
    if name == "rmsnorm_quant_fp8":  # a layer's input norm
        return (rows(), vec(), EPS)
    if name.endswith("_quant_fp8"):
        return op_args(name[: -len("_quant_fp8")], T, H, dtype)  # the producer's inputs
    if name == "router_topk_softmax_scale":
        return (torch.randn(T, 128, dtype=dtype, generator=g), torch.rand(128, dtype=dtype, generator=g) + 0.5, 8)
    if name == "router_topk_gelu_mul":
        both = torch.randn(T, 2 * H, dtype=dtype, generator=g)
        return (*op_args("router_topk_softmax_scale", T, H, dtype), T % 2 == 1, both[:, :H], both[:, H:])
    if name == "moe_experts":  # E=16 experts of [2I, H] / [H, I], I = 24, top-4
        ids = torch.stack([torch.randperm(16, generator=g)[:4] for _ in range(T)]).to(torch.int32)
        return (rows(), torch.randn(16, 48, H, dtype=dtype, generator=g) * H ** -0.5,
                torch.randn(16, H, 24, dtype=dtype, generator=g) * 0.2, torch.rand(T, 4, generator=g), ids)
    if name == "moe_experts_fp8":  # e4m3 experts (E=16, I = 24, top-4) with a scale per output channel
        ids = torch.stack([torch.randperm(16, generator=g)[:4] for _ in range(T)]).to(torch.int32)
        fp8 = lambda t: (t * 8).to(torch.float8_e4m3fn)  # noqa: E731
        x_dtype = dtype if dtype in (torch.bfloat16, torch.float16) else torch.bfloat16  # its activations: half only
        return (rows().to(x_dtype), fp8(torch.randn(16, 48, H, generator=g)), fp8(torch.randn(16, H, 24, generator=g)),
                torch.rand(16, 48, 1, generator=g) * 1e-2 + 1e-3, torch.rand(16, H, 1, generator=g) * 1e-2 + 1e-3,
                torch.rand(T, 4, generator=g), ids)
    if name in ("qkv_norm_rope", "qk_norm_rope", "q_norm_rope"):
        # q/k/v: head slices of one qkv projection output (H = head_dim), 2/1 heads
        qkv = torch.randn(T, 4 * H, dtype=dtype, generator=g)
        q, k, v = (t.unflatten(-1, (-1, H)) for t in qkv.split([2 * H, H, H], -1))
        cache = torch.randn(64, H, generator=g)  # fp32 rows of cos | sin
        pos = torch.randint(0, 64, (T,), generator=g)
        if name == "q_norm_rope":
            return (q, vec(), cache, pos, EPS)
        if name == "qk_norm_rope":
            return (q, k, vec(), vec(), cache, pos, EPS)
        return (q, k, v, vec(), vec(), cache, pos, EPS)
    if name == "gemv":  # a [48, H] weight; the fp32 output of the one-token GEMV form
        return (rows(), torch.randn(48, H, dtype=dtype, generator=g) * H ** -0.5, torch.float32)
    if name == "rmsnorm_gemv":
        return (rows(), vec(), torch.randn(48, H, dtype=dtype, generator=g) * H ** -0.5, EPS)
    if name == "skinny_mm":  # a decode batch's rows and a [48, H] weight
        return (rows(), torch.randn(48, H, dtype=dtype, generator=g) * H ** -0.5)
    if name == "gelu_mul_gemv":  # gate and up: halves of one GEMM output (strided rows); fp32 out
        both = torch.randn(T, 2 * H, dtype=dtype, generator=g)
        return (both[:, :H], both[:, H:], torch.randn(48, H, dtype=dtype, generator=g) * H ** -0.5, torch.float32)
    if name == "gate_up_gelu_gemv":  # a [2 * 24, H] gate/up weight: the gate's rows, then up's
        return (rows(), torch.randn(48, H, dtype=dtype, generator=g) * H ** -0.5)
    if name == "scaled_mm_fp8":  # SGLang's FP8 GEMM: e4m3 rows, a [48, H] e4m3 weight transposed, row-wise scales
        fp8 = lambda t: (t * 8).to(torch.float8_e4m3fn)  # noqa: E731
        out_dtype = dtype if dtype in (torch.bfloat16, torch.float16) else torch.bfloat16  # its outputs: half only
        return (fp8(rows()), fp8(torch.randn(48, H, generator=g)).t(), torch.rand(T, 1, generator=g) * 0.1 + 0.01,
                torch.rand(1, 48, generator=g) * 1e-3 + 1e-4, out_dtype)
    raise KeyError(name)
