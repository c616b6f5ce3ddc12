"""A battle's exact outcome before it is fought (V3.6, V3.7): battles have no dice, so `preview` computes
everything `attack` will do — both totals term by term, who wins, which divisions are destroyed, which
return and which retreat, whether the nation changes owner and the winner's kills. The attack handler
(fight.py) applies exactly this; the UI and the AIs call it to show or weigh an attack.

`preview(game, player, action)` validates the `attack` action completely (RuleError otherwise) and
changes nothing."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import text
from conquest_qt.engine.rulesets.cc.board import (
    AA_BONUS,
    AA_DEFENCE,
    AA_KINDS,
    AIR_STEPS,
    BASE_OF,
    BONUS,
    BUYABLE,
    HOME_AIR,
    HOME_LAND,
    LAND_DEFENCE,
    RANK,
)
from conquest_qt.engine.rulesets.cc.kinds import Div, Effect
from conquest_qt.engine.rulesets.cc.state import MOVED, CcState
from conquest_qt.engine.seats import NEUTRAL

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game

ATTACKER_BONUS = 1  # V3.6.1


@dataclass(frozen=True)
class Term:
    """One term of a total: `count` × `each` = `value` (a division kind, a defence, the home, the +1)."""

    term: str  # "division", "aa_division", "land_defence", "aa_defence", "home", "attacker"
    value: int
    kind: str | None = None
    count: int = 1
    each: int = 0
    base: int = 0  # a division's printed bonus (each - base: the V3.7 effects of both sides)


@dataclass(frozen=True)
class Stack:
    """Divisions of one kind of one owner in the battle; `origin`: where an attacker came from."""

    owner: str
    kind: str
    count: int
    origin: str


@dataclass(frozen=True)
class Battle:
    area: str
    attacker: str
    defender: str
    entries: tuple[Stack, ...]  # the attackers, merged by (origin, kind), in the order first listed
    land: bool  # a land division attacks (D_land counts)
    air: bool  # an air division attacks (D_air counts)
    attack_terms: tuple[Term, ...]
    land_terms: tuple[Term, ...]  # D_land's terms
    air_terms: tuple[Term, ...]  # D_air's terms
    attack: int  # A
    defence_land: int
    defence_air: int
    defence: int  # Dv
    attacker_wins: bool
    destroyed: tuple[Stack, ...]  # the loser's ⌈n/2⌉ weakest
    returning: tuple[Stack, ...]  # attackers from outside T going back where they came from (they lost)
    retreating: tuple[Stack, ...]  # the loser's divisions that take a land step (origin: T)
    destinations: tuple[str, ...]  # where they may go (own or allied nations a land step from T)
    conquers: bool  # T becomes the attacker's
    kills: int  # the winner's count goes up by this (the surrounded included)

    @property
    def winner(self) -> str:
        return self.attacker if self.attacker_wins else self.defender

    @property
    def loser(self) -> str:
        return self.defender if self.attacker_wins else self.attacker

    @property
    def surrounded(self) -> bool:
        """The retreating divisions have nowhere to go: they are destroyed too."""
        return bool(self.retreating) and not self.destinations

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["winner"], out["loser"], out["surrounded"] = self.winner, self.loser, self.surrounded
        return out


# --- bonuses (V3.3, V3.7) ----------------------------------------------------------------------------
def effective(s: CcState, owner: str, kind: str, opponent: str) -> int:
    """A division's bonus in a battle of `owner` against `opponent`: its printed bonus, `owner`'s property,
    `opponent`'s allied propaganda (not below 0); an AA division's +5 on top (V3.6 "bonus")."""
    base = BASE_OF[kind]
    b = BONUS[base]
    own = s.properties.get(owner)
    if own is not None:
        e = own.id
        if e == Effect.PURE_HEROISM:
            b += 1
        elif e == Effect.MAD_HEROISM:
            b += 2
        elif e == Effect.AIR_BOOST and base == Div.AIR:
            b += 3
        elif e == Effect.INTENSIVE_TRAINING and base == Div.INF:
            b += 2
    theirs = s.properties.get(opponent)
    if theirs is not None and theirs.id == Effect.ALLIED_PROPAGANDA and base in (Div.MECH, Div.ARM):
        b = max(0, b - 1)
    return b + AA_BONUS if kind in AA_KINDS else b


# --- who may defend T (V3.6) --------------------------------------------------------------------------
def candidates(s: CcState, player: str, area: str) -> list[str]:
    """The enemies of `player` who could defend `area` against him, the owner first, then seat order."""
    owner = s.owners.get(area)
    by = s.units.get(area, {})
    out: list[str] = []
    if owner is not None and owner in s.players and not s.allies(player, owner) and (
            by.get(owner) or s.defences.get(area) or s.is_home(area, owner)):
        out.append(owner)
    for p in s.players:
        if p not in out and by.get(p) and s.enemy(player, p):
            out.append(p)
    return out


def _entries(game: Game, player: str, area: str, units: Any) -> tuple[Stack, ...]:
    """The attackers of the action, merged by (origin, kind), checked (V3.6 Rulings)."""
    s, board = game.s, game.board
    if not isinstance(units, list) or not units:
        raise RuleError("malformed_action", field="units")
    merged: dict[tuple[str, str], int] = {}
    for e in units:
        frm, kind, n = e["from"], e["kind"], e["count"]
        if kind in AA_KINDS:
            raise RuleError("aa_never_attacks", kind=kind)
        if kind not in BUYABLE:
            raise RuleError("malformed_action", field="units.kind")
        if frm not in board.step:
            raise RuleError("unknown_area", area=frm)
        if n < 1:
            raise RuleError("bad_count", field="units.count")
        merged[(frm, kind)] = merged.get((frm, kind), 0) + n
    out = []
    for (frm, kind), n in merged.items():
        if frm == area:  # in T: moved or not (V3.6 Rulings)
            have = s.unmoved(area, player, kind) + s.spent_count(area, kind, MOVED)
        else:
            if kind == Div.AIR:
                d = board.air_distance(frm, area)
                if d is None:
                    raise RuleError("too_far", area=area, steps=AIR_STEPS, **{"from": frm})
            elif not board.land_step(frm, area):
                raise RuleError("not_adjacent", area=area, **{"from": frm})
            have = s.unmoved(frm, player, kind)
        if n > have:
            raise RuleError("too_many_units", area=frm, kind=kind, available=max(0, have))
        out.append(Stack(player, kind, n, frm))
    return tuple(out)


def _division_terms(s: CcState, owner: str, kinds: dict[str, int], opponent: str, aa: bool) -> list[Term]:
    out = []
    for kind in sorted(kinds, key=RANK.__getitem__):
        if (kind in AA_KINDS) != aa or not kinds[kind]:
            continue
        each = effective(s, owner, kind, opponent)
        base = BONUS[BASE_OF[kind]] + (AA_BONUS if aa else 0)
        out.append(Term("aa_division" if aa else "division", each * kinds[kind], kind, kinds[kind], each, base))
    return out


def preview(game: Game, player: str, action: dict[str, Any]) -> Battle:
    """The battle `attack` would fight (validated completely; nothing changes)."""
    s, board = game.s, game.board
    if s.round <= 1:
        raise RuleError("no_attack_in_round_1")
    area = text(action, "area")
    if area not in board.step:
        raise RuleError("unknown_area", area=area)
    entries = _entries(game, player, area, action.get("units"))
    found = candidates(s, player, area)
    against = action.get("against")
    if not found:
        raise RuleError("nothing_to_attack", area=area)
    if against is None:
        if len(found) > 1:
            raise RuleError("against_required", area=area, candidates=found)
        defender = found[0]
    elif against in found:
        defender = against
    else:
        raise RuleError("not_a_defender", area=area, player=against, candidates=found)
    land = any(e.kind != Div.AIR for e in entries)
    air = any(e.kind == Div.AIR for e in entries)
    attack_kinds: dict[str, int] = {}
    for e in entries:
        attack_kinds[e.kind] = attack_kinds.get(e.kind, 0) + e.count
    attack_terms = [*_division_terms(s, player, attack_kinds, defender, False),
                    Term("attacker", ATTACKER_BONUS, count=1, each=ATTACKER_BONUS)]
    held = dict(s.units.get(area, {}).get(defender, {}))
    owns = s.owners.get(area) == defender
    home = owns and s.is_home(area, defender)
    defences = s.defences.get(area, []) if owns else []
    land_terms = _division_terms(s, defender, held, player, False)
    air_terms = _division_terms(s, defender, held, player, True)
    if "land" in defences:
        land_terms.append(Term("land_defence", LAND_DEFENCE, each=LAND_DEFENCE))
    if "aa" in defences:
        air_terms.append(Term("aa_defence", AA_DEFENCE, each=AA_DEFENCE))
    if home:
        land_terms.append(Term("home", HOME_LAND, each=HOME_LAND))
        air_terms.append(Term("home", HOME_AIR, each=HOME_AIR))
    a = sum(t.value for t in attack_terms)
    d_land = sum(t.value for t in land_terms)
    d_air = sum(t.value for t in air_terms)
    dv = (d_land if land else 0) + (d_air if air else 0)
    wins = a > dv  # V3.6.3: ties go to the defender
    # V3.6.4: the loser's divisions, weakest first (effective bonus, kind, the attack's entry order)
    if wins:
        loser = defender
        pool = [(effective(s, defender, k, player), RANK[k], 0, Stack(defender, k, 1, area))
                for k in held for _ in range(held[k])]
    else:
        loser = player
        pool = [(effective(s, player, e.kind, defender), RANK[e.kind], i, Stack(player, e.kind, 1, e.origin))
                for i, e in enumerate(entries) for _ in range(e.count)]
    pool.sort(key=lambda x: x[:3])
    lost = (len(pool) + 1) // 2
    destroyed = _merge(x[3] for x in pool[:lost])
    survivors = [x[3] for x in pool[lost:]]
    returning = _merge(x for x in survivors if x.origin != area)
    retreating = _merge(x for x in survivors if x.origin == area)
    destinations = tuple(b for b in board.step[area]
                         if s.owners.get(b) in s.players and s.allies(loser, s.owners[b]))  # type: ignore[arg-type]
    kills = sum(x.count for x in destroyed) + (sum(x.count for x in retreating) if not destinations else 0)
    conquers = wins and land and s.owners.get(area) in (defender, NEUTRAL)
    return Battle(area=area, attacker=player, defender=defender, entries=entries, land=land, air=air,
                  attack_terms=tuple(attack_terms), land_terms=tuple(land_terms), air_terms=tuple(air_terms),
                  attack=a, defence_land=d_land, defence_air=d_air, defence=dv, attacker_wins=wins,
                  destroyed=destroyed, returning=returning, retreating=retreating,
                  destinations=destinations if retreating else (), conquers=conquers, kills=kills)


def _merge(stacks: Any) -> tuple[Stack, ...]:
    """Single divisions merged by (owner, kind, origin), in first-seen order."""
    out: dict[tuple[str, str, str], int] = {}
    for x in stacks:
        key = (x.owner, x.kind, x.origin)
        out[key] = out.get(key, 0) + x.count
    return tuple(Stack(o, k, n, origin) for (o, k, origin), n in out.items())

