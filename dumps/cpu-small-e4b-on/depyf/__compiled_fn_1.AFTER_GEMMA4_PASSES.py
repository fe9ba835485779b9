# __compiled_fn_1: post-grad graph after the gemma4-passes passes (404 nodes)



def forward(self, arg0_1: "bf16[1, 4, 32]", arg1_1: "bf16[1, 256]", arg2_1: "bf16[256]", arg3_1: "bf16[768, 256]", arg4_1: "bf16[128]", arg5_1: "bf16[128]", arg6_1: "i64[1]", arg7_1: "bf16[131072, 128]", arg8_1: "bf16[1, 17, 1, 128]", arg9_1: "bf16[1, 17, 1, 128]", arg10_1: "bf16[256, 512]", arg11_1: "bf16[256]", arg12_1: "bf16[256]", arg13_1: "bf16[1024, 256]", arg14_1: "bf16[256, 512]", arg15_1: "bf16[256]", arg16_1: "bf16[32, 256]", arg17_1: "bf16[256, 32]", arg18_1: "bf16[256]", arg19_1: "bf16[1]", arg20_1: "bf16[256]", arg21_1: "bf16[384, 256]", arg22_1: "bf16[64]", arg23_1: "bf16[64]", arg24_1: "bf16[131072, 64]", arg25_1: "bf16[1, 17, 1, 64]", arg26_1: "bf16[1, 17, 1, 64]", arg27_1: "bf16[256, 256]", arg28_1: "bf16[256]", arg29_1: "bf16[256]", arg30_1: "bf16[1024, 256]", arg31_1: "bf16[256, 512]", arg32_1: "bf16[256]", arg33_1: "bf16[32, 256]", arg34_1: "bf16[256, 32]", arg35_1: "bf16[256]", arg36_1: "bf16[1]", arg37_1: "bf16[256]", arg38_1: "bf16[384, 256]", arg39_1: "bf16[64]", arg40_1: "bf16[256, 256]", arg41_1: "bf16[256]", arg42_1: "bf16[256]", arg43_1: "bf16[1024, 256]", arg44_1: "bf16[256, 512]", arg45_1: "bf16[256]", arg46_1: "bf16[32, 256]", arg47_1: "bf16[256, 32]", arg48_1: "bf16[256]", arg49_1: "bf16[1]", arg50_1: "bf16[256]", arg51_1: "bf16[768, 256]", arg52_1: "bf16[128]", arg53_1: "bf16[256, 512]", arg54_1: "bf16[256]", arg55_1: "bf16[256]", arg56_1: "bf16[1024, 256]", arg57_1: "bf16[256, 512]", arg58_1: "bf16[256]", arg59_1: "bf16[32, 256]", arg60_1: "bf16[256, 32]", arg61_1: "bf16[256]", arg62_1: "bf16[1]"):
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
    permute: "bf16[256, 768]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
    mm: "bf16[1, 768]" = torch.ops.aten.mm.default(convert_element_type_1, permute);  convert_element_type_1 = permute = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes = torch.ops.aten.split_with_sizes.default(mm, [512, 128, 128], -1);  mm = None
    getitem: "bf16[1, 512]" = split_with_sizes[0]
    getitem_1: "bf16[1, 128]" = split_with_sizes[1]
    getitem_2: "bf16[1, 128]" = split_with_sizes[2];  split_with_sizes = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index: "bf16[1, 128]" = torch.ops.aten.index.Tensor(arg7_1, [arg6_1])
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split = torch.ops.aten.split.Tensor(index, 64, -1);  index = None
    getitem_3: "bf16[1, 64]" = split[0]
    getitem_4: "bf16[1, 64]" = split[1];  split = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view: "bf16[1, 4, 128]" = torch.ops.aten.reshape.default(getitem, [1, 4, 128]);  getitem = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_4: "f32[1, 4, 128]" = torch.ops.prims.convert_element_type.default(view, torch.float32);  view = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_2: "f32[1, 4, 128]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_4, 2)
    mean_1: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
    add_1: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_3: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_1, -0.5);  add_1 = None
    mul_2: "f32[1, 4, 128]" = torch.ops.aten.mul.Tensor(convert_element_type_4, pow_3);  convert_element_type_4 = pow_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_5: "f32[128]" = torch.ops.prims.convert_element_type.default(arg4_1, torch.float32);  arg4_1 = None
    mul_3: "f32[1, 4, 128]" = torch.ops.aten.mul.Tensor(mul_2, convert_element_type_5);  mul_2 = convert_element_type_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_6: "bf16[1, 4, 128]" = torch.ops.prims.convert_element_type.default(mul_3, torch.bfloat16);  mul_3 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_1 = torch.ops.aten.split.Tensor(convert_element_type_6, 64, -1);  convert_element_type_6 = None
    getitem_5: "bf16[1, 4, 64]" = split_1[0]
    getitem_6: "bf16[1, 4, 64]" = split_1[1];  split_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_2: "bf16[1, 1, 128]" = torch.ops.aten.reshape.default(getitem_1, [1, 1, 128]);  getitem_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_7: "f32[1, 1, 128]" = torch.ops.prims.convert_element_type.default(view_2, torch.float32);  view_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_4: "f32[1, 1, 128]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_7, 2)
    mean_2: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
    add_3: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_5: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_3, -0.5);  add_3 = None
    mul_4: "f32[1, 1, 128]" = torch.ops.aten.mul.Tensor(convert_element_type_7, pow_5);  convert_element_type_7 = pow_5 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_8: "f32[128]" = torch.ops.prims.convert_element_type.default(arg5_1, torch.float32);  arg5_1 = None
    mul_5: "f32[1, 1, 128]" = torch.ops.aten.mul.Tensor(mul_4, convert_element_type_8);  mul_4 = convert_element_type_8 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_9: "bf16[1, 1, 128]" = torch.ops.prims.convert_element_type.default(mul_5, torch.bfloat16);  mul_5 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_2 = torch.ops.aten.split.Tensor(convert_element_type_9, 64, -1);  convert_element_type_9 = None
    getitem_7: "bf16[1, 1, 64]" = split_2[0]
    getitem_8: "bf16[1, 1, 64]" = split_2[1];  split_2 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze: "bf16[1, 1, 64]" = torch.ops.aten.unsqueeze.default(getitem_3, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_7: "bf16[1, 4, 64]" = torch.ops.aten.mul.Tensor(getitem_5, unsqueeze)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_1: "bf16[1, 1, 64]" = torch.ops.aten.unsqueeze.default(getitem_4, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_8: "bf16[1, 4, 64]" = torch.ops.aten.mul.Tensor(getitem_6, unsqueeze_1)
    sub: "bf16[1, 4, 64]" = torch.ops.aten.sub.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_9: "bf16[1, 4, 64]" = torch.ops.aten.mul.Tensor(getitem_6, unsqueeze);  getitem_6 = unsqueeze = None
    mul_10: "bf16[1, 4, 64]" = torch.ops.aten.mul.Tensor(getitem_5, unsqueeze_1);  getitem_5 = unsqueeze_1 = None
    add_6: "bf16[1, 4, 64]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat: "bf16[1, 4, 128]" = torch.ops.aten.cat.default([sub, add_6], -1);  sub = add_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:345 in forward, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[1, 4, 1, 128]" = torch.ops.aten.unsqueeze.default(cat, 2);  cat = None
    
    # File: <repo>/gemma4_passes/harness.py:338 in forward, code: kc[:, self.context_len] = k.reshape(T, layer.tp_k_head_num, -1)
    select_1: "bf16[1, 1, 128]" = torch.ops.aten.select.int(arg8_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_2: "bf16[1, 1, 64]" = torch.ops.aten.unsqueeze.default(getitem_3, -2);  getitem_3 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_11: "bf16[1, 1, 64]" = torch.ops.aten.mul.Tensor(getitem_7, unsqueeze_2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_3: "bf16[1, 1, 64]" = torch.ops.aten.unsqueeze.default(getitem_4, -2);  getitem_4 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_12: "bf16[1, 1, 64]" = torch.ops.aten.mul.Tensor(getitem_8, unsqueeze_3)
    sub_1: "bf16[1, 1, 64]" = torch.ops.aten.sub.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_13: "bf16[1, 1, 64]" = torch.ops.aten.mul.Tensor(getitem_8, unsqueeze_2);  getitem_8 = unsqueeze_2 = None
    mul_14: "bf16[1, 1, 64]" = torch.ops.aten.mul.Tensor(getitem_7, unsqueeze_3);  getitem_7 = unsqueeze_3 = None
    add_7: "bf16[1, 1, 64]" = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_1: "bf16[1, 1, 128]" = torch.ops.aten.cat.default([sub_1, add_7], -1);  sub_1 = add_7 = None
    
    # File: <repo>/gemma4_passes/harness.py:338 in forward, code: kc[:, self.context_len] = k.reshape(T, layer.tp_k_head_num, -1)
    copy: "bf16[1, 1, 128]" = torch.ops.aten.copy.default(select_1, cat_1);  select_1 = cat_1 = None
    select_scatter: "bf16[1, 17, 1, 128]" = torch.ops.aten.select_scatter.default(arg8_1, copy, 1, 16);  copy = None
    
    # File: <repo>/gemma4_passes/harness.py:346 in forward, code: kc.transpose(1, 2),
    permute_3: "bf16[1, 1, 17, 128]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:339 in forward, code: vc[:, self.context_len] = v.reshape(T, layer.tp_v_head_num, -1)
    select_3: "bf16[1, 1, 128]" = torch.ops.aten.select.int(arg9_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_3: "bf16[1, 1, 128]" = torch.ops.aten.reshape.default(getitem_2, [1, 1, 128]);  getitem_2 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_10: "f32[1, 1, 128]" = torch.ops.prims.convert_element_type.default(view_3, torch.float32);  view_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_6: "f32[1, 1, 128]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_10, 2)
    mean_3: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
    add_5: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_7: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_5, -0.5);  add_5 = None
    mul_6: "f32[1, 1, 128]" = torch.ops.aten.mul.Tensor(convert_element_type_10, pow_7);  convert_element_type_10 = pow_7 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_11: "bf16[1, 1, 128]" = torch.ops.prims.convert_element_type.default(mul_6, torch.bfloat16);  mul_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:339 in forward, code: vc[:, self.context_len] = v.reshape(T, layer.tp_v_head_num, -1)
    copy_1: "bf16[1, 1, 128]" = torch.ops.aten.copy.default(select_3, convert_element_type_11);  select_3 = convert_element_type_11 = None
    select_scatter_1: "bf16[1, 17, 1, 128]" = torch.ops.aten.select_scatter.default(arg9_1, copy_1, 1, 16);  copy_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:347 in forward, code: vc.transpose(1, 2),
    permute_4: "bf16[1, 1, 17, 128]" = torch.ops.aten.permute.default(select_scatter_1, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:344 in forward, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_4, permute_3, permute_4, scale = 1.0);  unsqueeze_4 = permute_3 = permute_4 = None
    getitem_9: "bf16[1, 4, 1, 128]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
    
    # File: <repo>/gemma4_passes/harness.py:351 in forward, code: return out.reshape(T, -1)
    view_16: "bf16[1, 512]" = torch.ops.aten.reshape.default(getitem_9, [1, -1]);  getitem_9 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_5: "bf16[512, 256]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
    mm_1: "bf16[1, 256]" = torch.ops.aten.mm.default(view_16, permute_5);  view_16 = permute_5 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_3 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_1, arg1_1, arg11_1, arg12_1, 1e-06);  mm_1 = arg1_1 = arg11_1 = arg12_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_50: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default_3[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_51: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default_3[1];  rmsnorm_add_rmsnorm_default_3 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_6: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_2: "bf16[1, 1024]" = torch.ops.aten.mm.default(getitem_50, permute_6);  getitem_50 = permute_6 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_3: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 512)
    slice_4: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_2, 1, 512, 9223372036854775807);  mm_2 = None
    gelu_tanh_mul_default_7: "bf16[1, 512]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_3, slice_4);  slice_3 = slice_4 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[512, 256]" = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
    mm_3: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_7, permute_7);  gelu_tanh_mul_default_7 = permute_7 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    rmsnorm_add_scale_default_3: "bf16[1, 256]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_3, getitem_51, arg15_1, None, 1e-06);  mm_3 = getitem_51 = arg15_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[256, 32]" = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
    mm_4: "bf16[1, 32]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_3, permute_8);  permute_8 = None
    
    # File: <repo>/gemma4_passes/harness.py:416 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 0)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    gelu_tanh_mul_default_6: "bf16[1, 32]" = torch.ops.gemma4.gelu_tanh_mul.default(mm_4, select);  mm_4 = select = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_9: "bf16[32, 256]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
    mm_5: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_6, permute_9);  gelu_tanh_mul_default_6 = permute_9 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    rmsnorm_add_scale_default_7: "bf16[1, 256]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_5, rmsnorm_add_scale_default_3, arg18_1, arg19_1, 1e-06);  mm_5 = rmsnorm_add_scale_default_3 = arg18_1 = arg19_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_37: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(rmsnorm_add_scale_default_7, torch.float32)
    
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
    permute_10: "bf16[256, 384]" = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
    mm_6: "bf16[1, 384]" = torch.ops.aten.mm.default(convert_element_type_38, permute_10);  convert_element_type_38 = permute_10 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(mm_6, [256, 64, 64], -1);  mm_6 = None
    getitem_11: "bf16[1, 256]" = split_with_sizes_1[0]
    getitem_12: "bf16[1, 64]" = split_with_sizes_1[1]
    getitem_13: "bf16[1, 64]" = split_with_sizes_1[2];  split_with_sizes_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_1: "bf16[1, 64]" = torch.ops.aten.index.Tensor(arg24_1, [arg6_1])
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_3 = torch.ops.aten.split.Tensor(index_1, 32, -1);  index_1 = None
    getitem_14: "bf16[1, 32]" = split_3[0]
    getitem_15: "bf16[1, 32]" = split_3[1];  split_3 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_17: "bf16[1, 4, 64]" = torch.ops.aten.reshape.default(getitem_11, [1, 4, 64]);  getitem_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_41: "f32[1, 4, 64]" = torch.ops.prims.convert_element_type.default(view_17, torch.float32);  view_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_14: "f32[1, 4, 64]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_41, 2)
    mean_9: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_14, [-1], True);  pow_14 = None
    add_21: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_15: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_21, -0.5);  add_21 = None
    mul_40: "f32[1, 4, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_41, pow_15);  convert_element_type_41 = pow_15 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_42: "f32[64]" = torch.ops.prims.convert_element_type.default(arg22_1, torch.float32);  arg22_1 = None
    mul_41: "f32[1, 4, 64]" = torch.ops.aten.mul.Tensor(mul_40, convert_element_type_42);  mul_40 = convert_element_type_42 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_43: "bf16[1, 4, 64]" = torch.ops.prims.convert_element_type.default(mul_41, torch.bfloat16);  mul_41 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_4 = torch.ops.aten.split.Tensor(convert_element_type_43, 32, -1);  convert_element_type_43 = None
    getitem_16: "bf16[1, 4, 32]" = split_4[0]
    getitem_17: "bf16[1, 4, 32]" = split_4[1];  split_4 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_19: "bf16[1, 1, 64]" = torch.ops.aten.reshape.default(getitem_12, [1, 1, 64]);  getitem_12 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_44: "f32[1, 1, 64]" = torch.ops.prims.convert_element_type.default(view_19, torch.float32);  view_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_16: "f32[1, 1, 64]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_44, 2)
    mean_10: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_16, [-1], True);  pow_16 = None
    add_23: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_17: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_23, -0.5);  add_23 = None
    mul_42: "f32[1, 1, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_44, pow_17);  convert_element_type_44 = pow_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_45: "f32[64]" = torch.ops.prims.convert_element_type.default(arg23_1, torch.float32);  arg23_1 = None
    mul_43: "f32[1, 1, 64]" = torch.ops.aten.mul.Tensor(mul_42, convert_element_type_45);  mul_42 = convert_element_type_45 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_46: "bf16[1, 1, 64]" = torch.ops.prims.convert_element_type.default(mul_43, torch.bfloat16);  mul_43 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_5 = torch.ops.aten.split.Tensor(convert_element_type_46, 32, -1);  convert_element_type_46 = None
    getitem_18: "bf16[1, 1, 32]" = split_5[0]
    getitem_19: "bf16[1, 1, 32]" = split_5[1];  split_5 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_5: "bf16[1, 1, 32]" = torch.ops.aten.unsqueeze.default(getitem_14, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_45: "bf16[1, 4, 32]" = torch.ops.aten.mul.Tensor(getitem_16, unsqueeze_5)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_6: "bf16[1, 1, 32]" = torch.ops.aten.unsqueeze.default(getitem_15, -2)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_46: "bf16[1, 4, 32]" = torch.ops.aten.mul.Tensor(getitem_17, unsqueeze_6)
    sub_2: "bf16[1, 4, 32]" = torch.ops.aten.sub.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_47: "bf16[1, 4, 32]" = torch.ops.aten.mul.Tensor(getitem_17, unsqueeze_5);  getitem_17 = unsqueeze_5 = None
    mul_48: "bf16[1, 4, 32]" = torch.ops.aten.mul.Tensor(getitem_16, unsqueeze_6);  getitem_16 = unsqueeze_6 = None
    add_26: "bf16[1, 4, 32]" = torch.ops.aten.add.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_2: "bf16[1, 4, 64]" = torch.ops.aten.cat.default([sub_2, add_26], -1);  sub_2 = add_26 = None
    
    # File: <repo>/gemma4_passes/harness.py:345 in forward, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[1, 4, 1, 64]" = torch.ops.aten.unsqueeze.default(cat_2, 2);  cat_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:338 in forward, code: kc[:, self.context_len] = k.reshape(T, layer.tp_k_head_num, -1)
    select_6: "bf16[1, 1, 64]" = torch.ops.aten.select.int(arg25_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_7: "bf16[1, 1, 32]" = torch.ops.aten.unsqueeze.default(getitem_14, -2);  getitem_14 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_49: "bf16[1, 1, 32]" = torch.ops.aten.mul.Tensor(getitem_18, unsqueeze_7)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_8: "bf16[1, 1, 32]" = torch.ops.aten.unsqueeze.default(getitem_15, -2);  getitem_15 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_50: "bf16[1, 1, 32]" = torch.ops.aten.mul.Tensor(getitem_19, unsqueeze_8)
    sub_3: "bf16[1, 1, 32]" = torch.ops.aten.sub.Tensor(mul_49, mul_50);  mul_49 = mul_50 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_51: "bf16[1, 1, 32]" = torch.ops.aten.mul.Tensor(getitem_19, unsqueeze_7);  getitem_19 = unsqueeze_7 = None
    mul_52: "bf16[1, 1, 32]" = torch.ops.aten.mul.Tensor(getitem_18, unsqueeze_8);  getitem_18 = unsqueeze_8 = None
    add_27: "bf16[1, 1, 32]" = torch.ops.aten.add.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_3: "bf16[1, 1, 64]" = torch.ops.aten.cat.default([sub_3, add_27], -1);  sub_3 = add_27 = None
    
    # File: <repo>/gemma4_passes/harness.py:338 in forward, code: kc[:, self.context_len] = k.reshape(T, layer.tp_k_head_num, -1)
    copy_2: "bf16[1, 1, 64]" = torch.ops.aten.copy.default(select_6, cat_3);  select_6 = cat_3 = None
    select_scatter_2: "bf16[1, 17, 1, 64]" = torch.ops.aten.select_scatter.default(arg25_1, copy_2, 1, 16);  copy_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:346 in forward, code: kc.transpose(1, 2),
    slice_11: "bf16[1, 8, 1, 64]" = torch.ops.aten.slice.Tensor(select_scatter_2, 1, 9, 9223372036854775807)
    permute_13: "bf16[1, 1, 8, 64]" = torch.ops.aten.permute.default(slice_11, [0, 2, 1, 3]);  slice_11 = None
    
    # File: <repo>/gemma4_passes/harness.py:339 in forward, code: vc[:, self.context_len] = v.reshape(T, layer.tp_v_head_num, -1)
    select_8: "bf16[1, 1, 64]" = torch.ops.aten.select.int(arg26_1, 1, 16)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_20: "bf16[1, 1, 64]" = torch.ops.aten.reshape.default(getitem_13, [1, 1, 64]);  getitem_13 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_47: "f32[1, 1, 64]" = torch.ops.prims.convert_element_type.default(view_20, torch.float32);  view_20 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_18: "f32[1, 1, 64]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_47, 2)
    mean_11: "f32[1, 1, 1]" = torch.ops.aten.mean.dim(pow_18, [-1], True);  pow_18 = None
    add_25: "f32[1, 1, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_19: "f32[1, 1, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_25, -0.5);  add_25 = None
    mul_44: "f32[1, 1, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_47, pow_19);  convert_element_type_47 = pow_19 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_48: "bf16[1, 1, 64]" = torch.ops.prims.convert_element_type.default(mul_44, torch.bfloat16);  mul_44 = None
    
    # File: <repo>/gemma4_passes/harness.py:339 in forward, code: vc[:, self.context_len] = v.reshape(T, layer.tp_v_head_num, -1)
    copy_3: "bf16[1, 1, 64]" = torch.ops.aten.copy.default(select_8, convert_element_type_48);  select_8 = convert_element_type_48 = None
    select_scatter_3: "bf16[1, 17, 1, 64]" = torch.ops.aten.select_scatter.default(arg26_1, copy_3, 1, 16);  copy_3 = None
    
    # File: <repo>/gemma4_passes/harness.py:347 in forward, code: vc.transpose(1, 2),
    slice_12: "bf16[1, 8, 1, 64]" = torch.ops.aten.slice.Tensor(select_scatter_3, 1, 9, 9223372036854775807)
    permute_14: "bf16[1, 1, 8, 64]" = torch.ops.aten.permute.default(slice_12, [0, 2, 1, 3]);  slice_12 = None
    
    # File: <repo>/gemma4_passes/harness.py:344 in forward, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_9, permute_13, permute_14, scale = 1.0);  unsqueeze_9 = permute_13 = permute_14 = None
    getitem_20: "bf16[1, 4, 1, 64]" = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:351 in forward, code: return out.reshape(T, -1)
    view_33: "bf16[1, 256]" = torch.ops.aten.reshape.default(getitem_20, [1, -1]);  getitem_20 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_15: "bf16[256, 256]" = torch.ops.aten.permute.default(arg27_1, [1, 0]);  arg27_1 = None
    mm_7: "bf16[1, 256]" = torch.ops.aten.mm.default(view_33, permute_15);  view_33 = permute_15 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_2 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_7, rmsnorm_add_scale_default_7, arg28_1, arg29_1, 1e-06);  mm_7 = rmsnorm_add_scale_default_7 = arg28_1 = arg29_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_48: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default_2[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_49: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default_2[1];  rmsnorm_add_rmsnorm_default_2 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_16: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg30_1, [1, 0]);  arg30_1 = None
    mm_8: "bf16[1, 1024]" = torch.ops.aten.mm.default(getitem_48, permute_16);  getitem_48 = permute_16 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_13: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_8, 1, 0, 512)
    slice_14: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_8, 1, 512, 9223372036854775807);  mm_8 = None
    gelu_tanh_mul_default_5: "bf16[1, 512]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_13, slice_14);  slice_13 = slice_14 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_17: "bf16[512, 256]" = torch.ops.aten.permute.default(arg31_1, [1, 0]);  arg31_1 = None
    mm_9: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_5, permute_17);  gelu_tanh_mul_default_5 = permute_17 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    rmsnorm_add_scale_default_2: "bf16[1, 256]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_9, getitem_49, arg32_1, None, 1e-06);  mm_9 = getitem_49 = arg32_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_18: "bf16[256, 32]" = torch.ops.aten.permute.default(arg33_1, [1, 0]);  arg33_1 = None
    mm_10: "bf16[1, 32]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_2, permute_18);  permute_18 = None
    
    # File: <repo>/gemma4_passes/harness.py:416 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_5: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 1)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    gelu_tanh_mul_default_4: "bf16[1, 32]" = torch.ops.gemma4.gelu_tanh_mul.default(mm_10, select_5);  mm_10 = select_5 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_19: "bf16[32, 256]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
    mm_11: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_4, permute_19);  gelu_tanh_mul_default_4 = permute_19 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    rmsnorm_add_scale_default_6: "bf16[1, 256]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_11, rmsnorm_add_scale_default_2, arg35_1, arg36_1, 1e-06);  mm_11 = rmsnorm_add_scale_default_2 = arg35_1 = arg36_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_74: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(rmsnorm_add_scale_default_6, torch.float32)
    
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
    permute_20: "bf16[256, 384]" = torch.ops.aten.permute.default(arg38_1, [1, 0]);  arg38_1 = None
    mm_12: "bf16[1, 384]" = torch.ops.aten.mm.default(convert_element_type_75, permute_20);  convert_element_type_75 = permute_20 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(mm_12, [256, 64, 64], -1);  mm_12 = None
    getitem_22: "bf16[1, 256]" = split_with_sizes_2[0];  split_with_sizes_2 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_2: "bf16[1, 64]" = torch.ops.aten.index.Tensor(arg24_1, [arg6_1]);  arg24_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_6 = torch.ops.aten.split.Tensor(index_2, 32, -1);  index_2 = None
    getitem_25: "bf16[1, 32]" = split_6[0]
    getitem_26: "bf16[1, 32]" = split_6[1];  split_6 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_34: "bf16[1, 4, 64]" = torch.ops.aten.reshape.default(getitem_22, [1, 4, 64]);  getitem_22 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_78: "f32[1, 4, 64]" = torch.ops.prims.convert_element_type.default(view_34, torch.float32);  view_34 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_26: "f32[1, 4, 64]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_78, 2)
    mean_17: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_26, [-1], True);  pow_26 = None
    add_41: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_17, 1e-06);  mean_17 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_27: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_41, -0.5);  add_41 = None
    mul_78: "f32[1, 4, 64]" = torch.ops.aten.mul.Tensor(convert_element_type_78, pow_27);  convert_element_type_78 = pow_27 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_79: "f32[64]" = torch.ops.prims.convert_element_type.default(arg39_1, torch.float32);  arg39_1 = None
    mul_79: "f32[1, 4, 64]" = torch.ops.aten.mul.Tensor(mul_78, convert_element_type_79);  mul_78 = convert_element_type_79 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_80: "bf16[1, 4, 64]" = torch.ops.prims.convert_element_type.default(mul_79, torch.bfloat16);  mul_79 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_7 = torch.ops.aten.split.Tensor(convert_element_type_80, 32, -1);  convert_element_type_80 = None
    getitem_27: "bf16[1, 4, 32]" = split_7[0]
    getitem_28: "bf16[1, 4, 32]" = split_7[1];  split_7 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_10: "bf16[1, 1, 32]" = torch.ops.aten.unsqueeze.default(getitem_25, -2);  getitem_25 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_80: "bf16[1, 4, 32]" = torch.ops.aten.mul.Tensor(getitem_27, unsqueeze_10)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_11: "bf16[1, 1, 32]" = torch.ops.aten.unsqueeze.default(getitem_26, -2);  getitem_26 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_81: "bf16[1, 4, 32]" = torch.ops.aten.mul.Tensor(getitem_28, unsqueeze_11)
    sub_4: "bf16[1, 4, 32]" = torch.ops.aten.sub.Tensor(mul_80, mul_81);  mul_80 = mul_81 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_82: "bf16[1, 4, 32]" = torch.ops.aten.mul.Tensor(getitem_28, unsqueeze_10);  getitem_28 = unsqueeze_10 = None
    mul_83: "bf16[1, 4, 32]" = torch.ops.aten.mul.Tensor(getitem_27, unsqueeze_11);  getitem_27 = unsqueeze_11 = None
    add_43: "bf16[1, 4, 32]" = torch.ops.aten.add.Tensor(mul_82, mul_83);  mul_82 = mul_83 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_4: "bf16[1, 4, 64]" = torch.ops.aten.cat.default([sub_4, add_43], -1);  sub_4 = add_43 = None
    
    # File: <repo>/gemma4_passes/harness.py:345 in forward, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_14: "bf16[1, 4, 1, 64]" = torch.ops.aten.unsqueeze.default(cat_4, 2);  cat_4 = None
    
    # File: <repo>/gemma4_passes/harness.py:346 in forward, code: kc.transpose(1, 2),
    slice_22: "bf16[1, 8, 1, 64]" = torch.ops.aten.slice.Tensor(select_scatter_2, 1, 9, 9223372036854775807)
    permute_23: "bf16[1, 1, 8, 64]" = torch.ops.aten.permute.default(slice_22, [0, 2, 1, 3]);  slice_22 = None
    
    # File: <repo>/gemma4_passes/harness.py:347 in forward, code: vc.transpose(1, 2),
    slice_23: "bf16[1, 8, 1, 64]" = torch.ops.aten.slice.Tensor(select_scatter_3, 1, 9, 9223372036854775807)
    permute_24: "bf16[1, 1, 8, 64]" = torch.ops.aten.permute.default(slice_23, [0, 2, 1, 3]);  slice_23 = None
    
    # File: <repo>/gemma4_passes/harness.py:344 in forward, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_14, permute_23, permute_24, scale = 1.0);  unsqueeze_14 = permute_23 = permute_24 = None
    getitem_31: "bf16[1, 4, 1, 64]" = _scaled_dot_product_flash_attention_for_cpu_2[0];  _scaled_dot_product_flash_attention_for_cpu_2 = None
    
    # File: <repo>/gemma4_passes/harness.py:351 in forward, code: return out.reshape(T, -1)
    view_42: "bf16[1, 256]" = torch.ops.aten.reshape.default(getitem_31, [1, -1]);  getitem_31 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_25: "bf16[256, 256]" = torch.ops.aten.permute.default(arg40_1, [1, 0]);  arg40_1 = None
    mm_13: "bf16[1, 256]" = torch.ops.aten.mm.default(view_42, permute_25);  view_42 = permute_25 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default_1 = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_13, rmsnorm_add_scale_default_6, arg41_1, arg42_1, 1e-06);  mm_13 = rmsnorm_add_scale_default_6 = arg41_1 = arg42_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_46: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default_1[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_47: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default_1[1];  rmsnorm_add_rmsnorm_default_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_26: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg43_1, [1, 0]);  arg43_1 = None
    mm_14: "bf16[1, 1024]" = torch.ops.aten.mm.default(getitem_46, permute_26);  getitem_46 = permute_26 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_24: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_14, 1, 0, 512)
    slice_25: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_14, 1, 512, 9223372036854775807);  mm_14 = None
    gelu_tanh_mul_default_3: "bf16[1, 512]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_24, slice_25);  slice_24 = slice_25 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_27: "bf16[512, 256]" = torch.ops.aten.permute.default(arg44_1, [1, 0]);  arg44_1 = None
    mm_15: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_3, permute_27);  gelu_tanh_mul_default_3 = permute_27 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    rmsnorm_add_scale_default_1: "bf16[1, 256]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_15, getitem_47, arg45_1, None, 1e-06);  mm_15 = getitem_47 = arg45_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_28: "bf16[256, 32]" = torch.ops.aten.permute.default(arg46_1, [1, 0]);  arg46_1 = None
    mm_16: "bf16[1, 32]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default_1, permute_28);  permute_28 = None
    
    # File: <repo>/gemma4_passes/harness.py:416 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_10: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 2)
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    gelu_tanh_mul_default_2: "bf16[1, 32]" = torch.ops.gemma4.gelu_tanh_mul.default(mm_16, select_10);  mm_16 = select_10 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_29: "bf16[32, 256]" = torch.ops.aten.permute.default(arg47_1, [1, 0]);  arg47_1 = None
    mm_17: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_2, permute_29);  gelu_tanh_mul_default_2 = permute_29 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    rmsnorm_add_scale_default_5: "bf16[1, 256]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_17, rmsnorm_add_scale_default_1, arg48_1, arg49_1, 1e-06);  mm_17 = rmsnorm_add_scale_default_1 = arg48_1 = arg49_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:838 in forward_native, code: x = x.to(torch.float32)
    convert_element_type_106: "f32[1, 256]" = torch.ops.prims.convert_element_type.default(rmsnorm_add_scale_default_5, torch.float32)
    
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
    permute_30: "bf16[256, 768]" = torch.ops.aten.permute.default(arg51_1, [1, 0]);  arg51_1 = None
    mm_18: "bf16[1, 768]" = torch.ops.aten.mm.default(convert_element_type_107, permute_30);  convert_element_type_107 = permute_30 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_3 = torch.ops.aten.split_with_sizes.default(mm_18, [512, 128, 128], -1);  mm_18 = None
    getitem_33: "bf16[1, 512]" = split_with_sizes_3[0];  split_with_sizes_3 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:343 in forward_native, code: cos_sin = self.cos_sin_cache.index_select(0, positions)
    index_3: "bf16[1, 128]" = torch.ops.aten.index.Tensor(arg7_1, [arg6_1]);  arg7_1 = arg6_1 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/base.py:344 in forward_native, code: cos, sin = cos_sin.chunk(2, dim=-1)
    split_9 = torch.ops.aten.split.Tensor(index_3, 64, -1);  index_3 = None
    getitem_36: "bf16[1, 64]" = split_9[0]
    getitem_37: "bf16[1, 64]" = split_9[1];  split_9 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_43: "bf16[1, 4, 128]" = torch.ops.aten.reshape.default(getitem_33, [1, 4, 128]);  getitem_33 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1422 in forward_native, code: normed_output = self._norm(x.float())
    convert_element_type_110: "f32[1, 4, 128]" = torch.ops.prims.convert_element_type.default(view_43, torch.float32);  view_43 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1418 in _norm, code: mean_squared = x.pow(2).mean(-1, keepdim=True) + self.eps
    pow_34: "f32[1, 4, 128]" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_110, 2)
    mean_23: "f32[1, 4, 1]" = torch.ops.aten.mean.dim(pow_34, [-1], True);  pow_34 = None
    add_58: "f32[1, 4, 1]" = torch.ops.aten.add.Tensor(mean_23, 1e-06);  mean_23 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1419 in _norm, code: return x * torch.pow(mean_squared, -0.5)
    pow_35: "f32[1, 4, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_58, -0.5);  add_58 = None
    mul_113: "f32[1, 4, 128]" = torch.ops.aten.mul.Tensor(convert_element_type_110, pow_35);  convert_element_type_110 = pow_35 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1424 in forward_native, code: normed_output = normed_output * (self.weight.float() + self.scale_shift)
    convert_element_type_111: "f32[128]" = torch.ops.prims.convert_element_type.default(arg52_1, torch.float32);  arg52_1 = None
    mul_114: "f32[1, 4, 128]" = torch.ops.aten.mul.Tensor(mul_113, convert_element_type_111);  mul_113 = convert_element_type_111 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    convert_element_type_112: "bf16[1, 4, 128]" = torch.ops.prims.convert_element_type.default(mul_114, torch.bfloat16);  mul_114 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:53 in apply_rotary_emb, code: x1, x2 = torch.chunk(x, 2, dim=-1)
    split_10 = torch.ops.aten.split.Tensor(convert_element_type_112, 64, -1);  convert_element_type_112 = None
    getitem_38: "bf16[1, 4, 64]" = split_10[0]
    getitem_39: "bf16[1, 4, 64]" = split_10[1];  split_10 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:50 in apply_rotary_emb, code: cos = cos.unsqueeze(-2).to(x.dtype)
    unsqueeze_15: "bf16[1, 1, 64]" = torch.ops.aten.unsqueeze.default(getitem_36, -2);  getitem_36 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_115: "bf16[1, 4, 64]" = torch.ops.aten.mul.Tensor(getitem_38, unsqueeze_15)
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:51 in apply_rotary_emb, code: sin = sin.unsqueeze(-2).to(x.dtype)
    unsqueeze_16: "bf16[1, 1, 64]" = torch.ops.aten.unsqueeze.default(getitem_37, -2);  getitem_37 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:57 in apply_rotary_emb, code: o1 = x1 * cos - x2 * sin
    mul_116: "bf16[1, 4, 64]" = torch.ops.aten.mul.Tensor(getitem_39, unsqueeze_16)
    sub_6: "bf16[1, 4, 64]" = torch.ops.aten.sub.Tensor(mul_115, mul_116);  mul_115 = mul_116 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:58 in apply_rotary_emb, code: o2 = x2 * cos + x1 * sin
    mul_117: "bf16[1, 4, 64]" = torch.ops.aten.mul.Tensor(getitem_39, unsqueeze_15);  getitem_39 = unsqueeze_15 = None
    mul_118: "bf16[1, 4, 64]" = torch.ops.aten.mul.Tensor(getitem_38, unsqueeze_16);  getitem_38 = unsqueeze_16 = None
    add_60: "bf16[1, 4, 64]" = torch.ops.aten.add.Tensor(mul_117, mul_118);  mul_117 = mul_118 = None
    
    # File: <site-packages>/sglang/srt/layers/rotary_embedding/utils.py:60 in apply_rotary_emb, code: return torch.cat((o1, o2), dim=-1)
    cat_6: "bf16[1, 4, 128]" = torch.ops.aten.cat.default([sub_6, add_60], -1);  sub_6 = add_60 = None
    
    # File: <repo>/gemma4_passes/harness.py:345 in forward, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_19: "bf16[1, 4, 1, 128]" = torch.ops.aten.unsqueeze.default(cat_6, 2);  cat_6 = None
    
    # File: <repo>/gemma4_passes/harness.py:346 in forward, code: kc.transpose(1, 2),
    permute_33: "bf16[1, 1, 17, 128]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:347 in forward, code: vc.transpose(1, 2),
    permute_34: "bf16[1, 1, 17, 128]" = torch.ops.aten.permute.default(select_scatter_1, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:344 in forward, code: out = F.scaled_dot_product_attention(
    _scaled_dot_product_flash_attention_for_cpu_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(unsqueeze_19, permute_33, permute_34, scale = 1.0);  unsqueeze_19 = permute_33 = permute_34 = None
    getitem_42: "bf16[1, 4, 1, 128]" = _scaled_dot_product_flash_attention_for_cpu_3[0];  _scaled_dot_product_flash_attention_for_cpu_3 = None
    
    # File: <repo>/gemma4_passes/harness.py:351 in forward, code: return out.reshape(T, -1)
    view_51: "bf16[1, 512]" = torch.ops.aten.reshape.default(getitem_42, [1, -1]);  getitem_42 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_35: "bf16[512, 256]" = torch.ops.aten.permute.default(arg53_1, [1, 0]);  arg53_1 = None
    mm_19: "bf16[1, 256]" = torch.ops.aten.mm.default(view_51, permute_35);  view_51 = permute_35 = None
    
    # No stacktrace found for following nodes
    rmsnorm_add_rmsnorm_default = torch.ops.gemma4.rmsnorm_add_rmsnorm.default(mm_19, rmsnorm_add_scale_default_5, arg54_1, arg55_1, 1e-06);  mm_19 = rmsnorm_add_scale_default_5 = arg54_1 = arg55_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_44: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_45: "bf16[1, 256]" = rmsnorm_add_rmsnorm_default[1];  rmsnorm_add_rmsnorm_default = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_36: "bf16[256, 1024]" = torch.ops.aten.permute.default(arg56_1, [1, 0]);  arg56_1 = None
    mm_20: "bf16[1, 1024]" = torch.ops.aten.mm.default(getitem_44, permute_36);  getitem_44 = permute_36 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_29: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_20, 1, 0, 512)
    slice_30: "bf16[1, 512]" = torch.ops.aten.slice.Tensor(mm_20, 1, 512, 9223372036854775807);  mm_20 = None
    gelu_tanh_mul_default_1: "bf16[1, 512]" = torch.ops.gemma4.gelu_tanh_mul.default(slice_29, slice_30);  slice_29 = slice_30 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_37: "bf16[512, 256]" = torch.ops.aten.permute.default(arg57_1, [1, 0]);  arg57_1 = None
    mm_21: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default_1, permute_37);  gelu_tanh_mul_default_1 = permute_37 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:822 in _next_stream, code: hidden_states = hidden_states + residual
    rmsnorm_add_scale_default: "bf16[1, 256]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_21, getitem_45, arg58_1, None, 1e-06);  mm_21 = getitem_45 = arg58_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_38: "bf16[256, 32]" = torch.ops.aten.permute.default(arg59_1, [1, 0]);  arg59_1 = None
    mm_22: "bf16[1, 32]" = torch.ops.aten.mm.default(rmsnorm_add_scale_default, permute_38);  permute_38 = None
    
    # File: <repo>/gemma4_passes/harness.py:416 in forward, code: pli = per_layer_inputs[:, i, :] if per_layer_inputs is not None else None
    select_11: "bf16[1, 32]" = torch.ops.aten.select.int(arg0_1, 1, 3);  arg0_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:827 in _next_stream, code: gated_per_layer = gate * per_layer_input
    gelu_tanh_mul_default: "bf16[1, 32]" = torch.ops.gemma4.gelu_tanh_mul.default(mm_22, select_11);  mm_22 = select_11 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_39: "bf16[32, 256]" = torch.ops.aten.permute.default(arg60_1, [1, 0]);  arg60_1 = None
    mm_23: "bf16[1, 256]" = torch.ops.aten.mm.default(gelu_tanh_mul_default, permute_39);  gelu_tanh_mul_default = permute_39 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    rmsnorm_add_scale_default_4: "bf16[1, 256]" = torch.ops.gemma4.rmsnorm_add_scale.default(mm_23, rmsnorm_add_scale_default, arg61_1, arg62_1, 1e-06);  mm_23 = rmsnorm_add_scale_default = arg61_1 = arg62_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:338 in forward, code: kc[:, self.context_len] = k.reshape(T, layer.tp_k_head_num, -1)
    copy_: "bf16[1, 17, 1, 128]" = torch.ops.aten.copy_.default(arg8_1, select_scatter);  arg8_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:339 in forward, code: vc[:, self.context_len] = v.reshape(T, layer.tp_v_head_num, -1)
    copy__1: "bf16[1, 17, 1, 128]" = torch.ops.aten.copy_.default(arg9_1, select_scatter_1);  arg9_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:338 in forward, code: kc[:, self.context_len] = k.reshape(T, layer.tp_k_head_num, -1)
    copy__2: "bf16[1, 17, 1, 64]" = torch.ops.aten.copy_.default(arg25_1, select_scatter_2);  arg25_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:339 in forward, code: vc[:, self.context_len] = v.reshape(T, layer.tp_v_head_num, -1)
    copy__3: "bf16[1, 17, 1, 64]" = torch.ops.aten.copy_.default(arg26_1, select_scatter_3);  arg26_1 = select_scatter_3 = copy__3 = None
    return (rmsnorm_add_scale_default_4,)
    