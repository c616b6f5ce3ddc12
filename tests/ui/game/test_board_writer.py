"""One writer sets the board's position, highlights, selection, arrows and hint markers: the turn controller
(ui/game/turn_controller.py), from the session's public view. Board motion and the window ask it."""

from __future__ import annotations

import ast

from tests.conftest import ROOT

UI = ROOT / "conquest_qt" / "ui"
WRITES = {"set_position", "set_highlights", "set_selected", "show_arrows", "clear_arrows", "show_marks", "clear_marks"}
WRITER = UI / "game" / "turn_controller.py"


def test_only_the_turn_controller_writes_the_board() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        if path == WRITER or path.parent.name == "board":  # the board's own internals (and its screenshot)
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in WRITES
                    and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "scene"):
                found.append(f"{path.relative_to(UI)}:{node.lineno} {node.func.attr}")
    assert found == []


def test_board_motion_draws_through_the_writer() -> None:
    source = (UI / "board" / "board_motion.py").read_text(encoding="utf-8")
    assert "set_position" not in source and "show_position()" in source
