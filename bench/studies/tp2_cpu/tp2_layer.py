"""SGLang's real Gemma-4 decoder layer at TP=2 on CPU (gloo), compared with TP=1.

Run from the repository root so the package imports:
    .venv/bin/python bench/studies/tp2_cpu/tp2_layer.py --variant 31b --layer 5
Options: --variant 31b|26b-a4b, --layer N, --mode decode|extend, --tokens, --ctx,
--dtype float32|bfloat16, --compile (torch.compile each rank's forward with a
printing backend that hands the graph to Inductor), --no-final-norm.

Steps:
 1. One spawned process, world 1 (TP=1): harness.build_layers (seed-0 random weights),
    inputs, decode KV cache; eager forward with SGLang's compile-mode dispatch
    (harness.native_ops + cpu_traceable_moe, as demo.eager_reference); saves all to a file.
 2. Two spawned processes, world 2 (TP=2), gloo over tcp://127.0.0.1:PORT, SGLang's
    init_distributed_environment / initialize_model_parallel with ServerArgs(tp_size=2).
    Each builds the same layer (now TP-sharded), loads the TP=1 weights through each
    parameter's own SGLang weight_loader (QKV: q/k/v shards; gate_up: 0/1; row: whole;
    FusedMoE: w1/w3/w2 per expert), shards the KV cache by kv-head, runs the same forward,
    and compares with the TP=1 output.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import socket
import sys
import tempfile
import time
import traceback

import torch
import torch._dynamo
import torch.multiprocessing as mp

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, ROOT)
OUT_DIR = os.environ.get("TP_OUT", os.path.join(tempfile.gettempdir(), "tp2_cpu"))  # logs and graphs
CALLS = []


def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def init_sglang(rank: int, world: int, port: int) -> None:
    """harness.init_sglang, for a world of `world` gloo ranks and tp_size=world."""
    os.environ.setdefault("SGLANG_IS_FLASHINFER_AVAILABLE", "false")
    from gemma4_passes.tools import harness
    from sglang.srt import runtime_context as rc
    from sglang.srt.distributed import parallel_state
    from sglang.srt.server_args import ServerArgs
    import sglang.srt.layers.rotary_embedding.base as rope_base

    rope_base._is_cpu = True
    if os.environ.get("TP_KEEP_PYNCCL") != "1":
        # Workaround: on a CPU-only host with torch's bundled libnccl, SGLang's
        # init_model_parallel_group defaults use_pynccl=True (platform = base SRTPlatform),
        # and PyNcclCommunicator then does torch.cuda.device(cpu) -> ValueError.
        orig = parallel_state.init_model_parallel_group

        def no_pynccl(*a, **kw):
            kw["use_pynccl"] = False
            return orig(*a, **kw)

        parallel_state.init_model_parallel_group = no_pynccl
    if os.environ.get("TP_KEEP_GETFRAME_BREAK") != "1":
        # Workaround: the deprecated getters (get_attn_tp_group, ...) are wrapped by
        # _warn_if_called_from_outside, which calls sys._getframe(1) on every call whose
        # caller is exempt (sglang.srt.distributed.*) -- exempt callers never get added to
        # _ALREADY_WARNED. Dynamo cannot trace sys._getframe: one graph break per
        # attention_tensor_model_parallel_all_reduce. Marking every name as warned skips it.
        parallel_state._ALREADY_WARNED.update(parallel_state._CONTEXT_NAME_OF)
    parallel_state.init_distributed_environment(
        world_size=world, rank=rank, local_rank=rank, backend="gloo",
        distributed_init_method=f"tcp://127.0.0.1:{port}",
    )
    rc.reset_context()
    server_args = ServerArgs(model_path="dummy", tp_size=world, device="cpu")
    rc.publish(server_args, role="scheduler", ranks=rc.SpawnRanks(world_rank=rank))
    rc.get_parallel().override_permanently(world_group=parallel_state._WORLD)
    parallel_state.initialize_model_parallel(backend="gloo")
    harness._INITIALISED = True  # harness.build_layers must not init a world of 1
    # Count the all-reduces the layer issues in eager runs (Dynamo inlines this wrapper;
    # the is_compiling() check keeps tracing from recording).
    from sglang.srt.utils.common import is_shm_available
    GC = parallel_state.GroupCoordinator
    orig_ar = GC.all_reduce
    CALLS.clear()

    def counting_all_reduce(self, input_):
        if not torch.compiler.is_compiling():
            CALLS.append((self.unique_name, tuple(input_.shape), str(input_.dtype)))
        return orig_ar(self, input_)

    GC.all_reduce = counting_all_reduce
    if rank == 0:
        print(f"is_shm_available(bf16, {world}, local_size={parallel_state.get_tp_group().local_size}) = "
              f"{is_shm_available(torch.bfloat16, world, parallel_state.get_tp_group().local_size)}", flush=True)


class PrintingBackend:
    """Dynamo backend: print each graph's call targets, then Inductor."""

    def __init__(self, rank: int, world: int):
        self.rank = rank
        self.world = world
        self.graphs = []

    def __call__(self, gm, example_inputs):
        from torch._inductor.compile_fx import compile_fx

        idx = len(self.graphs)
        targets = []
        for n in gm.graph.nodes:
            if n.op in ("call_function", "call_method", "call_module"):
                t = n.target
                targets.append(t if isinstance(t, str) else getattr(t, "__qualname__", None)
                               and f"{getattr(t, '__module__', '')}.{t.__qualname__}" or str(t))
        self.graphs.append(targets)
        if self.rank == 0:
            with open(f"{OUT_DIR}/tp{self.world}_dynamo_graph_{idx}.txt", "w") as f:
                f.write(gm.print_readable(print_output=False))
                f.write("\n\n# graph\n" + str(gm.graph))
            comm = [t for t in targets if any(s in str(t) for s in ("reduce", "c10d", "distributed", "sglang", "wait"))]
            print(f"[tp{self.world} rank0] dynamo graph {idx}: {len(targets)} calls; collective-like: {comm}", flush=True)
        return compile_fx(gm, example_inputs)


