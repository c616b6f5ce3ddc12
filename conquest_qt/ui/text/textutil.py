"""Small text helpers shared by the UI's translation tables (no visible strings here)."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from conquest_qt.ui.text import i18n

_ARG = re.compile(r"%([1-9])")
ENTER = " (Enter)"  # a button label's claim of the Enter key (ui/window/enter_owner.py; the same in every language)


def arg(text: str, *values: Any) -> str:
    """Qt-style `%1 %2 ...` substitution in one pass (so a value containing "%2" is left alone)."""

    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return str(values[i]) if i < len(values) else m.group(0)

    return _ARG.sub(sub, text)


def en_plural(text: str, n: int) -> str:
    """Untranslated English '%n tank(s)' / '%n army(ies)' source texts read '1 tank' / '2 tanks', '2 armies' (a
    translation wins)."""
    return text.replace("y(ies)", "y" if n == 1 else "ies").replace("(s)", "" if n == 1 else "s")


class TrContext:
    """Base for plural text tables outside QObject classes.

    pyside6-lupdate marks `self.tr("%n …", "", n)` inside a class as a plural (numerus) message in the
    context named after the class; `QCoreApplication.translate(ctx, "%n …", None, n)` it does not. A
    subclass named after the translation context therefore keeps its plurals translatable.
    """

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        text = QCoreApplication.translate(type(self).__name__, source, disambiguation or None, n)
        return en_plural(text, n)


def number(value: float, decimals: int) -> str:
    """A decimal number the way the current language writes it (0.5 / 0,5)."""
    return QLocale(i18n.current_language()).toString(float(value), "f", decimals)


def percent(chance: float) -> str:
    """A chance in whole percent for a "%" after it; never a certain-looking 100 or 0 while dice decide."""
    whole = round(chance * 100)
    if whole >= 100 and chance < 1:
        return ">99"
    if whole <= 0 and chance > 0:
        return "<1"
    return str(whole)
