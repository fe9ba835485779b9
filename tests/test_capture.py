"""capture / diff / catalog: what they write and read, on CPU.

Compiles are the expensive part: each capture runs once per module and every
test reads its folder.
"""

import json
import os
import shutil
import sys
import textwrap

import pytest
import torch

from gemma4_passes import cli
from gemma4_passes.tools import capture_format, depyf_compat, inductor_code

SMALL_FN = textwrap.dedent(
    '''
    import torch
    import torch.nn.functional as F


    def norm_matmul_gelu_mul(x, w, proj):
        """One reduction kernel (RMS norm), one GEMM, one pointwise kernel (SGLang's GeluAndMul)."""
        y = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w
        h = y @ proj
        d = h.shape[-1] // 2
        return F.gelu(h[..., :d], approximate="tanh") * h[..., d:]
    '''
)


@pytest.fixture(scope="module")
def small_fn_module(tmp_path_factory):
    root = tmp_path_factory.mktemp("capfn")
    (root / "capture_small_fn.py").write_text(SMALL_FN)
    sys.path.insert(0, str(root))
    yield "capture_small_fn:norm_matmul_gelu_mul"
    sys.path.remove(str(root))


def _capture(out, *args):
    from gemma4_passes.tools import capture

    return capture.run([*args, "--out", str(out)])


@pytest.fixture(scope="module")
def fn_captures(small_fn_module, tmp_path_factory):
    """The small function captured with passes off and on: they differ by the gelu_tanh_mul fusion."""
    root = tmp_path_factory.mktemp("fncaptures")
    common = ["--function", small_fn_module, "--inputs", "8x16,16,16x64"]
    return {p: _capture(root / p, *common, "--passes", p) for p in ("off", "on")}


@pytest.fixture(scope="module")
def layer_capture(sglang_plugins, tmp_path_factory):
    """One real SGLang decoder layer (31B's full-attention layer, small widths), passes on."""
    out = tmp_path_factory.mktemp("layer") / "cpu-small-31b-on"
    return _capture(out, "--variant", "31b", "--layers", "5", "--passes", "on", "--dtype", "float32")


def manifest(path):
    with open(os.path.join(path, "manifest.json")) as f:
        return json.load(f)


# -- capture -------------------------------------------------------------------------------------


def test_small_function_known_kernels(fn_captures):
    m = manifest(fn_captures["off"])
    assert m["summary"]["graphs"] == 1
    (graph,) = m["graphs"]
    kernels = graph["kernels"]
    assert [k["kind"] for k in kernels] == ["cpp", "extern-gemm", "cpp"]
    norm, gemm, gelu = kernels
    assert {"aten.rsqrt", "aten.mean", "aten.pow"} <= set(norm["fused"])
    assert gemm["op"] == "aten.mm"
    assert {"aten.gelu", "aten.mul"} <= set(gelu["fused"])
    assert m["passes"] == {"enabled": [], "matches": {}, "refused": {}, "errors": {}}
    assert m["check"]["finite"] and m["check"]["max_abs_err"] < 1e-4
    # no decoder layers in a plain function: every launch is in the bucket named so
    assert m["summary"]["per_layer"] == {capture_format.UNATTRIBUTED: 3}


def test_capture_folder_is_pruned_and_self_describing(fn_captures):
    path = fn_captures["on"]
    m = manifest(path)
    g = m["graphs"][0]
    for key in ("output_code", "before_passes", "after_passes"):
        assert os.path.isfile(os.path.join(path, g[key])), key
    files = os.listdir(os.path.join(path, "depyf"))
    assert any(f.startswith("__transformed_code_") for f in files)
    assert not any(f.startswith("full_code_for_") for f in files), "guards are dropped"
    assert set(m["environment"]) >= {"torch", "triton", "sglang", "gemma4_passes", "device", "device_name"}
    assert m["environment"]["torch"] == torch.__version__
    assert m["command"].startswith("gemma4-passes capture --function")
    with open(os.path.join(path, g["before_passes"])) as f:
        before = f.read()
    with open(os.path.join(path, g["after_passes"])) as f:
        after = f.read()
    assert "gemma4.gelu_tanh_mul" not in before and "gemma4.gelu_tanh_mul" in after
    assert os.path.isfile(os.path.join(path, "CATALOG.md"))
    assert capture_format.is_capture_folder(path)  # so `capture --force` may replace it


def test_real_layer_capture(layer_capture):
    m = manifest(layer_capture)
    assert m["target"]["layers"] == [{"index": 0, "layer_id": 5, "kind": "full/dense", "label": "5:full/dense"}]
    assert m["summary"]["graphs"] == 1
    assert m["passes"]["matches"] == {
        "qkv_norm_rope": 1, "post_attn_dense": 1, "ffn_tail_dense": 1, "gelu_tanh_mul": 1,
        "next_input_norm": 1,  # the model's final norm after the layer, taken by its tail
    }
    launches = m["graphs"][0]["kernels"]
    # everything the layer launches is attributed to it, our fused ops included
    assert {k["layer"] for k in launches} == {"5:full/dense"}
    ops = [k.get("op") for k in launches if k["kind"] == "custom-op"]
    assert ops == [
        "gemma4.qkv_norm_rope", "gemma4.rmsnorm_add_rmsnorm", "gemma4.gelu_tanh_mul",
        "gemma4.rmsnorm_add_scale_next_norm",
    ]
    assert sum(k["kind"] == "extern-gemm" for k in launches) == 4  # qkv, o, gate_up, down projections
    assert m["check"]["finite"]
    assert m["check"]["max_abs_err"] <= 1e-4 * max(1.0, m["check"]["ref_max_abs"])


