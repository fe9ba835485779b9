"""``gemma4-passes doctor`` lists every runtime patch with its state, schedule and switch."""

from gemma4_passes import cli
from gemma4_passes.patches import PATCHES, when_applied


def test_doctor_lists_every_patch(capsys, monkeypatch, isolated_patch):
    with isolated_patch("swa_ratio"):
        with monkeypatch.context() as m:  # cleared before the patch is restored
            m.setenv("GEMMA4_PATCH_SWA_RATIO", "0")
            assert cli.main(["doctor"]) == 0
    out = capsys.readouterr().out
    for name, p in PATCHES.items():
        assert f"  {name}: " in out
        assert f"applied {when_applied(name)}; off: {p.env_var}=0" in out
    assert "swa_ratio: disabled by the user (GEMMA4_PATCH_SWA_RATIO=0)" in out


def test_a_skipped_patch_says_what_the_process_runs_into(caplog, capsys, monkeypatch, isolated_patch):
    """Turning off (or losing to an SGLang change) a patch that guards correctness is a warning
    that names the consequence, in the log and in ``doctor``; a patch that only buys speed says
    nothing more."""
    import logging
    import re

    with isolated_patch("unwrap_kernels") as p:
        with monkeypatch.context() as m:
            m.setenv(p.env_var, "0")
            with caplog.at_level(logging.INFO, logger="gemma4_passes"):
                st = p.apply()
            assert st.state == "disabled by the user" and not p.applied
            assert cli.main(["doctor"]) == 0
    warned = [r for r in caplog.records if r.levelno == logging.WARNING and "unwrap_kernels" in r.getMessage()]
    assert warned and "without it:" in warned[0].getMessage() and "161115" in warned[0].getMessage()
    out = capsys.readouterr().out
    block = re.search(r"^  unwrap_kernels: .*?(?=\n  \S|\Z)", out, re.M | re.S).group(0)
    assert "without it: SGLang's raw-Triton kernels stay opaque" in block
    for name in ("unwrap_kernels", "traceable_structs", "router_scale"):
        assert PATCHES[name].without
    assert not PATCHES["yoco"].without  # a speed-up: nothing breaks without it
