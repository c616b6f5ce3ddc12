"""The battle in progress: both sides at the start and now, who rolls first and why, every roll of both
sides in order, the win chance, the result — and the battles of this round to look at again.

The engine never waits for the UI: the panel queues the battle events it is given and presents them one
roll at a time (each roll's dice tumble for `dice_ms`, then its losses and, at the end, the result
appear). A finished battle stays until the player continues (the Continue button, or Enter through the
window's main action) when `hold(record)` says so — the window holds the battles of the local humans
unless "auto-continue after battles" is set; other battles stay a moment (`linger`) and go on by
themselves.

A battle the player takes part in (`own(record)`: the window's local humans, attacker or defender) is shown
as it happens: when it begins, every older battle still queued or on screen is skipped to its end at once
(never shown in front of it); later battles queue behind it. The "Battles this round" list holds every
battle of the round from the moment it begins (those not yet shown to their end as "under way"); choosing
one not yet shown skips to it.

An add-on's battles join through `kinds` (the composed RulesetUI.battle_kinds, given with `bind`): each kind
names the events that begin one of its battles (`starts`) and that it follows (`follows`), and makes the
record (`begin(session, event, later_events)`). Its record answers what battle_record.py lists, and tells
itself (`title()`, `sides(who)`, `first(who)`, `result(who)`, `past(who)`, `dice(ev)` and `line(ev, who)` for
its rows): e.g. the nuclear add-on's strike (ui/rulesets/nuclear/battle.py), presented roll by roll as any.
"""

from __future__ import annotations

import html
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.engine.units import count, kinds_at
from conquest_qt.ui.game.session import GameSession
from conquest_qt.ui.rulesets.conquest.battle_record import BattleRecord
from conquest_qt.ui.rulesets.conquest.dice_widget import DiceRow
from conquest_qt.ui.text.card_text import card_name
from conquest_qt.ui.text.event_text import EventText
from conquest_qt.ui.text.labels import colour_name, units_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg, number, percent

BATTLE_EVENTS = frozenset({"battle_started", "dice_rolled", "units_destroyed", "units_converted", "battle_ended",
                           "round_started"})
ROLL_DIE = 22  # the dice of the roll list (px)
_COUNTS = EventText()  # "3 dice", "1 explosion" (plural forms)




def battle_chance(public: dict[str, Any], area: str, attacker: str, defender: str, subs: int) -> Any:
    """Exact odds (ai/odds.py) of the battle as it stands, or None when there is nobody to attack with."""
    from conquest_qt.ai.conquest.odds import odds_for_units

    att = kinds_at(public["units"], area, attacker)
    dfd = kinds_at(public["units"], area, defender) if defender != "neutral" else {}
    if att.get("land", 0) + att.get("air", 0) == 0:
        return None
    try:
        return odds_for_units(att.get("land", 0), att.get("air", 0), dfd.get("land", 0), dfd.get("air", 0), subs,
                              public["options"]["explosion_faces"])
    except ValueError:
        return None


def move_odds(session: GameSession, dest: str, player: str, kind: str, count: int) -> Any:
    """Odds of the battle in `dest` if `count` units of `kind` join the player's units already there."""
    from conquest_qt.ai.conquest.odds import odds_for_units

    pub = session.public()
    owner = pub["owners"].get(dest) or "neutral"
    have = kinds_at(pub["units"], dest, player)
    land = have.get("land", 0) + (count if kind == "land" else 0)
    air = have.get("air", 0) + (count if kind == "air" else 0)
    dfd = kinds_at(pub["units"], dest, owner) if owner != "neutral" else {}
    try:
        return odds_for_units(land, air, dfd.get("land", 0), dfd.get("air", 0), support_subs(session, dest, player),
                              pub["options"]["explosion_faces"])
    except ValueError:
        return None


def support_subs(session: GameSession, area: str, attacker: str) -> int:
    topo = session.game.topo
    pub = session.public()
    return sum(count(pub["units"], sea, attacker, "sub") for sea in topo.land_seas.get(area, ()))


