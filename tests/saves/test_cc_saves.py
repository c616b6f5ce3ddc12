"""Comanda & Conquista games save and load (issue 26, item 5; VARIANTS.md V3.8-V3.9): a team's win in the
envelope, its summary and the loaded game; a game saved mid-turn replays exactly."""

from __future__ import annotations

from conquest_qt.engine.seats import Outcome
from conquest_qt.saves import load_bytes, make_save
from conquest_qt.saves.summary import summarize
from conquest_qt.saves.verify import normalize
from tests.helpers.cc import CC, greedy, played_to_the_end

TEAMS = CC.options.from_dict({"ruleset": "cc", "teams": [["red", "blue"]]})


def test_v3_9_a_team_win_saves_loads_and_is_summarised() -> None:
    lg = played_to_the_end(["red", "black", "blue"], TEAMS, seed=2)
    assert lg.game.over and lg.game.s.winner == ["red", "blue"]
    data = make_save(lg).to_bytes()
    loaded = load_bytes(data)
    assert loaded.logged.game.s.winner == ["red", "blue"] and loaded.logged.log == lg.log
    assert loaded.envelope.snapshot == normalize(lg.game.snapshot())
    assert loaded.envelope.options.model_dump()["teams"] == [["red", "blue"]]
    summary = loaded.envelope.summary
    assert summary.winner == ["red", "blue"] and "red+blue win" in summary.text
    assert Outcome.of(summary.winner).won("blue") and not Outcome.of(summary.winner).won("black")


def test_v3_4_a_game_saved_in_the_middle_of_a_turn_replays_exactly() -> None:
    lg = played_to_the_end(["red", "black"], CC.options.from_dict({"ruleset": "cc"}), seed=3, limit=25)
    assert not lg.game.over and lg.game.pending().kind == "turn"
    loaded = load_bytes(make_save(lg).to_bytes())
    assert loaded.logged.game.snapshot() == lg.game.snapshot()
    for _ in range(10):
        d = lg.game.pending()
        action = greedy(lg.game)
        lg.apply(d.player, action)
        loaded.logged.apply(d.player, action)
    assert loaded.logged.game.snapshot() == lg.game.snapshot()


def test_a_draw_and_a_single_winner_are_summarised_as_before() -> None:
    base = {"owners": {"paris": "red"}, "round": 3, "phase": "over", "players": ["red", "black"]}
    assert summarize({**base, "winner": "red"}).text.startswith("round 3, game over: red wins")
    assert summarize({**base, "winner": None}).text.startswith("round 3, game over: draw")


def test_v3_4_the_summary_names_the_active_player_in_cc_phases() -> None:
    """The save summary's `active` was empty for cc's phases (issue 26 item 5): the home choice and the turns."""
    lg = played_to_the_end(["red", "black"], CC.options.from_dict({"ruleset": "cc"}), seed=3, limit=1)
    home = summarize(lg.game.snapshot())
    assert home.phase == "home" and home.active == lg.game.pending().player and f"({home.active})" in home.text
    lg = played_to_the_end(["red", "black"], CC.options.from_dict({"ruleset": "cc"}), seed=3, limit=25)
    turn = summarize(lg.game.snapshot())
    assert turn.phase == "turn" and turn.active == lg.game.s.active == lg.game.pending().player
    assert make_save(lg).summary.active == turn.active
