"""Risk's side-panel texts: the reinforcement's breakdown (VARIANTS.md V1.5) and the trade's value (V1.6)."""

from __future__ import annotations

from conquest_qt.ui.rulesets.risk.pages import breakdown_rows, table_html, trade_bonus


def test_v1_5_breakdown_shows_each_part_and_the_total() -> None:
    owners = {a: "red" for a in ("bogota", "lima", "rio_de_janeiro", "buenos_aires")}
    b = {"areas": 12, "cities": 2, "area_armies": 5, "continents": 2, "capitals": 1, "minimum": 0,
         "rewards": 2, "supply_lost": 1, "trade": 7, "total": 16}
    rows = breakdown_rows(b, {"owners": owners}, "red")
    labels = [label for label, _v in rows]
    assert rows[0] == ("12 areas + 2 cities ÷ 3, rounded up", "5")  # ⌈(12 + 2) / 3⌉ = 5
    assert ("Continents: South America +2", "+2") in rows
    assert ("Capitals held", "+1") in rows and ("Mission rewards", "+2") in rows and ("Cards traded", "+7") in rows
    assert ("Lost: beyond your 120 armies", "−1") in rows
    assert not any("minimum" in label for label in labels)  # no line for a part that adds nothing
    assert rows[-1] == ("<b>To place</b>", "<b>16</b>")
    assert "<table" in table_html(rows)


def test_v1_5_minimum_of_three_is_its_own_line() -> None:
    b = {"areas": 2, "cities": 0, "area_armies": 1, "continents": 0, "capitals": 0, "minimum": 2, "rewards": 0,
         "supply_lost": 0, "trade": 0, "total": 3}
    rows = breakdown_rows(b, {"owners": {}}, "red")
    assert rows[0] == ("2 areas ÷ 3, rounded up", "1")
    assert ("Made up to the minimum of 3", "+2") in rows and rows[-1][1] == "<b>3</b>"
    assert breakdown_rows(None, {}, "red") == []  # the start armies have no breakdown


def test_v1_12_b3_adds_two_armies_to_a_trade_in_command_only() -> None:
    pub = {"options": {"risk_version": "command"}, "missions": {"red": ["B3"]}, "rewards_removed": []}
    assert trade_bonus(pub, "red") == 2 and trade_bonus(pub, "blue") == 0
    assert trade_bonus({**pub, "rewards_removed": ["B3"]}, "red") == 0
    assert trade_bonus({**pub, "options": {"risk_version": "training"}}, "red") == 0
