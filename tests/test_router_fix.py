"""The Gemma-4 MoE router bug on SGLang's native path, and the ``router_scale`` fix.

``Gemma4Router.fuse_scale`` folds ``scale * hidden**-0.5`` into
``router.norm.weight``, but the norm is built with ``with_scale=False`` and
``Gemma4RMSNorm.forward_native`` ignores its weight then. The CUDA path calls
``rmsnorm(x, weight)`` and so applies the folded weight; every native path
(``torch.compile`` decode, HIP, CPU) drops it. The reference below is the CUDA
formula in float64: ``(rmsnorm(x) * folded_weight) @ proj.weight.T``.

All routers here are SGLang's own ``Gemma4Router`` at 26B-A4B width (hidden
2816, 128 experts, top-8, eps 1e-6), in float32.
"""

from __future__ import annotations

import inspect

import pytest
import torch
import torch._dynamo
from torch._dynamo.testing import CompileCounterWithBackend

from gemma4_passes.tools import harness
from gemma4_passes.patches import PATCHES
from gemma4_passes.patches.base import TARGET_CHANGED
from gemma4_passes.patches.router_scale import RouterScale

HIDDEN, EXPERTS, TOPK, EPS = 2816, 128, 8, 1e-6


@pytest.fixture(scope="module")
def cfg():
    harness.init_sglang("cpu")
    c = harness.build_config("26b-a4b", scale="real")
    assert (c.hidden_size, c.num_experts, c.top_k_experts, c.rms_norm_eps) == (
        HIDDEN,
        EXPERTS,
        TOPK,
        EPS,
    )
    return c


@pytest.fixture(scope="module")
def router_cls(cfg):
    from sglang.srt.models.gemma4_causal import Gemma4Router

    return Gemma4Router


@pytest.fixture(scope="module")
def original_fuse_scale(router_cls):
    """``Gemma4Router.fuse_scale`` as SGLang defines it (never the patched one)."""
    fn = router_cls.__dict__["fuse_scale"]
    return getattr(fn, "__wrapped__", fn)


@pytest.fixture
def patch(isolated_patch, router_cls, original_fuse_scale):
    """The global ``router_scale`` patch, reverted before and after each test."""
    with isolated_patch("router_scale") as p:
        assert router_cls.fuse_scale is original_fuse_scale
        yield p
        p.revert()
        assert router_cls.fuse_scale is original_fuse_scale


def make_router(cfg, router_cls, seed=0):
    """A router with random scale and projection, scale folded (as after loading)."""
    prev = torch.get_default_dtype()
    torch.set_default_dtype(torch.float32)
    try:
        router = router_cls(cfg)
    finally:
        torch.set_default_dtype(prev)
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        router.scale.copy_(1 + 0.1 * torch.randn(HIDDEN, generator=g))
        router.proj.weight.copy_(torch.randn(EXPERTS, HIDDEN, generator=g) * HIDDEN**-0.5)
    router.fuse_scale()
    assert router._scale_fused
    # The folded weight is scale * hidden**-0.5, whatever the patch does.
    torch.testing.assert_close(
        router.norm.weight, router.scale.detach() * HIDDEN**-0.5, rtol=1e-6, atol=0
    )
    return router


def tokens(n, seed=1):
    return torch.randn(n, HIDDEN, generator=torch.Generator().manual_seed(seed))


def reference_logits(router, x):
    """The CUDA formula, float64: (rmsnorm(x) * folded weight) @ proj.weight.T."""
    xd = x.double()
    normed = xd * torch.rsqrt(xd.pow(2).mean(-1, keepdim=True) + EPS)
    return (normed * router.norm.weight.double()) @ router.proj.weight.double().T


def native_logits(router, x):
    """The router run with SGLang's compile-mode (native) dispatch, eager."""
    with torch.no_grad(), harness.native_ops(router, x.shape[0]):
        return router(x)


def expert_sets(logits):
    return torch.sort(torch.topk(logits, TOPK, dim=-1).indices, dim=-1).values


def assert_matches_reference(logits, ref):
    assert logits.dtype == torch.float32 and logits.shape == ref.shape
    err = (logits.double() - ref).abs().max()
    assert err <= 1e-5 * ref.abs().max(), f"max err {float(err):.3g}, max |logit| {float(ref.abs().max()):.3g}"
    same = (expert_sets(logits) == expert_sets(ref)).all(-1)
    assert same.all(), f"top-{TOPK} differs for {int((~same).sum())} of {len(same)} tokens"


# -- (a) the bug ---------------------------------------------------------------


def test_native_path_without_patch_drops_the_router_scale(cfg, router_cls, patch):
    router = make_router(cfg, router_cls)
    assert router.norm.with_scale is False
    x = tokens(257)
    ref = reference_logits(router, x)

    # Both ways of reaching the native path agree: the dispatch SGLang's
    # compile mode switches to, and forward_native called directly.
    out = native_logits(router, x)
    with torch.no_grad():
        direct = router.proj(router.norm.forward_native(x))[0]
    torch.testing.assert_close(out, direct, rtol=0, atol=0)

    # The folded weight (scale * hidden**-0.5) is not applied: the logits are
    # about sqrt(hidden) too large, and the chosen experts change.
    ratio = out.abs().max() / ref.abs().max()
    assert 20 < ratio < 150, float(ratio)
    differ = (expert_sets(out) != expert_sets(ref)).any(-1)
    assert differ.float().mean() > 0.5, f"only {int(differ.sum())} of 257 tokens differ"


