"""The pages of the nuclear add-on's own decisions (VARIANTS.md V2.3–V2.8): the interception window, the
striker's roll, the defender's hits, the counter-strike. Each lists the legal answers the engine gives
(`ctrl.legal`), so one page serves both rulesets the add-on extends."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox

from conquest_qt.engine.view import frame
from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.nuclear.aim import odds_text
from conquest_qt.ui.rulesets.nuclear.texts import PLURALS, unit_word
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import ENTER, arg


def stake_text(public: Any, names: Callable[[Any], str] = colour_name) -> str:
    """The strike under way: who (by name, as the log and the battle panel name him), from where, at what, how
    many nukes (the `nuke_strike` frame)."""
    f = frame(dict(public), "nuke_strike")
    if f is None:
        return ""
    return arg(PLURALS.stake(int(f.get("committed", 0))),
               names(f.get("striker")), area_name(f.get("origin", "")), area_name(f.get("target", "")),
               names(f.get("defender")))


def intercept_text(public: Any, names: Callable[[Any], str] = colour_name) -> str:
    """V2.3's question to a third player: the strike, and what he may do about it."""
    return (stake_text(public, names) + "\n"
            + QCoreApplication.translate("Nuclear", "Intercept it from one of your areas next to the target (you "
                                                    "lose the unit named), or let it pass."))


def hits_question(info: dict[str, Any]) -> str:
    """V2.4.2 / V2.5's question to the defender: how many hits, where."""
    return arg(PLURALS.hits(int(info.get("count", 0))), area_name(info.get("area", "")))


def counter_question(info: dict[str, Any]) -> str:
    """V2.8's question to the defender whose area was conquered."""
    return arg(PLURALS.counter(int(info.get("nukes", 0))), area_name(info.get("area", "")))


def _info(session: Any) -> dict[str, Any]:
    """The pending question's data (the session's decision)."""
    return dict(session.decision[2]) if session.decision is not None else {}


# what the hot-seat hand-over says before each question asked outside the asked player's turn (issue 25 item 2):
# the strike at stake, and the question (RulesetUI.questions)
QUESTIONS: dict[str, Callable[[Any], str]] = {
    "nuke_intercept": lambda session: intercept_text(session.public(), session.names),
    "nuke_hits": lambda session: stake_text(session.public(), session.names) + "\n" + hits_question(_info(session)),
    "nuke_counter": lambda session: counter_question(_info(session)),
}


class _ButtonsPage(Page):
    """A page whose answers are a column of buttons rebuilt at each refresh."""

    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self._buttons: list[QPushButton] = []
        self._primary: QPushButton | None = None

    def main_action(self) -> QPushButton | None:
        """Enter presses the answer drawn filled (roll on; let the strike pass)."""
        return self._primary

    def clear_buttons(self) -> None:
        for b in self._buttons:
            self.lay.removeWidget(b)
            b.hide()  # at once: deleteLater() waits for the event loop (a grab or paint before it overlapped)
            b.setParent(None)
            b.deleteLater()
        self._buttons = []
        self._primary = None

    def add_answer(self, text: str, action: dict[str, Any], name: str, primary: bool = False) -> None:
        """An answer's button; the primary one claims Enter in its label (ui/window/enter_owner.py)."""
        text = text + ENTER if primary else text
        b = self.button(text, lambda _=False, x=action: self.ctrl.submit(dict(x)), name, primary=primary)
        self.lay.addWidget(b)
        self._buttons.append(b)
        if primary:
            self._primary = b


class InterceptPage(_ButtonsPage):
    """V2.3: a third player may intercept the strike with a neighbouring nuke, losing a unit, or let it pass."""

    def refresh(self) -> None:
        t = QCoreApplication.translate
        self.text.setText(intercept_text(self.ctrl.session.public(), self.ctrl.session.names))
        self.clear_buttons()
        for a in self.ctrl.legal:
            if a["type"] == "intercept":
                self.add_answer(arg(t("Nuclear", "Intercept from %1 (lose %2)"), area_name(a["at"]),
                                    unit_word(a["lose"], 1)), a, f"intercept_{a['at']}_{a['lose']}")
        self.add_answer(t("Nuclear", "Let it pass"), {"type": "pass"}, "pass", primary=True)


class NukeRollPage(_ButtonsPage):
    """V2.4 / V2.5: the striker rolls (Risk: with how many dice) or stops the attack."""

    def refresh(self) -> None:
        t = QCoreApplication.translate
        pub = self.ctrl.session.public()
        f = frame(dict(pub), "nuke_strike") or {}
        n = int(f.get("committed", self.ctrl.info.get("nukes", 0)))
        self.text.setText(arg(PLURALS.your_strike(n),
                              area_name(f.get("target", self.ctrl.info.get("area", "")))))
        self.clear_buttons()
        rolls = [a for a in self.ctrl.legal if a["type"] == "roll"]
        for i, a in enumerate(rolls):
            dice = int(a.get("dice", 0))
            text = (PLURALS.roll_with(dice) if "dice" in a
                    else t("Nuclear", "Roll the nuclear dice"))
            self.add_answer(text, a, f"nuke_roll_{a.get('dice', 0)}", primary=i == len(rolls) - 1)
        if any(a["type"] == "stop" for a in self.ctrl.legal):
            self.add_answer(t("Nuclear", "Stop the attack"), {"type": "stop"}, "nuke_stop")


