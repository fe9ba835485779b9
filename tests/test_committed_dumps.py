"""The captures committed under dumps/: each loads, says how it was made, and
each off/on pair diffs, with the launches per layer its README table states.

No compile here: these read the committed manifests only.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gemma4_passes.tools import capture_format, diff

DUMPS = Path(__file__).resolve().parents[1] / "dumps"
FOLDERS = sorted(p.name for p in DUMPS.iterdir() if (p / "manifest.json").is_file())
PAIRS = sorted({re.sub(r"-(on|off)$", "", name) for name in FOLDERS})


def test_the_four_variants_on_cpu_and_two_on_the_gpu_are_committed():
    for v in ("26b-a4b", "31b", "e4b", "e2b"):
        assert f"cpu-small-{v}" in PAIRS
    for v in ("26b-a4b", "e2b"):
        assert f"cuda-real-{v}" in PAIRS


@pytest.mark.parametrize("name", FOLDERS)
def test_capture_loads_and_records_its_command(name):
    cap = capture_format.load(str(DUMPS / name))
    m = cap.manifest
    assert m["name"] == name
    if "--out" in m["command"]:
        assert f"--out dumps/{name}" in m["command"]
    else:  # the default folder: dumps/<device>-<scale>-<variant>-<on|off>
        t = m["target"]
        assert name == f"{m['environment']['device']}-{t['scale']}-{t['variant']}-{name.rsplit('-', 1)[1]}"
    assert ("--passes on" in m["command"]) == name.endswith("-on")
    assert m["check"]["finite"], "the compiled layers gave non-finite output"
    per_layer = m["summary"]["per_layer"]
    assert sum(per_layer.values()) == m["summary"]["kernels"] == len(cap.launches())
    assert (DUMPS / name / "CATALOG.md").is_file()
    if name.endswith("-on"):
        assert m["passes"]["matches"], "a passes-on capture matched nothing"
    else:
        assert not m["passes"]["matches"]


@pytest.mark.parametrize("pair", PAIRS)
def test_pair_diffs_per_layer_as_the_readme_says(pair):
    d = diff.compare(capture_format.load(str(DUMPS / f"{pair}-off")), capture_format.load(str(DUMPS / f"{pair}-on")))
    assert not d["environment"], "an off/on pair must come from one machine and one software set"
    readme = (DUMPS / "README.md").read_text()
    variant = pair.split("-", 2)[2]
    on_gpu = pair.startswith("cuda-")
    for lay in d["layers"]:
        # README rows: | variant | layer | off | on | ...
        row = re.search(rf"^\| {re.escape(variant)} \| \d+:{re.escape(lay['layer'])} \| (\d+) \| (\d+) \|",
                        readme.split("## Real widths on a GPU")[1 if on_gpu else 0], re.M)
        assert row, f"README has no row for {pair} {lay['layer']}"
        assert (int(row.group(1)), int(row.group(2))) == (lay["a"], lay["b"])
    if on_gpu:
        # One Triton kernel per fused op on the GPU: no layer may launch more, every layer runs fused
        # ops in place of Inductor's kernels, and the model launches fewer. (A layer's count may stay
        # level: max-autotune decides by timing whether E2B's PLE gelu * per-layer input rides in a
        # GEMM prologue, a subgraph no pass touches; dumps/README.md.)
        assert not d["regressed_layers"]
        assert all(lay["b"] <= lay["a"] for lay in d["layers"])
        for lay in d["layers"]:
            assert any(k.startswith("gemma4.") for k in lay["only_in_b"]), lay["layer"]
            assert sum(lay["only_in_a"].values()) > sum(v for k, v in lay["only_in_b"].items() if k.startswith("gemma4.")), lay["layer"]
        assert d["total"][1] < d["total"][0]


def test_diff_into_a_closed_pipe_stops_quietly():
    """``gemma4-passes diff A B | head``: no traceback when the reader leaves first."""
    import subprocess
    import sys

    pair = [str(DUMPS / f"{PAIRS[0]}-off"), str(DUMPS / f"{PAIRS[0]}-on")]
    p = subprocess.Popen([sys.executable, "-m", "gemma4_passes.cli", "diff", "--json", *pair],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()  # the reader is gone before the first write
    err = p.stderr.read().decode()
    assert p.wait(timeout=120) == 141, err
    assert "Traceback" not in err and "BrokenPipe" not in err, err
