#!/usr/bin/env bash
# On the GPU machine, from the repository root, one call: why SGLang's decode attention kernel (stage 1) takes more time
# a step in the passes' servers at batch 1. E2B at full depth, batch 1, both servers in the op form (run4.sh), with
# every Python process logging, at its first calls of SGLang's grouped decode attention, q's and the KV buffers'
# shapes, strides, storage offsets and pointer alignment, and the Triton specializations stage 1 compiled
# ($W/probe/PID.jsonl, in logs.tgz).   Usage: [BUDGET=590] bash run18.sh
W=/tmp/attn_run; mkdir -p $W/probe_site $W/probe
cat > $W/probe_site/sitecustomize.py <<'PY'
import importlib.abc, importlib.util, json, os, sys

TARGET = "sglang.kernels.ops.attention.decode_attention"
OUT = os.path.join("/tmp/attn_run/probe", f"{os.getpid()}.jsonl")


def _t(x):
    return dict(shape=list(x.shape), stride=list(x.stride()), offset=x.storage_offset(), align=x.data_ptr() % 256,
                dtype=str(x.dtype), contiguous=x.is_contiguous())


def _wrap(module):
    fn, kernel, seen = module._decode_grouped_att_m_fwd, module._fwd_grouped_kernel_stage1, [0]

    def probe(q, k_buffer, v_buffer, att_out, att_lse, kv_indptr, kv_indices, num_kv_splits, max_kv_splits, *a, **kw):
        out = fn(q, k_buffer, v_buffer, att_out, att_lse, kv_indptr, kv_indices, num_kv_splits, max_kv_splits, *a, **kw)
        if seen[0] < 8:
            seen[0] += 1
            try:
                keys = [str(k)[:600] for c in kernel.device_caches.values() for k in c[0].keys()]
            except Exception as e:  # another Triton's cache layout
                keys = [repr(e)]
            rec = dict(call=seen[0], q=_t(q), k=_t(k_buffer), v=_t(v_buffer), att_out=_t(att_out),
                       kv_indices=_t(kv_indices), max_kv_splits=max_kv_splits,
                       kw={k: v for k, v in kw.items() if isinstance(v, (bool, int, float, str, type(None)))},
                       stage1_specializations=keys)
            with open(OUT, "a") as f:
                f.write(json.dumps(rec) + "\n")
        return out

    module._decode_grouped_att_m_fwd = probe


class _Hook(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != TARGET:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            _wrap(module)

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, _Hook())
PY
export PYTHONPATH=$W/probe_site:${PYTHONPATH:-}
V=e2b BUDGET=${BUDGET:-590} bash bench/studies/attention_graph_breaks/run4.sh 1 45
cp $W/probe/*.jsonl $OUT/ 2>/dev/null; head -c 3000 $W/probe/*.jsonl
