"""The start screen: New game, Continue, Open, and the recent games.

Drawn like the board: the world (paper lands, inked coasts, teal sea) faded behind a paper card that
holds the title in the hand-lettered font and large ink buttons. The world picture is rendered once,
after the window's first paint, so it never delays start-up: by the screen itself, or in short steps
(map_steps) by its owner's warm-up (build_map=False).
"""

from __future__ import annotations

import html
from collections.abc import Iterator

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidgetItem, QSizePolicy, QVBoxLayout, QWidget

from conquest_qt.ui.text import user_text
from conquest_qt.ui.theme import painters, tokens, widgets

MAP_WIDTH = 2400  # pixels of the cached world picture (scaled to the window from there)
PLAYER_COLOURS = ("red", "black", "blue", "green", "yellow", "white")


class StartScreen(widgets.PaperPage):
    newGame = Signal()
    continueGame = Signal()
    openGame = Signal()
    openRecent = Signal(str)
    hostGame = Signal()  # network play (issue 29)
    joinGame = Signal()
    firstPainted = Signal()  # once, just after the first paint: what can wait until then starts

    def __init__(self, parent: QWidget | None = None, build_map: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self._map: QPixmap | None = None  # the world, once rendered
        self._map_pending = not build_map  # False: the owner runs map_steps() after the first paint
        self._backdrop: QPixmap | None = None  # paper + world + veil at the current size
        self._painted = False

        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 28, 32, 28)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.card = card = widgets.PaperCard(opacity=0.88)
        card.setObjectName("startCard")
        card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        row.addWidget(card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)

        lay = QVBoxLayout(card)
        lay.setContentsMargins(56, 30, 56, 34)
        lay.setSpacing(12)
        self.title = title = widgets.heading_label(92)
        title.setObjectName("startTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setMinimumHeight(72)  # may shrink: resizeEvent picks a smaller font for a short window
        lay.addWidget(title)
        flags = QHBoxLayout()
        flags.setSpacing(10)
        flags.addStretch(1)
        ratio = self.devicePixelRatioF()
        for colour in PLAYER_COLOURS:
            f = widgets.flag_slot()
            f.setPixmap(painters.flag_pixmap(colour, 30, ratio=ratio))
            flags.addWidget(f)
        flags.addStretch(1)
        lay.addLayout(flags)
        self.subtitle = widgets.centred_heading(22, tokens.INK_SOFT, "startSubtitle", wrap=True)
        lay.addWidget(self.subtitle)
        lay.addSpacing(14)
        self.b_new = widgets.InkButton(size=24, fill=tokens.TEAL, text_colour=QColor("#ffffff"))
        self.b_new.setObjectName("startNew")
        self.b_continue = widgets.InkButton(size=22)
        self.b_continue.setObjectName("startContinue")
        self.b_open = widgets.InkButton(size=22)
        self.b_open.setObjectName("startOpen")
        self.b_host = widgets.InkButton(size=18)
        self.b_host.setObjectName("startHost")
        self.b_join = widgets.InkButton(size=18)
        self.b_join.setObjectName("startJoin")
        network = QHBoxLayout()
        network.setSpacing(12)
        for b, sig in ((self.b_host, self.hostGame), (self.b_join, self.joinGame)):
            b.setMinimumWidth(164)
            b.clicked.connect(sig)
            network.addWidget(b)
        for b, sig in ((self.b_new, self.newGame), (self.b_continue, self.continueGame), (self.b_open, self.openGame)):
            b.setMinimumWidth(340)
            b.clicked.connect(sig)
            lay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
            if b is self.b_continue:  # why an autosave cannot be continued, right under the button
                self.continue_note = QLabel()
                self.continue_note.setObjectName("continueNote")
                self.continue_note.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the file
                self.continue_note.setWordWrap(True)
                self.continue_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.continue_note.setMaximumWidth(560)
                widgets.style_label(self.continue_note, tokens.INK_SOFT, 15)
                self.continue_note.hide()
                lay.addWidget(self.continue_note, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addLayout(network)
        lay.setAlignment(network, Qt.AlignmentFlag.AlignHCenter)
        self.recent_label = widgets.heading_label(20)
        self.recent_label.setObjectName("recentTitle")
        self.recent = widgets.JournalList(min_rows=2, max_rows=8, width=640)
        self.recent.setObjectName("recentGames")
        widgets.style_journal(self.recent, 16)
        self.recent.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.recent.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.recent.setMinimumWidth(440)
        self.recent.setMaximumWidth(720)
        self.recent.setCursor(Qt.CursorShape.PointingHandCursor)
        self.recent.itemActivated.connect(lambda it: self.openRecent.emit(it.data(Qt.ItemDataRole.UserRole)))
        lay.addSpacing(10)
        lay.addWidget(self.recent_label, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.recent)
        self.set_recent([])
        self.retranslate()
        self.b_new.setFocus()

    def retranslate(self) -> None:
        title, sub = widgets.split_heading(
            self.tr("<h1 style='font-size:40pt'>Conquest</h1><p>World conquest for 4 to 6 players.</p>"))
        self.title.setText(title)
        self.subtitle.setText(sub)
        self.subtitle.setVisible(bool(sub))
        self.b_new.setText(self.tr("New game"))
        self.b_continue.setText(self.tr("Continue"))
        self.b_open.setText(self.tr("Open…"))
        self.b_host.setText(self.tr("Host a game…"))
        self.b_join.setText(self.tr("Join a game…"))
        self.recent_label.setText(self.tr("Recent games:"))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_continue(self, available: bool, tip: str = "", note: str = "") -> None:
        """Continue offered or not, its tooltip, and a note under it (why an autosave cannot be continued)."""
        self.b_continue.setEnabled(available)
        self.b_continue.setToolTip(tip)
        self.continue_note.setText(note)
        self.continue_note.setVisible(bool(note))

    def set_recent(self, entries: list[tuple[str, str]], details: dict[str, str] | None = None) -> None:
        """entries: (label, path); details: path -> more about the save for its tooltip (its seed)."""
        self.recent.clear()
        for label, path in entries:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, path)
            more = (details or {}).get(path)
            tip = user_text.tooltip(path)
            if more:  # after the path: on its own line (a rich tooltip takes a line break)
                tip += ("<br>" + html.escape(more)) if tip.startswith("<p") else "\n" + more
            item.setToolTip(tip)
            self.recent.addItem(item)
        self.recent.setVisible(bool(entries))
        self.recent_label.setVisible(bool(entries))
        self.recent.refit()

    # --- the picture behind the card ----------------------------------------------------------
    def resizeEvent(self, event: object) -> None:  # Qt's name
        self._backdrop = None
        size = max(60, min(92, round(self.height() * 0.12)))  # a smaller title on a short window
        if self.title.font().pixelSize() != size:
            self.title.setFont(tokens.hand_font(size))
        super().resizeEvent(event)  # type: ignore[arg-type]

    def _build_map(self) -> None:
        for _ in self.map_steps():
            pass

    def map_steps(self) -> Iterator[None]:
        """Render the world behind the card in steps of a few tens of milliseconds, then show it."""
        yield from painters.world_map_steps(MAP_WIDTH)
        self._map = painters.world_map(MAP_WIDTH)
        yield
        self._backdrop = self._compose(self.size()) if self.width() > 1 and self.height() > 1 else None
        self.update()

    def paint_background(self, p: QPainter, rect: QRectF) -> None:
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self.firstPainted.emit)
        if self._map is None and not self._map_pending:
            self._map_pending = True
            QTimer.singleShot(0, self, self._build_map)  # after this first paint: start-up stays as fast
        size = QSize(max(1, int(rect.width())), max(1, int(rect.height())))
        if self._backdrop is None or self._backdrop.size() != size:
            if self._map is None:
                painters.paint_paper(p, rect)
                return
            self._backdrop = self._compose(size)
        p.drawPixmap(0, 0, self._backdrop)

    def _compose(self, size: QSize) -> QPixmap:
        """Paper, the world filling the window (the board wraps east-west, so it tiles), a paper veil."""
        pix = QPixmap(size)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, size.width(), size.height())
        painters.paint_paper(p, rect, vignette=False)
        world = self._map
        assert world is not None
        scale = max(size.height() * 1.08 / world.height(), size.width() / world.width())
        w, h = world.width() * scale, world.height() * scale
        x0 = (size.width() - w) / 2 - w * 0.02  # the Atlantic under the card, the Americas and Asia around it
        y0 = (size.height() - h) / 2
        p.setOpacity(0.55)
        x = x0 - w * (1 + int(x0 // w)) if x0 > 0 else x0
        while x < size.width():
            p.drawPixmap(QRectF(x, y0, w, h), world, QRectF(world.rect()))
            x += w
        p.setOpacity(1.0)
        veil = QColor(tokens.PAPER)
        veil.setAlpha(70)
        p.fillRect(rect, veil)
        painters.paint_compass(p, QPointF(110, size.height() - 120), 0.9)
        painters.paint_vignette(p, rect, 85)
        p.end()
        return pix
