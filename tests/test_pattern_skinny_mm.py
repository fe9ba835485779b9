"""The ``skinny_mm`` pass: projections of a decode batch (2-32 rows) on CUDA -> ``gemma4.skinny_mm``.

The graphs are traced on fake CUDA tensors as Inductor sees them (each
``F.linear`` an ``mm`` above one row); the op's numbers are checked against an
fp32 product here (its reference) and on the GPU and under the interpreter
(its kernel, ``test_kernels_triton.py``).
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from gemma4_passes.testing import op_counts
from sglang_forms import one_token_cuda_graph as _cuda_graph

FUSED = "gemma4.skinny_mm"


def _run(gm):
    from gemma4_passes import builtin

    p = builtin.passes()["skinny_mm"].factory()
    n = p.run(gm.graph)
    return n, p.take_refusals()


@pytest.mark.parametrize("rows", [2, 3, 8, 17, 32])
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16], ids=["bf16", "fp16"])
def test_decode_batch_mlp_is_skinny_mms(rows, dtype):
    """26B-A4B's dense MLP at a decode batch: gate/up and down projections, two ``skinny_mm``
    and no ``mm`` left; gelu·up between them stays Inductor's."""
    H, I = 2816, 2112

    def fn(x, w_gu, w_down):
        gu = F.linear(x, w_gu)
        return F.linear(F.gelu(gu[:, :I], approximate="tanh") * gu[:, I:], w_down)

    gm = _cuda_graph(fn, [torch.empty(rows, H, dtype=dtype), torch.empty(2 * I, H, dtype=dtype),
                          torch.empty(H, I, dtype=dtype)])
    assert op_counts(gm.graph)["aten.mm"] == 2
    n, refused = _run(gm)
    assert n == 2 and not refused, refused
    after = op_counts(gm.graph)
    assert after[FUSED] == 2 and after["aten.mm"] == 0 and after["aten.tanh"] == 1, after


def _dynamic_rows_graph(fn, args):
    """``fn`` traced on fake CUDA tensors whose first dimension is symbolic (a dynamic batch)."""
    from torch._inductor import pattern_matcher as pm
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv, StatelessSymbolicContext

    mode = FakeTensorMode(shape_env=ShapeEnv())
    dynamic = StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DYNAMIC, DimDynamic.STATIC])
    x = mode.from_tensor(args[0], symbolic_context=dynamic)
    w = mode.from_tensor(args[1])
    with mode:
        return pm.fwd_only(fn, [x.to("cuda"), w.to("cuda")])


@pytest.mark.parametrize("case", ["one_row", "too_many_rows", "fp32", "computed_weight", "dynamic_rows", "cpu",
                                  "wide_weight"])
def test_refused(case):
    """Left to Inductor, with the reason: one row (the gemv pass's form, an mm where the
    one-row decomposition is off), more rows than a tile (prefill), fp32 (the dot would
    be TF32), a weight the graph computes, a row count that is not static; a CPU graph
    (the same matmul there) is not searched at all."""
    rows, dt, H = {"one_row": 1, "too_many_rows": 257}.get(case, 8), torch.bfloat16, 1536
    if case == "fp32":
        dt = torch.float32
    fn = (lambda x, w: F.linear(x, w * 2)) if case == "computed_weight" else (lambda x, w: F.linear(x, w))
    args = [torch.empty(rows, H, dtype=dt), torch.empty(32769 if case == "wide_weight" else 256, H, dtype=dt)]
    if case == "cpu":
        from torch._inductor import pattern_matcher as pm
        from torch._subclasses.fake_tensor import FakeTensorMode

        with FakeTensorMode():
            gm = pm.fwd_only(fn, [torch.empty(a.shape, dtype=a.dtype) for a in args])
    elif case == "one_row":
        from torch._inductor import config
        from torch._inductor import pattern_matcher as pm
        from torch._subclasses.fake_tensor import FakeTensorMode

        with FakeTensorMode(), config.patch(coordinate_descent_tuning=False):
            gm = pm.fwd_only(fn, [torch.empty(a.shape, dtype=a.dtype, device="cuda") for a in args])
    elif case == "dynamic_rows":
        gm = _dynamic_rows_graph(fn, args)
    else:
        gm = _cuda_graph(fn, args)
    assert op_counts(gm.graph)["aten.mm"] == 1
    from torch._inductor import config

    # The matcher re-traces the search on the matched values: at one row that is the
    # one-row decomposition's form unless it is off, as it is where an mm has one row.
    with config.patch(coordinate_descent_tuning=False if case == "one_row" else config.coordinate_descent_tuning):
        n, refused = _run(gm)
    want = {"one_row": "one row", "too_many_rows": "257 rows", "fp32": "torch.float32",
            "computed_weight": "not a parameter", "dynamic_rows": "static row count", "cpu": None,
            "wide_weight": "a weight of 32769 output rows (> 32768)"}[case]
    assert n == 0 and (any(want in why for why in refused) if want else not refused), refused
    after = op_counts(gm.graph)
    assert after[FUSED] == 0 and after["aten.mm"] == 1, after


@pytest.mark.parametrize("rows", [2, 3, 17, 32])
@pytest.mark.parametrize("K", [1536, 2560, 2816, 5376])
def test_reference_is_the_fp32_product_rounded_once(rows, K):
    """The op's CPU implementation (what the pass's graphs run off the GPU) against an fp64
    product: within one rounding of the bf16 output, at Gemma-4's hidden sizes."""
    g = torch.Generator().manual_seed(rows * K)
    x = torch.randn(rows, K, generator=g).to(torch.bfloat16)
    w = (torch.randn(257, K, generator=g) * K ** -0.5).to(torch.bfloat16)
    got = torch.ops.gemma4.skinny_mm(x, w)
    want = x.double() @ w.double().t()
    assert got.dtype == torch.bfloat16 and got.shape == (rows, 257) and want.abs().max() > 1
    assert ((got.double() - want).abs() <= 2**-8 * want.abs() + 1e-6).all()
