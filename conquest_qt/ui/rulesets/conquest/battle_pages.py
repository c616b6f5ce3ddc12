"""Decision pages of the battles: which battle next, roll, hits, torpedo victims."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout

from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.conquest.answers import only_choice
from conquest_qt.ui.rulesets.conquest.battle_panel import battle_chance, support_subs
from conquest_qt.ui.rulesets.conquest.pages import show_card_hint
from conquest_qt.ui.text.labels import colour_name, units_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg, percent


class BattleChoicePage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.box = QVBoxLayout()
        self.lay.addLayout(self.box)
        self.torpedo = self.card_button("killer_torpedo",
                                        lambda: self.ctrl.submit({"type": "play", "card": "killer_torpedo"}))
        self.armistice = self.card_button("armistice", lambda: self.window().ask_armistice())  # type: ignore[attr-defined]
        self.cards_hint = self.card_hint_label()
        for w in (self.torpedo, self.armistice, self.cards_hint):
            self.lay.addWidget(w)
        self._buttons: list[QPushButton] = []

    def refresh(self) -> None:

        self.text.setText(self.tr("Choose the next battle (all must be fought):"))
        for b in self._buttons:
            self.box.removeWidget(b)
            b.deleteLater()
        self._buttons = []
        pub = self.ctrl.session.public()
        me = self.ctrl.player or ""
        only = only_choice(self.ctrl.legal, "battle")
        for a in self.ctrl.legal:
            if a["type"] != "battle":
                continue
            area = a["area"]
            owner = pub["owners"].get(area) or "neutral"
            odds = battle_chance(pub, area, me, owner, support_subs(self.ctrl.session, area, me))
            text = area_name(area) if odds is None else arg(self.tr("%1 — %2% to conquer"), area_name(area),
                                                            percent(odds.win))
            b = self.button(text, lambda _=False, x=area: self.ctrl.submit({"type": "battle", "area": x}),
                            "battle_" + area, primary=only is not None)  # the only battle: Enter fights it
            self.box.addWidget(b)
            self._buttons.append(b)
        self.torpedo.setVisible(bool(self.ctrl.card_actions("killer_torpedo")))
        self.armistice.setVisible(bool(self.ctrl.card_actions("armistice")))
        show_card_hint(self, self.cards_hint)
        if only is not None and self._buttons:
            self._buttons[0].setDefault(True)  # the main action of the page (Enter also goes through primary())


class BattleRollPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        #: "Roll": throw the dice (not a bread roll, not a list of names). R is the keyboard shortcut.
        self.roll = self.button(self.tr("Roll the dice (R)"), lambda: self.ctrl.submit({"type": "roll"}), "roll",
                                primary=True)
        self.lay.addWidget(self.roll)
        self.cards = {c: self.card_button(c, lambda _=False, x=c: self.ctrl.submit({"type": "play", "card": x}))
                      for c in ("secret_weapon", "treason")}
        for b in self.cards.values():
            self.lay.addWidget(b)

    def fixed_texts(self) -> dict[str, str]:
        #: "Roll": throw the dice. R is the keyboard shortcut.
        return {"roll": self.tr("Roll the dice (R)")}

    def refresh(self) -> None:
        #: "roll": your throw of the dice in the battle for area %1.
        self.text.setText(arg(self.tr("Your roll in %1. Play a battle card before it?"),
                              area_name(self.ctrl.info.get("area", ""))))
        for c, b in self.cards.items():
            b.setVisible(bool(self.ctrl.card_actions(c)))


class HitsPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self._buttons: list[QPushButton] = []

    def refresh(self) -> None:
        i = self.ctrl.info
        self.text.setText(arg(self.tr("%n explosion(s) in %1: choose which enemy units are hit.", "",
                                      int(i.get("count", 0))), area_name(i.get("area", ""))))
        for b in self._buttons:
            self.lay.removeWidget(b)
            b.deleteLater()
        self._buttons = []
        only = only_choice(self.ctrl.legal, "hits")
        for a in self.ctrl.legal:
            if a["type"] == "hits":
                b = self.button(units_text(a["land"], a["air"]), lambda _=False, x=a: self.ctrl.submit(dict(x)),
                                f"hits_{a['land']}_{a['air']}", primary=only is not None)  # the only way: Enter
                self.lay.addWidget(b)
                self._buttons.append(b)


class SinkPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.grid = QGridLayout()
        self.lay.addLayout(self.grid)
        self.confirm = self.button(self.tr("Sink them"), self._confirm, "confirm", primary=True)
        self.lay.addWidget(self.confirm)

    def fixed_texts(self) -> dict[str, str]:
        return {"confirm": self.tr("Sink them")}
        self.spins: list[tuple[str, str, QSpinBox]] = []

    def refresh(self) -> None:
        k = self.ctrl.info.get("count", 0)
        self.text.setText(self.tr("Your torpedo may sink %n submarine(s). Choose them:", "", int(k)))
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.spins = []
        groups: dict[tuple[str, str], int] = {}
        pub = self.ctrl.session.public()
        seas = self.ctrl.session.game.topo.sea_lands
        for sea, by in sorted(pub["units"].items()):
            for owner, kinds in sorted(by.items()):
                if sea in seas and owner != self.ctrl.player and kinds.get("sub"):
                    groups[(owner, sea)] = kinds["sub"]
        left = k
        for r, ((owner, sea), n) in enumerate(groups.items()):
            self.grid.addWidget(QLabel(arg("%1 — %2", area_name(sea), colour_name(owner))), r, 0)
            spin = QSpinBox()
            spin.setRange(0, n)
            spin.setValue(min(n, left))
            left -= spin.value()
            spin.valueChanged.connect(self._update)
            self.grid.addWidget(spin, r, 1)
            self.spins.append((owner, sea, spin))
        self._update()

    def _update(self) -> None:
        self.confirm.setEnabled(sum(s.value() for _, _, s in self.spins) == self.ctrl.info.get("count", 0))

    def main_action(self) -> QPushButton | None:
        return self.confirm if self.confirm.isEnabled() else None  # the choice made (or proposed): sink them

    def _confirm(self) -> None:
        subs = [{"owner": o, "sea": sea, "count": s.value()} for o, sea, s in self.spins if s.value()]
        self.ctrl.submit({"type": "sink", "subs": subs})
