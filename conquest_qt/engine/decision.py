"""What the engine is waiting for: one player's real choice (principle 2)."""

from __future__ import annotations

from typing import Any, NamedTuple


class Decision(NamedTuple):
    """Immutable (a named tuple: cheap to make, since the engine answers `pending()` very often)."""

    player: str
    kind: str  # a ruleset's decision kind (a StrEnum member: compares equal to its text)
    info: dict[str, Any] = {}  # never mutated; a shared empty default

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "info": self.info}
