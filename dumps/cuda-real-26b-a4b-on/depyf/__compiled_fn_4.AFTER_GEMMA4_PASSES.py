# __compiled_fn_4: post-grad graph after the gemma4-passes passes (197 nodes)



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
    split_with_sizes = torch.ops.aten.split_with_sizes.default(mm, [4096, 2048, 2048], -1);  mm = None
    getitem: "bf16[8, 4096]" = split_with_sizes[0]
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view: "bf16[8, 16, 256]" = torch.ops.aten.reshape.default(getitem, [8, 16, 256]);  getitem = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:69 in gemma_qkv_rmsnorm, code: kh = k.unflatten(-1, (num_kv_heads, head_dim))
    getitem_13: "bf16[8, 2048]" = split_with_sizes[1]
    view_4: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_13, [8, 8, 256]);  getitem_13 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    getitem_20: "bf16[8, 2048]" = split_with_sizes[2];  split_with_sizes = None
    view_6: "bf16[8, 8, 256]" = torch.ops.aten.reshape.default(getitem_20, [8, 8, 256]);  getitem_20 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default = torch.ops.gemma4.qkv_norm_rope.default(view, view_4, view_6, arg4_1, arg5_1, arg6_1, arg0_1, 1e-06);  view = view_4 = view_6 = arg4_1 = arg5_1 = arg6_1 = None
    getitem_211: "bf16[8, 16, 256]" = qkv_norm_rope_default[0]
    getitem_212: "bf16[8, 8, 256]" = qkv_norm_rope_default[1]
    getitem_213: "bf16[8, 8, 256]" = qkv_norm_rope_default[2];  qkv_norm_rope_default = None
    
    # File: <repo>/gemma4_passes/harness.py:400 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_4: "bf16[8, 16, 1, 256]" = torch.ops.aten.unsqueeze.default(getitem_211, 2);  getitem_211 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select: "bf16[8, 8, 256]" = torch.ops.aten.select.int(arg7_1, 1, 16);  select = None
    select_scatter: "bf16[8, 17, 8, 256]" = torch.ops.aten.select_scatter.default(arg7_1, getitem_212, 1, 16);  getitem_212 = None
    
    # File: <repo>/gemma4_passes/harness.py:401 in decode_attention, code: kc.transpose(1, 2),
    permute_3: "bf16[8, 8, 17, 256]" = torch.ops.aten.permute.default(select_scatter, [0, 2, 1, 3])
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    select_2: "bf16[8, 8, 256]" = torch.ops.aten.select.int(arg8_1, 1, 16);  select_2 = None
    select_scatter_1: "bf16[8, 17, 8, 256]" = torch.ops.aten.select_scatter.default(arg8_1, getitem_213, 1, 16);  getitem_213 = None
    
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
    
    # No stacktrace found for following nodes
    post_attn_norms_moe_default_1 = torch.ops.gemma4.post_attn_norms_moe.default(mm_1, arg1_1, arg10_1, arg11_1, arg14_1, arg16_1, 1e-06);  mm_1 = arg1_1 = arg10_1 = arg11_1 = arg14_1 = arg16_1 = None
    getitem_221: "bf16[8, 2816]" = post_attn_norms_moe_default_1[0]
    getitem_222: "bf16[8, 2816]" = post_attn_norms_moe_default_1[1]
    getitem_223: "bf16[8, 2816]" = post_attn_norms_moe_default_1[2]
    getitem_224: "bf16[8, 2816]" = post_attn_norms_moe_default_1[3];  post_attn_norms_moe_default_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_8: "bf16[2816, 128]" = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
    mm_4: "bf16[8, 128]" = torch.ops.aten.mm.default(getitem_223, permute_8);  getitem_223 = permute_8 = None
    permute_6: "bf16[2816, 4224]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
    mm_2: "bf16[8, 4224]" = torch.ops.aten.mm.default(getitem_221, permute_6);  getitem_221 = permute_6 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_5: "bf16[8, 2112]" = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 2112)
    slice_6: "bf16[8, 2112]" = torch.ops.aten.slice.Tensor(mm_2, 1, 2112, 9223372036854775807);  mm_2 = None
    
    # No stacktrace found for following nodes
    router_topk_gelu_mul_default = torch.ops.gemma4.router_topk_gelu_mul.default(mm_4, arg17_1, 8, True, slice_5, slice_6);  mm_4 = arg17_1 = slice_5 = slice_6 = None
    getitem_227: "f32[8, 8]" = router_topk_gelu_mul_default[0]
    getitem_228: "i32[8, 8]" = router_topk_gelu_mul_default[1]
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/utils/custom_op.py:162 in call, code: return op(*args, **kwargs)
    auto_functionalized_v2 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.sglang.inplace_fused_experts.default, w1 = arg18_1, w2 = arg19_1, topk_weights = getitem_227, topk_ids = getitem_228, b1 = None, b2 = None, activation = 'gelu', is_gated = True, apply_router_weight_on_input = False, use_fp8_w8a8 = False, use_int8_w8a8 = False, use_int8_w8a16 = False, use_int4_w4a16 = False, per_channel_quant = False, w1_scale = None, w2_scale = None, w1_zp = None, w2_zp = None, a1_scale = None, a2_scale = None, block_shape = None, routed_scaling_factor = None, gemm1_alpha = None, gemm1_limit = None, filter_expert = False, swiglu_limit = None, gate_up_interleaved = True, a1_q = None, fuse_swiglu_interleaved = False, _hidden_states_base_index = 0, _all_bases = [getitem_224]);  arg18_1 = arg19_1 = getitem_227 = getitem_228 = getitem_224 = None
    getitem_104: "bf16[8, 2816]" = auto_functionalized_v2[1];  auto_functionalized_v2 = None
    
    # No stacktrace found for following nodes
    getitem_229: "bf16[8, 2112]" = router_topk_gelu_mul_default[2];  router_topk_gelu_mul_default = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_7: "bf16[2112, 2816]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
    mm_3: "bf16[8, 2816]" = torch.ops.aten.mm.default(getitem_229, permute_7);  getitem_229 = permute_7 = None
    
    # No stacktrace found for following nodes
    ffn_tail_moe_next_norm_default_1 = torch.ops.gemma4.ffn_tail_moe_next_norm.default(mm_3, getitem_104, getitem_222, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, 1e-06);  mm_3 = getitem_104 = getitem_222 = arg20_1 = arg21_1 = arg22_1 = arg23_1 = arg24_1 = None
    getitem_233: "bf16[8, 2816]" = ffn_tail_moe_next_norm_default_1[0]
    getitem_234: "bf16[8, 2816]" = ffn_tail_moe_next_norm_default_1[1];  ffn_tail_moe_next_norm_default_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_9: "bf16[2816, 10240]" = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
    mm_5: "bf16[8, 10240]" = torch.ops.aten.mm.default(getitem_234, permute_9);  getitem_234 = permute_9 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/models/gemma4_causal.py:449 in forward, code: q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
    split_with_sizes_26 = torch.ops.aten.split_with_sizes.default(mm_5, [8192, 1024, 1024], -1);  mm_5 = None
    getitem_105: "bf16[8, 8192]" = split_with_sizes_26[0]
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:66 in gemma_qkv_rmsnorm, code: qh = q.unflatten(-1, (num_q_heads, head_dim))
    view_54: "bf16[8, 16, 512]" = torch.ops.aten.reshape.default(getitem_105, [8, 16, 512]);  getitem_105 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:69 in gemma_qkv_rmsnorm, code: kh = k.unflatten(-1, (num_kv_heads, head_dim))
    getitem_118: "bf16[8, 1024]" = split_with_sizes_26[1]
    view_58: "bf16[8, 2, 512]" = torch.ops.aten.reshape.default(getitem_118, [8, 2, 512]);  getitem_118 = None
    
    # File: <repo>/gemma4_passes/unwrap/kernels.py:70 in gemma_qkv_rmsnorm, code: vh = v.unflatten(-1, (num_kv_heads, head_dim))
    getitem_125: "bf16[8, 1024]" = split_with_sizes_26[2];  split_with_sizes_26 = None
    view_60: "bf16[8, 2, 512]" = torch.ops.aten.reshape.default(getitem_125, [8, 2, 512]);  getitem_125 = None
    
    # No stacktrace found for following nodes
    qkv_norm_rope_default_1 = torch.ops.gemma4.qkv_norm_rope.default(view_54, view_58, view_60, arg26_1, arg27_1, arg28_1, arg0_1, 1e-06);  view_54 = view_58 = view_60 = arg26_1 = arg27_1 = arg28_1 = arg0_1 = None
    getitem_214: "bf16[8, 16, 512]" = qkv_norm_rope_default_1[0]
    getitem_215: "bf16[8, 2, 512]" = qkv_norm_rope_default_1[1]
    getitem_216: "bf16[8, 2, 512]" = qkv_norm_rope_default_1[2];  qkv_norm_rope_default_1 = None
    
    # File: <repo>/gemma4_passes/harness.py:400 in decode_attention, code: q.unsqueeze(2),  # [B, H, 1, D]
    unsqueeze_9: "bf16[8, 16, 1, 512]" = torch.ops.aten.unsqueeze.default(getitem_214, 2);  getitem_214 = None
    
    # File: <repo>/gemma4_passes/harness.py:399 in decode_attention, code: out = F.scaled_dot_product_attention(
    convert_element_type_63: "f32[8, 16, 1, 512]" = torch.ops.prims.convert_element_type.default(unsqueeze_9, torch.float32);  unsqueeze_9 = None
    mul_53: "f32[8, 16, 1, 512]" = torch.ops.aten.mul.Scalar(convert_element_type_63, 1.0);  convert_element_type_63 = None
    expand_2: "f32[8, 16, 1, 512]" = torch.ops.aten.expand.default(mul_53, [8, 16, 1, 512]);  mul_53 = None
    view_107: "f32[128, 1, 512]" = torch.ops.aten.reshape.default(expand_2, [128, 1, 512]);  expand_2 = None
    unsqueeze_12: "f32[128, 1, 512, 1]" = torch.ops.aten.unsqueeze.default(view_107, -1);  view_107 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    select_4: "bf16[8, 2, 512]" = torch.ops.aten.select.int(arg29_1, 1, 16);  select_4 = None
    select_scatter_2: "bf16[8, 17, 2, 512]" = torch.ops.aten.select_scatter.default(arg29_1, getitem_215, 1, 16);  getitem_215 = None
    
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
    select_6: "bf16[8, 2, 512]" = torch.ops.aten.select.int(arg30_1, 1, 16);  select_6 = None
    select_scatter_3: "bf16[8, 17, 2, 512]" = torch.ops.aten.select_scatter.default(arg30_1, getitem_216, 1, 16);  getitem_216 = None
    
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
    
    # No stacktrace found for following nodes
    post_attn_norms_moe_default = torch.ops.gemma4.post_attn_norms_moe.default(mm_6, getitem_233, arg32_1, arg33_1, arg36_1, arg38_1, 1e-06);  mm_6 = getitem_233 = arg32_1 = arg33_1 = arg36_1 = arg38_1 = None
    getitem_217: "bf16[8, 2816]" = post_attn_norms_moe_default[0]
    getitem_218: "bf16[8, 2816]" = post_attn_norms_moe_default[1]
    getitem_219: "bf16[8, 2816]" = post_attn_norms_moe_default[2]
    getitem_220: "bf16[8, 2816]" = post_attn_norms_moe_default[3];  post_attn_norms_moe_default = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_18: "bf16[2816, 128]" = torch.ops.aten.permute.default(arg37_1, [1, 0]);  arg37_1 = None
    mm_9: "bf16[8, 128]" = torch.ops.aten.mm.default(getitem_219, permute_18);  getitem_219 = permute_18 = None
    permute_16: "bf16[2816, 4224]" = torch.ops.aten.permute.default(arg34_1, [1, 0]);  arg34_1 = None
    mm_7: "bf16[8, 4224]" = torch.ops.aten.mm.default(getitem_217, permute_16);  getitem_217 = permute_16 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/activation.py:242 in forward_native, code: return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
    slice_11: "bf16[8, 2112]" = torch.ops.aten.slice.Tensor(mm_7, 1, 0, 2112)
    slice_12: "bf16[8, 2112]" = torch.ops.aten.slice.Tensor(mm_7, 1, 2112, 9223372036854775807);  mm_7 = None
    
    # No stacktrace found for following nodes
    router_topk_gelu_mul_default_1 = torch.ops.gemma4.router_topk_gelu_mul.default(mm_9, arg39_1, 8, True, slice_11, slice_12);  mm_9 = arg39_1 = slice_11 = slice_12 = None
    getitem_225: "f32[8, 8]" = router_topk_gelu_mul_default_1[0]
    getitem_226: "i32[8, 8]" = router_topk_gelu_mul_default_1[1]
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/utils/custom_op.py:162 in call, code: return op(*args, **kwargs)
    auto_functionalized_v2_1 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.sglang.inplace_fused_experts.default, w1 = arg40_1, w2 = arg41_1, topk_weights = getitem_225, topk_ids = getitem_226, b1 = None, b2 = None, activation = 'gelu', is_gated = True, apply_router_weight_on_input = False, use_fp8_w8a8 = False, use_int8_w8a8 = False, use_int8_w8a16 = False, use_int4_w4a16 = False, per_channel_quant = False, w1_scale = None, w2_scale = None, w1_zp = None, w2_zp = None, a1_scale = None, a2_scale = None, block_shape = None, routed_scaling_factor = None, gemm1_alpha = None, gemm1_limit = None, filter_expert = False, swiglu_limit = None, gate_up_interleaved = True, a1_q = None, fuse_swiglu_interleaved = False, _hidden_states_base_index = 0, _all_bases = [getitem_220]);  arg40_1 = arg41_1 = getitem_225 = getitem_226 = getitem_220 = None
    getitem_200: "bf16[8, 2816]" = auto_functionalized_v2_1[1];  auto_functionalized_v2_1 = None
    
    # No stacktrace found for following nodes
    getitem_230: "bf16[8, 2112]" = router_topk_gelu_mul_default_1[2];  router_topk_gelu_mul_default_1 = None
    
    # File: /tmp/gemma4-bundle/site/sglang/srt/layers/quantization/unquant.py:614 in apply, code: return F.linear(x, layer.weight, bias)
    permute_17: "bf16[2112, 2816]" = torch.ops.aten.permute.default(arg35_1, [1, 0]);  arg35_1 = None
    mm_8: "bf16[8, 2816]" = torch.ops.aten.mm.default(getitem_230, permute_17);  getitem_230 = permute_17 = None
    
    # No stacktrace found for following nodes
    ffn_tail_moe_next_norm_default = torch.ops.gemma4.ffn_tail_moe_next_norm.default(mm_8, getitem_200, getitem_218, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, 1e-06);  mm_8 = getitem_200 = getitem_218 = arg42_1 = arg43_1 = arg44_1 = arg45_1 = arg46_1 = None
    getitem_231: "bf16[8, 2816]" = ffn_tail_moe_next_norm_default[0];  getitem_231 = None
    getitem_232: "bf16[8, 2816]" = ffn_tail_moe_next_norm_default[1];  ffn_tail_moe_next_norm_default = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy_: "bf16[8, 17, 8, 256]" = torch.ops.aten.copy_.default(arg7_1, select_scatter);  arg7_1 = select_scatter = copy_ = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy__1: "bf16[8, 17, 8, 256]" = torch.ops.aten.copy_.default(arg8_1, select_scatter_1);  arg8_1 = select_scatter_1 = copy__1 = None
    
    # File: <repo>/gemma4_passes/harness.py:393 in decode_attention, code: k_cache[:, pos] = k
    copy__2: "bf16[8, 17, 2, 512]" = torch.ops.aten.copy_.default(arg29_1, select_scatter_2);  arg29_1 = select_scatter_2 = copy__2 = None
    
    # File: <repo>/gemma4_passes/harness.py:394 in decode_attention, code: v_cache[:, pos] = v
    copy__3: "bf16[8, 17, 2, 512]" = torch.ops.aten.copy_.default(arg30_1, select_scatter_3);  arg30_1 = select_scatter_3 = copy__3 = None
    return (getitem_232,)
    