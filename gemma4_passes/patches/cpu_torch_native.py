"""Gemma-4 on a CPU without AMX: SGLang's ``torch_native`` attention, eager and compiled.

SGLang 0.5.23 serves Gemma-4 on a CPU only through its AMX backend, which needs
``sgl_kernel``'s CPU build; on any other CPU, and wherever that build is absent,
the one attention backend that runs is ``torch_native`` (SDPA), and four things
stand in the way. This patch removes them, each only where they apply:

1. **The argument check.** ``handle_model_specific_adjustments`` refuses every
   Gemma-4 attention backend but its GPU/AMX list. With ``device="cpu"`` and
   ``torch_native`` for both prefill and decode, the check is passed; every
   other combination meets SGLang's check unchanged.
2. **The sliding-window KV pool.** Gemma-4's sliding and full layers have
   different head sizes, so SGLang keeps their K/V in two pools (hybrid SWA
   memory; one pool cannot hold both). The backend writes sliding-window layers
   at their pool's slots but reads them through ``req_to_token``, which holds
   full-pool slots: those layers would attend to other tokens' K/V. As the AMX
   backend does, the rows of the batch's requests are translated to the
   sliding-window pool's slots once per forward (``init_forward_metadata``) and
   sliding-window layers read through them.
3. **The CPU graph runner** (``--enable-torch-compile`` on CPU) asks the backend
   for ``init_cpu_graph_state``, ``get_cpu_graph_seq_len_fill_value`` and
   ``init_forward_metadata_capture_cpu_graph``, which only the AMX backend has;
   the torch-native backend gets them (the AMX backend's values: nothing to
   allocate, fill sequence length 1, the per-forward metadata of a batch).
   Its decode loops over requests in Python on data-dependent lengths, which
   Dynamo cannot trace without a graph break and a recompile per length: while
   compiling it runs as one opaque op, ``gemma4::torch_native_decode_attention``,
   whose implementation is the backend's own ``_run_sdpa_forward_decode``.
4. **``register_fake_ops``**, which the CPU graph runner calls first, registers
   fake implementations of ``sgl_kernel``'s CPU operators and fails when they are
   not there; without them it has nothing to do, so it is skipped (logged).
5. **The MoE experts (26B-A4B).** Without AMX, SGLang's CPU MoE is
   ``moe_forward_native``: a Python loop over the experts after a host sync
   (``.cpu().numpy()``), which breaks the compiled graph at every MoE layer and
   runs that loop between the pieces on every decode step. While compiling it
   runs as one opaque op, ``gemma4::cpu_moe_forward_native``, whose
   implementation is that same function: the same experts, the same (tanh)
   gelu, the same sums as eager. The CPU graph runner, unlike the CUDA one,
   does not switch the MoE to ``fused_moe_forward_native`` (its erf gelu would
   differ from SGLang's eager CPU path), so neither does this patch.
"""

from __future__ import annotations

import contextlib
import logging
from types import SimpleNamespace
from typing import Any, Dict, Optional

import torch

from gemma4_passes.patches.base import Patch, rebind_everywhere, resolve

logger = logging.getLogger("gemma4_passes")

_HOOK = "sglang.srt.arg_groups.model_hook"
_MOE_METHOD = "sglang.srt.layers.quantization.unquant.UnquantizedFusedMoEMethod"
_MOE_NATIVE = "sglang.srt.layers.moe.fused_moe_native.moe_forward_native"
_BASE = "sglang.srt.arg_groups.model_override_base"
_BACKEND = "sglang.srt.layers.attention.torch_native_backend.TorchNativeAttnBackend"
_RUNNER = "sglang.srt.model_executor.cpu_graph_runner"

ARCHITECTURES = (
    "Gemma4ForConditionalGeneration",
    "Gemma4ForCausalLM",
    "Gemma4UnifiedForConditionalGeneration",
)
BACKEND = "torch_native"
# A backend Gemma-4's argument check accepts; reported in place of torch_native
# to that check alone (see _check_passes).
_ACCEPTED_STAND_IN = "intel_amx"


