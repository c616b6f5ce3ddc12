"""`conquest --check-save FILE`: `ok: <summary> (<n> decisions, seed <seed>, save format <v>)` and exit 0,
or one line naming the problem and exit 1. Loading replays every decision from the seed and compares the
result with the saved position, so an ok says no roll of the game was changed."""

from __future__ import annotations

import sys

from conquest_qt.saves.errors import SaveError, describe
from conquest_qt.saves.files import load_save
from conquest_qt.saves.summary import details


def check_save_cli(path: str) -> int:
    try:
        loaded = load_save(path)
    except SaveError as err:
        print(f"error: {path}: {describe(err)}", file=sys.stderr)
        return 1
    except Exception as exc:  # never a traceback, whatever the file holds
        print(f"error: {path}: internal error {type(exc).__name__}: {exc}"[:500], file=sys.stderr)
        return 1
    d = details(loaded.envelope)
    print(f"ok: {d.summary.text} ({d.decisions} decisions, seed {d.seed}, save format {d.schema_version})")
    return 0
