"""Why a Conquest computer player decides what it does: reason codes with data, never words (the codes:
ai/reason_codes.py; the UI words them for the "What would the computer do?" hint, ui/game/hint.py).

`explain(agent, view)` asks a copy of the agent for its decision (the agent itself keeps its state)
and lists the reasons behind it, for every decision kind (claim, cards, production, movement, battle,
hits, torpedoes, end of turn); the expert adds `search` at movement and builds.
"""

from __future__ import annotations

import copy
from typing import Any

from conquest_qt.ai.conquest.evaluation import Pos
from conquest_qt.ai.conquest.odds import battle_odds
from conquest_qt.ai.conquest.planning import RUNAWAY, _threats, risk_with
from conquest_qt.ai.reason_codes import Code, Explanation, Reason
from conquest_qt.engine.rulesets.conquest.kinds import Kind
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.view import PlayerView

Action = dict[str, Any]
MIN_RISK = 0.05  # a threat worth telling: at least this chance of losing the area
__all__ = ["Code", "Explanation", "Reason", "explain", "runaways"]


def runaways(pos: Pos) -> list[str]:
    """Opponents within three areas of the target, the closest first."""
    out = [p for p in pos.opponents() if pos.count(p) >= pos.target - RUNAWAY]
    return sorted(out, key=lambda p: (-pos.count(p), p))


def explain(agent: Any, view: PlayerView) -> Explanation:
    """The decision `agent` would take in `view` and its reasons (the agent is not changed)."""
    probe = copy.deepcopy(agent)
    decision = probe.decide_view(view)
    pos = Pos(view)
    d = view.pending
    kind, info = (d.kind, dict(d.info)) if d is not None else (None, {})
    reasons: list[Reason] = []
    plan: tuple[Action, ...] = ()
    t = decision.get("type")
    if t == "play":
        reasons.append(Reason(Code.CARD, {"card": decision["card"]}))
    if kind == Kind.MOVEMENT:
        plan = (decision, *(dict(a) for a in probe._queue))
        if probe._plan is not None:
            reasons += _plan_reasons(pos, probe._plan)
        if probe._plan is None or not probe._plan.attacks:
            reasons.append(Reason(Code.HOLD))
    elif kind == Kind.BUILD and t == "build":
        reasons += _build_reasons(pos, decision)
    elif kind in (Kind.BATTLE_CHOICE, Kind.BATTLE_ROLL) and t in ("battle", "roll", "play"):
        area = decision.get("area") or info.get("area")
        if area and t == "battle":
            reasons += _attack_reasons(pos, area, _odds(pos, area), None)
        elif area:
            reasons.append(Reason(Code.BATTLE_ODDS, {"area": area, "odds": round(_odds(pos, area), 3)}))
    else:
        reasons += _other_reasons(pos, kind, info, decision)
    info_search = getattr(probe, "search_info", None)
    if kind in (Kind.MOVEMENT, Kind.BUILD) and info_search:  # the expert's look-ahead: plans or builds
        reasons.append(Reason(Code.SEARCH, dict(info_search)))
    for p in runaways(pos):
        reasons.append(Reason(Code.LEADER, {"player": p, "areas": pos.count(p), "target": pos.target}))
    if not reasons:
        reasons.append(Reason(Code.NOTHING_LEFT))
    return Explanation(decision, tuple(reasons), plan)


def _odds(pos: Pos, area: str) -> float:
    """My side's chance in the battle at `area` as it stands (attacker or defender)."""
    battle = pos.battle or {}
    me = pos.me
    ml, ma = pos.la(area, me)
    if battle.get("attacker") not in (None, me):
        el, ea = pos.la(area, battle["attacker"])
        return 1.0 - battle_odds(min(el + ea, 60), min(ml + ma, 60), attacker_first=ea > ma, faces=pos.faces).win
    dl, da = pos.defenders(area)
    return battle_odds(min(ml + ma, 60), min(dl + da, 60), attacker_first=ma > da,
                       subs=min(pos.my_sub_dice(area), 10), faces=pos.faces).win


def _other_reasons(pos: Pos, kind: Any, info: dict[str, Any], decision: Action) -> list[Reason]:
    t = decision.get("type")
    if kind == Kind.CLAIM and t == "claim":
        area = decision["area"]
        ns = pos.topo.land_neighbours[area]
        out = [Reason(Code.CLAIM, {"area": area, "own_next": sum(1 for n in ns if pos.owners.get(n) == pos.me),
                                   "free_next": sum(1 for n in ns if pos.owners.get(n) is None)})]
        return out + _continent(pos, area)
    if kind == Kind.RETURN_CARDS:
        if t == "return_cards":
            return [Reason(Code.RETURN_CARDS, {"cards": list(decision["cards"])})]
        return [Reason(Code.KEEP_CARDS)]
    if kind == Kind.MISSILES:
        target = info.get("target")
        if t == "play" and target:
            return [Reason(Code.PRODUCER, {"player": target, "areas": pos.count(target), "target": pos.target})]
        return [Reason(Code.KEEP_CARDS)]
    if kind == Kind.HITS and t == "hits":
        return [Reason(Code.PLANES_FIRST, {"air": decision["air"], "land": decision["land"]})]
    if kind == Kind.SINK and t == "sink":
        return [Reason(Code.SINK, dict(s)) for s in decision["subs"]]
    if t == "play" and decision.get("target"):
        return [Reason(Code.ARMISTICE, {"player": decision["target"]})]
    return []


def _continent(pos: Pos, area: str) -> list[Reason]:
    cont = pos.topo.continent[area]
    same = [a for a, c in pos.topo.continent.items() if c == cont]
    own = sum(1 for a in same if pos.owners.get(a) == pos.me)
    return [Reason(Code.CONTINENT, {"continent": cont, "own": own, "total": len(same)})] if own else []


def _attack_reasons(pos: Pos, target: str, odds: float | None, size: int | None) -> list[Reason]:
    owner = pos.owners.get(target)
    d_land, d_air = pos.defenders(target)
    data: dict[str, Any] = {"target": target, "owner": owner if owner != NEUTRAL else "neutral",
                            "defenders": d_land + d_air}
    if odds is not None:
        data["odds"] = round(odds, 3)
    if size is not None:
        data["size"] = size
    return [Reason(Code.ATTACK, data), *_continent(pos, target)]


def _plan_reasons(pos: Pos, plan: Any) -> list[Reason]:
    out: list[Reason] = []
    for at in plan.attacks:
        out += _attack_reasons(pos, at.target, at.win, at.size)
    for m in plan.moves:
        if m["type"] == "move" and m["to"] in pos.areas(pos.me):
            risk = risk_with(pos, _threats(pos, m["to"]), *pos.la(m["to"], pos.me))
            if risk >= MIN_RISK:
                out.append(Reason(Code.THREAT, {"area": m["to"], "risk": round(risk, 3),
                                                "by": pos.area_risk(m["to"])[1]}))
    return out


def _build_reasons(pos: Pos, decision: Action) -> list[Reason]:
    out: list[Reason] = []
    for kind in ("land", "air", "sub"):
        bought = sum(decision.get(kind, {}).values())
        if bought:
            out.append(Reason(Code.SUPPLY, {"kind": kind, "bought": bought, "left": pos.supply(kind) - bought}))
    placed = set(decision.get("land", {})) | set(decision.get("air", {}))
    for a in sorted(placed):
        risk, by = pos.area_risk(a)
        if risk >= MIN_RISK:
            out.append(Reason(Code.THREAT, {"area": a, "risk": round(risk, 3), "by": by}))
    return out
