"""`conquest --check-save FILE`: ok + exit 0, or one line naming the problem + exit 1, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conquest_qt.app import main
from conquest_qt.saves.check import check_save_cli
from conquest_qt.saves.versions import SCHEMA_VERSION
from tests.conftest import ROOT
from tests.helpers.golden import GOLDEN


def test_valid_save_prints_ok_and_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert check_save_cli(str(GOLDEN / "battle.json")) == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith("ok: round 4, execution") and "decisions" in out
    seed = json.loads((GOLDEN / "battle.json").read_text(encoding="utf-8"))["seed"]
    assert f", seed {seed}, " in out  # issue 16 item 6: the seed that makes the dice verifiable


def test_a_changed_roll_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 16 item 6: the dice come from the seed; another seed replays to another game."""
    data = json.loads((GOLDEN / "battle.json").read_text(encoding="utf-8"))
    data["seed"] += 1
    f = tmp_path / "changed.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    assert check_save_cli(str(f)) == 1
    assert "error: " in capsys.readouterr().err


@pytest.mark.parametrize("content, code", [
    (b"", "empty"), (b"{", "truncated"), (b"hello", "not_json"), (b'{"a": 1}', "not_a_save"),
])
def test_bad_file_prints_one_line_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              content: bytes, code: str) -> None:
    f = tmp_path / "bad.json"
    f.write_bytes(content)
    assert main(["--check-save", str(f)]) == 1
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and f"{code}: " in lines[0] and str(f) in lines[0]
    assert "Traceback" not in captured.err + captured.out


def test_unexpected_failure_is_still_one_line(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    def explode(path: str) -> None:
        raise MemoryError("boom")

    monkeypatch.setattr("conquest_qt.saves.check.load_save", explode)
    assert check_save_cli("x.json") == 1
    assert capsys.readouterr().err.count("\n") == 1


def test_command_line_entry_point(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "conquest-save", "schema_version": 99}')
    run = subprocess.run([sys.executable, "-m", "conquest_qt", "--check-save", str(bad)],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 1
    assert "newer_version" in run.stderr and "99" in run.stderr and f"up to {SCHEMA_VERSION}" in run.stderr
    assert "Traceback" not in run.stderr


def test_write_save_for_the_simulator(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from conquest_qt.saves import write_save
    from tests.helpers.play import play

    lg = play(11, 80)
    save = write_save(tmp_path / "last.conquest", lg)  # players default to AI seats named by colour
    assert check_save_cli(str(tmp_path / "last.conquest")) == 0
    assert capsys.readouterr().out.startswith("ok: " + save.summary.text)
    with pytest.raises(ValueError):
        write_save(tmp_path / "x.conquest", lg, [{"colour": "red", "name": "A", "kind": "human"}])


def test_control_characters_from_the_file_are_not_printed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A save's summary text and the ids in an error reach the terminal without control characters
    (escape sequences, carriage return, bidi override; issue 13 item 4)."""
    import json

    from conquest_qt.saves.printable import has_controls

    raw = json.loads((GOLDEN / "battle.json").read_text(encoding="utf-8"))
    raw["summary"]["text"] = "\x1b]0;pwned\x07\x1b[2J\rround 4\u202e\x9b31m"
    ok = tmp_path / "ok\x1b[31m.json"
    ok.write_text(json.dumps(raw), encoding="utf-8")
    assert check_save_cli(str(ok)) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok: ") and "round 4" in out and not has_controls(out.rstrip("\n"))
    raw["players"][0]["colour"] = "\x1b[5mred"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    assert check_save_cli(str(bad)) == 1
    err = capsys.readouterr().err
    assert "unknown_colour" in err and not has_controls(err.rstrip("\n"))
