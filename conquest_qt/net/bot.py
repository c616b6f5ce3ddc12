"""A client played by a computer player: it answers from the view the host sent, as a person's client
would (tests, tools/bench_network.py). `python -m conquest_qt.net.bot` runs one as its own process."""

from __future__ import annotations

from typing import Any

from conquest_qt import manifest
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.addons import enabled_in
from conquest_qt.net.client import ClientState


class Bot:
    def __init__(self, state: ClientState, level: str = "easy", seed: int = 0) -> None:
        self.state, self.level, self.seed = state, level, seed
        self._agent: Any = None
        self.answered: tuple[int, int] = (-1, -1)  # the (sync, serial) answered last
        self.decisions = 0

    def answer(self) -> bytes | None:
        """The decision to send now, if the game asks this seat and it has not answered this position."""
        st = self.state
        # After a rejoin the same serial is asked again: the answer sent before may never have arrived
        # (a host that died and resumed from its autosave).
        if not st.my_turn or (st.syncs, st.serial) == self.answered or st.view is None:
            return None
        if self._agent is None:
            self._agent = make_agent(self.level, self.seed, st.options.get("ruleset", manifest.DEFAULT),
                                     enabled_in(st.options))  # with the game's add-ons' skills (V2: nukes)
        action = self._agent.decide_view(st.view)
        self.answered = (st.syncs, st.serial)
        self.decisions += 1
        return st.decide(action)

    def rejected(self) -> None:
        """The host refused the answer (a stale position): answer again."""
        self.answered = (-1, -1)
