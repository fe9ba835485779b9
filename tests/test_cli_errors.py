"""Bad input is told apart from failure: GEMMA4_* settings, CLI arguments, captures and manifests.

Every bad value gives one line naming what is wrong and exit status 2; ``diff``
keeps 1 for "B has more launches" and 3 for its own bugs, so CI never reads a
crash as a regression. Nothing here compiles.
"""

import copy
import json
import os

import pytest

from gemma4_passes import cli, patches, plugin
from gemma4_passes.tools import demo
from gemma4_passes.patches.base import ConfigError, env_switch
from gemma4_passes.tools import capture, capture_format, catalog, diff


@pytest.fixture(autouse=True)
def _clean_gemma4_env(monkeypatch):
    for name in list(os.environ):
        if name.upper().startswith("GEMMA4"):
            monkeypatch.delenv(name)


def _one_line_error(capsys, argv, rc=2):
    assert cli.main(argv) == rc
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and "error:" in err, err
    return err


# -- patch switches ------------------------------------------------------------------------------


@pytest.mark.parametrize("value, on", [("1", True), ("TRUE", True), (" on ", True), ("Yes", True),
                                       ("0", False), ("False", False), ("OFF", False), ("no", False)])
def test_switch_words(monkeypatch, value, on):
    monkeypatch.setenv("GEMMA4_PATCH_YOCO", value)
    assert env_switch("GEMMA4_PATCH_YOCO", not on) is on
    assert (patches.PATCHES["yoco"].disabled_by_user() is None) is on


@pytest.mark.parametrize("value", ["", "of", "2", "enable", "disabled", "y", "onn", "nope"])
def test_a_switch_that_is_neither_on_nor_off_is_an_error(monkeypatch, isolated_patch, value):
    """Before, anything but 0/false/off/no read as "on": ``=of`` left the patch on, silently."""
    with isolated_patch("yoco") as p, monkeypatch.context() as m:
        m.setenv(p.env_var, value)
        with pytest.raises(ConfigError) as info:
            p.apply()
        assert not p.applied
        assert p.status().state == "bad configuration"
    msg = str(info.value)
    assert f"GEMMA4_PATCH_YOCO={value!r}" in msg and "1/true/on/yes or 0/false/off/no" in msg


def test_the_all_patches_switch_is_said_once(monkeypatch, isolated_patch):
    with isolated_patch("swa_ratio") as p, monkeypatch.context() as m:
        m.setenv("GEMMA4_PATCHES", "nein")
        errors = patches.config_errors()
        assert p.status().state == "bad configuration"
    assert errors == ["GEMMA4_PATCHES='nein' is not a switch value; use one of 1/true/on/yes or "
                      "0/false/off/no (any case)"]


@pytest.mark.parametrize("var", ("GEMMA4_MM_PREFILL_GRAPHS", "GEMMA4_ATTENTION_DECODE_OP"))
def test_opt_in_switch_is_checked(monkeypatch, var):
    monkeypatch.setenv(var, "yes")
    assert patches.config_errors() == []
    monkeypatch.setenv(var, "ja")
    assert patches.config_errors() == [
        f"{var}='ja' is not a switch value; use one of 1/true/on/yes or 0/false/off/no (any case)"
    ]


def test_bounds_switch_is_checked(monkeypatch):
    """``GEMMA4_CHECK_BOUNDS`` is read as every switch is: at start-up, and by the kernels."""
    from gemma4_passes import kernels

    monkeypatch.setenv("GEMMA4_CHECK_BOUNDS", "On")
    assert patches.config_errors() == [] and kernels.checking_bounds()
    monkeypatch.setenv("GEMMA4_CHECK_BOUNDS", "2")
    assert patches.config_errors() == [
        "GEMMA4_CHECK_BOUNDS='2' is not a switch value; use one of 1/true/on/yes or 0/false/off/no (any case)"
    ]
    with pytest.raises(ConfigError, match="GEMMA4_CHECK_BOUNDS"):
        kernels.checking_bounds()


def test_install_path_applies_nothing_on_a_bad_setting(monkeypatch, isolated_patch):
    """``patches.apply`` (``gemma4_passes.install()``, the compile hook) checks every setting first."""
    with isolated_patch("swa_ratio") as p, monkeypatch.context() as m:
        m.setenv("GEMMA4_PATCH_YOCO", "of")
        with pytest.raises(ConfigError, match="GEMMA4_PATCH_YOCO='of'"):
            patches.apply(["swa_ratio"])
        assert not p.applied


