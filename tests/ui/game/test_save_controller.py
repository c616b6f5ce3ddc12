"""SaveController (pytest-qt): save/open/continue, dirty flag and title, ask-before-quit, failed loads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from conquest_qt.engine.driver import GameDriver
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.saves import MAX_SAVE_BYTES, SAVE_ERROR_CODES, PlayerMeta, SaveError, load_save
from conquest_qt.saves.autosave import AutosaveStore
from conquest_qt.saves.recent import RecentFiles
from conquest_qt.saves.verify import normalize
from conquest_qt.saves.versions import SCHEMA_VERSION
from conquest_qt.ui.game.save_controller import SaveController
from conquest_qt.ui.text.save_errors import SAVE_ERROR_TEXTS, save_error_text
from tests.helpers.dialogs import Dialogs
from tests.helpers.golden import GOLDEN, golden_raw, golden_snapshot
from tests.helpers.legal import legal_actions
from tests.helpers.play import play

PLAYERS = [PlayerMeta(colour="red", name="Anna", kind="human"),
           PlayerMeta(colour="black", name="Bo", kind="ai", level="easy"),
           PlayerMeta(colour="blue", name="Cy", kind="ai", level="normal"),
           PlayerMeta(colour="green", name="Di", kind="ai", level="hard")]


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    return Dialogs(monkeypatch)


@pytest.fixture
def ctl(qtbot, tmp_path: Path, dialogs: Dialogs) -> SaveController:
    window = QWidget()
    qtbot.addWidget(window)
    c = SaveController(window, store=AutosaveStore(tmp_path / "auto"), recent=RecentFiles(tmp_path / "recent.json"))
    c.set_game(play(3, 60), PLAYERS)
    return c


def _tampered(part: str) -> dict:
    raw = golden_raw("battle.json")
    if part == "actions":
        raw["actions"][50]["player"] = next(c for c in ("red", "black") if c != raw["actions"][50]["player"])
    else:
        raw["snapshot"]["rng"] += 1
    return raw


BAD_FILES: dict[str, bytes] = {
    "empty": b"",
    "truncated": (GOLDEN / "battle.json").read_bytes()[:3000],
    "not_json": b"<html>nope</html>",
    "not_utf8": json.dumps(golden_raw("battle.json"), ensure_ascii=False).encode("latin-1"),
    "not_a_save": b'{"name": "package.json"}',
    "newer_version": json.dumps({**golden_raw("battle.json"), "schema_version": 99}).encode(),
    "unknown_field": json.dumps({**golden_raw("battle.json"), "extra": 1}).encode(),
    "illegal_action": json.dumps(_tampered("actions")).encode(),
    "snapshot_mismatch": json.dumps(_tampered("snapshot")).encode(),
    "too_large": b" " * (MAX_SAVE_BYTES + 1),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_failed_open_leaves_the_open_game_unchanged(ctl: SaveController, dialogs: Dialogs, tmp_path: Path,
                                                      kind: str) -> None:
    ctl.mark_dirty()
    game, snap, log_len, gid = ctl.logged, ctl.logged.game.snapshot(), len(ctl.logged.log), ctl.game_id
    loaded = []
    ctl.gameLoaded.connect(loaded.append)
    bad = tmp_path / "bad.conquest"
    bad.write_bytes(BAD_FILES[kind])
    assert ctl.open_path(bad) is False
    assert ctl.logged is game and game.game.snapshot() == snap and len(game.log) == log_len
    assert (ctl.game_id, ctl.path, ctl.is_dirty) == (gid, None, True)
    assert loaded == []
    assert len(dialogs.warnings) == 1
    title, text = dialogs.warnings[0]
    assert title == "Cannot open the game"
    name, message = text.split("\n\n", 1)
    assert name == "bad.conquest", "the message names the file"
    assert message.startswith(SAVE_ERROR_TEXTS[kind][0].split("%")[0])  # the table's text for that code


def test_newer_version_message_names_both_versions(ctl: SaveController, dialogs: Dialogs, tmp_path: Path) -> None:
    bad = tmp_path / "new.conquest"
    bad.write_bytes(BAD_FILES["newer_version"])
    ctl.open_path(bad)
    assert "99" in dialogs.warnings[0][1] and f"up to {SCHEMA_VERSION}" in dialogs.warnings[0][1]


def test_every_loader_error_code_has_a_message() -> None:
    assert set(SAVE_ERROR_TEXTS) == set(SAVE_ERROR_CODES)
    for code, (text, keys) in SAVE_ERROR_TEXTS.items():
        assert text.count("%") == len(keys), code
        message = save_error_text(SaveError(code, **{k: 7 for k in ("size", "limit", *keys)}))
        assert "%" not in message and "_" not in message


def test_save_as_then_save_writes_the_file_and_clears_the_mark(ctl: SaveController, dialogs: Dialogs,
                                                               tmp_path: Path) -> None:
    ctl.mark_dirty()
    assert ctl.window.isWindowModified() and "Unsaved game[*]" in ctl.window.windowTitle()
    dialogs.save_name = str(tmp_path / "my game")
    assert ctl.save_as()
    assert ctl.path == tmp_path / "my game.conquest"
    assert not ctl.is_dirty and not ctl.window.isWindowModified()
    assert ctl.window.windowTitle().startswith("my game.conquest[*]")
    loaded = load_save(ctl.path)
    assert loaded.logged.game.snapshot() == ctl.logged.game.snapshot()
    assert loaded.game_id == ctl.game_id and loaded.players == PLAYERS
    ctl.mark_dirty()
    dialogs.save_name = ""
    assert ctl.save() and not ctl.is_dirty  # has a path now: no dialog
    assert [label for label, _p in ctl.recent_entries()][0].startswith("my game.conquest")


def test_cancelled_save_dialog_changes_nothing(ctl: SaveController, dialogs: Dialogs) -> None:
    ctl.mark_dirty()
    assert ctl.save() is False and ctl.is_dirty and ctl.path is None


def test_write_failure_is_reported_and_keeps_the_mark(ctl: SaveController, dialogs: Dialogs, tmp_path: Path) -> None:
    ctl.mark_dirty()
    dialogs.save_name = str(tmp_path / "no such folder" / "g.conquest")
    assert ctl.save_as() is False
    assert ctl.is_dirty and dialogs.warnings[0][0] == "Cannot save the game"


def test_open_replaces_the_game(ctl: SaveController, dialogs: Dialogs) -> None:
    dialogs.open_name = str(GOLDEN / "movement.json")
    loaded = []
    ctl.gameLoaded.connect(loaded.append)
    assert ctl.open()
    assert ctl.logged is loaded[0].logged and ctl.path == GOLDEN / "movement.json"
    assert normalize(ctl.logged.game.snapshot()) == golden_snapshot("movement.json")
    assert [p.name for p in ctl.players] == ["Anna", "Jürgen", "Bram", "Zoë"]


def test_may_close_asks_only_with_unsaved_changes(ctl: SaveController, dialogs: Dialogs, tmp_path: Path) -> None:
    assert ctl.may_close() and dialogs.questions == 0
    ctl.mark_dirty()
    dialogs.answer = QMessageBox.StandardButton.Cancel
    assert not ctl.may_close()
    dialogs.answer = QMessageBox.StandardButton.Discard
    assert ctl.may_close()
    dialogs.answer = QMessageBox.StandardButton.Save
    dialogs.save_name = str(tmp_path / "on quit.conquest")
    assert ctl.may_close() and (tmp_path / "on quit.conquest").is_file() and not ctl.is_dirty
    assert dialogs.questions == 3


def test_open_with_unsaved_changes_can_be_cancelled(ctl: SaveController, dialogs: Dialogs) -> None:
    ctl.mark_dirty()
    game = ctl.logged
    dialogs.answer = QMessageBox.StandardButton.Cancel
    assert ctl.open_path(GOLDEN / "claim.json") is False and ctl.logged is game


def test_driver_hooks_autosave_and_continue(qtbot, ctl: SaveController, dialogs: Dialogs) -> None:
    driver = GameDriver(ctl.logged)
    ctl.connect_driver(driver)
    driver.start()  # announces the phase: the first autosave
    assert len(ctl.store.files(ctl.game_id)) == 1 and not ctl.is_dirty
    for _ in range(30):
        d = driver.game.pending()
        if d is None:
            break
        action = dict(legal_actions(driver.game)[0])
        if action["type"] in ("move", "transport"):
            action = {"type": "end_moves"}
        assert driver.submit(d.player, action)
    assert ctl.is_dirty
    files = ctl.store.files(ctl.game_id)
    assert len(files) > 1
    newest = load_save(files[0])
    assert newest.logged.game.snapshot() == ctl.logged.game.snapshot()
    gid, snap = ctl.game_id, ctl.logged.game.snapshot()
    ctl.set_game(play(5, 10), PLAYERS)
    assert ctl.continue_game()
    assert ctl.game_id == gid and ctl.logged.game.snapshot() == snap and ctl.path is None
    entries = ctl.recent_entries()
    assert entries and entries[0][0].startswith("Autosave: round")


def test_continue_without_autosaves(qtbot, tmp_path: Path, dialogs: Dialogs) -> None:
    c = SaveController(None, store=AutosaveStore(tmp_path / "a"), recent=RecentFiles(tmp_path / "r.json"))
    messages = []
    c.status.connect(messages.append)
    assert c.continue_game() is False and messages == ["There is no game to continue."]
    assert c.title_text() == "Conquest"


def test_driver_undo_redo_reannounces(qtbot) -> None:
    from tests.helpers.play import a_move as _a_move
    from tests.helpers.play import to_movement as _to_movement

    lg = _to_movement(4)
    driver = GameDriver(lg)
    player = lg.game.pending().player
    before = lg.game.snapshot()
    assert not driver.can_undo() and driver.undo() is False
    assert driver.submit(player, _a_move(lg))
    asked = []
    driver.decisionRequested.connect(lambda p, k, i: asked.append((p, k)))
    assert driver.can_undo() and driver.undo()
    assert lg.game.snapshot() == before and asked == [(player, "movement")]
    assert driver.redo() and not driver.can_redo()


def test_driver_never_undoes_an_ai_players_moves(qtbot) -> None:
    from tests.helpers.play import a_move as _a_move
    from tests.helpers.play import to_movement as _to_movement

    lg = _to_movement(4)
    driver = GameDriver(lg)
    player = lg.game.pending().player
    assert driver.submit(player, _a_move(lg))
    driver.agents[player] = object()  # the seat is played by an AI: its moves are not the human's to undo
    assert not driver.can_undo() and driver.undo() is False
    assert lg.can_undo()  # the engine-side trail is intact


def test_the_same_position_is_autosaved_once(ctl: SaveController) -> None:
    assert ctl.autosave() is not None
    assert ctl.autosave() is None
    assert len(ctl.store.files(ctl.game_id)) == 1


def test_a_finished_game_or_a_closed_session_is_not_asked_about(ctl: SaveController, dialogs: Dialogs) -> None:
    finished = play(1, 100000, Options(target_areas=12))
    assert finished.game.over
    ctl.set_game(finished, PLAYERS)
    ctl.mark_dirty()
    assert ctl.may_close() and dialogs.questions == 0
    ctl.set_game(play(3, 20), PLAYERS)
    ctl.mark_dirty()
    ctl.window.session = None  # the main window ended its session
    assert ctl.may_close() and dialogs.questions == 0 and ctl.logged is None


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "The game in this file is played by rules this version of Conquest does not know (“chess”)."),
    ("nl", "Het spel in dit bestand wordt gespeeld met spelregels die deze versie van Conquest niet kent (‘chess’)."),
    ("de", "Das Spiel in dieser Datei folgt Spielregeln, die diese Version von Conquest nicht kennt („chess“)."),
])
def test_an_unknown_ruleset_is_said_in_each_language(qapp, lang: str, expected: str) -> None:
    from conquest_qt.ui.text import i18n

    i18n.install_language(qapp, lang)
    try:
        text = save_error_text(SaveError("unknown_ruleset", ruleset="chess", known="conquest, risk"))
    finally:
        i18n.remove_language(qapp)
    assert text.startswith(expected)


def test_continue_names_the_game_in_the_title_and_the_lists_name_the_players(qtbot, ctl: SaveController,
                                                                            dialogs: Dialogs) -> None:
    """Issue 28 items 7 and 9: after Continue the title names the game (by its players, as a loaded file is named
    by its file), not "Unsaved game"; the recent games and Continue list the areas by the players' names, not by
    their colours ("Anna 5, Bo 12", not "Red 5, Black 12")."""
    driver = GameDriver(ctl.logged)
    ctl.connect_driver(driver)
    driver.start()  # the first autosave
    assert "Unsaved game[*]" in ctl.window.windowTitle(), "a new game has no name yet"
    ctl.set_game(play(5, 10), PLAYERS)
    assert ctl.continue_game()
    title = ctl.window.windowTitle()
    assert "Unsaved game" not in title and "Autosave of Anna, Bo, Cy, Di" in title, title
    label = ctl.recent_entries()[0][0]
    assert "Anna " in label and "Bo " in label and "Red" not in label and "Black" not in label, label
    dialogs.save_name = str(ctl.store.root.parent / "mine.conquest")
    assert ctl.save_as()  # saved under a name: the title names the file
    assert "mine.conquest" in ctl.window.windowTitle()
