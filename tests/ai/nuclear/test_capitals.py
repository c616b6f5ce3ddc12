"""Risk's capital plan of the nuclear AI part (issue 25 item 3; VARIANTS.md V2.1, V2.6, V2.7 with V1.13): a
rival one mission from the win is kept from his capital, the area V1.13 needs: nukes are bought for that strike
only, a contaminated capital is struck again before it is free, a free one is taken."""

from __future__ import annotations

from typing import Any

import pytest

from conquest_qt.ai.nuclear import risk as side
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.view import player_view
from tests.helpers.nuclear import contaminated, game, kinds

TWO = ("red", "blue")


def part(level: str, seed: int = 1) -> Any:
    return make_agent(level, seed, "risk", ("nuclear",)).agent


def placement(blue_missions: list[str]) -> Any:
    """Red places its reinforcements in round 3 holding everything but blue's tokyo (his capital, 1 army) and
    bangkok."""
    st = {"round": 3, "phase": "reinforce", "order": list(TWO), "active": "red",
          "owners": {"tokyo": "blue", "bangkok": "blue"}, "rest": "red",
          "capitals": {"red": "lima", "blue": "tokyo"}, "hands": {"red": [], "blue": []},
          "missions": {"blue": blue_missions},
          "units": {"tokyo": {"blue": {"land": 1}}, "bangkok": {"blue": {"land": 1}}}}
    g = game("risk", st, players=TWO)
    assert kinds(g) == "place:red"
    return g


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_v2_1_a_runners_capital_is_the_purchase_plan(level: str) -> None:
    """Blue holds 2 missions and his capital with 1 army: red buys the nukes a 0.85 strike on it needs (3:
    0.92, V2.4) in one stack, no more; with blue on 1 mission there is no plan and nothing is bought."""
    g = placement(["B1", "B2"])
    action = part(level).decide_view(player_view(g, "red"))
    assert action["type"] == "place" and list(action["nuke"].values()) == [side.plan(g, "red")] == [3]
    g.apply("red", action)  # legal as amended (V2.1: Σ land + 4·Σ nuke = the armies due)
    calm = placement(["B1"])
    assert side.plan(calm, "red") == 0
    assert not part(level).decide_view(player_view(calm, "red")).get("nuke")
    assert not part("normal-nonuke").decide_view(player_view(placement(["B1", "B2"]), "red")).get("nuke")


def attack_stage(markers: int | None, free: bool = False) -> Any:
    """Red's attack stage in round 6; blue (2 missions) has lost his capital tokyo to contamination (`markers`
    left) or it is free; red's nukes wait in lima, far away; with `free` 5 armies in beijing, next to tokyo."""
    st = {"round": 6, "phase": "attack", "order": list(TWO), "active": "red",
          "owners": {"lima": "red", "bangkok": "red", "beijing": "red"}, "rest": "blue",
          "capitals": {"red": "lima", "blue": "tokyo"}, "hands": {"red": [], "blue": []},
          "missions": {"blue": ["B1", "B2"]},
          "units": {"lima": {"red": {"land": 2, "nuke": 2}}, "bangkok": {"red": {"land": 1}},
                    "beijing": {"red": {"land": 1}}}}
    if free:
        st["free"] = ["tokyo"]
        st["units"]["beijing"] = {"red": {"land": 5}}
    elif markers is not None:
        st["contaminated"] = {"tokyo": {"markers": markers, "custodian": "red"}}
    g = game("risk", st, players=TWO)
    assert kinds(g) == "attack:red"
    return g


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_v2_6_a_runners_capital_is_struck_again_before_it_is_free(level: str) -> None:
    """One marker left (free at the next round's start, V2.7): one nuke, no dice, and it carries 2 again; with 2
    markers no nuke is spent on it."""
    g = attack_stage(markers=1)
    action = part(level).decide_view(player_view(g, "red"))
    assert action == {"type": "nuke", "from": "lima", "to": "tokyo"}
    g.apply("red", action)
    while kinds(g) != "attack:red":  # V2.3's window: blue has no nuke next to tokyo
        g.apply(g.pending().player, {"type": "pass"})
    assert contaminated(g)["tokyo"]["markers"] == 2
    fresh = attack_stage(markers=2)
    assert part(level).decide_view(player_view(fresh, "red")).get("to") != "tokyo"


def test_v2_7_a_runners_free_capital_is_occupied_from_next_door() -> None:
    """Free tokyo next to red's beijing (5 armies): normal takes it (a conquest, V2.7), even nonuke, instead of
    striking it."""
    g = attack_stage(None, free=True)
    for level in ("normal", "normal-nonuke"):
        action = part(level).decide_view(player_view(g, "red"))
        assert action["type"] == "occupy_free" and action["to"] == "tokyo", level
    g.apply("red", action)
    assert g.s.owners["tokyo"] == "red"
