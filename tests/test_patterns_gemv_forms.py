"""The tail and post-attention fusions where the down projection is a one-token GEMV.

At one token on CUDA Inductor decomposes the down projection into an fp32
multiply-and-sum; torch 2.11 then drops its bf16 round trip into the
post-feedforward norm, which reads the fp32 sum and still rounds its own output.
These tests prove the passes take that form too (matched once, norms gone, the
fused op there, output equal to the unfused compile), on the graph as a CPU
compile sees it and as Inductor traces it for CUDA at one token
(``sglang_forms.one_token_cuda_graph``), and that the form without the rounding
does not match.
"""

from __future__ import annotations

from typing import Dict

import pytest
import torch

from gemma4_passes.testing import compile_with_passes, torch_at_least

from sglang_forms import (
    CASES, EPS, NORM_OPS, RMS, TOKENS, G4RMS, Case, as_list, assert_fused_once, assert_gemv_graph_fused_once,
    ffn_tail_dense, ffn_tail_dense_ref, ffn_tail_moe, ffn_tail_moe_ref, ffn_tail_ple_ref, gemma4_norm,
    one_token_cuda_graph, ple_tail, ple_tail_ref, post_attn_dense, post_attn_dense_ref, post_attn_moe,
    post_attn_moe_ref, rmsnorm, rows, scalar, tol, weights, with_next_norm, with_next_norm_ref,
)


# -- the one-token GEMV form (torch 2.11 on CUDA) ------------------------------------------------------
# At one token on CUDA Inductor decomposes the down projection into an fp32
# multiply-and-sum; torch 2.11 then drops its bf16 round trip into the
# post-feedforward norm, which reads the fp32 sum and still rounds its own
# output (the post-grad graph of the 26B-A4B layer on the GPU machine). Here
# the fp32 sum is an input, and the norm is SGLang's RMSNorm on it, rounded.
def _gemv_norm(w, x32, dtype):
    return RMS(rmsnorm(w), x32).to(dtype)


def ffn_tail_moe_gemv(mlp32, moe, r, w1, w2, w3, scalar):
    h = _gemv_norm(w1, mlp32, moe.dtype) + RMS(rmsnorm(w2), moe)
    return (RMS(rmsnorm(w3), h) + r) * scalar


def ffn_tail_dense_gemv(x32, r, w, scalar):
    return (_gemv_norm(w, x32, r.dtype) + r) * scalar


def ffn_tail_ple_gemv(x32, r, w):
    return _gemv_norm(w, x32, r.dtype) + r


def ple_tail_gemv(x32, r, w, scalar):
    return (r + G4RMS(gemma4_norm(w), x32).to(r.dtype)) * scalar


def _fp32_first(make):
    def inputs(T, H, dt):
        got = make(T, H, dt)
        return [torch.randn(T, H, dtype=torch.float32) * 3] + got[1:]

    return inputs


GEMV_CASES: Dict[str, Case] = {
    "ffn_tail_moe": Case(ffn_tail_moe_gemv, ffn_tail_moe_ref, _fp32_first(CASES["ffn_tail_moe"].make),
                         "gemma4.ffn_tail_moe", NORM_OPS),
    "ffn_tail_dense": Case(ffn_tail_dense_gemv, ffn_tail_dense_ref, _fp32_first(CASES["ffn_tail_dense"].make),
                           "gemma4.rmsnorm_add_scale", NORM_OPS),
    "ffn_tail_dense[ple]": Case(ffn_tail_ple_gemv, ffn_tail_ple_ref, _fp32_first(CASES["ffn_tail_dense[ple]"].make),
                                "gemma4.rmsnorm_add_scale", NORM_OPS),
    "ple_tail": Case(ple_tail_gemv, ple_tail_ref, _fp32_first(CASES["ple_tail"].make),
                     "gemma4.rmsnorm_add_scale", CASES["ple_tail"].gone),
}


def post_attn_dense_gemv(x32, r, w1, w2):
    """The dense block between two one-token GEMVs under torch 2.11 (``fp32`` x from the o
    projection, the pre-feedforward norm read in fp32 by gate/up): SGLang's norm on the
    fp32 sum, then the residual add, ``s`` stored in bf16, the second norm unrounded."""
    s32 = RMS(rmsnorm(w1), x32) + r.float()
    out32 = s32 * torch.rsqrt(s32.pow(2).mean(-1, keepdim=True) + EPS) * w2
    return out32, s32.to(r.dtype)


