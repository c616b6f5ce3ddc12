"""A whole Risk game played through the window's own signals (issue 15 item 4; VARIANTS.md V1): Risk chosen
in the New game dialog, then every human decision answered as a player does — board clicks
(`scene.areaClicked`), page buttons, Enter, Ctrl+Z — from the claims to the game-over screen: capital,
start armies, placing, single rolls and "attack until" runs, occupations, fortifies, missions gained;
undo before dice, the autosave, the log and the end-of-game chart on the way. (Trades by choice and
save/load mid-game: tests/ui/window/test_risk_game.py.)"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QDialog

from conquest_qt.ui.dialogs import new_game_dialog
from conquest_qt.ui.panels.risk_attack_pages import AttackPage, FortifyPage
from conquest_qt.ui.panels.risk_pages import PlacePage
from conquest_qt.ui.window.main_window import MainWindow
from conquest_qt.ui.window.scripted import ScriptedHuman
from tests.helpers.risk import drive_risk, english


@pytest.fixture(autouse=True)
def _english(qapp):  # noqa: ANN001, ANN202
    yield from english(qapp)


def _choose_risk(dlg: new_game_dialog.NewGameDialog) -> int:
    """What a player does in the dialog: Risk, Grundausbildung, three random computer players, a seed."""
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("risk"))
    dlg.version.setCurrentIndex(dlg.version.findData("training"))
    for row in dlg.rows[1:]:
        row.level.setCurrentIndex(row.level.findData("random"))
    dlg.seed.setText("3")
    return QDialog.DialogCode.Accepted


def test_v1_a_risk_game_from_the_new_game_dialog_to_the_game_over_screen(win: MainWindow, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", _choose_risk)
    win.new_game()
    first = win.session
    assert first is not None and first.setup.options.ruleset == "risk"
    assert [s.human for s in first.setup.seats] == [True, False, False, False]
    red = first.setup.seats[0].colour
    assert win.saves is not None and win.saves.store.files(win.saves.game_id)  # the start autosaved
    human = ScriptedHuman(win, max_attacks=2)
    seen: Counter[str] = Counter()

    def last_action() -> str:
        return str(win.session.driver.logged.log[-1]["action"]["type"])  # type: ignore[union-attr]

    def on_step(h: ScriptedHuman) -> None:
        ctrl, page = win.ctrl, win.decision.current()  # type: ignore[union-attr]
        if ctrl is None or ctrl.kind is None or win.stack.currentWidget() is win.handover:
            return
        seen[ctrl.kind] += 1
        if ctrl.kind == "place" and not seen["undo_place"]:  # V1.5: a placed army taken back by Ctrl+Z
            assert isinstance(page, PlacePage) and ctrl.work is not None
            left = ctrl.work.left()
            h.click(ctrl.work.areas[0])
            h.click(ctrl.work.areas[0])
            assert ctrl.work.left() == left - 2
            win.actions_["undo"].trigger()
            assert ctrl.work.left() == left - 1
            seen["undo_place"] += 1
        elif ctrl.kind == "attack" and isinstance(page, AttackPage) and not page.undo.isHidden() \
                and not seen["undo_after_" + last_action()]:  # the placing's confirmation, an occupation (V1.8)
            seen["undo_after_" + last_action()] += 1
            page.undo.click()  # taken back: no dice since
            seen["undo_to_" + str(win.ctrl.kind)] += 1  # type: ignore[union-attr]
        elif ctrl.kind == "fortify" and isinstance(page, FortifyPage) and not page.undo.isHidden() \
                and not seen["undo_fortify"]:  # V1.9 with B5: the first fortify taken back, the page again
            page.undo.click()
            assert win.ctrl.kind == "fortify"  # type: ignore[union-attr]
            seen["undo_fortify"] += 1

    drive_risk(win, lambda: win.session is not None and win.session.over, timeout=120, human=human,
               on_step=on_step)
    session = win.session
    assert session is first
    pub = session.public()
    assert pub["winner"] == red, (pub["winner"], pub["missions"])  # V1.13: 3 missions and the own capital
    assert len(pub["missions"][red]) >= 3 and pub["capitals"][red] in pub["owners"] \
        and pub["owners"][pub["capitals"][red]] == red
    assert {"claim", "place_capital", "setup_place", "place", "attack", "occupy", "fortify"} <= set(seen)
    assert seen["undo_place"] and seen["undo_to_occupy"] and seen["undo_to_place"]
    mine = Counter(e["action"]["type"] for e in session.driver.logged.log if e["player"] == red)
    assert mine["attack"] >= mine["occupy"] >= 1  # single rolls and "attack until" runs
    assert mine["fortify"] + mine["end_turn"] >= 1 and mine["end_attacks"] + mine["occupy"] >= 1
    events = [e.event["type"] for e in session.log]
    assert "mission_gained" in events and "game_over" in events
    texts = [e.text for e in session.log]
    assert any("conquered by" in t for t in texts) and all(t for t in texts)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.game_over, timeout=5000)
    assert "wins" in win.game_over.title.text()
    assert len(session.areas_history) >= 2  # the end-of-game chart's areas per round
