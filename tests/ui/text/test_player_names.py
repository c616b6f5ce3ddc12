"""The log and the hot-seat summary name the players by their names (labels.PlayerNames), not by colour;
"Name (Colour)" when a name does not tell two players apart, the colour when there is no name."""

from __future__ import annotations

import re

import pytest

from conquest_qt.ui.game.game_setup import Seat
from conquest_qt.ui.game.session import LogEntry
from conquest_qt.ui.text import event_text
from conquest_qt.ui.text.labels import PlayerNames
from tests.helpers.game import by_kind

SEATS = (Seat("red", "Anna", True), Seat("blue", "Ben", True), Seat("green", "Computer 2", False),
         Seat("yellow", "Computer 3", False))


def test_players_are_named_by_their_names() -> None:
    names = PlayerNames(SEATS)
    assert [names(s.colour) for s in SEATS] == ["Anna", "Ben", "Computer 2", "Computer 3"]
    ev = {"type": "flag_taken", "player": "yellow", "area": "tokyo", "previous": "green"}
    assert event_text.describe(ev, names) == ("battle", "Tokyo conquered by Computer 3 from Computer 2.")
    assert event_text.describe({"type": "cards_drawn", "player": "blue", "count": 3}, names) == (
        "cards", "3 cards drawn by Ben.")
    assert event_text.describe({"type": "turn_order", "order": ["blue", "red"], "drawn": ["blue", "red"]},
                               names) == ("game", "Turn order: Ben, Anna.")
    played = {"type": "card_played", "player": "red", "card": "armistice", "target": "green"}
    assert event_text.describe(played, names)[1] == "Armistice played by Anna against Computer 2."  # type: ignore[index]


def test_without_names_the_texts_name_colours() -> None:
    ev = {"type": "flag_taken", "player": "yellow", "area": "tokyo", "previous": "green"}
    assert event_text.describe(ev) == ("battle", "Tokyo conquered by Yellow from Green.")


def test_no_seat_keeps_its_colour_words() -> None:
    names = PlayerNames(SEATS)
    assert names("neutral") == "Neutral" and names(None) == "nobody"
    ev = {"type": "flag_taken", "player": "red", "area": "tokyo", "previous": "neutral"}
    assert event_text.describe(ev, names)[1] == "Tokyo conquered by Anna from Neutral."  # type: ignore[index]


def test_shared_empty_and_colour_like_names_fall_back_to_the_colour() -> None:
    names = PlayerNames((Seat("red", "Anna", True), Seat("blue", " anna ", True), Seat("green", "", True),
                         Seat("yellow", "Green", True), Seat("white", "White", False)))
    assert names("red") == "Anna (Red)" and names("blue") == "anna (Blue)"  # the same name twice
    assert names("green") == "Green"  # no name: the colour
    assert names("yellow") == "Green (Yellow)"  # reads as another player's colour
    assert names("white") == "White"  # just its own colour


def test_own_colour_as_name_follows_the_language(monkeypatch) -> None:
    """A seat named after its own colour reads as the colour in the current language ("Blauw"); the colour
    words are looked up per call (no live language switch here: it would reach other tests' windows)."""
    from conquest_qt.ui.text import labels

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
    assert event_text.describe(ev, names)[1] == "Tokyo conquered by %1 %2 %n from <b>Ben</b> & %3."  # type: ignore[index]
    drawn = event_text.describe({"type": "cards_drawn", "player": "red", "count": 2}, names)
    assert drawn == ("cards", "2 cards drawn by %1 %2 %n.")
    assert event_text.describe({"type": "claimed", "player": "green", "area": "tokyo"}, names)[1] == (  # type: ignore[index]
        f"Tokyo claimed by {long.strip()}.")