def post_attn_moe_gemv(x32, r, w1, w2, wr, w3):
    out32, s = post_attn_dense_gemv(x32, r, w1, w2)
    sf = s.float()  # the router's Gemma4RMSNorm, read in fp32 by the router's GEMV
    router32 = sf * torch.pow(sf.pow(2).mean(-1, keepdim=True) + EPS, -0.5) * (wr.float() + 0.0)
    return out32, s, router32, RMS(rmsnorm(w3), s)


POST_ATTN_GEMV_CASES: Dict[str, Case] = {
    "post_attn_dense": Case(post_attn_dense_gemv, post_attn_dense_ref, _fp32_first(CASES["post_attn_dense"].make),
                            "gemma4.rmsnorm_add_rmsnorm", NORM_OPS),
    "post_attn_moe": Case(post_attn_moe_gemv, post_attn_moe_ref, _fp32_first(CASES["post_attn_moe"].make),
                          "gemma4.post_attn_norms_moe", NORM_OPS),
}


@pytest.mark.parametrize("case_name", list(POST_ATTN_GEMV_CASES))
def test_post_attn_block_matches_the_one_token_gemv_form(sglang_ops, case_name):
    """The post-attention block in torch 2.11's one-token GEMV form: matched once, its
    norms gone, its outputs (the GEMVs' inputs in fp32) equal to the unfused compile
    and to fp64 within bf16 rounding, every width and token count."""
    case = POST_ATTN_GEMV_CASES[case_name]
    torch.manual_seed(2)
    dt = torch.bfloat16
    on = compile_with_passes(case.fn, [case_name], dynamic=True)
    off = compile_with_passes(case.fn, [], dynamic=True)
    for T in TOKENS:
        for H in case.widths:
            inputs = case.make(T, H, dt)
            assert inputs[0].dtype == torch.float32 and inputs[1].dtype == dt
            got, unfused, ref = as_list(on(*inputs)), as_list(off(*inputs)), as_list(case.ref(*inputs))
            for i, (g, u, r) in enumerate(zip(got, unfused, ref)):
                where = f"{case_name} T={T} H={H} output {i}"
                assert g.dtype == u.dtype and torch.isfinite(g).all(), where
                assert r.abs().max() > 0.5, where
                assert (g.double() - u.double()).abs().max().item() <= tol(dt, r), where
                assert (g.double() - r).abs().max().item() <= tol(dt, r), where
            assert [g.dtype for g in got] == [torch.float32, dt] + ([torch.float32, dt] if len(got) == 4 else [])
    assert_fused_once(on, off, case_name, case)


def post_attn_dense_gemv_residual_fp32(x32, r, w1, w2):
    # near miss: the residual kept in fp32 (not what SGLang stores)
    s32 = RMS(rmsnorm(w1), x32) + r.float()
    return s32 * torch.rsqrt(s32.pow(2).mean(-1, keepdim=True) + EPS) * w2, s32


def test_post_attn_gemv_form_with_an_fp32_residual_does_not_match(sglang_ops):
    on = compile_with_passes(post_attn_dense_gemv_residual_fp32, ["post_attn_dense"])
    inputs = POST_ATTN_GEMV_CASES["post_attn_dense"].make(17, 2816, torch.bfloat16)
    got, want = on(*inputs), post_attn_dense_gemv_residual_fp32(*inputs)
    assert on.matches() == {"post_attn_dense": 0}
    for g, w in zip(got, want):
        assert g.dtype == torch.float32 and (g.double() - w.double()).abs().max().item() <= tol(torch.bfloat16, w.double())


