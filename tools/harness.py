"""Build SGLang's own Gemma-4 decoder layers with random weights, without a server.

The demo, the tests, ``capture`` and ``bench`` all need the real
``Gemma4DecoderLayer`` from ``sglang.srt.models.gemma4_causal``, run the way
SGLang's decode graph runner runs it under ``--enable-torch-compile``. This
module does the minimum SGLang needs to construct and run those layers in one
process: a one-rank gloo world, a published runtime context, the Gemma-4
attention overrides on the config, layers built through ``make_pp_layers``
(as ``Gemma4TextModel`` does), a ``ForwardBatch`` and a forward context.

The one stand-in is the attention kernel itself (``SDPAAttention``): SDPA over a
per-layer KV cache, kept per ``layer_id`` so kv-shared layers read the cache of
the layer they share. Everything else, norms, router, MoE, MLP, PLE tail and
residual bookkeeping, is SGLang's code.
"""

from __future__ import annotations

import contextlib
import copy
import json
import math
import os
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence

import torch
import torch.nn.functional as F

import gemma4_passes

GEOMETRIES_FILE = os.path.join(os.path.dirname(gemma4_passes.__file__), "geometries.json")

VARIANTS = ("26b-a4b", "31b", "e4b", "e2b")
_CHECKPOINT = {
    "26b-a4b": "gemma-4-26B-A4B-it",
    "31b": "gemma-4-31B-it",
    "e4b": "gemma-4-E4B-it",
    "e2b": "gemma-4-E2B-it",
}

# Small configurations with the structure of each released variant: the same
# layer kinds (sliding/full, MoE/dense, PLE, kv-shared, double-wide MLP), the
# same ratios of heads, and tiny widths so a 2-core CPU compiles them quickly.
_SMALL: Dict[str, dict] = {
    "26b-a4b": dict(
        hidden_size=256, num_hidden_layers=6, num_attention_heads=4,
        num_key_value_heads=2, num_global_key_value_heads=1, head_dim=256,
        global_head_dim=512, intermediate_size=192, enable_moe_block=True,
        num_experts=16, top_k_experts=8, moe_intermediate_size=64,
        sliding_window=8, attention_k_eq_v=True, hidden_size_per_layer_input=0,
        num_kv_shared_layers=0, layer_pattern="5 sliding : 1 full",
    ),
    "31b": dict(
        hidden_size=256, num_hidden_layers=6, num_attention_heads=4,
        num_key_value_heads=2, num_global_key_value_heads=1, head_dim=256,
        global_head_dim=512, intermediate_size=512, enable_moe_block=False,
        sliding_window=8, hidden_size_per_layer_input=0, num_kv_shared_layers=0,
        layer_pattern="5 sliding : 1 full",
    ),
    "e4b": dict(
        hidden_size=256, num_hidden_layers=12, num_attention_heads=4,
        num_key_value_heads=1, head_dim=256, global_head_dim=512,
        intermediate_size=512, use_double_wide_mlp=False, enable_moe_block=False,
        sliding_window=8, hidden_size_per_layer_input=32, num_kv_shared_layers=4,
        attention_k_eq_v=False, layer_pattern="5 sliding : 1 full",
    ),
    "e2b": dict(
        hidden_size=192, num_hidden_layers=10, num_attention_heads=4,
        num_key_value_heads=1, head_dim=256, global_head_dim=512,
        intermediate_size=384, use_double_wide_mlp=True, enable_moe_block=False,
        sliding_window=8, hidden_size_per_layer_input=32, num_kv_shared_layers=5,
        attention_k_eq_v=False, layer_pattern="4 sliding : 1 full",
    ),
}
_COMMON = dict(
    hidden_activation="gelu_pytorch_tanh", rms_norm_eps=1e-6,
    final_logit_softcapping=30.0, vocab_size=1024,
)


def geometry(variant: str) -> dict:
    """The real text-model geometry of a released checkpoint."""
    _check_variant(variant)
    with open(GEOMETRIES_FILE) as f:
        return dict(json.load(f)[_CHECKPOINT[variant]])


def _check_variant(variant: str) -> None:
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; choose from {', '.join(VARIANTS)}")


def _layer_types(pattern: str, n: int) -> List[str]:
    sliding = int(pattern.split()[0])
    period = sliding + 1
    return [
        "full_attention" if (i % period) == sliding else "sliding_attention"
        for i in range(n)
    ]


# ---------------------------------------------------------------------------
# SGLang process state
# ---------------------------------------------------------------------------

_INITIALISED = False


def init_sglang(device: str = "cpu", *, world_size: int = 1, rank: int = 0,
                init_method: str = "env://") -> None:
    """A gloo world of ``world_size`` ranks (tensor parallel across all of them) and a
    published runtime context. Idempotent.

    ``world_size`` > 1: one call per process, each with its ``rank`` and the same
    ``init_method`` (e.g. ``tcp://127.0.0.1:PORT``). SGLang 0.5.23 reads the TP width
    from the published ``ServerArgs``, not from ``initialize_model_parallel``'s arguments.
    """
    global _INITIALISED
    if _INITIALISED:
        return
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", str(29500 + os.getpid() % 2000))
    os.environ.setdefault("SGLANG_IS_FLASHINFER_AVAILABLE", "false")

    from sglang.srt import runtime_context as rc
    from sglang.srt.distributed import parallel_state
    from sglang.srt.server_args import ServerArgs

    if device == "cpu":
        # Without this, SGLang's rotary embedding tries `import vllm` on a host
        # that is neither CUDA nor its "CPU engine"; dispatch stays native.
        import sglang.srt.layers.rotary_embedding.base as rope_base

        rope_base._is_cpu = True
    if device == "cpu" and world_size > 1:
        from gemma4_passes.patches import PATCHES

        # A CPU world of several ranks has no NCCL to use (the plugin's own patch).
        if PATCHES["cpu_groups"].apply(ignore_switches=True).state != "active":
            raise RuntimeError(f"a CPU world of {world_size} ranks needs the cpu_groups patch: "
                               f"{PATCHES['cpu_groups'].status()}")

    if not torch.distributed.is_initialized():
        parallel_state.init_distributed_environment(
            world_size=world_size, rank=rank, local_rank=rank, backend="gloo",
            distributed_init_method=init_method,
        )
    rc.reset_context()
    server_args = ServerArgs(model_path="dummy", tp_size=world_size, device=device)
    rc.publish(server_args, role="scheduler", ranks=rc.SpawnRanks(world_rank=rank))
    rc.get_parallel().override_permanently(world_group=parallel_state._WORLD)
    parallel_state.initialize_model_parallel(backend="gloo")
    _INITIALISED = True


def tp_group():
    from sglang.srt.distributed import parallel_state

    return parallel_state.get_tp_group()


