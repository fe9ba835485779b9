"""``tools/replay_check.py`` on CPU: its trial names and the kernels they unwrap.

The tool itself needs a GPU (it captures CUDA graphs); what can drift without
one is checked here: every trial key names a kernel the unwrap patch knows, and
a wrong trial name is refused before any layer is built.
"""

import pytest

from gemma4_passes.tools import replay_check
from gemma4_passes.unwrap import kernels


def test_every_unwrap_key_names_a_wrapped_sglang_kernel():
    for key, targets in replay_check.UNWRAP_KEYS.items():
        assert targets and set(targets) <= set(kernels.WRAPPER_FACTORIES), key


def test_trials_parse_to_the_kernels_they_unwrap():
    assert replay_check.parse_trial("compiled") == []
    assert replay_check.parse_trial("unwrap:qkv+routing") == ["qkv", "routing"]


@pytest.mark.parametrize("name", ["compiledx", "unwrap:", "unwrap:qkvz", "inductor:no_max_autotune", "qkv", "unwrap:qkv+nope"])
def test_a_wrong_trial_is_refused_with_the_choices(name, capsys):
    with pytest.raises(ValueError, match="compiled \\| unwrap:qkv"):
        replay_check.parse_trial(name)
    with pytest.raises(SystemExit) as exc:
        replay_check.main(["--trials", f"compiled,{name}"])
    assert exc.value.code == 2 and "unknown trial" in capsys.readouterr().err
