"""Risk's marks on the board (VARIANTS.md V1.2): cities and capitals where the view has them (a capital in
its owner's colour), every continent's label with its bonus, the legend; all gone with the game."""

from __future__ import annotations

from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.rulesets.risk.markers import RiskMarkers


def test_v1_2_cities_capitals_and_continents_are_marked(qapp) -> None:
    scene = BoardScene()
    m = RiskMarkers(scene)
    labels = {cid: items[0].text for cid, items in m.labels.items()}
    assert labels == {"AF": "Africa +4", "AS": "Asia +6", "EU": "Europe +5", "NA": "North America +5",
                      "OC": "Oceania +2", "SA": "South America +2"}
    assert all(len(items) == len(scene.offsets) for items in m.symbols.values())  # every copy of the globe
    assert not any(s.isVisible() for items in m.symbols.values() for s in items)  # nothing before the setup
    m.show({"cities": ["london", "lima"], "capitals": {"red": "lima", "blue": "tokyo"},
            "owners": {"lima": "green", "tokyo": "blue", "london": "red"}})
    shown = {a for a, items in m.symbols.items() if items[0].isVisible()}
    assert shown == {"london", "lima", "tokyo"}
    lima = m.symbols["lima"][0]
    assert lima.city and lima.capital == "red" and lima.owner == "green"  # red's capital, held by green
    assert m.symbols["tokyo"][0].capital == "blue" and not m.symbols["tokyo"][0].city
    assert m.symbols["london"][0].city and m.symbols["london"][0].capital is None
    m.remove()
    assert not [i for i in scene.items() if i in m.symbols["lima"]]


def test_the_window_shows_and_removes_risk_marks(win) -> None:
    from tests.helpers.risk import drive_risk, risk_setup
    from tests.helpers.window import setup_of

    session = win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], level="random", deal=True))
    drive_risk(win, lambda: win.ctrl.kind == "setup_place", timeout=120)
    markers = win.ctrl.markers
    assert markers is not None
    capital = session.public()["capitals"]["red"]
    assert markers.symbols[capital][0].isVisible() and markers.symbols[capital][0].capital == "red"
    assert markers.symbols["london"][0].city  # training's cities (V1.2)
    assert win.legend is not None and "City" in win.legend.texts["city"].text()
    win.start_session(setup_of(["red"], ["black", "blue", "green"]))  # a Conquest game: none of Risk's marks
    assert win.ctrl.markers is None
    assert not any(isinstance(i, type(markers.symbols["lima"][0])) for i in win.scene.items())
    assert win.legend is None  # the legend beside the board went with the Risk game


def test_v1_2_an_areas_tooltip_tells_its_risk_facts(qapp) -> None:
    scene = BoardScene()
    m = RiskMarkers(scene)
    m.show({"owners": {"london": "red"}, "units": {"london": {"red": {"land": 4}}}, "cities": ["london"],
            "capitals": {"blue": "london"}})
    scene.position.owners["london"] = "red"
    tip = scene._tooltip("london", "red")
    assert "Red: 4 armies" in tip and "Europe (+5 for all of it); card: ★★" in tip
    assert "City" in tip and "Capital of Blue" in tip and "Sea lanes to: Berlin, Coppermine, Paris, Stockholm" in tip
    assert "tanks" not in tip
    m.remove()
    assert "Owner: Red" in scene._tooltip("london", "red")  # the board's own tooltip again


def test_tooltips_name_the_players_not_their_colours(qapp) -> None:
    """Issue 28 item 7: "Anna: 4 armies", "Capital of Bo" (names as typed, escaped), not "Red: 4 armies"; the
    Conquest board's tooltip the same ("Owner: Anna")."""
    from conquest_qt.ui.game.game_setup import Seat
    from conquest_qt.ui.text.labels import PlayerNames

    scene = BoardScene()
    scene.player_names = PlayerNames((Seat("red", "Anna", True), Seat("blue", "Bo <i>", False)))
    m = RiskMarkers(scene)
    m.show({"owners": {"london": "red"}, "units": {"london": {"red": {"land": 4}}}, "cities": [],
            "capitals": {"blue": "london"}})
    tip = scene._tooltip("london", "red").replace("\u2068", "").replace("\u2069", "")  # (names isolated)
    assert "Anna: 4 armies" in tip and "Capital of Bo &lt;i&gt;" in tip, tip
    assert "Red" not in tip and "Blue" not in tip
    m.remove()
    scene.position.owners["london"] = "red"
    assert "Owner: \u2068Anna\u2069" in scene._tooltip("london", "red")


def test_v1_2_a_whole_board_repaint_blits_the_continent_outlines(qtbot) -> None:
    """Issue 28 item 10: a refresh that moves a name repaints the whole board, and at 1475x948 stroking the
    continents' dashed outlines (V1.2) took ~40 ms of each such repaint (the UI stalled while computers
    played at instant speed). They are drawn once per zoom into an image and blitted from it after that:
    a whole repaint strokes no dashed path, while drawing the scene straight strokes one per outline."""
    from conquest_qt.ui.rulesets.risk.markers import Z_OUTLINE
    from tests.helpers.paint_count import drawing_calls, paint_calls
    from tests.helpers.window import shown_board_view

    view = shown_board_view(qtbot, 1475, 948)
    m = RiskMarkers(view.board)
    qtbot.waitUntil(lambda: not view.tiles.pending(), timeout=10000)
    outlines = [i for i in view.board.items() if i.zValue() == Z_OUTLINE and i.isVisible()]
    assert len(outlines) == 6 * len(view.board.offsets)
    seen = [i for i in outlines if view.mapFromScene(i.sceneBoundingRect()).boundingRect()
            .intersects(view.viewport().rect())]
    assert len(seen) >= 6  # every continent is on screen at fit zoom
    for _ in range(2):  # the first repaint makes the images, the second reuses them
        calls = paint_calls(view.viewport())
        assert calls["dashed path"] == 0, calls
        assert calls["image"] >= len(seen)
    vp = view.viewport().rect()
    straight = drawing_calls(lambda p: view.board.render(p, source=view.mapToScene(vp).boundingRect()),
                             vp.width(), vp.height())  # no widget: every item draws itself
    assert straight["dashed path"] >= len(seen)  # (the count sees the outlines when they are stroked)
    m.remove()