def hits_text(action: dict[str, Any]) -> str:
    """A hits answer in words: '1 tank, 1 nuke in Paris'."""
    parts = [unit_word(k, int(action[k])) for k in ("land", "air", "army") if action.get(k)]
    for area, n in sorted((action.get("nuke") or {}).items()):
        parts.append(arg(QCoreApplication.translate("Nuclear", "%1 in %2"), unit_word("nuke", n), area_name(area)))
    return ", ".join(parts)


class NukeHitsPage(Page):
    """V2.4.2 / V2.5: the defender chooses what the explosions destroy (units in the target, nukes there and
    next to it)."""

    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.choice = QComboBox()
        self.choice.setObjectName("nukeHits")
        self.lay.addWidget(self.choice)
        self.confirm = self.button(QCoreApplication.translate("Nuclear", "Take these losses") + ENTER, self._confirm,
                                   "nukeHitsConfirm", primary=True)
        self.lay.addWidget(self.confirm)
        self._options: list[dict[str, Any]] = []

    def fixed_texts(self) -> dict[str, str]:
        return {"nukeHitsConfirm": QCoreApplication.translate("Nuclear", "Take these losses") + ENTER}

    def refresh(self) -> None:
        self.text.setText(hits_question(self.ctrl.info))
        self._options = [a for a in self.ctrl.legal if a["type"] == "hits"]
        self.choice.clear()
        self.choice.addItems([hits_text(a) for a in self._options])
        self.confirm.setEnabled(bool(self._options))

    def main_action(self) -> QPushButton | None:
        return self.confirm if self.confirm.isEnabled() else None

    def _confirm(self) -> None:
        k = self.choice.currentIndex()
        if 0 <= k < len(self._options):
            self.ctrl.submit(dict(self._options[k]))


class CounterPage(Page):
    """V2.8: the defender whose area was conquered may strike back with the nukes left there."""

    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        t = QCoreApplication.translate
        self.target = QComboBox()
        self.target.setObjectName("counterTarget")
        self.count = QSpinBox()
        self.count.setObjectName("counterCount")
        self.count.setPrefix(t("Nuclear", "Nukes: "))
        self.odds = QLabel()  # the exact odds before firing (V2.4/V2.5)
        self.odds.setObjectName("counterOdds")
        self.odds.setWordWrap(True)
        self.target.currentIndexChanged.connect(self._show_odds)
        self.count.valueChanged.connect(self._show_odds)
        self.strike = self.button(t("Nuclear", "Counter-strike"), self._strike, "counterStrike")
        self.none = self.button(t("Nuclear", "No counter-strike") + ENTER, lambda: self.ctrl.submit({"type": "pass"}),
                                "counterPass", primary=True)
        for w in (self.target, self.count, self.odds, self.strike, self.none):
            self.lay.addWidget(w)
        self._targets: list[dict[str, Any]] = []
        self._question: tuple[Any, ...] | None = None

    def fixed_texts(self) -> dict[str, str]:
        t = QCoreApplication.translate
        return {"counterStrike": t("Nuclear", "Counter-strike"),
                "counterPass": t("Nuclear", "No counter-strike") + ENTER}

    def refresh(self) -> None:
        self.text.setText(counter_question(self.ctrl.info))
        self._targets = [a for a in self.ctrl.legal if a["type"] == "nuke"]
        pub = self.ctrl.session.public()
        question = (pub.get("round"), pub.get("turn"), self.ctrl.info.get("area"))  # this one, not an earlier one
        chosen = self.target.currentData() if self.target.count() and question == self._question else None
        self._question = question  # the player's choice is kept across a refresh of the same question
        self.target.clear()
        for a in self._targets:  # "At Paris", as the declaration names its targets (and the area as data)
            self.target.addItem(arg(QCoreApplication.translate("Nuclear", "At %1"), area_name(a["to"])), a["to"])
        # first offered: the area just conquered (the conqueror's units are there), else the first
        k = self.target.findData(chosen) if chosen is not None else -1
        self.target.setCurrentIndex(k if k >= 0 else max(0, self.target.findData(self.ctrl.info.get("area"))))
        most = max((int(a.get("count", 0)) for a in self._targets), default=0)
        self.count.setRange(1 if most else 0, most)
        self.count.setValue(most)
        self.count.setVisible(most > 0)
        self.strike.setEnabled(bool(self._targets))
        self._show_odds()

    def main_action(self) -> QPushButton | None:
        return self.none  # Enter: no counter-strike (firing is a deliberate click)

    def _show_odds(self) -> None:
        k = self.target.currentIndex()
        if not 0 <= k < len(self._targets):
            self.odds.setText("")
            return
        a = self._targets[k]
        n = self.count.value() if "count" in a else int(self.ctrl.info.get("nukes", 0))
        self.odds.setText(odds_text(self.ctrl, a["to"], n) if n > 0 else "")

    def _strike(self) -> None:
        k = self.target.currentIndex()
        if 0 <= k < len(self._targets):
            a = dict(self._targets[k])
            if "count" in a:
                a["count"] = self.count.value()
            self.ctrl.submit(a)
