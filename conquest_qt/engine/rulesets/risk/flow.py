"""Setup (V1.3), the frame of a turn, missions, elimination and the win (V1.11, V1.13)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import placement, text
from conquest_qt.engine.rulesets.risk import missions as M
from conquest_qt.engine.rulesets.risk.board import CITY_COUNT, NEUTRAL_ARMIES, START_ARMIES, TRAINING_CITIES
from conquest_qt.engine.rulesets.risk.frames import TurnFrame
from conquest_qt.engine.rulesets.risk.kinds import Kind, Phase, Step
from conquest_qt.engine.seats import NEUTRAL, deal_neutral, mark_eliminated, next_claim, seat_order_from
from conquest_qt.engine.steps import Flow, ask

if TYPE_CHECKING:  # the typed interface of the other part (parts.py); object at run time
    from conquest_qt.engine.rulesets.risk.parts import GameParts as _Base
else:
    _Base = object


class FlowMixin(_Base):
    # --- setup (V1.3) --------------------------------------------------------------------------
    def _setup(self) -> Flow:
        s = self.s
        s.deck = list(range(len(self.board.lands)))
        self.rng.shuffle(s.deck)  # V1.3.5
        s.hands = {p: [] for p in s.players}
        s.missions = {p: [] for p in s.players}
        s.owners = {a: None for a in self.board.lands}
        self.emit("game_started", players=list(s.players))
        start = s.players[self.rng.below(len(s.players))]  # V1.3.1: uniformly from the seed
        s.order = self.seat_order_from(start)
        self.emit("start_player", player=start)
        neutral, rest = deal_neutral(self.board.lands, len(s.players), self.rng)
        for area in neutral:
            s.owners[area] = NEUTRAL
            s.add_armies(area, NEUTRAL_ARMIES)
        if neutral:
            self.emit("neutral_areas", areas=sorted(neutral))
        s.phase, s.turn = Phase.CLAIM, 0
        if not s.options.command:
            s.cities = list(TRAINING_CITIES)
        if s.options.random_deal:
            for i, area in enumerate(rest):
                self._claim(s.order[i % len(s.order)], area)
        return Step.CLAIM_NEXT

    def seat_order_from(self, first: str) -> list[str]:
        return seat_order_from(self.s.players, first)

    def _step_claim_next(self) -> Flow:
        s = self.s
        free = [a for a, o in s.owners.items() if o is None]
        return next_claim(free, s.order[s.turn % len(s.order)], self._claim, lambda p: ask(Kind.CLAIM, p),
                          self._claim_done)

    def _do_claim(self, player: str, action: dict[str, Any]) -> Flow:
        area = text(action, "area")
        if area not in self.s.owners:
            raise RuleError("unknown_area", area=area)
        if self.s.owners[area] is not None:
            raise RuleError("area_taken", area=area)
        return self._claim(player, area)

    def _claim(self, player: str, area: str) -> Flow:
        self.s.owners[area] = player
        self.s.add_armies(area, 1)  # V1.3.2
        self.emit("claimed", player=player, area=area)
        self.s.turn += 1
        return Step.CLAIM_NEXT

    def _claim_done(self) -> Flow:
        s = self.s
        s.turn = 0
        if s.options.command:  # V1.3.3: capitals drawn in turn order, then the 10 cities (a position's stay)
            for p in s.order:
                own = s.own_areas(p)
                if p not in s.capitals and own:
                    self._set_capital(p, own[self.rng.below(len(own))])
            if not s.cities:
                pool = list(self.board.lands)
                self.rng.shuffle(pool)
                s.cities = sorted(pool[:CITY_COUNT])
            self.emit("cities_drawn", areas=list(s.cities))
            s.phase = Phase.SETUP_PLACE
            return Step.SETUP_PLACE_NEXT
        s.phase = Phase.CAPITAL
        return Step.CAPITAL_NEXT

    def _set_capital(self, player: str, area: str) -> None:
        self.s.capitals[player] = area
        self.emit("capital_placed", player=player, area=area)

    # --- capitals (`training`) and start armies (V1.3.3, V1.3.4) ---------------------------------
    def _step_capital_next(self) -> Flow:
        s = self.s
        if s.turn >= len(s.order):
            s.turn = 0
            s.phase = Phase.SETUP_PLACE
            return Step.SETUP_PLACE_NEXT
        p = s.order[s.turn]
        own = s.own_areas(p)
        if len(own) == 1:
            self._set_capital(p, own[0])
            s.turn += 1
            return Step.CAPITAL_NEXT
        return ask(Kind.PLACE_CAPITAL, p)

    def _do_place_capital(self, player: str, action: dict[str, Any]) -> Flow:
        area = text(action, "area")
        if area not in self.s.owners:
            raise RuleError("unknown_area", area=area)
        if self.s.owners[area] != player:
            raise RuleError("not_own_area", area=area)
        self._set_capital(player, area)
        self.s.turn += 1
        return Step.CAPITAL_NEXT

    def start_armies_due(self, player: str) -> int:
        return max(0, START_ARMIES[len(self.s.players)] - self.s.on_board(player))

    def _step_setup_place_next(self) -> Flow:
        s = self.s
        while s.turn < len(s.order):
            p = s.order[s.turn]
            due = self.start_armies_due(p)
            own = s.own_areas(p)
            if due and len(own) > 1:
                return ask(Kind.SETUP_PLACE, p, armies=due)
            if due and own:
                self._put(p, {own[0]: due})
            s.turn += 1
        s.turn = 0
        self.emit("round_started", round=s.round)  # the turns of round 1 begin (setup belongs to it)
        return Step.ROUND_START

    def _do_setup_place(self, player: str, action: dict[str, Any]) -> Flow:
        if self.parts:  # add-ons' purchases are refused at setup (V2.1 no_nukes_in_setup)
            self.hook_sum("purchase_cost", player, action, True)
        self._put(player, self.check_placement(player, action, self.start_armies_due(player)))
        self.s.turn += 1
        return Step.SETUP_PLACE_NEXT

    # --- a turn's frame (V1.4) and the round (V0.2) ----------------------------------------------
    def _step_turn_start(self) -> Flow:
        s = self.s
        p = s.order[s.turn]
        s.conquered = s.fortified = s.traded = 0
        s.run = s.turn_mission = None
        s.phase = Phase.REINFORCE
        self.push(TurnFrame(player=p, must_trade=len(s.hands.get(p, ())) >= 6))
        self.emit("turn_started", player=p, round=s.round)
        if s.round >= 2:  # V1.11: standing missions at the start of one's own turn, from round 2
            self.gain(p, M.standing_met(s, self.board, p))
            won = self.check_win()
            if won is not None:
                return won
        return Step.TRADE_CHECK

    def _step_next_turn(self) -> Flow:
        """The next player in seat order who is still in the game, or the round's end."""
        self.s.turn += 1
        return self._step_seat()

    def _step_seat(self) -> Flow:
        s = self.s
        while s.turn < len(s.order) and s.order[s.turn] in s.eliminated:
            s.turn += 1
        return Step.TURN_START if s.turn < len(s.order) else Step.ROUND_END

    def _step_round_end(self) -> Flow:
        s = self.s
        cap = s.options.round_cap
        if cap is not None and s.round >= cap:
            return self.finish(None, "round_cap")
        s.round += 1
        s.turn = 0
        self.emit("round_started", round=s.round)
        return Step.ROUND_START

    # --- missions, elimination, the win (V1.11, V1.13) -------------------------------------------
    def gain(self, player: str, met: list[str]) -> None:
        """A check of `player`'s own turn found the missions `met`: he gains those V1.11's pace allows."""
        s = self.s
        if player != s.active:  # V1.11: checks in one's own turn only (V2.7: a custodian's S5 too)
            return
        for m in M.gains(s, met):
            s.missions.setdefault(player, []).append(m)
            if s.options.mission_pace != "unlimited":
                s.turn_mission = m
            self.emit("mission_gained", player=player, mission=m)

    def eliminate(self, player: str, by: str) -> None:
        """V1.13: `by` gets his cards and missions at once; in `command` their rewards leave the game."""
        s = self.s
        cards = s.hands.get(player, [])
        held = s.missions.get(player, [])
        s.hands.setdefault(by, []).extend(cards)
        s.missions.setdefault(by, []).extend(held)
        if s.options.command:
            s.rewards_removed.extend(m for m in held if m not in s.rewards_removed)
        s.hands[player] = []
        s.missions[player] = []
        mark_eliminated(s.eliminated, player)
        self.emit("eliminated", player=player, by=by, cards=len(cards), missions=list(held))

    def check_win(self) -> Flow | None:
        """V1.13: the last player standing, or missions and capital: the game's end; None when it goes on."""
        s = self.s
        alive = s.alive()
        if len(alive) == 1:
            return self.finish(alive[0], "last_standing")
        w = M.winner_among(s, s.active)
        if w is not None:
            return self.finish(w, "missions")
        return None

    def finish(self, winner: str | None, reason: str) -> Flow:
        return self.end(winner, reason)

    # --- shared helpers --------------------------------------------------------------------------
    def check_placement(self, player: str, action: dict[str, Any], due: int) -> dict[str, int]:
        """V1.14 `place`: every n ≥ 1, own areas only, Σ n = exactly the armies due."""
        land = action.get("land")
        if not isinstance(land, dict):
            raise RuleError("malformed_action", field="land")
        for area, n in land.items():
            if isinstance(n, int) and not isinstance(n, bool) and n < 1:
                raise RuleError("bad_count", field="land", area=area)
        got = placement(action, "land")
        for area in got:
            if area not in self.s.owners:
                raise RuleError("unknown_area", area=area)
            if self.s.owners[area] != player:
                raise RuleError("not_own_area", area=area)
        total = sum(got.values())
        if total != due:
            raise RuleError("bad_count", field="land", expected=due, got=total)
        return got

    def _put(self, player: str, land: dict[str, int]) -> None:
        for area, n in land.items():
            self.s.add_armies(area, n)
        self.emit("placed", player=player, land=dict(land))

    def roll(self, n: int) -> list[int]:
        """n six-sided dice showing 1–6 (V0.3)."""
        return [f + 1 for f in self.rng.faces(n)]
