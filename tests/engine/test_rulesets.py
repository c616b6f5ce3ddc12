"""The kernel and its rulesets: the registry, Conquest's step table, the ruleset id in options."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conquest_qt.ai.registry import make_agent
from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Step
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.rulesets.conquest.table import ROUND
from conquest_qt.engine.scenario import run_file
from conquest_qt.engine.steps import OVER, Ask, FlowError, Forced, StepTable, go
from tests.conftest import ROOT

CONQUEST_DIR = ROOT / "conquest_qt" / "engine" / "rulesets" / "conquest"


def test_registry_finds_conquest_by_id_and_refuses_unknown_ids() -> None:
    rs = rulesets.get("conquest")
    assert rs.id == "conquest" and rs.game is Game and rs.options is Options
    assert Game.RULESET == "conquest" and rulesets.of(Game.new(["red", "black", "blue", "green"])) is rs
    with pytest.raises(ValueError, match="unknown ruleset"):
        rulesets.get("chess")
    with pytest.raises(ValueError, match="no computer players"):
        make_agent("random", ruleset="chess")


def test_options_carry_the_ruleset_and_read_back_by_it() -> None:
    assert Options().to_dict()["ruleset"] == "conquest"
    assert rulesets.options_from_dict({"target_areas": 12}) == Options(target_areas=12)  # old dicts: conquest
    with pytest.raises(ValueError, match="unknown ruleset"):
        rulesets.options_from_dict({"ruleset": "chess"})
    with pytest.raises(ValueError):
        Options(ruleset="risk").check_types()


def test_step_table_lists_every_decision_kind_and_forced_step_once() -> None:
    assert set(ROUND.asks) == set(Kind)
    assert set(ROUND.forced) >= set(Step) - {Step.OVER}
    assert [r.name for r in ROUND.rows][:2] == [Step.CLAIM_NEXT, Kind.CLAIM]  # top to bottom: the round
    assert all(isinstance(k, Kind) for k in ROUND.kinds.values())


def test_step_table_refuses_a_transition_to_an_unknown_step() -> None:
    with pytest.raises(ValueError, match="unknown steps"):
        StepTable([Forced("a", lambda g: None, to=("b",))])
    with pytest.raises(ValueError, match="twice"):
        StepTable([Forced("a", lambda g: None, to=(OVER,)), Ask("a", ("x",), lambda g, p, a: None, to=())])


def test_pending_decisions_carry_typed_kinds() -> None:
    d = Game.new(["red", "black", "blue", "green"]).pending()
    assert d is not None and d.kind is Kind.CLAIM and d.kind == "claim"


def test_no_bare_string_step_assignments_in_the_ruleset() -> None:
    """Steps change only to named members of Kind/Step (ARCHITECTURE: one step table)."""
    bare = re.compile(r"""\.step\s*=\s*["']|_ask\([^,]+,\s*["']|_next_player\(\s*["']""")
    found = [f"{p.name}:{i}" for p in sorted(CONQUEST_DIR.glob("*.py"))
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if bare.search(line)]
    assert not found


def test_no_ruleset_or_add_on_sets_the_step_itself() -> None:
    """Issue 24: the table owns the flow: a row returns where the game goes and the machine moves there
    (no `state.step = …`, no `_ask`, no hand-made return address in a ruleset or an add-on)."""
    sets = re.compile(r"""\bs(elf\.s)?\.step\s*=(?!=)|\._ask\(|_back["']""")
    homes = [ROOT / "conquest_qt" / "engine" / "rulesets", ROOT / "conquest_qt" / "engine" / "addons"]
    files = [p for home in homes if home.exists() for p in sorted(home.rglob("*.py"))
             if p.name != "old_shape.py"]  # that one writes the old snapshot format, sink_back and all
    found = [f"{p.relative_to(ROOT)}:{i}" for p in files
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if sets.search(line)]
    assert not found


def test_every_transition_is_checked_against_its_row() -> None:
    """Issue 24: a row going where its `to=` does not allow is a FlowError at run time (not a silent jump)."""
    g = Game.new(["red", "black", "blue", "green"])
    with pytest.raises(FlowError, match="claim_next"):
        g._follow(Step.CLAIM_NEXT, go(Step.BATTLES))


def test_scenario_runner_accepts_options_ruleset(tmp_path: Path) -> None:
    src = json.loads((ROOT / "tests" / "scenarios" / "r10_rulebook_example.json").read_text(encoding="utf-8"))
    src["options"] = {**src.get("options", {}), "ruleset": "conquest"}
    ok_file = tmp_path / "ok.json"
    ok_file.write_text(json.dumps(src), encoding="utf-8")
    assert run_file(ok_file) == (True, "PASS ok")
    src["options"]["ruleset"] = "chess"
    bad_file = tmp_path / "bad.json"
    bad_file.write_text(json.dumps(src), encoding="utf-8")
    ok, line = run_file(bad_file)
    assert not ok and "unknown ruleset 'chess'" in line


def test_legal_actions_and_every_ai_answer_every_decision_kind() -> None:
    """One table per place that handles kinds, keyed by the same Kind members as the step table."""
    from conquest_qt.ai.registry import AGENTS
    from conquest_qt.engine.rulesets.conquest.legal import _BY_KIND

    assert set(_BY_KIND) == set(ROUND.asks) == set(Kind)
    for level, factory in AGENTS.items():
        agent = factory(0)
        if hasattr(agent, "handlers"):
            assert set(agent.handlers) == set(Kind), level
