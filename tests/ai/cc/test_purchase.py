"""What cc's computer levels buy (VARIANTS.md V3.4): normal's air waits while its home is at risk."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.rulesets.cc.kinds import Act
from conquest_qt.engine.view import player_view
from tests.engine.rulesets.cc.helpers import position, turn


def beside(black: dict[str, int]) -> Any:
    """Red (home Paris, both defences, 1 inf, 10 credits) next to black's home Berlin."""
    return position(turn({"paris": {"red": {"inf": 1}}, "berlin": {"black": black}},
                         owners={"berlin": "black"}, homes={"red": "paris", "black": "berlin"},
                         defences={"paris": ["land", "aa"]}, credits={"red": 10}))


def test_v3_4_normal_buys_air_while_its_home_is_safe() -> None:
    action = make_agent("normal", 1, "cc").decide_view(player_view(beside({"inf": 1}), "red"))
    assert action == {"type": Act.BUY, "area": "paris", "kind": "air", "count": 1}


def test_v3_4_normal_buys_land_divisions_not_air_while_its_home_is_at_risk() -> None:
    """Black's 5 arm (4·5 + 1 = 21) beat Paris's 1 + 4 + 3: the credits go to land divisions at home."""
    action = make_agent("normal", 1, "cc").decide_view(player_view(beside({"arm": 5}), "red"))
    assert action["type"] == Act.BUY and action["area"] == "paris" and action["kind"] != "air"
