"""Tests for gemma4_passes.manager: running, hashing, chaining and installing passes."""

from __future__ import annotations

import importlib
import json
import logging
import operator
import os
import sys
import time
import uuid as uuidlib

import pytest
import torch
import torch._dynamo
import torch._inductor.config as inductor_config
import torch.fx
from torch._inductor.custom_graph_pass import CustomGraphPass

from gemma4_passes import manager as manager_mod
from gemma4_passes import builtin, registry
from gemma4_passes.manager import GraphRecord, PassManager, PassStats
from gemma4_passes.registry import GraphPass, UnknownPassError, register_pass

LOGGER = "gemma4_passes"

# Every toy pass appends its name here when it runs.
CALLS: list = []


class ToyFirst(GraphPass):
    name = "toy_first"
    description = "records itself, reports two matches"
    order = -3000

    def run(self, graph):
        CALLS.append(self.name)
        return 2


class ToyGrow(GraphPass):
    name = "toy_grow"
    description = "adds one node"
    order = -2500

    def run(self, graph):
        CALLS.append(self.name)
        x = next(n for n in graph.nodes if n.op == "placeholder")
        out = next(n for n in graph.nodes if n.op == "output")
        with graph.inserting_before(out):
            graph.call_function(operator.neg, (x,))
        return 1


class ToyBoom(GraphPass):
    name = "toy_boom"
    description = "always raises"
    order = -2000

    def run(self, graph):
        CALLS.append(self.name)
        raise RuntimeError("kaboom")


class ToyLast(GraphPass):
    name = "toy_last"
    description = "records itself, no match"
    order = -1000

    def run(self, graph):
        CALLS.append(self.name)
        return 0


class ToyReturnsNone(GraphPass):
    name = "toy_none"
    description = "returns None (counts as zero matches)"
    order = -500

    def run(self, graph):
        CALLS.append(self.name)


class ToyConfigured(GraphPass):
    name = "toy_cfg"
    description = "has a config"
    order = -400
    EPS = 1e-6

    def run(self, graph):
        return 0

    def config(self):
        return {"eps": self.EPS}


class ToyAddToSub(GraphPass):
    name = "toy_add_to_sub"
    description = "rewrites aten.add.Tensor into aten.sub.Tensor"
    order = -300

    def run(self, graph):
        CALLS.append(self.name)
        n = 0
        for node in graph.nodes:
            if node.op == "call_function" and node.target is torch.ops.aten.add.Tensor:
                node.target = torch.ops.aten.sub.Tensor
                n += 1
        return n


class ToyMutateThenBoom(GraphPass):
    name = "toy_mutate_boom"
    description = "edits the graph half-way (a new node, an erased one, new metadata), then raises"
    order = -2700

    def run(self, graph):
        CALLS.append(self.name)
        x = next(n for n in graph.nodes if n.op == "placeholder")
        out = next(n for n in graph.nodes if n.op == "output")
        produced = out.all_input_nodes[0]
        with graph.inserting_before(out):
            neg = graph.call_function(torch.ops.aten.neg.default, (x,))
        out.replace_input_with(produced, neg)
        graph.erase_node(produced)
        x.meta["toy_edit"] = True
        raise RuntimeError("half-way")


TOYS = [ToyFirst, ToyGrow, ToyBoom, ToyLast, ToyReturnsNone, ToyConfigured, ToyAddToSub, ToyMutateThenBoom]


class PrevPass(CustomGraphPass):
    """Stands for whatever was in post_grad_custom_post_pass before us."""

    def __init__(self, uuid_value="prev-v1", tag="prev"):
        self.uuid_value = uuid_value
        self.tag = tag

    def __call__(self, graph):
        CALLS.append(self.tag)

    def uuid(self):
        return self.uuid_value


def plain_prev(graph):
    CALLS.append("plain_prev")


@pytest.fixture(autouse=True)
def toy_registry():
    """Register the toy passes; restore the registry (and CALLS) afterwards."""
    builtin.passes()  # before the snapshot, see test_registry.py
    saved = dict(registry._REGISTRY)
    for cls in TOYS:
        register_pass(cls)
    CALLS.clear()
    yield
    CALLS.clear()
    registry._REGISTRY.clear()
    registry._REGISTRY.update(saved)


@pytest.fixture
def clean_inductor_post_pass():
    with inductor_config.patch(post_grad_custom_post_pass=None):
        yield


