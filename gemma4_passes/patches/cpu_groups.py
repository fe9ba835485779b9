"""Tensor parallelism on a CPU: SGLang's process groups go without NCCL where no CUDA device is.

SGLang 0.5.23 builds each parallel group (``init_model_parallel_group``) with
``use_pynccl=True`` on its base platform, a CPU included. Where torch carries its
own libnccl (the CUDA wheels, such as the torch SGLang pins), the NCCL library
loads, and the communicator then enters ``torch.cuda.device(cpu)`` and raises
``ValueError: Expected a cuda device, but got: cpu``: every scheduler of a
``tp_size > 1`` server on a CPU dies before it loads the model. With no CUDA
device NCCL has nothing to run on, so this patch builds the groups with
``use_pynccl=False`` there (the groups' gloo path, what a CPU-only torch gives).
Where a CUDA device is present nothing changes.
"""

from __future__ import annotations

import functools
from typing import Callable, Dict

import torch

from gemma4_passes.patches.base import ReplaceFunctions, resolve

BUILD = "sglang.srt.distributed.parallel_state.init_model_parallel_group"


def _without_nccl_on_cpu(build: Callable) -> Callable:
    @functools.wraps(build)
    def init_model_parallel_group(*args, **kwargs):
        if not torch.cuda.is_available():
            kwargs["use_pynccl"] = False
        return build(*args, **kwargs)

    return init_model_parallel_group


class CpuGroups(ReplaceFunctions):
    def __init__(self):
        super().__init__(
            name="cpu_groups",
            description="SGLang's parallel groups go without NCCL where no CUDA device is (tensor parallelism "
                        "on a CPU)",
            without=("a server with tp_size > 1 on a CPU, with a torch that bundles NCCL, fails at start "
                     "(ValueError: Expected a cuda device, but got: cpu)"),
            targets={BUILD: "cf0355669ac6af65"},
        )

    def replacements(self) -> Dict[str, Callable]:
        return {BUILD: _without_nccl_on_cpu(resolve(BUILD))}
