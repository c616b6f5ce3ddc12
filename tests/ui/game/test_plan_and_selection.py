"""Production plan and movement selection logic (no widgets)."""

from __future__ import annotations

from conquest_qt.ui.rulesets.conquest.build_plan import BuildPlan
from conquest_qt.ui.rulesets.conquest.move_select import MoveSelection


def plan() -> BuildPlan:
    return BuildPlan(pp=7, supply={"land": 2, "air": 20, "sub": 10}, areas=["a", "b"], seas=["s"])


def test_build_plan_budget_supply_places() -> None:
    p = plan()
    assert p.add("land", "a") is None and p.add("land", "b") is None
    assert p.add("land", "a") == "no_supply"
    assert p.add("land", "s") == "not_own"
    assert p.add("sub", "a") == "not_own"
    assert p.add("sub", "s") is None
    assert p.left() == 0 and p.add("air", "a") == "over_budget"
    assert p.action() == {"type": "build", "land": {"a": 1, "b": 1}, "air": {}, "sub": {"s": 1}}
    assert p.remove_at("a") and p.left() == 1
    assert p.undo() and p.by_place()["sub"] == {}
    p.clear()
    assert p.action() == {"type": "build", "land": {}, "air": {}, "sub": {}}


def test_move_selection_destinations_and_counts() -> None:
    legal = [
        {"type": "move", "kind": "land", "from": "a", "to": "b", "count": 3},
        {"type": "move", "kind": "air", "from": "a", "to": "c", "count": 1},
        {"type": "transport", "sea": "s", "from": "a", "to": "d", "count": 3},
        {"type": "transport", "sea": "s", "from": "a", "to": "b", "count": 3},
        {"type": "end_moves"},
    ]
    m = MoveSelection(legal)
    assert not m.select("z")
    assert m.select("a") and m.kind == "land" and m.count == 3
    assert set(m.destinations()) == {"b", "d"}
    assert m.destinations()["b"]["type"] == "move"  # a plain move before a transport
    m.set_count(2)
    assert m.action_to("d") == {"type": "transport", "sea": "s", "from": "a", "to": "d", "count": 2}
    assert m.set_kind("air") and set(m.destinations()) == {"c"} and m.count == 1
    assert not m.set_kind("sub")
    m.set_count(99)
    assert m.count == 1
    assert m.action_to("b") is None
