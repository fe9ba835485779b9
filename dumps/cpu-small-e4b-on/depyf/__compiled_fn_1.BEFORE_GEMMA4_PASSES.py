# __compiled_fn_1: post-grad graph before the gemma4-passes passes (637 nodes)



def forward(self, arg0_1: "bf16[1, 4, 32]", arg1_1: "bf16[1, 256]", arg2_1: "bf16[256]", arg3_1: "bf16[3072, 256]", arg4_1: "bf16[512]", arg5_1: "bf16[512]", arg6_1: "i64[1]", arg7_1: "bf16[131072, 512]", arg8_1: "bf16[1, 17, 1, 512]", arg9_1: "bf16[1, 17, 1, 512]", arg10_1: "bf16[256, 2048]", arg11_1: "bf16[256]", arg12_1: "bf16[256]", arg13_1: "bf16[1024, 256]", arg14_1: "bf16[256, 512]", arg15_1: "bf16[256]", arg16_1: "bf16[32, 256]", arg17_1: "bf16[256, 32]", arg18_1: "bf16[256]", arg19_1: "bf16[1]", arg20_1: "bf16[256]", arg21_1: "bf16[1536, 256]", arg22_1: "bf16[256]", arg23_1: "bf16[256]", arg24_1: "bf16[131072, 256]", arg25_1: "bf16[1, 17, 1, 256]", arg26_1: "bf16[1, 17, 1, 256]", arg27_1: "bf16[256, 1024]", arg28_1: "bf16[256]", arg29_1: "bf16[256]", arg30_1: "bf16[1024, 256]", arg31_1: "bf16[256, 512]", arg32_1: "bf16[256]", arg33_1: "bf16[32, 256]", arg34_1: "bf16[256, 32]", arg35_1: "bf16[256]", arg36_1: "bf16[1]", arg37_1: "bf16[256]", arg38_1: "bf16[1536, 256]", arg39_1: "bf16[256]", arg40_1: "bf16[256, 1024]", arg41_1: "bf16[256]", arg42_1: "bf16[256]", arg43_1: "bf16[1024, 256]", arg44_1: "bf16[256, 512]", arg45_1: "bf16[256]", arg46_1: "bf16[32, 256]", arg47_1: "bf16[256, 32]", arg48_1: "bf16[256]", arg49_1: "bf16[1]", arg50_1: "bf16[256]", arg51_1: "bf16[3072, 256]", arg52_1: "bf16[512]", arg53_1: "bf16[256, 2048]", arg54_1: "bf16[256]", arg55_1: "bf16[256]", arg56_1: "bf16[1024, 256]", arg57_1: "bf16[256, 512]", arg58_1: "bf16[256]", arg59_1: "bf16[32, 256]", arg60_1: "bf16[256, 32]", arg61_1: "bf16[256]", arg62_1: "bf16[1]", arg63_1: "bf16[256]"):
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(arg1_1, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_1: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type, 2)
    mean: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
    rsqrt: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
    mul: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type, rsqrt);  convert_element_type = rsqrt = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_1: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul, arg2_1);  mul = arg2_1 = None
    convert_element_type_1: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_1, torch.bfloat16);  mul_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute: "bf16[256, 3072]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
    mm: "bf16[1, 3072]" = torch.ops.aten.mm.default(convert_element_type_1, permute);  convert_element_type_1 = permute = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes = torch.ops.aten.split_with_sizes.default(mm, [2048, 512, 512], -1);  mm = None
    getitem: "bf16[1, 2048]" = split_with_sizes[0]
    getitem_1: "bf16[1, 512]" = split_with_sizes[1]
    getitem_2: "bf16[1, 512]" = split_with_sizes[2];  split_with_sizes = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index: "bf16[1, 512]" = torch.ops.aten.index.Tensor(arg7_1, [arg6_1])
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split = torch.ops.aten.split.Tensor(index, 256, -1);  index = None
    getitem_3: "bf16[1, 256]" = split[0]
    getitem_4: "bf16[1, 256]" = split[1];  split = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view: "bf16[1, 4, 512]" = torch.ops.aten.reshape.default(getitem, [1, 4, 512]);  getitem = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_4: "f32[1, 4, 512]" = torch.ops.prims.convert_element_type.default(view, torch.float32);  view = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_2: "f32[1, 4, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_4, 2)
    mean_1: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_1: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_3: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_1, -0.5);  add_1 = None
    mul_2: "f32[1, 4, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_4, pow_3);  convert_element_type_4 = pow_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_5: "f32[512]" = torch.ops.prims.convert_element_type.default(arg4_1, torch.float32);  arg4_1 = None
    mul_3: "f32[1, 4, 512]" = torch.ops.aten.mul.Tensor(mul_2, convert_element_type_5);  mul_2 = convert_element_type_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_6: "bf16[1, 4, 512]" = torch.ops.prims.convert_element_type.default(mul_3, torch.bfloat16);  mul_3 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_1 = torch.ops.aten.split.Tensor(convert_element_type_6, 256, -1);  convert_element_type_6 = None
    getitem_5: "bf16[1, 4, 256]" = split_1[0]
    getitem_6: "bf16[1, 4, 256]" = split_1[1];  split_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_2: "bf16[1, 1, 512]" = torch.ops.aten.reshape.default(getitem_1, [1, 1, 512]);  getitem_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_7: "f32[1, 1, 512]" = torch.ops.prims.convert_element_type.default(view_2, torch.float32);  view_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_4: "f32[1, 1, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_7, 2)
    mean_2: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_3: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_5: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_3, -0.5);  add_3 = None
    mul_4: "f32[1, 1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_7, pow_5);  convert_element_type_7 = pow_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_8: "f32[512]" = torch.ops.prims.convert_element_type.default(arg5_1, torch.float32);  arg5_1 = None
    mul_5: "f32[1, 1, 512]" = torch.ops.aten.mul.Tensor(mul_4, convert_element_type_8);  mul_4 = convert_element_type_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_9: "bf16[1, 1, 512]" = torch.ops.prims.convert_element_type.default(mul_5, torch.bfloat16);  mul_5 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_2 = torch.ops.aten.split.Tensor(convert_element_type_9, 256, -1);  convert_element_type_9 = None
    getitem_7: "bf16[1, 1, 256]" = split_2[0]
    getitem_8: "bf16[1, 1, 256]" = split_2[1];  split_2 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_3, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_7: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_5, unsqueeze)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_1: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_4, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_8: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_6, unsqueeze_1)
    sub: "bf16[1, 4, 256]" = torch.ops.aten.sub.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_9: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_6, unsqueeze);  getitem_6 = unsqueeze = None
    mul_10: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_5, unsqueeze_1);  getitem_5 = unsqueeze_1 = None
    add_6: "bf16[1, 4, 256]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat: "bf16[1, 4, 512]" = torch.ops.aten.cat.default([sub, add_6], -1);  sub = add_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[1, 4, 1, 512]" = torch.ops.aten.unsqueeze.default(cat, 2);  cat = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_1: "bf16[1, 1, 512]" = torch.ops.aten.select.int(arg8_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_2: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_3, -2);  getitem_3 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_11: "bf16[1, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_7, unsqueeze_2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_3: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_4, -2);  getitem_4 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_12: "bf16[1, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_8, unsqueeze_3)
    sub_1: "bf16[1, 1, 256]" = torch.ops.aten.sub.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_13: "bf16[1, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_8, unsqueeze_2);  getitem_8 = unsqueeze_2 = None
    mul_14: "bf16[1, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_7, unsqueeze_3);  getitem_7 = unsqueeze_3 = None
    add_7: "bf16[1, 1, 256]" = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_1: "bf16[1, 1, 512]" = torch.ops.aten.cat.default([sub_1, add_7], -1);  sub_1 = add_7 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy: "bf16[1, 1, 512]" = torch.ops.aten.copy.default(select_1, cat_1);  select_1 = cat_1 = None
    select_scatter: "bf16[1, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg8_1, copy, 1, 16);  copy = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_3: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_3: "bf16[1, 1, 512]" = torch.ops.aten.select.int(arg9_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_3: "bf16[1, 1, 512]" = torch.ops.aten.reshape.default(getitem_2, [1, 1, 512]);  getitem_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_10: "f32[1, 1, 512]" = torch.ops.prims.convert_element_type.default(view_3, torch.float32);  view_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_6: "f32[1, 1, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_10, 2)
    mean_3: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_5: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_7: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_5, -0.5);  add_5 = None
    mul_6: "f32[1, 1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_10, pow_7);  convert_element_type_10 = pow_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_11: "bf16[1, 1, 512]" = torch.ops.prims.convert_element_type.default(mul_6, torch.bfloat16);  mul_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy_1: "bf16[1, 1, 512]" = torch.ops.aten.copy.default(select_3, convert_element_type_11);  select_3 = convert_element_type_11 = None
    select_scatter_1: "bf16[1, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg9_1, copy_1, 1, 16);  copy_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_4: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_1, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_4, permute_3, permute_4, scale = 1.0);  unsqueeze_4 = permute_3 = permute_4 = None
    getitem_9: "bf16[1, 4, 1, 512]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_16: "bf16[1, 2048]" = torch.ops.aten.reshape.default(getitem_9, [1, -1]);  getitem_9 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_5: "bf16[2048, 256]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
    mm_1: "bf16[1, 256]" = torch.ops.aten.mm.default(view_16, permute_5);  view_16 = permute_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_14: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_1, torch.float32);  mm_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_8: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_14, 2)
    mean_4: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_8: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    rsqrt_1: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
    mul_15: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_14, rsqrt_1);  convert_element_type_14 = rsqrt_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_16: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_15, arg11_1);  mul_15 = arg11_1 = None
    convert_element_type_15: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_16, torch.bfloat16);  mul_16 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_16: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_15, torch.float32);  convert_element_type_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_17: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(arg1_1, torch.float32);  arg1_1 = None
    add_9: "f32[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_16, convert_element_type_17);  convert_element_type_16 = convert_element_type_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_9: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_5: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_10: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
    rsqrt_2: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    mul_17: "f32[1, 256]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  rsqrt_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_18: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_17, arg12_1);  mul_17 = arg12_1 = None
    convert_element_type_19: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_18, torch.bfloat16);  mul_18 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_2: "bf16[1, 1024]" = torch.ops.aten.mm.default(convert_element_type_19, permute_6);  convert_element_type_19 = permute_6 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_3: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 512)
    convert_element_type_22: "f32[1, 512]" = torch.ops.prims.convert_element_type.default(slice_3, torch.float32);  slice_3 = None
    mul_23: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_22, 0.5)
    mul_19: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_22, convert_element_type_22)
    mul_20: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_19, convert_element_type_22);  mul_19 = None
    mul_21: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_20, 0.044715);  mul_20 = None
    add_11: "f32[1, 512]" = torch.ops.aten.add.Tensor(convert_element_type_22, mul_21);  convert_element_type_22 = mul_21 = None
    mul_22: "f32[1, 512]" = torch.ops.aten.mul.Tensor(add_11, 0.7978845608028654);  add_11 = None
    tanh: "f32[1, 512]" = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
    add_12: "f32[1, 512]" = torch.ops.aten.add.Tensor(tanh, 1);  tanh = None
    mul_24: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_23, add_12);  mul_23 = add_12 = None
    convert_element_type_23: "bf16[1, 512]" = torch.ops.prims.convert_element_type.default(mul_24, torch.bfloat16);  mul_24 = None
    slice_4: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_2, 1, 512, 9223372036854775807);  mm_2 = None
    mul_25: "bf16[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_23, slice_4);  convert_element_type_23 = slice_4 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[512, 256]" = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
    mm_3: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_25, permute_7);  mul_25 = permute_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_26: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_3, torch.float32);  mm_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_10: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_26, 2)
    mean_6: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_13: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    rsqrt_3: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_13);  add_13 = None
    mul_26: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_26, rsqrt_3);  convert_element_type_26 = rsqrt_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_27: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_26, arg15_1);  mul_26 = arg15_1 = None
    convert_element_type_27: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_27, torch.bfloat16);  mul_27 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_18: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(add_9, torch.bfloat16);  add_9 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_14: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_27, convert_element_type_18);  convert_element_type_27 = convert_element_type_18 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[256, 32]" = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
    mm_4: "bf16[1, 32]" = torch.ops.aten.mm.default(add_14, permute_8);  permute_8 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:826 in _next_stream, code: gate = torch.nn.functional.gelu(gate, approximate="tanh")
    convert_element_type_30: "f32[1, 32]" = torch.ops.prims.convert_element_type.default(mm_4, torch.float32);  mm_4 = None
    mul_32: "f32[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_30, 0.5)
    mul_28: "f32[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_30, convert_element_type_30)
    mul_29: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_28, convert_element_type_30);  mul_28 = None
    mul_30: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_29, 0.044715);  mul_29 = None
    add_15: "f32[1, 32]" = torch.ops.aten.add.Tensor(convert_element_type_30, mul_30);  convert_element_type_30 = mul_30 = None
    mul_31: "f32[1, 32]" = torch.ops.aten.mul.Tensor(add_15, 0.7978845608028654);  add_15 = None
    tanh_1: "f32[1, 32]" = torch.ops.aten.tanh.default(mul_31);  mul_31 = None
    add_16: "f32[1, 32]" = torch.ops.aten.add.Tensor(tanh_1, 1);  tanh_1 = None
    mul_33: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_32, add_16);  mul_32 = add_16 = None
    convert_element_type_31: "bf16[1, 32]" = torch.ops.prims.convert_element_type.default(mul_33, torch.bfloat16);  mul_33 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 0)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    mul_34: "bf16[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_31, select);  convert_element_type_31 = select = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_9: "bf16[32, 256]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
    mm_5: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_34, permute_9);  mul_34 = permute_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_34: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_5, torch.float32);  mm_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_11: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_34, 2)
    mean_7: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None
    add_17: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_12: "f32[1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_17, -0.5);  add_17 = None
    mul_35: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_34, pow_12);  convert_element_type_34 = pow_12 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_35: "f32[256]" = torch.ops.prims.convert_element_type.default(arg18_1, torch.float32);  arg18_1 = None
    mul_36: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_35, convert_element_type_35);  mul_35 = convert_element_type_35 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_36: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_36, torch.bfloat16);  mul_36 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:832 in _next_stream, code: hidden_states = hidden_states + per_layer_contribution
    add_19: "bf16[1, 256]" = torch.ops.aten.add.Tensor(add_14, convert_element_type_36);  add_14 = convert_element_type_36 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_37: "bf16[1, 256]" = torch.ops.aten.mul.Tensor(add_19, arg19_1);  add_19 = arg19_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_37: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_37, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_13: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_37, 2)
    mean_8: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_13, [-1], True);  pow_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_20: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
    rsqrt_4: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
    mul_38: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_37, rsqrt_4);  convert_element_type_37 = rsqrt_4 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_39: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_38, arg20_1);  mul_38 = arg20_1 = None
    convert_element_type_38: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_39, torch.bfloat16);  mul_39 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_10: "bf16[256, 1536]" = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
    mm_6: "bf16[1, 1536]" = torch.ops.aten.mm.default(convert_element_type_38, permute_10);  convert_element_type_38 = permute_10 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(mm_6, [1024, 256, 256], -1);  mm_6 = None
    getitem_11: "bf16[1, 1024]" = split_with_sizes_1[0]
    getitem_12: "bf16[1, 256]" = split_with_sizes_1[1]
    getitem_13: "bf16[1, 256]" = split_with_sizes_1[2];  split_with_sizes_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_1: "bf16[1, 256]" = torch.ops.aten.index.Tensor(arg24_1, [arg6_1])
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_3 = torch.ops.aten.split.Tensor(index_1, 128, -1);  index_1 = None
    getitem_14: "bf16[1, 128]" = split_3[0]
    getitem_15: "bf16[1, 128]" = split_3[1];  split_3 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_17: "bf16[1, 4, 256]" = torch.ops.aten.reshape.default(getitem_11, [1, 4, 256]);  getitem_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_41: "f32[1, 4, 256]" = torch.ops.prims.convert_element_type.default(view_17, torch.float32);  view_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_14: "f32[1, 4, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_41, 2)
    mean_9: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_14, [-1], True);  pow_14 = None
    add_21: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_15: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_21, -0.5);  add_21 = None
    mul_40: "f32[1, 4, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_41, pow_15);  convert_element_type_41 = pow_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_42: "f32[256]" = torch.ops.prims.convert_element_type.default(arg22_1, torch.float32);  arg22_1 = None
    mul_41: "f32[1, 4, 256]" = torch.ops.aten.mul.Tensor(mul_40, convert_element_type_42);  mul_40 = convert_element_type_42 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_43: "bf16[1, 4, 256]" = torch.ops.prims.convert_element_type.default(mul_41, torch.bfloat16);  mul_41 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_4 = torch.ops.aten.split.Tensor(convert_element_type_43, 128, -1);  convert_element_type_43 = None
    getitem_16: "bf16[1, 4, 128]" = split_4[0]
    getitem_17: "bf16[1, 4, 128]" = split_4[1];  split_4 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_19: "bf16[1, 1, 256]" = torch.ops.aten.reshape.default(getitem_12, [1, 1, 256]);  getitem_12 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_44: "f32[1, 1, 256]" = torch.ops.prims.convert_element_type.default(view_19, torch.float32);  view_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_16: "f32[1, 1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_44, 2)
    mean_10: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_16, [-1], True);  pow_16 = None
    add_23: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_17: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_23, -0.5);  add_23 = None
    mul_42: "f32[1, 1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_44, pow_17);  convert_element_type_44 = pow_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_45: "f32[256]" = torch.ops.prims.convert_element_type.default(arg23_1, torch.float32);  arg23_1 = None
    mul_43: "f32[1, 1, 256]" = torch.ops.aten.mul.Tensor(mul_42, convert_element_type_45);  mul_42 = convert_element_type_45 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_46: "bf16[1, 1, 256]" = torch.ops.prims.convert_element_type.default(mul_43, torch.bfloat16);  mul_43 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_5 = torch.ops.aten.split.Tensor(convert_element_type_46, 128, -1);  convert_element_type_46 = None
    getitem_18: "bf16[1, 1, 128]" = split_5[0]
    getitem_19: "bf16[1, 1, 128]" = split_5[1];  split_5 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_5: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_14, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_45: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_16, unsqueeze_5)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_6: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_15, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_46: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_17, unsqueeze_6)
    sub_2: "bf16[1, 4, 128]" = torch.ops.aten.sub.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_47: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_17, unsqueeze_5);  getitem_17 = unsqueeze_5 = None
    mul_48: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_16, unsqueeze_6);  getitem_16 = unsqueeze_6 = None
    add_26: "bf16[1, 4, 128]" = torch.ops.aten.add.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_2: "bf16[1, 4, 256]" = torch.ops.aten.cat.default([sub_2, add_26], -1);  sub_2 = add_26 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[1, 4, 1, 256]" = torch.ops.aten.unsqueeze.default(cat_2, 2);  cat_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_6: "bf16[1, 1, 256]" = torch.ops.aten.select.int(arg25_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_7: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_14, -2);  getitem_14 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_49: "bf16[1, 1, 128]" = torch.ops.aten.mul.Tensor(getitem_18, unsqueeze_7)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_8: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_15, -2);  getitem_15 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_50: "bf16[1, 1, 128]" = torch.ops.aten.mul.Tensor(getitem_19, unsqueeze_8)
    sub_3: "bf16[1, 1, 128]" = torch.ops.aten.sub.Tensor(mul_49, mul_50);  mul_49 = mul_50 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_51: "bf16[1, 1, 128]" = torch.ops.aten.mul.Tensor(getitem_19, unsqueeze_7);  getitem_19 = unsqueeze_7 = None
    mul_52: "bf16[1, 1, 128]" = torch.ops.aten.mul.Tensor(getitem_18, unsqueeze_8);  getitem_18 = unsqueeze_8 = None
    add_27: "bf16[1, 1, 128]" = torch.ops.aten.add.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_3: "bf16[1, 1, 256]" = torch.ops.aten.cat.default([sub_3, add_27], -1);  sub_3 = add_27 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_2: "bf16[1, 1, 256]" = torch.ops.aten.copy.default(select_6, cat_3);  select_6 = cat_3 = None
    select_scatter_2: "bf16[1, 17, 1, 256]" = torch.ops.aten.select_scatter.default(arg25_1, copy_2, 1, 16);  copy_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    slice_11: "bf16[1, 8, 1, 256]" = torch.ops.aten.slice.Tensor(select_scatter_2, 1, 9, 9223372036854775807)
    permute_13: "bf16[1, 1, 8, 256]" = torch.ops.aten.permute.default(slice_11, [0, 2, 1, 3]);  slice_11 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_8: "bf16[1, 1, 256]" = torch.ops.aten.select.int(arg26_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_20: "bf16[1, 1, 256]" = torch.ops.aten.reshape.default(getitem_13, [1, 1, 256]);  getitem_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_47: "f32[1, 1, 256]" = torch.ops.prims.convert_element_type.default(view_20, torch.float32);  view_20 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_18: "f32[1, 1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_47, 2)
    mean_11: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_18, [-1], True);  pow_18 = None
    add_25: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_19: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_25, -0.5);  add_25 = None
    mul_44: "f32[1, 1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_47, pow_19);  convert_element_type_47 = pow_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_48: "bf16[1, 1, 256]" = torch.ops.prims.convert_element_type.default(mul_44, torch.bfloat16);  mul_44 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy_3: "bf16[1, 1, 256]" = torch.ops.aten.copy.default(select_8, convert_element_type_48);  select_8 = convert_element_type_48 = None
    select_scatter_3: "bf16[1, 17, 1, 256]" = torch.ops.aten.select_scatter.default(arg26_1, copy_3, 1, 16);  copy_3 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    slice_12: "bf16[1, 8, 1, 256]" = torch.ops.aten.slice.Tensor(select_scatter_3, 1, 9, 9223372036854775807)
    permute_14: "bf16[1, 1, 8, 256]" = torch.ops.aten.permute.default(slice_12, [0, 2, 1, 3]);  slice_12 = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_9, permute_13, permute_14, scale = 1.0);  unsqueeze_9 = permute_13 = permute_14 = None
    getitem_20: "bf16[1, 4, 1, 256]" = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_33: "bf16[1, 1024]" = torch.ops.aten.reshape.default(getitem_20, [1, -1]);  getitem_20 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_15: "bf16[1024, 256]" = torch.ops.aten.permute.default(arg27_1, [1, 0]);  arg27_1 = None
    mm_7: "bf16[1, 256]" = torch.ops.aten.mm.default(view_33, permute_15);  view_33 = permute_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_51: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_7, torch.float32);  mm_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_20: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_51, 2)
    mean_12: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_20, [-1], True);  pow_20 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_28: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_12, 1e-06);  mean_12 = None
    rsqrt_5: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
    mul_53: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_51, rsqrt_5);  convert_element_type_51 = rsqrt_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_54: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_53, arg28_1);  mul_53 = arg28_1 = None
    convert_element_type_52: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_54, torch.bfloat16);  mul_54 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_53: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_52, torch.float32);  convert_element_type_52 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_54: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_37, torch.float32);  mul_37 = None
    add_29: "f32[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_53, convert_element_type_54);  convert_element_type_53 = convert_element_type_54 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_21: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_29, 2)
    mean_13: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_21, [-1], True);  pow_21 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_30: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_13, 1e-06);  mean_13 = None
    rsqrt_6: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
    mul_55: "f32[1, 256]" = torch.ops.aten.mul.Tensor(add_29, rsqrt_6);  rsqrt_6 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_56: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_55, arg29_1);  mul_55 = arg29_1 = None
    convert_element_type_56: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_56, torch.bfloat16);  mul_56 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_16: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg30_1, [1, 0]);  arg30_1 = None
    mm_8: "bf16[1, 1024]" = torch.ops.aten.mm.default(convert_element_type_56, permute_16);  convert_element_type_56 = permute_16 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_13: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_8, 1, 0, 512)
    convert_element_type_59: "f32[1, 512]" = torch.ops.prims.convert_element_type.default(slice_13, torch.float32);  slice_13 = None
    mul_61: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_59, 0.5)
    mul_57: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_59, convert_element_type_59)
    mul_58: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_57, convert_element_type_59);  mul_57 = None
    mul_59: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_58, 0.044715);  mul_58 = None
    add_31: "f32[1, 512]" = torch.ops.aten.add.Tensor(convert_element_type_59, mul_59);  convert_element_type_59 = mul_59 = None
    mul_60: "f32[1, 512]" = torch.ops.aten.mul.Tensor(add_31, 0.7978845608028654);  add_31 = None
    tanh_2: "f32[1, 512]" = torch.ops.aten.tanh.default(mul_60);  mul_60 = None
    add_32: "f32[1, 512]" = torch.ops.aten.add.Tensor(tanh_2, 1);  tanh_2 = None
    mul_62: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_61, add_32);  mul_61 = add_32 = None
    convert_element_type_60: "bf16[1, 512]" = torch.ops.prims.convert_element_type.default(mul_62, torch.bfloat16);  mul_62 = None
    slice_14: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_8, 1, 512, 9223372036854775807);  mm_8 = None
    mul_63: "bf16[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_60, slice_14);  convert_element_type_60 = slice_14 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_17: "bf16[512, 256]" = torch.ops.aten.permute.default(arg31_1, [1, 0]);  arg31_1 = None
    mm_9: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_63, permute_17);  mul_63 = permute_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_63: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_9, torch.float32);  mm_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_22: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_63, 2)
    mean_14: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_22, [-1], True);  pow_22 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_33: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_14, 1e-06);  mean_14 = None
    rsqrt_7: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_33);  add_33 = None
    mul_64: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_63, rsqrt_7);  convert_element_type_63 = rsqrt_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_65: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_64, arg32_1);  mul_64 = arg32_1 = None
    convert_element_type_64: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_65, torch.bfloat16);  mul_65 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_55: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(add_29, torch.bfloat16);  add_29 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_34: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_64, convert_element_type_55);  convert_element_type_64 = convert_element_type_55 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_18: "bf16[256, 32]" = torch.ops.aten.permute.default(arg33_1, [1, 0]);  arg33_1 = None
    mm_10: "bf16[1, 32]" = torch.ops.aten.mm.default(add_34, permute_18);  permute_18 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:826 in _next_stream, code: gate = torch.nn.functional.gelu(gate, approximate="tanh")
    convert_element_type_67: "f32[1, 32]" = torch.ops.prims.convert_element_type.default(mm_10, torch.float32);  mm_10 = None
    mul_70: "f32[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_67, 0.5)
    mul_66: "f32[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_67, convert_element_type_67)
    mul_67: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_66, convert_element_type_67);  mul_66 = None
    mul_68: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_67, 0.044715);  mul_67 = None
    add_35: "f32[1, 32]" = torch.ops.aten.add.Tensor(convert_element_type_67, mul_68);  convert_element_type_67 = mul_68 = None
    mul_69: "f32[1, 32]" = torch.ops.aten.mul.Tensor(add_35, 0.7978845608028654);  add_35 = None
    tanh_3: "f32[1, 32]" = torch.ops.aten.tanh.default(mul_69);  mul_69 = None
    add_36: "f32[1, 32]" = torch.ops.aten.add.Tensor(tanh_3, 1);  tanh_3 = None
    mul_71: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_70, add_36);  mul_70 = add_36 = None
    convert_element_type_68: "bf16[1, 32]" = torch.ops.prims.convert_element_type.default(mul_71, torch.bfloat16);  mul_71 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_5: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 1)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    mul_72: "bf16[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_68, select_5);  convert_element_type_68 = select_5 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_19: "bf16[32, 256]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
    mm_11: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_72, permute_19);  mul_72 = permute_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_71: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_11, torch.float32);  mm_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_23: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_71, 2)
    mean_15: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_23, [-1], True);  pow_23 = None
    add_37: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_15, 1e-06);  mean_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_24: "f32[1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_37, -0.5);  add_37 = None
    mul_73: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_71, pow_24);  convert_element_type_71 = pow_24 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_72: "f32[256]" = torch.ops.prims.convert_element_type.default(arg35_1, torch.float32);  arg35_1 = None
    mul_74: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_73, convert_element_type_72);  mul_73 = convert_element_type_72 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_73: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_74, torch.bfloat16);  mul_74 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:832 in _next_stream, code: hidden_states = hidden_states + per_layer_contribution
    add_39: "bf16[1, 256]" = torch.ops.aten.add.Tensor(add_34, convert_element_type_73);  add_34 = convert_element_type_73 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_75: "bf16[1, 256]" = torch.ops.aten.mul.Tensor(add_39, arg36_1);  add_39 = arg36_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_74: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_75, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_25: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_74, 2)
    mean_16: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_25, [-1], True);  pow_25 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_40: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_16, 1e-06);  mean_16 = None
    rsqrt_8: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
    mul_76: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_74, rsqrt_8);  convert_element_type_74 = rsqrt_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_77: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_76, arg37_1);  mul_76 = arg37_1 = None
    convert_element_type_75: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_77, torch.bfloat16);  mul_77 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_20: "bf16[256, 1536]" = torch.ops.aten.permute.default(arg38_1, [1, 0]);  arg38_1 = None
    mm_12: "bf16[1, 1536]" = torch.ops.aten.mm.default(convert_element_type_75, permute_20);  convert_element_type_75 = permute_20 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(mm_12, [1024, 256, 256], -1);  mm_12 = None
    getitem_22: "bf16[1, 1024]" = split_with_sizes_2[0];  split_with_sizes_2 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_2: "bf16[1, 256]" = torch.ops.aten.index.Tensor(arg24_1, [arg6_1]);  arg24_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_6 = torch.ops.aten.split.Tensor(index_2, 128, -1);  index_2 = None
    getitem_25: "bf16[1, 128]" = split_6[0]
    getitem_26: "bf16[1, 128]" = split_6[1];  split_6 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_34: "bf16[1, 4, 256]" = torch.ops.aten.reshape.default(getitem_22, [1, 4, 256]);  getitem_22 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_78: "f32[1, 4, 256]" = torch.ops.prims.convert_element_type.default(view_34, torch.float32);  view_34 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_26: "f32[1, 4, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_78, 2)
    mean_17: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_26, [-1], True);  pow_26 = None
    add_41: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_17, 1e-06);  mean_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_27: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_41, -0.5);  add_41 = None
    mul_78: "f32[1, 4, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_78, pow_27);  convert_element_type_78 = pow_27 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_79: "f32[256]" = torch.ops.prims.convert_element_type.default(arg39_1, torch.float32);  arg39_1 = None
    mul_79: "f32[1, 4, 256]" = torch.ops.aten.mul.Tensor(mul_78, convert_element_type_79);  mul_78 = convert_element_type_79 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_80: "bf16[1, 4, 256]" = torch.ops.prims.convert_element_type.default(mul_79, torch.bfloat16);  mul_79 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_7 = torch.ops.aten.split.Tensor(convert_element_type_80, 128, -1);  convert_element_type_80 = None
    getitem_27: "bf16[1, 4, 128]" = split_7[0]
    getitem_28: "bf16[1, 4, 128]" = split_7[1];  split_7 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_10: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_25, -2);  getitem_25 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_80: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_27, unsqueeze_10)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_11: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_26, -2);  getitem_26 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_81: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_28, unsqueeze_11)
    sub_4: "bf16[1, 4, 128]" = torch.ops.aten.sub.Tensor(mul_80, mul_81);  mul_80 = mul_81 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_82: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_28, unsqueeze_10);  getitem_28 = unsqueeze_10 = None
    mul_83: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_27, unsqueeze_11);  getitem_27 = unsqueeze_11 = None
    add_43: "bf16[1, 4, 128]" = torch.ops.aten.add.Tensor(mul_82, mul_83);  mul_82 = mul_83 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_4: "bf16[1, 4, 256]" = torch.ops.aten.cat.default([sub_4, add_43], -1);  sub_4 = add_43 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_14: "bf16[1, 4, 1, 256]" = torch.ops.aten.unsqueeze.default(cat_4, 2);  cat_4 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    slice_22: "bf16[1, 8, 1, 256]" = torch.ops.aten.slice.Tensor(select_scatter_2, 1, 9, 9223372036854775807)
    permute_23: "bf16[1, 1, 8, 256]" = torch.ops.aten.permute.default(slice_22, [0, 2, 1, 3]);  slice_22 = None
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    slice_23: "bf16[1, 8, 1, 256]" = torch.ops.aten.slice.Tensor(select_scatter_3, 1, 9, 9223372036854775807)
    permute_24: "bf16[1, 1, 8, 256]" = torch.ops.aten.permute.default(slice_23, [0, 2, 1, 3]);  slice_23 = None
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_14, permute_23, permute_24, scale = 1.0);  unsqueeze_14 = permute_23 = permute_24 = None
    getitem_31: "bf16[1, 4, 1, 256]" = _scaled_dot_product_flash_attention_for_cpu_2[0];  _scaled_dot_product_flash_attention_for_cpu_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_42: "bf16[1, 1024]" = torch.ops.aten.reshape.default(getitem_31, [1, -1]);  getitem_31 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_25: "bf16[1024, 256]" = torch.ops.aten.permute.default(arg40_1, [1, 0]);  arg40_1 = None
    mm_13: "bf16[1, 256]" = torch.ops.aten.mm.default(view_42, permute_25);  view_42 = permute_25 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_83: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_13, torch.float32);  mm_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_28: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_83, 2)
    mean_18: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_28, [-1], True);  pow_28 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_45: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_18, 1e-06);  mean_18 = None
    rsqrt_9: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_45);  add_45 = None
    mul_88: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_83, rsqrt_9);  convert_element_type_83 = rsqrt_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_89: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_88, arg41_1);  mul_88 = arg41_1 = None
    convert_element_type_84: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_89, torch.bfloat16);  mul_89 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_85: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_84, torch.float32);  convert_element_type_84 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_86: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_75, torch.float32);  mul_75 = None
    add_46: "f32[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_85, convert_element_type_86);  convert_element_type_85 = convert_element_type_86 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_29: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_46, 2)
    mean_19: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_29, [-1], True);  pow_29 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_47: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_19, 1e-06);  mean_19 = None
    rsqrt_10: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_47);  add_47 = None
    mul_90: "f32[1, 256]" = torch.ops.aten.mul.Tensor(add_46, rsqrt_10);  rsqrt_10 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_91: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_90, arg42_1);  mul_90 = arg42_1 = None
    convert_element_type_88: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_91, torch.bfloat16);  mul_91 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_26: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg43_1, [1, 0]);  arg43_1 = None
    mm_14: "bf16[1, 1024]" = torch.ops.aten.mm.default(convert_element_type_88, permute_26);  convert_element_type_88 = permute_26 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_24: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_14, 1, 0, 512)
    convert_element_type_91: "f32[1, 512]" = torch.ops.prims.convert_element_type.default(slice_24, torch.float32);  slice_24 = None
    mul_96: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_91, 0.5)
    mul_92: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_91, convert_element_type_91)
    mul_93: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_92, convert_element_type_91);  mul_92 = None
    mul_94: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_93, 0.044715);  mul_93 = None
    add_48: "f32[1, 512]" = torch.ops.aten.add.Tensor(convert_element_type_91, mul_94);  convert_element_type_91 = mul_94 = None
    mul_95: "f32[1, 512]" = torch.ops.aten.mul.Tensor(add_48, 0.7978845608028654);  add_48 = None
    tanh_4: "f32[1, 512]" = torch.ops.aten.tanh.default(mul_95);  mul_95 = None
    add_49: "f32[1, 512]" = torch.ops.aten.add.Tensor(tanh_4, 1);  tanh_4 = None
    mul_97: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_96, add_49);  mul_96 = add_49 = None
    convert_element_type_92: "bf16[1, 512]" = torch.ops.prims.convert_element_type.default(mul_97, torch.bfloat16);  mul_97 = None
    slice_25: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_14, 1, 512, 9223372036854775807);  mm_14 = None
    mul_98: "bf16[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_92, slice_25);  convert_element_type_92 = slice_25 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_27: "bf16[512, 256]" = torch.ops.aten.permute.default(arg44_1, [1, 0]);  arg44_1 = None
    mm_15: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_98, permute_27);  mul_98 = permute_27 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_95: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_15, torch.float32);  mm_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_30: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_95, 2)
    mean_20: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_30, [-1], True);  pow_30 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_50: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_20, 1e-06);  mean_20 = None
    rsqrt_11: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
    mul_99: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_95, rsqrt_11);  convert_element_type_95 = rsqrt_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_100: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_99, arg45_1);  mul_99 = arg45_1 = None
    convert_element_type_96: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_100, torch.bfloat16);  mul_100 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_87: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(add_46, torch.bfloat16);  add_46 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_51: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_96, convert_element_type_87);  convert_element_type_96 = convert_element_type_87 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_28: "bf16[256, 32]" = torch.ops.aten.permute.default(arg46_1, [1, 0]);  arg46_1 = None
    mm_16: "bf16[1, 32]" = torch.ops.aten.mm.default(add_51, permute_28);  permute_28 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:826 in _next_stream, code: gate = torch.nn.functional.gelu(gate, approximate="tanh")
    convert_element_type_99: "f32[1, 32]" = torch.ops.prims.convert_element_type.default(mm_16, torch.float32);  mm_16 = None
    mul_105: "f32[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_99, 0.5)
    mul_101: "f32[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_99, convert_element_type_99)
    mul_102: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_101, convert_element_type_99);  mul_101 = None
    mul_103: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_102, 0.044715);  mul_102 = None
    add_52: "f32[1, 32]" = torch.ops.aten.add.Tensor(convert_element_type_99, mul_103);  convert_element_type_99 = mul_103 = None
    mul_104: "f32[1, 32]" = torch.ops.aten.mul.Tensor(add_52, 0.7978845608028654);  add_52 = None
    tanh_5: "f32[1, 32]" = torch.ops.aten.tanh.default(mul_104);  mul_104 = None
    add_53: "f32[1, 32]" = torch.ops.aten.add.Tensor(tanh_5, 1);  tanh_5 = None
    mul_106: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_105, add_53);  mul_105 = add_53 = None
    convert_element_type_100: "bf16[1, 32]" = torch.ops.prims.convert_element_type.default(mul_106, torch.bfloat16);  mul_106 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_10: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 2)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    mul_107: "bf16[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_100, select_10);  convert_element_type_100 = select_10 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_29: "bf16[32, 256]" = torch.ops.aten.permute.default(arg47_1, [1, 0]);  arg47_1 = None
    mm_17: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_107, permute_29);  mul_107 = permute_29 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_103: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_17, torch.float32);  mm_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_31: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_103, 2)
    mean_21: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_31, [-1], True);  pow_31 = None
    add_54: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_21, 1e-06);  mean_21 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_32: "f32[1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_54, -0.5);  add_54 = None
    mul_108: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_103, pow_32);  convert_element_type_103 = pow_32 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_104: "f32[256]" = torch.ops.prims.convert_element_type.default(arg48_1, torch.float32);  arg48_1 = None
    mul_109: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_108, convert_element_type_104);  mul_108 = convert_element_type_104 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_105: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_109, torch.bfloat16);  mul_109 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:832 in _next_stream, code: hidden_states = hidden_states + per_layer_contribution
    add_56: "bf16[1, 256]" = torch.ops.aten.add.Tensor(add_51, convert_element_type_105);  add_51 = convert_element_type_105 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_110: "bf16[1, 256]" = torch.ops.aten.mul.Tensor(add_56, arg49_1);  add_56 = arg49_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_106: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_110, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_33: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_106, 2)
    mean_22: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_33, [-1], True);  pow_33 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_57: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_22, 1e-06);  mean_22 = None
    rsqrt_12: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_57);  add_57 = None
    mul_111: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_106, rsqrt_12);  convert_element_type_106 = rsqrt_12 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_112: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_111, arg50_1);  mul_111 = arg50_1 = None
    convert_element_type_107: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_112, torch.bfloat16);  mul_112 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_30: "bf16[256, 3072]" = torch.ops.aten.permute.default(arg51_1, [1, 0]);  arg51_1 = None
    mm_18: "bf16[1, 3072]" = torch.ops.aten.mm.default(convert_element_type_107, permute_30);  convert_element_type_107 = permute_30 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_3 = torch.ops.aten.split_with_sizes.default(mm_18, [2048, 512, 512], -1);  mm_18 = None
    getitem_33: "bf16[1, 2048]" = split_with_sizes_3[0];  split_with_sizes_3 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_3: "bf16[1, 512]" = torch.ops.aten.index.Tensor(arg7_1, [arg6_1]);  arg7_1 = arg6_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_9 = torch.ops.aten.split.Tensor(index_3, 256, -1);  index_3 = None
    getitem_36: "bf16[1, 256]" = split_9[0]
    getitem_37: "bf16[1, 256]" = split_9[1];  split_9 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_43: "bf16[1, 4, 512]" = torch.ops.aten.reshape.default(getitem_33, [1, 4, 512]);  getitem_33 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_110: "f32[1, 4, 512]" = torch.ops.prims.convert_element_type.default(view_43, torch.float32);  view_43 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_34: "f32[1, 4, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_110, 2)
    mean_23: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_34, [-1], True);  pow_34 = None
    add_58: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_23, 1e-06);  mean_23 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_35: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_58, -0.5);  add_58 = None
    mul_113: "f32[1, 4, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_110, pow_35);  convert_element_type_110 = pow_35 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_111: "f32[512]" = torch.ops.prims.convert_element_type.default(arg52_1, torch.float32);  arg52_1 = None
    mul_114: "f32[1, 4, 512]" = torch.ops.aten.mul.Tensor(mul_113, convert_element_type_111);  mul_113 = convert_element_type_111 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_112: "bf16[1, 4, 512]" = torch.ops.prims.convert_element_type.default(mul_114, torch.bfloat16);  mul_114 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_10 = torch.ops.aten.split.Tensor(convert_element_type_112, 256, -1);  convert_element_type_112 = None
    getitem_38: "bf16[1, 4, 256]" = split_10[0]
    getitem_39: "bf16[1, 4, 256]" = split_10[1];  split_10 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_15: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_36, -2);  getitem_36 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_115: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_38, unsqueeze_15)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_16: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_37, -2);  getitem_37 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_116: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_39, unsqueeze_16)
    sub_6: "bf16[1, 4, 256]" = torch.ops.aten.sub.Tensor(mul_115, mul_116);  mul_115 = mul_116 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_117: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_39, unsqueeze_15);  getitem_39 = unsqueeze_15 = None
    mul_118: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_38, unsqueeze_16);  getitem_38 = unsqueeze_16 = None
    add_60: "bf16[1, 4, 256]" = torch.ops.aten.add.Tensor(mul_117, mul_118);  mul_117 = mul_118 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_6: "bf16[1, 4, 512]" = torch.ops.aten.cat.default([sub_6, add_60], -1);  sub_6 = add_60 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_19: "bf16[1, 4, 1, 512]" = torch.ops.aten.unsqueeze.default(cat_6, 2);  cat_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_33: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:395 in decode_attention, code: vc.transpose(1, 2),
    permute_34: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_1, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:392 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_19, permute_33, permute_34, scale = 1.0);  unsqueeze_19 = permute_33 = permute_34 = None
    getitem_42: "bf16[1, 4, 1, 512]" = _scaled_dot_product_flash_attention_for_cpu_3[0];  _scaled_dot_product_flash_attention_for_cpu_3 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: return out.reshape(T, -1)
    view_51: "bf16[1, 2048]" = torch.ops.aten.reshape.default(getitem_42, [1, -1]);  getitem_42 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_35: "bf16[2048, 256]" = torch.ops.aten.permute.default(arg53_1, [1, 0]);  arg53_1 = None
    mm_19: "bf16[1, 256]" = torch.ops.aten.mm.default(view_51, permute_35);  view_51 = permute_35 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_115: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_19, torch.float32);  mm_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_36: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_115, 2)
    mean_24: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_36, [-1], True);  pow_36 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_62: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_24, 1e-06);  mean_24 = None
    rsqrt_13: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_62);  add_62 = None
    mul_123: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_115, rsqrt_13);  convert_element_type_115 = rsqrt_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_124: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_123, arg54_1);  mul_123 = arg54_1 = None
    convert_element_type_116: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_124, torch.bfloat16);  mul_124 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_117: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_116, torch.float32);  convert_element_type_116 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_118: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_110, torch.float32);  mul_110 = None
    add_63: "f32[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_117, convert_element_type_118);  convert_element_type_117 = convert_element_type_118 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_37: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_63, 2)
    mean_25: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_37, [-1], True);  pow_37 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_64: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_25, 1e-06);  mean_25 = None
    rsqrt_14: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_64);  add_64 = None
    mul_125: "f32[1, 256]" = torch.ops.aten.mul.Tensor(add_63, rsqrt_14);  rsqrt_14 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_126: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_125, arg55_1);  mul_125 = arg55_1 = None
    convert_element_type_120: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_126, torch.bfloat16);  mul_126 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_36: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg56_1, [1, 0]);  arg56_1 = None
    mm_20: "bf16[1, 1024]" = torch.ops.aten.mm.default(convert_element_type_120, permute_36);  convert_element_type_120 = permute_36 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_29: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_20, 1, 0, 512)
    convert_element_type_123: "f32[1, 512]" = torch.ops.prims.convert_element_type.default(slice_29, torch.float32);  slice_29 = None
    mul_131: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_123, 0.5)
    mul_127: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_123, convert_element_type_123)
    mul_128: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_127, convert_element_type_123);  mul_127 = None
    mul_129: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_128, 0.044715);  mul_128 = None
    add_65: "f32[1, 512]" = torch.ops.aten.add.Tensor(convert_element_type_123, mul_129);  convert_element_type_123 = mul_129 = None
    mul_130: "f32[1, 512]" = torch.ops.aten.mul.Tensor(add_65, 0.7978845608028654);  add_65 = None
    tanh_6: "f32[1, 512]" = torch.ops.aten.tanh.default(mul_130);  mul_130 = None
    add_66: "f32[1, 512]" = torch.ops.aten.add.Tensor(tanh_6, 1);  tanh_6 = None
    mul_132: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_131, add_66);  mul_131 = add_66 = None
    convert_element_type_124: "bf16[1, 512]" = torch.ops.prims.convert_element_type.default(mul_132, torch.bfloat16);  mul_132 = None
    slice_30: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_20, 1, 512, 9223372036854775807);  mm_20 = None
    mul_133: "bf16[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_124, slice_30);  convert_element_type_124 = slice_30 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_37: "bf16[512, 256]" = torch.ops.aten.permute.default(arg57_1, [1, 0]);  arg57_1 = None
    mm_21: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_133, permute_37);  mul_133 = permute_37 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_127: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_21, torch.float32);  mm_21 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_38: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_127, 2)
    mean_26: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_38, [-1], True);  pow_38 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_67: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_26, 1e-06);  mean_26 = None
    rsqrt_15: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_67);  add_67 = None
    mul_134: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_127, rsqrt_15);  convert_element_type_127 = rsqrt_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_135: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_134, arg58_1);  mul_134 = arg58_1 = None
    convert_element_type_128: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_135, torch.bfloat16);  mul_135 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_119: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(add_63, torch.bfloat16);  add_63 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_68: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_128, convert_element_type_119);  convert_element_type_128 = convert_element_type_119 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_38: "bf16[256, 32]" = torch.ops.aten.permute.default(arg59_1, [1, 0]);  arg59_1 = None
    mm_22: "bf16[1, 32]" = torch.ops.aten.mm.default(add_68, permute_38);  permute_38 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:826 in _next_stream, code: gate = torch.nn.functional.gelu(gate, approximate="tanh")
    convert_element_type_131: "f32[1, 32]" = torch.ops.prims.convert_element_type.default(mm_22, torch.float32);  mm_22 = None
    mul_140: "f32[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_131, 0.5)
    mul_136: "f32[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_131, convert_element_type_131)
    mul_137: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_136, convert_element_type_131);  mul_136 = None
    mul_138: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_137, 0.044715);  mul_137 = None
    add_69: "f32[1, 32]" = torch.ops.aten.add.Tensor(convert_element_type_131, mul_138);  convert_element_type_131 = mul_138 = None
    mul_139: "f32[1, 32]" = torch.ops.aten.mul.Tensor(add_69, 0.7978845608028654);  add_69 = None
    tanh_7: "f32[1, 32]" = torch.ops.aten.tanh.default(mul_139);  mul_139 = None
    add_70: "f32[1, 32]" = torch.ops.aten.add.Tensor(tanh_7, 1);  tanh_7 = None
    mul_141: "f32[1, 32]" = torch.ops.aten.mul.Tensor(mul_140, add_70);  mul_140 = add_70 = None
    convert_element_type_132: "bf16[1, 32]" = torch.ops.prims.convert_element_type.default(mul_141, torch.bfloat16);  mul_141 = None
    
    # File: <repo>/gemma4_passes/harness.py:492 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_11: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 3);  arg0_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    mul_142: "bf16[1, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_132, select_11);  convert_element_type_132 = select_11 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_39: "bf16[32, 256]" = torch.ops.aten.permute.default(arg60_1, [1, 0]);  arg60_1 = None
    mm_23: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_142, permute_39);  mul_142 = permute_39 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_135: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_23, torch.float32);  mm_23 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_39: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_135, 2)
    mean_27: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_39, [-1], True);  pow_39 = None
    add_71: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_27, 1e-06);  mean_27 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_40: "f32[1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_71, -0.5);  add_71 = None
    mul_143: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_135, pow_40);  convert_element_type_135 = pow_40 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_136: "f32[256]" = torch.ops.prims.convert_element_type.default(arg61_1, torch.float32);  arg61_1 = None
    mul_144: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_143, convert_element_type_136);  mul_143 = convert_element_type_136 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_137: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_144, torch.bfloat16);  mul_144 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:832 in _next_stream, code: hidden_states = hidden_states + per_layer_contribution
    add_73: "bf16[1, 256]" = torch.ops.aten.add.Tensor(add_68, convert_element_type_137);  add_68 = convert_element_type_137 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_145: "bf16[1, 256]" = torch.ops.aten.mul.Tensor(add_73, arg62_1);  add_73 = arg62_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_138: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_145, torch.float32);  mul_145 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_41: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_138, 2)
    mean_28: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_41, [-1], True);  pow_41 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_74: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_28, 1e-06);  mean_28 = None
    rsqrt_16: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_74);  add_74 = None
    mul_146: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_138, rsqrt_16);  convert_element_type_138 = rsqrt_16 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_147: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_146, arg63_1);  mul_146 = arg63_1 = None
    convert_element_type_139: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_147, torch.bfloat16);  mul_147 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[1, 17, 1, 512]" = torch.ops.aten.copy_.default(arg8_1, select_scatter);  arg8_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[1, 17, 1, 512]" = torch.ops.aten.copy_.default(arg9_1, select_scatter_1);  arg9_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[1, 17, 1, 256]" = torch.ops.aten.copy_.default(arg25_1, select_scatter_2);  arg25_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[1, 17, 1, 256]" = torch.ops.aten.copy_.default(arg26_1, select_scatter_3);  arg26_1 = select_scatter_3 = copy__3 = None
    return (convert_element_type_139,)
    