def test_log_entries_are_reworded_with_the_names() -> None:
    """LogEntry keeps the names to word its event anew (a language change: see test_hotseat)."""
    entry = LogEntry("cards", "stale", {"type": "cards_drawn", "player": "blue", "count": 3}, PlayerNames(SEATS))
    assert entry.reworded() == "3 cards drawn by Ben." == entry.text
    assert LogEntry("battle", "as it was", {"type": "__none__"}).reworded() == "as it was"


def test_markup_in_a_name_shows_as_typed(qtbot) -> None:
    from conquest_qt.ui.screens.handover import HandoverScreen

    screen = HandoverScreen()
    qtbot.addWidget(screen)
    name = "<i>Ben</i> & %2"
    names = PlayerNames((Seat("blue", name, True), Seat("red", "Anna", True)))
    entry = LogEntry("cards", "", {"type": "cards_drawn", "player": "blue", "count": 3}, names)
    screen.prepare("blue", name, [entry])
    assert screen.title.text() == f"{name}, your turn"
    assert screen.pass_to.text() == f"Please pass the screen to {name} (Blue)."
    assert screen.summary.item(0).text() == f"3 cards drawn by {name}."
    assert screen.button.text() == f"I am {name}".replace("&", "&&")  # a button shows "&&" as "&" (no shortcut)


def test_battle_panel_names_the_players(qtbot) -> None:
    from types import SimpleNamespace

    from conquest_qt.board.topology import default_topology
    from conquest_qt.ui.rulesets.conquest.battle_panel import BattlePanel

    public = {"options": {"explosion_faces": 2}, "owners": {"paris": "blue"},
              "units": {"paris": {"red": by_kind([3, 1]), "blue": by_kind([2, 0])}}}
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
    assert panel.roll_texts() == ["<b>Ben</b> — 4 dice: 1 explosion"]
    assert panel.first.text().startswith("First roll: <b>Ben</b>")
    assert "Attacker Anna:" in panel.sides.text() and "Defender &lt;b&gt;Ben&lt;/b&gt;:" in panel.sides.text()
    panel.on_events([{"type": "battle_ended", "area": "paris", "winner": "blue"}])
    assert "Paris held by &lt;b&gt;Ben&lt;/b&gt;." in panel.result.text()


