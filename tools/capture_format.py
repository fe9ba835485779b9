"""Reading a capture folder back: the manifest's format, checks and per-layer views.

``capture`` writes, ``diff`` and ``catalog`` read. Anything that is not a
complete capture (no folder, no or truncated ``manifest.json``, another
tool's JSON, a field of the wrong type) is a ``BadInput`` with a one-line
message: the tools exit 2 on it, never 1 (which ``diff`` keeps for "B has more
launches"), and never with a traceback.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass
from typing import Any, Dict, List, Optional

FORMAT = "gemma4-passes-capture"
FORMAT_VERSION = 1
UNATTRIBUTED = "unattributed"
_REQUIRED = ("name", "environment", "target", "passes", "graphs")


class CaptureError(Exception):
    """A capture that cannot be made or read; the message is the whole story."""


class BadInput(CaptureError):
    """What the user gave is wrong (arguments, a folder, a manifest): exit status 2, not 1."""


def is_capture_folder(path: str) -> bool:
    """A folder ``capture`` wrote: its ``manifest.json`` names our format (a capture that
    stopped half way has the stub written first). What ``capture --force`` may delete."""
    try:
        with open(os.path.join(path, "manifest.json")) as f:
            manifest = json.load(f)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return False
    return isinstance(manifest, dict) and manifest.get("format") == FORMAT


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


# -- the manifest's field types -------------------------------------------------------------------

_STR, _INT, _LIST, _DICT = (str,), (int,), (list,), (dict,)
_SCALAR = (str, int, float, bool, type(None))
_NAMES = {str: "a string", int: "an integer", list: "a list", dict: "an object", float: "a number",
          bool: "true/false", type(None): "null"}


def _type_problem(value, types, where: str) -> Optional[str]:
    ok = isinstance(value, types) and not (isinstance(value, bool) and bool not in types and int in types)
    if ok:
        return None
    want = " or ".join(dict.fromkeys(_NAMES[t] for t in types))
    got = _NAMES.get(type(value), type(value).__name__)
    return f"{where}: expected {want}, got {got} {json.dumps(value)[:40]}"


def _fields(obj: Dict[str, Any], where: str, required: Dict[str, tuple], optional: Dict[str, tuple]) -> Optional[str]:
    for key, types in required.items():
        if key not in obj:
            return f"{where}: missing {key!r}"
    for key, types in {**required, **optional}.items():
        if key in obj:
            why = _type_problem(obj[key], types, f"{where}.{key}")
            if why:
                return why
    return None


def _list_of(values, types, where: str) -> Optional[str]:
    for i, v in enumerate(values):
        why = _type_problem(v, types, f"{where}[{i}]")
        if why:
            return why
    return None


def _map_of(values: Dict[str, Any], types, where: str) -> Optional[str]:
    for k, v in values.items():
        why = _type_problem(v, types, f"{where}.{k}")
        if why:
            return why
    return None


def manifest_problem(m: Dict[str, Any]) -> Optional[str]:
    """The first field of a manifest whose type the tools cannot read (one line); None if all can.

    What ``diff``, ``catalog`` and ``summary`` read is checked; fields they do not
    read are free, so a newer capture with more fields still loads."""
    why = _fields(m, "manifest", {"name": _STR, "environment": _DICT, "target": _DICT, "passes": _DICT,
                                  "graphs": _LIST}, {"command": _STR, "attribution": _STR})
    if why:
        return why
    why = _map_of(m["environment"], _SCALAR, "environment")
    if why:
        return why
    t = m["target"]
    kind = t.get("kind")
    if kind == "variant":
        why = _fields(t, "target", {"variant": _STR, "scale": _STR, "mode": _STR, "tokens": _INT, "dtype": _STR},
                      {"layers": _LIST, "context_len": _INT})
    elif kind == "function":
        why = _fields(t, "target", {"function": _STR}, {"inputs": _STR, "dtype": _STR})
    else:
        why = f"target.kind: expected \"variant\" or \"function\", got {json.dumps(kind)[:40]}"
    if why:
        return why
    for i, lay in enumerate(t.get("layers") or []):
        where = f"target.layers[{i}]"
        why = _type_problem(lay, _DICT, where) or _fields(lay, where, {"label": _STR, "kind": _STR}, {})
        if why:
            return why
    p = m["passes"]
    why = _fields(p, "passes", {"enabled": _LIST, "matches": _DICT}, {"refused": _DICT, "errors": _DICT})
    if why:
        return why
    why = _list_of(p["enabled"], _STR, "passes.enabled") or _map_of(p["matches"], _INT, "passes.matches")
    if why:
        return why
    for gi, g in enumerate(m["graphs"]):
        where = f"graphs[{gi}]"
        why = _type_problem(g, _DICT, where) or _fields(g, where, {"kernels": _LIST}, {})
        if why:
            return why
        for ki, k in enumerate(g["kernels"]):
            kw = f"{where}.kernels[{ki}]"
            why = _type_problem(k, _DICT, kw) or _fields(
                k, kw, {"name": _STR, "kind": _STR, "layer": _STR},
                {"op": (str, type(None)), "fused": (list, type(None)), "also_layers": _LIST},
            )
            if why:
                return why
            why = _list_of(k.get("fused") or [], _STR, f"{kw}.fused") or _list_of(k.get("also_layers", []), _STR,
                                                                                  f"{kw}.also_layers")
            if why:
                return why
    return None


def load(path: str) -> Capture:
    """The capture in folder ``path`` (or the folder of a ``manifest.json`` given directly)."""
    if os.path.isfile(path) and os.path.basename(path) == "manifest.json":
        path = os.path.dirname(path) or "."
    if not os.path.isdir(path):
        raise BadInput(f"{path}: no such capture folder")
    mpath = os.path.join(path, "manifest.json")
    if not os.path.isfile(mpath):
        raise BadInput(f"{path}: no manifest.json (not a capture folder)")
    try:
        with open(mpath) as f:
            manifest = json.load(f)
    except json.JSONDecodeError as exc:
        raise BadInput(f"{mpath}: not valid JSON (truncated?): {exc.msg} at line {exc.lineno}") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"{mpath}: unreadable: {exc}") from exc
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise BadInput(f"{mpath}: not a gemma4-passes capture manifest")
    if manifest.get("format_version") != FORMAT_VERSION:
        raise BadInput(
            f"{mpath}: manifest format version {manifest.get('format_version')!r}, this tool reads {FORMAT_VERSION}"
        )
    missing = [k for k in _REQUIRED if k not in manifest]
    if missing:
        raise BadInput(f"{mpath}: incomplete manifest, missing {', '.join(missing)}")
    problem = manifest_problem(manifest)
    if problem:
        raise BadInput(f"{mpath}: {problem}")
    return Capture(path, manifest)
