"""Build the offline bundle that lets the GPU machine import SGLang's Gemma-4.

The GPU machine has Python 3.12, torch 2.11, triton 3.6 and transformers
5.17, but no SGLang and no package index, and what travels to it is capped
at 64 MiB. SGLang's full dependency set (CUDA wheels, flashinfer,
sgl-kernel) is several GB; its Gemma-4 *import path* needs only SGLang's
Python source and a few dozen small wheels. This gathers exactly those::

    python tools/bundle.py --out .bundle           # build (needs PyPI)
    python tools/bundle.py --out .bundle --verify  # + isolated import check here

and on the GPU machine, from the repo root::

    bash .bundle/install.sh && . .bundle/env.sh

The pins are the set this repo's CPU venv runs with (requirements/
sglang-cpu.txt); torch, torchvision (SGLang imports torchvision.transforms),
triton, numpy and torch's own requirements are left out on purpose: the GPU
machine brings them; so it does tokenizers, huggingface-hub and safetensors, at
exactly the versions pinned here (ON_GPU_MACHINE; install.sh checks them).

What travels is the repo's working tree (tracked files and untracked ones git
does not ignore) plus this bundle, 64 MiB in all: the size check leaves the
bundle what the repo does not take (travel_room).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime
import hashlib
import io
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

SGLANG_VERSION = "0.5.23"
TARGET_PYTHON = "3.12"
# pip matches manylinux_2_N exactly, so every N in use is named.
PLATFORMS = ("manylinux1_x86_64", "manylinux2010_x86_64", "manylinux2014_x86_64",
             *(f"manylinux_2_{n}_x86_64" for n in range(5, 29)))
# SGLang ships only manylinux_2_34 wheels; only their Python source is kept.
SGLANG_PLATFORMS = PLATFORMS + ("manylinux_2_34_x86_64",)
CARRY_LIMIT = 64 * 2**20  # what travels to the GPU machine in all: repo + bundle
MARGIN = 1 * 2**20  # left free under it (files written between the build and the transfer)
# The bundle's limit when git cannot say what of the repo travels (travel_room).
MAX_BYTES = 60 * 2**20
XZ_PRESET = 6

# What `import sglang.srt.models.gemma4_causal` (plus depyf and this
# project) loads on Python 3.12; `--verify` lists any that go unused.
WHEELS = (
    # SGLang's own module-level imports
    "psutil==7.2.2", "msgspec==0.22.0", "orjson==3.13.0", "pybase64==1.5.1",
    "pyzmq==27.3.0", "pillow==13.0.0", "setproctitle==1.3.8",
    "sentencepiece==0.2.1", "einops==0.8.2", "starlette==1.10.0",
    "apache-tvm-ffi==0.1.11", "compressed-tensors==0.18.0", "loguru==0.7.3",
    "gguf==0.19.0", "partial-json-parser==0.2.1.1.post7",
    # pydantic; it needs typing-extensions >= 4.16, newer than torch asks for
    "pydantic==2.14.3", "pydantic-core==2.50.4", "annotated-types==0.8.0",
    "typing-inspection==0.4.5", "typing-extensions==4.16.0",
    # openai and its HTTP stack
    "openai==2.8.0", "httpx==0.28.1", "httpcore==1.0.9", "h11==0.16.0",
    "anyio==4.16.0", "sniffio==1.3.1", "distro==1.9.0", "jiter==0.19.0",
    "idna==3.20", "certifi==2026.10.18",
    # aiohttp (sglang.lang's runtime endpoint)
    "aiohttp==3.14.5", "aiohappyeyeballs==2.7.1", "aiosignal==1.4.0",
    "attrs==26.1.0", "frozenlist==1.8.0", "multidict==7.2.1",
    "propcache==0.5.4", "yarl==1.25.1",
    # IPython (sglang.utils imports it). Not jedi/parso (4.9 MiB): IPython
    # imports them only to tab-complete, which nothing here does.
    "ipython==9.18.1", "ipython-pygments-lexers==1.1.1", "traitlets==5.16.1",
    "pexpect==4.9.0", "ptyprocess==0.7.0", "prompt-toolkit==3.0.53",
    "wcwidth==0.9.4", "pygments==2.21.0", "matplotlib-inline==0.2.2",
    "stack-data==0.6.3", "executing==2.3.0", "asttokens==3.0.2", "pure-eval==0.2.4",
    # transformers 5.19 (SGLang's Gemma-4 config needs it; the machine has
    # 5.17) and what it imports (tokenizers, huggingface-hub and safetensors:
    # ON_GPU_MACHINE)
    "transformers==5.19.0", "regex==2026.11.15", "pyyaml==6.0.3",
    "tqdm==4.70.1", "packaging==26.3", "click==8.5.1",
    "requests==2.34.2", "urllib3==2.8.0", "charset-normalizer==3.5.2",
    # SGLang's scheduler, Engine and HTTP server: uvicorn (the scheduler imports the
    # encoder receiver), uvloop (tokenizer manager), xgrammar (grammar backend),
    # fastapi and what its OpenAI routes import
    "uvicorn==0.54.0", "uvloop==0.23.0", "xgrammar==0.2.7", "fastapi==0.165.0",
    "annotated-doc==0.0.7", "opentelemetry-api==1.45.2", "python-multipart==0.0.34",
    "jsonschema==4.26.0", "jsonschema-specifications==2025.9.1", "referencing==0.37.0",
    "rpds-py==2026.9.1", "soundfile==0.13.1", "cffi==2.1.1", "pycparser==3.12",
    # this project: depyf dumps what torch.compile produced
    "depyf==0.20.0", "astor==0.8.1", "dill==0.4.1",
)

# What transformers 5.19 imports and the GPU machine's image already has, at
# exactly these versions (its pip list): not bundled; install.sh checks at
# install time that the machine's versions are these and stops if not.
ON_GPU_MACHINE = ("tokenizers==0.23.2", "huggingface-hub==1.33.0", "safetensors==0.8.0")

# Never bundled: the GPU machine's own, and far too large to carry.
EXCLUDED = ("torch", "triton", "numpy", "nvidia-", "cuda-")  # torch* covers torchvision

# Files of the SGLang wheel compiled for one Python or one GPU.
BINARY_SUFFIXES = (".so", ".pyd", ".pyc", ".co", ".dll", ".dylib")

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
PLACEHOLDER = HERE / "sgl_kernel_placeholder" / "sgl_kernel"
SGLANG_ARCHIVE = f"sglang-{SGLANG_VERSION}-src.tar.xz"
WHEELS_ARCHIVE = "wheels.tar.xz"


class BundleError(RuntimeError):
    """A bundle that cannot be built or would not fit; the message says why."""


# --------------------------------------------------------------------------
# size


def folder_size(path: Path) -> int:
    """Bytes of all regular files under ``path`` (links not followed)."""
    total = 0
    for root, _dirs, files in os.walk(path):
        for name in files:
            p = Path(root, name)
            if not p.is_symlink():
                total += p.stat().st_size
    return total


def _mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


def _biggest(rows, n: int = 5) -> str:
    """``rows`` of (name, bytes): the ``n`` biggest, as text."""
    top = sorted(rows, key=lambda r: r[1], reverse=True)[:n]
    return ", ".join(f"{name} ({_mib(size)})" for name, size in top) or "none"


def repo_travel(repo: Path = REPO, exclude: Path | None = None):
    """What of ``repo`` travels to the GPU machine: [(relative path, bytes)]
    of the existing files git lists as tracked (``git ls-files``) or untracked
    and not ignored (``--others --exclude-standard``), less those under
    ``exclude`` (the bundle folder, which travels on its own). None when git
    is unavailable or ``repo`` is not a git work tree."""
    repo = Path(repo).resolve()
    names = set()
    try:
        for extra in ((), ("--others", "--exclude-standard")):
            out = subprocess.run(["git", "-C", str(repo), "ls-files", "-z", *extra],
                                 capture_output=True, check=True).stdout
            names.update(n for n in out.decode("utf-8", "surrogateescape").split("\0") if n)
    except (OSError, subprocess.CalledProcessError):
        return None
    skip = Path(exclude).resolve() if exclude is not None else None
    rows = []
    for name in sorted(names):
        p = repo / name
        if skip is not None and (p == skip or skip in p.parents):
            continue
        try:
            st = p.lstat()
        except OSError:  # tracked but deleted in the working tree
            continue
        if p.is_symlink() or p.is_file():  # not a submodule's folder
            rows.append((name, st.st_size))
    return rows


def travel_room(repo: Path = REPO, exclude: Path | None = None, travel=None) -> int:
    """Bytes the bundle may take: the 64 MiB that travel, minus the repo's
    share (``repo_travel``), minus MARGIN. Without git, MAX_BYTES, with a note."""
    if travel is None:
        travel = repo_travel(repo, exclude)
    if travel is None:
        print(f"[bundle] note: git cannot list what of {repo} travels; assuming the repo "
              f"takes at most {_mib(CARRY_LIMIT - MAX_BYTES)} (bundle limit {_mib(MAX_BYTES)})")
        return MAX_BYTES
    return CARRY_LIMIT - sum(size for _name, size in travel) - MARGIN


def check_size(path: Path, limit: int | None = None, repo: Path = REPO,
               exclude: Path | None = None) -> int:
    """Return the folder's size, or raise BundleError naming the biggest files.

    The bundle travels to the GPU machine next to the repo's working tree and
    the 64 MiB cap covers both: over it, nothing travels at all. ``limit``
    defaults to ``travel_room(repo)``; ``exclude`` (default ``path``) is the
    bundle's place in the repo, not counted as repo.
    """
    size = folder_size(path)
    travel = repo_travel(repo, path if exclude is None else exclude)
    if limit is None:
        limit = travel_room(repo, travel=travel)
    if size > limit:
        files = [(str(p.relative_to(path)), p.stat().st_size) for p in Path(path).rglob("*")
                 if p.is_file() and not p.is_symlink()]
        if travel is None:
            repo_text = f"the repo's share is unknown (no git; {_mib(CARRY_LIMIT - MAX_BYTES)} assumed)"
        else:
            repo_bytes = sum(s for _n, s in travel)
            repo_text = (f"the repo {repo} takes {_mib(repo_bytes)} ({len(travel)} tracked or "
                         f"untracked-not-ignored files), bundle + repo = {_mib(size + repo_bytes)}")
        raise BundleError(
            f"bundle {path} is {_mib(size)}, over the {_mib(limit)} limit: "
            f"{CARRY_LIMIT // 2**20} MiB travel in all (repo + bundle, {_mib(MARGIN)} kept free) and "
            f"{repo_text}. Biggest in the bundle: {_biggest(files)}. "
            f"Biggest in the repo: {_biggest(travel or [])}. Trim either (untracked files "
            f"count unless git ignores them).")
    return size


def travel_line(out: Path, repo: Path = REPO) -> str:
    """"bundle X MiB + repo Y MiB = Z MiB of the 64 MiB that travel"."""
    size = folder_size(out)
    travel = repo_travel(repo, out)
    if travel is None:
        return f"bundle {_mib(size)} + repo (unknown: no git) of the {CARRY_LIMIT // 2**20} MiB that travel"
    repo_bytes = sum(s for _n, s in travel)
    return (f"bundle {_mib(size)} + repo {_mib(repo_bytes)} = {_mib(size + repo_bytes)} "
            f"of the {CARRY_LIMIT // 2**20} MiB that travel")


# --------------------------------------------------------------------------
# downloading and packing


def _pip(*args: str) -> None:
    cmd = [sys.executable, "-m", "pip", "--disable-pip-version-check", *args]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode:
        raise BundleError(f"pip failed ({' '.join(cmd)}):\n{proc.stdout}\n{proc.stderr}")


def pip_download(reqs, dest: Path, python_version: str | None = TARGET_PYTHON,
                 platforms=PLATFORMS) -> None:
    """Download exactly ``reqs`` as wheels, no dependencies.

    ``python_version=None`` means for this interpreter (the local check).
    """
    dest.mkdir(parents=True, exist_ok=True)
    args = ["download", "--no-deps", "--only-binary=:all:", "-d", str(dest)]
    if python_version:
        args += ["--python-version", python_version, "--implementation", "cp"]
        for plat in platforms:
            args += ["--platform", plat]
    _pip(*args, *reqs)


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _is_binary(name: str, data: bytes) -> bool:
    return name.endswith(BINARY_SUFFIXES) or b"\0" in data[:8192]


def _add(tf: tarfile.TarFile, name: str, data: bytes, mtime: int = 0) -> None:
    ti = tarfile.TarInfo(name)
    ti.size, ti.mode, ti.mtime = len(data), 0o644, mtime
    tf.addfile(ti, io.BytesIO(data))


def pack_sglang(wheel: Path, archive: Path) -> dict:
    """Repack the SGLang wheel's pure-Python part (``sglang/`` + metadata).

    Dropped: compiled files (Rust extensions built for one Python, AMD code
    objects) and RECORD, which lists them. Kept: every text file, since
    SGLang reads JSON configs and JIT-compiles .cuh sources from its package
    folder at run time.
    """
    kept = dropped = dropped_bytes = 0
    with zipfile.ZipFile(wheel) as zf, tarfile.open(archive, "w:xz", preset=XZ_PRESET) as tf:
        for info in sorted(zf.infolist(), key=lambda i: i.filename):
            if info.is_dir() or info.filename.endswith(".dist-info/RECORD"):
                continue
            data = zf.read(info)
            if _is_binary(info.filename, data):
                dropped, dropped_bytes = dropped + 1, dropped_bytes + len(data)
                continue
            mtime = int(datetime.datetime(*info.date_time).timestamp())
            _add(tf, info.filename, data, mtime)
            kept += 1
    return {"files_kept": kept, "binary_files_dropped": dropped,
            "binary_bytes_dropped": dropped_bytes}


def _stored(wheel: Path) -> bytes:
    """The same wheel with its members stored, not deflated.

    Deflated members defeat xz; stored ones let one solid xz archive of all
    wheels shrink to about half their download size. RECORD hashes cover
    member contents, not compression, so pip installs it unchanged.
    """
    buf = io.BytesIO()
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as dst:
        for info in src.infolist():
            data = src.read(info)
            info.compress_type = zipfile.ZIP_STORED
            dst.writestr(info, data)
    return buf.getvalue()


def pack_wheels(wheels, archive: Path) -> list:
    """Write ``wheels/<name>.whl`` (stored) into one xz archive; return the
    manifest rows: PyPI file name, size and sha256, and the repacked sha256."""
    rows = []
    with tarfile.open(archive, "w:xz", preset=XZ_PRESET) as tf:
        for w in sorted(wheels):
            data = _stored(w)
            _add(tf, f"wheels/{w.name}", data)
            rows.append({"file": w.name, "bytes": w.stat().st_size, "sha256": _sha256(w),
                         "stored_sha256": hashlib.sha256(data).hexdigest()})
    return rows


# --------------------------------------------------------------------------
# install.sh and README


INSTALL_SH = r"""#!/usr/bin/env bash
# Install the gemma4-passes offline bundle. No network. From the repo root:
#     bash .bundle/install.sh && . .bundle/env.sh
# Idempotent: a stamp records what the site folder holds; a rerun only checks.
#
# - the wheels and SGLang's source go into $BUNDLE_SITE (default
#   /tmp/gemma4-bundle/site: outside the bundle, which must stay small enough
#   to carry), which env.sh puts first on PYTHONPATH (so it shadows the
#   machine's transformers 5.17);
# - sgl_kernel/ (a placeholder: imports work, calls raise) goes there too;
# - this project is installed editable from the repo into $PYTHON's own
#   environment: its package-dir mapping (gemma4_passes.patterns ->
#   patterns/) and its SGLang plugin entry point need a real install, and
#   PYTHONPATH=. gives neither. GEMMA4_BUNDLE_SKIP_PROJECT=1 skips this.
# - first of all, $PYTHON's environment must have the packages the bundle
#   leaves to the machine at exactly the versions it was built with:
#   @ON_GPU_MACHINE@
#
# Overrides (tools/bundle.py --verify uses them): PYTHON (default python3),
# BUNDLE_WHEELS (a folder of wheels to use instead of the archive),
# BUNDLE_SITE, BUNDLE_ENV (where env.sh goes), BUNDLE_REPO.
set -euo pipefail
BUNDLE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PY=${PYTHON:-python3}
SITE=${BUNDLE_SITE:-${TMPDIR:-/tmp}/gemma4-bundle/site}
ENV_SH=${BUNDLE_ENV:-$BUNDLE/env.sh}
REPO=${BUNDLE_REPO:-$(pwd)}
say() { echo "[bundle] $*"; }
extract() {  # extract ARCHIVE DEST, with Python's tarfile (no xz binary needed)
  "$PY" - "$1" "$2" <<'PY'
import sys, tarfile
with tarfile.open(sys.argv[1]) as tf:
    kw = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
    tf.extractall(sys.argv[2], **kw)
PY
}

