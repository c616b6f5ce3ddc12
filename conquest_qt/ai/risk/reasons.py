"""Why a Risk computer player decides what it does: the shared reason codes (ai/reason_codes.py) with
Risk's data, for every decision kind (claim, capital, placing, trading, attacking, occupying,
fortifying). The UI words them (ui/text/reason_text.py)."""

from __future__ import annotations

import copy
from typing import Any

from conquest_qt.ai.reason_codes import Code, Explanation, Reason
from conquest_qt.ai.risk import pace
from conquest_qt.ai.risk.odds import attack_odds
from conquest_qt.engine.rulesets.risk.board import TRADE_VALUE
from conquest_qt.engine.rulesets.risk.kinds import Act, Kind
from conquest_qt.engine.view import PlayerView

Action = dict[str, Any]


def explain(agent: Any, view: PlayerView) -> Explanation:
    """The decision `agent` (a RiskAgent) would take in `view` and its reasons (the agent is not changed)."""
    decision = copy.deepcopy(agent).decide_view(view)
    d = view.pending
    kind = d.kind if d is not None else None
    pub, me = view.public, view.player
    reasons = _reasons(agent, pub, me, kind, dict(d.info) if d is not None else {}, decision)
    return Explanation(decision, tuple(reasons or [Reason(Code.NOTHING_LEFT)]))


def _reasons(agent: Any, pub: dict, me: str, kind: Any, info: dict, decision: Action) -> list[Reason]:
    board, owners = agent.board, pub["owners"]
    t = decision.get("type")
    if kind == Kind.CLAIM and t == Act.CLAIM:
        area = decision["area"]
        ns = board.adjacent[area]
        return [Reason(Code.CLAIM, {"area": area, "own_next": sum(owners[b] == me for b in ns),
                                    "free_next": sum(owners[b] is None for b in ns)}),
                *_continent(agent, owners, me, area)]
    if kind == Kind.PLACE_CAPITAL and t == Act.PLACE_CAPITAL:
        area = decision["area"]
        return [Reason(Code.CAPITAL, {"area": area, "enemies": len(agent.enemies_next(pub, me, area))})]
    if t == Act.PLACE:
        placed = sorted(decision["land"].items(), key=lambda x: (-x[1], x[0]))
        out = _guard(agent, pub, me, decision["land"])
        out += [Reason(Code.STACK, {"area": placed[0][0], "armies": placed[0][1]})] if placed else []
        for area, _ in placed[:3]:
            enemies = agent.threat(pub, me, area)
            if enemies:
                out.append(Reason(Code.FRONT, {"area": area, "enemies": enemies}))
        return out
    if t == Act.TRADE:
        stars = sum(board.stars[c] for c in decision["cards"])
        return [Reason(Code.TRADE, {"stars": stars, "armies": TRADE_VALUE.get(stars, 0)})]
    if t == Act.ATTACK:
        return _attack(agent, pub, me, decision["from"], decision["to"])
    if t == Act.END_ATTACKS:
        if pub["conquered"] >= agent.params.max_conquests:
            return [Reason(Code.CONQUESTS, {"count": pub["conquered"]})]
        return [Reason(Code.HOLD)]
    if t == Act.OCCUPY:
        src = info.get("from")
        enemies = agent.threat(pub, me, src) if src in owners else 0
        return [Reason(Code.OCCUPY, {"count": decision["count"], "enemies": enemies})]
    if t == Act.FORTIFY:
        dst = decision["to"]
        return [*_guard(agent, pub, me, {dst: decision["count"]}),
                Reason(Code.FRONT, {"area": dst, "enemies": agent.threat(pub, me, dst)})]
    if t == Act.PASS and kind == Kind.TRADE:
        return [Reason(Code.KEEP_CARDS)]
    return []


def _continent(agent: Any, owners: dict, me: str, area: str) -> list[Reason]:
    cont = agent.board.continent[area]
    same = agent.board.continents[cont]
    own = sum(owners[a] == me for a in same)
    return [Reason(Code.CONTINENT, {"continent": cont, "own": own, "total": len(same)})] if own else []


def _attack(agent: Any, pub: dict, me: str, src: str, dst: str) -> list[Reason]:
    owners, armies, board = pub["owners"], pace.army_counts(pub), agent.board
    defender = owners[dst]
    win, _ = attack_odds(armies[src], armies[dst])
    out = [Reason(Code.ATTACK, {"target": dst, "owner": defender or "neutral", "odds": round(win, 3),
                                "size": armies[src] - 1, "defenders": armies[dst]}),
           *_continent(agent, owners, me, dst)]
    gains = pace.conquest_gain(pub, board, src, dst)  # V1.11: at most one mission a turn, none in round 1
    out += [Reason(Code.MISSION, {"mission": m}) for m in gains]
    met = pace.conquest_met(pub, board, src, dst)
    if met and not gains:
        out.append(Reason(Code.PACE, {"mission": met[0], "gained": pub.get("turn_mission")}))
    mine = len(pub["missions"].get(me, []))
    if dst == pub["capitals"].get(me):
        out.append(Reason(Code.RETAKE, {"area": dst, "missions": mine}))
    if defender not in (None, "neutral", me) and pub["capitals"].get(defender) == dst and pub["missions"].get(defender):
        out.append(Reason(Code.DENY, {"player": defender, "missions": len(pub["missions"][defender])}))
    if defender in pace.leaders(pub, me) and pace.breaks_standing(pub, board, me, defender, dst):
        out.append(Reason(Code.DENY_THIRD, {"player": defender,
                                            "mission": pace.standing_free(pub, board, defender)[0]}))
    return out


def _guard(agent: Any, pub: dict, me: str, placed: dict[str, int]) -> list[Reason]:
    """Armies put on the own capital while one mission from winning (V1.13: no capital, no win)."""
    cap = pub["capitals"].get(me)
    if cap in placed and agent.guarding(pub, me):
        return [Reason(Code.GUARD, {"area": cap, "missions": len(pub["missions"].get(me, []))})]
    return []