# one event of every kind that has a sentence (event_text.all_texts()), every player in it named NAME
SAMPLES = (
    {"type": "start_player", "player": "red"}, {"type": "claimed", "player": "red", "area": "berlin"},
    {"type": "phase_started", "phase": "production", "player": "red"},
    {"type": "phase_started", "phase": "execution", "player": "red"},
    {"type": "turn_order", "order": ["red", "blue"]}, {"type": "cards_returned", "player": "red", "cards": ["x"]},
    {"type": "cards_drawn", "player": "red", "count": 2},
    {"type": "card_played", "player": "red", "card": "armistice", "target": "blue"},
    {"type": "card_played", "player": "red", "card": "space_shield"},
    {"type": "missile_cancelled", "player": "blue", "by": "red"},
    *({"type": "dice_rolled", "player": "red", "purpose": p, "area": "paris", "faces": [0, 3], "explosions": 1}
      for p in ("battle", "treason", "missile", "super_production", "killer_torpedo", "other")),
    {"type": "production_points", "player": "red", "pp": 7},
    {"type": "built", "player": "red", "land": {"tokyo": 5}, "air": {"tokyo": 2}, "sub": {}},
    {"type": "moved", "player": "red", "kind": "land", "from": "paris", "to": "berlin", "count": 2},
    {"type": "transported", "player": "red", "sea": "north_atlantic", "from": "paris", "to": "berlin", "count": 1},
    {"type": "battle_started", "area": "paris", "attacker": "red", "defender": "blue", "first": "red"},
    {"type": "units_destroyed", "area": "paris", "owner": "red", "land": 1, "air": 0},
    {"type": "units_converted", "area": "paris", "from": "red", "to": "blue", "land": 1, "air": 0},
    {"type": "flag_taken", "area": "paris", "player": "red", "previous": "blue"},
    {"type": "battle_ended", "area": "paris", "winner": "red"},
    {"type": "subs_sunk", "player": "red", "subs": [{"owner": "blue", "sea": "north_atlantic", "count": 1}]},
    {"type": "armistice_started", "player": "red", "target": "blue"},
    {"type": "armistice_ended", "player": "red", "target": "blue"},
    {"type": "eliminated", "player": "red"}, {"type": "turn_ended", "player": "red"},
    {"type": "game_over", "winner": "red", "reason": "last_standing"},
    {"type": "game_over", "winner": "red", "reason": "target"},
    # Risk (VARIANTS.md V1)
    {"type": "game_over", "winner": "red", "reason": "missions"},
    {"type": "capital_placed", "player": "red", "area": "lima"}, {"type": "cities_drawn", "areas": ["lima"]},
    {"type": "turn_started", "player": "red"}, {"type": "mission_gained", "player": "red", "mission": "B1"},
    {"type": "traded", "player": "red", "cards": ["lima", "paris"], "stars": 3, "armies": 4},
    {"type": "reinforcements", "player": "red", "total": 7, "area_armies": 4, "continents": 2, "capitals": 1,
     "minimum": 0, "trade": 0, "rewards": 0},
    {"type": "placed", "player": "red", "land": {"lima": 7, "bogota": 2}},
    {"type": "attack_rolled", "player": "red", "from": "lima", "to": "bogota", "defender": "blue",
     "attacker_dice": [6, 5, 2], "defender_dice": [6, 4], "pairs": [[6, 6, "d"], [5, 4, "a"]],
     "attacker_lost": 1, "defender_lost": 1},
    {"type": "conquered", "player": "red", "area": "bogota", "defender": "blue"},
    {"type": "capital_lost", "player": "red", "area": "bogota", "defender": "blue", "capital_of": "blue"},
    {"type": "occupied", "player": "red", "from": "lima", "to": "bogota", "count": 3},
    {"type": "fortified", "player": "red", "from": "lima", "to": "bogota", "count": 2},
    # the nuclear add-on (VARIANTS.md V2)
    {"type": "nukes_placed", "player": "red", "nuke": {"lima": 2}},
    {"type": "nuke_declared", "player": "red", "from": "lima", "to": "bogota", "count": 2, "defender": "blue"},
    {"type": "nuke_intercepted", "player": "blue", "at": "lima", "lose": "nuke", "striker": "red", "to": "bogota"},
    {"type": "nukes_destroyed", "player": "red", "area": "lima", "count": 1},
    {"type": "nuke_rolled", "player": "red", "from": "lima", "to": "bogota", "defender": "blue",
     "attacker_dice": [6], "defender_dice": [2], "pairs": [], "attacker_lost": 0, "defender_lost": 1},
    {"type": "nuke_hits", "owner": "blue", "area": "bogota", "units": {"land": 1}, "nuke": {}},
    {"type": "nuke_stopped", "player": "red", "to": "bogota"},
    {"type": "contaminated", "area": "bogota", "custodian": "red", "previous": "blue", "removed": {}, "markers": 2},
    {"type": "contamination_decayed", "area": "bogota", "markers": 1}, {"type": "area_freed", "area": "bogota"},
    {"type": "free_area_taken", "player": "red", "area": "bogota"},
    {"type": "nukes_scrapped", "area": "bogota", "owner": "blue", "scrapped": 2, "left": 3},
    {"type": "nukes_returned", "area": "bogota", "owner": "blue", "count": 3},
    # Comanda & Conquista (VARIANTS.md V3)
    {"type": "home_chosen", "player": "red", "area": "paris"},
    {"type": "game_over", "winner": ["red", "blue"], "reason": "last_team_standing"},
    {"type": "battle", "area": "berlin", "attacker": "red", "defender": "blue", "attack": 6, "defence": 7,
     "winner": "blue"},
)
NAME = "Xq"
# what may follow a player's name: punctuation, or a preposition (never a conjugated verb: "You claims")
AFTER_NAME = {"en": {"against", "from", "to", "in", "for", "and"},
              "nl": {"tegen", "op", "naar", "in", "voor", "en", "vanuit"},
              "de": {"gegen", "in", "für", "und", "zu", "aus"}}


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_name_is_never_the_subject_of_a_verb(qapp, lang: str) -> None:
    """Whatever a player types as his name ("You", "Wij", "Ich"), the log's sentences stay grammatical
    (issue 12: "You claims Berlin", "You rolls first"): the name is never followed by a verb, nor by a
    possessive "'s"."""
    from conquest_qt.ui.text import i18n

    names = PlayerNames((Seat("red", NAME, True), Seat("blue", NAME + "b", True)))
    i18n.install_language(qapp, lang)
    try:
        texts = [event_text.describe(ev, names) for ev in SAMPLES]
    finally:
        i18n.install_language(qapp, "en")
    assert None not in texts
    covered = {ev["type"] for ev in SAMPLES}
    assert covered == {k for k, v in event_text.all_texts().items() if v is not None} - {"game_started",
                                                                                    "round_started",
                                                                                    "neutral_areas"}
    for _, text in texts:  # type: ignore[misc]
        for m in re.finditer(NAME + r"b?(\S*)( (\w+))?", text):
            assert m.group(1) != "'s", text
            if not m.group(1) and m.group(3):
                assert m.group(3) in AFTER_NAME[lang], text


