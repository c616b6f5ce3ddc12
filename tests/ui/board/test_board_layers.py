"""Issue 18 goal 4: the ink coast swells and thins smoothly along its length (seeded, the same
every run), between a thin and a thick nib, and keeps its fine detail up close (its widths are
clamped in pixels)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from conquest_qt.board.geometry import default_geometry
from conquest_qt.ui.board import board_layers as bl
from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_borders import chain, classify_edges


def _coasts() -> list[list[QPointF]]:
    geo = default_geometry()
    st.BOARD_SIZE[:] = [geo.width, geo.height]
    return [st.wobble(c, 0.45, 10.0, closed=False) for c in chain(classify_edges(geo)["coast"])]


def _length(points: list[QPointF]) -> float:
    return sum(math.hypot(b.x() - a.x(), b.y() - a.y()) for a, b in zip(points, points[1:]))


def test_the_coast_width_changes_smoothly_and_uses_the_whole_range() -> None:
    coasts = _coasts()
    seen: set[int] = set()
    steps = []
    for line in coasts:
        runs = bl.coast_runs(line)
        assert runs[0][1][0] == line[0] and runs[-1][1][-1] == line[-1]
        assert abs(sum(_length(r) for _, r in runs) - _length(line)) < 1e-6, "every piece of coast inked once"
        for (a, ra), (b, rb) in zip(runs, runs[1:]):
            assert ra[-1] == rb[0], "neighbouring runs meet"
            steps.append(abs(a - b))
        seen |= {level for level, _ in runs}
    # a step of one level (under 0.2 px) or, rarely, two where the coast turns sharply
    assert max(steps) <= 2 and steps.count(2) < 0.02 * len(steps)
    assert seen == set(range(bl.COAST_LEVELS))
    widths = [bl.coast_nib(n) for n in range(bl.COAST_LEVELS)]
    for lo, hi in zip(widths, widths[1:]):
        assert 0 < hi[1] - lo[1] <= 0.2 and 0 < hi[2] - lo[2] <= 0.2, "no visible step between levels"


def test_the_coast_width_is_seeded_and_meets_itself_across_the_seam() -> None:
    st.BOARD_SIZE[:] = [default_geometry().width, default_geometry().height]
    w = st.BOARD_SIZE[0]
    points = [(x * 7.3, y * 11.1) for x in range(40) for y in range(40)]
    first = [bl.coast_level(x, y) for x, y in points]
    assert first == [bl.coast_level(x, y) for x, y in points], "the same every time"
    assert [bl.coast_level(x + w, y) for x, y in points] == first, "the wrap-around"
    assert bl.coast_level(w - 0.01, 300) in {bl.coast_level(0.01, 300) + d for d in (-1, 0, 1)}
