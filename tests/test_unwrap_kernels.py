"""The five unwrap wrappers of SGLang's raw-Triton Gemma-4 kernels.

``gemma4_passes.unwrap.kernels`` wraps each kernel so that eager calls go to
the original (unchanged behaviour) and, while Dynamo traces, the wrapper emits
torch math instead. These tests check, for each wrapper:

(a) eager: the original is called with exactly the caller's arguments, and its
    result is returned; the wrapper keeps the original's signature (the model
    calls some of them by keyword);
(b) compiled (CPU, ``aot_eager``; one ``inductor`` case): the original is never
    called, the whole call is one graph, and the result matches a float64
    reference of the documented math (and, for the norms, SGLang's own native
    modules bit for bit);
(c) the ``unwrap_kernels`` patch rebinds the names the model uses and reverts.
"""

from __future__ import annotations

import inspect

import pytest
import torch
import torch._dynamo
from torch._dynamo.testing import CompileCounterWithBackend

from gemma4_passes.patches import PATCHES
from gemma4_passes.patches.base import resolve
from gemma4_passes.unwrap import kernels

EPS = 1e-6
TOKENS = (1, 3, 17)
DTYPES = (torch.float32, torch.bfloat16)

_LN = "sglang.kernels.ops.layernorm.gemma4_fused_ops"
_MOE = "sglang.kernels.ops.moe.gemma4_routing"
RES = f"{_LN}.gemma_rmsnorm_residual_scalar"
DUAL = f"{_LN}.gemma_dual_rmsnorm_residual_scalar"
QKV = f"{_LN}.gemma_qkv_rmsnorm"
POST = f"{_MOE}.gemma_routing_post_topk"
FUSED = f"{_MOE}.gemma4_fused_routing"
ALL = (RES, DUAL, QKV, POST, FUSED)

# Gemma-4 26B-A4B sliding-attention geometry for the QKV norm.
HQ, HKV, HEAD_DIM = 16, 8, 256
E, K = 128, 8


# -- helpers ------------------------------------------------------------------


class Recorder:
    """Stands in for an original kernel; records each call."""

    MARKER = object()

    def __init__(self, raises: bool = False):
        self.calls = []
        self.raises = raises

    def __call__(self, *args, **kwargs):
        self.calls.append((args, kwargs))
        if self.raises:
            raise AssertionError("the original kernel was called")
        return self.MARKER


def sglang_original(dotted):
    """The SGLang kernel itself, even while the patch is applied elsewhere."""
    fn = resolve(dotted)
    return fn.__wrapped__ if getattr(fn, "__gemma4_unwrapped__", False) else fn


def wrapper_for(dotted, original):
    return kernels.wrap(original, kernels.WRAPPER_FACTORIES[dotted])


def gen(seed):
    return torch.Generator().manual_seed(seed)


def randn(*shape, g, dtype=torch.float32, std=1.0, mean=0.0):
    return (torch.randn(*shape, generator=g) * std + mean).to(dtype)


def ulp(t: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Spacing of ``dtype`` numbers at |t| (float64)."""
    mant = {torch.bfloat16: 7, torch.float32: 23}[dtype]
    mag = t.abs().double().clamp_min(torch.finfo(dtype).tiny)
    return torch.exp2(torch.floor(torch.log2(mag)) - mant)


def tolerance(scale: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Allowed |out - ref| per element.

    ``scale`` is the sum of the magnitudes of the values SGLang's native branch
    rounds to ``dtype`` on the way to that element, in output units. Each
    rounding errs by at most half an ulp, i.e. by at most 2**-8 (bf16) of its
    value, so the total error stays below 2**-8 * scale < 1 ulp(scale).
    bf16: 2 ulps of scale. fp32 (long fp32 reductions dominate): 1e-5 of it.
    """
    if dtype == torch.bfloat16:
        return 2 * ulp(scale, dtype)
    return 1e-5 * scale.abs().double()


def assert_close_to_ref(out, ref, scale, dtype):
    err = (out.double() - ref).abs()
    tol = tolerance(scale, dtype)
    bad = err > tol
    assert not bad.any(), (
        f"{int(bad.sum())} of {bad.numel()} elements off; worst err/tol "
        f"{float((err / tol).max()):.3g}"
    )


def rms64(x, eps=EPS):
    x = x.double()
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)


def compiled(fn, backend="aot_eager"):
    """``torch.compile(fullgraph=True)`` with a frame counter."""
    torch._dynamo.reset()
    counter = CompileCounterWithBackend(backend)
    return torch.compile(fn, backend=counter, fullgraph=True), counter


