"""Reading a capture folder back: the manifest's format, checks and per-layer views.

``capture`` writes, ``diff`` and ``catalog`` read. Anything that is not a
complete capture (no folder, no or truncated ``manifest.json``, another
tool's JSON) is a ``CaptureError`` with a one-line message.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass
from typing import Any, Dict, List

FORMAT = "gemma4-passes-capture"
FORMAT_VERSION = 1
UNATTRIBUTED = "unattributed"
_REQUIRED = ("name", "environment", "target", "passes", "graphs")


class CaptureError(Exception):
    """A capture that cannot be made or read; the message is the whole story."""


@dataclass
class Capture:
    path: str
    manifest: Dict[str, Any]

    @property
    def name(self) -> str:
        return self.manifest["name"]

    def launches(self) -> List[Dict[str, Any]]:
        """Every launch of every graph, in order."""
        return [k for g in self.manifest["graphs"] for k in g["kernels"]]

    def layer_labels(self) -> List[str]:
        """Layers in model order, then the unattributed bucket if it is used."""
        return layer_order(self.manifest)

    def launches_by_layer(self) -> Dict[str, List[Dict[str, Any]]]:
        out: Dict[str, List[Dict[str, Any]]] = {lab: [] for lab in self.layer_labels()}
        for k in self.launches():
            out.setdefault(k["layer"], []).append(k)
        return out

    def model(self) -> str:
        """What was compiled, without how: two captures of one model share it."""
        t = self.manifest["target"]
        return f"variant {t['variant']}" if t.get("kind") == "variant" else f"function {t.get('function')}"


def layer_order(manifest: Dict[str, Any]) -> List[str]:
    target_layers = manifest["target"].get("layers")
    launches = [k for g in manifest["graphs"] for k in g["kernels"]]
    if target_layers:
        labels = [lay["label"] for lay in target_layers]
    else:
        found = {k["layer"] for k in launches if k["layer"] != UNATTRIBUTED}
        labels = sorted(found, key=lambda s: (len(s), s))
    if any(k["layer"] == UNATTRIBUTED for k in launches):
        labels.append(UNATTRIBUTED)
    return labels


def summary(manifest: Dict[str, Any]) -> Dict[str, Any]:
    """Launch counts: in all, per layer (model order) and per kind."""
    launches = [k for g in manifest["graphs"] for k in g["kernels"]]
    per_layer = Counter(k["layer"] for k in launches)
    return {
        "graphs": len(manifest["graphs"]),
        "kernels": len(launches),
        "per_layer": {lab: per_layer.get(lab, 0) for lab in layer_order(manifest)},
        "per_kind": dict(sorted(Counter(k["kind"] for k in launches).items())),
    }


def load(path: str) -> Capture:
    """The capture in folder ``path`` (or the folder of a ``manifest.json`` given directly)."""
    if os.path.isfile(path) and os.path.basename(path) == "manifest.json":
        path = os.path.dirname(path) or "."
    if not os.path.isdir(path):
        raise CaptureError(f"{path}: no such capture folder")
    mpath = os.path.join(path, "manifest.json")
    if not os.path.isfile(mpath):
        raise CaptureError(f"{path}: no manifest.json (not a capture folder)")
    try:
        with open(mpath) as f:
            manifest = json.load(f)
    except json.JSONDecodeError as exc:
        raise CaptureError(f"{mpath}: not valid JSON (truncated?): {exc.msg} at line {exc.lineno}") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise CaptureError(f"{mpath}: unreadable: {exc}") from exc
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise CaptureError(f"{mpath}: not a gemma4-passes capture manifest")
    if manifest.get("format_version") != FORMAT_VERSION:
        raise CaptureError(
            f"{mpath}: manifest format version {manifest.get('format_version')!r}, this tool reads {FORMAT_VERSION}"
        )
    missing = [k for k in _REQUIRED if k not in manifest]
    if missing:
        raise CaptureError(f"{mpath}: incomplete manifest, missing {', '.join(missing)}")
    try:
        for g in manifest["graphs"]:
            for k in g["kernels"]:
                k["name"], k["kind"], k["layer"]  # noqa: B018 - every launch must have these
    except (KeyError, TypeError) as exc:
        raise CaptureError(f"{mpath}: incomplete manifest, a launch lacks {exc}") from exc
    return Capture(path, manifest)