pyver=$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
if [ "$pyver" != "@TARGET_PYTHON@" ] && [ -z "${BUNDLE_WHEELS:-}" ]; then
  say "warning: $PY is Python $pyver; the bundled binary wheels are for @TARGET_PYTHON@"
fi

# 0. what the bundle leaves to the machine, at exactly the versions it was built for
if ! "$PY" - "$SITE" @ON_GPU_MACHINE@ <<'PY'
import importlib.metadata as md, os, sys
site = os.path.realpath(sys.argv[1])
# an earlier install's site (on PYTHONPATH through env.sh) must not answer for the machine
sys.path[:] = [p for p in sys.path if os.path.realpath(p or ".") != site]
bad = 0
for req in sys.argv[2:]:
    name, want = req.split("==")
    try:
        have = md.version(name)
    except md.PackageNotFoundError:
        have = None
    if have != want:
        bad += 1
        print(f"[bundle] error: this bundle does not carry {name}: it needs the machine's own "
              f"{name} {want} exactly, but {sys.executable} has "
              + (f"{name} {have}" if have else f"no {name} installed"))
if bad:
    print("[bundle] install those versions there, or rebuild the bundle with them in "
          "WHEELS (tools/bundle.py)")
sys.exit(1 if bad else 0)
PY
then
  exit 1
