"""``torch.ops.gemma4.allreduce_*``: a tensor-parallel all-reduce and the fused op it feeds, as one op.

At TP>1 SGLang's Gemma-4 layers sum the o projection's and the MLP's (and the MoE
experts') partial outputs over the TP group, and each sum goes straight into one of
our norm ops: the post-attention block (``rmsnorm_add_rmsnorm``,
``post_attn_norms_moe``) or the FFN tail (``rmsnorm_add_scale``, ``ffn_tail_moe`` and
their ``_next_norm`` forms; the MoE tail takes two sums, the MLP's and the experts'),
or, in an FP8-dynamic dense layer, the quantizing forms of the dense ones
(``rmsnorm_add_rmsnorm_quant_fp8``, ``rmsnorm_add_scale_quant_fp8``,
``rmsnorm_add_scale_next_norm_quant_fp8``).
``allreduce_<op>(<op's arguments>, group_name)`` is that pair: the leading
``REDUCED[op]`` tensors summed over the c10d group ``group_name``, then ``<op>``.

Implementations, the same on every device for now: the reduction is
``_c10d_functional.all_reduce`` (the collective the compiled graph held, gloo on a
CPU, NCCL on CUDA) and the norm is ``torch.ops.gemma4.<op>`` (its reference on a CPU,
its Triton kernel on CUDA). The one-shot kernel that reads the peers' partial rows
from symmetric memory and normalises them in the same program is what this op is
for; it is not built (it needs two GPUs to write and measure), and the pass that
emits these ops keeps SGLang's own CUDA all-reduce (``patterns/allreduce_norms.py``).

Fake: the fed op's fake, on the same arguments.
"""

from __future__ import annotations

from typing import Dict

import torch

from gemma4_passes.ops import library

# The fed op -> how many of its leading tensor arguments are all-reduced sums.
REDUCED: Dict[str, int] = {
    "rmsnorm_add_rmsnorm": 1,
    "post_attn_norms_moe": 1,
    "rmsnorm_add_scale": 1,
    "rmsnorm_add_scale_next_norm": 1,
    "ffn_tail_moe": 2,
    "ffn_tail_moe_next_norm": 2,
    # FP8-dynamic layers: the same norms, quantizing the output the next FP8 GEMM reads
    "rmsnorm_add_rmsnorm_quant_fp8": 1,
    "rmsnorm_add_scale_quant_fp8": 1,
    "rmsnorm_add_scale_next_norm_quant_fp8": 1,
}


def fused_name(op: str) -> str:
    return f"allreduce_{op}"


def all_reduce_sum(t: torch.Tensor, group_name: str) -> torch.Tensor:
    """``t`` summed over the c10d group ``group_name``: the functional collective a compiled
    graph holds (a new tensor; ``t`` is not written)."""
    reduced = torch.ops._c10d_functional.all_reduce(t, "sum", group_name)
    return torch.ops._c10d_functional.wait_tensor(reduced)


def _schema(op: str) -> str:
    """``op``'s schema with a trailing ``str group_name``."""
    text = str(getattr(torch.ops.gemma4, op).default._schema)  # "gemma4::op(Tensor x, ...) -> ..."
    args, returns = text[text.index("("):].split(") -> ", 1)
    return f"{args}, str group_name) -> {returns}"


def _define(op: str):
    fed = getattr(torch.ops.gemma4, op).default
    n = REDUCED[op]

    def compute(*args):
        *op_args, group_name = args
        reduced = [all_reduce_sum(t, group_name) for t in op_args[:n]]
        return fed(*reduced, *op_args[n:])

    def fake(*args):
        return fed(*args[:-1])

    fused = torch.library.custom_op(f"{library.NAMESPACE}::{fused_name(op)}", compute, mutates_args=(),
                                    schema=_schema(op))
    fused.register_fake(fake)
    return fused


ALLREDUCE_OPS = {fused_name(op): _define(op) for op in REDUCED}
