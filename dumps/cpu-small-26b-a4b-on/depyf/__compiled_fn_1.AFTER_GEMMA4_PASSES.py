# __compiled_fn_1: post-grad graph after the gemma4-passes passes (269 nodes)



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
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view: "bf16[1, 4, 256]" = torch.ops.aten.reshape.default(getitem, [1, 4, 256]);  getitem = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_2: "bf16[1, 2, 256]" = torch.ops.aten.reshape.default(getitem_1, [1, 2, 256]);  getitem_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select: "bf16[1, 2, 256]" = torch.ops.aten.select.int(arg7_1, 1, 16);  select = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_2: "bf16[1, 2, 256]" = torch.ops.aten.select.int(arg8_1, 1, 16);  select_2 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_3: "bf16[1, 2, 256]" = torch.ops.aten.reshape.default(getitem_2, [1, 2, 256]);  getitem_2 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default = torch.ops.gemma4.qkv_norm_rope.default(view, view_2, view_3, arg3_1, arg4_1, arg6_1, arg5_1, 1e-06);  view = view_2 = view_3 = arg3_1 = arg4_1 = arg6_1 = None
    getitem_34: "bf16[1, 4, 256]" = qkv_norm_rope_default[0]
    
    # File: <repo>/gemma4_passes/harness.py:400 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[1, 4, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_34, 2);  getitem_34 = None
    
    # No stacktrace found for following nodes
    getitem_35: "bf16[1, 2, 256]" = qkv_norm_rope_default[1]
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select_scatter: "bf16[1, 17, 2, 256]" = torch.ops.aten.select_scatter.default(arg7_1, getitem_35, 1, 16);  getitem_35 = None
    
    # File: <repo>/gemma4_passes/harness.py:401 in decode_attention, code: kc.transpose(1, 2),
    slice_7: "bf16[1, 8, 2, 256]" = torch.ops.aten.slice.Tensor(select_scatter, 1, 9, 9223372036854775807)
    permute_3: "bf16[1, 2, 8, 256]" = torch.ops.aten.permute.default(slice_7, [0, 2, 1, 3]);  slice_7 = None
    
    # No stacktrace found for following nodes
    getitem_36: "bf16[1, 2, 256]" = qkv_norm_rope_default[2];  qkv_norm_rope_default = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_scatter_1: "bf16[1, 17, 2, 256]" = torch.ops.aten.select_scatter.default(arg8_1, getitem_36, 1, 16);  getitem_36 = None
    
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
    
    # No stacktrace found for following nodes
    post_attn_norms_moe_default_1 = torch.ops.gemma4.post_attn_norms_moe.default(mm_1, arg0_1, arg10_1, arg11_1, arg14_1, arg16_1, 1e-06);  mm_1 = arg0_1 = arg10_1 = arg11_1 = arg14_1 = arg16_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_44: "bf16[1, 256]" = post_attn_norms_moe_default_1[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_45: "bf16[1, 256]" = post_attn_norms_moe_default_1[1]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    getitem_46: "bf16[1, 256]" = post_attn_norms_moe_default_1[2]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_47: "bf16[1, 256]" = post_attn_norms_moe_default_1[3];  post_attn_norms_moe_default_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[256, 16]" = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
    mm_4: "bf16[1, 16]" = torch.ops.aten.mm.default(getitem_46, permute_8);  getitem_46 = permute_8 = None
    permute_6: "bf16[256, 384]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
    mm_2: "bf16[1, 384]" = torch.ops.aten.mm.default(getitem_44, permute_6);  getitem_44 = permute_6 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_9: "bf16[1, 192]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 192)
    slice_10: "bf16[1, 192]" = torch.ops.aten.slice.Tensor(mm_2, 1, 192, 9223372036854775807);  mm_2 = None
    
    # No stacktrace found for following nodes
    router_topk_gelu_mul_default = torch.ops.gemma4.router_topk_gelu_mul.default(mm_4, arg17_1, 8, False, slice_9, slice_10);  mm_4 = arg17_1 = slice_9 = slice_10 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:274 in routing_function, code: topk_weights = topk_weights * per_expert_scale[topk_ids].to(
    getitem_50: "bf16[1, 8]" = router_topk_gelu_mul_default[0]
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:267 in routing_function, code: topk_logits, topk_ids = torch.topk(gating_output, k=topk, dim=-1)
    getitem_51: "i64[1, 8]" = router_topk_gelu_mul_default[1]
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:277 in routing_function, code: return topk_weights.to(torch.float32), topk_ids.to(torch.int32)
    convert_element_type_36: "i32[1, 8]" = torch.ops.prims.convert_element_type.default(getitem_51, torch.int32);  getitem_51 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:35 in fused_moe_forward_native, code: w13_weights = layer.w13_weight[topk_ids]
    index_2: "bf16[1, 8, 128, 256]" = torch.ops.aten.index.Tensor(arg18_1, [convert_element_type_36]);  arg18_1 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:36 in fused_moe_forward_native, code: w1_weights, w3_weights = torch.chunk(w13_weights, 2, dim=2)
    split_3 = torch.ops.aten.split.Tensor(index_2, 64, 2);  index_2 = None
    getitem_13: "bf16[1, 8, 64, 256]" = split_3[0]
    getitem_14: "bf16[1, 8, 64, 256]" = split_3[1];  split_3 = None
    
    # No stacktrace found for following nodes
    getitem_52: "bf16[1, 192]" = router_topk_gelu_mul_default[2];  router_topk_gelu_mul_default = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[192, 256]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_3: "bf16[1, 256]" = torch.ops.aten.mm.default(getitem_52, permute_7);  getitem_52 = permute_7 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:55 in fused_moe_forward_native, code: expert_outs = torch.einsum(
    unsqueeze_10: "bf16[1, 8, 1]" = torch.ops.aten.unsqueeze.default(getitem_50, 2);  getitem_50 = None
    view_29: "bf16[1, 1, 8]" = torch.ops.aten.reshape.default(unsqueeze_10, [1, 1, 8]);  unsqueeze_10 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:38 in fused_moe_forward_native, code: x1 = torch.einsum("ti,taoi -> tao", x, w1_weights)
    unsqueeze_5: "bf16[1, 256, 1]" = torch.ops.aten.unsqueeze.default(getitem_47, 2)
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
    unsqueeze_7: "bf16[1, 256, 1]" = torch.ops.aten.unsqueeze.default(getitem_47, 2);  getitem_47 = None
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
    
    # No stacktrace found for following nodes
    ffn_tail_moe_next_norm_default_1 = torch.ops.gemma4.ffn_tail_moe_next_norm.default(mm_3, view_32, getitem_45, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, 1e-06);  mm_3 = view_32 = getitem_45 = arg20_1 = arg21_1 = arg22_1 = arg23_1 = arg24_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:834 in _next_stream, code: hidden_states = hidden_states * self.layer_scalar
    getitem_56: "bf16[1, 256]" = ffn_tail_moe_next_norm_default_1[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_57: "bf16[1, 256]" = ffn_tail_moe_next_norm_default_1[1];  ffn_tail_moe_next_norm_default_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_29: "bf16[256, 3072]" = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
    mm_5: "bf16[1, 3072]" = torch.ops.aten.mm.default(getitem_57, permute_29);  getitem_57 = permute_29 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(mm_5, [2048, 512, 512], -1);  mm_5 = None
    getitem_15: "bf16[1, 2048]" = split_with_sizes_1[0]
    getitem_16: "bf16[1, 512]" = split_with_sizes_1[1]
    getitem_17: "bf16[1, 512]" = split_with_sizes_1[2];  split_with_sizes_1 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:499 in forward, code: q = q.unflatten(-1, (self.num_heads, self.head_dim))
    view_34: "bf16[1, 4, 512]" = torch.ops.aten.reshape.default(getitem_15, [1, 4, 512]);  getitem_15 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:506 in forward, code: k = k.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_36: "bf16[1, 1, 512]" = torch.ops.aten.reshape.default(getitem_16, [1, 1, 512]);  getitem_16 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select_4: "bf16[1, 1, 512]" = torch.ops.aten.select.int(arg29_1, 1, 16);  select_4 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_6: "bf16[1, 1, 512]" = torch.ops.aten.select.int(arg30_1, 1, 16);  select_6 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:508 in forward, code: v = v.unflatten(-1, (self.num_kv_heads, self.head_dim))
    view_37: "bf16[1, 1, 512]" = torch.ops.aten.reshape.default(getitem_17, [1, 1, 512]);  getitem_17 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default_1 = torch.ops.gemma4.qkv_norm_rope.default(view_34, view_36, view_37, arg26_1, arg27_1, arg28_1, arg5_1, 1e-06);  view_34 = view_36 = view_37 = arg26_1 = arg27_1 = arg28_1 = arg5_1 = None
    getitem_37: "bf16[1, 4, 512]" = qkv_norm_rope_default_1[0]
    
    # File: <repo>/gemma4_passes/harness.py:400 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_15: "bf16[1, 4, 1, 512]" = torch.ops.aten.unsqueeze.default(getitem_37, 2);  getitem_37 = None
    
    # No stacktrace found for following nodes
    getitem_38: "bf16[1, 1, 512]" = qkv_norm_rope_default_1[1]
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select_scatter_2: "bf16[1, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg29_1, getitem_38, 1, 16);  getitem_38 = None
    
    # File: <repo>/gemma4_passes/harness.py:401 in decode_attention, code: kc.transpose(1, 2),
    permute_32: "bf16[1, 1, 17, 512]" = torch.ops.aten.permute.default(select_scatter_2, [0, 2, 1, 3])
    
    # No stacktrace found for following nodes
    getitem_39: "bf16[1, 1, 512]" = qkv_norm_rope_default_1[2];  qkv_norm_rope_default_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_scatter_3: "bf16[1, 17, 1, 512]" = torch.ops.aten.select_scatter.default(arg30_1, getitem_39, 1, 16);  getitem_39 = None
    
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
    
    # No stacktrace found for following nodes
    post_attn_norms_moe_default = torch.ops.gemma4.post_attn_norms_moe.default(mm_6, getitem_56, arg32_1, arg33_1, arg36_1, arg38_1, 1e-06);  mm_6 = getitem_56 = arg32_1 = arg33_1 = arg36_1 = arg38_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_40: "bf16[1, 256]" = post_attn_norms_moe_default[0]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:846 in forward_native, code: residual = x.to(orig_dtype)
    getitem_41: "bf16[1, 256]" = post_attn_norms_moe_default[1]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:1425 in forward_native, code: return normed_output.type_as(x)
    getitem_42: "bf16[1, 256]" = post_attn_norms_moe_default[2]
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_43: "bf16[1, 256]" = post_attn_norms_moe_default[3];  post_attn_norms_moe_default = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_37: "bf16[256, 16]" = torch.ops.aten.permute.default(arg37_1, [1, 0]);  arg37_1 = None
    mm_9: "bf16[1, 16]" = torch.ops.aten.mm.default(getitem_42, permute_37);  getitem_42 = permute_37 = None
    permute_35: "bf16[256, 384]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
    mm_7: "bf16[1, 384]" = torch.ops.aten.mm.default(getitem_40, permute_35);  getitem_40 = permute_35 = None
    
    # File: <site-packages>/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_13: "bf16[1, 192]" = torch.ops.aten.slice.Tensor(mm_7, 1, 0, 192)
    slice_14: "bf16[1, 192]" = torch.ops.aten.slice.Tensor(mm_7, 1, 192, 9223372036854775807);  mm_7 = None
    
    # No stacktrace found for following nodes
    router_topk_gelu_mul_default_1 = torch.ops.gemma4.router_topk_gelu_mul.default(mm_9, arg39_1, 8, False, slice_13, slice_14);  mm_9 = arg39_1 = slice_13 = slice_14 = None
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:274 in routing_function, code: topk_weights = topk_weights * per_expert_scale[topk_ids].to(
    getitem_48: "bf16[1, 8]" = router_topk_gelu_mul_default_1[0]
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:267 in routing_function, code: topk_logits, topk_ids = torch.topk(gating_output, k=topk, dim=-1)
    getitem_49: "i64[1, 8]" = router_topk_gelu_mul_default_1[1]
    
    # File: <site-packages>/sglang/srt/models/gemma4_causal.py:277 in routing_function, code: return topk_weights.to(torch.float32), topk_ids.to(torch.int32)
    convert_element_type_90: "i32[1, 8]" = torch.ops.prims.convert_element_type.default(getitem_49, torch.int32);  getitem_49 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:35 in fused_moe_forward_native, code: w13_weights = layer.w13_weight[topk_ids]
    index_6: "bf16[1, 8, 128, 256]" = torch.ops.aten.index.Tensor(arg40_1, [convert_element_type_90]);  arg40_1 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:36 in fused_moe_forward_native, code: w1_weights, w3_weights = torch.chunk(w13_weights, 2, dim=2)
    split_7 = torch.ops.aten.split.Tensor(index_6, 64, 2);  index_6 = None
    getitem_28: "bf16[1, 8, 64, 256]" = split_7[0]
    getitem_29: "bf16[1, 8, 64, 256]" = split_7[1];  split_7 = None
    
    # No stacktrace found for following nodes
    getitem_53: "bf16[1, 192]" = router_topk_gelu_mul_default_1[2];  router_topk_gelu_mul_default_1 = None
    
    # File: <site-packages>/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_36: "bf16[192, 256]" = torch.ops.aten.permute.default(arg35_1, [1, 0]);  arg35_1 = None
    mm_8: "bf16[1, 256]" = torch.ops.aten.mm.default(getitem_53, permute_36);  getitem_53 = permute_36 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:55 in fused_moe_forward_native, code: expert_outs = torch.einsum(
    unsqueeze_21: "bf16[1, 8, 1]" = torch.ops.aten.unsqueeze.default(getitem_48, 2);  getitem_48 = None
    view_63: "bf16[1, 1, 8]" = torch.ops.aten.reshape.default(unsqueeze_21, [1, 1, 8]);  unsqueeze_21 = None
    
    # File: <site-packages>/sglang/srt/layers/moe/fused_moe_native.py:38 in fused_moe_forward_native, code: x1 = torch.einsum("ti,taoi -> tao", x, w1_weights)
    unsqueeze_16: "bf16[1, 256, 1]" = torch.ops.aten.unsqueeze.default(getitem_43, 2)
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
    unsqueeze_18: "bf16[1, 256, 1]" = torch.ops.aten.unsqueeze.default(getitem_43, 2);  getitem_43 = None
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
    
    # No stacktrace found for following nodes
    ffn_tail_moe_next_norm_default = torch.ops.gemma4.ffn_tail_moe_next_norm.default(mm_8, view_66, getitem_41, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, 1e-06);  mm_8 = view_66 = getitem_41 = arg42_1 = arg43_1 = arg44_1 = arg45_1 = arg46_1 = None
    
    # File: <site-packages>/sglang/srt/layers/layernorm.py:872 in forward_native, code: x = (x * self.weight).to(orig_dtype)
    getitem_55: "bf16[1, 256]" = ffn_tail_moe_next_norm_default[1];  ffn_tail_moe_next_norm_default = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[1, 17, 2, 256]" = torch.ops.aten.copy_.default(arg7_1, select_scatter);  arg7_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[1, 17, 2, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter_1);  arg8_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[1, 17, 1, 512]" = torch.ops.aten.copy_.default(arg29_1, select_scatter_2);  arg29_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[1, 17, 1, 512]" = torch.ops.aten.copy_.default(arg30_1, select_scatter_3);  arg30_1 = select_scatter_3 = copy__3 = None
    return (getitem_55,)
    