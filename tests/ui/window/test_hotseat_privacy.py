"""Hot-seat privacy (issue 28.5), for every ruleset: while the computer players play, and on the hand-over
screen between two humans, nothing private of any human is on the window — no hand, no mission progress,
no briefing "since your last turn" — in the board, the side panel, the hand, the players table, the log or
a tooltip. A human sees his own only after he confirmed the hand-over.

A new ruleset is covered by registering a hot-seat game of it in GAMES (test_every_ruleset_is_registered
fails until then)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from conquest_qt import manifest
from conquest_qt.engine import rulesets
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.privacy import board_tooltips, card_strings, shown_texts
from tests.helpers.risk import risk_setup
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import drive, setup_of

# ruleset id -> a hot-seat game of it: two humans (red, blue) and two computer players, and when to stop
GAMES: dict[str, tuple[Callable[[], GameSetup], int]] = {
    "conquest": (lambda: setup_of(["red", "blue"], ["green", "yellow"], target=12, cap=6, seed=21), 3),
    "risk": (lambda: risk_setup(["red", "blue"], ["green", "yellow"], level="random", seed=2, deal=True), 4),
    "cc": (lambda: GameSetup(tuple(Seat(c, c.title(), c in ("red", "blue"), "random") for c in
                                   ("red", "blue", "green", "yellow")), rulesets.get("cc").options(round_cap=5), 4), 3),
}


def test_every_ruleset_is_registered() -> None:
    assert sorted(GAMES) == sorted(manifest.rulesets())


def private_shown(win: MainWindow, humans: tuple[str, ...]) -> list[str]:
    """What the window shows of the humans' private parts (empty: nothing)."""
    session = win.session
    found = []
    if win.hand.owner is not None or win.hand.shown_cards():
        found.append(f"the hand of {win.hand.owner}: {win.hand.shown_cards()}")
    if win.briefing.isVisibleTo(win.game_page) and win.briefing.lines:
        found.append(f"the briefing of {win.briefing.player}")
    dlg = win._missions
    if dlg is not None and dlg.progress_of() is not None:
        found.append(f"mission progress of {dlg.progress_of()}")
    if dlg is not None and any(dlg.table.item(r, 4).text() for r in range(dlg.table.rowCount())):
        found.append("a progress column filled in")
    secrets = [s for h in humans for s in card_strings(session, h)]
    names = [session.name(h) for h in humans]
    for w, text in shown_texts(win.game_page):
        if w is win.log.list or win.battle.isAncestorOf(w):
            continue  # the log and the battle panel tell public events only (card names may be in them: a card
            # played, its roll named in the battle: R9.5, issue 28 item 2)
        for secret in secrets:
            if secret in text:
                found.append(f"{secret!r} in {type(w).__name__} {w.objectName()}: {text!r}")
        if any(f"Cards of {n}" in text for n in names):
            found.append(f"{text!r} in {type(w).__name__}")
    if dlg is not None:
        for _w, text in shown_texts(dlg):
            found.extend(f"{s!r} in the missions table" for s in secrets if s in text)
    for text in win.log.visible_texts() + list(board_tooltips(win)):
        if "Cards of" in text or any("★" in s and s in text for s in secrets):
            found.append(f"{text!r} in the log or on the board")
    return found


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_nothing_private_shows_while_the_computers_play_or_at_a_hand_over(win: MainWindow, ruleset: str) -> None:
    make, rounds = GAMES[ruleset]
    session = win.start_session(make())
    humans = tuple(session.setup.humans)
    if win.parts.missions is not None:
        win.show_missions()  # a table that follows the game stays open all along
    seen = {"ai": 0, "handover": 0, "own": 0}
    problems: list[str] = []

    def on_ai(player: str, kind: str) -> None:
        if any(session.last_seen.get(h) for h in humans):  # a human had the screen before
            seen["ai"] += 1
            problems.extend(f"while {player} plays ({kind}): {p}" for p in private_shown(win, humans))

    def on_handover(player: str) -> None:
        seen["handover"] += 1
        problems.extend(f"at the hand-over to {player}: {p}" for p in private_shown(win, humans))

    session.aiThinking.connect(on_ai)
    session.handoverRequested.connect(on_handover)

    def on_ready(h: ScriptedHuman) -> None:
        if win.stack.currentWidget() is win.game_page and session.viewer is not None:
            seen["own"] += 1  # after the hand-over: his own hand, nobody else's
            assert win.hand.owner == session.viewer
            assert win.hand.shown_cards() == session.driver.view(session.viewer).hand
            others = [s for o in humans if o != session.viewer for s in card_strings(session, o)]
            mine = set(card_strings(session, session.viewer))
            for w, text in shown_texts(win.game_page):
                if w is not win.log.list:
                    assert not any(s in text and s not in mine for s in others), (w, text)

    drive(win, lambda: session.over or session.public()["round"] >= rounds, timeout=300, on_ready=on_ready)
    assert not problems, problems[:5]
    assert seen["ai"] >= 4 and seen["handover"] >= 3 and seen["own"] > 0, seen
