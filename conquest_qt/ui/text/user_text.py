"""Showing text that comes from a player or a file (names, file names, summaries): never as markup.

Qt guesses: a QLabel in its default AutoText format, a tooltip and a message box show text that
*looks* like HTML (`Qt.mightBeRichText`) as rich text, so a player named ``<img src="/dev/zero">``
would make Qt load that "image". Every such text goes through one of these:

- `plain(label)`: the label shows its text as typed (templates without markup);
- `rich(label)` + `escaped(template, *values)`: a label whose template has markup; the values are
  HTML-escaped (the label is RichText explicitly, so an escaped `&lt;` is never shown as typed);
- `tooltip(text)`: a tooltip that shows `text` as typed;
- `title_text(text)` / `menu_text(text)`: a window title without Qt's "[*]" mark or control
  characters; a menu entry whose "&" is not a shortcut.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from conquest_qt.saves.printable import printable
from conquest_qt.ui.text.textutil import arg


def plain(label: QLabel) -> QLabel:
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def rich(label: QLabel) -> QLabel:
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def escaped(template: str, *values: Any) -> str:
    """`arg(template, ...)` with each value HTML-escaped (for a RichText label)."""
    return arg(template, *(html.escape(str(v)) for v in values))


def tooltip(text: str) -> str:
    """A tooltip showing `text` as typed: unchanged when Qt cannot take it for markup (no "<"), else rich
    text holding the escaped text."""
    text = printable(text, " ")
    if "<" not in text:
        return text
    return "<p style='white-space:pre'>" + html.escape(text) + "</p>"


def isolated(text: str) -> str:
    """A name inside a longer text, in its own writing direction: a right-to-left name does not reorder
    the words around it ("שלום (Yellow)" stays name first). Unicode first-strong isolate ... pop."""
    return "\u2068" + text + "\u2069"


def title_text(text: str) -> str:
    """A file or player text for a window title: no control characters, a literal "[*]" kept literal."""
    return printable(text).replace("[*]", "[*][*]")


def menu_text(text: str) -> str:
    """A file or player text for a menu entry or button: "&" shown, not taken as a shortcut key."""
    return printable(text).replace("&", "&&")