fi

# 1. wheels + SGLang source + placeholder, unless this exact set is there
stamp=$( { echo "$pyver ${BUNDLE_WHEELS:-}"; ls "${BUNDLE_WHEELS:-/dev/null}" 2>/dev/null || true;
           cat "$BUNDLE/MANIFEST.json" "$BUNDLE/sgl_kernel/__init__.py"; } | sha256sum | cut -d' ' -f1)
if [ -f "$SITE/.bundle-stamp" ] && [ "$(cat "$SITE/.bundle-stamp")" = "$stamp" ]; then
  say "site up to date: $SITE"
else
  if [ -d "$SITE" ] && [ ! -f "$SITE/.bundle-stamp" ] && [ -n "$(ls -A "$SITE")" ]; then
    say "error: $SITE is not empty and not a bundle site; refusing to replace it"
    exit 1
  fi
  rm -rf "$SITE"
  mkdir -p "$SITE"
  WHEELS=${BUNDLE_WHEELS:-}
  if [ -z "$WHEELS" ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    extract "$BUNDLE/@WHEELS_ARCHIVE@" "$tmp"
    WHEELS=$tmp/wheels
  fi
  say "installing $(ls "$WHEELS"/*.whl | wc -l) wheels into $SITE ..."
  "$PY" -m pip install -q --disable-pip-version-check --no-index --no-deps \
    --no-compile --no-warn-script-location --target "$SITE" "$WHEELS"/*.whl
  say "unpacking SGLang @SGLANG_VERSION@ source ..."
  extract "$BUNDLE/@SGLANG_ARCHIVE@" "$SITE"
  cp -r "$BUNDLE/sgl_kernel" "$SITE/sgl_kernel"
  echo "$stamp" > "$SITE/.bundle-stamp"
fi

# 2. env.sh, with absolute paths
cat > "$ENV_SH" <<EOF
# Source me (bash): . $ENV_SH   -- written by install.sh
export PYTHONPATH="$SITE\${PYTHONPATH:+:\$PYTHONPATH}"
export SGLANG_IS_FLASHINFER_AVAILABLE=false
# SGLang's Engine checks the sglang-kernel version; here sgl_kernel is a placeholder.
export SGLANG_SKIP_SGL_KERNEL_VERSION_CHECK=1
EOF

# 3. this project, editable, into $PY's environment
if [ -z "${GEMMA4_BUNDLE_SKIP_PROJECT:-}" ] && [ -f "$REPO/pyproject.toml" ]; then
  if "$PY" - "$REPO" <<'PY'
import importlib.metadata as md, json, os, sys
try:  # installed editable from this very repo? (no import: torch is slow)
    url = json.loads(md.distribution("gemma4-passes").read_text("direct_url.json") or "{}")
except md.PackageNotFoundError:
    sys.exit(1)
ok = url.get("dir_info", {}).get("editable") and url.get("url") == "file://" + os.path.realpath(sys.argv[1])
sys.exit(0 if ok else 1)
PY
  then
    say "gemma4-passes already installed (editable, from $REPO)"
  else
    say "installing gemma4-passes (editable, no deps) from $REPO ..."
    if ! "$PY" -m pip install -q --disable-pip-version-check --no-index --no-deps \
        --no-build-isolation -e "$REPO"; then
      say "error: could not pip install -e $REPO (needs pip and setuptools in $PY's environment)"
      exit 1
    fi
  fi
fi

say "done; now:  . $ENV_SH"
say "(that is: export PYTHONPATH=\"$SITE\${PYTHONPATH:+:\$PYTHONPATH}\" SGLANG_IS_FLASHINFER_AVAILABLE=false SGLANG_SKIP_SGL_KERNEL_VERSION_CHECK=1)"
"""

def render_install_sh(on_machine=ON_GPU_MACHINE) -> str:
    """install.sh with this build's file names and versions filled in;
    ``on_machine``: the name==version pins it checks the machine has."""
    for req in on_machine:
        if req.count("==") != 1 or any(c.isspace() or c in "'\"$`\\" for c in req):
            raise BundleError(f"{req!r} is not a plain name==version pin")
    return (INSTALL_SH.replace("@ON_GPU_MACHINE@", " ".join(on_machine))
            .replace("@SGLANG_ARCHIVE@", SGLANG_ARCHIVE)
            .replace("@WHEELS_ARCHIVE@", WHEELS_ARCHIVE)
            .replace("@TARGET_PYTHON@", TARGET_PYTHON)
            .replace("@SGLANG_VERSION@", SGLANG_VERSION))


README = """\
gemma4-passes offline bundle
============================

For a machine with Python {py}, torch 2.11 and triton but no SGLang and no
package index. Built by `python tools/bundle.py --out {out}`; MANIFEST.json
lists what is inside (versions, sizes, sha256) and how it was built.

On that machine, from the root of this repo (its working directory there):

    bash {out}/install.sh && . {out}/env.sh
    python -c "from sglang.srt.models.gemma4_causal import Gemma4DecoderLayer"

Inside:
  {wheels}   {n} wheels (cp{pyn} manylinux x86_64 or pure Python) that
                   SGLang's Gemma-4 import path needs, stored uncompressed in
                   one xz archive (half the size of the downloads). No torch,
                   torchvision, triton, numpy or CUDA packages: the machine
                   has them. Nor {on_machine}: the machine has them at these
                   versions, which install.sh checks first.
  {archive}
                   SGLang {sglang}'s Python source and package data, without
                   its compiled extensions.
  sgl_kernel/      a placeholder for SGLang's CUDA extension: every import
                   works, every call raises NotImplementedError naming what
                   was called (SGL_KERNEL_PLACEHOLDER_TRACE=1 logs what
                   SGLang resolves). Paths that really need it fail loudly.
  install.sh       installs wheels + source into /tmp/gemma4-bundle/site
                   (outside the bundle, which must stay small enough to
                   carry; BUNDLE_SITE moves it), writes {out}/env.sh
                   (PYTHONPATH, SGLANG_IS_FLASHINFER_AVAILABLE=false), and
                   installs this project editable (pip -e, no deps, no
                   network) into the interpreter's environment.

The project itself is not in the bundle: the repo is the working directory
on that machine. It is installed with `pip install -e` rather than put on
PYTHONPATH because pyproject maps gemma4_passes.patterns -> patterns/ and
registers an SGLang plugin entry point; PYTHONPATH=. gives neither.

Known limits: wherever SGLang's CUDA dispatch calls sgl_kernel, the
placeholder raises. Seen on an H100: eager RMSNorm outside compile mode
(sgl_kernel.rmsnorm) and the fused Triton MoE at more than one token
(sgl_kernel.moe_align_block_size). Compile-mode dispatch (native ops, as
SGLang's patch_model switches to) and native MoE run; on more than one GPU,
SGLang falls back from its custom all-reduce (sgl_kernel.allreduce stays
missing) to NCCL.
"""


# --------------------------------------------------------------------------
# build


def _find_one(folder: Path, prefix: str) -> Path:
    hits = sorted(folder.glob(f"{prefix}-*.whl"))
    if len(hits) != 1:
        raise BundleError(f"expected one {prefix} wheel in {folder}, found {hits}")
    return hits[0]


def _name(req: str) -> str:
    return req.split("==")[0].lower().replace("_", "-")


def _check_requirements(reqs) -> None:
    for req in reqs:
        name = _name(req)
        if name.startswith(EXCLUDED):
            raise BundleError(f"{req} must come from the GPU machine, not the bundle")


def build(out: Path, force: bool = False, limit: int | None = None) -> dict:
    """Build the bundle into ``out`` and return its manifest.

    Staged in a temp folder and moved into place at the end, so a failed
    build leaves no half-made bundle (and nothing stray in the repo).
    ``limit`` defaults to the room the repo leaves (``travel_room``).
    """
    out = Path(out).resolve()
    if out.exists() and any(out.iterdir()) and not force:
        raise BundleError(f"{out} exists and is not empty; pass --force to rebuild it")
    if not (PLACEHOLDER / "__init__.py").is_file():
        raise BundleError(f"sgl_kernel placeholder source missing: {PLACEHOLDER}")
    _check_requirements(WHEELS)
    _check_requirements(ON_GPU_MACHINE)
    overlap = {_name(r) for r in WHEELS} & {_name(r) for r in ON_GPU_MACHINE}
    if overlap:
        raise BundleError(f"{sorted(overlap)} both bundled and left to the GPU machine")

    stage = Path(tempfile.mkdtemp(prefix="gemma4-bundle."))
    try:
        dl = stage / "download"
        print(f"[bundle] downloading SGLang {SGLANG_VERSION} and {len(WHEELS)} wheels "
              f"for Python {TARGET_PYTHON} ...")
        pip_download([f"sglang=={SGLANG_VERSION}"], dl / "sglang", platforms=SGLANG_PLATFORMS)
        pip_download(WHEELS, dl / "wheels")
        wheels = sorted((dl / "wheels").glob("*.whl"))
        if len(wheels) != len(WHEELS):
            raise BundleError(f"asked for {len(WHEELS)} wheels, got {len(wheels)}: "
                              f"{[w.name for w in wheels]}")

        print(f"[bundle] packing (xz -{XZ_PRESET}, about a minute) ...")
        bundle = stage / "bundle"
        bundle.mkdir()
        # lzma releases the GIL: the two archives compress in parallel.
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            sgl = pool.submit(pack_sglang, _find_one(dl / "sglang", "sglang"),
                              bundle / SGLANG_ARCHIVE)
            rows = pool.submit(pack_wheels, wheels, bundle / WHEELS_ARCHIVE)
            sgl_stats, rows = sgl.result(), rows.result()
        shutil.copytree(PLACEHOLDER, bundle / "sgl_kernel",
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        install = bundle / "install.sh"
        install.write_text(render_install_sh())
        install.chmod(0o755)
        (bundle / "README.md").write_text(README.format(
            py=TARGET_PYTHON, pyn=TARGET_PYTHON.replace(".", ""), out=out.name,
            n=len(rows), wheels=WHEELS_ARCHIVE, archive=SGLANG_ARCHIVE, sglang=SGLANG_VERSION,
            on_machine=", ".join(ON_GPU_MACHINE)))

        manifest = {
            "built": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "command": f"python tools/bundle.py --out {out.name}",
            "downloaded_with": "pip download --no-deps --only-binary=:all: "
                               f"--python-version {TARGET_PYTHON} --implementation cp "
                               + " ".join(f"--platform {p}" for p in PLATFORMS),
            "built_on": f"Python {platform.python_version()}, {platform.platform()}",
            "target_python": TARGET_PYTHON,
            "install": f"bash {out.name}/install.sh && . {out.name}/env.sh",
            "not_included": "torch, torchvision, triton, numpy and torch's own requirements, "
                            "nvidia-*/cuda-*, "
                            + ", ".join(ON_GPU_MACHINE)
                            + " (the machine's own, at these versions: install.sh checks), "
                            "flashinfer, the real sgl-kernel, jedi/parso; this project "
                            "(installed editable from the repo)",
            "sglang": {"version": SGLANG_VERSION, "archive": SGLANG_ARCHIVE,
                       "bytes": (bundle / SGLANG_ARCHIVE).stat().st_size,
                       "sha256": _sha256(bundle / SGLANG_ARCHIVE), **sgl_stats},
            "sgl_kernel": {"placeholder": True,
                           "sha256": _sha256(bundle / "sgl_kernel" / "__init__.py")},
            "wheels_archive": {"file": WHEELS_ARCHIVE,
                               "bytes": (bundle / WHEELS_ARCHIVE).stat().st_size,
                               "sha256": _sha256(bundle / WHEELS_ARCHIVE),
                               "downloaded_bytes": sum(r["bytes"] for r in rows)},
            "wheels": rows,
            "requirements": list(WHEELS),
            "on_gpu_machine": list(ON_GPU_MACHINE),
        }
        manifest_text = json.dumps(manifest, indent=2) + "\n"
        manifest["total_bytes"] = folder_size(bundle) + len(manifest_text) + 64
        (bundle / "MANIFEST.json").write_text(json.dumps(manifest, indent=2) + "\n")
        check_size(bundle, limit, exclude=out)

        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(bundle), str(out))
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    return manifest


