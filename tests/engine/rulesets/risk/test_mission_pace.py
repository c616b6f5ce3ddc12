"""V1.11's pace (amended turn 3): at most one mission per turn of one's own, none in round 1; the first of
several met at one check in the table's order; transfers at an elimination (V1.13) are not limited. Games
saved before it replay with `mission_pace: "unlimited"` (saves/versions.py)."""

from __future__ import annotations

import pytest

from conquest_qt.engine import rulesets
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.risk.missions import gains, may_gain
from conquest_qt.engine.rulesets.risk.position import game_from_position, parse_dice
from conquest_qt.engine.view import player_view
from tests.helpers.legal import legal_actions

RISK = rulesets.get("risk")
PACED = RISK.options.from_dict({"ruleset": "risk"})
UNLIMITED = RISK.options.from_dict({"ruleset": "risk", "mission_pace": "unlimited"})
SA = ("bogota", "lima", "rio_de_janeiro", "buenos_aires")


def position(state: dict, dice: str = "", options=PACED, players=("red", "black", "blue")):
    return game_from_position(list(players), state, options, script=parse_dice(dice))


def attack_state(round_no: int = 3, **extra) -> dict:
    """Red in tehran (6 armies) in his attack stage; blue owns the rest."""
    return {"round": round_no, "phase": "attack", "order": ["red", "black", "blue"], "active": "red",
            "rest": "blue", "owners": {"tehran": "red"}, "units": {"tehran": {"red": {"land": 6}}},
            "capitals": {"red": "tehran", "black": "london", "blue": "tokyo"}, **extra}


def gained(events: list[dict]) -> list[str]:
    return [e["mission"] for e in events if e["type"] == "mission_gained"]


def test_v1_11_default_pace_is_one_per_turn_and_options_read_back() -> None:
    assert PACED.mission_pace == "one_per_turn"
    assert RISK.options.from_dict(UNLIMITED.to_dict()) == UNLIMITED
    with pytest.raises(ValueError, match="mission_pace"):
        RISK.options.from_dict({"ruleset": "risk", "mission_pace": "two_per_turn"})


def test_v1_11_may_gain_none_in_round_1_and_one_a_turn() -> None:
    assert not may_gain("one_per_turn", 1, None)
    assert may_gain("one_per_turn", 2, None)
    assert not may_gain("one_per_turn", 5, "B2")
    assert may_gain("unlimited", 1, "B2")


def test_v1_11_of_several_met_at_one_check_the_first_in_the_table() -> None:
    """Standing: red meets B2 (SA) and B3 (4 cities) at his turn start in round 2 -> B2 only; B3 stays open."""
    state = {"round": 2, "phase": "reinforce", "order": ["red", "black"], "active": "red", "rest": "black",
             "owners": dict.fromkeys((*SA, "london", "moscow", "cairo"), "red"),
             "capitals": {"red": "lima", "black": "tokyo"}}
    game = position(state, players=("red", "black"))
    assert game.s.missions == {"red": ["B2"], "black": []} and game.s.turn_mission == "B2"
    assert gains(game.s, ["B3", "S1"]) == []  # nothing more this turn
    old = position(state, options=UNLIMITED, players=("red", "black"))
    assert old.s.missions["red"] == ["B2", "B3"] and old.s.turn_mission is None


def test_v1_11_action_check_takes_the_first_met_in_the_table() -> None:
    """A lane conquest from a stack of 10 that is also the 3rd conquest: B1, B4, B5 met -> B1 only."""
    game = position(attack_state(units={"cairo": {"red": {"land": 10}}}, owners={"tehran": "red", "cairo": "red"},
                                 conquered=2), "666 1")
    events = game.apply("red", {"type": "attack", "from": "cairo", "to": "rome", "dice": 3})
    assert gained(events) == ["B1"] and game.s.missions["red"] == ["B1"]
    assert {m: game.s.holder(m) for m in ("B4", "B5")} == {"B4": None, "B5": None}  # open for everybody


