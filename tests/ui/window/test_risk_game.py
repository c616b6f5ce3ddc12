"""A Risk game played through the window's own signals (VARIANTS.md V1.3–V1.6): claims by clicks on the
board, the capital by a click, the start armies and every reinforcement placed on the board and confirmed
on the side panel, trades ticked on the trade page; hot-seat hands hidden behind the hand-over screen;
save and load, autosave. (Attacks go through the controller until their pages land: tests/helpers/risk.)"""

from __future__ import annotations

from PySide6.QtCore import Qt

from conquest_qt.engine.rulesets.risk.board import START_ARMIES
from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.rulesets.risk.pages import PlacePage, TradePage
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.dialogs import Dialogs
from tests.helpers.risk import drive_risk, risk_setup
from tests.helpers.scripted import ScriptedHuman


def test_setup_and_turns_are_played_on_the_board_and_the_side_panel(win: MainWindow) -> None:
    """V1.3.2 claim, V1.3.3 capital, V1.3.4 start armies, V1.5 reinforcements, V1.6 trades — all by the UI."""
    session = win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], level="random", seed=2))
    seen: dict[str, int] = {"claim": 0, "place_capital": 0, "setup_place": 0, "place": 0, "trade": 0,
                            "traded": 0}
    placed_before: dict[str, int] = {}

    def on_step(h: ScriptedHuman) -> None:
        ctrl = win.ctrl
        assert ctrl is not None
        kind = ctrl.kind
        if kind in seen:
            seen[kind] += 1
        if kind in ("setup_place", "place"):
            page = win.decision.current()  # type: ignore[union-attr]
            assert isinstance(page, PlacePage)
            assert not page.confirm.isEnabled()  # nothing placed yet: nothing to confirm
            placed_before.update(armies_of(session.public()))
            if kind == "place":  # the breakdown is on the page, its total the armies due (V1.5)
                assert page.breakdown.isVisible() or not page.isVisible()
                assert str(ctrl.info["armies"]) in page.breakdown.text()
        if kind == "trade":
            page = win.decision.current()  # type: ignore[union-attr]
            assert isinstance(page, TradePage)
            for i in range(page.list.count()):  # tick cards until they make a trade, then trade
                page.list.item(i).setCheckState(Qt.CheckState.Checked)
                if page.trade.isEnabled():
                    break
            if page.trade.isEnabled():
                seen["traded"] += 1
                page.trade.click()

    drive_risk(win, lambda: session.over or (session.public()["round"] >= 5 and seen["traded"] >= 1),
               timeout=240, on_step=on_step)
    pub = session.public()
    assert seen["claim"] >= 8 and seen["place_capital"] == 1 and seen["setup_place"] == 1
    assert "red" in pub["capitals"]
    assert seen["place"] >= 2, (seen, pub["round"], pub.get("winner"))
    assert seen["traded"] >= 1, seen  # a trade ticked on the trade page and sent by its button (V1.6)
    placed = [e for e in session.log if e.event["type"] == "placed" and e.event["player"] == "red"]
    assert placed, "placements reach the log"
    first = placed[0].event["land"]
    assert sum(first.values()) == START_ARMIES[4] - 9  # the start armies less the 9 claimed (V1.3.4)


def test_hot_seat_hides_hands_until_the_hand_over(win: MainWindow) -> None:
    """R6 / V0.2: in a Risk hot-seat game the hand shown is only ever the viewer's, after the hand-over."""
    win.handover.guard_ms = 0
    session = win.start_session(risk_setup(["red", "blue"], ["green", "yellow"], level="random", seed=2, deal=True))
    checks = {"handovers": 0}

    def on_step(h: ScriptedHuman) -> None:
        if win.stack.currentWidget() is win.handover:
            checks["handovers"] += 1
            assert win.hand.owner is None and win.hand.shown_cards() == ()
        elif win.hand.owner is not None:
            assert win.hand.owner == session.viewer
            assert win.hand.shown_cards() == session.driver.view(win.hand.owner).hand

    drive_risk(win, lambda: session.over or session.public()["round"] >= 3, timeout=240, on_step=on_step)
    assert checks["handovers"] >= 2


def test_a_risk_game_autosaves_saves_loads_and_continues(win: MainWindow, tmp_path, monkeypatch) -> None:
    """Saves carry the ruleset (issue 15 item 5): the autosave, Save, Open and Continue give a Risk game
    with Risk's pages again."""
    dialogs = Dialogs(monkeypatch)
    session = win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], level="random", seed=2, deal=True))
    ctl = win.saves
    assert ctl is not None
    assert ctl.store.files(ctl.game_id)  # the start of the game was autosaved
    drive_risk(win, lambda: session.public()["round"] >= 2 and win.ctrl is not None and win.ctrl.kind == "place",
               timeout=240)
    before = dict(armies_of(session.public()))
    dialogs.save_name = str(tmp_path / "risk game")
    win.save_game()
    saved = tmp_path / "risk game.conquest"
    assert saved.is_file()
    win.open_path(str(saved))
    loaded = win.session
    assert loaded is not None and loaded is not session
    assert loaded.setup.options.ruleset == "risk"
    assert dict(armies_of(loaded.public())) == before
    drive_risk(win, lambda: win.ctrl is not None and win.ctrl.kind == "place", timeout=60)
    assert type(win.decision.current()).__name__ == "PlacePage"  # type: ignore[union-attr]
    assert win.actions_["missions"].isVisible() and not win.actions_["cards"].isVisible()
    assert ctl.continue_game()  # the newest autosave: this Risk game again
    assert win.session is not None and win.session.setup.options.ruleset == "risk"
