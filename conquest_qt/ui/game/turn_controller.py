"""Turns board clicks and panel buttons into actions for the GameDriver (never touching engine state).

The generic loop of every ruleset: for the decision the human on screen answers it makes the working
data its ruleset's UI gives for that kind (`RulesetUI.starts`: Conquest's production plan and movement
selection, Risk's placing and picks, the claim), shows the board through it (highlights, preview,
selection, arrows), sends a click on an area to the ruleset's `clicks`, the keys (Enter, E, R, 1-3,
Escape, Undo) to the working data, draws the turn's move arrows and reports why a click does nothing (a
translated status hint). What the working data may define is listed in ui/rulesets/__init__.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from conquest_qt.ui.board.board_host import position_from
from conquest_qt.ui.game.end_confirm import Question
from conquest_qt.ui.game.session import GameSession
from conquest_qt.ui.text.error_text import error_text, ui_hint
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.ruleset_text import words

RIGHT = 2  # the right mouse button, as clicks get it (areaClicked)
IDLE_REFRESH_MS = 120


Click = Callable[["TurnController", str, int], None]  # (controller, area, mouse button)
Start = Callable[["TurnController"], Any]  # a ruleset's working data for a decision (ui/rulesets/__init__.py)


class TurnController(QObject):
    hint = Signal(str)  # a translated status-bar message
    changed = Signal()  # plan, selection or decision changed: panels refresh

    def __init__(self, session: GameSession, scene: Any, clicks: Mapping[str, Click],
                 parent: QObject | None = None, starts: Mapping[str, Start] | None = None,
                 markers: Any = None) -> None:
        super().__init__(parent)
        self.session, self.scene = session, scene
        self.clicks = clicks  # decision kind -> what a click on an area does (the ruleset's, ui/rulesets)
        self.starts = starts or {}  # decision kind -> its working data's factory (the ruleset's, ui/rulesets)
        # that working data for the open decision: highlights(), preview() (land armies); where it has them,
        # preview_units(), selected() (the area marked), arrows() (drawn beside the turn's), targets() (Tab),
        # deselect() (Escape), undo(), undoes_moves, primary() (Enter), end_stage() (E), roll() (R),
        # choose_kind() (1-3): the list in ui/rulesets/__init__.py
        self.work: Any = None
        self.keep: dict[str, Any] = {}  # what working data keeps from one decision to the next (a kind chosen)
        self.markers = markers  # the ruleset's own board marks (ui/rulesets Markers): shown with each position
        self.kind: str | None = None  # the decision kind the human on screen answers, or None
        self.player: str | None = None
        self.info: dict[str, Any] = {}
        self.legal: list[dict[str, Any]] = []
        self.arrows: list[tuple[str, str, str, int]] = []
        self.hint_arrows: list[tuple[str, str, str, int]] = []  # a hint's suggested moves, over the turn's
        self.hint_marks: list[tuple[str, str]] = []  # a hint's markers (area, label)
        # Asks before ending movement / the turn with something left to do: ask(question, proceed).
        # None (tools, tests) ends at once; the main window sets it (the "confirmations" setting).
        self.ask: Callable[[Question, Callable[[], None]], None] | None = None
        # the enabled add-ons' fields added to an answer before it is sent (ui/rulesets RulesetUI.amend)
        self.amend: Callable[[TurnController, dict[str, Any]], dict[str, Any]] | None = None
        # a page part that takes the board's clicks for a while (the nuclear declaration's target): it returns
        # True when it took the click; cleared with every new decision
        self.aim: Callable[[str, int], bool] | None = None
        self.serial = 0  # counts the decisions put to the human (a late answer must not end a newer step)
        self._idle_timer = QTimer(self)  # AI turns: board updates coalesce (at most ~8 a second)
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(IDLE_REFRESH_MS)
        self._idle_timer.timeout.connect(self.refresh_board)
        session.humanDecision.connect(self._on_human)
        session.aiThinking.connect(lambda *_: self._idle())
        session.handoverRequested.connect(lambda *_: self._idle())
        session.finished.connect(lambda *_: self._idle())
        session.driver.actionRejected.connect(self._on_rejected)
        session.driver.eventsApplied.connect(self._on_events)
        scene.areaClicked.connect(self.on_area_clicked)

    # --- decisions ----------------------------------------------------------------------------
    def _idle(self) -> None:
        self.serial += 1
        self.kind, self.player, self.work, self.aim = None, None, None, None
        self._later()
        self.changed.emit()

    def _later(self) -> None:
        if not self._idle_timer.isActive():
            self._idle_timer.start()

    def _on_human(self, player: str, kind: str, info: object) -> None:
        self.serial += 1
        self.aim = None
        self.kind, self.player, self.info = kind, player, dict(info or {})  # type: ignore[call-overload]
        self.legal = self.session.legal()
        start = self.starts.get(kind)
        self.work = start(self) if start is not None else None
        self.refresh_board()
        self.hint.emit(self.step_hint())
        self.changed.emit()

    def step_hint(self) -> str:
        """What the player on screen does now: the ruleset's words for the decision's kind."""
        if self.kind is None:
            return ""
        return str(words(self.session.setup.options.ruleset).step_hint(self.kind))

    def submit(self, action: dict[str, Any]) -> bool:
        if self.kind is None:
            self.not_your_turn()
            return False
        if self.amend is not None:
            action = self.amend(self, action)
        return self.session.submit(action)

    def not_your_turn(self) -> None:
        """The hint for a key or click that has nothing to answer now."""
        d = self.session.decision
        if d is None:
            self.hint.emit(ui_hint("nothing_now"))
        elif self.session.is_human(d[0]) and self.session.viewer != d[0]:
            self.hint.emit(ui_hint("hidden"))
        else:
            self.hint.emit(ui_hint("not_your_turn", colour_name(d[0])))

    def _on_rejected(self, player: str, code: str, data: object) -> None:
        if self.session.is_human(player):
            self.hint.emit(error_text(code, data if isinstance(data, dict) else {}))

    def _on_events(self, events: list) -> None:
        public = None
        before = len(self.arrows), bool(self.arrows)
        for ev in events:
            t = ev.get("type")
            if t in ("phase_started", "turn_ended", "round_started", "turn_started"):
                self.arrows = []
            elif t in ("moved", "transported"):
                if public is None:
                    public = self.session.public()
                self.arrows.append(self._arrow(ev, public["owners"]))
            elif t == "nuke_declared":  # a nuclear attack (VARIANTS.md V2.2): seen by everyone asked about it
                self.arrows.append((ev["from"], ev["to"], "attack", int(ev.get("count", 0))))
        if (len(self.arrows), bool(self.arrows)) != before:  # redraw arrows only when they changed
            if self.arrows or self.hint_arrows:
                self.scene.show_arrows(self.arrows + self.hint_arrows)
            else:
                self.scene.clear_arrows()
        if self.kind is None:
            self._later()

    @staticmethod
    def _arrow(ev: dict[str, Any], owners: dict[str, Any]) -> tuple[str, str, str, int]:
        return move_arrow(ev, owners)

    # --- the board ----------------------------------------------------------------------------
    def highlights(self) -> list[str]:
        if self.work is not None:
            return list(self.work.highlights())
        return []

    # --- the board's one writer: position, highlights, selection and arrows come from here ---------
    def undo_work(self) -> bool:
        """Take back the last step of the open decision's working data (the ruleset's `starts`: e.g. Risk's
        last army placed, before the confirmation): True when there was one to take back."""
        undo = getattr(self.work, "undo", None)
        if undo is None or not undo():
            return False
        self.refresh_board()
        self.changed.emit()
        return True

    def refresh_board(self) -> None:
        self._idle_timer.stop()
        self.show_position()
        self.scene.set_highlights(self.highlights())
        selected = getattr(self.work, "selected", None)
        self.scene.set_selected(selected() if selected is not None else None)
        self._show_work_arrows()

    def _show_work_arrows(self) -> None:
        """The working data's own arrows (Risk: the attack or fortify chosen, the occupation asked) beside
        the turn's arrows, until it is made."""
        arrows = getattr(self.work, "arrows", None)
        arrow = list(arrows()) if arrows is not None else []
        if arrow or self._work_arrow:
            self.scene.show_arrows([*self.arrows, *arrow]) if self.arrows or arrow else self.scene.clear_arrows()
        self._work_arrow = bool(arrow)

    _work_arrow = False  # the working data's arrow is on the board

    def take_back_arrow(self) -> None:
        """The last move was taken back: so is its arrow."""
        self.arrows.pop()
        self.scene.show_arrows(self.arrows + self.hint_arrows)

    def clear_arrows(self) -> None:
        self.arrows, self.hint_arrows, self.hint_marks = [], [], []
        self.scene.clear_arrows()
        self.scene.clear_marks()

    def show_hint(self, arrows: list[tuple[str, str, str, int]], marks: list[tuple[str, str]]) -> None:
        """A hint's suggestion over the board (ui/game/hint_board.py): dotted arrows and ringed areas."""
        self.hint_arrows, self.hint_marks = list(arrows), list(marks)
        self.scene.show_arrows(self.arrows + self.hint_arrows)
        self.scene.show_marks(self.hint_marks)

    def clear_hint(self) -> None:
        if self.hint_arrows or self.hint_marks:
            self.hint_arrows, self.hint_marks = [], []
            self.scene.show_arrows(list(self.arrows))
            self.scene.clear_marks()

    def show_position(self) -> None:
        """Owners and units of the public view, with the working data's units previewed (a planned build,
        armies placed)."""
        units = getattr(self.work, "preview_units", None)
        extra = units() if units is not None else None
        if self.work is not None and (preview := self.work.preview()):
            extra = {"land": preview}
        public = self.session.public()
        self.scene.set_position(position_from(public, extra, self.player))
        if self.markers is not None:
            self.markers.show(public)

    def on_area_clicked(self, area: str, button: int = 1) -> None:
        if self.kind is None:
            self.not_your_turn()
            return
        if self.aim is not None and self.aim(area, button):
            return
        handler = self.clicks.get(self.kind)
        if handler is None:
            self.hint.emit(ui_hint("nothing_now"))
            return
        handler(self, area, button)

    # --- the keys: sent to the open decision's working data ---------------------------------------
    def _changed_by(self, name: str, *args: Any) -> bool:
        """Call the working data's `name(*args)`; when it says it changed something, the board and the
        panels follow."""
        method = getattr(self.work, name, None)
        if method is None or not method(*args):
            return False
        self.refresh_board()
        self.changed.emit()
        return True

    def choose_kind(self, kind: str) -> None:
        """1-3 or the page's radio buttons: the kind of unit the next click places or moves."""
        self._changed_by("choose_kind", kind)

    def deselect(self) -> None:
        """Escape: the working data's selection goes."""
        self._changed_by("deselect")

    def undoes_moves(self) -> bool:
        """Does Undo (when the working data took nothing back) go to the driver's undo? The working data
        says (Conquest's movement: always, to say "Nothing to undo."), else whether the driver can."""
        says = getattr(self.work, "undoes_moves", None)
        return bool(says) if says is not None else self.session.driver.can_undo()

    def end_stage(self) -> bool:
        """E: the working data's end of its stage (Conquest: end movement)."""
        end = getattr(self.work, "end_stage", None)
        if end is None:
            self.not_your_turn()
            return False
        return bool(end())

    def roll(self) -> bool:
        """R: the working data's roll (Conquest's battle roll); nothing elsewhere."""
        roll = getattr(self.work, "roll", None)
        return bool(roll()) if roll is not None else False

    def end_step(self, action: dict[str, Any], question: Callable[[], Question | None]) -> bool:
        """End the step with `action` (movement, turn, production), after asking `question()` when there is
        one (the ruleset's: what ending now gives up) and the window asks (`ask`); False while the
        question is open."""
        asked = question() if self.ask is not None else None
        if asked is None or self.ask is None:
            return self.submit(action)
        serial = self.serial

        def proceed() -> None:
            if self.serial == serial:  # still the decision that was asked about
                self.submit(action)

        self.ask(asked, proceed)
        return False

    # --- cards and simple answers --------------------------------------------------------------
    def card_actions(self, card: str) -> list[dict[str, Any]]:
        return [a for a in self.legal if a["type"] == "play" and a.get("card") == card]

    def primary(self) -> bool:
        """Enter: the step's main action, the working data's (Conquest: confirm the build, end movement,
        roll, end turn, pass, the only battle)."""
        main = getattr(self.work, "primary", None)
        if main is not None:
            return bool(main())
        self.not_your_turn() if self.kind is None else self.hint.emit(self.step_hint())
        return False


