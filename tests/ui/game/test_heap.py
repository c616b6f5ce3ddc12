"""Issue 28 item 10: a full garbage collection during play walked the whole window (~70,000 objects, ~40 ms of
CPU on the UI thread or on the driver's worker thread holding the interpreter lock). Once a game is set up,
what survived it is frozen (ui/game/heap.py) so later collections skip it; it is unfrozen when the game ends."""

from __future__ import annotations

import gc

from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import setup_of


def test_a_set_up_game_is_kept_out_of_later_collections_until_it_ends(win: MainWindow) -> None:
    gc.unfreeze()
    win.start_session(setup_of([], ["red", "blue", "green", "yellow"], level="random", seed=1))
    assert gc.get_freeze_count() > 10_000  # the window, its scene and the game: not walked during play
    win.start_session(setup_of([], ["red", "blue", "green", "yellow"], level="random", seed=2))
    assert gc.get_freeze_count() > 10_000  # a new game settles again (the old one's garbage collected first)
    win.end_session()
    assert gc.get_freeze_count() == 0  # an ended game's objects may be collected
