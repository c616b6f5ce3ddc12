"""Production planning on the board: what the human has placed so far, before one `build` action."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from conquest_qt.engine.rulesets.conquest.cards import COST


@dataclass
class BuildPlan:
    pp: int
    supply: dict[str, int]
    areas: list[str]
    seas: list[str]
    placed: list[tuple[str, str]] = field(default_factory=list)  # (kind, where) in click order

    @classmethod
    def from_limits(cls, limits: dict[str, Any]) -> BuildPlan:
        return cls(limits["pp"], dict(limits["supply"]), list(limits["areas"]), list(limits["seas"]))

    def spent(self) -> int:
        return sum(COST[k] for k, _ in self.placed)

    def left(self) -> int:
        return self.pp - self.spent()

    def count(self, kind: str) -> int:
        return sum(1 for k, _ in self.placed if k == kind)

    def places_for(self, kind: str) -> list[str]:
        return self.seas if kind == "sub" else self.areas

    def why_not(self, kind: str, where: str) -> str | None:
        """None when a unit of `kind` may go on `where`, else a UI hint key."""
        if where not in self.places_for(kind):
            return "not_own"
        if COST[kind] > self.left():
            return "over_budget"
        if self.count(kind) >= self.supply.get(kind, 0):
            return "no_supply"
        return None

    def add(self, kind: str, where: str) -> str | None:
        why = self.why_not(kind, where)
        if why is None:
            self.placed.append((kind, where))
        return why

    def remove_at(self, where: str, kind: str | None = None) -> bool:
        """Remove the last unit placed on `where` (of `kind` if given)."""
        for i in range(len(self.placed) - 1, -1, -1):
            k, w = self.placed[i]
            if w == where and (kind is None or k == kind):
                del self.placed[i]
                return True
        return False

    def undo(self) -> bool:
        if self.placed:
            self.placed.pop()
            return True
        return False

    def clear(self) -> None:
        self.placed.clear()

    def by_place(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {"land": {}, "air": {}, "sub": {}}
        for k, w in self.placed:
            out[k][w] = out[k].get(w, 0) + 1
        return out

    def action(self) -> dict[str, Any]:
        return {"type": "build", **self.by_place()}
