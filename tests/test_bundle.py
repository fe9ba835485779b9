"""The offline bundle for the GPU machine: sgl_kernel placeholder, size
check, packing and the CLI. Only the ``slow`` test touches the network."""

import importlib
import importlib.util
import json
import pickle
import shutil
import socket
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PLACEHOLDER_ROOT = REPO / "tools" / "sgl_kernel_placeholder"
# Loaded from its file: the test must not depend on how the project is installed.
_spec = importlib.util.spec_from_file_location("_bundle_under_test", REPO / "tools" / "bundle.py")
bundle = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bundle)

PREFIX = "sgl_kernel placeholder: SGLang's CUDA extension is not available on this machine; "


@pytest.fixture
def sgl_kernel(monkeypatch):
    """The placeholder imported fresh, and fully removed afterwards: SGLang
    probes `import sgl_kernel` elsewhere and other tests expect it absent."""
    spec = importlib.util.find_spec("sgl_kernel")
    if spec is not None and not (spec.origin and spec.origin.endswith(".py")
                                 and "PLACEHOLDER = True" in Path(spec.origin).read_text()):
        pytest.skip("a real sgl_kernel is installed here")
    monkeypatch.syspath_prepend(str(PLACEHOLDER_ROOT))
    meta_path = list(sys.meta_path)
    try:
        mod = importlib.import_module("sgl_kernel")
        assert mod.PLACEHOLDER
        yield mod
    finally:
        sys.meta_path[:] = meta_path
        for name in [n for n in sys.modules if n == "sgl_kernel" or n.startswith("sgl_kernel.")]:
            del sys.modules[name]


# --------------------------------------------------------------------------
# the placeholder


def test_placeholder_imports_with_an_obvious_version(sgl_kernel):
    assert "placeholder" in sgl_kernel.__version__
    assert importlib.util.find_spec("sgl_kernel") is not None


def test_any_name_imports_and_raises_only_when_called(sgl_kernel):
    from sgl_kernel import silu_and_mul, topk_softmax  # noqa: F401

    with pytest.raises(NotImplementedError) as exc:
        topk_softmax(1, 2, renormalize=True)
    assert str(exc.value) == PREFIX + "sgl_kernel.topk_softmax was called"


def test_any_submodule_imports(sgl_kernel):
    import sgl_kernel.kvcacheio
    import sgl_kernel.some.deeper.module
    from sgl_kernel.kvcacheio import transfer_kv_all_layer
    from sgl_kernel.utils import get_cuda_stream

    assert importlib.util.find_spec("sgl_kernel.flash_attn") is not None
    assert sgl_kernel.some.deeper.module.__name__ == "sgl_kernel.some.deeper.module"
    for fn, name in [(transfer_kv_all_layer, "sgl_kernel.kvcacheio.transfer_kv_all_layer"),
                     (get_cuda_stream, "sgl_kernel.utils.get_cuda_stream"),
                     (sgl_kernel.kvcacheio.x.y, "sgl_kernel.kvcacheio.x.y")]:
        with pytest.raises(NotImplementedError, match=f"; {name} was called$"):
            fn()


def test_attribute_chains_stay_inert_until_called(sgl_kernel):
    thing = sgl_kernel.scalar_types_like.uint4b8.size_bits
    assert "sgl_kernel.scalar_types_like.uint4b8.size_bits" in repr(thing)
    assert pickle.loads(pickle.dumps(thing)) is not None
    with pytest.raises(NotImplementedError, match="uint4b8.size_bits was called"):
        thing()


def test_dunders_stay_missing(sgl_kernel):
    """copy, inspect, functools.wraps and typing probe dunders: they must see
    an ordinary object, not a callable placeholder."""
    assert not hasattr(sgl_kernel, "__wrapped__")
    assert not hasattr(sgl_kernel.bmm_fp8, "__wrapped__")
    assert not hasattr(sgl_kernel.bmm_fp8, "__func__")


