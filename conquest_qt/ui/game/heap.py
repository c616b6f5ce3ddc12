"""The cyclic garbage collector while a game is played (issue 28 item 10).

A full (generation 2) collection walks every tracked object of the window: the game's records, the scene, the
Qt wrappers, the modules — about 70,000 objects and 40 ms of CPU on the thread that happens to allocate when
it is due, which during play is the UI thread (a stall) or the driver's worker thread (holding the interpreter
lock the UI thread then waits for). Once a game is set up, `settle` collects once and freezes what survived
(`gc.freeze`: later collections skip it), so a collection during play walks only what play made since;
`release` unfreezes when the game ends, so the next `settle` collects what the old game left.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """A game is set up: collect what set-up left, then keep the survivors out of later collections."""
    gc.unfreeze()  # the previous game's objects may be garbage now: they are collected here
    gc.collect()
    gc.freeze()


def release() -> None:
    """The game is over: its objects may be collected again."""
    gc.unfreeze()
