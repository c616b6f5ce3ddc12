"""Build a game from a described position (SCENARIOS.md `state`): scenarios, tests, tools."""

from __future__ import annotations

from typing import Any

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.positions import PositionError, check_owner, seat_order
from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.rulesets.conquest.cards import CARD_TYPE, CARD_TYPES
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.kinds import Phase, Step
from conquest_qt.engine.rulesets.conquest.options import Options, check_setup
from conquest_qt.engine.rulesets.conquest.state import GameState

_START_STEP = {Phase.CLAIM: Step.CLAIM_NEXT, Phase.PRODUCTION: Step.PRODUCTION_START,
               Phase.EXECUTION: Step.EXECUTION_START}



def game_from_position(players: list[str], state: dict[str, Any], options: Options | None = None,
                       seed: int = 0, script: list[int] | None = None,
                       topo: Topology | None = None) -> Game:
    topo = topo or default_topology()
    options = options or Options()
    check_setup(options, players, scenario=True)
    s = GameState(options=options, players=list(players), rng=seed_state(seed))
    rng = Rng(s.rng)
    s.round = int(state.get("round", 1))
    s.phase = state.get("phase", Phase.EXECUTION)
    if s.phase not in (Phase.CLAIM, Phase.CARDS, Phase.PRODUCTION, Phase.EXECUTION):
        raise PositionError(f"state.phase: unknown phase {s.phase!r}")
    s.order, s.turn = seat_order(state, players)
    rest = state.get("rest")
    owners = state.get("owners", {})
    for area, owner in owners.items():
        _check_area(topo, area, "state.owners")
        check_owner(owner, players, f"state.owners.{area}")
    check_owner(rest, players, "state.rest")
    s.owners = {a: owners.get(a, rest) for a in topo.lands}
    for area, by in state.get("units", {}).items():
        _check_area(topo, area, "state.units")
        for colour, kinds in by.items():
            check_owner(colour, players, f"state.units.{area}")
            s.add_units(area, colour, land=int(kinds.get("land", 0)), air=int(kinds.get("air", 0)))
    for sea, by in state.get("subs", {}).items():
        if not topo.is_sea(sea):
            raise PositionError(f"state.subs: unknown sea {sea!r}")
        for colour, n in by.items():
            check_owner(colour, players, f"state.subs.{sea}")
            s.add_subs(sea, colour, int(n))
    used: set[int] = set()

    def take(card_type: str, where: str) -> int:
        if card_type not in CARD_TYPES:
            raise PositionError(f"{where}: unknown card type {card_type!r}")
        for cid, t in enumerate(CARD_TYPE):
            if t == card_type and cid not in used:
                used.add(cid)
                return cid
        raise PositionError(f"{where}: no {card_type} card left")

    hands = state.get("hands", {})
    s.hands = {p: [take(t, f"state.hands.{p}") for t in hands.get(p, [])] for p in players}
    top = [take(t, "state.deck") for t in state.get("deck", [])]
    rest_cards = [c for c in range(len(CARD_TYPE)) if c not in used]
    rng.shuffle(rest_cards)
    s.deck = top + rest_cards
    s.parked = {p: {"land": 0, "air": 0, "sub": 0} for p in players}
    s.rng = rng.state
    game = Game(s, topo, script)
    game.hook_each("from_position", state)  # the add-ons' fields of a position (V2: nukes, contamination)
    if s.phase != Phase.CLAIM:  # SCENARIOS.md: no area outside the claim phase = eliminated
        s.eliminated = [p for p in players if s.areas_of(p) == 0]
    if s.phase == Phase.CARDS:
        start = Step.CARDS_RETURN if s.round > 1 else Step.CARDS_DRAW
    else:
        start = _START_STEP[Phase(s.phase)]
    game._advance(start)
    game.events = []
    return game


def _check_area(topo: Topology, area: str, where: str) -> None:
    if not topo.is_land(area):
        raise PositionError(f"{where}: unknown land area {area!r}")



def expect(game: Game, exp: dict[str, Any]) -> str | None:
    """Conquest's own `expect` field (SCENARIOS.md): `pp`, the producer's points left (null outside
    production); a difference as text, or None."""
    if "pp" in exp:
        got = game.pp() if game.s.phase == Phase.PRODUCTION else None
        if got != exp["pp"]:
            return f"pp: expected {exp['pp']}, got {got}"
    return None
