"""``gemma4-passes bench`` end to end on CPU (``--device cpu``: no timing).

One real SGLang layer (31B's sliding/dense kind, small widths), decode and
prefill, every mode: the JSON must be complete and honest, SGLang's shipped
compile must show its three graphs per layer (torch >= 2.14; one more for the
norm after the layer) or its Dynamo error (earlier torch), ours one graph with the expected fusions, every output
finite and close to eager.
"""

import json

import pytest
import torch

from gemma4_passes.testing import torch_at_least
from gemma4_passes.tools import bench_layers


ARGS = ["--device", "cpu", "--variants", "31b", "--kinds", "sliding/dense", "--batch-sizes", "3", "--prefill", "5",
        "--context", "16"]


@pytest.fixture(scope="module")
def result(sglang_plugins, tmp_path_factory):
    """The two cells in two processes' worth of calls: a zero time budget runs one
    cell and stops (exit 3), ``--resume`` keeps it and runs the other."""
    out = tmp_path_factory.mktemp("bench") / "layers.json"
    md = out.with_suffix(".md")
    first = bench_layers.main([*ARGS, "--out", str(out), "--md", str(md), "--time-budget", "0"])
    stopped = json.loads(out.read_text()), md.read_text()
    rc = bench_layers.main([*ARGS, "--out", str(out), "--md", str(md), "--time-budget", "0", "--resume"])
    return rc, json.loads(out.read_text()), md.read_text(), (first, stopped, out)


@pytest.mark.slow
def test_bench_stops_at_its_time_budget_and_resumes(result, capsys):
    rc, data, md, (first, (stopped, stopped_md), out) = result
    assert first == 3 and rc == 0
    assert [(c["phase"], c["process"]) for c in stopped["cells"]] == [("decode", 0)]
    assert stopped["environment"]["unfinished"] == ["31b sliding/dense prefill 5"]
    assert "Not measured yet (time budget; `--resume` measures them): 31b sliding/dense prefill 5." in stopped_md
    assert "Not measured yet" not in md
    assert [(c["phase"], c["process"]) for c in data["cells"]] == [("decode", 0), ("prefill", 1)]
    assert "unfinished" not in data["environment"] and len(data["environment"]["processes"]) == 2
    assert "Rows from 2 processes" in md
    # the first process's cell is carried over as it was measured
    assert data["cells"][0] == stopped["cells"][0]
    # other arguments do not join the same table
    with pytest.raises(SystemExit, match="other arguments \\(context\\)"):
        bench_layers.main([*ARGS[:-1], "17", "--out", str(out), "--resume"])
    with pytest.raises(SystemExit):
        bench_layers.main([*ARGS, "--resume"])
    assert "--resume needs --out" in capsys.readouterr().err


@pytest.mark.slow
def test_bench_resumes_only_with_the_code_that_began_the_table(result, monkeypatch):
    _, data, _, (_, _, out) = result
    code = bench_layers.code_fingerprint()
    assert len(code) == 16 and int(code, 16) >= 0 and code == bench_layers.code_fingerprint()
    assert [p["settings"]["code"] for p in data["environment"]["processes"]] == [code, code]
    monkeypatch.setattr(bench_layers, "code_fingerprint", lambda: "0123456789abcdef")
    with pytest.raises(SystemExit, match=f"measured with other code \\(fingerprint {code}, this checkout 0123456789abcdef\\)"):
        bench_layers.main([*ARGS, "--out", str(out), "--resume"])


@pytest.mark.slow
def test_bench_writes_every_cell_and_mode(result):
    rc, data, md, _ = result
    assert rc == 0
    env = data["environment"]
    assert env["torch"] == torch.__version__ and env["sglang"] == "0.5.23"
    assert env["command"].startswith("gemma4-passes bench --device cpu")
    cells = data["cells"]
    assert [(c["phase"], c["tokens"]) for c in cells] == [("decode", 3), ("prefill", 5)]
    for c in cells:
        assert c["layer"] == "sliding/dense" and c["error"] is None and c["final_norm"]
        assert list(c["modes"]) == ["eager", "shipped", "compiled", "passes"]
        assert c["ref_max_abs"] > 0.1  # never compared on zeros
        assert "| 31b | sliding/dense |" in md


