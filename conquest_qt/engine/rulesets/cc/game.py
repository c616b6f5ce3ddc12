"""Comanda & Conquista's game (V3): the state, the board and the small helpers every part uses; the game
reads top to bottom in table.py, setup and the round in flow.py, a turn's actions in actions.py, battles in
battle.py (the preview) and fight.py (fighting one)."""

from __future__ import annotations

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.events import Event
from conquest_qt.engine.machine import TableGame
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.cc.action_schema import FIELDS
from conquest_qt.engine.rulesets.cc.board import cc_board
from conquest_qt.engine.rulesets.cc.options import Options, check_setup
from conquest_qt.engine.rulesets.cc.state import ATTACKED, DROPPED, MOVED, CcState
from conquest_qt.engine.rulesets.cc.table import ROUND
from conquest_qt.engine.steps import Flow
from conquest_qt.engine.units import add, count


class Game(TableGame):
    RULESET = "cc"
    TABLE = ROUND
    STATE = CcState
    OPTIONS = Options
    CHECK_SETUP = check_setup
    FIELDS = FIELDS  # the actions' fields (V3.10, action_schema.py)
    SHARED = (*TableGame.SHARED, "board")
    s: CcState

    def __init__(self, state: CcState, topo: Topology | None = None, script: list[int] | None = None):
        self.s = state
        self.topo = topo or default_topology()
        self.board = cc_board(self.topo)
        self.rng = Rng(state.rng, script)
        self.events: list[Event] = []
        self._compose()

    def _setup(self) -> Flow:
        from conquest_qt.engine.rulesets.cc.flow import setup

        return setup(self)

    # --- divisions and their state this turn (state.spent) ---------------------------------------
    def put(self, area: str, player: str, kind: str, n: int, state: str | None = None) -> None:
        """Add n divisions (of the active player: in `state`, None = unmoved)."""
        add(self.s.units, area, player, kind, n)
        if state is not None and n:
            self._spend(area, kind, state, n)

    def take(self, area: str, player: str, kind: str, n: int, order: tuple[str, ...] = ()) -> None:
        """Remove n divisions; of the active player, those in the states of `order` go first, then unmoved
        ones, then any others (so `spent` never counts more than stand there)."""
        add(self.s.units, area, player, kind, -n)
        if player != self.s.active or area not in self.s.spent:
            return
        left = n
        by = self.s.spent[area].get(kind, {})
        for st in order:
            k = min(left, by.get(st, 0))
            if k:
                self._spend(area, kind, st, -k)
                left -= k
        over = sum(self.s.spent.get(area, {}).get(kind, {}).values()) - count(self.s.units, area, player, kind)
        for st in (MOVED, DROPPED, ATTACKED):
            if over <= 0:
                break
            k = min(over, self.s.spent.get(area, {}).get(kind, {}).get(st, 0))
            if k:
                self._spend(area, kind, st, -k)
                over -= k

    def _spend(self, area: str, kind: str, state: str, n: int) -> None:
        spent = self.s.spent
        by = spent.setdefault(area, {}).setdefault(kind, {})
        v = by.get(state, 0) + n
        if v > 0:
            by[state] = v
        else:
            by.pop(state, None)
            if not by:
                del spent[area][kind]
                if not spent[area]:
                    del spent[area]
