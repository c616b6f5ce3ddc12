"""BoardView: wrap-around scrolling, zoom, keys, clicks through the viewport; the screenshot command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtWidgets import QApplication

from conquest_qt.ui.board.board_view import BoardView
from tests.helpers.window import shown_board_view

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def view(qtbot) -> BoardView:
    return shown_board_view(qtbot, 800, 500)


def centre_x(view: BoardView) -> float:
    return view.mapToScene(view.viewport().rect().center()).x()


def test_scrolling_west_from_the_americas_reaches_the_pacific_edge(view: BoardView) -> None:
    w = view.board.width_units
    view.zoom_on(QRectF(400, 300, 600, 400))  # North America
    view.zoom_by(1.0)
    start = centre_x(view)
    assert 0 <= start < w
    travelled = 0.0
    step = 40.0  # pixels
    seen: set[str] = set()
    for _ in range(400):
        before = centre_x(view)
        view.pan_by_pixels(-step, 0)  # the view moves west
        after = centre_x(view)
        moved = (before - after) % w
        assert abs(moved - step / view.zoom()) <= 1.0 / view.zoom(), "no jump at the seam"
        assert 0 <= after < w, "the centre always stays in the middle copy"
        travelled += moved
        area = view.board.area_at(view.mapToScene(view.viewport().rect().center()))
        seen.add(area or "")
        if travelled > start + 200:  # past the left edge: now at the Pacific on the right
            break
    assert w - 200 - step / view.zoom() - 1 < centre_x(view) <= w - 200 + 1  # now near the right edge
    assert "north_pacific" in seen


def test_scrolling_east_all_the_way_round(view: BoardView) -> None:
    w = view.board.width_units
    view.zoom_by(3.0)
    start = centre_x(view)
    view.setFocus()
    steps = 0
    total = 0.0
    while total < w and steps < 500:
        before = centre_x(view)
        view.keyPressEvent(_key(Qt.Key.Key_Right))
        total += (centre_x(view) - before) % w
        steps += 1
    assert total >= w
    assert abs(((centre_x(view) - start) % w) - (total - w)) < 1.0 / view.zoom()


def test_right_edge_item_reachable_and_clickable_in_any_copy(view: BoardView, qtbot) -> None:
    scene = view.board
    target = scene.geo.areas["north_pacific"].label  # near the right edge of the board
    view.zoom_by(2.5)
    view.centerOn(QPointF(200, 500))  # the Americas
    view.pan_by_scene(QPointF(-(200 + scene.geo.width - target[0]), 0))  # scroll west past the seam
    w = scene.geo.width
    copies = [view.mapFromScene(QPointF(target[0] + dx, target[1])) for dx in (-w, 0.0, w)]
    shown = [p for p in copies if view.viewport().rect().contains(p)]
    assert shown, "the right edge of the board is on screen, reached from the Americas"
    pos = shown[0]
    with qtbot.waitSignal(scene.areaClicked) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert blocker.args[0] == "north_pacific"


def test_drag_pans_without_clicking(view: BoardView, qtbot) -> None:
    view.zoom_by(2.0)
    clicks: list[str] = []
    view.board.areaClicked.connect(lambda a, b: clicks.append(a))
    before = centre_x(view)
    vp = view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=QPoint(400, 250))
    qtbot.mouseMove(vp, QPoint(430, 250))
    qtbot.mouseMove(vp, QPoint(500, 250))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=QPoint(500, 250))
    assert not clicks
    assert abs(((before - centre_x(view)) % view.board.width_units) - 100 / view.zoom()) <= 1.0 / view.zoom()


def test_after_a_drag_the_hover_is_what_the_pointer_is_on(view: BoardView, qtbot) -> None:
    """Hovering stops while dragging; once the button is released, the lit area is the one under
    the pointer, not the one the drag began on (seen playing at 1280x720)."""
    view.zoom_by(2.0)
    vp = view.viewport()
    start, end = QPoint(400, 250), QPoint(600, 330)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    held = view.board.hovered
    for x, y in ((430, 250), (end.x(), end.y())):  # moves with the button held, as a real drag sends them
        at = QPointF(x, y)
        QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, at, QPointF(vp.mapToGlobal(at.toPoint())),
                                               Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                                               Qt.KeyboardModifier.NoModifier))
    assert view.board.hovered == held, "no hover while dragging"
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    under = view.board.target_at(view.mapToScene(end)) or ""
    assert under != held and view.board.hovered == under


def test_zoom_keys_and_fit(view: BoardView) -> None:
    fit = view.zoom()
    assert abs(fit - view.fit_scale()) < 1e-9
    view.keyPressEvent(_key(Qt.Key.Key_Plus))
    assert view.zoom() > fit
    for _ in range(12):
        view.keyPressEvent(_key(Qt.Key.Key_Minus))
    assert abs(view.zoom() - view.min_scale()) < 1e-9, "zooming out ends at the whole board, never smaller"
    assert view.zoom() <= fit
    assert abs(view.zoom() * view.board.width_units - view.viewport().width()) < 1e-6
    view.zoom_by(4.0)
    view.keyPressEvent(_key(Qt.Key.Key_0))
    assert abs(view.zoom() - fit) < 1e-9


def _visible(view: BoardView) -> QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect()


@pytest.fixture
def sized_view(qtbot, request) -> BoardView:
    """A view of the size given by indirect parametrisation (held by the fixture until teardown,
    see the scene work-around in conftest.py)."""
    return shown_board_view(qtbot, *request.param)


SIZES = [(1920, 1080), (1280, 720), (1024, 768), (1280, 1024), (800, 900), (2400, 800)]


@pytest.mark.parametrize("sized_view", SIZES, indirect=True, ids=[f"{w}x{h}" for w, h in SIZES])
def test_fit_to_window_fills_the_pane_with_the_map(sized_view: BoardView) -> None:
    """Issue 28 item 1 (the board is the game): at fit zoom the map fills the board pane: centred, never
    cropped at the top or bottom, no band of empty sea above or below it taller than 10 % of the pane; the whole
    width of the world when the pane is wide enough for it at that height, else the sides cropped (the board
    wraps around the Pacific: the rest is one drag away)."""
    v = sized_view
    size = (v.viewport().width(), v.viewport().height())
    for _ in range(2):
        seen = _visible(v)
        h, w = v.board.height_units, v.board.width_units
        tol = 1.5 / v.zoom()  # a pixel of rounding
        assert seen.top() <= tol and seen.bottom() >= h - tol, f"the top or bottom is cropped: {seen}"
        band = (seen.height() - h) / 2 / seen.height()
        assert band <= 0.10 + 1e-6 or seen.width() >= w - tol, f"a band of {band:.0%} while the sides are cropped"
        assert abs(seen.center().x() - w / 2) <= tol and abs(seen.center().y() - h / 2) <= tol, "centred"
        # a resize while fitted fits again
        v.resize(size[1], size[0])


def _mean_lightness(img: QImage, rect: QRectF) -> float:
    from PySide6.QtGui import QColor

    vals = [QColor(img.pixel(x, y)).lightness() for x in range(int(rect.left()), int(rect.right()), 5)
            for y in range(int(rect.top()), int(rect.bottom()), 3)]
    return sum(vals) / len(vals)


@pytest.mark.parametrize("sized_view", [(836, 500), (1476, 832), (1200, 760)], indirect=True,
                         ids=["1280x720", "1920x1080", "16:10"])
def test_fit_fills_the_spare_height_with_ocean_not_dark_bands(sized_view: BoardView) -> None:
    """Issue 18 goal 1: at fit zoom in the board area of a 16:9 or 16:10 window, the room above and
    below the board is the open sea in the board's style, as light as the sea on the board."""
    v = sized_view
    v.fit_board()
    img = v.viewport().grab().toImage()
    top = v.mapFromScene(QPointF(0, 0)).y()
    assert top > 20, "the board is shorter than the board area at these sizes"
    w = img.width()
    margin = _mean_lightness(img, QRectF(0, 2, w, top - 6))
    ocean = v.mapFromScene(QPointF(*v.board.geo.areas["south_atlantic"].label))  # in view (the sides crop)
    sea = _mean_lightness(img, QRectF(ocean.x() - 60, ocean.y() + 12, 40, 30))
    assert abs(margin - sea) < 12, f"margin {margin:.0f} vs the sea on the board {sea:.0f}"


