"""Issue 16 items 2-4: the statistics window's tabs on a seeded game, on a Risk game, and the luck
ledger's numbers on scripted dice worked out by hand, as the window shows them."""

from __future__ import annotations

from typing import Any

import pytest

from conquest_qt.analysis.luck import decision_items, dice_fairness, ledger
from conquest_qt.analysis.rulesets import conquest, risk
from conquest_qt.engine import rulesets
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.sim import play_game
from conquest_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from conquest_qt.ui.game.game_analysis import GameAnalysis, analyse_logged
from tests.helpers.game import make

NAMES = {"red": "Anna", "black": "<b>Bernd</b>", "blue": "Computer", "green": "Grete", "yellow": "Yusuf"}


@pytest.fixture(scope="module")
def conquest_game() -> LoggedGame:
    lg = play_game(["easy", "normal", "easy", "easy"], 7, keep=True).logged
    assert lg is not None and lg.game.over
    return lg


def dialog(qtbot, analysis: GameAnalysis) -> StatisticsDialog:
    d = StatisticsDialog()
    qtbot.addWidget(d)
    d.show_game(analysis, NAMES)
    return d


def column(table: Any, heading: str) -> int:
    heads = [table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(table.columnCount())]
    return heads.index(heading)


def test_statistics_tab_charts_a_measure_and_tables_the_final_state(qtbot, conquest_game) -> None:
    a = analyse_logged(conquest_game)
    d = dialog(qtbot, a)
    s = conquest_game.game.s
    table = d.stats.table
    assert table.rowCount() == len(s.players)
    assert [table.cell_text(r, 0) for r in range(table.rowCount())] == [NAMES[p] for p in s.players]  # as typed
    areas, tanks = column(table, "Areas"), column(table, "Tanks")
    for r, p in enumerate(s.players):
        assert table.cell_text(r, areas) == str(s.areas_of(p))
        on_board = s.on_board(p)["land"] + s.parked.get(p, {}).get("land", 0)
        assert table.cell_text(r, tanks) == str(on_board)
    fought = column(table, "Battles fought")
    assert sum(int(table.cell_text(r, fought)) for r in range(table.rowCount())) == \
        sum(row.players[p]["fought"] for row in a.rows for p in s.players)  # the whole game's battles
    measures = [d.stats.measure.itemData(i) for i in range(d.stats.measure.count())]
    assert measures == list(conquest.STATS)
    assert d.stats.chart.xs == a.rounds and d.stats.chart.target == s.options.target_areas
    d.stats.select("pp")
    assert [list(x.values) for x in d.stats.chart.series] == [[float(v) for v in a.series(p, "pp")]
                                                                 for p in s.players]
    assert d.stats.chart.target is None


def test_win_chances_end_with_the_winner_certain(qtbot, conquest_game) -> None:
    a = analyse_logged(conquest_game)
    d = dialog(qtbot, a)
    d.show_tab("win")
    chart = d.win.chart
    winner = conquest_game.game.s.winner
    assert chart.percent and chart.xs[-1] == a.rows[-1].round
    assert {x.colour: x.values[-1] for x in chart.series}[winner] == 1.0
    for i in range(len(chart.xs)):
        assert sum(x.values[i] for x in chart.series) == pytest.approx(1.0)


def test_dice_tab_shows_every_face_and_a_verdict(qtbot, conquest_game) -> None:
    a = analyse_logged(conquest_game)
    d = dialog(qtbot, a)
    (test,) = a.fairness
    (bars,) = d.dice.charts
    assert bars.counts == test.counts and bars.labels == ["1", "2", "3", "4", "5", "6"]
    (verdict,) = d.dice.verdicts
    assert verdict.text().startswith(("As fair as dice get", "A little uneven", "Very uneven"))
    assert f"{sum(test.counts)} dice rolled" in d.dice.tests[0].text()