def kv_heads_of_rank(total: int) -> List[int]:
    """The kv heads ``QKVParallelLinear`` gives this TP rank: an equal share, or, with fewer
    kv heads than ranks, one head replicated over ``tp // total`` ranks."""
    group = tp_group()
    tp, rank = group.world_size, group.rank_in_group
    if total >= tp:
        share = total // tp
        return list(range(rank * share, (rank + 1) * share))
    return [rank // (tp // total)]


def load_sharded(layer: torch.nn.Module, full: Dict[str, torch.Tensor]) -> None:
    """Load a TP=1 layer's parameters (``full``: name -> tensor) into this rank's layer through
    each parameter's own SGLang ``weight_loader``, as a checkpoint load shards them."""
    from sglang.srt.layers.linear import (
        ColumnParallelLinear, MergedColumnParallelLinear, QKVParallelLinear, ReplicatedLinear, RowParallelLinear,
    )
    from sglang.srt.layers.moe.fused_moe_triton.layer import FusedMoE

    modules = dict(layer.named_modules())
    with torch.no_grad():
        for name, param in layer.named_parameters():
            owner_name, leaf = name.rsplit(".", 1)
            owner, whole = modules[owner_name], full[name]
            loader = getattr(param, "weight_loader", None)
            if isinstance(owner, QKVParallelLinear):
                q, k, v = whole.split([owner.total_num_heads * owner.head_size,
                                       owner.total_num_kv_heads * owner.head_size,
                                       owner.total_num_kv_heads * owner.head_size], dim=0)
                for piece, shard in ((q, "q"), (k, "k"), (v, "v")):
                    loader(param, piece, shard)
            elif isinstance(owner, MergedColumnParallelLinear):
                for i, piece in enumerate(whole.split(list(owner.output_sizes), dim=0)):
                    loader(param, piece, i)
            elif isinstance(owner, (RowParallelLinear, ColumnParallelLinear, ReplicatedLinear)):
                loader(param, whole)
            elif isinstance(owner, FusedMoE):
                if "w13" in leaf:
                    inter = whole.shape[1] // 2
                    for e in range(whole.shape[0]):
                        loader(param, whole[e, :inter], f"experts.{leaf}", "w1", e)
                        loader(param, whole[e, inter:], f"experts.{leaf}", "w3", e)
                elif "w2" in leaf:
                    for e in range(whole.shape[0]):
                        loader(param, whole[e], f"experts.{leaf}", "w2", e)
                else:
                    raise ValueError(f"load_sharded: no rule for the MoE parameter {name}")
            elif param.shape == whole.shape:
                param.copy_(whole)
            else:
                raise ValueError(f"load_sharded: {name} is {tuple(param.shape)} here, {tuple(whole.shape)} in full, "
                                 f"and {type(owner).__name__} has no sharding rule")
        for name, buf in layer.named_buffers():
            if name.endswith("layer_scalar"):
                buf.copy_(full[name])
        router = getattr(layer, "router", None)
        if router is not None:
            router.fuse_scale()  # as after a checkpoint load: scale * hidden**-0.5 into the router norm


# ---------------------------------------------------------------------------
# Config and layers
# ---------------------------------------------------------------------------


def build_config(variant: str, scale: str = "small"):
    """A transformers Gemma4 text config, with SGLang's attention overrides."""
    from transformers import Gemma4Config
    from sglang.srt.utils.hf_transformers.config import (
        _apply_gemma4_attention_overrides,
    )

    spec, pattern = _text_spec(variant, scale)
    cfg = Gemma4Config(text_config=spec)
    _apply_gemma4_attention_overrides(cfg)
    text = cfg.text_config
    text.layer_pattern = pattern
    return text


def config_from_geometry(geometry: dict):
    """A transformers Gemma4 text config from explicit geometry numbers, with SGLang's
    attention overrides: for geometries other than the released ones (fine-tunes, pruned
    variants, the geometry fuzz test).

    ``geometry`` takes the keys of ``geometries.json`` (``layer_pattern`` as there, or
    ``layer_types`` given outright); what it leaves out comes from the small configs'
    common values (eps, activation, softcap, vocabulary).
    """
    from transformers import Gemma4Config
    from sglang.srt.utils.hf_transformers.config import (
        _apply_gemma4_attention_overrides,
    )

    spec = dict(_COMMON, **geometry)
    pattern = spec.pop("layer_pattern", None)
    if "layer_types" not in spec:
        if pattern is None:
            raise ValueError("geometry needs a layer_pattern or layer_types")
        spec["layer_types"] = _layer_types(pattern, spec["num_hidden_layers"])
    if len(spec["layer_types"]) != spec["num_hidden_layers"]:
        raise ValueError("layer_types must name every one of num_hidden_layers layers")
    cfg = Gemma4Config(text_config=spec)
    _apply_gemma4_attention_overrides(cfg)
    text = cfg.text_config
    text.layer_pattern = pattern
    return text


def _text_spec(variant: str, scale: str):
    """The text config as a checkpoint states it (``layer_types``), and its layer pattern."""
    _check_variant(variant)
    if scale == "small":
        spec = dict(_COMMON, **_SMALL[variant])
    elif scale == "real":
        spec = geometry(variant)
    else:
        raise ValueError(f"scale must be 'small' or 'real', got {scale!r}")
    spec = dict(spec)
    pattern = spec.pop("layer_pattern")
    spec["layer_types"] = _layer_types(pattern, spec["num_hidden_layers"])
    return spec, pattern


def kv_shared_start(config) -> int:
    n = getattr(config, "num_kv_shared_layers", 0) or 0
    return config.num_hidden_layers - n if n else config.num_hidden_layers


def describe_layer(config, layer_id: int) -> str:
    kind = "full" if config.layer_types[layer_id] == "full_attention" else "sliding"
    parts = [kind]
    parts.append("moe" if getattr(config, "enable_moe_block", False) else "dense")
    if (getattr(config, "hidden_size_per_layer_input", 0) or 0) > 0:
        parts.append("ple")
    if layer_id >= kv_shared_start(config):
        parts.append("kv-shared")
        if getattr(config, "use_double_wide_mlp", False):
            parts.append("double-wide")
    return "/".join(parts)


def check_layer_ids(config, layer_ids: Sequence[int]) -> List[int]:
    """``layer_ids`` sorted, or ``ValueError`` if one is out of range or a kv-shared layer lacks its source."""
    n = config.num_hidden_layers
    ids = sorted(set(layer_ids))
    bad = [i for i in ids if not 0 <= i < n]
    if bad:
        raise ValueError(f"layer ids {bad} out of range 0..{n - 1}")
    missing = sorted(set(with_kv_sources(config, ids)) - set(ids))
    if missing:
        raise ValueError(f"kv-shared layers read the KV cache of layers {missing}: include them")
    return ids


def layers_by_kind(config) -> Dict[str, int]:
    """The last layer of each kind (``describe_layer``) the variant has."""
    kinds: Dict[str, int] = {}
    for i in range(config.num_hidden_layers):
        kinds[describe_layer(config, i)] = i
    return kinds


def with_kv_sources(config, layer_ids: Sequence[int]) -> List[int]:
    """``layer_ids`` and the layers whose KV cache their kv-shared ones read, sorted."""
    start = kv_shared_start(config)
    return sorted(set(layer_ids) | {kv_source(config, i) for i in layer_ids if i >= start})


def default_layer_ids(config) -> List[int]:
    """The last layer of each kind the variant has.

    The last ones, because a kv-shared layer reads the KV cache of the last
    earlier layer of its attention type: that layer must run before it.
    """
    return with_kv_sources(config, list(layers_by_kind(config).values()))


def kv_source(config, layer_id: int) -> int:
    """The layer whose KV cache kv-shared layer ``layer_id`` reads."""
    start = kv_shared_start(config)
    prev = config.layer_types[:start]
    t = config.layer_types[layer_id]
    return len(prev) - 1 - prev[::-1].index(t)


def build_layers(
    config,
    layer_ids: Sequence[int],
    *,
    dtype: torch.dtype = torch.bfloat16,
    device: str = "cpu",
    seed: int = 0,
    quant: Optional[str] = None,
):
    """SGLang ``Gemma4DecoderLayer``s for ``layer_ids``, random weights.

    ``quant="fp8"``: as from a compressed-tensors FP8-dynamic checkpoint (``FP8_DYNAMIC``):
    FP8 Linear weights with per-channel scales, then SGLang's ``process_weights_after_loading``.
    """
    init_sglang(device)
    from sglang.srt.models.gemma4_causal import Gemma4DecoderLayer
    from sglang.srt.utils import make_pp_layers

    if quant not in (None, "fp8"):
        raise ValueError(f"quant {quant!r}: only None and 'fp8' (compressed-tensors FP8-dynamic) are built")
    quant_config = fp8_quant_config() if quant == "fp8" else None
    keep = set(layer_ids)
    prev_dtype = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        with torch.device(device):
            layers, _, _ = make_pp_layers(
                config.num_hidden_layers,
                lambda idx, prefix: (
                    Gemma4DecoderLayer(layer_id=idx, config=config, quant_config=quant_config, prefix=prefix)
                    if idx in keep
                    else torch.nn.Identity()
                ),
                # A quant config's ignore list names the released checkpoint's modules.
                prefix="model.language_model.layers" if quant else "model.layers",
                stage_facts=lambda idx: Gemma4DecoderLayer.stage_facts(config, idx),
            )
    finally:
        torch.set_default_dtype(prev_dtype)
    picked = [layers[i] for i in sorted(keep)]
    gen = torch.Generator(device="cpu").manual_seed(seed)
    for layer in picked:
        randomize_weights(layer, gen)
        if quant:
            _process_weights_after_loading(layer)
    return picked


def random_weight(name: str, shape, gen: torch.Generator) -> torch.Tensor:
    """One random weight of realistic scale (activations stay O(1)), never zeros, by its
    name, on the generator's device: norm weights and router scales about 1, matrices
    N(0, 1/fan_in), per-expert scales in [0.5, 1.5), layer scalars in [0.5, 1)."""
    leaf = name.rsplit(".", 1)[-1]
    dev = gen.device
    if ("norm" in name and leaf == "weight") or name.endswith("router.scale"):
        return torch.randn(shape, generator=gen, device=dev) * 0.1 + 1.0
    if name.endswith("per_expert_scale"):
        return torch.rand(shape, generator=gen, device=dev) + 0.5
    if name.endswith("layer_scalar"):
        return torch.rand(shape, generator=gen, device=dev) * 0.5 + 0.5
    if len(shape) >= 2:
        return torch.randn(shape, generator=gen, device=dev) * shape[-1] ** -0.5
    return torch.randn(shape, generator=gen, device=dev) * 0.02


def random_fp8_weight(shape, gen: torch.Generator):
    """``random_weight``'s matrix quantized per output channel as an FP8 checkpoint stores it:
    ``(weight e4m3, scale fp32 [N, 1])`` with ``scale = amax / 448`` per row."""
    from gemma4_passes.native import FP8_E4M3_MAX

    w = random_weight("weight", shape, gen)
    scale = w.abs().amax(dim=-1, keepdim=True) / FP8_E4M3_MAX
    return (w / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX).to(torch.float8_e4m3fn), scale.float()


def fill_random_fp8(weight: torch.Tensor, scale: torch.Tensor, gen: torch.Generator) -> None:
    """``random_fp8_weight`` into an FP8 weight and its scale tensor (whatever its shape: ``[N, 1]`` or ``[N]``)."""
    q, s = random_fp8_weight(tuple(weight.shape), gen)
    weight.copy_(q)
    scale.copy_(s.view(scale.shape))


def randomize_weights(layer: torch.nn.Module, gen: torch.Generator) -> None:
    """``random_weight`` for every parameter and layer scalar of ``layer`` (FP8 weights and
    their scales: ``random_fp8_weight``)."""
    params = dict(layer.named_parameters())
    fp8 = [name for name, p in params.items() if p.dtype == torch.float8_e4m3fn]
    with torch.no_grad():
        for name in fp8:
            fill_random_fp8(params[name], params[name + "_scale"], gen)
        for name, p in params.items():
            if name in fp8 or name.removesuffix("_scale") in fp8:
                continue
            p.copy_(random_weight(name, tuple(p.shape), gen).to(p.dtype))
        for name, b in layer.named_buffers():
            if name.endswith("layer_scalar"):
                b.copy_(random_weight(name, tuple(b.shape), gen).to(b.dtype))
        router = getattr(layer, "router", None)
        if router is not None:
            # SGLang folds scale * hidden**-0.5 into the router norm's weight on
            # the first (eager) forward; do it now, as after weight loading.
            router.fuse_scale()


# ---------------------------------------------------------------------------
# Attention stand-in and forward batch
# ---------------------------------------------------------------------------


class SDPAAttention:
    """Attention backend stand-in: SDPA over a per-layer KV cache.

    Decode: every request has ``context_len`` cached tokens; the new token's
    K/V is written at position ``context_len`` and attends to the cache (the
    last ``sliding_window`` tokens on sliding layers). Extend: one request of
    T tokens attends causally (and within the window) to itself.
    """

    def __init__(self, context_len: int = 0, seed: int = 1, opaque: bool = False):
        self.context_len = context_len
        self.seed = seed
        self.cache: Dict[int, tuple] = {}
        # opaque: run the attention as one custom op (``gemma4_harness::*``), as
        # a real attention backend is: Inductor cannot fuse into it, and a
        # profiler can tell its kernels from the layer's own.
        self.opaque = opaque
        if opaque:
            _attention_ops()

    def prepare(self, layers, batch_size: int, device, dtype) -> None:
        """Fill each layer's cache with a random context (decode only)."""
        self.cache = {}
        self._random_kv(layers, (batch_size, self.context_len + 1), device, dtype)

    def fill_extend(self, layers, num_tokens: int, device, dtype) -> None:
        """Random K/V of ``num_tokens`` for each layer that owns a cache.

        A kv-shared layer measured on its own (prefill) reads these, as it
        would read what its source layer stored earlier in the forward.
        """
        self._random_kv(layers, (num_tokens,), device, dtype)

    def new_kv(self) -> Dict[str, torch.Tensor]:
        """The K/V rows decode stored for the new tokens (position ``context_len``), per cache
        (``"<layer id>.k"`` / ``".v"``), as fp32 copies: what a wrong write leaves, the output
        barely shows (one of ``context_len + 1`` attended positions)."""
        return {f"{lid}.{n}": t[:, self.context_len].float().clone()
                for lid, kv in self.cache.items() for n, t in zip("kv", kv)}

    def _random_kv(self, layers, lead: tuple, device, dtype) -> None:
        """K/V of shape ``lead + (heads, head_dim)`` for each layer that owns a cache."""
        gen = torch.Generator(device="cpu").manual_seed(self.seed)
        for layer in layers:
            attn = layer.self_attn.attn
            if layer.self_attn.is_kv_shared_layer:
                continue
            # The whole model's heads are drawn and this rank's kept: every TP width sees one cache.
            total = layer.self_attn.total_num_kv_heads
            heads = kv_heads_of_rank(total)
            k = torch.randn(*lead, total, attn.qk_head_dim, generator=gen)[..., heads, :]
            v = torch.randn(*lead, total, attn.v_head_dim, generator=gen)[..., heads, :]
            self.cache[attn.layer_id] = (k.to(device=device, dtype=dtype), v.to(device=device, dtype=dtype))

    def forward(self, q, k, v, layer, forward_batch, save_kv_cache=True, **kwargs):
        T = q.shape[0]
        q = q.reshape(T, layer.tp_q_head_num, layer.qk_head_dim)
        window = layer.sliding_window_size
        window = -1 if window is None else int(window)
        if k is not None:
            k = k.reshape(T, layer.tp_k_head_num, -1)
            v = v.reshape(T, layer.tp_v_head_num, -1)
        if forward_batch.forward_mode.is_decode():
            kc, vc = self.cache[layer.layer_id]
            run = torch.ops.gemma4_harness.decode_attention if self.opaque else decode_attention
            return run(q, k, v, kc, vc, self.context_len, window, float(layer.scaling))
        # extend: one request, causal (+ sliding window) self-attention
        if k is not None:
            if save_kv_cache:
                self.cache[layer.layer_id] = (k, v)
        else:
            k, v = self.cache[layer.layer_id]
        run = torch.ops.gemma4_harness.extend_attention if self.opaque else extend_attention
        return run(q, k, v, window, float(layer.scaling))


def decode_attention(q, k, v, k_cache, v_cache, pos: int, window: int, scale: float):
    """Store the new token's K/V at ``pos`` (unless kv-shared) and attend."""
    T = q.shape[0]
    if k is not None:
        k_cache[:, pos] = k
        v_cache[:, pos] = v
    kc, vc = k_cache, v_cache
    if window >= 0:
        lo = max(0, pos + 1 - (window + 1))
        kc, vc = kc[:, lo:], vc[:, lo:]
    out = F.scaled_dot_product_attention(
        q.unsqueeze(2),  # [B, H, 1, D]
        kc.transpose(1, 2),
        vc.transpose(1, 2),
        scale=scale,
        enable_gqa=True,
    )
    return out.reshape(T, -1)


def extend_attention(q, k, v, window: int, scale: float):
    T = q.shape[0]
    i = torch.arange(T, device=q.device)
    mask = i[None, :] <= i[:, None]
    if window >= 0:
        mask = mask & (i[:, None] - i[None, :] <= window)
    out = F.scaled_dot_product_attention(
        q.transpose(0, 1).unsqueeze(0),
        k.transpose(0, 1).unsqueeze(0),
        v.transpose(0, 1).unsqueeze(0),
        attn_mask=mask,
        scale=scale,
        enable_gqa=True,
    )
    return out.squeeze(0).transpose(0, 1).reshape(T, -1)


_ATTENTION_OPS = False


def _attention_ops() -> None:
    """Register the attention stand-in as custom ops, once."""
    global _ATTENTION_OPS
    if _ATTENTION_OPS:
        return
    @torch.library.custom_op("gemma4_harness::decode_attention", mutates_args=("k_cache", "v_cache"))
    def _decode(q: torch.Tensor, k: Optional[torch.Tensor], v: Optional[torch.Tensor], k_cache: torch.Tensor,
                v_cache: torch.Tensor, pos: int, window: int, scale: float) -> torch.Tensor:
        return decode_attention(q, k, v, k_cache, v_cache, pos, window, scale)

    @_decode.register_fake
    def _(q, k, v, k_cache, v_cache, pos, window, scale):
        return q.new_empty(q.shape[0], q.shape[1] * v_cache.shape[-1])

    @torch.library.custom_op("gemma4_harness::extend_attention", mutates_args=())
    def _extend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, window: int, scale: float) -> torch.Tensor:
        return extend_attention(q, k, v, window, scale)

    @_extend.register_fake
    def _(q, k, v, window, scale):
        return q.new_empty(q.shape[0], q.shape[1] * v.shape[-1])

    _ATTENTION_OPS = True


