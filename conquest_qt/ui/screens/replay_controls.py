"""The replay window's controls (issue 16, item 1): step buttons, the slider over the whole game, play and
pause at 1×–8×, and the keys (←/→ decision, Shift+←/→ turn, PgUp/PgDn round, Home/End, Space)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.ui.game.replay_model import ReplayModel
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import style_sheets

SPEEDS = (1, 2, 4, 8)  # play speeds: decisions per BASE_MS
BASE_MS = 700  # one decision at 1×



class JumpSlider(QSlider):
    """A slider whose track jumps where it is clicked (issue 28 item 8: a click moved one page, 2.5 % of a game)
    and then follows the held button; the handle drags as usual."""

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt's name
        if event.button() == Qt.MouseButton.LeftButton and not self._on_handle(event.position().toPoint()):
            self.setValue(self._value_at(event.position().toPoint()))
            self.setSliderDown(True)  # then a move drags from here, as from the handle
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # Qt's name
        if self.isSliderDown() and not self._dragging_handle:
            self.setValue(self._value_at(event.position().toPoint()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # Qt's name
        if self.isSliderDown() and not self._dragging_handle:
            self.setSliderDown(False)
            event.accept()
            return
        self._dragging_handle = False
        super().mouseReleaseEvent(event)

    _dragging_handle = False

    def _option(self) -> QStyleOptionSlider:
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        return opt

    def _on_handle(self, pos: QPoint) -> bool:
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, self._option(),
                                             QStyle.SubControl.SC_SliderHandle, self)
        self._dragging_handle = handle.contains(pos)
        return self._dragging_handle

    def _value_at(self, pos: QPoint) -> int:
        opt = self._option()
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        x = pos.x() - groove.left() - handle.width() // 2
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), x, max(1, span), opt.upsideDown)

class ReplayControls(QWidget):
    def __init__(self, model: ReplayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 4, 10, 6)
        lay.setSpacing(4)
        self.slider = JumpSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, model.last)
        self.slider.setPageStep(max(1, model.last // 40))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its keys are the window's
        self.slider.valueChanged.connect(model.seek)
        lay.addWidget(self.slider)
        row = QHBoxLayout()
        row.setSpacing(6)
        self.buttons: dict[str, QPushButton] = {}
        for key, slot in (("start", lambda: model.seek(0)), ("round_back", model.previous_round),
                          ("turn_back", model.previous_turn), ("back", lambda: model.step(-1)),
                          ("play", self.toggle_play), ("forward", lambda: model.step(1)),
                          ("turn_forward", model.next_turn), ("round_forward", model.next_round),
                          ("end", lambda: model.seek(model.last))):
            b = QPushButton()
            b.setObjectName("replay_" + key)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            row.addWidget(b)
            self.buttons[key] = b
        style_sheets.mark(self.buttons["play"], "primary")
        self.speed = QComboBox()
        self.speed.setObjectName("replaySpeed")
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for n in SPEEDS:
            self.speed.addItem(arg("%1×", n), n)
        self.speed.currentIndexChanged.connect(self._set_interval)
        row.addSpacing(8)
        row.addWidget(self.speed)
        row.addStretch(1)
        self.play_on = QPushButton()
        self.play_on.setObjectName("replay_play_on")
        self.play_on.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.addWidget(self.play_on)
        lay.addLayout(row)
        shift = Qt.KeyboardModifier.ShiftModifier
        self.keys: dict[tuple[int, bool], Callable[[], None]] = {  # (key, with Shift) -> what it does
            (Qt.Key.Key_Left, False): lambda: model.step(-1), (Qt.Key.Key_Right, False): lambda: model.step(1),
            (Qt.Key.Key_Left, True): model.previous_turn, (Qt.Key.Key_Right, True): model.next_turn,
            (Qt.Key.Key_PageUp, False): model.previous_round, (Qt.Key.Key_PageDown, False): model.next_round,
            (Qt.Key.Key_Home, False): lambda: model.seek(0), (Qt.Key.Key_End, False): lambda: model.seek(model.last),
            (Qt.Key.Key_Space, False): self.toggle_play,
        }
        self._shift = shift
        model.moved.connect(self.sync)
        self._set_interval()
        self.retranslate()
        self.sync()

    def retranslate(self) -> None:
        texts = {
            "start": ("|«", self.tr("To the start (Home)")),
            "round_back": ("««", self.tr("Round back (Page Up)")),
            "turn_back": ("‹‹", self.tr("Turn back (Shift+Left)")),
            "back": ("‹", self.tr("Decision back (Left)")),
            "forward": ("›", self.tr("Decision forward (Right)")),
            "turn_forward": ("››", self.tr("Turn forward (Shift+Right)")),
            "round_forward": ("»»", self.tr("Round forward (Page Down)")),
            "end": ("»|", self.tr("To the end (End)")),
        }
        for key, (symbol, tip) in texts.items():
            self.buttons[key].setText(symbol)
            self.buttons[key].setToolTip(tip)
        self.speed.setToolTip(self.tr("Play speed"))
        self.play_on.setText(self.tr("Play on from here…"))
        self.play_on.setToolTip(self.tr("Start a new game from the position shown (a new save; this file stays "
                                  "as it is)"))
        self._sync_play()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def handle_key(self, event: QKeyEvent) -> bool:
        """The window's keys (its keyPressEvent asks here first): True when the key was one of them."""
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, self._shift):
            return False
        act = self.keys.get((event.key(), mods == self._shift))
        if act is None:
            return False
        act()
        return True

    # --- playing --------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def toggle_play(self) -> None:
        if self.playing:
            self.timer.stop()
        else:
            if self.model.position >= self.model.last:
                self.model.seek(0)  # played to the end: Play starts again
            self.timer.start()
        self._sync_play()

    def pause(self) -> None:
        self.timer.stop()
        self._sync_play()

    def _tick(self) -> None:
        self.model.step(1)
        if self.model.position >= self.model.last:
            self.pause()

    def _set_interval(self) -> None:
        self.timer.setInterval(BASE_MS // int(self.speed.currentData() or 1))

    def _sync_play(self) -> None:
        b = self.buttons["play"]
        b.setText(self.tr("Pause") if self.playing else self.tr("▶ Play"))
        b.setToolTip(self.tr("Play or pause (Space)"))

    def sync(self, *_: object) -> None:
        """Slider and buttons to the shown position."""
        m = self.model
        self.slider.blockSignals(True)
        self.slider.setValue(m.position)
        self.slider.blockSignals(False)
        for key in ("start", "round_back", "turn_back", "back"):
            self.buttons[key].setEnabled(m.position > 0)
        for key in ("forward", "turn_forward", "round_forward", "end"):
            self.buttons[key].setEnabled(m.position < m.last)
