"""One file per fusion: the pattern SGLang's Gemma-4 code emits and its fused replacement.

Importing this package registers every pass with ``gemma4_passes.registry``. The order of
the imports below does not matter: the run order, and why each pass stands where it does
(a pattern that is a part of a bigger one after it, a pass that takes in another's op after
that one), is ``gemma4_passes.fusions.FUSIONS``.
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
    moe_experts,
    moe_experts_fp8,
    next_input_norm,
    norm_quant_fp8,
    ple_tail,
    post_attn_dense,
    post_attn_moe,
    qkv_norm_rope,
    router,
    router_gelu,
    scaled_mm_fp8,
    skinny_mm,
)