def make_forward_batch(mode: str, num_tokens: int, context_len: int, device="cpu"):
    from sglang.srt.model_executor.forward_batch_info import ForwardBatch, ForwardMode

    if mode == "decode":
        bs = num_tokens
        seq = torch.full((bs,), context_len + 1, dtype=torch.int64, device=device)
        return ForwardBatch(
            forward_mode=ForwardMode.DECODE, batch_size=bs,
            input_ids=torch.zeros(bs, dtype=torch.int64, device=device),
            req_pool_indices=torch.arange(bs, device=device), seq_lens=seq,
            out_cache_loc=torch.arange(bs, device=device), seq_lens_sum=int(seq.sum()),
        )
    if mode == "extend":
        T = num_tokens
        return ForwardBatch(
            forward_mode=ForwardMode.EXTEND, batch_size=1,
            input_ids=torch.zeros(T, dtype=torch.int64, device=device),
            req_pool_indices=torch.zeros(1, dtype=torch.int64, device=device),
            seq_lens=torch.tensor([T], device=device),
            out_cache_loc=torch.arange(T, device=device), seq_lens_sum=T,
        )
    raise ValueError(f"mode must be 'decode' or 'extend', got {mode!r}")


class LayerStack(torch.nn.Module):
    """Consecutive decoder layers with the model's entry and exit bookkeeping.

    ``forward`` is what SGLang's ``patch_model`` compiles here: it starts the
    residual stream (as ``Gemma4TextModel.forward`` does), runs each layer and,
    given a ``final_norm``, ends with it through SGLang's ``final_norm`` (as the
    model does after its last layer; the same ``RMSNorm`` as every layer's
    ``input_layernorm``, so it also stands for the next layer's input norm).
    """

    def __init__(self, layers: Sequence[torch.nn.Module], config, final_norm: Optional[torch.nn.Module] = None):
        super().__init__()
        self.layers = torch.nn.ModuleList(layers)
        self.config = config
        self.final_norm = final_norm

    def forward(self, positions, hidden_states, per_layer_inputs, forward_batch):
        from sglang.srt.layers.layer_boundary.residual import batch as residual_batch

        residual_batch.start(forward_batch)
        for i, layer in enumerate(self.layers):
            pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
            hidden_states = layer(
                positions=positions, hidden_states=hidden_states,
                per_layer_input=pli, forward_batch=forward_batch,
            )
        if self.final_norm is not None:
            hidden_states = residual_batch.final_norm(hidden_states, forward_batch, self.final_norm)
        return hidden_states


