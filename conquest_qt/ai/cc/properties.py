"""When a Comanda & Conquista player spends special tokens on a property (V3.7) instead of selling them.

A property changes division bonuses only, and battles have no dice, so its worth is exact: each affordable
effect is started on a copy of the game and the player's best winning attack (attacks.py, the exact
preview) is compared with the best without it; a property that lasts beyond this turn (it covers the
defences in between) is also weighed for the home: an enemy could take it at his next turn without the
property, and cannot with it. Anything less, and the tokens are sold (8 credits each, purchase.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.ai.cc.attacks import Reserve, winning_attacks
from conquest_qt.ai.cc.evaluation import HOME_WORTH, at_risk
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.cc.board import EFFECTS
from conquest_qt.engine.rulesets.cc.kinds import Act

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game

Action = dict[str, Any]

TURNS_WORTH = HOME_WORTH / 3  # the least gain in attack worth that pays for the tokens (8 credits each)


def _best(game: Game, me: str, reserve: Reserve) -> float:
    options = winning_attacks(game, me, reserve, use_air=True)
    return options[0].score if options else 0.0


def choose_property(game: Game, me: str, reserve: Reserve, min_gain: float = TURNS_WORTH) -> Action | None:
    """The `special` action whose effect turns a lost attack into a win worth at least `min_gain` more (the
    most gained per token first), or saves the home from a loss at the enemies' next turns; else None."""
    s = game.s
    tokens = s.special_tokens.get(me, 0)
    if not tokens or me in s.properties:
        return None
    home = s.home_of(me)
    threatened = home is not None and at_risk(s, game.board, me, home)
    base = _best(game, me, reserve)
    best: tuple[float, str] | None = None
    for effect, row in sorted(EFFECTS.items()):
        if row.cost > tokens:
            continue
        g = game.copy()
        action: Action = {"type": Act.SPECIAL, "effect": effect}
        try:
            g.apply(me, action)
        except RuleError:
            continue
        gain = _best(g, me, reserve) - base
        if threatened and row.lasts > 1 and home is not None and not at_risk(g.s, g.board, me, home):
            gain += HOME_WORTH
        if gain < min_gain:
            continue
        v = gain / row.cost
        if best is None or v > best[0]:
            best = (v, effect)
    return {"type": Act.SPECIAL, "effect": best[1]} if best is not None else None
