"""Comanda & Conquista's readings for analysis (see adapters.py; VARIANTS.md V3): statistics of a state
(nations, credits, divisions by kind — infantry, mechanized, armoured, air and anti-air —, special tokens
and kills, V3.3–V3.7), battles counted from the `battle` events, no luck (V3 has no dice) and a win-chance
model set by hand (not fitted yet: tools/fit_win_model.py --ruleset cc needs AI players better than random)."""

from __future__ import annotations

from typing import Any

from conquest_qt.analysis.luck import LuckItem
from conquest_qt.engine.events import Event
from conquest_qt.engine.units import on_board

FEATURES = ("areas_share", "divisions_share", "credits_share", "own_home")
# set by hand, not fitted: nations count most, then divisions, then credits and the home
WIN_MODEL: dict[str, Any] = {"features": list(FEATURES), "weights": [3.0, 2.0, 0.5, 0.5],
                             "fitted_on": {"games": 0, "note": "set by hand"}}
# the statistics this ruleset fills (stats.round_stats' keys): nations, credits, divisions by kind (AA ones
# together), tokens, the kill count (V3.7) and the battles' counts
STATS = ("areas", "credits", "divisions", "inf", "mech", "arm", "air", "aa", "tokens", "kills",
         "fought", "won", "destroyed", "lost")
_AA = ("inf_aa", "mech_aa", "arm_aa")


def state_stats(game: Any) -> dict[str, dict[str, int]]:
    """Per player: nations, credits, every division kind on the board (`land`: the land ones, AA included),
    special tokens and kills."""
    s = game.s
    out = {}
    for p in s.players:
        have = on_board(s.units, p)
        out[p] = {"areas": sum(1 for o in s.owners.values() if o == p), "air": have.get("air", 0), "sub": 0,
                  "land": sum(n for k, n in have.items() if k != "air"), "cards": 0,
                  "divisions": sum(have.values()), "inf": have.get("inf", 0), "mech": have.get("mech", 0),
                  "arm": have.get("arm", 0), "aa": sum(have.get(k, 0) for k in _AA),
                  "credits": int(s.credits.get(p, 0)), "tokens": int(s.special_tokens.get(p, 0)),
                  "kills": int(s.kills.get(p, 0))}
    return out


def turn_of(game: Any) -> tuple[int, str, str | None]:
    s = game.s
    return s.round, s.phase, s.active


def capture(game: Any) -> Any:
    return None


def luck_items(before: Any, events: list[Event], options: Any, carried: dict[str, Any]) -> list[LuckItem]:
    """No chance in V3: battles are deterministic."""
    return []


def dice(event: Event) -> tuple[int, list[int]] | None:
    return None


def count_events(events: list[Event], into: dict[str, dict[str, int]], carried: dict[str, Any]) -> None:
    """Each `battle` event: fought by both sides, won by its winner; the loser's destroyed divisions."""
    from conquest_qt.analysis.stats import EVENT_COUNTS

    def row(p: str) -> dict[str, int]:
        return into.setdefault(p, dict.fromkeys(EVENT_COUNTS, 0))

    for ev in events:
        if ev["type"] != "battle":
            continue
        winner, loser = ev["winner"], ev["loser"]
        lost = int(ev["kills"])
        for p in (ev["attacker"], ev["defender"]):
            row(p)["fought"] += 1
        row(winner)["won"] += 1
        row(winner)["destroyed"] += lost
        row(loser)["lost"] += lost


def features(game: Any) -> dict[str, list[float]]:
    s = game.s
    alive = s.alive()
    areas = {p: sum(1 for o in s.owners.values() if o == p) for p in alive}
    divisions = {p: s.divisions(p) for p in alive}
    credits = {p: s.credits.get(p, 0) for p in alive}
    ta, td, tc = (max(1, sum(d.values())) for d in (areas, divisions, credits))
    return {p: [areas[p] / ta, divisions[p] / td, credits[p] / tc, 1.0 if s.home_of(p) else 0.0] for p in alive}
