"""The whole-model decode bench's own arithmetic (bench/engine_gpu/decode_speed.py), on CPU:
the weight-read floor's byte count, the realistic-weights stand-in for SGLang's dummy draw,
and the table built from result files."""

import importlib.util
import json
import os

import pytest
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("decode_speed", os.path.join(ROOT, "bench", "engine_gpu",
                                                                               "decode_speed.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_weight_bytes_dense_reads_every_weight_at_every_batch(bench):
    import transformers

    nbytes = bench.weight_bytes("31b", 2, [1, 8])
    assert nbytes["least"] == nbytes["uniform"]
    text = bench.text_config("31b", 2).text_config
    with torch.device("meta"):
        total = sum(p.numel() for p in transformers.Gemma4ForCausalLM(text).parameters())
    # every parameter once (the tied embedding as lm_head) plus the B embedding rows looked up
    assert nbytes["least"]["1"] == 2 * (total + text.hidden_size)
    assert nbytes["least"]["8"] - nbytes["least"]["1"] == 2 * 7 * text.hidden_size


def test_weight_bytes_moe_between_k_experts_and_uniform_routing(bench):
    nbytes = bench.weight_bytes("26b-a4b", 1, [1, 8, 1024])
    least, uniform = nbytes["least"], nbytes["uniform"]
    assert least["1"] == uniform["1"]  # one token reads exactly k experts whatever the routing
    assert least["8"] < uniform["8"] < uniform["1024"]
    text = bench.text_config("26b-a4b", 1).text_config
    per_expert = 2 * 3 * text.moe_intermediate_size * text.hidden_size  # gate, up and down, bf16
    expected = text.num_experts * (1 - (1 - text.top_k_experts / text.num_experts) ** 8)
    # the two differ only in the experts read (the embedding rows are in both)
    assert uniform["8"] - least["8"] == pytest.approx((expected - text.top_k_experts) * per_expert, rel=1e-6)


def test_weight_bytes_ple_model_reads_its_per_layer_embedding_rows_only(bench):
    """E2B: the per-layer embedding table (2.3G parameters) is looked up, B rows a step, not read whole;
    its kv-shared layers have no k/v projections to read (transformers' model, as the checkpoint)."""
    import transformers

    text = bench.text_config("e2b", 0).text_config
    with torch.device("meta"):
        params = dict(transformers.Gemma4ForCausalLM(text).named_parameters())
    last = text.num_hidden_layers - 1
    assert f"model.layers.{last}.self_attn.k_proj.weight" not in params
    table = params["model.embed_tokens_per_layer.weight"]
    rows = text.hidden_size + table.shape[1]
    total = sum(p.numel() for n, p in params.items() if n != "model.embed_tokens_per_layer.weight")
    assert bench.weight_bytes("e2b", 0, [1])["least"]["1"] == 2 * (total + rows)


def test_realistic_weights_replace_the_dummy_draw(bench, sglang_cpu, monkeypatch):
    from sglang.srt.model_loader import loader
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration

    monkeypatch.setattr(loader, "initialize_dummy_weights", loader.initialize_dummy_weights)
    bench._install_realistic_weights()
    assert loader.initialize_dummy_weights is bench.realistic_dummy_weights
    model = sglang_cpu.build_model(Gemma4ForConditionalGeneration, sglang_cpu.build_mm_config("26b-a4b", "small"),
                                   dtype=torch.float32, seed=None)
    loader.initialize_dummy_weights(model)
    state = model.state_dict()
    w13 = state["language_model.layers.0.moe.experts.w13_weight"]
    assert w13.std().item() == pytest.approx(w13.shape[-1] ** -0.5, rel=0.05)
    norm = state["language_model.layers.0.input_layernorm.weight"]
    assert norm.mean().item() == pytest.approx(1.0, abs=0.05)
    assert (w13 != 0).all()
    # seeded by name: two layers' experts differ, a second draw repeats the first
    assert not torch.equal(w13, state["language_model.layers.1.moe.experts.w13_weight"])
    again = w13.clone()
    loader.initialize_dummy_weights(model)
    assert torch.equal(again, model.state_dict()["language_model.layers.0.moe.experts.w13_weight"])


def test_install_refuses_an_sglang_without_the_dummy_draw(bench, sglang_cpu, monkeypatch):
    from sglang.srt.model_loader import loader

    monkeypatch.delattr(loader, "initialize_dummy_weights")
    with pytest.raises(RuntimeError, match="initialize_dummy_weights is gone"):
        bench._install_realistic_weights()


def _result(tmp_path, name, server, step_ms, ids, variant="31b"):
    r = {"device": "test", "torch": torch.__version__, "variant": variant, "layers": 2, "context": 16,
         "batch_sizes": [1, 8], "bandwidth": {"sum_Bps": 4e12},
         "servers": {server: {"startup_s": 1.0, "step_ms": step_ms, "kernels_per_step": {"1": 10, "8": 12},
                              "output_ids": ids}}}
    path = tmp_path / name
    path.write_text(json.dumps(r))
    return str(path)


def test_table_merges_servers_and_compares_tokens(bench, tmp_path):
    eager = _result(tmp_path, "e.json", "eager", {"1": 3.0, "8": 4.0}, {"1": [[5, 6, 7]], "8": [[1, 2, 3]] * 8})
    passes = _result(tmp_path, "p.json", "passes", {"1": 1.5, "8": 2.0}, {"1": [[5, 6, 9]], "8": [[1, 2, 3]] * 8})
    none = _result(tmp_path, "n.json", "nopasses", {"1": 2.25, "8": 3.0}, {"1": [[5, 6, 7]], "8": [[1, 2, 3]] * 8})
    text = bench.table([eager, passes, none])
    row1 = next(line for line in text.splitlines() if line.startswith("| 1 |"))
    assert "| 1.50x | 2.00x |" in row1  # passes vs nopasses, passes vs eager
    assert "passes: greedy tokens equal to eager's for the first 2-3 of 3" in text
    assert "nopasses: greedy tokens equal to eager's for the first 3-3 of 3" in text


def test_table_refuses_to_count_a_collapsed_output_as_agreement(bench, tmp_path):
    eager = _result(tmp_path, "e.json", "eager", {"1": 3.0, "8": 4.0}, {"1": [[0, 0, 0]], "8": [[0, 0, 0]] * 8})
    passes = _result(tmp_path, "p.json", "passes", {"1": 1.5, "8": 2.0}, {"1": [[0, 0, 0]], "8": [[0, 0, 0]] * 8})
    text = bench.table([eager, passes])
    assert "tokens not compared" in text and "equal to eager's" not in text


def test_table_refuses_files_of_different_models(bench, tmp_path):
    a = _result(tmp_path, "a.json", "eager", {"1": 3.0}, {}, variant="31b")
    b = _result(tmp_path, "b.json", "passes", {"1": 1.0}, {}, variant="26b-a4b")
    with pytest.raises(SystemExit, match="variant differs"):
        bench.table([a, b])


def _with(path, **server_fields):
    """The result file at ``path`` with more fields in its one server's result."""
    r = json.loads(open(path).read())
    next(iter(r["servers"].values())).update(server_fields)
    open(path, "w").write(json.dumps(r))
    return path


def test_table_compares_tokens_inside_the_sliding_window(bench, tmp_path):
    eager = _with(_result(tmp_path, "e.json", "eager", {"1": 3.0}, {}), window_context=8,
                  window_ids=[[1, 2, 3, 4], [5, 6, 7, 8]])
    passes = _with(_result(tmp_path, "p.json", "passes", {"1": 1.5}, {}), window_context=8,
                   window_ids=[[1, 2, 3, 4], [5, 6, 0, 8]])
    text = bench.table([passes, eager])  # the eager file need not come first
    assert ("passes, inside the sliding window (8-token prompts): greedy tokens equal to eager's for the "
            "first 2-4 of 4; 1 of 2 requests equal throughout") in text


def test_table_compares_the_compiled_servers_without_eager(bench, tmp_path):
    passes = _with(_result(tmp_path, "p.json", "passes", {"1": 1.5}, {}), window_context=8,
                   window_ids=[[1, 2, 3, 4], [5, 6, 0, 8]])
    none = _with(_result(tmp_path, "n.json", "nopasses", {"1": 2.0}, {}), window_context=8,
                 window_ids=[[1, 2, 3, 4], [5, 6, 7, 8]])
    text = bench.table([passes, none])
    assert ("passes, inside the sliding window (8-token prompts), no eager server: greedy tokens equal to "
            "nopasses' for the first 2-4 of 4; 1 of 2 requests equal throughout") in text
    eager = _with(_result(tmp_path, "e.json", "eager", {"1": 3.0}, {}), window_context=8,
                  window_ids=[[1, 2, 3, 4], [5, 6, 7, 8]])
    assert "no eager server" not in bench.table([passes, none, eager])


def test_in_window_batch_is_captured_too(bench):
    assert bench.graph_batch_sizes([1], 8) == [1, 8]
    assert bench.graph_batch_sizes([8, 32], 8) == [8, 32]
    assert bench.graph_batch_sizes([1, 8], 0) == [1, 8]  # no in-window check


def test_table_says_when_the_window_check_ran_outside_the_graphs(bench, tmp_path):
    """A file whose timed sizes (1) were all it captured, with an in-window check of 8 requests:
    that check ran SGLang's uncompiled forward, which the table must say."""
    def window_run(name, server, ids, **fields):
        path = _with(_result(tmp_path, name, server, {"1": 2.0}, {}), window_context=8, window_ids=ids, **fields)
        r = json.loads(open(path).read())
        r.update(batch_sizes=[1], window={"context": 8, "steps": 4, "batch": 2})
        open(path, "w").write(json.dumps(r))
        return path

    eager = window_run("e.json", "eager", [[1, 2, 3, 4], [5, 6, 7, 8]])
    old = window_run("p.json", "passes", [[1, 2, 3, 4], [5, 6, 7, 8]])
    assert "NOT A CHECK OF COMPILED DECODE: 2 requests" in bench.table([eager, old])
    new = window_run("p2.json", "passes", [[1, 2, 3, 4], [5, 6, 7, 8]], graph_batch_sizes=[1, 2])
    assert "NOT A CHECK" not in bench.table([eager, new])


def test_table_says_how_close_the_call_was_where_tokens_part(bench, tmp_path):
    """Request 1 parts at step 2: eager's best 7 (-0.5) beat its second 9 (-0.7) by 0.2, and the
    server picked 0 (-0.4) with eager's 7 at -0.9, 0.5 below. Request 0 agrees throughout."""
    top_e = [[[[-0.1, 1], [-3.0, 2]], [[-0.2, 2], [-2.0, 3]], [[-0.3, 3], [-2.5, 4]]],
             [[[-0.1, 5], [-3.0, 6]], [[-0.2, 6], [-2.0, 1]], [[-0.5, 7], [-0.7, 9]]]]
    top_p = [top_e[0], [top_e[1][0], top_e[1][1], [[-0.4, 0], [-0.9, 7]]]]
    eager = _with(_result(tmp_path, "e.json", "eager", {"1": 3.0}, {}), window_context=8,
                  window_ids=[[1, 2, 3], [5, 6, 7]], window_top=top_e)
    passes = _with(_result(tmp_path, "p.json", "passes", {"1": 1.5}, {}), window_context=8,
                   window_ids=[[1, 2, 3], [5, 6, 0]], window_top=top_p)
    text = bench.table([eager, passes])
    assert ("where they part: eager's margin (best minus second logprob) 0.2-0.2 (median 0.2); eager's "
            "token 0.5-0.5 below passes's best in passes's top 5 for 1 of 1 requests") in text


def test_table_says_when_eager_token_is_in_no_top_5(bench, tmp_path):
    """The server's top 5 at the parting step holds no token of eager's: "none of", not "not ... for 0"."""
    top_e = [[[[-0.1, 1], [-3.0, 2]], [[-0.5, 7], [-0.7, 9]]]]
    top_p = [[top_e[0][0], [[-0.4, 0], [-0.9, 8]]]]
    eager = _with(_result(tmp_path, "e.json", "eager", {"1": 3.0}, {}), window_context=8,
                  window_ids=[[1, 7]], window_top=top_e)
    passes = _with(_result(tmp_path, "p.json", "passes", {"1": 1.5}, {}), window_context=8,
                   window_ids=[[1, 0]], window_top=top_p)
    text = bench.table([eager, passes])
    assert "eager's token in passes's top 5 for none of the 1 requests" in text
    assert "for 0 of" not in text


def test_swa_pool_holds_the_running_batch(bench):
    assert bench.swa_ratio(32 * 2128, 152064) == pytest.approx(0.4478, abs=1e-4)
    assert bench.swa_ratio(1000, 152064) == 0.15  # never below SGLang's MoE default
    assert bench.swa_ratio(10**6, 152064) == 1.0


def test_table_names_a_server_that_failed(bench, tmp_path):
    ok = _result(tmp_path, "p.json", "passes", {"1": 1.5}, {})
    failed = tmp_path / "n.json"
    r = json.loads(open(ok).read())
    r["servers"] = {"nopasses": {"error": "timeout", "tail": "..."}}
    failed.write_text(json.dumps(r))
    assert "nopasses: failed (timeout), no figures" in bench.table([ok, str(failed)])
    only = bench.table([str(failed)])
    assert "no server ran" in only and "nopasses: failed (timeout)" in only


def test_scheduler_lines_are_what_sglang_logs(bench):
    """``--scheduler-log`` keeps the lines holding these words: SGLang's scheduler must still write them."""
    import importlib.util as u

    sources = "".join(open(u.find_spec(m).origin).read() for m in (
        "sglang.srt.managers.scheduler", "sglang.srt.managers.scheduler_components.metrics_reporter"))
    for words in bench.SCHEDULER_LINES:
        assert words in sources


def test_kernel_tally_counts_and_times_by_name(bench):
    events = [{"cat": "kernel", "name": "a", "ts": 0.0, "dur": 2.0}, {"cat": "kernel", "name": "a", "ts": 10.0, "dur": 3.0},
              {"cat": "kernel", "name": "b", "ts": 4.0, "dur": 1.5}, {"cat": "cpu_op", "name": "a", "ts": 1.0, "dur": 100.0}]
    counts, micros, _ = bench.kernel_tally(events)
    assert counts == {"a": 2, "b": 1} and micros == {"a": 5.0, "b": 1.5}
    short = bench.kernel_tally(events[:1])
    # two steps added one "a" (3 µs) and one "b" (1.5 µs): per step half of each
    assert bench.per_step(short[1], micros, 2) == (2.2, {"a": 1.5, "b": 0.75})
    assert bench.per_step(short[0], counts, 2) == (1.0, {"a": 0.5, "b": 0.5})


def test_kernel_tally_counts_an_overlap_once(bench):
    """A kernel started before its predecessor ends (PDL) counts only the part past that end; one inside
    another counts nothing; out-of-order events are ordered by start; gaps count nowhere."""
    events = [{"cat": "kernel", "name": "wait", "ts": 8.0, "dur": 6.0},    # starts 2 µs before "gemv" ends
              {"cat": "kernel", "name": "gemv", "ts": 0.0, "dur": 10.0},
              {"cat": "kernel", "name": "inner", "ts": 11.0, "dur": 1.0},  # inside "wait"
              {"cat": "kernel", "name": "gemv", "ts": 20.0, "dur": 5.0}]   # after a 6 µs gap
    counts, micros, exclusive = bench.kernel_tally(events)
    assert micros == {"wait": 6.0, "gemv": 15.0, "inner": 1.0}
    assert exclusive == {"wait": 4.0, "gemv": 15.0, "inner": 0.0}
    assert sum(exclusive.values()) == 19.0  # the busy time: [0, 14] and [20, 25]


def test_table_reads_the_dtype_and_refuses_to_merge_two(bench, tmp_path):
    bf16 = _result(tmp_path, "b.json", "passes", {"1": 1.5}, {})  # no dtype: files from before the option
    fp32 = _result(tmp_path, "f.json", "eager", {"1": 3.0}, {})
    r = json.loads(open(fp32).read())
    r["dtype"] = "float32"
    open(fp32, "w").write(json.dumps(r))
    assert ", bfloat16, realistic weights, " in bench.table([bf16]).splitlines()[0]
    assert ", float32, realistic weights, " in bench.table([fp32]).splitlines()[0]
    with pytest.raises(SystemExit, match="dtype differs"):
        bench.table([bf16, fp32])
    nbytes = bench.weight_bytes("31b", 2, [1], bench.WEIGHT_BYTES["float32"])
    assert nbytes["least"]["1"] == 2 * bench.weight_bytes("31b", 2, [1])["least"]["1"]


def _window(tmp_path, name, server, ids):
    return _with(_result(tmp_path, name, server, {"1": 2.0}, {}), window_context=8, window_ids=ids)


def test_table_weighs_compiled_parting_against_the_rounding_control(bench, tmp_path):
    """The control (eager with every weight one unit of rounding off) parts at steps 1 and 2:
    nopasses parting at 1 and 2 is within rounding; passes parting at 0 in request 0 is not."""
    eager = _window(tmp_path, "e.json", "eager", [[1, 2, 3, 4], [5, 6, 7, 8]])
    jitter = _window(tmp_path, "j.json", "jitter", [[1, 0, 0, 0], [5, 6, 0, 0]])
    nopasses = _window(tmp_path, "n.json", "nopasses", [[1, 9, 9, 9], [5, 6, 9, 9]])
    passes = _window(tmp_path, "p.json", "passes", [[0, 9, 9, 9], [5, 6, 7, 8]])
    text = bench.table([eager, jitter, nopasses, passes])
    assert "control (jitter): one unit of rounding in every weight changes eager's tokens from step 1-2 on" in text
    assert "nopasses: parts sooner than the control in 0 of 2 requests\n" in text + "\n"
    assert "passes: parts sooner than the control in 1 of 2 requests (NOT explained by rounding)" in text
    assert "jitter ms/step" not in text  # the control is eager's timing again: no column of its own


def test_table_says_when_the_control_keeps_every_token(bench, tmp_path):
    eager = _window(tmp_path, "e.json", "eager", [[1, 2, 3]])
    jitter = _window(tmp_path, "j.json", "jitter", [[1, 2, 3]])
    passes = _window(tmp_path, "p.json", "passes", [[1, 2, 0]])
    text = bench.table([eager, jitter, passes])
    assert "control (jitter) repeats eager's 3 tokens in every request" in text
    assert "any parting is sooner than the control" in text
    assert "passes: parts sooner than the control in 1 of 1 requests (NOT explained by rounding)" in text
    assert "control" not in bench.table([eager, passes])  # no control, no verdict


def _small_e2b_with_realistic_draw(bench, sglang_cpu, monkeypatch):
    """SGLang's loader with the bench's draw installed (undone after the test), and a small E2B."""
    from sglang.srt.model_loader import loader
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration

    monkeypatch.setattr(loader, "initialize_dummy_weights", loader.initialize_dummy_weights)
    bench._install_realistic_weights()
    model = sglang_cpu.build_model(Gemma4ForConditionalGeneration, sglang_cpu.build_mm_config("e2b", "small"),
                                   dtype=torch.float32, seed=None)
    return loader, model


def test_jitter_moves_every_weight_by_one_unit_of_rounding(bench, sglang_cpu, monkeypatch):
    loader, model = _small_e2b_with_realistic_draw(bench, sglang_cpu, monkeypatch)
    monkeypatch.setenv(bench.JITTER_ENV, "0")
    loader.initialize_dummy_weights(model)
    plain = {k: v.clone() for k, v in model.state_dict().items() if torch.is_floating_point(v)}
    monkeypatch.setenv(bench.JITTER_ENV, "1")
    loader.initialize_dummy_weights(model)
    eps = torch.finfo(torch.float32).eps
    for name, w in plain.items():
        moved, nonzero = model.state_dict()[name], w != 0  # (a padding row may hold zeros)
        rel = ((moved.double() - w.double()).abs()[nonzero] / w.double().abs()[nonzero]).max().item()
        assert 0 < rel <= 1.5 * eps, name  # moved, by no more than one unit of rounding
        assert torch.equal(moved[~nonzero], w[~nonzero]), name
    assert bench.SERVERS["jitter"]["env"] == {bench.JITTER_ENV: "1", **bench.SGLANG_MOE_TILES}
    assert not bench.SERVERS["jitter"]["compile"]


def test_text_config_overrides_take_a_feature_out(bench):
    text = bench.text_config("e2b", 5, {"num_kv_shared_layers": 0}).text_config  # no layer shares KV: cut allowed
    assert text.num_hidden_layers == 5 and text.num_kv_shared_layers == 0
    assert bench.text_config("e2b", 0).text_config.num_kv_shared_layers > 0  # nothing left behind for the next
    with pytest.raises(SystemExit, match="need the full depth"):
        bench.text_config("e2b", 5)
    with pytest.raises(SystemExit, match="no such field"):
        bench.text_config("e2b", 0, {"no_such_field": 1})
    without_ple = bench.weight_bytes("e2b", 0, [1], overrides={"hidden_size_per_layer_input": 0})
    assert without_ple["least"]["1"] < bench.weight_bytes("e2b", 0, [1])["least"]["1"]


def test_kv_shared_variants_run_without_prefill_graphs_unless_told(bench, capsys):
    """SGLang 0.5.23 cannot capture prefill graphs for kv-shared layers: E2B/E4B get them off, said so."""
    for variant in ("e2b", "e4b"):
        text = bench.text_config(variant, 0).text_config
        assert bench.with_defaults(text, {"x": 1}) == {"x": 1, "disable_prefill_cuda_graph": True}
        assert "disable_prefill_cuda_graph=true" in capsys.readouterr().out
        assert bench.with_defaults(text, {"disable_prefill_cuda_graph": False}) == {"disable_prefill_cuda_graph": False}
    for variant in ("31b", "26b-a4b"):
        assert bench.with_defaults(bench.text_config(variant, 0).text_config, {}) == {}
    assert bench.server_log("/x/run.json", "passes") == "/x/run.passes.log"


def test_ordered_weights_set_every_layer_scalar_to_one(bench, sglang_cpu, monkeypatch):
    """``--weights ordered``: realistic weights, every layer scalar 1 (the rest as drawn)."""
    loader, model = _small_e2b_with_realistic_draw(bench, sglang_cpu, monkeypatch)
    monkeypatch.setenv(bench.REALISTIC_ENV, "1")
    loader.initialize_dummy_weights(model)
    realistic = {k: v.clone() for k, v in model.state_dict().items()}
    monkeypatch.setenv(bench.REALISTIC_ENV, "ordered")
    loader.initialize_dummy_weights(model)
    scalars = [k for k in realistic if k.endswith("layer_scalar")]
    assert scalars and all((realistic[k] < 1).all() for k in scalars)
    for name, w in model.state_dict().items():
        if name in scalars:
            assert (w == 1).all(), name
        else:
            assert torch.equal(w, realistic[name]), name


def test_table_refuses_to_merge_realistic_and_ordered_weights(bench, tmp_path):
    a = _result(tmp_path, "a.json", "eager", {"1": 3.0}, {})
    b = _result(tmp_path, "b.json", "passes", {"1": 1.0}, {})
    r = json.loads(open(b).read())
    r["weights"] = "ordered"
    open(b, "w").write(json.dumps(r))
    assert ", ordered weights, " in bench.table([b]).splitlines()[0]
    with pytest.raises(SystemExit, match="weights differs"):
        bench.table([a, b])


@pytest.mark.parametrize("argv, message", [
    (["--servers", "eager,jiter"], "unknown server(s) jiter"),
    (["--weights", "dummy", "--servers", "eager,jitter"], "not with --weights dummy"),
    (["--weights", "dummy", "--weight-jitter", "1"], "not with --weights dummy"),
    (["--quant", "fp8", "--variant", "31b", "--dtype", "float32"], "needs --dtype bfloat16"),
    (["--quant", "fp8", "--variant", "31b", "--weights", "dummy"], "drawn weights"),
    (["--quant", "fp8", "--variant", "31b", "--servers", "eager,jitter"], "not with FP8 weights"),
])
def test_bad_arguments_are_refused_before_any_server_starts(bench, monkeypatch, capsys, argv, message):
    monkeypatch.setattr("sys.argv", ["decode_speed.py", "out.json", *argv])
    with pytest.raises(SystemExit) as exc:
        bench.main()
    assert exc.value.code == 2 and message in capsys.readouterr().err


def test_weight_bytes_fp8_reads_the_quantized_projections_at_one_byte(bench):
    """``--quant fp8``: q/k/v/o and the MLP's projections one byte a weight plus an fp32 scale a row;
    the embedding (the tied lm_head), norms and layer scalars in bf16."""
    import transformers

    text = bench.text_config("31b", 2).text_config
    with torch.device("meta"):
        params = dict(transformers.Gemma4ForCausalLM(text).named_parameters())
    proj = {n: p for n, p in params.items() if n.endswith("_proj.weight")}
    assert len(proj) == 2 * 7  # q, k, v, o, gate, up, down a layer
    bf16 = bench.weight_bytes("31b", 2, [1, 8])
    fp8 = bench.weight_bytes("31b", 2, [1, 8], quant="fp8")
    saved = sum(p.numel() - 4 * p.shape[0] for p in proj.values())  # 2 bytes -> 1, plus the scales
    assert bf16["least"]["1"] - fp8["least"]["1"] == saved
    assert fp8["least"]["8"] - fp8["least"]["1"] == 2 * 7 * text.hidden_size  # embedding rows stay bf16


def test_weight_bytes_fp8_moe_reads_its_experts_at_one_byte(bench):
    """``--quant fp8`` on 26B-A4B: the experts one byte a weight plus an fp32 scale an output row, in
    the share of experts a step reads (k of them, or what uniform routing touches)."""
    text = bench.text_config("26b-a4b", 1).text_config
    fp8 = bench.weight_bytes("26b-a4b", 1, [1, 8], quant="fp8")
    inter, hidden = text.moe_intermediate_size, text.hidden_size
    per_expert = 3 * inter * hidden + 4 * (2 * inter + hidden)  # gate-up and down, their row scales
    touched = text.num_experts * (1 - (1 - text.top_k_experts / text.num_experts) ** 8)
    assert fp8["uniform"]["8"] - fp8["least"]["8"] == pytest.approx((touched - text.top_k_experts) * per_expert,
                                                                    rel=1e-6)
    bf16 = bench.weight_bytes("26b-a4b", 1, [1], quant="none")
    assert bf16["uniform"]["1"] - fp8["uniform"]["1"] > text.top_k_experts * (per_expert - 8 * (2 * inter + hidden))


def test_fp8_checkpoint_is_sglangs_fp8_dynamic(bench, sglang_cpu, tmp_path):
    """The config.json ``--quant fp8`` writes is what SGLang reads as compressed-tensors FP8-dynamic:
    per-channel FP8 weights, per-token dynamic activations, the router and head left alone."""
    from sglang.srt.configs.model_config import ModelConfig
    from sglang.srt.layers.quantization.compressed_tensors.compressed_tensors import CompressedTensorsConfig

    path = bench.write_config("31b", 2, str(tmp_path / "fp8"), quant="fp8")
    assert ModelConfig(path).quantization == "compressed-tensors"  # as the Engine reads the checkpoint
    qc = CompressedTensorsConfig.from_config(json.load(open(os.path.join(path, "config.json")))["quantization_config"])
    scheme = qc.target_scheme_map["Linear"]
    assert (scheme["weights"].strategy, scheme["input_activations"].strategy,
            scheme["input_activations"].dynamic) == ("channel", "token", True)
    assert "lm_head" in qc.ignore and "re:.*router.*" in qc.ignore
    assert ModelConfig(bench.write_config("31b", 2, str(tmp_path / "bf16"))).quantization is None


def test_realistic_weights_quantize_fp8_weights_per_channel(bench, sglang_cpu, monkeypatch):
    """In the server the draw runs before SGLang's FP8 post-processing, on the checkpoint's layout: each
    e4m3 weight with its per-row scale (amax / 448), seeded by name; the scales not redrawn apart."""
    from gemma4_passes.native import FP8_E4M3_MAX

    monkeypatch.setattr(sglang_cpu, "_process_weights_after_loading", lambda layer: None)
    with sglang_cpu.fp8_on_cpu():
        layer = sglang_cpu.build_layers(sglang_cpu.build_config("31b"), [0], quant="fp8")[0]
    bench.realistic_dummy_weights(layer)
    state = layer.state_dict()
    w, scale = state["self_attn.qkv_proj.weight"], state["self_attn.qkv_proj.weight_scale"]
    assert w.dtype == torch.float8_e4m3fn and scale.dtype == torch.float32
    deq = w.float() * scale.view(-1, 1)
    assert torch.allclose(deq.abs().amax(dim=1), scale.view(-1) * FP8_E4M3_MAX)
    assert deq.std().item() == pytest.approx(w.shape[1] ** -0.5, rel=0.1)
    assert (w.float() != 0).float().mean().item() > 0.95  # not flushed to zero by the cast
    down = state["mlp.down_proj.weight"]
    assert not torch.equal(down.float()[:4, :4], w.float()[:4, :4])
    again = w.clone()
    bench.realistic_dummy_weights(layer)
    assert torch.equal(again.view(torch.uint8), layer.state_dict()["self_attn.qkv_proj.weight"].view(torch.uint8))
    assert state["input_layernorm.weight"].float().mean().item() == pytest.approx(1.0, abs=0.05)


def test_host_lines_name_the_server_whose_host_set_its_step(bench):
    """Both servers run SGLang's scheduler: at one batch their time outside GPU kernels should agree.
    Where one spends HOST_GAP_US more (another process on its CPUs), the table says its step is its
    host's; where they agree, nothing is flagged."""
    def server(step_ms, busy_us, **extra):
        return {"step_ms": {"1": step_ms, "8": 4.0}, "kernel_busy_us_per_step": {"1": busy_us, "8": 3700.0},
                **extra}

    slow = {"nopasses": server(3.424, 2805.1, loadavg_before=[3.2, 1.0, 1.0], busy_before=["python (pid 9) 99%"]),
            "passes": server(2.647, 2439.3)}
    lines = bench.host_lines(slow, ["nopasses", "passes"])
    assert lines[0] == "nopasses: outside GPU kernels 619 us at 1, 300 us at 8 (load average before its start 3.2)"
    flagged = [ln for ln in lines if "HOST-BOUND" in ln]
    assert len(flagged) == 1 and "at 1: nopasses spent 411 us" in flagged[0] and "python (pid 9)" in flagged[0]
    even = {"nopasses": server(3.026, 2855.4), "passes": server(2.893, 2691.4)}
    assert not [ln for ln in bench.host_lines(even, ["nopasses", "passes"]) if "HOST-BOUND" in ln]
    assert bench.host_lines({"passes": {"step_ms": {"1": 2.0}}}, ["passes"]) == []  # no kernel profile: no line


def test_busy_processes_and_group_members_read_this_machine(bench):
    import os
    import subprocess
    import sys

    spin = subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=True)
    try:
        busy = bench.busy_processes(seconds=0.5, share=0.5)
        assert any(f"(pid {spin.pid})" in b for b in busy), busy
        assert bench.group_members(spin.pid) and "while True" in bench.group_members(spin.pid)[0]
    finally:
        os.killpg(spin.pid, 9)
        spin.wait()
    assert bench.group_members(spin.pid) == []


_AUTOTUNED_LINEAR = """
import torch, torch._inductor.config as c
c.max_autotune = True; c.freezing = True; c.max_autotune_gemm_backends = "ATEN,CPP"
with torch.no_grad():
    torch.compile(torch.nn.Linear(256, 512).eval())(torch.randn(64, 256))
"""


def _compile_autotuned_linear(inductor_dir):
    import subprocess
    import sys

    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(inductor_dir))
    done = subprocess.run([sys.executable, "-c", _AUTOTUNED_LINEAR], env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout + done.stderr


def test_autotuning_choices_kept_from_one_server_spare_the_next_its_benchmarking(bench, tmp_path):
    """Inductor's own local autotuning cache, in a real compile: the first server benchmarks the GEMM's
    choices, its timings are kept, and a second server with a fresh cache seeded from them benchmarks none."""
    first = _compile_autotuned_linear(tmp_path / "first")
    assert "AUTOTUNE benchmarking" in first
    choices = tmp_path / "choices"
    bench.keep_autotuning(str(tmp_path / "first"), str(choices))
    assert bench.seed_autotuning(str(choices), str(tmp_path / "second")) == 1
    assert "AUTOTUNE benchmarking" not in _compile_autotuned_linear(tmp_path / "second")
    assert bench.seed_autotuning(str(tmp_path / "none"), str(tmp_path / "third")) == 0  # nothing kept yet


def test_kept_autotuning_choices_merge_servers_shapes(bench, tmp_path):
    def server(name, shapes):
        folder = tmp_path / name / "cache"
        folder.mkdir(parents=True)
        (folder / "abc").write_text(json.dumps({"system": {"hash": "abc"}, "cache": {
            "mm": {s: {"highest": {"triton_mm_1": 0.1}} for s in shapes}}}))
        return str(tmp_path / name)

    choices = str(tmp_path / "choices")
    bench.keep_autotuning(server("passes", ["[a]", "[b]"]), choices)
    bench.keep_autotuning(server("nopasses", ["[b]", "[c]"]), choices)
    kept = json.loads((tmp_path / "choices" / "abc").read_text())
    assert sorted(kept["cache"]["mm"]) == ["[a]", "[b]", "[c]"] and kept["system"] == {"hash": "abc"}
    assert bench.seed_autotuning(choices, str(tmp_path / "next")) == 3
    assert (tmp_path / "next" / "cache" / "abc").exists()


def test_table_says_when_autotuning_choices_were_seeded(bench, tmp_path):
    passes = _result(tmp_path, "p.json", "passes", {"1": 1.5}, {"1": [[5, 6, 9]]})
    r = json.loads(open(passes).read())
    r["servers"]["passes"]["autotune_seeded"] = 12
    open(passes, "w").write(json.dumps(r))
    text = bench.table([passes])
    assert "autotuning timings of an earlier run seeded, entries: passes 12" in text
    assert "seeded" not in bench.table([_result(tmp_path, "q.json", "passes", {"1": 1.5}, {"1": [[5, 6, 9]]})])
