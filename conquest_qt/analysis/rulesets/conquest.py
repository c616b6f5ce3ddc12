"""Conquest's readings for analysis (see adapters.py): statistics of a state, the luck items of a
decision's events (explosion dice, battle odds), die faces, and the win-chance features."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.conquest.odds import battle_odds
from conquest_qt.analysis.luck import LuckItem
from conquest_qt.analysis.rulesets.win_conquest import MODEL
from conquest_qt.engine.events import Event
from conquest_qt.engine.rng import FACES
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.units import count, total

_FIGHTERS = ("land", "air")  # the kinds that fight for an area (R8.2)

WIN_MODEL = MODEL  # the win-chance model over FEATURES (analysis/winchance.py)

# dice_rolled purposes that are card rolls (R9); "battle" is the ordinary battle roll (R8.2)
CARD_ROLLS = ("missile", "super_production", "killer_torpedo", "secret_weapon", "treason")
HARMFUL = ("missile",)  # R7.3: the producer rolls against missiles fired at him; explosions cost him PP
# the statistics this ruleset fills (stats.round_stats' keys)
STATS = ("areas", "land", "air", "sub", "pp", "cards", "fought", "won", "destroyed", "lost")


def state_stats(game: Any) -> dict[str, dict[str, int]]:
    s = game.s
    out: dict[str, dict[str, int]] = {}
    for p in s.players:
        board = s.on_board(p)
        parked = s.parked.get(p, {})
        out[p] = {"areas": s.areas_of(p),
                  "land": board["land"] + parked.get("land", 0),
                  "air": board["air"] + parked.get("air", 0),
                  "sub": board["sub"] + parked.get("sub", 0),
                  "cards": len(s.hands.get(p, []))}
    return out


def turn_of(game: Any) -> tuple[int, str, str | None]:
    """Whose turn of which part of which round (the replay viewer steps by these)."""
    s = game.s
    return s.round, s.phase, s.active


def capture(game: Any) -> Any:
    """Units and subs before an execution-phase decision (a battle may start inside it)."""
    s = game.s
    if s.phase != "execution":
        return None
    return ({a: {c: dict(k) for c, k in by.items()} for a, by in s.units.items()}, game.topo.land_seas)


def battle_chance(before: Any, event: Event, faces: int) -> float | None:
    """The attacker's exact chance (ai/odds.py, no battle cards) when a battle started."""
    if before is None:
        return None
    units, land_seas = before
    area, attacker, defender = event["area"], event["attacker"], event["defender"]
    att = total(units, area, attacker, _FIGHTERS)
    dfd = total(units, area, defender, _FIGHTERS) if defender != NEUTRAL else 0
    n_subs = sum(count(units, sea, attacker, "sub") for sea in land_seas[area])
    return battle_odds(att, dfd, attacker_first=event["first"] == attacker, subs=n_subs, faces=faces).win


def luck_items(before: Any, events: list[Event], options: Any, started: dict[str, Any]) -> list[LuckItem]:
    """One decision's chance items; `started` carries the battles still open across decisions (a
    battle often ends decisions after it started: hits, battle cards)."""
    faces = options.explosion_faces
    p = faces / FACES
    out: list[LuckItem] = []
    for ev in events:
        t = ev["type"]
        if t == "dice_rolled":
            n = len(ev["faces"])
            out.append(LuckItem(ev["player"], ev["purpose"], n * p, n * p * (1 - p), ev["explosions"],
                                {"dice": n}, -1 if ev["purpose"] in HARMFUL else 1))
        elif t == "battle_started":
            chance = battle_chance(before, ev, faces)
            if chance is not None:
                started[ev["area"]] = (ev["attacker"], chance)
        elif t == "battle_ended" and ev["area"] in started:
            attacker, chance = started.pop(ev["area"])
            won = 1.0 if ev["winner"] == attacker else 0.0
            out.append(LuckItem(attacker, "battle_odds", chance, chance * (1 - chance), won,
                                {"area": ev["area"]}))
    return out


def count_events(events: list[Event], into: dict[str, dict[str, int]], carried: dict[str, Any]) -> None:
    """The kernel's event counts (stats.count_events): a Conquest battle begins and ends in its events."""
    from conquest_qt.analysis.stats import count_events as kernel_counts

    kernel_counts(events, into)


def dice(event: Event) -> tuple[int, list[int]] | None:
    if event["type"] == "dice_rolled":
        return FACES, event["faces"]
    return None


FEATURES = ("areas_share", "areas_lead", "units_share", "cards_share", "to_target", "lead_late")


def features(game: Any) -> dict[str, list[float]]:
    """Per living player: his share of areas, his lead over the best other (in targets), unit and card
    shares, how far from the target he is (0..1), and the lead times the round (scaled; a lead late in
    the game is worth more). Only differences between players count (conditional logit)."""
    s = game.s
    stats = state_stats(game)
    alive = [p for p in s.players if p not in s.eliminated]
    units = {p: stats[p]["land"] + stats[p]["air"] + stats[p]["sub"] for p in alive}
    tot_a = max(1, sum(stats[p]["areas"] for p in alive))
    tot_u = max(1, sum(units.values()))
    tot_c = max(1, sum(stats[p]["cards"] for p in alive))
    target = s.options.target_areas
    out: dict[str, list[float]] = {}
    for p in alive:
        a = stats[p]["areas"]
        best_other = max((stats[q]["areas"] for q in alive if q != p), default=0)
        out[p] = [a / tot_a, (a - best_other) / target, units[p] / tot_u, stats[p]["cards"] / tot_c,
                  max(0, target - a) / target, (a - best_other) / target * min(s.round, 60) / 60]
    return out
