"""Conquest: the 1994 EG Spiele world-conquest board game as a desktop application."""

from importlib import metadata

try:
    __version__ = metadata.version("conquest-qt")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
