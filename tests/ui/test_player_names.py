"""The log and the hot-seat summary name the players by their names (labels.PlayerNames), not by colour;
"Name (Colour)" when a name does not tell two players apart, the colour when there is no name."""

from __future__ import annotations

from conquest_qt.ui import event_text
from conquest_qt.ui.game_setup import Seat
from conquest_qt.ui.labels import PlayerNames
from conquest_qt.ui.session import LogEntry

SEATS = (Seat("red", "Anna", True), Seat("blue", "Ben", True), Seat("green", "Computer 2", False),
         Seat("yellow", "Computer 3", False))


def test_players_are_named_by_their_names() -> None:
    names = PlayerNames(SEATS)
    assert [names(s.colour) for s in SEATS] == ["Anna", "Ben", "Computer 2", "Computer 3"]
    ev = {"type": "flag_taken", "player": "yellow", "area": "tokyo", "previous": "green"}
    assert event_text.describe(ev, names) == ("battle", "Computer 3 conquers Tokyo from Computer 2.")
    assert event_text.describe({"type": "cards_drawn", "player": "blue", "count": 3}, names) == (
        "cards", "Ben draws 3 cards.")
    assert event_text.describe({"type": "turn_order", "order": ["blue", "red"], "drawn": ["blue", "red"]},
                               names) == ("game", "Turn order: Ben, Anna.")
    played = {"type": "card_played", "player": "red", "card": "armistice", "target": "green"}
    assert event_text.describe(played, names)[1] == "Anna plays Armistice against Computer 2."  # type: ignore[index]


def test_without_names_the_texts_name_colours() -> None:
    ev = {"type": "flag_taken", "player": "yellow", "area": "tokyo", "previous": "green"}
    assert event_text.describe(ev) == ("battle", "Yellow conquers Tokyo from Green.")


def test_no_seat_keeps_its_colour_words() -> None:
    names = PlayerNames(SEATS)
    assert names("neutral") == "Neutral" and names(None) == "nobody"
    ev = {"type": "flag_taken", "player": "red", "area": "tokyo", "previous": "neutral"}
    assert event_text.describe(ev, names)[1] == "Anna conquers Tokyo from Neutral."  # type: ignore[index]


def test_shared_empty_and_colour_like_names_fall_back_to_the_colour() -> None:
    names = PlayerNames((Seat("red", "Anna", True), Seat("blue", " anna ", True), Seat("green", "", True),
                         Seat("yellow", "Green", True), Seat("white", "White", False)))
    assert names("red") == "Anna (Red)" and names("blue") == "anna (Blue)"  # the same name twice
    assert names("green") == "Green"  # no name: the colour
    assert names("yellow") == "Green (Yellow)"  # reads as another player's colour
    assert names("white") == "White"  # just its own colour


def test_own_colour_as_name_follows_the_language(monkeypatch) -> None:  # noqa: ANN001
    """A seat named after its own colour reads as the colour in the current language ("Blauw"); the colour
    words are looked up per call (no live language switch here: it would reach other tests' windows)."""
    from conquest_qt.ui import labels

    dutch = {"blue": "Blauw", "red": "Rood"}
    monkeypatch.setattr(labels, "colour_name", lambda c: dutch.get(c, str(c)))
    names = PlayerNames((Seat("blue", "Blue", True), Seat("red", "Anna", True), Seat("green", "rood", True)))
    assert names("blue") == "Blauw" and names("red") == "Anna"
    assert names("green") == "rood (green)"  # reads as another player's colour in this language


def test_names_are_inserted_as_typed() -> None:
    """A name is user input: placeholders, markup-like text and very long names stay as typed."""
    long = "Grootvader " * 20
    names = PlayerNames((Seat("red", "%1 %2 %n", True), Seat("blue", "<b>Ben</b> & %3", True),
                         Seat("green", long, False)))
    ev = {"type": "flag_taken", "player": "red", "area": "tokyo", "previous": "blue"}
    assert event_text.describe(ev, names)[1] == "%1 %2 %n conquers Tokyo from <b>Ben</b> & %3."  # type: ignore[index]
    drawn = event_text.describe({"type": "cards_drawn", "player": "red", "count": 2}, names)
    assert drawn == ("cards", "%1 %2 %n draws 2 cards.")
    assert event_text.describe({"type": "claimed", "player": "green", "area": "tokyo"}, names)[1] == (  # type: ignore[index]
        f"{long.strip()} claims Tokyo.")


def test_log_entries_are_reworded_with_the_names() -> None:
    """LogEntry keeps the names to word its event anew (a language change: see test_hotseat)."""
    entry = LogEntry("cards", "stale", {"type": "cards_drawn", "player": "blue", "count": 3}, PlayerNames(SEATS))
    assert entry.reworded() == "Ben draws 3 cards." == entry.text
    assert LogEntry("battle", "as it was", {"type": "__none__"}).reworded() == "as it was"


def test_markup_in_a_name_shows_as_typed(qtbot) -> None:  # noqa: ANN001
    from conquest_qt.ui.handover import HandoverScreen

    screen = HandoverScreen()
    qtbot.addWidget(screen)
    name = "<i>Ben</i> & %2"
    names = PlayerNames((Seat("blue", name, True), Seat("red", "Anna", True)))
    entry = LogEntry("cards", "", {"type": "cards_drawn", "player": "blue", "count": 3}, names)
    screen.prepare("blue", name, [entry])
    assert screen.title.text() == f"{name}, your turn"
    assert screen.pass_to.text() == f"Please pass the screen to {name} (Blue)."
    assert screen.summary.item(0).text() == f"{name} draws 3 cards."
    assert screen.button.text() == f"I am {name}".replace("&", "&&")  # a button shows "&&" as "&" (no shortcut)


def test_battle_panel_names_the_players(qtbot) -> None:  # noqa: ANN001
    from types import SimpleNamespace

    from conquest_qt.board.topology import default_topology
    from conquest_qt.ui.battle_panel import BattlePanel

    public = {"options": {"explosion_faces": 2}, "owners": {"paris": "blue"}, "subs": {},
              "units": {"paris": {"red": [3, 1], "blue": [2, 0]}}}
    names = PlayerNames((Seat("red", "Anna", True), Seat("blue", "<b>Ben</b>", False)))
    panel = BattlePanel()
    qtbot.addWidget(panel)
    panel.bind(SimpleNamespace(public=lambda: public, game=SimpleNamespace(topo=default_topology()),  # type: ignore[arg-type]
                               names=names))
    panel.dice_ms = 0
    panel.on_events([{"type": "battle_started", "area": "paris", "attacker": "red", "defender": "blue",
                      "first": "blue"}])
    panel.on_events([{"type": "dice_rolled", "area": "paris", "purpose": "battle", "explosions": 1, "player": "blue",
                      "faces": [1, 5, 2, 4]}])
    assert panel.roll_label.text().startswith("<b>Ben</b> rolls 4 dice in Paris")
    assert panel.first.text().startswith("<b>Ben</b> rolls first")
    assert "Attacker Anna:" in panel.sides.text() and "Defender &lt;b&gt;Ben&lt;/b&gt;:" in panel.sides.text()
    panel.on_events([{"type": "battle_ended", "area": "paris", "winner": "blue"}])
    assert "&lt;b&gt;Ben&lt;/b&gt; holds Paris." in panel.result.text()
