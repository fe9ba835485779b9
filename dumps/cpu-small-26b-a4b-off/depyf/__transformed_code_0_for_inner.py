def __helper_outer_function():
    # this is a helper function to help compilers generate bytecode to read capture variables from closures, rather than reading values from global scope. The value of these variables does not matter, and will be determined in runtime.
    fn = None
    def __transformed_code_0_for_inner(*args, **kwargs):
        nonlocal fn
        tmp_16 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
        tmp_17 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
        tmp_18 = args
        tmp_19 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_20 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']
        tmp_21 = tmp_20._modules
        tmp_22 = tmp_20._modules['self_attn']._modules
        tmp_23 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache)
        tmp_24 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache[4])
        tmp_25 = tmp_20.ffn_boundary.plan
        tmp_26 = tmp_20.ffn_boundary.plan.paths
        tmp_27 = __import_torch_dot__dynamo_dot_utils.dict_keys_getitem
        tmp_28 = tmp_21['mlp']._modules
        tmp_29 = tmp_21['router']._modules
        tmp_30 = tmp_21['moe']._modules
        tmp_31 = tmp_30['experts']._parameters
        tmp_32 = tmp_19['1']
        tmp_33 = tmp_32._modules
        tmp_34 = tmp_32._modules['self_attn']._modules
        tmp_35 = tmp_23[5]
        tmp_36 = tmp_32.ffn_boundary.plan
        tmp_37 = tmp_32.ffn_boundary.plan.paths
        tmp_38 = tmp_33['mlp']._modules
        tmp_39 = tmp_33['router']._modules
        tmp_40 = tmp_33['moe']._modules
        tmp_41 = tmp_40['experts']._parameters
        tmp_42 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
        __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_17)
        graph_out_0 = __compiled_fn_1_156e3ca0_bbf2_424f_aa8d_0aa4cce84dac(args[1],
            fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0'].attn_boundary.plan.norm._parameters['weight'], tmp_20._modules[
            'self_attn']._modules['qkv_proj']._parameters['weight'], tmp_22[
            'q_norm']._parameters['weight'], tmp_22['k_norm']._parameters['weight'],
            tmp_18[0], tmp_22['rotary_emb']._buffers['cos_sin_cache'],
            __import_sglang_dot_srt_dot_model_executor_dot_forward_context._current
            .attn_backend.cache[4][0], tmp_24[1], tmp_22['o_proj']._parameters[
            'weight'], tmp_20.ffn_boundary.plan.paths[
            __import_torch_dot__dynamo_dot_utils.dict_keys_getitem(tmp_26, 0)].
            entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_25.norm._parameters['weight'], tmp_21['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_28['down_proj'].
            _parameters['weight'], tmp_21['router']._modules['norm']._buffers[
            'weight'], tmp_29['proj']._parameters['weight'], tmp_21[
            'pre_feedforward_layernorm_2']._parameters['weight'], tmp_21['moe'].
            _modules['topk'].topk_config.custom_routing_function.__closure__[0].
            cell_contents, tmp_30['experts']._parameters['w13_weight'], tmp_31[
            'w2_weight'], tmp_21['post_feedforward_layernorm_1']._parameters[
            'weight'], tmp_21['post_feedforward_layernorm_2']._parameters['weight'],
            tmp_21['post_feedforward_layernorm']._parameters['weight'], tmp_20.
            _buffers['layer_scalar'], tmp_19['1'].attn_boundary.plan.norm.
            _parameters['weight'], tmp_32._modules['self_attn']._modules['qkv_proj'
            ]._parameters['weight'], tmp_34['q_norm']._parameters['weight'], tmp_34
            ['k_norm']._parameters['weight'], tmp_34['rotary_emb']._buffers[
            'cos_sin_cache'], tmp_23[5][0], tmp_35[1], tmp_34['o_proj']._parameters
            ['weight'], tmp_32.ffn_boundary.plan.paths[tmp_27(tmp_37, 0)].entry.
            prepare.keywords['step'].keywords['read'].transform.apply._parameters[
            'weight'], tmp_36.norm._parameters['weight'], tmp_33['mlp']._modules[
            'gate_up_proj']._parameters['weight'], tmp_38['down_proj']._parameters[
            'weight'], tmp_33['router']._modules['norm']._buffers['weight'], tmp_39
            ['proj']._parameters['weight'], tmp_33['pre_feedforward_layernorm_2'].
            _parameters['weight'], tmp_33['moe']._modules['topk'].topk_config.
            custom_routing_function.__closure__[0].cell_contents, tmp_40['experts']
            ._parameters['w13_weight'], tmp_41['w2_weight'], tmp_33[
            'post_feedforward_layernorm_1']._parameters['weight'], tmp_33[
            'post_feedforward_layernorm_2']._parameters['weight'], tmp_33[
            'post_feedforward_layernorm']._parameters['weight'], tmp_32._buffers[
            'layer_scalar'])
        tmp_3 = (
            __import_sglang_dot_srt_dot_layers_dot_layer_boundary_dot_residual_dot_batch
            )
        tmp_4 = (
            __import_sglang_dot_srt_dot_layers_dot_layer_boundary_dot_residual_dot_batch
            .ResidualStream)
        tmp_5 = (
            __import_sglang_dot_srt_dot_layers_dot_layer_boundary_dot_residual_dot_batch
            .ResidualStream.__new__(tmp_4))
        []
        tmp_6 = __import_torch_dot__dynamo_dot_utils.object_setattr_ignore_descriptor
        tmp_7 = fn.__closure__
        tmp_8 = fn.__closure__[1]
        tmp_9 = fn.__closure__[1].cell_contents
        tmp_10 = fn.__closure__[1].cell_contents.__self__
        tmp_11 = fn.__closure__[1].cell_contents.__self__
        tmp_12 = fn.__closure__[1].cell_contents.__self__._modules
        tmp_13 = fn.__closure__[1].cell_contents.__self__._modules['layers']
        tmp_14 = fn.__closure__[1].cell_contents.__self__._modules['layers']
        tmp_15 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_6(tmp_15['1']._modules['moe']._modules['topk'].topk_config,
            'torch_native', True)
        tmp_6(fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']._modules['moe']._modules['topk'].topk_config, 'torch_native', True)
        __import_torch_dot__dynamo_dot_utils.object_setattr_ignore_descriptor(args[
            3], 'residual_stream', tmp_5)
        tmp_5.residual = graph_out_0[0]
        tmp_5.pending = None
        tmp_5.transport = None
        []
        __temp_14 = []
        __temp_14.extend([])
        [__temp_14]
        return graph_out_0[0]
