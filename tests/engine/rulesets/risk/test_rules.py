"""Risk (VARIANTS.md V1): the rules each test cites, on positions and on short seeded games."""

from __future__ import annotations

import pytest

from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.risk.board import START_ARMIES, risk_board
from conquest_qt.engine.rulesets.risk.missions import reinforcement
from conquest_qt.engine.rulesets.risk.position import game_from_position, parse_dice
from tests.helpers.legal import legal_actions

RISK = rulesets.get("risk")
TRAINING = RISK.options.from_dict({"ruleset": "risk"})
COMMAND = RISK.options.from_dict({"ruleset": "risk", "risk_version": "command"})
FOUR = ["red", "black", "blue", "green"]


def position(state: dict, dice: str = "", options=TRAINING, players=("red", "black")):
    return game_from_position(list(players), state, options, script=parse_dice(dice))


def attack_state(**extra) -> dict:
    return {"round": 3, "phase": "attack", "order": ["red", "black"], "active": "red", "rest": "black",
            "owners": {"tehran": "red"}, "capitals": {"red": "tehran", "black": "london"}, **extra}


def random_game(seed: int, options=TRAINING, limit: int = 4000):
    game = RISK.game.new(FOUR, options, seed)
    rng = Rng(seed)
    for _ in range(limit):
        if game.over:
            break
        d = game.pending()
        acts = legal_actions(game)
        game.apply(d.player, acts[rng.below(len(acts))])
    return game


def test_v1_2_continent_bonuses_entries_and_lanes() -> None:
    b = risk_board()
    assert b.bonus == {"NA": 5, "SA": 2, "EU": 5, "AF": 4, "AS": 6, "OC": 2}
    assert len(b.entries) == 19 and "london" in b.entries and "lima" not in b.entries
    assert "london" in b.adjacent["paris"] and "moscow" not in b.adjacent["coppermine"]


def test_v1_6_card_stars() -> None:
    b = risk_board()
    assert sum(b.stars.values()) == 55 and b.stars["bogota"] == 2 and b.stars["lima"] == 1


def test_v1_3_setup_start_armies_capitals_and_neutrals() -> None:
    game = RISK.game.new(FOUR, TRAINING, 3)
    rng = Rng(3)
    while game.s.phase in ("claim", "capital", "setup_place"):
        d = game.pending()
        acts = legal_actions(game)
        game.apply(d.player, acts[rng.below(len(acts))])
    s = game.s
    assert set(s.capitals) == set(FOUR) and all(s.owners[a] == p for p, a in s.capitals.items())
    assert all(s.on_board(p) == START_ARMIES[4] for p in FOUR)
    assert s.phase == "reinforce" and s.round == 1 and len(s.cities) == 10
    assert sorted(s.army(a) for a, o in s.owners.items() if o == "neutral") == []  # 36 mod 4 = 0


def test_v1_3_command_draws_capitals_and_cities() -> None:
    game = RISK.game.new(FOUR, RISK.options.from_dict({"ruleset": "risk", "risk_version": "command",
                                                       "random_deal": True}), 5)
    s = game.s
    assert set(s.capitals) == set(FOUR) and len(set(s.cities)) == 10 and game.pending().kind == "setup_place"


def test_v1_5_reinforcement_rounds_up_with_minimum() -> None:
    game = position({**attack_state(), "owners": {"tehran": "red", "bombay": "red"}})
    r = reinforcement(game.s, game.board, "red")
    assert r["total"] == 3 and r["minimum"] == 1  # ceil(3/3) + 1 capital = 2 -> 3 (bombay is a city)


def test_v1_6_forced_trade_and_bad_trade() -> None:
    hand = ["lima", "buenos_aires", "perth", "sydney", "nairobi", "kinshasa"]
    game = position({"round": 3, "phase": "reinforce", "order": ["red", "black"], "active": "red",
                     "rest": "black", "owners": {"tehran": "red", "bombay": "red"},
                     "capitals": {"red": "tehran", "black": "london"}, "hands": {"red": hand}})
    d = game.pending()
    assert d.kind == "trade" and d.info["must"]
    with pytest.raises(RuleError) as e:
        game.apply("red", {"type": "pass"})
    assert e.value.code == "must_trade"
    with pytest.raises(RuleError) as e:
        game.apply("red", {"type": "trade", "cards": ["lima"]})  # 1 star
    assert e.value.code == "bad_trade"
    game.apply("red", {"type": "trade", "cards": ["lima", "perth", "sydney"]})  # 3 stars -> 4
    assert game.pending().info["armies"] == 3 + 4
    assert game.s.deck[-3:] == [game.board.lands.index(a) for a in ("lima", "perth", "sydney")]