def serves_gemma4_torch_native_on_cpu(server_args: Any) -> bool:
    """Device CPU, a Gemma-4 architecture, ``torch_native`` for prefill and decode."""
    view = resolve(f"{_BASE}.resolving_view")(server_args)
    if getattr(view, "device", None) != "cpu":
        return False
    if set(resolve(f"{_BASE}.attention_backends_of")(view)) != {BACKEND}:
        return False
    hf_config = resolve(f"{_BASE}.model_config_of")(server_args).hf_config
    return (getattr(hf_config, "architectures", None) or [""])[0] in ARCHITECTURES


@contextlib.contextmanager
def _check_passes(model_hook):
    """Inside ``handle_model_specific_adjustments``, ``attention_backends_of`` is read
    by the Gemma-4 branch's backend check alone (the other caller is another
    architecture's branch); report torch_native to it as a backend it lists."""
    original = model_hook.attention_backends_of

    def attention_backends_of(cfg):
        return tuple(_ACCEPTED_STAND_IN if b == BACKEND else b for b in original(cfg))

    model_hook.attention_backends_of = attention_backends_of
    try:
        yield
    finally:
        model_hook.attention_backends_of = original


# -- sliding-window layers read the sliding-window pool's slots (item 2) -----------------------


def swa_rows(backend, req_pool_indices: torch.Tensor):
    """The batch's ``req_to_token`` rows translated to the sliding-window pool's slots, and the
    indices that address them (``arange``); None without a sliding-window pool. Whole rows, so
    the shape does not change with the sequence lengths (a compiled decode keeps one graph)."""
    if not backend.use_sliding_window_kv_pool:
        return None
    rows = backend.req_to_token_pool.req_to_token[req_pool_indices]
    translated = backend.token_to_kv_pool.translate_loc_from_full_to_swa(rows).to(rows.dtype)
    return translated, torch.arange(translated.shape[0], dtype=req_pool_indices.dtype, device=translated.device)


def _reads_swa_pool(backend, layer) -> bool:
    return bool(backend.use_sliding_window_kv_pool and backend.token_to_kv_pool.layers_mapping[layer.layer_id][1])


def _init_forward_metadata(original):
    def init_forward_metadata(self, forward_batch):
        original(self, forward_batch)
        self.gemma4_swa_rows = swa_rows(self, forward_batch.req_pool_indices)

    return init_forward_metadata


def _tracking_layer(original):
    """forward_decode / forward_extend: note whether ``layer`` reads the sliding-window pool."""
    def forward(self, q, k, v, layer, forward_batch, save_kv_cache=True):
        self.gemma4_reading_swa_pool = _reads_swa_pool(self, layer)
        try:
            return original(self, q, k, v, layer, forward_batch, save_kv_cache)
        finally:
            self.gemma4_reading_swa_pool = False

    return forward


def _swa_tables(self, req_to_token, req_pool_indices):
    if getattr(self, "gemma4_reading_swa_pool", False):
        return self.gemma4_swa_rows
    return req_to_token, req_pool_indices


def _sdpa_extend(original):
    def _run_sdpa_forward_extend(self, query, output, k_cache, v_cache, req_to_token, req_pool_indices,
                                 *args, **kwargs):
        req_to_token, req_pool_indices = _swa_tables(self, req_to_token, req_pool_indices)
        return original(self, query, output, k_cache, v_cache, req_to_token, req_pool_indices, *args, **kwargs)

    return _run_sdpa_forward_extend


# -- the decode as one opaque op while compiling (item 3) ---------------------------------------


@torch.library.custom_op("gemma4::torch_native_decode_attention", mutates_args=("output",))
def torch_native_decode_attention(
    query: torch.Tensor,
    output: torch.Tensor,
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    req_to_token: torch.Tensor,
    req_pool_indices: torch.Tensor,
    seq_lens: torch.Tensor,
    scaling: Optional[float],
    enable_gqa: bool,
    sliding_window_size: Optional[int],
) -> None:
    """SGLang's ``TorchNativeAttnBackend._run_sdpa_forward_decode`` for decoder self-attention
    (no encoder lengths, not causal within the one new token, not cross-attention)."""
    run = _ORIGINAL_DECODE.get("fn") or resolve(_BACKEND)._run_sdpa_forward_decode
    # The method reads nothing of its instance but the static _make_sliding_window_mask.
    run(resolve(_BACKEND), query, output, k_cache, v_cache, req_to_token, req_pool_indices, seq_lens,
        None, scaling=scaling, enable_gqa=enable_gqa, causal=False, is_cross_attn=False,
        sliding_window_size=sliding_window_size)