@pytest.mark.slow
def test_bench_modes_compile_as_described(result):
    _, data, _, _ = result
    for c in data["cells"]:
        m = c["modes"]
        assert m["eager"]["ok"] and m["eager"]["max_abs_diff"] == 0
        shipped = m["shipped"]
        if torch_at_least(2, 14):
            # three per layer, and the final norm after the layer's last break
            assert shipped["ok"] and shipped["dynamo_graphs"] == 3 + 1, shipped
        else:
            assert not shipped["ok"] and "Contribution" in shipped["error"]
        assert m["compiled"]["dynamo_graphs"] == 1 and m["compiled"]["matches"] == {}
        assert m["passes"]["dynamo_graphs"] == 1
        assert m["passes"]["matches"] == {
            "qkv_norm_rope": 1, "post_attn_dense": 1, "ffn_tail_dense": 1, "gelu_tanh_mul": 1,
            "next_input_norm": 1,  # the norm after the layer, taken by its last op
        }
        for name in ("shipped", "compiled", "passes"):
            r = m[name]
            if r["ok"]:
                assert r["finite"]
                assert r["max_abs_diff"] <= 0.08 * c["ref_max_abs"], (name, r["max_abs_diff"])
            # no timing on CPU: nothing may pretend to be one
            assert r["latency_us"] is None and r["kernels"] == {}
        # what each mode stored for the new tokens (decode only), against eager's rows
        for name, r in m.items():
            if c["phase"] == "prefill" or not r["ok"]:
                assert r["new_kv_max_abs_diff"] is None
            elif name == "eager":
                assert r["new_kv_max_abs_diff"] == 0
            else:
                assert 0 <= r["new_kv_max_abs_diff"] <= 0.125, (name, r["new_kv_max_abs_diff"])


def test_bench_builds_one_pass_manager_per_selection(sglang_plugins):
    """As the plugin does per server process: the passes register once, not per cell."""
    from gemma4_passes import manager

    seen = []
    for mode in ("passes", "compiled", "passes", "compiled"):
        with bench_layers.mode_setup(mode):
            seen.append(manager.installed())
    assert seen[0] is seen[2] and seen[1] is seen[3] and seen[0] is not seen[1]
    assert seen[0].enabled and seen[1].enabled == []


def test_bench_fp8_layers_take_the_fp8_fusions(sglang_plugins, tmp_path):
    """``--quant fp8``: 31B's sliding layer as an FP8-dynamic checkpoint builds it, on this CPU
    through ``harness.fp8_on_cpu``. SGLang's compile keeps its quantization opaque (no match);
    the passes unwrap it and fuse it into the norms and gelu that produce each FP8 GEMM's input
    (q/k/v and gate/up behind the norms, the down projection behind gelu, the next layer's
    q/k/v behind the norm after the layer), beside the bf16 fusions; outputs close to eager."""
    out = tmp_path / "fp8.json"
    rc = bench_layers.main([*ARGS[:-4], "--prefill", "0", "--context", "16", "--modes", "compiled,passes",
                            "--quant", "fp8", "--out", str(out)])
    assert rc == 0
    data = json.loads(out.read_text())
    assert data["environment"]["quant"] == "fp8"
    assert any("fp8_on_cpu" in s for s in data["environment"]["stand_ins"])
    (c,) = data["cells"]
    assert c["quant"] == "fp8" and c["error"] is None and c["ref_max_abs"] > 0.1
    m = c["modes"]
    assert list(m) == ["eager", "compiled", "passes"] and all(r["ok"] and r["finite"] for r in m.values())
    assert m["compiled"]["matches"] == {} and m["compiled"]["dynamo_graphs"] == 1
    assert m["passes"]["dynamo_graphs"] == 1
    assert m["passes"]["matches"] == {
        "qkv_norm_rope": 1, "post_attn_dense": 1, "ffn_tail_dense": 1, "gelu_tanh_mul": 1, "next_input_norm": 1,
        "gelu_quant_fp8": 1, "norm_quant_fp8": 2}
    for name in ("compiled", "passes"):
        assert m[name]["max_abs_diff"] <= 0.08 * c["ref_max_abs"], (name, m[name]["max_abs_diff"])
    # FP8 weights count a byte each: well under the bf16 layer's two
    from gemma4_passes.tools import harness

    cfg = harness.build_config("31b", "small")
    (lid,) = [i for k, i in bench_layers.pick_layers(cfg, ["sliding/dense"])]
    bf16 = sum(p.numel() * p.element_size() for p in harness.build_layers(cfg, [lid])[0].parameters())
    assert c["weight_bytes"] < 0.6 * bf16 and c["floor_us"] is None  # no bandwidth measured on a CPU


