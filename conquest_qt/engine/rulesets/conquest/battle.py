"""R8.2 battles and the battle cards (R9.5 secret weapon, R9.7 treason).

A battle's working data is a BattleFrame (frames.py) on top of the execution's; it is popped when the
battle ends. A conquest goes through the `after_conquest` hook (add-ons, V2.8) before the next battle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import count
from conquest_qt.engine.rulesets.conquest.cards import BATTLE_CARDS, CARD_IDS, TREASON, card
from conquest_qt.engine.rulesets.conquest.frames import BattleFrame, ConquestFrame, ExecutionFrame
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Step
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.steps import Flow, ask

if TYPE_CHECKING:  # the typed interface of the other parts (parts.py); object at run time
    from conquest_qt.engine.rulesets.conquest.parts import GameParts as _Base
else:
    _Base = object


class BattleMixin(_Base):
    def start_battle(self, player: str, area: str) -> Flow:
        s = self.s
        defender = s.owners.get(area) or NEUTRAL
        att_air = s.land_air(area, player)[1]
        def_air = s.land_air(area, defender)[1] if defender != NEUTRAL else 0
        first = player if att_air > def_air else defender  # R8.2.1: ties go to the defender
        self.top(ExecutionFrame).fought += 1
        self.push(BattleFrame(area=area, attacker=player, defender=defender, first=first, roller=first))
        self.emit("battle_started", area=area, attacker=player, defender=defender, first=first)
        return Step.BATTLE_TURN

    def enemy_of(self, side: str) -> str:
        b = self.top(BattleFrame)
        return b.defender if side == b.attacker else b.attacker

    def battle_card_options(self, roller: str, b: BattleFrame | None = None) -> list[str]:
        """R8.2.6 / R9.5 / R9.7: one battle card before a roll, needing an enemy land or air unit."""
        hand = self.s.hands.get(roller)  # NEUTRAL has no hand
        if not hand:
            return []
        held = [c for c in BATTLE_CARDS if not CARD_IDS[c].isdisjoint(hand)]
        if held:
            b = b or self.top(BattleFrame)
            enemy = b.defender if roller == b.attacker else b.attacker
            if sum(self.s.land_air(b.area, enemy)) == 0:
                return []
        return held

    def _step_battle_turn(self) -> Flow:
        b = self.top(BattleFrame)
        roller = b.roller
        if self.battle_card_options(roller, b):
            return ask(Kind.BATTLE_ROLL, roller, area=b.area)
        return self._normal_roll()

    def _do_battle_roll(self, player: str, action: dict[str, Any]) -> Flow:
        if action["type"] == "roll":
            return self._normal_roll()
        played = card(action)
        if not self.holds(player, played):
            raise RuleError("card_not_held", card=played)
        if played not in self.battle_card_options(player):
            raise RuleError("card_not_playable", card=played)
        b = self.top(BattleFrame)
        self.discard(player, played, area=b.area)
        enemy = self.enemy_of(player)
        n = sum(self.s.land_air(b.area, enemy))
        k = min(n, self.roll(player, n, played, area=b.area))
        b.after = "card"
        return self._assign(player, enemy, k, played)

    def _normal_roll(self) -> Flow:
        s = self.s
        b = self.top(BattleFrame)
        area, roller, attacker = b.area, b.roller, b.attacker
        units = s.units
        here = units.get(area, {})
        own = here.get(roller)
        dice = own.get("land", 0) + own.get("air", 0) if own and roller != NEUTRAL else 0
        if roller == attacker:
            enemy = b.defender
            for sea in self.topo.land_seas[area]:  # R8.2.3: own subs in bordering seas roll along
                by = units.get(sea)
                if by:
                    at_sea = by.get(roller)
                    if at_sea:
                        dice += at_sea.get("sub", 0)
        else:
            enemy = attacker
            dice += 2  # R8.2.2 (a neutral area has no units: 2 dice)
        k = self.roll(roller, dice, "battle", area=area)
        b.after = "roll"
        v = here.get(enemy)
        land, air = (v.get("land", 0), v.get("air", 0)) if v else (0, 0)
        if roller == attacker and k > land + air:  # R8.2.4: all units, then the flag
            if v:
                self._destroy(roller, enemy, land, air)
            return self._conquer()
        return self._assign(roller, enemy, min(k, land + air), "roll")

    def _assign(self, roller: str, enemy: str, k: int, source: str) -> Flow:
        """The roller chooses which enemy units k explosions hit; ask only when it matters."""
        b = self.top(BattleFrame)
        area = b.area
        land, air = self.s.land_air(area, enemy)
        if k == 0:
            return self._after_hits()
        if roller == NEUTRAL or k >= land + air or air == 0 or land == 0:  # R8.2.7: land before air
            return self._hit(roller, enemy, min(k, land), k - min(k, land), source)
        b.source = source
        return ask(Kind.HITS, roller, count=k, land=land, air=air, source=source, area=area)

    def _do_hits(self, player: str, action: dict[str, Any]) -> Flow:
        asked = self.s.asked
        assert asked is not None
        info = asked.info
        land, air = count(action, "land", 0), count(action, "air", 0)
        if land + air != info["count"] or land > info["land"] or air > info["air"]:
            raise RuleError("bad_hits", count=info["count"], land=info["land"], air=info["air"])
        b = self.top(BattleFrame)
        source, b.source = b.source, None
        assert source is not None
        return self._hit(player, self.enemy_of(player), land, air, source)

    def _hit(self, roller: str, enemy: str, land: int, air: int, source: str) -> Flow:
        if source == TREASON:
            self._convert(roller, enemy, land, air)
        else:
            self._destroy(roller, enemy, land, air)
        return self._after_hits()

    def _destroy(self, roller: str, enemy: str, land: int, air: int) -> None:
        area = self.top(BattleFrame).area
        if land or air:
            self.s.add_units(area, enemy, land=-land, air=-air)
            self.emit("units_destroyed", area=area, owner=enemy, land=land, air=air, by=roller)

    def _convert(self, roller: str, enemy: str, land: int, air: int) -> None:
        """R9.7: each hit unit is replaced by one of the roller's from his supply, if he has one."""
        area = self.top(BattleFrame).area
        new_land = min(land, self.supply(roller, "land"))
        new_air = min(air, self.supply(roller, "air"))
        self.s.add_units(area, enemy, land=-land, air=-air)
        self.s.add_units(area, roller, land=new_land, air=new_air)
        self.emit("units_converted", area=area, **{"from": enemy, "to": roller}, land=land, air=air,
                  replaced_land=new_land, replaced_air=new_air)

    def _after_hits(self) -> Flow:
        s = self.s
        b = self.top(BattleFrame)
        if sum(s.land_air(b.area, b.attacker)) == 0:  # R8.2.5
            return self._end_battle(b.defender)
        if b.after == "card":
            return self._normal_roll()
        b.roller = self.enemy_of(b.roller)
        return Step.BATTLE_TURN

    def _conquer(self) -> Flow:
        s = self.s
        b = self.top(BattleFrame)
        area, player, previous = b.area, b.attacker, b.defender
        s.owners[area] = player
        self.emit("flag_taken", area=area, player=player, previous=previous)
        self._end_battle(player)
        if previous != NEUTRAL and s.areas_of(previous) == 0:
            self.eliminate(previous)
        won = self.check_winner(player)  # R2 first: a win ends the game (V2.8)
        if won is not None:
            return won
        self.push(ConquestFrame(area=area, player=player, previous=previous))
        return Step.AFTER_CONQUEST

    def _step_conquest_done(self) -> Flow:
        self.pop(ConquestFrame)
        return Step.BATTLES

    def _end_battle(self, winner: str) -> Flow:
        self.emit("battle_ended", area=self.pop(BattleFrame).area, winner=winner)
        return Step.BATTLES
