"""SGLang's Gemma-4 layers at TP=2 on CPU (two processes, gloo, SGLang's own parallel state),
compiled with the passes.

Each variant's demo layers run at TP=1 and at TP=2 from the same weights (the TP=2
ranks load them through SGLang's weight loaders). With the all-reduces in the graph
(``_c10d_functional.all_reduce`` + ``wait_tensor`` in front of the norms the passes
fuse, and the router's replicated logits, the q/k/v of each rank's heads), every
fusion must match as often as at TP=1, in as many Dynamo graphs, every all-reduce must be
folded into the norm op it feeds (``allreduce_norms``), and both ranks' output must equal
the TP=1 eager output to fp32 rounding.
"""

from __future__ import annotations

import pytest
import torch

from expected_matches import EXPECTED_MATCHES, nonzero
from tp_ranks import run_world

# All-reduces per layer at TP>1: the o projection's and the MLP's; MoE layers reduce
# the experts' output on its own (SGLang builds both with reduce_results=False and the
# layer boundary reduces each part).
ALL_REDUCES_PER_LAYER = {"31b": 2, "26b-a4b": 3, "e4b": 2, "e2b": 2}  # E2B/E4B: the PLE projection is replicated
# ``allreduce_norms`` folds each into the norm op it feeds: the post-attention block takes the
# o projection's sum, the FFN tail the MLP's (the MoE tail the MLP's and the experts' at once).
ALLREDUCE_NORMS_PER_LAYER = 2


def _check_tp2(variant, tmp_path):
    from gemma4_passes import builtin

    passes = builtin.selected_from_env()
    (tp1,) = run_world(1, variant, dtype="float32", tokens=3, passes=passes, workdir=tmp_path)
    tp2 = run_world(2, variant, dtype="float32", tokens=3, passes=passes, workdir=tmp_path)
    ref = tp1["eager"]
    tol = 1e-4 * max(1.0, ref.abs().max().item())
    assert ref.abs().max().item() > 0.1  # never compare on (near) zeros

    assert nonzero(tp1["matches"]) == EXPECTED_MATCHES[variant]
    assert tp1["graphs"] == 1 and sum(tp1["all_reduces"]) == 0  # a world of one reduces nothing
    at_tp2 = {**EXPECTED_MATCHES[variant], "allreduce_norms": ALLREDUCE_NORMS_PER_LAYER * len(tp1["layers"])}
    for rank, r in enumerate(tp2):
        assert r["world"] == 2 and r["layers"] == tp1["layers"]
        assert nonzero(r["matches"]) == at_tp2, f"rank {rank}"
        assert not r["errors"] and not r["refused"], f"rank {rank}: {r['errors']} {r['refused']}"
        assert r["graphs"] == 1, f"rank {rank}: {r['graphs']} Dynamo graphs"
        assert sum(r["all_reduces"]) == ALL_REDUCES_PER_LAYER[variant] * len(r["layers"]), r["all_reduces"]
        assert (r["eager"] - ref).abs().max().item() <= tol, f"rank {rank}: TP=2 eager vs TP=1 eager"
        assert (r["compiled"] - ref).abs().max().item() <= tol, f"rank {rank}: TP=2 compiled vs TP=1 eager"
        assert torch.isfinite(r["compiled"]).all()
    assert torch.equal(tp2[0]["compiled"], tp2[1]["compiled"])  # replicated activations agree bit for bit


def test_moe_layers_at_tp2(tmp_path):
    _check_tp2("26b-a4b", tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["31b", "e4b", "e2b"])
def test_dense_layers_at_tp2(tmp_path, variant):
    _check_tp2(variant, tmp_path)


@pytest.mark.slow
def test_moe_layers_at_tp2_without_group_getters(tmp_path, monkeypatch):
    """Without the ``group_getters`` patch each attention all-reduce breaks the graph, and the
    fusions across the o projection's all-reduce (the post-attention block, the router and
    FFN tail of the layer after a break) are lost: the patch is what keeps TP=2 whole."""
    from gemma4_passes import builtin

    passes = builtin.selected_from_env()
    run_world(1, "26b-a4b", dtype="float32", tokens=3, passes=passes, workdir=tmp_path)  # the weights
    monkeypatch.setenv("GEMMA4_PATCH_GROUP_GETTERS", "0")
    tp2 = run_world(2, "26b-a4b", dtype="float32", tokens=3, passes=passes, workdir=tmp_path)
    for r in tp2:
        assert r["graphs"] > 1
        assert r["matches"]["post_attn_moe"] < EXPECTED_MATCHES["26b-a4b"]["post_attn_moe"]
