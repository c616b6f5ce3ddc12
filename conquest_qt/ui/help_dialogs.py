"""Help menu: the rules (resources/rules/rules_<lang>.html), the card reference (cards_<lang>.html), About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

import conquest_qt
from conquest_qt.ui import i18n
from conquest_qt.ui.textutil import arg


class TextDialog(QDialog):
    """The rules ("rules") or the card reference ("cards") in the current language; reloads on a switch."""

    def __init__(self, kind: str, parent: QWidget | None = None, anchor: str = "") -> None:
        super().__init__(parent)
        self.kind, self.anchor = kind, anchor
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(820, 640)
        self.retranslate()

    def title(self) -> str:
        if self.kind == "cards":
            return QCoreApplication.translate("Help", "Card reference")
        return QCoreApplication.translate("Help", "Rules of Conquest")

    def retranslate(self) -> None:
        self.setWindowTitle(self.title())
        self.browser.setHtml(i18n.rules_html(self.kind))
        self.scroll_to(self.anchor)

    def scroll_to(self, anchor: str) -> None:
        """Show an entry of the card reference (anchors are card type ids, e.g. "treason")."""
        self.anchor = anchor
        if anchor:
            self.browser.scrollToAnchor(anchor)
            QTimer.singleShot(0, self.browser, lambda: self.browser.scrollToAnchor(self.anchor))  # once laid out

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_rules(parent: QWidget) -> TextDialog:
    d = TextDialog("rules", parent)
    d.show()
    return d


def show_cards(parent: QWidget, card: str = "") -> TextDialog:
    """The card reference, scrolled to `card` when given (the "?" next to a card in the hand)."""
    d = TextDialog("cards", parent, card)
    d.show()
    d.raise_()
    return d


def show_about(parent: QWidget) -> None:
    text = arg(QCoreApplication.translate(
        "Help", "<h2>Conquest</h2><p>Version %1</p><p>A desktop version of the board game Conquest "
                "(EG Spiele, 1994) for 4 to 6 players, alone against the computer or around one screen.</p>"),
        conquest_qt.__version__)
    QMessageBox.about(parent, QCoreApplication.translate("Help", "About Conquest"), text)