@pytest.fixture(autouse=True)
def _fresh_dynamo():
    torch._dynamo.reset()
    yield
    torch._dynamo.reset()


# -- inputs of each kernel ----------------------------------------------------


def res_inputs(T, dtype, hidden=1536, seed=0):
    g = gen(seed)
    x = randn(T, hidden, g=g, dtype=dtype)
    w = randn(hidden, g=g, dtype=dtype, std=0.1, mean=1.0)
    r = randn(T, hidden, g=g, dtype=dtype, std=2.0)
    s = (torch.rand(1, generator=g) * 0.5 + 0.5).to(dtype)
    return x, w, r, s


def dual_inputs(T, dtype, hidden=2816, seed=1):
    g = gen(seed)
    x1 = randn(T, hidden, g=g, dtype=dtype, std=3.0)
    w1 = randn(hidden, g=g, dtype=dtype, std=0.1, mean=1.0)
    x2 = randn(T, hidden, g=g, dtype=dtype, std=0.5)
    w2 = randn(hidden, g=g, dtype=dtype, std=0.1, mean=1.0)
    w3 = randn(hidden, g=g, dtype=dtype, std=0.1, mean=1.0)
    r = randn(T, hidden, g=g, dtype=dtype, std=2.0)
    s = (torch.rand(1, generator=g) * 0.5 + 0.5).to(dtype)
    return x1, w1, x2, w2, w3, r, s


def qkv_inputs(T, dtype, seed=2):
    g = gen(seed)
    qkv = randn(T, (HQ + 2 * HKV) * HEAD_DIM, g=g, dtype=dtype, std=2.0)
    qw = randn(HEAD_DIM, g=g, dtype=dtype, std=0.1, mean=1.0)
    kw = randn(HEAD_DIM, g=g, dtype=dtype, std=0.1, mean=1.0)
    return qkv, qw, kw


def split(qkv):
    return qkv.split([HQ * HEAD_DIM, HKV * HEAD_DIM, HKV * HEAD_DIM], dim=-1)


def routing_inputs(T, dtype, seed=3):
    g = gen(seed)
    logits = randn(T, E, g=g, dtype=dtype)
    scale = (torch.rand(E, generator=g) + 0.5).to(dtype)
    return logits, scale


# -- references ---------------------------------------------------------------


def res_ref(x, w, r, s):
    n = rms64(x) * w.double()
    ref = (n + r.double()) * s.double()
    # rounded: the norm, the sum, the product
    scale = (n.abs() + (n + r.double()).abs()) * s.double().abs() + ref.abs()
    return ref, scale


def dual_ref(x1, w1, x2, w2, w3, r, s):
    n1 = rms64(x1) * w1.double()
    n2 = rms64(x2) * w2.double()
    h = n1 + n2
    rms_h = torch.sqrt(h.pow(2).mean(-1, keepdim=True) + EPS)
    n3 = h / rms_h * w3.double()
    ref = (n3 + r.double()) * s.double()
    # rounded: n1, n2 and h, which reach the output through the third norm
    # (times w3 / rms(h)); n3 (counted twice: its own rounding and the change
    # of rms(h) that the errors in h cause); n3 + r; the product.
    via_h = (n1.abs() + n2.abs() + h.abs()) * w3.double().abs() / rms_h
    scale = (via_h + 2 * n3.abs() + (n3 + r.double()).abs()) * s.double().abs() + ref.abs()
    return ref, scale


def qkv_ref(qkv, qw, kw):
    x = qkv.double().unflatten(-1, (HQ + 2 * HKV, HEAD_DIM))
    w = torch.cat(
        [
            qw.double().expand(HQ, HEAD_DIM),
            kw.double().expand(HKV, HEAD_DIM),
            torch.ones(HKV, HEAD_DIM, dtype=torch.float64),  # v: no weight
        ]
    )
    return (rms64(x) * w).flatten(-2)


def routing_ref(logits_at_ids, ids, scale):
    return torch.softmax(logits_at_ids.double(), dim=-1) * scale.double()[ids.long()]


# -- (a) eager: exact pass-through -----------------------------------------------


