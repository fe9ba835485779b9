# __compiled_fn_1: post-grad graph before the gemma4-passes passes (308 nodes)



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
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[1, 4, 1, 256]" = torch.ops.aten.unsqueeze.default(cat, 2);  cat = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
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
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy: "bf16[1, 2, 256]" = torch.ops.aten.copy.default(select, cat_1);  select = cat_1 = None
    select_scatter: "bf16[1, 17, 2, 256]" = torch.ops.aten.select_scatter.default(arg7_1, copy, 1, 16);  copy = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    slice_7: "bf16[1, 8, 2, 256]" = torch.ops.aten.slice.Tensor(select_scatter, 1, 9, 9223372036854775807)
    permute_3: "bf16[1, 2, 8, 256]" = torch.ops.aten.permute.default(slice_7, [0, 2, 1, 3]);  slice_7 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
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
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy_1: "bf16[1, 2, 256]" = torch.ops.aten.copy.default(select_2, convert_element_type_11);  select_2 = convert_element_type_11 = None
    select_scatter_1: "bf16[1, 17, 2, 256]" = torch.ops.aten.select_scatter.default(arg8_1, copy_1, 1, 16);  copy_1 = None
    
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
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_9: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    mean_5: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_10: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
    rsqrt_2: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
    mul_17: "f32[1, 256]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  rsqrt_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_18: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_17, arg11_1);  mul_17 = arg11_1 = None
    convert_element_type_19: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_18, torch.bfloat16);  mul_18 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
    mm_2: "bf16[1, 1024]" = torch.ops.aten.mm.default(convert_element_type_19, permute_6);  convert_element_type_19 = permute_6 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_9: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 512)
    convert_element_type_22: "f32[1, 512]" = torch.ops.prims.convert_element_type.default(slice_9, torch.float32);  slice_9 = None
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
    slice_10: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_2, 1, 512, 9223372036854775807);  mm_2 = None
    mul_25: "bf16[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_23, slice_10);  convert_element_type_23 = slice_10 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[512, 256]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
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
    mul_27: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_26, arg14_1);  mul_26 = arg14_1 = None
    convert_element_type_27: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_27, torch.bfloat16);  mul_27 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_18: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(add_9, torch.bfloat16);  add_9 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_14: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_27, convert_element_type_18);  convert_element_type_27 = convert_element_type_18 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_28: "bf16[1, 256]" = torch.ops.aten.mul.Tensor(add_14, arg15_1);  add_14 = arg15_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_28: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_28, torch.float32)
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_11: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_28, 2)
    mean_7: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_15: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
    rsqrt_4: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
    mul_29: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_28, rsqrt_4);  convert_element_type_28 = rsqrt_4 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_30: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_29, arg16_1);  mul_29 = arg16_1 = None
    convert_element_type_29: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_30, torch.bfloat16);  mul_30 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[256, 4096]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
    mm_4: "bf16[1, 4096]" = torch.ops.aten.mm.default(convert_element_type_29, permute_8);  convert_element_type_29 = permute_8 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(mm_4, [2048, 1024, 1024], -1);  mm_4 = None
    getitem_11: "bf16[1, 2048]" = split_with_sizes_1[0]
    getitem_12: "bf16[1, 1024]" = split_with_sizes_1[1]
    getitem_13: "bf16[1, 1024]" = split_with_sizes_1[2];  split_with_sizes_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_1: "bf16[1, 512]" = torch.ops.aten.index.Tensor(arg20_1, [arg5_1]);  arg20_1 = arg5_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_3 = torch.ops.aten.split.Tensor(index_1, 256, -1);  index_1 = None
    getitem_14: "bf16[1, 256]" = split_3[0]
    getitem_15: "bf16[1, 256]" = split_3[1];  split_3 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_17: "bf16[1, 4, 512]" = torch.ops.aten.reshape.default(getitem_11, [1, 4, 512]);  getitem_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_32: "f32[1, 4, 512]" = torch.ops.prims.convert_element_type.default(view_17, torch.float32);  view_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_12: "f32[1, 4, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_32, 2)
    mean_8: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_12, [-1], True);  pow_12 = None
    add_16: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_13: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_16, -0.5);  add_16 = None
    mul_31: "f32[1, 4, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_32, pow_13);  convert_element_type_32 = pow_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_33: "f32[512]" = torch.ops.prims.convert_element_type.default(arg18_1, torch.float32);  arg18_1 = None
    mul_32: "f32[1, 4, 512]" = torch.ops.aten.mul.Tensor(mul_31, convert_element_type_33);  mul_31 = convert_element_type_33 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_34: "bf16[1, 4, 512]" = torch.ops.prims.convert_element_type.default(mul_32, torch.bfloat16);  mul_32 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_4 = torch.ops.aten.split.Tensor(convert_element_type_34, 256, -1);  convert_element_type_34 = None
    getitem_16: "bf16[1, 4, 256]" = split_4[0]
    getitem_17: "bf16[1, 4, 256]" = split_4[1];  split_4 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_19: "bf16[1, 2, 512]" = torch.ops.aten.reshape.default(getitem_12, [1, 2, 512]);  getitem_12 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_35: "f32[1, 2, 512]" = torch.ops.prims.convert_element_type.default(view_19, torch.float32);  view_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_14: "f32[1, 2, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_35, 2)
    mean_9: "f32[1, 2, 1]" = torch.ops.aten.mean.dim(pow_14, [-1], True);  pow_14 = None
    add_18: "f32[1, 2, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_15: "f32[1, 2, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_18, -0.5);  add_18 = None
    mul_33: "f32[1, 2, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_35, pow_15);  convert_element_type_35 = pow_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_36: "f32[512]" = torch.ops.prims.convert_element_type.default(arg19_1, torch.float32);  arg19_1 = None
    mul_34: "f32[1, 2, 512]" = torch.ops.aten.mul.Tensor(mul_33, convert_element_type_36);  mul_33 = convert_element_type_36 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_37: "bf16[1, 2, 512]" = torch.ops.prims.convert_element_type.default(mul_34, torch.bfloat16);  mul_34 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_5 = torch.ops.aten.split.Tensor(convert_element_type_37, 256, -1);  convert_element_type_37 = None
    getitem_18: "bf16[1, 2, 256]" = split_5[0]
    getitem_19: "bf16[1, 2, 256]" = split_5[1];  split_5 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_5: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_14, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_36: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_16, unsqueeze_5)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_6: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_15, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_37: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_17, unsqueeze_6)
    sub_2: "bf16[1, 4, 256]" = torch.ops.aten.sub.Tensor(mul_36, mul_37);  mul_36 = mul_37 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_38: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_17, unsqueeze_5);  getitem_17 = unsqueeze_5 = None
    mul_39: "bf16[1, 4, 256]" = torch.ops.aten.mul.Tensor(getitem_16, unsqueeze_6);  getitem_16 = unsqueeze_6 = None
    add_21: "bf16[1, 4, 256]" = torch.ops.aten.add.Tensor(mul_38, mul_39);  mul_38 = mul_39 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_2: "bf16[1, 4, 512]" = torch.ops.aten.cat.default([sub_2, add_21], -1);  sub_2 = add_21 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[1, 4, 1, 512]" = torch.ops.aten.unsqueeze.default(cat_2, 2);  cat_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    select_4: "bf16[1, 2, 512]" = torch.ops.aten.select.int(arg21_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_7: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_14, -2);  getitem_14 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_40: "bf16[1, 2, 256]" = torch.ops.aten.mul.Tensor(getitem_18, unsqueeze_7)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_8: "bf16[1, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_15, -2);  getitem_15 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_41: "bf16[1, 2, 256]" = torch.ops.aten.mul.Tensor(getitem_19, unsqueeze_8)
    sub_3: "bf16[1, 2, 256]" = torch.ops.aten.sub.Tensor(mul_40, mul_41);  mul_40 = mul_41 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_42: "bf16[1, 2, 256]" = torch.ops.aten.mul.Tensor(getitem_19, unsqueeze_7);  getitem_19 = unsqueeze_7 = None
    mul_43: "bf16[1, 2, 256]" = torch.ops.aten.mul.Tensor(getitem_18, unsqueeze_8);  getitem_18 = unsqueeze_8 = None
    add_22: "bf16[1, 2, 256]" = torch.ops.aten.add.Tensor(mul_42, mul_43);  mul_42 = mul_43 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_3: "bf16[1, 2, 512]" = torch.ops.aten.cat.default([sub_3, add_22], -1);  sub_3 = add_22 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_2: "bf16[1, 2, 512]" = torch.ops.aten.copy.default(select_4, cat_3);  select_4 = cat_3 = None
    select_scatter_2: "bf16[1, 17, 2, 512]" = torch.ops.aten.select_scatter.default(arg21_1, copy_2, 1, 16);  copy_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: kc.transpose(1, 2),
    permute_11: "bf16[1, 2, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    select_6: "bf16[1, 2, 512]" = torch.ops.aten.select.int(arg22_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_20: "bf16[1, 2, 512]" = torch.ops.aten.reshape.default(getitem_13, [1, 2, 512]);  getitem_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_38: "f32[1, 2, 512]" = torch.ops.prims.convert_element_type.default(view_20, torch.float32);  view_20 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_16: "f32[1, 2, 512]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_38, 2)
    mean_10: "f32[1, 2, 1]" = torch.ops.aten.mean.dim(pow_16, [-1], True);  pow_16 = None
    add_20: "f32[1, 2, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_17: "f32[1, 2, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_20, -0.5);  add_20 = None
    mul_35: "f32[1, 2, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_38, pow_17);  convert_element_type_38 = pow_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_39: "bf16[1, 2, 512]" = torch.ops.prims.convert_element_type.default(mul_35, torch.bfloat16);  mul_35 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy_3: "bf16[1, 2, 512]" = torch.ops.aten.copy.default(select_6, convert_element_type_39);  select_6 = convert_element_type_39 = None
    select_scatter_3: "bf16[1, 17, 2, 512]" = torch.ops.aten.select_scatter.default(arg22_1, copy_3, 1, 16);  copy_3 = None
    
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
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_42: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_5, torch.float32);  mm_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_18: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_42, 2)
    mean_11: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_18, [-1], True);  pow_18 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_23: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    rsqrt_5: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_23);  add_23 = None
    mul_44: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_42, rsqrt_5);  convert_element_type_42 = rsqrt_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_45: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_44, arg24_1);  mul_44 = arg24_1 = None
    convert_element_type_43: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_45, torch.bfloat16);  mul_45 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_44: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(convert_element_type_43, torch.float32);  convert_element_type_43 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:840 in forward_native, code: x = x + residual.to(torch.float32)
    convert_element_type_45: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_28, torch.float32);  mul_28 = None
    add_24: "f32[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_44, convert_element_type_45);  convert_element_type_44 = convert_element_type_45 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_19: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_24, 2)
    mean_12: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_19, [-1], True);  pow_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_25: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_12, 1e-06);  mean_12 = None
    rsqrt_6: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_25);  add_25 = None
    mul_46: "f32[1, 256]" = torch.ops.aten.mul.Tensor(add_24, rsqrt_6);  rsqrt_6 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_47: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_46, arg25_1);  mul_46 = arg25_1 = None
    convert_element_type_47: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_47, torch.bfloat16);  mul_47 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_14: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg26_1, [1, 0]);  arg26_1 = None
    mm_6: "bf16[1, 1024]" = torch.ops.aten.mm.default(convert_element_type_47, permute_14);  convert_element_type_47 = permute_14 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_13: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_6, 1, 0, 512)
    convert_element_type_50: "f32[1, 512]" = torch.ops.prims.convert_element_type.default(slice_13, torch.float32);  slice_13 = None
    mul_52: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_50, 0.5)
    mul_48: "f32[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_50, convert_element_type_50)
    mul_49: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_48, convert_element_type_50);  mul_48 = None
    mul_50: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_49, 0.044715);  mul_49 = None
    add_26: "f32[1, 512]" = torch.ops.aten.add.Tensor(convert_element_type_50, mul_50);  convert_element_type_50 = mul_50 = None
    mul_51: "f32[1, 512]" = torch.ops.aten.mul.Tensor(add_26, 0.7978845608028654);  add_26 = None
    tanh_1: "f32[1, 512]" = torch.ops.aten.tanh.default(mul_51);  mul_51 = None
    add_27: "f32[1, 512]" = torch.ops.aten.add.Tensor(tanh_1, 1);  tanh_1 = None
    mul_53: "f32[1, 512]" = torch.ops.aten.mul.Tensor(mul_52, add_27);  mul_52 = add_27 = None
    convert_element_type_51: "bf16[1, 512]" = torch.ops.prims.convert_element_type.default(mul_53, torch.bfloat16);  mul_53 = None
    slice_14: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_6, 1, 512, 9223372036854775807);  mm_6 = None
    mul_54: "bf16[1, 512]" = torch.ops.aten.mul.Tensor(convert_element_type_51, slice_14);  convert_element_type_51 = slice_14 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_15: "bf16[512, 256]" = torch.ops.aten.permute.default(arg27_1, [1, 0]);  arg27_1 = None
    mm_7: "bf16[1, 256]" = torch.ops.aten.mm.default(mul_54, permute_15);  mul_54 = permute_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_54: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mm_7, torch.float32);  mm_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_20: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_54, 2)
    mean_13: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_20, [-1], True);  pow_20 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_28: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_13, 1e-06);  mean_13 = None
    rsqrt_7: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
    mul_55: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_54, rsqrt_7);  convert_element_type_54 = rsqrt_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_56: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_55, arg28_1);  mul_55 = arg28_1 = None
    convert_element_type_55: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_56, torch.bfloat16);  mul_56 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    convert_element_type_46: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(add_24, torch.bfloat16);  add_24 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    add_29: "bf16[1, 256]" = torch.ops.aten.add.Tensor(convert_element_type_55, convert_element_type_46);  convert_element_type_55 = convert_element_type_46 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    mul_57: "bf16[1, 256]" = torch.ops.aten.mul.Tensor(add_29, arg29_1);  add_29 = arg29_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_56: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(mul_57, torch.float32);  mul_57 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:866 in forward_native, code: variance = x_var.pow(2).mean(dim=-1, keepdim=True)
    pow_21: "f32[1, 256]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_56, 2)
    mean_14: "f32[1, 1]" = torch.ops.aten.mean.dim(pow_21, [-1], True);  pow_21 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:867 in forward_native, code: x = x * torch.rsqrt(variance + self.variance_epsilon)
    add_30: "f32[1, 1]" = torch.ops.aten.add.Tensor(mean_14, 1e-06);  mean_14 = None
    rsqrt_8: "f32[1, 1]" = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
    mul_58: "f32[1, 256]" = torch.ops.aten.mul.Tensor(convert_element_type_56, rsqrt_8);  convert_element_type_56 = rsqrt_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    mul_59: "f32[1, 256]" = torch.ops.aten.mul.Tensor(mul_58, arg30_1);  mul_58 = arg30_1 = None
    convert_element_type_57: "bf16[1, 256]" = torch.ops.prims.convert_element_type.default(mul_59, torch.bfloat16);  mul_59 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[1, 17, 2, 256]" = torch.ops.aten.copy_.default(arg7_1, select_scatter);  arg7_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[1, 17, 2, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter_1);  arg8_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:386 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[1, 17, 2, 512]" = torch.ops.aten.copy_.default(arg21_1, select_scatter_2);  arg21_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:387 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[1, 17, 2, 512]" = torch.ops.aten.copy_.default(arg22_1, select_scatter_3);  arg22_1 = select_scatter_3 = copy__3 = None
    return (convert_element_type_57,)
    