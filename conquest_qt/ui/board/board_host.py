"""The board in the main window: the board engineer's BoardScene/BoardView when present, else the
stand-in of fallback_board.py. Converts the public game state into a BoardPosition."""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from conquest_qt.ui.board.fallback_board import FallbackScene, FallbackView
from conquest_qt.ui.board.slices import Steps, run_steps


def _find(name: str, modules: tuple[str, ...]) -> Any:
    for mod in modules:
        try:
            m = importlib.import_module(mod)
        except ImportError:
            continue
        if hasattr(m, name):
            return getattr(m, name)
    return None


_MODULES = ("conquest_qt.ui.board.board_scene", "conquest_qt.ui.board.board_view", "conquest_qt.ui.board_widget",
            "conquest_qt.ui.board.board_items")


def make_board() -> tuple[QGraphicsScene, QGraphicsView, bool]:
    """(scene, view, real) — real is False when the stand-in board is used."""
    return run_steps(make_board_steps())


def make_board_steps() -> Steps[tuple[QGraphicsScene, QGraphicsView, bool]]:
    """make_board in short steps (`yield from` it; it returns what make_board returns)."""
    scene_cls, view_cls = _find("BoardScene", _MODULES), _find("BoardView", _MODULES)
    if scene_cls is not None and view_cls is not None:
        try:
            scene = scene_cls(steps=True)
            yield
            yield from scene.build_steps()
            view = view_cls(scene)
            yield
            return scene, view, True
        except Exception:  # noqa: BLE001 - a broken board must not keep the game from starting
            pass
    scene = FallbackScene()
    return scene, FallbackView(scene), False


def position_from(public: dict[str, Any], extra_units: dict[str, dict[str, int]] | None = None,
                  extra_owner: str | None = None) -> Any:
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
    try:
        from conquest_qt.ui.board.board_model import BoardPosition
    except ImportError:
        from types import SimpleNamespace

        return SimpleNamespace(owners=dict(public["owners"]), units=units, subs=subs)
    return BoardPosition(owners=dict(public["owners"]), units=units, subs=subs)