def worker(rank: int, world: int, port: int, args, ref_path: str) -> None:
    try:
        _worker(rank, world, port, args, ref_path)
    except Exception:
        traceback.print_exc()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(1)


def _worker(rank: int, world: int, port: int, args, ref_path: str) -> None:
    torch.set_num_threads(1)
    init_sglang(rank, world, port)
    from gemma4_passes.tools import harness
    from sglang.srt.distributed import parallel_state

    dtype = getattr(torch, args.dtype)
    cfg = harness.build_config(args.variant)
    lid = args.layer
    (layer,) = harness.build_layers(cfg, [lid], dtype=dtype)
    final_norm = None if args.no_final_norm else harness.build_final_norm(cfg, dtype=dtype)
    stack = harness.LayerStack([layer], cfg, final_norm)
    inputs = harness.make_inputs(stack, args.mode, args.tokens, args.ctx, dtype=dtype)
    backend = harness.SDPAAttention(args.ctx)
    attn = layer.self_attn
    tp = parallel_state.get_tp_group()
    print(f"[rank {rank}/{world}] layer {lid} {harness.describe_layer(cfg, lid)}: tp world {tp.world_size}, "
          f"heads {attn.num_heads}/{attn.total_num_heads}, kv {attn.num_kv_heads}/{attn.total_num_kv_heads}, "
          f"head_dim {attn.head_dim}; device_group backend "
          f"{torch.distributed.get_backend(tp.device_group)}; ca_comm={tp.ca_comm} pynccl={tp.pynccl_comm}",
          flush=True)

    if world == 1:
        if args.mode == "decode":
            backend.prepare([layer], args.tokens, "cpu", dtype)
        cache0 = {k: tuple(t.clone() for t in v) for k, v in backend.cache.items()}
        state = {n: p.detach().clone() for n, p in layer.named_parameters()}
        # only the layer scalar: the other buffers (rotary cos/sin cache, 100s of MB) are derived
        state.update({n: b.detach().clone() for n, b in layer.named_buffers() if n.endswith("layer_scalar")})
    else:
        ref = torch.load(ref_path)
        harness.load_sharded(layer, ref["state"])  # SGLang's weight loaders; the router folds its scale
        cache0 = {}
        for lid_, (k, v) in ref["cache"].items():
            heads = harness.kv_heads_of_rank(attn.total_num_kv_heads)
            cache0[lid_] = (k[:, :, heads].contiguous(), v[:, :, heads].contiguous())
        # inputs are seed-determined; check they equal the reference's
        assert torch.equal(inputs.hidden_states, ref["hidden"])

    def run():
        backend.cache = {k: tuple(t.clone() for t in v) for k, v in cache0.items()}
        return stack(*inputs.args())

    with contextlib.ExitStack() as es:
        es.enter_context(torch.no_grad())  # inference, as SGLang runs it (no joint/backward graph)
        es.enter_context(harness.attention(backend))
        es.enter_context(harness.cpu_traceable_moe())
        es.enter_context(harness.native_ops(stack, args.tokens))
        t0 = time.time()
        out = run().float()
        print(f"[rank {rank}] eager forward ok {time.time() - t0:.2f}s, out {tuple(out.shape)}; "
              f"GroupCoordinator.all_reduce calls: {CALLS}", flush=True)
        if world == 1:
            torch.save(dict(state=state, cache=cache0, hidden=inputs.hidden_states, out=out), ref_path)
            ref_out = out
        else:
            ref_out = ref["out"]
        if world > 1:
            d = (out - ref_out).abs().max().item()
            print(f"[rank {rank}] TP=2 eager vs TP=1 eager: max abs diff {d:.3e} "
                  f"(max|ref| {ref_out.abs().max().item():.3f}, rel {d / ref_out.abs().max().item():.2e})", flush=True)
            # both ranks hold the same result?
            other = out.clone()
            torch.distributed.broadcast(other, src=0)
            print(f"[rank {rank}] rank0 vs this rank: max abs diff {(other - out).abs().max().item():.3e}", flush=True)

        if args.compile:
            torch._dynamo.config.cache_size_limit = 64
            pb = PrintingBackend(rank, world)
            if rank == 0:
                import torch._inductor.config as icfg
                from torch._inductor.custom_graph_pass import CustomGraphPass

                class DumpPostGrad(CustomGraphPass):
                    n = 0

                    def __call__(self, graph):
                        ops = [str(nd.target) for nd in graph.nodes if nd.op == "call_function"]
                        comm = [o for o in ops if "c10d" in o or "reduce" in o or "wait" in o]
                        with open(f"{OUT_DIR}/tp{world}_post_grad_{DumpPostGrad.n}.txt", "w") as f:
                            f.write(str(graph))
                        print(f"[tp{world} rank0] post-grad graph {DumpPostGrad.n}: {len(ops)} ops; collectives: {comm}", flush=True)
                        DumpPostGrad.n += 1

                    def uuid(self):
                        return None  # no FX-graph caching of this dump

                icfg.post_grad_custom_post_pass = DumpPostGrad()
            compiled = torch.compile(stack, backend=pb)
            t0 = time.time()
            backend.cache = {k: tuple(t.clone() for t in v) for k, v in cache0.items()}
            cout = compiled(*inputs.args()).float()
            print(f"[rank {rank}] compiled forward ok {time.time() - t0:.1f}s, {len(pb.graphs)} dynamo graphs", flush=True)
            dc = (cout - ref_out).abs().max().item()
            de = (cout - out).abs().max().item()
            print(f"[rank {rank}] TP={world} compiled vs TP=1 eager: {dc:.3e}; vs TP={world} eager (this run): {de:.3e}", flush=True)
            if world == 1:
                d = torch.load(ref_path)
                d["compiled_out"] = cout
                torch.save(d, ref_path)
            elif "compiled_out" in ref:
                print(f"[rank {rank}] TP=2 compiled vs TP=1 compiled: "
                      f"{(cout - ref['compiled_out']).abs().max().item():.3e}", flush=True)
            backend.cache = {k: tuple(t.clone() for t in v) for k, v in cache0.items()}
            cout2 = compiled(*inputs.args()).float()
            print(f"[rank {rank}] 2nd compiled call vs 1st: {(cout2 - cout).abs().max().item():.3e}", flush=True)
            try:
                expl = torch._dynamo.explain(stack)(*inputs.args()) if args.explain else None
                if expl is not None and rank == 0:
                    print(f"[rank0] explain: graphs {expl.graph_count}, breaks {expl.graph_break_count}", flush=True)
                    for br in expl.break_reasons:
                        print("   break:", str(br.reason)[:300], flush=True)
            except Exception as e:  # noqa
                print(f"[rank {rank}] explain failed: {e!r}", flush=True)
    if world > 1:
        torch.distributed.barrier()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="31b")
    ap.add_argument("--layer", type=int, default=5)
    ap.add_argument("--mode", default="decode")
    ap.add_argument("--tokens", type=int, default=3)
    ap.add_argument("--ctx", type=int, default=16)
    ap.add_argument("--dtype", default="float32")
    ap.add_argument("--compile", action="store_true")
    ap.add_argument("--explain", action="store_true")
    ap.add_argument("--no-final-norm", action="store_true")
    args = ap.parse_args()
    os.makedirs(OUT_DIR, exist_ok=True)
    ref_path = f"{OUT_DIR}/ref_{args.variant}_{args.layer}_{args.mode}_{args.dtype}.pt"
    ctx = mp.get_context("spawn")
    for world in (1, 2):
        port = free_port()
        procs = [ctx.Process(target=worker, args=(r, world, port, args, ref_path)) for r in range(world)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(timeout=900)
        codes = [p.exitcode for p in procs]
        print(f"== world {world}: exit codes {codes}", flush=True)
        if any(c != 0 for c in codes):
            sys.exit(1)


if __name__ == "__main__":
    main()
