"""Sound effects: the player (backends, setting, throttling, failures), the cues of engine events, the
window and settings dialog wiring. A recording backend stands in for the system: no test plays a sound."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from conquest_qt.settings import SettingsStore
from conquest_qt.ui.dialogs.settings_dialog import SettingsDialog
from conquest_qt.ui.sound import sound
from conquest_qt.ui.sound.sound import (
    BURST_MAX,
    MAX_FAILURES,
    MIN_GAP_S,
    SOUND_NAMES,
    Backend,
    SilentBackend,
    SoundPlayer,
)
from conquest_qt.ui.sound.sound_cues import SoundCues, batch_sounds
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive, setup_of, timers_due_run


class Recorder(Backend):
    name = "recorder"

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, path: Path) -> bool:
        self.played.append(path.stem)
        return True


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def make_player(clock: Clock | None = None) -> tuple[SoundPlayer, Recorder]:
    rec = Recorder()
    return SoundPlayer(rec, clock=clock or Clock()), rec


# --- the player ----------------------------------------------------------------------------------


def test_tests_never_reach_a_real_player() -> None:
    backend = sound.default_backend()
    assert isinstance(backend, SilentBackend) and backend.reason == "disabled"
    assert not SoundPlayer().play("dice")
    assert sound.switched_off({"QT_QPA_PLATFORM": "offscreen"})
    assert sound.switched_off({"CONQUEST_SOUND": "off", "QT_QPA_PLATFORM": "xcb"})
    assert not sound.switched_off({"QT_QPA_PLATFORM": "xcb"})
    assert not sound.switched_off({})


def test_backend_per_platform() -> None:
    found = {"paplay": "/usr/bin/paplay", "aplay": "/usr/bin/aplay", "afplay": "/usr/bin/afplay"}
    linux = sound.find_backend("linux", found.get)
    assert isinstance(linux, sound.CommandBackend) and linux.program == "/usr/bin/paplay" and linux.args == ()
    aplay = sound.find_backend("linux", {"aplay": "/bin/aplay"}.get)
    assert isinstance(aplay, sound.CommandBackend) and aplay.args == ("-q",)
    pw = sound.find_backend("freebsd", {"pw-play": "/x/pw-play", **found}.get)
    assert isinstance(pw, sound.CommandBackend) and pw.name == "pw-play"
    mac = sound.find_backend("darwin", found.get)
    assert isinstance(mac, sound.CommandBackend) and mac.name == "afplay"
    none = sound.find_backend("linux", lambda _name: None)
    assert isinstance(none, SilentBackend) and none.reason == "missing"
    try:
        import winsound  # noqa: F401
    except ImportError:
        win = sound.find_backend("win32")
        assert isinstance(win, SilentBackend) and win.reason == "missing"


def test_every_sound_ships() -> None:
    for name in SOUND_NAMES:
        assert sound.sound_path(name).is_file(), name


def test_setting_off_or_muted_plays_nothing() -> None:
    player, rec = make_player()
    player.enabled = False
    assert not player.play("dice")
    player.enabled, player.muted = True, True
    assert not player.play("dice")
    player.muted = False
    assert player.play("dice")
    assert rec.played == ["dice"]


def test_throttle_per_sound_and_burst() -> None:
    clock = Clock()
    player, rec = make_player(clock)
    assert player.play("click")
    clock.now += MIN_GAP_S / 2
    assert not player.play("click")  # the same sound again too soon
    assert player.play("dice")  # another sound is fine
    clock.now += MIN_GAP_S
    assert player.play("click")
    assert rec.played == ["click", "dice", "click"]
    rec.played.clear()
    clock.now += 5
    for i in range(12):  # a burst: a different sound every 10 ms
        player.play(("dice", "explosion", "conquest", "card", "click")[i % 5])
        clock.now += 0.01
    assert len(rec.played) == BURST_MAX
    assert player.play("victory")  # the game's end is never held back
    clock.now += 1.0
    assert player.play("explosion")


def test_missing_program_failing_backend_and_missing_file_never_raise(qapp) -> None:
    clock = Clock()
    player = SoundPlayer(sound.CommandBackend("/nonexistent/conquest-player"), clock=clock)
    for _ in range(MAX_FAILURES):
        assert not player.play("dice")
        clock.now += 1
    assert isinstance(player.backend, SilentBackend)  # given up: no more attempts
    assert not player.available()

    class Broken(Backend):
        def play(self, path: Path) -> bool:
            raise OSError("device busy")

    broken = SoundPlayer(Broken(), clock=clock)
    for _ in range(MAX_FAILURES):
        assert not broken.play("dice")
        clock.now += 1
    assert isinstance(broken.backend, SilentBackend)
    rec = Recorder()
    assert not SoundPlayer(rec, clock=clock, locate=lambda n: Path("/nonexistent") / f"{n}.wav").play("dice")
    assert rec.played == []
    assert not SoundPlayer(SilentBackend("missing"), clock=clock).play("dice")


# --- the cues ------------------------------------------------------------------------------------


def test_batch_sounds_in_order_once_each() -> None:
    battle = [{"type": "battle_started"}, {"type": "dice_rolled"}, {"type": "units_destroyed"},
              {"type": "units_destroyed"}, {"type": "flag_taken"}, {"type": "battle_ended"}]
    assert batch_sounds(battle, dice_ms=600) == [("dice", 0), ("explosion", 600), ("conquest", 1050)]
    assert batch_sounds(battle, dice_ms=0) == [("dice", 0), ("explosion", 250), ("conquest", 700)]
    assert batch_sounds([{"type": "moved"}, {"type": "moved"}]) == [("click", 0)]
    assert batch_sounds([{"type": "card_played"}, {"type": "phase_started"}]) == [("card", 0)]
    assert batch_sounds([{"type": "turn_ended"}, {"type": "round_started"}]) == []
    won = battle + [{"type": "game_over", "winner": "red"}]
    assert batch_sounds(won, dice_ms=600) == [("dice", 0), ("victory", 600)]
    assert batch_sounds([{"type": "game_over", "winner": None}]) == [("turn", 0)]  # a draw: the chime


class FakeDriver(QObject):
    eventsApplied = Signal(list)


class FakeSession(QObject):
    humanDecision = Signal(str, str, object)
    aiThinking = Signal(str, str)
    handoverRequested = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.driver = FakeDriver()
        self.decision: tuple[str, str, dict] | None = None


@pytest.fixture
def cues(qapp) -> Iterator[tuple[SoundCues, FakeSession, Recorder, Clock]]:
    clock = Clock()
    player, rec = make_player(clock)
    c = SoundCues(player)
    session = FakeSession()
    c.bind(session)
    yield c, session, rec, clock
    c.bind(None)


def test_scripted_game_sounds(cues, qtbot) -> None:
    c, s, rec, clock = cues
    c.dice_ms = 0
    s.aiThinking.emit("blue", "claim")
    s.driver.eventsApplied.emit([{"type": "claimed", "player": "blue", "area": "paris"}])
    s.humanDecision.emit("red", "claim", {})  # the first claim: your turn
    clock.now += 1
    s.driver.eventsApplied.emit([{"type": "claimed", "player": "red", "area": "rome"}])
    s.aiThinking.emit("blue", "claim")
    clock.now += 1
    s.humanDecision.emit("red", "claim", {})  # later claims: no chime each time round
    s.humanDecision.emit("red", "build", {})  # same player: no chime
    clock.now += 1
    s.driver.eventsApplied.emit([{"type": "built", "player": "red"}])
    s.humanDecision.emit("red", "movement", {})
    s.aiThinking.emit("blue", "battle_roll")
    s.humanDecision.emit("red", "battle_roll", {})  # inside a battle: the dice speak, no chime
    clock.now += 1
    s.driver.eventsApplied.emit([{"type": "card_played"}, {"type": "dice_rolled"}, {"type": "units_destroyed"}])
    assert rec.played == ["click", "turn", "click", "click", "card"]
    qtbot.waitUntil(lambda: len(rec.played) == 7, timeout=3000)
    assert rec.played[5:] == ["dice", "explosion"]
    clock.now += 1
    s.aiThinking.emit("blue", "end_turn")
    s.humanDecision.emit("red", "return_cards", {})  # a new turn after blue's: chime
    qtbot.waitUntil(lambda: len(rec.played) == 8, timeout=3000)
    assert rec.played[7] == "turn"
    clock.now += 1
    s.driver.eventsApplied.emit([{"type": "dice_rolled"}, {"type": "units_destroyed"}])  # explosion waits...
    clock.now += 1
    s.driver.eventsApplied.emit([{"type": "flag_taken"}, {"type": "game_over", "winner": "red"}])
    assert rec.played[8:] == ["dice", "victory"]
    timers_due_run(qtbot, 400)  # the explosion's time (250 ms) has come, however busy the machine
    assert rec.played[8:] == ["dice", "victory"]  # ...and gives way to the end of the game


def test_hotseat_handover_chimes_once(cues) -> None:
    c, s, rec, clock = cues
    s.decision = ("green", "build", {})
    s.handoverRequested.emit("green")
    s.humanDecision.emit("green", "build", {})  # after the hand-over: no second chime
    assert rec.played == ["turn"]
    clock.now += 1
    s.decision = ("red", "claim", {})
    s.handoverRequested.emit("red")
    s.humanDecision.emit("red", "claim", {})
    s.aiThinking.emit("blue", "claim")
    s.humanDecision.emit("red", "claim", {})  # his first claim was announced by the hand-over
    assert rec.played == ["turn", "turn"]


def test_setting_off_schedules_nothing_and_rebinding_drops_pending_sounds(cues, qtbot) -> None:
    c, s, rec, _clock = cues
    c.player.enabled = False
    s.humanDecision.emit("red", "build", {})
    s.driver.eventsApplied.emit([{"type": "dice_rolled"}, {"type": "units_destroyed"}])
    timers_due_run(qtbot, 400)
    assert rec.played == []
    c.player.enabled = True
    s.driver.eventsApplied.emit([{"type": "dice_rolled"}, {"type": "units_destroyed"}])
    assert rec.played == ["dice"]
    c.bind(FakeSession())  # a new game: the old one's explosion never comes
    timers_due_run(qtbot, 400)
    assert rec.played == ["dice"]


# --- the window and the settings dialog ----------------------------------------------------------


def test_window_plays_the_game_sounds(win: MainWindow, qtbot) -> None:
    rec = Recorder()
    win.sound.backend = rec
    win.sound.enabled = True
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=8))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "build", timeout=60)
    assert "turn" in rec.played and "click" in rec.played
    assert set(rec.played) <= set(SOUND_NAMES)
    assert session.driver.logged.log  # the game moved on
    win.skip_animation()
    assert win.sound.muted
    before = len(rec.played)
    win.sound.play("explosion")
    assert len(rec.played) == before


def test_settings_dialog_switches_sound_live(win: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sound, "_default", SilentBackend("disabled"))
    assert win.sound.enabled  # the default setting
    seen: list[str] = []

    def untick() -> None:
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, SettingsDialog)
        seen.append(dlg.sound.toolTip())
        dlg.sound.setChecked(False)
        dlg.accept()

    QTimer.singleShot(0, untick)
    win.open_settings()
    assert seen == [""]  # a player exists (or sound is switched off): no warning
    assert not win.sound.enabled and win.settings.sound is False
    assert SettingsStore().load().settings.sound is False
    rec = Recorder()
    win.sound.backend = rec
    assert not win.sound.play("dice")
    win.apply_settings(win.settings.model_copy(update={"sound": True}))
    assert win.sound.play("dice") and rec.played == ["dice"]
    SettingsStore().save(win.settings)  # leave the default behind for other tests


def test_settings_dialog_says_when_no_player_exists(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sound, "_default", SilentBackend("missing"))
    dlg = SettingsDialog(store=SettingsStore(tmp_path))
    qtbot.addWidget(dlg)
    assert "No sound player" in dlg.sound.toolTip()


def test_v2_nuclear_events_have_their_sounds() -> None:
    """VARIANTS.md V2 (issue 25 item 5): a strike declared launches, an interception zaps, a contaminated area
    rumbles with a Geiger counter's ticks: the engine's own events of a nuclear game."""
    from tests.helpers.nuclear import game, strike_position

    g = game("conquest", strike_position(), players=("red", "black", "blue"), allow_small=True)
    g.apply("red", {"type": "end_moves"})
    declared = g.apply("red", {"type": "nuke", "from": "paris", "to": "rome", "count": 1})
    assert [n for n, _ in batch_sounds(declared)] == ["launch"]
    intercepted = g.apply("blue", {"type": "intercept", "at": "berlin", "lose": "nuke"})
    assert [n for n, _ in batch_sounds(intercepted)][0] == "intercept"
    barrier = g.apply("red", {"type": "nuke", "from": "paris", "to": "madrid", "count": 1})  # V2.6: own area
    assert [n for n, _ in batch_sounds(barrier)][:2] == ["launch", "contamination"]
