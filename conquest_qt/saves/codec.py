"""Bytes ↔ envelope: size cap, decoding, JSON, version migration and pydantic validation.

Each failure becomes a SaveError with a code (errors.py); nothing here executes or unpickles data.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
from typing import Any

from pydantic import ValidationError
from pydantic_core import to_json

from conquest_qt import manifest
from conquest_qt.saves.errors import SaveError
from conquest_qt.saves.model import FORMAT_NAME, MAX_SAVE_BYTES, SaveEnvelope
from conquest_qt.saves.printable import printable
from conquest_qt.saves.regular_file import FileTooLarge, NotRegularFile, read_regular
from conquest_qt.saves.versions import SCHEMA_VERSION, migrate


def read_limited(path: str | os.PathLike[str], limit: int = MAX_SAVE_BYTES) -> bytes:
    """The file's bytes; refuses files above `limit` before reading them, and anything but a regular
    file (a FIFO picked in Open must not hang: regular_file.read_regular never blocks)."""
    try:
        return read_regular(path, limit)
    except FileTooLarge as exc:
        raise SaveError("too_large", size=exc.size, limit=limit) from None
    except NotRegularFile:
        raise SaveError("unreadable", reason="not a regular file") from None
    except OSError as exc:
        raise SaveError("unreadable", reason=exc.strerror or type(exc).__name__) from None


def _no_constants(name: str) -> Any:
    raise ValueError(f"JSON constant {name} is not allowed")


def parse_json(data: bytes, limit: int = MAX_SAVE_BYTES) -> Any:
    if len(data) > limit:
        raise SaveError("too_large", size=len(data), limit=limit)
    if not data.strip():
        raise SaveError("empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveError("not_utf8", position=exc.start) from None
    try:
        return json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        code = "truncated" if _cut_off(text, exc) else "not_json"
        raise SaveError(code, line=exc.lineno, column=exc.colno) from None
    except (ValueError, RecursionError):  # NaN/Infinity, absurdly long numbers, absurd nesting
        where = json.JSONDecodeError("", text, _strict_json_trouble(text))  # its line and column
        raise SaveError("not_json", line=where.lineno, column=where.colno) from None


# Outside strings: a constant strict JSON forbids, an integer, an opening or closing bracket.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|(-?Infinity|NaN)|(?<![\w.+-])(-?\d+)(?![\w.])|([\[{])|([\]}])', re.S)
DEEP = 100  # nesting levels: a save has a handful; a file nested deeper than the parser follows is shown here


def _strict_json_trouble(text: str) -> int:
    """Where the parser gave up without saying where (ValueError, RecursionError): the first NaN or Infinity,
    integer longer than Python converts, or bracket nested deeper than DEEP, outside strings; 0 if none."""
    longest = sys.get_int_max_str_digits() or None
    depth = 0
    for m in _TOKENS.finditer(text):
        constant, digits, opening, closing = m.groups()
        if constant or (digits and longest and len(digits.lstrip("-")) > longest):
            return m.start()
        if opening:
            depth += 1
            if depth > DEEP:
                return m.start()
        elif closing:
            depth -= 1
    return 0


def _cut_off(text: str, exc: json.JSONDecodeError) -> bool:
    """The parser ran out of text: inside a string, at the very end, or inside a final true/false/null."""
    if exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip()):
        return True
    tail = text[exc.pos:].rstrip()
    return any(word.startswith(tail) and word != tail for word in ("true", "false", "null"))


def envelope_from_raw(raw: Any) -> SaveEnvelope:
    """Recognise, migrate and validate a parsed save."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_NAME:
        fmt = raw.get("format") if isinstance(raw, dict) else None
        raise SaveError("not_a_save", format=fmt if isinstance(fmt, str) else None)
    raw = migrate(raw)
    check_ruleset(raw)
    try:
        return SaveEnvelope.model_validate(raw)
    except ValidationError as exc:
        raise validation_error(exc) from None


def check_ruleset(raw: dict[str, Any]) -> None:
    """The options' ruleset must be one this version plays (else the options were read as another
    ruleset's and a field of those was reported missing). A non-string is left to validation."""
    options = raw.get("options")
    ruleset = options.get("ruleset") if isinstance(options, dict) else None
    if isinstance(ruleset, str) and ruleset not in manifest.rulesets():
        raise SaveError("unknown_ruleset", ruleset=printable(ruleset, "?")[:40], known=", ".join(manifest.rulesets()))


def envelope_from_bytes(data: bytes, limit: int = MAX_SAVE_BYTES) -> SaveEnvelope:
    """Bytes → validated envelope. A current, valid file takes one pass of pydantic-core (it parses
    the JSON itself, about twice as fast); anything else goes the step-by-step way for a precise error."""
    if len(data) > limit:
        raise SaveError("too_large", size=len(data), limit=limit)
    env = None
    if not _may_hold_constants(data):  # pydantic-core's parser reads NaN/Infinity: those take the strict path
        with contextlib.suppress(ValidationError):
            env = SaveEnvelope.model_validate_json(data)
    if env is not None and env.schema_version == SCHEMA_VERSION:
        return env
    return envelope_from_raw(parse_json(data, limit))


def _may_hold_constants(data: bytes) -> bool:
    """NaN or Infinity may be in the JSON (or only inside a string: the strict path tells)."""
    return b"NaN" in data or b"Infinity" in data


def strict_json(value: Any) -> bytes:
    """JSON bytes of plain data, refusing NaN and Infinity (pydantic-core would write them as constants
    that no strict JSON reader, ours included, accepts). Raises ValueError."""
    data = to_json(value)
    if _may_hold_constants(data):
        json.loads(data, parse_constant=_no_constants)  # raises ValueError on a real constant
    return data


def validation_error(exc: ValidationError) -> SaveError:
    err = exc.errors(include_url=False)[0]
    loc = list(err["loc"])
    where = ".".join(str(p) for p in loc) or "(top)"
    if err["type"] == "missing":
        return SaveError("missing_field", field=where)
    if err["type"] == "extra_forbidden":
        return SaveError("unknown_field", field=where)
    return SaveError("invalid_field", field=where, problem=err["msg"][:200])


def dumps(envelope: SaveEnvelope | dict[str, Any]) -> bytes:
    """Compact JSON in field order (pydantic-core: several times faster than json.dumps on long logs)."""
    if isinstance(envelope, SaveEnvelope):
        return strict_json(envelope.model_dump(mode="json"))
    return strict_json(envelope)
