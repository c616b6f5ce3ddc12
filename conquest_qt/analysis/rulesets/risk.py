"""Risk's readings for analysis (see adapters.py; VARIANTS.md V1): statistics of a state (areas, armies,
cards, missions), the luck items of an attack roll (pairs won against their exact expectation) and of
a whole attack (the chance to take the area when it began), die faces, and the win-chance features."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.risk.odds import attack_odds, roll_outcomes
from conquest_qt.analysis.luck import LuckItem
from conquest_qt.analysis.rulesets.win_risk import MODEL
from conquest_qt.engine.events import Event
from conquest_qt.engine.rulesets.risk.missions import WIN_MISSIONS, owned_continents

WIN_MODEL = MODEL  # the win-chance model over FEATURES (analysis/winchance.py)

SIDES = 6  # V0.3: ordinary six-sided dice
# the statistics this ruleset fills (stats.round_stats' keys; no production points, no planes or subs)
STATS = ("areas", "land", "cards", "missions", "fought", "won", "destroyed", "lost")


def state_stats(game: Any) -> dict[str, dict[str, int]]:
    s = game.s
    return {p: {"areas": s.areas_of(p), "land": s.on_board(p), "air": 0, "sub": 0,
                "cards": len(s.hands.get(p, [])), "missions": len(s.missions.get(p, []))} for p in s.players}


def turn_of(game: Any) -> tuple[int, str, str | None]:
    s = game.s
    return s.round, s.phase, s.active


def capture(game: Any) -> Any:
    """The armies before an attack decision (an attack's chance is read when it begins)."""
    s = game.s
    return {a: s.army(a) for a in s.owners} if s.phase == "attack" else None


def pair_odds(attacker_dice: int, defender_dice: int) -> tuple[float, float]:
    """Mean and variance of the pairs the attacker wins in one roll (exact, ai/risk_odds)."""
    outcomes = roll_outcomes(attacker_dice, defender_dice)
    mean = sum(float(p) * ld for _la, ld, p in outcomes)
    return mean, sum(float(p) * ld * ld for _la, ld, p in outcomes) - mean * mean


def luck_items(before: Any, events: list[Event], options: Any, carried: dict[str, Any]) -> list[LuckItem]:
    """Every roll's pairs, for the attacker and the defender (what one wins the other loses); every
    attack from one area on another (the rolls in a row until it is taken or the attacker stops) as a
    battle: its chance to take the area (attack until won, V1.7) when it began, against the outcome.
    An attack the attacker broke off while he still could go on is no battle lost. `carried["run"]`:
    the attack under way across decisions."""
    out: list[LuckItem] = []
    for ev in events:
        t = ev["type"]
        if t == "turn_started":
            carried.pop("run", None)
        elif t == "attack_rolled":
            att, dfn = len(ev["attacker_dice"]), len(ev["defender_dice"])
            n = min(att, dfn)
            mean, var = pair_odds(att, dfn)
            out.append(LuckItem(ev["player"], "pairs", mean, var, ev["defender_lost"], {"pairs": n}))
            if ev["defender"] is not None:
                out.append(LuckItem(ev["defender"], "pairs", n - mean, var, ev["attacker_lost"], {"pairs": n}))
            key = (ev["player"], ev["from"], ev["to"])
            run = carried.get("run")
            if (run is None or run[0] != key) and before is not None:
                run = carried["run"] = (key, attack_odds(before[ev["from"]], before[ev["to"]])[0])
            if run is not None and before is not None and before[ev["from"]] - ev["attacker_lost"] <= 1 \
                    and ev["defender_lost"] < before[ev["to"]]:  # down to one army: the attack failed
                out.append(LuckItem(ev["player"], "battle_odds", run[1], run[1] * (1 - run[1]), 0.0,
                                    {"area": ev["to"]}))
                carried.pop("run", None)
        elif t == "conquered":
            run = carried.pop("run", None)
            if run is not None and run[0] == (ev["player"], ev["from"], ev["area"]):
                out.append(LuckItem(ev["player"], "battle_odds", run[1], run[1] * (1 - run[1]), 1.0,
                                    {"area": ev["area"]}))
    return out


def dice(event: Event) -> tuple[int, list[int]] | None:
    if event["type"] == "attack_rolled":
        return SIDES, [f - 1 for f in (*event["attacker_dice"], *event["defender_dice"])]
    return None


def count_events(events: list[Event], into: dict[str, dict[str, int]], carried: dict[str, Any]) -> None:
    """Battles are attacks (rolls in a row from one area on another): fought by both sides, won by
    the attacker when he takes the area, by the defender when the attack ends otherwise; armies
    destroyed and lost per roll. `carried["fight"]`: the attack under way."""
    from conquest_qt.analysis.stats import EVENT_COUNTS

    def row(p: str) -> dict[str, int]:
        return into.setdefault(p, dict.fromkeys(EVENT_COUNTS, 0))

    def held() -> None:
        fight = carried.pop("fight", None)
        if fight is not None and fight[1] is not None:
            row(fight[1])["won"] += 1

    for ev in events:
        t = ev["type"]
        if t == "attack_rolled":
            key = (ev["player"], ev["from"], ev["to"])
            if carried.get("fight", (None,))[0] != key:
                held()
                carried["fight"] = (key, ev["defender"])
                row(ev["player"])["fought"] += 1
                if ev["defender"] is not None:
                    row(ev["defender"])["fought"] += 1
            row(ev["player"])["destroyed"] += ev["defender_lost"]
            row(ev["player"])["lost"] += ev["attacker_lost"]
            if ev["defender"] is not None:
                row(ev["defender"])["destroyed"] += ev["attacker_lost"]
                row(ev["defender"])["lost"] += ev["defender_lost"]
        elif t == "conquered":
            carried.pop("fight", None)
            row(ev["player"])["won"] += 1
        elif t in ("turn_started", "game_over"):
            held()


FEATURES = ("areas_share", "armies_share", "cards_share", "missions", "own_capital", "continents")


def features(game: Any) -> dict[str, list[float]]:
    """Per living player: his shares of areas, armies and cards, his missions (of the three that win,
    V1.13), whether he holds his own capital (the other half of the win), and continents owned."""
    s = game.s
    alive = s.alive()
    areas = {p: s.areas_of(p) for p in alive}
    armies = {p: s.on_board(p) for p in alive}
    cards = {p: len(s.hands.get(p, [])) for p in alive}
    tot_a, tot_u, tot_c = (max(1, sum(d.values())) for d in (areas, armies, cards))
    out: dict[str, list[float]] = {}
    for p in alive:
        cap = s.capitals.get(p)
        out[p] = [areas[p] / tot_a, armies[p] / tot_u, cards[p] / tot_c,
                  min(len(s.missions.get(p, [])), WIN_MISSIONS) / WIN_MISSIONS,
                  1.0 if cap is not None and s.owners.get(cap) == p else 0.0,
                  float(len(owned_continents(s, game.board, p)))]
    return out
