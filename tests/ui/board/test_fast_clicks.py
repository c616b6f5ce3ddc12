"""Every click on the board counts (issue 12 item 5): a quick second press arrives from Qt as a double
click, and it is one more click like any other (units stacked in production are never lost)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPointF

from tests.helpers.window import press_release, shown_board_view


@pytest.mark.parametrize("clicks", [4, 9])
def test_every_fast_click_counts(qtbot, clicks: int) -> None:
    view = shown_board_view(qtbot, 900, 520)
    got: list[str] = []
    view.board.areaClicked.connect(lambda area, _button: got.append(area))
    pos = view.mapFromScene(QPointF(*view.board.geo.areas["cairo"].flag))
    for _ in range(clicks):
        press_release(view, pos, 150)  # 150 ms apart: the second of each pair is a double click to Qt
    QCoreApplication.processEvents()
    assert got == ["cairo"] * clicks


def test_a_double_click_is_two_clicks(qtbot) -> None:
    view = shown_board_view(qtbot, 900, 520)
    got: list[str] = []
    view.board.areaClicked.connect(lambda area, _button: got.append(area))
    pos = view.mapFromScene(QPointF(*view.board.geo.areas["cairo"].flag))
    press_release(view, pos, 50)
    press_release(view, pos, 50)
    assert got == ["cairo", "cairo"]
