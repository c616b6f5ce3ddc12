"""Risk's purchase plan and capital moves of the nuclear AI part (issue 25 item 3; VARIANTS.md V2.1, V2.6, V2.7
with V1.13): nukes are bought only for a strike in the same turn on a rival's last area (his missions and cards
are the striker's; a rival on two areas once one is conquered) or on the capital of a rival who wins at his next
turn's start, not to keep a mere runner from his capital; with nukes on the board a contaminated capital is struck
again before it is free, a free one is taken."""

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


def placement(blue_missions: list[str], round_no: int = 3) -> Any:
    """Red places its reinforcements holding everything but blue's tokyo (his capital, 1 army) and bangkok."""
    st = {"round": round_no, "phase": "reinforce", "order": list(TWO), "active": "red",
          "owners": {"tokyo": "blue", "bangkok": "blue"}, "rest": "red",
          "capitals": {"red": "lima", "blue": "tokyo"}, "hands": {"red": [], "blue": []},
          "missions": {"blue": blue_missions},
          "units": {"tokyo": {"blue": {"land": 1}}, "bangkok": {"blue": {"land": 1}}}}
    g = game("risk", st, players=TWO)
    assert kinds(g) == "place:red"
    return g


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
@pytest.mark.parametrize("round_no", [3, 4])
def test_v2_1_a_runners_capital_is_no_purchase_plan(level: str, round_no: int) -> None:
    """Blue holds 2 missions and his capital with 1 army: denying him helps every other player as much as the
    striker, who alone pays 4 armies a nuke (V2.1); measured, it lost more games than it won (session 33). No
    nuke is bought for it, before the round nukes may fire (V2.2) or in it."""
    g = placement(["B1", "B2"], round_no)
    assert side.plan(g, "red") == 0
    assert not part(level).decide_view(player_view(g, "red")).get("nuke")


THREE = ("red", "blue", "black")


def lone_blue(round_no: int, dice: str = "") -> Any:
    """Round `round_no`, red places: blue (missions B1, B2) is left with tokyo only, 1 army, far from red's
    armies; black holds bangkok."""
    st = {"round": round_no, "phase": "reinforce", "order": list(THREE), "active": "red",
          "owners": {"tokyo": "blue", "bangkok": "black"}, "rest": "red",
          "capitals": {"red": "lima", "blue": "tokyo", "black": "bangkok"},
          "hands": {"red": [], "blue": [], "black": []}, "missions": {"blue": ["B1", "B2"]},
          "units": {"tokyo": {"blue": {"land": 1}}, "bangkok": {"black": {"land": 1}}}}
    g = game("risk", st, players=THREE, dice=dice)
    assert kinds(g) == "place:red"
    return g


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_v2_7_a_rivals_last_area_with_missions_is_the_purchase_plan(level: str) -> None:
    """From round 4 (V2.2) red buys the nukes a 0.85 strike on blue's last area needs (3: 0.92, V2.4) and fires
    them in the same turn: contaminated, blue is eliminated and his missions are red's (V2.7, V1.13). Before
    round 4 nothing is bought (they could not fire), nor by normal-nonuke."""
    assert side.plan(lone_blue(3), "red") == 0
    assert not part(level).decide_view(player_view(lone_blue(3), "red")).get("nuke")
    assert not part("normal-nonuke").decide_view(player_view(lone_blue(4), "red")).get("nuke")
    g = lone_blue(4, dice="666 1")
    red = part(level)
    action = red.decide_view(player_view(g, "red"))
    assert action["type"] == "place" and list(action["nuke"].values()) == [side.plan(g, "red")] == [3]
    g.apply("red", action)  # legal as amended (V2.1: Σ land + 4·Σ nuke = the armies due)
    while kinds(g) != "attack:red":
        g.apply("red", red.decide_view(player_view(g, "red")))
    strike = red.decide_view(player_view(g, "red"))
    assert strike["type"] == "nuke" and strike["to"] == "tokyo"
    g.apply("red", strike)
    while g.pending() is not None and kinds(g) != "attack:red":
        d = g.pending()
        g.apply(d.player, part(level).decide_view(player_view(g, d.player)) if d.player == "red"
                else {"type": "pass"})
    assert "blue" in g.s.eliminated and {"B1", "B2"} <= set(g.s.missions["red"])


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


