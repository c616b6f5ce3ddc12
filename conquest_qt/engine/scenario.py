"""Rules scenarios (SCENARIOS.md): `python -m conquest_qt.engine.scenario FILE...`.

Prints `PASS name` or `FAIL name: step N: what differed` per file; exits 0 only if all pass.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.machine import TableGame
from conquest_qt.engine.rng import ScriptExhausted

Game = TableGame


class ScenarioFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    title: str = ""
    cites: list[str] = []
    options: dict[str, Any] = {}
    players: list[str] = Field(min_length=2, max_length=6)
    state: dict[str, Any]
    dice: str = ""
    seed: int = 0
    steps: list[dict[str, Any]]


class ScenarioFailure(Exception):
    pass


def load(path: Path) -> ScenarioFile:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ScenarioFailure(f"cannot read: {exc}") from None
    try:
        return ScenarioFile.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise ScenarioFailure(f"field {'.'.join(map(str, err['loc']))}: {err['msg']}") from None


def run(sc: ScenarioFile) -> None:
    """Raise ScenarioFailure on the first difference."""
    try:
        options = rulesets.options_from_dict(sc.options)  # `options.ruleset` picks the rules (default conquest)
        ruleset = rulesets.get(options.ruleset)
        script = ruleset.parse_dice(sc.dice, options)
        game = ruleset.game_from_position(sc.players, sc.state, options, seed=sc.seed, script=script)
    except (ValueError, RuleError) as exc:  # a ruleset's PositionError is a ValueError
        raise ScenarioFailure(f"setup: {exc}") from None
    for i, step in enumerate(sc.steps, 1):
        try:
            _step(game, step)
        except ScenarioFailure as exc:
            raise ScenarioFailure(f"step {i}: {exc}") from None
        except ScriptExhausted as exc:
            raise ScenarioFailure(f"step {i}: {exc}") from None
    left = game.rng.script or []
    if left:
        raise ScenarioFailure(f"end: {len(left)} scripted dice unused")


def _step(game: Game, step: dict[str, Any]) -> None:
    if "expect" in step:
        _expect(game, step["expect"])
        return
    by = step.get("by")
    kind: Literal["do", "reject"] = "do" if "do" in step else "reject"
    if kind not in step or by is None:
        raise ScenarioFailure("a step needs `expect`, or `by` with `do` or `reject`")
    d = game.pending()
    if d is None or d.player != by:
        raise ScenarioFailure(f"waiting for {d.player if d else 'nobody'} ({d.kind if d else 'over'}), not {by}")
    if kind == "do":
        try:
            game.apply(by, step["do"])
        except RuleError as exc:
            raise ScenarioFailure(f"{step['do']} refused at {d.kind}: {exc}") from None
        return
    before = (game.snapshot(), list(game.rng.script or []))
    try:
        game.apply(by, step["reject"])
    except RuleError:
        if (game.snapshot(), list(game.rng.script or [])) != before:
            raise ScenarioFailure("a refused action changed the state") from None
        return
    raise ScenarioFailure(f"{step['reject']} was accepted at {d.kind}")


def _units_match(actual: dict[str, dict[str, dict[str, int]]], want: dict[str, dict[str, Any]], what: str,
                 kind: str | None = None) -> None:
    """Each listed area's colours hold exactly the listed kinds (engine/units.py; zero counts may be
    listed); `kind`: the expectation gives one count per colour, of that kind (Conquest's `subs`)."""
    for area, by in want.items():
        have = {c: {k: n for k, n in kinds.items() if n} for c, kinds in actual.get(area, {}).items()}
        have = {c: k for c, k in have.items() if k}
        for colour, kinds in by.items():
            exp = {kind: int(kinds)} if kind is not None else {k: int(n) for k, n in kinds.items()}
            exp = {k: n for k, n in exp.items() if n}
            got = have.pop(colour, {})
            if got != exp:
                raise ScenarioFailure(f"{what} {area} {colour}: expected {exp}, got {got}")
        if have:
            raise ScenarioFailure(f"{what} {area}: unexpected units of {sorted(have)}")


def _expect(game: Game, exp: dict[str, Any]) -> None:
    s = game.s
    d = game.pending()
    for area, owner in exp.get("owners", {}).items():
        got_owner = s.owners.get(area)
        if got_owner != owner:
            raise ScenarioFailure(f"owner of {area}: expected {owner}, got {got_owner}")
    if "units" in exp:
        _units_match(s.units, exp["units"], "units")
    if "subs" in exp:
        _units_match(s.units, exp["subs"], "subs", kind="sub")
    for player, cards in exp.get("hands", {}).items():
        held = Counter(map(rulesets.of(game).card_type, s.hands.get(player, [])))
        if held != Counter(cards):
            raise ScenarioFailure(f"hand of {player}: expected {sorted(cards)}, got {sorted(held.elements())}")
    checks: dict[str, Any] = {
        "phase": s.phase,
        "active": s.active if not game.over else None,
        "round": s.round,
        "winner": s.winner,
        "waiting_for": d.player if d else None,
    }
    for key, got in checks.items():
        if key in exp and exp[key] != got:
            raise ScenarioFailure(f"{key}: expected {exp[key]!r}, got {got!r}")
    if "eliminated" in exp and set(exp["eliminated"]) != set(s.eliminated):
        raise ScenarioFailure(f"eliminated: expected {sorted(exp['eliminated'])}, got {sorted(s.eliminated)}")
    extra = rulesets.of(game).expect(game, exp)
    if extra is not None:
        raise ScenarioFailure(extra)
    for part in game.parts:  # the add-ons' own `expect` fields (V2: contaminated, free)
        check = getattr(part, "expect", None)
        extra = check(game, exp) if check is not None else None
        if extra is not None:
            raise ScenarioFailure(extra)


def run_file(path: Path) -> tuple[bool, str]:
    name = path.stem
    try:
        run(load(path))
    except ScenarioFailure as exc:
        return False, f"FAIL {name}: {exc}"
    except Exception as exc:  # an engine bug must still give one line, not a traceback
        return False, f"FAIL {name}: internal error: {type(exc).__name__}: {exc}"
    return True, f"PASS {name}"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m conquest_qt.engine.scenario FILE...", file=sys.stderr)
        return 2
    ok = True
    for arg in args:
        passed, line = run_file(Path(arg))
        print(line)
        ok &= passed
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