class RollRow(QWidget):
    """One roll in the list: who rolled how many dice, the dice, and (once landed) the explosions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 2, 0, 2)
        lay.setSpacing(1)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a player's name as typed
        self.label.setWordWrap(True)
        self.dice = DiceRow(die=ROLL_DIE)
        lay.addWidget(self.label)
        lay.addWidget(self.dice)


class BattlePanel(QGroupBox):
    continued = Signal()  # a held battle was continued (or a review closed)
    held = Signal()  # a finished battle now waits for Continue (the window scrolls it into view)
    changed = Signal()  # what it shows changed (the window re-checks who owns Enter)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Battle"), parent)
        self.setObjectName("battlePanel")
        # only the list of this round's battles: no section title above it (room for the turn)
        self.setStyleSheet("QGroupBox#battlePanel[compact=\"true\"] { margin-top: 0px; padding-top: 2px; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 8)
        lay.setSpacing(4)
        self.title = QLabel()
        self.title.setProperty("hand", True)  # "Battle for Paris" hand-lettered, like the board's names
        self.sides = QLabel()  # the forces at the start and now (a small table, names escaped)
        self.sides.setWordWrap(True)
        self.first = QLabel()
        self.first.setWordWrap(True)
        self.first.setTextFormat(Qt.TextFormat.PlainText)  # players' names as typed, never markup
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.rolls_box = QWidget()
        self.rolls_lay = QVBoxLayout(self.rolls_box)
        self.rolls_lay.setContentsMargins(0, 0, 4, 0)
        self.rolls_lay.setSpacing(0)
        self.rolls_lay.addStretch(1)
        self.rolls = QScrollArea()  # every roll, oldest on top, the newest at the bottom
        self.rolls.setObjectName("battleRolls")
        self.rolls.setWidget(self.rolls_box)
        self.rolls.setWidgetResizable(True)
        self.rolls.setFrameShape(QFrame.Shape.NoFrame)
        self.rolls.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rolls.viewport().setAutoFillBackground(False)
        self.rolls_box.setAutoFillBackground(False)
        self.rolls.verticalScrollBar().rangeChanged.connect(
            lambda _lo, hi: self.rolls.verticalScrollBar().setValue(hi))  # the newest roll in view
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.cont = QPushButton()
        self.cont.setObjectName("battleContinue")
        self.cont.setProperty("primary", True)
        self.cont.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # never steals the keys; Enter reaches it anyway
        self.cont.clicked.connect(self.continue_)
        review = QHBoxLayout()
        review.setContentsMargins(0, 2, 0, 0)
        self.past = QComboBox()  # the battles of this round, to look at again
        self.past.setObjectName("pastBattles")
        self.past.activated.connect(self._review_chosen)
        review.addWidget(self.past, 1)
        review.addWidget(self.cont, 0)
        for w in (self.title, self.sides, self.first, self.odds, self.rolls, self.result):
            lay.addWidget(w)
        lay.addLayout(review)
        self.session: GameSession | None = None
        self.kinds: tuple[Any, ...] = ()  # the add-ons' battle kinds (see the module's doc)
        self.current: BattleRecord | None = None  # on screen (being presented, finished, or looked at again)
        # the battles of the round on display ([0]) and of the rounds begun since, not yet shown ([1:])
        self._rounds: deque[list[BattleRecord]] = deque([[]])
        self.reviewing = False
        self.awaiting = False  # a finished battle waits for Continue
        self.hold: Callable[[BattleRecord], bool] = lambda record: True
        self.own: Callable[[BattleRecord], bool] = lambda record: False  # the player takes part: shown at once
        self._fast = False  # skipping: queued events applied at once, no dice, no waiting
        self._quick: set[int] = set()  # ids of battles shown for no time (instant speed, nobody holds them)
        self.dice_ms = 400
        self._queue: deque[dict[str, Any]] = deque()
        self._rows: list[RollRow] = []
        self._land = QTimer(self)  # the newest roll's dice land
        self._land.setSingleShot(True)
        self._land.timeout.connect(self._landed)
        self._linger = QTimer(self)  # a battle nobody needs to confirm goes on by itself
        self._linger.setSingleShot(True)
        self._linger.timeout.connect(self.continue_)
        self._retext()
        self._sync()

    # --- state --------------------------------------------------------------------------------
    @property
    def rolling(self) -> bool:
        return self._land.isActive()

    def waiting(self) -> bool:
        """A finished battle (or one looked at again) is on screen until the player continues."""
        return self.reviewing or self.awaiting

    def roll_texts(self) -> list[str]:
        """The rolls on screen, oldest first (as the list shows them)."""
        return [r.label.text() for r in self._rows]

    @property
    def archive(self) -> list[BattleRecord]:
        """Every battle of the round on display, in the order they began."""
        return self._rounds[0]

    def bind(self, session: GameSession, kinds: tuple[Any, ...] = ()) -> None:
        self.session = session
        self.kinds = tuple(kinds)
        self._queue.clear()
        self._land.stop()
        self._linger.stop()
        self._rounds = deque([[]])
        self.current, self.reviewing, self.awaiting = None, False, False
        self._clear_rows()
        self._sync()

    def _who(self, colour: str | None) -> str:
        """A player by name as the log names him (session.names); by colour without a session."""
        names = getattr(self.session, "names", None)
        return names(colour) if names is not None else colour_name(colour)

    # --- events -------------------------------------------------------------------------------
    def on_events(self, events: list) -> None:
        """The engine's events: the battle's are queued and presented in order (never all at once)."""
        for i, ev in enumerate(events):
            kind = ev.get("type")
            if kind not in BATTLE_EVENTS and not any(kind in k.follows for k in self.kinds):
                continue
            starter = next((k for k in self.kinds if kind in k.starts), None)
            if kind == "round_started":
                self._rounds.append([])
            elif kind == "battle_started" or starter is not None:
                rec = self._begin(ev, events[i + 1:]) if starter is None else (
                    starter.begin(self.session, ev, events[i + 1:]) if self.session is not None else None)
                if rec is not None:
                    if self.own(rec):
                        self.skip()  # the player's battle as it happens: the older ones to their ends now
                    elif self.dice_ms <= 0 and not self.hold(rec):
                        self._quick.add(id(rec))  # on screen for no time at instant speed: not drawn at all
                    self._rounds[-1].append(rec)  # listed from its start
                ev = dict(ev, _record=rec)
            self._queue.append(ev)
        self._fill_past()
        self._pump()

    def skip(self, until: BattleRecord | None = None) -> None:
        """Every battle queued or on screen to its end at once (their results in the list, nothing held);
        with `until`: only those before that battle, which is then presented."""
        self._land.stop()
        self._linger.stop()
        was_waiting = self.waiting()
        self.awaiting = self.reviewing = False
        self._fast = True
        try:
            while self._queue:
                if until is not None and self._queue[0].get("_record") is until:
                    break
                self._present(self._queue.popleft())
        finally:
            self._fast = False
        self.current = None
        self._clear_rows()
        self._fill_past()
        self._sync()
        if was_waiting:
            self.continued.emit()

    def _begin(self, ev: dict[str, Any], later: list[dict[str, Any]]) -> BattleRecord | None:
        if self.session is None:
            return None
        pub = self.session.public()
        subs = support_subs(self.session, ev["area"], ev["attacker"])
        here = {c: [k.get("land", 0), k.get("air", 0)] for c, k in pub["units"].get(ev["area"], {}).items()}
        return BattleRecord.begin(ev, here, later, subs)

    def _pump(self) -> None:
        """Present queued events until a roll tumbles or a finished battle waits."""
        quick = False
        while self._queue and not self.rolling and not self.waiting() and not self._linger.isActive():
            ev = self._queue.popleft()
            rec = ev.get("_record") or self.current
            self._fast = rec is not None and id(rec) in self._quick
            quick = quick or self._fast
            try:
                self._present(ev)
            finally:
                self._fast = False
            if rec is not None and rec.over:
                self._quick.discard(id(rec))
        if quick:
            self._fill_past()
        self._refresh()

    def _present(self, ev: dict[str, Any]) -> None:
        kind, rec = ev.get("type"), self.current
        if kind == "round_started":
            if len(self._rounds) > 1:
                self._rounds.popleft()
            else:
                self._rounds[0] = []
            self._fill_past()
        elif "_record" in ev:  # a battle begins (None: no session to read its forces from)
            if ev["_record"] is not None:
                self._show(ev["_record"])
        elif rec is None or rec.over or not rec.takes(ev):
            return  # not the battle on screen (e.g. a game loaded mid-battle)
        elif kind == "dice_rolled":
            if rec.is_roll(ev):
                self._roll(ev)
        else:
            line = rec.apply(ev)
            if line is not None:  # a row without dice (an add-on's: an interception, the units hit)
                rec.rolls.append(line)
                if not self._fast:
                    self._add_row(line, landed=True)
            if rec.over:
                self._finished(rec)

    def _show(self, rec: BattleRecord) -> None:
        self.current, self.reviewing = rec, False
        if self._fast:
            return
        self._clear_rows()
        self._sync()

    def _roll(self, ev: dict[str, Any]) -> None:
        assert self.current is not None
        self.current.rolls.append(dict(ev))
        if self._fast:
            return
        row = self._add_row(ev, landed=self.dice_ms <= 0)
        if self.dice_ms > 0:
            row.dice.roll(ev.get("faces", []), self._faces(), self.dice_ms)
            self._land.start(self.dice_ms)

    def _landed(self) -> None:
        if self._rows:
            row, ev = self._rows[-1], self.current.rolls[-1] if self.current and self.current.rolls else None
            row.dice.settle()
            if ev is not None:
                row.label.setText(self._roll_text(ev, landed=True))
        self._pump()

    def settle(self) -> None:
        """Skip the animation: the rolling dice land now."""
        if self._land.isActive():
            self._land.stop()
            self._landed()

    def _finished(self, rec: BattleRecord) -> None:
        if self._fast:
            self.current = None
            return
        self._fill_past()
        if self.hold(rec):
            self.awaiting = True
            QTimer.singleShot(0, self, self.held.emit)  # once the result and the button are laid out
        elif self.linger_ms() > 0:
            self._linger.start(self.linger_ms())
        else:
            self.current = None
        self._sync()

    def linger_ms(self) -> int:
        return 3 * self.dice_ms

    def continue_(self) -> None:
        """The player has seen the finished battle (or the one looked at again): the next one, or the list."""
        self._linger.stop()
        was_waiting = self.waiting()
        self.awaiting = self.reviewing = False
        self.current = None
        self._clear_rows()
        self._fill_past()
        self._sync()
        if was_waiting:
            self.continued.emit()
        self._pump()

    def _review_chosen(self, index: int) -> None:
        rec = self.past.itemData(index)
        if rec is None or not hasattr(rec, "rolls"):  # the list's heading
            return
        if any(ev.get("_record") is rec for ev in self._queue):  # not shown yet: skip to it
            self.skip(until=rec)
            self._pump()
            return
        if self.rolling:
            return
        if self.awaiting:
            self.awaiting = False
            self.continued.emit()
        self._linger.stop()
        self.current, self.reviewing = rec, True
        self._clear_rows()
        for ev in rec.rolls:
            self._add_row(ev, landed=True)
        self._sync()
        self._refresh()

    # --- widgets ------------------------------------------------------------------------------
    def _faces(self) -> int:
        return self.session.public()["options"]["explosion_faces"] if self.session is not None else 2

    def _add_row(self, ev: dict[str, Any], landed: bool) -> RollRow:
        row = RollRow()
        row.label.setText(self._roll_text(ev, landed))
        row.dice.roll(ev.get("faces", []), self._faces(), 0)
        row.dice.setVisible(ev.get("type") == "dice_rolled")
        self.rolls_lay.insertWidget(self.rolls_lay.count() - 1, row)
        self._rows.append(row)
        self._fit_rolls()
        return row

    def _clear_rows(self) -> None:
        for row in self._rows:
            self.rolls_lay.removeWidget(row)
            row.hide()  # at once: deleteLater() waits for the event loop (a grab or paint before it overlaps)
            row.setParent(None)
            row.deleteLater()
        self._rows.clear()
        self._fit_rolls()  # no blank room while a battle has no roll yet (a strike before its first)

    def _fit_rolls(self) -> None:
        """The list as tall as its rolls, up to about four; then it scrolls (the newest at the bottom)."""
        shown = self._rows[-4:]
        width = self.rolls.viewport().width() - 4  # (the list's right margin)

        def tall(row: RollRow) -> int:
            """At the list's width once laid out: a wrapped line's height (its hint left a blank band in German)."""
            return row.heightForWidth(width) if width > 100 and row.hasHeightForWidth() else row.sizeHint().height()
        height = sum(tall(r) for r in shown) + 4
        self.rolls.setFixedHeight(max(0, height))

    def _roll_text(self, ev: dict[str, Any], landed: bool) -> str:
        """'Anna — 4 dice: 1 explosion' once the dice have landed, 'Anna — 4 dice …' while they tumble; a
        battle card's roll names the card ('Anna — Treason, 4 dice: …'); an add-on's battle words its rows."""
        rec = self.current
        if rec is not None and not isinstance(rec, BattleRecord) and ev.get("type") != "dice_rolled":
            return str(rec.line(ev, self._who))
        dice = _COUNTS.dice(len(ev.get("faces", [])))
        if rec is not None and not isinstance(rec, BattleRecord):
            dice = str(rec.dice(ev))
        elif ev.get("purpose", "battle") != "battle":
            # Translators: a battle card's roll in the battle panel: "Treason, 4 dice"
            dice = arg(self.tr("%1, %2"), card_name(str(ev.get("purpose"))), dice)
        if not landed:
            # Translators: a roll in the battle panel while the dice still tumble: "Anna — 4 dice …"
            return arg(self.tr("%1 — %2 …"), self._who(ev.get("player")), dice)
        # Translators: a roll in the battle panel: "Anna — 4 dice: 1 explosion"
        return arg(self.tr("%1 — %2: %3"), self._who(ev.get("player")), dice,
                   _COUNTS.explosions(ev.get("explosions", 0)))

    def _result_text(self, rec: Any) -> str:
        if not isinstance(rec, BattleRecord):
            return f"<b>{rec.result(self._who)}</b>"
        who = html.escape(self._who(rec.winner))
        if rec.conquered:
            text = arg(self.tr("%2 conquered by %1."), who, area_name(rec.area))
        else:
            text = arg(self.tr("%2 held by %1."), who, area_name(rec.area))
        return f"<b>{text}</b>"

    def _past_text(self, rec: Any) -> str:
        if not isinstance(rec, BattleRecord):
            return str(rec.past(self._who))
        if not rec.over:
            # Translators: an entry of "Battles this round" not yet shown to its end: "Paris: under way"
            return arg(self.tr("%1: under way"), area_name(rec.area))
        who = self._who(rec.winner)
        if rec.conquered:
            # Translators: an entry of "Battles this round": "Paris: conquered by Anna"
            return arg(self.tr("%1: conquered by %2"), area_name(rec.area), who)
        return arg(self.tr("%1: held by %2"), area_name(rec.area), who)

    def _fill_past(self) -> None:
        self.past.blockSignals(True)
        self.past.clear()
        # Translators: the first line of the list of this round's battles (to look at one again)
        self.past.addItem(arg(self.tr("Battles this round (%1)"), len(self.archive)), None)
        for rec in self.archive:
            self.past.addItem(self._past_text(rec), rec)
        self.past.setCurrentIndex(0)
        self.past.blockSignals(False)

    def _retext(self) -> None:
        self.setTitle(self.tr("Battle") if self.current is not None else "")
        self.cont.setText(self.tr("Continue (Enter)"))
        self._fill_past()
        for row, ev in zip(self._rows, self.current.rolls if self.current else [], strict=False):
            row.label.setText(self._roll_text(ev, landed=not row.dice.rolling()))

    def retranslate(self) -> None:
        self._retext()
        try:
            self._refresh()
        except RuntimeError:  # the session was deleted
            self.current = None

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _sync(self) -> None:
        """Which parts show: a battle on screen in full; else only the list of this round's battles."""
        on = self.current is not None
        for w in (self.title, self.sides, self.first, self.odds, self.rolls, self.result):
            w.setVisible(on)
        self.cont.setVisible(self.waiting())
        self.past.setVisible(bool(self.archive) and not self.rolling)
        self.setVisible(on or bool(self.archive))
        self.changed.emit()
        if self.property("compact") != (not on):
            self.setProperty("compact", not on)
            self.setTitle("" if not on else self.tr("Battle"))
            self.layout().setContentsMargins(*((8, 4, 8, 8) if on else (6, 2, 6, 2)))
            self.style().unpolish(self)
            self.style().polish(self)

    def refresh(self) -> None:
        self._refresh()

    @staticmethod
    def _forces(rec: BattleRecord, side: str) -> tuple[str, str]:
        """A side's units at the start and now ("nothing" for the neutral defender: only its flag)."""
        start = rec.start.get(side, [0, 0]) if side != "neutral" else [0, 0]
        now = rec.now.get(side, [0, 0]) if side != "neutral" else [0, 0]
        return units_text(*start), units_text(*now)

    def _refresh(self) -> None:
        rec = self.current
        self._sync()
        if rec is None:
            return
        if self._rows:
            self._fit_rolls()  # at the width the list has now
        if not isinstance(rec, BattleRecord):
            self._refresh_told(rec)
            return
        area, att, dfd = rec.area, rec.attacker, rec.defender
        self.title.setText(arg(self.tr("<b>Battle for %1</b>"), area_name(area)))
        a_start, a_now = self._forces(rec, att)
        d_start, d_now = self._forces(rec, dfd)
        subs = units_text(0, 0, rec.subs) if rec.subs else self.tr("no submarines")
        a_text = arg(self.tr("Attacker %1: %2, %3 supporting"), html.escape(self._who(att)), a_start, subs)
        #: "flag": the owner's flag on the area (a banner worth 2 defence dice), not a marker or a switch.
        d_text = arg(self.tr("Defender %1: %2 + flag"), html.escape(self._who(dfd)), d_start)
        # Translators: the forces after the rolls shown so far, under the forces at the start of the battle
        now = arg(self.tr("Now: %1 against %2"), a_now, d_now)
        # Translators: heading of the forces when the battle began
        began = self.tr("At the start:")
        self.sides.setText(f"<i>{began}</i><br>{a_text}<br>{d_text}<br><i>{now}</i>")
        a_planes, d_planes = rec.start.get(att, [0, 0])[1], rec.start.get(dfd, [0, 0])[1] if dfd != "neutral" else 0
        if rec.first == att:
            why = self.tr("the attacker has more planes")
        elif a_planes == 0 and d_planes == 0:
            why = self.tr("without planes on either side the defender starts")
        else:
            why = self.tr("the defender has at least as many planes")
        # Translators: "First roll: Anna — the attacker has more planes" (the name is never the subject)
        self.first.setText(arg(self.tr("First roll: %1 — %2."), self._who(rec.first), why))
        chance = None if rec.over or self.rolling else self._chance(rec)
        if chance is None:
            self.odds.setText("")
        else:
            self.odds.setText(arg(self.tr("Attacker's chance to conquer: %1% · expected survivors: %2"),
                                  percent(chance.win), number(chance.attacker_left, 1)))
        self.odds.setVisible(chance is not None)
        self.result.setText(self._result_text(rec) if rec.over else "")
        self.result.setVisible(rec.over)

    def _refresh_told(self, rec: Any) -> None:
        """An add-on's battle, in its own words (its record tells them)."""
        self.title.setText(f"<b>{html.escape(rec.title())}</b>")
        self.sides.setText(rec.sides(self._who))
        self.first.setText(rec.first(self._who))
        self.first.setVisible(bool(self.first.text()))
        self.odds.setText("")
        self.odds.setVisible(False)
        self.result.setText(self._result_text(rec) if rec.over else "")
        self.result.setVisible(rec.over)

    def _chance(self, rec: BattleRecord) -> Any:
        from conquest_qt.ai.conquest.odds import odds_for_units

        att, dfd = rec.now.get(rec.attacker, [0, 0]), rec.now.get(rec.defender, [0, 0])
        if rec.defender == "neutral":
            dfd = [0, 0]
        if att[0] + att[1] == 0:
            return None
        try:
            return odds_for_units(att[0], att[1], dfd[0], dfd[1], rec.subs, self._faces())
        except ValueError:
            return None
