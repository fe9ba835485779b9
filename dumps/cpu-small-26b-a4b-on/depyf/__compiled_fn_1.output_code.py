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


cpp_fused__to_copy__unsafe_view_bmm_clone_gelu_index_mul_permute_split_unsqueeze_view_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const int64_t* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    float tmp_acc1 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc1_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = in_ptr1[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)))];
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = c10::convert<int32_t>(tmp2);
                                auto tmp4 = 16L;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp3) + static_cast<std::make_unsigned_t<int64_t>>(tmp5));
                                auto tmp7 = tmp3 < 0;
                                auto tmp8 = tmp7 ? tmp6 : tmp3;
                                auto tmp9 = tmp8;
                                auto tmp10 = c10::convert<int64_t>(tmp9);
                                TORCH_CHECK((0 <= tmp10) & (tmp10 < 16L), "index out of bounds: 0 <= tmp10 < 16L");
                                auto tmp12 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*tmp8), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::convert<float,2,at::BFloat16,1>(tmp12);
                                auto tmp14 = tmp1 * tmp13;
                                auto tmp15 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(16384L + x1 + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*tmp8), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::convert<float,2,at::BFloat16,1>(tmp15);
                                auto tmp17 = tmp1 * tmp16;
                                tmp_acc0_vec = tmp_acc0_vec + tmp14;
                                tmp_acc1_vec = tmp_acc1_vec + tmp17;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<at::BFloat16>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<at::BFloat16>(tmp_acc1);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp17 = in_ptr1[static_cast<int64_t>(x0)];
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp2 = static_cast<float>(0.5);
                                    auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                                    auto tmp4 = tmp1 * tmp3;
                                    auto tmp5 = static_cast<float>(0.7071067811865476);
                                    auto tmp6 = at::vec::VectorizedN<float,2>(tmp5);
                                    auto tmp7 = tmp1 * tmp6;
                                    auto tmp8 = tmp7.erf();
                                    auto tmp9 = static_cast<float>(1.0);
                                    auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                                    auto tmp11 = tmp8 + tmp10;
                                    auto tmp12 = tmp4 * tmp11;
                                    auto tmp13 = (tmp12);
                                    auto tmp15 = at::vec::convert<float,2,at::BFloat16,1>(tmp14);
                                    auto tmp16 = tmp13 * tmp15;
                                    auto tmp18 = c10::convert<int32_t>(tmp17);
                                    auto tmp19 = 16L;
                                    auto tmp20 = c10::convert<int64_t>(tmp19);
                                    auto tmp21 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp18) + static_cast<std::make_unsigned_t<int64_t>>(tmp20));
                                    auto tmp22 = tmp18 < 0;
                                    auto tmp23 = tmp22 ? tmp21 : tmp18;
                                    auto tmp24 = tmp23;
                                    auto tmp25 = c10::convert<int64_t>(tmp24);
                                    TORCH_CHECK((0 <= tmp25) & (tmp25 < 16L), "index out of bounds: 0 <= tmp25 < 16L");
                                    auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 64L*x1 + 16384L*tmp23), static_cast<int64_t>(16));
                                    auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                                    auto tmp29 = tmp16 * tmp28;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr2[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<at::BFloat16>(tmp_acc0);
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = c10::convert<float>(tmp0);
                                auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                                auto tmp4 = at::vec::VectorizedN<float,2>(tmp1);
                                auto tmp5 = tmp4 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1 = args
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
        assert_size_stride_grouped((arg10_1, arg11_1, arg14_1, arg16_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.post_attn_norms_moe]
        buf13 = torch.ops.gemma4.post_attn_norms_moe.default(buf12, arg0_1, arg10_1, arg11_1, arg14_1, arg16_1, 1e-06)
        del arg0_1
        del arg10_1
        del arg11_1
        del arg14_1
        del arg16_1
        buf14 = buf13[0]
        assert_tensor_metadata(buf14, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf14 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf15 = buf13[1]
        assert_tensor_metadata(buf15, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf15 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf16 = buf13[2]
        assert_tensor_metadata(buf16, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf16 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf17 = buf13[3]
        assert_tensor_metadata(buf17, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf17 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        del buf13
        assert_size_stride(arg15_1, (16, 256), (256, 1), 'input')
        buf18 = empty_strided_cpu((1, 16), (16, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf16, reinterpret_tensor(arg15_1, (256, 16), (1, 256), 0), out=buf18)
        del arg15_1
        del buf16
        assert_size_stride(arg12_1, (384, 256), (256, 1), 'input')
        buf19 = empty_strided_cpu((1, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf14, reinterpret_tensor(arg12_1, (256, 384), (1, 256), 0), out=buf19)
        del arg12_1
        del buf14
        assert_size_stride(arg17_1, (16, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [getitem_15, getitem_16], Original ATen: [aten.slice]
        buf20 = torch.ops.gemma4.router_topk_gelu_mul.default(buf18, arg17_1, 8, False, reinterpret_tensor(buf19, (1, 192), (384, 1), 0), reinterpret_tensor(buf19, (1, 192), (384, 1), 192))
        del arg17_1
        del buf18
        del buf19
        buf21 = buf20[0]
        assert_tensor_metadata(buf21, (1, 8), (8, 1), torch.bfloat16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
        # buffer buf21 (op: torch.ops.gemma4.router_topk_gelu_mul.default) is assumed to be not aligned
        buf22 = buf20[1]
        assert_tensor_metadata(buf22, (1, 8), (8, 1), torch.int64, 'torch.ops.gemma4.router_topk_gelu_mul.default')
        # buffer buf22 (op: torch.ops.gemma4.router_topk_gelu_mul.default) is assumed to be not aligned
        buf23 = buf20[2]
        assert_tensor_metadata(buf23, (1, 192), (192, 1), torch.bfloat16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
        # buffer buf23 (op: torch.ops.gemma4.router_topk_gelu_mul.default) is assumed to be not aligned
        del buf20
        assert_size_stride(arg13_1, (256, 192), (192, 1), 'input')
        buf24 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf23, reinterpret_tensor(arg13_1, (192, 256), (1, 192), 0), out=buf24)
        del arg13_1
        del buf23
        assert_size_stride(arg18_1, (16, 128, 256), (32768, 256, 1), 'input')
        buf25 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.bfloat16)
        buf26 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.bfloat16)
        assert_size_stride(arg19_1, (16, 256, 64), (16384, 64, 1), 'input')
        buf27 = reinterpret_tensor(buf2, (8, 1, 256), (256, 256, 1), 0); del buf2  # reuse
        buf28 = empty_strided_cpu((1, 1, 256), (256, 256, 1), torch.bfloat16)
        assert_size_stride_grouped((arg20_1, arg21_1, arg22_1, arg23_1, arg24_1), ((256, ), (256, ), (256, ), (1, ), (256, )), ((1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        cpp_fused__to_copy__unsafe_view_bmm_clone_gelu_index_mul_permute_split_unsqueeze_view_2(buf17, buf22, arg18_1, arg19_1, buf21, buf25, buf26, buf27, buf28)
        del arg18_1
        del arg19_1
        del buf17
        del buf21
        del buf22
        del buf25
        del buf26
        del buf27
        # Topologically Sorted Source Nodes: [expert_outs_1], Original ATen: [aten.permute, aten.view, gemma4.ffn_tail_moe_next_norm]
        buf29 = torch.ops.gemma4.ffn_tail_moe_next_norm.default(buf24, reinterpret_tensor(buf28, (1, 256), (256, 1), 0), buf15, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, 1e-06)
        del arg20_1
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        del buf15
        del buf24
        del buf28
        buf30 = buf29[0]
        assert_tensor_metadata(buf30, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
        # buffer buf30 (op: torch.ops.gemma4.ffn_tail_moe_next_norm.default) is assumed to be not aligned
        buf31 = buf29[1]
        assert_tensor_metadata(buf31, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
        # buffer buf31 (op: torch.ops.gemma4.ffn_tail_moe_next_norm.default) is assumed to be not aligned
        del buf29
        assert_size_stride(arg25_1, (3072, 256), (256, 1), 'input')
        buf32 = empty_strided_cpu((1, 3072), (3072, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf31, reinterpret_tensor(arg25_1, (256, 3072), (1, 256), 0), out=buf32)
        del arg25_1
        del buf31
        assert_size_stride_grouped((arg26_1, arg27_1, arg28_1), ((512, ), (512, ), (131072, 512)), ((1, ), (1, ), (512, 1)), 'input')
        # Topologically Sorted Source Nodes: [split_1, q_6, k_7, v_5], Original ATen: [aten.split_with_sizes, aten.view]
        buf33 = torch.ops.gemma4.qkv_norm_rope.default(reinterpret_tensor(buf32, (1, 4, 512), (2048, 512, 1), 0), reinterpret_tensor(buf32, (1, 1, 512), (512, 512, 1), 2048), reinterpret_tensor(buf32, (1, 1, 512), (512, 512, 1), 2560), arg26_1, arg27_1, arg28_1, arg5_1, 1e-06)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg5_1
        del buf32
        buf34 = buf33[0]
        assert_tensor_metadata(buf34, (1, 4, 512), (2048, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf34 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf35 = buf33[1]
        assert_tensor_metadata(buf35, (1, 1, 512), (512, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf35 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        buf36 = buf33[2]
        assert_tensor_metadata(buf36, (1, 1, 512), (512, 512, 1), torch.bfloat16, 'torch.ops.gemma4.qkv_norm_rope.default')
        # buffer buf36 (op: torch.ops.gemma4.qkv_norm_rope.default) is assumed to be not aligned
        del buf33
        assert_size_stride(arg29_1, (1, 17, 1, 512), (8704, 512, 512, 1), 'input')
        assert_size_stride(arg30_1, (1, 17, 1, 512), (8704, 512, 512, 1), 'input')
        cpp_fused_1(buf35, buf36, arg29_1, arg30_1)
        del buf35
        del buf36
        # Topologically Sorted Source Nodes: [unsqueeze_9, out_1], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf39 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf34, (1, 4, 1, 512), (2048, 512, 512, 1), 0), reinterpret_tensor(arg29_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), reinterpret_tensor(arg30_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), scale=1.0)
        del arg29_1
        del arg30_1
        del buf34
        buf40 = buf39[0]
        assert_tensor_metadata(buf40, (1, 4, 1, 512), (2048, 512, 512, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf40 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf39
        assert_size_stride(arg31_1, (256, 2048), (2048, 1), 'input')
        buf42 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [attn_output_1, output_parallel_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf40, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg31_1, (2048, 256), (1, 2048), 0), out=buf42)
        del arg31_1
        del buf40
        assert_size_stride_grouped((arg32_1, arg33_1, arg36_1, arg38_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.post_attn_norms_moe]
        buf43 = torch.ops.gemma4.post_attn_norms_moe.default(buf42, buf30, arg32_1, arg33_1, arg36_1, arg38_1, 1e-06)
        del arg32_1
        del arg33_1
        del arg36_1
        del arg38_1
        del buf30
        buf44 = buf43[0]
        assert_tensor_metadata(buf44, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf44 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf45 = buf43[1]
        assert_tensor_metadata(buf45, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf45 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf46 = buf43[2]
        assert_tensor_metadata(buf46, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf46 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf47 = buf43[3]
        assert_tensor_metadata(buf47, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf47 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        del buf43
        assert_size_stride(arg37_1, (16, 256), (256, 1), 'input')
        buf48 = empty_strided_cpu((1, 16), (16, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf46, reinterpret_tensor(arg37_1, (256, 16), (1, 256), 0), out=buf48)
        del arg37_1
        del buf46
        assert_size_stride(arg34_1, (384, 256), (256, 1), 'input')
        buf49 = empty_strided_cpu((1, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_6], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf44, reinterpret_tensor(arg34_1, (256, 384), (1, 256), 0), out=buf49)
        del arg34_1
        del buf44
        assert_size_stride(arg39_1, (16, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [getitem_38, getitem_39], Original ATen: [aten.slice]
        buf50 = torch.ops.gemma4.router_topk_gelu_mul.default(buf48, arg39_1, 8, False, reinterpret_tensor(buf49, (1, 192), (384, 1), 0), reinterpret_tensor(buf49, (1, 192), (384, 1), 192))
        del arg39_1
        del buf48
        del buf49
        buf51 = buf50[0]
        assert_tensor_metadata(buf51, (1, 8), (8, 1), torch.bfloat16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
        # buffer buf51 (op: torch.ops.gemma4.router_topk_gelu_mul.default) is assumed to be not aligned
        buf52 = buf50[1]
        assert_tensor_metadata(buf52, (1, 8), (8, 1), torch.int64, 'torch.ops.gemma4.router_topk_gelu_mul.default')
        # buffer buf52 (op: torch.ops.gemma4.router_topk_gelu_mul.default) is assumed to be not aligned
        buf53 = buf50[2]
        assert_tensor_metadata(buf53, (1, 192), (192, 1), torch.bfloat16, 'torch.ops.gemma4.router_topk_gelu_mul.default')
        # buffer buf53 (op: torch.ops.gemma4.router_topk_gelu_mul.default) is assumed to be not aligned
        del buf50
        assert_size_stride(arg35_1, (256, 192), (192, 1), 'input')
        buf54 = buf42; del buf42  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_7], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf53, reinterpret_tensor(arg35_1, (192, 256), (1, 192), 0), out=buf54)
        del arg35_1
        del buf53
        assert_size_stride(arg40_1, (16, 128, 256), (32768, 256, 1), 'input')
        buf55 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.bfloat16)
        buf56 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.bfloat16)
        assert_size_stride(arg41_1, (16, 256, 64), (16384, 64, 1), 'input')
        buf57 = empty_strided_cpu((8, 1, 256), (256, 256, 1), torch.bfloat16)
        buf58 = empty_strided_cpu((1, 1, 256), (256, 256, 1), torch.bfloat16)
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1, arg46_1), ((256, ), (256, ), (256, ), (1, ), (256, )), ((1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        cpp_fused__to_copy__unsafe_view_bmm_clone_gelu_index_mul_permute_split_unsqueeze_view_2(buf47, buf52, arg40_1, arg41_1, buf51, buf55, buf56, buf57, buf58)
        del arg40_1
        del arg41_1
        del buf47
        del buf51
        del buf52
        del buf55
        del buf56
        del buf57
        # Topologically Sorted Source Nodes: [expert_outs_3], Original ATen: [aten.permute, aten.view, gemma4.ffn_tail_moe_next_norm]
        buf59 = torch.ops.gemma4.ffn_tail_moe_next_norm.default(buf54, reinterpret_tensor(buf58, (1, 256), (256, 1), 0), buf45, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, 1e-06)
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del arg46_1
        del buf45
        del buf54
        del buf58
        buf61 = buf59[1]
        assert_tensor_metadata(buf61, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.ffn_tail_moe_next_norm.default')
        # buffer buf61 (op: torch.ops.gemma4.ffn_tail_moe_next_norm.default) is assumed to be not aligned
        return (buf61, )

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
    arg12_1 = rand_strided((384, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg13_1 = rand_strided((256, 192), (192, 1), device='cpu', dtype=torch.bfloat16)
    arg14_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg15_1 = rand_strided((16, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg16_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg17_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg18_1 = rand_strided((16, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bfloat16)
    arg19_1 = rand_strided((16, 256, 64), (16384, 64, 1), device='cpu', dtype=torch.bfloat16)
    arg20_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg21_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg22_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg23_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg24_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg25_1 = rand_strided((3072, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg26_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg27_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg28_1 = rand_strided((131072, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg29_1 = rand_strided((1, 17, 1, 512), (8704, 512, 512, 1), device='cpu', dtype=torch.bfloat16)
    arg30_1 = rand_strided((1, 17, 1, 512), (8704, 512, 512, 1), device='cpu', dtype=torch.bfloat16)
    arg31_1 = rand_strided((256, 2048), (2048, 1), device='cpu', dtype=torch.bfloat16)
    arg32_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg33_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg34_1 = rand_strided((384, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg35_1 = rand_strided((256, 192), (192, 1), device='cpu', dtype=torch.bfloat16)
    arg36_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg37_1 = rand_strided((16, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg38_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg39_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg40_1 = rand_strided((16, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bfloat16)
    arg41_1 = rand_strided((16, 256, 64), (16384, 64, 1), device='cpu', dtype=torch.bfloat16)
    arg42_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg43_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg44_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg45_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg46_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