def test_layer_weight_bytes_counts_the_experts_tokens_touch():
    """A MoE layer's experts count as many as the tokens touch on average under uniform routing;
    every other weight whole, at its stored width."""
    from types import SimpleNamespace

    layer = torch.nn.Module()
    layer.proj = torch.nn.Linear(8, 4, bias=False)  # fp32: 128 bytes
    layer.experts = torch.nn.Module()
    layer.experts.w = torch.nn.Parameter(torch.zeros(4, 16, dtype=torch.bfloat16))  # 128 bytes, 4 experts
    cfg = SimpleNamespace(num_experts=4, top_k_experts=2)
    assert bench_layers.layer_weight_bytes(layer, cfg, 1) == 128 + 64  # 2 of 4 experts
    assert bench_layers.layer_weight_bytes(layer, cfg, 2) == 128 + int(128 * (1 - 0.25))
    assert bench_layers.layer_weight_bytes(layer, SimpleNamespace(), 1) == 256  # dense: everything


def test_bad_arguments_exit_with_a_message(capsys):
    for argv, needle in (
        (["--device", "cpu", "--variants", "7b"], "unknown variant"),
        (["--device", "cpu", "--modes", "eager,fast"], "unknown mode"),
        (["--device", "cpu", "--quant", "int4"], "invalid choice: 'int4'"),
        (["--device", "cpu", "--batch-sizes", "1,x"], "comma-separated list of token counts"),
        (["--device", "cpu", "--batch-sizes", "0"], "at least 1"),
        (["--device", "cpu", "--prefill", "-3"], "--prefill takes 0 (none) or more tokens, got -3"),
    ):
        with pytest.raises(SystemExit) as exc:
            bench_layers.main(argv)
        assert exc.value.code == 2
        assert needle in capsys.readouterr().err


