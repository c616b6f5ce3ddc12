from __future__ import annotations

from pathlib import Path

from conquest_qt.saves.recent import RecentFiles


def test_recent_files_newest_first_unique_and_existing(tmp_path: Path) -> None:
    recent = RecentFiles(tmp_path / "data" / "recent.json", limit=3)
    files = []
    for i in range(5):
        f = tmp_path / f"g{i}.json"
        f.write_text("{}")
        files.append(f)
        recent.add(f, f"game {i}")
    recent.add(files[3], "game 3 again")
    assert [Path(e.path).name for e in recent.entries()] == ["g3.json", "g4.json", "g2.json"]
    assert recent.entries()[0].summary == "game 3 again"
    files[4].unlink()
    assert [Path(e.path).name for e in recent.entries()] == ["g3.json", "g2.json"]
    recent.remove(files[3])
    assert [Path(e.path).name for e in recent.entries()] == ["g2.json"]


def test_broken_recent_list_is_empty(tmp_path: Path) -> None:
    f = tmp_path / "recent.json"
    for junk in ("", "{", '{"a": 1}', '[{"nope": 1}]', "\xff"):
        f.write_text(junk, encoding="latin-1")
        assert RecentFiles(f).entries() == []
