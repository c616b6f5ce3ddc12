"""The nuclear AI part's Conquest side (VARIANTS.md V2 with R1–R11): what a Conquest position is worth to a
striker, the odds of V2.5, and how a `build` is amended to buy a nuke (3 PP by default, V2.1)."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.nuclear.odds import conquest_strike
from conquest_qt.engine.addons.nuclear import rules as N
from conquest_qt.engine.seats import NEUTRAL

PURCHASE = "build"  # the decision whose answer buys nukes (V2.1)
DECLARE = ("battle_choice", "end_turn")  # where a nuclear attack is declared (V2.2)
UNIT_VALUE = {"land": 1.0, "air": 2.0, "army": 1.0}  # PP per unit (R7.5)
NEAR = 8  # a player within this many areas of the target is "running"
ALARM = 0.5  # buy nukes once a rival is this close to winning (16 of 20 areas)


def units(game: Any, area: str, owner: str | None) -> int:
    """The owner's land + air units in the area (what a nuke must hit, V2.5)."""
    if not owner or owner == NEUTRAL:
        return 0
    land, air = game.s.land_air(area, owner)
    return int(land + air)


def sinks(game: Any, area: str, owner: str | None) -> int:
    """The defender's nukes a hit may be assigned to: in T and land-adjacent to T (V2.5)."""
    if not owner or owner == NEUTRAL:
        return 0
    return N.nukes(game, area, owner) + sum(N.adjacent_nukes(game, area, owner).values())


def faces(game: Any) -> int:
    return int(getattr(game.s.options, "explosion_faces", 2) or 2)


def strike_odds(game: Any, area: str, committed: int) -> tuple[float, float]:
    """(chance T is contaminated, expected nukes lost) of `committed` nukes against T as it stands."""
    owner = game.s.owners.get(area)
    return conquest_strike(committed, units(game, area, owner), sinks(game, area, owner), faces(game))


def danger(game: Any, player: str) -> float:
    """0..1: how close the player is to winning (R2: target areas)."""
    s = game.s
    if player in s.eliminated:
        return 0.0
    target = s.options.target_areas
    return float(max(0.0, min(1.0, (s.areas_of(player) - (target - NEAR)) / NEAR)))


def about_to_win(game: Any, player: str) -> bool:
    s = game.s
    return bool(s.areas_of(player) >= s.options.target_areas - 2)


def area_worth(game: Any, area: str) -> float:
    """What contaminating T takes from its owner, in PP: the area (its production and its count towards the
    target) and the units in it; more when the owner is running for the target."""
    owner = game.s.owners.get(area)
    if not owner or owner == NEUTRAL:
        return 1.0
    worth = 2.0 + units(game, area, owner)
    worth *= 1.0 + 3.0 * danger(game, owner)
    if about_to_win(game, owner):
        worth += 12.0 + 8.0 * (game.s.areas_of(owner) >= game.s.options.target_areas - 1)
    return worth


def amend(action: dict[str, Any], game: Any, area: str, cost: int, n: int = 1) -> dict[str, Any] | None:
    """The base player's `build` with one nuke in `area` (V2.1), paid by unspent PP and then by the units it
    would have built, cheapest first; None when they do not pay for it."""
    if action.get("type") != PURCHASE:
        return None
    pp = int(game.pending().info.get("pp", 0))
    land = {a: int(n) for a, n in (action.get("land") or {}).items() if n}
    air = {a: int(n) for a, n in (action.get("air") or {}).items() if n}
    sub = {a: int(n) for a, n in (action.get("sub") or {}).items() if n}
    spent = sum(land.values()) + 2 * sum(air.values()) + 5 * sum(sub.values())
    need = cost * n - (pp - spent)
    for part, price in ((land, 1), (air, 2), (sub, 5)):  # the cheapest units first (R7.5)
        while need > 0 and part:
            biggest = max(sorted(part), key=lambda a: part[a])
            part[biggest] -= 1
            if part[biggest] == 0:
                del part[biggest]
            need -= price
    if need > 0:
        return None
    return {**action, "land": land, "air": air, "sub": sub, "nuke": {area: n}}


def guard_strength(game: Any, area: str, me: str) -> float:
    """My units in an area minus the largest enemy force next to it (where to keep a nuke, V2.8)."""
    mine = units(game, area, me)
    threat = 0
    for n in game.topo.land_neighbours[area]:
        o = game.s.owners.get(n)
        if o and o != me and o != NEUTRAL:
            threat = max(threat, units(game, n, o))
    return float(mine - threat)


def intercept_losses(game: Any, at: str, me: str) -> tuple[str, ...]:
    """What I give up to intercept, cheapest first (V2.3)."""
    land, _air = game.s.land_air(at, me)
    return ("land", "nuke", "air") if land >= 2 else ("nuke", "land", "air")


def roll(info: dict[str, Any], go_on: bool) -> dict[str, Any]:
    return {"type": "roll"} if go_on else {"type": "stop"}


def committed_odds(game: Any, target: str, committed: int, units_left: int, sinks_left: int) -> tuple[float, float]:
    """The odds after the defender's assignment (V2.5: the defender rolls next)."""
    return conquest_strike(committed, units_left, sinks_left, faces(game))


def free_move(game: Any, me: str, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Conquest takes free areas by moving in (V2.7, the base player's movement): nothing to add here."""
    return None


def prepare(action: dict[str, Any], game: Any, me: str) -> dict[str, Any]:
    return action


def barrier(game: Any, me: str, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
    """V2.6 self-strike as a barrier: a rival one area from the target (R2) whose only land way to grow is
    my area T, which his neighbouring units would likely take (twice my units there and more): contaminating
    T (1 nuke) leaves him nothing to conquer by land for two rounds. By land only (planes and transports may
    still reach other areas: a barrier for the likely way, not a proof)."""
    s = game.s
    target = s.options.target_areas
    mine_hits = [a for a in legal if a["type"] == "nuke" and s.owners.get(a["to"]) == me]
    if not mine_hits:
        return None
    land = game.topo.land_neighbours
    for r in s.alive():
        if r == me or s.areas_of(r) < target - 1:
            continue
        held = [a for a, o in s.owners.items() if o == r and a in land]
        reach = {n for a in held for n in land[a] if s.owners.get(n) not in (r, None)}
        if len(reach) != 1:
            continue
        t = next(iter(reach))
        force = sum(units(game, n, r) for n in land[t] if s.owners.get(n) == r)
        if force < 2 * (units(game, t, me) + 1):
            continue
        for a in sorted(mine_hits, key=lambda x: (x["from"] == t, x["from"])):
            if a["to"] == t:
                return {**a, "count": 1}
    return None


def plan(game: Any, me: str) -> int | None:
    """Conquest has no single area a runner needs: None, the level's alarm and share decide the purchase."""
    return None


def held_by_runners(game: Any, me: str) -> set[str]:
    return set()


def first(game: Any, me: str, area: str) -> bool:
    return False


def lock(game: Any, me: str, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
    return None
