"""Movement on the board: which units the human picked and where they may go (from legal_actions)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Action = dict[str, Any]


@dataclass
class MoveSelection:
    legal: list[Action]
    origin: str | None = None
    kind: str = "land"
    count: int = 1
    _max: dict[str, int] = field(default_factory=dict)

    def moves_from(self, origin: str) -> list[Action]:
        return [a for a in self.legal if a["type"] in ("move", "transport") and a["from"] == origin]

    def kinds_at(self, origin: str) -> dict[str, int]:
        """Unit kinds that can move from `origin`, with the most that may go."""
        out: dict[str, int] = {}
        for a in self.moves_from(origin):
            kind = "land" if a["type"] == "transport" else a["kind"]
            out[kind] = max(out.get(kind, 0), a["count"])
        return out

    def select(self, origin: str | None) -> bool:
        if origin is None:
            self.origin = None
            return True
        kinds = self.kinds_at(origin)
        if not kinds:
            return False
        self.origin = origin
        self._max = kinds
        self.kind = next(k for k in ("land", "air", "sub") if k in kinds)
        self.count = kinds[self.kind]
        return True

    def set_kind(self, kind: str) -> bool:
        if self.origin is None or kind not in self._max:
            return False
        self.kind = kind
        self.count = self._max[kind]
        return True

    def max_count(self) -> int:
        return self._max.get(self.kind, 0) if self.origin else 0

    def set_count(self, n: int) -> None:
        self.count = max(1, min(n, self.max_count()))

    def destinations(self) -> dict[str, Action]:
        """Reachable areas for the selected units -> the action to send (a move before a transport)."""
        if self.origin is None:
            return {}
        out: dict[str, Action] = {}
        for a in self.moves_from(self.origin):
            if a["type"] == "move" and a["kind"] == self.kind:
                out[a["to"]] = a
        if self.kind == "land":
            for a in self.moves_from(self.origin):
                if a["type"] == "transport" and a["to"] not in out:
                    out[a["to"]] = a
        return out

    def action_to(self, dest: str) -> Action | None:
        a = self.destinations().get(dest)
        if a is None:
            return None
        return {**a, "count": max(1, min(self.count, a["count"]))}
