"""The fused ops the passes emit, as ``torch.ops.gemma4.*`` custom ops.

``reference`` holds their plain-torch meaning (the CPU implementation and the
test oracle); ``library`` registers them with ``torch.library``: a fake
implementation for tracing, the reference for CPU, the Triton kernel of
``gemma4_passes.kernels`` for CUDA.
"""

from gemma4_passes.ops import library  # noqa: F401  (registers torch.ops.gemma4.*)
from gemma4_passes.ops import allreduce  # noqa: F401  (registers torch.ops.gemma4.allreduce_*)
