"""A Risk battle the player takes part in as the defender, shown as it happens (issue 28 item 2; VARIANTS.md
V1.7): a computer player attacks one of the local human's areas — who attacks from where, the roll's dice pair
by pair (dice.py), the losses of this attack so far and, if it falls, the conquest. The attacker's own rolls
are on his attack page; this box shows the defender's side, which no page of his shows (was: only the log).
It goes when the player rolls his own attack (his page shows those dice) and at a new round's start."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from conquest_qt.ui.panels.battle_box import BattleBox
from conquest_qt.ui.rulesets.risk.dice import RiskDice
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg


class RiskDefence(BattleBox):
    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(session, "riskDefence", parent)
        self.dice = RiskDice()
        for w in (self.title, self.dice, self.total, self.result):
            self.lay.addWidget(w)
        self.attack: dict[str, Any] | None = None  # the attack on screen: who, from, to, losses, last roll

    def on_events(self, events: list) -> None:
        for ev in events:
            kind = ev.get("type")
            if kind == "attack_rolled":
                if ev.get("defender") in self.humans() and ev.get("player") not in self.humans():
                    self._roll(ev)
                elif ev.get("player") in self.humans():
                    self._clear()  # his own attack: his page shows its dice
            elif kind == "conquered" and self.attack is not None and ev.get("area") == self.attack["to"]:
                self.attack["conquered"] = True
                self._show()
            elif kind == "round_started":
                self._clear()

    def _roll(self, ev: dict[str, Any]) -> None:
        a = self.attack
        if a is None or (a["player"], a["from"], a["to"]) != (ev.get("player"), ev.get("from"), ev.get("to")) \
                or a.get("conquered"):
            a = self.attack = {"player": ev.get("player"), "defender": ev.get("defender"), "from": ev.get("from"),
                               "to": ev.get("to"), "lost": 0, "killed": 0, "rolls": 0}
        a["lost"] += int(ev.get("defender_lost", 0))
        a["killed"] += int(ev.get("attacker_lost", 0))
        a["rolls"] += 1
        a["roll"] = ev
        self._show()

    def _clear(self) -> None:
        self.attack = None
        self.dice.show_event(None)
        self.hide()

    def _show(self) -> None:
        a = self.attack
        if a is None:
            return
        who = self.session.names(a["player"])
        # Translators: Risk, a computer player attacks one of your areas: "Anna attacks Kamchatka from Alaska"
        self.setTitle(self.tr("Your area attacked"))
        self.title.setText(arg(self.tr("%1 attacks %2 from %3"), who, area_name(a["to"]), area_name(a["from"])))
        self.dice.show_event(a.get("roll"))
        self.total.setText(arg(self.tr("This attack so far — rolls: %1; you lost %2, %3 lost %4."),
                               a["rolls"], a["lost"], who, a["killed"]))
        if a.get("conquered"):
            self.result.setText(arg(self.tr("%2 conquered by %1."), who, area_name(a["to"])))
        self.result.setVisible(bool(a.get("conquered")))
        self.show()
