"""``fusions.FUSIONS``, the one table of passes, checked against the code it points to:
the run order, each pass's file, ops, kernels, references and tests, and the README's table."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest
import torch

import gemma4_passes.ops  # noqa: F401  (registers torch.ops.gemma4.*)
from gemma4_passes import builtin
from gemma4_passes.fusions import FUSIONS, ORDER
from gemma4_passes.ops import allreduce, reference

REPO = Path(__file__).resolve().parents[1]
BUILTIN_MODULES = ("gemma4_passes.cleanup", "gemma4_passes.patterns.")


def _builtin():
    return {name: info for name, info in builtin.passes().items()
            if info.factory.__module__.startswith(BUILTIN_MODULES)}


def test_the_table_is_the_run_order():
    assert list(_builtin()) == [f.name for f in FUSIONS]
    # What the passes read from each other: a change to the order must be made on purpose.
    assert list(ORDER) == [
        "unscatter_views", "unshare_rope", "unshare_scalars", "qkv_norm_rope", "q_norm_rope", "post_attn_moe",
        "ffn_tail_moe", "post_attn_dense", "ffn_tail_dense", "ple_tail", "router", "gelu_tanh_mul", "gelu_quant_fp8",
        "router_gelu", "moe_experts", "moe_experts_fp8", "next_input_norm", "norm_quant_fp8", "fold_upcasts", "gemv",
        "gate_up_gelu", "scaled_mm_fp8", "skinny_mm", "allreduce_norms",
    ]
    assert all(info.order == ORDER[name] for name, info in _builtin().items())


@pytest.mark.parametrize("fusion", FUSIONS, ids=lambda f: f.name)
def test_each_row_points_at_what_exists(fusion):
    cls = _builtin()[fusion.name].factory
    source = Path(inspect.getfile(cls)).resolve()
    assert source == (REPO / fusion.pattern).resolve(), (source, fusion.pattern)
    text = source.read_text()
    # an op the module names, or one of a table it builds (allreduce_norms derives its ops from ops.allreduce)
    tabled = [v for g in vars(inspect.getmodule(cls)).values() if isinstance(g, dict) for v in g.values()]
    for op in fusion.ops:
        assert hasattr(torch.ops.gemma4, op), op
        written = f"torch.ops.gemma4.{op}" in text or any(v is getattr(torch.ops.gemma4, op).default for v in tabled)
        assert written, f"{fusion.pattern} never writes {op}"
    for kernel in fusion.kernels:
        assert (REPO / "gemma4_passes" / "kernels" / f"{kernel}.py").is_file(), kernel
    for ref in fusion.references:
        assert callable(getattr(reference, ref, None)), ref
    for test in fusion.tests:
        assert (REPO / "tests" / test).is_file(), test
        assert fusion.name in (REPO / "tests" / test).read_text() or any(
            op in (REPO / "tests" / test).read_text() for op in fusion.ops), (test, fusion.name)


def test_every_gemma4_op_belongs_to_a_pass():
    written = {op for f in FUSIONS for op in f.ops}
    declared = set(re.findall(r'^def ([a-z_0-9]+)\(', (REPO / "gemma4_passes/ops/library.py").read_text(), re.M))
    declared = {op for op in declared if hasattr(torch.ops.gemma4, op)} | set(allreduce.ALLREDUCE_OPS)
    assert declared == written, (declared ^ written)


def test_the_readme_lists_the_fusions_in_run_order():
    readme = (REPO / "README.md").read_text()
    section = readme[readme.index("## The fusions"):readme.index("## Runtime patches")]
    listed = re.findall(r"^\| `([a-z_0-9]+)` \|", section, re.M)
    assert listed == [f.name for f in FUSIONS if f.ops], listed
