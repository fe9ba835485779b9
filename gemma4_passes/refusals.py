"""Refusal rules: why a pattern pass leaves a match unfused.

A match is the search function's exact form, but the fused kernel may still not
take it: a dtype or device it has no implementation for, a row that is not
contiguous in its last dim, a width it cannot hold, a weight that is a computed
value rather than a parameter, outputs of another dtype than the op writes. A
pass's ``check`` returns the first reason these rules give (None accepts the
match); ``PatternPass`` counts and logs the refusals, and the graph is left as
it was. The kernels' own input rules are in ``kernels/inputs.py``.
"""

from __future__ import annotations

from typing import Optional, Sequence, Tuple

import torch
import torch.fx
from torch._inductor import pattern_matcher as pm

from gemma4_passes.graph_forms import node_val
from gemma4_passes.kernels.inputs import (
    DTYPES as KERNEL_DTYPES, HALF_DTYPES, MAX_NORM_WIDTH, SKINNY_MAX_N, check_gemv_input,
)

# Activation dtypes a pattern is traced for (dtype casts are baked into the
# trace; ``PatternPass.dtypes``) and a match may have: the kernels' dtypes.
# MAX_NORM_WIDTH: the widest row they hold.
DTYPES: Tuple[torch.dtype, ...] = KERNEL_DTYPES
DEVICES = ("cpu", "cuda")


def val(match: pm.Match, name: str):
    """The fake value of a matched argument (a tensor, or a plain scalar)."""
    node = match.kwargs[name]
    return node.meta.get("val") if isinstance(node, torch.fx.Node) else node


def refuse_reason(
    match: pm.Match,
    rows: Sequence[str],
    vectors: Sequence[str] = (),
    max_width: Optional[int] = MAX_NORM_WIDTH,
) -> Optional[str]:
    """Why the fused kernel cannot take this match, or None.

    ``rows``: [.., H] activations read row by row (last dim contiguous, same
    width, a supported dtype and device); ``vectors``: 1-D weights of width H
    (or scalars of one element).
    """
    width = None
    for name in rows:
        t = val(match, name)
        if not isinstance(t, torch.Tensor):
            return f"{name} is not a tensor"
        if t.dtype not in DTYPES:
            return f"{name} has dtype {t.dtype}"
        if t.device.type not in DEVICES:
            return f"{name} is on {t.device.type}"
        if t.dim() == 0 or t.stride(-1) != 1:
            return f"{name} is not contiguous in its last dim"
        w = t.shape[-1]
        if width is None:
            width = w
        elif w != width:
            return f"{name} has width {w}, not {width}"
    if max_width is not None and isinstance(width, int) and width > max_width:
        return f"width {width} > {max_width}"
    for name in vectors:
        reason = not_a_parameter(match, name)
        if reason:
            return reason
        t = val(match, name)
        if t.dim() != 1 or t.stride(-1) != 1:
            return f"{name} is not a contiguous vector"
        if rows and val(match, rows[0]).dtype == torch.float32 and t.dtype in HALF_DTYPES:
            # A bf16 model's activations seen in fp32: Inductor's batch-1
            # GEMV decomposition (coordinate-descent tuning, as SGLang sets it)
            # computes them in fp32 and drops the bf16 round trips. The fp32
            # form then matches pieces of the block, and the GEMV reductions
            # Inductor fuses these norms into are split apart (slower: bench/studies/
            # first_layer_runs/README.md, "With the attention-input fusion").
            return f"fp32 activations with a {str(t.dtype)[6:]} weight (a half-precision model's batch-1 GEMV form)"
    return None


def gemv_input_reason(match: pm.Match, name: str, like: str) -> Optional[str]:
    """``name`` in ``like``'s dtype, or fp32 beside a half-precision ``like``
    (a one-token GEMV's output: ``native.rmsnorm_of_fp32_gemv``)."""
    return check_gemv_input(name, val(match, name), val(match, like))


def output_dtype_reason(match: pm.Match, like: str) -> Optional[str]:
    """The fused op writes ``like``'s dtype: refuse a match whose outputs have
    another (a pattern traced in one dtype form, matched on tensors of another
    through type promotion, e.g. an fp32 norm added to a bf16 residual)."""
    want = val(match, like).dtype
    for node in match.output_nodes():
        v = node_val(node)
        if v is not None and v.dtype != want:
            return f"the matched output is {v.dtype}; the fused op writes {want} (the dtype of {like})"
    return None


def layer_scalar_reason(match: pm.Match, name: str, like: str) -> Optional[str]:
    """``layer_scalar``: a one-element parameter of the activations' dtype."""
    reason = not_a_parameter(match, name)
    if reason:
        return reason
    s, x = val(match, name), val(match, like)
    if s.numel() != 1 or s.dtype != x.dtype:
        return f"{name} is not a one-element tensor of {x.dtype}"
    return None


def wide_weight_reason(rows: int, out_rows: int) -> Optional[str]:
    """A decode batch's projection through a weight wider than ``skinny_mm``'s kernel takes well
    (``inputs.SKINNY_MAX_N``): left to Inductor's autotuned templates, with this reason."""
    if rows > 1 and out_rows > SKINNY_MAX_N:
        return (f"a decode batch ({rows} rows) through a weight of {out_rows} output rows (> {SKINNY_MAX_N}): "
                f"skinny_mm's last wave of programs would be nearly empty; Inductor's template keeps it")
    return None


def not_a_parameter(match: pm.Match, name: str) -> Optional[str]:
    """Weights and scalars must be the model's own tensors, not computed values.

    A wildcard would otherwise swallow an expression: ``(1 + w)`` of a
    Gemma-3 norm would bind as the weight. The result would still be exact,
    but a near miss must stay unfused and visible as such.
    """
    return node_not_a_parameter(name, match.kwargs.get(name))


def node_not_a_parameter(name: str, node) -> Optional[str]:
    """``not_a_parameter`` for a graph node itself (a pass that rewrites a node, not a match)."""
    if not isinstance(node, torch.fx.Node) or node.op not in ("placeholder", "get_attr"):
        made_by = getattr(node, "target", None) if isinstance(node, torch.fx.Node) else type(node).__name__
        return f"{name} is computed in the graph ({made_by}), not a parameter"
    if not isinstance(node.meta.get("val"), torch.Tensor):
        return f"{name} is not a tensor"
    return None
