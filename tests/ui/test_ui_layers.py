"""ARCHITECTURE: conquest_qt/ui is built in layers, each a package; a module imports only from its own
layer and the layers below it (imports inside functions and under TYPE_CHECKING count too)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.helpers.imports import imports

UI = ROOT / "conquest_qt" / "ui"
# bottom first; a layer may import every layer before it in this list
LAYERS = ("text", "sound", "board", "theme", "game", "dialogs", "panels", "rulesets", "screens", "window")
RANK = {layer: i for i, layer in enumerate(LAYERS)}
# side by side, not on top of each other: neither imports the other
SIBLINGS = {frozenset(("sound", "board"))}


def ui_files() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if p.parent != UI)


def layer_of(path: Path) -> str:
    """A module's layer: its folder's; a ruleset's words (ui/rulesets/<id>/texts.py) are of the text layer,
    read by the layers below the rulesets through ui/text/ruleset_text.py."""
    parts = path.relative_to(UI).parts
    if parts[0] == "rulesets" and len(parts) == 3 and parts[2] == "texts.py":
        return "text"
    return parts[0]


def upward(path: Path) -> list[str]:
    """The imports of `path` that reach a layer above its own (or a sibling)."""
    own = layer_of(path)
    bad = []
    for module in sorted(imports(path)):
        parts = module.split(".")
        if parts[:2] != ["conquest_qt", "ui"] or len(parts) < 3:
            continue
        layer = parts[2]
        if layer not in RANK:
            continue
        if RANK[layer] > RANK[own] or frozenset((layer, own)) in SIBLINGS:
            bad.append(module)
    return bad


def test_every_ui_module_lives_in_a_layer() -> None:
    assert sorted(p.name for p in UI.glob("*.py")) == ["__init__.py"]
    assert sorted(p.name for p in UI.iterdir() if p.is_dir() and p.name != "__pycache__") == sorted(LAYERS)


@pytest.mark.parametrize("path", ui_files(), ids=lambda p: str(p.relative_to(UI)))
def test_ui_imports_point_down_the_layers(path: Path) -> None:
    assert upward(path) == [], f"{path.relative_to(UI)} imports from a higher layer: {upward(path)}"


def test_an_upward_import_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "ui" / "text" / "words.py"
    fake.parent.mkdir(parents=True)
    fake.write_text("def f():\n    from conquest_qt.ui.window.main_window import MainWindow\n", encoding="utf-8")
    monkeypatch.setattr(f"{__name__}.UI", tmp_path / "ui")
    assert upward(fake) == ["conquest_qt.ui.window.main_window", "conquest_qt.ui.window.main_window.MainWindow"]


def test_a_rulesets_words_are_of_the_text_layer() -> None:
    words = sorted(UI.glob("rulesets/*/texts.py"))
    assert words and all(layer_of(p) == "text" for p in words)


@pytest.mark.parametrize("path", ui_files(), ids=lambda p: str(p.relative_to(UI)))
def test_the_ui_does_not_import_the_self_test(path: Path) -> None:
    """conquest_qt/selftest.py checks a build and reads the UI; the UI never reads it (the start-up probe is
    ui/window/startup_probe.py)."""
    assert not [m for m in imports(path) if m.startswith("conquest_qt.selftest")]


WIRING = ("area_keys", "hint_wiring", "menus", "pane_focus", "replay_wiring", "saves_wiring", "stats_wiring")


@pytest.mark.parametrize("name", WIRING)
def test_the_windows_wiring_does_not_import_the_main_window(name: str) -> None:
    """Issue 24: the main window imports its wiring modules; they see it through a narrow Protocol
    (ui/window/window_api.py), not the class, so no import circle runs through the window."""
    found = [m for m in imports(UI / "window" / f"{name}.py") if m.startswith("conquest_qt.ui.window.main_window")]
    assert not found, f"{name}.py imports {found}"
