"""Breakable prefill CUDA graphs for multimodal Gemma-4 (opt-in).

SGLang 0.5.23 captures prefill with "breakable" CUDA graphs: the transformer
body (``layer_model.forward``, here ``Gemma4TextModel``) is captured against
static ``input_ids`` / ``input_embeds`` / ``positions`` buffers, attention runs
eagerly between graph segments, and the outer model forward (vision tower,
embedding merge, LM head) stays eager. Multimodal architectures are turned off
unless allowlisted (``multimodal_breakable_cuda_graph_supported_model_archs``);
Gemma-4's is not. On 26B-A4B a hand-written port (a public pull request, on B200) reported TPOT 10.97 -> 9.80 ms with the
language model's prefill captured.

Allowlisting alone would fail at capture: the runner calls
``Gemma4TextModel.forward(input_ids, positions, batch, input_embeds=...)`` with
both ids and embeddings (a multimodal runner registers the embeddings buffer),
and Gemma-4 rejects that. So the patch also gives that call a meaning: the
activations are the embeddings (what replay copies the live, image-merged
embeddings into), and the per-layer inputs of E2B/E4B are computed from the
ids with image/video/audio placeholders mapped to the pad id, exactly as
``Gemma4ForConditionalGeneration.forward`` computes them eagerly (the replayed
body ignores the ones the eager forward passes). SGLang's own callers never
pass both, so nothing else changes. kv-shared layers (``key=value=None``)
need nothing: 0.5.23's eager attention region in ``RadixAttention.forward``
allocates its output from ``q`` and slices ``k``/``v`` only when present.

Opt-in (``GEMMA4_MM_PREFILL_GRAPHS=1``) because what a CPU can check is the
resolution and the captured body's arithmetic; capture and replay themselves
(static buffers, the image bidirectional mask under replay) need a GPU. Not
with ``SGLANG_GEMMA_OUT_OF_PLACE_POSITION_MUTATION``: the eager forward then
adds Gemma's position offset to a copy, which the replayed body never sees.

AT_LOAD: the allowlist is read when ``ModelConfig`` is built (argument
resolution in the launching process, model loading in each scheduler).
"""

from __future__ import annotations

from typing import Optional

import torch

from gemma4_passes.patches.base import WrapMethods, env_switch, resolve

OPT_IN = "GEMMA4_MM_PREFILL_GRAPHS"
ARCHITECTURES = ("Gemma4ForConditionalGeneration",)
ALLOWLIST = "sglang.srt.configs.model_config.multimodal_breakable_cuda_graph_supported_model_archs"
_TEXT_MODEL = "sglang.srt.models.gemma4_causal.Gemma4TextModel"
_MM_MODEL = "sglang.srt.models.gemma4_mm.Gemma4ForConditionalGeneration"
_RUNNER = "sglang.srt.model_executor.runner.prefill_cuda_graph_runner"

# Set on the language model by the multimodal model: (pad id, placeholder ids).
PLACEHOLDERS_ATTR = "_gemma4_ple_placeholders"


def ple_ids(input_ids: torch.Tensor, placeholders) -> torch.Tensor:
    """Token ids for the per-layer embedding: multimodal placeholders become pad."""
    if not placeholders:
        return input_ids
    pad, tokens = placeholders
    for token in tokens:
        input_ids = torch.where(input_ids == token, pad, input_ids)
    return input_ids


def _opted_in() -> bool:
    return env_switch(OPT_IN, False)


class MmPrefillGraphs(WrapMethods):
    def __init__(self):
        super().__init__(
            name="mm_prefill_graphs",
            description=f"breakable prefill CUDA graphs for multimodal Gemma-4 (opt-in: {OPT_IN}=1)",
            targets={
                "sglang.srt.configs.model_config.is_multimodal_breakable_cuda_graph_supported": "9ca69e77fafa72cc",
                "sglang.srt.arg_groups.cuda_graph_hook.disable_breakable_cudagraph_if_incompatible": "4c3fef3ba8a05f57",
                f"{_TEXT_MODEL}.forward": "e83830e23e965e49",
                f"{_MM_MODEL}.__init__": "952b085243ca0669",
                f"{_MM_MODEL}.forward": "072bd23683f77baa",
                # What the runner captures and replays: the body, called with
                # ids + embeddings, its positions, and the replay hook.
                f"{_RUNNER}._build_layer_model_forward_kwargs": "ba90e440121b749f",
                f"{_RUNNER}.PrefillCudaGraphRunner._run_forward": "466d57267ab867fc",
                f"{_RUNNER}.PrefillCudaGraphRunner._execute_body_capture": "70fc5e0faedc1627",
                f"{_RUNNER}.PrefillCudaGraphRunner._get_layer_model_positions": "9550e70eca68863a",
                # kv-shared layers (no key/value) in the eager attention region.
                "sglang.srt.layers.radix_attention.RadixAttention.forward": "55e4295da33d1f0f",
                "sglang.srt.layers.radix_attention.RadixAttention._eager_attention": "b22d5e07405fbaf2",
                "sglang.srt.layers.attention.graph_utils.allocate_attention_outputs": "0208bd2a1bfdadaf",
            },
        )

    def check_settings(self) -> None:
        """The opt-in, read as every switch is."""
        _opted_in()

    def applicable(self) -> Optional[str]:
        if not _opted_in():
            return f"opt in with {OPT_IN}=1"
        from sglang.srt.environ import envs

        if envs.SGLANG_GEMMA_OUT_OF_PLACE_POSITION_MUTATION.get():
            return "SGLANG_GEMMA_OUT_OF_PLACE_POSITION_MUTATION is set: replay would miss the position offset"
        return None

    def wrappers(self):
        def wrap_text_forward(original):
            def forward(self, input_ids, positions, forward_batch, input_embeds=None,
                        per_layer_inputs=None, pp_proxy_tensors=None, **kwargs):
                if input_ids is not None and input_embeds is not None and self.pp_group.is_first_rank:
                    # The prefill graph body: activations from the embeddings buffer.
                    if per_layer_inputs is None:
                        placeholders = getattr(self, PLACEHOLDERS_ATTR, None)
                        per_layer_inputs = self.get_per_layer_inputs(ple_ids(input_ids, placeholders))
                    input_ids = None
                return original(self, input_ids, positions, forward_batch, input_embeds,
                                per_layer_inputs, pp_proxy_tensors, **kwargs)

            return forward

        def wrap_mm_init(original):
            def __init__(self, config, *args, **kwargs):
                original(self, config, *args, **kwargs)
                pad = config.text_config.pad_token_id
                tokens = tuple(
                    t for t in (getattr(config, n, None) for n in
                                ("image_token_id", "video_token_id", "audio_token_id"))
                    if t is not None
                )
                setattr(self.language_model, PLACEHOLDERS_ATTR, (pad, tokens))

            return __init__

        return {f"{_TEXT_MODEL}.forward": wrap_text_forward, f"{_MM_MODEL}.__init__": wrap_mm_init}

    def _apply(self) -> None:
        super()._apply()
        allowlist = resolve(ALLOWLIST)
        self._added = [a for a in ARCHITECTURES if a not in allowlist]
        allowlist.extend(self._added)

    def _revert(self) -> None:
        allowlist = resolve(ALLOWLIST)
        for arch in getattr(self, "_added", []):
            while arch in allowlist:
                allowlist.remove(arch)
        self._added = []
        super()._revert()
