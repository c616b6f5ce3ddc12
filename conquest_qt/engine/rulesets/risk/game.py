"""Risk's game (V1): the state, the generator and the board; the game reads top to bottom in table.py,
setup and the frame of a turn are in flow.py, the stages of a turn in turn.py."""

from __future__ import annotations

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.events import Event
from conquest_qt.engine.machine import TableGame
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.risk.action_schema import FIELDS
from conquest_qt.engine.rulesets.risk.board import risk_board
from conquest_qt.engine.rulesets.risk.flow import FlowMixin
from conquest_qt.engine.rulesets.risk.options import Options, check_setup
from conquest_qt.engine.rulesets.risk.state import RiskState
from conquest_qt.engine.rulesets.risk.table import ROUND
from conquest_qt.engine.rulesets.risk.turn import TurnMixin


class Game(FlowMixin, TurnMixin, TableGame):
    RULESET = "risk"
    TABLE = ROUND
    STATE = RiskState
    OPTIONS = Options
    CHECK_SETUP = check_setup
    FIELDS = FIELDS  # the actions' fields (V1.14, action_schema.py); add-ons add theirs
    SHARED = (*TableGame.SHARED, "board")
    # the calls Risk makes into its add-ons' parts (engine/machine.py hook_*), besides its Hook rows
    HOOKS = {
        "entry_refusal": "(player, area) -> error code | None: why an area without owner is no target (turn.py)",
        "keeps_decision": "(kind, player) -> bool: keep the attack stage open (turn.py)",
        "purchase_cost": "(player, action, setup) -> armies: the extra purchases of a place, checked (turn, flow)",
        "wants_purchase": "(player, armies) -> bool: ask the place even with one own area (turn.py)",
        "bought": "(player, action): a checked place's extra purchases are made (turn.py)",
        "from_position": "(state): a described position's add-on fields (position.py)",
    }
    s: RiskState

    def __init__(self, state: RiskState, topo: Topology | None = None, script: list[int] | None = None):
        self.s = state
        self.topo = topo or default_topology()
        self.board = risk_board(self.topo)
        self.rng = Rng(state.rng, script)
        self.events: list[Event] = []
        self._compose()
