"""Hostile names (issue 13): a game whose players are named like markup walks every screen, and no text
from a player or a file is ever shown as rich text (a name `<img src=...>` made Qt load that image:
`<img src="/dev/zero">` aborted the program). Names show as typed; nothing crashes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument, QValidator
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QGroupBox, QLabel, QMessageBox

from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.saves import SaveError, load_bytes
from conquest_qt.ui.dialogs.name_field import NAME_MAX
from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.theme import message_boxes
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive

IMG = '<img src="/nonexistent/i13-hostile.png">'
BOLD = "<b>Bold</b>"
AMP = "&amp; Tom & Jerry"
RTL = "\u200fשלום\u200e"
EMOJI = "🎲 Dice 🏳️‍🌈"
LONG = "<i>" + "x" * 497  # 500 characters (a hand-made seat; the dialog and the loader refuse such names)
NAMES = {"red": BOLD, "blue": AMP, "green": IMG, "yellow": RTL, "black": EMOJI, "white": LONG}
# Raw markup that must never reach a text Qt shows as rich text (escaped, "&lt;b&gt;Bold" is fine).
FILE_IMG = '<img src="i13.png">'  # a file name holds no "/"
MARKERS = ("<b>Bold", "<img src=\"/nonexistent", "<i>xxx", "&amp; Tom", "<b>x &", FILE_IMG)


def _shown_as_rich(fmt: Qt.TextFormat, text: str) -> bool:
    return fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))


def _rich_with_markup(fmt: Qt.TextFormat, text: str) -> bool:
    return _shown_as_rich(fmt, text) and any(m in text for m in MARKERS)


def scan(where: str) -> list[str]:
    """Every widget now alive: labels, tooltips, message boxes, window titles. Returns the offences."""
    bad = []
    for w in QApplication.allWidgets():
        name = f"{where}: {type(w).__name__} {w.objectName()!r}"
        if isinstance(w, QLabel) and _rich_with_markup(w.textFormat(), w.text()):
            bad.append(f"{name} label {w.text()[:80]!r}")
        if _rich_with_markup(Qt.TextFormat.AutoText, w.toolTip()):
            bad.append(f"{name} tooltip {w.toolTip()[:80]!r}")
        if isinstance(w, QMessageBox) and _rich_with_markup(w.textFormat(), w.text()):
            bad.append(f"{name} message {w.text()[:80]!r}")
        if isinstance(w, QAbstractButton | QGroupBox):  # "&" marks a shortcut key in these
            text = w.text() if isinstance(w, QAbstractButton) else QGroupBox.title(w)
            if "Tom & Jerry" in text:
                bad.append(f"{name} takes '&' as a shortcut: {text!r}")
    return bad


def rendered(label: QLabel) -> str:
    """What a label shows, as plain text."""
    if not _shown_as_rich(label.textFormat(), label.text()):
        return label.text()
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


def hostile_setup() -> GameSetup:
    seats = tuple(Seat(c, n, c in ("red", "blue"), "random") for c, n in NAMES.items())
    return GameSetup(seats, Options(target_areas=9, round_cap=4), seed=7)


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[QMessageBox]:
    """Paper message boxes are recorded (and answered Ok) instead of run modally."""
    shown: list[QMessageBox] = []

    def run(box: QMessageBox) -> QMessageBox.StandardButton:
        shown.append(box)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(message_boxes, "_run", run)
    return shown


def test_new_game_dialog_limits_names_and_refuses_control_characters(win: MainWindow, qtbot) -> None:
    dlg = NewGameDialog(win)
    qtbot.addWidget(dlg)
    field = dlg.rows[0].name
    assert field.maxLength() == NAME_MAX and 24 <= NAME_MAX <= 32 and field.toolTip()
    validator = field.validator()
    for bad in ("Anna\tB", "a\nb", "\x1b[31mred", "x\u202eevil", "\x85"):
        assert validator.validate(bad, 0)[0] == QValidator.State.Invalid, repr(bad)
    for ok in (BOLD, AMP, RTL, EMOJI, IMG[:NAME_MAX], ""):
        assert validator.validate(ok, 0)[0] == QValidator.State.Acceptable, repr(ok)
    field.clear()
    qtbot.keyClicks(field, "y" * 40)
    assert field.text() == "y" * NAME_MAX
    for row, name in zip(dlg.rows, (BOLD, AMP, IMG[:NAME_MAX], RTL), strict=False):
        row.name.setText(name)
    setup = dlg.setup()
    assert setup is not None and [s.name for s in setup.seats[:2]] == [BOLD, AMP]
    assert scan("new game") == []


def test_a_game_with_hostile_names_walks_every_screen(win: MainWindow, qtbot, tmp_path: Path, monkeypatch,
                                                      boxes: list[QMessageBox]) -> None:
    save_name = str(tmp_path / "<b>x & [*] saved")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (save_name, ""))
    session = win.start_session(hostile_setup())
    offences: list[str] = []
    seen: set[str] = set()
    # save under a hostile file name: window title (Qt's "[*]" mark kept literal), recent games (later)
    win.save_game()
    saved = tmp_path / "<b>x & [*] saved.conquest"
    assert not boxes, boxes[0].text() if boxes else ""
    assert saved.is_file() and "[*][*]" in win.windowTitle()
    players = json.loads(saved.read_text(encoding="utf-8"))["players"]
    assert [p["name"] for p in players][:5] == [BOLD, AMP, IMG, RTL, EMOJI] and len(players[5]["name"]) == 60

    def on_ready(_h: object) -> None:
        page = win.stack.currentWidget()
        seen.add(type(page).__name__)
        if win.battle.current is not None:
            seen.add("battle")
        offences.extend(scan(type(page).__name__))
        if page is win.handover:
            assert win.handover.title.textFormat() == Qt.TextFormat.PlainText
            win.handover.button.click()

    drive(win, lambda: session.over, timeout=300, on_ready=on_ready)
    assert {"HandoverScreen", "battle"} <= seen, seen
    # the players table shows each name as typed, the waiting line bolds it escaped
    shown = [rendered(labels[1]) for labels in win.players.rows.values()]
    assert shown == [n for n in NAMES.values()]
    assert any(BOLD in item for item in win.log.visible_texts())
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.game_over, timeout=5000)
    offences.extend(scan("game over"))
    for winner in ("green", "blue", "red"):  # the title names the winner as typed
        win.game_over.show_result(session, winner)
        assert NAMES[winner] in rendered(win.game_over.title), rendered(win.game_over.title)
        offences.extend(scan(f"game over ({winner} wins)"))

    # the start screen: the recent games list holds the saved file
    win.end_session()
    win.saves.clear_game()
    win.saves.refresh_start_screen()
    win.stack.setCurrentWidget(win.start_screen)
    assert win.start_screen.recent.count() >= 1
    offences.extend(scan("start screen"))

    # an error about a hostile file: the box shows its text as typed
    bad = tmp_path / f"{FILE_IMG}.conquest"
    bad.write_text('{"format": "conquest-save"', encoding="utf-8")
    win.open_path(str(bad))
    assert boxes and boxes[-1].textFormat() == Qt.TextFormat.PlainText and FILE_IMG in boxes[-1].text()
    offences.extend(scan("open error"))
    assert offences == []


def test_saves_with_control_characters_or_overlong_names_are_refused() -> None:
    """Decided: refused with the translated 'invalid value' message, not cleaned up: Conquest never writes
    such names (the dialog refuses them), so the file was made by hand or damaged."""
    from tests.helpers.golden import GOLDEN

    base = json.loads((GOLDEN / "production_window.json").read_text(encoding="utf-8"))
    for name in ("a\x1b]0;pwned\x07", "tab\there", "x\u202eevil", "n" * 61):
        doc = json.loads(json.dumps(base))
        doc["players"][0]["name"] = name
        with pytest.raises(SaveError) as exc:
            load_bytes(json.dumps(doc).encode())
        assert exc.value.code == "invalid_field" and exc.value.data["field"] == "players.0.name"
    doc = json.loads(json.dumps(base))
    doc["players"][0]["name"] = IMG  # markup is a name like any other: loaded, and shown as typed
    assert load_bytes(json.dumps(doc).encode()).players[0].name == IMG
