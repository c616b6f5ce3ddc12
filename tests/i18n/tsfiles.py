"""Reading the project's .ts files in tests (no Qt needed)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
TRANSLATED = ("nl", "de")
UPDATE_COMMAND = ".venv/bin/python tools/update_translations.py"
FIX_HINT = (
    f"run `{UPDATE_COMMAND}`, add the strings it lists as untranslated to tools/translations_nl.json and "
    f"tools/translations_de.json, run it again and commit translations/ and tools/translations_*.json"
)
PLACEHOLDER = re.compile(r"%(?:[1-9]|n)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # translation type attribute: "" (finished), "unfinished", "vanished", "obsolete"
    forms: tuple[str, ...]  # the translation, or its numerus forms

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment


def ts_path(lang: str, folder: Path = TS_DIR) -> Path:
    return folder / f"conquest_{lang}.ts"


def read_ts(path: Path) -> list[Message]:
    out = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                kind, forms = "unfinished", ()
            else:
                kind = tr.get("type", "")
                forms = tuple(f.text or "" for f in tr.findall("numerusform")) if numerus else (tr.text or "",)
            out.append(Message(name, msg.findtext("source") or "", msg.findtext("comment") or "", numerus, kind,
                               forms))
    return out


def translations(lang: str) -> dict[tuple[str, str, str], Message]:
    return {m.key: m for m in read_ts(ts_path(lang))}


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))
