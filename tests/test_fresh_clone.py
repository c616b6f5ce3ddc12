"""The README's promise: its test command passes in a clean clone with nothing beside it (issue 12.1, 12.3).

`.ci/run` proves it by running that command, verbatim, in a copy of the repository with nothing beside it;
these tests keep the pieces of that proof honest."""

from __future__ import annotations

import re
import subprocess

from tests.conftest import ROOT


def _setup_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return [line[4:] for line in section.splitlines() if line.startswith("    ")]


def test_readme_has_two_setup_commands_and_ci_runs_the_test_one_verbatim() -> None:
    play, test = _setup_commands()
    assert play.endswith(".venv/bin/conquest") and ".[test]" in test and "pytest" in test
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "/^Run the tests:/" in script and 'bash -c "$test_cmd"' in script
    found = subprocess.run(["awk", re.search(r"awk '([^']*)'", script).group(1), "README.md"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.strip()
    assert found == test


def test_ci_runs_in_a_copy_without_shared_beside_it() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "mktemp -d" in script and "the copy must stand alone" in script and 'cd "$copy"' in script
    assert script.index('cd "$copy"') < script.index('bash -c "$test_cmd"')
    tail = script[script.index('bash -c "$test_cmd"'):].splitlines()
    assert ".venv/bin/ruff check conquest_qt tests tools" in tail
    assert ".venv/bin/python -m mypy --strict conquest_qt/engine" in tail


def test_no_test_reads_files_outside_the_repository() -> None:
    """No test reads the design folder beside the checkout (nor npm's /tmp/node_modules): a clean clone has neither."""
    readers = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests").rglob("*.py")
                     if p.name not in ("conftest.py", "test_fresh_clone.py")
                     and re.search(r"\bSHARED\b|\.\./shared|/tmp/node_modules", p.read_text(encoding="utf-8")))
    assert readers == []