# --------------------------------------------------------------------------
# local check


VERIFY_CODE = r"""
import importlib.metadata as md, os, sys
site, outside, repo = sys.argv[1], sys.argv[2], os.path.realpath(sys.argv[3])
from sglang.srt.models.gemma4_causal import Gemma4DecoderLayer
from sglang.srt.compilation import torch_compile_decoration
import depyf, gemma4_passes, gemma4_passes.registry, gemma4_passes.patterns, gemma4_passes.tools.harness
import sgl_kernel
assert sgl_kernel.PLACEHOLDER
assert md.version("transformers") == "5.19.0", md.version("transformers")
for req in sys.argv[4:]:  # the machine's own (ON_GPU_MACHINE): from outside, at these versions
    name, want = req.split("==")
    dist = md.distribution(name)
    assert dist.version == want, (name, dist.version, want)
    assert not os.path.realpath(dist.locate_file("")).startswith(os.path.realpath(site)), name
eps = [ep.value for ep in md.entry_points(group="sglang.srt.plugins")]
assert "gemma4_passes.plugin:load" in eps, eps
files = {m.__file__ for m in list(sys.modules.values()) if getattr(m, "__file__", None)}
allowed = (site, outside, sys.base_prefix, repo)
stray = sorted(f for f in files if os.path.isabs(f) and not f.startswith(allowed))
assert not stray, stray[:10]
loaded = {os.path.relpath(f, site).split(os.sep)[0] for f in files if f.startswith(site)}
unused = sorted(d.metadata["Name"] for d in md.distributions(path=[site])
                if d.files and not {str(p).split("/")[0] for p in d.files} & loaded)
print("ok:", len(sys.modules), "modules; sglang", md.version("sglang"), "transformers",
      md.version("transformers"), "torch", md.version("torch"))
print("bundled but not imported:", ", ".join(unused) or "none")
"""


