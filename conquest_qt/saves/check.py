"""`conquest --check-save FILE`: `ok: <summary>` and exit 0, or one line naming the problem and exit 1.

Everything printed passes through `printable`: a file's summary text, names or ids (and the path) never
reach the terminal with control characters (escape sequences, carriage returns, bidi overrides).
"""

from __future__ import annotations

import sys

from conquest_qt.saves.errors import SaveError, describe
from conquest_qt.saves.files import load_save
from conquest_qt.saves.printable import printable


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
    env = loaded.envelope
    _say(f"ok: {env.summary.text} ({len(env.actions)} decisions, save format {env.schema_version})")
    return 0
