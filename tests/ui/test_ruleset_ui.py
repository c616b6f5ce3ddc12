"""The UI parts per ruleset (ui/rulesets) are keyed by the engine's decision kinds: every kind of the
ruleset's step table has its page, clicks only answer kinds the table asks, and the window plays
through them (the `_click_<kind>` lookup by name is gone)."""

from __future__ import annotations

import pytest

from conquest_qt.engine import rulesets
from conquest_qt.engine.steps import Ask
from conquest_qt.ui import rulesets as ruleset_ui


@pytest.mark.parametrize("ruleset_id", sorted(ruleset_ui.PACKAGES))
def test_ui_keys_match_the_step_table(ruleset_id: str) -> None:
    asked = {row.kind for row in rulesets.get(ruleset_id).game.TABLE.rows if isinstance(row, Ask)}
    ui = ruleset_ui.get(ruleset_id)
    assert ui.ruleset == ruleset_id
    assert set(ui.pages) == asked
    assert set(ui.clicks) <= asked


def test_a_ruleset_without_ui_is_refused() -> None:
    with pytest.raises(ValueError, match="no UI for ruleset 'nope'"):
        ruleset_ui.get("nope")


def test_the_window_takes_pages_and_clicks_from_the_registry(win) -> None:  # noqa: ANN001
    from tests.helpers.window import drive, setup_of

    win.start_session(setup_of(["red"], ["black", "blue", "green"]))
    drive(win, lambda: win.ctrl.kind == "claim")
    ui = ruleset_ui.get("conquest")
    assert {k: type(p) for k, p in win.decision.pages.items()} == dict(ui.pages)
    assert win.ctrl.clicks is ui.clicks
