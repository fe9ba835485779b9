"""SGLang's Gemma-4 layers at a TP width of 1 or 2 on CPU: one spawned process per rank, gloo.

``run_world(world, ...)`` starts ``world`` ranks. Each builds the demo's layers of a
variant (``demo.build_variant``: SGLang's own layers, sharded by SGLang for the world
it runs in), runs them eagerly in SGLang's compile-mode dispatch, then compiles them
through SGLang's ``patch_model`` with the plugin loaded through SGLang's plugin loader
and the given passes on, and saves what it saw to ``workdir/tp<world>_rank<r>.pt``.

The world of one saves its weights; a wider world loads them through each parameter's
SGLang ``weight_loader`` (``harness.load_sharded``), so both compute the same model.
The KV cache is the same at every width by construction (``harness.SDPAAttention``).
"""

from __future__ import annotations

import os
import socket
import sys
import traceback
from pathlib import Path
from typing import Dict, List, Optional, Sequence

import torch
import torch.multiprocessing as mp
from torch._inductor.custom_graph_pass import CustomGraphPass

ALL_REDUCE = "_c10d_functional.all_reduce.default"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_world(world: int, variant: str, *, dtype: str, tokens: int, passes: Sequence[str], workdir: Path,
              layer_ids: Optional[Sequence[int]] = None, timeout: float = 900) -> List[Dict]:
    """Run ``world`` ranks to the end; their results, rank 0 first. Raises if a rank fails."""
    init = f"tcp://127.0.0.1:{_free_port()}"
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=rank_main, args=(r, world, init, variant, dtype, tokens, list(passes), str(workdir), layer_ids))
             for r in range(world)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout)
    codes = [p.exitcode for p in procs]
    for p in procs:
        if p.is_alive():
            p.kill()
    if codes != [0] * world:
        raise RuntimeError(f"TP={world} ranks exited with {codes} (a rank's traceback is in the captured output)")
    return [torch.load(workdir / f"tp{world}_rank{r}.pt") for r in range(world)]


class _CountCollectives(CustomGraphPass):
    """A post-grad pre-pass: how many all-reduces each graph reaching the passes holds."""

    def __init__(self) -> None:
        self.per_graph: List[int] = []

    def __call__(self, graph: torch.fx.Graph) -> None:
        self.per_graph.append(sum(1 for n in graph.nodes if n.op == "call_function" and str(n.target) == ALL_REDUCE))

    def uuid(self):
        return None


def rank_main(rank: int, world: int, init: str, variant: str, dtype: str, tokens: int, passes: List[str],
              workdir: str, layer_ids: Optional[Sequence[int]] = None) -> None:
    try:
        _rank_main(rank, world, init, variant, getattr(torch, dtype), tokens, passes, Path(workdir), layer_ids)
    except BaseException:  # noqa: BLE001  (the parent sees the exit code; the traceback goes to its output)
        traceback.print_exc()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(1)


def _rank_main(rank, world, init, variant, dtype, tokens, passes, workdir: Path, layer_ids) -> None:
    import torch._inductor.config as inductor_config
    from gemma4_passes.tools import demo, harness

    torch.set_num_threads(1)  # two ranks on two cores
    harness.init_sglang("cpu", world_size=world, rank=rank, init_method=init)
    demo.load_sglang_plugins()
    built = demo.build_variant(variant, num_tokens=tokens, dtype=dtype, layer_ids=layer_ids)
    weights = workdir / "tp1_weights.pt"
    if world == 1:
        torch.save([{**{n: p.detach().clone() for n, p in layer.named_parameters()},
                     **{n: b.detach().clone() for n, b in layer.named_buffers() if n.endswith("layer_scalar")}}
                    for layer in built.stack.layers], weights)
    else:
        for layer, full in zip(built.stack.layers, torch.load(weights)):
            harness.load_sharded(layer, full)

    counter = _CountCollectives()
    inductor_config.post_grad_custom_pre_pass = counter
    with torch.no_grad(), demo.running(built):
        eager = demo.eager_reference(built)
        out, info = demo.compile_and_run(built.stack, built.inputs, built.backend, tokens, passes)
    group = harness.tp_group()
    torch.save(dict(world=group.world_size, layers=built.layer_names(), eager=eager, compiled=out.float(),
                    all_reduces=counter.per_graph, **info), workdir / f"tp{world}_rank{rank}.pt")
    if world > 1:
        torch.distributed.barrier()
