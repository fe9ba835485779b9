"""How far one unit of rounding in every weight moves SGLang's Gemma-4 layers' output, layer by layer (CPU).

    .venv/bin/python bench/engine_gpu/fp32_isolate/rounding_probe.py --layers 35 [--weights ordered]

E2B's first ``--layers`` decoder layers (SGLang's own, real widths, fp32, the harness's SDPA attention
stand-in, 4 decode tokens over a 64-token random cache) with ``harness.random_weight``'s weights, run
twice: as drawn, and with every weight times 1 +- 2^-23 (signs at random). Printed per layer: the
relative difference of the two outputs (|a - b| / |a|) and the output's RMS. ``--weights ordered``:
every layer scalar 1 (``decode_speed.py --weights ordered``).
"""
import argparse
import time

import torch

from gemma4_passes.tools import demo


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--layers", type=int, default=15)
    p.add_argument("--weights", choices=("realistic", "ordered"), default="realistic")
    args = p.parse_args()
    t0 = time.time()
    b = demo.build_variant("e2b", scale="real", mode="decode", num_tokens=4, context_len=64,
                           dtype=torch.float32, layer_ids=list(range(args.layers)))
    if args.weights == "ordered":
        with torch.no_grad():
            for layer in b.stack.layers:
                layer.layer_scalar.fill_(1.0)
    outs = []
    for layer in b.stack.layers:
        layer.register_forward_hook(lambda m, i, o: outs.append(o.detach().clone()))
    with demo.running(b):
        demo.eager_reference(b)
    drawn = outs[:]
    outs.clear()
    gen = torch.Generator().manual_seed(7)
    with torch.no_grad():
        for _, w in b.stack.named_parameters():
            sign = torch.randint(0, 2, w.shape, generator=gen) * 2 - 1
            w.copy_((w.double() * (1 + sign * torch.finfo(torch.float32).eps)).float())
    with demo.running(b):
        demo.eager_reference(b)
    print(f"E2B, {args.layers} layers, weights {args.weights}, fp32, CPU")
    print("| layer | relative change of its output | output RMS |\n|---|---|---|")
    for i, (a, c) in enumerate(zip(drawn, outs)):
        if i % 2 == 0 or i == len(drawn) - 1:
            print(f"| {i + 1} | {((a - c).norm() / a.norm()).item():.2e} | {a.pow(2).mean().sqrt().item():.2f} |")
    print(f"({time.time() - t0:.0f} s)")


if __name__ == "__main__":
    main()