def build_final_norm(config, *, dtype: torch.dtype = torch.bfloat16, device: str = "cpu", seed: int = 1):
    """``Gemma4TextModel.norm``: SGLang's ``RMSNorm`` at the hidden size, a random weight."""
    from sglang.srt.layers.layernorm import RMSNorm

    with torch.device(device):
        norm = RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
    gen = torch.Generator(device="cpu").manual_seed(seed)
    with torch.no_grad():
        norm.weight.copy_(torch.randn(norm.weight.shape, generator=gen) * 0.1 + 1.0)
    return norm.to(dtype)


@dataclass
class Inputs:
    positions: torch.Tensor
    hidden_states: torch.Tensor
    per_layer_inputs: Optional[torch.Tensor]
    forward_batch: object

    def args(self):
        return (self.positions, self.hidden_states, self.per_layer_inputs, self.forward_batch)


def make_inputs(stack: LayerStack, mode: str, num_tokens: int, context_len: int,
                *, dtype=torch.bfloat16, device="cpu", seed: int = 2) -> Inputs:
    cfg = stack.config
    gen = torch.Generator(device="cpu").manual_seed(seed)
    hidden = torch.randn(num_tokens, cfg.hidden_size, generator=gen).to(device=device, dtype=dtype)
    ple = getattr(cfg, "hidden_size_per_layer_input", 0) or 0
    pli = None
    if ple > 0:
        pli = torch.randn(num_tokens, len(stack.layers), ple, generator=gen).to(device=device, dtype=dtype)
    if mode == "decode":
        positions = torch.full((num_tokens,), context_len, dtype=torch.int64, device=device)
    else:
        positions = torch.arange(num_tokens, dtype=torch.int64, device=device)
    fb = make_forward_batch(mode, num_tokens, context_len, device)
    return Inputs(positions, hidden, pli, fb)


