"""Risk's pages of the side panel for the attack stage, the occupation and the fortify (VARIANTS.md
V1.7–V1.9): the areas are chosen on the board (TurnController.click_pick, game/area_pick.py), the
pages hold the numbers, the odds, the last roll and the buttons."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QSpinBox

from conquest_qt.ai.risk.odds import attack_odds, roll_outcomes
from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.risk.area_pick import picked
from conquest_qt.ui.rulesets.risk.attack_run import ROLL_PAUSE_MS, AttackRun
from conquest_qt.ui.rulesets.risk.dice import RiskDice
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg, number, percent


def _plain(label: QLabel) -> QLabel:
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)  # players' names inside: never markup
    return label


class RiskPage(Page):
    """What the three pages share: the board's numbers, a last-roll view, the undo button."""

    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        _plain(self.text)
        self.dice = RiskDice()
        self.last_roll: dict[str, Any] | None = None
        ctrl.session.driver.eventsApplied.connect(self._on_events)

    def _on_events(self, events: list) -> None:
        for ev in events:
            if ev.get("type") == "attack_rolled":
                self.last_roll = ev
            elif ev.get("type") in ("turn_started", "occupied"):
                self.last_roll = None

    def armies(self, area: str | None) -> int:
        return int(armies_of(self.ctrl.session.public()).get(area or "", 0))

    def owner_text(self, area: str) -> str:
        owner = self.ctrl.session.public()["owners"].get(area)
        if owner in (None, "neutral"):
            return colour_name("neutral")
        return self.ctrl.session.name(owner)

    @staticmethod
    def undo_text() -> str:
        return QCoreApplication.translate("RiskPage", "Undo last move")  # one context for all three pages

    def undo_button(self) -> QPushButton:
        return self.button(self.undo_text(), lambda: self.window().undo_move(), "undo_risk")  # type: ignore[attr-defined]

    def can_undo(self) -> bool:
        return bool(getattr(self.window(), "can_undo_move", lambda: False)())


