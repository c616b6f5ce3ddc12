"""A scripted human that plays through the real widgets (board clicks, panel buttons).

Used by the UI tests, tools/ui_screenshots.py and demos: it never calls the driver itself — every
answer goes through the same signals and buttons a person would use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from conquest_qt.engine.rulesets.risk.view import armies_of

if TYPE_CHECKING:
    from conquest_qt.ui.window.main_window import MainWindow


class ScriptedHuman:
    def __init__(self, win: MainWindow, max_moves: int = 3, attack: bool = True, max_attacks: int = 4) -> None:
        self.win = win
        self.max_moves = max_moves
        self.attack = attack
        self.max_attacks = max_attacks  # Risk: attacks (single rolls or runs) a turn
        self.moves_this_turn = 0
        self.attacks_this_turn = 0
        self.fortified = False
        self.steps = 0
        self.answered_questions = 0

    def button(self, name: str) -> QPushButton:
        assert self.win.decision is not None
        b = self.win.decision.current().findChild(QPushButton, name)
        assert b is not None, name
        return b

    def click(self, area: str, button: int = 1) -> None:
        self.win.scene.areaClicked.emit(area, button)

    def ready(self) -> bool:
        """True when the human on screen has a decision to answer (or a hand-over to confirm)."""
        s = self.win.session
        if s is None or s.over:
            return False
        if self.win.stack.currentWidget() is self.win.handover or self.question() is not None:
            return True
        if self.win.battle.waiting():
            return True
        if self.running():
            return False  # a Risk "attack until" run rolls on by itself
        return self.win.ctrl is not None and self.win.ctrl.kind is not None

    def running(self) -> bool:
        page = self.win.decision.current() if self.win.decision is not None else None
        run = getattr(page, "run", None)
        return run is not None and run.active()

    def question(self) -> QMessageBox | None:
        """The open "end movement / turn anyway?" box (the confirmations setting), if any."""
        return getattr(self.win, "question", None)

    def step(self) -> None:
        """Answer the pending decision of the human on screen, through the UI."""
        win = self.win
        if win.stack.currentWidget() is win.handover:
            win.handover.button.click()
            return
        if win.battle.waiting():
            win.battle.cont.click()  # a finished battle: Continue
            return
        box = self.question()
        if box is not None:
            self.answered_questions += 1
            box.button(QMessageBox.StandardButton.Yes).click()  # yes: the script meant to end the step
            return
        ctrl = win.ctrl
        assert ctrl is not None and ctrl.kind is not None
        self.steps += 1
        getattr(self, "_" + ctrl.kind)()

    def _choose_home(self) -> None:  # cc (V3.2): the first nation he may take, by a click
        self.click(next(a["area"] for a in self.win.ctrl.legal if a["type"] == "choose_home"))  # type: ignore[union-attr]

    def _turn(self) -> None:  # cc (V3.4): two purchases, then the turn ends, by the turn page's buttons
        buy = self.button("ccBuy")
        if self.moves_this_turn < 2 and buy.isEnabled():
            self.moves_this_turn += 1
            buy.click()
            return
        self.moves_this_turn = 0
        self.button("ccEndTurn").click()

    def _retreat(self) -> None:  # cc (V3.6.4): all to the first place offered (the page's first choice)
        self.button("ccRetreat").click()

    def _claim(self) -> None:
        self.click(self.win.ctrl.highlights()[0])  # type: ignore[union-attr]

    def _return_cards(self) -> None:
        page = self.win.decision.current()  # type: ignore[union-attr]
        excess = self.win.ctrl.info.get("excess", 0)  # type: ignore[union-attr]
        if excess == 0:
            self.button("pass").click()
            return
        for i in range(excess):
            page.list.item(i).setCheckState(Qt.CheckState.Checked)  # type: ignore[attr-defined]
        self.button("confirm").click()

    def _missiles(self) -> None:
        self.button("pass").click()

    def _shield(self) -> None:
        b = self.button("play_space_shield")
        (b if b.isVisible() else self.button("pass")).click()

    def _build(self) -> None:
        ctrl = self.win.ctrl
        assert ctrl is not None and ctrl.work.plan is not None
        self.moves_this_turn = 0
        areas = ctrl.work.plan.areas
        i = 0
        while ctrl.work.plan.left() >= 1 and i < 60 and areas:
            if ctrl.work.plan.why_not("land", areas[i % len(areas)]) is not None:
                break
            self.click(areas[i % len(areas)])
            i += 1
        self.button("confirm").click()

    def _movement(self) -> None:
        ctrl = self.win.ctrl
        assert ctrl is not None
        if self.moves_this_turn >= self.max_moves:
            self.moves_this_turn = 0
            self.button("end_moves").click()
            return
        owners = ctrl.session.public()["owners"]
        me = ctrl.player
        moves = [a for a in ctrl.legal if a["type"] == "move" and a["kind"] != "sub"]
        if self.attack:
            moves.sort(key=lambda a: (owners.get(a["to"]) == me, -a["count"]))
        if not moves:
            self.button("end_moves").click()
            return
        a = moves[0]
        self.moves_this_turn += 1
        self.click(a["from"])
        ctrl.choose_kind(a["kind"])
        self.click(a["to"])

    def _battle_choice(self) -> None:
        area = next(a["area"] for a in self.win.ctrl.legal if a["type"] == "battle")  # type: ignore[union-attr]
        self.button("battle_" + area).click()

    def _battle_roll(self) -> None:
        self.button("roll").click()

    def _hits(self) -> None:
        a = next(a for a in self.win.ctrl.legal if a["type"] == "hits")  # type: ignore[union-attr]
        self.button(f"hits_{a['land']}_{a['air']}").click()

    def _sink(self) -> None:
        self.button("confirm").click()

    def _end_turn(self) -> None:
        self.button("end_turn").click()

    # --- Risk (VARIANTS.md V1): the capital, placing armies, trading ---------------------------------
    def _place_capital(self) -> None:
        self.click(self.win.ctrl.highlights()[0])  # type: ignore[union-attr]

    def _setup_place(self) -> None:
        """Armies spread over the first few own areas, one click each, then Confirm."""
        ctrl = self.win.ctrl
        assert ctrl is not None and ctrl.work is not None
        areas = list(ctrl.work.areas)
        i = 0
        while ctrl.work.left() > 0 and i < 500:
            self.click(areas[i % min(3, len(areas))])
            i += 1
        self.button("confirm").click()

    def _place(self) -> None:
        self.attacks_this_turn, self.fortified = 0, False  # a new turn of this player
        self._setup_place()

    def _attack(self) -> None:
        """The biggest stack against its weakest neighbour, chosen by two board clicks; single rolls and
        "attack until won" / "until down to N" in turn; End attacks when none is worth it."""
        win, ctrl = self.win, self.win.ctrl
        assert ctrl is not None and ctrl.work is not None
        page = win.decision.current()  # type: ignore[union-attr]
        armies = armies_of(ctrl.session.public())
        rolls = [a for a in ctrl.legal if a["type"] == "attack" and armies[a["from"]] > armies[a["to"]] + 1]
        if not rolls or self.attacks_this_turn >= self.max_attacks:
            page.end.click()  # type: ignore[attr-defined]
            return
        pick = ctrl.work
        if not pick.ready() or not any(a["from"] == pick.origin and a["to"] == pick.target for a in rolls):
            a = max(rolls, key=lambda a: (armies[a["from"]] - armies[a["to"]], a["from"], a["to"]))
            if pick.origin != a["from"]:
                self.click(a["from"])
            self.click(a["to"])
            assert pick.ready(), (a, pick.origin, pick.target)
        self.attacks_this_turn += 1
        way = self.attacks_this_turn % 3
        if way == 1:
            page.attack.click()  # type: ignore[attr-defined]
        elif way == 2 or not page.until_down.isEnabled():  # type: ignore[attr-defined]
            page.until_won.click()  # type: ignore[attr-defined]
        else:
            page.until_down.click()  # type: ignore[attr-defined]

    def _occupy(self) -> None:
        """The proposed count, or all but one every other time; then Enter (the window's primary action)."""
        page = self.win.decision.current()  # type: ignore[union-attr]
        if self.attacks_this_turn % 2:
            page.most.click()  # type: ignore[attr-defined]
        self.win.primary()

    def _fortify(self) -> None:
        """Once a turn the first move the board offers (two clicks, Fortify), then End turn."""
        ctrl = self.win.ctrl
        assert ctrl is not None and ctrl.work is not None
        page = self.win.decision.current()  # type: ignore[union-attr]
        moves = [a for a in ctrl.legal if a["type"] == "fortify"]
        if self.fortified or not moves:
            page.end.click()  # type: ignore[attr-defined]
            return
        self.fortified = True
        a = moves[0]
        if ctrl.work.origin != a["from"]:
            self.click(a["from"])
        self.click(a["to"])
        page.confirm.click()  # type: ignore[attr-defined]

    def _trade(self) -> None:
        """The first valid set of ticked cards when trading is forced, else keep the cards."""
        page = self.win.decision.current()  # type: ignore[union-attr]
        if not self.win.ctrl.info.get("must"):  # type: ignore[union-attr]
            self.button("pass").click()
            return
        for i in range(page.list.count()):  # type: ignore[attr-defined]
            page.list.item(i).setCheckState(Qt.CheckState.Checked)  # type: ignore[attr-defined]
            if page.trade.isEnabled():  # type: ignore[attr-defined]
                break
        self.button("trade").click()
