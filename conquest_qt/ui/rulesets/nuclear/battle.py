"""A nuclear attack as a battle the side panel shows (issue 25 item 4; VARIANTS.md V2.2-V2.6): the declaration,
the interceptions, every roll, the nukes lost, the units hit and the result, built from the engine's events
(nuke_declared, nuke_intercepted, dice_rolled with purpose nuke_defence / nuke_attack, nuke_rolled (Risk),
nukes_destroyed, nuke_hits, nuke_stopped, contaminated).

`StrikeRecord` answers what Conquest's battle panel asks of a battle record (ui/rulesets/conquest/battle_record.py)
and tells itself in words; `KIND` is the battle kind the add-on gives the battle panel (AddonUI.battle_kinds).
Risk has no battle panel: its strike box (strike_box.py) follows the same record."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from conquest_qt.engine.units import kinds_at
from conquest_qt.ui.rulesets.nuclear.texts import PLURALS, unit_word
from conquest_qt.ui.text.event_text import EventText
from conquest_qt.ui.text.labels import units_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg

STARTS = frozenset({"nuke_declared"})
FOLLOWS = frozenset({"nuke_declared", "nuke_intercepted", "nukes_destroyed", "dice_rolled", "nuke_rolled",
                     "nuke_hits", "nuke_stopped", "contaminated"})
ROLLS = frozenset({"nuke_defence", "nuke_attack"})  # Conquest's nuclear rolls (dice_rolled purposes, V2.5)
NUKE = "nuke"
_COUNTS = EventText()
Who = Callable[[str | None], str]


@dataclass
class StrikeRecord:
    striker: str
    origin: str
    area: str  # the target
    defender: str | None  # None: nobody defends it (V2.6)
    committed: int
    start: dict[str, int]  # the defender's units in the target at the declaration {kind: n}
    sinks: int  # his nukes in the target and next to it (each may take a hit instead of a unit)
    left: int = 0  # the committed nukes left
    now: dict[str, int] = field(default_factory=dict)
    sinks_now: int = 0
    rolls: list[dict[str, Any]] = field(default_factory=list)  # rolls and lines, in order
    interceptor: str | None = None
    outcome: str | None = None  # contaminated | intercepted | stopped | spent
    over: bool = False
    armies: bool = False  # the units are armies (the Risk box's words), else tanks and planes

    def __post_init__(self) -> None:
        self.left = self.committed
        self.now = dict(self.start)
        self.sinks_now = self.sinks

    @classmethod
    def begin(cls, session: Any, ev: dict[str, Any], later: list[dict[str, Any]]) -> StrikeRecord:
        """The record of a `nuke_declared` event; the state shows the target after the `later` events of the same
        batch: the units they removed are added back."""
        pub = session.public()
        target, defender = ev["to"], ev.get("defender")
        if defender == ev["player"]:
            defender = None  # a strike at his own area: nobody defends it (V2.6)
        here = kinds_at(pub["units"], target, defender) if defender else {}
        sinks = here.pop(NUKE, 0)
        for a in session.game.topo.land_neighbours.get(target, ()):
            sinks += kinds_at(pub["units"], a, defender).get(NUKE, 0) if defender else 0
        for e in later:
            kind = e.get("type")
            if kind == "nuke_hits" and e.get("area") == target:
                for k, n in (e.get("units") or {}).items():
                    here[k] = here.get(k, 0) + int(n)
                sinks += sum(int(n) for n in (e.get("nuke") or {}).values())
            elif kind == "contaminated" and e.get("area") == target:
                for k, n in ((e.get("removed") or {}).get(defender) or {}).items():
                    if k == NUKE:
                        sinks += int(n)
                    else:
                        here[k] = here.get(k, 0) + int(n)
                break
        return cls(ev["player"], ev["from"], target, defender, int(ev.get("count", 0)), here, sinks)

    # --- what the battle panel asks of a record -------------------------------------------------------
    @property
    def winner(self) -> str | None:
        return self.striker if self.outcome == "contaminated" else self.defender

    def involves(self, colours: tuple[str, ...] | list[str]) -> bool:
        return any(c in colours for c in (self.striker, self.defender, self.interceptor) if c)

    def takes(self, ev: dict[str, Any]) -> bool:
        kind = ev.get("type")
        if kind in ("nuke_intercepted",):
            return ev.get("to") == self.area and ev.get("striker") == self.striker
        if kind == "nuke_stopped":
            return ev.get("to") == self.area and ev.get("player") == self.striker
        if kind == "nukes_destroyed":
            return ev.get("area") == self.origin and ev.get("player") == self.striker
        if kind == "nuke_rolled":
            return ev.get("to") == self.area and ev.get("player") == self.striker
        if kind == "dice_rolled":
            return ev.get("area") == self.area and ev.get("purpose") in ROLLS
        return kind in ("nuke_hits", "contaminated") and ev.get("area") == self.area

    @staticmethod
    def is_roll(ev: dict[str, Any]) -> bool:
        return ev.get("purpose") in ROLLS

    def apply(self, ev: dict[str, Any]) -> dict[str, Any] | None:
        """A later event of the strike: returns the line it adds to the rows (an interception, the units hit)."""
        kind = ev.get("type")
        if kind == "nuke_intercepted":
            self.left = max(0, self.left - 1)
            self.interceptor, self.outcome, self.over = ev.get("player"), "intercepted", True
            return dict(ev)
        if kind == "nukes_destroyed":
            self.left = max(0, self.left - int(ev.get("count", 0)))
            if self.left == 0:
                self.outcome, self.over = "spent", True
        elif kind == "nuke_rolled":
            self.rolls.append(dict(ev))
        elif kind == "nuke_hits":
            for k, n in (ev.get("units") or {}).items():
                self.now[k] = max(0, self.now.get(k, 0) - int(n))
            self.sinks_now = max(0, self.sinks_now - sum(int(n) for n in (ev.get("nuke") or {}).values()))
            hit = any((ev.get("units") or {}).values()) or any((ev.get("nuke") or {}).values())
            return dict(ev) if hit else None  # nothing there to hit (only the flag): no line
        elif kind == "nuke_stopped":
            self.outcome, self.over = "stopped", True
        elif kind == "contaminated":
            self.now, self.sinks_now = {}, 0
            if self.defender is None:  # V2.6: one nuke spent, no dice
                self.left = max(0, self.left - 1)
            self.outcome, self.over = "contaminated", True
        return None

    # --- its words ------------------------------------------------------------------------------------
    def title(self) -> str:
        return arg(QCoreApplication.translate("Nuclear", "Nuclear attack on %1"), area_name(self.area))

    def forces(self, units: dict[str, int], sinks: int) -> str:
        """'1 tank, 1 plane' in the target, with the nukes that may take hits: '…; 2 nukes'."""
        if self.armies:
            n = units.get("land", 0)
            text = PLURALS.armies(n) if n else QCoreApplication.translate("Unit", "nothing")
        else:
            text = units_text(units.get("land", 0), units.get("air", 0))
        if sinks:
            text = arg(QCoreApplication.translate("Nuclear", "%1; %2"), text, PLURALS.nukes(sinks))
        return text

    def sides(self, who: Who) -> str:
        """Rich text: the striker's nukes, the defender's units at the start and now (names escaped)."""
        t = QCoreApplication.translate
        striker = arg(PLURALS.striker(self.committed), html.escape(who(self.striker)), area_name(self.origin))
        if self.defender is None:
            # Translators: a nuclear attack on a contaminated or free area, or on the striker's own (V2.6)
            defender = t("Nuclear", "Nobody defends it: no dice, one nuke is spent.")
        else:  # Conquest's flag defends too (V2.5: 2 dice); Risk's armies alone (V2.4)
            defender = arg(t("Nuclear", "Defender %1: %2") if self.armies else t("Nuclear", "Defender %1: %2 + flag"),
                           html.escape(who(self.defender)), self.forces(self.start, self.sinks))
        now = arg(PLURALS.now(self.left), self.forces(self.now, self.sinks_now))
        began = QCoreApplication.translate("BattlePanel", "At the start:")
        return f"<i>{began}</i><br>{striker}<br>{defender}<br><i>{now}</i>"

    def first(self, who: Who) -> str:
        if self.defender is None or not any(r.get("type") == "dice_rolled" for r in self.rolls):
            return ""
        return QCoreApplication.translate(
            "Nuclear", "The defender rolls first: each explosion destroys a nuke; then one die per nuke left.")

    def dice(self, ev: dict[str, Any]) -> str:
        """The dice of a roll as a row names them: '3 dice', the striker's 'nukes, 2 dice'."""
        n = _COUNTS.dice(len(ev.get("faces", [])))
        if ev.get("purpose") == "nuke_attack":
            # Translators: the striker's roll in the battle panel: "Anna — nukes, 2 dice: 1 explosion"
            return arg(QCoreApplication.translate("Nuclear", "nukes, %1"), n)
        return n

    def line(self, ev: dict[str, Any], who: Who) -> str:
        """A row without dice: an interception, the units a hit removed."""
        t = QCoreApplication.translate
        if ev.get("type") == "nuke_intercepted":
            return arg(t("Nuclear", "%1 intercepts it from %2, losing %3; the striker loses a nuke."),
                       who(ev.get("player")), area_name(ev.get("at", "")), unit_word(str(ev.get("lose")), 1))
        parts = [unit_word("army" if self.armies and k == "land" else k, int(n))
                 for k, n in sorted((ev.get("units") or {}).items()) if n]
        for a, n in sorted((ev.get("nuke") or {}).items()):
            parts.append(arg(t("Nuclear", "%1 in %2"), unit_word(NUKE, int(n)), area_name(a)))
        # Translators: the units a nuclear roll destroyed: "Anna loses 1 tank, 1 nuke in Berlin."
        return arg(t("Nuclear", "%1 loses %2."), who(ev.get("owner")), ", ".join(parts))

    def result(self, who: Who) -> str:
        """Rich text (names escaped)."""
        t = QCoreApplication.translate
        area = area_name(self.area)
        if self.outcome == "contaminated":
            return arg(t("Nuclear", "%1 contaminated by %2."), area, html.escape(who(self.striker)))
        if self.outcome == "intercepted":
            return arg(t("Nuclear", "Intercepted by %1: %2 is not struck."), html.escape(who(self.interceptor)),
                       area)
        if self.outcome == "stopped":
            return arg(t("Nuclear", "%1 stopped the attack: %2 held by %3."), html.escape(who(self.striker)), area,
                       html.escape(who(self.defender)))
        return arg(t("Nuclear", "Every committed nuke lost: %1 held by %2."), area, html.escape(who(self.defender)))

    def past(self, who: Who) -> str:
        """Its entry in "Battles this round"."""
        t = QCoreApplication.translate
        area = area_name(self.area)
        if not self.over:
            # Translators: an entry of "Battles this round": "Rome: nuclear attack under way"
            return arg(t("Nuclear", "%1: nuclear attack under way"), area)
        if self.outcome == "contaminated":
            return arg(t("Nuclear", "%1: contaminated by %2"), area, who(self.striker))
        if self.outcome == "intercepted":
            return arg(t("Nuclear", "%1: nuclear attack intercepted by %2"), area, who(self.interceptor))
        return arg(t("Nuclear", "%1: nuclear attack, held by %2"), area, who(self.defender))


@dataclass(frozen=True)
class StrikeKind:
    """The nuclear add-on's battle kind for a battle panel (ui/rulesets/conquest/battle_panel.py `kinds`)."""

    starts: frozenset[str] = STARTS
    follows: frozenset[str] = FOLLOWS

    @staticmethod
    def begin(session: Any, ev: dict[str, Any], later: list[dict[str, Any]]) -> StrikeRecord:
        return StrikeRecord.begin(session, ev, later)


KIND = StrikeKind()
