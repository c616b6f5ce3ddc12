"""Phase C — production (R7): missile window, shield window, missile rolls, super production, buying."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import placement
from conquest_qt.engine.rulesets.conquest.cards import BALLISTIC_MISSILES, COST, SPACE_SHIELD, SUPER_PRODUCTION, card
from conquest_qt.engine.rulesets.conquest.frames import ProductionFrame
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Phase, Step
from conquest_qt.engine.steps import Flow, ask
from conquest_qt.engine.window import others_from

if TYPE_CHECKING:  # the typed interface of the other parts (parts.py); object at run time
    from conquest_qt.engine.rulesets.conquest.parts import GameParts as _Base
else:
    _Base = object


class ProductionMixin(_Base):
    def pp(self) -> int:
        """PP still to spend by the producing player (R7.5)."""
        f = self.find(ProductionFrame)
        return max(0, f.areas + f.bonus - f.malus) if f else 0

    _supply_cache: tuple[tuple[int, int, str], dict[str, int]] | None = None

    def production_supply(self) -> dict[str, int]:
        """The producer's supply: units do not change during production until the build (a cache)."""
        s = self.s
        key = (s.round, s.turn, self.top(ProductionFrame).producer)
        if self._supply_cache is None or self._supply_cache[0] != key:
            self._supply_cache = (key, self.supplies(key[2]))
        return self._supply_cache[1]

    def _step_production_start(self) -> Flow:
        s = self.s
        p = s.order[s.turn]
        self.emit("phase_started", phase="production", player=p)
        skip = [o for o in s.order if o in s.eliminated or s.in_armistice(o, p)] if s.eliminated or s.armistices \
            else ()
        self.push(ProductionFrame(producer=p, areas=s.areas_of(p), queue=others_from(s.order, p, skip)))
        return Step.MISSILE_WINDOW

    # R7.1: each opponent, in turn order from P, may fire any number of missiles (the kernel's window).
    def _step_missile_window(self) -> Flow:
        f = self.top(ProductionFrame)
        who = f.head(lambda o: self.holds(o, BALLISTIC_MISSILES))
        if who is None:
            return Step.SHIELD_WINDOW
        return ask(Kind.MISSILES, who, target=f.producer, fired=f.missiles)

    def _do_missiles(self, player: str, action: dict[str, Any]) -> Flow:
        f = self.top(ProductionFrame)
        if action["type"] == "pass":
            f.passed()
        else:
            self._check_card(player, card(action), BALLISTIC_MISSILES)
            if action.get("target") != f.producer:
                raise RuleError("bad_target", target=action.get("target"))
            self.discard(player, BALLISTIC_MISSILES, target=f.producer)
            f.missiles += 1
        return Step.MISSILE_WINDOW

    # R7.2: one shield cancels one missile before it is rolled.
    def _step_shield_window(self) -> Flow:
        f = self.top(ProductionFrame)
        if f.missiles and self.holds(f.producer, SPACE_SHIELD):
            return ask(Kind.SHIELD, f.producer, missiles=f.missiles)
        return Step.MISSILE_ROLL

    def _do_shield(self, player: str, action: dict[str, Any]) -> Flow:
        if action["type"] == "pass":
            return Step.MISSILE_ROLL
        self._check_card(player, card(action), SPACE_SHIELD)
        self.discard(player, SPACE_SHIELD)
        self.top(ProductionFrame).missiles -= 1
        self.emit("missile_cancelled", player=player)
        return Step.SHIELD_WINDOW

    # R7.3: each remaining missile rolls as many dice as P owns areas.
    def _step_missile_roll(self) -> Flow:
        f = self.top(ProductionFrame)
        for _ in range(f.missiles):
            f.malus += self.roll(f.producer, f.areas, "missile")
        f.missiles = 0
        self.emit("production_points", player=f.producer, pp=self.pp())
        return Step.BUILD_CHECK

    def _can_buy(self, player: str) -> bool:
        pp = self.pp()
        if pp == 0:
            return False
        if self.parts and self.hook_any("wants_purchase", player, pp):  # add-ons' purchases (V2.1 nukes)
            return True
        sup = self.production_supply()
        if sup["land"] > 0 or (pp >= 2 and sup["air"] > 0):
            return True
        return pp >= 5 and sup["sub"] > 0 and bool(self.build_seas(player))

    def build_seas(self, player: str) -> list[str]:
        """Seas bordering one of the player's areas (R7.5)."""
        land_seas = self.topo.land_seas
        return sorted(set().union(*[land_seas[area] for area, owner in self.s.owners.items() if owner == player]))

    # R7.4 + R7.5: super production, then buying; the build ends production.
    def _step_build_check(self) -> Flow:
        p = self.top(ProductionFrame).producer
        if self.holds(p, SUPER_PRODUCTION) or self._can_buy(p):
            return ask(Kind.BUILD, p, pp=self.pp())
        return self._finish_production(p, {}, {}, {})

    def _do_build(self, player: str, action: dict[str, Any]) -> Flow:
        if action["type"] == "play":
            self._check_card(player, card(action), SUPER_PRODUCTION)
            self.discard(player, SUPER_PRODUCTION)
            f = self.top(ProductionFrame)
            f.bonus += self.roll(player, f.areas, "super_production")
            self.emit("production_points", player=player, pp=self.pp())
            return Step.BUILD_CHECK
        land, air, sub = placement(action, "land"), placement(action, "air"), placement(action, "sub")
        owners = self.s.owners
        for part in (land, air):
            for area in part:
                if area not in owners:
                    raise RuleError("unknown_area", area=area)
                if owners[area] != player:
                    raise RuleError("not_own_area", area=area)
        sea_lands = self.topo.sea_lands
        for sea in sub:
            if sea not in sea_lands:
                raise RuleError("unknown_sea", sea=sea)
            if not any(owners[land] == player for land in sea_lands[sea]):  # sea in build_seas()
                raise RuleError("sub_not_bordering", sea=sea)
        totals = {"land": sum(land.values()), "air": sum(air.values()), "sub": sum(sub.values())}
        cost = COST["land"] * totals["land"] + COST["air"] * totals["air"] + COST["sub"] * totals["sub"]
        if self.parts:  # add-ons' purchases (V2.1 nukes): they check their fields and name their cost
            cost += self.hook_sum("purchase_cost", player, action, False)
        pp = self.pp()
        if cost > pp:
            raise RuleError("over_budget", cost=cost, pp=pp)
        sup = self.production_supply()
        for kind, n in totals.items():
            if n > sup[kind]:
                raise RuleError("over_supply", kind=kind, supply=sup[kind])
        if self.parts:
            self.hook_each("bought", player, action)
        return self._finish_production(player, land, air, sub)

    def _finish_production(self, player: str, land: dict[str, int], air: dict[str, int],
                           sub: dict[str, int]) -> Flow:
        s = self.s
        for area, n in land.items():
            s.add_units(area, player, land=n)
        for area, n in air.items():
            s.add_units(area, player, air=n)
        for sea, n in sub.items():
            s.add_subs(sea, player, n)
        self.emit("built", player=player, land=land, air=air, sub=sub)  # fresh dicts: placement() made them
        self.pop(ProductionFrame)
        nxt = self._next_player(Step.PRODUCTION_START, Step.EXECUTION_START)
        if nxt == Step.EXECUTION_START:
            s.phase = Phase.EXECUTION
        return nxt

    def _check_card(self, player: str, played: str, expected: str) -> None:
        if played != expected:
            if not self.holds(player, played):
                raise RuleError("card_not_held", card=played)
            raise RuleError("card_not_playable", card=played)
        if not self.holds(player, played):
            raise RuleError("card_not_held", card=played)
