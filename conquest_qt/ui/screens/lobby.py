"""The lobby of a network game (issue 29): who sits where (name, colour, connected, ready, away, covered by
a computer player), the chat, a Ready button for every player and Start for the host. Chat lines are
shown as plain text: whatever a player types is never read as markup."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.theme import painters, widgets


class LobbyPage(widgets.PaperPage):  # on the board's paper, as the start and hand-over screens
    readyToggled = Signal(bool)
    startClicked = Signal()
    said = Signal(str)
    leaveClicked = Signal()
    backClicked = Signal()  # during the game: back from the lobby (the chat) to the board

    def __init__(self, hosting: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyPage")
        self.hosting = hosting
        self._seats: list[dict[str, object]] = []
        self._mine: str | None = None
        self._asked: str | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(32, 24, 32, 24)
        self.title = widgets.heading_label(36)
        self.title.setObjectName("lobbyTitle")
        lay.addWidget(self.title)
        self.address = QLabel()
        self.address.setObjectName("lobbyAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.address)
        row = QHBoxLayout()
        self.seats = QListWidget()
        self.seats.setObjectName("lobbySeats")
        self.seats.setMinimumWidth(360)
        row.addWidget(self.seats, 1)
        chat = QVBoxLayout()
        self.chat = QPlainTextEdit()
        self.chat.setObjectName("lobbyChat")
        self.chat.setReadOnly(True)
        chat.addWidget(self.chat, 1)
        self.chat_line = QLineEdit()
        self.chat_line.setObjectName("lobbyChatLine")
        self.chat_line.setMaxLength(300)
        self.chat_line.returnPressed.connect(self._say)
        chat.addWidget(self.chat_line)
        row.addLayout(chat, 1)
        lay.addLayout(row, 1)
        buttons = QHBoxLayout()
        self.b_leave = QPushButton()
        self.b_leave.setObjectName("lobbyLeave")
        self.b_leave.clicked.connect(self.leaveClicked)
        self.b_ready = QPushButton()
        self.b_ready.setObjectName("lobbyReady")
        self.b_ready.setCheckable(True)
        self.b_ready.toggled.connect(self.readyToggled)
        self.b_start = QPushButton()
        self.b_start.setObjectName("lobbyStart")
        self.b_start.clicked.connect(self.startClicked)
        self.b_start.setVisible(hosting)
        self.b_back = QPushButton()
        self.b_back.setObjectName("lobbyBack")
        self.b_back.clicked.connect(self.backClicked)
        self.b_back.hide()
        buttons.addWidget(self.b_leave)
        buttons.addStretch(1)
        buttons.addWidget(self.b_ready)
        buttons.addWidget(self.b_start)
        buttons.addWidget(self.b_back)
        lay.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Lobby"))
        self.b_leave.setText(self.tr("Leave"))
        self.b_ready.setText(self.tr("Ready"))
        self.b_start.setText(self.tr("Start the game"))
        self.b_back.setText(self.tr("Back to the game"))
        self.chat_line.setPlaceholderText(self.tr("Say something to everyone…"))
        self.show_seats(self._seats, self._mine, self._asked)

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_playing(self) -> None:
        """The game has begun: the lobby stays for the chat and who is away; Back returns to the board."""
        self.b_ready.hide()
        self.b_start.hide()
        self.b_back.show()

    def set_address(self, text: str) -> None:
        self.address.setText(self.tr("Friends join at %1").replace("%1", text) if text else "")

    def show_seats(self, seats: list[dict[str, object]], mine: str | None, asked: str | None = None) -> None:
        """Each seat: its colour's flag, the name and what it is doing (from the host's lobby message);
        during the game, whose decision the game waits for (`asked`)."""
        self._seats, self._mine, self._asked = seats, mine, asked
        self.seats.clear()
        ratio = self.devicePixelRatioF()
        for seat in seats:
            colour = str(seat["colour"])
            name = str(seat.get("name") or "") or colour_name(colour)
            text = f"{name} — {self._status(seat)}" + (self.tr(" (you)") if colour == mine else "")
            if colour == asked:
                text += " — " + self.tr("to move")
            item = QListWidgetItem(text)
            item.setIcon(QIcon(painters.flag_pixmap(colour, 22, ratio=ratio)))
            item.setData(Qt.ItemDataRole.UserRole, colour)
            self.seats.addItem(item)
        remote = [s for s in seats if s.get("kind") == "remote"]
        self.b_start.setEnabled(bool(remote) and all(s.get("joined") and s.get("ready") for s in remote))

    def _status(self, seat: dict[str, object]) -> str:
        if seat.get("kind") == "ai":
            return self.tr("computer player (%1)").replace("%1", str(seat.get("level") or ""))
        if not seat.get("joined"):
            return self.tr("open for a friend")
        if seat.get("covered"):
            return self.tr("away, a computer player sits in")
        if not seat.get("connected"):
            return self.tr("away")
        return self.tr("ready") if seat.get("ready") else self.tr("not ready")

    def add_chat(self, name: str, text: str) -> None:
        self.chat.appendPlainText(f"{name}: {text}")  # plain text: nothing a player types is markup

    def _say(self) -> None:
        text = self.chat_line.text().strip()
        if text:
            self.said.emit(text)
        self.chat_line.clear()
