"""Player-facing texts of the save loader's error codes (conquest_qt/saves/errors.py SAVE_ERROR_CODES).

One table; a test checks every code has a text. `%1`, `%2` are filled from the error's data.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.saves.errors import SaveError

CONTEXT = "SaveError"

# code -> (source text, data keys for %1, %2, ...)
SAVE_ERROR_TEXTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "unreadable": (QT_TRANSLATE_NOOP("SaveError", "The file could not be read (%1)."), ("reason",)),
    "too_large": (QT_TRANSLATE_NOOP("SaveError", "The file is too large to be a Conquest game (%1 MB; a saved "
                                                 "game is at most %2 MB)."), ("size_mb", "limit_mb")),
    "empty": (QT_TRANSLATE_NOOP("SaveError", "The file is empty."), ()),
    "not_utf8": (QT_TRANSLATE_NOOP("SaveError", "The file is not a Conquest game: it is not stored as UTF-8 "
                                                "text."), ()),
    "truncated": (QT_TRANSLATE_NOOP("SaveError", "The file is incomplete: it ends too early (line %1). It was "
                                                 "probably cut off while copying."), ("line",)),
    "not_json": (QT_TRANSLATE_NOOP("SaveError", "The file is not a Conquest game (it is not JSON; error at "
                                                "line %1)."), ("line",)),
    "not_a_save": (QT_TRANSLATE_NOOP("SaveError", "The file is not a Conquest game; it may belong to another "
                                                  "program."), ()),
    "bad_version": (QT_TRANSLATE_NOOP("SaveError", "The file has an unknown save format version (%1)."), ("found",)),
    "newer_version": (QT_TRANSLATE_NOOP("SaveError", "This game was saved by a newer version of Conquest (save "
                                                     "format %1). This version can open save formats up to %2. "
                                                     "Please update Conquest."), ("found", "supported")),
    "migration_failed": (QT_TRANSLATE_NOOP("SaveError", "This game was saved by an older version of Conquest "
                                                        "(save format %1) and could not be converted."), ("found",)),
    "missing_field": (QT_TRANSLATE_NOOP("SaveError", "The file is damaged: the entry “%1” is missing."),
                      ("field",)),
    "unknown_field": (QT_TRANSLATE_NOOP("SaveError", "The file is damaged: it contains an unexpected entry "
                                                     "“%1”."), ("field",)),
    "invalid_field": (QT_TRANSLATE_NOOP("SaveError", "The file is damaged: the entry “%1” has an invalid value."),
                      ("field",)),
    "unknown_colour": (QT_TRANSLATE_NOOP("SaveError", "The file is damaged: it names an unknown player colour "
                                                      "“%1”."), ("colour",)),
    "unknown_area": (QT_TRANSLATE_NOOP("SaveError", "The file is damaged: it names an unknown area “%1”."),
                     ("area",)),
    "unknown_ruleset": (QT_TRANSLATE_NOOP("SaveError", "The game in this file is played by rules this version of "
                                                       "Conquest does not know (“%1”). It may have been saved "
                                                       "by a newer version."), ("ruleset",)),
    "bad_setup": (QT_TRANSLATE_NOOP("SaveError", "The file is damaged: its players or game options cannot start "
                                                 "a game."), ()),
    "illegal_action": (QT_TRANSLATE_NOOP("SaveError", "The file is damaged: decision %1 (by %2) breaks the rules, "
                                                      "so the game cannot be rebuilt."), ("index", "player")),
    "snapshot_mismatch": (QT_TRANSLATE_NOOP("SaveError", "The file is damaged: the saved position does not match "
                                                         "the game's history (at “%1”). It was not opened, so you "
                                                         "do not play a different game by mistake."), ("field",)),
    "engine_error": (QT_TRANSLATE_NOOP("SaveError", "The game could not be rebuilt from the file (decision %1). "
                                                    "Please report this problem."), ("index",)),
    "write_failed": (QT_TRANSLATE_NOOP("SaveError", "The game could not be saved (%1). Your previous file, if "
                                                    "any, is unchanged."), ("reason",)),
}

_ARG = re.compile(r"%([1-9])")


def _values(err: SaveError) -> dict[str, Any]:
    data = dict(err.data)
    for key in ("size", "limit"):
        if isinstance(data.get(key), int):
            data[key + "_mb"] = f"{data[key] / (1024 * 1024):.1f}"
    return data


def save_error_text(err: SaveError) -> str:
    """The translated message for a loader error, with its data filled in."""
    src, keys = SAVE_ERROR_TEXTS.get(err.code, SAVE_ERROR_TEXTS["not_a_save"])
    text = QCoreApplication.translate(CONTEXT, src)
    data = _values(err)
    values = [str(data.get(k, "?")) for k in keys]

    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return values[i] if i < len(values) else m.group(0)

    return _ARG.sub(sub, text)
