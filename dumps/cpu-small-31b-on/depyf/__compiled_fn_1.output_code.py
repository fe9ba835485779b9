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
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
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


cpp_fused__to_copy_add_mean_mul_pow_rsqrt_0 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            float tmp_acc0 = 0;
            at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp2 = tmp1 * tmp1;
                        tmp_acc0_vec = tmp_acc0_vec + tmp2;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr0[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = out_ptr0[static_cast<int64_t>(0L)];
                    auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                    auto tmp3 = static_cast<float>(256.0);
                    auto tmp4 = tmp2 / tmp3;
                    auto tmp5 = static_cast<float>(1e-06);
                    auto tmp6 = float(tmp4 + tmp5);
                    auto tmp7 = 1 / std::sqrt(tmp6);
                    auto tmp8 = at::vec::VectorizedN<float,2>(tmp7);
                    auto tmp9 = tmp1 * tmp8;
                    auto tmp11 = at::vec::convert<float,2,at::BFloat16,1>(tmp10);
                    auto tmp12 = tmp9 * tmp11;
                    auto tmp13 = at::vec::convert<at::BFloat16,1,float,2>(tmp12);
                    tmp13.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_1 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(8192L + x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr1 + static_cast<int64_t>(8192L + x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(16384L + x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(16384L + x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 256), (256, 1), 'input')
        buf0 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg1_1, (256, ), (1, ), 'input')
        buf1 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg2_1, (2048, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_0(arg0_1, arg1_1, buf0, buf1)
        del arg1_1
        del buf0
        buf2 = empty_strided_cpu((1, 2048), (2048, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf1, reinterpret_tensor(arg2_1, (256, 2048), (1, 256), 0), out=buf2)
        del arg2_1
        assert_size_stride_grouped((arg3_1, arg4_1, arg6_1, arg5_1), ((256, ), (256, ), (131072, 256), (1, )), ((1, ), (1, ), (256, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [split, q_1, k_1, v_1], Original ATen: [aten.split_with_sizes, aten.view]
        buf3 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf2, (1, 4, 256), (1024, 256, 1), 0), reinterpret_tensor(buf2, (1, 2, 256), (512, 256, 1), 1024), reinterpret_tensor(buf2, (1, 2, 256), (512, 256, 1), 1536), arg3_1, arg4_1, arg6_1, arg5_1, 1e-06)
        del arg3_1
        del arg4_1
        del arg6_1
        del buf2
        buf4 = buf3[0]
        assert_tensor_metadata(buf4, (1, 4, 256), (1024, 256, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf4 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf5 = buf3[1]
        assert_tensor_metadata(buf5, (1, 2, 256), (512, 256, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf5 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf6 = buf3[2]
        assert_tensor_metadata(buf6, (1, 2, 256), (512, 256, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf6 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        del buf3
        assert_size_stride(arg7_1, (1, 17, 2, 256), (8704, 512, 256, 1), 'input')
        assert_size_stride(arg8_1, (1, 17, 2, 256), (8704, 512, 256, 1), 'input')
        cpp_fused_1(buf5, buf6, arg7_1, arg8_1)
        del buf5
        del buf6
        # Topologically Sorted Source Nodes: [unsqueeze_4, out], Original ATen: [aten.unsqueeze, aten.slice, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf4, (1, 4, 1, 256), (1024, 256, 256, 1), 0), reinterpret_tensor(arg7_1, (1, 2, 8, 256), (8704, 256, 512, 1), 4608), reinterpret_tensor(arg8_1, (1, 2, 8, 256), (8704, 256, 512, 1), 4608), scale=1.0)
        del arg7_1
        del arg8_1
        del buf4
        buf10 = buf9[0]
        assert_tensor_metadata(buf10, (1, 4, 1, 256), (1024, 256, 256, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf10 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf9
        assert_size_stride(arg9_1, (256, 1024), (1024, 1), 'input')
        buf12 = buf1; del buf1  # reuse
        # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (1, 1024), (1024, 1), 0), reinterpret_tensor(arg9_1, (1024, 256), (1, 1024), 0), out=buf12)
        del arg9_1
        del buf10
        assert_size_stride_grouped((arg10_1, arg11_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
        buf13 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf12, arg0_1, arg10_1, arg11_1, 1e-06)
        del arg0_1
        del arg10_1
        del arg11_1
        buf14 = buf13[0]
        assert_tensor_metadata(buf14, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf14 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        buf15 = buf13[1]
        assert_tensor_metadata(buf15, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf15 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        del buf13
        assert_size_stride(arg12_1, (1024, 256), (256, 1), 'input')
        buf16 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf14, reinterpret_tensor(arg12_1, (256, 1024), (1, 256), 0), out=buf16)
        del arg12_1
        del buf14
        # Topologically Sorted Source Nodes: [getitem_15, getitem_16, result_3], Original ATen: [aten.slice, aten.mul]
        buf17 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf16, (1, 512), (1024, 1), 0), reinterpret_tensor(buf16, (1, 512), (1024, 1), 512))
        assert_tensor_metadata(buf17, (1, 512), (512, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf17, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        del buf16
        assert_size_stride(arg13_1, (256, 512), (512, 1), 'input')
        buf18 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf17, reinterpret_tensor(arg13_1, (512, 256), (1, 512), 0), out=buf18)
        del arg13_1
        del buf17
        assert_size_stride_grouped((arg14_1, arg15_1, arg16_1), ((256, ), (1, ), (256, )), ((1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
        buf19 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf18, buf15, arg14_1, arg15_1, arg16_1, 1e-06)
        del arg14_1
        del arg15_1
        del arg16_1
        del buf15
        del buf18
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf20 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf21 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        del buf19
        assert_size_stride(arg17_1, (4096, 256), (256, 1), 'input')
        buf22 = empty_strided_cpu((1, 4096), (4096, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf21, reinterpret_tensor(arg17_1, (256, 4096), (1, 256), 0), out=buf22)
        del arg17_1
        del buf21
        assert_size_stride_grouped((arg18_1, arg19_1, arg20_1), ((512, ), (512, ), (131072, 512)), ((1, ), (1, ), (512, 1)), 'input')
        # Topologically Sorted Source Nodes: [split_1, q_6, k_7, v_5], Original ATen: [aten.split_with_sizes, aten.view]
        buf23 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf22, (1, 4, 512), (2048, 512, 1), 0), reinterpret_tensor(buf22, (1, 2, 512), (1024, 512, 1), 2048), reinterpret_tensor(buf22, (1, 2, 512), (1024, 512, 1), 3072), arg18_1, arg19_1, arg20_1, arg5_1, 1e-06)
        del arg18_1
        del arg19_1
        del arg20_1
        del arg5_1
        del buf22
        buf24 = buf23[0]
        assert_tensor_metadata(buf24, (1, 4, 512), (2048, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf24 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf25 = buf23[1]
        assert_tensor_metadata(buf25, (1, 2, 512), (1024, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf25 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf26 = buf23[2]
        assert_tensor_metadata(buf26, (1, 2, 512), (1024, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf26 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        del buf23
        assert_size_stride(arg21_1, (1, 17, 2, 512), (17408, 1024, 512, 1), 'input')
        assert_size_stride(arg22_1, (1, 17, 2, 512), (17408, 1024, 512, 1), 'input')
        cpp_fused_2(buf25, buf26, arg21_1, arg22_1)
        del buf25
        del buf26
        # Topologically Sorted Source Nodes: [unsqueeze_9, out_1], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf29 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf24, (1, 4, 1, 512), (2048, 512, 512, 1), 0), reinterpret_tensor(arg21_1, (1, 2, 17, 512), (17408, 512, 1024, 1), 0), reinterpret_tensor(arg22_1, (1, 2, 17, 512), (17408, 512, 1024, 1), 0), scale=1.0)
        del arg21_1
        del arg22_1
        del buf24
        buf30 = buf29[0]
        assert_tensor_metadata(buf30, (1, 4, 1, 512), (2048, 512, 512, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf30 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf29
        assert_size_stride(arg23_1, (256, 2048), (2048, 1), 'input')
        buf32 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [attn_output_1, output_parallel_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf30, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg23_1, (2048, 256), (1, 2048), 0), out=buf32)
        del arg23_1
        del buf30
        assert_size_stride_grouped((arg24_1, arg25_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
        buf33 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf32, buf20, arg24_1, arg25_1, 1e-06)
        del arg24_1
        del arg25_1
        del buf20
        buf34 = buf33[0]
        assert_tensor_metadata(buf34, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf34 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        buf35 = buf33[1]
        assert_tensor_metadata(buf35, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf35 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        del buf33
        assert_size_stride(arg26_1, (1024, 256), (256, 1), 'input')
        buf36 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_6], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf34, reinterpret_tensor(arg26_1, (256, 1024), (1, 256), 0), out=buf36)
        del arg26_1
        del buf34
        # Topologically Sorted Source Nodes: [getitem_30, getitem_31, result_7], Original ATen: [aten.slice, aten.mul]
        buf37 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf36, (1, 512), (1024, 1), 0), reinterpret_tensor(buf36, (1, 512), (1024, 1), 512))
        assert_tensor_metadata(buf37, (1, 512), (512, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf37, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        del buf36
        assert_size_stride(arg27_1, (256, 512), (512, 1), 'input')
        buf38 = buf32; del buf32  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_7], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf37, reinterpret_tensor(arg27_1, (512, 256), (1, 512), 0), out=buf38)
        del arg27_1
        del buf37
        assert_size_stride_grouped((arg28_1, arg29_1, arg30_1), ((256, ), (1, ), (256, )), ((1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
        buf39 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf38, buf35, arg28_1, arg29_1, arg30_1, 1e-06)
        del arg28_1
        del arg29_1
        del arg30_1
        del buf35
        del buf38
        buf41 = buf39[1]
        assert_tensor_metadata(buf41, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf41 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        return (buf41, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg1_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg2_1 = rand_strided((2048, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg3_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg4_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg5_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.int64)
    arg6_1 = rand_strided((131072, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg7_1 = rand_strided((1, 17, 2, 256), (8704, 512, 256, 1), device='cpu', dtype=torch.bfloat16)
    arg8_1 = rand_strided((1, 17, 2, 256), (8704, 512, 256, 1), device='cpu', dtype=torch.bfloat16)
    arg9_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.bfloat16)
    arg10_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg11_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg12_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg13_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg14_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg15_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg16_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg17_1 = rand_strided((4096, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg18_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg19_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg20_1 = rand_strided((131072, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg21_1 = rand_strided((1, 17, 2, 512), (17408, 1024, 512, 1), device='cpu', dtype=torch.bfloat16)
    arg22_1 = rand_strided((1, 17, 2, 512), (17408, 1024, 512, 1), device='cpu', dtype=torch.bfloat16)
    arg23_1 = rand_strided((256, 2048), (2048, 1), device='cpu', dtype=torch.bfloat16)
    arg24_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg25_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg26_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg27_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg28_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg29_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg30_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
