"""The nuclear add-on's statistics (VARIANTS.md V2, issue 25 item 5): nukes bought, fired, strikes intercepted
and areas contaminated per player and round, beside the ruleset's, in a full replay and in the live analysis
alike, and the statistics window's table sums them."""

from __future__ import annotations

from collections import Counter

import pytest

from conquest_qt.analysis import adapters, stats
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.sim import play_game
from conquest_qt.ui.game.game_analysis import analyse_logged, analysed, analyser_of

NUCLEAR = ("nukes_bought", "nukes_fired", "nukes_intercepted", "contaminated")


@pytest.fixture(scope="module")
def nuclear_game():  # type: ignore[no-untyped-def]
    opts = options_from_dict({"ruleset": "conquest", "nuclear": True, "round_cap": 30})
    lg = play_game(["random", "easy", "normal", "hard"], 3, options=opts, keep=True).logged
    assert lg is not None
    return lg


def expected(lg) -> Counter[tuple[str, str]]:  # type: ignore[no-untyped-def]
    index = ReplayIndex(lg.players, lg.options, lg.seed, lg.log)
    out: Counter[tuple[str, str]] = Counter()
    for events in index.events:
        for ev in events:
            t = ev["type"]
            if t == "nukes_placed":
                out[(ev["player"], "nukes_bought")] += sum(ev["nuke"].values())
            elif t == "nuke_declared":
                out[(ev["player"], "nukes_fired")] += ev["count"]
            elif t == "nuke_intercepted":
                out[(ev["player"], "nukes_intercepted")] += 1
            elif t == "contaminated":
                out[(ev["custodian"], "contaminated")] += 1
    return out


def test_v2_nuclear_statistics_per_player_add_up_to_the_events(nuclear_game) -> None:  # type: ignore[no-untyped-def]
    lg = nuclear_game
    assert adapters.for_options(lg.options).STATS[-4:] == NUCLEAR
    assert adapters.for_options(options_from_dict({"ruleset": "conquest"})).STATS == adapters.get("conquest").STATS
    want = expected(lg)
    assert want[next(k for k in want if k[1] == "nukes_fired")] > 0 and any(k[1] == "contaminated" for k in want)
    rows = stats.round_stats(ReplayIndex(lg.players, lg.options, lg.seed, lg.log))
    for p in lg.players:
        for key in NUCLEAR:
            assert sum(stats.series(rows, p, key)) == want[(p, key)], (p, key)
    whole = analyse_logged(lg)
    assert whole.measures[-4:] == NUCLEAR
    for p in lg.players:
        assert [whole.current(p)[k] for k in NUCLEAR] == [want[(p, k)] for k in NUCLEAR]
    live = analyser_of(lg)
    while not live.feed(lg.log, limit=50):
        pass
    assert analysed(live).rows == whole.rows  # the live analysis counts them alike


def test_v2_nuclear_measures_have_names(qapp) -> None:  # type: ignore[no-untyped-def]
    from conquest_qt.ui.text.stats_text import measure_name

    assert [measure_name(k, "conquest") for k in NUCLEAR] == ["Nukes bought", "Nukes fired", "Strikes intercepted",
                                                                "Areas contaminated"]
