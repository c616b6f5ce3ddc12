"""How each level uses nukes (VARIANTS.md V2): counts and odds thresholds only, no clock.

`threshold` is the least chance of contaminating the target (exact odds, ai/nuclear/odds.py) at which a
level declares a nuclear attack or counter-strike; below it a shot is hopeless for that level and never
made. Easy fires only at near-certain odds; normal, hard and expert weigh the target's worth against the
nukes the battle is expected to cost, above their threshold.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Policy:
    buys: bool = True
    fires: bool = True
    cap: int = 5  # nukes on the board at most (one stack: a strike fires one area's nukes, V2.2)
    share: float = 0.5  # of a purchase's budget at most for nukes (the base player keeps the rest)
    alarm: float = 0.0  # added to the ruleset's alarm: buy only once a rival runs this much closer to winning
    buy_every: int = 1  # easy: one chance in buy_every (the player's own seeded generator)
    threshold: float = 0.5  # least contamination chance to fire (counter-strikes too)
    intercepts: str = "runner"  # "runner": strikes that help a running player too; "win": only a win handed
    #                             over; "never"
    random: bool = False  # random legal answers (the random level)
    barriers: bool = False  # V2.6 self-strikes as a barrier against a rival about to win (hard, expert)


POLICIES: dict[str, Policy] = {
    "random": Policy(random=True),
    "easy": Policy(cap=2, share=0.34, alarm=0.15, buy_every=2, threshold=0.9, intercepts="win"),
    "normal": Policy(cap=5, share=0.5, threshold=0.5),
    "hard": Policy(cap=6, share=0.6, threshold=0.45, barriers=True),
    "expert": Policy(cap=6, share=0.6, threshold=0.4, barriers=True),
}
DEFAULT = POLICIES["normal"]

# player-type variants `<level>-<suffix>` the registry offers when this add-on is enabled
VARIANTS: dict[str, dict[str, object]] = {
    "nonuke": {"buys": False, "fires": False, "intercepts": "never"},  # answers only what it must (conquest-sim)
}


def policy_for(level: str, variant: str = "") -> Policy:
    base = POLICIES.get(level, DEFAULT)
    if not variant:
        return base
    changes = VARIANTS[variant]
    return Policy(**{**base.__dict__, **changes, "random": False if variant else base.random})
