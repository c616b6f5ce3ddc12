"""A row of dice; explosion faces show a burst. `roll()` tumbles them briefly, then settles."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

DIE = 28
GAP = 6
PER_ROW = 10
SHADOW = QColor(60, 40, 15, 55)
SHADOW_PX = 3  # a die's shadow below it


def _burst(centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(16):
        rad = r if i % 2 == 0 else r * 0.45
        a = math.pi * 2 * i / 16
        p = QPointF(centre.x() + rad * math.cos(a), centre.y() + rad * math.sin(a))
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


class DiceRow(QWidget):
    def __init__(self, parent: QWidget | None = None, *, die: int = DIE) -> None:
        super().__init__(parent)
        self.die = die  # the size of one die (px)
        self.faces: list[int] = []
        self.explosion_faces = 2
        self._frames = 0
        self._timer = QTimer(self)
        self._timer.setInterval(60)
        self._timer.timeout.connect(self._tick)
        self._shown: list[int] = []
        self._rng = random.Random(7)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def explosions(self) -> int:
        return sum(1 for f in self.faces if f < self.explosion_faces)

    def roll(self, faces: list[int], explosion_faces: int, duration_ms: int) -> None:
        self.faces, self.explosion_faces = list(faces), explosion_faces
        self._frames = max(0, duration_ms // 60)
        if self._frames:
            self._shown = [self._rng.randrange(6) for _ in faces]
            self._timer.start()
        else:
            self._timer.stop()
            self._shown = list(faces)
        self.updateGeometry()
        self.update()

    def clear(self) -> None:
        self.roll([], self.explosion_faces, 0)

    def settle(self) -> None:
        self._frames = 0
        self._timer.stop()
        self._shown = list(self.faces)
        self.update()

    def _tick(self) -> None:
        self._frames -= 1
        if self._frames <= 0:
            self.settle()
            return
        self._shown = [self._rng.randrange(6) for _ in self.faces]
        self.update()

    def rolling(self) -> bool:
        return self._timer.isActive()

    def sizeHint(self) -> QSize:
        """Ten dice a row; as tall as its dice and their shadow (SHADOW_PX): no blank gap of GAP under the last
        row, which showed between one roll's dice and the next roll in the battle panel (issue 28 item 9)."""
        rows = max(1, math.ceil(len(self.faces) / PER_ROW))
        return QSize(PER_ROW * (self.die + GAP), rows * (self.die + GAP) - GAP + SHADOW_PX)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.die + GAP, self.sizeHint().height())

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        die = self.die
        per_row = max(1, self.width() // (die + GAP))
        rolling = self._timer.isActive()
        for i, f in enumerate(self._shown):
            x, y = (i % per_row) * (die + GAP), (i // per_row) * (die + GAP)
            rect = QRectF(x + 1, y + 1, die - 2, die - 2)
            boom = f < self.explosion_faces
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(SHADOW)  # a die lying on the paper
            p.drawRoundedRect(rect.translated(1.5, 2.0), 5, 5)
            p.setPen(QPen(QColor("#2a2118"), 1.5))
            p.setBrush(QColor("#fff8e6") if not boom or rolling else QColor("#ffe3c2"))
            p.drawRoundedRect(rect, 5, 5)
            if boom:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#d9480f") if not rolling else QColor("#f0a070"))
                p.drawPath(_burst(rect.center(), die * 0.38))
            else:
                p.setBrush(QColor("#2a2118"))
                p.drawEllipse(rect.center(), die / 11, die / 11)
        p.end()