def test_compile_hook_raises_on_a_bad_setting(monkeypatch):
    """Should the start-up check be bypassed, SGLang's compile path still fails rather than compile
    without what was asked for."""
    monkeypatch.setenv("GEMMA4_PATCH_UNWRAP_KERNELS", "maybe")
    with pytest.raises(ConfigError, match="GEMMA4_PATCH_UNWRAP_KERNELS='maybe'"):
        plugin.on_torch_compile()


# -- variable names ------------------------------------------------------------------------------


@pytest.mark.parametrize("name, hint", [
    ("GEMMA4_PATCH_ROUTERSCALE", "GEMMA4_PATCH_ROUTER_SCALE"),
    ("GEMMA4_PASES", "GEMMA4_PASSES"),
    ("gemma4_patch_yoco", "GEMMA4_PATCH_YOCO"),
    ("GEMMA4_VISION_BATCH_PATCH", "GEMMA4_VISION_BATCH_PATCHES"),
    ("GEMMA4_PATCH_EVERYTHING", None),
])
def test_unknown_names_that_look_like_ours_are_errors(monkeypatch, name, hint):
    monkeypatch.setenv(name, "0")
    (err,) = patches.config_errors()
    assert err.startswith(f"unknown variable {name}")
    if hint:
        assert f"(did you mean {hint}?)" in err
    assert "known: " in err and "GEMMA4_PATCH_ROUTER_SCALE" in err and "GEMMA4_PASSES" in err


@pytest.mark.parametrize("name", ["GEMMA4_MODEL_DIR", "GEMMA4_CHECKPOINT", "GEMMA4_STATS_FILE",
                                  "GEMMA4_PATCH_ROUTER_SCALE", "GEMMA4_BUNDLE_SKIP_PROJECT", "GEMMA4_CHECK_BOUNDS"])
def test_known_names_and_names_not_ours_pass(monkeypatch, name):
    monkeypatch.setenv(name, "1")
    assert patches.config_errors() == []


# -- vision batch budget -------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["abc", "0", "-5", "1.5", ""])
def test_bad_vision_budget_fails_when_the_patch_is_applied(monkeypatch, isolated_patch, value):
    """Not at the first image, minutes into serving."""
    with isolated_patch("vision_batch") as p, monkeypatch.context() as m:
        m.setenv("GEMMA4_VISION_BATCH_PATCHES", value)
        with pytest.raises(ConfigError, match="GEMMA4_VISION_BATCH_PATCHES=.*whole number >= 1"):
            p.apply()
        assert not p.applied
        assert any("GEMMA4_VISION_BATCH_PATCHES" in e for e in patches.config_errors())


@pytest.mark.parametrize("value, budget", [("16", 16), (" 32 ", 32), ("1", 1)])
def test_good_vision_budget(monkeypatch, value, budget):
    from gemma4_passes.patches.vision_batch import patch_budget

    monkeypatch.setenv("GEMMA4_VISION_BATCH_PATCHES", value)
    assert patch_budget() == budget and patches.config_errors() == []


# -- CLI: demo, doctor ---------------------------------------------------------------------------


@pytest.mark.parametrize("tokens", ["0", "-3"])
def test_demo_bad_tokens(capsys, tokens):
    err = _one_line_error(capsys, ["demo", "--variant", "31b", "--tokens", tokens])
    assert f"--tokens {tokens}" in err and ">= 1" in err


@pytest.mark.parametrize("args, says", [(["--ops", "nosuch"], "no op name starts with ['nosuch']"),
                                        (["--widths", "E9B"], "unknown ['E9B']"),
                                        (["--tokens", "1,0"], "at least 1"),
                                        (["--tokens", "8,x"], "comma-separated list of token counts")])
def test_bench_kernels_bad_arguments_before_the_gpu_check(capsys, args, says):
    """Told on any machine, not only after a GPU is found (nor as an empty table on one)."""
    with pytest.raises(SystemExit) as exc:
        cli.main(["bench-kernels", *args])
    err = capsys.readouterr().err
    assert exc.value.code == 2 and "gemma4-passes bench-kernels: error:" in err and says in err, err
    assert "Traceback" not in err


def test_demo_arguments_near_miss():
    demo.check_arguments(["31b"], "decode", 1)
    with pytest.raises(demo.ArgumentError, match="--mode"):
        demo.check_arguments(["31b"], "prefill", 1)


def test_demo_bad_environment_before_building(capsys, monkeypatch):
    monkeypatch.setenv("GEMMA4_PASSES", "routr")
    err = _one_line_error(capsys, ["demo", "--variant", "31b"])
    assert "bad configuration" in err and "'routr'" in err


