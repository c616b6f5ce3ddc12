"""GameSession.public(): one read-only public view per position, shared by its callers."""

from __future__ import annotations

import pytest

from conquest_qt.ui.game.session import GameSession
from tests.helpers.window import setup_of


def _session(qtbot) -> GameSession:
    session = GameSession(setup_of(["red", "blue", "green", "yellow"], []))
    session.start()
    session.confirm_handover()  # hot seat: the first human takes the screen
    assert session.decision is not None and session.decision[1] == "claim"
    return session


def test_public_is_built_once_per_position(qtbot) -> None:
    session = _session(qtbot)
    try:
        first = session.public()
        assert session.public() is first  # no new snapshot between state changes
        player = session.decision[0]  # type: ignore[index]
        claim = session.legal()[0]
        free = claim["area"]
        assert first["owners"][free] is None and session.submit(claim)
        after = session.public()
        assert after is not first and after["owners"][free] == player and first["owners"][free] is None
        assert session.public() is after
    finally:
        session.shutdown()


def test_public_view_cannot_be_changed_by_a_caller(qtbot) -> None:
    session = _session(qtbot)
    try:
        view = session.public()
        with pytest.raises(TypeError):
            view["round"] = 99  # type: ignore[index]
        with pytest.raises(TypeError):
            del view["owners"]  # type: ignore[attr-defined]
        assert session.public()["round"] == session.game.s.round
    finally:
        session.shutdown()


def test_undo_gives_a_new_view(qtbot) -> None:
    """The serial the cache is keyed on moves with every applied, undone or redone move."""
    session = _session(qtbot)
    try:
        before = session.driver.serial
        view = session.public()
        session.driver.undo()  # nothing to undo at the claim: the serial and the view stay
        assert session.driver.serial == before and session.public() is view
        session.forget_public()
        assert session.public() is not view and session.public() == view
    finally:
        session.shutdown()
