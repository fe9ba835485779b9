# __compiled_fn_1: post-grad graph after the gemma4-passes passes (121 nodes)



def forward(self, arg0_1: "bf16[1, 256]", arg1_1: "bf16[256]", arg2_1: "bf16[2048, 256]", arg3_1: "bf16[256]", arg4_1: "bf16[256]", arg5_1: "i64[1]", arg6_1: "bf16[131072, 256]", arg7_1: "bf16[1, 17, 2, 256]", arg8_1: "bf16[1, 17, 2, 256]", arg9_1: "bf16[256, 1024]", arg10_1: "bf16[256]", arg11_1: "bf16[256]", arg12_1: "bf16[1024, 256]", arg13_1: "bf16[256, 512]", arg14_1: "bf16[256]", arg15_1: "bf16[1]", arg16_1: "bf16[256]", arg17_1: "bf16[4096, 256]", arg18_1: "bf16[512]", arg19_1: "bf16[512]", arg20_1: "bf16[131072, 512]", arg21_1: "bf16[1, 17, 2, 512]", arg22_1: "bf16[1, 17, 2, 512]", arg23_1: "bf16[256, 2048]", arg24_1: "bf16[256]", arg25_1: "bf16[256]", arg26_1: "bf16[1024, 256]", arg27_1: "bf16[256, 512]", arg28_1: "bf16[256]", arg29_1: "bf16[1]", arg30_1: "bf16[256]"):
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_1: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type, 2)
    mean: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
    rsqrt: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
    mul: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type, rsqrt);  convert_element_type = rsqrt = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_1: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul, arg1_1);  mul = arg1_1 = None
    convert_element_type_1: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_1, torch.bfloat16);  mul_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute: "bf16[256, 2048]" = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
    mm: "bf16[1, 2048]" = torch.ops.aten.mm.default(convert_element_type_1, permute);  convert_element_type_1 = permute = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes = torch.ops.aten.split_with_sizes.default(mm, [1024, 512, 512], -1);  mm = None
    getitem: "bf16[1, 1024]" = split_with_sizes[0]
    getitem_1: "bf16[1, 512]" = split_with_sizes[1]
    getitem_2: "bf16[1, 512]" = split_with_sizes[2];  split_with_sizes = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view: "bf16[1, 4, 256]" = torch.ops.aten.reshape.default(getitem, [1, 4, 256]);  getitem = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_2: "bf16[1, 2, 256]" = torch.ops.aten.reshape.default(getitem_1, [1, 2, 256]);  getitem_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select: "bf16[1, 2, 256]" = torch.ops.aten.select.int(arg7_1, 1, 16);  select = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_2: "bf16[1, 2, 256]" = torch.ops.aten.select.int(arg8_1, 1, 16);  select_2 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_3: "bf16[1, 2, 256]" = torch.ops.aten.reshape.default(getitem_2, [1, 2, 256]);  getitem_2 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default = torch.ops.gemma4.qkv_norm_rope.default(view, view_2, view_3, arg3_1, arg4_1, arg6_1, arg5_1, 1e-06);  view = view_2 = view_3 = arg3_1 = arg4_1 = arg6_1 = None
    getitem_26: "bf16[1, 4, 256]" = qkv_norm_rope_default[0]
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[1, 4, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_26, 2);  getitem_26 = None
    
    # No stacktrace found for following nodes
    getitem_27: "bf16[1, 2, 256]" = qkv_norm_rope_default[1]
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_scatter: "bf16[1, 17, 2, 256]" = torch.ops.aten.select_scatter.default(arg7_1, getitem_27, 1, 16);  getitem_27 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    slice_7: "bf16[1, 8, 2, 256]" = torch.ops.aten.slice.Tensor(select_scatter, 1, 9, 9223372036854775807)
    permute_3: "bf16[1, 2, 8, 256]" = torch.ops.aten.permute.default(slice_7, [0, 2, 1, 3]);  slice_7 = None
    
    # No stacktrace found for following nodes
    getitem_28: "bf16[1, 2, 256]" = qkv_norm_rope_default[2];  qkv_norm_rope_default = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_scatter_1: "bf16[1, 17, 2, 256]" = torch.ops.aten.select_scatter.default(arg8_1, getitem_28, 1, 16);  getitem_28 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    slice_8: "bf16[1, 8, 2, 256]" = torch.ops.aten.slice.Tensor(select_scatter_1, 1, 9, 9223372036854775807)
    permute_4: "bf16[1, 2, 8, 256]" = torch.ops.aten.permute.default(slice_8, [0, 2, 1, 3]);  slice_8 = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_4, permute_3, permute_4, scale = 1.0);  unsqueeze_4 = permute_3 = permute_4 = None
    getitem_9: "bf16[1, 4, 1, 256]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_16: "bf16[1, 1024]" = torch.ops.aten.reshape.default(getitem_9, [1, -1]);  getitem_9 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_5: "bf16[1024, 256]" = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
    mm_1: "bf16[1, 256]" = torch.ops.aten.mm.default(view_16, permute_5);  view_16 = permute_5 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_1 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_1, arg0_1, arg10_1, arg11_1, 1e-06);  mm_1 = arg0_1 = arg10_1 = arg11_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_34: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default_1[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_35: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default_1[1];  rmsnorm_add_rmsnorm_default_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
    mm_2: "bf16[1, 1024]" = torch.ops.aten.mm.default(getitem_34, permute_6);  getitem_34 = permute_6 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_9: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 512)
    slice_10: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_2, 1, 512, 9223372036854775807);  mm_2 = None
    gelu_tanh_mul_default_1: "bf16[1, 512]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_9, slice_10);  slice_9 = slice_10 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[512, 256]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_3: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_1, permute_7);  gelu_tanh_mul_default_1 = permute_7 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default_1 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_3, getitem_35, arg14_1, arg15_1, arg16_1, 1e-06);  mm_3 = getitem_35 = arg14_1 = arg15_1 = arg16_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    getitem_38: "bf16[1, 256]" = rmsnorm_add_scale_next_norm_default_1[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_39: "bf16[1, 256]" = rmsnorm_add_scale_next_norm_default_1[1];  rmsnorm_add_scale_next_norm_default_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[256, 4096]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
    mm_4: "bf16[1, 4096]" = torch.ops.aten.mm.default(getitem_39, permute_8);  getitem_39 = permute_8 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(mm_4, [2048, 1024, 1024], -1);  mm_4 = None
    getitem_11: "bf16[1, 2048]" = split_with_sizes_1[0]
    getitem_12: "bf16[1, 1024]" = split_with_sizes_1[1]
    getitem_13: "bf16[1, 1024]" = split_with_sizes_1[2];  split_with_sizes_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_17: "bf16[1, 4, 512]" = torch.ops.aten.reshape.default(getitem_11, [1, 4, 512]);  getitem_11 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_19: "bf16[1, 2, 512]" = torch.ops.aten.reshape.default(getitem_12, [1, 2, 512]);  getitem_12 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_4: "bf16[1, 2, 512]" = torch.ops.aten.select.int(arg21_1, 1, 16);  select_4 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_6: "bf16[1, 2, 512]" = torch.ops.aten.select.int(arg22_1, 1, 16);  select_6 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_20: "bf16[1, 2, 512]" = torch.ops.aten.reshape.default(getitem_13, [1, 2, 512]);  getitem_13 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default_1 = torch.ops.gemma4.qkv_norm_rope.default(view_17, view_19, view_20, arg18_1, arg19_1, arg20_1, arg5_1, 1e-06);  view_17 = view_19 = view_20 = arg18_1 = arg19_1 = arg20_1 = arg5_1 = None
    getitem_29: "bf16[1, 4, 512]" = qkv_norm_rope_default_1[0]
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[1, 4, 1, 512]" = torch.ops.aten.unsqueeze.default(getitem_29, 2);  getitem_29 = None
    
    # No stacktrace found for following nodes
    getitem_30: "bf16[1, 2, 512]" = qkv_norm_rope_default_1[1]
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_scatter_2: "bf16[1, 17, 2, 512]" = torch.ops.aten.select_scatter.default(arg21_1, getitem_30, 1, 16);  getitem_30 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_11: "bf16[1, 2, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # No stacktrace found for following nodes
    getitem_31: "bf16[1, 2, 512]" = qkv_norm_rope_default_1[2];  qkv_norm_rope_default_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_scatter_3: "bf16[1, 17, 2, 512]" = torch.ops.aten.select_scatter.default(arg22_1, getitem_31, 1, 16);  getitem_31 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_12: "bf16[1, 2, 17, 512]" = torch.ops.aten.permute.default(select_scatter_3, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_9, permute_11, permute_12, scale = 1.0);  unsqueeze_9 = permute_11 = permute_12 = None
    getitem_20: "bf16[1, 4, 1, 512]" = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_33: "bf16[1, 2048]" = torch.ops.aten.reshape.default(getitem_20, [1, -1]);  getitem_20 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_13: "bf16[2048, 256]" = torch.ops.aten.permute.default(arg23_1, [1, 0]);  arg23_1 = None
    mm_5: "bf16[1, 256]" = torch.ops.aten.mm.default(view_33, permute_13);  view_33 = permute_13 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_5, getitem_38, arg24_1, arg25_1, 1e-06);  mm_5 = getitem_38 = arg24_1 = arg25_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_32: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_33: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default[1];  rmsnorm_add_rmsnorm_default = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_14: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg26_1, [1, 0]);  arg26_1 = None
    mm_6: "bf16[1, 1024]" = torch.ops.aten.mm.default(getitem_32, permute_14);  getitem_32 = permute_14 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_13: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_6, 1, 0, 512)
    slice_14: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_6, 1, 512, 9223372036854775807);  mm_6 = None
    gelu_tanh_mul_default: "bf16[1, 512]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_13, slice_14);  slice_13 = slice_14 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_15: "bf16[512, 256]" = torch.ops.aten.permute.default(arg27_1, [1, 0]);  arg27_1 = None
    mm_7: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default, permute_15);  gelu_tanh_mul_default = permute_15 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_7, getitem_33, arg28_1, arg29_1, arg30_1, 1e-06);  mm_7 = getitem_33 = arg28_1 = arg29_1 = arg30_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_37: "bf16[1, 256]" = rmsnorm_add_scale_next_norm_default[1];  rmsnorm_add_scale_next_norm_default = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[1, 17, 2, 256]" = torch.ops.aten.copy_.default(arg7_1, select_scatter);  arg7_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[1, 17, 2, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter_1);  arg8_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[1, 17, 2, 512]" = torch.ops.aten.copy_.default(arg21_1, select_scatter_2);  arg21_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[1, 17, 2, 512]" = torch.ops.aten.copy_.default(arg22_1, select_scatter_3);  arg22_1 = select_scatter_3 = copy__3 = None
    return (getitem_37,)
    