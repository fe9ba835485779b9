"""Every ``gemma4::*`` op: its CPU implementation against its fake one on awkward inputs.

Inductor plans memory and later ops from what the fake implementation says; a
CPU output of another dtype, shape or layout is read wrongly downstream. For
each op and each of its tensor arguments in turn the inputs are made awkward:
the same values in another layout (transposed, or a strided 1-D view), a
broadcast view (a stride-0 expand of the first row), another dtype (fp32 or
fp16 beside bf16), and mis-sized (width 1 in the last or the first dim, which
plain torch would broadcast). Each variant must either be refused by the CPU
and the fake implementations alike, with the same one-line ``ValueError``
naming the argument, or give a CPU output with the fake's shape, dtype and
strides (``torch.library.opcheck``'s fake-tensor test on top).
"""

from __future__ import annotations

import inspect
import re

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from gemma4_passes.ops import library, reference
from op_cases import op_args

# Each op's argument names (the reference's signature is the op's).
PARAMS = {name: list(inspect.signature(getattr(reference, name)).parameters) for name in library.ALL_OPS}


def _transposed(t: torch.Tensor) -> torch.Tensor:
    """The same values stored in reverse dimension order (1-D: every other element of a wider buffer)."""
    if t.dim() == 1:
        buf = torch.zeros(2 * t.numel() + 1, dtype=t.dtype)
        out = buf[1::2]
        out.copy_(t)
        return out
    dims = list(reversed(range(t.dim())))
    return t.permute(dims).contiguous().permute(dims)


def _variants(name, args):
    """``(label, args)`` pairs: each tensor argument of op ``name`` in turn made awkward."""
    for i, (arg, a) in enumerate(zip(PARAMS[name], args)):
        if not isinstance(a, torch.Tensor) or a.dim() == 0:
            continue
        swap = lambda t, i=i: (*args[:i], t, *args[i + 1:])  # noqa: E731
        yield f"{arg} transposed", swap(_transposed(a))
        if a.shape[0] > 1:
            yield f"{arg} expanded from its first row", swap(a[:1].expand(a.shape))
            yield f"{arg} first dim 1", swap(a[:1])
        if a.shape[-1] > 1:
            yield f"{arg} last dim 1", swap(a[..., :1])
        if a.is_floating_point():
            for dt in (torch.float32, torch.float16, torch.bfloat16):
                if dt != a.dtype:
                    yield f"{arg} in {str(dt)[6:]}", swap(a.to(dt))


def _fake_call(op, args):
    with FakeTensorMode() as mode:
        fake_args = [mode.from_tensor(a) if isinstance(a, torch.Tensor) else a for a in args]
        return op(*fake_args)


def _outputs(out):
    return out if isinstance(out, tuple) else (out,)


def _significant_strides(t: torch.Tensor):
    """Strides of the dims longer than one (the others never address memory)."""
    return tuple(s for n, s in zip(t.shape, t.stride()) if n > 1)


def _meta_mismatch(real, fake):
    for j, (r, f) in enumerate(zip(_outputs(real), _outputs(fake))):
        if r.shape != f.shape or r.dtype != f.dtype or _significant_strides(r) != _significant_strides(f):
            return (f"output {j}: CPU {tuple(r.shape)} {r.dtype} strides {r.stride()}, "
                    f"fake {tuple(f.shape)} {f.dtype} strides {f.stride()}")
    if len(_outputs(real)) != len(_outputs(fake)):
        return f"CPU gave {len(_outputs(real))} outputs, fake {len(_outputs(fake))}"
    return None


def _run(fn):
    try:
        return fn(), None
    except Exception as e:  # noqa: BLE001
        return None, e


@pytest.mark.parametrize("name", list(library.ALL_OPS))
def test_cpu_output_is_what_the_fake_declares(name):
    op = library.ALL_OPS[name]
    args = op_args(name, 3, 64, torch.bfloat16)
    problems, accepted, refused = [], 0, 0
    for label, vargs in _variants(name, args):
        real, real_err = _run(lambda: op(*vargs))
        fake, fake_err = _run(lambda: _fake_call(op, vargs))
        if real_err is not None and fake_err is None and re.search(r": positions has -?\d+, outside", str(real_err)):
            refused += 1  # a value the fake cannot see: the CPU op refuses a position past the cache
            continue
        if real_err is not None or fake_err is not None:
            refused += 1
            msgs = [str(e) for e in (real_err, fake_err) if e is not None]
            if not all(isinstance(e, ValueError) for e in (real_err, fake_err)):
                problems.append(f"{label}: CPU raised {real_err!r}, fake raised {fake_err!r} (want one ValueError)")
            elif msgs[0] != msgs[1]:
                problems.append(f"{label}: CPU and fake refuse differently: {msgs}")
            elif not re.match(rf"gemma4::{name}: \w+ ", msgs[0]) or "\n" in msgs[0]:
                problems.append(f"{label}: refusal is not one line naming the op and an argument: {msgs[0]!r}")
            continue
        accepted += 1
        mismatch = _meta_mismatch(real, fake)
        if mismatch:
            problems.append(f"{label}: {mismatch}")
            continue
        try:
            torch.library.opcheck(op, vargs, test_utils=("test_faketensor",))
        except Exception as e:  # noqa: BLE001
            problems.append(f"{label}: opcheck: {str(e).splitlines()[0]}")
    assert not problems, f"{name}: {len(problems)} of {accepted + refused} variants:\n" + "\n".join(problems)
    assert accepted and refused  # the variants reach both sides of the rules


