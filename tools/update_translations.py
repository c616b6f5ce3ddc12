#!/usr/bin/env python3
"""Regenerate every translation file: `.venv/bin/python tools/update_translations.py`.

1. pyside6-lupdate scans conquest_qt/**/*.py into translations/conquest_{en,nl,de}.ts (vanished
   strings dropped, no source line numbers so edits elsewhere do not churn the files);
2. tools/ts_fill.py applies tools/translations_<lang>.json (Dutch, German; English plural forms);
3. lupdate runs once more so the files keep lupdate's own layout;
4. pyside6-lrelease compiles translations/conquest_<lang>.qm.

Running it twice changes nothing. It prints the messages that still lack a translation: add them to
the JSON files (or translate in Qt Linguist and run `tools/ts_fill.py --export`) and run it again.
`--check` exits 1 when a Dutch or German message is untranslated.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import ts_fill  # noqa: E402

LANGUAGES: tuple[str, ...] = ("en", "nl", "de")
TRANSLATED: tuple[str, ...] = ("nl", "de")  # every message must be translated (English is the source)
TS_DIR = ROOT / "translations"
SOURCE_DIR = ROOT / "conquest_qt"
# `t = QCoreApplication.translate; t("Ctx", "text")` is a spelling the UI uses.
LUPDATE_OPTIONS: tuple[str, ...] = (
    "-no-obsolete", "-locations", "none", "-source-language", "en", "-tr-function-alias", "translate+=t", "-silent",
)


def qt_tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease next to this Python (the venv), else on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in the venv (it ships the tool)")
    return found


def source_files(root: Path = ROOT) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in (root / "conquest_qt").rglob("*.py"))


def ts_path(lang: str, folder: Path = TS_DIR) -> Path:
    return folder / f"conquest_{lang}.ts"


def qm_path(lang: str, folder: Path = TS_DIR) -> Path:
    return folder / f"conquest_{lang}.qm"


def json_path(lang: str) -> Path:
    return ROOT / "tools" / f"translations_{lang}.json"


def lupdate(ts: Path, lang: str, root: Path = ROOT) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        lst.write("\n".join(str(root / f) for f in source_files(root)) + "\n")
    try:
        cmd = [qt_tool("pyside6-lupdate"), f"@{lst.name}", *LUPDATE_OPTIONS, "-target-language", lang,
               "-ts", str(ts)]
        subprocess.run(cmd, check=True, cwd=root)
    finally:
        Path(lst.name).unlink(missing_ok=True)


def lrelease(ts: Path, qm: Path) -> None:
    """Compiles to a new file and renames it over the old one: a running game that has the old .qm mapped
    keeps reading its own copy (writing in place changed the pages under it: SIGBUS)."""
    fresh = qm.with_name(qm.name + ".new")
    subprocess.run([qt_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], check=True)
    os.replace(fresh, qm)


def update(check: bool = False, verbose: bool = False) -> int:
    missing_total = 0
    for lang in LANGUAGES:
        ts = ts_path(lang)
        lupdate(ts, lang)
        report = ts_fill.fill(ts, ts_fill.load_table(json_path(lang)), plural_fallback=lang in TRANSLATED)
        lupdate(ts, lang)
        lrelease(ts, qm_path(lang))
        if lang in TRANSLATED:
            missing_total += len(report.missing)
            for context, source, comment in report.missing:
                print(f"{lang}: untranslated [{context}] {source!r}" + (f" ({comment})" if comment else ""))
        if verbose:
            for context, source in report.unused:
                print(f"{lang}: in the JSON but not in the sources (yet or any more) [{context}] {source!r}")
            for context, source in report.plural_fallback:
                print(f"{lang}: plural form only, lupdate did not mark it numerus [{context}] {source!r}")
        print(f"{ts.relative_to(ROOT)}: {report.filled} translated from {json_path(lang).name}, "
              f"{len(report.missing)} without translation, {len(report.unused)} JSON entries not (yet) in the "
              f"sources, {len(report.plural_fallback)} plural(s) without numerus (-v lists them)")
    return 1 if check and missing_total else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="exit 1 when a Dutch or German message is untranslated")
    ap.add_argument("-v", "--verbose", action="store_true", help="list unused JSON entries and plural fallbacks")
    args = ap.parse_args(argv)
    return update(check=args.check, verbose=args.verbose)


if __name__ == "__main__":
    sys.exit(main())
