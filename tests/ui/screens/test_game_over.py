"""The game-over screen: its line and its chart of areas over the rounds tell the same round."""

from __future__ import annotations

import pytest

from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.game.session import GameSession
from conquest_qt.ui.screens.game_over import GameOverScreen
from tests.helpers.replays import NAMES, played


def finished(ruleset: str, seed: int) -> GameSession:
    lg = played(ruleset, seed)
    assert lg.game.over
    seats = tuple(Seat(c, NAMES[i], False, "easy") for i, c in enumerate(lg.players))
    session = GameSession(GameSetup(seats, lg.options, lg.seed), logged=lg)
    session.start()  # a finished game: the session retells it and is told it is over
    assert session.over
    return session


@pytest.mark.parametrize(("ruleset", "seed"), [("conquest", 5), ("risk", 3)])
def test_the_chart_ends_at_the_round_the_line_names(qtbot, ruleset: str, seed: int) -> None:
    session = finished(ruleset, seed)
    winner = session.game.s.winner
    last = session.public()["round"]
    screen = GameOverScreen()
    qtbot.addWidget(screen)
    screen.show_result(session, winner)
    chart = screen.chart
    assert chart.xs == list(range(1, last + 1)), "one point per round played, the last the round it was won in"
    assert all(len(s.values) == len(chart.xs) for s in chart.series)
    assert f"in round {last}," in screen.subtitle.text()
    owners = session.public()["owners"]
    ends = {s.colour: s.values[-1] for s in chart.series}
    assert ends == {c: float(sum(1 for o in owners.values() if o == c)) for c in session.setup.colours}, \
        "the chart's last point is the final position"
    assert chart.readout_title(len(chart.xs) - 1) == f"Round {last}"


def test_a_game_from_a_described_position_gets_its_luck_tab(win, qtbot) -> None:
    """Its analysis replays from the position (from a new game it raised ReplayError in the event loop)."""
    from tests.helpers.risk import front, start_position

    session = start_position(win, front(), dice="6 6 6 1 1")
    qtbot.waitUntil(lambda: session.my_turn() == "red", timeout=5000)
    assert session.submit(next(a for a in session.legal() if a.get("type") == "attack"))
    win.game_over.show_result(session, None)
    luck = win.game_over.luck
    qtbot.waitUntil(lambda: luck.analysis is not None, timeout=10000)
    assert luck.analysis.decisions == len(session.driver.logged.log) == 1


def test_v3_9_a_team_wins_together_on_the_game_over_screen(qtbot) -> None:
    """A cc game won by a team (VARIANTS.md V3.9): the screen names both players, in round it ended."""
    from tests.helpers.cc import CC, played_to_the_end

    options = CC.options.from_dict({"ruleset": "cc", "teams": [["red", "blue"]]})
    lg = played_to_the_end(["red", "black", "blue"], options, seed=2)
    assert lg.game.s.winner == ["red", "blue"]
    seats = tuple(Seat(c, NAMES[i], False, "random") for i, c in enumerate(lg.players))
    session = GameSession(GameSetup(seats, lg.options, lg.seed), logged=lg)
    session.start()
    assert session.over
    screen = GameOverScreen()
    qtbot.addWidget(screen)
    screen.show_result(session, lg.game.s.winner)
    assert screen.title.text() == f"{NAMES[0]} & {NAMES[2]} win!"
    assert f"in round {lg.game.s.round}." in screen.subtitle.text()


def test_v3_1_cc_s_game_over_speaks_of_nations_divisions_and_kills_not_dice(qtbot) -> None:
    """cc has no dice (VARIANTS.md V3.1): no seed of the dice, no Luck tab; its table and chart count nations,
    and the table names divisions, kills (V3.7) and credits."""
    from tests.helpers.cc import CC, played_to_the_end

    lg = played_to_the_end(["red", "black", "blue"], CC.options.from_dict({"ruleset": "cc"}), seed=2)
    assert lg.game.over
    seats = tuple(Seat(c, NAMES[i], False, "random") for i, c in enumerate(lg.players))
    session = GameSession(GameSetup(seats, lg.options, lg.seed), logged=lg)
    session.start()
    screen = GameOverScreen()
    qtbot.addWidget(screen)
    screen.show()
    screen.show_result(session, lg.game.s.winner)
    heads = [screen.table.itemAtPosition(0, c).widget().text() for c in range(screen.table.columnCount())]
    assert heads[2:] == ["Nations", "Divisions", "Kills", "Credits"], heads
    assert not screen.chart_tabs.isTabVisible(1) and screen.chart_tabs.tabText(0) == "&Nations"
    assert not screen.seed_line.isVisibleTo(screen)
    assert screen.chart_title.text().startswith("Nations owned") and "Areas" not in screen.chart_title.text()
    kills = lg.game.s.kills if hasattr(lg.game.s, "kills") else session.public()["kills"]
    row = {screen.table.itemAtPosition(r, 1).widget().text().split(" (")[0].strip("\u2068\u2069"): r
           for r in range(1, 4)}
    r = row[NAMES[0]]
    assert screen.table.itemAtPosition(r, 4).widget().text() == str(kills.get("red", 0))
    conquest = finished("conquest", 5)  # a Conquest game on the same screen gets its dice back
    screen.show_result(conquest, conquest.game.s.winner)
    assert screen.chart_tabs.isTabVisible(1) and screen.seed_line.isVisibleTo(screen)
    assert screen.chart_tabs.tabText(0) == "&Areas"
