"""The round, top to bottom (R3–R5, R8.3): setup → claim → [turn order → cards → production → execution]*.

Steps are forced; decisions live in the phase mixins. A round: `turn_order` → `cards_return` (from
round 2) → `cards_draw` → `production_start`… for each player in turn order → `execution_start`… for
each player → `round_end` → next round's `turn_order`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import text
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Phase, Step
from conquest_qt.engine.seats import NEUTRAL

if TYPE_CHECKING:  # the typed interface of the other parts (parts.py); object at run time
    from conquest_qt.engine.rulesets.conquest.parts import GameParts as _Base
else:
    _Base = object


class FlowMixin(_Base):
    # --- setup (R3) ------------------------------------------------------------------------------
    def _setup(self) -> None:
        s = self.s
        s.deck = list(range(60))
        self.rng.shuffle(s.deck)  # R3.4
        s.hands = {p: [] for p in s.players}
        s.parked = {p: {"land": 0, "air": 0, "sub": 0} for p in s.players}
        s.owners = {land: None for land in self.topo.lands}
        self.emit("game_started", players=list(s.players))
        start = self.draw_turn_colour()  # R3.2
        self.emit("start_player", player=start, drawn=self._last_draw)
        s.order = self.seat_order_from(start)
        n_neutral = len(self.topo.lands) % len(s.players)
        free = list(self.topo.lands)
        self.rng.shuffle(free)
        for area in free[:n_neutral]:
            s.owners[area] = NEUTRAL
        if n_neutral:
            self.emit("neutral_areas", areas=sorted(free[:n_neutral]))
        s.phase, s.turn = Phase.CLAIM, 0
        if s.options.random_deal:
            for i, area in enumerate(free[n_neutral:]):
                player = s.order[i % len(s.order)]
                s.owners[area] = player
                self.emit("claimed", player=player, area=area)
            s.step = Step.TURN_ORDER
        else:
            s.step = Step.CLAIM_NEXT

    # --- claim (R3.3) ----------------------------------------------------------------------------
    def _free_areas(self) -> list[str]:
        return [a for a, o in self.s.owners.items() if o is None]

    def _step_claim_next(self) -> None:
        free = self._free_areas()
        player = self.s.order[self.s.turn % len(self.s.order)]
        if not free:
            self.s.step = Step.TURN_ORDER
        elif len(free) == 1:
            self._claim(player, free[0])
        else:
            self._ask(player, Kind.CLAIM)

    def _do_claim(self, player: str, action: dict[str, Any]) -> None:
        area = text(action, "area")
        if not self.topo.is_land(area):
            raise RuleError("unknown_area", area=area)
        if self.s.owners[area] is not None:
            raise RuleError("area_taken", area=area)
        self._claim(player, area)

    def _claim(self, player: str, area: str) -> None:
        self.s.owners[area] = player
        self.emit("claimed", player=player, area=area)
        self.s.turn += 1
        self.s.step = Step.CLAIM_NEXT

    # --- a round (R4, R5) ------------------------------------------------------------------------
    def _step_turn_order(self) -> None:
        s = self.s
        self.emit("round_started", round=s.round)
        first = self.draw_turn_colour()
        s.order = self.seat_order_from(first)
        self.emit("turn_order", order=list(s.order), drawn=self._last_draw)
        s.phase, s.turn, s.ctx = Phase.CARDS, 0, {}
        s.step = Step.CARDS_RETURN if s.round > 1 else Step.CARDS_DRAW

    def _next_player(self, start_step: str, after_step: str) -> None:
        """Advance to the next player in turn order who is still in the game."""
        s = self.s
        s.turn += 1
        while s.turn < len(s.order) and s.order[s.turn] in s.eliminated:
            s.turn += 1
        if s.turn < len(s.order):
            s.step = start_step
        else:
            s.turn = 0
            s.step = after_step

    def _step_round_end(self) -> None:
        s = self.s
        cap = s.options.round_cap
        if cap is not None and s.round >= cap:
            self.finish(None, "round_cap")
            return
        s.round += 1
        s.step = Step.TURN_ORDER
