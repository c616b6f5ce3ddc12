"""Risk's "attack until won" and "attack until down to N armies" (VARIANTS.md V1.7.4): the UI repeats
one-roll `attack` actions through the driver, each its own logged decision, with a pause between rolls
so every roll is seen, until the target falls, the attacking area is down to N armies, the decision
changes or the player stops it. The engine knows no such thing as a run: it only sees single rolls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.rulesets.risk.area_pick import picked

if TYPE_CHECKING:
    from conquest_qt.ui.game.turn_controller import TurnController

ROLL_PAUSE_MS = 400  # between two rolls of a run (0: at once, through the event loop: still stoppable)


class AttackRun(QObject):
    running = Signal(bool)  # a run started (True) or ended (False)

    def __init__(self, ctrl: TurnController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctrl = ctrl
        self.pause_ms = ROLL_PAUSE_MS
        self.src = self.dst = ""
        self.stop_at = 1
        self.rolls = 0  # rolls of the current (or last) run
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._roll)

    def active(self) -> bool:
        return bool(self.src)

    def start(self, src: str, dst: str, stop_at: int = 1) -> bool:
        """Roll from `src` at `dst` with the most dice until won or `src` holds `stop_at` armies."""
        if self.active() or not self._may_go_on(src, dst, stop_at):
            return False
        self.src, self.dst, self.stop_at, self.rolls = src, dst, max(1, stop_at), 0
        self.running.emit(True)
        self._roll()
        return True

    def stop(self) -> None:
        if not self.active():
            return
        self._timer.stop()
        self.src = self.dst = ""
        self.running.emit(False)

    def _may_go_on(self, src: str, dst: str, stop_at: int) -> bool:
        ctrl = self.ctrl
        pick = picked(ctrl)
        if ctrl.kind != "attack" or pick is None or dst not in pick.targets.get(src, ()):
            return False  # the target fell (occupy), the turn moved on, or the attack is no longer legal
        return int(armies_of(ctrl.session.public()).get(src, 0)) > max(1, stop_at)

    def _roll(self) -> None:
        if not self._may_go_on(self.src, self.dst, self.stop_at):
            self.stop()
            return
        pick = picked(self.ctrl)
        assert pick is not None
        self.rolls += 1
        if not self.ctrl.submit({"type": "attack", "from": self.src, "to": self.dst, "dice": pick.top[self.src]}):
            self.stop()
            return
        if self.active():
            if self._may_go_on(self.src, self.dst, self.stop_at):
                self._timer.start(self.pause_ms)
            else:
                self.stop()
