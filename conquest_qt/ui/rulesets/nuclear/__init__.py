"""The nuclear add-on's user-interface part (VARIANTS.md V2; manifest.py names this home).

A placeholder the UI engineer fills (issue 25): nuke markers with counts, the contamination wash,
pages for the add-on's decisions and its Help page."""

from __future__ import annotations

UI_PART = None  # nothing yet
