"""Router fix: keep the folded router scale on SGLang's native (compiled) path.

``Gemma4Router.fuse_scale`` folds ``scale * hidden_size**-0.5`` into
``router.norm.weight``, but the norm was built with ``with_scale=False`` and
``Gemma4RMSNorm.forward_native`` ignores the weight in that case. The CUDA path
(``rmsnorm(x, weight)``) applies it, every native path (compiled decode, HIP,
a forced torch backend) drops it, and the chosen experts change for almost
every token. After folding, this patch marks the norm ``with_scale=True``: the
native path then multiplies by the folded weight, and the CUDA path, which
reads ``with_scale`` only together with ``scale_shift == 1.0``, is unchanged.
"""

from __future__ import annotations

from gemma4_passes.patches.base import Patch, resolve

_ROUTER = "sglang.srt.models.gemma4_causal.Gemma4Router"
_NORM = "sglang.srt.layers.layernorm.Gemma4RMSNorm"


class RouterScale(Patch):
    def __init__(self):
        super().__init__(
            name="router_scale",
            description="native router norm applies the folded router scale",
            without=("SGLang's native router path (compiled decode at one token, HIP, the torch backend) "
                     "drops the folded router scale and picks other experts for most tokens"),
            targets={
                f"{_ROUTER}.fuse_scale": "4385cf68dc4f681d",
                f"{_ROUTER}.forward": "ce3faf6717257346",
                f"{_NORM}.forward_native": "6a7e1b630c351f87",
                f"{_NORM}.forward_cuda": "0700ee07063de502",
            },
        )

    def _apply(self) -> None:
        router_cls = resolve(_ROUTER)
        original = router_cls.fuse_scale

        def fuse_scale(self):
            original(self)
            # The folded weight is now the norm's scale on every path.
            self.norm.with_scale = True

        fuse_scale.__wrapped__ = original
        fuse_scale.__doc__ = original.__doc__
        router_cls.fuse_scale = fuse_scale
        self._saved = (router_cls, original)

    def _revert(self) -> None:
        saved = getattr(self, "_saved", None)
        if saved:
            router_cls, original = saved
            router_cls.fuse_scale = original
