"""`conquest --check-save FILE`: `ok: <summary>` and exit 0, or one line naming the problem and exit 1."""

from __future__ import annotations

import sys

from conquest_qt.saves.errors import SaveError, describe
from conquest_qt.saves.files import load_save


def check_save_cli(path: str) -> int:
    try:
        loaded = load_save(path)
    except SaveError as err:
        print(f"error: {path}: {describe(err)}", file=sys.stderr)
        return 1
    except Exception as exc:  # never a traceback, whatever the file holds
        print(f"error: {path}: internal error {type(exc).__name__}: {exc}"[:500], file=sys.stderr)
        return 1
    env = loaded.envelope
    print(f"ok: {env.summary.text} ({len(env.actions)} decisions, save format {env.schema_version})")
    return 0
