"""SGLang's own ``Engine`` serving a random Gemma-4 checkpoint: eager against ``--enable-torch-compile``.

    gemma4-passes engine [--variants 31b,e4b] [--dtype float32] [--batch-sizes 1,4] [--quant fp8] [--json PATH]

For each variant it writes a random checkpoint in the released form
(``tools/checkpoint.py``), then serves it with ``sglang.Engine`` twice, each in
a process of its own: eagerly, and with ``enable_torch_compile=True`` (the
plugin loaded through its entry point, as for a pip user). The same greedy
requests go to both: the prompts together (one decode batch, padded to a
captured batch size) and the first prompt alone. It reports whether the tokens
agree, the largest logprob difference while they do, the graphs our passes ran
on with their matches, how many decode steps ran in each compiled forward, and
the start-up time; the eager server also checks its decode against its own
prefill (every generated token's logprob, recomputed from the whole sequence).

On a CPU it serves with ``attention_backend="torch_native"`` (made possible by
the ``cpu_torch_native`` patch), ``SGLANG_USE_CPU_ENGINE=1`` and, where SGLang's
CUDA extension is absent, the ``sgl_kernel`` placeholder on the path.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional, Sequence

from gemma4_passes.tools import counts

# Test fixture, not a feature: SGLang 0.5.23 has no FP8 Linear or FP8 MoE path on a CPU. Set to "1", every
# server process (SGLang spawns its scheduler, which imports this module as ``__mp_main__``) stands in for
# the missing pieces with ``harness.fp8_on_cpu("cuda")``: the GEMM in the form SGLang runs on a Hopper GPU.
FP8_ON_CPU_ENV = "GEMMA4_TEST_FP8_ON_CPU"
DEFAULT_PROMPTS = ((2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59), (101,), (7, 77, 777))
DEFAULT_NEW_TOKENS = 12
PLACEHOLDER_DIR = os.path.join(os.path.dirname(__file__), "sgl_kernel_placeholder")


def engine_env(device: str = "cpu") -> Dict[str, str]:
    """Environment a server process needs on this machine (added to the current one)."""
    env = dict(os.environ)
    env.setdefault("SGLANG_IS_FLASHINFER_AVAILABLE", "false")
    if device == "cpu":
        # Else SGLang's rotary embedding imports vllm and its logit softcap launches Triton.
        env["SGLANG_USE_CPU_ENGINE"] = "1"
    if importlib.util.find_spec("sgl_kernel") is None:
        env["SGLANG_SKIP_SGL_KERNEL_VERSION_CHECK"] = "1"
        env["PYTHONPATH"] = os.pathsep.join(p for p in (PLACEHOLDER_DIR, env.get("PYTHONPATH")) if p)
    return env


def server_arg_names() -> set:
    """The names SGLang's ``ServerArgs`` takes, as SGLang lists them (``record_fields``, which the
    ``swa_ratio`` patch reads too)."""
    from sglang.srt.arg_groups.arg_utils import record_fields
    from sglang.srt.server_args import ServerArgs

    return {f.name for f in record_fields(ServerArgs)}


@dataclass
class ServeResult:
    """What one server process produced."""

    compile: bool
    startup_s: float
    # Per request, in order: the batch's prompts, then the first prompt alone.
    output_ids: List[List[int]]
    logprobs: List[List[float]]
    # Eager only: max |decode logprob - the same token's logprob from a prefill of the whole sequence|.
    decode_vs_prefill: Optional[float] = None
    # From GEMMA4_STATS_FILE (compiled only).
    graphs: List[dict] = field(default_factory=list)
    capture_calls: Dict[str, int] = field(default_factory=dict)
    decode_calls: Dict[str, int] = field(default_factory=dict)
    # The forward split at the attention ops (``piecewise``): pieces compiled, and equal ones reused.
    pieces: Dict[str, int] = field(default_factory=dict)
    # Prefills that ran the kv-shared layers on last tokens (the ``yoco`` patch): requests, tokens each.
    yoco_prefills: List[List[int]] = field(default_factory=list)


def _read_stats(path: str) -> List[dict]:
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def _pieces(events: List[dict]) -> Dict[str, int]:
    done = [e["compiled"] for e in events if e["event"] == "piece"]
    return {"compiled": sum(done), "reused": len(done) - sum(done)} if done else {}


def _calls(events: List[dict]) -> Dict[str, int]:
    calls: Dict[str, int] = {}
    for e in events:
        if e["event"] == "compiled_call":
            calls[str(e["num_tokens"])] = calls.get(str(e["num_tokens"]), 0) + 1
    return calls


def engine_kwargs(model_path: str, *, compile: bool, dtype: str, device: str, batch_sizes: Sequence[int],
                   server_args: Optional[dict] = None) -> dict:
    """SGLang's server arguments for a random checkpoint without tokenizer or image processor."""
    kwargs = dict(
        model_path=model_path, device=device, dtype=dtype, skip_tokenizer_init=True, enable_multimodal=False,
        random_seed=0, disable_radix_cache=True, max_total_tokens=4096, mem_fraction_static=0.3,
        log_level=os.environ.get("GEMMA4_ENGINE_LOG_LEVEL", "error"),
    )
    if device == "cpu":
        kwargs["attention_backend"] = "torch_native"
    else:
        # SGLang's Triton attention backend; sampling in torch (FlashInfer's needs its wheel).
        kwargs.update(attention_backend="triton", sampling_backend="pytorch")
    if compile:
        kwargs.update(enable_torch_compile=True, torch_compile_max_bs=max(batch_sizes),
                      cuda_graph_bs_decode=list(batch_sizes))
    kwargs.update(server_args or {})
    return kwargs


