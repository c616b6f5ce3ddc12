"""The board in the main window: BoardScene and BoardView, built in slices; converts the public game
state into a BoardPosition."""

from __future__ import annotations

from typing import Any

from conquest_qt.ui.board.board_position import BoardPosition
from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.board.board_view import BoardView
from conquest_qt.ui.board.slices import Steps


def make_board_steps() -> Steps[tuple[BoardScene, BoardView]]:
    """The board in short steps (`yield from` it; it returns (scene, view))."""
    scene = BoardScene(steps=True)
    yield
    yield from scene.build_steps()
    view = BoardView(scene)
    yield
    return scene, view


def position_from(public: dict[str, Any], extra_units: dict[str, dict[str, int]] | None = None,
                  extra_owner: str | None = None) -> BoardPosition:
    """BoardPosition of a public state; `extra_units` (kind -> place -> n) previews a planned build."""
    units = {a: {c: (v[0], v[1]) for c, v in by.items()} for a, by in public["units"].items()}
    subs = {s: dict(by) for s, by in public["subs"].items()}
    if extra_units and extra_owner:
        for kind in ("land", "air"):
            for area, n in extra_units.get(kind, {}).items():
                land, air = units.setdefault(area, {}).get(extra_owner, (0, 0))
                units[area][extra_owner] = (land + n, air) if kind == "land" else (land, air + n)
        for sea, n in extra_units.get("sub", {}).items():
            by = subs.setdefault(sea, {})
            by[extra_owner] = by.get(extra_owner, 0) + n
    return BoardPosition(owners=dict(public["owners"]), units=units, subs=subs)