def test_v1_7_defender_dice_and_rewards_b4_s1() -> None:
    st = attack_state(units={"tehran": {"red": {"land": 6}}, "bombay": {"black": {"land": 4}}},
                      missions={"red": ["S1"], "black": ["B4"]})
    game = position(st, options=COMMAND)
    assert game.max_attack_dice("red", "tehran") == 4 and game.defence_dice("bombay") == 3
    plain = position(st)  # training: no rewards
    assert plain.max_attack_dice("red", "tehran") == 3 and plain.defence_dice("bombay") == 2


def test_v1_7_refusals_leave_the_state_alone() -> None:
    game = position(attack_state(units={"tehran": {"red": {"land": 3}}}))
    before = game.snapshot()
    for bad, code in (({"from": "tehran", "to": "london", "dice": 1}, "not_adjacent"),
                      ({"from": "bombay", "to": "tehran", "dice": 1}, "not_own_area"),
                      ({"from": "tehran", "to": "bombay", "dice": 3}, "bad_dice")):
        with pytest.raises(RuleError) as e:
            game.apply("red", {"type": "attack", **bad})
        assert e.value.code == code
    assert game.snapshot() == before


def test_v1_10_s3_draws_two_cards_in_command() -> None:
    st = attack_state(units={"tehran": {"red": {"land": 5}}}, missions={"red": ["S3"]})
    game = position(st, dice="66 11", options=COMMAND)
    game.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 2})  # bombay 1 army
    game.apply("red", {"type": "occupy", "count": 2})
    game.apply("red", {"type": "end_attacks"})
    game.apply("red", {"type": "end_turn"})
    assert len(game.s.hands["red"]) == 2


def test_v1_12_army_rewards_add_after_the_minimum() -> None:
    st = attack_state(missions={"red": ["B1", "S5"]})
    assert reinforcement(position(st, options=COMMAND).s, risk_board(), "red")["total"] == 3 + 4
    assert reinforcement(position(st).s, risk_board(), "red")["total"] == 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_v1_random_games_keep_the_invariants(seed: int) -> None:
    """V1.1: every owned area holds armies once no conquest is pending; missions held once each."""
    game = random_game(seed, COMMAND if seed % 2 else TRAINING)
    s = game.s
    d = game.pending()
    assert all(s.army(a) >= 1 for a in s.owners if s.owners[a]) or game.over or d.kind == "occupy"
    held = [m for ms in s.missions.values() for m in ms]
    assert len(held) == len(set(held))
    assert sum(len(h) for h in s.hands.values()) + len(s.deck) == 36


def test_v1_replay_and_save_round_trip(tmp_path) -> None:
    from conquest_qt.engine.replay import replay
    from conquest_qt.saves.files import load_save, write_save
    from conquest_qt.sim import play_game

    result = play_game(["easy", "normal", "hard", "random"], 7,
                       RISK.options.from_dict({"ruleset": "risk", "risk_version": "command"}), keep=True)
    lg = result.logged
    again = replay(lg.players, lg.options, lg.seed, lg.log)
    assert again.game.snapshot() == lg.game.snapshot()
    path = tmp_path / "risk.json"
    write_save(path, lg)
    loaded = load_save(path)
    assert loaded.envelope.options.ruleset == "risk"
    assert loaded.logged.game.snapshot() == lg.game.snapshot() and loaded.logged.log == lg.log


def test_v1_1_supply_cap_loses_reinforcements_beyond_120() -> None:
    st = {"round": 3, "phase": "reinforce", "order": ["red", "black"], "active": "red", "rest": "black",
          "owners": {"tehran": "red", "bombay": "red"}, "capitals": {"red": "tehran", "black": "london"},
          "units": {"tehran": {"red": {"land": 118}}}}
    game = position(st)
    d = game.pending()
    assert d.kind == "place" and d.info["armies"] == 1 and d.info["breakdown"]["supply_lost"] == 2


