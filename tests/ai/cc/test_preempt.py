"""cc's normal strikes first (VARIANTS.md V3.6, V3.9): an attack that needs its home's garrison is made when the
exact preview wins it and the home still holds against the enemies' next turn after it."""

from __future__ import annotations

from typing import Any

import pytest

from conquest_qt.ai.cc import players as levels
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.rulesets.cc.kinds import Act
from conquest_qt.engine.view import player_view
from tests.engine.rulesets.cc.helpers import CC, OPTIONS, position, turn


def threatened(green: bool) -> Any:
    """Red's home Paris (2 arm, home +4: D_land 12) beside black's 2 arm in Berlin (a threat of 9, Berlin
    surrounded: beaten, they are all destroyed); with `green`, green's 2 arm in Madrid threaten Paris too."""
    units: dict[str, Any] = {"paris": {"red": {"arm": 2}}, "berlin": {"black": {"arm": 2}}}
    owners = {"berlin": "black"}
    if green:
        units["madrid"] = {"green": {"arm": 2}}
        owners["madrid"] = "green"
    homes = {"red": "paris", "black": "tokyo", "green": "sydney"}
    state = turn(units, owners={**owners, "sydney": "green"}, homes=homes, order=["red", "black", "green"])
    return position(state, players=("red", "black", "green"))


def test_v3_6_normal_strikes_the_stack_that_threatens_its_home_when_the_home_holds_after() -> None:
    action = make_agent("normal", 1, "cc").decide_view(player_view(threatened(green=False), "red"))
    assert action == {"type": Act.ATTACK, "area": "berlin", "units": [{"from": "paris", "kind": "arm", "count": 2}]}


def test_v3_6_easy_keeps_the_garrison_home() -> None:
    action = make_agent("easy", 1, "cc").decide_view(player_view(threatened(green=False), "red"))
    assert action["type"] != Act.ATTACK


def test_v3_9_normal_keeps_the_garrison_when_another_enemy_would_take_the_home_after() -> None:
    """Green's 2 arm (9) would beat the empty Paris (4) at green's turn: the garrison stays."""
    action = make_agent("normal", 1, "cc").decide_view(player_view(threatened(green=True), "red"))
    assert action["type"] != Act.ATTACK


def test_normal_plays_at_most_preempt_copies_per_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    """Budgets are counts, never time: normal weighs at most PREEMPT attacks on copies per decision."""
    calls: list[int] = [0]
    most: list[int] = [0]
    real = levels._after

    def counted(game: Any, me: str, action: dict[str, Any]) -> Any:
        calls[0] += 1
        return real(game, me, action)

    monkeypatch.setattr(levels, "_after", counted)
    normal = levels.NormalCcPlayer(7)
    colours = ["red", "black", "blue", "green"]
    others = {c: make_agent("easy", i, "cc") for i, c in enumerate(colours)}
    game = CC.game.new(colours, OPTIONS, 30006)
    while not game.over and game.s.round < 12:
        d = game.pending()
        calls[0] = 0
        agent = normal if d.player == "red" else others[d.player]
        game.apply(d.player, agent.decide_view(player_view(game, d.player)))
        if d.player == "red":
            most[0] = max(most[0], calls[0])
    assert 0 < most[0] <= levels.NormalCcPlayer.PREEMPT
