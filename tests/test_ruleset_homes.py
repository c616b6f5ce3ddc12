"""One home per ruleset in every layer (issue 24): outside the ruleset homes no module asks which ruleset
is played. A ruleset's home is its package in each layer, named by conquest_qt/manifest.py:
engine/rulesets/<id>/ (and engine/addons/), ai/<id>/, ui/rulesets/<id>/, analysis/rulesets/. Everywhere
else a ruleset's part is looked up by id through the manifest (engine.rulesets.get, ai.registry,
ui.rulesets.get, ui/text/ruleset_text.words, analysis.adapters.get), never compared with one."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from conquest_qt import manifest
from tests.conftest import ROOT

PKG = ROOT / "conquest_qt"
IDS = (*manifest.rulesets(), "cc")  # the rulesets, and the one planned next (VARIANTS.md V3)
_ALT = "|".join(IDS)
COMPARE = re.compile(rf'''(==|!=) ?["']({_ALT})["']|["']({_ALT})["'] ?(==|!=)|\bruleset (not )?in [(\[{{]''')
HOMES = ("engine/rulesets/", "engine/addons/", "ui/rulesets/", "analysis/rulesets/",
         *(f"ai/{rid}/" for rid in IDS))


def outside_homes() -> list[Path]:
    out = []
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(PKG).as_posix()
        if not rel.startswith(HOMES):
            out.append(path)
    return out


def comparisons(text: str) -> list[str]:
    """The lines that compare a ruleset id, the dict literals keyed by two or more ruleset ids and the
    tuples, lists and sets of two or more (a table of rulesets, e.g. `loc[1] in ("conquest", "risk")`)."""
    found = [f"{n}: {line.strip()}" for n, line in enumerate(text.splitlines(), start=1) if COMPARE.search(line)]
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
            if len([k for k in keys if k in IDS]) >= 2:
                found.append(f"{node.lineno}: a dict keyed by ruleset ids {sorted(set(keys) & set(IDS))}")
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            items = [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
            if len([k for k in items if k in IDS]) >= 2:
                found.append(f"{node.lineno}: a table of ruleset ids {sorted(set(items) & set(IDS))}")
    return found


@pytest.mark.parametrize("path", outside_homes(), ids=lambda p: p.relative_to(PKG).as_posix())
def test_no_ruleset_id_comparison_outside_the_homes(path: Path) -> None:
    rel = path.relative_to(PKG).as_posix()
    found = comparisons(path.read_text(encoding="utf-8"))
    assert not found, f"{rel} asks which ruleset is played: {found}"


def test_the_count_outside_the_homes() -> None:
    """The figure the report gives: ruleset-id comparisons left outside the homes."""
    total = sum(len(comparisons(p.read_text(encoding="utf-8"))) for p in outside_homes())
    assert total == 0


@pytest.mark.parametrize("source", [
    'if options.ruleset == "risk":\n    pass\n',
    "x = 'conquest' != ruleset\n",
    'if ruleset in ("risk", "cc"):\n    pass\n',
    'AGENTS = {"conquest": {}, "risk": {}}\n',
    'risk = setup.options.ruleset=="risk"\n',
    'if loc[1] in ("conquest", "risk"):\n    pass\n',
])
def test_a_comparison_is_found(source: str) -> None:
    assert comparisons(source)


def test_a_sound_named_like_a_ruleset_is_not_a_comparison() -> None:
    assert not comparisons('AFTER_MS = {"dice": 250, "conquest": 600}\nDEFAULT = "conquest"\n')


def test_the_homes_are_the_manifests_packages() -> None:
    for rid in manifest.rulesets():
        entry = manifest.get(rid)
        for module in (entry.engine, entry.ai, entry.ui, entry.analysis):
            rel = module.removeprefix("conquest_qt.").replace(".", "/")
            assert any(f"{rel}/".startswith(h) or f"{rel}.py".startswith(h) for h in HOMES), module
            assert (PKG / rel).is_dir() or (PKG / f"{rel}.py").is_file(), module
