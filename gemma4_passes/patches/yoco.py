"""YOCO fast prefill for Gemma-4 E2B/E4B: the kv-shared layers run on last tokens only.

E2B (20 of 35 layers) and E4B (18 of 42) end in kv-shared layers: they write no
KV and read the cache of an earlier layer. In a prefill, their only rows that
reach the LM head are each request's last token (the logits processor picks
``cumsum(extend_seq_lens) - 1``), so everything they compute for the other
rows is thrown away. Before the first kv-shared layer this patch keeps the
last row of each request (hidden state, position, per-layer input), rebuilds
the attention metadata for a batch of one new token per request over the full
prefix (the earlier layers have already written that prefix's KV), runs the
kv-shared layers, restores the batch and its metadata, and scatters the rows
back to their places in a full-size output. A hand-written port of this change to
SGLang's model code (a public pull request, on B200) reported 1.51x (E2B) and 1.30x (E4B) prefill throughput on 7000-token prompts.

Eligible only when all hold, else SGLang's forward runs unchanged: the model
has kv-shared layers on this (single) pipeline stage; an EXTEND batch with a
request of more than one new token; no logprobs (prompt logprobs need every
row); hidden states captured neither in full nor at a layer of the shared
range; not inside a prefill CUDA graph (static shapes); no attention data
parallelism (token counts are synchronised across ranks), no LoRA, no
multimodal inputs (their attention masks are per token). Off:
``GEMMA4_PATCH_YOCO=0``.

Each prefill that takes the fast path is a ``yoco`` event in ``GEMMA4_STATS_FILE`` (its
requests and tokens): the Engine tests count them.

Rows other than the last of each request are zeros in the output: the logits
processor never reads them when no logprobs are asked for.

AT_LOAD: the forward runs in the scheduler process, which loads plugins before
it builds the model.
"""

from __future__ import annotations

from typing import List, Optional

import torch

from gemma4_passes.patches.base import WrapMethods

_TEXT_MODEL = "sglang.srt.models.gemma4_causal.Gemma4TextModel"

# ForwardBatch fields the truncated batch changes, restored afterwards.
_TRUNCATED_FIELDS = (
    "input_ids", "positions", "out_cache_loc", "extend_num_tokens", "extend_seq_lens",
    "extend_prefix_lens", "extend_start_loc", "extend_seq_lens_cpu", "extend_prefix_lens_cpu",
    "num_token_non_padded", "global_num_token_non_padded_cpu",
)


def first_kv_shared_layer(model) -> Optional[int]:
    for i in range(model.start_layer, model.end_layer):
        attn = getattr(model.layers[i], "self_attn", None)
        if attn is not None and getattr(attn, "is_kv_shared_layer", False):
            return i
    return None


def ineligible(model, forward_batch, first_shared: Optional[int]) -> Optional[str]:
    """None when the batch can take the fast path; else why not."""
    from sglang.srt.model_executor.forward_batch_info import CaptureHiddenMode, ForwardMode
    from sglang.srt.model_executor.runner_utils.prefill_graph import is_in_prefill_graph_scope

    if first_shared is None:
        return "no kv-shared layers on this stage"
    if model.pp_group.world_size > 1:
        return "pipeline parallel"
    if forward_batch.forward_mode != ForwardMode.EXTEND:
        return f"forward mode {forward_batch.forward_mode}"
    lens = forward_batch.extend_seq_lens_cpu
    if not lens or max(lens) <= 1:
        return "no request with more than one new token"
    if forward_batch.return_logprob:
        return "logprobs requested"
    mode = forward_batch.capture_hidden_mode
    if mode is not None and mode == CaptureHiddenMode.FULL:
        return "all hidden states captured"
    if any(v >= first_shared for v in model.layers_to_capture):
        return "hidden states captured inside the kv-shared range"
    if is_in_prefill_graph_scope():
        return "prefill CUDA graph"
    if forward_batch.global_num_tokens_cpu is not None:
        return "attention data parallelism"
    if forward_batch.lora_ids is not None and any(i is not None for i in forward_batch.lora_ids):
        return "LoRA"
    if forward_batch.contains_mm_inputs():
        return "multimodal inputs"
    return None


def last_token_rows(forward_batch) -> torch.Tensor:
    lens = torch.tensor(forward_batch.extend_seq_lens_cpu, dtype=torch.long)
    return (torch.cumsum(lens, 0) - 1).to(forward_batch.positions.device)