@contextlib.contextmanager
def attention(backend: SDPAAttention):
    from sglang.srt.model_executor.forward_context import ForwardContext, forward_context

    with forward_context(ForwardContext(attn_backend=backend)):
        yield backend


@contextlib.contextmanager
def cpu_traceable_moe():
    """On CPU, run MoE experts through SGLang's own traceable native path.

    Under compile SGLang switches unquantized MoE to ``fused_moe_forward_native``
    only at one token; otherwise it keeps the device kernel (on a GPU, Triton's
    fused MoE). On a CPU that "kernel" is a Python loop over experts with a
    ``.cpu().numpy()`` sync that Dynamo cannot trace, so the CPU harness uses
    the native path at every token count. GPU runs are unaffected.
    """
    from sglang.srt.layers.moe.fused_moe_native import fused_moe_forward_native
    from sglang.srt.layers.moe.topk import TopK
    from sglang.srt.layers.quantization.unquant import UnquantizedFusedMoEMethod

    saved = (UnquantizedFusedMoEMethod._torch_compile_forward, TopK._torch_compile_forward)
    UnquantizedFusedMoEMethod._torch_compile_forward = lambda self, num_tokens: fused_moe_forward_native
    TopK._torch_compile_forward = lambda self, num_tokens: self.forward_native
    try:
        yield
    finally:
        UnquantizedFusedMoEMethod._torch_compile_forward, TopK._torch_compile_forward = saved


@contextlib.contextmanager
def native_ops(module: torch.nn.Module, num_tokens: int):
    """SGLang's compile-mode dispatch (what ``patch_model`` switches to), eager."""
    from sglang.srt.compilation.torch_compile_decoration import _to_torch

    _to_torch(module, reverse=False, num_tokens=num_tokens)
    try:
        yield
    finally:
        _to_torch(module, reverse=True, num_tokens=num_tokens)


@contextlib.contextmanager
def torch_fused_ops():
    """Every SGLang fused op on its pure-torch path (``forward_native``), through
    SGLang's own process-wide backend switch: for modules whose CUDA path calls
    ``sgl_kernel`` and that ``native_ops`` leaves there (the vision tower's norms)."""
    from sglang.kernels import fused_op
    from sglang.kernels.spec import KernelBackend

    saved = fused_op._forced_backend
    fused_op.set_fused_op_backend(KernelBackend.TORCH)
    try:
        yield
    finally:
        fused_op._forced_backend = saved


@contextlib.contextmanager
def sgl_kernel_stand_ins():
    """On a GPU without ``sgl_kernel``: SGLang's own replacements for the two
    ``sgl_kernel`` calls its fused-MoE path makes, the same in every mode.

    - ``moe_align_block_size``: SGLang's JIT build of the same CUDA kernel
      (``sglang.kernels.ops.moe.moe_align``), in place of the AOT one.
    - ``moe_sum_reduce`` (taken above 32 tokens): SGLang's Triton version,
      ``moe_sum_reduce_triton``, which it uses itself up to 32 tokens.

    Yields the list of what was replaced, for the record.
    """
    import importlib

    from sglang.kernels.ops.moe.moe_align import moe_align_block_size as jit_align

    # By module path: the package re-exports functions of the same names.
    utils = "sglang.srt.layers.moe.moe_runner.triton_utils"
    fused_moe = importlib.import_module(f"{utils}.fused_moe")
    align = importlib.import_module(f"{utils}.moe_align_block_size")

    def jit_align_adapter(*args, **kwargs):
        # The AOT signature's 9th argument, ignore_invalid_expert (EP only).
        if len(args) > 8 and args[8] or kwargs.pop("ignore_invalid_expert", False):
            raise NotImplementedError("ignore_invalid_expert has no JIT equivalent here")
        return jit_align(*args[:8], **kwargs)

    swaps = [
        (align, "sgl_moe_align_block_size", jit_align_adapter,
         "sgl_kernel moe_align_block_size -> sglang.kernels.ops.moe.moe_align (JIT)"),
        (fused_moe, "moe_sum_reduce", fused_moe.moe_sum_reduce_triton,
         "sgl_kernel moe_sum_reduce -> fused_moe.moe_sum_reduce_triton"),
    ]
    saved = []
    try:
        for mod, name, new, what in swaps:
            saved.append((mod, name, getattr(mod, name, None)))
            setattr(mod, name, new)
        yield [what for *_, what in swaps]
    finally:
        for mod, name, old in reversed(saved):
            if old is None:
                delattr(mod, name)
            else:
                setattr(mod, name, old)


# ---------------------------------------------------------------------------
# FP8 checkpoints (compressed-tensors FP8-dynamic)
# ---------------------------------------------------------------------------

# As released FP8-dynamic Gemma-4 checkpoints state it: FP8 weights with one scale per
# output channel, FP8 activations with one dynamic scale per token; the head, the router and
# the vision/audio towers unquantized.
FP8_DYNAMIC = {
    "quant_method": "compressed-tensors",
    "format": "float-quantized",
    "quantization_status": "compressed",
    "config_groups": {
        "group_0": {
            "targets": ["Linear"],
            "weights": {"num_bits": 8, "type": "float", "strategy": "channel", "dynamic": False,
                        "symmetric": True},
            "input_activations": {"num_bits": 8, "type": "float", "strategy": "token", "dynamic": True,
                                  "symmetric": True},
            "output_activations": None,
        }
    },
    "ignore": ["lm_head", "re:.*router.*", "re:.*vision_tower.*", "re:.*embed_vision.*", "re:.*audio_tower.*",
               "re:.*embed_audio.*"],
}


