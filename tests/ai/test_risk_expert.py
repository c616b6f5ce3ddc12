"""Risk's expert (issue 27): the hard player's turn plans chosen by determinized rollouts on its own view
(VARIANTS.md V1.11's pace and V1.13's win are read by its leaf value). Determinism, legality over whole
games, registration, and the search's budget by counts (never by time)."""

from __future__ import annotations

from typing import Any

import pytest

from conquest_qt.ai.registry import agents_for, make_agent
from conquest_qt.ai.risk.expert import PLANS, SEARCHED, ExpertRiskPlayer, leaf_value
from conquest_qt.ai.risk.players import HardRiskPlayer
from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.rulesets.risk.kinds import Kind
from conquest_qt.engine.rulesets.risk.position import game_from_position
from conquest_qt.engine.view import player_view
from conquest_qt.sim import play_game
from conquest_qt.ui.game import hint
from conquest_qt.ui.game.game_setup import available_levels

RISK = options_from_dict({"ruleset": "risk"})


def _to_place(seed: int, round_no: int = 2) -> Any:
    """A seeded game of four hard players run to the first turn placement of `round_no` or later."""
    game = rulesets.get("risk").game.new(["red", "blue", "green", "yellow"], RISK, seed)
    agents = {p: HardRiskPlayer(i) for i, p in enumerate(game.s.players)}
    for _ in range(5000):
        d = game.pending()
        assert d is not None and not game.over
        if d.kind == Kind.PLACE and game.s.round >= round_no:
            return game
        game.apply(d.player, agents[d.player].decide_view(player_view(game, d.player)))
    raise AssertionError("no placement found")


def test_the_expert_is_risks_and_offered_the_hint_stays_hard() -> None:
    assert agents_for("risk")["expert"] is ExpertRiskPlayer
    assert isinstance(make_agent("expert", 3, "risk"), ExpertRiskPlayer)
    assert available_levels("risk") == ["easy", "normal", "hard", "expert", "random"]
    assert hint.LEVEL == "hard"
    with pytest.raises(TypeError):
        make_agent("expert", 1, "risk").decide_view(object())  # the view only, never a game


def test_the_same_view_and_seed_give_the_same_plan() -> None:
    game = _to_place(5)
    view = player_view(game, game.pending().player)
    a, b, c = ExpertRiskPlayer(11), ExpertRiskPlayer(11), ExpertRiskPlayer(11)
    first = a.decide_view(view)
    assert b.explain(view).decision == first  # explain() asks a copy: b is unchanged
    assert b.decide_view(view) == first and b.search_info == a.search_info
    assert c.decide_view(view) == first
    assert game.pending().kind == Kind.PLACE  # the search played sampled games only


def test_the_rollouts_read_live_views_and_search_as_with_copied_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rollouts' agents read their sampled game's state without copying it (engine/view.live_view): the
    same plans, values and decisions as with a copied view per decision."""
    from conquest_qt.ai.risk import expert

    game = _to_place(7)
    view = player_view(game, game.pending().player)
    live = ExpertRiskPlayer(5)
    first = live.decide_view(view)
    monkeypatch.setattr(expert, "live_view", player_view)
    copied = ExpertRiskPlayer(5)
    assert copied.decide_view(view) == first and copied.search_info == live.search_info


def test_every_plan_plays_copies_of_the_same_sampled_games_as_if_each_sampled_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The search samples each seed's game once and every plan's rollout plays a copy of it (ai/search.py
    `start`): the same plans, values and decisions as sampling the game again for every rollout; the
    sampled games themselves are never played."""
    from conquest_qt.ai import search
    from conquest_qt.ai.risk import expert

    game = _to_place(7)
    view = player_view(game, game.pending().player)
    starts: list[Any] = []
    now = (view.public["round"], view.public["turn"])

    def sampled(game: Any) -> bool:  # a sampled game (not the position a plan's turn left, played on)
        return (game.s.round, game.s.turn) == now

    def copying(*args: Any) -> Any:
        if sampled(args[-1]):
            starts.append((args[-1], args[-1].snapshot()))
        return search.rollout(*args)

    monkeypatch.setattr(expert, "rollout", copying)
    once = ExpertRiskPlayer(5)
    first = once.decide_view(view)
    assert len({id(g) for g, _ in starts}) == ExpertRiskPlayer.samples
    assert all(g.snapshot() == snap for g, snap in starts)  # never played: only copied
    monkeypatch.setattr(expert, "rollout", lambda *args: search.rollout(*(args[:-1] if sampled(args[-1]) else args)))
    again = ExpertRiskPlayer(5)
    assert again.decide_view(view) == first and again.search_info == once.search_info


