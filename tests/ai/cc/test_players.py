"""Comanda & Conquista's computer players (VARIANTS.md V3): full legal games that end, teams, determinism,
the exact preview's verdict honoured, a free win on an enemy home taken, the look-ahead's budget."""

from __future__ import annotations

from typing import Any

import pytest

from conquest_qt.ai.cc import players as levels
from conquest_qt.ai.registry import agents_for, make_agent
from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets.cc.battle import preview
from conquest_qt.engine.rulesets.cc.kinds import Act
from conquest_qt.engine.seats import Outcome
from conquest_qt.engine.view import player_view
from tests.engine.rulesets.cc.helpers import OPTIONS, TEAMS, position, turn

CC = rulesets.get("cc")
LEVELS = ("easy", "normal", "hard")
COLOURS = ["red", "black", "blue", "green"]


def play(types: list[str], seed: int, options: Any = OPTIONS) -> tuple[Any, list[tuple[str, dict[str, Any]]]]:
    """A whole game between the levels (each from its own view); every attack is checked against the exact
    preview before it is applied (V3.6; random players excepted), and every action by the engine (a refusal
    raises)."""
    game = CC.game.new(COLOURS, options, seed)
    agents = {c: make_agent(t, seed * 31 + i, "cc") for i, (c, t) in enumerate(zip(COLOURS, types, strict=True))}
    log: list[tuple[str, dict[str, Any]]] = []
    while not game.over:
        d = game.pending()
        action = agents[d.player].decide_view(player_view(game, d.player))
        if action["type"] == Act.ATTACK and types[COLOURS.index(d.player)] in LEVELS:
            b = preview(game, d.player, action)
            assert b.attacker_wins, (types, seed, action)  # never a battle the preview says it loses
            assert not game.s.allies(d.player, b.defender)  # V3.8: allies are never attacked
        log.append((d.player, action))
        game.apply(d.player, action)
    return game, log


def test_the_levels_are_registered_for_cc() -> None:
    assert {"random", *LEVELS} <= set(agents_for("cc"))


@pytest.mark.parametrize("level", LEVELS)
def test_v3_9_a_level_plays_legal_four_player_games_to_an_end(level: str) -> None:
    for seed in (30001, 30002):
        game, log = play([level] * 4, seed)
        assert game.s.winner in COLOURS and game.s.round < 300  # an elimination win, not the round cap
        assert any(a["type"] == Act.ATTACK for _, a in log)


@pytest.mark.parametrize("level", LEVELS)
def test_v3_8_a_level_plays_legal_team_games_to_an_end(level: str) -> None:
    game, _ = play([level] * 4, 30003, TEAMS)
    winners = Outcome.of(game.s.winner).winners
    assert sorted(winners) in (["blue", "red"], ["black", "green"]) and game.s.round < 300


def test_v3_9_easy_beats_random_players() -> None:
    game, _ = play(["easy", "random", "random", "random"], 30004)
    assert game.s.winner == "red"


def test_a_seed_gives_the_same_game() -> None:
    types = ["hard", "normal", "easy", "hard"]
    first, log1 = play(types, 30005)
    second, log2 = play(types, 30005)
    assert log1 == log2 and first.s.winner == second.s.winner


def free_home() -> Any:
    """Red (home Paris) stands next to black's home Berlin, held by one infantry: 3 arm + 1 + 1 > 1 + 4."""
    return position(turn({"paris": {"red": {"arm": 3, "inf": 2}}, "berlin": {"black": {"inf": 1}}},
                         owners={"berlin": "black"}, homes={"red": "paris", "black": "berlin"}))


@pytest.mark.parametrize("level", LEVELS)
def test_v3_9_a_level_takes_a_free_win_on_an_enemy_home(level: str) -> None:
    game = free_home()
    action = make_agent(level, 1, "cc").decide_view(player_view(game, "red"))
    assert action["type"] == Act.ATTACK and action["area"] == "berlin"
    b = preview(game, "red", action)
    assert b.attacker_wins and b.conquers
    game.apply("red", action)
    assert game.s.owners["berlin"] == "red"


def test_v3_6_the_attack_is_the_smallest_force_that_wins() -> None:
    game = free_home()
    action = make_agent("easy", 1, "cc").decide_view(player_view(game, "red"))
    b = preview(game, "red", action)
    assert b.attack == 9 and b.defence == 5  # two armoured divisions do it; the rest stay free


def test_v3_8_no_level_attacks_an_ally() -> None:
    """Red and blue are a team: blue's divisions next to red's home are never a target, black's are."""
    state = turn({"paris": {"red": {"arm": 3}}, "berlin": {"blue": {"inf": 1}}, "rome": {"black": {"inf": 1}}},
                 owners={"berlin": "blue", "rome": "black"}, homes={"red": "paris", "black": "tokyo", "blue": "berlin"},
                 order=["red", "black", "blue", "green"])
    state["owners"]["tokyo"] = "black"
    game = position(state, ("red", "black", "blue", "green"), TEAMS)
    for level in LEVELS:
        action = make_agent(level, 1, "cc").decide_view(player_view(game, "red"))
        assert action["type"] == Act.ATTACK and action["area"] == "rome", level


def test_hard_plays_at_most_lookahead_copies_per_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    """Budgets are counts, never time: hard weighs at most LOOKAHEAD attacks on copies per decision."""
    calls: list[int] = [0]
    most: list[int] = [0]
    real = levels._after

    def counted(game: Any, me: str, action: dict[str, Any]) -> Any:
        calls[0] += 1
        return real(game, me, action)

    monkeypatch.setattr(levels, "_after", counted)
    hard = levels.HardCcPlayer(7)
    original = hard.decide_view

    def decide(view: Any) -> dict[str, Any]:
        calls[0] = 0
        out = original(view)
        most[0] = max(most[0], calls[0])
        return out

    game = CC.game.new(COLOURS, OPTIONS, 30006)
    others = {c: make_agent("normal", i, "cc") for i, c in enumerate(COLOURS)}
    while not game.over and game.s.round < 12:
        d = game.pending()
        agent = decide if d.player == "red" else others[d.player].decide_view
        game.apply(d.player, agent(player_view(game, d.player)))
    assert 0 < most[0] <= levels.HardCcPlayer.LOOKAHEAD
