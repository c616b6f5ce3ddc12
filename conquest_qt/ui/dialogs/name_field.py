"""The player-name field of the new-game dialog: at most NAME_MAX characters, no control characters.

A name is shown in labels, the log, the hand-over and game-over screens and saved in files; control
characters (tabs, new lines, escape sequences, bidi overrides that reorder the text after them) have
no place there. The field refuses them as they are typed or pasted; the hint says why.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLineEdit

from conquest_qt.saves.printable import has_controls

NAME_MAX = 24  # fits the players table and the hand-over button at the window's smallest size


class NameValidator(QValidator):
    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:  # Qt's API
        if has_controls(text) or len(text) > NAME_MAX:
            return QValidator.State.Invalid, text, pos
        return QValidator.State.Acceptable, text, pos


def limit_name_field(field: QLineEdit) -> QLineEdit:
    field.setMaxLength(NAME_MAX)
    field.setValidator(NameValidator(field))
    return field


def name_hint() -> str:
    return QCoreApplication.translate("NewGameDialog", "A name of up to %1 letters, digits or signs.").replace(
        "%1", str(NAME_MAX))
