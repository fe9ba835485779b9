"""``repeat_check``: where two calls of a function on the same inputs part, launch by launch.

Synthetic kernel modules stand in for ``gemma4_passes.kernels`` (the tool wraps any
module's ``launch*`` functions): a kernel that writes other bits on the same inputs
is named, a difference that arises before our kernels is said to come from outside
them, and a repeatable function gets a clean verdict.
"""

from __future__ import annotations

import types

import torch

from gemma4_passes.tools.repeat_check import first_unrepeatable, recording, same_bits


def _module(noisy: bool = False) -> types.ModuleType:
    m = types.ModuleType("fake_kernels.scale_add")

    def launch(x, w):
        return x * w + (torch.rand_like(x) * 1e-3 if noisy else 0)

    def launch_twice(x, w):  # a launcher that calls another: one launch
        return m.launch(m.launch(x, w), w)

    def launch_layout(n):  # not a launch
        return n

    m.launch, m.launch_twice, m.launch_layout = launch, launch_twice, launch_layout
    return m


def test_same_bits_compares_bits():
    a = torch.tensor([1.0, float("nan"), -0.0])
    assert same_bits(a, a.clone())
    assert not same_bits(a, torch.tensor([1.0, float("nan"), 0.0]))  # -0.0 vs 0.0: other bits
    assert not same_bits(a, a.double())
    assert same_bits((a, 3, "x"), (a.clone(), 3, "x"))
    assert not same_bits((a,), (a, a))


def test_repeatable_function():
    m = _module()
    x, w = torch.randn(3, 17), torch.randn(17)
    verdict = first_unrepeatable(lambda x: m.launch_twice(x, w) + 1, (x,), modules=[m])
    assert verdict == "repeated bit for bit: the output and its 1 launch", verdict


def test_names_the_kernel_that_moves():
    steady, noisy = _module(), _module(noisy=True)
    noisy.__name__ = "fake_kernels.noisy"
    x, w = torch.randn(4, 9), torch.randn(9)

    def fn(x):
        return noisy.launch(steady.launch(x, w), w)

    verdict = first_unrepeatable(fn, (x,), modules=[steady, noisy])
    assert verdict == "noisy.launch (launch 2 of 2) wrote other bits on the same inputs", verdict


def test_difference_from_outside_the_kernels():
    m = _module()
    x, w = torch.randn(2, 5), torch.randn(5)

    def fn(x):
        return m.launch(x + torch.rand_like(x), w)  # the moving part is not a recorded launch

    verdict = first_unrepeatable(fn, (x,), modules=[m])
    assert verdict == ("scale_add.launch (launch 1 of 1) already had other inputs: "
                       "the difference arose before it, outside these kernels"), verdict

    verdict = first_unrepeatable(lambda x: m.launch(x, w) + torch.rand_like(x), (x,), modules=[m])
    assert verdict.startswith("the 1 launch repeated bit for bit, the output did not"), verdict


def test_other_kernels_launched():
    m = _module()
    x, w = torch.randn(2, 5), torch.randn(5)
    calls = iter((m.launch, m.launch_twice))
    verdict = first_unrepeatable(lambda x: next(calls)(x, w), (x,), modules=[m])
    assert verdict.startswith("the two calls launched other kernels (from launch 1 on"), verdict


def test_recording_restores_the_module():
    m = _module()
    before = dict(vars(m))
    with recording([m]) as log:
        m.launch_twice(torch.ones(2), torch.ones(2))
        assert m.launch is not before["launch"]
        assert m.launch_layout is before["launch_layout"]
    assert [e.name for e in log] == ["scale_add.launch_twice"]
    assert all(vars(m)[k] is v for k, v in before.items())
