"""The nuclear add-on's statistics (VARIANTS.md V2, issue 25 item 5), counted from its events per player and
round beside the ruleset's (analysis/adapters.for_options composes them):

- `nukes_bought`: nukes placed by the player (V2.1: `nukes_placed`);
- `nukes_fired`: nukes the player committed to nuclear attacks (V2.2: `nuke_declared`'s count);
- `nukes_intercepted`: strikes the player intercepted (V2.3: `nuke_intercepted`, one nuke each);
- `contaminated`: areas contaminated by the player's strikes (V2.6, V2.7: `contaminated`, its custodian).
"""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.events import Event

STATS = ("nukes_bought", "nukes_fired", "nukes_intercepted", "contaminated")
COUNTED = STATS  # all counted from a round's events: a game's total is their sum


def count_events(events: list[Event], into: dict[str, dict[str, int]], carried: dict[str, Any]) -> None:
    def add(player: str | None, key: str, n: int) -> None:
        if player:
            row = into.setdefault(player, {})
            row[key] = row.get(key, 0) + n

    for ev in events:
        t = ev["type"]
        if t == "nukes_placed":
            add(ev["player"], "nukes_bought", sum(ev["nuke"].values()))
        elif t == "nuke_declared":
            add(ev["player"], "nukes_fired", int(ev["count"]))
        elif t == "nuke_intercepted":
            add(ev["player"], "nukes_intercepted", 1)
        elif t == "contaminated":
            add(ev["custodian"], "contaminated", 1)
