"""Comanda & Conquista's turn on the board (VARIANTS.md V3.5, V3.6; issue 26 items 2-4): the working data of
the `turn` decision. A click on one of the player's nations with divisions that may still move selects it
(its reachable nations light up: one land step, straits included, or up to 3 air steps); a click on a lit
nation moves the chosen kind and count there, or airlifts the chosen cargo. A click on a nation an enemy
defends opens the attack composer: the divisions able to join light up (all of them picked at first), a
click on one of those nations takes its divisions out or puts them back; the side panel fine-tunes the
counts and shows the exact battle (engine/rulesets/cc/battle.preview) before it is confirmed.

Everything it offers is read from the legal actions (engine/rulesets/cc/legal.py); what it sends is
validated by the engine again. No widgets here: the page (turn_page.py) shows and edits it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.cc.battle import Battle, preview
from conquest_qt.engine.rulesets.cc.board import AIR
from conquest_qt.ui.rulesets.cc.end_question import end_turn

if TYPE_CHECKING:
    from conquest_qt.ui.game.turn_controller import TurnController

Action = dict[str, Any]
RIGHT = 2


@dataclass
class TurnWork:
    ctrl: TurnController
    origin: str | None = None  # the nation whose divisions move
    kind: str = ""  # the kind that moves from it
    count: int = 1
    cargo: str = ""  # an airlift's cargo kind ("" : a plain move of the air division)
    target: str | None = None  # the nation attacked in the composer
    picks: dict[tuple[str, str], int] = field(default_factory=dict)  # (from, kind) -> n attacking
    against: str | None = None  # the defender, when several could defend (V3.6)

    @classmethod
    def of(cls, ctrl: TurnController) -> TurnWork:
        return cls(ctrl)

    # --- what the legal actions allow ------------------------------------------------------------
    @property
    def legal(self) -> list[Action]:
        return self.ctrl.legal

    def kinds_at(self, area: str) -> dict[str, int]:
        """The kinds that may move from `area`, with the most of each."""
        out: dict[str, int] = {}
        for a in self.legal:
            if a["type"] == "move" and a["from"] == area:
                out[a["kind"]] = max(out.get(a["kind"], 0), a["count"])
        return out

    def origins(self) -> list[str]:
        return sorted({a["from"] for a in self.legal if a["type"] == "move"})

    def cargo_at(self, area: str) -> dict[str, int]:
        """An airlift's cargo kinds from `area`, with the most of each (V3.5)."""
        out: dict[str, int] = {}
        for a in self.legal:
            if a["type"] == "airlift" and a["from"] == area:
                for k, n in a["cargo"].items():
                    out[k] = max(out.get(k, 0), n)
        return out

    def destinations(self) -> list[str]:
        if self.origin is None or not self.kind:
            return []
        if self.cargo:
            return sorted({a["to"] for a in self.legal if a["type"] == "airlift" and a["from"] == self.origin
                           and self.cargo in a["cargo"]})
        return sorted({a["to"] for a in self.legal if a["type"] == "move" and a["from"] == self.origin
                       and a["kind"] == self.kind})

    def attack_targets(self) -> list[str]:
        return sorted({a["area"] for a in self.legal if a["type"] == "attack"})

    def attackers(self) -> dict[tuple[str, str], int]:
        """(from, kind) -> the most that may join the attack on the target (the legal attacks' largest)."""
        out: dict[tuple[str, str], int] = {}
        for a in self.legal:
            if a["type"] == "attack" and a["area"] == self.target:
                for u in a["units"]:
                    key = (u["from"], u["kind"])
                    out[key] = max(out.get(key, 0), u["count"])
        return out

    def defenders(self) -> list[str]:
        """The players who could defend the target, when there are several (`against`, V3.6)."""
        return sorted({a["against"] for a in self.legal if a["type"] == "attack" and a["area"] == self.target
                       and "against" in a}, key=lambda p: self.ctrl.session.public()["players"].index(p))

    # --- choosing ---------------------------------------------------------------------------------
    def select(self, area: str | None) -> bool:
        """Select the nation whose divisions move (None: none); False when none may move from it."""
        self.target, self.picks, self.against = None, {}, None
        if area is None:
            changed = self.origin is not None
            self.origin, self.kind, self.cargo = None, "", ""
            return changed
        kinds = self.kinds_at(area)
        if not kinds:
            return False
        self.origin = area
        self.kind = next(iter(kinds))
        self.count, self.cargo = kinds[self.kind], ""
        return True

    def set_kind(self, kind: str) -> bool:
        kinds = self.kinds_at(self.origin) if self.origin else {}
        if kind not in kinds or kind == self.kind:
            return False
        self.kind, self.count, self.cargo = kind, kinds[kind], ""
        return True

    def choose_kind(self, key: str) -> bool:
        """The window's 1-3 keys ("land", "air", "sub"): 1 steps through the land kinds that may move from the
        selected nation (infantry, mechanized, armoured), 2 takes its air division; no sea in cc."""
        if self.origin is None:
            return False
        kinds = [k for k in self.kinds_at(self.origin) if (k == AIR) == (key == "air")] if key != "sub" else []
        if not kinds:
            return False
        nxt = kinds[(kinds.index(self.kind) + 1) % len(kinds)] if self.kind in kinds else kinds[0]
        return self.set_kind(nxt)

    def set_count(self, n: int) -> None:
        """How many move (or, with a cargo chosen, are airlifted)."""
        if self.origin is None:
            return
        most = (self.cargo_at(self.origin).get(self.cargo, 0) if self.cargo
                else self.kinds_at(self.origin).get(self.kind, 0))
        self.count = max(1, min(n, most))

    def set_cargo(self, cargo: str) -> bool:
        if cargo and cargo not in self.cargo_at(self.origin or ""):
            return False
        if cargo == self.cargo:
            return False
        self.cargo = cargo
        self.count = self.cargo_at(self.origin or "").get(cargo, 1) if cargo else self.count
        return True

    def compose(self, target: str | None) -> bool:
        """Open the attack composer on `target`, every division able to join picked (None: close it)."""
        if target is None:
            changed = self.target is not None
            self.target, self.picks, self.against = None, {}, None
            return changed
        if target not in self.attack_targets():
            return False
        self.origin, self.kind, self.cargo = None, "", ""
        self.target = target
        self.picks = dict(self.attackers())
        found = self.defenders()
        self.against = found[0] if found else None
        return True

    def set_pick(self, frm: str, kind: str, n: int) -> None:
        most = self.attackers().get((frm, kind), 0)
        self.picks[(frm, kind)] = max(0, min(n, most))

    def toggle_source(self, area: str) -> bool:
        """A click on a nation whose divisions may join: all of them out, or all back in."""
        keys = [k for k in self.attackers() if k[0] == area]
        if not keys:
            return False
        most = self.attackers()
        on = any(self.picks.get(k, 0) for k in keys)
        for k in keys:
            self.picks[k] = 0 if on else most[k]
        return True

    # --- the actions --------------------------------------------------------------------------------
    def move_action(self, to: str) -> Action | None:
        if to not in self.destinations() or self.origin is None:
            return None
        if self.cargo:
            most = self.cargo_at(self.origin).get(self.cargo, 0)
            return {"type": "airlift", "from": self.origin, "to": to,
                    "cargo": {self.cargo: max(1, min(self.count, most))}}
        return {"type": "move", "kind": self.kind, "from": self.origin, "to": to, "count": self.count}

    def attack_action(self) -> Action | None:
        if self.target is None:
            return None
        units = [{"from": f, "kind": k, "count": n} for (f, k), n in self.picks.items() if n > 0]
        act: Action = {"type": "attack", "area": self.target, "units": units}
        if self.against is not None:
            act["against"] = self.against
        return act

    def battle(self) -> tuple[Battle | None, RuleError | None]:
        """The exact battle the composed attack fights, or the engine's reason it would be refused."""
        act = self.attack_action()
        if act is None:
            return None, None
        if not act["units"]:
            return None, None  # nothing picked yet
        try:
            return preview(self.ctrl.session.game, self.ctrl.player or "", act), None
        except RuleError as e:
            return None, e

    # --- the board (ui/rulesets/__init__.py: the working data's protocol) ----------------------------
    def highlights(self) -> list[str]:
        if self.target is not None:
            return sorted({f for f, _ in self.attackers()})
        if self.origin is not None:
            return self.destinations()
        return sorted({*self.origins(), *self.attack_targets()})

    def targets(self) -> list[str]:
        return [*self.highlights(), *([self.target] if self.target else []), *([self.origin] if self.origin else [])]

    def selected(self) -> str | None:
        return self.target or self.origin

    def preview(self) -> dict[str, int]:
        return {}

    def deselect(self) -> bool:
        return self.compose(None) or self.select(None)

    def undo(self) -> bool:
        return False  # Undo goes to the driver's (the turn's actions up to the last attack: engine/undo.py)

    def primary(self) -> bool:
        """Enter with no page button owning it: the composed attack, else nothing (the page's End turn)."""
        act = self.attack_action()
        return bool(act and self.battle()[0] is not None and self.ctrl.submit(act))

    def end_stage(self) -> bool:
        """E: the turn ends (V3.4), asked first when nothing was done (end_question.py)."""
        return end_turn(self.ctrl)

    def click(self, area: str, button: int) -> None:
        if self.target is not None:
            if area == self.target or button == RIGHT:
                self.compose(None)
            elif not self.toggle_source(area) and not self.compose(area) and not self.select(area):
                self.ctrl.hint.emit(self.ctrl.step_hint())
                return
            self._changed()
            return
        if self.origin is not None and button != RIGHT:
            act = self.move_action(area)
            if act is not None:
                self.ctrl.submit(act)
                return
            if area == self.origin:
                self.select(None)
                self._changed()
                return
        if button == RIGHT and self.compose(area):
            self._changed()
            return
        if self.select(area) or self.compose(area):
            self._changed()
            return
        self.ctrl.hint.emit(self.ctrl.step_hint())

    def _changed(self) -> None:
        self.ctrl.refresh_board()
        self.ctrl.changed.emit()


def click_turn(ctrl: TurnController, area: str, button: int) -> None:
    work = ctrl.work
    if isinstance(work, TurnWork):
        work.click(area, button)
