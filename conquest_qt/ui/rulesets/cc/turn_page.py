"""Comanda & Conquista's turn page (VARIANTS.md V3.4-V3.8; issue 26 items 2, 4, 5): the credits and tokens,
Undo and End turn, then one group per kind of action — move or attack (the board's selection,
turn_work.py, with its kind, count, cargo and destination; the attack composer with the exact preview),
buy, defences and conversion, anti-air, special tokens, rebirth. Every button shows its cost and is greyed
with the engine's reason when the action it would send is refused (refusal.py); every control takes the
keyboard (Tab order top to bottom, Enter: the page's main action, Escape: the selection goes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from conquest_qt.engine.rulesets.cc.board import (
    AIR,
    BUYABLE,
    CONVERT_COST,
    COST,
    DEFENCES,
    EFFECTS,
    FORTIFY_COST,
    LAND_KINDS,
    REVIVE_COST,
    TOKEN_PRICE,
)
from conquest_qt.ui.game.turn_controller import TurnController, undo_move
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.cc.battle_text import battle_html
from conquest_qt.ui.rulesets.cc.end_question import end_turn
from conquest_qt.ui.rulesets.cc.refusal import refusal
from conquest_qt.ui.rulesets.cc.texts import kind_name, property_name
from conquest_qt.ui.rulesets.cc.turn_work import TurnWork
from conquest_qt.ui.text.error_text import error_text
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg

Action = dict[str, Any]


def fill(combo: QComboBox, items: list[tuple[str, Any]]) -> None:
    """Set a combo's entries (text, data), keeping the entry chosen before when it is still there."""
    keep = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    i = combo.findData(keep) if keep is not None else -1
    combo.setCurrentIndex(i if i >= 0 else (0 if items else -1))
    combo.blockSignals(False)


def soft_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setProperty("soft", True)
    return label


class ActionRow:
    """A button sending one action, greyed with the engine's reason (shown under it) when refused."""

    def __init__(self, page: CcTurnPage, name: str, make: Any) -> None:
        self.page, self.make = page, make
        self.button = page.button("", self.send, name)
        self.reason = soft_label()
        self.reason.setObjectName(name + "Reason")

    def action(self) -> Action | None:
        return self.make()

    def check(self) -> None:
        act = self.action()
        why = self.page.refused(act) if act is not None else QCoreApplication.translate(
            "CcTurnPage", "Nothing to choose here now.")
        self.button.setEnabled(why is None)
        self.button.setToolTip(why or "")
        self.reason.setText(why or "")
        self.reason.setVisible(why is not None)

    def send(self) -> None:
        act = self.action()
        if act is not None and self.button.isEnabled():
            self.page.ctrl.submit(act)


class CcTurnPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.text.setObjectName("ccStatus")
        self._composed: tuple[Any, ...] | None = None  # the composer's rows were built for this
        self._filling = False
        top = QHBoxLayout()  # at the top: within sight on a small screen, however long the groups below
        self.undo = self.button("", self._undo, "ccUndo")
        self.end = self.button("", self._end, "ccEndTurn", primary=True)
        top.addWidget(self.undo)
        top.addWidget(self.end)
        self.lay.addLayout(top)
        self._build_move()
        self._build_attack()
        self._build_buy()
        self._build_nations()
        self._build_aa()
        self._build_tokens()
        self._build_revive()
        self.lay.addStretch(1)
        self._texts()

    # --- building --------------------------------------------------------------------------------------
    def _group(self, name: str) -> tuple[QGroupBox, QGridLayout]:
        box = QGroupBox()
        box.setObjectName(name)
        grid = QGridLayout(box)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setVerticalSpacing(3)
        self.lay.addWidget(box)
        return box, grid

    def _combo(self, name: str) -> QComboBox:
        c = QComboBox()
        c.setObjectName(name)
        c.currentIndexChanged.connect(self._edited)
        return c

    def _spin(self, name: str) -> QSpinBox:
        s = QSpinBox()
        s.setObjectName(name)
        s.setMinimum(1)
        s.valueChanged.connect(self._edited)
        return s

    def _build_move(self) -> None:
        self.move_box, g = self._group("ccMoveBox")
        self.move_help = soft_label()
        g.addWidget(self.move_help, 0, 0, 1, 3)
        # nothing selected: the keyboard's way to the board's choices
        self.origin = self._combo("ccOrigin")
        self.select_btn = self.button("", self._select_origin, "ccSelect")
        self.target = self._combo("ccTarget")
        self.compose_btn = self.button("", self._compose, "ccCompose")
        g.addWidget(self.origin, 1, 0, 1, 2)
        g.addWidget(self.select_btn, 1, 2)
        g.addWidget(self.target, 2, 0, 1, 2)
        g.addWidget(self.compose_btn, 2, 2)
        # a nation selected: what moves, where
        self.kind = self._combo("ccMoveKind")
        self.count = self._spin("ccMoveCount")
        self.cargo = self._combo("ccCargo")
        self.dest = self._combo("ccDestination")
        self.move_row = ActionRow(self, "ccMove", self._move_action)
        self.cancel_move = self.button("", self.ctrl.deselect, "ccCancelMove")
        g.addWidget(self.kind, 3, 0, 1, 2)
        g.addWidget(self.count, 3, 2)
        g.addWidget(self.cargo, 4, 0, 1, 3)
        g.addWidget(self.dest, 5, 0, 1, 3)
        g.addWidget(self.move_row.button, 6, 0, 1, 2)
        g.addWidget(self.cancel_move, 6, 2)
        g.addWidget(self.move_row.reason, 7, 0, 1, 3)

    def _build_attack(self) -> None:
        self.attack_box, g = self._group("ccAttackBox")
        self.rows = QWidget()
        self.rows_grid = QGridLayout(self.rows)
        self.rows_grid.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[tuple[str, str], QSpinBox] = {}
        self.against = self._combo("ccAgainst")
        self.preview = QLabel()
        self.preview.setObjectName("ccPreview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.attack_btn = self.button("", self._attack, "ccAttack", primary=True)
        self.cancel_attack = self.button("", self.ctrl.deselect, "ccCancelAttack")
        self.attack_reason = soft_label()
        self.attack_reason.setObjectName("ccAttackReason")
        g.addWidget(self.rows, 0, 0, 1, 2)
        g.addWidget(self.against, 1, 0, 1, 2)
        g.addWidget(self.preview, 2, 0, 1, 2)
        g.addWidget(self.attack_reason, 3, 0, 1, 2)
        g.addWidget(self.attack_btn, 4, 0)
        g.addWidget(self.cancel_attack, 4, 1)

    def _build_buy(self) -> None:
        self.buy_box, g = self._group("ccBuyBox")
        self.buy_area = self._combo("ccBuyArea")
        self.buy_kind = self._combo("ccBuyKind")
        self.buy_count = self._spin("ccBuyCount")
        self.buy_count.setMaximum(99)
        self.buy = ActionRow(self, "ccBuy", self._buy_action)
        g.addWidget(self.buy_area, 0, 0)  # two rows, not three: the players table below stays in view
        g.addWidget(self.buy_kind, 0, 1)
        g.addWidget(self.buy_count, 1, 0)
        g.addWidget(self.buy.button, 1, 1)
        g.addWidget(self.buy.reason, 2, 0, 1, 2)

    def _build_nations(self) -> None:
        self.nation_box, g = self._group("ccNationBox")
        self.fort_area = self._combo("ccFortifyArea")
        self.fort_kind = self._combo("ccDefence")
        self.fortify = ActionRow(self, "ccFortify", self._fortify_action)
        self.conv_area = self._combo("ccConvertArea")
        self.convert = ActionRow(self, "ccConvert", self._convert_action)
        g.addWidget(self.fort_area, 0, 0)
        g.addWidget(self.fort_kind, 0, 1)
        g.addWidget(self.fortify.button, 1, 0, 1, 2)
        g.addWidget(self.fortify.reason, 2, 0, 1, 2)
        g.addWidget(self.conv_area, 3, 0)
        g.addWidget(self.convert.button, 3, 1)
        g.addWidget(self.convert.reason, 4, 0, 1, 2)

    def _build_aa(self) -> None:
        self.aa_box, g = self._group("ccAaBox")
        self.aa_area = self._combo("ccAaArea")
        self.aa_kind = self._combo("ccAaKind")
        self.aa_count = self._spin("ccAaCount")
        self.aa = ActionRow(self, "ccAssignAa", self._aa_action)
        g.addWidget(self.aa_area, 0, 0)  # two rows, not three: the players table below stays in view
        g.addWidget(self.aa_kind, 0, 1)
        g.addWidget(self.aa_count, 1, 0)
        g.addWidget(self.aa.button, 1, 1)
        g.addWidget(self.aa.reason, 2, 0, 1, 2)

    def _build_tokens(self) -> None:
        self.token_box, g = self._group("ccTokenBox")
        self.effect = self._combo("ccEffect")
        self.special = ActionRow(self, "ccSpecial", self._special_action)
        self.sell_count = self._spin("ccSellCount")
        self.sell = ActionRow(self, "ccSell", self._sell_action)
        g.addWidget(self.effect, 0, 0, 1, 2)
        g.addWidget(self.special.button, 1, 0, 1, 2)
        g.addWidget(self.special.reason, 2, 0, 1, 2)
        g.addWidget(self.sell_count, 3, 0)
        g.addWidget(self.sell.button, 3, 1)
        g.addWidget(self.sell.reason, 4, 0, 1, 2)

    def _build_revive(self) -> None:
        self.revive_box, g = self._group("ccReviveBox")
        self.revive_who = self._combo("ccReviveWho")
        self.revive = ActionRow(self, "ccRevive", self._revive_action)
        g.addWidget(self.revive_who, 0, 0)
        g.addWidget(self.revive.button, 0, 1)
        g.addWidget(self.revive.reason, 1, 0, 1, 2)

    def _texts(self) -> None:
        self.move_box.setTitle(self.tr("Move or attack"))
        self.buy_box.setTitle(self.tr("Buy divisions"))
        self.nation_box.setTitle(self.tr("Defences and conversion"))
        self.aa_box.setTitle(self.tr("Anti-air"))
        self.token_box.setTitle(self.tr("Special tokens"))
        self.revive_box.setTitle(self.tr("Rebirth"))
        self.select_btn.setText(self.tr("Select"))
        self.compose_btn.setText(self.tr("Attack…"))
        self.cancel_move.setText(self.tr("Cancel (Esc)"))
        self.cancel_attack.setText(self.tr("Cancel (Esc)"))
        self.attack_btn.setText(self.tr("Attack (Enter)"))
        self.undo.setText(self.tr("Undo (Ctrl+Z)"))
        self.end.setText(self.tr("End turn (Enter)"))
        self.undo.setToolTip(self.tr(
            "Take back the turn's actions since its last battle (nothing is hidden, no dice)."))

    def retranslate(self) -> None:
        self._texts()
        self._composed = None
        super().retranslate()

    # --- the state shown -----------------------------------------------------------------------------
    @property
    def work(self) -> TurnWork | None:
        w = self.ctrl.work
        return w if isinstance(w, TurnWork) else None

    @property
    def me(self) -> str:
        return self.ctrl.player or ""

    def refused(self, action: Action) -> str | None:
        return refusal(self.ctrl.session.game, self.me, action)

    def refresh(self) -> None:
        pub = self.ctrl.session.public()
        me = self.me
        if not me:
            return
        self._filling = True
        try:
            self._status(pub)
            self._refresh_move(pub)
            self._refresh_attack()
            self._refresh_choices(pub)
        finally:
            self._filling = False
        self._check()

    def _status(self, pub: Any) -> None:
        me = self.me
        text = arg(self.tr("Credits: %1 · special tokens: %2 · enemy divisions destroyed: %3"),
                   pub.get("credits", {}).get(me, 0), pub.get("special_tokens", {}).get(me, 0),
                   pub.get("kills", {}).get(me, 0))
        prop = pub.get("properties", {}).get(me)
        if prop:
            text += "\n" + arg(self.tr("Property under way: %1 (turns left: %2)"), property_name(prop["id"]),
                               prop["left"])
        self.text.setText(text)

    def _refresh_move(self, pub: Any) -> None:
        w = self.work
        selected = w is not None and w.origin is not None
        composing = w is not None and w.target is not None
        self.move_box.setVisible(not composing)
        for x in (self.origin, self.select_btn, self.target, self.compose_btn):
            x.setVisible(not selected)
        for x in (self.kind, self.count, self.dest, self.move_row.button, self.cancel_move):
            x.setVisible(selected)
        self._primary(self.end, not (selected or composing))  # one filled button: the main action
        if w is None:
            return
        if not selected:
            self.move_help.setText(self.tr("Click one of your nations to move its divisions, or a lit enemy "
                                           "nation to attack it (right click: attack where you could move)."))
            fill(self.origin, [(area_name(a), a) for a in w.origins()])
            fill(self.target, [(area_name(a), a) for a in w.attack_targets()])
            self.select_btn.setEnabled(self.origin.count() > 0)
            self.compose_btn.setEnabled(self.target.count() > 0)
            self.cargo.setVisible(False)
            self.move_row.reason.setVisible(False)
            return
        assert w.origin is not None
        self.move_help.setText(arg(self.tr("From %1: click a lit nation, or choose it below."), area_name(w.origin)))
        fill(self.kind, [(arg(self.tr("%1 (up to %2)"), kind_name(k), n), k) for k, n in w.kinds_at(w.origin).items()])
        self.kind.setCurrentIndex(max(0, self.kind.findData(w.kind)))
        cargo = w.cargo_at(w.origin) if w.kind == AIR else {}
        self.cargo.setVisible(bool(cargo))
        fill(self.cargo, [(self.tr("No airlift: the air division alone"), "")]
             + [(arg(self.tr("Airlift %1 (up to %2)"), kind_name(k), n), k) for k, n in cargo.items()])
        self.cargo.setCurrentIndex(max(0, self.cargo.findData(w.cargo)))
        most = w.cargo_at(w.origin).get(w.cargo, 1) if w.cargo else w.kinds_at(w.origin).get(w.kind, 1)
        self.count.setMaximum(max(1, most))
        self.count.setValue(w.count)
        fill(self.dest, [(arg(self.tr("To %1"), area_name(a)), a) for a in w.destinations()])

    @staticmethod
    def _primary(b: QPushButton, on: bool) -> None:
        if bool(b.property("primary")) != on:
            b.setProperty("primary", on)
            b.style().unpolish(b)
            b.style().polish(b)

    def _refresh_attack(self) -> None:
        w = self.work
        composing = w is not None and w.target is not None
        self.attack_box.setVisible(composing)
        if w is None or w.target is None:
            self._composed = None
            return
        self.attack_box.setTitle(arg(self.tr("Attack on %1"), area_name(w.target)))
        most = w.attackers()
        key = (w.target, tuple(sorted(most.items())))
        if key != self._composed:
            self._rows(w, most)
            self._composed = key
        for k, spin in self.spins.items():
            spin.blockSignals(True)
            spin.setValue(w.picks.get(k, 0))
            spin.blockSignals(False)
        found = w.defenders()
        self.against.setVisible(len(found) > 1)
        fill(self.against, [(arg(self.tr("Against %1"), colour_name(p)), p) for p in found])
        if w.against is not None:
            self.against.setCurrentIndex(max(0, self.against.findData(w.against)))
        self._show_battle()

    def _rows(self, w: TurnWork, most: dict[tuple[str, str], int]) -> None:
        while self.rows_grid.count():
            item = self.rows_grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        self.spins = {}
        for i, ((frm, kind), n) in enumerate(sorted(most.items(), key=lambda x: (x[0][0] != w.target, x[0]))):
            label = QLabel(arg(self.tr("%1 from %2 (of %3)"), kind_name(kind), area_name(frm), n))
            label.setWordWrap(True)
            spin = QSpinBox()
            spin.setObjectName(f"ccPick_{frm}_{kind}")
            spin.setRange(0, n)
            spin.valueChanged.connect(lambda v, f=frm, k=kind: self._pick(f, k, v))
            label.setBuddy(spin)
            self.rows_grid.addWidget(label, i, 0)
            self.rows_grid.addWidget(spin, i, 1)
            self.spins[(frm, kind)] = spin

    def _show_battle(self) -> None:
        w = self.work
        assert w is not None
        battle, error = w.battle()
        if battle is not None:
            self.preview.setText(battle_html(battle))
            self.attack_reason.setVisible(False)
            self.attack_btn.setEnabled(True)
            self.attack_btn.setToolTip("")
            return
        self.preview.setText("")
        why = error_text(error.code, dict(error.data)) if error is not None else self.tr(
            "Choose at least one division to attack with.")
        self.attack_reason.setText(why)
        self.attack_reason.setVisible(True)
        self.attack_btn.setEnabled(False)
        self.attack_btn.setToolTip(why)

    def _refresh_choices(self, pub: Any) -> None:
        me = self.me
        owners = pub.get("owners", {})
        home = pub.get("homes", {}).get(me)
        own = [a for a, o in sorted(owners.items(), key=lambda x: (x[0] != home, area_name(x[0]))) if o == me]
        converted = pub.get("converted", [])
        credits = pub.get("credits", {}).get(me, 0)
        recruit = [a for a in own if a == home or a in converted] or own
        fill(self.buy_area, [(area_name(a), a) for a in recruit])
        fill(self.buy_kind, [(arg(self.tr("%1 (cost %2)"), kind_name(k), COST[k]), k) for k in BUYABLE])
        kind = self.buy_kind.currentData()
        if kind is not None:
            self.buy_count.setMaximum(max(1, credits // COST[kind]))
        fill(self.fort_area, [(area_name(a), a) for a in own])
        fill(self.fort_kind, [(self.tr("land defence") if d == "land" else self.tr("anti-air defence"), d)
                              for d in DEFENCES])
        fill(self.conv_area, [(area_name(a), a) for a in own if a != home])
        units = pub.get("units", {})
        with_land = [a for a in sorted(units, key=area_name)
                     if any(units[a].get(me, {}).get(k) for k in LAND_KINDS)]
        fill(self.aa_area, [(area_name(a), a) for a in with_land])
        here = units.get(self.aa_area.currentData(), {}).get(me, {})
        fill(self.aa_kind, [(kind_name(k), k) for k in LAND_KINDS if here.get(k)])
        self.aa_count.setMaximum(max(1, here.get(self.aa_kind.currentData(), 1)))
        fill(self.effect, [(arg(self.tr("%1 (tokens: %2, turns: %3)"), property_name(e), row.cost, row.lasts), e)
                           for e, row in EFFECTS.items()])
        tokens = pub.get("special_tokens", {}).get(me, 0)
        self.sell_count.setMaximum(max(1, tokens))
        teams = self.ctrl.session.setup.options.teams
        mates = [p for t in teams if me in t for p in t if p != me]
        self.revive_box.setVisible(bool(mates))
        gone = pub.get("eliminated", [])
        fill(self.revive_who, [(colour_name(p), p) for p in mates if p in gone])
        self.buy.button.setText(arg(self.tr("Buy (cost %1)"), COST.get(kind or "", 0) * self.buy_count.value()))
        self.fortify.button.setText(arg(self.tr("Build (cost %1)"), FORTIFY_COST))
        self.convert.button.setText(arg(self.tr("Convert (cost %1)"), CONVERT_COST))
        self.aa.button.setText(self.tr("Make anti-air"))
        self.special.button.setText(self.tr("Use the property"))
        self.sell.button.setText(arg(self.tr("Sell (+%1 credits)"), TOKEN_PRICE * self.sell_count.value()))
        self.revive.button.setText(arg(self.tr("Revive (cost %1)"), REVIVE_COST))
        w = self.work
        if w is not None and w.origin is not None:
            self.move_row.button.setText(self.tr("Airlift (Enter)") if w.cargo else self.tr("Move (Enter)"))

    def _check(self) -> None:
        rows = [self.buy, self.fortify, self.convert, self.aa, self.special, self.sell]
        if self.revive_box.isVisibleTo(self):
            rows.append(self.revive)
        w = self.work
        if w is not None and w.origin is not None:
            rows.append(self.move_row)
        for r in rows:
            r.check()
        self.undo.setEnabled(self.ctrl.session.driver.can_undo())

    # --- the controls' actions -----------------------------------------------------------------------
    def _edited(self, *_: Any) -> None:
        if self._filling:
            return
        w = self.work
        if w is not None and w.origin is not None:
            changed = w.set_kind(self.kind.currentData() or w.kind) or w.set_cargo(self.cargo.currentData() or "")
            if not changed:
                w.set_count(self.count.value())
            else:
                self.ctrl.refresh_board()
                self.ctrl.changed.emit()
                return
        if w is not None and w.target is not None:
            against = self.against.currentData()
            if against is not None and against != w.against:
                w.against = against
                self._show_battle()
        self.refresh()

    def _pick(self, frm: str, kind: str, n: int) -> None:
        w = self.work
        if w is None or self._filling:
            return
        w.set_pick(frm, kind, n)
        self._show_battle()

    def change_count(self, delta: int) -> None:
        """+ / - (the window's keys): how many of the selected kind move."""
        w = self.work
        if w is not None and w.origin is not None:
            self.count.setValue(self.count.value() + delta)

    def _select_origin(self) -> None:
        area = self.origin.currentData()
        if area is not None:
            self.ctrl.on_area_clicked(area, 1)

    def _compose(self) -> None:
        w = self.work
        area = self.target.currentData()
        if w is not None and area is not None and w.compose(area):
            self.ctrl.refresh_board()
            self.ctrl.changed.emit()

    def _attack(self) -> None:
        w = self.work
        act = w.attack_action() if w is not None else None
        if act is not None and self.attack_btn.isEnabled():
            self.ctrl.submit(act)

    def _undo(self) -> None:
        text = undo_move(self.ctrl.session, self.ctrl)
        if text:
            self.ctrl.hint.emit(text)

    def _end(self) -> None:
        end_turn(self.ctrl)  # (asked first when nothing was done: end_question.py)

    def _move_action(self) -> Action | None:
        w = self.work
        to = self.dest.currentData()
        return w.move_action(to) if w is not None and to is not None else None

    def _buy_action(self) -> Action | None:
        area, kind = self.buy_area.currentData(), self.buy_kind.currentData()
        if area is None or kind is None:
            return None
        return {"type": "buy", "area": area, "kind": kind, "count": self.buy_count.value()}

    def _fortify_action(self) -> Action | None:
        area, d = self.fort_area.currentData(), self.fort_kind.currentData()
        return None if area is None or d is None else {"type": "fortify", "area": area, "defence": d}

    def _convert_action(self) -> Action | None:
        area = self.conv_area.currentData()
        return None if area is None else {"type": "convert", "area": area}

    def _aa_action(self) -> Action | None:
        area, kind = self.aa_area.currentData(), self.aa_kind.currentData()
        if area is None or kind is None:
            return None
        return {"type": "assign_aa", "area": area, "kind": kind, "count": self.aa_count.value()}

    def _special_action(self) -> Action | None:
        e = self.effect.currentData()
        return None if e is None else {"type": "special", "effect": e}

    def _sell_action(self) -> Action | None:
        return {"type": "sell_special", "count": self.sell_count.value()}

    def _revive_action(self) -> Action | None:
        p = self.revive_who.currentData()
        return None if p is None else {"type": "revive", "player": p}

    def main_action(self) -> QPushButton | None:
        """Enter: the composed attack, else the move chosen, else the end of the turn."""
        w = self.work
        if w is not None and w.target is not None:
            return self.attack_btn
        if w is not None and w.origin is not None:
            return self.move_row.button
        return self.end
