"""One file per fusion: the pattern SGLang's Gemma-4 code emits and its fused replacement.

Importing this package registers every pass with ``gemma4_passes.registry``,
in run order (``order``): the bigger patterns first, so that a pattern that is
a part of another (the dense post-attention block inside the MoE one, the
dense FFN tail inside the MoE one) only takes what the bigger one left;
``router_gelu`` after the router and gelu passes, whose ops it joins;
``next_input_norm`` after them, since it extends the tail ops the others made;
``gelu_quant_fp8`` and ``norm_quant_fp8`` after those, since they take in the
FP8 quantization of the ops' outputs;
``gemv``, ``scaled_mm_fp8`` and ``skinny_mm`` after them, since the fused ops are their inputs
(``gate_up_gelu`` right after ``gemv``, whose ops it joins);
``allreduce_norms`` last, since it extends the finished norm ops.
"""

import gemma4_passes.ops  # noqa: F401  (torch.ops.gemma4.* used by the replacements)
from gemma4_passes.patterns import (  # noqa: F401
    allreduce_norms,
    ffn_tail_dense,
    ffn_tail_moe,
    gate_up_gelu,
    gelu_quant_fp8,
    gelu_tanh_mul,
    gemv,
    scaled_mm_fp8,
    moe_experts,
    next_input_norm,
    norm_quant_fp8,
    ple_tail,
    post_attn_dense,
    post_attn_moe,
    qkv_norm_rope,
    router,
    router_gelu,
    skinny_mm,
)
