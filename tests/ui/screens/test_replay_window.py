"""The replay window (issue 16, item 1): keys, buttons, the slider, play and pause, the banner, the log
up to the shown step, hidden hands and the seed (pytest-qt)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.ui.game.replay_model import ReplayModel, seats_of
from conquest_qt.ui.screens import replay_controls
from conquest_qt.ui.screens.replay_window import ReplayWindow
from tests.helpers.replays import played, players
from tests.helpers.window import timers_due_run


def _window(qtbot, lg, humans: int = 1) -> ReplayWindow:
    model = ReplayModel(ReplayIndex(lg.players, lg.options, lg.seed, list(lg.log)), seats_of(players(lg, humans)))
    w = ReplayWindow(model, "watched.conquest")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def _key(w: ReplayWindow, key: Qt.Key, mod: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(w.focusWidget() or w, key, mod)


def test_keys_step_by_decision_turn_and_round(qtbot) -> None:
    w = _window(qtbot, played())
    m = w.model
    _key(w, Qt.Key.Key_Right)
    _key(w, Qt.Key.Key_Right)
    assert m.position == 2
    _key(w, Qt.Key.Key_Left)
    assert m.position == 1
    _key(w, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert m.position == m.index.next_turn(1)
    turn = m.position
    _key(w, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert m.position == m.index.previous_turn(turn)
    _key(w, Qt.Key.Key_PageDown)
    assert m.round == 2 and m.position == m.index.round_start(2)
    _key(w, Qt.Key.Key_PageUp)
    assert m.round == 1
    _key(w, Qt.Key.Key_End)
    assert m.position == m.last
    _key(w, Qt.Key.Key_Home)
    assert m.position == 0


def test_buttons_and_slider_move_and_follow(qtbot) -> None:
    w = _window(qtbot, played())
    m, c = w.model, w.controls
    assert not c.buttons["back"].isEnabled() and c.buttons["forward"].isEnabled()
    qtbot.mouseClick(c.buttons["forward"], Qt.MouseButton.LeftButton)
    assert m.position == 1 and c.slider.value() == 1
    qtbot.mouseClick(c.buttons["turn_forward"], Qt.MouseButton.LeftButton)
    assert m.position == m.index.next_turn(1) > 1
    c.slider.setValue(50)  # dragged: the replay seeks
    assert m.position == 50
    m.seek(70)  # and the slider follows the replay
    assert c.slider.value() == 70 and c.slider.maximum() == m.last
    qtbot.mouseClick(c.buttons["end"], Qt.MouseButton.LeftButton)
    assert m.position == m.last and not c.buttons["forward"].isEnabled()


def test_a_click_on_the_slider_track_jumps_there(qtbot) -> None:
    """Issue 28 item 8: a click on the slider's track jumps to that point of the game (it moved one page)."""
    w = _window(qtbot, played())
    m, c = w.model, w.controls
    assert m.position == 0
    for share in (0.75, 0.25):
        qtbot.mouseClick(c.slider, Qt.MouseButton.LeftButton, pos=QPoint(round(c.slider.width() * share),
                                                                          c.slider.height() // 2))
        assert abs(m.position - share * m.last) <= max(2, 0.03 * m.last), (share, m.position, m.last)
        assert c.slider.value() == m.position and not c.slider.isSliderDown()


def test_banner_and_log_follow_the_shown_step(qtbot) -> None:
    w = _window(qtbot, played())
    m = w.model
    m.seek(m.index.round_start(2) + 3)
    assert w.banner.text() == f"Replay — round 2 of {m.last_round}"
    assert w.detail.text().startswith(f"Decision {m.position} of {m.last} · ")
    shown = w.log_texts()
    assert shown == [e.text for e in m.entries[:m.ends[m.position]]][-len(shown):]  # up to the step, no further
    assert w.marked_texts() == [m.entries[i].text for i in m.step_lines()]
    later = m.entries[m.ends[m.position]].text if m.ends[m.position] < len(m.entries) else None
    m.step(1)
    if later is not None:
        assert later in w.log_texts()


def test_play_and_pause_with_space_at_a_speed(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(replay_controls, "BASE_MS", 80)
    w = _window(qtbot, played())
    m, c = w.model, w.controls
    c.speed.setCurrentIndex(c.speed.findData(8))
    assert c.timer.interval() == 10
    _key(w, Qt.Key.Key_Space)
    assert c.playing and c.buttons["play"].text() == "Pause"
    qtbot.waitUntil(lambda: m.position >= 5, timeout=5000)
    _key(w, Qt.Key.Key_Space)
    assert not c.playing
    stopped = m.position
    timers_due_run(qtbot, 60)  # a step every 10 ms would have come by now, had the timer not stopped
    assert m.position == stopped
    m.seek(m.last - 2)
    c.toggle_play()
    qtbot.waitUntil(lambda: not c.playing, timeout=5000)  # it stops by itself at the end
    assert m.position == m.last


def test_hands_are_hidden_in_a_running_game_with_people(qtbot) -> None:
    w = _window(qtbot, played(cut=60), humans=1)
    assert w.hidden_note.isVisible()
    assert not any(hand.isVisible() for _n, _s, hand in w.rows.values())
    shown = _window(qtbot, played(cut=60), humans=0)  # computers only: nothing to hide
    assert not shown.hidden_note.isVisible()
    assert all(hand.isVisible() and hand.text().startswith("Cards:") for _n, _s, hand in shown.rows.values())


def test_the_seed_is_shown(qtbot) -> None:
    lg = played()
    w = _window(qtbot, lg)
    assert w.seed.text() == f"Seed of the dice: {lg.seed}"


def test_a_risk_save_replays(qtbot) -> None:
    w = _window(qtbot, played("risk"))
    m = w.model
    _key(w, Qt.Key.Key_End)
    assert m.position == m.last and m.game.over
    assert "armies" in w.rows[m.seats[0].colour][1].text() or "army" in w.rows[m.seats[0].colour][1].text()
    assert w.scene.position.owners == dict(m.public()["owners"])
