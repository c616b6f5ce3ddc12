"""A nuclear attack in a ruleset without a battle panel (Risk), shown as it happens to the local humans who take part
(striker, defender or interceptor; issue 25 item 4, VARIANTS.md V2.2-V2.4): who strikes what from where with how
many nukes, the interceptions, each `nuke_rolled` pair by pair as Risk shows an attack's dice (ui/rulesets/risk/
dice.py), the nukes and armies lost so far and the result. It stays until the next strike or a new round.
The record is the battle panel's (battle.py `StrikeRecord`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from conquest_qt.ui.panels.battle_box import BattleBox, plain_label
from conquest_qt.ui.rulesets.nuclear.battle import FOLLOWS, STARTS, StrikeRecord
from conquest_qt.ui.rulesets.nuclear.texts import PLURALS
from conquest_qt.ui.rulesets.risk.dice import RiskDice
from conquest_qt.ui.text.textutil import arg


class StrikeBox(BattleBox):
    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(session, "nuclearStrike", parent)
        self.dice = RiskDice()
        self.sides = QLabel()  # rich text, names escaped (StrikeRecord.sides)
        self.sides.setWordWrap(True)
        self.lines = plain_label()  # the interception, the units hit: one line each
        self.result.setTextFormat(Qt.TextFormat.RichText)  # names escaped (StrikeRecord.result)
        for w in (self.title, self.result, self.sides, self.lines, self.dice, self.total):  # the outcome in view
            self.lay.addWidget(w)
        self.record: StrikeRecord | None = None

    def on_events(self, events: list) -> None:
        for i, ev in enumerate(events):
            kind = ev.get("type")
            if kind == "round_started":
                self.record = None
                self.dice.show_event(None)
                self.hide()
            elif kind in STARTS:
                rec = StrikeRecord.begin(self.session, ev, events[i + 1:])
                rec.armies = True
                self.record = rec if rec.involves(self.humans()) else None
                self.dice.show_event(None)
            elif kind in FOLLOWS and self.record is not None and not self.record.over and self.record.takes(ev):
                line = self.record.apply(ev)
                if line is not None:  # an interception, the units hit: listed as the battle panel lists them
                    self.record.rolls.append(line)
                if ev.get("type") == "nuke_rolled":
                    self.dice.show_event(ev)
                elif ev.get("type") == "nuke_intercepted" and not self.record.involves(self.humans()):
                    self.record = None
        self._show()

    def rolls(self) -> list[dict[str, Any]]:
        return [r for r in self.record.rolls if r.get("type") == "nuke_rolled"] if self.record else []

    def _show(self) -> None:
        rec = self.record
        if rec is None:
            self.hide()
            return
        names = self.session.names
        self.setTitle(QCoreApplication.translate("Nuclear", "Nuclear attack"))
        self.title.setText(rec.title())
        self.sides.setText(rec.sides(names))
        lines = [rec.line(r, names) for r in rec.rolls if r.get("type") in ("nuke_intercepted", "nuke_hits")]
        self.lines.setText("\n".join(lines))
        self.lines.setVisible(bool(lines))
        rolls = self.rolls()
        self.total.setText(arg(PLURALS.strike_so_far(len(rolls)), rec.committed - rec.left,
                               sum(int(r.get("defender_lost", 0)) for r in rolls)) if rolls else "")
        self.total.setVisible(bool(rolls))
        self.result.setText(f"<b>{rec.result(names)}</b>" if rec.over else "")
        self.result.setVisible(rec.over)
        self.show()
