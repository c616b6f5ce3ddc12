"""ARCHITECTURE principle 1: engine, board, ai, saves and analysis never import widgets; only
engine/driver.py may import PySide6.QtCore; the engine and analysis have no file access, clock or
global random."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.helpers.imports import imports

PKG = ROOT / "conquest_qt"
PURE = ["engine", "board", "ai", "saves", "analysis"]
ENGINE_FORBIDDEN = {"random", "time", "datetime", "os", "pathlib", "io", "shutil", "tempfile", "socket"}


def pure_files() -> list[Path]:
    return [p for sub in PURE for p in sorted((PKG / sub).rglob("*.py"))]


@pytest.mark.parametrize("path", pure_files(), ids=lambda p: str(p.relative_to(PKG)))
def test_no_widgets_outside_ui(path: Path) -> None:
    found = imports(path)
    assert not any(m.startswith(("PySide6.QtWidgets", "PySide6.QtGui")) for m in found), path
    qt = {m for m in found if m.startswith("PySide6")}
    if path.name == "driver.py" and path.parent.name == "engine":
        assert qt <= {"PySide6.QtCore"} | {m for m in qt if m.startswith("PySide6.QtCore.")}
    else:
        assert not qt, f"{path} imports {qt}"


@pytest.mark.parametrize("path", sorted((PKG / "engine").rglob("*.py")), ids=lambda p: p.name)
def test_engine_has_no_files_clock_or_global_random(path: Path) -> None:
    if path.name == "scenario.py":  # the scenario runner is a command-line tool that reads files
        return
    found = {m.split(".")[0] for m in imports(path)}
    assert not (found & ENGINE_FORBIDDEN), f"{path.name} imports {found & ENGINE_FORBIDDEN}"
    text = path.read_text(encoding="utf-8")
    assert "open(" not in text or path.name == "scenario.py"


@pytest.mark.parametrize("path", sorted((PKG / "analysis").rglob("*.py")), ids=lambda p: p.name)
def test_analysis_has_no_files_clock_or_random(path: Path) -> None:
    """Issue 16: replay, statistics, luck and win chances are pure functions of options + seed + log."""
    found = {m.split(".")[0] for m in imports(path)}
    assert not (found & ENGINE_FORBIDDEN), f"{path.name} imports {found & ENGINE_FORBIDDEN}"
    assert not any(m.startswith("PySide6") for m in imports(path)), path
    assert "open(" not in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", sorted((PKG / "ai").rglob("*.py")), ids=lambda p: p.name)
def test_ai_decides_without_clock_or_global_random(path: Path) -> None:
    """Same position and seed, same decision on every machine: no time budgets, no global random."""
    found = {m.split(".")[0] for m in imports(path)}
    assert not (found & {"time", "datetime"}), f"{path.name} reads the clock"
    assert "random" not in found or "random.Random(" in path.read_text(encoding="utf-8"), \
        f"{path.name} uses the global random generator"


@pytest.mark.parametrize("path", sorted((PKG / "engine").glob("*.py")), ids=lambda p: p.name)
def test_kernel_reaches_rulesets_only_through_the_registry(path: Path) -> None:
    """engine/*.py is the kernel: it finds a game's rules by id (engine/rulesets), never by import."""
    found = {m for m in imports(path) if m.startswith("conquest_qt.engine.rulesets.")}
    assert not found, f"{path.name} imports {sorted(found)}"


@pytest.mark.parametrize("path", sorted((PKG / "engine" / "rulesets").rglob("*.py")),
                         ids=lambda p: str(p.relative_to(PKG)))
def test_rulesets_do_not_import_each_other(path: Path) -> None:
    package = path.relative_to(PKG / "engine" / "rulesets").parts[0]
    if package == "__init__.py":
        return
    packages = {p.name for p in (PKG / "engine" / "rulesets").iterdir() if (p / "__init__.py").exists()}
    found = {m.split(".")[3] for m in imports(path) if m.startswith("conquest_qt.engine.rulesets.")} & packages
    assert found <= {package}, f"{path} imports the rulesets {sorted(found - {package})}"


def test_the_kernel_re_exports_no_ruleset() -> None:
    """Issue 24: the old addresses of Conquest's cards and options at the top of the engine are gone; their
    importers import from the ruleset's package (or ask the registry). engine/legal.py is the kernel's: the
    legal answers of any ruleset and its add-ons, found through the registry."""
    assert not [name for name in ("cards.py", "options.py") if (PKG / "engine" / name).exists()]
    assert not [m for m in imports(PKG / "engine" / "legal.py") if m.startswith("conquest_qt.engine.rulesets.")]


def _pure_tests() -> list[Path]:
    return [p for sub in ("board", "ai", "saves", "analysis") for p in sorted((ROOT / "tests" / sub).rglob("*.py"))]


@pytest.mark.parametrize("path", _pure_tests(), ids=lambda p: str(p.relative_to(ROOT / "tests")))
def test_tests_of_the_pure_layers_need_no_qt(path: Path) -> None:
    """Tests mirror the package (issue 24, item 6): a test that needs Qt tests the UI and lives under tests/ui/
    (the save controller's clean-up and Continue's check of the autosave moved there from tests/saves/)."""
    assert not any(m.startswith("PySide6") for m in imports(path)), f"{path} imports PySide6: it belongs in tests/ui/"