def test_optional_imports_keep_sglangs_fallbacks(sgl_kernel):
    """SGLang catches ImportError for these and falls back (NCCL all-reduce,
    a mocked scalar-type table, None); a placeholder would crash instead."""
    with pytest.raises(ImportError):
        import sgl_kernel.allreduce  # noqa: F401
    with pytest.raises(ImportError):
        from sgl_kernel.scalar_type import ScalarType  # noqa: F401
    with pytest.raises(ImportError):
        from sgl_kernel.kvcacheio import transfer_embedding_ranges_direct  # noqa: F401


def test_registers_no_torch_ops(sgl_kernel):
    """SGLang's hasattr(torch.ops.sgl_kernel, ...) probes must stay False."""
    torch = pytest.importorskip("torch")
    assert not hasattr(torch.ops.sgl_kernel, "rmsnorm")


def test_placeholder_alone_in_a_fresh_interpreter():
    code = ("import sgl_kernel, sgl_kernel.elementwise as e\n"
            "from sgl_kernel import fused_add_rmsnorm, rmsnorm\n"
            "assert rmsnorm.__module__ == 'sgl_kernel.equivalents'\n"
            "try:\n    e.rmsnorm()\nexcept NotImplementedError as x:\n    print(x)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={"PYTHONPATH": str(PLACEHOLDER_ROOT)}, check=True).stdout
    assert out.strip() == PREFIX + "sgl_kernel.elementwise.rmsnorm was called"


# --------------------------------------------------------------------------
# bundle.py


def test_help_runs_as_a_script():
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "bundle.py"), "--help"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "--out" in proc.stdout and "--force" in proc.stdout


def test_main_help_exits_zero(capsys):
    with pytest.raises(SystemExit) as exc:
        bundle.main(["--help"])
    assert exc.value.code == 0
    assert ".bundle" in capsys.readouterr().out


def test_size_check_rejects_an_oversize_folder(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "big.bin").write_bytes(b"x" * 3000)
    (tmp_path / "small.txt").write_bytes(b"y" * 100)
    assert bundle.check_size(tmp_path, limit=4000) == 3100
    with pytest.raises(bundle.BundleError, match=r"over the .* limit.*sub/big.bin"):
        bundle.check_size(tmp_path, limit=2000)


def test_size_limit_leaves_room_under_the_carry_limit():
    assert bundle.MAX_BYTES <= 60 * 2**20
    assert bundle.CARRY_LIMIT == 64 * 2**20 and 0 < bundle.MARGIN <= 2 * 2**20


needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _git_repo(path, tracked, untracked=(), ignored=()):
    """A git work tree: ``tracked`` files added (never committed: the index is
    what ls-files reads), ``untracked`` left as they are, ``ignored`` listed
    in .gitignore. Each maps a relative path to its size in bytes."""
    path.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    (path / ".gitignore").write_text("".join(f"/{n}\n" for n in ignored))
    for name, size in {**tracked, **dict(untracked), **dict(ignored)}.items():
        (path / name).parent.mkdir(parents=True, exist_ok=True)
        (path / name).write_bytes(b"r" * size)
    subprocess.run(["git", "-C", str(path), "add", ".gitignore", *tracked], check=True)
    return path


@needs_git
def test_room_is_what_the_repo_leaves_of_the_64_mib(tmp_path):
    repo = _git_repo(tmp_path / "repo", tracked={"src/a.py": 1000, "data/big.bin": 5 * 2**20},
                     untracked={"notes.txt": 2000}, ignored={"scratch.bin": 9 * 2**20})
    (repo / ".bundle").mkdir()
    (repo / ".bundle" / "w.tar.xz").write_bytes(b"b" * 4000)  # not ignored here: still excluded
    travel = dict(bundle.repo_travel(repo, exclude=repo / ".bundle"))
    gitignore = (repo / ".gitignore").stat().st_size
    assert travel == {"src/a.py": 1000, "data/big.bin": 5 * 2**20, "notes.txt": 2000,
                      ".gitignore": gitignore}
    room = bundle.travel_room(repo, exclude=repo / ".bundle")
    assert room == bundle.CARRY_LIMIT - bundle.MARGIN - sum(travel.values())
    assert bundle.check_size(repo / ".bundle", repo=repo) == 4000


