"""A patch's source fingerprint sees a run-time wrapper of its target.

``inspect.getsource`` follows ``__wrapped__``: a target wrapped with
``functools.wraps`` shows the wrapped function's source, whatever the wrapper
does. The guard hashes the wrapper's own code too, and refuses the patch.
"""

import functools
import hashlib
import inspect
import logging
import sys
import textwrap

import pytest
import torch

from gemma4_passes.patches.base import (
    ACTIVE, TARGET_CHANGED, Patch, WrapMethods, fingerprint, undeclared_wrappers,
)

TARGET_SOURCE = textwrap.dedent(
    '''
    import torch


    def scale(x):
        return x * 2


    class Layer:
        def forward(self, x):
            return x + 1

        @torch.no_grad()
        def decorated(self, x):
            return x - 1
    '''
)


@pytest.fixture
def target(tmp_path, monkeypatch):
    """A fresh module with a function, a method and a method SGLang-style decorated in its source."""
    (tmp_path / "g4_guard_target.py").write_text(TARGET_SOURCE)
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("g4_guard_target", None)
    import g4_guard_target

    yield g4_guard_target
    sys.modules.pop("g4_guard_target", None)


class Probe(Patch):
    """A patch that only checks its targets."""

    def __init__(self, targets):
        super().__init__(name="guard_probe", description="probe", targets=targets)

    def _apply(self):
        pass

    def _revert(self):
        pass


def _probe(mod, *names):
    return Probe({f"g4_guard_target.{n}": fingerprint(_get(mod, n)) for n in names})


def _get(mod, dotted):
    obj = mod
    for part in dotted.split("."):
        obj = getattr(obj, part)
    return obj


def _wrap_changed(original):
    @functools.wraps(original)
    def changed_behaviour(*args, **kwargs):
        return original(*args, **kwargs) * 100

    return changed_behaviour


def test_a_wrapper_that_changes_behaviour_is_refused(target, caplog):
    probe = _probe(target, "scale")
    assert probe.check_targets() is None
    target.scale = _wrap_changed(target.scale)
    assert target.scale(torch.ones(1)).item() == 200
    # what the plain source hash saw: the wrapped function, unchanged
    plain = hashlib.sha256(textwrap.dedent(inspect.getsource(inspect.unwrap(target.scale))).encode()).hexdigest()[:16]
    assert plain == probe.targets["g4_guard_target.scale"]
    why = probe.check_targets()
    assert why and "g4_guard_target.scale is wrapped at run time by" in why and "changed_behaviour" in why
    with caplog.at_level(logging.WARNING, logger="gemma4_passes"):
        st = probe.apply()
    assert st.state == TARGET_CHANGED and not probe.applied
    assert any("changed_behaviour" in r.getMessage() for r in caplog.records)


def test_a_wrapped_method_is_refused(target):
    probe = _probe(target, "Layer.forward")
    target.Layer.forward = _wrap_changed(target.Layer.forward)
    assert "g4_guard_target.Layer.forward is wrapped at run time" in probe.check_targets()


def test_a_declared_decorator_passes_and_the_same_wrapper_undeclared_does_not(target):
    """``@torch.no_grad()`` written in the source is part of the fingerprinted text (SGLang's own
    decorated targets keep their fingerprints); the same wrapper added at run time to a function
    whose source declares none is refused."""
    probe = _probe(target, "Layer.decorated", "scale")
    assert undeclared_wrappers(target.Layer.decorated) == []
    assert probe.check_targets() is None
    target.scale = torch.no_grad()(target.scale)
    assert "g4_guard_target.scale is wrapped at run time by torch.utils._contextlib.decorate_context" in probe.check_targets()


def test_a_second_wrapper_over_a_declared_one_is_refused(target):
    probe = _probe(target, "Layer.decorated")
    target.Layer.decorated = _wrap_changed(target.Layer.decorated)
    assert "changed_behaviour" in probe.check_targets()


def test_our_own_patch_wrapper_is_transparent_and_a_foreign_one_over_it_is_not(target):
    """A patch's replacement (``WrapMethods``) keeps ``__wrapped__`` so another patch of the same
    target still checks; a foreign wrapper stacked on it is refused."""

    class Ours(WrapMethods):
        def __init__(self):
            super().__init__(name="ours_probe", description="probe", targets={})

        def wrappers(self):
            def factory(original):
                def forward(self, x):
                    return original(self, x)

                return forward

            return {"g4_guard_target.Layer.forward": factory}

    probe = _probe(target, "Layer.forward")
    ours = Ours()
    assert ours.apply().state == ACTIVE
    try:
        assert target.Layer.forward.__wrapped__ is not None
        assert probe.check_targets() is None
        target.Layer.forward = _wrap_changed(target.Layer.forward)
        assert "changed_behaviour" in probe.check_targets()
    finally:
        ours.revert()


def test_sglang_target_wrapped_at_run_time_is_refused(isolated_patch, monkeypatch):
    """On SGLang's own code: targets decorated in their source (the prefill-graph patch's
    ``@torch.no_grad()`` and ``@eager_on_graph``) keep their fingerprints, and the vision patch's
    targets check out until another hook wraps one."""
    from gemma4_passes.patches import PATCHES
    from sglang.srt.models.gemma4_mm import Gemma4ForConditionalGeneration as MM

    assert PATCHES["mm_prefill_graphs"].check_targets() is None  # @torch.no_grad() / @eager_on_graph targets
    with isolated_patch("vision_batch") as p:
        assert p.check_targets() is None
        with monkeypatch.context() as m:
            m.setattr(MM, "get_image_feature", _wrap_changed(MM.get_image_feature))
            why = p.check_targets()
            assert why and "Gemma4ForConditionalGeneration.get_image_feature is wrapped at run time" in why
            assert p.apply().state == TARGET_CHANGED and not p.applied
