"""Turn planning shared by the AI levels: which areas to attack with which units (R8.1, R8.2),
where to keep garrisons, where to put new units (R7.5).

A plan is built from a `Pos` (the player's view only). Forces are sized with the exact battle
odds (ai/odds.py): every unit is one die, the attacker adds one die per own sub next to the area,
the defender two for his flag, and the side with more planes rolls first (R8.2.1–3).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from conquest_qt.ai.conquest.evaluation import Pos, area_value, land_distance_to_front, within_two_lands
from conquest_qt.ai.conquest.odds import battle_odds
from conquest_qt.engine.seats import NEUTRAL

Action = dict[str, Any]
RUNAWAY = 3  # an opponent within this many areas of the target is a runaway leader (table talk)


@dataclass(frozen=True)
class Params:
    """Knobs of the planner; the levels differ by these (and by what they add on top)."""

    min_win: float = 0.6  # never attack below this chance
    want_win: float = 0.85  # size forces to reach this chance...
    margin: int = 1  # ...plus this many spare units when available
    garrison_risk: float = 0.35  # keep enough units home to push an area's risk below this
    abandon_risk: float = 0.8  # an area that stays riskier than this even fully garrisoned is not held
    use_garrison: bool = True
    loss_cost: float = 1.0  # PP-value of one lost unit (scaled by its cost)
    kill_value: float = 0.4  # PP-value of one destroyed enemy unit
    air_share: float = 0.3  # share of the budget spent on planes
    max_subs: int = 2
    sub_min_pp: int = 9
    block_leader: bool = True
    reinforce: bool = True
    hold_weight: float = 0.0  # penalty per unit of risk added to a source area by taking its units
    table_talk: bool = False  # act against a runaway leader (within three areas of the target)
    runaway_bonus: float = 4.0  # added score (× win chance) for attacking him...
    runaway_min_win: float = 0.4  # ...and attacks on him are worth it at poorer odds


@dataclass
class Attack:
    target: str
    units: list[tuple[tuple, int]]  # ((mode, kind/sea, source), n)
    land: int
    air: int
    win: float
    score: float
    reserve_land: dict[str, int] = field(default_factory=dict)
    reserve_air: dict[str, int] = field(default_factory=dict)

    @property
    def size(self) -> int:
        return self.land + self.air


@dataclass
class Plan:
    attacks: list[Attack]
    moves: list[Action]  # attack moves then reinforcements, in order
    garrison: dict[str, tuple[int, int]]
    place_land: dict[str, int] = field(default_factory=dict)
    place_air: dict[str, int] = field(default_factory=dict)


# --- garrisons -----------------------------------------------------------------------------------
def _threats(pos: Pos, area: str) -> list[tuple[int, int, int]]:
    out = []
    for e in pos.alive:
        if e == pos.me or e in pos.partners:
            continue
        land, air, subs = pos.threat_by(area, e)
        if land + air:
            out.append((land + air, air, subs))
    return out


def risk_with(pos: Pos, threats: list[tuple[int, int, int]], g_land: int, g_air: int) -> float:
    g = g_land + g_air
    worst = 0.0
    for n, air, subs in threats:
        w = battle_odds(min(n, 60), min(g, 60), attacker_first=air > g_air, subs=min(subs, 10),
                        faces=pos.faces).win
        if w > worst:
            worst = w
    return worst


def garrisons(pos: Pos, params: Params, land: dict[str, int], air: dict[str, int]) -> dict[str, tuple[int, int]]:
    """Units (land, air) each own area keeps home; land is kept before planes."""
    out: dict[str, tuple[int, int]] = {}
    if not params.use_garrison:
        return out
    for a in pos.areas(pos.me):
        total_l, total_a = land.get(a, 0), air.get(a, 0)
        if total_l + total_a == 0:
            continue
        th = _threats(pos, a)
        if not th:
            continue
        if risk_with(pos, th, total_l, total_a) > params.abandon_risk:
            continue  # cannot be held: its units are better used elsewhere
        keep = (total_l, total_a)
        for g in range(0, total_l + total_a + 1):
            gl = min(g, total_l)
            ga = g - gl
            if risk_with(pos, th, gl, ga) <= params.garrison_risk:
                keep = (gl, ga)
                break
        if keep != (0, 0):
            out[a] = keep
    return out


# --- attacks -------------------------------------------------------------------------------------
def candidate_targets(pos: Pos, avoid: set[str] | None = None) -> list[str]:
    me, topo = pos.me, pos.topo
    out = set()
    for a in pos.areas(me):
        for n in topo.land_neighbours[a]:
            out.add(n)
        if pos.la(a, me)[1]:
            out |= within_two_lands(topo, a)
    for sea, by in pos.subs.items():
        if by.get(me):
            out |= topo.sea_lands[sea]
    return sorted(t for t in out if pos.owners.get(t) != me and not pos.blocked(t)
                  and (not avoid or pos.owners.get(t) not in avoid))


_STATIC: dict[tuple[int, str], tuple] = {}


def _static(pos: Pos, target: str) -> tuple:
    """Sorted land neighbours, (sea, shore lands) pairs and plane bases of a target (board only)."""
    key = (id(pos.topo), target)
    hit = _STATIC.get(key)
    if hit is None:
        topo = pos.topo
        direct = tuple(sorted(topo.land_neighbours[target]))
        seas = tuple((sea, tuple(sorted(n for n in topo.sea_lands[sea] if n != target)))
                     for sea in sorted(topo.land_seas[target]))
        hit = (direct, frozenset(direct), seas, tuple(sorted(within_two_lands(topo, target))))
        _STATIC[key] = hit
    return hit


def reach(pos: Pos, target: str) -> frozenset[str]:
    """Every area whose units could ever join an attack on `target`."""
    direct, _, seas, bases = _static(pos, target)
    out = set(direct) | set(bases)
    for _, shore in seas:
        out.update(shore)
    return frozenset(out)


def _sources(pos: Pos, target: str, land: dict[str, int], air: dict[str, int]) -> tuple[list, list]:
    """Pools that can reach `target`: ([((mode, x, src), avail)] for land, [...] for air)."""
    me, owners = pos.me, pos.owners
    direct, direct_set, seas, bases = _static(pos, target)
    lands: list[tuple[tuple, int]] = []
    for n in direct:
        k = land.get(n, 0)
        if k > 0 and owners.get(n) == me:
            lands.append((("move", "land", n), k))
    seen = set(direct_set)
    for sea, shore in seas:
        if not pos.sub_count(sea, me):
            continue
        for n in shore:
            k = land.get(n, 0)
            if k > 0 and n not in seen and owners.get(n) == me:
                seen.add(n)
                lands.append((("transport", sea, n), k))
    airs: list[tuple[tuple, int]] = []
    for n in bases:
        k = air.get(n, 0)
        if k > 0 and owners.get(n) == me:
            airs.append((("move", "air", n), k))
    return lands, airs


def size_force(pos: Pos, params: Params, target: str, land: dict[str, int], air: dict[str, int],
               reserve: tuple[int, int] = (0, 0)) -> Attack | None:
    """The smallest force reaching `want_win` (plus margin), or everything if that falls short."""
    d_land, d_air = pos.defenders(target)
    d = d_land + d_air
    subs = pos.my_sub_dice(target)
    owner = pos.owners.get(target)
    runaway = params.table_talk and owner not in (None, NEUTRAL, pos.me) and \
        pos.count(owner) >= pos.target - RUNAWAY  # type: ignore[arg-type]
    min_win = min(params.min_win, params.runaway_min_win) if runaway else params.min_win
    lands, airs = _sources(pos, target, land, air)
    # Sort pools: take first from the area with the most units (keeps stacks together).
    lands.sort(key=lambda x: -x[1])
    airs.sort(key=lambda x: -x[1])
    res_land = reserve[0] if any(pos.owners.get(n) == pos.me for n in pos.topo.land_neighbours[target]) else 0
    res_air = reserve[1] if any(pos.owners.get(n) == pos.me for n in within_two_lands(pos.topo, target)) else 0
    tokens: list[tuple[tuple, int]] = []  # in order of use
    need_air = d_air + 1
    air_tok = [*airs, (("reserve", "air", None), res_air)] if res_air else list(airs)
    land_tok = [*lands, (("reserve", "land", None), res_land)] if res_land else list(lands)
    # 1. planes for the first roll; 2. land; 3. more planes.
    rest_air = []
    left = need_air
    for key, n in air_tok:
        take = min(n, left)
        if take:
            tokens.append((key, take))
            left -= take
        if n - take:
            rest_air.append((key, n - take))
    first_air = need_air - left
    if left > 0:  # cannot get the first roll: planes are then just dice, use land first
        tokens = []
        rest_air = list(air_tok)
        first_air = 0
    tokens.extend(land_tok)
    tokens.extend(rest_air)
    total = sum(n for _, n in tokens)
    if total == 0:
        return None
    # Walk unit by unit to the smallest force reaching want_win.
    chosen: list[tuple[tuple, int]] = []
    n_land = n_air = 0
    best = None
    for key, n in tokens:
        for _ in range(n):
            if chosen and chosen[-1][0] == key:
                chosen[-1] = (key, chosen[-1][1] + 1)
            else:
                chosen.append((key, 1))
            if key[1] == "air":
                n_air += 1
            else:
                n_land += 1
            o = battle_odds(min(n_land + n_air, 60), min(d, 60), attacker_first=n_air > d_air,
                            subs=min(subs, 10), faces=pos.faces)
            if o.win >= params.want_win:
                best = o
                break
        if best is not None:
            break
    if best is None:
        o = battle_odds(min(n_land + n_air, 60), min(d, 60), attacker_first=n_air > d_air,
                        subs=min(subs, 10), faces=pos.faces)
        if o.win < min_win:
            return None
        best = o
    else:
        # margin: spare units from what is left of the tokens
        extra = params.margin
        used = {}
        for key, n in chosen:
            used[key] = used.get(key, 0) + n
        for key, n in tokens:
            if extra <= 0:
                break
            spare = n - used.get(key, 0)
            take = min(spare, extra)
            if take > 0:
                used[key] = used.get(key, 0) + take
                extra -= take
                if key[1] == "air":
                    n_air += take
                else:
                    n_land += take
        chosen = [(k, v) for k, v in used.items() if v]
        best = battle_odds(min(n_land + n_air, 60), min(d, 60), attacker_first=n_air > d_air,
                           subs=min(subs, 10), faces=pos.faces)
    _ = first_air
    value = area_value(pos, target)
    lost = (n_land + n_air) - best.attacker_left
    cost_per = (n_land + 2 * n_air) / max(1, n_land + n_air)
    killed = d - best.defender_left
    score = best.win * value - params.loss_cost * lost * cost_per + params.kill_value * killed
    if runaway:
        score += params.runaway_bonus * best.win
    if params.block_leader:
        lead = pos.leader()
        if owner == lead and owner not in (None, NEUTRAL) and pos.count(owner) >= pos.count(pos.me):
            score += 0.8 * best.win
    return Attack(target, chosen, n_land, n_air, best.win, score)


def plan_attacks(pos: Pos, params: Params, land: dict[str, int], air: dict[str, int],
                 reserve: tuple[int, int] = (0, 0), avoid: set[str] | None = None,
                 max_attacks: int = 12) -> tuple[list[Attack], tuple[int, int]]:
    """Greedy: repeatedly commit the best-scoring attack; pools are updated in place."""
    targets = candidate_targets(pos, avoid)
    attacks: list[Attack] = []
    res_l, res_a = reserve
    hold = params.hold_weight > 0
    if hold:
        threats = {a: _threats(pos, a) for a in pos.areas(pos.me)}
        home = {a: list(pos.la(a, pos.me)) for a in pos.areas(pos.me)}
    cache: dict[str, Attack | None] = {}
    while targets and len(attacks) < max_attacks:
        best: Attack | None = None
        for t in targets:
            if t in cache:
                a = cache[t]
            else:
                a = size_force(pos, params, t, land, air, (res_l, res_a))
                if a is not None and hold:
                    a.score -= params.hold_weight * _hold_penalty(pos, a, threats, home)
                cache[t] = a
            if a is not None and a.score > 0 and (best is None or a.score > best.score):
                best = a
        if best is None:
            break
        # commit
        for (mode, x, src), n in best.units:
            if mode == "reserve":
                if x == "land":
                    res_l -= n
                    stage = _stage_area(pos, best.target, "land")
                    best.reserve_land[stage] = best.reserve_land.get(stage, 0) + n
                else:
                    res_a -= n
                    stage = _stage_area(pos, best.target, "air")
                    best.reserve_air[stage] = best.reserve_air.get(stage, 0) + n
            elif mode == "transport" or x == "land":
                land[src] -= n
                if hold:
                    home[src][0] -= n
            else:
                air[src] -= n
                if hold:
                    home[src][1] -= n
        attacks.append(best)
        targets.remove(best.target)
        # only targets that could draw on the same pools need a new look
        used = {src for (mode, _, src), _n in best.units if mode != "reserve"}
        reserve_used = any(mode == "reserve" for (mode, _, _), _n in best.units)
        # A cached force that took nothing from the pools just used is unchanged: pools are drawn
        # in a fixed order, so a pool it did not reach stays out of reach when it shrinks, and a
        # target out of range with everything stays out of range with less.
        for t, a in list(cache.items()):
            if a is None:
                continue
            if any((k[0] == "reserve" and reserve_used) or (k[0] != "reserve" and k[2] in used)
                   for k, _n in a.units):
                del cache[t]
    return attacks, (res_l, res_a)


def _hold_penalty(pos: Pos, at: Attack, threats: dict, home: dict) -> float:
    """Expected areas lost (× their worth) because the attack strips its source areas."""
    taken: dict[str, list[int]] = {}
    for (mode, x, src), n in at.units:
        if mode == "reserve" or not threats.get(src):
            continue
        v = taken.setdefault(src, [0, 0])
        v[1 if x == "air" else 0] += n
    pen = 0.0
    for src, (tl, ta) in taken.items():
        hl, ha = home[src]
        before = risk_with(pos, threats[src], hl, ha)
        after = risk_with(pos, threats[src], hl - tl, ha - ta)
        pen += (after - before) * 4.0
    return pen


def _stage_area(pos: Pos, target: str, kind: str) -> str:
    """Where new units for an attack on `target` should be built: an own neighbour, the busiest."""
    topo, me = pos.topo, pos.me
    cands = [n for n in topo.land_neighbours[target] if pos.owners.get(n) == me]
    if not cands and kind == "air":
        cands = [n for n in within_two_lands(topo, target) if pos.owners.get(n) == me]
    return max(sorted(cands), key=lambda a: sum(pos.la(a, me)))


def attack_moves(attacks: list[Attack]) -> list[Action]:
    out: list[Action] = []
    for at in attacks:
        for (mode, x, src), n in at.units:
            if mode == "reserve":
                continue
            if mode == "transport":
                out.append({"type": "transport", "sea": x, "from": src, "to": at.target, "count": n})
            else:
                out.append({"type": "move", "kind": x, "from": src, "to": at.target, "count": n})
    return out


def reinforcement_moves(pos: Pos, land: dict[str, int], air: dict[str, int],
                        garrison: dict[str, tuple[int, int]], attacked: set[str]) -> list[Action]:
    """Move spare units towards the front: interior land one step closer, planes to the area at most risk."""
    me, topo = pos.me, pos.topo
    out: list[Action] = []
    dist = land_distance_to_front(pos)
    risk: dict[str, float] = {}
    for a in pos.areas(me):
        if dist.get(a) == 0:
            g = garrison.get(a, (0, 0))
            risk[a] = risk_with(pos, _threats(pos, a), *pos.la(a, me)) if sum(pos.la(a, me)) else \
                risk_with(pos, _threats(pos, a), g[0], g[1])
    for a in sorted(land):
        n = land[a]
        if n <= 0 or pos.owners.get(a) != me:
            continue
        d = dist.get(a)
        if d is None or d == 0:
            continue
        steps = [x for x in topo.land_neighbours[a] if pos.owners.get(x) == me and dist.get(x, 99) < d]
        if not steps:
            continue
        to = max(sorted(steps), key=lambda x: (risk.get(x, 0.0), -dist.get(x, 0)))
        out.append({"type": "move", "kind": "land", "from": a, "to": to, "count": n})
        land[a] = 0
    for a in sorted(air):
        n = air[a]
        if n <= 0 or pos.owners.get(a) != me:
            continue
        here = risk.get(a, 0.0) if dist.get(a) == 0 else -1.0
        cands = [x for x in within_two_lands(topo, a) if pos.owners.get(x) == me and x in risk]
        if not cands:
            continue
        to = max(sorted(cands), key=lambda x: risk[x])
        if risk[to] > here + 0.15:
            out.append({"type": "move", "kind": "air", "from": a, "to": to, "count": n})
            air[a] = 0
    return out


def free_pools(pos: Pos) -> tuple[dict[str, int], dict[str, int]]:
    land: dict[str, int] = {}
    air: dict[str, int] = {}
    for a in pos.areas(pos.me):
        fl, fa = pos.fresh(a, 0), pos.fresh(a, 1)
        if fl > 0:
            land[a] = fl
        if fa > 0:
            air[a] = fa
    return land, air


def plan_movement(pos: Pos, params: Params, avoid: set[str] | None = None) -> Plan:
    land, air = free_pools(pos)
    garrison = garrisons(pos, params, land, air)
    for a, (gl, ga) in garrison.items():
        land[a] = land.get(a, 0) - gl
        air[a] = air.get(a, 0) - ga
    attacks, _ = plan_attacks(pos, params, land, air, avoid=avoid)
    attacks.sort(key=lambda x: -x.win)
    moves = attack_moves(attacks)
    if params.reinforce:
        moves += reinforcement_moves(pos, land, air, garrison, {a.target for a in attacks})
    return Plan(attacks, moves, garrison)


# --- production ----------------------------------------------------------------------------------
def best_sub_sea(pos: Pos) -> tuple[str | None, float]:
    me, topo = pos.me, pos.topo
    best, best_score = None, 0.0
    for sea in pos.build_seas():
        lands = topo.sea_lands[sea]
        targets = sum(1 for a in lands if pos.owners.get(a) != me)
        mine = sum(1 for a in lands if pos.owners.get(a) == me)
        have = pos.sub_count(sea, me)
        score = targets * 1.0 + 0.3 * mine - 3.0 * have
        if score > best_score:
            best, best_score = sea, score
    return best, best_score


def plan_build(pos: Params | Pos, params: Params, pp: int) -> Action:
    """Buy and place: a sub when it pays, planes for the first roll, land for the rest; new units
    go where the attack plan needs them, leftovers to the areas at most risk."""
    assert isinstance(pos, Pos)
    me = pos.me
    supply = {k: pos.supply(k) for k in ("land", "air", "sub")}
    budget = pp
    sub: dict[str, int] = {}
    my_subs = sum(by.get(me, 0) for by in pos.subs.values())
    if budget >= params.sub_min_pp and supply["sub"] > 0 and my_subs < params.max_subs:
        sea, score = best_sub_sea(pos)
        if sea is not None and score >= 3.0:
            sub[sea] = 1
            budget -= 5
    n_air = min(supply["air"], int(budget * params.air_share) // 2)
    budget -= 2 * n_air
    n_land = min(supply["land"], budget)
    budget -= n_land
    while budget >= 2 and supply["air"] > n_air:
        n_air += 1
        budget -= 2
    land, air = free_pools(pos)
    garrison = garrisons(pos, params, land, air)
    for a, (gl, ga) in garrison.items():
        land[a] = land.get(a, 0) - gl
        air[a] = air.get(a, 0) - ga
    attacks, (res_l, res_a) = plan_attacks(pos, params, land, air, reserve=(n_land, n_air))
    place_land: dict[str, int] = {}
    place_air: dict[str, int] = {}
    for at in attacks:
        for a, n in at.reserve_land.items():
            place_land[a] = place_land.get(a, 0) + n
        for a, n in at.reserve_air.items():
            place_air[a] = place_air.get(a, 0) + n
    mine = pos.areas(me)
    if res_l or res_a:
        # leftovers: to the frontier area at most risk (re-evaluated as units are added)
        front = [a for a in mine if pos.frontier(a)] or list(mine)
        threats = {a: _threats(pos, a) for a in front}
        cur = {a: [pos.la(a, me)[0] + place_land.get(a, 0), pos.la(a, me)[1] + place_air.get(a, 0)]
               for a in front}
        for kind, n in (("land", res_l), ("air", res_a)):
            for _ in range(n):
                a = max(sorted(front), key=lambda x: (risk_with(pos, threats[x], cur[x][0], cur[x][1]),
                                                      len(threats[x]), -sum(cur[x])))
                i = 0 if kind == "land" else 1
                cur[a][i] += 1
                tgt = place_land if kind == "land" else place_air
                tgt[a] = tgt.get(a, 0) + 1
    return {"type": "build", "land": place_land, "air": place_air, "sub": sub}


def with_params(params: Params, **kw: Any) -> Params:
    return replace(params, **kw)
