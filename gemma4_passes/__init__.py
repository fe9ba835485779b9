"""gemma4-passes: Inductor passes and runtime patches for Gemma-4 under SGLang's torch.compile.

For a model you compile yourself::

    import gemma4_passes
    gemma4_passes.install()          # patches + pass manager (GEMMA4_PASSES selects passes)
    compiled = torch.compile(model)

Under SGLang nothing is needed: the ``sglang.srt.plugins`` entry point calls
``gemma4_passes.plugin.load`` in every SGLang process.
"""

from __future__ import annotations

from typing import Optional, Sequence

__version__ = "0.1.0"


def install(passes: Optional[Sequence[str]] = None, *, patches: bool = True):
    """Apply the runtime patches and install the pass manager into Inductor.

    ``passes``: pass names to enable (default: ``GEMMA4_PASSES``, else all).
    Returns the installed ``PassManager``.
    """
    from gemma4_passes import manager
    from gemma4_passes import patches as patch_set

    if patches:
        patch_set.apply(patch_set.AT_LOAD + patch_set.AT_COMPILE)
    return manager.install(passes)
