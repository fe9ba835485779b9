"""Where SGLang's eager decode on the GPU parts from its prefill: one Engine per setting.

Run on the GPU machine after `bash tools/gpu_run.sh none` (bundle on PYTHONPATH):
    python bench/engine_gpu/decode_gap.py OUT.json

Settings (each its own process, fp32, CUDA graphs off so decode runs eagerly):
  cuda           Triton attention, as SGLang picks it
  cuda_nolean    the same with SGLANG_DISABLE_LEAN_ATTENTION=1 (the Lean decode kernel off)
  cuda_window64  the same weights with sliding_window 64 (longer than every request)
  cpu            SGLang's torch_native backend on this machine's CPU (the reference)
Per setting: a request inside the 8-token window (3 prompt tokens, 4 new) and one past
it (17 + 8): each decode step's logprob against a prefill of the whole sequence; and a
fixed 25-token sequence's prefill logprobs (teacher forced), comparable across settings.
"""
import json
import os
import subprocess
import sys

from gemma4_passes.tools import engine_check as e

FIXED = [(i * 389) % 1000 + 2 for i in range(25)]  # inside the small vocabulary (1024)
SETTINGS = {
    "cuda": dict(device="cuda", env={}),
    "cuda_nolean": dict(device="cuda", env={"SGLANG_DISABLE_LEAN_ATTENTION": "1"}),
    "cuda_window64": dict(device="cuda", env={}, window=64),
    "cpu": dict(device="cpu", env={}),
}


def one(spec):
    import sglang as sgl

    kw = e.engine_kwargs(spec["path"], compile=False, dtype="float32", device=spec["device"], batch_sizes=(1,),
                          server_args={"disable_cuda_graph": True} if spec["device"] == "cuda" else None)
    engine = sgl.Engine(**kw)
    res = {}
    try:
        for name, prompt, new in (("in_window", [7, 77, 777], 4), ("past_window", list(e.DEFAULT_PROMPTS[0]), 8)):
            out = engine.generate(input_ids=prompt, sampling_params={"max_new_tokens": new, "temperature": 0.0,
                                                                     "ignore_eos": True},
                                  return_logprob=True)
            ids = out["output_ids"]
            dec = [x[0] for x in out["meta_info"]["output_token_logprobs"]]
            again = engine.generate(input_ids=prompt + ids, sampling_params={"max_new_tokens": 1, "temperature": 0.0},
                                    return_logprob=True, logprob_start_len=0)
            pre = [x[0] for x in again["meta_info"]["input_token_logprobs"]][len(prompt):]
            res[name] = {"ids": ids, "decode": dec, "prefill": pre,
                         "max_gap": max(abs(a - b) for a, b in zip(dec[1:], pre[1:]))}
        fixed = engine.generate(input_ids=FIXED, sampling_params={"max_new_tokens": 1, "temperature": 0.0},
                                return_logprob=True, logprob_start_len=0)
        res["fixed_prefill"] = [x[0] for x in fixed["meta_info"]["input_token_logprobs"]]
    finally:
        engine.shutdown()
    print("RESULT " + json.dumps(res), flush=True)


def main(out_path):
    workdir = "/tmp/ck"
    results = {}
    picked = os.environ.get("DECODE_GAP_SETTINGS", ",".join(SETTINGS)).split(",")
    for name, s in ((n, SETTINGS[n]) for n in picked):
        spec = {"path": e.checkpoint_path("31b", workdir, s.get("window")), "device": s["device"]}
        env = e.engine_env(s["device"])
        env.update(s["env"])
        p = subprocess.run([sys.executable, __file__, "--one", json.dumps(spec)], env=env, capture_output=True,
                           text=True, timeout=400)
        line = [ln for ln in p.stdout.splitlines() if ln.startswith("RESULT ")]
        if not line:
            results[name] = {"error": p.returncode, "tail": (p.stdout + p.stderr)[-3000:]}
            print(name, "FAILED", p.returncode, (p.stdout + p.stderr)[-1500:], flush=True)
            continue
        results[name] = json.loads(line[0][7:])
        r = results[name]
        print(f"{name}: in-window gap {r['in_window']['max_gap']:.2e}, past-window gap "
              f"{r['past_window']['max_gap']:.2e}", flush=True)
    ref = results.get("cpu", {}).get("fixed_prefill")
    if ref:
        for name, r in results.items():
            if "fixed_prefill" in r:
                d = max(abs(a - b) for a, b in zip(r["fixed_prefill"][1:], ref[1:]))
                r["fixed_prefill_vs_cpu"] = d
                print(f"{name}: fixed-sequence prefill vs cpu {d:.2e}", flush=True)
    import torch
    results["device"] = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
    results["torch"] = torch.__version__
    results["command"] = "python bench/engine_gpu/decode_gap.py " + out_path
    with open(out_path, "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    if sys.argv[1] == "--one":
        one(json.loads(sys.argv[2]))
    else:
        main(sys.argv[1])
