"""Save-file errors: a code plus data; the UI translates the code (conquest_qt/ui/text/save_errors.py).

`describe()` gives a plain English line for the command-line checker and logs; the window never
shows it.
"""

from __future__ import annotations

from typing import Any

# Every code the loader can raise; ui/text/save_errors.py has a translation for each (a test checks it).
SAVE_ERROR_CODES: tuple[str, ...] = (
    "unreadable",  # the file could not be opened or read (data: reason)
    "too_large",  # above MAX_SAVE_BYTES, refused before parsing (data: size, limit)
    "empty",  # zero bytes, or only white space
    "not_utf8",  # not UTF-8 text (data: position)
    "truncated",  # JSON that stops in the middle (data: line, column)
    "not_json",  # not JSON at all (data: line, column)
    "not_a_save",  # valid JSON, but not a Conquest save (data: format)
    "bad_version",  # schema_version missing or not a known number (data: found)
    "newer_version",  # written by a newer Conquest (data: found, supported)
    "migration_failed",  # an older file could not be upgraded (data: found, step)
    "missing_field",  # data: field
    "unknown_field",  # data: field
    "invalid_field",  # data: field, problem
    "unknown_colour",  # data: colour, field
    "unknown_area",  # data: area, field
    "unknown_ruleset",  # options.ruleset names no ruleset of this version (data: ruleset, known)
    "bad_setup",  # players/options cannot start a game (data: problem)
    "illegal_action",  # the log holds an action the rules refuse (data: index, player, rule, rule_data)
    "snapshot_mismatch",  # replaying the log does not give the saved state (data: field)
    "engine_error",  # the engine failed while replaying (a bug; data: index, problem)
    "write_failed",  # saving failed (data: reason)
)


class SaveError(Exception):
    """A save file the loader refuses (or a save that could not be written)."""

    def __init__(self, code: str, **data: Any) -> None:
        assert code in SAVE_ERROR_CODES, code
        super().__init__(code, data)
        self.code = code
        self.data = data

    def __str__(self) -> str:
        return describe(self)


_PLAIN: dict[str, str] = {
    "unreadable": "cannot read the file ({reason})",
    "too_large": "file too large ({size} bytes; a save is at most {limit} bytes)",
    "empty": "the file is empty",
    "not_utf8": "not UTF-8 text (bad byte at position {position})",
    "truncated": "the file is cut off (JSON ends early at line {line}, column {column})",
    "not_json": "not JSON (syntax error at line {line}, column {column})",
    "not_a_save": "not a Conquest save file (format {format!r})",
    "bad_version": "unknown save format version {found!r}",
    "newer_version": "saved by a newer Conquest (save format {found}; this version reads up to {supported})",
    "migration_failed": "cannot upgrade save format {found} (step {step})",
    "missing_field": "field {field} is missing",
    "unknown_field": "unexpected field {field}",
    "invalid_field": "field {field} is invalid: {problem}",
    "unknown_colour": "unknown colour {colour!r} in {field}",
    "unknown_area": "unknown area {area!r} in {field}",
    "unknown_ruleset": "unknown ruleset {ruleset!r} (this version plays {known})",
    "bad_setup": "players or options cannot start a game ({problem})",
    "illegal_action": "decision {index} ({player}) is illegal: {rule}",
    "snapshot_mismatch": "the saved state differs from the replayed game at {field}",
    "engine_error": "the game engine failed at decision {index}: {problem}",
    "write_failed": "cannot write the file ({reason})",
}


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def describe(err: SaveError) -> str:
    """One English line naming the problem (no translation: for the CLI and logs)."""
    return f"{err.code}: " + _PLAIN[err.code].format_map(_Blank(err.data))
