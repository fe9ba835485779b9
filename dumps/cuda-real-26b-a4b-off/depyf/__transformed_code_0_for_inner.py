def __helper_outer_function():
    # this is a helper function to help compilers generate bytecode to read capture variables from closures, rather than reading values from global scope. The value of these variables does not matter, and will be determined in runtime.
    fn = None
    def __transformed_code_0_for_inner(*args, **kwargs):
        nonlocal fn
        tmp_14 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
        tmp_15 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
        tmp_16 = args
        tmp_17 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_18 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']
        tmp_19 = tmp_18._modules
        tmp_20 = tmp_18._modules['self_attn']._modules
        tmp_21 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache)
        tmp_22 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache[28])
        tmp_23 = tmp_18.ffn_boundary.plan
        tmp_24 = tmp_18.ffn_boundary.plan.paths
        tmp_25 = __import_torch_dot__dynamo_dot_utils.dict_keys_getitem
        tmp_26 = tmp_19['mlp']._modules
        tmp_27 = tmp_19['router']._modules
        tmp_28 = tmp_19['moe']._modules
        tmp_29 = tmp_28['experts']._parameters
        tmp_30 = tmp_17['1']
        tmp_31 = tmp_30._modules
        tmp_32 = tmp_30._modules['self_attn']._modules
        tmp_33 = tmp_21[29]
        tmp_34 = tmp_30.ffn_boundary.plan
        tmp_35 = tmp_30.ffn_boundary.plan.paths
        tmp_36 = tmp_31['mlp']._modules
        tmp_37 = tmp_31['router']._modules
        tmp_38 = tmp_31['moe']._modules
        tmp_39 = tmp_38['experts']._parameters
        tmp_40 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
        __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_15)
        graph_out_0 = __compiled_fn_4_684704b7_ab3f_4132_ae6a_7f5b71c6c031(args[0],
            tmp_16[1], fn.__closure__[1].cell_contents.__self__._modules['layers'].
            _modules['0'].attn_boundary.plan.norm._parameters['weight'], tmp_18.
            _modules['self_attn']._modules['qkv_proj']._parameters['weight'],
            tmp_20['q_norm']._parameters['weight'], tmp_20['k_norm']._parameters[
            'weight'], tmp_20['rotary_emb']._buffers['cos_sin_cache'],
            __import_sglang_dot_srt_dot_model_executor_dot_forward_context._current
            .attn_backend.cache[28][0], tmp_22[1], tmp_20['o_proj']._parameters[
            'weight'], tmp_18.ffn_boundary.plan.paths[
            __import_torch_dot__dynamo_dot_utils.dict_keys_getitem(tmp_24, 0)].
            entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_23.norm._parameters['weight'], tmp_19['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_26['down_proj'].
            _parameters['weight'], tmp_19['router']._modules['norm']._buffers[
            'weight'], tmp_27['proj']._parameters['weight'], tmp_19[
            'pre_feedforward_layernorm_2']._parameters['weight'], tmp_19['moe'].
            _modules['topk'].topk_config.custom_routing_function.__closure__[0].
            cell_contents, tmp_28['experts']._parameters['w13_weight'], tmp_29[
            'w2_weight'], tmp_19['post_feedforward_layernorm_1']._parameters[
            'weight'], tmp_19['post_feedforward_layernorm_2']._parameters['weight'],
            tmp_19['post_feedforward_layernorm']._parameters['weight'], tmp_18.
            _buffers['layer_scalar'], tmp_17['1'].attn_boundary.plan.norm.
            _parameters['weight'], tmp_30._modules['self_attn']._modules['qkv_proj'
            ]._parameters['weight'], tmp_32['q_norm']._parameters['weight'], tmp_32
            ['k_norm']._parameters['weight'], tmp_32['rotary_emb']._buffers[
            'cos_sin_cache'], tmp_21[29][0], tmp_33[1], tmp_32['o_proj'].
            _parameters['weight'], tmp_30.ffn_boundary.plan.paths[tmp_25(tmp_35, 0)
            ].entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_34.norm._parameters['weight'], tmp_31['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_36['down_proj'].
            _parameters['weight'], tmp_31['router']._modules['norm']._buffers[
            'weight'], tmp_37['proj']._parameters['weight'], tmp_31[
            'pre_feedforward_layernorm_2']._parameters['weight'], tmp_31['moe'].
            _modules['topk'].topk_config.custom_routing_function.__closure__[0].
            cell_contents, tmp_38['experts']._parameters['w13_weight'], tmp_39[
            'w2_weight'], tmp_31['post_feedforward_layernorm_1']._parameters[
            'weight'], tmp_31['post_feedforward_layernorm_2']._parameters['weight'],
            tmp_31['post_feedforward_layernorm']._parameters['weight'], tmp_30.
            _buffers['layer_scalar'])
        tmp_2 = (
            __import_sglang_dot_srt_dot_layers_dot_layer_boundary_dot_residual_dot_batch
            )
        tmp_3 = (
            __import_sglang_dot_srt_dot_layers_dot_layer_boundary_dot_residual_dot_batch
            .ResidualStream)
        tmp_4 = (
            __import_sglang_dot_srt_dot_layers_dot_layer_boundary_dot_residual_dot_batch
            .ResidualStream.__new__(tmp_3))
        []
        tmp_5 = fn.__closure__
        tmp_6 = fn.__closure__[1]
        tmp_7 = fn.__closure__[1].cell_contents
        tmp_8 = fn.__closure__[1].cell_contents.__self__
        tmp_9 = fn.__closure__[1].cell_contents.__self__
        tmp_10 = fn.__closure__[1].cell_contents.__self__._modules
        tmp_11 = fn.__closure__[1].cell_contents.__self__._modules['layers']
        tmp_12 = fn.__closure__[1].cell_contents.__self__._modules['layers']
        tmp_13 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_13['1']._modules['moe']._modules['topk'].topk_config.torch_native = False
        fn.__closure__[1].cell_contents.__self__._modules['layers']._modules['0'
            ]._modules['moe']._modules['topk'].topk_config.torch_native = False
        tmp_4.residual = graph_out_0[0]
        tmp_4.pending = None
        tmp_4.transport = None
        args[3].residual_stream = tmp_4
        []
        __temp_11 = []
        __temp_11.extend([])
        [__temp_11]
        return graph_out_0[0]
