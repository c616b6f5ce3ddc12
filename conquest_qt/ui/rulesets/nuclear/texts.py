"""The nuclear add-on's words of the text layer (ui/text/ruleset_text.words("nuclear")): its option in the New
game dialog (VARIANTS.md V2.1)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def title() -> str:
    return QCoreApplication.translate("Nuclear", "Nuclear weapons")


def blurb() -> str:
    return QCoreApplication.translate(
        "Nuclear", "Buy nukes and, from round 4, strike any land area: a struck area is contaminated for two "
                   "rounds, then free.")
