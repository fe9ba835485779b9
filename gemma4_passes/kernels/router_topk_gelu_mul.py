"""The router's top-k and the dense MLP's ``gelu_tanh(gate) * up`` in one launch.

A Gemma-4 MoE layer runs its dense MLP beside the experts, on the same
post-attention stream: the router's top-k and the MLP's gelu·up do not
depend on each other, and at decode each is a launch of a few microseconds
that mostly waits. One grid runs both: programs ``0 .. T-1`` route a token
each (``router_topk_softmax_scale.router_row``), the rest take a tile of gelu·up each
(``gelu_tanh_mul.gelu_tile``). The router's programs come first, so the
experts' input is ready as early as in its own launch.

Both branches are the single-op kernels' code, so the outputs are bit for bit
theirs (tested): numerics as ``reference.router_topk_softmax_scale`` and
``reference.gelu_tanh_mul``. The whole grid runs the router's warps (one for
128 experts); a gelu tile is ``GELU_BLOCK_PER_WARP`` columns per warp.

``launch_quant_fp8`` (``router_topk_gelu_mul_quant_fp8``) is the launch of an FP8-dynamic
model (26B-A4B), whose dense MLP's down projection is an FP8 GEMM: the gelu programs take a
row each and write only its e4m3 values and fp32 scale (``gelu_tanh_mul_quant_fp8``'s
contract, bit for bit). A scale needs its whole row's max, so a program walks its row twice in
tiles: once for the max, once to quantize, recomputing the product (its inputs read again,
from L2).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from . import gelu_tanh_mul as gelu
from . import router_topk_softmax_scale as router
from .gelu_tanh_mul import gelu_mul_values, gelu_tile
from .inputs import rows
from .router_topk_softmax_scale import router_row
from .rowquant import quantize, row_scale

GELU_BLOCK_PER_WARP = 512


@triton.jit
def _gelu_mul_quant_row(row, gate_ptr, up_ptr, q_ptr, q_scale_ptr, gate_stride, up_stride, q_stride, I,
                        BLOCK: tl.constexpr):
    """Row ``row`` of ``gelu_tanh_mul`` quantized per token: its max in one walk, the codes in another."""
    row = row.to(tl.int64)
    gate_row, up_row = gate_ptr + row * gate_stride, up_ptr + row * up_stride
    offs = tl.arange(0, BLOCK)
    amax = tl.zeros((BLOCK,), dtype=tl.float32)
    for c0 in range(0, I, BLOCK):
        amax = tl.maximum(amax, tl.abs(gelu_mul_values(gate_row, up_row, c0 + offs, I)))
    scale, inv = row_scale(tl.max(amax, axis=0))
    for c0 in range(0, I, BLOCK):
        c = c0 + offs
        tl.store(q_ptr + row * q_stride + c, quantize(gelu_mul_values(gate_row, up_row, c, I), inv), mask=c < I)
    tl.store(q_scale_ptr + row, scale)


@triton.jit
def _router_topk_gelu_mul_kernel(
    logits_ptr, scale_ptr, weights_ptr, ids_ptr,
    logits_stride, scale_stride, weights_stride, ids_stride,
    E,
    gate_ptr, up_ptr, out_ptr, q_scale_ptr,
    gate_stride, up_stride, out_stride,
    I,
    ROUTER_ROWS,
    TILES,
    K: tl.constexpr,
    BLOCK_E: tl.constexpr,
    BLOCK_K: tl.constexpr,
    LOW: tl.constexpr,
    ROW64: tl.constexpr,
    BLOCK: tl.constexpr,
    QUANT: tl.constexpr,
):
    pid = tl.program_id(0)
    if pid < ROUTER_ROWS:
        router_row(
            pid, logits_ptr, scale_ptr, weights_ptr, ids_ptr,
            logits_stride, scale_stride, weights_stride, ids_stride, E, K, BLOCK_E, BLOCK_K, LOW, ROW64,
        )
    elif QUANT:  # a row a program; out_ptr holds the e4m3 codes
        _gelu_mul_quant_row(pid - ROUTER_ROWS, gate_ptr, up_ptr, out_ptr, q_scale_ptr, gate_stride, up_stride,
                            out_stride, I, BLOCK)
    else:
        q = pid - ROUTER_ROWS
        gelu_tile(q // TILES, q % TILES, gate_ptr, up_ptr, out_ptr, gate_stride, up_stride, out_stride, I, BLOCK)


def check(logits, per_expert_scale, k, gate, up) -> Optional[str]:
    """Why ``launch`` cannot take these inputs, or None."""
    return router.check(logits, per_expert_scale, k) or gelu.check(gate, up)


def launch(logits: torch.Tensor, per_expert_scale: torch.Tensor, k: int, as_moe_input: bool,
           gate: torch.Tensor, up: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """``router_topk_softmax_scale.launch(logits, per_expert_scale, k, as_moe_input)`` and ``gelu_tanh_mul.launch(gate, up)``."""
    r = router.prepare(logits, per_expert_scale, k, as_moe_input)
    g = gelu.prepare(gate, up)
    block = min(GELU_BLOCK_PER_WARP * r.num_warps, triton.next_power_of_2(max(g.width, 1)))
    tiles = triton.cdiv(g.width, block)
    programs = r.rows + g.rows * tiles
    if programs:
        g_ptrs, g_rest = g.args[:3], g.args[3:]  # (gate, up, out), then strides and width
        _router_topk_gelu_mul_kernel[(programs,)](
            *r.args, *g_ptrs, g.out, *g_rest, r.rows, max(tiles, 1), **r.meta, BLOCK=block, QUANT=False,
            num_warps=r.num_warps,
        )
    return r.weights, r.ids, g.out


def launch_quant_fp8(logits: torch.Tensor, per_expert_scale: torch.Tensor, k: int, as_moe_input: bool,
                     gate: torch.Tensor, up: torch.Tensor
                     ) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """``(weights, ids, q, scale)``: ``router_topk_softmax_scale.launch(logits, per_expert_scale, k,
    as_moe_input)`` and ``gelu_tanh_mul_quant_fp8.launch(gate, up)``; a row of any width."""
    err = gelu.check(gate, up)
    if err:
        raise ValueError(f"router_topk_gelu_mul_quant_fp8: {err}")
    r = router.prepare(logits, per_expert_scale, k, as_moe_input)
    q = torch.empty(gate.shape, dtype=torch.float8_e4m3fn, device=gate.device)
    # Every row's program writes its scale (a zero-width row is refused by the check): no fill to launch.
    scale = torch.empty((*gate.shape[:-1], 1), dtype=torch.float32, device=gate.device)
    g2, u2, q2 = rows(gate), rows(up), rows(q)
    T, I = g2.shape
    programs = r.rows + (T if I else 0)
    if programs:
        block = min(GELU_BLOCK_PER_WARP * r.num_warps, triton.next_power_of_2(max(I, 1)))
        _router_topk_gelu_mul_kernel[(programs,)](
            *r.args, g2, u2, q2, scale, g2.stride(0), u2.stride(0), q2.stride(0), I, r.rows, 1,
            **r.meta, BLOCK=block, QUANT=True, num_warps=r.num_warps,
        )
    return r.weights, r.ids, q, scale
