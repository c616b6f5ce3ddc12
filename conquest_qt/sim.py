"""Headless games (`conquest-sim`)."""

from __future__ import annotations


def main(argv: list[str] | None = None) -> int:
    print("conquest-sim: not ready yet")
    return 0
