"""Choosing areas by keyboard, through exactly the same path as a board click.

Tab / Shift+Tab (while the board or the window itself has focus) step through the areas the current
step lets the human choose — the ones the turn controller highlights, and in production every own area
and bordering sea — centring the view on each and marking it with a dashed outline this module owns.
Space or Enter act as a left click on the marked area, Delete / Backspace as a right click: both emit
the board scene's own `areaClicked(area, button)`, so legality, hints and highlights stay those of a
click. "Go to area…" (Ctrl+G) finds an area or sea by its translated name and clicks it. F6 / Ctrl+Tab
leave the board for the side panel (conquest_qt/ui/window/pane_focus.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPointF, QStringListModel, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QApplication,
    QCompleter,
    QDialog,
    QGraphicsItem,
    QGraphicsPathItem,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.names import AREA_NAMES, area_name
from conquest_qt.ui.text.textutil import arg

if TYPE_CHECKING:
    from conquest_qt.ui.window.window_api import AreaKeysHost

LEFT, RIGHT = 1, 2
BOARD_STEPS = ("claim", "build", "movement", "battle_choice", "choose_home", "turn")  # answered on the board
MARK_Z = 900.0
FALLBACK_RING = 40.0  # radius of the mark on the stand-in board (its areas are circles of r 30/34)


def area_ids() -> list[str]:
    return list(AREA_NAMES)


class AreaKeys(QObject):
    """The keyboard focus on the board: which area is marked, and what the keys do with it."""

    focused = Signal(str)  # area id, or "" when the mark is gone

    def __init__(self, win: AreaKeysHost) -> None:
        super().__init__(win)
        self.win = win
        self.area: str | None = None
        self._marks: list[QGraphicsItem] = []
        self._ctrl: Any = None
        self.goto_dialog: GoToAreaDialog | None = None
        win.view.installEventFilter(self)
        win.installEventFilter(self)

    # --- the controller of the current game -----------------------------------------------------
    def bind(self, ctrl: Any) -> None:
        """Follow a new TurnController (a new game): the mark goes when the step has no board choice."""
        self.clear()
        self._ctrl = ctrl
        if ctrl is not None:
            ctrl.changed.connect(self._sync)

    @staticmethod
    def on_board(kind: str) -> bool:
        """Is a decision of this kind answered on the board (the keys go to the board when it opens)?"""
        return kind in BOARD_STEPS

    def _step(self) -> str | None:
        ctrl = self.win.ctrl
        if ctrl is None or not self.win._live():
            return None
        return ctrl.kind if ctrl.kind in BOARD_STEPS else None

    def candidates(self) -> list[str]:
        """The areas Tab visits now, west to east: what a click may choose in the current step."""
        step, ctrl = self._step(), self.win.ctrl
        if step is None or ctrl is None:
            return []
        targets = getattr(ctrl.work, "targets", None)  # the working data's (Conquest's build: areas and seas)
        # else what is highlighted (claim: free areas; movement: origins, then destinations)
        ids = set(targets()) if targets is not None else set(ctrl.highlights())
        return sorted(ids, key=self._order)

    def _order(self, area: str) -> tuple[float, float, str]:
        p = self.point(area)
        return (p.x(), p.y(), area) if p is not None else (float("inf"), 0.0, area)

    def _sync(self) -> None:
        """After every change of plan, selection or decision: keep the mark only where Tab would go."""
        if self.area is not None and self.area not in self.candidates():
            self.clear()

    # --- moving the mark ---------------------------------------------------------------------------
    def active(self) -> bool:
        return self.area is not None and self._step() is not None

    def step(self, forward: bool = True) -> bool:
        """Tab / Shift+Tab: the next (previous) area to choose; False when the step has none."""
        cands = self.candidates()
        if not cands:
            return False
        if self.area in cands:
            i = (cands.index(self.area) + (1 if forward else -1)) % len(cands)
        else:
            i = 0 if forward else len(cands) - 1
        self.focus(cands[i])
        return True

    def focus(self, area: str, announce: bool = True) -> None:
        self.area = area
        self._draw(area)
        p = self.point(area)
        if p is not None:
            self.win.view.centerOn(p)
        if announce:
            self.win.statusBar().showMessage(self.focus_text(area))
        self.focused.emit(area)

    def focus_text(self, area: str) -> str:
        if self._step() == "build":
            text = self.tr("%1 — Space or Enter places a unit, Delete removes one; Tab: next area; "
                           "F6: side panel.")
        else:
            text = self.tr("%1 — Space or Enter chooses it; Tab: next area; F6: side panel.")
        return arg(text, area_name(area))

    def clear(self) -> None:
        for item in self._marks:
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
        self._marks.clear()
        if self.area is not None:
            self.area = None
            self.focused.emit("")

    def activate(self, button: int = LEFT) -> bool:
        """Space / Enter (left) or Delete (right) on the marked area: the board's own click signal."""
        if self.area is None or self.win.ctrl is None:
            return False
        self.win.scene.areaClicked.emit(self.area, button)
        return True

    def choose(self, area: str) -> None:
        """Go to area…: mark it, centre on it and click it."""
        self.focus(area, announce=False)
        self.activate(LEFT)

    # --- where areas are ---------------------------------------------------------------------------
    def point(self, area: str) -> QPointF | None:
        scene = self.win.scene
        geo = getattr(scene, "geo", None)
        if geo is not None and area in geo.areas:
            return QPointF(*geo.areas[area].units)
        centre = getattr(scene, "centres", {}).get(area)
        return QPointF(centre) if centre is not None else None

    def _outline(self, area: str) -> list[QPainterPath]:
        """The area's outline in every copy of the board (the real board lies thrice side by side)."""
        scene = self.win.scene
        geo = getattr(scene, "geo", None)
        if geo is not None and area in geo.areas:
            path = QPainterPath()
            for polygon in geo.areas[area].polygons:
                for ring in polygon:
                    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
                    path.closeSubpath()
            return [path.translated(dx, 0) for dx in getattr(scene, "offsets", [0.0])]
        p = self.point(area)
        if p is None:
            return []
        path = QPainterPath()
        path.addEllipse(p, FALLBACK_RING, FALLBACK_RING)
        return [path]

    def _draw(self, area: str) -> None:
        for item in self._marks:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._marks.clear()
        scene = self.win.scene
        for path in self._outline(area):
            for colour, width, style, z in ((QColor("#1b1b1b"), 6.0, Qt.PenStyle.SolidLine, MARK_Z),
                                            (QColor("#ffffff"), 3.0, Qt.PenStyle.DashLine, MARK_Z + 1)):
                pen = QPen(colour, width, style)
                pen.setCosmetic(True)  # the same thickness at every zoom
                item = QGraphicsPathItem(path)
                item.setPen(pen)
                item.setZValue(z)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the board as before
                item.setAcceptHoverEvents(False)
                scene.addItem(item)
                self._marks.append(item)

    # --- keys --------------------------------------------------------------------------------------
    def _board_keys(self, obj: QObject) -> bool:
        """Keys belong to the board when they come to the view, or to the window with nothing focused."""
        if obj is self.win.view:
            return True
        return obj is self.win and QApplication.focusWidget() in (None, self.win, self.win.view)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # Qt's name
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent) or not self._board_keys(obj):
            return False
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        key = event.key()
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                   | Qt.KeyboardModifier.MetaModifier):
            return False
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if key == Qt.Key.Key_Backtab or (key == Qt.Key.Key_Tab and shift):
            return self.step(False)
        if key == Qt.Key.Key_Tab:
            return self.step(True)
        if key == Qt.Key.Key_Space:
            return self.activate(LEFT)
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            return self.activate(RIGHT)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # only when the window's shortcut did not take it
            self.win.primary()
            return True
        return False

    # --- go to area ----------------------------------------------------------------------------------
    def open_goto(self) -> GoToAreaDialog:
        if self.goto_dialog is None:
            self.goto_dialog = GoToAreaDialog(self.win)
            self.goto_dialog.chosen.connect(self.choose)
        self.goto_dialog.reset()
        self.goto_dialog.open()
        return self.goto_dialog