def test_zoomed_out_view_has_ocean_margins_not_bands(view: BoardView) -> None:
    """Zoomed out to the whole world, what lies above and below the board is ocean, not
    the flat table colour."""
    view.zoom_by(0.01)
    img = view.viewport().grab().toImage()
    top = view.mapFromScene(QPointF(view.board.width_units / 2, 0)).y()
    assert top > 20, "the board does not fill the height at this zoom"
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(2, top - 12, 5)}
    assert len(colours) > 10, "textured (waves on paper), not one flat colour"
    from PySide6.QtGui import QColor

    from conquest_qt.ui.board import board_style as st

    assert st.TABLE.rgb() not in colours
    mean = [sum(QColor(c).getRgb()[i] for c in colours) / len(colours) for i in range(3)]
    assert mean[2] > mean[0], "bluish like the sea, not brown like the table"


def test_wheel_zoom_keeps_the_point_under_the_cursor(view: BoardView) -> None:
    anchor = QPoint(300, 200)
    before = view.mapToScene(anchor)
    view.zoom_by(1.2 ** 3, anchor, draft=True)
    after = view.mapToScene(anchor)
    tolerance = 1.5 / view.zoom()  # whole-pixel scrolling
    assert abs(before.x() - after.x()) < tolerance and abs(before.y() - after.y()) < tolerance


def _key(key: Qt.Key):
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)


def test_screenshot_command(tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-m", "conquest_qt", "--screenshot", str(out), "--size", "640x360"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    img = QImage(str(out))
    assert (img.width(), img.height()) == (640, 360)
    colours = {img.pixel(x, y) for x in range(0, 640, 16) for y in range(0, 360, 16)}
    assert len(colours) > 50, "not a blank image"


def test_an_owner_change_repaints_only_that_land(view: BoardView, qtbot, monkeypatch) -> None:
    """Owner washes live in their own cached layer: a change must not re-render the cached
    background (seas, glow) or the line work, and only the changed land's cells of the lands."""
    from conquest_qt.ui.board.board_position import BoardPosition

    scene = view.board
    scene.set_position(BoardPosition(owners={"paris": "blue", "perth": "red"}))
    view.viewport().grab()
    calls: dict[str, list[str]] = {"base": [], "lines": [], "lands": []}
    layers = scene.layers
    monkeypatch.setattr(layers, "paint_base", lambda *a: calls["base"].append("x"))
    monkeypatch.setattr(layers, "paint_lines", lambda *a: calls["lines"].append("x"))
    paint_land = layers.paint_land
    monkeypatch.setattr(layers, "paint_land", lambda p, a: (calls["lands"].append(a), paint_land(p, a)))
    scene.set_position(BoardPosition(owners={"paris": "green", "perth": "red"}))
    view.viewport().grab()
    assert not calls["base"] and not calls["lines"]
    assert "paris" in calls["lands"] and "perth" not in calls["lands"]
    assert len(set(calls["lands"])) <= 8  # Paris and some neighbours, not the whole board
