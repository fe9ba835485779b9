"""Per-position decode-vs-prefill logprobs of SGLang's eager Engine on CUDA, small 31B checkpoint.

Run on the GPU machine after `bash tools/gpu_run.sh none` (bundle on PYTHONPATH):
    python bench/engine_gpu/decode_vs_prefill.py float32
"""
import json, sys
from gemma4_passes.tools import engine_check as e


def main():
    import sglang as sgl
    path = e.checkpoint_path("31b", "/tmp/ck")
    dtype = sys.argv[1]
    engine = sgl.Engine(**e.engine_kwargs(path, compile=False, dtype=dtype, device="cuda", batch_sizes=(1, 4)))
    greedy = {"max_new_tokens": 8, "temperature": 0.0, "ignore_eos": True}
    prompt = list(e.DEFAULT_PROMPTS[0])
    out = engine.generate(input_ids=prompt, sampling_params=greedy, return_logprob=True, logprob_start_len=0)
    ids = out["output_ids"]
    lp = [x[0] for x in out["meta_info"]["output_token_logprobs"]]
    inp = [x[0] for x in out["meta_info"]["input_token_logprobs"]]
    seq = prompt + ids
    res = engine.generate(input_ids=seq, sampling_params={"max_new_tokens": 1, "temperature": 0.0},
                          return_logprob=True, logprob_start_len=0)
    rec = [x[0] for x in res["meta_info"]["input_token_logprobs"]]
    # the same prompt again: prefill against prefill
    res2 = engine.generate(input_ids=prompt, sampling_params={"max_new_tokens": 1, "temperature": 0.0},
                           return_logprob=True, logprob_start_len=0)
    rec2 = [x[0] for x in res2["meta_info"]["input_token_logprobs"]]
    print("DIAG", dtype, json.dumps({
        "decode_lp": [round(v, 3) for v in lp], "recomputed": [round(v, 3) for v in rec[len(prompt):]],
        "prompt_inputs_first_run": [None if v is None else round(v, 3) for v in inp[:len(prompt)]],
        "prompt_inputs_long_prefill": [None if v is None else round(v, 3) for v in rec[:len(prompt)]],
        "prompt_inputs_again": [None if v is None else round(v, 3) for v in rec2[:len(prompt)]],
        "first_token_prefill_lp": round(lp[0], 3), "next_top_from_long": res["output_ids"]}), flush=True)
    engine.shutdown()


if __name__ == "__main__":
    main()
