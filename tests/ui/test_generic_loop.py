"""Issue 24, item 4: the turn controller, the main window and the session keep only the generic loop. A
decision's page, its clicks and its working data come from the ruleset's RulesetUI (ui/rulesets/<id>/),
the rules from the engine's registry: none of them imports a ruleset's home in any layer — neither
engine/rulesets/<id> nor ui/rulesets/<id> (nor ai/<id>, analysis/rulesets/<id>, an add-on) — not even
through importlib by name (the window's warm-up asks ui/rulesets.warm_up for the rulesets' modules)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from conquest_qt import manifest
from tests.conftest import ROOT
from tests.helpers.imports import imports

UI = ROOT / "conquest_qt" / "ui"
GENERIC = ("game/turn_controller.py", "window/main_window.py", "game/session.py")


def homes() -> tuple[str, ...]:
    """Every ruleset's (and add-on's) package in every layer, as the manifest names them."""
    out: list[str] = []
    for entry in manifest.MANIFESTS.values():
        out += [m for m in (entry.engine, entry.ai, entry.ui, entry.analysis) if m]
    return tuple(out)


def in_a_home(module: str) -> bool:
    return any(module == h or module.startswith(h + ".") for h in homes())


def named_modules(path: Path) -> set[str]:
    """The string constants of a file that name a module (e.g. a list for importlib)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value.startswith("conquest_qt.")}


def home_imports(path: Path) -> list[str]:
    return sorted(m for m in imports(path) | named_modules(path) if in_a_home(m))


@pytest.mark.parametrize("rel", GENERIC)
def test_the_generic_loop_imports_no_rulesets_home(rel: str) -> None:
    found = home_imports(UI / rel)
    assert found == [], f"ui/{rel} reaches into a ruleset's home: {found}"


def test_a_home_import_is_caught(tmp_path: Path) -> None:
    fake = tmp_path / "window.py"
    fake.write_text("def f():\n    from conquest_qt.ui.rulesets.conquest.build import Production\n"
                    "MODULES = ('conquest_qt.engine.rulesets.risk.legal', 'conquest_qt.ui.rulesets')\n",
                    encoding="utf-8")
    assert home_imports(fake) == ["conquest_qt.engine.rulesets.risk.legal", "conquest_qt.ui.rulesets.conquest.build",
                                  "conquest_qt.ui.rulesets.conquest.build.Production"]


def test_the_homes_cover_both_layers_of_every_ruleset() -> None:
    for rid in manifest.rulesets():
        assert in_a_home(f"conquest_qt.engine.rulesets.{rid}.legal")
        assert in_a_home(f"conquest_qt.ui.rulesets.{rid}.parts")
    assert not in_a_home("conquest_qt.ui.rulesets") and not in_a_home("conquest_qt.engine.rulesets")


def test_the_warm_up_still_imports_conquests_parts_one_per_step() -> None:
    """The window's warm-up names the rulesets' modules through their packages (WARM_UP): the same modules
    as before the move, in steps of their own."""
    from conquest_qt.ui import rulesets
    from conquest_qt.ui.window.main_window import GAME_MODULES

    names = rulesets.warm_up(GAME_MODULES)
    assert not [n for n in names if n.startswith("@")]
    for module in ("conquest_qt.engine.rulesets.conquest", "conquest_qt.ai.conquest.base",
                   "conquest_qt.ui.rulesets.conquest.parts", "conquest_qt.ui.rulesets.conquest.battle_panel",
                   "conquest_qt.ui.rulesets.conquest.production_dice"):
        assert names.count(module) == 1, module
    assert names.index("conquest_qt.ui.rulesets.conquest.battle_pages") > names.index(
        "conquest_qt.ui.panels.decision_pages")  # the page base first: no step imports both


def test_the_battle_panel_is_conquests_side_panel() -> None:
    """Conquest brings the battle panel and the production dice (RulesetUI.panels; ui/rulesets.side_panel)."""
    from conquest_qt.ui import rulesets

    assert rulesets.get("conquest").panels == frozenset({"battle", "production"})
    assert rulesets.get("risk").panels == frozenset()
    with pytest.raises(ValueError):
        rulesets.side_panel("no_such_panel")
