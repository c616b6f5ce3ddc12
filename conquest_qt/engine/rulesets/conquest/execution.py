"""Phase D — execution (R8, R9.1, R9.6): movement stage, battle choice, killer torpedo, armistice, end."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import field, text
from conquest_qt.engine.rulesets.conquest.cards import ARMISTICE, KILLER_TORPEDO, card
from conquest_qt.engine.rulesets.conquest.frames import BattleFrame, ExecutionFrame, SinkFrame
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Phase, Step
from conquest_qt.engine.steps import RETURNS, Flow, ask, call
from conquest_qt.engine.units import count

if TYPE_CHECKING:  # the typed interface of the other parts (parts.py); object at run time
    from conquest_qt.engine.rulesets.conquest.parts import GameParts as _Base
else:
    _Base = object

# the decisions during which the killer torpedo may be played (R9.1)
_CARD_STEPS = (Kind.MOVEMENT, Kind.BATTLE_CHOICE)


class ExecutionMixin(_Base):
    def _step_execution_start(self) -> Flow:
        s = self.s
        p = s.order[s.turn]
        s.phase = Phase.EXECUTION
        self.push(ExecutionFrame(player=p))
        self.emit("phase_started", phase="execution", player=p)
        if self.has_move(p) or self.torpedo_playable(p) or self.armistice_playable(p):
            return ask(Kind.MOVEMENT, p)
        return Step.MOVEMENT_END

    def _do_movement(self, player: str, action: dict[str, Any]) -> Flow:
        t = action["type"]
        if t == "move":
            self._do_move(player, action)
        elif t == "transport":
            self._do_transport(player, action)
        elif t == "end_moves":
            return Step.MOVEMENT_END
        else:
            sinking = self._play_execution_card(player, action, back=Step.MOVEMENT_AGAIN)
            if sinking is not None:
                return sinking
        return ask(Kind.MOVEMENT, player)

    def _step_movement_again(self) -> Flow:
        return ask(Kind.MOVEMENT, self.top(ExecutionFrame).player)

    # --- battles to fight (R8.2) ----------------------------------------------------------------
    def battle_areas(self, player: str) -> list[str]:
        owner_of = self.s.owners.get  # a sea has no owner: the player's own by default, so no battle there
        found = [a for a, by in self.s.units.items() if player in by and owner_of(a, player) != player]
        if len(found) > 1:
            found.sort()
        return found

    # The battle stage only ever removes battles (flags change hands, attackers die; cards there touch
    # subs or park own units at home), so after the first listing it re-checks the listed areas only.
    _battle_cache: tuple[tuple[int, int, int], list[str]] | None = None

    def _step_battles(self) -> Flow:
        s = self.s
        f = self.top(ExecutionFrame)
        p = f.player
        key = (id(s), s.round, s.turn)
        cache = self._battle_cache
        if cache is not None and cache[0] == key:
            units, owners = s.units, s.owners
            pending = [a for a in cache[1] if p in units.get(a, ()) and owners[a] != p]
        else:
            pending = self.battle_areas(p)
        self._battle_cache = (key, pending)
        arm = self.armistice_playable(p)
        keeps = bool(self.parts) and self.hook_any("keeps_decision", Kind.BATTLE_CHOICE, p)
        if not pending:
            if (f.fought and arm) or keeps:
                return ask(Kind.END_TURN, p)
            return Step.EXECUTION_END
        if len(pending) > 1 or arm or keeps or self.torpedo_playable(p):
            return ask(Kind.BATTLE_CHOICE, p, battles=pending)
        return self.start_battle(p, pending[0])

    def _do_battle_choice(self, player: str, action: dict[str, Any]) -> Flow:
        if action["type"] == "play":
            return self._play_execution_card(player, action, back=Step.BATTLES) or Step.BATTLES
        area = text(action, "area")
        if player not in self.s.units.get(area, ()) or self.s.owners.get(area, player) == player:  # not a battle
            raise RuleError("no_such_battle", area=area)
        return self.start_battle(player, area)

    def _do_end_turn(self, player: str, action: dict[str, Any]) -> Flow:
        if action["type"] == "play":
            return self._play_execution_card(player, action, back=Step.BATTLES) or Step.BATTLES
        return Step.EXECUTION_END

    def _step_execution_end(self) -> Flow:
        s = self.s
        p = self.pop(ExecutionFrame).player
        for arm in [a for a in s.armistices if a["target"] == p]:  # R9.6: lasts until O's phase ends
            self.end_armistice(arm)
        self.emit("turn_ended", player=p)
        return self._next_player(Step.EXECUTION_START, Step.ROUND_END)

    # --- cards of the execution phase -----------------------------------------------------------
    def torpedo_playable(self, player: str) -> bool:
        """R9.1: before the first battle, with an own sub on the board and an opponent sub to hit."""
        s = self.s
        f = self.find(ExecutionFrame)
        if (f is not None and f.fought) or not self.holds(player, KILLER_TORPEDO):
            return False
        own = other = False
        units = s.units
        for sea in self.topo.sea_lands:
            by = units.get(sea)
            if by:  # subs are all there is at sea
                for c in by:
                    own |= c == player
                    other |= c != player
        return own and other

    def armistice_targets(self, player: str) -> list[str]:
        s = self.s
        waiting = {s.owners[a] for a in self.battle_areas(player)}
        return [o for o in s.alive() if o != player and o not in waiting and not s.in_armistice(player, o)]

    def parkable_units(self, player: str) -> list[dict[str, str]]:
        s = self.s
        out: list[dict[str, str]] = []
        for area, by in sorted(s.units.items()):
            if s.owners.get(area) == player and player in by:  # own lands (a sea has no owner)
                have = by[player]
                out.extend({"at": area, "kind": kind} for kind in ("land", "air") if have.get(kind))
        for sea, subs in sorted(s.subs(self.topo.sea_lands)):
            if subs.get(player):
                out.append({"at": sea, "kind": "sub"})
        return out

    def _parkable(self, player: str, unit: Any) -> bool:
        """`unit in parkable_units(player)`, without listing them all."""
        if not isinstance(unit, dict) or len(unit) != 2 or not isinstance(unit.get("at"), str):
            return False
        at, kind = unit["at"], unit.get("kind")
        s = self.s
        if kind == "sub":
            return at in self.topo.sea_lands and bool(s.sub_count(at, player))
        if kind not in ("land", "air") or s.owners.get(at) != player:
            return False
        return bool(count(s.units, at, player, kind))

    def armistice_playable(self, player: str) -> bool:
        if not self.holds(player, ARMISTICE) or self.find(BattleFrame) is not None:
            return False
        s = self.s
        seas = self.topo.sea_lands
        has_unit = any(player in by and (s.owners.get(a) == player or a in seas) for a, by in s.units.items())
        return has_unit and bool(self.armistice_targets(player))

    def card_options(self, player: str) -> list[dict[str, Any]]:
        """Card plays open at this moment of the execution phase."""
        out: list[dict[str, Any]] = []
        if self.torpedo_playable(player) and self.s.step in _CARD_STEPS:
            out.append({"type": "play", "card": KILLER_TORPEDO})
        if self.armistice_playable(player):
            units = self.parkable_units(player)
            for target in self.armistice_targets(player):
                out.extend({"type": "play", "card": ARMISTICE, "target": target, "unit": u} for u in units)
        return out

    def _play_execution_card(self, player: str, action: dict[str, Any], back: str) -> Flow | None:
        """Play a card of the execution phase; a torpedo whose hits need placing calls the sinking, which
        returns to `back`."""
        played = card(action)
        if not self.holds(player, played):
            raise RuleError("card_not_held", card=played)
        if played == KILLER_TORPEDO and self.s.step in _CARD_STEPS:
            if not self.torpedo_playable(player):
                raise RuleError("card_not_playable", card=played)
            return self._torpedo(player, back)
        if played == ARMISTICE:
            self._armistice(player, action)
            return None
        raise RuleError("card_not_playable", card=played)

    def _torpedo(self, player: str, back: str) -> Flow | None:
        s = self.s
        total = sum(n for _, by in s.subs(self.topo.sea_lands) for n in by.values())
        self.discard(player, KILLER_TORPEDO)
        k = self.roll(player, total, "killer_torpedo")
        groups = self.torpedo_victims(player)
        available = sum(n for _, _, n in groups)
        k = min(k, available)
        if k == 0:
            return None
        if k == available:
            self._sink(player, [{"owner": o, "sea": sea, "count": n} for o, sea, n in groups])
        elif len(groups) == 1:
            o, sea, _ = groups[0]
            self._sink(player, [{"owner": o, "sea": sea, "count": k}])
        else:
            return call(SinkFrame(), ask(Kind.SINK, player, count=k), back=back)
        return None

    def torpedo_victims(self, player: str) -> list[tuple[str, str, int]]:
        return [(c, sea, n) for sea, by in sorted(self.s.subs(self.topo.sea_lands)) for c, n in sorted(by.items())
                if c != player and n]

    def _do_sink(self, player: str, action: dict[str, Any]) -> Flow:
        asked = self.s.asked
        assert asked is not None
        k = asked.info["count"]
        victims = field(action, "subs")
        if not isinstance(victims, list):
            raise RuleError("malformed_action", field="subs")
        avail = {(o, sea): n for o, sea, n in self.torpedo_victims(player)}
        total = 0
        want: dict[tuple[str, str], int] = {}
        for v in victims:
            if not isinstance(v, dict):
                raise RuleError("malformed_action", field="subs")
            key = (text(v, "owner"), text(v, "sea"))
            n = v.get("count")
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise RuleError("bad_count", field="count")
            want[key] = want.get(key, 0) + n
            total += n
        if total != k or any(n > avail.get(key, 0) for key, n in want.items()):
            raise RuleError("bad_sink", count=k)
        self._sink(player, [{"owner": o, "sea": sea, "count": n} for (o, sea), n in want.items()])
        return RETURNS  # to the stage the torpedo was played in (SinkFrame.back)

    def _sink(self, player: str, victims: list[dict[str, Any]]) -> None:
        for v in victims:
            self.s.add_subs(v["sea"], v["owner"], -v["count"])
        self.emit("subs_sunk", player=player, subs=victims)

    def _armistice(self, player: str, action: dict[str, Any]) -> None:
        s = self.s
        if not self.armistice_playable(player):
            raise RuleError("card_not_playable", card=ARMISTICE)
        target = action.get("target")
        if target not in self.armistice_targets(player):
            raise RuleError("bad_target", target=target)
        unit = action.get("unit")
        if not self._parkable(player, unit):
            raise RuleError("bad_unit", unit=unit)
        assert unit is not None  # _parkable() checked it is a unit
        at, kind = unit["at"], unit["kind"]
        f = self.top(ExecutionFrame)
        if kind == "sub":
            s.add_subs(at, player, -1)
            imm = f.immobile
            if imm.get(at):
                imm[at] -= 1
        else:
            s.add_units(at, player, land=-1 if kind == "land" else 0, air=-1 if kind == "air" else 0)
            moved = f.moved.get(at)
            if moved and moved.get(kind):
                moved[kind] -= 1
        cid = self.take_card(player, ARMISTICE)
        s.parked.setdefault(player, {})[kind] = s.parked.get(player, {}).get(kind, 0) + 1
        s.armistices.append({"by": player, "target": target, "card": cid, "kind": kind})
        self.emit("card_played", player=player, card=ARMISTICE, target=target)
        self.emit("armistice_started", player=player, target=target, kind=kind, at=at)
