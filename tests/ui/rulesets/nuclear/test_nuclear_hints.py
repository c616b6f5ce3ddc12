""""What would the computer do?" for the nuclear add-on's decisions (VARIANTS.md V2, issue 25 item 3): the
hint's player is made with the game's add-ons (ui/game/hint.hint_for), so a nuclear decision is answered and
explained by a player with nuclear skills, and its answer and reasons read in words."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.reason_codes import Code
from conquest_qt.engine.addons import enabled_in
from conquest_qt.engine.view import player_view
from conquest_qt.ui.game.hint import hint_for
from conquest_qt.ui.text.hint_text import action_text
from conquest_qt.ui.text.reason_text import reason_text
from tests.helpers.nuclear import game, kinds, strike_position


def struck(dice: str = "") -> Any:
    """Red strikes Rome (black's) with 1 nuke from Paris; blue, with a nuke in Berlin next to Rome, is asked."""
    g = game("conquest", strike_position(), dice=dice, players=("red", "black", "blue"), allow_small=True)
    g.apply("red", {"type": "end_moves"})
    g.apply("red", {"type": "nuke", "from": "paris", "to": "rome", "count": 1})
    return g


def test_the_hint_player_has_the_games_add_ons() -> None:
    g = struck()
    assert enabled_in(player_view(g, "blue").public["options"]) == ("nuclear",)


def test_v2_3_the_interception_gets_a_hint_with_its_reason() -> None:
    """V2.3: the third player's interception question is answered by the nuclear player (intercept or pass) with
    the add-on's reason, not refused or answered by a player without nuclear skills."""
    g = struck()
    assert kinds(g) == "nuke_intercept:blue"
    ex = hint_for(player_view(g, "blue"), "conquest")
    assert ex.decision["type"] in ("intercept", "pass")
    assert ex.reasons[0].code in (Code.INTERCEPT, Code.LET_PASS)
    assert ex.reasons[0].data["striker"] == "red" and ex.reasons[0].data["target"] == "rome"
    assert "Rome" in reason_text(ex.reasons[0]) and action_text(ex.decision)


def test_v2_5_the_strikers_roll_gets_a_hint_with_the_odds() -> None:
    """V2.5: the striker's roll-or-stop is explained with the strike's exact odds from here."""
    state = strike_position()
    del state["units"]["berlin"]  # nobody to intercept
    g = game("conquest", state, dice="---", players=("red", "black", "blue"), allow_small=True)
    g.apply("red", {"type": "end_moves"})
    g.apply("red", {"type": "nuke", "from": "paris", "to": "rome", "count": 2})
    assert kinds(g) == "nuke_roll:red"
    ex = hint_for(player_view(g, "red"), "conquest")
    assert ex.decision["type"] in ("roll", "stop")
    code = ex.reasons[0].code
    assert code in (Code.NUKE_ROLL, Code.NUKE_STOP) and 0.0 < ex.reasons[0].data["odds"] < 1.0
    assert "%" in reason_text(ex.reasons[0])


def test_v2_2_a_declaration_hint_names_the_odds() -> None:
    """V2.2: where the hard player would fire, the hint is the declaration with its odds and nukes lost."""
    from conquest_qt.ai.nuclear.reasons import _reasons
    from conquest_qt.ai.registry import make_agent

    state = strike_position()
    del state["units"]["berlin"]
    g = game("conquest", state, players=("red", "black", "blue"), allow_small=True)
    g.apply("red", {"type": "end_moves"})
    agent = make_agent("hard", 1, "conquest", ("nuclear",)).agent
    (r,) = _reasons(agent, g, "red", {"type": "nuke", "from": "paris", "to": "rome", "count": 2})
    assert r.code == Code.NUKE and r.data["count"] == 2 and 0.0 < r.data["odds"] < 1.0
    text = reason_text(r)
    assert "Rome" in text and "%" in text


def test_v2_nuclear_hints_are_drawn_on_the_board() -> None:
    """A nuclear hint shows on the board: the strike's arrow and its target ringed (V2.2), the interceptor's
    area ringed (V2.3), a move into a free area (V2.7), nukes bought marked (V2.1)."""
    from conquest_qt.ai.reason_codes import Explanation
    from conquest_qt.ui.game.hint_board import HINT, hint_drawing

    def drawn(action: dict[str, Any]) -> tuple[list[Any], list[Any]]:
        return hint_drawing(Explanation(action, ()), {}, "red", {})

    assert drawn({"type": "nuke", "from": "paris", "to": "rome", "count": 2}) == (
        [("paris", "rome", HINT + "attack", 2)], [("rome", "")])
    assert drawn({"type": "intercept", "at": "berlin", "lose": "nuke"}) == ([], [("berlin", "")])
    assert drawn({"type": "occupy_free", "from": "lima", "to": "bogota", "count": 2}) == (
        [("lima", "bogota", HINT + "move", 2)], [])
    assert drawn({"type": "build", "land": {"paris": 1}, "nuke": {"paris": 1}})[1] == [("paris", "+1 +1\u2622")]
