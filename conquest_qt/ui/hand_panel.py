"""The deciding human's own hand: card names with a '?' explaining each. Shows nothing else's."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QToolButton, QToolTip, QVBoxLayout, QWidget

from conquest_qt.ui.card_text import card_help, card_name
from conquest_qt.ui.textutil import arg


class HandPanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Your cards"), parent)
        self.box = QVBoxLayout(self)
        self.owner: str | None = None
        self.cards: tuple[str, ...] = ()
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.box.addWidget(self.empty)
        self._rows: list[QWidget] = []

    def shown_cards(self) -> tuple[str, ...]:
        """What the widget displays right now (tests assert on it)."""
        return self.cards

    def show_hand(self, owner: str | None, owner_name: str, cards: tuple[str, ...]) -> None:
        for w in self._rows:
            self.box.removeWidget(w)
            w.deleteLater()
        self._rows = []
        self.owner, self.cards = owner, tuple(cards) if owner else ()
        if owner is None:
            self.setTitle(self.tr("Cards"))
            self.empty.setText(self.tr("Hidden until the next player takes the seat."))
            self.empty.show()
            return
        self.setTitle(arg(self.tr("Cards of %1"), owner_name))
        self.empty.setText(self.tr("No cards."))
        self.empty.setVisible(not self.cards)
        for card in self.cards:
            row = QWidget()
            lay = QHBoxLayout(row)
            lay.setContentsMargins(0, 0, 0, 0)
            lab = QLabel(card_name(card))
            lab.setToolTip(card_help(card))
            q = QToolButton()
            q.setText("?")
            q.setToolTip(card_help(card))
            q.setAccessibleName(arg(self.tr("Explain %1"), card_name(card)))
            q.clicked.connect(lambda _=False, c=card, b=q: QToolTip.showText(b.mapToGlobal(b.rect().center()),
                                                                             card_help(c), b))
            lay.addWidget(lab, 1)
            lay.addWidget(q)
            self.box.addWidget(row)
            self._rows.append(row)