# The projections an FP8-dynamic checkpoint quantizes (transformers' names; SGLang builds these with
# the quant config: q/k/v/o, the MLP's, the PLE gate and projections), one byte a weight and an
# fp32 scale per output channel. The router's ``proj``, the embeddings and the towers ``FP8_DYNAMIC``
# ignores stay in the model's dtype.
FP8_PROJECTIONS = ("_proj.weight", "per_layer_input_gate.weight", "per_layer_projection.weight")


def is_fp8_projection(name: str) -> bool:
    """Whether an FP8-dynamic checkpoint of Gemma-4 stores the weight ``name`` (transformers'
    name) in e4m3: a text projection, not an expert's, the router's or a tower's."""
    return (name.endswith(FP8_PROJECTIONS) and ".experts." not in name and ".router." not in name
            and "vision" not in name and "audio" not in name)


def fp8_quant_config():
    """SGLang's ``CompressedTensorsConfig`` of ``FP8_DYNAMIC``, with the model's packed modules
    (the model loader copies them onto the quant config)."""
    from sglang.srt.layers.quantization.compressed_tensors.compressed_tensors import CompressedTensorsConfig
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration

    qc = CompressedTensorsConfig.from_config(copy.deepcopy(FP8_DYNAMIC))
    qc.packed_modules_mapping = dict(Gemma4ForConditionalGeneration.packed_modules_mapping)
    return qc


def _process_weights_after_loading(layer: torch.nn.Module) -> None:
    """What SGLang's model loader does once the weights are in: each module's quant method."""
    for module in layer.modules():
        method = getattr(module, "quant_method", None)
        if method is not None and hasattr(method, "process_weights_after_loading"):
            method.process_weights_after_loading(module)


_FP8_QUANT_OP = None


def _cpu_per_token_quant_fp8():
    """The CPU stand-in for SGLang's CUDA per-token FP8 quantization: opaque to Dynamo as
    SGLang's custom op is on CUDA (mutating its two outputs), computing the same math."""
    global _FP8_QUANT_OP
    if _FP8_QUANT_OP is None:
        from gemma4_passes.unwrap.kernels import per_token_quant_fp8_into

        @torch.library.custom_op("gemma4_harness::per_token_quant_fp8", mutates_args=("output_q", "output_s"))
        def op(input: torch.Tensor, output_q: torch.Tensor, output_s: torch.Tensor) -> None:
            per_token_quant_fp8_into(input, output_q, output_s)

        _FP8_QUANT_OP = op
    return _FP8_QUANT_OP


# The SGLang ops of its Triton fused MoE (``fused_moe.py``: registered for CUDA and Meta only).
FUSED_EXPERTS_OPS = ("inplace_fused_experts", "outplace_fused_experts")


def sglang_fp8_fused_experts(x, w13, w2, s13, s2, topk_weights, topk_ids) -> torch.Tensor:
    """SGLang's Triton fused MoE (``fused_experts``) as its FP8-dynamic MoE method calls it for Gemma-4:
    gated gelu, e4m3 experts with a scale per output channel (``s13``, ``s2``), the activations quantized
    per token. ``x`` is left as it is (SGLang's op may write its output over its input)."""
    from sglang.srt.layers.moe.moe_runner.base import MoeRunnerConfig
    from sglang.srt.layers.moe.moe_runner.triton_utils.fused_moe import fused_experts
    from sglang.srt.layers.moe.topk import StandardTopKOutput

    return fused_experts(x.clone(), w13, w2, StandardTopKOutput(topk_weights, topk_ids, None),
                         MoeRunnerConfig(activation="gelu"), use_fp8_w8a8=True, per_channel_quant=True,
                         w1_scale=s13, w2_scale=s2)


def fused_experts_fp8_reference(hidden_states, w1, w2, topk_weights, topk_ids, *, activation="gelu",
                                is_gated=True, per_channel_quant=False, use_fp8_w8a8=False, w1_scale=None,
                                w2_scale=None, a1_scale=None, a2_scale=None, routed_scaling_factor=None,
                                **rest) -> torch.Tensor:
    """What SGLang's Triton fused MoE computes for FP8-dynamic experts (e4m3 weights with a scale
    per output channel, activations quantized per token), in torch: the input quantized per token;
    per chosen expert the gate-up product in fp32 times both scales, rounded to the input's dtype
    (``intermediate_cache1``); gelu(gate) * up in fp32, rounded (``intermediate_cache2``); that
    quantized per row; the down product times both scales and the routing weight, rounded
    (``intermediate_cache3``); the experts summed in fp32, times ``routed_scaling_factor``.
    Anything else (static or block scales, biases, an ungated or other activation, routing
    weights on the input, no combine) raises: the stand-in computes only this form."""
    from gemma4_passes.native import per_token_quant_fp8_native

    odd = [what for what, bad in (
        ("not FP8 w8a8 with per-channel weight scales", not (use_fp8_w8a8 and per_channel_quant)),
        ("static activation scales", a1_scale is not None or a2_scale is not None),
        ("an activation other than gated gelu", not is_gated or activation not in ("gelu", "gelu_tanh")),
    ) if bad]
    odd += [k for k in ("b1", "b2", "block_shape", "gemm1_alpha", "gemm1_limit", "swiglu_limit", "a1_q")
            if rest.get(k) is not None]
    odd += [k for k in ("apply_router_weight_on_input", "no_combine", "fuse_swiglu_interleaved") if rest.get(k)]
    if odd:
        raise NotImplementedError(f"fp8_on_cpu's fused-MoE stand-in: {', '.join(odd)}")
    dtype, approximate = hidden_states.dtype, "tanh" if activation == "gelu_tanh" else "none"
    xq, xs = per_token_quant_fp8_native(hidden_states)
    out = torch.zeros(hidden_states.shape, dtype=torch.float32, device=hidden_states.device)
    for k in range(topk_ids.shape[1]):
        e = topk_ids[:, k].long()
        h1 = torch.bmm(w1[e].float(), xq.float().unsqueeze(-1)).squeeze(-1) * xs * w1_scale[e].view(len(e), -1)
        gate, up = h1.to(dtype).float().chunk(2, dim=-1)
        act = (torch.nn.functional.gelu(gate, approximate=approximate) * up).to(dtype)
        aq, as_ = per_token_quant_fp8_native(act)
        h2 = torch.bmm(w2[e].float(), aq.float().unsqueeze(-1)).squeeze(-1) * as_ * w2_scale[e].view(len(e), -1)
        out += (h2 * topk_weights[:, k : k + 1].float()).to(dtype).float()
    if routed_scaling_factor is not None:
        out = out * routed_scaling_factor
    return out.to(dtype)


