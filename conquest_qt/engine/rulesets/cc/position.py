"""A Comanda & Conquista game from a described position (VARIANTS.md "Scenario format extensions", V3
positions) and the V3 `expect` fields."""

from __future__ import annotations

from typing import Any

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.positions import PositionError, check_area, check_owner, seat_order
from conquest_qt.engine.rng import seed_state
from conquest_qt.engine.rulesets.cc.board import ALL_KINDS, DEFENCES, EFFECTS, cc_board
from conquest_qt.engine.rulesets.cc.flow import check_win, eliminate, out_of_game
from conquest_qt.engine.rulesets.cc.game import Game
from conquest_qt.engine.rulesets.cc.kinds import Phase, Step
from conquest_qt.engine.rulesets.cc.options import Options, check_setup
from conquest_qt.engine.rulesets.cc.state import CcState, Property
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.units import add

_START_STEP = {Phase.HOME: Step.HOME_NEXT, Phase.TURN: Step.TURN_START}


def _counts(state: dict[str, Any], key: str, players: list[str]) -> dict[str, int]:
    got = state.get(key, {})
    out = {p: 0 for p in players}
    for c, n in got.items():
        check_owner(c, players, f"state.{key}")
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise PositionError(f"state.{key}.{c}: a count ≥ 0")
        out[c] = n
    return out


def game_from_position(players: list[str], state: dict[str, Any], options: Options | None = None,
                       seed: int = 0, script: list[int] | None = None,
                       topo: Topology | None = None) -> Game:
    topo = topo or default_topology()
    board = cc_board(topo)
    lands = board.lands
    options = options or Options()
    check_setup(options, players, scenario=True)
    s = CcState(options=options, players=list(players), rng=seed_state(seed))
    s.round = int(state.get("round", 1))
    phase = state.get("phase", Phase.TURN)
    if phase not in _START_STEP:
        raise PositionError(f"state.phase: unknown phase {phase!r}")
    s.phase = Phase(phase)
    s.order, s.turn = seat_order(state, players)
    owners = state.get("owners", {})
    rest = state.get("rest", NEUTRAL)
    for area, owner in owners.items():
        check_area(lands, area, "state.owners")
        check_owner(owner, players, f"state.owners.{area}")
    check_owner(rest, players, "state.rest")
    s.owners = {a: owners.get(a, rest) for a in lands}
    for area, by in state.get("units", {}).items():
        check_area(lands, area, "state.units")
        for colour, kinds in by.items():
            check_owner(colour, players, f"state.units.{area}")
            if colour == NEUTRAL or not isinstance(kinds, dict):
                raise PositionError(f"state.units.{area}.{colour}: expected {{kind: n}} of a player")
            for kind, n in kinds.items():
                if kind not in ALL_KINDS or not isinstance(n, int) or n < 0:
                    raise PositionError(f"state.units.{area}.{colour}.{kind}: a V3 kind and a count")
                if n:
                    add(s.units, area, colour, kind, n)
    s.credits = _counts(state, "credits", players)
    s.special_tokens = _counts(state, "special_tokens", players)
    s.kills = _counts(state, "kills", players)
    for c, a in state.get("homes", {}).items():
        check_owner(c, players, "state.homes")
        check_area(lands, a, f"state.homes.{c}")
        s.homes[c] = a
        if s.phase == Phase.HOME and a not in owners:  # a home chosen at setup is its player's
            s.owners[a] = c
    for a, kinds in state.get("defences", {}).items():
        check_area(lands, a, "state.defences")
        if not isinstance(kinds, list) or any(k not in DEFENCES for k in kinds):
            raise PositionError(f"state.defences.{a}: a list of \"land\", \"aa\"")
        if kinds:
            s.defences[a] = [d for d in DEFENCES if d in kinds]
    for a in state.get("converted", []):
        check_area(lands, a, "state.converted")
        s.converted.append(a)
    for c, prop in state.get("properties", {}).items():
        check_owner(c, players, "state.properties")
        if prop is None:
            continue
        if not isinstance(prop, dict) or prop.get("id") not in EFFECTS or not isinstance(prop.get("left"), int):
            raise PositionError(f"state.properties.{c}: {{\"id\": effect, \"left\": k}}")
        s.properties[c] = Property(id=prop["id"], left=prop["left"])
    for c in state.get("eliminated", []):
        check_owner(c, players, "state.eliminated")
        if c not in s.eliminated:
            s.eliminated.append(c)
    game = Game(s, topo, script)
    if s.phase == Phase.TURN:  # a player meeting V3.9 is out at load
        for p in players:
            if p not in s.eliminated and out_of_game(game, p):
                eliminate(game, p)
        if check_win(game) is not None:
            game.events = []
            return game
    game._advance(_START_STEP[s.phase])
    game.events = []
    return game


def parse_dice(text: str, options: Any = None) -> list[int]:
    """V3 has no dice: a scenario's `dice` is empty."""
    if text.strip():
        raise ValueError("dice script: V3 has no dice")
    return []


def expect(game: Game, exp: dict[str, Any]) -> str | None:
    """The V3 fields of a scenario's `expect`; the first difference as text, or None."""
    s = game.s
    for key in ("credits", "special_tokens", "kills"):
        have: dict[str, int] = getattr(s, key)
        for c, want in exp.get(key, {}).items():
            if have.get(c, 0) != want:
                return f"{key} of {c}: expected {want}, got {have.get(c, 0)}"
    for c, want in exp.get("homes", {}).items():
        if s.homes.get(c) != want:
            return f"home of {c}: expected {want}, got {s.homes.get(c)}"
    for a, want in exp.get("defences", {}).items():
        if set(s.defences.get(a, [])) != set(want):
            return f"defences of {a}: expected {sorted(want)}, got {sorted(s.defences.get(a, []))}"
    if "converted" in exp and set(exp["converted"]) != set(s.converted):
        return f"converted: expected {sorted(exp['converted'])}, got {sorted(s.converted)}"
    for c, want in exp.get("properties", {}).items():
        prop = s.properties.get(c)
        got = None if prop is None else {"id": prop.id, "left": prop.left}
        if got != want:
            return f"property of {c}: expected {want}, got {got}"
    if "eliminated" in exp and set(exp["eliminated"]) != set(s.eliminated):
        return f"eliminated: expected {sorted(exp['eliminated'])}, got {sorted(s.eliminated)}"
    return None
