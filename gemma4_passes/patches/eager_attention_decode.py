"""SGLang's Triton attention decode runs eagerly inside the compiled decode graph.

Under ``--enable-torch-compile`` SGLang compiles the whole decode forward, and
Dynamo traces into ``TritonAttnBackend.forward_decode``: the KV-cache store
(SGLang's JIT ``kvcache.cuh`` kernel, through ``_set_kv_buffer``) and the
index work around the Triton decode kernels end up inside an Inductor graph.
On the H200 stack this project is measured on (torch 2.11, Triton 3.6,
SGLang 0.5.23's Triton backend), CUDA-graph capture of that compiled decode
fails with an illegal memory access in the KV-cache store, at batch sizes 1
and 4, with or without this plugin; a server captured at batch size 1 alone
decodes token 0. With ``forward_decode`` left to run eagerly, the same server
captures and its greedy tokens equal the eager server's (``bench/engine_gpu/README.md``).

Two forms:

- **opaque op** (the default with a CUDA device; ``GEMMA4_ATTENTION_DECODE_OP=0`` turns it
  off): under compile the call is one ``gemma4::attention_decode`` node, which runs
  SGLang's ``forward_decode`` eagerly when the compiled code reaches it; the decode
  forward stays one graph per batch size, as on the CPU graph runner. The op finds the
  call's forward batch where the plugin's compile hook left it (``running``, around each
  call of the compiled forward) and the attention module by the index ``index_layers``
  gave it. Its only side effect, the KV-cache store, is read by later attention calls
  alone, each of which depends on this one's output through the hidden states. One
  Inductor compile of a whole decode forward does not end in minutes on the H200, so the
  plugin compiles it split at these ops (``gemma4_passes.piecewise``: equal pieces once).
  Side by side with SGLang's compile in the same form on the H200, the passes decode
  faster than behind the break (31B level) and start in about half the time, and the
  compiled decode keeps eager's greedy tokens in fp32 (``bench/studies/attention_graph_breaks/``).
- **graph break** (``GEMMA4_ATTENTION_DECODE_OP=0``; and wherever the op cannot name a
  call): ``forward_decode`` is ``torch.compiler.disable``-d. The break sits three calls
  deep (model -> decoder layer -> attention module), and Dynamo compiles each frame on the
  way separately: every layer becomes four graphs, [input norm] [q/k/v projection, q/k/v
  norms + RoPE] (attention) [o projection] [post-attention norms, MLP/MoE, tail], and no
  fusion crosses them: the input norm stays an Inductor launch beside its projection, the
  layer's tail cannot take the next layer's input norm (``next_input_norm``), the o
  projection's sum is rounded before the norms that read it.

On a CPU (no CUDA device) the patch applies only when asked (``GEMMA4_ATTENTION_DECODE_OP=1``),
in the op form, to the ``torch_native`` backend SGLang serves Gemma-4 with there
(``cpu_torch_native``): the CPU graph runner needs no graph break and compiles the whole
forward at once, but the op form's own path (the forward batch handed to the op, the
forward compiled split at the ops) then runs through SGLang's Engine in CI, where its
tokens are checked against eager's in fp32 (``tests/test_engine.py``). Inductor's
freezing, which the CPU graph runner turns on, is turned off for it (``piecewise``
compiles each piece once for every layer of its code, so the weights cannot be constants).

AT_COMPILE: only a compiled decode is concerned; the class is patched in the
process that compiles, before the graph runner captures.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Callable, Dict, List, Optional

import torch

from gemma4_passes.patches.base import ACTIVE, PatchStatus, WrapMethods, env_switch

logger = logging.getLogger("gemma4_passes")

TARGET = "sglang.srt.layers.attention.triton_backend.TritonAttnBackend.forward_decode"
# On a CPU, the op form only: the backend SGLang serves Gemma-4 with there (``cpu_torch_native``).
CPU_TARGET = "sglang.srt.layers.attention.torch_native_backend.TorchNativeAttnBackend.forward_decode"
_FINGERPRINTS = {TARGET: "7577d9e3055af8a4", CPU_TARGET: "a2c6dd583cdc9c3f"}
OPT_IN = "GEMMA4_ATTENTION_DECODE_OP"
# The index ``index_layers`` gives each attention module (an attribute Dynamo reads as a constant).
INDEX_ATTR = "_gemma4_attention_index"

_LAYERS: Dict[int, torch.nn.Module] = {}
_RUNNING: List[object] = []  # the forward batches of the compiled forwards running now, innermost last
_ORIGINAL: List[Callable] = []  # SGLang's forward_decode, once the patch is applied
_FELL_BACK: set = set()  # why the op form left a call behind a graph break (each said once)


def op_form(cuda: bool) -> bool:
    """Whether decode attention becomes the op: by default with a CUDA device, on a CPU when asked."""
    return env_switch(OPT_IN, cuda)


def index_layers(model: torch.nn.Module) -> int:
    """Give every attention module of ``model`` (SGLang's ``RadixAttention``: a ``layer_id`` and the
    head sizes) an index the op can name it by; the number of modules indexed now."""
    new = 0
    for module in model.modules():
        if type(module).__name__ == "RadixAttention" and getattr(module, INDEX_ATTR, None) is None:
            setattr(module, INDEX_ATTR, len(_LAYERS))
            _LAYERS[len(_LAYERS)] = module
            new += 1
    return new


@contextlib.contextmanager
def running(forward_batch):
    """While a compiled forward runs (its CUDA-graph capture included): the forward batch the op passes on."""
    _RUNNING.append(forward_batch)
    try:
        yield
    finally:
        _RUNNING.pop()


_GET_BACKEND: List[Callable] = []  # SGLang's get_attn_backend, imported when the op form is applied


def _current_backend():
    """The forward context's attention backend (read while Dynamo traces: no import here)."""
    return _GET_BACKEND[0]()