def serve(model_path: str, *, compile: bool, dtype: str, device: str, batch_sizes: Sequence[int],
          prompts: Sequence[Sequence[int]], new_tokens: int, stats_file: Optional[str],
          logprobs: bool = True, server_args: Optional[dict] = None) -> ServeResult:
    """Serve ``model_path`` in this process with SGLang's Engine and run the requests.

    Call it under ``if __name__ == "__main__":``: the Engine spawns its scheduler.
    ``logprobs``: ask for them (on CPU a compiled server then compiles each batch
    size once more: SGLang's CPU graph runner captures without logprobs).
    """
    import sglang as sgl

    t0 = time.time()
    engine = sgl.Engine(**engine_kwargs(model_path, compile=compile, dtype=dtype, device=device,
                                         batch_sizes=batch_sizes, server_args=server_args))
    startup = time.time() - t0
    try:
        capture_calls = _calls(_read_stats(stats_file)) if stats_file else {}
        # Every request runs its full length (random weights may pick the end-of-sequence token).
        greedy = {"max_new_tokens": new_tokens, "temperature": 0.0, "ignore_eos": True}
        outs = engine.generate(input_ids=[list(p) for p in prompts], sampling_params=greedy, return_logprob=logprobs)
        outs = list(outs) + [engine.generate(input_ids=list(prompts[0]), sampling_params=greedy,
                                             return_logprob=logprobs)]
        ids = [o["output_ids"] for o in outs]
        lps = [[lp[0] for lp in o["meta_info"]["output_token_logprobs"]] if logprobs else [] for o in outs]
        result = ServeResult(compile=compile, startup_s=round(startup, 1), output_ids=ids, logprobs=lps,
                             capture_calls=capture_calls)
        if not compile:
            result.decode_vs_prefill = _decode_vs_prefill(engine, prompts, ids, lps)
        if stats_file:
            events = _read_stats(stats_file)
            result.graphs = [e for e in events if e["event"] == "graph"]
            result.pieces = _pieces(events)
            result.yoco_prefills = [[e["requests"], e["tokens"]] for e in events if e["event"] == "yoco"]
            total = _calls(events)
            result.decode_calls = {k: v - capture_calls.get(k, 0) for k, v in total.items()}
        return result
    finally:
        engine.shutdown()


