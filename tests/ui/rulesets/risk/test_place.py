"""Risk's placing on the board (VARIANTS.md V1.3.4, V1.5): armies go one click at a time on own areas only,
exactly the armies due, taken back before confirming (undo, right-click, clear)."""

from __future__ import annotations

from conquest_qt.ui.rulesets.risk.place import CapitalChoice, Placement


def test_v1_5_placement_counts_own_areas_only_and_exactly_the_armies_due() -> None:
    p = Placement(due=4, areas=["berlin", "paris"])
    assert p.add("madrid") == "not_own_risk"  # not his area: refused before the engine is asked
    assert p.add("berlin") is None and p.add("paris") is None
    assert p.add("berlin", 5) is None  # a click of 5 ("Armies per click") puts only what is left
    assert p.left() == 0 and p.by_area() == {"berlin": 3, "paris": 1}
    assert p.add("paris") == "all_placed"
    assert p.action() == {"type": "place", "land": {"berlin": 3, "paris": 1}}
    assert p.highlights() == ["berlin", "paris"]  # all placed: where they went
    assert p.preview() == {"berlin": 3, "paris": 1}  # shown on the board before the confirmation


def test_placements_are_taken_back_before_confirming() -> None:
    p = Placement(due=3, areas=["berlin", "paris", "rome"])
    for a in ("berlin", "paris", "berlin"):
        p.add(a)
    assert p.undo() and p.by_area() == {"berlin": 1, "paris": 1}  # the last click first
    assert p.remove_at("paris") and not p.remove_at("paris")  # right-click: one here, none left
    assert not p.remove_at("rome")
    p.clear()
    assert p.left() == 3 and not p.undo() and p.highlights() == ["berlin", "paris", "rome"]


def test_v1_3_3_the_capital_is_one_of_the_own_areas() -> None:
    c = CapitalChoice(["lima", "bogota"])
    assert c.highlights() == ["lima", "bogota"] and c.preview() == {}
