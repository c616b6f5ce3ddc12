"""The active player's free-order actions (V3.4, V3.5, V3.7, V3.8): one handler answers every action type
of the `turn` decision; each is validated completely before anything changes, then the turn goes on
(`ask(turn)`) until `end_turn`. Attacks are fought in fight.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import count, one_of, text
from conquest_qt.engine.rulesets.cc.board import (
    AA_OF,
    AIR,
    AIR_STEPS,
    AIRLIFT_CARGO,
    ALL_KINDS,
    BUYABLE,
    CONVERT_COST,
    COST,
    DEFENCES,
    EFFECTS,
    FORTIFY_COST,
    LAND_KINDS,
    REVIVE_COST,
    TOKEN_PRICE,
)
from conquest_qt.engine.rulesets.cc.fight import do_attack
from conquest_qt.engine.rulesets.cc.flow import give_home
from conquest_qt.engine.rulesets.cc.frames import ReviveFrame
from conquest_qt.engine.rulesets.cc.kinds import Act, Kind, Step
from conquest_qt.engine.rulesets.cc.state import DROPPED, MOVED, STATES, Property
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.steps import Flow, ask
from conquest_qt.engine.units import count as unit_count

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game


def do_turn(game: Game, player: str, action: dict[str, Any]) -> Flow:
    """V3.4: any action in any order; every one but `end_turn`, a battle and a rebirth returns here."""
    return HANDLERS[action["type"]](game, player, action)


# --- checks shared by several actions ----------------------------------------------------------------
def _nation(game: Game, action: dict[str, Any]) -> str:
    area = text(action, "area")
    if area not in game.board.step:
        raise RuleError("unknown_area", area=area)
    return area


def _own(game: Game, player: str, area: str) -> None:
    owner = game.s.owners.get(area)
    if owner == player:
        return
    if owner is not None and owner in game.s.players and game.s.allies(player, owner):
        raise RuleError("ally_nation", area=area, owner=owner)
    raise RuleError("not_own_area", area=area)


def _pay(game: Game, player: str, cost: int) -> None:
    """Checked first, paid last: credits never go below 0 (V3.4)."""
    have = game.s.credits.get(player, 0)
    if cost > have:
        raise RuleError("not_enough_credits", cost=cost, credits=have)


def _charge(game: Game, player: str, cost: int) -> None:
    game.s.credits[player] = game.s.credits.get(player, 0) - cost


def conquerable(game: Game, player: str, area: str) -> bool:
    """V3.5: a land division entering conquers a neutral nation or an undefended enemy nation (no division
    of any enemy of P, no defence, not its owner's home)."""
    s = game.s
    owner = s.owners.get(area)
    if owner == player or (owner is not None and owner in s.players and s.allies(player, owner)):
        return False
    if any(s.enemy(player, p) for p in s.units.get(area, {})):
        return False
    if owner == NEUTRAL:
        return True
    return not s.defences.get(area) and not (owner is not None and s.is_home(area, owner))


def enter(game: Game, player: str, area: str) -> None:
    """A land division arrived: it conquers the nation when V3.5 says so."""
    s = game.s
    if conquerable(game, player, area):
        previous = s.owners.get(area)
        s.owners[area] = player
        s.converted = [a for a in s.converted if a != area]
        s.defences.pop(area, None)
        game.emit("conquered", player=player, area=area, previous=previous)


# --- buying, defences, conversion, anti-air (V3.3, V3.4) ---------------------------------------------
def do_buy(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s = game.s
    area = _nation(game, action)
    kind = text(action, "kind")
    if kind not in BUYABLE:
        raise RuleError("bad_unit", kind=kind)
    n = count(action)
    _own(game, player, area)
    if not (s.is_home(area, player) or area in s.converted):
        raise RuleError("cannot_recruit_here", area=area)
    cost = COST[kind] * n
    _pay(game, player, cost)
    _charge(game, player, cost)
    game.put(area, player, kind, n)
    game.emit("bought", player=player, area=area, kind=kind, count=n, cost=cost)
    return ask(Kind.TURN, player)


def do_fortify(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s = game.s
    area = _nation(game, action)
    defence = one_of(action, "defence", DEFENCES)
    _own(game, player, area)
    if defence in s.defences.get(area, ()):
        raise RuleError("defence_exists", area=area, defence=defence)
    _pay(game, player, FORTIFY_COST)
    _charge(game, player, FORTIFY_COST)
    s.defences[area] = [d for d in DEFENCES if d in (*s.defences.get(area, ()), defence)]
    game.emit("fortified", player=player, area=area, defence=defence)
    return ask(Kind.TURN, player)


def do_convert(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s = game.s
    area = _nation(game, action)
    _own(game, player, area)
    if s.homes.get(player) == area:
        raise RuleError("cannot_convert_home", area=area)
    if area in s.converted:
        raise RuleError("already_converted", area=area)
    _pay(game, player, CONVERT_COST)
    _charge(game, player, CONVERT_COST)
    s.converted.append(area)
    game.emit("converted", player=player, area=area)
    return ask(Kind.TURN, player)


def do_assign_aa(game: Game, player: str, action: dict[str, Any]) -> Flow:
    """V3.3: free, irreversible; those that can do least are converted first, each keeps its state."""
    s = game.s
    area = _nation(game, action)
    kind = text(action, "kind")
    if kind not in LAND_KINDS:
        raise RuleError("bad_unit", kind=kind)
    n = count(action)
    have = unit_count(s.units, area, player, kind)
    if n > have:
        raise RuleError("too_many_units", area=area, kind=kind, available=have)
    aa, left = AA_OF[kind], n
    for st in STATES:
        k = min(left, s.spent_count(area, kind, st))
        if k:
            game.take(area, player, kind, k, order=(st,))
            game.put(area, player, aa, k, st)
            left -= k
    if left:
        game.take(area, player, kind, left)
        game.put(area, player, aa, left)
    game.emit("aa_assigned", player=player, area=area, kind=kind, count=n)
    return ask(Kind.TURN, player)


# --- movement (V3.5) ---------------------------------------------------------------------------------
def do_move(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s, board = game.s, game.board
    kind = text(action, "kind")
    if kind not in ALL_KINDS:
        raise RuleError("bad_unit", kind=kind)
    frm, to = text(action, "from"), text(action, "to")
    for a in (frm, to):
        if a not in board.step:
            raise RuleError("unknown_area", area=a)
    n = count(action)
    if kind == AIR:
        if board.air_distance(frm, to) is None:
            raise RuleError("too_far", area=to, steps=AIR_STEPS, **{"from": frm})
    elif not board.land_step(frm, to):
        raise RuleError("not_adjacent", area=to, **{"from": frm})
    have = s.unmoved(frm, player, kind)
    if n > have:
        raise RuleError("too_many_units", area=frm, kind=kind, available=max(0, have))
    game.take(frm, player, kind, n)
    game.put(to, player, kind, n, MOVED)
    game.emit("moved", player=player, kind=kind, count=n, to=to, **{"from": frm})
    if kind != AIR:  # air alone never conquers
        enter(game, player, to)
    return ask(Kind.TURN, player)


def do_airlift(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s, board = game.s, game.board
    frm, to = text(action, "from"), text(action, "to")
    for a in (frm, to):
        if a not in board.step:
            raise RuleError("unknown_area", area=a)
    cargo = {k: n for k, n in action["cargo"].items() if n}
    if len(cargo) != 1:
        raise RuleError("bad_cargo")
    ((kind, n),) = cargo.items()
    if kind not in AIRLIFT_CARGO or not 1 <= n <= AIRLIFT_CARGO[kind]:
        raise RuleError("bad_cargo", kind=kind, count=n)
    if board.air_distance(frm, to) is None:
        raise RuleError("too_far", area=to, steps=AIR_STEPS, **{"from": frm})
    if s.unmoved(frm, player, AIR) < 1:
        raise RuleError("too_many_units", area=frm, kind=AIR, available=0)
    have = s.unmoved(frm, player, kind)
    if n > have:
        raise RuleError("too_many_units", area=frm, kind=kind, available=max(0, have))
    game.take(frm, player, AIR, 1)
    game.take(frm, player, kind, n)
    game.put(to, player, AIR, 1, MOVED)
    game.put(to, player, kind, n, DROPPED)
    game.emit("airlifted", player=player, to=to, cargo={kind: n}, **{"from": frm})
    enter(game, player, to)  # the dropped divisions conquer on landing like a move
    return ask(Kind.TURN, player)


# --- special tokens and properties (V3.7) --------------------------------------------------------------
def do_special(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s = game.s
    effect = one_of(action, "effect", tuple(EFFECTS))
    if player in s.properties:
        raise RuleError("property_active", effect=s.properties[player].id)
    row = EFFECTS[effect]
    tokens = s.special_tokens.get(player, 0)
    if row.cost > tokens:
        raise RuleError("not_enough_tokens", cost=row.cost, tokens=tokens)
    s.special_tokens[player] = tokens - row.cost
    s.properties[player] = Property(id=effect, left=row.lasts)
    game.emit("property_started", player=player, effect=effect, turns=row.lasts)
    return ask(Kind.TURN, player)


def do_sell_special(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s = game.s
    n = count(action)
    tokens = s.special_tokens.get(player, 0)
    if n > tokens:
        raise RuleError("not_enough_tokens", cost=n, tokens=tokens)
    s.special_tokens[player] = tokens - n
    s.credits[player] = s.credits.get(player, 0) + TOKEN_PRICE * n
    game.emit("tokens_sold", player=player, count=n, credits=TOKEN_PRICE * n)
    return ask(Kind.TURN, player)


# --- rebirth (V3.8) ------------------------------------------------------------------------------------
def revive_choices(game: Game, player: str) -> list[str]:
    """P's nations, his home excepted, holding no division of an enemy of P."""
    s = game.s
    return [a for a in game.board.lands if s.owners.get(a) == player and a != s.homes.get(player)
            and not any(s.enemy(player, q) for q in s.units.get(a, {}))]


def do_revive(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s = game.s
    other = text(action, "player")
    if other not in s.players:
        raise RuleError("malformed_action", field="player")
    if other == player or not s.allies(player, other):
        raise RuleError("not_an_ally", player=other)
    if other not in s.eliminated:
        raise RuleError("not_eliminated", player=other)
    _pay(game, player, REVIVE_COST)
    choices = revive_choices(game, player)
    if not choices:
        raise RuleError("no_home_to_offer", player=other)
    _charge(game, player, REVIVE_COST)
    s.eliminated.remove(other)
    s.credits[other] = REVIVE_COST  # the 15 credits go to him
    s.special_tokens[other] = s.kills[other] = 0
    s.properties.pop(other, None)
    if other not in s.skipped:
        s.skipped.append(other)  # he plays again from the next round
    game.emit("revived", player=player, revived=other)
    if len(choices) == 1:
        give_home(game, other, choices[0])
        s.converted = [a for a in s.converted if a != choices[0]]
        game.emit("home_chosen", player=other, area=choices[0])
        return ask(Kind.TURN, player)
    game.push(ReviveFrame(player=player, revived=other, choices=choices))
    return ask(Kind.CHOOSE_HOME, other, choices=list(choices))


def do_end_turn(game: Game, player: str, action: dict[str, Any]) -> Flow:
    return Step.TURN_END


HANDLERS: dict[str, Callable[[Game, str, dict[str, Any]], Flow]] = {
    Act.BUY: do_buy, Act.FORTIFY: do_fortify, Act.CONVERT: do_convert, Act.ASSIGN_AA: do_assign_aa,
    Act.MOVE: do_move, Act.AIRLIFT: do_airlift, Act.ATTACK: do_attack, Act.SPECIAL: do_special,
    Act.SELL_SPECIAL: do_sell_special, Act.REVIVE: do_revive, Act.END_TURN: do_end_turn,
}
