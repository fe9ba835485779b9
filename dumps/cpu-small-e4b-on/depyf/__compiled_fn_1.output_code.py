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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(4096L + x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr1 + static_cast<int64_t>(4096L + x0), static_cast<int64_t>(16));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1 = args
        args.clear()
        assert_size_stride(arg1_1, (1, 256), (256, 1), 'input')
        buf0 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg2_1, (256, ), (1, ), 'input')
        buf1 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg3_1, (3072, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_0(arg1_1, arg2_1, buf0, buf1)
        del arg2_1
        del buf0
        buf2 = empty_strided_cpu((1, 3072), (3072, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf1, reinterpret_tensor(arg3_1, (256, 3072), (1, 256), 0), out=buf2)
        del arg3_1
        del buf1
        assert_size_stride_grouped((arg4_1, arg5_1, arg7_1, arg6_1), ((512, ), (512, ), (131072, 512), (1, )), ((1, ), (1, ), (512, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [split, q_1, k_1, v_1], Original ATen: [aten.split_with_sizes, aten.view]
        buf3 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf2, (1, 4, 512), (2048, 512, 1), 0), reinterpret_tensor(buf2, (1, 1, 512), (512, 512, 1), 2048), reinterpret_tensor(buf2, (1, 1, 512), (512, 512, 1), 2560), arg4_1, arg5_1, arg7_1, arg6_1, 1e-06)
        del arg4_1
        del arg5_1
        del buf2
        buf4 = buf3[0]
        assert_tensor_metadata(buf4, (1, 4, 512), (2048, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf4 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf5 = buf3[1]
        assert_tensor_metadata(buf5, (1, 1, 512), (512, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf5 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf6 = buf3[2]
        assert_tensor_metadata(buf6, (1, 1, 512), (512, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf6 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        del buf3
        assert_size_stride(arg8_1, (1, 17, 1, 512), (8704, 512, 512, 1), 'input')
        assert_size_stride(arg9_1, (1, 17, 1, 512), (8704, 512, 512, 1), 'input')
        cpp_fused_1(buf5, buf6, arg8_1, arg9_1)
        del buf5
        del buf6
        # Topologically Sorted Source Nodes: [unsqueeze_4, out], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf4, (1, 4, 1, 512), (2048, 512, 512, 1), 0), reinterpret_tensor(arg8_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), reinterpret_tensor(arg9_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), scale=1.0)
        del buf4
        buf10 = buf9[0]
        assert_tensor_metadata(buf10, (1, 4, 1, 512), (2048, 512, 512, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf10 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf9
        assert_size_stride(arg10_1, (256, 2048), (2048, 1), 'input')
        buf12 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg10_1, (2048, 256), (1, 2048), 0), out=buf12)
        del arg10_1
        del buf10
        assert_size_stride_grouped((arg11_1, arg12_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
        buf13 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf12, arg1_1, arg11_1, arg12_1, 1e-06)
        del arg11_1
        del arg12_1
        del arg1_1
        buf14 = buf13[0]
        assert_tensor_metadata(buf14, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf14 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        buf15 = buf13[1]
        assert_tensor_metadata(buf15, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf15 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        del buf13
        assert_size_stride(arg13_1, (1024, 256), (256, 1), 'input')
        buf16 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf14, reinterpret_tensor(arg13_1, (256, 1024), (1, 256), 0), out=buf16)
        del arg13_1
        del buf14
        # Topologically Sorted Source Nodes: [getitem_14, getitem_15, result_3], Original ATen: [aten.slice, aten.mul]
        buf17 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf16, (1, 512), (1024, 1), 0), reinterpret_tensor(buf16, (1, 512), (1024, 1), 512))
        assert_tensor_metadata(buf17, (1, 512), (512, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf17, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_size_stride(arg14_1, (256, 512), (512, 1), 'input')
        buf18 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf17, reinterpret_tensor(arg14_1, (512, 256), (1, 512), 0), out=buf18)
        del arg14_1
        del buf17
        assert_size_stride(arg15_1, (256, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [hidden_states], Original ATen: [aten.add]
        buf19 = torch.ops.gemma4.rmsnorm_add_scale.default(buf18, buf15, arg15_1, None, 1e-06)
        assert_tensor_metadata(buf19, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
        # buffer buf19 (op: torch.ops.gemma4.rmsnorm_add_scale.default) is assumed to be not aligned
        del arg15_1
        del buf15
        assert_size_stride(arg16_1, (32, 256), (256, 1), 'input')
        buf20 = empty_strided_cpu((1, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf19, reinterpret_tensor(arg16_1, (256, 32), (1, 256), 0), out=buf20)
        del arg16_1
        assert_size_stride(arg0_1, (1, 4, 32), (128, 32, 1), 'input')
        # Topologically Sorted Source Nodes: [pli, gated_per_layer], Original ATen: [aten.select, aten.mul]
        buf21 = torch.ops.gemma4.gelu_tanh_mul.default(buf20, reinterpret_tensor(arg0_1, (1, 32), (128, 1), 0))
        assert_tensor_metadata(buf21, (1, 32), (32, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        # buffer buf21 (op: torch.ops.gemma4.gelu_tanh_mul.default) is assumed to be not aligned
        assert_size_stride(arg17_1, (256, 32), (32, 1), 'input')
        buf22 = buf18; del buf18  # reuse
        # Topologically Sorted Source Nodes: [output_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf21, reinterpret_tensor(arg17_1, (32, 256), (1, 32), 0), out=buf22)
        del arg17_1
        del buf21
        assert_size_stride_grouped((arg18_1, arg19_1, arg20_1), ((256, ), (1, ), (256, )), ((1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
        buf23 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf22, buf19, arg18_1, arg19_1, arg20_1, 1e-06)
        del arg18_1
        del arg19_1
        del arg20_1
        del buf19
        buf24 = buf23[0]
        assert_tensor_metadata(buf24, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf24 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        buf25 = buf23[1]
        assert_tensor_metadata(buf25, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf25 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        del buf23
        assert_size_stride(arg21_1, (1536, 256), (256, 1), 'input')
        buf26 = empty_strided_cpu((1, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf25, reinterpret_tensor(arg21_1, (256, 1536), (1, 256), 0), out=buf26)
        del arg21_1
        del buf25
        assert_size_stride_grouped((arg22_1, arg23_1, arg24_1), ((256, ), (256, ), (131072, 256)), ((1, ), (1, ), (256, 1)), 'input')
        # Topologically Sorted Source Nodes: [split_1, q_6, k_7, v_5], Original ATen: [aten.split_with_sizes, aten.view]
        buf27 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf26, (1, 4, 256), (1024, 256, 1), 0), reinterpret_tensor(buf26, (1, 1, 256), (256, 256, 1), 1024), reinterpret_tensor(buf26, (1, 1, 256), (256, 256, 1), 1280), arg22_1, arg23_1, arg24_1, arg6_1, 1e-06)
        del arg22_1
        del arg23_1
        buf28 = buf27[0]
        assert_tensor_metadata(buf28, (1, 4, 256), (1024, 256, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf28 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf29 = buf27[1]
        assert_tensor_metadata(buf29, (1, 1, 256), (256, 256, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf29 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf30 = buf27[2]
        assert_tensor_metadata(buf30, (1, 1, 256), (256, 256, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf30 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        del buf27
        assert_size_stride(arg25_1, (1, 17, 1, 256), (4352, 256, 256, 1), 'input')
        assert_size_stride(arg26_1, (1, 17, 1, 256), (4352, 256, 256, 1), 'input')
        cpp_fused_2(buf29, buf30, arg25_1, arg26_1)
        del buf29
        del buf30
        # Topologically Sorted Source Nodes: [unsqueeze_9, out_1], Original ATen: [aten.unsqueeze, aten.slice, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf33 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf28, (1, 4, 1, 256), (1024, 256, 256, 1), 0), reinterpret_tensor(arg25_1, (1, 1, 8, 256), (4352, 256, 256, 1), 2304), reinterpret_tensor(arg26_1, (1, 1, 8, 256), (4352, 256, 256, 1), 2304), scale=1.0)
        del buf28
        buf34 = buf33[0]
        assert_tensor_metadata(buf34, (1, 4, 1, 256), (1024, 256, 256, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf34 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf33
        assert_size_stride(arg27_1, (256, 1024), (1024, 1), 'input')
        buf36 = buf22; del buf22  # reuse
        # Topologically Sorted Source Nodes: [attn_output_1, output_parallel_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf34, (1, 1024), (1024, 1), 0), reinterpret_tensor(arg27_1, (1024, 256), (1, 1024), 0), out=buf36)
        del arg27_1
        del buf34
        assert_size_stride_grouped((arg28_1, arg29_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
        buf37 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf36, buf24, arg28_1, arg29_1, 1e-06)
        del arg28_1
        del arg29_1
        del buf24
        buf38 = buf37[0]
        assert_tensor_metadata(buf38, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf38 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        buf39 = buf37[1]
        assert_tensor_metadata(buf39, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf39 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        del buf37
        assert_size_stride(arg30_1, (1024, 256), (256, 1), 'input')
        buf40 = buf16; del buf16  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_6], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf38, reinterpret_tensor(arg30_1, (256, 1024), (1, 256), 0), out=buf40)
        del arg30_1
        del buf38
        # Topologically Sorted Source Nodes: [getitem_32, getitem_33, result_8], Original ATen: [aten.slice, aten.mul]
        buf41 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf40, (1, 512), (1024, 1), 0), reinterpret_tensor(buf40, (1, 512), (1024, 1), 512))
        assert_tensor_metadata(buf41, (1, 512), (512, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf41, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_size_stride(arg31_1, (256, 512), (512, 1), 'input')
        buf42 = buf36; del buf36  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_7], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf41, reinterpret_tensor(arg31_1, (512, 256), (1, 512), 0), out=buf42)
        del arg31_1
        del buf41
        assert_size_stride(arg32_1, (256, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten.add]
        buf43 = torch.ops.gemma4.rmsnorm_add_scale.default(buf42, buf39, arg32_1, None, 1e-06)
        assert_tensor_metadata(buf43, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
        # buffer buf43 (op: torch.ops.gemma4.rmsnorm_add_scale.default) is assumed to be not aligned
        del arg32_1
        del buf39
        assert_size_stride(arg33_1, (32, 256), (256, 1), 'input')
        buf44 = buf20; del buf20  # reuse
        # Topologically Sorted Source Nodes: [output_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf43, reinterpret_tensor(arg33_1, (256, 32), (1, 256), 0), out=buf44)
        del arg33_1
        # Topologically Sorted Source Nodes: [pli_1, gated_per_layer_1], Original ATen: [aten.select, aten.mul]
        buf45 = torch.ops.gemma4.gelu_tanh_mul.default(buf44, reinterpret_tensor(arg0_1, (1, 32), (128, 1), 32))
        assert_tensor_metadata(buf45, (1, 32), (32, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        # buffer buf45 (op: torch.ops.gemma4.gelu_tanh_mul.default) is assumed to be not aligned
        assert_size_stride(arg34_1, (256, 32), (32, 1), 'input')
        buf46 = buf42; del buf42  # reuse
        # Topologically Sorted Source Nodes: [output_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf45, reinterpret_tensor(arg34_1, (32, 256), (1, 32), 0), out=buf46)
        del arg34_1
        del buf45
        assert_size_stride_grouped((arg35_1, arg36_1, arg37_1), ((256, ), (1, ), (256, )), ((1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
        buf47 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf46, buf43, arg35_1, arg36_1, arg37_1, 1e-06)
        del arg35_1
        del arg36_1
        del arg37_1
        del buf43
        buf48 = buf47[0]
        assert_tensor_metadata(buf48, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf48 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        buf49 = buf47[1]
        assert_tensor_metadata(buf49, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf49 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        del buf47
        assert_size_stride(arg38_1, (1536, 256), (256, 1), 'input')
        buf50 = buf26; del buf26  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_8], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf49, reinterpret_tensor(arg38_1, (256, 1536), (1, 256), 0), out=buf50)
        del arg38_1
        del buf49
        assert_size_stride(arg39_1, (256, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [split_2, q_11, query_rot_5], Original ATen: [aten.split_with_sizes, aten.view, aten.cat]
        buf51 = torch.ops.gemma4.q_norm_rope.default(reinterpret_tensor(buf50, (1, 4, 256), (1536, 256, 1), 0), arg39_1, arg24_1, arg6_1, 1e-06)
        assert_tensor_metadata(buf51, (1, 4, 256), (1024, 256, 1), torch.bfloat16, 'torch.ops.gemma4.q_norm_rope.default')
        # buffer buf51 (op: torch.ops.gemma4.q_norm_rope.default) is assumed to be not aligned
        del arg24_1
        del arg39_1
        del buf50
        # Topologically Sorted Source Nodes: [unsqueeze_14, out_2], Original ATen: [aten.unsqueeze, aten.slice, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf52 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf51, (1, 4, 1, 256), (1024, 256, 256, 1), 0), reinterpret_tensor(arg25_1, (1, 1, 8, 256), (4352, 256, 256, 1), 2304), reinterpret_tensor(arg26_1, (1, 1, 8, 256), (4352, 256, 256, 1), 2304), scale=1.0)
        del arg25_1
        del arg26_1
        del buf51
        buf53 = buf52[0]
        assert_tensor_metadata(buf53, (1, 4, 1, 256), (1024, 256, 256, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf53 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf52
        assert_size_stride(arg40_1, (256, 1024), (1024, 1), 'input')
        buf55 = buf46; del buf46  # reuse
        # Topologically Sorted Source Nodes: [attn_output_2, output_parallel_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf53, (1, 1024), (1024, 1), 0), reinterpret_tensor(arg40_1, (1024, 256), (1, 1024), 0), out=buf55)
        del arg40_1
        del buf53
        assert_size_stride_grouped((arg41_1, arg42_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
        buf56 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf55, buf48, arg41_1, arg42_1, 1e-06)
        del arg41_1
        del arg42_1
        del buf48
        buf57 = buf56[0]
        assert_tensor_metadata(buf57, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf57 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        buf58 = buf56[1]
        assert_tensor_metadata(buf58, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf58 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        del buf56
        assert_size_stride(arg43_1, (1024, 256), (256, 1), 'input')
        buf59 = buf40; del buf40  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf57, reinterpret_tensor(arg43_1, (256, 1024), (1, 256), 0), out=buf59)
        del arg43_1
        del buf57
        # Topologically Sorted Source Nodes: [getitem_51, getitem_52, result_11], Original ATen: [aten.slice, aten.mul]
        buf60 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf59, (1, 512), (1024, 1), 0), reinterpret_tensor(buf59, (1, 512), (1024, 1), 512))
        assert_tensor_metadata(buf60, (1, 512), (512, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf60, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        del buf59
        assert_size_stride(arg44_1, (256, 512), (512, 1), 'input')
        buf61 = buf55; del buf55  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_11], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf60, reinterpret_tensor(arg44_1, (512, 256), (1, 512), 0), out=buf61)
        del arg44_1
        del buf60
        assert_size_stride(arg45_1, (256, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_6], Original ATen: [aten.add]
        buf62 = torch.ops.gemma4.rmsnorm_add_scale.default(buf61, buf58, arg45_1, None, 1e-06)
        assert_tensor_metadata(buf62, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
        # buffer buf62 (op: torch.ops.gemma4.rmsnorm_add_scale.default) is assumed to be not aligned
        del arg45_1
        del buf58
        assert_size_stride(arg46_1, (32, 256), (256, 1), 'input')
        buf63 = buf44; del buf44  # reuse
        # Topologically Sorted Source Nodes: [output_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf62, reinterpret_tensor(arg46_1, (256, 32), (1, 256), 0), out=buf63)
        del arg46_1
        # Topologically Sorted Source Nodes: [pli_2, gated_per_layer_2], Original ATen: [aten.select, aten.mul]
        buf64 = torch.ops.gemma4.gelu_tanh_mul.default(buf63, reinterpret_tensor(arg0_1, (1, 32), (128, 1), 64))
        assert_tensor_metadata(buf64, (1, 32), (32, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        # buffer buf64 (op: torch.ops.gemma4.gelu_tanh_mul.default) is assumed to be not aligned
        assert_size_stride(arg47_1, (256, 32), (32, 1), 'input')
        buf65 = buf61; del buf61  # reuse
        # Topologically Sorted Source Nodes: [output_5], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf64, reinterpret_tensor(arg47_1, (32, 256), (1, 32), 0), out=buf65)
        del arg47_1
        del buf64
        assert_size_stride_grouped((arg48_1, arg49_1, arg50_1), ((256, ), (1, ), (256, )), ((1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
        buf66 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf65, buf62, arg48_1, arg49_1, arg50_1, 1e-06)
        del arg48_1
        del arg49_1
        del arg50_1
        del buf62
        buf67 = buf66[0]
        assert_tensor_metadata(buf67, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf67 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        buf68 = buf66[1]
        assert_tensor_metadata(buf68, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf68 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        del buf66
        assert_size_stride(arg51_1, (3072, 256), (256, 1), 'input')
        buf69 = empty_strided_cpu((1, 3072), (3072, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_12], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf68, reinterpret_tensor(arg51_1, (256, 3072), (1, 256), 0), out=buf69)
        del arg51_1
        del buf68
        assert_size_stride(arg52_1, (512, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [split_3, q_16, query_rot_7], Original ATen: [aten.split_with_sizes, aten.view, aten.cat]
        buf70 = torch.ops.gemma4.q_norm_rope.default(reinterpret_tensor(buf69, (1, 4, 512), (3072, 512, 1), 0), arg52_1, arg7_1, arg6_1, 1e-06)
        assert_tensor_metadata(buf70, (1, 4, 512), (2048, 512, 1), torch.bfloat16, 'torch.ops.gemma4.q_norm_rope.default')
        # buffer buf70 (op: torch.ops.gemma4.q_norm_rope.default) is assumed to be not aligned
        del arg52_1
        del arg6_1
        del arg7_1
        del buf69
        # Topologically Sorted Source Nodes: [unsqueeze_19, out_3], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf71 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf70, (1, 4, 1, 512), (2048, 512, 512, 1), 0), reinterpret_tensor(arg8_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), reinterpret_tensor(arg9_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), scale=1.0)
        del arg8_1
        del arg9_1
        del buf70
        buf72 = buf71[0]
        assert_tensor_metadata(buf72, (1, 4, 1, 512), (2048, 512, 512, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf72 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf71
        assert_size_stride(arg53_1, (256, 2048), (2048, 1), 'input')
        buf74 = buf65; del buf65  # reuse
        # Topologically Sorted Source Nodes: [attn_output_3, output_parallel_13], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf72, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg53_1, (2048, 256), (1, 2048), 0), out=buf74)
        del arg53_1
        del buf72
        assert_size_stride_grouped((arg54_1, arg55_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
        buf75 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf74, buf67, arg54_1, arg55_1, 1e-06)
        del arg54_1
        del arg55_1
        del buf67
        buf76 = buf75[0]
        assert_tensor_metadata(buf76, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf76 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        buf77 = buf75[1]
        assert_tensor_metadata(buf77, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf77 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        del buf75
        assert_size_stride(arg56_1, (1024, 256), (256, 1), 'input')
        buf78 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_14], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf76, reinterpret_tensor(arg56_1, (256, 1024), (1, 256), 0), out=buf78)
        del arg56_1
        del buf76
        # Topologically Sorted Source Nodes: [getitem_68, getitem_69, result_14], Original ATen: [aten.slice, aten.mul]
        buf79 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf78, (1, 512), (1024, 1), 0), reinterpret_tensor(buf78, (1, 512), (1024, 1), 512))
        assert_tensor_metadata(buf79, (1, 512), (512, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf79, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        del buf78
        assert_size_stride(arg57_1, (256, 512), (512, 1), 'input')
        buf80 = buf74; del buf74  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_15], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf79, reinterpret_tensor(arg57_1, (512, 256), (1, 512), 0), out=buf80)
        del arg57_1
        del buf79
        assert_size_stride(arg58_1, (256, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_9], Original ATen: [aten.add]
        buf81 = torch.ops.gemma4.rmsnorm_add_scale.default(buf80, buf77, arg58_1, None, 1e-06)
        assert_tensor_metadata(buf81, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
        # buffer buf81 (op: torch.ops.gemma4.rmsnorm_add_scale.default) is assumed to be not aligned
        del arg58_1
        del buf77
        assert_size_stride(arg59_1, (32, 256), (256, 1), 'input')
        buf82 = buf63; del buf63  # reuse
        # Topologically Sorted Source Nodes: [output_6], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf81, reinterpret_tensor(arg59_1, (256, 32), (1, 256), 0), out=buf82)
        del arg59_1
        # Topologically Sorted Source Nodes: [pli_3, gated_per_layer_3], Original ATen: [aten.select, aten.mul]
        buf83 = torch.ops.gemma4.gelu_tanh_mul.default(buf82, reinterpret_tensor(arg0_1, (1, 32), (128, 1), 96))
        assert_tensor_metadata(buf83, (1, 32), (32, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        # buffer buf83 (op: torch.ops.gemma4.gelu_tanh_mul.default) is assumed to be not aligned
        del arg0_1
        del buf82
        assert_size_stride(arg60_1, (256, 32), (32, 1), 'input')
        buf84 = buf80; del buf80  # reuse
        # Topologically Sorted Source Nodes: [output_7], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf83, reinterpret_tensor(arg60_1, (32, 256), (1, 32), 0), out=buf84)
        del arg60_1
        del buf83
        assert_size_stride_grouped((arg61_1, arg62_1, arg63_1), ((256, ), (1, ), (256, )), ((1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_scale_next_norm]
        buf85 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(buf84, buf81, arg61_1, arg62_1, arg63_1, 1e-06)
        del arg61_1
        del arg62_1
        del arg63_1
        del buf81
        del buf84
        buf87 = buf85[1]
        assert_tensor_metadata(buf87, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale_next_norm.default')
        # buffer buf87 (op: torch.ops.gemma4.rmsnorm_add_scale_next_norm.default) is assumed to be not aligned
        return (buf87, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 4, 32), (128, 32, 1), device='cpu', dtype=torch.bfloat16)
    arg1_1 = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg2_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg3_1 = rand_strided((3072, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg4_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg5_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg6_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.int64)
    arg7_1 = rand_strided((131072, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg8_1 = rand_strided((1, 17, 1, 512), (8704, 512, 512, 1), device='cpu', dtype=torch.bfloat16)
    arg9_1 = rand_strided((1, 17, 1, 512), (8704, 512, 512, 1), device='cpu', dtype=torch.bfloat16)
    arg10_1 = rand_strided((256, 2048), (2048, 1), device='cpu', dtype=torch.bfloat16)
    arg11_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg12_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg13_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg14_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg15_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg16_1 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg17_1 = rand_strided((256, 32), (32, 1), device='cpu', dtype=torch.bfloat16)
    arg18_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg19_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg20_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg21_1 = rand_strided((1536, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg22_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg23_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg24_1 = rand_strided((131072, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg25_1 = rand_strided((1, 17, 1, 256), (4352, 256, 256, 1), device='cpu', dtype=torch.bfloat16)
    arg26_1 = rand_strided((1, 17, 1, 256), (4352, 256, 256, 1), device='cpu', dtype=torch.bfloat16)
    arg27_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.bfloat16)
    arg28_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg29_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg30_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg31_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg32_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg33_1 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg34_1 = rand_strided((256, 32), (32, 1), device='cpu', dtype=torch.bfloat16)
    arg35_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg36_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg37_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg38_1 = rand_strided((1536, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg39_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg40_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.bfloat16)
    arg41_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg42_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg43_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg44_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg45_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg46_1 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg47_1 = rand_strided((256, 32), (32, 1), device='cpu', dtype=torch.bfloat16)
    arg48_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg49_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg50_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg51_1 = rand_strided((3072, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg52_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg53_1 = rand_strided((256, 2048), (2048, 1), device='cpu', dtype=torch.bfloat16)
    arg54_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg55_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg56_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg57_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg58_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg59_1 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg60_1 = rand_strided((256, 32), (32, 1), device='cpu', dtype=torch.bfloat16)
    arg61_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg62_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg63_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