def _eager_args(dotted):
    """Positional arguments of one call, as the model passes them."""
    if dotted == RES:
        return res_inputs(3, torch.bfloat16) + (1e-5,)
    if dotted == DUAL:
        return dual_inputs(3, torch.bfloat16) + (1e-5, 2e-6, 3e-6)
    if dotted == QKV:
        qkv, qw, kw = qkv_inputs(3, torch.bfloat16)
        return (*split(qkv), qw, kw, HQ, HKV, HEAD_DIM, 1e-5)
    if dotted == POST:
        logits, scale = routing_inputs(3, torch.float32)
        vals, ids = torch.topk(logits, K, dim=-1)
        return vals, ids, scale
    if dotted == FUSED:
        logits, scale = routing_inputs(3, torch.float32)
        return logits, scale, K
    raise AssertionError(dotted)


@pytest.mark.parametrize("dotted", ALL, ids=lambda d: d.rsplit(".", 1)[-1])
def test_eager_calls_original_with_exact_arguments(dotted):
    rec = Recorder()
    wrapper = wrapper_for(dotted, rec)
    args = _eager_args(dotted)
    assert wrapper(*args) is Recorder.MARKER
    assert len(rec.calls) == 1
    got, kwargs = rec.calls[0]
    assert kwargs == {}
    assert len(got) == len(args)
    for a, b in zip(got, args):
        assert a is b

    # By keyword, with the original's parameter names, and with defaults left
    # out: the original still sees every argument, and the default eps.
    original = sglang_original(dotted)
    sig = inspect.signature(original)
    bound = sig.bind(*args)
    required = {
        name: val
        for name, val in bound.arguments.items()
        if sig.parameters[name].default is inspect.Parameter.empty
    }
    assert wrapper(**required) is Recorder.MARKER
    got, kwargs = rec.calls[1]
    assert kwargs == {}
    expected = sig.bind(**required)
    expected.apply_defaults()
    assert len(got) == len(expected.args)
    for a, b in zip(got, expected.args):
        assert a is b or (isinstance(b, float) and a == b)


@pytest.mark.parametrize("dotted", ALL, ids=lambda d: d.rsplit(".", 1)[-1])
def test_wrapper_keeps_the_original_signature(dotted):
    original = sglang_original(dotted)
    wrapper = wrapper_for(dotted, original)
    want = inspect.signature(original).parameters
    have = inspect.signature(wrapper, follow_wrapped=False).parameters
    assert list(have) == list(want)
    for name in want:
        assert have[name].default == want[name].default, name
        assert have[name].kind == want[name].kind, name
    assert wrapper.__wrapped__ is original
    assert wrapper.__gemma4_unwrapped__ is True
    assert wrapper.__name__ == original.__name__


# -- (b) compiled: torch math, never the original --------------------------------


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_compiled_rmsnorm_residual_scalar(dtype):
    rec = Recorder(raises=True)
    wrapper = wrapper_for(RES, rec)
    fn, counter = compiled(lambda x, w, r, s: wrapper(x, w, r, s, EPS))
    for T in TOKENS:
        x, w, r, s = res_inputs(T, dtype, seed=T)
        out = fn(x, w, r, s)
        assert out.dtype == dtype and out.shape == x.shape
        ref, scale = res_ref(x, w, r, s)
        assert_close_to_ref(out, ref, scale, dtype)
    assert rec.calls == []
    assert counter.frame_count >= 1 and counter.op_count > 0


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_compiled_dual_rmsnorm_residual_scalar(dtype):
    rec = Recorder(raises=True)
    wrapper = wrapper_for(DUAL, rec)
    fn, counter = compiled(
        lambda x1, w1, x2, w2, w3, r, s: wrapper(x1, w1, x2, w2, w3, r, s, EPS, EPS, EPS)
    )
    for T in TOKENS:
        args = dual_inputs(T, dtype, seed=10 + T)
        out = fn(*args)
        assert out.dtype == dtype and out.shape == args[0].shape
        ref, scale = dual_ref(*args)
        assert_close_to_ref(out, ref, scale, dtype)
    assert rec.calls == []
    assert counter.frame_count >= 1 and counter.op_count > 0


def _qkv_fn(wrapper, kv=True):
    def fn(qkv, qw, kw):
        q, k, v = split(qkv)
        if kv:
            r = wrapper(q, k, v, qw, kw, HQ, HKV, HEAD_DIM, EPS)
        else:  # kv-shared layer: only q is normalised
            r = wrapper(q, None, None, qw, None, HQ, HKV, HEAD_DIM, EPS)
        return r, q, k, v

    return fn


