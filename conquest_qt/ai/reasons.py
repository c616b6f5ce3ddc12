"""Why a computer player decides what it does: reason codes with data, never words (the UI words
them, e.g. a later "What would the computer do?" hint).

`explain(agent, view)` asks a copy of the agent for its decision (the agent itself keeps its state)
and lists the reasons of the plan behind it:

- ``attack``: target, owner, odds (win chance), size (units sent), defenders
- ``leader``: player, areas, target (a runaway leader: within three areas of the target)
- ``threat``: area, risk (chance the strongest neighbour takes it), by
- ``continent``: continent, own, total (the target lies on a continent where I hold areas)
- ``supply``: kind, bought, left (units left in the box after a purchase, R7.4)
- ``card``: card (a card played now)
- ``search``: candidates, played_out, samples, value (the expert's look-ahead: movement plans or builds)
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from conquest_qt.ai.evaluation import Pos
from conquest_qt.ai.planning import RUNAWAY, _threats, risk_with
from conquest_qt.engine.rulesets.conquest.kinds import Kind
from conquest_qt.engine.rulesets.conquest.state import NEUTRAL
from conquest_qt.engine.view import PlayerView

Action = dict[str, Any]


class Code(StrEnum):
    ATTACK = "attack"
    LEADER = "leader"
    THREAT = "threat"
    CONTINENT = "continent"
    SUPPLY = "supply"
    CARD = "card"
    SEARCH = "search"


@dataclass(frozen=True)
class Reason:
    code: Code
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Explanation:
    decision: Action
    reasons: tuple[Reason, ...]


def runaways(pos: Pos) -> list[str]:
    """Opponents within three areas of the target, the closest first."""
    out = [p for p in pos.opponents() if pos.count(p) >= pos.target - RUNAWAY]
    return sorted(out, key=lambda p: (-pos.count(p), p))


def explain(agent: Any, view: PlayerView) -> Explanation:
    """The decision `agent` would take in `view` and its reasons (the agent is not changed)."""
    probe = copy.deepcopy(agent)
    decision = probe.decide_view(view)
    pos = Pos(view)
    kind = view.pending.kind if view.pending else None
    reasons: list[Reason] = []
    if decision.get("type") == "play":
        reasons.append(Reason(Code.CARD, {"card": decision["card"]}))
    if kind == Kind.MOVEMENT and probe._plan is not None:
        reasons += _plan_reasons(pos, probe._plan)
    elif kind == Kind.BUILD and decision.get("type") == "build":
        reasons += _build_reasons(pos, decision)
    elif kind == Kind.BATTLE_CHOICE and decision.get("type") == "battle":
        reasons += _attack_reasons(pos, decision["area"], None, None)
    info = getattr(probe, "search_info", None)
    if kind in (Kind.MOVEMENT, Kind.BUILD) and info:
        reasons.append(Reason(Code.SEARCH, dict(info)))
    for p in runaways(pos):
        reasons.append(Reason(Code.LEADER, {"player": p, "areas": pos.count(p), "target": pos.target}))
    return Explanation(decision, tuple(reasons))


def _attack_reasons(pos: Pos, target: str, odds: float | None, size: int | None) -> list[Reason]:
    owner = pos.owners.get(target)
    d_land, d_air = pos.defenders(target)
    data: dict[str, Any] = {"target": target, "owner": owner if owner != NEUTRAL else "neutral",
                            "defenders": d_land + d_air}
    if odds is not None:
        data["odds"] = round(odds, 3)
    if size is not None:
        data["size"] = size
    out = [Reason(Code.ATTACK, data)]
    cont = pos.topo.continent[target]
    same = [a for a, c in pos.topo.continent.items() if c == cont]
    own = sum(1 for a in same if pos.owners.get(a) == pos.me)
    if own:
        out.append(Reason(Code.CONTINENT, {"continent": cont, "own": own, "total": len(same)}))
    return out


def _plan_reasons(pos: Pos, plan: Any) -> list[Reason]:
    out: list[Reason] = []
    for at in plan.attacks:
        out += _attack_reasons(pos, at.target, at.win, at.size)
    for m in plan.moves:
        if m["type"] == "move" and m["to"] in pos.areas(pos.me):
            risk = risk_with(pos, _threats(pos, m["to"]), *pos.la(m["to"], pos.me))
            if risk > 0:
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
        if risk > 0:
            out.append(Reason(Code.THREAT, {"area": a, "risk": round(risk, 3), "by": by}))
    return out
