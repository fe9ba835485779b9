"""The ``decode_reduce`` patch: SGLang's split-KV decode attention with our second stage.

The kernel itself is checked against SGLang's stage 2 and an fp64 merge in ``kernel_checks.py``
(``test_kernels_triton.py``, under the Triton interpreter; ``tests/gpu`` on CUDA). Here: the
patch's targets and switches, and SGLang's whole ``decode_attention_fwd`` (its stage 1, then the
stage 2 the patch put in place) against the same call unpatched, under the interpreter.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("sglang.kernels.ops.attention.decode_attention")

from gemma4_passes.patches import AT_COMPILE, PATCHES  # noqa: E402
from gemma4_passes.patches.base import ACTIVE, DISABLED, NOT_APPLICABLE, TARGET_CHANGED  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
MODULE = "sglang.kernels.ops.attention.decode_attention"


@pytest.fixture
def patch():
    p = PATCHES["decode_reduce"]
    yield p
    p.revert()


def test_targets_are_sglangs_and_applied_at_compile(patch):
    assert patch.check_targets() is None  # SGLang 0.5.23's sources, and its split length is the kernel's
    assert "decode_reduce" in AT_COMPILE


def test_on_by_default_with_cuda_only(patch, monkeypatch):
    monkeypatch.delenv(patch.env_var, raising=False)
    monkeypatch.setattr("torch.cuda.is_available", lambda: True)
    monkeypatch.setattr("torch.version.hip", None)
    assert patch.applicable() is None and patch.disabled_by_user() is None
    monkeypatch.setenv(patch.env_var, "0")
    assert patch.status().state == DISABLED
    monkeypatch.delenv(patch.env_var)
    monkeypatch.setattr("torch.cuda.is_available", lambda: False)
    st = patch.status()
    assert st.state == NOT_APPLICABLE and "CUDA only" in st.reason
    monkeypatch.setenv(patch.env_var, "maybe")
    assert "not a switch value" in patch.config_error()


def test_another_split_length_is_a_changed_target(patch, monkeypatch):
    import sglang.kernels.ops.attention.decode_attention as D

    monkeypatch.setattr(D, "_MIN_BLOCK_KV", 64)
    monkeypatch.setattr(type(patch), "applicable", lambda self: None)
    st = patch.status()
    assert st.state == TARGET_CHANGED and "_MIN_BLOCK_KV is 64" in st.reason
    assert patch.apply().state == TARGET_CHANGED and D._decode_softmax_reducev_fwd.__module__ == MODULE


def test_apply_puts_the_kernel_in_sglangs_place_and_revert_takes_it_out(patch, monkeypatch):
    import sglang.kernels.ops.attention.decode_attention as D

    from gemma4_passes.kernels import load

    original, kernel = D._decode_softmax_reducev_fwd, load("decode_reduce").reduce
    monkeypatch.setattr(type(patch), "applicable", lambda self: None)
    for _ in range(2):  # applied again after a revert, the same
        assert patch.apply().state == ACTIVE
        replaced = D._decode_softmax_reducev_fwd
        assert replaced.__module__ == "gemma4_passes.patches.decode_reduce" and replaced.__doc__ == kernel.__doc__
        # SGLang's callers look it up at each call, in the module's globals
        assert D.decode_attention_fwd_grouped.__globals__["_decode_softmax_reducev_fwd"] is replaced
        patch.revert()
        assert D._decode_softmax_reducev_fwd is original
        assert load("decode_reduce").reduce is kernel  # the revert left the kernel module's own name alone


def test_more_splits_than_the_tile_takes_stay_sglangs(patch, monkeypatch):
    import sglang.kernels.ops.attention.decode_attention as D

    from gemma4_passes.kernels import load

    calls = []
    monkeypatch.setattr(D, "_decode_softmax_reducev_fwd", lambda *a, **k: calls.append("sglang"))
    monkeypatch.setattr(load("decode_reduce"), "reduce", lambda *a, **k: calls.append("ours"))
    monkeypatch.setattr(type(patch), "applicable", lambda self: None)
    monkeypatch.setattr(type(patch), "check_targets", lambda self: None)  # SGLang's function is the recorder here
    assert patch.apply().state == ACTIVE
    most = load("decode_reduce").MAX_SPLITS
    for splits, forced in ((8, 0), (most, 0), (most + 1, 0), (8, most + 1)):
        D._decode_softmax_reducev_fwd(None, None, None, None, 1.0, None, None, None, splits, forced_kv_splits=forced)
    assert calls == ["ours", "ours", "sglang", "sglang"]


_WHOLE_ATTENTION = r"""
import json, sys
sys.path[:0] = ["tests"]
import torch
import kernel_checks as kc
kc._fix_interpreter_bf16_rounding(); kc._fix_interpreter_scalar_index()
from sglang.kernels.ops.attention import decode_attention as D
from gemma4_passes.patches import PATCHES

