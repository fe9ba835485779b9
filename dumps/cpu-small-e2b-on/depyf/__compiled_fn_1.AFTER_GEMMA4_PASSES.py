# __compiled_fn_1: post-grad graph after the gemma4-passes passes (238 nodes)



def forward(self, arg0_1: "bf16[1, 4, 32]", arg1_1: "bf16[1, 192]", arg2_1: "bf16[192]", arg3_1: "bf16[1536, 192]", arg4_1: "bf16[256]", arg5_1: "bf16[256]", arg6_1: "i64[1]", arg7_1: "bf16[131072, 256]", arg8_1: "bf16[1, 17, 1, 256]", arg9_1: "bf16[1, 17, 1, 256]", arg10_1: "bf16[192, 1024]", arg11_1: "bf16[192]", arg12_1: "bf16[192]", arg13_1: "bf16[768, 192]", arg14_1: "bf16[192, 384]", arg15_1: "bf16[192]", arg16_1: "bf16[32, 192]", arg17_1: "bf16[192, 32]", arg18_1: "bf16[192]", arg19_1: "bf16[1]", arg20_1: "bf16[192]", arg21_1: "bf16[3072, 192]", arg22_1: "bf16[512]", arg23_1: "bf16[512]", arg24_1: "bf16[131072, 512]", arg25_1: "bf16[1, 17, 1, 512]", arg26_1: "bf16[1, 17, 1, 512]", arg27_1: "bf16[192, 2048]", arg28_1: "bf16[192]", arg29_1: "bf16[192]", arg30_1: "bf16[768, 192]", arg31_1: "bf16[192, 384]", arg32_1: "bf16[192]", arg33_1: "bf16[32, 192]", arg34_1: "bf16[192, 32]", arg35_1: "bf16[192]", arg36_1: "bf16[1]", arg37_1: "bf16[192]", arg38_1: "bf16[1536, 192]", arg39_1: "bf16[256]", arg40_1: "bf16[192, 1024]", arg41_1: "bf16[192]", arg42_1: "bf16[192]", arg43_1: "bf16[1536, 192]", arg44_1: "bf16[192, 768]", arg45_1: "bf16[192]", arg46_1: "bf16[32, 192]", arg47_1: "bf16[192, 32]", arg48_1: "bf16[192]", arg49_1: "bf16[1]", arg50_1: "bf16[192]", arg51_1: "bf16[3072, 192]", arg52_1: "bf16[512]", arg53_1: "bf16[192, 2048]", arg54_1: "bf16[192]", arg55_1: "bf16[192]", arg56_1: "bf16[1536, 192]", arg57_1: "bf16[192, 768]", arg58_1: "bf16[192]", arg59_1: "bf16[32, 192]", arg60_1: "bf16[192, 32]", arg61_1: "bf16[192]", arg62_1: "bf16[1]", arg63_1: "bf16[192]"):
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type: "f32[1, 192]" = torch.ops.prims.convert_element_type.default(arg1_1, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_1: "f32[1, 192]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type, 2)
    mean: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
    rsqrt: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
    mul: "f32[1, 192]" = torch.ops.aten.mul.Tensor(convert_element_type, rsqrt);  convert_element_type = rsqrt = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_1: "f32[1, 192]" = torch.ops.aten.mul.Tensor(mul, arg2_1);  mul = arg2_1 = None
    convert_element_type_1: "bf16[1, 192]" = torch.ops.prims.convert_element_type.default(mul_1, torch.bfloat16);  mul_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute: "bf16[192, 1536]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
    mm: "bf16[1, 1536]" = torch.ops.aten.mm.default(convert_element_type_1, permute);  convert_element_type_1 = permute = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes = torch.ops.aten.split_with_sizes.default(mm, [1024, 256, 256], -1);  mm = None
    getitem: "bf16[1, 1024]" = split_with_sizes[0]
    getitem_1: "bf16[1, 256]" = split_with_sizes[1]
    getitem_2: "bf16[1, 256]" = split_with_sizes[2];  split_with_sizes = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view: "bf16[1, 4, 256]" = torch.ops.aten.reshape.default(getitem, [1, 4, 256]);  getitem = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_2: "bf16[1, 1, 256]" = torch.ops.aten.reshape.default(getitem_1, [1, 1, 256]);  getitem_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_1: "bf16[1, 1, 256]" = torch.ops.aten.select.int(arg8_1, 1, 16);  select_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_3: "bf16[1, 1, 256]" = torch.ops.aten.select.int(arg9_1, 1, 16);  select_3 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_3: "bf16[1, 1, 256]" = torch.ops.aten.reshape.default(getitem_2, [1, 1, 256]);  getitem_2 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default = torch.ops.gemma4.qkv_norm_rope.default(view, view_2, view_3, arg4_1, arg5_1, arg7_1, arg6_1, 1e-06);  view = view_2 = view_3 = arg4_1 = arg5_1 = None
    getitem_48: "bf16[1, 4, 256]" = qkv_norm_rope_default[0]
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[1, 4, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_48, 2);  getitem_48 = None
    
    # No stacktrace found for following nodes
    getitem_49: "bf16[1, 1, 256]" = qkv_norm_rope_default[1]
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_scatter: "bf16[1, 17, 1, 256]" = torch.ops.aten.select_scatter.default(arg8_1, getitem_49, 1, 16);  getitem_49 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    slice_7: "bf16[1, 8, 1, 256]" = torch.ops.aten.slice.Tensor(select_scatter, 1, 9, 9223372036854775807)
    permute_3: "bf16[1, 1, 8, 256]" = torch.ops.aten.permute.default(slice_7, [0, 2, 1, 3]);  slice_7 = None
    
    # No stacktrace found for following nodes
    getitem_50: "bf16[1, 1, 256]" = qkv_norm_rope_default[2];  qkv_norm_rope_default = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_scatter_1: "bf16[1, 17, 1, 256]" = torch.ops.aten.select_scatter.default(arg9_1, getitem_50, 1, 16);  getitem_50 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    slice_8: "bf16[1, 8, 1, 256]" = torch.ops.aten.slice.Tensor(select_scatter_1, 1, 9, 9223372036854775807)
    permute_4: "bf16[1, 1, 8, 256]" = torch.ops.aten.permute.default(slice_8, [0, 2, 1, 3]);  slice_8 = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_4, permute_3, permute_4, scale = 1.0);  unsqueeze_4 = permute_3 = permute_4 = None
    getitem_9: "bf16[1, 4, 1, 256]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_16: "bf16[1, 1024]" = torch.ops.aten.reshape.default(getitem_9, [1, -1]);  getitem_9 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_5: "bf16[1024, 192]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
    mm_1: "bf16[1, 192]" = torch.ops.aten.mm.default(view_16, permute_5);  view_16 = permute_5 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_3 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_1, arg1_1, arg11_1, arg12_1, 1e-06);  mm_1 = arg1_1 = arg11_1 = arg12_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_60: "bf16[1, 192]" = rmsnorm_add_rmsnorm_default_3[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_61: "bf16[1, 192]" = rmsnorm_add_rmsnorm_default_3[1];  rmsnorm_add_rmsnorm_default_3 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[192, 768]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_2: "bf16[1, 768]" = torch.ops.aten.mm.default(getitem_60, permute_6);  getitem_60 = permute_6 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_9: "bf16[1, 384]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 384)
    slice_10: "bf16[1, 384]" = torch.ops.aten.slice.Tensor(mm_2, 1, 384, 9223372036854775807);  mm_2 = None
    gelu_tanh_mul_default_7: "bf16[1, 384]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_9, slice_10);  slice_9 = slice_10 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[384, 192]" = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
    mm_3: "bf16[1, 192]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_7, permute_7);  gelu_tanh_mul_default_7 = permute_7 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    rmsnorm_add_scale_default_3: "bf16[1, 192]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_3, getitem_61, arg15_1, None, 1e-06);  mm_3 = getitem_61 = arg15_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[192, 32]" = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
    mm_4: "bf16[1, 32]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_3, permute_8);  permute_8 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 0)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    gelu_tanh_mul_default_6: "bf16[1, 32]" = torch.ops.gemma4.gelu_tanh_mul.default(mm_4, select);  mm_4 = select = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_9: "bf16[32, 192]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
    mm_5: "bf16[1, 192]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_6, permute_9);  gelu_tanh_mul_default_6 = permute_9 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default_3 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_5, rmsnorm_add_scale_default_3, arg18_1, arg19_1, arg20_1, 1e-06);  mm_5 = rmsnorm_add_scale_default_3 = arg18_1 = arg19_1 = arg20_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    getitem_68: "bf16[1, 192]" = rmsnorm_add_scale_next_norm_default_3[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_69: "bf16[1, 192]" = rmsnorm_add_scale_next_norm_default_3[1];  rmsnorm_add_scale_next_norm_default_3 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_10: "bf16[192, 3072]" = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
    mm_6: "bf16[1, 3072]" = torch.ops.aten.mm.default(getitem_69, permute_10);  getitem_69 = permute_10 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(mm_6, [2048, 512, 512], -1);  mm_6 = None
    getitem_11: "bf16[1, 2048]" = split_with_sizes_1[0]
    getitem_12: "bf16[1, 512]" = split_with_sizes_1[1]
    getitem_13: "bf16[1, 512]" = split_with_sizes_1[2];  split_with_sizes_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_17: "bf16[1, 4, 512]" = torch.ops.aten.reshape.default(getitem_11, [1, 4, 512]);  getitem_11 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_19: "bf16[1, 1, 512]" = torch.ops.aten.reshape.default(getitem_12, [1, 1, 512]);  getitem_12 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_6: "bf16[1, 1, 512]" = torch.ops.aten.select.int(arg25_1, 1, 16);  select_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_8: "bf16[1, 1, 512]" = torch.ops.aten.select.int(arg26_1, 1, 16);  select_8 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_20: "bf16[1, 1, 512]" = torch.ops.aten.reshape.default(getitem_13, [1, 1, 512]);  getitem_13 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default_1 = torch.ops.gemma4.qkv_norm_rope.default(view_17, view_19, view_20, arg22_1, arg23_1, arg24_1, arg6_1, 1e-06);  view_17 = view_19 = view_20 = arg22_1 = arg23_1 = None
    getitem_51: "bf16[1, 4, 512]" = qkv_norm_rope_default_1[0]
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[1, 4, 1, 512]" = torch.ops.aten.unsqueeze.default(getitem_51, 2);  getitem_51 = None
    
    # No stacktrace found for following nodes
    getitem_52: "bf16[1, 1, 512]" = qkv_norm_rope_default_1[1]
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_scatter_2: "bf16[1, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg25_1, getitem_52, 1, 16);  getitem_52 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_13: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # No stacktrace found for following nodes
    getitem_53: "bf16[1, 1, 512]" = qkv_norm_rope_default_1[2];  qkv_norm_rope_default_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_scatter_3: "bf16[1, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg26_1, getitem_53, 1, 16);  getitem_53 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_14: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_3, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_9, permute_13, permute_14, scale = 1.0);  unsqueeze_9 = permute_13 = permute_14 = None
    getitem_20: "bf16[1, 4, 1, 512]" = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_33: "bf16[1, 2048]" = torch.ops.aten.reshape.default(getitem_20, [1, -1]);  getitem_20 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_15: "bf16[2048, 192]" = torch.ops.aten.permute.default(arg27_1, [1, 0]);  arg27_1 = None
    mm_7: "bf16[1, 192]" = torch.ops.aten.mm.default(view_33, permute_15);  view_33 = permute_15 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_2 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_7, getitem_68, arg28_1, arg29_1, 1e-06);  mm_7 = getitem_68 = arg28_1 = arg29_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_58: "bf16[1, 192]" = rmsnorm_add_rmsnorm_default_2[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_59: "bf16[1, 192]" = rmsnorm_add_rmsnorm_default_2[1];  rmsnorm_add_rmsnorm_default_2 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_16: "bf16[192, 768]" = torch.ops.aten.permute.default(arg30_1, [1, 0]);  arg30_1 = None
    mm_8: "bf16[1, 768]" = torch.ops.aten.mm.default(getitem_58, permute_16);  getitem_58 = permute_16 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_13: "bf16[1, 384]" = torch.ops.aten.slice.Tensor(mm_8, 1, 0, 384)
    slice_14: "bf16[1, 384]" = torch.ops.aten.slice.Tensor(mm_8, 1, 384, 9223372036854775807);  mm_8 = None
    gelu_tanh_mul_default_5: "bf16[1, 384]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_13, slice_14);  slice_13 = slice_14 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_17: "bf16[384, 192]" = torch.ops.aten.permute.default(arg31_1, [1, 0]);  arg31_1 = None
    mm_9: "bf16[1, 192]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_5, permute_17);  gelu_tanh_mul_default_5 = permute_17 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    rmsnorm_add_scale_default_2: "bf16[1, 192]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_9, getitem_59, arg32_1, None, 1e-06);  mm_9 = getitem_59 = arg32_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_18: "bf16[192, 32]" = torch.ops.aten.permute.default(arg33_1, [1, 0]);  arg33_1 = None
    mm_10: "bf16[1, 32]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_2, permute_18);  permute_18 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_5: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 1)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    gelu_tanh_mul_default_4: "bf16[1, 32]" = torch.ops.gemma4.gelu_tanh_mul.default(mm_10, select_5);  mm_10 = select_5 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_19: "bf16[32, 192]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
    mm_11: "bf16[1, 192]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_4, permute_19);  gelu_tanh_mul_default_4 = permute_19 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default_2 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_11, rmsnorm_add_scale_default_2, arg35_1, arg36_1, arg37_1, 1e-06);  mm_11 = rmsnorm_add_scale_default_2 = arg35_1 = arg36_1 = arg37_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    getitem_66: "bf16[1, 192]" = rmsnorm_add_scale_next_norm_default_2[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_67: "bf16[1, 192]" = rmsnorm_add_scale_next_norm_default_2[1];  rmsnorm_add_scale_next_norm_default_2 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_20: "bf16[192, 1536]" = torch.ops.aten.permute.default(arg38_1, [1, 0]);  arg38_1 = None
    mm_12: "bf16[1, 1536]" = torch.ops.aten.mm.default(getitem_67, permute_20);  getitem_67 = permute_20 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(mm_12, [1024, 256, 256], -1);  mm_12 = None
    getitem_22: "bf16[1, 1024]" = split_with_sizes_2[0];  split_with_sizes_2 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_34: "bf16[1, 4, 256]" = torch.ops.aten.reshape.default(getitem_22, [1, 4, 256]);  getitem_22 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    q_norm_rope_default_1: "bf16[1, 4, 256]" = torch.ops.gemma4.q_norm_rope.default(view_34, arg39_1, arg7_1, arg6_1, 1e-06);  view_34 = arg39_1 = arg7_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_14: "bf16[1, 4, 1, 256]" = torch.ops.aten.unsqueeze.default(q_norm_rope_default_1, 2);  q_norm_rope_default_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    slice_22: "bf16[1, 8, 1, 256]" = torch.ops.aten.slice.Tensor(select_scatter, 1, 9, 9223372036854775807)
    permute_23: "bf16[1, 1, 8, 256]" = torch.ops.aten.permute.default(slice_22, [0, 2, 1, 3]);  slice_22 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    slice_23: "bf16[1, 8, 1, 256]" = torch.ops.aten.slice.Tensor(select_scatter_1, 1, 9, 9223372036854775807)
    permute_24: "bf16[1, 1, 8, 256]" = torch.ops.aten.permute.default(slice_23, [0, 2, 1, 3]);  slice_23 = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_14, permute_23, permute_24, scale = 1.0);  unsqueeze_14 = permute_23 = permute_24 = None
    getitem_31: "bf16[1, 4, 1, 256]" = _scaled_dot_product_flash_attention_for_cpu_2[0];  _scaled_dot_product_flash_attention_for_cpu_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_42: "bf16[1, 1024]" = torch.ops.aten.reshape.default(getitem_31, [1, -1]);  getitem_31 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_25: "bf16[1024, 192]" = torch.ops.aten.permute.default(arg40_1, [1, 0]);  arg40_1 = None
    mm_13: "bf16[1, 192]" = torch.ops.aten.mm.default(view_42, permute_25);  view_42 = permute_25 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_1 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_13, getitem_66, arg41_1, arg42_1, 1e-06);  mm_13 = getitem_66 = arg41_1 = arg42_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_56: "bf16[1, 192]" = rmsnorm_add_rmsnorm_default_1[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_57: "bf16[1, 192]" = rmsnorm_add_rmsnorm_default_1[1];  rmsnorm_add_rmsnorm_default_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_26: "bf16[192, 1536]" = torch.ops.aten.permute.default(arg43_1, [1, 0]);  arg43_1 = None
    mm_14: "bf16[1, 1536]" = torch.ops.aten.mm.default(getitem_56, permute_26);  getitem_56 = permute_26 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_24: "bf16[1, 768]" = torch.ops.aten.slice.Tensor(mm_14, 1, 0, 768)
    slice_25: "bf16[1, 768]" = torch.ops.aten.slice.Tensor(mm_14, 1, 768, 9223372036854775807);  mm_14 = None
    gelu_tanh_mul_default_3: "bf16[1, 768]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_24, slice_25);  slice_24 = slice_25 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_27: "bf16[768, 192]" = torch.ops.aten.permute.default(arg44_1, [1, 0]);  arg44_1 = None
    mm_15: "bf16[1, 192]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_3, permute_27);  gelu_tanh_mul_default_3 = permute_27 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    rmsnorm_add_scale_default_1: "bf16[1, 192]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_15, getitem_57, arg45_1, None, 1e-06);  mm_15 = getitem_57 = arg45_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_28: "bf16[192, 32]" = torch.ops.aten.permute.default(arg46_1, [1, 0]);  arg46_1 = None
    mm_16: "bf16[1, 32]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_1, permute_28);  permute_28 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_10: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 2)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    gelu_tanh_mul_default_2: "bf16[1, 32]" = torch.ops.gemma4.gelu_tanh_mul.default(mm_16, select_10);  mm_16 = select_10 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_29: "bf16[32, 192]" = torch.ops.aten.permute.default(arg47_1, [1, 0]);  arg47_1 = None
    mm_17: "bf16[1, 192]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_2, permute_29);  gelu_tanh_mul_default_2 = permute_29 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default_1 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_17, rmsnorm_add_scale_default_1, arg48_1, arg49_1, arg50_1, 1e-06);  mm_17 = rmsnorm_add_scale_default_1 = arg48_1 = arg49_1 = arg50_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    getitem_64: "bf16[1, 192]" = rmsnorm_add_scale_next_norm_default_1[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_65: "bf16[1, 192]" = rmsnorm_add_scale_next_norm_default_1[1];  rmsnorm_add_scale_next_norm_default_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_30: "bf16[192, 3072]" = torch.ops.aten.permute.default(arg51_1, [1, 0]);  arg51_1 = None
    mm_18: "bf16[1, 3072]" = torch.ops.aten.mm.default(getitem_65, permute_30);  getitem_65 = permute_30 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_3 = torch.ops.aten.split_with_sizes.default(mm_18, [2048, 512, 512], -1);  mm_18 = None
    getitem_33: "bf16[1, 2048]" = split_with_sizes_3[0];  split_with_sizes_3 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_43: "bf16[1, 4, 512]" = torch.ops.aten.reshape.default(getitem_33, [1, 4, 512]);  getitem_33 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    q_norm_rope_default: "bf16[1, 4, 512]" = torch.ops.gemma4.q_norm_rope.default(view_43, arg52_1, arg24_1, arg6_1, 1e-06);  view_43 = arg52_1 = arg24_1 = arg6_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_19: "bf16[1, 4, 1, 512]" = torch.ops.aten.unsqueeze.default(q_norm_rope_default, 2);  q_norm_rope_default = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_33: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_34: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_3, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_19, permute_33, permute_34, scale = 1.0);  unsqueeze_19 = permute_33 = permute_34 = None
    getitem_42: "bf16[1, 4, 1, 512]" = _scaled_dot_product_flash_attention_for_cpu_3[0];  _scaled_dot_product_flash_attention_for_cpu_3 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_51: "bf16[1, 2048]" = torch.ops.aten.reshape.default(getitem_42, [1, -1]);  getitem_42 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_35: "bf16[2048, 192]" = torch.ops.aten.permute.default(arg53_1, [1, 0]);  arg53_1 = None
    mm_19: "bf16[1, 192]" = torch.ops.aten.mm.default(view_51, permute_35);  view_51 = permute_35 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_19, getitem_64, arg54_1, arg55_1, 1e-06);  mm_19 = getitem_64 = arg54_1 = arg55_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_54: "bf16[1, 192]" = rmsnorm_add_rmsnorm_default[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_55: "bf16[1, 192]" = rmsnorm_add_rmsnorm_default[1];  rmsnorm_add_rmsnorm_default = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_36: "bf16[192, 1536]" = torch.ops.aten.permute.default(arg56_1, [1, 0]);  arg56_1 = None
    mm_20: "bf16[1, 1536]" = torch.ops.aten.mm.default(getitem_54, permute_36);  getitem_54 = permute_36 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_29: "bf16[1, 768]" = torch.ops.aten.slice.Tensor(mm_20, 1, 0, 768)
    slice_30: "bf16[1, 768]" = torch.ops.aten.slice.Tensor(mm_20, 1, 768, 9223372036854775807);  mm_20 = None
    gelu_tanh_mul_default_1: "bf16[1, 768]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_29, slice_30);  slice_29 = slice_30 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_37: "bf16[768, 192]" = torch.ops.aten.permute.default(arg57_1, [1, 0]);  arg57_1 = None
    mm_21: "bf16[1, 192]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_1, permute_37);  gelu_tanh_mul_default_1 = permute_37 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    rmsnorm_add_scale_default: "bf16[1, 192]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_21, getitem_55, arg58_1, None, 1e-06);  mm_21 = getitem_55 = arg58_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_38: "bf16[192, 32]" = torch.ops.aten.permute.default(arg59_1, [1, 0]);  arg59_1 = None
    mm_22: "bf16[1, 32]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default, permute_38);  permute_38 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_11: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 3);  arg0_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    gelu_tanh_mul_default: "bf16[1, 32]" = torch.ops.gemma4.gelu_tanh_mul.default(mm_22, select_11);  mm_22 = select_11 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_39: "bf16[32, 192]" = torch.ops.aten.permute.default(arg60_1, [1, 0]);  arg60_1 = None
    mm_23: "bf16[1, 192]" = torch.ops.aten.mm.default(gelu_tanh_mul_default, permute_39);  gelu_tanh_mul_default = permute_39 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_23, rmsnorm_add_scale_default, arg61_1, arg62_1, arg63_1, 1e-06);  mm_23 = rmsnorm_add_scale_default = arg61_1 = arg62_1 = arg63_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_63: "bf16[1, 192]" = rmsnorm_add_scale_next_norm_default[1];  rmsnorm_add_scale_next_norm_default = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[1, 17, 1, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter);  arg8_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[1, 17, 1, 256]" = torch.ops.aten.copy_.default(arg9_1, select_scatter_1);  arg9_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[1, 17, 1, 512]" = torch.ops.aten.copy_.default(arg25_1, select_scatter_2);  arg25_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[1, 17, 1, 512]" = torch.ops.aten.copy_.default(arg26_1, select_scatter_3);  arg26_1 = select_scatter_3 = copy__3 = None
    return (getitem_63,)
    