def _fused_experts_on_cpu(op_name: str):
    """A CPU kernel for SGLang's ``sglang::<op_name>`` (one of ``FUSED_EXPERTS_OPS``): its arguments
    bound by the op's schema, ``fused_experts_fp8_reference`` computing it."""
    inplace = op_name.startswith("inplace")
    names = [a.name for a in getattr(torch.ops.sglang, op_name).default._schema.arguments]

    def kernel(*args, **kwargs):
        bound = {**dict(zip(names, args)), **kwargs}
        out = fused_experts_fp8_reference(**bound)
        if inplace:
            bound["hidden_states"].copy_(out)
            return None
        return out

    return kernel


@contextlib.contextmanager
def fp8_on_cpu(gemm: str = "cpu"):
    """Test fixture: SGLang's FP8 Linear path (``CompressedTensorsW8A8Fp8``) and FP8 MoE experts
    (``CompressedTensorsW8A8Fp8MoE``) on a CPU.

    SGLang 0.5.23 runs them only on CUDA (and XPU/MUSA); on a CPU three things are missing:
    the scheme's device-capability check (``torch.cuda.get_device_capability()``) is
    answered "supported", and ``fp8_kernel.sgl_per_token_quant_fp8`` (imported only on
    those devices) is ``_cpu_per_token_quant_fp8``. ``SGLANG_ENABLE_TORCH_COMPILE=1``, as
    SGLang's server sets it under ``--enable-torch-compile``: without it the FP8 path pads
    the quantized input to 17 rows, which Inductor's CPU code generation cannot compile.
    The FP8 MoE experts are SGLang's ``sglang::{in,out}place_fused_experts`` op, registered for
    CUDA only; it gets a CPU kernel computing the same math (``fused_experts_fp8_reference``),
    removed again on exit. Like SGLang's op it is opaque to Dynamo.

    ``gemm``: "cpu", the GEMM path SGLang takes on a CPU (``torch._scaled_mm`` with unit
    scales into fp32, the scales applied after it); "cuda", the one it takes on a Hopper GPU
    (``apply_fp8_linear``'s channel-wise branch for a CUTLASS-capable device: ``fp8_scaled_mm``
    of the e4m3 rows with both scales, a bf16 output), whose ``fp8_scaled_mm`` without SGLang's
    CUDA extension is its own torch path, as on the GPU machine. For "cuda" the tuned Triton
    configs (``SGLANG_ENABLE_FP8_GEMM_CONFIG_TUNE``) are off: their lookup reads the GPU's name.
    """
    import functools
    import importlib

    from sglang.srt.layers.quantization import fp8_utils
    from sglang.srt.layers.quantization.compressed_tensors.compressed_tensors import CompressedTensorsConfig
    from sglang.srt.layers.quantization.compressed_tensors.schemes import compressed_tensors_w8a8_fp8 as scheme

    if gemm not in ("cpu", "cuda"):
        raise ValueError(f"fp8_on_cpu: gemm {gemm!r}; expected 'cpu' or 'cuda'")
    fp8_kernel = importlib.import_module("sglang.kernels.ops.quantization.fp8_kernel")
    importlib.import_module("sglang.srt.layers.moe.moe_runner.triton_utils.fused_moe")  # registers its ops
    saved_check = CompressedTensorsConfig.__dict__["_check_scheme_supported"]
    had_quant = hasattr(fp8_kernel, "sgl_per_token_quant_fp8")
    saved_quant = getattr(fp8_kernel, "sgl_per_token_quant_fp8", None)
    saved_linear = scheme.apply_fp8_linear
    had_mm = hasattr(fp8_utils, "fp8_scaled_mm")
    saved_env = {k: os.environ.get(k) for k in ("SGLANG_ENABLE_TORCH_COMPILE", "SGLANG_ENABLE_FP8_GEMM_CONFIG_TUNE")}
    CompressedTensorsConfig._check_scheme_supported = lambda self, min_capability, error=True: True
    fp8_kernel.sgl_per_token_quant_fp8 = _cpu_per_token_quant_fp8()
    experts = torch.library.Library("sglang", "IMPL")
    for op_name in FUSED_EXPERTS_OPS:
        experts.impl(op_name, _fused_experts_on_cpu(op_name), "CPU")
    os.environ["SGLANG_ENABLE_TORCH_COMPILE"] = "1"
    if gemm == "cuda":
        from sglang.kernels.ops.gemm import fp8_scaled_mm

        os.environ["SGLANG_ENABLE_FP8_GEMM_CONFIG_TUNE"] = "0"
        fp8_utils.fp8_scaled_mm = fp8_utils.__dict__.get("fp8_scaled_mm", fp8_scaled_mm)
        scheme.apply_fp8_linear = functools.partial(fp8_utils.apply_fp8_linear, cutlass_fp8_supported=True)
    try:
        yield
    finally:
        # The unwrap patch wraps the stand-in; it goes with it.
        from gemma4_passes.patches import PATCHES

        PATCHES["unwrap_fp8_quant"].revert()
        experts._destroy()
        CompressedTensorsConfig._check_scheme_supported = saved_check
        scheme.apply_fp8_linear = saved_linear
        if not had_mm:
            fp8_utils.__dict__.pop("fp8_scaled_mm", None)
        if had_quant:
            fp8_kernel.sgl_per_token_quant_fp8 = saved_quant
        else:
            del fp8_kernel.sgl_per_token_quant_fp8
        for k, v in saved_env.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


# ---------------------------------------------------------------------------
# Whole models and a paged attention stand-in (the runtime patches)
# ---------------------------------------------------------------------------

# Token ids of the small configs' multimodal placeholders (inside their 1024 vocab).
SMALL_MM_TOKENS = dict(image_token_id=1000, video_token_id=1001, audio_token_id=1002)
# The small vision tower: one layer, width 32, 4x4-pixel patches pooled 2x2.
SMALL_VISION = dict(
    hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2,
    num_key_value_heads=2, head_dim=16, patch_size=4, pooling_kernel_size=2,
    position_embedding_size=64,
)


def build_mm_config(variant: str, scale: str = "small"):
    """A ``Gemma4Config`` for ``Gemma4ForConditionalGeneration`` as a checkpoint
    states it (SGLang's attention overrides not applied: ``build_model`` applies
    them, as SGLang does on loading): the text model of ``variant`` at ``scale``
    and a vision tower. "real" takes transformers' ``Gemma4VisionConfig``
    defaults (16 layers of width 768, 16-pixel patches pooled 3x3, about 150M
    parameters); the geometry file holds no vision config."""
    from transformers import Gemma4Config, Gemma4VisionConfig

    spec, _ = _text_spec(variant, scale)
    if scale == "small":
        vision, tokens = Gemma4VisionConfig(**SMALL_VISION), SMALL_MM_TOKENS
    else:
        vision, tokens = Gemma4VisionConfig(), {}
    cfg = Gemma4Config(text_config=spec, vision_config=vision, **tokens)
    cfg.architectures = ["Gemma4ForConditionalGeneration"]
    return cfg


