"""Message boxes on paper: question, warning, information.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from conquest_qt.ui.theme.style_sheets import dialog_stylesheet, paper_dialog, text_area_css

Buttons = QMessageBox.StandardButton


def paper_message_box(box: QMessageBox) -> QMessageBox:
    """A message box on the paper, like the other dialogs: ink text, ink-edged buttons, the default one
    in teal, details (if any) on light paper. Returns the box."""
    paper_dialog(box)
    box.setStyleSheet(dialog_stylesheet() + " " + text_area_css())
    return box


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton = Buttons.Ok,
                default: QMessageBox.StandardButton = Buttons.NoButton, plain: bool = False) -> QMessageBox:
    """A paper message box, not yet shown (open() it, or exec() it through `paper_*` below). `plain`: the
    text is shown as typed (it holds a file's name or data: never markup)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    if plain:
        box.setTextFormat(Qt.TextFormat.PlainText)
    if default != Buttons.NoButton:
        box.setDefaultButton(default)
    return paper_message_box(box)


def _run(box: QMessageBox) -> QMessageBox.StandardButton:
    """exec() the box; the standard button clicked (the escape button's when closed otherwise), as the
    static QMessageBox functions answer."""
    box.exec()
    clicked = box.clickedButton()
    answer = box.standardButton(clicked) if clicked is not None else Buttons.NoButton
    box.deleteLater()
    return answer


def paper_question(parent: QWidget | None, title: str, text: str,
                   buttons: QMessageBox.StandardButton = Buttons.Yes | Buttons.No,
                   default: QMessageBox.StandardButton = Buttons.NoButton) -> QMessageBox.StandardButton:
    """QMessageBox.question on the paper."""
    return _run(message_box(parent, QMessageBox.Icon.Question, title, text, buttons, default))


def paper_warning(parent: QWidget | None, title: str, text: str,
                  buttons: QMessageBox.StandardButton = Buttons.Ok,
                  default: QMessageBox.StandardButton = Buttons.NoButton,
                  plain: bool = False) -> QMessageBox.StandardButton:
    """QMessageBox.warning on the paper (`plain`: see message_box)."""
    return _run(message_box(parent, QMessageBox.Icon.Warning, title, text, buttons, default, plain))


def paper_information(parent: QWidget | None, title: str, text: str,
                      buttons: QMessageBox.StandardButton = Buttons.Ok,
                      default: QMessageBox.StandardButton = Buttons.NoButton) -> QMessageBox.StandardButton:
    """QMessageBox.information on the paper."""
    return _run(message_box(parent, QMessageBox.Icon.Information, title, text, buttons, default))