def test_v1_3_neutral_areas_with_five_players() -> None:
    game = RISK.game.new(["red", "black", "blue", "green", "yellow"], TRAINING, 2)
    neutral = [a for a, o in game.s.owners.items() if o == "neutral"]
    assert len(neutral) == 36 % 5 and all(game.s.army(a) == 2 for a in neutral)
    assert game.pending().kind == "claim"  # R3.3: claimed one by one unless dealt


def test_v1_14_only_real_questions() -> None:
    """No trade with 1 star; the attack stage ends by itself without a legal attack; no fortify without one."""
    st = {"round": 1, "phase": "reinforce", "order": ["red", "black"], "active": "red", "rest": "black",
          "owners": {"lima": "red", "buenos_aires": "red"}, "capitals": {"red": "lima", "black": "cairo"},
          "hands": {"red": ["lima"]}}  # round 1: black's turn start checks no standing mission
    game = position(st)
    assert game.pending().kind == "place"  # 1 star: no trade asked
    game.apply("red", {"type": "place", "land": {"lima": 3}})
    assert game.pending().kind == "attack"
    game.apply("red", {"type": "end_attacks"})
    assert game.pending().kind == "fortify"  # lima (4) next to own buenos_aires
    game.apply("red", {"type": "fortify", "from": "lima", "to": "buenos_aires", "count": 3})
    assert game.s.active == "black"  # one fortify (V1.9), then the draw ran by itself (nothing conquered)


def test_v1_9_b5_gives_a_second_fortify_in_command() -> None:
    st = {"round": 3, "phase": "fortify", "order": ["red", "black"], "active": "red", "rest": "black",
          "owners": {"lima": "red", "buenos_aires": "red"}, "capitals": {"red": "lima", "black": "cairo"},
          "units": {"lima": {"red": {"land": 5}}}, "missions": {"red": ["B5"]}}
    game = position(st, options=COMMAND)
    game.apply("red", {"type": "fortify", "from": "lima", "to": "buenos_aires", "count": 2})
    assert game.pending().kind == "fortify" and game.pending().info["left"] == 1


def test_v1_13_last_player_standing_wins() -> None:
    st = attack_state(owners={a: "red" for a in risk_board().lands if a != "bombay"},
                      units={"tehran": {"red": {"land": 5}}}, rest="black")
    st["owners"]["bombay"] = "black"
    game = position(st, dice="6 1")
    game.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 1})
    assert game.over and game.s.winner == "red" and game.s.eliminated == ["black"]


def test_v0_2_round_cap_is_a_draw() -> None:
    opts = RISK.options.from_dict({"ruleset": "risk", "round_cap": 1})
    game = position({"round": 1, "phase": "fortify", "order": ["red", "black"], "active": "black", "rest": "red",
                     "owners": {"lima": "black"}, "capitals": {"red": "cairo", "black": "lima"}}, options=opts)
    assert game.over and game.s.winner is None


def test_v1_3_capital_choice_is_asked_in_turn_order() -> None:
    st = {"round": 1, "phase": "capital", "order": ["black", "red"], "active": "black", "rest": "red",
          "owners": {"lima": "black", "bogota": "black"}}
    game = position(st)
    assert game.pending().player == "black" and game.pending().kind == "place_capital"
    with pytest.raises(RuleError):
        game.apply("black", {"type": "place_capital", "area": "cairo"})
    game.apply("black", {"type": "place_capital", "area": "lima"})
    assert game.pending().player == "red" and game.s.capitals == {"black": "lima"}


def test_v1_3_command_position_keeps_given_capitals_and_cities() -> None:
    """Scenario format: `cities`/`capitals` given replace `command`'s draws."""
    owners = {a: ("red" if i % 2 else "black") for i, a in enumerate(risk_board().lands) if a != "lima"}
    st = {"round": 1, "phase": "claim", "order": ["red", "black"], "active": "red", "owners": owners,
          "capitals": {"red": owners and next(a for a, o in owners.items() if o == "red")},
          "cities": ["lima", "paris"]}
    game = position(st, options=COMMAND)  # one free area: claimed by itself, then the draws
    s = game.s
    assert s.capitals["red"] == st["capitals"]["red"] and s.cities == ["lima", "paris"]
    assert s.owners[s.capitals["black"]] == "black" and game.pending().kind == "setup_place"


