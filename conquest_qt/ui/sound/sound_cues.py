"""Which sound goes with what the player sees: engine events and decisions in, `SoundPlayer.play` out.

    cues = SoundCues(player, parent)
    cues.bind(session)       # None unbinds (pending sounds of the old game are dropped)
    cues.dice_ms = 600       # the dice animation: sounds of a roll's outcome wait for the dice to settle

Per batch of events (one action's consequences), each sound at most once and at most MAX_PER_BATCH of
them, in the order of the events: the dice rattle, then the explosion of destroyed units (once the dice
have settled), then the fanfare of a flag taken. A card played rustles; units moved, built or an area
claimed click. The game's end plays the victory fanfare (a draw: the chime) instead of the rest, and sounds
still waiting are dropped. The chime also says "your turn": when a human's decision follows someone else's
(not for the quick decisions inside a battle, nor for every claim after the first), and whenever the
screen is handed over in hot-seat play.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer

from conquest_qt.ui.sound.sound import SoundPlayer

EVENT_SOUNDS: dict[str, str] = {
    "dice_rolled": "dice",
    "units_destroyed": "explosion",
    "subs_sunk": "explosion",
    "flag_taken": "conquest",
    "card_played": "card",
    "moved": "click",
    "transported": "click",
    "built": "click",
    "claimed": "click",
    # the nuclear add-on (VARIANTS.md V2): a strike declared, intercepted, an area contaminated
    "nuke_declared": "launch",
    "nuke_intercepted": "intercept",
    "nuke_rolled": "dice",  # Risk's nuclear roll (Conquest's is a dice_rolled)
    "nuke_hits": "explosion",
    "nukes_destroyed": "explosion",
    "contaminated": "contamination",
    "nukes_placed": "click",
    "free_area_taken": "click",
}
# How long the next sound of a batch waits after this one (ms); the dice wait for their animation.
AFTER_MS: dict[str, int] = {"dice": 250, "explosion": 450, "conquest": 600, "card": 250, "click": 120,
                            "launch": 900, "intercept": 450, "contamination": 900}
MAX_PER_BATCH = 3
# inside a battle (a nuclear one too): the dice speak already
NO_CHIME_KINDS = frozenset({"battle_roll", "hits", "sink", "nuke_roll", "nuke_hits"})


def batch_sounds(events: list[dict[str, Any]], dice_ms: int = 0) -> list[tuple[str, int]]:
    """(sound, delay in ms) for one batch of events, in order."""
    over = next((ev for ev in events if ev.get("type") == "game_over"), None)
    names: list[str] = []
    for ev in events:
        name = EVENT_SOUNDS.get(ev.get("type", ""))
        if name is not None and name not in names:
            names.append(name)
    if over is not None:
        names = [n for n in names if n == "dice"] + ["victory" if over.get("winner") else "turn"]
    out: list[tuple[str, int]] = []
    at = 0
    for name in names[:MAX_PER_BATCH] if over is None else names:
        out.append((name, at))
        at += max(dice_ms, AFTER_MS["dice"]) if name == "dice" else AFTER_MS.get(name, 0)
    return out


class SoundCues(QObject):
    def __init__(self, player: SoundPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.dice_ms = 0
        self.session: Any = None
        self._generation = 0  # bumps on every bind: sounds scheduled for an older game are dropped
        self._last_actor: str | None = None
        self._claimed: set[str] = set()  # humans who heard the chime of their first claim
        self._busy_until = 0.0  # monotonic time when the last scheduled sound of a batch starts

    def bind(self, session: Any) -> None:
        old = self.session
        if old is not None:
            for signal, slot in ((old.driver.eventsApplied, self.on_events), (old.humanDecision, self.on_human),
                                 (old.aiThinking, self.on_ai), (old.handoverRequested, self.on_handover)):
                with contextlib.suppress(RuntimeError, TypeError):  # already gone with its session
                    signal.disconnect(slot)
        self._generation += 1
        self.session = session
        self._last_actor, self._claimed, self._busy_until = None, set(), 0.0
        if session is not None:
            session.driver.eventsApplied.connect(self.on_events)
            session.humanDecision.connect(self.on_human)
            session.aiThinking.connect(self.on_ai)
            session.handoverRequested.connect(self.on_handover)

    # --- slots --------------------------------------------------------------------------------
    def on_events(self, events: list) -> None:
        if any(ev.get("type") == "game_over" for ev in events):
            self._generation += 1  # the end: sounds still waiting (a chime, an explosion) give way to it
        for name, delay in batch_sounds(events, self.dice_ms):
            self._schedule(name, delay)

    def on_human(self, player: str, kind: str, _info: object = None) -> None:
        last, self._last_actor = self._last_actor, player
        if last == player or kind in NO_CHIME_KINDS:
            return
        if kind == "claim":
            if player in self._claimed:
                return
            self._claimed.add(player)
        self._chime()

    def on_ai(self, player: str, _kind: str = "") -> None:
        self._last_actor = player

    def on_handover(self, player: str) -> None:
        self._last_actor = player  # the decision after the hand-over is his: no second chime
        if self.session is not None and self.session.decision is not None and self.session.decision[1] == "claim":
            self._claimed.add(player)
        self._chime()

    # --- playing ------------------------------------------------------------------------------
    def _chime(self) -> None:
        """The "your turn" chime, after the sounds still to come of the last batch."""
        wait = max(0.0, self._busy_until - time.monotonic())
        self._schedule("turn", int(wait * 1000) + (150 if wait else 0))

    def _schedule(self, name: str, delay_ms: int) -> None:
        if not self.player.enabled:
            return
        if delay_ms <= 0:
            self.player.play(name)
            return
        self._busy_until = max(self._busy_until, time.monotonic() + delay_ms / 1000)
        generation = self._generation
        QTimer.singleShot(delay_ms, self, lambda: self._play_later(name, generation))

    def _play_later(self, name: str, generation: int) -> None:
        if generation == self._generation:
            self.player.play(name)
