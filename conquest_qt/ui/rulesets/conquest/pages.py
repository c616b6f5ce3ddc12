"""Conquest's decision pages (RULES.md): cards to return (R5), missiles and the shield (R7.3), the
production (R7), the movement (R8) and the end of the turn; the battles' pages are in battle_pages.py."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
)

from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.conquest import answers, build, movement
from conquest_qt.ui.rulesets.conquest.battle_panel import move_odds
from conquest_qt.ui.rulesets.conquest.end_question import card_hint
from conquest_qt.ui.text.card_text import card_help, card_name
from conquest_qt.ui.text.labels import units_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg, number, percent

ODDS_ROWS = 6  # destinations' odds shown at once on the movement page; more scroll


def show_card_hint(page: Page, label: QLabel) -> None:
    """The page's card line (Page.card_hint_label): a card of the turn can still be played (end_question.card_hint)."""
    text = card_hint(page.ctrl)
    label.setText(text)
    label.setVisible(bool(text))


class ReturnCardsPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.list = QListWidget()
        self.list.itemChanged.connect(self._update)
        self.confirm = self.button(self.tr("Return selected"), self._confirm, "confirm", primary=True)
        self.keep = self.button(self.tr("Keep all"), lambda: self.ctrl.submit({"type": "pass"}), "pass")
        self.lay.addWidget(self.list)
        row = QHBoxLayout()
        row.addWidget(self.keep)
        row.addWidget(self.confirm)
        self.lay.addLayout(row)

    def refresh(self) -> None:
        info = self.ctrl.info
        excess, ent = info.get("excess", 0), info.get("entitlement", 0)
        if excess:
            what = self.tr("Return %n card(s), or one more to get a fresh card.", "", excess)
        else:
            what = self.tr("You may return one card to draw a fresh one.")
        self.text.setText(self.tr("You are entitled to %n card(s).", "", ent) + " " + what)
        self.list.blockSignals(True)
        self.list.clear()
        for card in self.ctrl.session.hand():
            item = QListWidgetItem(card_name(card))
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setToolTip(card_help(card))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self._fit_list()
        self.keep.setVisible(excess == 0)
        self._update()

    def fixed_texts(self) -> dict[str, str]:
        return {"confirm": self.tr("Return selected"), "pass": self.tr("Keep all")}

    def _fit_list(self) -> None:
        """The whole hand in sight: the list is never squeezed below its rows (a battle panel beside it at
        1920x1080 hid the third card behind the list's own scroll bar)."""
        rows = sum(self.list.sizeHintForRow(i) for i in range(self.list.count()))
        self.list.setMinimumHeight(rows + 2 * self.list.frameWidth())
        self.list.setMaximumHeight(max(self.list.minimumHeight(), 1))

    def main_action(self) -> QPushButton | None:
        """Enter: return the cards ticked when they make a valid choice, else keep all when that is allowed."""
        if self.confirm.isEnabled():
            return self.confirm
        return self.keep if not self.keep.isHidden() and not self.chosen() else None

    def chosen(self) -> list[str]:
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]

    def _update(self) -> None:
        excess = self.ctrl.info.get("excess", 0)
        self.confirm.setEnabled(len(self.chosen()) in (excess, excess + 1) and len(self.chosen()) > 0)

    def _confirm(self) -> None:
        self.ctrl.submit({"type": "return_cards", "cards": self.chosen()})


class MissilesPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.fire = self.card_button("ballistic_missiles", self._fire)
        self.lay.addWidget(self.fire)
        self.lay.addWidget(self.button(self.tr("Pass"), lambda: self.ctrl.submit({"type": "pass"}), "pass"))

    def fixed_texts(self) -> dict[str, str]:
        return {"pass": self.tr("Pass")}

    def _fire(self) -> None:
        self.ctrl.submit({"type": "play", "card": "ballistic_missiles", "target": self.ctrl.info.get("target")})

    def refresh(self) -> None:
        i = self.ctrl.info
        target = i.get("target")
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # a player's name, never markup
        self.text.setText(arg(self.tr("%1 is about to produce. Fire a ballistic missile? (Missiles fired so far: "
                                      "%2.)"), self.ctrl.session.names(target), i.get("fired", 0)))


class ShieldPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.lay.addWidget(self.card_button("space_shield",
                                            lambda: self.ctrl.submit({"type": "play", "card": "space_shield"})))
        self.lay.addWidget(self.button(self.tr("Let them come"), lambda: self.ctrl.submit({"type": "pass"}), "pass"))

    def fixed_texts(self) -> dict[str, str]:
        return {"pass": self.tr("Let them come")}

    def refresh(self) -> None:
        self.text.setText(arg(self.tr("Missiles fired at you: %1. Each space shield cancels one."),
                              self.ctrl.info.get("missiles", 0)))


class BuildPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.pp = QLabel()
        self.pp.setObjectName("ppCounter")
        self.lay.insertWidget(0, self.pp)
        self.group = QButtonGroup(self)
        kinds = (("land", self.tr("Tank (&1) — 1 PP")), ("air", self.tr("Plane (&2) — 2 PP")),
                 ("sub", self.tr("Submarine (&3) — 5 PP")))
        self.radios: dict[str, QRadioButton] = {}
        for kind, text in kinds:
            r = QRadioButton(text)
            r.setObjectName("kind_" + kind)
            r.toggled.connect(lambda on, k=kind: on and self.ctrl.choose_kind(k))
            self.group.addButton(r)
            self.lay.addWidget(r)
            self.radios[kind] = r
        self.planned = QLabel()
        self.planned.setWordWrap(True)
        self.lay.addWidget(self.planned)
        row = QHBoxLayout()
        row.addWidget(self.button(self.tr("Undo"), lambda: self.ctrl.undo_work(), "undo"))
        row.addWidget(self.button(self.tr("Clear"), self._clear, "clear"))
        self.lay.addLayout(row)
        self.super = self.card_button("super_production",
                                      lambda: self.ctrl.submit({"type": "play", "card": "super_production"}))
        self.lay.addWidget(self.super)
        self.confirm = self.button(self.tr("Confirm production (Enter)"), lambda: build.confirm(self.ctrl), "confirm",
                                   primary=True)
        self.lay.addWidget(self.confirm)

    def fixed_texts(self) -> dict[str, str]:
        return {"kind_land": self.tr("Tank (&1) — 1 PP"), "kind_air": self.tr("Plane (&2) — 2 PP"),
                "kind_sub": self.tr("Submarine (&3) — 5 PP"), "undo": self.tr("Undo"), "clear": self.tr("Clear"),
                "confirm": self.tr("Confirm production (Enter)")}

    def _clear(self) -> None:
        work = build.production(self.ctrl)
        if work is not None:
            work.clear()

    def refresh(self) -> None:
        work = build.production(self.ctrl)
        if work is None:
            return
        plan = work.plan
        self.text.setText(self.tr("Place units on your areas; submarines on seas that border them."))
        self.pp.setText(arg(self.tr("<span style='font-size:16pt'><b>%1</b> of %2 PP left</span>"),
                            plan.left(), plan.pp))
        self.radios[work.kind].setChecked(True)
        by = plan.by_place()
        lines = []
        for place in sorted({w for k in by.values() for w in k}):
            lines.append(arg("%1: %2", area_name(place), units_text(
                by["land"].get(place, 0), by["air"].get(place, 0), by["sub"].get(place, 0))))
        self.planned.setText("<br>".join(lines) if lines else self.tr("Nothing placed yet."))
        self.super.setVisible(bool(self.ctrl.card_actions("super_production")))


class MovementPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.sel = QLabel()
        self.sel.setWordWrap(True)
        self.lay.addWidget(self.sel)
        self.group = QButtonGroup(self)
        self.radios: dict[str, QRadioButton] = {}
        row = QHBoxLayout()
        for kind, text in (("land", self.tr("Tanks (&1)")), ("air", self.tr("Planes (&2)")),
                           ("sub", self.tr("Subs (&3)"))):
            r = QRadioButton(text)
            r.setObjectName("move_" + kind)
            r.toggled.connect(lambda on, k=kind: on and self.ctrl.choose_kind(k))
            self.group.addButton(r)
            row.addWidget(r)
            self.radios[kind] = r
        self.lay.addLayout(row)
        crow = QHBoxLayout()
        how_many = QLabel(self.tr("How many:"))
        how_many.setObjectName("howMany")
        crow.addWidget(how_many)
        self.count = QSpinBox()
        self.count.setObjectName("count")
        self.count.valueChanged.connect(lambda n: movement.set_count(self.ctrl, n))
        self.count.valueChanged.connect(lambda _n: self._update_odds())
        crow.addWidget(self.count, 1)
        self.lay.addLayout(crow)
        self.odds = QListWidget()  # one row per destination to conquer, the best first; scrolls when long
        self.odds.setObjectName("moveOdds")
        self.odds.setUniformItemSizes(True)  # one line each (a long one is elided, its tooltip whole): rows
        self.odds.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # of one height, so no blank line below
        self.odds.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.odds.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # read, not operated: Tab goes on to the buttons
        self.odds.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.odds.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.lay.addWidget(self.odds)
        self.torpedo = self.card_button("killer_torpedo",
                                        lambda: self.ctrl.submit({"type": "play", "card": "killer_torpedo"}))
        self.armistice = self.card_button("armistice", lambda: self.window().ask_armistice())  # type: ignore[attr-defined]
        self.undo = self.button(self.tr("Undo move"), lambda: self.window().undo_move(), "undo_move")  # type: ignore[attr-defined]
        self.end = self.button(self.tr("End movement (E)"), lambda: movement.end_moves(self.ctrl), "end_moves",
                               primary=True)
        self.cards_hint = self.card_hint_label()
        for w in (self.torpedo, self.armistice, self.cards_hint, self.undo, self.end):
            self.lay.addWidget(w)

    def fixed_texts(self) -> dict[str, str]:
        return {"move_land": self.tr("Tanks (&1)"), "move_air": self.tr("Planes (&2)"),
                "move_sub": self.tr("Subs (&3)"),
                "howMany": self.tr("How many:"), "undo_move": self.tr("Undo move"),
                "end_moves": self.tr("End movement (E)")}

    def refresh(self) -> None:
        m = movement.selection(self.ctrl)
        self.text.setText(self.tr("Select an area with units, choose what moves and how many, then click a "
                                  "highlighted destination. Planes fly two steps; tanks next to a sea with your "
                                  "submarine can sail to any coast of that sea."))
        if m.origin is None:
            self.sel.setText(self.tr("Nothing selected."))
            for r in self.radios.values():
                r.setEnabled(False)
            self.count.setEnabled(False)
        else:
            kinds = m.kinds_at(m.origin)
            self.sel.setText(arg(self.tr("Selected: <b>%1</b> — %n destination(s).", "", len(m.destinations())),
                                 area_name(m.origin)))
            for k, r in self.radios.items():
                r.setEnabled(k in kinds)
            self.radios[m.kind].setChecked(True)
            self.count.blockSignals(True)
            self.count.setRange(1, max(1, m.max_count()))
            self.count.setValue(m.count)
            self.count.blockSignals(False)
            self.count.setEnabled(True)
        self.torpedo.setVisible(bool(self.ctrl.card_actions("killer_torpedo")))
        self.armistice.setVisible(bool(self.ctrl.card_actions("armistice")))
        show_card_hint(self, self.cards_hint)
        self.undo.setEnabled(bool(getattr(self.window(), "can_undo_move", lambda: False)()))
        self._update_odds()

    def change_count(self, delta: int) -> None:
        """+ / -: one unit more or less in "How many"."""
        self.count.setValue(self.count.value() + delta)

    def _update_odds(self) -> None:
        """Chance to conquer each destination someone else owns if the chosen units join what already
        stands there: every one, the best chance first (then the most survivors, then by name)."""
        rows = self.odds_rows()
        self.odds.clear()
        for text in rows:
            item = QListWidgetItem(text)
            item.setToolTip(text)
            self.odds.addItem(item)
        self.odds.setVisible(bool(rows))
        if rows:
            self._fit_odds(len(rows))

    def odds_rows(self) -> list[str]:
        m = movement.selection(self.ctrl)
        if m.origin is None or not self.ctrl.player:
            return []
        pub = self.ctrl.session.public()
        found = []
        for dest in m.destinations():
            if pub["owners"].get(dest) == self.ctrl.player:
                continue
            odds = move_odds(self.ctrl.session, dest, self.ctrl.player, m.kind, m.count)
            if odds is not None:
                found.append((-odds.win, -odds.attacker_left, area_name(dest), odds))
        return [arg(self.tr("%1: %2% to conquer, %3 survivors expected"), name, percent(odds.win),
                    number(odds.attacker_left, 1)) for _w, _left, name, odds in sorted(found, key=lambda f: f[:3])]

    def _fit_odds(self, rows: int) -> None:
        """As tall as its rows, up to ODDS_ROWS of them; more scroll (no empty space, no cut row)."""
        row = max(self.odds.sizeHintForRow(0), self.odds.fontMetrics().height())
        self.odds.setFixedHeight(min(rows, ODDS_ROWS) * row + 2 * self.odds.frameWidth())
        self.odds.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if rows > ODDS_ROWS
                                             else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)


class EndTurnPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.armistice = self.card_button("armistice", lambda: self.window().ask_armistice())  # type: ignore[attr-defined]
        self.cards_hint = self.card_hint_label()
        self.lay.addWidget(self.armistice)
        self.lay.addWidget(self.cards_hint)
        self.lay.addWidget(self.button(self.tr("End turn (Enter)"), lambda: answers.end_turn(self.ctrl), "end_turn",
                                       primary=True))

    def fixed_texts(self) -> dict[str, str]:
        return {"end_turn": self.tr("End turn (Enter)")}

    def refresh(self) -> None:
        self.text.setText(self.tr("All battles are fought."))
        self.armistice.setVisible(bool(self.ctrl.card_actions("armistice")))
        show_card_hint(self, self.cards_hint)
