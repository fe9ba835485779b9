"""``stage_plans``: the first compiled call neither breaks the graph nor leaves a guard the
second call fails.

SGLang's real decoder layers (31B's small sliding and full layers, as SGLang builds them),
compiled by Dynamo with a backend that only counts the graphs it is given: the first call
is the first use of each stage's exit policy, as in the graph runner's warm-up.
"""

from __future__ import annotations

import contextlib

import pytest
import torch
import torch._dynamo

from gemma4_passes.tools import demo, harness


@pytest.fixture(scope="module")
def stack_at_compile(sglang_plugins):
    """A 31B two-layer stack, the compile-time patches applied as SGLang's compile applies them,
    SGLang's GEMM backend chosen as its scheduler chooses it at start."""
    from sglang.srt.layers.quantization.unquant import initialize_bf16_gemm_config

    from gemma4_passes import plugin

    plugin.on_torch_compile()
    initialize_bf16_gemm_config()
    return demo.build_variant("31b", num_tokens=3, dtype=torch.float32)


def _plans(stack):
    return [v.plan for m in stack.modules() for v in vars(m).values() if hasattr(v, "plan")]


def _graphs_over_two_calls(built, settle: bool):
    """Graphs Dynamo hands the backend over two calls of a freshly built stack's forward."""
    from gemma4_passes.patches import stage_plans

    for plan in _plans(built.stack):
        vars(plan).pop("output", None)  # as built: no exit policy yet
    if settle:
        assert stage_plans.settle(built.stack) == 4  # two layers, an attention and an FFN stage each
    graphs = []

    def counting(gm, example_inputs):
        graphs.append(gm)
        return gm.forward

    torch._dynamo.reset()
    compiled = torch.compile(built.stack, backend=counting)
    outs = []
    with demo.running(built), torch.no_grad(), harness.native_ops(built.stack, built.num_tokens):
        built.backend.prepare(built.stack.layers, built.num_tokens, built.inputs.hidden_states.device, built.dtype)
        for _ in range(2):
            outs.append(compiled(*built.inputs.args()))
            built.backend.prepare(built.stack.layers, built.num_tokens,
                                  built.inputs.hidden_states.device, built.dtype)
    torch._dynamo.reset()
    return len(graphs), outs


def test_settled_plans_compile_one_graph_once(stack_at_compile, isolated_patch):
    with isolated_patch("stage_plans") as p:
        assert p.apply().state == "active"
        settled, outs = _graphs_over_two_calls(stack_at_compile, settle=True)
    assert settled == 1
    torch.testing.assert_close(outs[0], outs[1], rtol=0, atol=0)
    assert outs[0].abs().max() > 0.1


def test_without_the_patch_the_first_use_costs_graphs(stack_at_compile, isolated_patch):
    """Python 3.11: a graph break at each stage's first exit; 3.12+: a recompile at the second call."""
    from gemma4_passes.patches import stage_plans

    with isolated_patch("stage_plans"):
        assert stage_plans.settle(stack_at_compile.stack) == 0  # not applied: nothing built
        unsettled, _ = _graphs_over_two_calls(stack_at_compile, settle=False)
    assert unsettled > 1


def test_the_compile_hook_settles_the_model_it_compiles(stack_at_compile):
    """The plugin's ``patch_model`` hook (every SGLang compile path goes through it) builds the
    exit policies before SGLang's ``patch_model`` runs."""
    from gemma4_passes import plugin

    plans = _plans(stack_at_compile.stack)
    for plan in plans:
        vars(plan).pop("output", None)
    seen = []

    def sglang_patch_model(model, enable_compile, num_tokens, *args, **kwargs):
        seen.append(["output" in vars(plan) for plan in plans])
        return contextlib.nullcontext(model.forward)

    with plugin._around_patch_model(sglang_patch_model, stack_at_compile.stack, True, 3):
        pass
    assert seen == [[True] * 4]


def test_a_changed_target_is_skipped(isolated_patch, monkeypatch, sglang_cpu):
    from gemma4_passes.patches.stage_plans import PLAN, StagePlans
    from tiny_gemma4 import check_switch_and_changed_target

    with isolated_patch("stage_plans") as p:
        check_switch_and_changed_target(p, StagePlans, f"{PLAN}.output.func", monkeypatch)
