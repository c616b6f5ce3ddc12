"""'Since your last turn': what a player can know changed since his last turn, grouped by player.

Public events only — builds (where, units by kind), moves and shipments, battles and their results, areas
won and lost, cards played, missiles and shields, armistices, eliminations, and an add-on's (nuclear strikes,
interceptions, contaminated and freed areas: its words' BRIEFED) — never the hidden ones (which
cards were returned or drawn), and not what the player did himself. Grouped by the player who did it (a
heading line with his name, then what he did, in order), the players in the order they played.

`briefing()` picks and groups the session's log entries; the hot-seat hand-over lists them
(handover.py), and `BriefingPanel` shows them in the side panel, for solo players after the computer
players' turns, folded away at the player's wish (the folded state is remembered in the settings).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QListWidget, QListWidgetItem, QToolButton, QVBoxLayout, QWidget

from conquest_qt.ui.theme import tokens, widgets

if TYPE_CHECKING:
    from conquest_qt.ui.game.session import LogEntry

MAX_ROWS = 6  # the most lines the panel shows before it scrolls (fewer when the side panel is short: fit())
UNLIMITED = 16777215  # QWIDGETSIZE_MAX
HEADING = "briefing_heading"  # the event type (and category) of a group's heading line


def heading_text(names: Any, player: str | None) -> str:
    """A group's heading: the player's name; events nobody did (an area freed, V2.7) come at the round's start."""
    if player is None:
        return QCoreApplication.translate("Briefing", "At the round's start")
    return str(names(player))


def _actor(ev: dict[str, Any], attackers: dict[str, str], card_by: str | None) -> str | None:
    """Under whose name the line stands: the attacker for a battle's lines, the shooter for a missile."""
    kind = ev.get("type")
    if kind in ("battle_ended", "units_destroyed", "units_converted"):
        return attackers.get(ev.get("area", ""), ev.get("winner") or ev.get("by"))
    if kind == "dice_rolled":
        return card_by
    if kind == "missile_cancelled":
        return ev.get("by")
    if kind == "eliminated":
        return ev.get("by") or ev.get("player")  # Risk names who eliminated him (V1.13)
    if kind in ("nuke_hits", "nukes_scrapped"):  # under the striker's or the conqueror's name (V2.4, V2.5, V2.8)
        return attackers.get(ev.get("area", ""), ev.get("owner"))
    if kind == "contaminated":
        return ev.get("custodian")  # the striker (V2.6, V2.7)
    if kind == "area_freed":
        return None  # at the round's start (V2.7): nobody's doing
    return ev.get("player")


def _told(ev: dict[str, Any], player: str, told: frozenset[str]) -> bool:
    kind = ev.get("type")
    if kind not in told:
        return False
    if kind == "units_destroyed":
        return ev.get("owner") == player  # his losses (a battle's result says the rest)
    if kind == "dice_rolled":
        return ev.get("purpose") == "missile"
    return True


def briefing(log: Sequence[LogEntry], start: int, player: str,
             told: frozenset[str]) -> list[tuple[str | None, list[LogEntry]]]:
    """The log entries from `start` on that tell `player` what others changed, grouped by who did it;
    `told`: the event types the ruleset's briefing tells (its words' BRIEFED)."""
    attackers: dict[str, str] = {}
    card_by: str | None = None
    groups: dict[str | None, list[LogEntry]] = {}
    for entry in log[start:]:
        ev = entry.event
        if ev.get("type") == "battle_started":
            attackers[ev.get("area", "")] = ev.get("attacker", "")
        elif ev.get("type") == "nuke_declared":
            attackers[ev.get("to", "")] = ev.get("player", "")
        elif ev.get("type") == "card_played":
            card_by = ev.get("player")
        actor = _actor(ev, attackers, card_by)
        if ev.get("type") == "battle_ended" and ev.get("winner") == actor:
            continue  # the conquest's line says it ("Beijing conquered by Ben from Anna.")
        if actor != player and _told(ev, player, told):
            groups.setdefault(actor, []).append(entry)
    return list(groups.items())


def concerns(entry: LogEntry, player: str) -> bool:
    """A line about the player's own areas or units (an area lost or held, his losses, a card against him)."""
    ev = entry.event
    return any(ev.get(k) == player for k in ("previous", "owner", "target", "from", "winner", "defender",
                                              "capital_of")) or (
        ev.get("type") == "dice_rolled" and ev.get("player") == player)


