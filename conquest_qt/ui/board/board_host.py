"""The board in the main window: BoardScene and BoardView, built in slices; converts the public game
state into a BoardPosition."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.addons import unit_kinds
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
    units = {a: {c: dict(k) for c, k in by.items()} for a, by in public["units"].items()}
    if extra_units and extra_owner:
        for kind, places in extra_units.items():
            for area, n in places.items():
                have = units.setdefault(area, {}).setdefault(extra_owner, {})
                have[kind] = have.get(kind, 0) + n
    # a marker kind (the nuclear add-on's nukes, V2.1) is drawn by its part's board markers, not as a chip
    draw = {k.id: k.draw for k in unit_kinds(public.get("options", {})) if k.domain != "marker"}
    return BoardPosition(owners=dict(public["owners"]), units=units, draw=draw)
