"""How often each pass matches the demo's layers of each variant (``demo.build_variant``), all
passes on: the counts the layer, FP8 and TP=2 tests assert."""

# Matches of each pass for the demo's layers of each variant, all passes on:
# the attention input (q alone in a kv-shared layer), one post-attention block,
# one FFN tail, the gelu(s) and (MoE) the router per layer, the router joined
# with its layer's gelu (router_gelu), and (MoE, on CPU at every token count:
# harness.cpu_traceable_moe) the experts on SGLang's native path; PLE layers add the
# PLE tail and a second gelu. Each layer's last op also takes the norm after it
# (the next layer's input norm; after the last layer, the model's final norm).
EXPECTED_MATCHES = {
    "26b-a4b": {"qkv_norm_rope": 2, "post_attn_moe": 2, "ffn_tail_moe": 2, "router": 2, "gelu_tanh_mul": 2,
                "router_gelu": 2, "moe_experts": 2, "next_input_norm": 2},
    "31b": {"qkv_norm_rope": 2, "post_attn_dense": 2, "ffn_tail_dense": 2, "gelu_tanh_mul": 2,
            "next_input_norm": 2},
    "e4b": {"qkv_norm_rope": 2, "q_norm_rope": 2, "post_attn_dense": 4, "ffn_tail_dense": 4, "ple_tail": 4,
            "gelu_tanh_mul": 8, "next_input_norm": 4},
    "e2b": {"qkv_norm_rope": 2, "q_norm_rope": 2, "post_attn_dense": 4, "ffn_tail_dense": 4, "ple_tail": 4,
            "gelu_tanh_mul": 8, "next_input_norm": 4},
}


def nonzero(matches):
    return {k: v for k, v in matches.items() if v}