@needs_git
def test_a_big_repo_file_fails_the_size_check_by_name(tmp_path):
    """A bundle that would fit alone, but not next to this repo: the error
    gives both sizes, the limit and the biggest files of each."""
    repo = _git_repo(tmp_path / "repo", tracked={"weights/huge.safetensors": 40 * 2**20,
                                                  "small.py": 10})
    (repo / "models").mkdir()
    (repo / "models" / "untracked.ckpt").write_bytes(b"u" * 3 * 2**20)
    out = tmp_path / "bundle"  # outside the repo
    out.mkdir()
    (out / "wheels.tar.xz").write_bytes(b"w" * 22 * 2**20)
    (out / "MANIFEST.json").write_text("{}")
    with pytest.raises(bundle.BundleError) as exc:
        bundle.check_size(out, repo=repo)
    msg = str(exc.value)
    assert "is 22.0 MiB, over the 20.0 MiB limit" in msg  # 64 - 43 - 1
    assert "takes 43.0 MiB" in msg and "bundle + repo = 65.0 MiB" in msg
    assert "Biggest in the bundle: wheels.tar.xz (22.0 MiB), MANIFEST.json" in msg
    assert ("Biggest in the repo: weights/huge.safetensors (40.0 MiB), "
            "models/untracked.ckpt (3.0 MiB), small.py") in msg
    # the same bundle next to a small repo fits
    (repo / "models" / "untracked.ckpt").unlink()
    subprocess.run(["git", "-C", str(repo), "rm", "-q", "--cached", "weights/huge.safetensors"],
                   check=True)
    (repo / "weights" / "huge.safetensors").unlink()
    assert bundle.check_size(out, repo=repo) == bundle.folder_size(out)
    assert bundle.travel_line(out, repo).startswith("bundle 22.0 MiB + repo 0.0 MiB = 22.0 MiB "
                                                    "of the 64 MiB that travel")


def test_without_git_the_room_falls_back_with_a_note(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "no-such-bin"))
    assert bundle.repo_travel(REPO) is None
    assert bundle.travel_room(REPO) == bundle.MAX_BYTES
    assert "note: git cannot list" in capsys.readouterr().out


def test_main_reports_an_existing_bundle_without_force(tmp_path, capsys):
    (tmp_path / "something").write_text("x")
    assert bundle.main(["--out", str(tmp_path)]) == 1
    assert "--force" in capsys.readouterr().err


def test_requirements_are_pinned_and_exclude_the_machines_own():
    names = [r.split("==")[0].lower() for r in bundle.WHEELS]
    assert all("==" in r for r in bundle.WHEELS)
    assert len(names) == len(set(names))
    assert not [n for n in names if n.startswith(bundle.EXCLUDED)]
    with pytest.raises(bundle.BundleError):
        bundle._check_requirements(["torch==2.11.0"])


def test_the_machines_pinned_packages_are_not_bundled():
    on_machine = {bundle._name(r) for r in bundle.ON_GPU_MACHINE}
    assert on_machine == {"tokenizers", "huggingface-hub", "safetensors"}
    assert all(r.count("==") == 1 for r in bundle.ON_GPU_MACHINE)
    assert not on_machine & {bundle._name(r) for r in bundle.WHEELS}
    # --verify links them from this interpreter, as torch is
    assert on_machine <= set(bundle.OUTSIDE_ROOTS)


def test_install_sh_is_valid_bash_with_everything_filled_in():
    text = bundle.render_install_sh()
    assert "@" not in text.replace("$@", "")
    assert bundle.SGLANG_ARCHIVE in text and bundle.WHEELS_ARCHIVE in text
    subprocess.run(["bash", "-n"], input=text, text=True, check=True)


def test_install_sh_checks_the_machines_versions_first():
    text = bundle.render_install_sh()
    pins = "tokenizers==0.23.2 huggingface-hub==1.33.0 safetensors==0.8.0"
    check = text.index(f'"$PY" - "$SITE" {pins} <<')
    assert check < text.index("# 1. wheels")  # before anything is installed
    assert "md.version(name)" in text and "exactly" in text
    with pytest.raises(bundle.BundleError):
        bundle.render_install_sh(("tokenizers>=0.23",))