class GoToAreaDialog(QDialog):
    """A small popup: type an area's or sea's name (completed from the current language's names)."""

    chosen = Signal(str)  # area id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("goto_area")
        lay = QVBoxLayout(self)
        self.label = QLabel()
        self.edit = QLineEdit()
        self.edit.setObjectName("goto_name")
        self.label.setBuddy(self.edit)
        self.message = user_text.plain(QLabel())  # repeats what was typed
        self.message.setObjectName("goto_message")
        self.message.setWordWrap(True)
        lay.addWidget(self.label)
        lay.addWidget(self.edit)
        lay.addWidget(self.message)
        self.completer = QCompleter(self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.completer.activated.connect(self.pick)
        self.edit.setCompleter(self.completer)
        self.edit.returnPressed.connect(lambda: self.pick(self.edit.text()))
        self._done = False
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Go to area"))
        self.label.setText(self.tr("&Area or sea:"))
        self.edit.setPlaceholderText(self.tr("Type a name…"))
        names = sorted((area_name(a) for a in area_ids()), key=str.casefold)
        self.completer.setModel(QStringListModel(names, self.completer))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def reset(self) -> None:
        self._done = False
        self.retranslate()  # names in the language of the moment
        self.edit.clear()
        self.message.clear()
        self.edit.setFocus()

    @staticmethod
    def lookup(text: str) -> str | None:
        """The area id for a typed name: an exact name (translated or English), else the only match."""
        want = text.strip().casefold()
        if not want:
            return None
        names = {a: (area_name(a).casefold(), AREA_NAMES[a].casefold()) for a in area_ids()}
        exact = [a for a, ns in names.items() if want in ns]
        if exact:
            return exact[0]
        starts = [a for a, ns in names.items() if any(n.startswith(want) for n in ns)]
        if len(starts) == 1:
            return starts[0]
        contains = [a for a, ns in names.items() if any(want in n for n in ns)]
        return contains[0] if len(contains) == 1 else None

    def pick(self, text: str) -> None:
        if self._done:
            return
        area = self.lookup(text)
        if area is None:
            if text.strip():
                msg = self.tr("“%1” does not name exactly one area or sea.")
            else:
                msg = self.tr("Type a name first.")
            self.message.setText(arg(msg, text.strip()))
            return
        self._done = True
        self.accept()
        self.chosen.emit(area)