def _check_qkv(fn, dtype, T, seed, kv=True):
    qkv, qw, kw = qkv_inputs(T, dtype, seed=seed)
    before = qkv.clone()
    ret, q, k, v = fn(qkv, qw, kw)
    assert ret is None
    ref = qkv_ref(before, qw, kw)
    tol_scale = ref
    if not kv:  # k and v untouched
        n = HQ * HEAD_DIM
        assert torch.equal(qkv[:, n:], before[:, n:])
        ref, qkv_cmp, tol_scale = ref[:, :n], qkv[:, :n], ref[:, :n]
    else:
        qkv_cmp = qkv
    # The caller's qkv buffer itself holds the normalised q/k/v.
    assert_close_to_ref(qkv_cmp, ref, tol_scale, dtype)
    # ... and the q the compiled function hands back reads the same storage.
    assert torch.equal(q, qkv[:, : HQ * HEAD_DIM])
    assert q.untyped_storage().data_ptr() == qkv.untyped_storage().data_ptr()
    assert not torch.equal(qkv, before)


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_compiled_qkv_rmsnorm_in_place(dtype):
    rec = Recorder(raises=True)
    wrapper = wrapper_for(QKV, rec)
    fn, counter = compiled(_qkv_fn(wrapper))
    for T in TOKENS:
        _check_qkv(fn, dtype, T, seed=20 + T)
    assert rec.calls == []
    assert counter.frame_count >= 1 and counter.op_count > 0


def test_compiled_qkv_rmsnorm_kv_shared_layer():
    rec = Recorder(raises=True)
    wrapper = wrapper_for(QKV, rec)
    fn, _ = compiled(_qkv_fn(wrapper, kv=False))
    _check_qkv(fn, torch.bfloat16, 3, seed=30, kv=False)
    assert rec.calls == []


def test_compiled_qkv_rmsnorm_inductor():
    rec = Recorder(raises=True)
    wrapper = wrapper_for(QKV, rec)
    fn, counter = compiled(_qkv_fn(wrapper), backend="inductor")
    _check_qkv(fn, torch.bfloat16, 17, seed=40)
    assert rec.calls == []
    assert counter.frame_count == 1


def _check_routing(weights, ids, logits, scale, dtype):
    T = logits.shape[0]
    assert weights.dtype == torch.float32 and ids.dtype == torch.int32
    assert weights.shape == (T, K) and ids.shape == (T, K)
    # ids are a top-k set (ties resolved either way), in descending order.
    assert all(len(set(row.tolist())) == K for row in ids)
    picked = logits.gather(1, ids.long())
    best = torch.topk(logits.double(), K, dim=-1).values
    assert torch.equal(picked.double(), best)
    ref = routing_ref(picked, ids, scale)
    # rounded to the logits' dtype: the softmax, then its product with the scale
    assert_close_to_ref(weights, ref, 2 * ref, dtype)


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_compiled_routing_post_topk(dtype):
    rec = Recorder(raises=True)
    wrapper = wrapper_for(POST, rec)
    fn, counter = compiled(lambda vals, ids, scale: wrapper(vals, ids, scale))
    for T in TOKENS:
        logits, scale = routing_inputs(T, dtype, seed=50 + T)
        vals, ids = torch.topk(logits, K, dim=-1)
        weights, ids32 = fn(vals, ids, scale)
        assert torch.equal(ids32.long(), ids)
        _check_routing(weights, ids32, logits, scale, dtype)
    assert rec.calls == []
    assert counter.frame_count >= 1 and counter.op_count > 0


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_compiled_fused_routing(dtype):
    rec = Recorder(raises=True)
    wrapper = wrapper_for(FUSED, rec)
    fn, counter = compiled(lambda logits, scale: wrapper(logits, scale, K))
    for T in TOKENS:
        logits, scale = routing_inputs(T, dtype, seed=60 + T)
        weights, ids = fn(logits, scale)
        _check_routing(weights, ids, logits, scale, dtype)
    assert rec.calls == []
    assert counter.frame_count >= 1 and counter.op_count > 0


