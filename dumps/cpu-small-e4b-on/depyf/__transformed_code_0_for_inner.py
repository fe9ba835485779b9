def __helper_outer_function():
    # this is a helper function to help compilers generate bytecode to read capture variables from closures, rather than reading values from global scope. The value of these variables does not matter, and will be determined in runtime.
    fn = None
    def __transformed_code_0_for_inner(*args, **kwargs):
        nonlocal fn
        tmp_7 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
        tmp_8 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
        tmp_9 = args
        tmp_10 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules
        tmp_11 = fn.__closure__[1].cell_contents.__self__._modules['layers']._modules[
            '0']
        tmp_12 = tmp_11._modules
        tmp_13 = tmp_11._modules['self_attn']._modules
        tmp_14 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache)
        tmp_15 = (__import_sglang_dot_srt_dot_model_executor_dot_forward_context.
            _current.attn_backend.cache[5])
        tmp_16 = tmp_11.ffn_boundary.plan
        tmp_17 = tmp_11.ffn_boundary.plan.paths
        tmp_18 = __import_torch_dot__dynamo_dot_utils.dict_keys_getitem
        tmp_19 = tmp_12['mlp']._modules
        tmp_20 = tmp_10['1']
        tmp_21 = tmp_20._modules
        tmp_22 = tmp_20._modules['self_attn']._modules
        tmp_23 = tmp_14[7]
        tmp_24 = tmp_20.ffn_boundary.plan
        tmp_25 = tmp_20.ffn_boundary.plan.paths
        tmp_26 = tmp_21['mlp']._modules
        tmp_27 = tmp_10['2']
        tmp_28 = tmp_27._modules
        tmp_29 = tmp_27._modules['self_attn']._modules
        tmp_30 = tmp_27.ffn_boundary.plan
        tmp_31 = tmp_27.ffn_boundary.plan.paths
        tmp_32 = tmp_28['mlp']._modules
        tmp_33 = tmp_10['3']
        tmp_34 = tmp_33._modules
        tmp_35 = tmp_33._modules['self_attn']._modules
        tmp_36 = tmp_33.ffn_boundary.plan
        tmp_37 = tmp_33.ffn_boundary.plan.paths
        tmp_38 = tmp_34['mlp']._modules
        tmp_39 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
        __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_8)
        graph_out_0 = __compiled_fn_1_5af586bb_66ed_4f16_8360_451f50997f1f(args[2],
            tmp_9[1], fn.__closure__[1].cell_contents.__self__._modules['layers'].
            _modules['0'].attn_boundary.plan.norm._parameters['weight'], tmp_11.
            _modules['self_attn']._modules['qkv_proj']._parameters['weight'],
            tmp_13['q_norm']._parameters['weight'], tmp_13['k_norm']._parameters[
            'weight'], tmp_9[0], tmp_13['rotary_emb']._buffers['cos_sin_cache'],
            __import_sglang_dot_srt_dot_model_executor_dot_forward_context._current
            .attn_backend.cache[5][0], tmp_15[1], tmp_13['o_proj']._parameters[
            'weight'], tmp_11.ffn_boundary.plan.paths[
            __import_torch_dot__dynamo_dot_utils.dict_keys_getitem(tmp_17, 0)].
            entry.prepare.keywords['step'].keywords['read'].transform.apply.
            _parameters['weight'], tmp_16.norm._parameters['weight'], tmp_12['mlp']
            ._modules['gate_up_proj']._parameters['weight'], tmp_19['down_proj'].
            _parameters['weight'], tmp_12['post_feedforward_layernorm']._parameters
            ['weight'], tmp_12['per_layer_input_gate']._parameters['weight'],
            tmp_12['per_layer_projection']._parameters['weight'], tmp_12[
            'post_per_layer_input_norm']._parameters['weight'], tmp_11._buffers[
            'layer_scalar'], tmp_10['1'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_20._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_22['q_norm']._parameters['weight'], tmp_22[
            'k_norm']._parameters['weight'], tmp_22['rotary_emb']._buffers[
            'cos_sin_cache'], tmp_14[7][0], tmp_23[1], tmp_22['o_proj']._parameters
            ['weight'], tmp_20.ffn_boundary.plan.paths[tmp_18(tmp_25, 0)].entry.
            prepare.keywords['step'].keywords['read'].transform.apply._parameters[
            'weight'], tmp_24.norm._parameters['weight'], tmp_21['mlp']._modules[
            'gate_up_proj']._parameters['weight'], tmp_26['down_proj']._parameters[
            'weight'], tmp_21['post_feedforward_layernorm']._parameters['weight'],
            tmp_21['per_layer_input_gate']._parameters['weight'], tmp_21[
            'per_layer_projection']._parameters['weight'], tmp_21[
            'post_per_layer_input_norm']._parameters['weight'], tmp_20._buffers[
            'layer_scalar'], tmp_10['2'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_27._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_29['q_norm']._parameters['weight'], tmp_29[
            'o_proj']._parameters['weight'], tmp_27.ffn_boundary.plan.paths[tmp_18(
            tmp_31, 0)].entry.prepare.keywords['step'].keywords['read'].transform.
            apply._parameters['weight'], tmp_30.norm._parameters['weight'], tmp_28[
            'mlp']._modules['gate_up_proj']._parameters['weight'], tmp_32[
            'down_proj']._parameters['weight'], tmp_28['post_feedforward_layernorm'
            ]._parameters['weight'], tmp_28['per_layer_input_gate']._parameters[
            'weight'], tmp_28['per_layer_projection']._parameters['weight'], tmp_28
            ['post_per_layer_input_norm']._parameters['weight'], tmp_27._buffers[
            'layer_scalar'], tmp_10['3'].attn_boundary.plan.norm._parameters[
            'weight'], tmp_33._modules['self_attn']._modules['qkv_proj'].
            _parameters['weight'], tmp_35['q_norm']._parameters['weight'], tmp_35[
            'o_proj']._parameters['weight'], tmp_33.ffn_boundary.plan.paths[tmp_18(
            tmp_37, 0)].entry.prepare.keywords['step'].keywords['read'].transform.
            apply._parameters['weight'], tmp_36.norm._parameters['weight'], tmp_34[
            'mlp']._modules['gate_up_proj']._parameters['weight'], tmp_38[
            'down_proj']._parameters['weight'], tmp_34['post_feedforward_layernorm'
            ]._parameters['weight'], tmp_34['per_layer_input_gate']._parameters[
            'weight'], tmp_34['per_layer_projection']._parameters['weight'], tmp_34
            ['post_per_layer_input_norm']._parameters['weight'], tmp_33._buffers[
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