class AttackPage(RiskPage):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.sel = _plain(QLabel())
        self.sel.setObjectName("attackChoice")
        self.lay.addWidget(self.sel)
        row = QHBoxLayout()
        dice_label = QLabel(self.tr("Dice:"))
        dice_label.setObjectName("diceLabel")
        self.dice_count = QSpinBox()
        self.dice_count.setObjectName("diceCount")
        self.dice_count.valueChanged.connect(self._dice_chosen)
        row.addWidget(dice_label)
        row.addWidget(self.dice_count, 1)
        self.lay.addLayout(row)
        self.odds = _plain(QLabel())
        self.odds.setObjectName("attackOdds")
        self.lay.addWidget(self.odds)
        self.attack = self.button(self.tr("Attack"), self.attack_once, "attack", primary=True)
        self.until_won = self.button(self.tr("Attack until won"), lambda: self.start_run(1), "attack_until_won")
        stop_row = QHBoxLayout()
        self.stop_at = QSpinBox()
        self.stop_at.setObjectName("stopAt")
        self.stop_at.valueChanged.connect(lambda _n: self._update_numbers())
        self.until_down = self.button("", lambda: self.start_run(self.stop_at.value()), "attack_until_down")
        stop_row.addWidget(self.until_down, 1)
        stop_row.addWidget(self.stop_at)
        self.stop = self.button(self.tr("Stop"), self.stop_run, "stop_run")
        self.undo = self.undo_button()
        self.end = self.button(self.tr("End attacks"), lambda: self.ctrl.submit({"type": "end_attacks"}),
                               "end_attacks")
        self.lay.addWidget(self.attack)
        self.lay.addWidget(self.until_won)
        self.lay.addLayout(stop_row)
        self.lay.addWidget(self.stop)
        self.lay.addWidget(self.dice)
        self.lay.addWidget(self.undo)
        self.lay.addWidget(self.end)
        self.run = AttackRun(ctrl, self)
        self.run.running.connect(lambda _on: self.refresh())
        self._dice_wanted: int | None = None  # the player's choice for this origin (None: the most)
        self._dice_for: str | None = None
        self._rolled: tuple[str, str] | None = None  # the pair of the last roll ("Attack again")
        self._stop_for: tuple[str, str] | None = None

    def fixed_texts(self) -> dict[str, str]:
        return {"diceLabel": self.tr("Dice:"), "attack_until_won": self.tr("Attack until won"),
                "stop_run": self.tr("Stop"), "undo_risk": self.undo_text(),
                "end_attacks": self.tr("End attacks")}

    # --- actions ---------------------------------------------------------------------------------
    def attack_once(self) -> bool:
        pick = picked(self.ctrl)
        if pick is None or not pick.ready() or self.run.active():
            self.ctrl.hint.emit(self.ctrl.step_hint())
            return False
        assert pick.origin is not None and pick.target is not None
        self._rolled = (pick.origin, pick.target)
        return self.ctrl.submit({"type": "attack", "from": pick.origin, "to": pick.target,
                                 "dice": self.dice_count.value()})

    def start_run(self, stop_at: int) -> bool:
        pick = picked(self.ctrl)
        if pick is None or not pick.ready():
            self.ctrl.hint.emit(self.ctrl.step_hint())
            return False
        assert pick.origin is not None and pick.target is not None
        dice_ms = getattr(getattr(self.window(), "battle", None), "dice_ms", None)  # the window's speed setting
        self.run.pause_ms = ROLL_PAUSE_MS if dice_ms is None else int(dice_ms) // 2  # a roll seen, the run brisk
        self._rolled = (pick.origin, pick.target)
        return self.run.start(pick.origin, pick.target, stop_at)

    def stop_run(self) -> None:
        self.run.stop()

    def hideEvent(self, event: QHideEvent) -> None:  # Qt's name
        if not event.spontaneous():  # another step's page takes its place (not a minimised window)
            self.run.stop()
        super().hideEvent(event)

    def main_action(self) -> QPushButton | None:
        return self.attack if self.attack.isEnabled() and not self.run.active() else None

    def _dice_chosen(self, n: int) -> None:
        self._dice_wanted = n
        self._update_numbers()

    # --- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        pick = picked(self.ctrl)
        if pick is None:
            return
        running = self.run.active()
        self.text.setText(self.tr("Attack: click one of your highlighted areas (2 or more armies), then a "
                                  "highlighted area of another player next to it. One army always stays behind."))
        if pick.origin is None:
            self.sel.setText(self.tr("No attack chosen."))
        elif pick.target is None:
            self.sel.setText(arg(self.tr("From %1 (%2): now click the area to attack."), area_name(pick.origin),
                                 self._armies(self.armies(pick.origin))))
        else:
            self.sel.setText(arg(self.tr("From %1 (%2) against %3 (%4, %5)."), area_name(pick.origin),
                                 self._armies(self.armies(pick.origin)), area_name(pick.target),
                                 self._armies(self.armies(pick.target)), self.owner_text(pick.target)))
        if pick.origin != self._dice_for:
            self._dice_for, self._dice_wanted = pick.origin, None
        top = pick.top.get(pick.origin or "", 1)
        self.dice_count.blockSignals(True)
        self.dice_count.setRange(1, max(1, top))
        self.dice_count.setValue(min(self._dice_wanted or top, top))
        self.dice_count.blockSignals(False)
        ready = pick.ready()
        self.dice_count.setEnabled(pick.origin is not None and not running)
        again = ready and self._rolled == (pick.origin, pick.target)
        self.attack.setText(self.tr("Attack again") if again else self.tr("Attack"))
        for b in (self.attack, self.until_won, self.until_down, self.stop_at):
            b.setEnabled(ready and not running)
        self.stop.setVisible(running)
        self.end.setEnabled(not running)
        self.undo.setVisible(self.can_undo())
        self.undo.setEnabled(not running)
        self._update_numbers()
        self.dice.show_event(self.last_roll)

    def _armies(self, n: int) -> str:
        return self.tr("%n army(s)", "", n)

    def _update_numbers(self) -> None:
        """The odds of the chosen attack (ai/risk_odds.py): this roll, until won, until down to N."""
        pick = picked(self.ctrl)
        if pick is None or not pick.ready():
            self.odds.setText("")
            self.until_down.setText(self._down_text(max(2, self.stop_at.value())))
            return
        assert pick.origin is not None and pick.target is not None
        a, d = self.armies(pick.origin), self.armies(pick.target)
        pair = (pick.origin, pick.target)
        self.stop_at.blockSignals(True)
        self.stop_at.setRange(2, max(2, a - 1))
        if self._stop_for != pair:  # a new attack: stop with about half its armies
            self._stop_for = pair
            self.stop_at.setValue(max(2, (a + 1) // 2))
        self.stop_at.blockSignals(False)
        n = self.stop_at.value()
        self.until_down.setText(self._down_text(n))
        self.until_down.setEnabled(self.until_down.isEnabled() and a > n)
        dice = self.dice_count.value()
        defence = int(self.ctrl.session.game.defence_dice(pick.target))
        lost_a = lost_d = 0.0
        for la, ld, p in roll_outcomes(dice, defence):
            lost_a += la * float(p)
            lost_d += ld * float(p)
        win, left = attack_odds(a, d, 1)
        win_n, left_n = attack_odds(a, d, n)
        lines = [
            arg(self.tr("This roll, %1 against %2 dice: %3 armies lost by the defender, %4 by you, on average."),
                dice, defence, number(lost_d, 2), number(lost_a, 2)),
            arg(self.tr("Until won: %1% to conquer, %2 armies expected to remain in %3."), percent(win),
                number(left, 1), area_name(pick.origin)),
            arg(self.tr("Stopping at %1: %2% to conquer, %3 armies expected to remain."), n, percent(win_n),
                number(left_n, 1)),
        ]
        self.odds.setText("\n".join(lines))

    def _down_text(self, n: int) -> str:
        return self.tr("Attack until down to %n army(s)", "", n)


class OccupyPage(RiskPage):
    """V1.8: how many armies move in, between the dice of the last roll and all but one. The proposed
    count: all but one when the attacking area borders no other player's area any more (nothing left
    to guard there, the front moves on), else half of what may move (at least the minimum): the
    conquered area is held and the old front is not left bare."""

    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("occupySlider")
        self.count = QSpinBox()
        self.count.setObjectName("occupyCount")
        self.slider.valueChanged.connect(self.count.setValue)
        self.count.valueChanged.connect(self.slider.setValue)
        self.count.valueChanged.connect(lambda _n: self._update_label())
        row = QHBoxLayout()
        row.addWidget(self.slider, 1)
        row.addWidget(self.count)
        self.lay.addLayout(row)
        quick = QHBoxLayout()
        self.least = self.button("", lambda: self.count.setValue(self.count.minimum()), "occupy_min")
        self.most = self.button("", lambda: self.count.setValue(self.count.maximum()), "occupy_max")
        quick.addWidget(self.least)
        quick.addWidget(self.most)
        self.lay.addLayout(quick)
        self.after = _plain(QLabel())
        self.after.setObjectName("occupyAfter")
        self.lay.addWidget(self.after)
        self.confirm = self.button(self.tr("Move in"), self.move_in, "occupy", primary=True)
        self.lay.addWidget(self.confirm)
        self.lay.addWidget(self.dice)

    def fixed_texts(self) -> dict[str, str]:
        return {"occupy": self.tr("Move in")}

    def move_in(self) -> bool:
        return self.ctrl.submit({"type": "occupy", "count": self.count.value()})

    def main_action(self) -> QPushButton | None:
        return self.confirm

    def proposed(self) -> int:
        i = self.ctrl.info
        lo, hi, src = int(i.get("min", 1)), int(i.get("max", 1)), str(i.get("from", ""))
        pub = self.ctrl.session.public()
        adjacent = self.ctrl.session.game.board.adjacent
        front = any(pub["owners"].get(b) != self.ctrl.player for b in adjacent.get(src, ()))
        return max(lo, (hi + 1) // 2) if front else hi

    def refresh(self) -> None:
        i = self.ctrl.info
        if "min" not in i:
            return
        lo, hi = int(i["min"]), int(i["max"])
        self.text.setText(arg(self.tr("%1 conquered from %2. Move in at least %3 and at most %4 armies."),
                              area_name(i["to"]), area_name(i["from"]), lo, hi))
        for w in (self.slider, self.count):
            w.blockSignals(True)
            w.setRange(lo, hi)
            w.setValue(self.proposed())
            w.blockSignals(False)
        self.least.setText(arg(self.tr("Fewest (%1)"), lo))
        self.most.setText(arg(self.tr("All but one (%1)"), hi))
        self._update_label()
        self.dice.show_event(self.last_roll)

    def _update_label(self) -> None:
        i = self.ctrl.info
        if "from" not in i:
            return
        n, total = self.count.value(), self.armies(i["from"])
        self.after.setText(arg(self.tr("Then %1: %2, %3: %4."), area_name(i["from"]), total - n,
                               area_name(i["to"]), n))


class FortifyPage(RiskPage):
    """V1.9: from one own area to another joined by own areas; then the turn ends (or, with reward B5,
    a second move)."""

    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.sel = _plain(QLabel())
        self.sel.setObjectName("fortifyChoice")
        self.lay.addWidget(self.sel)
        row = QHBoxLayout()
        how_many = QLabel(self.tr("Armies to move:"))
        how_many.setObjectName("fortifyHowMany")
        self.count = QSpinBox()
        self.count.setObjectName("fortifyCount")
        row.addWidget(how_many)
        row.addWidget(self.count, 1)
        self.lay.addLayout(row)
        self.confirm = self.button(self.tr("Fortify"), self.fortify, "fortify", primary=True)
        self.undo = self.undo_button()
        self.end = self.button(self.tr("End turn without fortifying"),
                               lambda: self.ctrl.submit({"type": "end_turn"}), "end_turn")
        for w in (self.confirm, self.undo, self.end):
            self.lay.addWidget(w)
        self._count_for: tuple[str, str] | None = None

    def fixed_texts(self) -> dict[str, str]:
        return {"fortifyHowMany": self.tr("Armies to move:"), "fortify": self.tr("Fortify"),
                "undo_risk": self.undo_text(), "end_turn": self.tr("End turn without fortifying")}

    def fortify(self) -> bool:
        pick = picked(self.ctrl)
        if pick is None or not pick.ready():
            self.ctrl.hint.emit(self.ctrl.step_hint())
            return False
        return self.ctrl.submit({"type": "fortify", "from": pick.origin, "to": pick.target,
                                 "count": self.count.value()})

    def main_action(self) -> QPushButton | None:
        """Enter: the move chosen, else, with no move begun, what the other button says: the turn ends without
        fortifying (issue 28 item 9: Enter did nothing); a move half chosen (no target yet) is only hinted."""
        if self.confirm.isEnabled():
            return self.confirm
        pick = picked(self.ctrl)
        return self.end if pick is not None and pick.origin is None and not self.end.isHidden() else None

    def refresh(self) -> None:
        pick = picked(self.ctrl)
        if pick is None:
            return
        left = int(self.ctrl.info.get("left", 1))
        text = self.tr("Fortify: click one of your highlighted areas, then a highlighted area joined to it "
                       "by your own areas.")
        if left > 1:
            text += " " + self.tr("%n move(s) left this turn.", "", left)
        self.text.setText(text)
        if pick.origin is None:
            self.sel.setText(self.tr("No move chosen."))
        elif pick.target is None:
            self.sel.setText(arg(self.tr("From %1: now click where the armies go."), area_name(pick.origin)))
        else:
            self.sel.setText(arg(self.tr("From %1 to %2."), area_name(pick.origin), area_name(pick.target)))
        ready = pick.ready()
        top = pick.top.get(pick.origin or "", 1)
        pair = (pick.origin or "", pick.target or "")
        self.count.blockSignals(True)
        self.count.setRange(1, max(1, top))
        if pair != self._count_for:  # a new move: all that may go
            self._count_for = pair
            self.count.setValue(top)
        self.count.blockSignals(False)
        self.count.setEnabled(ready)
        self.confirm.setEnabled(ready)
        self.undo.setVisible(self.can_undo())
