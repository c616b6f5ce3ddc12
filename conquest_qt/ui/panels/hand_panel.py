"""The deciding human's own hand: small card tiles (two a row) with a '?' opening the card reference there.
A Risk hand (VARIANTS.md V1.6) shows each card's area and stars; its trades are on the trade page."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from conquest_qt.ui.dialogs import help_dialogs
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.card_text import card_help, card_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import arg


class HandPanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Your cards"), parent)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(6, 4, 6, 6)
        self.owner: str | None = None
        self.cards: tuple[str, ...] = ()
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setProperty("soft", True)
        self.box.addWidget(self.empty)
        self.tiles = QGridLayout()
        self.tiles.setSpacing(6)
        self.tiles.setColumnStretch(0, 1)
        self.tiles.setColumnStretch(1, 1)
        self.box.addLayout(self.tiles)
        self._rows: list[QWidget] = []
        self.owner_name = ""
        self.help: help_dialogs.TextDialog | None = None
        self.card_tile: Any = None  # the ruleset's plain card labels (ruleset_text: Risk's area and stars)

    def set_ruleset(self, ruleset: str) -> None:
        self.card_tile = words(ruleset).card_tile
        self.setVisible(getattr(words(ruleset), "HAS_CARDS", True))  # (cc: no cards, no hand)

    def explain(self, card: str) -> help_dialogs.TextDialog:
        """The card reference, scrolled to this card (one dialog, reused)."""
        if self.help is None:
            self.help = help_dialogs.show_cards(self.window(), card)
            self.help.finished.connect(lambda _r: setattr(self, "help", None))
        else:
            self.help.scroll_to(card)
            self.help.show()
            self.help.raise_()
        return self.help

    def retranslate(self) -> None:
        self.show_hand(self.owner, self.owner_name, self.cards)

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def shown_cards(self) -> tuple[str, ...]:
        """What the widget displays right now (tests assert on it)."""
        return self.cards

    def show_hand(self, owner: str | None, owner_name: str, cards: tuple[str, ...]) -> None:
        for w in self._rows:
            self.tiles.removeWidget(w)
            w.hide()  # gone at once, even before the deferred delete runs
            w.deleteLater()
        self._rows = []
        self.owner, self.cards = owner, tuple(cards) if owner else ()
        self.owner_name = owner_name
        if owner is None:
            self.setTitle(self.tr("Cards"))
            self.empty.setText(self.tr("Hidden until the next player takes the seat."))
            self.empty.show()
            return
        self.setTitle(arg(self.tr("Cards of %1"), user_text.menu_text(owner_name)))  # a title's "&" is a shortcut
        self.empty.setText(self.tr("No cards."))
        self.empty.setVisible(not self.cards)
        for i, card in enumerate(self.cards):
            row = QFrame()
            row.setObjectName("cardTile")
            lay = QHBoxLayout(row)
            lay.setContentsMargins(8, 4, 5, 4)
            lay.setSpacing(4)
            plain = self.card_tile(card) if self.card_tile is not None else None
            if plain is not None:
                lab = QLabel(plain[0])
                lab.setProperty("hand", True)
                lab.setToolTip(plain[1])
                lay.addWidget(lab, 1)
                self.tiles.addWidget(row, i // 2, i % 2)
                self._rows.append(row)
                continue
            lab = QLabel(card_name(card))
            lab.setProperty("hand", True)
            lab.setWordWrap(True)
            lab.setToolTip(card_help(card))
            q = QToolButton()
            q.setProperty("help", True)
            q.setCursor(Qt.CursorShape.PointingHandCursor)
            q.setText("?")
            q.setToolTip(card_help(card))
            q.setAccessibleName(arg(self.tr("Explain %1"), card_name(card)))
            q.setObjectName("explain_" + card)
            q.clicked.connect(lambda _=False, c=card: self.explain(c))
            lay.addWidget(lab, 1)
            lay.addWidget(q)
            self.tiles.addWidget(row, i // 2, i % 2)
            self._rows.append(row)
