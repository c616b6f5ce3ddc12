"""Whole games with the nuclear add-on on (VARIANTS.md V2): every level of both rulesets answers legally
whenever its nuclear part acts (V2.1 buying, V2.2 declaring, V2.3 intercepting, V2.4/V2.5 rolling and hits,
V2.7 occupy_free, V2.8 counter-strikes), games are deterministic, `normal-nonuke` never buys or fires; the
registry composes the add-on's AI part around every level."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from conquest_qt.ai.nuclear.player import OWN_KINDS, NuclearPlayer
from conquest_qt.ai.registry import AddonGuard, agents_for, make_agent
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.view import player_view

FOUR = ["red", "black", "blue", "green"]
NUCLEAR_TYPES = ("nuke", "intercept", "occupy_free")


def play(ruleset: str, lineup: list[str], seed: int, cap: int = 40) -> tuple[Any, Counter[tuple[str, str]], list]:
    """One game; asserts that every answer the nuclear part gives is legal as it stands. Returns the game,
    (player type, event type) counts and the actions."""
    opts = options_from_dict({"ruleset": ruleset, "nuclear": True, "round_cap": cap})
    lg = LoggedGame.new(FOUR, opts, seed)
    lg.undo_trail.enabled = False
    agents = {c: make_agent(t, seed * 31 + i, ruleset, ("nuclear",)) for i, (c, t) in enumerate(zip(FOUR, lineup,
                                                                                                  strict=True))}
    type_of = dict(zip(FOUR, lineup, strict=True))
    events: Counter[tuple[str, str]] = Counter()
    actions = []
    g = lg.game
    while not g.over:
        d = g.pending()
        view = player_view(g, d.player)
        guard = agents[d.player]
        if d.kind in OWN_KINDS:
            own = guard.agent.decide_view(view)  # the part's own answer, not the guard's
            g.copy().apply(d.player, own)
        action = guard.decide_view(view)
        if action["type"] in NUCLEAR_TYPES or action.get("nuke"):
            g.copy().apply(d.player, action)  # raises if illegal
        actions.append((d.player, action))
        for e in lg.apply(d.player, action):
            who = e.get("player")
            events[(type_of.get(who, "-"), e["type"])] += 1
    return g, events, actions


LADDERS = [
    ("conquest", ["random", "easy", "normal", "hard"], 3),
    ("conquest", ["expert", "normal", "random", "easy"], 5),
    ("risk", ["random", "easy", "normal", "hard"], 8),
    ("risk", ["hard", "random", "normal", "easy"], 3),
]


@pytest.mark.parametrize(("ruleset", "lineup", "seed"), LADDERS)
def test_v2_every_level_plays_legal_games_and_uses_nukes(ruleset: str, lineup: list[str], seed: int) -> None:
    g, events, _ = play(ruleset, lineup, seed)
    assert g.over
    placed = sum(n for (t, e), n in events.items() if e == "nukes_placed")
    declared = sum(n for (t, e), n in events.items() if e == "nuke_declared")
    assert placed >= 1 and declared >= 1, events  # the random level at least buys and fires (V2.1, V2.2)


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_v2_games_with_nuclear_players_are_deterministic(ruleset: str) -> None:
    lineup = ["normal", "random", "hard", "normal-nonuke"]
    a = play(ruleset, lineup, 11)
    b = play(ruleset, lineup, 11)
    assert a[2] == b[2] and a[0].snapshot() == b[0].snapshot()


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_v2_normal_nonuke_never_buys_or_fires_but_answers(ruleset: str) -> None:
    lineup = ["random", "normal-nonuke", "normal-nonuke", "normal-nonuke"]  # random strikes them: they answer
    for seed in (2, 6):
        _, events, actions = play(ruleset, lineup, seed)
        assert not events[("normal-nonuke", "nukes_placed")] and not events[("normal-nonuke", "nuke_declared")]
        assert not events[("normal-nonuke", "nuke_intercepted")]
        nonuke = {c for c, t in zip(FOUR, lineup, strict=True) if t == "normal-nonuke"}
        assert not any(a.get("nuke") or a["type"] in ("nuke", "intercept") for p, a in actions if p in nonuke)


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_the_registry_composes_the_nuclear_part_around_every_level(ruleset: str) -> None:
    for level, factory in agents_for(ruleset).items():
        agent = make_agent(level, 3, ruleset, ("nuclear",))
        assert isinstance(agent, AddonGuard) and isinstance(agent.agent, NuclearPlayer)
        assert isinstance(agent.base, type(factory(3))) and agent.agent.base is agent.base
        assert not isinstance(make_agent(level, 3, ruleset), (AddonGuard, NuclearPlayer))  # no add-on: plain
    nonuke = make_agent("normal-nonuke", 3, ruleset, ("nuclear",)).agent
    assert not nonuke.policy.buys and not nonuke.policy.fires and nonuke.policy.intercepts == "never"
    assert make_agent("normal-nonuke", 3, ruleset).__class__ is make_agent("normal", 3, ruleset).__class__
    with pytest.raises(ValueError):
        make_agent("normal-nofun", 3, ruleset, ("nuclear",))
