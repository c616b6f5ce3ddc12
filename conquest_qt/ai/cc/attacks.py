"""Attacks a Comanda & Conquista player can win (V3.6): battles have no dice, so the exact `preview` says
what an attack does; this module builds, per target, the smallest force that still wins (land only, air only
against D_air, or both), keeping out the divisions a garrison holds, and scores what the win is worth."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from conquest_qt.ai.cc.evaluation import CONVERTED_WORTH, HOME_WORTH, NATION_WORTH
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.cc.battle import ATTACKER_BONUS, Battle, effective, preview
from conquest_qt.engine.rulesets.cc.board import AIR
from conquest_qt.engine.rulesets.cc.kinds import Act
from conquest_qt.engine.rulesets.cc.legal import attacks

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game

Action = dict[str, Any]
Reserve = dict[tuple[str, str], int]  # (area, kind) -> divisions kept out of attacks


@dataclass(frozen=True)
class Option:
    action: Action
    battle: Battle
    score: float


def _pick(pool: list[tuple[int, str, str]], need: int) -> list[tuple[int, str, str]] | None:
    """The divisions (bonus, from, kind) whose bonuses + 1 exceed `need`: strongest first, then the
    weakest dropped while the sum still wins (few divisions committed, little bonus to spare)."""
    chosen: list[tuple[int, str, str]] = []
    total = ATTACKER_BONUS
    for d in sorted(pool, key=lambda x: -x[0]):
        if total > need:
            break
        chosen.append(d)
        total += d[0]
    if total <= need:
        return None
    for d in sorted(chosen, key=lambda x: x[0]):
        if total - d[0] > need:
            chosen.remove(d)
            total -= d[0]
    return chosen


def _units(chosen: list[tuple[int, str, str]]) -> list[dict[str, Any]]:
    merged: dict[tuple[str, str], int] = {}
    for _, frm, kind in chosen:
        merged[(frm, kind)] = merged.get((frm, kind), 0) + 1
    return [{"from": f, "kind": k, "count": n} for (f, k), n in merged.items()]


def target_worth(game: Game, b: Battle) -> float:
    """What the attacker gains: the nation (home, conversion), the enemy bonuses destroyed, an elimination."""
    s = game.s
    d, area = b.defender, b.area
    v = 0.0
    lost = b.destroyed if b.attacker_wins else ()
    v += sum(effective(s, d, x.kind, b.attacker) * x.count for x in lost)
    if b.attacker_wins and b.surrounded:
        v += sum(effective(s, d, x.kind, b.attacker) * x.count for x in b.retreating)
    if b.conquers:
        v += NATION_WORTH
        if s.is_home(area, d):
            v += HOME_WORTH
        if area in s.converted:
            v += CONVERTED_WORTH
    if b.attacker_wins and _last_stand(game, b):
        v += 50.0
    return v


def _last_stand(game: Game, b: Battle) -> bool:
    """After this win the defender has nothing left that keeps him in the game (V3.9)."""
    s = game.s
    d = b.defender
    gone = sum(x.count for x in b.destroyed)
    if b.surrounded:
        gone += sum(x.count for x in b.retreating)
    if s.divisions(d) > gone:
        return False
    keeps = [a for a in s.converted if s.owners.get(a) == d]
    home = s.home_of(d)
    if home is not None:
        keeps.append(home)
    return all(a == b.area and b.conquers for a in keeps)


def winning_attacks(game: Game, me: str, reserve: Reserve, use_air: bool = True, whole: bool = False) -> list[Option]:
    """Per target and defender, the smallest winning forces (land, air, both), scored by `target_worth`
    less a little for the bonus committed; with `whole` also every free land division around (a conquest
    then holds better against the replies: the look-ahead weighs both)."""
    s = game.s
    full: dict[tuple[str, Any], Action] = {}
    for act in attacks(game, me):
        key = (act["area"], act.get("against"))
        if key not in full or len(act["units"]) > len(full[key]["units"]):
            full[key] = act
    out: list[Option] = []
    for (area, against), act in full.items():
        try:
            probe = preview(game, me, act)
        except RuleError:
            continue
        d = probe.defender
        land: list[tuple[int, str, str]] = []
        air: list[tuple[int, str, str]] = []
        for u in act["units"]:
            frm, kind, n = u["from"], u["kind"], u["count"]
            if frm != area:
                n -= reserve.get((frm, kind), 0)
            each = effective(s, me, kind, d)
            for _ in range(max(0, n)):
                (air if kind == AIR else land).append((each, frm, kind))
        tries = [_pick(land, probe.defence_land)]
        if use_air:
            tries.append(_pick(air, probe.defence_air))
            tries.append(_pick(land + air, probe.defence_land + probe.defence_air) if land and air else None)
        if whole and land and sum(x[0] for x in land) + ATTACKER_BONUS > probe.defence_land:
            tries.append(list(land))
        seen: set[str] = set()
        for chosen in tries:
            if not chosen:
                continue
            action: Action = {"type": Act.ATTACK, "area": area, "units": _units(chosen)}
            if against is not None:
                action["against"] = against
            shape = repr(action["units"])
            if shape in seen:
                continue
            seen.add(shape)
            try:
                b = preview(game, me, action)
            except RuleError:
                continue
            if not b.attacker_wins:
                continue
            committed = sum(x[0] for x in chosen)
            out.append(Option(action, b, target_worth(game, b) - 0.05 * committed))
    out.sort(key=lambda o: -o.score)
    return out
