"""Why the engine would refuse an action of the open decision (issue 26 item 4: refused controls are greyed
with the reason): the action is tried on a copy of the game (an attack on the battle preview, which
validates it completely); the engine's error code is turned into its translated text."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.cc.battle import preview
from conquest_qt.ui.text.error_text import error_text


def refusal(game: Any, player: str, action: dict[str, Any]) -> str | None:
    """The translated reason the engine refuses `action` of `player` now, or None when it accepts it."""
    try:
        if action.get("type") == "attack":
            preview(game, player, action)
        else:
            game.copy().apply(player, action)
    except RuleError as e:
        return error_text(e.code, dict(e.data))
    return None
