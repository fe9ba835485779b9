def __helper_outer_function():
    # this is a helper function to help compilers generate bytecode to read capture variables from closures, rather than reading values from global scope. The value of these variables does not matter, and will be determined in runtime.
    fn = None
    def __transformed_code_0_for_inner(*args, **kwargs):
        nonlocal fn
        tmp_12 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
        tmp_13 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
        tmp_14 = args
        tmp_15 = fn.__closure__[1].cell_contents.__self__._modules
        tmp_16 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_17 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']
        tmp_18 = tmp_17._modules
        tmp_19 = tmp_17._modules['self_attn']._modules
        tmp_20 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache)
        tmp_21 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache[4])
        tmp_22 = tmp_17.ffn_boundary.plan
        tmp_23 = tmp_17.ffn_boundary.plan.paths
        tmp_24 = __import_torch_dot__dynamo_dot_utils.dict_keys_getitem
        tmp_25 = tmp_18['mlp']._modules
        tmp_26 = tmp_18['router']._modules
        tmp_27 = tmp_18['moe']._modules
        tmp_28 = tmp_27['experts']._parameters
        tmp_29 = tmp_16['1']
        tmp_30 = tmp_29._modules
        tmp_31 = tmp_29._modules['self_attn']._modules
        tmp_32 = tmp_20[5]
        tmp_33 = tmp_29.ffn_boundary.plan
        tmp_34 = tmp_29.ffn_boundary.plan.paths
        tmp_35 = tmp_30['mlp']._modules
        tmp_36 = tmp_30['router']._modules
        tmp_37 = tmp_30['moe']._modules
        tmp_38 = tmp_37['experts']._parameters
        tmp_39 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
        __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_13)
        graph_out_0 = __compiled_fn_1_5f250915_4f47_4919_a588_48726ba18d9d(args[1],
            fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0'].attn_boundary.plan.norm._parameters['weight'], tmp_17._modules[
            'self_attn']._modules['qkv_proj']._parameters['weight'], tmp_19[
            'q_norm']._parameters['weight'], tmp_19['k_norm']._parameters['weight'],
            tmp_14[0], tmp_19['rotary_emb']._buffers['cos_sin_cache'],
            __import_sglang_dot_srt_dot_model_executor_dot_forward_context._current
            .attn_backend.cache[4][0], tmp_21[1], tmp_19['o_proj']._parameters[
            'weight'], tmp_17.ffn_boundary.plan.paths[
            __import_torch_dot__dynamo_dot_utils.dict_keys_getitem(tmp_23, 0)].
            entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_22.norm._parameters['weight'], tmp_18['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_25['down_proj'].
            _parameters['weight'], tmp_18['router']._modules['norm']._buffers[
            'weight'], tmp_26['proj']._parameters['weight'], tmp_18[
            'pre_feedforward_layernorm_2']._parameters['weight'], tmp_18['moe'].
            _modules['topk'].topk_config.custom_routing_function.__closure__[0].
            cell_contents, tmp_27['experts']._parameters['w13_weight'], tmp_28[
            'w2_weight'], tmp_18['post_feedforward_layernorm_1']._parameters[
            'weight'], tmp_18['post_feedforward_layernorm_2']._parameters['weight'],
            tmp_18['post_feedforward_layernorm']._parameters['weight'], tmp_17.
            _buffers['layer_scalar'], tmp_16['1'].attn_boundary.plan.norm.
            _parameters['weight'], tmp_29._modules['self_attn']._modules['qkv_proj'
            ]._parameters['weight'], tmp_31['q_norm']._parameters['weight'], tmp_31
            ['k_norm']._parameters['weight'], tmp_31['rotary_emb']._buffers[
            'cos_sin_cache'], tmp_20[5][0], tmp_32[1], tmp_31['o_proj']._parameters
            ['weight'], tmp_29.ffn_boundary.plan.paths[tmp_24(tmp_34, 0)].entry.
            prepare.keywords['step'].keywords['read'].transform.apply._parameters[
            'weight'], tmp_33.norm._parameters['weight'], tmp_30['mlp']._modules[
            'gate_up_proj']._parameters['weight'], tmp_35['down_proj']._parameters[
            'weight'], tmp_30['router']._modules['norm']._buffers['weight'], tmp_36
            ['proj']._parameters['weight'], tmp_30['pre_feedforward_layernorm_2'].
            _parameters['weight'], tmp_30['moe']._modules['topk'].topk_config.
            custom_routing_function.__closure__[0].cell_contents, tmp_37['experts']
            ._parameters['w13_weight'], tmp_38['w2_weight'], tmp_30[
            'post_feedforward_layernorm_1']._parameters['weight'], tmp_30[
            'post_feedforward_layernorm_2']._parameters['weight'], tmp_30[
            'post_feedforward_layernorm']._parameters['weight'], tmp_29._buffers[
            'layer_scalar'], tmp_15['final_norm']._parameters['weight'])
        []
        tmp_2 = __import_torch_dot__dynamo_dot_utils.object_setattr_ignore_descriptor
        tmp_3 = fn.__closure__
        tmp_4 = fn.__closure__[1]
        tmp_5 = fn.__closure__[1].cell_contents
        tmp_6 = fn.__closure__[1].cell_contents.__self__
        tmp_7 = fn.__closure__[1].cell_contents.__self__
        tmp_8 = fn.__closure__[1].cell_contents.__self__._modules
        tmp_9 = fn.__closure__[1].cell_contents.__self__._modules['layers']
        tmp_10 = fn.__closure__[1].cell_contents.__self__._modules['layers']
        tmp_11 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_2(tmp_11['1']._modules['moe']._modules['topk'].topk_config,
            'torch_native', True)
        tmp_2(fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']._modules['moe']._modules['topk'].topk_config, 'torch_native', True)
        __import_torch_dot__dynamo_dot_utils.object_setattr_ignore_descriptor(args[
            3], 'residual_stream', None)
        []
        __temp_13 = []
        __temp_13.extend([])
        [__temp_13]
        return graph_out_0[0]
