"""`conquest --check-save FILE`: `ok: <summary> (<n> decisions, seed <seed>, save format <v>)` and exit 0,
or one line naming the problem and exit 1. Loading replays every decision from the seed and compares the
result with the saved position, so an ok says no roll of the game was changed.

Everything printed passes through `printable`: a file's summary text, names or ids (and the path) never
reach the terminal with control characters (escape sequences, carriage returns, bidi overrides).
"""

from __future__ import annotations

import sys

from conquest_qt.saves.errors import SaveError, describe
from conquest_qt.saves.files import load_save
from conquest_qt.saves.printable import printable
from conquest_qt.saves.summary import details


def _say(text: str, err: bool = False) -> None:
    print(printable(text, "?"), file=sys.stderr if err else sys.stdout)


def check_save_cli(path: str) -> int:
    try:
        loaded = load_save(path)
    except SaveError as err:
        _say(f"error: {path}: {describe(err)}", err=True)
        return 1
    except Exception as exc:  # never a traceback, whatever the file holds
        _say(f"error: {path}: internal error {type(exc).__name__}: {exc}"[:500], err=True)
        return 1
    d = details(loaded.envelope)
    _say(f"ok: {d.summary.text} ({d.decisions} decisions, seed {d.seed}, save format {d.schema_version})")
    return 0