def test_doctor_reports_bad_settings_and_exits_2(capsys, monkeypatch, isolated_patch):
    with isolated_patch("yoco"), monkeypatch.context() as m:
        m.setenv("GEMMA4_PATCH_YOCO", "of")
        assert cli.main(["doctor"]) == 2
    out, err = capsys.readouterr()
    assert "configuration error: GEMMA4_PATCH_YOCO='of' is not a switch value" in out
    assert "  yoco: bad configuration (GEMMA4_PATCH_YOCO='of'" in out
    assert len(err.strip().splitlines()) == 1 and "configuration error(s)" in err


def test_help_documents_exit_codes(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "2 bad input" in capsys.readouterr().out
    for tool in ("diff", "catalog", "capture"):
        with pytest.raises(SystemExit):
            cli.main([tool, "--help"])
        assert "2 bad input" in capsys.readouterr().out.replace("\n", " ")


# -- diff / catalog: manifests -------------------------------------------------------------------


def _manifest(launches=3):
    return {
        "format": capture_format.FORMAT, "format_version": capture_format.FORMAT_VERSION, "name": "synthetic",
        "command": "gemma4-passes capture --function m:f --inputs 8x16",
        "environment": {"torch": "2.14.1", "triton": None, "sglang": "0.5.23", "gemma4_passes": "0.1.0",
                        "device": "cpu", "device_name": "cpu"},
        "target": {"kind": "function", "function": "m:f", "inputs": "8x16", "dtype": "float32"},
        "passes": {"enabled": [], "matches": {}, "refused": {}, "errors": {}},
        "graphs": [{"compiled_fn": "__compiled_fn_1", "kernels": [
            {"name": f"cpp_fused_add_{i}", "kind": "cpp", "fused": ["aten.add"], "layer": capture_format.UNATTRIBUTED,
             "layer_from": None} for i in range(launches)]}],
        "attribution": "synthetic",
        "some_future_field": {"anything": [1, 2]},
    }


def _write(tmp_path, name, m):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "manifest.json").write_text(json.dumps(m))
    return str(folder)


def test_valid_synthetic_manifests_diff_and_render(tmp_path, capsys):
    """The near miss of the type checks: null versions, extra fields, and a variant's layers load."""
    a = _write(tmp_path, "a", _manifest(3))
    b = _write(tmp_path, "b", _manifest(4))
    assert cli.main(["diff", a, a]) == 0
    assert cli.main(["diff", a, b]) == 1
    assert cli.main(["catalog", a]) == 0
    variant = _manifest(2)
    variant["target"] = {"kind": "variant", "variant": "31b", "scale": "small", "mode": "decode", "tokens": 1,
                         "context_len": 16, "dtype": "float32",
                         "layers": [{"index": 0, "layer_id": 5, "kind": "full/dense", "label": "5:full/dense"}]}
    for k in variant["graphs"][0]["kernels"]:
        k["layer"] = "5:full/dense"
    assert cli.main(["catalog", _write(tmp_path, "v", variant)]) == 0
    assert "## 5:full/dense: 2 launches" in capsys.readouterr().out


def _set(path, value):
    def edit(m):
        obj = m
        for key in path[:-1]:
            obj = obj[key]
        obj[path[-1]] = value

    return edit


BAD_FIELDS = [
    (_set(["graphs"], "abc"), "manifest.graphs: expected a list, got a string"),
    (_set(["graphs", 0, "kernels", 0], "cpp_fused"), "graphs[0].kernels[0]: expected an object"),
    (_set(["graphs", 0, "kernels", 1, "name"], 5), "graphs[0].kernels[1].name: expected a string, got an integer 5"),
    (_set(["graphs", 0, "kernels", 0, "fused"], "aten.add"), "graphs[0].kernels[0].fused: expected a list or null"),
    (_set(["graphs", 0, "kernels", 0, "fused"], [["aten.add"]]), "graphs[0].kernels[0].fused[0]: expected a string"),
    (_set(["graphs", 0, "kernels", 2, "layer"], None), "graphs[0].kernels[2].layer: expected a string, got null"),
    (_set(["passes", "matches"], []), "passes.matches: expected an object, got a list"),
    (_set(["passes", "matches"], {"router": "1"}), "passes.matches.router: expected an integer, got a string"),
    (_set(["passes", "enabled"], [1]), "passes.enabled[0]: expected a string"),
    (_set(["environment"], "cpu"), "manifest.environment: expected an object"),
    (_set(["target", "kind"], "module"), "target.kind: expected \"variant\" or \"function\""),
    (_set(["target", "function"], 3), "target.function: expected a string"),
    (_set(["name"], ["x"]), "manifest.name: expected a string, got a list"),
]