def _why_not_op(backend, layer, kwargs) -> Optional[str]:
    """Why a call cannot be the op (None: it can): its module unindexed, its backend not the forward
    context's, or an argument the op does not carry."""
    if getattr(layer, INDEX_ATTR, None) is None:
        return "an attention module the plugin did not index"
    if backend is not _current_backend():
        return "a backend other than the forward context's"
    extra = [name for name, value in kwargs.items() if value is not None]
    return "arguments the op does not carry: " + ", ".join(extra) if extra else None


@torch.library.custom_op("gemma4::attention_decode", mutates_args=())
def attention_decode(q: torch.Tensor, k: Optional[torch.Tensor], v: Optional[torch.Tensor], layer: int,
                     save_kv_cache: bool) -> torch.Tensor:
    """SGLang's Triton decode attention of attention module ``layer`` (``index_layers``), run eagerly:
    the KV-cache store of ``k``/``v`` (unless ``save_kv_cache`` is off or they are None: a kv-shared
    layer) and the decode kernels; ``[tokens, heads * v_head_dim]``."""
    if not _RUNNING or not _ORIGINAL:
        raise RuntimeError("gemma4::attention_decode ran outside a compiled forward started through the plugin's "
                           "compile hook (it needs that call's forward batch)")
    return _ORIGINAL[0](_current_backend(), q, k, v, _LAYERS[layer], _RUNNING[-1], save_kv_cache)


@attention_decode.register_fake
def _(q, k, v, layer, save_kv_cache):
    m = _LAYERS[layer]
    return q.new_empty((q.numel() // (m.tp_q_head_num * m.qk_head_dim), m.tp_q_head_num * m.v_head_dim))


class EagerAttentionDecode(WrapMethods):
    as_op = False  # the form the applied wrapper takes (``wrappers`` reads the switch once)

    def __init__(self, cuda: Optional[bool] = None):
        """``cuda``: patch the Triton backend (a CUDA device) or the CPU's ``torch_native`` one;
        by default whichever this process has (asked when the patch is first checked, not here)."""
        self._cuda = cuda
        super().__init__(
            name="eager_attention_decode",
            description=("the Triton attention backend's decode runs eagerly inside the compiled decode graph, "
                         f"as one opaque op (behind a graph break with {OPT_IN}=0)"),
            without=("SGLang's compiled decode traces the KV-cache store into Inductor; on torch 2.11 "
                     "CUDA-graph capture then fails with an illegal memory access"),
            targets={TARGET: _FINGERPRINTS[TARGET]},  # a CUDA device's; ``check_targets`` settles this process's
        )

    @property
    def cuda(self) -> bool:
        if self._cuda is None:
            self._cuda = torch.cuda.is_available()
        return self._cuda

    def _settle_target(self) -> str:
        """The backend method this process patches (its fingerprint put in ``targets`` once)."""
        target = TARGET if self.cuda else CPU_TARGET
        if target not in self.targets:
            self.targets = {target: _FINGERPRINTS[target]}
        return target

    def check_targets(self):
        self._settle_target()
        return super().check_targets()

    def check_settings(self) -> None:
        """The op form's switch, read as every switch is."""
        op_form(True)

    def applicable(self):
        if not self.cuda and not op_form(False):
            return ("no CUDA device: SGLang's Triton attention backend runs on CUDA only; on a CPU only "
                    f"the op form ({OPT_IN}=1) applies")
        return None

    def _form(self, as_op: bool) -> str:
        return "as one op" if as_op else f"behind a graph break ({OPT_IN}=0)"

    def status(self, *, ignore_switches: bool = False) -> PatchStatus:
        """As every patch's, with the form decode attention takes (or will take) said."""
        st = super().status(ignore_switches=ignore_switches)
        if st.state == ACTIVE:
            st.reason = self._form(self.as_op)
        elif st.state == "ready":
            st.reason += f"; {self._form(op_form(self.cuda))}"
        return st

    def _apply(self) -> None:
        super()._apply()  # wrappers() reads the switch into as_op
        logger.info("gemma4-passes: eager_attention_decode: compiled decode runs attention %s",
                    self._form(self.as_op))
        if self.as_op:
            from sglang.srt.model_executor.forward_context import get_attn_backend

            _GET_BACKEND[:] = [get_attn_backend]

    def wrappers(self):
        as_op = self.as_op = op_form(self.cuda)

        def wrap_forward_decode(original):
            _ORIGINAL[:] = [original]

            @torch.compiler.disable
            def eager(self, *args, **kwargs):
                return original(self, *args, **kwargs)

            if not as_op:
                return eager  # the graph-break form

            @torch.compiler.disable
            def fallback(why, self, *args, **kwargs):
                if why not in _FELL_BACK:
                    _FELL_BACK.add(why)
                    logger.warning("gemma4-passes: eager_attention_decode: %s; that decode attention runs "
                                   "behind a graph break", why)
                return original(self, *args, **kwargs)

            def forward_decode(self, q, k, v, layer, forward_batch, save_kv_cache=True, **kwargs):
                if not torch.compiler.is_compiling():
                    return original(self, q, k, v, layer, forward_batch, save_kv_cache, **kwargs)
                why = _why_not_op(self, layer, kwargs)
                if why is None:
                    return torch.ops.gemma4.attention_decode(q, k, v, getattr(layer, INDEX_ATTR), save_kv_cache)
                return fallback(why, self, q, k, v, layer, forward_batch, save_kv_cache, **kwargs)

            return forward_decode

        return {self._settle_target(): wrap_forward_decode}
