"""An expert's look-ahead in a nuclear game (issue 25 item 3; VARIANTS.md V2.8): its rollouts' players answer the
add-on's questions they meet (a rival's counter-strike after a conquest of his area holding nukes) with the safest
legal answer, so the search never fails on them."""

from __future__ import annotations

from conquest_qt.ai.risk.expert import ExpertRiskPlayer
from conquest_qt.engine.view import player_view
from tests.helpers.nuclear import game, kinds

TWO = ("red", "blue")


def test_v2_8_the_experts_rollouts_pass_a_rivals_counter_strike() -> None:
    """Red's stack of 30 stands next to bangkok (blue: 1 army, 2 nukes; his capital and perth hold 25 each),
    round 4: the plans conquer it, and blue, with a nuke left after the halving, is asked for his counter-strike
    in the rollouts (V2.8)."""
    st = {"round": 4, "phase": "attack", "order": list(TWO), "active": "red",
          "owners": {"tokyo": "blue", "bangkok": "blue", "perth": "blue"}, "rest": "red",
          "capitals": {"red": "lima", "blue": "tokyo"}, "hands": {"red": [], "blue": []}, "missions": {},
          "units": {"beijing": {"red": {"land": 30}}, "tokyo": {"blue": {"land": 25}}, "perth": {"blue": {"land": 25}},
                    "bangkok": {"blue": {"land": 1, "nuke": 2}}}}
    g = game("risk", st, players=TWO)
    assert kinds(g) == "attack:red"
    expert = ExpertRiskPlayer(7)
    action = expert.decide_view(player_view(g, "red"))
    assert action["type"] in ("attack", "end_attacks", "nuke", "occupy_free")
    assert expert.search_info["rollouts"] > 0
