def __helper_outer_function():
    # this is a helper function to help compilers generate bytecode to read capture variables from closures, rather than reading values from global scope. The value of these variables does not matter, and will be determined in runtime.
    fn = None
    def __transformed_code_0_for_inner(*args, **kwargs):
        nonlocal fn
        tmp_3 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
        tmp_4 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
        tmp_5 = args
        tmp_6 = fn.__closure__[1].cell_contents.__self__._modules
        tmp_7 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_8 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']
        tmp_9 = tmp_8._modules
        tmp_10 = tmp_8._modules['self_attn']._modules
        tmp_11 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache)
        tmp_12 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache[3])
        tmp_13 = tmp_8.ffn_boundary.plan
        tmp_14 = tmp_8.ffn_boundary.plan.paths
        tmp_15 = __import_torch_dot__dynamo_dot_utils.dict_keys_getitem
        tmp_16 = tmp_9['mlp']._modules
        tmp_17 = tmp_7['1']
        tmp_18 = tmp_17._modules
        tmp_19 = tmp_17._modules['self_attn']._modules
        tmp_20 = tmp_11[4]
        tmp_21 = tmp_17.ffn_boundary.plan
        tmp_22 = tmp_17.ffn_boundary.plan.paths
        tmp_23 = tmp_18['mlp']._modules
        tmp_24 = tmp_7['2']
        tmp_25 = tmp_24._modules
        tmp_26 = tmp_24._modules['self_attn']._modules
        tmp_27 = tmp_24.ffn_boundary.plan
        tmp_28 = tmp_24.ffn_boundary.plan.paths
        tmp_29 = tmp_25['mlp']._modules
        tmp_30 = tmp_7['3']
        tmp_31 = tmp_30._modules
        tmp_32 = tmp_30._modules['self_attn']._modules
        tmp_33 = tmp_30.ffn_boundary.plan
        tmp_34 = tmp_30.ffn_boundary.plan.paths
        tmp_35 = tmp_31['mlp']._modules
        tmp_36 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
        __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_4)
        graph_out_0 = __compiled_fn_1_99e0784c_7bd2_4848_9c90_5b44c86cbc46(args[2],
            tmp_5[1], fn.__closure__[1].cell_contents.__self__._modules['layers'].
            _modules['0'].attn_boundary.plan.norm._parameters['weight'], tmp_8.
            _modules['self_attn']._modules['qkv_proj']._parameters['weight'],
            tmp_10['q_norm']._parameters['weight'], tmp_10['k_norm']._parameters[
            'weight'], tmp_5[0], tmp_10['rotary_emb']._buffers['cos_sin_cache'],
            __import_sglang_dot_srt_dot_model_executor_dot_forward_context._current
            .attn_backend.cache[3][0], tmp_12[1], tmp_10['o_proj']._parameters[
            'weight'], tmp_8.ffn_boundary.plan.paths[
            __import_torch_dot__dynamo_dot_utils.dict_keys_getitem(tmp_14, 0)].
            entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_13.norm._parameters['weight'], tmp_9['mlp'].
            _modules['gate_up_proj']._parameters['weight'], tmp_16['down_proj'].
            _parameters['weight'], tmp_9['post_feedforward_layernorm']._parameters[
            'weight'], tmp_9['per_layer_input_gate']._parameters['weight'], tmp_9[
            'per_layer_projection']._parameters['weight'], tmp_9[
            'post_per_layer_input_norm']._parameters['weight'], tmp_8._buffers[
            'layer_scalar'], tmp_7['1'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_17._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_19['q_norm']._parameters['weight'], tmp_19[
            'k_norm']._parameters['weight'], tmp_19['rotary_emb']._buffers[
            'cos_sin_cache'], tmp_11[4][0], tmp_20[1], tmp_19['o_proj']._parameters
            ['weight'], tmp_17.ffn_boundary.plan.paths[tmp_15(tmp_22, 0)].entry.
            prepare.keywords['step'].keywords['read'].transform.apply._parameters[
            'weight'], tmp_21.norm._parameters['weight'], tmp_18['mlp']._modules[
            'gate_up_proj']._parameters['weight'], tmp_23['down_proj']._parameters[
            'weight'], tmp_18['post_feedforward_layernorm']._parameters['weight'],
            tmp_18['per_layer_input_gate']._parameters['weight'], tmp_18[
            'per_layer_projection']._parameters['weight'], tmp_18[
            'post_per_layer_input_norm']._parameters['weight'], tmp_17._buffers[
            'layer_scalar'], tmp_7['2'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_24._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_26['q_norm']._parameters['weight'], tmp_26[
            'o_proj']._parameters['weight'], tmp_24.ffn_boundary.plan.paths[tmp_15(
            tmp_28, 0)].entry.prepare.keywords['step'].keywords['read'].transform.
            apply._parameters['weight'], tmp_27.norm._parameters['weight'], tmp_25[
            'mlp']._modules['gate_up_proj']._parameters['weight'], tmp_29[
            'down_proj']._parameters['weight'], tmp_25['post_feedforward_layernorm'
            ]._parameters['weight'], tmp_25['per_layer_input_gate']._parameters[
            'weight'], tmp_25['per_layer_projection']._parameters['weight'], tmp_25
            ['post_per_layer_input_norm']._parameters['weight'], tmp_24._buffers[
            'layer_scalar'], tmp_7['3'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_30._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_32['q_norm']._parameters['weight'], tmp_32[
            'o_proj']._parameters['weight'], tmp_30.ffn_boundary.plan.paths[tmp_15(
            tmp_34, 0)].entry.prepare.keywords['step'].keywords['read'].transform.
            apply._parameters['weight'], tmp_33.norm._parameters['weight'], tmp_31[
            'mlp']._modules['gate_up_proj']._parameters['weight'], tmp_35[
            'down_proj']._parameters['weight'], tmp_31['post_feedforward_layernorm'
            ]._parameters['weight'], tmp_31['per_layer_input_gate']._parameters[
            'weight'], tmp_31['per_layer_projection']._parameters['weight'], tmp_31
            ['post_per_layer_input_norm']._parameters['weight'], tmp_30._buffers[
            'layer_scalar'], tmp_6['final_norm']._parameters['weight'])
        []
        tmp_2 = __import_torch_dot__dynamo_dot_utils.object_setattr_ignore_descriptor
        __import_torch_dot__dynamo_dot_utils.object_setattr_ignore_descriptor(args[
            3], 'residual_stream', None)
        []
        __temp_13 = []
        __temp_13.extend([])
        [__temp_13]
        return graph_out_0[0]
