"""The ``torch.ops.gemma4.*`` custom ops: schema, fake and CPU implementations (``torch.library.opcheck``)."""

import pytest
import torch

from gemma4_passes.ops import library
from torch.library import _OPCHECK_DEFAULT_UTILS as DEFAULT_TEST_UTILS

from gemma4_passes.tools.repeat_check import same_bits
from op_cases import EPS, op_args

FP8 = (torch.float8_e4m3fn, torch.float8_e5m2)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bf16", "fp32"])
@pytest.mark.parametrize("T", [1, 17])
@pytest.mark.parametrize("name", list(library.ALL_OPS))
def test_opcheck(name, T, dtype):
    op = library.ALL_OPS[name]
    args = op_args(name, T, 64, dtype)
    fp8 = [a for a in args if isinstance(a, torch.Tensor) and a.dtype in FP8]
    if not fp8:
        torch.library.opcheck(op, args)
        return
    # opcheck's schema test compares each input before and after with allclose, which has no
    # fp8 kernel on a CPU: the rest of opcheck, and the inputs' bits compared here instead.
    before = [a.clone() for a in args if isinstance(a, torch.Tensor)]
    torch.library.opcheck(op, args, test_utils=[u for u in DEFAULT_TEST_UTILS if u != "test_schema"])
    op(*args)
    after = [a for a in args if isinstance(a, torch.Tensor)]
    assert all(same_bits(a, b) for a, b in zip(before, after)), f"{name} wrote into an input"


def test_rmsnorm_add_scale_without_scalar():
    x, r, w, _, eps = op_args("rmsnorm_add_scale", 3, 64, torch.bfloat16)
    torch.library.opcheck(library.rmsnorm_add_scale, (x, r, w, None, eps))
    assert torch.equal(library.rmsnorm_add_scale(x, r, w, None, eps), library.reference.rmsnorm_add_scale(x, r, w, None, eps))


@pytest.mark.parametrize("name", ["rmsnorm_add_scale", "ffn_tail_moe"])
def test_next_norm_ops_are_the_tail_then_the_norm(name):
    """The ``*_next_norm`` ops: the tail op's output unchanged, and SGLang's RMSNorm of it."""
    from gemma4_passes.native import rmsnorm_native

    args = op_args(name + "_next_norm", 17, 64, torch.bfloat16)
    out, normed = library.ALL_OPS[name + "_next_norm"](*args)
    tail_args, w_next = args[:-2] + args[-1:], args[-2]
    assert torch.equal(out, library.ALL_OPS[name](*tail_args))
    assert torch.equal(normed, rmsnorm_native(out, w_next, EPS))
    assert normed.abs().max() > 0.5  # not compared on zeros


def test_ops_do_not_alias_inputs():
    for name, op in library.ALL_OPS.items():
        args = op_args(name, 3, 64, torch.float32)
        outs = op(*args)
        outs = outs if isinstance(outs, tuple) else (outs,)
        ins = [a for a in args if isinstance(a, torch.Tensor)]
        for o in outs:
            for i in ins:
                assert o.untyped_storage().data_ptr() != i.untyped_storage().data_ptr(), name


def test_router_as_moe_input():
    logits, scale, k = op_args("router_topk_softmax_scale", 17, 64, torch.bfloat16)
    torch.library.opcheck(library.router_topk_softmax_scale, (logits, scale, k, True))
    w, ids = library.router_topk_softmax_scale(logits, scale, k, True)
    rw, rids = library.router_topk_softmax_scale(logits, scale, k)
    assert (w.dtype, ids.dtype) == (torch.float32, torch.int32)
    assert torch.equal(w, rw.float()) and torch.equal(ids, rids.int())


@pytest.mark.parametrize("as_moe_input", [False, True])
def test_router_topk_gelu_mul_is_the_two_ops(as_moe_input):
    logits, scale, k, _, gate, up = op_args("router_topk_gelu_mul", 17, 64, torch.bfloat16)
    w, ids, act = library.router_topk_gelu_mul(logits, scale, k, as_moe_input, gate, up)
    rw, rids = library.router_topk_softmax_scale(logits, scale, k, as_moe_input)
    assert torch.equal(w, rw) and torch.equal(ids, rids)
    assert torch.equal(act, library.gelu_tanh_mul(gate, up))
    assert act.abs().max() > 0.5  # not compared on zeros


@pytest.mark.parametrize("name", ["rmsnorm_add_rmsnorm", "post_attn_norms_moe", "rmsnorm_add_scale", "ffn_tail_moe",
                                  "rmsnorm_add_scale_next_norm", "ffn_tail_moe_next_norm"])
