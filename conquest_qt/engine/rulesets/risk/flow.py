"""Setup (V1.3), the frame of a turn, missions, elimination and the win (V1.11, V1.13)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import placement, text
from conquest_qt.engine.rulesets.risk import missions as M
from conquest_qt.engine.rulesets.risk.board import CITY_COUNT, NEUTRAL_ARMIES, START_ARMIES, TRAINING_CITIES
from conquest_qt.engine.rulesets.risk.kinds import Kind, Phase, Step
from conquest_qt.engine.seats import NEUTRAL

if TYPE_CHECKING:  # the typed interface of the other part (parts.py); object at run time
    from conquest_qt.engine.rulesets.risk.parts import GameParts as _Base
else:
    _Base = object


class FlowMixin(_Base):
    # --- setup (V1.3) --------------------------------------------------------------------------
    def _setup(self) -> None:
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
        n_neutral = len(self.board.lands) % len(s.players)
        free = list(self.board.lands)
        self.rng.shuffle(free)
        for area in free[:n_neutral]:
            s.owners[area] = NEUTRAL
            s.armies[area] = NEUTRAL_ARMIES
        if n_neutral:
            self.emit("neutral_areas", areas=sorted(free[:n_neutral]))
        s.phase, s.turn = Phase.CLAIM, 0
        if not s.options.command:
            s.cities = list(TRAINING_CITIES)
        if s.options.random_deal:
            for i, area in enumerate(free[n_neutral:]):
                self._claim(s.order[i % len(s.order)], area)
        s.step = Step.CLAIM_NEXT

    def seat_order_from(self, first: str) -> list[str]:
        seats = self.s.players
        i = seats.index(first)
        return seats[i:] + seats[:i]

    def _step_claim_next(self) -> None:
        s = self.s
        free = [a for a, o in s.owners.items() if o is None]
        if not free:
            self._claim_done()
        elif len(free) == 1:
            self._claim(s.order[s.turn % len(s.order)], free[0])
        else:
            self._ask(s.order[s.turn % len(s.order)], Kind.CLAIM)

    def _do_claim(self, player: str, action: dict[str, Any]) -> None:
        area = text(action, "area")
        if area not in self.s.owners:
            raise RuleError("unknown_area", area=area)
        if self.s.owners[area] is not None:
            raise RuleError("area_taken", area=area)
        self._claim(player, area)

    def _claim(self, player: str, area: str) -> None:
        self.s.owners[area] = player
        self.s.armies[area] = 1  # V1.3.2
        self.emit("claimed", player=player, area=area)
        self.s.turn += 1
        self.s.step = Step.CLAIM_NEXT

    def _claim_done(self) -> None:
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
            s.phase, s.step = Phase.SETUP_PLACE, Step.SETUP_PLACE_NEXT
        else:
            s.phase, s.step = Phase.CAPITAL, Step.CAPITAL_NEXT

    def _set_capital(self, player: str, area: str) -> None:
        self.s.capitals[player] = area
        self.emit("capital_placed", player=player, area=area)

    # --- capitals (`training`) and start armies (V1.3.3, V1.3.4) ---------------------------------
    def _step_capital_next(self) -> None:
        s = self.s
        if s.turn >= len(s.order):
            s.turn = 0
            s.phase, s.step = Phase.SETUP_PLACE, Step.SETUP_PLACE_NEXT
            return
        p = s.order[s.turn]
        own = s.own_areas(p)
        if len(own) == 1:
            self._set_capital(p, own[0])
            s.turn += 1
        else:
            self._ask(p, Kind.PLACE_CAPITAL)

    def _do_place_capital(self, player: str, action: dict[str, Any]) -> None:
        area = text(action, "area")
        if area not in self.s.owners:
            raise RuleError("unknown_area", area=area)
        if self.s.owners[area] != player:
            raise RuleError("not_own_area", area=area)
        self._set_capital(player, area)
        self.s.turn += 1
        self.s.step = Step.CAPITAL_NEXT

    def start_armies_due(self, player: str) -> int:
        return max(0, START_ARMIES[len(self.s.players)] - self.s.on_board(player))

    def _step_setup_place_next(self) -> None:
        s = self.s
        while s.turn < len(s.order):
            p = s.order[s.turn]
            due = self.start_armies_due(p)
            own = s.own_areas(p)
            if due and len(own) > 1:
                self._ask(p, Kind.SETUP_PLACE, armies=due)
                return
            if due and own:
                self._put(p, {own[0]: due})
            s.turn += 1
        s.turn = 0
        self.emit("round_started", round=s.round)  # the turns of round 1 begin (setup belongs to it)
        s.step = Step.TURN_START

    def _do_setup_place(self, player: str, action: dict[str, Any]) -> None:
        self._put(player, self.check_placement(player, action, self.start_armies_due(player)))
        self.s.turn += 1
        self.s.step = Step.SETUP_PLACE_NEXT

    # --- a turn's frame (V1.4) -------------------------------------------------------------------
    def _step_turn_start(self) -> None:
        s = self.s
        p = s.order[s.turn]
        s.conquered = s.fortified = s.traded = 0
        s.run = s.turn_mission = None
        s.phase = Phase.REINFORCE
        s.ctx = {"must_trade": len(s.hands.get(p, ())) >= 6}
        self.emit("turn_started", player=p, round=s.round)
        if s.round >= 2:  # V1.11: standing missions at the start of one's own turn, from round 2
            self.gain(p, M.standing_met(s, self.board, p))
            if self.check_win():
                return
        s.step = Step.TRADE_CHECK

    def _next_turn(self) -> None:
        s = self.s
        while True:
            s.turn += 1
            if s.turn >= len(s.order):
                cap = s.options.round_cap
                if cap is not None and s.round >= cap:
                    self.finish(None, "round_cap")
                    return
                s.round += 1
                s.turn = 0
                self.emit("round_started", round=s.round)
            if s.order[s.turn] not in s.eliminated:
                break
        s.step = Step.TURN_START

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
        s.eliminated.append(player)
        self.emit("eliminated", player=player, by=by, cards=len(cards), missions=list(held))

    def check_win(self) -> bool:
        s = self.s
        alive = s.alive()
        if len(alive) == 1:
            self.finish(alive[0], "last_standing")
            return True
        w = M.winner_among(s, s.active)
        if w is not None:
            self.finish(w, "missions")
            return True
        return False

    def finish(self, winner: str | None, reason: str) -> None:
        s = self.s
        s.phase = Phase.OVER
        s.step = Step.OVER
        s.winner = winner
        s.ctx = {}
        self.emit("game_over", winner=winner, reason=reason)

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
            self.s.armies[area] += n
        self.emit("placed", player=player, land=dict(land))

    def roll(self, n: int) -> list[int]:
        """n six-sided dice showing 1–6 (V0.3)."""
        return [f + 1 for f in self.rng.faces(n)]