def _graph() -> torch.fx.Graph:
    def fn(x):
        return x + 1

    return torch.fx.symbolic_trace(fn).graph  # placeholder, add, output


def _pass(m: PassManager, name: str) -> GraphPass:
    (p,) = [p for p in m.passes if p.name == name]
    return p


def _manager(*names, **kw) -> PassManager:
    kw.setdefault("stats_sink", PassStats())
    return PassManager(enabled=list(names), **kw)


# ---------------------------------------------------------------------------
# construction and selection
# ---------------------------------------------------------------------------


def test_enabled_passes_follow_registry_order_not_argument_order():
    m = _manager("toy_last", "toy_first", "toy_boom")
    assert m.enabled == ["toy_first", "toy_boom", "toy_last"]
    assert [type(p) for p in m.passes] == [ToyFirst, ToyBoom, ToyLast]


def test_each_manager_gets_fresh_pass_instances():
    a, b = _manager("toy_first"), _manager("toy_first")
    assert a.passes[0] is not b.passes[0]


def test_empty_enabled_list_means_no_pass():
    m = _manager()
    assert m.enabled == [] and m.passes == []


def test_enabled_accepts_selection_syntax_items():
    m = _manager("none", "toy_last", "toy_first")
    assert m.enabled == ["toy_first", "toy_last"]
    m = _manager("toy_first", "toy_boom", "toy_last", "-toy_boom")
    assert m.enabled == ["toy_first", "toy_last"]
    # ("all" / "-name" would also instantiate whatever real passes exist)


def test_enabled_as_a_selection_string():
    m = PassManager(enabled="toy_last,toy_first", stats_sink=PassStats())
    assert m.enabled == ["toy_first", "toy_last"]
    m = PassManager(enabled="toy_last", stats_sink=PassStats())
    assert m.enabled == ["toy_last"]


def test_unknown_enabled_name_raises():
    with pytest.raises(UnknownPassError, match="'toy_typo'"):
        _manager("toy_first", "toy_typo")


def test_enabled_none_reads_the_environment(monkeypatch):
    monkeypatch.setenv(registry.ENV_SELECTION, "toy_last,toy_first")
    m = PassManager(stats_sink=PassStats())
    assert m.enabled == ["toy_first", "toy_last"]
    monkeypatch.setenv(registry.ENV_SELECTION, "toy_nope")
    with pytest.raises(UnknownPassError):
        PassManager(stats_sink=PassStats())


def test_default_stats_sink_is_the_process_wide_one():
    m = PassManager(enabled=["toy_first"])
    assert m.stats is manager_mod.stats() is manager_mod.STATS


# ---------------------------------------------------------------------------
# running passes, stats and logs
# ---------------------------------------------------------------------------


