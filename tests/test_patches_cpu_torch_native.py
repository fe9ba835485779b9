"""``cpu_torch_native``: Gemma-4 on a CPU with SGLang's torch_native attention backend.

What SGLang's own Engine needs (``tests/test_engine.py`` serves through it):
its argument check accepts the backend for Gemma-4 on CPU only; sliding-window
layers read the sliding-window pool's slots; the CPU graph runner's backend
methods exist; decode attention is one opaque op under compile; and the CPU
graph runner's fake registrations are skipped without sgl_kernel's CPU ops.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from gemma4_passes.patches.cpu_torch_native import CpuTorchNative, sgl_kernel_cpu_ops_present
from tests.tiny_gemma4 import check_switch_and_changed_target

BACKEND = "sglang.srt.layers.attention.torch_native_backend.TorchNativeAttnBackend"


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    """A config-only Gemma-4 checkpoint folder (argument resolution reads config.json)."""
    from gemma4_passes.tools import harness

    path = tmp_path_factory.mktemp("gemma4-31b-config")
    harness.build_mm_config("31b", "small").to_json_file(str(path / "config.json"))
    return str(path)


@pytest.fixture
def patch(sglang_plugins, isolated_patch):
    with isolated_patch("cpu_torch_native") as p:
        yield p


def _server_args(checkpoint, **kw):
    from sglang.srt.server_args import ServerArgs

    args = dict(model_path=checkpoint, device="cpu", attention_backend="torch_native",
                skip_tokenizer_init=True, enable_multimodal=False)
    args.update(kw)
    return ServerArgs(**args)


def test_switch_and_changed_target(patch, monkeypatch):
    check_switch_and_changed_target(patch, CpuTorchNative, f"{BACKEND}._run_sdpa_forward_decode", monkeypatch)


def test_sglang_accepts_torch_native_for_gemma4_on_cpu_only_with_the_patch(patch, checkpoint):
    with pytest.raises(AssertionError, match="Gemma4 only supports"):
        _server_args(checkpoint).resolve_once()
    patch.apply()
    sa = _server_args(checkpoint)
    sa.resolve_once()
    assert sa.attention_backend == "torch_native"
    # Another backend SGLang does not accept for Gemma-4 is still refused.
    with pytest.raises(AssertionError, match="Gemma4 only supports"):
        _server_args(checkpoint, attention_backend="flex_attention").resolve_once()


def test_register_fake_ops_skipped_without_sgl_kernel_cpu_ops(patch):
    from sglang.srt.model_executor import cpu_graph_runner as cgr

    assert not sgl_kernel_cpu_ops_present()
    with pytest.raises(Exception):  # SGLang's own: sgl_kernel::shm_allreduce does not exist
        cgr.register_fake_ops(1)
    patch.apply()
    assert cgr.register_fake_ops(1) is None


def test_cpu_graph_methods_added_and_removed(patch):
    from sglang.srt.layers.attention.torch_native_backend import TorchNativeAttnBackend as B

    assert not hasattr(B, "init_cpu_graph_state")
    patch.apply()
    backend = object.__new__(B)
    backend.use_sliding_window_kv_pool = False
    assert backend.get_cpu_graph_seq_len_fill_value() == 1
    assert backend.init_cpu_graph_state(4, 4) is None
    backend.init_forward_metadata_capture_cpu_graph(1, 1, torch.zeros(1, dtype=torch.long), torch.ones(1, dtype=torch.long),
                                                    torch.zeros(1, dtype=torch.long), None, None, None)
    assert backend.swa_out_cache_loc is None and backend.gemma4_swa_rows is None
    patch.revert()
    assert not hasattr(B, "init_cpu_graph_state")


# -- decode attention: SWA slots and the opaque op -------------------------------------------------


def _reference(q, k_rows, v_rows, window, scale):
    """fp64 attention of one token's q [H, D] over k/v rows [L, Hkv, D], the last ``window + 1`` kept."""
    L = k_rows.shape[0]
    keep = torch.arange(L) >= L - 1 - window if window >= 0 else torch.ones(L, dtype=torch.bool)
    H, Hkv = q.shape[0], k_rows.shape[1]
    k = k_rows[keep].double().repeat_interleave(H // Hkv, dim=1)  # [L', H, D]
    v = v_rows[keep].double().repeat_interleave(H // Hkv, dim=1)
    scores = torch.einsum("hd,lhd->hl", q.double(), k) * scale
    return torch.einsum("hl,lhd->hd", scores.softmax(-1), v)


class _Pools:
    """Full and sliding-window K/V buffers with a non-identity full -> SWA slot mapping."""

    def __init__(self, gen, size=64, hkv=2, d=16):
        self.full_k, self.full_v = torch.randn(size, hkv, d, generator=gen), torch.randn(size, hkv, d, generator=gen)
        self.swa_k, self.swa_v = torch.randn(size, hkv, d, generator=gen), torch.randn(size, hkv, d, generator=gen)
        self.mapping = torch.randperm(size, generator=gen)
        self.layers_mapping = {0: (0, True), 1: (0, False)}  # layer 0 sliding, layer 1 full

    def translate_loc_from_full_to_swa(self, loc):
        return self.mapping[loc]

    def get_key_buffer(self, layer_id):
        return self.swa_k if self.layers_mapping[layer_id][1] else self.full_k

    def get_value_buffer(self, layer_id):
        return self.swa_v if self.layers_mapping[layer_id][1] else self.full_v


@pytest.mark.parametrize("layer_id", [0, 1])
def test_decode_reads_sliding_window_pool_slots(patch, layer_id):
    """A sliding-window layer reads K/V at the SWA pool's slots (the full layer at the full
    pool's): against an fp64 reference, for requests of 1, 3 and 17 tokens in random slots."""
    from sglang.srt.layers.attention.torch_native_backend import TorchNativeAttnBackend as B

    patch.apply()
    gen = torch.Generator().manual_seed(7 + layer_id)
    pools = _Pools(gen)
    lens = [1, 3, 17]
    req_to_token = torch.zeros(4, 32, dtype=torch.long)
    slots = torch.randperm(64, generator=gen)[: sum(lens)]
    for r, start in enumerate([0, 1, 4]):
        req_to_token[r + 1, : lens[r]] = slots[start : start + lens[r]]
    backend = object.__new__(B)
    backend.use_sliding_window_kv_pool = True
    backend.token_to_kv_pool = pools
    backend.req_to_token_pool = SimpleNamespace(req_to_token=req_to_token)
    H, D, window = 4, 16, 7
    layer = SimpleNamespace(layer_id=layer_id, tp_q_head_num=H, tp_k_head_num=2, tp_v_head_num=2, qk_head_dim=D,
                            v_head_dim=D, is_cross_attention=False, sliding_window_size=window, scaling=D**-0.5)
    batch = SimpleNamespace(req_pool_indices=torch.tensor([1, 2, 3]), seq_lens=torch.tensor(lens),
                            encoder_lens=None, out_cache_loc=None)
    backend.init_forward_metadata(batch)
    q = torch.randn(3, H * D, generator=gen)
    out = backend.forward_decode(q, None, None, layer, batch, save_kv_cache=False)
    assert not backend.gemma4_reading_swa_pool  # reset after the call
    k_buf, v_buf = pools.get_key_buffer(layer_id), pools.get_value_buffer(layer_id)
    read_slots = (lambda s: pools.mapping[s]) if layer_id == 0 else (lambda s: s)
    for r in range(3):
        s = read_slots(req_to_token[r + 1, : lens[r]])
        ref = _reference(q[r].view(H, D), k_buf[s], v_buf[s], window, D**-0.5)
        torch.testing.assert_close(out[r].view(H, D).double(), ref, rtol=1e-5, atol=1e-5)
    if layer_id == 0:
        # What SGLang's backend alone reads (full-pool slot numbers into the SWA buffer) differs.
        s = req_to_token[3, : lens[2]]
        wrong = _reference(q[2].view(H, D), k_buf[s], v_buf[s], window, D**-0.5)
        assert (out[2].view(H, D).double() - wrong).abs().max() > 1e-2


def test_decode_attention_op_is_sglangs_decode(patch):
    """``gemma4::torch_native_decode_attention`` computes what SGLang's method computes
    (fresh random inputs, GQA, sliding window and none) and passes opcheck."""
    from sglang.srt.layers.attention.torch_native_backend import TorchNativeAttnBackend as B

    patch.apply()
    gen = torch.Generator().manual_seed(3)
    T, H, Hkv, D, N = 3, 8, 2, 32, 48
    req_to_token = torch.randperm(N, generator=gen)[:40].view(4, 10)
    seq_lens = torch.tensor([1, 7, 10])
    pool_idx = torch.tensor([3, 0, 2])
    k_cache, v_cache = torch.randn(N, Hkv, D, generator=gen), torch.randn(N, Hkv, D, generator=gen)
    q = torch.randn(T, H, D, generator=gen)
    results = {}
    for window in (None, 4):
        expected = torch.full((T, H, D), float("nan"))
        B._run_sdpa_forward_decode.__wrapped__(B, q, expected, k_cache, v_cache, req_to_token, pool_idx, seq_lens,
                                               None, scaling=0.125, enable_gqa=True, sliding_window_size=window)
        out = torch.full((T, H, D), float("nan"))
        torch.ops.gemma4.torch_native_decode_attention(q, out, k_cache, v_cache, req_to_token, pool_idx, seq_lens,
                                                       0.125, True, window)
        torch.testing.assert_close(out, expected, rtol=0, atol=0)
        torch.library.opcheck(torch.ops.gemma4.torch_native_decode_attention.default,
                              (q, out, k_cache, v_cache, req_to_token, pool_idx, seq_lens, 0.125, True, window))
        results[window] = out.clone()
    # The window keeps the last 5 of request 1's 7 tokens: another result than no window;
    # request 0 (one token) is the same either way.
    assert (results[None][1] - results[4][1]).abs().max() > 1e-3
    torch.testing.assert_close(results[None][0], results[4][0], rtol=0, atol=0)


def test_compiled_decode_is_one_graph_with_the_op(patch):
    """Under torch.compile the per-request loop is one opaque op: no graph break, no
    recompile when the sequence lengths change."""
    from torch._dynamo.testing import CompileCounterWithBackend
    from sglang.srt.layers.attention.torch_native_backend import TorchNativeAttnBackend as B

    patch.apply()
    gen = torch.Generator().manual_seed(5)
    backend = object.__new__(B)
    k_cache, v_cache = torch.randn(32, 2, 16, generator=gen), torch.randn(32, 2, 16, generator=gen)
    req_to_token = torch.randperm(32, generator=gen)[:24].view(3, 8)

    def decode(q, seq_lens):
        out = torch.empty_like(q)
        return backend._run_sdpa_forward_decode(q, out, k_cache, v_cache, req_to_token, torch.tensor([0, 2]),
                                                seq_lens, None, scaling=0.25, enable_gqa=True,
                                                sliding_window_size=3)

    counter = CompileCounterWithBackend("aot_eager")
    compiled = torch.compile(decode, backend=counter, dynamic=False)
    q = torch.randn(2, 4, 16, generator=gen)
    for lens in ([3, 8], [1, 5]):
        seq_lens = torch.tensor(lens)
        torch.testing.assert_close(compiled(q, seq_lens), decode(q, seq_lens), rtol=0, atol=0)
    assert counter.frame_count == 1
    graph = counter.graphs[0]
    assert any("torch_native_decode_attention" in str(n.target) for n in graph.graph.nodes)


def test_cpu_moe_op_is_sglangs_cpu_moe_and_one_graph(patch):
    """``gemma4::cpu_moe_forward_native`` is SGLang's eager CPU MoE (``moe_forward_native``,
    tanh gelu) bit for bit, passes opcheck, and keeps a compiled forward in one graph where
    SGLang's loop (host sync, per-expert branch) would break it."""
    from types import SimpleNamespace as NS

    from torch._dynamo.testing import CompileCounterWithBackend
    from sglang.srt.layers.moe.fused_moe_native import moe_forward_native
    from sglang.srt.utils import is_cuda

    if is_cuda():  # SGLang's activation modules pick their CUDA forward for CPU tensors too
        pytest.skip("SGLang's CPU MoE path runs where SGLang sees no CUDA device")
    patch.apply()
    gen = torch.Generator().manual_seed(11)
    E, H, I, K = 16, 64, 32, 8
    w13 = torch.randn(E, 2 * I, H, generator=gen) * H**-0.5
    w2 = torch.randn(E, H, I, generator=gen) * I**-0.5
    for tokens in (1, 3, 17):
        x = torch.randn(tokens, H, generator=gen)
        ids = torch.stack([torch.randperm(E, generator=gen)[:K] for _ in range(tokens)]).to(torch.int32)
        weights = torch.rand(tokens, K, generator=gen)
        layer = NS(num_experts=E, w13_weight=w13, w2_weight=w2)
        config = NS(activation="gelu", apply_router_weight_on_input=False, gemm1_alpha=None, gemm1_clamp_limit=None)
        expected = moe_forward_native(layer, x, (weights, ids, None), config)
        out = torch.ops.gemma4.cpu_moe_forward_native(x, w13, w2, weights, ids, "gelu")
        torch.testing.assert_close(out, expected, rtol=0, atol=0)
        # fp64 reference: tanh gelu(gate) * up, then down, weighted by the top-k weights.
        ref = torch.zeros(tokens, H, dtype=torch.float64)
        for t in range(tokens):
            for k in range(K):
                e = int(ids[t, k])
                gate, up = (w13[e].double() @ x[t].double()).chunk(2)
                act = torch.nn.functional.gelu(gate, approximate="tanh") * up
                ref[t] += weights[t, k].double() * (w2[e].double() @ act)
        torch.testing.assert_close(out.double(), ref, rtol=1e-5, atol=1e-5)
    torch.library.opcheck(torch.ops.gemma4.cpu_moe_forward_native.default, (x, w13, w2, weights, ids, "gelu"))

    from sglang.srt.layers.quantization.unquant import UnquantizedFusedMoEMethod as M

    method = object.__new__(M)
    if isinstance(method, torch.nn.Module):
        torch.nn.Module.__init__(method)  # SGLang's method is a module; its own __init__ needs a layer
    method.moe_runner_config = NS(activation="gelu", apply_router_weight_on_input=False, gemm1_alpha=None,
                                  gemm1_clamp_limit=None)
    layer = torch.nn.Module()
    layer.w13_weight, layer.w2_weight, layer.num_experts = torch.nn.Parameter(w13), torch.nn.Parameter(w2), E
    layer.moe_runner_config = method.moe_runner_config

    def moe(x, weights, ids):
        return method.forward_native(layer, NS(hidden_states=x, topk_output=(weights, ids, None))).hidden_states

    counter = CompileCounterWithBackend("aot_eager")
    with torch.no_grad():
        got = torch.compile(moe, backend=counter, dynamic=False)(x, weights, ids)
        torch.testing.assert_close(got, moe(x, weights, ids), rtol=0, atol=0)
    assert counter.frame_count == 1
    assert any("cpu_moe_forward_native" in str(n.target) for n in counter.graphs[0].graph.nodes)
