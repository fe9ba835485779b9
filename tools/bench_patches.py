"""The runtime patches on a GPU: YOCO prefill and the batched vision encoder,
side by side with SGLang's own code, in one process, on the same inputs.

``yoco``: SGLang's real ``Gemma4ForCausalLM`` (E2B / E4B geometry, random
weights) prefills R requests of P new tokens each, nothing cached, as SGLang
runs it (``sglang``) and with the ``yoco`` patch applied (``yoco``), the two
alternating. Prefill is not compiled in SGLang, so both run SGLang's
compile-mode ops eagerly; attention is ``harness.PagedSDPAAttention`` in both
(SDPA through a token-slot pool; SGLang's attention backends need its CUDA
extension). Per cell: the median time of the text model's forward, the part
of it from the first kv-shared layer to the end, the attention query rows
(the work YOCO removes), and the last tokens' logits of the two modes against
each other.

``vision``: SGLang's real ``Gemma4ForConditionalGeneration`` (E2B text model,
the vision tower of ``harness.build_mm_config``) computes the image features
of R requests of N random W x H images, made by transformers'
``Gemma4ImageProcessor`` and given one ``MultimodalDataItem`` per image, as
SGLang's processor splits them, already on the device. Modes: SGLang's
``get_image_feature`` (``per_image``) and the ``vision_batch`` patch
(``batched``). Per cell: the median time of the call, tower and embedder
calls, and max |batched - per_image|.

Times are CUDA-event medians after warm-up (no CUDA graphs: SGLang runs
prefill and the encoder eagerly). GPU:
``gemma4-passes bench-patches --out bench/current/patches.json --md bench/current/patches.md``.
CPU smoke, no timing meaning: ``gemma4-passes bench-patches --device cpu --scale small``.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import statistics
import sys
import time
from typing import Dict, List, Sequence

import torch

from gemma4_passes.tools import harness

WHATS = ("yoco", "vision")
YOCO_VARIANTS = ("e2b", "e4b")


def _timer(device: str):
    """start() / stop() -> ms; CUDA events on a GPU, wall clock elsewhere."""
    if device == "cuda":
        class Cuda:
            def start(self):
                self.a, self.m = torch.cuda.Event(enable_timing=True), None
                self.a.record()

            def mark(self):
                self.m = torch.cuda.Event(enable_timing=True)
                self.m.record()

            def stop(self):
                b = torch.cuda.Event(enable_timing=True)
                b.record()
                b.synchronize()
                return self.a.elapsed_time(b), self.m.elapsed_time(b) if self.m is not None else None

        return Cuda()

    class Wall:
        def start(self):
            self.a, self.m = time.perf_counter(), None

        def mark(self):
            self.m = time.perf_counter()

        def stop(self):
            b = time.perf_counter()
            return (b - self.a) * 1e3, (b - self.m) * 1e3 if self.m is not None else None

    return Wall()


def _switch(patch, on: bool) -> None:
    """Apply the patch, active (a skipped one would time SGLang's code twice), or revert it."""
    if not on:
        patch.revert()
        return
    status = patch.apply()
    if status.state != "active":
        raise RuntimeError(f"{patch.name} patch is {status.state}, not active: {status.reason}")


def _alternate(modes: Sequence[str], warmup: int, reps: int):
    """(rep, mode) in an order that alternates which mode goes first."""
    for rep in range(warmup + reps):
        for mode in (modes if rep % 2 == 0 else list(reversed(modes))):
            yield rep, mode


def _median(xs: List[float]) -> float:
    return round(statistics.median(xs), 3) if xs else None


# ---------------------------------------------------------------------------
# YOCO
# ---------------------------------------------------------------------------


def yoco_cells(variant: str, scale: str, device: str, dtype, shapes, warmup: int, reps: int,
               profile: bool = False, check_dtype=None, check_tokens: int = 0) -> List[dict]:
    from sglang.srt.models.gemma4_causal import Gemma4ForCausalLM

    from gemma4_passes.patches import PATCHES
    from gemma4_passes.patches.yoco import first_kv_shared_layer

    cfg = harness.build_config(variant, scale)
    model = harness.build_model(Gemma4ForCausalLM, cfg, dtype=dtype, device=device)
    body = model.model
    first = first_kv_shared_layer(body)
    patch = PATCHES["yoco"]
    timer = _timer(device)
    hook = body.layers[first].register_forward_pre_hook(lambda *_: timer.mark())
    cells = []
    try:
        for requests, tokens in shapes:
            cells.append(_yoco_cell(model, cfg, variant, requests, tokens, patch, timer, device, warmup, reps, profile))
            print(f"[bench-patches] yoco {variant} {requests}x{tokens}: " + ", ".join(
                f"{m} {c['ms']} ms" for m, c in cells[-1]["modes"].items()), flush=True)
        if check_dtype is not None and check_dtype != dtype:
            # A random-weight network at real width roughly doubles a
            # difference at every layer: in bf16 (and float32) the two modes'
            # last-token logits part ways after the 15-20 kv-shared layers,
            # from the rounding of GEMMs over 1 row against P rows. In float64
            # (SGLang's norms still round through float32) that difference
            # starts near 1e-7 and stays small, so the logits are compared
            # again there: a wrong truncation would show at full size.
            name = str(check_dtype).replace("torch.", "")
            skip = _too_large(model, check_dtype, device)
            with _buffers_kept(model):
                for cell in cells:
                    if cell["requests"] * cell["tokens"] > check_tokens:
                        continue
                    if skip:
                        cell[name] = {"not_run": skip}
                        continue
                    model.to(check_dtype)
                    a, b = (_prefill_logits(model, cfg, cell["requests"], cell["tokens"], patch, m, device)
                            for m in ("sglang", "yoco"))
                    cell[name] = _compare_logits(a, b)
                    print(f"[bench-patches] yoco {variant} {cell['requests']}x{cell['tokens']} {name}: "
                          f"{cell[name]}", flush=True)
    finally:
        hook.remove()
        patch.revert()
    del model
    return cells


@contextlib.contextmanager
def _buffers_kept(model):
    """Put every buffer back as it was after ``model.to(...)``: SGLang shares its
    rotary embeddings (and their cos/sin caches) among all models of a process
    (``get_rope`` caches them), so converting one model would convert them for
    every model built later."""
    saved = [(m, name, b) for m in model.modules() for name, b in m._buffers.items() if b is not None]
    try:
        yield
    finally:
        for m, name, b in saved:
            m._buffers[name] = b


def _too_large(model, dtype, device: str):
    """Why ``model`` cannot be converted to ``dtype`` on this device, or None."""
    if device != "cuda":
        return None
    need = sum(p.numel() for p in model.parameters()) * torch.finfo(dtype).bits // 8
    gc.collect()  # an earlier variant's model
    torch.cuda.empty_cache()
    free, _ = torch.cuda.mem_get_info()
    have = free + sum(p.numel() * p.element_size() for p in model.parameters())
    if need * 1.15 > have:
        return f"{need / 2**30:.1f} GiB of {dtype} parameters, {have / 2**30:.1f} GiB available"
    return None


def _batch(cfg, requests: int, tokens: int, device: str):
    gen = torch.Generator(device=device).manual_seed(requests * 100003 + tokens)
    ids = torch.randint(0, cfg.vocab_size, (requests * tokens,), generator=gen, device=device)
    fb, table = harness.make_extend_batch([0] * requests, [tokens] * requests, ids, max_len=tokens)
    last = torch.arange(1, requests + 1, device=device) * tokens - 1
    return ids, fb, table, last


def _logits(model, cfg, hidden: torch.Tensor) -> torch.Tensor:
    h = hidden.float()
    return _softcap(h @ model.model.embed_tokens.weight.float().T, cfg.final_logit_softcapping)


def _prefill_logits(model, cfg, requests, tokens, patch, mode, device) -> torch.Tensor:
    """The last tokens' logits of one prefill in ``mode``."""
    ids, fb, table, last = _batch(cfg, requests, tokens, device)
    _switch(patch, mode == "yoco")
    with torch.no_grad(), harness.attention(harness.PagedSDPAAttention(table)), \
            harness.native_ops(model, ids.numel()):
        out = _logits(model, cfg, model.model(ids, fb.positions, fb)[last])
    patch.revert()
    return out


def _compare_logits(a: torch.Tensor, b: torch.Tensor) -> dict:
    return {
        "logits_max_abs_diff": float((a - b).abs().max()), "logits_max_abs": float(a.abs().max()),
        "argmax_agree": f"{int((a.argmax(-1) == b.argmax(-1)).sum())}/{a.shape[0]}",
        "finite": bool(torch.isfinite(a).all() and torch.isfinite(b).all()),
    }


def _yoco_cell(model, cfg, variant, requests, tokens, patch, timer, device, warmup, reps, profile) -> dict:
    body = model.model
    T = requests * tokens
    ids, fb, table, last = _batch(cfg, requests, tokens, device)
    backend = harness.PagedSDPAAttention(table)
    times: Dict[str, list] = {"sglang": [], "yoco": []}
    shared: Dict[str, list] = {"sglang": [], "yoco": []}
    rows, logits = {}, {}
    for rep, mode in _alternate(("sglang", "yoco"), warmup, reps):
        _switch(patch, mode == "yoco")
        backend.query_rows.clear()
        with torch.no_grad(), harness.attention(backend), harness.native_ops(model, T):
            timer.start()
            hidden = body(ids, fb.positions, fb)
            total, tail = timer.stop()
            if rep == 0:
                rows[mode] = sum(sum(r) for r in backend.query_rows.values())
                logits[mode] = _logits(model, cfg, hidden[last])
        if rep >= warmup:
            times[mode].append(total)
            shared[mode].append(tail)
        del hidden
    profiles = {}
    if profile:
        for mode in ("sglang", "yoco"):
            _switch(patch, mode == "yoco")
            with torch.no_grad(), harness.attention(backend), harness.native_ops(model, T):
                profiles[mode] = _device_profile(lambda: body(ids, fb.positions, fb))
    patch.revert()
    return {
        "variant": variant, "requests": requests, "tokens": tokens,
        "layers": cfg.num_hidden_layers, "kv_shared_layers": cfg.num_kv_shared_layers,
        "modes": {
            m: {"ms": _median(times[m]), "kv_shared_ms": _median(shared[m]),
                "attention_query_rows": rows[m]}
            for m in times
        },
        "profile": profiles,
        "speedup": round(_median(times["sglang"]) / _median(times["yoco"]), 3),
        **_compare_logits(logits["sglang"], logits["yoco"]),
        "reps": reps,
    }


def _device_profile(fn, top: int = 8) -> dict:
    """GPU time of one call from the profiler: in all, inside SDPA (the
    attention stand-in), and the ops with the most of it."""
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    events = prof.key_averages()
    total = sum(e.self_device_time_total for e in events)
    attention = sum(e.device_time_total for e in events if e.key == "aten::scaled_dot_product_attention")
    ranked = sorted(events, key=lambda e: -e.self_device_time_total)[:top]
    return {
        "device_ms": round(total / 1e3, 3), "attention_ms": round(attention / 1e3, 3),
        "top_ops": [[e.key, round(e.self_device_time_total / 1e3, 3), e.count] for e in ranked],
    }


def _softcap(x: torch.Tensor, cap) -> torch.Tensor:
    return torch.tanh(x / cap) * cap if cap else x


# ---------------------------------------------------------------------------
# Vision
# ---------------------------------------------------------------------------


def vision_cells(scale: str, device: str, dtype, shapes, warmup: int, reps: int) -> List[dict]:
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration
    from sglang.srt.runtime_context import get_mm

    from gemma4_passes.patches import PATCHES

    harness.init_sglang(device)
    cfg = harness.build_mm_config("e2b", scale)
    # On a GPU SGLang picks FlashAttention-3 from its CUDA extension for the
    # tower; SDPA (its CPU choice) runs everywhere, and in both modes. The
    # tower's norms take their torch path (``torch_fused_ops``) for the same
    # reason.
    with get_mm().override(mm_attention_backend="sdpa"):
        model = harness.build_model(Gemma4ForConditionalGeneration, cfg, dtype=dtype, device=device)
    patch = PATCHES["vision_batch"]
    calls = {"tower": 0, "embedder": 0}
    hooks = [
        model.vision_tower.register_forward_pre_hook(lambda *_: calls.__setitem__("tower", calls["tower"] + 1)),
        model.embed_vision.register_forward_pre_hook(lambda *_: calls.__setitem__("embedder", calls["embedder"] + 1)),
    ]
    timer = _timer(device)
    cells = []
    try:
        for requests, images, size in shapes:
            items, soft = _image_items(cfg.vision_config, requests, images, size, device)
            times: Dict[str, list] = {"per_image": [], "batched": []}
            counts, feats = {}, {}
            for rep, mode in _alternate(("per_image", "batched"), warmup, reps):
                _switch(patch, mode == "batched")
                calls.update(tower=0, embedder=0)
                with torch.no_grad(), harness.torch_fused_ops():
                    timer.start()
                    out = model.get_image_feature(items)
                    ms, _ = timer.stop()
                if rep >= warmup:
                    times[mode].append(ms)
                if rep == 0:
                    counts[mode], feats[mode] = dict(calls), out.float()
            patch.revert()
            a, b = feats["per_image"], feats["batched"]
            cells.append({
                "requests": requests, "images_per_request": images, "image_size": list(size),
                "soft_tokens": soft, "features_shape": list(a.shape),
                "modes": {m: {"ms": _median(times[m]), **counts[m]} for m in times},
                "speedup": round(_median(times["per_image"]) / _median(times["batched"]), 3),
                "max_abs_diff": float((a - b).abs().max()), "max_abs": float(a.abs().max()),
                "finite": bool(torch.isfinite(b).all()), "reps": reps,
            })
            print(f"[bench-patches] vision {requests}x{images} {size[0]}x{size[1]}: " + ", ".join(
                f"{m} {c['ms']} ms ({c['tower']} tower calls)" for m, c in cells[-1]["modes"].items()), flush=True)
    finally:
        for h in hooks:
            h.remove()
        patch.revert()
    return cells


def _image_items(vision_cfg, requests: int, images: int, size, device: str):
    """One ``MultimodalDataItem`` per random image, as transformers' processor
    and SGLang's per-image split give them; and the soft tokens per image."""
    from sglang.srt.managers.schedule_batch import Modality, MultimodalDataItem
    from transformers.models.gemma4.image_processing_gemma4 import Gemma4ImageProcessor

    # 280 soft tokens per image is the processor's default; the small tower's
    # 4-pixel patches take its smallest budget.
    max_soft = 280 if vision_cfg.patch_size >= 16 else 70
    proc = Gemma4ImageProcessor(patch_size=vision_cfg.patch_size, max_soft_tokens=max_soft,
                                pooling_kernel_size=vision_cfg.pooling_kernel_size)
    gen = torch.Generator().manual_seed(7)
    w, h = size
    pixels = [torch.randint(0, 256, (3, h, w), dtype=torch.uint8, generator=gen) for _ in range(requests * images)]
    out = proc(images=pixels, return_tensors="pt")
    items = []
    for i in range(len(pixels)):
        item = MultimodalDataItem(modality=Modality.IMAGE, feature=out["pixel_values"][i : i + 1].to(device))
        item.image_position_ids = out["image_position_ids"][i : i + 1].to(device)
        items.append(item)
    return items, int(out["num_soft_tokens_per_image"][0])


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------


def markdown(data: dict) -> str:
    env = data["environment"]
    lines = [
        f"Device: {env['device_name']}; torch {env['torch']}, triton {env['triton']}, SGLang {env['sglang']}.",
        f"Command: `{env['command']}`",
    ]
    if data.get("yoco"):
        lines += [
            "", "| variant | requests x tokens | sglang ms | yoco ms | speedup | kv-shared part ms (sglang → yoco) "
            "| attention query rows (sglang → yoco) | last-token logits max\\|diff\\| (max\\|logit\\|), argmax agree "
            f"| the same in {data.get('check_dtype', 'float64')} |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        for c in data["yoco"]:
            s, y = c["modes"]["sglang"], c["modes"]["yoco"]
            lines.append(
                f"| {c['variant']} | {c['requests']} x {c['tokens']} | {s['ms']} | {y['ms']} | {c['speedup']}x "
                f"| {s['kv_shared_ms']} → {y['kv_shared_ms']} | {s['attention_query_rows']} → "
                f"{y['attention_query_rows']} | {_agreement(c)} | {_agreement(c.get(data.get('check_dtype', 'float64')))} |")
    if data.get("vision"):
        lines += [
            "", "| requests x images | image | soft tokens each | per-image ms | batched ms | speedup "
            "| tower calls | embedder calls | max\\|diff\\| (max\\|feature\\|) |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        for c in data["vision"]:
            p, b = c["modes"]["per_image"], c["modes"]["batched"]
            lines.append(
                f"| {c['requests']} x {c['images_per_request']} | {c['image_size'][0]}x{c['image_size'][1]} "
                f"| {c['soft_tokens']} | {p['ms']} | {b['ms']} | {c['speedup']}x | {p['tower']} → {b['tower']} "
                f"| {p['embedder']} → {b['embedder']} | {c['max_abs_diff']:.3g} ({c['max_abs']:.3g}) |")
    return "\n".join(lines) + "\n"


def _agreement(c) -> str:
    if not c or "not_run" in c:
        return f"not run ({c['not_run']})" if c else "not run"
    return f"{c['logits_max_abs_diff']:.3g} ({c['logits_max_abs']:.3g}), {c['argmax_agree']}"


def _pairs(text: str, n: int, name: str) -> List[tuple]:
    try:
        out = [tuple(int(x) for x in part.split("x")) for part in text.split(",") if part]
    except ValueError:
        out = []
    if not out or any(len(p) != n or min(p) < 1 for p in out):
        raise SystemExit(f"--{name}: expected comma-separated {'x'.join(['N'] * n)} positive integers, got {text!r}")
    return out


def parse_args(argv):
    p = argparse.ArgumentParser(prog="gemma4-passes bench-patches", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--what", default="yoco,vision", help="comma-separated: yoco, vision")
    p.add_argument("--variants", default="e2b,e4b", help="YOCO variants: e2b, e4b")
    p.add_argument("--prefill", default="1x2048,1x8192,8x2048,8x8192",
                   help="YOCO prefills as REQUESTSxTOKENS (default %(default)s)")
    p.add_argument("--images", default="1x6,8x6", help="vision batches as REQUESTSxIMAGES (default %(default)s)")
    p.add_argument("--image-size", default="480x480", help="WIDTHxHEIGHT of every image (default %(default)s)")
    p.add_argument("--device", default="cuda", choices=("cuda", "cpu"))
    p.add_argument("--scale", default="real", choices=("real", "small"))
    p.add_argument("--dtype", default="bfloat16", choices=("bfloat16", "float32"))
    p.add_argument("--warmup", type=int, default=2)
    p.add_argument("--reps", type=int, default=10)
    p.add_argument("--profile", action="store_true",
                   help="YOCO: also profile one forward per mode (GPU time in all, in attention, top ops)")
    p.add_argument("--check-dtype", default="float64", choices=("float64", "float32", "none"),
                   help="YOCO: compare the two modes' logits again in this dtype (default %(default)s)")
    p.add_argument("--check-tokens", type=int, default=2048,
                   help="YOCO: ... for prefills of at most this many tokens (default %(default)s)")
    p.add_argument("--out", default=None, help="write the results as JSON here")
    p.add_argument("--md", default=None, help="write the Markdown tables here")
    args = p.parse_args(argv)
    args.what = [w for w in args.what.split(",") if w]
    args.variants = [v for v in args.variants.split(",") if v]
    for name, got, allowed in (("what", args.what, WHATS), ("variants", args.variants, YOCO_VARIANTS)):
        bad = [x for x in got if x not in allowed]
        if bad or not got:
            p.error(f"--{name}: unknown {bad or got}; choose from {', '.join(allowed)}")
    args.check_dtype = None if args.check_dtype == "none" else getattr(torch, args.check_dtype)
    args.prefill = _pairs(args.prefill, 2, "prefill")
    args.images = _pairs(args.images, 2, "images")
    args.image_size = _pairs(args.image_size, 2, "image-size")[0]
    if args.profile and args.device != "cuda":
        p.error("--profile: GPU only")
    if args.device == "cuda" and not torch.cuda.is_available():
        p.error("--device cuda: no CUDA device here (use --device cpu --scale small for a smoke run)")
    return args


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parse_args(argv)
    from gemma4_passes.tools.capture import environment

    dtype = getattr(torch, args.dtype)
    env = environment(args.device)
    env["command"] = "gemma4-passes bench-patches " + " ".join(argv)
    data: Dict[str, object] = {"environment": env, "attention": "harness.PagedSDPAAttention (SDPA)",
                               "vision_attention_backend": "sdpa",
                               "check_dtype": str(args.check_dtype).replace("torch.", "")}

    def save():  # after each part, so a later failure loses nothing measured
        text = markdown(data)
        if args.out:
            with open(args.out, "w") as f:
                json.dump(data, f, indent=1)
        if args.md:
            with open(args.md, "w") as f:
                f.write(text)
        return text

    if "yoco" in args.what:
        data["yoco"] = []
        for v in args.variants:
            data["yoco"] += yoco_cells(v, args.scale, args.device, dtype, args.prefill, args.warmup,
                                       args.reps, args.profile, args.check_dtype, args.check_tokens)
            save()
    if "vision" in args.what:
        shapes = [(r, n, args.image_size) for r, n in args.images]
        data["vision"] = vision_cells(args.scale, args.device, dtype, shapes, args.warmup, args.reps)
    print(save())
    return 0


if __name__ == "__main__":
    sys.exit(main())
