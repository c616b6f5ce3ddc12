"""The side panel's 'your move' area: one page per decision kind (the ruleset's: ui/rulesets), shown
as decisions come.

Pages sit in one vertical layout and only the current one is visible, so the box always takes the
height of the page on show (a QStackedWidget would keep the tallest page's height).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QApplication, QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels import decision_pages


class DecisionPanel(QGroupBox):
    hintRequested = Signal()  # "What would the computer do?" (its small button under the page)

    def __init__(self, ctrl: TurnController, pages: Mapping[str, type[decision_pages.Page]],
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Your move"), parent)
        self.ctrl = ctrl
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 8)
        self.wait = decision_pages.WaitPage(ctrl)
        lay.addWidget(self.wait)
        self.pages: dict[str, decision_pages.Page] = {}
        for kind, cls in pages.items():  # the ruleset's, by decision kind (ui/rulesets)
            page = cls(ctrl)
            page.hide()
            self.pages[kind] = page
            lay.addWidget(page)
        self._current: decision_pages.Page = self.wait
        row = QHBoxLayout()
        row.addStretch(1)
        self.hint_button = QPushButton(self.tr("Hint (H)"))
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setToolTip(self.tr("What would the computer do?"))
        self.hint_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys where they were
        self.hint_button.clicked.connect(self.hintRequested)
        self.hint_button.hide()
        row.addWidget(self.hint_button)
        lay.addLayout(row)
        ctrl.changed.connect(self.refresh)

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.setTitle(self.tr("Your move") if self.ctrl.kind else self.tr("Waiting"))
            self.hint_button.setText(self.tr("Hint (H)"))
            self.hint_button.setToolTip(self.tr("What would the computer do?"))
        super().changeEvent(event)

    def current(self) -> decision_pages.Page:
        return self._current

    def refresh(self) -> None:
        kind = self.ctrl.kind
        page = self.pages.get(kind or "", self.wait)
        self.setTitle(self.tr("Your move") if kind else self.tr("Waiting"))
        if page is not self._current:
            self._current.hide()
            self._current = page
        page.refresh()
        page.show()
        self.hint_button.setVisible(bool(kind))
        # A button the player clicked that the step then hid or disabled (an attack run, the page of the
        # last step) hands the keyboard focus on to the next button in the chain, often the hint's; Enter
        # would press that one instead of the page's main action (MainWindow.primary). Nobody chose it:
        # take it back.
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus) and not page.isAncestorOf(focus):
            focus.clearFocus()
