"""Conquest's working data of its decisions (RulesetUI.starts, issue 24 item 4): what Enter, Escape, the
kind keys and a click do, asked by the generic turn controller. A fake controller records what is sent."""

from __future__ import annotations

from typing import Any

from conquest_qt.ui.rulesets.conquest import answers, movement
from conquest_qt.ui.rulesets.conquest.build import Production
from conquest_qt.ui.rulesets.conquest.build_plan import BuildPlan
from conquest_qt.ui.rulesets.conquest.parts import RULESET_UI


class Hints:
    def __init__(self) -> None:
        self.sent: list[str] = []

    def emit(self, text: str = "") -> None:
        self.sent.append(text)


class FakeCtrl:
    def __init__(self, kind: str, legal: list[dict[str, Any]]) -> None:
        self.kind, self.legal, self.player = kind, legal, "red"
        self.keep: dict[str, Any] = {}
        self.submitted: list[dict[str, Any]] = []
        self.hint = Hints()
        self.changed = Hints()
        self.refreshed = 0
        self.work: Any = None

    def submit(self, action: dict[str, Any]) -> bool:
        self.submitted.append(action)
        return True

    def step_hint(self) -> str:
        return f"hint for {self.kind}"

    def refresh_board(self) -> None:
        self.refreshed += 1

    def end_step(self, action: dict[str, Any], question: Any) -> bool:
        return self.submit(action)

    def not_your_turn(self) -> None:
        self.hint.emit("not your turn")


BATTLE = {"type": "battle", "area": "paris"}


def test_r8_3_enter_fights_the_only_battle_and_the_battles_are_highlighted() -> None:
    ctrl = FakeCtrl("battle_choice", [BATTLE, {"type": "play", "card": "armistice"}])
    work = RULESET_UI.starts["battle_choice"](ctrl)  # type: ignore[arg-type]
    assert work.highlights() == ["paris"]
    assert work.primary() and ctrl.submitted == [BATTLE]


def test_r8_3_with_two_battles_enter_says_what_to_do() -> None:
    ctrl = FakeCtrl("battle_choice", [BATTLE, {"type": "battle", "area": "rome"}])
    work = answers.BattleChoice.of(ctrl)  # type: ignore[arg-type]
    assert work.primary() is False and ctrl.submitted == [] and ctrl.hint.sent == ["hint for battle_choice"]


def test_r7_3_enter_passes_and_r8_4_enter_and_r_roll() -> None:
    ctrl = FakeCtrl("missiles", [])
    assert RULESET_UI.starts["missiles"](ctrl).primary()  # type: ignore[arg-type]
    roll = RULESET_UI.starts["battle_roll"](ctrl)  # type: ignore[arg-type]
    assert roll.roll() and roll.primary()
    assert ctrl.submitted == [{"type": "pass"}, {"type": "roll"}, {"type": "roll"}]


def test_r7_the_kind_chosen_stays_for_the_next_production() -> None:
    ctrl = FakeCtrl("build", [])
    first = Production(ctrl, BuildPlan(5, {"land": 9, "air": 9, "sub": 9}, ["paris"], ["north_sea"]))  # type: ignore[arg-type]
    assert first.kind == "land" and first.highlights() == ["paris"]
    first.choose_kind("sub")
    assert first.highlights() == ["north_sea"] and first.targets() == ["paris", "north_sea"]
    second = Production(ctrl, BuildPlan(5, {"land": 9}, ["rome"], []))  # type: ignore[arg-type]
    assert second.kind == "sub"  # the controller keeps it (TurnController.keep) from one production to the next


def test_r7_a_click_on_a_sea_places_a_submarine_and_undo_takes_it_back() -> None:
    ctrl = FakeCtrl("build", [])
    work = Production(ctrl, BuildPlan(5, {"land": 9, "air": 9, "sub": 9}, ["paris"], ["north_sea"]))  # type: ignore[arg-type]
    work.click("north_sea", 1)
    assert work.plan.placed == [("sub", "north_sea")] and work.preview_units()["sub"] == {"north_sea": 1}
    assert work.undo() and not work.undo() and work.undoes_moves is False


def test_r8_escape_drops_the_movement_selection() -> None:
    legal = [{"type": "move", "kind": "land", "from": "paris", "to": "rome", "count": 2}, {"type": "end_moves"}]
    ctrl = FakeCtrl("movement", legal)
    work = movement.Movement.of(ctrl)  # type: ignore[arg-type]
    ctrl.work = work
    assert work.highlights() == ["paris"] and work.deselect() is False
    movement.click_movement(ctrl, "paris", 1)  # type: ignore[arg-type]
    assert work.selected() == "paris" and work.highlights() == ["rome"]
    assert work.deselect() is True and work.selected() is None
    assert work.end_stage() and ctrl.submitted == [{"type": "end_moves"}]
