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


cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6)
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
                        auto tmp17 = at::vec::convert<at::BFloat16,1,float,2>(tmp16);
                        auto tmp18 = tmp16 * tmp16;
                        tmp_acc0_vec = tmp_acc0_vec + tmp18;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr1[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
            out_ptr2[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
            out_ptr3[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
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
                    auto tmp18 = out_ptr1[static_cast<int64_t>(0L)];
                    auto tmp25 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp29 = out_ptr2[static_cast<int64_t>(0L)];
                    auto tmp35 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp39 = out_ptr3[static_cast<int64_t>(0L)];
                    auto tmp45 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                    auto tmp17 = at::vec::convert<at::BFloat16,1,float,2>(tmp16);
                    auto tmp19 = tmp18 / tmp3;
                    auto tmp20 = float(tmp19 + tmp5);
                    auto tmp21 = static_cast<float>(-0.5);
                    auto tmp22 = std::pow(tmp20, tmp21);
                    auto tmp23 = at::vec::VectorizedN<float,2>(tmp22);
                    auto tmp24 = tmp16 * tmp23;
                    auto tmp26 = at::vec::convert<float,2,at::BFloat16,1>(tmp25);
                    auto tmp27 = tmp24 * tmp26;
                    auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                    auto tmp30 = tmp29 / tmp3;
                    auto tmp31 = float(tmp30 + tmp5);
                    auto tmp32 = 1 / std::sqrt(tmp31);
                    auto tmp33 = at::vec::VectorizedN<float,2>(tmp32);
                    auto tmp34 = tmp16 * tmp33;
                    auto tmp36 = at::vec::convert<float,2,at::BFloat16,1>(tmp35);
                    auto tmp37 = tmp34 * tmp36;
                    auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                    auto tmp40 = tmp39 / tmp3;
                    auto tmp41 = float(tmp40 + tmp5);
                    auto tmp42 = 1 / std::sqrt(tmp41);
                    auto tmp43 = at::vec::VectorizedN<float,2>(tmp42);
                    auto tmp44 = tmp16 * tmp43;
                    auto tmp46 = at::vec::convert<float,2,at::BFloat16,1>(tmp45);
                    auto tmp47 = tmp44 * tmp46;
                    auto tmp48 = at::vec::convert<at::BFloat16,1,float,2>(tmp47);
                    tmp28.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp38.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp48.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_3 = async_compile.cpp_pybinding(['const at::BFloat16*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            float tmp_acc0 = -std::numeric_limits<float>::infinity();
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::convert<float>(tmp0);
                        tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp1);
                    }
                }
            }
            tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
            out_ptr0[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp1 = at::vec::convert<float>(tmp0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 - tmp3;
                        auto tmp5 = tmp4.exp();
                        tmp5.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec = tmp_acc0_vec + tmp5;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr2[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_mul_slice_4 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp20 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(16));
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


cpp_fused__softmax__to_copy__unsafe_view_add_bmm_clone_gelu_index_mean_mul_permute_pow_rsqrt_split_unsqueeze_view_5 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'float*', 'float*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const at::BFloat16* in_ptr7,
                       const at::BFloat16* in_ptr8,
                       const at::BFloat16* in_ptr9,
                       const at::BFloat16* in_ptr10,
                       const float* in_ptr11,
                       const at::BFloat16* in_ptr12,
                       const at::BFloat16* in_ptr13,
                       const at::BFloat16* in_ptr14,
                       const at::BFloat16* in_ptr15,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       at::BFloat16* out_ptr9)
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
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)))];
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
                                auto tmp12 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*tmp8), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::convert<float,2,at::BFloat16,1>(tmp12);
                                auto tmp14 = tmp1 * tmp13;
                                auto tmp15 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(16384L + x1 + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*tmp8), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::convert<float,2,at::BFloat16,1>(tmp15);
                                auto tmp17 = tmp1 * tmp16;
                                tmp_acc0_vec = tmp_acc0_vec + tmp14;
                                tmp_acc1_vec = tmp_acc1_vec + tmp17;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<at::BFloat16>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<at::BFloat16>(tmp_acc1);
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
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp17 = in_ptr2[static_cast<int64_t>(x0)];
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
                                    auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 64L*x1 + 16384L*tmp23), static_cast<int64_t>(16));
                                    auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                                    auto tmp29 = tmp16 * tmp28;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr3[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<at::BFloat16>(tmp_acc0);
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
                                auto tmp0 = in_ptr5[static_cast<int64_t>(x1)];
                                auto tmp1 = in_ptr6[static_cast<int64_t>(0L)];
                                auto tmp4 = in_ptr2[static_cast<int64_t>(x1)];
                                auto tmp16 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 / tmp1;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp5 = 16L;
                                auto tmp6 = c10::convert<int64_t>(tmp5);
                                auto tmp7 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                                auto tmp8 = tmp4 < 0;
                                auto tmp9 = tmp8 ? tmp7 : tmp4;
                                auto tmp10 = tmp9;
                                auto tmp11 = c10::convert<int64_t>(tmp10);
                                TORCH_CHECK((0 <= tmp11) & (tmp11 < 16L), "index out of bounds: 0 <= tmp11 < 16L");
                                auto tmp13 = in_ptr7[static_cast<int64_t>(tmp9)];
                                auto tmp14 = c10::convert<float>(tmp13);
                                auto tmp15 = float(tmp3 * tmp14);
                                auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                                auto tmp18 = at::vec::VectorizedN<float,2>(tmp15);
                                auto tmp19 = tmp18 * tmp17;
                                tmp_acc0_vec = tmp_acc0_vec + tmp19;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp2 = tmp1 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr5[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
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
                                auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp16 = out_ptr5[static_cast<int64_t>(0L)];
                                auto tmp22 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                                auto tmp25 = (tmp24);
                                auto tmp26 = tmp13 + tmp25;
                                auto tmp27 = (tmp26);
                                auto tmp28 = tmp27 * tmp27;
                                tmp27.store(out_ptr6 + static_cast<int64_t>(x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp28;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr7[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = out_ptr7[static_cast<int64_t>(0L)];
                                auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp15 = in_ptr11[static_cast<int64_t>(0L)];
                                auto tmp21 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr12 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp25 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp30 = in_ptr14[static_cast<int64_t>(0L)];
                                auto tmp2 = static_cast<float>(256.0);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp4 = static_cast<float>(1e-06);
                                auto tmp5 = float(tmp3 + tmp4);
                                auto tmp6 = 1 / std::sqrt(tmp5);
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp0 * tmp7;
                                auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = (tmp11);
                                auto tmp14 = at::vec::convert<float,2,at::BFloat16,1>(tmp13);
                                auto tmp16 = tmp15 / tmp2;
                                auto tmp17 = float(tmp16 + tmp4);
                                auto tmp18 = 1 / std::sqrt(tmp17);
                                auto tmp19 = at::vec::VectorizedN<float,2>(tmp18);
                                auto tmp20 = tmp14 * tmp19;
                                auto tmp22 = at::vec::convert<float,2,at::BFloat16,1>(tmp21);
                                auto tmp23 = tmp20 * tmp22;
                                auto tmp24 = at::vec::convert<at::BFloat16,1,float,2>(tmp23);
                                auto tmp26 = at::vec::convert<float,2,at::BFloat16,1>(tmp25);
                                auto tmp27 = tmp23 + tmp26;
                                auto tmp28 = (tmp27);
                                auto tmp29 = tmp12 + tmp28;
                                auto tmp31 = c10::convert<float>(tmp30);
                                auto tmp32 = at::vec::VectorizedN<float,2>(tmp31);
                                auto tmp33 = tmp29 * tmp32;
                                auto tmp34 = at::vec::convert<at::BFloat16,1,float,2>(tmp33);
                                auto tmp35 = tmp33 * tmp33;
                                tmp34.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp35;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr8[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr8[static_cast<int64_t>(0L)];
                            auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                            tmp13.store(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_6 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       at::BFloat16* out_ptr2,
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
        {
            float tmp_acc0 = 0;
            at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp2 = tmp1 * tmp1;
                        tmp_acc0_vec = tmp_acc0_vec + tmp2;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr1[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(16));
                    auto tmp2 = out_ptr1[static_cast<int64_t>(0L)];
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
                    tmp11.store(out_ptr2 + static_cast<int64_t>(8192L + x0), static_cast<int64_t>(16));
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
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(16));
                    auto tmp2 = out_ptr0[static_cast<int64_t>(0L)];
                    auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                    auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(16));
                    auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(16));
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
                    auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*tmp20), static_cast<int64_t>(16));
                    auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                    auto tmp26 = tmp14 * tmp25;
                    auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                    auto tmp29 = tmp28 * tmp9;
                    auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                    auto tmp32 = tmp29 * tmp31;
                    auto tmp33 = (tmp32);
                    auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(256L + x0 + 512L*tmp20), static_cast<int64_t>(16));
                    auto tmp35 = at::vec::convert<float,2,at::BFloat16,1>(tmp34);
                    auto tmp36 = tmp33 * tmp35;
                    auto tmp37 = tmp26 - tmp36;
                    auto tmp38 = at::vec::convert<at::BFloat16,1,float,2>(tmp37);
                    auto tmp39 = tmp33 * tmp25;
                    auto tmp40 = tmp14 * tmp35;
                    auto tmp41 = tmp39 + tmp40;
                    auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                    tmp38.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp42.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused__softmax__to_copy__unsafe_view_add_bmm_clone_gelu_index_mean_mul_permute_pow_rsqrt_split_unsqueeze_view_7 = async_compile.cpp_pybinding(['float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'float*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const at::BFloat16* in_ptr7,
                       const at::BFloat16* in_ptr8,
                       const at::BFloat16* in_ptr9,
                       const at::BFloat16* in_ptr10,
                       const at::BFloat16* in_ptr11,
                       const float* in_ptr12,
                       const at::BFloat16* in_ptr13,
                       const at::BFloat16* in_ptr14,
                       const at::BFloat16* in_ptr15,
                       const at::BFloat16* in_ptr16,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       at::BFloat16* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr6 = in_out_ptr0;
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
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)))];
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
                                auto tmp12 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*tmp8), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::convert<float,2,at::BFloat16,1>(tmp12);
                                auto tmp14 = tmp1 * tmp13;
                                auto tmp15 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(16384L + x1 + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*tmp8), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::convert<float,2,at::BFloat16,1>(tmp15);
                                auto tmp17 = tmp1 * tmp16;
                                tmp_acc0_vec = tmp_acc0_vec + tmp14;
                                tmp_acc1_vec = tmp_acc1_vec + tmp17;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<at::BFloat16>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<at::BFloat16>(tmp_acc1);
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
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp17 = in_ptr2[static_cast<int64_t>(x0)];
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
                                    auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 64L*x1 + 16384L*tmp23), static_cast<int64_t>(16));
                                    auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                                    auto tmp29 = tmp16 * tmp28;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr3[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<at::BFloat16>(tmp_acc0);
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
                                auto tmp0 = in_ptr5[static_cast<int64_t>(x1)];
                                auto tmp1 = in_ptr6[static_cast<int64_t>(0L)];
                                auto tmp4 = in_ptr2[static_cast<int64_t>(x1)];
                                auto tmp16 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 / tmp1;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp5 = 16L;
                                auto tmp6 = c10::convert<int64_t>(tmp5);
                                auto tmp7 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                                auto tmp8 = tmp4 < 0;
                                auto tmp9 = tmp8 ? tmp7 : tmp4;
                                auto tmp10 = tmp9;
                                auto tmp11 = c10::convert<int64_t>(tmp10);
                                TORCH_CHECK((0 <= tmp11) & (tmp11 < 16L), "index out of bounds: 0 <= tmp11 < 16L");
                                auto tmp13 = in_ptr7[static_cast<int64_t>(tmp9)];
                                auto tmp14 = c10::convert<float>(tmp13);
                                auto tmp15 = float(tmp3 * tmp14);
                                auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                                auto tmp18 = at::vec::VectorizedN<float,2>(tmp15);
                                auto tmp19 = tmp18 * tmp17;
                                tmp_acc0_vec = tmp_acc0_vec + tmp19;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp2 = tmp1 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr5[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
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
                                auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp16 = out_ptr5[static_cast<int64_t>(0L)];
                                auto tmp22 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                                auto tmp25 = (tmp24);
                                auto tmp26 = tmp13 + tmp25;
                                auto tmp27 = (tmp26);
                                auto tmp28 = tmp27 * tmp27;
                                tmp27.store(out_ptr6 + static_cast<int64_t>(x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp28;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr7[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = out_ptr7[static_cast<int64_t>(0L)];
                                auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp15 = in_ptr12[static_cast<int64_t>(0L)];
                                auto tmp21 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp30 = in_ptr15[static_cast<int64_t>(0L)];
                                auto tmp2 = static_cast<float>(256.0);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp4 = static_cast<float>(1e-06);
                                auto tmp5 = float(tmp3 + tmp4);
                                auto tmp6 = 1 / std::sqrt(tmp5);
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp0 * tmp7;
                                auto tmp10 = at::vec::convert<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = (tmp11);
                                auto tmp14 = at::vec::convert<float>(tmp13);
                                auto tmp16 = tmp15 / tmp2;
                                auto tmp17 = float(tmp16 + tmp4);
                                auto tmp18 = 1 / std::sqrt(tmp17);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp14 * tmp19;
                                auto tmp22 = at::vec::convert<float>(tmp21);
                                auto tmp23 = tmp20 * tmp22;
                                auto tmp24 = at::vec::convert<at::BFloat16>(tmp23);
                                auto tmp26 = at::vec::convert<float>(tmp25);
                                auto tmp27 = tmp23 + tmp26;
                                auto tmp28 = (tmp27);
                                auto tmp29 = tmp12 + tmp28;
                                auto tmp31 = c10::convert<float>(tmp30);
                                auto tmp32 = at::vec::Vectorized<float>(tmp31);
                                auto tmp33 = tmp29 * tmp32;
                                auto tmp34 = (tmp33);
                                auto tmp35 = tmp34 * tmp34;
                                tmp34.store(in_out_ptr0 + static_cast<int64_t>(x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp35;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr8[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr8[static_cast<int64_t>(0L)];
                            auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                            tmp12.store(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
        del buf12
        del buf4
        del buf5
        del buf6
        del buf8
        del buf9
        # Topologically Sorted Source Nodes: [unsqueeze_4, out], Original ATen: [aten.unsqueeze, aten.slice, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf15 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf7, (1, 4, 1, 256), (1024, 256, 256, 1), 0), reinterpret_tensor(arg7_1, (1, 2, 8, 256), (8704, 256, 512, 1), 4608), reinterpret_tensor(arg8_1, (1, 2, 8, 256), (8704, 256, 512, 1), 4608), scale=1.0)
        del arg7_1
        del arg8_1
        del buf7
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
        buf26 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        buf35 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride_grouped((arg14_1, arg11_1, arg16_1), ((256, ), (256, ), (256, )), ((1, ), (1, ), (1, )), 'input')
        buf21 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        buf27 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        buf36 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg15_1, (16, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2(buf18, arg10_1, arg0_1, arg14_1, arg11_1, arg16_1, buf19, buf20, buf26, buf35, buf21, buf27, buf36)
        del arg11_1
        del arg14_1
        del arg16_1
        buf22 = empty_strided_cpu((1, 16), (16, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, x_5, x_6, to_9, x_7, residual, float_6, pow_10, mean_6, mean_squared_3, pow_11, normed_output_5, add_12, normed_output_6, result_4, output], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf21, reinterpret_tensor(arg15_1, (256, 16), (1, 256), 0), out=buf22)
        del arg15_1
        # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
        buf23 = torch.ops.aten.topk.default(buf22, 8, -1, True, True)
        del buf22
        buf24 = buf23[0]
        assert_tensor_metadata(buf24, (1, 8), (8, 1), torch.bfloat16, 'torch.ops.aten.topk.default')
        assert_alignment(buf24, 16, 'torch.ops.aten.topk.default')
        buf25 = buf23[1]
        assert_tensor_metadata(buf25, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.topk.default')
        assert_alignment(buf25, 16, 'torch.ops.aten.topk.default')
        del buf23
        buf32 = buf35; del buf35  # reuse
        buf33 = empty_strided_cpu((1, 8), (8, 1), torch.float32)
        buf34 = buf26; del buf26  # reuse
        assert_size_stride(arg12_1, (384, 256), (256, 1), 'input')
        cpp_fused__softmax_3(buf24, buf32, buf33, buf34)
        del buf24
        buf28 = empty_strided_cpu((1, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, x_5, x_6, to_9, x_7, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9, output_parallel_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf27, reinterpret_tensor(arg12_1, (256, 384), (1, 256), 0), out=buf28)
        del arg12_1
        buf29 = empty_strided_cpu((1, 192), (192, 1), torch.bfloat16)
        assert_size_stride(arg13_1, (256, 192), (192, 1), 'input')
        cpp_fused_gelu_mul_slice_4(buf28, buf29)
        del buf28
        buf30 = buf27; del buf27  # reuse
        # Topologically Sorted Source Nodes: [getitem_15, gelu, getitem_16, result_3, output_parallel_3], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf29, reinterpret_tensor(arg13_1, (192, 256), (1, 192), 0), out=buf30)
        del arg13_1
        del buf29
        buf31 = buf32; del buf32  # reuse
        assert_size_stride(arg18_1, (16, 128, 256), (32768, 256, 1), 'input')
        buf37 = reinterpret_tensor(buf10, (1, 1, 512), (512, 512, 1), 0); del buf10  # reuse
        buf38 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.bfloat16)
        assert_size_stride(arg19_1, (16, 256, 64), (16384, 64, 1), 'input')
        buf39 = reinterpret_tensor(buf2, (8, 1, 256), (256, 256, 1), 0); del buf2  # reuse
        assert_size_stride(arg17_1, (16, ), (1, ), 'input')
        buf40 = reinterpret_tensor(buf21, (1, 1, 256), (256, 256, 1), 0); del buf21  # reuse
        buf41 = buf20; del buf20  # reuse
        assert_size_stride_grouped((arg20_1, arg21_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf42 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf43 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride_grouped((arg22_1, arg23_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        buf44 = buf18; del buf18  # reuse
        buf45 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg24_1, (256, ), (1, ), 'input')
        buf46 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg25_1, (3072, 256), (256, 1), 'input')
        cpp_fused__softmax__to_copy__unsafe_view_add_bmm_clone_gelu_index_mean_mul_permute_pow_rsqrt_split_unsqueeze_view_5(buf44, buf30, buf36, buf25, arg18_1, arg19_1, buf33, buf34, arg17_1, arg20_1, arg21_1, arg22_1, buf19, arg10_1, arg0_1, arg23_1, arg24_1, buf31, buf37, buf38, buf39, buf40, buf41, buf42, buf43, buf45, buf46)
        del arg0_1
        del arg10_1
        del arg17_1
        del arg18_1
        del arg19_1
        del arg20_1
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        del buf19
        del buf25
        del buf30
        del buf31
        del buf33
        del buf34
        del buf36
        del buf37
        del buf39
        del buf40
        del buf41
        del buf42
        buf47 = empty_strided_cpu((1, 3072), (3072, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_22, pow_16, variance_7, add_19, rsqrt_7, x_23, mul_34, x_24, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf46, reinterpret_tensor(arg25_1, (256, 3072), (1, 256), 0), out=buf47)
        del arg25_1
        del buf46
        buf49 = reinterpret_tensor(buf45, (1, 1, 1), (1, 1, 1), 0); del buf45  # reuse
        buf57 = reinterpret_tensor(buf43, (1, 1, 1), (1, 1, 1), 0); del buf43  # reuse
        assert_size_stride(arg30_1, (1, 17, 1, 512), (8704, 512, 512, 1), 'input')
        assert_size_stride_grouped((arg27_1, arg28_1), ((512, ), (131072, 512)), ((1, ), (512, 1)), 'input')
        buf55 = buf38; del buf38  # reuse
        buf53 = reinterpret_tensor(buf55, (1, 1, 256), (512, 512, 1), 0)  # alias
        buf54 = reinterpret_tensor(buf55, (1, 1, 256), (512, 512, 1), 256)  # alias
        assert_size_stride(arg29_1, (1, 17, 1, 512), (8704, 512, 512, 1), 'input')
        assert_size_stride(arg26_1, (512, ), (1, ), 'input')
        buf48 = buf3; del buf3  # reuse
        buf52 = empty_strided_cpu((1, 4, 512), (2048, 512, 1), torch.bfloat16)
        buf50 = reinterpret_tensor(buf52, (1, 4, 256), (2048, 512, 1), 0)  # alias
        buf51 = reinterpret_tensor(buf52, (1, 4, 256), (2048, 512, 1), 256)  # alias
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_6(buf47, arg27_1, arg5_1, arg28_1, buf55, arg26_1, buf49, buf57, arg30_1, buf53, buf54, arg29_1, buf48, buf50, buf51)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg5_1
        del buf47
        del buf48
        del buf50
        del buf51
        del buf53
        del buf54
        # Topologically Sorted Source Nodes: [unsqueeze_9, out_1], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf59 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf52, (1, 4, 1, 512), (2048, 512, 512, 1), 0), reinterpret_tensor(arg29_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), reinterpret_tensor(arg30_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), scale=1.0)
        del arg29_1
        del arg30_1
        buf60 = buf59[0]
        assert_tensor_metadata(buf60, (1, 4, 1, 512), (2048, 512, 512, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf60 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf59
        assert_size_stride(arg31_1, (256, 2048), (2048, 1), 'input')
        buf62 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [attn_output_1, output_parallel_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf60, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg31_1, (2048, 256), (1, 2048), 0), out=buf62)
        del arg31_1
        del buf60
        buf63 = reinterpret_tensor(buf57, (1, 1), (1, 1), 0); del buf57  # reuse
        assert_size_stride(arg32_1, (256, ), (1, ), 'input')
        buf64 = reinterpret_tensor(buf49, (1, 1), (1, 1), 0); del buf49  # reuse
        buf70 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        buf79 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride_grouped((arg36_1, arg33_1, arg38_1), ((256, ), (256, ), (256, )), ((1, ), (1, ), (1, )), 'input')
        buf65 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        buf71 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        buf80 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg37_1, (16, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2(buf62, arg32_1, buf44, arg36_1, arg33_1, arg38_1, buf63, buf64, buf70, buf79, buf65, buf71, buf80)
        del arg33_1
        del arg36_1
        del arg38_1
        buf66 = empty_strided_cpu((1, 16), (16, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_25, pow_23, variance_8, add_27, rsqrt_8, x_26, mul_49, x_27, x_28, to_33, x_29, residual_1, float_13, pow_25, mean_17, mean_squared_7, pow_26, normed_output_12, add_31, normed_output_13, result_9, output_1], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf65, reinterpret_tensor(arg37_1, (256, 16), (1, 256), 0), out=buf66)
        del arg37_1
        # Topologically Sorted Source Nodes: [topk_1], Original ATen: [aten.topk]
        buf67 = torch.ops.aten.topk.default(buf66, 8, -1, True, True)
        del buf66
        buf68 = buf67[0]
        assert_tensor_metadata(buf68, (1, 8), (8, 1), torch.bfloat16, 'torch.ops.aten.topk.default')
        assert_alignment(buf68, 16, 'torch.ops.aten.topk.default')
        buf69 = buf67[1]
        assert_tensor_metadata(buf69, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.topk.default')
        assert_alignment(buf69, 16, 'torch.ops.aten.topk.default')
        del buf67
        buf76 = buf79; del buf79  # reuse
        buf77 = empty_strided_cpu((1, 8), (8, 1), torch.float32)
        buf78 = buf70; del buf70  # reuse
        assert_size_stride(arg34_1, (384, 256), (256, 1), 'input')
        cpp_fused__softmax_3(buf68, buf76, buf77, buf78)
        del buf68
        buf72 = empty_strided_cpu((1, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_25, pow_23, variance_8, add_27, rsqrt_8, x_26, mul_49, x_27, x_28, to_33, x_29, pow_24, variance_9, add_29, rsqrt_9, x_30, mul_51, x_31, output_parallel_6], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf71, reinterpret_tensor(arg34_1, (256, 384), (1, 256), 0), out=buf72)
        del arg34_1
        buf73 = empty_strided_cpu((1, 192), (192, 1), torch.bfloat16)
        assert_size_stride(arg35_1, (256, 192), (192, 1), 'input')
        cpp_fused_gelu_mul_slice_4(buf72, buf73)
        del buf72
        buf74 = buf71; del buf71  # reuse
        # Topologically Sorted Source Nodes: [getitem_38, gelu_2, getitem_39, result_8, output_parallel_7], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf73, reinterpret_tensor(arg35_1, (192, 256), (1, 192), 0), out=buf74)
        del arg35_1
        del buf73
        buf75 = buf76; del buf76  # reuse
        assert_size_stride(arg40_1, (16, 128, 256), (32768, 256, 1), 'input')
        buf81 = buf55; del buf55  # reuse
        buf82 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.bfloat16)
        assert_size_stride(arg41_1, (16, 256, 64), (16384, 64, 1), 'input')
        buf83 = reinterpret_tensor(buf52, (8, 1, 256), (256, 256, 1), 0); del buf52  # reuse
        assert_size_stride(arg39_1, (16, ), (1, ), 'input')
        buf84 = reinterpret_tensor(buf65, (1, 1, 256), (256, 256, 1), 0); del buf65  # reuse
        buf85 = buf64; del buf64  # reuse
        assert_size_stride_grouped((arg42_1, arg43_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf86 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf87 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride_grouped((arg44_1, arg45_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        buf88 = buf86; del buf86  # reuse
        buf89 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg46_1, (256, ), (1, ), 'input')
        buf90 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        cpp_fused__softmax__to_copy__unsafe_view_add_bmm_clone_gelu_index_mean_mul_permute_pow_rsqrt_split_unsqueeze_view_7(buf88, buf74, buf80, buf69, arg40_1, arg41_1, buf77, buf78, arg39_1, arg42_1, arg43_1, arg44_1, buf62, buf63, arg32_1, buf44, arg45_1, arg46_1, buf75, buf81, buf82, buf83, buf84, buf85, buf87, buf89, buf90)
        del arg32_1
        del arg39_1
        del arg40_1
        del arg41_1
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del arg46_1
        return (buf90, )

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