def test_a_layer_kind_the_variant_lacks_is_one_line_before_any_work(capsys):
    assert bench_layers.main(["--device", "cpu", "--variants", "e2b", "--kinds", "kv-shared/dense/ple"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("gemma4-passes bench: error: e2b: layer kinds ['kv-shared/dense/ple'] not in this "
                              "variant; it has ")
    assert "sliding/dense/ple/kv-shared/double-wide" in err[-1]


def test_categorize_sorts_kernels_by_what_launched_them():
    """GEMM by kernel name; attention and MoE experts (SGLang's and ours) by the op that launched them."""

    class K:
        def __init__(self, name, duration):
            self.name, self.duration = name, duration

    class E:
        def __init__(self, name, kernels=(), parent=None):
            self.name, self.kernels, self.cpu_parent = name, list(kernels), parent

    attn = E("gemma4_harness::decode_attention")
    moe = E("sglang::inplace_fused_experts")
    events = [
        E("aten::mm", [K("nvjet_tst_128x64_64x4_1x2_h_bz_NNT", 5.0)]),
        E("triton_tem_fused_mm_t_8", [K("triton_tem_fused_mm_t_8", 4.0)]),
        E("aten::copy_", [K("direct_copy_kernel_cuda", 1.0)], parent=attn),
        E("aten::_flash", [K("flash_fwd_kernel", 3.0)], parent=attn),
        E("launch", [K("fused_moe_kernel", 20.0)], parent=moe),
        E("launch", [K("_down_kernel", 6.0)], parent=E("gemma4::moe_experts_fp8")),
        E("launch", [K("_gemma_dual_rmsnorm_residual_kernel", 2.0)]),
        E("launch", [K("_ffn_tail_moe_kernel", 2.0)]),
        E("triton_per_fused__to_copy_inplace_fused_experts_10", [K("triton_per_fused__to_copy_inplace_fused_experts_10", 1.0)]),
    ]

    class P:
        def events(self):
            return events

    counts, micros, names, each = bench_layers.categorize(P())
    assert counts == {"gemm": 2, "attention": 2, "moe_experts": 2, "other": 3}
    assert micros["other"] == 5.0 and micros["gemm"] == 9.0 and micros["moe_experts"] == 26.0
    assert "_gemma_dual_rmsnorm_residual_kernel" in names["other"]
    assert each["other"] == [2.0, 2.0, 1.0] and len(each["gemm"]) == 2


def test_a_kv_shared_kind_is_built_with_the_layer_it_reads(sglang_cpu):
    from gemma4_passes.tools import harness

    cfg = harness.build_config("e2b")
    kinds = bench_layers.pick_layers(cfg, bench_layers.DEFAULT_KINDS["e2b"])
    assert kinds == [("sliding/dense/ple", 3), ("sliding/dense/ple/kv-shared/double-wide", 8)]
    shared = kinds[1][1]
    assert harness.with_kv_sources(cfg, [shared]) == [harness.kv_source(cfg, shared), shared]
    with pytest.raises(ValueError, match="not in this variant"):
        bench_layers.pick_layers(cfg, ["sliding/moe"])


def test_device_order_and_replayed_kernels_are_matched_by_name():
    """Kernels get their category from the CPU op that launched them, and their place from
    the device; a replay's kernels are timed only when they are exactly the call's."""
    from torch.autograd import DeviceType

    class R:
        def __init__(self, start, us):
            self.start, self._us = start, us

        def elapsed_us(self):
            return self._us

    class D:  # a kernel as the profiler lists it among its events
        device_type = DeviceType.CUDA

        def __init__(self, name, start, us):
            self.name, self.time_range = name, R(start, us)

    class K:
        def __init__(self, name):
            self.name, self.duration = name, 1.0

    class C:  # a CPU op and the kernels it launched
        device_type = DeviceType.CPU
        cpu_parent = None

        def __init__(self, name, kernels):
            self.name, self.kernels = name, [K(k) for k in kernels]

    cpu = [C("gemma4_harness::attention", ["copy_k"]), C("aten::mm", ["nvjet_gemm"]), C("triton", ["copy_k"])]
    dev = [D("copy_k", 1, 2.0), D("nvjet_gemm", 2, 5.0), D("copy_k", 3, 1.0)]

    class P:
        def __init__(self, events):
            self._e = events

        def events(self):
            return self._e

    counts, _, names, _ = bench_layers.categorize(P(cpu))
    assert counts == {"gemm": 1, "attention": 1, "moe_experts": 0, "other": 1}
    order = bench_layers.in_device_order(P(cpu + dev), names)
    assert order == [("copy_k", "attention"), ("nvjet_gemm", "gemm"), ("copy_k", "other")]
    assert bench_layers.in_device_order(P(cpu + dev[:2] + [D("other_k", 3, 1.0)]), names) is None
    assert [n for n, _ in bench_layers.device_kernels(P(cpu + dev[::-1]))] == ["copy_k", "nvjet_gemm", "copy_k"]


def test_a_disturbed_set_of_replays_is_timed_again():
    steady = [100.0 + i * 0.01 for i in range(50)]
    disturbed = [100.0] * 25 + [160.0] * 25  # half the replays slowed: the median moves
    sets = iter([disturbed, steady, disturbed])
    median, spread, spreads = bench_layers.steadiest_replays(lambda: next(sets))
    assert spreads == [[100.0, 160.0], [steady[5], steady[44]]] and spread == [steady[5], steady[44]]
    assert median == pytest.approx(100.245)
    # a steady first set is the only one; three disturbed sets keep the least spread one's median
    assert bench_layers.steadiest_replays(lambda: steady)[2] == [[steady[5], steady[44]]]
    sets = iter([disturbed, [100.0] * 40 + [120.0] * 10, disturbed])
    median, spread, spreads = bench_layers.steadiest_replays(lambda: next(sets))
    assert len(spreads) == 3 and spread == [100.0, 120.0] and median == 100.0
