"""``allreduce_norms``: a TP all-reduce folded into the norm op it feeds.

The graphs here are SGLang's norm math (``sglang_forms``) fed by the functional
all-reduce a compiled TP layer holds (``_c10d_functional.all_reduce`` + ``wait_tensor``
over a c10d group), in this process's one-rank gloo world: the collective really runs
(a sum over one rank), so the fused op's CPU path is exercised end to end. For each
fed op the test proves: one match per graph, the all-reduce, its wait and the fed op
gone and ``gemma4.allreduce_<op>`` there, and the output equal to the same graph
compiled without the pass and to fp64. Near misses: a ``max`` reduction and a sum
with a second reader are refused with their reason; a sum feeding the residual, or
only one of the MoE tail's two inputs, does not match. The FP8-quantizing norm ops of the
dense layers fold the same way, their outputs bit-equal to the unfused graph's. Sums over two ranks:
``tests/test_tp2.py`` (SGLang's layers at TP=2 against TP=1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pytest
import torch

from gemma4_passes.ops import allreduce
from gemma4_passes.testing import compile_with_passes
from op_cases import op_args
from sglang_forms import (
    CASES, RMS, TOKENS, as_list, ffn_tail_dense, ffn_tail_moe, ffn_tail_ple, post_attn_dense, post_attn_moe, quantize,
    rmsnorm, tol, weights, with_next_norm, with_next_norm_ref,
)

HIDDEN = (1536, 5376)  # the smallest and the largest of Gemma-4's
WAIT = "_c10d_functional.wait_tensor"
ALL_REDUCE = "_c10d_functional.all_reduce"


def _group() -> str:
    import torch.distributed as dist

    return dist.group.WORLD.group_name


def reduced(x, op="sum"):
    """``x`` summed over the TP group, as Dynamo writes SGLang's ``torch.distributed.all_reduce``."""
    return torch.ops._c10d_functional.wait_tensor(torch.ops._c10d_functional.all_reduce(x, op, _group()))


def ar_post_attn_dense(x, r, w1, w2):
    return post_attn_dense(reduced(x), r, w1, w2)


def ar_post_attn_moe(x, r, w1, w2, wr, w3):
    return post_attn_moe(reduced(x), r, w1, w2, wr, w3)


def ar_ffn_tail_dense(x, r, w, s):
    return ffn_tail_dense(reduced(x), r, w, s)


def ar_ffn_tail_moe(mlp, moe, r, w1, w2, w3, s):
    return ffn_tail_moe(reduced(mlp), reduced(moe), r, w1, w2, w3, s)


def ar_ffn_tail_moe_reshaped(mlp, moe, r, w1, w2, w3, s):
    """The experts' sum as SGLang's MoE hands it to the tail: through ``[T, H, 1]`` and back."""
    moe_sum = reduced(moe).reshape(moe.shape[0], moe.shape[1], 1).reshape(moe.shape)
    return ffn_tail_moe(reduced(mlp), moe_sum, r, w1, w2, w3, s)


@dataclass
class Fed:
    fn: Callable
    ref: Callable  # fp64; a sum over one rank is the tensor itself
    make: Callable
    passes: Sequence[str]  # the passes that make the fed op
    fed_op: str


def _with_next_norm(tail_fn, tail: str, fed_op: str) -> Fed:
    """A reduced tail followed by the next layer's input norm (``next_input_norm`` joins them)."""
    case = CASES[tail]
    return Fed(with_next_norm(tail_fn), with_next_norm_ref(case.ref),
               lambda T, H, dt: case.make(T, H, dt) + weights(1)(H, dt), [tail, "next_input_norm"], fed_op)


FED = {
    "rmsnorm_add_rmsnorm": Fed(ar_post_attn_dense, CASES["post_attn_dense"].ref, CASES["post_attn_dense"].make,
                               ["post_attn_dense"], "rmsnorm_add_rmsnorm"),
    "post_attn_norms_moe": Fed(ar_post_attn_moe, CASES["post_attn_moe"].ref, CASES["post_attn_moe"].make,
                               ["post_attn_moe"], "post_attn_norms_moe"),
    "rmsnorm_add_scale": Fed(ar_ffn_tail_dense, CASES["ffn_tail_dense"].ref, CASES["ffn_tail_dense"].make,
                             ["ffn_tail_dense"], "rmsnorm_add_scale"),
    "rmsnorm_add_scale_next_norm": _with_next_norm(ar_ffn_tail_dense, "ffn_tail_dense", "rmsnorm_add_scale_next_norm"),
    "ffn_tail_moe": Fed(ar_ffn_tail_moe, CASES["ffn_tail_moe"].ref, CASES["ffn_tail_moe"].make,
                        ["ffn_tail_moe"], "ffn_tail_moe"),
    "ffn_tail_moe_next_norm": _with_next_norm(ar_ffn_tail_moe, "ffn_tail_moe", "ffn_tail_moe_next_norm"),
}
FED["ffn_tail_moe[reshaped]"] = Fed(ar_ffn_tail_moe_reshaped, CASES["ffn_tail_moe"].ref, CASES["ffn_tail_moe"].make,
                                    ["ffn_tail_moe"], "ffn_tail_moe")