def test_first_input_in_fp32_beside_bf16_rows(name):
    """A half-precision model's one-token GEMV form: the first input arrives in fp32
    (the GEMV's output); every output is in the rows' dtype, fake and reference alike."""
    args = list(op_args(name, 17, 64, torch.bfloat16))
    args[0] = args[0].float() * 3
    torch.library.opcheck(library.ALL_OPS[name], tuple(args))
    outs = library.ALL_OPS[name](*args)
    for o in outs if isinstance(outs, tuple) else (outs,):
        assert o.dtype == torch.bfloat16 and o.abs().max() > 0.5


def test_gelu_mul_gemv_is_gelu_tanh_mul_then_the_projection():
    """``gelu_mul_gemv``: the product rounded as ``gelu_tanh_mul`` rounds it, then ``gemv``;
    with an fp32 gate (a GEMV's unrounded sum) the gelu is rounded to ``up``'s dtype."""
    gate, up, w, _ = op_args("gelu_mul_gemv", 17, 64, torch.bfloat16)
    for out_dtype in (torch.bfloat16, torch.float32):
        got = library.gelu_mul_gemv(gate, up, w, out_dtype)
        assert got.dtype == out_dtype
        assert torch.equal(got, library.gemv(library.gelu_tanh_mul(gate, up), w, out_dtype))
        gate32 = gate.float() + torch.randn_like(gate, dtype=torch.float32) * 1e-3  # not bf16-representable
        torch.library.opcheck(library.gelu_mul_gemv, (gate32, up, w, out_dtype))
        got = library.gelu_mul_gemv(gate32, up, w, out_dtype)
        g = torch.nn.functional.gelu(gate32, approximate="tanh").to(up.dtype)
        assert got.dtype == out_dtype and torch.equal(got, library.gemv(g * up, w, out_dtype))
        assert not torch.equal(got, library.gelu_mul_gemv(gate, up, w, out_dtype))  # the gate's rounding shows


def test_gate_up_gelu_gemv_is_the_rounded_projection_then_gelu_tanh_mul():
    """``gate_up_gelu_gemv``: ``gemv`` rounded to the weight's dtype, then ``gelu_tanh_mul`` on its
    halves (the gate's rows first); the unrounded projection gives other bits; an odd row count
    is refused."""
    x, w = op_args("gate_up_gelu_gemv", 17, 64, torch.bfloat16)
    got = library.gate_up_gelu_gemv(x, w)
    gu = library.gemv(x, w, torch.bfloat16)
    assert got.shape == (17, 24) and torch.equal(got, library.gelu_tanh_mul(gu[:, :24], gu[:, 24:]))
    unrounded = library.gemv(x, w, torch.float32)
    g = torch.nn.functional.gelu(unrounded[:, :24], approximate="tanh").to(torch.bfloat16)
    assert not torch.equal(got, g * unrounded[:, 24:].to(torch.bfloat16))
    with pytest.raises(ValueError, match="even count|gate's rows then up's"):
        library.gate_up_gelu_gemv(x, w[:47])


def test_rmsnorm_gemv_is_the_norm_then_the_projection():
    """``rmsnorm_gemv``: SGLang's RMSNorm in fp32 (its rounding dropped, as torch 2.11's
    one-token graph has it), then ``gemv`` in x's dtype."""
    from gemma4_passes.native import rmsnorm_native

    x, w_norm, w, eps = op_args("rmsnorm_gemv", 17, 64, torch.bfloat16)
    got = library.rmsnorm_gemv(x, w_norm, w, eps)
    normed = rmsnorm_native(x.float(), w_norm, eps)  # fp32 in: no rounding
    assert torch.equal(got, library.gemv(normed, w, torch.bfloat16))
    want = normed.double() @ w.double().t()
    assert (got.double() - want).abs().max() <= 2**-7 * want.abs().max() and want.abs().max() > 0.1


def _moe64(x, w13, w2, wts, ids):
    """fp64, slot by slot; a slot whose id is outside [0, E) adds nothing."""
    E, I = w13.shape[0], w13.shape[1] // 2
    out = torch.zeros(x.shape, dtype=torch.float64)
    for t, row in enumerate(ids.tolist()):
        for j, e in enumerate(row):
            if 0 <= e < E:
                gu = w13[e].double() @ x[t].double()
                out[t] += wts[t, j].double() * (w2[e].double() @ (torch.nn.functional.gelu(gu[:I]) * gu[I:]))
    return out


