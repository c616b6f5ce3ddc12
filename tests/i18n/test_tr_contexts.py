"""PySide's self.tr() looks strings up under the *runtime* class name, lupdate files them under the
class that contains the call: a self.tr() in a method of a class that has subclasses is never
translated for the subclasses. Guard against it (issue 7)."""

from __future__ import annotations

import ast

from tests.conftest import ROOT


def test_no_self_tr_in_base_classes_of_the_ui() -> None:
    classes: dict[str, list[str]] = {}
    calls: dict[str, int] = {}
    for path in sorted((ROOT / "conquest_qt" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                classes[node.name] = [b.id for b in node.bases if isinstance(b, ast.Name)]
                calls[node.name] = sum(
                    1 for c in ast.walk(node)
                    if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr == "tr"
                    and isinstance(c.func.value, ast.Name) and c.func.value.id == "self")
    bases = {b for bs in classes.values() for b in bs if b in classes}
    offenders = sorted(b for b in bases if calls.get(b) and b != "TrContext")
    assert offenders == [], f"self.tr() in base classes {offenders}: use QCoreApplication.translate(<class>, ...)"
