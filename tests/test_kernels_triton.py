"""The Triton kernels of ``gemma4_passes.kernels`` against ``ops.reference``, on CPU.

Every kernel runs under the Triton interpreter in two subprocesses side by side
(``python tests/kernel_checks.py --ops ...``, the checks and what they compare); the tests below
read its verdict per op. The rest check the kernels' launch rules (tiles, row parts,
row layouts) without running a kernel.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from gemma4_passes.kernels import OPS, RUNTIME_KERNELS
from kernel_checks import SKINNY_SHAPES, late_loads

CHECKS = Path(__file__).resolve().with_name("kernel_checks.py")
ROOT = CHECKS.parents[1]


def _start_checks(*args: str, interpret: bool) -> subprocess.Popen:
    """``python tests/kernel_checks.py ARGS`` in a subprocess (Triton's mode is fixed at import)."""
    env = {**os.environ, "TRITON_INTERPRET": "1" if interpret else "0", "OMP_NUM_THREADS": "1",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    return subprocess.Popen([sys.executable, str(CHECKS), *args], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _result(p: subprocess.Popen, timeout: int) -> dict:
    """The JSON of the ``RESULT`` line of a ``_start_checks`` process."""
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        pytest.fail(f"{' '.join(p.args[1:])} ran past {timeout} s:\n{out[-4000:]}\n{err[-4000:]}")
    lines = [ln for ln in out.splitlines() if ln.startswith("RESULT ")]
    if p.returncode != 0 or not lines:
        pytest.fail(f"{' '.join(p.args[1:])} failed (rc={p.returncode}):\n{out[-4000:]}\n{err[-8000:]}")
    res = json.loads(lines[-1][len("RESULT "):])
    print(res.get("_info"), res.get("_seconds"))
    return res


def _run_checks(*args: str, interpret: bool, timeout: int) -> dict:
    return _result(_start_checks(*args, interpret=interpret), timeout)


# The interpreter's checks in two processes side by side (on two cores about half the time of
# one): these ops, about half of the time (``_seconds`` in the output), and all the others.
FIRST_HALF = ("moe_experts", "rmsnorm_add_scale_quant_fp8", "post_attn_norms_moe_quant_fp8", "gemv",
              "rmsnorm_quant_fp8")


@pytest.fixture(scope="module")
def interpreted():
    ops = OPS + RUNTIME_KERNELS
    assert set(FIRST_HALF) <= set(ops), set(FIRST_HALF) - set(ops)
    first = _start_checks("--ops", ",".join(FIRST_HALF), interpret=True)
    rest = _start_checks("--ops", ",".join(op for op in ops if op not in FIRST_HALF), "--refusals", interpret=True)
    try:
        res = _result(rest, timeout=900)  # with the launch refusals and the lazy import
        res.update({k: v for k, v in _result(first, timeout=900).items() if k not in ("_info", "_seconds")})
    finally:
        for p in (first, rest):
            if p.poll() is None:  # a failure of one half: the other is not left running
                p.kill()
                p.communicate()
    return res


@pytest.mark.parametrize("op", OPS + RUNTIME_KERNELS)
def test_kernel_interpreted(interpreted, op):
    fails = interpreted[op]
    assert not fails, f"{len(fails)} failures:\n" + "\n".join(fails[:30])


def test_check_refusals(interpreted):
    assert not interpreted["check_refusals"], "\n".join(interpreted["check_refusals"])


def test_package_import_is_lazy(interpreted):
    assert not interpreted["lazy_import"], interpreted["lazy_import"]


@pytest.mark.parametrize("sms", (132, 114, 78))  # H100 SXM, H100 PCIe, a smaller part
def test_skinny_mm_tiles_fit_one_sm(sms):
    """Every tile pick for Gemma-4's projections at 2-32 rows keeps its pipeline within a Hopper SM's
    shared memory (227 KB), and the 5-stage pipeline (one program per SM) only where the grid is one wave;
    a split reduction only where the column blocks leave SMs idle, each program at least 4 chunks."""
    from gemma4_passes.kernels import skinny_mm as K

    weights = SKINNY_SHAPES + ((2816, 4096), (5376, 8192), (5376, 21504), (12288, 1536), (1536, 6144), (16384, 5376))
    for M, (N, Kd), wbytes in itertools.product((2, 16, 17, 32), weights, (2, 1)):
        block_m, block_n, block_k, _, stages, split = K.tiles(M, N, Kd, sms, wbytes)
        assert block_m >= M, (M, N, Kd)
        assert stages * (block_m * block_k + block_k * block_n) * wbytes <= 227 * 1024, (M, N, Kd, stages)
        blocks = -(-N // block_n)
        if stages == 5:
            assert blocks <= sms, (M, N, Kd, sms)
        assert split == 1 or (3 <= split <= K.MAX_SPLIT and blocks < sms and -(-Kd // block_k) >= K.SPLIT_CHUNKS * split), \
            (M, N, Kd, sms, split)


def test_skinny_mm_splits_the_hidden_size_rows():
    """On 132 SMs (H100, H200) the projections whose rows leave SMs idle and whose reduction is long (o and
    down, the hidden size's rows) split it, and E4B's PLE gate (8 blocks); the wide qkv and gate-up weights,
    the short reductions (E2B's and E4B's qkv and o) and the PLE projection (256 columns) do not."""
    from gemma4_passes.kernels import skinny_mm as K

    split = lambda N, Kd, wbytes=2: K.tiles(8, N, Kd, 132, wbytes)[5]  # noqa: E731
    assert [split(2816, 4096), split(5376, 8192), split(5376, 21504), split(1536, 6144), split(2560, 10240),
            split(256, 2560)] == [3, 3, 3, 6, 3, 5]
    assert [split(5376, 8192, 1), split(5376, 21504, 1), split(2560, 10240, 1)] == [3, 3, 3]
    assert [split(8192, 2816), split(16384, 5376), split(43008, 5376), split(2560, 1536), split(3072, 2560),
            split(2560, 2048), split(1536, 2048), split(2816, 2112), split(1536, 256), split(20480, 2560),
            split(256, 1536)] == [1] * 11


def test_skinny_mm_wide_weights_take_the_swept_tiles():
    """The weights of many column-block waves (gate-up, 31B's qkv) take the tiles the H200 sweeps ranked
    first or level with it (bench/studies/skinny_mm_persistent/README.md): 64-row blocks; bf16 with 3
    stages and 128-column chunks where the reduction is short (E4B's and E2B's double-wide gate-up: 27.2 and
    28.8 us at 8 and 32 rows against 31.6 and 37.6 with 256 and 4 stages), 256 where it is long (31B); FP8
    with 256-column chunks and 4 stages (31B gate-up 69.2 us against 77.5 with 512)."""
    from gemma4_passes.kernels import skinny_mm as K

    for M in (8, 32):
        picks = lambda N, Kd, wbytes=2: K.tiles(M, N, Kd, 132, wbytes)[1:]  # noqa: E731
        assert picks(20480, 2560) == picks(24576, 1536) == (64, 128, 4, 3, 1)
        assert picks(43008, 5376) == picks(16384, 5376) == (64, 256, 4, 3, 1)
        assert picks(43008, 5376, 1) == picks(16384, 5376, 1) == (64, 256, 4, 4, 1)
        # below the wide weights, as before: E2B's gate-up (12288 rows) and a one-wave qkv
        assert picks(12288, 1536) == (32, 256, 4, 3, 1) and picks(3072, 2560) == (32, 256, 4, 5, 1)


def test_gemv_tiles_fill_the_gpu_and_fit_cuda_grid():
    """``gemv.tiles``: 8 rows of 256 wherever that gives 512 programs (the H200 and H100 sweeps:
    bench/studies/gemv_h200/README.md), fewer rows and longer chunks below (E4B's down projection 4 x
    512), each program's tile the same size; and never more row blocks than CUDA's second grid axis
    holds (65535), however tall the weight."""
    from gemma4_passes.kernels import gemv as G

    assert G.tiles(262144, 1536)[:2] == G.tiles(43008, 5376)[:2] == (8, 256)
    assert G.tiles(2560, 10240)[:2] == G.tiles(2816, 4096)[:2] == (4, 512)
    assert G.tiles(1536, 12288)[:2] == (2, 1024) and G.tiles(256, 1536)[:2] == (1, 1024)
    assert G.tiles(24576, 1536, weight_bytes=1)[:2] == (8, 512)  # one-byte weights: chunks twice as long
    for N in (1, 3, 2560, 262144, 524280, 524281, 600000, 1 << 22):
        block_n, block_k, _, _ = G.tiles(N, 4096)
        assert -(-N // block_n) <= 65535, (N, block_n)
        assert block_n * block_k <= 2048 or block_n == 1, (N, block_n, block_k)


def test_decode_reduce_tiles_chunk_where_many_heads_fill_the_gpu():
    """``decode_reduce.tiles``: few (request, head) pairs take every split in one tile, a head's
    columns over programs (E2B at one request: 64 splits of 256 columns in blocks of 64); from 512
    pairs, or 8192 pairs times splits, a whole head a program and one split a step for 256 columns,
    two for 512 (the H200 sweep, bench/studies/decode_reduce_h200/ run 2)."""
    from gemma4_passes.kernels import load

    K = load("decode_reduce")
    assert K.tiles(64, 256, 1 * 8) == (64, 64, 64)
    assert K.tiles(8, 512, 1 * 8) == (8, 8, 512) and K.tiles(8, 512, 32 * 8) == (8, 8, 512)  # E2B at 32, 8 splits
    assert K.tiles(32, 256, 32 * 8) == (32, 1, 256)  # E2B at 32, 32 splits: 8192 pairs x splits
    assert K.tiles(8, 256, 32 * 16) == (8, 1, 256) and K.tiles(8, 512, 32 * 32) == (8, 2, 512)  # 26B-A4B, 31B at 32
    assert K.tiles(5, 96, 17 * 4) == (8, 8, 128)
    for splits in (1, 8, 64, 256):
        for lv in (64, 256, 512):
            for pairs in (1, 255, 256, 511, 512, 4096):
                block_s, chunk, block_dv = K.tiles(splits, lv, pairs)
                assert block_s >= splits and block_dv * min(chunk, block_s) <= K.TILE, (splits, lv, pairs)


def test_skinny_mm_persistent_form_does_not_split():
    """The persistent form (a fixed number of programs sharing the column blocks, the tile sweep's
    ``--persistent``) sums each block in one program: asked to split as well, it says so."""
    from gemma4_passes.kernels import skinny_mm as K

    x, w = torch.randn(8, 512, dtype=torch.float16), torch.randn(96, 512, dtype=torch.float16)
    with pytest.raises(ValueError, match="persistent form does not split"):
        K.launch_tiles(x, w, 16, 32, 128, 4, 3, split=2, programs=4)


def test_row_parts_cover_the_row():
    """``row_parts``: power-of-2 parts that cover a row, the head within it, never more lanes than one
    ``next_power_of_2`` block; Gemma-4's widths as the kernels' docstrings give them."""
    from gemma4_passes.kernels.layout import row_parts

    def pow2(n):
        return n > 0 and n & (n - 1) == 0

    for width in list(range(1, 2100)) + [4095, 4096, 4097, 5376, 12288, 16384]:
        block = 1 << (width - 1).bit_length()  # next_power_of_2
        head, tail = row_parts(width)
        assert pow2(head) and head <= width <= head + tail, (width, head, tail)
        assert (tail == 0) == (width == head) and (tail == 0 or (pow2(tail) and tail < 2 * (width - head))), width
        assert head + tail <= block, width
    assert [row_parts(w) for w in (1536, 2560, 2816, 5376, 4096)] == [
        (1024, 512), (2048, 512), (2048, 1024), (4096, 2048), (4096, 0)]


def test_row_layout_switches_at_streaming():
    """Below ``LATE_LOAD_ROWS`` rows the row kernels that switch hold a row as one block, from there in
    ``row_parts`` on 4 warps; each module's launch follows its own ``LATE_LOAD_ROWS``."""
    from gemma4_passes.kernels import load
    from gemma4_passes.kernels.layout import LATE_LOAD_ROWS, num_warps, row_layout, row_parts

    for width in (64, 200, 1536, 2560, 2816, 5376):
        block = 1 << (width - 1).bit_length()
        assert row_layout(width, False) == (block, 0, num_warps(block))
        assert row_layout(width, False, block_warps=4) == (block, 0, 4)
        assert row_layout(width, True) == (*row_parts(width), 4)
    for op, block_warps in (("rmsnorm_add_rmsnorm", 16), ("rmsnorm_add_scale", 16), ("ffn_tail_moe", 4)):
        launch_layout = load(op).launch_layout
        assert launch_layout(LATE_LOAD_ROWS - 1, 5376) == (8192, 0, block_warps)
        assert launch_layout(LATE_LOAD_ROWS, 5376) == (4096, 2048, 4)
        with late_loads(op):
            assert launch_layout(1, 2560) == (2048, 512, 4)
    assert load("post_attn_norms_moe").launch_layout(1, 5376) == (4096, 2048, 4)


def test_refuses_cpu_without_interpreter():
    if os.environ.get("TRITON_INTERPRET", "0") not in ("", "0"):
        pytest.skip("interpreter on: CPU tensors are accepted")
    from gemma4_passes.kernels.inputs import check_rows

    assert "CUDA" in (check_rows("x", torch.randn(2, 8)) or "")


@pytest.fixture(scope="module")
def compiled_for_sm90():
    """``kernel_checks.py --compile-sm90``: every launch of the checks compiled by Triton's CUDA
    backend for sm_90 (TTIR to cubin, ``ptxas`` included), none run."""
    return _run_checks("--compile-sm90", interpret=False, timeout=900)


def test_every_kernel_builds_for_a_hopper_gpu(compiled_for_sm90):
    """The interpreter the checks run under accepts code the CUDA compiler refuses (a plain global
    read inside a jitted function did once: every FP8 kernel failed to build on the GPU). Every
    ``@triton.jit`` kernel of every module in ``OPS`` and ``RUNTIME_KERNELS``, at every launch the
    checks make, must build for sm_90."""
    kernels, compiled = set(compiled_for_sm90["kernels"]), set(compiled_for_sm90["compiled"])
    assert len(kernels) >= len(OPS + RUNTIME_KERNELS)  # the walk found the modules' kernels
    assert not compiled_for_sm90["raised"], "\n".join(compiled_for_sm90["raised"][:5])
    assert kernels - compiled == set(), "kernels the checks never launched"


_GEMV_PTX = r"""
import json, sys
import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from gemma4_passes.kernels import gemv as G

types = ["*bf16"] * 5 + ["*fp32"] * 2 + ["i32", "i32", "fp32"] + ["i32"] * 4
divisible = {(i,): [["tt.divisibility", 16]] for i, t in enumerate(types) if t != "fp32"}  # as a launch sees them
out = {}
for evict, stages in (("evict_first", 1), ("evict_first", G.STAGES), ("", 1)):
    consts = dict(BLOCK_N=8, BLOCK_K=256, STAGES=stages, NORM=False, GELU=False, SCALED=False, W_EVICT=evict)
    src = ASTSource(fn=G._gemv_kernel, signature=dict(zip(G._gemv_kernel.arg_names, types + ["constexpr"] * 7)),
                    constexprs=consts, attrs=divisible)
    ptx = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": 4}).asm["ptx"]
    out[f"{evict or 'default'}/{stages}"] = [ln.strip() for ln in ptx.splitlines() if "ld.global" in ln or "cp.async" in ln]
print("RESULT " + json.dumps(out))
"""


def test_gemv_weight_eviction_policy_reaches_the_loads_only_unpipelined():
    """What ``WEIGHT_EVICTION``'s comment says, in the PTX Triton builds for sm_90: with one stage the
    weight's vector loads carry L2 ``evict_first``; software-pipelined (the tiles' ``STAGES``) they are
    ``cp.async`` copies and no load carries it. A Triton that changes either fails here."""
    env = {**os.environ, "TRITON_INTERPRET": "0", "PYTHONPATH": os.pathsep.join(
        [str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    p = subprocess.run([sys.executable, "-c", _GEMV_PTX], env=env, cwd=ROOT, capture_output=True, text=True,
                       timeout=600)
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("RESULT ")]
    assert p.returncode == 0 and lines, p.stderr[-4000:]
    res = json.loads(lines[-1][len("RESULT "):])
    from gemma4_passes.kernels.gemv import STAGES

    one, piped, plain = res["evict_first/1"], res[f"evict_first/{STAGES}"], res["default/1"]
    assert any("evict_first" in ln and ".v4." in ln for ln in one)  # the weight: 16-byte loads, marked
    assert not any("evict" in ln for ln in plain)
    assert any("cp.async" in ln for ln in piped) and not any("evict" in ln for ln in piped)


def test_gelu_quant_holds_wide_rows_in_parts():
    """``gelu_tanh_mul_quant_fp8``'s launch: Gemma-4's intermediate widths up to 8192 as one block on
    ``num_warps`` warps; wider rows (31B's 21504, E2B's double-wide 12288, E4B's 10240) in ``row_parts``,
    on 16 warps below ``LATE_LOAD_ROWS`` rows and 8 from there (bench/studies/fp8_row_kernels/ run 1)."""
    from gemma4_passes.kernels import load
    from gemma4_passes.kernels.layout import LATE_LOAD_ROWS, num_warps

    K = load("gelu_tanh_mul_quant_fp8")
    for width, block in ((2112, 4096), (6144, 8192), (8192, 8192)):
        assert K.launch_layout(width, 1) == K.launch_layout(width, 4096) == (block, 0, num_warps(block)), width
    for width, parts in ((21504, (16384, 8192)), (12288, (8192, 4096)), (10240, (8192, 2048)), (8200, (8192, 8))):
        assert K.launch_layout(width, LATE_LOAD_ROWS - 1) == (*parts, 16), width
        assert K.launch_layout(width, LATE_LOAD_ROWS) == (*parts, 8), width
