"""``gemma4-passes catalog CAPTURE``: the fusion catalog of one capture, in Markdown.

For each decoder layer kind of the capture (sliding/full, MoE/dense/PLE,
kv-shared), the launches it compiles to, in order, with what each computes:
the op an extern or custom-op launch runs, and the aten ops Inductor fused
into each generated kernel (as Inductor names them).

Exit status: 0 written; 2 bad input (no capture, a manifest that cannot be
read or has a field of the wrong type; one line on stderr); 3 an internal
error (a bug; its traceback is printed).
"""

from __future__ import annotations

import argparse
import sys
import traceback
from typing import List, Optional, Sequence

from gemma4_passes.tools import capture_format

EXIT_BAD_INPUT, EXIT_INTERNAL = 2, 3


def _computes(k) -> str:
    fused = list(k.get("fused") or [])
    op = k.get("op")
    if op:
        others = [f for f in fused if f != op]
        text = f"`{op}`"
        if others:
            text += "; origins also " + ", ".join(others)
        return text
    return ", ".join(fused) if fused else "(origins not recorded)"


def render(cap: capture_format.Capture) -> str:
    m = cap.manifest
    target, passes = m["target"], m["passes"]
    env = {k: m["environment"].get(k, "?") for k in ("device", "device_name", "torch", "triton", "sglang",
                                                      "gemma4_passes")}
    lines: List[str] = [f"# Fusion catalog: {cap.name}", ""]
    if target.get("kind") == "variant":
        lines.append(
            f"SGLang's Gemma-4 {target['variant']} decoder layers, {target['scale']} widths, {target['dtype']}, "
            f"{target['mode']} with {target['tokens']} token(s)."
        )
    else:
        lines.append(f"`{target.get('function')}` on inputs {target.get('inputs')} ({target.get('dtype')}).")
    lines.append(
        f"Device {env['device']} ({env['device_name']}); torch {env['torch']}, triton {env['triton']}, "
        f"sglang {env['sglang']}, gemma4-passes {env['gemma4_passes']}."
    )
    matched = ", ".join(f"{k} x{v}" for k, v in passes["matches"].items()) or "nothing"
    lines.append(f"Passes enabled: {', '.join(passes['enabled']) or 'none'}; matched: {matched}.")
    lines.append(f"Made by: `{m.get('command', '?')}`")
    lines.append("")
    s = capture_format.summary(m)
    lines.append("| layer | launches |")
    lines.append("| --- | --- |")
    for lab, n in s["per_layer"].items():
        lines.append(f"| {lab} | {n} |")
    lines.append(f"| all | {s['kernels']} |")
    for lab, launches in cap.launches_by_layer().items():
        lines += ["", f"## {lab}: {len(launches)} launches", ""]
        if not launches:
            continue
        lines.append("| # | launch | kind | computes |")
        lines.append("| --- | --- | --- | --- |")
        for i, k in enumerate(launches, 1):
            name = k["name"]
            if k.get("also_layers"):
                name += f" (also {', '.join(k['also_layers'])})"
            lines.append(f"| {i} | `{name}` | {k['kind']} | {_computes(k)} |")
    lines += ["", f"Layer attribution: {m.get('attribution', '?')}.", ""]
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(
        prog="gemma4-passes catalog", description=__doc__.splitlines()[0],
        epilog="exit status: 0 written; 2 bad input (argument, capture or manifest; one line on stderr); "
               "3 internal error (traceback)",
    )
    p.add_argument("capture", help="a capture folder (gemma4-passes capture)")
    p.add_argument("-o", "--out", help="write here instead of printing")
    args = p.parse_args(argv)
    try:
        text = render(capture_format.load(args.capture))
    except capture_format.CaptureError as exc:
        print(f"gemma4-passes catalog: error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception:  # noqa: BLE001 - a bug is told apart from bad input
        traceback.print_exc()
        print("gemma4-passes catalog: internal error (traceback above)", file=sys.stderr)
        return EXIT_INTERNAL
    if args.out:
        try:
            with open(args.out, "w") as f:
                f.write(text)
        except OSError as exc:
            print(f"gemma4-passes catalog: error: --out {args.out}: {exc.strerror or exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
    else:
        print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