def test_plans_that_leave_the_same_position_share_the_rest_and_search_as_if_each_played_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Plans whose turns leave the same position (state and dice) play the rest of the rollout once: the same
    decisions, values and decision counts as playing it for every plan; and it happens (fewer rests played)."""
    from conquest_qt.ai import search
    from conquest_qt.ai.risk import expert

    class Unshared(ExpertRiskPlayer):
        def _rollout(self, *args: Any) -> Any:
            return super()._rollout(*args[:-1], {})  # every rest played

    played = [0]

    def counting(*args: Any) -> Any:
        played[0] += 1
        return search.rollout(*args)

    monkeypatch.setattr(expert, "rollout", counting)
    calls = []
    for seed, round_no in ((6, 2), (7, 2), (8, 3)):
        game = _to_place(seed, round_no)
        view = player_view(game, game.pending().player)
        out = []
        for agent in (ExpertRiskPlayer(seed), Unshared(seed)):
            played[0] = 0
            out.append((agent.decide_view(view), agent.search_info))
            calls.append(played[0])
        assert out[0] == out[1]
    assert sum(calls[0::2]) < sum(calls[1::2])  # some rests were shared


def test_the_search_budget_is_counted_in_rollouts_and_decisions() -> None:
    game = _to_place(6)
    view = player_view(game, game.pending().player)
    agent = ExpertRiskPlayer(3)
    agent.decide_view(view)
    info = agent.search_info
    assert info["plans"] == len(PLANS) and info["rollouts"] == len(PLANS) * ExpertRiskPlayer.samples
    assert 0 < info["decisions"] <= info["rollouts"] * ExpertRiskPlayer.max_decisions
    assert 0 <= info["chosen"] < len(PLANS)


def test_searches_per_turn_are_bounded() -> None:
    """The plan is searched at the turn's placement and again after a conquest, at most max_searches times a
    turn; other decisions (setup, trade) are the hard player's without a search."""
    calls: list[tuple[int, int]] = []

    class Counting(ExpertRiskPlayer):
        def search(self, view: Any) -> HardRiskPlayer:
            calls.append((view.public["round"], view.public["turn"]))
            return super().search(view)

    game = rulesets.get("risk").game.new(["red", "blue", "green", "yellow"], RISK, 8)
    agents = {p: Counting(i) for i, p in enumerate(game.s.players)}  # every seat: one is eliminated early
    while not game.over and game.s.round <= 3:
        d = game.pending()
        before = len(calls)
        game.apply(d.player, agents[d.player].decide_view(player_view(game, d.player)))
        if len(calls) > before:
            assert d.kind in SEARCHED
    assert calls
    per_turn: dict[tuple[int, int], int] = {}
    for key in calls:
        per_turn[key] = per_turn.get(key, 0) + 1
    assert max(per_turn.values()) <= ExpertRiskPlayer.max_searches


@pytest.mark.parametrize("seed", [1, 2])
def test_v1_the_expert_plays_whole_games_legally_and_deterministically(seed: int) -> None:
    """Every answer is applied by the engine (an illegal one raises); the same seed plays the same game."""
    types = ["expert", "hard", "hard", "hard"]
    r1 = play_game(types, seed, RISK, keep=True)
    r2 = play_game(types, seed, RISK, keep=True)
    assert r1.logged is not None and r2.logged is not None and r1.logged.game.over
    assert r1.winner_seat is not None and r1.rounds < 30
    assert r1.logged.log == r2.logged.log


def _position(missions: dict[str, list[str]], red_capital: str = "red") -> Any:
    owners = {"tehran": red_capital, "cairo": "red", "lima": "black", "tokyo": "blue", "bogota": "black"}
    st = {"round": 4, "phase": "attack", "order": ["red", "black", "blue"], "active": "red", "rest": "blue",
          "capitals": {"red": "tehran", "black": "lima", "blue": "tokyo"}, "owners": owners, "missions": missions,
          "units": {a: {o: {"land": 3}} for a, o in owners.items()}}
    return game_from_position(["red", "black", "blue"], st, RISK)


def test_v1_13_the_leaf_values_missions_with_the_capital_and_fears_a_leader_one_from_winning() -> None:
    base = leaf_value(_position({}), "red")
    assert leaf_value(_position({"red": ["B1"]}), "red") > base
    assert leaf_value(_position({"red": ["B1"]}, red_capital="black"), "red") < leaf_value(_position({"red": ["B1"]}),
                                                                                             "red")
    one_from = leaf_value(_position({"black": ["B1", "B5"]}), "red")
    assert one_from < leaf_value(_position({"black": ["B1"]}), "red") < base
