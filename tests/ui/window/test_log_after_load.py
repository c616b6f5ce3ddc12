"""After Open or Continue the log shows the whole game, the game-over chart starts at round 1, and the log
tells the opening (start player, round 1, turn order, first productions) (issue 12.13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.view import player_view
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.dialogs import Dialogs
from tests.helpers.window import close_window, open_window

COLOURS = ("red", "black", "blue", "green")


def hot_seat(options: Options | None = None) -> GameSetup:
    return GameSetup(tuple(Seat(c, c.title(), True) for c in COLOURS), options or Options(), 4)


def play_until_round(w: MainWindow, round_: int) -> None:
    """Every seat's decisions by a random player, through the driver (no hand-over screens)."""
    assert w.session is not None
    agents = {c: RandomPlayer(7 + i) for i, c in enumerate(COLOURS)}
    game = w.session.game
    while game.s.round < round_ and not game.over:
        d = game.pending()
        assert w.session.driver.submit(d.player, agents[d.player].decide_view(player_view(game, d.player)))


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    return Dialogs(monkeypatch)


def test_opening_a_save_shows_the_whole_log_and_chart(qtbot, tmp_path: Path, dialogs: Dialogs) -> None:
    live = open_window()
    live.start_session(hot_seat())
    play_until_round(live, 4)
    texts, history = live.log.visible_texts(), list(live.session.areas_history)
    dialogs.save_name = str(tmp_path / "four rounds")
    live.save_game()
    close_window(live)

    w = open_window()
    try:
        w.open_path(str(tmp_path / "four rounds.conquest"))
        assert w.session is not None and w.session.game.s.round == 4
        assert w.log.visible_texts() == texts  # the same lines as during play, the opening first
        assert texts[0] == "A new game begins." and texts[1].startswith("Starting player: ")
        assert "Round 1 begins." in texts and any(t.startswith("Turn order: ") for t in texts)
        assert w.session.areas_history == history and len(history) == 4  # rounds 1 to 4
        assert w.session.since_last_turn("red") == []  # the loaded past is no news at the hand-over
    finally:
        close_window(w)


def test_a_dealt_game_logs_its_opening_round(win: MainWindow) -> None:
    """With dealt areas the set-up runs through round 1's turn order and cards to the first production."""
    win.start_session(hot_seat(Options(random_deal=True)))
    texts = win.log.visible_texts()
    assert texts[0] == "A new game begins." and texts[1].startswith("Starting player: ")
    assert "Round 1 begins." in texts and any(t.startswith("Turn order: ") for t in texts)
    assert any(t.startswith("Production of ") for t in texts)
    assert len(win.session.areas_history) == 1  # the chart starts at round 1
