"""Exact actions (issue 13 item 2; SCENARIOS.md "ACTION"): `Game.apply` refuses fields the vocabulary
does not have (`action_unknown_field`), wrong types, NaN/Infinity and oversized lists, and a refused
action leaves the state byte-identical."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.sim import play_game
from tests.helpers.legal import legal_actions

JUNK: list[Any] = ["x" * 1000, math.nan, math.inf, {"a": [[{"b": None}]]}, None, 1.5]


def _state(game: Game) -> str:
    return json.dumps(game.snapshot(), sort_keys=True)


def _refused(game: Game, player: str, action: dict[str, Any]) -> str:
    before = _state(game)
    with pytest.raises(RuleError) as exc:
        game.apply(player, action)
    assert _state(game) == before
    return exc.value.code


def _variants(action: dict[str, Any]) -> list[tuple[dict[str, Any], str]]:
    """Broken copies of a legal action and the code each must get."""
    out: list[tuple[dict[str, Any], str]] = [({**action, "junk": v}, "action_unknown_field") for v in JUNK[:3]]
    out.append(({**action, "Type": action["type"]}, "action_unknown_field"))
    for key, value in action.items():
        if type(value) is int:
            out += [({**action, key: bad}, "bad_count") for bad in (math.nan, math.inf, 1.0, True, 10**30)]
        elif key != "type" and type(value) is str:
            out += [({**action, key: bad}, {"target": "bad_target"}.get(key, "malformed_action"))
                    for bad in (math.nan, ["x"], {"x": 1}, "x" * 41)]
        elif type(value) is dict and key == "unit":
            out.append(({**action, key: {**value, "extra": 1}}, "action_unknown_field"))
        elif type(value) is dict:  # a build's placement
            out.append(({**action, key: {**value, "tokyo": math.nan}}, "bad_count"))
            out.append(({**action, key: {f"a{i}": 1 for i in range(65)}}, "malformed_action"))
        elif type(value) is list and key == "subs":
            out.append(({**action, key: [{**v, "extra": 1} for v in value]}, "action_unknown_field"))
            out.append(({**action, key: [[v] for v in value] or [[]]}, "malformed_action"))
        elif type(value) is list:  # cards to return
            out.append(({**action, key: [[c] for c in value] or [[]]}, "malformed_action"))
            out.append(({**action, key: ["armistice"] * 65}, "malformed_action"))
    return out


def test_every_action_type_refuses_extra_fields_and_junk_values() -> None:
    """The decisions of AI games, replayed: before each one, broken copies of it are refused."""
    seen: set[str] = set()
    for seed in (1, 2, 3):
        played = play_game(["random"] * 4, seed, Options(round_cap=15, target_areas=14), keep=True).logged
        assert played is not None
        game = Game.new(list(played.players), played.options, played.seed)
        for entry in played.log:
            action = entry["action"]
            if action["type"] not in seen or seed == 1:
                seen.add(action["type"])
                for broken, code in _variants(action):
                    assert _refused(game, entry["player"], broken) == code, (broken, code)
            game.apply(entry["player"], action)
    assert {"claim", "return_cards", "pass", "build", "move", "end_moves", "battle", "roll", "hits",
            "play"} <= seen, seen


def test_a_refused_field_is_named() -> None:
    game = Game.new(["red", "blue", "green", "yellow"], Options(), 1)
    d = game.pending()
    assert d is not None and d.kind == "claim"
    action = {**legal_actions(game)[0], "comment": "hi"}
    with pytest.raises(RuleError) as exc:
        game.apply(d.player, action)
    assert exc.value.code == "action_unknown_field" and exc.value.data == {"field": "comment"}


def test_the_ui_has_a_text_for_the_new_code() -> None:
    from conquest_qt.ui.text.error_text import ERROR_TEXTS

    assert "action_unknown_field" in ERROR_TEXTS


@pytest.mark.parametrize(("action", "code"), [
    ({"type": "sink", "subs": [{"owner": "red", "sea": "north_atlantic", "count": 1, "x": 1}]}, "action_unknown_field"),
    ({"type": "sink", "subs": [{"owner": "red", "sea": "north_atlantic", "count": math.nan}]}, "bad_count"),
    ({"type": "sink", "subs": [[[[]]]]}, "malformed_action"),
    ({"type": "transport", "sea": "north_atlantic", "from": "a", "to": "b", "count": 1, "via": "c"},
     "action_unknown_field"),
    ({"type": "transport", "sea": "north_atlantic", "from": "a", "to": "b", "count": math.inf}, "bad_count"),
    ({"type": "end_turn", "note": ""}, "action_unknown_field"),
    ({"type": "play", "card": "armistice", "target": "red", "unit": {"at": "a", "kind": "land", "n": 2}},
     "action_unknown_field"),
    ({"type": "hits", "land": 1}, "malformed_action"),
    ({"type": "no_such_type"}, "malformed_action"),
])
def test_the_shapes_no_game_reached(action: dict[str, Any], code: str) -> None:
    from conquest_qt.engine.rulesets.conquest.action_schema import check_action

    with pytest.raises(RuleError) as exc:
        check_action(action)
    assert exc.value.code == code
