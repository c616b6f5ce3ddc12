"""The nuclear AI part's Risk side (VARIANTS.md V2 with V1): what a Risk position is worth to a striker
(missions and capitals, continents), the odds of V2.4, how a `place` is amended to buy a nuke (4 armies
by default, V2.1), and the purchase plan (`plan`): nukes are bought only for a strike in the same turn that
eliminates a rival (`lone_targets`: his missions and cards are the striker's at once, V2.7/V1.13; `pairs`: a
rival on two areas, the one next to my stack conquered first, `hold`) or contaminates the capital of a rival who
wins at his next turn's start (`sure_winners`, V1.11). Keeping a mere runner from his capital (`lock` the
one-nuke strike that keeps it contaminated, `first` the free capital to take) is done with nukes already on the
board only: bought for it, nukes lost the striker more games than they won him (docs/ARCHITECTURE.md,
session 33)."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.nuclear.odds import risk_strike
from conquest_qt.engine.addons.nuclear import rules as N
from conquest_qt.engine.rulesets.risk import missions as M
from conquest_qt.engine.seats import NEUTRAL

PURCHASE = "place"
DECLARE = ("attack",)
UNIT_VALUE = {"land": 1.0, "air": 1.0, "army": 1.0}
ALARM = 0.6  # a rival holding 2 of the 3 missions (V1.13); unused for buying: `plan` always answers (0: none)
SURE = 0.85  # the strike a purchase plans for: this chance of contaminating it (or all the budget allows)
MOST = 4  # nukes a purchase plan asks for at most
LONE = 20.0  # worth of each mission a strike on a rival's last area takes over (V2.7, V1.13)
CARD = 4.0  # worth of each card it takes over (V1.13: a set traded is worth many armies, V1.6)
ELIMINATION = 6.0  # worth of a rival fewer (and S5 when still open, V1.11)
MARGIN = 3  # armies more than the defender's next to a rival's other area: his second-last area is conquered


def units(game: Any, area: str, owner: str | None) -> int:
    return int(game.s.army(area)) if owner else 0


def sinks(game: Any, area: str, owner: str | None) -> int:
    if not owner or owner == NEUTRAL:
        return 0
    return N.nukes(game, area, owner) + sum(N.adjacent_nukes(game, area, owner).values())


def strike_odds(game: Any, area: str, committed: int) -> tuple[float, float]:
    owner = game.s.owners.get(area)
    return risk_strike(committed, units(game, area, owner), sinks(game, area, owner))


def danger(game: Any, player: str) -> float:
    """0..1: missions held towards the V1.13 win (3 and his capital)."""
    s = game.s
    if player in s.eliminated:
        return 0.0
    return min(1.0, len(s.missions.get(player, ())) / M.WIN_MISSIONS)


def about_to_win(game: Any, player: str) -> bool:
    return len(game.s.missions.get(player, ())) >= M.WIN_MISSIONS - 1


def area_worth(game: Any, area: str) -> float:
    """Armies destroyed, the area, a continent broken (its bonus) and a running player's own capital: while
    it is contaminated he cannot win (V1.13 needs his capital's area)."""
    s = game.s
    owner = s.owners.get(area)
    if not owner or owner == NEUTRAL:
        return 1.0
    worth = 1.0 + s.army(area)
    cont = game.board.continent.get(area)
    if cont is not None and all(s.owners.get(a) == owner for a in game.board.continents[cont]):
        worth += float(game.board.bonus.get(cont, 2))
    worth *= 1.0 + 2.0 * danger(game, owner)
    if s.capitals.get(owner) == area and about_to_win(game, owner):
        worth += 12.0
    if sum(1 for o in s.owners.values() if o == owner) == 1:  # his last area: his missions and cards are the
        worth += LONE * len(s.missions.get(owner, ())) + CARD * len(s.hands.get(owner, ())) + ELIMINATION
    return float(worth)  # striker's (V2.7, V1.13)


def amend(action: dict[str, Any], game: Any, area: str, cost: int, n: int = 1) -> dict[str, Any] | None:
    """The base player's `place` with one nuke in `area`: `cost` armies fewer, taken from its biggest
    placements (V2.1: Σ land + cost·Σ nuke = the armies due)."""
    if action.get("type") != PURCHASE:
        return None
    land = {a: int(n) for a, n in (action.get("land") or {}).items() if n}
    need = cost * n
    while need > 0 and land:
        biggest = max(sorted(land), key=lambda a: land[a])
        take = min(need, land[biggest])
        land[biggest] -= take
        if land[biggest] == 0:
            del land[biggest]
        need -= take
    if need > 0:
        return None
    return {**action, "land": land, "nuke": {area: n}}


def guard_strength(game: Any, area: str, me: str) -> float:
    s = game.s
    threat = 0
    for n in game.board.adjacent[area]:
        o = s.owners.get(n)
        if o and o != me:
            threat = max(threat, s.army(n))
    return float(s.army(area) - threat)


def intercept_losses(game: Any, at: str, me: str) -> tuple[str, ...]:
    return ("army", "nuke") if game.s.army(at) >= 3 else ("nuke", "army")


def roll(info: dict[str, Any], go_on: bool) -> dict[str, Any]:
    if go_on or info.get("first"):
        return {"type": "roll", "dice": int(info["max"])}
    return {"type": "stop"}


def committed_odds(game: Any, target: str, committed: int, units_left: int, sinks_left: int) -> tuple[float, float]:
    """The odds after the defender's removal (V2.4: the striker rolls next)."""
    if units_left <= 0:
        return 1.0, 0.0
    return risk_strike(committed, units_left, sinks_left)


def free_move(game: Any, me: str, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
    """V2.7 `occupy_free`: a free area is a conquest for nothing (a card, missions); my own capital first (no
    V1.13 win without it), else from a stack that keeps 2 armies behind, half of its spare armies."""
    moves = [a for a in legal if a["type"] == "occupy_free"]
    if not moves:
        return None
    s = game.s
    cap = s.capitals.get(me)

    theirs = {s.capitals[r] for r in runners(game, me)}

    def key(a: dict[str, Any]) -> tuple[bool, bool, int, str, str]:
        return (a["to"] == cap, a["to"] in theirs, s.army(a["from"]), a["from"], a["to"])

    best = max(moves, key=key)
    spare = s.army(best["from"]) - 1
    if best["to"] != cap and best["to"] not in theirs and spare < 2:
        return None
    return {**best, "count": max(1, spare // 2)}


def prepare(action: dict[str, Any], game: Any, me: str) -> dict[str, Any]:
    """My capital's area free (V2.7) and no area next to it able to occupy it: one army of the placement
    goes next to it, so that `occupy_free` can take it back (V1.13 needs it)."""
    s = game.s
    cap = s.capitals.get(me)
    if action.get("type") != PURCHASE or cap is None or not N.is_free(game, cap):
        return action
    near = sorted(a for a in game.board.adjacent[cap] if s.owners.get(a) == me)
    if not near or any(s.army(a) >= 2 for a in near):
        return action
    land = {a: int(n) for a, n in (action.get("land") or {}).items() if n}
    if not land or any(a in land for a in near):
        return action
    donor = max(sorted(land), key=lambda a: land[a])
    land[donor] -= 1
    if land[donor] == 0:
        del land[donor]
    land[near[0]] = land.get(near[0], 0) + 1
    return {**action, "land": land}


def barrier(game: Any, me: str, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
    """V2.6 self-strike as a barrier: I hold the capital of a rival who has his missions (V1.13: only his
    capital is missing) and his armies next to it outnumber mine there: contaminating it keeps him from the
    win for two rounds (then it is free: V2.7)."""
    s = game.s
    for r in s.alive():
        cap = s.capitals.get(r)
        if r == me or cap is None or s.owners.get(cap) != me or len(s.missions.get(r, ())) < M.WIN_MISSIONS:
            continue
        force = sum(s.army(n) for n in game.board.adjacent[cap] if s.owners.get(n) == r)
        if force <= s.army(cap):
            continue
        hits = sorted((a for a in legal if a["type"] == "nuke" and a["to"] == cap), key=lambda x: (x["from"] == cap,
                                                                                                   x["from"]))
        if hits:
            return dict(hits[0])
    return None


def runners(game: Any, me: str) -> list[str]:
    """Rivals one mission (or none) from the V1.13 win: their capital is what they still need."""
    s = game.s
    return sorted(r for r in s.alive() if r != me and len(s.missions.get(r, ())) >= M.WIN_MISSIONS - 1
                  and s.capitals.get(r) is not None)


def area_counts(game: Any) -> dict[str, int]:
    count: dict[str, int] = {}
    for o in game.s.owners.values():
        if o:
            count[o] = count.get(o, 0) + 1
    return count


def lone_targets(game: Any, me: str) -> list[str]:
    """The last areas of rivals: contaminating one eliminates him, and the striker (its custodian) takes his
    missions and cards at once (V2.7, V1.13; S5 in his own turn), whatever the distance (V2.2)."""
    s = game.s
    count = area_counts(game)
    return sorted(a for a, o in s.owners.items() if o and o not in (me, NEUTRAL) and count[o] == 1)


def pairs(game: Any, me: str) -> list[tuple[str, str]]:
    """Rivals on two areas, one of them next to a stack of mine at least MARGIN armies stronger: (that area, to
    be conquered this turn; the other, then his last area, to strike: an elimination, V2.7, V1.13)."""
    s = game.s
    out = []
    for o, n in sorted(area_counts(game).items()):
        if n != 2 or o in (me, NEUTRAL):
            continue
        areas = sorted(a for a, w in s.owners.items() if w == o)
        for x, y in (areas, areas[::-1]):
            mine = [a for a in game.board.adjacent[x] if s.owners.get(a) == me]
            if mine and max(s.army(a) for a in mine) >= s.army(x) + MARGIN:
                out.append((x, y))
                break
    return out


def hold(game: Any, me: str) -> bool:
    """No strike yet while a rival on two areas is to be brought down to his last one first (`pairs`)."""
    return not lone_targets(game, me) and bool(pairs(game, me))


def sure_winners(game: Any, me: str) -> list[str]:
    """The capitals of rivals who win at their next turn's start: 2 missions, their capital, and a standing
    mission nobody holds met now (V1.11, V1.13). Contaminated, the capital is nobody's: no win (V2.7)."""
    s = game.s
    held = {m for ms in s.missions.values() for m in ms}
    out = []
    for r in s.alive():
        cap = s.capitals.get(r)
        if r == me or cap is None or s.owners.get(cap) != r or len(s.missions.get(r, ())) < M.WIN_MISSIONS - 1:
            continue
        if any(m not in held for m in M.standing_met(s, game.board, r)):
            out.append(cap)
    return out


def plan(game: Any, me: str) -> int:
    """Nukes to buy now (issue 25: only with a target plan, as many as it needs): from the round nukes may fire
    (V2.2), so that they fire in this turn's attack stage, the fewest reaching SURE (at most MOST; none if even
    MOST do not) against a rival's last area, the area a rival on two will be left with (`pairs`), or the
    capital of a rival who wins at his next turn's start (`sure_winners`). 0: no plan, nothing is bought. A
    mere runner's capital is no plan: denying him helps the two other players as much as the striker, who
    alone paid for it (measured, session 33)."""
    if game.s.round < N.options(game).nuke_from_round:
        return 0
    targets = lone_targets(game, me) + [y for _x, y in pairs(game, me)] + sure_winners(game, me)
    need = 0
    for area in targets:
        k = next((k for k in range(1, MOST + 1) if strike_odds(game, area, k)[0] >= SURE), 0)
        need = max(need, k)
    return need


def held_by_runners(game: Any, me: str) -> set[str]:
    """The runners' capitals they own: a strike there comes before keeping another one contaminated."""
    s = game.s
    return {s.capitals[r] for r in runners(game, me) if s.owners.get(s.capitals[r]) == r}


def first(game: Any, me: str, area: str) -> bool:
    """A free area taken before any strike: my capital or a runner's (V1.13)."""
    s = game.s
    return area == s.capitals.get(me) or area in {s.capitals[r] for r in runners(game, me)}


def lock(game: Any, me: str, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
    """V2.6/V2.7: a runner's capital that is contaminated with its last marker (free at the next round's start)
    or already free is struck again with one nuke, no dice: while it is nobody's he cannot win (V1.13). From
    my smallest stack (a Risk strike commits all of its nukes for the turn)."""
    s = game.s
    st = N.state_of(game)
    if lone_targets(game, me):
        return None  # an elimination first (V2.7: his missions are mine)
    for r in runners(game, me):
        cap = s.capitals[r]
        c = st.contaminated.get(cap)
        if s.owners.get(cap) is not None or (c is not None and int(c["markers"]) > 1):
            continue
        if c is None and any(s.owners.get(n) == me and s.army(n) >= 2 for n in game.board.adjacent[cap]):
            continue  # free and next to me: taken by `free_move`, a conquest (V2.7)
        hits = [a for a in legal if a["type"] == "nuke" and a["to"] == cap]
        if hits:
            return dict(min(hits, key=lambda a: (N.unused(game, a["from"], me), a["from"])))
    return None
