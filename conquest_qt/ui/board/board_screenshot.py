"""Render the board with a sample position to a PNG (`conquest --screenshot PATH --size WxH`)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

from conquest_qt.ui.board.board_position import BoardPosition

_OWNERS = {
    "red": ["anchorage", "coppermine", "victoria", "los_angeles", "tokyo", "manila"],
    "black": ["moscow", "novosibirsk", "vladivostok", "stockholm", "berlin"],
    "blue": ["montreal", "chicago", "new_york", "london", "madrid", "paris"],
    "green": ["bogota", "lima", "rio_de_janeiro", "buenos_aires", "mexico_city", "lagos"],
    "yellow": ["cairo", "algiers", "tehran", "bombay", "beijing", "nairobi"],
    "white": ["perth", "sydney", "jakarta", "bangkok", "johannesburg", "kinshasa"],
}


def sample_position() -> BoardPosition:
    owners: dict[str, str | None] = {a: c for c, areas in _OWNERS.items() for a in areas}
    owners["rome"] = "neutral"
    units: dict[str, dict[str, dict[str, int]]] = {}
    for colour, areas in _OWNERS.items():
        for i, area in enumerate(areas):
            units[area] = {colour: {k: n for k, n in (("land", 1 + (i * 3) % 5), ("air", i % 3)) if n}}
    units["berlin"]["blue"] = {"land": 2, "air": 1}  # a contested area
    units["rome"] = {"neutral": {"land": 1}}
    subs = {"north_atlantic": {"blue": 3, "black": 1}, "north_pacific": {"red": 2},
            "indian_ocean": {"white": 2}, "mediterranean": {"yellow": 1}, "south_atlantic": {"green": 1}}
    for sea, by in subs.items():
        units[sea] = {colour: {"sub": n} for colour, n in by.items()}
    return BoardPosition(owners=owners, units=units)


_APP: QApplication | None = None

SAMPLE_ARROWS = [("paris", "berlin", "attack", 3), ("london", "north_atlantic", "sea", 0),
                 ("los_angeles", "vladivostok", "air", 2), ("cairo", "tehran", "move", 4)]


def make_board(width: int, height: int):  # returns (scene, view)
    from conquest_qt.ui.board.board_scene import BoardScene
    from conquest_qt.ui.board.board_view import BoardView

    scene = BoardScene()
    view = BoardView(scene)
    view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    view.resize(width, height)
    view.show()
    view.fit_board()
    return scene, view


def render_board_png(path: str | Path, width: int = 1920, height: int = 1080,
                     zoom: QRectF | None = None) -> None:
    """Render the sample position at width x height pixels (optionally zoomed on a board rect)."""
    global _APP
    app = QApplication.instance()
    if app is None:
        app = _APP = QApplication(sys.argv[:1])  # kept alive for the rest of the process
    scene, view = make_board(width, height)
    scene.set_position(sample_position())
    scene.set_selected("paris")
    scene.set_highlights(["berlin", "rome", "madrid", "north_atlantic", "mediterranean"])
    scene.show_arrows(SAMPLE_ARROWS)
    if zoom is not None:
        view.zoom_on(zoom)
    app.processEvents()
    view.tiles.flush_lands()
    image = view.viewport().grab().toImage()
    if image.width() != width or image.height() != height:
        image = image.scaled(width, height)
    if not image.save(str(path)):
        raise OSError(f"could not write {path}")
    view.close()
    view.deleteLater()
    scene.deleteLater()
    app.processEvents()