def serve_http(model_path: str, *, compile: bool, dtype: str, device: str, batch_sizes: Sequence[int],
               port: int) -> None:
    """SGLang's HTTP server (``http_server.launch_server``) on ``port``, started as
    ``python -m sglang.launch_server`` starts it: plugins loaded, then the arguments
    resolved. Built from ``ServerArgs`` because its command line cannot switch the
    multimodal processor off, which needs a ``preprocessor_config.json``. Blocks."""
    from sglang.srt.entrypoints.http_server import launch_server
    from sglang.srt.plugins import load_plugins
    from sglang.srt.server_args import ServerArgs

    load_plugins()
    kwargs = engine_kwargs(model_path, compile=compile, dtype=dtype, device=device, batch_sizes=batch_sizes)
    launch_server(ServerArgs(port=port, host="127.0.0.1", **kwargs))


def http_in_process(model_path: str, *, compile: bool, dtype: str = "float32", device: str = "cpu",
                    batch_sizes: Sequence[int] = (1, 4), prompts=DEFAULT_PROMPTS,
                    new_tokens: int = DEFAULT_NEW_TOKENS, timeout: float = 1800) -> ServeResult:
    """``serve_http`` in a fresh process; the requests ``serve`` sends, as HTTP ``/generate`` calls."""
    import signal
    import socket
    import urllib.request

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with tempfile.TemporaryDirectory(prefix="gemma4-http-") as tmp:
        env = engine_env(device)
        stats = os.path.join(tmp, "stats.jsonl") if compile else None
        if stats:
            env["GEMMA4_STATS_FILE"] = stats
            env["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(tmp, "inductor")
        spec = dict(model_path=model_path, compile=compile, dtype=dtype, device=device,
                    batch_sizes=list(batch_sizes), port=port)
        log_path = os.path.join(tmp, "server.log")
        with open(log_path, "w") as log:
            proc = subprocess.Popen([sys.executable, "-m", "gemma4_passes.tools.engine_check", "--serve-http",
                                     json.dumps(spec)], env=env, stdout=log, stderr=subprocess.STDOUT,
                                    start_new_session=True)
        url = f"http://127.0.0.1:{port}"

        def post(payload):
            req = urllib.request.Request(url + "/generate", data=json.dumps(payload).encode(),
                                         headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return json.loads(r.read())

        try:
            t0 = time.time()
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"the SGLang HTTP server exited ({proc.returncode}):\n{_tail(log_path)}")
                try:
                    with urllib.request.urlopen(url + "/health", timeout=5) as r:
                        if r.status == 200:
                            break
                except OSError:
                    pass
                if time.time() - t0 > timeout:
                    raise RuntimeError(f"the SGLang HTTP server did not come up:\n{_tail(log_path)}")
                time.sleep(2)
            startup = time.time() - t0
            capture_calls = _calls(_read_stats(stats)) if stats else {}
            greedy = {"max_new_tokens": new_tokens, "temperature": 0.0, "ignore_eos": True}
            outs = post({"input_ids": [list(p) for p in prompts], "sampling_params": greedy})
            outs = list(outs) + [post({"input_ids": list(prompts[0]), "sampling_params": greedy})]
            result = ServeResult(compile=compile, startup_s=round(startup, 1),
                                 output_ids=[o["output_ids"] for o in outs], logprobs=[[] for _ in outs],
                                 capture_calls=capture_calls)
            if stats:
                events = _read_stats(stats)
                result.graphs = [e for e in events if e["event"] == "graph"]
                result.decode_calls = {k: v - capture_calls.get(k, 0) for k, v in _calls(events).items()}
            return result
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)


def _tail(path: str, n: int = 6000) -> str:
    with open(path) as f:
        return f.read()[-n:]


