"""Conquest: the 1994 EG Spiele world-conquest board game as a desktop application."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    """`__version__`, read from the installed metadata on first use (importlib.metadata costs ~15 ms
    of start-up; the start screen does not need it)."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import metadata

    try:
        version = metadata.version("conquest-qt")
    except metadata.PackageNotFoundError:  # running from a source tree that was never installed
        version = "0.0.0+source"
    globals()["__version__"] = version
    return version
