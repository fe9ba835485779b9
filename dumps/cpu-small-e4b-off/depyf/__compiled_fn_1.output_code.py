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


cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_1 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
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


cpp_fused__to_copy_add_mean_mul_pow_rsqrt_4 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const float* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0)
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
                    auto tmp31 = at::vec::convert<at::BFloat16,1,float,2>(tmp30);
                    tmp31.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_mul_select_5 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp20 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                    tmp23.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_mean_mul_pow_rsqrt_6 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp13 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp18 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp5 = static_cast<float>(256.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = static_cast<float>(-0.5);
                        auto tmp10 = std::pow(tmp8, tmp9);
                        auto tmp11 = at::vec::VectorizedN<float,2>(tmp10);
                        auto tmp12 = tmp3 * tmp11;
                        auto tmp14 = at::vec::convert<float,2,at::BFloat16,1>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = (tmp15);
                        auto tmp17 = tmp1 + tmp16;
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp20 = at::vec::VectorizedN<float,2>(tmp19);
                        auto tmp21 = tmp17 * tmp20;
                        auto tmp22 = at::vec::convert<at::BFloat16,1,float,2>(tmp21);
                        auto tmp23 = tmp21 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp_acc0_vec = tmp_acc0_vec + tmp23;
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
                    auto tmp10 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_7 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
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
                       float* out_ptr5,
                       at::BFloat16* out_ptr6,
                       at::BFloat16* out_ptr7,
                       at::BFloat16* out_ptr8)
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(16));
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(16));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(16));
                    auto tmp2 = out_ptr1[static_cast<int64_t>(0L)];
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
                    tmp11.store(out_ptr2 + static_cast<int64_t>(4096L + x0), static_cast<int64_t>(16));
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
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(16));
                    auto tmp2 = out_ptr0[static_cast<int64_t>(0L)];
                    auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                    auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(16));
                    auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(16));
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
                    auto tmp24 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*tmp20), static_cast<int64_t>(16));
                    auto tmp25 = at::vec::convert<float,2,at::BFloat16,1>(tmp24);
                    auto tmp26 = tmp14 * tmp25;
                    auto tmp28 = at::vec::convert<float,2,at::BFloat16,1>(tmp27);
                    auto tmp29 = tmp28 * tmp9;
                    auto tmp31 = at::vec::convert<float,2,at::BFloat16,1>(tmp30);
                    auto tmp32 = tmp29 * tmp31;
                    auto tmp33 = (tmp32);
                    auto tmp34 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(128L + x0 + 256L*tmp20), static_cast<int64_t>(16));
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
                    out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr5[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(128L + x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(128L + x1), static_cast<int64_t>(16));
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
                            tmp38.store(out_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            tmp42.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                        }
                    }
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr8 + static_cast<int64_t>(4096L + x0), static_cast<int64_t>(16));
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


cpp_fused_gelu_mul_select_8 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp20 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(16));
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
                    tmp23.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_9 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(128L + x1 + 256L*x0), static_cast<int64_t>(16));
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
                            tmp38.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            tmp42.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
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


cpp_fused_gelu_mul_select_10 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp20 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(64L + x0), static_cast<int64_t>(16));
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
                    tmp23.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_11 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int64_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(256L + x1 + 512L*x0), static_cast<int64_t>(16));
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
                            tmp38.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            tmp42.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
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


