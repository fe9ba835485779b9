"""Frozen-KV MTP: an idle batch gets its idle verify input instead of a TypeError.

Of the speculative-decoding guards the v1 worker needed, none applies to
SGLang 0.5.23's only Frozen-KV MTP worker, ``FrozenKVMTPWorkerV2``: every v2
step hands the scheduler a ``FrozenKVMTPDraftInput`` as ``next_draft_input``
(idle or real-shaped), and the scheduler installs it as ``batch.spec_info``, so
no verify input is left for ``merge_batch``/``filter_batch`` to trip on
(``tests/test_patches_spec_v2_guards.py`` runs that path).

The same decode step has a crash of its own: ``FrozenKVMTPDraftWorker.draft``
answers an IDLE batch with ``FrozenKVMTPVerifyInput.create_idle_input(topk,
steps, num_draft_tokens)``, but ``EagleVerifyInput.create_idle_input`` requires
a ``device`` as well (every other caller passes one), so the call raises
``TypeError``. IDLE batches exist only with attention data parallelism: a rank
with no request runs one to keep the collectives of the others going. With
``--enable-dp-attention`` and Frozen-KV MTP (SGLang promotes EAGLE/NEXTN to it
for Gemma-4 MTP draft models) the first step in which one rank is empty kills
its scheduler. This patch passes the worker's device; nothing else changes.

AT_LOAD: the worker is built in the scheduler process after SGLang has loaded
plugins; patching the class there covers every instance.
"""

from __future__ import annotations

from gemma4_passes.patches.base import WrapMethods, resolve

_WORKER = "sglang.srt.speculative.frozen_kv_mtp_worker_v2.FrozenKVMTPDraftWorker"
_VERIFY_INPUT = "sglang.srt.speculative.frozen_kv_mtp_info.FrozenKVMTPVerifyInput"


class SpecIdleDraft(WrapMethods):
    def __init__(self):
        super().__init__(
            name="spec_idle_draft",
            description="Frozen-KV MTP draft of an idle batch (attention DP) builds its idle verify input",
            targets={
                f"{_WORKER}.draft": "1aa5d861ae2faf12",
                "sglang.srt.speculative.eagle_info.EagleVerifyInput.create_idle_input": "ada05072188715cf",
            },
        )

    def wrappers(self):
        verify_input_cls = resolve(_VERIFY_INPUT)

        def wrap_draft(original):
            def draft(self, batch):
                if batch.forward_mode.is_idle():
                    return verify_input_cls.create_idle_input(
                        self.topk,
                        self.speculative_num_steps,
                        self.speculative_num_draft_tokens,
                        device=self.device,
                    )
                return original(self, batch)

            return draft

        return {f"{_WORKER}.draft": wrap_draft}
