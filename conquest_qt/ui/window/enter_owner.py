"""Who owns Enter (issue 28 item 3): one place decides, and the window says it.

At any moment exactly one control owns the Enter key: a finished battle's Continue, a button the keyboard
user has tabbed to, a number being typed ("How many": Enter only settles it), the area marked by keyboard,
the decision page's evident main action, or else the step's main action (the turn controller's
`primary()`: confirm production, end movement, roll, end turn, the only battle). `owner_of(win)` decides;
`press(win)` is what Enter does (the window's main action). `EnterMarks` keeps the labels true: a button
whose label claims Enter ("Confirm production (Enter)", "Continue (Enter)") keeps that claim only while it
owns Enter; every other loses its "(Enter)" until it owns it again (the step's hint on the status bar too).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QLineEdit, QWidget

from conquest_qt.ui.text.textutil import ENTER  # a label's claim (the key's name is the same in every language)

FULL = "enterFull"  # a button's dynamic property: its label with the claim, while shown without


@dataclass(frozen=True)
class Owner:
    """The control Enter acts on. kind: battle, focus, field, area, page, step or none (not playing)."""

    kind: str
    button: QAbstractButton | None = None


def _claims(b: QAbstractButton) -> bool:
    """The button's label claims Enter (shown with or without the claim at the moment)."""
    full = b.property(FULL)
    return ENTER in b.text() or (isinstance(full, str) and b.text() == full.replace(ENTER, ""))


def claimed_on(page: QWidget | None) -> QAbstractButton | None:
    """The visible button of a decision page whose label claims Enter (the step's main action), if any."""
    if page is None:
        return None
    for b in page.findChildren(QAbstractButton):
        if b.isVisibleTo(page) and _claims(b):
            return b
    return None


def owner_of(win: Any) -> Owner:
    if not win._live():
        return Owner("none")
    if win.battle.waiting():
        return Owner("battle", win.battle.cont)
    focus = QApplication.focusWidget()
    if isinstance(focus, QAbstractButton) and focus.isEnabled() and focus.isVisible() \
            and win.game_page.isAncestorOf(focus):
        return Owner("focus", focus)  # tabbed to (the side panel's buttons take no focus from a click)
    if isinstance(focus, (QAbstractSpinBox, QLineEdit)) and win.game_page.isAncestorOf(focus):
        return Owner("field")
    if win.area_keys.active():
        return Owner("area")
    page = win.decision.current() if win.decision is not None else None
    main = page.main_action() if page is not None else None
    if main is not None:
        return Owner("page", main)
    return Owner("step", claimed_on(page))


def press(win: Any) -> None:
    """Enter: what its owner does."""
    owner = owner_of(win)
    if owner.kind == "battle":
        win.battle.continue_()
    elif owner.kind in ("focus", "page") and owner.button is not None:
        owner.button.click()
    elif owner.kind == "area":
        win.area_keys.activate(1)
    elif owner.kind == "step" and owner.button is not None and owner.button.isEnabled():
        owner.button.click()  # the step's main action, as its label says
    elif owner.kind == "step":
        win.ctrl.primary()
    # "field": Enter only settles the number; "none": not playing


class EnterMarks(QObject):
    """Keeps "(Enter)" on the owner's label only (and off the step's hint on the status bar otherwise),
    re-checked once per event-loop turn after anything that may change the owner."""

    def __init__(self, win: Any) -> None:
        super().__init__(win)
        self.win = win
        self.owner = Owner("none")
        self._due = QTimer(self)
        self._due.setSingleShot(True)
        self._due.setInterval(0)
        self._due.timeout.connect(self.update)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, *_: object) -> None:
        self.schedule()

    def schedule(self, *_: object) -> None:
        if not self._due.isActive():
            self._due.start()

    def candidates(self) -> list[QAbstractButton]:
        page = getattr(self.win, "game_page", None)
        if page is None or not self.win.game_built:
            return []
        return [b for b in page.findChildren(QAbstractButton) if _claims(b)]

    def update(self) -> Owner:
        """Mark the owner's label (and only it) as Enter's; returns the owner."""
        owner = owner_of(self.win)
        self.owner = owner
        for b in self.candidates():
            text, full = b.text(), b.property(FULL)
            if ENTER in text:
                full = text
            if not isinstance(full, str):
                continue
            if b is owner.button:
                if text != full:
                    b.setText(full)
            elif text != full.replace(ENTER, ""):
                b.setProperty(FULL, full)
                b.setText(full.replace(ENTER, ""))
            else:
                b.setProperty(FULL, full)
        self._status(owner)
        return owner

    def _status(self, owner: Owner) -> None:
        """The step's hint on the status bar claims Enter ("End your turn (Enter), …") only while the step
        owns it (other messages, e.g. the hand-over's "Press Continue (Enter)", are their owner's)."""
        ctrl = self.win.ctrl
        if ctrl is None or not ctrl.kind:
            return
        hint = ctrl.step_hint()
        if ENTER not in hint:
            return
        bar = self.win.statusBar()
        text, plain = bar.currentMessage(), hint.replace(ENTER, "")
        if owner.kind in ("page", "step"):
            if text == plain:
                bar.showMessage(hint)
        elif text == hint:
            bar.showMessage(plain)
