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


cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_1 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       float* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6,
                       float* out_ptr7,
                       at::BFloat16* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp2 = tmp1 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(32L + x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = static_cast<float>(64.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = static_cast<float>(-0.5);
                        auto tmp8 = std::pow(tmp6, tmp7);
                        auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                        auto tmp10 = tmp1 * tmp9;
                        auto tmp12 = at::vec::convert<float,2,at::BFloat16,1>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = (tmp13);
                        auto tmp16 = 131072L;
                        auto tmp17 = c10::convert<int64_t>(tmp16);
                        auto tmp18 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp15) + static_cast<std::make_unsigned_t<int64_t>>(tmp17));
                        auto tmp19 = tmp15 < 0;
                        auto tmp20 = tmp19 ? tmp18 : tmp15;
                        auto tmp21 = tmp20;
                        auto tmp22 = c10::convert<int64_t>(tmp21);
                        TORCH_CHECK((0 <= tmp22) & (tmp22 < 131072L), "index out of bounds: 0 <= tmp22 < 131072L");
                        auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*tmp20), static_cast<int64_t>(16));
                        auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                        auto tmp26 = tmp14 * tmp25;
                        auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                        auto tmp29 = tmp28 * tmp9;
                        auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                        auto tmp32 = tmp29 * tmp31;
                        auto tmp33 = (tmp32);
                        auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(32L + x1 + 64L*tmp20), static_cast<int64_t>(16));
                        auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp37 = tmp26 - tmp36;
                        auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                        auto tmp39 = tmp33 * tmp25;
                        auto tmp40 = tmp14 * tmp35;
                        auto tmp41 = tmp39 + tmp40;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        tmp38.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp42.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(256L + x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp2 = tmp1 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(256L + x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(288L + x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(32L + x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = static_cast<float>(64.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = static_cast<float>(-0.5);
                        auto tmp8 = std::pow(tmp6, tmp7);
                        auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                        auto tmp10 = tmp1 * tmp9;
                        auto tmp12 = at::vec::convert<float,2,at::BFloat16,1>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = (tmp13);
                        auto tmp16 = 131072L;
                        auto tmp17 = c10::convert<int64_t>(tmp16);
                        auto tmp18 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp15) + static_cast<std::make_unsigned_t<int64_t>>(tmp17));
                        auto tmp19 = tmp15 < 0;
                        auto tmp20 = tmp19 ? tmp18 : tmp15;
                        auto tmp21 = tmp20;
                        auto tmp22 = c10::convert<int64_t>(tmp21);
                        TORCH_CHECK((0 <= tmp22) & (tmp22 < 131072L), "index out of bounds: 0 <= tmp22 < 131072L");
                        auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*tmp20), static_cast<int64_t>(16));
                        auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                        auto tmp26 = tmp14 * tmp25;
                        auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                        auto tmp29 = tmp28 * tmp9;
                        auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                        auto tmp32 = tmp29 * tmp31;
                        auto tmp33 = (tmp32);
                        auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(32L + x1 + 64L*tmp20), static_cast<int64_t>(16));
                        auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp37 = tmp26 - tmp36;
                        auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                        auto tmp39 = tmp33 * tmp25;
                        auto tmp40 = tmp14 * tmp35;
                        auto tmp41 = tmp39 + tmp40;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        tmp38.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp42.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr6 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    {
        std::unique_ptr<at::BFloat16 []> buf_local_buffer_data_0 = std::make_unique<at::BFloat16 []>(64L);
        at::BFloat16* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(384L + x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp2 = tmp1 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr7[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(384L + x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr7[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = static_cast<float>(64.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = static_cast<float>(-0.5);
                        auto tmp8 = std::pow(tmp6, tmp7);
                        auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                        auto tmp10 = tmp1 * tmp9;
                        auto tmp11 = at::vec::convert<at::BFloat16,1,float,2>(tmp10);
                        tmp11.store(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        tmp11.store(out_ptr8 + static_cast<int64_t>(2048L + x1 + 64L*x0), static_cast<int64_t>(16));
                    }
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


cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_3 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       float* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6,
                       float* out_ptr7,
                       at::BFloat16* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp2 = tmp1 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(16));
                        auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(64L + x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = static_cast<float>(128.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = static_cast<float>(-0.5);
                        auto tmp8 = std::pow(tmp6, tmp7);
                        auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                        auto tmp10 = tmp1 * tmp9;
                        auto tmp12 = at::vec::convert<float,2,at::BFloat16,1>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = (tmp13);
                        auto tmp16 = 131072L;
                        auto tmp17 = c10::convert<int64_t>(tmp16);
                        auto tmp18 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp15) + static_cast<std::make_unsigned_t<int64_t>>(tmp17));
                        auto tmp19 = tmp15 < 0;
                        auto tmp20 = tmp19 ? tmp18 : tmp15;
                        auto tmp21 = tmp20;
                        auto tmp22 = c10::convert<int64_t>(tmp21);
                        TORCH_CHECK((0 <= tmp22) & (tmp22 < 131072L), "index out of bounds: 0 <= tmp22 < 131072L");
                        auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*tmp20), static_cast<int64_t>(16));
                        auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                        auto tmp26 = tmp14 * tmp25;
                        auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                        auto tmp29 = tmp28 * tmp9;
                        auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                        auto tmp32 = tmp29 * tmp31;
                        auto tmp33 = (tmp32);
                        auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(64L + x1 + 128L*tmp20), static_cast<int64_t>(16));
                        auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp37 = tmp26 - tmp36;
                        auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                        auto tmp39 = tmp33 * tmp25;
                        auto tmp40 = tmp14 * tmp35;
                        auto tmp41 = tmp39 + tmp40;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        tmp38.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                        tmp42.store(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    {
        {
            float tmp_acc0 = 0;
            at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp2 = tmp1 * tmp1;
                        tmp_acc0_vec = tmp_acc0_vec + tmp2;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr3[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(16));
                    auto tmp2 = out_ptr3[static_cast<int64_t>(0L)];
                    auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                    auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(16));
                    auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(64L + x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                    auto tmp3 = static_cast<float>(128.0);
                    auto tmp4 = tmp2 / tmp3;
                    auto tmp5 = static_cast<float>(1e-06);
                    auto tmp6 = float(tmp4 + tmp5);
                    auto tmp7 = static_cast<float>(-0.5);
                    auto tmp8 = std::pow(tmp6, tmp7);
                    auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                    auto tmp10 = tmp1 * tmp9;
                    auto tmp12 = at::vec::convert<float,2,at::BFloat16,1>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = (tmp13);
                    auto tmp16 = 131072L;
                    auto tmp17 = c10::convert<int64_t>(tmp16);
                    auto tmp18 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp15) + static_cast<std::make_unsigned_t<int64_t>>(tmp17));
                    auto tmp19 = tmp15 < 0;
                    auto tmp20 = tmp19 ? tmp18 : tmp15;
                    auto tmp21 = tmp20;
                    auto tmp22 = c10::convert<int64_t>(tmp21);
                    TORCH_CHECK((0 <= tmp22) & (tmp22 < 131072L), "index out of bounds: 0 <= tmp22 < 131072L");
                    auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 128L*tmp20), static_cast<int64_t>(16));
                    auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                    auto tmp26 = tmp14 * tmp25;
                    auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                    auto tmp29 = tmp28 * tmp9;
                    auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                    auto tmp32 = tmp29 * tmp31;
                    auto tmp33 = (tmp32);
                    auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(64L + x0 + 128L*tmp20), static_cast<int64_t>(16));
                    auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                    auto tmp36 = tmp33 * tmp35;
                    auto tmp37 = tmp26 - tmp36;
                    auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                    auto tmp39 = tmp33 * tmp25;
                    auto tmp40 = tmp14 * tmp35;
                    auto tmp41 = tmp39 + tmp40;
                    auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                    tmp38.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp42.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr6 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    {
        {
            float tmp_acc0 = 0;
            at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(640L + x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp2 = tmp1 * tmp1;
                        tmp_acc0_vec = tmp_acc0_vec + tmp2;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr7[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(640L + x0), static_cast<int64_t>(16));
                    auto tmp2 = out_ptr7[static_cast<int64_t>(0L)];
                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                    auto tmp3 = static_cast<float>(128.0);
                    auto tmp4 = tmp2 / tmp3;
                    auto tmp5 = static_cast<float>(1e-06);
                    auto tmp6 = float(tmp4 + tmp5);
                    auto tmp7 = static_cast<float>(-0.5);
                    auto tmp8 = std::pow(tmp6, tmp7);
                    auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                    auto tmp10 = tmp1 * tmp9;
                    auto tmp11 = at::vec::convert<at::BFloat16,1,float,2>(tmp10);
                    tmp11.store(out_ptr8 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(16));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 256), (256, 1), 'input')
        buf0 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg1_1, (256, ), (1, ), 'input')
        buf1 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg2_1, (512, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_0(arg0_1, arg1_1, buf0, buf1)
        del arg1_1
        del buf0
        buf2 = empty_strided_cpu((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf1, reinterpret_tensor(arg2_1, (256, 512), (1, 256), 0), out=buf2)
        del arg2_1
        assert_size_stride_grouped((arg3_1, arg5_1, arg6_1), ((64, ), (1, ), (131072, 64)), ((1, ), (1, ), (64, 1)), 'input')
        buf3 = empty_strided_cpu((1, 4, 1), (4, 1, 4), torch.float32)
        buf7 = reinterpret_tensor(buf1, (1, 4, 64), (256, 64, 1), 0); del buf1  # reuse
        buf5 = reinterpret_tensor(buf7, (1, 4, 32), (256, 64, 1), 0)  # alias
        buf6 = reinterpret_tensor(buf7, (1, 4, 32), (256, 64, 1), 32)  # alias
        assert_size_stride(arg4_1, (64, ), (1, ), 'input')
        buf4 = empty_strided_cpu((1, 2, 1), (2, 1, 2), torch.float32)
        buf10 = empty_strided_cpu((1, 2, 64), (128, 64, 1), torch.bfloat16)
        buf8 = reinterpret_tensor(buf10, (1, 2, 32), (128, 64, 1), 0)  # alias
        buf9 = reinterpret_tensor(buf10, (1, 2, 32), (128, 64, 1), 32)  # alias
        assert_size_stride(arg7_1, (1, 17, 2, 64), (2176, 128, 64, 1), 'input')
        assert_size_stride(arg8_1, (1, 17, 2, 64), (2176, 128, 64, 1), 'input')
        buf12 = empty_strided_cpu((1, 2, 1), (2, 1, 2), torch.float32)
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_1(buf2, arg3_1, arg5_1, arg6_1, arg4_1, buf10, buf3, buf5, buf6, buf4, buf8, buf9, arg7_1, buf12, arg8_1)
        del arg3_1
        del arg4_1
        del arg6_1
        del buf10
        del buf12
        del buf3
        del buf4
        del buf5
        del buf6
        del buf8
        del buf9
        # Topologically Sorted Source Nodes: [unsqueeze_4, out], Original ATen: [aten.unsqueeze, aten.slice, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf15 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf7, (1, 4, 1, 64), (256, 64, 64, 1), 0), reinterpret_tensor(arg7_1, (1, 2, 8, 64), (2176, 64, 128, 1), 1152), reinterpret_tensor(arg8_1, (1, 2, 8, 64), (2176, 64, 128, 1), 1152), scale=1.0)
        del arg7_1
        del arg8_1
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (1, 4, 1, 64), (256, 64, 64, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf16 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf15
        assert_size_stride(arg9_1, (256, 256), (256, 1), 'input')
        buf18 = reinterpret_tensor(buf7, (1, 256), (256, 1), 0); del buf7  # reuse
        # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf16, (1, 256), (256, 1), 0), reinterpret_tensor(arg9_1, (256, 256), (1, 256), 0), out=buf18)
        del arg9_1
        del buf16
        assert_size_stride_grouped((arg10_1, arg11_1, arg14_1, arg16_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.post_attn_norms_moe]
        buf19 = torch.ops.gemma4.post_attn_norms_moe.default(buf18, arg0_1, arg10_1, arg11_1, arg14_1, arg16_1, 1e-06)
        del arg0_1
        del arg10_1
        del arg11_1
        del arg14_1
        del arg16_1
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf20 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf21 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf22 = buf19[2]
        assert_tensor_metadata(buf22, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf22 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf23 = buf19[3]
        assert_tensor_metadata(buf23, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf23 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        del buf19
        assert_size_stride(arg15_1, (16, 256), (256, 1), 'input')
        buf24 = empty_strided_cpu((1, 16), (16, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf22, reinterpret_tensor(arg15_1, (256, 16), (1, 256), 0), out=buf24)
        del arg15_1
        del buf22
        assert_size_stride(arg17_1, (16, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.router_topk_softmax_scale]
        buf25 = torch.ops.gemma4.router_topk_softmax_scale.default(buf24, arg17_1, 8, as_moe_input=False)
        del arg17_1
        del buf24
        buf26 = buf25[0]
        assert_tensor_metadata(buf26, (1, 8), (8, 1), torch.bfloat16, 'torch.ops.gemma4.router_topk_softmax_scale.default')
        # buffer buf26 (op: torch.ops.gemma4.router_topk_softmax_scale.default) is assumed to be not aligned
        buf27 = buf25[1]
        assert_tensor_metadata(buf27, (1, 8), (8, 1), torch.int64, 'torch.ops.gemma4.router_topk_softmax_scale.default')
        # buffer buf27 (op: torch.ops.gemma4.router_topk_softmax_scale.default) is assumed to be not aligned
        del buf25
        assert_size_stride(arg12_1, (384, 256), (256, 1), 'input')
        buf28 = empty_strided_cpu((1, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf20, reinterpret_tensor(arg12_1, (256, 384), (1, 256), 0), out=buf28)
        del arg12_1
        del buf20
        # Topologically Sorted Source Nodes: [getitem_15, getitem_16, result_3], Original ATen: [aten.slice, aten.mul]
        buf29 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf28, (1, 192), (384, 1), 0), reinterpret_tensor(buf28, (1, 192), (384, 1), 192))
        assert_tensor_metadata(buf29, (1, 192), (192, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf29, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        del buf28
        assert_size_stride(arg13_1, (256, 192), (192, 1), 'input')
        buf30 = buf18; del buf18  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf29, reinterpret_tensor(arg13_1, (192, 256), (1, 192), 0), out=buf30)
        del arg13_1
        del buf29
        assert_size_stride(arg18_1, (16, 128, 256), (32768, 256, 1), 'input')
        buf31 = reinterpret_tensor(buf2, (1, 1, 512), (512, 512, 1), 0); del buf2  # reuse
        buf32 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.bfloat16)
        assert_size_stride(arg19_1, (16, 256, 64), (16384, 64, 1), 'input')
        buf33 = empty_strided_cpu((8, 1, 256), (256, 256, 1), torch.bfloat16)
        buf34 = empty_strided_cpu((1, 1, 256), (256, 256, 1), torch.bfloat16)
        assert_size_stride_grouped((arg20_1, arg21_1, arg22_1, arg23_1), ((256, ), (256, ), (256, ), (1, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        cpp_fused__to_copy__unsafe_view_bmm_clone_gelu_index_mul_permute_split_unsqueeze_view_2(buf23, buf27, arg18_1, arg19_1, buf26, buf31, buf32, buf33, buf34)
        del arg18_1
        del arg19_1
        del buf23
        del buf26
        del buf27
        del buf33
        # Topologically Sorted Source Nodes: [expert_outs_1, hidden_states_4], Original ATen: [aten.permute, aten.view, aten.mul]
        buf35 = torch.ops.gemma4.ffn_tail_moe.default(buf30, reinterpret_tensor(buf34, (1, 256), (256, 1), 0), buf21, arg20_1, arg21_1, arg22_1, arg23_1, 1e-06)
        assert_tensor_metadata(buf35, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.ffn_tail_moe.default')
        # buffer buf35 (op: torch.ops.gemma4.ffn_tail_moe.default) is assumed to be not aligned
        del arg20_1
        del arg21_1
        del arg22_1
        del arg23_1
        del buf21
        del buf30
        buf36 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg24_1, (256, ), (1, ), 'input')
        buf37 = reinterpret_tensor(buf34, (1, 256), (256, 1), 0); del buf34  # reuse
        assert_size_stride(arg25_1, (768, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_0(buf35, arg24_1, buf36, buf37)
        del arg24_1
        buf38 = empty_strided_cpu((1, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_22, pow_16, variance_7, add_19, rsqrt_7, x_23, mul_34, x_24, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf37, reinterpret_tensor(arg25_1, (256, 768), (1, 256), 0), out=buf38)
        del arg25_1
        assert_size_stride_grouped((arg26_1, arg28_1), ((128, ), (131072, 128)), ((1, ), (128, 1)), 'input')
        buf39 = empty_strided_cpu((1, 4, 1), (4, 1, 4), torch.float32)
        buf43 = reinterpret_tensor(buf32, (1, 4, 128), (512, 128, 1), 0); del buf32  # reuse
        buf41 = reinterpret_tensor(buf43, (1, 4, 64), (512, 128, 1), 0)  # alias
        buf42 = reinterpret_tensor(buf43, (1, 4, 64), (512, 128, 1), 64)  # alias
        buf40 = reinterpret_tensor(buf36, (1, 1, 1), (1, 1, 1), 0); del buf36  # reuse
        assert_size_stride(arg27_1, (128, ), (1, ), 'input')
        buf46 = empty_strided_cpu((1, 1, 128), (128, 128, 1), torch.bfloat16)
        buf44 = reinterpret_tensor(buf46, (1, 1, 64), (128, 128, 1), 0)  # alias
        buf45 = reinterpret_tensor(buf46, (1, 1, 64), (128, 128, 1), 64)  # alias
        assert_size_stride(arg29_1, (1, 17, 1, 128), (2176, 128, 128, 1), 'input')
        buf48 = empty_strided_cpu((1, 1, 1), (1, 1, 1), torch.float32)
        assert_size_stride(arg30_1, (1, 17, 1, 128), (2176, 128, 128, 1), 'input')
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_3(buf38, arg26_1, arg5_1, arg28_1, arg27_1, buf46, buf39, buf41, buf42, buf40, buf44, buf45, arg29_1, buf48, arg30_1)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg5_1
        del buf38
        del buf39
        del buf40
        del buf41
        del buf42
        del buf44
        del buf45
        del buf46
        del buf48
        # Topologically Sorted Source Nodes: [unsqueeze_9, out_1], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf50 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf43, (1, 4, 1, 128), (512, 128, 128, 1), 0), reinterpret_tensor(arg29_1, (1, 1, 17, 128), (2176, 128, 128, 1), 0), reinterpret_tensor(arg30_1, (1, 1, 17, 128), (2176, 128, 128, 1), 0), scale=1.0)
        del arg29_1
        del arg30_1
        buf51 = buf50[0]
        assert_tensor_metadata(buf51, (1, 4, 1, 128), (512, 128, 128, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf51 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf50
        assert_size_stride(arg31_1, (256, 512), (512, 1), 'input')
        buf53 = buf37; del buf37  # reuse
        # Topologically Sorted Source Nodes: [attn_output_1, output_parallel_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf51, (1, 512), (512, 1), 0), reinterpret_tensor(arg31_1, (512, 256), (1, 512), 0), out=buf53)
        del arg31_1
        del buf51
        assert_size_stride_grouped((arg32_1, arg33_1, arg36_1, arg38_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.post_attn_norms_moe]
        buf54 = torch.ops.gemma4.post_attn_norms_moe.default(buf53, buf35, arg32_1, arg33_1, arg36_1, arg38_1, 1e-06)
        del arg32_1
        del arg33_1
        del arg36_1
        del arg38_1
        del buf35
        buf55 = buf54[0]
        assert_tensor_metadata(buf55, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf55 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf56 = buf54[1]
        assert_tensor_metadata(buf56, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf56 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf57 = buf54[2]
        assert_tensor_metadata(buf57, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf57 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        buf58 = buf54[3]
        assert_tensor_metadata(buf58, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.post_attn_norms_moe.default')
        # buffer buf58 (op: torch.ops.gemma4.post_attn_norms_moe.default) is assumed to be not aligned
        del buf54
        assert_size_stride(arg37_1, (16, 256), (256, 1), 'input')
        buf59 = empty_strided_cpu((1, 16), (16, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf57, reinterpret_tensor(arg37_1, (256, 16), (1, 256), 0), out=buf59)
        del arg37_1
        del buf57
        assert_size_stride(arg39_1, (16, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.router_topk_softmax_scale]
        buf60 = torch.ops.gemma4.router_topk_softmax_scale.default(buf59, arg39_1, 8, as_moe_input=False)
        del arg39_1
        del buf59
        buf61 = buf60[0]
        assert_tensor_metadata(buf61, (1, 8), (8, 1), torch.bfloat16, 'torch.ops.gemma4.router_topk_softmax_scale.default')
        # buffer buf61 (op: torch.ops.gemma4.router_topk_softmax_scale.default) is assumed to be not aligned
        buf62 = buf60[1]
        assert_tensor_metadata(buf62, (1, 8), (8, 1), torch.int64, 'torch.ops.gemma4.router_topk_softmax_scale.default')
        # buffer buf62 (op: torch.ops.gemma4.router_topk_softmax_scale.default) is assumed to be not aligned
        del buf60
        assert_size_stride(arg34_1, (384, 256), (256, 1), 'input')
        buf63 = empty_strided_cpu((1, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_6], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf55, reinterpret_tensor(arg34_1, (256, 384), (1, 256), 0), out=buf63)
        del arg34_1
        del buf55
        # Topologically Sorted Source Nodes: [getitem_38, getitem_39, result_8], Original ATen: [aten.slice, aten.mul]
        buf64 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf63, (1, 192), (384, 1), 0), reinterpret_tensor(buf63, (1, 192), (384, 1), 192))
        assert_tensor_metadata(buf64, (1, 192), (192, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf64, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        del buf63
        assert_size_stride(arg35_1, (256, 192), (192, 1), 'input')
        buf65 = buf53; del buf53  # reuse
        # Topologically Sorted Source Nodes: [output_parallel_7], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf64, reinterpret_tensor(arg35_1, (192, 256), (1, 192), 0), out=buf65)
        del arg35_1
        del buf64
        assert_size_stride(arg40_1, (16, 128, 256), (32768, 256, 1), 'input')
        buf66 = reinterpret_tensor(buf43, (1, 1, 512), (512, 512, 1), 0); del buf43  # reuse
        buf67 = buf31; del buf31  # reuse
        assert_size_stride(arg41_1, (16, 256, 64), (16384, 64, 1), 'input')
        buf68 = empty_strided_cpu((8, 1, 256), (256, 256, 1), torch.bfloat16)
        buf69 = empty_strided_cpu((1, 1, 256), (256, 256, 1), torch.bfloat16)
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1), ((256, ), (256, ), (256, ), (1, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        cpp_fused__to_copy__unsafe_view_bmm_clone_gelu_index_mul_permute_split_unsqueeze_view_2(buf58, buf62, arg40_1, arg41_1, buf61, buf66, buf67, buf68, buf69)
        del arg40_1
        del arg41_1
        del buf58
        del buf61
        del buf62
        del buf66
        del buf67
        del buf68
        # Topologically Sorted Source Nodes: [expert_outs_3, hidden_states_8], Original ATen: [aten.permute, aten.view, aten.mul]
        buf70 = torch.ops.gemma4.ffn_tail_moe.default(buf65, reinterpret_tensor(buf69, (1, 256), (256, 1), 0), buf56, arg42_1, arg43_1, arg44_1, arg45_1, 1e-06)
        assert_tensor_metadata(buf70, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.ffn_tail_moe.default')
        # buffer buf70 (op: torch.ops.gemma4.ffn_tail_moe.default) is assumed to be not aligned
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        return (buf70, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg1_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg2_1 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg5_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.int64)
    arg6_1 = rand_strided((131072, 64), (64, 1), device='cpu', dtype=torch.bfloat16)
    arg7_1 = rand_strided((1, 17, 2, 64), (2176, 128, 64, 1), device='cpu', dtype=torch.bfloat16)
    arg8_1 = rand_strided((1, 17, 2, 64), (2176, 128, 64, 1), device='cpu', dtype=torch.bfloat16)
    arg9_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
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
    arg25_1 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg26_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg27_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg28_1 = rand_strided((131072, 128), (128, 1), device='cpu', dtype=torch.bfloat16)
    arg29_1 = rand_strided((1, 17, 1, 128), (2176, 128, 128, 1), device='cpu', dtype=torch.bfloat16)
    arg30_1 = rand_strided((1, 17, 1, 128), (2176, 128, 128, 1), device='cpu', dtype=torch.bfloat16)
    arg31_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
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
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
