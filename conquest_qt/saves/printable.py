"""Text from a file made safe to print or show on one line: no control characters.

Removes C0 and C1 control characters (ESC starts terminal escape sequences; CR, BS and the like
rewrite what a terminal shows), DEL, and the bidirectional embeddings, overrides and isolates
(U+202A-U+202E, U+2066-U+2069) that reorder the rest of a line. Plain marks such as U+200E/U+200F
stay: they only set the direction of the text around them.
"""

from __future__ import annotations

import re

_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def has_controls(text: str) -> bool:
    return _CONTROLS.search(text) is not None


def printable(text: str, replacement: str = "") -> str:
    """`text` without control characters (each replaced by `replacement`)."""
    return _CONTROLS.sub(replacement, text)
