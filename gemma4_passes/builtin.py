"""The passes gemma4-passes ships, as the registry sees them once they are registered.

The registry knows no pass of its own: the cleanup passes (``cleanup``) and the
fusions (``patterns/``) register themselves when imported, and they import the
registry, not the other way round. Whatever runs or lists the shipped passes (the
manager, the plugin's start-up check, the CLI, the tools) asks here.
"""

from __future__ import annotations

import os
from typing import Dict, List

from gemma4_passes import registry


def passes() -> Dict[str, registry.PassInfo]:
    """Every registered pass, the shipped ones included, by name in run order."""
    import gemma4_passes.cleanup  # noqa: F401
    import gemma4_passes.patterns  # noqa: F401

    return registry.registered()


def selected_from_env() -> List[str]:
    """The passes ``GEMMA4_PASSES`` enables, in run order (an unknown name raises)."""
    return registry.parse_selection(os.environ.get(registry.ENV_SELECTION), list(passes()))
