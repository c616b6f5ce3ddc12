"""Risk computer players under V1.11's pace (one mission per own turn, none in round 1; V1.13: three
missions and the own capital win): what a conquest gains now, the winning attack only while a gain is open,
denying a rival his third, guarding and retaking the own capital; and the reasons the hint words."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

from conquest_qt.ai.reason_codes import Code
from conquest_qt.ai.registry import make_agent
from conquest_qt.ai.risk import pace
from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets.risk import missions as M
from conquest_qt.engine.rulesets.risk.board import risk_board
from conquest_qt.engine.rulesets.risk.position import game_from_position
from conquest_qt.engine.view import player_view

RISK = rulesets.get("risk")
PACED = RISK.options.from_dict({"ruleset": "risk"})
UNLIMITED = RISK.options.from_dict({"ruleset": "risk", "mission_pace": "unlimited"})
BOARD = risk_board()
SA = ("bogota", "lima", "rio_de_janeiro", "buenos_aires")


def view_of(state: dict[str, Any], options: Any = PACED, gained: str | None = None, player: str = "red"):
    game = game_from_position(["red", "black", "blue"], state, options)
    game.s.turn_mission = gained  # a mid-turn position has gained none (V1 scenario format); set it here
    return player_view(game, player)


def state(round_no: int = 3, phase: str = "attack", **extra: Any) -> dict[str, Any]:
    return {"round": round_no, "phase": phase, "order": ["red", "black", "blue"], "active": "red", "rest": "blue",
            "capitals": {"red": "tehran", "black": "lima", "blue": "tokyo"}, **extra}


def codes(explanation: Any) -> set[Code]:
    return {r.code for r in explanation.reasons}


def test_v1_11_a_conquest_gains_one_mission_and_none_in_round_1() -> None:
    """Cairo (10) -> Rome across a lane as the 3rd conquest: B1, B4 and B5 met, B1 gained (the table's
    order); none in round 1, none after a gain this turn; all three under the old pace."""
    st = state(owners={"tehran": "red", "cairo": "red"}, units={"cairo": {"red": {"land": 10}}}, conquered=2)
    pub = view_of(st).public
    assert pace.conquest_met(pub, BOARD, "cairo", "rome") == ["B1", "B4", "B5"]
    assert pace.conquest_gain(pub, BOARD, "cairo", "rome") == ["B1"]
    assert pace.conquest_gain(view_of(st, gained="B2").public, BOARD, "cairo", "rome") == []
    assert pace.conquest_gain(view_of({**st, "round": 1}).public, BOARD, "cairo", "rome") == []
    assert pace.conquest_gain(view_of(st, UNLIMITED).public, BOARD, "cairo", "rome") == ["B1", "B4", "B5"]


def test_v1_11_one_mission_from_winning_the_win_attack_waits_for_an_open_turn() -> None:
    """Red holds 2 missions and his capital; a lane conquest (B5) would win at once, unless he already gained
    a mission this turn: then the hint says the mission has to wait (one a turn)."""
    st = state(owners={"tehran": "red", "cairo": "red"}, units={"cairo": {"red": {"land": 4}},
                                                                 "tehran": {"red": {"land": 2}}},
               missions={"red": ["B2", "B3"]})
    hard = make_agent("hard", 1, "risk")
    assert hard.winning_attack(view_of(st).public, "red") == {"type": "attack", "from": "cairo", "to": "rome",
                                                                "dice": 3}
    closed = view_of(st, gained="B3")
    assert hard.winning_attack(closed.public, "red") is None
    ex = hard.explain(closed)
    if ex.decision.get("to") == "rome":
        assert Code.PACE in codes(ex) and Code.MISSION not in codes(ex)


def test_v1_13_three_missions_without_the_capital_retake_it() -> None:
    """Red holds 3 missions but Blue holds Tehran: retaking it wins at once (V1.13); placing goes next to it."""
    st = state(owners={"moscow": "red", "cairo": "red"}, units={"moscow": {"red": {"land": 9}},
                                                                 "cairo": {"red": {"land": 9}}},
               missions={"red": ["B2", "B3", "B5"]})
    hard, easy = make_agent("hard", 1, "risk"), make_agent("easy", 1, "risk")
    view = view_of(st, gained="B5")  # no gain left this turn: the capital alone wins
    for agent in (hard, easy):
        assert agent.decide_view(view)["to"] == "tehran"
    assert Code.RETAKE in codes(hard.explain(view))
    placing = view_of({**st, "phase": "reinforce", "round": 4, "owners": {"moscow": "red", "lima": "red"},
                       "units": {"moscow": {"red": {"land": 2}}}})
    d = placing.pending
    assert d.kind == "place"
    assert hard.decide_view(placing)["land"] == {"moscow": d.info["armies"]}


def test_v1_13_one_mission_from_winning_the_capital_is_guarded() -> None:
    """Red holds 2 missions and Tehran (3 armies) borders 12 enemy armies: most of his armies go there."""
    st = state(round_no=4, phase="reinforce", owners={"tehran": "red", "lagos": "red", "kinshasa": "red"},
               units={"tehran": {"red": {"land": 3}}, "bombay": {"blue": {"land": 12}}},
               missions={"red": ["B2", "B3"]})
    view = view_of(st)
    hard = make_agent("hard", 1, "risk")
    placed = hard.decide_view(view)["land"]
    assert placed.get("tehran", 0) >= view.pending.info["armies"] // 2
    assert Code.GUARD in codes(hard.explain(view))


def test_v1_11_deny_the_leader_the_standing_mission_that_would_be_his_third() -> None:
    """Black holds 2 missions and his capital (Lima) and all of South America (B2 free): at the start of his
    turn he would gain it and win. Hard Red attacks Rio across the lane even at poor odds (4 against 4) and
    says why; without the threat (B2 held by Blue) he leaves Rio alone."""
    base = state(owners={"tehran": "red", "lagos": "red", **dict.fromkeys(SA, "black")},
                 units={"lagos": {"red": {"land": 4}}, "rio_de_janeiro": {"black": {"land": 4}}})
    threat = view_of({**base, "missions": {"black": ["B3", "S2"], "blue": ["B5"]}}, gained="B1")
    hard = make_agent("hard", 1, "risk")
    ex = hard.explain(threat)
    assert ex.decision["type"] == "attack" and ex.decision["to"] == "rio_de_janeiro"
    assert Code.DENY_THIRD in codes(ex)
    calm = view_of({**base, "missions": {"black": ["B3", "S2"], "blue": ["B5", "B2"]}}, gained="B1")
    assert hard.decide_view(calm).get("to") != "rio_de_janeiro"


def test_v1_11_of_two_missions_within_reach_the_one_a_rival_could_take_first() -> None:
    """Red may take B4 (Tehran's 10 against a single army) or B5 (Cairo across the lane to Rome), one of them
    this turn. With Blue's 9 in Moscow, B4 is the one a rival could take in his turn: hard takes it now and
    leaves B5 for later; with Blue's 6 in Madrid across the lane from Red's Algiers instead, B5."""
    st = state(owners={"tehran": "red", "cairo": "red", "algiers": "red"},
               units={"tehran": {"red": {"land": 10}}, "cairo": {"red": {"land": 4}}})
    hard = make_agent("hard", 1, "risk")
    for blue, contested in (({"moscow": {"blue": {"land": 9}}}, "B4"), ({"madrid": {"blue": {"land": 6}}}, "B5")):
        view = view_of({**st, "units": {**st["units"], **blue}})
        assert pace.contested(view.public, BOARD, "red") & {"B4", "B5"} == {contested}
        assert pace.conquest_gain(view.public, BOARD, "tehran", "bombay") == ["B4"]
        assert pace.conquest_gain(view.public, BOARD, "cairo", "rome") == ["B5"]
        decision = hard.decide_view(view)
        assert pace.conquest_gain(view.public, BOARD, decision["from"], decision["to"]) == [contested]


def test_v1_1_army_counts_are_the_views_armies_and_follow_a_new_view() -> None:
    """pace.army_counts (counted once per view) is armies_of (V1.1: the owner's land kind); a later view of the
    same game, after its armies changed, is counted anew, and run_start reads the same count for one area."""
    from conquest_qt.engine.rulesets.risk.view import armies_of

    owners = {"cairo": "red", "rome": "black", "tehran": "red", "lima": "black", "tokyo": "blue"}
    st = state(owners=owners, units={a: {o: {"land": 2 + i}} for i, (a, o) in enumerate(owners.items())})
    game = game_from_position(["red", "black", "blue"], st, PACED)
    first = player_view(game, "red").public
    assert pace.army_counts(first) == armies_of(first) and pace.army_counts(first) is pace.army_counts(first)
    assert pace.run_start(first, "cairo", "rome") == armies_of(first)["cairo"] == 2
    game.s.units["cairo"]["red"]["land"] = 9
    second = player_view(game, "red").public
    assert pace.army_counts(second)["cairo"] == 9 == pace.run_start(second, "cairo", "rome")
    assert pace.army_counts(first)["cairo"] == 2


def test_v1_11_standing_counts_moved_by_one_area_are_those_of_the_changed_owners() -> None:
    """The planning's shortcut (pace.moved: one area changes hands, the counts adjusted) gives the engine's
    standing counts of the changed owners, on many random positions; and standing_setups and breaking find
    exactly the areas that trying every changed owners with standing_free finds."""
    rnd = random.Random(11)
    areas = list(BOARD.lands)
    players = ("red", "black", "blue")
    for _ in range(60):
        owners = {a: rnd.choice(["red", "red", "black", "blue", "neutral"]) for a in areas}
        cities = rnd.sample(areas, 6)
        st = state(owners=owners, cities=cities, units={a: {o: {"land": 1}} for a, o in owners.items()},
                   missions=rnd.choice([{}, {"black": ["B2", "S2"]}, {"red": ["B3"], "blue": ["S1", "S4"]}]))
        pub = view_of(st).public
        for p in players:
            n = M.standing_counts(SimpleNamespace(**{k: pub[k] for k in ("owners", "cities", "capitals")}), BOARD, p)
            for area in areas:
                gained = pub["owners"][area] != p
                changed = {**pub["owners"], area: p if gained else "neutral"}
                want = M.standing_counts(SimpleNamespace(owners=changed, cities=pub["cities"],
                                                         capitals=pub["capitals"]), BOARD, p)
                assert pace.moved(pub, BOARD, p, n, area, gained) == want, (p, area)
            setups = {b for b, o in pub["owners"].items() if o not in (p, None)
                      and set(pace.standing_free(pub, BOARD, p, {**pub["owners"], b: p}))
                      - set(pace.standing_free(pub, BOARD, p))}
            assert pace.standing_setups(pub, BOARD, p) <= setups  # only the kinds of area a free mission reads
            assert pace.standing_setups(pub, BOARD, p) == {b for b in setups if b in pub["cities"]
                                                           or b in pub["capitals"].values()
                                                           or b in _last_of_continents(pub["owners"], p)}
            breaks = {b for b, o in pub["owners"].items() if o == p and pace.standing_free(pub, BOARD, p)
                      and not pace.standing_free(pub, BOARD, p, {**pub["owners"], b: "neutral"})}
            assert pace.breaking(pub, BOARD, p) == breaks


def _last_of_continents(owners: dict[str, Any], p: str) -> set[str]:
    """The areas of continents `p` holds all but one area of."""
    out: set[str] = set()
    for areas in BOARD.continents.values():
        if sum(owners[a] == p for a in areas) == len(areas) - 1:
            out |= set(areas)
    return out
