"""Why the nuclear player answers as it does (ai/reason_codes.py, VARIANTS.md V2): the explained answer of a
`NuclearPlayer` for the hint (ui/game/hint.py). Its own decisions and its declarations, purchases and moves into
free areas are explained with the add-on's reasons (the exact odds of ai/nuclear/odds.py); any other answer is
the ruleset's player's, with its own explanation."""

from __future__ import annotations

import copy
from typing import Any

from conquest_qt.ai.reason_codes import Code, Explanation, Reason
from conquest_qt.engine.addons.nuclear import rules as N
from conquest_qt.engine.addons.nuclear.state import StrikeFrame

Action = dict[str, Any]
NUCLEAR_TYPES = frozenset({"nuke", "intercept", "occupy_free"})


def explain(player: Any, view: Any) -> Explanation:
    """The decision `player` (a NuclearPlayer) would take in `view` and its reasons (the player is unchanged)."""
    d = view.pending
    decision: Action = copy.deepcopy(player).decide_view(view)
    own = d is not None and d.kind in _own_kinds()
    if not own and decision.get("type") not in NUCLEAR_TYPES and not decision.get("nuke"):
        return Explanation(decision, player.base.explain(view).reasons)
    game = view.sample_game(0)
    reasons = _reasons(player, game, view.player, decision)
    if decision.get("nuke") and decision.get("type") != "nuke":  # a purchase: the ruleset's reasons too
        reasons = [*reasons, *player.base.explain(view).reasons]
    return Explanation(decision, tuple(reasons or [Reason(Code.NOTHING_LEFT)]))


def _own_kinds() -> tuple[str, ...]:
    from conquest_qt.ai.nuclear.player import OWN_KINDS

    return OWN_KINDS


def _reasons(player: Any, game: Any, me: str, decision: Action) -> list[Reason]:
    side, typ = player.side, decision.get("type")
    frame = game.top(StrikeFrame) if _striking(game) else None
    if typ == "nuke":
        target = decision["to"]
        owner = game.s.owners.get(target)
        if owner in (None, me):
            return [Reason(Code.NUKE_BARRIER, {"area": target})]
        n = int(decision.get("count") or N.unused(game, decision["from"], me) or N.nukes(game, decision["from"], me))
        p, lost = side.strike_odds(game, target, n)
        block = player._interception_risk(game, me, target, owner)
        return [Reason(Code.NUKE, {"target": target, "owner": owner, "odds": p, "count": n, "lost": lost,
                                   "block": block})]
    if typ == "intercept" and frame is not None:
        return [Reason(Code.INTERCEPT, {"striker": frame.striker, "target": frame.target, "lose": decision["lose"]})]
    if typ == "pass" and frame is not None and game.pending().kind == "nuke_intercept":
        return [Reason(Code.LET_PASS, {"striker": frame.striker, "target": frame.target})]
    if typ in ("roll", "stop") and frame is not None:
        p, _ = side.strike_odds(game, frame.target, frame.committed)
        return [Reason(Code.NUKE_ROLL if typ == "roll" else Code.NUKE_STOP, {"target": frame.target, "odds": p})]
    if typ == "hits" and frame is not None:
        return [Reason(Code.NUKE_HITS, {"area": frame.target})]
    if typ == "occupy_free":
        return [Reason(Code.FREE_AREA, {"area": decision["to"]})]
    if typ == "pass":
        return [Reason(Code.HOLD)]  # a counter-strike not worth its odds (V2.8)
    bought = {a: n for a, n in (decision.get("nuke") or {}).items() if n}
    return [Reason(Code.NUKE_BUY, {"area": a, "count": n, "left": N.supply(game, me) - sum(bought.values())})
            for a, n in sorted(bought.items())]


def _striking(game: Any) -> bool:
    try:
        game.top(StrikeFrame)
    except LookupError:
        return False
    return True
