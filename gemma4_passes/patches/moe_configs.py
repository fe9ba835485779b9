"""SGLang's fused MoE takes measured tile configs for Gemma-4's experts where it ships none.

SGLang picks its fused-MoE Triton kernel's tiles from a JSON file per expert shape, GPU,
dtype and Triton version (``get_moe_configs``); without one it logs "Performance might be
sub-optimal" and uses ``get_default_config``. SGLang 0.5.23 has none for 26B-A4B's experts
in FP8 (E=128, N=704, ``fp8_w8a8``, per-channel weight scales: a compressed-tensors
FP8-dynamic checkpoint) on any GPU. ``gemma4_passes/moe_configs/triton_<version>/`` holds
files in SGLang's format and under SGLang's names, written by
``bench/studies/fused_moe_fp8_configs/sweep.py``: per token count the fastest of a tile grid
where it beat SGLang's default in three alternate timings, SGLang's default elsewhere (on an
H100 at 8 tokens 125 µs a call against 133).

The lookup takes ours only when SGLang has no file of its own for the exact name and Triton
version (where it has one, its file wins) and ours exists for this GPU and this Triton version;
every other shape, GPU and version goes through SGLang's lookup unchanged (its fallback to
another Triton version's file included). The second GEMM takes the first one's tiles, as under
SGLang's ``override_config`` where they were measured.
"""

from __future__ import annotations

import functools
import json
import logging
import os
from typing import Callable, Dict

from gemma4_passes.patches.base import ReplaceFunctions, resolve

logger = logging.getLogger(__name__)

_MODULE = "sglang.srt.layers.moe.moe_runner.triton_utils.fused_moe_triton_config"
_TARGET = f"{_MODULE}.get_moe_configs"
SHIPPED = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "moe_configs")


def version_dir(triton_version: str) -> str:
    """SGLang's directory name for a Triton version: ``3.6.0`` -> ``triton_3_6_0``."""
    return f"triton_{triton_version.replace('.', '_')}"


def sglang_file(file_name: str, triton_version: str) -> str:
    """Where SGLang's own lookup reads ``file_name`` for this Triton version (``SGLANG_MOE_CONFIG_DIR``
    or SGLang's package directory)."""
    root = os.environ.get("SGLANG_MOE_CONFIG_DIR", os.path.dirname(os.path.realpath(resolve(_MODULE).__file__)))
    return os.path.join(root, "configs", version_dir(triton_version), file_name)


def shipped_file(file_name: str, triton_version: str) -> str:
    return os.path.join(SHIPPED, version_dir(triton_version), file_name)


class MoeConfigs(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="moe_configs",
            description="SGLang's fused MoE takes measured tiles for Gemma-4's FP8 experts where it has none",
            targets={
                _TARGET: "2fb82c3e8fa9387d",
                f"{_MODULE}.get_config_file_name": "4b8c15a8e622f355",
                f"{_MODULE}.try_get_optimal_moe_config": "e1ab1aa5876dd06b",  # nearest token count, down tiles
            },
        )

    def replacements(self) -> Dict[str, Callable]:
        import triton

        module, original = resolve(_MODULE), resolve(_TARGET)

        @functools.lru_cache(maxsize=None)
        def get_moe_configs(E, N, dtype, block_n=0, block_k=0, per_channel_quant=False, down_moe=False):
            name = module.get_config_file_name(E, N, dtype, [block_n, block_k], per_channel_quant)
            ours = shipped_file(name, triton.__version__)
            # SGLang's own file for this lookup (the second GEMM's ``_down`` file, or the first one's, which
            # its second GEMM falls back to) wins.
            theirs = {name, module.get_config_file_name(E, N, dtype, [block_n, block_k], per_channel_quant,
                                                        down_moe=down_moe)}
            if not os.path.exists(ours) or any(os.path.exists(sglang_file(t, triton.__version__)) for t in theirs):
                return original(E, N, dtype, block_n, block_k, per_channel_quant, down_moe)
            if down_moe:
                return None  # the second GEMM takes the first one's tiles
            with open(ours) as f:
                configs = {int(k): v for k, v in json.load(f).items()}
            logger.info("gemma4-passes: fused-MoE tiles for %s from %s", name, ours)
            return configs

        get_moe_configs.__doc__ = original.__doc__
        return {_TARGET: get_moe_configs}
