def __helper_outer_function():
    # this is a helper function to help compilers generate bytecode to read capture variables from closures, rather than reading values from global scope. The value of these variables does not matter, and will be determined in runtime.
    fn = None
    def __transformed_code_0_for_inner(*args, **kwargs):
        nonlocal fn
        tmp_5 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
        tmp_6 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
        tmp_7 = args
        tmp_8 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_9 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']
        tmp_10 = tmp_9._modules
        tmp_11 = tmp_9._modules['self_attn']._modules
        tmp_12 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache)
        tmp_13 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache[13])
        tmp_14 = tmp_9.ffn_boundary.plan
        tmp_15 = tmp_9.ffn_boundary.plan.paths
        tmp_16 = __import_torch_dot__dynamo_dot_utils.dict_keys_getitem
        tmp_17 = tmp_10['mlp']._modules
        tmp_18 = tmp_8['1']
        tmp_19 = tmp_18._modules
        tmp_20 = tmp_18._modules['self_attn']._modules
        tmp_21 = tmp_12[14]
        tmp_22 = tmp_18.ffn_boundary.plan
        tmp_23 = tmp_18.ffn_boundary.plan.paths
        tmp_24 = tmp_19['mlp']._modules
        tmp_25 = tmp_8['2']
        tmp_26 = tmp_25._modules
        tmp_27 = tmp_25._modules['self_attn']._modules
        tmp_28 = tmp_25.ffn_boundary.plan
        tmp_29 = tmp_25.ffn_boundary.plan.paths
        tmp_30 = tmp_26['mlp']._modules
        tmp_31 = tmp_8['3']
        tmp_32 = tmp_31._modules
        tmp_33 = tmp_31._modules['self_attn']._modules
        tmp_34 = tmp_31.ffn_boundary.plan
        tmp_35 = tmp_31.ffn_boundary.plan.paths
        tmp_36 = tmp_32['mlp']._modules
        tmp_37 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
        __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_6)
        graph_out_0 = __compiled_fn_1_56ea55ca_ab14_4436_b37c_a2689c7c79f6(args[0],
            tmp_7[2], tmp_7[1], fn.__closure__[1].cell_contents.__self__._modules[
            'layers']._modules['0'].attn_boundary.plan.norm._parameters['weight'],
            tmp_9._modules['self_attn']._modules['qkv_proj']._parameters['weight'],
            tmp_11['q_norm']._parameters['weight'], tmp_11['k_norm']._parameters[
            'weight'], tmp_11['rotary_emb']._buffers['cos_sin_cache'],
            __import_sglang_dot_srt_dot_model_executor_dot_forward_context._current
            .attn_backend.cache[13][0], tmp_13[1], tmp_11['o_proj']._parameters[
            'weight'], tmp_9.ffn_boundary.plan.paths[
            __import_torch_dot__dynamo_dot_utils.dict_keys_getitem(tmp_15, 0)].
            entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_14.norm._parameters['weight'], tmp_10['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_17['down_proj'].
            _parameters['weight'], tmp_10['post_feedforward_layernorm']._parameters
            ['weight'], tmp_10['per_layer_input_gate']._parameters['weight'],
            tmp_10['per_layer_projection']._parameters['weight'], tmp_10[
            'post_per_layer_input_norm']._parameters['weight'], tmp_9._buffers[
            'layer_scalar'], tmp_8['1'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_18._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_20['q_norm']._parameters['weight'], tmp_20[
            'k_norm']._parameters['weight'], tmp_20['rotary_emb']._buffers[
            'cos_sin_cache'], tmp_12[14][0], tmp_21[1], tmp_20['o_proj'].
            _parameters['weight'], tmp_18.ffn_boundary.plan.paths[tmp_16(tmp_23, 0)
            ].entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_22.norm._parameters['weight'], tmp_19['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_24['down_proj'].
            _parameters['weight'], tmp_19['post_feedforward_layernorm']._parameters
            ['weight'], tmp_19['per_layer_input_gate']._parameters['weight'],
            tmp_19['per_layer_projection']._parameters['weight'], tmp_19[
            'post_per_layer_input_norm']._parameters['weight'], tmp_18._buffers[
            'layer_scalar'], tmp_8['2'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_25._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_27['q_norm']._parameters['weight'], tmp_27[
            'o_proj']._parameters['weight'], tmp_25.ffn_boundary.plan.paths[tmp_16(
            tmp_29, 0)].entry.prepare.keywords['step'].keywords['read'].transform.
            apply._parameters['weight'], tmp_28.norm._parameters['weight'], tmp_26[
            'mlp']._modules['gate_up_proj']._parameters['weight'], tmp_30[
            'down_proj']._parameters['weight'], tmp_26['post_feedforward_layernorm'
            ]._parameters['weight'], tmp_26['per_layer_input_gate']._parameters[
            'weight'], tmp_26['per_layer_projection']._parameters['weight'], tmp_26
            ['post_per_layer_input_norm']._parameters['weight'], tmp_25._buffers[
            'layer_scalar'], tmp_8['3'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_31._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_33['q_norm']._parameters['weight'], tmp_33[
            'o_proj']._parameters['weight'], tmp_31.ffn_boundary.plan.paths[tmp_16(
            tmp_35, 0)].entry.prepare.keywords['step'].keywords['read'].transform.
            apply._parameters['weight'], tmp_34.norm._parameters['weight'], tmp_32[
            'mlp']._modules['gate_up_proj']._parameters['weight'], tmp_36[
            'down_proj']._parameters['weight'], tmp_32['post_feedforward_layernorm'
            ]._parameters['weight'], tmp_32['per_layer_input_gate']._parameters[
            'weight'], tmp_32['per_layer_projection']._parameters['weight'], tmp_32
            ['post_per_layer_input_norm']._parameters['weight'], tmp_31._buffers[
            'layer_scalar'])
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
        tmp_4.residual = graph_out_0[0]
        tmp_4.pending = None
        tmp_4.transport = None
        args[3].residual_stream = tmp_4
        []
        __temp_13 = []
        __temp_13.extend([])
        [__temp_13]
        return graph_out_0[0]
