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


cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_1 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       float* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       float* out_ptr6,
                       at::BFloat16* out_ptr7,
                       at::BFloat16* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        std::unique_ptr<at::BFloat16 []> buf_local_buffer_data_0 = std::make_unique<at::BFloat16 []>(256L);
        at::BFloat16* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp2 = tmp1 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x1 + 256L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = static_cast<float>(256.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = static_cast<float>(-0.5);
                        auto tmp8 = std::pow(tmp6, tmp7);
                        auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                        auto tmp10 = tmp1 * tmp9;
                        auto tmp11 = at::vec::convert<at::BFloat16,1,float,2>(tmp10);
                        tmp11.store(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        tmp11.store(out_ptr1 + static_cast<int64_t>(8192L + x1 + 256L*x0), static_cast<int64_t>(16));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp2 = tmp1 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x1 + 256L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x1 + 256L*x0), static_cast<int64_t>(16));
                        auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(128L + x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = static_cast<float>(256.0);
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
                        auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*tmp20), static_cast<int64_t>(16));
                        auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                        auto tmp26 = tmp14 * tmp25;
                        auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                        auto tmp29 = tmp28 * tmp9;
                        auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                        auto tmp32 = tmp29 * tmp31;
                        auto tmp33 = (tmp32);
                        auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(128L + x1 + 256L*tmp20), static_cast<int64_t>(16));
                        auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp37 = tmp26 - tmp36;
                        auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                        auto tmp39 = tmp33 * tmp25;
                        auto tmp40 = tmp14 * tmp35;
                        auto tmp41 = tmp39 + tmp40;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        tmp38.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                        tmp42.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                    }
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
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr5 + static_cast<int64_t>(8192L + x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp2 = tmp1 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr6[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(128L + x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(128L + x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = static_cast<float>(256.0);
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
                            auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*tmp20), static_cast<int64_t>(16));
                            auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                            auto tmp26 = tmp14 * tmp25;
                            auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                            auto tmp29 = tmp28 * tmp9;
                            auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                            auto tmp32 = tmp29 * tmp31;
                            auto tmp33 = (tmp32);
                            auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(128L + x1 + 256L*tmp20), static_cast<int64_t>(16));
                            auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp37 = tmp26 - tmp36;
                            auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                            auto tmp39 = tmp33 * tmp25;
                            auto tmp40 = tmp14 * tmp35;
                            auto tmp41 = tmp39 + tmp40;
                            auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                            tmp38.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            tmp42.store(out_ptr8 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       at::BFloat16* out_ptr2)
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
        {
            float tmp_acc0 = 0;
            at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                        auto tmp15 = at::vec::convert<float,2,at::BFloat16,1>(tmp14);
                        auto tmp16 = tmp12 + tmp15;
                        auto tmp17 = tmp16 * tmp16;
                        tmp_acc0_vec = tmp_acc0_vec + tmp17;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr1[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
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
                    auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp17 = out_ptr1[static_cast<int64_t>(0L)];
                    auto tmp23 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                    auto tmp15 = at::vec::convert<float,2,at::BFloat16,1>(tmp14);
                    auto tmp16 = tmp12 + tmp15;
                    auto tmp18 = tmp17 / tmp3;
                    auto tmp19 = float(tmp18 + tmp5);
                    auto tmp20 = 1 / std::sqrt(tmp19);
                    auto tmp21 = at::vec::VectorizedN<float,2>(tmp20);
                    auto tmp22 = tmp16 * tmp21;
                    auto tmp24 = at::vec::convert<float,2,at::BFloat16,1>(tmp23);
                    auto tmp25 = tmp22 * tmp24;
                    auto tmp26 = at::vec::convert<at::BFloat16,1,float,2>(tmp25);
                    tmp26.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_mul_slice_3 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0)
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
                    auto tmp20 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                    auto tmp2 = static_cast<float>(0.5);
                    auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                    auto tmp4 = tmp1 * tmp3;
                    auto tmp5 = tmp1 * tmp1;
                    auto tmp6 = tmp5 * tmp1;
                    auto tmp7 = static_cast<float>(0.044715);
                    auto tmp8 = at::vec::VectorizedN<float,2>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp10 = tmp1 + tmp9;
                    auto tmp11 = static_cast<float>(0.7978845608028654);
                    auto tmp12 = at::vec::VectorizedN<float,2>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp13.tanh();
                    auto tmp15 = static_cast<float>(1.0);
                    auto tmp16 = at::vec::VectorizedN<float,2>(tmp15);
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp4 * tmp17;
                    auto tmp19 = (tmp18);
                    auto tmp21 = at::vec::convert<float,2,at::BFloat16,1>(tmp20);
                    auto tmp22 = tmp19 * tmp21;
                    auto tmp23 = at::vec::convert<at::BFloat16,1,float,2>(tmp22);
                    tmp23.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_mean_mul_pow_rsqrt_4 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const float* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       const at::BFloat16* in_ptr6,
                       const at::BFloat16* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       at::BFloat16* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
        {
            float tmp_acc0 = 0;
            at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp16 = in_ptr3[static_cast<int64_t>(0L)];
                        auto tmp22 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp26 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp31 = in_ptr6[static_cast<int64_t>(0L)];
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
                        auto tmp13 = (tmp12);
                        auto tmp15 = at::vec::convert<float,2,at::BFloat16,1>(tmp14);
                        auto tmp17 = tmp16 / tmp3;
                        auto tmp18 = float(tmp17 + tmp5);
                        auto tmp19 = 1 / std::sqrt(tmp18);
                        auto tmp20 = at::vec::VectorizedN<float,2>(tmp19);
                        auto tmp21 = tmp15 * tmp20;
                        auto tmp23 = at::vec::convert<float,2,at::BFloat16,1>(tmp22);
                        auto tmp24 = tmp21 * tmp23;
                        auto tmp25 = at::vec::convert<at::BFloat16,1,float,2>(tmp24);
                        auto tmp27 = at::vec::convert<float,2,at::BFloat16,1>(tmp26);
                        auto tmp28 = tmp24 + tmp27;
                        auto tmp29 = (tmp28);
                        auto tmp30 = tmp13 + tmp29;
                        auto tmp32 = c10::convert<float>(tmp31);
                        auto tmp33 = at::vec::VectorizedN<float,2>(tmp32);
                        auto tmp34 = tmp30 * tmp33;
                        auto tmp35 = at::vec::convert<at::BFloat16,1,float,2>(tmp34);
                        auto tmp36 = tmp34 * tmp34;
                        tmp35.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp_acc0_vec = tmp_acc0_vec + tmp36;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr1[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = out_ptr1[static_cast<int64_t>(0L)];
                    auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                    tmp13.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_5 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       float* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       float* out_ptr6,
                       at::BFloat16* out_ptr7,
                       at::BFloat16* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            std::unique_ptr<at::BFloat16 []> buf_local_buffer_data_0 = std::make_unique<at::BFloat16 []>(512L);
            at::BFloat16* local_buffer_data_0 = buf_local_buffer_data_0.get();
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(3072L + x1 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp2 = tmp1 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(3072L + x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = static_cast<float>(512.0);
                            auto tmp4 = tmp2 / tmp3;
                            auto tmp5 = static_cast<float>(1e-06);
                            auto tmp6 = float(tmp4 + tmp5);
                            auto tmp7 = static_cast<float>(-0.5);
                            auto tmp8 = std::pow(tmp6, tmp7);
                            auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                            auto tmp10 = tmp1 * tmp9;
                            auto tmp11 = at::vec::convert<at::BFloat16,1,float,2>(tmp10);
                            tmp11.store(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            tmp11.store(out_ptr1 + static_cast<int64_t>(16384L + x1 + 512L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x1 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp2 = tmp1 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(2304L + x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(256L + x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = static_cast<float>(512.0);
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
                            auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*tmp20), static_cast<int64_t>(16));
                            auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                            auto tmp26 = tmp14 * tmp25;
                            auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                            auto tmp29 = tmp28 * tmp9;
                            auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                            auto tmp32 = tmp29 * tmp31;
                            auto tmp33 = (tmp32);
                            auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(256L + x1 + 512L*tmp20), static_cast<int64_t>(16));
                            auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp37 = tmp26 - tmp36;
                            auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                            auto tmp39 = tmp33 * tmp25;
                            auto tmp40 = tmp14 * tmp35;
                            auto tmp41 = tmp39 + tmp40;
                            auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                            tmp38.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            tmp42.store(out_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                        }
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(16384L + x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp2 = tmp1 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr6[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(256L + x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(256L + x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = static_cast<float>(512.0);
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
                            auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*tmp20), static_cast<int64_t>(16));
                            auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                            auto tmp26 = tmp14 * tmp25;
                            auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                            auto tmp29 = tmp28 * tmp9;
                            auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                            auto tmp32 = tmp29 * tmp31;
                            auto tmp33 = (tmp32);
                            auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(256L + x1 + 512L*tmp20), static_cast<int64_t>(16));
                            auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp37 = tmp26 - tmp36;
                            auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                            auto tmp39 = tmp33 * tmp25;
                            auto tmp40 = tmp14 * tmp35;
                            auto tmp41 = tmp39 + tmp40;
                            auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                            tmp38.store(out_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            tmp42.store(out_ptr8 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_mean_mul_pow_rsqrt_6 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const float* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       const at::BFloat16* in_ptr6,
                       const at::BFloat16* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       at::BFloat16* out_ptr3)
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
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp16 = in_ptr3[static_cast<int64_t>(0L)];
                        auto tmp22 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp31 = in_ptr6[static_cast<int64_t>(0L)];
                        auto tmp1 = at::vec::convert<float>(tmp0);
                        auto tmp3 = static_cast<float>(256.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp11 = at::vec::convert<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = (tmp12);
                        auto tmp15 = at::vec::convert<float>(tmp14);
                        auto tmp17 = tmp16 / tmp3;
                        auto tmp18 = float(tmp17 + tmp5);
                        auto tmp19 = 1 / std::sqrt(tmp18);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp15 * tmp20;
                        auto tmp23 = at::vec::convert<float>(tmp22);
                        auto tmp24 = tmp21 * tmp23;
                        auto tmp25 = at::vec::convert<at::BFloat16>(tmp24);
                        auto tmp27 = at::vec::convert<float>(tmp26);
                        auto tmp28 = tmp24 + tmp27;
                        auto tmp29 = (tmp28);
                        auto tmp30 = tmp13 + tmp29;
                        auto tmp32 = c10::convert<float>(tmp31);
                        auto tmp33 = at::vec::Vectorized<float>(tmp32);
                        auto tmp34 = tmp30 * tmp33;
                        auto tmp35 = (tmp34);
                        auto tmp36 = tmp35 * tmp35;
                        tmp35.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec = tmp_acc0_vec + tmp36;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr2[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = out_ptr2[static_cast<int64_t>(0L)];
                    auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = static_cast<float>(256.0);
                    auto tmp3 = tmp1 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = float(tmp3 + tmp4);
                    auto tmp6 = 1 / std::sqrt(tmp5);
                    auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                    auto tmp8 = tmp0 * tmp7;
                    auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp12 = at::vec::convert<at::BFloat16,1,float,2>(tmp11);
                    tmp12.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
        buf2 = empty_strided_cpu((1, 2048), (2048, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf1, reinterpret_tensor(arg2_1, (256, 2048), (1, 256), 0), out=buf2)
        del arg2_1
        assert_size_stride(arg8_1, (1, 17, 2, 256), (8704, 512, 256, 1), 'input')
        buf12 = empty_strided_cpu((1, 2, 1), (2, 1, 2), torch.float32)
        assert_size_stride_grouped((arg4_1, arg5_1, arg6_1), ((256, ), (1, ), (131072, 256)), ((1, ), (1, ), (256, 1)), 'input')
        buf4 = empty_strided_cpu((1, 2, 1), (2, 1, 2), torch.float32)
        buf10 = empty_strided_cpu((1, 2, 256), (512, 256, 1), torch.bfloat16)
        buf8 = reinterpret_tensor(buf10, (1, 2, 128), (512, 256, 1), 0)  # alias
        buf9 = reinterpret_tensor(buf10, (1, 2, 128), (512, 256, 1), 128)  # alias
        assert_size_stride(arg7_1, (1, 17, 2, 256), (8704, 512, 256, 1), 'input')
        assert_size_stride(arg3_1, (256, ), (1, ), 'input')
        buf3 = empty_strided_cpu((1, 4, 1), (4, 1, 4), torch.float32)
        buf7 = empty_strided_cpu((1, 4, 256), (1024, 256, 1), torch.bfloat16)
        buf5 = reinterpret_tensor(buf7, (1, 4, 128), (1024, 256, 1), 0)  # alias
        buf6 = reinterpret_tensor(buf7, (1, 4, 128), (1024, 256, 1), 128)  # alias
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_1(buf2, arg4_1, arg5_1, arg6_1, buf10, arg3_1, buf12, arg8_1, buf4, buf8, buf9, arg7_1, buf3, buf5, buf6)
        del arg3_1
        del arg4_1
        del arg6_1
        del buf2
        del buf3
        del buf5
        del buf6
        del buf8
        del buf9
        # Topologically Sorted Source Nodes: [unsqueeze_4, out], Original ATen: [aten.unsqueeze, aten.slice, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf15 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf7, (1, 4, 1, 256), (1024, 256, 256, 1), 0), reinterpret_tensor(arg7_1, (1, 2, 8, 256), (8704, 256, 512, 1), 4608), reinterpret_tensor(arg8_1, (1, 2, 8, 256), (8704, 256, 512, 1), 4608), scale=1.0)
        del arg7_1
        del arg8_1
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (1, 4, 1, 256), (1024, 256, 256, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf16 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf15
        assert_size_stride(arg9_1, (256, 1024), (1024, 1), 'input')
        buf18 = buf1; del buf1  # reuse
        # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf16, (1, 1024), (1024, 1), 0), reinterpret_tensor(arg9_1, (1024, 256), (1, 1024), 0), out=buf18)
        del arg9_1
        del buf16
        buf19 = buf0; del buf0  # reuse
        assert_size_stride(arg10_1, (256, ), (1, ), 'input')
        buf20 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg11_1, (256, ), (1, ), 'input')
        buf21 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg12_1, (1024, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2(buf18, arg10_1, arg0_1, arg11_1, buf19, buf20, buf21)
        del arg11_1
        buf22 = reinterpret_tensor(buf7, (1, 1024), (1024, 1), 0); del buf7  # reuse
        # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, x_5, x_6, to_9, x_7, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9, output_parallel_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf21, reinterpret_tensor(arg12_1, (256, 1024), (1, 256), 0), out=buf22)
        del arg12_1
        buf23 = reinterpret_tensor(buf10, (1, 512), (512, 1), 0); del buf10  # reuse
        assert_size_stride(arg13_1, (256, 512), (512, 1), 'input')
        cpp_fused_gelu_mul_slice_3(buf22, buf23)
        buf24 = buf21; del buf21  # reuse
        # Topologically Sorted Source Nodes: [getitem_15, gelu, getitem_16, result_3, output_parallel_3], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf23, reinterpret_tensor(arg13_1, (512, 256), (1, 512), 0), out=buf24)
        del arg13_1
        del buf23
        buf25 = buf20; del buf20  # reuse
        assert_size_stride_grouped((arg14_1, arg15_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        buf26 = buf24; del buf24  # reuse
        buf27 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg16_1, (256, ), (1, ), 'input')
        buf28 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg17_1, (4096, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_4(buf26, arg14_1, buf18, buf19, arg10_1, arg0_1, arg15_1, arg16_1, buf25, buf27, buf28)
        del arg0_1
        del arg10_1
        del arg14_1
        del arg15_1
        del arg16_1
        del buf18
        del buf19
        del buf25
        del buf27
        buf29 = empty_strided_cpu((1, 4096), (4096, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_13, pow_11, variance_4, add_13, rsqrt_4, x_14, mul_24, x_15, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf28, reinterpret_tensor(arg17_1, (256, 4096), (1, 256), 0), out=buf29)
        del arg17_1
        del buf28
        assert_size_stride(arg22_1, (1, 17, 2, 512), (17408, 1024, 512, 1), 'input')
        buf39 = buf4; del buf4  # reuse
        assert_size_stride_grouped((arg19_1, arg20_1), ((512, ), (131072, 512)), ((1, ), (512, 1)), 'input')
        buf31 = buf12; del buf12  # reuse
        buf37 = reinterpret_tensor(buf22, (1, 2, 512), (1024, 512, 1), 0); del buf22  # reuse
        buf35 = reinterpret_tensor(buf37, (1, 2, 256), (1024, 512, 1), 0)  # alias
        buf36 = reinterpret_tensor(buf37, (1, 2, 256), (1024, 512, 1), 256)  # alias
        assert_size_stride(arg21_1, (1, 17, 2, 512), (17408, 1024, 512, 1), 'input')
        assert_size_stride(arg18_1, (512, ), (1, ), 'input')
        buf30 = empty_strided_cpu((1, 4, 1), (4, 1, 4), torch.float32)
        buf34 = empty_strided_cpu((1, 4, 512), (2048, 512, 1), torch.bfloat16)
        buf32 = reinterpret_tensor(buf34, (1, 4, 256), (2048, 512, 1), 0)  # alias
        buf33 = reinterpret_tensor(buf34, (1, 4, 256), (2048, 512, 1), 256)  # alias
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_5(buf29, arg19_1, arg5_1, arg20_1, buf37, arg18_1, buf39, arg22_1, buf31, buf35, buf36, arg21_1, buf30, buf32, buf33)
        del arg18_1
        del arg19_1
        del arg20_1
        del arg5_1
        del buf29
        del buf30
        del buf31
        del buf32
        del buf33
        del buf35
        del buf36
        del buf39
        # Topologically Sorted Source Nodes: [unsqueeze_9, out_1], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf42 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf34, (1, 4, 1, 512), (2048, 512, 512, 1), 0), reinterpret_tensor(arg21_1, (1, 2, 17, 512), (17408, 512, 1024, 1), 0), reinterpret_tensor(arg22_1, (1, 2, 17, 512), (17408, 512, 1024, 1), 0), scale=1.0)
        del arg21_1
        del arg22_1
        del buf34
        buf43 = buf42[0]
        assert_tensor_metadata(buf43, (1, 4, 1, 512), (2048, 512, 512, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf43 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf42
        assert_size_stride(arg23_1, (256, 2048), (2048, 1), 'input')
        buf45 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [attn_output_1, output_parallel_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf43, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg23_1, (2048, 256), (1, 2048), 0), out=buf45)
        del arg23_1
        del buf43
        buf46 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg24_1, (256, ), (1, ), 'input')
        buf47 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg25_1, (256, ), (1, ), 'input')
        buf48 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg26_1, (1024, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2(buf45, arg24_1, buf26, arg25_1, buf46, buf47, buf48)
        del arg25_1
        buf49 = reinterpret_tensor(buf37, (1, 1024), (1024, 1), 0); del buf37  # reuse
        # Topologically Sorted Source Nodes: [x_16, pow_18, variance_5, add_21, rsqrt_5, x_17, mul_39, x_18, x_19, to_23, x_20, pow_19, variance_6, add_23, rsqrt_6, x_21, mul_41, x_22, output_parallel_6], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf48, reinterpret_tensor(arg26_1, (256, 1024), (1, 256), 0), out=buf49)
        del arg26_1
        buf50 = empty_strided_cpu((1, 512), (512, 1), torch.bfloat16)
        assert_size_stride(arg27_1, (256, 512), (512, 1), 'input')
        cpp_fused_gelu_mul_slice_3(buf49, buf50)
        del buf49
        buf51 = buf48; del buf48  # reuse
        # Topologically Sorted Source Nodes: [getitem_30, gelu_1, getitem_31, result_7, output_parallel_7], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf50, reinterpret_tensor(arg27_1, (512, 256), (1, 512), 0), out=buf51)
        del arg27_1
        del buf50
        buf52 = buf47; del buf47  # reuse
        assert_size_stride_grouped((arg28_1, arg29_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        buf53 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf54 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg30_1, (256, ), (1, ), 'input')
        buf55 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_6(buf51, arg28_1, buf45, buf46, arg24_1, buf26, arg29_1, arg30_1, buf52, buf53, buf54, buf55)
        del arg24_1
        del arg28_1
        del arg29_1
        del arg30_1
        return (buf55, )

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