def _outside_closure(roots) -> list:
    """Host distributions the GPU machine brings too: torch, torchvision,
    triton, numpy, ON_GPU_MACHINE and everything they require (sympy,
    jinja2, nvidia-*, hf-xet...)."""
    import importlib.metadata as md

    from packaging.requirements import Requirement

    seen, todo = {}, [(r, ()) for r in roots]
    while todo:
        name, extras = todo.pop()
        try:
            dist = md.distribution(name)
        except md.PackageNotFoundError:
            continue
        key = (dist.metadata["Name"].lower().replace("_", "-"), extras)
        if key in seen:
            continue
        seen[key] = dist
        for r in dist.requires or []:
            req = Requirement(r)
            if req.marker is None or any(req.marker.evaluate({"extra": e}) for e in ("", *extras)):
                todo.append((req.name, tuple(sorted(req.extras))))
    return list({d.metadata["Name"]: d for d in seen.values()}.values())


OUTSIDE_ROOTS = ("torch", "torchvision", "triton", "numpy", "pip",
                 *(_name(r) for r in ON_GPU_MACHINE))


def _link_outside(site_packages: Path) -> None:
    """Symlink the outside distributions (code and dist-info) into a venv.

    ON_GPU_MACHINE's must be installed here at their pinned versions, as on
    the GPU machine; install.sh's own check then says which is not."""
    for dist in _outside_closure(OUTSIDE_ROOTS):
        for top in {Path(str(f)).parts[0] for f in dist.files or []}:
            src = Path(dist.locate_file(top))
            if top in ("..", "") or top.endswith(".pth") or not src.exists():
                continue
            if not (site_packages / top).exists():
                (site_packages / top).symlink_to(src)