@pytest.mark.parametrize("edit, expected", BAD_FIELDS, ids=[e for _, e in BAD_FIELDS])
def test_wrong_field_types_are_bad_input_not_a_regression(tmp_path, capsys, edit, expected):
    good = _write(tmp_path, "good", _manifest())
    m = copy.deepcopy(_manifest())
    edit(m)
    bad = _write(tmp_path, "bad", m)
    for argv in (["diff", good, bad], ["diff", bad, good], ["catalog", bad]):
        err = _one_line_error(capsys, argv, rc=2)
        assert expected in err, err


def test_wrong_variant_field_type(tmp_path, capsys):
    m = _manifest()
    m["target"] = {"kind": "variant", "variant": "31b", "scale": "small", "mode": "decode", "tokens": True,
                   "dtype": "float32"}
    err = _one_line_error(capsys, ["catalog", _write(tmp_path, "v", m)], rc=2)
    assert "target.tokens: expected an integer, got true/false" in err


def test_half_written_capture_is_bad_input(tmp_path, capsys):
    """The stub a capture writes first: a folder that stopped half way says so."""
    stub = {"format": capture_format.FORMAT, "format_version": capture_format.FORMAT_VERSION, "name": "x", "status": "incomplete"}
    err = _one_line_error(capsys, ["catalog", _write(tmp_path, "stub", stub)], rc=2)
    assert "incomplete manifest, missing environment, target, passes, graphs" in err


def test_internal_errors_are_3_not_1(tmp_path, capsys, monkeypatch):
    a = _write(tmp_path, "a", _manifest())

    def boom(*args):
        raise RuntimeError("a bug")

    monkeypatch.setattr(diff, "compare", boom)
    assert cli.main(["diff", a, a]) == 3
    assert "Traceback" in capsys.readouterr().err
    monkeypatch.setattr(catalog, "render", boom)
    assert cli.main(["catalog", a]) == 3


# -- capture: --out and --force ------------------------------------------------------------------


def _capture_folder(path):
    path.mkdir()
    (path / "manifest.json").write_text(json.dumps(_manifest()))
    (path / "depyf").mkdir()
    return path


def test_force_replaces_a_capture_or_an_empty_folder(tmp_path):
    cap = _capture_folder(tmp_path / "cap")
    capture.prepare_out_dir(str(cap), force=True)
    assert not cap.exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    capture.prepare_out_dir(str(empty), force=True)
    assert not empty.exists()
    capture.write_stub_manifest(str(tmp_path / "half"), ["--function", "m:f"])
    assert capture_format.is_capture_folder(str(tmp_path / "half"))
    capture.prepare_out_dir(str(tmp_path / "half"), force=True)  # a capture that stopped half way
    assert not (tmp_path / "half").exists()


def _precious(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "thesis.tex").write_text("years of work")
    return home


@pytest.mark.parametrize("kind", ["folder", "foreign_manifest", "file", "symlink"])
def test_force_refuses_what_is_not_a_capture(tmp_path, kind):
    home = _precious(tmp_path)
    if kind == "foreign_manifest":
        (home / "manifest.json").write_text(json.dumps({"name": "a web app", "version": 3}))
    target = home
    if kind == "file":
        target = home / "thesis.tex"
    elif kind == "symlink":
        target = tmp_path / "link"
        target.symlink_to(_capture_folder(tmp_path / "cap"))
    with pytest.raises(capture_format.BadInput, match="not deleted, choose another --out"):
        capture.prepare_out_dir(str(target), force=True)
    assert (home / "thesis.tex").read_text() == "years of work"
    assert (tmp_path / "cap" / "manifest.json").exists() if kind == "symlink" else True


def test_capture_cli_refuses_to_delete_a_non_capture(tmp_path, capsys):
    home = _precious(tmp_path)
    err = _one_line_error(capsys, ["capture", "--function", "os:getcwd", "--inputs", "4", "--out", str(home),
                                   "--force"])
    assert "is not a capture" in err
    assert (home / "thesis.tex").read_text() == "years of work"
    err = _one_line_error(capsys, ["capture", "--function", "os:getcwd", "--inputs", "4", "--out", str(home)])
    assert "exists; pass --force" in err


@pytest.mark.parametrize("option", ["--tokens", "--context"])
def test_capture_bad_counts(tmp_path, capsys, option):
    err = _one_line_error(capsys, ["capture", "--variant", "31b", option, "0", "--out", str(tmp_path / "x")])
    assert f"{option} 0: needs a whole number >= 1" in err
    assert not (tmp_path / "x").exists()


def test_capture_bad_environment(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("GEMMA4_PATCH_YOCO", "of")
    err = _one_line_error(capsys, ["capture", "--function", "os:getcwd", "--inputs", "4", "--out",
                                   str(tmp_path / "x")])
    assert "bad configuration" in err and "GEMMA4_PATCH_YOCO='of'" in err
    assert not (tmp_path / "x").exists()
