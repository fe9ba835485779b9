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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/t4/ct4xy4w3aenz5lfr54depynbd62eavrbww6mnki4c4h6htilfukx.py
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/ia/ciaqobnsysdbp455erzwpysplz7ctzht3gawqistdnzy4arkxokp.py
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
#   %mm : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_1, %permute), kwargs = {})
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/bo/cbokmienlyydydhcmnhrdqhzw7anlraqujtm7wtj6caozdbbessx.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %getitem_212 : Tensor "bf16[8, 8, 256][2048, 256, 1]cuda:0" = PlaceHolder[target=getitem_212]
#   %arg7_1 : Tensor "bf16[8, 17, 8, 256][34816, 2048, 256, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %select_int : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg7_1, 1, 16), kwargs = {})
#   %copy__default : Tensor "bf16[8, 8, 256][34816, 256, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int, %getitem_212), kwargs = {})
#   return %buf7
triton_poi_fused_2 = async_compile.triton('triton_poi_fused_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_2', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/f7/cf7fo5iijcokxaiul23hfu4ld2a3mmfhqql6ifhdh7ll2ecq3c2h.py
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
triton_tem_fused_mm_t_view_3 = async_compile.triton('triton_tem_fused_mm_t_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_view_3', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_view_3(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/7e/c7eazegbkkfvfvcdkhru46xvq5uxwspjc6dj6vwxkdyjf5mfdzzx.py
# Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   output_parallel_2 => mm_2, permute_6
# Graph fragment:
#   %getitem_221 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=getitem_221]
#   %arg12_1 : Tensor "bf16[4224, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg12_1]
#   %permute_6 : Tensor "bf16[2816, 4224][1, 2816]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg12_1, [1, 0]), kwargs = {})
#   %mm_2 : Tensor "bf16[8, 4224][4224, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%getitem_221, %permute_6), kwargs = {})
#   return %mm_2
triton_tem_fused_mm_t_4 = async_compile.triton('triton_tem_fused_mm_t_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_4', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_4(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/r3/cr34cifrmppd6qi5fsaod43t6pbxn52ybbpmz2uevoba7bhua6xm.py
# Topologically Sorted Source Nodes: [output_parallel_3], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   output_parallel_3 => mm_3, permute_7
# Graph fragment:
#   %getitem_229 : Tensor "bf16[8, 2112][2112, 1]cuda:0" = PlaceHolder[target=getitem_229]
#   %arg13_1 : Tensor "bf16[2816, 2112][2112, 1]cuda:0" = PlaceHolder[target=arg13_1]
#   %permute_7 : Tensor "bf16[2112, 2816][1, 2112]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg13_1, [1, 0]), kwargs = {})
#   %mm_3 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%getitem_229, %permute_7), kwargs = {})
#   return %mm_3
triton_tem_fused_mm_t_5 = async_compile.triton('triton_tem_fused_mm_t_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_5', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_5(arg_A, arg_B, out_ptr0):
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
    N = 2816
    K = 2112
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 2112
    stride_ak = 1
    stride_bk = 1
    stride_bn = 2112

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
        xindex = idx_n + 2112*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 2816*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 2112*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/mc/cmca2es2rlscvjjnfoxsby6h7fykvhuc47gljazlqsmfpltzck3g.py
# Topologically Sorted Source Nodes: [output_parallel_4], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   output_parallel_4 => mm_5, permute_9
# Graph fragment:
#   %getitem_234 : Tensor "bf16[8, 2816][2816, 1]cuda:0" = PlaceHolder[target=getitem_234]
#   %arg25_1 : Tensor "bf16[10240, 2816][2816, 1]cuda:0" = PlaceHolder[target=arg25_1]
#   %permute_9 : Tensor "bf16[2816, 10240][1, 2816]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg25_1, [1, 0]), kwargs = {})
#   %mm_5 : Tensor "bf16[8, 10240][10240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%getitem_234, %permute_9), kwargs = {})
#   return %mm_5
triton_tem_fused_mm_t_6 = async_compile.triton('triton_tem_fused_mm_t_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_6', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_6(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/2l/c2lejdhurekg5hzajrxnjcqe2tix4gorrfuabrsupauh5qhsl6za.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %getitem_215 : Tensor "bf16[8, 2, 512][1024, 512, 1]cuda:0" = PlaceHolder[target=getitem_215]
#   %arg29_1 : Tensor "bf16[8, 17, 2, 512][17408, 1024, 512, 1]cuda:0" = PlaceHolder[target=arg29_1]
#   %select_int_2 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg29_1, 1, 16), kwargs = {})
#   %copy__default_2 : Tensor "bf16[8, 2, 512][17408, 512, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int_2, %getitem_215), kwargs = {})
#   return %buf37
triton_poi_fused_7 = async_compile.triton('triton_poi_fused_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_7', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 49152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/vf/cvfxtiwbt5uaebrpjytnwyjjl3rxc3va2sc2pb6ju2nxwsucrr5k.py
# Topologically Sorted Source Nodes: [unsqueeze_9, out_11], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   out_11 => clone_4, convert_element_type_63, convert_element_type_64, expand, mul_53, mul_54, mul_55, permute_12, permute_14, sum_2, unsqueeze_10, unsqueeze_12, unsqueeze_13, view_105, view_107, view_108
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %getitem_214 : Tensor "bf16[8, 16, 512][8192, 512, 1]cuda:0" = PlaceHolder[target=getitem_214]
#   %buf37 : Tensor "bf16[8, 2, 512][17408, 1024, 512, 1]cuda:0" = PlaceHolder[target=buf37]
#   %unsqueeze_9 : Tensor "bf16[8, 16, 1, 512][8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_214, 2), kwargs = {})
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
triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_8 = async_compile.triton('triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_8', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 17408, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_8(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/2w/c2wfnsbuplghxlvzwy447trgkqt54pq6umba76qr5e2d65rossq5.py
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
triton_per_fused__safe_softmax_prepare_softmax_online_view_9 = async_compile.triton('triton_per_fused__safe_softmax_prepare_softmax_online_view_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_prepare_softmax_online_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2304, 'r0_': 8704}}
)
@triton.jit
def triton_per_fused__safe_softmax_prepare_softmax_online_view_9(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/22/c22dud2b6i5pyc54pw4fvai3zoxf5hh7i4ezkigf47npzmsiixxz.py
# Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   out_11 => clone_5, convert_element_type_65, convert_element_type_67, div_1, expand_1, full_default, logical_not_1, mul_56, permute_13, sum_4, unsqueeze_11, unsqueeze_14, unsqueeze_15, view_106, view_109, view_110, view_111, view_112, where
# Graph fragment:
#   %any_1 : Tensor "b8[8, 16, 1, 1][16, 1, 128, 128]cuda:0" = PlaceHolder[target=any_1]
#   %sum_2 : Tensor "f32[128, 1, 17][17, 17, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %getitem_203 : Tensor "f32[8, 16, 1, 1][16, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_203]
#   %getitem_204 : Tensor "f32[8, 16, 1, 1][16, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_204]
#   %buf42 : Tensor "bf16[8, 2, 512][17408, 1024, 512, 1]cuda:0" = PlaceHolder[target=buf42]
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
triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_10 = async_compile.triton('triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 262144, 'r0_': 8704}}
)
@triton.jit
def triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpa4293wrl/ue/cue2astptvwybq7qnl6w6pseqgqwja3cebtogrewpndzkothgwwu.py
# Topologically Sorted Source Nodes: [out_11, attn_output_1, output_parallel_5], Original ATen: [aten.view, aten._to_copy, aten.t, aten.mm]
# Source node to ATen node mapping:
#   attn_output_1 => view_113
#   out_11 => convert_element_type_67, view_112
#   output_parallel_5 => mm_6, permute_15
# Graph fragment:
#   %convert_element_type_67 : Tensor "bf16[8, 16, 1, 512][8192, 512, 512, 1]cuda:0" = PlaceHolder[target=convert_element_type_67]
#   %arg31_1 : Tensor "bf16[2816, 8192][8192, 1]cuda:0" = PlaceHolder[target=arg31_1]
#   %view_112 : Tensor "f32[8, 16, 1, 512][8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [8, 16, 1, 512]), kwargs = {})
#   %convert_element_type_67 : Tensor "bf16[8, 16, 1, 512][8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_112, torch.bfloat16), kwargs = {})
#   %view_113 : Tensor "bf16[8, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_67, [8, -1]), kwargs = {})
#   %permute_15 : Tensor "bf16[8192, 2816][1, 8192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg31_1, [1, 0]), kwargs = {})
#   %mm_6 : Tensor "bf16[8, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_113, %permute_15), kwargs = {})
#   return %mm_6
triton_tem_fused__to_copy_mm_t_view_11 = async_compile.triton('triton_tem_fused__to_copy_mm_t_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_t_view_11', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_t_view_11(arg_A, arg_B, out_ptr0):
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
    N = 2816
    K = 8192
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 8192
    stride_ak = 1
    stride_bk = 1
    stride_bn = 8192

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
        xindex = idx_n + 8192*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 2816*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 8192*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


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
            # Topologically Sorted Source Nodes: [split, qh, xf_1, xf_2], Original ATen: [aten.split_with_sizes, aten.view]
            buf3 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf2, (8, 16, 256), (8192, 256, 1), 0), reinterpret_tensor(buf2, (8, 8, 256), (8192, 256, 1), 4096), reinterpret_tensor(buf2, (8, 8, 256), (8192, 256, 1), 6144), arg4_1, arg5_1, arg6_1, arg0_1, 1e-06)
            del arg4_1
            del arg5_1
            del arg6_1
            del buf2
            buf4 = buf3[0]
            assert_size_stride(buf4, (8, 16, 256), (4096, 256, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf4, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            buf5 = buf3[1]
            assert_size_stride(buf5, (8, 8, 256), (2048, 256, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf5, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            buf6 = buf3[2]
            assert_size_stride(buf6, (8, 8, 256), (2048, 256, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf6, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            del buf3
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(buf5, arg7_1, 16384, stream=stream0)
            del buf5
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(buf6, arg8_1, 16384, stream=stream0)
            del buf6
            # Topologically Sorted Source Nodes: [unsqueeze_4, out_5], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf9 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf4, (8, 16, 1, 256), (4096, 256, 256, 1), 0), reinterpret_tensor(arg7_1, (8, 8, 17, 256), (34816, 256, 2048, 1), 0), reinterpret_tensor(arg8_1, (8, 8, 17, 256), (34816, 256, 2048, 1), 0), None, False, scale=1.0)
            del arg7_1
            del arg8_1
            del buf4
            buf10 = buf9[0]
            assert_size_stride(buf10, (8, 16, 1, 256), (4096, 256, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf10, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf9
            buf14 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_view_3.run(buf10, arg9_1, buf14, 22, 1, 1, stream=stream0)
            del arg9_1
            del buf10
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.post_attn_norms_moe]
            buf15 = torch.ops.gemma4.post_attn_norms_moe.default(buf14, arg1_1, arg10_1, arg11_1, arg14_1, arg16_1, 1e-06)
            del arg10_1
            del arg11_1
            del arg14_1
            del arg16_1
            del arg1_1
            del buf14
            buf16 = buf15[0]
            assert_size_stride(buf16, (8, 2816), (2816, 1), 'torch.ops.gemma4.post_attn_norms_moe.default')
            assert_alignment(buf16, 16, 'torch.ops.gemma4.post_attn_norms_moe.default')
            buf17 = buf15[1]
            assert_size_stride(buf17, (8, 2816), (2816, 1), 'torch.ops.gemma4.post_attn_norms_moe.default')
            assert_alignment(buf17, 16, 'torch.ops.gemma4.post_attn_norms_moe.default')
            buf18 = buf15[2]
            assert_size_stride(buf18, (8, 2816), (2816, 1), 'torch.ops.gemma4.post_attn_norms_moe.default')
            assert_alignment(buf18, 16, 'torch.ops.gemma4.post_attn_norms_moe.default')
            buf19 = buf15[3]
            assert_size_stride(buf19, (8, 2816), (2816, 1), 'torch.ops.gemma4.post_attn_norms_moe.default')
            assert_alignment(buf19, 16, 'torch.ops.gemma4.post_attn_norms_moe.default')
            del buf15
            buf20 = empty_strided_cuda((8, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf18, reinterpret_tensor(arg15_1, (2816, 128), (1, 2816), 0), out=buf20)
            del arg15_1
            del buf18
            buf21 = empty_strided_cuda((8, 4224), (4224, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_4.run(buf16, arg12_1, buf21, 132, 1, 1, stream=stream0)
            del arg12_1
            # Topologically Sorted Source Nodes: [getitem_15, getitem_16], Original ATen: [aten.slice]
            buf22 = torch.ops.gemma4.router_topk_gelu_mul.default(buf20, arg17_1, 8, True, reinterpret_tensor(buf21, (8, 2112), (4224, 1), 0), reinterpret_tensor(buf21, (8, 2112), (4224, 1), 2112))
            del arg17_1
            del buf20
            del buf21
            buf23 = buf22[0]
            assert_size_stride(buf23, (8, 8), (8, 1), 'torch.ops.gemma4.router_topk_gelu_mul.default')
            assert_alignment(buf23, 16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
            buf24 = buf22[1]
            assert_size_stride(buf24, (8, 8), (8, 1), 'torch.ops.gemma4.router_topk_gelu_mul.default')
            assert_alignment(buf24, 16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
            buf25 = buf22[2]
            assert_size_stride(buf25, (8, 2112), (2112, 1), 'torch.ops.gemma4.router_topk_gelu_mul.default')
            assert_alignment(buf25, 16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
            del buf22
            # Topologically Sorted Source Nodes: [inplace_fused_experts], Original ATen: [sglang.inplace_fused_experts]
            torch.ops.sglang.inplace_fused_experts.default(buf19, arg18_1, arg19_1, buf23, buf24, None, None, 'gelu', True, False, False, False, False, False, False, None, None, None, None, None, None, None, None, None, None, False, swiglu_limit=None, gate_up_interleaved=True, a1_q=None, fuse_swiglu_interleaved=False)
            del arg18_1
            del arg19_1
            del buf23
            del buf24
            buf28 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [output_parallel_3], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_5.run(buf25, arg13_1, buf28, 22, 1, 1, stream=stream0)
            del arg13_1
            del buf25
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.ffn_tail_moe_next_norm]
            buf29 = torch.ops.gemma4.ffn_tail_moe_next_norm.default(buf28, buf19, buf17, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, 1e-06)
            del arg20_1
            del arg21_1
            del arg22_1
            del arg23_1
            del arg24_1
            del buf17
            del buf19
            del buf28
            buf30 = buf29[0]
            assert_size_stride(buf30, (8, 2816), (2816, 1), 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
            assert_alignment(buf30, 16, 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
            buf31 = buf29[1]
            assert_size_stride(buf31, (8, 2816), (2816, 1), 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
            assert_alignment(buf31, 16, 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
            del buf29
            buf32 = empty_strided_cuda((8, 10240), (10240, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_parallel_4], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_6.run(buf31, arg25_1, buf32, 320, 1, 1, stream=stream0)
            del arg25_1
            del buf31
            # Topologically Sorted Source Nodes: [split_1, qh_1, xf_4, xf_5], Original ATen: [aten.split_with_sizes, aten.view]
            buf33 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf32, (8, 16, 512), (10240, 512, 1), 0), reinterpret_tensor(buf32, (8, 2, 512), (10240, 512, 1), 8192), reinterpret_tensor(buf32, (8, 2, 512), (10240, 512, 1), 9216), arg26_1, arg27_1, arg28_1, arg0_1, 1e-06)
            del arg0_1
            del arg26_1
            del arg27_1
            del arg28_1
            del buf32
            buf34 = buf33[0]
            assert_size_stride(buf34, (8, 16, 512), (8192, 512, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf34, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            buf35 = buf33[1]
            assert_size_stride(buf35, (8, 2, 512), (1024, 512, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf35, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            buf36 = buf33[2]
            assert_size_stride(buf36, (8, 2, 512), (1024, 512, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf36, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            del buf33
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_7.run(buf35, arg29_1, 8192, stream=stream0)
            del buf35
            buf38 = empty_strided_cuda((128, 1, 17), (17, 17, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_9, out_11], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_8.run(buf34, arg29_1, buf38, 2176, 512, stream=stream0)
            del arg29_1
            buf39 = empty_strided_cuda((8, 16, 1, 1), (16, 1, 128, 128), torch.bool)
            buf40 = empty_strided_cuda((8, 16, 1, 1), (16, 1, 128, 128), torch.float32)
            buf41 = empty_strided_cuda((8, 16, 1, 1), (16, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, prims.prepare_softmax_online]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_prepare_softmax_online_view_9.run(buf38, buf39, buf40, buf41, 128, 17, stream=stream0)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_7.run(buf36, arg30_1, 8192, stream=stream0)
            del buf36
            buf44 = reinterpret_tensor(buf34, (8, 16, 1, 512), (8192, 512, 512, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_10.run(buf39, buf38, buf40, buf41, arg30_1, buf44, 65536, 17, stream=stream0)
            del arg30_1
            del buf38
            del buf39
            del buf40
            del buf41
            buf45 = empty_strided_cuda((8, 2816), (2816, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_11, attn_output_1, output_parallel_5], Original ATen: [aten.view, aten._to_copy, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_view_11.run(buf44, arg31_1, buf45, 44, 1, 1, stream=stream0)
            del arg31_1
            del buf44
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.post_attn_norms_moe]
            buf46 = torch.ops.gemma4.post_attn_norms_moe.default(buf45, buf30, arg32_1, arg33_1, arg36_1, arg38_1, 1e-06)
            del arg32_1
            del arg33_1
            del arg36_1
            del arg38_1
            del buf30
            del buf45
            buf47 = buf46[0]
            assert_size_stride(buf47, (8, 2816), (2816, 1), 'torch.ops.gemma4.post_attn_norms_moe.default')
            assert_alignment(buf47, 16, 'torch.ops.gemma4.post_attn_norms_moe.default')
            buf48 = buf46[1]
            assert_size_stride(buf48, (8, 2816), (2816, 1), 'torch.ops.gemma4.post_attn_norms_moe.default')
            assert_alignment(buf48, 16, 'torch.ops.gemma4.post_attn_norms_moe.default')
            buf49 = buf46[2]
            assert_size_stride(buf49, (8, 2816), (2816, 1), 'torch.ops.gemma4.post_attn_norms_moe.default')
            assert_alignment(buf49, 16, 'torch.ops.gemma4.post_attn_norms_moe.default')
            buf50 = buf46[3]
            assert_size_stride(buf50, (8, 2816), (2816, 1), 'torch.ops.gemma4.post_attn_norms_moe.default')
            assert_alignment(buf50, 16, 'torch.ops.gemma4.post_attn_norms_moe.default')
            del buf46
            buf51 = empty_strided_cuda((8, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf49, reinterpret_tensor(arg37_1, (2816, 128), (1, 2816), 0), out=buf51)
            del arg37_1
            del buf49
            buf52 = empty_strided_cuda((8, 4224), (4224, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_parallel_6], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_4.run(buf47, arg34_1, buf52, 132, 1, 1, stream=stream0)
            del arg34_1
            # Topologically Sorted Source Nodes: [getitem_34, getitem_35], Original ATen: [aten.slice]
            buf53 = torch.ops.gemma4.router_topk_gelu_mul.default(buf51, arg39_1, 8, True, reinterpret_tensor(buf52, (8, 2112), (4224, 1), 0), reinterpret_tensor(buf52, (8, 2112), (4224, 1), 2112))
            del arg39_1
            del buf51
            del buf52
            buf54 = buf53[0]
            assert_size_stride(buf54, (8, 8), (8, 1), 'torch.ops.gemma4.router_topk_gelu_mul.default')
            assert_alignment(buf54, 16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
            buf55 = buf53[1]
            assert_size_stride(buf55, (8, 8), (8, 1), 'torch.ops.gemma4.router_topk_gelu_mul.default')
            assert_alignment(buf55, 16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
            buf56 = buf53[2]
            assert_size_stride(buf56, (8, 2112), (2112, 1), 'torch.ops.gemma4.router_topk_gelu_mul.default')
            assert_alignment(buf56, 16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
            del buf53
            # Topologically Sorted Source Nodes: [inplace_fused_experts_1], Original ATen: [sglang.inplace_fused_experts]
            torch.ops.sglang.inplace_fused_experts.default(buf50, arg40_1, arg41_1, buf54, buf55, None, None, 'gelu', True, False, False, False, False, False, False, None, None, None, None, None, None, None, None, None, None, False, swiglu_limit=None, gate_up_interleaved=True, a1_q=None, fuse_swiglu_interleaved=False)
            del arg40_1
            del arg41_1
            del buf54
            del buf55
            buf59 = buf47; del buf47  # reuse
            # Topologically Sorted Source Nodes: [output_parallel_7], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_5.run(buf56, arg35_1, buf59, 22, 1, 1, stream=stream0)
            del arg35_1
            del buf56
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.ffn_tail_moe_next_norm]
            buf60 = torch.ops.gemma4.ffn_tail_moe_next_norm.default(buf59, buf50, buf48, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, 1e-06)
            del arg42_1
            del arg43_1
            del arg44_1
            del arg45_1
            del arg46_1
            del buf48
            del buf50
            del buf59
            buf62 = buf60[1]
            assert_size_stride(buf62, (8, 2816), (2816, 1), 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
            assert_alignment(buf62, 16, 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
            del buf60
        return (buf62, )

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
