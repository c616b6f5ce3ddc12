"""Where the main window opens: the first time inside the screen's available area (a 1280x720 screen
shows the whole window, title and status bar included); after that where the player left it (size,
position, maximised), kept in the settings and moved back onto a screen that still exists."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

DEFAULT_SIZE = QSize(1600, 960)
# room for the window manager's title bar and borders (the frame is unknown before the window is shown)
FRAME = QMargins(8, 40, 8, 8)


def fit(rect: QRect, available: QRect) -> QRect:
    """`rect` made no larger than the available area less the frame, and moved inside it."""
    room = available.marginsRemoved(FRAME)
    w, h = min(rect.width(), room.width()), min(rect.height(), room.height())
    x = min(max(rect.x(), room.x()), room.x() + room.width() - w)
    y = min(max(rect.y(), room.y()), room.y() + room.height() - h)
    return QRect(x, y, w, h)


def first_rect(available: QRect) -> QRect:
    """The default size, centred on the available area and fitted into it."""
    rect = QRect(QPoint(0, 0), DEFAULT_SIZE)
    rect.moveCenter(available.center())
    return fit(rect, available)


def screen_for(rect: QRect, screens: list[QRect]) -> QRect:
    """The available area `rect` overlaps most; the first (primary) when it is on none of them."""
    def overlap(area: QRect) -> int:
        common = area.intersected(rect)
        return common.width() * common.height() if not common.isEmpty() else 0
    best = max(screens, key=overlap)
    return best if overlap(best) > 0 else screens[0]


def _screens() -> list[QRect]:
    primary = QGuiApplication.primaryScreen()
    others = [s for s in QGuiApplication.screens() if s is not primary]
    return [s.availableGeometry() for s in ([primary] if primary is not None else []) + others]


def place(win: QWidget, settings: Any) -> None:
    """Size and place the window before it is first shown."""
    screens = _screens()
    if not screens:
        win.resize(DEFAULT_SIZE)
        return
    saved = getattr(settings, "window", None)
    if saved:
        rect = QRect(*saved)
        win.setGeometry(fit(rect, screen_for(rect, screens)))
        if getattr(settings, "window_maximized", False):
            win.setWindowState(win.windowState() | Qt.WindowState.WindowMaximized)
    else:
        win.setGeometry(first_rect(screens[0]))


def remembered(win: QWidget) -> dict[str, Any]:
    """The settings fields that bring the window back as it is now (maximised or full screen: the size it
    returns to is kept, with the maximised state)."""
    g = win.normalGeometry() if win.windowState() & (Qt.WindowState.WindowMaximized
                                                      | Qt.WindowState.WindowFullScreen) else win.geometry()
    if not g.isValid():
        g = win.geometry()
    return {"window": [g.x(), g.y(), g.width(), g.height()],
            "window_maximized": bool(win.windowState() & Qt.WindowState.WindowMaximized)}


def toggle_full_screen(win: QWidget) -> None:
    win.setWindowState(win.windowState() ^ Qt.WindowState.WindowFullScreen)