@torch_native_decode_attention.register_fake
def _(query, output, k_cache, v_cache, req_to_token, req_pool_indices, seq_lens, scaling, enable_gqa,
      sliding_window_size) -> None:
    return None


# SGLang's own _run_sdpa_forward_decode while the patch is applied (what the op runs).
_ORIGINAL_DECODE: Dict[str, Any] = {}


def _sdpa_decode(original):
    def _run_sdpa_forward_decode(self, query, output, k_cache, v_cache, req_to_token, req_pool_indices,
                                 seq_lens, encoder_lens=None, scaling=None, enable_gqa=False, causal=False,
                                 is_cross_attn=False, sliding_window_size=None):
        req_to_token, req_pool_indices = _swa_tables(self, req_to_token, req_pool_indices)
        if torch.compiler.is_compiling() and encoder_lens is None and not causal and not is_cross_attn:
            torch.ops.gemma4.torch_native_decode_attention(
                query, output, k_cache, v_cache, req_to_token, req_pool_indices, seq_lens,
                scaling, enable_gqa, sliding_window_size)
            return output
        return original(self, query, output, k_cache, v_cache, req_to_token, req_pool_indices, seq_lens,
                        encoder_lens, scaling=scaling, enable_gqa=enable_gqa, causal=causal,
                        is_cross_attn=is_cross_attn, sliding_window_size=sliding_window_size)

    return _run_sdpa_forward_decode


# -- what the CPU graph runner asks of the backend (item 3) -------------------------------------


def _init_cpu_graph_state(self, max_bs: int, max_num_tokens: int) -> None:
    """Nothing to allocate: SDPA needs no workspace (the AMX backend's answer too)."""


def _get_cpu_graph_seq_len_fill_value(self) -> int:
    """Sequence length of padded rows in a captured batch (the AMX backend's 1)."""
    return 1


def _init_forward_metadata_capture_cpu_graph(self, bs, num_tokens, req_pool_indices, seq_lens,
                                             out_cache_loc, encoder_lens, forward_mode, spec_info) -> None:
    """What ``init_forward_metadata`` computes from a batch: the sliding-window pool's
    slots of ``out_cache_loc`` and of the requests' rows, when there is such a pool."""
    if self.use_sliding_window_kv_pool and out_cache_loc is not None:
        self.swa_out_cache_loc = self.token_to_kv_pool.translate_loc_from_full_to_swa(out_cache_loc)
    else:
        self.swa_out_cache_loc = None
    self.gemma4_swa_rows = swa_rows(self, req_pool_indices)


_CPU_GRAPH_METHODS = {
    "init_cpu_graph_state": _init_cpu_graph_state,
    "get_cpu_graph_seq_len_fill_value": _get_cpu_graph_seq_len_fill_value,
    "init_forward_metadata_capture_cpu_graph": _init_forward_metadata_capture_cpu_graph,
}
# Methods of SGLang's backend wrapped: name -> factory taking the original.
_WRAPPED_METHODS = {
    "init_forward_metadata": _init_forward_metadata,
    "forward_decode": _tracking_layer,
    "forward_extend": _tracking_layer,
    "_run_sdpa_forward_decode": _sdpa_decode,
    "_run_sdpa_forward_extend": _sdpa_extend,
}


# -- the CPU MoE as one opaque op while compiling (item 5) --------------------------------------