def build_model(cls, config, *, dtype: torch.dtype, device: str = "cpu", seed: Optional[int] = 0):
    """``cls(config)`` built on ``device`` in ``dtype``; with a seed, random weights
    (``randomize_weights``' scales, drawn on the device). A multimodal config
    (``build_mm_config``) gets SGLang's attention overrides on a copy: they are
    not idempotent (a second pass sets the sliding layers' head size to the full
    layers')."""
    init_sglang(device)
    from sglang.srt.utils.hf_transformers.config import _apply_gemma4_attention_overrides

    if hasattr(config, "vision_config"):
        config = copy.deepcopy(config)
        _apply_gemma4_attention_overrides(config)
    prev = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        with torch.device(device):
            model = cls(config)
    finally:
        torch.set_default_dtype(prev)
    if seed is not None:
        randomize_weights(model, torch.Generator(device=device).manual_seed(seed))
    return model.eval()


def make_extend_batch(prefix: Sequence[int], new: Sequence[int], input_ids: torch.Tensor,
                      max_len: int, **fields):
    """An EXTEND ``ForwardBatch``: request i has ``prefix[i]`` tokens cached and
    ``new[i]`` new ones, its slots ``req_to_token[i, :max_len]`` (returned too)."""
    from sglang.srt.model_executor.forward_batch_info import CaptureHiddenMode, ForwardBatch, ForwardMode

    device = input_ids.device
    bs = len(new)
    req_to_token = torch.arange(bs * max_len, device=device).view(bs, max_len) + 1
    seq = [p + n for p, n in zip(prefix, new)]
    loc = torch.cat([req_to_token[i, p : p + n] for i, (p, n) in enumerate(zip(prefix, new))])
    positions = torch.cat([torch.arange(p, p + n, device=device) for p, n in zip(prefix, new)])
    i32 = dict(dtype=torch.int32, device=device)
    fb = ForwardBatch(
        forward_mode=ForwardMode.EXTEND, batch_size=bs, input_ids=input_ids,
        req_pool_indices=torch.arange(bs, device=device), seq_lens=torch.tensor(seq, device=device),
        out_cache_loc=loc, seq_lens_sum=sum(seq), seq_lens_cpu=torch.tensor(seq), positions=positions,
        extend_num_tokens=sum(new), extend_seq_lens=torch.tensor(list(new), **i32),
        extend_prefix_lens=torch.tensor(list(prefix), **i32),
        extend_start_loc=torch.cumsum(torch.tensor([0] + list(new[:-1])), 0).to(**i32),
        extend_seq_lens_cpu=list(new), extend_prefix_lens_cpu=list(prefix),
        extend_logprob_start_lens_cpu=list(new), return_logprob=False,
        capture_hidden_mode=CaptureHiddenMode.NULL,
    )
    for name, value in fields.items():
        setattr(fb, name, value)
    return fb, req_to_token


class PagedSDPAAttention:
    """Attention backend stand-in addressed like SGLang's paged backends.

    K/V are stored at ``out_cache_loc`` in one token-slot pool per ``layer_id``
    (kv-shared layers share their source's id, so they read its pool) and read
    through ``req_to_token`` over each request's prefix plus its new tokens,
    so a batch of one new token per request over a long prefix is served as a
    real backend serves it. Causal and sliding-window masks come from the
    positions; queries go in blocks of ``block`` rows, each attending only to
    the keys it can see, so a sliding layer's work grows with the window, not
    with the whole prompt. A full-attention block with nothing cached runs
    SDPA's causal kernel. Records the query rows per layer id and the batches
    it was given metadata for.
    """

    def __init__(self, req_to_token: torch.Tensor, block: int = 1024):
        self.req_to_token = req_to_token
        self.block = block
        self.pools: Dict[int, tuple] = {}
        self.metadata_inits: List[List[int]] = []
        self.query_rows: Dict[int, List[int]] = {}
        self._masks: Dict[tuple, torch.Tensor] = {}

    def init_forward_metadata(self, fb) -> None:
        self.metadata_inits.append(list(fb.extend_seq_lens_cpu))

    def _pool(self, layer, like: torch.Tensor):
        if layer.layer_id not in self.pools:
            n = self.req_to_token.numel() + 1
            self.pools[layer.layer_id] = (
                like.new_zeros(n, layer.tp_k_head_num, layer.qk_head_dim),
                like.new_zeros(n, layer.tp_v_head_num, layer.v_head_dim),
            )
        return self.pools[layer.layer_id]

    def _mask(self, q0: int, nq: int, k0: int, nk: int, window: int, device) -> Optional[torch.Tensor]:
        """Which of keys ``k0..k0+nk`` each query ``q0..q0+nq`` sees; None if all."""
        if q0 >= k0 + nk - 1 and (window < 0 or q0 + nq - 1 - k0 <= window):
            return None
        key = (q0 - k0, nq, nk, window)
        if key not in self._masks:
            qp = torch.arange(q0, q0 + nq, device=device)[:, None]
            kp = torch.arange(k0, k0 + nk, device=device)[None, :]
            mask = kp <= qp
            if window >= 0:
                mask &= qp - kp <= window
            self._masks[key] = mask
        return self._masks[key]

    def forward(self, q, k, v, layer, fb, save_kv_cache=True, **kwargs):
        hq, d = layer.tp_q_head_num, layer.qk_head_dim
        q = q.reshape(-1, hq, d)
        self.query_rows.setdefault(layer.layer_id, []).append(q.shape[0])
        kc, vc = self._pool(layer, q)
        if k is not None and save_kv_cache:
            kc[fb.out_cache_loc] = k.reshape(-1, *kc.shape[1:]).to(kc.dtype)
            vc[fb.out_cache_loc] = v.reshape(-1, *vc.shape[1:]).to(vc.dtype)
        window = layer.sliding_window_size
        window = -1 if window is None else int(window)
        out = q.new_empty(q.shape[0], layer.tp_q_head_num * layer.v_head_dim)
        start = 0
        for i, (prefix, n) in enumerate(zip(fb.extend_prefix_lens_cpu, fb.extend_seq_lens_cpu)):
            slots = self.req_to_token[fb.req_pool_indices[i], : prefix + n]
            # K/V heads repeated for every q head: SDPA's GQA option would send
            # it to its slow fp32 math path on a GPU.
            # 4-D [1, heads, tokens, dim]: SDPA's fused kernels take no other shape.
            group = hq // kc.shape[1]
            keys = kc[slots].repeat_interleave(group, dim=1).transpose(0, 1).unsqueeze(0)
            values = vc[slots].repeat_interleave(group, dim=1).transpose(0, 1).unsqueeze(0)
            causal = window < 0 and prefix == 0  # one call of SDPA's causal kernel
            block = n if causal else self.block
            for b0 in range(0, n, block):
                nq = min(block, n - b0)
                q0 = prefix + b0  # position of the block's first query
                k0 = 0 if window < 0 else max(0, q0 - window)
                nk = q0 + nq - k0
                qi = q[start + b0 : start + b0 + nq].transpose(0, 1).unsqueeze(0)
                mask = None if causal else self._mask(q0, nq, k0, nk, window, q.device)
                o = F.scaled_dot_product_attention(
                    qi, keys[:, :, k0 : k0 + nk], values[:, :, k0 : k0 + nk], attn_mask=mask,
                    is_causal=causal, scale=layer.scaling,
                )
                out[start + b0 : start + b0 + nq] = o[0].transpose(0, 1).reshape(nq, -1)
            start += n
        return out
