"""The answers of Comanda & Conquista's players outside their own moves: the home at setup (V3.2) or after
a rebirth (V3.8), and where retreating divisions go (V3.6.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.ai.cc.evaluation import distances, land_defence, land_threat, recruits
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.cc.frames import ReviveFrame
from conquest_qt.engine.rulesets.cc.kinds import Act

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game

Action = dict[str, Any]


def choose_home(game: Game, me: str, options: list[Action], rng: Rng, among: int = 4) -> Action:
    """Setup: one of the `among` best for room to grow (neutral nations one and two steps away) and distance
    from the homes already chosen, drawn from the player's generator (so seeds give different games).
    Revived: the nation with the largest margin of defence over the enemies' threat."""
    s, board = game.s, game.board
    if game.find(ReviveFrame) is not None:
        return max(options, key=lambda o: (land_defence(s, me, o["area"], me)
                                            - land_threat(s, board, me, o["area"]), o["area"]))
    homes = [h for h in s.homes.values()]

    def score(a: str) -> tuple[float, str]:
        near = distances(board, [a])
        room = sum(1.0 if d == 1 else 0.5 if d == 2 else 0.0 for b, d in near.items()
                   if d and s.owners.get(b) not in s.players)
        apart = min((near.get(h, 9) for h in homes), default=9)
        return (room + min(apart, 4) * 1.5, a)

    ranked = sorted(options, key=lambda o: score(o["area"]), reverse=True)
    return ranked[rng.below(min(among, len(ranked)))]


def retreat(game: Game, me: str, options: list[Action]) -> Action:
    """Home first, then a converted nation, then the nation most able to hold."""
    s, board = game.s, game.board
    keep = set(recruits(s, me))

    def score(o: Action) -> tuple[int, int, str]:
        (a,) = o["to"]
        return (a in keep, land_defence(s, me, a, me) - land_threat(s, board, me, a), a)

    best = max(options, key=score)
    return {"type": Act.RETREAT, "to": best["to"]}
