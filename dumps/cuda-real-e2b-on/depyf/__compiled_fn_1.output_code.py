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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/nz/cnz2hy2bcxnhm4j74cswpk3zp6s4bevxbxxc3i2xe7oqiuzk7wkz.py
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/mt/cmtoq3ufpozqc6mbrsmkf7ph6cfq7sjbse7llqljasqargypbgsj.py
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
#   %mm : Tensor "bf16[8, 2560][2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%convert_element_type_1, %permute), kwargs = {})
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/x5/cx5vm3xklcn5ytrxm2xpubms4toaj4n37nypixi25adldjtzmdmh.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %getitem_279 : Tensor "bf16[8, 1, 256][256, 256, 1]cuda:0" = PlaceHolder[target=getitem_279]
#   %arg8_1 : Tensor "bf16[8, 17, 1, 256][4352, 256, 256, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %select_int : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg8_1, 1, 16), kwargs = {})
#   %copy__default : Tensor "bf16[8, 1, 256][4352, 256, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int, %getitem_279), kwargs = {})
#   return %buf7
triton_poi_fused_2 = async_compile.triton('triton_poi_fused_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_2', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 12288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/dl/cdls34z23mmc5iz6q3zjjle72mfaop245tkf2lo4yt7edb2q2zqx.py
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
triton_tem_fused_mm_t_view_3 = async_compile.triton('triton_tem_fused_mm_t_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_view_3', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_view_3(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/ql/cqldxerrjutdk7oae2pl3c4ckxaa46edjnxz745fhyfoamrzdo5s.py
# Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   output_parallel_2 => mm_2, permute_6
# Graph fragment:
#   %getitem_290 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=getitem_290]
#   %arg13_1 : Tensor "bf16[12288, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg13_1]
#   %permute_6 : Tensor "bf16[1536, 12288][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg13_1, [1, 0]), kwargs = {})
#   %mm_2 : Tensor "bf16[8, 12288][12288, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%getitem_290, %permute_6), kwargs = {})
#   return %mm_2
triton_tem_fused_mm_t_4 = async_compile.triton('triton_tem_fused_mm_t_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_4', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_4(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/4e/c4eny5bja4szxv75l4udxi4qh54uqnmynvx2qa4dufhkrd4k2jd4.py
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
triton_poi_fused_gelu_mul_slice_5 = async_compile.triton('triton_poi_fused_gelu_mul_slice_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_mul_slice_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 393216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_mul_slice_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/36/c36e46d3vco7jxqc5lc6c3u6gtpf6452l6gu7e4abzbnassn6ngm.py
# Topologically Sorted Source Nodes: [getitem_16, gelu, getitem_17, result, output_parallel_3], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
# Source node to ATen node mapping:
#   gelu => add_11, add_12, convert_element_type_26, convert_element_type_27, mul_19, mul_20, mul_21, mul_22, mul_23, mul_24, tanh
#   getitem_16 => slice_5
#   getitem_17 => slice_6
#   output_parallel_3 => mm_3, permute_7
#   result => mul_25
# Graph fragment:
#   %mul_25 : Tensor "bf16[8, 6144][6144, 1]cuda:0" = PlaceHolder[target=mul_25]
#   %arg14_1 : Tensor "bf16[1536, 6144][6144, 1]cuda:0" = PlaceHolder[target=arg14_1]
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
#   %permute_7 : Tensor "bf16[6144, 1536][1, 6144]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg14_1, [1, 0]), kwargs = {})
#   %mm_3 : Tensor "bf16[8, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%mul_25, %permute_7), kwargs = {})
#   return %mm_3
triton_tem_fused_gelu_mm_mul_slice_t_6 = async_compile.triton('triton_tem_fused_gelu_mm_mul_slice_t_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_slice_t_6', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_slice_t_6(arg_A, arg_B, out_ptr0):
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
    N = 1536
    K = 6144
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 6144
    stride_ak = 1
    stride_bk = 1
    stride_bn = 6144

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
        xindex = idx_n + 6144*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1536*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 6144*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/uo/cuoryimimae5nzpmzbki4khbk3chc5iu54de6zi3wglid3a6i3gy.py
# Topologically Sorted Source Nodes: [output], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   output => mm_4, permute_8
# Graph fragment:
#   %rmsnorm_add_scale_default_3 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=rmsnorm_add_scale_default_3]
#   %arg16_1 : Tensor "bf16[256, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg16_1]
#   %permute_8 : Tensor "bf16[1536, 256][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg16_1, [1, 0]), kwargs = {})
#   %mm_4 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%rmsnorm_add_scale_default_3, %permute_8), kwargs = {})
#   return %mm_4
triton_tem_fused_mm_t_7 = async_compile.triton('triton_tem_fused_mm_t_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_7', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_7(arg_A, arg_B, out_ptr0):
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
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/nt/cntskvtnsr4sfxg4rvxvsshfsstbvvs6cou7wxnfblm3zugv4zao.py
# Topologically Sorted Source Nodes: [gate, pli, gated_per_layer], Original ATen: [aten.gelu, aten.select, aten.mul]
# Source node to ATen node mapping:
#   gate => add_15, add_16, convert_element_type_34, convert_element_type_35, mul_28, mul_29, mul_30, mul_31, mul_32, mul_33, tanh_1
#   gated_per_layer => mul_34
#   pli => select
# Graph fragment:
#   %mm_4 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %arg1_1 : Tensor "bf16[8, 4, 256][1024, 256, 1]cuda:0" = PlaceHolder[target=arg1_1]
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
#   return %mul_34
triton_poi_fused_gelu_mul_select_8 = async_compile.triton('triton_poi_fused_gelu_mul_select_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_mul_select_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 16384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_mul_select_8(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp16 = tl.load(in_ptr0 + (x0 + 1024*x1), xmask).to(tl.float32)
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
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/4o/c4owtbd5mc7rj33g5oqkonjmfi6bqtt7mthxzg6i26dd5s2qkbrb.py
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
triton_tem_fused_gelu_mm_mul_select_t_9 = async_compile.triton('triton_tem_fused_gelu_mm_mul_select_t_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_select_t_9', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_select_t_9(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 128
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/fd/cfd6dbt2thz7gupztskiueccu4ontopiezhzsuqzmf53w35u7ce2.py
# Topologically Sorted Source Nodes: [output_parallel_4], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   output_parallel_4 => mm_6, permute_10
# Graph fragment:
#   %getitem_299 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=getitem_299]
#   %arg21_1 : Tensor "bf16[5120, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg21_1]
#   %permute_10 : Tensor "bf16[1536, 5120][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg21_1, [1, 0]), kwargs = {})
#   %mm_6 : Tensor "bf16[8, 5120][5120, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%getitem_299, %permute_10), kwargs = {})
#   return %mm_6
triton_tem_fused_mm_t_10 = async_compile.triton('triton_tem_fused_mm_t_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_10', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_10(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/cr/ccr5slwggci7hrh32ridhh5np26o53rrycomju5d2kq72et7aclc.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %getitem_282 : Tensor "bf16[8, 1, 512][512, 512, 1]cuda:0" = PlaceHolder[target=getitem_282]
#   %arg25_1 : Tensor "bf16[8, 17, 1, 512][8704, 512, 512, 1]cuda:0" = PlaceHolder[target=arg25_1]
#   %select_int_2 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg25_1, 1, 16), kwargs = {})
#   %copy__default_2 : Tensor "bf16[8, 1, 512][8704, 512, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%select_int_2, %getitem_282), kwargs = {})
#   return %buf34
triton_poi_fused_11 = async_compile.triton('triton_poi_fused_11', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_11', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 24576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/vy/cvykmgs5g7kqtrdmluy4c4bvzsvjzpelappkrsyybhah3shelpts.py
# Topologically Sorted Source Nodes: [unsqueeze_9, out_11], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   out_11 => clone_4, convert_element_type_57, convert_element_type_58, expand, mul_53, mul_54, mul_55, permute_13, permute_15, sum_1, unsqueeze_10, unsqueeze_12, unsqueeze_13, view_103, view_105, view_106
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %getitem_281 : Tensor "bf16[8, 8, 512][4096, 512, 1]cuda:0" = PlaceHolder[target=getitem_281]
#   %buf34 : Tensor "bf16[8, 1, 512][8704, 512, 512, 1]cuda:0" = PlaceHolder[target=buf34]
#   %unsqueeze_9 : Tensor "bf16[8, 8, 1, 512][4096, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_281, 2), kwargs = {})
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
triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_12 = async_compile.triton('triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 8704, 'r0_': 65536}}
)
@triton.jit
def triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_12(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/oi/coissbbv7crv7d7xz23o5nswob7wq7nt2jr26m34qsoufvae6pyi.py
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
triton_per_fused__safe_softmax_prepare_softmax_online_view_13 = async_compile.triton('triton_per_fused__safe_softmax_prepare_softmax_online_view_13', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_prepare_softmax_online_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1152, 'r0_': 4352}}
)
@triton.jit
def triton_per_fused__safe_softmax_prepare_softmax_online_view_13(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/zl/czlip3e5oz2eitm5rahsi37zwucnyedqa7xeta4i4u5niomqcacr.py
# Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   out_11 => clone_5, convert_element_type_59, convert_element_type_61, div, expand_1, full_default, logical_not_1, mul_56, permute_14, sum_3, unsqueeze_11, unsqueeze_14, unsqueeze_15, view_104, view_107, view_108, view_109, view_110, where
# Graph fragment:
#   %any_1 : Tensor "b8[8, 8, 1, 1][8, 1, 64, 64]cuda:0" = PlaceHolder[target=any_1]
#   %sum_1 : Tensor "f32[64, 1, 17][17, 17, 1]cuda:0" = PlaceHolder[target=sum_1]
#   %getitem_272 : Tensor "f32[8, 8, 1, 1][8, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_272]
#   %getitem_273 : Tensor "f32[8, 8, 1, 1][8, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_273]
#   %buf39 : Tensor "bf16[8, 1, 512][8704, 512, 512, 1]cuda:0" = PlaceHolder[target=buf39]
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
triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_14 = async_compile.triton('triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_14', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 131072, 'r0_': 4352}}
)
@triton.jit
def triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/3k/c3kmezeddh3bc2xrjtnujjoxtdau3hpdohbtcek6m2qkdv3tijew.py
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
triton_tem_fused__to_copy_mm_t_view_15 = async_compile.triton('triton_tem_fused__to_copy_mm_t_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_t_view_15', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_t_view_15(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/u7/cu7ovq525odlnchi45aukco56loxllobcjt5vk2bbz6xahbxwede.py
# Topologically Sorted Source Nodes: [output_2, gate_1, pli_1, gated_per_layer_1], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
# Source node to ATen node mapping:
#   gate_1 => add_35, add_36, convert_element_type_80, convert_element_type_81, mul_70, mul_71, mul_72, mul_73, mul_74, mul_75, tanh_3
#   gated_per_layer_1 => mul_76
#   output_2 => mm_10, permute_19
#   pli_1 => select_5
# Graph fragment:
#   %rmsnorm_add_scale_default_2 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=rmsnorm_add_scale_default_2]
#   %arg33_1 : Tensor "bf16[256, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg33_1]
#   %mm_10 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %arg1_1 : Tensor "bf16[8, 4, 256][1024, 256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %permute_19 : Tensor "bf16[1536, 256][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg33_1, [1, 0]), kwargs = {})
#   %mm_10 : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%rmsnorm_add_scale_default_2, %permute_19), kwargs = {})
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
triton_tem_fused_gelu_mm_mul_select_t_16 = async_compile.triton('triton_tem_fused_gelu_mm_mul_select_t_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_select_t_16', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_select_t_16(arg_A, arg_B, in_ptr2, out_ptr1):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/dl/cdlnqgyt5k7c374bvstr7mhobt6ed356galk7fmc5jo4k3zjjcch.py
# Topologically Sorted Source Nodes: [output_parallel_10], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   output_parallel_10 => mm_14, permute_27
# Graph fragment:
#   %getitem_286 : Tensor "bf16[8, 1536][1536, 1]cuda:0" = PlaceHolder[target=getitem_286]
#   %arg43_1 : Tensor "bf16[24576, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg43_1]
#   %permute_27 : Tensor "bf16[1536, 24576][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg43_1, [1, 0]), kwargs = {})
#   %mm_14 : Tensor "bf16[8, 24576][24576, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%getitem_286, %permute_27), kwargs = {})
#   return %mm_14
triton_tem_fused_mm_t_17 = async_compile.triton('triton_tem_fused_mm_t_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_17', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_17(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/fr/cfrrucp64yfo5os5qduyeir6m66doqz5e3qvrrggj5yjnstaycjy.py
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
triton_poi_fused_gelu_mul_slice_18 = async_compile.triton('triton_poi_fused_gelu_mul_slice_18', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_mul_slice_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_mul_slice_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/qp/cqpoh2qxmu74b5yaar7b5wovn46ozf2iyxop3eahxsybwm4nb6zl.py
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
triton_tem_fused_gelu_mm_mul_slice_t_19 = async_compile.triton('triton_tem_fused_gelu_mm_mul_slice_t_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_gelu_mm_mul_slice_t_19', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_gelu_mm_mul_slice_t_19(arg_A, arg_B, out_ptr0):
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


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/jm/cjmt7khmfwxwdz6uuox7djhqo6btwdljixmqztbjyspea6vqgh6d.py
# Topologically Sorted Source Nodes: [gate_2, pli_2, gated_per_layer_2], Original ATen: [aten.gelu, aten.select, aten.mul]
# Source node to ATen node mapping:
#   gate_2 => add_52, add_53, convert_element_type_116, convert_element_type_117, mul_105, mul_106, mul_107, mul_108, mul_109, mul_110, tanh_5
#   gated_per_layer_2 => mul_111
#   pli_2 => select_10
# Graph fragment:
#   %mm_16 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mm_16]
#   %arg1_1 : Tensor "bf16[8, 4, 256][1024, 256, 1]cuda:0" = PlaceHolder[target=arg1_1]
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
#   return %mul_111
triton_poi_fused_gelu_mul_select_20 = async_compile.triton('triton_poi_fused_gelu_mul_select_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_mul_select_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 16384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_mul_select_20(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp16 = tl.load(in_ptr0 + (512 + x0 + 1024*x1), xmask).to(tl.float32)
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
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpton0gtf9/jn/cjncmssdkfpskp3ip2tggaewwu4f2hkzaj5t44dj4geh4i3mb3lu.py
# Topologically Sorted Source Nodes: [gate_3, pli_3, gated_per_layer_3], Original ATen: [aten.gelu, aten.select, aten.mul]
# Source node to ATen node mapping:
#   gate_3 => add_69, add_70, convert_element_type_157, convert_element_type_158, mul_144, mul_145, mul_146, mul_147, mul_148, mul_149, tanh_7
#   gated_per_layer_3 => mul_150
#   pli_3 => select_11
# Graph fragment:
#   %mm_22 : Tensor "bf16[8, 256][256, 1]cuda:0" = PlaceHolder[target=mm_22]
#   %arg1_1 : Tensor "bf16[8, 4, 256][1024, 256, 1]cuda:0" = PlaceHolder[target=arg1_1]
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
#   return %mul_150
triton_poi_fused_gelu_mul_select_21 = async_compile.triton('triton_poi_fused_gelu_mul_select_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_mul_select_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 16384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_mul_select_21(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp16 = tl.load(in_ptr0 + (768 + x0 + 1024*x1), xmask).to(tl.float32)
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
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
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
            # Topologically Sorted Source Nodes: [split, qh, xf_1, xf_2], Original ATen: [aten.split_with_sizes, aten.view]
            buf3 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf2, (8, 8, 256), (2560, 256, 1), 0), reinterpret_tensor(buf2, (8, 1, 256), (2560, 256, 1), 2048), reinterpret_tensor(buf2, (8, 1, 256), (2560, 256, 1), 2304), arg5_1, arg6_1, arg7_1, arg0_1, 1e-06)
            del arg5_1
            del arg6_1
            buf4 = buf3[0]
            assert_size_stride(buf4, (8, 8, 256), (2048, 256, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf4, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            buf5 = buf3[1]
            assert_size_stride(buf5, (8, 1, 256), (256, 256, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf5, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            buf6 = buf3[2]
            assert_size_stride(buf6, (8, 1, 256), (256, 256, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf6, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            del buf3
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(buf5, arg8_1, 2048, stream=stream0)
            del buf5
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(buf6, arg9_1, 2048, stream=stream0)
            # Topologically Sorted Source Nodes: [unsqueeze_4, out_5], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf9 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf4, (8, 8, 1, 256), (2048, 256, 256, 1), 0), reinterpret_tensor(arg8_1, (8, 1, 17, 256), (4352, 256, 256, 1), 0), reinterpret_tensor(arg9_1, (8, 1, 17, 256), (4352, 256, 256, 1), 0), None, False, scale=1.0)
            del buf4
            buf10 = buf9[0]
            assert_size_stride(buf10, (8, 8, 1, 256), (2048, 256, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf10, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf9
            buf14 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_view_3.run(buf10, arg10_1, buf14, 48, 1, 1, stream=stream0)
            del arg10_1
            del buf10
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
            buf15 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf14, arg2_1, arg11_1, arg12_1, 1e-06)
            del arg11_1
            del arg12_1
            del arg2_1
            del buf14
            buf16 = buf15[0]
            assert_size_stride(buf16, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            assert_alignment(buf16, 16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            buf17 = buf15[1]
            assert_size_stride(buf17, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            assert_alignment(buf17, 16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            del buf15
            buf18 = empty_strided_cuda((8, 12288), (12288, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_4.run(buf16, arg13_1, buf18, 96, 1, 1, stream=stream0)
            del arg13_1
            buf19 = empty_strided_cuda((8, 6144), (6144, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_16, gelu, getitem_17, result], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_5.run(buf18, buf19, 49152, stream=stream0)
            buf20 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [getitem_16, gelu, getitem_17, result, output_parallel_3], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_slice_t_6.run(buf19, arg14_1, buf20, 12, 1, 1, stream=stream0)
            del arg14_1
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale]
            buf21 = torch.ops.gemma4.rmsnorm_add_scale.default(buf20, buf17, arg15_1, None, 1e-06)
            del arg15_1
            del buf17
            buf22 = buf21
            assert_size_stride(buf22, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale.default')
            assert_alignment(buf22, 16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
            del buf21
            buf23 = reinterpret_tensor(buf6, (8, 256), (256, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [output], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_7.run(buf22, arg16_1, buf23, 8, 1, 1, stream=stream0)
            del arg16_1
            buf24 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [gate, pli, gated_per_layer], Original ATen: [aten.gelu, aten.select, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_select_8.run(buf24, arg1_1, 2048, stream=stream0)
            buf25 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [gate, pli, gated_per_layer, output_1], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_9.run(buf24, arg17_1, buf25, 12, 1, 1, stream=stream0)
            del arg17_1
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
            buf26 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf25, buf22, arg18_1, arg19_1, arg20_1, 1e-06)
            del arg18_1
            del arg19_1
            del arg20_1
            del buf22
            del buf25
            buf27 = buf26[0]
            assert_size_stride(buf27, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            assert_alignment(buf27, 16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            buf28 = buf26[1]
            assert_size_stride(buf28, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            assert_alignment(buf28, 16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            del buf26
            buf29 = empty_strided_cuda((8, 5120), (5120, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_parallel_4], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_10.run(buf28, arg21_1, buf29, 80, 1, 1, stream=stream0)
            del arg21_1
            # Topologically Sorted Source Nodes: [split_1, qh_1, xf_4, xf_5], Original ATen: [aten.split_with_sizes, aten.view]
            buf30 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf29, (8, 8, 512), (5120, 512, 1), 0), reinterpret_tensor(buf29, (8, 1, 512), (5120, 512, 1), 4096), reinterpret_tensor(buf29, (8, 1, 512), (5120, 512, 1), 4608), arg22_1, arg23_1, arg24_1, arg0_1, 1e-06)
            del arg22_1
            del arg23_1
            del buf29
            buf31 = buf30[0]
            assert_size_stride(buf31, (8, 8, 512), (4096, 512, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf31, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            buf32 = buf30[1]
            assert_size_stride(buf32, (8, 1, 512), (512, 512, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf32, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            buf33 = buf30[2]
            assert_size_stride(buf33, (8, 1, 512), (512, 512, 1), 'torch.ops.gemma4.qkv_norm_rope.default')
            assert_alignment(buf33, 16, 'torch.ops.gemma4.qkv_norm_rope.default')
            del buf30
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_11.run(buf32, arg25_1, 4096, stream=stream0)
            del buf32
            buf35 = empty_strided_cuda((64, 1, 17), (17, 17, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_9, out_11], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_12.run(buf31, arg25_1, buf35, 1088, 512, stream=stream0)
            buf36 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.bool)
            buf37 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.float32)
            buf38 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, prims.prepare_softmax_online]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_prepare_softmax_online_view_13.run(buf35, buf36, buf37, buf38, 64, 17, stream=stream0)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_11.run(buf33, arg26_1, 4096, stream=stream0)
            del buf33
            buf41 = reinterpret_tensor(buf31, (8, 8, 1, 512), (4096, 512, 512, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_14.run(buf36, buf35, buf37, buf38, arg26_1, buf41, 32768, 17, stream=stream0)
            del buf35
            del buf36
            del buf37
            del buf38
            buf42 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [out_11, attn_output_1, output_parallel_5], Original ATen: [aten.view, aten._to_copy, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_view_15.run(buf41, arg27_1, buf42, 12, 1, 1, stream=stream0)
            del arg27_1
            del buf41
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
            buf43 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf42, buf27, arg28_1, arg29_1, 1e-06)
            del arg28_1
            del arg29_1
            del buf27
            del buf42
            buf44 = buf43[0]
            assert_size_stride(buf44, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            assert_alignment(buf44, 16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            buf45 = buf43[1]
            assert_size_stride(buf45, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            assert_alignment(buf45, 16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            del buf43
            buf46 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [output_parallel_6], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_4.run(buf44, arg30_1, buf46, 96, 1, 1, stream=stream0)
            del arg30_1
            buf47 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [getitem_32, gelu_2, getitem_33, result_2], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_5.run(buf46, buf47, 49152, stream=stream0)
            del buf46
            buf48 = buf44; del buf44  # reuse
            # Topologically Sorted Source Nodes: [getitem_32, gelu_2, getitem_33, result_2, output_parallel_7], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_slice_t_6.run(buf47, arg31_1, buf48, 12, 1, 1, stream=stream0)
            del arg31_1
            del buf47
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale]
            buf49 = torch.ops.gemma4.rmsnorm_add_scale.default(buf48, buf45, arg32_1, None, 1e-06)
            del arg32_1
            del buf45
            buf50 = buf49
            assert_size_stride(buf50, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale.default')
            assert_alignment(buf50, 16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
            del buf49
            buf52 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [output_2, gate_1, pli_1, gated_per_layer_1], Original ATen: [aten.t, aten.mm, aten.gelu, aten.select, aten.mul]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_16.run(buf50, arg33_1, arg1_1, buf52, 8, 1, 1, stream=stream0)
            del arg33_1
            buf53 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [gate_1, pli_1, gated_per_layer_1, output_3], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_9.run(buf52, arg34_1, buf53, 12, 1, 1, stream=stream0)
            del arg34_1
            del buf52
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
            buf54 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf53, buf50, arg35_1, arg36_1, arg37_1, 1e-06)
            del arg35_1
            del arg36_1
            del arg37_1
            del buf50
            del buf53
            buf55 = buf54[0]
            assert_size_stride(buf55, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            assert_alignment(buf55, 16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            buf56 = buf54[1]
            assert_size_stride(buf56, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            assert_alignment(buf56, 16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            del buf54
            buf57 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [output_parallel_8], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_mean_mm_mul_pow_rsqrt_t_1.run(buf56, arg38_1, buf57, 80, 1, 1, stream=stream0)
            del arg38_1
            # Topologically Sorted Source Nodes: [split_2, qh_2], Original ATen: [aten.split_with_sizes, aten.view, gemma4.q_norm_rope]
            buf58 = torch.ops.gemma4.q_norm_rope.default(reinterpret_tensor(buf57, (8, 8, 256), (2560, 256, 1), 0), arg39_1, arg7_1, arg0_1, 1e-06)
            del arg39_1
            del arg7_1
            del buf57
            buf59 = buf58
            assert_size_stride(buf59, (8, 8, 256), (2048, 256, 1), 'torch.ops.gemma4.q_norm_rope.default')
            assert_alignment(buf59, 16, 'torch.ops.gemma4.q_norm_rope.default')
            del buf58
            # Topologically Sorted Source Nodes: [unsqueeze_14, out_14], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf60 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf59, (8, 8, 1, 256), (2048, 256, 256, 1), 0), reinterpret_tensor(arg8_1, (8, 1, 17, 256), (4352, 256, 256, 1), 0), reinterpret_tensor(arg9_1, (8, 1, 17, 256), (4352, 256, 256, 1), 0), None, False, scale=1.0)
            del arg8_1
            del arg9_1
            del buf59
            buf61 = buf60[0]
            assert_size_stride(buf61, (8, 8, 1, 256), (2048, 256, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf61, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf60
            buf65 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [attn_output_2, output_parallel_9], Original ATen: [aten.view, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_view_3.run(buf61, arg40_1, buf65, 48, 1, 1, stream=stream0)
            del arg40_1
            del buf61
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
            buf66 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf65, buf55, arg41_1, arg42_1, 1e-06)
            del arg41_1
            del arg42_1
            del buf55
            del buf65
            buf67 = buf66[0]
            assert_size_stride(buf67, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            assert_alignment(buf67, 16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            buf68 = buf66[1]
            assert_size_stride(buf68, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            assert_alignment(buf68, 16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            del buf66
            buf69 = empty_strided_cuda((8, 24576), (24576, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_parallel_10], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_17.run(buf67, arg43_1, buf69, 768, 1, 1, stream=stream0)
            del arg43_1
            del buf67
            buf70 = empty_strided_cuda((8, 12288), (12288, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_51, gelu_4, getitem_52, result_4], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_18.run(buf69, buf70, 98304, stream=stream0)
            del buf69
            buf71 = empty_strided_cuda((8, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_51, gelu_4, getitem_52, result_4, output_parallel_11], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_slice_t_19.run(buf70, arg44_1, buf71, 24, 1, 1, stream=stream0)
            del arg44_1
            del buf70
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale]
            buf72 = torch.ops.gemma4.rmsnorm_add_scale.default(buf71, buf68, arg45_1, None, 1e-06)
            del arg45_1
            del buf68
            buf73 = buf72
            assert_size_stride(buf73, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale.default')
            assert_alignment(buf73, 16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
            del buf72
            buf74 = empty_strided_cuda((8, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_4], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_7.run(buf73, arg46_1, buf74, 8, 1, 1, stream=stream0)
            del arg46_1
            buf75 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [gate_2, pli_2, gated_per_layer_2], Original ATen: [aten.gelu, aten.select, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_select_20.run(buf75, arg1_1, 2048, stream=stream0)
            buf76 = buf71; del buf71  # reuse
            # Topologically Sorted Source Nodes: [gate_2, pli_2, gated_per_layer_2, output_5], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_9.run(buf75, arg47_1, buf76, 12, 1, 1, stream=stream0)
            del arg47_1
            del buf75
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
            buf77 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf76, buf73, arg48_1, arg49_1, arg50_1, 1e-06)
            del arg48_1
            del arg49_1
            del arg50_1
            del buf73
            del buf76
            buf78 = buf77[0]
            assert_size_stride(buf78, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            assert_alignment(buf78, 16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            buf79 = buf77[1]
            assert_size_stride(buf79, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            assert_alignment(buf79, 16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            del buf77
            buf80 = empty_strided_cuda((8, 5120), (5120, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_parallel_12], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_10.run(buf79, arg51_1, buf80, 80, 1, 1, stream=stream0)
            del arg51_1
            # Topologically Sorted Source Nodes: [split_3, qh_3], Original ATen: [aten.split_with_sizes, aten.view, gemma4.q_norm_rope]
            buf81 = torch.ops.gemma4.q_norm_rope.default(reinterpret_tensor(buf80, (8, 8, 512), (5120, 512, 1), 0), arg52_1, arg24_1, arg0_1, 1e-06)
            del arg0_1
            del arg24_1
            del arg52_1
            del buf80
            buf82 = buf81
            assert_size_stride(buf82, (8, 8, 512), (4096, 512, 1), 'torch.ops.gemma4.q_norm_rope.default')
            assert_alignment(buf82, 16, 'torch.ops.gemma4.q_norm_rope.default')
            del buf81
            buf83 = empty_strided_cuda((64, 1, 17), (17, 17, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_19, out_17], Original ATen: [aten.unsqueeze, aten._to_copy, aten.mul, aten.view, aten.bmm, aten.transpose, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_bmm_clone_expand_mul_transpose_unsqueeze_view_12.run(buf82, arg25_1, buf83, 1088, 512, stream=stream0)
            del arg25_1
            buf84 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.bool)
            buf85 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.float32)
            buf86 = empty_strided_cuda((8, 8, 1, 1), (8, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.view, aten._safe_softmax, prims.prepare_softmax_online]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_prepare_softmax_online_view_13.run(buf83, buf84, buf85, buf86, 64, 17, stream=stream0)
            buf88 = reinterpret_tensor(buf82, (8, 8, 1, 512), (4096, 512, 512, 1), 0); del buf82  # reuse
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.view, aten._safe_softmax, aten.sub, aten.exp, aten.bmm, aten.transpose, aten._to_copy, aten.unsqueeze, aten.expand, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__to_copy_bmm_clone_exp_expand_sub_transpose_unsqueeze_view_14.run(buf84, buf83, buf85, buf86, arg26_1, buf88, 32768, 17, stream=stream0)
            del arg26_1
            del buf83
            del buf84
            del buf85
            del buf86
            buf89 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [out_17, attn_output_3, output_parallel_13], Original ATen: [aten.view, aten._to_copy, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_view_15.run(buf88, arg53_1, buf89, 12, 1, 1, stream=stream0)
            del arg53_1
            del buf88
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
            buf90 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf89, buf78, arg54_1, arg55_1, 1e-06)
            del arg54_1
            del arg55_1
            del buf78
            del buf89
            buf91 = buf90[0]
            assert_size_stride(buf91, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            assert_alignment(buf91, 16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            buf92 = buf90[1]
            assert_size_stride(buf92, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            assert_alignment(buf92, 16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
            del buf90
            buf93 = empty_strided_cuda((8, 24576), (24576, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_parallel_14], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_17.run(buf91, arg56_1, buf93, 768, 1, 1, stream=stream0)
            del arg56_1
            del buf91
            buf94 = empty_strided_cuda((8, 12288), (12288, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_68, gelu_6, getitem_69, result_6], Original ATen: [aten.slice, aten.gelu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_slice_18.run(buf93, buf94, 98304, stream=stream0)
            del buf93
            buf95 = empty_strided_cuda((8, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_68, gelu_6, getitem_69, result_6, output_parallel_15], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_slice_t_19.run(buf94, arg57_1, buf95, 24, 1, 1, stream=stream0)
            del arg57_1
            del buf94
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale]
            buf96 = torch.ops.gemma4.rmsnorm_add_scale.default(buf95, buf92, arg58_1, None, 1e-06)
            del arg58_1
            del buf92
            buf97 = buf96
            assert_size_stride(buf97, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale.default')
            assert_alignment(buf97, 16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
            del buf96
            buf98 = empty_strided_cuda((8, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [output_6], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_7.run(buf97, arg59_1, buf98, 8, 1, 1, stream=stream0)
            del arg59_1
            buf99 = buf98; del buf98  # reuse
            # Topologically Sorted Source Nodes: [gate_3, pli_3, gated_per_layer_3], Original ATen: [aten.gelu, aten.select, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_mul_select_21.run(buf99, arg1_1, 2048, stream=stream0)
            del arg1_1
            buf100 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [gate_3, pli_3, gated_per_layer_3, output_7], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_gelu_mm_mul_select_t_9.run(buf99, arg60_1, buf100, 12, 1, 1, stream=stream0)
            del arg60_1
            del buf99
            # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
            buf101 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf100, buf97, arg61_1, arg62_1, arg63_1, 1e-06)
            del arg61_1
            del arg62_1
            del arg63_1
            del buf100
            del buf97
            buf103 = buf101[1]
            assert_size_stride(buf103, (8, 1536), (1536, 1), 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            assert_alignment(buf103, 16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
            del buf101
        return (buf103, )

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
