"""Side panel: every player (swatch, name, human/AI, areas, units, cards), round, phase, who decides, PP."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from conquest_qt.ui.labels import colour_name, phase_name
from conquest_qt.ui.palette import swatch_colour
from conquest_qt.ui.session import GameSession
from conquest_qt.ui.textutil import arg


def swatch(colour: str, size: int = 16, colour_blind: bool = False) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(swatch_colour(colour, colour_blind))
    if colour == "white":
        from PySide6.QtGui import QPainter

        p = QPainter(pm)
        p.setPen(QColor("#555"))
        p.drawRect(0, 0, size - 1, size - 1)
        p.end()
    return pm


class PlayersPanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Players"), parent)
        outer = QVBoxLayout(self)
        self.round_label = QLabel()
        self.round_label.setObjectName("roundLabel")
        self.waiting_label = QLabel()
        self.waiting_label.setWordWrap(True)
        self.pp_label = QLabel()
        outer.addWidget(self.round_label)
        outer.addWidget(self.waiting_label)
        outer.addWidget(self.pp_label)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        outer.addLayout(self.grid)
        self.rows: dict[str, list[QLabel]] = {}
        self.colour_blind = False

    def bind(self, session: GameSession) -> None:
        self.session = session
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.hide()  # gone at once, even before the deferred delete runs
                w.deleteLater()
        # Translators: column headers of the players table (areas, units, cards held)
        heads = ["", self.tr("Player"), "", self.tr("Areas"), self.tr("Units"), self.tr("Cards")]
        for i, h in enumerate(heads):
            lab = QLabel(f"<b>{h}</b>")
            self.grid.addWidget(lab, 0, i)
        self.rows = {}
        for r, seat in enumerate(session.setup.seats, start=1):
            labels = [QLabel() for _ in range(6)]
            labels[0].setPixmap(swatch(seat.colour, 16, self.colour_blind))
            labels[1].setText(seat.name)
            labels[1].setToolTip(colour_name(seat.colour))
            labels[2].setText(self.tr("human") if seat.human else self.level_text(seat.level))
            for c, lab in enumerate(labels):
                if c >= 3:
                    lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(lab, r, c)
            self.rows[seat.colour] = labels
        self.refresh()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Players"))
        if hasattr(self, "session"):
            with contextlib.suppress(RuntimeError):  # the session was deleted (back on the start screen)
                self.bind(self.session)  # headers, human/AI labels and the round/phase line

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def level_text(self, level: str) -> str:
        texts = {"easy": self.tr("AI (easy)"), "normal": self.tr("AI (normal)"), "hard": self.tr("AI (hard)")}
        return texts.get(level, arg(self.tr("AI (%1)"), level))

    def set_colour_blind(self, on: bool) -> None:
        self.colour_blind = on
        if hasattr(self, "session"):
            for colour, labels in self.rows.items():
                labels[0].setPixmap(swatch(colour, 16, on))

    def refresh(self) -> None:
        if not hasattr(self, "session"):
            return
        s = self.session
        pub: dict[str, Any] = s.public()
        view = s.driver.view(None)
        phase = pub["phase"]
        # Translators: "Round 3 — Production"; round = one cycle of the four phases
        #: "Round": the game round number (all four phases), followed by the phase name.
        self.round_label.setText(arg(self.tr("<b>Round %1</b> — %2"), pub["round"], phase_name(phase)))
        d = s.decision
        if s.over or d is None:
            self.waiting_label.setText("")
        else:
            who = d[0]
            if s.is_human(who):
                self.waiting_label.setText(arg(self.tr("Waiting for <b>%1</b> (%2)."), s.name(who), colour_name(who)))
            else:
                self.waiting_label.setText(arg(self.tr("<b>%1</b> (%2) is thinking…"), s.name(who), colour_name(who)))
        if d is not None and d[1] == "build":
            self.pp_label.setText(arg(self.tr("Production points: %1"), d[2].get("pp", 0)))
            self.pp_label.show()
        else:
            self.pp_label.hide()
        active = d[0] if d else None
        for colour, labels in self.rows.items():
            areas = sum(1 for o in pub["owners"].values() if o == colour)
            land = sum(by.get(colour, [0, 0])[0] for by in pub["units"].values())
            air = sum(by.get(colour, [0, 0])[1] for by in pub["units"].values())
            sub = sum(by.get(colour, 0) for by in pub["subs"].values())
            labels[3].setText(str(areas))
            labels[4].setText(f"{land} / {air} / {sub}")
            labels[4].setToolTip(self.tr("tanks / planes / submarines"))
            labels[5].setText(str(view.hand_counts.get(colour, 0)))
            out = colour in pub["eliminated"]
            for lab in labels[1:]:
                font = lab.font()
                font.setBold(colour == active)
                font.setStrikeOut(out)
                lab.setFont(font)