# FP8-dynamic dense layers: the reduced sum feeds a norm whose output is quantized for the next
# FP8 GEMM (``norm_quant_fp8`` makes the quantizing op; ``test_pattern_fp8_quant.py``).
def ar_gate_up_input(x, r, w1, w2):
    normed, s = post_attn_dense(reduced(x), r, w1, w2)
    return (*quantize(normed), s)


def ar_ple_gate_input(x, r, w):
    out = ffn_tail_ple(reduced(x), r, w)
    return (out, *quantize(out))


def ar_next_qkv_input(x, r, w, scalar, w_next):
    out = ffn_tail_dense(reduced(x), r, w, scalar)
    return (out, *quantize(RMS(rmsnorm(w_next), out)))


# With ``fold_upcasts``, as the plugin runs it before ``allreduce_norms``: under torch 2.11 the
# norm's fp32 upcast of the reduced sum stays in front of the fed op (the fp32-input form matches),
# and that pass makes the op read the sum itself (on 2.14 it finds nothing to do).
FED_FP8 = {
    "rmsnorm_add_rmsnorm_quant_fp8": Fed(ar_gate_up_input, None, CASES["post_attn_dense"].make,
                                         ["post_attn_dense", "norm_quant_fp8", "fold_upcasts"],
                                         "rmsnorm_add_rmsnorm_quant_fp8"),
    "rmsnorm_add_scale_quant_fp8": Fed(ar_ple_gate_input, None, CASES["ffn_tail_dense[ple]"].make,
                                       ["ffn_tail_dense", "norm_quant_fp8", "fold_upcasts"],
                                       "rmsnorm_add_scale_quant_fp8"),
    "rmsnorm_add_scale_next_norm_quant_fp8": Fed(
        ar_next_qkv_input, None, lambda T, H, dt: CASES["ffn_tail_dense"].make(T, H, dt) + weights(1)(H, dt),
        ["ffn_tail_dense", "next_input_norm", "norm_quant_fp8", "fold_upcasts"],
        "rmsnorm_add_scale_next_norm_quant_fp8"),
}


def test_every_fed_op_has_a_case():
    assert {case.fed_op for case in [*FED.values(), *FED_FP8.values()]} == set(allreduce.REDUCED)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bf16", "fp32"])
@pytest.mark.parametrize("fed", list(FED))
def test_allreduce_folds_into_the_fed_op(sglang_ops, fed, dtype):
    case = FED[fed]
    fed = case.fed_op
    fused = f"gemma4.allreduce_{fed}"
    torch.manual_seed(0)
    on = compile_with_passes(case.fn, [*case.passes, "allreduce_norms"], dynamic=True)
    off = compile_with_passes(case.fn, list(case.passes), dynamic=True)
    for T in TOKENS:
        for H in HIDDEN:
            inputs = case.make(T, H, dtype)
            got, unfused, ref = as_list(on(*inputs)), as_list(off(*inputs)), as_list(case.ref(*inputs))
            assert len(got) == len(unfused) == len(ref)
            for i, (g, u, r) in enumerate(zip(got, unfused, ref)):
                where = f"{fed} {dtype} T={T} H={H} output {i}"
                assert g.dtype == u.dtype and g.shape == u.shape and torch.isfinite(g).all(), where
                assert torch.equal(g, u), where  # the same norm op on the same sums
                assert (g.double() - r).abs().max().item() <= tol(dtype, r), where
    reductions = allreduce.REDUCED[fed]
    assert 1 <= len(on.graphs_after) <= 2
    for before, after, rec in zip(on.graphs_before, on.graphs_after, on.stats.graphs):
        assert rec.matches["allreduce_norms"] == 1, rec.matches
        assert before[ALL_REDUCE] == before[WAIT] == reductions, before
        assert after[fused] == 1 and after[f"gemma4.{fed}"] == 0, after
        assert after[ALL_REDUCE] == after[WAIT] == 0, after
    for after in off.graphs_after:
        assert after[f"gemma4.{fed}"] == 1 and after[ALL_REDUCE] == reductions and after[fused] == 0, after