cpp_fused_gelu_mul_select_12 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp20 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(16));
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
                    tmp23.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_mean_mul_pow_rsqrt_13 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp4 = out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp13 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp18 = in_ptr3[static_cast<int64_t>(0L)];
                        auto tmp1 = at::vec::convert<float>(tmp0);
                        auto tmp3 = at::vec::convert<float>(tmp2);
                        auto tmp5 = static_cast<float>(256.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = static_cast<float>(-0.5);
                        auto tmp10 = std::pow(tmp8, tmp9);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp3 * tmp11;
                        auto tmp14 = at::vec::convert<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = (tmp15);
                        auto tmp17 = tmp1 + tmp16;
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp17 * tmp20;
                        auto tmp22 = (tmp21);
                        auto tmp23 = tmp22 * tmp22;
                        tmp22.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec = tmp_acc0_vec + tmp23;
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
                    auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1 = args
        args.clear()
        assert_size_stride(arg1_1, (1, 256), (256, 1), 'input')
        buf0 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg2_1, (256, ), (1, ), 'input')
        buf1 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg3_1, (3072, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_0(arg1_1, arg2_1, buf0, buf1)
        del arg2_1
        buf2 = empty_strided_cpu((1, 3072), (3072, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf1, reinterpret_tensor(arg3_1, (256, 3072), (1, 256), 0), out=buf2)
        del arg3_1
        buf4 = reinterpret_tensor(buf0, (1, 1, 1), (1, 1, 1), 0); del buf0  # reuse
        buf12 = empty_strided_cpu((1, 1, 1), (1, 1, 1), torch.float32)
        assert_size_stride(arg9_1, (1, 17, 1, 512), (8704, 512, 512, 1), 'input')
        assert_size_stride_grouped((arg5_1, arg6_1, arg7_1), ((512, ), (1, ), (131072, 512)), ((1, ), (1, ), (512, 1)), 'input')
        buf10 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.bfloat16)
        buf8 = reinterpret_tensor(buf10, (1, 1, 256), (512, 512, 1), 0)  # alias
        buf9 = reinterpret_tensor(buf10, (1, 1, 256), (512, 512, 1), 256)  # alias
        assert_size_stride(arg8_1, (1, 17, 1, 512), (8704, 512, 512, 1), 'input')
        assert_size_stride(arg4_1, (512, ), (1, ), 'input')
        buf3 = empty_strided_cpu((1, 4, 1), (4, 1, 4), torch.float32)
        buf7 = empty_strided_cpu((1, 4, 512), (2048, 512, 1), torch.bfloat16)
        buf5 = reinterpret_tensor(buf7, (1, 4, 256), (2048, 512, 1), 0)  # alias
        buf6 = reinterpret_tensor(buf7, (1, 4, 256), (2048, 512, 1), 256)  # alias
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_1(buf2, arg5_1, arg6_1, arg7_1, buf10, arg4_1, buf4, buf12, arg9_1, buf8, buf9, arg8_1, buf3, buf5, buf6)
        del arg4_1
        del arg5_1
        del buf2
        del buf5
        del buf6
        del buf8
        del buf9
        # Topologically Sorted Source Nodes: [unsqueeze_4, out], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf14 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf7, (1, 4, 1, 512), (2048, 512, 512, 1), 0), reinterpret_tensor(arg8_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), reinterpret_tensor(arg9_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), scale=1.0)
        del buf7
        buf15 = buf14[0]
        assert_tensor_metadata(buf15, (1, 4, 1, 512), (2048, 512, 512, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf15 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf14
        assert_size_stride(arg10_1, (256, 2048), (2048, 1), 'input')
        buf17 = buf1; del buf1  # reuse
        # Topologically Sorted Source Nodes: [attn_output, output_parallel_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg10_1, (2048, 256), (1, 2048), 0), out=buf17)
        del arg10_1
        del buf15
        buf18 = reinterpret_tensor(buf4, (1, 1), (1, 1), 0); del buf4  # reuse
        assert_size_stride(arg11_1, (256, ), (1, ), 'input')
        buf19 = reinterpret_tensor(buf12, (1, 1), (1, 1), 0); del buf12  # reuse
        assert_size_stride(arg12_1, (256, ), (1, ), 'input')
        buf20 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg13_1, (1024, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2(buf17, arg11_1, arg1_1, arg12_1, buf18, buf19, buf20)
        del arg12_1
        buf21 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_3, pow_8, variance_1, add_8, rsqrt_1, x_4, mul_16, x_5, x_6, to_9, x_7, pow_9, variance_2, add_10, rsqrt_2, x_8, mul_18, x_9, output_parallel_2], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf20, reinterpret_tensor(arg13_1, (256, 1024), (1, 256), 0), out=buf21)
        del arg13_1
        buf22 = reinterpret_tensor(buf10, (1, 512), (512, 1), 0); del buf10  # reuse
        assert_size_stride(arg14_1, (256, 512), (512, 1), 'input')
        cpp_fused_gelu_mul_slice_3(buf21, buf22)
        buf23 = buf20; del buf20  # reuse
        # Topologically Sorted Source Nodes: [getitem_14, gelu, getitem_15, result_3, output_parallel_3], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf22, reinterpret_tensor(arg14_1, (512, 256), (1, 512), 0), out=buf23)
        del arg14_1
        buf24 = buf19; del buf19  # reuse
        assert_size_stride(arg15_1, (256, ), (1, ), 'input')
        buf25 = buf23; del buf23  # reuse
        assert_size_stride(arg16_1, (32, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_4(buf25, arg15_1, buf17, buf18, arg11_1, arg1_1, buf24)
        del arg11_1
        del arg15_1
        del arg1_1
        buf26 = empty_strided_cpu((1, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf25, reinterpret_tensor(arg16_1, (256, 32), (1, 256), 0), out=buf26)
        del arg16_1
        assert_size_stride(arg0_1, (1, 4, 32), (128, 32, 1), 'input')
        buf27 = buf26; del buf26  # reuse
        assert_size_stride(arg17_1, (256, 32), (32, 1), 'input')
        cpp_fused_gelu_mul_select_5(buf27, arg0_1)
        buf28 = buf17; del buf17  # reuse
        # Topologically Sorted Source Nodes: [gate, pli, gated_per_layer, output_1], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf27, reinterpret_tensor(arg17_1, (32, 256), (1, 32), 0), out=buf28)
        del arg17_1
        buf29 = buf24; del buf24  # reuse
        assert_size_stride_grouped((arg18_1, arg19_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        buf30 = buf25; del buf25  # reuse
        buf31 = buf18; del buf18  # reuse
        assert_size_stride(arg20_1, (256, ), (1, ), 'input')
        buf32 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg21_1, (1536, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_6(buf30, buf28, arg18_1, arg19_1, arg20_1, buf29, buf31, buf32)
        del arg18_1
        del arg19_1
        del arg20_1
        buf33 = empty_strided_cpu((1, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_13, pow_13, variance_4, add_16, rsqrt_4, x_14, mul_27, x_15, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf32, reinterpret_tensor(arg21_1, (256, 1536), (1, 256), 0), out=buf33)
        del arg21_1
        buf35 = reinterpret_tensor(buf31, (1, 1, 1), (1, 1, 1), 0); del buf31  # reuse
        buf43 = reinterpret_tensor(buf29, (1, 1, 1), (1, 1, 1), 0); del buf29  # reuse
        assert_size_stride(arg26_1, (1, 17, 1, 256), (4352, 256, 256, 1), 'input')
        assert_size_stride_grouped((arg23_1, arg24_1), ((256, ), (131072, 256)), ((1, ), (256, 1)), 'input')
        buf41 = reinterpret_tensor(buf32, (1, 1, 256), (256, 256, 1), 0); del buf32  # reuse
        buf39 = reinterpret_tensor(buf41, (1, 1, 128), (256, 256, 1), 0)  # alias
        buf40 = reinterpret_tensor(buf41, (1, 1, 128), (256, 256, 1), 128)  # alias
        assert_size_stride(arg22_1, (256, ), (1, ), 'input')
        buf34 = buf3; del buf3  # reuse
        buf38 = reinterpret_tensor(buf21, (1, 4, 256), (1024, 256, 1), 0); del buf21  # reuse
        buf36 = reinterpret_tensor(buf38, (1, 4, 128), (1024, 256, 1), 0)  # alias
        buf37 = reinterpret_tensor(buf38, (1, 4, 128), (1024, 256, 1), 128)  # alias
        assert_size_stride(arg25_1, (1, 17, 1, 256), (4352, 256, 256, 1), 'input')
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_7(buf33, arg23_1, arg6_1, arg24_1, arg22_1, buf41, buf35, buf43, arg26_1, buf39, buf40, buf34, buf36, buf37, arg25_1)
        del arg22_1
        del arg23_1
        del buf36
        del buf37
        del buf39
        del buf40
        # Topologically Sorted Source Nodes: [unsqueeze_9, out_1], Original ATen: [aten.unsqueeze, aten.slice, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf45 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf38, (1, 4, 1, 256), (1024, 256, 256, 1), 0), reinterpret_tensor(arg25_1, (1, 1, 8, 256), (4352, 256, 256, 1), 2304), reinterpret_tensor(arg26_1, (1, 1, 8, 256), (4352, 256, 256, 1), 2304), scale=1.0)
        buf46 = buf45[0]
        assert_tensor_metadata(buf46, (1, 4, 1, 256), (1024, 256, 256, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf46 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf45
        assert_size_stride(arg27_1, (256, 1024), (1024, 1), 'input')
        buf48 = reinterpret_tensor(buf41, (1, 256), (256, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [attn_output_1, output_parallel_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf46, (1, 1024), (1024, 1), 0), reinterpret_tensor(arg27_1, (1024, 256), (1, 1024), 0), out=buf48)
        del arg27_1
        del buf46
        buf49 = reinterpret_tensor(buf43, (1, 1), (1, 1), 0); del buf43  # reuse
        assert_size_stride(arg28_1, (256, ), (1, ), 'input')
        buf50 = reinterpret_tensor(buf35, (1, 1), (1, 1), 0); del buf35  # reuse
        assert_size_stride(arg29_1, (256, ), (1, ), 'input')
        buf51 = buf28; del buf28  # reuse
        assert_size_stride(arg30_1, (1024, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2(buf48, arg28_1, buf30, arg29_1, buf49, buf50, buf51)
        del arg29_1
        buf52 = reinterpret_tensor(buf38, (1, 1024), (1024, 1), 0); del buf38  # reuse
        # Topologically Sorted Source Nodes: [x_16, pow_20, variance_5, add_24, rsqrt_5, x_17, mul_42, x_18, x_19, to_23, x_20, pow_21, variance_6, add_26, rsqrt_6, x_21, mul_44, x_22, output_parallel_6], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf51, reinterpret_tensor(arg30_1, (256, 1024), (1, 256), 0), out=buf52)
        del arg30_1
        buf53 = buf22; del buf22  # reuse
        assert_size_stride(arg31_1, (256, 512), (512, 1), 'input')
        cpp_fused_gelu_mul_slice_3(buf52, buf53)
        buf54 = buf51; del buf51  # reuse
        # Topologically Sorted Source Nodes: [getitem_32, gelu_2, getitem_33, result_8, output_parallel_7], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf53, reinterpret_tensor(arg31_1, (512, 256), (1, 512), 0), out=buf54)
        del arg31_1
        buf55 = buf50; del buf50  # reuse
        assert_size_stride(arg32_1, (256, ), (1, ), 'input')
        buf56 = buf54; del buf54  # reuse
        assert_size_stride(arg33_1, (32, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_4(buf56, arg32_1, buf48, buf49, arg28_1, buf30, buf55)
        del arg28_1
        del arg32_1
        buf57 = buf27; del buf27  # reuse
        # Topologically Sorted Source Nodes: [output_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf56, reinterpret_tensor(arg33_1, (256, 32), (1, 256), 0), out=buf57)
        del arg33_1
        buf58 = buf57; del buf57  # reuse
        assert_size_stride(arg34_1, (256, 32), (32, 1), 'input')
        cpp_fused_gelu_mul_select_8(buf58, arg0_1)
        buf59 = buf48; del buf48  # reuse
        # Topologically Sorted Source Nodes: [gate_1, pli_1, gated_per_layer_1, output_3], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf58, reinterpret_tensor(arg34_1, (32, 256), (1, 32), 0), out=buf59)
        del arg34_1
        buf60 = buf55; del buf55  # reuse
        assert_size_stride_grouped((arg35_1, arg36_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        buf61 = buf56; del buf56  # reuse
        buf62 = buf49; del buf49  # reuse
        assert_size_stride(arg37_1, (256, ), (1, ), 'input')
        buf63 = buf30; del buf30  # reuse
        assert_size_stride(arg38_1, (1536, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_6(buf61, buf59, arg35_1, arg36_1, arg37_1, buf60, buf62, buf63)
        del arg35_1
        del arg36_1
        del arg37_1
        buf64 = buf33; del buf33  # reuse
        # Topologically Sorted Source Nodes: [x_26, pow_25, variance_8, add_32, rsqrt_8, x_27, mul_53, x_28, output_parallel_8], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf63, reinterpret_tensor(arg38_1, (256, 1536), (1, 256), 0), out=buf64)
        del arg38_1
        assert_size_stride(arg39_1, (256, ), (1, ), 'input')
        buf65 = buf34; del buf34  # reuse
        buf68 = reinterpret_tensor(buf52, (1, 4, 256), (1024, 256, 1), 0); del buf52  # reuse
        buf66 = reinterpret_tensor(buf68, (1, 4, 128), (1024, 256, 1), 0)  # alias
        buf67 = reinterpret_tensor(buf68, (1, 4, 128), (1024, 256, 1), 128)  # alias
        cpp_fused__to_copy_add_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_9(buf64, arg39_1, arg6_1, arg24_1, buf65, buf66, buf67)
        del arg24_1
        del arg39_1
        del buf64
        del buf66
        del buf67
        # Topologically Sorted Source Nodes: [unsqueeze_14, out_2], Original ATen: [aten.unsqueeze, aten.slice, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf69 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf68, (1, 4, 1, 256), (1024, 256, 256, 1), 0), reinterpret_tensor(arg25_1, (1, 1, 8, 256), (4352, 256, 256, 1), 2304), reinterpret_tensor(arg26_1, (1, 1, 8, 256), (4352, 256, 256, 1), 2304), scale=1.0)
        del arg25_1
        del arg26_1
        buf70 = buf69[0]
        assert_tensor_metadata(buf70, (1, 4, 1, 256), (1024, 256, 256, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf70 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf69
        assert_size_stride(arg40_1, (256, 1024), (1024, 1), 'input')
        buf72 = buf63; del buf63  # reuse
        # Topologically Sorted Source Nodes: [attn_output_2, output_parallel_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf70, (1, 1024), (1024, 1), 0), reinterpret_tensor(arg40_1, (1024, 256), (1, 1024), 0), out=buf72)
        del arg40_1
        del buf70
        buf73 = buf62; del buf62  # reuse
        assert_size_stride(arg41_1, (256, ), (1, ), 'input')
        buf74 = buf60; del buf60  # reuse
        assert_size_stride(arg42_1, (256, ), (1, ), 'input')
        buf75 = buf59; del buf59  # reuse
        assert_size_stride(arg43_1, (1024, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2(buf72, arg41_1, buf61, arg42_1, buf73, buf74, buf75)
        del arg42_1
        buf76 = reinterpret_tensor(buf68, (1, 1024), (1024, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [x_29, pow_28, variance_9, add_37, rsqrt_9, x_30, mul_65, x_31, x_32, to_37, x_33, pow_29, variance_10, add_39, rsqrt_10, x_34, mul_67, x_35, output_parallel_10], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf75, reinterpret_tensor(arg43_1, (256, 1024), (1, 256), 0), out=buf76)
        del arg43_1
        buf77 = buf53; del buf53  # reuse
        assert_size_stride(arg44_1, (256, 512), (512, 1), 'input')
        cpp_fused_gelu_mul_slice_3(buf76, buf77)
        del buf76
        buf78 = buf75; del buf75  # reuse
        # Topologically Sorted Source Nodes: [getitem_51, gelu_4, getitem_52, result_11, output_parallel_11], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf77, reinterpret_tensor(arg44_1, (512, 256), (1, 512), 0), out=buf78)
        del arg44_1
        del buf77
        buf79 = buf74; del buf74  # reuse
        assert_size_stride(arg45_1, (256, ), (1, ), 'input')
        buf80 = buf78; del buf78  # reuse
        assert_size_stride(arg46_1, (32, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_4(buf80, arg45_1, buf72, buf73, arg41_1, buf61, buf79)
        del arg41_1
        del arg45_1
        buf81 = buf58; del buf58  # reuse
        # Topologically Sorted Source Nodes: [output_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf80, reinterpret_tensor(arg46_1, (256, 32), (1, 256), 0), out=buf81)
        del arg46_1
        buf82 = buf81; del buf81  # reuse
        assert_size_stride(arg47_1, (256, 32), (32, 1), 'input')
        cpp_fused_gelu_mul_select_10(buf82, arg0_1)
        buf83 = buf72; del buf72  # reuse
        # Topologically Sorted Source Nodes: [gate_2, pli_2, gated_per_layer_2, output_5], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf82, reinterpret_tensor(arg47_1, (32, 256), (1, 32), 0), out=buf83)
        del arg47_1
        del buf82
        buf84 = buf79; del buf79  # reuse
        assert_size_stride_grouped((arg48_1, arg49_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        buf85 = buf80; del buf80  # reuse
        buf86 = buf73; del buf73  # reuse
        assert_size_stride(arg50_1, (256, ), (1, ), 'input')
        buf87 = buf61; del buf61  # reuse
        assert_size_stride(arg51_1, (3072, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_6(buf85, buf83, arg48_1, arg49_1, arg50_1, buf84, buf86, buf87)
        del arg48_1
        del arg49_1
        del arg50_1
        del buf83
        del buf84
        del buf86
        buf88 = empty_strided_cpu((1, 3072), (3072, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_39, pow_33, variance_12, add_45, rsqrt_12, x_40, mul_76, x_41, output_parallel_12], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf87, reinterpret_tensor(arg51_1, (256, 3072), (1, 256), 0), out=buf88)
        del arg51_1
        del buf87
        assert_size_stride(arg52_1, (512, ), (1, ), 'input')
        buf89 = buf65; del buf65  # reuse
        buf92 = empty_strided_cpu((1, 4, 512), (2048, 512, 1), torch.bfloat16)
        buf90 = reinterpret_tensor(buf92, (1, 4, 256), (2048, 512, 1), 0)  # alias
        buf91 = reinterpret_tensor(buf92, (1, 4, 256), (2048, 512, 1), 256)  # alias
        cpp_fused__to_copy_add_index_select_mean_mul_pow_split_split_with_sizes_sub_unsqueeze_view_11(buf88, arg52_1, arg6_1, arg7_1, buf89, buf90, buf91)
        del arg52_1
        del arg6_1
        del arg7_1
        del buf88
        del buf89
        del buf90
        del buf91
        # Topologically Sorted Source Nodes: [unsqueeze_19, out_3], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf93 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf92, (1, 4, 1, 512), (2048, 512, 512, 1), 0), reinterpret_tensor(arg8_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), reinterpret_tensor(arg9_1, (1, 1, 17, 512), (8704, 512, 512, 1), 0), scale=1.0)
        del arg8_1
        del arg9_1
        del buf92
        buf94 = buf93[0]
        assert_tensor_metadata(buf94, (1, 4, 1, 512), (2048, 512, 512, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf94 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf93
        assert_size_stride(arg53_1, (256, 2048), (2048, 1), 'input')
        buf96 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [attn_output_3, output_parallel_13], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf94, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg53_1, (2048, 256), (1, 2048), 0), out=buf96)
        del arg53_1
        del buf94
        buf97 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg54_1, (256, ), (1, ), 'input')
        buf98 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg55_1, (256, ), (1, ), 'input')
        buf99 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg56_1, (1024, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_2(buf96, arg54_1, buf85, arg55_1, buf97, buf98, buf99)
        del arg55_1
        buf100 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_42, pow_36, variance_13, add_50, rsqrt_13, x_43, mul_88, x_44, x_45, to_51, x_46, pow_37, variance_14, add_52, rsqrt_14, x_47, mul_90, x_48, output_parallel_14], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf99, reinterpret_tensor(arg56_1, (256, 1024), (1, 256), 0), out=buf100)
        del arg56_1
        buf101 = empty_strided_cpu((1, 512), (512, 1), torch.bfloat16)
        assert_size_stride(arg57_1, (256, 512), (512, 1), 'input')
        cpp_fused_gelu_mul_slice_3(buf100, buf101)
        del buf100
        buf102 = buf99; del buf99  # reuse
        # Topologically Sorted Source Nodes: [getitem_68, gelu_6, getitem_69, result_14, output_parallel_15], Original ATen: [aten.slice, aten.gelu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf101, reinterpret_tensor(arg57_1, (512, 256), (1, 512), 0), out=buf102)
        del arg57_1
        del buf101
        buf103 = buf98; del buf98  # reuse
        assert_size_stride(arg58_1, (256, ), (1, ), 'input')
        buf104 = buf102; del buf102  # reuse
        assert_size_stride(arg59_1, (32, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_4(buf104, arg58_1, buf96, buf97, arg54_1, buf85, buf103)
        del arg54_1
        del arg58_1
        buf105 = empty_strided_cpu((1, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_6], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf104, reinterpret_tensor(arg59_1, (256, 32), (1, 256), 0), out=buf105)
        del arg59_1
        buf106 = buf105; del buf105  # reuse
        assert_size_stride(arg60_1, (256, 32), (32, 1), 'input')
        cpp_fused_gelu_mul_select_12(buf106, arg0_1)
        del arg0_1
        buf107 = buf96; del buf96  # reuse
        # Topologically Sorted Source Nodes: [gate_3, pli_3, gated_per_layer_3, output_7], Original ATen: [aten.gelu, aten.select, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf106, reinterpret_tensor(arg60_1, (32, 256), (1, 32), 0), out=buf107)
        del arg60_1
        del buf106
        buf108 = buf97; del buf97  # reuse
        assert_size_stride_grouped((arg61_1, arg62_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        buf109 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf110 = buf103; del buf103  # reuse
        assert_size_stride(arg63_1, (256, ), (1, ), 'input')
        buf111 = buf85; del buf85  # reuse
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_13(buf107, buf104, arg61_1, arg62_1, arg63_1, buf108, buf109, buf110, buf111)
        del arg61_1
        del arg62_1
        del arg63_1
        return (buf111, )

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
