"""The nuclear add-on as an option (VARIANTS.md V0.1, V2.1): both rulesets take it, `cc` and unknown
rulesets are refused, its fields are checked and written flat beside the ruleset's."""

from __future__ import annotations

import pytest

from conquest_qt import manifest
from conquest_qt.engine import addons
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets import options_from_dict


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_v0_1_nuclear_is_an_add_on_of_conquest_and_risk(ruleset: str) -> None:
    opts = options_from_dict({"ruleset": ruleset, "nuclear": True, "nuke_from_round": 5})
    assert addons.enabled(opts) == ("nuclear",)
    nuclear = addons.option(opts, "nuclear")
    assert nuclear.nuke_from_round == 5 and nuclear.cost(ruleset) == {"conquest": 3, "risk": 4}[ruleset]
    assert options_from_dict(opts.to_dict()) == opts
    assert opts.to_dict()["nuclear"] is True and opts.to_dict()["nuke_cost"] is None
    assert addons.enabled(options_from_dict({"ruleset": ruleset, "nuclear": False})) == ()
    assert manifest.addons_for(ruleset) == ["nuclear"]


def test_v0_1_nuclear_with_cc_is_variant_incompatible() -> None:
    with pytest.raises(RuleError) as err:
        addons.split_options("cc", {"ruleset": "cc", "nuclear": True})
    assert err.value.code == "variant_incompatible" and err.value.data == {"option": "nuclear", "ruleset": "cc"}


@pytest.mark.parametrize("bad", [{"nuke_from_round": 0}, {"nuke_from_round": True}, {"nuke_cost": 0},
                                 {"nuke_cost": "3"}])
def test_v2_1_bad_option_values_are_refused(bad: dict) -> None:
    with pytest.raises(ValueError):
        options_from_dict({"ruleset": "conquest", "nuclear": True, **bad})


def test_the_manifest_names_the_add_ons_homes() -> None:
    entry = manifest.get("nuclear")
    assert entry.is_addon and entry.addon_for == ("conquest", "risk")
    assert "nuclear" not in manifest.rulesets()
    import importlib

    assert importlib.import_module(entry.ui).ADDON_UI.addon == "nuclear"  # its UI part (ui/rulesets AddonUI)


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_the_adapter_answers_the_hooks_its_ruleset_declares(ruleset: str) -> None:
    """Each ruleset lists the calls it makes into its add-ons (`HOOKS`); the nuclear part answers each, and
    hangs its sub-sequences only at the ruleset's Hook rows."""
    from conquest_qt.engine import rulesets
    from conquest_qt.engine.steps import Hook

    game_cls = rulesets.get(ruleset).game
    adapter = addons.get("nuclear").adapter(ruleset)
    assert set(game_cls.HOOKS) and all(callable(getattr(adapter.game_part, h, None)) for h in game_cls.HOOKS)
    hooks = {r.name for r in game_cls.TABLE.rows if isinstance(r, Hook)}
    assert set(adapter.part.hooks) <= hooks
    assert [k.id for k in adapter.unit_kinds] == ["nuke"] and not adapter.unit_kinds[0].holds
