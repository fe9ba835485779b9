"""``gemma4-passes diff A B``: two captures of one model side by side.

Per decoder layer: launches in A and in B, the launches only one of them has,
and the fused-op groups that changed (the aten ops Inductor fused into one
kernel; an extern or custom-op launch is its op); then the passes' match
counts, and what differs in environment (versions, device) and target
(widths, dtype, tokens). ``--json`` gives the same for scripts.

Exit status: 0 when B has no more launches than A in any layer, 1 when it
has more in one (a CI guard against fusion regressions), 2 on bad input (no
capture, a manifest that cannot be read or has a field of the wrong type, two
different models; one line on stderr), 3 on an internal error (a bug; its
traceback is printed). A crash is never 1: CI must not read it as a regression.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import traceback
from collections import Counter
from typing import Any, Dict, List, Optional, Sequence, Tuple

from gemma4_passes.tools import capture_format

EXIT_REGRESSED, EXIT_BAD_INPUT, EXIT_INTERNAL = 1, 2, 3
_TARGET_KEYS = ("scale", "mode", "tokens", "context_len", "dtype", "inputs")
_SUFFIX = re.compile(r"_\d+$")


def launch_signature(k: Dict[str, Any]) -> str:
    """A launch's name without Inductor's running number (``cpp_fused_add_3`` -> ``cpp_fused_add``)."""
    return k.get("op") or _SUFFIX.sub("", k["name"])


def fused_group(k: Dict[str, Any]) -> Tuple[str, ...]:
    """What one launch computes: the op it runs, or the aten ops Inductor fused into it."""
    if k.get("op"):
        return (k["op"],)
    return tuple(sorted(set(k.get("fused") or ()))) or (launch_signature(k),)


def _layer_keys(cap: capture_format.Capture) -> Dict[str, str]:
    """label -> the key layers are matched on: the layer kind where kinds are unique, else the label."""
    layers = cap.manifest["target"].get("layers") or []
    kinds = [lay["kind"] for lay in layers]
    keys = {lab: lab for lab in cap.layer_labels()}
    if layers and len(set(kinds)) == len(kinds):
        keys.update({lay["label"]: lay["kind"] for lay in layers})
    return keys


def _by_key(cap: capture_format.Capture) -> Dict[str, List[Dict[str, Any]]]:
    keys = _layer_keys(cap)
    return {keys[lab]: launches for lab, launches in cap.launches_by_layer().items()}


def _minus(a: Counter, b: Counter) -> Dict[str, int]:
    return {str(k): v for k, v in sorted((a - b).items(), key=lambda kv: str(kv[0]))}


def compare(a: capture_format.Capture, b: capture_format.Capture) -> Dict[str, Any]:
    if a.model() != b.model():
        raise capture_format.BadInput(
            f"{a.path} and {b.path} capture different models ({a.model()} vs {b.model()})"
        )
    env_a, env_b = a.manifest["environment"], b.manifest["environment"]
    environment = {k: [env_a.get(k), env_b.get(k)] for k in sorted(set(env_a) | set(env_b)) if env_a.get(k) != env_b.get(k)}
    tgt_a, tgt_b = a.manifest["target"], b.manifest["target"]
    target = {k: [tgt_a.get(k), tgt_b.get(k)] for k in _TARGET_KEYS if tgt_a.get(k) != tgt_b.get(k)}
    la, lb = _by_key(a), _by_key(b)
    order = list(la) + [k for k in lb if k not in la]
    layers = []
    for key in order:
        ka, kb = la.get(key), lb.get(key)
        sig_a = Counter(launch_signature(k) for k in ka or ())
        sig_b = Counter(launch_signature(k) for k in kb or ())
        grp_a = Counter(fused_group(k) for k in ka or ())
        grp_b = Counter(fused_group(k) for k in kb or ())
        layers.append({
            "layer": key,
            "a": None if ka is None else len(ka),
            "b": None if kb is None else len(kb),
            "only_in_a": _minus(sig_a, sig_b),
            "only_in_b": _minus(sig_b, sig_a),
            "groups_only_in_a": [list(g) for g in sorted((grp_a - grp_b).elements())],
            "groups_only_in_b": [list(g) for g in sorted((grp_b - grp_a).elements())],
        })
    ma, mb = a.manifest["passes"]["matches"], b.manifest["passes"]["matches"]
    matches = {p: [ma.get(p, 0), mb.get(p, 0)] for p in sorted(set(ma) | set(mb))}
    regressed = [lay["layer"] for lay in layers if lay["a"] is not None and lay["b"] is not None and lay["b"] > lay["a"]]
    return {
        "a": {"path": a.path, "name": a.name, "passes": a.manifest["passes"]["enabled"]},
        "b": {"path": b.path, "name": b.name, "passes": b.manifest["passes"]["enabled"]},
        "model": a.model(),
        "environment": environment,
        "target": target,
        "layers": layers,
        "total": [len(a.launches()), len(b.launches())],
        "matches": matches,
        "regressed_layers": regressed,
    }


def _count(n: Optional[int]) -> str:
    return "-" if n is None else str(n)


def format_text(d: Dict[str, Any]) -> str:
    lines = [
        f"A: {d['a']['path']}  (passes: {', '.join(d['a']['passes']) or 'none'})",
        f"B: {d['b']['path']}  (passes: {', '.join(d['b']['passes']) or 'none'})",
        f"model: {d['model']}",
    ]
    if d["environment"]:
        lines.append("environment differs: " + "; ".join(f"{k} {a} -> {b}" for k, (a, b) in d["environment"].items()))
    else:
        lines.append("environment: same")
    if d["target"]:
        lines.append("target differs: " + "; ".join(f"{k} {a} -> {b}" for k, (a, b) in d["target"].items()))
    lines += ["", "launches per layer:", ""]
    width = max([len(lay["layer"]) for lay in d["layers"]] + [5])
    lines.append(f"  {'layer':{width}}  {'A':>5}  {'B':>5}  {'B-A':>5}")
    for lay in d["layers"]:
        delta = "" if lay["a"] is None or lay["b"] is None else f"{lay['b'] - lay['a']:+d}"
        lines.append(f"  {lay['layer']:{width}}  {_count(lay['a']):>5}  {_count(lay['b']):>5}  {delta:>5}")
    ta, tb = d["total"]
    lines.append(f"  {'all':{width}}  {ta:>5}  {tb:>5}  {tb - ta:>+5d}")
    if d["matches"]:
        lines += ["", "pass matches (A -> B):", ""]
        lines += [f"  {p}: {a} -> {b}" for p, (a, b) in d["matches"].items()]
    for lay in d["layers"]:
        changes = []
        for label, key in (("only in A", "only_in_a"), ("only in B", "only_in_b")):
            if lay[key]:
                changes.append(f"  {label}: " + ", ".join(f"{s} x{n}" for s, n in lay[key].items()))
        for label, key in (("fused groups only in A", "groups_only_in_a"), ("fused groups only in B", "groups_only_in_b")):
            changes += [f"  {label}: [{', '.join(g)}]" for g in lay[key]]
        if changes:
            lines += ["", f"{lay['layer']}:"] + changes
    lines.append("")
    if d["regressed_layers"]:
        lines.append(f"B has more launches than A in: {', '.join(d['regressed_layers'])}")
    else:
        lines.append("B has no more launches than A in any layer")
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(
        prog="gemma4-passes diff", description=__doc__.splitlines()[0],
        epilog="exit status: 0 B has no more launches than A in any layer; 1 B has more in some layer; "
               "2 bad input (argument, capture or manifest; one line on stderr); 3 internal error (traceback)",
    )
    p.add_argument("a", help="capture folder A (the baseline)")
    p.add_argument("b", help="capture folder B")
    p.add_argument("--json", action="store_true", help="print JSON instead of the table")
    args = p.parse_args(argv)
    try:
        d = compare(capture_format.load(args.a), capture_format.load(args.b))
        text = json.dumps(d, indent=1) if args.json else format_text(d)
    except capture_format.CaptureError as exc:
        print(f"gemma4-passes diff: error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception:  # noqa: BLE001 - a bug must not exit 1, the regression status
        traceback.print_exc()
        print("gemma4-passes diff: internal error (traceback above)", file=sys.stderr)
        return EXIT_INTERNAL
    print(text)
    return EXIT_REGRESSED if d["regressed_layers"] else 0


if __name__ == "__main__":
    sys.exit(main())