def fill_list(lst: QListWidget, lines: Sequence[LogEntry], player: str | None) -> None:
    """The briefing's lines in a journal list: the players' names as headings, what concerns the player bold."""
    lst.clear()
    for e in lines:
        item = QListWidgetItem(e.reworded())  # plain text: a name is shown as typed
        font = QFont(lst.font())
        if e.category == HEADING:  # a player's name over his lines: bold and larger
            font.setBold(True)
            font.setPixelSize(font.pixelSize() + 2 if font.pixelSize() > 0 else 16)
            item.setData(Qt.ItemDataRole.UserRole, HEADING)
        else:
            font.setBold(player is not None and concerns(e, player))
        item.setFont(font)
        lst.addItem(item)


class BriefingPanel(QGroupBox):
    """'Since your last turn' in the side panel: a heading that folds the list away (▸) or opens it (▾)."""

    foldedChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("briefing")
        self.setStyleSheet("QGroupBox#briefing { margin-top: 0px; padding-top: 2px; }")  # its heading: the toggle
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 0, 6, 2)
        lay.setSpacing(2)
        self.toggle = QToolButton()
        self.toggle.setObjectName("briefingToggle")
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)  # checked = open
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setStyleSheet(
            f"QToolButton {{ font-family: '{tokens.hand_family()}'; font-size: 16px; font-weight: bold;"
            f" color: {tokens.css(tokens.INK)}; background: transparent; border: none; padding: 1px 0; }}"
            f" QToolButton:hover {{ color: {tokens.css(tokens.TEAL)}; }}"
            f" QToolButton:focus {{ color: {tokens.css(tokens.FOCUS)}; }}")
        self.toggle.toggled.connect(self._toggled)
        lay.addWidget(self.toggle)
        self.list = widgets.JournalList(min_rows=2, max_rows=MAX_ROWS, width=300)  # then it scrolls
        self.list.setObjectName("briefingList")
        widgets.style_journal(self.list, 14)
        # no side padding on the lines: a wrapped line's height is measured without it, so a line just too
        # long for the padded width stayed one line and ended in "…"
        self.list.setStyleSheet(self.list.styleSheet() + " QListWidget::item { padding: 4px 0px; }")
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        lay.addWidget(self.list)
        self.lines: list[LogEntry] = []
        self.player: str | None = None
        self._update_toggle()
        self.hide()

    @property
    def folded(self) -> bool:
        return not self.toggle.isChecked()

    def set_folded(self, folded: bool) -> None:
        """The remembered state (no signal: nothing to store)."""
        self.toggle.blockSignals(True)
        self.toggle.setChecked(not folded)
        self.toggle.blockSignals(False)
        self._apply()

    def _toggled(self, _open: bool) -> None:
        self._apply()
        self.foldedChanged.emit(self.folded)

    def _apply(self) -> None:
        self.list.setVisible(not self.folded)
        self._update_toggle()

    def _update_toggle(self) -> None:
        self.toggle.setArrowType(Qt.ArrowType.RightArrow if self.folded else Qt.ArrowType.DownArrow)
        n = sum(1 for e in self.lines if e.category != HEADING)
        text = self.tr("Since your last turn")
        self.toggle.setText(text + (f" ({n})" if self.folded and n else ""))
        self.toggle.setToolTip(self.tr("Show what the other players did") if self.folded
                               else self.tr("Fold away"))

    def fit(self, room: int) -> None:
        """As many lines as `room` (px, the whole panel) allows, up to MAX_ROWS; with room for fewer than
        two lines it shows folded (only its heading) without changing the remembered choice."""
        if self.folded or not self.lines:
            return
        self.list.setMaximumHeight(UNLIMITED)
        self.list.doItemsLayout()  # the lines wrapped at the list's present width before measuring
        chrome = self.sizeHint().height() - self.list.sizeHint().height()
        budget = room - chrome - 6  # px for the lines (they may still re-wrap: a height, not a count)
        two = sum(max(self.list.sizeHintForRow(i), 0) for i in range(min(2, self.list.count())))
        if budget < two:
            self.set_folded(True)
            return
        self.list.setMaximumHeight(budget)
        self.list.refit()

    def show_briefing(self, player: str | None, lines: Sequence[LogEntry], folded: bool | None = None) -> None:
        """The briefing for the player on screen; hidden when there is nothing to tell."""
        self.player, self.lines = player, list(lines)
        if folded is not None:
            self.set_folded(folded)
        self.list.setMaximumHeight(UNLIMITED)
        fill_list(self.list, self.lines, player)
        self.list.refit()
        self._update_toggle()
        self.setVisible(bool(self.lines))

    def texts(self) -> list[str]:
        return [self.list.item(i).text().strip() for i in range(self.list.count())]

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            fill_list(self.list, self.lines, self.player)
            self._update_toggle()
        super().changeEvent(event)