# -- (b) the fix, eager -----------------------------------------------------------


@pytest.mark.parametrize("num_tokens", (1, 3, 17, 257))
def test_patched_native_path_matches_cuda_formula(cfg, router_cls, patch, num_tokens):
    assert patch.apply().state == "active"
    router = make_router(cfg, router_cls)  # fuse_scale runs with the patch
    assert router.norm.with_scale is True
    x = tokens(num_tokens, seed=num_tokens)
    assert_matches_reference(native_logits(router, x), reference_logits(router, x))


# -- (c) the fix, compiled --------------------------------------------------------


def test_patched_router_compiled_with_inductor(cfg, router_cls, patch):
    assert patch.apply().state == "active"
    router = make_router(cfg, router_cls, seed=3)

    def router_native_fn(x):
        return router(x)

    torch._dynamo.reset()
    counter = CompileCounterWithBackend("inductor")
    try:
        with torch.no_grad(), harness.native_ops(router, 17):
            compiled = torch.compile(router_native_fn, backend=counter, fullgraph=True)
            for n in (17, 5):
                x = tokens(n, seed=100 + n)
                assert_matches_reference(compiled(x), reference_logits(router, x))
    finally:
        torch._dynamo.reset()
    assert counter.frame_count >= 1 and counter.op_count > 0


# -- (d) the CUDA path is unchanged -------------------------------------------------


def test_cuda_path_reads_the_same_state(cfg, router_cls, patch, monkeypatch):
    """``forward_cuda`` calls ``rmsnorm(x, weight)`` before and after the fix.

    It takes ``gemma_rmsnorm`` (norm * (1 + weight)) only when
    ``self.with_scale and self.scale_shift == 1.0``; the router norm has
    ``scale_shift == 0.0``, so setting ``with_scale = True`` leaves the CUDA
    path on ``rmsnorm(x, weight)``, with the same folded weight.
    """
    from sglang.srt.layers import layernorm
    from sglang.srt.layers.layernorm import Gemma4RMSNorm

    src = inspect.getsource(Gemma4RMSNorm.forward_cuda)
    assert "self.with_scale and self.scale_shift == 1.0" in src
    assert "rmsnorm(x, self.weight.data, self.eps)" in src

    unpatched = make_router(cfg, router_cls, seed=5)
    assert patch.apply().state == "active"
    patched = make_router(cfg, router_cls, seed=5)
    assert patched.norm.scale_shift == 0.0
    assert patched.norm.with_scale is True
    assert unpatched.norm.scale_shift == 0.0
    assert torch.equal(patched.norm.weight, unpatched.norm.weight)

    # Run forward_cuda on CPU with the two kernels it may call recorded.
    calls = []

    def fake_rmsnorm(x, weight, eps):
        calls.append(("rmsnorm", weight, eps))
        return x * weight

    def fake_gemma_rmsnorm(x, weight, eps):
        calls.append(("gemma_rmsnorm", weight, eps))
        return x * (1 + weight)

    monkeypatch.setattr(layernorm, "rmsnorm", fake_rmsnorm, raising=False)
    monkeypatch.setattr(layernorm, "gemma_rmsnorm", fake_gemma_rmsnorm, raising=False)
    x = tokens(3)
    outs = []
    for router in (unpatched, patched):
        calls.clear()
        outs.append(router.norm.forward_cuda(x))
        assert [c[0] for c in calls] == ["rmsnorm"]
        assert calls[0][1].data_ptr() == router.norm.weight.data_ptr()
        assert calls[0][2] == EPS
    assert torch.equal(outs[0], outs[1])


# -- (e) status and revert ------------------------------------------------------------


def test_patch_status_and_revert(cfg, router_cls, patch, original_fuse_scale):
    assert patch.status().state == "ready"
    st = patch.apply()
    assert st.state == "active"
    assert patch.status().state == "active"
    assert router_cls.fuse_scale is not original_fuse_scale
    assert router_cls.fuse_scale.__wrapped__ is original_fuse_scale
    # Applying twice is a no-op.
    wrapped = router_cls.fuse_scale
    assert patch.apply().state == "active"
    assert router_cls.fuse_scale is wrapped

    patch.revert()
    assert router_cls.fuse_scale is original_fuse_scale
    assert patch.status().state == "ready"
    # A router folded after the revert is back to the SGLang behaviour.
    assert make_router(cfg, router_cls).norm.with_scale is False


# -- (f) a changed target -------------------------------------------------------------


def test_changed_target_is_not_patched(cfg, router_cls, original_fuse_scale, patch, monkeypatch):
    p = RouterScale()  # a fresh instance; `patch` keeps the global one reverted
    assert p.status().state == "ready"
    target = "sglang.srt.layers.layernorm.Gemma4RMSNorm.forward_native"
    assert target in p.targets
    monkeypatch.setitem(p.targets, target, "0000000000000000")

    try:
        st = p.apply()
        assert st.state == TARGET_CHANGED
        assert target in st.reason
        assert not p.applied
        assert p.status().state == TARGET_CHANGED
        assert router_cls.fuse_scale is original_fuse_scale
        assert make_router(cfg, router_cls).norm.with_scale is False
    finally:
        p.revert()  # nothing to undo, unless apply() wrongly went ahead
    assert router_cls.fuse_scale is original_fuse_scale