def reinforce(owners: dict[str, str], units: dict[str, Any], missions: dict[str, list[str]],
              hands: dict[str, list[str]] | None = None, phase: str = "reinforce") -> Any:
    """Round 4 (nukes may fire, V2.2), red to place or attack holding every area not named in `owners`."""
    st = {"round": 4, "phase": phase, "order": list(THREE), "active": "red", "owners": owners, "rest": "red",
          "capitals": {"red": "lima", "blue": "tokyo", "black": "sydney"},
          "hands": hands or {"red": [], "blue": [], "black": []}, "missions": missions, "units": units}
    g = game("risk", st, players=THREE)
    assert kinds(g) == ("place:red" if phase == "reinforce" else "attack:red")
    return g


def test_v2_7_a_rivals_last_area_without_missions_is_the_purchase_plan() -> None:
    """Blue, left with tokyo, holds no mission but 3 cards: eliminated by a strike, he hands them to the striker
    (V2.7, V1.13) and one rival fewer is left; red plans the 0.85 strike (3 nukes, V2.4) and buys them, normal
    alone (not normal-nonuke)."""
    g = reinforce({"tokyo": "blue", "sydney": "black", "perth": "black"},
                  {"tokyo": {"blue": {"land": 1}}, "sydney": {"black": {"land": 1}}, "perth": {"black": {"land": 1}}},
                  {}, hands={"red": [], "blue": ["paris", "rome", "cairo"], "black": []})
    assert side.lone_targets(g, "red") == ["tokyo"] and side.plan(g, "red") == 3
    assert side.area_worth(g, "tokyo") > side.area_worth(g, "sydney") + 3 * side.CARD
    assert list(part("normal").decide_view(player_view(g, "red"))["nuke"].values()) == [3]
    assert not part("normal-nonuke").decide_view(player_view(g, "red")).get("nuke")


def two_areas(phase: str = "reinforce") -> Any:
    """Blue holds bangkok (1 army, next to red's 5 in beijing) and tokyo (1 army); black sydney and perth."""
    units: dict[str, Any] = {"tokyo": {"blue": {"land": 1}}, "bangkok": {"blue": {"land": 1}},
                             "beijing": {"red": {"land": 5}}, "sydney": {"black": {"land": 1}},
                             "perth": {"black": {"land": 1}}}
    if phase == "attack":
        units["lima"] = {"red": {"land": 2, "nuke": 3}}
    return reinforce({"tokyo": "blue", "bangkok": "blue", "sydney": "black", "perth": "black"}, units,
                     {"blue": ["B1"]},
                     phase=phase)


def test_v2_7_a_rival_on_two_areas_is_conquered_then_struck() -> None:
    """Blue is on two areas, bangkok next to red's stack (5 armies against 1): red buys the nukes a 0.85 strike
    on tokyo needs, and declares no strike while blue holds both (`hold`): bangkok is conquered first, so that
    tokyo, then his last area, eliminates him when struck (V2.7, V1.13)."""
    g = two_areas()
    assert side.pairs(g, "red") == [("bangkok", "tokyo")] and side.plan(g, "red") == 3
    assert list(part("normal").decide_view(player_view(g, "red"))["nuke"].values()) == [3]
    g = two_areas("attack")
    assert side.hold(g, "red")
    assert part("normal").decide_view(player_view(g, "red"))["type"] != "nuke"
    g.s.owners["bangkok"] = "red"  # conquered: tokyo is blue's last area
    g.s.units["bangkok"] = {"red": {"land": 1}}
    assert not side.hold(g, "red") and side.lone_targets(g, "red") == ["tokyo"]
    action = part("normal").decide_view(player_view(g, "red"))
    assert action == {"type": "nuke", "from": "lima", "to": "tokyo"}


def test_v2_7_a_sure_winners_capital_is_the_purchase_plan() -> None:
    """Blue holds 2 missions, his capital tokyo (1 army), all of Oceania (B2) and black's capital sydney (S2),
    missions nobody holds: he wins at his next turn's start (V1.11 standing check, V1.13). Red buys the nukes
    to contaminate tokyo (nobody's: no win, V2.7); with those missions held by black he is a mere runner: no
    plan."""
    owners = {"tokyo": "blue", "jakarta": "blue", "manila": "blue", "perth": "blue", "sydney": "blue",
              "bangkok": "black", "bombay": "black"}
    units = {a: {o: {"land": 1}} for a, o in owners.items()}
    g = reinforce(owners, units, {"blue": ["B1", "S5"]})
    assert side.sure_winners(g, "red") == ["tokyo"] and side.plan(g, "red") == 3
    assert list(part("normal").decide_view(player_view(g, "red"))["nuke"].values()) == [3]
    held = reinforce(owners, units, {"blue": ["B1", "S5"], "black": ["B2", "S2"]})
    assert side.sure_winners(held, "red") == [] and side.plan(held, "red") == 0
