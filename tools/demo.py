"""The main job on an embedded default: SGLang's real Gemma-4 layers, compiled.

For each variant (small widths, the variant's structure, random weights) this
builds SGLang's ``Gemma4DecoderLayer``s, runs them eagerly in SGLang's
compile-mode dispatch (what ``patch_model`` compiles), then compiles them
through SGLang's own ``set_torch_compile_config`` + ``patch_model`` with the
plugin's hooks active, once with our passes off and once on, and reports
Dynamo graphs, pass matches, generated kernels and the error against eager.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional, Sequence

import torch

from gemma4_passes.tools import harness

logger = logging.getLogger("gemma4_passes")


@dataclass
class CompileResult:
    passes: List[str]
    graphs: int
    manager_graphs: int
    kernels: int
    matches: Dict[str, int]
    refused: Dict[str, Dict[str, int]]
    errors: Dict[str, int]
    max_abs_err: float
    compile_s: float
    finite: bool


@dataclass
class VariantResult:
    variant: str
    layers: List[str]
    mode: str
    num_tokens: int
    ref_max_abs: float
    off: Optional[CompileResult] = None
    on: Optional[CompileResult] = None
    patches: List[str] = field(default_factory=list)


def compile_and_run(stack, inputs, backend, num_tokens: int, passes: Sequence[str]):
    """Compile ``stack`` through SGLang's patch_model with ``passes`` enabled."""
    import torch._dynamo
    import torch._inductor.config as inductor_config
    import torch._inductor.metrics as metrics
    from torch._dynamo.utils import counters
    from sglang.srt.compilation import torch_compile_decoration as tcd

    from gemma4_passes import manager

    torch._dynamo.reset()
    # With the plugin loaded, this call applies the unwrap patches and installs
    # the pass manager; then pick this run's passes.
    tcd.set_torch_compile_config()
    if manager.installed() is None:
        raise RuntimeError("the gemma4_passes plugin did not install its pass manager")
    manager.install(passes)
    # Count what Inductor generates for this compile, not what a cache replays.
    inductor_config.fx_graph_cache = False
    graphs0 = counters["stats"]["unique_graphs"]
    kernels0 = metrics.generated_kernel_count
    manager.stats().reset()
    backend.prepare(stack.layers, num_tokens, inputs.hidden_states.device, inputs.hidden_states.dtype)
    t0 = time.time()
    with tcd.patch_model(stack, True, num_tokens, harness.tp_group()) as forward:
        out = forward(*inputs.args())
    elapsed = time.time() - t0
    st = manager.stats()
    return out, dict(
        graphs=counters["stats"]["unique_graphs"] - graphs0,
        manager_graphs=st.num_graphs,
        kernels=metrics.generated_kernel_count - kernels0,
        matches=st.matches(),
        refused=st.refused(),
        errors=st.errors(),
        compile_s=elapsed,
    )


@dataclass
class BuiltVariant:
    """SGLang's decoder layers of one variant, with their inputs and attention stand-in."""

    variant: str
    config: object
    layer_ids: List[int]
    stack: harness.LayerStack
    inputs: harness.Inputs
    backend: harness.SDPAAttention
    mode: str
    num_tokens: int
    device: str
    dtype: torch.dtype

    def layer_names(self) -> List[str]:
        return [f"{i}:{harness.describe_layer(self.config, i)}" for i in self.layer_ids]


def build_variant(
    variant: str,
    *,
    scale: str = "small",
    device: str = "cpu",
    mode: str = "decode",
    num_tokens: int = 3,
    context_len: int = 16,
    dtype: torch.dtype = torch.bfloat16,
    layer_ids: Optional[Sequence[int]] = None,
    quant: Optional[str] = None,
) -> BuiltVariant:
    """``layer_ids`` (default: the last layer of each kind) at ``scale`` ("small" or "real") widths;
    ``quant="fp8"``: from an FP8-dynamic checkpoint (``harness.build_layers``)."""
    cfg = harness.build_config(variant, scale=scale)
    ids = harness.default_layer_ids(cfg) if layer_ids is None else harness.check_layer_ids(cfg, layer_ids)
    layers = harness.build_layers(cfg, ids, dtype=dtype, device=device, quant=quant)
    stack = harness.LayerStack(layers, cfg, harness.build_final_norm(cfg, dtype=dtype, device=device))
    inputs = harness.make_inputs(stack, mode, num_tokens, context_len, dtype=dtype, device=device)
    return BuiltVariant(
        variant=variant, config=cfg, layer_ids=ids, stack=stack, inputs=inputs,
        backend=harness.SDPAAttention(context_len), mode=mode, num_tokens=num_tokens,
        device=device, dtype=dtype,
    )


@contextlib.contextmanager
def running(built: BuiltVariant):
    """The forward context the layers run in: attention stand-in, and on CPU the traceable MoE."""
    with contextlib.ExitStack() as stack:
        stack.enter_context(harness.attention(built.backend))
        if built.device == "cpu":
            stack.enter_context(harness.cpu_traceable_moe())
        yield


def eager_reference(built: BuiltVariant) -> torch.Tensor:
    """SGLang's compile-mode dispatch run eagerly (inside ``running``), in fp32.

    Also the warm-up the compiled run relies on: the layers' first forward
    sets up state that Dynamo would otherwise trace as a mutation.
    """
    b = built
    b.backend.prepare(b.stack.layers, b.num_tokens, b.inputs.hidden_states.device, b.dtype)
    with harness.native_ops(b.stack, b.num_tokens):
        return b.stack(*b.inputs.args()).float()


