# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/t4/ct4xy4w3aenz5lfr54depynbd62eavrbww6mnki4c4h6htilfukx.py
# Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add => add
#   mul_1 => mul_1
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
#   x => convert_element_type
#   x_1 => mul
#   x_2 => convert_element_type_1
# Graph fragment:
#   %arg1_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %buf0 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf0]
#   %arg2_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %convert_element_type : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type, 2), kwargs = {})
#   %mean : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg2_1), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   return %buf0,%convert_element_type_1
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'add_persistent_rblock': True, 'tiling_scores': {'x': 0, 'r0_': 140800}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 2816
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp6 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.full([1, 1], 2816.0, tl.float32)
        tmp9 = (tmp4 / tmp8)
        tmp10 = tl.full([1, 1], 1e-06, tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = libdevice.rsqrt(tmp11)
        tmp13 = tmp7 * tmp12
        tmp15 = tmp14.to(tl.float32)
        tmp16 = tmp13 * tmp15
        tmp17 = tmp16.to(tl.float32)
        tl.store(out_ptr1 + (r0_1 + 2816*x0), tmp17, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/ia/ciaqobnsysdbp455erzwpysplz7ctzht3gawqistdnzy4arkxokp.py
# Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   add => add
#   mul_1 => mul_1
#   output_parallel => mm, permute
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
#   x => convert_element_type
#   x_1 => mul
#   x_2 => convert_element_type_1
# Graph fragment:
#   %convert_element_type_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %arg3_1 : Tensor "bf16[8192, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %convert_element_type : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type, 2), kwargs = {})
#   %mean : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg2_1), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %permute : Tensor "bf16[2816, 8192][1, 2816]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg3_1, [1, 0]), kwargs = {})
#   %mm : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_1, %permute), kwargs = {})
#   return %mm
triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_1 = async_compile.triton('triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_1', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_1(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 8192
    K = 2816
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 2816
    stride_ak = 1
    stride_bk = 1
    stride_bn = 2816

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 2816*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 8192*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 2816*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 8192*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/57/c57xtwgaxhwqbytrrgs6rg6y5k7gjsau6onbyf2blywc4wvcjgaw.py
# Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
# Source node to ATen node mapping:
#   mean_1 => mean_1
#   pow_2 => pow_2
#   qh => view
#   split => split_with_sizes
#   xf => convert_element_type_4
# Graph fragment:
#   %mm : Tensor "bf16[8, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm]
#   %split_with_sizes : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm, [4096, 2048, 2048], -1), kwargs = {})
#   %view : Tensor "bf16[8, 16, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem, [8, 16, 256]), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean_1 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   return %buf3
triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2 = async_compile.triton('triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1024, 'r0_': 65536}}
)
@triton.jit
def triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 256*x0 + 8192*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/ck/cck3fnq2t5w62bo4oexzmiaahguxpmd65d42p2zrzh524m3xt4ae.py
# Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1, add_1, pow_3, out, float_2, add_2, out_1, type_as, flatten, copy_, xf_1, pow_4, mean_2, add_3, pow_5, out_2, float_4, add_4, out_3], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
# Source node to ATen node mapping:
#   add_1 => add_1
#   add_2 => add_2
#   add_3 => add_3
#   add_4 => add_4
#   copy_ => copy
#   flatten => view_1
#   float_2 => convert_element_type_5
#   float_4 => convert_element_type_8
#   mean_1 => mean_1
#   mean_2 => mean_2
#   out => mul_2
#   out_1 => mul_3
#   out_2 => mul_4
#   out_3 => mul_5
#   pow_2 => pow_2
#   pow_3 => pow_3
#   pow_4 => pow_4
#   pow_5 => pow_5
#   qh => view
#   split => split_with_sizes
#   type_as => convert_element_type_6
#   xf => convert_element_type_4
#   xf_1 => convert_element_type_7, split_with_sizes_4, view_4
# Graph fragment:
#   %mm : Tensor "bf16[8, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm]
#   %buf3 : Tensor "f32[8, 16, 1][16, 1, 128]cuda:0" = PlaceHolder[target=buf3]
#   %arg4_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %buf4 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf4]
#   %arg5_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %split_with_sizes : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm, [4096, 2048, 2048], -1), kwargs = {})
#   %view : Tensor "bf16[8, 16, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem, [8, 16, 256]), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean_1 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_1 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %pow_3 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, -0.5), kwargs = {})
#   %mul_2 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %pow_3), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg4_1, torch.float32), kwargs = {})
#   %add_2 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_5, 0.0), kwargs = {})
#   %mul_3 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_2), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_3, torch.bfloat16), kwargs = {})
#   %view_1 : Tensor "bf16[8, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_6, [8, 4096]), kwargs = {})
#   %copy : Tensor "bf16[8, 4096][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem, %view_1), kwargs = {})
#   %slice_scatter_default : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm, %copy, 1, 0, 4096), kwargs = {})
#   %split_with_sizes_4 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default, [4096, 2048, 2048], -1), kwargs = {})
#   %view_4 : Tensor "bf16[8, 8, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_13, [8, 8, 256]), kwargs = {})
#   %convert_element_type_7 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_4, torch.float32), kwargs = {})
#   %pow_4 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_7, 2), kwargs = {})
#   %mean_2 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %pow_5 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_3, -0.5), kwargs = {})
#   %mul_4 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_7, %pow_5), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %add_4 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.0), kwargs = {})
#   %mul_5 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_4), kwargs = {})
#   return %buf4,%mul_5
triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3 = async_compile.triton('triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 256, 'r0_': 197632}}
)
@triton.jit
def triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 8)
    x1 = xindex // 8
    x3 = xindex
    tmp21 = tl.load(in_ptr0 + (4096 + r0_2 + 256*x0 + 8192*x1), xmask, other=0.0).to(tl.float32)
    tmp36 = tl.load(in_ptr3 + (r0_2), None, eviction_policy='evict_last').to(tl.float32)
    tmp0 = 4096 + r0_2 + 256*x0
    tmp1 = tl.full([1, 1], 4096, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (r0_2 + 256*x0 + 8192*x1), tmp2 & xmask, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 16*x1, [XBLOCK, R0_BLOCK])), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1, 1], 256.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1, 1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1, 1], -0.5, tl.float32)
    tmp11 = libdevice.pow(tmp9, tmp10)
    tmp12 = tmp4 * tmp11
    tmp13 = tl.load(in_ptr2 + (tl.broadcast_to(r0_2, [XBLOCK, R0_BLOCK])), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tl.full([1, 1], 0.0, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tmp12 * tmp16
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp22 = tl.where(tmp2, tmp20, tmp21)
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 256.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tmp31 = tl.full([1, 1], 1e-06, tl.float32)
    tmp32 = tmp30 + tmp31
    tmp33 = tl.full([1, 1], -0.5, tl.float32)
    tmp34 = libdevice.pow(tmp32, tmp33)
    tmp35 = tmp23 * tmp34
    tmp37 = tmp36.to(tl.float32)
    tmp38 = tl.full([1, 1], 0.0, tl.float32)
    tmp39 = tmp37 + tmp38
    tmp40 = tmp35 * tmp39
    tl.store(out_ptr1 + (r0_2 + 256*x3), tmp40, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/4o/c4o6dcar2sr3xg7r626nzcjyxevsefaafivfrded5u26xr6tjitm.py
# Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1, add_1, pow_3, out, float_2, add_2, out_1, type_as, flatten, copy_, kh, type_as_1, flatten_1, copy__1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
# Source node to ATen node mapping:
#   add_1 => add_1
#   add_2 => add_2
#   copy_ => copy
#   copy__1 => copy_1
#   flatten => view_1
#   flatten_1 => view_5
#   float_2 => convert_element_type_5
#   kh => split_with_sizes_2
#   mean_1 => mean_1
#   out => mul_2
#   out_1 => mul_3
#   pow_2 => pow_2
#   pow_3 => pow_3
#   qh => view
#   split => split_with_sizes
#   type_as => convert_element_type_6
#   type_as_1 => convert_element_type_9
#   xf => convert_element_type_4
# Graph fragment:
#   %mul_5 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0" = PlaceHolder[target=mul_5]
#   %mm : Tensor "bf16[8, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm]
#   %buf3 : Tensor "f32[8, 16, 1][16, 1, 128]cuda:0" = PlaceHolder[target=buf3]
#   %arg4_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %split_with_sizes : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm, [4096, 2048, 2048], -1), kwargs = {})
#   %view : Tensor "bf16[8, 16, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem, [8, 16, 256]), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean_1 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_1 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %pow_3 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, -0.5), kwargs = {})
#   %mul_2 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %pow_3), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg4_1, torch.float32), kwargs = {})
#   %add_2 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_5, 0.0), kwargs = {})
#   %mul_3 : Tensor "f32[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_2), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_3, torch.bfloat16), kwargs = {})
#   %view_1 : Tensor "bf16[8, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_6, [8, 4096]), kwargs = {})
#   %copy : Tensor "bf16[8, 4096][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem, %view_1), kwargs = {})
#   %slice_scatter_default : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm, %copy, 1, 0, 4096), kwargs = {})
#   %split_with_sizes_2 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default, [4096, 2048, 2048], -1), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_5, torch.bfloat16), kwargs = {})
#   %view_5 : Tensor "bf16[8, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_9, [8, 2048]), kwargs = {})
#   %copy_1 : Tensor "bf16[8, 2048][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_7, %view_5), kwargs = {})
#   %slice_scatter_default_1 : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default, %copy_1, 1, 4096, 6144), kwargs = {})
#   return %slice_scatter_default_1
triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4 = async_compile.triton('triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 590848}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 8192)
    x1 = xindex // 8192
    x2 = xindex
    tmp29 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp0 = x0
    tmp1 = tl.full([1], 4096, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 6144, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = tl.load(in_ptr0 + (2048*x1 + ((x0 % 2048))), tmp5, other=0.0)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp5, tmp7, tmp8)
    tmp10 = tmp0 < tmp1
    tmp11 = tl.load(in_ptr1 + (8192*x1 + ((x0 % 4096))), tmp10, other=0.0).to(tl.float32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.load(in_ptr2 + (16*x1 + (((x0 // 256) % 16))), tmp10, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.full([1], 256.0, tl.float32)
    tmp15 = (tmp13 / tmp14)
    tmp16 = tl.full([1], 1e-06, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], -0.5, tl.float32)
    tmp19 = libdevice.pow(tmp17, tmp18)
    tmp20 = tmp12 * tmp19
    tmp21 = tl.load(in_ptr3 + ((x2 % 256)), tmp10, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tl.full([1], 0.0, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = tmp20 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tmp27 = tl.full(tmp26.shape, 0.0, tmp26.dtype)
    tmp28 = tl.where(tmp10, tmp26, tmp27)
    tmp30 = tl.where(tmp10, tmp28, tmp29)
    tmp31 = tl.where(tmp5, tmp9, tmp30)
    tl.store(out_ptr0 + (x2), tmp31, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/47/c47a3dtzdqm57a2krlwxajsbmqa3bcqq2dx3zvcvvwoiu2a5h4do.py
# Topologically Sorted Source Nodes: [xf_2, copy__2, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, setitem_1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.select]
# Source node to ATen node mapping:
#   add_5 => add_5
#   copy__2 => copy_2, split_with_sizes_7
#   flatten_2 => view_7
#   mean_3 => mean_3
#   out_4 => mul_6
#   pow_6 => pow_6
#   pow_7 => pow_7
#   setitem_1 => copy_4, select_2, split_with_sizes_25, view_48
#   type_as_2 => convert_element_type_11
#   xf_2 => convert_element_type_10, split_with_sizes_6, view_6
# Graph fragment:
#   %slice_scatter_default_1 : Tensor "bf16[8, 8192][8192, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_1]
#   %buf7 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf7]
#   %copy_4 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0" = PlaceHolder[target=copy_4]
#   %arg8_1 : Tensor "bf16[8, 17, 8, 256][34816, 2048, 256, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %split_with_sizes_6 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [4096, 2048, 2048], -1), kwargs = {})
#   %split_with_sizes_7 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [4096, 2048, 2048], -1), kwargs = {})
#   %view_6 : Tensor "bf16[8, 8, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_20, [8, 8, 256]), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_6, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_10, 2), kwargs = {})
#   %mean_3 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %add_5 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %pow_7 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_5, -0.5), kwargs = {})
#   %mul_6 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_10, %pow_7), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   %view_7 : Tensor "bf16[8, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_11, [8, 2048]), kwargs = {})
#   %copy_2 : Tensor "bf16[8, 2048][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_23, %view_7), kwargs = {})
#   %slice_scatter_default_2 : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_1, %copy_2, 1, 6144, 8192), kwargs = {})
#   %split_with_sizes_25 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [4096, 2048, 2048], -1), kwargs = {})
#   %select_2 : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg8_1, 1, 16), kwargs = {})
#   %view_48 : Tensor "bf16[8, 8, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_91, [8, 8, 256]), kwargs = {})
#   %copy_4 : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_2, %view_48), kwargs = {})
#   %select_int_1 : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg8_1, 1, 16), kwargs = {})
#   %copy__default_1 : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int_1, %copy_4), kwargs = {})
#   return %buf7,%copy_4,%buf16
triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5 = async_compile.triton('triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5', 'mutated_arg_names': ['out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 512, 'r0_': 98304}}
)
@triton.jit
def triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5(in_ptr0, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 8)
    x1 = xindex // 8
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (6144 + r0_2 + 256*x0 + 8192*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = 6144 + r0_2 + 256*x0
    tmp8 = tl.full([1, 1], 6144, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.load(in_ptr0 + (6144 + r0_2 + 256*x0 + 8192*x1), tmp9 & xmask, other=0.0).to(tl.float32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.full([1, 1], 256.0, tl.float32)
    tmp13 = (tmp6 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], -0.5, tl.float32)
    tmp17 = libdevice.pow(tmp15, tmp16)
    tmp18 = tmp11 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tl.full(tmp19.shape, 0.0, tmp19.dtype)
    tmp21 = tl.where(tmp9, tmp19, tmp20)
    tmp22 = tl.where(tmp9, tmp21, tmp0)
    tl.store(out_ptr2 + (32768 + r0_2 + 256*x0 + 34816*x1), tmp22, xmask)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/7i/c7i3mlarcjuu4zifj5eqeggxfu5zqpjfaej3ob4l4fqqwvsmm765.py
# Topologically Sorted Source Nodes: [xf_2, copy__2, cos_sin, chunk, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, mul_11, mul_12, unsqueeze_2, cos_2, unsqueeze_3, sin_2, o1_1, mul_13, mul_14, o2_1], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
# Source node to ATen node mapping:
#   add_5 => add_5
#   chunk => split
#   copy__2 => copy_2, split_with_sizes_7
#   cos_2 => convert_element_type_14
#   cos_sin => index
#   flatten_2 => view_7
#   mean_3 => mean_3
#   mul_11 => mul_11, split_5, split_with_sizes_20, view_28
#   mul_12 => mul_12, split_6, split_with_sizes_21, view_31
#   mul_13 => mul_13
#   mul_14 => mul_14
#   o1_1 => sub_1
#   o2_1 => add_7
#   out_4 => mul_6
#   pow_6 => pow_6
#   pow_7 => pow_7
#   sin_2 => convert_element_type_15
#   type_as_2 => convert_element_type_11
#   unsqueeze_2 => unsqueeze_2
#   unsqueeze_3 => unsqueeze_3
#   xf_2 => convert_element_type_10, split_with_sizes_6, view_6
# Graph fragment:
#   %slice_scatter_default_1 : Tensor "bf16[8, 8192][8192, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_1]
#   %buf7 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf7]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg6_1 : Tensor "f32[131072, 256][256, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %split_with_sizes_6 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [4096, 2048, 2048], -1), kwargs = {})
#   %split_with_sizes_7 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [4096, 2048, 2048], -1), kwargs = {})
#   %index : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg6_1, [%arg0_1]), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index, 128, -1), kwargs = {})
#   %view_6 : Tensor "bf16[8, 8, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_20, [8, 8, 256]), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_6, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_10, 2), kwargs = {})
#   %mean_3 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %add_5 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %pow_7 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_5, -0.5), kwargs = {})
#   %mul_6 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_10, %pow_7), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   %view_7 : Tensor "bf16[8, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_11, [8, 2048]), kwargs = {})
#   %copy_2 : Tensor "bf16[8, 2048][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_23, %view_7), kwargs = {})
#   %slice_scatter_default_2 : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_1, %copy_2, 1, 6144, 8192), kwargs = {})
#   %split_with_sizes_20 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [4096, 2048, 2048], -1), kwargs = {})
#   %view_28 : Tensor "bf16[8, 8, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_71, [8, 8, 256]), kwargs = {})
#   %split_5 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_28, 128, -1), kwargs = {})
#   %split_with_sizes_21 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [4096, 2048, 2048], -1), kwargs = {})
#   %view_31 : Tensor "bf16[8, 8, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_76, [8, 8, 256]), kwargs = {})
#   %split_6 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_31, 128, -1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_33, -2), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_2, torch.bfloat16), kwargs = {})
#   %mul_11 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_73, %convert_element_type_14), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_34, -2), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_3, torch.bfloat16), kwargs = {})
#   %mul_12 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_79, %convert_element_type_15), kwargs = {})
#   %sub_1 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_11, %mul_12), kwargs = {})
#   %mul_13 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_79, %convert_element_type_14), kwargs = {})
#   %mul_14 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_73, %convert_element_type_15), kwargs = {})
#   %add_7 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %mul_14), kwargs = {})
#   return %sub_1,%add_7
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_6 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 131072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 8)
    x2 = xindex // 1024
    x3 = xindex // 128
    tmp16 = tl.load(in_ptr0 + (4096 + x0 + 256*x1 + 8192*x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x2), None, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr0 + (4224 + x0 + 256*x1 + 8192*x2), None).to(tl.float32)
    tmp0 = 4096 + x0 + 256*x1
    tmp1 = tl.full([1], 6144, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (6144 + x0 + 256*x1 + 8192*x2), tmp2, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x3), tmp2, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1], 256.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = libdevice.pow(tmp9, tmp10)
    tmp12 = tmp4 * tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tmp17 = tl.where(tmp2, tmp15, tmp16)
    tmp19 = tl.full([XBLOCK], 131072, tl.int32)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp18 < 0
    tmp22 = tl.where(tmp21, tmp20, tmp18)
    tl.device_assert((0 <= tmp22) & (tmp22 < 131072), "index out of bounds: 0 <= tmp22 < 131072")
    tmp24 = tl.load(in_ptr3 + (x0 + 256*tmp22), None)
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tmp17 * tmp25
    tmp27 = 4224 + x0 + 256*x1
    tmp28 = tmp27 >= tmp1
    tmp29 = tl.load(in_ptr0 + (6144 + 8192*x2 + ((((-1920) + x0 + 256*x1) % 2048))), tmp28, other=0.0).to(tl.float32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (8*x2 + (((((-1920) + x0 + 256*x1) // 256) % 8))), tmp28, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.full([1], 256.0, tl.float32)
    tmp33 = (tmp31 / tmp32)
    tmp34 = tl.full([1], 1e-06, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = tl.full([1], -0.5, tl.float32)
    tmp37 = libdevice.pow(tmp35, tmp36)
    tmp38 = tmp30 * tmp37
    tmp39 = tmp38.to(tl.float32)
    tmp40 = tl.full(tmp39.shape, 0.0, tmp39.dtype)
    tmp41 = tl.where(tmp28, tmp39, tmp40)
    tmp43 = tl.where(tmp28, tmp41, tmp42)
    tmp44 = tl.load(in_ptr3 + (128 + x0 + 256*tmp22), None)
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tmp43 * tmp45
    tmp47 = tmp26 - tmp46
    tmp48 = tmp43 * tmp25
    tmp49 = tmp17 * tmp45
    tmp50 = tmp48 + tmp49
    tl.store(out_ptr0 + (x0 + 256*x3), tmp47, None)
    tl.store(out_ptr1 + (x0 + 256*x3), tmp50, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/ct/cct2f6zc3suxwrwj3ibjsym4m7erq3wbutqchdnk7oclew4egbzk.py
# Topologically Sorted Source Nodes: [xf_2, copy__2, cos_sin, chunk, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, mul_7, mul_8, unsqueeze, cos_1, unsqueeze_1, sin_1, o1, mul_9, mul_10, o2], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
# Source node to ATen node mapping:
#   add_5 => add_5
#   chunk => split
#   copy__2 => copy_2, split_with_sizes_7
#   cos_1 => convert_element_type_12
#   cos_sin => index
#   flatten_2 => view_7
#   mean_3 => mean_3
#   mul_10 => mul_10
#   mul_7 => mul_7, split_2, split_with_sizes_14, view_15
#   mul_8 => mul_8, split_3, split_with_sizes_15, view_16
#   mul_9 => mul_9
#   o1 => sub
#   o2 => add_6
#   out_4 => mul_6
#   pow_6 => pow_6
#   pow_7 => pow_7
#   sin_1 => convert_element_type_13
#   type_as_2 => convert_element_type_11
#   unsqueeze => unsqueeze
#   unsqueeze_1 => unsqueeze_1
#   xf_2 => convert_element_type_10, split_with_sizes_6, view_6
# Graph fragment:
#   %slice_scatter_default_1 : Tensor "bf16[8, 8192][8192, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_1]
#   %buf7 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf7]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg6_1 : Tensor "f32[131072, 256][256, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %split_with_sizes_6 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [4096, 2048, 2048], -1), kwargs = {})
#   %split_with_sizes_7 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [4096, 2048, 2048], -1), kwargs = {})
#   %index : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg6_1, [%arg0_1]), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index, 128, -1), kwargs = {})
#   %view_6 : Tensor "bf16[8, 8, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_20, [8, 8, 256]), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_6, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_10, 2), kwargs = {})
#   %mean_3 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %add_5 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %pow_7 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_5, -0.5), kwargs = {})
#   %mul_6 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_10, %pow_7), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   %view_7 : Tensor "bf16[8, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_11, [8, 2048]), kwargs = {})
#   %copy_2 : Tensor "bf16[8, 2048][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_23, %view_7), kwargs = {})
#   %slice_scatter_default_2 : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_1, %copy_2, 1, 6144, 8192), kwargs = {})
#   %split_with_sizes_14 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [4096, 2048, 2048], -1), kwargs = {})
#   %view_15 : Tensor "bf16[8, 16, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_46, [8, -1, 256]), kwargs = {})
#   %split_2 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_15, 128, -1), kwargs = {})
#   %split_with_sizes_15 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [4096, 2048, 2048], -1), kwargs = {})
#   %view_16 : Tensor "bf16[8, 16, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_51, [8, -1, 256]), kwargs = {})
#   %split_3 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_16, 128, -1), kwargs = {})
#   %unsqueeze : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_33, -2), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze, torch.bfloat16), kwargs = {})
#   %mul_7 : Tensor "bf16[8, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_49, %convert_element_type_12), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_34, -2), kwargs = {})
#   %convert_element_type_13 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_1, torch.bfloat16), kwargs = {})
#   %mul_8 : Tensor "bf16[8, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_55, %convert_element_type_13), kwargs = {})
#   %sub : Tensor "bf16[8, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_7, %mul_8), kwargs = {})
#   %mul_9 : Tensor "bf16[8, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_55, %convert_element_type_12), kwargs = {})
#   %mul_10 : Tensor "bf16[8, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_49, %convert_element_type_13), kwargs = {})
#   %add_6 : Tensor "bf16[8, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_10), kwargs = {})
#   return %sub,%add_6
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 16)
    x2 = xindex // 2048
    x3 = xindex // 128
    tmp16 = tl.load(in_ptr0 + (x0 + 256*x1 + 8192*x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x2), None, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr0 + (128 + x0 + 256*x1 + 8192*x2), None).to(tl.float32)
    tmp0 = x0 + 256*x1
    tmp1 = tl.full([1], 6144, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (6144 + x0 + 256*((x1 % 8)) + 8192*x2), tmp2, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (8*x2 + ((x1 % 8))), tmp2, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1], 256.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = libdevice.pow(tmp9, tmp10)
    tmp12 = tmp4 * tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tmp17 = tl.where(tmp2, tmp15, tmp16)
    tmp19 = tl.full([XBLOCK], 131072, tl.int32)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp18 < 0
    tmp22 = tl.where(tmp21, tmp20, tmp18)
    tl.device_assert((0 <= tmp22) & (tmp22 < 131072), "index out of bounds: 0 <= tmp22 < 131072")
    tmp24 = tl.load(in_ptr3 + (x0 + 256*tmp22), None)
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tmp17 * tmp25
    tmp27 = 128 + x0 + 256*x1
    tmp28 = tmp27 >= tmp1
    tmp29 = tl.load(in_ptr0 + (6144 + 8192*x2 + ((((-6016) + x0 + 256*x1) % 2048))), tmp28, other=0.0).to(tl.float32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (8*x2 + (((((-6016) + x0 + 256*x1) // 256) % 8))), tmp28, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.full([1], 256.0, tl.float32)
    tmp33 = (tmp31 / tmp32)
    tmp34 = tl.full([1], 1e-06, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = tl.full([1], -0.5, tl.float32)
    tmp37 = libdevice.pow(tmp35, tmp36)
    tmp38 = tmp30 * tmp37
    tmp39 = tmp38.to(tl.float32)
    tmp40 = tl.full(tmp39.shape, 0.0, tmp39.dtype)
    tmp41 = tl.where(tmp28, tmp39, tmp40)
    tmp43 = tl.where(tmp28, tmp41, tmp42)
    tmp44 = tl.load(in_ptr3 + (128 + x0 + 256*tmp22), None)
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tmp43 * tmp45
    tmp47 = tmp26 - tmp46
    tmp48 = tmp43 * tmp25
    tmp49 = tmp17 * tmp45
    tmp50 = tmp48 + tmp49
    tl.store(out_ptr0 + (x0 + 256*x3), tmp47, None)
    tl.store(out_ptr1 + (x0 + 256*x3), tmp50, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/33/c33qlsekmmkgrqzoaiszg5lyt6es4mpfbudqqjflua7prwv34h4g.py
# Topologically Sorted Source Nodes: [setitem], Original ATen: [aten.select, aten.copy]
# Source node to ATen node mapping:
#   setitem => copy_3, select
# Graph fragment:
#   %cat_1 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %arg7_1 : Tensor "bf16[8, 17, 8, 256][34816, 2048, 256, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %select : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg7_1, 1, 16), kwargs = {})
#   %copy_3 : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select, %cat_1), kwargs = {})
#   %select_int : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg7_1, 1, 16), kwargs = {})
#   %copy__default : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int, %copy_3), kwargs = {})
#   return %buf14
triton_poi_fused_copy_select_8 = async_compile.triton('triton_poi_fused_copy_select_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy_select_8', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy_select_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 2048)
    x1 = xindex // 2048
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tl.store(out_ptr0 + (32768 + x0 + 34816*x1), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/vw/cvwrh3bxscot4mjrotgwuyilgfoeykjl33oihhbl4rtqf3kz6bn4.py
# Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   attn_output => view_51
#   output_parallel_1 => mm_1, permute_5
# Graph fragment:
#   %getitem_92 : Tensor "bf16[8, 16, 1, 256][4096, 256, 256, 1]cuda:0" = PlaceHolder[target=getitem_92]
#   %arg9_1 : Tensor "bf16[2816, 4096][4096, 1]cuda:0" = PlaceHolder[target=arg9_1]
#   %view_51 : Tensor "bf16[8, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_92, [8, -1]), kwargs = {})
#   %permute_5 : Tensor "bf16[4096, 2816][1, 4096]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg9_1, [1, 0]), kwargs = {})
#   %mm_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_51, %permute_5), kwargs = {})
#   return %mm_1
triton_tem_fused_mm_t_view_9 = async_compile.triton('triton_tem_fused_mm_t_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_view_9', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_view_9(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 2816
    K = 4096
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 4096
    stride_ak = 1
    stride_bk = 1
    stride_bn = 4096

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 4096*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 2816*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 4096*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 2816*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/47/c47f2laglx6btioygh7dratlzb5mp2vcr4lije3vzo5d63apapa4.py
# Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, residual, float_6, pow_10, mean_6, mean_squared, pow_11, normed_output, float_7, add_12, normed_output_1, result_1, x_10, pow_12, variance_3, add_13, rsqrt_3, x_11, mul_23, x_12, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_10 => add_10
#   add_12 => add_14
#   add_13 => add_15
#   add_8 => add_8
#   float_6 => convert_element_type_30
#   float_7 => convert_element_type_31
#   mean_6 => mean_6
#   mean_squared => add_13
#   mul_16 => mul_16
#   mul_18 => mul_18
#   mul_23 => mul_29
#   normed_output => mul_26
#   normed_output_1 => mul_27
#   pow_10 => pow_10
#   pow_11 => pow_11
#   pow_12 => pow_12
#   pow_8 => pow_8
#   pow_9 => pow_9
#   residual => convert_element_type_22
#   result_1 => convert_element_type_32
#   rsqrt_1 => rsqrt_1
#   rsqrt_2 => rsqrt_2
#   rsqrt_3 => rsqrt_3
#   to_9 => convert_element_type_21
#   variance_1 => mean_4
#   variance_2 => mean_5
#   variance_3 => mean_7
#   x_10 => convert_element_type_35
#   x_11 => mul_28
#   x_12 => convert_element_type_36
#   x_3 => convert_element_type_18
#   x_4 => mul_15
#   x_7 => add_9
#   x_8 => mul_17
#   x_9 => convert_element_type_23
# Graph fragment:
#   %mm_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %buf23 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf23]
#   %arg10_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %arg1_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %buf24 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf24]
#   %arg14_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %buf32 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf32]
#   %arg16_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %buf38 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf38]
#   %arg11_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %convert_element_type_18 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_18, 2), kwargs = {})
#   %mean_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_15 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_18, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %arg10_1), kwargs = {})
#   %convert_element_type_21 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.float32), kwargs = {})
#   %add_9 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %convert_element_type_21), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_22, torch.float32), kwargs = {})
#   %pow_10 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_30, 2), kwargs = {})
#   %mean_6 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_10, [-1], True), kwargs = {})
#   %add_13 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_6, 1e-06), kwargs = {})
#   %pow_11 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_13, -0.5), kwargs = {})
#   %mul_26 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_30, %pow_11), kwargs = {})
#   %convert_element_type_31 : Tensor "f32[2816][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg14_1, torch.float32), kwargs = {})
#   %add_14 : Tensor "f32[2816][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_31, 0.0), kwargs = {})
#   %mul_27 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %add_14), kwargs = {})
#   %convert_element_type_32 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_27, torch.bfloat16), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_22, torch.float32), kwargs = {})
#   %pow_12 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_35, 2), kwargs = {})
#   %mean_7 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_12, [-1], True), kwargs = {})
#   %add_15 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_7, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_28 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %rsqrt_3), kwargs = {})
#   %mul_29 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_28, %arg16_1), kwargs = {})
#   %convert_element_type_36 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_29, torch.bfloat16), kwargs = {})
#   %pow_9 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 2), kwargs = {})
#   %mean_5 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_9, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_5, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_17 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_2), kwargs = {})
#   %mul_18 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %arg11_1), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_18, torch.bfloat16), kwargs = {})
#   return %buf23,%buf24,%buf32,%buf38,%convert_element_type_32,%convert_element_type_36,%convert_element_type_23
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr0': '*fp32', 'out_ptr4': '*bf16', 'out_ptr5': '*bf16', 'out_ptr6': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'add_persistent_rblock': True, 'tiling_scores': {'x': 64, 'r0_': 382976}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr4, out_ptr5, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 2816
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    _tmp24 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp28 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp6 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp17 = tl.load(in_ptr2 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.full([1, 1], 2816.0, tl.float32)
        tmp9 = (tmp4 / tmp8)
        tmp10 = tl.full([1, 1], 1e-06, tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = libdevice.rsqrt(tmp11)
        tmp13 = tmp7 * tmp12
        tmp15 = tmp14.to(tl.float32)
        tmp16 = tmp13 * tmp15
        tmp18 = tmp17.to(tl.float32)
        tmp19 = tmp16 + tmp18
        tmp20 = tmp19.to(tl.float32)
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp21 * tmp21
        tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
        tmp25 = _tmp24 + tmp23
        _tmp24 = tl.where(r0_mask & xmask, tmp25, _tmp24)
        tmp26 = tmp19 * tmp19
        tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
        tmp29 = _tmp28 + tmp27
        _tmp28 = tl.where(r0_mask & xmask, tmp29, _tmp28)
    tmp24 = tl.sum(_tmp24, 1)[:, None]
    tmp28 = tl.sum(_tmp28, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp30 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp38 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp41 = tl.load(in_ptr2 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp51 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp59 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp67 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp31 = tmp30.to(tl.float32)
        tmp32 = tl.full([1, 1], 2816.0, tl.float32)
        tmp33 = (tmp4 / tmp32)
        tmp34 = tl.full([1, 1], 1e-06, tl.float32)
        tmp35 = tmp33 + tmp34
        tmp36 = libdevice.rsqrt(tmp35)
        tmp37 = tmp31 * tmp36
        tmp39 = tmp38.to(tl.float32)
        tmp40 = tmp37 * tmp39
        tmp42 = tmp41.to(tl.float32)
        tmp43 = tmp40 + tmp42
        tmp44 = tmp43.to(tl.float32)
        tmp45 = tmp44.to(tl.float32)
        tmp46 = (tmp24 / tmp32)
        tmp47 = tmp46 + tmp34
        tmp48 = tl.full([1, 1], -0.5, tl.float32)
        tmp49 = libdevice.pow(tmp47, tmp48)
        tmp50 = tmp45 * tmp49
        tmp52 = tmp51.to(tl.float32)
        tmp53 = tl.full([1, 1], 0.0, tl.float32)
        tmp54 = tmp52 + tmp53
        tmp55 = tmp50 * tmp54
        tmp56 = tmp55.to(tl.float32)
        tmp57 = libdevice.rsqrt(tmp47)
        tmp58 = tmp45 * tmp57
        tmp60 = tmp59.to(tl.float32)
        tmp61 = tmp58 * tmp60
        tmp62 = tmp61.to(tl.float32)
        tmp63 = (tmp28 / tmp32)
        tmp64 = tmp63 + tmp34
        tmp65 = libdevice.rsqrt(tmp64)
        tmp66 = tmp43 * tmp65
        tmp68 = tmp67.to(tl.float32)
        tmp69 = tmp66 * tmp68
        tmp70 = tmp69.to(tl.float32)
        tl.store(out_ptr4 + (r0_1 + 2816*x0), tmp56, r0_mask & xmask)
        tl.store(out_ptr5 + (r0_1 + 2816*x0), tmp62, r0_mask & xmask)
        tl.store(out_ptr6 + (r0_1 + 2816*x0), tmp70, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/yf/cyf56whs52mmqdb6of3hryofnbamfpub4ygst2amjdxbvaaupa36.py
# Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, residual, float_6, pow_10, mean_6, mean_squared, pow_11, normed_output, float_7, add_12, normed_output_1, result_1, output], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   add_12 => add_14
#   add_8 => add_8
#   float_6 => convert_element_type_30
#   float_7 => convert_element_type_31
#   mean_6 => mean_6
#   mean_squared => add_13
#   mul_16 => mul_16
#   normed_output => mul_26
#   normed_output_1 => mul_27
#   output => mm_4, permute_8
#   pow_10 => pow_10
#   pow_11 => pow_11
#   pow_8 => pow_8
#   residual => convert_element_type_22
#   result_1 => convert_element_type_32
#   rsqrt_1 => rsqrt_1
#   to_9 => convert_element_type_21
#   variance_1 => mean_4
#   x_3 => convert_element_type_18
#   x_4 => mul_15
#   x_7 => add_9
# Graph fragment:
#   %convert_element_type_32 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=convert_element_type_32]
#   %arg15_1 : Tensor "bf16[128, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg15_1]
#   %convert_element_type_18 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_18, 2), kwargs = {})
#   %mean_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_15 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_18, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %arg10_1), kwargs = {})
#   %convert_element_type_21 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.float32), kwargs = {})
#   %add_9 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %convert_element_type_21), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_22, torch.float32), kwargs = {})
#   %pow_10 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_30, 2), kwargs = {})
#   %mean_6 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_10, [-1], True), kwargs = {})
#   %add_13 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_6, 1e-06), kwargs = {})
#   %pow_11 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_13, -0.5), kwargs = {})
#   %mul_26 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_30, %pow_11), kwargs = {})
#   %convert_element_type_31 : Tensor "f32[2816][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg14_1, torch.float32), kwargs = {})
#   %add_14 : Tensor "f32[2816][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_31, 0.0), kwargs = {})
#   %mul_27 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %add_14), kwargs = {})
#   %convert_element_type_32 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_27, torch.bfloat16), kwargs = {})
#   %permute_8 : Tensor "bf16[2816, 128][1, 2816]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg15_1, [1, 0]), kwargs = {})
#   %mm_4 : Tensor "bf16[8, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_32, %permute_8), kwargs = {})
#   return %mm_4
triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11 = async_compile.triton('triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 128
    K = 2816
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 2816
    stride_ak = 1
    stride_bk = 1
    stride_bn = 2816

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 2816*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 128*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 2816*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 128*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/44/c44xaqouhnvb4azqhbdtpntjrzk7plw4dph766i4mhp2aqcqthbo.py
# Topologically Sorted Source Nodes: [topk_weights, getitem_19, topk_weights_1, topk_weights_2, topk_ids_1, inplace_fused_experts], Original ATen: [aten._softmax, prims.prepare_softmax_online, aten.sub, aten.exp, aten.index, aten.mul, aten._to_copy, sglang.inplace_fused_experts]
# Source node to ATen node mapping:
#   getitem_19 => index_1
#   inplace_fused_experts => inplace_fused_experts_default_1
#   topk_ids_1 => convert_element_type_40
#   topk_weights => convert_element_type_37, convert_element_type_38, div
#   topk_weights_1 => mul_30
#   topk_weights_2 => convert_element_type_39
# Graph fragment:
#   %getitem_101 : Tensor "bf16[8, 8][8, 1]cuda:0" = PlaceHolder[target=getitem_101]
#   %getitem_205 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=getitem_205]
#   %getitem_206 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=getitem_206]
#   %getitem_102 : Tensor "i64[8, 8][8, 1]cuda:0" = PlaceHolder[target=getitem_102]
#   %arg17_1 : Tensor "bf16[128][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %convert_element_type_37 : Tensor "f32[8, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_101, torch.float32), kwargs = {})
#   %prepare_softmax_online_default_2 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_37, -1), kwargs = {})
#   %sub_tensor_2 : Tensor "f32[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_37, %getitem_205), kwargs = {})
#   %exp_default_2 : Tensor "f32[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_2,), kwargs = {})
#   %div : Tensor "f32[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_2, %getitem_206), kwargs = {})
#   %convert_element_type_38 : Tensor "bf16[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   %index_1 : Tensor "bf16[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg17_1, [%getitem_102]), kwargs = {})
#   %mul_30 : Tensor "bf16[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_38, %index_1), kwargs = {})
#   %convert_element_type_39 : Tensor "f32[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_30, torch.float32), kwargs = {})
#   %convert_element_type_40 : Tensor "i32[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_102, torch.int32), kwargs = {})
#   %inplace_fused_experts_default_1 : [num_users=0] = call_function[target=torch.ops.sglang.inplace_fused_experts.default](args = (%convert_element_type_36, %arg18_1, %arg19_1, %convert_element_type_39, %convert_element_type_40, None, None, gelu, True, False, False, False, False, False, False, None, None, None, None, None, None, None, None, None, None, False), kwargs = {})
#   return %getitem_205,%getitem_206,%buf34,%buf35
triton_per_fused__softmax__to_copy_exp_index_inplace_fused_experts_mul_prepare_softmax_online_sub_12 = async_compile.triton('triton_per_fused__softmax__to_copy_exp_index_inplace_fused_experts_mul_prepare_softmax_online_sub_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*i64', 'in_ptr2': '*bf16', 'out_ptr2': '*fp32', 'out_ptr3': '*i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax__to_copy_exp_index_inplace_fused_experts_mul_prepare_softmax_online_sub_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 1664}}
)
@triton.jit
def triton_per_fused__softmax__to_copy_exp_index_inplace_fused_experts_mul_prepare_softmax_online_sub_12(in_ptr0, in_ptr1, in_ptr2, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 8*x0), xmask, other=0.0).to(tl.float32)
    tmp18 = tl.load(in_ptr1 + (r0_1 + 8*x0), xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, float("-inf"))
    tmp7 = triton_helpers.max2(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tmp1 - tmp7
    tmp15 = libdevice.exp(tmp14)
    tmp16 = (tmp15 / tmp13)
    tmp17 = tmp16.to(tl.float32)
    tmp19 = tl.full([1, 1], 128, tl.int32)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp18 < 0
    tmp22 = tl.where(tmp21, tmp20, tmp18)
    tl.device_assert(((0 <= tmp22) & (tmp22 < 128)) | ~(xmask), "index out of bounds: 0 <= tmp22 < 128")
    tmp24 = tl.load(in_ptr2 + (tmp22), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp25 = tmp17 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tmp27 = tmp18.to(tl.int32)
    tl.store(out_ptr2 + (r0_1 + 8*x0), tmp26, xmask)
    tl.store(out_ptr3 + (r0_1 + 8*x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/qu/cqulu4djsybljkuzw2tujjpj3epybqrdnp3bdi3zya6azfqxirbb.py
# Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9, output_parallel_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   add_10 => add_10
#   add_8 => add_8
#   mul_16 => mul_16
#   mul_18 => mul_18
#   output_parallel_2 => mm_2, permute_6
#   pow_8 => pow_8
#   pow_9 => pow_9
#   rsqrt_1 => rsqrt_1
#   rsqrt_2 => rsqrt_2
#   to_9 => convert_element_type_21
#   variance_1 => mean_4
#   variance_2 => mean_5
#   x_3 => convert_element_type_18
#   x_4 => mul_15
#   x_7 => add_9
#   x_8 => mul_17
#   x_9 => convert_element_type_23
# Graph fragment:
#   %convert_element_type_23 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=convert_element_type_23]
#   %arg12_1 : Tensor "bf16[4224, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg12_1]
#   %convert_element_type_18 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_18, 2), kwargs = {})
#   %mean_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_15 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_18, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %arg10_1), kwargs = {})
#   %convert_element_type_21 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.float32), kwargs = {})
#   %add_9 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %convert_element_type_21), kwargs = {})
#   %pow_9 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 2), kwargs = {})
#   %mean_5 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_9, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_5, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_17 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_2), kwargs = {})
#   %mul_18 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %arg11_1), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_18, torch.bfloat16), kwargs = {})
#   %permute_6 : Tensor "bf16[2816, 4224][1, 2816]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg12_1, [1, 0]), kwargs = {})
#   %mm_2 : Tensor "bf16[8, 4224][4224, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_23, %permute_6), kwargs = {})
#   return %mm_2
triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_13 = async_compile.triton('triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_13', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_13(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 4224
    K = 2816
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 2816
    stride_ak = 1
    stride_bk = 1
    stride_bn = 2816

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 2816*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 4224*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 2816*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 4224*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/tu/ctutbdxud2ib7cyhdygmcp63mh7tniwbt6nqvlde6pi5ws5s5oyy.py
# Topologically Sorted Source Nodes: [getitem_15, gelu, getitem_16, result], Original ATen: [aten.slice, aten.gelu, aten.mul]
# Source node to ATen node mapping:
#   gelu => add_11, add_12, convert_element_type_26, convert_element_type_27, mul_19, mul_20, mul_21, mul_22, mul_23, mul_24, tanh
#   getitem_15 => slice_5
#   getitem_16 => slice_6
#   result => mul_25
# Graph fragment:
#   %mm_2 : Tensor "bf16[8, 4224][4224, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %slice_5 : Tensor "bf16[8, 2112][4224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_2, 1, 0, 2112), kwargs = {})
#   %convert_element_type_26 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%slice_5, torch.float32), kwargs = {})
#   %mul_23 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_26, 0.5), kwargs = {})
#   %mul_19 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_26, %convert_element_type_26), kwargs = {})
#   %mul_20 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, %convert_element_type_26), kwargs = {})
#   %mul_21 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, 0.044715), kwargs = {})
#   %add_11 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_26, %mul_21), kwargs = {})
#   %mul_22 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_11, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_22,), kwargs = {})
#   %add_12 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1), kwargs = {})
#   %mul_24 : Tensor "f32[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_23, %add_12), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_24, torch.bfloat16), kwargs = {})
#   %slice_6 : Tensor "bf16[8, 2112][4224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_2, 1, 2112, 9223372036854775807), kwargs = {})
#   %mul_25 : Tensor "bf16[8, 2112][2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_27, %slice_6), kwargs = {})
#   return %mul_25
triton_poi_fused_gelu_mul_slice_14 = async_compile.triton('triton_poi_fused_gelu_mul_slice_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_mul_slice_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 135168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_mul_slice_14(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16896
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 2112)
    x1 = xindex // 2112
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 4224*x1), xmask).to(tl.float32)
    tmp16 = tl.load(in_ptr0 + (2112 + x0 + 4224*x1), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp1 * tmp1
    tmp5 = tmp4 * tmp1
    tmp6 = tl.full([1], 0.044715, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp8 = tmp1 + tmp7
    tmp9 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = libdevice.tanh(tmp10)
    tmp12 = tl.full([1], 1.0, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp3 * tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 * tmp16
    tl.store(out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/dx/cdx6prwgvxfrlsxofxykbneps62anwrs2me3s3cfu5gu2ksgc6mb.py
# Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, residual, x_13, pow_13, variance_4, add_14, rsqrt_4, x_14, mul_26, to_18, x_15, pow_14, variance_5, add_15, rsqrt_5, x_16, mul_28, to_20, h, x_17, pow_15, variance_6, add_17, rsqrt_6, x_18, mul_30, to_22, add_18, hidden_states, x_19, pow_16, variance_7, add_19, rsqrt_7, x_20, mul_33, x_21], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_14 => add_16
#   add_15 => add_17
#   add_17 => add_19
#   add_18 => add_20
#   add_19 => add_21
#   add_8 => add_8
#   h => add_18
#   hidden_states => mul_37
#   mul_16 => mul_16
#   mul_26 => mul_32
#   mul_28 => mul_34
#   mul_30 => mul_36
#   mul_33 => mul_39
#   pow_13 => pow_13
#   pow_14 => pow_14
#   pow_15 => pow_15
#   pow_16 => pow_16
#   pow_8 => pow_8
#   residual => convert_element_type_22
#   rsqrt_1 => rsqrt_1
#   rsqrt_4 => rsqrt_4
#   rsqrt_5 => rsqrt_5
#   rsqrt_6 => rsqrt_6
#   rsqrt_7 => rsqrt_7
#   to_18 => convert_element_type_42
#   to_20 => convert_element_type_44
#   to_22 => convert_element_type_46
#   to_9 => convert_element_type_21
#   variance_1 => mean_4
#   variance_4 => mean_8
#   variance_5 => mean_9
#   variance_6 => mean_10
#   variance_7 => mean_11
#   x_13 => convert_element_type_41
#   x_14 => mul_31
#   x_15 => convert_element_type_43
#   x_16 => mul_33
#   x_17 => convert_element_type_45
#   x_18 => mul_35
#   x_19 => convert_element_type_47
#   x_20 => mul_38
#   x_21 => convert_element_type_48
#   x_3 => convert_element_type_18
#   x_4 => mul_15
#   x_7 => add_9
# Graph fragment:
#   %mm_3 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf37 : Tensor  = PlaceHolder[target=buf37]
#   %buf43 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf43]
#   %arg20_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %buf44 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf44]
#   %arg21_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %convert_element_type_45 : Tensor "f32[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=convert_element_type_45]
#   %buf46 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf46]
#   %arg22_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %mm_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %buf23 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf23]
#   %arg10_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %arg1_1 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg23_1 : Tensor "bf16[1][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %mul_37 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=mul_37]
#   %buf48 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf48]
#   %arg24_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %convert_element_type_18 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_18, 2), kwargs = {})
#   %mean_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_15 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_18, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %arg10_1), kwargs = {})
#   %convert_element_type_21 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.float32), kwargs = {})
#   %add_9 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %convert_element_type_21), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   %convert_element_type_41 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_3, torch.float32), kwargs = {})
#   %pow_13 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_41, 2), kwargs = {})
#   %mean_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_13, [-1], True), kwargs = {})
#   %add_16 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_8, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_16,), kwargs = {})
#   %mul_31 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_41, %rsqrt_4), kwargs = {})
#   %mul_32 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_31, %arg20_1), kwargs = {})
#   %convert_element_type_42 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_32, torch.bfloat16), kwargs = {})
#   %convert_element_type_43 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_36, torch.float32), kwargs = {})
#   %pow_14 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_43, 2), kwargs = {})
#   %mean_9 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_14, [-1], True), kwargs = {})
#   %add_17 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_9, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_17,), kwargs = {})
#   %mul_33 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_43, %rsqrt_5), kwargs = {})
#   %mul_34 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, %arg21_1), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_34, torch.bfloat16), kwargs = {})
#   %add_18 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_42, %convert_element_type_44), kwargs = {})
#   %convert_element_type_45 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_18, torch.float32), kwargs = {})
#   %pow_15 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_45, 2), kwargs = {})
#   %mean_10 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_15, [-1], True), kwargs = {})
#   %add_19 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_10, 1e-06), kwargs = {})
#   %rsqrt_6 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_19,), kwargs = {})
#   %mul_35 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_45, %rsqrt_6), kwargs = {})
#   %mul_36 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %arg22_1), kwargs = {})
#   %convert_element_type_46 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_36, torch.bfloat16), kwargs = {})
#   %add_20 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_46, %convert_element_type_22), kwargs = {})
#   %mul_37 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_20, %arg23_1), kwargs = {})
#   %convert_element_type_47 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_37, torch.float32), kwargs = {})
#   %pow_16 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_47, 2), kwargs = {})
#   %mean_11 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_16, [-1], True), kwargs = {})
#   %add_21 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_11, 1e-06), kwargs = {})
#   %rsqrt_7 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_21,), kwargs = {})
#   %mul_38 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_47, %rsqrt_7), kwargs = {})
#   %mul_39 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg24_1), kwargs = {})
#   %convert_element_type_48 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_39, torch.bfloat16), kwargs = {})
#   return %buf43,%buf44,%convert_element_type_45,%buf46,%mul_37,%buf48,%convert_element_type_48
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_15 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'in_ptr8': '*bf16', 'in_ptr9': '*bf16', 'out_ptr2': '*fp32', 'out_ptr5': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 15, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 32, 'r0_': 343552}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr2, out_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 2816
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp6 = tl.load(in_ptr1 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tmp7 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    _tmp38 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp12 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp20 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp24 = tl.load(in_ptr1 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp13 = tmp12.to(tl.float32)
        tmp14 = tl.full([1, 1], 2816.0, tl.float32)
        tmp15 = (tmp4 / tmp14)
        tmp16 = tl.full([1, 1], 1e-06, tl.float32)
        tmp17 = tmp15 + tmp16
        tmp18 = libdevice.rsqrt(tmp17)
        tmp19 = tmp13 * tmp18
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp19 * tmp21
        tmp23 = tmp22.to(tl.float32)
        tmp25 = tmp24.to(tl.float32)
        tmp26 = (tmp10 / tmp14)
        tmp27 = tmp26 + tmp16
        tmp28 = libdevice.rsqrt(tmp27)
        tmp29 = tmp25 * tmp28
        tmp31 = tmp30.to(tl.float32)
        tmp32 = tmp29 * tmp31
        tmp33 = tmp32.to(tl.float32)
        tmp34 = tmp23 + tmp33
        tmp35 = tmp34.to(tl.float32)
        tmp36 = tmp35 * tmp35
        tmp37 = tl.broadcast_to(tmp36, [XBLOCK, R0_BLOCK])
        tmp39 = _tmp38 + tmp37
        _tmp38 = tl.where(r0_mask & xmask, tmp39, _tmp38)
        tl.store(out_ptr2 + (r0_1 + 2816*x0), tmp35, r0_mask & xmask)
    tmp38 = tl.sum(_tmp38, 1)[:, None]
    tmp53 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp66 = tl.load(in_ptr8 + (0)).to(tl.float32)
    tmp67 = tl.broadcast_to(tmp66, [1, 1])
    _tmp72 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp40 = tl.load(out_ptr2 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp47 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp51 = tl.load(in_out_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp58 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp61 = tl.load(in_ptr7 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp41 = tl.full([1, 1], 2816.0, tl.float32)
        tmp42 = (tmp38 / tmp41)
        tmp43 = tl.full([1, 1], 1e-06, tl.float32)
        tmp44 = tmp42 + tmp43
        tmp45 = libdevice.rsqrt(tmp44)
        tmp46 = tmp40 * tmp45
        tmp48 = tmp47.to(tl.float32)
        tmp49 = tmp46 * tmp48
        tmp50 = tmp49.to(tl.float32)
        tmp52 = tmp51.to(tl.float32)
        tmp54 = (tmp53 / tmp41)
        tmp55 = tmp54 + tmp43
        tmp56 = libdevice.rsqrt(tmp55)
        tmp57 = tmp52 * tmp56
        tmp59 = tmp58.to(tl.float32)
        tmp60 = tmp57 * tmp59
        tmp62 = tmp61.to(tl.float32)
        tmp63 = tmp60 + tmp62
        tmp64 = tmp63.to(tl.float32)
        tmp65 = tmp50 + tmp64
        tmp68 = tmp65 * tmp67
        tmp69 = tmp68.to(tl.float32)
        tmp70 = tmp69 * tmp69
        tmp71 = tl.broadcast_to(tmp70, [XBLOCK, R0_BLOCK])
        tmp73 = _tmp72 + tmp71
        _tmp72 = tl.where(r0_mask & xmask, tmp73, _tmp72)
        tl.store(in_out_ptr0 + (r0_1 + 2816*x0), tmp68, r0_mask & xmask)
    tmp72 = tl.sum(_tmp72, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp74 = tl.load(in_out_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp82 = tl.load(in_ptr9 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp75 = tmp74.to(tl.float32)
        tmp76 = tl.full([1, 1], 2816.0, tl.float32)
        tmp77 = (tmp72 / tmp76)
        tmp78 = tl.full([1, 1], 1e-06, tl.float32)
        tmp79 = tmp77 + tmp78
        tmp80 = libdevice.rsqrt(tmp79)
        tmp81 = tmp75 * tmp80
        tmp83 = tmp82.to(tl.float32)
        tmp84 = tmp81 * tmp83
        tmp85 = tmp84.to(tl.float32)
        tl.store(out_ptr5 + (r0_1 + 2816*x0), tmp85, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/22/c227fq3out55re42dvtcihx4lo4u36pmafvg53mf6ltkon5llpb3.py
# Topologically Sorted Source Nodes: [x_19, pow_16, variance_7, add_19, rsqrt_7, x_20, mul_33, x_21, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   add_19 => add_21
#   mul_33 => mul_39
#   output_parallel_4 => mm_5, permute_9
#   pow_16 => pow_16
#   rsqrt_7 => rsqrt_7
#   variance_7 => mean_11
#   x_19 => convert_element_type_47
#   x_20 => mul_38
#   x_21 => convert_element_type_48
# Graph fragment:
#   %convert_element_type_48 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=convert_element_type_48]
#   %arg25_1 : Tensor "bf16[10240, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg25_1]
#   %convert_element_type_47 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_37, torch.float32), kwargs = {})
#   %pow_16 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_47, 2), kwargs = {})
#   %mean_11 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_16, [-1], True), kwargs = {})
#   %add_21 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_11, 1e-06), kwargs = {})
#   %rsqrt_7 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_21,), kwargs = {})
#   %mul_38 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_47, %rsqrt_7), kwargs = {})
#   %mul_39 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg24_1), kwargs = {})
#   %convert_element_type_48 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_39, torch.bfloat16), kwargs = {})
#   %permute_9 : Tensor "bf16[2816, 10240][1, 2816]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg25_1, [1, 0]), kwargs = {})
#   %mm_5 : Tensor "bf16[8, 10240][10240, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_48, %permute_9), kwargs = {})
#   return %mm_5
triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_16 = async_compile.triton('triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_16', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_16(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 10240
    K = 2816
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 2816
    stride_ak = 1
    stride_bk = 1
    stride_bn = 2816

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 2816*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 10240*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 2816*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 10240*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/62/c62lfexlsehbtx3ro66iy2phj7h42vzhqyxxx6v6kugkuemv7tjd.py
# Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_17, mean_12], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
# Source node to ATen node mapping:
#   mean_12 => mean_12
#   pow_17 => pow_17
#   qh_1 => view_54
#   split_1 => split_with_sizes_26
#   xf_3 => convert_element_type_51
# Graph fragment:
#   %mm_5 : Tensor "bf16[8, 10240][10240, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %split_with_sizes_26 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm_5, [8192, 1024, 1024], -1), kwargs = {})
#   %view_54 : Tensor "bf16[8, 16, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_105, [8, 16, 512]), kwargs = {})
#   %convert_element_type_51 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_54, torch.float32), kwargs = {})
#   %pow_17 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_51, 2), kwargs = {})
#   %mean_12 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_17, [-1], True), kwargs = {})
#   return %buf51
triton_per_fused__to_copy_mean_pow_split_with_sizes_view_17 = async_compile.triton('triton_per_fused__to_copy_mean_pow_split_with_sizes_view_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_mean_pow_split_with_sizes_view_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1024, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused__to_copy_mean_pow_split_with_sizes_view_17(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x0 + 10240*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/dq/cdqi5xh3boyq67snw6qgpm6u7quockkinynr46oejltwqpn373dj.py
# Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_17, mean_12, add_20, pow_18, out_6, float_9, add_21, out_7, type_as_4, flatten_5, copy__3, xf_4, pow_19, mean_13, add_22, pow_20, out_8, float_11, add_23, out_9], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
# Source node to ATen node mapping:
#   add_20 => add_22
#   add_21 => add_23
#   add_22 => add_24
#   add_23 => add_25
#   copy__3 => copy_5
#   flatten_5 => view_55
#   float_11 => convert_element_type_55
#   float_9 => convert_element_type_52
#   mean_12 => mean_12
#   mean_13 => mean_13
#   out_6 => mul_40
#   out_7 => mul_41
#   out_8 => mul_42
#   out_9 => mul_43
#   pow_17 => pow_17
#   pow_18 => pow_18
#   pow_19 => pow_19
#   pow_20 => pow_20
#   qh_1 => view_54
#   split_1 => split_with_sizes_26
#   type_as_4 => convert_element_type_53
#   xf_3 => convert_element_type_51
#   xf_4 => convert_element_type_54, split_with_sizes_30, view_58
# Graph fragment:
#   %mm_5 : Tensor "bf16[8, 10240][10240, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %buf51 : Tensor "f32[8, 16, 1][16, 1, 128]cuda:0" = PlaceHolder[target=buf51]
#   %arg26_1 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %buf52 : Tensor "f32[8, 2, 1][2, 1, 16]cuda:0" = PlaceHolder[target=buf52]
#   %arg27_1 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %split_with_sizes_26 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm_5, [8192, 1024, 1024], -1), kwargs = {})
#   %view_54 : Tensor "bf16[8, 16, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_105, [8, 16, 512]), kwargs = {})
#   %convert_element_type_51 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_54, torch.float32), kwargs = {})
#   %pow_17 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_51, 2), kwargs = {})
#   %mean_12 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_17, [-1], True), kwargs = {})
#   %add_22 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_12, 1e-06), kwargs = {})
#   %pow_18 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_22, -0.5), kwargs = {})
#   %mul_40 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_51, %pow_18), kwargs = {})
#   %convert_element_type_52 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg26_1, torch.float32), kwargs = {})
#   %add_23 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_52, 0.0), kwargs = {})
#   %mul_41 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, %add_23), kwargs = {})
#   %convert_element_type_53 : Tensor "bf16[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_41, torch.bfloat16), kwargs = {})
#   %view_55 : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_53, [8, 8192]), kwargs = {})
#   %copy_5 : Tensor "bf16[8, 8192][10240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_105, %view_55), kwargs = {})
#   %slice_scatter_default_3 : Tensor "bf16[8, 10240][10240, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm_5, %copy_5, 1, 0, 8192), kwargs = {})
#   %split_with_sizes_30 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_3, [8192, 1024, 1024], -1), kwargs = {})
#   %view_58 : Tensor "bf16[8, 2, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_118, [8, 2, 512]), kwargs = {})
#   %convert_element_type_54 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_58, torch.float32), kwargs = {})
#   %pow_19 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_54, 2), kwargs = {})
#   %mean_13 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_19, [-1], True), kwargs = {})
#   %add_24 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_13, 1e-06), kwargs = {})
#   %pow_20 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_24, -0.5), kwargs = {})
#   %mul_42 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_54, %pow_20), kwargs = {})
#   %convert_element_type_55 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg27_1, torch.float32), kwargs = {})
#   %add_25 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_55, 0.0), kwargs = {})
#   %mul_43 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %add_25), kwargs = {})
#   return %buf52,%mul_43
triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_18 = async_compile.triton('triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 64, 'r0_': 100352}}
)
@triton.jit
def triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 2)
    x1 = xindex // 2
    x3 = xindex
    tmp21 = tl.load(in_ptr0 + (8192 + r0_2 + 512*x0 + 10240*x1), xmask, other=0.0).to(tl.float32)
    tmp36 = tl.load(in_ptr3 + (r0_2), None, eviction_policy='evict_last').to(tl.float32)
    tmp0 = 8192 + r0_2 + 512*x0
    tmp1 = tl.full([1, 1], 8192, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (r0_2 + 512*x0 + 10240*x1), tmp2 & xmask, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 16*x1, [XBLOCK, R0_BLOCK])), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1, 1], 512.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1, 1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1, 1], -0.5, tl.float32)
    tmp11 = libdevice.pow(tmp9, tmp10)
    tmp12 = tmp4 * tmp11
    tmp13 = tl.load(in_ptr2 + (tl.broadcast_to(r0_2, [XBLOCK, R0_BLOCK])), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tl.full([1, 1], 0.0, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tmp12 * tmp16
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp22 = tl.where(tmp2, tmp20, tmp21)
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 512.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tmp31 = tl.full([1, 1], 1e-06, tl.float32)
    tmp32 = tmp30 + tmp31
    tmp33 = tl.full([1, 1], -0.5, tl.float32)
    tmp34 = libdevice.pow(tmp32, tmp33)
    tmp35 = tmp23 * tmp34
    tmp37 = tmp36.to(tl.float32)
    tmp38 = tl.full([1, 1], 0.0, tl.float32)
    tmp39 = tmp37 + tmp38
    tmp40 = tmp35 * tmp39
    tl.store(out_ptr1 + (r0_2 + 512*x3), tmp40, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/3a/c3aqiqd6l4ey755wwvo4w2urr46i5pzbfiqvm46psytksbkiwb6o.py
# Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_17, mean_12, add_20, pow_18, out_6, float_9, add_21, out_7, type_as_4, flatten_5, copy__3, kh_1, type_as_5, flatten_6, copy__4], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
# Source node to ATen node mapping:
#   add_20 => add_22
#   add_21 => add_23
#   copy__3 => copy_5
#   copy__4 => copy_6
#   flatten_5 => view_55
#   flatten_6 => view_59
#   float_9 => convert_element_type_52
#   kh_1 => split_with_sizes_28
#   mean_12 => mean_12
#   out_6 => mul_40
#   out_7 => mul_41
#   pow_17 => pow_17
#   pow_18 => pow_18
#   qh_1 => view_54
#   split_1 => split_with_sizes_26
#   type_as_4 => convert_element_type_53
#   type_as_5 => convert_element_type_56
#   xf_3 => convert_element_type_51
# Graph fragment:
#   %mul_43 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0" = PlaceHolder[target=mul_43]
#   %mm_5 : Tensor "bf16[8, 10240][10240, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %buf51 : Tensor "f32[8, 16, 1][16, 1, 128]cuda:0" = PlaceHolder[target=buf51]
#   %arg26_1 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %split_with_sizes_26 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm_5, [8192, 1024, 1024], -1), kwargs = {})
#   %view_54 : Tensor "bf16[8, 16, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_105, [8, 16, 512]), kwargs = {})
#   %convert_element_type_51 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_54, torch.float32), kwargs = {})
#   %pow_17 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_51, 2), kwargs = {})
#   %mean_12 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_17, [-1], True), kwargs = {})
#   %add_22 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_12, 1e-06), kwargs = {})
#   %pow_18 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_22, -0.5), kwargs = {})
#   %mul_40 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_51, %pow_18), kwargs = {})
#   %convert_element_type_52 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg26_1, torch.float32), kwargs = {})
#   %add_23 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_52, 0.0), kwargs = {})
#   %mul_41 : Tensor "f32[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, %add_23), kwargs = {})
#   %convert_element_type_53 : Tensor "bf16[8, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_41, torch.bfloat16), kwargs = {})
#   %view_55 : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_53, [8, 8192]), kwargs = {})
#   %copy_5 : Tensor "bf16[8, 8192][10240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_105, %view_55), kwargs = {})
#   %slice_scatter_default_3 : Tensor "bf16[8, 10240][10240, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm_5, %copy_5, 1, 0, 8192), kwargs = {})
#   %split_with_sizes_28 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_3, [8192, 1024, 1024], -1), kwargs = {})
#   %convert_element_type_56 : Tensor "bf16[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_43, torch.bfloat16), kwargs = {})
#   %view_59 : Tensor "bf16[8, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_56, [8, 1024]), kwargs = {})
#   %copy_6 : Tensor "bf16[8, 1024][10240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_112, %view_59), kwargs = {})
#   %slice_scatter_default_4 : Tensor "bf16[8, 10240][10240, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_3, %copy_6, 1, 8192, 9216), kwargs = {})
#   return %slice_scatter_default_4
triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19 = async_compile.triton('triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 689664}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 81920
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 10240)
    x1 = xindex // 10240
    x2 = xindex
    tmp29 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp0 = x0
    tmp1 = tl.full([1], 8192, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 9216, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = tl.load(in_ptr0 + (1024*x1 + ((x0 % 1024))), tmp5, other=0.0)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp5, tmp7, tmp8)
    tmp10 = tmp0 < tmp1
    tmp11 = tl.load(in_ptr1 + (10240*x1 + ((x0 % 8192))), tmp10, other=0.0).to(tl.float32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.load(in_ptr2 + (16*x1 + (((x0 // 512) % 16))), tmp10, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.full([1], 512.0, tl.float32)
    tmp15 = (tmp13 / tmp14)
    tmp16 = tl.full([1], 1e-06, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], -0.5, tl.float32)
    tmp19 = libdevice.pow(tmp17, tmp18)
    tmp20 = tmp12 * tmp19
    tmp21 = tl.load(in_ptr3 + ((x2 % 512)), tmp10, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tl.full([1], 0.0, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = tmp20 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tmp27 = tl.full(tmp26.shape, 0.0, tmp26.dtype)
    tmp28 = tl.where(tmp10, tmp26, tmp27)
    tmp30 = tl.where(tmp10, tmp28, tmp29)
    tmp31 = tl.where(tmp5, tmp9, tmp30)
    tl.store(out_ptr0 + (x2), tmp31, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/l6/cl6rble7ct2amwm2r6r6txkmmxunbkwrnvdblxunklhkolubr5oy.py
# Topologically Sorted Source Nodes: [xf_5, copy__5, pow_21, mean_14, add_24, pow_22, out_10, type_as_6, flatten_7, setitem_3], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.select]
# Source node to ATen node mapping:
#   add_24 => add_26
#   copy__5 => copy_7, split_with_sizes_33
#   flatten_7 => view_61
#   mean_14 => mean_14
#   out_10 => mul_44
#   pow_21 => pow_21
#   pow_22 => pow_22
#   setitem_3 => copy_9, select_6, split_with_sizes_51, view_102
#   type_as_6 => convert_element_type_58
#   xf_5 => convert_element_type_57, split_with_sizes_32, view_60
# Graph fragment:
#   %slice_scatter_default_4 : Tensor "bf16[8, 10240][10240, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_4]
#   %buf55 : Tensor "f32[8, 2, 1][2, 1, 16]cuda:0" = PlaceHolder[target=buf55]
#   %copy_9 : Tensor "bf16[8, 2, 512][1024, 512, 1]cuda:0" = PlaceHolder[target=copy_9]
#   %arg30_1 : Tensor "bf16[8, 17, 2, 512][17408, 1024, 512, 1]cuda:0" = PlaceHolder[target=arg30_1]
#   %split_with_sizes_32 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [8192, 1024, 1024], -1), kwargs = {})
#   %split_with_sizes_33 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [8192, 1024, 1024], -1), kwargs = {})
#   %view_60 : Tensor "bf16[8, 2, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_125, [8, 2, 512]), kwargs = {})
#   %convert_element_type_57 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_60, torch.float32), kwargs = {})
#   %pow_21 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_57, 2), kwargs = {})
#   %mean_14 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_21, [-1], True), kwargs = {})
#   %add_26 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_14, 1e-06), kwargs = {})
#   %pow_22 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_26, -0.5), kwargs = {})
#   %mul_44 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_57, %pow_22), kwargs = {})
#   %convert_element_type_58 : Tensor "bf16[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_44, torch.bfloat16), kwargs = {})
#   %view_61 : Tensor "bf16[8, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_58, [8, 1024]), kwargs = {})
#   %copy_7 : Tensor "bf16[8, 1024][10240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_128, %view_61), kwargs = {})
#   %slice_scatter_default_5 : Tensor "bf16[8, 10240][10240, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_4, %copy_7, 1, 9216, 10240), kwargs = {})
#   %split_with_sizes_51 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [8192, 1024, 1024], -1), kwargs = {})
#   %select_6 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg30_1, 1, 16), kwargs = {})
#   %view_102 : Tensor "bf16[8, 2, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_196, [8, 2, 512]), kwargs = {})
#   %copy_9 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_6, %view_102), kwargs = {})
#   %select_int_3 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg30_1, 1, 16), kwargs = {})
#   %copy__default_3 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int_3, %copy_9), kwargs = {})
#   return %buf55,%copy_9,%buf68
triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_20 = async_compile.triton('triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_20', 'mutated_arg_names': ['out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 128, 'r0_': 49152}}
)
@triton.jit
def triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_20(in_ptr0, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 2)
    x1 = xindex // 2
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (9216 + r0_2 + 512*x0 + 10240*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = 9216 + r0_2 + 512*x0
    tmp8 = tl.full([1, 1], 9216, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.load(in_ptr0 + (9216 + r0_2 + 512*x0 + 10240*x1), tmp9 & xmask, other=0.0).to(tl.float32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.full([1, 1], 512.0, tl.float32)
    tmp13 = (tmp6 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], -0.5, tl.float32)
    tmp17 = libdevice.pow(tmp15, tmp16)
    tmp18 = tmp11 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tl.full(tmp19.shape, 0.0, tmp19.dtype)
    tmp21 = tl.where(tmp9, tmp19, tmp20)
    tmp22 = tl.where(tmp9, tmp21, tmp0)
    tl.store(out_ptr2 + (16384 + r0_2 + 512*x0 + 17408*x1), tmp22, xmask)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/vz/cvzlxv4awhkyhh7xmyrir6sxopqt4svxo37nnhgfa224tukd6vmt.py
# Topologically Sorted Source Nodes: [xf_5, copy__5, cos_sin_1, chunk_3, pow_21, mean_14, add_24, pow_22, out_10, type_as_6, flatten_7, mul_43, mul_44, unsqueeze_7, cos_5, unsqueeze_8, sin_5, o1_3, mul_45, mul_46, o2_3], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
# Source node to ATen node mapping:
#   add_24 => add_26
#   chunk_3 => split_7
#   copy__5 => copy_7, split_with_sizes_33
#   cos_5 => convert_element_type_61
#   cos_sin_1 => index_2
#   flatten_7 => view_61
#   mean_14 => mean_14
#   mul_43 => mul_49, split_12, split_with_sizes_46, view_82
#   mul_44 => mul_50, split_13, split_with_sizes_47, view_85
#   mul_45 => mul_51
#   mul_46 => mul_52
#   o1_3 => sub_4
#   o2_3 => add_28
#   out_10 => mul_44
#   pow_21 => pow_21
#   pow_22 => pow_22
#   sin_5 => convert_element_type_62
#   type_as_6 => convert_element_type_58
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   xf_5 => convert_element_type_57, split_with_sizes_32, view_60
# Graph fragment:
#   %slice_scatter_default_4 : Tensor "bf16[8, 10240][10240, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_4]
#   %buf55 : Tensor "f32[8, 2, 1][2, 1, 16]cuda:0" = PlaceHolder[target=buf55]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg28_1 : Tensor "f32[131072, 512][512, 1]cuda:0" = PlaceHolder[target=arg28_1]
#   %split_with_sizes_32 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [8192, 1024, 1024], -1), kwargs = {})
#   %split_with_sizes_33 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [8192, 1024, 1024], -1), kwargs = {})
#   %index_2 : Tensor "f32[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg28_1, [%arg0_1]), kwargs = {})
#   %split_7 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index_2, 256, -1), kwargs = {})
#   %view_60 : Tensor "bf16[8, 2, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_125, [8, 2, 512]), kwargs = {})
#   %convert_element_type_57 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_60, torch.float32), kwargs = {})
#   %pow_21 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_57, 2), kwargs = {})
#   %mean_14 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_21, [-1], True), kwargs = {})
#   %add_26 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_14, 1e-06), kwargs = {})
#   %pow_22 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_26, -0.5), kwargs = {})
#   %mul_44 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_57, %pow_22), kwargs = {})
#   %convert_element_type_58 : Tensor "bf16[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_44, torch.bfloat16), kwargs = {})
#   %view_61 : Tensor "bf16[8, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_58, [8, 1024]), kwargs = {})
#   %copy_7 : Tensor "bf16[8, 1024][10240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_128, %view_61), kwargs = {})
#   %slice_scatter_default_5 : Tensor "bf16[8, 10240][10240, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_4, %copy_7, 1, 9216, 10240), kwargs = {})
#   %split_with_sizes_46 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [8192, 1024, 1024], -1), kwargs = {})
#   %view_82 : Tensor "bf16[8, 2, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_176, [8, 2, 512]), kwargs = {})
#   %split_12 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_82, 256, -1), kwargs = {})
#   %split_with_sizes_47 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [8192, 1024, 1024], -1), kwargs = {})
#   %view_85 : Tensor "bf16[8, 2, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_181, [8, 2, 512]), kwargs = {})
#   %split_13 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_85, 256, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_138, -2), kwargs = {})
#   %convert_element_type_61 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_7, torch.bfloat16), kwargs = {})
#   %mul_49 : Tensor "bf16[8, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_178, %convert_element_type_61), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_139, -2), kwargs = {})
#   %convert_element_type_62 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_8, torch.bfloat16), kwargs = {})
#   %mul_50 : Tensor "bf16[8, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_184, %convert_element_type_62), kwargs = {})
#   %sub_4 : Tensor "bf16[8, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_49, %mul_50), kwargs = {})
#   %mul_51 : Tensor "bf16[8, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_184, %convert_element_type_61), kwargs = {})
#   %mul_52 : Tensor "bf16[8, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_178, %convert_element_type_62), kwargs = {})
#   %add_28 : Tensor "bf16[8, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_51, %mul_52), kwargs = {})
#   return %sub_4,%add_28
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_21 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 65600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_21(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 2)
    x2 = xindex // 512
    x3 = xindex // 256
    tmp16 = tl.load(in_ptr0 + (8192 + x0 + 512*x1 + 10240*x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x2), None, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr0 + (8448 + x0 + 512*x1 + 10240*x2), None).to(tl.float32)
    tmp0 = 8192 + x0 + 512*x1
    tmp1 = tl.full([1], 9216, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (9216 + x0 + 512*x1 + 10240*x2), tmp2, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x3), tmp2, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1], 512.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = libdevice.pow(tmp9, tmp10)
    tmp12 = tmp4 * tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tmp17 = tl.where(tmp2, tmp15, tmp16)
    tmp19 = tl.full([XBLOCK], 131072, tl.int32)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp18 < 0
    tmp22 = tl.where(tmp21, tmp20, tmp18)
    tl.device_assert((0 <= tmp22) & (tmp22 < 131072), "index out of bounds: 0 <= tmp22 < 131072")
    tmp24 = tl.load(in_ptr3 + (x0 + 512*tmp22), None)
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tmp17 * tmp25
    tmp27 = 8448 + x0 + 512*x1
    tmp28 = tmp27 >= tmp1
    tmp29 = tl.load(in_ptr0 + (9216 + 10240*x2 + ((((-768) + x0 + 512*x1) % 1024))), tmp28, other=0.0).to(tl.float32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (2*x2 + (((((-768) + x0 + 512*x1) // 512) % 2))), tmp28, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.full([1], 512.0, tl.float32)
    tmp33 = (tmp31 / tmp32)
    tmp34 = tl.full([1], 1e-06, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = tl.full([1], -0.5, tl.float32)
    tmp37 = libdevice.pow(tmp35, tmp36)
    tmp38 = tmp30 * tmp37
    tmp39 = tmp38.to(tl.float32)
    tmp40 = tl.full(tmp39.shape, 0.0, tmp39.dtype)
    tmp41 = tl.where(tmp28, tmp39, tmp40)
    tmp43 = tl.where(tmp28, tmp41, tmp42)
    tmp44 = tl.load(in_ptr3 + (256 + x0 + 512*tmp22), None)
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tmp43 * tmp45
    tmp47 = tmp26 - tmp46
    tmp48 = tmp43 * tmp25
    tmp49 = tmp17 * tmp45
    tmp50 = tmp48 + tmp49
    tl.store(out_ptr0 + (x0 + 512*x3), tmp47, None)
    tl.store(out_ptr1 + (x0 + 512*x3), tmp50, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/y6/cy6sx4ho54v7jkjnav2aahqy2sdlhse7asfajmgjs7f5l3y34bvm.py
# Topologically Sorted Source Nodes: [xf_5, copy__5, cos_sin_1, chunk_3, pow_21, mean_14, add_24, pow_22, out_10, type_as_6, flatten_7, mul_39, mul_40, unsqueeze_5, cos_4, unsqueeze_6, sin_4, o1_2, mul_41, mul_42, o2_2], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
# Source node to ATen node mapping:
#   add_24 => add_26
#   chunk_3 => split_7
#   copy__5 => copy_7, split_with_sizes_33
#   cos_4 => convert_element_type_59
#   cos_sin_1 => index_2
#   flatten_7 => view_61
#   mean_14 => mean_14
#   mul_39 => mul_45, split_9, split_with_sizes_40, view_69
#   mul_40 => mul_46, split_10, split_with_sizes_41, view_70
#   mul_41 => mul_47
#   mul_42 => mul_48
#   o1_2 => sub_3
#   o2_2 => add_27
#   out_10 => mul_44
#   pow_21 => pow_21
#   pow_22 => pow_22
#   sin_4 => convert_element_type_60
#   type_as_6 => convert_element_type_58
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
#   xf_5 => convert_element_type_57, split_with_sizes_32, view_60
# Graph fragment:
#   %slice_scatter_default_4 : Tensor "bf16[8, 10240][10240, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_4]
#   %buf55 : Tensor "f32[8, 2, 1][2, 1, 16]cuda:0" = PlaceHolder[target=buf55]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg28_1 : Tensor "f32[131072, 512][512, 1]cuda:0" = PlaceHolder[target=arg28_1]
#   %split_with_sizes_32 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [8192, 1024, 1024], -1), kwargs = {})
#   %split_with_sizes_33 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [8192, 1024, 1024], -1), kwargs = {})
#   %index_2 : Tensor "f32[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg28_1, [%arg0_1]), kwargs = {})
#   %split_7 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index_2, 256, -1), kwargs = {})
#   %view_60 : Tensor "bf16[8, 2, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_125, [8, 2, 512]), kwargs = {})
#   %convert_element_type_57 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_60, torch.float32), kwargs = {})
#   %pow_21 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_57, 2), kwargs = {})
#   %mean_14 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_21, [-1], True), kwargs = {})
#   %add_26 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_14, 1e-06), kwargs = {})
#   %pow_22 : Tensor "f32[8, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_26, -0.5), kwargs = {})
#   %mul_44 : Tensor "f32[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_57, %pow_22), kwargs = {})
#   %convert_element_type_58 : Tensor "bf16[8, 2, 512][1024, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_44, torch.bfloat16), kwargs = {})
#   %view_61 : Tensor "bf16[8, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_58, [8, 1024]), kwargs = {})
#   %copy_7 : Tensor "bf16[8, 1024][10240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_128, %view_61), kwargs = {})
#   %slice_scatter_default_5 : Tensor "bf16[8, 10240][10240, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_4, %copy_7, 1, 9216, 10240), kwargs = {})
#   %split_with_sizes_40 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [8192, 1024, 1024], -1), kwargs = {})
#   %view_69 : Tensor "bf16[8, 16, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_151, [8, -1, 512]), kwargs = {})
#   %split_9 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_69, 256, -1), kwargs = {})
#   %split_with_sizes_41 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [8192, 1024, 1024], -1), kwargs = {})
#   %view_70 : Tensor "bf16[8, 16, 512][10240, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_156, [8, -1, 512]), kwargs = {})
#   %split_10 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_70, 256, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_138, -2), kwargs = {})
#   %convert_element_type_59 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_5, torch.bfloat16), kwargs = {})
#   %mul_45 : Tensor "bf16[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_154, %convert_element_type_59), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_139, -2), kwargs = {})
#   %convert_element_type_60 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_6, torch.bfloat16), kwargs = {})
#   %mul_46 : Tensor "bf16[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_160, %convert_element_type_60), kwargs = {})
#   %sub_3 : Tensor "bf16[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_45, %mul_46), kwargs = {})
#   %mul_47 : Tensor "bf16[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_160, %convert_element_type_59), kwargs = {})
#   %mul_48 : Tensor "bf16[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_154, %convert_element_type_60), kwargs = {})
#   %add_27 : Tensor "bf16[8, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_47, %mul_48), kwargs = {})
#   return %sub_3,%add_27
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 524352}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 16)
    x2 = xindex // 4096
    x3 = xindex // 256
    tmp16 = tl.load(in_ptr0 + (x0 + 512*x1 + 10240*x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x2), None, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr0 + (256 + x0 + 512*x1 + 10240*x2), None).to(tl.float32)
    tmp0 = x0 + 512*x1
    tmp1 = tl.full([1], 9216, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (9216 + x0 + 512*((x1 % 2)) + 10240*x2), tmp2, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (2*x2 + ((x1 % 2))), tmp2, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1], 512.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = libdevice.pow(tmp9, tmp10)
    tmp12 = tmp4 * tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tmp17 = tl.where(tmp2, tmp15, tmp16)
    tmp19 = tl.full([XBLOCK], 131072, tl.int32)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp18 < 0
    tmp22 = tl.where(tmp21, tmp20, tmp18)
    tl.device_assert((0 <= tmp22) & (tmp22 < 131072), "index out of bounds: 0 <= tmp22 < 131072")
    tmp24 = tl.load(in_ptr3 + (x0 + 512*tmp22), None)
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tmp17 * tmp25
    tmp27 = 256 + x0 + 512*x1
    tmp28 = tmp27 >= tmp1
    tmp29 = tl.load(in_ptr0 + (9216 + 10240*x2 + ((((-8960) + x0 + 512*x1) % 1024))), tmp28, other=0.0).to(tl.float32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (2*x2 + (((((-8960) + x0 + 512*x1) // 512) % 2))), tmp28, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.full([1], 512.0, tl.float32)
    tmp33 = (tmp31 / tmp32)
    tmp34 = tl.full([1], 1e-06, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = tl.full([1], -0.5, tl.float32)
    tmp37 = libdevice.pow(tmp35, tmp36)
    tmp38 = tmp30 * tmp37
    tmp39 = tmp38.to(tl.float32)
    tmp40 = tl.full(tmp39.shape, 0.0, tmp39.dtype)
    tmp41 = tl.where(tmp28, tmp39, tmp40)
    tmp43 = tl.where(tmp28, tmp41, tmp42)
    tmp44 = tl.load(in_ptr3 + (256 + x0 + 512*tmp22), None)
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tmp43 * tmp45
    tmp47 = tmp26 - tmp46
    tmp48 = tmp43 * tmp25
    tmp49 = tmp17 * tmp45
    tmp50 = tmp48 + tmp49
    tl.store(out_ptr0 + (x0 + 512*x3), tmp47, None)
    tl.store(out_ptr1 + (x0 + 512*x3), tmp50, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/ac/caclzqqzz432yuxacyh5czlk5skf6sqwyd3ux4hci33pmtyoabrh.py
# Topologically Sorted Source Nodes: [setitem_2], Original ATen: [aten.select, aten.copy]
# Source node to ATen node mapping:
#   setitem_2 => copy_8, select_4
# Graph fragment:
#   %cat_3 : Tensor "bf16[8, 2, 512][1024, 512, 1]cuda:0" = PlaceHolder[target=cat_3]
#   %arg29_1 : Tensor "bf16[8, 17, 2, 512][17408, 1024, 512, 1]cuda:0" = PlaceHolder[target=arg29_1]
#   %select_4 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg29_1, 1, 16), kwargs = {})
#   %copy_8 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_4, %cat_3), kwargs = {})
#   %select_int_2 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg29_1, 1, 16), kwargs = {})
#   %copy__default_2 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int_2, %copy_8), kwargs = {})
#   return %buf62
triton_poi_fused_copy_select_23 = async_compile.triton('triton_poi_fused_copy_select_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy_select_23', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 49152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy_select_23(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tl.store(out_ptr0 + (16384 + x0 + 17408*x1), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/37/c37wc7r3al6gleec6wwgznzta4na237sfc6ar2d33ry32mv56zwz.py
# Topologically Sorted Source Nodes: [unsqueeze_9, out_11], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   out_11 => clone_4, convert_element_type_63, convert_element_type_64, expand, mul_53, mul_54, mul_55, permute_12, permute_14, sum_2, unsqueeze_10, unsqueeze_12, unsqueeze_13, view_105, view_107, view_108
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %cat_2 : Tensor "bf16[8, 16, 512][8192, 512, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %buf62 : Tensor "bf16[8, 2, 512][17408, 1024, 512, 1]cuda:0" = PlaceHolder[target=buf62]
#   %unsqueeze_9 : Tensor "bf16[8, 16, 1, 512][8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_2, 2), kwargs = {})
#   %convert_element_type_63 : Tensor "f32[8, 16, 1, 512][8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_9, torch.float32), kwargs = {})
#   %mul_53 : Tensor "f32[8, 16, 1, 512][8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%convert_element_type_63, 1.0), kwargs = {})
#   %view_107 : Tensor "f32[128, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_2, [128, 1, 512]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[128, 1, 512, 1][512, 512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_107, -1), kwargs = {})
#   %permute_12 : Tensor "bf16[8, 2, 17, 512][17408, 512, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg29_1, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_64 : Tensor "f32[8, 2, 17, 512][17408, 512, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_12, torch.float32), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[8, 2, 1, 17, 512][17408, 512, 17408, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_64, 2), kwargs = {})
#   %expand : Tensor "f32[8, 2, 8, 17, 512][17408, 512, 0, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [8, 2, 8, 17, 512]), kwargs = {})
#   %clone_4 : Tensor "f32[8, 2, 8, 17, 512][139264, 69632, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %view_105 : Tensor "f32[8, 16, 17, 512][139264, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [8, 16, 17, 512]), kwargs = {})
#   %permute_14 : Tensor "f32[8, 16, 512, 17][139264, 8704, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_105, [0, 1, 3, 2]), kwargs = {})
#   %mul_54 : Tensor "f32[8, 16, 512, 17][139264, 8704, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_14, 1.0), kwargs = {})
#   %view_108 : Tensor "f32[128, 512, 17][8704, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_3, [128, 512, 17]), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[128, 1, 512, 17][8704, 512, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_108, 1), kwargs = {})
#   %mul_55 : Tensor "f32[128, 1, 512, 17][8704, 512, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_12, %unsqueeze_13), kwargs = {})
#   %sum_2 : Tensor "f32[128, 1, 17][17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_55, [2]), kwargs = {})
#   return %sum_2
triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_24 = async_compile.triton('triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 17408, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_24(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2176
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x1 = xindex // 17
    x0 = (xindex % 17)
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x1), xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (r0_2 + 512*(((x1 % 16)) // 8) + 1024*x0 + 17408*(x1 // 16)), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1, 1], 1.0, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp5 * tmp2
    tmp7 = tmp3 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/fd/cfd5d44yhvbhbi5neemkx3q3zhkeaphcasub4v5hsm4sbo6nj4hn.py
# Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, prims.prepare_softmax_online]
# Source node to ATen node mapping:
#   out_11 => any_1, eq, logical_not, view_109
# Graph fragment:
#   %sum_2 : Tensor "f32[128, 1, 17][17, 17, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %view_109 : Tensor "f32[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_2, [8, 16, 1, 17]), kwargs = {})
#   %eq : Tensor "b8[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%view_109, -inf), kwargs = {})
#   %logical_not : Tensor "b8[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq,), kwargs = {})
#   %any_1 : Tensor "b8[8, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %prepare_softmax_online_default_1 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_109, -1), kwargs = {})
#   return %any_1,%getitem_203,%getitem_204
triton_per_fused__safe_softmax_prepare_softmax_online_view_25 = async_compile.triton('triton_per_fused__safe_softmax_prepare_softmax_online_view_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i1', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_prepare_softmax_online_view_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2304, 'r0_': 8704}}
)
@triton.jit
def triton_per_fused__safe_softmax_prepare_softmax_online_view_25(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 17
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 17*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp2 = tmp0 == tmp1
    tmp3 = tmp2 == 0
    tmp4 = tmp3.to(tl.int64)
    tmp5 = (tmp4 != 0)
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, False)
    tmp9 = triton_helpers.any(tmp8, 1)[:, None].to(tl.int1)
    tmp10 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp12 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, float("-inf"))
    tmp15 = triton_helpers.max2(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tmp10 - tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp9, xmask)
    tl.store(out_ptr1 + (x0), tmp15, xmask)
    tl.store(out_ptr2 + (x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/va/cvadgzgz4n3vihu3fdidiamrc4kjektfrax3vfost3utdefofu4i.py
# Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   out_11 => clone_5, convert_element_type_65, convert_element_type_67, div_1, expand_1, full_default, logical_not_1, mul_56, permute_13, sum_4, unsqueeze_11, unsqueeze_14, unsqueeze_15, view_106, view_109, view_110, view_111, view_112, where
# Graph fragment:
#   %any_1 : Tensor "b8[8, 16, 1, 1][16, 1, 128, 128]cuda:0" = PlaceHolder[target=any_1]
#   %sum_2 : Tensor "f32[128, 1, 17][17, 17, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %getitem_203 : Tensor "f32[8, 16, 1, 1][16, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_203]
#   %getitem_204 : Tensor "f32[8, 16, 1, 1][16, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_204]
#   %buf68 : Tensor "bf16[8, 2, 512][17408, 1024, 512, 1]cuda:0" = PlaceHolder[target=buf68]
#   %sum_4 : Tensor "f32[128, 1, 512][512, 512, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %view_109 : Tensor "f32[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_2, [8, 16, 1, 17]), kwargs = {})
#   %logical_not_1 : Tensor "b8[8, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default : Tensor "f32[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8, 16, 1, 17], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sub_tensor_1 : Tensor "f32[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_109, %getitem_203), kwargs = {})
#   %exp_default_1 : Tensor "f32[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div_1 : Tensor "f32[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_204), kwargs = {})
#   %where : Tensor "f32[8, 16, 1, 17][272, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default, %div_1), kwargs = {})
#   %view_110 : Tensor "f32[128, 1, 17][17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_4, [128, 1, 17]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[128, 1, 17, 1][17, 17, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_110, -1), kwargs = {})
#   %permute_13 : Tensor "bf16[8, 2, 17, 512][17408, 512, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg30_1, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_65 : Tensor "f32[8, 2, 17, 512][17408, 512, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_13, torch.float32), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[8, 2, 1, 17, 512][17408, 512, 17408, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_65, 2), kwargs = {})
#   %expand_1 : Tensor "f32[8, 2, 8, 17, 512][17408, 512, 0, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_11, [8, 2, 8, 17, 512]), kwargs = {})
#   %clone_5 : Tensor "f32[8, 2, 8, 17, 512][139264, 69632, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view_106 : Tensor "f32[8, 16, 17, 512][139264, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [8, 16, 17, 512]), kwargs = {})
#   %view_111 : Tensor "f32[128, 17, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_5, [128, 17, 512]), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[128, 1, 17, 512][8704, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_111, 1), kwargs = {})
#   %mul_56 : Tensor "f32[128, 1, 17, 512][8704, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_14, %unsqueeze_15), kwargs = {})
#   %sum_4 : Tensor "f32[128, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_56, [2]), kwargs = {})
#   %view_112 : Tensor "f32[8, 16, 1, 512][8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [8, 16, 1, 512]), kwargs = {})
#   %convert_element_type_67 : Tensor "bf16[8, 16, 1, 512][8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_112, torch.bfloat16), kwargs = {})
#   return %sum_4,%convert_element_type_67
triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_26 = async_compile.triton('triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 65536, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 262144, 'r0_': 8704}}
)
@triton.jit
def triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_26(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 65536
    r0_numel = 17
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    x1 = xindex // 512
    r0_2 = r0_index
    x0 = (xindex % 512)
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.load(in_ptr1 + (r0_2 + 17*x1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr4 + (x0 + 512*(((x1 % 16)) // 8) + 1024*r0_2 + 17408*(x1 // 16)), r0_mask, other=0.0).to(tl.float32)
    tmp1 = tmp0 == 0
    tmp4 = tmp2 - tmp3
    tmp5 = libdevice.exp(tmp4)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1, 1], 0.0, tl.float32)
    tmp9 = tl.where(tmp1, tmp8, tmp7)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tl.store(out_ptr1 + (x3), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5el_dwp7/4o/c4o6ag2ff5n7rqh6crea2itxldklc5x52tswl7wxyj2chdgqhk3n.py
# Topologically Sorted Source Nodes: [x_22, pow_23, variance_8, add_27, rsqrt_8, x_23, mul_48, to_32, x_26, residual_1, x_32, pow_28, variance_11, add_33, rsqrt_11, x_33, mul_58, to_41, x_34, pow_29, variance_12, add_34, rsqrt_12, x_35, mul_60, to_43, h_1, x_36, pow_30, variance_13, add_36, rsqrt_13, x_37, mul_62, to_45, add_37, hidden_states_3, x_38, pow_31, variance_14, add_38, rsqrt_14, x_39, mul_65, x_40], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_27 => add_29
#   add_33 => add_37
#   add_34 => add_38
#   add_36 => add_40
#   add_37 => add_41
#   add_38 => add_42
#   h_1 => add_39
#   hidden_states_3 => mul_79
#   mul_48 => mul_58
#   mul_58 => mul_74
#   mul_60 => mul_76
#   mul_62 => mul_78
#   mul_65 => mul_81
#   pow_23 => pow_23
#   pow_28 => pow_28
#   pow_29 => pow_29
#   pow_30 => pow_30
#   pow_31 => pow_31
#   residual_1 => convert_element_type_74
#   rsqrt_11 => rsqrt_11
#   rsqrt_12 => rsqrt_12
#   rsqrt_13 => rsqrt_13
#   rsqrt_14 => rsqrt_14
#   rsqrt_8 => rsqrt_8
#   to_32 => convert_element_type_73
#   to_41 => convert_element_type_94
#   to_43 => convert_element_type_96
#   to_45 => convert_element_type_98
#   variance_11 => mean_19
#   variance_12 => mean_20
#   variance_13 => mean_21
#   variance_14 => mean_22
#   variance_8 => mean_15
#   x_22 => convert_element_type_70
#   x_23 => mul_57
#   x_26 => add_30
#   x_32 => convert_element_type_93
#   x_33 => mul_73
#   x_34 => convert_element_type_95
#   x_35 => mul_75
#   x_36 => convert_element_type_97
#   x_37 => mul_77
#   x_38 => convert_element_type_99
#   x_39 => mul_80
#   x_40 => convert_element_type_100
# Graph fragment:
#   %mm_8 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %buf86 : Tensor  = PlaceHolder[target=buf86]
#   %buf92 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf92]
#   %arg42_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg42_1]
#   %buf93 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf93]
#   %arg43_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg43_1]
#   %convert_element_type_97 : Tensor "f32[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=convert_element_type_97]
#   %buf95 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf95]
#   %arg44_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg44_1]
#   %mm_6 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %buf72 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf72]
#   %arg32_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg32_1]
#   %mul_37 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=mul_37]
#   %arg45_1 : Tensor "bf16[1][1]cuda:0" = PlaceHolder[target=arg45_1]
#   %convert_element_type_99 : Tensor "f32[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=convert_element_type_99]
#   %buf97 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf97]
#   %arg46_1 : Tensor "bf16[2816][1]cuda:0" = PlaceHolder[target=arg46_1]
#   %convert_element_type_70 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_6, torch.float32), kwargs = {})
#   %pow_23 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_70, 2), kwargs = {})
#   %mean_15 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_23, [-1], True), kwargs = {})
#   %add_29 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_15, 1e-06), kwargs = {})
#   %rsqrt_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_29,), kwargs = {})
#   %mul_57 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_70, %rsqrt_8), kwargs = {})
#   %mul_58 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_57, %arg32_1), kwargs = {})
#   %convert_element_type_73 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_37, torch.float32), kwargs = {})
#   %add_30 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_58, %convert_element_type_73), kwargs = {})
#   %convert_element_type_74 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_30, torch.bfloat16), kwargs = {})
#   %convert_element_type_93 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_8, torch.float32), kwargs = {})
#   %pow_28 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_93, 2), kwargs = {})
#   %mean_19 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_28, [-1], True), kwargs = {})
#   %add_37 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_19, 1e-06), kwargs = {})
#   %rsqrt_11 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_37,), kwargs = {})
#   %mul_73 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_93, %rsqrt_11), kwargs = {})
#   %mul_74 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_73, %arg42_1), kwargs = {})
#   %convert_element_type_94 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_74, torch.bfloat16), kwargs = {})
#   %convert_element_type_95 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_88, torch.float32), kwargs = {})
#   %pow_29 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_95, 2), kwargs = {})
#   %mean_20 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_29, [-1], True), kwargs = {})
#   %add_38 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_20, 1e-06), kwargs = {})
#   %rsqrt_12 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_38,), kwargs = {})
#   %mul_75 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_95, %rsqrt_12), kwargs = {})
#   %mul_76 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_75, %arg43_1), kwargs = {})
#   %convert_element_type_96 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_76, torch.bfloat16), kwargs = {})
#   %add_39 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_94, %convert_element_type_96), kwargs = {})
#   %convert_element_type_97 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_39, torch.float32), kwargs = {})
#   %pow_30 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_97, 2), kwargs = {})
#   %mean_21 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_30, [-1], True), kwargs = {})
#   %add_40 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_21, 1e-06), kwargs = {})
#   %rsqrt_13 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_40,), kwargs = {})
#   %mul_77 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_97, %rsqrt_13), kwargs = {})
#   %mul_78 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_77, %arg44_1), kwargs = {})
#   %convert_element_type_98 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_78, torch.bfloat16), kwargs = {})
#   %add_41 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_98, %convert_element_type_74), kwargs = {})
#   %mul_79 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_41, %arg45_1), kwargs = {})
#   %convert_element_type_99 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_79, torch.float32), kwargs = {})
#   %pow_31 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_99, 2), kwargs = {})
#   %mean_22 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_31, [-1], True), kwargs = {})
#   %add_42 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_22, 1e-06), kwargs = {})
#   %rsqrt_14 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_42,), kwargs = {})
#   %mul_80 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_99, %rsqrt_14), kwargs = {})
#   %mul_81 : Tensor "f32[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_80, %arg46_1), kwargs = {})
#   %convert_element_type_100 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_81, torch.bfloat16), kwargs = {})
#   return %buf92,%buf93,%convert_element_type_97,%buf95,%convert_element_type_99,%buf97,%convert_element_type_100
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_27 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'in_ptr6': '*fp32', 'in_ptr7': '*bf16', 'in_ptr8': '*bf16', 'in_ptr9': '*bf16', 'in_ptr10': '*bf16', 'out_ptr4': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_27', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 15, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 32, 'r0_': 253440}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_27(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 2816
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp6 = tl.load(in_ptr1 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tmp7 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    _tmp38 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp12 = tl.load(in_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp20 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp24 = tl.load(in_ptr1 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp13 = tmp12.to(tl.float32)
        tmp14 = tl.full([1, 1], 2816.0, tl.float32)
        tmp15 = (tmp4 / tmp14)
        tmp16 = tl.full([1, 1], 1e-06, tl.float32)
        tmp17 = tmp15 + tmp16
        tmp18 = libdevice.rsqrt(tmp17)
        tmp19 = tmp13 * tmp18
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp19 * tmp21
        tmp23 = tmp22.to(tl.float32)
        tmp25 = tmp24.to(tl.float32)
        tmp26 = (tmp10 / tmp14)
        tmp27 = tmp26 + tmp16
        tmp28 = libdevice.rsqrt(tmp27)
        tmp29 = tmp25 * tmp28
        tmp31 = tmp30.to(tl.float32)
        tmp32 = tmp29 * tmp31
        tmp33 = tmp32.to(tl.float32)
        tmp34 = tmp23 + tmp33
        tmp35 = tmp34.to(tl.float32)
        tmp36 = tmp35 * tmp35
        tmp37 = tl.broadcast_to(tmp36, [XBLOCK, R0_BLOCK])
        tmp39 = _tmp38 + tmp37
        _tmp38 = tl.where(r0_mask & xmask, tmp39, _tmp38)
        tl.store(in_out_ptr0 + (r0_1 + 2816*x0), tmp35, r0_mask & xmask)
    tmp38 = tl.sum(_tmp38, 1)[:, None]
    tmp53 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp66 = tl.load(in_ptr9 + (0)).to(tl.float32)
    tmp67 = tl.broadcast_to(tmp66, [1, 1])
    _tmp72 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp40 = tl.load(in_out_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp47 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp51 = tl.load(in_ptr5 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp58 = tl.load(in_ptr7 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp61 = tl.load(in_ptr8 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp41 = tl.full([1, 1], 2816.0, tl.float32)
        tmp42 = (tmp38 / tmp41)
        tmp43 = tl.full([1, 1], 1e-06, tl.float32)
        tmp44 = tmp42 + tmp43
        tmp45 = libdevice.rsqrt(tmp44)
        tmp46 = tmp40 * tmp45
        tmp48 = tmp47.to(tl.float32)
        tmp49 = tmp46 * tmp48
        tmp50 = tmp49.to(tl.float32)
        tmp52 = tmp51.to(tl.float32)
        tmp54 = (tmp53 / tmp41)
        tmp55 = tmp54 + tmp43
        tmp56 = libdevice.rsqrt(tmp55)
        tmp57 = tmp52 * tmp56
        tmp59 = tmp58.to(tl.float32)
        tmp60 = tmp57 * tmp59
        tmp62 = tmp61.to(tl.float32)
        tmp63 = tmp60 + tmp62
        tmp64 = tmp63.to(tl.float32)
        tmp65 = tmp50 + tmp64
        tmp68 = tmp65 * tmp67
        tmp69 = tmp68.to(tl.float32)
        tmp70 = tmp69 * tmp69
        tmp71 = tl.broadcast_to(tmp70, [XBLOCK, R0_BLOCK])
        tmp73 = _tmp72 + tmp71
        _tmp72 = tl.where(r0_mask & xmask, tmp73, _tmp72)
        tl.store(in_out_ptr0 + (r0_1 + 2816*x0), tmp69, r0_mask & xmask)
    tmp72 = tl.sum(_tmp72, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp74 = tl.load(in_out_ptr0 + (r0_1 + 2816*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp81 = tl.load(in_ptr10 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp75 = tl.full([1, 1], 2816.0, tl.float32)
        tmp76 = (tmp72 / tmp75)
        tmp77 = tl.full([1, 1], 1e-06, tl.float32)
        tmp78 = tmp76 + tmp77
        tmp79 = libdevice.rsqrt(tmp78)
        tmp80 = tmp74 * tmp79
        tmp82 = tmp81.to(tl.float32)
        tmp83 = tmp80 * tmp82
        tmp84 = tmp83.to(tl.float32)
        tl.store(out_ptr4 + (r0_1 + 2816*x0), tmp84, r0_mask & xmask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1 = args
        args.clear()
        assert_size_stride(arg0_1, (8, ), (1, ))
        assert_size_stride(arg1_1, (8, 2816), (2816, 1))
        assert_size_stride(arg2_1, (2816, ), (1, ))
        assert_size_stride(arg3_1, (8192, 2816), (2816, 1))
        assert_size_stride(arg4_1, (256, ), (1, ))
        assert_size_stride(arg5_1, (256, ), (1, ))
        assert_size_stride(arg6_1, (131072, 256), (256, 1))
        assert_size_stride(arg7_1, (8, 17, 8, 256), (34816, 2048, 256, 1))
        assert_size_stride(arg8_1, (8, 17, 8, 256), (34816, 2048, 256, 1))
        assert_size_stride(arg9_1, (2816, 4096), (4096, 1))
        assert_size_stride(arg10_1, (2816, ), (1, ))
        assert_size_stride(arg11_1, (2816, ), (1, ))
        assert_size_stride(arg12_1, (4224, 2816), (2816, 1))
        assert_size_stride(arg13_1, (2816, 2112), (2112, 1))
        assert_size_stride(arg14_1, (2816, ), (1, ))
        assert_size_stride(arg15_1, (128, 2816), (2816, 1))
        assert_size_stride(arg16_1, (2816, ), (1, ))
        assert_size_stride(arg17_1, (128, ), (1, ))
        assert_size_stride(arg18_1, (128, 1408, 2816), (3964928, 2816, 1))
        assert_size_stride(arg19_1, (128, 2816, 704), (1982464, 704, 1))
        assert_size_stride(arg20_1, (2816, ), (1, ))
        assert_size_stride(arg21_1, (2816, ), (1, ))
        assert_size_stride(arg22_1, (2816, ), (1, ))
        assert_size_stride(arg23_1, (1, ), (1, ))
        assert_size_stride(arg24_1, (2816, ), (1, ))
        assert_size_stride(arg25_1, (10240, 2816), (2816, 1))
        assert_size_stride(arg26_1, (512, ), (1, ))
        assert_size_stride(arg27_1, (512, ), (1, ))
        assert_size_stride(arg28_1, (131072, 512), (512, 1))
        assert_size_stride(arg29_1, (8, 17, 2, 512), (17408, 1024, 512, 1))
        assert_size_stride(arg30_1, (8, 17, 2, 512), (17408, 1024, 512, 1))
        assert_size_stride(arg31_1, (2816, 8192), (8192, 1))
        assert_size_stride(arg32_1, (2816, ), (1, ))
        assert_size_stride(arg33_1, (2816, ), (1, ))
        assert_size_stride(arg34_1, (4224, 2816), (2816, 1))
        assert_size_stride(arg35_1, (2816, 2112), (2112, 1))
        assert_size_stride(arg36_1, (2816, ), (1, ))
        assert_size_stride(arg37_1, (128, 2816), (2816, 1))
        assert_size_stride(arg38_1, (2816, ), (1, ))
        assert_size_stride(arg39_1, (128, ), (1, ))
        assert_size_stride(arg40_1, (128, 1408, 2816), (3964928, 2816, 1))
        assert_size_stride(arg41_1, (128, 2816, 704), (1982464, 704, 1))
        assert_size_stride(arg42_1, (2816, ), (1, ))
        assert_size_stride(arg43_1, (2816, ), (1, ))
        assert_size_stride(arg44_1, (2816, ), (1, ))
        assert_size_stride(arg45_1, (1, ), (1, ))
        assert_size_stride(arg46_1, (2816, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0.run(arg1_1, arg2_1, buf1, 8, 2816, stream=stream0)
            del arg2_1
            buf2 = empty_strided_cuda((8, 8192), (8192, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_1.run(buf1, arg3_1, buf2, 256, 1, 1, stream=stream0)
            del arg3_1
            buf3 = empty_strided_cuda((8, 16, 1), (16, 1, 128), torch.float32)
            # Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2.run(buf2, buf3, 128, 256, stream=stream0)
            buf5 = empty_strided_cuda((8, 8, 256), (2048, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1, add_1, pow_3, out, float_2, add_2, out_1, type_as, flatten, copy_, xf_1, pow_4, mean_2, add_3, pow_5, out_2, float_4, add_4, out_3], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3.run(buf2, buf3, arg4_1, arg5_1, buf5, 64, 256, stream=stream0)
            del arg5_1
            buf6 = empty_strided_cuda((8, 8192), (8192, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1, add_1, pow_3, out, float_2, add_2, out_1, type_as, flatten, copy_, kh, type_as_1, flatten_1, copy__1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4.run(buf5, buf2, buf3, arg4_1, buf6, 65536, stream=stream0)
            del arg4_1
            del buf2
            del buf5
            buf7 = empty_strided_cuda((8, 8, 1), (8, 1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [xf_2, copy__2, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, setitem_1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.select]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5.run(buf6, buf7, arg8_1, 64, 256, stream=stream0)
            buf13 = empty_strided_cuda((8, 8, 256), (2048, 256, 1), torch.bfloat16)
            buf11 = reinterpret_tensor(buf13, (8, 8, 128), (2048, 256, 1), 0)  # alias
            buf12 = reinterpret_tensor(buf13, (8, 8, 128), (2048, 256, 1), 128)  # alias
            # Topologically Sorted Source Nodes: [xf_2, copy__2, cos_sin, chunk, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, mul_11, mul_12, unsqueeze_2, cos_2, unsqueeze_3, sin_2, o1_1, mul_13, mul_14, o2_1], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_6.run(buf6, buf7, arg0_1, arg6_1, buf11, buf12, 8192, stream=stream0)
            buf10 = empty_strided_cuda((8, 16, 256), (4096, 256, 1), torch.bfloat16)
            buf8 = reinterpret_tensor(buf10, (8, 16, 128), (4096, 256, 1), 0)  # alias
            buf9 = reinterpret_tensor(buf10, (8, 16, 128), (4096, 256, 1), 128)  # alias
            # Topologically Sorted Source Nodes: [xf_2, copy__2, cos_sin, chunk, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, mul_7, mul_8, unsqueeze, cos_1, unsqueeze_1, sin_1, o1, mul_9, mul_10, o2], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7.run(buf6, buf7, arg0_1, arg6_1, buf8, buf9, 16384, stream=stream0)
            del arg6_1
            del buf6
            # Topologically Sorted Source Nodes: [setitem], Original ATen: [aten.select, aten.copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy_select_8.run(buf13, arg7_1, 16384, stream=stream0)
            del buf11
            del buf12
            del buf13
            del buf8
            del buf9
            # Topologically Sorted Source Nodes: [unsqueeze_4, out_5], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf17 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf10, (8, 16, 1, 256), (4096, 256, 256, 1), 0), reinterpret_tensor(arg7_1, (8, 8, 17, 256), (34816, 256, 2048, 1), 0), reinterpret_tensor(arg8_1, (8, 8, 17, 256), (34816, 256, 2048, 1), 0), None, False, scale=1.0)
            del arg7_1
            del arg8_1
            del buf10
            buf18 = buf17[0]
            assert_size_stride(buf18, (8, 16, 1, 256), (4096, 256, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf17
            buf22 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_view_9.run(buf18, arg9_1, buf22, 88, 1, 1, stream=stream0)
            del arg9_1
            del buf18
            buf23 = empty_strided_cuda((8, 1), (1, 8), torch.float32)
            buf25 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            buf33 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            buf39 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, residual, float_6, pow_10, mean_6, mean_squared, pow_11, normed_output, float_7, add_12, normed_output_1, result_1, x_10, pow_12, variance_3, add_13, rsqrt_3, x_11, mul_23, x_12, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10.run(buf22, arg10_1, arg1_1, arg14_1, arg16_1, arg11_1, buf23, buf25, buf33, buf39, 8, 2816, stream=stream0)
            del arg11_1
            del arg14_1
            del arg16_1
            buf26 = empty_strided_cuda((8, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, residual, float_6, pow_10, mean_6, mean_squared, pow_11, normed_output, float_7, add_12, normed_output_1, result_1, output], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11.run(buf25, arg15_1, buf26, 1, 1, 1, stream=stream0)
            del arg15_1
            # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
            buf27 = torch.ops.aten.topk.default(buf26, 8)
            del buf26
            buf28 = buf27[0]
            assert_size_stride(buf28, (8, 8), (8, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf28, 16, 'torch.ops.aten.topk.default')
            buf29 = buf27[1]
            assert_size_stride(buf29, (8, 8), (8, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf29, 16, 'torch.ops.aten.topk.default')
            del buf27
            buf34 = reinterpret_tensor(buf7, (8, 8), (8, 1), 0); del buf7  # reuse
            buf35 = empty_strided_cuda((8, 8), (8, 1), torch.int32)
            # Topologically Sorted Source Nodes: [topk_weights, getitem_19, topk_weights_1, topk_weights_2, topk_ids_1, inplace_fused_experts], Original ATen: [aten._softmax, prims.prepare_softmax_online, aten.sub, aten.exp, aten.index, aten.mul, aten._to_copy, sglang.inplace_fused_experts]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_exp_index_inplace_fused_experts_mul_prepare_softmax_online_sub_12.run(buf28, buf29, arg17_1, buf34, buf35, 8, 8, stream=stream0)
            del arg17_1
            del buf28
            del buf29
            # Topologically Sorted Source Nodes: [topk_weights, getitem_19, topk_weights_1, topk_weights_2, topk_ids_1, inplace_fused_experts], Original ATen: [aten._softmax, aten.sub, aten.exp, aten.index, aten.mul, aten._to_copy, sglang.inplace_fused_experts]
            torch.ops.sglang.inplace_fused_experts.default(buf33, arg18_1, arg19_1, buf34, buf35, None, None, 'gelu', True, False, False, False, False, False, False, None, None, None, None, None, None, None, None, None, None, False, swiglu_limit=None, gate_up_interleaved=True, a1_q=None, fuse_swiglu_interleaved=False)
            del arg18_1
            del arg19_1
            del buf34
            del buf35
            buf40 = empty_strided_cuda((8, 4224), (4224, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9, output_parallel_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_13.run(buf39, arg12_1, buf40, 33, 1, 1, stream=stream0)
            del arg12_1
            buf41 = empty_strided_cuda((8, 2112), (2112, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_15, gelu, getitem_16, result], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_14.run(buf40, buf41, 16896, stream=stream0)
            del buf40
            buf42 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [getitem_15, gelu, getitem_16, result, output_parallel_3], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(buf41, reinterpret_tensor(arg13_1, (2112, 2816), (1, 2112), 0), out=buf42)
            del arg13_1
            del buf41
            buf45 = empty_strided_cuda((8, 2816), (2816, 1), torch.float32)
            buf47 = buf22; del buf22  # reuse
            buf49 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, residual, x_13, pow_13, variance_4, add_14, rsqrt_4, x_14, mul_26, to_18, x_15, pow_14, variance_5, add_15, rsqrt_5, x_16, mul_28, to_20, h, x_17, pow_15, variance_6, add_17, rsqrt_6, x_18, mul_30, to_22, add_18, hidden_states, x_19, pow_16, variance_7, add_19, rsqrt_7, x_20, mul_33, x_21], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_15.run(buf47, buf42, buf33, arg20_1, arg21_1, arg22_1, buf23, arg10_1, arg1_1, arg23_1, arg24_1, buf45, buf49, 8, 2816, stream=stream0)
            del arg10_1
            del arg1_1
            del arg20_1
            del arg21_1
            del arg22_1
            del arg23_1
            del arg24_1
            del buf23
            del buf33
            del buf42
            del buf45
            buf50 = empty_strided_cuda((8, 10240), (10240, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_19, pow_16, variance_7, add_19, rsqrt_7, x_20, mul_33, x_21, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_16.run(buf49, arg25_1, buf50, 80, 1, 1, stream=stream0)
            del arg25_1
            del buf49
            buf51 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_17, mean_12], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mean_pow_split_with_sizes_view_17.run(buf50, buf51, 128, 512, stream=stream0)
            buf53 = empty_strided_cuda((8, 2, 512), (1024, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_17, mean_12, add_20, pow_18, out_6, float_9, add_21, out_7, type_as_4, flatten_5, copy__3, xf_4, pow_19, mean_13, add_22, pow_20, out_8, float_11, add_23, out_9], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_18.run(buf50, buf51, arg26_1, arg27_1, buf53, 16, 512, stream=stream0)
            del arg27_1
            buf54 = empty_strided_cuda((8, 10240), (10240, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_17, mean_12, add_20, pow_18, out_6, float_9, add_21, out_7, type_as_4, flatten_5, copy__3, kh_1, type_as_5, flatten_6, copy__4], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19.run(buf53, buf50, buf51, arg26_1, buf54, 81920, stream=stream0)
            del arg26_1
            del buf50
            del buf53
            buf55 = empty_strided_cuda((8, 2, 1), (2, 1, 16), torch.float32)
            # Topologically Sorted Source Nodes: [xf_5, copy__5, pow_21, mean_14, add_24, pow_22, out_10, type_as_6, flatten_7, setitem_3], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.select]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_20.run(buf54, buf55, arg30_1, 16, 512, stream=stream0)
            buf61 = empty_strided_cuda((8, 2, 512), (1024, 512, 1), torch.bfloat16)
            buf59 = reinterpret_tensor(buf61, (8, 2, 256), (1024, 512, 1), 0)  # alias
            buf60 = reinterpret_tensor(buf61, (8, 2, 256), (1024, 512, 1), 256)  # alias
            # Topologically Sorted Source Nodes: [xf_5, copy__5, cos_sin_1, chunk_3, pow_21, mean_14, add_24, pow_22, out_10, type_as_6, flatten_7, mul_43, mul_44, unsqueeze_7, cos_5, unsqueeze_8, sin_5, o1_3, mul_45, mul_46, o2_3], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_21.run(buf54, buf55, arg0_1, arg28_1, buf59, buf60, 4096, stream=stream0)
            buf58 = empty_strided_cuda((8, 16, 512), (8192, 512, 1), torch.bfloat16)
            buf56 = reinterpret_tensor(buf58, (8, 16, 256), (8192, 512, 1), 0)  # alias
            buf57 = reinterpret_tensor(buf58, (8, 16, 256), (8192, 512, 1), 256)  # alias
            # Topologically Sorted Source Nodes: [xf_5, copy__5, cos_sin_1, chunk_3, pow_21, mean_14, add_24, pow_22, out_10, type_as_6, flatten_7, mul_39, mul_40, unsqueeze_5, cos_4, unsqueeze_6, sin_4, o1_2, mul_41, mul_42, o2_2], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22.run(buf54, buf55, arg0_1, arg28_1, buf56, buf57, 32768, stream=stream0)
            del arg0_1
            del arg28_1
            del buf54
            del buf55
            # Topologically Sorted Source Nodes: [setitem_2], Original ATen: [aten.select, aten.copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy_select_23.run(buf61, arg29_1, 8192, stream=stream0)
            del buf56
            del buf57
            del buf59
            del buf60
            del buf61
            buf63 = empty_strided_cuda((128, 1, 17), (17, 17, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_9, out_11], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_24.run(buf58, arg29_1, buf63, 2176, 512, stream=stream0)
            del arg29_1
            buf64 = empty_strided_cuda((8, 16, 1, 1), (16, 1, 128, 128), torch.bool)
            buf65 = reinterpret_tensor(buf51, (8, 16, 1, 1), (16, 1, 128, 128), 0); del buf51  # reuse
            buf66 = empty_strided_cuda((8, 16, 1, 1), (16, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, prims.prepare_softmax_online]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_prepare_softmax_online_view_25.run(buf63, buf64, buf65, buf66, 128, 17, stream=stream0)
            buf70 = reinterpret_tensor(buf58, (8, 16, 1, 512), (8192, 512, 512, 1), 0); del buf58  # reuse
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_26.run(buf64, buf63, buf65, buf66, arg30_1, buf70, 65536, 17, stream=stream0)
            del arg30_1
            del buf63
            del buf64
            del buf65
            del buf66
            buf71 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_11, attn_output_1, output_parallel_5], Original ATen: [aten.view, aten._to_copy, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf70, (8, 8192), (8192, 1), 0), reinterpret_tensor(arg31_1, (8192, 2816), (1, 8192), 0), out=buf71)
            del arg31_1
            del buf70
            buf72 = empty_strided_cuda((8, 1), (1, 8), torch.float32)
            buf74 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            buf82 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            buf88 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_22, pow_23, variance_8, add_27, rsqrt_8, x_23, mul_48, to_32, x_26, residual_1, float_13, pow_25, mean_17, mean_squared_1, pow_26, normed_output_2, float_14, add_31, normed_output_3, result_3, x_29, pow_27, variance_10, add_32, rsqrt_10, x_30, mul_55, x_31, pow_24, variance_9, add_29, rsqrt_9, x_27, mul_50, x_28], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10.run(buf71, arg32_1, buf47, arg36_1, arg38_1, arg33_1, buf72, buf74, buf82, buf88, 8, 2816, stream=stream0)
            del arg33_1
            del arg36_1
            del arg38_1
            buf75 = empty_strided_cuda((8, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_22, pow_23, variance_8, add_27, rsqrt_8, x_23, mul_48, to_32, x_26, residual_1, float_13, pow_25, mean_17, mean_squared_1, pow_26, normed_output_2, float_14, add_31, normed_output_3, result_3, output_1], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11.run(buf74, arg37_1, buf75, 1, 1, 1, stream=stream0)
            del arg37_1
            # Topologically Sorted Source Nodes: [topk_1], Original ATen: [aten.topk]
            buf76 = torch.ops.aten.topk.default(buf75, 8)
            del buf75
            buf77 = buf76[0]
            assert_size_stride(buf77, (8, 8), (8, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf77, 16, 'torch.ops.aten.topk.default')
            buf78 = buf76[1]
            assert_size_stride(buf78, (8, 8), (8, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf78, 16, 'torch.ops.aten.topk.default')
            del buf76
            buf83 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
            buf84 = empty_strided_cuda((8, 8), (8, 1), torch.int32)
            # Topologically Sorted Source Nodes: [topk_weights_3, getitem_38, topk_weights_4, topk_weights_5, topk_ids_3, inplace_fused_experts_1], Original ATen: [aten._softmax, prims.prepare_softmax_online, aten.sub, aten.exp, aten.index, aten.mul, aten._to_copy, sglang.inplace_fused_experts]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_exp_index_inplace_fused_experts_mul_prepare_softmax_online_sub_12.run(buf77, buf78, arg39_1, buf83, buf84, 8, 8, stream=stream0)
            del arg39_1
            del buf77
            del buf78
            # Topologically Sorted Source Nodes: [topk_weights_3, getitem_38, topk_weights_4, topk_weights_5, topk_ids_3, inplace_fused_experts_1], Original ATen: [aten._softmax, aten.sub, aten.exp, aten.index, aten.mul, aten._to_copy, sglang.inplace_fused_experts]
            torch.ops.sglang.inplace_fused_experts.default(buf82, arg40_1, arg41_1, buf83, buf84, None, None, 'gelu', True, False, False, False, False, False, False, None, None, None, None, None, None, None, None, None, None, False, swiglu_limit=None, gate_up_interleaved=True, a1_q=None, fuse_swiglu_interleaved=False)
            del arg40_1
            del arg41_1
            del buf83
            del buf84
            buf89 = empty_strided_cuda((8, 4224), (4224, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_22, pow_23, variance_8, add_27, rsqrt_8, x_23, mul_48, to_32, x_26, pow_24, variance_9, add_29, rsqrt_9, x_27, mul_50, x_28, output_parallel_6], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_13.run(buf88, arg34_1, buf89, 33, 1, 1, stream=stream0)
            del arg34_1
            buf90 = empty_strided_cuda((8, 2112), (2112, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_34, gelu_1, getitem_35, result_2], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_14.run(buf89, buf90, 16896, stream=stream0)
            del buf89
            buf91 = buf88; del buf88  # reuse
            # Topologically Sorted Source Nodes: [getitem_34, gelu_1, getitem_35, result_2, output_parallel_7], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(buf90, reinterpret_tensor(arg35_1, (2112, 2816), (1, 2112), 0), out=buf91)
            del arg35_1
            del buf90
            buf94 = empty_strided_cuda((8, 2816), (2816, 1), torch.float32)
            buf96 = buf94; del buf94  # reuse
            buf98 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [x_22, pow_23, variance_8, add_27, rsqrt_8, x_23, mul_48, to_32, x_26, residual_1, x_32, pow_28, variance_11, add_33, rsqrt_11, x_33, mul_58, to_41, x_34, pow_29, variance_12, add_34, rsqrt_12, x_35, mul_60, to_43, h_1, x_36, pow_30, variance_13, add_36, rsqrt_13, x_37, mul_62, to_45, add_37, hidden_states_3, x_38, pow_31, variance_14, add_38, rsqrt_14, x_39, mul_65, x_40], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_27.run(buf96, buf91, buf82, arg42_1, arg43_1, arg44_1, buf71, buf72, arg32_1, buf47, arg45_1, arg46_1, buf98, 8, 2816, stream=stream0)
            del arg32_1
            del arg42_1
            del arg43_1
            del arg44_1
            del arg45_1
            del arg46_1
            del buf47
            del buf71
            del buf72
            del buf82
            del buf91
            del buf96
        return (buf98, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((8, 2816), (2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg2_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg3_1 = rand_strided((8192, 2816), (2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg4_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg5_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg6_1 = rand_strided((131072, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((8, 17, 8, 256), (34816, 2048, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg8_1 = rand_strided((8, 17, 8, 256), (34816, 2048, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg9_1 = rand_strided((2816, 4096), (4096, 1), device='cuda:0', dtype=torch.bfloat16)
    arg10_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg11_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg12_1 = rand_strided((4224, 2816), (2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg13_1 = rand_strided((2816, 2112), (2112, 1), device='cuda:0', dtype=torch.bfloat16)
    arg14_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg15_1 = rand_strided((128, 2816), (2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg16_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg17_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg18_1 = rand_strided((128, 1408, 2816), (3964928, 2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg19_1 = rand_strided((128, 2816, 704), (1982464, 704, 1), device='cuda:0', dtype=torch.bfloat16)
    arg20_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg21_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg22_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg23_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg24_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg25_1 = rand_strided((10240, 2816), (2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg26_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg27_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg28_1 = rand_strided((131072, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((8, 17, 2, 512), (17408, 1024, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    arg30_1 = rand_strided((8, 17, 2, 512), (17408, 1024, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    arg31_1 = rand_strided((2816, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg32_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg33_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg34_1 = rand_strided((4224, 2816), (2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg35_1 = rand_strided((2816, 2112), (2112, 1), device='cuda:0', dtype=torch.bfloat16)
    arg36_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg37_1 = rand_strided((128, 2816), (2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg38_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg39_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg40_1 = rand_strided((128, 1408, 2816), (3964928, 2816, 1), device='cuda:0', dtype=torch.bfloat16)
    arg41_1 = rand_strided((128, 2816, 704), (1982464, 704, 1), device='cuda:0', dtype=torch.bfloat16)
    arg42_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg43_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg44_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg45_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg46_1 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
