"""cc's computer players and the special tokens (VARIANTS.md V3.7): a property when it turns a battle or a
defence the player otherwise loses, the tokens sold otherwise; easy always sells them."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.cc.properties import choose_property
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.rulesets.cc.battle import preview
from conquest_qt.engine.rulesets.cc.kinds import Act
from conquest_qt.engine.view import player_view
from tests.engine.rulesets.cc.helpers import position, turn


def near_home(berlin: dict[str, int], tokens: int = 1) -> Any:
    """Red (home Paris, land-fortified) next to black's home Berlin: 2 arm + 1 inf attack at 4+4+1+1 = 10
    against black's divisions + 4 (home) + 3 (land defence)."""
    return position(turn({"paris": {"red": {"arm": 2, "inf": 1}}, "berlin": {"black": berlin}},
                         owners={"berlin": "black"}, homes={"red": "paris", "black": "berlin"},
                         defences={"paris": ["land"], "berlin": ["land"]}, special_tokens={"red": tokens}))


def test_v3_7_normal_buys_a_property_when_it_turns_the_attack_on_an_enemy_home() -> None:
    game = near_home({"inf": 3})  # D_land 3 + 4 + 3 = 10: the attack without a property loses (10 <= 10)
    player = make_agent("normal", 1, "cc")
    action = player.decide_view(player_view(game, "red"))
    assert action["type"] == Act.SPECIAL and action["effect"] in ("pure_heroism", "intensive_training")
    game.apply("red", action)
    attack = player.decide_view(player_view(game, "red"))
    assert attack["type"] == Act.ATTACK and attack["area"] == "berlin"
    assert preview(game, "red", attack).conquers
    game.apply("red", attack)
    assert game.s.owners["berlin"] == "red"


def test_v3_7_normal_sells_the_tokens_when_no_property_turns_a_battle() -> None:
    game = near_home({"inf": 9})  # D_land 16: one token's property (+3 at most) cannot turn it
    action = make_agent("normal", 1, "cc").decide_view(player_view(game, "red"))
    assert action == {"type": Act.SELL_SPECIAL, "count": 1}


def test_v3_7_normal_sells_the_tokens_when_it_wins_anyway() -> None:
    game = near_home({"inf": 1})  # D_land 8 < 10: won without a property
    assert choose_property(game, "red", {}) is None
    action = make_agent("normal", 1, "cc").decide_view(player_view(game, "red"))
    assert action == {"type": Act.SELL_SPECIAL, "count": 1}


def test_v3_7_easy_never_uses_a_property() -> None:
    game = near_home({"inf": 3})
    action = make_agent("easy", 1, "cc").decide_view(player_view(game, "red"))
    assert action == {"type": Act.SELL_SPECIAL, "count": 1}


def test_v3_7_a_lasting_property_saves_the_home_from_the_next_turn() -> None:
    """Black's 2 arm + 2 inf next to red's home Paris (4+4+1+1+1 = 11 against red's 2 inf + 4 + 3 = 9):
    pure heroism (+1 a division, 2 of red's turns, so it covers black's turn) makes Paris 11; intensive
    training lasts this turn only and does not help."""
    game = position(turn({"paris": {"red": {"inf": 2}}, "berlin": {"black": {"arm": 2, "inf": 2}}},
                         owners={"berlin": "black"}, homes={"red": "paris", "black": "berlin"},
                         defences={"paris": ["land"], "berlin": ["land"]}, special_tokens={"red": 1}))
    assert choose_property(game, "red", {}) == {"type": Act.SPECIAL, "effect": "pure_heroism"}
