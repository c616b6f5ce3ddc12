"""The battle in progress: both sides, who rolls first and why, the dice, the win chance, the result."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from conquest_qt.ui import i18n
from conquest_qt.ui.dice_widget import DiceRow
from conquest_qt.ui.event_text import describe
from conquest_qt.ui.labels import area_name, colour_name, units_text
from conquest_qt.ui.session import GameSession
from conquest_qt.ui.textutil import arg


def number(value: float, decimals: int) -> str:
    """A decimal number the way the current language writes it (0.5 / 0,5)."""
    return QLocale(i18n.current_language()).toString(float(value), "f", decimals)


def percent(chance: float) -> str:
    """A chance in whole percent for a "%" after it; never a certain-looking 100 or 0 while dice decide."""
    whole = round(chance * 100)
    if whole >= 100 and chance < 1:
        return ">99"
    if whole <= 0 and chance > 0:
        return "<1"
    return str(whole)


def battle_chance(public: dict[str, Any], area: str, attacker: str, defender: str, subs: int) -> Any:
    """Exact odds (ai/odds.py) of the battle as it stands, or None when unavailable."""
    try:
        from conquest_qt.ai.odds import odds_for_units
    except ImportError:
        return None
    att = public["units"].get(area, {}).get(attacker, [0, 0])
    dfd = public["units"].get(area, {}).get(defender, [0, 0]) if defender != "neutral" else [0, 0]
    if att[0] + att[1] == 0:
        return None
    try:
        return odds_for_units(att[0], att[1], dfd[0], dfd[1], subs, public["options"]["explosion_faces"])
    except ValueError:
        return None


def move_odds(session: GameSession, dest: str, player: str, kind: str, count: int) -> Any:
    """Odds of the battle in `dest` if `count` units of `kind` join the player's units already there."""
    try:
        from conquest_qt.ai.odds import odds_for_units
    except ImportError:
        return None
    pub = session.public()
    owner = pub["owners"].get(dest) or "neutral"
    have = pub["units"].get(dest, {}).get(player, [0, 0])
    land, air = have[0] + (count if kind == "land" else 0), have[1] + (count if kind == "air" else 0)
    dfd = pub["units"].get(dest, {}).get(owner, [0, 0]) if owner != "neutral" else [0, 0]
    try:
        return odds_for_units(land, air, dfd[0], dfd[1], support_subs(session, dest, player),
                              pub["options"]["explosion_faces"])
    except ValueError:
        return None


def support_subs(session: GameSession, area: str, attacker: str) -> int:
    topo = session.game.topo
    pub = session.public()
    return sum(pub["subs"].get(sea, {}).get(attacker, 0) for sea in topo.land_seas.get(area, ()))


class BattlePanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Battle"), parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 8)
        lay.setSpacing(4)
        self.title = QLabel()
        self.title.setProperty("hand", True)  # "Battle for Paris" hand-lettered, like the board's names
        self.sides = QLabel()
        self.sides.setWordWrap(True)
        self.first = QLabel()
        self.first.setWordWrap(True)
        self.first.setTextFormat(Qt.TextFormat.PlainText)  # players' names as typed, never markup
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.roll_label = QLabel()
        self.roll_label.setWordWrap(True)
        self.roll_label.setTextFormat(Qt.TextFormat.PlainText)
        self.dice = DiceRow()
        self.prev_label = QLabel()  # the roll before (the other side's, usually), without animation
        self.prev_label.setWordWrap(True)
        self.prev_label.setTextFormat(Qt.TextFormat.PlainText)
        self.prev_label.setProperty("soft", True)  # secondary ink (theme.game_stylesheet)
        self.prev_dice = DiceRow()
        self.result = QLabel()
        self.result.setWordWrap(True)
        # the newest roll first, the one before under it in softer ink (shown once there is one: no empty
        # gap before the first roll, and the newest roll's row never moves)
        for w in (self.title, self.sides, self.first, self.odds, self.roll_label, self.dice, self.prev_label,
                  self.prev_dice, self.result):
            lay.addWidget(w)
        self._show_previous(False)
        self.battle: dict[str, Any] | None = None
        self.last_roll: dict[str, Any] | None = None
        self.dice_ms = 400
        self.hide()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Battle"))
        b = self.battle
        if b is None:
            return
        if self.last_roll is not None:
            self.roll_label.setText(self._roll_text(self.last_roll))
        if b.get("winner_event") is not None:
            self.result.setText(self._result_text(b["winner_event"]))
        try:
            self.refresh()
        except RuntimeError:  # the session was deleted
            self.battle = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def bind(self, session: GameSession) -> None:
        self.session = session
        self.battle = None
        self.hide()

    def on_events(self, events: list) -> None:
        for ev in events:
            t = ev.get("type")
            if t == "battle_started":
                self.battle = dict(ev)
                self.last_roll = None
                self.result.setText("")
                self.roll_label.setText("")
                self.dice.clear()
                self.prev_label.setText("")
                self.prev_dice.clear()
                self._show_previous(False)
                self.show()
            elif t == "dice_rolled" and self.battle is not None and ev.get("area") == self.battle["area"]:
                self._rolled(ev)
            elif t == "battle_ended" and self.battle is not None:
                self.battle["winner_event"] = dict(ev)
                self.result.setText(self._result_text(ev))
                self.battle["over"] = True
            elif t in ("phase_started", "turn_ended"):
                self.battle = None
                self.hide()
        self.refresh()

    def _who(self, colour: str | None) -> str:
        """A player by name as the log names him (session.names); by colour without a session."""
        names = getattr(getattr(self, "session", None), "names", None)
        return names(colour) if names is not None else colour_name(colour)

    def _result_text(self, ev: dict[str, Any]) -> str:
        winner = ev.get("winner")
        if self.battle is not None and winner == self.battle["attacker"]:
            text = arg(self.tr("%2 conquered by %1."), html.escape(self._who(winner)), area_name(ev["area"]))
        else:
            text = arg(self.tr("%2 held by %1."), html.escape(self._who(winner)), area_name(ev["area"]))
        return f"<b>{text}</b>"

    def _roll_text(self, ev: dict[str, Any]) -> str:
        """The log's sentence for the roll ("Red rolls 3 dice in Paris: 1 explosion."), with plural forms."""
        described = describe(ev, self._who)
        return described[1] if described else ""

    def _rolled(self, ev: dict[str, Any]) -> None:
        faces = self.session.public()["options"]["explosion_faces"]
        if self.last_roll is not None:
            self.prev_label.setText(self._roll_text(self.last_roll))
            self.prev_dice.roll(self.last_roll.get("faces", []), faces, 0)
            self._show_previous(True)
        self.last_roll = dict(ev)
        self.roll_label.setText(self._roll_text(ev))
        faces = self.session.public()["options"]["explosion_faces"]
        self.dice.roll(ev.get("faces", []), faces, self.dice_ms)

    def _show_previous(self, shown: bool) -> None:
        self.prev_label.setVisible(shown)
        self.prev_dice.setVisible(shown)

    def refresh(self) -> None:
        b = self.battle
        if b is None or not hasattr(self, "session"):
            return
        pub = self.session.public()
        area, att, dfd = b["area"], b["attacker"], b["defender"]
        self.title.setText(arg(self.tr("<b>Battle for %1</b>"), area_name(area)))
        a_units = pub["units"].get(area, {}).get(att, [0, 0])
        d_units = pub["units"].get(area, {}).get(dfd, [0, 0]) if dfd != "neutral" else [0, 0]
        subs = support_subs(self.session, area, att)
        a_text = arg(self.tr("Attacker %1: %2, %3 supporting"), html.escape(self._who(att)), units_text(*a_units),
                     units_text(0, 0, subs) if subs else self.tr("no submarines"))
        #: "flag": the owner's flag on the area (a banner worth 2 defence dice), not a marker or a switch.
        d_text = arg(self.tr("Defender %1: %2 + flag"), html.escape(self._who(dfd)), units_text(*d_units))
        self.sides.setText(f"{a_text}<br>{d_text}")
        if b["first"] == att:
            why = self.tr("the attacker has more planes")
        elif a_units[1] == 0 and d_units[1] == 0:
            why = self.tr("without planes on either side the defender starts")
        else:
            why = self.tr("the defender has at least as many planes")
        # Translators: "First roll: Anna — the attacker has more planes" (the name is never the subject)
        self.first.setText(arg(self.tr("First roll: %1 — %2."), self._who(b["first"]), why))
        chance = None if b.get("over") else battle_chance(pub, area, att, dfd, subs)
        if chance is None:
            self.odds.setText("")
        else:
            self.odds.setText(arg(self.tr("Attacker's chance to conquer: %1% · expected survivors: %2"),
                                  percent(chance.win), number(chance.attacker_left, 1)))
