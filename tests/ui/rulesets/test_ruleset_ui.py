"""The UI parts per ruleset (ui/rulesets) are keyed by the engine's decision kinds: every kind of the
ruleset's step table has its page, clicks only answer kinds the table asks, and the window plays
through them (the `_click_<kind>` lookup by name is gone)."""

from __future__ import annotations

import dataclasses
import importlib

import pytest

from conquest_qt import manifest
from conquest_qt.engine import rulesets
from conquest_qt.engine.steps import Ask
from conquest_qt.ui import rulesets as ruleset_ui


@pytest.mark.parametrize("ruleset_id", manifest.rulesets())
def test_ui_keys_match_the_step_table(ruleset_id: str) -> None:
    asked = {row.kind for row in rulesets.get(ruleset_id).game.TABLE.rows if isinstance(row, Ask)}
    ui = ruleset_ui.get(ruleset_id)
    assert ui.ruleset == ruleset_id
    assert set(ui.pages) == asked
    assert set(ui.clicks) <= asked


def test_a_ruleset_without_ui_is_refused() -> None:
    with pytest.raises(ValueError, match="no UI for ruleset 'nope'"):
        ruleset_ui.get("nope")


def test_the_window_takes_pages_and_clicks_from_the_registry(win) -> None:
    from tests.helpers.window import drive, setup_of

    win.start_session(setup_of(["red"], ["black", "blue", "green"]))
    drive(win, lambda: win.ctrl.kind == "claim")
    ui = ruleset_ui.get("conquest")
    assert {k: type(p) for k, p in win.decision.pages.items()} == dict(ui.pages)
    assert win.ctrl.clicks is ui.clicks


@pytest.mark.parametrize("ruleset_id", manifest.rulesets())
def test_every_ruleset_brings_pages_markers_and_help(ruleset_id: str, qapp) -> None:
    """Issue 14's registry whole: a page for every decision kind of the ruleset's engine (`Kind`), its
    board markers named (Conquest: the board's own painters, None), its rules text in Help in every
    language, and working data only for kinds it asks."""
    from conquest_qt.ui.text import i18n

    kinds = set(importlib.import_module(f"conquest_qt.engine.rulesets.{ruleset_id}.kinds").Kind)
    ui = ruleset_ui.get(ruleset_id)
    assert set(ui.pages) == kinds
    assert "markers" in {f.name for f in dataclasses.fields(ui)} and (ui.markers is None or callable(ui.markers))
    assert ui.help in i18n.RULES_KINDS
    for lang in ("en", "nl", "de"):
        assert i18n.rules_path(ui.help, lang).is_file(), (ruleset_id, lang)
        assert "<h2>" in i18n.rules_html(ui.help, lang)
    assert set(ui.starts) <= kinds and set(ui.clicks) <= kinds  # (Risk's occupation: an arrow, no clicks)


def test_risk_brings_its_own_board_markers(qapp) -> None:
    from conquest_qt.ui.board.board_scene import BoardScene

    scene = BoardScene()
    markers = ruleset_ui.get("risk").markers(scene)  # type: ignore[misc]
    assert markers.items and all(item.scene() is scene for item in markers.items)
    markers.remove()
    assert not markers.items


def test_help_opens_the_rules_of_the_game_on_the_board(win) -> None:
    """Help → Rules in a Risk game shows Risk's rules (V1), in a Conquest game Conquest's."""
    from tests.helpers.risk import risk_setup
    from tests.helpers.window import setup_of

    win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], deal=True))
    win.show_rules()
    assert win._help.kind == "risk_rules" and "Risk" in win._help.windowTitle()
    assert "three" in win._help.browser.toPlainText() and "missions" in win._help.browser.toPlainText()
    win._help.close()
    win.start_session(setup_of(["red"], ["black", "blue", "green"]))
    win.show_rules()
    assert win._help.kind == "rules"
    win._help.close()


def test_a_rulesets_side_panels_follow_only_its_own_games(win) -> None:
    """Issue 24: the battle panel and the production dice are Conquest's (RulesetUI.panels): a Risk game
    leaves them unsubscribed from the driver's events, a Conquest game feeds them."""
    from tests.helpers.risk import risk_setup
    from tests.helpers.window import setup_of

    assert ruleset_ui.get("conquest").panels == {"battle", "production"} and not ruleset_ui.get("risk").panels
    seen: list[list] = []
    win.battle.on_events = lambda events: seen.append(events)  # an instance attribute: bound at connect
    win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], deal=True))
    win.session.driver.eventsApplied.emit([{"type": "round_started", "round": 2}])
    assert seen == []
    win.start_session(setup_of(["red"], ["black", "blue", "green"]))
    win.session.driver.eventsApplied.emit([{"type": "round_started", "round": 2}])
    assert seen == [[{"type": "round_started", "round": 2}]]


@pytest.mark.parametrize("ruleset_id,addon_id", [(r, a) for r in manifest.rulesets() for a in manifest.addons_for(r)])
def test_a_ruleset_composed_with_its_addons_has_a_page_for_every_decision(ruleset_id: str, addon_id: str,
                                                                           qapp) -> None:
    """Issue 25 (V0.1, V2): the window composes the ruleset's UI with the enabled add-ons' parts; every kind
    the composed step table asks has its page, and the add-on's markers join the ruleset's."""
    from conquest_qt.engine import addons

    cls = rulesets.get(ruleset_id).game
    table = addons.composition(cls, (addon_id,))[0]
    asked = {row.kind for row in table.rows if isinstance(row, Ask)}
    opts = rulesets.options_from_dict({"ruleset": ruleset_id, addon_id: True})
    ui = ruleset_ui.for_options(opts)
    assert set(ui.pages) == asked
    assert set(ui.clicks) <= asked and ui.markers is not None and ui.amend is not None
    plain = ruleset_ui.get(ruleset_id)
    assert all(issubclass(ui.pages[k], plain.pages[k]) for k in plain.pages)  # extended, not replaced
    assert ruleset_ui.for_options(rulesets.options_from_dict({"ruleset": ruleset_id})) is plain
