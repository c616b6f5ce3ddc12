"""Command-line entry point of the game (`conquest`)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    print("Conquest: the desktop game is being built; try conquest-sim for headless games.")
    return 0