def test_compiled_norms_match_sglang_native_modules_bitwise():
    """The traced math is SGLang's non-CUDA branch, op for op (bf16)."""
    from sglang.srt.layers.layernorm import Gemma4RMSNorm, RMSNorm

    dtype = torch.bfloat16
    T = 17

    def rms(weight):
        m = RMSNorm(weight.shape[0], eps=EPS).to(dtype)
        with torch.no_grad():
            m.weight.copy_(weight)
        return m

    # (post_ff_norm(h) + residual) * layer_scalar
    x, w, r, s = res_inputs(T, dtype, seed=70)
    fn, _ = compiled(lambda x, w, r, s: wrapper_for(RES, Recorder(raises=True))(x, w, r, s, EPS))
    native = (rms(w).forward_native(x) + r) * s
    assert torch.equal(fn(x, w, r, s), native)

    # (post_ff_norm(norm_1(h1) + norm_2(h2)) + residual) * layer_scalar
    x1, w1, x2, w2, w3, r, s = dual_inputs(T, dtype, seed=71)
    fn, _ = compiled(
        lambda *a: wrapper_for(DUAL, Recorder(raises=True))(*a, EPS, EPS, EPS)
    )
    h = rms(w1).forward_native(x1) + rms(w2).forward_native(x2)
    native = (rms(w3).forward_native(h) + r) * s
    assert torch.equal(fn(x1, w1, x2, w2, w3, r, s), native)

    # q_norm / k_norm / v_norm of Gemma4Attention, per head.
    qkv, qw, kw = qkv_inputs(T, dtype, seed=72)
    q, k, v = split(qkv.clone())
    qn, kn = Gemma4RMSNorm(HEAD_DIM, eps=EPS).to(dtype), Gemma4RMSNorm(HEAD_DIM, eps=EPS).to(dtype)
    vn = Gemma4RMSNorm(HEAD_DIM, eps=EPS, scale_shift=0.0, with_scale=False).to(dtype)
    with torch.no_grad():
        qn.weight.copy_(qw)
        kn.weight.copy_(kw)
    native = torch.cat(
        [
            qn.forward_native(q.unflatten(-1, (HQ, HEAD_DIM))).flatten(-2),
            kn.forward_native(k.unflatten(-1, (HKV, HEAD_DIM))).flatten(-2),
            vn.forward_native(v.unflatten(-1, (HKV, HEAD_DIM))).flatten(-2),
        ],
        dim=-1,
    )
    fn, _ = compiled(_qkv_fn(wrapper_for(QKV, Recorder(raises=True))))
    fn(qkv, qw, kw)
    assert torch.equal(qkv, native)


# -- (c) the patch ----------------------------------------------------------------


MODEL = "sglang.srt.models.gemma4_causal"


@pytest.fixture
def unwrap_patch(isolated_patch):
    from gemma4_passes.tools import harness

    harness.init_sglang("cpu")
    with isolated_patch("unwrap_kernels") as patch:
        yield patch


def test_patch_rebinds_the_model_names_and_reverts(unwrap_patch):
    import importlib

    model = importlib.import_module(MODEL)
    originals = {d: resolve(d) for d in ALL}
    for dotted, orig in originals.items():
        name = dotted.rsplit(".", 1)[-1]
        assert getattr(model, name) is orig
        assert not hasattr(orig, "__gemma4_unwrapped__")

    st = unwrap_patch.apply()
    assert st.state == "active", st
    assert unwrap_patch.status().state == "active"
    for dotted, orig in originals.items():
        mod_name, name = dotted.rsplit(".", 1)
        in_model = getattr(model, name)
        assert getattr(in_model, "__gemma4_unwrapped__", False) is True, name
        assert in_model.__wrapped__ is orig, name
        # The defining module holds the same wrapper.
        assert getattr(importlib.import_module(mod_name), name) is in_model, name

    unwrap_patch.revert()
    assert unwrap_patch.status().state == "ready"
    for dotted, orig in originals.items():
        mod_name, name = dotted.rsplit(".", 1)
        assert getattr(model, name) is orig, name
        assert getattr(importlib.import_module(mod_name), name) is orig, name


def test_patched_model_name_compiles_on_cpu(unwrap_patch):
    """Through the name ``gemma4_causal`` calls, the patched QKV norm traces."""
    import importlib

    model = importlib.import_module(MODEL)
    assert unwrap_patch.apply().state == "active"

    def fn(qkv, qw, kw):
        q, k, v = split(qkv)
        model.gemma_qkv_rmsnorm(
            q, k, v, qw, kw, num_q_heads=HQ, num_kv_heads=HKV, head_dim=HEAD_DIM, eps=EPS
        )
        return q, k, v

    cfn, counter = compiled(fn)
    qkv, qw, kw = qkv_inputs(3, torch.float32, seed=80)
    before = qkv.clone()
    cfn(qkv, qw, kw)
    ref = qkv_ref(before, qw, kw)
    assert_close_to_ref(qkv, ref, ref, torch.float32)
    assert counter.frame_count == 1
