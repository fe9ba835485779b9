def __helper_outer_function():
    # this is a helper function to help compilers generate bytecode to read capture variables from closures, rather than reading values from global scope. The value of these variables does not matter, and will be determined in runtime.
    fn = None
    def __transformed_code_0_for_inner(*args, **kwargs):
        nonlocal fn
        tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
        tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
        tmp_3 = args
        tmp_4 = fn.__closure__[1].cell_contents.__self__._modules
        tmp_5 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_6 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']
        tmp_7 = tmp_6._modules
        tmp_8 = tmp_6._modules['self_attn']._modules
        tmp_9 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache)
        tmp_10 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache[13])
        tmp_11 = tmp_6.ffn_boundary.plan
        tmp_12 = tmp_6.ffn_boundary.plan.paths
        tmp_13 = __import_torch_dot__dynamo_dot_utils.dict_keys_getitem
        tmp_14 = tmp_7['mlp']._modules
        tmp_15 = tmp_5['1']
        tmp_16 = tmp_15._modules
        tmp_17 = tmp_15._modules['self_attn']._modules
        tmp_18 = tmp_9[14]
        tmp_19 = tmp_15.ffn_boundary.plan
        tmp_20 = tmp_15.ffn_boundary.plan.paths
        tmp_21 = tmp_16['mlp']._modules
        tmp_22 = tmp_5['2']
        tmp_23 = tmp_22._modules
        tmp_24 = tmp_22._modules['self_attn']._modules
        tmp_25 = tmp_22.ffn_boundary.plan
        tmp_26 = tmp_22.ffn_boundary.plan.paths
        tmp_27 = tmp_23['mlp']._modules
        tmp_28 = tmp_5['3']
        tmp_29 = tmp_28._modules
        tmp_30 = tmp_28._modules['self_attn']._modules
        tmp_31 = tmp_28.ffn_boundary.plan
        tmp_32 = tmp_28.ffn_boundary.plan.paths
        tmp_33 = tmp_29['mlp']._modules
        tmp_34 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
        __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
        graph_out_0 = __compiled_fn_1_4c1ab821_4840_4c7c_a988_03f3b91e1117(args[0],
            tmp_3[2], tmp_3[1], fn.__closure__[1].cell_contents.__self__._modules[
            'layers']._modules['0'].attn_boundary.plan.norm._parameters['weight'],
            tmp_6._modules['self_attn']._modules['qkv_proj']._parameters['weight'],
            tmp_8['q_norm']._parameters['weight'], tmp_8['k_norm']._parameters[
            'weight'], tmp_8['rotary_emb']._buffers['cos_sin_cache'],
            __import_sglang_dot_srt_dot_model_executor_dot_forward_context._current
            .attn_backend.cache[13][0], tmp_10[1], tmp_8['o_proj']._parameters[
            'weight'], tmp_6.ffn_boundary.plan.paths[
            __import_torch_dot__dynamo_dot_utils.dict_keys_getitem(tmp_12, 0)].
            entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_11.norm._parameters['weight'], tmp_7['mlp'].
            _modules['gate_up_proj']._parameters['weight'], tmp_14['down_proj'].
            _parameters['weight'], tmp_7['post_feedforward_layernorm']._parameters[
            'weight'], tmp_7['per_layer_input_gate']._parameters['weight'], tmp_7[
            'per_layer_projection']._parameters['weight'], tmp_7[
            'post_per_layer_input_norm']._parameters['weight'], tmp_6._buffers[
            'layer_scalar'], tmp_5['1'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_15._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_17['q_norm']._parameters['weight'], tmp_17[
            'k_norm']._parameters['weight'], tmp_17['rotary_emb']._buffers[
            'cos_sin_cache'], tmp_9[14][0], tmp_18[1], tmp_17['o_proj']._parameters
            ['weight'], tmp_15.ffn_boundary.plan.paths[tmp_13(tmp_20, 0)].entry.
            prepare.keywords['step'].keywords['read'].transform.apply._parameters[
            'weight'], tmp_19.norm._parameters['weight'], tmp_16['mlp']._modules[
            'gate_up_proj']._parameters['weight'], tmp_21['down_proj']._parameters[
            'weight'], tmp_16['post_feedforward_layernorm']._parameters['weight'],
            tmp_16['per_layer_input_gate']._parameters['weight'], tmp_16[
            'per_layer_projection']._parameters['weight'], tmp_16[
            'post_per_layer_input_norm']._parameters['weight'], tmp_15._buffers[
            'layer_scalar'], tmp_5['2'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_22._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_24['q_norm']._parameters['weight'], tmp_24[
            'o_proj']._parameters['weight'], tmp_22.ffn_boundary.plan.paths[tmp_13(
            tmp_26, 0)].entry.prepare.keywords['step'].keywords['read'].transform.
            apply._parameters['weight'], tmp_25.norm._parameters['weight'], tmp_23[
            'mlp']._modules['gate_up_proj']._parameters['weight'], tmp_27[
            'down_proj']._parameters['weight'], tmp_23['post_feedforward_layernorm'
            ]._parameters['weight'], tmp_23['per_layer_input_gate']._parameters[
            'weight'], tmp_23['per_layer_projection']._parameters['weight'], tmp_23
            ['post_per_layer_input_norm']._parameters['weight'], tmp_22._buffers[
            'layer_scalar'], tmp_5['3'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_28._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_30['q_norm']._parameters['weight'], tmp_30[
            'o_proj']._parameters['weight'], tmp_28.ffn_boundary.plan.paths[tmp_13(
            tmp_32, 0)].entry.prepare.keywords['step'].keywords['read'].transform.
            apply._parameters['weight'], tmp_31.norm._parameters['weight'], tmp_29[
            'mlp']._modules['gate_up_proj']._parameters['weight'], tmp_33[
            'down_proj']._parameters['weight'], tmp_29['post_feedforward_layernorm'
            ]._parameters['weight'], tmp_29['per_layer_input_gate']._parameters[
            'weight'], tmp_29['per_layer_projection']._parameters['weight'], tmp_29
            ['post_per_layer_input_norm']._parameters['weight'], tmp_28._buffers[
            'layer_scalar'], tmp_4['final_norm']._parameters['weight'])
        []
        args[3].residual_stream = None
        []
        __temp_12 = []
        __temp_12.extend([])
        [__temp_12]
        return graph_out_0[0]
