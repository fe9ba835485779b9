# __compiled_fn_1: post-grad graph before the gemma4-passes passes (817 nodes)



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
    split_with_sizes = torch.ops.aten.split_with_sizes.default(mm, [2048, 256, 256], -1)
    getitem: "bf16[8, 2048]" = split_with_sizes[0];  split_with_sizes = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem, [8, 8, 256])
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_4: "f32[8, 8, 256]" = torch.ops.prims.convert_element_type.default(view, torch.float32);  view = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_2: "f32[8, 8, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_4, 2)
    mean_1: "f32[8, 8, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_1: "f32[8, 8, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    pow_3: "f32[8, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_1, -0.5);  add_1 = None
    mul_2: "f32[8, 8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_4, pow_3);  convert_element_type_4 = pow_3 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_5: "f32[256]" = torch.ops.prims.convert_element_type.default(arg5_1, torch.float32);  arg5_1 = None
    add_2: "f32[256]" = torch.ops.aten.add.Tensor(convert_element_type_5, 0.0);  convert_element_type_5 = None
    mul_3: "f32[8, 8, 256]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_6: "bf16[8, 8, 256]" = torch.ops.prims.convert_element_type.default(mul_3, torch.bfloat16);  mul_3 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:67 in gemma_qkv_rmsnorm, code: q.copy_(gemma4_rmsnorm_native(qh, q_weight, eps).flatten(-2, -1))
    view_1: "bf16[8, 2048]" = torch.ops.aten.reshape.default(convert_element_type_6, [8, 2048]);  convert_element_type_6 = None
    copy: "bf16[8, 2048]" = torch.ops.aten.copy.default(getitem, view_1);  getitem = view_1 = None
    slice_scatter: "bf16[8, 2560]" = torch.ops.aten.slice_scatter.default(mm, copy, 1, 0, 2048);  mm = copy = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(slice_scatter, [2048, 256, 256], -1)
    getitem_7: "bf16[8, 256]" = split_with_sizes_2[1];  split_with_sizes_2 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:69 in gemma_qkv_rmsnorm, code: kh = k.unflatten(-1, (num_kv_heads, head_dim))
    split_with_sizes_4 = torch.ops.aten.split_with_sizes.default(slice_scatter, [2048, 256, 256], -1)
    getitem_13: "bf16[8, 256]" = split_with_sizes_4[1];  split_with_sizes_4 = None
    view_4: "bf16[8, 1, 256]" = torch.ops.aten.reshape.default(getitem_13, [8, 1, 256]);  getitem_13 = None
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_7: "f32[8, 1, 256]" = torch.ops.prims.convert_element_type.default(view_4, torch.float32);  view_4 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_4: "f32[8, 1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_7, 2)
    mean_2: "f32[8, 1, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_3: "f32[8, 1, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    pow_5: "f32[8, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_3, -0.5);  add_3 = None
    mul_4: "f32[8, 1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_7, pow_5);  convert_element_type_7 = pow_5 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_8: "f32[256]" = torch.ops.prims.convert_element_type.default(arg6_1, torch.float32);  arg6_1 = None
    add_4: "f32[256]" = torch.ops.aten.add.Tensor(convert_element_type_8, 0.0);  convert_element_type_8 = None
    mul_5: "f32[8, 1, 256]" = torch.ops.aten.mul.Tensor(mul_4, add_4);  mul_4 = add_4 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_9: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(mul_5, torch.bfloat16);  mul_5 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:71 in gemma_qkv_rmsnorm, code: k.copy_(gemma4_rmsnorm_native(kh, k_weight, eps).flatten(-2, -1))
    view_5: "bf16[8, 256]" = torch.ops.aten.reshape.default(convert_element_type_9, [8, 256]);  convert_element_type_9 = None
    copy_1: "bf16[8, 256]" = torch.ops.aten.copy.default(getitem_7, view_5);  getitem_7 = view_5 = None
    slice_scatter_1: "bf16[8, 2560]" = torch.ops.aten.slice_scatter.default(slice_scatter, copy_1, 1, 2048, 2304);  slice_scatter = copy_1 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    split_with_sizes_6 = torch.ops.aten.split_with_sizes.default(slice_scatter_1, [2048, 256, 256], -1)
    getitem_20: "bf16[8, 256]" = split_with_sizes_6[2];  split_with_sizes_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_7 = torch.ops.aten.split_with_sizes.default(slice_scatter_1, [2048, 256, 256], -1)
    getitem_23: "bf16[8, 256]" = split_with_sizes_7[2];  split_with_sizes_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index: "f32[8, 256]" = torch.ops.aten.index.Tensor(arg7_1, [arg0_1])
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split = torch.ops.aten.split.Tensor(index, 128, -1);  index = None
    getitem_33: "f32[8, 128]" = split[0]
    getitem_34: "f32[8, 128]" = split[1];  split = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    view_6: "bf16[8, 1, 256]" = torch.ops.aten.reshape.default(getitem_20, [8, 1, 256]);  getitem_20 = None
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_10: "f32[8, 1, 256]" = torch.ops.prims.convert_element_type.default(view_6, torch.float32);  view_6 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_6: "f32[8, 1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_10, 2)
    mean_3: "f32[8, 1, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_5: "f32[8, 1, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    pow_7: "f32[8, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_5, -0.5);  add_5 = None
    mul_6: "f32[8, 1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_10, pow_7);  convert_element_type_10 = pow_7 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_11: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(mul_6, torch.bfloat16);  mul_6 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:72 in gemma_qkv_rmsnorm, code: v.copy_(gemma4_rmsnorm_native(vh, None, eps).flatten(-2, -1))
    view_7: "bf16[8, 256]" = torch.ops.aten.reshape.default(convert_element_type_11, [8, 256]);  convert_element_type_11 = None
    copy_2: "bf16[8, 256]" = torch.ops.aten.copy.default(getitem_23, view_7);  getitem_23 = view_7 = None
    slice_scatter_2: "bf16[8, 2560]" = torch.ops.aten.slice_scatter.default(slice_scatter_1, copy_2, 1, 2304, 2560);  slice_scatter_1 = copy_2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_with_sizes_14 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [2048, 256, 256], -1)
    getitem_46: "bf16[8, 2048]" = split_with_sizes_14[0];  split_with_sizes_14 = None
    view_15: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_46, [8, -1, 256]);  getitem_46 = None
    split_2 = torch.ops.aten.split.Tensor(view_15, 128, -1);  view_15 = None
    getitem_49: "bf16[8, 8, 128]" = split_2[0];  split_2 = None
    split_with_sizes_15 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [2048, 256, 256], -1)
    getitem_51: "bf16[8, 2048]" = split_with_sizes_15[0];  split_with_sizes_15 = None
    view_16: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_51, [8, -1, 256]);  getitem_51 = None
    split_3 = torch.ops.aten.split.Tensor(view_16, 128, -1);  view_16 = None
    getitem_55: "bf16[8, 8, 128]" = split_3[1];  split_3 = None
    split_with_sizes_20 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [2048, 256, 256], -1)
    getitem_71: "bf16[8, 256]" = split_with_sizes_20[1];  split_with_sizes_20 = None
    view_28: "bf16[8, 1, 256]" = torch.ops.aten.reshape.default(getitem_71, [8, 1, 256]);  getitem_71 = None
    split_5 = torch.ops.aten.split.Tensor(view_28, 128, -1);  view_28 = None
    getitem_73: "bf16[8, 1, 128]" = split_5[0];  split_5 = None
    split_with_sizes_21 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [2048, 256, 256], -1)
    getitem_76: "bf16[8, 256]" = split_with_sizes_21[1];  split_with_sizes_21 = None
    view_31: "bf16[8, 1, 256]" = torch.ops.aten.reshape.default(getitem_76, [8, 1, 256]);  getitem_76 = None
    split_6 = torch.ops.aten.split.Tensor(view_31, 128, -1);  view_31 = None
    getitem_79: "bf16[8, 1, 128]" = split_6[1];  split_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:367 in forward, code: v = v.reshape(T, layer.tp_v_head_num, -1)
    split_with_sizes_25 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [2048, 256, 256], -1);  slice_scatter_2 = None
    getitem_91: "bf16[8, 256]" = split_with_sizes_25[2];  split_with_sizes_25 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_33, -2)
    convert_element_type_12: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze, torch.bfloat16);  unsqueeze = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_7: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_49, convert_element_type_12)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_1: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_34, -2)
    convert_element_type_13: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_1, torch.bfloat16);  unsqueeze_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_8: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_55, convert_element_type_13)
    sub: "bf16[8, 8, 128]" = torch.ops.aten.sub.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_9: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_55, convert_element_type_12);  getitem_55 = convert_element_type_12 = None
    mul_10: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_49, convert_element_type_13);  getitem_49 = convert_element_type_13 = None
    add_6: "bf16[8, 8, 128]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat: "bf16[8, 8, 256]" = torch.ops.aten.cat.default([sub, add_6], -1);  sub = add_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[8, 8, 1, 256]" = torch.ops.aten.unsqueeze.default(cat, 2);  cat = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_1: "bf16[8, 1, 256]" = torch.ops.aten.select.int(arg8_1, 1, 16)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_2: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_33, -2);  getitem_33 = None
    convert_element_type_14: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_2, torch.bfloat16);  unsqueeze_2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_11: "bf16[8, 1, 128]" = torch.ops.aten.mul.Tensor(getitem_73, convert_element_type_14)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_3: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_34, -2);  getitem_34 = None
    convert_element_type_15: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_3, torch.bfloat16);  unsqueeze_3 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_12: "bf16[8, 1, 128]" = torch.ops.aten.mul.Tensor(getitem_79, convert_element_type_15)
    sub_1: "bf16[8, 1, 128]" = torch.ops.aten.sub.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_13: "bf16[8, 1, 128]" = torch.ops.aten.mul.Tensor(getitem_79, convert_element_type_14);  getitem_79 = convert_element_type_14 = None
    mul_14: "bf16[8, 1, 128]" = torch.ops.aten.mul.Tensor(getitem_73, convert_element_type_15);  getitem_73 = convert_element_type_15 = None
    add_7: "bf16[8, 1, 128]" = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_1: "bf16[8, 1, 256]" = torch.ops.aten.cat.default([sub_1, add_7], -1);  sub_1 = add_7 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_3: "bf16[8, 1, 256]" = torch.ops.aten.copy.default(select_1, cat_1);  select_1 = cat_1 = None
    select_scatter: "bf16[8, 17, 1, 256]" = torch.ops.aten.select_scatter.default(arg8_1, copy_3, 1, 16);  copy_3 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_3: "bf16[8, 1, 17, 256]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_3: "bf16[8, 1, 256]" = torch.ops.aten.select.int(arg9_1, 1, 16)
    
    # File: <repo>/gemma4_passes/harness.py:367 in forward, code: v = v.reshape(T, layer.tp_v_head_num, -1)
    view_48: "bf16[8, 1, 256]" = torch.ops.aten.reshape.default(getitem_91, [8, 1, 256]);  getitem_91 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy_4: "bf16[8, 1, 256]" = torch.ops.aten.copy.default(select_3, view_48);  select_3 = view_48 = None
    select_scatter_1: "bf16[8, 17, 1, 256]" = torch.ops.aten.select_scatter.default(arg9_1, copy_4, 1, 16);  copy_4 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_18: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_1, torch.float32);  mm_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_8: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_18, 2)
    mean_4: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_8: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    rsqrt_1: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
    mul_15: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_18, rsqrt_1);  convert_element_type_18 = rsqrt_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_16: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_15, arg11_1);  mul_15 = arg11_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_21: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(arg2_1, torch.float32);  arg2_1 = None
    add_9: "f32[8, 1536]" = torch.ops.aten.add.Tensor(mul_16, convert_element_type_21);  mul_16 = convert_element_type_21 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_9: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_5: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_10: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
    rsqrt_2: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    mul_17: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  rsqrt_2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_18: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_17, arg12_1);  mul_17 = arg12_1 = None
    convert_element_type_23: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_18, torch.bfloat16);  mul_18 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[1536, 12288]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_2: "bf16[8, 12288]" = torch.ops.aten.mm.default(convert_element_type_23, permute_6);  convert_element_type_23 = permute_6 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_30: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_3, torch.float32);  mm_3 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_10: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_30, 2)
    mean_6: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_13: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    rsqrt_3: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_13);  add_13 = None
    mul_26: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_30, rsqrt_3);  convert_element_type_30 = rsqrt_3 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_27: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_26, arg15_1);  mul_26 = arg15_1 = None
    convert_element_type_31: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_27, torch.bfloat16);  mul_27 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_22: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(add_9, torch.bfloat16);  add_9 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_14: "bf16[8, 1536]" = torch.ops.aten.add.Tensor(convert_element_type_31, convert_element_type_22);  convert_element_type_31 = convert_element_type_22 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[1536, 256]" = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
    mm_4: "bf16[8, 256]" = torch.ops.aten.mm.default(add_14, permute_8);  permute_8 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_38: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_5, torch.float32);  mm_5 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_11: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_38, 2)
    mean_7: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None
    add_17: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_12: "f32[8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_17, -0.5);  add_17 = None
    mul_35: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_38, pow_12);  convert_element_type_38 = pow_12 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_39: "f32[1536]" = torch.ops.prims.convert_element_type.default(arg18_1, torch.float32);  arg18_1 = None
    add_18: "f32[1536]" = torch.ops.aten.add.Tensor(convert_element_type_39, 0.0);  convert_element_type_39 = None
    mul_36: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_35, add_18);  mul_35 = add_18 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_40: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_36, torch.bfloat16);  mul_36 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:832 in _next_stream, code: hidden_states = hidden_states + per_layer_contribution
    add_19: "bf16[8, 1536]" = torch.ops.aten.add.Tensor(add_14, convert_element_type_40);  add_14 = convert_element_type_40 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_37: "bf16[8, 1536]" = torch.ops.aten.mul.Tensor(add_19, arg19_1);  add_19 = arg19_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_41: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_37, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_13: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_41, 2)
    mean_8: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_13, [-1], True);  pow_13 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_20: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
    rsqrt_4: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
    mul_38: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_41, rsqrt_4);  convert_element_type_41 = rsqrt_4 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_39: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_38, arg20_1);  mul_38 = arg20_1 = None
    convert_element_type_42: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_39, torch.bfloat16);  mul_39 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_10: "bf16[1536, 5120]" = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
    mm_6: "bf16[8, 5120]" = torch.ops.aten.mm.default(convert_element_type_42, permute_10);  convert_element_type_42 = permute_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_26 = torch.ops.aten.split_with_sizes.default(mm_6, [4096, 512, 512], -1)
    getitem_101: "bf16[8, 4096]" = split_with_sizes_26[0];  split_with_sizes_26 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view_52: "bf16[8, 8, 512]" = torch.ops.aten.reshape.default(getitem_101, [8, 8, 512])
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_45: "f32[8, 8, 512]" = torch.ops.prims.convert_element_type.default(view_52, torch.float32);  view_52 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_14: "f32[8, 8, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_45, 2)
    mean_9: "f32[8, 8, 1]" = torch.ops.aten.mean.dim(pow_14, [-1], True);  pow_14 = None
    add_21: "f32[8, 8, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    pow_15: "f32[8, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_21, -0.5);  add_21 = None
    mul_40: "f32[8, 8, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_45, pow_15);  convert_element_type_45 = pow_15 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_46: "f32[512]" = torch.ops.prims.convert_element_type.default(arg22_1, torch.float32);  arg22_1 = None
    add_22: "f32[512]" = torch.ops.aten.add.Tensor(convert_element_type_46, 0.0);  convert_element_type_46 = None
    mul_41: "f32[8, 8, 512]" = torch.ops.aten.mul.Tensor(mul_40, add_22);  mul_40 = add_22 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_47: "bf16[8, 8, 512]" = torch.ops.prims.convert_element_type.default(mul_41, torch.bfloat16);  mul_41 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:67 in gemma_qkv_rmsnorm, code: q.copy_(gemma4_rmsnorm_native(qh, q_weight, eps).flatten(-2, -1))
    view_53: "bf16[8, 4096]" = torch.ops.aten.reshape.default(convert_element_type_47, [8, 4096]);  convert_element_type_47 = None
    copy_5: "bf16[8, 4096]" = torch.ops.aten.copy.default(getitem_101, view_53);  getitem_101 = view_53 = None
    slice_scatter_3: "bf16[8, 5120]" = torch.ops.aten.slice_scatter.default(mm_6, copy_5, 1, 0, 4096);  mm_6 = copy_5 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_28 = torch.ops.aten.split_with_sizes.default(slice_scatter_3, [4096, 512, 512], -1)
    getitem_108: "bf16[8, 512]" = split_with_sizes_28[1];  split_with_sizes_28 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:69 in gemma_qkv_rmsnorm, code: kh = k.unflatten(-1, (num_kv_heads, head_dim))
    split_with_sizes_30 = torch.ops.aten.split_with_sizes.default(slice_scatter_3, [4096, 512, 512], -1)
    getitem_114: "bf16[8, 512]" = split_with_sizes_30[1];  split_with_sizes_30 = None
    view_56: "bf16[8, 1, 512]" = torch.ops.aten.reshape.default(getitem_114, [8, 1, 512]);  getitem_114 = None
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_48: "f32[8, 1, 512]" = torch.ops.prims.convert_element_type.default(view_56, torch.float32);  view_56 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_16: "f32[8, 1, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_48, 2)
    mean_10: "f32[8, 1, 1]" = torch.ops.aten.mean.dim(pow_16, [-1], True);  pow_16 = None
    add_23: "f32[8, 1, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
    pow_17: "f32[8, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_23, -0.5);  add_23 = None
    mul_42: "f32[8, 1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_48, pow_17);  convert_element_type_48 = pow_17 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_49: "f32[512]" = torch.ops.prims.convert_element_type.default(arg23_1, torch.float32);  arg23_1 = None
    add_24: "f32[512]" = torch.ops.aten.add.Tensor(convert_element_type_49, 0.0);  convert_element_type_49 = None
    mul_43: "f32[8, 1, 512]" = torch.ops.aten.mul.Tensor(mul_42, add_24);  mul_42 = add_24 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_50: "bf16[8, 1, 512]" = torch.ops.prims.convert_element_type.default(mul_43, torch.bfloat16);  mul_43 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:71 in gemma_qkv_rmsnorm, code: k.copy_(gemma4_rmsnorm_native(kh, k_weight, eps).flatten(-2, -1))
    view_57: "bf16[8, 512]" = torch.ops.aten.reshape.default(convert_element_type_50, [8, 512]);  convert_element_type_50 = None
    copy_6: "bf16[8, 512]" = torch.ops.aten.copy.default(getitem_108, view_57);  getitem_108 = view_57 = None
    slice_scatter_4: "bf16[8, 5120]" = torch.ops.aten.slice_scatter.default(slice_scatter_3, copy_6, 1, 4096, 4608);  slice_scatter_3 = copy_6 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    split_with_sizes_32 = torch.ops.aten.split_with_sizes.default(slice_scatter_4, [4096, 512, 512], -1)
    getitem_121: "bf16[8, 512]" = split_with_sizes_32[2];  split_with_sizes_32 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_33 = torch.ops.aten.split_with_sizes.default(slice_scatter_4, [4096, 512, 512], -1)
    getitem_124: "bf16[8, 512]" = split_with_sizes_33[2];  split_with_sizes_33 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_1: "f32[8, 512]" = torch.ops.aten.index.Tensor(arg24_1, [arg0_1])
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_7 = torch.ops.aten.split.Tensor(index_1, 256, -1);  index_1 = None
    getitem_134: "f32[8, 256]" = split_7[0]
    getitem_135: "f32[8, 256]" = split_7[1];  split_7 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    view_58: "bf16[8, 1, 512]" = torch.ops.aten.reshape.default(getitem_121, [8, 1, 512]);  getitem_121 = None
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_51: "f32[8, 1, 512]" = torch.ops.prims.convert_element_type.default(view_58, torch.float32);  view_58 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_18: "f32[8, 1, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_51, 2)
    mean_11: "f32[8, 1, 1]" = torch.ops.aten.mean.dim(pow_18, [-1], True);  pow_18 = None
    add_25: "f32[8, 1, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    pow_19: "f32[8, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_25, -0.5);  add_25 = None
    mul_44: "f32[8, 1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_51, pow_19);  convert_element_type_51 = pow_19 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_52: "bf16[8, 1, 512]" = torch.ops.prims.convert_element_type.default(mul_44, torch.bfloat16);  mul_44 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:72 in gemma_qkv_rmsnorm, code: v.copy_(gemma4_rmsnorm_native(vh, None, eps).flatten(-2, -1))
    view_59: "bf16[8, 512]" = torch.ops.aten.reshape.default(convert_element_type_52, [8, 512]);  convert_element_type_52 = None
    copy_7: "bf16[8, 512]" = torch.ops.aten.copy.default(getitem_124, view_59);  getitem_124 = view_59 = None
    slice_scatter_5: "bf16[8, 5120]" = torch.ops.aten.slice_scatter.default(slice_scatter_4, copy_7, 1, 4608, 5120);  slice_scatter_4 = copy_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_with_sizes_40 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [4096, 512, 512], -1)
    getitem_147: "bf16[8, 4096]" = split_with_sizes_40[0];  split_with_sizes_40 = None
    view_67: "bf16[8, 8, 512]" = torch.ops.aten.reshape.default(getitem_147, [8, -1, 512]);  getitem_147 = None
    split_9 = torch.ops.aten.split.Tensor(view_67, 256, -1);  view_67 = None
    getitem_150: "bf16[8, 8, 256]" = split_9[0];  split_9 = None
    split_with_sizes_41 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [4096, 512, 512], -1)
    getitem_152: "bf16[8, 4096]" = split_with_sizes_41[0];  split_with_sizes_41 = None
    view_68: "bf16[8, 8, 512]" = torch.ops.aten.reshape.default(getitem_152, [8, -1, 512]);  getitem_152 = None
    split_10 = torch.ops.aten.split.Tensor(view_68, 256, -1);  view_68 = None
    getitem_156: "bf16[8, 8, 256]" = split_10[1];  split_10 = None
    split_with_sizes_46 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [4096, 512, 512], -1)
    getitem_172: "bf16[8, 512]" = split_with_sizes_46[1];  split_with_sizes_46 = None
    view_80: "bf16[8, 1, 512]" = torch.ops.aten.reshape.default(getitem_172, [8, 1, 512]);  getitem_172 = None
    split_12 = torch.ops.aten.split.Tensor(view_80, 256, -1);  view_80 = None
    getitem_174: "bf16[8, 1, 256]" = split_12[0];  split_12 = None
    split_with_sizes_47 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [4096, 512, 512], -1)
    getitem_177: "bf16[8, 512]" = split_with_sizes_47[1];  split_with_sizes_47 = None
    view_83: "bf16[8, 1, 512]" = torch.ops.aten.reshape.default(getitem_177, [8, 1, 512]);  getitem_177 = None
    split_13 = torch.ops.aten.split.Tensor(view_83, 256, -1);  view_83 = None
    getitem_180: "bf16[8, 1, 256]" = split_13[1];  split_13 = None
    
    # File: <repo>/gemma4_passes/harness.py:367 in forward, code: v = v.reshape(T, layer.tp_v_head_num, -1)
    split_with_sizes_51 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [4096, 512, 512], -1);  slice_scatter_5 = None
    getitem_192: "bf16[8, 512]" = split_with_sizes_51[2];  split_with_sizes_51 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_5: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_134, -2)
    convert_element_type_53: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_5, torch.bfloat16);  unsqueeze_5 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_45: "bf16[8, 8, 256]" = torch.ops.aten.mul.Tensor(getitem_150, convert_element_type_53)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_6: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_135, -2)
    convert_element_type_54: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_6, torch.bfloat16);  unsqueeze_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_46: "bf16[8, 8, 256]" = torch.ops.aten.mul.Tensor(getitem_156, convert_element_type_54)
    sub_2: "bf16[8, 8, 256]" = torch.ops.aten.sub.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_47: "bf16[8, 8, 256]" = torch.ops.aten.mul.Tensor(getitem_156, convert_element_type_53);  getitem_156 = convert_element_type_53 = None
    mul_48: "bf16[8, 8, 256]" = torch.ops.aten.mul.Tensor(getitem_150, convert_element_type_54);  getitem_150 = convert_element_type_54 = None
    add_26: "bf16[8, 8, 256]" = torch.ops.aten.add.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_2: "bf16[8, 8, 512]" = torch.ops.aten.cat.default([sub_2, add_26], -1);  sub_2 = add_26 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[8, 8, 1, 512]" = torch.ops.aten.unsqueeze.default(cat_2, 2);  cat_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_57: "f32[8, 8, 1, 512]" = torch.ops.prims.convert_element_type.default(unsqueeze_9, torch.float32);  unsqueeze_9 = None
    mul_53: "f32[8, 8, 1, 512]" = torch.ops.aten.mul.Scalar(convert_element_type_57, 1.0);  convert_element_type_57 = None
    expand_2: "f32[8, 8, 1, 512]" = torch.ops.aten.expand.default(mul_53, [8, 8, 1, 512]);  mul_53 = None
    view_105: "f32[64, 1, 512]" = torch.ops.aten.reshape.default(expand_2, [64, 1, 512]);  expand_2 = None
    unsqueeze_12: "f32[64, 1, 512, 1]" = torch.ops.aten.unsqueeze.default(view_105, -1);  view_105 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_6: "bf16[8, 1, 512]" = torch.ops.aten.select.int(arg25_1, 1, 16)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_7: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_134, -2);  getitem_134 = None
    convert_element_type_55: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_7, torch.bfloat16);  unsqueeze_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_49: "bf16[8, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_174, convert_element_type_55)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_8: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_135, -2);  getitem_135 = None
    convert_element_type_56: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_8, torch.bfloat16);  unsqueeze_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_50: "bf16[8, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_180, convert_element_type_56)
    sub_3: "bf16[8, 1, 256]" = torch.ops.aten.sub.Tensor(mul_49, mul_50);  mul_49 = mul_50 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_51: "bf16[8, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_180, convert_element_type_55);  getitem_180 = convert_element_type_55 = None
    mul_52: "bf16[8, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_174, convert_element_type_56);  getitem_174 = convert_element_type_56 = None
    add_27: "bf16[8, 1, 256]" = torch.ops.aten.add.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_3: "bf16[8, 1, 512]" = torch.ops.aten.cat.default([sub_3, add_27], -1);  sub_3 = add_27 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_8: "bf16[8, 1, 512]" = torch.ops.aten.copy.default(select_6, cat_3);  select_6 = cat_3 = None
    select_scatter_2: "bf16[8, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg25_1, copy_8, 1, 16);  copy_8 = None
    
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
    select_8: "bf16[8, 1, 512]" = torch.ops.aten.select.int(arg26_1, 1, 16)
    
    # File: <repo>/gemma4_passes/harness.py:367 in forward, code: v = v.reshape(T, layer.tp_v_head_num, -1)
    view_100: "bf16[8, 1, 512]" = torch.ops.aten.reshape.default(getitem_192, [8, 1, 512]);  getitem_192 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy_9: "bf16[8, 1, 512]" = torch.ops.aten.copy.default(select_8, view_100);  select_8 = view_100 = None
    select_scatter_3: "bf16[8, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg26_1, copy_9, 1, 16);  copy_9 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_64: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_7, torch.float32);  mm_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_20: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_64, 2)
    mean_12: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_20, [-1], True);  pow_20 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_28: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_12, 1e-06);  mean_12 = None
    rsqrt_5: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
    mul_57: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_64, rsqrt_5);  convert_element_type_64 = rsqrt_5 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_58: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_57, arg28_1);  mul_57 = arg28_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_67: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_37, torch.float32);  mul_37 = None
    add_29: "f32[8, 1536]" = torch.ops.aten.add.Tensor(mul_58, convert_element_type_67);  mul_58 = convert_element_type_67 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_21: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(add_29, 2)
    mean_13: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_21, [-1], True);  pow_21 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_30: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_13, 1e-06);  mean_13 = None
    rsqrt_6: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
    mul_59: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(add_29, rsqrt_6);  rsqrt_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_60: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_59, arg29_1);  mul_59 = arg29_1 = None
    convert_element_type_69: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_60, torch.bfloat16);  mul_60 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_17: "bf16[1536, 12288]" = torch.ops.aten.permute.default(arg30_1, [1, 0]);  arg30_1 = None
    mm_8: "bf16[8, 12288]" = torch.ops.aten.mm.default(convert_element_type_69, permute_17);  convert_element_type_69 = permute_17 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_76: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_9, torch.float32);  mm_9 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_22: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_76, 2)
    mean_14: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_22, [-1], True);  pow_22 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_33: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_14, 1e-06);  mean_14 = None
    rsqrt_7: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_33);  add_33 = None
    mul_68: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_76, rsqrt_7);  convert_element_type_76 = rsqrt_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_69: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_68, arg32_1);  mul_68 = arg32_1 = None
    convert_element_type_77: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_69, torch.bfloat16);  mul_69 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_68: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(add_29, torch.bfloat16);  add_29 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_34: "bf16[8, 1536]" = torch.ops.aten.add.Tensor(convert_element_type_77, convert_element_type_68);  convert_element_type_77 = convert_element_type_68 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_19: "bf16[1536, 256]" = torch.ops.aten.permute.default(arg33_1, [1, 0]);  arg33_1 = None
    mm_10: "bf16[8, 256]" = torch.ops.aten.mm.default(add_34, permute_19);  permute_19 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_84: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_11, torch.float32);  mm_11 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_23: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_84, 2)
    mean_15: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_23, [-1], True);  pow_23 = None
    add_37: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_15, 1e-06);  mean_15 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_24: "f32[8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_37, -0.5);  add_37 = None
    mul_77: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_84, pow_24);  convert_element_type_84 = pow_24 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_85: "f32[1536]" = torch.ops.prims.convert_element_type.default(arg35_1, torch.float32);  arg35_1 = None
    add_38: "f32[1536]" = torch.ops.aten.add.Tensor(convert_element_type_85, 0.0);  convert_element_type_85 = None
    mul_78: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_77, add_38);  mul_77 = add_38 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_86: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_78, torch.bfloat16);  mul_78 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:832 in _next_stream, code: hidden_states = hidden_states + per_layer_contribution
    add_39: "bf16[8, 1536]" = torch.ops.aten.add.Tensor(add_34, convert_element_type_86);  add_34 = convert_element_type_86 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_79: "bf16[8, 1536]" = torch.ops.aten.mul.Tensor(add_39, arg36_1);  add_39 = arg36_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_87: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_79, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_25: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_87, 2)
    mean_16: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_25, [-1], True);  pow_25 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_40: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_16, 1e-06);  mean_16 = None
    rsqrt_8: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
    mul_80: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_87, rsqrt_8);  convert_element_type_87 = rsqrt_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_81: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_80, arg37_1);  mul_80 = arg37_1 = None
    convert_element_type_88: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_81, torch.bfloat16);  mul_81 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_21: "bf16[1536, 2560]" = torch.ops.aten.permute.default(arg38_1, [1, 0]);  arg38_1 = None
    mm_12: "bf16[8, 2560]" = torch.ops.aten.mm.default(convert_element_type_88, permute_21);  convert_element_type_88 = permute_21 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_52 = torch.ops.aten.split_with_sizes.default(mm_12, [2048, 256, 256], -1)
    getitem_193: "bf16[8, 2048]" = split_with_sizes_52[0];  split_with_sizes_52 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_2: "f32[8, 256]" = torch.ops.aten.index.Tensor(arg7_1, [arg0_1]);  arg7_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_14 = torch.ops.aten.split.Tensor(index_2, 128, -1);  index_2 = None
    getitem_202: "f32[8, 128]" = split_14[0]
    getitem_203: "f32[8, 128]" = split_14[1];  split_14 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view_112: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_193, [8, 8, 256])
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_91: "f32[8, 8, 256]" = torch.ops.prims.convert_element_type.default(view_112, torch.float32);  view_112 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_26: "f32[8, 8, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_91, 2)
    mean_17: "f32[8, 8, 1]" = torch.ops.aten.mean.dim(pow_26, [-1], True);  pow_26 = None
    add_41: "f32[8, 8, 1]" = torch.ops.aten.add.Tensor(mean_17, 1e-06);  mean_17 = None
    pow_27: "f32[8, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_41, -0.5);  add_41 = None
    mul_82: "f32[8, 8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_91, pow_27);  convert_element_type_91 = pow_27 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_92: "f32[256]" = torch.ops.prims.convert_element_type.default(arg39_1, torch.float32);  arg39_1 = None
    add_42: "f32[256]" = torch.ops.aten.add.Tensor(convert_element_type_92, 0.0);  convert_element_type_92 = None
    mul_83: "f32[8, 8, 256]" = torch.ops.aten.mul.Tensor(mul_82, add_42);  mul_82 = add_42 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_93: "bf16[8, 8, 256]" = torch.ops.prims.convert_element_type.default(mul_83, torch.bfloat16);  mul_83 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:67 in gemma_qkv_rmsnorm, code: q.copy_(gemma4_rmsnorm_native(qh, q_weight, eps).flatten(-2, -1))
    view_113: "bf16[8, 2048]" = torch.ops.aten.reshape.default(convert_element_type_93, [8, 2048]);  convert_element_type_93 = None
    copy_10: "bf16[8, 2048]" = torch.ops.aten.copy.default(getitem_193, view_113);  getitem_193 = view_113 = None
    slice_scatter_6: "bf16[8, 2560]" = torch.ops.aten.slice_scatter.default(mm_12, copy_10, 1, 0, 2048);  mm_12 = copy_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_with_sizes_57 = torch.ops.aten.split_with_sizes.default(slice_scatter_6, [2048, 256, 256], -1)
    getitem_212: "bf16[8, 2048]" = split_with_sizes_57[0];  split_with_sizes_57 = None
    view_117: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_212, [8, -1, 256]);  getitem_212 = None
    split_16 = torch.ops.aten.split.Tensor(view_117, 128, -1);  view_117 = None
    getitem_215: "bf16[8, 8, 128]" = split_16[0];  split_16 = None
    split_with_sizes_58 = torch.ops.aten.split_with_sizes.default(slice_scatter_6, [2048, 256, 256], -1);  slice_scatter_6 = None
    getitem_217: "bf16[8, 2048]" = split_with_sizes_58[0];  split_with_sizes_58 = None
    view_118: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_217, [8, -1, 256]);  getitem_217 = None
    split_17 = torch.ops.aten.split.Tensor(view_118, 128, -1);  view_118 = None
    getitem_221: "bf16[8, 8, 128]" = split_17[1];  split_17 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_16: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_202, -2);  getitem_202 = None
    convert_element_type_94: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_16, torch.bfloat16);  unsqueeze_16 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_84: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_215, convert_element_type_94)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_17: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_203, -2);  getitem_203 = None
    convert_element_type_95: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_17, torch.bfloat16);  unsqueeze_17 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_85: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_221, convert_element_type_95)
    sub_5: "bf16[8, 8, 128]" = torch.ops.aten.sub.Tensor(mul_84, mul_85);  mul_84 = mul_85 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_86: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_221, convert_element_type_94);  getitem_221 = convert_element_type_94 = None
    mul_87: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_215, convert_element_type_95);  getitem_215 = convert_element_type_95 = None
    add_43: "bf16[8, 8, 128]" = torch.ops.aten.add.Tensor(mul_86, mul_87);  mul_86 = mul_87 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_4: "bf16[8, 8, 256]" = torch.ops.aten.cat.default([sub_5, add_43], -1);  sub_5 = add_43 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_20: "bf16[8, 8, 1, 256]" = torch.ops.aten.unsqueeze.default(cat_4, 2);  cat_4 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_100: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_13, torch.float32);  mm_13 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_28: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_100, 2)
    mean_18: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_28, [-1], True);  pow_28 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_45: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_18, 1e-06);  mean_18 = None
    rsqrt_9: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_45);  add_45 = None
    mul_92: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_100, rsqrt_9);  convert_element_type_100 = rsqrt_9 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_93: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_92, arg41_1);  mul_92 = arg41_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_103: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_79, torch.float32);  mul_79 = None
    add_46: "f32[8, 1536]" = torch.ops.aten.add.Tensor(mul_93, convert_element_type_103);  mul_93 = convert_element_type_103 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_29: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(add_46, 2)
    mean_19: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_29, [-1], True);  pow_29 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_47: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_19, 1e-06);  mean_19 = None
    rsqrt_10: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_47);  add_47 = None
    mul_94: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(add_46, rsqrt_10);  rsqrt_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_95: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_94, arg42_1);  mul_94 = arg42_1 = None
    convert_element_type_105: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_95, torch.bfloat16);  mul_95 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_27: "bf16[1536, 24576]" = torch.ops.aten.permute.default(arg43_1, [1, 0]);  arg43_1 = None
    mm_14: "bf16[8, 24576]" = torch.ops.aten.mm.default(convert_element_type_105, permute_27);  convert_element_type_105 = permute_27 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_112: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_15, torch.float32);  mm_15 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_30: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_112, 2)
    mean_20: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_30, [-1], True);  pow_30 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_50: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_20, 1e-06);  mean_20 = None
    rsqrt_11: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
    mul_103: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_112, rsqrt_11);  convert_element_type_112 = rsqrt_11 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_104: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_103, arg45_1);  mul_103 = arg45_1 = None
    convert_element_type_113: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_104, torch.bfloat16);  mul_104 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_104: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(add_46, torch.bfloat16);  add_46 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_51: "bf16[8, 1536]" = torch.ops.aten.add.Tensor(convert_element_type_113, convert_element_type_104);  convert_element_type_113 = convert_element_type_104 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_29: "bf16[1536, 256]" = torch.ops.aten.permute.default(arg46_1, [1, 0]);  arg46_1 = None
    mm_16: "bf16[8, 256]" = torch.ops.aten.mm.default(add_51, permute_29);  permute_29 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_120: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_17, torch.float32);  mm_17 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_31: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_120, 2)
    mean_21: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_31, [-1], True);  pow_31 = None
    add_54: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_21, 1e-06);  mean_21 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_32: "f32[8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_54, -0.5);  add_54 = None
    mul_112: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_120, pow_32);  convert_element_type_120 = pow_32 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_121: "f32[1536]" = torch.ops.prims.convert_element_type.default(arg48_1, torch.float32);  arg48_1 = None
    add_55: "f32[1536]" = torch.ops.aten.add.Tensor(convert_element_type_121, 0.0);  convert_element_type_121 = None
    mul_113: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_112, add_55);  mul_112 = add_55 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_122: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_113, torch.bfloat16);  mul_113 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:832 in _next_stream, code: hidden_states = hidden_states + per_layer_contribution
    add_56: "bf16[8, 1536]" = torch.ops.aten.add.Tensor(add_51, convert_element_type_122);  add_51 = convert_element_type_122 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_114: "bf16[8, 1536]" = torch.ops.aten.mul.Tensor(add_56, arg49_1);  add_56 = arg49_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_123: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_114, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_33: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_123, 2)
    mean_22: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_33, [-1], True);  pow_33 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_57: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_22, 1e-06);  mean_22 = None
    rsqrt_12: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_57);  add_57 = None
    mul_115: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_123, rsqrt_12);  convert_element_type_123 = rsqrt_12 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_116: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_115, arg50_1);  mul_115 = arg50_1 = None
    convert_element_type_124: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_116, torch.bfloat16);  mul_116 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_31: "bf16[1536, 5120]" = torch.ops.aten.permute.default(arg51_1, [1, 0]);  arg51_1 = None
    mm_18: "bf16[8, 5120]" = torch.ops.aten.mm.default(convert_element_type_124, permute_31);  convert_element_type_124 = permute_31 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_60 = torch.ops.aten.split_with_sizes.default(mm_18, [4096, 512, 512], -1)
    getitem_236: "bf16[8, 4096]" = split_with_sizes_60[0];  split_with_sizes_60 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_3: "f32[8, 512]" = torch.ops.aten.index.Tensor(arg24_1, [arg0_1]);  arg24_1 = arg0_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_19 = torch.ops.aten.split.Tensor(index_3, 256, -1);  index_3 = None
    getitem_245: "f32[8, 256]" = split_19[0]
    getitem_246: "f32[8, 256]" = split_19[1];  split_19 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view_126: "bf16[8, 8, 512]" = torch.ops.aten.reshape.default(getitem_236, [8, 8, 512])
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_127: "f32[8, 8, 512]" = torch.ops.prims.convert_element_type.default(view_126, torch.float32);  view_126 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_34: "f32[8, 8, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_127, 2)
    mean_23: "f32[8, 8, 1]" = torch.ops.aten.mean.dim(pow_34, [-1], True);  pow_34 = None
    add_58: "f32[8, 8, 1]" = torch.ops.aten.add.Tensor(mean_23, 1e-06);  mean_23 = None
    pow_35: "f32[8, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_58, -0.5);  add_58 = None
    mul_117: "f32[8, 8, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_127, pow_35);  convert_element_type_127 = pow_35 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_128: "f32[512]" = torch.ops.prims.convert_element_type.default(arg52_1, torch.float32);  arg52_1 = None
    add_59: "f32[512]" = torch.ops.aten.add.Tensor(convert_element_type_128, 0.0);  convert_element_type_128 = None
    mul_118: "f32[8, 8, 512]" = torch.ops.aten.mul.Tensor(mul_117, add_59);  mul_117 = add_59 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_129: "bf16[8, 8, 512]" = torch.ops.prims.convert_element_type.default(mul_118, torch.bfloat16);  mul_118 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:67 in gemma_qkv_rmsnorm, code: q.copy_(gemma4_rmsnorm_native(qh, q_weight, eps).flatten(-2, -1))
    view_127: "bf16[8, 4096]" = torch.ops.aten.reshape.default(convert_element_type_129, [8, 4096]);  convert_element_type_129 = None
    copy_11: "bf16[8, 4096]" = torch.ops.aten.copy.default(getitem_236, view_127);  getitem_236 = view_127 = None
    slice_scatter_7: "bf16[8, 5120]" = torch.ops.aten.slice_scatter.default(mm_18, copy_11, 1, 0, 4096);  mm_18 = copy_11 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_with_sizes_65 = torch.ops.aten.split_with_sizes.default(slice_scatter_7, [4096, 512, 512], -1)
    getitem_255: "bf16[8, 4096]" = split_with_sizes_65[0];  split_with_sizes_65 = None
    view_131: "bf16[8, 8, 512]" = torch.ops.aten.reshape.default(getitem_255, [8, -1, 512]);  getitem_255 = None
    split_21 = torch.ops.aten.split.Tensor(view_131, 256, -1);  view_131 = None
    getitem_258: "bf16[8, 8, 256]" = split_21[0];  split_21 = None
    split_with_sizes_66 = torch.ops.aten.split_with_sizes.default(slice_scatter_7, [4096, 512, 512], -1);  slice_scatter_7 = None
    getitem_260: "bf16[8, 4096]" = split_with_sizes_66[0];  split_with_sizes_66 = None
    view_132: "bf16[8, 8, 512]" = torch.ops.aten.reshape.default(getitem_260, [8, -1, 512]);  getitem_260 = None
    split_22 = torch.ops.aten.split.Tensor(view_132, 256, -1);  view_132 = None
    getitem_264: "bf16[8, 8, 256]" = split_22[1];  split_22 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_21: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_245, -2);  getitem_245 = None
    convert_element_type_130: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_21, torch.bfloat16);  unsqueeze_21 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_119: "bf16[8, 8, 256]" = torch.ops.aten.mul.Tensor(getitem_258, convert_element_type_130)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_22: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_246, -2);  getitem_246 = None
    convert_element_type_131: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_22, torch.bfloat16);  unsqueeze_22 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_120: "bf16[8, 8, 256]" = torch.ops.aten.mul.Tensor(getitem_264, convert_element_type_131)
    sub_7: "bf16[8, 8, 256]" = torch.ops.aten.sub.Tensor(mul_119, mul_120);  mul_119 = mul_120 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_121: "bf16[8, 8, 256]" = torch.ops.aten.mul.Tensor(getitem_264, convert_element_type_130);  getitem_264 = convert_element_type_130 = None
    mul_122: "bf16[8, 8, 256]" = torch.ops.aten.mul.Tensor(getitem_258, convert_element_type_131);  getitem_258 = convert_element_type_131 = None
    add_60: "bf16[8, 8, 256]" = torch.ops.aten.add.Tensor(mul_121, mul_122);  mul_121 = mul_122 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_6: "bf16[8, 8, 512]" = torch.ops.aten.cat.default([sub_7, add_60], -1);  sub_7 = add_60 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_25: "bf16[8, 8, 1, 512]" = torch.ops.aten.unsqueeze.default(cat_6, 2);  cat_6 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_141: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_19, torch.float32);  mm_19 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_36: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_141, 2)
    mean_24: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_36, [-1], True);  pow_36 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_62: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_24, 1e-06);  mean_24 = None
    rsqrt_13: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_62);  add_62 = None
    mul_131: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_141, rsqrt_13);  convert_element_type_141 = rsqrt_13 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_132: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_131, arg54_1);  mul_131 = arg54_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_144: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_114, torch.float32);  mul_114 = None
    add_63: "f32[8, 1536]" = torch.ops.aten.add.Tensor(mul_132, convert_element_type_144);  mul_132 = convert_element_type_144 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_37: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(add_63, 2)
    mean_25: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_37, [-1], True);  pow_37 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_64: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_25, 1e-06);  mean_25 = None
    rsqrt_14: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_64);  add_64 = None
    mul_133: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(add_63, rsqrt_14);  rsqrt_14 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_134: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_133, arg55_1);  mul_133 = arg55_1 = None
    convert_element_type_146: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_134, torch.bfloat16);  mul_134 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_38: "bf16[1536, 24576]" = torch.ops.aten.permute.default(arg56_1, [1, 0]);  arg56_1 = None
    mm_20: "bf16[8, 24576]" = torch.ops.aten.mm.default(convert_element_type_146, permute_38);  convert_element_type_146 = permute_38 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_153: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_21, torch.float32);  mm_21 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_38: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_153, 2)
    mean_26: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_38, [-1], True);  pow_38 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_67: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_26, 1e-06);  mean_26 = None
    rsqrt_15: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_67);  add_67 = None
    mul_142: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_153, rsqrt_15);  convert_element_type_153 = rsqrt_15 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_143: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_142, arg58_1);  mul_142 = arg58_1 = None
    convert_element_type_154: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_143, torch.bfloat16);  mul_143 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_145: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(add_63, torch.bfloat16);  add_63 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_68: "bf16[8, 1536]" = torch.ops.aten.add.Tensor(convert_element_type_154, convert_element_type_145);  convert_element_type_154 = convert_element_type_145 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_40: "bf16[1536, 256]" = torch.ops.aten.permute.default(arg59_1, [1, 0]);  arg59_1 = None
    mm_22: "bf16[8, 256]" = torch.ops.aten.mm.default(add_68, permute_40);  permute_40 = None
    
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
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_161: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mm_23, torch.float32);  mm_23 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_39: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_161, 2)
    mean_27: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_39, [-1], True);  pow_39 = None
    add_71: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_27, 1e-06);  mean_27 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_40: "f32[8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_71, -0.5);  add_71 = None
    mul_151: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_161, pow_40);  convert_element_type_161 = pow_40 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_162: "f32[1536]" = torch.ops.prims.convert_element_type.default(arg61_1, torch.float32);  arg61_1 = None
    add_72: "f32[1536]" = torch.ops.aten.add.Tensor(convert_element_type_162, 0.0);  convert_element_type_162 = None
    mul_152: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_151, add_72);  mul_151 = add_72 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_163: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_152, torch.bfloat16);  mul_152 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:832 in _next_stream, code: hidden_states = hidden_states + per_layer_contribution
    add_73: "bf16[8, 1536]" = torch.ops.aten.add.Tensor(add_68, convert_element_type_163);  add_68 = convert_element_type_163 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_153: "bf16[8, 1536]" = torch.ops.aten.mul.Tensor(add_73, arg62_1);  add_73 = arg62_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_164: "f32[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_153, torch.float32);  mul_153 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_41: "f32[8, 1536]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_164, 2)
    mean_28: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_41, [-1], True);  pow_41 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_74: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_28, 1e-06);  mean_28 = None
    rsqrt_16: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_74);  add_74 = None
    mul_154: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(convert_element_type_164, rsqrt_16);  convert_element_type_164 = rsqrt_16 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_155: "f32[8, 1536]" = torch.ops.aten.mul.Tensor(mul_154, arg63_1);  mul_154 = arg63_1 = None
    convert_element_type_165: "bf16[8, 1536]" = torch.ops.prims.convert_element_type.default(mul_155, torch.bfloat16);  mul_155 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[8, 17, 1, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter);  arg8_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[8, 17, 1, 256]" = torch.ops.aten.copy_.default(arg9_1, select_scatter_1);  arg9_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[8, 17, 1, 512]" = torch.ops.aten.copy_.default(arg25_1, select_scatter_2);  arg25_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[8, 17, 1, 512]" = torch.ops.aten.copy_.default(arg26_1, select_scatter_3);  arg26_1 = select_scatter_3 = copy__3 = None
    return (convert_element_type_165,)
    