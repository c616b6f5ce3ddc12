"""New game: the rules (Conquest or Risk, and Risk's version: VARIANTS.md V0, V1.1); 4–6 seats (2–3 behind
the R3.1 option) with name, colour, human/AI and the ruleset's computer levels; the rules' options; seed.

The defaults start "me against three AIs" with one click on Start.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, Qt
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
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from conquest_qt import manifest
from conquest_qt.engine import rulesets
from conquest_qt.engine.addons import split_options
from conquest_qt.engine.seats import COLOURS
from conquest_qt.ui.dialogs.name_field import limit_name_field, name_hint
from conquest_qt.ui.game.game_setup import GameSetup, Seat, available_levels
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import style_sheets
from conquest_qt.ui.theme.swatches import swatch

DEFAULT_COLOURS = ("red", "blue", "green", "yellow", "black", "white")
TEAM_PRESETS = ("none", "across", "neighbours", "two", "custom")  # the teams option's choices (VARIANTS.md V3.8)
MAX_TEAMS = 3


def preset_teams(preset: str, n: int) -> list[int]:
    """Each of n seats' team number (0: none) for a preset: pairs across the table (1+3 against 2+4; with
    six 1+4, 2+5, 3+6), pairs of neighbours (1+2, 3+4, 5+6), two teams of every other seat; an odd seat
    out plays alone."""
    if preset == "across":
        half = n // 2
        return [i % half + 1 if i < 2 * half else 0 for i in range(n)] if half else [0] * n
    if preset == "neighbours":
        return [i // 2 + 1 if i < n - n % 2 else 0 for i in range(n)]
    if preset == "two":
        return [i % 2 + 1 for i in range(n)]
    return [0] * n


def teams_of(colours: list[str], numbers: list[int]) -> list[list[str]]:
    """The option `teams` from each seat's team number: a team per number, in seat order."""
    out: dict[int, list[str]] = {}
    for colour, number in zip(colours, numbers, strict=True):
        if number:
            out.setdefault(number, []).append(colour)
    return [out[k] for k in sorted(out)]
RULESETS = tuple(manifest.rulesets())  # the ruleset choice's order (VARIANTS.md V0): the manifest's
# The seat rows translate in the dialog's context (lupdate reads `t("Ctx", "…")`, not `dialog.tr`).
t = QCoreApplication.translate


def level_names() -> dict[str, str]:
    """The computer levels' names in the current language (this dialog's and the play-on dialog's)."""
    return {"easy": t("NewGameDialog", "Easy"), "normal": t("NewGameDialog", "Normal"),
            "hard": t("NewGameDialog", "Hard"), "expert": t("NewGameDialog", "Expert"),
            "random": t("NewGameDialog", "Random moves")}