# One 1-D weight of each op that has one, and the width it must have in ``op_args(name, 3, 64, ..)``.
WEIGHTS = {
    "rmsnorm_add_rmsnorm": ("w1", 64), "post_attn_norms_moe": ("w_router", 64), "rmsnorm_add_scale": ("w", 64),
    "ffn_tail_moe": ("w3", 64), "rmsnorm_add_scale_next_norm": ("w_next", 64),
    "ffn_tail_moe_next_norm": ("w_next", 64), "router_topk_softmax_scale": ("per_expert_scale", 128),
    "qkv_norm_rope": ("wk", 64), "qk_norm_rope": ("wq", 64), "q_norm_rope": ("wq", 64),
    "rmsnorm_gemv": ("w_norm", 64), "rmsnorm_add_rmsnorm_quant_fp8": ("w2", 64),
    "rmsnorm_add_scale_next_norm_quant_fp8": ("w_next", 64), "rmsnorm_add_scale_quant_fp8": ("w", 64),
    "rmsnorm_quant_fp8": ("w", 64), "ffn_tail_moe_next_norm_quant_fp8": ("w_next", 64),
    "post_attn_norms_moe_quant_fp8": ("w_pre_ff", 64),
}


@pytest.mark.parametrize("name", list(WEIGHTS))
def test_width_one_weight_is_refused(name):
    """A [1] weight would broadcast over the row; the op refuses it, CPU and fake alike, naming it."""
    arg, width = WEIGHTS[name]
    i = PARAMS[name].index(arg)
    args = list(op_args(name, 3, 64, torch.bfloat16))
    args[i] = args[i][:1]
    want = rf"^gemma4::{name}: {arg} has shape \(1,\), expected \({width},\)"
    with pytest.raises(ValueError, match=want):
        library.ALL_OPS[name](*args)
    with pytest.raises(ValueError, match=want):
        _fake_call(library.ALL_OPS[name], args)


@pytest.mark.parametrize("name", ["rmsnorm_add_scale", "ffn_tail_moe", "rmsnorm_add_scale_next_norm",
                                  "ffn_tail_moe_next_norm"])
def test_fp32_scalar_beside_bf16_rows_is_refused(name):
    """``(.. + residual) * scalar`` with a [1] fp32 scalar would promote the output to fp32."""
    args = list(op_args(name, 3, 64, torch.bfloat16))
    i = PARAMS[name].index("scalar")
    args[i] = args[i].float()
    with pytest.raises(ValueError, match=rf"^gemma4::{name}: scalar has dtype torch.float32, expected torch.bfloat16"):
        library.ALL_OPS[name](*args)


@pytest.mark.parametrize("T", [1, 3, 17])
@pytest.mark.parametrize("H", [1536, 2560, 2816, 5376])
def test_transposed_rows_give_contiguous_outputs_with_the_same_values(T, H):
    """The dense post-attention block on rows stored column-major (a transposed buffer):
    the CPU output is contiguous, as the fake one, and holds the same values as on
    contiguous rows, within fp32 rounding of the fp64 math."""
    g = torch.Generator().manual_seed(T * 7 + H)
    x, r = (torch.randn(T, H, generator=g) for _ in range(2))
    w1, w2 = (1 + 0.5 * torch.randn(H, generator=g) for _ in range(2))
    out, s = library.rmsnorm_add_rmsnorm(_transposed(x), _transposed(r), w1, w2, 1e-6)
    assert out.is_contiguous() and s.is_contiguous()
    x64, r64 = x.double(), r.double()
    s64 = x64 * (x64.pow(2).mean(-1, keepdim=True) + 1e-6).rsqrt() * w1.double() + r64
    out64 = s64 * (s64.pow(2).mean(-1, keepdim=True) + 1e-6).rsqrt() * w2.double()
    assert (s.double() - s64).abs().max() <= 1e-5 * s64.abs().max()
    assert (out.double() - out64).abs().max() <= 1e-5 * out64.abs().max()


