"""One file per fusion: the pattern SGLang's Gemma-4 code emits and its fused replacement.

Importing this package registers every pass with ``gemma4_passes.registry``.
"""