def _decode_vs_prefill(engine, prompts, ids, lps) -> float:
    """Each generated token's logprob from decode against the same token's logprob when the
    whole sequence is prefilled at once: decode reads the KV cache (sliding-window pool
    included), prefill computes it afresh."""
    worst = 0.0
    for prompt, out, lp in zip(prompts, ids, lps):
        seq = list(prompt) + list(out)
        res = engine.generate(input_ids=seq, sampling_params={"max_new_tokens": 1, "temperature": 0.0},
                              return_logprob=True, logprob_start_len=0)
        recomputed = [x[0] for x in res["meta_info"]["input_token_logprobs"]]
        # input_token_logprobs[i] is the logprob of seq[i]; generated token j sits at len(prompt) + j.
        for j, value in enumerate(lp):
            worst = max(worst, abs(value - recomputed[len(prompt) + j]))
    return worst


def serve_in_process(model_path: str, *, compile: bool, dtype: str = "float32", device: str = "cpu",
                     batch_sizes: Sequence[int] = (1, 4), prompts=DEFAULT_PROMPTS,
                     new_tokens: int = DEFAULT_NEW_TOKENS, logprobs: bool = True,
                     server_args: Optional[dict] = None, quant: Optional[str] = None,
                     timeout: float = 1800) -> ServeResult:
    """``serve`` in a fresh Python process (one SGLang server per process), its result back as JSON.
    ``quant="fp8"`` on a CPU: the server's processes stand in for SGLang's missing FP8 pieces
    (``FP8_ON_CPU_ENV``)."""
    with tempfile.TemporaryDirectory(prefix="gemma4-engine-") as tmp:
        stats = os.path.join(tmp, "stats.jsonl") if compile else None
        out = os.path.join(tmp, "result.json")
        spec = dict(model_path=model_path, compile=compile, dtype=dtype, device=device,
                    batch_sizes=list(batch_sizes), prompts=[list(p) for p in prompts], new_tokens=new_tokens,
                    stats_file=stats, logprobs=logprobs, server_args=server_args or {})
        env = engine_env(device)
        if quant == "fp8" and device == "cpu":
            env[FP8_ON_CPU_ENV] = "1"
        if stats:
            env["GEMMA4_STATS_FILE"] = stats
            # A compile of its own: the FX graph cache would replay graphs without running our passes.
            env["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(tmp, "inductor")
        cmd = [sys.executable, "-m", "gemma4_passes.tools.engine_check", "--serve", json.dumps(spec), "--result", out]
        proc = subprocess.run(cmd, env=env, timeout=timeout, capture_output=True, text=True)
        if proc.returncode != 0 or not os.path.exists(out):
            tail = (proc.stdout + proc.stderr)[-6000:]
            raise RuntimeError(f"the SGLang server process failed (exit {proc.returncode}):\n{tail}")
        with open(out) as f:
            return ServeResult(**json.load(f))


@dataclass
class Comparison:
    variant: str
    dtype: str
    requests: int
    tokens_equal: int
    steps_agreeing: List[int]
    # None when the compiled server was not asked for logprobs.
    max_logprob_diff: Optional[float]
    decode_vs_prefill: Optional[float]
    matches_per_graph: List[Dict[str, int]]
    refused: List[dict]
    failed: List[dict]
    decode_calls: Dict[str, int]
    startup_eager_s: float
    startup_compiled_s: float


def compare(variant: str, dtype: str, eager: ServeResult, compiled: ServeResult) -> Comparison:
    agreeing, worst = [], 0.0
    for a, b, la, lb in zip(eager.output_ids, compiled.output_ids, eager.logprobs, compiled.logprobs):
        n = 0
        while n < min(len(a), len(b)) and a[n] == b[n]:
            if la and lb:
                worst = max(worst, abs(la[n] - lb[n]))
            n += 1
        agreeing.append(n)
    return Comparison(
        variant=variant, dtype=dtype, requests=len(eager.output_ids),
        tokens_equal=sum(a == b for a, b in zip(eager.output_ids, compiled.output_ids)),
        steps_agreeing=agreeing, max_logprob_diff=worst if compiled.logprobs[0] else None,
        decode_vs_prefill=eager.decode_vs_prefill,
        matches_per_graph=[{k: v for k, v in g["matches"].items() if v} for g in compiled.graphs],
        refused=[g["refused"] for g in compiled.graphs if g["refused"]],
        failed=[g["errors"] for g in compiled.graphs if g["errors"]],
        decode_calls=compiled.decode_calls,
        startup_eager_s=eager.startup_s, startup_compiled_s=compiled.startup_s,
    )


def checkpoint_path(variant: str, workdir: str, sliding_window: Optional[int] = None,
                    quant: Optional[str] = None) -> str:
    """``variant``'s random checkpoint under ``workdir``, written the first time.
    ``sliding_window``: the same weights with this window instead of the small one (8).
    ``quant="fp8"``: a compressed-tensors FP8-dynamic checkpoint of it."""
    import shutil

    from gemma4_passes.tools.checkpoint import write_checkpoint

    path = os.path.join(workdir, f"gemma4-{variant}-small" + (f"-{quant}" if quant else ""))
    if not os.path.exists(os.path.join(path, "model.safetensors")):
        write_checkpoint(path, variant, quant=quant)
    if sliding_window is None:
        return path
    windowed = f"{path}-window{sliding_window}"
    if not os.path.exists(os.path.join(windowed, "model.safetensors")):
        shutil.copytree(path, windowed, dirs_exist_ok=True)
        config_path = os.path.join(windowed, "config.json")
        with open(config_path) as f:
            config = json.load(f)
        config["text_config"]["sliding_window"] = sliding_window
        with open(config_path, "w") as f:
            json.dump(config, f, indent=1, sort_keys=True)
    return windowed


def check_variant(variant: str, *, dtype: str = "float32", device: str = "cpu", workdir: str, batch_sizes=(1, 4),
                  prompts=DEFAULT_PROMPTS, new_tokens: int = DEFAULT_NEW_TOKENS,
                  compiled_logprobs: Optional[bool] = None, server_args: Optional[dict] = None,
                  sliding_window: Optional[int] = None, quant: Optional[str] = None) -> Comparison:
    """Write ``variant``'s checkpoint under ``workdir`` (once) and serve it eager and compiled.
    The compiled server is asked for logprobs in half precision (where tokens may part
    by rounding, logprobs are the comparison), not in fp32 unless ``compiled_logprobs``."""
    path = checkpoint_path(variant, workdir, sliding_window, quant)
    common = dict(dtype=dtype, device=device, batch_sizes=batch_sizes, prompts=prompts, new_tokens=new_tokens,
                  server_args=server_args, quant=quant)
    if compiled_logprobs is None:
        compiled_logprobs = dtype != "float32"
    eager = serve_in_process(path, compile=False, **common)
    compiled = serve_in_process(path, compile=True, logprobs=compiled_logprobs, **common)
    return compare(variant, dtype, eager, compiled)


def format_table(results: Sequence[Comparison]) -> str:
    lines = ["| variant | dtype | tokens = eager | max Δlogprob | decode vs prefill | decode steps compiled "
             "(per token count) | start eager / compiled (s) | matches per graph |",
             "|---|---|---|---|---|---|---|---|"]
    for r in results:
        graphs = "; ".join(", ".join(f"{k}={v}" for k, v in sorted(m.items())) for m in r.matches_per_graph)
        lines.append(
            f"| {r.variant} | {r.dtype} | {r.tokens_equal}/{r.requests} | "
            f"{'-' if r.max_logprob_diff is None else f'{r.max_logprob_diff:.2e}'} | "
            f"{r.decode_vs_prefill:.2e} | {r.decode_calls} | {r.startup_eager_s} / {r.startup_compiled_s} | "
            f"{graphs or '-'} |")
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    from gemma4_passes.tools.harness import VARIANTS

    p = argparse.ArgumentParser(prog="gemma4-passes engine", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated (default: all four)")
    p.add_argument("--dtype", default="float32", choices=("float32", "bfloat16"))
    p.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    p.add_argument("--batch-sizes", type=counts("request"), default="1,4",
                   help="decode batch sizes SGLang captures (default 1,4)")
    p.add_argument("--new-tokens", type=int, default=DEFAULT_NEW_TOKENS)
    p.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "gemma4-passes-checkpoints"),
                   help="where the random checkpoints are written (reused when present)")
    p.add_argument("--json", help="write the comparisons here")
    p.add_argument("--server-arg", action="append", default=[], metavar="NAME=JSON",
                   help="one more SGLang server argument for both servers, its value as JSON "
                        "(e.g. disable_cuda_graph=true); repeatable")
    p.add_argument("--quant", choices=("none", "fp8"), default="none",
                   help="fp8: the checkpoint as a compressed-tensors FP8-dynamic one (--dtype bfloat16); on a CPU, "
                        "where SGLang has no FP8 Linear or MoE path, its servers stand in for the missing pieces "
                        "(FP8_ON_CPU_ENV), the GEMM in the form SGLang runs on a Hopper GPU")
    p.add_argument("--sliding-window", type=int, metavar="N",
                   help="serve the checkpoint with this sliding window instead of its 8 tokens (e.g. 64: every "
                        "request then stays inside it)")
    p.add_argument("--serve", help=argparse.SUPPRESS)
    p.add_argument("--serve-http", help=argparse.SUPPRESS)
    p.add_argument("--result", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.serve_http:  # one HTTP server process (http_in_process)
        serve_http(**json.loads(args.serve_http))
        return 0
    if args.serve:  # one server process (serve_in_process)
        spec = json.loads(args.serve)
        result = serve(**spec)
        with open(args.result, "w") as f:
            json.dump(asdict(result), f)
        return 0
    variants = [v.strip() for v in args.variants.split(",") if v.strip()]
    bad = [v for v in variants if v not in VARIANTS]
    if bad:
        p.error(f"unknown variant(s) {', '.join(bad)}; choose from {', '.join(VARIANTS)}")
    sizes = tuple(args.batch_sizes)
    if args.new_tokens < 2:
        p.error("--new-tokens must be at least 2 (the first token comes from prefill)")
    server_args = {}
    for item in args.server_arg:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            p.error(f"--server-arg {item!r}: expected NAME=JSON")
        try:
            server_args[name.strip()] = json.loads(value)
        except ValueError:
            p.error(f"--server-arg {item!r}: the value must be JSON (true, 3, \"text\")")
    unknown = sorted(set(server_args) - server_arg_names()) if server_args else []
    if unknown:
        from importlib.metadata import version

        p.error(f"--server-arg: SGLang {version('sglang')} has no server argument(s) {', '.join(unknown)}")
    if args.sliding_window is not None and args.sliding_window < 1:
        p.error("--sliding-window must be at least 1")
    quant = None if args.quant == "none" else args.quant
    if quant == "fp8" and args.dtype != "bfloat16":
        p.error("--quant fp8 needs --dtype bfloat16 (SGLang's compressed-tensors FP8 path takes half precision only)")
    results = []
    for v in variants:
        results.append(check_variant(v, dtype=args.dtype, device=args.device, workdir=args.workdir,
                                     batch_sizes=sizes, new_tokens=args.new_tokens, server_args=server_args,
                                     sliding_window=args.sliding_window, quant=quant))
        print(f"[engine] {v}: tokens equal {results[-1].tokens_equal}/{results[-1].requests}", flush=True)
        if args.json:  # after each variant: a run cut short keeps what it measured
            with open(args.json, "w") as f:
                json.dump([asdict(r) for r in results], f, indent=1)
    print(format_table(results))
    ok = all(r.tokens_equal == r.requests and not r.failed for r in results) if args.dtype == "float32" else \
        all(not r.failed for r in results)
    return 0 if ok else 1


def _stand_in_for_fp8_on_cpu() -> None:
    from gemma4_passes.tools.harness import fp8_on_cpu

    global _FP8_ON_CPU
    _FP8_ON_CPU = fp8_on_cpu("cuda")  # entered for the process's life
    _FP8_ON_CPU.__enter__()


if os.environ.get(FP8_ON_CPU_ENV) == "1":
    _stand_in_for_fp8_on_cpu()

if __name__ == "__main__":
    sys.exit(main())
