"""Time the GEMV's three forms at Gemma-4's one-token projections: plain, with the input norm, with gelu·up.

In 31B's whole decode step at one request (``../attention_graph_breaks/`` run 29) the GEMVs took 16.51 ms
against 14.29 ms for the same projections timed alone in the plain form (``../gemv_h200/`` run 1). In the model
GEMVs can run a fused form: the down projection reads ``gelu_tanh(gate) * up`` computed in every program
(``launch_gelu_mul``), a projection after a norm ``rmsnorm(x)`` computed the same way (``launch_rmsnorm``), and
``x`` may be fp32 (an unrounded output). This script asks whether those forms cost the difference: each shape
timed in the plain form and in the fused forms on the same weights, side by side, with the full-attention
layers' shapes beside the sliding ones.

Each path runs in a CUDA graph of 20 calls over rotating weight sets of at least 200 MB (``time_path``), the
median of 30 replays; every output is checked against an fp32 reference of the same math.

Run from the repository root on a GPU: ``python bench/studies/gemv_forms_h200/forms.py [--out FILE]``.
"""

import json
import math

import torch

from gemma4_passes.kernels import gemv
from tools.bench_kernels import study_start, time_path, write_jsonl

# name: (N, K, the fused form timed beside the plain one: what a model can run at that projection)
SHAPES = {
    "31b.qkv": (16384, 5376, "rmsnorm"), "31b.o": (5376, 8192, None), "31b.gate_up": (43008, 5376, "rmsnorm"),
    "31b.down": (5376, 21504, "gelu"), "31b.full_qkv": (20480, 5376, "rmsnorm"), "31b.full_o": (5376, 16384, None),
    "e4b.down": (2560, 10240, "gelu"), "e4b.gate_up": (20480, 2560, "rmsnorm"),
}
EPS = 1e-6


def gelu_ref(gate, up):
    g = gate.double()
    gelu = 0.5 * g * (1 + torch.tanh(math.sqrt(2 / math.pi) * (g + 0.044715 * g ** 3)))
    return (gelu.to(up.dtype).double() * up.double()).to(up.dtype).double()


def main():
    args, env, gen = study_start(SHAPES)
    bw = env["copy_TB_s"] * 1e12
    rows = [{"environment": env}]
    bf16 = torch.bfloat16
    for name in args.shapes.split(","):
        N, K, fused = SHAPES[name]
        nbytes = N * K * 2
        n_sets = min(20, max(2, math.ceil(200e6 / nbytes)))
        sets = []
        for _ in range(n_sets):
            w = torch.randn(N, K, device="cuda", dtype=bf16, generator=gen) * K ** -0.5
            gate_up = torch.randn(1, 2 * K, device="cuda", dtype=bf16, generator=gen)
            w_norm = 1 + 0.1 * torch.randn(K, device="cuda", dtype=bf16, generator=gen)
            sets.append((gate_up[:, :K], gate_up[:, K:], w_norm, w))
        row = {"shape": name, "N": N, "K": K, "MB": nbytes / 1e6, "sets": n_sets, "floor_us": nbytes / bw * 1e6,
               "tiles": gemv.tiles(N, K)}
        fp32_sets = [(x.float(), up, wn, w) for x, up, wn, w in sets]  # x as a GEMV's unrounded fp32 output
        plain = (lambda x, up, wn, w: gemv.launch(x, w, bf16), lambda x, up, wn, w: x.double() @ w.double().t())
        forms = {"plain": (sets,) + plain, "plain_fp32_x": (fp32_sets,) + plain}
        if fused == "rmsnorm":
            def norm_ref(x, up, wn, w):
                xd = x.double()
                return (xd * torch.rsqrt(xd.pow(2).mean(-1, keepdim=True) + EPS) * wn.double()) @ w.double().t()
            forms["rmsnorm"] = (sets, lambda x, up, wn, w: gemv.launch_rmsnorm(x, wn, w, EPS), norm_ref)
        if fused == "gelu":
            gelu = (lambda x, up, wn, w: gemv.launch_gelu_mul(x, up, w, bf16),
                    lambda x, up, wn, w: gelu_ref(x, up) @ w.double().t())
            forms["gelu"] = (sets,) + gelu
            forms["gelu_fp32_gate"] = (fp32_sets,) + gelu
        for form, (fsets, call, ref) in forms.items():
            us = time_path(call, fsets)
            outs = [call(*s) for s in fsets]
            err = max((o.double() - ref(*s)).abs().max().item() for o, s in zip(outs, fsets))
            scale = max(ref(*s).abs().max().item() for s in fsets)
            row[form] = {"us": us, "TB_s": nbytes / us / 1e6, "max_err": err, "ref_max": scale,
                         "finite": all(bool(torch.isfinite(o).all()) for o in outs)}
        print(json.dumps(row), flush=True)
        rows.append(row)
        del sets
        torch.cuda.empty_cache()
    write_jsonl(args.out, rows)


if __name__ == "__main__":
    main()
