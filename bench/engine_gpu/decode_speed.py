"""Whole-model decode step time through SGLang's own Engine: SGLang's default (CUDA graphs,
no compile) against `--enable-torch-compile` with our passes, and with compile but no passes.

Run on the GPU machine after `bash tools/gpu_run.sh none` (bundle on PYTHONPATH):
    python bench/engine_gpu/decode_speed.py OUT.json --variant 26b-a4b --layers 6 [--servers eager,passes,nopasses]

The model: the variant's real widths (hidden size, heads, experts, vocabulary), its first
``--layers`` layers in the real sliding/full pattern, weights from SGLang's dummy loader
(``load_format="dummy"``: random, nothing zero). Each server runs in its own process.
Per batch size B: B prompts of 16 random tokens, greedy with ``ignore_eos``; the decode
step time is (time of 1 + S new tokens - time of 1 new token) / S, the median of R
repetitions after two warm-ups; CUDA graphs replay decode in every server.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from gemma4_passes.tools import engine_check as e

SERVERS = {
    "eager": dict(compile=False, env={}),
    "passes": dict(compile=True, env={}),
    "nopasses": dict(compile=True, env={"GEMMA4_PASSES": "none"}),
}


def write_config(variant: str, layers: int, out_dir: str) -> str:
    """config.json of ``variant`` at real widths, cut to its first ``layers`` layers."""
    from gemma4_passes import harness

    cfg = harness.build_mm_config(variant, "real")
    text = cfg.text_config
    if getattr(text, "num_kv_shared_layers", 0):
        raise SystemExit(f"{variant}: kv-shared layers need the full depth; use 26b-a4b or 31b")
    text.num_hidden_layers = layers
    text.layer_types = list(text.layer_types[:layers])
    cfg.torch_dtype = "bfloat16"
    d = cfg.to_dict()
    per_layer = d["text_config"].get("per_layer_config")
    if per_layer:  # the full layers' head geometry, keyed by layer index: keep the layers kept
        d["text_config"]["per_layer_config"] = {k: v for k, v in per_layer.items() if int(k) < layers}
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "config.json"), "w") as f:
        json.dump(d, f, indent=1, sort_keys=True)
    return out_dir


def one(spec):
    import sglang as sgl
    import torch

    kw = e._engine_kwargs(spec["path"], compile=spec["compile"], dtype="bfloat16", device="cuda",
                          batch_sizes=spec["batch_sizes"],
                          server_args={"load_format": "dummy", "cuda_graph_bs_decode": spec["batch_sizes"],
                                       "mem_fraction_static": 0.5,
                                       "max_total_tokens": 65536})  # the SWA pool must hold the 1024-token window
    t0 = time.time()
    engine = sgl.Engine(**kw)
    startup = time.time() - t0
    gen = torch.Generator().manual_seed(0)
    res = {"startup_s": round(startup, 1), "step_ms": {}, "runs_ms": {}}
    try:
        for bs in spec["batch_sizes"]:
            prompts = torch.randint(10, 20000, (bs, 16), generator=gen).tolist()

            def timed(n):
                params = {"max_new_tokens": n, "temperature": 0.0, "ignore_eos": True}
                t = time.perf_counter()
                engine.generate(input_ids=prompts, sampling_params=params)
                return time.perf_counter() - t

            timed(8), timed(spec["steps"] + 1)  # warm-up
            steps = []
            for _ in range(spec["reps"]):
                one_tok = timed(1)
                many = timed(spec["steps"] + 1)
                steps.append((many - one_tok) / spec["steps"] * 1e3)
            res["step_ms"][str(bs)] = round(statistics.median(steps), 4)
            res["runs_ms"][str(bs)] = [round(x, 4) for x in steps]
    finally:
        engine.shutdown()
    print("RESULT " + json.dumps(res), flush=True)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--variant", default="26b-a4b")
    p.add_argument("--layers", type=int, default=6)
    p.add_argument("--servers", default="eager,passes,nopasses")
    p.add_argument("--batch-sizes", default="1,8")
    p.add_argument("--steps", type=int, default=64)
    p.add_argument("--reps", type=int, default=7)
    p.add_argument("--one", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.one:
        one(json.loads(args.one))
        return
    import torch

    path = write_config(args.variant, args.layers, os.path.join(tempfile.gettempdir(), f"g4-{args.variant}-real"))
    sizes = [int(x) for x in args.batch_sizes.split(",")]
    results = {"device": torch.cuda.get_device_name(), "torch": torch.__version__,
               "variant": args.variant, "layers": args.layers, "batch_sizes": sizes, "steps": args.steps,
               "reps": args.reps, "command": "python bench/engine_gpu/decode_speed.py " + " ".join(sys.argv[1:]),
               "servers": {}}
    for name in args.servers.split(","):
        s = SERVERS[name]
        spec = dict(path=path, compile=s["compile"], batch_sizes=sizes, steps=args.steps, reps=args.reps)
        env = e.engine_env("cuda")
        env.update(s["env"])
        env["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="g4-inductor-")  # a compile of its own
        t = time.time()
        proc = subprocess.run([sys.executable, __file__, "x", "--one", json.dumps(spec)], env=env,
                              capture_output=True, text=True)
        line = [ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT ")]
        if not line:
            results["servers"][name] = {"error": proc.returncode, "tail": (proc.stdout + proc.stderr)[-3000:]}
            print(name, "FAILED", (proc.stdout + proc.stderr)[-2000:], flush=True)
        else:
            results["servers"][name] = json.loads(line[0][7:])
            print(name, f"({time.time() - t:.0f} s)", json.dumps(results["servers"][name]["step_ms"]), flush=True)
        with open(args.out, "w") as f:
            json.dump(results, f, indent=1)
    base = results["servers"].get("eager", {}).get("step_ms")
    if base:
        for name, r in results["servers"].items():
            if "step_ms" in r:
                print(name, {bs: round(base[bs] / ms, 3) for bs, ms in r["step_ms"].items()}, "(speed-up vs eager)")


if __name__ == "__main__":
    main()
