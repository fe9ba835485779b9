"""The offline bundle for the GPU machine: sgl_kernel placeholder, size
check, packing and the CLI. Only the ``slow`` test touches the network."""

import importlib
import importlib.util
import json
import pickle
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


def test_install_sh_is_valid_bash_with_everything_filled_in():
    text = bundle.render_install_sh()
    assert "@" not in text.replace("$@", "")
    assert bundle.SGLANG_ARCHIVE in text and bundle.WHEELS_ARCHIVE in text
    subprocess.run(["bash", "-n"], input=text, text=True, check=True)


def _fake_bundle(tmp_path):
    """A bundle of one tiny wheel and a one-file SGLang, for install.sh."""
    b = tmp_path / "bundle"
    (b / "sgl_kernel").mkdir(parents=True)
    (b / "sgl_kernel" / "__init__.py").write_text((PLACEHOLDER_ROOT / "sgl_kernel" / "__init__.py").read_text())
    (b / "install.sh").write_text(bundle.render_install_sh())
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
    assert bundle.folder_size(out) <= bundle.MAX_BYTES
    assert (out / "sgl_kernel" / "__init__.py").is_file()
    subprocess.run(["bash", "-n", str(out / "install.sh")], check=True)
