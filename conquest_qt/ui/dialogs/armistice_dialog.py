"""The Armistice card's dialog: with whom, and which unit is parked on the card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from conquest_qt.ui.text.labels import colour_name, kind_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg

t = QCoreApplication.translate  # lupdate reads t("MainWindow", "…") (tools/update_translations.py alias)


def ask_armistice(parent: QWidget, ctrl: Any) -> None:
    """Ask the turn controller's player for the card's target and unit; the play is submitted on OK."""
    if ctrl is None:
        return
    options = ctrl.card_actions("armistice")
    if not options:
        return
    dlg = QDialog(parent)
    dlg.setWindowTitle(t("MainWindow", "Armistice"))
    form = QFormLayout(dlg)
    target = QComboBox()
    for player in sorted({o["target"] for o in options}):
        target.addItem(colour_name(player), player)
    unit = QComboBox()
    seen = set()
    for o in options:
        key = (o["unit"]["at"], o["unit"]["kind"])
        if key not in seen:
            seen.add(key)
            unit.addItem(arg("%1 — %2", area_name(key[0]), kind_name(key[1])), key)
    form.addRow(t("MainWindow", "Armistice with:"), target)
    form.addRow(t("MainWindow", "Unit to park on the card:"), unit)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dlg.accept)
    buttons.rejected.connect(dlg.reject)
    form.addRow(buttons)
    if dlg.exec() == QDialog.DialogCode.Accepted:
        at, kind = unit.currentData()
        ctrl.submit({"type": "play", "card": "armistice", "target": target.currentData(),
                     "unit": {"at": at, "kind": kind}})