def test_v1_11_no_mission_in_round_1_neither_action_nor_s5() -> None:
    """Round 1: a lane conquest gains nothing; eliminating black gains no S5, but his missions and cards pass
    to red at once (V1.13: transfers are not gains by a check)."""
    state = attack_state(round_no=1, owners={"tehran": "red", "bombay": "black"},
                         missions={"black": ["B2", "B3"]}, hands={"black": ["tokyo"], "red": []})
    game = position(state, "666 1")
    events = game.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3})
    assert gained(events) == [] and "black" in game.s.eliminated
    assert game.s.missions["red"] == ["B2", "B3"] and game.s.holder("S5") is None
    assert len(game.s.hands["red"]) == 1
    old = position(state, "666 1", options=UNLIMITED)
    assert gained(old.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3})) == ["S5"]


def test_v1_11_after_a_standing_gain_no_action_mission_that_turn() -> None:
    state = {"round": 2, "phase": "reinforce", "order": ["red", "black"], "active": "red", "rest": "black",
             "owners": dict.fromkeys((*SA, "cairo"), "red"), "capitals": {"red": "lima", "black": "tokyo"},
             "units": {"cairo": {"red": {"land": 4}}}}
    game = position(state, "666 1", players=("red", "black"))
    assert game.s.missions["red"] == ["B2"]
    game.apply("red", {"type": "place", "land": {"cairo": game.pending().info["armies"]}})
    events = game.apply("red", {"type": "attack", "from": "cairo", "to": "rome", "dice": 3})  # a sea lane
    assert any(e["type"] == "conquered" for e in events) and gained(events) == []
    assert game.s.holder("B5") is None


def test_v1_11_one_action_mission_a_turn_and_the_next_turn_starts_afresh() -> None:
    """B1 at the 3rd conquest; S3, met at the 6th, waits (it stays open); black's turn then starts with none
    gained: he gains one of the two he meets, B2 and S1 (red's next own turn: risk_v1_9_missions_timing)."""
    state = attack_state(units={"tehran": {"red": {"land": 30}}}, conquered=2, order=["red", "black"],
                         rest="black", capitals={"red": "tehran", "black": "london"})
    game = position(state, "666 1 " * 4, players=("red", "black"))
    got = []
    for dst in ("bombay", "moscow", "novosibirsk", "beijing"):
        got += gained(game.apply("red", {"type": "attack", "from": "tehran", "to": dst, "dice": 3}))
        game.apply("red", {"type": "occupy", "count": 3})
    assert game.s.conquered == 6 and got == ["B1"] and game.s.holder("S3") is None
    game.apply("red", {"type": "end_attacks"})
    game.apply("red", {"type": "end_turn"})
    assert game.s.active == "black" and game.s.missions["black"] == ["B2"] and game.s.turn_mission == "B2"


def test_v1_11_turn_mission_is_part_of_the_state() -> None:
    """The mission gained this turn is in the snapshot (saves) and the players' view (the AIs plan with it)."""
    game = position(attack_state(conquered=2), "666 1")
    game.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3})
    assert game.snapshot()["turn_mission"] == "B1"
    assert player_view(game, "black").public["turn_mission"] == "B1"
    assert game.copy().s.turn_mission == "B1"
    assert RISK.game.STATE.from_dict(game.snapshot()).turn_mission == "B1"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_v1_11_random_games_keep_the_pace(seed: int) -> None:
    """In whole random games: no mission gained in round 1, none twice in one turn (except transfers)."""
    game = RISK.game.new(["red", "black", "blue", "green"], PACED, seed)
    rng = Rng(seed)
    per_turn: dict[str, int] = {}
    total, whose = 0, None
    for _ in range(6000):
        if game.over:
            break
        d = game.pending()
        acts = legal_actions(game)
        for e in game.apply(d.player, acts[rng.below(len(acts))]):
            if e["type"] == "turn_started":
                per_turn, whose = {}, e["player"]
            elif e["type"] == "mission_gained":
                assert game.s.round >= 2 and e["player"] == whose
                per_turn[e["player"]] = per_turn.get(e["player"], 0) + 1
                assert per_turn[e["player"]] == 1
                total += 1
    assert total >= 1


def test_v1_11_checks_are_for_the_player_whose_turn_it_is() -> None:
    """V1.11 (and V2.7's custodian, S5 only in his own turn): a check for another player gains nothing."""
    game = position(attack_state())
    game.gain("black", ["S5"])
    assert game.s.holder("S5") is None and game.s.turn_mission is None
    game.gain("red", ["S5"])
    assert game.s.missions["red"] == ["S5"]
