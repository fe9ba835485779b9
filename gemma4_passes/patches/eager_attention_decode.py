"""SGLang's Triton attention decode runs eagerly inside the compiled decode graph.

Under ``--enable-torch-compile`` SGLang compiles the whole decode forward, and
Dynamo traces into ``TritonAttnBackend.forward_decode``: the KV-cache store
(SGLang's JIT ``kvcache.cuh`` kernel, through ``_set_kv_buffer``) and the
index work around the Triton decode kernels end up inside an Inductor graph.
On the H200 stack this project is measured on (torch 2.11, Triton 3.6,
SGLang 0.5.23's Triton backend), CUDA-graph capture of that compiled decode
fails with an illegal memory access in the KV-cache store, at batch sizes 1
and 4, with or without this plugin; a server captured at batch size 1 alone
decodes token 0. With ``forward_decode`` left to run eagerly (Dynamo breaks
the graph there, CUDA-graph capture records it as it records the rest), the
same server captures and its greedy tokens equal the eager server's
(``bench/engine_gpu/README.md``).

Nothing our passes fuse lives in ``forward_decode``: the fusions sit before
it (q/k/v norms and RoPE) and after it (o projection, norms, MLP/MoE). The
graph break costs no launch under CUDA-graph replay; Inductor could not fuse
across SGLang's attention kernels anyway.

AT_COMPILE: only a compiled decode is concerned; the class is patched in the
process that compiles, before the graph runner captures.
"""

from __future__ import annotations

import torch

from gemma4_passes.patches.base import WrapMethods

TARGET = "sglang.srt.layers.attention.triton_backend.TritonAttnBackend.forward_decode"


class EagerAttentionDecode(WrapMethods):
    def __init__(self):
        super().__init__(
            name="eager_attention_decode",
            description="the Triton attention backend's decode runs eagerly inside the compiled decode graph",
            without=("SGLang's compiled decode traces the KV-cache store into Inductor; on torch 2.11 "
                     "CUDA-graph capture then fails with an illegal memory access"),
            targets={TARGET: "7577d9e3055af8a4"},
        )

    def applicable(self):
        if not torch.cuda.is_available():
            return "no CUDA device: SGLang's Triton attention backend runs on CUDA only"
        return None

    def wrappers(self):
        def wrap_forward_decode(original):
            @torch.compiler.disable
            def forward_decode(self, *args, **kwargs):
                return original(self, *args, **kwargs)

            return forward_decode

        return {TARGET: wrap_forward_decode}
