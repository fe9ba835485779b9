"""One SGLang Gemma-4 decoder layer with a compressed-tensors FP8-dynamic quant config, on CPU.

Builds the layer the way ``Gemma4TextModel`` does (``make_pp_layers`` with the quant config,
prefix ``model.language_model.layers``), fills FP8 weights/scales, runs SGLang's
``process_weights_after_loading``, then an eager forward and a plain Inductor compile, and
checks every quantized GEMM against an fp32 reference of the same math.

Each stand-in is opt-in (``--stubs``) so the unstubbed failure can be recorded:

- ``cap``:   ``CompressedTensorsConfig._check_scheme_supported`` -> True (no CUDA device
             capability on CPU; SGLang calls ``torch.cuda.get_device_capability()``).
- ``quant``: ``fp8_kernel.sgl_per_token_quant_fp8`` -> a torch version of SGLang's CUDA JIT
             kernel (``kernels/jit/csrc/gemm/per_token_quant_fp8.cuh``); it is undefined on CPU.
             ``--quant-op custom`` wraps the same math in an opaque custom op, as on CUDA.
- ``moe``:   ``CompressedTensorsW8A8Fp8MoE.apply_weights`` -> a torch version of the Triton
             fused-MoE sequence (per-token quant, fp32-accumulated FP8 GEMM, scales, gelu*up,
             re-quant, GEMM, router weight, sum over top-k).

Run from the repository root, one process at a time:
``.venv/bin/python bench/studies/fp8_cpu/fp8_layer.py --variant 31b --stubs cap,quant --torch-compile-env --compile``
(without ``--torch-compile-env`` the 17-row padding makes Inductor's CPU codegen fail; see README.md)
"""

from __future__ import annotations

import argparse
import contextlib
import time
import traceback

import torch
import torch._dynamo

torch.set_num_threads(1)

from gemma4_passes.tools import harness  # noqa: E402  (only read, never modified)
from gemma4_passes.native import per_token_quant_fp8_native  # noqa: E402
from gemma4_passes.unwrap.kernels import per_token_quant_fp8_into  # noqa: E402

FP8 = torch.float8_e4m3fn


def log(step, msg):
    print(f"[{step}] {msg}", flush=True)


def fail(step, exc):
    tb = traceback.extract_tb(exc.__traceback__)
    where = [f"{f.filename.split('site-packages/')[-1]}:{f.lineno} {f.name}" for f in tb[-4:]]
    log(step, f"FAIL {type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}")
    for w in where:
        log(step, f"    at {w}")


# ---------------------------------------------------------------------------
# Reference math (fp32), identical to SGLang's CUDA kernels' definitions
# ---------------------------------------------------------------------------

# per_token_quant_fp8.cuh's math (amax in fp32, scale = amax/448 with no epsilon, q = sat(x * (1/scale)),
# nearest-even e4m3; a zero row gets q = 0 as in the warp kernel), as the unwrap patch uses it.
per_token_quant_ref = per_token_quant_fp8_native


# ---------------------------------------------------------------------------
# STUBS (opt-in, clearly marked; nothing in SGLang or the harness is edited on disk)
# ---------------------------------------------------------------------------

def stub_cap():
    """STUB cap: pretend the device supports the FP8 W8A8 scheme (capability >= 89)."""
    from sglang.srt.layers.quantization.compressed_tensors.compressed_tensors import CompressedTensorsConfig

    CompressedTensorsConfig._check_scheme_supported = lambda self, min_capability, error=True: True


_CUSTOM_OP = None


def stub_quant(kind: str):
    """STUB quant: SGLang's ``scaled_fp8_quant`` (non-HIP branch) calls ``sgl_per_token_quant_fp8``,
    which fp8_kernel.py imports only on CUDA/XPU/MUSA. Provide it: plain torch (traceable), or
    the same math behind an opaque custom op mutating its outputs (what CUDA has)."""
    global _CUSTOM_OP
    import sglang.kernels.ops.quantization.fp8_kernel as fk

    torch_impl = per_token_quant_fp8_into
    if kind == "torch":
        fk.sgl_per_token_quant_fp8 = torch_impl
        return
    if _CUSTOM_OP is None:
        @torch.library.custom_op("fp8_cpu_study::per_token_quant_fp8", mutates_args=("output_q", "output_s"))
        def op(input: torch.Tensor, output_q: torch.Tensor, output_s: torch.Tensor) -> None:
            torch_impl(input, output_q, output_s)

        _CUSTOM_OP = op
    fk.sgl_per_token_quant_fp8 = _CUSTOM_OP