@torch.library.custom_op("gemma4::cpu_moe_forward_native", mutates_args=())
def cpu_moe_forward_native(x: torch.Tensor, w13_weight: torch.Tensor, w2_weight: torch.Tensor,
                           topk_weights: torch.Tensor, topk_ids: torch.Tensor, activation: str) -> torch.Tensor:
    """SGLang's ``moe_forward_native`` for experts without biases, clamps or router weights on the input."""
    layer = SimpleNamespace(num_experts=w13_weight.shape[0], w13_weight=w13_weight, w2_weight=w2_weight)
    config = SimpleNamespace(activation=activation, apply_router_weight_on_input=False, gemm1_alpha=None,
                             gemm1_clamp_limit=None)
    return resolve(_MOE_NATIVE)(layer, x, (topk_weights, topk_ids, None), config)


@cpu_moe_forward_native.register_fake
def _(x, w13_weight, w2_weight, topk_weights, topk_ids, activation):
    return torch.empty_like(x)


def _plain_experts(layer, config) -> bool:
    """Experts ``cpu_moe_forward_native`` computes exactly: no biases, no clamp or alpha, weights
    applied after the experts (Gemma-4's)."""
    return (getattr(layer, "w13_weight_bias", None) is None and getattr(layer, "w2_weight_bias", None) is None
            and config.gemm1_alpha is None and getattr(config, "gemm1_clamp_limit", None) is None
            and not config.apply_router_weight_on_input)


def _opaque_cpu_moe(original):
    # Resolved now: an import inside the traced forward would break the graph.
    uses_amx = resolve("sglang.srt.layers.quantization.unquant.use_intel_amx_backend")
    combine = resolve("sglang.srt.layers.moe.token_dispatcher.StandardCombineInput")

    def forward_cpu(self, layer, dispatch_output):
        if (torch.compiler.is_compiling() and not uses_amx(layer)
                and _plain_experts(layer, self.moe_runner_config)):
            topk_weights, topk_ids, _ = dispatch_output.topk_output
            out = torch.ops.gemma4.cpu_moe_forward_native(
                dispatch_output.hidden_states, layer.w13_weight, layer.w2_weight, topk_weights, topk_ids,
                self.moe_runner_config.activation)
            return combine(hidden_states=out)
        return original(self, layer, dispatch_output)

    return forward_cpu


def sgl_kernel_cpu_ops_present() -> bool:
    """Whether ``sgl_kernel``'s CPU operators are registered (its CPU build is loaded)."""
    try:
        torch.ops.sgl_kernel.shm_allreduce.default  # noqa: B018 - the first op register_fake_ops names
    except (AttributeError, RuntimeError):
        return False
    return True


def _register_fake_ops_if_present(original):
    def register_fake_ops(tp_size: int):
        if not sgl_kernel_cpu_ops_present():
            logger.info("gemma4-passes: sgl_kernel's CPU operators are not registered; the CPU graph "
                        "runner's fake implementations of them are skipped")
            return None
        return original(tp_size)

    return register_fake_ops


