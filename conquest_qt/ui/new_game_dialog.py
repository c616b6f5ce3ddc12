"""New game: 4–6 seats (2–3 behind the R3.1 option) with name, colour, human/AI and level; R11 options; seed.

The defaults start "me against three AIs" with one click on Start.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.engine.cards import COLOURS
from conquest_qt.engine.options import Options
from conquest_qt.ui.game_setup import GameSetup, Seat, available_levels
from conquest_qt.ui.labels import colour_name
from conquest_qt.ui.players_panel import swatch

DEFAULT_COLOURS = ("red", "blue", "green", "yellow", "black", "white")
# The seat rows translate in the dialog's context (lupdate reads `t("Ctx", "…")`, not `dialog.tr`).
t = QCoreApplication.translate


class SeatRow:
    def __init__(self, dialog: NewGameDialog, grid: QGridLayout, row: int) -> None:
        self.name = QLineEdit()
        self.colour = QComboBox()
        for c in COLOURS:
            self.colour.addItem(swatch(c, 14), colour_name(c), c)
        self.colour.setCurrentIndex(COLOURS.index(DEFAULT_COLOURS[row]))
        self.kind = QComboBox()
        self.kind.addItem(t("NewGameDialog", "Human"), True)
        self.kind.addItem(t("NewGameDialog", "Computer"), False)
        self.level = QComboBox()
        level_names = {"easy": t("NewGameDialog", "Easy"), "normal": t("NewGameDialog", "Normal"),
                       "hard": t("NewGameDialog", "Hard")}
        for lv in available_levels():
            self.level.addItem(level_names.get(lv, lv), lv)
        self.level.setCurrentIndex(max(0, self.level.findData("normal")))
        if row == 0:
            self.name.setText(t("NewGameDialog", "You"))
            self.kind.setCurrentIndex(0)
        else:
            self.name.setText(t("NewGameDialog", "Computer %1").replace("%1", str(row)))
            self.kind.setCurrentIndex(1)
        self.kind.currentIndexChanged.connect(self._sync)
        self.widgets: list[QWidget] = [self.name, self.colour, self.kind, self.level]
        for c, w in enumerate(self.widgets):
            grid.addWidget(w, row + 1, c)
        self._sync()

    def _sync(self) -> None:
        self.level.setEnabled(not self.kind.currentData())

    def set_visible(self, on: bool) -> None:
        for w in self.widgets:
            w.setVisible(on)

    def seat(self) -> Seat:
        return Seat(self.colour.currentData(), self.name.text().strip() or colour_name(self.colour.currentData()),
                    bool(self.kind.currentData()), self.level.currentData())


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Players:")))
        self.count = QSpinBox()
        self.count.setRange(4, 6)
        self.count.setValue(4)
        self.count.valueChanged.connect(self._sync)
        top.addWidget(self.count)
        self.small = QCheckBox(self.tr("Allow 2–3 players (neutral areas even out the start)"))
        self.small.toggled.connect(self._small)
        top.addWidget(self.small)
        top.addStretch(1)
        lay.addLayout(top)

        seats = QGroupBox(self.tr("Seats (clockwise)"))
        grid = QGridLayout(seats)
        for c, h in enumerate((self.tr("Name"), self.tr("Colour"), self.tr("Player"), self.tr("Computer level"))):
            grid.addWidget(QLabel(f"<b>{h}</b>"), 0, c)
        grid.setColumnStretch(0, 2)
        self.rows = [SeatRow(self, grid, r) for r in range(6)]
        lay.addWidget(seats)

        opts = QGroupBox(self.tr("Rules options"))
        form = QFormLayout(opts)
        self.faces = QSpinBox()
        self.faces.setRange(1, 5)
        self.faces.setValue(2)
        self.faces.setToolTip(self.tr("How many of a die's six faces show an explosion (the game has 2)."))
        form.addRow(self.tr("Explosion faces per die:"), self.faces)
        self.target = QSpinBox()
        self.target.setRange(8, 36)
        self.target.setValue(20)
        form.addRow(self.tr("Areas needed to win:"), self.target)
        self.deal = QCheckBox(self.tr("Deal the areas at random instead of claiming them"))
        form.addRow("", self.deal)
        cap_row = QHBoxLayout()
        self.cap_on = QCheckBox(self.tr("Draw after"))
        self.cap_on.setChecked(True)
        self.cap = QSpinBox()
        self.cap.setRange(1, 9999)
        self.cap.setValue(300)
        # Translators: "Draw after [300] rounds"
        cap_row.addWidget(self.cap_on)
        cap_row.addWidget(self.cap)
        cap_row.addWidget(QLabel(self.tr("rounds")))
        cap_row.addStretch(1)
        self.cap_on.toggled.connect(self.cap.setEnabled)
        #: "Round": one round of the game (turn order, cards, production, execution); after the limit it is a draw.
        form.addRow(self.tr("Round limit:"), cap_row)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and the same decisions give the same game."))
        form.addRow(self.tr("Seed (optional):"), self.seed)
        lay.addWidget(opts)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b3001b")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._sync()

    def _small(self, on: bool) -> None:
        self.count.setMinimum(2 if on else 4)
        self._sync()

    def _sync(self) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < self.count.value())

    def setup(self) -> GameSetup | None:
        seats = tuple(r.seat() for r in self.rows[: self.count.value()])
        if len({s.colour for s in seats}) != len(seats):
            self.error.setText(self.tr("Every player needs a different colour."))
            return None
        n = len(seats)
        if self.target.value() <= 36 // n:
            self.error.setText(self.tr("The target must be more than the %1 areas each player gets at the start.")
                               .replace("%1", str(36 // n)))
            return None
        seed_text = self.seed.text().strip()
        if seed_text and not seed_text.isdigit():
            self.error.setText(self.tr("The seed must be a whole number."))
            return None
        opts = Options(explosion_faces=self.faces.value(), target_areas=self.target.value(),
                       random_deal=self.deal.isChecked(), allow_small=n < 4 or self.small.isChecked(),
                       round_cap=self.cap.value() if self.cap_on.isChecked() else None)
        return GameSetup(seats, opts, int(seed_text) if seed_text else None)

    def accept(self) -> None:
        if self.setup() is not None:
            super().accept()