class SeatRow:
    def __init__(self, dialog: NewGameDialog, grid: QGridLayout, row: int) -> None:
        self.row = row
        self.name = limit_name_field(QLineEdit())
        self.colour = QComboBox()
        for c in COLOURS:
            self.colour.addItem(swatch(c, 14), colour_name(c), c)
        self.colour.setCurrentIndex(COLOURS.index(DEFAULT_COLOURS[row]))
        self.kind = QComboBox()
        self.kind.addItem("", True)
        self.kind.addItem("", False)
        self.level = QComboBox()
        self.set_levels("conquest")
        keep = self.level.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.level.setSizePolicy(keep)
        self.kind.setCurrentIndex(0 if row == 0 else 1)
        self.team = QComboBox()  # the seat's team (VARIANTS.md V3.8), shown for a ruleset with teams
        self.team.setObjectName(f"team{row}")
        self.team.addItem("–", 0)
        for k in range(1, MAX_TEAMS + 1):
            self.team.addItem(str(k), k)
        self._default_name = ""
        self.retranslate()
        self.kind.currentIndexChanged.connect(self._sync)
        self.widgets: list[QWidget] = [self.name, self.colour, self.kind, self.level, self.team]
        for c, w in enumerate(self.widgets):
            grid.addWidget(w, row + 1, c)
        self.teams_shown = False
        self._sync()

    def set_levels(self, ruleset: str) -> None:
        """The computer levels the ruleset has (ai/registry.agents_for); the chosen one kept if it has it."""
        keep = self.level.currentData() or "normal"
        self.level.blockSignals(True)
        self.level.clear()
        for lv in available_levels(ruleset):
            self.level.addItem(lv, lv)
        index = self.level.findData(keep)
        self.level.setCurrentIndex(max(0, index if index >= 0 else self.level.findData("normal")))
        self.level.blockSignals(False)
        self.retranslate_levels()

    def default_name(self) -> str:
        """A seat's name until the player types one: "Player 1" for a human, "Computer 3" for a computer
        (the seat's number). A name that reads as a name in every sentence: never "You" ("You claims
        Berlin"), and not the colour, which the texts already add where it matters ("Name (Colour)") and
        which may still change in this dialog."""
        if self.kind.currentData():
            return arg(t("NewGameDialog", "Player %1"), self.row + 1)
        return arg(t("NewGameDialog", "Computer %1"), self.row + 1)

    def retranslate(self) -> None:
        """Texts in the current language; a name still at its default follows the language too."""
        for i in range(self.colour.count()):
            self.colour.setItemText(i, colour_name(self.colour.itemData(i)))
        self.kind.setItemText(0, t("NewGameDialog", "Human"))
        self.kind.setItemText(1, t("NewGameDialog", "Computer"))
        self.retranslate_levels()
        self.name.setToolTip(name_hint())
        if self.name.text() == self._default_name:
            self.name.setText(self.default_name())
        self._default_name = self.default_name()

    def retranslate_levels(self) -> None:
        names = level_names()
        tips = {"expert": t("NewGameDialog", "Plays its plans out against the others' replies before it moves.")}
        for i in range(self.level.count()):
            lv = self.level.itemData(i)
            self.level.setItemText(i, names.get(lv, lv))
            self.level.setItemData(i, tips.get(lv), Qt.ItemDataRole.ToolTipRole)

    def _sync(self) -> None:
        if self.name.text() == self._default_name:  # still the default: it follows the kind
            self.name.setText(self.default_name())
        self._default_name = self.default_name()
        computer = not self.kind.currentData()
        self.level.setEnabled(computer)
        self.level.setVisible(computer and self.name.isVisibleTo(self.name.parentWidget() or self.name))
        # a human seat shows no computer level (its cell stays, so the rows keep their columns)

    def set_visible(self, on: bool) -> None:
        for w in self.widgets:
            w.setVisible(on and (w is not self.team or self.teams_shown))
        if on:
            self._sync()

    def seat(self) -> Seat:
        return Seat(self.colour.currentData(), self.name.text().strip() or colour_name(self.colour.currentData()),
                    bool(self.kind.currentData()), self.level.currentData())


