"""Risk's missions table (VARIANTS.md V1.11–V1.13): every mission, who fulfilled it, rewards in command."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from conquest_qt.ui.rulesets.risk.missions_dialog import MissionsDialog
from tests.helpers.risk import drive_risk, risk_setup


def test_v1_11_the_table_follows_the_game(win) -> None:
    session = win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], level="random", seed=2,
                                           version="command", deal=True))
    assert win.actions_["missions"].isVisible()
    win.show_missions()
    dlg = win._missions
    assert isinstance(dlg, MissionsDialog) and dlg.isVisible()
    table = dlg.table
    assert table.rowCount() == 10 and not table.isColumnHidden(2)  # command: the rewards column
    assert [table.item(r, 0).text() for r in range(10)][:3] == ["B1", "B2", "B3"]
    assert table.item(0, 2).text() == "+1 army per reinforcement"
    assert all(table.item(r, 3).text() == "open" for r in range(10))
    drive_risk(win, lambda: session.over or any(session.public()["missions"].values()), timeout=240)
    held = {m: c for c, ms in session.public()["missions"].items() for m in ms}
    for r in range(10):
        m = table.item(r, 0).text()
        if m in held:
            assert table.item(r, 3).text().startswith(session.name(held[m]))  # the holder, by name
    assert held


def test_training_has_no_rewards_column(win) -> None:
    win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], deal=True))
    win.show_missions()
    assert win._missions.table.isColumnHidden(2)
    assert "no rewards" in win._missions.intro.text()
    # a player's name in the table is plain text (never markup)
    assert win._missions.table.item(0, 3).data(Qt.ItemDataRole.DisplayRole) == "open"


def test_v1_11_the_intro_says_the_game_s_pace(win) -> None:
    """V1.11's pace: one mission per own turn, none in round 1; a game begun before it (an old save,
    mission_pace "unlimited") says it is played without it."""
    setup = risk_setup(["red"], ["blue", "green", "yellow"], deal=True)
    win.start_session(setup)
    win.show_missions()
    text = win._missions.intro.text()
    assert "at most one mission per turn of your own and none in round 1" in text
    assert "taken over from an eliminated player always count" in text
    win.start_session(replace(setup, options=replace(setup.options, mission_pace="unlimited")))
    win.show_missions()
    text = win._missions.intro.text()
    assert "at most one" not in text and "played without it" in text