class _TruncatedBatch:
    """The batch as one new token per request over its full prefix, and back."""

    def __init__(self, forward_batch, rows: torch.Tensor, attn_backend):
        self.fb, self.rows, self.backend = forward_batch, rows, attn_backend
        self.saved = {name: getattr(forward_batch, name) for name in _TRUNCATED_FIELDS}

    def __enter__(self):
        fb, rows = self.fb, self.rows
        bs = rows.numel()
        seq_cpu: List[int] = [p + n for p, n in zip(fb.extend_prefix_lens_cpu, fb.extend_seq_lens_cpu)]
        fb.input_ids = fb.input_ids[rows] if fb.input_ids is not None else None
        fb.positions = fb.positions[rows]
        fb.out_cache_loc = fb.out_cache_loc[rows] if fb.out_cache_loc is not None else None
        fb.extend_num_tokens = bs
        lens_dtype = fb.extend_seq_lens.dtype if fb.extend_seq_lens is not None else torch.int32
        fb.extend_seq_lens = torch.ones(bs, dtype=lens_dtype, device=rows.device)
        fb.extend_prefix_lens = (fb.seq_lens - 1).to(lens_dtype)
        fb.extend_start_loc = torch.arange(bs, dtype=lens_dtype, device=rows.device)
        fb.extend_seq_lens_cpu = [1] * bs
        fb.extend_prefix_lens_cpu = [s - 1 for s in seq_cpu]
        if fb.num_token_non_padded is not None:
            fb.num_token_non_padded = torch.full_like(fb.num_token_non_padded, bs)
        if fb.global_num_token_non_padded_cpu is not None:
            fb.global_num_token_non_padded_cpu = bs
        self.backend.init_forward_metadata(fb)
        return self

    def __exit__(self, *exc):
        for name, value in self.saved.items():
            setattr(self.fb, name, value)
        self.backend.init_forward_metadata(self.fb)
        return False


def yoco_forward(model, input_ids, positions, forward_batch, input_embeds,
                 per_layer_inputs, first_shared, **kwargs):
    """``Gemma4TextModel.forward`` (single stage) with the kv-shared layers on last tokens.

    Mirrors SGLang's body step for step up to the shared range; the source it
    mirrors is fingerprinted.
    """
    from sglang.srt.layers.layer_boundary.residual import batch as residual_batch
    from sglang.srt.model_executor.forward_context import get_attn_backend
    from sglang.srt.models.gemma4_causal import AuxHiddenStateList

    if (input_ids is None) ^ (input_embeds is not None):
        raise ValueError("You must specify exactly one of input_ids or inputs_embeds")
    if input_ids is not None:
        input_embeds = model.embed_tokens(input_ids)
        per_layer_inputs = model.get_per_layer_inputs(input_ids)
    per_layer_inputs = model.project_per_layer_inputs(input_embeds, per_layer_inputs)
    hidden_states = input_embeds
    residual_batch.start(forward_batch)
    aux_hidden_states = AuxHiddenStateList()

    def run(layer_idx, hidden_states, positions, per_layer_inputs):
        return model.layers[layer_idx](
            positions=positions,
            hidden_states=hidden_states,
            per_layer_input=per_layer_inputs[:, layer_idx, :] if per_layer_inputs is not None else None,
            forward_batch=forward_batch,
            capture_output=aux_hidden_states.capture if layer_idx in model.layers_to_capture else None,
            **kwargs,
        )

    for layer_idx in range(model.start_layer, first_shared):
        hidden_states = run(layer_idx, hidden_states, positions, per_layer_inputs)

    # Complete the residual stream and keep each request's last row.
    full = residual_batch.fold(hidden_states, forward_batch)
    rows = last_token_rows(forward_batch)
    hidden_states = residual_batch.set_written(full[rows], forward_batch)
    positions = positions[rows]
    if per_layer_inputs is not None:
        per_layer_inputs = per_layer_inputs[rows]
    with _TruncatedBatch(forward_batch, rows, get_attn_backend()):
        for layer_idx in range(first_shared, model.end_layer):
            hidden_states = run(layer_idx, hidden_states, positions, per_layer_inputs)
        last = residual_batch.final_norm(hidden_states, forward_batch, model.norm)

    out = last.new_zeros((full.shape[0], last.shape[-1]))
    out[rows] = last
    if len(aux_hidden_states) == 0:
        return out
    return out, aux_hidden_states


class Yoco(WrapMethods):
    def __init__(self):
        super().__init__(
            name="yoco",
            description="E2B/E4B prefill: kv-shared layers run on each request's last token",
            targets={
                f"{_TEXT_MODEL}.forward": "e83830e23e965e49",
                f"{_TEXT_MODEL}.__init__": "b7e9b394300f33cf",
                "sglang.srt.models.gemma4_causal.Gemma4DecoderLayer.forward": "e184965bff2133e2",
                "sglang.srt.layers.layer_boundary.residual.batch.fold": "f50848c1c7be606f",
                "sglang.srt.layers.layer_boundary.residual.batch.set_written": "f2415c6cc7ea96be",
                "sglang.srt.layers.layer_boundary.residual.batch.final_norm": "242e96d61e14bc1e",
                # It reads only each request's last row when no logprobs are asked for.
                "sglang.srt.layers.logits_processor.LogitsProcessor.forward": "1bccba122f1df665",
            },
        )

    def wrappers(self):
        def wrap_forward(original):
            def forward(self, input_ids, positions, forward_batch, input_embeds=None,
                        per_layer_inputs=None, pp_proxy_tensors=None, **kwargs):
                first_shared = first_kv_shared_layer(self)
                if ineligible(self, forward_batch, first_shared) is None:
                    from gemma4_passes.manager import write_event

                    lens = forward_batch.extend_seq_lens_cpu
                    write_event("yoco", requests=len(lens), tokens=sum(lens))  # with GEMMA4_STATS_FILE
                    return yoco_forward(self, input_ids, positions, forward_batch, input_embeds,
                                        per_layer_inputs, first_shared, **kwargs)
                return original(self, input_ids, positions, forward_batch, input_embeds,
                                per_layer_inputs, pp_proxy_tensors, **kwargs)

            return forward

        return {f"{_TEXT_MODEL}.forward": wrap_forward}
