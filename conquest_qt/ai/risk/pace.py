"""Planning for V1.11's mission pace from a player's view (`pub` = view.public): whether the active player may
still gain a mission this turn, which mission a conquest would gain (at most one a turn, the first in the
table's order, none in round 1), which standing missions a player would gain at his next turn's start, and
which rivals stand one mission from winning. The rules themselves are the engine's (risk/missions.py)."""

from __future__ import annotations

from operator import countOf
from types import SimpleNamespace
from typing import Any

from conquest_qt.engine.rulesets.risk import missions as M
from conquest_qt.engine.rulesets.risk.board import RiskBoard
from conquest_qt.engine.rulesets.risk.state import ARMY
from conquest_qt.engine.rulesets.risk.view import armies_of

Public = dict[str, Any]


def held(pub: Public) -> set[str]:
    """Every mission somebody holds."""
    return {m for ms in pub["missions"].values() for m in ms}


def pace(pub: Public) -> str:
    return str(pub["options"].get("mission_pace", "one_per_turn"))


_LAST: tuple[Any, ...] = (None, None, None, {})  # (public, its units, its owners, their armies_of)


def army_counts(pub: Public) -> dict[str, int]:
    """`armies_of(pub)`, computed once per view: a decision asks it of the same public state dozens of
    times (a view's public state is never changed in place by the players; a new state is a new dict).
    The result is shared: read it, never change it."""
    last = _LAST
    if last[0] is pub and last[1] is pub["units"] and last[2] is pub["owners"]:
        found: dict[str, int] = last[3]
        return found
    out = armies_of(pub)
    globals()["_LAST"] = (pub, pub["units"], pub["owners"], out)
    return out


def open_now(pub: Public) -> bool:
    """May the active player still gain a mission by a check in this turn (not in round 1, none gained yet)?"""
    return M.may_gain(pace(pub), pub["round"], pub.get("turn_mission"))


def run_start(pub: Public, src: str, dst: str) -> int:
    """armies(src) before the first roll of the attack src → dst (B4): the run under way, or a new one."""
    run = pub.get("run") or {}
    if run.get("from") == src and run.get("to") == dst:
        return int(run["start"])
    return int(pub["units"].get(src, {}).get(pub["owners"][src], {}).get(ARMY, 0))  # armies_of(pub)[src]


def conquest_met(pub: Public, board: RiskBoard, src: str, dst: str) -> list[str]:
    """The free action missions the conquest of `dst` from `src` would meet (gained or not)."""
    return _free(_met(pub, board, src, dst), held(pub))


def _met(pub: Public, board: RiskBoard, src: str, dst: str) -> list[str]:
    owners = pub["owners"]
    defender = owners[dst]
    out = defender not in (None, "neutral") and countOf(owners.values(), defender) == 1
    return M.conquest_met(eliminated=out, conquered=pub["conquered"] + 1, start=run_start(pub, src, dst),
                          lane=board.is_lane(src, dst))


def conquest_gain(pub: Public, board: RiskBoard, src: str, dst: str) -> list[str]:
    """What the active player would gain by that conquest now: under the pace at most one mission (`pick`
    leaves out the held ones itself; when the pace allows no gain now, nothing is counted)."""
    rule, round_no, gained = pace(pub), pub["round"], pub.get("turn_mission")
    if not M.may_gain(rule, round_no, gained):
        return []
    return M.pick(_met(pub, board, src, dst), held(pub), rule, round_no, gained)


def _holdings(pub: Public, owners: dict[str, Any] | None = None) -> SimpleNamespace:
    return SimpleNamespace(owners=owners if owners is not None else pub["owners"], cities=pub["cities"],
                           capitals=pub["capitals"])


def standing_free(pub: Public, board: RiskBoard, player: str, owners: dict[str, Any] | None = None) -> list[str]:
    """The free standing missions `player` meets with `owners` (by default the view's): the first of them is
    his at his next turn's start if he still meets it then."""
    taken = held(pub)
    return [m for m in M.standing_met(_holdings(pub, owners), board, player) if m not in taken]


def moved(pub: Public, board: RiskBoard, player: str, n: M.Standing, area: str, gained: bool) -> M.Standing:
    """`player`'s standing counts `n` (with the view's owners) once `area` changes hands: gained by him (it is
    not his) or lost (it is his). Only the counts that read that area change: as `M.standing_counts` of
    the changed owners, without copying them for every area tried."""
    owners, sign = pub["owners"], 1 if gained else -1
    rest = all(owners[a] == player for a in board.continents[board.continent[area]] if a != area)
    capitals = pub["capitals"]
    return M.Standing(n.continents + sign * rest, n.cities + sign * countOf(pub["cities"], area),
                      n.others_capitals + sign * sum(c != player and a == area for c, a in capitals.items()),
                      n.capitals + sign * countOf(capitals.values(), area))


