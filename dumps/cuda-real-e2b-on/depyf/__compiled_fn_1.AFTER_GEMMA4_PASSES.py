# __compiled_fn_1: post-grad graph after the gemma4-passes passes (409 nodes)



def forward(self, arg0_1: "i64[8]", arg1_1: "bf16[8, 4, 256]", arg2_1: "bf16[8, 1536]", arg3_1: "bf16[1536]", arg4_1: "bf16[2560, 1536]", arg5_1: "bf16[256]", arg6_1: "bf16[256]", arg7_1: "f32[131072, 256]", arg8_1: "bf16[8, 17, 1, 256]", arg9_1: "bf16[8, 17, 1, 256]", arg10_1: "bf16[1536, 2048]", arg11_1: "bf16[1536]", arg12_1: "bf16[1536]", arg13_1: "bf16[12288, 1536]", arg14_1: "bf16[1536, 6144]", arg15_1: "bf16[1536]", arg16_1: "bf16[256, 1536]", arg17_1: "bf16[1536, 256]", arg18_1: "bf16[1536]", arg19_1: "bf16[1]", arg20_1: "bf16[1536]", arg21_1: "bf16[5120, 1536]", arg22_1: "bf16[512]", arg23_1: "bf16[512]", arg24_1: "f32[131072, 512]", arg25_1: "bf16[8, 17, 1, 512]", arg26_1: "bf16[8, 17, 1, 512]", arg27_1: "bf16[1536, 4096]", arg28_1: "bf16[1536]", arg29_1: "bf16[1536]", arg30_1: "bf16[12288, 1536]", arg31_1: "bf16[1536, 6144]", arg32_1: "bf16[1536]", arg33_1: "bf16[256, 1536]", arg34_1: "bf16[1536, 256]", arg35_1: "bf16[1536]", arg36_1: "bf16[1]", arg37_1: "bf16[1536]", arg38_1: "bf16[2560, 1536]", arg39_1: "bf16[256]", arg40_1: "bf16[1536, 2048]", arg41_1: "bf16[1536]", arg42_1: "bf16[1536]", arg43_1: "bf16[24576, 1536]", arg44_1: "bf16[1536, 12288]", arg45_1: "bf16[1536]", arg46_1: "bf16[256, 1536]", arg47_1: "bf16[1536, 256]", arg48_1: "bf16[1536]", arg49_1: "bf16[1]", arg50_1: "bf16[1536]", arg51_1: "bf16[5120, 1536]", arg52_1: "bf16[512]", arg53_1: "bf16[1536, 4096]", arg54_1: "bf16[1536]", arg55_1: "bf16[1536]", arg56_1: "bf16[24576, 1536]", arg57_1: "bf16[1536, 12288]", arg58_1: "bf16[1536]", arg59_1: "bf16[256, 1536]", arg60_1: "bf16[1536, 256]", arg61_1: "bf16[1536]", arg62_1: "bf16[1]", arg63_1: "bf16[1536]"):
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(arg2_1, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_1: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type, 2)
    mean: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
    rsqrt: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
    mul: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type, rsqrt);  convert_element_type = rsqrt = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_1: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul, arg3_1);  mul = arg3_1 = None
    convert_element_type_1: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_1, torch.bfloat16);  mul_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute: "bf16[1536, 2560]" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
    mm: "bf16[8, 2560]" = torch.ops.aten.mm.default(convert_element_type_1, permute);  convert_element_type_1 = permute = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes = torch.ops.aten.split_with_sizes.default(mm, [2048, 256, 256], -1);  mm = None
    getitem: "bf16[8, 2048]" = split_with_sizes[0]
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem, [8, 8, 256]);  getitem = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:69 in gemma_qkv_rmsnorm, code: kh = k.unflatten(-1, (num_kv_heads, head_dim))
    getitem_13: "bf16[8, 256]" = split_with_sizes[1]
    view_4: "bf16[8, 1, 256]" = torch.ops.aten.reshape.default(getitem_13, [8, 1, 256]);  getitem_13 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    getitem_20: "bf16[8, 256]" = split_with_sizes[2];  split_with_sizes = None
    view_6: "bf16[8, 1, 256]" = torch.ops.aten.reshape.default(getitem_20, [8, 1, 256]);  getitem_20 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default = torch.ops.gemma4.qkv_norm_rope.default(view, view_4, view_6, arg5_1, arg6_1, arg7_1, arg0_1, 1e-06);  view = view_4 = view_6 = arg5_1 = arg6_1 = None
    getitem_278: "bf16[8, 8, 256]" = qkv_norm_rope_default[0]
    getitem_279: "bf16[8, 1, 256]" = qkv_norm_rope_default[1]
    getitem_280: "bf16[8, 1, 256]" = qkv_norm_rope_default[2];  qkv_norm_rope_default = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[8, 8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_278, 2);  getitem_278 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_1: "bf16[8, 1, 256]" = torch.ops.aten.select.int(arg8_1, 1, 16);  select_1 = None
    select_scatter: "bf16[8, 17, 1, 256]" = torch.ops.aten.select_scatter.default(arg8_1, getitem_279, 1, 16);  getitem_279 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_3: "bf16[8, 1, 17, 256]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_3: "bf16[8, 1, 256]" = torch.ops.aten.select.int(arg9_1, 1, 16);  select_3 = None
    select_scatter_1: "bf16[8, 17, 1, 256]" = torch.ops.aten.select_scatter.default(arg9_1, getitem_280, 1, 16);  getitem_280 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_4: "bf16[8, 1, 17, 256]" = torch.ops.aten.permute.default(select_scatter_1, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_cudnn_attention = torch.ops.aten._scaled_dot_product_cudnn_attention.default(unsqueeze_4, permute_3, permute_4, None, False, scale = 1.0);  unsqueeze_4 = permute_3 = permute_4 = None
    getitem_92: "bf16[8, 8, 1, 256]" = _scaled_dot_product_cudnn_attention[0];  _scaled_dot_product_cudnn_attention = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_51: "bf16[8, 2048]" = torch.ops.aten.reshape.default(getitem_92, [8, -1]);  getitem_92 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_5: "bf16[2048, 1536]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
    mm_1: "bf16[8, 1536]" = torch.ops.aten.mm.default(view_51, permute_5);  view_51 = permute_5 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_3 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_1, arg2_1, arg11_1, arg12_1, 1e-06);  mm_1 = arg2_1 = arg11_1 = arg12_1 = None
    getitem_290: "bf16[8, 1536]" = rmsnorm_add_rmsnorm_default_3[0]
    getitem_291: "bf16[8, 1536]" = rmsnorm_add_rmsnorm_default_3[1];  rmsnorm_add_rmsnorm_default_3 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[1536, 12288]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_2: "bf16[8, 12288]" = torch.ops.aten.mm.default(getitem_290, permute_6);  getitem_290 = permute_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_5: "bf16[8, 6144]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 6144)
    convert_element_type_26: "f32[8, 6144]" = torch.ops.prims.convert_element_type.default(slice_5, torch.float32);  slice_5 = None
    mul_23: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(convert_element_type_26, 0.5)
    mul_19: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(convert_element_type_26, convert_element_type_26)
    mul_20: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(mul_19, convert_element_type_26);  mul_19 = None
    mul_21: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(mul_20, 0.044715);  mul_20 = None
    add_11: "f32[8, 6144]" = torch.ops.aten.add.Tensor(convert_element_type_26, mul_21);  convert_element_type_26 = mul_21 = None
    mul_22: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(add_11, 0.7978845608028654);  add_11 = None
    tanh: "f32[8, 6144]" = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
    add_12: "f32[8, 6144]" = torch.ops.aten.add.Tensor(tanh, 1);  tanh = None
    mul_24: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(mul_23, add_12);  mul_23 = add_12 = None
    convert_element_type_27: "bf16[8, 6144]" = torch.ops.prims.convert_element_type.default(mul_24, torch.bfloat16);  mul_24 = None
    slice_6: "bf16[8, 6144]" = torch.ops.aten.slice.Tensor(mm_2, 1, 6144, 9223372036854775807);  mm_2 = None
    mul_25: "bf16[8, 6144]" = torch.ops.aten.mul.Tensor(convert_element_type_27, slice_6);  convert_element_type_27 = slice_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[6144, 1536]" = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
    mm_3: "bf16[8, 1536]" = torch.ops.aten.mm.default(mul_25, permute_7);  mul_25 = permute_7 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_default_3: "bf16[8, 1536]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_3, getitem_291, arg15_1, None, 1e-06);  mm_3 = getitem_291 = arg15_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[1536, 256]" = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
    mm_4: "bf16[8, 256]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_3, permute_8);  permute_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:826 in _next_stream, code: gate = torch.nn.functional.gelu(gate, approximate="tanh")
    convert_element_type_34: "f32[8, 256]" = torch.ops.prims.convert_element_type.default(mm_4, torch.float32);  mm_4 = None
    mul_32: "f32[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_34, 0.5)
    mul_28: "f32[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_34, convert_element_type_34)
    mul_29: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_28, convert_element_type_34);  mul_28 = None
    mul_30: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_29, 0.044715);  mul_29 = None
    add_15: "f32[8, 256]" = torch.ops.aten.add.Tensor(convert_element_type_34, mul_30);  convert_element_type_34 = mul_30 = None
    mul_31: "f32[8, 256]" = torch.ops.aten.mul.Tensor(add_15, 0.7978845608028654);  add_15 = None
    tanh_1: "f32[8, 256]" = torch.ops.aten.tanh.default(mul_31);  mul_31 = None
    add_16: "f32[8, 256]" = torch.ops.aten.add.Tensor(tanh_1, 1);  tanh_1 = None
    mul_33: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_32, add_16);  mul_32 = add_16 = None
    convert_element_type_35: "bf16[8, 256]" = torch.ops.prims.convert_element_type.default(mul_33, torch.bfloat16);  mul_33 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select: "bf16[8, 256]" = torch.ops.aten.select.int(arg1_1, 1, 0)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    mul_34: "bf16[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_35, select);  convert_element_type_35 = select = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_9: "bf16[256, 1536]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
    mm_5: "bf16[8, 1536]" = torch.ops.aten.mm.default(mul_34, permute_9);  mul_34 = permute_9 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default_3 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_5, rmsnorm_add_scale_default_3, arg18_1, arg19_1, arg20_1, 1e-06);  mm_5 = rmsnorm_add_scale_default_3 = arg18_1 = arg19_1 = arg20_1 = None
    getitem_298: "bf16[8, 1536]" = rmsnorm_add_scale_next_norm_default_3[0]
    getitem_299: "bf16[8, 1536]" = rmsnorm_add_scale_next_norm_default_3[1];  rmsnorm_add_scale_next_norm_default_3 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_10: "bf16[1536, 5120]" = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
    mm_6: "bf16[8, 5120]" = torch.ops.aten.mm.default(getitem_299, permute_10);  getitem_299 = permute_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_26 = torch.ops.aten.split_with_sizes.default(mm_6, [4096, 512, 512], -1);  mm_6 = None
    getitem_101: "bf16[8, 4096]" = split_with_sizes_26[0]
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view_52: "bf16[8, 8, 512]" = torch.ops.aten.reshape.default(getitem_101, [8, 8, 512]);  getitem_101 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:69 in gemma_qkv_rmsnorm, code: kh = k.unflatten(-1, (num_kv_heads, head_dim))
    getitem_114: "bf16[8, 512]" = split_with_sizes_26[1]
    view_56: "bf16[8, 1, 512]" = torch.ops.aten.reshape.default(getitem_114, [8, 1, 512]);  getitem_114 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    getitem_121: "bf16[8, 512]" = split_with_sizes_26[2];  split_with_sizes_26 = None
    view_58: "bf16[8, 1, 512]" = torch.ops.aten.reshape.default(getitem_121, [8, 1, 512]);  getitem_121 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default_1 = torch.ops.gemma4.qkv_norm_rope.default(view_52, view_56, view_58, arg22_1, arg23_1, arg24_1, arg0_1, 1e-06);  view_52 = view_56 = view_58 = arg22_1 = arg23_1 = None
    getitem_281: "bf16[8, 8, 512]" = qkv_norm_rope_default_1[0]
    getitem_282: "bf16[8, 1, 512]" = qkv_norm_rope_default_1[1]
    getitem_283: "bf16[8, 1, 512]" = qkv_norm_rope_default_1[2];  qkv_norm_rope_default_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[8, 8, 1, 512]" = torch.ops.aten.unsqueeze.default(getitem_281, 2);  getitem_281 = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_57: "f32[8, 8, 1, 512]" = torch.ops.prims.convert_element_type.default(unsqueeze_9, torch.float32);  unsqueeze_9 = None
    mul_53: "f32[8, 8, 1, 512]" = torch.ops.aten.mul.Scalar(convert_element_type_57, 1.0);  convert_element_type_57 = None
    expand_2: "f32[8, 8, 1, 512]" = torch.ops.aten.expand.default(mul_53, [8, 8, 1, 512]);  mul_53 = None
    view_105: "f32[64, 1, 512]" = torch.ops.aten.reshape.default(expand_2, [64, 1, 512]);  expand_2 = None
    unsqueeze_12: "f32[64, 1, 512, 1]" = torch.ops.aten.unsqueeze.default(view_105, -1);  view_105 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_6: "bf16[8, 1, 512]" = torch.ops.aten.select.int(arg25_1, 1, 16);  select_6 = None
    select_scatter_2: "bf16[8, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg25_1, getitem_282, 1, 16);  getitem_282 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_13: "bf16[8, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_58: "f32[8, 1, 17, 512]" = torch.ops.prims.convert_element_type.default(permute_13, torch.float32);  permute_13 = None
    unsqueeze_10: "f32[8, 1, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(convert_element_type_58, 2);  convert_element_type_58 = None
    expand: "f32[8, 1, 8, 17, 512]" = torch.ops.aten.expand.default(unsqueeze_10, [8, 1, 8, 17, 512]);  unsqueeze_10 = None
    clone_4: "f32[8, 1, 8, 17, 512]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    view_103: "f32[8, 8, 17, 512]" = torch.ops.aten.reshape.default(clone_4, [8, 8, 17, 512]);  clone_4 = None
    permute_15: "f32[8, 8, 512, 17]" = torch.ops.aten.permute.default(view_103, [0, 1, 3, 2]);  view_103 = None
    mul_54: "f32[8, 8, 512, 17]" = torch.ops.aten.mul.Scalar(permute_15, 1.0);  permute_15 = None
    expand_3: "f32[8, 8, 512, 17]" = torch.ops.aten.expand.default(mul_54, [8, 8, 512, 17]);  mul_54 = None
    view_106: "f32[64, 512, 17]" = torch.ops.aten.reshape.default(expand_3, [64, 512, 17]);  expand_3 = None
    unsqueeze_13: "f32[64, 1, 512, 17]" = torch.ops.aten.unsqueeze.default(view_106, 1);  view_106 = None
    mul_55: "f32[64, 1, 512, 17]" = torch.ops.aten.mul.Tensor(unsqueeze_12, unsqueeze_13);  unsqueeze_12 = unsqueeze_13 = None
    sum_1: "f32[64, 1, 17]" = torch.ops.aten.sum.dim_IntList(mul_55, [2]);  mul_55 = None
    view_107: "f32[8, 8, 1, 17]" = torch.ops.aten.reshape.default(sum_1, [8, 8, 1, 17]);  sum_1 = None
    eq: "b8[8, 8, 1, 17]" = torch.ops.aten.eq.Scalar(view_107, -inf)
    logical_not: "b8[8, 8, 1, 17]" = torch.ops.aten.logical_not.default(eq);  eq = None
    any_1: "b8[8, 8, 1, 1]" = torch.ops.aten.any.dim(logical_not, -1, True);  logical_not = None
    logical_not_1: "b8[8, 8, 1, 1]" = torch.ops.aten.logical_not.default(any_1);  any_1 = None
    full_default: "f32[8, 8, 1, 17]" = torch.ops.aten.full.default([8, 8, 1, 17], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
    
    # No stacktrace found for following nodes
    prepare_softmax_online_default_1 = torch.ops.prims.prepare_softmax_online.default(view_107, -1)
    getitem_272: "f32[8, 8, 1, 1]" = prepare_softmax_online_default_1[0]
    getitem_273: "f32[8, 8, 1, 1]" = prepare_softmax_online_default_1[1];  prepare_softmax_online_default_1 = None
    sub_tensor_1: "f32[8, 8, 1, 17]" = torch.ops.aten.sub.Tensor(view_107, getitem_272);  view_107 = getitem_272 = None
    exp_default_1: "f32[8, 8, 1, 17]" = torch.ops.aten.exp.default(sub_tensor_1);  sub_tensor_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    div: "f32[8, 8, 1, 17]" = torch.ops.aten.div.Tensor(exp_default_1, getitem_273);  exp_default_1 = getitem_273 = None
    where: "f32[8, 8, 1, 17]" = torch.ops.aten.where.self(logical_not_1, full_default, div);  logical_not_1 = full_default = div = None
    expand_4: "f32[8, 8, 1, 17]" = torch.ops.aten.expand.default(where, [8, 8, 1, 17]);  where = None
    view_108: "f32[64, 1, 17]" = torch.ops.aten.reshape.default(expand_4, [64, 1, 17]);  expand_4 = None
    unsqueeze_14: "f32[64, 1, 17, 1]" = torch.ops.aten.unsqueeze.default(view_108, -1);  view_108 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_8: "bf16[8, 1, 512]" = torch.ops.aten.select.int(arg26_1, 1, 16);  select_8 = None
    select_scatter_3: "bf16[8, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg26_1, getitem_283, 1, 16);  getitem_283 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_14: "bf16[8, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_3, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_59: "f32[8, 1, 17, 512]" = torch.ops.prims.convert_element_type.default(permute_14, torch.float32);  permute_14 = None
    unsqueeze_11: "f32[8, 1, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(convert_element_type_59, 2);  convert_element_type_59 = None
    expand_1: "f32[8, 1, 8, 17, 512]" = torch.ops.aten.expand.default(unsqueeze_11, [8, 1, 8, 17, 512]);  unsqueeze_11 = None
    clone_5: "f32[8, 1, 8, 17, 512]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    view_104: "f32[8, 8, 17, 512]" = torch.ops.aten.reshape.default(clone_5, [8, 8, 17, 512]);  clone_5 = None
    expand_5: "f32[8, 8, 17, 512]" = torch.ops.aten.expand.default(view_104, [8, 8, 17, 512]);  view_104 = None
    view_109: "f32[64, 17, 512]" = torch.ops.aten.reshape.default(expand_5, [64, 17, 512]);  expand_5 = None
    unsqueeze_15: "f32[64, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(view_109, 1);  view_109 = None
    mul_56: "f32[64, 1, 17, 512]" = torch.ops.aten.mul.Tensor(unsqueeze_14, unsqueeze_15);  unsqueeze_14 = unsqueeze_15 = None
    sum_3: "f32[64, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_56, [2]);  mul_56 = None
    view_110: "f32[8, 8, 1, 512]" = torch.ops.aten.reshape.default(sum_3, [8, 8, 1, 512]);  sum_3 = None
    convert_element_type_61: "bf16[8, 8, 1, 512]" = torch.ops.prims.convert_element_type.default(view_110, torch.bfloat16);  view_110 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_111: "bf16[8, 4096]" = torch.ops.aten.reshape.default(convert_element_type_61, [8, -1]);  convert_element_type_61 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_16: "bf16[4096, 1536]" = torch.ops.aten.permute.default(arg27_1, [1, 0]);  arg27_1 = None
    mm_7: "bf16[8, 1536]" = torch.ops.aten.mm.default(view_111, permute_16);  view_111 = permute_16 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_2 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_7, getitem_298, arg28_1, arg29_1, 1e-06);  mm_7 = getitem_298 = arg28_1 = arg29_1 = None
    getitem_288: "bf16[8, 1536]" = rmsnorm_add_rmsnorm_default_2[0]
    getitem_289: "bf16[8, 1536]" = rmsnorm_add_rmsnorm_default_2[1];  rmsnorm_add_rmsnorm_default_2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_17: "bf16[1536, 12288]" = torch.ops.aten.permute.default(arg30_1, [1, 0]);  arg30_1 = None
    mm_8: "bf16[8, 12288]" = torch.ops.aten.mm.default(getitem_288, permute_17);  getitem_288 = permute_17 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_11: "bf16[8, 6144]" = torch.ops.aten.slice.Tensor(mm_8, 1, 0, 6144)
    convert_element_type_72: "f32[8, 6144]" = torch.ops.prims.convert_element_type.default(slice_11, torch.float32);  slice_11 = None
    mul_65: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(convert_element_type_72, 0.5)
    mul_61: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(convert_element_type_72, convert_element_type_72)
    mul_62: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(mul_61, convert_element_type_72);  mul_61 = None
    mul_63: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(mul_62, 0.044715);  mul_62 = None
    add_31: "f32[8, 6144]" = torch.ops.aten.add.Tensor(convert_element_type_72, mul_63);  convert_element_type_72 = mul_63 = None
    mul_64: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(add_31, 0.7978845608028654);  add_31 = None
    tanh_2: "f32[8, 6144]" = torch.ops.aten.tanh.default(mul_64);  mul_64 = None
    add_32: "f32[8, 6144]" = torch.ops.aten.add.Tensor(tanh_2, 1);  tanh_2 = None
    mul_66: "f32[8, 6144]" = torch.ops.aten.mul.Tensor(mul_65, add_32);  mul_65 = add_32 = None
    convert_element_type_73: "bf16[8, 6144]" = torch.ops.prims.convert_element_type.default(mul_66, torch.bfloat16);  mul_66 = None
    slice_12: "bf16[8, 6144]" = torch.ops.aten.slice.Tensor(mm_8, 1, 6144, 9223372036854775807);  mm_8 = None
    mul_67: "bf16[8, 6144]" = torch.ops.aten.mul.Tensor(convert_element_type_73, slice_12);  convert_element_type_73 = slice_12 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_18: "bf16[6144, 1536]" = torch.ops.aten.permute.default(arg31_1, [1, 0]);  arg31_1 = None
    mm_9: "bf16[8, 1536]" = torch.ops.aten.mm.default(mul_67, permute_18);  mul_67 = permute_18 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_default_2: "bf16[8, 1536]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_9, getitem_289, arg32_1, None, 1e-06);  mm_9 = getitem_289 = arg32_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_19: "bf16[1536, 256]" = torch.ops.aten.permute.default(arg33_1, [1, 0]);  arg33_1 = None
    mm_10: "bf16[8, 256]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_2, permute_19);  permute_19 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:826 in _next_stream, code: gate = torch.nn.functional.gelu(gate, approximate="tanh")
    convert_element_type_80: "f32[8, 256]" = torch.ops.prims.convert_element_type.default(mm_10, torch.float32);  mm_10 = None
    mul_74: "f32[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_80, 0.5)
    mul_70: "f32[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_80, convert_element_type_80)
    mul_71: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_70, convert_element_type_80);  mul_70 = None
    mul_72: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_71, 0.044715);  mul_71 = None
    add_35: "f32[8, 256]" = torch.ops.aten.add.Tensor(convert_element_type_80, mul_72);  convert_element_type_80 = mul_72 = None
    mul_73: "f32[8, 256]" = torch.ops.aten.mul.Tensor(add_35, 0.7978845608028654);  add_35 = None
    tanh_3: "f32[8, 256]" = torch.ops.aten.tanh.default(mul_73);  mul_73 = None
    add_36: "f32[8, 256]" = torch.ops.aten.add.Tensor(tanh_3, 1);  tanh_3 = None
    mul_75: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_74, add_36);  mul_74 = add_36 = None
    convert_element_type_81: "bf16[8, 256]" = torch.ops.prims.convert_element_type.default(mul_75, torch.bfloat16);  mul_75 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_5: "bf16[8, 256]" = torch.ops.aten.select.int(arg1_1, 1, 1)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    mul_76: "bf16[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_81, select_5);  convert_element_type_81 = select_5 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_20: "bf16[256, 1536]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
    mm_11: "bf16[8, 1536]" = torch.ops.aten.mm.default(mul_76, permute_20);  mul_76 = permute_20 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default_2 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_11, rmsnorm_add_scale_default_2, arg35_1, arg36_1, arg37_1, 1e-06);  mm_11 = rmsnorm_add_scale_default_2 = arg35_1 = arg36_1 = arg37_1 = None
    getitem_296: "bf16[8, 1536]" = rmsnorm_add_scale_next_norm_default_2[0]
    getitem_297: "bf16[8, 1536]" = rmsnorm_add_scale_next_norm_default_2[1];  rmsnorm_add_scale_next_norm_default_2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_21: "bf16[1536, 2560]" = torch.ops.aten.permute.default(arg38_1, [1, 0]);  arg38_1 = None
    mm_12: "bf16[8, 2560]" = torch.ops.aten.mm.default(getitem_297, permute_21);  getitem_297 = permute_21 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_52 = torch.ops.aten.split_with_sizes.default(mm_12, [2048, 256, 256], -1);  mm_12 = None
    getitem_193: "bf16[8, 2048]" = split_with_sizes_52[0];  split_with_sizes_52 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view_112: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_193, [8, 8, 256]);  getitem_193 = None
    
    # No stacktrace found for following nodes
    q_norm_rope_default_1: "bf16[8, 8, 256]" = torch.ops.gemma4.q_norm_rope.default(view_112, arg39_1, arg7_1, arg0_1, 1e-06);  view_112 = arg39_1 = arg7_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_20: "bf16[8, 8, 1, 256]" = torch.ops.aten.unsqueeze.default(q_norm_rope_default_1, 2);  q_norm_rope_default_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_24: "bf16[8, 1, 17, 256]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_25: "bf16[8, 1, 17, 256]" = torch.ops.aten.permute.default(select_scatter_1, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_cudnn_attention_1 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(unsqueeze_20, permute_24, permute_25, None, False, scale = 1.0);  unsqueeze_20 = permute_24 = permute_25 = None
    getitem_227: "bf16[8, 8, 1, 256]" = _scaled_dot_product_cudnn_attention_1[0];  _scaled_dot_product_cudnn_attention_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_125: "bf16[8, 2048]" = torch.ops.aten.reshape.default(getitem_227, [8, -1]);  getitem_227 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_26: "bf16[2048, 1536]" = torch.ops.aten.permute.default(arg40_1, [1, 0]);  arg40_1 = None
    mm_13: "bf16[8, 1536]" = torch.ops.aten.mm.default(view_125, permute_26);  view_125 = permute_26 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_1 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_13, getitem_296, arg41_1, arg42_1, 1e-06);  mm_13 = getitem_296 = arg41_1 = arg42_1 = None
    getitem_286: "bf16[8, 1536]" = rmsnorm_add_rmsnorm_default_1[0]
    getitem_287: "bf16[8, 1536]" = rmsnorm_add_rmsnorm_default_1[1];  rmsnorm_add_rmsnorm_default_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_27: "bf16[1536, 24576]" = torch.ops.aten.permute.default(arg43_1, [1, 0]);  arg43_1 = None
    mm_14: "bf16[8, 24576]" = torch.ops.aten.mm.default(getitem_286, permute_27);  getitem_286 = permute_27 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_18: "bf16[8, 12288]" = torch.ops.aten.slice.Tensor(mm_14, 1, 0, 12288)
    convert_element_type_108: "f32[8, 12288]" = torch.ops.prims.convert_element_type.default(slice_18, torch.float32);  slice_18 = None
    mul_100: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(convert_element_type_108, 0.5)
    mul_96: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(convert_element_type_108, convert_element_type_108)
    mul_97: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(mul_96, convert_element_type_108);  mul_96 = None
    mul_98: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(mul_97, 0.044715);  mul_97 = None
    add_48: "f32[8, 12288]" = torch.ops.aten.add.Tensor(convert_element_type_108, mul_98);  convert_element_type_108 = mul_98 = None
    mul_99: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(add_48, 0.7978845608028654);  add_48 = None
    tanh_4: "f32[8, 12288]" = torch.ops.aten.tanh.default(mul_99);  mul_99 = None
    add_49: "f32[8, 12288]" = torch.ops.aten.add.Tensor(tanh_4, 1);  tanh_4 = None
    mul_101: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(mul_100, add_49);  mul_100 = add_49 = None
    convert_element_type_109: "bf16[8, 12288]" = torch.ops.prims.convert_element_type.default(mul_101, torch.bfloat16);  mul_101 = None
    slice_19: "bf16[8, 12288]" = torch.ops.aten.slice.Tensor(mm_14, 1, 12288, 9223372036854775807);  mm_14 = None
    mul_102: "bf16[8, 12288]" = torch.ops.aten.mul.Tensor(convert_element_type_109, slice_19);  convert_element_type_109 = slice_19 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_28: "bf16[12288, 1536]" = torch.ops.aten.permute.default(arg44_1, [1, 0]);  arg44_1 = None
    mm_15: "bf16[8, 1536]" = torch.ops.aten.mm.default(mul_102, permute_28);  mul_102 = permute_28 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_default_1: "bf16[8, 1536]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_15, getitem_287, arg45_1, None, 1e-06);  mm_15 = getitem_287 = arg45_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_29: "bf16[1536, 256]" = torch.ops.aten.permute.default(arg46_1, [1, 0]);  arg46_1 = None
    mm_16: "bf16[8, 256]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_1, permute_29);  permute_29 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:826 in _next_stream, code: gate = torch.nn.functional.gelu(gate, approximate="tanh")
    convert_element_type_116: "f32[8, 256]" = torch.ops.prims.convert_element_type.default(mm_16, torch.float32);  mm_16 = None
    mul_109: "f32[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_116, 0.5)
    mul_105: "f32[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_116, convert_element_type_116)
    mul_106: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_105, convert_element_type_116);  mul_105 = None
    mul_107: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_106, 0.044715);  mul_106 = None
    add_52: "f32[8, 256]" = torch.ops.aten.add.Tensor(convert_element_type_116, mul_107);  convert_element_type_116 = mul_107 = None
    mul_108: "f32[8, 256]" = torch.ops.aten.mul.Tensor(add_52, 0.7978845608028654);  add_52 = None
    tanh_5: "f32[8, 256]" = torch.ops.aten.tanh.default(mul_108);  mul_108 = None
    add_53: "f32[8, 256]" = torch.ops.aten.add.Tensor(tanh_5, 1);  tanh_5 = None
    mul_110: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_109, add_53);  mul_109 = add_53 = None
    convert_element_type_117: "bf16[8, 256]" = torch.ops.prims.convert_element_type.default(mul_110, torch.bfloat16);  mul_110 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_10: "bf16[8, 256]" = torch.ops.aten.select.int(arg1_1, 1, 2)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    mul_111: "bf16[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_117, select_10);  convert_element_type_117 = select_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_30: "bf16[256, 1536]" = torch.ops.aten.permute.default(arg47_1, [1, 0]);  arg47_1 = None
    mm_17: "bf16[8, 1536]" = torch.ops.aten.mm.default(mul_111, permute_30);  mul_111 = permute_30 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default_1 = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_17, rmsnorm_add_scale_default_1, arg48_1, arg49_1, arg50_1, 1e-06);  mm_17 = rmsnorm_add_scale_default_1 = arg48_1 = arg49_1 = arg50_1 = None
    getitem_294: "bf16[8, 1536]" = rmsnorm_add_scale_next_norm_default_1[0]
    getitem_295: "bf16[8, 1536]" = rmsnorm_add_scale_next_norm_default_1[1];  rmsnorm_add_scale_next_norm_default_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_31: "bf16[1536, 5120]" = torch.ops.aten.permute.default(arg51_1, [1, 0]);  arg51_1 = None
    mm_18: "bf16[8, 5120]" = torch.ops.aten.mm.default(getitem_295, permute_31);  getitem_295 = permute_31 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_60 = torch.ops.aten.split_with_sizes.default(mm_18, [4096, 512, 512], -1);  mm_18 = None
    getitem_236: "bf16[8, 4096]" = split_with_sizes_60[0];  split_with_sizes_60 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view_126: "bf16[8, 8, 512]" = torch.ops.aten.reshape.default(getitem_236, [8, 8, 512]);  getitem_236 = None
    
    # No stacktrace found for following nodes
    q_norm_rope_default: "bf16[8, 8, 512]" = torch.ops.gemma4.q_norm_rope.default(view_126, arg52_1, arg24_1, arg0_1, 1e-06);  view_126 = arg52_1 = arg24_1 = arg0_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_25: "bf16[8, 8, 1, 512]" = torch.ops.aten.unsqueeze.default(q_norm_rope_default, 2);  q_norm_rope_default = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_134: "f32[8, 8, 1, 512]" = torch.ops.prims.convert_element_type.default(unsqueeze_25, torch.float32);  unsqueeze_25 = None
    mul_127: "f32[8, 8, 1, 512]" = torch.ops.aten.mul.Scalar(convert_element_type_134, 1.0);  convert_element_type_134 = None
    expand_8: "f32[8, 8, 1, 512]" = torch.ops.aten.expand.default(mul_127, [8, 8, 1, 512]);  mul_127 = None
    view_141: "f32[64, 1, 512]" = torch.ops.aten.reshape.default(expand_8, [64, 1, 512]);  expand_8 = None
    unsqueeze_28: "f32[64, 1, 512, 1]" = torch.ops.aten.unsqueeze.default(view_141, -1);  view_141 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_34: "bf16[8, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_135: "f32[8, 1, 17, 512]" = torch.ops.prims.convert_element_type.default(permute_34, torch.float32);  permute_34 = None
    unsqueeze_26: "f32[8, 1, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(convert_element_type_135, 2);  convert_element_type_135 = None
    expand_6: "f32[8, 1, 8, 17, 512]" = torch.ops.aten.expand.default(unsqueeze_26, [8, 1, 8, 17, 512]);  unsqueeze_26 = None
    clone_10: "f32[8, 1, 8, 17, 512]" = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    view_139: "f32[8, 8, 17, 512]" = torch.ops.aten.reshape.default(clone_10, [8, 8, 17, 512]);  clone_10 = None
    permute_36: "f32[8, 8, 512, 17]" = torch.ops.aten.permute.default(view_139, [0, 1, 3, 2]);  view_139 = None
    mul_128: "f32[8, 8, 512, 17]" = torch.ops.aten.mul.Scalar(permute_36, 1.0);  permute_36 = None
    expand_9: "f32[8, 8, 512, 17]" = torch.ops.aten.expand.default(mul_128, [8, 8, 512, 17]);  mul_128 = None
    view_142: "f32[64, 512, 17]" = torch.ops.aten.reshape.default(expand_9, [64, 512, 17]);  expand_9 = None
    unsqueeze_29: "f32[64, 1, 512, 17]" = torch.ops.aten.unsqueeze.default(view_142, 1);  view_142 = None
    mul_129: "f32[64, 1, 512, 17]" = torch.ops.aten.mul.Tensor(unsqueeze_28, unsqueeze_29);  unsqueeze_28 = unsqueeze_29 = None
    sum_4: "f32[64, 1, 17]" = torch.ops.aten.sum.dim_IntList(mul_129, [2]);  mul_129 = None
    view_143: "f32[8, 8, 1, 17]" = torch.ops.aten.reshape.default(sum_4, [8, 8, 1, 17]);  sum_4 = None
    eq_1: "b8[8, 8, 1, 17]" = torch.ops.aten.eq.Scalar(view_143, -inf)
    logical_not_2: "b8[8, 8, 1, 17]" = torch.ops.aten.logical_not.default(eq_1);  eq_1 = None
    any_2: "b8[8, 8, 1, 1]" = torch.ops.aten.any.dim(logical_not_2, -1, True);  logical_not_2 = None
    logical_not_3: "b8[8, 8, 1, 1]" = torch.ops.aten.logical_not.default(any_2);  any_2 = None
    full_default_1: "f32[8, 8, 1, 17]" = torch.ops.aten.full.default([8, 8, 1, 17], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
    
    # No stacktrace found for following nodes
    prepare_softmax_online_default = torch.ops.prims.prepare_softmax_online.default(view_143, -1)
    getitem_270: "f32[8, 8, 1, 1]" = prepare_softmax_online_default[0]
    getitem_271: "f32[8, 8, 1, 1]" = prepare_softmax_online_default[1];  prepare_softmax_online_default = None
    sub_tensor: "f32[8, 8, 1, 17]" = torch.ops.aten.sub.Tensor(view_143, getitem_270);  view_143 = getitem_270 = None
    exp_default: "f32[8, 8, 1, 17]" = torch.ops.aten.exp.default(sub_tensor);  sub_tensor = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    div_1: "f32[8, 8, 1, 17]" = torch.ops.aten.div.Tensor(exp_default, getitem_271);  exp_default = getitem_271 = None
    where_1: "f32[8, 8, 1, 17]" = torch.ops.aten.where.self(logical_not_3, full_default_1, div_1);  logical_not_3 = full_default_1 = div_1 = None
    expand_10: "f32[8, 8, 1, 17]" = torch.ops.aten.expand.default(where_1, [8, 8, 1, 17]);  where_1 = None
    view_144: "f32[64, 1, 17]" = torch.ops.aten.reshape.default(expand_10, [64, 1, 17]);  expand_10 = None
    unsqueeze_30: "f32[64, 1, 17, 1]" = torch.ops.aten.unsqueeze.default(view_144, -1);  view_144 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_35: "bf16[8, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_3, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_136: "f32[8, 1, 17, 512]" = torch.ops.prims.convert_element_type.default(permute_35, torch.float32);  permute_35 = None
    unsqueeze_27: "f32[8, 1, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(convert_element_type_136, 2);  convert_element_type_136 = None
    expand_7: "f32[8, 1, 8, 17, 512]" = torch.ops.aten.expand.default(unsqueeze_27, [8, 1, 8, 17, 512]);  unsqueeze_27 = None
    clone_11: "f32[8, 1, 8, 17, 512]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    view_140: "f32[8, 8, 17, 512]" = torch.ops.aten.reshape.default(clone_11, [8, 8, 17, 512]);  clone_11 = None
    expand_11: "f32[8, 8, 17, 512]" = torch.ops.aten.expand.default(view_140, [8, 8, 17, 512]);  view_140 = None
    view_145: "f32[64, 17, 512]" = torch.ops.aten.reshape.default(expand_11, [64, 17, 512]);  expand_11 = None
    unsqueeze_31: "f32[64, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(view_145, 1);  view_145 = None
    mul_130: "f32[64, 1, 17, 512]" = torch.ops.aten.mul.Tensor(unsqueeze_30, unsqueeze_31);  unsqueeze_30 = unsqueeze_31 = None
    sum_6: "f32[64, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_130, [2]);  mul_130 = None
    view_146: "f32[8, 8, 1, 512]" = torch.ops.aten.reshape.default(sum_6, [8, 8, 1, 512]);  sum_6 = None
    convert_element_type_138: "bf16[8, 8, 1, 512]" = torch.ops.prims.convert_element_type.default(view_146, torch.bfloat16);  view_146 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_147: "bf16[8, 4096]" = torch.ops.aten.reshape.default(convert_element_type_138, [8, -1]);  convert_element_type_138 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_37: "bf16[4096, 1536]" = torch.ops.aten.permute.default(arg53_1, [1, 0]);  arg53_1 = None
    mm_19: "bf16[8, 1536]" = torch.ops.aten.mm.default(view_147, permute_37);  view_147 = permute_37 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_19, getitem_294, arg54_1, arg55_1, 1e-06);  mm_19 = getitem_294 = arg54_1 = arg55_1 = None
    getitem_284: "bf16[8, 1536]" = rmsnorm_add_rmsnorm_default[0]
    getitem_285: "bf16[8, 1536]" = rmsnorm_add_rmsnorm_default[1];  rmsnorm_add_rmsnorm_default = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_38: "bf16[1536, 24576]" = torch.ops.aten.permute.default(arg56_1, [1, 0]);  arg56_1 = None
    mm_20: "bf16[8, 24576]" = torch.ops.aten.mm.default(getitem_284, permute_38);  getitem_284 = permute_38 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_25: "bf16[8, 12288]" = torch.ops.aten.slice.Tensor(mm_20, 1, 0, 12288)
    convert_element_type_149: "f32[8, 12288]" = torch.ops.prims.convert_element_type.default(slice_25, torch.float32);  slice_25 = None
    mul_139: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(convert_element_type_149, 0.5)
    mul_135: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(convert_element_type_149, convert_element_type_149)
    mul_136: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(mul_135, convert_element_type_149);  mul_135 = None
    mul_137: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(mul_136, 0.044715);  mul_136 = None
    add_65: "f32[8, 12288]" = torch.ops.aten.add.Tensor(convert_element_type_149, mul_137);  convert_element_type_149 = mul_137 = None
    mul_138: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(add_65, 0.7978845608028654);  add_65 = None
    tanh_6: "f32[8, 12288]" = torch.ops.aten.tanh.default(mul_138);  mul_138 = None
    add_66: "f32[8, 12288]" = torch.ops.aten.add.Tensor(tanh_6, 1);  tanh_6 = None
    mul_140: "f32[8, 12288]" = torch.ops.aten.mul.Tensor(mul_139, add_66);  mul_139 = add_66 = None
    convert_element_type_150: "bf16[8, 12288]" = torch.ops.prims.convert_element_type.default(mul_140, torch.bfloat16);  mul_140 = None
    slice_26: "bf16[8, 12288]" = torch.ops.aten.slice.Tensor(mm_20, 1, 12288, 9223372036854775807);  mm_20 = None
    mul_141: "bf16[8, 12288]" = torch.ops.aten.mul.Tensor(convert_element_type_150, slice_26);  convert_element_type_150 = slice_26 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_39: "bf16[12288, 1536]" = torch.ops.aten.permute.default(arg57_1, [1, 0]);  arg57_1 = None
    mm_21: "bf16[8, 1536]" = torch.ops.aten.mm.default(mul_141, permute_39);  mul_141 = permute_39 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_default: "bf16[8, 1536]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_21, getitem_285, arg58_1, None, 1e-06);  mm_21 = getitem_285 = arg58_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_40: "bf16[1536, 256]" = torch.ops.aten.permute.default(arg59_1, [1, 0]);  arg59_1 = None
    mm_22: "bf16[8, 256]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default, permute_40);  permute_40 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:826 in _next_stream, code: gate = torch.nn.functional.gelu(gate, approximate="tanh")
    convert_element_type_157: "f32[8, 256]" = torch.ops.prims.convert_element_type.default(mm_22, torch.float32);  mm_22 = None
    mul_148: "f32[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_157, 0.5)
    mul_144: "f32[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_157, convert_element_type_157)
    mul_145: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_144, convert_element_type_157);  mul_144 = None
    mul_146: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_145, 0.044715);  mul_145 = None
    add_69: "f32[8, 256]" = torch.ops.aten.add.Tensor(convert_element_type_157, mul_146);  convert_element_type_157 = mul_146 = None
    mul_147: "f32[8, 256]" = torch.ops.aten.mul.Tensor(add_69, 0.7978845608028654);  add_69 = None
    tanh_7: "f32[8, 256]" = torch.ops.aten.tanh.default(mul_147);  mul_147 = None
    add_70: "f32[8, 256]" = torch.ops.aten.add.Tensor(tanh_7, 1);  tanh_7 = None
    mul_149: "f32[8, 256]" = torch.ops.aten.mul.Tensor(mul_148, add_70);  mul_148 = add_70 = None
    convert_element_type_158: "bf16[8, 256]" = torch.ops.prims.convert_element_type.default(mul_149, torch.bfloat16);  mul_149 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_11: "bf16[8, 256]" = torch.ops.aten.select.int(arg1_1, 1, 3);  arg1_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    mul_150: "bf16[8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_158, select_11);  convert_element_type_158 = select_11 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_41: "bf16[256, 1536]" = torch.ops.aten.permute.default(arg60_1, [1, 0]);  arg60_1 = None
    mm_23: "bf16[8, 1536]" = torch.ops.aten.mm.default(mul_150, permute_41);  mul_150 = permute_41 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_scale_next_norm_default = torch.ops.gemma4.rmsnorm_add_scale_next_norm.default(mm_23, rmsnorm_add_scale_default, arg61_1, arg62_1, arg63_1, 1e-06);  mm_23 = rmsnorm_add_scale_default = arg61_1 = arg62_1 = arg63_1 = None
    getitem_292: "bf16[8, 1536]" = rmsnorm_add_scale_next_norm_default[0];  getitem_292 = None
    getitem_293: "bf16[8, 1536]" = rmsnorm_add_scale_next_norm_default[1];  rmsnorm_add_scale_next_norm_default = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[8, 17, 1, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter);  arg8_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[8, 17, 1, 256]" = torch.ops.aten.copy_.default(arg9_1, select_scatter_1);  arg9_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[8, 17, 1, 512]" = torch.ops.aten.copy_.default(arg25_1, select_scatter_2);  arg25_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[8, 17, 1, 512]" = torch.ops.aten.copy_.default(arg26_1, select_scatter_3);  arg26_1 = select_scatter_3 = copy__3 = None
    return (getitem_293,)
    