def run_variant(
    variant: str,
    *,
    mode: str = "decode",
    num_tokens: int = 3,
    context_len: int = 16,
    passes: Optional[Sequence[str]] = None,
    compare_off: bool = True,
    dtype: torch.dtype = torch.bfloat16,
) -> VariantResult:
    from gemma4_passes import patches as patch_set
    from gemma4_passes import builtin

    if passes is None:
        passes = builtin.selected_from_env()
    built = build_variant(variant, mode=mode, num_tokens=num_tokens, context_len=context_len, dtype=dtype)
    result = VariantResult(
        variant=variant,
        layers=built.layer_names(),
        mode=mode,
        num_tokens=num_tokens,
        ref_max_abs=0.0,
    )
    with running(built):
        ref = eager_reference(built)
        result.ref_max_abs = ref.abs().max().item()
        runs = [("off", [])] if compare_off else []
        runs.append(("on", list(passes)))
        for label, enabled in runs:
            out, info = compile_and_run(built.stack, built.inputs, built.backend, num_tokens, enabled)
            out = out.float()
            setattr(
                result,
                label,
                CompileResult(
                    passes=list(enabled),
                    max_abs_err=(out - ref).abs().max().item(),
                    finite=bool(torch.isfinite(out).all()),
                    **info,
                ),
            )
    result.patches = [str(s) for s in patch_set.statuses()]
    return result


def format_table(results: Sequence[VariantResult]) -> str:
    lines = []
    for r in results:
        lines.append(f"\n== Gemma-4 {r.variant} (small widths, random weights) — {r.mode}, {r.num_tokens} tokens")
        lines.append(f"   layers: {', '.join(r.layers)}")
        lines.append(f"   patches: {'; '.join(r.patches)}")
        lines.append(
            "   | passes | Dynamo graphs | graphs/layer | matches per layer | kernels | max|compiled-eager| (max|eager|) | finite | compile s |"
        )
        lines.append("   |---|---|---|---|---|---|---|---|")
        n = len(r.layers)
        for label in ("off", "on"):
            c: Optional[CompileResult] = getattr(r, label)
            if c is None:
                continue
            # Matches per decoder layer: every layer of a kind fuses alike.
            matched = ", ".join(f"{k} {v / n:g}" for k, v in c.matches.items() if v) or "none"
            if c.refused:
                matched += " | refused: " + ", ".join(
                    f"{k} ({'; '.join(c.refused[k])})" for k in c.refused
                )
            if c.errors:
                matched += " | ERRORS: " + ", ".join(c.errors)
            lines.append(
                f"   | {label} ({len(c.passes)}) | {c.graphs} | {c.graphs / n:.2f} | {matched} | {c.kernels} "
                f"| {c.max_abs_err:.4g} ({r.ref_max_abs:.3g}) | {c.finite} | {c.compile_s:.1f} |"
            )
    return "\n".join(lines)


def load_sglang_plugins() -> None:
    """SGLang's own plugin loader: finds our entry point and applies its hooks."""
    from sglang.srt.plugins import load_plugins

    load_plugins()


class ArgumentError(ValueError):
    """A demo argument out of range; the message is one line naming the option."""


MODES = ("decode", "extend")


def check_arguments(variants: Sequence[str], mode: str, num_tokens: int) -> None:
    """``ArgumentError`` before anything is built: a bad value must not surface as a traceback
    from deep inside SGLang's layers minutes later."""
    if isinstance(num_tokens, bool) or not isinstance(num_tokens, int) or num_tokens < 1:
        raise ArgumentError(f"--tokens {num_tokens!r}: needs a whole number >= 1 (decode batch size / prefill length)")
    if mode not in MODES:
        raise ArgumentError(f"--mode {mode!r}: one of {', '.join(MODES)}")
    unknown = [v for v in variants if v not in harness.VARIANTS]
    if unknown or not variants:
        raise ArgumentError(f"--variant {', '.join(unknown) or '(none)'}: choose from {', '.join(harness.VARIANTS)}")


def main(variants: Sequence[str], mode: str, num_tokens: int, json_path: Optional[str], passes=None) -> int:
    """``ArgumentError`` on a bad argument, before SGLang is set up."""
    check_arguments(variants, mode, num_tokens)
    harness.init_sglang("cpu")
    load_sglang_plugins()
    results = []
    for v in variants:
        t0 = time.time()
        print(f"[demo] {v}: building and compiling (passes off, then on) ...", flush=True)
        r = run_variant(v, mode=mode, num_tokens=num_tokens, passes=passes)
        results.append(r)
        print(format_table([r]), flush=True)
        print(f"[demo] {v} done in {time.time() - t0:.0f}s", flush=True)
    if json_path:
        with open(json_path, "w") as f:
            json.dump([asdict(r) for r in results], f, indent=2)
    bad = [r.variant for r in results for c in (r.off, r.on) if c is not None and (not c.finite or c.errors)]
    if bad:
        print(f"[demo] FAILED: non-finite output or pass errors in {', '.join(sorted(set(bad)))}")
        return 1
    return 0
