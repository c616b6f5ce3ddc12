"""The players table's columns say what their numbers are (issue 28 item 7)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from tests.helpers.risk import risk_setup
from tests.helpers.window import drive, setup_of


def _headings(win) -> list[str]:
    grid = win.players.grid
    return [grid.itemAtPosition(0, c).widget().text() for c in range(grid.columnCount())
            if grid.itemAtPosition(0, c) is not None and isinstance(grid.itemAtPosition(0, c).widget(), QLabel)]


def test_conquest_units_column_names_tanks_planes_and_subs(win) -> None:
    """The Conquest "Units" column shows three numbers ("14 / 0 / 0"): its heading names them, not only its
    tooltip; Risk's one number of armies needs no such line."""
    win.start_session(setup_of(["red"], ["black", "blue", "green"]))
    drive(win, lambda: win.ctrl.kind == "claim")
    units = next(h for h in _headings(win) if "Units" in h)
    assert "tanks/planes/subs" in units
    win.start_session(risk_setup(["red"], ["black", "blue", "green"]))
    assert not any("tanks" in h for h in _headings(win))