@pytest.mark.parametrize("fed", list(FED_FP8))
def test_allreduce_folds_into_the_quantizing_op(sglang_ops, fed):
    """The FP8 forms: one match, the collective and the quantizing op gone, the fused op there, and
    every output (FP8 values, scales, the residual stream) bit-equal to the graph compiled without
    the pass: the same op on the same sums (its numerics: ``test_pattern_fp8_quant.py``)."""
    case = FED_FP8[fed]
    fused, options = f"gemma4.allreduce_{fed}", {"emulate_precision_casts": True}
    torch.manual_seed(0)
    on = compile_with_passes(case.fn, [*case.passes, "allreduce_norms"], dynamic=True, options=options)
    off = compile_with_passes(case.fn, list(case.passes), dynamic=True, options=options)
    for T in TOKENS:
        for H in HIDDEN:
            inputs = case.make(T, H, torch.bfloat16)
            got, unfused = as_list(on(*inputs)), as_list(off(*inputs))
            assert len(got) == len(unfused) == 3
            assert any(g.dtype == torch.float8_e4m3fn for g in got)
            for i, (g, u) in enumerate(zip(got, unfused)):
                where = f"{fed} T={T} H={H} output {i}"
                assert g.dtype == u.dtype and g.shape == u.shape, where
                assert torch.equal(g.view(torch.uint8) if g.dtype == torch.float8_e4m3fn else g,
                                   u.view(torch.uint8) if u.dtype == torch.float8_e4m3fn else u), where
    for before, after, rec in zip(on.graphs_before, on.graphs_after, on.stats.graphs):
        assert rec.matches["allreduce_norms"] == 1 and rec.matches["norm_quant_fp8"] == 1, rec.matches
        assert before[ALL_REDUCE] == before[WAIT] == 1, before
        assert after[fused] == 1 and after[f"gemma4.{fed}"] == 0, after
        assert after[ALL_REDUCE] == after[WAIT] == 0, after
    for after in off.graphs_after:
        assert after[f"gemma4.{fed}"] == 1 and after[ALL_REDUCE] == 1 and after[fused] == 0, after


def _max_reduced(x, r, w1, w2):
    return post_attn_dense(reduced(x, "max"), r, w1, w2)


def _sum_read_twice(x, r, w1, w2):
    s = reduced(x)
    return (*post_attn_dense(s, r, w1, w2), s * 2)


def _sum_as_residual(x, r, w1, w2):
    return post_attn_dense(x, reduced(r), w1, w2)


def _one_moe_sum(mlp, moe, r, w1, w2, w3, s):
    return ffn_tail_moe(reduced(mlp), moe, r, w1, w2, w3, s)


NEAR_MISSES = {
    # name: (fn, make, passes, fed op, refusal reason or None)
    "max_reduction": (_max_reduced, CASES["post_attn_dense"].make, ["post_attn_dense"], "rmsnorm_add_rmsnorm",
                      "rmsnorm_add_rmsnorm: a 'max' all-reduce, not a sum"),
    "second_reader": (_sum_read_twice, CASES["post_attn_dense"].make, ["post_attn_dense"], "rmsnorm_add_rmsnorm",
                      "rmsnorm_add_rmsnorm: the reduced tensor has another reader"),
    "sum_as_residual": (_sum_as_residual, CASES["post_attn_dense"].make, ["post_attn_dense"], "rmsnorm_add_rmsnorm",
                        None),
    "one_of_two_moe_sums": (_one_moe_sum, CASES["ffn_tail_moe"].make, ["ffn_tail_moe"], "ffn_tail_moe", None),
}


@pytest.mark.parametrize("miss", list(NEAR_MISSES))
def test_near_miss_does_not_match(sglang_ops, miss):
    fn, make, passes, fed, reason = NEAR_MISSES[miss]
    dtype = torch.bfloat16
    torch.manual_seed(1)
    on = compile_with_passes(fn, [*passes, "allreduce_norms"])
    inputs = make(17, 1536, dtype)
    got, want = as_list(on(*inputs)), as_list(fn(*inputs))
    assert on.matches()["allreduce_norms"] == 0
    refused = on.stats.refused().get("allreduce_norms", {})
    assert (list(refused) == [reason]) if reason else not refused, refused
    for after in on.graphs_after:
        assert after[f"gemma4.{fed}"] == 1, after  # the fed op is made and left alone
        assert not any(k.startswith("gemma4.allreduce_") for k in after if after[k]), after
    for g, w in zip(got, want):
        assert (g.double() - w.double()).abs().max().item() <= tol(dtype, w.double())


