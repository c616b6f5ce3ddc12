"""Reading the board's data files: one clear error for a missing or broken file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def read_json(path: Path, what: str, error: type[Exception]) -> Any:
    """Parse `path`; a missing file or bad JSON raises `error` with a message naming `what`."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise error(f"{what} not found: {path}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise error(f"{what} {path.name} is not valid JSON: {exc}") from None