def move_arrow(ev: dict[str, Any], owners: dict[str, Any]) -> tuple[str, str, str, int]:
    """The arrow of a `moved` or `transported` event: (from, to, kind, count)."""
    if ev["type"] == "transported" or ev.get("kind") == "sub":
        kind = "sea"
    elif ev.get("kind") == "air":
        kind = "air"
    else:
        kind = "move" if owners.get(ev["to"]) == ev.get("player") else "attack"
    return (ev["from"], ev["to"], kind, int(ev.get("count", 0)))


def show_still(scene: Any, public: Mapping[str, Any], arrows: list[tuple[str, str, str, int]],
               marked: str | None) -> None:
    """A board nobody plays on (the replay window's own scene): the position, no highlights, the arrows
    of the turn so far and the step's battle marked. The one other writer of a board, kept here."""
    scene.set_position(position_from(dict(public)))
    scene.set_highlights([])
    scene.set_selected(marked)
    if arrows:
        scene.show_arrows(list(arrows))
    else:
        scene.clear_arrows()


def undo_move(session: GameSession | None, ctrl: TurnController | None) -> str | None:
    """Take back the last move of the open movement stage (its arrow too): the status line to show,
    None when the driver refused."""
    if session is None or not session.driver.can_undo():
        return QCoreApplication.translate("MainWindow", "Nothing to undo.")
    if not session.driver.undo():
        return None
    if ctrl is not None and ctrl.arrows:  # (Risk's placements, occupations and fortifies draw none)
        ctrl.take_back_arrow()
    return QCoreApplication.translate("MainWindow", "Move taken back.")