def _fake_bundle(tmp_path, on_machine=bundle.ON_GPU_MACHINE):
    """A bundle of one tiny wheel and a one-file SGLang, for install.sh."""
    b = tmp_path / "bundle"
    (b / "sgl_kernel").mkdir(parents=True)
    (b / "sgl_kernel" / "__init__.py").write_text((PLACEHOLDER_ROOT / "sgl_kernel" / "__init__.py").read_text())
    (b / "install.sh").write_text(bundle.render_install_sh(on_machine))
    (b / "MANIFEST.json").write_text("{}")
    info = "demo_pkg-1.0.dist-info"
    whl = _fake_wheel(tmp_path / "demo_pkg-1.0-py3-none-any.whl", {
        "demo_pkg/__init__.py": "VALUE = 42\n",
        f"{info}/METADATA": "Metadata-Version: 2.1\nName: demo-pkg\nVersion: 1.0\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{info}/RECORD": "",
    })
    bundle.pack_wheels([whl], b / bundle.WHEELS_ARCHIVE)
    with tarfile.open(b / bundle.SGLANG_ARCHIVE, "w:xz") as tf:
        bundle._add(tf, "sglang/__init__.py", b"__version__ = 'test'\n")
    return b


def _install(b, site, **extra):
    env = {"PATH": "/usr/bin:/bin", "PYTHON": sys.executable, "BUNDLE_SITE": str(site),
           "GEMMA4_BUNDLE_SKIP_PROJECT": "1", **extra}
    return subprocess.run(["bash", str(b / "install.sh")], env=env, cwd=b.parent,
                          capture_output=True, text=True)


def test_install_sh_installs_offline_and_is_idempotent(tmp_path):
    b, site = _fake_bundle(tmp_path), tmp_path / "site"
    first = _install(b, site)
    assert first.returncode == 0, first.stdout + first.stderr
    assert (site / "demo_pkg" / "__init__.py").is_file()
    assert (site / "sglang" / "__init__.py").is_file()
    assert "PLACEHOLDER = True" in (site / "sgl_kernel" / "__init__.py").read_text()
    assert f'PYTHONPATH="{site}' in (b / "env.sh").read_text()
    again = _install(b, site)
    assert again.returncode == 0 and "up to date" in again.stdout
    code = "import demo_pkg, sglang, sgl_kernel; print(demo_pkg.VALUE, sglang.__version__)"
    out = subprocess.run(["bash", "-c", f". {b}/env.sh && {sys.executable} -c '{code}'"],
                         capture_output=True, text=True, check=True).stdout
    assert out.split() == ["42", "test"]


def test_install_sh_stops_on_the_machines_other_versions(tmp_path):
    """This venv has tokenizers 0.23.2 (as the machine does); a bundle built
    for another version, or for a package not there, must not install."""
    import importlib.metadata as md

    have = md.version("tokenizers")
    b, site = _fake_bundle(tmp_path, ("tokenizers==0.0.1", "no-such-dist-xyz==1.0",
                                      f"packaging=={md.version('packaging')}")), tmp_path / "site"
    proc = _install(b, site)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert (f"needs the machine's own tokenizers 0.0.1 exactly, but {sys.executable} has "
            f"tokenizers {have}") in proc.stdout
    assert "no-such-dist-xyz 1.0 exactly" in proc.stdout and "no no-such-dist-xyz installed" in proc.stdout
    assert "packaging" not in proc.stdout.replace("tools/bundle.py", "")
    assert not site.exists()


def test_install_sh_version_check_ignores_an_earlier_bundle_site(tmp_path):
    """An earlier install's site on PYTHONPATH (env.sh sourced) is not the machine."""
    b, site = _fake_bundle(tmp_path, ("demo-pkg==1.0",)), tmp_path / "site"
    first = _install(b, site.parent / "other-site")  # the check fails: nothing has demo-pkg
    assert first.returncode == 1 and "no demo-pkg installed" in first.stdout
    b2 = _fake_bundle(tmp_path / "plain")
    assert _install(b2, site).returncode == 0  # a site holding demo-pkg 1.0
    proc = _install(b, site, PYTHONPATH=str(site))
    assert proc.returncode == 1 and "no demo-pkg installed" in proc.stdout


