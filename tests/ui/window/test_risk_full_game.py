"""A whole Risk game played through the window's own signals (issue 15 item 4; VARIANTS.md V1): Risk chosen
in the New game dialog, then every human decision answered as a player does — board clicks
(`scene.areaClicked`), page buttons, Enter, Ctrl+Z — from the claims to the game-over screen: capital,
start armies, placing, single rolls and "attack until" runs, occupations, fortifies, missions gained;
undo before dice, save and open mid-game, the autosave, the log and the end-of-game chart on the way.
(Trades by choice: tests/ui/window/test_risk_game.py.)"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton

from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.dialogs import new_game_dialog
from conquest_qt.ui.rulesets.risk.attack_pages import AttackPage, FortifyPage
from conquest_qt.ui.rulesets.risk.pages import PlacePage, TradePage
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.dialogs import Dialogs
from tests.helpers.risk import drive_risk, english
from tests.helpers.scripted import ScriptedHuman


@pytest.fixture(autouse=True)
def _english(qapp):
    yield from english(qapp)


def _choose_risk(dlg: new_game_dialog.NewGameDialog) -> int:
    """What a player does in the dialog: Risk, Grundausbildung, three random computer players, a seed."""
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("risk"))
    dlg.version.setCurrentIndex(dlg.version.findData("training"))
    for row in dlg.rows[1:]:
        row.level.setCurrentIndex(row.level.findData("random"))
    dlg.seed.setText("6")  # a game with a forced trade, a trade by choice and the human winning
    return QDialog.DialogCode.Accepted


def test_v1_a_risk_game_from_the_new_game_dialog_to_the_game_over_screen(win: MainWindow, qtbot, tmp_path,
                                                                         monkeypatch) -> None:
    dialogs = Dialogs(monkeypatch)
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", _choose_risk)
    win.new_game()
    first = win.session
    assert first is not None and first.setup.options.ruleset == "risk"
    assert [s.human for s in first.setup.seats] == [True, False, False, False]
    red = first.setup.seats[0].colour
    assert win.saves is not None and win.saves.store.files(win.saves.game_id)  # the start autosaved
    human = ScriptedHuman(win, max_attacks=3)
    seen: Counter[str] = Counter()

    def last_action() -> str:
        return str(win.session.driver.logged.log[-1]["action"]["type"])  # type: ignore[union-attr]

    def on_step(h: ScriptedHuman) -> None:
        ctrl, page = win.ctrl, win.decision.current()  # type: ignore[union-attr]
        if ctrl is None or ctrl.kind is None or win.stack.currentWidget() is win.handover:
            return
        seen[ctrl.kind] += 1
        if ctrl.kind == "trade":  # V1.6: forced with 5 cards (the scripted human ticks a set and trades) …
            assert isinstance(page, TradePage)
            must = bool(ctrl.info.get("must"))
            seen["trade_forced" if must else "trade_offered"] += 1
            assert page.findChild(QPushButton, "pass").isHidden() == must  # no keeping them when forced
            if not must and not seen["trade_by_choice"]:  # … and once by choice
                for i in range(page.list.count()):
                    page.list.item(i).setCheckState(Qt.CheckState.Checked)
                    if page.trade.isEnabled():
                        break
                if page.trade.isEnabled():
                    seen["trade_by_choice"] += 1
                    page.trade.click()
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
        elif ctrl.kind == "attack" and not seen["saved"]:  # saved and opened again mid-game: played on in it
            dialogs.save_name = str(tmp_path / "risk mid-game")
            before = list(win.session.driver.logged.log)  # type: ignore[union-attr]
            win.save_game()
            win.open_path(str(tmp_path / "risk mid-game.conquest"))
            assert win.session is not first and win.session.setup.options.ruleset == "risk"  # type: ignore[union-attr]
            assert win.session.driver.logged.log == before  # type: ignore[union-attr]
            assert type(win.decision.current()) is AttackPage  # type: ignore[union-attr]
            seen["saved"] += 1
        elif ctrl.kind == "fortify" and isinstance(page, FortifyPage) and not page.undo.isHidden() \
                and not seen["undo_fortify"]:  # V1.9 with B5: the first fortify taken back, the page again
            page.undo.click()
            assert win.ctrl.kind == "fortify"  # type: ignore[union-attr]
            seen["undo_fortify"] += 1

    # a hang guard only: this play took 41 s on 2 busy cores, and the whole test 113 s under a heavier load
    drive_risk(win, lambda: win.session is not None and win.session.over, timeout=900, human=human,
               on_step=on_step)
    session = win.session
    assert session is not None and session is not first
    pub = session.public()
    assert pub["winner"] == red, (pub["winner"], pub["missions"])  # V1.13: 3 missions and the own capital
    assert len(pub["missions"][red]) >= 3 and pub["capitals"][red] in pub["owners"] \
        and pub["owners"][pub["capitals"][red]] == red
    assert {"claim", "place_capital", "setup_place", "place", "attack", "occupy", "fortify"} <= set(seen)
    assert seen["trade_forced"] and seen["trade_by_choice"], seen
    traded = [e for e in session.driver.logged.log if e["player"] == red and e["action"]["type"] == "trade"]
    assert len(traded) >= 2
    assert seen["saved"] and seen["undo_place"] and seen["undo_to_occupy"] and seen["undo_to_place"]
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


def test_v1_9_v1_12_a_fortify_taken_back_by_the_page_with_reward_b5(win: MainWindow) -> None:
    """V1.9 / V1.12 B5 (`command`): the first of two fortify moves taken back by the page's Undo button
    (no dice since), the armies back where they were and the page offering both moves again."""
    from tests.helpers.risk import RISK, click, front, page, settle, start_position

    command = RISK.options.from_dict({"ruleset": "risk", "allow_small": True, "risk_version": "command"})
    session = start_position(win, front(phase="fortify", missions={"red": ["B5"]}), options=command)
    settle(lambda: win.ctrl is not None and win.ctrl.kind == "fortify")
    fortify = page(win)
    assert isinstance(fortify, FortifyPage) and fortify.undo.isHidden()
    click(win, "tehran")
    click(win, "moscow")
    fortify.count.setValue(4)
    fortify.confirm.click()
    settle(lambda: win.ctrl.kind == "fortify")  # type: ignore[union-attr]
    assert armies_of(session.public())["moscow"] == 7 and not page(win).undo.isHidden()
    page(win).undo.click()
    settle(lambda: win.ctrl.kind == "fortify")  # type: ignore[union-attr]
    assert armies_of(session.public())["moscow"] == 3 and armies_of(session.public())["tehran"] == 8
    assert page(win).undo.isHidden() and "2 moves left" in page(win).text.text()
    assert [e["action"]["type"] for e in session.driver.logged.log] == []


def test_a_new_game_hides_the_old_games_side_panel_at_once(win: MainWindow) -> None:
    """Game over, New game: the old game's "Your move" page is not drawn under the new one while it
    waits for its deletion (seen after a Risk game in tools/risk_screenshots.py)."""
    from tests.helpers.risk import risk_setup

    win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], level="random", seed=2))
    old = win.decision
    assert old is not None and not old.isHidden()
    win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], level="random", seed=3))
    assert old.isHidden() and win.decision is not old and not win.decision.isHidden()  # type: ignore[union-attr]
