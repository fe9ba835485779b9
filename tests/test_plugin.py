"""SGLang finds our entry point and its compile path installs our manager."""

import importlib
from importlib.metadata import entry_points

import pytest
import torch

from gemma4_passes import manager, plugin


def test_entry_point_is_registered():
    eps = entry_points(group="sglang.srt.plugins")
    ours = [ep for ep in eps if ep.name == "gemma4_passes"]
    assert len(ours) == 1
    assert ours[0].value == "gemma4_passes.plugin:load"
    assert ours[0].load() is plugin.load


@pytest.mark.parametrize("path", sorted(plugin.COMPILE_PATHS))
def test_load_plugins_hooks_every_compile_path(sglang_plugins, path):
    from sglang.srt.plugins.hook_registry import HookRegistry

    module = importlib.import_module(plugin.COMPILE_PATHS[path])
    for fn in ("set_torch_compile_config", "patch_model"):
        assert f"{module.__name__}.{fn}" in HookRegistry._patched
        # the module attribute SGLang calls is now the hook wrapper
        assert getattr(module, fn).__wrapped__.__name__ == fn
    # and the router fix is applied at load, before any model exists
    from gemma4_passes import patches

    assert patches.PATCHES["router_scale"].applied


def test_cpu_graph_runner_compile_path_installs_manager_and_counts_calls(sglang_plugins):
    """SGLang's CPU graph runner (``--enable-torch-compile`` on CPU) has its own
    ``set_torch_compile_config`` (freezing on) and ``patch_model``: both reach us."""
    import torch._inductor.config as inductor_config
    from sglang.srt.model_executor import cpu_graph_runner as cgr

    with inductor_config.patch(post_grad_custom_post_pass=None, fx_graph_cache=False, freezing=False):
        cgr.set_torch_compile_config()
        assert isinstance(inductor_config.post_grad_custom_post_pass, manager.PassManager)
        assert inductor_config.freezing is True  # SGLang's own setting is kept
    stats = manager.stats()
    before = dict(stats.compiled_calls)
    model = torch.nn.Linear(4, 4)
    with cgr.patch_model(model, True, num_tokens=3, tp_group=sglang_plugins.tp_group()) as forward:
        x = torch.randn(2, 4)
        torch.testing.assert_close(forward(x), model(x))
        forward(x)
    assert stats.compiled_calls.get(3, 0) - before.get(3, 0) == 2
    # the eager forward (compile off) is SGLang's, uncounted
    with cgr.patch_model(model, False, num_tokens=3, tp_group=sglang_plugins.tp_group()) as forward:
        assert forward == model.forward
    assert stats.compiled_calls.get(3, 0) - before.get(3, 0) == 2


def test_set_torch_compile_config_installs_manager(sglang_plugins):
    import torch._inductor.config as inductor_config
    from sglang.srt.compilation import torch_compile_decoration as tcd

    with inductor_config.patch(post_grad_custom_post_pass=None, fx_graph_cache=False):
        tcd.set_torch_compile_config()
        installed = inductor_config.post_grad_custom_post_pass
        assert isinstance(installed, manager.PassManager)
        # SGLang's own settings are kept
        assert inductor_config.fx_graph_cache is True
        assert inductor_config.coordinate_descent_tuning is True


def test_patch_model_installs_manager_and_keeps_previous_pass(sglang_plugins):
    import torch._inductor.config as inductor_config
    from sglang.srt.compilation import torch_compile_decoration as tcd
    from torch._inductor.custom_graph_pass import CustomGraphPass

    class Previous(CustomGraphPass):
        def __call__(self, graph):
            pass

        def uuid(self):
            return "previous"

    prev = Previous()
    with inductor_config.patch(post_grad_custom_post_pass=prev):
        with tcd.patch_model(torch.nn.Linear(4, 4), True, 1, sglang_plugins.tp_group()):
            installed = inductor_config.post_grad_custom_post_pass
            assert isinstance(installed, manager.PassManager)
            assert installed.previous is prev
        # the unwrap patches are active once the compile path ran
        from gemma4_passes import patches

        assert patches.PATCHES["unwrap_kernels"].applied
        assert patches.PATCHES["traceable_structs"].applied


def test_sglang_plugins_whitelist_is_honoured(monkeypatch, sglang_cpu):
    from sglang.srt.plugins import GENERAL_PLUGINS_GROUP, load_plugins_by_group

    monkeypatch.setenv("SGLANG_PLUGINS", "some_other_plugin")
    assert "gemma4_passes" not in load_plugins_by_group(GENERAL_PLUGINS_GROUP)
    monkeypatch.setenv("SGLANG_PLUGINS", "gemma4_passes")
    assert "gemma4_passes" in load_plugins_by_group(GENERAL_PLUGINS_GROUP)


def test_bad_selection_fails_at_load(monkeypatch):
    from gemma4_passes.registry import UnknownPassError

    monkeypatch.setenv("GEMMA4_PASSES", "no_such_pass")
    try:
        plugin.load()
    except UnknownPassError as exc:
        assert "no_such_pass" in str(exc)
    else:
        raise AssertionError("an unknown pass name must be an error")
