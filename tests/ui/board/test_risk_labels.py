"""Issue 18 goal 3 for Risk's markers (VARIANTS.md V1.2): each continent's slip ("Europe +5") is placed by
the board's label layout (board_labels.py), so at three zooms (fit, 1.6x, 3x) of a 1280x720 window, in
English, Dutch and German, no slip overlaps a name, a chip, a flag, a leader line or another slip, and
every slip is shown, over its continent or a sea beside it."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from conquest_qt.engine.view import player_view
from conquest_qt.ui.board.board_host import position_from
from conquest_qt.ui.board.board_position import BoardPosition
from conquest_qt.ui.board.board_view import BoardView
from conquest_qt.ui.rulesets.risk.markers import RiskMarkers
from conquest_qt.ui.text import i18n
from tests.helpers.image import pixels
from tests.helpers.labels import fixed_boxes, leader_dots, touches
from tests.helpers.risk import front, logged_position
from tests.helpers.window import shown_board_view

BOARD_1280 = (748, 500)  # the board's part of a 1280x720 window (tools/board_glance_shots.py)


@pytest.fixture
def risk_view(qtbot) -> Iterator[tuple[BoardView, RiskMarkers]]:
    """A Risk position on a 1280x720 window's board: every land held, with its armies' chips."""
    v = shown_board_view(qtbot, *BOARD_1280)
    public = player_view(logged_position(front()).game, None).public
    v.board.set_position(position_from(public))
    markers = RiskMarkers(v.board)
    markers.show(public)
    yield v, markers
    markers.remove()


def _slip_boxes(view: BoardView, markers: RiskMarkers) -> dict[str, QRectF]:
    """Each continent's slip as drawn in the middle copy (pixels, scene x * zoom)."""
    s = view.zoom()
    out = {}
    for cid, items in markers.labels.items():
        label = items[view.board.offsets.index(0.0)]
        out[cid] = label.boundingRect().translated(label.scenePos() * s)
    return out


def _slip_overlaps(view: BoardView, markers: RiskMarkers) -> list[tuple[str, str]]:
    item = view.board.marker_items()[1]
    s = view.zoom()
    period = view.board.width_units * s
    slips = _slip_boxes(view, markers)
    names = {a: b for a in item.geo.areas if (b := item.label_box(a, s)) is not None}
    fixed = fixed_boxes(item, s)
    lines = leader_dots(item, s)
    bad = []
    for cid, box in slips.items():
        bad += [(cid, a) for a, name in names.items() if touches(box, name, period)]
        bad += [(cid, "chip or flag") for f in fixed if touches(box, f, period)]
        bad += [(cid, a + "'s line") for a, dots in lines.items()
                if any(box.translated(k, 0).contains(d) for d in dots for k in (-period, 0, period))]
        bad += [(cid, other) for other, b in slips.items() if other > cid and touches(box, b, period)]
    return bad


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_v1_2_continent_slips_clear_of_names_chips_flags_and_each_other_at_three_zooms(
        risk_view: tuple[BoardView, RiskMarkers], lang: str) -> None:
    view, markers = risk_view
    app = QApplication.instance()
    i18n.install_language(app, lang)
    try:
        view.board.retranslate()
        markers.retranslate()
        for zoom in (0.01, 1.0, 1.6, 3.0):  # the whole world, fit, and zoomed in on Europe
            view.fit_board()
            view.zoom_by(zoom, view.mapFromScene(QPointF(1850, 420)))  # (0.01: as far out as it goes)
            assert not _slip_overlaps(view, markers), f"{lang} at {zoom}x: {_slip_overlaps(view, markers)}"
            s, period = view.zoom(), view.board.width_units * view.zoom()
            for cid, box in _slip_boxes(view, markers).items():
                assert all(label.isVisible() for label in markers.labels[cid]), cid
                assert box.left() >= 0 and box.right() <= period, f"{cid}: whole inside its copy of the board"
                centre = box.center() / s
                assert any(p.contains(centre) for p in markers.allowed[cid]), f"{lang} {zoom}x: {cid} off its place"
            if zoom < 1.0:  # the whole board in view: every slip on it
                seen = view.mapToScene(view.viewport().rect()).boundingRect()
                for cid, box in _slip_boxes(view, markers).items():
                    assert seen.contains(QRectF(box.topLeft() / s, box.bottomRight() / s)), f"{lang}: {cid}"
    finally:
        i18n.install_language(app, "en")
        view.board.retranslate()
        markers.retranslate()


