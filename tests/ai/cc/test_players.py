"""Comanda & Conquista's computer players (VARIANTS.md V3): full legal games that end, teams, determinism,
the exact preview's verdict honoured, a free win on an enemy home taken, hard's plans by simulation (legal,
deterministic, the others played by normal, the home kept, the work counted)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from conquest_qt.ai.cc import plans
from conquest_qt.ai.cc import players as levels
from conquest_qt.ai.registry import agents_for, make_agent
from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets.cc.battle import preview
from conquest_qt.engine.rulesets.cc.kinds import Act, Kind
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


def reckless_or_home() -> Any:
    """Red (home Paris: 3 arm, 2 inf) can take blue's Madrid and Rome with divisions of its home garrison;
    black's 4 armoured divisions in London then take Paris at black's turn; kept whole, Paris holds."""
    state = {"round": 2, "phase": "turn", "order": ["red", "black", "blue"], "active": "red",
             "owners": {"paris": "red", "tokyo": "black", "london": "black", "madrid": "blue", "cairo": "blue"},
             "units": {"paris": {"red": {"arm": 3, "inf": 2}}, "london": {"black": {"arm": 4}},
                       "madrid": {"blue": {"inf": 1}}, "rome": {"blue": {"inf": 1}}, "cairo": {"blue": {"inf": 1}}},
             "homes": {"red": "paris", "black": "tokyo", "blue": "cairo"}}
    return position(state, ("red", "black", "blue"))


def test_v3_9_hard_keeps_its_home_rather_than_conquer_more_and_lose_it() -> None:
    """Of two plans, the one that conquers more (no garrison) loses the home in the replies of the round
    (V3.6, V3.9): hard takes the other, though the reckless plan comes first and would win a tie."""
    game = reckless_or_home()
    base = levels.NormalCcPlayer.params
    reckless = replace(base, margin=-100)
    outcomes = {}
    for name, params in (("reckless", reckless), ("base", base)):
        mine = levels.NormalCcPlayer(0)
        mine.params = params
        after, actions, legal = plans.own_turn(game, "red", mine)
        assert legal
        nations = sum(1 for o in after.s.owners.values() if o == "red")
        plans.round_after(after, "red", levels.NormalCcPlayer(0))
        outcomes[name] = (nations, after.s.home_of("red"), actions[0])
    assert outcomes["reckless"][0] > outcomes["base"][0] and outcomes["reckless"][1] is None
    assert outcomes["base"][1] == "paris"

    hard = levels.HardCcPlayer(1)
    hard.plans = lambda: [reckless, base]  # type: ignore[method-assign]
    action = hard.decide_view(player_view(game, "red"))
    assert hard.policy is not None and hard.policy.params == base
    assert action == outcomes["base"][2]


class Recording:
    """normal's policy, recording whom it decides for."""

    def __init__(self) -> None:
        self.normal = levels.NormalCcPlayer(0)
        self.asked: list[str] = []

    def decide(self, game: Any) -> dict[str, Any]:
        self.asked.append(game.pending().player)
        return self.normal.decide(game)


def test_hard_simulates_the_round_s_other_turns_with_normal() -> None:
    """The other players' turns of the round, allies' too, are played by normal's policy on the copies; a plan
    ends back at hard's next turn."""
    hard = levels.HardCcPlayer(3)
    assert isinstance(hard.others, levels.NormalCcPlayer)
    rec = Recording()
    hard.others = rec  # type: ignore[assignment]
    game = CC.game.new(COLOURS, TEAMS, 30007)
    others = {c: make_agent("normal", i, "cc") for i, c in enumerate(COLOURS)}
    while game.s.round < 4 or game.pending().player != "red":
        d = game.pending()
        game.apply(d.player, others[d.player].decide_view(player_view(game, d.player)))
    hard.decide_view(player_view(game, "red"))
    assert {"black", "blue", "green"} <= set(rec.asked)  # blue is red's ally
    assert hard.copies >= 1
    after, _, _ = plans.own_turn(game, "red", levels.NormalCcPlayer(0))
    plans.round_after(after, "red", levels.NormalCcPlayer(0))
    d = after.pending()
    assert d.player == "red" and d.kind == Kind.TURN and after.s.round == game.s.round + 1


def test_hard_s_plans_are_legal_and_deterministic() -> None:
    """Every action hard makes is the one its chosen plan played on the copy (so the engine accepted it
    there), and the same position gives the same plan."""
    game = CC.game.new(COLOURS, OPTIONS, 30008)
    agents = {c: make_agent("normal", i, "cc") for i, c in enumerate(COLOURS)}
    hard = levels.HardCcPlayer(5)
    twin = levels.HardCcPlayer(5)
    planned = 0
    while not game.over and game.s.round < 10:
        d = game.pending()
        if d.player == "red" and d.kind == Kind.TURN:
            view = player_view(game, "red")
            fresh = hard.key is None
            action = hard.decide_view(view)
            if fresh:
                planned += 1
                twin.key = None
                assert twin.decide_view(view) == action and twin.expected == hard.expected
            assert hard.replans == 0  # normal's replies were the simulated ones: nothing unexpected
        else:
            action = agents[d.player].decide_view(player_view(game, d.player))
        game.apply(d.player, action)  # the engine refuses an illegal action
    assert planned >= 5


def test_hard_s_work_is_counted_in_copies_and_actions() -> None:
    """Budgets are counts, never time: at most one copy per plan per planning, at most 1 + REPLANS plannings
    a turn, at most MAX_ACTIONS actions per copy."""
    game = CC.game.new(COLOURS, OPTIONS, 30006)
    others = {c: make_agent("normal", i, "cc") for i, c in enumerate(COLOURS)}
    hard = levels.HardCcPlayer(7)
    per_plan = len(hard.plans())
    most_copies = most_work = turns = 0
    while not game.over and game.s.round < 12:
        d = game.pending()
        if d.player == "red":
            before = (hard.copies, hard.work)
            action = hard.decide_view(player_view(game, "red"))
            copies, work = hard.copies - before[0], hard.work - before[1]
            assert copies in (0, per_plan, 2 * per_plan, 3 * per_plan)
            assert work <= copies * 2 * plans.MAX_ACTIONS
            most_copies, most_work = max(most_copies, copies), max(most_work, work)
            turns += action["type"] == Act.END_TURN
        else:
            action = others[d.player].decide_view(player_view(game, d.player))
        game.apply(d.player, action)
    assert 0 < most_copies <= per_plan * (1 + levels.HardCcPlayer.REPLANS) and most_work > 0 and turns >= 5
