"""Statistics per player per round (issue 16, item 2), from a replay index: the state at the end of
every round (its ruleset's `state_stats`) plus what that round's events say (the kernel's event types:
production points, battles fought and won, units destroyed and lost)."""

from __future__ import annotations

from dataclasses import dataclass, field

from conquest_qt.analysis import adapters
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.engine.events import Event

EVENT_COUNTS = ("pp", "fought", "won", "destroyed", "lost")


@dataclass
class RoundStats:
    """One round: `players[colour]` holds the state counts as the round ended (areas, land, air, sub,
    cards: the state at the next round's first decision, or the final state) and the round's event
    counts (pp, fought, won, destroyed, lost)."""

    round: int
    players: dict[str, dict[str, int]] = field(default_factory=dict)


def count_events(events: list[Event], into: dict[str, dict[str, int]]) -> None:
    """Add one decision's events to per-player counters (a missing player is created; "pp" only once the
    player's production points are told: player_row carries the last known ones until then)."""
    def row(p: str) -> dict[str, int]:
        return into.setdefault(p, {k: 0 for k in EVENT_COUNTS if k != "pp"})

    fighting: dict[str, tuple[str, str]] = {}
    for ev in events:
        t = ev["type"]
        if t == "production_points":
            row(ev["player"])["pp"] = ev["pp"]  # the last word of the production counts
        elif t == "battle_started":
            fighting[ev["area"]] = (ev["attacker"], ev["defender"])
            row(ev["attacker"])["fought"] += 1
            row(ev["defender"])["fought"] += 1
        elif t == "battle_ended":
            row(ev["winner"])["won"] += 1
        elif t == "units_destroyed":
            n = ev["land"] + ev["air"]
            row(ev["by"])["destroyed"] += n
            row(ev["owner"])["lost"] += n
        elif t == "units_converted":
            n = ev["land"] + ev["air"]
            row(ev["to"])["destroyed"] += n
            row(ev["from"])["lost"] += n
        elif t == "subs_sunk":
            for v in ev["subs"]:
                row(ev["player"])["destroyed"] += v["count"]
                row(v["owner"])["lost"] += v["count"]


def player_row(by_state: dict[str, int], counts: dict[str, int] | None, before: RoundStats | None,
               player: str) -> dict[str, int]:
    """A player's statistics of a round: the state's counts and the round's event counts. Production points not
    told yet this round (the cards phase, before production) are the last known ones (issue 28 item 9: all
    showed 0 then), 0 before any production."""
    out = {**by_state, **dict.fromkeys(EVENT_COUNTS, 0), **(counts or {})}
    if "pp" not in (counts or {}) and before is not None:
        out["pp"] = before.players.get(player, {}).get("pp", 0)
    return out


def round_stats(index: ReplayIndex) -> list[RoundStats]:
    """One RoundStats per round played (the last one possibly unfinished: as it stands at the end)."""
    adapter = adapters.for_options(index.options)  # the ruleset's, with the add-ons' statistics
    state_stats, count = adapter.state_stats, adapter.count_events
    carried: dict[str, object] = {}  # what the adapter keeps from one decision to the next
    out: list[RoundStats] = []
    players = index.players
    first, last = index.rounds[0], index.last_round
    counts: dict[int, dict[str, dict[str, int]]] = {r: {} for r in range(first, last + 1)}
    for i, events in enumerate(index.events):
        # events belong to the round they happen in: a decision that ends a round runs the next one's
        # first forced steps too
        r = index.rounds[i]
        start = 0
        for j, ev in enumerate(events):
            if ev["type"] == "round_started":
                count(events[start:j], counts[r], carried)
                r, start = ev["round"], j
        count(events[start:], counts.setdefault(r, {}), carried)
    for r in range(first, last + 1):
        game = index.final if r == last else index.at(index.round_start(r + 1))
        row = RoundStats(r)
        by_state = state_stats(game)
        for p in players:
            row.players[p] = player_row(by_state[p], counts[r].get(p), out[-1] if out else None, p)
        out.append(row)
    return out


def series(rows: list[RoundStats], player: str, key: str) -> list[int]:
    """One statistic of one player over the rounds (a chart's line)."""
    return [row.players[player][key] for row in rows]
