# __compiled_fn_1: post-grad graph before the gemma4-passes passes (538 nodes)



def forward(self, arg0_1: "bf16[1, 256]", arg1_1: "bf16[256]", arg2_1: "bf16[2048, 256]", arg3_1: "bf16[256]", arg4_1: "bf16[256]", arg5_1: "i64[1]", arg6_1: "bf16[131072, 256]", arg7_1: "bf16[1, 17, 2, 256]", arg8_1: "bf16[1, 17, 2, 256]", arg9_1: "bf16[256, 1024]", arg10_1: "bf16[256]", arg11_1: "bf16[256]", arg12_1: "bf16[384, 256]", arg13_1: "bf16[256, 192]", arg14_1: "bf16[256]", arg15_1: "bf16[16, 256]", arg16_1: "bf16[256]", arg17_1: "bf16[16]", arg18_1: "bf16[16, 128, 256]", arg19_1: "bf16[16, 256, 64]", arg20_1: "bf16[256]", arg21_1: "bf16[256]", arg22_1: "bf16[256]", arg23_1: "bf16[1]", arg24_1: "bf16[256]", arg25_1: "bf16[3072, 256]", arg26_1: "bf16[512]", arg27_1: "bf16[512]", arg28_1: "bf16[131072, 512]", arg29_1: "bf16[1, 17, 1, 512]", arg30_1: "bf16[1, 17, 1, 512]", arg31_1: "bf16[256, 2048]", arg32_1: "bf16[256]", arg33_1: "bf16[256]", arg34_1: "bf16[384, 256]", arg35_1: "bf16[256, 192]", arg36_1: "bf16[256]", arg37_1: "bf16[16, 256]", arg38_1: "bf16[256]", arg39_1: "bf16[16]", arg40_1: "bf16[16, 128, 256]", arg41_1: "bf16[16, 256, 64]", arg42_1: "bf16[256]", arg43_1: "bf16[256]", arg44_1: "bf16[256]", arg45_1: "bf16[1]", arg46_1: "bf16[256]"):
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
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index: "bf16[1, 256]" = torch.ops.aten.index.Tensor(arg6_1, [arg5_1]);  arg6_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split = torch.ops.aten.split.Tensor(index, 128, -1);  index = None
    getitem_3: "bf16[1, 128]" = split[0]
    getitem_4: "bf16[1, 128]" = split[1];  split = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view: "bf16[1, 4, 256]" = torch.ops.aten.reshape.default(getitem, [1, 4, 256]);  getitem = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_4: "f32[1, 4, 256]" = torch.ops.prims.convert_element_type.default(view, torch.float32);  view = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_2: "f32[1, 4, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_4, 2)
    mean_1: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_1: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_3: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_1, -0.5);  add_1 = None
    mul_2: "f32[1, 4, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_4, pow_3);  convert_element_type_4 = pow_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_5: "f32[256]" = torch.ops.prims.convert_element_type.default(arg3_1, torch.float32);  arg3_1 = None
    mul_3: "f32[1, 4, 256]" = torch.ops.aten.mul.Tensor(mul_2, convert_element_type_5);  mul_2 = convert_element_type_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_6: "bf16[1, 4, 256]" = torch.ops.prims.convert_element_type.default(mul_3, torch.bfloat16);  mul_3 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_1 = torch.ops.aten.split.Tensor(convert_element_type_6, 128, -1);  convert_element_type_6 = None
    getitem_5: "bf16[1, 4, 128]" = split_1[0]
    getitem_6: "bf16[1, 4, 128]" = split_1[1];  split_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_2: "bf16[1, 2, 256]" = torch.ops.aten.reshape.default(getitem_1, [1, 2, 256]);  getitem_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_7: "f32[1, 2, 256]" = torch.ops.prims.convert_element_type.default(view_2, torch.float32);  view_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_4: "f32[1, 2, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_7, 2)
    mean_2: "f32[1, 2, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_3: "f32[1, 2, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_5: "f32[1, 2, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_3, -0.5);  add_3 = None
    mul_4: "f32[1, 2, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_7, pow_5);  convert_element_type_7 = pow_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_8: "f32[256]" = torch.ops.prims.convert_element_type.default(arg4_1, torch.float32);  arg4_1 = None
    mul_5: "f32[1, 2, 256]" = torch.ops.aten.mul.Tensor(mul_4, convert_element_type_8);  mul_4 = convert_element_type_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_9: "bf16[1, 2, 256]" = torch.ops.prims.convert_element_type.default(mul_5, torch.bfloat16);  mul_5 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_2 = torch.ops.aten.split.Tensor(convert_element_type_9, 128, -1);  convert_element_type_9 = None
    getitem_7: "bf16[1, 2, 128]" = split_2[0]
    getitem_8: "bf16[1, 2, 128]" = split_2[1];  split_2 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_3, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_7: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_5, unsqueeze)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_1: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_4, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_8: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_6, unsqueeze_1)
    sub: "bf16[1, 4, 128]" = torch.ops.aten.sub.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_9: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_6, unsqueeze);  getitem_6 = unsqueeze = None
    mul_10: "bf16[1, 4, 128]" = torch.ops.aten.mul.Tensor(getitem_5, unsqueeze_1);  getitem_5 = unsqueeze_1 = None
    add_6: "bf16[1, 4, 128]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat: "bf16[1, 4, 256]" = torch.ops.aten.cat.default([sub, add_6], -1);  sub = add_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:400 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[1, 4, 1, 256]" = torch.ops.aten.unsqueeze.default(cat, 2);  cat = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select: "bf16[1, 2, 256]" = torch.ops.aten.select.int(arg7_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_2: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_3, -2);  getitem_3 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_11: "bf16[1, 2, 128]" = torch.ops.aten.mul.Tensor(getitem_7, unsqueeze_2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_3: "bf16[1, 1, 128]" = torch.ops.aten.unsqueeze.default(getitem_4, -2);  getitem_4 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_12: "bf16[1, 2, 128]" = torch.ops.aten.mul.Tensor(getitem_8, unsqueeze_3)
    sub_1: "bf16[1, 2, 128]" = torch.ops.aten.sub.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_13: "bf16[1, 2, 128]" = torch.ops.aten.mul.Tensor(getitem_8, unsqueeze_2);  getitem_8 = unsqueeze_2 = None
    mul_14: "bf16[1, 2, 128]" = torch.ops.aten.mul.Tensor(getitem_7, unsqueeze_3);  getitem_7 = unsqueeze_3 = None
    add_7: "bf16[1, 2, 128]" = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_1: "bf16[1, 2, 256]" = torch.ops.aten.cat.default([sub_1, add_7], -1);  sub_1 = add_7 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy: "bf16[1, 2, 256]" = torch.ops.aten.copy.default(select, cat_1);  select = cat_1 = None
    select_scatter: "bf16[1, 17, 2, 256]" = torch.ops.aten.select_scatter.default(arg7_1, copy, 1, 16);  copy = None
    
    # File: <repo>/gemma4_passes/harness.py:401 in decode_attention, code: kc.transpose(1, 2),
    slice_7: "bf16[1, 8, 2, 256]" = torch.ops.aten.slice.Tensor(select_scatter, 1, 9, 9223372036854775807)
    permute_3: "bf16[1, 2, 8, 256]" = torch.ops.aten.permute.default(slice_7, [0, 2, 1, 3]);  slice_7 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_2: "bf16[1, 2, 256]" = torch.ops.aten.select.int(arg8_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_3: "bf16[1, 2, 256]" = torch.ops.aten.reshape.default(getitem_2, [1, 2, 256]);  getitem_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_10: "f32[1, 2, 256]" = torch.ops.prims.convert_element_type.default(view_3, torch.float32);  view_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_6: "f32[1, 2, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_10, 2)
    mean_3: "f32[1, 2, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_5: "f32[1, 2, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_7: "f32[1, 2, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_5, -0.5);  add_5 = None
    mul_6: "f32[1, 2, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_10, pow_7);  convert_element_type_10 = pow_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_11: "bf16[1, 2, 256]" = torch.ops.prims.convert_element_type.default(mul_6, torch.bfloat16);  mul_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy_1: "bf16[1, 2, 256]" = torch.ops.aten.copy.default(select_2, convert_element_type_11);  select_2 = convert_element_type_11 = None
    select_scatter_1: "bf16[1, 17, 2, 256]" = torch.ops.aten.select_scatter.default(arg8_1, copy_1, 1, 16);  copy_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:402 in decode_attention, code: vc.transpose(1, 2),
    slice_8: "bf16[1, 8, 2, 256]" = torch.ops.aten.slice.Tensor(select_scatter_1, 1, 9, 9223372036854775807)
    permute_4: "bf16[1, 2, 8, 256]" = torch.ops.aten.permute.default(slice_8, [0, 2, 1, 3]);  slice_8 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_4, permute_3, permute_4, scale = 1.0);  unsqueeze_4 = permute_3 = permute_4 = None
    getitem_9: "bf16[1, 4, 1, 256]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
    
    # File: <repo>/gemma4_passes/harness.py:406 in decode_attention, code: return out.reshape(T, -1)
    view_16: "bf16[1, 1024]" = torch.ops.aten.reshape.default(getitem_9, [1, -1]);  getitem_9 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_5: "bf16[1024, 256]" = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
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
    mul_16: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_15, arg10_1);  mul_15 = arg10_1 = None
    convert_element_type_15: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_16, torch.bfloat16);  mul_16 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_16: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_15, torch.float32);  convert_element_type_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_17: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32);  arg0_1 = None
    add_9: "f32[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_16, convert_element_type_17);  convert_element_type_16 = convert_element_type_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_18: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(add_9, torch.bfloat16)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_26: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_18, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_10: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_26, 2)
    mean_6: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
    add_13: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_11: "f32[1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_13, -0.5);  add_13 = None
    mul_26: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_26, pow_11);  convert_element_type_26 = pow_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_27: "f32[256]" = torch.ops.prims.convert_element_type.default(arg14_1, torch.float32);  arg14_1 = None
    mul_27: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_26, convert_element_type_27);  mul_26 = convert_element_type_27 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_28: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_27, torch.bfloat16);  mul_27 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[256, 16]" = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
    mm_4: "bf16[1, 16]" = torch.ops.aten.mm.default(convert_element_type_28, permute_8);  convert_element_type_28 = permute_8 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:267 in routing_function, code: topk_logits, topk_ids = torch.topk(gating_output, k=topk, dim=-1)
    topk = torch.ops.aten.topk.default(mm_4, 8);  mm_4 = None
    getitem_11: "bf16[1, 8]" = topk[0]
    getitem_12: "i64[1, 8]" = topk[1];  topk = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:277 in routing_function, code: return topk_weights.to(torch.float32), topk_ids.to(torch.int32)
    convert_element_type_36: "i32[1, 8]" = torch.ops.prims.convert_element_type.default(getitem_12, torch.int32)
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:35 in fused_moe_forward_native, code: w13_weights = layer.w13_weight[topk_ids]
    index_2: "bf16[1, 8, 128, 256]" = torch.ops.aten.index.Tensor(arg18_1, [convert_element_type_36]);  arg18_1 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:36 in fused_moe_forward_native, code: w1_weights, w3_weights = torch.chunk(w13_weights, 2, dim=2)
    split_3 = torch.ops.aten.split.Tensor(index_2, 64, 2);  index_2 = None
    getitem_13: "bf16[1, 8, 64, 256]" = split_3[0]
    getitem_14: "bf16[1, 8, 64, 256]" = split_3[1];  split_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_9: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_5: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_10: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
    rsqrt_2: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    mul_17: "f32[1, 256]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  add_9 = rsqrt_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_18: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_17, arg11_1);  mul_17 = arg11_1 = None
    convert_element_type_19: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_18, torch.bfloat16);  mul_18 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[256, 384]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
    mm_2: "bf16[1, 384]" = torch.ops.aten.mm.default(convert_element_type_19, permute_6);  convert_element_type_19 = permute_6 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_9: "bf16[1, 192]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 192)
    convert_element_type_22: "f32[1, 192]" = torch.ops.prims.convert_element_type.default(slice_9, torch.float32);  slice_9 = None
    mul_23: "f32[1, 192]" = torch.ops.aten.mul.Tensor(convert_element_type_22, 0.5)
    mul_19: "f32[1, 192]" = torch.ops.aten.mul.Tensor(convert_element_type_22, convert_element_type_22)
    mul_20: "f32[1, 192]" = torch.ops.aten.mul.Tensor(mul_19, convert_element_type_22);  mul_19 = None
    mul_21: "f32[1, 192]" = torch.ops.aten.mul.Tensor(mul_20, 0.044715);  mul_20 = None
    add_11: "f32[1, 192]" = torch.ops.aten.add.Tensor(convert_element_type_22, mul_21);  convert_element_type_22 = mul_21 = None
    mul_22: "f32[1, 192]" = torch.ops.aten.mul.Tensor(add_11, 0.7978845608028654);  add_11 = None
    tanh: "f32[1, 192]" = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
    add_12: "f32[1, 192]" = torch.ops.aten.add.Tensor(tanh, 1);  tanh = None
    mul_24: "f32[1, 192]" = torch.ops.aten.mul.Tensor(mul_23, add_12);  mul_23 = add_12 = None
    convert_element_type_23: "bf16[1, 192]" = torch.ops.prims.convert_element_type.default(mul_24, torch.bfloat16);  mul_24 = None
    slice_10: "bf16[1, 192]" = torch.ops.aten.slice.Tensor(mm_2, 1, 192, 9223372036854775807);  mm_2 = None
    mul_25: "bf16[1, 192]" = torch.ops.aten.mul.Tensor(convert_element_type_23, slice_10);  convert_element_type_23 = slice_10 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[192, 256]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_3: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_25, permute_7);  mul_25 = permute_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_48: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_3, torch.float32);  mm_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_13: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_48, 2)
    mean_8: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_13, [-1], True);  pow_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_17: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
    rsqrt_4: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
    mul_35: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_48, rsqrt_4);  convert_element_type_48 = rsqrt_4 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_36: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_35, arg20_1);  mul_35 = arg20_1 = None
    convert_element_type_49: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_36, torch.bfloat16);  mul_36 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:273 in routing_function, code: topk_weights = torch.nn.functional.softmax(topk_logits, dim=-1)
    convert_element_type_33: "f32[1, 8]" = torch.ops.prims.convert_element_type.default(getitem_11, torch.float32);  getitem_11 = None
    amax: "f32[1, 1]" = torch.ops.aten.amax.default(convert_element_type_33, [-1], True)
    sub_2: "f32[1, 8]" = torch.ops.aten.sub.Tensor(convert_element_type_33, amax);  convert_element_type_33 = amax = None
    exp: "f32[1, 8]" = torch.ops.aten.exp.default(sub_2);  sub_2 = None
    sum_1: "f32[1, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
    div: "f32[1, 8]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
    convert_element_type_34: "bf16[1, 8]" = torch.ops.prims.convert_element_type.default(div, torch.bfloat16);  div = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:274 in routing_function, code: topk_weights = topk_weights * per_expert_scale[topk_ids].to(
    index_1: "bf16[1, 8]" = torch.ops.aten.index.Tensor(arg17_1, [getitem_12]);  arg17_1 = getitem_12 = None
    mul_30: "bf16[1, 8]" = torch.ops.aten.mul.Tensor(convert_element_type_34, index_1);  convert_element_type_34 = index_1 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:55 in fused_moe_forward_native, code: expert_outs = torch.einsum(
    unsqueeze_10: "bf16[1, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_30, 2);  mul_30 = None
    view_29: "bf16[1, 1, 8]" = torch.ops.aten.reshape.default(unsqueeze_10, [1, 1, 8]);  unsqueeze_10 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_31: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_18, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_12: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_31, 2)
    mean_7: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_12, [-1], True);  pow_12 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_15: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
    rsqrt_3: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    mul_28: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_31, rsqrt_3);  convert_element_type_31 = rsqrt_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_29: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_28, arg16_1);  mul_28 = arg16_1 = None
    convert_element_type_32: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_29, torch.bfloat16);  mul_29 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:38 in fused_moe_forward_native, code: x1 = torch.einsum("ti,taoi -> tao", x, w1_weights)
    unsqueeze_5: "bf16[1, 256, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type_32, 2)
    unsqueeze_6: "bf16[1, 256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, 3);  unsqueeze_5 = None
    permute_9: "bf16[1, 1, 1, 256]" = torch.ops.aten.permute.default(unsqueeze_6, [0, 2, 3, 1]);  unsqueeze_6 = None
    permute_11: "bf16[256, 1, 1, 1]" = torch.ops.aten.permute.default(permute_9, [3, 0, 1, 2]);  permute_9 = None
    view_17: "bf16[1, 1, 256]" = torch.ops.aten.reshape.default(permute_11, [1, 1, 256]);  permute_11 = None
    permute_10: "bf16[1, 8, 64, 256]" = torch.ops.aten.permute.default(getitem_13, [0, 1, 2, 3]);  getitem_13 = None
    permute_12: "bf16[256, 1, 8, 64]" = torch.ops.aten.permute.default(permute_10, [3, 0, 1, 2]);  permute_10 = None
    clone_2: "bf16[256, 1, 8, 64]" = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    view_18: "bf16[1, 256, 512]" = torch.ops.aten.reshape.default(clone_2, [1, 256, 512]);  clone_2 = None
    bmm: "bf16[1, 1, 512]" = torch.ops.aten.bmm.default(view_17, view_18);  view_17 = view_18 = None
    view_19: "bf16[1, 1, 8, 64]" = torch.ops.aten.reshape.default(bmm, [1, 1, 8, 64]);  bmm = None
    permute_13: "bf16[1, 8, 64, 1]" = torch.ops.aten.permute.default(view_19, [1, 2, 3, 0]);  view_19 = None
    view_20: "bf16[1, 8, 64]" = torch.ops.aten.reshape.default(permute_13, [1, 8, 64]);  permute_13 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:42 in fused_moe_forward_native, code: x1 = F.gelu(x1)
    convert_element_type_39: "f32[1, 8, 64]" = torch.ops.prims.convert_element_type.default(view_20, torch.float32);  view_20 = None
    mul_31: "f32[1, 8, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_39, 0.5)
    mul_32: "f32[1, 8, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_39, 0.7071067811865476);  convert_element_type_39 = None
    erf: "f32[1, 8, 64]" = torch.ops.aten.erf.default(mul_32);  mul_32 = None
    add_16: "f32[1, 8, 64]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
    mul_33: "f32[1, 8, 64]" = torch.ops.aten.mul.Tensor(mul_31, add_16);  mul_31 = add_16 = None
    convert_element_type_40: "bf16[1, 8, 64]" = torch.ops.prims.convert_element_type.default(mul_33, torch.bfloat16);  mul_33 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:53 in fused_moe_forward_native, code: x3 = torch.einsum("ti, taoi -> tao", x, w3_weights)
    unsqueeze_7: "bf16[1, 256, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type_32, 2);  convert_element_type_32 = None
    unsqueeze_8: "bf16[1, 256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 3);  unsqueeze_7 = None
    permute_14: "bf16[1, 1, 1, 256]" = torch.ops.aten.permute.default(unsqueeze_8, [0, 2, 3, 1]);  unsqueeze_8 = None
    permute_16: "bf16[256, 1, 1, 1]" = torch.ops.aten.permute.default(permute_14, [3, 0, 1, 2]);  permute_14 = None
    view_21: "bf16[1, 1, 256]" = torch.ops.aten.reshape.default(permute_16, [1, 1, 256]);  permute_16 = None
    permute_15: "bf16[1, 8, 64, 256]" = torch.ops.aten.permute.default(getitem_14, [0, 1, 2, 3]);  getitem_14 = None
    permute_17: "bf16[256, 1, 8, 64]" = torch.ops.aten.permute.default(permute_15, [3, 0, 1, 2]);  permute_15 = None
    clone_3: "bf16[256, 1, 8, 64]" = torch.ops.aten.clone.default(permute_17, memory_format = torch.contiguous_format);  permute_17 = None
    view_22: "bf16[1, 256, 512]" = torch.ops.aten.reshape.default(clone_3, [1, 256, 512]);  clone_3 = None
    bmm_1: "bf16[1, 1, 512]" = torch.ops.aten.bmm.default(view_21, view_22);  view_21 = view_22 = None
    view_23: "bf16[1, 1, 8, 64]" = torch.ops.aten.reshape.default(bmm_1, [1, 1, 8, 64]);  bmm_1 = None
    permute_18: "bf16[1, 8, 64, 1]" = torch.ops.aten.permute.default(view_23, [1, 2, 3, 0]);  view_23 = None
    view_24: "bf16[1, 8, 64]" = torch.ops.aten.reshape.default(permute_18, [1, 8, 64]);  permute_18 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:54 in fused_moe_forward_native, code: expert_outs = torch.einsum("tao, taio -> tai", (x1 * x3), w2_weights)
    mul_34: "bf16[1, 8, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_40, view_24);  convert_element_type_40 = view_24 = None
    unsqueeze_9: "bf16[1, 8, 64, 1]" = torch.ops.aten.unsqueeze.default(mul_34, 3);  mul_34 = None
    permute_19: "bf16[1, 8, 1, 64]" = torch.ops.aten.permute.default(unsqueeze_9, [0, 1, 3, 2]);  unsqueeze_9 = None
    permute_21: "bf16[8, 64, 1, 1]" = torch.ops.aten.permute.default(permute_19, [1, 3, 0, 2]);  permute_19 = None
    view_25: "bf16[8, 1, 64]" = torch.ops.aten.reshape.default(permute_21, [8, 1, 64]);  permute_21 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:37 in fused_moe_forward_native, code: w2_weights = layer.w2_weight[topk_ids]
    index_3: "bf16[1, 8, 256, 64]" = torch.ops.aten.index.Tensor(arg19_1, [convert_element_type_36]);  arg19_1 = convert_element_type_36 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:54 in fused_moe_forward_native, code: expert_outs = torch.einsum("tao, taio -> tai", (x1 * x3), w2_weights)
    permute_20: "bf16[1, 8, 256, 64]" = torch.ops.aten.permute.default(index_3, [0, 1, 2, 3]);  index_3 = None
    permute_22: "bf16[8, 64, 1, 256]" = torch.ops.aten.permute.default(permute_20, [1, 3, 0, 2]);  permute_20 = None
    view_26: "bf16[8, 64, 256]" = torch.ops.aten.reshape.default(permute_22, [8, 64, 256]);  permute_22 = None
    bmm_2: "bf16[8, 1, 256]" = torch.ops.aten.bmm.default(view_25, view_26);  view_25 = view_26 = None
    view_27: "bf16[8, 1, 1, 256]" = torch.ops.aten.reshape.default(bmm_2, [8, 1, 1, 256]);  bmm_2 = None
    permute_23: "bf16[1, 8, 256, 1]" = torch.ops.aten.permute.default(view_27, [2, 0, 3, 1]);  view_27 = None
    view_28: "bf16[1, 8, 256]" = torch.ops.aten.reshape.default(permute_23, [1, 8, 256]);  permute_23 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:55 in fused_moe_forward_native, code: expert_outs = torch.einsum(
    permute_24: "bf16[1, 256, 8]" = torch.ops.aten.permute.default(view_28, [0, 2, 1]);  view_28 = None
    permute_27: "bf16[8, 256, 1]" = torch.ops.aten.permute.default(permute_24, [2, 1, 0]);  permute_24 = None
    view_30: "bf16[1, 8, 256]" = torch.ops.aten.reshape.default(permute_27, [1, 8, 256]);  permute_27 = None
    bmm_3: "bf16[1, 1, 256]" = torch.ops.aten.bmm.default(view_29, view_30);  view_29 = view_30 = None
    permute_28: "bf16[1, 256, 1]" = torch.ops.aten.permute.default(bmm_3, [0, 2, 1]);  bmm_3 = None
    view_32: "bf16[1, 256]" = torch.ops.aten.reshape.default(permute_28, [1, 256]);  permute_28 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_50: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(view_32, torch.float32);  view_32 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_14: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_50, 2)
    mean_9: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_14, [-1], True);  pow_14 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_18: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    rsqrt_5: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
    mul_37: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_50, rsqrt_5);  convert_element_type_50 = rsqrt_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_38: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_37, arg21_1);  mul_37 = arg21_1 = None
    convert_element_type_51: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_38, torch.bfloat16);  mul_38 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:799 in _next_stream, code: hidden_states = hidden_states_1 + hidden_states_2
    add_19: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_49, convert_element_type_51);  convert_element_type_49 = convert_element_type_51 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_52: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(add_19, torch.float32);  add_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_15: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_52, 2)
    mean_10: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_15, [-1], True);  pow_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_20: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
    rsqrt_6: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
    mul_39: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_52, rsqrt_6);  convert_element_type_52 = rsqrt_6 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_40: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_39, arg22_1);  mul_39 = arg22_1 = None
    convert_element_type_53: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_40, torch.bfloat16);  mul_40 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_21: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_53, convert_element_type_18);  convert_element_type_53 = convert_element_type_18 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_41: "bf16[1, 256]" = torch.ops.aten.mul.Tensor(add_21, arg23_1);  add_21 = arg23_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_54: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_41, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_16: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_54, 2)
    mean_11: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_16, [-1], True);  pow_16 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_22: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    rsqrt_7: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
    mul_42: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_54, rsqrt_7);  convert_element_type_54 = rsqrt_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_43: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_42, arg24_1);  mul_42 = arg24_1 = None
    convert_element_type_55: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_43, torch.bfloat16);  mul_43 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_29: "bf16[256, 3072]" = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
    mm_5: "bf16[1, 3072]" = torch.ops.aten.mm.default(convert_element_type_55, permute_29);  convert_element_type_55 = permute_29 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(mm_5, [2048, 512, 512], -1);  mm_5 = None
    getitem_15: "bf16[1, 2048]" = split_with_sizes_1[0]
    getitem_16: "bf16[1, 512]" = split_with_sizes_1[1]
    getitem_17: "bf16[1, 512]" = split_with_sizes_1[2];  split_with_sizes_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_4: "bf16[1, 512]" = torch.ops.aten.index.Tensor(arg28_1, [arg5_1]);  arg28_1 = arg5_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_4 = torch.ops.aten.split.Tensor(index_4, 256, -1);  index_4 = None
    getitem_18: "bf16[1, 256]" = split_4[0]
    getitem_19: "bf16[1, 256]" = split_4[1];  split_4 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_34: "bf16[1, 4, 512]" = torch.ops.aten.reshape.default(getitem_15, [1, 4, 512]);  getitem_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_58: "f32[1, 4, 512]" = torch.ops.prims.convert_element_type.default(view_34, torch.float32);  view_34 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_17: "f32[1, 4, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_58, 2)
    mean_12: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_17, [-1], True);  pow_17 = None
    add_23: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_12, 1e-06);  mean_12 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_18: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_23, -0.5);  add_23 = None
    mul_44: "f32[1, 4, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_58, pow_18);  convert_element_type_58 = pow_18 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_59: "f32[512]" = torch.ops.prims.convert_element_type.default(arg26_1, torch.float32);  arg26_1 = None
    mul_45: "f32[1, 4, 512]" = torch.ops.aten.mul.Tensor(mul_44, convert_element_type_59);  mul_44 = convert_element_type_59 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_60: "bf16[1, 4, 512]" = torch.ops.prims.convert_element_type.default(mul_45, torch.bfloat16);  mul_45 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_5 = torch.ops.aten.split.Tensor(convert_element_type_60, 256, -1);  convert_element_type_60 = None
    getitem_20: "bf16[1, 4, 256]" = split_5[0]
    getitem_21: "bf16[1, 4, 256]" = split_5[1];  split_5 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_36: "bf16[1, 1, 512]" = torch.ops.aten.reshape.default(getitem_16, [1, 1, 512]);  getitem_16 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_61: "f32[1, 1, 512]" = torch.ops.prims.convert_element_type.default(view_36, torch.float32);  view_36 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_19: "f32[1, 1, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_61, 2)
    mean_13: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_19, [-1], True);  pow_19 = None
    add_25: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_13, 1e-06);  mean_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_20: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_25, -0.5);  add_25 = None
    mul_46: "f32[1, 1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_61, pow_20);  convert_element_type_61 = pow_20 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_62: "f32[512]" = torch.ops.prims.convert_element_type.default(arg27_1, torch.float32);  arg27_1 = None
    mul_47: "f32[1, 1, 512]" = torch.ops.aten.mul.Tensor(mul_46, convert_element_type_62);  mul_46 = convert_element_type_62 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_63: "bf16[1, 1, 512]" = torch.ops.prims.convert_element_type.default(mul_47, torch.bfloat16);  mul_47 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_6 = torch.ops.aten.split.Tensor(convert_element_type_63, 256, -1);  convert_element_type_63 = None
    getitem_22: "bf16[1, 1, 256]" = split_6[0]
    getitem_23: "bf16[1, 1, 256]" = split_6[1];  split_6 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_11: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_18, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_49: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_20, unsqueeze_11)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_12: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_19, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_50: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_21, unsqueeze_12)
    sub_3: "bf16[1, 4, 256]" = torch.ops.aten.sub.Tensor(mul_49, mul_50);  mul_49 = mul_50 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_51: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_21, unsqueeze_11);  getitem_21 = unsqueeze_11 = None
    mul_52: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_20, unsqueeze_12);  getitem_20 = unsqueeze_12 = None
    add_28: "bf16[1, 4, 256]" = torch.ops.aten.add.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_2: "bf16[1, 4, 512]" = torch.ops.aten.cat.default([sub_3, add_28], -1);  sub_3 = add_28 = None
    
    # File: <repo>/gemma4_passes/harness.py:400 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_15: "bf16[1, 4, 1, 512]" = torch.ops.aten.unsqueeze.default(cat_2, 2);  cat_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select_4: "bf16[1, 1, 512]" = torch.ops.aten.select.int(arg29_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_13: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_18, -2);  getitem_18 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_53: "bf16[1, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_22, unsqueeze_13)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_14: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_19, -2);  getitem_19 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_54: "bf16[1, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_23, unsqueeze_14)
    sub_4: "bf16[1, 1, 256]" = torch.ops.aten.sub.Tensor(mul_53, mul_54);  mul_53 = mul_54 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_55: "bf16[1, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_23, unsqueeze_13);  getitem_23 = unsqueeze_13 = None
    mul_56: "bf16[1, 1, 256]" = torch.ops.aten.mul.Tensor(getitem_22, unsqueeze_14);  getitem_22 = unsqueeze_14 = None
    add_29: "bf16[1, 1, 256]" = torch.ops.aten.add.Tensor(mul_55, mul_56);  mul_55 = mul_56 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_3: "bf16[1, 1, 512]" = torch.ops.aten.cat.default([sub_4, add_29], -1);  sub_4 = add_29 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy_2: "bf16[1, 1, 512]" = torch.ops.aten.copy.default(select_4, cat_3);  select_4 = cat_3 = None
    select_scatter_2: "bf16[1, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg29_1, copy_2, 1, 16);  copy_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:401 in decode_attention, code: kc.transpose(1, 2),
    permute_32: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_6: "bf16[1, 1, 512]" = torch.ops.aten.select.int(arg30_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_37: "bf16[1, 1, 512]" = torch.ops.aten.reshape.default(getitem_17, [1, 1, 512]);  getitem_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_64: "f32[1, 1, 512]" = torch.ops.prims.convert_element_type.default(view_37, torch.float32);  view_37 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_21: "f32[1, 1, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_64, 2)
    mean_14: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_21, [-1], True);  pow_21 = None
    add_27: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_14, 1e-06);  mean_14 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_22: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_27, -0.5);  add_27 = None
    mul_48: "f32[1, 1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_64, pow_22);  convert_element_type_64 = pow_22 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_65: "bf16[1, 1, 512]" = torch.ops.prims.convert_element_type.default(mul_48, torch.bfloat16);  mul_48 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy_3: "bf16[1, 1, 512]" = torch.ops.aten.copy.default(select_6, convert_element_type_65);  select_6 = convert_element_type_65 = None
    select_scatter_3: "bf16[1, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg30_1, copy_3, 1, 16);  copy_3 = None
    
    # File: <repo>/gemma4_passes/harness.py:402 in decode_attention, code: vc.transpose(1, 2),
    permute_33: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_3, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_15, permute_32, permute_33, scale = 1.0);  unsqueeze_15 = permute_32 = permute_33 = None
    getitem_24: "bf16[1, 4, 1, 512]" = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:406 in decode_attention, code: return out.reshape(T, -1)
    view_50: "bf16[1, 2048]" = torch.ops.aten.reshape.default(getitem_24, [1, -1]);  getitem_24 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_34: "bf16[2048, 256]" = torch.ops.aten.permute.default(arg31_1, [1, 0]);  arg31_1 = None
    mm_6: "bf16[1, 256]" = torch.ops.aten.mm.default(view_50, permute_34);  view_50 = permute_34 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_68: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_6, torch.float32);  mm_6 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_23: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_68, 2)
    mean_15: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_23, [-1], True);  pow_23 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_30: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_15, 1e-06);  mean_15 = None
    rsqrt_8: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
    mul_57: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_68, rsqrt_8);  convert_element_type_68 = rsqrt_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_58: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_57, arg32_1);  mul_57 = arg32_1 = None
    convert_element_type_69: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_58, torch.bfloat16);  mul_58 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_70: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_69, torch.float32);  convert_element_type_69 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_71: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_41, torch.float32);  mul_41 = None
    add_31: "f32[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_70, convert_element_type_71);  convert_element_type_70 = convert_element_type_71 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_72: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(add_31, torch.bfloat16)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_80: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_72, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_25: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_80, 2)
    mean_17: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_25, [-1], True);  pow_25 = None
    add_35: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_17, 1e-06);  mean_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_26: "f32[1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_35, -0.5);  add_35 = None
    mul_68: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_80, pow_26);  convert_element_type_80 = pow_26 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_81: "f32[256]" = torch.ops.prims.convert_element_type.default(arg36_1, torch.float32);  arg36_1 = None
    mul_69: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_68, convert_element_type_81);  mul_68 = convert_element_type_81 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_82: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_69, torch.bfloat16);  mul_69 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_37: "bf16[256, 16]" = torch.ops.aten.permute.default(arg37_1, [1, 0]);  arg37_1 = None
    mm_9: "bf16[1, 16]" = torch.ops.aten.mm.default(convert_element_type_82, permute_37);  convert_element_type_82 = permute_37 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:267 in routing_function, code: topk_logits, topk_ids = torch.topk(gating_output, k=topk, dim=-1)
    topk_1 = torch.ops.aten.topk.default(mm_9, 8);  mm_9 = None
    getitem_26: "bf16[1, 8]" = topk_1[0]
    getitem_27: "i64[1, 8]" = topk_1[1];  topk_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:277 in routing_function, code: return topk_weights.to(torch.float32), topk_ids.to(torch.int32)
    convert_element_type_90: "i32[1, 8]" = torch.ops.prims.convert_element_type.default(getitem_27, torch.int32)
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:35 in fused_moe_forward_native, code: w13_weights = layer.w13_weight[topk_ids]
    index_6: "bf16[1, 8, 128, 256]" = torch.ops.aten.index.Tensor(arg40_1, [convert_element_type_90]);  arg40_1 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:36 in fused_moe_forward_native, code: w1_weights, w3_weights = torch.chunk(w13_weights, 2, dim=2)
    split_7 = torch.ops.aten.split.Tensor(index_6, 64, 2);  index_6 = None
    getitem_28: "bf16[1, 8, 64, 256]" = split_7[0]
    getitem_29: "bf16[1, 8, 64, 256]" = split_7[1];  split_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_24: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_31, 2)
    mean_16: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_24, [-1], True);  pow_24 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_32: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_16, 1e-06);  mean_16 = None
    rsqrt_9: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_32);  add_32 = None
    mul_59: "f32[1, 256]" = torch.ops.aten.mul.Tensor(add_31, rsqrt_9);  add_31 = rsqrt_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_60: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_59, arg33_1);  mul_59 = arg33_1 = None
    convert_element_type_73: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_60, torch.bfloat16);  mul_60 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_35: "bf16[256, 384]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
    mm_7: "bf16[1, 384]" = torch.ops.aten.mm.default(convert_element_type_73, permute_35);  convert_element_type_73 = permute_35 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_13: "bf16[1, 192]" = torch.ops.aten.slice.Tensor(mm_7, 1, 0, 192)
    convert_element_type_76: "f32[1, 192]" = torch.ops.prims.convert_element_type.default(slice_13, torch.float32);  slice_13 = None
    mul_65: "f32[1, 192]" = torch.ops.aten.mul.Tensor(convert_element_type_76, 0.5)
    mul_61: "f32[1, 192]" = torch.ops.aten.mul.Tensor(convert_element_type_76, convert_element_type_76)
    mul_62: "f32[1, 192]" = torch.ops.aten.mul.Tensor(mul_61, convert_element_type_76);  mul_61 = None
    mul_63: "f32[1, 192]" = torch.ops.aten.mul.Tensor(mul_62, 0.044715);  mul_62 = None
    add_33: "f32[1, 192]" = torch.ops.aten.add.Tensor(convert_element_type_76, mul_63);  convert_element_type_76 = mul_63 = None
    mul_64: "f32[1, 192]" = torch.ops.aten.mul.Tensor(add_33, 0.7978845608028654);  add_33 = None
    tanh_1: "f32[1, 192]" = torch.ops.aten.tanh.default(mul_64);  mul_64 = None
    add_34: "f32[1, 192]" = torch.ops.aten.add.Tensor(tanh_1, 1);  tanh_1 = None
    mul_66: "f32[1, 192]" = torch.ops.aten.mul.Tensor(mul_65, add_34);  mul_65 = add_34 = None
    convert_element_type_77: "bf16[1, 192]" = torch.ops.prims.convert_element_type.default(mul_66, torch.bfloat16);  mul_66 = None
    slice_14: "bf16[1, 192]" = torch.ops.aten.slice.Tensor(mm_7, 1, 192, 9223372036854775807);  mm_7 = None
    mul_67: "bf16[1, 192]" = torch.ops.aten.mul.Tensor(convert_element_type_77, slice_14);  convert_element_type_77 = slice_14 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_36: "bf16[192, 256]" = torch.ops.aten.permute.default(arg35_1, [1, 0]);  arg35_1 = None
    mm_8: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_67, permute_36);  mul_67 = permute_36 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_102: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_8, torch.float32);  mm_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_28: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_102, 2)
    mean_19: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_28, [-1], True);  pow_28 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_39: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_19, 1e-06);  mean_19 = None
    rsqrt_11: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_39);  add_39 = None
    mul_77: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_102, rsqrt_11);  convert_element_type_102 = rsqrt_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_78: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_77, arg42_1);  mul_77 = arg42_1 = None
    convert_element_type_103: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_78, torch.bfloat16);  mul_78 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:273 in routing_function, code: topk_weights = torch.nn.functional.softmax(topk_logits, dim=-1)
    convert_element_type_87: "f32[1, 8]" = torch.ops.prims.convert_element_type.default(getitem_26, torch.float32);  getitem_26 = None
    amax_1: "f32[1, 1]" = torch.ops.aten.amax.default(convert_element_type_87, [-1], True)
    sub_5: "f32[1, 8]" = torch.ops.aten.sub.Tensor(convert_element_type_87, amax_1);  convert_element_type_87 = amax_1 = None
    exp_1: "f32[1, 8]" = torch.ops.aten.exp.default(sub_5);  sub_5 = None
    sum_2: "f32[1, 1]" = torch.ops.aten.sum.dim_IntList(exp_1, [-1], True)
    div_1: "f32[1, 8]" = torch.ops.aten.div.Tensor(exp_1, sum_2);  exp_1 = sum_2 = None
    convert_element_type_88: "bf16[1, 8]" = torch.ops.prims.convert_element_type.default(div_1, torch.bfloat16);  div_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:274 in routing_function, code: topk_weights = topk_weights * per_expert_scale[topk_ids].to(
    index_5: "bf16[1, 8]" = torch.ops.aten.index.Tensor(arg39_1, [getitem_27]);  arg39_1 = getitem_27 = None
    mul_72: "bf16[1, 8]" = torch.ops.aten.mul.Tensor(convert_element_type_88, index_5);  convert_element_type_88 = index_5 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:55 in fused_moe_forward_native, code: expert_outs = torch.einsum(
    unsqueeze_21: "bf16[1, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_72, 2);  mul_72 = None
    view_63: "bf16[1, 1, 8]" = torch.ops.aten.reshape.default(unsqueeze_21, [1, 1, 8]);  unsqueeze_21 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_85: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_72, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_27: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_85, 2)
    mean_18: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_27, [-1], True);  pow_27 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_37: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_18, 1e-06);  mean_18 = None
    rsqrt_10: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_37);  add_37 = None
    mul_70: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_85, rsqrt_10);  convert_element_type_85 = rsqrt_10 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_71: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_70, arg38_1);  mul_70 = arg38_1 = None
    convert_element_type_86: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_71, torch.bfloat16);  mul_71 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:38 in fused_moe_forward_native, code: x1 = torch.einsum("ti,taoi -> tao", x, w1_weights)
    unsqueeze_16: "bf16[1, 256, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type_86, 2)
    unsqueeze_17: "bf16[1, 256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, 3);  unsqueeze_16 = None
    permute_38: "bf16[1, 1, 1, 256]" = torch.ops.aten.permute.default(unsqueeze_17, [0, 2, 3, 1]);  unsqueeze_17 = None
    permute_40: "bf16[256, 1, 1, 1]" = torch.ops.aten.permute.default(permute_38, [3, 0, 1, 2]);  permute_38 = None
    view_51: "bf16[1, 1, 256]" = torch.ops.aten.reshape.default(permute_40, [1, 1, 256]);  permute_40 = None
    permute_39: "bf16[1, 8, 64, 256]" = torch.ops.aten.permute.default(getitem_28, [0, 1, 2, 3]);  getitem_28 = None
    permute_41: "bf16[256, 1, 8, 64]" = torch.ops.aten.permute.default(permute_39, [3, 0, 1, 2]);  permute_39 = None
    clone_6: "bf16[256, 1, 8, 64]" = torch.ops.aten.clone.default(permute_41, memory_format = torch.contiguous_format);  permute_41 = None
    view_52: "bf16[1, 256, 512]" = torch.ops.aten.reshape.default(clone_6, [1, 256, 512]);  clone_6 = None
    bmm_4: "bf16[1, 1, 512]" = torch.ops.aten.bmm.default(view_51, view_52);  view_51 = view_52 = None
    view_53: "bf16[1, 1, 8, 64]" = torch.ops.aten.reshape.default(bmm_4, [1, 1, 8, 64]);  bmm_4 = None
    permute_42: "bf16[1, 8, 64, 1]" = torch.ops.aten.permute.default(view_53, [1, 2, 3, 0]);  view_53 = None
    view_54: "bf16[1, 8, 64]" = torch.ops.aten.reshape.default(permute_42, [1, 8, 64]);  permute_42 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:42 in fused_moe_forward_native, code: x1 = F.gelu(x1)
    convert_element_type_93: "f32[1, 8, 64]" = torch.ops.prims.convert_element_type.default(view_54, torch.float32);  view_54 = None
    mul_73: "f32[1, 8, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_93, 0.5)
    mul_74: "f32[1, 8, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_93, 0.7071067811865476);  convert_element_type_93 = None
    erf_1: "f32[1, 8, 64]" = torch.ops.aten.erf.default(mul_74);  mul_74 = None
    add_38: "f32[1, 8, 64]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
    mul_75: "f32[1, 8, 64]" = torch.ops.aten.mul.Tensor(mul_73, add_38);  mul_73 = add_38 = None
    convert_element_type_94: "bf16[1, 8, 64]" = torch.ops.prims.convert_element_type.default(mul_75, torch.bfloat16);  mul_75 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:53 in fused_moe_forward_native, code: x3 = torch.einsum("ti, taoi -> tao", x, w3_weights)
    unsqueeze_18: "bf16[1, 256, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type_86, 2);  convert_element_type_86 = None
    unsqueeze_19: "bf16[1, 256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, 3);  unsqueeze_18 = None
    permute_43: "bf16[1, 1, 1, 256]" = torch.ops.aten.permute.default(unsqueeze_19, [0, 2, 3, 1]);  unsqueeze_19 = None
    permute_45: "bf16[256, 1, 1, 1]" = torch.ops.aten.permute.default(permute_43, [3, 0, 1, 2]);  permute_43 = None
    view_55: "bf16[1, 1, 256]" = torch.ops.aten.reshape.default(permute_45, [1, 1, 256]);  permute_45 = None
    permute_44: "bf16[1, 8, 64, 256]" = torch.ops.aten.permute.default(getitem_29, [0, 1, 2, 3]);  getitem_29 = None
    permute_46: "bf16[256, 1, 8, 64]" = torch.ops.aten.permute.default(permute_44, [3, 0, 1, 2]);  permute_44 = None
    clone_7: "bf16[256, 1, 8, 64]" = torch.ops.aten.clone.default(permute_46, memory_format = torch.contiguous_format);  permute_46 = None
    view_56: "bf16[1, 256, 512]" = torch.ops.aten.reshape.default(clone_7, [1, 256, 512]);  clone_7 = None
    bmm_5: "bf16[1, 1, 512]" = torch.ops.aten.bmm.default(view_55, view_56);  view_55 = view_56 = None
    view_57: "bf16[1, 1, 8, 64]" = torch.ops.aten.reshape.default(bmm_5, [1, 1, 8, 64]);  bmm_5 = None
    permute_47: "bf16[1, 8, 64, 1]" = torch.ops.aten.permute.default(view_57, [1, 2, 3, 0]);  view_57 = None
    view_58: "bf16[1, 8, 64]" = torch.ops.aten.reshape.default(permute_47, [1, 8, 64]);  permute_47 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:54 in fused_moe_forward_native, code: expert_outs = torch.einsum("tao, taio -> tai", (x1 * x3), w2_weights)
    mul_76: "bf16[1, 8, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_94, view_58);  convert_element_type_94 = view_58 = None
    unsqueeze_20: "bf16[1, 8, 64, 1]" = torch.ops.aten.unsqueeze.default(mul_76, 3);  mul_76 = None
    permute_48: "bf16[1, 8, 1, 64]" = torch.ops.aten.permute.default(unsqueeze_20, [0, 1, 3, 2]);  unsqueeze_20 = None
    permute_50: "bf16[8, 64, 1, 1]" = torch.ops.aten.permute.default(permute_48, [1, 3, 0, 2]);  permute_48 = None
    view_59: "bf16[8, 1, 64]" = torch.ops.aten.reshape.default(permute_50, [8, 1, 64]);  permute_50 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:37 in fused_moe_forward_native, code: w2_weights = layer.w2_weight[topk_ids]
    index_7: "bf16[1, 8, 256, 64]" = torch.ops.aten.index.Tensor(arg41_1, [convert_element_type_90]);  arg41_1 = convert_element_type_90 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:54 in fused_moe_forward_native, code: expert_outs = torch.einsum("tao, taio -> tai", (x1 * x3), w2_weights)
    permute_49: "bf16[1, 8, 256, 64]" = torch.ops.aten.permute.default(index_7, [0, 1, 2, 3]);  index_7 = None
    permute_51: "bf16[8, 64, 1, 256]" = torch.ops.aten.permute.default(permute_49, [1, 3, 0, 2]);  permute_49 = None
    view_60: "bf16[8, 64, 256]" = torch.ops.aten.reshape.default(permute_51, [8, 64, 256]);  permute_51 = None
    bmm_6: "bf16[8, 1, 256]" = torch.ops.aten.bmm.default(view_59, view_60);  view_59 = view_60 = None
    view_61: "bf16[8, 1, 1, 256]" = torch.ops.aten.reshape.default(bmm_6, [8, 1, 1, 256]);  bmm_6 = None
    permute_52: "bf16[1, 8, 256, 1]" = torch.ops.aten.permute.default(view_61, [2, 0, 3, 1]);  view_61 = None
    view_62: "bf16[1, 8, 256]" = torch.ops.aten.reshape.default(permute_52, [1, 8, 256]);  permute_52 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:55 in fused_moe_forward_native, code: expert_outs = torch.einsum(
    permute_53: "bf16[1, 256, 8]" = torch.ops.aten.permute.default(view_62, [0, 2, 1]);  view_62 = None
    permute_56: "bf16[8, 256, 1]" = torch.ops.aten.permute.default(permute_53, [2, 1, 0]);  permute_53 = None
    view_64: "bf16[1, 8, 256]" = torch.ops.aten.reshape.default(permute_56, [1, 8, 256]);  permute_56 = None
    bmm_7: "bf16[1, 1, 256]" = torch.ops.aten.bmm.default(view_63, view_64);  view_63 = view_64 = None
    permute_57: "bf16[1, 256, 1]" = torch.ops.aten.permute.default(bmm_7, [0, 2, 1]);  bmm_7 = None
    view_66: "bf16[1, 256]" = torch.ops.aten.reshape.default(permute_57, [1, 256]);  permute_57 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_104: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(view_66, torch.float32);  view_66 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_29: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_104, 2)
    mean_20: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_29, [-1], True);  pow_29 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_40: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_20, 1e-06);  mean_20 = None
    rsqrt_12: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
    mul_79: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_104, rsqrt_12);  convert_element_type_104 = rsqrt_12 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_80: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_79, arg43_1);  mul_79 = arg43_1 = None
    convert_element_type_105: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_80, torch.bfloat16);  mul_80 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:799 in _next_stream, code: hidden_states = hidden_states_1 + hidden_states_2
    add_41: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_103, convert_element_type_105);  convert_element_type_103 = convert_element_type_105 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_106: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(add_41, torch.float32);  add_41 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_30: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_106, 2)
    mean_21: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_30, [-1], True);  pow_30 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_42: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_21, 1e-06);  mean_21 = None
    rsqrt_13: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_42);  add_42 = None
    mul_81: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_106, rsqrt_13);  convert_element_type_106 = rsqrt_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_82: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_81, arg44_1);  mul_81 = arg44_1 = None
    convert_element_type_107: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_82, torch.bfloat16);  mul_82 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_43: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_107, convert_element_type_72);  convert_element_type_107 = convert_element_type_72 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_83: "bf16[1, 256]" = torch.ops.aten.mul.Tensor(add_43, arg45_1);  add_43 = arg45_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_108: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_83, torch.float32);  mul_83 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_31: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_108, 2)
    mean_22: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_31, [-1], True);  pow_31 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_44: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_22, 1e-06);  mean_22 = None
    rsqrt_14: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_44);  add_44 = None
    mul_84: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_108, rsqrt_14);  convert_element_type_108 = rsqrt_14 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_85: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_84, arg46_1);  mul_84 = arg46_1 = None
    convert_element_type_109: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_85, torch.bfloat16);  mul_85 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[1, 17, 2, 256]" = torch.ops.aten.copy_.default(arg7_1, select_scatter);  arg7_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[1, 17, 2, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter_1);  arg8_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[1, 17, 1, 512]" = torch.ops.aten.copy_.default(arg29_1, select_scatter_2);  arg29_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[1, 17, 1, 512]" = torch.ops.aten.copy_.default(arg30_1, select_scatter_3);  arg30_1 = select_scatter_3 = copy__3 = None
    return (convert_element_type_109,)
    