"""The battle panel: the newest roll on top, the roll before under it once there is one (no empty
gap before the first roll)."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QCoreApplication

from conquest_qt.board.topology import default_topology
from conquest_qt.ui.battle_panel import BattlePanel


def panel_for(qtbot, public: dict) -> BattlePanel:  # noqa: ANN001
    """A battle panel bound to a stand-in session showing `public` (a battle for Paris)."""
    panel = BattlePanel()
    qtbot.addWidget(panel)
    panel.bind(SimpleNamespace(public=lambda: public, game=SimpleNamespace(topo=default_topology())))  # type: ignore[arg-type]
    return panel


def public_with(red: list[int], blue: list[int]) -> dict:
    return {"options": {"explosion_faces": 2}, "owners": {"paris": "blue"}, "subs": {},
            "units": {"paris": {"red": red, "blue": blue}}}


def test_previous_roll_appears_under_the_newest_once_there_is_one(qtbot) -> None:  # noqa: ANN001
    panel = panel_for(qtbot, public_with([3, 1], [2, 0]))
    panel.dice_ms = 0
    panel.resize(360, 400)
    panel.on_events([{"type": "battle_started", "area": "paris", "attacker": "red", "defender": "blue",
                      "first": "red"}])
    panel.show()
    QCoreApplication.processEvents()
    assert panel.isVisible() and not panel.prev_label.isVisible() and not panel.prev_dice.isVisible()
    roll = {"type": "dice_rolled", "area": "paris", "purpose": "battle", "explosions": 1}
    panel.on_events([dict(roll, player="red", faces=[0, 3, 4, 5])])
    QCoreApplication.processEvents()
    assert not panel.prev_label.isVisible()
    panel.on_events([dict(roll, player="blue", faces=[1, 5, 2, 4])])
    QCoreApplication.processEvents()
    assert panel.prev_label.isVisible() and panel.prev_dice.isVisible()
    assert "Red" in panel.prev_label.text() and "Blue" in panel.roll_label.text()
    assert panel.roll_label.y() < panel.dice.y() < panel.prev_label.y() < panel.prev_dice.y()
    panel.on_events([{"type": "battle_started", "area": "paris", "attacker": "red", "defender": "blue",
                      "first": "blue"}])
    assert not panel.prev_label.isVisible(), "a new battle starts without a previous roll"


def test_who_rolls_first_is_explained_also_without_planes(qtbot) -> None:  # noqa: ANN001
    public = public_with([3, 0], [2, 0])
    panel = panel_for(qtbot, public)
    panel.on_events([{"type": "battle_started", "area": "paris", "attacker": "red", "defender": "blue",
                      "first": "blue"}])
    assert "without planes on either side the defender starts" in panel.first.text()
    public["units"]["paris"]["blue"] = [2, 1]
    panel.refresh()
    assert "the defender has at least as many planes" in panel.first.text()
