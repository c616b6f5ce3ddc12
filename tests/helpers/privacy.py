"""Hot-seat privacy checks (issue 28.5): what the game page would show of a player's private parts — his
hand, his mission progress, his briefing — read from every widget, tooltip and board item of the window."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QTableWidget, QWidget

from conquest_qt.ui.text.card_text import card_name
from conquest_qt.ui.text.ruleset_text import words


def card_strings(session, player: str) -> list[str]:
    """How the hand panel names each of the player's cards (the ruleset's tile: Risk's "★★ Bogota")."""
    tile = words(session.setup.options.ruleset).card_tile
    out = []
    for card in session.driver.view(player).hand:
        plain = tile(card)
        out.append(plain[0] if plain is not None else card_name(card))
    return out


def shown_texts(root: QWidget) -> Iterator[tuple[QWidget, str]]:
    """Every text a person could read under `root` once it is on screen: labels, buttons, list and table
    items, titles and tooltips of the widgets that are not hidden (explicitly or inside a hidden parent)."""
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if w is not root and not w.isVisibleTo(root):
            continue
        if w.toolTip():
            yield w, w.toolTip()
        if isinstance(w, QLabel | QAbstractButton):
            yield w, w.text()
        if hasattr(w, "title") and callable(w.title) and isinstance(w.title(), str):
            yield w, w.title()
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                yield w, w.item(i).text()
                yield w, w.item(i).toolTip()
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        yield w, item.text()
                        yield w, item.toolTip()


def board_tooltips(win) -> Iterator[str]:
    for item in win.scene.items():
        if item.toolTip():
            yield item.toolTip()