def moe_torch(x, w13, s13, w2, s2, topk_weights, topk_ids, quant=per_token_quant_ref):
    """Torch version of SGLang's Triton fused-MoE FP8 per-channel sequence
    (``fused_moe.py::_fused_moe_kernel_sequence`` + ``fused_moe_kernel``):
    gate/up: q(x) . w13[e] in fp32, * a_scale[t] * b_scale[e, n] -> bf16;
    act: gelu(erf)(gate) * up -> bf16; q(act) per (token, slot) row;
    down: . w2[e] fp32, * a_scale * b_scale, * router weight -> bf16; sum over top-k."""
    T, H = x.shape
    K = topk_ids.shape[1]
    ids = topk_ids.long()
    xq, xs = quant(x)                                    # [T, H], [T, 1]
    a = xq.float()[:, None, None, :]                     # [T, 1, 1, H]
    g = (a * w13[ids].float()).sum(-1)                   # [T, K, 2I] fp32 accumulation
    g = (g * xs[:, :, None] * s13[ids][..., 0]).to(x.dtype)
    inter = g.shape[-1] // 2
    act = (torch.nn.functional.gelu(g[..., :inter].float()) * g[..., inter:].float()).to(x.dtype)
    aq, as_ = quant(act.reshape(T * K, inter))
    aq = aq.view(T, K, 1, inter).float()
    d = (aq * w2[ids].float()).sum(-1)                   # [T, K, H]
    d = d * as_.view(T, K, 1) * s2[ids][..., 0] * topk_weights.float()[..., None]
    d = d.to(x.dtype)
    return d.float().sum(1).to(x.dtype)


def stub_moe():
    """STUB moe: the Triton fused MoE (custom op sglang::outplace/inplace_fused_experts) cannot run on
    CPU; replace the scheme's apply_weights by ``moe_torch`` (the same quantization math)."""
    from sglang.srt.layers.moe.token_dispatcher.standard import StandardCombineInput
    from sglang.srt.layers.quantization.compressed_tensors.schemes import compressed_tensors_w8a8_fp8_moe as m
    import sglang.kernels.ops.quantization.fp8_kernel as fk

    def quant(t):
        q, s = fk.scaled_fp8_quant(t, None, use_per_token_if_dynamic=True)  # SGLang's own entry point
        return q, s

    def apply_weights(self, layer, dispatch_output):
        topk_weights, topk_ids, _ = dispatch_output.topk_output
        out = moe_torch(dispatch_output.hidden_states, layer.w13_weight, layer.w13_weight_scale,
                        layer.w2_weight, layer.w2_weight_scale, topk_weights, topk_ids, quant=quant)
        return StandardCombineInput(hidden_states=out)

    m.CompressedTensorsW8A8Fp8MoE.apply_weights = apply_weights


# ---------------------------------------------------------------------------
# Build (a copy of harness.build_layers with the quant config and the model's prefix)
# ---------------------------------------------------------------------------

def build_quant_config():
    return harness.fp8_quant_config()


def build_layers_quant(config, layer_ids, quant_config, dtype):
    from sglang.srt.models.gemma4_causal import Gemma4DecoderLayer
    from sglang.srt.utils import make_pp_layers

    keep = set(layer_ids)
    prev = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        layers, _, _ = make_pp_layers(
            config.num_hidden_layers,
            lambda idx, prefix: (Gemma4DecoderLayer(layer_id=idx, config=config, quant_config=quant_config,
                                                    prefix=prefix) if idx in keep else torch.nn.Identity()),
            prefix="model.language_model.layers",
            stage_facts=lambda idx: Gemma4DecoderLayer.stage_facts(config, idx),
        )
    finally:
        torch.set_default_dtype(prev)
    return [layers[i] for i in sorted(keep)]


def process_after_loading(layer):
    """As model_loader/loader.py does after loading: each module's quant_method."""
    names = []
    for name, module in layer.named_modules():
        qm = getattr(module, "quant_method", None)
        if qm is not None and hasattr(qm, "process_weights_after_loading"):
            qm.process_weights_after_loading(module)
            names.append(f"{name}:{type(qm).__name__}/{type(getattr(module, 'scheme', None)).__name__}")
    return names


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------