# The fed op's first argument as the fp32 upcast of a bf16 sum (torch 2.11's Inductor leaves the
# norm's own upcast in front of the op): the fed op is called directly, so the graph holds exactly
# that form. ``fold_upcasts`` (before ``allreduce_norms`` in the plugin's order) makes the op read
# the sum itself, and the all-reduce then folds as in every other graph.
def _upcast_sum_first(fed):
    n = allreduce.REDUCED[fed]

    def fn(*args):
        sums = [reduced(a) for a in args[:n]]
        return getattr(torch.ops.gemma4, fed)(sums[0].float(), *sums[1:], *args[n:])
    return fn


def _upcast_read_twice(x, *rest):
    s = reduced(x).float()
    return (*torch.ops.gemma4.rmsnorm_add_rmsnorm(s, *rest), s * 2)


@pytest.mark.parametrize("fed", ["rmsnorm_add_rmsnorm", "ffn_tail_moe", "rmsnorm_add_scale_next_norm_quant_fp8"])
def test_allreduce_folds_after_the_first_arguments_upcast_is_folded(sglang_ops, fed):
    """One match of each pass: the upcast, the collective, its wait and the fed op gone, the fused
    op on the bf16 partial sum, every output equal to the unfused graph's."""
    fn, fused = _upcast_sum_first(fed), f"gemma4.allreduce_{fed}"
    torch.manual_seed(0)
    # Static shapes: fold_upcasts asks that the row and the op's next argument have one shape, and
    # these separate graph inputs would each get a row count of their own in a dynamic graph.
    on = compile_with_passes(fn, ["fold_upcasts", "allreduce_norms"], dynamic=False)
    off = compile_with_passes(fn, [], dynamic=False)
    for T in (1, 17):
        inputs = op_args(fed, T, 1536, torch.bfloat16)
        got, unfused = as_list(on(*inputs)), as_list(off(*inputs))
        assert len(got) == len(unfused)
        for g, u in zip(got, unfused):
            assert g.dtype == u.dtype and torch.equal(g.view(torch.uint8), u.view(torch.uint8)), (fed, T)
    reductions = allreduce.REDUCED[fed]
    for before, after, rec in zip(on.graphs_before, on.graphs_after, on.stats.graphs):
        assert rec.matches["fold_upcasts"] == rec.matches["allreduce_norms"] == 1, rec.matches
        assert before["prims.convert_element_type"] >= 1 and before[f"gemma4.{fed}"] == 1, before
        assert after[fused] == 1 and after[f"gemma4.{fed}"] == 0 and after[ALL_REDUCE] == 0, after
        assert after["prims.convert_element_type"] == 0, after
        assert before[ALL_REDUCE] == reductions


def test_upcast_read_twice_does_not_fold(sglang_ops):
    """An upcast sum read by anything else stays (the fp32 sum must exist on its own), and so
    does the all-reduce behind it."""
    fn = _upcast_read_twice
    on = compile_with_passes(fn, ["fold_upcasts", "allreduce_norms"])
    inputs = op_args("rmsnorm_add_rmsnorm", 17, 1536, torch.bfloat16)
    got, want = as_list(on(*inputs)), as_list(fn(*inputs))
    assert on.matches()["fold_upcasts"] == on.matches()["allreduce_norms"] == 0
    for after in on.graphs_after:
        assert after["gemma4.rmsnorm_add_rmsnorm"] == 1 and after[ALL_REDUCE] == 1, after
    for g, w in zip(got, want):
        assert torch.equal(g, w)


@pytest.mark.parametrize("fed", list(allreduce.REDUCED))
def test_opcheck(sglang_ops, fed):
    """Schema, fake and CPU implementation agree (``torch.library.opcheck``), in a world of one."""
    op = allreduce.ALLREDUCE_OPS[allreduce.fused_name(fed)]
    fed_op = getattr(torch.ops.gemma4, fed)
    full = (*op_args(fed, 3, 64, torch.float32), _group())  # the fed op's arguments, then the group
    torch.library.opcheck(op, full)
    want = fed_op(*full[:-1])
    got = op(*full)
    assert len(as_list(got)) == len(as_list(want))
    for g, w in zip(as_list(got), as_list(want)):
        assert torch.equal(g, w)
