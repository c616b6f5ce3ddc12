"""The game: apply decisions, run forced steps, answer who must decide what (ARCHITECTURE principle 2).

`Game` is assembled from one mixin per part of a round; each mixin owns its steps (`_step_<name>`,
forced, run by `_advance`) and its decisions (`_do_<kind>`, validated completely before anything
changes, so a `RuleError` always leaves the state untouched). The round itself reads top to bottom in
flow.py.
"""

from __future__ import annotations

from typing import Any

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.action_schema import check_action
from conquest_qt.engine.battle import BattleMixin
from conquest_qt.engine.cards import CARD_COLOUR, CARD_IDS, DECK_SIZE, SUPPLY
from conquest_qt.engine.cards_phase import CardsMixin
from conquest_qt.engine.decision import ACCEPTS, Decision
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.events import Event
from conquest_qt.engine.execution import ExecutionMixin
from conquest_qt.engine.flow import FlowMixin
from conquest_qt.engine.movement import MovementMixin
from conquest_qt.engine.options import Options, check_setup
from conquest_qt.engine.production import ProductionMixin
from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.state import GameState

_NO_PARKED: dict[str, int] = {}


class Game(FlowMixin, CardsMixin, ProductionMixin, MovementMixin, ExecutionMixin, BattleMixin):
    # A quiet game reports no events (replaying a saved log: nobody watches). Its state, dice included,
    # evolves exactly as a loud one's; code that emits directly (events.append) must check it too.
    quiet: bool = False

    def __init__(self, state: GameState, topo: Topology | None = None, script: list[int] | None = None):
        self.s = state
        self.topo = topo or default_topology()
        self.rng = Rng(state.rng, script)
        self.events: list[Event] = []

    # --- construction -------------------------------------------------------------------------
    @classmethod
    def new(cls, players: list[str], options: Options | None = None, seed: int = 0,
            topo: Topology | None = None) -> Game:
        """A fresh game at its first real decision (R3)."""
        options = options or Options()
        check_setup(options, players)
        game = cls(GameState(options=options, players=list(players), rng=seed_state(seed)), topo)
        game._setup()
        game._advance()
        game.events = []
        return game

    def copy(self) -> Game:
        self.s.rng = self.rng.state
        g = Game.__new__(Game)
        g.s = self.s.copy()
        g.topo = self.topo
        g.rng = Rng(self.rng.state, None if self.rng.script is None else list(self.rng.script))
        g.events = []
        return g

    def snapshot(self) -> dict[str, Any]:
        self.s.rng = self.rng.state
        return self.s.to_dict()

    # --- the three questions ------------------------------------------------------------------
    def pending(self) -> Decision | None:
        """Whose real decision the game waits for, or None when it is over."""
        if self.s.step not in ACCEPTS:
            return None
        ctx = self.s.ctx
        return Decision(ctx["who"], self.s.step, ctx.get("info") or {})

    @property
    def over(self) -> bool:
        return self.s.phase == "over"

    def apply(self, player: str, action: Any) -> list[Event]:
        """Apply `player`'s decision; returns the events it caused. Raises RuleError, changing nothing."""
        s = self.s
        if s.phase == "over":
            raise RuleError("game_over")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise RuleError("malformed_action", field="type")
        kind = s.step
        if player != s.ctx["who"]:
            raise RuleError("not_your_decision", waiting_for=s.ctx["who"])
        if action["type"] not in ACCEPTS[kind]:
            raise RuleError("wrong_action", expected=list(ACCEPTS[kind]))
        check_action(action)  # exactly the vocabulary's fields and types (a saved log, the GUI, the AIs)
        events: list[Event] = []
        self.events = events
        _DECIDE[kind](self, player, action)
        self._advance()
        self.events = []
        return events

    def _advance(self) -> None:
        """Run forced steps until a real decision is pending or the game is over."""
        s = self.s
        while s.step not in ACCEPTS and s.step != "over":
            _STEPS[s.step](self)
        s.rng = self.rng.state

    def _ask(self, who: str, kind: str, **info: Any) -> None:
        self.s.ctx["who"] = who
        self.s.ctx["info"] = info
        self.s.step = kind

    def emit(self, type_: str, **data: Any) -> None:
        if not self.quiet:
            data["type"] = type_
            self.events.append(data)

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
        return bool(hand) and not CARD_IDS[card_type].isdisjoint(hand)

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
        seats = self.s.players
        i = seats.index(first)
        return [p for p in seats[i:] + seats[:i] if p not in self.s.eliminated]

    def eliminate(self, player: str) -> None:
        """R2: subs leave the board, cards go under the deck, armistices involving him end."""
        s = self.s
        for sea in list(s.subs):
            n = s.subs[sea].get(player, 0)
            if n:
                s.add_subs(sea, player, -n)
        s.deck.extend(s.hands.get(player, []))
        s.hands[player] = []
        for arm in [a for a in s.armistices if player in (a["by"], a["target"])]:
            self.end_armistice(arm)
        s.eliminated.append(player)
        self.emit("eliminated", player=player)

    def end_armistice(self, arm: dict[str, Any]) -> None:
        s = self.s
        s.armistices.remove(arm)
        s.deck.append(arm["card"])
        parked = s.parked.setdefault(arm["by"], {})
        parked[arm["kind"]] = parked.get(arm["kind"], 0) - 1
        self.emit("armistice_ended", player=arm["by"], target=arm["target"])

    def finish(self, winner: str | None, reason: str) -> None:
        self.s.phase = "over"
        self.s.step = "over"
        self.s.winner = winner
        self.s.ctx = {}
        self.emit("game_over", winner=winner, reason=reason)

    def check_winner(self, player: str) -> bool:
        """R2: target reached, or last player standing. True if the game ended."""
        if self.s.areas_of(player) >= self.s.options.target_areas:
            self.finish(player, "target")
            return True
        alive = self.s.alive()
        if len(alive) == 1:
            self.finish(alive[0], "last_standing")
            return True
        return False



# Dispatch tables: step name -> forced step, decision kind -> handler (built once).
_STEPS = {name[len("_step_"):]: getattr(Game, name) for name in dir(Game) if name.startswith("_step_")}
_DECIDE = {kind: getattr(Game, "_do_" + kind) for kind in ACCEPTS}
