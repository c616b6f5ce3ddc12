"""What a Comanda & Conquista position is worth to a player and his team (VARIANTS.md V3): defences as the
battle counts them (V3.6.2), the opponents' best replies for the round (the divisions that could attack a
nation at their next turn, V3.5/V3.6: land one step away, air three) and a position value for the look-ahead.

Battles have no dice, so a threat is a plain sum: an enemy can take a nation at his turn when the bonuses
he can bring (+1, the attacker's bonus, + his credits where he can buy next to it) exceed its defence.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING

from conquest_qt.engine.rulesets.cc.battle import ATTACKER_BONUS, effective
from conquest_qt.engine.rulesets.cc.board import (
    AA_DEFENCE,
    AA_KINDS,
    AIR,
    HOME_AIR,
    HOME_LAND,
    LAND_DEFENCE,
    LAND_KINDS,
)

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.board import CcBoard
    from conquest_qt.engine.rulesets.cc.game import Game
    from conquest_qt.engine.rulesets.cc.state import CcState

HOME_WORTH = 30.0  # a home: recruiting, +4/+2 in its battles, and life (V3.9)
CONVERTED_WORTH = 10.0
NATION_WORTH = 2.0  # +1 credit a turn (V3.4)
ELIMINATED_WORTH = 80.0


def distances(board: CcBoard, sources: Iterable[str]) -> dict[str, int]:
    """Land steps (V3.1) from the nearest of `sources`."""
    dist = {a: 0 for a in sources}
    todo = deque(dist)
    while todo:
        a = todo.popleft()
        for b in board.step[a]:
            if b not in dist:
                dist[b] = dist[a] + 1
                todo.append(b)
    return dist


def enemies(s: CcState, me: str) -> list[str]:
    return [p for p in s.players if p not in s.eliminated and not s.allies(me, p)]


def recruits(s: CcState, player: str) -> list[str]:
    """Where the player can buy (V3.4): his home while he owns it, his converted nations."""
    home = s.home_of(player)
    return ([home] if home else []) + [a for a in s.converted if s.owners.get(a) == player]


def land_defence(s: CcState, owner: str, area: str, vs: str) -> int:
    """D_land of `owner` in `area` against `vs` (V3.6.2)."""
    by = s.units.get(area, {}).get(owner, {})
    d = sum(effective(s, owner, k, vs) * n for k, n in by.items() if k not in AA_KINDS)
    if s.owners.get(area) == owner:
        d += LAND_DEFENCE * ("land" in s.defences.get(area, ())) + HOME_LAND * s.is_home(area, owner)
    return d


def air_defence(s: CcState, owner: str, area: str, vs: str) -> int:
    by = s.units.get(area, {}).get(owner, {})
    d = sum(effective(s, owner, k, vs) * n for k, n in by.items() if k in AA_KINDS)
    if s.owners.get(area) == owner:
        d += AA_DEFENCE * ("aa" in s.defences.get(area, ())) + HOME_AIR * s.is_home(area, owner)
    return d


def _threats(s: CcState, board: CcBoard, me: str, area: str, foes: list[str] | None) -> list[tuple[int, int]]:
    """Per enemy: (land bonuses, air bonuses) he could bring against `area` at his next turn; his credits
    count as land when he can buy next to it (V3.4: bought divisions attack at once)."""
    out = []
    near = (area, *board.step[area])
    reach = (area, *board.air[area])
    for e in enemies(s, me) if foes is None else foes:
        land = air = 0
        for a in near:
            by = s.units.get(a, {}).get(e)
            if by:
                land += sum(effective(s, e, k, me) * by[k] for k in LAND_KINDS if by.get(k))
        for a in reach:
            n = s.units.get(a, {}).get(e, {}).get(AIR, 0)
            if n:
                air += effective(s, e, AIR, me) * n
        if any(a in near for a in recruits(s, e)):
            land += s.credits.get(e, 0)
        if land or air:
            out.append((land, air))
    return out


def land_threat(s: CcState, board: CcBoard, me: str, area: str, foes: list[str] | None = None) -> int:
    """The largest land attack one enemy could make on `area` at his next turn (0: none can); his air
    joining it adds the nation's D_air to beat, so it counts only beyond that."""
    d_air = air_defence(s, me, area, me)
    best = 0
    for land, air in _threats(s, board, me, area, foes):
        if land:
            best = max(best, land + ATTACKER_BONUS, land + air + ATTACKER_BONUS - d_air)
    return best


def air_threat(s: CcState, board: CcBoard, me: str, area: str, foes: list[str] | None = None) -> int:
    """The largest air-only attack one enemy could make on `area` at his next turn."""
    best = 0
    for _, air in _threats(s, board, me, area, foes):
        if air:
            best = max(best, air + ATTACKER_BONUS)
    return best


def at_risk(s: CcState, board: CcBoard, me: str, area: str) -> bool:
    """Whether an enemy could beat `area`'s defence at his next turn (by land or by air)."""
    return (land_threat(s, board, me, area) > land_defence(s, me, area, me)
            or air_threat(s, board, me, area) > air_defence(s, me, area, me))


def strength(s: CcState, player: str) -> int:
    """The printed bonuses of all his divisions (V3.3)."""
    return sum(effective(s, player, k, player) * n for by in s.units.values() for k, n in by.get(player, {}).items())


def side_value(game: Game, player: str, me: str, replies: bool, exposed: bool = False) -> float:
    """One player's worth: nations, home, conversions, credits, divisions; with `replies`, what he would
    lose at the enemies' next turns (home and converted nations they could take; with `exposed` also half
    of every other stack they could beat)."""
    s, board = game.s, game.board
    if player in s.eliminated:
        return -ELIMINATED_WORTH
    v = s.credits.get(player, 0) + strength(s, player) + s.special_tokens.get(player, 0) * 8.0
    home = s.home_of(player)
    v += NATION_WORTH * sum(1 for o in s.owners.values() if o == player)
    if home is not None:
        v += HOME_WORTH
        if replies and at_risk(s, board, player, home):
            v -= HOME_WORTH * 0.6
    for a in s.converted:
        if s.owners.get(a) == player:
            v += CONVERTED_WORTH
            if replies and at_risk(s, board, player, a):
                v -= CONVERTED_WORTH * 0.5
    if replies and exposed:
        for a, by in s.units.items():
            mine = by.get(player)
            if mine and a != home and a not in s.converted and at_risk(s, board, player, a):
                v -= 0.5 * sum(effective(s, player, k, player) * n for k, n in mine.items())
    if home is None and not any(s.owners.get(a) == player for a in s.converted):
        v -= 20.0  # one battle from elimination (V3.9)
    return v


def position_value(game: Game, me: str, replies: bool = True, exposed: bool = False) -> float:
    """My team's worth minus the enemies' (each enemy weighted by 1/number of enemies)."""
    s = game.s
    if s.winner is not None:
        won = s.winner == me or (isinstance(s.winner, list) and me in s.winner)
        return 1e6 if won else -1e6
    mine = sum(side_value(game, p, me, replies, exposed) for p in s.players if s.allies(me, p))
    foes = [p for p in s.players if not s.allies(me, p)]
    theirs = sum(side_value(game, p, me, False) for p in foes) / max(1, len(foes)) * 1.5
    return mine - theirs
