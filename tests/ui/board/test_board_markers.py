"""Board markers keep their relation to their area at every zoom: names and unit chips stay
beside their city flag (a sea's chips beside its name) instead of drifting apart when zoomed in;
the arrows end at the chips where they are drawn."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF

from conquest_qt.ui.board.board_markers import MarkersItem, layout_scale, main_anchor, marker_point
from conquest_qt.ui.board.board_screenshot import SAMPLE_ARROWS, sample_position
from conquest_qt.ui.board.board_view import BoardView
from tests.helpers.window import shown_board_view

REF = 1920.0 / 3600.0  # pixels per board unit the anchors were laid out for
REACH_PX = 100.0  # farthest a name or chip is from its main anchor at that zoom (Caribbean chips: 97)


@pytest.fixture
def view(qtbot) -> BoardView:
    v = shown_board_view(qtbot, 1280, 800)
    v.board.set_position(sample_position())
    return v


def drawn(view: BoardView, monkeypatch) -> dict[tuple[str, str], QPointF]:
    """(area, layer) -> where the marker was painted, in viewport pixels relative to the area's
    flag (lands) or name (seas), from one full repaint of the viewport. A name placed away from its
    flag on a leader line is left out (the line ties it to its flag: test_board_labels)."""
    seen: dict[tuple[str, str], QPointF] = {}
    real = MarkersItem.draw_marker

    def record(self, p, layer, area_id, grow):
        seen[(area_id, layer)] = p.worldTransform().map(QPointF(0, 0))
        return real(self, p, layer, area_id, grow)

    monkeypatch.setattr(MarkersItem, "draw_marker", record)
    for item in view.board.items():
        item.update()
    view.viewport().grab()
    monkeypatch.setattr(MarkersItem, "draw_marker", real)
    away = set(view.board.marker_items()[1].state.leaders)
    out = {}
    geo = view.board.geo
    for (area_id, layer), pos in seen.items():
        main = "flag" if geo.areas[area_id].kind == "land" else "label"
        if layer != main and (area_id, main) in seen and not (layer == "label" and area_id in away):
            out[(area_id, layer)] = pos - seen[(area_id, main)]
    return out


@pytest.mark.parametrize("centre", [(1850.0, 480.0), (3000.0, 600.0), (2950.0, 870.0)],
                         ids=["europe", "east_asia", "south_east_asia"])
def test_names_and_chips_stay_by_their_flag_at_1x_and_4x(view: BoardView, monkeypatch, centre) -> None:
    view.centerOn(QPointF(*centre))
    view.zoom_by(1.0)
    at1 = drawn(view, monkeypatch)
    view.zoom_by(4.0, view.mapFromScene(QPointF(*centre)))
    at4 = drawn(view, monkeypatch)
    grow4, _ = layout_scale(view.zoom(), view.board.width_units)
    assert grow4 > 1.2
    common = set(at1) & set(at4)
    assert len(common) >= 6, "several areas' markers on screen at both zooms"
    for key in common:
        d1, d4 = at1[key], at4[key]
        # a sea's name is large now (and kept whole inside its copy at the seam): its chips may sit
        # a little farther from where the name is drawn
        extra = 40.0 if view.board.geo.areas[key[0]].kind == "sea" else 0.0
        assert math.hypot(d1.x(), d1.y()) <= REACH_PX * max(1.0, layout_scale(view.fit_scale(), 3600)[0]) + extra, key
        assert math.hypot(d4.x(), d4.y()) <= REACH_PX * grow4, f"{key} drifted away from its flag at 4x"
        if key[1] == "label":  # a name may take another place by its flag to stay clear (board_labels.py)
            continue
        # the same layout, only magnified as the markers are: no drift in direction either
        geo = view.board.geo.areas[key[0]]
        mx, my = main_anchor(geo)
        x, y = getattr(geo, key[1])
        want = QPointF(x - mx, y - my) * (REF * grow4)
        if geo.kind == "sea":  # its name may have moved off its anchor to keep clear: the chips stay by the anchor
            s = view.zoom()
            name = view.board.marker_items()[1].labels(s)[key[0]]
            assert name is not None
            want -= (name - marker_point(geo, "label", s, view.board.width_units)) * s
        assert abs(d4.x() - want.x()) < 1.5 and abs(d4.y() - want.y()) < 1.5, key


def test_markers_follow_the_map_up_to_the_reference_zoom(view: BoardView) -> None:
    """At and below the zoom the anchors were laid out for, each marker sits at its own anchor."""
    scene = view.board
    scene.set_pixel_scale(REF)
    for area_id, shape in scene.geo.areas.items():
        for layer in ("flag", "label", "units"):
            pos = scene.marker_pos(area_id, layer)
            assert (pos.x(), pos.y()) == pytest.approx(getattr(shape, layer)), (area_id, layer)
    scene.set_pixel_scale(REF * 6)
    for area_id, shape in scene.geo.areas.items():
        main = QPointF(*main_anchor(shape))
        for layer in ("label", "units"):
            d = scene.marker_pos(area_id, layer) - main
            assert math.hypot(d.x(), d.y()) * REF * 6 <= REACH_PX * 1.7 + 1e-6, (area_id, layer)


def test_arrows_end_at_the_chips_where_they_are_drawn(view: BoardView) -> None:
    scene = view.board
    scene.show_arrows(SAMPLE_ARROWS[:1])  # paris -> berlin
    view.zoom_on(QRectF(1600, 300, 400, 300))
    arrows = [item for *_, item in scene._arrows]
    middle = [a for a in arrows if 0 <= a._a.x() < scene.width_units]
    assert len(middle) == 1
    assert middle[0]._a == scene.marker_pos("paris", "units")
    assert middle[0]._b == scene.marker_pos("berlin", "units")
    assert scene.marker_pos("paris", "units") != QPointF(*scene.geo.areas["paris"].units), "zoomed in: moved"


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_sea_names_stay_whole_inside_their_copy_of_the_board(qtbot, size: tuple[int, int]) -> None:
    """The Pacific's names sit next to the seam: drawn across it, a fitted view would show them cut
    in two at its two edges ("NORTH PACIF" ... "IC")."""
    from tests.helpers.window import shown_board_view

    v = shown_board_view(qtbot, *size)
    s, w = v.zoom(), v.board.width_units
    item = v.board.marker_items()[0]
    seas = [(area, anchor) for layer, area, anchor in item._near(item.boundingRect(), s)
            if layer == "label" and item.geo.areas[area].kind == "sea"]
    assert {"north_pacific", "south_pacific"} <= {a for a, _ in seas}
    for area, anchor in seas:
        bounds = item.spec("label", area)[1]
        from conquest_qt.ui.board.board_markers import sea_label_grow

        half = bounds.width() / 2 * sea_label_grow(s, w) / s
        assert half <= anchor.x() <= w - half, area