def _free(met: list[str], taken: set[str]) -> list[str]:
    return [m for m in met if m not in taken]


def owns_capital(pub: Public, player: str) -> bool:
    cap = pub["capitals"].get(player)
    return cap is not None and pub["owners"].get(cap) == player


def leaders(pub: Public, me: str) -> list[str]:
    """Rivals one mission from winning who own their capital (V1.13): their next gain wins."""
    return [p for p, ms in sorted(pub["missions"].items())
            if p != me and p not in pub["eliminated"] and len(ms) >= M.WIN_MISSIONS - 1 and owns_capital(pub, p)]


def breaks_standing(pub: Public, board: RiskBoard, me: str, rival: str, dst: str) -> bool:
    """Would my conquest of `dst` (the rival's) leave him no free standing mission to gain at his turn's start?"""
    return pub["owners"][dst] == rival and dst in breaking(pub, board, rival)


def breaking(pub: Public, board: RiskBoard, rival: str) -> set[str]:
    """The rival's areas whose loss would leave him no free standing mission to gain at his turn's start."""
    taken = held(pub)
    n = M.standing_counts(_holdings(pub), board, rival)
    if not _free(M.standing_of(n), taken):
        return set()
    return {b for b, o in pub["owners"].items()
            if o == rival and not _free(M.standing_of(moved(pub, board, rival, n, b, False)), taken)}


def standing_setups(pub: Public, board: RiskBoard, me: str) -> set[str]:
    """The areas (not mine) whose conquest would give me a free standing mission I do not meet now: held
    through the round, it is mine at my next turn's start. Only the kinds of area a free mission I do not
    meet yet reads are tried: the last area of a continent (B2, S1), a city (B3), a capital (S2, S4)."""
    owners = pub["owners"]
    taken = held(pub)
    n = M.standing_counts(_holdings(pub), board, me)
    now = set(_free(M.standing_of(n), taken))
    wanted = {m for m in M.STANDING if m not in now} - taken
    if not wanted:
        return set()
    capitals = set(pub["capitals"].values()) if wanted & {"S2", "S4"} else set()
    cities = set(pub["cities"]) if "B3" in wanted else set()
    last = {c for c, areas in board.continents.items() if countOf((owners[x] for x in areas), me) == len(areas) - 1
            } if wanted & {"B2", "S1"} else set()
    near = cities | capitals
    for c in last:
        near.update(board.continents[c])
    return {b for b in near if owners.get(b) not in (me, None)
            and set(_free(M.standing_of(moved(pub, board, me, n, b, True)), taken)) - now}


def contested(pub: Public, board: RiskBoard, me: str) -> set[str]:
    """The free action missions a rival could gain in his next turn, roughly: B5 with a stack of 3 across a
    sea lane from an area not his, B4 with a stack of 8 or more (his reinforcement makes it 10), B1 with 6
    armies able to attack, S5 next to a player with at most two areas. Taking one of these now, rather than
    one only I can reach, leaves the rivals less (V1.11: one mission a turn, first come)."""
    owners, armies = pub["owners"], army_counts(pub)
    want = {"B1", "B4", "B5", "S5"} - held(pub)  # (a held one is nobody's to gain: not looked for)
    count: dict[str, int] = {}
    for o in owners.values() if "S5" in want else ():
        if o not in (None, "neutral"):
            count[o] = count.get(o, 0) + 1
    out: set[str] = set()
    attackers: dict[str, int] = {}
    for a, o in owners.items():
        if out == want:  # all found: the rest cannot add one
            break
        if o in (None, "neutral", me) or armies[a] < 2:
            continue
        foes = [b for b in board.adjacent[a] if owners[b] != o]
        if not foes:
            continue
        n = attackers[o] = attackers.get(o, 0) + armies[a] - 1  # B1: 6 armies able to attack, summed
        if n >= 6 and "B1" in want:
            out.add("B1")
        if "B5" in want and "B5" not in out and armies[a] >= 3 and any(board.is_lane(a, b) for b in foes):
            out.add("B5")
        if "B4" in want and armies[a] >= M.B4_ARMIES - 2:
            out.add("B4")
        if "S5" in want and "S5" not in out and any(owners[b] not in (None, "neutral", o)
                                                    and count.get(owners[b], 0) <= 2 for b in foes):
            out.add("S5")
    return out
