"""BoardScene: hit-testing, signals, the state the game UI drives, names and tooltips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from conquest_qt.board.geometry import default_geometry
from conquest_qt.board.topology import default_topology
from conquest_qt.ui.board.board_position import BoardPosition
from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.board.board_screenshot import SAMPLE_ARROWS, sample_position
from conquest_qt.ui.text.names import AREA_NAMES, COLOUR_NAMES, area_name, colour_name

BESIDE = {"jakarta", "madrid", "manila"}  # name/chip beside a thin shape (see tests/board)


@pytest.fixture(scope="module")
def scene(qapp) -> BoardScene:  # pytest-qt fixture
    return BoardScene()


@pytest.mark.parametrize("area_id", sorted(default_geometry().areas))
def test_hit_test_at_the_anchors(scene: BoardScene, area_id: str) -> None:
    shape = scene.geo.areas[area_id]
    points = [shape.flag] if shape.kind == "land" else [shape.label, shape.units]
    if area_id not in BESIDE:
        points.append(shape.label)
    w = scene.geo.width
    for x, y in points:
        for dx in (-w, 0.0, w):  # every copy of the board answers alike
            assert scene.area_at(QPointF(x + dx, y)) == area_id


def test_islands_have_a_click_margin(scene: BoardScene) -> None:
    for island in ("london", "tokyo", "manila"):
        x, y = scene.geo.areas[island].flag
        item = scene._areas[island][1]
        while item.path().contains(QPointF(x, y)):  # walk east from the city to the coast
            x += 0.5
        assert scene.area_at(QPointF(x + 4.0, y)) == island, "just off the coast"
        assert scene.area_at(QPointF(x + 40.0, y)) != island, "well out at sea"


def test_click_and_hover_signals(scene: BoardScene, qtbot) -> None:
    paris = QPointF(*scene.geo.areas["paris"].flag)
    with qtbot.waitSignal(scene.areaClicked) as blocker:
        scene.click_at(paris, Qt.MouseButton.RightButton)
    assert blocker.args == ["paris", int(Qt.MouseButton.RightButton.value)]
    with qtbot.waitSignal(scene.areaHovered) as blocker:
        scene.hover_at(paris)
    assert blocker.args == ["paris"]
    with qtbot.waitSignal(scene.areaHovered) as blocker:
        scene.hover_at(None)
    assert blocker.args == [""]


def test_driving_the_board(scene: BoardScene) -> None:
    scene.set_position(sample_position())
    assert scene.layers.owners["paris"].fill.isValid()
    assert scene.marks.chips["north_atlantic"]  # submarines at sea
    assert scene.marks.flags["rome"] is None  # neutral: no flag
    scene.set_selected("paris")
    scene.set_highlights(["berlin", "north_atlantic"])
    items = {i.area_id: i for i in scene._areas["berlin"] + scene._areas["paris"]}
    assert items["berlin"].highlighted and not scene.dimmed("berlin")
    assert items["paris"].selected
    scene.set_highlights([])
    scene.set_selected(None)
    assert not any(i.isVisible() for its in scene._areas.values() for i in its)
    scene.show_arrows(SAMPLE_ARROWS)
    assert len(scene._arrows) == 3 * len(SAMPLE_ARROWS)
    scene.clear_arrows()
    assert not scene._arrows
    before = scene.layers.owners["paris"]
    scene.set_colour_blind(True)
    assert scene.layers.owners["paris"] != before
    assert scene.layers.owners["paris"].pattern != Qt.BrushStyle.NoBrush
    scene.set_colour_blind(False)
    scene.set_position(BoardPosition())
    assert not any(scene.marks.chips.values())


def test_tooltip_names_area_owner_units_and_seas(scene: BoardScene) -> None:
    scene.set_position(sample_position())
    text = scene.tooltip_at(QPointF(*scene.geo.areas["madrid"].flag))
    assert "Madrid" in text and "Blue" in text and "Mediterranean" in text and "North Atlantic" in text
    assert "tanks" in text
    scene.set_position(BoardPosition())


def test_names_tables() -> None:
    topo = default_topology()
    assert set(AREA_NAMES) == set(topo.lands) | set(topo.seas)
    for area_id in AREA_NAMES:
        assert area_name(area_id) == topo.names[area_id]["en"]
    assert set(COLOUR_NAMES) >= {"red", "black", "blue", "green", "yellow", "white", "neutral"}
    assert colour_name("white") == "White"


def _render(scene: BoardScene, rect: QRectF, px: int = 120) -> QImage:
    img = QImage(px, px, QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, px, px), rect)
    p.end()
    return img


def _difference(a: QImage, b: QImage) -> float:
    """Mean difference of the grey values, 0..255."""
    total = n = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            total += abs(a.pixelColor(x, y).lightness() - b.pixelColor(x, y).lightness())
            n += 1
    return total / n


def test_what_the_step_does_not_accept_is_dimmed(scene: BoardScene) -> None:
    """Issue 18 goal 5: no outlines on the accepted areas; the rest of the board fades instead."""
    scene.set_highlights(["berlin", "north_atlantic"])
    try:
        assert scene.dimmed("paris") and not scene.dimmed("berlin") and not scene.dimmed("north_atlantic")
        dim = scene._dims[1]
        assert dim.isVisible()
        assert dim._path.contains(QPointF(*scene.geo.areas["paris"].flag))
        assert not dim._path.contains(QPointF(*scene.geo.areas["berlin"].flag))
        assert not dim._path.contains(QPointF(*scene.geo.areas["north_atlantic"].label))
        assert dim._path.contains(QPointF(*scene.geo.areas["mediterranean"].label))
        assert not scene._areas["berlin"][1].isVisible()  # no outline of its own
    finally:
        scene.set_highlights([])
    assert not any(d.isVisible() for d in scene._dims)


def test_hover_is_clearly_visible(scene: BoardScene) -> None:
    """Issue 12 item 17: hovering an area changes its picture plainly (it was a faint wash)."""
    x, y = scene.geo.areas["moscow"].flag
    rect = QRectF(x - 60, y - 60, 120, 120)
    before = _render(scene, rect)
    scene.hover_at(QPointF(x, y))
    try:
        assert scene.hovered == "moscow"
        assert _difference(before, _render(scene, rect)) > 16  # the faint wash of before: 12.7
    finally:
        scene.hover_at(None)


FIT_1280 = 836 / 3600  # pixels per board unit at fit zoom in a 1280x720 window


@pytest.mark.parametrize("land", ["rome", "tokyo", "jakarta"])
def test_a_near_miss_of_an_accepted_land_selects_it(scene: BoardScene, qtbot, land: str) -> None:
    """Issue 12 item 17: at fit zoom a click a few pixels off Italy, Japan or Indonesia (in the
    sea) selects the land when the current step accepts it, and never otherwise."""
    scene.set_pixel_scale(FIT_1280)
    x, y = scene.geo.areas[land].flag
    item = scene._areas[land][1]
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):  # the nearest coast from the city
        n = 0
        while item.hit(QPointF(x + dx * n, y + dy * n)):
            n += 0.5
        miss = QPointF(x + dx * (n + 4 / FIT_1280), y + dy * (n + 4 / FIT_1280))  # 4 px out to sea
        if scene.area_at(miss) != land and scene.geo.areas.get(scene.area_at(miss) or "", None) is not None \
                and scene.geo.areas[scene.area_at(miss)].kind == "sea":
            break
    else:
        pytest.skip("no sea within reach")
    sea = scene.area_at(miss)
    assert scene.click_at(miss, Qt.MouseButton.LeftButton) == sea  # nothing accepted: the sea
    scene.set_highlights([land, "madrid"])
    try:
        with qtbot.waitSignal(scene.areaClicked) as blocker:
            assert scene.click_at(miss, Qt.MouseButton.LeftButton) == land
        assert blocker.args[0] == land
        assert scene.hover_at(miss) == land  # hover shows what the click will take
        far = QPointF(*scene.geo.areas[sea].label)
        assert scene.click_at(far, Qt.MouseButton.LeftButton) == sea  # well out at sea
        scene.set_highlights([land, sea])
        assert scene.click_at(miss, Qt.MouseButton.LeftButton) == sea  # the sea itself is accepted
    finally:
        scene.hover_at(None)
        scene.set_highlights([])
        scene.set_pixel_scale(1.0)
