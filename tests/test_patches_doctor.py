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
