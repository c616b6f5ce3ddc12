"""Spectator / autoplay mode: an AI-only game in the real window (`--autoplay TYPES`)."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.registry import AGENTS
from conquest_qt.engine import rulesets
from conquest_qt.engine.seats import COLOURS
from conquest_qt.ui.game.game_setup import AI_LEVELS, GameSetup, Seat
from conquest_qt.ui.game.session import GameSession
from conquest_qt.ui.text.labels import colour_name


def autoplay_setup(args: Any) -> GameSetup:
    text = getattr(args, "players", None) or args.autoplay
    types = [t.strip() for t in str(text).split(",") if t.strip()]
    if not 2 <= len(types) <= 6:
        raise ValueError("--autoplay needs 2 to 6 player types, e.g. random,random,random,random")
    for t in types:
        if t not in AGENTS and t not in AI_LEVELS:
            raise ValueError(f"unknown player type {t!r}; known: {', '.join(sorted(set(AGENTS) | set(AI_LEVELS)))}")
    kwargs: dict[str, Any] = {"allow_small": len(types) < 4}
    if getattr(args, "target", None) is not None:
        kwargs["target_areas"] = args.target
    if getattr(args, "round_cap", None) is not None:
        kwargs["round_cap"] = args.round_cap or None
    ruleset = getattr(args, "ruleset", None) or rulesets.DEFAULT
    fields = rulesets.get(ruleset).options.__dataclass_fields__  # each ruleset takes its own options
    opts = rulesets.options_from_dict({"ruleset": ruleset, **{k: v for k, v in kwargs.items() if k in fields}})
    seats = tuple(Seat(c, colour_name(c), False, t) for c, t in zip(COLOURS, types))
    seed = getattr(args, "seed", None)
    return GameSetup(seats, opts, 1 if seed is None else seed)


def report_line(session: GameSession) -> str:
    """The last line autoplay prints: winner (colour, or 'draw') and rounds."""
    s = session.public()
    winner = s.get("winner") or "draw"
    if isinstance(winner, list):  # a team (V3.9)
        winner = "+".join(winner)
    return f"winner={winner} rounds={s['round']} seed={session.seed}"
