"""Hosting and joining a network game from the start screen (issue 29).

HostDialog: your name, the rules, each seat (you, open for a friend, a computer player of a level, or
empty) and the port. JoinDialog: your name and the host's address, typed or picked from the hosts found
on the local network (net/discovery.py)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from conquest_qt import manifest
from conquest_qt.engine.seats import COLOURS
from conquest_qt.net.discovery import Probe
from conquest_qt.net.protocol import MAX_NAME
from conquest_qt.ui.game.game_setup import available_levels
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.ruleset_text import words

DEFAULT_PORT = 47470


@dataclass(frozen=True)
class HostPlan:
    name: str
    ruleset: str
    seats: str  # conquest-host's --seats: "remote,remote,ai:easy,…" (the first remote seat is the host's own)
    port: int
    resume: bool = False  # take up the game this window hosted last (its autosave) instead
    away_s: int = 60  # how long a player who went away is waited for (lobby and game) ...
    cover_level: str = "easy"  # ... before the computer player of this level plays for him (a game)


@dataclass(frozen=True)
class JoinPlan:
    name: str
    address: str
    port: int


class HostDialog(QDialog):
    def __init__(self, name: str = "", parent: QWidget | None = None, can_resume: bool = False,
                 away_s: int = 60, cover_level: str = "easy") -> None:
        super().__init__(parent)
        self.setObjectName("hostDialog")
        form = QFormLayout()
        self.resume = QCheckBox(self.tr("Resume the game I hosted last"))
        self.resume.setObjectName("hostResume")
        self.resume.setVisible(can_resume)
        form.addRow(self.resume)
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.ruleset = QComboBox()
        for r in manifest.rulesets():
            self.ruleset.addItem(words(r).ruleset_name(), r)
        self.ruleset.currentIndexChanged.connect(self._levels)
        self.seat_boxes: list[QComboBox] = []
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.away = QSpinBox()
        self.away.setObjectName("hostAwaySeconds")
        self.away.setRange(10, 600)
        self.away.setSingleStep(10)
        self.away.setSuffix(self.tr(" s"))
        self.away.setValue(away_s)
        self.away.setToolTip(self.tr("How long the game waits for a player whose connection was lost before "
                                     "a computer player takes his turns (in the lobby: before his seat is free "
                                     "again)."))
        self.cover = QComboBox()
        self.cover.setObjectName("hostCoverLevel")
        self._cover_level = cover_level
        self._labels: list[tuple[QFormLayout, QWidget, str]] = []
        form.addRow(self.tr("Your name:"), self.name)
        form.addRow(self.tr("Rules:"), self.ruleset)
        for i, colour in enumerate(COLOURS):
            box = QComboBox()
            box.setObjectName(f"hostSeat_{colour}")
            self.seat_boxes.append(box)
            form.addRow(colour_name(colour) + ":", box)
            if i == 0:
                box.setEnabled(False)  # the host sits at the first seat
        form.addRow(self.tr("Wait for a player who left:"), self.away)
        form.addRow(self.tr("Then he is played by:"), self.cover)
        form.addRow(self.tr("Port:"), self.port)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.buttons)
        self.setWindowTitle(self.tr("Host a game"))
        self._levels()
        self.resume.toggled.connect(self._resuming)

    def _resuming(self, on: bool) -> None:
        """A resumed game keeps its rules and seats (and the level that covers each; the wait is chosen anew)."""
        self.ruleset.setEnabled(not on)
        self.cover.setEnabled(not on)
        for box in self.seat_boxes[1:]:
            box.setEnabled(not on)

    def _levels(self) -> None:
        ruleset = self.ruleset.currentData() or manifest.DEFAULT
        keep = self.cover.currentData() or self._cover_level
        self.cover.clear()
        for level in available_levels(ruleset):
            self.cover.addItem(self.tr("computer: %1").replace("%1", level), level)
        found = self.cover.findData(keep)
        self.cover.setCurrentIndex(found if found >= 0 else max(0, self.cover.findData("easy")))
        for i, box in enumerate(self.seat_boxes):
            keep = box.currentData()
            box.clear()
            if i == 0:
                box.addItem(self.tr("me"), "remote")
                continue
            box.addItem(self.tr("open for a friend"), "remote")
            box.addItem(self.tr("another player at this screen"), "local")
            for level in available_levels(ruleset):
                box.addItem(self.tr("computer: %1").replace("%1", level), f"ai:{level}")
            if i >= 2:
                box.addItem(self.tr("nobody"), "")
            found = box.findData(keep)
            box.setCurrentIndex(found if found >= 0 else (0 if i < 4 else box.count() - 1))

    def plan(self) -> HostPlan:
        seats = [str(b.currentData()) for b in self.seat_boxes if b.currentData()]
        return HostPlan(self.name.text().strip() or colour_name(COLOURS[0]), str(self.ruleset.currentData()),
                        ",".join(seats), self.port.value(), self.resume.isVisible() and self.resume.isChecked(),
                        self.away.value(), str(self.cover.currentData() or "easy"))


class JoinDialog(QDialog):
    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        form = QFormLayout()
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.address = QLineEdit("127.0.0.1")
        self.address.setObjectName("joinAddress")
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(self.tr("Your name:"), self.name)
        form.addRow(self.tr("Host's address:"), self.address)
        form.addRow(self.tr("Port:"), self.port)
        self.found = QListWidget()
        self.found.setObjectName("joinFound")
        self.found.itemClicked.connect(self._pick)
        self.b_search = QPushButton(self.tr("Search the local network"))
        self.b_search.clicked.connect(self.search)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.b_search)
        lay.addWidget(self.found)
        lay.addWidget(self.buttons)
        self.setWindowTitle(self.tr("Join a game"))
        self.probe = Probe(self._found, parent=self)

    def search(self) -> None:
        self.found.clear()
        self.probe.ask()

    def _found(self, address: str, info: dict[str, object]) -> None:
        for i in range(self.found.count()):
            if self.found.item(i).data(Qt.ItemDataRole.UserRole) == (address, info.get("port")):
                return
        text = self.tr("%1 at %2 (%n free seat(s))", "", int(str(info.get("free", 0))))
        item = QListWidgetItem(text.replace("%1", str(info.get("name", "?"))[:MAX_NAME]).replace(
            "%2", f"{address}:{info.get('port')}"))
        item.setData(Qt.ItemDataRole.UserRole, (address, info.get("port")))
        self.found.addItem(item)

    def _pick(self, item: QListWidgetItem) -> None:
        address, port = item.data(Qt.ItemDataRole.UserRole)
        self.address.setText(address)
        self.port.setValue(int(port))

    def plan(self) -> JoinPlan:
        return JoinPlan(self.name.text().strip() or "?", self.address.text().strip(), self.port.value())

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        super().changeEvent(event)
