"""A read-only table of values per player on the paper (the statistics window's tables): the player's
flag and name (plain text: table items never take text as markup), then right-aligned numbers."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QTableWidget, QTableWidgetItem, QWidget

from conquest_qt.ui.theme import painters, tokens
from conquest_qt.ui.theme.tokens import PAPER, PAPER_LIGHT, TEAL, css


def table_css() -> str:
    return (f"QTableWidget {{ background-color: #fffaf0; alternate-background-color: {css(PAPER_LIGHT)};"
            f" color: {css(tokens.INK)}; gridline-color: {css(tokens.INK, 0.25)}; border: 1px solid"
            f" {css(tokens.INK, 0.5)}; border-radius: 3px; selection-background-color: {css(TEAL, 0.2)};"
            f" selection-color: {css(tokens.INK)}; }}"
            f" QHeaderView::section {{ background-color: {css(PAPER)}; color: {css(tokens.INK)}; padding: 3px 6px;"
            f" border: none; border-bottom: 1px solid {css(tokens.INK, 0.5)}; font-weight: bold; }}")


def two_lines(text: str, longest: int = 9) -> str:
    """A long column heading on two lines, broken at the space nearest its middle."""
    if len(text) <= longest or " " not in text:
        return text
    middle = len(text) / 2
    cut = min((i for i, ch in enumerate(text) if ch == " "), key=lambda i: abs(i - middle))
    return text[:cut] + "\n" + text[cut + 1:]


class PlayerTable(QTableWidget):
    """Rows of players: `fill(headers, players, names, rows)`; `rows[i]` are the texts after the name,
    `tips[i]` optional tooltips of those cells (plain text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()
        self.setWordWrap(False)
        self.setFont(tokens.text_font(14))
        self.setStyleSheet(table_css())
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.colour_blind = False

    def fill(self, headers: Sequence[str], players: Sequence[str], names: dict[str, str],
             rows: Sequence[Sequence[str]], tips: Sequence[Sequence[str]] | None = None) -> None:
        self.clear()
        self.setColumnCount(len(headers))
        self.setRowCount(len(players))
        self.setHorizontalHeaderLabels([two_lines(h) for h in headers])
        for r, colour in enumerate(players):
            name = QTableWidgetItem(names.get(colour, colour))
            name.setIcon(QIcon(painters.flag_pixmap(colour, 18, self.colour_blind, self.devicePixelRatioF())))
            self.setItem(r, 0, name)
            for c, text in enumerate(rows[r], start=1):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if tips and tips[r][c - 1]:
                    item.setToolTip(tips[r][c - 1])
                self.setItem(r, c, item)
        self.resizeColumnsToContents()
        self.resizeRowsToContents()
        self._fit()

    def _fit(self) -> None:
        """Every column as wide as its contents; room left over goes to the names. As high as its rows
        (and a scroll bar when the columns are wider than the table)."""
        head = self.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        if self.columnCount():
            self.resizeColumnToContents(0)
            spare = self.viewport().width() - head.length()
            if spare > 0:
                self.setColumnWidth(0, self.columnWidth(0) + spare)
        height = head.sizeHint().height() + sum(self.rowHeight(r) for r in range(self.rowCount())) + 4
        if head.length() > self.viewport().width():
            height += self.horizontalScrollBar().sizeHint().height()
        self.setMaximumHeight(height)
        self.setMinimumHeight(min(height, 120))

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit()

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""
