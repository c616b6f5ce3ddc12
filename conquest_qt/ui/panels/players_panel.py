"""Side panel: every player (flag, name, human/AI, areas, units, cards), round, phase, who decides, PP.
A Risk game shows armies instead of units and the missions each player fulfilled (VARIANTS.md V1.11).

The player whose decision it is has their row marked in their colour (a tinted band with a solid edge)."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from conquest_qt.engine.units import on_board
from conquest_qt.ui.dialogs.new_game_dialog import level_names
from conquest_qt.ui.game.session import GameSession
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.labels import colour_name, phase_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import painters, tokens

FLAG = 20


class PlayersTable(QWidget):
    """The grid of players; paints the active player's row band under the labels."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 2, 6, 2)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(3)
        self.active_row = -1
        self.band = QColor(tokens.TEAL)

    def set_active(self, row: int, colour: QColor) -> None:
        if row != self.active_row or colour != self.band:
            self.active_row, self.band = row, QColor(colour)
            self.update()

    def row_rect(self, row: int) -> QRectF | None:
        rect = None
        for c in range(self.grid.columnCount()):
            item = self.grid.itemAtPosition(row, c)
            if item is None or item.widget() is None or item.widget().isHidden():
                continue
            g = QRectF(item.widget().geometry())
            rect = g if rect is None else rect.united(g)
        if rect is None:
            return None
        return QRectF(1, rect.top() - 2, self.width() - 2, rect.height() + 4)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        rect = self.row_rect(self.active_row) if self.active_row > 0 else None
        if rect is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        tint = QColor(self.band)
        tint.setAlpha(60)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(tint)
        p.drawRoundedRect(rect, 4, 4)
        p.setBrush(self.band)
        p.drawRoundedRect(QRectF(rect.left(), rect.top(), 4, rect.height()), 2, 2)
        p.end()


class PlayersPanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Players"), parent)
        outer = QVBoxLayout(self)
        self.round_label = QLabel()
        self.round_label.setObjectName("roundLabel")
        self.waiting_label = user_text.rich(QLabel())  # markup around an escaped name
        self.waiting_label.setWordWrap(True)
        self.pp_label = QLabel()
        outer.setContentsMargins(6, 4, 6, 6)
        outer.setSpacing(3)
        outer.addWidget(self.round_label)
        outer.addWidget(self.waiting_label)
        outer.addWidget(self.pp_label)
        self.table = PlayersTable()
        self.table.setObjectName("playersTable")
        self.grid = self.table.grid
        outer.addWidget(self.table)
        self.rows: dict[str, list[QLabel]] = {}
        self.colour_blind = False
        self.words: Any = None  # the ruleset's words (ui/text/ruleset_text.py): its columns

    def bind(self, session: GameSession) -> None:
        self.session = session
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.hide()  # gone at once, even before the deferred delete runs
                w.deleteLater()
        self.words = words(session.setup.options.ruleset)
        forces, forces_tip = self.words.forces_column()  # (Conquest: units; Risk: armies)
        # Translators: column headers of the players table (areas, units, cards held)
        areas, areas_tip = self.tr("Areas"), self.tr("Areas owned")
        if hasattr(self.words, "areas_column"):  # (cc: its nations)
            areas, areas_tip = self.words.areas_column()
        heads = ["", self.tr("Player"), "", areas, forces, self.tr("Cards")]
        tips = ["", "", "", areas_tip, forces_tip, self.tr("Cards in hand")]
        for head, tip in self.words.extra_columns(session.setup.options):  # (Risk: missions; cc: credits…)
            heads.append(head)
            tips.append(tip)
        columns = len(heads)
        shown = columns - (0 if getattr(self.words, "HAS_CARDS", True) else 1)
        self.grid.setHorizontalSpacing(10 if shown <= 7 else 4)  # cc's eight: closer, the column no wider
        for i, h in enumerate(heads):
            lab = QLabel(f"<b>{h}</b>")
            lab.setToolTip(tips[i])
            lab.setProperty("soft", True)
            if i >= 3:
                lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(lab, 0, i)
        self.rows = {}
        self.cards_column = getattr(self.words, "HAS_CARDS", True)  # (cc: no cards, no column)
        if not self.cards_column:
            self.grid.itemAtPosition(0, 5).widget().hide()
        for r, seat in enumerate(session.setup.seats, start=1):
            labels = [QLabel() for _ in range(columns)]
            labels[0].setPixmap(self.flag(seat.colour))
            labels[0].setFixedWidth(round(labels[0].pixmap().width() / labels[0].pixmap().devicePixelRatio()) + 2)
            badge = self.badge(seat.colour)
            labels[0].setToolTip(badge[1] if badge is not None else "")
            user_text.plain(labels[1]).setText(seat.name)  # as typed, never markup
            # on the left like the other names, also when the name is written right to left
            labels[1].setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute
                                   | Qt.AlignmentFlag.AlignVCenter)
            labels[1].setToolTip(colour_name(seat.colour))
            # the level's name alone (narrow: the side column leaves the board its room), "AI (…)" on hover
            labels[2].setText(self.tr("human") if seat.human else level_names().get(seat.level, seat.level))
            labels[2].setToolTip("" if seat.human else self.level_text(seat.level))
            labels[2].setProperty("soft", True)
            labels[2].setWordWrap(True)  # (Dutch "Willekeurige zetten" on two lines)
            for c, lab in enumerate(labels):
                if c >= 3:
                    lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(lab, r, c)
            labels[5].setVisible(self.cards_column)  # in the grid first: a label shown without a parent is a window
            self.rows[seat.colour] = labels
        self.refresh()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Players"))
        if hasattr(self, "session"):
            with contextlib.suppress(RuntimeError):  # the session was deleted (back on the start screen)
                self.bind(self.session)  # headers, human/AI labels and the round/phase line

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def level_text(self, level: str) -> str:
        texts = {"easy": self.tr("AI (easy)"), "normal": self.tr("AI (normal)"), "hard": self.tr("AI (hard)"),
                 "remote": self.tr("at another computer")}  # a network game's other players (issue 29)
        return texts.get(level, arg(self.tr("AI (%1)"), level))

    def set_colour_blind(self, on: bool) -> None:
        self.colour_blind = on
        if hasattr(self, "session"):
            for colour, labels in self.rows.items():
                labels[0].setPixmap(self.flag(colour))
            self.refresh()

    def badge(self, colour: str) -> tuple[str, str] | None:
        """What the ruleset shows beside the player's flag and its tooltip (cc: his team's number), if anything."""
        row_badge = getattr(self.words, "row_badge", None)
        if row_badge is None or not hasattr(self, "session"):
            return None
        return row_badge(self.session.public(), colour)  # type: ignore[no-any-return]

    def flag(self, colour: str) -> QPixmap:
        """The player's flag as the board plants it (colour-blind palette when that is on), with the ruleset's
        badge on a disc in his colour beside it (cc: the team's number): a number on his row, not a column."""
        ratio = self.devicePixelRatioF()
        pix = painters.flag_pixmap(colour, FLAG, self.colour_blind, ratio)
        badge = self.badge(colour)
        if badge is None:
            return pix
        w, r = round(FLAG * 0.9), FLAG * 0.3  # the disc under the cloth's end, beside the pole
        out = QPixmap(round((w + r) * ratio), round(FLAG * ratio))
        out.setDevicePixelRatio(ratio)
        out.fill(Qt.GlobalColor.transparent)
        p = QPainter(out)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.drawPixmap(0, 0, pix)
        at = QPointF(w, FLAG - r - 0.5)
        fill = tokens.accent(colour, self.colour_blind)
        p.setPen(QPen(tokens.INK, 1.0))
        p.setBrush(fill)
        p.drawEllipse(at, r, r)
        font = p.font()
        font.setPixelSize(round(r * 1.5))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#ffffff") if fill.lightness() < 150 else tokens.INK)
        p.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, badge[0])
        p.end()
        return out

    def refresh(self) -> None:
        if not hasattr(self, "session"):
            return
        s = self.session
        pub: Mapping[str, Any] = s.public()
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
                self.waiting_label.setText(user_text.escaped(self.tr("Waiting for <b>%1</b> (%2)."), s.name(who),
                                                             colour_name(who)))
            else:
                self.waiting_label.setText(user_text.escaped(self.tr("<b>%1</b> (%2) is thinking…"), s.name(who),
                                                             colour_name(who)))
        if d is not None and d[1] == "build":
            self.pp_label.setText(arg(self.tr("Production points: %1"), d[2].get("pp", 0)))
            self.pp_label.show()
        else:
            self.pp_label.hide()
        active = d[0] if d else None
        active_row = -1
        for r, (colour, labels) in enumerate(self.rows.items(), start=1):
            if colour == active:
                active_row = r
            areas = sum(1 for o in pub["owners"].values() if o == colour)
            have = on_board(pub["units"], colour)
            land, air, sub = have.get("land", 0), have.get("air", 0), have.get("sub", 0)
            labels[3].setText(str(areas))
            text, tip = self.words.forces_cell(pub, colour, land, air, sub)
            labels[4].setText(text)
            if tip is not None:
                labels[4].setToolTip(tip)
            for i, cell in enumerate(self.words.extra_cells(pub, colour), start=6):
                text, tip = cell if isinstance(cell, tuple) else (cell, None)  # (text, its tooltip)
                labels[i].setText(text)
                if tip is not None:
                    labels[i].setToolTip(tip)
            labels[5].setText(str(view.hand_counts.get(colour, 0)))
            out = colour in pub["eliminated"]
            for lab in labels[1:]:
                font = lab.font()
                font.setBold(colour == active)
                font.setStrikeOut(out)
                lab.setFont(font)
        self.table.set_active(active_row, tokens.accent(active, self.colour_blind) if active else tokens.TEAL)
