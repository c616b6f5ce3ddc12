"""A player's progress toward each mission (V1.11), as the missions table shows it: counted by the engine from
the same counts as its checks, so "met" in the table and a mission gained in the game never disagree."""

from __future__ import annotations

import random

from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets.risk.missions import (
    B1_CONQUESTS,
    B4_ARMIES,
    S3_CONQUESTS,
    STANDING,
    conquest_met,
    progress,
    standing_met,
)
from conquest_qt.engine.rulesets.risk.position import game_from_position
from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.engine.view import player_view

RISK = rulesets.get("risk")
OPTIONS = RISK.options.from_dict({"ruleset": "risk"})
SA = ("bogota", "lima", "rio_de_janeiro", "buenos_aires")


def game(owners: dict[str, str], units: dict | None = None, cities: list[str] | None = None):
    state = {"round": 3, "phase": "attack", "order": ["red", "black", "blue"], "active": "red", "rest": "blue",
             "owners": owners, "units": units or {a: {o: {"land": 1}} for a, o in owners.items()},
             "capitals": {"red": "tehran", "black": "london", "blue": "tokyo"}}
    if cities is not None:
        state["cities"] = cities
    return game_from_position(["red", "black", "blue"], state, OPTIONS)


def test_v1_11_progress_counts_cities_continents_capitals_and_the_largest_army() -> None:
    g = game({"tehran": "red", "london": "red", "bogota": "red", "lima": "red", "rio_de_janeiro": "red",
              "new_york": "red"}, units={"tehran": {"red": {"land": 7}}, "bogota": {"red": {"land": 2}}},
             cities=["new_york", "london", "rio_de_janeiro", "cairo"])
    pub = player_view(g, None).public
    p = progress(g.s, g.board, "red", armies_of(pub), conquered=2)
    assert p["B1"] == (2, B1_CONQUESTS, None) and p["S3"] == (2, S3_CONQUESTS, None)
    assert p["B2"] == (3, 4, "SA")  # three of South America's four areas: his best continent
    assert p["B3"] == (3, 4, None)  # New York, London, Rio de Janeiro of the four cities he needs
    assert p["B4"] == (7, B4_ARMIES, "tehran")
    assert p["S1"] == (0, 2, None)
    assert p["S2"] == (1, 1, None)  # black's capital London: met
    assert p["S4"] == (2, 3, None)  # his own and black's
    assert "B5" not in p and "S5" not in p  # they happen or not


def test_v1_11_progress_says_met_exactly_when_the_checks_do() -> None:
    """On many random positions: have >= need for a standing mission iff standing_met finds it, and the
    conquests' counts iff conquest_met does."""
    g0 = game({"tehran": "red"})
    areas = list(g0.board.lands)
    rnd = random.Random(7)
    for _ in range(200):
        owners = {a: rnd.choice(["red", "red", "black", "blue"]) for a in areas}
        g = game(owners)
        pub = player_view(g, None).public
        for player in ("red", "black", "blue"):
            p = progress(g.s, g.board, player, armies_of(pub), conquered=0)
            met = set(standing_met(g.s, g.board, player))
            assert {m for m in STANDING if p[m].have >= p[m].need} == met
    for n in range(8):
        p = progress(g0.s, g0.board, "red", {}, conquered=n)
        met = conquest_met(eliminated=False, conquered=n, start=0, lane=False)
        assert (p["B1"].have >= p["B1"].need, p["S3"].have >= p["S3"].need) == ("B1" in met, "S3" in met)
