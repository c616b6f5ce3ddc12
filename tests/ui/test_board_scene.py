"""BoardScene: hit-testing, signals, the state the game UI drives, names and tooltips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from conquest_qt.board.geometry import default_geometry
from conquest_qt.board.topology import default_topology
from conquest_qt.ui.board_model import BoardPosition
from conquest_qt.ui.board_scene import BoardScene
from conquest_qt.ui.board_screenshot import SAMPLE_ARROWS, sample_position
from conquest_qt.ui.names import AREA_NAMES, COLOUR_NAMES, area_name, colour_name

BESIDE = {"jakarta", "madrid", "manila"}  # name/chip beside a thin shape (see tests/board)


@pytest.fixture(scope="module")
def scene(qapp) -> BoardScene:  # noqa: ANN001 - pytest-qt fixture
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


def test_click_and_hover_signals(scene: BoardScene, qtbot) -> None:  # noqa: ANN001
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
    assert items["berlin"].highlighted and items["berlin"].isVisible()
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
