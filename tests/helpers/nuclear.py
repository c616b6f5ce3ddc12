"""Positions and checks the nuclear add-on's tests share (VARIANTS.md V2)."""

from __future__ import annotations

from typing import Any

import pytest

from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets import options_from_dict


def game(ruleset: str, state: dict[str, Any], dice: str = "", players: tuple[str, ...] = ("red", "black"),
         **options: Any) -> Any:
    opts = options_from_dict({"ruleset": ruleset, "nuclear": True, **options})
    rs = rulesets.get(ruleset)
    return rs.game_from_position(list(players), state, opts, script=rs.parse_dice(dice, opts))


def refused(g: Any, player: str, action: dict[str, Any], code: str) -> None:
    """The action is refused with `code` and the game stays byte-identical (snapshot and dice)."""
    before = (g.snapshot(), list(g.rng.script or []), g.rng.state)
    with pytest.raises(RuleError) as err:
        g.apply(player, action)
    assert err.value.code == code, err.value
    assert (g.snapshot(), list(g.rng.script or []), g.rng.state) == before


def nukes(g: Any, area: str, owner: str) -> int:
    return int(g.s.units.get(area, {}).get(owner, {}).get("nuke", 0))


def contaminated(g: Any) -> dict[str, Any]:
    from conquest_qt.engine.addons.nuclear.rules import state_of

    return state_of(g).contaminated


def kinds(g: Any) -> str:
    d = g.pending()
    return f"{d.kind}:{d.player}" if d else "over"


def strike_position() -> dict[str, Any]:
    """Round 4, red to end his turn with 2 nukes in Paris; Rome is black's, blue has a nuke in Berlin
    (next to Rome: it may intercept, V2.3)."""
    return {"round": 4, "phase": "execution", "order": ["red", "black", "blue"], "active": "red",
            "owners": {"paris": "red", "madrid": "red", "rome": "black", "berlin": "blue", "moscow": "blue"},
            "rest": "black",
            "units": {"paris": {"red": {"land": 1, "nuke": 2}}, "rome": {"black": {"land": 1}},
                      "berlin": {"blue": {"land": 1, "nuke": 1}}},
            "hands": {}, "deck": []}
