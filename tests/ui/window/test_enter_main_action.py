"""Enter does what the page evidently offers (issue 12 items 14, 15): the only battle to choose is fought
without Tab; an optional card (R9.6 Armistice) is a hint in the panel, never a question on End turn."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton

from conquest_qt.engine.rulesets.conquest.cards import CARD_IDS
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import close_window, drive, open_window, setup_of


@pytest.fixture
def win(qtbot, tmp_path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("CONQUEST_CONFIG_DIR", str(tmp_path / "config"))
    w = open_window()
    assert w.settings is not None and w.settings.confirmations  # questions are on: none may come
    yield w
    close_window(w)


def give_armistice(win: MainWindow, player: str) -> None:
    """Move an Armistice card from wherever it is into the player's hand (the step waits for him)."""
    s = win.session.driver.game.s  # type: ignore[union-attr]
    if not CARD_IDS["armistice"].isdisjoint(s.hands[player]):
        return
    for holder in [s.deck, *(h for p, h in s.hands.items() if p != player)]:
        found = sorted(CARD_IDS["armistice"].intersection(holder))
        if found:
            holder.remove(found[0])
            s.hands[player].append(found[0])
            return
    raise AssertionError("no armistice card to hand over")


def actions(win: MainWindow) -> list[dict]:
    return [e["action"] for e in win.session.driver.logged.log]  # type: ignore[union-attr]


def test_enter_fights_the_only_battle_and_ends_the_turn_without_a_card_question(win: MainWindow) -> None:
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], target=30, seed=9))
    seen_choice = seen_end = False
    while not (seen_choice and seen_end):
        drive(win, lambda: win.ctrl is not None and win.ctrl.kind in ("build", "battle_choice", "end_turn"),
              timeout=120)
        ctrl = win.ctrl
        assert ctrl is not None and win.decision is not None
        if ctrl.kind == "build":  # the production step: red gets an Armistice for the turn to come
            give_armistice(win, "red")
            ctrl.legal = ctrl.session.legal()
            drive(win, lambda: win.ctrl is not None and win.ctrl.kind != "build", timeout=60)
            continue
        page = win.decision.current()
        hint = page.findChild(QLabel, "cardHint")
        assert hint is not None and not hint.isHidden() and "Armistice" in hint.text()  # a hint, in the panel
        n = len(actions(win))
        battles = [a for a in ctrl.legal if a["type"] == "battle"]
        if ctrl.kind == "battle_choice" and len(battles) == 1:
            shown = [b for b in page.findChildren(QPushButton) if b in page._buttons]  # type: ignore[attr-defined]
            assert [b.objectName() for b in shown] == ["battle_" + battles[0]["area"]]
            assert shown[0].property("primary") and shown[0].isDefault()  # drawn as the main action
            win.view.setFocus()  # the focus where _on_human puts it: on the board, not on the button
            while win.battle.waiting():
                win.primary()  # Enter first continues after a finished battle (issue 12 item 11)
            win.primary()  # Enter, no Tab
            QCoreApplication.processEvents()
            assert actions(win)[n] == battles[0]
            seen_choice = True
        elif ctrl.kind == "end_turn":
            while win.battle.waiting():
                win.primary()  # Enter first continues after a finished battle (issue 12 item 11)
            win.primary()  # Enter on "End turn (Enter)": no "you can still play Armistice" question
            QCoreApplication.processEvents()
            assert win.question is None
            assert actions(win)[n] == {"type": "end_turn"}
            seen_end = True
        else:  # several battles: Enter cannot guess which; the scripted player chooses
            win.primary()
            assert len(actions(win)) == n
            drive(win, lambda: win.ctrl is None or win.ctrl.kind != "battle_choice", timeout=60)


def test_enter_keeps_the_cards_when_none_must_go_back(win: MainWindow) -> None:
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], target=30, seed=9))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "return_cards"
          and win.ctrl.info.get("excess", 0) == 0, timeout=120)
    n = len(actions(win))
    win.view.setFocus()
    win.primary()  # Enter, no Tab: "Keep all"
    QCoreApplication.processEvents()
    assert actions(win)[n] == {"type": "pass"}
