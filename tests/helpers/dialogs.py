"""Stand-ins for the save controller's modal dialogs (message boxes, file dialogs)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from conquest_qt.ui.theme import message_boxes


class Dialogs:
    """Stands in for the modal dialogs: records warnings, answers questions and file dialogs."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.warnings: list[tuple[str, str]] = []
        self.questions = 0
        self.answer = QMessageBox.StandardButton.Discard
        self.save_name = ""
        self.open_name = ""
        # the controller's boxes are paper message boxes (message_boxes.paper_warning / paper_question)
        monkeypatch.setattr(message_boxes, "paper_warning",
                            lambda _p, title, text, *a, **k: self.warnings.append((title, text)))
        monkeypatch.setattr(message_boxes, "paper_question", self._question)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (self.save_name, ""))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (self.open_name, ""))

    def _question(self, _parent: object, _title: str, _text: str, buttons: QMessageBox.StandardButton,
                  default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        self.questions += 1
        assert self.answer & buttons  # only an answer the box offers
        assert default == QMessageBox.StandardButton.Save
        return self.answer
