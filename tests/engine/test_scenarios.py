"""Every rules scenario (SCENARIOS.md) in tests/scenarios: the project's own, the conformance suite's four and
the V1 samples, copied into the repository so that a clean clone runs them all."""

from __future__ import annotations

from pathlib import Path

import pytest

from conquest_qt.engine.scenario import main, run_file
from tests.conftest import ROOT

OWN = sorted((ROOT / "tests" / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", OWN, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_scenario_passes(path: Path) -> None:
    ok, line = run_file(path)
    assert ok, line


def test_rulebook_example_is_in_the_project() -> None:
    """R10: the rulebook's worked example is a test of the project's own, not only the shared one."""
    assert (ROOT / "tests" / "scenarios" / "r10_rulebook_example.json").exists()


def test_shared_conformance_scenarios_are_in_the_project() -> None:
    """The conformance suite's scenarios run from the project's own copies."""
    names = {p.name for p in OWN}
    assert {"missile_window.json", "plane_wraparound.json", "production_example.json",
            "r10_rulebook_example.json"} <= names


def test_runner_prints_fail_line_and_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": ["red", "black"], "state": {}, "steps": [], "bogus": 1}')
    broken = tmp_path / "broken.json"
    broken.write_text('{"players": [')
    assert main([str(bad), str(broken)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("FAIL bad: field bogus")
    assert out[1].startswith("FAIL broken: cannot read")


def test_malformed_position_names_the_field(tmp_path: Path) -> None:
    f = tmp_path / "pos.json"
    f.write_text('{"players": ["red", "black"], "state": {"owners": {"atlantis": "red"}}, "steps": []}')
    ok, line = run_file(f)
    assert not ok and "state.owners" in line and "atlantis" in line


def test_unused_dice_fail(tmp_path: Path) -> None:
    f = tmp_path / "dice.json"
    f.write_text('{"players": ["red", "black"], "state": {"owners": {"paris": "black"}, "rest": "red"},'
                 ' "dice": "XX", "steps": []}')
    ok, line = run_file(f)
    assert not ok and "unused" in line
