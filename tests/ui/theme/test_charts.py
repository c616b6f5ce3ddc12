"""Issue 16: our own chart widgets paint offscreen: each player's line in his colour, markers with the
colour-blind palette, the hover readout of the round under the mouse; bars against the expected count."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from conquest_qt.ui.theme.bar_chart import BarChart
from conquest_qt.ui.theme.line_chart import LineChart, Series, line_colour, nice_step
from conquest_qt.ui.theme.tokens import TEAL


def near(c: QColor, want: QColor, tol: int = 12) -> bool:
    return max(abs(c.red() - want.red()), abs(c.green() - want.green()), abs(c.blue() - want.blue())) <= tol


def colour_count(image: QImage, want: QColor) -> int:
    return sum(near(image.pixelColor(x, y), want) for x in range(0, image.width(), 2)
               for y in range(0, image.height(), 2))


def chart(qtbot, colour_blind: bool = False) -> LineChart:
    w = LineChart()
    qtbot.addWidget(w)
    w.resize(640, 300)
    w.colour_blind = colour_blind
    w.set_data([1, 2, 3, 4], [Series("red", "Anna", [3, 5, 8, 13]), Series("blue", "<b>Bo</b>", [9, 7, 4, 0])],
               step=True)
    return w


def test_each_players_line_is_painted_in_his_colour(qtbot) -> None:
    w = chart(qtbot)
    image = w.grab().toImage()
    for colour in ("red", "blue"):
        assert colour_count(image, line_colour(colour, False)) > 40, colour
    assert colour_count(image, line_colour("green", False)) == 0


def test_hover_reads_out_the_round_under_the_mouse_highest_first(qtbot) -> None:
    w = chart(qtbot)
    r = w.plot_rect()
    at = QPointF(w.x_at(1, r) + 3, r.center().y())  # the mouse as Qt delivers it (no real pointer offscreen)
    QApplication.sendEvent(w, QMouseEvent(QEvent.Type.MouseMove, at, w.mapToGlobal(at), Qt.MouseButton.NoButton,
                                          Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert w.hover == 1
    assert w.readout_title(1) == "Round 2"
    assert [(s.name, text) for s, text in w.readout(1)] == [("<b>Bo</b>", "7"), ("Anna", "5")]
    before = w.grab().toImage()
    QApplication.sendEvent(w, QEvent(QEvent.Type.Leave))
    assert w.hover is None
    assert before != w.grab().toImage()  # the readout box was painted


def test_the_keyboard_moves_the_readout(qtbot) -> None:
    w = chart(qtbot)
    for key, want in ((Qt.Key.Key_Right, 0), (Qt.Key.Key_Right, 1), (Qt.Key.Key_End, 3), (Qt.Key.Key_Right, 3),
                      (Qt.Key.Key_Home, 0), (Qt.Key.Key_Left, 0), (Qt.Key.Key_Escape, None)):
        QTest.keyClick(w, key)
        assert w.hover == want, key


def test_percent_values_read_as_percentages() -> None:
    w = LineChart()
    w.set_data([1], [Series("red", "Anna", [0.254])], percent=True)
    assert w.value_text(0.254) == "25 %" and w.readout(0)[0][1] == "25 %"


def test_colour_blind_lines_carry_markers(qtbot) -> None:
    plain, marked = chart(qtbot).grab().toImage(), chart(qtbot, colour_blind=True).grab().toImage()
    assert plain != marked
    assert colour_count(marked, line_colour("red", True)) > 40  # the safe palette's own red


def test_nice_grid_steps() -> None:
    assert [nice_step(t) for t in (4, 20, 47, 130, 0.9)] == [1, 5, 10, 50, 0.2]


def test_bars_paint_their_counts(qtbot) -> None:
    w = BarChart()
    qtbot.addWidget(w)
    w.resize(420, 220)
    w.set_data(["1", "2", "3"], [10, 20, 30], 20.0)
    assert w.bar_rect(2).height() == 3 * w.bar_rect(0).height()
    assert colour_count(w.grab().toImage(), TEAL) > 100


def test_long_zigzag_lines_stroked_in_runs_look_as_one_polyline(qtbot, monkeypatch) -> None:
    """300 rounds of jumpy win chances: stroked a few segments at a time (fast), the edge laid on as one layer
    and the colour-blind dashes carried from run to run, the picture is that of each line stroked whole."""
    import random

    from conquest_qt.ui.theme import line_chart

    rnd = random.Random(5)
    values = {c: [rnd.random() for _ in range(300)] for c in ("red", "black", "blue", "green")}
    pictures = []
    for run in (line_chart.STROKE_RUN, 10**9):  # in runs; whole
        monkeypatch.setattr(line_chart, "STROKE_RUN", run)
        for cb in (False, True):
            w = LineChart()
            qtbot.addWidget(w)
            w.resize(900, 400)
            w.colour_blind = cb
            w.set_data(list(range(1, 301)), [Series(c, c, v) for c, v in values.items()], percent=True)
            image = QImage(w.size(), QImage.Format.Format_ARGB32)
            image.fill(QColor("#efe6d2"))
            w.render(image)
            pictures.append(image)
    for runs, whole in zip(pictures[:2], pictures[2:], strict=True):
        differ = sum(not near(runs.pixelColor(x, y), whole.pixelColor(x, y), 60)
                     for x in range(0, runs.width(), 2) for y in range(0, runs.height(), 2))
        assert differ < runs.width() * runs.height() / 4 * 0.005  # anti-aliased fringes where runs meet, no more
