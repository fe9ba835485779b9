"""Every pass in one table, in run order: what it writes, which kernel runs that, what the
kernel is checked against, and where its tests are.

One lookup answers "where is X": the pass ``name`` is the ``GEMMA4_PASSES`` name and
its class lives in ``pattern`` (``patterns/<file>``, or ``gemma4_passes/cleanup.py``
for the utility passes); ``ops`` are the ``torch.ops.gemma4`` ops its replacements
call (declared, with their fake and CPU implementations, in ``ops/library.py``;
the all-reduce forms in ``ops/allreduce.py``);
``kernels`` the Triton modules under ``gemma4_passes/kernels/`` that run those ops on
CUDA; ``references`` the functions of ``ops/reference.py`` (eager torch, the same
roundings) that the kernels and the CPU implementations are compared with;
``tests`` the files under ``tests/`` that prove the pass matches, refuses near
misses and keeps the numbers. Every kernel is also checked by
``tests/test_kernels_triton.py`` (interpreter) and ``tests/gpu/test_kernels_gpu.py``,
every op by ``tests/test_ops.py`` and ``tests/test_op_meta.py``.

A pass is named for the place in the layer it fuses, an op (and its kernel and
reference) for the math it computes. One op serves several passes
(``rmsnorm_add_scale``: ``ffn_tail_dense``, ``ple_tail``, and through
``next_input_norm`` its ``_next_norm`` form), so where the names differ, they
differ on purpose; this table is the translation.

The run order is this table's order and nothing else (``registry`` reads it): a pass
comes after those whose output it reads. The manager also drops no-op arithmetic
before the first pass (``cleanup.DropNoops``: not a pass, nothing to select).
``tests/test_fusions.py`` checks every row against the code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Tuple


@dataclass(frozen=True)
class Fusion:
    name: str
    pattern: str
    ops: Tuple[str, ...] = ()
    kernels: Tuple[str, ...] = ()
    references: Tuple[str, ...] = ()
    tests: Tuple[str, ...] = ()
    why_here: str = ""


FUSIONS: Tuple[Fusion, ...] = (
    # Utility passes: put the graph in the form the patterns expect.
    Fusion("unscatter_views", "gemma4_passes/cleanup.py",
           tests=("test_patterns_qkv.py",),
           why_here="first: undoes the in-place q/k/v writes the qkv patterns cannot see through"),
    Fusion("unshare_rope", "gemma4_passes/cleanup.py",
           tests=("test_frozen_graphs.py",),
           why_here="before qkv_norm_rope: each layer's own rope read under freezing"),
    Fusion("unshare_scalars", "gemma4_passes/cleanup.py",
           tests=("test_fp8_unwrap.py",),
           why_here="before the FP8 fusions: each quantization's own zero under freezing"),
    # Fusions.
    Fusion("qkv_norm_rope", "patterns/qkv_norm_rope.py",
           ops=("qkv_norm_rope", "qk_norm_rope"), kernels=("qkv_norm_rope",),
           references=("qkv_norm_rope", "qk_norm_rope"), tests=("test_patterns_qkv.py", "test_geometry_fuzz.py")),
    Fusion("q_norm_rope", "patterns/qkv_norm_rope.py",
           ops=("q_norm_rope",), kernels=("qkv_norm_rope",), references=("q_norm_rope",),
           tests=("test_patterns_qkv.py",), why_here="after qkv_norm_rope: what is left is a kv-shared layer's q"),
    Fusion("post_attn_moe", "patterns/post_attn_moe.py",
           ops=("post_attn_norms_moe",), kernels=("post_attn_norms_moe",), references=("post_attn_norms_moe",),
           tests=("test_patterns.py", "test_patterns_gemv_forms.py", "test_geometry_fuzz.py"),
           why_here="before post_attn_dense, whose pattern is a part of it"),
    Fusion("ffn_tail_moe", "patterns/ffn_tail_moe.py",
           ops=("ffn_tail_moe",), kernels=("ffn_tail_moe",), references=("ffn_tail_moe",),
           tests=("test_patterns.py", "test_patterns_gemv_forms.py", "test_geometry_fuzz.py"),
           why_here="before ffn_tail_dense, whose pattern is a part of it"),
    Fusion("post_attn_dense", "patterns/post_attn_dense.py",
           ops=("rmsnorm_add_rmsnorm",), kernels=("rmsnorm_add_rmsnorm",), references=("rmsnorm_add_rmsnorm",),
           tests=("test_patterns.py", "test_patterns_gemv_forms.py", "test_geometry_fuzz.py")),
    Fusion("ffn_tail_dense", "patterns/ffn_tail_dense.py",
           ops=("rmsnorm_add_scale",), kernels=("rmsnorm_add_scale",), references=("rmsnorm_add_scale",),
           tests=("test_patterns.py", "test_patterns_gemv_forms.py", "test_geometry_fuzz.py")),
    Fusion("ple_tail", "patterns/ple_tail.py",
           ops=("rmsnorm_add_scale",), kernels=("rmsnorm_add_scale",), references=("rmsnorm_add_scale",),
           tests=("test_patterns.py", "test_patterns_gemv_forms.py", "test_geometry_fuzz.py")),
    Fusion("router", "patterns/router.py",
           ops=("router_topk_softmax_scale",), kernels=("router_topk_softmax_scale",),
           references=("router_topk_softmax_scale",),
           tests=("test_patterns.py", "test_router_fix.py", "test_geometry_fuzz.py")),
    Fusion("gelu_tanh_mul", "patterns/gelu_tanh_mul.py",
           ops=("gelu_tanh_mul",), kernels=("gelu_tanh_mul",), references=("gelu_tanh_mul",),
           tests=("test_patterns.py",)),
    Fusion("gelu_quant_fp8", "patterns/gelu_quant_fp8.py",
           ops=("gelu_tanh_mul_quant_fp8",), kernels=("gelu_tanh_mul_quant_fp8",),
           references=("gelu_tanh_mul_quant_fp8",), tests=("test_pattern_fp8_quant.py",),
           why_here="after gelu_tanh_mul, whose op it takes in (on CUDA it matches the plain product); before "
                    "router_gelu, which pairs its op with a router"),
    Fusion("router_gelu", "patterns/router_gelu.py",
           ops=("router_topk_gelu_mul", "router_topk_gelu_mul_quant_fp8"), kernels=("router_topk_gelu_mul",),
           references=("router_topk_gelu_mul", "router_topk_gelu_mul_quant_fp8"),
           tests=("test_pattern_router_gelu.py",),
           why_here="after router, gelu_tanh_mul and gelu_quant_fp8, whose ops it joins"),
    Fusion("moe_experts", "patterns/moe_experts.py",
           ops=("moe_experts",), kernels=("moe_experts",), references=("moe_experts",),
           tests=("test_pattern_moe_experts.py", "test_geometry_fuzz.py")),
    Fusion("moe_experts_fp8", "patterns/moe_experts_fp8.py",
           ops=("moe_experts_fp8",), kernels=("moe_experts_fp8",), references=("moe_experts_fp8",),
           tests=("test_pattern_moe_experts_fp8.py",)),
    Fusion("next_input_norm", "patterns/next_input_norm.py",
           ops=("rmsnorm_add_scale_next_norm", "ffn_tail_moe_next_norm"),
           kernels=("rmsnorm_add_scale", "ffn_tail_moe"),
           references=("rmsnorm_add_scale_next_norm", "ffn_tail_moe_next_norm"),
           tests=("test_patterns.py", "test_patterns_gemv_forms.py"), why_here="after every pass that makes a tail op"),
    Fusion("norm_quant_fp8", "patterns/norm_quant_fp8.py",
           ops=("rmsnorm_quant_fp8", "rmsnorm_add_rmsnorm_quant_fp8", "rmsnorm_add_scale_quant_fp8",
                "rmsnorm_add_scale_next_norm_quant_fp8", "post_attn_norms_moe_quant_fp8",
                "ffn_tail_moe_next_norm_quant_fp8"),
           kernels=("rmsnorm_quant_fp8", "rmsnorm_add_rmsnorm_quant_fp8", "rmsnorm_add_scale_quant_fp8",
                    "post_attn_norms_moe_quant_fp8", "ffn_tail_moe_quant_fp8"),
           references=("rmsnorm_quant_fp8", "rmsnorm_add_rmsnorm_quant_fp8", "rmsnorm_add_scale_quant_fp8",
                       "rmsnorm_add_scale_next_norm_quant_fp8", "post_attn_norms_moe_quant_fp8",
                       "ffn_tail_moe_next_norm_quant_fp8"), tests=("test_pattern_fp8_quant.py",),
           why_here="after post_attn_moe, post_attn_dense, ffn_tail_moe, ffn_tail_dense and next_input_norm, whose "
                    "ops it takes in"),
    Fusion("fold_upcasts", "gemma4_passes/cleanup.py",
           tests=("test_pattern_fp8_quant.py",),
           why_here="after every pass that writes a norm op (the quantizing ones included), before gemv"),
    Fusion("gemv", "patterns/gemv.py",
           ops=("gemv", "rmsnorm_gemv", "gelu_mul_gemv"), kernels=("gemv",),
           references=("gemv", "rmsnorm_gemv", "gelu_mul_gemv"), tests=("test_pattern_gemv.py",),
           why_here="after every fusion: their ops are its inputs"),
    Fusion("gate_up_gelu", "patterns/gate_up_gelu.py",
           ops=("gate_up_gelu_gemv", "gemv"), kernels=("gemv",), references=("gate_up_gelu_gemv", "gemv"),
           tests=("test_pattern_gemv.py",), why_here="after gemv, whose gate/up and gelu*up-into-down ops it joins"),
    Fusion("scaled_mm_fp8", "patterns/scaled_mm_fp8.py",
           ops=("scaled_mm_fp8",), kernels=("gemv", "skinny_mm"), references=("scaled_mm_fp8",),
           tests=("test_pattern_scaled_mm_fp8.py",),
           why_here="beside gemv and skinny_mm, whose kernels it runs; it takes the GEMM whatever wrote its input"),
    Fusion("skinny_mm", "patterns/skinny_mm.py",
           ops=("skinny_mm",), kernels=("skinny_mm",), references=("skinny_mm",), tests=("test_pattern_skinny_mm.py",),
           why_here="after gemv: one row is gemv's"),
    Fusion("allreduce_norms", "patterns/allreduce_norms.py",
           ops=("allreduce_rmsnorm_add_rmsnorm", "allreduce_post_attn_norms_moe", "allreduce_rmsnorm_add_scale",
                "allreduce_rmsnorm_add_scale_next_norm", "allreduce_ffn_tail_moe", "allreduce_ffn_tail_moe_next_norm",
                "allreduce_rmsnorm_add_rmsnorm_quant_fp8", "allreduce_rmsnorm_add_scale_quant_fp8",
                "allreduce_rmsnorm_add_scale_next_norm_quant_fp8"),
           references=("rmsnorm_add_rmsnorm", "post_attn_norms_moe", "rmsnorm_add_scale",
                       "rmsnorm_add_scale_next_norm", "ffn_tail_moe", "ffn_tail_moe_next_norm",
                       "rmsnorm_add_rmsnorm_quant_fp8", "rmsnorm_add_scale_quant_fp8",
                       "rmsnorm_add_scale_next_norm_quant_fp8"),
           tests=("test_pattern_allreduce_norms.py", "test_tp2.py"),
           why_here="last: it extends the finished norm ops (TP>1; the ops in ops/allreduce.py)"),
)

# pass name -> its place in the run order
ORDER: Dict[str, int] = {f.name: i for i, f in enumerate(FUSIONS)}