@pytest.mark.parametrize("T", [1, 3, 17])
@pytest.mark.parametrize("ids_dtype", [torch.int32, torch.int64])
def test_moe_experts_ids_out_of_range_add_nothing(T, ids_dtype):
    """SGLang's -1 of a padded row (and E, or far past it) is no expert, as in SGLang's fused
    MoE: the slot adds zero whatever its weight (NaN here), where indexing would read the last
    expert or past the weights. At 26B-A4B's hidden size; bit for bit the output of the same
    slot given a real expert and weight 0, and within bf16 rounding of the fp64 sum."""
    g = torch.Generator().manual_seed(T)
    E, H, I, K = 8, 2816, 64, 4
    x = torch.randn(T, H, generator=g).bfloat16()
    w13 = (torch.randn(E, 2 * I, H, generator=g) * H ** -0.5).bfloat16()
    w2 = (torch.randn(E, H, I, generator=g) * I ** -0.5).bfloat16()
    ids = torch.stack([torch.randperm(E, generator=g)[:K] for _ in range(T)]).to(ids_dtype)
    wts = torch.rand(T, K, generator=g) + 0.1
    bad = torch.zeros(T, K, dtype=torch.bool)
    bad[0, 0] = bad[T - 1, K - 1] = bad[T // 2, 1] = True
    bad_ids = ids.clone()
    bad_ids[0, 0], bad_ids[T - 1, K - 1], bad_ids[T // 2, 1] = -1, E, 10**6
    bad_wts = wts.masked_fill(bad, float("nan"))

    got = library.moe_experts(x, w13, w2, bad_wts, bad_ids)
    assert torch.isfinite(got).all()
    assert torch.equal(got, library.moe_experts(x, w13, w2, wts.masked_fill(bad, 0), ids))
    want = _moe64(x, w13, w2, wts, bad_ids)
    assert want.abs().max() > 0.05
    assert (got.double() - want).abs().max() <= 2**-6 * want.abs().max()
    padded = torch.full((T, K), -1, dtype=ids_dtype)
    assert torch.equal(library.moe_experts(x, w13, w2, wts, padded), torch.zeros_like(x))


ROPE_OPS = ["q_norm_rope", "qk_norm_rope", "qkv_norm_rope"]


def _rope_args(name, T, D, positions, g):
    """Heads of one qkv projection (4/2 heads of D), a fp32 cos | sin cache of 64 rows."""
    qkv = torch.randn(T, 8 * D, generator=g).bfloat16()
    q, k, v = (t.unflatten(-1, (-1, D)) for t in qkv.split([4 * D, 2 * D, 2 * D], -1))
    wq, wk = (1 + 0.5 * torch.randn(D, generator=g) for _ in range(2))
    cache = torch.randn(64, D, generator=g)
    return {"q_norm_rope": (q, wq, cache, positions, EPS),
            "qk_norm_rope": (q, k, wq, wk, cache, positions, EPS),
            "qkv_norm_rope": (q, k, v, wq, wk, cache, positions, EPS)}[name]


@pytest.mark.parametrize("bad", [-1, 64, 10**6])
@pytest.mark.parametrize("name", ROPE_OPS)
def test_rope_ops_refuse_positions_outside_the_cache_on_cpu(name, bad):
    """On CPU the values are at hand: a position without a cache row is refused, naming it."""
    g = torch.Generator().manual_seed(bad % 1000)
    pos = torch.tensor([0, 63, bad, 5])
    with pytest.raises(ValueError, match=rf"^gemma4::{name}: positions has {bad}, outside \[0, 64\)"):
        library.ALL_OPS[name](*_rope_args(name, 4, 256, pos, g))
    ok = _rope_args(name, 4, 256, torch.tensor([0, 63, 7, 5], dtype=torch.int32), g)
    assert all(torch.isfinite(o).all() for o in library.ALL_OPS[name](*ok))


@pytest.mark.parametrize("T", [1, 3, 17])
@pytest.mark.parametrize("D", [256, 512])
@pytest.mark.parametrize("name", ROPE_OPS)
def test_rope_reference_zeroes_heads_of_positions_outside_the_cache(name, D, T):
    """What the kernel computes for such positions (it cannot raise): their q and k heads are
    zeros, v is unaffected, every other token exactly as with in-range positions only."""
    from gemma4_passes.ops import reference

    g = torch.Generator().manual_seed(T * D)
    pos = torch.randint(0, 64, (T,), generator=g)
    bad = torch.zeros(T, dtype=torch.bool)
    bad[torch.arange(T) % 2 == 0] = True  # tokens 0, 2, ...: -1, 64, 10**6 in turn
    pos[bad] = torch.tensor([-1, 64, 10**6]).repeat(T)[: int(bad.sum())]
    args = _rope_args(name, T, D, pos, g)
    got = getattr(reference, name)(*args)
    got = got if isinstance(got, tuple) else (got,)
    want = getattr(reference, name)(*args[:-2], pos.masked_fill(bad, 0), args[-1])
    want = want if isinstance(want, tuple) else (want,)
    for j, (o, w) in enumerate(zip(got, want)):
        assert torch.isfinite(o).all()
        if name == "qkv_norm_rope" and j == 2:
            assert torch.equal(o, w)  # v reads no position
            continue
        assert torch.equal(o[bad], torch.zeros_like(o[bad])), j
        assert torch.equal(o[~bad], w[~bad]), j
        assert T == 1 or o[~bad].abs().max() > 0.5  # not compared on zeros