def test_input_rules_accept_what_the_kernels_accept(monkeypatch):
    """The fake implementations refuse nothing a Triton kernel's ``check`` takes (the pattern
    passes refuse by those checks, so a match they take never meets a refusing fake): on every
    variant of every op with a kernel, kernel check None implies ``input_reason`` None."""
    pytest.importorskip("triton")
    from gemma4_passes import kernels
    from gemma4_passes.kernels import inputs

    # CPU tensors as kernel inputs (the interpreter's view), without turning the interpreter on:
    # the kernel modules stay importable for CUDA in this process.
    monkeypatch.setattr(inputs, "interpreting", lambda: True)
    monkeypatch.setattr(kernels.load("qkv_norm_rope"), "interpreting", lambda: True)
    checks = {
        "rmsnorm_add_rmsnorm": lambda *a: kernels.load("rmsnorm_add_rmsnorm").check(*a),
        "post_attn_norms_moe": lambda *a: kernels.load("post_attn_norms_moe").check(*a),
        "rmsnorm_add_scale": lambda *a: kernels.load("rmsnorm_add_scale").check(*a),
        "rmsnorm_add_scale_next_norm": lambda x, r, w, s, w_next, eps: kernels.load("rmsnorm_add_scale").check(
            x, r, w, s, eps, w_next=w_next),
        "ffn_tail_moe": lambda *a: kernels.load("ffn_tail_moe").check(*a),
        "ffn_tail_moe_next_norm": lambda m, e, r, w1, w2, w3, s, w_next, eps: kernels.load("ffn_tail_moe").check(
            m, e, r, w1, w2, w3, s, eps, w_next=w_next),
        "gelu_tanh_mul": lambda *a: kernels.load("gelu_tanh_mul").check(*a),
        "gelu_tanh_mul_quant_fp8": lambda *a: kernels.load("gelu_tanh_mul_quant_fp8").check(*a),
        "rmsnorm_add_rmsnorm_quant_fp8": lambda *a: kernels.load("rmsnorm_add_rmsnorm_quant_fp8").check(*a),
        "rmsnorm_quant_fp8": lambda *a: kernels.load("rmsnorm_quant_fp8").check(*a),
        "rmsnorm_add_scale_quant_fp8": lambda *a: kernels.load("rmsnorm_add_scale_quant_fp8").check(*a),
        "rmsnorm_add_scale_next_norm_quant_fp8": lambda x, r, w, s, w_next, eps: kernels.load(
            "rmsnorm_add_scale_quant_fp8").check(x, r, w, s, eps, w_next=w_next),
        "post_attn_norms_moe_quant_fp8": lambda *a: kernels.load("post_attn_norms_moe_quant_fp8").check(*a),
        "ffn_tail_moe_next_norm_quant_fp8": lambda *a: kernels.load("ffn_tail_moe_quant_fp8").check(*a),
        "router_topk_softmax_scale": lambda lg, s, k, *_: kernels.load("router_topk_softmax_scale").check(lg, s, k),
        "router_topk_gelu_mul": lambda lg, s, k, _, g, u: kernels.load("router_topk_gelu_mul").check(lg, s, k, g, u),
        "router_topk_gelu_mul_quant_fp8": lambda lg, s, k, _, g, u: kernels.load("router_topk_gelu_mul").check(
            lg, s, k, g, u),
        "moe_experts": inputs.check_moe_experts,
        "moe_experts_fp8": inputs.check_moe_experts_fp8,
        "qkv_norm_rope": lambda q, k, v, wq, wk, c, p, eps: kernels.load("qkv_norm_rope").check(q, k, v, wq, wk, c, p),
        "qk_norm_rope": lambda q, k, wq, wk, c, p, eps: kernels.load("qkv_norm_rope").check(q, k, None, wq, wk, c, p),
        "q_norm_rope": lambda q, wq, c, p, eps: kernels.load("qkv_norm_rope").check(q, None, None, wq, None, c, p),
        "gemv": inputs.check_gemv,
        "rmsnorm_gemv": lambda x, wn, w, eps: inputs.check_gemv(x, w, x.dtype) or inputs.check_weight(
            "w_norm", wn, x.shape[-1], x.device),
        "gelu_mul_gemv": inputs.check_gelu_gemv,
        "gate_up_gelu_gemv": inputs.check_gate_up_gelu_gemv,
        "skinny_mm": inputs.check_skinny_mm,
        "scaled_mm_fp8": inputs.check_scaled_mm_fp8,
    }
    assert set(checks) == set(library.ALL_OPS)
    problems, kernel_took = [], 0
    for name, check in checks.items():
        args = op_args(name, 3, 64, torch.bfloat16)
        if name == "skinny_mm":
            args = op_args(name, 3, 64, torch.float16)
        for label, vargs in [("as given", args), *_variants(name, args)]:
            if check(*vargs) is None:
                kernel_took += 1
                reason = library.input_reason(name, *vargs)
                if reason is not None:
                    problems.append(f"{name} {label}: the kernel takes it, the op refuses: {reason}")
    assert not problems, "\n".join(problems)
    assert kernel_took > 2 * len(checks)