def test_passes_run_in_order_and_are_recorded(caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    sink = PassStats()
    m = PassManager(enabled=["toy_none", "toy_last", "toy_grow", "toy_first"],
                    stats_sink=sink)
    g = _graph()
    assert m(g) is None
    assert CALLS == ["toy_first", "toy_grow", "toy_last", "toy_none"]
    assert sink.num_graphs == 1
    rec = sink.graphs[0]
    assert rec.graph_id == 1
    assert rec.nodes_before == 3
    assert rec.nodes_after == 4 == len(g.nodes)
    assert rec.matches == {"toy_first": 2, "toy_grow": 1, "toy_last": 0, "toy_none": 0}
    assert rec.errors == {}
    msgs = [r.getMessage() for r in caplog.records if r.name == LOGGER]
    assert len(msgs) == 1
    assert "graph #1 (3 -> 4 nodes; passes " in msgs[0]
    assert "matched toy_first=2, toy_grow=1" in msgs[0]
    assert "no match: toy_last, toy_none" in msgs[0]
    assert "FAILED" not in msgs[0]


def test_a_failing_pass_is_caught_logged_and_skipped(caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    sink = PassStats()
    m = PassManager(enabled=["toy_first", "toy_boom", "toy_last"], stats_sink=sink)
    g = _graph()
    m(g)  # must not raise

    assert CALLS == ["toy_first", "toy_boom", "toy_last"]
    rec = sink.graphs[0]
    assert rec.errors == {"toy_boom": "RuntimeError: kaboom"}
    assert "toy_boom" not in rec.matches
    assert rec.matches == {"toy_first": 2, "toy_last": 0}
    assert sink.errors() == {"toy_boom": 1}

    errors = [r for r in caplog.records if r.name == LOGGER and r.levelno == logging.ERROR]
    assert len(errors) == 1
    msg = errors[0].getMessage()
    assert "\n" not in msg  # one line; the traceback is attached to the record
    assert "'toy_boom'" in msg
    assert "graph #1" in msg and "(3 nodes)" in msg
    assert "RuntimeError: kaboom" in msg
    assert errors[0].exc_info is not None

    infos = [r.getMessage() for r in caplog.records
             if r.name == LOGGER and r.levelno == logging.INFO]
    assert len(infos) == 1
    assert "FAILED: toy_boom" in infos[0]
    assert "matched toy_first=2" in infos[0]

    # the second graph fails again and is counted separately
    m(_graph())
    assert sink.errors() == {"toy_boom": 2}
    assert [r.graph_id for r in sink.graphs] == [1, 2]
    assert sink.graphs[1].errors == {"toy_boom": "RuntimeError: kaboom"}


def test_a_pass_returning_garbage_is_an_error_not_a_crash():
    class ToyGarbage(GraphPass):
        name = "toy_garbage"
        description = "returns something that is not a count"

        def run(self, graph):
            return "lots"

    register_pass(ToyGarbage)
    sink = PassStats()
    PassManager(enabled=["toy_garbage", "toy_last"], stats_sink=sink)(_graph())
    assert "toy_garbage" in sink.graphs[0].errors
    assert sink.graphs[0].matches == {"toy_last": 0}


def test_no_pass_enabled_logs_so(caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    sink = PassStats()
    _manager(stats_sink=sink)(_graph())
    assert sink.num_graphs == 1
    assert sink.graphs[0].matches == {}
    assert any("no pass enabled" in r.getMessage() for r in caplog.records)


def test_stats_accumulate_and_reset():
    sink = PassStats()
    m = PassManager(enabled=["toy_first", "toy_boom"], stats_sink=sink)
    for _ in range(3):
        m(_graph())
    assert sink.num_graphs == 3
    assert sink.matches() == {"toy_first": 6}
    assert sink.errors() == {"toy_boom": 3}
    d = sink.as_dict()
    assert d["matches"] == {"toy_first": 6}
    assert d["errors"] == {"toy_boom": 3}
    assert [g["graph_id"] for g in d["graphs"]] == [1, 2, 3]
    assert d["graphs"][0]["nodes_before"] == 3

    other = PassStats()
    other.add(GraphRecord(graph_id=1, nodes_before=5, matches={"toy_first": 4}))
    assert other.matches() == {"toy_first": 4}
    assert sink.matches() == {"toy_first": 6}  # sinks are independent

    sink.reset()
    assert sink.num_graphs == 0
    assert sink.matches() == {} and sink.errors() == {}


def test_previous_pass_runs_after_ours():
    m = _manager("toy_first", "toy_last", previous=PrevPass())
    m(_graph())
    assert CALLS == ["toy_first", "toy_last", "prev"]


def test_previous_list_and_plain_callable_run_in_order_after_ours():
    m = _manager("toy_first", previous=[PrevPass(tag="p1"), plain_prev, PrevPass(tag="p2")])
    m(_graph())
    assert CALLS == ["toy_first", "p1", "plain_prev", "p2"]


def test_previous_pass_runs_even_when_one_of_ours_failed():
    sink = PassStats()
    m = PassManager(enabled=["toy_boom"], previous=PrevPass(), stats_sink=sink)
    m(_graph())
    assert CALLS == ["toy_boom", "prev"]
    assert sink.errors() == {"toy_boom": 1}


# ---------------------------------------------------------------------------
# failures stay inside the manager and leave the graph as it was
# ---------------------------------------------------------------------------


def _snapshot_of(graph: torch.fx.Graph):
    """What must survive a failed pass: the printed graph, its code, each node's metadata."""
    return (
        str(graph),
        graph.python_code("self").src,
        [(n.name, dict(n.meta)) for n in graph.nodes],
    )


def test_a_pass_that_edits_then_raises_is_rolled_back(caplog):
    """A half-done edit must not survive the failure that the log reports as a skip."""
    caplog.set_level(logging.INFO, logger=LOGGER)
    sink = PassStats()
    g = _graph()
    before = _snapshot_of(g)
    PassManager(enabled=["toy_mutate_boom"], stats_sink=sink)(g)

    assert CALLS == ["toy_mutate_boom"]
    assert _snapshot_of(g) == before
    g.lint()
    assert "neg" not in str(g)
    assert sink.graphs[0].errors == {"toy_mutate_boom": "RuntimeError: half-way"}
    assert sink.errors() == {"toy_mutate_boom": 1}
    assert sink.graphs[0].nodes_after == sink.graphs[0].nodes_before == 3
    (err,) = [r for r in caplog.records if r.name == LOGGER and r.levelno == logging.ERROR]
    assert "'toy_mutate_boom'" in err.getMessage() and "rolled back" in err.getMessage()
    assert "RuntimeError: half-way" in err.getMessage() and "\n" not in err.getMessage()


def test_the_passes_after_a_rolled_back_one_see_the_graph_as_it_was():
    """The other passes still run, on the graph without the failed pass's edits."""
    sink = PassStats()
    g, ref = _graph(), _graph()
    PassManager(enabled=["toy_mutate_boom", "toy_grow"], stats_sink=sink)(g)
    PassManager(enabled=["toy_grow"], stats_sink=PassStats())(ref)
    assert CALLS == ["toy_mutate_boom", "toy_grow", "toy_grow"]
    assert str(g) == str(ref)
    assert g.python_code("self").src == ref.python_code("self").src
    assert sink.graphs[0].matches == {"toy_grow": 1}
    assert sink.errors() == {"toy_mutate_boom": 1}


def test_a_pass_that_raises_before_editing_keeps_the_very_same_nodes():
    """Nothing to undo: the graph is not rebuilt, so Inductor's node bookkeeping stays valid."""
    g = _graph()
    nodes = list(g.nodes)
    PassManager(enabled=["toy_boom"], stats_sink=PassStats())(g)
    assert list(g.nodes) == nodes and all(a is b for a, b in zip(g.nodes, nodes))


def test_a_graph_that_cannot_be_put_back_fails_the_compile(monkeypatch):
    """Going on with a half-edited graph would compile wrong code; failing leaves SGLang eager."""
    def broken(self):
        raise RuntimeError("cannot rebuild")

    monkeypatch.setattr(manager_mod.GraphSnapshot, "rollback", broken)
    sink = PassStats()
    with pytest.raises(RuntimeError, match="cannot rebuild"):
        PassManager(enabled=["toy_mutate_boom", "toy_last"], stats_sink=sink)(_graph())
    assert CALLS == ["toy_mutate_boom"]  # the passes after it did not run on a broken graph
    assert sink.num_graphs == 1 and sink.graphs[0].errors == {"toy_mutate_boom": "RuntimeError: half-way"}


def _failing_observer(stage, graph_id, graph):
    raise ValueError(f"observer broke at {stage}")


def test_a_failing_observer_is_logged_counted_and_the_passes_still_run(caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    seen = []
    sink = PassStats()
    g = _graph()
    with manager_mod.observe_graphs(_failing_observer), \
            manager_mod.observe_graphs(lambda stage, gid, graph: seen.append(stage)):
        PassManager(enabled=["toy_grow"], stats_sink=sink)(g)
    assert CALLS == ["toy_grow"] and len(g.nodes) == 4
    assert seen == ["before", "after"]  # the next observer still ran
    name = f"{__name__}._failing_observer"
    assert sink.graphs[0].observer_errors == {name: "ValueError: observer broke at before"}
    assert sink.observer_errors() == {name: 1}
    assert sink.errors() == {}
    errors = [r.getMessage() for r in caplog.records if r.name == LOGGER and r.levelno == logging.ERROR]
    assert len(errors) == 2 and all(name in m and "\n" not in m for m in errors)
    assert "ValueError: observer broke at after" in errors[1]


def test_an_observer_that_edits_then_raises_is_rolled_back():
    def vandal(stage, graph_id, graph):
        out = next(n for n in graph.nodes if n.op == "output")
        graph.erase_node(out)
        raise RuntimeError("oops")

    g = _graph()
    before = _snapshot_of(g)
    sink = PassStats()
    with manager_mod.observe_graphs(vandal):
        PassManager(enabled=[], stats_sink=sink)(g)
    assert _snapshot_of(g) == before
    assert len(sink.graphs[0].observer_errors) == 1


@pytest.fixture
def fresh_dump_state(monkeypatch):
    """Forget which dump folders and stats files were reported bad by earlier tests."""
    monkeypatch.setattr(manager_mod, "_DUMP_DIRS_FAILED", set())
    monkeypatch.setattr(manager_mod, "_STATS_FILES_FAILED", set())


def _dump_errors(caplog):
    return [r.getMessage() for r in caplog.records
            if r.name == LOGGER and r.levelno == logging.ERROR and manager_mod.DUMP_ENV in r.getMessage()]


def test_a_bad_dump_folder_is_reported_once_when_the_manager_is_built(tmp_path, monkeypatch, caplog,
                                                                        fresh_dump_state):
    """A typo in GEMMA4_DUMP_GRAPHS must be visible at once, and must not cost the passes."""
    caplog.set_level(logging.INFO, logger=LOGGER)
    blocker = tmp_path / "a_file"
    blocker.write_text("")
    bad = str(blocker / "dumps")  # a folder under a regular file cannot be created
    monkeypatch.setenv(manager_mod.DUMP_ENV, bad)

    sink = PassStats()
    m = PassManager(enabled=["toy_grow"], stats_sink=sink)
    (msg,) = _dump_errors(caplog)
    assert repr(bad) in msg and "disabled" in msg and "\n" not in msg
    PassManager(enabled=["toy_grow"], stats_sink=PassStats())  # reported once per process
    m(_graph())
    m(_graph())
    assert len(_dump_errors(caplog)) == 1
    assert CALLS == ["toy_grow", "toy_grow"]
    assert sink.matches() == {"toy_grow": 2}
    assert sink.observer_errors() == {}  # disabled before any graph: nothing failed there
    assert blocker.read_text() == ""


def test_a_dump_folder_that_fails_at_the_first_dump_is_counted_then_disabled(tmp_path, monkeypatch, caplog,
                                                                                fresh_dump_state):
    caplog.set_level(logging.INFO, logger=LOGGER)
    monkeypatch.delenv(manager_mod.DUMP_ENV, raising=False)
    sink = PassStats()
    m = PassManager(enabled=["toy_grow"], stats_sink=sink)
    blocker = tmp_path / "a_file"
    blocker.write_text("")
    monkeypatch.setenv(manager_mod.DUMP_ENV, str(blocker / "dumps"))  # set after the manager was built
    m(_graph())
    m(_graph())
    assert sink.graphs[0].observer_errors.keys() == {manager_mod.DUMP_OBSERVER}
    assert sink.graphs[1].observer_errors == {}
    assert sink.matches() == {"toy_grow": 2}
    (msg,) = _dump_errors(caplog)
    assert "disabled" in msg and "\n" not in msg


def test_an_unwritable_stats_file_is_reported_once_and_skipped(tmp_path, monkeypatch, caplog, fresh_dump_state):
    """GEMMA4_STATS_FILE is written inside compiles and SGLang's forwards: never raise there."""
    caplog.set_level(logging.INFO, logger=LOGGER)
    monkeypatch.setenv(manager_mod.STATS_ENV, str(tmp_path))  # a folder, not a file
    manager_mod.write_event("graph", graph_id=1)
    manager_mod.write_event("graph", graph_id=2)
    errors = [r.getMessage() for r in caplog.records if r.name == LOGGER and r.levelno == logging.ERROR]
    assert len(errors) == 1 and manager_mod.STATS_ENV in errors[0]
    good = tmp_path / "stats.jsonl"
    monkeypatch.setenv(manager_mod.STATS_ENV, str(good))
    t0 = time.time()
    manager_mod.write_event("graph", graph_id=3)
    event = json.loads(good.read_text())
    assert event["graph_id"] == 3 and event["pid"] == os.getpid() and t0 - 1 <= event["time"] <= time.time() + 1


def test_the_record_has_each_pass_s_seconds_and_the_log_says_them(caplog):
    """What our passes cost a compile, per graph: every pass that ran has its seconds, the whole
    manager at least their sum, and the graph's log line says the total and the slowest pass."""
    caplog.set_level(logging.INFO, logger=LOGGER)
    sink = PassStats()
    PassManager(enabled=["toy_first", "toy_last"], stats_sink=sink)(_graph())
    (rec,) = sink.graphs
    assert set(rec.pass_seconds) == {"drop_noops", "toy_first", "toy_last"}
    assert all(v >= 0 for v in rec.pass_seconds.values())
    assert rec.seconds >= sum(rec.pass_seconds.values()) - 0.003  # each rounded to the ms
    (line,) = [r.getMessage() for r in caplog.records if r.name == LOGGER and "graph #1" in r.getMessage()]
    assert f"passes {rec.seconds:.2f} s, slowest " in line


# ---------------------------------------------------------------------------
# uuid
# ---------------------------------------------------------------------------


def test_uuid_is_deterministic_and_stable():
    a = _manager("toy_first", "toy_last")
    b = _manager("toy_last", "toy_first")
    ua = a.uuid()
    assert isinstance(ua, str) and len(ua) == 64
    assert ua == a.uuid() == a.uuid()
    assert ua == b.uuid()
    a(_graph())  # running does not change it
    assert a.uuid() == ua


def test_uuid_changes_when_a_pass_is_toggled():
    uuids = {
        _manager().uuid(),
        _manager("toy_first").uuid(),
        _manager("toy_last").uuid(),
        _manager("toy_first", "toy_last").uuid(),
        _manager("toy_first", "toy_last", "toy_none").uuid(),
    }
    assert len(uuids) == 5


def test_uuid_changes_when_a_pass_config_changes(monkeypatch):
    m = _manager("toy_cfg", "toy_first")
    u1 = m.uuid()
    _pass(m, "toy_cfg").EPS = 1e-5  # instance-level change seen by config()
    u2 = m.uuid()
    assert u2 != u1
    _pass(m, "toy_cfg").EPS = 1e-6
    assert m.uuid() == u1

    monkeypatch.setattr(ToyConfigured, "EPS", 3e-3)  # class-level change
    assert _manager("toy_cfg", "toy_first").uuid() not in (u1, u2)


_SRC_TEMPLATE = '''\
from gemma4_passes.registry import GraphPass, register_pass


@register_pass
class SrcToy(GraphPass):
    name = "toy_src_change"
    description = "a toy pass whose source file the test edits"
    order = -100

    def run(self, graph):
        return {ret}
'''


def test_uuid_changes_when_a_pass_source_changes(tmp_path, monkeypatch):
    mod_name = f"g4p_toy_src_{uuidlib.uuid4().hex}"
    path = tmp_path / f"{mod_name}.py"
    path.write_text(_SRC_TEMPLATE.format(ret=1))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # no stale .pyc
    try:
        mod = importlib.import_module(mod_name)
        assert mod.SrcToy().source_files() == [str(path)]
        m1 = _manager("toy_src_change", "toy_first")
        u1 = m1.uuid()
        assert _pass(m1, "toy_src_change").run(None) == 1

        # Reloading an unchanged file keeps the uuid. register_pass refuses a
        # second class object under a registered name, so drop it first.
        registry._REGISTRY.pop("toy_src_change")
        importlib.reload(mod)
        assert _manager("toy_src_change", "toy_first").uuid() == u1

        path.write_text(_SRC_TEMPLATE.format(ret=2) + "# edited\n")
        importlib.invalidate_caches()
        registry._REGISTRY.pop("toy_src_change")
        mod = importlib.reload(mod)
        m2 = _manager("toy_src_change", "toy_first")
        assert _pass(m2, "toy_src_change").run(None) == 2  # the edit really was loaded
        assert m2.uuid() != u1
    finally:
        sys.modules.pop(mod_name, None)


def test_uuid_covers_the_managers_own_source(monkeypatch):
    """manager.py is one of the hashed package files: an edit to it (as the hashed reader sees
    it) changes the key."""
    own = os.path.realpath(manager_mod.__file__)
    assert own in [os.path.realpath(p) for _, p in manager_mod.hashed_sources()]
    m = _manager("toy_first")
    u1 = m.uuid()
    real = manager_mod._read_source
    monkeypatch.setattr(manager_mod, "_read_source",
                        lambda p: real(p) + (b"\n# edited\n" if os.path.realpath(p) == own else b""))
    assert m.uuid() != u1


def test_uuid_includes_the_previous_pass_uuid():
    prev = PrevPass("prev-v1")
    m = _manager("toy_first", previous=prev)
    u1 = m.uuid()
    assert u1 == m.uuid()
    assert u1 != _manager("toy_first").uuid()  # chained vs not chained
    assert u1 == _manager("toy_first", previous=PrevPass("prev-v1")).uuid()

    prev.uuid_value = "prev-v2"
    u2 = m.uuid()
    assert u2 != u1
    prev.uuid_value = b"\x00bytes"  # Inductor allows any hashable uuid
    assert m.uuid() not in (u1, u2, None)


def test_uuid_includes_every_previous_pass_in_a_list():
    p1, p2 = PrevPass("one"), PrevPass("two")
    m = _manager("toy_first", previous=[p1, p2])
    u1 = m.uuid()
    p2.uuid_value = "three"
    assert m.uuid() != u1


@pytest.mark.parametrize(
    "previous",
    [
        PrevPass(None),
        PrevPass(""),  # Inductor treats a falsy uuid as "no uuid" too
        plain_prev,
        [PrevPass("ok"), plain_prev],
        [PrevPass("ok"), PrevPass(None)],
    ],
    ids=["uuid-None", "uuid-empty", "plain-function", "list-with-function", "list-with-None"],
)
def test_uuid_is_none_when_a_previous_pass_has_no_uuid(previous):
    m = _manager("toy_first", previous=previous)
    assert m.uuid() is None


# ---------------------------------------------------------------------------
# install() / installed()
# ---------------------------------------------------------------------------


def test_install_on_an_empty_slot(clean_inductor_post_pass, caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    assert manager_mod.installed() is None
    m = manager_mod.install(enabled=["toy_last", "toy_first"])
    assert inductor_config.post_grad_custom_post_pass is m
    assert manager_mod.installed() is m
    assert m.previous is None
    assert m.enabled == ["toy_first", "toy_last"]
    assert any("installed" in r.getMessage() and "toy_first, toy_last" in r.getMessage()
               for r in caplog.records)


def test_install_chains_an_existing_custom_pass(clean_inductor_post_pass):
    prev = PrevPass()
    inductor_config.post_grad_custom_post_pass = prev
    assert manager_mod.installed() is None  # a foreign pass is not a manager
    m = manager_mod.install(enabled=["toy_first", "toy_last"])
    assert m.previous is prev
    assert inductor_config.post_grad_custom_post_pass is m
    m(_graph())
    assert CALLS == ["toy_first", "toy_last", "prev"]


def test_installing_twice_does_not_chain_a_manager_behind_a_manager(clean_inductor_post_pass):
    prev = PrevPass()
    inductor_config.post_grad_custom_post_pass = prev
    m1 = manager_mod.install(enabled=["toy_first"])
    m2 = manager_mod.install(enabled=["toy_first", "toy_last"])
    assert manager_mod.installed() is m2
    assert m2.previous is prev
    assert m2.previous is not m1
    m2(_graph())
    assert CALLS == ["toy_first", "toy_last", "prev"]  # toy_first ran once


def test_installing_twice_without_a_previous_pass(clean_inductor_post_pass):
    manager_mod.install(enabled=["toy_first"])
    m2 = manager_mod.install(enabled=["toy_first"])
    assert m2.previous is None
    m2(_graph())
    assert CALLS == ["toy_first"]


def test_installed_manager_survives_inductor_config_copies(clean_inductor_post_pass):
    """torch.compile(backend="inductor") deep-copies the inductor config
    (get_config_copy) before compiling anything; the manager must survive that,
    and a copy must still report to the same stats."""
    inductor_config.post_grad_custom_post_pass = PrevPass()
    m = manager_mod.install(enabled=["toy_first"])
    before = m.stats.num_graphs
    copied = inductor_config.get_config_copy()["post_grad_custom_post_pass"]
    copied(_graph())
    assert m.stats.num_graphs == before + 1
    assert m.stats.graphs[-1].matches == {"toy_first": 2}
    assert CALLS == ["toy_first", "prev"]
    assert copied.uuid() == m.uuid()


def test_install_reads_the_environment_by_default(clean_inductor_post_pass, monkeypatch):
    monkeypatch.setenv(registry.ENV_SELECTION, "toy_last")
    assert manager_mod.install().enabled == ["toy_last"]


# ---------------------------------------------------------------------------
# end to end: Inductor on CPU calls the manager on the post-grad graph
# ---------------------------------------------------------------------------


def test_inductor_runs_the_installed_manager_end_to_end(clean_inductor_post_pass, caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    prev = PrevPass()
    inductor_config.post_grad_custom_post_pass = prev
    m = manager_mod.install(enabled=["toy_add_to_sub", "toy_boom"])
    stats = manager_mod.stats()
    graphs0 = stats.num_graphs
    matches0 = stats.matches().get("toy_add_to_sub", 0)
    errors0 = stats.errors().get("toy_boom", 0)

    def fn(x, y):
        return (x + y) * 2

    x = torch.full((8,), 5.0)
    y = torch.full((8,), 2.0)
    torch._dynamo.reset()
    try:
        with inductor_config.patch(fx_graph_cache=False), \
                torch._functorch.config.patch(enable_autograd_cache=False):
            out = torch.compile(fn, backend="inductor")(x, y)
    finally:
        torch._dynamo.reset()

    # our passes ran on the graph (the failing one did not stop the other or
    # the compile), then the chained previous pass
    assert CALLS == ["toy_boom", "toy_add_to_sub", "prev"]
    assert stats.num_graphs == graphs0 + 1
    assert stats.matches().get("toy_add_to_sub", 0) == matches0 + 1
    assert stats.errors().get("toy_boom", 0) == errors0 + 1
    rec = stats.graphs[-1]
    assert rec.matches == {"toy_add_to_sub": 1}

    # the rewrite reached the compiled code: (5 - 2) * 2, not (5 + 2) * 2
    torch.testing.assert_close(out, torch.full((8,), 6.0))

    infos = [r.getMessage() for r in caplog.records
             if r.name == LOGGER and r.levelno == logging.INFO and "graph #" in r.getMessage()]
    assert len(infos) == 1
    assert f"graph #{rec.graph_id} " in infos[0]
    assert "matched toy_add_to_sub=1" in infos[0]
    assert "FAILED: toy_boom" in infos[0]
    assert any(r.levelno == logging.ERROR and "'toy_boom'" in r.getMessage()
               for r in caplog.records if r.name == LOGGER)
    assert m.uuid() is not None


def test_dump_graphs_writes_each_graph_before_and_after_our_passes(tmp_path, monkeypatch):
    """``GEMMA4_DUMP_GRAPHS=DIR``: each compiled graph as our passes got it and as they left it."""
    import torch.nn.functional as F

    from gemma4_passes.testing import compile_with_passes

    monkeypatch.setenv("GEMMA4_DUMP_GRAPHS", str(tmp_path))
    on = compile_with_passes(lambda g, u: F.gelu(g, approximate="tanh") * u, ["gelu_tanh_mul"], dynamic=False)
    on(torch.randn(3, 64, dtype=torch.bfloat16), torch.randn(3, 64, dtype=torch.bfloat16))
    assert on.matches() == {"gelu_tanh_mul": 1}
    before = sorted(tmp_path.glob("graph_*[0-9].txt"))
    after = sorted(tmp_path.glob("graph_*.after.txt"))
    assert len(before) == len(after) == 1, (before, after)
    assert "aten.tanh" in before[0].read_text() and "gemma4.gelu_tanh_mul" not in before[0].read_text()
    assert "gemma4.gelu_tanh_mul" in after[0].read_text() and "aten.tanh" not in after[0].read_text()


def test_inductor_compiles_with_passes_applied_despite_a_failing_pass_and_observer(clean_inductor_post_pass):
    """Inside a real compile: the half-edited graph is put back (Inductor then compiles it, with the
    other pass's rewrite), and a failing observer costs nothing but its own output."""
    sink = PassStats()
    manager = PassManager(enabled=["toy_mutate_boom", "toy_add_to_sub"], stats_sink=sink)
    x = torch.full((8,), 5.0)
    y = torch.full((8,), 2.0)
    torch._dynamo.reset()
    try:
        with manager_mod.observe_graphs(_failing_observer), \
                inductor_config.patch(post_grad_custom_post_pass=manager, fx_graph_cache=False), \
                torch._functorch.config.patch(enable_autograd_cache=False):
            out = torch.compile(lambda a, b: (a + b) * 2, backend="inductor")(x, y)
    finally:
        torch._dynamo.reset()
    # (5 - 2) * 2: not -5 (the failed pass's edit), not 14 (passes not applied)
    torch.testing.assert_close(out, torch.full((8,), 6.0))
    assert CALLS == ["toy_mutate_boom", "toy_add_to_sub"]
    (rec,) = sink.graphs
    assert rec.errors == {"toy_mutate_boom": "RuntimeError: half-way"}
    assert rec.matches == {"toy_add_to_sub": 1}
    assert sink.observer_errors() == {f"{__name__}._failing_observer": 1}
