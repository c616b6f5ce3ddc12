"""'Play on from here' (issue 16, item 2): who plays each seat of the new game, human or computer (and at
which level), confirmed before it starts. The seats come as the save had them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from conquest_qt.ui.dialogs.new_game_dialog import level_names
from conquest_qt.ui.game.game_setup import Seat, available_levels
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import painters, style_sheets

HUMAN = "human"


class PlayOnDialog(QDialog):
    def __init__(self, seats: Sequence[Any], round_: int, parent: QWidget | None = None) -> None:
        """`seats`: colour, name, human, level (a replay's seats); `round_`: the round it plays on from."""
        super().__init__(parent)
        self.setObjectName("playOnDialog")
        self.seats = list(seats)
        self.setWindowTitle(self.tr("Play on from here"))
        lay = QVBoxLayout(self)
        intro = QLabel(arg(self.tr("A new game starts at round %1 of the replay, as a new save: the file you "
                                   "watched stays as it is. Who plays each seat?"), round_))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.choices: dict[str, QComboBox] = {}
        names = level_names()
        for r, seat in enumerate(self.seats):
            flag = QLabel()
            flag.setPixmap(painters.flag_pixmap(seat.colour, 18, False, self.devicePixelRatioF()))
            name = user_text.plain(QLabel(arg("%1 (%2)", user_text.isolated(seat.name), colour_name(seat.colour))))
            box = QComboBox()
            box.setObjectName("seat_" + seat.colour)
            box.addItem(self.tr("Human"), HUMAN)
            for level in available_levels():
                box.addItem(arg(self.tr("Computer: %1"), names.get(level, level)), level)
            box.setCurrentIndex(0 if seat.human else max(1, box.findData(seat.level or "normal")))
            grid.addWidget(flag, r, 0)
            grid.addWidget(name, r, 1)
            grid.addWidget(box, r, 2)
            self.choices[seat.colour] = box
        grid.setColumnStretch(1, 1)
        lay.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start = buttons.addButton(self.tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        style_sheets.paper_dialog(self)
        self.setMinimumWidth(460)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)

    def set_kind(self, colour: str, kind: str) -> None:
        """Choose a seat's player: "human" or a computer level."""
        box = self.choices[colour]
        box.setCurrentIndex(box.findData(kind))

    def chosen(self) -> tuple[Seat, ...]:
        """The new game's seats, in the save's order."""
        out = []
        for seat in self.seats:
            kind = self.choices[seat.colour].currentData()
            out.append(Seat(seat.colour, seat.name, kind == HUMAN, seat.level or "normal" if kind == HUMAN else kind))
        return tuple(out)