class NewGameDialog(QDialog):
    """Retranslates while open (a live language change): every text is set in `retranslate`."""

    def __init__(self, parent: QWidget | None = None, ruleset: str = manifest.DEFAULT,
                 risk_version: str = "training", level: str = "normal", addons: tuple[str, ...] = (),
                 teams: str = "none", team_seats: tuple[int, ...] = ()) -> None:
        super().__init__(parent)
        style_sheets.paper_dialog(self)  # paper palette and the game page's sections and buttons
        lay = QVBoxLayout(self)
        self.rules_box = QGroupBox()
        rules = QGridLayout(self.rules_box)
        self.ruleset_label = QLabel()
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("ruleset")
        for r in RULESETS:
            self.ruleset.addItem(r, r)
        self.ruleset_help = QLabel()
        self.ruleset_help.setObjectName("rulesetHelp")
        self.ruleset_help.setWordWrap(True)
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("showRules")
        self.rules_button.setAutoDefault(False)  # Enter starts the game, it does not open the rules
        self.rules_button.clicked.connect(self.show_rules)
        self.version_label = QLabel()
        self.version = QComboBox()
        self.version.setObjectName("riskVersion")
        self._version_of: dict[str, str] = {}  # a version -> the ruleset that has it (Risk's, V1.1)
        for r in RULESETS:
            for v in words(r).VERSIONS:
                self.version.addItem(v, v)
                self._version_of[v] = r
        self.version_help = QLabel()
        self.version_help.setObjectName("versionHelp")
        self.version_help.setWordWrap(True)
        rules.addWidget(self.ruleset_label, 0, 0)
        rules.addWidget(self.ruleset, 0, 1)
        rules.addWidget(self.rules_button, 0, 2)
        rules.addWidget(self.ruleset_help, 1, 0, 1, 3)
        rules.addWidget(self.version_label, 2, 0)
        rules.addWidget(self.version, 2, 1, 1, 2)
        rules.addWidget(self.version_help, 3, 0, 1, 3)
        rules.setColumnStretch(1, 1)
        # the add-ons (manifest `addon_for`): a box each, with its one line, shown for the rulesets it extends
        self.addons: dict[str, tuple[QCheckBox, QLabel]] = {}
        for row, entry in enumerate((m for m in manifest.MANIFESTS.values() if m.is_addon), start=4):
            box, line = QCheckBox(), QLabel()
            box.setObjectName("addon_" + entry.id)
            box.setChecked(entry.id in addons)
            line.setWordWrap(True)
            line.setProperty("soft", True)
            line.setObjectName("addon_line_" + entry.id)
            line.setTextFormat(Qt.TextFormat.RichText)  # its one line links to its rules page (Help)
            line.linkActivated.connect(lambda _href, a=entry.id: self.show_addon_rules(a))
            rules.addWidget(box, 2 * row, 0, 1, 3)
            rules.addWidget(line, 2 * row + 1, 0, 1, 3)
            self.addons[entry.id] = (box, line)
        lay.addWidget(self.rules_box)
        self._help_dialog: QWidget | None = None
        top = QHBoxLayout()
        self.players_label = QLabel()
        top.addWidget(self.players_label)
        self.count = QSpinBox()
        self.count.setRange(4, 6)
        self.count.setValue(4)
        self.count.valueChanged.connect(self._sync)
        top.addWidget(self.count)
        self.small = QCheckBox()
        self.small.toggled.connect(self._small)
        top.addWidget(self.small)
        top.addStretch(1)
        lay.addLayout(top)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.headers = [QLabel() for _ in range(5)]
        for c, h in enumerate(self.headers):
            grid.addWidget(h, 0, c)
        grid.setColumnStretch(0, 2)
        self.rows = [SeatRow(self, grid, r) for r in range(6)]
        self.set_level(level)  # the computer level chosen last time (settings: new_game_level)
        lay.addWidget(self.seats_box)

        self.options_box = QGroupBox()
        form = QFormLayout(self.options_box)
        self.faces = QSpinBox()
        self.faces.setRange(1, 5)
        self.faces.setValue(2)
        self.faces_label = QLabel()
        form.addRow(self.faces_label, self.faces)
        self.target = QSpinBox()
        self.target.setRange(8, 36)
        self.target.setValue(20)
        self.target_label = QLabel()
        form.addRow(self.target_label, self.target)
        self.deal = QCheckBox()
        form.addRow("", self.deal)
        cap_row = QHBoxLayout()
        self.cap_on = QCheckBox()
        self.cap_on.setChecked(True)
        self.cap = QSpinBox()
        self.cap.setRange(1, 9999)
        self.cap.setValue(300)
        self.rounds_label = QLabel()
        cap_row.addWidget(self.cap_on)
        cap_row.addWidget(self.cap)
        cap_row.addWidget(self.rounds_label)
        cap_row.addStretch(1)
        self.cap_on.toggled.connect(self.cap.setEnabled)
        self.cap_label = QLabel()
        form.addRow(self.cap_label, cap_row)
        self.teams = QComboBox()  # VARIANTS.md V3.8: fixed teams, or none
        self.teams.setObjectName("teams")
        for preset in TEAM_PRESETS:
            self.teams.addItem(preset, preset)
        self.teams_label = QLabel()
        self.teams_help = QLabel()  # the one line that explains teams
        self.teams_help.setObjectName("teamsHelp")
        self.teams_help.setWordWrap(True)
        self.teams_help.setProperty("soft", True)
        form.addRow(self.teams_label, self.teams)
        form.addRow("", self.teams_help)
        self.seed = QLineEdit()
        self.seed_label = QLabel()
        form.addRow(self.seed_label, self.seed)
        lay.addWidget(self.options_box)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b3001b")
        self.error.setWordWrap(True)
        self._error: tuple[str, int] | None = None  # the shown error (code, number), re-said on a language change
        lay.addWidget(self.error)
        # Start is our own button: a standard Ok would get Qt's "OK" back on every language change.
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start.setObjectName("start")
        self.start.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(ruleset)))
        self.version.setCurrentIndex(max(0, self.version.findData(risk_version)))
        self.teams.setCurrentIndex(max(0, self.teams.findData(teams)))
        for row, number in zip(self.rows, team_seats, strict=False):
            row.team.setCurrentIndex(max(0, row.team.findData(number)))
        self.teams.currentIndexChanged.connect(self._teams_changed)
        for row in self.rows:
            row.team.currentIndexChanged.connect(self._team_edited)
        self.ruleset.currentIndexChanged.connect(self._ruleset_changed)
        self.version.currentIndexChanged.connect(self._describe)
        self.retranslate()
        self._ruleset_changed()
        self._sync()

    def chosen_ruleset(self) -> str:
        return str(self.ruleset.currentData())

    def _ruleset_changed(self) -> None:
        """The ruleset's own options show (Risk: its version; Conquest: explosion faces, target); the levels
        follow."""
        fields = self._fields()
        for w in (self.version_label, self.version, self.version_help):
            w.setVisible("version" in fields)
        for w in (self.faces, self.faces_label):
            w.setVisible("faces" in fields)
        for w in (self.target, self.target_label):
            w.setVisible("target" in fields)
        for w in (self.teams, self.teams_label, self.teams_help):
            w.setVisible("teams" in fields)
        for row in self.rows:
            row.set_levels(self.chosen_ruleset())
        offered = manifest.addons_for(self.chosen_ruleset())
        for addon_id, (box, line) in self.addons.items():
            box.setVisible(addon_id in offered)
            line.setVisible(addon_id in offered)
        self._describe()

    def _teams_changed(self) -> None:
        """A preset sets every seat's team (_sync); custom keeps them, to be chosen per seat."""
        self._sync()

    def _team_edited(self) -> None:
        """A seat's team chosen by hand: the teams are custom from now on."""
        if self.teams.currentData() != "custom":
            self.teams.blockSignals(True)
            self.teams.setCurrentIndex(self.teams.findData("custom"))
            self.teams.blockSignals(False)
            self._sync()

    def chosen_teams(self) -> list[int]:
        """Each playing seat's team number (0: none)."""
        if self.teams.currentData() == "none":
            return [0] * self.count.value()
        return [int(r.team.currentData()) for r in self.rows[: self.count.value()]]

    def chosen_addons(self, any_ruleset: bool = False) -> tuple[str, ...]:
        """The add-ons ticked (for the chosen ruleset; `any_ruleset`: all ticked, as remembered)."""
        offered = manifest.addons_for(self.chosen_ruleset())
        return tuple(a for a, (box, _) in self.addons.items() if box.isChecked() and (any_ruleset or a in offered))

    def _describe(self) -> None:
        self.ruleset_help.setText(words(self.chosen_ruleset()).ruleset_help())
        version = str(self.version.currentData())
        if version in self._version_of:
            self.version_help.setText(words(self._version_of[version]).version_help(version))

    def _fields(self) -> tuple[str, ...]:
        """The rules options of the chosen ruleset among the dialog's (faces, target, version)."""
        return tuple(words(self.chosen_ruleset()).OPTION_FIELDS)

    def show_rules(self) -> None:
        """The chosen ruleset's rules text (Help), beside the dialog."""
        from conquest_qt.ui.dialogs.help_dialogs import show_rules

        self._help_dialog = show_rules(self, words(self.chosen_ruleset()).HELP)

    def show_addon_rules(self, addon_id: str) -> None:
        """An add-on's rules page (Help), from the link of its one line."""
        from conquest_qt.ui.dialogs.help_dialogs import show_rules

        self._help_dialog = show_rules(self, words(addon_id).HELP)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.rules_box.setTitle(self.tr("Game"))
        self.ruleset_label.setText(self.tr("Rules:"))
        for i, r in enumerate(RULESETS):
            self.ruleset.setItemText(i, words(r).ruleset_name())
        self.rules_button.setText(self.tr("Read the rules…"))
        self.version_label.setText(self.tr("Version:"))
        for i in range(self.version.count()):
            v = self.version.itemData(i)
            self.version.setItemText(i, words(self._version_of[v]).version_name(v))
        self._describe()
        for addon_id, (box, line) in self.addons.items():
            box.setText(words(addon_id).title())  # the add-on's words (ui/rulesets/<id>/texts.py)
            said = words(addon_id)
            rules_word = html.escape(self.tr("Rules…"))
            rules_link = f' <a href="#rules">{rules_word}</a>' if getattr(said, "HELP", None) else ""
            line.setText(html.escape(said.blurb()) + rules_link)
        self.players_label.setText(self.tr("Players:"))
        self.small.setText(self.tr("Allow 2–3 players (neutral areas even out the start)"))
        self.seats_box.setTitle(self.tr("Seats (clockwise)"))
        for label, h in zip(self.headers, (self.tr("Name"), self.tr("Colour"), self.tr("Player"),
                                           self.tr("Computer level"), self.tr("Team")), strict=True):
            label.setText(f"<b>{h}</b>")
        for row in self.rows:
            row.retranslate()
        self.options_box.setTitle(self.tr("Rules options"))
        self.faces.setToolTip(self.tr("How many of a die's six faces show an explosion (the game has 2)."))
        self.faces_label.setText(self.tr("Explosion faces per die:"))
        self.target_label.setText(self.tr("Areas needed to win:"))
        self.deal.setText(self.tr("Deal the areas at random instead of claiming them"))
        # Translators: "Draw after [300] rounds"
        self.cap_on.setText(self.tr("Draw after"))
        self.rounds_label.setText(self.tr("rounds"))
        #: "Round": one round of the game (turn order, cards, production, execution); after the limit it is a draw.
        self.cap_label.setText(self.tr("Round limit:"))
        self.teams_label.setText(self.tr("Teams:"))
        for i, text in enumerate((self.tr("None: everyone for himself"), self.tr("Pairs across the table"),
                                  self.tr("Pairs of neighbours"), self.tr("Two teams: every other seat"),
                                  self.tr("Custom: choose each seat's team"))):
            self.teams.setItemText(i, text)
        self.teams_help.setText(self.tr("Allies never attack each other, share their nations, may revive a fallen "
                                        "ally, and win together."))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and the same decisions give the same game."))
        self.seed_label.setText(self.tr("Seed (optional):"))
        self.start.setText(self.tr("Start"))
        self._show_error()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_error(self, code: str | None = None, n: int = 0) -> None:
        if code is not None:
            self._error = (code, n)
        if self._error is None:
            self.error.clear()
            return
        code, n = self._error
        if code == "colours":
            text = self.tr("Every player needs a different colour.")
        elif code == "teams":
            text = self.tr("Teams need at least two sides: two teams, or a team and a player alone.")
        elif code == "target":
            text = self.tr("The target must be more than the %1 areas each player gets at the start.")
            text = text.replace("%1", str(n))
        else:
            text = self.tr("The seed must be a whole number.")
        self.error.setText(text)

    def _small(self, on: bool) -> None:
        self.count.setMinimum(2 if on else 4)
        self._sync()

    def set_level(self, level: str) -> None:
        """Every seat's computer level (a level the ruleset lacks leaves the seat at its own)."""
        for row in self.rows:
            index = row.level.findData(level)
            if index >= 0:
                row.level.setCurrentIndex(index)

    def chosen_level(self) -> str:
        """The level to offer next time: the first computer seat's (the last shown when none plays)."""
        computers = [r for r in self.rows[: self.count.value()] if not r.kind.currentData()]
        row = computers[0] if computers else self.rows[-1]
        return str(row.level.currentData() or "normal")

    def _sync(self) -> None:
        shown = "teams" in self._fields() and self.teams.currentData() != "none"
        self.headers[4].setVisible(shown)
        preset = str(self.teams.currentData())
        if preset not in ("none", "custom"):  # a preset follows the number of seats
            for row, number in zip(self.rows, preset_teams(preset, self.count.value()), strict=False):
                row.team.blockSignals(True)
                row.team.setCurrentIndex(max(0, row.team.findData(number)))
                row.team.blockSignals(False)
        for i, row in enumerate(self.rows):
            row.teams_shown = shown
            row.set_visible(i < self.count.value())

    def setup(self) -> GameSetup | None:
        seats = tuple(r.seat() for r in self.rows[: self.count.value()])
        if len({s.colour for s in seats}) != len(seats):
            self._show_error("colours")
            return None
        n = len(seats)
        if "target" in self._fields() and self.target.value() <= 36 // n:
            self._show_error("target", 36 // n)
            return None
        seed_text = self.seed.text().strip()
        if seed_text and not seed_text.isdigit():
            self._show_error("seed")
            return None
        fields = self._fields()
        teams: list[list[str]] = []
        if "teams" in fields:
            numbers = self.chosen_teams()
            teams = teams_of([s.colour for s in seats], numbers)
            sides = len(teams) + sum(1 for k in numbers if not k)
            if teams and sides < 2:
                self._show_error("teams")
                return None
        values = {"random_deal": self.deal.isChecked(), "allow_small": n < 4 or self.small.isChecked(),
                  "round_cap": self.cap.value() if self.cap_on.isChecked() else None}
        if "faces" in fields:
            values["explosion_faces"] = self.faces.value()
        if "target" in fields:
            values["target_areas"] = self.target.value()
        if "version" in fields:
            values["risk_version"] = str(self.version.currentData())
        if "teams" in fields:
            values["teams"] = teams
        cls = rulesets.get(self.chosen_ruleset()).options  # the ruleset's own options class, with the fields it has
        values["addons"] = split_options(self.chosen_ruleset(), dict.fromkeys(self.chosen_addons(), True))[1]
        opts = cls(**{k: v for k, v in values.items() if k in cls.__dataclass_fields__})
        return GameSetup(seats, opts, int(seed_text) if seed_text else None)

    def accept(self) -> None:
        if self.setup() is not None:
            super().accept()
