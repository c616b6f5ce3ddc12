#!/usr/bin/env python3
"""Apply translations kept as JSON (tools/translations_<lang>.json) to a Qt Linguist .ts file.

JSON layout: {context: {source: translation}}; a plural (%n) message takes a list of forms
(singular, plural); a message with a disambiguation comment takes {comment: translation} instead.
The JSON wins over what the .ts holds. Messages the JSON does not know stay as they are and are
reported, so a new pass only adds the new strings to the JSON.

    python tools/ts_fill.py translations/conquest_nl.ts tools/translations_nl.json
    python tools/ts_fill.py --export translations/conquest_nl.ts tools/translations_nl.json
      (copies finished translations made in Qt Linguist into the JSON first)
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

Value = str | list[str]
Table = dict[str, dict[str, "Value | dict[str, Value]"]]


@dataclass
class FillReport:
    filled: int = 0
    missing: list[tuple[str, str, str]] = field(default_factory=list)  # context, source, comment
    unused: list[tuple[str, str]] = field(default_factory=list)  # JSON entries not in the .ts
    # plural messages lupdate did not mark numerus (see _set_translation): filled with the plural form
    plural_fallback: list[tuple[str, str]] = field(default_factory=list)


def load_table(path: Path) -> Table:
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected an object of contexts")
    return data


def _lookup(table: Table, context: str, source: str, comment: str) -> Value | None:
    entry = table.get(context, {}).get(source)
    if isinstance(entry, dict):
        return entry.get(comment)
    return entry if not comment else None


def _message_key(msg: ET.Element) -> tuple[str, str]:
    return msg.findtext("source") or "", msg.findtext("comment") or ""


def _set_translation(msg: ET.Element, value: Value, plural_fallback: bool) -> bool:
    """Write one translation; False when the value does not fit the message.

    lupdate's Python parser marks `QCoreApplication.translate(ctx, "%n …", None, count)` as a plain
    message (only `self.tr("%n …", "", count)` or a literal count give numerus). With plural_fallback
    such a message gets the JSON's plural form, which reads right for every count but 1.
    """
    tr = msg.find("translation")
    if tr is None:
        tr = ET.SubElement(msg, "translation")
    numerus = msg.get("numerus") == "yes"
    if numerus and not isinstance(value, list):
        return False
    if not numerus and isinstance(value, list):
        if not plural_fallback or not value:
            return False
        value = value[-1]
    tr.attrib.pop("type", None)
    if isinstance(value, list):
        tr.text = None
        for child in list(tr):
            tr.remove(child)
        for form in value:
            ET.SubElement(tr, "numerusform").text = form
    else:
        tr.text = value
    return True


def fill(ts_path: Path, table: Table, plural_fallback: bool = True) -> FillReport:
    tree = ET.parse(ts_path)
    report = FillReport()
    seen: set[tuple[str, str]] = set()
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            source, comment = _message_key(msg)
            seen.add((name, source))
            value = _lookup(table, name, source, comment)
            if value is not None and _set_translation(msg, value, plural_fallback):
                report.filled += 1
                if isinstance(value, list) and msg.get("numerus") != "yes":
                    report.plural_fallback.append((name, source))
            else:
                tr = msg.find("translation")
                if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
                    report.missing.append((name, source, comment))
    report.unused = sorted((c, s) for c, msgs in table.items() for s in msgs if (c, s) not in seen)
    _write(tree, ts_path)
    return report


def _write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def export(ts_path: Path, table: Table) -> int:
    """Copy finished .ts translations into the table; returns how many were new or changed."""
    changed = 0
    for ctx in ET.parse(ts_path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type"):
                continue
            source, comment = _message_key(msg)
            forms = [f.text or "" for f in tr.findall("numerusform")]
            value: Value = forms if msg.get("numerus") == "yes" else (tr.text or "")
            if not value or _lookup(table, name, source, comment) == value:
                continue
            slot = table.setdefault(name, {})
            if comment:
                existing = slot.get(source)
                sub = existing if isinstance(existing, dict) else {}
                sub[comment] = value
                slot[source] = sub
            else:
                slot[source] = value
            changed += 1
    return changed


def save_table(path: Path, table: Table) -> None:
    ordered = {c: dict(sorted(table[c].items())) for c in sorted(table)}
    path.write_text(json.dumps(ordered, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("ts", type=Path)
    ap.add_argument("json", type=Path)
    ap.add_argument("--export", action="store_true", help="copy finished .ts translations into the JSON")
    ap.add_argument("--no-plural-fallback", action="store_true",
                    help="leave plural messages lupdate did not mark numerus untranslated (English)")
    args = ap.parse_args(argv)
    table = load_table(args.json)
    if args.export:
        n = export(args.ts, table)
        save_table(args.json, table)
        print(f"{args.json}: {n} translation(s) taken over from {args.ts}")
        return 0
    report = fill(args.ts, table, plural_fallback=not args.no_plural_fallback)
    print(f"{args.ts}: {report.filled} filled, {len(report.missing)} missing, {len(report.unused)} unused")
    for context, source, comment in report.missing:
        print(f"  missing  [{context}] {source!r}" + (f" ({comment})" if comment else ""))
    for context, source in report.unused:
        print(f"  unused   [{context}] {source!r} (not in the sources, yet or any more)")
    for context, source in report.plural_fallback:
        print(f"  plural form only [{context}] {source!r} (lupdate did not mark it numerus)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