def linear_ref(x, layer):
    """fp32 reference of a quantized Linear: q(x)*sx @ (Wq*sw)^T, in float64 to be exact."""
    q, s = per_token_quant_ref(x.reshape(-1, x.shape[-1]))
    w = layer.weight.t().double() * layer.weight_scale.double()   # weight is stored [K, N] after loading
    return (q.double() * s.double()) @ w.t()


@contextlib.contextmanager
def capture_linears(layer):
    """Record (module name, input, output) of every quantized Linear call."""
    from sglang.srt.layers.linear import LinearBase

    records, hooks = [], []
    for name, mod in layer.named_modules():
        if isinstance(mod, LinearBase) and getattr(mod, "scheme", None) is not None:
            def hook(m, args, out, name=name):
                records.append((name, args[0].detach().clone(), (out[0] if isinstance(out, tuple) else out).detach().clone(), m))
            hooks.append(mod.register_forward_hook(hook))
    try:
        yield records
    finally:
        for h in hooks:
            h.remove()


def report_linears(records):
    for name, x, y, mod in records:
        ref = linear_ref(x, mod)
        err = (y.double().reshape(ref.shape) - ref).abs().max().item()
        scale = ref.abs().max().item()
        err_b = (y.double().reshape(ref.shape) - ref.to(y.dtype).double()).abs().max().item()
        log("check", f"{name}: {tuple(x.shape)}->{tuple(y.shape)} {y.dtype}  max|err| {err:.3e}  "
                     f"max|ref| {scale:.3e}  rel {err / scale:.3e}  (vs ref rounded to {str(y.dtype)[6:]}: {err_b:.3e})")


def report_moe(layer, records_moe):
    for x, topk_w, topk_ids, y in records_moe:
        e = layer.moe.experts
        ref = moe_torch(x, e.w13_weight, e.w13_weight_scale, e.w2_weight, e.w2_weight_scale,
                        topk_w, topk_ids)
        # fp32 all the way (no bf16 roundings between the stages):
        ref32 = moe_fp32(x, e, topk_w, topk_ids)
        err = (y.float() - ref32).abs().max().item()
        log("check", f"moe experts: max|err| vs fp32 ref {err:.3e}  max|ref| {ref32.abs().max().item():.3e}  "
                     f"rel {err / ref32.abs().max().item():.3e}; vs same-rounding torch ref "
                     f"{(y.float() - ref.float()).abs().max().item():.3e}")


def moe_fp32(x, e, topk_w, topk_ids):
    T = x.shape[0]
    ids = topk_ids.long()
    xq, xs = per_token_quant_ref(x)
    g = torch.einsum("th,tkoh->tko", xq.double() * xs.double(), e.w13_weight[ids].double() * e.w13_weight_scale[ids].double())
    inter = g.shape[-1] // 2
    act = torch.nn.functional.gelu(g[..., :inter]) * g[..., inter:]
    aq, as_ = per_token_quant_ref(act.reshape(T * ids.shape[1], inter))
    a = (aq.double() * as_.double()).view(T, ids.shape[1], inter)
    d = torch.einsum("tki,tkhi->tkh", a, e.w2_weight[ids].double() * e.w2_weight_scale[ids].double())
    return (d * topk_w.double()[..., None]).sum(1).float()


@contextlib.contextmanager
def capture_moe(layer):
    recs = []
    moe = getattr(layer, "moe", None)
    if moe is None:
        yield recs
        return

    def hook(m, args, out):
        x, topk_output = args[0], args[1]
        recs.append((x.detach().clone(), topk_output.topk_weights.detach().clone(),
                     topk_output.topk_ids.detach().clone(), out.detach().clone()))
    h = moe.experts.register_forward_hook(hook)
    try:
        yield recs
    finally:
        h.remove()