def _host_wheels(out: Path, dest: Path) -> None:
    """The bundle's pure wheels, plus this Python's build of each binary one."""
    tagged = []
    with tarfile.open(out / WHEELS_ARCHIVE) as tf:
        for member in tf.getmembers():
            name = Path(member.name).name
            if name.endswith("-none-any.whl"):
                (dest / name).write_bytes(tf.extractfile(member).read())
            else:
                tagged.append(name)
    reqs = ["{}=={}".format(*n.split("-")[:2]) for n in tagged]
    print(f"[verify] {len(reqs)} binary wheels re-downloaded for Python "
          f"{platform.python_version()} ...")
    pip_download(reqs, dest, python_version=None)


def verify(out: Path, keep: bool = False) -> None:
    """Install the bundle into an isolated venv of *this* Python and import
    SGLang's Gemma-4, depyf and this project from it.

    The venv holds only torch, torchvision, triton, numpy, tokenizers,
    huggingface-hub, safetensors (ON_GPU_MACHINE) and their requirements
    symlinked from this interpreter, as the GPU machine's venv does, so any
    other import must come from the bundle. The bundle's binary wheels are
    cp312; for this check they are swapped for this Python's builds of the
    same versions.
    """
    out = Path(out).resolve()
    tmp = Path(tempfile.mkdtemp(prefix="bundlecheck."))
    try:
        venv = tmp / "venv"
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
        py = venv / "bin" / "python"
        sp = Path(subprocess.check_output(
            [str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            text=True).strip())
        _link_outside(sp)
        (tmp / "wheels").mkdir()
        _host_wheels(out, tmp / "wheels")
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
        env.update(PYTHON=str(py), BUNDLE_WHEELS=str(tmp / "wheels"), BUNDLE_SITE=str(tmp / "site"),
                   BUNDLE_ENV=str(tmp / "env.sh"), BUNDLE_REPO=str(REPO), PYTHONNOUSERSITE="1")
        if subprocess.run(["bash", str(out / "install.sh")], env=env, cwd=REPO).returncode:
            raise BundleError("install.sh failed in the isolated venv (its output is above)")
        env.update(PYTHONPATH=str(tmp / "site"), SGLANG_IS_FLASHINFER_AVAILABLE="false",
                   PYTHONWARNINGS="ignore")
        proc = subprocess.run([str(py), "-c", VERIFY_CODE, str(tmp / "site"), str(sp), str(REPO),
                               *ON_GPU_MACHINE],
                              env=env, cwd=tmp, capture_output=True, text=True)
        sys.stdout.write(proc.stdout)
        if proc.returncode:
            raise BundleError(f"isolated import check failed:\n{proc.stderr[-6000:]}")
    finally:
        if keep:
            print(f"[verify] kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


# --------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="bundle",
        description="Build the offline SGLang/Gemma-4 bundle for the GPU machine "
                    "(SGLang source, small wheels, sgl_kernel placeholder, install.sh).")
    p.add_argument("--out", default=".bundle", type=Path, help="bundle folder (default: .bundle)")
    p.add_argument("--force", action="store_true", help="rebuild even if --out exists")
    p.add_argument("--verify", action="store_true",
                   help="then install it into an isolated venv of this Python and import "
                        "SGLang's Gemma-4 from it (binary wheels re-downloaded for this Python)")
    p.add_argument("--no-build", action="store_true", help="verify an existing bundle only")
    p.add_argument("--keep", action="store_true", help="keep the --verify venv for inspection")
    return p


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if not args.no_build:
            m = build(args.out, force=args.force)
            print(f"[bundle] {args.out}: {m['total_bytes'] / 2**20:.1f} MiB "
                  f"({len(m['wheels'])} wheels in {m['wheels_archive']['bytes'] / 2**20:.1f} MiB, "
                  f"SGLang {SGLANG_VERSION} source in {m['sglang']['bytes'] / 2**20:.1f} MiB)")
            print(f"[bundle] {travel_line(args.out)}")
        if args.verify:
            verify(args.out, keep=args.keep)
    except BundleError as exc:
        print(f"bundle: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
