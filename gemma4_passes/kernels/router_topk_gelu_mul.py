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
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch
import triton
import triton.language as tl

from . import gelu_tanh_mul as gelu
from . import router_topk_softmax_scale as router
from .gelu_tanh_mul import gelu_tile
from .router_topk_softmax_scale import router_row

GELU_BLOCK_PER_WARP = 512


@triton.jit
def _router_topk_gelu_mul_kernel(
    logits_ptr, scale_ptr, weights_ptr, ids_ptr,
    logits_stride, scale_stride, weights_stride, ids_stride,
    E,
    gate_ptr, up_ptr, out_ptr,
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
):
    pid = tl.program_id(0)
    if pid < ROUTER_ROWS:
        router_row(
            pid, logits_ptr, scale_ptr, weights_ptr, ids_ptr,
            logits_stride, scale_stride, weights_stride, ids_stride, E, K, BLOCK_E, BLOCK_K, LOW, ROW64,
        )
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
        _router_topk_gelu_mul_kernel[(programs,)](
            *r.args, *g.args, r.rows, max(tiles, 1), **r.meta, BLOCK=block, num_warps=r.num_warps,
        )
    return r.weights, r.ids, g.out
