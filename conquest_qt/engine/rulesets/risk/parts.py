"""What each part of Risk's turn sees of the game, for the type checker only.

`Game` (game.py) is assembled from flow.py (setup, the frame of a turn, missions, the win) and turn.py
(the stages of a turn); turn.py calls a few of flow.py's methods. Under TYPE_CHECKING both mixins
derive from `GameParts`, which declares the typed state, board and topology, the machine's
`_ask`/`emit`, and those borrowed methods. At run time the mixins derive from `object` and this module
is never imported.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any

from conquest_qt.board.topology import Topology
from conquest_qt.engine.machine import TableGame
from conquest_qt.engine.rulesets.risk.board import RiskBoard
from conquest_qt.engine.rulesets.risk.state import RiskState
from conquest_qt.engine.steps import Flow


class GameParts(TableGame):
    s: RiskState
    topo: Topology
    board: RiskBoard

    # what turn.py borrows from flow.py
    @abstractmethod
    def roll(self, n: int) -> list[int]: ...
    @abstractmethod
    def _put(self, player: str, land: dict[str, int]) -> None: ...
    @abstractmethod
    def check_placement(self, player: str, action: dict[str, Any], due: int) -> dict[str, int]: ...
    @abstractmethod
    def check_win(self) -> Flow | None: ...
    @abstractmethod
    def eliminate(self, player: str, by: str) -> None: ...
    @abstractmethod
    def gain(self, player: str, met: list[str]) -> None: ...
