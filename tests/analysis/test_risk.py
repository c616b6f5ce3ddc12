"""Issue 16 for Risk (VARIANTS.md V1): the analysis adapter's statistics, luck ledger (dice pairs and
attacks, V1.7) and dice fairness on scripted dice worked out by hand, and the shipped win model."""

from __future__ import annotations

import pytest

from conquest_qt.ai.risk.odds import attack_odds
from conquest_qt.analysis import adapters, stats, winchance
from conquest_qt.analysis.luck import decision_items, dice_fairness, ledger
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.analysis.rulesets import risk
from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets.risk.position import game_from_position, parse_dice
from conquest_qt.sim import play_game

TRAINING = rulesets.get("risk").options.from_dict({"ruleset": "risk"})


def attack(armies: int, dice: str, attacks: list[int]) -> tuple[list[list[dict]], list]:
    """Red attacks Bombay (black, 1 army) from Tehran (`armies`) with the given dice counts in turn."""
    game = game_from_position(["red", "black"], {
        "round": 3, "phase": "attack", "order": ["red", "black"], "active": "red", "rest": "black",
        "owners": {"tehran": "red"}, "capitals": {"red": "tehran", "black": "london"},
        "units": {"tehran": {"red": {"land": armies}}, "bombay": {"black": {"land": 1}}}},
        TRAINING, script=parse_dice(dice))
    events, captures = [], []
    for n in attacks:
        captures.append(risk.capture(game))
        events.append(game.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": n}))
    return events, captures


def test_v1_7_pairs_and_an_attack_won_by_hand() -> None:
    # roll 1: red 3 2 against black 4 (one pair, black's); roll 2: red 6 against black 5: Bombay falls
    events, captures = attack(3, "32 4 6 5", [2, 1])
    book = ledger(decision_items(TRAINING, events, captures), ["red", "black"])
    # two dice against one win the pair with P(max of 2d6 > d6) = 125/216; one against one 15/36
    red = book["red"].by_category["pairs"]
    assert (red.count, red.actual) == (2, 1)
    assert red.expected == pytest.approx(125 / 216 + 15 / 36)
    assert red.variance == pytest.approx(125 / 216 * 91 / 216 + 15 / 36 * 21 / 36)
    black = book["black"].by_category["pairs"]
    assert (black.actual, black.expected) == (1, pytest.approx(91 / 216 + 21 / 36))
    # the attack began with 3 armies against 1: 125/216 at once, else 91/216 * 15/36 with two left
    chance = 125 / 216 + 91 / 216 * 15 / 36
    assert attack_odds(3, 1)[0] == pytest.approx(chance)
    battle = book["red"].by_category["battle_odds"]
    assert (battle.count, battle.actual, battle.expected) == (1, 1, pytest.approx(chance))
    assert book["red"].against_odds == [] and book["red"].despite_odds == []
    # every die: faces 3 2 4 6 5, one each of 2..6
    (fair,) = dice_fairness(TRAINING, events)
    assert fair.sides == 6 and fair.counts == [0, 1, 1, 1, 1, 1]


def test_v1_7_an_attack_lost_despite_the_odds_by_hand() -> None:
    # 4 armies against 1: three rolls lost (1s against a 6) leave Tehran with one army: the attack failed
    events, captures = attack(4, "111 6 11 6 1 6", [3, 2, 1])
    book = ledger(decision_items(TRAINING, events, captures), ["red", "black"])
    assert book["red"].despite_odds == [("bombay", pytest.approx(attack_odds(4, 1)[0]))]
    assert attack_odds(4, 1)[0] > 0.5
    assert book["red"].by_category["pairs"].actual == 0 and book["black"].by_category["pairs"].actual == 3


def test_v1_7_battles_fought_won_destroyed_and_lost_are_counted() -> None:
    events, _ = attack(3, "32 4 6 5", [2, 1])
    into: dict[str, dict[str, int]] = {}
    carried: dict = {}
    for evs in events:
        risk.count_events(evs, into, carried)
    assert into["red"] == {"pp": 0, "fought": 1, "won": 1, "destroyed": 1, "lost": 1}
    assert into["black"] == {"pp": 0, "fought": 1, "won": 0, "destroyed": 1, "lost": 1}
    events, _ = attack(4, "111 6 11 6 1 6", [3, 2, 1])
    into, carried = {}, {}
    for evs in [*events, [{"type": "turn_started", "player": "black", "round": 3}]]:
        risk.count_events(evs, into, carried)
    assert into["black"]["won"] == 1 and into["red"]["won"] == 0 and into["red"]["lost"] == 3


@pytest.fixture(scope="module")
def risk_index() -> ReplayIndex:
    lg = play_game(["easy", "normal", "easy", "normal"], 29, TRAINING, keep=True).logged
    assert lg is not None and lg.game.over
    return ReplayIndex(lg.players, lg.options, lg.seed, lg.log, capture=adapters.get("risk").capture)


def test_risk_statistics_per_round_end_with_the_final_state(risk_index: ReplayIndex) -> None:
    rows = stats.round_stats(risk_index)
    final = risk_index.final.s
    last = rows[-1].players
    for p in risk_index.players:
        assert last[p]["areas"] == final.areas_of(p) and last[p]["land"] == final.on_board(p)
        assert last[p]["missions"] == len(final.missions.get(p, []))
    assert set(risk.STATS) <= set(last[risk_index.players[0]])
    assert sum(row.players[p]["fought"] for row in rows for p in risk_index.players) > 0


def test_risk_win_model_is_shipped_and_gives_chances(risk_index: ReplayIndex) -> None:
    assert tuple(adapters.get("risk").WIN_MODEL["features"]) == risk.FEATURES
    line = winchance.timeline(risk_index)
    assert line[-1][1][risk_index.final.s.winner] == 1.0
    for _round, chances in line:
        assert sum(chances.values()) == pytest.approx(1.0)
