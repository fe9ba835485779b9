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
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(384L + x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
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
                        tmp11.store(out_ptr1 + static_cast<int64_t>(2048L + x1 + 64L*x0), static_cast<int64_t>(16));
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
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(256L + x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(288L + x1 + 64L*x0), static_cast<int64_t>(16));
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
                        tmp38.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp42.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr5 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(16));
                }
            }
        }
    }
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
                out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr6[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(32L + x1), static_cast<int64_t>(16));
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
                        tmp38.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp42.store(out_ptr8 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
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
        std::unique_ptr<at::BFloat16 []> buf_local_buffer_data_0 = std::make_unique<at::BFloat16 []>(128L);
        at::BFloat16* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(768L + x1 + 128L*x0), static_cast<int64_t>(16));
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(768L + x1 + 128L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
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
                        tmp11.store(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        tmp11.store(out_ptr1 + static_cast<int64_t>(4096L + x1 + 128L*x0), static_cast<int64_t>(16));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(512L + x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp2 = tmp1 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(512L + x1 + 128L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(576L + x1 + 128L*x0), static_cast<int64_t>(16));
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
                        tmp38.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                        tmp42.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                    }
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
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp0.store(out_ptr5 + static_cast<int64_t>(4096L + x0), static_cast<int64_t>(16));
                }
            }
        }
    }
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
                out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr6[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp27 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(16));
                        auto tmp30 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(64L + x1), static_cast<int64_t>(16));
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
                        tmp38.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                        tmp42.store(out_ptr8 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 256), (256, 1), 'input')
        buf0 = empty_strided_cpu((1, 1), (1, 1), torch.float32)
        assert_size_stride(arg1_1, (256, ), (1, ), 'input')
        buf1 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        assert_size_stride(arg2_1, (512, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_0(arg0_1, arg1_1, buf0, buf1)
        del arg1_1
        buf2 = empty_strided_cpu((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x, pow_1, variance, add, rsqrt, x_1, mul_1, x_2, output_parallel], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf1, reinterpret_tensor(arg2_1, (256, 512), (1, 256), 0), out=buf2)
        del arg2_1
        assert_size_stride(arg8_1, (1, 17, 2, 64), (2176, 128, 64, 1), 'input')
        buf12 = empty_strided_cpu((1, 2, 1), (2, 1, 2), torch.float32)
        assert_size_stride_grouped((arg4_1, arg5_1, arg6_1), ((64, ), (1, ), (131072, 64)), ((1, ), (1, ), (64, 1)), 'input')
        buf4 = empty_strided_cpu((1, 2, 1), (2, 1, 2), torch.float32)
        buf10 = empty_strided_cpu((1, 2, 64), (128, 64, 1), torch.bfloat16)
        buf8 = reinterpret_tensor(buf10, (1, 2, 32), (128, 64, 1), 0)  # alias
        buf9 = reinterpret_tensor(buf10, (1, 2, 32), (128, 64, 1), 32)  # alias
        assert_size_stride(arg7_1, (1, 17, 2, 64), (2176, 128, 64, 1), 'input')
        assert_size_stride(arg3_1, (64, ), (1, ), 'input')
        buf3 = empty_strided_cpu((1, 4, 1), (4, 1, 4), torch.float32)
        buf7 = reinterpret_tensor(buf1, (1, 4, 64), (256, 64, 1), 0); del buf1  # reuse
        buf5 = reinterpret_tensor(buf7, (1, 4, 32), (256, 64, 1), 0)  # alias
        buf6 = reinterpret_tensor(buf7, (1, 4, 32), (256, 64, 1), 32)  # alias
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_1(buf2, arg4_1, arg5_1, arg6_1, buf10, arg3_1, buf12, arg8_1, buf4, buf8, buf9, arg7_1, buf3, buf5, buf6)
        del arg3_1
        del arg4_1
        del arg6_1
        del buf10
        del buf12
        del buf2
        del buf3
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
        assert_size_stride_grouped((arg10_1, arg11_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
        buf19 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf18, arg0_1, arg10_1, arg11_1, 1e-06)
        del arg0_1
        del arg10_1
        del arg11_1
        del buf18
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf20 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf21 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        del buf19
        assert_size_stride(arg12_1, (1024, 256), (256, 1), 'input')
        buf22 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf20, reinterpret_tensor(arg12_1, (256, 1024), (1, 256), 0), out=buf22)
        del arg12_1
        del buf20
        # Topologically Sorted Source Nodes: [getitem_15, getitem_16, result_3], Original ATen: [aten.slice, aten.mul]
        buf23 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf22, (1, 512), (1024, 1), 0), reinterpret_tensor(buf22, (1, 512), (1024, 1), 512))
        assert_tensor_metadata(buf23, (1, 512), (512, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf23, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        del buf22
        assert_size_stride(arg13_1, (256, 512), (512, 1), 'input')
        buf24 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf23, reinterpret_tensor(arg13_1, (512, 256), (1, 512), 0), out=buf24)
        del arg13_1
        del buf23
        assert_size_stride_grouped((arg14_1, arg15_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_1], Original ATen: [aten.mul]
        buf25 = torch.ops.gemma4.rmsnorm_add_scale.default(buf24, buf21, arg14_1, arg15_1, 1e-06)
        assert_tensor_metadata(buf25, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
        # buffer buf25 (op: torch.ops.gemma4.rmsnorm_add_scale.default) is assumed to be not aligned
        del arg14_1
        del arg15_1
        del buf21
        buf26 = buf0; del buf0  # reuse
        assert_size_stride(arg16_1, (256, ), (1, ), 'input')
        buf27 = buf24; del buf24  # reuse
        assert_size_stride(arg17_1, (1024, 256), (256, 1), 'input')
        cpp_fused__to_copy_add_mean_mul_pow_rsqrt_0(buf25, arg16_1, buf26, buf27)
        del arg16_1
        del buf26
        buf28 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_13, pow_11, variance_4, add_13, rsqrt_4, x_14, mul_24, x_15, output_parallel_4], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(buf27, reinterpret_tensor(arg17_1, (256, 1024), (1, 256), 0), out=buf28)
        del arg17_1
        assert_size_stride(arg22_1, (1, 17, 2, 128), (4352, 256, 128, 1), 'input')
        buf38 = buf4; del buf4  # reuse
        assert_size_stride_grouped((arg19_1, arg20_1), ((128, ), (131072, 128)), ((1, ), (128, 1)), 'input')
        buf30 = empty_strided_cpu((1, 2, 1), (2, 1, 2), torch.float32)
        buf36 = reinterpret_tensor(buf27, (1, 2, 128), (256, 128, 1), 0); del buf27  # reuse
        buf34 = reinterpret_tensor(buf36, (1, 2, 64), (256, 128, 1), 0)  # alias
        buf35 = reinterpret_tensor(buf36, (1, 2, 64), (256, 128, 1), 64)  # alias
        assert_size_stride(arg21_1, (1, 17, 2, 128), (4352, 256, 128, 1), 'input')
        assert_size_stride(arg18_1, (128, ), (1, ), 'input')
        buf29 = empty_strided_cpu((1, 4, 1), (4, 1, 4), torch.float32)
        buf33 = empty_strided_cpu((1, 4, 128), (512, 128, 1), torch.bfloat16)
        buf31 = reinterpret_tensor(buf33, (1, 4, 64), (512, 128, 1), 0)  # alias
        buf32 = reinterpret_tensor(buf33, (1, 4, 64), (512, 128, 1), 64)  # alias
        cpp_fused__to_copy_add_copy_index_select_mean_mul_pow_select_split_split_with_sizes_sub_unsqueeze_view_2(buf28, arg19_1, arg5_1, arg20_1, buf36, arg18_1, buf38, arg22_1, buf30, buf34, buf35, arg21_1, buf29, buf31, buf32)
        del arg18_1
        del arg19_1
        del arg20_1
        del arg5_1
        del buf28
        del buf29
        del buf30
        del buf31
        del buf32
        del buf34
        del buf35
        del buf38
        # Topologically Sorted Source Nodes: [unsqueeze_9, out_1], Original ATen: [aten.unsqueeze, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf41 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf33, (1, 4, 1, 128), (512, 128, 128, 1), 0), reinterpret_tensor(arg21_1, (1, 2, 17, 128), (4352, 128, 256, 1), 0), reinterpret_tensor(arg22_1, (1, 2, 17, 128), (4352, 128, 256, 1), 0), scale=1.0)
        del arg21_1
        del arg22_1
        del buf33
        buf42 = buf41[0]
        assert_tensor_metadata(buf42, (1, 4, 1, 128), (512, 128, 128, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf42 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf41
        assert_size_stride(arg23_1, (256, 512), (512, 1), 'input')
        buf44 = reinterpret_tensor(buf36, (1, 256), (256, 1), 0); del buf36  # reuse
        # Topologically Sorted Source Nodes: [attn_output_1, output_parallel_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf42, (1, 512), (512, 1), 0), reinterpret_tensor(arg23_1, (512, 256), (1, 512), 0), out=buf44)
        del arg23_1
        del buf42
        assert_size_stride_grouped((arg24_1, arg25_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: [gemma4.rmsnorm_add_rmsnorm]
        buf45 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(buf44, buf25, arg24_1, arg25_1, 1e-06)
        del arg24_1
        del arg25_1
        del buf25
        del buf44
        buf46 = buf45[0]
        assert_tensor_metadata(buf46, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf46 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        buf47 = buf45[1]
        assert_tensor_metadata(buf47, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_rmsnorm.default')
        # buffer buf47 (op: torch.ops.gemma4.rmsnorm_add_rmsnorm.default) is assumed to be not aligned
        del buf45
        assert_size_stride(arg26_1, (1024, 256), (256, 1), 'input')
        buf48 = empty_strided_cpu((1, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_6], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf46, reinterpret_tensor(arg26_1, (256, 1024), (1, 256), 0), out=buf48)
        del arg26_1
        del buf46
        # Topologically Sorted Source Nodes: [getitem_30, getitem_31, result_7], Original ATen: [aten.slice, aten.mul]
        buf49 = torch.ops.gemma4.gelu_tanh_mul.default(reinterpret_tensor(buf48, (1, 512), (1024, 1), 0), reinterpret_tensor(buf48, (1, 512), (1024, 1), 512))
        assert_tensor_metadata(buf49, (1, 512), (512, 1), torch.bfloat16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        assert_alignment(buf49, 16, 'torch.ops.gemma4.gelu_tanh_mul.default')
        del buf48
        assert_size_stride(arg27_1, (256, 512), (512, 1), 'input')
        buf50 = empty_strided_cpu((1, 256), (256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [output_parallel_7], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf49, reinterpret_tensor(arg27_1, (512, 256), (1, 512), 0), out=buf50)
        del arg27_1
        del buf49
        assert_size_stride_grouped((arg28_1, arg29_1), ((256, ), (1, )), ((1, ), (1, )), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten.mul]
        buf51 = torch.ops.gemma4.rmsnorm_add_scale.default(buf50, buf47, arg28_1, arg29_1, 1e-06)
        assert_tensor_metadata(buf51, (1, 256), (256, 1), torch.bfloat16, 'torch.ops.gemma4.rmsnorm_add_scale.default')
        # buffer buf51 (op: torch.ops.gemma4.rmsnorm_add_scale.default) is assumed to be not aligned
        del arg28_1
        del arg29_1
        return (buf51, )

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
    arg12_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg13_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg14_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg15_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg16_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg17_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg18_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg19_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg20_1 = rand_strided((131072, 128), (128, 1), device='cpu', dtype=torch.bfloat16)
    arg21_1 = rand_strided((1, 17, 2, 128), (4352, 256, 128, 1), device='cpu', dtype=torch.bfloat16)
    arg22_1 = rand_strided((1, 17, 2, 128), (4352, 256, 128, 1), device='cpu', dtype=torch.bfloat16)
    arg23_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg24_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg25_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg26_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.bfloat16)
    arg27_1 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.bfloat16)
    arg28_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg29_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