@pytest.mark.parametrize("case_name", list(GEMV_CASES))
def test_tail_matches_the_one_token_gemv_form(sglang_ops, case_name):
    """The tail with its first input an fp32 GEMV sum: matched, unfused ops gone,
    equal to the unfused compile and to fp64 (bf16 model, every width and token count),
    and with the next layer's input norm folded in as in the bf16 form."""
    case = GEMV_CASES[case_name]
    pass_name = case_name.split("[")[0]
    fused_next = "gemma4.ffn_tail_moe_next_norm" if pass_name == "ffn_tail_moe" else "gemma4.rmsnorm_add_scale_next_norm"
    torch.manual_seed(1)
    dt = torch.bfloat16
    on = compile_with_passes(case.fn, [pass_name], dynamic=True)
    off = compile_with_passes(case.fn, [], dynamic=True)
    chained = compile_with_passes(with_next_norm(case.fn), [pass_name, "next_input_norm"], dynamic=True)
    for T in TOKENS:
        for H in case.widths:
            inputs = case.make(T, H, dt)
            assert inputs[0].dtype == torch.float32 and inputs[1].dtype == dt
            got, unfused, ref = on(*inputs), off(*inputs), case.ref(*inputs)
            where = f"{case_name} T={T} H={H}"
            assert got.dtype == unfused.dtype == dt and torch.isfinite(got).all(), where
            assert ref.abs().max() > 0.5, where
            assert (got.double() - unfused.double()).abs().max().item() <= tol(dt, ref), where
            assert (got.double() - ref).abs().max().item() <= tol(dt, ref), where
            w_next = weights(1)(H, dt)
            out, normed = chained(*inputs, *w_next)
            ref_out, ref_normed = with_next_norm_ref(case.ref)(*inputs, *w_next)
            assert (out.double() - ref_out).abs().max().item() <= tol(dt, ref_out), where
            assert (normed.double() - ref_normed).abs().max().item() <= tol(dt, ref_normed), where
    assert_fused_once(on, off, pass_name, case)
    for after, rec in zip(chained.graphs_after, chained.stats.graphs):
        assert rec.matches == {pass_name: 1, "next_input_norm": 1}, rec.matches
        assert after[fused_next] == 1 and after[case.fused_op] == 0, after
        assert all(after[op] == 0 for op in NORM_OPS), after


@pytest.mark.parametrize("layer", ["moe", "dense"])
def test_tail_after_a_one_token_cuda_gemv_matches(sglang_ops, layer):
    """Whatever the installed torch leaves of the down projection's bf16 round trip
    (2.14 keeps it; 2.11 drops it, the GEMV form), the tail pass matches once."""
    import torch.nn.functional as F

    H, I, dt = 2816, 2112, torch.bfloat16
    if layer == "moe":
        pass_name, fused = "ffn_tail_moe", "gemma4.ffn_tail_moe"

        def fn(act, w_down, moe, r, w1, w2, w3, scalar):
            return ffn_tail_moe(F.linear(act, w_down), moe, r, w1, w2, w3, scalar)

        args = [torch.empty(1, I, dtype=dt), torch.empty(H, I, dtype=dt)] + rows(2)(1, H, dt) + weights(3)(H, dt) + [scalar(dt)]
    else:
        pass_name, fused = "ffn_tail_dense", "gemma4.rmsnorm_add_scale"

        def fn(act, w_down, r, w, scalar):
            return ffn_tail_dense(F.linear(act, w_down), r, w, scalar)

        args = [torch.empty(1, I, dtype=dt), torch.empty(H, I, dtype=dt)] + rows(1)(1, H, dt) + weights(1)(H, dt) + [scalar(dt)]
    assert_gemv_graph_fused_once(one_token_cuda_graph(fn, args), pass_name, fused, gemvs=1)


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
@pytest.mark.parametrize("layer", ["moe", "dense"])
def test_post_attn_block_between_one_token_cuda_gemvs(sglang_ops, layer, torch211):
    """The post-attention block at one token on CUDA: the o projection's GEMV feeds it,
    and the MLP's gate/up GEMV (and the router's) read its outputs. The installed
    torch 2.14 keeps each bf16 round trip; torch 2.11's ``pointless_convert`` drops
    the single-use ones (emulated here by ``graph_forms._drop_round_trips``), and then
    the block is in its GEMV form (``native.post_attn_of_fp32_gemv``). Either way
    the pass matches once and no norm is left."""
    import torch.nn.functional as F

    from gemma4_passes.graph_forms import _drop_round_trips

    H, A, I, E, dt = 2816, 4096, 2112, 128, torch.bfloat16
    act = [torch.empty(1, A, dtype=dt), torch.empty(H, A, dtype=dt)]
    gate_up = torch.empty(2 * I, H, dtype=dt)
    if layer == "moe":
        pass_name, fused = "post_attn_moe", "gemma4.post_attn_norms_moe"

        def fn(a, w_o, r, w1, w2, wr, w3, w_gu, w_router):
            out, s, router_in, moe_in = post_attn_moe(F.linear(a, w_o), r, w1, w2, wr, w3)
            return F.linear(out, w_gu), s, F.linear(router_in, w_router), moe_in

        args = act + rows(1)(1, H, dt) + weights(4)(H, dt) + [gate_up, torch.empty(E, H, dtype=dt)]
    else:
        pass_name, fused = "post_attn_dense", "gemma4.rmsnorm_add_rmsnorm"

        def fn(a, w_o, r, w1, w2, w_gu):
            out, s = post_attn_dense(F.linear(a, w_o), r, w1, w2)
            return F.linear(out, w_gu), s

        args = act + rows(1)(1, H, dt) + weights(2)(H, dt) + [gate_up]
    gm = one_token_cuda_graph(fn, args)
    if torch211:
        dropped = _drop_round_trips(gm.graph)
        # x into the block, y inside it, and the one (MoE: two) outputs the GEMVs read;
        # none left on a torch that drops them itself
        assert dropped == ((4 if layer == "moe" else 3) if torch_at_least(2, 14) else 0), dropped
        gm.graph.eliminate_dead_code()
    assert_gemv_graph_fused_once(gm, pass_name, fused, gemvs=3 if layer == "moe" else 2)


