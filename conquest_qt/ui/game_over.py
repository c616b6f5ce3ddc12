"""Game over: the winner, areas, units and rounds per player, areas over time; new game or quit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.ui.labels import colour_name
from conquest_qt.ui.palette import swatch_colour
from conquest_qt.ui.players_panel import swatch
from conquest_qt.ui.session import GameSession
from conquest_qt.ui.textutil import arg, en_plural


class AreasChart(QWidget):
    """Areas owned per player at the start of every round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[dict[str, int]] = []
        self.target = 20
        self.setMinimumHeight(220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(700, 300)

    def paintEvent(self, event: object) -> None:  # noqa: ARG002
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        m = 30
        w, h = self.width() - 2 * m, self.height() - 2 * m
        p.fillRect(self.rect(), QColor("#fbf6ea"))
        p.setPen(QPen(QColor("#8a7b5c"), 1))
        p.drawRect(m, m, w, h)
        top = max([self.target, *[v for row in self.history for v in row.values()]])
        y_target = m + h - h * self.target / top
        p.setPen(QPen(QColor("#b3001b"), 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(m, y_target), QPointF(m + w, y_target))
        n = len(self.history)
        p.setPen(QPen(QColor("#2a2118"), 1))
        p.drawText(QPointF(4, y_target + 4), str(self.target))
        p.drawText(QPointF(14, m + h + 4), "0")
        if n:
            p.drawText(QPointF(m, m + h + 18), "1")
            p.drawText(QPointF(m + w - 16, m + h + 18), str(n))
        if n < 2:
            p.end()
            return
        for colour in self.history[0]:
            pen = QPen(swatch_colour(colour), 3)
            if colour == "white":
                pen.setColor(QColor("#999"))
            p.setPen(pen)
            pts = [QPointF(m + w * i / (n - 1), m + h - h * row.get(colour, 0) / top) for i, row in
                   enumerate(self.history)]
            for a, b in zip(pts, pts[1:]):
                p.drawLine(a, b)
        p.end()


class GameOverScreen(QWidget):
    newGame = Signal()
    quit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("winnerTitle")
        lay.addWidget(self.title)
        top = QHBoxLayout()
        table_box = QWidget()
        table_box.setMaximumWidth(760)
        self.table = QGridLayout(table_box)
        top.addStretch(1)
        top.addWidget(table_box, 0, Qt.AlignmentFlag.AlignTop)
        self.board_image = QLabel()  # the final position: a picture of the board
        self.board_image.setObjectName("finalPosition")
        top.addWidget(self.board_image, 0, Qt.AlignmentFlag.AlignTop)
        top.addStretch(1)
        lay.addLayout(top)
        self.chart_title = QLabel(self.tr("Areas owned at the start of each round (dashed: the target):"))
        self.chart_title.setWordWrap(True)
        lay.addWidget(self.chart_title)
        self.chart = AreasChart()
        lay.addWidget(self.chart, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.b_new = b_new = QPushButton(self.tr("New game"))
        b_new.setObjectName("newGame")
        b_new.clicked.connect(self.newGame)
        self.b_quit = b_quit = QPushButton(self.tr("Quit"))
        b_quit.clicked.connect(self.quit)
        row.addWidget(b_new)
        row.addWidget(b_quit)
        row.addStretch(1)
        lay.addLayout(row)
        self._shown: tuple[GameSession, str | None] | None = None

    def retranslate(self) -> None:
        self.chart_title.setText(self.tr("Areas owned at the start of each round (dashed: the target):"))
        self.b_new.setText(self.tr("New game"))
        self.b_quit.setText(self.tr("Quit"))
        if self._shown is not None:
            try:
                self.show_result(*self._shown)
            except RuntimeError:  # that game's session is gone (a new game started)
                self._shown = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_board(self, picture: QPixmap | None) -> None:
        """The final position (a grab of the board view), shown beside the table."""
        if picture is None or picture.isNull():
            self.board_image.clear()
            return
        self.board_image.setPixmap(picture.scaledToWidth(860, Qt.TransformationMode.SmoothTransformation))

    def show_result(self, session: GameSession, winner: str | None) -> None:
        self._shown = (session, winner)
        pub = session.public()
        if winner is None:
            #: "round": one round of the game (all four phases), not a circle.
            text = arg(self.tr("<h1>A draw</h1><p>The round limit (%1) was reached.</p>"), pub["round"])
        else:
            text = arg(en_plural(self.tr("<h1>%1 wins!</h1><p>%2 after %n round(s).</p>", "", int(pub["round"])),
                                  int(pub["round"])),
                       session.name(winner), colour_name(winner))
        self.title.setText(text)
        while self.table.count():
            w = self.table.takeAt(0).widget()
            if w is not None:
                w.hide()  # gone at once, even before the deferred delete runs
                w.deleteLater()
        heads = ("", self.tr("Player"), self.tr("Areas"), self.tr("Tanks"), self.tr("Planes"), self.tr("Submarines"))
        for c, h in enumerate(heads):
            self.table.addWidget(QLabel(f"<b>{h}</b>"), 0, c)
        for r, seat in enumerate(session.setup.seats, start=1):
            c = seat.colour
            sw = QLabel()
            sw.setPixmap(swatch(c, 18))
            vals = [
                sum(1 for o in pub["owners"].values() if o == c),
                sum(by.get(c, [0, 0])[0] for by in pub["units"].values()),
                sum(by.get(c, [0, 0])[1] for by in pub["units"].values()),
                sum(by.get(c, 0) for by in pub["subs"].values()),
            ]
            cells = [sw, QLabel(arg("%1 (%2)", seat.name, colour_name(c)))] + [QLabel(str(v)) for v in vals]
            for col, w in enumerate(cells):
                if c == winner:
                    f = w.font()
                    f.setBold(True)
                    w.setFont(f)
                self.table.addWidget(w, r, col)
        self.chart.history = list(session.areas_history)
        self.chart.target = pub["options"]["target_areas"]
        self.chart.update()