# ---------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="31b")
    ap.add_argument("--layer", type=int, default=None, help="layer id (default: last sliding)")
    ap.add_argument("--stubs", default="", help="comma list of cap,quant,moe")
    ap.add_argument("--quant-op", default="torch", choices=("torch", "custom"))
    ap.add_argument("--tokens", type=int, default=3)
    ap.add_argument("--mode", default="decode")
    ap.add_argument("--compile", action="store_true")
    ap.add_argument("--torch-compile-env", action="store_true",
                    help="set SGLANG_ENABLE_TORCH_COMPILE=1 (apply_fp8_linear then skips its 17-row padding)")
    ap.add_argument("--emulate-casts", action="store_true",
                    help="torch._inductor.config.emulate_precision_casts = True (keep eager's bf16 roundings)")
    ap.add_argument("--no-quant", action="store_true", help="same layer without a quant config (baseline)")
    ap.add_argument("--verbose", action="store_true", help="full traceback of a compile failure")
    args = ap.parse_args()
    stubs = {s for s in args.stubs.split(",") if s}
    if args.torch_compile_env:
        import os
        os.environ["SGLANG_ENABLE_TORCH_COMPILE"] = "1"

    harness.init_sglang("cpu")
    if "cap" in stubs:
        stub_cap()
    if "quant" in stubs:
        stub_quant(args.quant_op)
    if "moe" in stubs:
        stub_moe()
    log("setup", f"variant={args.variant} stubs={sorted(stubs)} quant_op={args.quant_op} tokens={args.tokens}")

    cfg = harness.build_config(args.variant)
    lid = args.layer if args.layer is not None else 0
    qc = None if args.no_quant else build_quant_config()
    try:
        (layer,) = build_layers_quant(cfg, [lid], qc, torch.bfloat16)
    except Exception as exc:
        fail("build", exc)
        return
    for name, mod in layer.named_modules():
        qm = getattr(mod, "quant_method", None)
        if qm is not None and type(qm).__name__ != "UnquantizedLinearMethod":
            log("build", f"{name}: {type(mod).__name__} quant_method={type(qm).__name__} "
                         f"scheme={type(getattr(mod, 'scheme', None)).__name__}")
    log("build", "params: " + ", ".join(f"{n}{tuple(p.shape)}:{str(p.dtype)[6:]}" for n, p in layer.named_parameters()
                                          if "weight_scale" in n or p.dtype == FP8))

    harness.randomize_weights(layer, torch.Generator().manual_seed(0))  # FP8 weights: harness.random_fp8_weight
    try:
        done = process_after_loading(layer)
        log("load", "process_weights_after_loading: " + ", ".join(done))
        for name, mod in layer.named_modules():
            if getattr(mod, "scheme", None) is not None and hasattr(mod, "weight") and mod.weight.dtype == FP8:
                log("load", f"{name}.weight {tuple(mod.weight.shape)} stride {mod.weight.stride()} "
                            f"scale {tuple(mod.weight_scale.shape)} input_scale={mod.input_scale}")
                break
    except Exception as exc:
        fail("load", exc)
        return

    stack = harness.LayerStack([layer], cfg, None)
    inputs = harness.make_inputs(stack, args.mode, args.tokens, 16)
    backend = harness.SDPAAttention(16)

    with harness.attention(backend), harness.cpu_traceable_moe(), torch.no_grad():
        backend.prepare(stack.layers, args.tokens, "cpu", torch.bfloat16)
        try:
            with harness.native_ops(stack, args.tokens), capture_linears(layer) as recs, capture_moe(layer) as mrecs:
                ref = stack(*inputs.args()).float()
            log("eager", f"OK out {tuple(ref.shape)} finite={bool(torch.isfinite(ref).all())} max|out| {ref.abs().max().item():.3e}")
            report_linears(recs)
            report_moe(layer, mrecs)
        except Exception as exc:
            fail("eager", exc)
            return

        if not args.compile:
            return
        from torch._dynamo.utils import counters

        torch._dynamo.reset()
        if args.emulate_casts:
            import torch._inductor.config as ic
            ic.emulate_precision_casts = True
        backend.prepare(stack.layers, args.tokens, "cpu", torch.bfloat16)
        t0 = time.time()
        try:
            with harness.native_ops(stack, args.tokens):
                compiled = torch.compile(stack.forward, backend="inductor")
                out = compiled(*inputs.args()).float()
            log("compile", f"OK in {time.time() - t0:.1f}s graphs={counters['stats']['unique_graphs']} "
                           f"breaks={sum(counters['graph_break'].values())} "
                           f"max|compiled-eager| {(out - ref).abs().max().item():.3e} finite={bool(torch.isfinite(out).all())}")
            for reason, n in counters["graph_break"].items():
                log("compile", f"  graph break x{n}: {reason.splitlines()[0][:200]}")
        except Exception as exc:
            fail("compile", exc)
            if args.verbose:
                traceback.print_exc()


if __name__ == "__main__":
    main()
