"""What the engine is waiting for: one player's real choice (principle 2)."""

from __future__ import annotations

from typing import Any, NamedTuple

# Decision kinds, in the order they occur in a round; each maps to the action types it accepts.
ACCEPTS: dict[str, tuple[str, ...]] = {
    "claim": ("claim",),
    "return_cards": ("return_cards", "pass"),
    "missiles": ("play", "pass"),
    "shield": ("play", "pass"),
    "build": ("build", "play"),
    "movement": ("move", "transport", "play", "end_moves"),
    "battle_choice": ("battle", "play"),
    "battle_roll": ("roll", "play"),
    "hits": ("hits",),
    "sink": ("sink",),
    "end_turn": ("end_turn", "play"),
}


class Decision(NamedTuple):
    """Immutable (a named tuple: cheap to make, since the engine answers `pending()` very often)."""

    player: str
    kind: str
    info: dict[str, Any] = {}  # noqa: RUF012 - never mutated; shared empty default

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "info": self.info}
