"""AutosaveStore: the last N per game, newest first, Continue = newest over all games."""

from __future__ import annotations

from pathlib import Path

from conquest_qt.saves import build_envelope, load_save
from conquest_qt.saves.autosave import AutosaveStore
from conquest_qt.saves.files import new_game_id
from tests.helpers.play import play


def _stamp(i: int) -> str:
    return f"2026-11-29T12:{i // 60:02d}:{i % 60:02d}.000000Z"


def test_keeps_the_last_n_per_game_newest_first(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "auto", keep=3)
    lg = play(2, 0)
    gid = new_game_id()
    written = []
    for i in range(6):
        lg = play(2, 10 * i)
        written.append(store.autosave(build_envelope(lg, game_id=gid, saved_at=_stamp(i))))
    files = store.files(gid)
    assert files == list(reversed(written[-3:]))
    newest = load_save(files[0])
    assert len(newest.logged.log) == len(lg.log)
    assert newest.logged.game.snapshot() == lg.game.snapshot()


def test_continue_and_recent_games_are_newest_first(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path, keep=2)
    ids = [new_game_id() for _ in range(3)]
    for i, gid in enumerate(ids):
        store.autosave(build_envelope(play(i + 1, 12), game_id=gid, saved_at=_stamp(i)))
    store.autosave(build_envelope(play(1, 20), game_id=ids[0], saved_at=_stamp(10)))  # game 0 again, newest
    games = store.games()
    assert [g.game_id for g in games] == [ids[0], ids[2], ids[1]]
    latest = store.latest()
    assert latest is not None and latest.game_id == ids[0]
    assert latest.summary.round >= 1 and latest.saved_at == _stamp(10)


def test_a_broken_newest_autosave_falls_back_to_the_previous_one(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    gid = new_game_id()
    first = store.autosave(build_envelope(play(3, 5), game_id=gid, saved_at=_stamp(1)))
    second = store.autosave(build_envelope(play(3, 9), game_id=gid, saved_at=_stamp(2)))
    second.write_bytes(second.read_bytes()[:100])
    latest = store.latest()
    assert latest is not None and latest.path == first


def test_old_games_beyond_the_limit_are_removed(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path, max_games=2)
    ids = [new_game_id() for _ in range(3)]
    for i, gid in enumerate(ids):
        store.autosave(build_envelope(play(1, 3), game_id=gid, saved_at=_stamp(i)))
    assert [g.game_id for g in store.games()] == [ids[2], ids[1]]


def test_empty_or_missing_store(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "never-created")
    assert store.games() == [] and store.latest() is None and store.files("0" * 32) == []
    assert store.files("../../etc") == []


def test_remove_game(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    gid = new_game_id()
    store.autosave(build_envelope(play(1, 3), game_id=gid))
    store.remove_game(gid)
    assert store.games() == []
