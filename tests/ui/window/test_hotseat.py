"""Hot-seat: a hand is only ever shown to its owner, after the hand-over screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import drive, setup_of


def test_hands_are_never_shown_to_the_wrong_player(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], target=12, cap=6, seed=21))
    checks = {"handovers": 0, "shown": 0}

    def check_hand() -> None:
        owner, cards = win.hand.owner, win.hand.shown_cards()
        if win.stack.currentWidget() is win.handover:
            assert owner is None and cards == ()
            return
        if owner is not None:
            assert owner == session.viewer
            assert cards == session.driver.view(owner).hand
            checks["shown"] += 1

    session.driver.stateChanged.connect(check_hand)

    def on_ready(h: ScriptedHuman) -> None:
        check_hand()
        if win.stack.currentWidget() is win.handover:
            checks["handovers"] += 1
            deciding = session.decision[0]  # type: ignore[index]
            assert win.hand.owner is None and win.hand.shown_cards() == ()
            assert session.name(deciding) in win.handover.button.text()
            win.handover.button.click()
            assert win.hand.owner == deciding
            assert win.hand.shown_cards() == session.driver.view(deciding).hand

    drive(win, lambda: session.over or session.public()["round"] >= 3, timeout=240, on_ready=on_ready)
    assert checks["handovers"] >= 4
    assert checks["shown"] > 0


def test_since_last_turn_summary_mentions_the_player(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], target=12, cap=6, seed=4))
    seen: list[tuple[str, int]] = []

    def on_ready(h: ScriptedHuman) -> None:
        if win.stack.currentWidget() is win.handover:
            seen.append((session.decision[1], win.handover.summary.count()))  # type: ignore[index]

    drive(win, lambda: session.over or session.public()["phase"] == "execution", timeout=120, on_ready=on_ready)
    claims = [n for kind, n in seen if kind == "claim"]
    turns = [n for kind, n in seen if kind != "claim"]
    assert claims and all(n > 0 for n in claims)  # the claim phase lists claims (and, first, who starts)
    assert turns and any(n > 0 for n in turns)  # e.g. cards drawn, units built, areas attacked


def test_claim_phase_handover_lists_the_claims_since_the_last_one(win: MainWindow) -> None:
    # five players: one area stays neutral (R3.3); two humans hand the screen over at every claim
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow", "white"], seed=4))
    shown: list[tuple[str, str, list[str]]] = []
    claims_at_handover: list[int] = []

    def on_ready(h: ScriptedHuman) -> None:
        if win.stack.currentWidget() is win.handover and session.decision[1] == "claim":  # type: ignore[index]
            items = [win.handover.summary.item(i).text() for i in range(win.handover.summary.count())]
            shown.append((session.decision[0], win.handover.summary_title.text(), items))  # type: ignore[index]
            claims_at_handover.append(sum(1 for e in session.log if e.event["type"] == "claimed"))

    drive(win, lambda: session.over or session.public()["phase"] != "claim", timeout=120, on_ready=on_ready)
    assert len(shown) >= 4
    owners = session.public()["owners"]
    neutral = [a for a, o in owners.items() if o == "neutral"]
    assert len(neutral) == 1
    first_claimer = session.driver.logged.log[0]["player"]
    for i, (_player, title, items) in enumerate(shown[:2]):  # red's and blue's first hand-over
        assert title == "Before your first claim:"
        assert items[0] == f"Starting player: {session.names(first_claimer)}."  # "Starting player: AI green."
        assert any(t.startswith("Neutral areas: ") for t in items)
        claims = [e.text for e in session.log if e.event["type"] == "claimed"][: claims_at_handover[i]]
        assert items[-len(claims):] == claims  # every claim so far
    for n, (player, title, items) in enumerate(shown[2:], start=2):
        assert title == "Since your last claim:"
        before = [e for e in session.log if e.event["type"] == "claimed"][: claims_at_handover[n]]
        last_own = max(i for i, e in enumerate(before) if e.event["player"] == player)
        assert items == [e.text for e in before[last_own + 1:]]  # everybody's claims since his last one
        assert items and not any(t.endswith(f" by {session.names(player)}.") for t in items)


def test_log_and_handover_name_the_players(win: MainWindow, qapp) -> None:
    """The log and the hand-over summary say "Ben draws 3 cards.", not "Blue draws 3 cards." (the
    players table shows names; nobody should have to map colours to names), also in another language."""
    from conquest_qt.ui.text import i18n

    seats = (Seat("red", "Anna", True), Seat("blue", "Ben", True), Seat("green", "Computer 2", False, "random"),
             Seat("yellow", "Computer 3", False, "random"))
    session = win.start_session(GameSetup(seats, Options(target_areas=12, round_cap=6), 4))
    names = {s.colour: s.name for s in seats}
    summaries: list[tuple[str, list[str]]] = []  # (decision kind, summary lines) per hand-over

    def on_ready(h: ScriptedHuman) -> None:
        if win.stack.currentWidget() is win.handover:
            items = [win.handover.summary.item(i).text() for i in range(win.handover.summary.count())]
            summaries.append((session.decision[1], items))  # type: ignore[index]

    drive(win, lambda: session.over or session.public()["phase"] == "execution", timeout=120, on_ready=on_ready)
    def by(who: object) -> tuple[str, ...]:  # how the sentences name a player: "… by Ben.", "Roll by Ben …"
        return tuple(f"by {w}" for w in who) if isinstance(who, (list, tuple)) else (f"by {who}",)

    colours = by([colour_name(c) for c in names])
    lines = win.log.visible_texts()
    assert lines and not any(c in t for t in lines for c in colours), lines
    for name in names.values():
        assert any(by(name)[0] in t for t in lines), name
    shown = [t for _, items in summaries for t in items]
    assert shown and not any(c in t for t in shown for c in colours), shown
    since_turn = [t for kind, items in summaries if kind != "claim" for t in items]
    assert any(n in t for t in since_turn for n in by(list(names.values()))), since_turn
    try:
        i18n.install_language(qapp, "nl")
        QCoreApplication.processEvents()
        reworded = win.log.visible_texts()
        assert reworded != lines and any("door Ben" in t or "van Ben" in t for t in reworded)
        assert not any(f"door {colour_name(c)}" in t for t in reworded for c in names)
    finally:
        i18n.install_language(qapp, "en")
        QCoreApplication.processEvents()


def test_handover_heading_follows_the_language(win: MainWindow, qapp) -> None:
    from conquest_qt.ui.text import i18n

    win.handover.prepare("red", "Anna", [], "claim")
    i18n.install_language(qapp, "de")
    QCoreApplication.processEvents()
    assert win.handover.summary_title.text() == "Seit du zuletzt ein Gebiet besetzt hast:"
    i18n.install_language(qapp, "en")
    QCoreApplication.processEvents()
    assert win.handover.summary_title.text() == "Since your last claim:"


def _key(widget, kind: QEvent.Type, key: Qt.Key = Qt.Key.Key_Return, repeat: bool = False) -> None:
    QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, "", repeat))


def test_handover_needs_a_deliberate_act_of_the_new_player(win: MainWindow, qtbot) -> None:
    """Enter pressed right away, or held from the previous player's "end turn", does not show the next
    player's board and cards: the hand-over has no default button, ignores keys and clicks for a guard
    time and counts only a key both pressed and released on it (no auto-repeat)."""
    win.handover.guard_ms = 700
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], seed=5))
    drive(win, lambda: win.stack.currentWidget() is win.handover, timeout=60)
    handover, button = win.handover, win.handover.button
    assert not button.isDefault() and not button.autoDefault()
    hidden = lambda: (win.stack.currentWidget() is handover and win.hand.owner is None  # noqa: E731
                      and win.hand.shown_cards() == () and session.viewer is None)
    for target in (handover, button):  # Enter pressed at once: the guard time
        QTest.keyClick(target, Qt.Key.Key_Return)
        QTest.keyClick(target, Qt.Key.Key_Space)
    button.click()  # a click too
    assert hidden() and not button.isEnabled()
    for _ in range(3):  # the previous player's Enter, still held: auto-repeat
        _key(handover, QEvent.Type.KeyPress, repeat=True)
    qtbot.waitUntil(button.isEnabled, timeout=3000)
    for target in (handover, button):  # ... held past the guard, then released
        for _ in range(3):
            _key(target, QEvent.Type.KeyRelease, repeat=True)
            _key(target, QEvent.Type.KeyPress, repeat=True)
        _key(target, QEvent.Type.KeyRelease)
    QCoreApplication.processEvents()
    assert hidden()
    deciding = session.decision[0]  # type: ignore[index]
    QTest.keyClick(button, Qt.Key.Key_Return)  # a fresh press and release after the guard: the new player
    QCoreApplication.processEvents()
    assert win.stack.currentWidget() is win.game_page and session.viewer == deciding
    assert win.hand.owner == deciding
