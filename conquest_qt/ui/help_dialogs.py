"""Help menu: the rules (player-facing summary of RULES.md), the card reference, About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

import conquest_qt
from conquest_qt.ui.card_text import card_reference_html
from conquest_qt.ui.textutil import arg


def rules_html() -> str:
    t = QCoreApplication.translate
    parts = [
        t("Rules", "<h2>Goal</h2><p>Be the first to own the target number of land areas (20 in the standard "
                   "game). A player who loses all his areas is out; the last player standing also wins.</p>"),
        t("Rules", "<h2>Setup</h2><p>Players claim the 36 land areas one by one, starting with the player whose "
                   "colour is drawn from the deck. Nobody has units at the start.</p>"),
        t("Rules", "<h2>A round</h2><p>Every round has four phases: <b>turn order</b> (a card draw decides who "
                   "goes first), <b>cards</b>, <b>production</b> and <b>execution</b>.</p>"),
        t("Rules", "<h2>Cards</h2><p>You are entitled to one card per three areas. From round 2 on you first return "
                   "the cards above your entitlement and may return one more; then you draw up to your "
                   "entitlement.</p>"),
        t("Rules", "<h2>Production</h2><p>Opponents may fire ballistic missiles at you (a space shield stops one). "
                   "You get 1 PP per area, plus super production, minus missile hits. A tank costs 1 PP, a plane "
                   "2 PP, a submarine 5 PP. Tanks and planes go on your areas, submarines on seas bordering "
                   "them.</p>"),
        t("Rules", "<h2>Movement</h2><p>Each unit moves once: a tank to a neighbouring land area, a plane one or two "
                   "steps over land or sea ending on land, a submarine to a neighbouring sea. Tanks next to a sea "
                   "holding your submarine can sail to any coast of that sea. The Pacific wraps around.</p>"),
        t("Rules", "<h2>Battles</h2><p>After moving you must fight in every area where your units stand on foreign "
                   "soil, in the order you choose. The side with more planes rolls first (the defender on a "
                   "tie). The defender rolls one die per unit plus two for his flag; the attacker one per unit "
                   "plus one per own submarine in a bordering sea. Each explosion destroys an enemy unit of the "
                   "roller's choice; once the defender has no units, one more explosion takes the flag and the "
                   "area. Before each roll the roller may play a secret weapon or treason card.</p>"),
        t("Rules", "<h2>Cards in play</h2><p>See Help → Card reference for every card and its moment.</p>"),
    ]
    return "".join(parts)


class TextDialog(QDialog):
    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setHtml(html)
        self.browser.setOpenExternalLinks(True)
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(820, 640)


def show_rules(parent: QWidget) -> TextDialog:
    d = TextDialog(QCoreApplication.translate("Help", "Rules of Conquest"), rules_html(), parent)
    d.show()
    return d


def show_cards(parent: QWidget) -> TextDialog:
    intro = QCoreApplication.translate("Help", "<h2>The 60 cards</h2><p>Played cards go under the deck.</p>")
    d = TextDialog(QCoreApplication.translate("Help", "Card reference"), intro + card_reference_html(), parent)
    d.show()
    return d


def show_about(parent: QWidget) -> None:
    text = arg(QCoreApplication.translate(
        "Help", "<h2>Conquest</h2><p>Version %1</p><p>A desktop version of the board game Conquest "
                "(EG Spiele, 1994) for 4 to 6 players, alone against the computer or around one screen.</p>"),
        conquest_qt.__version__)
    QMessageBox.about(parent, QCoreApplication.translate("Help", "About Conquest"), text)
