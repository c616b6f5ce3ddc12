"""Normal AI: a turn planner scoring targets by win probability × value − expected losses.

It keeps garrisons on threatened borders, leans on the leader (anyone close to the target),
plays super production at once, missiles at a strong producer, torpedoes when enemy subs threaten
and an armistice to shield its weakest front. Table talk: a runaway leader (an opponent within
three areas of the target) is attacked even at poorer odds and never offered an armistice.
The whole movement phase is planned at its first decision (a set of attacks, each with enough
units), then played out move by move.
"""

from __future__ import annotations

from conquest_qt.ai.conquest.base import ViewAgent
from conquest_qt.ai.conquest.evaluation import Pos
from conquest_qt.ai.conquest.planning import Params, Plan, plan_movement
from conquest_qt.engine.view import PlayerView


class NormalPlayer(ViewAgent):
    name = "normal"
    # Holds borders with garrisons (an area keeps enough units to push its risk below 35%) and
    # sizes attacks tightly; Hard plays the bolder, searched version.
    params = Params(use_garrison=True, margin=1, want_win=0.85, air_share=0.3, hold_weight=0.0, table_talk=True)

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        return plan_movement(pos, self.params)
