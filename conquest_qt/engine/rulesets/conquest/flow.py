"""The round, top to bottom (R3–R5, R8.3): setup → claim → [turn order → cards → production → execution]*.

Steps are forced; decisions live in the phase mixins. A round: `round_start` (a hook) → `turn_order` →
`cards_return` (from round 2) → `cards_draw` → `production_start`… for each player in turn order →
`execution_start`… for each player → `round_end` → the next round's start. Every step returns where the
game goes (engine/steps.py); the table (table.py) lists where each may go.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import text
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Phase, Step
from conquest_qt.engine.seats import NEUTRAL, deal_neutral, next_claim
from conquest_qt.engine.steps import Flow, ask

if TYPE_CHECKING:  # the typed interface of the other parts (parts.py); object at run time
    from conquest_qt.engine.rulesets.conquest.parts import GameParts as _Base
else:
    _Base = object


class FlowMixin(_Base):
    # --- setup (R3) ------------------------------------------------------------------------------
    def _setup(self) -> Flow:
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
        neutral, rest = deal_neutral(self.topo.lands, len(s.players), self.rng)
        for area in neutral:
            s.owners[area] = NEUTRAL
        if neutral:
            self.emit("neutral_areas", areas=sorted(neutral))
        s.phase, s.turn = Phase.CLAIM, 0
        if s.options.random_deal:
            for i, area in enumerate(rest):
                player = s.order[i % len(s.order)]
                s.owners[area] = player
                self.emit("claimed", player=player, area=area)
            return Step.ROUND_START
        return Step.CLAIM_NEXT

    # --- claim (R3.3) ----------------------------------------------------------------------------
    def _free_areas(self) -> list[str]:
        return [a for a, o in self.s.owners.items() if o is None]

    def _step_claim_next(self) -> Flow:
        return next_claim(self._free_areas(), self.s.order[self.s.turn % len(self.s.order)], self._claim,
                          lambda p: ask(Kind.CLAIM, p), lambda: Step.ROUND_START)

    def _do_claim(self, player: str, action: dict[str, Any]) -> Flow:
        area = text(action, "area")
        if not self.topo.is_land(area):
            raise RuleError("unknown_area", area=area)
        if self.s.owners[area] is not None:
            raise RuleError("area_taken", area=area)
        return self._claim(player, area)

    def _claim(self, player: str, area: str) -> Flow:
        self.s.owners[area] = player
        self.emit("claimed", player=player, area=area)
        self.s.turn += 1
        return Step.CLAIM_NEXT

    # --- a round (R4, R5) ------------------------------------------------------------------------
    def _step_turn_order(self) -> Flow:
        s = self.s
        self.emit("round_started", round=s.round)
        first = self.draw_turn_colour()
        s.order = self.seat_order_from(first)
        self.emit("turn_order", order=list(s.order), drawn=self._last_draw)
        s.phase, s.turn = Phase.CARDS, 0
        return Step.CARDS_RETURN if s.round > 1 else Step.CARDS_DRAW

    def _next_player(self, start_step: str, after_step: str) -> Flow:
        """On to the next player in turn order who is still in the game (`start_step`), or `after_step`."""
        s = self.s
        s.turn += 1
        while s.turn < len(s.order) and s.order[s.turn] in s.eliminated:
            s.turn += 1
        if s.turn < len(s.order):
            return start_step
        s.turn = 0
        return after_step

    def _step_round_end(self) -> Flow:
        s = self.s
        cap = s.options.round_cap
        if cap is not None and s.round >= cap:
            return self.finish(None, "round_cap")
        s.round += 1
        return Step.ROUND_START
