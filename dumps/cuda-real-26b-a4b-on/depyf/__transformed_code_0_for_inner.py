def __helper_outer_function():
    # this is a helper function to help compilers generate bytecode to read capture variables from closures, rather than reading values from global scope. The value of these variables does not matter, and will be determined in runtime.
    fn = None
    def __transformed_code_0_for_inner(*args, **kwargs):
        nonlocal fn
        tmp_10 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
        tmp_11 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
        tmp_12 = args
        tmp_13 = fn.__closure__[1].cell_contents.__self__._modules
        tmp_14 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_15 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']
        tmp_16 = tmp_15._modules
        tmp_17 = tmp_15._modules['self_attn']._modules
        tmp_18 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache)
        tmp_19 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache[28])
        tmp_20 = tmp_15.ffn_boundary.plan
        tmp_21 = tmp_15.ffn_boundary.plan.paths
        tmp_22 = __import_torch_dot__dynamo_dot_utils.dict_keys_getitem
        tmp_23 = tmp_16['mlp']._modules
        tmp_24 = tmp_16['router']._modules
        tmp_25 = tmp_16['moe']._modules
        tmp_26 = tmp_25['experts']._parameters
        tmp_27 = tmp_14['1']
        tmp_28 = tmp_27._modules
        tmp_29 = tmp_27._modules['self_attn']._modules
        tmp_30 = tmp_18[29]
        tmp_31 = tmp_27.ffn_boundary.plan
        tmp_32 = tmp_27.ffn_boundary.plan.paths
        tmp_33 = tmp_28['mlp']._modules
        tmp_34 = tmp_28['router']._modules
        tmp_35 = tmp_28['moe']._modules
        tmp_36 = tmp_35['experts']._parameters
        tmp_37 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
        __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_11)
        graph_out_0 = __compiled_fn_4_ba5322fd_214f_4457_a292_96baff5f29ca(args[0],
            tmp_12[1], fn.__closure__[1].cell_contents.__self__._modules['layers'].
            _modules['0'].attn_boundary.plan.norm._parameters['weight'], tmp_15.
            _modules['self_attn']._modules['qkv_proj']._parameters['weight'],
            tmp_17['q_norm']._parameters['weight'], tmp_17['k_norm']._parameters[
            'weight'], tmp_17['rotary_emb']._buffers['cos_sin_cache'],
            __import_sglang_dot_srt_dot_model_executor_dot_forward_context._current
            .attn_backend.cache[28][0], tmp_19[1], tmp_17['o_proj']._parameters[
            'weight'], tmp_15.ffn_boundary.plan.paths[
            __import_torch_dot__dynamo_dot_utils.dict_keys_getitem(tmp_21, 0)].
            entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_20.norm._parameters['weight'], tmp_16['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_23['down_proj'].
            _parameters['weight'], tmp_16['router']._modules['norm']._buffers[
            'weight'], tmp_24['proj']._parameters['weight'], tmp_16[
            'pre_feedforward_layernorm_2']._parameters['weight'], tmp_16['moe'].
            _modules['topk'].topk_config.custom_routing_function.__closure__[0].
            cell_contents, tmp_25['experts']._parameters['w13_weight'], tmp_26[
            'w2_weight'], tmp_16['post_feedforward_layernorm_1']._parameters[
            'weight'], tmp_16['post_feedforward_layernorm_2']._parameters['weight'],
            tmp_16['post_feedforward_layernorm']._parameters['weight'], tmp_15.
            _buffers['layer_scalar'], tmp_14['1'].attn_boundary.plan.norm.
            _parameters['weight'], tmp_27._modules['self_attn']._modules['qkv_proj'
            ]._parameters['weight'], tmp_29['q_norm']._parameters['weight'], tmp_29
            ['k_norm']._parameters['weight'], tmp_29['rotary_emb']._buffers[
            'cos_sin_cache'], tmp_18[29][0], tmp_30[1], tmp_29['o_proj'].
            _parameters['weight'], tmp_27.ffn_boundary.plan.paths[tmp_22(tmp_32, 0)
            ].entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_31.norm._parameters['weight'], tmp_28['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_33['down_proj'].
            _parameters['weight'], tmp_28['router']._modules['norm']._buffers[
            'weight'], tmp_34['proj']._parameters['weight'], tmp_28[
            'pre_feedforward_layernorm_2']._parameters['weight'], tmp_28['moe'].
            _modules['topk'].topk_config.custom_routing_function.__closure__[0].
            cell_contents, tmp_35['experts']._parameters['w13_weight'], tmp_36[
            'w2_weight'], tmp_28['post_feedforward_layernorm_1']._parameters[
            'weight'], tmp_28['post_feedforward_layernorm_2']._parameters['weight'],
            tmp_28['post_feedforward_layernorm']._parameters['weight'], tmp_27.
            _buffers['layer_scalar'], tmp_13['final_norm']._parameters['weight'])
        []
        tmp_1 = fn.__closure__
        tmp_2 = fn.__closure__[1]
        tmp_3 = fn.__closure__[1].cell_contents
        tmp_4 = fn.__closure__[1].cell_contents.__self__
        tmp_5 = fn.__closure__[1].cell_contents.__self__
        tmp_6 = fn.__closure__[1].cell_contents.__self__._modules
        tmp_7 = fn.__closure__[1].cell_contents.__self__._modules['layers']
        tmp_8 = fn.__closure__[1].cell_contents.__self__._modules['layers']
        tmp_9 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_9['1']._modules['moe']._modules['topk'].topk_config.torch_native = False
        fn.__closure__[1].cell_contents.__self__._modules['layers']._modules['0'
            ]._modules['moe']._modules['topk'].topk_config.torch_native = False
        args[3].residual_stream = None
        []
        __temp_10 = []
        __temp_10.extend([])
        [__temp_10]
        return graph_out_0[0]
