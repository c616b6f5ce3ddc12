"""A Risk game from a described position (VARIANTS.md "Scenario format extensions", V1 positions)."""

from __future__ import annotations

from typing import Any

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.positions import PositionError, check_area, check_owner, seat_order
from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.rulesets.risk.board import NEUTRAL_ARMIES, TRAINING_CITIES, risk_board
from conquest_qt.engine.rulesets.risk.frames import TurnFrame
from conquest_qt.engine.rulesets.risk.game import Game
from conquest_qt.engine.rulesets.risk.kinds import Phase, Step
from conquest_qt.engine.rulesets.risk.missions import MISSIONS
from conquest_qt.engine.rulesets.risk.options import Options, check_setup
from conquest_qt.engine.rulesets.risk.state import RiskState
from conquest_qt.engine.seats import NEUTRAL

_START_STEP = {Phase.CLAIM: Step.CLAIM_NEXT, Phase.CAPITAL: Step.CAPITAL_NEXT,
               Phase.SETUP_PLACE: Step.SETUP_PLACE_NEXT, Phase.REINFORCE: Step.TURN_START,
               Phase.ATTACK: Step.ATTACK_CHECK, Phase.FORTIFY: Step.FORTIFY_CHECK}



def game_from_position(players: list[str], state: dict[str, Any], options: Options | None = None,
                       seed: int = 0, script: list[int] | None = None,
                       topo: Topology | None = None) -> Game:
    topo = topo or default_topology()
    board = risk_board(topo)
    options = options or Options()
    check_setup(options, players, scenario=True)
    s = RiskState(options=options, players=list(players), rng=seed_state(seed))
    rng = Rng(s.rng)
    s.round = int(state.get("round", 1))
    phase = state.get("phase", Phase.REINFORCE)
    if phase not in _START_STEP:
        raise PositionError(f"state.phase: unknown phase {phase!r}")
    s.phase = Phase(phase)
    s.order, s.turn = seat_order(state, players)
    owners = state.get("owners", {})
    rest = state.get("rest", None if s.phase == Phase.CLAIM else NEUTRAL)
    for area, owner in owners.items():
        check_area(board.lands, area, "state.owners")
        check_owner(owner, players, f"state.owners.{area}")
    check_owner(rest, players, "state.rest")
    s.owners = {a: owners.get(a, rest) for a in board.lands}
    armies = {a: NEUTRAL_ARMIES if o == NEUTRAL else 1 for a, o in s.owners.items() if o}
    for area, by in state.get("units", {}).items():
        check_area(board.lands, area, "state.units")
        for colour, kinds in by.items():
            check_owner(colour, players, f"state.units.{area}")
            if not isinstance(kinds, dict):
                raise PositionError(f"state.units.{area}.{colour}: expected {{\"land\": n}}")
            n = int(kinds.get("land", 0))
            if n < 1:
                raise PositionError(f"state.units.{area}.{colour}: at least 1 army")
            s.owners[area] = colour
            armies[area] = n
    for area, n in armies.items():
        s.add_armies(area, n)
    # `training` cities by default; `command` draws them after the claim unless the position gives them
    default = [] if options.command and s.phase == Phase.CLAIM else TRAINING_CITIES
    s.cities = list(state.get("cities", default))
    for a in s.cities:
        check_area(board.lands, a, "state.cities")
    s.capitals = dict(state.get("capitals", {}))
    for c, a in s.capitals.items():
        check_owner(c, players, "state.capitals")
        check_area(board.lands, a, f"state.capitals.{c}")
    s.missions = {p: [] for p in players}
    seen: set[str] = set()
    for c, held in state.get("missions", {}).items():
        check_owner(c, players, "state.missions")
        for m in held:
            if m not in MISSIONS or m in seen:
                raise PositionError(f"state.missions.{c}: unknown or repeated mission {m!r}")
            seen.add(m)
        s.missions[c] = list(held)
    s.rewards_removed = list(state.get("rewards_removed", []))
    conquered = state.get("conquered", 0)
    s.conquered = len(conquered) if isinstance(conquered, list) else int(conquered)
    index = {a: i for i, a in enumerate(board.lands)}
    used: set[int] = set()

    def take(area: str, where: str) -> int:
        if area not in index or index[area] in used:
            raise PositionError(f"{where}: unknown or repeated card {area!r}")
        used.add(index[area])
        return index[area]

    hands = state.get("hands", {})
    s.hands = {p: [take(a, f"state.hands.{p}") for a in hands.get(p, [])] for p in players}
    top = [take(a, "state.deck") for a in state.get("deck", [])]
    rest_cards = [c for c in range(len(board.lands)) if c not in used]
    rng.shuffle(rest_cards)
    s.deck = top + rest_cards
    s.rng = rng.state
    game = Game(s, topo, script)
    game.hook_each("from_position", state)  # the add-ons' fields of a position (V2: nukes, contamination)
    if s.phase not in (Phase.CLAIM,):  # a player without an area is out (V1.13)
        s.eliminated = [p for p in players if s.areas_of(p) == 0]
    if s.phase == Phase.FORTIFY:
        s.fortified = int(state.get("fortified", 0))
    if s.phase in (Phase.ATTACK, Phase.FORTIFY):  # mid-turn: the turn under way (V1 positions)
        game.push(TurnFrame(player=s.order[s.turn]))
    game._advance(_START_STEP[s.phase])
    game.events = []
    return game



def parse_dice(text: str, options: Any = None) -> list[int]:
    """V0.3: digits 1–6, one per die (spaces ignored), as the generator's faces 0–5."""
    out = []
    for ch in text:
        if ch.isspace():
            continue
        if ch not in "123456":
            raise ValueError(f"dice script: unexpected character {ch!r}")
        out.append(int(ch) - 1)
    return out


def expect(game: Game, exp: dict[str, Any]) -> str | None:
    """The V1 fields of a scenario's `expect`; the first difference as text, or None."""
    s = game.s
    if "missions" in exp:
        for c, want in exp["missions"].items():
            got = set(s.missions.get(c, []))
            if got != set(want):
                return f"missions of {c}: expected {sorted(want)}, got {sorted(got)}"
    checks: dict[str, Any] = {}
    if "rewards_removed" in exp:
        checks["rewards_removed"] = (set(exp["rewards_removed"]), set(s.rewards_removed))
    if "capitals" in exp:
        checks["capitals"] = (exp["capitals"], {c: a for c, a in s.capitals.items() if c in exp["capitals"]})
    if "cities" in exp:
        checks["cities"] = (set(exp["cities"]), set(s.cities))
    if "conquered" in exp:
        want = exp["conquered"]
        checks["conquered"] = (len(want) if isinstance(want, list) else want, s.conquered)
    if "eliminated" in exp:
        checks["eliminated"] = (set(exp["eliminated"]), set(s.eliminated))
    if "reinforcements" in exp:
        d = game.pending()
        due = d.info.get("armies") if d and d.kind in ("place", "setup_place") else None
        if d and d.kind == "trade":
            due = d.info["reinforcements"]["total"]
        checks["reinforcements"] = (exp["reinforcements"], due)
    for key, (want, got) in checks.items():
        if want != got:
            return f"{key}: expected {want!r}, got {got!r}"
    return None
