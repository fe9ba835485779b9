"""Launch forms of ``gelu_tanh_mul_quant_fp8``'s kernel at Gemma-4's intermediate widths, beside Inductor.

Until run 1 the kernel held a row of ``gelu_tanh(gate) * up`` as one ``next_power_of_2``
block on ``layout.num_warps`` warps: 31B's 21504 columns took 32768 lanes on 16 warps, 64 of
each of gate, up and the product per thread, with a third of the lanes masked. At
prefill it moved 31B's rows at 2.2 TB/s where Inductor's bf16 gelu·mul runs at 3.0.
Since run 1 its ``launch_layout`` holds rows wider than 8192 in ``row_parts``; ``default``
below is the kernel's own launch as it stands. The forms timed here (each bit for bit the
default's output: the same products, a max is order-free):

- ``one block Nw``: one ``next_power_of_2`` block on N warps;
- ``parts Nw``: the row in ``layout.row_parts`` (16384 + 8192 lanes at 31B), N warps;
- ``two passes C/Nw``: a loop over C-wide chunks for the row's max, then a second loop
  that reads the chunks again (from L2) and quantizes them, few registers a thread: the
  row program of the router-gelu launch's FP8 form (``router_topk_gelu_mul``).

Inductor's compile of SGLang's math (the quantization as torch math) and SGLang's
compiled path (Inductor's gelu·mul, then SGLang's per-token FP8 kernel) are timed as
``tools/bench_kernels.py`` times them. On the GPU machine, from the repository root:
    OUT=/tmp/i bash tools/gpu_run.sh none; . .bundle/env.sh
    python bench/studies/fp8_row_kernels/sweep_gelu_quant.py --out sweep_gelu_quant.json
"""

from __future__ import annotations

import argparse
import json
import time

import torch
import triton
import triton.language as tl

from gemma4_passes.kernels import gelu_tanh_mul_quant_fp8 as K
from gemma4_passes.kernels.inputs import rows
from gemma4_passes.kernels.layout import row_parts
from gemma4_passes.kernels.router_topk_gelu_mul import _gelu_mul_quant_row
from gemma4_passes.tools import bench_kernels as B

WIDTHS = (("31B", 21504), ("E4B", 10240), ("E2B double-wide", 12288), ("26B-A4B", 2112), ("E2B", 6144))


@triton.jit
def _two_pass_kernel(gate_ptr, up_ptr, q_ptr, scale_ptr, gate_stride, up_stride, q_stride, I,
                     CHUNK: tl.constexpr):
    """The router-gelu launch's quantizing row (``router_topk_gelu_mul``), one row a program."""
    _gelu_mul_quant_row(tl.program_id(0), gate_ptr, up_ptr, q_ptr, scale_ptr, gate_stride, up_stride, q_stride, I,
                        CHUNK)


def _form(kernel, warps, meta):
    """A launch of ``kernel`` over the rows, one a program, with ``meta(width)``'s constexprs on ``warps`` warps."""
    def launch(gate, up):
        q = torch.empty(gate.shape, dtype=torch.float8_e4m3fn, device=gate.device)
        scale = torch.empty((*gate.shape[:-1], 1), dtype=torch.float32, device=gate.device)
        g2, u2, q2 = rows(gate), rows(up), rows(q)
        T, I = g2.shape
        kernel[(T,)](g2, u2, q2, scale, g2.stride(0), u2.stride(0), q2.stride(0), I, **meta(I), num_warps=warps)
        return q, scale
    return launch


def one_block(warps):
    return _form(K._gelu_tanh_mul_quant_fp8_kernel, warps, lambda I: dict(HEAD=triton.next_power_of_2(I), TAIL=0))


def parts(warps):
    return _form(K._gelu_tanh_mul_quant_fp8_kernel, warps, lambda I: dict(zip(("HEAD", "TAIL"), row_parts(I))))


def two_passes(chunk, warps):
    return _form(_two_pass_kernel, warps, lambda I: dict(CHUNK=chunk))


def forms():
    out = [("default", K.launch)]
    out += [(f"one block {w}w", one_block(w)) for w in (8, 16, 32)]
    out += [(f"parts {w}w", parts(w)) for w in (4, 8, 16, 32)]
    out += [(f"two passes {c}/{w}w", two_passes(c, w)) for c, w in ((1024, 4), (2048, 4), (2048, 8), (4096, 8))]
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--tokens", default="8,32,2048,1,256")
    ap.add_argument("--time-budget", type=float, default=300)
    args = ap.parse_args()
    t0 = time.time()
    torch.manual_seed(0)
    spec = next(s for s in B.specs() if s.name.startswith("fp8: gelu_quant_fp8"))
    copy_bw = B.copy_bandwidth()
    rows_out = []
    progress = open(args.out + ".partial", "w")
    for label, I in WIDTHS:
        for T in (int(t) for t in args.tokens.split(",")):
            if time.time() - t0 > args.time_budget:
                print("[sweep] time budget reached", flush=True)
                break
            torch._dynamo.reset()
            sets = [spec.make(T, 0, I) for _ in range(B.INPUT_SETS)]
            want_q, want_s = K.launch(*sets[0])
            row = {"variant": label, "width": I, "tokens": T, "us": {}, "floor_us": spec.bytes(T, 0, I) / copy_bw * 1e6}
            for name, fn in forms():
                q, s = fn(*sets[0])
                if not (torch.equal(q.view(torch.uint8), want_q.view(torch.uint8)) and torch.equal(s, want_s)):
                    row.setdefault("not_bit_equal", []).append(name)
                    continue
                row["us"][name] = B.time_path(fn, sets)
            row["us"]["inductor"] = B.time_path(B.inductor_compile(spec.native), sets)
            if spec.sglang is not None:
                row["us"]["sglang"] = B.time_path(spec.sglang, sets)
            ours = {k: v for k, v in row["us"].items() if k not in ("inductor", "sglang")}
            best = min(ours, key=ours.get)
            print(f"{label:16s} {T:5d}  floor {row['floor_us']:7.2f}  default {ours['default']:7.2f}  best {best} "
                  f"{ours[best]:7.2f}  inductor {row['us']['inductor']:7.2f}  sglang {row['us'].get('sglang', 0):7.2f}",
                  flush=True)
            rows_out.append(row)
            progress.write(json.dumps(row) + "\n")
            progress.flush()
    with open(args.out, "w") as f:
        json.dump({"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
                   "copy_bandwidth_GBps": copy_bw / 1e9, "rows": rows_out}, f, indent=1)


if __name__ == "__main__":
    main()