def test_slips_follow_the_zoom_and_the_names(risk_view: tuple[BoardView, RiskMarkers]) -> None:
    """The slips are placed again when the zoom changes (where the layout put them), in pixels of
    the same size."""
    view, markers = risk_view
    view.fit_board()
    fit = _slip_boxes(view, markers)
    view.zoom_by(3.0, view.mapFromScene(QPointF(1850, 420)))
    zoomed = _slip_boxes(view, markers)
    assert {cid: (b.width(), b.height()) for cid, b in zoomed.items()} == {
        cid: (b.width(), b.height()) for cid, b in fit.items()}, "slips keep their size in pixels"
    item = view.board.marker_items()[1]
    assert item.state.slip_at == {cid: labels[1].scenePos() for cid, labels in markers.labels.items()}
    assert item.state.layout_key is not None and item.state.layout_key[0] == round(view.zoom(), 7)


def _recount(pos: BoardPosition, area: str, n: int, colour: str | None = None) -> BoardPosition:
    """The position with `area`'s armies set to n (and held by `colour`, if given)."""
    units = {a: {c: dict(k) for c, k in by.items()} for a, by in pos.units.items()}
    (old, kinds), = units[area].items()
    colour = colour or old
    units[area] = {colour: {kind: n for kind in kinds}}
    return BoardPosition(owners={**pos.owners, area: colour}, units=units, draw=pos.draw)


def test_issue_28_a_refresh_that_moves_no_name_lays_out_nothing(risk_view: tuple[BoardView, RiskMarkers]) -> None:
    """Issue 28 item 10 (V1.2's slips join the names' layout): the names are laid out again only when
    something that can push one changes (a chip's room: its rows and its counts' digits; a flag; a
    name; a slip; the zoom). Armies that change but keep their digits and a land that changes hands
    lay out nothing, and the board then shows what a full repaint shows; a count that gains a digit
    lays the names out once."""
    view, markers = risk_view
    board = view.board
    state = board.marker_items()[1].state
    view.viewport().grab()
    slips = dict(state.slip_at)
    before = state.layouts
    pos = board.position
    area = next(a for a, by in sorted(pos.units.items()) if 2 <= sum(sum(k.values()) for k in by.values()) <= 8)
    colour = next(c for c in ("red", "blue", "green", "yellow") if c not in pos.units[area])
    for step in (_recount(pos, area, 9), _recount(pos, area, 3, colour), _recount(pos, area, 1)):
        board.set_position(step)
        shown = pixels(view.viewport().grab().toImage())
        assert state.layouts == before, "a refresh that moves no name laid the names out"
        assert state.slip_at == slips
        for item in board.marker_items():
            item.update()
        board.landsChanged.emit([board.sceneRect()])
        assert (np.abs(shown - pixels(view.viewport().grab().toImage())).max(axis=2) > 10).sum() == 0, \
            "the partial repaint shows what a full one does"
    board.set_position(_recount(pos, area, 12))
    view.viewport().grab()
    assert state.layouts == before + 1, "a count that gains a digit may push a name: one layout"


def test_a_chip_fits_the_room_the_layout_keeps_for_it(qtbot) -> None:
    """The names' layout keeps a chip's room (MarkerPainter.chips_room) for any count of the same
    digits, so the chip as drawn never reaches past it."""
    from conquest_qt.ui.board.board_markers import MarkerPainter
    from conquest_qt.ui.board.board_style import owner_style

    m, red = MarkerPainter(), owner_style("red", False)
    for n in (*range(0, 120), 999, 1000, 4567):
        for rows in ([(red, [("tank", n)])], [(red, [("tank", n), ("plane", 7)]), (red, [("sub", n)])]):
            room, drawn = m.chips_room(rows), m.chips_spec(rows)[1]
            assert room.contains(drawn), (n, room, drawn)
            assert room == m.chips_room([(r, [(k, int("1" * len(str(c)))) for k, c in i]) for r, i in rows])