def test_step_table_and_players_cover_every_kind() -> None:
    """One row per decision kind and forced step; every Risk player answers every kind it can be asked."""
    from conquest_qt.engine.rulesets.risk.kinds import Kind, Step
    from conquest_qt.engine.rulesets.risk.table import ROUND

    assert set(ROUND.asks) == set(Kind)
    assert set(ROUND.forced) == set(Step) - {Step.OVER}
    seen: set[str] = set()
    for seed in range(4):
        game = RISK.game.new(FOUR, TRAINING, seed)
        rng = Rng(seed)
        while not game.over:
            d = game.pending()
            seen.add(d.kind)
            acts = legal_actions(game)
            assert acts, d.kind
            game.apply(d.player, acts[rng.below(len(acts))])
    assert seen >= {Kind.CLAIM, Kind.PLACE_CAPITAL, Kind.SETUP_PLACE, Kind.PLACE, Kind.ATTACK, Kind.OCCUPY}


def test_players_see_no_hidden_cards() -> None:
    """The same view gives the same decision whatever the opponents hold (no peeking)."""
    from conquest_qt.ai.registry import make_agent
    from conquest_qt.engine.view import player_view

    base = {"round": 3, "phase": "attack", "order": ["red", "black"], "active": "red", "rest": "black",
            "owners": {"tehran": "red", "moscow": "red"}, "capitals": {"red": "tehran", "black": "london"},
            "units": {"tehran": {"red": {"land": 7}}}}
    views = [player_view(position({**base, "hands": {"black": hand}}), "red")
             for hand in (["lima", "paris"], ["tokyo", "sydney"])]
    for level in ("easy", "normal", "hard", "random"):
        assert make_agent(level, 5, "risk").decide_view(views[0]) == make_agent(level, 5, "risk").decide_view(views[1])


def test_v0_1_options_are_written_once_and_each_caller_gets_its_own_dict() -> None:
    """Risk's options are written once per options object (a look-ahead writes them at every decision), yet
    every caller gets a new dict: changing one changes neither the options nor the next one written."""
    opts = RISK.options.from_dict({"ruleset": "risk", "risk_version": "command", "nuclear": True})
    first = opts.to_dict()
    assert first == {"ruleset": "risk", "risk_version": "command", "random_deal": False, "allow_small": False,
                     "round_cap": 300, "mission_pace": "one_per_turn", "nuclear": True, "nuke_from_round": 4,
                     "nuke_cost": None}
    first["risk_version"] = "training"
    assert opts.to_dict()["risk_version"] == "command" and opts.to_dict() is not opts.to_dict()
    assert RISK.options.from_dict(opts.to_dict()) == opts


def test_v0_1_options_read_back_and_refuse_what_is_not_there() -> None:
    assert RISK.options.from_dict(COMMAND.to_dict()) == COMMAND
    assert RISK.options.from_dict({"ruleset": "risk", "nuclear": False}) == TRAINING
    assert RISK.options.from_dict({"ruleset": "risk", "nuclear": True}).addons  # V0.1: the V2 add-on
    for bad in ({"ruleset": "risk", "risk_version": "expert"},
                {"ruleset": "risk", "target_areas": 20}):
        with pytest.raises(ValueError):
            RISK.options.from_dict(bad)


def test_games_are_the_same_in_every_process() -> None:
    """Principle 4: a seeded game between computer players does not depend on the hash seed."""
    import os
    import subprocess
    import sys

    code = ("from conquest_qt.sim import play_game; from conquest_qt.engine.rulesets import options_from_dict;"
            "r = play_game(['hard', 'normal', 'easy', 'random'], 3, options_from_dict({'ruleset': 'risk'}), keep=True);"
            "import hashlib, json; print(hashlib.md5(json.dumps(r.logged.log).encode()).hexdigest())")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env=dict(os.environ, PYTHONHASHSEED=str(h))).stdout for h in (1, 2)}
    assert len(outs) == 1
