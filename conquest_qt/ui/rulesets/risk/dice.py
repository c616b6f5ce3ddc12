"""A Risk roll (VARIANTS.md V1.7): six-sided dice with drawn pips, the attacker's red and the defender's
white, each side sorted high to low and set side by side pair by pair, each pair's loser named (a tie
goes to the defender); dice without a partner keep their pips but stand apart, drawn hollow (paper body, a
dashed edge and pips in the side's colour) and marked "not compared". The losses are one line under them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from conquest_qt.ui.text.textutil import TrContext, arg
from conquest_qt.ui.theme import tokens

DIE = 30  # px
GAP = 8
ROW = DIE + 6
ATTACKER = (QColor("#b3261e"), QColor("#fff8e6"))  # (body, pips): red with light pips
DEFENDER = (QColor("#fff8e6"), QColor("#2a2118"))  # white with dark pips
EDGE = QColor("#2a2118")
SHADOW = QColor(60, 40, 15, 55)
WIN, LOSS = QColor("#2f6b2f"), QColor("#8a1c12")
# pip positions on a 3x3 grid (column, row) per face
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
        5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}


def draw_die(p: QPainter, rect: QRectF, face: int, colours: tuple[QColor, QColor], faded: bool = False) -> None:
    """A die with its pips; `faded`: one that was rolled but not compared, hollow with a dashed edge (its pips
    as clear as a compared die's: a player reads every die thrown)."""
    body, pip = colours
    if faded:  # the paper shows through; the pips take the side's strong colour (the red's, or the ink)
        hollow = ATTACKER[0] if colours == ATTACKER else EDGE
        body, pip = QColor(255, 252, 244, 150), hollow
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(SHADOW)
        p.drawRoundedRect(rect.translated(1.5, 2.0), 5, 5)
    edge = QPen(pip if faded else EDGE, 1.3 if faded else 1.5)
    if faded:
        edge.setStyle(Qt.PenStyle.DashLine)
    p.setPen(edge)
    p.setBrush(body)
    p.drawRoundedRect(rect, 5, 5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pip)
    step, r = rect.width() / 4, rect.width() / 11
    for col, row in PIPS.get(face, ()):
        p.drawEllipse(QPointF(rect.left() + step * (col + 1), rect.top() + step * (row + 1)), r, r)


class RiskDiceText(TrContext):
    """The roll's words (its class name is the translation context)."""

    def names(self) -> tuple[str, str]:
        return self.tr("Attacker"), self.tr("Defender")

    def pair(self, winner: str) -> str:
        #: the attacker's die beat the defender's: the defender loses one army
        return self.tr("Defender loses 1") if winner == "defender" else self.tr("Attacker loses 1")

    def tie(self) -> str:
        return self.tr("tie: attacker loses 1")

    def unpaired(self) -> str:
        #: a die rolled without a partner on the other side (Risk: 3 attacking dice against 1 or 2)
        return self.tr("not compared")

    def losses(self, attacker: int, defender: int) -> str:
        return arg(self.tr("Losses: attacker %1, defender %2."), attacker, defender)


WORDS = RiskDiceText()


class DicePairs(QWidget):
    """The dice of one roll, the comparison drawn pair by pair."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.attacker: list[int] = []
        self.defender: list[int] = []
        self.pairs: list[tuple[int, int, str]] = []  # (attacker die, defender die, who loses)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def show_roll(self, attacker: list[int], defender: list[int], pairs: list[Any]) -> None:
        self.attacker = sorted(attacker, reverse=True)
        self.defender = sorted(defender, reverse=True)
        self.pairs = [(int(a), int(d), str(w)) for a, d, w in pairs]
        self.updateGeometry()
        self.update()

    def rows(self) -> int:
        return max(len(self.attacker), len(self.defender))

    def columns(self) -> tuple[float, float, float]:
        """x of the attacker's dice, of the defender's and of the pair's words: each column as wide as
        its heading in the current language."""
        fm = self.fontMetrics()
        att, dfn = WORDS.names()
        w_att = max(DIE, fm.horizontalAdvance(att) + 4)
        w_def = max(DIE, fm.horizontalAdvance(dfn) + 4)
        return (w_att - DIE) / 2, w_att + GAP + (w_def - DIE) / 2, float(w_att + w_def + 2 * GAP)

    def sizeHint(self) -> QSize:
        return QSize(int(self.columns()[2]) + 200, self.fontMetrics().height() + 4 + max(1, self.rows()) * ROW)

    def minimumSizeHint(self) -> QSize:
        return QSize(int(self.columns()[2]) + 120, self.sizeHint().height())

    def row_text(self, i: int) -> str:
        """The words beside row i: the pair's comparison and who loses, or that its die was not compared."""
        if i >= len(self.pairs):
            return WORDS.unpaired()
        a, d, loser = self.pairs[i]
        text = WORDS.tie() if a == d else WORDS.pair("defender" if loser == "defender" else "attacker")
        mark = ">" if a > d else ("=" if a == d else "<")
        return f"{a} {mark} {d}   {text}"

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(self.palette().windowText().color())
        head = p.fontMetrics().height()
        att, dfn = WORDS.names()
        x_att, x_def, x_text = self.columns()
        for x, word in ((x_att, att), (x_def, dfn)):
            p.drawText(QRectF(x + DIE / 2 - 100, 0, 200, head), Qt.AlignmentFlag.AlignCenter, word)
        top = head + 4
        for i in range(self.rows()):
            y = top + i * ROW
            paired = i < len(self.pairs)
            if i < len(self.attacker):
                draw_die(p, QRectF(x_att + 1, y + 1, DIE - 2, DIE - 2), self.attacker[i], ATTACKER, not paired)
            if i < len(self.defender):
                draw_die(p, QRectF(x_def + 1, y + 1, DIE - 2, DIE - 2), self.defender[i], DEFENDER, not paired)
            rect = QRectF(x_text, y, max(10.0, self.width() - x_text), DIE)
            text = self.row_text(i)
            if paired:
                loser = self.pairs[i][2]
                p.setPen(WIN if loser == "defender" else LOSS)
            else:
                p.setPen(tokens.INK_SOFT)
            p.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                       p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width())))
        p.end()


class RiskDice(QWidget):
    """The last roll with its losses (hidden until there is one)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        self.pairs = DicePairs()
        self.pairs.setObjectName("riskDice")
        self.losses = QLabel()
        self.losses.setObjectName("riskLosses")
        self.losses.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.pairs)
        lay.addWidget(self.losses)
        self.event: dict[str, Any] | None = None
        self.hide()

    def show_event(self, ev: dict[str, Any] | None) -> None:
        """Show an `attack_rolled` event (None: nothing)."""
        self.event = ev
        if ev is None:
            self.hide()
            return
        self.pairs.show_roll(list(ev.get("attacker_dice", [])), list(ev.get("defender_dice", [])),
                             list(ev.get("pairs", [])))
        self.losses.setText(WORDS.losses(int(ev.get("attacker_lost", 0)), int(ev.get("defender_lost", 0))))
        self.show()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange and self.event is not None:
            self.show_event(self.event)
        super().changeEvent(event)
