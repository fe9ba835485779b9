# __compiled_fn_4: post-grad graph before the gemma4-passes passes (545 nodes)



def forward(self, arg0_1: "i64[8]", arg1_1: "bf16[8, 2816]", arg2_1: "bf16[2816]", arg3_1: "bf16[8192, 2816]", arg4_1: "bf16[256]", arg5_1: "bf16[256]", arg6_1: "f32[131072, 256]", arg7_1: "bf16[8, 17, 8, 256]", arg8_1: "bf16[8, 17, 8, 256]", arg9_1: "bf16[2816, 4096]", arg10_1: "bf16[2816]", arg11_1: "bf16[2816]", arg12_1: "bf16[4224, 2816]", arg13_1: "bf16[2816, 2112]", arg14_1: "bf16[2816]", arg15_1: "bf16[128, 2816]", arg16_1: "bf16[2816]", arg17_1: "bf16[128]", arg18_1: "bf16[128, 1408, 2816]", arg19_1: "bf16[128, 2816, 704]", arg20_1: "bf16[2816]", arg21_1: "bf16[2816]", arg22_1: "bf16[2816]", arg23_1: "bf16[1]", arg24_1: "bf16[2816]", arg25_1: "bf16[10240, 2816]", arg26_1: "bf16[512]", arg27_1: "bf16[512]", arg28_1: "f32[131072, 512]", arg29_1: "bf16[8, 17, 2, 512]", arg30_1: "bf16[8, 17, 2, 512]", arg31_1: "bf16[2816, 8192]", arg32_1: "bf16[2816]", arg33_1: "bf16[2816]", arg34_1: "bf16[4224, 2816]", arg35_1: "bf16[2816, 2112]", arg36_1: "bf16[2816]", arg37_1: "bf16[128, 2816]", arg38_1: "bf16[2816]", arg39_1: "bf16[128]", arg40_1: "bf16[128, 1408, 2816]", arg41_1: "bf16[128, 2816, 704]", arg42_1: "bf16[2816]", arg43_1: "bf16[2816]", arg44_1: "bf16[2816]", arg45_1: "bf16[1]", arg46_1: "bf16[2816]"):
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(arg1_1, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_1: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type, 2)
    mean: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
    rsqrt: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
    mul: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type, rsqrt);  convert_element_type = rsqrt = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_1: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul, arg2_1);  mul = arg2_1 = None
    convert_element_type_1: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_1, torch.bfloat16);  mul_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute: "bf16[2816, 8192]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
    mm: "bf16[8, 8192]" = torch.ops.aten.mm.default(convert_element_type_1, permute);  convert_element_type_1 = permute = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes = torch.ops.aten.split_with_sizes.default(mm, [4096, 2048, 2048], -1)
    getitem: "bf16[8, 4096]" = split_with_sizes[0];  split_with_sizes = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view: "bf16[8, 16, 256]" = torch.ops.aten.reshape.default(getitem, [8, 16, 256])
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_4: "f32[8, 16, 256]" = torch.ops.prims.convert_element_type.default(view, torch.float32);  view = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_2: "f32[8, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_4, 2)
    mean_1: "f32[8, 16, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_1: "f32[8, 16, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    pow_3: "f32[8, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_1, -0.5);  add_1 = None
    mul_2: "f32[8, 16, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_4, pow_3);  convert_element_type_4 = pow_3 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_5: "f32[256]" = torch.ops.prims.convert_element_type.default(arg4_1, torch.float32);  arg4_1 = None
    add_2: "f32[256]" = torch.ops.aten.add.Tensor(convert_element_type_5, 0.0);  convert_element_type_5 = None
    mul_3: "f32[8, 16, 256]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_6: "bf16[8, 16, 256]" = torch.ops.prims.convert_element_type.default(mul_3, torch.bfloat16);  mul_3 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:67 in gemma_qkv_rmsnorm, code: q.copy_(gemma4_rmsnorm_native(qh, q_weight, eps).flatten(-2, -1))
    view_1: "bf16[8, 4096]" = torch.ops.aten.reshape.default(convert_element_type_6, [8, 4096]);  convert_element_type_6 = None
    copy: "bf16[8, 4096]" = torch.ops.aten.copy.default(getitem, view_1);  getitem = view_1 = None
    slice_scatter: "bf16[8, 8192]" = torch.ops.aten.slice_scatter.default(mm, copy, 1, 0, 4096);  mm = copy = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(slice_scatter, [4096, 2048, 2048], -1)
    getitem_7: "bf16[8, 2048]" = split_with_sizes_2[1];  split_with_sizes_2 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:69 in gemma_qkv_rmsnorm, code: kh = k.unflatten(-1, (num_kv_heads, head_dim))
    split_with_sizes_4 = torch.ops.aten.split_with_sizes.default(slice_scatter, [4096, 2048, 2048], -1)
    getitem_13: "bf16[8, 2048]" = split_with_sizes_4[1];  split_with_sizes_4 = None
    view_4: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_13, [8, 8, 256]);  getitem_13 = None
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_7: "f32[8, 8, 256]" = torch.ops.prims.convert_element_type.default(view_4, torch.float32);  view_4 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_4: "f32[8, 8, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_7, 2)
    mean_2: "f32[8, 8, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_3: "f32[8, 8, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    pow_5: "f32[8, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_3, -0.5);  add_3 = None
    mul_4: "f32[8, 8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_7, pow_5);  convert_element_type_7 = pow_5 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_8: "f32[256]" = torch.ops.prims.convert_element_type.default(arg5_1, torch.float32);  arg5_1 = None
    add_4: "f32[256]" = torch.ops.aten.add.Tensor(convert_element_type_8, 0.0);  convert_element_type_8 = None
    mul_5: "f32[8, 8, 256]" = torch.ops.aten.mul.Tensor(mul_4, add_4);  mul_4 = add_4 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_9: "bf16[8, 8, 256]" = torch.ops.prims.convert_element_type.default(mul_5, torch.bfloat16);  mul_5 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:71 in gemma_qkv_rmsnorm, code: k.copy_(gemma4_rmsnorm_native(kh, k_weight, eps).flatten(-2, -1))
    view_5: "bf16[8, 2048]" = torch.ops.aten.reshape.default(convert_element_type_9, [8, 2048]);  convert_element_type_9 = None
    copy_1: "bf16[8, 2048]" = torch.ops.aten.copy.default(getitem_7, view_5);  getitem_7 = view_5 = None
    slice_scatter_1: "bf16[8, 8192]" = torch.ops.aten.slice_scatter.default(slice_scatter, copy_1, 1, 4096, 6144);  slice_scatter = copy_1 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    split_with_sizes_6 = torch.ops.aten.split_with_sizes.default(slice_scatter_1, [4096, 2048, 2048], -1)
    getitem_20: "bf16[8, 2048]" = split_with_sizes_6[2];  split_with_sizes_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_7 = torch.ops.aten.split_with_sizes.default(slice_scatter_1, [4096, 2048, 2048], -1)
    getitem_23: "bf16[8, 2048]" = split_with_sizes_7[2];  split_with_sizes_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index: "f32[8, 256]" = torch.ops.aten.index.Tensor(arg6_1, [arg0_1]);  arg6_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split = torch.ops.aten.split.Tensor(index, 128, -1);  index = None
    getitem_33: "f32[8, 128]" = split[0]
    getitem_34: "f32[8, 128]" = split[1];  split = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    view_6: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_20, [8, 8, 256]);  getitem_20 = None
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_10: "f32[8, 8, 256]" = torch.ops.prims.convert_element_type.default(view_6, torch.float32);  view_6 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_6: "f32[8, 8, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_10, 2)
    mean_3: "f32[8, 8, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_5: "f32[8, 8, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    pow_7: "f32[8, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_5, -0.5);  add_5 = None
    mul_6: "f32[8, 8, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_10, pow_7);  convert_element_type_10 = pow_7 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_11: "bf16[8, 8, 256]" = torch.ops.prims.convert_element_type.default(mul_6, torch.bfloat16);  mul_6 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:72 in gemma_qkv_rmsnorm, code: v.copy_(gemma4_rmsnorm_native(vh, None, eps).flatten(-2, -1))
    view_7: "bf16[8, 2048]" = torch.ops.aten.reshape.default(convert_element_type_11, [8, 2048]);  convert_element_type_11 = None
    copy_2: "bf16[8, 2048]" = torch.ops.aten.copy.default(getitem_23, view_7);  getitem_23 = view_7 = None
    slice_scatter_2: "bf16[8, 8192]" = torch.ops.aten.slice_scatter.default(slice_scatter_1, copy_2, 1, 6144, 8192);  slice_scatter_1 = copy_2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_with_sizes_14 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [4096, 2048, 2048], -1)
    getitem_46: "bf16[8, 4096]" = split_with_sizes_14[0];  split_with_sizes_14 = None
    view_15: "bf16[8, 16, 256]" = torch.ops.aten.reshape.default(getitem_46, [8, -1, 256]);  getitem_46 = None
    split_2 = torch.ops.aten.split.Tensor(view_15, 128, -1);  view_15 = None
    getitem_49: "bf16[8, 16, 128]" = split_2[0];  split_2 = None
    split_with_sizes_15 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [4096, 2048, 2048], -1)
    getitem_51: "bf16[8, 4096]" = split_with_sizes_15[0];  split_with_sizes_15 = None
    view_16: "bf16[8, 16, 256]" = torch.ops.aten.reshape.default(getitem_51, [8, -1, 256]);  getitem_51 = None
    split_3 = torch.ops.aten.split.Tensor(view_16, 128, -1);  view_16 = None
    getitem_55: "bf16[8, 16, 128]" = split_3[1];  split_3 = None
    split_with_sizes_20 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [4096, 2048, 2048], -1)
    getitem_71: "bf16[8, 2048]" = split_with_sizes_20[1];  split_with_sizes_20 = None
    view_28: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_71, [8, 8, 256]);  getitem_71 = None
    split_5 = torch.ops.aten.split.Tensor(view_28, 128, -1);  view_28 = None
    getitem_73: "bf16[8, 8, 128]" = split_5[0];  split_5 = None
    split_with_sizes_21 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [4096, 2048, 2048], -1)
    getitem_76: "bf16[8, 2048]" = split_with_sizes_21[1];  split_with_sizes_21 = None
    view_31: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_76, [8, 8, 256]);  getitem_76 = None
    split_6 = torch.ops.aten.split.Tensor(view_31, 128, -1);  view_31 = None
    getitem_79: "bf16[8, 8, 128]" = split_6[1];  split_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:374 in forward, code: v = v.reshape(T, layer.tp_v_head_num, -1)
    split_with_sizes_25 = torch.ops.aten.split_with_sizes.default(slice_scatter_2, [4096, 2048, 2048], -1);  slice_scatter_2 = None
    getitem_91: "bf16[8, 2048]" = split_with_sizes_25[2];  split_with_sizes_25 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_33, -2)
    convert_element_type_12: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze, torch.bfloat16);  unsqueeze = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_7: "bf16[8, 16, 128]" = torch.ops.aten.mul.Tensor(getitem_49, convert_element_type_12)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_1: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_34, -2)
    convert_element_type_13: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_1, torch.bfloat16);  unsqueeze_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_8: "bf16[8, 16, 128]" = torch.ops.aten.mul.Tensor(getitem_55, convert_element_type_13)
    sub: "bf16[8, 16, 128]" = torch.ops.aten.sub.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_9: "bf16[8, 16, 128]" = torch.ops.aten.mul.Tensor(getitem_55, convert_element_type_12);  getitem_55 = convert_element_type_12 = None
    mul_10: "bf16[8, 16, 128]" = torch.ops.aten.mul.Tensor(getitem_49, convert_element_type_13);  getitem_49 = convert_element_type_13 = None
    add_6: "bf16[8, 16, 128]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat: "bf16[8, 16, 256]" = torch.ops.aten.cat.default([sub, add_6], -1);  sub = add_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:400 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[8, 16, 1, 256]" = torch.ops.aten.unsqueeze.default(cat, 2);  cat = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select: "bf16[8, 8, 256]" = torch.ops.aten.select.int(arg7_1, 1, 16)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_2: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_33, -2);  getitem_33 = None
    convert_element_type_14: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_2, torch.bfloat16);  unsqueeze_2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_11: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_73, convert_element_type_14)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_3: "f32[8, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_34, -2);  getitem_34 = None
    convert_element_type_15: "bf16[8, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_3, torch.bfloat16);  unsqueeze_3 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_12: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_79, convert_element_type_15)
    sub_1: "bf16[8, 8, 128]" = torch.ops.aten.sub.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_13: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_79, convert_element_type_14);  getitem_79 = convert_element_type_14 = None
    mul_14: "bf16[8, 8, 128]" = torch.ops.aten.mul.Tensor(getitem_73, convert_element_type_15);  getitem_73 = convert_element_type_15 = None
    add_7: "bf16[8, 8, 128]" = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_1: "bf16[8, 8, 256]" = torch.ops.aten.cat.default([sub_1, add_7], -1);  sub_1 = add_7 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy_3: "bf16[8, 8, 256]" = torch.ops.aten.copy.default(select, cat_1);  select = cat_1 = None
    select_scatter: "bf16[8, 17, 8, 256]" = torch.ops.aten.select_scatter.default(arg7_1, copy_3, 1, 16);  copy_3 = None
    
    # File: <repo>/gemma4_passes/harness.py:401 in decode_attention, code: kc.transpose(1, 2),
    permute_3: "bf16[8, 8, 17, 256]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_2: "bf16[8, 8, 256]" = torch.ops.aten.select.int(arg8_1, 1, 16)
    
    # File: <repo>/gemma4_passes/harness.py:374 in forward, code: v = v.reshape(T, layer.tp_v_head_num, -1)
    view_48: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_91, [8, 8, 256]);  getitem_91 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy_4: "bf16[8, 8, 256]" = torch.ops.aten.copy.default(select_2, view_48);  select_2 = view_48 = None
    select_scatter_1: "bf16[8, 17, 8, 256]" = torch.ops.aten.select_scatter.default(arg8_1, copy_4, 1, 16);  copy_4 = None
    
    # File: <repo>/gemma4_passes/harness.py:402 in decode_attention, code: vc.transpose(1, 2),
    permute_4: "bf16[8, 8, 17, 256]" = torch.ops.aten.permute.default(select_scatter_1, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_cudnn_attention = torch.ops.aten._scaled_dot_product_cudnn_attention.default(unsqueeze_4, permute_3, permute_4, None, False, scale = 1.0);  unsqueeze_4 = permute_3 = permute_4 = None
    getitem_92: "bf16[8, 16, 1, 256]" = _scaled_dot_product_cudnn_attention[0];  _scaled_dot_product_cudnn_attention = None
    
    # File: <repo>/gemma4_passes/harness.py:406 in decode_attention, code: return out.reshape(T, -1)
    view_51: "bf16[8, 4096]" = torch.ops.aten.reshape.default(getitem_92, [8, -1]);  getitem_92 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_5: "bf16[4096, 2816]" = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
    mm_1: "bf16[8, 2816]" = torch.ops.aten.mm.default(view_51, permute_5);  view_51 = permute_5 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_18: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(mm_1, torch.float32);  mm_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_8: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_18, 2)
    mean_4: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_8: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    rsqrt_1: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
    mul_15: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_18, rsqrt_1);  convert_element_type_18 = rsqrt_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_16: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_15, arg10_1);  mul_15 = arg10_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_21: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(arg1_1, torch.float32);  arg1_1 = None
    add_9: "f32[8, 2816]" = torch.ops.aten.add.Tensor(mul_16, convert_element_type_21);  mul_16 = convert_element_type_21 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_22: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(add_9, torch.bfloat16)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_30: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(convert_element_type_22, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_10: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_30, 2)
    mean_6: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
    add_13: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_11: "f32[8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_13, -0.5);  add_13 = None
    mul_26: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_30, pow_11);  convert_element_type_30 = pow_11 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_31: "f32[2816]" = torch.ops.prims.convert_element_type.default(arg14_1, torch.float32);  arg14_1 = None
    add_14: "f32[2816]" = torch.ops.aten.add.Tensor(convert_element_type_31, 0.0);  convert_element_type_31 = None
    mul_27: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_26, add_14);  mul_26 = add_14 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_32: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_27, torch.bfloat16);  mul_27 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[2816, 128]" = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
    mm_4: "bf16[8, 128]" = torch.ops.aten.mm.default(convert_element_type_32, permute_8);  convert_element_type_32 = permute_8 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:99 in gemma4_fused_routing, code: topk_logits, topk_ids = torch.topk(gating_output, k=topk, dim=-1)
    topk = torch.ops.aten.topk.default(mm_4, 8);  mm_4 = None
    getitem_101: "bf16[8, 8]" = topk[0]
    getitem_102: "i64[8, 8]" = topk[1];  topk = None
    
    # File: <repo>/gemma4_passes/native.py:74 in routing_post_topk_native, code: topk_weights = F.softmax(topk_logits, dim=-1)
    convert_element_type_37: "f32[8, 8]" = torch.ops.prims.convert_element_type.default(getitem_101, torch.float32);  getitem_101 = None
    
    # No stacktrace found for following nodes
    prepare_softmax_online_default_2 = torch.ops.prims.prepare_softmax_online.default(convert_element_type_37, -1)
    getitem_205: "f32[8, 1]" = prepare_softmax_online_default_2[0]
    getitem_206: "f32[8, 1]" = prepare_softmax_online_default_2[1];  prepare_softmax_online_default_2 = None
    sub_tensor_2: "f32[8, 8]" = torch.ops.aten.sub.Tensor(convert_element_type_37, getitem_205);  convert_element_type_37 = getitem_205 = None
    exp_default_2: "f32[8, 8]" = torch.ops.aten.exp.default(sub_tensor_2);  sub_tensor_2 = None
    
    # File: <repo>/gemma4_passes/native.py:74 in routing_post_topk_native, code: topk_weights = F.softmax(topk_logits, dim=-1)
    div: "f32[8, 8]" = torch.ops.aten.div.Tensor(exp_default_2, getitem_206);  exp_default_2 = getitem_206 = None
    convert_element_type_38: "bf16[8, 8]" = torch.ops.prims.convert_element_type.default(div, torch.bfloat16);  div = None
    
    # File: <repo>/gemma4_passes/native.py:75 in routing_post_topk_native, code: return topk_weights * per_expert_scale[topk_ids].to(topk_weights.dtype)
    index_1: "bf16[8, 8]" = torch.ops.aten.index.Tensor(arg17_1, [getitem_102]);  arg17_1 = None
    mul_30: "bf16[8, 8]" = torch.ops.aten.mul.Tensor(convert_element_type_38, index_1);  convert_element_type_38 = index_1 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:81 in _routing_torch, code: return topk_weights.to(torch.float32), topk_ids.to(torch.int32)
    convert_element_type_39: "f32[8, 8]" = torch.ops.prims.convert_element_type.default(mul_30, torch.float32);  mul_30 = None
    convert_element_type_40: "i32[8, 8]" = torch.ops.prims.convert_element_type.default(getitem_102, torch.int32);  getitem_102 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_35: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(convert_element_type_22, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_12: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_35, 2)
    mean_7: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_12, [-1], True);  pow_12 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_15: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
    rsqrt_3: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    mul_28: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_35, rsqrt_3);  convert_element_type_35 = rsqrt_3 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_29: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_28, arg16_1);  mul_28 = arg16_1 = None
    convert_element_type_36: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_29, torch.bfloat16);  mul_29 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/utils/custom_op.py:162 in call, code: return op(*args, **kwargs)
    auto_functionalized_v2 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.sglang.inplace_fused_experts.default, w1 = arg18_1, w2 = arg19_1, topk_weights = convert_element_type_39, topk_ids = convert_element_type_40, b1 = None, b2 = None, activation = 'gelu', is_gated = True, apply_router_weight_on_input = False, use_fp8_w8a8 = False, use_int8_w8a8 = False, use_int8_w8a16 = False, use_int4_w4a16 = False, per_channel_quant = False, w1_scale = None, w2_scale = None, w1_zp = None, w2_zp = None, a1_scale = None, a2_scale = None, block_shape = None, routed_scaling_factor = None, gemm1_alpha = None, gemm1_limit = None, filter_expert = False, swiglu_limit = None, gate_up_interleaved = True, a1_q = None, fuse_swiglu_interleaved = False, _hidden_states_base_index = 0, _all_bases = [convert_element_type_36]);  arg18_1 = arg19_1 = convert_element_type_39 = convert_element_type_40 = convert_element_type_36 = None
    getitem_104: "bf16[8, 2816]" = auto_functionalized_v2[1];  auto_functionalized_v2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_9: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_5: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_10: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
    rsqrt_2: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    mul_17: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  add_9 = rsqrt_2 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_18: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_17, arg11_1);  mul_17 = arg11_1 = None
    convert_element_type_23: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_18, torch.bfloat16);  mul_18 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[2816, 4224]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
    mm_2: "bf16[8, 4224]" = torch.ops.aten.mm.default(convert_element_type_23, permute_6);  convert_element_type_23 = permute_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_5: "bf16[8, 2112]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 2112)
    convert_element_type_26: "f32[8, 2112]" = torch.ops.prims.convert_element_type.default(slice_5, torch.float32);  slice_5 = None
    mul_23: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(convert_element_type_26, 0.5)
    mul_19: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(convert_element_type_26, convert_element_type_26)
    mul_20: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(mul_19, convert_element_type_26);  mul_19 = None
    mul_21: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(mul_20, 0.044715);  mul_20 = None
    add_11: "f32[8, 2112]" = torch.ops.aten.add.Tensor(convert_element_type_26, mul_21);  convert_element_type_26 = mul_21 = None
    mul_22: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(add_11, 0.7978845608028654);  add_11 = None
    tanh: "f32[8, 2112]" = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
    add_12: "f32[8, 2112]" = torch.ops.aten.add.Tensor(tanh, 1);  tanh = None
    mul_24: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(mul_23, add_12);  mul_23 = add_12 = None
    convert_element_type_27: "bf16[8, 2112]" = torch.ops.prims.convert_element_type.default(mul_24, torch.bfloat16);  mul_24 = None
    slice_6: "bf16[8, 2112]" = torch.ops.aten.slice.Tensor(mm_2, 1, 2112, 9223372036854775807);  mm_2 = None
    mul_25: "bf16[8, 2112]" = torch.ops.aten.mul.Tensor(convert_element_type_27, slice_6);  convert_element_type_27 = slice_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[2112, 2816]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_3: "bf16[8, 2816]" = torch.ops.aten.mm.default(mul_25, permute_7);  mul_25 = permute_7 = None
    
    # File: <repo>/gemma4_passes/native.py:23 in rmsnorm_native, code: x = x.to(torch.float32)
    convert_element_type_41: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(mm_3, torch.float32);  mm_3 = None
    
    # File: <repo>/gemma4_passes/native.py:24 in rmsnorm_native, code: variance = x.pow(2).mean(dim=-1, keepdim=True)
    pow_13: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_41, 2)
    mean_8: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_13, [-1], True);  pow_13 = None
    
    # File: <repo>/gemma4_passes/native.py:25 in rmsnorm_native, code: x = x * torch.rsqrt(variance + eps)
    add_16: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
    rsqrt_4: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
    mul_31: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_41, rsqrt_4);  convert_element_type_41 = rsqrt_4 = None
    
    # File: <repo>/gemma4_passes/native.py:26 in rmsnorm_native, code: return (x * weight).to(orig)
    mul_32: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_31, arg20_1);  mul_31 = arg20_1 = None
    convert_element_type_42: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_32, torch.bfloat16);  mul_32 = None
    
    # File: <repo>/gemma4_passes/native.py:23 in rmsnorm_native, code: x = x.to(torch.float32)
    convert_element_type_43: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(getitem_104, torch.float32);  getitem_104 = None
    
    # File: <repo>/gemma4_passes/native.py:24 in rmsnorm_native, code: variance = x.pow(2).mean(dim=-1, keepdim=True)
    pow_14: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_43, 2)
    mean_9: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_14, [-1], True);  pow_14 = None
    
    # File: <repo>/gemma4_passes/native.py:25 in rmsnorm_native, code: x = x * torch.rsqrt(variance + eps)
    add_17: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    rsqrt_5: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
    mul_33: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_43, rsqrt_5);  convert_element_type_43 = rsqrt_5 = None
    
    # File: <repo>/gemma4_passes/native.py:26 in rmsnorm_native, code: return (x * weight).to(orig)
    mul_34: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_33, arg21_1);  mul_33 = arg21_1 = None
    convert_element_type_44: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_34, torch.bfloat16);  mul_34 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:48 in gemma_dual_rmsnorm_residual_scalar, code: h = rmsnorm_native(x1, weight1, eps1) + rmsnorm_native(x2, weight2, eps2)
    add_18: "bf16[8, 2816]" = torch.ops.aten.add.Tensor(convert_element_type_42, convert_element_type_44);  convert_element_type_42 = convert_element_type_44 = None
    
    # File: <repo>/gemma4_passes/native.py:23 in rmsnorm_native, code: x = x.to(torch.float32)
    convert_element_type_45: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(add_18, torch.float32);  add_18 = None
    
    # File: <repo>/gemma4_passes/native.py:24 in rmsnorm_native, code: variance = x.pow(2).mean(dim=-1, keepdim=True)
    pow_15: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_45, 2)
    mean_10: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_15, [-1], True);  pow_15 = None
    
    # File: <repo>/gemma4_passes/native.py:25 in rmsnorm_native, code: x = x * torch.rsqrt(variance + eps)
    add_19: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
    rsqrt_6: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_19);  add_19 = None
    mul_35: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_45, rsqrt_6);  convert_element_type_45 = rsqrt_6 = None
    
    # File: <repo>/gemma4_passes/native.py:26 in rmsnorm_native, code: return (x * weight).to(orig)
    mul_36: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_35, arg22_1);  mul_35 = arg22_1 = None
    convert_element_type_46: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_36, torch.bfloat16);  mul_36 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:49 in gemma_dual_rmsnorm_residual_scalar, code: return (rmsnorm_native(h, weight3, eps3) + residual) * scalar
    add_20: "bf16[8, 2816]" = torch.ops.aten.add.Tensor(convert_element_type_46, convert_element_type_22);  convert_element_type_46 = convert_element_type_22 = None
    mul_37: "bf16[8, 2816]" = torch.ops.aten.mul.Tensor(add_20, arg23_1);  add_20 = arg23_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_47: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_37, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_16: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_47, 2)
    mean_11: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_16, [-1], True);  pow_16 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_21: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    rsqrt_7: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_21);  add_21 = None
    mul_38: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_47, rsqrt_7);  convert_element_type_47 = rsqrt_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_39: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_38, arg24_1);  mul_38 = arg24_1 = None
    convert_element_type_48: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_39, torch.bfloat16);  mul_39 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_9: "bf16[2816, 10240]" = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
    mm_5: "bf16[8, 10240]" = torch.ops.aten.mm.default(convert_element_type_48, permute_9);  convert_element_type_48 = permute_9 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_26 = torch.ops.aten.split_with_sizes.default(mm_5, [8192, 1024, 1024], -1)
    getitem_105: "bf16[8, 8192]" = split_with_sizes_26[0];  split_with_sizes_26 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view_54: "bf16[8, 16, 512]" = torch.ops.aten.reshape.default(getitem_105, [8, 16, 512])
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_51: "f32[8, 16, 512]" = torch.ops.prims.convert_element_type.default(view_54, torch.float32);  view_54 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_17: "f32[8, 16, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_51, 2)
    mean_12: "f32[8, 16, 1]" = torch.ops.aten.mean.dim(pow_17, [-1], True);  pow_17 = None
    add_22: "f32[8, 16, 1]" = torch.ops.aten.add.Tensor(mean_12, 1e-06);  mean_12 = None
    pow_18: "f32[8, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_22, -0.5);  add_22 = None
    mul_40: "f32[8, 16, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_51, pow_18);  convert_element_type_51 = pow_18 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_52: "f32[512]" = torch.ops.prims.convert_element_type.default(arg26_1, torch.float32);  arg26_1 = None
    add_23: "f32[512]" = torch.ops.aten.add.Tensor(convert_element_type_52, 0.0);  convert_element_type_52 = None
    mul_41: "f32[8, 16, 512]" = torch.ops.aten.mul.Tensor(mul_40, add_23);  mul_40 = add_23 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_53: "bf16[8, 16, 512]" = torch.ops.prims.convert_element_type.default(mul_41, torch.bfloat16);  mul_41 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:67 in gemma_qkv_rmsnorm, code: q.copy_(gemma4_rmsnorm_native(qh, q_weight, eps).flatten(-2, -1))
    view_55: "bf16[8, 8192]" = torch.ops.aten.reshape.default(convert_element_type_53, [8, 8192]);  convert_element_type_53 = None
    copy_5: "bf16[8, 8192]" = torch.ops.aten.copy.default(getitem_105, view_55);  getitem_105 = view_55 = None
    slice_scatter_3: "bf16[8, 10240]" = torch.ops.aten.slice_scatter.default(mm_5, copy_5, 1, 0, 8192);  mm_5 = copy_5 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_28 = torch.ops.aten.split_with_sizes.default(slice_scatter_3, [8192, 1024, 1024], -1)
    getitem_112: "bf16[8, 1024]" = split_with_sizes_28[1];  split_with_sizes_28 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:69 in gemma_qkv_rmsnorm, code: kh = k.unflatten(-1, (num_kv_heads, head_dim))
    split_with_sizes_30 = torch.ops.aten.split_with_sizes.default(slice_scatter_3, [8192, 1024, 1024], -1)
    getitem_118: "bf16[8, 1024]" = split_with_sizes_30[1];  split_with_sizes_30 = None
    view_58: "bf16[8, 2, 512]" = torch.ops.aten.reshape.default(getitem_118, [8, 2, 512]);  getitem_118 = None
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_54: "f32[8, 2, 512]" = torch.ops.prims.convert_element_type.default(view_58, torch.float32);  view_58 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_19: "f32[8, 2, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_54, 2)
    mean_13: "f32[8, 2, 1]" = torch.ops.aten.mean.dim(pow_19, [-1], True);  pow_19 = None
    add_24: "f32[8, 2, 1]" = torch.ops.aten.add.Tensor(mean_13, 1e-06);  mean_13 = None
    pow_20: "f32[8, 2, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_24, -0.5);  add_24 = None
    mul_42: "f32[8, 2, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_54, pow_20);  convert_element_type_54 = pow_20 = None
    
    # File: <repo>/gemma4_passes/native.py:49 in gemma4_rmsnorm_native, code: out = out * (weight.float() + 0.0)
    convert_element_type_55: "f32[512]" = torch.ops.prims.convert_element_type.default(arg27_1, torch.float32);  arg27_1 = None
    add_25: "f32[512]" = torch.ops.aten.add.Tensor(convert_element_type_55, 0.0);  convert_element_type_55 = None
    mul_43: "f32[8, 2, 512]" = torch.ops.aten.mul.Tensor(mul_42, add_25);  mul_42 = add_25 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_56: "bf16[8, 2, 512]" = torch.ops.prims.convert_element_type.default(mul_43, torch.bfloat16);  mul_43 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:71 in gemma_qkv_rmsnorm, code: k.copy_(gemma4_rmsnorm_native(kh, k_weight, eps).flatten(-2, -1))
    view_59: "bf16[8, 1024]" = torch.ops.aten.reshape.default(convert_element_type_56, [8, 1024]);  convert_element_type_56 = None
    copy_6: "bf16[8, 1024]" = torch.ops.aten.copy.default(getitem_112, view_59);  getitem_112 = view_59 = None
    slice_scatter_4: "bf16[8, 10240]" = torch.ops.aten.slice_scatter.default(slice_scatter_3, copy_6, 1, 8192, 9216);  slice_scatter_3 = copy_6 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    split_with_sizes_32 = torch.ops.aten.split_with_sizes.default(slice_scatter_4, [8192, 1024, 1024], -1)
    getitem_125: "bf16[8, 1024]" = split_with_sizes_32[2];  split_with_sizes_32 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_33 = torch.ops.aten.split_with_sizes.default(slice_scatter_4, [8192, 1024, 1024], -1)
    getitem_128: "bf16[8, 1024]" = split_with_sizes_33[2];  split_with_sizes_33 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_2: "f32[8, 512]" = torch.ops.aten.index.Tensor(arg28_1, [arg0_1]);  arg28_1 = arg0_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_7 = torch.ops.aten.split.Tensor(index_2, 256, -1);  index_2 = None
    getitem_138: "f32[8, 256]" = split_7[0]
    getitem_139: "f32[8, 256]" = split_7[1];  split_7 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    view_60: "bf16[8, 2, 512]" = torch.ops.aten.reshape.default(getitem_125, [8, 2, 512]);  getitem_125 = None
    
    # File: <repo>/gemma4_passes/native.py:46 in gemma4_rmsnorm_native, code: xf = x.float()
    convert_element_type_57: "f32[8, 2, 512]" = torch.ops.prims.convert_element_type.default(view_60, torch.float32);  view_60 = None
    
    # File: <repo>/gemma4_passes/native.py:47 in gemma4_rmsnorm_native, code: out = xf * torch.pow(xf.pow(2).mean(-1, keepdim=True) + eps, -0.5)
    pow_21: "f32[8, 2, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_57, 2)
    mean_14: "f32[8, 2, 1]" = torch.ops.aten.mean.dim(pow_21, [-1], True);  pow_21 = None
    add_26: "f32[8, 2, 1]" = torch.ops.aten.add.Tensor(mean_14, 1e-06);  mean_14 = None
    pow_22: "f32[8, 2, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_26, -0.5);  add_26 = None
    mul_44: "f32[8, 2, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_57, pow_22);  convert_element_type_57 = pow_22 = None
    
    # File: <repo>/gemma4_passes/native.py:50 in gemma4_rmsnorm_native, code: return out.type_as(x)
    convert_element_type_58: "bf16[8, 2, 512]" = torch.ops.prims.convert_element_type.default(mul_44, torch.bfloat16);  mul_44 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:72 in gemma_qkv_rmsnorm, code: v.copy_(gemma4_rmsnorm_native(vh, None, eps).flatten(-2, -1))
    view_61: "bf16[8, 1024]" = torch.ops.aten.reshape.default(convert_element_type_58, [8, 1024]);  convert_element_type_58 = None
    copy_7: "bf16[8, 1024]" = torch.ops.aten.copy.default(getitem_128, view_61);  getitem_128 = view_61 = None
    slice_scatter_5: "bf16[8, 10240]" = torch.ops.aten.slice_scatter.default(slice_scatter_4, copy_7, 1, 9216, 10240);  slice_scatter_4 = copy_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_with_sizes_40 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [8192, 1024, 1024], -1)
    getitem_151: "bf16[8, 8192]" = split_with_sizes_40[0];  split_with_sizes_40 = None
    view_69: "bf16[8, 16, 512]" = torch.ops.aten.reshape.default(getitem_151, [8, -1, 512]);  getitem_151 = None
    split_9 = torch.ops.aten.split.Tensor(view_69, 256, -1);  view_69 = None
    getitem_154: "bf16[8, 16, 256]" = split_9[0];  split_9 = None
    split_with_sizes_41 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [8192, 1024, 1024], -1)
    getitem_156: "bf16[8, 8192]" = split_with_sizes_41[0];  split_with_sizes_41 = None
    view_70: "bf16[8, 16, 512]" = torch.ops.aten.reshape.default(getitem_156, [8, -1, 512]);  getitem_156 = None
    split_10 = torch.ops.aten.split.Tensor(view_70, 256, -1);  view_70 = None
    getitem_160: "bf16[8, 16, 256]" = split_10[1];  split_10 = None
    split_with_sizes_46 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [8192, 1024, 1024], -1)
    getitem_176: "bf16[8, 1024]" = split_with_sizes_46[1];  split_with_sizes_46 = None
    view_82: "bf16[8, 2, 512]" = torch.ops.aten.reshape.default(getitem_176, [8, 2, 512]);  getitem_176 = None
    split_12 = torch.ops.aten.split.Tensor(view_82, 256, -1);  view_82 = None
    getitem_178: "bf16[8, 2, 256]" = split_12[0];  split_12 = None
    split_with_sizes_47 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [8192, 1024, 1024], -1)
    getitem_181: "bf16[8, 1024]" = split_with_sizes_47[1];  split_with_sizes_47 = None
    view_85: "bf16[8, 2, 512]" = torch.ops.aten.reshape.default(getitem_181, [8, 2, 512]);  getitem_181 = None
    split_13 = torch.ops.aten.split.Tensor(view_85, 256, -1);  view_85 = None
    getitem_184: "bf16[8, 2, 256]" = split_13[1];  split_13 = None
    
    # File: <repo>/gemma4_passes/harness.py:374 in forward, code: v = v.reshape(T, layer.tp_v_head_num, -1)
    split_with_sizes_51 = torch.ops.aten.split_with_sizes.default(slice_scatter_5, [8192, 1024, 1024], -1);  slice_scatter_5 = None
    getitem_196: "bf16[8, 1024]" = split_with_sizes_51[2];  split_with_sizes_51 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_5: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_138, -2)
    convert_element_type_59: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_5, torch.bfloat16);  unsqueeze_5 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_45: "bf16[8, 16, 256]" = torch.ops.aten.mul.Tensor(getitem_154, convert_element_type_59)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_6: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_139, -2)
    convert_element_type_60: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_6, torch.bfloat16);  unsqueeze_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_46: "bf16[8, 16, 256]" = torch.ops.aten.mul.Tensor(getitem_160, convert_element_type_60)
    sub_3: "bf16[8, 16, 256]" = torch.ops.aten.sub.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_47: "bf16[8, 16, 256]" = torch.ops.aten.mul.Tensor(getitem_160, convert_element_type_59);  getitem_160 = convert_element_type_59 = None
    mul_48: "bf16[8, 16, 256]" = torch.ops.aten.mul.Tensor(getitem_154, convert_element_type_60);  getitem_154 = convert_element_type_60 = None
    add_27: "bf16[8, 16, 256]" = torch.ops.aten.add.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_2: "bf16[8, 16, 512]" = torch.ops.aten.cat.default([sub_3, add_27], -1);  sub_3 = add_27 = None
    
    # File: <repo>/gemma4_passes/harness.py:400 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[8, 16, 1, 512]" = torch.ops.aten.unsqueeze.default(cat_2, 2);  cat_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_63: "f32[8, 16, 1, 512]" = torch.ops.prims.convert_element_type.default(unsqueeze_9, torch.float32);  unsqueeze_9 = None
    mul_53: "f32[8, 16, 1, 512]" = torch.ops.aten.mul.Scalar(convert_element_type_63, 1.0);  convert_element_type_63 = None
    expand_2: "f32[8, 16, 1, 512]" = torch.ops.aten.expand.default(mul_53, [8, 16, 1, 512]);  mul_53 = None
    view_107: "f32[128, 1, 512]" = torch.ops.aten.reshape.default(expand_2, [128, 1, 512]);  expand_2 = None
    unsqueeze_12: "f32[128, 1, 512, 1]" = torch.ops.aten.unsqueeze.default(view_107, -1);  view_107 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select_4: "bf16[8, 2, 512]" = torch.ops.aten.select.int(arg29_1, 1, 16)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_7: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_138, -2);  getitem_138 = None
    convert_element_type_61: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_7, torch.bfloat16);  unsqueeze_7 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_49: "bf16[8, 2, 256]" = torch.ops.aten.mul.Tensor(getitem_178, convert_element_type_61)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_8: "f32[8, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_139, -2);  getitem_139 = None
    convert_element_type_62: "bf16[8, 1, 256]" = torch.ops.prims.convert_element_type.default(unsqueeze_8, torch.bfloat16);  unsqueeze_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_50: "bf16[8, 2, 256]" = torch.ops.aten.mul.Tensor(getitem_184, convert_element_type_62)
    sub_4: "bf16[8, 2, 256]" = torch.ops.aten.sub.Tensor(mul_49, mul_50);  mul_49 = mul_50 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_51: "bf16[8, 2, 256]" = torch.ops.aten.mul.Tensor(getitem_184, convert_element_type_61);  getitem_184 = convert_element_type_61 = None
    mul_52: "bf16[8, 2, 256]" = torch.ops.aten.mul.Tensor(getitem_178, convert_element_type_62);  getitem_178 = convert_element_type_62 = None
    add_28: "bf16[8, 2, 256]" = torch.ops.aten.add.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_3: "bf16[8, 2, 512]" = torch.ops.aten.cat.default([sub_4, add_28], -1);  sub_4 = add_28 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy_8: "bf16[8, 2, 512]" = torch.ops.aten.copy.default(select_4, cat_3);  select_4 = cat_3 = None
    select_scatter_2: "bf16[8, 17, 2, 512]" = torch.ops.aten.select_scatter.default(arg29_1, copy_8, 1, 16);  copy_8 = None
    
    # File: <repo>/gemma4_passes/harness.py:401 in decode_attention, code: kc.transpose(1, 2),
    permute_12: "bf16[8, 2, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_64: "f32[8, 2, 17, 512]" = torch.ops.prims.convert_element_type.default(permute_12, torch.float32);  permute_12 = None
    unsqueeze_10: "f32[8, 2, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(convert_element_type_64, 2);  convert_element_type_64 = None
    expand: "f32[8, 2, 8, 17, 512]" = torch.ops.aten.expand.default(unsqueeze_10, [8, 2, 8, 17, 512]);  unsqueeze_10 = None
    clone_4: "f32[8, 2, 8, 17, 512]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    view_105: "f32[8, 16, 17, 512]" = torch.ops.aten.reshape.default(clone_4, [8, 16, 17, 512]);  clone_4 = None
    permute_14: "f32[8, 16, 512, 17]" = torch.ops.aten.permute.default(view_105, [0, 1, 3, 2]);  view_105 = None
    mul_54: "f32[8, 16, 512, 17]" = torch.ops.aten.mul.Scalar(permute_14, 1.0);  permute_14 = None
    expand_3: "f32[8, 16, 512, 17]" = torch.ops.aten.expand.default(mul_54, [8, 16, 512, 17]);  mul_54 = None
    view_108: "f32[128, 512, 17]" = torch.ops.aten.reshape.default(expand_3, [128, 512, 17]);  expand_3 = None
    unsqueeze_13: "f32[128, 1, 512, 17]" = torch.ops.aten.unsqueeze.default(view_108, 1);  view_108 = None
    mul_55: "f32[128, 1, 512, 17]" = torch.ops.aten.mul.Tensor(unsqueeze_12, unsqueeze_13);  unsqueeze_12 = unsqueeze_13 = None
    sum_2: "f32[128, 1, 17]" = torch.ops.aten.sum.dim_IntList(mul_55, [2]);  mul_55 = None
    view_109: "f32[8, 16, 1, 17]" = torch.ops.aten.reshape.default(sum_2, [8, 16, 1, 17]);  sum_2 = None
    eq: "b8[8, 16, 1, 17]" = torch.ops.aten.eq.Scalar(view_109, -inf)
    logical_not: "b8[8, 16, 1, 17]" = torch.ops.aten.logical_not.default(eq);  eq = None
    any_1: "b8[8, 16, 1, 1]" = torch.ops.aten.any.dim(logical_not, -1, True);  logical_not = None
    logical_not_1: "b8[8, 16, 1, 1]" = torch.ops.aten.logical_not.default(any_1);  any_1 = None
    full_default: "f32[8, 16, 1, 17]" = torch.ops.aten.full.default([8, 16, 1, 17], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
    
    # No stacktrace found for following nodes
    prepare_softmax_online_default_1 = torch.ops.prims.prepare_softmax_online.default(view_109, -1)
    getitem_203: "f32[8, 16, 1, 1]" = prepare_softmax_online_default_1[0]
    getitem_204: "f32[8, 16, 1, 1]" = prepare_softmax_online_default_1[1];  prepare_softmax_online_default_1 = None
    sub_tensor_1: "f32[8, 16, 1, 17]" = torch.ops.aten.sub.Tensor(view_109, getitem_203);  view_109 = getitem_203 = None
    exp_default_1: "f32[8, 16, 1, 17]" = torch.ops.aten.exp.default(sub_tensor_1);  sub_tensor_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: out = F.scaled_dot_product_attention(
    div_1: "f32[8, 16, 1, 17]" = torch.ops.aten.div.Tensor(exp_default_1, getitem_204);  exp_default_1 = getitem_204 = None
    where: "f32[8, 16, 1, 17]" = torch.ops.aten.where.self(logical_not_1, full_default, div_1);  logical_not_1 = full_default = div_1 = None
    expand_4: "f32[8, 16, 1, 17]" = torch.ops.aten.expand.default(where, [8, 16, 1, 17]);  where = None
    view_110: "f32[128, 1, 17]" = torch.ops.aten.reshape.default(expand_4, [128, 1, 17]);  expand_4 = None
    unsqueeze_14: "f32[128, 1, 17, 1]" = torch.ops.aten.unsqueeze.default(view_110, -1);  view_110 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_6: "bf16[8, 2, 512]" = torch.ops.aten.select.int(arg30_1, 1, 16)
    
    # File: <repo>/gemma4_passes/harness.py:374 in forward, code: v = v.reshape(T, layer.tp_v_head_num, -1)
    view_102: "bf16[8, 2, 512]" = torch.ops.aten.reshape.default(getitem_196, [8, 2, 512]);  getitem_196 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy_9: "bf16[8, 2, 512]" = torch.ops.aten.copy.default(select_6, view_102);  select_6 = view_102 = None
    select_scatter_3: "bf16[8, 17, 2, 512]" = torch.ops.aten.select_scatter.default(arg30_1, copy_9, 1, 16);  copy_9 = None
    
    # File: <repo>/gemma4_passes/harness.py:402 in decode_attention, code: vc.transpose(1, 2),
    permute_13: "bf16[8, 2, 17, 512]" = torch.ops.aten.permute.default(select_scatter_3, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_65: "f32[8, 2, 17, 512]" = torch.ops.prims.convert_element_type.default(permute_13, torch.float32);  permute_13 = None
    unsqueeze_11: "f32[8, 2, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(convert_element_type_65, 2);  convert_element_type_65 = None
    expand_1: "f32[8, 2, 8, 17, 512]" = torch.ops.aten.expand.default(unsqueeze_11, [8, 2, 8, 17, 512]);  unsqueeze_11 = None
    clone_5: "f32[8, 2, 8, 17, 512]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    view_106: "f32[8, 16, 17, 512]" = torch.ops.aten.reshape.default(clone_5, [8, 16, 17, 512]);  clone_5 = None
    expand_5: "f32[8, 16, 17, 512]" = torch.ops.aten.expand.default(view_106, [8, 16, 17, 512]);  view_106 = None
    view_111: "f32[128, 17, 512]" = torch.ops.aten.reshape.default(expand_5, [128, 17, 512]);  expand_5 = None
    unsqueeze_15: "f32[128, 1, 17, 512]" = torch.ops.aten.unsqueeze.default(view_111, 1);  view_111 = None
    mul_56: "f32[128, 1, 17, 512]" = torch.ops.aten.mul.Tensor(unsqueeze_14, unsqueeze_15);  unsqueeze_14 = unsqueeze_15 = None
    sum_4: "f32[128, 1, 512]" = torch.ops.aten.sum.dim_IntList(mul_56, [2]);  mul_56 = None
    view_112: "f32[8, 16, 1, 512]" = torch.ops.aten.reshape.default(sum_4, [8, 16, 1, 512]);  sum_4 = None
    convert_element_type_67: "bf16[8, 16, 1, 512]" = torch.ops.prims.convert_element_type.default(view_112, torch.bfloat16);  view_112 = None
    
    # File: <repo>/gemma4_passes/harness.py:406 in decode_attention, code: return out.reshape(T, -1)
    view_113: "bf16[8, 8192]" = torch.ops.aten.reshape.default(convert_element_type_67, [8, -1]);  convert_element_type_67 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_15: "bf16[8192, 2816]" = torch.ops.aten.permute.default(arg31_1, [1, 0]);  arg31_1 = None
    mm_6: "bf16[8, 2816]" = torch.ops.aten.mm.default(view_113, permute_15);  view_113 = permute_15 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_70: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(mm_6, torch.float32);  mm_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_23: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_70, 2)
    mean_15: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_23, [-1], True);  pow_23 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_29: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_15, 1e-06);  mean_15 = None
    rsqrt_8: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
    mul_57: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_70, rsqrt_8);  convert_element_type_70 = rsqrt_8 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_58: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_57, arg32_1);  mul_57 = arg32_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_73: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_37, torch.float32);  mul_37 = None
    add_30: "f32[8, 2816]" = torch.ops.aten.add.Tensor(mul_58, convert_element_type_73);  mul_58 = convert_element_type_73 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_74: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(add_30, torch.bfloat16)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_82: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(convert_element_type_74, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_25: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_82, 2)
    mean_17: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_25, [-1], True);  pow_25 = None
    add_34: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_17, 1e-06);  mean_17 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_26: "f32[8, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_34, -0.5);  add_34 = None
    mul_68: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_82, pow_26);  convert_element_type_82 = pow_26 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_83: "f32[2816]" = torch.ops.prims.convert_element_type.default(arg36_1, torch.float32);  arg36_1 = None
    add_35: "f32[2816]" = torch.ops.aten.add.Tensor(convert_element_type_83, 0.0);  convert_element_type_83 = None
    mul_69: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_68, add_35);  mul_68 = add_35 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_84: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_69, torch.bfloat16);  mul_69 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_18: "bf16[2816, 128]" = torch.ops.aten.permute.default(arg37_1, [1, 0]);  arg37_1 = None
    mm_9: "bf16[8, 128]" = torch.ops.aten.mm.default(convert_element_type_84, permute_18);  convert_element_type_84 = permute_18 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:99 in gemma4_fused_routing, code: topk_logits, topk_ids = torch.topk(gating_output, k=topk, dim=-1)
    topk_1 = torch.ops.aten.topk.default(mm_9, 8);  mm_9 = None
    getitem_197: "bf16[8, 8]" = topk_1[0]
    getitem_198: "i64[8, 8]" = topk_1[1];  topk_1 = None
    
    # File: <repo>/gemma4_passes/native.py:74 in routing_post_topk_native, code: topk_weights = F.softmax(topk_logits, dim=-1)
    convert_element_type_89: "f32[8, 8]" = torch.ops.prims.convert_element_type.default(getitem_197, torch.float32);  getitem_197 = None
    
    # No stacktrace found for following nodes
    prepare_softmax_online_default = torch.ops.prims.prepare_softmax_online.default(convert_element_type_89, -1)
    getitem_201: "f32[8, 1]" = prepare_softmax_online_default[0]
    getitem_202: "f32[8, 1]" = prepare_softmax_online_default[1];  prepare_softmax_online_default = None
    sub_tensor: "f32[8, 8]" = torch.ops.aten.sub.Tensor(convert_element_type_89, getitem_201);  convert_element_type_89 = getitem_201 = None
    exp_default: "f32[8, 8]" = torch.ops.aten.exp.default(sub_tensor);  sub_tensor = None
    
    # File: <repo>/gemma4_passes/native.py:74 in routing_post_topk_native, code: topk_weights = F.softmax(topk_logits, dim=-1)
    div_2: "f32[8, 8]" = torch.ops.aten.div.Tensor(exp_default, getitem_202);  exp_default = getitem_202 = None
    convert_element_type_90: "bf16[8, 8]" = torch.ops.prims.convert_element_type.default(div_2, torch.bfloat16);  div_2 = None
    
    # File: <repo>/gemma4_passes/native.py:75 in routing_post_topk_native, code: return topk_weights * per_expert_scale[topk_ids].to(topk_weights.dtype)
    index_3: "bf16[8, 8]" = torch.ops.aten.index.Tensor(arg39_1, [getitem_198]);  arg39_1 = None
    mul_72: "bf16[8, 8]" = torch.ops.aten.mul.Tensor(convert_element_type_90, index_3);  convert_element_type_90 = index_3 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:81 in _routing_torch, code: return topk_weights.to(torch.float32), topk_ids.to(torch.int32)
    convert_element_type_91: "f32[8, 8]" = torch.ops.prims.convert_element_type.default(mul_72, torch.float32);  mul_72 = None
    convert_element_type_92: "i32[8, 8]" = torch.ops.prims.convert_element_type.default(getitem_198, torch.int32);  getitem_198 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_87: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(convert_element_type_74, torch.float32)
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_27: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_87, 2)
    mean_18: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_27, [-1], True);  pow_27 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_36: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_18, 1e-06);  mean_18 = None
    rsqrt_10: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_36);  add_36 = None
    mul_70: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_87, rsqrt_10);  convert_element_type_87 = rsqrt_10 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_71: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_70, arg38_1);  mul_70 = arg38_1 = None
    convert_element_type_88: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_71, torch.bfloat16);  mul_71 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/utils/custom_op.py:162 in call, code: return op(*args, **kwargs)
    auto_functionalized_v2_1 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.sglang.inplace_fused_experts.default, w1 = arg40_1, w2 = arg41_1, topk_weights = convert_element_type_91, topk_ids = convert_element_type_92, b1 = None, b2 = None, activation = 'gelu', is_gated = True, apply_router_weight_on_input = False, use_fp8_w8a8 = False, use_int8_w8a8 = False, use_int8_w8a16 = False, use_int4_w4a16 = False, per_channel_quant = False, w1_scale = None, w2_scale = None, w1_zp = None, w2_zp = None, a1_scale = None, a2_scale = None, block_shape = None, routed_scaling_factor = None, gemm1_alpha = None, gemm1_limit = None, filter_expert = False, swiglu_limit = None, gate_up_interleaved = True, a1_q = None, fuse_swiglu_interleaved = False, _hidden_states_base_index = 0, _all_bases = [convert_element_type_88]);  arg40_1 = arg41_1 = convert_element_type_91 = convert_element_type_92 = convert_element_type_88 = None
    getitem_200: "bf16[8, 2816]" = auto_functionalized_v2_1[1];  auto_functionalized_v2_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_24: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(add_30, 2)
    mean_16: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_24, [-1], True);  pow_24 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_31: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_16, 1e-06);  mean_16 = None
    rsqrt_9: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_31);  add_31 = None
    mul_59: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(add_30, rsqrt_9);  add_30 = rsqrt_9 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_60: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_59, arg33_1);  mul_59 = arg33_1 = None
    convert_element_type_75: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_60, torch.bfloat16);  mul_60 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_16: "bf16[2816, 4224]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
    mm_7: "bf16[8, 4224]" = torch.ops.aten.mm.default(convert_element_type_75, permute_16);  convert_element_type_75 = permute_16 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_11: "bf16[8, 2112]" = torch.ops.aten.slice.Tensor(mm_7, 1, 0, 2112)
    convert_element_type_78: "f32[8, 2112]" = torch.ops.prims.convert_element_type.default(slice_11, torch.float32);  slice_11 = None
    mul_65: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(convert_element_type_78, 0.5)
    mul_61: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(convert_element_type_78, convert_element_type_78)
    mul_62: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(mul_61, convert_element_type_78);  mul_61 = None
    mul_63: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(mul_62, 0.044715);  mul_62 = None
    add_32: "f32[8, 2112]" = torch.ops.aten.add.Tensor(convert_element_type_78, mul_63);  convert_element_type_78 = mul_63 = None
    mul_64: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(add_32, 0.7978845608028654);  add_32 = None
    tanh_1: "f32[8, 2112]" = torch.ops.aten.tanh.default(mul_64);  mul_64 = None
    add_33: "f32[8, 2112]" = torch.ops.aten.add.Tensor(tanh_1, 1);  tanh_1 = None
    mul_66: "f32[8, 2112]" = torch.ops.aten.mul.Tensor(mul_65, add_33);  mul_65 = add_33 = None
    convert_element_type_79: "bf16[8, 2112]" = torch.ops.prims.convert_element_type.default(mul_66, torch.bfloat16);  mul_66 = None
    slice_12: "bf16[8, 2112]" = torch.ops.aten.slice.Tensor(mm_7, 1, 2112, 9223372036854775807);  mm_7 = None
    mul_67: "bf16[8, 2112]" = torch.ops.aten.mul.Tensor(convert_element_type_79, slice_12);  convert_element_type_79 = slice_12 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_17: "bf16[2112, 2816]" = torch.ops.aten.permute.default(arg35_1, [1, 0]);  arg35_1 = None
    mm_8: "bf16[8, 2816]" = torch.ops.aten.mm.default(mul_67, permute_17);  mul_67 = permute_17 = None
    
    # File: <repo>/gemma4_passes/native.py:23 in rmsnorm_native, code: x = x.to(torch.float32)
    convert_element_type_93: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(mm_8, torch.float32);  mm_8 = None
    
    # File: <repo>/gemma4_passes/native.py:24 in rmsnorm_native, code: variance = x.pow(2).mean(dim=-1, keepdim=True)
    pow_28: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_93, 2)
    mean_19: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_28, [-1], True);  pow_28 = None
    
    # File: <repo>/gemma4_passes/native.py:25 in rmsnorm_native, code: x = x * torch.rsqrt(variance + eps)
    add_37: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_19, 1e-06);  mean_19 = None
    rsqrt_11: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_37);  add_37 = None
    mul_73: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_93, rsqrt_11);  convert_element_type_93 = rsqrt_11 = None
    
    # File: <repo>/gemma4_passes/native.py:26 in rmsnorm_native, code: return (x * weight).to(orig)
    mul_74: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_73, arg42_1);  mul_73 = arg42_1 = None
    convert_element_type_94: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_74, torch.bfloat16);  mul_74 = None
    
    # File: <repo>/gemma4_passes/native.py:23 in rmsnorm_native, code: x = x.to(torch.float32)
    convert_element_type_95: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(getitem_200, torch.float32);  getitem_200 = None
    
    # File: <repo>/gemma4_passes/native.py:24 in rmsnorm_native, code: variance = x.pow(2).mean(dim=-1, keepdim=True)
    pow_29: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_95, 2)
    mean_20: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_29, [-1], True);  pow_29 = None
    
    # File: <repo>/gemma4_passes/native.py:25 in rmsnorm_native, code: x = x * torch.rsqrt(variance + eps)
    add_38: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_20, 1e-06);  mean_20 = None
    rsqrt_12: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_38);  add_38 = None
    mul_75: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_95, rsqrt_12);  convert_element_type_95 = rsqrt_12 = None
    
    # File: <repo>/gemma4_passes/native.py:26 in rmsnorm_native, code: return (x * weight).to(orig)
    mul_76: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_75, arg43_1);  mul_75 = arg43_1 = None
    convert_element_type_96: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_76, torch.bfloat16);  mul_76 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:48 in gemma_dual_rmsnorm_residual_scalar, code: h = rmsnorm_native(x1, weight1, eps1) + rmsnorm_native(x2, weight2, eps2)
    add_39: "bf16[8, 2816]" = torch.ops.aten.add.Tensor(convert_element_type_94, convert_element_type_96);  convert_element_type_94 = convert_element_type_96 = None
    
    # File: <repo>/gemma4_passes/native.py:23 in rmsnorm_native, code: x = x.to(torch.float32)
    convert_element_type_97: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(add_39, torch.float32);  add_39 = None
    
    # File: <repo>/gemma4_passes/native.py:24 in rmsnorm_native, code: variance = x.pow(2).mean(dim=-1, keepdim=True)
    pow_30: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_97, 2)
    mean_21: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_30, [-1], True);  pow_30 = None
    
    # File: <repo>/gemma4_passes/native.py:25 in rmsnorm_native, code: x = x * torch.rsqrt(variance + eps)
    add_40: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_21, 1e-06);  mean_21 = None
    rsqrt_13: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
    mul_77: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_97, rsqrt_13);  convert_element_type_97 = rsqrt_13 = None
    
    # File: <repo>/gemma4_passes/native.py:26 in rmsnorm_native, code: return (x * weight).to(orig)
    mul_78: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_77, arg44_1);  mul_77 = arg44_1 = None
    convert_element_type_98: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_78, torch.bfloat16);  mul_78 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:49 in gemma_dual_rmsnorm_residual_scalar, code: return (rmsnorm_native(h, weight3, eps3) + residual) * scalar
    add_41: "bf16[8, 2816]" = torch.ops.aten.add.Tensor(convert_element_type_98, convert_element_type_74);  convert_element_type_98 = convert_element_type_74 = None
    mul_79: "bf16[8, 2816]" = torch.ops.aten.mul.Tensor(add_41, arg45_1);  add_41 = arg45_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_99: "f32[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_79, torch.float32);  mul_79 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_31: "f32[8, 2816]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_99, 2)
    mean_22: "f32[8, 1]" = torch.ops.aten.mean.dim(pow_31, [-1], True);  pow_31 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_42: "f32[8, 1]" = torch.ops.aten.add.Tensor(mean_22, 1e-06);  mean_22 = None
    rsqrt_14: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add_42);  add_42 = None
    mul_80: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(convert_element_type_99, rsqrt_14);  convert_element_type_99 = rsqrt_14 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_81: "f32[8, 2816]" = torch.ops.aten.mul.Tensor(mul_80, arg46_1);  mul_80 = arg46_1 = None
    convert_element_type_100: "bf16[8, 2816]" = torch.ops.prims.convert_element_type.default(mul_81, torch.bfloat16);  mul_81 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[8, 17, 8, 256]" = torch.ops.aten.copy_.default(arg7_1, select_scatter);  arg7_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[8, 17, 8, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter_1);  arg8_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[8, 17, 2, 512]" = torch.ops.aten.copy_.default(arg29_1, select_scatter_2);  arg29_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[8, 17, 2, 512]" = torch.ops.aten.copy_.default(arg30_1, select_scatter_3);  arg30_1 = select_scatter_3 = copy__3 = None
    return (convert_element_type_100,)
    