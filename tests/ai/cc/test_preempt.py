"""cc's normal strikes first (VARIANTS.md V3.6, V3.9): an attack that needs its home's garrison is made when the
exact preview wins it and the home still holds against the enemies' next turn after it."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.rulesets.cc.kinds import Act
from conquest_qt.engine.view import player_view
from tests.engine.rulesets.cc.helpers import position, turn


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
