"""Help menu: the rules (resources/rules/rules_<lang>.html), the card reference (cards_<lang>.html), About.

All on the paper (style_sheets.paper_dialog): the text on light paper in ink, tables in thin ink lines. The card
reference opened for one card (the "?" of a card in the hand) marks that card's row and scrolls it into
view below the table's headings, or with a little of the row above."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QTextCursor, QTextDocument
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

import conquest_qt
from conquest_qt.ui.text import i18n
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import message_boxes, style_sheets, tokens

MARK = "#d3e6e3"  # the requested card's row: a light wash of the sea's teal
HEAD = "#eadfc4"  # table headings: a shade under the paper

_TABLE = re.compile(r"<table\b[^>]*>", re.I)
_TH = re.compile(r"<th(?=[\s>])", re.I)


def document_css() -> str:
    """The texts' own style sheet (QTextDocument subset): ink, teal links, thin collapsed table lines."""
    ink = tokens.INK.name()
    return (f"body {{ color: {ink}; }} a {{ color: {tokens.TEAL.name()}; }}"
            f" h1, h2, h3 {{ color: {ink}; }}"
            f" table {{ border-collapse: collapse; border-color: {ink}; border-style: solid; }}"
            f" th {{ background-color: {HEAD}; text-align: left; }}")


def paper_html(text: str, mark: str = "") -> str:
    """The rules or card HTML with thin tables (1 px ink lines, collapsed, padded cells); the row of the card
    `mark` (a card type id: its anchor) on a teal wash."""
    def table(m: re.Match[str]) -> str:
        width = re.search(r'\bwidth="[^"]*"', m.group(0))  # the text's own width (the card table's 100%)
        return (f'<table border="1" cellspacing="0" cellpadding="5"{" " + width.group(0) if width else ""}'
                f' style="border-collapse: collapse; border-color: {tokens.INK.name()};">')

    text = _TABLE.sub(table, text)
    text = _TH.sub(f'<th bgcolor="{HEAD}"', text)
    if mark:
        text = re.sub(rf'<tr>(\s*<td[^>]*>\s*<a name="{re.escape(mark)}")',
                      rf'<tr bgcolor="{MARK}">\1', text, count=1)
    return text


class TextDialog(QDialog):
    """The rules ("rules") or the card reference ("cards") in the current language; reloads on a switch."""

    def __init__(self, kind: str, parent: QWidget | None = None, anchor: str = "") -> None:
        super().__init__(parent)
        self.kind, self.anchor = kind, anchor
        style_sheets.paper_dialog(self)
        self.setStyleSheet(style_sheets.dialog_stylesheet() + " " + style_sheets.text_area_css())
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 14, 14, 12)
        self.browser = QTextBrowser()
        self.browser.setObjectName("helpText")
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultStyleSheet(document_css())
        self.browser.document().setDocumentMargin(10)
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(820, 640)
        self.retranslate()

    def title(self) -> str:
        if self.kind == "cards":
            return QCoreApplication.translate("Help", "Card reference")
        if self.kind == "risk_rules":
            return QCoreApplication.translate("Help", "Rules of Risk")
        if self.kind == "risk_missions":
            return QCoreApplication.translate("Help", "Mission reference")
        return QCoreApplication.translate("Help", "Rules of Conquest")

    def retranslate(self) -> None:
        self.setWindowTitle(self.title())
        self._load()

    def _load(self) -> None:
        mark = self.anchor if self.kind == "cards" else ""
        self.browser.setHtml(paper_html(i18n.rules_html(self.kind), mark))
        self.scroll_to(self.anchor, reload=False)

    def scroll_to(self, anchor: str, reload: bool = True) -> None:
        """Show an entry of the card reference (anchors are card type ids, e.g. "treason"), its row marked."""
        if reload and anchor != self.anchor:
            self.anchor = anchor
            self._load()
            return
        self.anchor = anchor
        if anchor:
            self._show_anchor()
            QTimer.singleShot(0, self.browser, self._show_anchor)  # once laid out at the dialog's size

    def anchor_top(self, anchor: str) -> tuple[float, float] | None:
        """The document y of the anchor's table row (its cell's top) and of its table's top; None: no anchor."""
        doc: QTextDocument = self.browser.document()
        layout = doc.documentLayout()
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                frag = it.fragment()
                if frag.isValid() and anchor in frag.charFormat().anchorNames():
                    cursor = QTextCursor(block)
                    table = cursor.currentTable()
                    cell_top = layout.blockBoundingRect(block).top()
                    if table is None:
                        return cell_top, cell_top
                    cell = table.cellAt(cursor)
                    row_top = layout.frameBoundingRect(table).top()
                    first = table.cellAt(cell.row(), 0).firstCursorPosition().block()
                    cell_top = layout.blockBoundingRect(first).top() - 6  # the cell's padding and line
                    return cell_top, row_top
                it += 1
            block = block.next()
        return None

    def _show_anchor(self) -> None:
        where = self.anchor_top(self.anchor) if self.anchor else None
        if where is None:
            if self.anchor:
                self.browser.scrollToAnchor(self.anchor)
            return
        row, table = where
        bar = self.browser.verticalScrollBar()
        view = self.browser.viewport().height()
        if row < view * 0.55:  # near the top: the text from its start (title, headings)
            target = 0.0
        elif row - table < view * 0.55:  # the headings fit above it: show the table from its top
            target = table - 14
        else:  # a quarter of the view above the row: the end of the card before it
            target = row - max(40.0, view * 0.22)
        bar.setValue(max(0, round(target)))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_rules(parent: QWidget, kind: str = "rules") -> TextDialog:
    """A ruleset's rules text (its RulesetUI.help: "rules" for Conquest, "risk_rules" for Risk)."""
    d = TextDialog(kind, parent)
    d.show()
    return d


def show_reference(parent: QWidget, kind: str) -> TextDialog:
    """A ruleset's reference (F2): its text kind in RULES_KINDS (Risk's missions, "risk_missions")."""
    d = TextDialog(kind, parent)
    d.show()
    d.raise_()
    return d


def show_cards(parent: QWidget, card: str = "") -> TextDialog:
    """The card reference, scrolled to `card` when given (the "?" next to a card in the hand)."""
    d = TextDialog("cards", parent, card)
    d.show()
    d.raise_()
    return d


def about_box(parent: QWidget | None) -> QMessageBox:
    """About Conquest as a paper message box (not shown)."""
    text = arg(QCoreApplication.translate(
        "Help", "<h2>Conquest</h2><p>Version %1</p><p>A desktop version of the board game Conquest "
                "(EG Spiele, 1994) for 4 to 6 players, alone against the computer or around one screen.</p>"),
        conquest_qt.__version__)
    box = message_boxes.message_box(parent, QMessageBox.Icon.NoIcon,
                            QCoreApplication.translate("Help", "About Conquest"), text)
    box.setObjectName("about")
    icon = QApplication.windowIcon() if parent is None else parent.windowIcon()
    if not icon.isNull():
        box.setIconPixmap(icon.pixmap(64, 64))
    return box


def show_about(parent: QWidget) -> None:
    box = about_box(parent)
    box.exec()
    box.deleteLater()
