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


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/nz/cnz2hy2bcxnhm4j74cswpk3zp6s4bevxbxxc3i2xe7oqiuzk7wkz.py
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
#   %arg2_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %buf0 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf0]
#   %arg3_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %convert_element_type : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type, 2), kwargs = {})
#   %mean : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   return %buf0,%convert_element_type_1
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 76800}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 1536
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
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
        tmp6 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.full([1, 1], 1536.0, tl.float32)
        tmp9 = (tmp4 / tmp8)
        tmp10 = tl.full([1, 1], 1e-06, tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = libdevice.rsqrt(tmp11)
        tmp13 = tmp7 * tmp12
        tmp15 = tmp14.to(tl.float32)
        tmp16 = tmp13 * tmp15
        tmp17 = tmp16.to(tl.float32)
        tl.store(out_ptr1 + (r0_1 + 1536*x0), tmp17, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/mt/cmtoq3ufpozqc6mbrsmkf7ph6cfq7sjbse7llqljasqargypbgsj.py
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
#   %convert_element_type_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %arg4_1 : Tensor "bf16[2560, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %convert_element_type : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type, 2), kwargs = {})
#   %mean : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %permute : Tensor "bf16[1536, 2560][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg4_1, [1, 0]), kwargs = {})
#   %mm : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_1, %permute), kwargs = {})
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
    N = 2560
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 2560*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 2560*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/ag/cagwxk3tb7ko4gku5vbpze7rgmden5rf43od4y4vyuge3pgakcxf.py
# Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
# Source node to ATen node mapping:
#   mean_1 => mean_1
#   pow_2 => pow_2
#   qh => view
#   split => split_with_sizes
#   xf => convert_element_type_4
# Graph fragment:
#   %mm : Tensor "bf16[8, 2560][2560, 1]cuda:0" = PlaceHolder[target=mm]
#   %split_with_sizes : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm, [2048, 256, 256], -1), kwargs = {})
#   %view : Tensor "bf16[8, 8, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem, [8, 8, 256]), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean_1 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   return %buf3
triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2 = async_compile.triton('triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 512, 'r0_': 32768}}
)
@triton.jit
def triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_2 + 256*x0 + 2560*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/gp/cgpabdnnvhfoihwd36tm3zejevbjcwdxzbyvcfsx5hppyghyfwrm.py
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
#   %mm : Tensor "bf16[8, 2560][2560, 1]cuda:0" = PlaceHolder[target=mm]
#   %buf3 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf3]
#   %arg5_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %buf4 : Tensor "f32[8, 1, 1][1, 8, 8]cuda:0" = PlaceHolder[target=buf4]
#   %arg6_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %split_with_sizes : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm, [2048, 256, 256], -1), kwargs = {})
#   %view : Tensor "bf16[8, 8, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem, [8, 8, 256]), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean_1 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_1 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %pow_3 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, -0.5), kwargs = {})
#   %mul_2 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %pow_3), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %add_2 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_5, 0.0), kwargs = {})
#   %mul_3 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_2), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_3, torch.bfloat16), kwargs = {})
#   %view_1 : Tensor "bf16[8, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_6, [8, 2048]), kwargs = {})
#   %copy : Tensor "bf16[8, 2048][2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem, %view_1), kwargs = {})
#   %slice_scatter_default : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm, %copy, 1, 0, 2048), kwargs = {})
#   %split_with_sizes_4 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default, [2048, 256, 256], -1), kwargs = {})
#   %view_4 : Tensor "bf16[8, 1, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_13, [8, 1, 256]), kwargs = {})
#   %convert_element_type_7 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_4, torch.float32), kwargs = {})
#   %pow_4 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_7, 2), kwargs = {})
#   %mean_2 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %pow_5 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_3, -0.5), kwargs = {})
#   %mul_4 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_7, %pow_5), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg6_1, torch.float32), kwargs = {})
#   %add_4 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.0), kwargs = {})
#   %mul_5 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_4), kwargs = {})
#   return %buf4,%mul_5
triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3 = async_compile.triton('triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 25600}}
)
@triton.jit
def triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp21 = tl.load(in_ptr0 + (2048 + r0_1 + 2560*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp0 = 2048 + r0_1
        tmp1 = tl.full([1, 1], 2048, tl.int64)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (r0_1 + 2560*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.load(in_ptr1 + (tl.broadcast_to(8*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.full([1, 1], 256.0, tl.float32)
        tmp7 = (tmp5 / tmp6)
        tmp8 = tl.full([1, 1], 1e-06, tl.float32)
        tmp9 = tmp7 + tmp8
        tmp10 = tl.full([1, 1], -0.5, tl.float32)
        tmp11 = libdevice.pow(tmp9, tmp10)
        tmp12 = tmp4 * tmp11
        tmp13 = tl.load(in_ptr2 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
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
        tmp27 = _tmp26 + tmp25
        _tmp26 = tl.where(r0_mask & xmask, tmp27, _tmp26)
    tmp26 = tl.sum(_tmp26, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp49 = tl.load(in_ptr0 + (2048 + r0_1 + 2560*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp59 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp28 = 2048 + r0_1
        tmp29 = tl.full([1, 1], 2048, tl.int64)
        tmp30 = tmp28 < tmp29
        tmp31 = tl.load(in_ptr0 + (r0_1 + 2560*x0), r0_mask & tmp30 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp32 = tmp31.to(tl.float32)
        tmp33 = tl.load(in_ptr1 + (tl.broadcast_to(8*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp30 & xmask, eviction_policy='evict_last', other=0.0)
        tmp34 = tl.full([1, 1], 256.0, tl.float32)
        tmp35 = (tmp33 / tmp34)
        tmp36 = tl.full([1, 1], 1e-06, tl.float32)
        tmp37 = tmp35 + tmp36
        tmp38 = tl.full([1, 1], -0.5, tl.float32)
        tmp39 = libdevice.pow(tmp37, tmp38)
        tmp40 = tmp32 * tmp39
        tmp41 = tl.load(in_ptr2 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp30 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp42 = tmp41.to(tl.float32)
        tmp43 = tl.full([1, 1], 0.0, tl.float32)
        tmp44 = tmp42 + tmp43
        tmp45 = tmp40 * tmp44
        tmp46 = tmp45.to(tl.float32)
        tmp47 = tl.full(tmp46.shape, 0.0, tmp46.dtype)
        tmp48 = tl.where(tmp30, tmp46, tmp47)
        tmp50 = tl.where(tmp30, tmp48, tmp49)
        tmp51 = tmp50.to(tl.float32)
        tmp52 = tl.full([1, 1], 256.0, tl.float32)
        tmp53 = (tmp26 / tmp52)
        tmp54 = tl.full([1, 1], 1e-06, tl.float32)
        tmp55 = tmp53 + tmp54
        tmp56 = tl.full([1, 1], -0.5, tl.float32)
        tmp57 = libdevice.pow(tmp55, tmp56)
        tmp58 = tmp51 * tmp57
        tmp60 = tmp59.to(tl.float32)
        tmp61 = tl.full([1, 1], 0.0, tl.float32)
        tmp62 = tmp60 + tmp61
        tmp63 = tmp58 * tmp62
        tl.store(out_ptr1 + (r0_1 + 256*x0), tmp63, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/yq/cyqp625ocvkq5orrjeciddwzstu3kefpmfgbsbxwrkaohdqbayfo.py
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
#   %mul_5 : Tensor "f32[8, 1, 256][256, 2048, 1]cuda:0" = PlaceHolder[target=mul_5]
#   %mm : Tensor "bf16[8, 2560][2560, 1]cuda:0" = PlaceHolder[target=mm]
#   %buf3 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf3]
#   %arg5_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %split_with_sizes : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm, [2048, 256, 256], -1), kwargs = {})
#   %view : Tensor "bf16[8, 8, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem, [8, 8, 256]), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean_1 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_1 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %pow_3 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, -0.5), kwargs = {})
#   %mul_2 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %pow_3), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %add_2 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_5, 0.0), kwargs = {})
#   %mul_3 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_2), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_3, torch.bfloat16), kwargs = {})
#   %view_1 : Tensor "bf16[8, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_6, [8, 2048]), kwargs = {})
#   %copy : Tensor "bf16[8, 2048][2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem, %view_1), kwargs = {})
#   %slice_scatter_default : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm, %copy, 1, 0, 2048), kwargs = {})
#   %split_with_sizes_2 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default, [2048, 256, 256], -1), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_5, torch.bfloat16), kwargs = {})
#   %view_5 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_9, [8, 256]), kwargs = {})
#   %copy_1 : Tensor "bf16[8, 256][2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_7, %view_5), kwargs = {})
#   %slice_scatter_default_1 : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default, %copy_1, 1, 2048, 2304), kwargs = {})
#   return %slice_scatter_default_1
triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4 = async_compile.triton('triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 172800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 20480
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 2560)
    x1 = xindex // 2560
    x2 = xindex
    tmp29 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp0 = x0
    tmp1 = tl.full([1], 2048, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 2304, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = tl.load(in_ptr0 + ((-2048) + x0 + 256*x1), tmp5, other=0.0)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp5, tmp7, tmp8)
    tmp10 = tmp0 < tmp1
    tmp11 = tl.load(in_ptr1 + (2560*x1 + ((x0 % 2048))), tmp10, other=0.0).to(tl.float32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.load(in_ptr2 + (8*x1 + (((x0 // 256) % 8))), tmp10, eviction_policy='evict_last', other=0.0)
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


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/yo/cyoehqgfufbajsrgeya3ym6dmf2xazovtcqcoge6yfmqcnvhympb.py
# Topologically Sorted Source Nodes: [xf_2, copy__2, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, setitem_1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.select]
# Source node to ATen node mapping:
#   add_5 => add_5
#   copy__2 => copy_2, split_with_sizes_7
#   flatten_2 => view_7
#   mean_3 => mean_3
#   out_4 => mul_6
#   pow_6 => pow_6
#   pow_7 => pow_7
#   setitem_1 => copy_4, select_3, split_with_sizes_25, view_48
#   type_as_2 => convert_element_type_11
#   xf_2 => convert_element_type_10, split_with_sizes_6, view_6
# Graph fragment:
#   %slice_scatter_default_1 : Tensor "bf16[8, 2560][2560, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_1]
#   %buf7 : Tensor "f32[8, 1, 1][1, 8, 8]cuda:0" = PlaceHolder[target=buf7]
#   %copy_4 : Tensor "bf16[8, 1, 256][256, 2048, 1]cuda:0" = PlaceHolder[target=copy_4]
#   %arg9_1 : Tensor "bf16[8, 17, 1, 256][4352, 256, 256, 1]cuda:0" = PlaceHolder[target=arg9_1]
#   %split_with_sizes_6 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [2048, 256, 256], -1), kwargs = {})
#   %split_with_sizes_7 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [2048, 256, 256], -1), kwargs = {})
#   %view_6 : Tensor "bf16[8, 1, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_20, [8, 1, 256]), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_6, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_10, 2), kwargs = {})
#   %mean_3 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %add_5 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %pow_7 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_5, -0.5), kwargs = {})
#   %mul_6 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_10, %pow_7), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   %view_7 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_11, [8, 256]), kwargs = {})
#   %copy_2 : Tensor "bf16[8, 256][2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_23, %view_7), kwargs = {})
#   %slice_scatter_default_2 : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_1, %copy_2, 1, 2304, 2560), kwargs = {})
#   %split_with_sizes_25 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [2048, 256, 256], -1), kwargs = {})
#   %select_3 : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg9_1, 1, 16), kwargs = {})
#   %view_48 : Tensor "bf16[8, 1, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_91, [8, 1, 256]), kwargs = {})
#   %copy_4 : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_3, %view_48), kwargs = {})
#   %select_int_1 : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg9_1, 1, 16), kwargs = {})
#   %copy__default_1 : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int_1, %copy_4), kwargs = {})
#   return %buf7,%copy_4,%buf16
triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5 = async_compile.triton('triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5', 'mutated_arg_names': ['out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 64, 'r0_': 12288}}
)
@triton.jit
def triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5(in_ptr0, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2304 + r0_1 + 2560*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = 2304 + r0_1
    tmp8 = tl.full([1, 1], 2304, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.load(in_ptr0 + (2304 + r0_1 + 2560*x0), tmp9 & xmask, other=0.0).to(tl.float32)
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
    tl.store(out_ptr2 + (4096 + r0_1 + 4352*x0), tmp22, xmask)
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/tk/ctky7uspm2ouqi7vn3k3m4uarxgf5krpzygm5hhwazf3kf6soyz4.py
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
#   %slice_scatter_default_1 : Tensor "bf16[8, 2560][2560, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_1]
#   %buf7 : Tensor "f32[8, 1, 1][1, 8, 8]cuda:0" = PlaceHolder[target=buf7]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg7_1 : Tensor "f32[131072, 256][256, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %split_with_sizes_6 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [2048, 256, 256], -1), kwargs = {})
#   %split_with_sizes_7 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [2048, 256, 256], -1), kwargs = {})
#   %index : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg7_1, [%arg0_1]), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index, 128, -1), kwargs = {})
#   %view_6 : Tensor "bf16[8, 1, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_20, [8, 1, 256]), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_6, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_10, 2), kwargs = {})
#   %mean_3 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %add_5 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %pow_7 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_5, -0.5), kwargs = {})
#   %mul_6 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_10, %pow_7), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   %view_7 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_11, [8, 256]), kwargs = {})
#   %copy_2 : Tensor "bf16[8, 256][2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_23, %view_7), kwargs = {})
#   %slice_scatter_default_2 : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_1, %copy_2, 1, 2304, 2560), kwargs = {})
#   %split_with_sizes_14 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [2048, 256, 256], -1), kwargs = {})
#   %view_15 : Tensor "bf16[8, 8, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_46, [8, -1, 256]), kwargs = {})
#   %split_2 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_15, 128, -1), kwargs = {})
#   %split_with_sizes_15 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [2048, 256, 256], -1), kwargs = {})
#   %view_16 : Tensor "bf16[8, 8, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_51, [8, -1, 256]), kwargs = {})
#   %split_3 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_16, 128, -1), kwargs = {})
#   %unsqueeze : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_33, -2), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze, torch.bfloat16), kwargs = {})
#   %mul_7 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_49, %convert_element_type_12), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_34, -2), kwargs = {})
#   %convert_element_type_13 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_1, torch.bfloat16), kwargs = {})
#   %mul_8 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_55, %convert_element_type_13), kwargs = {})
#   %sub : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_7, %mul_8), kwargs = {})
#   %mul_9 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_55, %convert_element_type_12), kwargs = {})
#   %mul_10 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_49, %convert_element_type_13), kwargs = {})
#   %add_6 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_10), kwargs = {})
#   return %sub,%add_6
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 98304}},
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
    tmp16 = tl.load(in_ptr0 + (x0 + 256*x1 + 2560*x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x2), None, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr0 + (128 + x0 + 256*x1 + 2560*x2), None).to(tl.float32)
    tmp0 = x0 + 256*x1
    tmp1 = tl.full([1], 2304, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 256*x1 + 2560*x2), tmp2, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x2), tmp2, eviction_policy='evict_last', other=0.0)
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
    tmp29 = tl.load(in_ptr0 + (128 + x0 + 256*x1 + 2560*x2), tmp28, other=0.0).to(tl.float32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (x2), tmp28, eviction_policy='evict_last', other=0.0)
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


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/vc/cvc25lrxhfgzejvsecek4yk6qnvut27b7v4k4bwtg4cal5a7riww.py
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
#   %slice_scatter_default_1 : Tensor "bf16[8, 2560][2560, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_1]
#   %buf7 : Tensor "f32[8, 1, 1][1, 8, 8]cuda:0" = PlaceHolder[target=buf7]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg7_1 : Tensor "f32[131072, 256][256, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %split_with_sizes_6 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [2048, 256, 256], -1), kwargs = {})
#   %split_with_sizes_7 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_1, [2048, 256, 256], -1), kwargs = {})
#   %index : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg7_1, [%arg0_1]), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index, 128, -1), kwargs = {})
#   %view_6 : Tensor "bf16[8, 1, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_20, [8, 1, 256]), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_6, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_10, 2), kwargs = {})
#   %mean_3 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %add_5 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %pow_7 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_5, -0.5), kwargs = {})
#   %mul_6 : Tensor "f32[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_10, %pow_7), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   %view_7 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_11, [8, 256]), kwargs = {})
#   %copy_2 : Tensor "bf16[8, 256][2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_23, %view_7), kwargs = {})
#   %slice_scatter_default_2 : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_1, %copy_2, 1, 2304, 2560), kwargs = {})
#   %split_with_sizes_20 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [2048, 256, 256], -1), kwargs = {})
#   %view_28 : Tensor "bf16[8, 1, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_71, [8, 1, 256]), kwargs = {})
#   %split_5 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_28, 128, -1), kwargs = {})
#   %split_with_sizes_21 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_2, [2048, 256, 256], -1), kwargs = {})
#   %view_31 : Tensor "bf16[8, 1, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_76, [8, 1, 256]), kwargs = {})
#   %split_6 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_31, 128, -1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_33, -2), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_2, torch.bfloat16), kwargs = {})
#   %mul_11 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_73, %convert_element_type_14), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_34, -2), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_3, torch.bfloat16), kwargs = {})
#   %mul_12 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_79, %convert_element_type_15), kwargs = {})
#   %sub_1 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_11, %mul_12), kwargs = {})
#   %mul_13 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_79, %convert_element_type_14), kwargs = {})
#   %mul_14 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_73, %convert_element_type_15), kwargs = {})
#   %add_7 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %mul_14), kwargs = {})
#   return %sub_1,%add_7
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 12288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 128)
    x1 = xindex // 128
    tmp16 = tl.load(in_ptr0 + (2048 + x0 + 2560*x1), xmask).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr0 + (2176 + x0 + 2560*x1), xmask).to(tl.float32)
    tmp0 = 2048 + x0
    tmp1 = tl.full([1], 2304, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (2048 + x0 + 2560*x1), tmp2 & xmask, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
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
    tl.device_assert(((0 <= tmp22) & (tmp22 < 131072)) | ~(xmask), "index out of bounds: 0 <= tmp22 < 131072")
    tmp24 = tl.load(in_ptr3 + (x0 + 256*tmp22), xmask)
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tmp17 * tmp25
    tmp27 = 2176 + x0
    tmp28 = tmp27 >= tmp1
    tmp29 = tl.load(in_ptr0 + (2176 + x0 + 2560*x1), tmp28 & xmask, other=0.0).to(tl.float32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (x1), tmp28 & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp44 = tl.load(in_ptr3 + (128 + x0 + 256*tmp22), xmask)
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tmp43 * tmp45
    tmp47 = tmp26 - tmp46
    tmp48 = tmp43 * tmp25
    tmp49 = tmp17 * tmp45
    tmp50 = tmp48 + tmp49
    tl.store(out_ptr0 + (x0 + 256*x1), tmp47, xmask)
    tl.store(out_ptr1 + (x0 + 256*x1), tmp50, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/hu/chuurjxe7evzk7fwwpeekrlt2xvkp55yl7x4qp3r32wglngd7gy2.py
# Topologically Sorted Source Nodes: [setitem], Original ATen: [aten.select, aten.copy]
# Source node to ATen node mapping:
#   setitem => copy_3, select_1
# Graph fragment:
#   %cat_1 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %arg8_1 : Tensor "bf16[8, 17, 1, 256][4352, 256, 256, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %select_1 : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg8_1, 1, 16), kwargs = {})
#   %copy_3 : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_1, %cat_1), kwargs = {})
#   %select_int : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg8_1, 1, 16), kwargs = {})
#   %copy__default : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int, %copy_3), kwargs = {})
#   return %buf14
triton_poi_fused_copy_select_8 = async_compile.triton('triton_poi_fused_copy_select_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy_select_8', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 12288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy_select_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tl.store(out_ptr0 + (4096 + x0 + 4352*x1), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/b5/cb5j7nm7nwyxdmnsqrwoi6htv67pzkj2q66hn67zk3fwnf37gele.py
# Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   attn_output => view_51
#   output_parallel_1 => mm_1, permute_5
# Graph fragment:
#   %getitem_92 : Tensor "bf16[8, 8, 1, 256][2048, 256, 256, 1]cuda:0" = PlaceHolder[target=getitem_92]
#   %arg10_1 : Tensor "bf16[1536, 2048][2048, 1]cuda:0" = PlaceHolder[target=arg10_1]
#   %view_51 : Tensor "bf16[8, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_92, [8, -1]), kwargs = {})
#   %permute_5 : Tensor "bf16[2048, 1536][1, 2048]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg10_1, [1, 0]), kwargs = {})
#   %mm_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_51, %permute_5), kwargs = {})
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
    N = 1536
    K = 2048
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 2048
    stride_ak = 1
    stride_bk = 1
    stride_bn = 2048

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
        xindex = idx_n + 2048*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1536*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 2048*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1536*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/au/cautzzdew2gc4kowoegljbvwhqyivcvdr53wal5adbll743h2exw.py
# Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_10 => add_10
#   add_8 => add_8
#   mul_16 => mul_16
#   mul_18 => mul_18
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
#   %mm_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %buf23 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf23]
#   %arg11_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg2_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %buf24 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf24]
#   %arg12_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %convert_element_type_18 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_18, 2), kwargs = {})
#   %mean_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_15 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_18, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %arg11_1), kwargs = {})
#   %convert_element_type_21 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %add_9 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %convert_element_type_21), kwargs = {})
#   %pow_9 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 2), kwargs = {})
#   %mean_5 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_9, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_5, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_17 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_2), kwargs = {})
#   %mul_18 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %arg12_1), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_18, torch.bfloat16), kwargs = {})
#   return %buf23,%buf24,%convert_element_type_23
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 64, 'r0_': 104448}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 1536
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp6 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp17 = tl.load(in_ptr2 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.full([1, 1], 1536.0, tl.float32)
        tmp9 = (tmp4 / tmp8)
        tmp10 = tl.full([1, 1], 1e-06, tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = libdevice.rsqrt(tmp11)
        tmp13 = tmp7 * tmp12
        tmp15 = tmp14.to(tl.float32)
        tmp16 = tmp13 * tmp15
        tmp18 = tmp17.to(tl.float32)
        tmp19 = tmp16 + tmp18
        tmp20 = tmp19 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp24 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp32 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp35 = tl.load(in_ptr2 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp42 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp25 = tmp24.to(tl.float32)
        tmp26 = tl.full([1, 1], 1536.0, tl.float32)
        tmp27 = (tmp4 / tmp26)
        tmp28 = tl.full([1, 1], 1e-06, tl.float32)
        tmp29 = tmp27 + tmp28
        tmp30 = libdevice.rsqrt(tmp29)
        tmp31 = tmp25 * tmp30
        tmp33 = tmp32.to(tl.float32)
        tmp34 = tmp31 * tmp33
        tmp36 = tmp35.to(tl.float32)
        tmp37 = tmp34 + tmp36
        tmp38 = (tmp22 / tmp26)
        tmp39 = tmp38 + tmp28
        tmp40 = libdevice.rsqrt(tmp39)
        tmp41 = tmp37 * tmp40
        tmp43 = tmp42.to(tl.float32)
        tmp44 = tmp41 * tmp43
        tmp45 = tmp44.to(tl.float32)
        tl.store(out_ptr2 + (r0_1 + 1536*x0), tmp45, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/g7/cg7jli7al6nmftgvqluahwfl3jj3gyzz4bdgx6nw75tszgvvdatn.py
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
#   %convert_element_type_23 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=convert_element_type_23]
#   %arg13_1 : Tensor "bf16[12288, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg13_1]
#   %convert_element_type_18 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_18, 2), kwargs = {})
#   %mean_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_15 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_18, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %arg11_1), kwargs = {})
#   %convert_element_type_21 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %add_9 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %convert_element_type_21), kwargs = {})
#   %pow_9 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 2), kwargs = {})
#   %mean_5 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_9, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_5, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_17 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_2), kwargs = {})
#   %mul_18 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %arg12_1), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_18, torch.bfloat16), kwargs = {})
#   %permute_6 : Tensor "bf16[1536, 12288][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg13_1, [1, 0]), kwargs = {})
#   %mm_2 : Tensor "bf16[8, 12288][12288, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_23, %permute_6), kwargs = {})
#   return %mm_2
triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11 = async_compile.triton('triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11(arg_A, arg_B, out_ptr0):
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
    N = 12288
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 12288*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 12288*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/qk/cqke5gjfhe5h75pjzwjsvvcgcyep6mf4eaxebc4r2w3qalyvfmtm.py
# Topologically Sorted Source Nodes: [getitem_16, gelu, getitem_17, result], Original ATen: [aten.slice, aten.gelu, aten.mul]
# Source node to ATen node mapping:
#   gelu => add_11, add_12, convert_element_type_26, convert_element_type_27, mul_19, mul_20, mul_21, mul_22, mul_23, mul_24, tanh
#   getitem_16 => slice_5
#   getitem_17 => slice_6
#   result => mul_25
# Graph fragment:
#   %mm_2 : Tensor "bf16[8, 12288][12288, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %slice_5 : Tensor "bf16[8, 6144][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_2, 1, 0, 6144), kwargs = {})
#   %convert_element_type_26 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%slice_5, torch.float32), kwargs = {})
#   %mul_23 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_26, 0.5), kwargs = {})
#   %mul_19 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_26, %convert_element_type_26), kwargs = {})
#   %mul_20 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, %convert_element_type_26), kwargs = {})
#   %mul_21 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, 0.044715), kwargs = {})
#   %add_11 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_26, %mul_21), kwargs = {})
#   %mul_22 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_11, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_22,), kwargs = {})
#   %add_12 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1), kwargs = {})
#   %mul_24 : Tensor "f32[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_23, %add_12), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_24, torch.bfloat16), kwargs = {})
#   %slice_6 : Tensor "bf16[8, 6144][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_2, 1, 6144, 9223372036854775807), kwargs = {})
#   %mul_25 : Tensor "bf16[8, 6144][6144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_27, %slice_6), kwargs = {})
#   return %mul_25
triton_poi_fused_gelu_mul_slice_12 = async_compile.triton('triton_poi_fused_gelu_mul_slice_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_mul_slice_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 393216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_mul_slice_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 49152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 6144)
    x1 = xindex // 6144
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 12288*x1), None).to(tl.float32)
    tmp16 = tl.load(in_ptr0 + (6144 + x0 + 12288*x1), None).to(tl.float32)
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
    tl.store(out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/ht/chtvzkkzoydbhwa65j7wtb6c37pvk56cqarixpvgfjt2ktbbeibu.py
# Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, x_10, pow_10, variance_3, add_11, rsqrt_3, x_11, mul_21, x_12, residual, hidden_states], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_11 => add_13
#   add_8 => add_8
#   hidden_states => add_14
#   mul_16 => mul_16
#   mul_21 => mul_27
#   pow_10 => pow_10
#   pow_8 => pow_8
#   residual => convert_element_type_22
#   rsqrt_1 => rsqrt_1
#   rsqrt_3 => rsqrt_3
#   to_9 => convert_element_type_21
#   variance_1 => mean_4
#   variance_3 => mean_6
#   x_10 => convert_element_type_30
#   x_11 => mul_26
#   x_12 => convert_element_type_31
#   x_3 => convert_element_type_18
#   x_4 => mul_15
#   x_7 => add_9
# Graph fragment:
#   %mm_3 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf29 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf29]
#   %arg15_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %mm_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %buf23 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf23]
#   %arg11_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg2_1 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %convert_element_type_18 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_18, 2), kwargs = {})
#   %mean_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_15 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_18, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %arg11_1), kwargs = {})
#   %convert_element_type_21 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %add_9 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %convert_element_type_21), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_3, torch.float32), kwargs = {})
#   %pow_10 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_30, 2), kwargs = {})
#   %mean_6 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_10, [-1], True), kwargs = {})
#   %add_13 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_6, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_13,), kwargs = {})
#   %mul_26 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_30, %rsqrt_3), kwargs = {})
#   %mul_27 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %arg15_1), kwargs = {})
#   %convert_element_type_31 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_27, torch.bfloat16), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   %add_14 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_31, %convert_element_type_22), kwargs = {})
#   return %buf29,%add_14
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_13 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 32, 'r0_': 129024}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 1536
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
        tmp0 = tl.load(in_out_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp20 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp6 = tl.load(in_out_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp18 = tl.load(in_ptr1 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp25 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp28 = tl.load(in_ptr4 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.full([1, 1], 1536.0, tl.float32)
        tmp9 = (tmp4 / tmp8)
        tmp10 = tl.full([1, 1], 1e-06, tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = libdevice.rsqrt(tmp11)
        tmp13 = tmp7 * tmp12
        tmp15 = tmp14.to(tl.float32)
        tmp16 = tmp13 * tmp15
        tmp17 = tmp16.to(tl.float32)
        tmp19 = tmp18.to(tl.float32)
        tmp21 = (tmp20 / tmp8)
        tmp22 = tmp21 + tmp10
        tmp23 = libdevice.rsqrt(tmp22)
        tmp24 = tmp19 * tmp23
        tmp26 = tmp25.to(tl.float32)
        tmp27 = tmp24 * tmp26
        tmp29 = tmp28.to(tl.float32)
        tmp30 = tmp27 + tmp29
        tmp31 = tmp30.to(tl.float32)
        tmp32 = tmp17 + tmp31
        tl.store(in_out_ptr0 + (r0_1 + 1536*x0), tmp32, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/er/ceroby2vspayeig4jwabqqsid7vlnkn7wtdumjbznb332jc6ea3j.py
# Topologically Sorted Source Nodes: [output, gate, pli, gated_per_layer], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
# Source node to ATen node mapping:
#   gate => add_15, add_16, convert_element_type_34, convert_element_type_35, mul_28, mul_29, mul_30, mul_31, mul_32, mul_33, tanh_1
#   gated_per_layer => mul_34
#   output => mm_4, permute_8
#   pli => select
# Graph fragment:
#   %add_14 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=add_14]
#   %arg16_1 : Tensor "bf16[256, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg16_1]
#   %mm_4 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %arg1_1 : Tensor "bf16[8, 4, 256][1024, 256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %permute_8 : Tensor "bf16[1536, 256][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg16_1, [1, 0]), kwargs = {})
#   %mm_4 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%add_14, %permute_8), kwargs = {})
#   %convert_element_type_34 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_4, torch.float32), kwargs = {})
#   %mul_32 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_34, 0.5), kwargs = {})
#   %mul_28 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_34, %convert_element_type_34), kwargs = {})
#   %mul_29 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_28, %convert_element_type_34), kwargs = {})
#   %mul_30 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, 0.044715), kwargs = {})
#   %add_15 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_34, %mul_30), kwargs = {})
#   %mul_31 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_15, 0.7978845608028654), kwargs = {})
#   %tanh_1 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_31,), kwargs = {})
#   %add_16 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_1, 1), kwargs = {})
#   %mul_33 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_32, %add_16), kwargs = {})
#   %convert_element_type_35 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_33, torch.bfloat16), kwargs = {})
#   %select : Tensor "bf16[8, 256][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 0), kwargs = {})
#   %mul_34 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %select), kwargs = {})
#   return %mm_4,%mul_34
triton_tem_fused_gelu_mm_mul_select_t_14 = async_compile.triton('triton_tem_fused_gelu_mm_mul_select_t_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_select_t_14', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_select_t_14(arg_A, arg_B, in_ptr2, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 256
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 256*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 256*idx_m
    tmp15 = tl.load(in_ptr2 + (tl.broadcast_to(idx_n + 1024*idx_m, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp0 = acc.to(tl.float32)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp0 * tmp0
    tmp4 = tmp3 * tmp0
    tmp5 = tl.full([1], 0.044715, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.tanh(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2 * tmp12
    tmp14 = tmp13.to(tl.float32)
    tmp16 = tmp14 * tmp15
    tl.store(out_ptr1 + (tl.broadcast_to(idx_n + 256*idx_m, [BLOCK_M, BLOCK_N])), tmp16, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/df/cdfvhehx5xoedjncmmff2nc5nx72varxjupqs7up4aaiz7zz3xvw.py
# Topologically Sorted Source Nodes: [gate, pli, gated_per_layer, output_1], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   gate => add_15, add_16, convert_element_type_34, convert_element_type_35, mul_28, mul_29, mul_30, mul_31, mul_32, mul_33, tanh_1
#   gated_per_layer => mul_34
#   output_1 => mm_5, permute_9
#   pli => select
# Graph fragment:
#   %mul_34 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mul_34]
#   %arg17_1 : Tensor "bf16[1536, 256][256, 1]cuda:0" = PlaceHolder[target=arg17_1]
#   %convert_element_type_34 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_4, torch.float32), kwargs = {})
#   %mul_32 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_34, 0.5), kwargs = {})
#   %mul_28 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_34, %convert_element_type_34), kwargs = {})
#   %mul_29 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_28, %convert_element_type_34), kwargs = {})
#   %mul_30 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, 0.044715), kwargs = {})
#   %add_15 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_34, %mul_30), kwargs = {})
#   %mul_31 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_15, 0.7978845608028654), kwargs = {})
#   %tanh_1 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_31,), kwargs = {})
#   %add_16 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_1, 1), kwargs = {})
#   %mul_33 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_32, %add_16), kwargs = {})
#   %convert_element_type_35 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_33, torch.bfloat16), kwargs = {})
#   %select : Tensor "bf16[8, 256][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 0), kwargs = {})
#   %mul_34 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %select), kwargs = {})
#   %permute_9 : Tensor "bf16[256, 1536][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg17_1, [1, 0]), kwargs = {})
#   %mm_5 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%mul_34, %permute_9), kwargs = {})
#   return %mm_5
triton_tem_fused_gelu_mm_mul_select_t_15 = async_compile.triton('triton_tem_fused_gelu_mm_mul_select_t_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_select_t_15', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_select_t_15(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 1536
    K = 256
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 256
    stride_ak = 1
    stride_bk = 1
    stride_bn = 256

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
        xindex = idx_n + 256*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1536*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 256*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1536*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/w3/cw3epzsyuqyzfdw73xmhhoukhnskciv7qbq4rxxcv27mmi2vj75h.py
# Topologically Sorted Source Nodes: [float_6, pow_11, mean_7, mean_squared, pow_12, normed_output, float_7, add_14, normed_output_1, result_1, hidden_states_1, hidden_states_2, x_13, pow_13, variance_4, add_16, rsqrt_4, x_14, mul_27, x_15], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.rsqrt]
# Source node to ATen node mapping:
#   add_14 => add_18
#   add_16 => add_20
#   float_6 => convert_element_type_38
#   float_7 => convert_element_type_39
#   hidden_states_1 => add_19
#   hidden_states_2 => mul_37
#   mean_7 => mean_7
#   mean_squared => add_17
#   mul_27 => mul_39
#   normed_output => mul_35
#   normed_output_1 => mul_36
#   pow_11 => pow_11
#   pow_12 => pow_12
#   pow_13 => pow_13
#   result_1 => convert_element_type_40
#   rsqrt_4 => rsqrt_4
#   variance_4 => mean_8
#   x_13 => convert_element_type_41
#   x_14 => mul_38
#   x_15 => convert_element_type_42
# Graph fragment:
#   %mm_5 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %add_14 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=add_14]
#   %buf34 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf34]
#   %arg18_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %arg19_1 : Tensor "bf16[1][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %mul_37 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=mul_37]
#   %buf36 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf36]
#   %arg20_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %convert_element_type_38 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_5, torch.float32), kwargs = {})
#   %pow_11 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_38, 2), kwargs = {})
#   %mean_7 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_11, [-1], True), kwargs = {})
#   %add_17 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_7, 1e-06), kwargs = {})
#   %pow_12 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_17, -0.5), kwargs = {})
#   %mul_35 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_38, %pow_12), kwargs = {})
#   %convert_element_type_39 : Tensor "f32[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg18_1, torch.float32), kwargs = {})
#   %add_18 : Tensor "f32[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_39, 0.0), kwargs = {})
#   %mul_36 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %add_18), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_36, torch.bfloat16), kwargs = {})
#   %add_19 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %convert_element_type_40), kwargs = {})
#   %mul_37 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_19, %arg19_1), kwargs = {})
#   %convert_element_type_41 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_37, torch.float32), kwargs = {})
#   %pow_13 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_41, 2), kwargs = {})
#   %mean_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_13, [-1], True), kwargs = {})
#   %add_20 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_8, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_38 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_41, %rsqrt_4), kwargs = {})
#   %mul_39 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg20_1), kwargs = {})
#   %convert_element_type_42 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_39, torch.bfloat16), kwargs = {})
#   return %buf34,%mul_37,%buf36,%convert_element_type_42
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_16 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 153600}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 1536
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp23 = tl.load(in_ptr2 + (0)).to(tl.float32)
    tmp24 = tl.broadcast_to(tmp23, [1, 1])
    _tmp29 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp6 = tl.load(in_out_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp16 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp8 = tmp7.to(tl.float32)
        tmp9 = tl.full([1, 1], 1536.0, tl.float32)
        tmp10 = (tmp4 / tmp9)
        tmp11 = tl.full([1, 1], 1e-06, tl.float32)
        tmp12 = tmp10 + tmp11
        tmp13 = tl.full([1, 1], -0.5, tl.float32)
        tmp14 = libdevice.pow(tmp12, tmp13)
        tmp15 = tmp8 * tmp14
        tmp17 = tmp16.to(tl.float32)
        tmp18 = tl.full([1, 1], 0.0, tl.float32)
        tmp19 = tmp17 + tmp18
        tmp20 = tmp15 * tmp19
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp6 + tmp21
        tmp25 = tmp22 * tmp24
        tmp26 = tmp25.to(tl.float32)
        tmp27 = tmp26 * tmp26
        tmp28 = tl.broadcast_to(tmp27, [XBLOCK, R0_BLOCK])
        tmp30 = _tmp29 + tmp28
        _tmp29 = tl.where(r0_mask & xmask, tmp30, _tmp29)
        tl.store(in_out_ptr0 + (r0_1 + 1536*x0), tmp25, r0_mask & xmask)
    tmp29 = tl.sum(_tmp29, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp31 = tl.load(in_out_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp39 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp32 = tmp31.to(tl.float32)
        tmp33 = tl.full([1, 1], 1536.0, tl.float32)
        tmp34 = (tmp29 / tmp33)
        tmp35 = tl.full([1, 1], 1e-06, tl.float32)
        tmp36 = tmp34 + tmp35
        tmp37 = libdevice.rsqrt(tmp36)
        tmp38 = tmp32 * tmp37
        tmp40 = tmp39.to(tl.float32)
        tmp41 = tmp38 * tmp40
        tmp42 = tmp41.to(tl.float32)
        tl.store(out_ptr2 + (r0_1 + 1536*x0), tmp42, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/zi/czidphfkxk6cn7fwxu2x7mxtqc2jhsqckclsif2lkrfyk2qq5f24.py
# Topologically Sorted Source Nodes: [x_13, pow_13, variance_4, add_16, rsqrt_4, x_14, mul_27, x_15, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   add_16 => add_20
#   mul_27 => mul_39
#   output_parallel_4 => mm_6, permute_10
#   pow_13 => pow_13
#   rsqrt_4 => rsqrt_4
#   variance_4 => mean_8
#   x_13 => convert_element_type_41
#   x_14 => mul_38
#   x_15 => convert_element_type_42
# Graph fragment:
#   %convert_element_type_42 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=convert_element_type_42]
#   %arg21_1 : Tensor "bf16[5120, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg21_1]
#   %convert_element_type_41 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_37, torch.float32), kwargs = {})
#   %pow_13 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_41, 2), kwargs = {})
#   %mean_8 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_13, [-1], True), kwargs = {})
#   %add_20 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_8, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_38 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_41, %rsqrt_4), kwargs = {})
#   %mul_39 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg20_1), kwargs = {})
#   %convert_element_type_42 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_39, torch.bfloat16), kwargs = {})
#   %permute_10 : Tensor "bf16[1536, 5120][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg21_1, [1, 0]), kwargs = {})
#   %mm_6 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_42, %permute_10), kwargs = {})
#   return %mm_6
triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_17 = async_compile.triton('triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_17', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_17(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 5120
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 5120*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 5120*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/nq/cnqnlh4axu6fx3aksb5gx6dmtfpv2d3z5fhgholfdudjjlwwxukq.py
# Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_14, mean_9], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
# Source node to ATen node mapping:
#   mean_9 => mean_9
#   pow_14 => pow_14
#   qh_1 => view_52
#   split_1 => split_with_sizes_26
#   xf_3 => convert_element_type_45
# Graph fragment:
#   %mm_6 : Tensor "bf16[8, 5120][5120, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %split_with_sizes_26 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm_6, [4096, 512, 512], -1), kwargs = {})
#   %view_52 : Tensor "bf16[8, 8, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_101, [8, 8, 512]), kwargs = {})
#   %convert_element_type_45 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_52, torch.float32), kwargs = {})
#   %pow_14 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_45, 2), kwargs = {})
#   %mean_9 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_14, [-1], True), kwargs = {})
#   return %buf39
triton_per_fused__to_copy_mean_pow_split_with_sizes_view_18 = async_compile.triton('triton_per_fused__to_copy_mean_pow_split_with_sizes_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_mean_pow_split_with_sizes_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 512, 'r0_': 65536}}
)
@triton.jit
def triton_per_fused__to_copy_mean_pow_split_with_sizes_view_18(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    x0 = (xindex % 8)
    x1 = xindex // 8
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x0 + 5120*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/4k/c4ktpztjkgrqemo2ya72k42nona2yoxiafwc5hjnrj5wqbm3cwc5.py
# Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_14, mean_9, add_17, pow_15, out_6, float_9, add_18, out_7, type_as_4, flatten_5, copy__3, xf_4, pow_16, mean_10, add_19, pow_17, out_8, float_11, add_20, out_9], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
# Source node to ATen node mapping:
#   add_17 => add_21
#   add_18 => add_22
#   add_19 => add_23
#   add_20 => add_24
#   copy__3 => copy_5
#   flatten_5 => view_53
#   float_11 => convert_element_type_49
#   float_9 => convert_element_type_46
#   mean_10 => mean_10
#   mean_9 => mean_9
#   out_6 => mul_40
#   out_7 => mul_41
#   out_8 => mul_42
#   out_9 => mul_43
#   pow_14 => pow_14
#   pow_15 => pow_15
#   pow_16 => pow_16
#   pow_17 => pow_17
#   qh_1 => view_52
#   split_1 => split_with_sizes_26
#   type_as_4 => convert_element_type_47
#   xf_3 => convert_element_type_45
#   xf_4 => convert_element_type_48, split_with_sizes_30, view_56
# Graph fragment:
#   %mm_6 : Tensor "bf16[8, 5120][5120, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %buf39 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf39]
#   %arg22_1 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %buf40 : Tensor "f32[8, 1, 1][1, 8, 8]cuda:0" = PlaceHolder[target=buf40]
#   %arg23_1 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %split_with_sizes_26 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm_6, [4096, 512, 512], -1), kwargs = {})
#   %view_52 : Tensor "bf16[8, 8, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_101, [8, 8, 512]), kwargs = {})
#   %convert_element_type_45 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_52, torch.float32), kwargs = {})
#   %pow_14 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_45, 2), kwargs = {})
#   %mean_9 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_14, [-1], True), kwargs = {})
#   %add_21 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_9, 1e-06), kwargs = {})
#   %pow_15 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_21, -0.5), kwargs = {})
#   %mul_40 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_45, %pow_15), kwargs = {})
#   %convert_element_type_46 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg22_1, torch.float32), kwargs = {})
#   %add_22 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_46, 0.0), kwargs = {})
#   %mul_41 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, %add_22), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_41, torch.bfloat16), kwargs = {})
#   %view_53 : Tensor "bf16[8, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_47, [8, 4096]), kwargs = {})
#   %copy_5 : Tensor "bf16[8, 4096][5120, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_101, %view_53), kwargs = {})
#   %slice_scatter_default_3 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm_6, %copy_5, 1, 0, 4096), kwargs = {})
#   %split_with_sizes_30 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_3, [4096, 512, 512], -1), kwargs = {})
#   %view_56 : Tensor "bf16[8, 1, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_114, [8, 1, 512]), kwargs = {})
#   %convert_element_type_48 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_56, torch.float32), kwargs = {})
#   %pow_16 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_48, 2), kwargs = {})
#   %mean_10 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_16, [-1], True), kwargs = {})
#   %add_23 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_10, 1e-06), kwargs = {})
#   %pow_17 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_23, -0.5), kwargs = {})
#   %mul_42 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_48, %pow_17), kwargs = {})
#   %convert_element_type_49 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg23_1, torch.float32), kwargs = {})
#   %add_24 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_49, 0.0), kwargs = {})
#   %mul_43 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %add_24), kwargs = {})
#   return %buf40,%mul_43
triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19 = async_compile.triton('triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 51200}}
)
@triton.jit
def triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp21 = tl.load(in_ptr0 + (4096 + r0_1 + 5120*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp0 = 4096 + r0_1
        tmp1 = tl.full([1, 1], 4096, tl.int64)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (r0_1 + 5120*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.load(in_ptr1 + (tl.broadcast_to(8*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.full([1, 1], 512.0, tl.float32)
        tmp7 = (tmp5 / tmp6)
        tmp8 = tl.full([1, 1], 1e-06, tl.float32)
        tmp9 = tmp7 + tmp8
        tmp10 = tl.full([1, 1], -0.5, tl.float32)
        tmp11 = libdevice.pow(tmp9, tmp10)
        tmp12 = tmp4 * tmp11
        tmp13 = tl.load(in_ptr2 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
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
        tmp27 = _tmp26 + tmp25
        _tmp26 = tl.where(r0_mask & xmask, tmp27, _tmp26)
    tmp26 = tl.sum(_tmp26, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp49 = tl.load(in_ptr0 + (4096 + r0_1 + 5120*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp59 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp28 = 4096 + r0_1
        tmp29 = tl.full([1, 1], 4096, tl.int64)
        tmp30 = tmp28 < tmp29
        tmp31 = tl.load(in_ptr0 + (r0_1 + 5120*x0), r0_mask & tmp30 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp32 = tmp31.to(tl.float32)
        tmp33 = tl.load(in_ptr1 + (tl.broadcast_to(8*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp30 & xmask, eviction_policy='evict_last', other=0.0)
        tmp34 = tl.full([1, 1], 512.0, tl.float32)
        tmp35 = (tmp33 / tmp34)
        tmp36 = tl.full([1, 1], 1e-06, tl.float32)
        tmp37 = tmp35 + tmp36
        tmp38 = tl.full([1, 1], -0.5, tl.float32)
        tmp39 = libdevice.pow(tmp37, tmp38)
        tmp40 = tmp32 * tmp39
        tmp41 = tl.load(in_ptr2 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp30 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp42 = tmp41.to(tl.float32)
        tmp43 = tl.full([1, 1], 0.0, tl.float32)
        tmp44 = tmp42 + tmp43
        tmp45 = tmp40 * tmp44
        tmp46 = tmp45.to(tl.float32)
        tmp47 = tl.full(tmp46.shape, 0.0, tmp46.dtype)
        tmp48 = tl.where(tmp30, tmp46, tmp47)
        tmp50 = tl.where(tmp30, tmp48, tmp49)
        tmp51 = tmp50.to(tl.float32)
        tmp52 = tl.full([1, 1], 512.0, tl.float32)
        tmp53 = (tmp26 / tmp52)
        tmp54 = tl.full([1, 1], 1e-06, tl.float32)
        tmp55 = tmp53 + tmp54
        tmp56 = tl.full([1, 1], -0.5, tl.float32)
        tmp57 = libdevice.pow(tmp55, tmp56)
        tmp58 = tmp51 * tmp57
        tmp60 = tmp59.to(tl.float32)
        tmp61 = tl.full([1, 1], 0.0, tl.float32)
        tmp62 = tmp60 + tmp61
        tmp63 = tmp58 * tmp62
        tl.store(out_ptr1 + (r0_1 + 512*x0), tmp63, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/mi/cmi66ne5d44swemn36rey7nby4ljicey2upracxtduj7rwkwzt3t.py
# Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_14, mean_9, add_17, pow_15, out_6, float_9, add_18, out_7, type_as_4, flatten_5, copy__3, kh_1, type_as_5, flatten_6, copy__4], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
# Source node to ATen node mapping:
#   add_17 => add_21
#   add_18 => add_22
#   copy__3 => copy_5
#   copy__4 => copy_6
#   flatten_5 => view_53
#   flatten_6 => view_57
#   float_9 => convert_element_type_46
#   kh_1 => split_with_sizes_28
#   mean_9 => mean_9
#   out_6 => mul_40
#   out_7 => mul_41
#   pow_14 => pow_14
#   pow_15 => pow_15
#   qh_1 => view_52
#   split_1 => split_with_sizes_26
#   type_as_4 => convert_element_type_47
#   type_as_5 => convert_element_type_50
#   xf_3 => convert_element_type_45
# Graph fragment:
#   %mul_43 : Tensor "f32[8, 1, 512][512, 4096, 1]cuda:0" = PlaceHolder[target=mul_43]
#   %mm_6 : Tensor "bf16[8, 5120][5120, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %buf39 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf39]
#   %arg22_1 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %split_with_sizes_26 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm_6, [4096, 512, 512], -1), kwargs = {})
#   %view_52 : Tensor "bf16[8, 8, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_101, [8, 8, 512]), kwargs = {})
#   %convert_element_type_45 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_52, torch.float32), kwargs = {})
#   %pow_14 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_45, 2), kwargs = {})
#   %mean_9 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_14, [-1], True), kwargs = {})
#   %add_21 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_9, 1e-06), kwargs = {})
#   %pow_15 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_21, -0.5), kwargs = {})
#   %mul_40 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_45, %pow_15), kwargs = {})
#   %convert_element_type_46 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg22_1, torch.float32), kwargs = {})
#   %add_22 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_46, 0.0), kwargs = {})
#   %mul_41 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, %add_22), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_41, torch.bfloat16), kwargs = {})
#   %view_53 : Tensor "bf16[8, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_47, [8, 4096]), kwargs = {})
#   %copy_5 : Tensor "bf16[8, 4096][5120, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_101, %view_53), kwargs = {})
#   %slice_scatter_default_3 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm_6, %copy_5, 1, 0, 4096), kwargs = {})
#   %split_with_sizes_28 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_3, [4096, 512, 512], -1), kwargs = {})
#   %convert_element_type_50 : Tensor "bf16[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_43, torch.bfloat16), kwargs = {})
#   %view_57 : Tensor "bf16[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_50, [8, 512]), kwargs = {})
#   %copy_6 : Tensor "bf16[8, 512][5120, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_108, %view_57), kwargs = {})
#   %slice_scatter_default_4 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_3, %copy_6, 1, 4096, 4608), kwargs = {})
#   return %slice_scatter_default_4
triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_20 = async_compile.triton('triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_20', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 345344}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_20(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 40960
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 5120)
    x1 = xindex // 5120
    x2 = xindex
    tmp29 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp0 = x0
    tmp1 = tl.full([1], 4096, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 4608, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = tl.load(in_ptr0 + ((-4096) + x0 + 512*x1), tmp5, other=0.0)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp5, tmp7, tmp8)
    tmp10 = tmp0 < tmp1
    tmp11 = tl.load(in_ptr1 + (5120*x1 + ((x0 % 4096))), tmp10, other=0.0).to(tl.float32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.load(in_ptr2 + (8*x1 + (((x0 // 512) % 8))), tmp10, eviction_policy='evict_last', other=0.0)
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


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/g5/cg5aksztihi65y4i7y4m7cjdv3zrz4wnxfvzuge4jxvsoexxtrj3.py
# Topologically Sorted Source Nodes: [xf_5, copy__5, pow_18, mean_11, add_21, pow_19, out_10, type_as_6, flatten_7, setitem_3], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.select]
# Source node to ATen node mapping:
#   add_21 => add_25
#   copy__5 => copy_7, split_with_sizes_33
#   flatten_7 => view_59
#   mean_11 => mean_11
#   out_10 => mul_44
#   pow_18 => pow_18
#   pow_19 => pow_19
#   setitem_3 => copy_9, select_8, split_with_sizes_51, view_100
#   type_as_6 => convert_element_type_52
#   xf_5 => convert_element_type_51, split_with_sizes_32, view_58
# Graph fragment:
#   %slice_scatter_default_4 : Tensor "bf16[8, 5120][5120, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_4]
#   %buf43 : Tensor "f32[8, 1, 1][1, 8, 8]cuda:0" = PlaceHolder[target=buf43]
#   %copy_9 : Tensor "bf16[8, 1, 512][512, 4096, 1]cuda:0" = PlaceHolder[target=copy_9]
#   %arg26_1 : Tensor "bf16[8, 17, 1, 512][8704, 512, 512, 1]cuda:0" = PlaceHolder[target=arg26_1]
#   %split_with_sizes_32 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [4096, 512, 512], -1), kwargs = {})
#   %split_with_sizes_33 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [4096, 512, 512], -1), kwargs = {})
#   %view_58 : Tensor "bf16[8, 1, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_121, [8, 1, 512]), kwargs = {})
#   %convert_element_type_51 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_58, torch.float32), kwargs = {})
#   %pow_18 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_51, 2), kwargs = {})
#   %mean_11 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_18, [-1], True), kwargs = {})
#   %add_25 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_11, 1e-06), kwargs = {})
#   %pow_19 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_25, -0.5), kwargs = {})
#   %mul_44 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_51, %pow_19), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_44, torch.bfloat16), kwargs = {})
#   %view_59 : Tensor "bf16[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_52, [8, 512]), kwargs = {})
#   %copy_7 : Tensor "bf16[8, 512][5120, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_124, %view_59), kwargs = {})
#   %slice_scatter_default_5 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_4, %copy_7, 1, 4608, 5120), kwargs = {})
#   %split_with_sizes_51 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [4096, 512, 512], -1), kwargs = {})
#   %select_8 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg26_1, 1, 16), kwargs = {})
#   %view_100 : Tensor "bf16[8, 1, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_192, [8, 1, 512]), kwargs = {})
#   %copy_9 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_8, %view_100), kwargs = {})
#   %select_int_3 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg26_1, 1, 16), kwargs = {})
#   %copy__default_3 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int_3, %copy_9), kwargs = {})
#   return %buf43,%copy_9,%buf56
triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_21 = async_compile.triton('triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_21', 'mutated_arg_names': ['out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 64, 'r0_': 24576}}
)
@triton.jit
def triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_21(in_ptr0, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (4608 + r0_1 + 5120*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = 4608 + r0_1
    tmp8 = tl.full([1, 1], 4608, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.load(in_ptr0 + (4608 + r0_1 + 5120*x0), tmp9 & xmask, other=0.0).to(tl.float32)
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
    tl.store(out_ptr2 + (8192 + r0_1 + 8704*x0), tmp22, xmask)
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/4o/c4op5f6rsrfa3pbxofavxpe4qmxfr6rquobn3xu4xmoktgsbrwz6.py
# Topologically Sorted Source Nodes: [xf_5, copy__5, cos_sin_1, chunk_3, pow_18, mean_11, add_21, pow_19, out_10, type_as_6, flatten_7, mul_33, mul_34, unsqueeze_5, cos_4, unsqueeze_6, sin_4, o1_2, mul_35, mul_36, o2_2], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
# Source node to ATen node mapping:
#   add_21 => add_25
#   chunk_3 => split_7
#   copy__5 => copy_7, split_with_sizes_33
#   cos_4 => convert_element_type_53
#   cos_sin_1 => index_1
#   flatten_7 => view_59
#   mean_11 => mean_11
#   mul_33 => mul_45, split_9, split_with_sizes_40, view_67
#   mul_34 => mul_46, split_10, split_with_sizes_41, view_68
#   mul_35 => mul_47
#   mul_36 => mul_48
#   o1_2 => sub_2
#   o2_2 => add_26
#   out_10 => mul_44
#   pow_18 => pow_18
#   pow_19 => pow_19
#   sin_4 => convert_element_type_54
#   type_as_6 => convert_element_type_52
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
#   xf_5 => convert_element_type_51, split_with_sizes_32, view_58
# Graph fragment:
#   %slice_scatter_default_4 : Tensor "bf16[8, 5120][5120, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_4]
#   %buf43 : Tensor "f32[8, 1, 1][1, 8, 8]cuda:0" = PlaceHolder[target=buf43]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg24_1 : Tensor "f32[131072, 512][512, 1]cuda:0" = PlaceHolder[target=arg24_1]
#   %split_with_sizes_32 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [4096, 512, 512], -1), kwargs = {})
#   %split_with_sizes_33 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [4096, 512, 512], -1), kwargs = {})
#   %index_1 : Tensor "f32[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg24_1, [%arg0_1]), kwargs = {})
#   %split_7 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index_1, 256, -1), kwargs = {})
#   %view_58 : Tensor "bf16[8, 1, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_121, [8, 1, 512]), kwargs = {})
#   %convert_element_type_51 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_58, torch.float32), kwargs = {})
#   %pow_18 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_51, 2), kwargs = {})
#   %mean_11 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_18, [-1], True), kwargs = {})
#   %add_25 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_11, 1e-06), kwargs = {})
#   %pow_19 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_25, -0.5), kwargs = {})
#   %mul_44 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_51, %pow_19), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_44, torch.bfloat16), kwargs = {})
#   %view_59 : Tensor "bf16[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_52, [8, 512]), kwargs = {})
#   %copy_7 : Tensor "bf16[8, 512][5120, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_124, %view_59), kwargs = {})
#   %slice_scatter_default_5 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_4, %copy_7, 1, 4608, 5120), kwargs = {})
#   %split_with_sizes_40 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [4096, 512, 512], -1), kwargs = {})
#   %view_67 : Tensor "bf16[8, 8, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_147, [8, -1, 512]), kwargs = {})
#   %split_9 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_67, 256, -1), kwargs = {})
#   %split_with_sizes_41 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [4096, 512, 512], -1), kwargs = {})
#   %view_68 : Tensor "bf16[8, 8, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_152, [8, -1, 512]), kwargs = {})
#   %split_10 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_68, 256, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_134, -2), kwargs = {})
#   %convert_element_type_53 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_5, torch.bfloat16), kwargs = {})
#   %mul_45 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_150, %convert_element_type_53), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_135, -2), kwargs = {})
#   %convert_element_type_54 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_6, torch.bfloat16), kwargs = {})
#   %mul_46 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_156, %convert_element_type_54), kwargs = {})
#   %sub_2 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_45, %mul_46), kwargs = {})
#   %mul_47 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_156, %convert_element_type_53), kwargs = {})
#   %mul_48 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_150, %convert_element_type_54), kwargs = {})
#   %add_26 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_47, %mul_48), kwargs = {})
#   return %sub_2,%add_26
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 8)
    x2 = xindex // 2048
    x3 = xindex // 256
    tmp16 = tl.load(in_ptr0 + (x0 + 512*x1 + 5120*x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x2), None, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr0 + (256 + x0 + 512*x1 + 5120*x2), None).to(tl.float32)
    tmp0 = x0 + 512*x1
    tmp1 = tl.full([1], 4608, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 512*x1 + 5120*x2), tmp2, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x2), tmp2, eviction_policy='evict_last', other=0.0)
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
    tmp29 = tl.load(in_ptr0 + (256 + x0 + 512*x1 + 5120*x2), tmp28, other=0.0).to(tl.float32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (x2), tmp28, eviction_policy='evict_last', other=0.0)
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


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/hw/chwjdystkbczkyuc2ofpcwej4vwjrzcrcscwm7whd7wh6iik3h6h.py
# Topologically Sorted Source Nodes: [xf_5, copy__5, cos_sin_1, chunk_3, pow_18, mean_11, add_21, pow_19, out_10, type_as_6, flatten_7, mul_37, mul_38, unsqueeze_7, cos_5, unsqueeze_8, sin_5, o1_3, mul_39, mul_40, o2_3], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
# Source node to ATen node mapping:
#   add_21 => add_25
#   chunk_3 => split_7
#   copy__5 => copy_7, split_with_sizes_33
#   cos_5 => convert_element_type_55
#   cos_sin_1 => index_1
#   flatten_7 => view_59
#   mean_11 => mean_11
#   mul_37 => mul_49, split_12, split_with_sizes_46, view_80
#   mul_38 => mul_50, split_13, split_with_sizes_47, view_83
#   mul_39 => mul_51
#   mul_40 => mul_52
#   o1_3 => sub_3
#   o2_3 => add_27
#   out_10 => mul_44
#   pow_18 => pow_18
#   pow_19 => pow_19
#   sin_5 => convert_element_type_56
#   type_as_6 => convert_element_type_52
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   xf_5 => convert_element_type_51, split_with_sizes_32, view_58
# Graph fragment:
#   %slice_scatter_default_4 : Tensor "bf16[8, 5120][5120, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_4]
#   %buf43 : Tensor "f32[8, 1, 1][1, 8, 8]cuda:0" = PlaceHolder[target=buf43]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg24_1 : Tensor "f32[131072, 512][512, 1]cuda:0" = PlaceHolder[target=arg24_1]
#   %split_with_sizes_32 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [4096, 512, 512], -1), kwargs = {})
#   %split_with_sizes_33 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_4, [4096, 512, 512], -1), kwargs = {})
#   %index_1 : Tensor "f32[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg24_1, [%arg0_1]), kwargs = {})
#   %split_7 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index_1, 256, -1), kwargs = {})
#   %view_58 : Tensor "bf16[8, 1, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_121, [8, 1, 512]), kwargs = {})
#   %convert_element_type_51 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_58, torch.float32), kwargs = {})
#   %pow_18 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_51, 2), kwargs = {})
#   %mean_11 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_18, [-1], True), kwargs = {})
#   %add_25 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_11, 1e-06), kwargs = {})
#   %pow_19 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_25, -0.5), kwargs = {})
#   %mul_44 : Tensor "f32[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_51, %pow_19), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[8, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_44, torch.bfloat16), kwargs = {})
#   %view_59 : Tensor "bf16[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_52, [8, 512]), kwargs = {})
#   %copy_7 : Tensor "bf16[8, 512][5120, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_124, %view_59), kwargs = {})
#   %slice_scatter_default_5 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_4, %copy_7, 1, 4608, 5120), kwargs = {})
#   %split_with_sizes_46 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [4096, 512, 512], -1), kwargs = {})
#   %view_80 : Tensor "bf16[8, 1, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_172, [8, 1, 512]), kwargs = {})
#   %split_12 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_80, 256, -1), kwargs = {})
#   %split_with_sizes_47 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_5, [4096, 512, 512], -1), kwargs = {})
#   %view_83 : Tensor "bf16[8, 1, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_177, [8, 1, 512]), kwargs = {})
#   %split_13 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_83, 256, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_134, -2), kwargs = {})
#   %convert_element_type_55 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_7, torch.bfloat16), kwargs = {})
#   %mul_49 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_174, %convert_element_type_55), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_135, -2), kwargs = {})
#   %convert_element_type_56 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_8, torch.bfloat16), kwargs = {})
#   %mul_50 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_180, %convert_element_type_56), kwargs = {})
#   %sub_3 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_49, %mul_50), kwargs = {})
#   %mul_51 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_180, %convert_element_type_55), kwargs = {})
#   %mul_52 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_174, %convert_element_type_56), kwargs = {})
#   %add_27 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_51, %mul_52), kwargs = {})
#   return %sub_3,%add_27
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_23 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 24576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp16 = tl.load(in_ptr0 + (4096 + x0 + 5120*x1), xmask).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr0 + (4352 + x0 + 5120*x1), xmask).to(tl.float32)
    tmp0 = 4096 + x0
    tmp1 = tl.full([1], 4608, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (4096 + x0 + 5120*x1), tmp2 & xmask, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
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
    tl.device_assert(((0 <= tmp22) & (tmp22 < 131072)) | ~(xmask), "index out of bounds: 0 <= tmp22 < 131072")
    tmp24 = tl.load(in_ptr3 + (x0 + 512*tmp22), xmask)
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tmp17 * tmp25
    tmp27 = 4352 + x0
    tmp28 = tmp27 >= tmp1
    tmp29 = tl.load(in_ptr0 + (4352 + x0 + 5120*x1), tmp28 & xmask, other=0.0).to(tl.float32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (x1), tmp28 & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp44 = tl.load(in_ptr3 + (256 + x0 + 512*tmp22), xmask)
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tmp43 * tmp45
    tmp47 = tmp26 - tmp46
    tmp48 = tmp43 * tmp25
    tmp49 = tmp17 * tmp45
    tmp50 = tmp48 + tmp49
    tl.store(out_ptr0 + (x0 + 512*x1), tmp47, xmask)
    tl.store(out_ptr1 + (x0 + 512*x1), tmp50, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/w6/cw6gkia6a5curb452v3f6gmoryqyvwsp3kbdfusln25q7vofvigf.py
# Topologically Sorted Source Nodes: [setitem_2], Original ATen: [aten.select, aten.copy]
# Source node to ATen node mapping:
#   setitem_2 => copy_8, select_6
# Graph fragment:
#   %cat_3 : Tensor "bf16[8, 1, 512][512, 512, 1]cuda:0" = PlaceHolder[target=cat_3]
#   %arg25_1 : Tensor "bf16[8, 17, 1, 512][8704, 512, 512, 1]cuda:0" = PlaceHolder[target=arg25_1]
#   %select_6 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg25_1, 1, 16), kwargs = {})
#   %copy_8 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_6, %cat_3), kwargs = {})
#   %select_int_2 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg25_1, 1, 16), kwargs = {})
#   %copy__default_2 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int_2, %copy_8), kwargs = {})
#   return %buf50
triton_poi_fused_copy_select_24 = async_compile.triton('triton_poi_fused_copy_select_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy_select_24', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 24576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy_select_24(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    x1 = xindex // 512
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tl.store(out_ptr0 + (8192 + x0 + 8704*x1), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/sf/csfuo2acuxil7xacdmpwxz3xtv3okntn3xbhps46ckrjkdnqf6hb.py
# Topologically Sorted Source Nodes: [unsqueeze_9, out_11], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   out_11 => clone_4, convert_element_type_57, convert_element_type_58, expand, mul_53, mul_54, mul_55, permute_13, permute_15, sum_1, unsqueeze_10, unsqueeze_12, unsqueeze_13, view_103, view_105, view_106
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %cat_2 : Tensor "bf16[8, 8, 512][4096, 512, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %buf50 : Tensor "bf16[8, 1, 512][8704, 512, 512, 1]cuda:0" = PlaceHolder[target=buf50]
#   %unsqueeze_9 : Tensor "bf16[8, 8, 1, 512][4096, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_2, 2), kwargs = {})
#   %convert_element_type_57 : Tensor "f32[8, 8, 1, 512][4096, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_9, torch.float32), kwargs = {})
#   %mul_53 : Tensor "f32[8, 8, 1, 512][4096, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%convert_element_type_57, 1.0), kwargs = {})
#   %view_105 : Tensor "f32[64, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_2, [64, 1, 512]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[64, 1, 512, 1][512, 512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_105, -1), kwargs = {})
#   %permute_13 : Tensor "bf16[8, 1, 17, 512][8704, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg25_1, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_58 : Tensor "f32[8, 1, 17, 512][8704, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_13, torch.float32), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[8, 1, 1, 17, 512][8704, 512, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_58, 2), kwargs = {})
#   %expand : Tensor "f32[8, 1, 8, 17, 512][8704, 512, 0, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [8, 1, 8, 17, 512]), kwargs = {})
#   %clone_4 : Tensor "f32[8, 1, 8, 17, 512][69632, 69632, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %view_103 : Tensor "f32[8, 8, 17, 512][69632, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [8, 8, 17, 512]), kwargs = {})
#   %permute_15 : Tensor "f32[8, 8, 512, 17][69632, 8704, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_103, [0, 1, 3, 2]), kwargs = {})
#   %mul_54 : Tensor "f32[8, 8, 512, 17][69632, 8704, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_15, 1.0), kwargs = {})
#   %view_106 : Tensor "f32[64, 512, 17][8704, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_3, [64, 512, 17]), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[64, 1, 512, 17][8704, 512, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_106, 1), kwargs = {})
#   %mul_55 : Tensor "f32[64, 1, 512, 17][8704, 512, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_12, %unsqueeze_13), kwargs = {})
#   %sum_1 : Tensor "f32[64, 1, 17][17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_55, [2]), kwargs = {})
#   return %sum_1
triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_25 = async_compile.triton('triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 8704, 'r0_': 65536}}
)
@triton.jit
def triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_25(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1088
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
    tmp4 = tl.load(in_ptr1 + (r0_2 + 512*x0 + 8704*(x1 // 8)), xmask, other=0.0).to(tl.float32)
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


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/ph/cphwhdgacwd45kfwviayr5fees6txq2q73olvvh37vlbkgamymns.py
# Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, prims.prepare_softmax_online]
# Source node to ATen node mapping:
#   out_11 => any_1, eq, logical_not, view_107
# Graph fragment:
#   %sum_1 : Tensor "f32[64, 1, 17][17, 17, 1]cuda:0" = PlaceHolder[target=sum_1]
#   %view_107 : Tensor "f32[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_1, [8, 8, 1, 17]), kwargs = {})
#   %eq : Tensor "b8[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%view_107, -inf), kwargs = {})
#   %logical_not : Tensor "b8[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq,), kwargs = {})
#   %any_1 : Tensor "b8[8, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %prepare_softmax_online_default_1 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_107, -1), kwargs = {})
#   return %any_1,%getitem_272,%getitem_273
triton_per_fused__safe_softmax_prepare_softmax_online_view_26 = async_compile.triton('triton_per_fused__safe_softmax_prepare_softmax_online_view_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i1', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_prepare_softmax_online_view_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1152, 'r0_': 4352}}
)
@triton.jit
def triton_per_fused__safe_softmax_prepare_softmax_online_view_26(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/3z/c3zt4eq6yrxg2kmz4og5nelmjsclvlkpxjkj7ypo7jkkpb7k4636.py
# Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   out_11 => clone_5, convert_element_type_59, convert_element_type_61, div, expand_1, full_default, logical_not_1, mul_56, permute_14, sum_3, unsqueeze_11, unsqueeze_14, unsqueeze_15, view_104, view_107, view_108, view_109, view_110, where
# Graph fragment:
#   %any_1 : Tensor "b8[8, 8, 1, 1][8, 1, 64, 64]cuda:0" = PlaceHolder[target=any_1]
#   %sum_1 : Tensor "f32[64, 1, 17][17, 17, 1]cuda:0" = PlaceHolder[target=sum_1]
#   %getitem_272 : Tensor "f32[8, 8, 1, 1][8, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_272]
#   %getitem_273 : Tensor "f32[8, 8, 1, 1][8, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_273]
#   %buf56 : Tensor "bf16[8, 1, 512][8704, 512, 512, 1]cuda:0" = PlaceHolder[target=buf56]
#   %sum_3 : Tensor "f32[64, 1, 512][512, 512, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %view_107 : Tensor "f32[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_1, [8, 8, 1, 17]), kwargs = {})
#   %logical_not_1 : Tensor "b8[8, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default : Tensor "f32[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8, 8, 1, 17], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sub_tensor_1 : Tensor "f32[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_107, %getitem_272), kwargs = {})
#   %exp_default_1 : Tensor "f32[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div : Tensor "f32[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_273), kwargs = {})
#   %where : Tensor "f32[8, 8, 1, 17][136, 17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default, %div), kwargs = {})
#   %view_108 : Tensor "f32[64, 1, 17][17, 17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_4, [64, 1, 17]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[64, 1, 17, 1][17, 17, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_108, -1), kwargs = {})
#   %permute_14 : Tensor "bf16[8, 1, 17, 512][8704, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg26_1, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_59 : Tensor "f32[8, 1, 17, 512][8704, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_14, torch.float32), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[8, 1, 1, 17, 512][8704, 512, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_59, 2), kwargs = {})
#   %expand_1 : Tensor "f32[8, 1, 8, 17, 512][8704, 512, 0, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_11, [8, 1, 8, 17, 512]), kwargs = {})
#   %clone_5 : Tensor "f32[8, 1, 8, 17, 512][69632, 69632, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view_104 : Tensor "f32[8, 8, 17, 512][69632, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [8, 8, 17, 512]), kwargs = {})
#   %view_109 : Tensor "f32[64, 17, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_5, [64, 17, 512]), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[64, 1, 17, 512][8704, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_109, 1), kwargs = {})
#   %mul_56 : Tensor "f32[64, 1, 17, 512][8704, 8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_14, %unsqueeze_15), kwargs = {})
#   %sum_3 : Tensor "f32[64, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_56, [2]), kwargs = {})
#   %view_110 : Tensor "f32[8, 8, 1, 512][4096, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [8, 8, 1, 512]), kwargs = {})
#   %convert_element_type_61 : Tensor "bf16[8, 8, 1, 512][4096, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_110, torch.bfloat16), kwargs = {})
#   return %sum_3,%convert_element_type_61
triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_27 = async_compile.triton('triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 131072, 'r0_': 4352}}
)
@triton.jit
def triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_27(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32768
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
    tmp10 = tl.load(in_ptr4 + (x0 + 512*r0_2 + 8704*(x1 // 8)), r0_mask, other=0.0).to(tl.float32)
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


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/wp/cwpv2sujzffrhuxsyyzvkkznrg4oanyafbd3jnootbz7hc3flsjv.py
# Topologically Sorted Source Nodes: [out_11, attn_output_1, output_parallel_5], Original ATen: [aten.view, aten._to_copy, aten.t, aten.mm]
# Source node to ATen node mapping:
#   attn_output_1 => view_111
#   out_11 => convert_element_type_61, view_110
#   output_parallel_5 => mm_7, permute_16
# Graph fragment:
#   %convert_element_type_61 : Tensor "bf16[8, 8, 1, 512][4096, 512, 512, 1]cuda:0" = PlaceHolder[target=convert_element_type_61]
#   %arg27_1 : Tensor "bf16[1536, 4096][4096, 1]cuda:0" = PlaceHolder[target=arg27_1]
#   %view_110 : Tensor "f32[8, 8, 1, 512][4096, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [8, 8, 1, 512]), kwargs = {})
#   %convert_element_type_61 : Tensor "bf16[8, 8, 1, 512][4096, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_110, torch.bfloat16), kwargs = {})
#   %view_111 : Tensor "bf16[8, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_61, [8, -1]), kwargs = {})
#   %permute_16 : Tensor "bf16[4096, 1536][1, 4096]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg27_1, [1, 0]), kwargs = {})
#   %mm_7 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_111, %permute_16), kwargs = {})
#   return %mm_7
triton_tem_fused__to_copy_mm_t_view_28 = async_compile.triton('triton_tem_fused__to_copy_mm_t_view_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_t_view_28', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_t_view_28(arg_A, arg_B, out_ptr0):
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
    N = 1536
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
        xindex = idx_n + 1536*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 4096*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1536*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/ys/cysv35rbuyhirz3whywz6m7tzqqmoidd5wiae7u2rvjcywojqoaq.py
# Topologically Sorted Source Nodes: [output_2, gate_1, pli_1, gated_per_layer_1], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
# Source node to ATen node mapping:
#   gate_1 => add_35, add_36, convert_element_type_80, convert_element_type_81, mul_70, mul_71, mul_72, mul_73, mul_74, mul_75, tanh_3
#   gated_per_layer_1 => mul_76
#   output_2 => mm_10, permute_19
#   pli_1 => select_5
# Graph fragment:
#   %add_34 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=add_34]
#   %arg33_1 : Tensor "bf16[256, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg33_1]
#   %mm_10 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %arg1_1 : Tensor "bf16[8, 4, 256][1024, 256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %permute_19 : Tensor "bf16[1536, 256][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg33_1, [1, 0]), kwargs = {})
#   %mm_10 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%add_34, %permute_19), kwargs = {})
#   %convert_element_type_80 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_10, torch.float32), kwargs = {})
#   %mul_74 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_80, 0.5), kwargs = {})
#   %mul_70 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_80, %convert_element_type_80), kwargs = {})
#   %mul_71 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_70, %convert_element_type_80), kwargs = {})
#   %mul_72 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_71, 0.044715), kwargs = {})
#   %add_35 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_80, %mul_72), kwargs = {})
#   %mul_73 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_35, 0.7978845608028654), kwargs = {})
#   %tanh_3 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_73,), kwargs = {})
#   %add_36 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_3, 1), kwargs = {})
#   %mul_75 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_74, %add_36), kwargs = {})
#   %convert_element_type_81 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_75, torch.bfloat16), kwargs = {})
#   %select_5 : Tensor "bf16[8, 256][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 1), kwargs = {})
#   %mul_76 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_81, %select_5), kwargs = {})
#   return %mm_10,%mul_76
triton_tem_fused_gelu_mm_mul_select_t_29 = async_compile.triton('triton_tem_fused_gelu_mm_mul_select_t_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_select_t_29', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_select_t_29(arg_A, arg_B, in_ptr2, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 256
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 256*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 256*idx_m
    tmp15 = tl.load(in_ptr2 + (tl.broadcast_to(256 + idx_n + 1024*idx_m, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp0 = acc.to(tl.float32)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp0 * tmp0
    tmp4 = tmp3 * tmp0
    tmp5 = tl.full([1], 0.044715, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.tanh(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2 * tmp12
    tmp14 = tmp13.to(tl.float32)
    tmp16 = tmp14 * tmp15
    tl.store(out_ptr1 + (tl.broadcast_to(idx_n + 256*idx_m, [BLOCK_M, BLOCK_N])), tmp16, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/jk/cjkrw4sggiradpgx6zssoowaaumvvx3mv54b4xipscyn2v3ijfwx.py
# Topologically Sorted Source Nodes: [split_2, cos_sin_2, chunk_6, qh_2, xf_6, pow_26, mean_17, add_33, pow_27, out_12, float_16, add_34, out_13, type_as_8, flatten_10, copy__6, mul_56, mul_57, unsqueeze_10, cos_7, unsqueeze_11, sin_7, o1_4, mul_58, mul_59, o2_4], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
# Source node to ATen node mapping:
#   add_33 => add_41
#   add_34 => add_42
#   chunk_6 => split_14
#   copy__6 => copy_10
#   cos_7 => convert_element_type_94
#   cos_sin_2 => index_2
#   flatten_10 => view_113
#   float_16 => convert_element_type_92
#   mean_17 => mean_17
#   mul_56 => mul_84, split_16, split_with_sizes_57, view_117
#   mul_57 => mul_85, split_17, split_with_sizes_58, view_118
#   mul_58 => mul_86
#   mul_59 => mul_87
#   o1_4 => sub_5
#   o2_4 => add_43
#   out_12 => mul_82
#   out_13 => mul_83
#   pow_26 => pow_26
#   pow_27 => pow_27
#   qh_2 => view_112
#   sin_7 => convert_element_type_95
#   split_2 => split_with_sizes_52
#   type_as_8 => convert_element_type_93
#   unsqueeze_10 => unsqueeze_16
#   unsqueeze_11 => unsqueeze_17
#   xf_6 => convert_element_type_91
# Graph fragment:
#   %mm_12 : Tensor "bf16[8, 2560][2560, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %buf76 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf76]
#   %arg39_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=arg39_1]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg7_1 : Tensor "f32[131072, 256][256, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %split_with_sizes_52 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm_12, [2048, 256, 256], -1), kwargs = {})
#   %index_2 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg7_1, [%arg0_1]), kwargs = {})
#   %split_14 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index_2, 128, -1), kwargs = {})
#   %view_112 : Tensor "bf16[8, 8, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_193, [8, 8, 256]), kwargs = {})
#   %convert_element_type_91 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_112, torch.float32), kwargs = {})
#   %pow_26 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_91, 2), kwargs = {})
#   %mean_17 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_26, [-1], True), kwargs = {})
#   %add_41 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_17, 1e-06), kwargs = {})
#   %pow_27 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_41, -0.5), kwargs = {})
#   %mul_82 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_91, %pow_27), kwargs = {})
#   %convert_element_type_92 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg39_1, torch.float32), kwargs = {})
#   %add_42 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_92, 0.0), kwargs = {})
#   %mul_83 : Tensor "f32[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_82, %add_42), kwargs = {})
#   %convert_element_type_93 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_83, torch.bfloat16), kwargs = {})
#   %view_113 : Tensor "bf16[8, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_93, [8, 2048]), kwargs = {})
#   %copy_10 : Tensor "bf16[8, 2048][2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_193, %view_113), kwargs = {})
#   %slice_scatter_default_6 : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm_12, %copy_10, 1, 0, 2048), kwargs = {})
#   %split_with_sizes_57 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_6, [2048, 256, 256], -1), kwargs = {})
#   %view_117 : Tensor "bf16[8, 8, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_212, [8, -1, 256]), kwargs = {})
#   %split_16 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_117, 128, -1), kwargs = {})
#   %split_with_sizes_58 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_6, [2048, 256, 256], -1), kwargs = {})
#   %view_118 : Tensor "bf16[8, 8, 256][2560, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_217, [8, -1, 256]), kwargs = {})
#   %split_17 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_118, 128, -1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_202, -2), kwargs = {})
#   %convert_element_type_94 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_16, torch.bfloat16), kwargs = {})
#   %mul_84 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_215, %convert_element_type_94), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[8, 1, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_203, -2), kwargs = {})
#   %convert_element_type_95 : Tensor "bf16[8, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_17, torch.bfloat16), kwargs = {})
#   %mul_85 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_221, %convert_element_type_95), kwargs = {})
#   %sub_5 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_84, %mul_85), kwargs = {})
#   %mul_86 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_221, %convert_element_type_94), kwargs = {})
#   %mul_87 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_215, %convert_element_type_95), kwargs = {})
#   %add_43 : Tensor "bf16[8, 8, 128][1024, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_86, %mul_87), kwargs = {})
#   return %sub_5,%add_43
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_30 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_30', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 115200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_30(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 8)
    x2 = xindex // 1024
    x3 = xindex // 128
    tmp21 = tl.load(in_ptr0 + (x0 + 256*x1 + 2560*x2), None).to(tl.float32)
    tmp23 = tl.load(in_ptr3 + (x2), None, eviction_policy='evict_last')
    tmp52 = tl.load(in_ptr0 + (128 + x0 + 256*x1 + 2560*x2), None).to(tl.float32)
    tmp0 = x0 + 256*x1
    tmp1 = tl.full([1], 2048, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 256*x1 + 2560*x2), tmp2, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x3), tmp2, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1], 256.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = libdevice.pow(tmp9, tmp10)
    tmp12 = tmp4 * tmp11
    tmp13 = tl.load(in_ptr2 + (x0), tmp2, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tl.full([1], 0.0, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tmp12 * tmp16
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp22 = tl.where(tmp2, tmp20, tmp21)
    tmp24 = tl.full([XBLOCK], 131072, tl.int32)
    tmp25 = tmp23 + tmp24
    tmp26 = tmp23 < 0
    tmp27 = tl.where(tmp26, tmp25, tmp23)
    tl.device_assert((0 <= tmp27) & (tmp27 < 131072), "index out of bounds: 0 <= tmp27 < 131072")
    tmp29 = tl.load(in_ptr4 + (x0 + 256*tmp27), None)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tmp22 * tmp30
    tmp32 = 128 + x0 + 256*x1
    tmp33 = tmp32 < tmp1
    tmp34 = tl.load(in_ptr0 + (128 + x0 + 256*x1 + 256*((128 + x0) // 256) + 2560*x2), tmp33, other=0.0).to(tl.float32)
    tmp35 = tmp34.to(tl.float32)
    tmp36 = tl.load(in_ptr1 + (x3 + ((128 + x0) // 256)), tmp33, eviction_policy='evict_last', other=0.0)
    tmp37 = tl.full([1], 256.0, tl.float32)
    tmp38 = (tmp36 / tmp37)
    tmp39 = tl.full([1], 1e-06, tl.float32)
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1], -0.5, tl.float32)
    tmp42 = libdevice.pow(tmp40, tmp41)
    tmp43 = tmp35 * tmp42
    tmp44 = tl.load(in_ptr2 + (128 + x0), tmp33, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tl.full([1], 0.0, tl.float32)
    tmp47 = tmp45 + tmp46
    tmp48 = tmp43 * tmp47
    tmp49 = tmp48.to(tl.float32)
    tmp50 = tl.full(tmp49.shape, 0.0, tmp49.dtype)
    tmp51 = tl.where(tmp33, tmp49, tmp50)
    tmp53 = tl.where(tmp33, tmp51, tmp52)
    tmp54 = tl.load(in_ptr4 + (128 + x0 + 256*tmp27), None)
    tmp55 = tmp54.to(tl.float32)
    tmp56 = tmp53 * tmp55
    tmp57 = tmp31 - tmp56
    tmp58 = tmp53 * tmp30
    tmp59 = tmp22 * tmp55
    tmp60 = tmp58 + tmp59
    tl.store(out_ptr0 + (x0 + 256*x3), tmp57, None)
    tl.store(out_ptr1 + (x0 + 256*x3), tmp60, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/o2/co24zg2bewprrfwt4yjkzppoecgg6oa2dfhg4baxrkz5kgdrqijj.py
# Topologically Sorted Source Nodes: [x_29, pow_28, variance_9, add_37, rsqrt_9, x_30, mul_65, to_37, x_33, pow_29, variance_10, add_39, rsqrt_10, x_34, mul_67, x_35, output_parallel_10], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   add_37 => add_45
#   add_39 => add_47
#   mul_65 => mul_93
#   mul_67 => mul_95
#   output_parallel_10 => mm_14, permute_27
#   pow_28 => pow_28
#   pow_29 => pow_29
#   rsqrt_10 => rsqrt_10
#   rsqrt_9 => rsqrt_9
#   to_37 => convert_element_type_103
#   variance_10 => mean_19
#   variance_9 => mean_18
#   x_29 => convert_element_type_100
#   x_30 => mul_92
#   x_33 => add_46
#   x_34 => mul_94
#   x_35 => convert_element_type_105
# Graph fragment:
#   %convert_element_type_105 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=convert_element_type_105]
#   %arg43_1 : Tensor "bf16[24576, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg43_1]
#   %convert_element_type_100 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_13, torch.float32), kwargs = {})
#   %pow_28 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_100, 2), kwargs = {})
#   %mean_18 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_28, [-1], True), kwargs = {})
#   %add_45 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_18, 1e-06), kwargs = {})
#   %rsqrt_9 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_45,), kwargs = {})
#   %mul_92 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_100, %rsqrt_9), kwargs = {})
#   %mul_93 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_92, %arg41_1), kwargs = {})
#   %convert_element_type_103 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_79, torch.float32), kwargs = {})
#   %add_46 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_93, %convert_element_type_103), kwargs = {})
#   %pow_29 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_46, 2), kwargs = {})
#   %mean_19 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_29, [-1], True), kwargs = {})
#   %add_47 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_19, 1e-06), kwargs = {})
#   %rsqrt_10 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_47,), kwargs = {})
#   %mul_94 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_46, %rsqrt_10), kwargs = {})
#   %mul_95 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_94, %arg42_1), kwargs = {})
#   %convert_element_type_105 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_95, torch.bfloat16), kwargs = {})
#   %permute_27 : Tensor "bf16[1536, 24576][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg43_1, [1, 0]), kwargs = {})
#   %mm_14 : Tensor "bf16[8, 24576][24576, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_105, %permute_27), kwargs = {})
#   return %mm_14
triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_31 = async_compile.triton('triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_31', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_31(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 24576
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 24576*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 24576*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/wf/cwf7ldauh5iee2t3sn4be5tfhyxairooql7czfkvfag64ej6yymm.py
# Topologically Sorted Source Nodes: [getitem_51, gelu_4, getitem_52, result_4], Original ATen: [aten.slice, aten.gelu, aten.mul]
# Source node to ATen node mapping:
#   gelu_4 => add_48, add_49, convert_element_type_108, convert_element_type_109, mul_100, mul_101, mul_96, mul_97, mul_98, mul_99, tanh_4
#   getitem_51 => slice_18
#   getitem_52 => slice_19
#   result_4 => mul_102
# Graph fragment:
#   %mm_14 : Tensor "bf16[8, 24576][24576, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %slice_18 : Tensor "bf16[8, 12288][24576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_14, 1, 0, 12288), kwargs = {})
#   %convert_element_type_108 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%slice_18, torch.float32), kwargs = {})
#   %mul_100 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_108, 0.5), kwargs = {})
#   %mul_96 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_108, %convert_element_type_108), kwargs = {})
#   %mul_97 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %convert_element_type_108), kwargs = {})
#   %mul_98 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_97, 0.044715), kwargs = {})
#   %add_48 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_108, %mul_98), kwargs = {})
#   %mul_99 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_48, 0.7978845608028654), kwargs = {})
#   %tanh_4 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_99,), kwargs = {})
#   %add_49 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_4, 1), kwargs = {})
#   %mul_101 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_100, %add_49), kwargs = {})
#   %convert_element_type_109 : Tensor "bf16[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_101, torch.bfloat16), kwargs = {})
#   %slice_19 : Tensor "bf16[8, 12288][24576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_14, 1, 12288, 9223372036854775807), kwargs = {})
#   %mul_102 : Tensor "bf16[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_109, %slice_19), kwargs = {})
#   return %mul_102
triton_poi_fused_gelu_mul_slice_32 = async_compile.triton('triton_poi_fused_gelu_mul_slice_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_mul_slice_32', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_mul_slice_32(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 98304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 12288)
    x1 = xindex // 12288
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 24576*x1), None).to(tl.float32)
    tmp16 = tl.load(in_ptr0 + (12288 + x0 + 24576*x1), None).to(tl.float32)
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
    tl.store(out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/2f/c2fxgn7vg2ag4bgzyfv77u57e6e6en76la3etbrq55itu6pqzn4m.py
# Topologically Sorted Source Nodes: [getitem_51, gelu_4, getitem_52, result_4, output_parallel_11], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   gelu_4 => add_48, add_49, convert_element_type_108, convert_element_type_109, mul_100, mul_101, mul_96, mul_97, mul_98, mul_99, tanh_4
#   getitem_51 => slice_18
#   getitem_52 => slice_19
#   output_parallel_11 => mm_15, permute_28
#   result_4 => mul_102
# Graph fragment:
#   %mul_102 : Tensor "bf16[8, 12288][12288, 1]cuda:0" = PlaceHolder[target=mul_102]
#   %arg44_1 : Tensor "bf16[1536, 12288][12288, 1]cuda:0" = PlaceHolder[target=arg44_1]
#   %slice_18 : Tensor "bf16[8, 12288][24576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_14, 1, 0, 12288), kwargs = {})
#   %convert_element_type_108 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%slice_18, torch.float32), kwargs = {})
#   %mul_100 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_108, 0.5), kwargs = {})
#   %mul_96 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_108, %convert_element_type_108), kwargs = {})
#   %mul_97 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %convert_element_type_108), kwargs = {})
#   %mul_98 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_97, 0.044715), kwargs = {})
#   %add_48 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_108, %mul_98), kwargs = {})
#   %mul_99 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_48, 0.7978845608028654), kwargs = {})
#   %tanh_4 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_99,), kwargs = {})
#   %add_49 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_4, 1), kwargs = {})
#   %mul_101 : Tensor "f32[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_100, %add_49), kwargs = {})
#   %convert_element_type_109 : Tensor "bf16[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_101, torch.bfloat16), kwargs = {})
#   %slice_19 : Tensor "bf16[8, 12288][24576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_14, 1, 12288, 9223372036854775807), kwargs = {})
#   %mul_102 : Tensor "bf16[8, 12288][12288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_109, %slice_19), kwargs = {})
#   %permute_28 : Tensor "bf16[12288, 1536][1, 12288]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg44_1, [1, 0]), kwargs = {})
#   %mm_15 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%mul_102, %permute_28), kwargs = {})
#   return %mm_15
triton_tem_fused_gelu_mm_mul_slice_t_33 = async_compile.triton('triton_tem_fused_gelu_mm_mul_slice_t_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_slice_t_33', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_slice_t_33(arg_A, arg_B, out_ptr0):
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
    N = 1536
    K = 12288
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 12288
    stride_ak = 1
    stride_bk = 1
    stride_bn = 12288

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
        xindex = idx_n + 12288*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1536*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 12288*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1536*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/m4/cm4ka4akdzu63lzwkaqt7nqdrwdgvjrzfargohxpo6yfzsyfj3yn.py
# Topologically Sorted Source Nodes: [output_4, gate_2, pli_2, gated_per_layer_2], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
# Source node to ATen node mapping:
#   gate_2 => add_52, add_53, convert_element_type_116, convert_element_type_117, mul_105, mul_106, mul_107, mul_108, mul_109, mul_110, tanh_5
#   gated_per_layer_2 => mul_111
#   output_4 => mm_16, permute_29
#   pli_2 => select_10
# Graph fragment:
#   %add_51 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=add_51]
#   %arg46_1 : Tensor "bf16[256, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg46_1]
#   %mm_16 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mm_16]
#   %arg1_1 : Tensor "bf16[8, 4, 256][1024, 256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %permute_29 : Tensor "bf16[1536, 256][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg46_1, [1, 0]), kwargs = {})
#   %mm_16 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%add_51, %permute_29), kwargs = {})
#   %convert_element_type_116 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_16, torch.float32), kwargs = {})
#   %mul_109 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_116, 0.5), kwargs = {})
#   %mul_105 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_116, %convert_element_type_116), kwargs = {})
#   %mul_106 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_105, %convert_element_type_116), kwargs = {})
#   %mul_107 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_106, 0.044715), kwargs = {})
#   %add_52 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_116, %mul_107), kwargs = {})
#   %mul_108 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_52, 0.7978845608028654), kwargs = {})
#   %tanh_5 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_108,), kwargs = {})
#   %add_53 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_5, 1), kwargs = {})
#   %mul_110 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_109, %add_53), kwargs = {})
#   %convert_element_type_117 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_110, torch.bfloat16), kwargs = {})
#   %select_10 : Tensor "bf16[8, 256][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 2), kwargs = {})
#   %mul_111 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_117, %select_10), kwargs = {})
#   return %mm_16,%mul_111
triton_tem_fused_gelu_mm_mul_select_t_34 = async_compile.triton('triton_tem_fused_gelu_mm_mul_select_t_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_select_t_34', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_select_t_34(arg_A, arg_B, in_ptr2, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 256
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 256*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 256*idx_m
    tmp15 = tl.load(in_ptr2 + (tl.broadcast_to(512 + idx_n + 1024*idx_m, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp0 = acc.to(tl.float32)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp0 * tmp0
    tmp4 = tmp3 * tmp0
    tmp5 = tl.full([1], 0.044715, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.tanh(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2 * tmp12
    tmp14 = tmp13.to(tl.float32)
    tmp16 = tmp14 * tmp15
    tl.store(out_ptr1 + (tl.broadcast_to(idx_n + 256*idx_m, [BLOCK_M, BLOCK_N])), tmp16, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/xh/cxh7athw2tn5gkpwvp6gt5pwxcjcojdh7d5edf4vnisxslr4ofpy.py
# Topologically Sorted Source Nodes: [split_3, cos_sin_3, chunk_9, qh_3, xf_7, pow_34, mean_23, add_46, pow_35, out_15, float_20, add_47, out_16, type_as_10, flatten_12, copy__7, mul_79, mul_80, unsqueeze_15, cos_10, unsqueeze_16, sin_10, o1_6, mul_81, mul_82, o2_6], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
# Source node to ATen node mapping:
#   add_46 => add_58
#   add_47 => add_59
#   chunk_9 => split_19
#   copy__7 => copy_11
#   cos_10 => convert_element_type_130
#   cos_sin_3 => index_3
#   flatten_12 => view_127
#   float_20 => convert_element_type_128
#   mean_23 => mean_23
#   mul_79 => mul_119, split_21, split_with_sizes_65, view_131
#   mul_80 => mul_120, split_22, split_with_sizes_66, view_132
#   mul_81 => mul_121
#   mul_82 => mul_122
#   o1_6 => sub_7
#   o2_6 => add_60
#   out_15 => mul_117
#   out_16 => mul_118
#   pow_34 => pow_34
#   pow_35 => pow_35
#   qh_3 => view_126
#   sin_10 => convert_element_type_131
#   split_3 => split_with_sizes_60
#   type_as_10 => convert_element_type_129
#   unsqueeze_15 => unsqueeze_21
#   unsqueeze_16 => unsqueeze_22
#   xf_7 => convert_element_type_127
# Graph fragment:
#   %mm_18 : Tensor "bf16[8, 5120][5120, 1]cuda:0" = PlaceHolder[target=mm_18]
#   %buf102 : Tensor "f32[8, 8, 1][8, 1, 64]cuda:0" = PlaceHolder[target=buf102]
#   %arg52_1 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=arg52_1]
#   %arg0_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg24_1 : Tensor "f32[131072, 512][512, 1]cuda:0" = PlaceHolder[target=arg24_1]
#   %split_with_sizes_60 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%mm_18, [4096, 512, 512], -1), kwargs = {})
#   %index_3 : Tensor "f32[8, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg24_1, [%arg0_1]), kwargs = {})
#   %split_19 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%index_3, 256, -1), kwargs = {})
#   %view_126 : Tensor "bf16[8, 8, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_236, [8, 8, 512]), kwargs = {})
#   %convert_element_type_127 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_126, torch.float32), kwargs = {})
#   %pow_34 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_127, 2), kwargs = {})
#   %mean_23 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_34, [-1], True), kwargs = {})
#   %add_58 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_23, 1e-06), kwargs = {})
#   %pow_35 : Tensor "f32[8, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_58, -0.5), kwargs = {})
#   %mul_117 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_127, %pow_35), kwargs = {})
#   %convert_element_type_128 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg52_1, torch.float32), kwargs = {})
#   %add_59 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_128, 0.0), kwargs = {})
#   %mul_118 : Tensor "f32[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_117, %add_59), kwargs = {})
#   %convert_element_type_129 : Tensor "bf16[8, 8, 512][4096, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_118, torch.bfloat16), kwargs = {})
#   %view_127 : Tensor "bf16[8, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_129, [8, 4096]), kwargs = {})
#   %copy_11 : Tensor "bf16[8, 4096][5120, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%getitem_236, %view_127), kwargs = {})
#   %slice_scatter_default_7 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%mm_18, %copy_11, 1, 0, 4096), kwargs = {})
#   %split_with_sizes_65 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_7, [4096, 512, 512], -1), kwargs = {})
#   %view_131 : Tensor "bf16[8, 8, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_255, [8, -1, 512]), kwargs = {})
#   %split_21 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_131, 256, -1), kwargs = {})
#   %split_with_sizes_66 : [num_users=1] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%slice_scatter_default_7, [4096, 512, 512], -1), kwargs = {})
#   %view_132 : Tensor "bf16[8, 8, 512][5120, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_260, [8, -1, 512]), kwargs = {})
#   %split_22 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_132, 256, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_245, -2), kwargs = {})
#   %convert_element_type_130 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_21, torch.bfloat16), kwargs = {})
#   %mul_119 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_258, %convert_element_type_130), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[8, 1, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_246, -2), kwargs = {})
#   %convert_element_type_131 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_22, torch.bfloat16), kwargs = {})
#   %mul_120 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_264, %convert_element_type_131), kwargs = {})
#   %sub_7 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_119, %mul_120), kwargs = {})
#   %mul_121 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_264, %convert_element_type_130), kwargs = {})
#   %mul_122 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_258, %convert_element_type_131), kwargs = {})
#   %add_60 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_121, %mul_122), kwargs = {})
#   return %sub_7,%add_60
triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_35 = async_compile.triton('triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_35', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 230400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_35(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 8)
    x2 = xindex // 2048
    x3 = xindex // 256
    tmp21 = tl.load(in_ptr0 + (x0 + 512*x1 + 5120*x2), None).to(tl.float32)
    tmp23 = tl.load(in_ptr3 + (x2), None, eviction_policy='evict_last')
    tmp52 = tl.load(in_ptr0 + (256 + x0 + 512*x1 + 5120*x2), None).to(tl.float32)
    tmp0 = x0 + 512*x1
    tmp1 = tl.full([1], 4096, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 512*x1 + 5120*x2), tmp2, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x3), tmp2, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1], 512.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = libdevice.pow(tmp9, tmp10)
    tmp12 = tmp4 * tmp11
    tmp13 = tl.load(in_ptr2 + (x0), tmp2, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tl.full([1], 0.0, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tmp12 * tmp16
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp22 = tl.where(tmp2, tmp20, tmp21)
    tmp24 = tl.full([XBLOCK], 131072, tl.int32)
    tmp25 = tmp23 + tmp24
    tmp26 = tmp23 < 0
    tmp27 = tl.where(tmp26, tmp25, tmp23)
    tl.device_assert((0 <= tmp27) & (tmp27 < 131072), "index out of bounds: 0 <= tmp27 < 131072")
    tmp29 = tl.load(in_ptr4 + (x0 + 512*tmp27), None)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tmp22 * tmp30
    tmp32 = 256 + x0 + 512*x1
    tmp33 = tmp32 < tmp1
    tmp34 = tl.load(in_ptr0 + (256 + x0 + 512*x1 + 512*((256 + x0) // 512) + 5120*x2), tmp33, other=0.0).to(tl.float32)
    tmp35 = tmp34.to(tl.float32)
    tmp36 = tl.load(in_ptr1 + (x3 + ((256 + x0) // 512)), tmp33, eviction_policy='evict_last', other=0.0)
    tmp37 = tl.full([1], 512.0, tl.float32)
    tmp38 = (tmp36 / tmp37)
    tmp39 = tl.full([1], 1e-06, tl.float32)
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1], -0.5, tl.float32)
    tmp42 = libdevice.pow(tmp40, tmp41)
    tmp43 = tmp35 * tmp42
    tmp44 = tl.load(in_ptr2 + (256 + x0), tmp33, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tl.full([1], 0.0, tl.float32)
    tmp47 = tmp45 + tmp46
    tmp48 = tmp43 * tmp47
    tmp49 = tmp48.to(tl.float32)
    tmp50 = tl.full(tmp49.shape, 0.0, tmp49.dtype)
    tmp51 = tl.where(tmp33, tmp49, tmp50)
    tmp53 = tl.where(tmp33, tmp51, tmp52)
    tmp54 = tl.load(in_ptr4 + (256 + x0 + 512*tmp27), None)
    tmp55 = tmp54.to(tl.float32)
    tmp56 = tmp53 * tmp55
    tmp57 = tmp31 - tmp56
    tmp58 = tmp53 * tmp30
    tmp59 = tmp22 * tmp55
    tmp60 = tmp58 + tmp59
    tl.store(out_ptr0 + (x0 + 512*x3), tmp57, None)
    tl.store(out_ptr1 + (x0 + 512*x3), tmp60, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/xu/cxuf6bfwenlrnmibe2r4vt26x7gnziugpql37epyojki7vpt5ljp.py
# Topologically Sorted Source Nodes: [output_6, gate_3, pli_3, gated_per_layer_3], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
# Source node to ATen node mapping:
#   gate_3 => add_69, add_70, convert_element_type_157, convert_element_type_158, mul_144, mul_145, mul_146, mul_147, mul_148, mul_149, tanh_7
#   gated_per_layer_3 => mul_150
#   output_6 => mm_22, permute_40
#   pli_3 => select_11
# Graph fragment:
#   %add_68 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=add_68]
#   %arg59_1 : Tensor "bf16[256, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg59_1]
#   %mm_22 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mm_22]
#   %arg1_1 : Tensor "bf16[8, 4, 256][1024, 256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %permute_40 : Tensor "bf16[1536, 256][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg59_1, [1, 0]), kwargs = {})
#   %mm_22 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%add_68, %permute_40), kwargs = {})
#   %convert_element_type_157 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_22, torch.float32), kwargs = {})
#   %mul_148 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_157, 0.5), kwargs = {})
#   %mul_144 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_157, %convert_element_type_157), kwargs = {})
#   %mul_145 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, %convert_element_type_157), kwargs = {})
#   %mul_146 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_145, 0.044715), kwargs = {})
#   %add_69 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_157, %mul_146), kwargs = {})
#   %mul_147 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_69, 0.7978845608028654), kwargs = {})
#   %tanh_7 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_147,), kwargs = {})
#   %add_70 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_7, 1), kwargs = {})
#   %mul_149 : Tensor "f32[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_148, %add_70), kwargs = {})
#   %convert_element_type_158 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_149, torch.bfloat16), kwargs = {})
#   %select_11 : Tensor "bf16[8, 256][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 3), kwargs = {})
#   %mul_150 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_158, %select_11), kwargs = {})
#   return %mm_22,%mul_150
triton_tem_fused_gelu_mm_mul_select_t_36 = async_compile.triton('triton_tem_fused_gelu_mm_mul_select_t_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_select_t_36', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_select_t_36(arg_A, arg_B, in_ptr2, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 8
    N = 256
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 256*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 256*idx_m
    tmp15 = tl.load(in_ptr2 + (tl.broadcast_to(768 + idx_n + 1024*idx_m, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp0 = acc.to(tl.float32)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp0 * tmp0
    tmp4 = tmp3 * tmp0
    tmp5 = tl.full([1], 0.044715, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.tanh(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2 * tmp12
    tmp14 = tmp13.to(tl.float32)
    tmp16 = tmp14 * tmp15
    tl.store(out_ptr1 + (tl.broadcast_to(idx_n + 256*idx_m, [BLOCK_M, BLOCK_N])), tmp16, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0r0rjfx8/5d/c5dsrjv6bmqkrf4olcrtmgxqghj5h3rip2zsj5ewhjcdazx4mloa.py
# Topologically Sorted Source Nodes: [float_21, pow_39, mean_27, mean_squared_3, pow_40, normed_output_6, float_22, add_56, normed_output_7, result_7, hidden_states_10, hidden_states_11, x_52, pow_41, variance_16, add_58, rsqrt_16, x_53, mul_99, x_54], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.rsqrt]
# Source node to ATen node mapping:
#   add_56 => add_72
#   add_58 => add_74
#   float_21 => convert_element_type_161
#   float_22 => convert_element_type_162
#   hidden_states_10 => add_73
#   hidden_states_11 => mul_153
#   mean_27 => mean_27
#   mean_squared_3 => add_71
#   mul_99 => mul_155
#   normed_output_6 => mul_151
#   normed_output_7 => mul_152
#   pow_39 => pow_39
#   pow_40 => pow_40
#   pow_41 => pow_41
#   result_7 => convert_element_type_163
#   rsqrt_16 => rsqrt_16
#   variance_16 => mean_28
#   x_52 => convert_element_type_164
#   x_53 => mul_154
#   x_54 => convert_element_type_165
# Graph fragment:
#   %mm_23 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=mm_23]
#   %add_68 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=add_68]
#   %buf124 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf124]
#   %arg61_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg61_1]
#   %arg62_1 : Tensor "bf16[1][1]cuda:0" = PlaceHolder[target=arg62_1]
#   %convert_element_type_164 : Tensor "f32[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=convert_element_type_164]
#   %buf126 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf126]
#   %arg63_1 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=arg63_1]
#   %convert_element_type_161 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_23, torch.float32), kwargs = {})
#   %pow_39 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_161, 2), kwargs = {})
#   %mean_27 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_39, [-1], True), kwargs = {})
#   %add_71 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_27, 1e-06), kwargs = {})
#   %pow_40 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_71, -0.5), kwargs = {})
#   %mul_151 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_161, %pow_40), kwargs = {})
#   %convert_element_type_162 : Tensor "f32[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg61_1, torch.float32), kwargs = {})
#   %add_72 : Tensor "f32[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_162, 0.0), kwargs = {})
#   %mul_152 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_151, %add_72), kwargs = {})
#   %convert_element_type_163 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_152, torch.bfloat16), kwargs = {})
#   %add_73 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_68, %convert_element_type_163), kwargs = {})
#   %mul_153 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_73, %arg62_1), kwargs = {})
#   %convert_element_type_164 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_153, torch.float32), kwargs = {})
#   %pow_41 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_164, 2), kwargs = {})
#   %mean_28 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_41, [-1], True), kwargs = {})
#   %add_74 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_28, 1e-06), kwargs = {})
#   %rsqrt_16 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_74,), kwargs = {})
#   %mul_154 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_164, %rsqrt_16), kwargs = {})
#   %mul_155 : Tensor "f32[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_154, %arg63_1), kwargs = {})
#   %convert_element_type_165 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_155, torch.bfloat16), kwargs = {})
#   return %buf124,%convert_element_type_164,%buf126,%convert_element_type_165
triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_37 = async_compile.triton('triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr1': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_37', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 104448}}
)
@triton.jit
def triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_37(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 1536
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp23 = tl.load(in_ptr3 + (0)).to(tl.float32)
    tmp24 = tl.broadcast_to(tmp23, [1, 1])
    _tmp29 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp6 = tl.load(in_ptr1 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr0 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp16 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp8 = tmp7.to(tl.float32)
        tmp9 = tl.full([1, 1], 1536.0, tl.float32)
        tmp10 = (tmp4 / tmp9)
        tmp11 = tl.full([1, 1], 1e-06, tl.float32)
        tmp12 = tmp10 + tmp11
        tmp13 = tl.full([1, 1], -0.5, tl.float32)
        tmp14 = libdevice.pow(tmp12, tmp13)
        tmp15 = tmp8 * tmp14
        tmp17 = tmp16.to(tl.float32)
        tmp18 = tl.full([1, 1], 0.0, tl.float32)
        tmp19 = tmp17 + tmp18
        tmp20 = tmp15 * tmp19
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp6 + tmp21
        tmp25 = tmp22 * tmp24
        tmp26 = tmp25.to(tl.float32)
        tmp27 = tmp26 * tmp26
        tmp28 = tl.broadcast_to(tmp27, [XBLOCK, R0_BLOCK])
        tmp30 = _tmp29 + tmp28
        _tmp29 = tl.where(r0_mask & xmask, tmp30, _tmp29)
        tl.store(out_ptr1 + (r0_1 + 1536*x0), tmp26, r0_mask & xmask)
    tmp29 = tl.sum(_tmp29, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp31 = tl.load(out_ptr1 + (r0_1 + 1536*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp38 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp32 = tl.full([1, 1], 1536.0, tl.float32)
        tmp33 = (tmp29 / tmp32)
        tmp34 = tl.full([1, 1], 1e-06, tl.float32)
        tmp35 = tmp33 + tmp34
        tmp36 = libdevice.rsqrt(tmp35)
        tmp37 = tmp31 * tmp36
        tmp39 = tmp38.to(tl.float32)
        tmp40 = tmp37 * tmp39
        tmp41 = tmp40.to(tl.float32)
        tl.store(out_ptr3 + (r0_1 + 1536*x0), tmp41, r0_mask & xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1 = args
        args.clear()
        assert_size_stride(arg0_1, (8, ), (1, ))
        assert_size_stride(arg1_1, (8, 4, 256), (1024, 256, 1))
        assert_size_stride(arg2_1, (8, 1536), (1536, 1))
        assert_size_stride(arg3_1, (1536, ), (1, ))
        assert_size_stride(arg4_1, (2560, 1536), (1536, 1))
        assert_size_stride(arg5_1, (256, ), (1, ))
        assert_size_stride(arg6_1, (256, ), (1, ))
        assert_size_stride(arg7_1, (131072, 256), (256, 1))
        assert_size_stride(arg8_1, (8, 17, 1, 256), (4352, 256, 256, 1))
        assert_size_stride(arg9_1, (8, 17, 1, 256), (4352, 256, 256, 1))
        assert_size_stride(arg10_1, (1536, 2048), (2048, 1))
        assert_size_stride(arg11_1, (1536, ), (1, ))
        assert_size_stride(arg12_1, (1536, ), (1, ))
        assert_size_stride(arg13_1, (12288, 1536), (1536, 1))
        assert_size_stride(arg14_1, (1536, 6144), (6144, 1))
        assert_size_stride(arg15_1, (1536, ), (1, ))
        assert_size_stride(arg16_1, (256, 1536), (1536, 1))
        assert_size_stride(arg17_1, (1536, 256), (256, 1))
        assert_size_stride(arg18_1, (1536, ), (1, ))
        assert_size_stride(arg19_1, (1, ), (1, ))
        assert_size_stride(arg20_1, (1536, ), (1, ))
        assert_size_stride(arg21_1, (5120, 1536), (1536, 1))
        assert_size_stride(arg22_1, (512, ), (1, ))
        assert_size_stride(arg23_1, (512, ), (1, ))
        assert_size_stride(arg24_1, (131072, 512), (512, 1))
        assert_size_stride(arg25_1, (8, 17, 1, 512), (8704, 512, 512, 1))
        assert_size_stride(arg26_1, (8, 17, 1, 512), (8704, 512, 512, 1))
        assert_size_stride(arg27_1, (1536, 4096), (4096, 1))
        assert_size_stride(arg28_1, (1536, ), (1, ))
        assert_size_stride(arg29_1, (1536, ), (1, ))
        assert_size_stride(arg30_1, (12288, 1536), (1536, 1))
        assert_size_stride(arg31_1, (1536, 6144), (6144, 1))
        assert_size_stride(arg32_1, (1536, ), (1, ))
        assert_size_stride(arg33_1, (256, 1536), (1536, 1))
        assert_size_stride(arg34_1, (1536, 256), (256, 1))
        assert_size_stride(arg35_1, (1536, ), (1, ))
        assert_size_stride(arg36_1, (1, ), (1, ))
        assert_size_stride(arg37_1, (1536, ), (1, ))
        assert_size_stride(arg38_1, (2560, 1536), (1536, 1))
        assert_size_stride(arg39_1, (256, ), (1, ))
        assert_size_stride(arg40_1, (1536, 2048), (2048, 1))
        assert_size_stride(arg41_1, (1536, ), (1, ))
        assert_size_stride(arg42_1, (1536, ), (1, ))
        assert_size_stride(arg43_1, (24576, 1536), (1536, 1))
        assert_size_stride(arg44_1, (1536, 12288), (12288, 1))
        assert_size_stride(arg45_1, (1536, ), (1, ))
        assert_size_stride(arg46_1, (256, 1536), (1536, 1))
        assert_size_stride(arg47_1, (1536, 256), (256, 1))
        assert_size_stride(arg48_1, (1536, ), (1, ))
        assert_size_stride(arg49_1, (1, ), (1, ))
        assert_size_stride(arg50_1, (1536, ), (1, ))
        assert_size_stride(arg51_1, (5120, 1536), (1536, 1))
        assert_size_stride(arg52_1, (512, ), (1, ))
        assert_size_stride(arg53_1, (1536, 4096), (4096, 1))
        assert_size_stride(arg54_1, (1536, ), (1, ))
        assert_size_stride(arg55_1, (1536, ), (1, ))
        assert_size_stride(arg56_1, (24576, 1536), (1536, 1))
        assert_size_stride(arg57_1, (1536, 12288), (12288, 1))
        assert_size_stride(arg58_1, (1536, ), (1, ))
        assert_size_stride(arg59_1, (256, 1536), (1536, 1))
        assert_size_stride(arg60_1, (1536, 256), (256, 1))
        assert_size_stride(arg61_1, (1536, ), (1, ))
        assert_size_stride(arg62_1, (1, ), (1, ))
        assert_size_stride(arg63_1, (1536, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((8, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0.run(arg2_1, arg3_1, buf1, 8, 1536, stream=stream0)
            del arg3_1
            buf2 = empty_strided_cuda((8, 2560), (2560, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_1.run(buf1, arg4_1, buf2, 80, 1, 1, stream=stream0)
            del arg4_1
            buf3 = empty_strided_cuda((8, 8, 1), (8, 1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2.run(buf2, buf3, 64, 256, stream=stream0)
            buf5 = empty_strided_cuda((8, 1, 256), (256, 2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1, add_1, pow_3, out, float_2, add_2, out_1, type_as, flatten, copy_, xf_1, pow_4, mean_2, add_3, pow_5, out_2, float_4, add_4, out_3], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_3.run(buf2, buf3, arg5_1, arg6_1, buf5, 8, 256, stream=stream0)
            del arg6_1
            buf6 = empty_strided_cuda((8, 2560), (2560, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [split, qh, xf, pow_2, mean_1, add_1, pow_3, out, float_2, add_2, out_1, type_as, flatten, copy_, kh, type_as_1, flatten_1, copy__1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_4.run(buf5, buf2, buf3, arg5_1, buf6, 20480, stream=stream0)
            del arg5_1
            del buf2
            del buf5
            buf7 = empty_strided_cuda((8, 1, 1), (1, 8, 8), torch.float32)
            # Topologically Sorted Source Nodes: [xf_2, copy__2, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, setitem_1], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.select]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_5.run(buf6, buf7, arg9_1, 8, 256, stream=stream0)
            buf10 = empty_strided_cuda((8, 8, 256), (2048, 256, 1), torch.bfloat16)
            buf8 = reinterpret_tensor(buf10, (8, 8, 128), (2048, 256, 1), 0)  # alias
            buf9 = reinterpret_tensor(buf10, (8, 8, 128), (2048, 256, 1), 128)  # alias
            # Topologically Sorted Source Nodes: [xf_2, copy__2, cos_sin, chunk, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, mul_7, mul_8, unsqueeze, cos_1, unsqueeze_1, sin_1, o1, mul_9, mul_10, o2], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_6.run(buf6, buf7, arg0_1, arg7_1, buf8, buf9, 8192, stream=stream0)
            buf13 = empty_strided_cuda((8, 1, 256), (256, 256, 1), torch.bfloat16)
            buf11 = reinterpret_tensor(buf13, (8, 1, 128), (256, 256, 1), 0)  # alias
            buf12 = reinterpret_tensor(buf13, (8, 1, 128), (256, 256, 1), 128)  # alias
            # Topologically Sorted Source Nodes: [xf_2, copy__2, cos_sin, chunk, pow_6, mean_3, add_5, pow_7, out_4, type_as_2, flatten_2, mul_11, mul_12, unsqueeze_2, cos_2, unsqueeze_3, sin_2, o1_1, mul_13, mul_14, o2_1], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_7.run(buf6, buf7, arg0_1, arg7_1, buf11, buf12, 1024, stream=stream0)
            del buf8
            del buf9
            # Topologically Sorted Source Nodes: [setitem], Original ATen: [aten.select, aten.copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy_select_8.run(buf13, arg8_1, 2048, stream=stream0)
            del buf11
            del buf12
            # Topologically Sorted Source Nodes: [unsqueeze_4, out_5], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf17 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf10, (8, 8, 1, 256), (2048, 256, 256, 1), 0), reinterpret_tensor(arg8_1, (8, 1, 17, 256), (4352, 256, 256, 1), 0), reinterpret_tensor(arg9_1, (8, 1, 17, 256), (4352, 256, 256, 1), 0), None, False, scale=1.0)
            del buf10
            buf18 = buf17[0]
            assert_size_stride(buf18, (8, 8, 1, 256), (2048, 256, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf17
            buf22 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_view_9.run(buf18, arg10_1, buf22, 48, 1, 1, stream=stream0)
            del arg10_1
            del buf18
            buf23 = reinterpret_tensor(buf7, (8, 1), (1, 8), 0); del buf7  # reuse
            buf25 = empty_strided_cuda((8, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10.run(buf22, arg11_1, arg2_1, arg12_1, buf23, buf25, 8, 1536, stream=stream0)
            del arg12_1
            buf26 = empty_strided_cuda((8, 12288), (12288, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9, output_parallel_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11.run(buf25, arg13_1, buf26, 384, 1, 1, stream=stream0)
            del arg13_1
            buf27 = empty_strided_cuda((8, 6144), (6144, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_16, gelu, getitem_17, result], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_12.run(buf26, buf27, 49152, stream=stream0)
            buf28 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [getitem_16, gelu, getitem_17, result, output_parallel_3], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(buf27, reinterpret_tensor(arg14_1, (6144, 1536), (1, 6144), 0), out=buf28)
            del arg14_1
            buf30 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, to_9, x_7, x_10, pow_10, variance_3, add_11, rsqrt_3, x_11, mul_21, x_12, residual, hidden_states], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_13.run(buf30, arg15_1, buf22, buf23, arg11_1, arg2_1, 8, 1536, stream=stream0)
            del arg11_1
            del arg15_1
            del arg2_1
            buf32 = reinterpret_tensor(buf13, (8, 256), (256, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [output, gate, pli, gated_per_layer], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_14.run(buf30, arg16_1, arg1_1, buf32, 8, 1, 1, stream=stream0)
            del arg16_1
            buf33 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [gate, pli, gated_per_layer, output_1], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_15.run(buf32, arg17_1, buf33, 48, 1, 1, stream=stream0)
            del arg17_1
            buf35 = buf30; del buf30  # reuse
            buf37 = empty_strided_cuda((8, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_6, pow_11, mean_7, mean_squared, pow_12, normed_output, float_7, add_14, normed_output_1, result_1, hidden_states_1, hidden_states_2, x_13, pow_13, variance_4, add_16, rsqrt_4, x_14, mul_27, x_15], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.rsqrt]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_16.run(buf35, buf33, arg18_1, arg19_1, arg20_1, buf37, 8, 1536, stream=stream0)
            del arg18_1
            del arg19_1
            del arg20_1
            buf38 = empty_strided_cuda((8, 5120), (5120, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_13, pow_13, variance_4, add_16, rsqrt_4, x_14, mul_27, x_15, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_17.run(buf37, arg21_1, buf38, 40, 1, 1, stream=stream0)
            del arg21_1
            buf39 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_14, mean_9], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mean_pow_split_with_sizes_view_18.run(buf38, buf39, 64, 512, stream=stream0)
            buf41 = empty_strided_cuda((8, 1, 512), (512, 4096, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_14, mean_9, add_17, pow_15, out_6, float_9, add_18, out_7, type_as_4, flatten_5, copy__3, xf_4, pow_16, mean_10, add_19, pow_17, out_8, float_11, add_20, out_9], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_19.run(buf38, buf39, arg22_1, arg23_1, buf41, 8, 512, stream=stream0)
            del arg23_1
            buf42 = empty_strided_cuda((8, 5120), (5120, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [split_1, qh_1, xf_3, pow_14, mean_9, add_17, pow_15, out_6, float_9, add_18, out_7, type_as_4, flatten_5, copy__3, kh_1, type_as_5, flatten_6, copy__4], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_mean_mul_pow_split_with_sizes_view_20.run(buf41, buf38, buf39, arg22_1, buf42, 40960, stream=stream0)
            del arg22_1
            del buf38
            del buf41
            buf43 = reinterpret_tensor(buf23, (8, 1, 1), (1, 8, 8), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [xf_5, copy__5, pow_18, mean_11, add_21, pow_19, out_10, type_as_6, flatten_7, setitem_3], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.select]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_copy_mean_mul_pow_select_split_with_sizes_view_21.run(buf42, buf43, arg26_1, 8, 512, stream=stream0)
            buf46 = empty_strided_cuda((8, 8, 512), (4096, 512, 1), torch.bfloat16)
            buf44 = reinterpret_tensor(buf46, (8, 8, 256), (4096, 512, 1), 0)  # alias
            buf45 = reinterpret_tensor(buf46, (8, 8, 256), (4096, 512, 1), 256)  # alias
            # Topologically Sorted Source Nodes: [xf_5, copy__5, cos_sin_1, chunk_3, pow_18, mean_11, add_21, pow_19, out_10, type_as_6, flatten_7, mul_33, mul_34, unsqueeze_5, cos_4, unsqueeze_6, sin_4, o1_2, mul_35, mul_36, o2_2], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_22.run(buf42, buf43, arg0_1, arg24_1, buf44, buf45, 16384, stream=stream0)
            buf49 = empty_strided_cuda((8, 1, 512), (512, 512, 1), torch.bfloat16)
            buf47 = reinterpret_tensor(buf49, (8, 1, 256), (512, 512, 1), 0)  # alias
            buf48 = reinterpret_tensor(buf49, (8, 1, 256), (512, 512, 1), 256)  # alias
            # Topologically Sorted Source Nodes: [xf_5, copy__5, cos_sin_1, chunk_3, pow_18, mean_11, add_21, pow_19, out_10, type_as_6, flatten_7, mul_37, mul_38, unsqueeze_7, cos_5, unsqueeze_8, sin_5, o1_3, mul_39, mul_40, o2_3], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_23.run(buf42, buf43, arg0_1, arg24_1, buf47, buf48, 2048, stream=stream0)
            del buf42
            del buf44
            del buf45
            # Topologically Sorted Source Nodes: [setitem_2], Original ATen: [aten.select, aten.copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy_select_24.run(buf49, arg25_1, 4096, stream=stream0)
            del buf47
            del buf48
            del buf49
            buf51 = empty_strided_cuda((64, 1, 17), (17, 17, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_9, out_11], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_25.run(buf46, arg25_1, buf51, 1088, 512, stream=stream0)
            buf52 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.bool)
            buf53 = reinterpret_tensor(buf39, (8, 8, 1, 1), (8, 1, 64, 64), 0); del buf39  # reuse
            buf54 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, prims.prepare_softmax_online]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_prepare_softmax_online_view_26.run(buf51, buf52, buf53, buf54, 64, 17, stream=stream0)
            buf58 = reinterpret_tensor(buf46, (8, 8, 1, 512), (4096, 512, 512, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_27.run(buf52, buf51, buf53, buf54, arg26_1, buf58, 32768, 17, stream=stream0)
            del buf51
            del buf52
            del buf53
            buf59 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [out_11, attn_output_1, output_parallel_5], Original ATen: [aten.view, aten._to_copy, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_view_28.run(buf58, arg27_1, buf59, 48, 1, 1, stream=stream0)
            del arg27_1
            del buf58
            buf60 = reinterpret_tensor(buf43, (8, 1), (1, 8), 0); del buf43  # reuse
            buf62 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [x_16, pow_20, variance_5, add_24, rsqrt_5, x_17, mul_42, to_23, x_20, pow_21, variance_6, add_26, rsqrt_6, x_21, mul_44, x_22], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10.run(buf59, arg28_1, buf35, arg29_1, buf60, buf62, 8, 1536, stream=stream0)
            del arg29_1
            buf63 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [x_16, pow_20, variance_5, add_24, rsqrt_5, x_17, mul_42, to_23, x_20, pow_21, variance_6, add_26, rsqrt_6, x_21, mul_44, x_22, output_parallel_6], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_11.run(buf62, arg30_1, buf63, 384, 1, 1, stream=stream0)
            del arg30_1
            buf64 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [getitem_32, gelu_2, getitem_33, result_2], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_12.run(buf63, buf64, 49152, stream=stream0)
            del buf63
            buf65 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [getitem_32, gelu_2, getitem_33, result_2, output_parallel_7], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(buf64, reinterpret_tensor(arg31_1, (6144, 1536), (1, 6144), 0), out=buf65)
            del arg31_1
            del buf64
            buf67 = buf65; del buf65  # reuse
            # Topologically Sorted Source Nodes: [x_16, pow_20, variance_5, add_24, rsqrt_5, x_17, mul_42, to_23, x_20, x_23, pow_22, variance_7, add_27, rsqrt_7, x_24, mul_47, x_25, residual_1, hidden_states_3], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_13.run(buf67, arg32_1, buf59, buf60, arg28_1, buf35, 8, 1536, stream=stream0)
            del arg28_1
            del arg32_1
            buf69 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [output_2, gate_1, pli_1, gated_per_layer_1], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_29.run(buf67, arg33_1, arg1_1, buf69, 8, 1, 1, stream=stream0)
            del arg33_1
            buf70 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [gate_1, pli_1, gated_per_layer_1, output_3], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_15.run(buf69, arg34_1, buf70, 48, 1, 1, stream=stream0)
            del arg34_1
            del buf69
            buf72 = buf67; del buf67  # reuse
            buf74 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [float_13, pow_23, mean_15, mean_squared_1, pow_24, normed_output_2, float_14, add_30, normed_output_3, result_3, hidden_states_4, hidden_states_5, x_26, pow_25, variance_8, add_32, rsqrt_8, x_27, mul_53, x_28], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.rsqrt]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_16.run(buf72, buf70, arg35_1, arg36_1, arg37_1, buf74, 8, 1536, stream=stream0)
            del arg35_1
            del arg36_1
            del arg37_1
            buf75 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [x_26, pow_25, variance_8, add_32, rsqrt_8, x_27, mul_53, x_28, output_parallel_8], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_1.run(buf74, arg38_1, buf75, 80, 1, 1, stream=stream0)
            del arg38_1
            buf76 = reinterpret_tensor(buf54, (8, 8, 1), (8, 1, 64), 0); del buf54  # reuse
            # Topologically Sorted Source Nodes: [split_2, qh_2, xf_6, pow_26, mean_17], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mean_pow_split_with_sizes_view_2.run(buf75, buf76, 64, 256, stream=stream0)
            buf79 = empty_strided_cuda((8, 8, 256), (2048, 256, 1), torch.bfloat16)
            buf77 = reinterpret_tensor(buf79, (8, 8, 128), (2048, 256, 1), 0)  # alias
            buf78 = reinterpret_tensor(buf79, (8, 8, 128), (2048, 256, 1), 128)  # alias
            # Topologically Sorted Source Nodes: [split_2, cos_sin_2, chunk_6, qh_2, xf_6, pow_26, mean_17, add_33, pow_27, out_12, float_16, add_34, out_13, type_as_8, flatten_10, copy__6, mul_56, mul_57, unsqueeze_10, cos_7, unsqueeze_11, sin_7, o1_4, mul_58, mul_59, o2_4], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_30.run(buf75, buf76, arg39_1, arg0_1, arg7_1, buf77, buf78, 8192, stream=stream0)
            del arg39_1
            del arg7_1
            del buf75
            del buf76
            del buf77
            del buf78
            # Topologically Sorted Source Nodes: [unsqueeze_14, out_14], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf80 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf79, (8, 8, 1, 256), (2048, 256, 256, 1), 0), reinterpret_tensor(arg8_1, (8, 1, 17, 256), (4352, 256, 256, 1), 0), reinterpret_tensor(arg9_1, (8, 1, 17, 256), (4352, 256, 256, 1), 0), None, False, scale=1.0)
            del arg8_1
            del arg9_1
            del buf79
            buf81 = buf80[0]
            assert_size_stride(buf81, (8, 8, 1, 256), (2048, 256, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf81, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf80
            buf85 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [attn_output_2, output_parallel_9], Original ATen: [aten.view, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_view_9.run(buf81, arg40_1, buf85, 48, 1, 1, stream=stream0)
            del arg40_1
            del buf81
            buf86 = buf60; del buf60  # reuse
            buf88 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [x_29, pow_28, variance_9, add_37, rsqrt_9, x_30, mul_65, to_37, x_33, pow_29, variance_10, add_39, rsqrt_10, x_34, mul_67, x_35], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10.run(buf85, arg41_1, buf72, arg42_1, buf86, buf88, 8, 1536, stream=stream0)
            del arg42_1
            buf89 = empty_strided_cuda((8, 24576), (24576, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_29, pow_28, variance_9, add_37, rsqrt_9, x_30, mul_65, to_37, x_33, pow_29, variance_10, add_39, rsqrt_10, x_34, mul_67, x_35, output_parallel_10], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_31.run(buf88, arg43_1, buf89, 384, 1, 1, stream=stream0)
            del arg43_1
            del buf88
            buf90 = empty_strided_cuda((8, 12288), (12288, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_51, gelu_4, getitem_52, result_4], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_32.run(buf89, buf90, 98304, stream=stream0)
            del buf89
            buf91 = empty_strided_cuda((8, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_51, gelu_4, getitem_52, result_4, output_parallel_11], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_slice_t_33.run(buf90, arg44_1, buf91, 48, 1, 1, stream=stream0)
            del arg44_1
            del buf90
            buf93 = buf91; del buf91  # reuse
            # Topologically Sorted Source Nodes: [x_29, pow_28, variance_9, add_37, rsqrt_9, x_30, mul_65, to_37, x_33, x_36, pow_30, variance_11, add_40, rsqrt_11, x_37, mul_70, x_38, residual_2, hidden_states_6], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_13.run(buf93, arg45_1, buf85, buf86, arg41_1, buf72, 8, 1536, stream=stream0)
            del arg41_1
            del arg45_1
            buf95 = empty_strided_cuda((8, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_4, gate_2, pli_2, gated_per_layer_2], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_34.run(buf93, arg46_1, arg1_1, buf95, 8, 1, 1, stream=stream0)
            del arg46_1
            buf96 = buf85; del buf85  # reuse
            # Topologically Sorted Source Nodes: [gate_2, pli_2, gated_per_layer_2, output_5], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_15.run(buf95, arg47_1, buf96, 48, 1, 1, stream=stream0)
            del arg47_1
            del buf95
            buf98 = buf93; del buf93  # reuse
            buf100 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [float_17, pow_31, mean_21, mean_squared_2, pow_32, normed_output_4, float_18, add_43, normed_output_5, result_5, hidden_states_7, hidden_states_8, x_39, pow_33, variance_12, add_45, rsqrt_12, x_40, mul_76, x_41], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.rsqrt]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_16.run(buf98, buf96, arg48_1, arg49_1, arg50_1, buf100, 8, 1536, stream=stream0)
            del arg48_1
            del arg49_1
            del arg50_1
            buf101 = empty_strided_cuda((8, 5120), (5120, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_39, pow_33, variance_12, add_45, rsqrt_12, x_40, mul_76, x_41, output_parallel_12], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_17.run(buf100, arg51_1, buf101, 40, 1, 1, stream=stream0)
            del arg51_1
            buf102 = empty_strided_cuda((8, 8, 1), (8, 1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [split_3, qh_3, xf_7, pow_34, mean_23], Original ATen: [aten.split_with_sizes, aten.view, aten._to_copy, aten.pow, aten.mean]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mean_pow_split_with_sizes_view_18.run(buf101, buf102, 64, 512, stream=stream0)
            buf105 = empty_strided_cuda((8, 8, 512), (4096, 512, 1), torch.bfloat16)
            buf103 = reinterpret_tensor(buf105, (8, 8, 256), (4096, 512, 1), 0)  # alias
            buf104 = reinterpret_tensor(buf105, (8, 8, 256), (4096, 512, 1), 256)  # alias
            # Topologically Sorted Source Nodes: [split_3, cos_sin_3, chunk_9, qh_3, xf_7, pow_34, mean_23, add_46, pow_35, out_15, float_20, add_47, out_16, type_as_10, flatten_12, copy__7, mul_79, mul_80, unsqueeze_15, cos_10, unsqueeze_16, sin_10, o1_6, mul_81, mul_82, o2_6], Original ATen: [aten.split_with_sizes, aten.index_select, aten.split, aten.view, aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.copy, aten.unsqueeze, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_copy_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_35.run(buf101, buf102, arg52_1, arg0_1, arg24_1, buf103, buf104, 16384, stream=stream0)
            del arg0_1
            del arg24_1
            del arg52_1
            del buf101
            buf106 = empty_strided_cuda((64, 1, 17), (17, 17, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_19, out_17], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_25.run(buf105, arg25_1, buf106, 1088, 512, stream=stream0)
            del arg25_1
            del buf103
            del buf104
            buf107 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.bool)
            buf108 = reinterpret_tensor(buf102, (8, 8, 1, 1), (8, 1, 64, 64), 0); del buf102  # reuse
            buf109 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.view, aten._safe_softmax, prims.prepare_softmax_online]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_prepare_softmax_online_view_26.run(buf106, buf107, buf108, buf109, 64, 17, stream=stream0)
            buf111 = reinterpret_tensor(buf105, (8, 8, 1, 512), (4096, 512, 512, 1), 0); del buf105  # reuse
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_27.run(buf107, buf106, buf108, buf109, arg26_1, buf111, 32768, 17, stream=stream0)
            del arg26_1
            del buf106
            del buf107
            del buf108
            del buf109
            buf112 = buf100; del buf100  # reuse
            # Topologically Sorted Source Nodes: [out_17, attn_output_3, output_parallel_13], Original ATen: [aten.view, aten._to_copy, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_view_28.run(buf111, arg53_1, buf112, 48, 1, 1, stream=stream0)
            del arg53_1
            del buf111
            buf113 = buf86; del buf86  # reuse
            buf115 = buf96; del buf96  # reuse
            # Topologically Sorted Source Nodes: [x_42, pow_36, variance_13, add_50, rsqrt_13, x_43, mul_88, to_51, x_46, pow_37, variance_14, add_52, rsqrt_14, x_47, mul_90, x_48], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_10.run(buf112, arg54_1, buf98, arg55_1, buf113, buf115, 8, 1536, stream=stream0)
            del arg55_1
            buf116 = empty_strided_cuda((8, 24576), (24576, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_42, pow_36, variance_13, add_50, rsqrt_13, x_43, mul_88, to_51, x_46, pow_37, variance_14, add_52, rsqrt_14, x_47, mul_90, x_48, output_parallel_14], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_31.run(buf115, arg56_1, buf116, 384, 1, 1, stream=stream0)
            del arg56_1
            del buf115
            buf117 = empty_strided_cuda((8, 12288), (12288, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_68, gelu_6, getitem_69, result_6], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_32.run(buf116, buf117, 98304, stream=stream0)
            del buf116
            buf118 = empty_strided_cuda((8, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_68, gelu_6, getitem_69, result_6, output_parallel_15], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_slice_t_33.run(buf117, arg57_1, buf118, 48, 1, 1, stream=stream0)
            del arg57_1
            del buf117
            buf120 = buf118; del buf118  # reuse
            # Topologically Sorted Source Nodes: [x_42, pow_36, variance_13, add_50, rsqrt_13, x_43, mul_88, to_51, x_46, x_49, pow_38, variance_15, add_53, rsqrt_15, x_50, mul_93, x_51, residual_3, hidden_states_9], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_13.run(buf120, arg58_1, buf112, buf113, arg54_1, buf98, 8, 1536, stream=stream0)
            del arg54_1
            del arg58_1
            del buf113
            buf122 = empty_strided_cuda((8, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_6, gate_3, pli_3, gated_per_layer_3], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_36.run(buf120, arg59_1, arg1_1, buf122, 8, 1, 1, stream=stream0)
            del arg1_1
            del arg59_1
            buf123 = buf98; del buf98  # reuse
            # Topologically Sorted Source Nodes: [gate_3, pli_3, gated_per_layer_3, output_7], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_15.run(buf122, arg60_1, buf123, 48, 1, 1, stream=stream0)
            del arg60_1
            del buf122
            buf125 = empty_strided_cuda((8, 1536), (1536, 1), torch.float32)
            buf127 = buf112; del buf112  # reuse
            # Topologically Sorted Source Nodes: [float_21, pow_39, mean_27, mean_squared_3, pow_40, normed_output_6, float_22, add_56, normed_output_7, result_7, hidden_states_10, hidden_states_11, x_52, pow_41, variance_16, add_58, rsqrt_16, x_53, mul_99, x_54], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.mul, aten.rsqrt]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_37.run(buf123, buf120, arg61_1, arg62_1, arg63_1, buf125, buf127, 8, 1536, stream=stream0)
            del arg61_1
            del arg62_1
            del arg63_1
            del buf120
            del buf123
            del buf125
        return (buf127, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((8, 4, 256), (1024, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg2_1 = rand_strided((8, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg3_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg4_1 = rand_strided((2560, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg5_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg6_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg7_1 = rand_strided((131072, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((8, 17, 1, 256), (4352, 256, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg9_1 = rand_strided((8, 17, 1, 256), (4352, 256, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg10_1 = rand_strided((1536, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg11_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg12_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg13_1 = rand_strided((12288, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg14_1 = rand_strided((1536, 6144), (6144, 1), device='cuda:0', dtype=torch.bfloat16)
    arg15_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg16_1 = rand_strided((256, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg17_1 = rand_strided((1536, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg18_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg19_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg20_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg21_1 = rand_strided((5120, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg22_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg23_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg24_1 = rand_strided((131072, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((8, 17, 1, 512), (8704, 512, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    arg26_1 = rand_strided((8, 17, 1, 512), (8704, 512, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    arg27_1 = rand_strided((1536, 4096), (4096, 1), device='cuda:0', dtype=torch.bfloat16)
    arg28_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg29_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg30_1 = rand_strided((12288, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg31_1 = rand_strided((1536, 6144), (6144, 1), device='cuda:0', dtype=torch.bfloat16)
    arg32_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg33_1 = rand_strided((256, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg34_1 = rand_strided((1536, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg35_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg36_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg37_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg38_1 = rand_strided((2560, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg39_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg40_1 = rand_strided((1536, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg41_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg42_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg43_1 = rand_strided((24576, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg44_1 = rand_strided((1536, 12288), (12288, 1), device='cuda:0', dtype=torch.bfloat16)
    arg45_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg46_1 = rand_strided((256, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg47_1 = rand_strided((1536, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg48_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg49_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg50_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg51_1 = rand_strided((5120, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg52_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg53_1 = rand_strided((1536, 4096), (4096, 1), device='cuda:0', dtype=torch.bfloat16)
    arg54_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg55_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg56_1 = rand_strided((24576, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg57_1 = rand_strided((1536, 12288), (12288, 1), device='cuda:0', dtype=torch.bfloat16)
    arg58_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg59_1 = rand_strided((256, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg60_1 = rand_strided((1536, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg61_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg62_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg63_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
