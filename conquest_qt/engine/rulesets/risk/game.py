"""Risk's game (V1): the state, the generator and the board; the game reads top to bottom in table.py,
setup and the frame of a turn are in flow.py, the stages of a turn in turn.py."""

from __future__ import annotations

from typing import Any

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.events import Event
from conquest_qt.engine.machine import TableGame
from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.rulesets.risk.action_schema import check_action as check_fields
from conquest_qt.engine.rulesets.risk.board import risk_board
from conquest_qt.engine.rulesets.risk.flow import FlowMixin
from conquest_qt.engine.rulesets.risk.options import Options, check_setup
from conquest_qt.engine.rulesets.risk.state import RiskState
from conquest_qt.engine.rulesets.risk.table import ROUND
from conquest_qt.engine.rulesets.risk.turn import TurnMixin


class Game(FlowMixin, TurnMixin, TableGame):
    RULESET = "risk"
    TABLE = ROUND

    @staticmethod
    def check_action(action: dict[str, Any]) -> None:
        """Exactly the vocabulary's fields and types (V1.14) (action_schema.py)."""
        check_fields(action)

    def __init__(self, state: RiskState, topo: Topology | None = None, script: list[int] | None = None):
        self.s = state
        self.topo = topo or default_topology()
        self.board = risk_board(self.topo)
        self.rng = Rng(state.rng, script)
        self.events: list[Event] = []

    # --- construction -------------------------------------------------------------------------
    @classmethod
    def new(cls, players: list[str], options: Options | None = None, seed: int = 0,
            topo: Topology | None = None) -> Game:
        """A fresh game at its first real decision (V1.3)."""
        return cls.opening(players, options, seed, topo)[0]

    @classmethod
    def opening(cls, players: list[str], options: Options | None = None, seed: int = 0,
                topo: Topology | None = None) -> tuple[Game, list[Event]]:
        """A fresh game at its first real decision, and the events of the set-up that led there (V1.3)."""
        options = options or Options()
        check_setup(options, players)
        game = cls(RiskState(options=options, players=list(players), rng=seed_state(seed)), topo)
        game._setup()
        game._advance()
        events, game.events = game.events, []
        return game, events

    def copy(self) -> Game:
        self.s.rng = self.rng.state
        g = Game.__new__(Game)
        g.s = self.s.copy()
        g.topo, g.board = self.topo, self.board
        g.rng = Rng(self.rng.state, None if self.rng.script is None else list(self.rng.script))
        g.events = []
        return g

    def snapshot(self) -> dict[str, Any]:
        self.s.rng = self.rng.state
        return self.s.to_dict()
