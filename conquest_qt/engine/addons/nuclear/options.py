"""The nuclear add-on's options (VARIANTS.md V2.1): written flat beside the ruleset's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

# V2.1 Ruling: a nuke costs 3 PP (`conquest`) or 4 armies (`risk`) unless `nuke_cost` says otherwise
DEFAULT_COST = {"conquest": 3, "risk": 4}


@dataclass(frozen=True)
class NuclearOptions:
    ADDON: ClassVar[str] = "nuclear"
    nuke_from_round: int = 4  # nuclear attacks from this round on (V2.1, V2.2)
    nuke_cost: int | None = None  # None: the ruleset's default (DEFAULT_COST)

    def check_types(self, ruleset_options: Any) -> None:
        v = self.nuke_from_round
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise ValueError("option nuke_from_round must be a positive integer")
        c = self.nuke_cost
        if c is not None and (not isinstance(c, int) or isinstance(c, bool) or not 1 <= c <= 50):
            raise ValueError("option nuke_cost must be 1..50 or null")

    def cost(self, ruleset_id: str) -> int:
        return self.nuke_cost if self.nuke_cost is not None else DEFAULT_COST[ruleset_id]
