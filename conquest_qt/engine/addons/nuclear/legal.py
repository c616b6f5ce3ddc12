"""The nuclear add-on's legal answers (engine/legal.legal_actions adds them to the ruleset's): its own
decisions' answers, and the types it adds to the ruleset's decisions (declarations, `occupy_free`).
Declarations come as templates whose `count` is the most nukes allowed (any 1..count is legal)."""

from __future__ import annotations

from itertools import product
from typing import Any

from conquest_qt.engine.addons.nuclear import rules as N
from conquest_qt.engine.addons.nuclear.state import CounterFrame, StrikeFrame
from conquest_qt.engine.errors import RuleError

Action = dict[str, Any]
MAX_HITS_OPTIONS = 200


def _targets(game: Any, striker: str) -> list[str]:
    part = _part(game)
    out = []
    for t in game.topo.lands:
        try:
            part.check_target(game, striker, t)
        except RuleError:
            continue
        out.append(t)
    return out


def refusal(game: Any, striker: str, target: str) -> RuleError | None:
    """Why `target` cannot be struck by `striker` now (V2.2: the first refusal of the declaration's target
    check), or None; nothing changes."""
    try:
        _part(game).check_target(game, striker, target)
    except RuleError as err:
        return err
    return None


def _part(game: Any) -> Any:
    from conquest_qt.engine.addons.nuclear.strike import NuclearPart

    return next(p for p in game.parts if isinstance(p, NuclearPart))


def declarations(game: Any, player: str, with_count: bool) -> list[Action]:
    areas = N.usable_areas(game, player)
    if not areas:
        return []
    targets = _targets(game, player)
    out: list[Action] = []
    for src in sorted(areas):
        n = N.unused(game, src, player)
        for t in targets:
            out.append({"type": "nuke", "from": src, "to": t, **({"count": n} if with_count else {})})
    return out


def _intercepts(game: Any, player: str, lose: tuple[str, ...]) -> list[Action]:
    part = _part(game)
    f = game.top(StrikeFrame)
    out: list[Action] = [{"type": "pass"}]
    for at in part.intercept_areas(game, f, player):
        out.extend({"type": "intercept", "at": at, "lose": k} for k in lose if part.may_lose(game, at, player, k))
    return out


def _counter(game: Any, player: str, with_count: bool) -> list[Action]:
    cf = game.top(CounterFrame)
    n = N.nukes(game, cf.area, player)
    out: list[Action] = [{"type": "pass"}]
    out.extend({"type": "nuke", "from": cf.area, "to": t, **({"count": n} if with_count else {})}
               for t in _targets(game, player))
    return out


def _hits(info: dict[str, Any], fields: dict[str, str], ok: Any) -> list[Action]:
    """Every allowed assignment of `count` hits over the options (capped)."""
    avail: dict[str, int] = info["options"]
    k = info["count"]
    keys = sorted(avail)
    out: list[Action] = []
    for combo in product(*(range(min(avail[key], k) + 1) for key in keys)):
        if sum(combo) != k:
            continue
        chosen = {key: n for key, n in zip(keys, combo, strict=True) if n}
        if not ok(chosen):
            continue
        action: Action = {"type": "hits"}
        nukes = {key[5:]: n for key, n in chosen.items() if key.startswith("nuke@")}
        for name, kind in fields.items():
            if chosen.get(kind):
                action[name] = chosen[kind]
        if nukes:
            action["nuke"] = nukes
        out.append(action)
        if len(out) >= MAX_HITS_OPTIONS:
            break
    return out


def conquest_legal(game: Any) -> list[Action]:
    d = game.pending()
    if d.kind in ("battle_choice", "end_turn"):
        return declarations(game, d.player, True)
    if d.kind == "nuke_intercept":
        return _intercepts(game, d.player, ("nuke", "land", "air"))
    if d.kind == "nuke_roll":
        return [{"type": "roll"}, {"type": "stop"}]
    if d.kind == "nuke_hits":
        return _hits(d.info, {"land": "land", "air": "air"}, lambda c: True)
    if d.kind == "nuke_counter":
        return _counter(game, d.player, True)
    return []


def risk_legal(game: Any) -> list[Action]:
    from conquest_qt.engine.addons.nuclear.risk import allowed, free_moves

    d = game.pending()
    if d.kind == "attack":
        return [*declarations(game, d.player, False), *free_moves(game, d.player)]
    if d.kind == "nuke_intercept":
        return _intercepts(game, d.player, ("nuke", "army"))
    if d.kind == "nuke_roll":
        rolls: list[Action] = [{"type": "roll", "dice": n} for n in range(1, d.info["max"] + 1)]
        return rolls if d.info["first"] else [*rolls, {"type": "stop"}]
    if d.kind == "nuke_hits":
        target = d.info["area"]
        return _hits(d.info, {"army": "land"}, lambda c: allowed(c, d.info["options"], target))
    if d.kind == "nuke_counter":
        return _counter(game, d.player, False)
    return []