def test_default_names_are_names(qtbot) -> None:
    """A new game's seats are called "Player 1", "Computer 2" … (never "You"), and a default name follows
    the seat's kind."""
    from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog

    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert [r.name.text() for r in dlg.rows[:4]] == ["Player 1", "Computer 2", "Computer 3", "Computer 4"]
    dlg.rows[1].kind.setCurrentIndex(0)  # a second human
    assert dlg.rows[1].name.text() == "Player 2"
    dlg.rows[2].name.setText("Opa")
    dlg.rows[2].kind.setCurrentIndex(0)
    assert dlg.rows[2].name.text() == "Opa"  # typed: kept


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_battle_panel_never_makes_a_name_the_subject(qapp, qtbot, lang: str) -> None:
    """Issue 12: "You rolls first", "You conquers Jakarta" — the battle panel's sentences too."""
    from types import SimpleNamespace

    from conquest_qt.board.topology import default_topology
    from conquest_qt.ui.rulesets.conquest.battle_panel import BattlePanel
    from conquest_qt.ui.text import i18n

    public = {"options": {"explosion_faces": 2}, "owners": {"paris": "blue"},
              "units": {"paris": {"red": by_kind([3, 1])}}}
    panel = BattlePanel()
    qtbot.addWidget(panel)
    panel.bind(SimpleNamespace(public=lambda: public, game=SimpleNamespace(topo=default_topology()),  # type: ignore[arg-type]
                               names=PlayerNames((Seat("red", NAME, True), Seat("blue", NAME + "b", True)))))
    panel.dice_ms = 0
    i18n.install_language(qapp, lang)
    try:
        panel.on_events([{"type": "battle_started", "area": "paris", "attacker": "red", "defender": "blue",
                          "first": "red"},
                         {"type": "dice_rolled", "area": "paris", "purpose": "battle", "player": "red",
                          "faces": [0, 4], "explosions": 1},
                         {"type": "battle_ended", "area": "paris", "winner": "red"}])
        texts = [panel.first.text(), panel.result.text(), *panel.roll_texts(), panel.past.itemText(1)]
    finally:
        i18n.install_language(qapp, "en")
    assert NAME in texts[1] and NAME in texts[2]
    for text in texts:
        for m in re.finditer(NAME + r"b?(\S*)( (\w+))?", re.sub("<[^>]+>", "", text)):
            assert m.group(1) != "'s", text
            if not m.group(1) and m.group(3):
                assert m.group(3) in AFTER_NAME[lang], text