@pytest.mark.parametrize("torch211", [False, True], ids=["installed-torch", "torch2.11-form"])
def test_ple_tail_after_a_one_token_cuda_gemv_matches(sglang_ops, torch211):
    """E2B/E4B's PLE tail at one token on CUDA: the per-layer-input projection is Inductor's
    multiply-and-sum; with its bf16 round trip into the norm dropped (torch 2.11, emulated by
    ``graph_forms._drop_round_trips``) the tail is in its GEMV form. Either way it matches once."""
    import torch.nn.functional as F

    from gemma4_passes.graph_forms import _drop_round_trips

    H, P, dt = 2560, 256, torch.bfloat16

    def fn(act, w_proj, r, w, scalar):
        return ple_tail(F.linear(act, w_proj), r, w, scalar)

    args = [torch.empty(1, P, dtype=dt), torch.empty(H, P, dtype=dt)] + rows(1)(1, H, dt) + weights(1)(H, dt) + [scalar(dt)]
    gm = one_token_cuda_graph(fn, args)
    if torch211:
        dropped = _drop_round_trips(gm.graph)
        assert dropped == (1 if torch_at_least(2, 14) else 0), dropped
        gm.graph.eliminate_dead_code()
    assert_gemv_graph_fused_once(gm, "ple_tail", "gemma4.rmsnorm_add_scale", gemvs=1)


def ffn_tail_moe_gemv_unrounded(mlp32, moe, r, w1, w2, w3, scalar):
    # near miss: the fp32 GEMV sum's norm is not rounded before the branch sum
    h = RMS(rmsnorm(w1), mlp32) + RMS(rmsnorm(w2), moe)
    return (RMS(rmsnorm(w3), h) + r) * scalar


def ffn_tail_dense_gemv_unrounded(x32, r, w, scalar):
    return (RMS(rmsnorm(w), x32) + r) * scalar


def ple_tail_gemv_unrounded(x32, r, w, scalar):
    return (r + G4RMS(gemma4_norm(w), x32)) * scalar


@pytest.mark.parametrize("fn,pass_name,make", [
    (ffn_tail_moe_gemv_unrounded, "ffn_tail_moe", GEMV_CASES["ffn_tail_moe"].make),
    (ffn_tail_dense_gemv_unrounded, "ffn_tail_dense", GEMV_CASES["ffn_tail_dense"].make),
    (ple_tail_gemv_unrounded, "ple_tail", GEMV_CASES["ple_tail"].make),
], ids=["moe", "dense", "ple"])
def test_gemv_form_without_the_rounding_does_not_match(sglang_ops, fn, pass_name, make):
    on = compile_with_passes(fn, [pass_name])
    inputs = make(17, 2816, torch.bfloat16)
    got, want = on(*inputs), fn(*inputs)
    assert on.matches() == {pass_name: 0}
    assert (got.double() - want.double()).abs().max().item() <= tol(torch.bfloat16, want.double())
