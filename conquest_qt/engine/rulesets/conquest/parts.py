"""What each part of Conquest's round sees of the game, for the type checker only.

`Game` (game.py) is assembled from one mixin per part of the round; the parts call the shared helpers
of game.py and a few of each other's methods. Under TYPE_CHECKING every mixin derives from
`GameParts`, which declares exactly that: the typed state and topology, the machine's frames and `emit`,
and the helpers one part borrows from another. At run time the mixins derive from `object` and this
module is never imported, so it adds no cycle and no cost.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any

from conquest_qt.board.topology import Topology
from conquest_qt.engine.machine import TableGame
from conquest_qt.engine.rulesets.conquest.state import GameState
from conquest_qt.engine.steps import Flow


class GameParts(TableGame):
    s: GameState
    topo: Topology
    _last_draw: list[str]  # the colours drawn by the last draw_turn_colour (R3.2 / R5)

    # game.py's shared helpers
    @abstractmethod
    def roll(self, player: str, n: int, purpose: str, **data: Any) -> int: ...
    @abstractmethod
    def holds(self, player: str, card_type: str) -> bool: ...
    @abstractmethod
    def take_card(self, player: str, card_type: str) -> int: ...
    @abstractmethod
    def discard(self, player: str, card_type: str, **data: Any) -> None: ...
    @abstractmethod
    def supply(self, player: str, kind: str) -> int: ...
    @abstractmethod
    def supplies(self, player: str) -> dict[str, int]: ...
    @abstractmethod
    def draw_turn_colour(self) -> str: ...
    @abstractmethod
    def seat_order_from(self, first: str) -> list[str]: ...
    @abstractmethod
    def eliminate(self, player: str) -> None: ...
    @abstractmethod
    def end_armistice(self, arm: dict[str, Any]) -> None: ...
    @abstractmethod
    def finish(self, winner: str | None, reason: str) -> Flow: ...
    @abstractmethod
    def check_winner(self, player: str) -> Flow | None: ...

    # what one part borrows from another
    @abstractmethod
    def _next_player(self, start_step: str, after_step: str) -> Flow: ...  # flow.py
    @abstractmethod
    def has_move(self, player: str) -> bool: ...  # movement.py
    @abstractmethod
    def _do_move(self, player: str, action: dict[str, Any]) -> None: ...  # movement.py
    @abstractmethod
    def _do_transport(self, player: str, action: dict[str, Any]) -> None: ...  # movement.py
    @abstractmethod
    def start_battle(self, player: str, area: str) -> Flow: ...  # battle.py