gen = torch.Generator().manual_seed(0)
out = {}
# (query heads, KV heads, head dim, max splits): E2B's sliding and full layers (grouped), one MHA
for heads, kv_heads, dim, splits in ((8, 1, 256, 8), (8, 1, 512, 64), (4, 4, 64, 16)):
    lens = torch.tensor([1, 40, 300])
    total = int(lens.sum())
    # fp32: the interpreter's bf16 dot products in SGLang's stage 1 come out wrong (scores ~1e10)
    k = torch.randn(total, kv_heads, dim, generator=gen)
    v = torch.randn(total, kv_heads, dim, generator=gen)
    q = torch.randn(3, heads, dim, generator=gen)
    indptr = torch.cat([torch.zeros(1, dtype=torch.int64), lens.cumsum(0)]).int()
    indices = torch.randperm(total, generator=gen).int()  # cache slots anywhere in the pool
    counts = torch.tensor([1, splits, max(1, splits // 2)], dtype=torch.int32)
    logits = torch.full((3, heads, splits, dim), float("nan"))  # what stage 1 leaves unwritten stays NaN
    lse = torch.full((3, heads, splits), float("nan"))

    def attend():
        o = torch.full((3, heads, dim), float("nan"))
        D.decode_attention_fwd(q, k, v, o, indptr, indices, logits, lse, counts, splits, dim ** -0.5, 1.0, 1.0)
        return o

    theirs = attend()
    p = PATCHES["decode_reduce"]
    p.applicable = lambda: None
    assert p.apply().state == "active"
    ours = attend()
    p.revert()
    want = []  # the attention in fp64, per request, from the cache slots it reads
    for r in range(3):
        slots = indices[indptr[r]:indptr[r + 1]].long()
        kk = k[slots].double().repeat_interleave(heads // kv_heads, 1)
        vv = v[slots].double().repeat_interleave(heads // kv_heads, 1)
        s = torch.einsum("hd,thd->ht", q[r].double(), kk) * dim ** -0.5
        want.append(torch.einsum("ht,thd->hd", torch.softmax(s, -1), vv))
    want = torch.stack(want)
    out[f"{heads}/{kv_heads}/{dim}/{splits}"] = dict(
        nan=bool(ours.isnan().any() or theirs.isnan().any()),
        max_vs_theirs=float((ours.float() - theirs.float()).abs().max()),
        max_vs_fp64=float((ours.double() - want).abs().max()),
        theirs_vs_fp64=float((theirs.double() - want).abs().max()))
print("RESULT " + json.dumps(out))
"""


def test_sglangs_decode_attention_with_the_patch_equals_it_without():
    """SGLang's ``decode_attention_fwd`` (grouped and MHA, split counts per request, requests of 1 to
    300 tokens in scattered cache slots), its stage 1 and then our stage 2 through the patch: the
    output SGLang's stage 2 gives to fp32 rounding, and as close to fp64 attention as SGLang's."""
    env = {**os.environ, "TRITON_INTERPRET": "1", "PYTHONPATH": os.pathsep.join(
        [str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    p = subprocess.run([sys.executable, "-c", _WHOLE_ATTENTION], env=env, cwd=ROOT, capture_output=True, text=True,
                       timeout=900)
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("RESULT ")]
    assert p.returncode == 0 and lines, p.stdout[-3000:] + p.stderr[-6000:]
    for case, r in json.loads(lines[-1][7:]).items():
        assert not r["nan"], case
        assert r["max_vs_theirs"] <= 1e-5 and r["max_vs_fp64"] <= 1e-4, (case, r)  # outputs of magnitude ~1
        assert r["max_vs_fp64"] <= r["theirs_vs_fp64"] + 1e-6, (case, r)
