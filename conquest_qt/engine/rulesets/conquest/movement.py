"""R8.1 movement: land one step, air one or two steps ending on land, subs sea to sea, sub transport.

Working data in the ExecutionFrame (frames.py) of player P's execution phase:
  moved[area][kind] = n       P's units of that kind in that area that have moved (or arrived) this phase
  immobile[sea] = n           P's subs there that may not move any more (arrived, or transported)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import count, text, texts
from conquest_qt.engine.rulesets.conquest.frames import ExecutionFrame

if TYPE_CHECKING:  # the typed interface of the other parts (parts.py); object at run time
    from conquest_qt.engine.rulesets.conquest.parts import GameParts as _Base
else:
    _Base = object

_LAND_KINDS = ("land", "air")  # the kinds that move over land (subs move at sea)


class MovementMixin(_Base):
    def fresh(self, area: str, player: str, kind: str) -> int:
        """Units of `kind` in `area` that may still move this phase."""
        by = self.s.units.get(area)
        v = by.get(player) if by else None
        if not v:
            return 0
        f = self.find(ExecutionFrame)
        done = f.moved.get(area) if f is not None else None
        return v.get(kind, 0) - (done.get(kind, 0) if done else 0)

    def mobile_subs(self, sea: str, player: str) -> int:
        f = self.find(ExecutionFrame)
        return self.s.sub_count(sea, player) - (f.immobile.get(sea, 0) if f is not None else 0)

    def blocked(self, area: str, player: str) -> bool:
        """R8.1/R9.6: no move may end in an area of an armistice partner."""
        if not self.s.armistices:
            return False
        owner = self.s.owners.get(area)
        return owner is not None and owner != player and self.s.in_armistice(owner, player)

    def _allowed(self, player: str, areas: tuple[str, ...] | frozenset[str], exclude: str = "") -> list[str]:
        if self.parts:  # add-ons may close areas to units (V2.7 contamination)
            areas = tuple(a for a in areas if self.hook_first("entry_refusal", player, a) is None)
        partners = self.s.partners(player) if self.s.armistices else ()
        if not partners:
            return [a for a in areas if a != exclude]
        owners = self.s.owners
        return [a for a in areas if a != exclude and owners.get(a) not in partners]

    def move_targets(self, player: str, kind: str, origin: str) -> list[str]:
        topo = self.topo
        if kind == "land":
            return self._allowed(player, topo.land_neighbours[origin])
        if kind == "air":
            return self._allowed(player, topo.air_reach[origin])
        return list(topo.sea_neighbours[origin])

    def transport_targets(self, player: str, sea: str, origin: str) -> list[str]:
        return self._allowed(player, self.topo.sea_lands[sea], exclude=origin)

    def move_options(self, player: str) -> list[dict[str, Any]]:
        """Every legal move and transport as an action whose `count` is the most units allowed."""
        s, topo = self.s, self.topo
        out: list[dict[str, Any]] = []
        f = self.find(ExecutionFrame)
        moved = f.moved if f is not None else {}
        owners = s.owners
        for area, by in s.units.items():
            v = by.get(player)
            if not v or owners.get(area) != player:  # own lands only (a sea has no owner)
                continue
            done = moved.get(area)
            n_land, n_air = v.get("land", 0), v.get("air", 0)
            if done:
                n_land, n_air = n_land - done.get("land", 0), n_air - done.get("air", 0)
            if n_land > 0:
                for to in self.move_targets(player, "land", area):
                    out.append({"type": "move", "kind": "land", "from": area, "to": to, "count": n_land})
                for sea in topo.land_seas[area]:
                    if s.sub_count(sea, player):
                        for to in self.transport_targets(player, sea, area):
                            out.append({"type": "transport", "sea": sea, "from": area, "to": to, "count": n_land})
            if n_air > 0:
                for to in self.move_targets(player, "air", area):
                    out.append({"type": "move", "kind": "air", "from": area, "to": to, "count": n_air})
        seas = topo.sea_neighbours
        for sea, by in s.units.items():
            if sea in seas and player in by:
                n = self.mobile_subs(sea, player)
                if n > 0:
                    for to in topo.sea_neighbours[sea]:
                        out.append({"type": "move", "kind": "sub", "from": sea, "to": to, "count": n})
        return out

    def has_move(self, player: str) -> bool:
        s, topo = self.s, self.topo
        f = self.find(ExecutionFrame)
        # the usual case (no armistice, no add-on closing areas, nothing moved yet): any unit with a neighbour
        if not s.armistices and not self.parts and not (f is not None and f.moved):
            owners = s.owners
            for area, by in s.units.items():
                v = by.get(player)
                if v and owners.get(area) == player and (
                        (v.get("air") and topo.air_reach[area]) or (v.get("land") and topo.land_neighbours[area])):
                    return True
        for area in s.units:
            if s.owners.get(area) != player:
                continue
            if self.fresh(area, player, "air") > 0 and self.move_targets(player, "air", area):
                return True
            if self.fresh(area, player, "land") > 0:
                if self.move_targets(player, "land", area):
                    return True
                if any(s.sub_count(sea, player) and self.transport_targets(player, sea, area)
                       for sea in topo.land_seas[area]):
                    return True
        seas = topo.sea_neighbours
        return any(sea in seas and player in by and self.mobile_subs(sea, player) > 0 for sea, by in s.units.items())

    # --- decisions ----------------------------------------------------------------------------
    def _do_move(self, player: str, action: dict[str, Any]) -> None:
        kind, origin, dest = texts(action, "kind", "from", "to")
        n = count(action)
        topo = self.topo
        if kind == "sub":
            for sea in (origin, dest):
                if not topo.is_sea(sea):
                    raise RuleError("unknown_sea", sea=sea)
            if dest not in topo.sea_neighbours[origin]:
                raise RuleError("not_adjacent", **{"from": origin, "to": dest})
            have = self.mobile_subs(origin, player)
            if n > have:
                raise RuleError("too_many_units", kind=kind, available=have)
            self.s.add_subs(origin, player, -n)
            self.s.add_subs(dest, player, n)
            imm = self.top(ExecutionFrame).immobile
            imm[dest] = imm.get(dest, 0) + n
        elif kind in _LAND_KINDS:
            self._check_land_move(player, kind, origin, dest, n)
            self._relocate(player, kind, origin, dest, n)
        else:
            raise RuleError("malformed_action", field="kind")
        if not self.quiet:
            self.events.append({"player": player, "kind": kind, "from": origin, "to": dest, "count": n,
                                "type": "moved"})

    def _check_land_move(self, player: str, kind: str, origin: str, dest: str, n: int) -> None:
        topo = self.topo
        lands = topo.land_seas  # is_land(), inlined
        if origin not in lands:
            raise RuleError("unknown_area", area=origin)
        if dest not in lands:
            if topo.is_sea(dest):
                raise RuleError("must_end_on_land", area=dest)
            raise RuleError("unknown_area", area=dest)
        if kind == "land" and dest not in topo.land_neighbours[origin]:
            raise RuleError("not_adjacent", **{"from": origin, "to": dest})
        if kind == "air" and dest not in topo.air_reach[origin]:
            raise RuleError("too_far", **{"from": origin, "to": dest})
        self._check_units_and_dest(player, kind, origin, dest, n)

    def _check_units_and_dest(self, player: str, kind: str, origin: str, dest: str, n: int) -> None:
        have = self.fresh(origin, player, kind) if self.s.owners.get(origin) == player else 0
        if n > have:
            moved = self.top(ExecutionFrame).moved.get(origin, {}).get(kind, 0)
            code = "unit_already_moved" if have == 0 and moved else "too_many_units"
            raise RuleError(code, kind=kind, available=have)
        if self.blocked(dest, player):
            raise RuleError("armistice_blocks", area=dest)
        if self.parts:
            refused = self.hook_first("entry_refusal", player, dest)
            if refused is not None:
                raise RuleError(refused, area=dest)

    def _relocate(self, player: str, kind: str, origin: str, dest: str, n: int) -> None:
        if kind == "land":
            self.s.add_units(origin, player, land=-n)
            self.s.add_units(dest, player, land=n)
        else:
            self.s.add_units(origin, player, air=-n)
            self.s.add_units(dest, player, air=n)
        moved = self.top(ExecutionFrame).moved.setdefault(dest, {})
        moved[kind] = moved.get(kind, 0) + n

    def _do_transport(self, player: str, action: dict[str, Any]) -> None:
        sea, origin, dest = text(action, "sea"), text(action, "from"), text(action, "to")
        n = count(action)
        topo = self.topo
        if not topo.is_sea(sea):
            raise RuleError("unknown_sea", sea=sea)
        for area in (origin, dest):
            if not topo.is_land(area):
                raise RuleError("unknown_area", area=area)
        if self.s.sub_count(sea, player) == 0:
            raise RuleError("no_sub", sea=sea)
        if origin not in topo.sea_lands[sea] or dest not in topo.sea_lands[sea] or origin == dest:
            raise RuleError("not_adjacent", sea=sea, **{"from": origin, "to": dest})
        self._check_units_and_dest(player, "land", origin, dest, n)
        imm = self.top(ExecutionFrame).immobile
        if imm.get(sea, 0) == 0:  # ruling: use a sub that moved or transported already, else lock one
            imm[sea] = 1
        self._relocate(player, "land", origin, dest, n)
        self.emit("transported", player=player, sea=sea, **{"from": origin, "to": dest}, count=n)