def test_luck_ledger_through_the_window_by_hand(qtbot) -> None:
    # Red's single tank attacks neutral Mexico City; the flag rolls first: 2 blanks ("--"); red rolls
    # one die, an explosion ("X"): the flag falls. Red: 1 die, expected 1/3 explosion, rolled 1:
    # +2/3 = +sqrt(2) = +1.4 deviations ("lucky"); his chance to win was 4/19 (tests/analysis/test_luck):
    # a battle won against the odds.
    g = make(["red", "black"], dice="-- X", phase="execution", round=2, order=["red", "black"],
             owners={"chicago": "red", "paris": "black"}, rest="neutral",
             units={"chicago": {"red": {"land": 1}}, "paris": {"black": {"land": 1}}},
             hands={"red": [], "black": []})
    events, captures = [], []
    for action in ({"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 1},
                   {"type": "end_moves"}):
        captures.append(conquest.capture(g))
        events.append(g.apply("red", action))
    options = Options()
    book = ledger(decision_items(options, events, captures), ["red", "black"])
    a = GameAnalysis("conquest", ["red", "black"], conquest.STATS, [], book, dice_fairness(options, events), [],
                     False, 2)
    d = dialog(qtbot, a)
    t = d.luck.table
    row = [t.cell_text(0, c) for c in range(t.columnCount())]
    assert row == ["Anna", "1", "0.3", "+0.7", "+1.4", "lucky", "1", "0"]
    assert t.item(0, column(t, "Won against the odds")).toolTip() == "Mexico City: 21 %"  # 4/19
    assert [t.cell_text(1, c) for c in range(1, 6)] == ["0", "0", "0.0", "0.0", "no rolls yet"]
    cards = d.luck.cards
    assert not cards.isHidden() and {cards.cell_text(0, c) for c in range(1, cards.columnCount())} == {"\u2013"}
    assert d.dice.verdicts[0].text() == "Too few dice so far (3) to judge their fairness."


def test_a_risk_game_shows_armies_missions_and_dice_pairs(qtbot) -> None:
    options = rulesets.get("risk").options.from_dict({"ruleset": "risk"})
    lg = play_game(["easy", "normal", "easy", "normal"], 29, options, keep=True).logged
    assert lg is not None
    a = analyse_logged(lg)
    d = dialog(qtbot, a)
    names = [d.stats.measure.itemText(i) for i in range(d.stats.measure.count())]
    assert names == ["Areas", "Armies", "Cards held", "Missions", "Battles fought", "Battles won",
                     "Armies destroyed", "Armies lost"]
    assert [d.stats.measure.itemData(i) for i in range(d.stats.measure.count())] == list(risk.STATS)
    t = d.luck.table
    won = column(t, "Pairs won")
    for r, p in enumerate(a.players):
        assert t.cell_text(r, won) == str(int(a.ledger[p].explosions.actual))
    assert d.luck.cards.isHidden()  # no card rolls in Risk
    assert d.stats.chart.target is None  # Risk is not won by a number of areas
    assert d.dice.charts[0].counts == a.fairness[0].counts and len(a.fairness[0].counts) == 6


def test_the_window_speaks_the_chosen_language_at_once(qtbot, qapp, conquest_game) -> None:
    from PySide6.QtCore import QCoreApplication

    from conquest_qt.ui.text import i18n

    d = dialog(qtbot, analyse_logged(conquest_game))
    try:
        i18n.install_language(qapp, "de")
        QCoreApplication.processEvents()
        assert [d.tabs.tabText(i) for i in range(4)] == ["&Statistik", "&Glück", "&Würfel", "Sieg&chancen"]
        assert d.stats.measure.itemText(0) == "Gebiete" and d.luck.table.horizontalHeaderItem(1).text() == "Explosionen"
        assert d.dice.verdicts[0].text().startswith(("So fair", "Etwas ungleich", "Sehr ungleich"))
    finally:
        i18n.remove_language(qapp)
        QCoreApplication.processEvents()
    assert d.tabs.tabText(0) == "&Statistics"
