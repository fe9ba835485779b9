"""``group_getters``: SGLang's deprecated group getters do not break a compiled graph.

``attention_tensor_model_parallel_all_reduce`` (what Gemma-4's layer boundary calls
after the o projection at TP>1) reaches ``get_attn_tp_group`` from an exempt caller,
whose caller lookup (``sys._getframe``) Dynamo cannot trace. The same call breaks the
graph in a world of one, so it is shown here without a second process; the TP=2
layers are in ``test_tp2.py``.
"""

from __future__ import annotations

import warnings

import pytest
import torch
import torch._dynamo

MODULE = "sglang.srt.distributed.parallel_state"


def _reduce_then_add(x):
    from sglang.srt.distributed import communication_op

    return communication_op.attention_tensor_model_parallel_all_reduce(x * 2) + 1


def _explain(fn, x):
    torch._dynamo.reset()
    return torch._dynamo.explain(fn)(x)


def test_attention_all_reduce_breaks_the_graph_without_the_patch(sglang_cpu, isolated_patch):
    x = torch.randn(3, 8)
    with isolated_patch("group_getters"):
        without = _explain(_reduce_then_add, x)
    assert (without.graph_count, without.graph_break_count) == (2, 1)
    assert "skipped" in str(without.break_reasons[0].reason)  # sys._getframe, a function Dynamo skips


def test_attention_all_reduce_stays_in_one_graph_with_the_patch(sglang_cpu, isolated_patch):
    x = torch.randn(3, 8)
    with isolated_patch("group_getters") as p:
        assert p.apply().state == "active"
        with_patch = _explain(_reduce_then_add, x)
        torch._dynamo.reset()
        compiled = torch.compile(_reduce_then_add, backend="eager", fullgraph=True)(x)
    assert (with_patch.graph_count, with_patch.graph_break_count) == (1, 0)
    torch.testing.assert_close(compiled, x * 2 + 1, rtol=0, atol=0)  # a world of one: the all-reduce is the identity


def test_eager_warnings_unchanged(sglang_cpu, isolated_patch):
    """Outside a compile the set is SGLang's: a caller outside SGLang's distributed package is
    warned once, an exempt one never, and what was warned stays warned after revert."""
    from sglang.srt.distributed import communication_op, parallel_state

    with isolated_patch("group_getters") as p:
        p.apply()
        parallel_state._ALREADY_WARNED.discard("get_attn_tp_group")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            communication_op.attention_tensor_model_parallel_all_reduce(torch.ones(2))  # exempt caller
            assert not [w for w in caught if "get_attn_tp_group" in str(w.message)]
            assert "get_attn_tp_group" not in parallel_state._ALREADY_WARNED
            parallel_state.get_attn_tp_group()  # this module is outside SGLang
            parallel_state.get_attn_tp_group()
        ours = [w for w in caught if "get_attn_tp_group() is deprecated" in str(w.message)]
        assert len(ours) == 1 and ours[0].category is DeprecationWarning
        p.revert()
        assert type(parallel_state._ALREADY_WARNED) is set
        assert "get_attn_tp_group" in parallel_state._ALREADY_WARNED


def test_changed_wrapper_source_skips_the_patch(sglang_cpu, isolated_patch):
    from gemma4_passes.patches.group_getters import GroupGetters

    p = GroupGetters()
    p.targets = {**p.targets, f"{MODULE}._warn_if_called_from_outside": "0" * 16}
    st = p.apply()
    assert st.state == "target changed" and "_warn_if_called_from_outside" in st.reason
    from sglang.srt.distributed import parallel_state

    with isolated_patch("group_getters"):
        assert type(parallel_state._ALREADY_WARNED) is set  # nothing half-applied


def test_at_compile():
    from gemma4_passes.patches import AT_COMPILE, PATCHES

    assert "group_getters" in AT_COMPILE and "group_getters" in PATCHES


@pytest.fixture(autouse=True)
def _fresh_dynamo():
    yield
    torch._dynamo.reset()
