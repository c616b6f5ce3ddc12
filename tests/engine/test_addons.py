"""The add-on seam (issue 24): an add-on brings options, rows at a ruleset's hooks, decisions of its own
asked of other players in seat order, action types in the ruleset's decisions, action fields and unit
kinds — without a line of the ruleset changed. Shown with a toy add-on (tests/engine/toy_addon)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from conquest_qt import manifest
from conquest_qt.engine import addons, rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Step
from conquest_qt.engine.rulesets.conquest.table import ROUND
from conquest_qt.engine.steps import OVER, Ask, FlowError, Forced, StepTable, go
from conquest_qt.engine.window import SeatWindow, others_from

PLAYERS = ["red", "black", "blue", "green"]


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    entry = manifest.Manifest(id="toy", engine="tests.engine.toy_addon", ai="", ui="", analysis="",
                              addon_for=("conquest",))
    monkeypatch.setitem(manifest.MANIFESTS, "toy", entry)
    yield


def _toy_game(seed: int = 3) -> Game:
    return Game.new(PLAYERS, options_from_dict({"ruleset": "conquest", "toy": True, "bells": 2,
                                                "random_deal": True}), seed)


def test_options_of_an_add_on_are_written_beside_the_rulesets(toy: None) -> None:
    opts = options_from_dict({"ruleset": "conquest", "toy": True, "bells": 2})
    assert addons.enabled(opts) == ("toy",) and addons.option(opts, "toy").bells == 2
    assert opts.to_dict() == {**options_from_dict({"ruleset": "conquest"}).to_dict(), "toy": True, "bells": 2}
    assert options_from_dict(opts.to_dict()) == opts
    assert addons.enabled(options_from_dict({"ruleset": "conquest", "toy": False})) == ()
    with pytest.raises(ValueError, match="bells"):
        options_from_dict({"ruleset": "conquest", "toy": True, "bells": 9})
    with pytest.raises(RuleError) as err:  # V0.1: an add-on refused with a ruleset it does not extend
        options_from_dict({"ruleset": "risk", "toy": True})
    assert err.value.code == "variant_incompatible" and err.value.data == {"option": "toy", "ruleset": "risk"}


def test_a_game_without_the_add_on_has_the_rulesets_own_table(toy: None) -> None:
    g = Game.new(PLAYERS, options_from_dict({"ruleset": "conquest"}), 1)
    assert g.table is ROUND and g.parts == ()


def test_the_add_ons_rows_run_at_the_rulesets_hooks_and_ask_others_in_seat_order(toy: None) -> None:
    g = _toy_game()
    assert "toy_vote" in g.table.asks and g.table.by_name[Step.ROUND_START].to[1] == "toy_ring"
    bells = cheers = waves = 0
    windows: list[tuple[list[str], list[str]]] = []  # (who should be asked, who was asked) per window
    while not g.over and g.s.round <= 3:
        d = g.pending()
        assert d is not None
        legal = legal_actions(g)
        if d.kind == "toy_vote":
            if not windows or windows[-1][1][-1:] == ["green"] or len(windows[-1][1]) == len(windows[-1][0]):
                windows.append((others_from(g.s.order, d.info["mover"], g.s.eliminated), []))
            windows[-1][1].append(d.player)
            action = {"type": "cheer"} if d.player == "green" else {"type": "pass"}
        elif d.kind == Kind.BATTLE_CHOICE and {"type": "wave"} in legal and waves == 0:
            action = {"type": "wave"}
        else:
            action = next(a for a in legal if a["type"] not in ("wave", "cheer"))
            if action["type"] == "build":
                action = {"type": "build"}
            if action["type"] in ("move", "transport"):
                action = {**action, "count": 1}
        events = g.apply(d.player, action)
        bells += sum(e["type"] == "toy_bell" for e in events)
        cheers += sum(e["type"] == "toy_cheer" for e in events)
        waves += sum(e["type"] == "toy_wave" for e in events)
    assert bells == 2 * 3  # two bells at the start of rounds 2-4 (round 1's rang in the opening)
    assert len(windows) >= 4 and cheers
    for should, asked in windows:  # in seat order from the mover, until green's cheer closed the window
        upto = should.index("green") + 1 if "green" in should else len(should)
        assert asked == should[:upto]


def test_an_add_on_adds_an_action_type_to_a_rulesets_decision(toy: None) -> None:
    opts = options_from_dict({"ruleset": "conquest", "toy": True})
    state = {"phase": "execution", "order": PLAYERS, "owners": {"paris": "black", "berlin": "black"}, "rest": "red",
             "units": {"paris": {"red": {"land": 2}}, "berlin": {"red": {"land": 2}}}}
    g = rulesets.get("conquest").game_from_position(PLAYERS, state, opts)  # red cannot move: no movement
    while g.pending().kind == "toy_vote":  # the toy's vote at the movement's end: everybody passes
        g.apply(g.pending().player, {"type": "pass"})
    assert g.pending().kind == Kind.BATTLE_CHOICE and {"type": "wave"} in legal_actions(g)
    events = g.apply("red", {"type": "wave"})
    assert [e["type"] for e in events] == ["toy_wave"] and g.pending().kind == Kind.BATTLE_CHOICE
    with pytest.raises(RuleError):  # without the add-on the ruleset knows no wave
        plain = rulesets.get("conquest").game_from_position(PLAYERS, state, options_from_dict({}))
        plain.apply("red", {"type": "wave"})


def test_an_add_on_adds_action_fields_and_unit_kinds(toy: None) -> None:
    g = _toy_game()
    with pytest.raises(RuleError) as err:
        g.check_action({"type": "build", "nonsense": {}})
    assert err.value.code == "action_unknown_field"
    g.check_action({"type": "build", "toy": {"paris": 1}})  # the toy's field is known
    g.check_action({"type": "wave"})
    (adapter,) = addons.adapters_of(g)
    assert [k.id for k in adapter.unit_kinds] == ["toy"] and not adapter.unit_kinds[0].holds


def test_a_copy_shares_the_composed_table() -> None:
    g = Game.new(PLAYERS, options_from_dict({"ruleset": "conquest"}), 1)
    c = g.copy()
    assert c.table is g.table and c.check_action is g.check_action


def test_the_machine_refuses_a_transition_its_row_does_not_allow() -> None:
    def bad(game: object) -> object:
        return go("b")

    table = StepTable((Forced("a", bad, to=("c",)), Forced("b", bad, to=(OVER,)),
                       Ask("c", ("x",), lambda g, p, a: go(OVER), to=(OVER,))))
    g = Game.new(PLAYERS, options_from_dict({"ruleset": "conquest"}), 1)
    g.table = table
    with pytest.raises(FlowError, match="'a' went to 'b'"):
        g._follow("a", go("b"))
    with pytest.raises(FlowError, match="without asking"):
        g._follow("a", go("c"))
    with pytest.raises(FlowError, match="no call"):
        table2 = StepTable((Forced("a", bad, to=("return",)),))
        g.table = table2
        g.s.frames = []
        g._follow("a", go("return"))


def test_the_seat_window_asks_each_other_player_in_seat_order() -> None:
    w = SeatWindow(queue=others_from(["red", "black", "blue", "green"], "blue", skip=["red"]))
    assert w.queue == ["green", "black"]
    assert w.head(lambda p: p != "green") == "black" and w.queue == ["black"]
    w.passed()
    assert w.head(lambda p: True) is None
