"""An independent reference for decode_gap.py's GPU figures: transformers' own Gemma-4
(eager attention, fp32, on the CPU) on the same random checkpoint, and SGLang's CPU Engine.

Run on the CPU machine, after copying the GPU run's JSON next to this script:
    .venv/bin/python bench/engine_gpu/transformers_reference.py bench/engine_gpu/decode_gap_h200_fp32.json OUT.json

For transformers' model at sliding windows 8 (the checkpoint's) and 64: the fixed 25-token
sequence's logprobs (teacher forced) and those of the GPU's generated past-window sequence,
against the GPU's prefill and decode; and SGLang's CPU Engine (torch_native backend,
``decode_gap.py``'s ``cpu`` setting) against transformers.
"""
import json
import os
import subprocess
import sys
import tempfile

import torch

sys.path.insert(0, os.path.dirname(__file__))
import decode_gap  # noqa: E402
from gemma4_passes.tools import engine_check as e  # noqa: E402


def logprobs(model, ids):
    with torch.no_grad():
        logits = model(input_ids=torch.tensor([ids])).logits[0].double()
    lp = torch.log_softmax(logits, -1)
    return [lp[i - 1, ids[i]].item() for i in range(1, len(ids))]


def worst(a, b):
    return max(abs(x - y) for x, y in zip(a, b))


def main(gpu_json, out_path):
    from transformers import AutoConfig, Gemma4ForConditionalGeneration

    gpu = json.load(open(gpu_json))
    workdir = "/tmp/ck"
    path = e.checkpoint_path("31b", workdir)
    # SGLang's CPU Engine on this machine, same checkpoint, same requests.
    with tempfile.TemporaryDirectory() as tmp:
        cpu_json = os.path.join(tmp, "cpu.json")
        env = dict(os.environ, DECODE_GAP_SETTINGS="cpu")
        subprocess.run([sys.executable, decode_gap.__file__, cpu_json], env=env, check=True)
        cpu = json.load(open(cpu_json))["cpu"]
    prompt = list(e.DEFAULT_PROMPTS[0])
    res = {"command": "python bench/engine_gpu/transformers_reference.py " + " ".join(sys.argv[1:]),
           "torch": torch.__version__, "device": "cpu"}
    for window in (8, 64):
        cfg = AutoConfig.from_pretrained(path)
        cfg.text_config.sliding_window = window
        model = Gemma4ForConditionalGeneration.from_pretrained(path, config=cfg, dtype=torch.float32,
                                                               attn_implementation="eager").eval()
        fixed = logprobs(model, decode_gap.FIXED)
        gpu_name = "cuda" if window == 8 else "cuda_window64"
        g = gpu[gpu_name]
        past = logprobs(model, prompt + g["past_window"]["ids"])[len(prompt) - 1:]
        row = {"fixed_prefill_vs_gpu_prefill": worst(fixed, g["fixed_prefill"][1:]),
               "gpu_past_window_decode_vs_transformers": worst(past, g["past_window"]["decode"]),
               "gpu_past_window_prefill_vs_transformers": worst(past, g["past_window"]["prefill"])}
        if window == 8:
            row["sglang_cpu_fixed_prefill_vs_transformers"] = worst(fixed, cpu["fixed_prefill"][1:])
            cpu_past = logprobs(model, prompt + cpu["past_window"]["ids"])[len(prompt) - 1:]
            row["sglang_cpu_past_window_decode_vs_transformers"] = worst(cpu_past, cpu["past_window"]["decode"])
        res[f"window_{window}"] = row
        print(window, json.dumps(row), flush=True)
    with open(out_path, "w") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