def test_install_sh_refuses_to_replace_a_foreign_folder(tmp_path):
    b, site = _fake_bundle(tmp_path), tmp_path / "precious"
    site.mkdir()
    (site / "keep.txt").write_text("mine")
    proc = _install(b, site)
    assert proc.returncode == 1 and "refusing" in proc.stdout
    assert (site / "keep.txt").read_text() == "mine"


def _fake_wheel(path, members):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path


def test_pack_sglang_keeps_source_and_data_drops_binaries(tmp_path):
    whl = _fake_wheel(tmp_path / "sglang-0.5.23-cp312-cp312-x.whl", {
        "sglang/__init__.py": "x = 1\n",
        "sglang/srt/configs/a.json": "{}",
        "sglang/jit/kernel.cuh": "// cuda source\n",
        "sglang/srt/rust_extensions/_server.cpython-312-x86_64-linux-gnu.so": b"\x7fELF\0\0",
        "sglang/kernels/asm/k.co": b"\0\1",
        "sglang-0.5.23.dist-info/METADATA": "Name: sglang\nVersion: 0.5.23\n",
        "sglang-0.5.23.dist-info/RECORD": "lists the .so\n",
    })
    stats = bundle.pack_sglang(whl, tmp_path / "src.tar.xz")
    with tarfile.open(tmp_path / "src.tar.xz") as tf:
        names = sorted(tf.getnames())
    assert names == ["sglang-0.5.23.dist-info/METADATA", "sglang/__init__.py",
                     "sglang/jit/kernel.cuh", "sglang/srt/configs/a.json"]
    assert stats["binary_files_dropped"] == 2


def test_pack_wheels_stores_members_unchanged(tmp_path):
    whl = _fake_wheel(tmp_path / "demo-1.0-py3-none-any.whl",
                      {"demo/__init__.py": "print('hi')\n" * 50, "demo-1.0.dist-info/RECORD": ""})
    rows = bundle.pack_wheels([whl], tmp_path / "w.tar.xz")
    assert rows[0]["file"] == whl.name and len(rows[0]["sha256"]) == 64
    with tarfile.open(tmp_path / "w.tar.xz") as tf:
        data = tf.extractfile(f"wheels/{whl.name}").read()
    (tmp_path / "x.whl").write_bytes(data)
    with zipfile.ZipFile(tmp_path / "x.whl") as zf:
        assert all(i.compress_type == zipfile.ZIP_STORED for i in zf.infolist())
        assert zf.read("demo/__init__.py") == b"print('hi')\n" * 50


# --------------------------------------------------------------------------
# the real thing (network)


def _pypi_reachable() -> bool:
    try:
        socket.create_connection(("pypi.org", 443), timeout=3).close()
        return True
    except OSError:
        return False


@pytest.mark.network
@pytest.mark.skipif(not _pypi_reachable(), reason="PyPI is not reachable")
def test_build_real_bundle(tmp_path):
    """Downloads SGLang and the wheels (~2-3 minutes, mostly xz)."""
    out = tmp_path / "bundle"
    assert bundle.main(["--out", str(out)]) == 0
    manifest = json.loads((out / "MANIFEST.json").read_text())
    assert manifest["sglang"]["version"] == bundle.SGLANG_VERSION
    assert len(manifest["wheels"]) == len(bundle.WHEELS)
    assert all(w["file"].endswith(("-none-any.whl", "x86_64.whl")) for w in manifest["wheels"])
    assert not [w for w in manifest["wheels"] if "-cp3" in w["file"] and "cp312" not in w["file"]
                and "abi3" not in w["file"]]
    assert bundle.folder_size(out) <= bundle.travel_room(bundle.REPO)
    assert not [w for w in manifest["wheels"]
                if bundle._name(w["file"].split("-")[0])
                in {bundle._name(r) for r in bundle.ON_GPU_MACHINE}]
    assert "tokenizers==0.23.2" in manifest["not_included"]
    assert (out / "sgl_kernel" / "__init__.py").is_file()
    subprocess.run(["bash", "-n", str(out / "install.sh")], check=True)
