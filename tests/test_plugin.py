"""SGLang finds our entry point and its compile path installs our manager."""

import importlib
import logging
from importlib.metadata import entry_points

import pytest
import time

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
    stats.first_call_seconds.pop(3, None)
    model = torch.nn.Linear(4, 4)
    with cgr.patch_model(model, True, num_tokens=3, tp_group=sglang_plugins.tp_group()) as forward:
        x = torch.randn(2, 4)
        t0 = time.perf_counter()
        torch.testing.assert_close(forward(x), model(x))
        first = time.perf_counter() - t0
        forward(x)
    assert stats.compiled_calls.get(3, 0) - before.get(3, 0) == 2
    # the first call's seconds (its compile) are kept, and only the first call's
    assert 0 < stats.first_call_seconds[3] <= first
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


def _fresh_load_plugins(monkeypatch):
    """SGLang's ``load_plugins`` as a new process runs it: not yet loaded, our plugin only."""
    import sglang.srt.plugins as sgl_plugins

    monkeypatch.setattr(sgl_plugins, "_plugins_loaded", False)
    monkeypatch.setenv("SGLANG_PLUGINS", "gemma4_passes")
    return sgl_plugins.load_plugins


def _error_lines(caplog):
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR and r.name == "gemma4_passes"]


def test_bad_selection_stops_sglang_with_the_router_fix_applied(monkeypatch, isolated_patch, caplog):
    """A typo in GEMMA4_PASSES: SGLang's ``load_plugins`` swallows an ``Exception`` and would serve with
    the wrong-expert router and no passes; the router fix is applied first, then a ``SystemExit``
    (which it does not catch) stops the process, with one ERROR line naming the typo."""
    load_plugins = _fresh_load_plugins(monkeypatch)
    with isolated_patch("router_scale") as router, monkeypatch.context() as m:
        m.setenv("GEMMA4_PASSES", "all,-qkv_norm_ropee")
        with caplog.at_level(logging.INFO, logger="gemma4_passes"), pytest.raises(SystemExit) as info:
            load_plugins()
        assert router.applied, "the router fix must be in place whatever else fails"
    assert isinstance(info.value, plugin.BadConfiguration)
    message = str(info.value.code)
    assert "qkv_norm_ropee" in message and "valid names:" in message and "router_scale: active" in message
    assert "\n" not in message
    assert _error_lines(caplog) == [message]
    assert not [r for r in caplog.records if "compile hooks registered" in r.getMessage()]


def test_unreadable_router_switch_keeps_the_router_fix(monkeypatch, isolated_patch, caplog):
    """``GEMMA4_PATCH_ROUTER_SCALE=maybe`` is neither on nor off: the fix stays on and the start fails."""
    with isolated_patch("router_scale") as router, monkeypatch.context() as m:
        m.setenv(router.env_var, "maybe")
        with caplog.at_level(logging.ERROR, logger="gemma4_passes"), pytest.raises(plugin.BadConfiguration) as info:
            plugin.load()
        assert router.applied
    assert "GEMMA4_PATCH_ROUTER_SCALE='maybe' is not a switch value" in str(info.value.code)
    assert "1/true/on/yes or 0/false/off/no" in str(info.value.code)


def test_a_readable_off_switch_is_obeyed_even_when_the_start_fails(monkeypatch, isolated_patch):
    """Near miss of the above: ``=0`` is a clear choice; the failure says the fix is off."""
    with isolated_patch("router_scale") as router, monkeypatch.context() as m:
        m.setenv(router.env_var, "0")
        m.setenv("GEMMA4_PATCH_YOCO", "of")
        with pytest.raises(plugin.BadConfiguration) as info:
            plugin.load()
        assert not router.applied
    assert "GEMMA4_PATCH_YOCO='of'" in str(info.value.code)
    assert "router_scale: disabled by the user (GEMMA4_PATCH_ROUTER_SCALE=0)" in str(info.value.code)


def test_good_configuration_loads(monkeypatch, isolated_patch):
    """The negative of the above: valid values in every spelling the switches take start normally."""
    with isolated_patch("router_scale") as router, monkeypatch.context() as m:
        m.setenv("GEMMA4_PASSES", "all,-gemv")
        m.setenv("GEMMA4_PATCH_YOCO", " ON ")
        m.setenv("GEMMA4_PATCH_MM_PREFILL_GRAPHS", "No")
        m.setenv("GEMMA4_STATS_FILE", "/dev/null")
        m.setenv("GEMMA4_MODEL_DIR", "/somewhere")  # not a name of ours
        assert plugin.configuration_errors() == []
        from gemma4_passes import patches
        from sglang.srt.plugins.hook_registry import HookRegistry

        registered, applied = [], []
        # recorded, not done: hooks registered twice in this process would run twice
        m.setattr(HookRegistry, "register", classmethod(lambda cls, target, *a, **k: registered.append(target)))
        m.setattr(patches, "apply", lambda names: applied.extend(names))
        plugin.load()
        assert router.applied
        assert applied == list(patches.AT_LOAD) and len(registered) == 2 * len(plugin.COMPILE_PATHS)


def test_bad_configuration_stops_a_real_sglang_process(tmp_path):
    """End to end, in a process of its own: SGLang's ``load_plugins`` with a typo'd pass name does not
    return (so nothing after it, a server, runs); the exit status is 1 and stderr names the typo."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("GEMMA4_")}
    env.update(GEMMA4_PASSES="routr", SGLANG_PLUGINS="gemma4_passes", SGLANG_IS_FLASHINFER_AVAILABLE="false")
    code = "from sglang.srt.plugins import load_plugins; load_plugins(); print('SERVING')"
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300,
                          cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "SERVING" not in proc.stdout
    assert "gemma4-passes: bad configuration, not starting: unknown pass name(s) 'routr'" in proc.stderr
    assert "router fix: router_scale: active" in proc.stderr
    assert "Traceback" not in proc.stderr
