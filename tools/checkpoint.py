"""A random Gemma-4 checkpoint in the released form, for SGLang's own loader.

``write_checkpoint`` writes a folder SGLang serves like a downloaded model:
``config.json`` of ``Gemma4ForConditionalGeneration`` (text model of a variant,
at the demo's small widths or the real ones, plus a vision tower) and
``model.safetensors`` with every tensor under the name and in the shape
transformers' ``Gemma4ForConditionalGeneration`` gives it, which is how the
released checkpoints store them (fused ``experts.gate_up_proj``, the lm_head
tied to the embedding and not stored). SGLang then loads it through its real
weight loader, router-scale folding included.

Weights are random at realistic scales (``harness.random_weight``: activations
stay O(1), nothing is zero).

``quant="fp8"`` writes it as a compressed-tensors FP8-dynamic checkpoint
(``harness.FP8_DYNAMIC`` in ``config.json``): every text projection SGLang builds
with the quant config (``harness.FP8_PROJECTIONS``) stored as e4m3 with an fp32
``weight_scale`` per output channel, quantized as such a checkpoint is
(``harness.random_fp8_weight``); embeddings, norms, the router and the vision
tower stay in ``dtype``. The MoE experts (26B-A4B) are stored one expert at a time
(``experts.<id>.{gate,up,down}_proj.weight`` and its ``weight_scale``), as released
FP8-dynamic checkpoints store them and SGLang's Gemma-4 loader reads them.
"""

from __future__ import annotations

import copy
import json
import os
from typing import Dict, Optional

import torch

from gemma4_passes.tools import harness


def checkpoint_tensors(config, seed: int = 0, dtype: torch.dtype = torch.bfloat16,
                       quant: Optional[str] = None) -> Dict[str, torch.Tensor]:
    """Name -> tensor, as transformers' model of ``config`` names them (tied lm_head left out);
    ``quant="fp8"``: the FP8 projections as e4m3 weights plus their ``weight_scale``."""
    from transformers import Gemma4ForConditionalGeneration

    with torch.device("meta"):
        model = Gemma4ForConditionalGeneration(config)
    shapes = {name: tuple(t.shape) for name, t in model.state_dict().items()}
    if getattr(config.text_config, "tie_word_embeddings", getattr(config, "tie_word_embeddings", True)):
        shapes.pop("lm_head.weight", None)
    gen = torch.Generator().manual_seed(seed)
    tensors = {}
    for name, shape in sorted(shapes.items()):
        if quant == "fp8" and name.endswith((".experts.gate_up_proj", ".experts.down_proj")):
            tensors.update(_fp8_experts(name, shape, gen))
        elif quant == "fp8" and harness.is_fp8_projection(name):
            tensors[name], tensors[name + "_scale"] = harness.random_fp8_weight(shape, gen)
        else:
            tensors[name] = harness.random_weight(name, shape, gen).to(dtype).contiguous()
    return tensors


def _fp8_experts(name: str, shape, gen: torch.Generator) -> Dict[str, torch.Tensor]:
    """transformers' fused ``experts.gate_up_proj`` ``[E, 2I, H]`` (or ``experts.down_proj``
    ``[E, H, I]``) as an FP8 checkpoint stores it: per expert ``gate_proj`` and ``up_proj``
    (``down_proj``), each an e4m3 weight with its ``weight_scale`` per output channel."""
    prefix, fused = name.rsplit(".", 1)
    parts = ("gate_proj", "up_proj") if fused == "gate_up_proj" else ("down_proj",)
    experts, rows, cols = shape
    out = {}
    for e in range(experts):
        for part in parts:
            key = f"{prefix}.{e}.{part}.weight"
            out[key], out[key + "_scale"] = harness.random_fp8_weight((rows // len(parts), cols), gen)
    return out


def write_checkpoint(out_dir: str, variant: str, scale: str = "small", seed: int = 0,
                     dtype: torch.dtype = torch.bfloat16, quant: Optional[str] = None) -> str:
    """Write ``config.json`` and ``model.safetensors`` of a random ``variant`` to ``out_dir``."""
    from safetensors.torch import save_file

    if quant not in (None, "fp8"):
        raise ValueError(f"quant {quant!r}: only None and 'fp8' (compressed-tensors FP8-dynamic) are written")
    config = harness.build_mm_config(variant, scale)
    config.torch_dtype = str(dtype).removeprefix("torch.")
    os.makedirs(out_dir, exist_ok=True)
    tensors = checkpoint_tensors(config, seed=seed, dtype=dtype, quant=quant)
    save_file(tensors, os.path.join(out_dir, "model.safetensors"), metadata={"format": "pt"})
    d = config.to_dict()
    if quant == "fp8":
        d["quantization_config"] = copy.deepcopy(harness.FP8_DYNAMIC)
    with open(os.path.join(out_dir, "config.json"), "w") as f:
        json.dump(d, f, indent=1, sort_keys=True)
    return out_dir