def test_catalog_lists_launches_per_layer(layer_capture, capsys):
    assert cli.main(["catalog", layer_capture]) == 0
    text = capsys.readouterr().out
    m = manifest(layer_capture)
    n = len(m["graphs"][0]["kernels"])
    assert f"## 5:full/dense: {n} launches" in text
    assert "`gemma4.rmsnorm_add_rmsnorm`" in text
    with open(os.path.join(layer_capture, "CATALOG.md")) as f:
        assert f.read() == text


# -- diff ------------------------------------------------------------------------------------------


def test_diff_shows_the_one_fusion_text(fn_captures, capsys):
    assert cli.main(["diff", fn_captures["off"], fn_captures["on"]]) == 0
    text = capsys.readouterr().out
    assert "gelu_tanh_mul: 0 -> 1" in text
    assert "only in A: cpp_fused_gelu_mul_slice x1" in text
    assert "only in B: gemma4.gelu_tanh_mul x1" in text
    assert "fused groups only in B: [gemma4.gelu_tanh_mul]" in text
    assert "environment: same" in text


def test_diff_shows_the_one_fusion_json(fn_captures, capsys):
    assert cli.main(["diff", fn_captures["off"], fn_captures["on"], "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    (layer,) = d["layers"]
    assert (layer["a"], layer["b"]) == (3, 3)
    assert layer["only_in_a"] == {"cpp_fused_gelu_mul_slice": 1}
    assert layer["only_in_b"] == {"gemma4.gelu_tanh_mul": 1}
    assert layer["groups_only_in_b"] == [["gemma4.gelu_tanh_mul"]]
    assert d["matches"]["gelu_tanh_mul"] == [0, 1]
    assert d["regressed_layers"] == []


def _copy_with(src, dst, edit):
    shutil.copytree(src, dst)
    m = manifest(dst)
    edit(m)
    with open(os.path.join(dst, "manifest.json"), "w") as f:
        json.dump(m, f)
    return str(dst)


def test_diff_exit_status_guards_more_launches(fn_captures, tmp_path, capsys):
    def one_more(m):
        k = m["graphs"][0]["kernels"]
        k.append(dict(k[-1]))
        m["environment"]["device"] = "cuda"
        m["environment"]["torch"] = "2.11.0"

    worse = _copy_with(fn_captures["on"], tmp_path / "worse", one_more)
    assert cli.main(["diff", fn_captures["on"], worse]) == 1
    text = capsys.readouterr().out
    assert "B has more launches than A in: unattributed" in text
    assert "device cpu -> cuda" in text and f"torch {torch.__version__} -> 2.11.0" in text
    assert cli.main(["diff", worse, fn_captures["on"]]) == 0


# -- bad input ---------------------------------------------------------------------------------


def _one_line_error(capsys, argv, rc):
    assert cli.main(argv) == rc
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and "error:" in err, err
    return err


def test_bad_input_missing_folder(fn_captures, tmp_path, capsys):
    err = _one_line_error(capsys, ["diff", str(tmp_path / "nope"), fn_captures["on"]], 2)
    assert "no such capture folder" in err
    err = _one_line_error(capsys, ["catalog", str(tmp_path)], 2)
    assert "no manifest.json" in err


def test_bad_input_foreign_manifest(fn_captures, tmp_path, capsys):
    (tmp_path / "manifest.json").write_text(json.dumps({"name": "something else", "version": 3}))
    err = _one_line_error(capsys, ["diff", fn_captures["on"], str(tmp_path)], 2)
    assert "not a gemma4-passes capture manifest" in err


def test_bad_input_truncated_manifest(fn_captures, tmp_path, capsys):
    bad = tmp_path / "truncated"
    shutil.copytree(fn_captures["on"], bad)
    text = (bad / "manifest.json").read_text()
    (bad / "manifest.json").write_text(text[: len(text) // 2])
    err = _one_line_error(capsys, ["catalog", str(bad)], 2)
    assert "not valid JSON (truncated?)" in err


def test_bad_input_different_models(fn_captures, layer_capture, capsys):
    err = _one_line_error(capsys, ["diff", fn_captures["on"], layer_capture], 2)
    assert "capture different models" in err and "variant 31b" in err


def test_bad_input_capture_arguments(small_fn_module, fn_captures, capsys):
    """Bad arguments exit 2 (1 is a capture that failed), before anything compiles."""
    err = _one_line_error(capsys, ["capture", "--function", "no_such_module_x:f", "--inputs", "4"], 2)
    assert "cannot import" in err
    err = _one_line_error(capsys, ["capture", "--function", small_fn_module, "--inputs", "8 by 16"], 2)
    assert "not a list of shapes" in err
    err = _one_line_error(capsys, ["capture", "--function", small_fn_module, "--inputs", "4",
                                   "--out", fn_captures["on"]], 2)
    assert "exists; pass --force" in err
    if not torch.cuda.is_available():
        err = _one_line_error(capsys, ["capture", "--variant", "e2b", "--device", "cuda"], 2)
        assert "no CUDA device" in err
    err = _one_line_error(capsys, ["capture", "--variant", "e2b", "--layers", "9", "--out", fn_captures["on"]], 2)
    assert "kv-shared layers read the KV cache of layers [4]" in err


# -- depyf shim ---------------------------------------------------------------------------------


def _inner(x):
    y = torch.sin(x) + 1
    torch._dynamo.graph_break()
    return torch.cos(y) * 2


def _outer(x):
    return _inner(x * 3).exp()


def test_depyf_shim_dumps_and_keeps_dynamos_bytecode(tmp_path):
    from torch._dynamo.eval_frame import _debug_get_cache_entry_list

    torch._dynamo.reset()
    compiled = torch.compile(_outer, backend="eager")
    x = torch.randn(8)
    with depyf_compat.prepare_debug(str(tmp_path)):
        out = compiled(x)
    torch.testing.assert_close(out, _outer(x))
    files = os.listdir(tmp_path)
    # the frames and the resume functions after the graph break are all dumped
    assert "__transformed_code_0_for__outer.py" in files
    assert any("resume_in__inner" in f for f in files), files
    # ... but what runs is Dynamo's own code, not depyf's decompiled copy
    entries = _debug_get_cache_entry_list(_outer.__code__)
    assert entries and all(not e.code.co_name.startswith("__transformed_code") for e in entries)
    torch._dynamo.reset()


def test_depyf_shim_refuses_a_depyf_without_its_hook(monkeypatch):
    from depyf.explain import enable_debugging

    depyf_compat.check()
    monkeypatch.delattr(enable_debugging, "enable_bytecode_hook")
    with pytest.raises(depyf_compat.IncompatibleDepyf, match="enable_bytecode_hook"):
        depyf_compat.check()


# -- output code on CUDA -----------------------------------------------------------------------

CUDA_OUTPUT_CODE = textwrap.dedent(
    '''
    triton_red_fused_add_mean_0 = async_compile.triton('triton_red_fused_add_mean_0', """
    @triton.jit
    def triton_red_fused_add_mean_0(in_ptr0, out_ptr0):
        pass
    """, device_str='cuda')
    triton_tem_fused_mm_1 = async_compile.triton('triton_tem_fused_mm_1', """...""", device_str='cuda')
    triton_poi_fused_gelu_mul_2 = async_compile.triton('triton_poi_fused_gelu_mul_2', """...""")

    class Runner:
        def call(self, args):
            arg0_1, arg1_1 = args
            with torch.cuda._DeviceGuard(0):
                buf0 = empty_strided_cuda((8, 1), (1, 8), torch.float32)
                stream0 = get_raw_stream(0)
                # Topologically Sorted Source Nodes: [pow_1, mean], Original ATen: [aten.pow, aten.mean]
                triton_red_fused_add_mean_0.run(arg0_1, buf0, 8, 16, stream=stream0)
                triton_tem_fused_mm_1.run(buf0, arg1_1, buf1, stream=stream0)
                extern_kernels.mm(buf1, arg1_1, out=buf2)
                buf3 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf2, arg0_1, 1e-06)
                buf4 = torch.ops.sglang.inplace_fused_experts.default(buf3)
                buf5 = torch.ops.inductor._alloc_from_pool(buf4, 0, torch.float32, (8,), (1,))
                triton_poi_fused_gelu_mul_2.run(buf3, buf5, 64, stream=stream0)
                del buf0
            return (buf5, )
    '''
)


def test_output_code_launches_cuda_kinds():
    launches = inductor_code.parse_launches(CUDA_OUTPUT_CODE)
    assert [(k.name, k.kind) for k in launches] == [
        ("triton_red_fused_add_mean_0", "triton"),
        ("triton_tem_fused_mm_1", "template"),
        ("extern_kernels.mm", "extern-gemm"),
        ("gemma4.rmsnorm_add_rmsnorm", "custom-op"),
        ("sglang.inplace_fused_experts", "custom-op"),
        ("triton_poi_fused_gelu_mul_2", "triton"),
    ]
    assert launches[0].comment_aten == ["aten.pow", "aten.mean"]


def test_output_code_without_call_is_rejected():
    with pytest.raises(ValueError, match="no `call` function"):
        inductor_code.parse_launches("x = 1\n")


def test_depyf_shim_logs_a_frame_it_cannot_dump():
    def broken_hook(code, new_code):
        raise KeyError("resume metadata")

    failures = []
    hook = depyf_compat._dump_only(broken_hook, failures)
    assert hook(_outer.__code__, _outer.__code__) is None  # Dynamo keeps its own code
    assert failures == ["_outer: KeyError: 'resume metadata'"]
