"""Conquest's game: the state, the generator and the helpers every part of the round uses.

`Game` is assembled from one mixin per part of a round; each mixin owns its forced steps and its
decision handlers. The machine (engine/machine.py) runs them through the step table in table.py,
which reads top to bottom like the round itself.
"""

from __future__ import annotations

from typing import Any

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.events import Event
from conquest_qt.engine.machine import TableGame
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.conquest.action_schema import FIELDS
from conquest_qt.engine.rulesets.conquest.battle import BattleMixin
from conquest_qt.engine.rulesets.conquest.cards import CARD_COLOUR, CARD_IDS, DECK_SIZE, SUPPLY
from conquest_qt.engine.rulesets.conquest.cards_phase import CardsMixin
from conquest_qt.engine.rulesets.conquest.execution import ExecutionMixin
from conquest_qt.engine.rulesets.conquest.flow import FlowMixin
from conquest_qt.engine.rulesets.conquest.movement import MovementMixin
from conquest_qt.engine.rulesets.conquest.options import Options, check_setup
from conquest_qt.engine.rulesets.conquest.production import ProductionMixin
from conquest_qt.engine.rulesets.conquest.state import GameState
from conquest_qt.engine.rulesets.conquest.table import ROUND
from conquest_qt.engine.seats import mark_eliminated, seat_order_from
from conquest_qt.engine.steps import Flow

_NO_PARKED: dict[str, int] = {}


class Game(FlowMixin, CardsMixin, ProductionMixin, MovementMixin, ExecutionMixin, BattleMixin, TableGame):
    RULESET = "conquest"
    TABLE = ROUND
    STATE = GameState
    OPTIONS = Options
    CHECK_SETUP = check_setup
    FIELDS = FIELDS  # the actions' fields (action_schema.py); add-ons add theirs
    # the calls Conquest makes into its add-ons' parts (engine/machine.py hook_*), besides its Hook rows
    HOOKS = {
        "entry_refusal": "(player, area) -> error code | None: may units end a move there (movement.py)",
        "keeps_decision": "(kind, player) -> bool: ask the battle choice / end_turn anyway (execution.py)",
        "purchase_cost": "(player, action, setup) -> PP: the extra purchases of a build, checked (production.py)",
        "wants_purchase": "(player, pp) -> bool: is the build worth asking for an extra purchase (production.py)",
        "bought": "(player, action): a checked build's extra purchases are made (production.py)",
        "from_position": "(state): a described position's add-on fields (position.py)",
    }
    s: GameState

    def __init__(self, state: GameState, topo: Topology | None = None, script: list[int] | None = None):
        self.s = state
        self.topo = topo or default_topology()
        self.rng = Rng(state.rng, script)
        self.events: list[Event] = []
        self._compose()

    # --- shared helpers -----------------------------------------------------------------------
    def roll(self, player: str, n: int, purpose: str, **data: Any) -> int:
        """Roll n dice, report them, return the explosions."""
        if self.quiet:
            return self.rng.explosions(n, self.s.options.explosion_faces)
        faces, k = self.rng.roll(n, self.s.options.explosion_faces)
        data.update(player=player, purpose=purpose, faces=faces, explosions=k, type="dice_rolled")
        self.events.append(data)
        return k

    def holds(self, player: str, card_type: str) -> bool:
        hand = self.s.hands.get(player)
        if not hand:
            return False
        return not CARD_IDS[card_type].isdisjoint(hand)

    def take_card(self, player: str, card_type: str) -> int:
        """Remove the lowest-numbered card of that type from the hand (caller checked it is held)."""
        hand = self.s.hands[player]
        cid = min(CARD_IDS[card_type].intersection(hand))
        hand.remove(cid)
        return cid

    def discard(self, player: str, card_type: str, **data: Any) -> None:
        """Play a card: it goes under the deck (R9)."""
        self.s.deck.append(self.take_card(player, card_type))
        self.emit("card_played", player=player, card=card_type, **data)

    def supply(self, player: str, kind: str) -> int:
        """Units of a kind still in the box for this player (R1.1)."""
        return self.supplies(player)[kind]

    def supplies(self, player: str) -> dict[str, int]:
        board = self.s.on_board(player)
        parked = self.s.parked.get(player, _NO_PARKED)
        return {"land": SUPPLY["land"] - board["land"] - parked.get("land", 0),
                "air": SUPPLY["air"] - board["air"] - parked.get("air", 0),
                "sub": SUPPLY["sub"] - board["sub"] - parked.get("sub", 0)}

    def draw_turn_colour(self) -> str:
        """R3.2 / R5: draw until a card shows a colour in the game; drawn cards go under the deck."""
        alive = set(self.s.alive())
        drawn: list[str] = []
        for _ in range(DECK_SIZE):
            cid = self.s.deck.pop(0)
            self.s.deck.append(cid)
            drawn.append(CARD_COLOUR[cid])
            if CARD_COLOUR[cid] in alive:
                self._last_draw = drawn
                return CARD_COLOUR[cid]
        raise AssertionError("no card shows a colour in the game")  # every colour is on 10 cards

    def seat_order_from(self, first: str) -> list[str]:
        return seat_order_from(self.s.players, first, self.s.eliminated)

    def eliminate(self, player: str) -> None:
        """R2: subs leave the board, cards go under the deck, armistices involving him end."""
        s = self.s
        for sea, by in s.subs(self.topo.sea_lands):
            n = by.get(player, 0)
            if n:
                s.add_subs(sea, player, -n)
        s.deck.extend(s.hands.get(player, []))
        s.hands[player] = []
        for arm in [a for a in s.armistices if player in (a["by"], a["target"])]:
            self.end_armistice(arm)
        mark_eliminated(s.eliminated, player)
        self.emit("eliminated", player=player)

    def end_armistice(self, arm: dict[str, Any]) -> None:
        s = self.s
        s.armistices.remove(arm)
        s.deck.append(arm["card"])
        parked = s.parked.setdefault(arm["by"], {})
        parked[arm["kind"]] = parked.get(arm["kind"], 0) - 1
        self.emit("armistice_ended", player=arm["by"], target=arm["target"])

    def finish(self, winner: str | None, reason: str) -> Flow:
        return self.end(winner, reason)

    def check_winner(self, player: str) -> Flow | None:
        """R2: target reached, or last player standing: the game's end; None when it goes on."""
        if self.s.areas_of(player) >= self.s.options.target_areas:
            return self.finish(player, "target")
        alive = self.s.alive()
        if len(alive) == 1:
            return self.finish(alive[0], "last_standing")
        return None

