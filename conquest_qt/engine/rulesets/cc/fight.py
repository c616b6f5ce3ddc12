"""Fighting a battle (V3.6) exactly as battle.preview computed it, the loser's retreat, kills and special
tokens (V3.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.cc.battle import Battle, preview
from conquest_qt.engine.rulesets.cc.board import KILLS_PER_REWARD, TOKENS_PER_REWARD
from conquest_qt.engine.rulesets.cc.frames import RetreatFrame
from conquest_qt.engine.rulesets.cc.kinds import Kind, Step
from conquest_qt.engine.rulesets.cc.state import ATTACKED, MOVED
from conquest_qt.engine.steps import Flow, ask

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game


def do_attack(game: Game, player: str, action: dict[str, Any]) -> Flow:
    return fight(game, preview(game, player, action))


def fight(game: Game, b: Battle) -> Flow:
    s, t, p, d = game.s, b.area, b.attacker, b.defender
    for e in b.entries:  # every participant has now moved and attacked, whatever the result
        game.take(e.origin, p, e.kind, e.count, order=(MOVED,) if e.origin == t else ())
    if b.attacker_wins:
        for kind, n in list(s.units.get(t, {}).get(d, {}).items()):
            game.take(t, d, kind, n)
        for e in b.entries:
            game.put(t, p, e.kind, e.count, ATTACKED)
        if b.conquers:
            previous = s.owners.get(t)
            s.owners[t] = p
            s.defences.pop(t, None)
            s.converted = [a for a in s.converted if a != t]
            game.emit("conquered", player=p, area=t, previous=previous)
    else:
        for e in b.returning:
            game.put(e.origin, p, e.kind, e.count, ATTACKED)
    _count_kills(game, b.winner, b.kills)
    game.emit("battle", **b.to_dict())
    if not b.retreating:
        return Step.AFTER_ACTION
    loser, attacked = b.loser, b.loser == p
    divisions: dict[str, int] = {}
    for x in b.retreating:
        divisions[x.kind] = divisions.get(x.kind, 0) + x.count
    if not b.destinations:  # surrounded (V3.6.4 "circondate"): destroyed, counted in b.kills
        game.emit("surrounded", player=loser, area=t, units=divisions)
        return Step.AFTER_ACTION
    if len(b.destinations) == 1:
        place_retreat(game, loser, {b.destinations[0]: divisions}, attacked)
        return Step.AFTER_ACTION
    game.push(RetreatFrame(player=loser, area=t, divisions=divisions, destinations=list(b.destinations),
                           attacked=attacked))
    return ask(Kind.RETREAT, loser, area=t, units=dict(divisions), destinations=list(b.destinations))


def _count_kills(game: Game, player: str, k: int) -> None:
    """V3.7: 2 special tokens for every multiple of 10 the count reaches or passes."""
    s = game.s
    old = s.kills.get(player, 0)
    new = old + k
    s.kills[player] = new
    gained = TOKENS_PER_REWARD * (new // KILLS_PER_REWARD - old // KILLS_PER_REWARD)
    if gained:
        s.special_tokens[player] = s.special_tokens.get(player, 0) + gained
        game.emit("tokens_gained", player=player, tokens=gained, kills=new)


def place_retreat(game: Game, player: str, to: dict[str, dict[str, int]], attacked: bool) -> None:
    for area, kinds in to.items():
        for kind, n in kinds.items():
            if n:
                game.put(area, player, kind, n, ATTACKED if attacked else None)
    game.emit("retreated", player=player, to={a: dict(k) for a, k in to.items()})


def do_retreat(game: Game, player: str, action: dict[str, Any]) -> Flow:
    frame = game.top(RetreatFrame)
    to = action["to"]
    placed: dict[str, int] = {}
    for area, kinds in to.items():
        if area not in frame.destinations:
            raise RuleError("bad_retreat", area=area)
        for kind, n in kinds.items():
            if kind not in frame.divisions:
                raise RuleError("bad_retreat", kind=kind)
            placed[kind] = placed.get(kind, 0) + n
    if {k: n for k, n in placed.items() if n} != frame.divisions:
        raise RuleError("bad_retreat", expected=dict(frame.divisions))
    game.pop(RetreatFrame)
    place_retreat(game, player, {a: {k: n for k, n in kinds.items() if n} for a, kinds in to.items()
                                 if any(kinds.values())}, frame.attacked)
    return Step.AFTER_ACTION
