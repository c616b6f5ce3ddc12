"""Odds on the movement page (issue 12 item 10): every destination someone else owns gets its odds, the
best first, in a list that scrolls when long and has no empty rows; numbers in the language's format."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from conquest_qt.ui.rulesets.conquest.move_select import MoveSelection
from conquest_qt.ui.rulesets.conquest.pages import ODDS_ROWS, MovementPage
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive, setup_of


def planes_everywhere(win: MainWindow) -> tuple[MovementPage, str, list[str]]:
    """At red's movement, 4 more planes in each red area; the origin with the most enemy destinations."""
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], target=30, seed=9))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "movement", timeout=90)
    ctrl = win.ctrl
    assert ctrl is not None and win.decision is not None
    s = session.driver.game.s
    owners = s.owners
    for area in [a for a, o in owners.items() if o == "red"]:
        s.add_units(area, "red", air=4)
    ctrl.legal = session.legal()
    ctrl.work.move = MoveSelection(ctrl.legal)

    def targets(origin: str) -> list[str]:
        return sorted({a["to"] for a in ctrl.legal if a["type"] == "move" and a["kind"] == "air"
                       and a["from"] == origin and owners.get(a["to"]) != "red"})

    origin = max((a for a, o in owners.items() if o == "red"), key=lambda a: (len(targets(a)), a))
    page = win.decision.pages["movement"]
    assert isinstance(page, MovementPage)
    return page, origin, targets(origin)


def test_every_destination_gets_its_odds_best_first_and_the_list_scrolls(win: MainWindow) -> None:
    page, origin, targets = planes_everywhere(win)
    assert len(targets) > ODDS_ROWS, "the test needs more destinations than the list shows at once"
    win.scene.areaClicked.emit(origin, 1)
    win.ctrl.choose_kind("air")  # type: ignore[union-attr]
    page.count.setValue(1)  # one plane: the chances differ from one destination to the next
    QCoreApplication.processEvents()
    rows = page.odds_rows()
    lst = page.odds
    assert len(rows) == len(targets) == lst.count()  # no cap of 6: Sydney is never left out
    texts = [lst.item(i).text() for i in range(lst.count())]
    assert texts == rows and all(t.strip() and "% to conquer" in t for t in texts)  # no blank rows
    shown_areas = {t.split(":")[0] for t in texts}
    assert shown_areas == {area_name(a) for a in targets}
    chances = [float(t.split(": ")[1].split("%")[0].strip("<>")) for t in texts]
    assert chances == sorted(chances, reverse=True) and len(set(chances)) > 1  # the best chance first
    assert lst.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded  # long: it scrolls
    row = lst.sizeHintForRow(0)
    assert lst.height() == ODDS_ROWS * row + 2 * lst.frameWidth()  # whole rows, no blank line below
    assert all(lst.sizeHintForRow(i) == row for i in range(lst.count()))  # one line each


def test_survivors_are_written_the_way_the_language_writes_numbers(win: MainWindow, qapp) -> None:
    from conquest_qt.ui.text import i18n

    page, origin, _targets = planes_everywhere(win)
    win.scene.areaClicked.emit(origin, 1)
    win.ctrl.choose_kind("air")  # type: ignore[union-attr]
    try:
        assert i18n.install_language(qapp, "de") is None
        QCoreApplication.processEvents()
        rows = page.odds_rows()
        assert rows and all("Eroberungschance" in r for r in rows), rows
        assert all("," in r.split("%")[-1] and "." not in r.split("%")[-1] for r in rows), rows  # "2,3"
    finally:
        i18n.remove_language(qapp)
