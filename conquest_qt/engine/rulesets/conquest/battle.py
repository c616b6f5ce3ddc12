"""R8.2 battles and the battle cards (R9.5 secret weapon, R9.7 treason).

ctx["battle"] = {area, attacker, defender, first, roller, after}; `after` says what follows the
hits being assigned: "card" (the normal roll of the same roller) or "roll" (the other side's turn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import count
from conquest_qt.engine.rulesets.conquest.cards import BATTLE_CARDS, CARD_IDS, TREASON, card
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Step
from conquest_qt.engine.seats import NEUTRAL

if TYPE_CHECKING:  # the typed interface of the other parts (parts.py); object at run time
    from conquest_qt.engine.rulesets.conquest.parts import GameParts as _Base
else:
    _Base = object


class BattleMixin(_Base):
    def start_battle(self, player: str, area: str) -> None:
        s = self.s
        defender = s.owners.get(area) or NEUTRAL
        att_air = s.land_air(area, player)[1]
        def_air = s.land_air(area, defender)[1] if defender != NEUTRAL else 0
        first = player if att_air > def_air else defender  # R8.2.1: ties go to the defender
        s.ctx["battle"] = {"area": area, "attacker": player, "defender": defender, "first": first,
                           "roller": first}
        s.ctx["fought"] += 1
        self.emit("battle_started", area=area, attacker=player, defender=defender, first=first)
        s.step = Step.BATTLE_TURN

    def enemy_of(self, side: str) -> str:
        b = self.s.ctx["battle"]
        return b["defender"] if side == b["attacker"] else b["attacker"]

    def battle_card_options(self, roller: str) -> list[str]:
        """R8.2.6 / R9.5 / R9.7: one battle card before a roll, needing an enemy land or air unit."""
        hand = self.s.hands.get(roller)  # NEUTRAL has no hand
        if not hand:
            return []
        held = [c for c in BATTLE_CARDS if not CARD_IDS[c].isdisjoint(hand)]
        if held and sum(self.s.land_air(self.s.ctx["battle"]["area"], self.enemy_of(roller))) == 0:
            return []
        return held

    def _step_battle_turn(self) -> None:
        b = self.s.ctx["battle"]
        roller = b["roller"]
        if self.battle_card_options(roller):
            self._ask(roller, Kind.BATTLE_ROLL, area=b["area"])
        else:
            self._normal_roll()

    def _do_battle_roll(self, player: str, action: dict[str, Any]) -> None:
        if action["type"] == "roll":
            self._normal_roll()
            return
        played = card(action)
        if not self.holds(player, played):
            raise RuleError("card_not_held", card=played)
        if played not in self.battle_card_options(player):
            raise RuleError("card_not_playable", card=played)
        b = self.s.ctx["battle"]
        self.discard(player, played, area=b["area"])
        enemy = self.enemy_of(player)
        n = sum(self.s.land_air(b["area"], enemy))
        k = min(n, self.roll(player, n, played, area=b["area"]))
        b["after"] = "card"
        self._assign(player, enemy, k, played)

    def _normal_roll(self) -> None:
        s = self.s
        b = s.ctx["battle"]
        area, roller, attacker = b["area"], b["roller"], b["attacker"]
        here = s.units.get(area, {})
        own = here.get(roller)
        dice = own[0] + own[1] if own and roller != NEUTRAL else 0
        if roller == attacker:
            enemy = b["defender"]
            all_subs = s.subs
            for sea in self.topo.land_seas[area]:  # R8.2.3: own subs in bordering seas roll along
                by = all_subs.get(sea)
                if by:
                    dice += by.get(roller, 0)
        else:
            enemy = attacker
            dice += 2  # R8.2.2 (a neutral area has no units: 2 dice)
        k = self.roll(roller, dice, "battle", area=area)
        b["after"] = "roll"
        v = here.get(enemy)
        units = v[0] + v[1] if v else 0
        if roller == attacker and k > units:  # R8.2.4: all units, then the flag
            if v:
                self._destroy(roller, enemy, v[0], v[1])
            self._conquer()
            return
        self._assign(roller, enemy, min(k, units), "roll")

    def _assign(self, roller: str, enemy: str, k: int, source: str) -> None:
        """The roller chooses which enemy units k explosions hit; ask only when it matters."""
        area = self.s.ctx["battle"]["area"]
        land, air = self.s.land_air(area, enemy)
        if k == 0:
            self._after_hits()
        elif roller == NEUTRAL or k >= land + air or air == 0 or land == 0:  # R8.2.7: land before air
            self._hit(roller, enemy, min(k, land), k - min(k, land), source)
        else:
            self.s.ctx["battle"]["source"] = source
            self._ask(roller, Kind.HITS, count=k, land=land, air=air, source=source, area=area)

    def _do_hits(self, player: str, action: dict[str, Any]) -> None:
        info = self.s.ctx["info"]
        land, air = count(action, "land", 0), count(action, "air", 0)
        if land + air != info["count"] or land > info["land"] or air > info["air"]:
            raise RuleError("bad_hits", count=info["count"], land=info["land"], air=info["air"])
        self._hit(player, self.enemy_of(player), land, air, self.s.ctx["battle"].pop("source"))

    def _hit(self, roller: str, enemy: str, land: int, air: int, source: str) -> None:
        if source == TREASON:
            self._convert(roller, enemy, land, air)
        else:
            self._destroy(roller, enemy, land, air)
        self._after_hits()

    def _destroy(self, roller: str, enemy: str, land: int, air: int) -> None:
        area = self.s.ctx["battle"]["area"]
        if land or air:
            self.s.add_units(area, enemy, land=-land, air=-air)
            self.emit("units_destroyed", area=area, owner=enemy, land=land, air=air, by=roller)

    def _convert(self, roller: str, enemy: str, land: int, air: int) -> None:
        """R9.7: each hit unit is replaced by one of the roller's from his supply, if he has one."""
        area = self.s.ctx["battle"]["area"]
        new_land = min(land, self.supply(roller, "land"))
        new_air = min(air, self.supply(roller, "air"))
        self.s.add_units(area, enemy, land=-land, air=-air)
        self.s.add_units(area, roller, land=new_land, air=new_air)
        self.emit("units_converted", area=area, **{"from": enemy, "to": roller}, land=land, air=air,
                  replaced_land=new_land, replaced_air=new_air)

    def _after_hits(self) -> None:
        s = self.s
        b = s.ctx["battle"]
        if sum(s.land_air(b["area"], b["attacker"])) == 0:  # R8.2.5
            self._end_battle(b["defender"])
        elif b["after"] == "card":
            self._normal_roll()
        else:
            b["roller"] = self.enemy_of(b["roller"])
            s.step = Step.BATTLE_TURN

    def _conquer(self) -> None:
        s = self.s
        b = s.ctx["battle"]
        area, player, previous = b["area"], b["attacker"], b["defender"]
        s.owners[area] = player
        self.emit("flag_taken", area=area, player=player, previous=previous)
        self._end_battle(player)
        if previous != NEUTRAL and s.areas_of(previous) == 0:
            self.eliminate(previous)
        self.check_winner(player)

    def _end_battle(self, winner: str) -> None:
        self.emit("battle_ended", area=self.s.ctx["battle"]["area"], winner=winner)
        self.s.ctx["battle"] = None
        self.s.step = Step.BATTLES
