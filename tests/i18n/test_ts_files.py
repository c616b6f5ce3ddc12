"""The .ts files: complete in Dutch and German, current with the sources, and compiled into the .qm files."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tests.i18n.tsfiles import FIX_HINT, ROOT, TRANSLATED, TS_DIR, placeholders, read_ts, ts_path

sys.path.insert(0, str(ROOT / "tools"))
import update_translations


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated(lang: str) -> None:
    messages = read_ts(ts_path(lang))
    assert len(messages) > 300
    bad = [(m.context, m.source, m.kind or "empty") for m in messages
           if m.kind or not m.forms or not all(f.strip() for f in m.forms)]
    assert not bad, f"{lang}: {len(bad)} message(s) unfinished/vanished/obsolete/empty, e.g. {bad[:5]}; {FIX_HINT}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_their_placeholders(lang: str) -> None:
    wrong = []
    for m in read_ts(ts_path(lang)):
        want = placeholders(m.source)
        for form in m.forms:
            got = placeholders(form)
            # a numerus form may leave out %n ("one card" style); every %1..%9 must stay
            if got != want and not (m.numerus and got == want - {"%n"}):
                wrong.append((m.context, m.source, form))
    assert not wrong, f"{lang}: placeholders differ in {wrong[:5]}"


def _keys(path: Path) -> set[tuple[str, str, str, bool]]:
    return {(m.context, m.source, m.comment, m.numerus) for m in read_ts(path)}


@pytest.mark.parametrize("lang", update_translations.LANGUAGES)
def test_ts_files_are_current_with_the_sources(lang: str, tmp_path: Path) -> None:
    copy = tmp_path / ts_path(lang).name
    shutil.copyfile(ts_path(lang), copy)
    update_translations.lupdate(copy, lang)
    before, after = _keys(ts_path(lang)), _keys(copy)
    new = sorted((c, s) for c, s, _, _ in after - before)
    gone = sorted((c, s) for c, s, _, _ in before - after)
    assert before == after, (
        f"translations/{copy.name} is out of date with conquest_qt/: {len(new)} new string(s) {new[:8]}, "
        f"{len(gone)} vanished {gone[:8]}; {FIX_HINT}")


@pytest.mark.parametrize("lang", update_translations.LANGUAGES)
def test_qm_files_are_compiled_from_the_current_ts(lang: str, tmp_path: Path) -> None:
    qm = tmp_path / f"conquest_{lang}.qm"
    update_translations.lrelease(ts_path(lang), qm)
    shipped = TS_DIR / qm.name
    assert shipped.exists(), f"translations/{qm.name} is missing; {FIX_HINT}"
    assert shipped.read_bytes() == qm.read_bytes(), f"translations/{qm.name} is older than its .ts; {FIX_HINT}"


def test_the_tool_is_deterministic_on_fill(tmp_path: Path) -> None:
    """Filling an already filled .ts again changes nothing (the second run of the tool is a no-op)."""
    import ts_fill

    for lang in TRANSLATED:
        copy = tmp_path / f"conquest_{lang}.ts"
        shutil.copyfile(ts_path(lang), copy)
        table = ts_fill.load_table(update_translations.json_path(lang))
        ts_fill.fill(copy, table)
        update_translations.lupdate(copy, lang)
        assert copy.read_bytes() == ts_path(lang).read_bytes()


def test_a_compiled_qm_replaces_the_old_file_instead_of_writing_into_it(tmp_path: Path) -> None:
    """A running game maps its .qm: compiling must make a new file (a new inode) and rename it over the old
    one, so the pages a running game reads never change under it (writing in place crashed it with SIGBUS)."""
    qm = tmp_path / "conquest_nl.qm"
    qm.write_bytes(b"old")
    before = qm.stat().st_ino
    update_translations.lrelease(ts_path("nl"), qm)
    assert qm.stat().st_ino != before
    assert qm.read_bytes() == (TS_DIR / qm.name).read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == ["conquest_nl.qm"]
