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
"""

from __future__ import annotations

import json
import os
from typing import Dict

import torch

from gemma4_passes.tools import harness


def checkpoint_tensors(config, seed: int = 0, dtype: torch.dtype = torch.bfloat16) -> Dict[str, torch.Tensor]:
    """Name -> tensor, as transformers' model of ``config`` names them (tied lm_head left out)."""
    from transformers import Gemma4ForConditionalGeneration

    with torch.device("meta"):
        model = Gemma4ForConditionalGeneration(config)
    shapes = {name: tuple(t.shape) for name, t in model.state_dict().items()}
    if getattr(config.text_config, "tie_word_embeddings", getattr(config, "tie_word_embeddings", True)):
        shapes.pop("lm_head.weight", None)
    gen = torch.Generator().manual_seed(seed)
    return {name: harness.random_weight(name, shape, gen).to(dtype).contiguous() for name, shape in sorted(shapes.items())}


def write_checkpoint(out_dir: str, variant: str, scale: str = "small", seed: int = 0,
                     dtype: torch.dtype = torch.bfloat16) -> str:
    """Write ``config.json`` and ``model.safetensors`` of a random ``variant`` to ``out_dir``."""
    from safetensors.torch import save_file

    config = harness.build_mm_config(variant, scale)
    config.torch_dtype = str(dtype).removeprefix("torch.")
    os.makedirs(out_dir, exist_ok=True)
    tensors = checkpoint_tensors(config, seed=seed, dtype=dtype)
    save_file(tensors, os.path.join(out_dir, "model.safetensors"), metadata={"format": "pt"})
    with open(os.path.join(out_dir, "config.json"), "w") as f:
        json.dump(config.to_dict(), f, indent=1, sort_keys=True)
    return out_dir