class CpuTorchNative(Patch):
    def __init__(self):
        super().__init__(
            name="cpu_torch_native",
            description=("Gemma-4 on a CPU with the torch_native attention backend: accepted, sliding-window "
                         "layers read their own pool, the CPU graph runner's backend methods, decode "
                         "attention and the CPU MoE one op each under compile"),
            without=("SGLang refuses Gemma-4 with attention_backend='torch_native'; forced, its sliding-window "
                     "layers read the wrong KV slots and --enable-torch-compile on CPU fails at capture"),
            targets={
                f"{_HOOK}.handle_model_specific_adjustments": "1c321ef6fec85a67",
                f"{_BASE}.attention_backends_of": "23319fc6c80dce46",
                f"{_BACKEND}.__init__": "116baaaed2c41438",
                f"{_BACKEND}.init_forward_metadata": "07b31cff89fdd81d",
                f"{_BACKEND}.forward_decode": "a2c6dd583cdc9c3f",
                f"{_BACKEND}.forward_extend": "95338bf74c3324d6",
                f"{_BACKEND}._run_sdpa_forward_decode": "4ad3bf85874bf6e2",
                f"{_BACKEND}._run_sdpa_forward_extend": "4cb0ef8b7d4ddd25",
                f"{_BACKEND}._make_sliding_window_mask": "637136f1a5e0426f",
                "sglang.srt.mem_cache.swa_memory_pool.SWAKVPool.translate_loc_from_full_to_swa": "d444e8665334ecf9",
                "sglang.srt.mem_cache.swa_memory_pool.SWAKVPool.get_key_buffer": "9938078b4d4b5eea",
                f"{_RUNNER}.register_fake_ops": "b4663709a0c680d6",
                f"{_MOE_METHOD}.forward_cpu": "eb71c61a58f33a04",
                f"{_MOE_METHOD}.forward_native": "eb71c61a58f33a04",  # the same function
                _MOE_NATIVE: "53b7e13072dbf344",
                # What the runner asks of the backend, and when.
                f"{_RUNNER}.CPUGraphRunner.__init__": "53b49a4234ee7a59",
                f"{_RUNNER}.CPUGraphRunner.capture_one_batch_size": "a6b940c6adba2971",
                f"{_RUNNER}.CPUGraphRunner.prepare_replay": "7199904d4cfc8767",
            },
        )

    def check_targets(self) -> Optional[str]:
        why = super().check_targets()
        if why:
            return why
        backend_cls = resolve(_BACKEND)
        present = [m for m in _CPU_GRAPH_METHODS if m in vars(backend_cls)]
        if present:
            return f"TorchNativeAttnBackend now has {', '.join(present)} of its own"
        return None

    def _apply(self) -> None:
        model_hook = resolve(_HOOK)
        original_hook = model_hook.handle_model_specific_adjustments

        def handle_model_specific_adjustments(server_args):
            if serves_gemma4_torch_native_on_cpu(server_args):
                logger.info("gemma4-passes: Gemma-4 with attention_backend='torch_native' on CPU accepted")
                with _check_passes(model_hook):
                    return original_hook(server_args)
            return original_hook(server_args)

        handle_model_specific_adjustments.__wrapped__ = original_hook
        rebind_everywhere(original_hook, handle_model_specific_adjustments)
        self._hook = (original_hook, handle_model_specific_adjustments)

        backend_cls = resolve(_BACKEND)
        self._methods = []
        for name, factory in _WRAPPED_METHODS.items():
            original = vars(backend_cls)[name]
            new = factory(original)
            new.__wrapped__ = original
            new.__doc__ = original.__doc__
            setattr(backend_cls, name, new)
            self._methods.append((name, original))
        _ORIGINAL_DECODE["fn"] = vars(backend_cls)["_run_sdpa_forward_decode"].__wrapped__
        for name, fn in _CPU_GRAPH_METHODS.items():
            setattr(backend_cls, name, fn)

        moe_cls = resolve(_MOE_METHOD)
        original_moe = vars(moe_cls)["forward_cpu"]
        moe = _opaque_cpu_moe(original_moe)
        moe.__wrapped__ = original_moe
        # forward_native is the same function (SGLang aliases it): the dispatch off AMX.
        self._moe = (moe_cls, original_moe, [n for n in ("forward_cpu", "forward_native")
                                             if vars(moe_cls).get(n) is original_moe])
        for name in self._moe[2]:
            setattr(moe_cls, name, moe)

        runner = resolve(_RUNNER)
        original_fakes = runner.register_fake_ops
        fakes = _register_fake_ops_if_present(original_fakes)
        fakes.__wrapped__ = original_fakes
        rebind_everywhere(original_fakes, fakes)
        self._fakes = (original_fakes, fakes)

    def _revert(self) -> None:
        if getattr(self, "_moe", None):
            moe_cls, original_moe, names = self._moe
            for name in names:
                setattr(moe_cls, name, original_moe)
            self._moe = None
        if getattr(self, "_fakes", None):
            rebind_everywhere(self._fakes[1], self._fakes[0])
            self._fakes = None
        backend_cls = resolve(_BACKEND)
        for name, fn in _CPU_GRAPH_METHODS.items():
            if vars(backend_cls).get(name) is fn:
                delattr(backend_cls, name)
        for name, original in reversed(getattr(self, "_methods", None) or []):
            setattr(backend_cls, name, original)
        self._methods = []
        _ORIGINAL_DECODE.clear()
        if getattr(self, "_hook", None):
            rebind_everywhere(self._hook[1], self._hook[0])
            self._hook = None
